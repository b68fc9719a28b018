#!/bin/sh
# t5510-rerun-pages.sh: /hosts (register, token once), /jobs/new (what host a claim needs, queue), /jobs/ID, their JSON
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/web.sh"

export SCHEDLORE_VAR="$TEST_TMP/var"
mkdir -p "$SCHEDLORE_VAR"
printf 'admin-password-1\n' >admin.pw
printf 'member-password-1\n' >member.pw
schedlore user add root --role admin --password-file admin.pw >/dev/null
schedlore user add alice --role member --password-file member.pw >/dev/null
web_start || exit 1

expect 'an admin registers a host from /hosts; the token is shown once and only its hash is kept' '
	expect_eq "$(web_login root admin-password-1 admin.jar)" 303 &&
	expect_eq "$(web_get /hosts admin.jar)" 200 && grep -q "form class=\"register\"" page &&
	t=$(web_csrf page) &&
	s=$(curl -s -b admin.jar -D head -o page -w "%{http_code}" --data-urlencode "csrf=$t" \
		--data-urlencode "name=here" --data-urlencode "max_jobs=1" "$url/hosts") &&
	expect_eq "$s" 200 && grep -qi "^Cache-Control: no-store" head &&
	tok=$(sed -n "s/.*<code class=\"token\">\(slh_[0-9a-f]*\)<.*/\1/p" page) &&
	echo "$tok" | grep -Eqx "slh_[0-9a-f]{64}" && echo "$tok" >tok &&
	expect_eq "$(sql "SELECT count(*) FROM hosts WHERE name = '"'"'here'"'"' AND token_hash <> '"'"'$tok'"'"'")" 1 &&
	expect_eq "$(web_get /hosts admin.jar)" 200 && ! grep -q "$tok" page && grep -q ">here<" page &&
	xmllint --noout page
'

expect 'registering needs admin and the CSRF token; names are checked; a duplicate is refused' '
	expect_eq "$(web_login alice member-password-1 member.jar)" 303 &&
	expect_eq "$(web_get /hosts member.jar)" 200 && ! grep -q "form class=\"register\"" page &&
	t=$(web_csrf page) &&
	expect_eq "$(curl -s -b member.jar -o /dev/null -w "%{http_code}" --data "csrf=$t&name=evil" "$url/hosts")" 403 &&
	expect_eq "$(curl -s -b admin.jar -o /dev/null -w "%{http_code}" --data "name=evil" "$url/hosts")" 403 &&
	web_get /hosts admin.jar >/dev/null && t=$(web_csrf page) &&
	expect_eq "$(curl -s -b admin.jar -o page -w "%{http_code}" --data "csrf=$t&name=-bad%3Cx" "$url/hosts")" 400 &&
	expect_eq "$(curl -s -b admin.jar -o page -w "%{http_code}" --data "csrf=$t&name=here" "$url/hosts")" 409 &&
	expect_eq "$(sql "SELECT count(*) FROM hosts")" 1
'

# the agent says what this machine is
schedlore agent --server "$url" --token "$(cat tok)" --exit-idle --quiet 2>/dev/null

expect '/hosts lists the facts the agent reported and when it was last seen' '
	expect_eq "$(web_get /hosts)" 200 && grep -q "Linux" page && grep -q "class=\"live\"" page &&
	expect_eq "$(web_get /api/hosts)" 200 &&
	python3 -c "import json; h=json.load(open(\"page\"))[0]; assert h[\"name\"]==\"here\" and h[\"facts\"][\"os\"]==\"Linux\" and h[\"live\"] and \"token_hash\" not in h"
'

expect 'a ULE vs 4BSD claim says exactly what hosts it needs, and offers no form' '
	expect_eq "$(web_get "/jobs/new?claim=7&a_os=FreeBSD&a_sched=4BSD&b_os=FreeBSD&b_sched=ULE" member.jar)" 200 &&
	grep -q "cannot rerun here: needs a FreeBSD host running 4BSD and one running ULE, same hardware" page &&
	! grep -q "form class=\"rerun\"" page && xmllint --noout page &&
	expect_eq "$(web_get "/api/rerun-plan?a_os=FreeBSD&a_sched=4BSD&b_os=FreeBSD&b_sched=ULE")" 200 &&
	python3 -c "import json; p=json.load(open(\"page\")); assert p[\"possible\"] is False and p[\"needs\"]==\"a FreeBSD host running 4BSD and one running ULE, same hardware\""
'

expect 'a bound-to-one-core claim is offered on two CPU sets of this host' '
	expect_eq "$(web_get "/jobs/new?claim=3&a_os=Linux&a_bound=1&b_os=Linux&workload=pipe" member.jar)" 200 &&
	grep -q "class=\"plan possible\">rerun on here: CPU 0 against all CPUs" page &&
	grep -q "name=\"cpus_a\" value=\"0\"" page && grep -q "<option value=\"here\" selected=\"selected\"" page &&
	grep -q "form class=\"rerun\"" page && xmllint --noout page
'

expect 'only members queue reruns; the form checks what it is sent' '
	expect_eq "$(web_get /jobs/new)" 403 &&
	web_get /jobs/new member.jar >/dev/null && t=$(web_csrf page) &&
	expect_eq "$(curl -s -b member.jar -o page -w "%{http_code}" --data "csrf=$t&workload=nosuch&host_a=here" "$url/jobs/new")" 400 &&
	grep -q "no workload" page &&
	expect_eq "$(curl -s -b member.jar -o page -w "%{http_code}" --data "csrf=$t&workload=pipe&host_a=here&params=bogus" "$url/jobs/new")" 400 &&
	expect_eq "$(curl -s -b member.jar -o page -w "%{http_code}" --data "csrf=$t&workload=pipe&host_a=here&confidence=97" "$url/jobs/new")" 400 &&
	expect_eq "$(curl -s -b member.jar -o /dev/null -w "%{http_code}" --data "workload=pipe&host_a=here" "$url/jobs/new")" 403 &&
	expect_eq "$(sql "SELECT count(*) FROM jobs")" 0
'

expect 'a member queues a rerun from the form; the job page follows it to its verdict and chart' '
	web_get /jobs/new member.jar >/dev/null && t=$(web_csrf page) &&
	s=$(curl -s -b member.jar -D head -o /dev/null -w "%{http_code}" --data "csrf=$t&claim=3&workload=pipe&size=test&host_a=here&cpus_a=0&host_b=&cpus_b=0-1&runs=3&claimed=50&confidence=95&posted_a=8.55,8.48&posted_b=4.1,4.2&a_os=Linux" "$url/jobs/new") &&
	expect_eq "$s" 303 &&
	loc=$(sed -n "s/^Location: \(\/jobs\/[0-9]*\).*/\1/ip" head | tr -d "\r") && test -n "$loc" &&
	expect_eq "$(web_get "$loc")" 200 && grep -q "id=\"state\" class=\"state\">queued<" page &&
	grep -q "<script src=\"/static/job.js\"" page && grep -q "?watch=1" page &&
	expect_eq "$(web_get "$loc?watch=1")" 200 && grep -qi "^Refresh: 3" head &&
	schedlore agent --server "$url" --token "$(cat tok)" --exit-idle --quiet 2>/dev/null &&
	expect_eq "$(web_get "$loc")" 200 && grep -q "id=\"state\" class=\"state\">done<" page &&
	grep -q "id=\"verdict-status\"" page && grep -q "<svg" page && grep -q "posted A" page &&
	! grep -q "job.js" page && xmllint --noout page &&
	id=${loc#/jobs/} && expect_eq "$(web_get /api/jobs/$id)" 200 &&
	python3 -c "import json; d=json.load(open(\"page\")); assert d[\"state\"]==\"done\" and d[\"claim\"]==\"3\" and d[\"posted\"][\"A\"]==[8.55,8.48] and len(d[\"sides\"][\"B\"][\"samples\"])>=3 and d[\"verdict\"][\"status\"]" &&
	expect_eq "$(web_get /jobs)" 200 && grep -q "href=\"/jobs/$id\"" page
'

expect 'job pages: 404 for no job, a bad id; the script is served' '
	expect_eq "$(web_get /jobs/999)" 404 && expect_eq "$(web_get /jobs/x1)" 404 && expect_eq "$(web_get /jobs/-1)" 404 &&
	expect_eq "$(web_get /api/jobs/999)" 404 &&
	expect_eq "$(web_get /static/job.js)" 200 && grep -q "DOMParser" page
'

web_stop
done_testing
