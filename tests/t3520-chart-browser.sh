#!/bin/sh
# t3520-chart-browser.sh: every chart kind in headless Chromium (light, dark, print, lone .svg); screenshots
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/browser.sh"

shots="$TOP/build/screenshots"
charts="$TEST_TMP/charts"
mkdir -p "$shots" "$charts"

expect 'Chromium and the browser test driver are installed' 'browser_ready'

expect 'test-chart writes each kind as a lone .svg and inline in a page' '
	CHART_OUT="$charts" "$TOP/build/tests/test-chart" >unit.out &&
	! grep -q "^not ok" unit.out &&
	for k in scaling lines bars strip shares; do
		xmllint --noout "$charts/$k.svg" && test -s "$charts/$k.html" || exit 1
	done &&
	cp "$TOP/static/style.css" "$TOP/static/chart.css" "$charts/"
'

expect 'the browser run completed' '
	browser_run charts.js "$charts" "$shots" scaling lines bars strip shares
' 3>&1

expect 'screenshots of each kind were written for a person to look at' '
	for k in scaling lines bars strip shares; do
		for m in light dark print svg; do test -s "$shots/chart-$k-$m.png" || { echo "no $k-$m"; exit 1; }; done
	done
'

done_testing
