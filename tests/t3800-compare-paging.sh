#!/bin/sh
# t3800-compare-paging.sh: /compare pages its posts, sums up every series by system, and a chart builds only its groups
. "$TOP/tests/lib/test.sh"

W='workload=hackbench&metric=real&a=ULE&b=4BSD'
json() { # PATH PYTHON-EXPRESSION-OF-d
	schedlore render "$1" >api.json && python3 -c "import json,sys; d=json.load(open('api.json')); print($2)"
}
# the Message-IDs of the group sections of an HTML page, in order, one a line
group_posts() {
	python3 -c "
import re, sys, urllib.parse
t = open(sys.argv[1]).read()
for m in re.finditer(r'<section class=\"group\">\s*<h2><a href=\"/[^/]+/([^/]+)/\"', t):
    print(urllib.parse.unquote(m.group(1)))" "$1"
}

expect '300 generated posts import with their figures' '
	python3 "$TOP/tests/lib/mkmbox.py" --count 300 --seed 7 gen.mbox &&
	schedlore import --quiet --list gen gen.mbox &&
	test "$(sql "SELECT count(DISTINCT message) FROM series WHERE workload = '"'"'hackbench'"'"' AND metric = '"'"'real'"'"'")" -gt 20
'
posts=$(sql "SELECT count(DISTINCT message) FROM series WHERE workload = 'hackbench' AND metric = 'real'")
per=5
pages=$(( (posts + per - 1) / per ))

expect 'page 1 shows the groups of 5 posts and says how many there are' '
	schedlore render "/compare?$W" >p1.html && xmllint --noout p1.html &&
	expect_eq "$(group_posts p1.html | uniq | wc -l)" $per &&
	grep -q "<nav class=\"pages\">posts 1 to $per of $posts " p1.html &&
	grep -q "rel=\"next\" href=\"/compare?workload=hackbench&amp;metric=real&amp;a=ULE&amp;b=4BSD&amp;page=2\"" p1.html &&
	! grep -q "rel=\"prev\"" p1.html
'

expect 'pages 1 and 2 are the first groups of the whole comparison (/api/compare without page), in order' '
	schedlore render "/compare?$W&page=2" >p2.html && xmllint --noout p2.html &&
	grep -q "posts $((per + 1)) to $((2 * per)) of $posts" p2.html && grep -q "rel=\"prev\"" p2.html &&
	{ group_posts p1.html; group_posts p2.html; } >paged.txt &&
	json "/api/compare?$W" "\"\\n\".join(g[\"message\"][\"message_id\"] for g in d[\"groups\"])" >all.txt &&
	head -n "$(wc -l <paged.txt)" all.txt >first.txt &&
	expect_eq "$(cat paged.txt)" "$(cat first.txt)" &&
	expect_eq "$(json "/api/compare?$W" "\"page\" in d or \"summary\" in d")" False
'

expect '/api/compare with page is what the page shows: its groups, the page and the summary' '
	expect_eq "$(json "/api/compare?$W&page=2" "(d[\"page\"], d[\"query\"][\"page\"])")" \
		"({'"'"'number'"'"': 2, '"'"'per_page'"'"': $per, '"'"'posts'"'"': $posts, '"'"'pages'"'"': $pages}, '"'"'2'"'"')" &&
	json "/api/compare?$W&page=2" "\"\\n\".join(g[\"message\"][\"message_id\"] for g in d[\"groups\"])" >api2.txt &&
	expect_eq "$(cat api2.txt)" "$(group_posts p2.html)"
'

expect 'the last page is short and a page past it is a 404' '
	schedlore render "/compare?$W&page=$pages" >last.html &&
	grep -q "of $posts " last.html && ! grep -q "rel=\"next\"" last.html &&
	set +e; schedlore render --status "/compare?$W&page=$((pages + 1))" >/dev/null 2>status; set -e &&
	expect_eq "$(tail -n 1 status)" 404
'

expect 'the summary counts every series once, by system and OS version' '
	expect_eq "$(json "/api/compare?$W&page=1" "sum(r[\"series\"] for r in d[\"summary\"])")" \
		"$(sql "SELECT count(*) FROM series WHERE workload = '"'"'hackbench'"'"' AND metric = '"'"'real'"'"'")" &&
	expect_eq "$(json "/api/compare?$W&page=1" "sum(r[\"a\"][\"n\"] for r in d[\"summary\"])")" \
		"$(sql "SELECT count(*) FROM series WHERE workload = '"'"'hackbench'"'"' AND metric = '"'"'real'"'"' AND lower(scheduler) = '"'"'ule'"'"'")" &&
	grep -q "<section id=\"summary\">" p1.html && grep -q "<th>a: ULE</th><th>b: 4BSD</th>" p1.html
'

expect 'a summary row: each side is the mean of its series figures, the difference ministat'"'"'s (Student'"'"'s t, 95 %)' '
	json "/api/compare?$W&page=1" "json.dumps(d[\"summary\"][0])" >row.json &&
	sql "SELECT avg((SELECT avg(p.value) FROM samples p WHERE p.series = s.id)) FROM series s
		WHERE workload = '"'"'hackbench'"'"' AND metric = '"'"'real'"'"' AND lower(scheduler) = '"'"'4bsd'"'"'
		AND system IS NOT DISTINCT FROM (SELECT system FROM series LIMIT 0)" >mean_b &&
	python3 -c "
import json; r = json.load(open(\"row.json\")); d = r[\"difference\"]
want = float(open(\"mean_b\").read())
assert abs(r[\"b\"][\"mean\"] - want) < 1e-6 * want, (r[\"b\"][\"mean\"], want)
assert d[\"method\"] == \"student\" and d[\"confidence\"] == 95
pct = (r[\"b\"][\"mean\"] - r[\"a\"][\"mean\"]) / r[\"a\"][\"mean\"] * 100
assert abs(d[\"delta_pct\"] - pct) < 1e-6, (d[\"delta_pct\"], pct)
assert d[\"proven\"] == (abs(d[\"delta\"]) > d[\"delta_ci\"])"
'

expect 'a chart of page 1 is the one the page inlines; the last group'"'"'s too' '
	id=$(json "/api/compare?$W&page=1" "d[\"groups\"][-1][\"charts\"][0][\"id\"]") &&
	schedlore render "/chart/$id.svg?$W" >lone.svg && xmllint --noout lone.svg &&
	grep -o "data-value=\"[^\"]*\" data-series=\"[^\"]*\"" lone.svg | sort >lone.marks &&
	python3 -c "
import re, sys; t = open(\"p1.html\").read(); i = t.index(\"id=\\\"$id\\\"\"); j = t.index(\"</svg>\", i)
print(\"\\n\".join(sorted(re.findall(r\"data-value=\\\"[^\\\"]*\\\" data-series=\\\"[^\\\"]*\\\"\", t[i:j]))))" >inline.marks &&
	test -s lone.marks && expect_eq "$(cat lone.marks)" "$(cat inline.marks)"
'

expect 'a chart of page 2 carries &page=2 and shows that page'"'"'s numbers' '
	url=$(json "/api/compare?$W&page=2" "d[\"groups\"][0][\"charts\"][0][\"url\"]") &&
	case "$url" in *"&page=2") ;; *) echo "url $url"; exit 1 ;; esac &&
	grep -q "href=\"$(echo "$url" | sed "s/&/\\&amp;/g")\"" p2.html &&
	schedlore render "$url" >p2.svg &&
	json "/api/compare?$W&page=2" "\"\\n\".join(sorted(set(c[\"figure\"][\"text\"] for r in d[\"groups\"][0][\"rows\"] for c in r[\"cells\"] if c)))" >want.txt &&
	grep -o "data-value=\"[^\"]*\"" p2.svg | grep -v "data-ratio" | sed "s/data-value=\"\\(.*\\)\"/\\1/" | sort -u >got.txt &&
	for v in $(cat want.txt); do grep -qx "$v" got.txt || { echo "missing $v"; exit 1; }; done
'

expect 'the HTML thread page follows the API'"'"'s order and depth (rendered from the rows, no model)' '
	mid=$(sql "SELECT m.message_id FROM messages m JOIN thread_nodes n ON n.message = m.id
		WHERE n.thread = (SELECT thread FROM thread_nodes GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1)
		ORDER BY m.date DESC LIMIT 1") &&
	schedlore render "/gen/$mid/T/" >t.html && xmllint --noout t.html &&
	json "/api/gen/$mid/T/" "\"\\n\".join(\"d%d %s\" % (min(x[\"depth\"], 12), x[\"message_id\"]) for x in d[\"messages\"])" >api.order &&
	python3 -c "
import re, urllib.parse; t = open(\"t.html\").read()
for m in re.finditer(r\"<li class=\\\"msg (d\\d+)\\\"[^>]*>(?:<div class=\\\"msghead\\\"><a href=\\\"/gen/([^/]+)/|<div class=\\\"msghead missing\\\">&lt;([^&]+))\", t):
    print(m.group(1), urllib.parse.unquote(m.group(2)) if m.group(2) else m.group(3))" >html.order &&
	test "$(wc -l <api.order)" -gt 3 && expect_eq "$(cat html.order)" "$(cat api.order)" &&
	grep -q "aria-current=\"true\"" t.html
'

# the page holding the first post whose hackbench series a claim rests on
cpost=$(sql "SELECT m.message_id FROM claim_series cs JOIN series s ON s.id = cs.series
	JOIN messages m ON m.id = s.message WHERE s.workload = 'hackbench' AND s.metric = 'real'
	ORDER BY m.date, m.id LIMIT 1")
cpage=$(uniq all.txt | grep -nx -F "$cpost" | cut -d: -f1)
cpage=$(( (${cpage:-1} - 1) / per + 1 ))

expect 'a page lists the claims on its own series only, each with its status' '
	test -n "$cpost" &&
	schedlore render "/compare?$W&page=$cpage" >pc.html &&
	json "/api/compare?$W&page=$cpage" "\"\\n\".join(sorted(s[\"id\"] for s in d[\"series\"]))" >ids.txt &&
	sql "SELECT DISTINCT cs.claim FROM claim_series cs WHERE cs.series IN ($(sed "s/.*/'"'"'&'"'"'/" ids.txt | paste -sd,))
		ORDER BY 1" >want.claims &&
	json "/api/compare?$W&page=$cpage" "\"\\n\".join(sorted(c[\"id\"] for c in d[\"claims\"]))" >got.claims &&
	test -s want.claims && expect_eq "$(cat got.claims)" "$(cat want.claims)" &&
	expect_eq "$(grep -o "href=\"/claims/[^\"]*\"" pc.html | sort -u | wc -l)" "$(wc -l <want.claims)" &&
	grep -q "<span class=\"status " pc.html &&
	expect_eq "$(json "/api/compare?$W" "len(d[\"claims\"]) > $(wc -l <want.claims)")" True
'

done_testing
