#!/bin/sh
# t5520-rerun-browser.sh: in headless Chromium a member queues a pipe rerun and watches its verdict appear
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/browser.sh"
. "$TOP/tests/lib/web.sh"

browser_begin

web_agent_start || exit 1

expect 'the browser run completed' '
	browser_run rerun.js "$url" "$shots" alice member-pass-1
' 3>&1

expect 'the rerun was stored with its claim, posted samples and verdict' '
	schedlore job show 1 >&2;
	expect_eq "$(sql "SELECT claim || '"'"' '"'"' || state FROM jobs")" "3 done" &&
	expect_eq "$(sql "SELECT jsonb_array_length(posted->'"'"'A'"'"') FROM jobs")" 3 &&
	expect_eq "$(sql "SELECT count(*) FROM verdicts")" 1 &&
	test -s "$shots/rerun-verdict.png"
'

kill $agent 2>/dev/null
wait $agent 2>/dev/null
web_stop
done_testing
