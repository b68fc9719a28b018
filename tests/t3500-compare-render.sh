#!/bin/sh
# t3500-compare-render.sh: comparison, series, systems and chart pages through 'schedlore render': figures, escaping, XML
. "$TOP/tests/lib/test.sh"

s="$TOP/data/sample"
BW='/compare?workload=buildworld&a=ULE&b=4BSD'
TAR='/compare?workload=tar-extract&a=4BSD&b=ULE'
HTTP='/compare?workload=http-load&a=ULE&b=4BSD'

check_page() { # PATH WANT_STATUS
	set +e; schedlore render --status "$1" >page.html 2>status; rc=$?; set -e
	expect_eq "$(tail -n 1 status)" "$2" && xmllint --noout page.html
}
json() { # PATH PYTHON-EXPRESSION-OF-d
	schedlore render "$1" >api.json && python3 -c "import json,sys; d=json.load(open('api.json')); print($2)"
}

expect 'the corpus imports and its figures are extracted' '
	schedlore import --quiet "$s"/00[0234]_*.txt &&
	schedlore import --quiet --list freebsd-current "$s"/001_*.txt &&
	test "$(sql "SELECT count(*) FROM series WHERE workload = '"'"'buildworld'"'"'")" -gt 40
'

expect '/compare lists the workloads' '
	check_page /compare 200 && grep -q "href=\"/compare?workload=buildworld\"" page.html &&
	grep -q "href=\"/compare?workload=tar-extract\"" page.html
'

expect 'buildworld ULE vs 4BSD: both posts, charts first, the table under them' '
	check_page "$BW" 200 &&
	expect_eq "$(grep -c "<section class=\"group\">" page.html)" 2 &&
	grep -q "Re: ULE vs. 4BSD in RELENG_7" page.html && grep -q "Re: buildworld times" page.html &&
	python3 -c "
import sys; t = open(\"page.html\").read(); i = t.index(\"<section class=\\\"group\\\">\")
assert t.index(\"<svg\", i) < t.index(\"<table class=\\\"compare\\\">\", i)"
'

expect 'the posted -j4 figures are marks and the ratio panel shows 4BSD/ULE = 1.0245' '
	check_page "$BW" 200 &&
	grep -q "data-value=\"1047.00\" data-series=\"ULE 7.0-CURRENT as of 10/16/2007\" data-x=\"4\"" page.html &&
	grep -q "data-value=\"1072.64\" data-series=\"4BSD 7.0-CURRENT as of 10/16/2007\" data-x=\"4\"" page.html &&
	grep -q "data-ratio=\"1\" data-value=\"1.0245\" data-series=\"4BSD 7.0-CURRENT as of 10/16/2007\" data-x=\"4\"" page.html &&
	grep -q "data-ratio=\"1\" data-value=\"0.9403\" data-series=\"4BSD 7.0-CURRENT as of 10/16/2007\" data-x=\"16\"" page.html
'

expect 'tar-extract: Student'"'"'s t from the posted summaries agrees with the posted difference' '
	check_page "$TAR" 200 &&
	grep -q "difference at 95.0 % confidence -0.300808 &#177; 0.0161686" page.html &&
	grep -q "recomputed from the posted summaries: -0.300808 &#177; 0.0161686" page.html &&
	grep -q "<svg[^>]*class=\"chart chart-bars\"" page.html &&
	grep -q "<path class=\"ci\"" page.html &&
	expect_eq "$(json "/api$TAR" "round(d[\"groups\"][0][\"rows\"][0][\"difference\"][\"delta\"], 6)")" -0.300808
'

expect 'http-load: stacked CPU shares, what is not listed shows (98.88 % and 94.39 % listed)' '
	check_page "$HTTP" 200 && grep -q "chart chart-shares" page.html &&
	grep -q "data-value=\"1.12\" data-series=\"not listed\" data-row=\"ULE SMP\"" page.html &&
	grep -q "data-value=\"5.61\" data-series=\"not listed\" data-row=\"4BSD SMP\"" page.html
'

expect 'pipe-test and lat_ctx: one line per kernel' '
	check_page "/compare?workload=pipe-test&a=2.6.21&b=2.6.22-ck1" 200 &&
	check_page "/compare?workload=lat_ctx" 200 && grep -q "chart chart-lines" page.html
'

expect '/api/compare carries the series with raw values, groups, rows and chart specs' '
	expect_eq "$(json "/api$BW" "sorted(set(c[\"kind\"] for g in d[\"groups\"] for c in g[\"charts\"]))")" "['"'"'bars'"'"', '"'"'scaling'"'"']" &&
	expect_eq "$(json "/api$BW" "[v[\"text\"] for s in d[\"series\"] if s[\"scheduler\"] == \"ULE\" and s[\"params\"].get(\"jobs\", {}).get(\"text\") == \"4\" and s[\"os_version\"].startswith(\"7.0\") for v in s[\"values\"]]")" "['"'"'1047.00'"'"']" &&
	expect_eq "$(json "/api$TAR" "d[\"series\"][0][\"summary\"][\"mean\"][\"text\"]")" 2.4644444
'

expect 'every mark in the page is a number of /api/compare' '
	for p in "$BW" "$TAR" "$HTTP"; do
		schedlore render "$p" >page.html && schedlore render "/api/compare?${p#*\?}" >api.json &&
		python3 "$TOP/tests/lib/marks-vs-api.py" page.html api.json || exit 1
	done
'

expect 'a series page shows its values as posted and links its post' '
	id=$(sql "SELECT s.id FROM series s JOIN samples p ON p.series = s.id WHERE p.text = '"'"'1047.00'"'"' AND s.metric = '"'"'real'"'"'") &&
	check_page "/series/$id" 200 && grep -q ">1047.00<" page.html && grep -q "Re: ULE vs. 4BSD in RELENG_7" page.html &&
	expect_eq "$(json "/api/series/$id" "d[\"values\"][0][\"text\"], d[\"params\"][\"jobs\"][\"text\"]")" "1047.00 4"
'

expect 'a summary-only series has the strip chart, also as /chart/series.svg' '
	id=$(sql "SELECT id FROM series WHERE label = '"'"'real.one.4bsd'"'"'") &&
	check_page "/series/$id" 200 && grep -q "chart chart-strip" page.html && grep -q ">0.022973415<" page.html &&
	schedlore render --headers "/chart/series.svg?id=$id" >svg.out &&
	grep -q "^Content-Type: image/svg+xml" svg.out &&
	sed -n "/^<?xml/,\$p" svg.out >chart.svg && xmllint --noout chart.svg
'

expect '/systems lists the hardware the posts describe' '
	check_page /systems 200 && grep -q "E5345" page.html && grep -q "2.33Ghz" page.html &&
	expect_eq "$(json /api/systems "len(d[\"systems\"]) >= 4")" True
'

expect '/chart/NAME.svg serves a chart of the compare page as a lone SVG with its style sheet' '
	schedlore render "/chart/g0-scaling.svg?workload=buildworld&a=ULE&b=4BSD" >chart.svg &&
	head -n 2 chart.svg | grep -q "xml-stylesheet type=\"text/css\" href=\"/static/chart.css\"" &&
	xmllint --noout chart.svg && grep -q "data-value=\"1047.00\"" chart.svg &&
	check_page "/chart/g9-nothing.svg?workload=buildworld" 404 &&
	check_page "/chart/x.png" 404
'

expect 'unknown series, workload and chart are clear 404s' '
	check_page /series/s0000000000000000 404 && check_page "/compare?workload=no-such-thing" 404
'

cat >hostile.sql <<'SQL'
INSERT INTO series (id, message, workload, metric, unit, better, scheduler, params, span_start, span_end, cite_key, extractor)
SELECT 'shostile', min(id), 'buildworld', 'real', 's', 'lower', '<script>alert(1)</script>&"''',
       '{"jobs": {"value": 4, "text": "<b>4</b>"}}', 0, 1, 'h', 1 FROM messages;
INSERT INTO samples VALUES ('shostile', 0, 5, '<img src=x>');
SQL

expect 'labels from mail are escaped text in pages, charts and SVGs' '
	psql -X -q -v ON_ERROR_STOP=1 "$SCHEDLORE_DB" -f hostile.sql &&
	check_page "/compare?workload=buildworld&a=%3Cscript%3Ealert(1)%3C%2Fscript%3E%26%22%27&b=ULE" 200 &&
	! grep -qi "<script\|<img\|<b>" page.html &&
	grep -q "&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;&#39;" page.html &&
	grep -q "data-value=\"&lt;img src=x&gt;\"" page.html &&
	check_page /series/shostile 200 && ! grep -qi "<script\|<img" page.html &&
	n=0; for g in 0 1 2 3; do
		schedlore render "/chart/g$g-scaling.svg?workload=buildworld&a=ULE" >c.svg 2>/dev/null || continue
		n=$((n + 1)); xmllint --noout c.svg && ! grep -qi "<script\|<img" c.svg || exit 1
	done; test $n -gt 0
'

done_testing
