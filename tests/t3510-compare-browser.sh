#!/bin/sh
# t3510-compare-browser.sh: comparison pages of the corpus in headless Chromium: charts plotted, marks = /api/compare
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/browser.sh"
. "$TOP/tests/lib/web.sh"

browser_begin

expect 'the corpus imports, as make run imports it' '
	schedlore import --quiet "$TOP"/data/sample/00[0234]_*.txt &&
	schedlore import --quiet --list freebsd-current "$TOP"/data/sample/001_*.txt &&
	test "$(sql "SELECT count(*) FROM series")" -gt 100
'

# A report beside the posts: ministat data of lat_ctx, figures no post has.
expect 'a report file of lat_ctx runs imports beside the posted lat_ctx tables' '
	printf "# lat_ctx -s 0 16, microseconds\n7.111\n7.222\n7.333\n7.444\n" >latctx.txt &&
	schedlore import --json --system report-box latctx.txt >out && grep -q "\"reports\":{\"new\":1" out &&
	expect_eq "$(sql "SELECT workload FROM series WHERE report IS NOT NULL")" lat_ctx
'
web_start || exit 1

expect 'the browser run completed' '
	browser_run compare.js "$url" "$shots" \
		"/compare?workload=buildworld&a=ULE&b=4BSD" "/compare?workload=tar-extract&a=4BSD&b=ULE" \
		"/compare?workload=http-load&a=ULE&b=4BSD" "/compare?workload=pipe-test&a=2.6.21&b=2.6.22-ck1" \
		"/compare?workload=lat_ctx" "/compare?workload=buildkernel&a=4BSD&b=ULE"
' 3>&1

expect 'the lat_ctx page the browser checked charts the report'"'"'s series beside the posts'"'"' ' '
	curl -sf "$url/api/compare?workload=lat_ctx" >latctx.json &&
	python3 -c "
import json
d = json.load(open(\"latctx.json\"))
lists = set(s[\"message\"][\"list\"] for s in d[\"series\"])
assert \"reports\" in lists and len(lists) > 1, lists
charts = json.dumps([g[\"charts\"] for g in d[\"groups\"]])
assert all(v in charts for v in (\"7.111\", \"7.222\", \"7.333\", \"7.444\")), \"the report runs are in no chart spec\"
" &&
	curl -sf "$url/compare?workload=lat_ctx" | grep -q "href=\"/reports/report-[0-9]*/\""
'

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
