#!/bin/sh
# t3620-claims-rerun.sh: a rerun queued from a claim's page is held to the claim's own difference and direction, and its verdict judges it
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/web.sh"
. "$TOP/tests/lib/claims-fixture.sh"

export SCHEDLORE_VAR="$TEST_TMP/var"
mkdir -p "$SCHEDLORE_VAR"

expect 'a claim that states its difference: "the unbound one is 43% faster" (pipe-test round trip, lower is better)' '
	hostile_claim &&
	sql "UPDATE claims SET posted = ${q}{\"text\": \"43\", \"value\": 43}${q}, direction = 1 WHERE id = ${q}$X${q}" >/dev/null &&
	schedlore render "/api/claims/$X" >claim.json &&
	python3 -c "import json; r = json.load(open(\"claim.json\"))[\"rerun\"]; \
assert (r[\"claimed_pct\"], r[\"claimed_direction\"], r[\"claimed_from\"]) == (-43, \"B lower than A\", \"the claim\x27s own figure\"), r"
'

expect 'without a direction the figures decide, signed as posted' '
	sql "UPDATE claims SET direction = 0 WHERE id = ${q}$X${q}" >/dev/null &&
	schedlore render "/api/claims/$X" >claim.json &&
	python3 -c "import json; r = json.load(open(\"claim.json\"))[\"rerun\"]; \
assert round(r[\"claimed_pct\"], 2) == -43.76 and r[\"claimed_from\"] == \"the posted figures\", r" &&
	sql "UPDATE claims SET direction = -1 WHERE id = ${q}$X${q}" >/dev/null &&
	schedlore render "/api/claims/$X" >claim.json &&
	python3 -c "import json; r = json.load(open(\"claim.json\"))[\"rerun\"]; \
assert r[\"claimed_pct\"] == 43 and r[\"claimed_direction\"] == \"B higher than A\", r" &&
	sql "UPDATE claims SET direction = 1 WHERE id = ${q}$X${q}" >/dev/null
'

printf 'member-pass-1\n' >pw
schedlore user add alice --role member --password-file pw >/dev/null
schedlore host add lab >tok 2>/dev/null
web_start || exit 1
agent() { curl -sf -H "Authorization: Bearer $(cat tok)" -H "Content-Type: application/json" -d "$2" "$url/api/agent/$1"; }
agent hello '{"agent": "lab:1", "version": "1", "facts": {"hostname": "lab", "os": "Linux", "cores": 4,
	"threads": 4, "online_cpus": 4, "scheduler": "EEVDF", "smp_kernel": true}}' >/dev/null

expect 'the claim page says what a rerun is held to, and /jobs/new fills it in' '
	expect_eq "$(web_login alice member-pass-1 jar)" 303 &&
	expect_eq "$(web_get "/claims/$X" jar)" 200 &&
	grep -q "id=\"claimed\">a rerun is held to B &#8722; A = -43 % of A (B lower than A, from the claim&#39;s own figure)" page &&
	expect_eq "$(web_get "/jobs/new?claim=$X" jar)" 200 && grep -q "name=\"claimed\" value=\"-43\"" page
'

expect 'the short form of the claim page queues a job holding -43 % (nothing typed in)' '
	web_get "/claims/$X" jar >/dev/null && t=$(web_csrf page) &&
	s=$(curl -s -b jar -o /dev/null -w "%{http_code}" --data-urlencode "csrf=$t" --data-urlencode "claim=$X" \
		--data "host_a=lab&cpus_a=0&host_b=&cpus_b=&runs=3&size=test" "$url/jobs/new") &&
	expect_eq "$s" 303 &&
	expect_eq "$(sql "SELECT claim || ${q} ${q} || claimed_pct FROM jobs")" "$X -43"
'

expect 'the rerun finished by the agent is judged against the claim: reproduced, not "no claim"' '
	agent claim "{\"agent\": \"lab:1\"}" >task.json &&
	task=$(python3 -c "import json; print(json.load(open(\"task.json\"))[\"task\"])") &&
	agent "tasks/$task/complete" "{\"task\": $task, \"attempt\": 1, \"log\": \"ok\",
		\"runs\": [{\"side\": \"A\", \"seq\": 1, \"value\": 8.5}, {\"side\": \"B\", \"seq\": 2, \"value\": 4.9},
		{\"side\": \"A\", \"seq\": 3, \"value\": 8.6}, {\"side\": \"B\", \"seq\": 4, \"value\": 4.8},
		{\"side\": \"A\", \"seq\": 5, \"value\": 8.4}, {\"side\": \"B\", \"seq\": 6, \"value\": 4.7}]}" >/dev/null &&
	expect_eq "$(sql "SELECT status FROM verdicts")" reproduced &&
	expect_eq "$(web_get /jobs/1)" 200 && grep -q "claimed -43 %" page
'

done_testing
