#!/bin/sh
# t3600-claims-page.sh: /claims/ID and /api/claims/ID on the corpus' claims, rerun from the claim page, escaping, links to claims
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/web.sh"

S="$TOP/data/sample"
q="'"
export SCHEDLORE_VAR="$TEST_TMP/var"
mkdir -p "$SCHEDLORE_VAR"

render() { schedlore render "$@"; }
# check_page PATH STATUS: rendered without a server, well-formed
check_page() {
	set +e; render --status "$1" >page.html 2>status; rc=$?; set -e
	expect_eq "$(tail -n 1 status)" "$2" && xmllint --noout page.html
}
api() { render "/api/claims/$1" >claim.json && python3 "$TOP/tests/lib/claims-api.py" claim.json "$2"; }
claim_like() { sql "SELECT id FROM claims WHERE text LIKE ${q}$1${q} ORDER BY id LIMIT 1"; }

expect 'the sample archive imports with its claims and checks' '
	schedlore import --quiet "$S"/00[0234]_*.txt && schedlore import --quiet --list freebsd-current "$S"/001_*.txt &&
	expect_eq "$(sql "SELECT count(*) FROM claims c JOIN checks k ON k.claim = c.id")" 32
'
HOLDS=$(claim_like '%ULE is 12%% faster%')
OFF=$(sql "SELECT c.id FROM claims c JOIN checks k ON k.claim = c.id WHERE k.status = 'off' AND c.kind = 'missing'")
CONTRA=$(sql "SELECT c.id FROM claims c JOIN checks k ON k.claim = c.id WHERE k.status = 'contradicted' LIMIT 1")
NOCHECK=$(sql "SELECT c.id FROM claims c JOIN checks k ON k.claim = c.id WHERE k.status = 'not checkable' ORDER BY c.id LIMIT 1")
NEEDS="cannot rerun here: needs a FreeBSD host running 4BSD and one running ULE, same hardware"

expect 'a claim that holds: quoted, its status and note, its post and the series it was checked against' '
	test -n "$HOLDS" && check_page "/claims/$HOLDS" 200 &&
	grep -q "<blockquote class=\"claim\" id=\"claim-text\"><p>...so ULE is 12% faster at extracting a single tarball to md</p>" page.html &&
	grep -q "id=\"check-status\" class=\"status holds\">holds<" page.html &&
	grep -q "id=\"check-note\" class=\"note\">matches tar-extract ULE vs 4BSD: 12.21 %" page.html &&
	grep -q "id=\"claim-post\" href=\"/freebsd-current/20050506223224.GA22379@xor.obsecurity.org/\"" page.html &&
	expect_eq "$(grep -c "<tr><td><a href=\"/series/s" page.html)" 2 &&
	grep -q "href=\"/api/claims/$HOLDS\"" page.html
'

expect 'every check status renders: off (with its note), contradicted, not checkable' '
	for id in "$OFF" "$CONTRA" "$NOCHECK"; do test -n "$id" && check_page "/claims/$id" 200; done &&
	check_page "/claims/$OFF" 200 && grep -q "class=\"status off\">off<" page.html && grep -q "id=\"check-note\"" page.html &&
	check_page "/claims/$CONTRA" 200 && grep -q "class=\"status contradicted\">contradicted<" page.html &&
	check_page "/claims/$NOCHECK" 200 && grep -q "class=\"status not checkable\">not checkable<" page.html
'

expect '/api/claims/ID: id, text, check, message, series, rerun sides and plan, reruns' '
	api "$HOLDS" holds
'

expect 'no such claim: 404 for the page, the API and a malformed id' '
	check_page /claims/a000000000000000 404 &&
	set +e; render --status /api/claims/nosuch >page.json 2>status; set -e
	expect_eq "$(tail -n 1 status)" 404 && grep -q "\"error\":404" page.json &&
	check_page "/claims/$(printf "%070d" 1)" 404
'

expect 'the post page lists its claims with their status, linked to their pages' '
	check_page "/freebsd-current/20050506223224.GA22379@xor.obsecurity.org/" 200 &&
	grep -q "<section id=\"claims\">" page.html && grep -q "href=\"/claims/$HOLDS\"" page.html &&
	render /api/freebsd-current/20050506223224.GA22379@xor.obsecurity.org/ >post.json &&
	python3 -c "import json,sys; c=json.load(open(\"post.json\"))[\"claims\"]; assert any(x[\"id\"]==sys.argv[1] and x[\"status\"]==\"holds\" for x in c), c" "$HOLDS"
'

expect 'the digest web page links each claim to its page' '
	check_page /digest/freebsd-current/2005-W18 200 && grep -q "href=\"/claims/$HOLDS\"" page.html
'

expect 'the comparison page lists the claims about its workload, linked, and its JSON holds them' '
	check_page "/compare?workload=tar-extract" 200 && grep -q "<section id=\"claims\">" page.html &&
	grep -q "href=\"/claims/$HOLDS\">...so ULE is 12% faster" page.html &&
	render "/api/compare?workload=tar-extract" >cmp.json &&
	python3 -c "import json,sys; c=json.load(open(\"cmp.json\"))[\"claims\"]; assert any(x[\"id\"]==sys.argv[1] and x[\"status\"]==\"holds\" and x[\"reruns\"]==[] for x in c), c" "$HOLDS"
'

. "$TOP/tests/lib/claims-fixture.sh"
expect 'a hostile claim is stored beside the corpus' 'hostile_claim'

expect 'markup in a claim, its note and its series shows as text and runs nothing' '
	check_page "/claims/$X" 200 &&
	grep -q "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(3)&gt; javascript:alert(4)" page.html &&
	grep -q "&lt;a href=&quot;javascript:alert(5)&quot;&gt;note&lt;/a&gt;" page.html &&
	! grep -qi "<script>alert\|<img src=x\|href=\"javascript" page.html &&
	test "$(grep -ci "<script" page.html)" -eq "$(grep -ci "<script src=\"/static/" page.html)"
'

web_start || exit 1
printf 'member-password-1\n' >member.pw
schedlore user add alice --role member --password-file member.pw >/dev/null
schedlore host add here >tok 2>/dev/null
schedlore agent --server "$url" --token-file tok --exit-idle --quiet 2>/dev/null

expect 'the real server serves the page and its JSON the same as render' '
	expect_eq "$(web_get "/claims/$HOLDS")" 200 && xmllint --noout page &&
	grep -q "id=\"check-status\" class=\"status holds\">holds<" page &&
	expect_eq "$(web_get "/api/claims/$HOLDS")" 200 && grep -qi "^Content-Type: application/json" head &&
	python3 "$TOP/tests/lib/claims-api.py" page holds
'

expect 'with a Linux host registered, a ULE vs 4BSD claim says exactly what host it needs, and offers no form' '
	expect_eq "$(web_get "/claims/$HOLDS")" 200 &&
	grep -q "class=\"plan impossible\">$NEEDS</p>" page && ! grep -q "form class=\"rerun\"" page &&
	expect_eq "$(web_get "/api/claims/$HOLDS")" 200 &&
	python3 -c "import json,sys; p=json.load(open(\"page\"))[\"rerun\"][\"plan\"]; assert p[\"possible\"] is False and p[\"why\"]==sys.argv[1], p" "$NEEDS"
'

expect '/hosts shows whether the host runs an SMP kernel (uname -v says SMP here)' '
	expect_eq "$(web_get /hosts)" 200 && grep -q "<th>SMP kernel</th>" page &&
	expect_eq "$(web_get /api/hosts)" 200 &&
	python3 -c "import json,os; f=json.load(open(\"page\"))[0][\"facts\"]; want=\" SMP \" in \" \"+os.uname().version+\" \"; assert f[\"smp_kernel\"] is want, f"
'

expect 'a reader sees the rerun plan and a login link, no form' '
	expect_eq "$(web_get "/claims/$X")" 200 && grep -q "class=\"plan possible\">rerun on here: " page &&
	! grep -q "id=\"rerun-form\"" page && grep -q "href=\"/login\"" page
'

expect 'a member sees the form (with a CSRF token) and the link to /jobs/new?claim=ID, which fills in the claim' '
	curl -s -c member.jar -b member.jar -o form.html "$url/login" && t=$(web_csrf form.html) &&
	expect_eq "$(curl -s -c member.jar -b member.jar -o /dev/null -w "%{http_code}" --data-urlencode "csrf=$t" \
		--data-urlencode "name=alice" --data-urlencode "password=member-password-1" "$url/login")" 303 &&
	expect_eq "$(web_get "/claims/$X" member.jar)" 200 && xmllint --noout page &&
	grep -q "<form class=\"rerun\" id=\"rerun-form\" action=\"/jobs/new\" method=\"post\">" page &&
	test -n "$(web_csrf page)" && grep -q "name=\"claim\" value=\"$X\"" page &&
	grep -q "name=\"cpus_a\" value=\"0\"" page && grep -q "href=\"/jobs/new?claim=$X\"" page &&
	expect_eq "$(web_get "/jobs/new?claim=$X" member.jar)" 200 && xmllint --noout page &&
	grep -q "class=\"plan possible\">rerun on here: " page && grep -q "<option value=\"pipe\" selected=\"selected\"" page &&
	grep -q "name=\"claimed\" value=\"-43.76\"" page && ! grep -q "name=\"posted_a\"" page &&
	expect_eq "$(web_get "/jobs/new?claim=$HOLDS" member.jar)" 200 && grep -q "$NEEDS" page && ! grep -q "form class=\"rerun\"" page
'

expect 'the page POST without its CSRF token is refused and queues nothing' '
	expect_eq "$(curl -s -b member.jar -o /dev/null -w "%{http_code}" --data "claim=$X&host_a=here&cpus_a=0&runs=3" "$url/jobs/new")" 403 &&
	expect_eq "$(sql "SELECT count(*) FROM jobs")" 0
'

expect 'the page POST queues a rerun naming the claim, with its workload, system and posted samples' '
	web_get "/claims/$X" member.jar >/dev/null && t=$(web_csrf page) &&
	s=$(curl -s -b member.jar -D head -o /dev/null -w "%{http_code}" --data-urlencode "csrf=$t" --data-urlencode "claim=$X" \
		--data "host_a=here&cpus_a=0&host_b=&cpus_b=&runs=3&size=test" "$url/jobs/new") &&
	expect_eq "$s" 303 && grep -qi "^Location: /jobs/1" head &&
	expect_eq "$(sql "SELECT claim || ${q} ${q} || workload || ${q} ${q} || coalesce(cpus_a, ${q}-${q}) || ${q} ${q} || (claim_env->>${q}os${q}) FROM jobs")" "$X pipe 0 Linux" &&
	python3 -c "import json,sys; assert json.loads(sys.argv[1])==[8.55,8.48,8.61], sys.argv[1]" "$(sql "SELECT posted->${q}A${q} FROM jobs")" &&
	expect_eq "$(web_get "/claims/$X")" 200 && grep -q "href=\"/jobs/1\"" page && grep -q "class=\"state\">queued<" page
'

expect 'after the agent ran it: state, verdict, the environment difference and a chart whose marks match the API' '
	schedlore agent --server "$url" --token-file tok --exit-idle --quiet 2>/dev/null &&
	expect_eq "$(sql "SELECT state FROM jobs")" done &&
	expect_eq "$(web_get "/claims/$X")" 200 && xmllint --noout page &&
	grep -q "class=\"state\">done<" page && grep -q "class=\"verdict\">[a-z]" page &&
	grep -q "<table class=\"environment\">" page && grep -q "<th scope=\"row\">SMP kernel</th>" page &&
	grep -q "<th scope=\"row\">CPU</th>" page && grep -q "<th scope=\"row\">HZ</th>" page &&
	curl -s -o claim.json "$url/api/claims/$X" &&
	python3 "$TOP/tests/lib/claims-api.py" claim.json rerun page &&
	expect_eq "$(web_get "/chart/claim.svg?id=$X&job=1")" 200 && xmllint --noout page && grep -q "data-value=" page
'

web_stop
done_testing
