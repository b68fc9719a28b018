#!/bin/sh
# t3510-compare-browser.sh: comparison pages of the corpus in headless Chromium: charts plotted, marks = /api/compare
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/browser.sh"
. "$TOP/tests/lib/web.sh"

shots="$TOP/build/screenshots"
export SCHEDLORE_VAR="$TEST_TMP/var"
mkdir -p "$SCHEDLORE_VAR" "$shots"

expect 'Chromium and the browser test driver are installed' 'browser_ready'

expect 'the corpus imports, as make run imports it' '
	schedlore import --quiet "$TOP"/data/sample/00[0234]_*.txt &&
	schedlore import --quiet --list freebsd-current "$TOP"/data/sample/001_*.txt &&
	test "$(sql "SELECT count(*) FROM series")" -gt 100
'
web_start || exit 1

expect 'the browser run completed' '
	browser_run compare.js "$url" "$shots" \
		"/compare?workload=buildworld&a=ULE&b=4BSD" "/compare?workload=tar-extract&a=4BSD&b=ULE" \
		"/compare?workload=http-load&a=ULE&b=4BSD" "/compare?workload=pipe-test&a=2.6.21&b=2.6.22-ck1" \
		"/compare?workload=lat_ctx" "/compare?workload=buildkernel&a=4BSD&b=ULE"
' 3>&1

expect 'the charts are served as lone SVGs, with the chart style sheet' '
	curl -sf -o chart.svg -w "%{content_type}\n" "$url/chart/g0-scaling.svg?workload=buildworld&a=ULE&b=4BSD" >type &&
	grep -q "^image/svg+xml" type && xmllint --noout chart.svg &&
	curl -sf "$url/static/chart.css" | grep -q "prefers-color-scheme: dark"
'

expect 'screenshots of the comparison pages were written' '
	test -s "$shots/compare-buildworld.png" && test -s "$shots/compare-tar-extract.png"
'

web_stop
done_testing
