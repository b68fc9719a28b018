#!/bin/sh
# t3050-front-door-browser.sh: in headless Chromium, the home page leads to a comparison, a claim, a finished rerun and a digest in two clicks each
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/browser.sh"
. "$TOP/tests/lib/web.sh"
. "$TOP/tests/lib/claims-fixture.sh"

browser_begin

expect 'the sample archive (as make run imports it) and a claim this machine can rerun are stored' '
	schedlore import --quiet "$TOP"/data/sample/00[0234]_*.txt &&
	schedlore import --quiet --list freebsd-current "$TOP"/data/sample/001_*.txt &&
	hostile_claim &&
	sql "UPDATE claims SET posted = ${q}{\"text\": \"43\", \"value\": 43}${q}, direction = 1 WHERE id = ${q}$X${q}" >/dev/null
'

web_agent_start || exit 1

expect 'a member queues a rerun from the claim page and the agent finishes it' '
	expect_eq "$(web_login alice member-pass-1 jar)" 303 &&
	web_get "/claims/$X" jar >/dev/null && t=$(web_csrf page) &&
	expect_eq "$(curl -s -b jar -o /dev/null -w "%{http_code}" --data-urlencode "csrf=$t" --data-urlencode "claim=$X" \
		--data "host_a=here&cpus_a=0&host_b=&cpus_b=&runs=3&size=test" "$url/jobs/new")" 303 &&
	i=0 && while [ "$(sql "SELECT state FROM jobs")" != done ] && [ $i -lt 240 ]; do sleep 0.5; i=$((i + 1)); done &&
	expect_eq "$(sql "SELECT j.state || ${q} ${q} || (v.status IS NOT NULL) FROM jobs j LEFT JOIN verdicts v ON v.job = j.id")" "done true"
'

expect 'the browser run completed' 'browser_run frontdoor.js "$url" "$shots"' 3>&1

kill $agent 2>/dev/null
wait $agent 2>/dev/null
web_stop
done_testing
