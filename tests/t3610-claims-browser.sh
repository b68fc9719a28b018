#!/bin/sh
# t3610-claims-browser.sh: in headless Chromium a claim's page loads clean, shows mail markup as text, queues a rerun, charts it as the API says
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/browser.sh"
. "$TOP/tests/lib/web.sh"
. "$TOP/tests/lib/claims-fixture.sh"

shots="$TOP/build/screenshots"
export SCHEDLORE_VAR="$TEST_TMP/var"
mkdir -p "$SCHEDLORE_VAR" "$shots"

expect 'Chromium and the browser test driver are installed' 'browser_ready'

expect 'the sample archive and a hostile claim are stored' '
	schedlore import --quiet "$TOP"/data/sample/00[0234]_*.txt && hostile_claim &&
	expect_eq "$(sql "SELECT count(*) FROM checks k JOIN claims c ON c.id = k.claim WHERE c.id = ${q}$X${q} OR c.text LIKE ${q}%ULE is 12%% faster%${q}")" 2
'
HOLDS=$(sql "SELECT id FROM claims WHERE text LIKE '%ULE is 12%% faster%'")

printf 'member-pass-1\n' >pw
schedlore user add alice --role member --password-file pw >/dev/null
schedlore host add here >tok 2>/dev/null
web_start || exit 1
schedlore agent --server "$url" --token-file tok --poll 0.5 --quiet 2>agent.err &
agent=$!
trap 'kill $agent 2>/dev/null; web_stop' EXIT

expect 'the browser run completed' 'browser_run claim.js "$url" "$shots" alice member-pass-1 "$HOLDS" "$X"' 3>&1

expect 'the rerun was stored naming the claim, and the screenshots were written' '
	expect_eq "$(sql "SELECT claim || '"'"' '"'"' || state FROM jobs")" "$X done" &&
	test -s "$shots/claim-needs.png" && test -s "$shots/claim-rerun.png"
'

kill $agent 2>/dev/null
wait $agent 2>/dev/null
web_stop
done_testing
