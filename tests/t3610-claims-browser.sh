#!/bin/sh
# t3610-claims-browser.sh: in headless Chromium a claim's page loads clean, shows mail markup as text, queues a rerun, charts it as the API says
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/browser.sh"
. "$TOP/tests/lib/web.sh"
. "$TOP/tests/lib/claims-fixture.sh"

browser_begin

expect 'the sample archive and a hostile claim are stored' '
	schedlore import --quiet "$TOP"/data/sample/00[0234]_*.txt && hostile_claim &&
	expect_eq "$(sql "SELECT count(*) FROM checks k JOIN claims c ON c.id = k.claim WHERE c.id = ${q}$X${q} OR c.text LIKE ${q}%ULE is 12%% faster%${q}")" 2
'
HOLDS=$(sql "SELECT id FROM claims WHERE text LIKE '%ULE is 12%% faster%'")

web_agent_start || exit 1

expect 'the browser run completed' 'browser_run claim.js "$url" "$shots" alice member-pass-1 "$HOLDS" "$X"' 3>&1

expect 'the rerun was stored naming the claim, and the screenshots were written' '
	expect_eq "$(sql "SELECT claim || '"'"' '"'"' || state FROM jobs")" "$X done" &&
	test -s "$shots/claim-needs.png" && test -s "$shots/claim-rerun.png"
'

kill $agent 2>/dev/null
wait $agent 2>/dev/null
web_stop
done_testing
