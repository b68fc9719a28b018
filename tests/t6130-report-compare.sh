#!/bin/sh
# t6130-report-compare.sh: a hackbench log and a ministat data pair made here beside posted series on the comparison pages; hyperfine's wall time under its own metric
. "$TOP/tests/lib/test.sh"

need() { command -v "$1" >/dev/null || { echo "$1 is not installed (tools/deps.sh test)"; exit 1; }; }

expect 'a post with hackbench and buildkernel figures, and report files made by the tools here' '
	need hackbench; need hyperfine
	cat >post.txt <<POST &&
From: Someone <someone@example.org>
Date: Tue, 1 Oct 2007 10:00:00 +0000
Subject: hackbench and buildkernel numbers
Message-ID: <hb6130@example.org>

hackbench (the first column is the number of groups):
        CFS     EEVDF
10      1.234   1.100
20      2.468   2.250

buildkernel -j8, real seconds:
        4BSD    ULE
run1    301.2   296.1
run2    300.8   295.7
run3    301.5   296.4
POST
	schedlore import --list lkml post.txt >/dev/null &&
	test "$(sql "SELECT count(*) FROM series WHERE message IS NOT NULL AND workload IN ('"'hackbench'"', '"'buildkernel'"')")" -ge 4 &&
	hyperfine -N --runs 3 --export-json hf.json "hackbench -g 1 -l 20" >hf.out 2>&1 &&
	for i in 1 2 3; do hackbench -g 1 -l 20; done >hackbench.log &&
	printf "# buildkernel -j8 real seconds\n290.1\n291.4\n289.9\n" >a.txt && printf "# buildkernel -j8 real seconds\n288.0\n287.6\n288.9\n" >b.txt &&
	schedlore import --json --system box1 hf.json hackbench.log a.txt b.txt >out && grep -q "\"reports\":{\"new\":4" out
'

origins() { # QUERY -> "list format" of each series on /api/compare?QUERY, sorted and unique
	schedlore render "/api/compare?$1" | python3 -c "
import json, sys
d = json.load(sys.stdin)
print(\"\\n\".join(sorted(set(s[\"message\"][\"list\"] + \" \" + str(s[\"message\"].get(\"format\", \"-\")) for s in d[\"series\"]))))
"
}

expect '/api/compare?workload=hackbench: the log beside the post; hyperfine'"'"'s wall time is the metric real of the same page' '
	origins "workload=hackbench" >got && cat got &&
	expect_eq "$(cat got | tr "\n" ";")" "lkml -;reports log-hackbench;" &&
	origins "workload=hackbench&metric=real" >got && cat got &&
	expect_eq "$(cat got | tr "\n" ";")" "reports hyperfine-json;" &&
	schedlore render "/api/compare?workload=hackbench" | python3 -c "
import json, sys
d = json.load(sys.stdin)
assert d[\"query\"][\"metric\"] == \"time\" and \"real\" in d[\"metrics\"], (d[\"query\"], d[\"metrics\"])
"
'

expect '/api/compare?workload=buildkernel: the ministat pair beside the post' '
	origins "workload=buildkernel" >got && cat got &&
	expect_eq "$(cat got | tr "\n" ";")" "lkml -;reports ministat-data;" &&
	schedlore render "/compare?workload=buildkernel" >page.html && xmllint --noout page.html &&
	grep -q "hackbench and buildkernel numbers" page.html &&
	expect_eq "$(grep -o "href=\"/reports/report-[0-9]*/\"" page.html | sort -u | wc -l)" 2
'

done_testing
