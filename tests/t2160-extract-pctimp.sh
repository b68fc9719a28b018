#!/bin/sh
# t2160-extract-pctimp.sh: tables of "V [ P]( CV)" cells under NAME[pct imp](CV) headers, and the older "V (P pct)" form: a series a cell, its column's name, each column compared with the first (the claim quoting the change as posted); printed, quoted and flattened
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"

# (label, key, value, stddev_pct) of each series
LK='[(s["label"], p(s, "variant") or p(s, "clients"), vals(s)[0], p(s, "stddev_pct")) for s in S]'

cat >imp.txt <<'EOF'
Hello Peter,

Following are the results on a dual socket box (2 x 64C/128T).

==================================================================
Test          : hackbench
Units         : Normalized time in seconds
Interpretation: Lower is better
Statistic     : AMean
==================================================================
Case:           tip[pct imp](CV)      eevdf[pct imp](CV)
 1-groups     1.00 [ -0.00]( 2.85)     0.98 [  2.15]( 3.01)
 2-groups     1.00 [ -0.00]( 1.79)     1.01 [ -1.21]( 1.58)

==================================================================
Test          : tbench
Units         : Normalized throughput
Interpretation: Higher is better
Statistic     : AMean
==================================================================
Clients:    tip[pct imp](CV)      eevdf[pct imp](CV)
    1     1.00 [  0.00]( 0.36)     1.01 [  1.05]( 0.51)
    4     1.00 [  0.00]( 0.80)     1.03 [  3.12]( 0.64)

--
Thanks
EOF
WANT='[("tip", "1-groups", "1.00", "2.85"), ("eevdf", "1-groups", "0.98", "3.01"), ("tip", "2-groups", "1.00", "1.79"), ("eevdf", "2-groups", "1.01", "1.58"), ("tip", "1", "1.00", "0.36"), ("eevdf", "1", "1.01", "0.51"), ("tip", "4", "1.00", "0.80"), ("eevdf", "4", "1.03", "0.64")]'

expect '[pct imp](CV) tables: a series a cell under its column, workload from Test, unit ratio, better from Interpretation, each column compared with the first; the CV (a relative deviation, as LKP'"'"'s "± 2%") is the summary stddev too' '
	cp imp.txt imp1.txt &&
	xjson imp1 "[s[\"summary\"][\"stddev\"][\"text\"] for s in S][:2] == [\"2.85\", \"3.01\"]" &&
	xjson imp1 "[c[\"text\"] for c in d[\"claims\"]][:2] == [\"eevdf vs tip: [  2.15]\", \"eevdf vs tip: [ -1.21]\"] and $LK == $WANT and [s[\"workload\"] for s in S] == [\"hackbench\"] * 4 + [\"tbench\"] * 4 and all(s[\"unit\"] == \"ratio\" and s[\"found_by\"] == \"table\" and p(s, \"statistic\") == \"AMean\" for s in S) and [s[\"better\"] for s in S] == [\"lower\"] * 4 + [\"higher\"] * 4 and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"2.15\", \"-1.21\", \"1.05\", \"3.12\"] and all(S[[x[\"id\"] for x in S].index(c[\"a\"])][\"label\"] == \"tip\" for c in d[\"comparisons\"])"
'

expect '[pct imp](CV) tables quoted in a reply and flattened onto one line read the same' '
	{ echo "On Mon, Ann Other wrote:"; sed "s/^/> /" imp.txt; } >impq.txt &&
	xjson impq "$LK == $WANT and all(s[\"author\"] == \"Ann Other\" for s in S)" &&
	tr "\n" " " <imp.txt >impf.txt && echo >>impf.txt &&
	xjson impf "$LK == $WANT"
'

expect 'the older form: plain names over "V (P pct)" cells, a title line above each table' '
	xtext pct <<EOF
hackbench

Test:                   tip                     sis_core
 1-groups:         4.06 (0.00 pct)         4.26 (-4.92 pct)
 2-groups:         4.76 (0.00 pct)         4.91 (-3.15 pct)

tbench

Clients:          tip                      sis_core
    1             573.26 (0.00 pct)         569.45 (-0.66 pct)
    2             1131.19 (0.00 pct)        1122.10 (-0.80 pct)
EOF
	xjson pct "[(s[\"label\"], p(s, \"variant\") or p(s, \"clients\"), vals(s)) for s in S] == [(\"tip\", \"1-groups\", [\"4.06\"]), (\"sis_core\", \"1-groups\", [\"4.26\"]), (\"tip\", \"2-groups\", [\"4.76\"]), (\"sis_core\", \"2-groups\", [\"4.91\"]), (\"tip\", \"1\", [\"573.26\"]), (\"sis_core\", \"1\", [\"569.45\"]), (\"tip\", \"2\", [\"1131.19\"]), (\"sis_core\", \"2\", [\"1122.10\"])] and [s[\"workload\"] for s in S] == [\"hackbench\"] * 4 + [\"tbench\"] * 4 and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-4.92\", \"-3.15\", \"-0.66\", \"-0.80\"] and [c[\"text\"] for c in d[\"claims\"]][:2] == [\"sis_core vs tip: (-4.92 pct)\", \"sis_core vs tip: (-3.15 pct)\"]"
'

expect 'lookalikes: a "Case:" line of words, a sentence about "[pct imp](CV)", a value in "(3 pct)" prose are no such tables' '
	xtext look <<EOF
Case: the tip[pct imp](CV) columns are what I compare.
Reason: the numbers moved by about (3 pct) overall, see 4.1 (2.0 pct) above.
EOF
	xjson look "not any(s[\"found_by\"] == \"table\" for s in S)"
'

cat >std.txt <<'EOF'
The test was run on a 2 socket machine with 112 CPUs.

hackbench
=========
case            	load    	baseline(std%)	compare%( std%)
process-pipe    	1-groups	 1.00 (  2.37)	 +0.87 (  1.89)
process-pipe    	2-groups	 1.00 (  5.75)	 -1.24 (  4.29)

netperf
=======
case            	load    	baseline(std%)	compare%( std%)
TCP_RR          	56-threads	 1.00 (  0.85)	 +1.10 (  0.77)
EOF
SD='[(s["label"], p(s, "variant"), vals(s), p(s, "stddev_pct"), s["workload"], s["unit"]) for s in S]'
SDWANT='[("baseline", "process-pipe 1-groups", ["1.00"], "2.37", "hackbench", "ratio"), ("compare", "process-pipe 1-groups", [], "1.89", "hackbench", "ratio"), ("baseline", "process-pipe 2-groups", ["1.00"], "5.75", "hackbench", "ratio"), ("compare", "process-pipe 2-groups", [], "4.29", "hackbench", "ratio"), ("baseline", "TCP_RR 56-threads", ["1.00"], "0.85", "netperf", "ratio"), ("compare", "TCP_RR 56-threads", [], "0.77", "netperf", "ratio")]'

expect '"baseline(std%)  compare%( std%)" tables: a value series under the first column (its std% also its summary stddev), the change column a comparison with it (its series holds no value; its std% is the summary stddev of the compared build'"'"'s runs), the row key its words; printed, quoted and flattened' '
	cp std.txt std1.txt &&
	xjson std1 "$SD == $SDWANT and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+0.87\", \"-1.24\", \"+1.10\"] and [c[\"text\"] for c in d[\"comparisons\"]][0] == \"compare vs baseline: +0.87\" and [((s.get(\"summary\") or {}).get(\"stddev\") or {}).get(\"text\") for s in S][:2] == [\"2.37\", \"1.89\"]" &&
	{ echo "On Tue, Ann Other wrote:"; sed "s/^/> /" std.txt; } >stdq.txt &&
	xjson stdq "$SD == $SDWANT" &&
	tr "\n" " " <std.txt >stdf.txt && echo >>stdf.txt &&
	xjson stdf "$SD == $SDWANT"
'

expect 'a sentence over a "baseline(std%)  compare%( std%)" table saying whose change the column is ("compare% is the change of the patched kernel relative to the baseline", wrapped over two lines): the change column'"'"'s series named by it' '
	xtext stddefined <<EOF
All runs on a 2 socket box, 5 runs of 60 s each. baseline is
normalized to 1.00; compare% is the change of the
prefer_idle kernel relative to the baseline, std% the deviation.

schbench
========
case            	load    	baseline(std%)	compare%( std%)
normal          	8-mthreads	 1.00 (  1.12)	 +2.40 (  0.98)
normal          	16-mthreads	 1.00 (  0.87)	 -0.65 (  1.03)
EOF
	xjson stddefined "[s[\"label\"] for s in S] == [\"baseline\", \"prefer_idle\", \"baseline\", \"prefer_idle\"] and [c[\"text\"] for c in d[\"comparisons\"]][0] == \"prefer_idle vs baseline: +2.40\""
'

expect 'a sentence over a "baseline(std%)  compare%( std%)" table naming the column as a definition ("compare is baseline + the wakeup patch"): its series named by it; one that says how the column is figured ("compare is relative to ...") names nothing' '
	xtext stdis <<EOF
Ran on a 64 CPU box: baseline is v6.8-rc2, compare is baseline + the wakeup
patch. 5 iterations each.

tbench
======
case            	load    	baseline(std%)	compare%( std%)
loopback        	32-clients	 1.00 (  0.44)	 +1.73 (  0.52)
loopback        	64-clients	 1.00 (  0.61)	 -0.38 (  0.70)
EOF
	xjson stdis "[s[\"label\"] for s in S] == [\"baseline\", \"baseline + the wakeup patch\", \"baseline\", \"baseline + the wakeup patch\"]" &&
	sed "s/compare is baseline + the wakeup/compare is relative to the wakeup/" stdis.txt >stdhow.txt &&
	xjson stdhow "[s[\"label\"] for s in S] == [\"baseline\", \"compare\", \"baseline\", \"compare\"]"
'

done_testing
