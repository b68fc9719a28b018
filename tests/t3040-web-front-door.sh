#!/bin/sh
# t3040-web-front-door.sh: the navigation bar on every page, the home page's ways in, /claims and its filters, /digest/, figures beside each message
. "$TOP/tests/lib/test.sh"

q="'"
py() { python3 -c "import json, sys; d = json.load(open(sys.argv[1])); $2" "$1"; }

expect 'a page of every type has something to show (tests/lib/pages-fixture.sh)' '
	sh "$TOP/tests/lib/pages-fixture.sh" >fixture.log 2>&1 || { tail -n 30 fixture.log; exit 1; }
	test -s pages
'
export SCHEDLORE_VAR="$TEST_TMP/var"

expect 'every HTML page has the navigation bar: seven sections, at most one marked, and it is the page'"'"'s' '
	while read -r name user path; do
		case "$name" in api-*|chart-*|atom) continue ;; esac
		if [ "$user" = - ]; then schedlore render "$path"; else schedlore render --as "$user" "$path"; fi >p.html || true
		got=$(sed -n "/<ul class=\"sections\"/,/<\/ul>/p" p.html | sed -n "s/.*\">\([A-Za-z]*\)<\/a><\/li>/\1/p" | tr "\n" " ")
		expect_eq "$got" "Lists Compare Claims Systems Reruns Digests Search " || { echo "on $path"; exit 1; }
		test "$(grep -c "aria-current=\"page\">[A-Z][a-z]*</a></li>" p.html)" -le 1 || { echo "two marked on $path"; exit 1; }
	done <pages &&
	for want in "/compare?workload=buildworld Compare" "/claims Claims" "/systems Systems" "/jobs/1 Reruns" \
		"/hosts Reruns" "/digest/ Digests" "/search?q=ULE Search" "/ Lists" "/freebsd-current/ Lists"; do
		set -- $want
		schedlore render "$1" | grep -q "aria-current=\"page\">$2</a></li>" || { echo "$1 does not mark $2"; exit 1; }
	done
'

expect 'the home page leads to the comparisons of the most argued workloads, the latest claims and reruns, the lists' '
	schedlore render / >home.html && schedlore render /api/lists >home.json &&
	py home.json "w = d[\"workloads\"][0]; assert w[\"claims\"] >= 1 and w[\"a\"] and w[\"b\"], w; \
assert d[\"archive\"][\"reruns\"] == 2 and d[\"archive\"][\"claims\"] == len(d[\"claims\"]) or len(d[\"claims\"]) == 8, d[\"archive\"]; \
assert d[\"reruns\"][0][\"id\"] == 2 and d[\"reruns\"][1][\"verdict\"] == \"reproduced\", d[\"reruns\"]" &&
	w=$(py home.json "print(d[\"workloads\"][0][\"workload\"])") &&
	grep -q "<a href=\"/compare?workload=$w&amp;a=" home.html &&
	grep -q "id=\"latest-claims\"" home.html && grep -q "<span class=\"status holds\">holds</span>" home.html &&
	grep -q "<a href=\"/jobs/1\">job 1</a>: pipe, done, verdict <strong class=\"verdict\">reproduced</strong>" home.html &&
	grep -q "id=\"lists\"" home.html && grep -q "<a href=\"/digest/freebsd-stable/\">weekly</a>" home.html &&
	xmllint --noout home.html
'

n_claims() { schedlore render "/api/claims?$1" >c.json && py c.json "print(d[\"total\"], len(d[\"claims\"]))"; }

expect '/claims filters by check status, kind, list, workload and year, and they combine' '
	all=$(sql "SELECT count(*) FROM claims") &&
	expect_eq "$(n_claims "")" "$all $((all < 50 ? all : 50))" &&
	expect_eq "$(n_claims status=holds | cut -d" " -f1)" "$(sql "SELECT count(*) FROM checks WHERE status = ${q}holds${q}")" &&
	expect_eq "$(n_claims kind=percent | cut -d" " -f1)" "$(sql "SELECT count(*) FROM claims WHERE kind = ${q}percent${q}")" &&
	expect_eq "$(n_claims list=freebsd-stable | cut -d" " -f1)" "$(sql "SELECT count(*) FROM claims c JOIN message_lists ml ON ml.message = c.message JOIN lists l ON l.id = ml.list WHERE l.name = ${q}freebsd-stable${q}")" &&
	expect_eq "$(n_claims workload=tar-extract | cut -d" " -f1)" "$(sql "SELECT count(DISTINCT cs.claim) FROM claim_series cs JOIN series s ON s.id = cs.series WHERE s.workload = ${q}tar-extract${q}")" &&
	expect_eq "$(n_claims year=2005 | cut -d" " -f1)" "$(sql "SELECT count(*) FROM claims c JOIN messages m ON m.id = c.message WHERE extract(year FROM m.date) = 2005")" &&
	schedlore render "/api/claims?status=holds&kind=percent&year=2005" >c.json &&
	py c.json "assert d[\"total\"] >= 1 and all(c[\"status\"] == \"holds\" and c[\"kind\"] == \"percent\" and c[\"message\"][\"date\"].startswith(\"2005\") for c in d[\"claims\"]), d; \
assert d[\"query\"] == {\"status\": \"holds\", \"kind\": \"percent\", \"list\": None, \"workload\": None, \"year\": 2005}, d[\"query\"]"
'

expect 'a claim without a check is "unchecked"; the form offers what the archive holds, the set one selected' '
	sql "DELETE FROM checks WHERE claim = ${q}$(sql "SELECT min(claim) FROM checks")${q}" >/dev/null &&
	expect_eq "$(n_claims status=unchecked)" "1 1" &&
	schedlore render "/claims?kind=percent" >c.html &&
	grep -q "<option value=\"percent\" selected=\"selected\">percent</option>" c.html &&
	grep -q "<option value=\"unchecked\">unchecked</option>" c.html &&
	grep -q "<option value=\"2007\">2007</option>" c.html && xmllint --noout c.html
'

expect '/claims pages by 50, the next page link keeping the filters' '
	for i in $(seq 1 60); do echo "INSERT INTO claims (id, message, kind, grp, text, span_start, span_end, extractor)
		SELECT ${q}bb${q} || lpad(${i}::text, 15, ${q}0${q}), id, ${q}trend${q}, 0, ${q}copy ${i}${q}, 0, 1, 1
		FROM messages ORDER BY id LIMIT 1;"; done >more.sql &&
	psql -X -q -v ON_ERROR_STOP=1 "$SCHEDLORE_DB" -f more.sql >/dev/null &&
	expect_eq "$(n_claims kind=trend | cut -d" " -f2)" 50 &&
	expect_eq "$(n_claims "kind=trend&page=2" | cut -d" " -f2)" "$(( $(sql "SELECT count(*) FROM claims WHERE kind = ${q}trend${q}") - 50 ))" &&
	schedlore render "/claims?kind=trend" >c.html &&
	grep -q "<a rel=\"next\" href=\"/claims?kind=trend&amp;page=2\">next</a>" c.html &&
	schedlore render "/claims?kind=trend&page=2" | grep -q "<a rel=\"prev\" href=\"/claims?kind=trend&amp;page=1\">previous</a>"
'

expect '/digest/ lists every list with the weeks it has digests of' '
	schedlore render /digest/ >d.html && xmllint --noout d.html &&
	grep -q "<a href=\"/digest/freebsd-stable/2007-W42\" title=\"1 post\">W42</a>" d.html &&
	for l in $(sql "SELECT name FROM lists"); do grep -q "id=\"digests-$l\"" d.html || { echo "no $l"; exit 1; }; done
'

P=/freebsd-stable/4718815C.9050102@activnetworks.com/
expect 'a post and a thread show the figures extracted from each message, linked to their comparison' '
	schedlore render "$P" | grep -q "<p class=\"figures\">figures: <a href=\"/compare?workload=buildworld&amp;metric=real\">27 series of buildworld real</a>" &&
	schedlore render "${P}T/" | grep -q "<a href=\"/compare?workload=openssl-rsa&amp;metric=sign%2Fs\">12 series of openssl-rsa sign/s</a>" &&
	schedlore render "/api${P}T/" >t.json &&
	py t.json "f = {m[\"message_id\"]: len(m[\"figures\"]) for m in d[\"messages\"]}; assert f == {\"8cb6106e0710170911x77e72e95qb322f51d84a31813@mail.gmail.com\": 0, \"8cb6106e0710180910u110a1c58tc18f36460ab74776@mail.gmail.com\": 0, \"4718815C.9050102@activnetworks.com\": 7}, f"
'

expect 'the post and the thread say how each message'"'"'s series were found (found_by)' '
	fb=$(sql "SELECT string_agg(DISTINCT s.found_by, ${q}, ${q}) FROM series s JOIN messages m ON m.id = s.message WHERE s.workload = ${q}ubench${q} AND m.message_id = ${q}4718815C.9050102@activnetworks.com${q}") &&
	[ -n "$fb" ] &&
	schedlore render "$P" | grep -q "2 series of ubench score</a> <span class=\"meta\">(found by $fb)</span>" &&
	schedlore render "${P}T/" | grep -q "(found by $fb)" &&
	schedlore render "/api$P" >p.json && py p.json "assert [f[\"found_by\"] for f in d[\"figures\"] if f[\"workload\"] == \"ubench\"] == [\"$fb\"], d[\"figures\"]"
'

done_testing
