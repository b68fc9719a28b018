#!/bin/sh
# t2060-extract-table-shapes.sh: column tables in shapes benchmark posts take: "pct" changes, counts in row names, ratio tables with ~ cells, names over groups of columns, builds keyed on the cells
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"

expect 'a value with its change "(1.07 pct)" beside it: the change compares the column with the first' '
	xtext pct <<EOF
tbench on a 32-core box, throughput in MB/s:

Clients:      tip                   eevdf-lag
    1     452.49 (0.00 pct)     457.33 (1.07 pct)
    2     862.44 (0.00 pct)     870.12 (0.89 pct)
    4    1604.27 (0.00 pct)    1588.40 (-0.98 pct)
EOF
	xjson pct "len(S) == 6 and [s[\"label\"] for s in S[:2]] == [\"tip\", \"eevdf-lag\"] and vals(S[5]) == [\"1588.40\"] and all(s[\"unit\"] == \"MB/s\" for s in S) and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"1.07\", \"0.89\", \"-0.98\"]"
'

expect 'the same table written with "%" reads the same' '
	sed "s/ pct)/%)/g" pct.txt >pcts.txt &&
	schedlore extract --text pct.txt | python3 -c "import json,sys; d=json.load(sys.stdin); print(json.dumps([[v[\"value\"] for v in s[\"values\"]] for s in d[\"series\"]]), len(d[\"comparisons\"]))" >a &&
	schedlore extract --text pcts.txt | python3 -c "import json,sys; d=json.load(sys.stdin); print(json.dumps([[v[\"value\"] for v in s[\"values\"]] for s in d[\"series\"]]), len(d[\"comparisons\"]))" >b &&
	cmp a b && grep -q " 3$" a
'

expect 'a count and its noun in a row name ("tbench 8 clients") name a parameter, not a figure' '
	xtext count <<EOF
Results on the Skylake box:

                         baseline   teo-v2    menu
pgbench (tps)             1203.4   1227.1   1167.0
hackbench (s)               4.12     3.80     4.30
tbench 8 clients (MB/s)    902.1    893.0    884.2
EOF
	xjson count "len(S) == 9 and [s[\"label\"] for s in S[:3]] == [\"baseline\", \"teo-v2\", \"menu\"] and [s[\"workload\"] for s in S[::3]] == [\"pgbench\", \"hackbench\", \"tbench\"] and vals(S[6]) == [\"902.1\"] and p(S[6], \"clients\") == \"8\" and S[6][\"params\"][\"clients\"][\"value\"] == 8"
'

expect 'a workload and its test ("netperf TCP_RR") name a row, not a build; "~" cells are no figure' '
	xtext ratio <<EOF
Ratios against the baseline (1.00 is the same, higher is better):

                      baseline   teo-v2    menu
pgbench (tps)             1.00     1.02    0.97
netperf TCP_RR            1.00       ~     0.95
hackbench                 1.00     1.08      ~
tbench 8 clients          1.00     0.99    0.98
EOF
	xjson ratio "len(S) == 10 and [s[\"workload\"] for s in S] == [\"pgbench\"] * 3 + [\"netperf\"] * 2 + [\"hackbench\"] * 2 + [\"tbench\"] * 3 and [s[\"label\"] for s in S[3:5]] == [\"baseline\", \"menu\"] and p(S[3], \"variant\") == \"netperf TCP_RR\" and p(S[9], \"clients\") == \"8\""
'

expect 'a number read from a row name keeps its own text, not bytes of the body at its offset' '
	xjson count "all(p(s, \"clients\") in (None, \"8\") for s in S)" &&
	xjson ratio "all(p(s, \"clients\") in (None, \"8\") for s in S)"
'

expect 'a name over two columns ("vanilla" over "mean  stddev"): one series with both figures' '
	xtext span <<EOF
kernbench elapsed time (seconds), 5 runs each:

              vanilla              patched
           mean    stddev      mean    stddev
-j8      102.31     0.42     100.87     0.38
-j16      61.20     0.55      60.01     0.61
EOF
	xjson span "len(S) == 4 and [s[\"label\"] for s in S] == [\"vanilla\", \"patched\"] * 2 and [vals(s) for s in S] == [[\"102.31\"], [\"100.87\"], [\"61.20\"], [\"60.01\"]] and [s[\"summary\"][\"stddev\"][\"text\"] for s in S] == [\"0.42\", \"0.38\", \"0.55\", \"0.61\"] and [p(s, \"jobs\") for s in S] == [\"8\", \"8\", \"16\", \"16\"]"
'

expect 'names written at the left of their groups of three (avg min max) name all three' '
	xtext span3 <<EOF
schbench wakeup latency, usec:

        6.6-rc1                 6.6-rc1+eevdf           6.6-rc1+eevdf-lag
        avg     min     max     avg     min     max     avg     min     max
2       31      12      88      29      11      80      28      11      79
4       35      13      96      33      12      91      33      12      90
EOF
	xjson span3 "len(S) == 6 and [s[\"label\"] for s in S[:3]] == [\"6.6-rc1\", \"6.6-rc1+eevdf\", \"6.6-rc1+eevdf-lag\"] and [(s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"min\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S[3:]] == [(\"35\", \"13\", \"96\"), (\"33\", \"12\", \"91\"), (\"33\", \"12\", \"90\")]"
'

expect 'in a "|" table, words of one cell over two columns go to the column each stands over' '
	xtext spanpipe <<EOF
netperf TCP_STREAM, Mbit/s (10 runs):

threads   |   base            |   patched
          |   mean    stddev  |   mean    stddev
1         |   9410    21      |   9432    18
8         |   9388    40      |   9401    35
EOF
	xjson spanpipe "len(S) == 4 and [s[\"label\"] for s in S] == [\"base\", \"patched\"] * 2 and [vals(s) for s in S] == [[\"9410\"], [\"9432\"], [\"9388\"], [\"9401\"]] and [s[\"summary\"][\"stddev\"][\"text\"] for s in S] == [\"21\", \"18\", \"40\", \"35\"] and all(s[\"workload\"] == \"netperf\" for s in S)"
'

expect 'two names over four columns of value and change are no spanning header: the changes stay comparisons' '
	xjson pct "len(d[\"comparisons\"]) == 3 and len(S) == 6"
'

expect 'builds in rows, runs in columns (run1 run2 run3 avg): one series a build, the runs its values' '
	xtext rowruns <<EOF
pgbench -S -c 32 -T 60, tps:

kernel           run1      run2      run3      avg
v6.7           41203     41388     41120     41237
v6.7+patch     43010     42877     43154     43014
EOF
	xjson rowruns "len(S) == 2 and [s[\"label\"] for s in S] == [\"v6.7\", \"v6.7+patch\"] and vals(S[1]) == [\"43010\", \"42877\", \"43154\"] and S[1][\"summary\"][\"mean\"][\"text\"] == \"43014\" and all(s[\"workload\"] == \"pgbench\" and \"variant\" not in s[\"params\"] for s in S)"
'

expect 'builds in rows, a summary in columns (avg min max stddev): no column name becomes a variant' '
	xtext rowsum <<EOF
Apache bench, requests per second, 10 runs:

kernel          avg       min       max     stddev
4BSD          8123.4    8011.2    8230.9     61.2
ULE           8544.8    8390.1    8690.3     88.5
EOF
	xjson rowsum "len(S) == 2 and [s[\"label\"] for s in S] == [\"4BSD\", \"ULE\"] and S[1][\"summary\"][\"max\"][\"text\"] == \"8690.3\" and all(s[\"params\"] == {} for s in S)"
'

expect 'schedulers in rows under a header of time(1) metrics name the series' '
	xtext rowsched <<EOF
buildworld -j8:

                 real      user       sys
4BSD          1843.21   2901.10    701.33
ULE           1795.88   2877.45    688.02
EOF
	xjson rowsched "len(S) == 6 and [s[\"label\"] for s in S] == [\"4BSD\"] * 3 + [\"ULE\"] * 3 and [s[\"scheduler\"] for s in S] == [\"4BSD\"] * 3 + [\"ULE\"] * 3 and [s[\"metric\"] for s in S[:3]] == [\"real\", \"user\", \"sys\"]"
'

expect 'where an archive collapsed the spacing, a header of one name a column still names them' '
	sed -E "s/ +/ /g" count.txt >ccount.txt &&
	xjson ccount "len(S) == 9 and [s[\"label\"] for s in S[:3]] == [\"baseline\", \"teo-v2\", \"menu\"] and vals(S[8]) == [\"884.2\"]" &&
	sed -E "s/ +/ /g" rowruns.txt >crowruns.txt &&
	xjson crowruns "len(S) == 2 and [s[\"label\"] for s in S] == [\"v6.7\", \"v6.7+patch\"] and vals(S[0]) == [\"41203\", \"41388\", \"41120\"]"
'

expect 'where the spacing was lost, names over groups are told by the words under them repeating' '
	sed -E "s/ +/ /g" span.txt >cspan.txt &&
	xjson cspan "len(S) == 4 and [s[\"label\"] for s in S] == [\"vanilla\", \"patched\"] * 2 and [s[\"summary\"][\"stddev\"][\"text\"] for s in S] == [\"0.42\", \"0.38\", \"0.55\", \"0.61\"]"
'

expect 'a log line over log lines is no header, collapsed or not' '
	xtext logl <<EOF
the only other error was splice:

basic splice-copy failed
test_splice failed -29 0
Test splice failed with ret 227
EOF
	xjson logl "S == []"
'

expect 'a deviation mark between a value and its spread ("412.3 ± 1.2") is no metric' '
	xtext pm <<EOF
Kernel build (make -j64), seconds:

  baseline:      412.3 ± 1.2
  with patch:    398.7 +- 0.9
EOF
	xjson pm "len(S) == 2 and [s[\"label\"] for s in S] == [\"baseline\", \"with patch\"] and [s[\"metric\"] for s in S] == [\"real\", \"real\"] and [s[\"summary\"][\"stddev\"][\"text\"] for s in S] == [\"1.2\", \"0.9\"]"
'

expect 'common benchmarks are workloads (unixbench, specjbb, will-it-scale ...), with their usual measure' '
	xtext wl <<EOF
                          base        patched
unixbench (score)        4512.3      4620.8
specjbb (bops)           81231       84410
will-it-scale            201345      203001
EOF
	xjson wl "[s[\"workload\"] for s in S] == [\"unixbench\"] * 2 + [\"specjbb\"] * 2 + [\"will-it-scale\"] * 2 and S[4][\"unit\"] == \"1/s\" and S[4][\"better\"] == \"higher\""
'

expect 'a figure in a unit of another kind (100%, 60s) does not take the workload'"'"'s usual measure' '
	xtext units <<EOF
stress-ng runs:

              base     patched
cpu load      100%     100%
EOF
	xjson units "len(S) == 2 and all(s[\"unit\"] == \"%\" and s[\"metric\"] != \"ops/s\" for s in S)"
'

expect 'builds keyed on one line ("4BSD: 3:25.56  ULE: 3:39.20"): a series each, runs on more lines pooled' '
	xtext kpairs <<EOF
buildworld on the quad, three runs:

4BSD: 3:25.56  ULE: 3:39.20
4BSD: 3:26.01  ULE: 3:38.75
EOF
	xjson kpairs "len(S) == 2 and [s[\"label\"] for s in S] == [\"4BSD\", \"ULE\"] and [s[\"scheduler\"] for s in S] == [\"4BSD\", \"ULE\"] and vals(S[1]) == [\"3:39.20\", \"3:38.75\"] and S[0][\"workload\"] == \"buildworld\""
'

expect '"A vs B: a vs b" names a for A and b for B; a workload before them is the workload' '
	xtext vs <<EOF
Numbers from the quad:

hackbench (pipe, 10 groups) vanilla vs patched: 2.84 vs 2.61
EOF
	xjson vs "len(S) == 2 and [s[\"label\"] for s in S] == [\"vanilla\", \"patched\"] and [vals(s) for s in S] == [[\"2.84\"], [\"2.61\"]] and all(s[\"workload\"] == \"hackbench\" for s in S)"
'

expect 'prose with "vs" and a colon is no pair of builds' '
	xtext notpairs <<EOF
ULE on the quad:

The old one vs the new one: I saw 3 failures vs 1 before.
EOF
	xjson notpairs "S == []"
'

expect 'rows named as builds, their values unnamed: the values are the runs of the build' '
	xtext barows <<EOF
hackbench -g 20, seconds:

Before: 12.31 12.40 12.28
After:  11.02 11.15 10.98
EOF
	xjson barows "len(S) == 2 and [s[\"label\"] for s in S] == [\"Before\", \"After\"] and vals(S[1]) == [\"11.02\", \"11.15\", \"10.98\"] and all(s[\"workload\"] == \"hackbench\" for s in S)"
'

expect 'a version written with its colon before two figures or more names its row'"'"'s build ("6.6:  3560.5  2087.2")' '
	xtext colonver <<EOF
Results of hackbench on a 2-socket box:

6.6:          3560.546  2087.167  1339.760
7.0-CURRENT:   2269.23      92.5    354.68

Comments welcome.
EOF
	xjson colonver "{s[\"label\"] for s in S} == {\"6.6\", \"7.0-CURRENT\"} and sorted(v for s in S if s[\"label\"] == \"6.6\" for v in vals(s)) == [\"1339.760\", \"2087.167\", \"3560.546\"]"
'

expect 'whole numbers in rows named as builds are figures; an enumeration or a list of patches is not' '
	xtext introws <<EOF
schbench p99 (usec):
baseline   1240
patched    1188
EOF
	xjson introws "len(S) == 2 and [s[\"label\"] for s in S] == [\"baseline\", \"patched\"] and vals(S[0]) == [\"1240\"] and S[0][\"workload\"] == \"schbench\"" &&
	xtext enum <<EOF
The opcodes:
 IORING_REGISTER_BUFFERS   0
 IORING_UNREGISTER_BUFFERS 1
 IORING_REGISTER_FILES     2
EOF
	xjson enum "S == []" &&
	xtext plist <<EOF
Changes:
- patch 6
- patch 8
EOF
	xjson plist "S == []"
'

expect 'rows of two values with an arrow between are changes ("hackbench: 1.92s -> 1.85s"), not code' '
	xtext arrow <<EOF
Results with the patch on my box:

hackbench: 1.92s -> 1.85s
schbench p99: 1240us => 1188us
EOF
	xjson arrow "[vals(s) for s in S] == [[\"1.92s\"], [\"1.85s\"], [\"1240us\"], [\"1188us\"]] and [s[\"workload\"] for s in S] == [\"hackbench\"] * 2 + [\"schbench\"] * 2" &&
	xtext member <<EOF
The fix:

	if (req->flags & REQ_F_FIXED_FILE) nr = 2;
	ctx->cq_ev_fd --------> eventfd_signal(ctx, 1); # the count is now 2
EOF
	xjson member "S == []"
'

expect 'counters under a go test log line ("sq head: 0 tail: 1") are no builds'"'"' figures' '
	xtext counters <<EOF
the following debug messages show it:

=== RUN   TestRingFileReadWriterRead
pre enter
sq head: 0 tail: 1
sq entries: [{Opcode:22 Flags:2}]
EOF
	xjson counters "S == []"
'

expect 'a deviation written apart inside its parentheses ("0.498(+/- 2.1%)"): the deviation of the value, no column of its own' '
	xtext devsp <<EOF
hackbench results on my 8-core arm64 box:

                     tip/sched/core        +this patchset
hackbench 1 group    0.523(+/- 1.23%)     0.498(+/- 2.1%) +4.78%
hackbench 4 groups   0.688(+/- 3.40%)     0.701(+/- 1.9%) -1.89%
EOF
	xjson devsp "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"tip/sched/core\", [\"0.523\"], \"1.23%\"), (\"+this patchset\", [\"0.498\"], \"2.1%\"), (\"tip/sched/core\", [\"0.688\"], \"3.40%\"), (\"+this patchset\", [\"0.701\"], \"1.9%\")] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+4.78%\", \"-1.89%\"]"
'

expect 'a line of settings under the names ("slice 2.8ms  16ms ..."), groups titled by machine, a change after each value: four configurations, each named by both header lines' '
	xtext sethdr <<EOF
One example with hackbench 8 groups thread pipe
tip/sched/core  tip/sched/core          +this patchset          +this patchset
slice 2.8ms     16ms                    2.8ms                   16ms
board one with EAS
0.748(+/-4.6%)  0.621(+/-3.6%) +17%     1.915(+/-7.9%) -156%    0.689(+/- 9.1%) +8%

board two without EAS
0.588(+/-5.8%)  0.677(+/-5.9%) -15%     1.505(+/-10%) -156%     1.071(+/-5.9%) -82%
EOF
	xjson sethdr "[(s[\"label\"], vals(s)) for s in S] == [(\"tip/sched/core slice 2.8ms\", [\"0.748\"]), (\"tip/sched/core 16ms\", [\"0.621\"]), (\"+this patchset 2.8ms\", [\"1.915\"]), (\"+this patchset 16ms\", [\"0.689\"]), (\"tip/sched/core slice 2.8ms\", [\"0.588\"]), (\"tip/sched/core 16ms\", [\"0.677\"]), (\"+this patchset 2.8ms\", [\"1.505\"]), (\"+this patchset 16ms\", [\"1.071\"])] and p(S[0], \"group\") == \"board one with EAS\" and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+17%\", \"-156%\", \"+8%\", \"-15%\", \"-156%\", \"-82%\"] and not any(\"ms\" in v for s in S for v in vals(s))"
'

expect 'values with a unit under names, no rows below them: still a row of figures, not a header' '
	xtext unitrow <<EOF
Wakeup latency, p99:

baseline     patched
112us        87us
EOF
	xjson unitrow "[(s[\"label\"], vals(s)) for s in S] == [(\"baseline\", [\"112us\"]), (\"patched\", [\"87us\"])]"
'

expect 'rows a mailer wrapped at 76 columns under a wider header: each row one row again, printed and quoted' '
	cat >wrap.txt <<EOF
Two boards, hackbench 8 groups thread pipe:
tip/sched/core  tip/sched/core          +this patchset          +this patchset
slice 2.8ms     16ms                    2.8ms                   16ms
board one with EAS
0.748(+/-4.6%)  0.621(+/-3.6%) +17%     1.915(+/-7.9%) -156%
0.689(+/- 9.1%) +8%

board two without EAS
0.588(+/-5.8%)  0.677(+/-5.9%) -15%     1.505(+/-10%) -156%
1.071(+/-5.9%) -82%

The patchset regresses both.
EOF
	WANT="[(s[\"label\"], vals(s)) for s in S] == [(\"tip/sched/core slice 2.8ms\", [\"0.748\"]), (\"tip/sched/core 16ms\", [\"0.621\"]), (\"+this patchset 2.8ms\", [\"1.915\"]), (\"+this patchset 16ms\", [\"0.689\"]), (\"tip/sched/core slice 2.8ms\", [\"0.588\"]), (\"tip/sched/core 16ms\", [\"0.677\"]), (\"+this patchset 2.8ms\", [\"1.505\"]), (\"+this patchset 16ms\", [\"1.071\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+17%\", \"-156%\", \"+8%\", \"-15%\", \"-156%\", \"-82%\"]"
	cp wrap.txt wrapped.txt && xjson wrapped "$WANT" &&
	{ echo "On Tue, Ann Other wrote:"; sed "s/^/> /" wrap.txt; } >wrapq.txt && xjson wrapq "$WANT and {s[\"author\"] for s in S} == {\"Ann Other\"}"
'

expect 'a wide row over a shorter one, no wider line above them: the shorter is a row of its own (a last run cut short), not a wrapped end' '
	xtext nowrap <<EOF
Build times in seconds:

kernel      run1      run2      run3      run4      run5      run6
6.1         101.2     102.3     101.9     100.8     101.1     102.0
6.2          99.1      98.7
EOF
	xjson nowrap "[(s[\"label\"], vals(s)) for s in S] == [(\"6.1\", [\"101.2\", \"102.3\", \"101.9\", \"100.8\", \"101.1\", \"102.0\"]), (\"6.2\", [\"99.1\", \"98.7\"])]"
'

expect 'versions written as numbers under "kernel" name the rows: 6.1 is no figure' '
	xtext verkeys <<EOF
kernel   real    user    sys
5.15     41.2    60.1    9.8
6.1      39.9    59.7    9.1
EOF
	xjson verkeys "sorted(set(s[\"label\"] for s in S)) == [\"5.15\", \"6.1\"] and not any(v in (\"5.15\", \"6.1\") for s in S for v in vals(s))"
'

expect 'rows named "run 1", "run 2" and an avg row under build names: one series a build, its runs pooled, the avg its mean' '
	xtext runrows <<EOF
hackbench -g 20 -l 1000, seconds:

           vanilla    patched
run 1      12.34      11.98
run 2      12.40      12.01
run 3      12.29      11.87
avg        12.34      11.95
EOF
	xjson runrows "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"vanilla\", [\"12.34\", \"12.40\", \"12.29\"], \"12.34\"), (\"patched\", [\"11.98\", \"12.01\", \"11.87\"], \"11.95\")]"
'

expect 'unnumbered rows of whole numbers under two kernels: each column one series of runs' '
	xtext plainruns <<EOF
schbench -m 2 -t 16, p99 wakeup latency (usec), five runs each:

               6.8-rc1     6.8-rc1+eevdf-fix
               1834        1122
               1906        1178
               1790        1101
EOF
	xjson plainruns "[(s[\"label\"] or s[\"kernel\"], vals(s)) for s in S] == [(\"6.8-rc1\", [\"1834\", \"1906\", \"1790\"]), (\"6.8-rc1+eevdf-fix\", [\"1122\", \"1178\", \"1101\"])]"
'

expect 'a row named by a bare version ("6.6") beside one named by it and more ("6.6+eevdf"): the version names the row' '
	xtext barever <<EOF
pgbench -c 16 -j 16 -T 60 -S, tps:

kernel          run1      run2      run3
6.6           41233.1   41102.9   41388.0
6.6+eevdf     43011.7   42890.2   43120.4
EOF
	xjson barever "[(s[\"label\"], vals(s)) for s in S] == [(\"6.6\", [\"41233.1\", \"41102.9\", \"41388.0\"]), (\"6.6+eevdf\", [\"43011.7\", \"42890.2\", \"43120.4\"])]"
'

expect 'a header row of counts that says what it counts ("clients  1  2  4  8") over rows of whole numbers: a parameter a column' '
	xtext countshdr <<EOF
tbench throughput (MB/s) by number of clients:

clients        1        2        4        8
6.6         1021     1980     3870     7012
6.6+patch   1030     2011     3922     7230
EOF
	xjson countshdr "[(s[\"label\"], p(s, \"clients\"), vals(s)) for s in S][:5] == [(\"6.6\", \"1\", [\"1021\"]), (\"6.6\", \"2\", [\"1980\"]), (\"6.6\", \"4\", [\"3870\"]), (\"6.6\", \"8\", [\"7012\"]), (\"6.6+patch\", \"1\", [\"1030\"])] and len(S) == 8"
'

expect 'rows of plain numbers whose first is x.y, no row named by it: all figures' '
	xtext plainxy <<EOF
Ratios against the baseline, three runs:

          base    patched
          1.5     1.42
          1.5     1.47
EOF
	xjson plainxy "[vals(s) for s in S] == [[\"1.5\", \"1.5\"], [\"1.42\", \"1.47\"]]"
'

expect 'a column headed "Δ": changes, each a comparison of the two builds, no series' '
	xtext deltahdr <<EOF
schbench -m 2 -t 8 on a 16-core box:

                 baseline   +patch    Δ
latency p50 us      21.3      19.8   -7.0%
latency p99 us     140.2     101.7  -27.5%
EOF
	xjson deltahdr "[(s[\"label\"], vals(s)) for s in S] == [(\"baseline\", [\"21.3\"]), (\"+patch\", [\"19.8\"]), (\"baseline\", [\"140.2\"]), (\"+patch\", [\"101.7\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-7.0%\", \"-27.5%\"]"
'

expect 'mean (deviation) cells under a ruled header: the deviation is the value'"'"'s, the header names stay whole' '
	xtext meansd <<EOF
               6.8-rc1        6.8-rc1 + series
-------------  -------------  ----------------
hackbench      2.345 (0.02)   2.201 (0.03)
tbench         4123.4 (12.1)  4230.9 (10.4)
EOF
	xjson meansd "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"6.8-rc1\", [\"2.345\"], \"0.02\"), (\"6.8-rc1 + series\", [\"2.201\"], \"0.03\"), (\"6.8-rc1\", [\"4123.4\"], \"12.1\"), (\"6.8-rc1 + series\", [\"4230.9\"], \"10.4\")]"
'

expect 'rows opening with a version and words ("5.10 vanilla", "5.10 + patch"): named by both, the version no figure' '
	xtext verwords <<EOF
I ran sysbench cpu on both kernels:

                     events/s    latency avg (ms)   latency 95th (ms)
5.10 vanilla         1234.56     0.81               0.92
5.10 + patch         1301.22     0.77               0.87
EOF
	xjson verwords "sorted(set(s[\"label\"] for s in S)) == [\"5.10 + patch\", \"5.10 vanilla\"] and [vals(s) for s in S if s[\"metric\"] == \"events/s\"] == [[\"1234.56\"], [\"1301.22\"]] and not any(\"5.10\" in vals(s) for s in S)"
'

expect '"name: value unit" lines, the second with its change after it: a series a name, the change against the first' '
	xtext kvchange <<EOF
Average of 5 runs (lower is better):
  tip:         4.112 s
  tip+patch:   3.987 s  (-3.0%)
EOF
	xjson kvchange "[(s[\"label\"], vals(s)) for s in S] == [(\"tip\", [\"4.112\"]), (\"tip+patch\", [\"3.987\"])] and [(c[\"a\"], c[\"b\"], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]] == [(S[0][\"id\"], S[1][\"id\"], \"-3.0%\")]"
'

expect 'rows of one bare version, some with words after it ("5.13" and "5.13 + audit"): every such row named by its version' '
	xtext verrun <<EOF
Kernel		SQPOLL		IOPS
5.13		0		3029872
5.13		1		3031056
5.13 + audit	0		2894160
5.13 + audit	1		2886168
EOF
	xjson verrun "sorted(set(s[\"label\"] for s in S)) == [\"5.13\", \"5.13 + audit\"] and not any(v == \"5.13\" for s in S for v in vals(s)) and any(vals(s) == [\"3029872\", \"3031056\"] for s in S)"
'

expect 'rows keyed "1 thread" then "8 threads": one table, the count a parameter, the unit the header gives in parentheses' '
	xtext plural <<EOF
TCP_RR (trans/s)      vanilla     patched     diff
1 thread              28012.4     28311.9    +1.07%
8 threads            190233.1    201876.5    +6.12%
16 threads           301998.7    318233.0    +5.38%
EOF
	xjson plural "[(s[\"label\"], p(s, \"tasks\"), vals(s)) for s in S] == [(\"vanilla\", \"1\", [\"28012.4\"]), (\"patched\", \"1\", [\"28311.9\"]), (\"vanilla\", \"8\", [\"190233.1\"]), (\"patched\", \"8\", [\"201876.5\"]), (\"vanilla\", \"16\", [\"301998.7\"]), (\"patched\", \"16\", [\"318233.0\"])] and all(s[\"unit\"] == \"trans/s\" and s[\"metric\"] != \"threads\" for s in S) and len(d[\"comparisons\"]) == 3"
'

expect 'a bare version row under a "version+patch" row of another version is named by its version; the caption under the table names the workload' '
	xtext vercap <<EOF
On my laptop the results are pretty clear:

  kernel        real      user      sys
  5.15        41.23s   152.10s   12.31s
  5.15+patch  39.87s   150.98s   11.02s
  6.1         40.02s   151.33s   11.89s

Build of the kernel with defconfig, make -j8, caches warm.
EOF
	xjson vercap "sorted(set(s[\"label\"] for s in S)) == [\"5.15\", \"5.15+patch\", \"6.1\"] and [vals(s) for s in S if s[\"label\"] == \"6.1\"] == [[\"40.02s\"], [\"151.33s\"], [\"11.89s\"]] and all(s[\"workload\"] == \"kernel-compile\" for s in S)"
'

expect 'a caption that ends in a colon opens what follows: it names no workload of the table above' '
	xtext capcolon <<EOF
  kernel        real      user
  5.15        41.23s   152.10s
  6.1         40.02s   151.33s

And hackbench, for comparison:
EOF
	xjson capcolon "len(S) == 4 and all(s[\"workload\"] is None for s in S)"
'

expect 'a row opening with "+ " under a row of figures is a row ("+ patch"), not a line a patch adds' '
	xtext plusrow <<EOF
hackbench numbers, seconds:

v6.10-rc1  2.341  2.322  2.351  2.338
+ patch    2.201  2.215  2.198  2.209
EOF
	xjson plusrow "[(s[\"label\"], vals(s)) for s in S] == [(\"v6.10-rc1\", [\"2.341\", \"2.322\", \"2.351\", \"2.338\"]), (\"patch\", [\"2.201\", \"2.215\", \"2.198\", \"2.209\"])]"
'

expect 'lines a patch adds ("+ " lines with numbers, among other + and - lines) are still no table' '
	xtext plusdiff <<EOF
Something like this:

-	usleep(100);  /* 12 34 */
+	usleep(200);  /* 56 78 */
+ foo   1.5   2.5
+ bar   3.5   4.5
EOF
	xjson plusdiff "S == []"
'

expect 'a unit named in the heading ("(usec, lower is better)") is the series unit' '
	xtext headunit <<EOF
Results (usec, lower is better):

                   min     avg     max
  v6.9            3.1    12.4    181
  v6.9+eevdf      2.9    11.8    153
EOF
	xjson headunit "len(S) == 2 and all(s[\"unit\"] == \"us\" for s in S)"
'

expect 'a header name of two words over a figure and its change ("+this series"): one name, the figure column; the key column counts "nr_threads"' '
	xtext gluehead <<EOF
netperf UDP_RR, transactions per second:

  nr_threads   tip/sched/core   +this series
  1            45123            45311   (+0.42%)
  2            89012            90876   (+2.09%)
EOF
	xjson gluehead "[(s[\"label\"], p(s, \"tasks\"), vals(s)) for s in S] == [(\"tip/sched/core\", \"1\", [\"45123\"]), (\"+this series\", \"1\", [\"45311\"]), (\"tip/sched/core\", \"2\", [\"89012\"]), (\"+this series\", \"2\", [\"90876\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+0.42%\", \"+2.09%\"]"
'

expect 'a change column named by a change word written one blank after the figure column name keeps its own name' '
	xtext deltahead <<EOF
BS(KB)  RHEL4U2   2.6.14 %-diff
------ -------- -------- ------
     1     23.8     12.3 -48.4%
     2     46.6     21.3 -54.2%
EOF
	xjson deltahead "sorted(set(s[\"label\"] for s in S)) == [\"2.6.14\", \"RHEL4U2\"] and len(d[\"comparisons\"]) == 2"
'

expect 'a rate of data is no rate of events: GB/s under fio is a bandwidth, not its iops' '
	xtext datarate <<EOF
fio randread, 4 jobs:

             base              patched
  read       8.9 GBytes/s      9.4 GBytes/s
  write      4.1 GBytes/s      4.4 GBytes/s
EOF
	xjson datarate "len(S) == 4 and all(s[\"metric\"] != \"iops\" and s[\"unit\"] == \"GBytes/s\" for s in S)"
'

expect 'a ruled row opened by a bare version ("| 6.8 | 1234.5 | ...") is named by it, as the row under it ("| 6.8 + patch |")' '
	xtext pipever <<EOF
sysbench threads, events/s (higher is better)

| kernel      | run 1  | run 2  | run 3  |
|-------------|--------|--------|--------|
| 6.8         | 1234.5 | 1240.1 | 1236.7 |
| 6.8 + patch | 1301.2 | 1298.4 | 1305.0 |
EOF
	xjson pipever "[(s[\"label\"], vals(s)) for s in S] == [(\"6.8\", [\"1234.5\", \"1240.1\", \"1236.7\"]), (\"6.8 + patch\", [\"1301.2\", \"1298.4\", \"1305.0\"])]"
'

expect 'comma-separated lines (will-it-scale, a spreadsheet) are a table: the header names the columns, the count column a parameter' '
	xtext csv <<EOF
will-it-scale context_switch1:

tasks,processes,processes_idle,threads,threads_idle,linear
1,512345,95.01,498765,95.02,512345
2,1019876,90.03,990123,90.01,1024690
EOF
	xjson csv "[(p(s, \"tasks\"), p(s, \"variant\"), vals(s)) for s in S] == [(\"1\", \"processes\", [\"512345\"]), (\"1\", \"processes_idle\", [\"95.01\"]), (\"1\", \"threads\", [\"498765\"]), (\"1\", \"threads_idle\", [\"95.02\"]), (\"1\", \"linear\", [\"512345\"]), (\"2\", \"processes\", [\"1019876\"]), (\"2\", \"processes_idle\", [\"90.03\"]), (\"2\", \"threads\", [\"990123\"]), (\"2\", \"threads_idle\", [\"90.01\"]), (\"2\", \"linear\", [\"1024690\"])] and all(s[\"workload\"] == \"will-it-scale\" for s in S)"
'

expect 'numbers in thousands ("1,234,567") and comma lists of words are no comma-separated table' '
	xtext nocsv <<EOF
The box did 1,234,567 and then 2,345,678 ops.
Cc: alpha,beta,gamma
1,234,567
2,345,678
EOF
	xjson nocsv "not any(s[\"found_by\"] == \"table\" for s in S)"
'

expect 'a sentence ending in ":" names the rows below by the build in it; cells before a lone "=" are what the figure was worked out from' '
	xtext gears <<EOF
With make -j8 running in the background, glxgears on 2.6.31 (CFS):

12543 frames in 5.0 seconds = 2508.600 FPS
12310 frames in 5.0 seconds = 2462.000 FPS

and on 2.6.31-bfs211:

14011 frames in 5.0 seconds = 2802.200 FPS
13987 frames in 5.0 seconds = 2797.400 FPS
EOF
	xjson gears "[(s[\"label\"], s[\"workload\"], s[\"unit\"], vals(s)) for s in S] == [(\"2.6.31 (CFS)\", \"glxgears\", \"FPS\", [\"2508.600\", \"2462.000\"]), (\"2.6.31-bfs211\", \"glxgears\", \"FPS\", [\"2802.200\", \"2797.400\"])]"
'

expect 'a markdown table whose name cells are long commands of many words (hyperfine --export-markdown of two psql runs): a name cell of words is one cell, the rows line up by their bars, no flattened table is read in a row' '
	xtext mdlong <<\EOF
hyperfine, 10 runs each:

| Command | Mean [ms] | Min [ms] | Max [ms] | Relative |
|:---|---:|---:|---:|---:|
| `psql -X -q -d bench -c "SET jit=off" -c "SELECT sum(abalance) FROM pgbench_accounts"` | 63.9 ± 4.0 | 59.3 | 72.0 | 1.00 |
| `psql -X -q -d bench -c "SET jit=on" -c "SET jit_above_cost=0" -c "SELECT sum(abalance) FROM pgbench_accounts"` | 121.5 ± 25.3 | 93.0 | 176.2 | 1.90 ± 0.41 |
EOF
	xjson mdlong "[(\"jit=off\" in s[\"label\"], s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"stddev\"][\"text\"], s[\"summary\"][\"min\"][\"text\"]) for s in S] == [(True, \"63.9\", \"4.0\", \"59.3\"), (False, \"121.5\", \"25.3\", \"93.0\")]"
'

expect 'a row name holding a bound with its unit ("Jankbench frames > 16ms (%)") before the wide gap: the bound is the name'"'"'s, its unit none of the figures'"'"'; "Latency 50 us   99 us" keeps its figures' '
	xtext jank <<\EOF
                                 base     patched    %diff
  Jankbench frames > 16ms (%)    3.21       2.47    -23.05%
  Energy, whole run (mJ)        11208      11563     +3.17%
EOF
	xjson jank "[(s[\"label\"], vals(s)) for s in S] == [(\"base\", [\"3.21\"]), (\"patched\", [\"2.47\"]), (\"base\", [\"11208\"]), (\"patched\", [\"11563\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-23.05%\", \"+3.17%\"]"
'

expect 'a sweep of a tunable ("preempt_thresh  tps" over a row per value, "80 (default)" among them): each value a configuration, named "preempt_thresh=80"; a note in parentheses on a key is no key' '
	xtext sweep <<\EOF
preempt_thresh changed with sysctl between runs:

preempt_thresh    tps
  0               18342
 80 (default)     21907
120               22160
224               21488
EOF
	xjson sweep "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"preempt_thresh=0\", \"tps\", [\"18342\"]), (\"preempt_thresh=80\", \"tps\", [\"21907\"]), (\"preempt_thresh=120\", \"tps\", [\"22160\"]), (\"preempt_thresh=224\", \"tps\", [\"21488\"])]"
'

expect 'CSV exported from a spreadsheet with quoted fields ("41,203" in thousands, a setting list "a=1, b=0" in one field): the quotes keep their commas; a row a build and its settings' '
	xtext qcsv <<\EOF
Here is the sheet, exported as CSV:

"Kernel","Scheduler tunables","Clients","TPS"
"2.6.32-358.2.1.el6.x86_64","defaults",64,"41,203"
"3.2.0-4-amd64","defaults",64,"25,871"
"3.2.0-4-amd64","sched_migration_cost=5000000, sched_autogroup_enabled=0",64,"40,117"
EOF
	xjson qcsv "[vals(s) for s in S] == [[\"41,203\"], [\"25,871\"], [\"40,117\"]] and \"2.6.32-358.2.1.el6.x86_64\" in S[0][\"label\"] and \"sched_autogroup_enabled=0\" in S[2][\"label\"]" &&
	printf "He said \"fine, ok\", then 41, 203 and 7, more or less.\n" >qprose.txt &&
	xjson qprose "S == []"
'

expect 'a psql table of builds and settings beside a "clients" column of one count (64 in every row): the count is the setting all ran at, no figure; prose wrapped at commas above it ("(2x E5-2650 v3, 128GB, ..., scale 3000,") is no table' '
	xtext psqlbox <<\EOF
I tried both on our test box
(2x E5-2650 v3, 128GB, data on NVMe, PostgreSQL 9.6.1, scale 3000,
pgbench -S -c 64 -j 16 -T 300, three runs per setting), each one set on
its own:

      kernel      │             setting             │ clients │   tps
──────────────────┼─────────────────────────────────┼─────────┼─────────
 4.4.0-47-generic │ defaults                        │      64 │ 28412.6
 4.4.0-47-generic │ sched_autogroup_enabled=0       │      64 │ 30987.3
(2 rows)
EOF
	xjson psqlbox "[(s[\"label\"], vals(s)) for s in S] == [(\"4.4.0-47-generic defaults\", [\"28412.6\"]), (\"4.4.0-47-generic sched_autogroup_enabled=0\", [\"30987.3\"])]"
'

expect 'an ASCII box table closing on a column named "sd/cfs" of signed percentages: the change between the builds, a comparison a row, no series' '
	xtext boxratio <<\EOF
Each cell is the best of three runs, in seconds:

+--------------------+--------------------+-------------------+--------+
| test               | 2.6.22-rc5-cfs-v17 | 2.6.22-rc5-sd0.48 | sd/cfs |
+--------------------+--------------------+-------------------+--------+
| hackbench 10       |              3.161 |             3.766 | +19.1% |
| hackbench -pipe 20 |              1.602 |             1.770 | +10.5% |
+--------------------+--------------------+-------------------+--------+
EOF
	xjson boxratio "[vals(s) for s in S] == [[\"3.161\"], [\"3.766\"], [\"1.602\"], [\"1.770\"]] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+19.1%\", \"+10.5%\"]"
'

expect 'a sentence ending in ":" wrapped over two lines names the rows below by its build; a later group'"'"'s sentence ("and on X with the same load:") names that group'"'"'s, less its trailing "with"' '
	xtext gearswrap <<EOF
Radeon 9200 and a make -j4 in another xterm. glxgears in a default-sized window, first
on plain 2.6.7:

2912 frames in 5.0 seconds = 582.400 FPS
2417 frames in 5.0 seconds = 483.400 FPS

and on 2.6.7-ck5 with the same compile running:

9795 frames in 5.0 seconds = 1959.000 FPS
9852 frames in 5.0 seconds = 1970.400 FPS
EOF
	xjson gearswrap "[(s[\"label\"], vals(s)) for s in S] == [(\"plain 2.6.7\", [\"582.400\", \"483.400\"]), (\"2.6.7-ck5\", [\"1959.000\", \"1970.400\"])]"
'

expect 'a build titled over a framed heading ("--- test ---"): the rows under a "Load" header are its settings, not builds' '
	xtext framed <<EOF
6.6-rc1:

--- pipe latency under load ---
Load      Latency (ms)    Max (ms)
none      0.005           0.021
video     0.009           0.032

6.6-rc1 + patch:

--- pipe latency under load ---
Load      Latency (ms)    Max (ms)
none      0.004           0.019
video     0.007           0.028
EOF
	xjson framed "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S if s[\"metric\"] == \"Latency\" and s[\"unit\"] == \"ms\"] == [(\"6.6-rc1\", \"none\", [\"0.005\"]), (\"6.6-rc1\", \"video\", [\"0.009\"]), (\"6.6-rc1 + patch\", \"none\", [\"0.004\"]), (\"6.6-rc1 + patch\", \"video\", [\"0.007\"])] and len(S) == 8"
'

expect 'a build named on its own line over indented rows of runs under no header ("  build: 6m41s 6m38s 6m44s"): each row one series of its runs, not a series a value' '
	xtext headruns <<EOF
Test: make -j4 of the tree while mpv plays a video, counting dropped frames.

mainline 3.16.1
  build: 6m41s 6m38s 6m44s
  dropped frames: 212 187 240
3.16.1-ck1
  build: 6m49s 6m47s 6m52s
  dropped frames: 3 0 7
EOF
	xjson headruns "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"mainline 3.16.1\", \"real\", [\"6m41s\", \"6m38s\", \"6m44s\"]), (\"mainline 3.16.1\", \"dropped frames\", [\"212\", \"187\", \"240\"]), (\"3.16.1-ck1\", \"real\", [\"6m49s\", \"6m47s\", \"6m52s\"]), (\"3.16.1-ck1\", \"dropped frames\", [\"3\", \"0\", \"7\"])]"
'

expect 'rows named by a tunable set to a word or a sysctl set to anything ("net.isr.dispatch=direct", "kern.sched.steal_thresh=2") are the builds compared, the OS in the sentence above only context; rows of counts ("threads=4") stay settings' '
	xtext tunables <<EOF
Same box, FreeBSD 13.2-RELEASE, forwarding 64-byte packets, 3 runs each, Mpps:

net.isr.dispatch=direct      1.412  1.407  1.420
net.isr.dispatch=deferred    0.934  0.951  0.927
kern.sched.steal_thresh=1    1.398  1.401  1.390
EOF
	xjson tunables "[(s[\"label\"], vals(s)) for s in S] == [(\"net.isr.dispatch=direct\", [\"1.412\", \"1.407\", \"1.420\"]), (\"net.isr.dispatch=deferred\", [\"0.934\", \"0.951\", \"0.927\"]), (\"kern.sched.steal_thresh=1\", [\"1.398\", \"1.401\", \"1.390\"])]" &&
	xtext counts <<EOF
FreeBSD 13.2-RELEASE with ULE, hackbench seconds:

threads=4     1.412  1.407
threads=8     2.934  2.951
EOF
	xjson counts "[(s[\"scheduler\"], p(s, \"variant\")) for s in S] == [(\"ULE\", \"threads=4\"), (\"ULE\", \"threads=8\")] and not any(\"threads\" in s[\"label\"] for s in S)"
'

expect 'metrics spanning the builds on a second header line ("wall time (s)" and "speedup vs 1 rank" over "default  psrset+pbind" each): each column'"'"'s build is its own name, its metric the span'"'"'s; a span that is part of a build ("cfq" over "3.5-rc6  +series") stays in the build'"'"'s name' '
	xtext spanbuilds <<EOF
Best of 3, wall clock:

 ranks |      wall time (s)         |    speedup vs 1 rank
       |  default    psrset+pbind   |  default   psrset+pbind
 ------+----------------------------+--------------------------
    1  |  1843.2       1841.7       |   1.00        1.00
   16  |   163.9        126.3       |  11.25       14.58
EOF
	xjson spanbuilds "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S][:4] == [(\"default\", \"wall time\", [\"1843.2\"]), (\"psrset+pbind\", \"wall time\", [\"1841.7\"]), (\"default\", \"speedup vs 1 rank\", [\"1.00\"]), (\"psrset+pbind\", \"speedup vs 1 rank\", [\"1.00\"])] and len(S) == 8" &&
	printf "postmark, one run each:\n\n\t\t\tcfq\t\tcfq\t\tdeadline\tdeadline\n\t\t\t3.5-rc6\t\t+series\t\t3.5-rc6\t\t+series\nTotal time (s)\t\t412\t\t371\t\t398\t\t369\n" >spanpart.txt &&
	xjson spanpart "[s[\"label\"] for s in S] == [\"cfq 3.5-rc6\", \"cfq +series\", \"deadline 3.5-rc6\", \"deadline +series\"]"
'

expect 'cells under no header whose units differ ("1.38 s  1084.46 Mop/s") are two figures of the row, not its runs; cells of one unit are its runs' '
	xtext twounits <<EOF
The same binaries on plain 2.6.7-rc3-mm2 (best of 3):

   CG.A      1.38 s    1084.46 Mop/s
   CG.B    108.62 s     503.67 Mop/s
EOF
	xjson twounits "[(s[\"unit\"], vals(s)) for s in S] == [(\"s\", [\"1.38\"]), (\"Mop/s\", [\"1084.46\"]), (\"s\", [\"108.62\"]), (\"Mop/s\", [\"503.67\"])]" &&
	xtext oneunit <<EOF
Three builds on 2.6.7-rc3-mm2 (seconds):

   CG.A      1.38 s    1.41 s    1.37 s
   CG.B    108.62 s  107.90 s  108.01 s
EOF
	xjson oneunit "[vals(s) for s in S] == [[\"1.38\", \"1.41\", \"1.37\"], [\"108.62\", \"107.90\", \"108.01\"]]"
'

expect 'a metric'"'"'s one-word name after each build'"'"'s column ("4BSD  speedup  ULE  speedup") is that build'"'"'s figure of the metric; a name of more words after a build ("(real, seconds) master") is a build of its own' '
	xtext afterbuild <<EOF
Jacobi solver, wall clock, mean of 3 runs, speedup relative to 1 thread:

 threads    4BSD     speedup     ULE      speedup
 -------  -------    -------   -------    -------
    1      412.6      1.00      411.9      1.00
    8       79.5      5.19       61.2      6.73
EOF
	xjson afterbuild "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S][:4] == [(\"4BSD\", None, [\"412.6\"]), (\"4BSD\", \"speedup\", [\"1.00\"]), (\"ULE\", None, [\"411.9\"]), (\"ULE\", \"speedup\", [\"1.00\"])]"
'

expect 'a summary row under the runs, a rule between, whose figures name their rows ("mean   131.98 (bsd4)   118.19 (dfly)    -10.4%"): each figure the named row'"'"'s summary, the signed percentage the second against the first' '
	xtext meanbelow <<EOF
povray benchmark.pov, wall seconds

               run1     run2     run3
  bsd4       131.42   133.08   131.44
  dfly       118.20   117.64   118.73
  ------------------------------------
  mean       131.98 (bsd4)   118.19 (dfly)    -10.4%
EOF
	xjson meanbelow "[(s[\"label\"], len(vals(s)), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"bsd4\", 3, \"131.98\"), (\"dfly\", 3, \"118.19\")] and [(c[\"delta_pct\"][\"text\"], c[\"a\"] == S[1][\"id\"], c[\"b\"] == S[0][\"id\"]) for c in d[\"comparisons\"]] == [(\"-10.4%\", True, True)]"
'

expect 'a build'"'"'s name alone on a line over its runs, a figure a line ("8.1-RELEASE" over "	13491.63" ...), a summary line after them ("avg 13471.64"): a series a name, the runs its values, the summary its own; the groups of one list share the heading; a numbered list under a title is not read' '
	xtext runlist <<EOF
Requests per second over 3 runs each, rebooting between kernels:

8.1-RELEASE
	13491.63
	13520.18
	13388.90
	avg 13466.90

HEAD r210342
	11830.52
	11902.11
	11766.38
	avg 11833.00
EOF
	xjson runlist "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"], s[\"unit\"]) for s in S] == [(\"8.1-RELEASE\", [\"13491.63\", \"13520.18\", \"13388.90\"], \"13466.90\", \"Requests/s\"), (\"HEAD r210342\", [\"11830.52\", \"11902.11\", \"11766.38\"], \"11833.00\", \"Requests/s\")]" &&
	xtext counting <<EOF
Steps on 6.6:

6.6
1
2
3
EOF
	xjson counting "S == []"
'

expect 'a table of signed percentages with "~0" (within the noise) and "N/A" among them is a table of changes, not of figures: no series' '
	xtext changes <<EOF
2.6.28-rc1 against 2.6.27; negative means regression, ~0 within our noise band:

                        Stoakley    Tigerton    Nehalem-EP
volanoMark              -10%        -7%         -4%
tbench                  -6%         -3%         ~0
netperf UDP-U-4k        +8%         N/A         +5%
EOF
	xjson changes "S == []"
'

expect 'a column of one-word verdicts after the figures ("sig" over "yes" and "no") keeps the rows one table' '
	xtext verdicts <<EOF
summary (5 iterations, mean):

test                      unit     r301200      r301377     delta  sig
------------------------  -------  -----------  -----------  -------  ---
buildkernel -j8           s             612.41       598.07   -2.34%  yes
sysbench oltp ro 16thr    tps           8841.2       8790.6   -0.57%  no
getpid syscall            ns              61.2         61.4   +0.33%  no
EOF
	xjson verdicts "[(s[\"label\"], vals(s)) for s in S] == [(\"r301200\", [\"612.41\"]), (\"r301377\", [\"598.07\"]), (\"r301200\", [\"8841.2\"]), (\"r301377\", [\"8790.6\"]), (\"r301200\", [\"61.2\"]), (\"r301377\", [\"61.4\"])] and len(d[\"comparisons\"]) == 3"
'

expect 'rows named alike under group titles that are settings ("no_load:", "io_load:") are series of their own, not runs' '
	xtext groups <<EOF
no_load:
Kernel         Time    CPU%
2.5.40         67      98.5
2.5.40-mm1     68      97.1
io_load:
Kernel         Time    CPU%
2.5.40         88      77.3
2.5.40-mm1     95      70.5
EOF
	xjson groups "[(s[\"label\"], p(s, \"group\"), vals(s)) for s in S if s[\"metric\"] == \"Time\"] == [(\"2.5.40\", \"no_load\", [\"67\"]), (\"2.5.40-mm1\", \"no_load\", [\"68\"]), (\"2.5.40\", \"io_load\", [\"88\"]), (\"2.5.40-mm1\", \"io_load\", [\"95\"])]"
'

expect 'a heading naming its unit in words ("messages per second", "queries/sec") and its direction ("higher is better")' '
	xtext perword <<EOF
pipe-test, messages per second (higher is better):

  v6.7          1,234,567
  v6.7+patch    1,301,220
EOF
	xjson perword "[(s[\"label\"], s[\"unit\"], s[\"better\"]) for s in S] == [(\"v6.7\", \"messages/s\", \"higher\"), (\"v6.7+patch\", \"messages/s\", \"higher\")]" &&
	xtext qps <<EOF
super-smack select-key, queries/sec, higher is better:

            run1      run2      run3
4BSD      2341.2    2356.8    2349.1
ULE       2588.4    2601.7    2579.9
EOF
	xjson qps "[(s[\"label\"], s[\"unit\"], s[\"better\"], len(vals(s))) for s in S] == [(\"4BSD\", \"queries/sec\", \"higher\", 3), (\"ULE\", \"queries/sec\", \"higher\", 3)]"
'

expect 'groups titled by what they measure ("IOPS:", "LATENCY(us):"), each under the same row of counts: the counts are the header each time, the titles the metrics' '
	xtext metricgroups <<EOF
IOPS:
  instances            1      2      4
  unpatched        589.1  487.2  303.3
  patched          590.1  593.2  581.3

LATENCY(us):
  instances            1      2      4
  unpatched          217    262    422
  patched            216    215    219
EOF
	xjson metricgroups "[(s[\"label\"], s[\"metric\"], p(s, \"variant\"), vals(s)) for s in S if p(s, \"variant\") == \"1 instances\"] == [(\"unpatched\", \"IOPS\", \"1 instances\", [\"589.1\"]), (\"patched\", \"IOPS\", \"1 instances\", [\"590.1\"]), (\"unpatched\", \"LATENCY\", \"1 instances\", [\"217\"]), (\"patched\", \"LATENCY\", \"1 instances\", [\"216\"])] and len(S) == 12"
'

expect 'a deviation in parentheses one blank after a value ("12.3 (+-1.2%)") is the value'"'"'s; a significance star after a value ("46,011*") is no part of it; "1.08x" is a ratio, not the workload'"'"'s seconds' '
	xtext devapart <<EOF
schbench p99 wakeup latency (us), lower is better:

threads     tip                  tip+patch
1           12.3 (+-1.2%)        11.9 (+-0.9%)
2           15.1 (+-2.0%)        14.2 (+-1.1%)
EOF
	xjson devapart "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"tip\", [\"12.3\"], \"1.2\"), (\"tip+patch\", [\"11.9\"], \"0.9\"), (\"tip\", [\"15.1\"], \"2.0\"), (\"tip+patch\", [\"14.2\"], \"1.1\")]" &&
	xtext star <<EOF
netperf TCP_RR, trans/s (* = significant):

clients      base          patched
1            45,123        46,011*
16           312,441       330,120*
EOF
	xjson star "[(s[\"label\"], vals(s)) for s in S] == [(\"base\", [\"45,123\"]), (\"patched\", [\"46,011\"]), (\"base\", [\"312,441\"]), (\"patched\", [\"330,120\"])]" &&
	xtext ratiox <<EOF
Speedup over 4BSD (higher is better):

benchmark        ULE
buildworld       1.08x
super-smack      1.35x
EOF
	xjson ratiox "[(s[\"workload\"], s[\"unit\"], s[\"metric\"]) for s in S] == [(\"buildworld\", \"x\", None), (\"super-smack\", \"x\", None)]"
'

expect 'values each named by the one word after them ("1m2.34s real  1m0.01s user  0.50s sys", zsh'"'"'s "2345.67s user 345.21s system 712% cpu 6:17.89 total", read by time(1)'"'"'s reader as user, sys, cpu and real): the word between two values names the first' '
	xtext namesafter <<EOF
SCHED_ULE:   1m2.34s real  1m0.01s user  0.50s sys
SCHED_4BSD:  1m4.10s real  1m0.22s user  0.61s sys
EOF
	xjson namesafter "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"SCHED_ULE\", \"real\", [\"1m2.34s\"]), (\"SCHED_ULE\", \"user\", [\"1m0.01s\"]), (\"SCHED_ULE\", \"sys\", [\"0.50s\"]), (\"SCHED_4BSD\", \"real\", [\"1m4.10s\"]), (\"SCHED_4BSD\", \"user\", [\"1m0.22s\"]), (\"SCHED_4BSD\", \"sys\", [\"0.61s\"])]" &&
	xtext zshtime <<EOF
ULE:
make -j8 buildkernel  2345.67s user 345.21s system 712% cpu 6:17.89 total

4BSD:
make -j8 buildkernel  2351.02s user 350.77s system 698% cpu 6:26.70 total
EOF
	xjson zshtime "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S if s[\"label\"] == \"ULE\"] == [(\"ULE\", \"user\", [\"2345.67s\"]), (\"ULE\", \"sys\", [\"345.21s\"]), (\"ULE\", \"cpu\", [\"712%\"]), (\"ULE\", \"real\", [\"6:17.89\"])] and len(S) == 8 and all(s[\"found_by\"] == \"tool:time\" for s in S)"
'

expect 'runs numbered under a "#" header (not a root prompt), and a closing "Average" row one cell short under the run numbers: the average is each column'"'"'s mean; a build column named with its unit glued ("base(s)") is the build "base" in s' '
	xtext hashhdr <<EOF
hackbench -g 16 -l 10000, seconds:

#    6.6.0-rc1-00123-gabcdef0    6.6.0-rc1+
1    5.123                       4.987
2    5.201                       4.955
3    5.087                       5.012
EOF
	xjson hashhdr "[(s[\"label\"], vals(s)) for s in S] == [(\"6.6.0-rc1-00123-gabcdef0\", [\"5.123\", \"5.201\", \"5.087\"]), (\"6.6.0-rc1+\", [\"4.987\", \"4.955\", \"5.012\"])]" &&
	xtext avgshort <<EOF
Iteration   base(s)   patched(s)
1           12.31     11.98
2           12.40     12.01
3           12.29     11.87
Average     12.33     11.95
EOF
	xjson avgshort "[(s[\"label\"], s[\"unit\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"base\", \"s\", [\"12.31\", \"12.40\", \"12.29\"], \"12.33\"), (\"patched\", \"s\", [\"11.98\", \"12.01\", \"11.87\"], \"11.95\")]"
'

expect 'one row under its own title whose values after the first are each keyed ("49.0 MB/s  real = 438.79, user = 0.01, sys = 21.9"), as an excerpt cut after it leaves it, is read' '
	xtext keyedone <<EOF
@ linux 2.6.38.8
  248 MB/s  real = 86.74, user = 0.01, sys = 21.65
  251 MB/s  real = 85.63, user = 0.01, sys = 22.24

@ linux 2.6.39.4
 49.0 MB/s  real = 438.79, user = 0.01, sys = 21.90
EOF
	xjson keyedone "[(s[\"label\"], vals(s)) for s in S if \"2.6.39\" in s[\"label\"]] == [(\"@ linux 2.6.39.4\", [\"49.0\"]), (\"@ linux 2.6.39.4\", [\"438.79\"]), (\"@ linux 2.6.39.4\", [\"0.01\"]), (\"@ linux 2.6.39.4\", [\"21.90\"])]"
'

expect 'a heading with numbers that ends in a colon ("hackbench 20 process 1000, 5 runs:") introduces the table: the columns under it are still named by their header' '
	xtext introcolon <<EOF
hackbench 20 process 1000, 5 runs:

          base       patched
          4.512      4.301
          4.498      4.322
          4.530      4.290
EOF
	xjson introcolon "[(s[\"label\"], s[\"workload\"], vals(s)) for s in S] == [(\"base\", \"hackbench\", [\"4.512\", \"4.498\", \"4.530\"]), (\"patched\", \"hackbench\", [\"4.301\", \"4.322\", \"4.290\"])]"
'

expect 'rows all keyed alike ("Time:" on every line) under a header of kernels are the runs of each column' '
	xtext samekey <<EOF
hackbench 20 process 1000, 5 runs:

          2.6.23      2.6.23-cfs
Time:     4.512       4.301
Time:     4.498       4.322
Time:     4.530       4.290
EOF
	xjson samekey "[(s[\"label\"], vals(s)) for s in S] == [(\"2.6.23\", [\"4.512\", \"4.498\", \"4.530\"]), (\"2.6.23-cfs\", [\"4.301\", \"4.322\", \"4.290\"])]"
'

expect 'a summary keyed in the row ("avg 3.412s  stddev 0.041") is the series'"'"' summary, not two runs; columns named CPU0, CPU1 are where it ran, the rows the builds' '
	xtext keyedsum <<EOF
Running hackbench -g 40 -l 1000 ten times:

tip/sched/core:  avg 3.412s  stddev 0.041
+patch:          avg 3.287s  stddev 0.038

cyclictest -p 99 -t 4 -i 200 -l 100000, max latency (us):

             CPU0   CPU1   CPU2   CPU3
vanilla        45     52     48     50
patched        31     29     33     30
EOF
	xjson keyedsum "[(s[\"label\"], vals(s), (s.get(\"summary\") or {}).get(\"stddev\", {}).get(\"text\")) for s in S][:2] == [(\"tip/sched/core\", [\"3.412s\"], \"0.041\"), (\"+patch\", [\"3.287s\"], \"0.038\")] and [(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][2:4] == [(\"vanilla\", \"CPU0\", [\"45\"]), (\"vanilla\", \"CPU1\", [\"52\"])] and len(S) == 10"
'

expect 'a "kernel: NAME" line over run lines titles the runs below it, and the next one ends the list ("kernel: 6.1.0 (baseline)", "kernel: 6.1.0+sched-fix")' '
	xtext buildkey <<EOF
kernel: 6.1.0 (baseline)
  run1: 12.41s
  run2: 12.38s
  run3: 12.45s
kernel: 6.1.0+sched-fix
  run1: 11.92s
  run2: 11.88s
  run3: 11.95s
EOF
	xjson buildkey "[(s[\"label\"], vals(s)) for s in S] == [(\"kernel: 6.1.0 (baseline)\", [\"12.41s\", \"12.38s\", \"12.45s\"]), (\"kernel: 6.1.0+sched-fix\", [\"11.92s\", \"11.88s\", \"11.95s\"])]"
'

expect 'a whole number inside a row'"'"'s name ("Dhrystone 2 using register vars  3210.5  3222.1") is part of the name, and the table is read whole' '
	xtext numname <<EOF
I ran unixbench on a 2-socket Xeon:

                                   base        patched
Dhrystone 2 using register vars    3210.5      3222.1
Double-Precision Whetstone          812.2       811.9
Pipe-based Context Switching        620.1       702.5
EOF
	xjson numname "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"base\", \"Dhrystone 2 using register vars\", [\"3210.5\"]), (\"patched\", \"Dhrystone 2 using register vars\", [\"3222.1\"]), (\"base\", \"Double-Precision Whetstone\", [\"812.2\"]), (\"patched\", \"Double-Precision Whetstone\", [\"811.9\"]), (\"base\", \"Pipe-based Context Switching\", [\"620.1\"]), (\"patched\", \"Pipe-based Context Switching\", [\"702.5\"])]"
'

expect 'a version keying a row ("6.5") beside a row keyed by a name that begins with it ("6.5+eevdf") names its build, under a header of metrics' '
	xtext verkey <<EOF
kernbench (make -j 32, 5 runs averaged):

              Elapsed    User      System
6.5           61.2       1720.3    201.4
6.5+eevdf     60.8       1712.9    199.0
EOF
	xjson verkey "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S][::3] == [(\"6.5\", \"real\", [\"61.2\"]), (\"6.5+eevdf\", \"real\", [\"60.8\"])] and len(S) == 6"
'

expect 'rows named up to a colon, each value keyed by a build written bare before it ("16 instances:  baseline 51220.1 +/- 1.1%  patched 52001.7"): a series a row and build, the row'"'"'s name its variant' '
	xtext namedrows <<EOF
Tested on top of v6.10-rc1:

  netperf TCP_RR  1 instance:   baseline 62132.5 +/- 0.4%   patched 63310.0 +/- 0.5%
  netperf TCP_RR 16 instances:  baseline 51220.1 +/- 1.1%   patched 52001.7 +/- 0.9%
EOF
	xjson namedrows "[(s[\"label\"], p(s, \"variant\"), vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"baseline\", \"netperf TCP_RR 1 instance\", [\"62132.5\"], \"0.4%\"), (\"patched\", \"netperf TCP_RR 1 instance\", [\"63310.0\"], \"0.5%\"), (\"baseline\", \"netperf TCP_RR 16 instances\", [\"51220.1\"], \"1.1%\"), (\"patched\", \"netperf TCP_RR 16 instances\", [\"52001.7\"], \"0.9%\")]"
'

expect 'key: value lines keyed by a configuration without a build word ("with the patch: 437 ops/s", numbered or not) are a series each beside a key naming a build, when the value is a measurement; "old pstate: 16" is a setting' '
	xtext kvconfig <<EOF
1) stock kernel: 412 ops/s
2) with the patch: 437 ops/s
3) with the patch and THP off: 441 ops/s

old pstate: 16 (the lowest here)
new pstate: 16
EOF
	xjson kvconfig "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"stock kernel\", [\"412\"], \"ops/s\"), (\"with the patch\", [\"437\"], \"ops/s\"), (\"with the patch and THP off\", [\"441\"], \"ops/s\")]"
'

LV='[(s["label"], vals(s)) for s in S]'

expect 'markdown tables: the rules between cells stand for blanks, rows line up as any table'"'"'s; a bare version opening a row names it' '
	xtext md1 <<EOF
Results on a 16 core Ryzen, tbench throughput in MB/s:

| Clients | 6.6     | 6.6+patch |
|---------|---------|-----------|
| 1       | 412.3   | 418.9     |
| 8       | 3120.4  | 3180.2    |
EOF
	xjson md1 "[(s[\"label\"], p(s, \"clients\"), vals(s)) for s in S] == [(\"6.6\", \"1\", [\"412.3\"]), (\"6.6+patch\", \"1\", [\"418.9\"]), (\"6.6\", \"8\", [\"3120.4\"]), (\"6.6+patch\", \"8\", [\"3180.2\"])]" &&
	xtext md2 <<EOF
Numbers from my desktop:

| Kernel      | hackbench (s) | tbench (MB/s) |
|:------------|--------------:|--------------:|
| 6.1         | 12.3          | 1020          |
| 6.1 + patch | 11.9          | 1044          |
EOF
	xjson md2 "$LV == [(\"6.1\", [\"12.3\"]), (\"6.1\", [\"1020\"]), (\"6.1 + patch\", [\"11.9\"]), (\"6.1 + patch\", [\"1044\"])]" &&
	xtext md3 <<EOF
|  run | baseline | patched |
|------|----------|---------|
|    1 |    5.123 |   4.987 |
|    2 |    5.201 |   4.990 |
EOF
	xjson md3 "$LV == [(\"baseline\", [\"5.123\", \"5.201\"]), (\"patched\", [\"4.987\", \"4.990\"])]"
'

expect 'a line opening and ending on a bar under a header of another shape is a ruled header'"'"'s second line, its bars cells'"'"' edges' '
	xtext ruled2 <<EOF
Test Case                   | IOPS in IRQ mode | IOPS in polling mode
                            | (hipri=0)        | (hipri=1)           |
--------------------------- | ---------------- | --------------------
2 devices, jobs = 1         | 198k             | 276k
EOF
	xjson ruled2 "$LV == [(\"(hipri=0)\", [\"198k\"]), (\"(hipri=1)\", [\"276k\"])]"
'

expect 'header cells parted by tabs are mapped by count (a tab'"'"'s width depends on what precedes it), quoted too; a word no vocabulary knows over a column is its build when the rows count a setting' '
	printf "schbench p99 latency in usec:\n\nthreads\t6.6\tBORE\n1\t3626.2\t3601.73\n4\t4578.864\t1689.57\n" >tab1.txt &&
	xjson tab1 "[(s[\"label\"], p(s, \"tasks\"), vals(s)) for s in S] == [(\"6.6\", \"1\", [\"3626.2\"]), (\"BORE\", \"1\", [\"3601.73\"]), (\"6.6\", \"4\", [\"4578.864\"]), (\"BORE\", \"4\", [\"1689.57\"])]" &&
	printf "On Mon, A wrote:\n> netperf (Mbit/s):\n>\n> clients\t2.6.31-rc2(BFS)\tNO_TTWU_QUEUE\n> 8\t4904.46\t4808.07\n> 16\t2065.3\t1000.317\n" >tab2.txt &&
	xjson tab2 "[(s[\"label\"], vals(s)) for s in S] == [(\"2.6.31-rc2(BFS)\", [\"4904.46\"]), (\"NO_TTWU_QUEUE\", [\"4808.07\"]), (\"2.6.31-rc2(BFS)\", [\"2065.3\"]), (\"NO_TTWU_QUEUE\", [\"1000.317\"])]"
'

expect 'a bare version in the column of row names beside named rows names its row; "FreeBSD 7.0" is one name; "run 6.6 6.6 + patch" over rows of other counts is the header' '
	xtext vrow <<EOF
kernel build (seconds):

vanilla      4582.7
BORE         4716.74
6.6          3193.34
EOF
	xjson vrow "$LV == [(\"vanilla\", [\"4582.7\"]), (\"BORE\", [\"4716.74\"]), (\"6.6\", [\"3193.34\"])]" &&
	xtext osrow <<EOF
pgbench (tps):

    kernel        run1      run2
    SIS_UTIL      1297.32   3312.865
    FreeBSD 7.0   4928.27   4426.51
EOF
	xjson osrow "[s[\"label\"] for s in S] == [\"SIS_UTIL\", \"FreeBSD 7.0\"] and [vals(s) for s in S] == [[\"1297.32\", \"3312.865\"], [\"4928.27\", \"4426.51\"]]" &&
	xtext vhead <<EOF
Results for netperf, Mbit/s:

  run        6.6   6.6 + patch
  1      3303.79        3037.2
  2     1987.650       1156.76
EOF
	xjson vhead "$LV == [(\"6.6\", [\"3303.79\", \"1987.650\"]), (\"6.6 + patch\", [\"3037.2\", \"1156.76\"])]"
'

expect '"kernel" over the row names makes them the builds; rows naming benchmarks leave the columns to the builds, "tip/sched/core" too (no rate in it)' '
	xtext khead <<EOF
| kernel | result   |
|--------|----------|
| 6.6    | 3888.952 |
| BORE   | 386.46   |
EOF
	xjson khead "$LV == [(\"6.6\", [\"3888.952\"]), (\"BORE\", [\"386.46\"])]" &&
	xtext wrows <<EOF
Results, transactions/sec:

    benchmark        6.6   tip/sched/core
    schbench    3175.994           1593.1
    pgbench     3694.132            653.8
EOF
	xjson wrows "[(s[\"label\"], s[\"workload\"], vals(s)) for s in S] == [(\"6.6\", \"schbench\", [\"3175.994\"]), (\"tip/sched/core\", \"schbench\", [\"1593.1\"]), (\"6.6\", \"pgbench\", [\"3694.132\"]), (\"tip/sched/core\", \"pgbench\", [\"653.8\"])]"
'

expect 'a count left of right-aligned figures ("1 thread") heads their column; a header starting "case" is no C; values with "+- dev" keep their columns' '
	xtext cnt <<EOF
Ratios patched/base:

                    1 thread   4 threads
hackbench (time)      0.98       0.99
pgbench (tps)         1.00       1.03
EOF
	xjson cnt "[(p(s, \"tasks\"), p(s, \"variant\"), vals(s)) for s in S] == [(\"1\", \"hackbench (time)\", [\"0.98\"]), (\"4\", \"hackbench (time)\", [\"0.99\"]), (\"1\", \"pgbench (tps)\", [\"1.00\"]), (\"4\", \"pgbench (tps)\", [\"1.03\"])]" &&
	xtext casehdr <<EOF
hackbench

case            baseline     patched
pipe-1           1.00         1.01
socket-1         1.00         0.95
EOF
	xjson casehdr "$LV == [(\"baseline\", [\"1.00\"]), (\"patched\", [\"1.01\"]), (\"baseline\", [\"1.00\"]), (\"patched\", [\"0.95\"])]" &&
	xtext devcells <<EOF
hackbench, seconds:

run          linux-next              base
run1   4259.077 +- 1.05   1523.94 +- 2.33
run2   2007.888 +- 0.91    3598.7 +- 1.84
EOF
	xjson devcells "$LV == [(\"linux-next\", [\"4259.077\", \"2007.888\"]), (\"base\", [\"1523.94\", \"3598.7\"])]"
'

expect 'a row of rising counts over rows of measurements with units heads the columns, its one-word name the setting; a rule under the title is skipped' '
	xtext iodepth <<EOF
with patch
--------------------------------------------------
iodepth       |        4 |        8 |       16
bw            | 1196MB/s | 1721MB/s | 2351MB/s
cpu usage     |    63.8% |    74.4% |    81.1%
EOF
	xjson iodepth "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][:3] == [(\"with patch\", \"4 iodepth\", [\"1196MB/s\"]), (\"with patch\", \"8 iodepth\", [\"1721MB/s\"]), (\"with patch\", \"16 iodepth\", [\"2351MB/s\"])] and len(S) == 6"
'

expect 'a deviation glued to its mark a blank after a value ("1.579 +/-29.16%") is the value'"'"'s; the change after the pair compares the columns; "1 test" keys a row as "1 groups" does' '
	xtext gluedpm <<EOF
                     tip/sched/core          + patchset
hackbench -l (2560/#grp) -g #grp
 1 groups       1.579 +/-29.16%       1.410 +/-13.46% (+10.70%)
 4 groups       1.269 +/-9.69%        1.205 +/-3.27% (+5.00%)
EOF
	xjson gluedpm "[(s[\"label\"], p(s, \"groups\"), vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"tip/sched/core\", \"1\", [\"1.579\"], \"29.16\"), (\"+ patchset\", \"1\", [\"1.410\"], \"13.46\"), (\"tip/sched/core\", \"4\", [\"1.269\"], \"9.69\"), (\"+ patchset\", \"4\", [\"1.205\"], \"3.27\")] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+10.70%\", \"+5.00%\"]" &&
	xtext testrows <<EOF
Unixbench shell8    baseline    patched
  1 test            1963.48     1902.88
224 tests           2427.60     2469.80
EOF
	xjson testrows "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"baseline\", \"1 test\", [\"1963.48\"]), (\"patched\", \"1 test\", [\"1902.88\"]), (\"baseline\", \"224 tests\", [\"2427.60\"]), (\"patched\", \"224 tests\", [\"2469.80\"])]"
'

expect 'columns named by kernels'"'"' versions alone ("5.15  6.6", 2.x or later, no sweep) over runs or counts are the builds; a name and its unit in brackets over right-aligned figures ("CFS [MB/s]", "6.6 (tps)") head one column' '
	xtext vcols <<EOF
tbench throughput:

          5.15        6.6
1       429.84     4298.6
2       3663.3    3676.37
min     524.33   4073.592
EOF
	xjson vcols "[(s[\"label\"], vals(s)) for s in S] == [(\"5.15\", [\"429.84\", \"3663.3\"]), (\"6.6\", [\"4298.6\", \"3676.37\"])]" &&
	xtext sweep <<EOF
hackbench (seconds):

load    0.5      1.0      1.5
run1    1.234    2.345    3.456
run2    1.240    2.350    3.470
EOF
	xjson sweep "all(s[\"label\"] not in (\"0.5\", \"1.0\", \"1.5\") for s in S)" &&
	xtext unithead <<EOF
Results:

test       CFS [MB/s]   6.6 (tps)
netperf       2796.44      1103.503
tbench        3178.75       3014.89
EOF
	xjson unithead "[(s[\"label\"], s[\"workload\"], vals(s)) for s in S] == [(\"CFS\", \"netperf\", [\"2796.44\"]), (\"6.6\", \"netperf\", [\"1103.503\"]), (\"CFS\", \"tbench\", [\"3178.75\"]), (\"6.6\", \"tbench\", [\"3014.89\"])]"
'

expect 'rows keyed as runs in the ways posts number them ("#1", "1)", "Run 1:", "trial1", "try1", "iter#2"); percentiles ("50th", "90th") are no runs are one series a column, the runs its values' '
	for keys in "#1 #2 #3" "1) 2) 3)" "Run_1: Run_2: Run_3:" "trial1 trial2 trial3" "try1 try2 iter#3"; do
		set -- $keys
		printf "hackbench, seconds:\n\n%-10s %8s %8s\n%-10s %8s %8s\n%-10s %8s %8s\n%-10s %8s %8s\n" "" BORE CFS "$(echo $1 | tr _ " ")" 12.31 11.92 "$(echo $2 | tr _ " ")" 12.52 12.03 "$(echo $3 | tr _ " ")" 12.44 11.97 >runkeys.txt
		xjson runkeys "[(s[\"label\"], vals(s)) for s in S] == [(\"BORE\", [\"12.31\", \"12.52\", \"12.44\"]), (\"CFS\", [\"11.92\", \"12.03\", \"11.97\"])]" || return 1
	done
	printf "wakeup latency (usec):\n\n%-10s %8s %8s\n%-10s %8s %8s\n%-10s %8s %8s\n%-10s %8s %8s\n" "" BORE CFS 50th 21 25 90th 38 44 99th 59 71 >pctl.txt &&
	xjson pctl "len(S) == 6 and all(len(vals(s)) == 1 for s in S)"
'

expect 'rows named by words the vocabulary lacks under the command that ran them: the rows are the builds, not the command' '
	xtext cmdhead <<EOF
128 bytes packets, 10 clients:
echo_bench --address 10.0.0.2:7777 -c 10 -t 60 -l 128
epoll_server:      Speed: 80999 request/sec
uring_server:      Speed: 74488 request/sec
EOF
	xjson cmdhead "[(s[\"label\"], vals(s)) for s in S] == [(\"epoll_server\", [\"80999\"]), (\"uring_server\", [\"74488\"])]"
'

expect 'rows of runs under their builds keep every row when one has a run fewer or more; a cell is placed by the row above it' '
	xtext raggedruns <<EOF
Kernel compile, elapsed seconds, five runs each:

v6.1:         101.2  100.8  101.5  100.9
v6.1+eevdf:    98.4   98.9   98.1   98.6   98.3
v6.1+bore:     99.0   99.3   98.8   99.1   99.2

Comments welcome.
EOF
	xjson raggedruns "[(s[\"label\"], vals(s)) for s in S] == [(\"v6.1\", [\"101.2\", \"100.8\", \"101.5\", \"100.9\"]), (\"v6.1+eevdf\", [\"98.4\", \"98.9\", \"98.1\", \"98.6\", \"98.3\"]), (\"v6.1+bore\", [\"99.0\", \"99.3\", \"98.8\", \"99.1\", \"99.2\"])]"
'

expect 'a cell left empty inside a row keeps the row: its figures stay under their own columns, and the rows after it stay in the table' '
	xtext holes <<EOF
hackbench, seconds:

              4.19.1   5.4.2    5.10.3
pipe          12.1     11.9     11.5
socket        14.0              13.2
threads       10.2     10.0     9.9
EOF
	xjson holes "sorted((s[\"label\"], p(s, \"variant\"), vals(s)) for s in S) == [(\"4.19.1\", \"pipe\", [\"12.1\"]), (\"4.19.1\", \"socket\", [\"14.0\"]), (\"4.19.1\", \"threads\", [\"10.2\"]), (\"5.10.3\", \"pipe\", [\"11.5\"]), (\"5.10.3\", \"socket\", [\"13.2\"]), (\"5.10.3\", \"threads\", [\"9.9\"]), (\"5.4.2\", \"pipe\", [\"11.9\"]), (\"5.4.2\", \"threads\", [\"10.0\"])]"
'

expect 'a header of bare two-part versions over as many cells in rows named by words names the columns; over rows of runs and their mean it is a row of figures' '
	xtext twopart <<EOF
fio randread, 4k blocks:

                  5.15      6.1
bandwidth (MB/s)  1210      1388
IOPS              309760    355328
EOF
	xjson twopart "sorted((s[\"label\"], vals(s)) for s in S) == [(\"5.15\", [\"1210\"]), (\"5.15\", [\"309760\"]), (\"6.1\", [\"1388\"]), (\"6.1\", [\"355328\"])]" &&
	xtext tworuns <<EOF
hackbench:

         vanilla   patched
         1.51      2.03
         1.49      2.01
mean     1.50      2.02
EOF
	xjson tworuns "[(s[\"label\"], vals(s)) for s in S] == [(\"vanilla\", [\"1.51\", \"1.49\"]), (\"patched\", [\"2.03\", \"2.01\"])]"
'

expect 'a group title stating a count sets it for its own rows ("and with 16 clients" after "tbench with 8 clients")' '
	xtext groupcount <<EOF
I ran tbench with 8 clients:

  base:    1234.5 MB/sec
  patched: 1301.2 MB/sec

and with 16 clients:

  base:    1520.1 MB/sec
  patched: 1618.9 MB/sec
EOF
	xjson groupcount "[(s[\"label\"], p(s, \"clients\"), vals(s)) for s in S] == [(\"base\", \"8\", [\"1234.5\"]), (\"patched\", \"8\", [\"1301.2\"]), (\"base\", \"16\", [\"1520.1\"]), (\"patched\", \"16\", [\"1618.9\"])]"
'

expect 'minutes and seconds no clock shows ("34:12": 24 minutes or more) are durations; a row opening "+ " beside a row with one figure each, cells set apart, is a row, not a line a patch adds' '
	xtext minsec <<EOF
buildworld -j8 on an 8-core box, minutes:

ULE:  34:12, 34:40, 33:58
4BSD: 36:01, 35:47, 36:20
EOF
	xjson minsec "[(s[\"label\"], vals(s)) for s in S] == [(\"ULE\", [\"34:12\", \"34:40\", \"33:58\"]), (\"4BSD\", [\"36:01\", \"35:47\", \"36:20\"])] and S[0][\"values\"][0][\"value\"] == 2052" &&
	xtext plusone <<EOF
On my 16-core box, kernel build (make -j32) takes:

    mainline         95.3 s
    + this series    92.1 s
EOF
	xjson plusone "[(s[\"label\"], vals(s)) for s in S] == [(\"mainline\", [\"95.3\"]), (\"this series\", [\"92.1\"])]"
'

expect 'groups keyed by different counts ("1 group", "8 clients") under one header stay one table; a group title naming a benchmark is the workload of its rows' '
	xtext countgroups <<EOF
                          baseline    patched
hackbench (lower is better)
  1 group                 1.234       1.200  (  2.76%)
  2 groups                2.345       2.301  (  1.88%)
tbench (higher is better)
  8 clients               2345.1      2401.9 (  2.42%)
  16 clients              4012.7      4100.3 (  2.18%)
EOF
	xjson countgroups "[(s[\"label\"], s[\"workload\"], vals(s)) for s in S[4:]] == [(\"baseline\", \"tbench\", [\"2345.1\"]), (\"patched\", \"tbench\", [\"2401.9\"]), (\"baseline\", \"tbench\", [\"4012.7\"]), (\"patched\", \"tbench\", [\"4100.3\"])] and {s[\"workload\"] for s in S[:4]} == {\"hackbench\"} and len(d[\"comparisons\"]) == 4"
'

expect 'cpufreq governors over the columns are the builds, the rows what was measured' '
	xtext governors <<EOF
Results are the average of 3 runs; lower is better.

                     | schedutil | performance | ondemand
---------------------+-----------+-------------+---------
kernel build (s)     |     95.3  |       91.2  |    97.8
gitsource (s)        |    120.1  |      110.4  |   125.9
EOF
	xjson governors "[(s[\"label\"], vals(s)) for s in S] == [(\"schedutil\", [\"95.3\"]), (\"performance\", [\"91.2\"]), (\"ondemand\", [\"97.8\"]), (\"schedutil\", [\"120.1\"]), (\"performance\", [\"110.4\"]), (\"ondemand\", [\"125.9\"])]"
'

expect 'rows keyed by a count ("4 clients") with a cell left empty keep their place; a header of versions over rows whose figures read as versions ("88.57") names the columns; figures out of order ("89.6  84.7  99.2") are runs, never a header' '
	xtext countholes <<EOF
schbench (usec):

                  tip   7.0-CURRENT     BORE
1 client         20.0       2119.79   2665.8
4 clients      2379.2                 533.82
16 clients   2119.674                 4694.6
EOF
	xjson countholes "sorted((s[\"label\"], p(s, \"clients\"), vals(s)) for s in S) == [(\"7.0-CURRENT\", \"1\", [\"2119.79\"]), (\"BORE\", \"1\", [\"2665.8\"]), (\"BORE\", \"16\", [\"4694.6\"]), (\"BORE\", \"4\", [\"533.82\"]), (\"tip\", \"1\", [\"20.0\"]), (\"tip\", \"16\", [\"2119.674\"]), (\"tip\", \"4\", [\"2379.2\"])]" &&
	xtext verlike <<EOF
fio seqwrite 128k:

                      4.19        5.4
bandwidth (MB/s)     88.57     916.99
throughput          378833    3141.61
EOF
	xjson verlike "sorted((s[\"label\"], vals(s)) for s in S) == [(\"4.19\", [\"378833\"]), (\"4.19\", [\"88.57\"]), (\"5.4\", [\"3141.61\"]), (\"5.4\", [\"916.99\"])]" &&
	xtext runsnothead <<EOF
tbench, 5 runs each:

vanilla:    89.6    84.7    99.2    97.4    94.5
BORE:      113.6   110.7   114.8    89.6    88.7   107.1
EOF
	xjson runsnothead "[(s[\"label\"], len(vals(s))) for s in S] == [(\"vanilla\", 5), (\"BORE\", 6)]" &&
	xtext plustwo <<EOF
kernel build (make -j32) on my box takes:

    v6.8-rc1           424.42 sec
    + patch 3/4        1091.6 sec
EOF
	xjson plustwo "[(s[\"label\"], vals(s)) for s in S] == [(\"v6.8-rc1\", [\"424.42\"]), (\"patch 3/4\", [\"1091.6\"])]"
'

expect 'rows named by builds joined with "+" or after "linux-" ("tip+fix", "linux-next") are builds; a bare version beside a row opening "+ " in its column names its row' '
	xtext joined <<EOF
dbench, elapsed seconds, 4 runs each:

tip+fix:       83.1    99.7    98.9    90.9
linux-next:   106.7    80.1   107.2   119.1
EOF
	xjson joined "[(s[\"label\"], len(vals(s))) for s in S] == [(\"tip+fix\", 4), (\"linux-next\", 4)]" &&
	xtext versionplus <<EOF
kernel build (make -j32) on my box takes:

    6.6                652.766 s
    + the patch        640.183 s
EOF
	xjson versionplus "[(s[\"label\"], vals(s)) for s in S] == [(\"6.6\", [\"652.766\"]), (\"the patch\", [\"640.183\"])]"
'

expect 'a few words opening with with or without over a table ("Without the fix", "with the patch") are its title: one-row summary tables, group titles between rows' '
	xtext sidetitles <<EOF
Wakeup latency in usecs over the run (lower is better)

Without the fix
    N        Min     Max     Median         Avg      Stddev
x 212         40     988        311   344.5102   120.31877

With the fix
    N        Min     Max     Median         Avg      Stddev   Improvement
x 208         35     702        260   281.00431   98.17355        18.43%
EOF
	xjson sidetitles "[(s[\"label\"], s[\"summary\"][\"n\"][\"text\"]) for s in S] == [(\"Without the fix\", \"212\"), (\"With the fix\", \"208\")] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"18.43%\"]" &&
	xtext sidegroups <<EOF
Task | Runtime ms | Switches | Max delay ms |
base kernel
1 hackbench:(4) | 4512.118 ms | 20334 | max: 12.001 ms |
2 hackbench:(4) | 4498.730 ms | 20112 | max: 11.872 ms |
with the patch
1 hackbench:(4) | 4470.521 ms | 21004 | max: 9.770 ms |
2 hackbench:(4) | 4466.902 ms | 20980 | max: 9.812 ms |
EOF
	xjson sidegroups "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S if s[\"metric\"] == \"Switches\"] == [(\"base kernel\", \"Switches\", [\"20334\", \"20112\"]), (\"with the patch\", \"Switches\", [\"21004\", \"20980\"])]"
'

expect 'a cut ("[...]") between a quoted header and the rows kept under it: the rows are still the header'"'"'s' '
	xtext cut <<EOF
On Fri, 12 Oct 2007, Somebody wrote:

> Requests per second, median of 3 runs:
>
> clients     base    patched
[...]
>       8     2611     3086
>      12     2388     3051

Same here.
EOF
	xjson cut "[(s[\"label\"], p(s, \"clients\"), vals(s)) for s in S] == [(\"base\", \"8\", [\"2611\"]), (\"patched\", \"8\", [\"3086\"]), (\"base\", \"12\", [\"2388\"]), (\"patched\", \"12\", [\"3051\"])]" &&
	sed "s/^\[\.\.\.\]$/> <snip>/" cut.txt >cut2.txt &&
	xjson cut2 "len(S) == 4 and vals(S[3]) == [\"3051\"]"
'

expect 'runs under a row whose key they leave out ("  10  6712.48  6388.20" over "      6698.91  6401.77"), or write again: one series per column and key' '
	xtext contd <<EOF
Requests per second, 3 runs each:

clients      base    patched
  10      6712.48   6388.20
          6698.91   6401.77
          6730.05   6377.52
  30      6544.13   5521.86
          6561.90   5498.03
EOF
	xjson contd "[(s[\"label\"], p(s, \"clients\"), vals(s)) for s in S] == [(\"base\", \"10\", [\"6712.48\", \"6698.91\", \"6730.05\"]), (\"patched\", \"10\", [\"6388.20\", \"6401.77\", \"6377.52\"]), (\"base\", \"30\", [\"6544.13\", \"6561.90\"]), (\"patched\", \"30\", [\"5521.86\", \"5498.03\"])]" &&
	awk "/^  10 /{k=\$1} /^  30 /{k=\$1} /^          [0-9]/{printf \"  %s%s\\n\", k, substr(\$0, 5); next} {print}" contd.txt >again.txt &&
	grep -c "^  10 " again.txt | grep -qx 3 &&
	xjson again "[(s[\"label\"], p(s, \"clients\"), vals(s)) for s in S] == [(\"base\", \"10\", [\"6712.48\", \"6698.91\", \"6730.05\"]), (\"patched\", \"10\", [\"6388.20\", \"6401.77\", \"6377.52\"]), (\"base\", \"30\", [\"6544.13\", \"6561.90\"]), (\"patched\", \"30\", [\"5521.86\", \"5498.03\"])]"
'

expect 'a word over every row before its count ("hackbench 10", "hackbench 50"): the counts key the rows, continued rows their runs' '
	xtext wordkey <<EOF
hackbench, in seconds:

                    2.6.21-rc7    2.6.21-cfs
hackbench 10          1.412         1.356
                      1.398         1.349
hackbench 50          6.893         6.481
                      6.951         6.530
EOF
	xjson wordkey "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"2.6.21-rc7\", \"hackbench 10\", [\"1.412\", \"1.398\"]), (\"2.6.21-cfs\", \"hackbench 10\", [\"1.356\", \"1.349\"]), (\"2.6.21-rc7\", \"hackbench 50\", [\"6.893\", \"6.951\"]), (\"2.6.21-cfs\", \"hackbench 50\", [\"6.481\", \"6.530\"])]"
'

expect 'runs named "run 1:" to "run N:" under kernel columns, then an "avg" row: each column one series of the runs, the avg its summary mean' '
	xtext runavg <<EOF
kbuild, elapsed seconds, 3 runs each:

          2.6.31  2.6.31-bfs211
  run 1:   92.81    91.66
  run 2:   92.47    91.94
  run 3:   93.10    91.53
  avg      92.79    91.71
EOF
	xjson runavg "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"2.6.31\", [\"92.81\", \"92.47\", \"93.10\"], \"92.79\"), (\"2.6.31-bfs211\", [\"91.66\", \"91.94\", \"91.53\"], \"91.71\")]"
'

expect 'columns named "-current" and "+diff" are builds (a branch, a build with what it adds), not options: one series per column and row' '
	xtext branch <<EOF
time make -jN, real seconds, one run each:

         -current     +diff
-j1       1402.77   1401.90
-j2        733.41    729.08
-j4        401.32    392.65
EOF
	xjson branch "[(s[\"label\"], p(s, \"jobs\"), vals(s)) for s in S][:2] == [(\"-current\", \"1\", [\"1402.77\"]), (\"+diff\", \"1\", [\"1401.90\"])] and len(S) == 6"
'

expect 'a row'"'"'s cells keyed "run1:", "run2:" ... are the runs of the row'"'"'s one series' '
	printf "kernel build, make -j2, seconds elapsed:\n\n2.6.31: run1: 192.4 run2: 191.8 run3: 193.1\n2.6.31-bfs221: run1: 189.9 run2: 190.6 run3: 190.2\n" >runkeys.txt &&
	xjson runkeys "[(s[\"label\"], vals(s)) for s in S] == [(\"2.6.31\", [\"192.4\", \"191.8\", \"193.1\"]), (\"2.6.31-bfs221\", [\"189.9\", \"190.6\", \"190.2\"])]"
'

expect 'rows of tasks under "Task" in tables titled "vanilla:" and "patched:": each table'"'"'s rows are settings of its titled build; a sentence over a table is no such title' '
	printf "vanilla:\n\n  Task                  |   Runtime ms  | Switches | Average delay ms |\n  hackbench:(41)        |  18236.204 ms |   412871 | avg:    0.187 ms |\n  kworker/1:1:98        |      2.913 ms |      604 | avg:    0.052 ms |\n\npatched:\n\n  Task                  |   Runtime ms  | Switches | Average delay ms |\n  hackbench:(41)        |  18102.877 ms |   398114 | avg:    0.121 ms |\n  kworker/1:1:98        |      3.102 ms |      588 | avg:    0.049 ms |\n" >tasks.txt &&
	xjson tasks "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S if s[\"metric\"] == \"Switches\"] == [(\"vanilla\", \"hackbench\", [\"412871\"]), (\"vanilla\", \"kworker/1:1:98\", [\"604\"]), (\"patched\", \"hackbench\", [\"398114\"]), (\"patched\", \"kworker/1:1:98\", [\"588\"])]" &&
	sed "s/^vanilla:/before the change I saw this:/" tasks.txt >sentence.txt &&
	xjson sentence "[s[\"label\"] for s in S if s[\"metric\"] == \"Switches\"][:2] == [\"hackbench\", \"kworker/1:1:98\"]"
'

expect 'a "ratio" (or "speedup") column after two builds'"'"' columns is theirs, no series of its own: it compares them, as the "%" column beside it does' '
	xtext ratiocol <<EOF
Each benchmark is the mean of 5 iterations:

  benchmark    unit       sugov    sugov-fi    ratio       %
  -----------------------------------------------------------
  tbench4      MB/s     1520.33     1603.81     1.05    +5.5
  kernbench    s         118.44      112.05     1.06    +5.7
EOF
	xjson ratiocol "[(s[\"label\"], vals(s)) for s in S] == [(\"sugov\", [\"1520.33\"]), (\"sugov-fi\", [\"1603.81\"]), (\"sugov\", [\"118.44\"]), (\"sugov-fi\", [\"112.05\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"] if c[\"delta_pct\"]] == [\"+5.5\", \"+5.7\"] and [c[\"delta\"][\"text\"] for c in d[\"comparisons\"] if c[\"delta\"]] == [\"1.05\", \"1.06\"]"
'

expect 'columns named by releases ("2.4.18-pre9  2.4.18-pre9-J9") over rows of jobs whose words name builds ("kernel make -j4", "gcc-3.0.3 bootstrap"): the columns are the builds' '
	xtext jobs <<EOF
Elapsed seconds, each the average of 3 runs:

job                        2.4.18-pre9   2.4.18-pre9-J9
-------------------------  -----------   --------------
kernel make -j4                  248.6            241.2
kernel make -j16                 239.9            226.3
gcc-3.0.3 bootstrap             1733.0           1702.4
EOF
	xjson jobs "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][:3] == [(\"2.4.18-pre9\", \"kernel make -j4\", [\"248.6\"]), (\"2.4.18-pre9-J9\", \"kernel make -j4\", [\"241.2\"]), (\"2.4.18-pre9\", \"kernel make -j16\", [\"239.9\"])] and len(S) == 6"
'

expect 'a row opening with a count of times ("1000x /bin/echo (sh loop)") is named by it, no figure; decimal commas and a unit apart read as figures' '
	xtext times <<EOF
Mean of three runs:

                               7.2-RELEASE    8.0-RELEASE
make -j4 buildkernel              218,7 s        204,3 s
1000x /bin/echo (sh loop)          3,41 s         3,12 s
EOF
	xjson times "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][2:] == [(\"7.2-RELEASE\", \"1000x /bin/echo (sh loop)\", [\"3,41\"]), (\"8.0-RELEASE\", \"1000x /bin/echo (sh loop)\", [\"3,12\"])] and S[2][\"values\"][0][\"value\"] == 3.41"
'

expect 'rows keyed "1-clients:" under two builds, each cell "V (P pct)": a table, not key: value pairs (a parenthesis closing before the row ends is no closing remark)' '
	xtext clientsrows <<EOF
netperf TCP_RR, transactions/s, higher is better:

                     tip                        limit_idle
  1-clients:     102839.97 (0.00 pct)      103540.33 (0.68 pct)
  2-clients:      98428.08 (0.00 pct)       99224.84 (0.81 pct)
EOF
	xjson clientsrows "[(s[\"label\"], vals(s)) for s in S] == [(\"tip\", [\"102839.97\"]), (\"limit_idle\", [\"103540.33\"]), (\"tip\", [\"98428.08\"]), (\"limit_idle\", [\"99224.84\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"0.68\", \"0.81\"]" &&
	printf "Results on the box:\n\n6.6: 166.4 us (avg of 5 runs)\n6.7: 160.2 us (avg of 5 runs)\n" >remark.txt &&
	xjson remark "[(s[\"label\"], vals(s)) for s in S] == [(\"6.6\", [\"166.4\"]), (\"6.7\", [\"160.2\"])]"
'

expect 'rows of a setting under a sentence opening "With X" and going on ("With the diff, on the x3550:", "With the diff on my box:"): the change it opens with names them; a sentence under the rows ("seconds, median of 3.") is no row' '
	for ttl in "With the diff, on the x3550 (2x E5-2640, 32G):" "With the diff on my box:"; do
		printf "%s\n\n  -j1   1843.6\n  -j2    957.2\n  -j4    512.8\n\nseconds, median of 3.\n" "$ttl" >withdiff.txt &&
		xjson withdiff "[(s[\"label\"], vals(s), p(s, \"jobs\")) for s in S] == [(\"With the diff\", [\"1843.6\"], \"1\"), (\"With the diff\", [\"957.2\"], \"2\"), (\"With the diff\", [\"512.8\"], \"4\")]" || exit 1
	done
'

expect 'columns named in capitals without a build word ("NUMA01  NUMA02_SMT") over rows naming releases ("3.7.0-rc6 vanilla", "autonuma-v28"): the rows are the builds, the columns their tests' '
	xtext capcols <<EOF
Each figure is the elapsed time from a single run:

                       NUMA01     NUMA01_THREADLOCAL   NUMA02   NUMA02_SMT
3.7.0-rc6 vanilla      1662.25        1283.30          58.12      49.02
autonuma-v28fastr4      597.73         373.72          27.80      45.91
balancenuma-v4r38      1591.87        1260.77          56.50      52.71
EOF
	xjson capcols "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][:2] == [(\"3.7.0-rc6 vanilla\", \"NUMA01\", [\"1662.25\"]), (\"3.7.0-rc6 vanilla\", \"NUMA01_THREADLOCAL\", [\"1283.30\"])] and [s[\"label\"] for s in S][::4] == [\"3.7.0-rc6 vanilla\", \"autonuma-v28fastr4\", \"balancenuma-v4r38\"]"
'

expect 'builds over a line of settings ("vanilla" over "1 thread  8 threads"): each column a build at its setting' '
	xtext setspan <<EOF
hackbench, seconds:

                  vanilla              patched
             1 thread  8 threads  1 thread  8 threads
process         1.21      4.50      1.19      4.31
pipe            2.33      9.10      2.30      8.80
EOF
	xjson setspan "[(s[\"label\"], p(s, \"tasks\"), vals(s)) for s in S][:4] == [(\"vanilla\", \"1\", [\"1.21\"]), (\"vanilla\", \"8\", [\"4.50\"]), (\"patched\", \"1\", [\"1.19\"]), (\"patched\", \"8\", [\"4.31\"])] and len(S) == 8"
'

expect 'a number one blank after a row name, under the words of the names beside ("Dhrystone 2"), is part of the name; "8 copies" is a setting' '
	xtext numname <<EOF
Index from ./Run, higher is better:

                          kernel-a                kernel-b
                         1 copy   8 copies       1 copy   8 copies
Dhrystone 2               312.5     624.0         318.9     633.1
Execl Throughput          815.2    1702.9         820.4    1690.0
Pipe Throughput           540.0    1100.3         551.7    1123.8
EOF
	xjson numname "len(S) == 12 and [(s[\"label\"], p(s, \"copies\"), vals(s)) for s in S][:4] == [(\"kernel-a\", \"1\", [\"312.5\"]), (\"kernel-a\", \"8\", [\"624.0\"]), (\"kernel-b\", \"1\", [\"318.9\"]), (\"kernel-b\", \"8\", [\"633.1\"])] and p(S[0], \"variant\") == \"Dhrystone 2\""
'

expect 'a bar between column groups, names and figures before it on each row ("Execl Throughput  641.9  677.0 | 2890.4 ..."): the names name the rows, the settings line under the builds their settings; a bar chart ("Base  2400 |*****") is no table' '
	xtext barred <<EOF
Results:

INDEX                                  old      new   |    old      new
                                      1 copy   1 copy |  8 copies 8 copies
Execl Throughput                       611.9    657.0  |  2790.4   3612.6
Pipe Throughput                        918.6    934.5  |  4002.7   4288.1
Shell Scripts (8 concurrent)          1793.7   1914.0  |  6022.5   7310.2
EOF
	xjson barred "len(S) == 12 and [(s[\"label\"], p(s, \"copies\"), vals(s)) for s in S][:4] == [(\"old\", \"1\", [\"611.9\"]), (\"new\", \"1\", [\"657.0\"]), (\"old\", \"8\", [\"2790.4\"]), (\"new\", \"8\", [\"3612.6\"])] and vals(S[8]) == [\"1793.7\"]" &&
	printf "Frequencies (MHz):\n\n    Min Operating Freq   266 |***\n    Base Freq           2400 |************************\n    4 Cores             2800 |****************************\n" >bars.txt &&
	xjson bars "len(S) == 0"
'

expect 'rows keyed by Subversion revisions ("r328000:", "r328100+D14039:") are builds, their figures its runs' '
	xtext revrows <<EOF
Wall clock seconds, five runs per kernel:

r328000:          412.81 409.67 415.02 411.38 410.95
r328100:          431.77 428.90 436.12 430.05 433.61
r328100+D14039:   413.20 408.44 411.97 416.30 410.12
EOF
	xjson revrows "[(s[\"label\"], len(vals(s))) for s in S] == [(\"r328000\", 5), (\"r328100\", 5), (\"r328100+D14039\", 5)]"
'

expect 'a row name holding numbers one blank from its words ("File Copy 1024 bufsize 2000 maxblocks", "Shell Scripts (8 concurrent)"), ending in a word before the wide gap: the numbers are the name'"'"'s' '
	xtext numwords <<EOF
Index values, typed from the two reports:

                                         r312345     r312400
Execl Throughput                          2418.3      2602.7
File Copy 1024 bufsize 2000 maxblocks     3410.5      3388.1
File Copy 256 bufsize 500 maxblocks       2301.8      2297.4
Shell Scripts (8 concurrent)              3899.1      4233.5
System Call Overhead                      1388.2      1391.0
EOF
	xjson numwords "len(S) == 10 and [(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][2:4] == [(\"r312345\", \"File Copy 1024 bufsize 2000 maxblocks\", [\"3410.5\"]), (\"r312400\", \"File Copy 1024 bufsize 2000 maxblocks\", [\"3388.1\"])] and vals(S[6]) == [\"3899.1\"]"
'

expect 'settings one blank apart under the builds ("1 copy 16 copies"): a number after a count starts the next setting' '
	xtext onegap <<EOF
INDEX values only:

                                            3.7.0-rc8          3.7.0-rc8-pas
                                          1 copy 16 copies      1 copy 16 copies
Execl Throughput                           874.0    6843.5       869.2    6102.7
Pipe Throughput                           1402.3   19011.6      1398.9   18987.0
EOF
	xjson onegap "[(s[\"label\"], p(s, \"copies\"), vals(s)) for s in S][:4] == [(\"3.7.0-rc8\", \"1\", [\"874.0\"]), (\"3.7.0-rc8\", \"16\", [\"6843.5\"]), (\"3.7.0-rc8-pas\", \"1\", [\"869.2\"]), (\"3.7.0-rc8-pas\", \"16\", [\"6102.7\"])] and len(S) == 8"
'

expect 'a release in three parts heading a column ("2.12.0") names a build, as "master-1104" beside it does' '
	printf "sysbench oltp, transactions/sec, best of 2 runs:\n\nthreads     2.12.0   master-1104   master-1104+vmlock\n      1     612.44        608.91               611.07\n      2    1190.38       1187.22              1192.65\n" >rel3.txt &&
	xjson rel3 "[(s[\"label\"], p(s, \"tasks\"), vals(s)) for s in S][:3] == [(\"2.12.0\", \"1\", [\"612.44\"]), (\"master-1104\", \"1\", [\"608.91\"]), (\"master-1104+vmlock\", \"1\", [\"611.07\"])] and len(S) == 6"
'

expect 'a build named on its group'"'"'s first row, runs numbered on each ("base  run1 ..." over "      run2 ..."): the runs of that build, pooled' '
	printf "3 runs each:\n\n\t\treal\tsys\n\t\t(s)\t(s)\nbase\trun1\t652.1\t2410.55\n\trun2\t660.8\t2433.02\n\trun3\t649.7\t2398.61\nv4\trun1\t641.0\t2201.47\n\trun2 638.2\t2189.90\n\trun3\t644.9\t2233.14\n" >grouped.txt &&
	xjson grouped "[(s[\"label\"], vals(s)) for s in S] == [(\"base\", [\"652.1\", \"660.8\", \"649.7\"]), (\"base\", [\"2410.55\", \"2433.02\", \"2398.61\"]), (\"v4\", [\"641.0\", \"638.2\", \"644.9\"]), (\"v4\", [\"2201.47\", \"2189.90\", \"2233.14\"])]"
'

expect 'both sides named in a title ("SCHED_4BSD vs SCHED_M2 (real, seconds):"), each row their figures ("run 1: 2412 vs 2455"): a series a side, numbered runs pooled' '
	printf "Timings.\n\nSCHED_4BSD vs SCHED_M2 (real, seconds):\nrun 1: 2412 vs 2455\nrun 2: 2398 vs 2461\nrun 3: 2405 vs 2449\n\nSo M2 is a bit slower.\n" >titledvs.txt &&
	xjson titledvs "[(s[\"label\"], vals(s)) for s in S] == [(\"SCHED_4BSD\", [\"2412\", \"2398\", \"2405\"]), (\"SCHED_M2\", [\"2455\", \"2461\", \"2449\"])]"
'

expect 'a row named on its first run only, the runs under it unnamed: one series a row and column, its runs pooled' '
	printf "Three runs each.\n\n                     2.6.20      2.6.20-rsdl-0.30\nctx switch (us)      1.98        2.11\n                     2.01        2.07\n                     1.97        2.09\npipe_bw              1402        1377\n                     1398        1385\n" >firstnamed.txt &&
	xjson firstnamed "[(s[\"label\"], s[\"params\"][\"variant\"], vals(s)) for s in S] == [(\"2.6.20\", \"ctx switch (us)\", [\"1.98\", \"2.01\", \"1.97\"]), (\"2.6.20-rsdl-0.30\", \"ctx switch (us)\", [\"2.11\", \"2.07\", \"2.09\"]), (\"2.6.20\", \"pipe_bw\", [\"1402\", \"1398\"]), (\"2.6.20-rsdl-0.30\", \"pipe_bw\", [\"1377\", \"1385\"])]"
'

expect 'a sentence whose stop sits on its last figure ("... about 18%.") is no table row, even under rows of numbers' '
	printf "Here is what I saw.\n\n    1398        1385\n    1410        1369\n\nRough conclusion: rt costs ~5%% context switch latency, pipes about 18%%.\n" >stoprow.txt &&
	xjson stoprow "not any(s[\"found_by\"] == \"table\" for s in S)"
'

expect 'rows of builds keyed with colons after a setting ("8 thr:   4BSD: 2210   ULE: 2874"): a series a build and setting, whole numbers too' '
	printf "sysbench oltp, transactions/sec, best of 3 runs:\n\n 1 thr:   4BSD: 412    ULE: 418\n 8 thr:   4BSD: 2210   ULE: 2874\n64 thr:   4BSD: 1377   ULE: 2655\n" >thrpairs.txt &&
	xjson thrpairs "[(s[\"label\"], p(s, \"tasks\"), vals(s)) for s in S] == [(\"4BSD\", \"1\", [\"412\"]), (\"ULE\", \"1\", [\"418\"]), (\"4BSD\", \"8\", [\"2210\"]), (\"ULE\", \"8\", [\"2874\"]), (\"4BSD\", \"64\", [\"1377\"]), (\"ULE\", \"64\", [\"2655\"])]"
'

expect 'whole numbers keyed by counters ("sq head: 0 tail: 1") stay no figures' '
	printf "ring state:\n\nsq head: 0 tail: 1\ncq head: 4 tail: 9\n" >counters.txt &&
	xjson counters "S == []"
'

expect 'a bulleted build over rows of settings ("* usched_dfly" over "  - 8 clients:    43011"): a series a build and setting, whole numbers too' '
	printf "pgbench -S, tps:\n\n* usched_bsd4\n  - 8 clients:    41230\n  - 16 clients:   58870\n\n* usched_dfly\n  - 8 clients:    43011\n  - 16 clients:   77405\n" >bullets.txt &&
	xjson bullets "[(s[\"label\"], p(s, \"clients\"), vals(s)) for s in S] == [(\"usched_bsd4\", \"8\", [\"41230\"]), (\"usched_bsd4\", \"16\", [\"58870\"]), (\"usched_dfly\", \"8\", [\"43011\"]), (\"usched_dfly\", \"16\", [\"77405\"])]"
'

expect 'titles naming both sides with a slash ("tbench4, MB/sec, baseline / patched:") over "1 client :  312.45 /  318.92  (+2.07%)": a series a side and row, the change a comparison, each titled group its workload' '
	printf "tbench4, MB/sec (higher is better), baseline / patched:\n   1 client :   312.45 /  318.92  (+2.07%%)\n   8 clients:  2011.38 / 2104.95  (+4.65%%)\n\nhackbench, seconds (lower is better), baseline / patched:\n  -g 1 :  0.214 / 0.209  (-2.34%%)\n  -g 10:  0.812 / 0.790  (-2.71%%)\n" >slashvs.txt &&
	xjson slashvs "[(s[\"label\"], s[\"workload\"], vals(s)) for s in S] == [(\"baseline\", \"tbench\", [\"312.45\"]), (\"patched\", \"tbench\", [\"318.92\"]), (\"baseline\", \"tbench\", [\"2011.38\"]), (\"patched\", \"tbench\", [\"2104.95\"]), (\"baseline\", \"hackbench\", [\"0.214\"]), (\"patched\", \"hackbench\", [\"0.209\"]), (\"baseline\", \"hackbench\", [\"0.812\"]), (\"patched\", \"hackbench\", [\"0.790\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+2.07%\", \"+4.65%\", \"-2.34%\", \"-2.71%\"] and p(S[0], \"clients\") == \"1\" and S[4][\"unit\"] == \"s\""
'

expect 'rows of "name: a vs b" whose sides only the sentence above names ("the first figure is SCHED_4BSD and the second is SCHED_M2"): a series a side and row' '
	printf "In every line below the first figure is SCHED_4BSD and the second is\nSCHED_M2.\n\n  build.sh -j12 release:       2190s vs 2088s\n  hackbench 10 (process, pipe): 2.81 vs 2.44\n" >sidesabove.txt &&
	xjson sidesabove "[(s[\"label\"], vals(s)) for s in S] == [(\"SCHED_4BSD\", [\"2190s\"]), (\"SCHED_M2\", [\"2088s\"]), (\"SCHED_4BSD\", [\"2.81\"]), (\"SCHED_M2\", [\"2.44\"])]"
'

expect 'a sentence above naming three schedulers names no sides: rows of "a vs b" under it stay unnamed' '
	printf "I compared 4BSD, ULE and M2 last week.\n\n  build:     2190s vs 2088s\n  hackbench: 2.81 vs 2.44\n" >threeabove.txt &&
	xjson threeabove "not any(s[\"label\"] in (\"4BSD\", \"ULE\", \"M2\") for s in S)"
'

expect 'builds spanning metric words over the rows ("SCHED_4BSD  SCHED_ULE" over "real  sys  real  sys"): a series a build and metric, named by the build' '
	printf "make -j N buildworld, seconds:\n\n            SCHED_4BSD          SCHED_ULE\n          real      sys       real      sys\n -j2    1943.17   511.09    2051.73   540.62\n -j4    1871.44   534.77    1920.06   560.14\n" >spanmet.txt &&
	xjson spanmet "[(s[\"label\"], s[\"metric\"], p(s, \"jobs\"), vals(s)) for s in S][:4] == [(\"SCHED_4BSD\", \"real\", \"2\", [\"1943.17\"]), (\"SCHED_4BSD\", \"sys\", \"2\", [\"511.09\"]), (\"SCHED_ULE\", \"real\", \"2\", [\"2051.73\"]), (\"SCHED_ULE\", \"sys\", \"2\", [\"540.62\"])] and len(S) == 8"
'

expect 'builds spanning "Name(unit)" words a blank apart ("3.6.0-rc1-vanilla" over "Success(%) Latency(ms)"): a series a build and metric, the metric as written, its unit in marks apart' '
	printf "stress-highalloc:\n\n                      3.6.0-rc1-vanilla        3.6.0-rc1-patched\n                    Success(%%) Latency(ms)     Success(%%) Latency(ms)\nwhile Rested           71.00       411.7          82.00       377.5\nunder dd load          18.00      4201.8          37.00      2954.6\n" >spanunit.txt &&
	xjson spanunit "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S][:4] == [(\"3.6.0-rc1-vanilla\", \"Success\", [\"71.00\"]), (\"3.6.0-rc1-vanilla\", \"Latency\", [\"411.7\"]), (\"3.6.0-rc1-patched\", \"Success\", [\"82.00\"]), (\"3.6.0-rc1-patched\", \"Latency\", [\"377.5\"])] and len(S) == 8 and S[0][\"unit\"] == \"%\""
'

expect 'a markdown table with a column of metric words and numbers inside its names ("| hackbench -g 16 -l 10000 | time (s) | 4.82 |"), builds the vocabulary half knows over it: a series a build and row' '
	printf "Each row is the median of 5 runs.\n\n| workload                 | metric      | EEVDF | scx_rusty | scx_lavd |\n|--------------------------|-------------|-------|-----------|----------|\n| kernel build (make -j32) | time (s)    | 98.4  | 101.2     | 99.7     |\n| hackbench -g 16 -l 10000 | time (s)    | 4.82  | 5.31      | 5.06     |\n| game (Proton)            | 1%% low FPS  | 42.1  | 51.7      | 60.2     |\n" >mdwords.txt &&
	xjson mdwords "[(s[\"label\"], vals(s)) for s in S] == [(\"EEVDF\", [\"98.4\"]), (\"scx_rusty\", [\"101.2\"]), (\"scx_lavd\", [\"99.7\"]), (\"EEVDF\", [\"4.82\"]), (\"scx_rusty\", [\"5.31\"]), (\"scx_lavd\", [\"5.06\"]), (\"EEVDF\", [\"42.1\"]), (\"scx_rusty\", [\"51.7\"]), (\"scx_lavd\", [\"60.2\"])]"
'

expect 'avg and stddev rows with no run number under rows numbered 1 to N ("avg  1144.2  1102.5"): each column'"'"'s summary' '
	printf "make -j8 buildworld, seconds\n\nrun      4BSD       ULE\n1       1143.7    1102.1\n2       1139.2    1108.5\n3       1151.0    1097.3\navg     1144.6    1102.6\nstddev     6.0       5.6\n" >sumshort.txt &&
	xjson sumshort "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"4BSD\", [\"1143.7\", \"1139.2\", \"1151.0\"], \"1144.6\", \"6.0\"), (\"ULE\", [\"1102.1\", \"1108.5\", \"1097.3\"], \"1102.6\", \"5.6\")]"
'

expect 'columns of ratios to the first ("v4.14-rc4 (absolute)  +patch1-2 (ratio)"): the first column a series a row, each ratio a comparison of its build with it, the build a series without a value' '
	printf "Each run 5 times, ratios are patched/baseline of the means.\n\n                           v4.14-rc4      +patch1-2    +patch1-3\n                           (absolute)     (ratio)      (ratio)\nhackbench -g 20 (s)            3.412        0.98         0.96\ntbench 64 (MB/s)              9782.4        1.01         1.02\n" >ratiocols.txt &&
	xjson ratiocols "[(s[\"label\"], vals(s)) for s in S] == [(\"v4.14-rc4\", [\"3.412\"]), (\"+patch1-2\", []), (\"+patch1-3\", []), (\"v4.14-rc4\", [\"9782.4\"]), (\"+patch1-2\", []), (\"+patch1-3\", [])] and [c[\"delta\"][\"text\"] for c in d[\"comparisons\"]] == [\"0.98\", \"0.96\", \"1.01\", \"1.02\"] and all(c[\"a\"] == S[0][\"id\"] for c in d[\"comparisons\"][:2])"
'

expect 'a row of builds'"'"' runs, each build'"'"'s name before its figures ("TCP_STREAM (Mbit/s) 5.4-RELEASE 941.2 940.8 6.0-BETA2 936.1 937.0 ..."): a series a build and row, the words before the first build the row'"'"'s title' '
	printf "netperf, 2 runs each:\n\nTCP_STREAM (Mbit/s) 5.4-RELEASE 941.2 940.8 6.0-BETA2 936.1 937.0 6.0-BETA2 debug.mpsafenet=0 929.4 930.2\n\nUDP_RR (trans/s) 5.4-RELEASE 10233 10198 6.0-BETA2 11021 11087 6.0-BETA2 debug.mpsafenet=0 9874 9902\n" >buildruns.txt &&
	xjson buildruns "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"5.4-RELEASE\", \"TCP_STREAM (Mbit/s)\", [\"941.2\", \"940.8\"]), (\"6.0-BETA2\", \"TCP_STREAM (Mbit/s)\", [\"936.1\", \"937.0\"]), (\"6.0-BETA2 debug.mpsafenet=0\", \"TCP_STREAM (Mbit/s)\", [\"929.4\", \"930.2\"]), (\"5.4-RELEASE\", \"UDP_RR (trans/s)\", [\"10233\", \"10198\"]), (\"6.0-BETA2\", \"UDP_RR (trans/s)\", [\"11021\", \"11087\"]), (\"6.0-BETA2 debug.mpsafenet=0\", \"UDP_RR (trans/s)\", [\"9874\", \"9902\"])]"
'

expect 'a row of builds'"'"' runs under a title up to its colon ("2-way PIII 733, hackbench 40: 2.6.5-rc2 7.93 7.88 8.02 2.6.5-rc2-np31 6.71 ..."): the first build is the name after the colon, the title the series'"'"' variant and workload' '
	printf "Some numbers.\n\n2-way PIII 733, hackbench 40: 2.6.5-rc2 7.93 7.88 8.02 2.6.5-rc2-np31 6.71 6.80 6.66\n\nThanks\n" >titledruns.txt &&
	xjson titledruns "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"2.6.5-rc2\", \"2-way PIII 733, hackbench 40\", [\"7.93\", \"7.88\", \"8.02\"]), (\"2.6.5-rc2-np31\", \"2-way PIII 733, hackbench 40\", [\"6.71\", \"6.80\", \"6.66\"])] and S[0][\"workload\"] == \"hackbench\""
'

expect 'a row whose words between figures name no build ("hackbench 10 1.23 1.25 then 20 2.31 2.40") is no row of builds'"'"' runs' '
	printf "hackbench timings:\n\ngroups 10 1.23 1.25 then 20 2.31 2.40\n" >nobuildruns.txt &&
	xjson nobuildruns "not any(s[\"label\"] == \"then\" for s in S)"
'

expect 'a column headed "run" over 1 2 1 2 beside builds named on each row: run numbers, no figure; each build'"'"'s runs pooled' '
	printf "Times in seconds.\n\nkernel      run  real     user\nSCHED_4BSD  1    1412.36  2994.12\nSCHED_4BSD  2    1409.88  2990.47\nSCHED_M2    1    1371.90  2987.65\nSCHED_M2    2    1368.12  2985.20\n" >runcol.txt &&
	xjson runcol "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"SCHED_4BSD\", \"real\", [\"1412.36\", \"1409.88\"]), (\"SCHED_4BSD\", \"user\", [\"2994.12\", \"2990.47\"]), (\"SCHED_M2\", \"real\", [\"1371.90\", \"1368.12\"]), (\"SCHED_M2\", \"user\", [\"2987.65\", \"2985.20\"])]"
'

expect 'rows named by schedulers with their releases glued on ("sd-0.44", "cfs-v3") beside "vanilla": builds, their whole numbers figures; "sd0" is no build' '
	printf "Frames dropped by mplayer while make -j32 runs:\n\n  vanilla   212\n  sd-0.44     31\n  cfs-v3      18\n" >schedrel.txt &&
	xjson schedrel "[(s[\"label\"], vals(s)) for s in S] == [(\"vanilla\", [\"212\"]), (\"sd-0.44\", [\"31\"]), (\"cfs-v3\", [\"18\"])]" &&
	printf "I/O errors seen per disk:\n\n  sd0   212\n  sd1   31\n" >disks.txt &&
	xjson disks "S == []"
'

expect 'a column headed "vs" and a build ("threads  ULE(HEAD)  vs your ULE") of signed percents: the first column'"'"'s change against that build, a comparison a row, the build a series without a value' '
	printf "Same sysbench options, median of 3:\n\nthreads  ULE(HEAD)  vs your ULE\n 1        518      +1.8%%\n 2       1019      +2.2%%\n 4       1987      +3.4%%\n" >versus.txt &&
	xjson versus "[(s[\"label\"], vals(s)) for s in S] == [(\"ULE(HEAD)\", [\"518\"]), (\"your ULE\", []), (\"ULE(HEAD)\", [\"1019\"]), (\"your ULE\", []), (\"ULE(HEAD)\", [\"1987\"]), (\"your ULE\", [])] and [(c[\"delta_pct\"][\"value\"], c[\"text\"]) for c in d[\"comparisons\"]] == [(1.8, \"ULE(HEAD) vs your ULE, 1 threads: +1.8%\"), (2.2, \"ULE(HEAD) vs your ULE, 2 threads: +2.2%\"), (3.4, \"ULE(HEAD) vs your ULE, 4 threads: +3.4%\")] and all(c[\"b\"] == S[2 * i][\"id\"] and c[\"a\"] == S[2 * i + 1][\"id\"] for i, c in enumerate(d[\"comparisons\"]))"
'

expect 'contest'"'"'s tables: a "[runs]" column counts the runs (no figure), a Ratio after what is measured (Time, CPU%%) is measured too, not a change of the two columns before it' '
	printf "no_load:\nKernel      [runs]\tTime\tCPU%%\tLoads\tLCPU%%\tRatio\n2.6.5            3\t79\t94.9\t0.0\t0.0\t1.00\n2.6.5-ck1        3\t78\t96.2\t0.0\t0.0\t1.00\nprocess_load:\nKernel      [runs]\tTime\tCPU%%\tLoads\tLCPU%%\tRatio\n2.6.5            3\t144\t52.1\t150.0\t46.5\t1.82\n2.6.5-ck1        3\t112\t67.0\t87.3\t31.3\t1.44\n" >contest.txt &&
	xjson contest "not any(vals(s) == [\"3\"] for s in S) and [vals(s) for s in S if s[\"label\"] == \"2.6.5-ck1\" and (s[\"metric\"] or \"\").lower() == \"ratio\"] == [[\"1.00\"], [\"1.44\"]] and d[\"comparisons\"] == []"
'

expect 'builds in rows with a named change column over "-" in the first row ("mean std %%diff"), no table above: each row against the first; key: value rows under a title keyed by names the post gave builds above are those builds' '
	printf "1) hackbench, lower is better:\n\n                     mean      std     %%diff\n  tip/sched/core     1.3582    0.0144     -\n  util_est v2        1.3618    0.0162   +0.27%%\n  util_est v3        1.3574    0.0139   -0.06%%\n\n2) Performance index of the rt-app run (higher is better):\n\n  tip/sched/core:   86.02\n  util_est v2:      98.71\n  util_est v3:      98.95\n" >rowdiff.txt &&
	xjson rowdiff "[c[\"text\"] for c in d[\"comparisons\"]] == [\"util_est v2 vs tip/sched/core: +0.27%\", \"util_est v3 vs tip/sched/core: -0.06%\"] and [(s[\"label\"], vals(s)) for s in S][3:] == [(\"tip/sched/core\", [\"86.02\"]), (\"util_est v2\", [\"98.71\"]), (\"util_est v3\", [\"98.95\"])]"
'

expect 'a row of counts over rows that name themselves, the counts'"'"' own label blank, is the header (its noun from the one word above it, "clients"); a row of one unit over every column ("tps  tps  tps") is the metric once' '
	printf "pgbench -S:\n\n                          clients\n                  1      2      4      8\n                ---    ---    ---    ---\n                tps    tps    tps    tps\n7.0 ULE        5823  11204  21980  38417\n7.0 4BSD       5790  10988  20113  29870\nLinux 2.6.24.2 6011  11530  22417  37202\n" >counthdr.txt &&
	xjson counthdr "len(S) == 12 and [(s[\"label\"], s[\"metric\"], p(s, \"clients\"), vals(s)) for s in S][:2] == [(\"7.0 ULE\", \"tps\", \"1\", [\"5823\"]), (\"7.0 ULE\", \"tps\", \"2\", [\"11204\"])] and S[11][\"label\"] == \"Linux 2.6.24.2\" and vals(S[11]) == [\"37202\"]"
'

expect 'comma-separated values under a header of names: a column of words names the build, whole numbers under a counting name are a setting, other figures metrics; a build and setting again are another run; a sentence with commas is no row' '
	printf "CSV straight out of our collector:\n\nthreads,kernel,tps,p95_ms\n1,5.14.0-rc4,612.33,1.89\n1,5.14.0-rc4+v3,608.71,1.89\n8,5.14.0-rc4,4391.07,2.30\n8,5.14.0-rc4+v3,4402.56,2.26\n8,5.14.0-rc4,4388.10,2.31\n\nSo, as I said, it is noise, really, at 8 threads.\n" >csv.txt &&
	xjson csv "[(s[\"label\"], s[\"metric\"], p(s, \"threads\"), vals(s)) for s in S] == [(\"5.14.0-rc4\", \"tps\", \"1\", [\"612.33\"]), (\"5.14.0-rc4\", \"p95_ms\", \"1\", [\"1.89\"]), (\"5.14.0-rc4+v3\", \"tps\", \"1\", [\"608.71\"]), (\"5.14.0-rc4+v3\", \"p95_ms\", \"1\", [\"1.89\"]), (\"5.14.0-rc4\", \"tps\", \"8\", [\"4391.07\", \"4388.10\"]), (\"5.14.0-rc4\", \"p95_ms\", \"8\", [\"2.30\", \"2.31\"]), (\"5.14.0-rc4+v3\", \"tps\", \"8\", [\"4402.56\"]), (\"5.14.0-rc4+v3\", \"p95_ms\", \"8\", [\"2.26\"])] and all(s[\"found_by\"] == \"table\" for s in S)"
'

expect 'lines of key=value fields a harness prints: a build'"'"'s key the label, run numbers pooled, words and counted whole numbers settings, other figures metrics; a line of one setting ("size=100M") is none' '
	printf "My harness prints key=value lines:\n\nkernel=2.4.22 load=idle test=q3 run=1 fps=183.6\nkernel=2.4.22 load=idle test=q3 run=2 fps=184.1\nkernel=2.4.22 load=make-j4 test=ut2003 avg_fps=38.77 min_fps=6.31\nkernel=2.6.0-test5 load=idle test=q3 run=1 fps=182.9\n\nsize=100M\nbs=4k\n" >logfmt.txt &&
	xjson logfmt "[(s[\"label\"], s[\"metric\"], p(s, \"load\"), p(s, \"test\"), vals(s)) for s in S] == [(\"2.4.22\", \"fps\", \"idle\", \"q3\", [\"183.6\", \"184.1\"]), (\"2.4.22\", \"avg_fps\", \"make-j4\", \"ut2003\", [\"38.77\"]), (\"2.4.22\", \"min_fps\", \"make-j4\", \"ut2003\", [\"6.31\"]), (\"2.6.0-test5\", \"fps\", \"idle\", \"q3\", [\"182.9\"])]"
'

expect 'a table drawn with box-drawing characters reads as one drawn with + - |, its change column the change of its row; a tree'"'"'s branches ("└─exim4.service @40.601s +935ms") are no table' '
	printf "Wakeup latency, usec:\n\n┌────────────┬────────┬─────────┬────────┐\n│ percentile │  base  │ patched │ delta  │\n├────────────┼────────┼─────────┼────────┤\n│ 50.0th     │     11 │      10 │  -9.1%% │\n│ 99.0th     │     25 │      22 │ -12.0%% │\n└────────────┴────────┴─────────┴────────┘\n\ngraphical.target @41.5s\n└─multi-user.target @41.538s\n  └─exim4.service @40.601s +935ms\n    └─network-online.target @40.599s\n" >boxes.txt &&
	xjson boxes "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"base\", \"50.0th\", [\"11\"]), (\"patched\", \"50.0th\", [\"10\"]), (\"base\", \"99.0th\", [\"25\"]), (\"patched\", \"99.0th\", [\"22\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-9.1%\", \"-12.0%\"]"
'

expect 'a markdown table whose first heading says its rows are builds ("scheduler") over columns of what ran ("ffmpeg (fps)", "kernel build -j32 (s)"): a series a row and column; a bracketed number after a value its deviation ("142.3 [0.8]"); ratios written "x1.01" are a ratio column'"'"'s, no series' '
	printf "Each test 5 runs:\n\n| scheduler      | ffmpeg (fps) | kernel build -j32 (s) | vs EEVDF |\n|----------------|-------------:|----------------------:|---------:|\n| EEVDF (6.12.1) | 142.3 [0.8]  | 98.4 [0.5]            | x1.00    |\n| scx_lavd       | 139.6 [0.7]  | 99.8 [0.6]            | x0.99    |\n" >mdsched.txt &&
	xjson mdsched "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S if s.get(\"summary\")] == [(\"EEVDF (6.12.1)\", [\"142.3\"], \"0.8\"), (\"EEVDF (6.12.1)\", [\"98.4\"], \"0.5\"), (\"scx_lavd\", [\"139.6\"], \"0.7\"), (\"scx_lavd\", [\"99.8\"], \"0.6\")] and not [s for s in S if s[\"unit\"] == \"x\"]"
'

expect 'rows keyed by a long name ending in its colon ("gzip -9 of a 2 GB tarball through a pipe:") under a legend naming the sides ("baseline / patched"): a row, not a title; a sentence before a colon ("I did not re-benchmark it, but as stated before: 5030 vs 5160 KIOPS") no row' '
	printf "Median of 3 runs, baseline / patched:\n\n  make -j8 build:                  27m14s / 26m55s\n  ffmpeg h264 2-pass encode (real):   412 s / 405 s\n  gzip -9 of a 2 GB tarball through a pipe:  48.2 s / 47.9 s\n\nI did not re-benchmark it, but as stated before: 5030 vs 5160 KIOPS by a\nnaive nop benchmark.\n" >longkey.txt &&
	xjson longkey "[(s[\"label\"], vals(s)) for s in S] == [(\"baseline\", [\"27m14s\"]), (\"patched\", [\"26m55s\"]), (\"baseline\", [\"412\"]), (\"patched\", [\"405\"]), (\"baseline\", [\"48.2\"]), (\"patched\", [\"47.9\"])]"
'

expect 'rows named by machines ("i5-8250U (NVMe)") under a header of configurations are a table of results, not the machine'"'"'s description' '
	printf "IOPS from one 60 s run each:\n\n                     performance   schedutil   schedutil+series\ni5-8250U (NVMe)        14.2k          9.8k         13.1k\nHikey960 (UFS)          6.1k          4.3k          5.7k\n" >machinerows.txt &&
	xjson machinerows "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"performance\", \"i5-8250U (NVMe)\", [\"14.2k\"]), (\"schedutil\", \"i5-8250U (NVMe)\", [\"9.8k\"]), (\"schedutil+series\", \"i5-8250U (NVMe)\", [\"13.1k\"]), (\"performance\", \"Hikey960 (UFS)\", [\"6.1k\"]), (\"schedutil\", \"Hikey960 (UFS)\", [\"4.3k\"]), (\"schedutil+series\", \"Hikey960 (UFS)\", [\"5.7k\"])]"
'

expect 'a release one blank after a scheduler'"'"'s name, set apart from the figures by a tab ("ULE 2.0<TAB><TAB>609"), names the row; the rows above it under a header of counts stay rows ("4BSD<TAB><TAB>612")' '
	printf "sysbench OLTP read-only, transactions/sec:\n\nthreads\t\t1\t2\t4\n4BSD\t\t612\t1180\t2231\nULE 2.0\t\t609\t1172\t2240\nULE 3.0\t615\t1189\t2290\n" >schedrel.txt &&
	xjson schedrel "[(s[\"label\"], vals(s)) for s in S] == [(\"4BSD\", [\"612\"]), (\"4BSD\", [\"1180\"]), (\"4BSD\", [\"2231\"]), (\"ULE 2.0\", [\"609\"]), (\"ULE 2.0\", [\"1172\"]), (\"ULE 2.0\", [\"2240\"]), (\"ULE 3.0\", [\"615\"]), (\"ULE 3.0\", [\"1189\"]), (\"ULE 3.0\", [\"2290\"])]"
'

expect 'rows named with their unit in brackets ("hackbench 20   [s]", "tbench 4   [MB/s]"): the name, numbers and all, ends at the unit, which is each figure'"'"'s; "mean +- stddev" cells' '
	printf "Each number is mean +- stddev of 5 runs.\n\n                        SCHED_4BSD        SCHED_M2\nhackbench 20   [s]        4.81 +- 0.09      4.12 +- 0.07\ntbench 4       [MB/s]   611.2 +- 3.4      648.9 +- 2.8\nlat_ctx -s 0 2 [us]       3.42 +- 0.05      3.61 +- 0.04\n" >unitrows.txt &&
	xjson unitrows "[(s[\"label\"], p(s, \"variant\"), s[\"unit\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"SCHED_4BSD\", \"hackbench 20\", \"s\", [\"4.81\"], \"0.09\"), (\"SCHED_M2\", \"hackbench 20\", \"s\", [\"4.12\"], \"0.07\"), (\"SCHED_4BSD\", \"tbench 4\", \"MB/s\", [\"611.2\"], \"3.4\"), (\"SCHED_M2\", \"tbench 4\", \"MB/s\", [\"648.9\"], \"2.8\"), (\"SCHED_4BSD\", \"lat_ctx -s 0 2\", \"us\", [\"3.42\"], \"0.05\"), (\"SCHED_M2\", \"lat_ctx -s 0 2\", \"us\", [\"3.61\"], \"0.04\")]"
'

expect 'a ruled table'"'"'s upper header holding one name in a part of the bars over two columns or more ("|  SCHED_ULE  |" over "| real user sys |") names them all: the build, each column'"'"'s metric below' '
	printf "buildworld, seconds:\n\n              |        SCHED_ULE        |        SCHED_4BSD       |\n   make -jN   |   real    user     sys  |   real    user     sys  |\n  ------------+-------------------------+-------------------------+\n   -j4        |  1379.4  3702.1   689.2 |  1402.7  3698.4   731.9 |\n   -j8        |   861.0  3811.6   742.5 |   915.3  3820.2   803.0 |\n" >pipegroups.txt &&
	xjson pipegroups "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S][:6] == [(\"SCHED_ULE\", \"real\", [\"1379.4\"]), (\"SCHED_ULE\", \"user\", [\"3702.1\"]), (\"SCHED_ULE\", \"sys\", [\"689.2\"]), (\"SCHED_4BSD\", \"real\", [\"1402.7\"]), (\"SCHED_4BSD\", \"user\", [\"3698.4\"]), (\"SCHED_4BSD\", \"sys\", [\"731.9\"])] and len(S) == 12"
'

expect 'a ruled table'"'"'s header of counts over a rule ("| clients | 1 | 2 | 4 |") names its columns; a row "A vs B" of changes under the rows, a rule between, compares the two rows'"'"' figures above each change' '
	printf "pgbench -S (select only):\n\n+------------------+-------+-------+-------+\n| clients          |     1 |     2 |     4 |\n+------------------+-------+-------+-------+\n| SCHED_4BSD       |  6124 | 11873 | 21960 |\n| SCHED_ULE        |  6287 | 12190 | 23514 |\n+------------------+-------+-------+-------+\n| ULE vs 4BSD      | +2.7%% | +2.7%% | +7.1%% |\n+------------------+-------+-------+-------+\n" >boxvs.txt &&
	xjson boxvs "[(s[\"label\"], p(s, \"clients\"), vals(s)) for s in S] == [(\"SCHED_4BSD\", \"1\", [\"6124\"]), (\"SCHED_4BSD\", \"2\", [\"11873\"]), (\"SCHED_4BSD\", \"4\", [\"21960\"]), (\"SCHED_ULE\", \"1\", [\"6287\"]), (\"SCHED_ULE\", \"2\", [\"12190\"]), (\"SCHED_ULE\", \"4\", [\"23514\"])] and [(c[\"delta_pct\"][\"text\"], [s[\"label\"] for s in S if s[\"id\"] == c[\"a\"]][0], [p(s, \"clients\") for s in S if s[\"id\"] == c[\"b\"]][0]) for c in d[\"comparisons\"]] == [(\"+2.7%\", \"SCHED_4BSD\", \"1\"), (\"+2.7%\", \"SCHED_4BSD\", \"2\"), (\"+7.1%\", \"SCHED_4BSD\", \"4\")]"
'

expect 'rows named "NAME, UNIT" with numbers in the name ("hackbench 10, secs", "lat_ctx -s 0 2, usecs") under the columns of a table above: the name ends at the comma, the unit is each figure'"'"'s' '
	printf "Other bits, same three kernels in the same order:\n\nlat_ctx -s 0 2, usecs          2.84     2.11     2.82\nhackbench 10, secs             0.583    0.712    0.579\nhackbench 50, secs             2.874    3.655    2.851\n" >commaunit.txt &&
	xjson commaunit "[(p(s, \"variant\"), s[\"unit\"], vals(s)) for s in S] == [(\"lat_ctx -s 0 2\", \"us\", [\"2.84\"]), (\"lat_ctx -s 0 2\", \"us\", [\"2.11\"]), (\"lat_ctx -s 0 2\", \"us\", [\"2.82\"]), (\"hackbench 10\", \"s\", [\"0.583\"]), (\"hackbench 10\", \"s\", [\"0.712\"]), (\"hackbench 10\", \"s\", [\"0.579\"]), (\"hackbench 50\", \"s\", [\"2.874\"]), (\"hackbench 50\", \"s\", [\"3.655\"]), (\"hackbench 50\", \"s\", [\"2.851\"])]"
'

expect 'a build'"'"'s key, a benchmark and its runs ("2.6.31-rc9:  SunSpider 1021.4ms, 1017.9ms, 1030.2ms"), more benchmarks'"'"' runs aligned under the first name ("V8 2105, 2098, 2121"): a series a key and name, the runs its values, unit-less ones too; one keyed line alone is none of these' '
	printf "Three runs each:\n\n2.6.31-rc9:        SunSpider 1021.4ms, 1017.9ms, 1030.2ms\n                   V8 2105, 2098, 2121\n2.6.31-rc9-bfs211: SunSpider 987.7ms, 995.1ms, 990.6ms\n                   V8 2160, 2149, 2172\n\nNote: see 1, 2, 3 above.\n" >keyruns.txt &&
	xjson keyruns "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"2.6.31-rc9\", \"SunSpider\", [\"1021.4ms\", \"1017.9ms\", \"1030.2ms\"]), (\"2.6.31-rc9\", \"V8\", [\"2105\", \"2098\", \"2121\"]), (\"2.6.31-rc9-bfs211\", \"SunSpider\", [\"987.7ms\", \"995.1ms\", \"990.6ms\"]), (\"2.6.31-rc9-bfs211\", \"V8\", [\"2160\", \"2149\", \"2172\"])]"
'

expect 'a table run into one line, a paragraph of its own ("ULE 4BSD real 1843.22 1790.51 user 2911.40 2897.03 sys 690.12 655.80"): names, then rows of a key and a figure a name' '
	printf "make -j4 buildworld, /usr/bin/time, second run of each:\n\nULE 4BSD real 1843.22 1790.51 user 2911.40 2897.03 sys 690.12 655.80\n\nSo ULE is about 3%% slower.\n" >collapsed.txt &&
	xjson collapsed "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"ULE\", \"real\", [\"1843.22\"]), (\"4BSD\", \"real\", [\"1790.51\"]), (\"ULE\", \"user\", [\"2911.40\"]), (\"4BSD\", \"user\", [\"2897.03\"]), (\"ULE\", \"sys\", [\"690.12\"]), (\"4BSD\", \"sys\", [\"655.80\"])]"
'

expect 'a unit in parentheses or brackets closing a row of figures ("9871.23  9412.67  (trans/s)") is theirs: the row stays a row of the table under the builds'"'"' header, not its header or its title' '
	printf "Median of 5 runs:\n\n                     4BSD      ULE\n  TCP_STREAM on    893.42   871.06   (Mbit/s)\n  TCP_STREAM off   802.11   798.94\n  TCP_RR on       9871.23  9412.67   (trans/s)\n  TCP_RR off      8803.50  8790.12\n\nThanks.\n" >closing.txt &&
	xjson closing "[(s[\"label\"], p(s, \"variant\"), s[\"unit\"], vals(s)) for s in S][:2] == [(\"4BSD\", \"TCP_STREAM on\", \"Mbit/s\", [\"893.42\"]), (\"ULE\", \"TCP_STREAM on\", \"Mbit/s\", [\"871.06\"])] and S[4][\"unit\"] == \"trans/s\" and len(S) == 8"
'

expect 'lines of "key: value" fields, three keyed by words at least, each key once (a threshold'"'"'s bucket ">40475.37us: 3" passed over): a series a key, a line a run; the sentence above names the build from its build word on ("Same load with this patch applied." as "with this patch applied"), and the untitled lines before the same figures are "without this patch applied"; "Time: 4.012   Time: 4.101" are a table'"'"'s columns, no record' '
	printf "A hog pinned beside make -j10:\n  min/max/avg = service latencies in usecs\n\npert/s:   31 >40475.37us:   3 min:  0.37 max:48103.60 avg:29573.74\npert/s:   23 >41237.70us:  12 min:  0.36 max:56010.39 avg:40187.01\n\nSame load with this patch applied.\n\npert/s:  229 >5484.43us:   41 min:  0.15 max:12069.42 avg:2193.81\npert/s:  222 >5652.28us:   43 min:  0.46 max:12077.31 avg:2248.56\n\nThanks.\n" >colonkv.txt &&
	xjson colonkv "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"without this patch applied\", \"pert/s\", [\"31\", \"23\"]), (\"without this patch applied\", \"min\", [\"0.37\", \"0.36\"]), (\"without this patch applied\", \"max\", [\"48103.60\", \"56010.39\"]), (\"without this patch applied\", \"avg\", [\"29573.74\", \"40187.01\"]), (\"with this patch applied\", \"pert/s\", [\"229\", \"222\"]), (\"with this patch applied\", \"min\", [\"0.15\", \"0.46\"]), (\"with this patch applied\", \"max\", [\"12069.42\", \"12077.31\"]), (\"with this patch applied\", \"avg\", [\"2193.81\", \"2248.56\"])]" &&
	printf "Five runs:\n\nvanilla       patched      other\nTime: 4.012   Time: 4.101  Time: 4.139\nTime: 3.948   Time: 4.087  Time: 4.160\n\nThanks.\n" >timecols.txt &&
	xjson timecols "[(s[\"label\"], vals(s)) for s in S] == [(\"vanilla\", [\"4.012\", \"3.948\"]), (\"patched\", [\"4.101\", \"4.087\"]), (\"other\", [\"4.139\", \"4.160\"])]"
'

expect 'a column counting the runs ("[runs]", "runs", "n", "samples") over whole numbers in a table of builds'"'"' rows is each figure'"'"'s summary n, no figure of its own' '
	printf "contest results:\n\nio_load:\nKernel      [runs]\tTime\tCPU%%\tRatio\n2.6.5            3\t139\t54.0\t1.76\n2.6.5-ck1        5\t98\t77.6\t1.26\n\nThanks.\n" >runscol.txt &&
	xjson runscol "[(s[\"label\"], s[\"metric\"], vals(s), s[\"summary\"][\"n\"][\"text\"]) for s in S if s[\"metric\"] == \"Time\"] == [(\"2.6.5\", \"Time\", [\"139\"], \"3\"), (\"2.6.5-ck1\", \"Time\", [\"98\"], \"5\")] and not any(vals(s) in ([\"3\"], [\"5\"]) for s in S)"
'

expect 'an unnamed column of changes after the builds'"'"' columns may write no change unsigned ("0%" among "+2.1%", "+4.8%"): it compares the builds, no figure of its own' '
	printf "buildworld times (s):\n\njobs    4BSD     ULE\n1       3121     3188    +2.1%%\n4       1698     1779    +4.8%%\n8       1702     1702     0%%\n\nThanks.\n" >zerochange.txt &&
	xjson zerochange "len(S) == 6 and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+2.1%\", \"+4.8%\", \"0%\"] and not any(\"%\" in v for s in S for v in vals(s))"
'

expect 'a deviation written after a keyed value is no figure of its own: perf stat'"'"'s "seconds time elapsed ( +-   0.310% )" is the standard error of its mean (params.stderr_pct, as in perf stat'"'"'s block), a pair'"'"'s remark "(+- 1.3)" the summary stddev of the value'"'"'s series' '
	printf "pipe:\n\n   tip:     7.232 seconds time elapsed   ( +-   0.310%% )\n   BFS:     9.811 seconds time elapsed   ( +-   1.170%% )\n\nok\n" >perfdev.txt &&
	xjson perfdev "[(s[\"label\"], vals(s), p(s, \"stderr_pct\"), s.get(\"summary\")) for s in S] == [(\"tip\", [\"7.232\"], \"0.310%\", None), (\"BFS\", [\"9.811\"], \"1.170%\", None)]" &&
	printf "buildworld, 3 runs each:\n\n4BSD: 212.4 s (+- 1.3)\nULE: 219.8 s (+- 2.1)\nDifference: +3.5 %%\n\nok\n" >pairdev.txt &&
	xjson pairdev "[(s[\"scheduler\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"4BSD\", [\"212.4\"], \"1.3\"), (\"ULE\", [\"219.8\"], \"2.1\")]"
'

expect 'as many words as figure columns ("vanilla patched") over rows of bare runs, an avg row and a change column after it: a name a column, not the title of both' '
	printf "hackbench 20 process (pipes), 5 runs each:\n\nvanilla patched\n2.612 2.408\n2.587 2.391\n2.634 2.417\navg 2.609 2.404 (-7.9%%)\n\nThanks.\n" >runsnamed.txt &&
	xjson runsnamed "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"vanilla\", [\"2.612\", \"2.587\", \"2.634\"], \"2.609\"), (\"patched\", [\"2.408\", \"2.391\", \"2.417\"], \"2.404\")] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-7.9%\"]"
'

expect 'a summary row under a rule ("-----" over "avg 8.302 9.923 6.619") is the runs'"'"' summary, in the same group, no series of its own' '
	printf "hackbench 50, seconds:\n\n              2.6.21-rc7    -sd046     -cfs-v5\nrun 1           8.312        9.873      6.604\nrun 2           8.197       10.245      6.551\nrun 3           8.440        9.412      6.713\n---------------------------------------------\navg             8.302        9.923      6.619\n\nok\n" >ruledavg.txt &&
	xjson ruledavg "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"2.6.21-rc7\", [\"8.312\", \"8.197\", \"8.440\"], \"8.302\"), (\"-sd046\", [\"9.873\", \"10.245\", \"9.412\"], \"9.923\"), (\"-cfs-v5\", [\"6.604\", \"6.551\", \"6.713\"], \"6.619\")]"
'

expect 'a summary row a cell short under a rule ("=====" over "Mean: 312.3 305.2" under rows "1  312.4  305.1") is the runs'"'"' summary; after a blank line such rows are no part of the runs'"'"' table' '
	printf "Kernel build times (make -j8, seconds):\n\nRun   2.6.23   2.6.23-cfs\n1     312.4    305.1\n2     311.9    304.8\n3     312.7    305.6\n=======================\nMean: 312.3    305.2\n\nok\n" >ruledmean.txt &&
	xjson ruledmean "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"2.6.23\", [\"312.4\", \"311.9\", \"312.7\"], \"312.3\"), (\"2.6.23-cfs\", [\"305.1\", \"304.8\", \"305.6\"], \"305.2\")]"
'

expect 'a table'"'"'s header lines are the table'"'"'s: "6.6 (base)   6.6 (+patch)" over its rows is no "V (NAME)" pair for prose to read again' '
	printf "Results:\n\nBenchmark            6.6 (base)    6.6 (+patch)\n=================    ==========    ============\nhackbench (s)        1.234         1.198\ntbench (MB/s)        2413.2        2455.9\n\nok\n" >hdrtaken.txt &&
	xjson hdrtaken "[(s[\"label\"], vals(s)) for s in S] == [(\"6.6 (base)\", [\"1.234\"]), (\"6.6 (+patch)\", [\"1.198\"]), (\"6.6 (base)\", [\"2413.2\"]), (\"6.6 (+patch)\", [\"2455.9\"])]"
'

expect 'columns named by guests (VM1 VM2 VM3) are where the runs ran, the rows under them the builds (Xen'"'"'s credit, credit2)' '
	xtext vmcols <<EOF
Three guests building at once, elapsed seconds, each the mean of 3 runs:

              VM1      VM2      VM3
credit      402.1    398.7    441.0
credit2     391.5    393.2    390.8
EOF
	xjson vmcols "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][:2] == [(\"credit\", \"VM1\", [\"402.1\"]), (\"credit\", \"VM2\", [\"398.7\"])] and [s[\"label\"] for s in S] == [\"credit\"] * 3 + [\"credit2\"] * 3"
'

expect 'beside a first column named "(absolute)", columns of bare ratios near one are each build'"'"'s ratio to it: comparisons with their delta, no figures; "~" cells hold none' '
	xtext ratiocols <<EOF
Ratios to the first column, lower is better for time and energy; '~' is within noise:

                      schedutil (absolute)   ondemand   powersave
make -j4 (s)                  212.6            1.03        1.11
hackbench 10 (s)              1.482            0.97          ~
idle power (mW)                2810              ~         0.91
EOF
	xjson ratiocols "[(s[\"label\"], vals(s)) for s in S if vals(s)] == [(\"schedutil\", [\"212.6\"]), (\"schedutil\", [\"1.482\"]), (\"schedutil\", [\"2810\"])] and [(c[\"text\"].split(\",\")[0], c[\"delta\"][\"text\"]) for c in d[\"comparisons\"]] == [(\"ondemand vs schedutil\", \"1.03\"), (\"powersave vs schedutil\", \"1.11\"), (\"ondemand vs schedutil\", \"0.97\"), (\"powersave vs schedutil\", \"0.91\")]"
'

expect 'a figure in a row'"'"'s name, left of every column ("video playback 300s (J)     1492 ..."), is the name'"'"'s: the rest of the row under the columns' '
	xtext namespill <<EOF
Each figure is the mean of 5 runs:

                        ondemand   schedutil   performance
kernel build -j4 (s)       412.3       409.8         398.1
video playback 300s (J)     1492        1436          2104
idle 300s (J)                612         609           627
EOF
	xjson namespill "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][3:5] == [(\"ondemand\", \"video playback 300s (J)\", [\"1492\"]), (\"schedutil\", \"video playback 300s (J)\", [\"1436\"])] and len(S) == 9 and \"300s\" not in [v for s in S for v in vals(s)]"
'

expect 'a header line naming a percentile column under each build ("avg fps  1% low  ms  avg fps  1% low  ms") is no row: the rows under it are the table'"'"'s' '
	xtext pctnames <<EOF
Mean of three runs each:

                        6.1 (CFS)                 6.1-bore
                     avg fps  1% low    ms       avg fps  1% low    ms
game one               143.2     88.1   6.98        151.7     97.4   6.59
game two                71.4     40.2  14.01         75.9     48.8  13.18
EOF
	xjson pctnames "len(S) == 12 and [vals(s) for s in S][:3] == [[\"143.2\"], [\"88.1\"], [\"6.98\"]] and \"1%\" not in [v for s in S for v in vals(s)]"
'

expect 'a post saying its times are hh:mm:ss: "01:02:14" in a table is an hour and two minutes, not a clock; without the words it stays a clock' '
	printf "Build times, hh:mm:ss:\n\nport\t12.0-RELEASE\t13.0-CURRENT\nrust\t01:02:14\t00:58:40\nllvm\t00:47:31\t00:44:02\ngcc\t00:39:12\t00:37:48\n" >hms.txt &&
	xjson hms "[(s[\"label\"], vals(s), s[\"values\"][0][\"value\"]) for s in S][:2] == [(\"12.0-RELEASE\", [\"01:02:14\"], 3734), (\"13.0-CURRENT\", [\"00:58:40\"], 3520)]" &&
	sed "s/, hh:mm:ss//" hms.txt >clock.txt &&
	xjson clock "S == []"
'

expect 'a row name ending in "+" goes on, on the line under it (indented, words only): "2.6.12-rt +" over "  IRQ thread raised" is one name' '
	xtext namegoes <<EOF
xruns per run            run1  run2  run3
2.6.12                     14     9    22
2.6.12-rt                   0     1     0
2.6.12-rt +                 0     0     0
  IRQ thread raised

The last row is with the IRQ thread at a higher priority.
EOF
	xjson namegoes "[s[\"label\"] for s in S] == [\"2.6.12\", \"2.6.12-rt\", \"2.6.12-rt + IRQ thread raised\"] and vals(S[2]) == [\"0\", \"0\", \"0\"]"
'

expect 'a deviation column right after a build'"'"'s ("vanilla  stddev  patched  stddev") is that build'"'"'s deviation: one series a row, the mean its value' '
	xtext devcols <<EOF
Energy per run, joules.

  tasks    vanilla   stddev    tuned   stddev
  10       14.57     0.20      10.07     0.17
  20       20.86     0.32      16.27     0.25
EOF
	xjson devcols "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"vanilla\", [\"14.57\"], \"0.20\"), (\"tuned\", [\"10.07\"], \"0.17\"), (\"vanilla\", [\"20.86\"], \"0.32\"), (\"tuned\", [\"16.27\"], \"0.25\")]"
'

expect 'a first column of whole percents rising in steps of five ("util" over 10%, 20%, 30%) is the load each row ran at, not a series' '
	xtext loadlevels <<EOF
Energy normalised to Base at 10% = 100:

  util     Base      EAS      Delta
  10%       100       61       -39%
  20%       147      112       -24%
  30%       190      165       -13%
EOF
	xjson loadlevels "[(s[\"label\"], vals(s)) for s in S] == [(\"Base\", [\"100\"]), (\"EAS\", [\"61\"]), (\"Base\", [\"147\"]), (\"EAS\", [\"112\"]), (\"Base\", [\"190\"]), (\"EAS\", [\"165\"])] and len(d[\"comparisons\"]) == 3"
'

expect 'a header splitting "(mean  std)" after each build ("Base (mean  std)  EAS (mean  std)  Delta") names the builds; the deviation is each build'"'"'s' '
	xtext devparen <<EOF
Energy per run, joules.

  load     Base (mean  std)     EAS (mean  std)      Delta
  10%           14.57  0.20          10.07  0.17     -30.9%
  20%           20.86  0.32          16.27  0.25     -22.0%
  30%           27.30  0.41          24.71  0.58      -9.5%
EOF
	xjson devparen "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"Base\", [\"14.57\"], \"0.20\"), (\"EAS\", [\"10.07\"], \"0.17\"), (\"Base\", [\"20.86\"], \"0.32\"), (\"EAS\", [\"16.27\"], \"0.25\"), (\"Base\", [\"27.30\"], \"0.41\"), (\"EAS\", [\"24.71\"], \"0.58\")] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-30.9%\", \"-22.0%\", \"-9.5%\"]"
'

expect 'configurations in rows at settings: a column of counts under a setting'"'"'s name ("kernel  groups  run1 ..." over "vanilla  20  1.912 ...", "vanilla  40 ...") keys each row, no figure; written before the name ("groups  kernel" over "20  vanilla") it reads the same' '
	xtext paramcol <<EOF
hackbench, seconds.

kernel     groups   run1    run2    run3
vanilla    20       1.912   1.887   1.935
smtnice    20       1.874   1.869   1.902
vanilla    40       3.795   3.821   3.768
smtnice    40       3.702   3.735   3.688
EOF
	xjson paramcol "[(s[\"label\"], s[\"params\"][\"groups\"][\"text\"], vals(s)) for s in S] == [(\"vanilla\", \"20\", [\"1.912\", \"1.887\", \"1.935\"]), (\"smtnice\", \"20\", [\"1.874\", \"1.869\", \"1.902\"]), (\"vanilla\", \"40\", [\"3.795\", \"3.821\", \"3.768\"]), (\"smtnice\", \"40\", [\"3.702\", \"3.735\", \"3.688\"])]" &&
	xtext countname <<EOF
hackbench, seconds.

groups  kernel     run1    run2    run3
20      vanilla    1.912   1.887   1.935
20      smtnice    1.874   1.869   1.902
40      vanilla    3.795   3.821   3.768
40      smtnice    3.702   3.735   3.688
EOF
	xjson countname "[(s[\"label\"], s[\"params\"][\"groups\"][\"text\"], vals(s)) for s in S] == [(\"vanilla\", \"20\", [\"1.912\", \"1.887\", \"1.935\"]), (\"smtnice\", \"20\", [\"1.874\", \"1.869\", \"1.902\"]), (\"vanilla\", \"40\", [\"3.795\", \"3.821\", \"3.768\"]), (\"smtnice\", \"40\", [\"3.702\", \"3.735\", \"3.688\"])]"
'

expect 'Linux'"'"'s I/O schedulers name rows as builds do ("mq-deadline: IOPS=498k", "bfq:", "kyber:")' '
	xtext elevators <<EOF
fio randread, per elevator:

mq-deadline: IOPS=498k p99=347us
bfq:         IOPS=447k p99=293us
kyber:       IOPS=412k p99=1532us
EOF
	xjson elevators "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"mq-deadline\", \"iops\", [\"498k\"]), (\"mq-deadline\", \"p99\", [\"347us\"]), (\"bfq\", \"iops\", [\"447k\"]), (\"bfq\", \"p99\", [\"293us\"]), (\"kyber\", \"iops\", [\"412k\"]), (\"kyber\", \"p99\", [\"1532us\"])]"
'
expect 'a multiplier glued on a figure ("498k", "3.4M") is that many: the value is 498000, the text as posted' '
	xtext multiplier <<EOF
fio randread, per elevator:

mq-deadline: IOPS=498k p99=347us
bfq:         IOPS=3.4M p99=293us
EOF
	xjson multiplier "[(v[\"text\"], v[\"value\"]) for s in S for v in s[\"values\"]] == [(\"498k\", 498000), (\"347us\", 347), (\"3.4M\", 3400000), (\"293us\", 293)]"
'

expect 'names the vocabulary does not know, each spanning the same columns ("performance" over "time(s)  power(W)", "powersaving" over the same), are builds; a change column after the groups stands under none' '
	xtext spanother <<EOF
kbuild, make -j N bzImage, 3 run average:

            performance          powersaving
 -j     time(s)  power(W)    time(s)  power(W)    perf/power
  4      141.2    171.5       149.8    138.6        +16.6%
  8       78.9    203.8        81.4    181.0         +9.1%
EOF
	xjson spanother "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S if s[\"label\"] != \"perf/power\"] == [(\"performance\", \"time\", [\"141.2\"]), (\"performance\", \"power\", [\"171.5\"]), (\"powersaving\", \"time\", [\"149.8\"]), (\"powersaving\", \"power\", [\"138.6\"]), (\"performance\", \"time\", [\"78.9\"]), (\"performance\", \"power\", [\"203.8\"]), (\"powersaving\", \"time\", [\"81.4\"]), (\"powersaving\", \"power\", [\"181.0\"])]"
'

expect 'one header line with a build'"'"'s name over each equal group of columns ("clients  tip/sched/core  +patches" over three runs each) names the runs of that build: one series a build and row' '
	xtext rungroups <<EOF
tbench, MB/s, three runs each:

  clients   tip/sched/core               +patches
        1    402.1   398.7   404.6       401.2   399.9   403.3
        8   3011.4  3020.9  2998.2      2874.5  2890.1  2881.7
EOF
	xjson rungroups "[(s[\"label\"], s[\"params\"][\"clients\"][\"text\"], vals(s)) for s in S] == [(\"tip/sched/core\", \"1\", [\"402.1\", \"398.7\", \"404.6\"]), (\"+patches\", \"1\", [\"401.2\", \"399.9\", \"403.3\"]), (\"tip/sched/core\", \"8\", [\"3011.4\", \"3020.9\", \"2998.2\"]), (\"+patches\", \"8\", [\"2874.5\", \"2890.1\", \"2881.7\"])]"
'

expect 'rows a mailer wrapped at 72 columns, their header wrapped with them ("threads  1 ... 64" over "128"): each row and the header one line again' '
	xtext wrap72 <<EOF
sysbench OLTP read-only, median transactions/sec of 3 runs:

threads          1       2       4       8      16      32      64
128
9.1 ULE      612.3  1190.8  2301.5  4012.7  5581.2  5302.4  4810.9
4387.1
9.1 4BSD     608.9  1172.4  2254.0  3889.5  5203.6  4987.0  4102.2
3355.8

4BSD falls off above 32 threads.
EOF
	xjson wrap72 "[(s[\"label\"], s[\"params\"][\"tasks\"][\"text\"], vals(s)) for s in S if s[\"params\"][\"tasks\"][\"text\"] in (\"64\", \"128\")] == [(\"9.1 ULE\", \"64\", [\"4810.9\"]), (\"9.1 ULE\", \"128\", [\"4387.1\"]), (\"9.1 4BSD\", \"64\", [\"4102.2\"]), (\"9.1 4BSD\", \"128\", [\"3355.8\"])] and len(S) == 16"
'

expect 'an aside in parentheses in a row'"'"'s name ("Little (4x A55)") is the name'"'"'s, no figure; a figure in parentheses with its unit ("(3003 seconds)") stays one' '
	xtext asidename <<EOF
Average power per cluster (mW):

cluster               EM-static    EM-runtime      diff
Little (4x A55)         184.2         176.9        -4.0%
Mid    (2x A76)         301.7         262.8       -12.9%
Big    (2x X1)          412.5         398.1        -3.5%
EOF
	xjson asidename "[(s[\"label\"], s[\"params\"][\"variant\"], vals(s)) for s in S] == [(\"EM-static\", \"Little (4x A55)\", [\"184.2\"]), (\"EM-runtime\", \"Little (4x A55)\", [\"176.9\"]), (\"EM-static\", \"Mid (2x A76)\", [\"301.7\"]), (\"EM-runtime\", \"Mid (2x A76)\", [\"262.8\"]), (\"EM-static\", \"Big (2x X1)\", [\"412.5\"]), (\"EM-runtime\", \"Big (2x X1)\", [\"398.1\"])] and len(d[\"comparisons\"]) == 3"
'

expect 'runs written with slashes in a cell ("108.3 / 107.9 / 109.1", "94.821/95.102/94.377") are figures each, under the build named over the group; a pair ("312.45 / 318.92") is left to the pair reader' '
	xtext slashruns <<EOF
three runs each:

                   halflife 32ms (default)      halflife 8ms
Speedometer 2.0    108.3 / 107.9 / 109.1        117.2 / 116.5 / 118.0
JetStream2         94.821 / 95.102 / 94.377     96.113 / 95.730 / 96.408
EOF
	xjson slashruns "[(s[\"label\"], s[\"params\"][\"variant\"], vals(s)) for s in S] == [(\"halflife 32ms (default)\", \"Speedometer 2.0\", [\"108.3\", \"107.9\", \"109.1\"]), (\"halflife 8ms\", \"Speedometer 2.0\", [\"117.2\", \"116.5\", \"118.0\"]), (\"halflife 32ms (default)\", \"JetStream2\", [\"94.821\", \"95.102\", \"94.377\"]), (\"halflife 8ms\", \"JetStream2\", [\"96.113\", \"95.730\", \"96.408\"])]" &&
	xtext slashglued <<EOF
three runs each:

                   halflife-32ms     halflife-8ms
Speedometer 2.0    108.3/107.9/109.1        117.2/116.5/118.0
EOF
	xjson slashglued "sorted(v for s in S for v in vals(s)) == sorted([\"108.3\", \"107.9\", \"109.1\", \"117.2\", \"116.5\", \"118.0\"])"
'

expect 'rows naming a build, then "run N", then time'"'"'s keys and times, tab-parted ("2.2.3 (vanilla)<TAB>run 1<TAB>real<TAB>4m12.35s ..."): the runs of that build, a series per key' '
	printf "%s\n" "Output of time, three runs per kernel:" "" \
		"2.2.3 (vanilla)	run 1	real	4m12.35s	user	7m41.20s	sys	0m31.77s" \
		"2.2.3 (vanilla)	run 2	real	4m11.98s	user	7m40.85s	sys	0m31.52s" \
		"2.2.3 + fix	run 1	real	4m07.12s	user	7m40.92s	sys	0m31.18s" \
		"2.2.3 + fix	run 2	real	4m06.90s	user	7m41.05s	sys	0m31.36s" | xtext tabruns &&
	xjson tabruns "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"2.2.3 (vanilla)\", \"real\", [\"4m12.35s\", \"4m11.98s\"]), (\"2.2.3 (vanilla)\", \"user\", [\"7m41.20s\", \"7m40.85s\"]), (\"2.2.3 (vanilla)\", \"sys\", [\"0m31.77s\", \"0m31.52s\"]), (\"2.2.3 + fix\", \"real\", [\"4m07.12s\", \"4m06.90s\"]), (\"2.2.3 + fix\", \"user\", [\"7m40.92s\", \"7m41.05s\"]), (\"2.2.3 + fix\", \"sys\", [\"0m31.18s\", \"0m31.36s\"])]"
'

expect 'a "Count" column beside no other statistic'"'"'s ("FSUse%  Count  Size  Files/sec") is a column of figures, not the runs of a summary' '
	xtext lonecount <<EOF
vanilla 2.6.35-rc5:

FSUse%        Count         Size    Files/sec     App Overhead
     0       800000            1      28871.3          9731544
     1      1600000            1      27613.9          9867230
EOF
	xjson lonecount "[v for s in S for v in vals(s) if s[\"metric\"] and \"Files/sec\" in s[\"metric\"]] == [\"28871.3\", \"27613.9\"] and not any((s.get(\"summary\") or {}).get(\"n\") for s in S)"
'

expect 'a row name, a wide gap, then each build'"'"'s figure after its name and colon ("Pipe-based Context Sw   tip: 412881.3   eevdf-v3: 398004.2   (-3.6%)"): the builds key the figures, the change compares them' '
	xtext keyedgap <<EOF
On the other box I see a drop instead:

  Pipe-based Context Sw   tip: 412881.3   eevdf-v3: 398004.2   (-3.6%)
  Process Creation        tip:   9815.0   eevdf-v3:   9790.6
EOF
	xjson keyedgap "[(s[\"label\"], s[\"params\"][\"variant\"], vals(s)) for s in S] == [(\"tip\", \"Pipe-based Context Sw\", [\"412881.3\"]), (\"eevdf-v3\", \"Pipe-based Context Sw\", [\"398004.2\"]), (\"tip\", \"Process Creation\", [\"9815.0\"]), (\"eevdf-v3\", \"Process Creation\", [\"9790.6\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-3.6%\"]"
'

expect 'a column named with its unit in parentheses ("p50(us)", "Speedup(x)") gives the series that metric and unit, over a unit the workload would give' '
	xtext headerunit <<EOF
memcached, 400K qps offered:

config       qps   p50(us)  p99(us)
base      400012        37      112
suspend   400008        29       71
EOF
	xjson headerunit "[(s[\"metric\"], s[\"unit\"]) for s in S if s[\"label\"] == \"base\"][1:] == [(\"p50\", \"us\"), (\"p99\", \"us\")]"
'

expect 'a header wrapped onto a line of fewer words ("Pipe  AF  UDP" over "      UNIX"), the rows opening with a CPU ("opteron Linux 2.6.8 ..."): every row a build, the wrapped name joined to its column, no row read as a count of the next row'"'"'s CPU' '
	xtext wrappedhead <<EOF
Local latencies in microseconds, smaller is better:

Host    OS              Pipe   AF     UDP
                               UNIX
------- --------------- ------ ------ ------
opteron Linux 2.6.8     9.113  15.2   27.0
opteron Linux 2.6.8-ck1 8.402  14.7   26.1
opteron Linux 2.6.9     8.960  14.9   25.3
EOF
	xjson wrappedhead "[(s[\"label\"], s[\"params\"].get(\"variant\"), vals(s)) for s in S][3:6] == [(\"opteron Linux 2.6.8-ck1\", \"Pipe\", [\"8.402\"]), (\"opteron Linux 2.6.8-ck1\", \"AF UNIX\", [\"14.7\"]), (\"opteron Linux 2.6.8-ck1\", \"UDP\", [\"26.1\"])] and len(S) == 9 and not any(y[\"sockets\"] for y in d[\"systems\"])"
'

expect 'a change column closing the groups of two builds, under no build'"'"'s name and named for what it computes ("perf/watt"), compares the builds' '
	xtext changetail <<EOF
dbench on the 2-socket box, 3 runs:

           schedutil           ondemand
 clients  MB/s   power(W)    MB/s   power(W)   perf/watt
   8      812.3   121.4      790.1   131.9       -10.5%
  16      955.0   150.2      951.7   158.8        -5.7%
EOF
	xjson changetail "[c[\"text\"] for c in d[\"comparisons\"]] == [\"ondemand vs schedutil, 8 clients: perf/watt -10.5%\", \"ondemand vs schedutil, 16 clients: perf/watt -5.7%\"] and not any(v == \"-10.5%\" for s in S for v in vals(s))"
'

expect 'a wiki table'"'"'s rows ("|| 50th || 18 || 17 ||") are a table, not C'"'"'s "or"; statistics named with their unit ("min_us", "avg(ms)") are a series'"'"' summary' '
	xtext wikirows <<EOF
schbench -m 4 -t 8, wakeup latency in usec:

|| percentile || 6.1 || 6.1+fix ||
|| 50th || 18 || 17 ||
|| 99th || 940 || 402 ||
EOF
	xjson wikirows "[(s[\"label\"], s[\"params\"][\"variant\"], vals(s)) for s in S] == [(\"6.1\", \"50th\", [\"18\"]), (\"6.1+fix\", \"50th\", [\"17\"]), (\"6.1\", \"99th\", [\"940\"]), (\"6.1+fix\", \"99th\", [\"402\"])]" &&
	xtext statunits <<EOF
cyclictest -m -Sp99 -i200 on the Atom:

    kernel    | min_us | avg_us | max_us
--------------+--------+--------+--------
 4.4.12-rt19  |      5 |     13 |     61
 4.6.2-rt5    |      5 |     12 |     97
(2 rows)
EOF
	xjson statunits "[(s[\"label\"], s[\"summary\"][\"min\"][\"text\"], s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"max\"][\"text\"], s[\"unit\"]) for s in S] == [(\"4.4.12-rt19\", \"5\", \"13\", \"61\", \"us\"), (\"4.6.2-rt5\", \"5\", \"12\", \"97\", \"us\")]"
'

expect 'a script'"'"'s column names gluing the build to a statistic ("v6.1_mean  v6.1_stddev  v6.2_mean  v6.2_stddev") are builds over "mean  stddev"; "diff%" after them, a change word with its %, compares them' '
	printf "hackbench -g 8, 10 runs, seconds:\n\ngroups\tv6.1_mean\tv6.1_stddev\tv6.2_mean\tv6.2_stddev\tdiff%%\n4\t1.912\t0.021\t1.874\t0.018\t-1.99\n8\t3.801\t0.040\t3.655\t0.052\t-3.84\n" >gluedstat.txt &&
	xjson gluedstat "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"v6.1\", [\"1.912\"], \"0.021\"), (\"v6.2\", [\"1.874\"], \"0.018\"), (\"v6.1\", [\"3.801\"], \"0.040\"), (\"v6.2\", [\"3.655\"], \"0.052\")] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-1.99\", \"-3.84\"]"
'

expect 'a spreadsheet exported where the comma is the decimal point ("1;1843,2;1791,6"): semicolons part the fields, the header'"'"'s names keep their blanks, a field a column; the mean as other locales name it ("Mittelwert") is a summary; a sentence'"'"'s semicolons part nothing' '
	printf "kernel build, wall clock seconds:\n\nDurchlauf;stock 14.0;stock 14.0 + D41233\n1;612,4;598,1\n2;615,0;601,7\n3;610,9;597,2\nMittelwert;612,8;599,0\n\nIt is faster; the spread is small; I will rerun it.\n" >semicsv.txt &&
	xjson semicsv "[(s[\"label\"], [v[\"value\"] for v in s[\"values\"]], s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"stock 14.0\", [612.4, 615.0, 610.9], \"612,8\"), (\"stock 14.0 + D41233\", [598.1, 601.7, 597.2], \"599,0\")]"
'

expect 'a spreadsheet'"'"'s rows with no header under a sentence naming the columns ("columns are clients, stock, patched:"), fields in quotes ("412.7"): the named columns, the first over the rows'"'"' names, the values inside the quotes' '
	xtext prosehead <<EOF
Both kernels built from the same tree; from my sheet, columns are clients, stock, patched:

1,"412.7","415.2"
8,"2610.4","2702.9"
EOF
	xjson prosehead "[(s[\"label\"], p(s, \"clients\"), vals(s)) for s in S] == [(\"stock\", \"1\", [\"412.7\"]), (\"patched\", \"1\", [\"415.2\"]), (\"stock\", \"8\", [\"2610.4\"]), (\"patched\", \"8\", [\"2702.9\"])]"
'

expect 'perf sched latency with its "Max delay start" and "Max delay end" columns ("max start: 1021.300114 s"): the timestamps of the worst delay are no figures; the delays are (no row a benchmark'"'"'s: every command'"'"'s, avg and max its summary)' '
	xtext schedstamp <<EOF
6.8 + the fix:

 ----------------------------------------------------------------------------------------------------------------------
  Task                  |   Runtime ms  |  Count   | Avg delay ms    | Max delay ms    | Max delay start           | Max delay end          |
 ----------------------------------------------------------------------------------------------------------------------
  kworker:(4)           |    211.902 ms |    10214 | avg:   0.022 ms | max:   0.914 ms | max start:  1021.300114 s | max end:  1021.301028 s
  chrome:(12)           |   9810.335 ms |    41022 | avg:   0.310 ms | max:   4.402 ms | max start:  1019.771203 s | max end:  1019.775605 s
 ----------------------------------------------------------------------------------------------------------------------
EOF
	xjson schedstamp "not any(\"1021.3\" in v or \"1019.77\" in v for s in S for v in vals(s)) and [(p(s, \"variant\"), s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"kworker\", \"0.022\", \"0.914\"), (\"chrome\", \"0.310\", \"4.402\")]"
'

expect 'a markdown table saved to a file and printed with "$ cat gov.md" is read as any table (a cat of /proc or source stays a listing); "mean ± sd" under a Mean column is the mean and its stddev' '
	xtext catmd <<\EOF
Two governors, ten runs each:

$ cat gov.md
| Command | Mean [ms] | Min [ms] | Max [ms] | Relative |
|:---|---:|---:|---:|---:|
| `menu` | 889.6 ± 118.8 | 721.1 | 1186.5 | 1.16 ± 0.24 |
| `teo` | 766.5 ± 119.8 | 646.7 | 1054.6 | 1.00 |
EOF
	xjson catmd "[(s[\"label\"].strip(\"\`\"), s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"stddev\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"menu\", \"889.6\", \"118.8\", \"1186.5\"), (\"teo\", \"766.5\", \"119.8\", \"1054.6\")]" &&
	sed "s#cat gov.md#cat /proc/gov#" catmd.txt >catproc.txt &&
	xjson catproc "S == []"
'

expect 'lines grepped out of a results file ("$ grep Throughput tbench-6.8.txt") are read as any output; a grep of /proc or a source file stays a listing' '
	xtext grepres <<\EOF
On 6.8, the tbench lines only:

$ grep Throughput tbench-6.8.txt
Throughput 1520.41 MB/sec  8 clients  8 procs  max_latency=2.104 ms
Throughput 1532.88 MB/sec  8 clients  8 procs  max_latency=1.998 ms
EOF
	xjson grepres "[vals(s) for s in S if s[\"metric\"] == \"throughput\"] == [[\"1520.41\", \"1532.88\"]]" &&
	sed "s#tbench-6.8.txt#/proc/tbench#" grepres.txt >grepproc.txt &&
	xjson grepproc "S == []"
'

expect 'builds in columns after two keys ("ncpu  -j  SCHED_4BSD  SCHED_M2"): the second key column (a flag or a count noun over whole counts) is a setting of the row, no build; a "-" cell is no figure' '
	xtext twokeys <<\EOF
Wall clock in seconds, best of two:

  ncpu   -j   SCHED_4BSD   SCHED_M2
     1    2       2718.4     2731.9
     2    4            -     1409.2
     4    8        811.3      784.6
EOF
	xjson twokeys "[(s[\"label\"], vals(s)) for s in S] == [(\"SCHED_4BSD\", [\"2718.4\"]), (\"SCHED_M2\", [\"2731.9\"]), (\"SCHED_M2\", [\"1409.2\"]), (\"SCHED_4BSD\", [\"811.3\"]), (\"SCHED_M2\", [\"784.6\"])]"
'

expect 'a note by a table saying its "+/-" is a confidence interval or a standard error, not the standard deviation: the spread is no stddev' '
	xtext cinote <<\EOF
Requests per second, mean of 10 runs:

  conns        TS                 FX
      8    41210 +/-  380     41875 +/-  295
     32    37940 +/- 1120     40310 +/-  410

(+/- is the half-width of the 95% confidence interval of the mean.)
EOF
	xjson cinote "[(s[\"label\"], vals(s), s.get(\"summary\")) for s in S] == [(\"TS\", [\"41210\"], None), (\"FX\", [\"41875\"], None), (\"TS\", [\"37940\"], None), (\"FX\", [\"40310\"], None)]" &&
	grep -v "confidence interval" cinote.txt >cisd.txt &&
	xjson cisd "[s[\"summary\"][\"stddev\"][\"text\"] for s in S] == [\"380\", \"295\", \"1120\", \"410\"]"
'

expect 'times without a fraction ("8:31", "1:02:17") are durations in a post that says its times are wall clock, elapsed time or m:ss, clocks otherwise' '
	printf "buildkernel, wall clock from time(1), second run of each:\n\n  bsd4   8:31\n  dfly   7:02\n" >wallclock.txt &&
	xjson wallclock "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"bsd4\", [\"8:31\"], \"s\"), (\"dfly\", [\"7:02\"], \"s\")] and S[0][\"values\"][0][\"value\"] == 511" &&
	printf "make -j4 buildworld, elapsed time from time(1), two runs each:\n\nSCHED_4BSD   1:02:17   1:02:41\nSCHED_ULE    1:05:53   1:05:12\n" >elapsedhms.txt &&
	xjson elapsedhms "[(s[\"label\"], vals(s)) for s in S] == [(\"SCHED_4BSD\", [\"1:02:17\", \"1:02:41\"]), (\"SCHED_ULE\", [\"1:05:53\", \"1:05:12\"])] and S[0][\"values\"][0][\"value\"] == 3737" &&
	printf "buildkernel, second run of each:\n\n  bsd4   8:31\n  dfly   7:02\n" >dayclock.txt &&
	xjson dayclock "S == []"
'

expect 'lines grep printed from several files ("results/v6.13-rc3/run.log:Process Creation  8412.4 lps"): each named by its file less what the names share, the words before the figure its metric, the word after it its unit; grep -h prints no names' '
	xtext grepnames <<\EOF
One copy of UnixBench per kernel:

$ grep -E "Pipe-based|Process Creation" results/*/run.log
results/v6.1/run.log:Pipe-based Context Switching                 240263.8 lps   (10.0 s, 7 samples)
results/v6.1/run.log:Process Creation                               8412.4 lps   (30.0 s, 2 samples)
results/v6.1+fix/run.log:Pipe-based Context Switching                 243518.6 lps   (10.0 s, 7 samples)
results/v6.1+fix/run.log:Process Creation                               8377.9 lps   (30.0 s, 2 samples)
EOF
	xjson grepnames "[(s[\"label\"], s[\"metric\"], s[\"unit\"], vals(s)) for s in S] == [(\"v6.1\", \"Pipe-based Context Switching\", \"lps\", [\"240263.8\"]), (\"v6.1\", \"Process Creation\", \"lps\", [\"8412.4\"]), (\"v6.1+fix\", \"Pipe-based Context Switching\", \"lps\", [\"243518.6\"]), (\"v6.1+fix\", \"Process Creation\", \"lps\", [\"8377.9\"])] and all(s[\"found_by\"] == \"table\" for s in S)" &&
	printf "\$ grep -h Time hb-*.log\nhb-a.log:Time: 1.20\nhb-b.log:Time: 1.31\n" >greph.txt &&
	xjson greph "not any(s[\"label\"] in (\"a\", \"b\") for s in S)"
'

expect 'a "%" after a metric'"'"'s words in a header ("jank (%)", "CPU %") is its unit; a "%" alone or first ("%", "% diff") heads changes' '
	printf "Jankbench, mean of 5 iterations:\n\n  governor            jank (%%)    energy (J)\n  ondemand              4.12        51.63\n  schedutil + RFC       1.06        45.44\n" >pctunit.txt &&
	xjson pctunit "[(s[\"label\"], s[\"metric\"], s[\"unit\"], vals(s)) for s in S] == [(\"ondemand\", \"jank\", \"%\", [\"4.12\"]), (\"ondemand\", \"energy\", \"J\", [\"51.63\"]), (\"schedutil + RFC\", \"jank\", \"%\", [\"1.06\"]), (\"schedutil + RFC\", \"energy\", \"J\", [\"45.44\"])]"
'

expect 'a change in parentheses after a value and its unit ("patched:   23.0k IOPS (+7.5%)"): the row'"'"'s change against the first, no figure of its own; the "k" scaled the value, no unit (IOPS gives it)' '
	printf "Three runs each, the middle one:\n\n  unpatched: 21.4k IOPS\n  patched:   23.0k IOPS (+7.5%%)\n\nNo change at QD32.\n" >unitchange.txt &&
	xjson unitchange "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"unpatched\", [\"21.4k\"], \"1/s\"), (\"patched\", [\"23.0k\"], \"1/s\")] and [(c[\"delta_pct\"][\"text\"], c[\"a\"] == S[0][\"id\"], c[\"b\"] == S[1][\"id\"]) for c in d[\"comparisons\"]] == [(\"+7.5%\", True, True)]"
'
expect 'a bisect table with its verdict column ("v5.2-rc1  2148.30  bad", "v5.1  2411.57  good"): every row a build'"'"'s figure, the verdicts none and no group title' '
	printf "Bisected:\n\n  commit          MB/sec     verdict\n  v5.1            2411.57    good\n  v5.2-rc1        2148.30    bad\n  5d0e31a8b7c2    2409.88    good\n  9e3b7f1d2c60    2149.71    bad\n" >bisect.txt &&
	xjson bisect "[(s[\"label\"], vals(s), s[\"params\"]) for s in S] == [(\"v5.1\", [\"2411.57\"], {}), (\"v5.2-rc1\", [\"2148.30\"], {}), (\"5d0e31a8b7c2\", [\"2409.88\"], {}), (\"9e3b7f1d2c60\", [\"2149.71\"], {})]"
'
expect 'rows named up to a colon by words no vocabulary knows, every figure keyed by a statistic ("noautogroup:  max 228.4 ms, avg 42.7 ms"): a series a row, named by its key, its summary the statistics' '
	printf "Results after a minute:\n\n  noautogroup:  max 228.4 ms, avg 42.7 ms\n  autogroup:    max  17.1 ms, avg  4.9 ms\n\nThanks\n" >statrows.txt &&
	xjson statrows "[(s[\"label\"], vals(s), s[\"summary\"][\"max\"][\"text\"], s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"noautogroup\", [], \"228.4\", \"42.7\"), (\"autogroup\", [], \"17.1\", \"4.9\")]"
'
expect 'a line of settings alone, "NAME VALUE" a comma apart (cpu.max "200000 100000", cpu.max.burst 0), is the title of the rows under it, no row; the settings every group'"'"'s title shares are dropped from the labels; "v5.1  2411.57  good" is a row' '
	printf "One container, 10 minutes:\n\ncpu.max \"200000 100000\", cpu.max.burst 0\n    nr_throttled      1843\n    p99 (ms)          38.2\n\ncpu.max \"200000 100000\", cpu.max.burst 100000\n    nr_throttled        12\n    p99 (ms)           4.9\n\ni.e. the p99 is 87%% lower.\n" >settitle.txt &&
	xjson settitle "[(s[\"label\"], vals(s)) for s in S] == [(\"cpu.max.burst 0\", [\"1843\"]), (\"cpu.max.burst 0\", [\"38.2\"]), (\"cpu.max.burst 100000\", [\"12\"]), (\"cpu.max.burst 100000\", [\"4.9\"])]"
'
expect 'a statistic column named with its unit ("mean MB/s", "mean (MB/s)") beside a stddev column: one series a row, the mean its value, the stddev its summary; "avg fps" stays a measure' '
	printf "tbench:\n\n| kernel   | mean MB/s | stddev | %% chg |\n|----------+-----------+--------+-------|\n| baseline |   2411.37 |  18.52 |       |\n| patched  |   2487.90 |  21.06 |  3.17 |\n" >meanunit.txt &&
	xjson meanunit "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"baseline\", [\"2411.37\"], \"18.52\"), (\"patched\", [\"2487.90\"], \"21.06\")]"
'
expect 'columns named as a query names them ("avg_tps", "stddev_tps", "pct_change"): the statistic and its unit, a change in percent; a change column whose first row is zero ("0.00") compares each row with the first' '
	printf "Summary straight from psql:\n\n kernel | avg_tps | stddev_tps | pct_change \n--------+---------+------------+------------\n 6.5.13 | 48245.6 |      275.2 |       0.00\n 6.6.2  | 44719.8 |      931.3 |      -7.31\n(2 rows)\n" >psqlcols.txt &&
	xjson psqlcols "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"6.5.13\", [\"48245.6\"], \"275.2\"), (\"6.6.2\", [\"44719.8\"], \"931.3\")] and [(c[\"delta_pct\"][\"text\"], c[\"a\"] == S[0][\"id\"], c[\"b\"] == S[1][\"id\"]) for c in d[\"comparisons\"]] == [(\"-7.31\", True, True)]"
'
expect 'a settings listing ("| Old sysctl | debugfs file | Default |", psql'"'"'s "name | setting | unit"): tunables and their values, no figure; a markdown header names the rows by all its cells before the figures'"'"'' '
	printf "Where the knobs went:\n\n| Old sysctl | debugfs file | Default |\n|:---|:---|---:|\n| sched_latency_ns | latency_ns | 6000000 |\n| sched_nr_migrate | nr_migrate | 32 |\n" >tunables.txt &&
	xjson tunables "S == []" &&
	printf "The RT knobs:\n\n  knob                                   value     default\n  /proc/sys/kernel/sched_rt_period_us    1000000   1000000\n  /proc/sys/kernel/sched_rt_runtime_us   950000    950000\n" >rtknobs.txt &&
	xjson rtknobs "S == []" &&
	printf "A stock cluster:\n\n             name             | setting | unit \n------------------------------+---------+------\n autovacuum_naptime           | 60      | s\n autovacuum_vacuum_cost_delay | 2       | ms\n vacuum_cost_limit            | 200     | \n(3 rows)\n" >pgsettings.txt &&
	xjson pgsettings "S == []" &&
	printf "Results:\n\n| kernel | scheduler | tps |\n|:---|:---|---:|\n| v6.1 | EEVDF | 1203.4 |\n| v6.1 | scx_rusty | 1227.1 |\n" >mdlead.txt &&
	xjson mdlead "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"v6.1 EEVDF\", \"tps\", [\"1203.4\"]), (\"v6.1 scx_rusty\", \"tps\", [\"1227.1\"])]"
'
expect 'comma-separated runs numbered under "run" ("vanilla,2,3140"): the numbers count runs, no series of their own' '
	printf "p99 in usec:\nconfig,run,p99_usec\nvanilla,1,3068\nvanilla,2,3140\npatched,1,2652\npatched,2,2788\n" >csvruns.txt &&
	xjson csvruns "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"vanilla\", \"p99_usec\", [\"3068\", \"3140\"]), (\"patched\", \"p99_usec\", [\"2652\", \"2788\"])]"
'
expect 'runs numbered under titles of their own ("credit" over "run1  61832", "null" over "run1  64418"): whole numbers are the titled builds'"'"' runs' '
	printf "Score is the reported bops:\n\ncredit\n    run1   61832\n    run2   60975\n\nnull\n    run1   64418\n    run2   64907\n\nnull wins.\n" >titledruns.txt &&
	xjson titledruns "[(s[\"label\"], vals(s)) for s in S] == [(\"credit\", [\"61832\", \"60975\"]), (\"null\", [\"64418\", \"64907\"])]" &&
	printf "Our ids:\n\nalpha\n    node1   61832\n    node2   60975\n\nbeta\n    node1   64418\n    node2   64907\n" >titledids.txt &&
	xjson titledids "S == []"
'
expect 'columns naming tasks, users or domains or the shares they were set to ("ID", "PID", "UID", "Weight", "Cap", "PRIO"): no figure' '
	printf "The listing:\n\n  Name                                ID Weight  Cap\n  Domain-0                             0    256    0\n  vm-build                             3    512    0\n" >ids.txt &&
	xjson ids "S == []" &&
	printf "Average:      UID       PID   cswch/s nvcswch/s  Command\nAverage:        0     32398  43270.32    335.91  hackbench\n" >pids.txt &&
	xjson pids "not any(vals(s) in ([\"32398\"], [\"0\"]) for s in S)"
'
expect 'a table whose rows are all tunables set to nothing ("sched_latency_ns  6000000  2  12000000" under "base  factor  shown here") is a listing, no figure; rows naming a tunable set to a value stay builds' '
	printf "What I see here:\n\n   tunable                          base (1 CPU)   factor   shown here\n   sched_latency_ns                      6000000        2     12000000\n   sched_min_granularity_ns               750000        2      1500000\n   sched_nr_migrate                           32        -           32\n" >tunlist.txt &&
	xjson tunlist "S == []"
'
expect 'rows named "No X:" and "X:" are the two settings compared, whatever the vocabulary knows of X' '
	printf "Hi,\n\nWith 64 instances of netperf TCP_RR on the 16-queue NIC:\n\n  No busypoll:   412K tps\n  busypoll:      583K tps\n\nThanks\n" >negtwin.txt &&
	xjson negtwin "[(s[\"label\"], vals(s)) for s in S] == [(\"No busypoll\", [\"412K\"]), (\"busypoll\", [\"583K\"])]"
'

expect 'rows keyed by several settings under tunables'"'"' names ("cfs_period_us  cfs_quota_us  CPUs  events/s"): each row a configuration of all its settings, the setting columns no figures' '
	printf "Hi,\n\nsysbench cpu in a cgroup, one run a cell:\n\n  cfs_period_us  cfs_quota_us  CPUs   events/s\n           5000         10000   2.0    2292.43\n           5000          5000   1.0    2240.10\n         100000        200000   2.0    3114.45\n\nBye\n" >keyed.txt &&
	xjson keyed "[(s[\"label\"], vals(s)) for s in S] == [(\"cfs_period_us=5000, cfs_quota_us=10000, CPUs=2.0\", [\"2292.43\"]), (\"cfs_period_us=5000, cfs_quota_us=5000, CPUs=1.0\", [\"2240.10\"]), (\"cfs_period_us=100000, cfs_quota_us=200000, CPUs=2.0\", [\"3114.45\"])]"
'

expect 'a table a browser copied one cell a line (the corner, the columns'"'"' names, then each row'"'"'s name, its unit line and one figure a column): a series a column and row, unit and direction from the unit line; names and versions one a line are none' '
	printf "Hi,\n\nFrom the result viewer:\n\nBenchmark\n6.1.55\n6.6.2\nKernel Build\nSeconds, Fewer Is Better\n120.4\n118.9\nx264 Encoding\nFrames Per Second, More Is Better\n41.2\n43.0\n\nand the kernels I tried:\n\nstable\n6.1.55\n6.6.2\nmainline\n6.7\n6.8\n\nThanks\n" >celllines.txt &&
	xjson celllines "[(s[\"label\"], s[\"metric\"], s[\"unit\"], s[\"better\"], vals(s)) for s in S] == [(\"6.1.55\", \"Kernel Build\", \"s\", \"lower\", [\"120.4\"]), (\"6.6.2\", \"Kernel Build\", \"s\", \"lower\", [\"118.9\"]), (\"6.1.55\", \"x264 Encoding\", \"Frames Per Second\", \"higher\", [\"41.2\"]), (\"6.6.2\", \"x264 Encoding\", \"Frames Per Second\", \"higher\", [\"43.0\"])]"
'

expect 'numbers as much of Europe writes them: "41.276,3" (points between thousands, a decimal comma) and bash'"'"'s time under a comma locale ("real 0m4,913s")' '
	printf "Hallo,\n\nbsd4: 41.276,3 tps\ndfly: 43.918,7 tps\n\nULE:\nreal\t0m4,913s\nuser\t0m0,841s\nsys\t0m8,068s\n" >eunum.txt &&
	xjson eunum "[(s[\"label\"], vals(s), s[\"values\"][0][\"value\"]) for s in S] == [(\"ULE\", [\"0m4,913s\"], 4.913), (\"ULE\", [\"0m0,841s\"], 0.841), (\"ULE\", [\"0m8,068s\"], 8.068), (\"bsd4\", [\"41.276,3\"], 41276.3), (\"dfly\", [\"43.918,7\"], 43918.7)]"
'

expect 'columns named by a workload and a statistic ("cyclictest avg", "cyclictest max"): one distribution'"'"'s summary a row, beside the other workload'"'"'s figure' '
	printf "Hi,\n\n    Kernel          hackbench -g 10    cyclictest avg    cyclictest max\n    6.1             3.099 s            19 us             2307 us\n    6.1-rt          3.790 s            15 us             89 us\n\nBye\n" >wstat.txt &&
	xjson wstat "[(s[\"label\"], s[\"workload\"], vals(s), sorted((k, v[\"text\"]) for k, v in (s.get(\"summary\") or {}).items() if v)) for s in S] == [(\"6.1\", \"hackbench\", [\"3.099\"], []), (\"6.1\", \"cyclictest\", [], [(\"max\", \"2307\"), (\"mean\", \"19\")]), (\"6.1-rt\", \"hackbench\", [\"3.790\"], []), (\"6.1-rt\", \"cyclictest\", [], [(\"max\", \"89\"), (\"mean\", \"15\")])]"
'

expect 'a workload'"'"'s statistic alone in its column ("fio p99" beside "fio IOPS") is no summary of the column beside it' '
	printf "Hi,\n\n    Kernel          fio p99     fio IOPS\n    6.1             412 us      10234\n    6.2             388 us      10877\n\nBye\n" >wstat1.txt &&
	xjson wstat1 "[(s[\"label\"], vals(s), s.get(\"summary\")) for s in S] == [(\"6.1\", [\"412\"], None), (\"6.1\", [\"10234\"], None), (\"6.2\", [\"388\"], None), (\"6.2\", [\"10877\"], None)]"
'

expect 'a table whose every figure carries its sign ("+2.4", "-0.8"; "~" within the noise) under a paragraph saying they are changes ("% change, patched relative to base") holds no configuration'"'"'s figures; one plain figure among them makes it a table of figures' '
	cat >chg.txt <<-EOF &&
	Numbers below are % change, patched relative to base.  Higher is
	better for perf, lower for power; "~" is noise.

	workload                  perf     power
	-----------------------------------------
	tbench, 8 clients         +2.4     -0.8
	netperf UDP_RR, 1 pair    +3.6     +1.1
	schbench, 16 workers      -1.3       ~
	EOF
	xjson chg "S == []" &&
	sed "s/+2.4/2.4/" chg.txt >chg2.txt &&
	xjson chg2 "len(S) == 5"
'

expect 'a spreadsheet'"'"'s rows parted by tabs, each named by a first field opening on a release ("6.1 (stock)", "6.1 + v2 patches"): the whole field names the row' '
	printf "Scores, median of 3:\n\nkernel\t\t\tsingle\tmulti\n6.1 (stock)\t812\t3120\n6.1 + v2 patches\t815\t3266\n\nThanks\n" >tabname.txt &&
	xjson tabname "[(s[\"label\"], vals(s)) for s in S] == [(\"6.1 (stock)\", [\"812\"]), (\"6.1 (stock)\", [\"3120\"]), (\"6.1 + v2 patches\", [\"815\"]), (\"6.1 + v2 patches\", [\"3266\"])]"
'

expect 'the level of an interval after a figure ("12.31 +/- 0.08 (95% CI)") is no figure of its own, and the +/- before it no standard deviation' '
	printf "schbench p99 wakeup, usec, mean and its interval:\n\n  v6.6          41.30 +/- 0.42 (95%% CI)\n  v6.6-eevdf    38.95 +/- 0.51 (95%% CI)\n\nThanks\n" >ci.txt &&
	xjson ci "[(s[\"label\"], vals(s), s.get(\"summary\")) for s in S] == [(\"v6.6\", [\"41.30\"], None), (\"v6.6-eevdf\", [\"38.95\"], None)]"
'

expect 'keys that open on a percentile ("avg 88.6 fps, 1% low 61.9, 0.1% low 44.3"): the percent names the figure after it, no figure of its own' '
	printf "Cyberpunk, built-in benchmark:\n  * 6.10 (EEVDF):  avg 88.6 fps, 1%% low 61.9, 0.1%% low 44.3\n  * 6.10-bore:     avg 89.1 fps, 1%% low 70.4, 0.1%% low 57.8\n" >lows.txt &&
	xjson lows "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S][1:3] == [(\"6.10 (EEVDF)\", \"1% low\", [\"61.9\"]), (\"6.10 (EEVDF)\", \"0.1% low\", [\"44.3\"])] and [vals(s) for s in S] == [[\"88.6\"], [\"61.9\"], [\"44.3\"], [\"89.1\"], [\"70.4\"], [\"57.8\"]]"
'

expect 'a note saying a table'"'"'s "+-" is half its runs'"'"' min-max range: no stddev' '
	printf "Median tps of five runs, the +- is half of the min-max spread:\n\nkernel              -c 64             -c 128\n5.10            612334 +-2810     598120 +-4402\n6.1             571208 +-3977     522461 +-6120\n" >minmax.txt &&
	xjson minmax "len(S) == 4 and all(s.get(\"summary\") is None and len(vals(s)) == 1 for s in S)"
'

expect 'builds over groups of unequal width ("stock  rc1  rc2" over "ms  diff%  ms  diff%", the base with no change column): each figure its build'"'"'s, each change a comparison with the base' '
	printf "pgbench -S latency, ms (lower is better):\n\nclients    stock          rc1             rc2\n                       ms   diff%%      ms   diff%%\n  16        0.412     0.405   -1.7     0.398   -3.4\n  64        1.931     1.802   -6.7     1.655  -14.3\n" >unequal.txt &&
	xjson unequal "[(s[\"label\"], vals(s)) for s in S] == [(\"stock\", [\"0.412\"]), (\"rc1\", [\"0.405\"]), (\"rc2\", [\"0.398\"]), (\"stock\", [\"1.931\"]), (\"rc1\", [\"1.802\"]), (\"rc2\", [\"1.655\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-1.7\", \"-3.4\", \"-6.7\", \"-14.3\"]"
'

expect 'a last column named as the ratio of two columns before it ("bsd  linux  bsd/linux" over "0.87") is no figure of its own' '
	printf "tps by clients, one run each:\n\nclients   FreeBSD 14.1   Linux 6.6   FreeBSD/Linux\n     16        2988.71     3190.57            0.94\n     64        5873.32     6712.81            0.87\n" >ratiocol.txt &&
	xjson ratiocol "[(s[\"label\"], vals(s)) for s in S] == [(\"FreeBSD 14.1\", [\"2988.71\"]), (\"Linux 6.6\", [\"3190.57\"]), (\"FreeBSD 14.1\", [\"5873.32\"]), (\"Linux 6.6\", [\"6712.81\"])]"
'

expect 'rows keyed by a setting under run columns ("run 1  run 2  run 3  mean"): each row the runs of one series, the mean its summary; a tunable over the keys is named as the post writes it in full' '
	printf "I swept kern.sched.steal_thresh, three runs each:\n\n  steal_thresh   run 1     run 2     run 3     mean\n  ------------   -------   -------   -------   -------\n   2             412.1s    409.8s    414.6s    412.2s\n   8             420.3s    418.9s    421.7s    420.3s\n" >runcols.txt &&
	xjson runcols "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"kern.sched.steal_thresh=2\", [\"412.1s\", \"409.8s\", \"414.6s\"], \"412.2s\"), (\"kern.sched.steal_thresh=8\", [\"420.3s\", \"418.9s\", \"421.7s\"], \"420.3s\")]"
'

expect 'groups of rows under settings ("64 threads" over "base: runs avg X stddev Y", "patched: ..."; "128 threads" over the same names): the builds listed again in each group are builds, whole numbers and all' '
	printf "Five runs per kernel, ops/s:\n\n 64 threads\n   base:     1918420  1952310  1874905   avg 1915212  stddev 38780\n   patched:  1902233  1871846  1937401   avg 1903827  stddev 32794\n\n 128 threads\n   base:     2204517  2198332  2211904   avg 2204918  stddev 6795\n   patched:  2131098  2126774  2140663   avg 2132845  stddev 7108\n" >groupsbuilds.txt &&
	xjson groupsbuilds "[(s[\"label\"], len(vals(s)), s[\"summary\"][\"mean\"][\"text\"], p(s, \"tasks\")) for s in S] == [(\"base\", 3, \"1915212\", \"64\"), (\"patched\", 3, \"1903827\", \"64\"), (\"base\", 3, \"2204918\", \"128\"), (\"patched\", 3, \"2132845\", \"128\")]"
'

expect 'a change row named by the build it compares with ("delta vs 6.5.13" under a third build): the row above against the first row, when that is the build it names; naming another, no comparison' '
	printf "min fps over three runs:\n\n                        min fps   avg fps\n  6.5.13 (CFS)             71.4     163.2\n  6.6.8 (EEVDF)            45.8     162.6\n    delta                -35.9%%     -0.4%%\n  6.6.8, base_slice 3ms    61.3     163.5\n    delta vs 6.5.13      -14.1%%     +0.2%%\n" >deltavs.txt &&
	xjson deltavs "len(S) == 6 and [(([s[\"label\"] for s in S if s[\"id\"] == c[\"b\"]][0], [s[\"label\"] for s in S if s[\"id\"] == c[\"a\"]][0], c[\"delta_pct\"][\"value\"])) for c in d[\"comparisons\"]] == [(\"6.6.8 (EEVDF)\", \"6.5.13 (CFS)\", -35.9), (\"6.6.8 (EEVDF)\", \"6.5.13 (CFS)\", -0.4), (\"6.6.8, base_slice 3ms\", \"6.5.13 (CFS)\", -14.1), (\"6.6.8, base_slice 3ms\", \"6.5.13 (CFS)\", 0.2)]" &&
	sed "s/delta vs 6.5.13/delta vs 6.6.8 /" deltavs.txt >deltaother.txt &&
	xjson deltaother "len(S) == 6 and len(d[\"comparisons\"]) == 2"
'

expect 'a table a row a run ("kernel  run  min_fps  avg_fps"): a statistic glued to its measure is the run'"'"'s figure, each build'"'"'s runs one series' '
	printf "per-run values:\n\nkernel            run   min_fps   avg_fps\n6.5.13-300.fc39     1      71.3     164.2\n6.5.13-300.fc39     2      68.0     161.8\n6.5.13-300.fc39     3      74.9     163.5\n6.6.8-200.fc39      1      42.8     162.9\n6.6.8-200.fc39      2      55.1     164.1\n6.6.8-200.fc39      3      39.6     160.7\n" >runglued.txt &&
	xjson runglued "[(s[\"label\"], s[\"metric\"], vals(s), s.get(\"summary\")) for s in S] == [(\"6.5.13-300.fc39\", \"min_fps\", [\"71.3\", \"68.0\", \"74.9\"], None), (\"6.5.13-300.fc39\", \"avg_fps\", [\"164.2\", \"161.8\", \"163.5\"], None), (\"6.6.8-200.fc39\", \"min_fps\", [\"42.8\", \"55.1\", \"39.6\"], None), (\"6.6.8-200.fc39\", \"avg_fps\", [\"162.9\", \"164.1\", \"160.7\"], None)]"
'

expect 'a caption saying how many runs a table'"'"'s spreads are of ("mean +/- stddev of 5 runs"): each figure with its stddev has that n; a table of plain figures under "average of 3 runs" keeps values alone' '
	printf "transactions/sec, mean +/- stddev of 5 runs:\n\nthreads   DragonFly 2.10      FreeBSD 9.0\n      1     402.8 +/-  3.1    411.6 +/-  2.4\n      8    2377.2 +/- 30.4   3022.4 +/- 18.3\n" >capruns.txt &&
	xjson capruns "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"], s[\"summary\"][\"n\"][\"text\"]) for s in S] == [(\"DragonFly 2.10\", [\"402.8\"], \"3.1\", \"5\"), (\"FreeBSD 9.0\", [\"411.6\"], \"2.4\", \"5\"), (\"DragonFly 2.10\", [\"2377.2\"], \"30.4\", \"5\"), (\"FreeBSD 9.0\", [\"3022.4\"], \"18.3\", \"5\")]" &&
	printf "transactions/sec, average of 3 runs:\n\nthreads   DragonFly 2.10      FreeBSD 9.0\n      1     402.8             411.6\n      8    2377.2            3022.4\n" >capplain.txt &&
	xjson capplain "len(S) == 4 and all(s.get(\"summary\") is None for s in S)"
'

expect 'a header naming percentiles by their percent ("avg fps  1% low  0.1% low  p99 frametime"): the header, not a row; each column its own figure, not runs of one' '
	printf "Summary, 1%% and 0.1%% low computed by MangoHud:\n\n                        avg fps   1%% low   0.1%% low   p99 frametime\n  baseline, idle         142.6     101.3      88.0      9.87 ms\n  baseline + make        118.4      41.2      17.9     24.27 ms\n" >pctlow.txt &&
	xjson pctlow "[(s[\"label\"], s[\"metric\"] or p(s, \"variant\"), vals(s)) for s in S] == [(\"baseline, idle\", \"avg fps\", [\"142.6\"]), (\"baseline, idle\", \"1% low\", [\"101.3\"]), (\"baseline, idle\", \"0.1% low\", [\"88.0\"]), (\"baseline, idle\", \"p99 frametime\", [\"9.87\"]), (\"baseline + make\", \"avg fps\", [\"118.4\"]), (\"baseline + make\", \"1% low\", [\"41.2\"]), (\"baseline + make\", \"0.1% low\", [\"17.9\"]), (\"baseline + make\", \"p99 frametime\", [\"24.27\"])]"
'

expect 'a unit in one column'"'"'s header ("p95 latency (ms)") is that column'"'"'s, not every column'"'"'s; one over the keys ("TCP_RR (trans/s)") is every column'"'"'s' '
	printf "Numbers:\n\nkernel   threads   tps      p95 latency (ms)\n6.5.13   8         1234.5   2.10\n6.6.8    8         1300.2   2.00\n" >colunit.txt &&
	xjson colunit "[(s[\"label\"], s[\"metric\"], s[\"unit\"]) for s in S] == [(\"6.5.13\", \"tps\", \"1/s\"), (\"6.5.13\", \"p95 latency\", \"ms\"), (\"6.6.8\", \"tps\", \"1/s\"), (\"6.6.8\", \"p95 latency\", \"ms\")]"
'

expect 'a quoted table the replier cut ("[...]" unquoted between its rows): the rows after the cut are the same table, under its header' '
	printf "On Mon, 3 Feb 2025, Ann Other wrote:\n> | test                    | base    | patched | delta  |\n> |-------------------------|---------|---------|--------|\n> | vm-scal anon-cow (MB/s) | 412380  | 447121  | +8.4%%  |\n[...]\n> | fio randread 4k (IOPS)  | 187k    | 213k    | +13.9%% |\n> | kernbench elapsed (s)   | 96.41   | 96.18   | -0.2%%  |\n\nThanks.\n" >cutrows.txt &&
	xjson cutrows "[(s[\"label\"], vals(s)) for s in S] == [(\"base\", [\"412380\"]), (\"patched\", [\"447121\"]), (\"base\", [\"187k\"]), (\"patched\", [\"213k\"]), (\"base\", [\"96.41\"]), (\"patched\", [\"96.18\"])] and [c[\"delta_pct\"][\"value\"] for c in d[\"comparisons\"]] == [8.4, 13.9, -0.2]"
'


expect 'a header line of one unit over each column ("Gbit/s   Gbit/s" under the builds) is the figures'"'"' unit, no part of the builds'"'"' names' '
	xtext unitsline <<EOF
iperf3, 30 second runs, the sender SUM line:

   -P    stock    D13021
          Gbit/s   Gbit/s
    1     9.41     9.38
    2    17.2     18.9
    4    28.9     34.6
EOF
	xjson unitsline "[(s[\"label\"], s[\"unit\"], vals(s)) for s in S][:2] == [(\"stock\", \"Gbit/s\", [\"9.41\"]), (\"D13021\", \"Gbit/s\", [\"9.38\"])] and len(S) == 6"
'

expect 'a line of prose a mailer wrapped at a word, its clauses parted by commas ("sysbench 1.0.15, oltp_read_write, 8 tables x 10M rows, 60 second" over "runs after ..."), is no row' '
	xtext wrapword <<EOF
my.cnf (relevant bits): innodb_buffer_pool_size=64G,
innodb_log_file_size=4G, innodb_flush_log_at_trx_commit=1.

sysbench 1.0.15, oltp_read_write, 8 tables x 10M rows, 60 second
runs after a 10 minute warmup.
EOF
	xjson wrapword "S == []"
'

expect 'builds in columns beside a first value column of counts under a setting ("-c", "clients") whose row names come back with another count: each row its own series at that setting (redis-benchmark'"'"'s -c is its clients), the counts no figures and no side of the change column' '
	xtext paramcolbycol <<EOF
redis-benchmark -q, requests per second:

| test  |  -c | v6.0-rc3 (req/s) | patched (req/s) |  delta |
|-------|----:|-----------------:|----------------:|-------:|
| SET   |  50 |        140607.42 |       146972.37 |  +4.5% |
| GET   |  50 |        145539.22 |       151745.07 |  +4.3% |
| SET   | 500 |        169692.86 |       188323.92 | +11.0% |
| GET   | 500 |        175377.06 |       192752.51 |  +9.9% |
EOF
	xjson paramcolbycol "[(s[\"label\"], p(s, \"variant\"), p(s, \"clients\"), vals(s)) for s in S] == [(\"v6.0-rc3\", \"SET\", \"50\", [\"140607.42\"]), (\"patched\", \"SET\", \"50\", [\"146972.37\"]), (\"v6.0-rc3\", \"GET\", \"50\", [\"145539.22\"]), (\"patched\", \"GET\", \"50\", [\"151745.07\"]), (\"v6.0-rc3\", \"SET\", \"500\", [\"169692.86\"]), (\"patched\", \"SET\", \"500\", [\"188323.92\"]), (\"v6.0-rc3\", \"GET\", \"500\", [\"175377.06\"]), (\"patched\", \"GET\", \"500\", [\"192752.51\"])] and (lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"v6.0-rc3\", \"patched\", \"+4.5%\"), (\"v6.0-rc3\", \"patched\", \"+4.3%\"), (\"v6.0-rc3\", \"patched\", \"+11.0%\"), (\"v6.0-rc3\", \"patched\", \"+9.9%\")]"
'

expect 'a header of builds each followed by its metric, the builds named again under another metric ("madvise tps  always tps  diff  madvise p95  always p95"): the first words the build, the last the metric, the change column the builds'"'"' own' '
	xtext buildmetric <<EOF
sysbench oltp_read_write, 3 runs of 300 s each, averages below:

 thr   madvise tps   always tps    diff   madvise p95   always p95
 ---   -----------   ----------   -----   -----------   ----------
  16       3412.77      3498.10   +2.5%       5.67 ms      5.47 ms
  64       8120.35      8711.62   +7.3%      10.84 ms      9.91 ms
EOF
	xjson buildmetric "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S][:4] == [(\"madvise\", \"tps\", [\"3412.77\"]), (\"always\", \"tps\", [\"3498.10\"]), (\"madvise\", \"p95\", [\"5.67\"]), (\"always\", \"p95\", [\"5.47\"])] and len(S) == 8 and (lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"madvise\", \"always\", \"+2.5%\"), (\"madvise\", \"always\", \"+7.3%\")]"
'

expect 'a markdown table of builds in rows, a time column of h:mm:ss cells and a change column headed "vs stock" over "-": the times are durations (the header names a time), the change each row'"'"'s against the first' '
	xtext hmsvs <<EOF
| configuration                        | bulk time | vs stock |
|--------------------------------------|-----------|----------|
| stock ULE                            | 2:41:17   | -        |
| ULE + D34567                         | 2:33:40   | -4.7%    |
| SCHED_4BSD                           | 2:46:05   | +3.0%    |
EOF
	xjson hmsvs "[(s[\"label\"], vals(s), s[\"values\"][0][\"value\"]) for s in S] == [(\"stock ULE\", [\"2:41:17\"], 9677), (\"ULE + D34567\", [\"2:33:40\"], 9220), (\"SCHED_4BSD\", [\"2:46:05\"], 9965)] and (lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"stock ULE\", \"ULE + D34567\", \"-4.7%\"), (\"stock ULE\", \"SCHED_4BSD\", \"+3.0%\")]"
'

expect 'builds named by their versions over equal groups of runs, each group closing on its mean in parentheses ("2.6.31   2.6.31-bfs211" over "-j2  241.3 240.8 242.1 (241.4)  239.9 240.6 240.2 (240.2)"): each group its build'"'"'s runs, the parenthesised figure their mean' '
	xtext versionruns <<EOF
Wall clock seconds, three runs each, mean in parentheses:

           2.6.31                          2.6.31-bfs211
-j2   241.3  240.8  242.1  (241.4)    239.9  240.6  240.2  (240.2)
-j4   133.4  132.9  134.0  (133.4)    131.2  130.8  131.5  (131.2)
EOF
	xjson versionruns "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"2.6.31\", [\"241.3\", \"240.8\", \"242.1\"], \"241.4\"), (\"2.6.31-bfs211\", [\"239.9\", \"240.6\", \"240.2\"], \"240.2\"), (\"2.6.31\", [\"133.4\", \"132.9\", \"134.0\"], \"133.4\"), (\"2.6.31-bfs211\", [\"131.2\", \"130.8\", \"131.5\"], \"131.2\")]"
'

expect 'a replier'"'"'s cut written "[..]" between a quoted header and the summary rows kept under it: the rows are still the header'"'"'s' '
	xtext cutsummary <<EOF
> run      2.6.36   2.6.36+autogroup   2.6.36-bfs357
[..]
> avg        9.87         9.84             10.06
> stddev     0.04         0.03             0.04

Agreed, that is nothing.
EOF
	xjson cutsummary "[s[\"label\"] for s in S] == [\"2.6.36\", \"2.6.36+autogroup\", \"2.6.36-bfs357\"] and [s[\"summary\"][\"stddev\"][\"text\"] for s in S] == [\"0.04\", \"0.03\", \"0.04\"]"
'

expect 'a change column the base'"'"'s rows leave blank ("clients kernel run1 run2 run3 avg stddev %diff" over "32 baseline ... 3051" and "32 patched ... 2413 +1.11"): every row read, each change against the base row above it' '
	xtext blankbase <<EOF
clients  kernel     run1      run2      run3      avg      stddev  %diff
-------  --------  -------   -------   -------   -------   ------  -----
32       baseline   412340    408915    415002    412086   3051
32       patched    418770    421305    416482    418852   2413    +1.64
64       baseline   671120    664480    679033    671544   7286
64       patched    715260    721844    709917    715674   5974    +6.57
EOF
	xjson blankbase "[(s[\"label\"], p(s, \"clients\"), vals(s)[0], s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"baseline\", \"32\", \"412340\", \"412086\"), (\"patched\", \"32\", \"418770\", \"418852\"), (\"baseline\", \"64\", \"671120\", \"671544\"), (\"patched\", \"64\", \"715260\", \"715674\")] and (lambda I: [(I[c[\"a\"]], I[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: i for i, s in enumerate(S)}) == [(0, 1, \"+1.64\"), (2, 3, \"+6.57\")]"
'

expect 'builds over "Mean StdDev" pairs and a change column the lower line leaves unnamed ("Baseline  EAS  delta" over "Mean  StdDev  Mean  StdDev"), rows keyed by figures and words up to a wide gap ("10% x 12 tasks"): each row'"'"'s builds and their change' '
	xtext spandelta <<EOF
 Energy [Joules]        Baseline           EAS          delta
                     Mean   StdDev    Mean   StdDev
 10% x 12 tasks     32.14    0.61    19.83    0.38     -38.3%
 20% x 12 tasks     44.90    0.72    34.06    0.95     -24.1%
EOF
	xjson spandelta "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"Baseline\", [\"32.14\"], \"0.61\"), (\"EAS\", [\"19.83\"], \"0.38\"), (\"Baseline\", [\"44.90\"], \"0.72\"), (\"EAS\", [\"34.06\"], \"0.95\")] and [c[\"text\"] for c in d[\"comparisons\"]] == [\"EAS vs Baseline, 10% x 12 tasks: -38.3%\", \"EAS vs Baseline, 20% x 12 tasks: -24.1%\"]"
'

expect 'a ruled table whose parts each hold one build'"'"'s runs under its name ("| master (3 runs) | median | patched (3 runs) | median | change |"): a series a build and row, the runs its values, the statistic beside them its summary, the run count no figure and no part of the name' '
	xtext partruns <<EOF
 clients |      master (3 runs)     | median |     patched (3 runs)     | median | change
---------+--------------------------+--------+--------------------------+--------+--------
       1 |  21874   21903   21652   |  21874 |  21911   21788   22036   |  21911 |  +0.2%
      64 | 601145  598332  603871   | 601145 | 692448  688019  695130   | 692448 | +15.2%
EOF
	xjson partruns "[(s[\"label\"], p(s, \"clients\"), vals(s), s[\"summary\"][\"median\"][\"text\"]) for s in S] == [(\"master\", \"1\", [\"21874\", \"21903\", \"21652\"], \"21874\"), (\"patched\", \"1\", [\"21911\", \"21788\", \"22036\"], \"21911\"), (\"master\", \"64\", [\"601145\", \"598332\", \"603871\"], \"601145\"), (\"patched\", \"64\", [\"692448\", \"688019\", \"695130\"], \"692448\")] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+0.2%\", \"+15.2%\"]"
'

expect 'a command over each group of rows ("hackbench -l 5120 -g 1" under the builds'"'"' header): its figures are options'"'"' values, no row, and the header still names the columns' '
	xtext optiontitle <<EOF
                                  tip/sched/core       +patchset       delta
hackbench -l 5120 -g 1
  duration (s)                   2.184(+/- 1.1%)   2.143(+/- 0.9%)    -1.9%
  energy (mJ)                    8390(+/- 2.0%)    8201(+/- 1.7%)     -2.3%
rt-app -t 4
  energy (mJ)                    6122(+/- 0.6%)    5514(+/- 0.7%)     -9.9%
EOF
	xjson optiontitle "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"tip/sched/core\", \"duration\", [\"2.184\"]), (\"+patchset\", \"duration\", [\"2.143\"]), (\"tip/sched/core\", \"energy\", [\"8390\"]), (\"+patchset\", \"energy\", [\"8201\"]), (\"tip/sched/core\", \"energy\", [\"6122\"]), (\"+patchset\", \"energy\", [\"5514\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-1.9%\", \"-2.3%\", \"-9.9%\"]"
'

expect 'columns each named by a tool and its option ("gcc -O0  gcc -O2  clang -O0  clang -O2") over rows of files: the columns are the builds, the rows what they built' '
	xtext tooloptions <<EOF
file                          gcc -O0  gcc -O2  clang -O0  clang -O2
src/backend/parser/gram.c       3.41    18.77      1.62       9.84
src/backend/utils/adt/misc.c    1.10     5.87      0.71       4.12
EOF
	xjson tooloptions "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][:4] == [(\"gcc -O0\", \"src/backend/parser/gram.c\", [\"3.41\"]), (\"gcc -O2\", \"src/backend/parser/gram.c\", [\"18.77\"]), (\"clang -O0\", \"src/backend/parser/gram.c\", [\"1.62\"]), (\"clang -O2\", \"src/backend/parser/gram.c\", [\"9.84\"])] and len(S) == 8"
'

expect 'rows named by two keys, the first left blank under itself ("youtube 1080p  tip" over "               +series"): the second is the row'"'"'s build, the first its params.case; the same build under two cases two series' '
	xtext twokeys <<EOF
                         CL0       CL1      total
youtube 1080p  tip       71.2      48.5     142.6
               +series   74.8      31.0     115.4
chrome scroll  tip      102.4     211.7     632.1
               +series  108.9     205.3     611.7
EOF
	xjson twokeys "[(s[\"label\"], p(s, \"case\"), vals(s)) for s in S][::3] == [(\"tip\", \"youtube 1080p\", [\"71.2\"]), (\"+series\", \"youtube 1080p\", [\"74.8\"]), (\"tip\", \"chrome scroll\", [\"102.4\"]), (\"+series\", \"chrome scroll\", [\"108.9\"])] and len(S) == 12"
'

expect 'cells of an average with the range of its runs after it ("0.112 (0.104/0.121)") under "NAME: avg (min/max)": the summary'"'"'s mean, min and max, the column named NAME' '
	xtext avgrange <<EOF
Groups   5.18-rc1: avg (min/max)   5.18-rc1+v2: avg (min/max)   Change
1        0.112 (0.104/0.121)       0.109 (0.101/0.118)          +2.7%
4        0.397 (0.381/0.415)       0.389 (0.377/0.402)          +2.0%
EOF
	xjson avgrange "[(s[\"label\"], p(s, \"groups\"), vals(s), s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"min\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"5.18-rc1\", \"1\", [], \"0.112\", \"0.104\", \"0.121\"), (\"5.18-rc1+v2\", \"1\", [], \"0.109\", \"0.101\", \"0.118\"), (\"5.18-rc1\", \"4\", [], \"0.397\", \"0.381\", \"0.415\"), (\"5.18-rc1+v2\", \"4\", [], \"0.389\", \"0.377\", \"0.402\")] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+2.7%\", \"+2.0%\"]"
'

expect 'a base row without changes over rows with a change after each figure ("baseline  98.312  83.714" over "untagged  98.540 (+0.2%)  84.102 (+0.5%)"): every row read, each change the figure'"'"'s before it against the base'"'"'s in that column' '
	xtext changeeach <<EOF
                         half-load      optimal-load
  baseline                 98.312          83.714
  coresched untagged       98.540 (+0.2%)  84.102 (+0.5%)
  coresched tagged        104.977 (+6.8%)  96.231 (+15.0%)
EOF
	xjson changeeach "[(s[\"label\"], vals(s)) for s in S] == [(\"baseline\", [\"98.312\"]), (\"baseline\", [\"83.714\"]), (\"coresched untagged\", [\"98.540\"]), (\"coresched untagged\", [\"84.102\"]), (\"coresched tagged\", [\"104.977\"]), (\"coresched tagged\", [\"96.231\"])] and (lambda I: [(I[c[\"a\"]], I[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: i for i, s in enumerate(S)}) == [(0, 2, \"+0.2%\"), (1, 3, \"+0.5%\"), (0, 4, \"+6.8%\"), (1, 5, \"+15.0%\")]"
'

expect 'a header naming the rows what was measured ("| Metric | Before | After | Delta |"): the columns are the builds, whatever the rows'"'"' names read as ("Speedometer 2.0")' '
	xtext metrichead <<EOF
  +----------------------+----------+----------+---------+
  | Metric               |  Before  |  After   |  Delta  |
  +----------------------+----------+----------+---------+
  | Jankbench jank %     |    3.12  |    2.47  | -20.8%  |
  | Speedometer 2.0      |   186.4  |   185.9  |  -0.3%  |
  +----------------------+----------+----------+---------+
EOF
	xjson metrichead "[(s[\"label\"], vals(s)) for s in S] == [(\"Before\", [\"3.12\"]), (\"After\", [\"2.47\"]), (\"Before\", [\"186.4\"]), (\"After\", [\"185.9\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-20.8%\", \"-0.3%\"]"
'

expect 'a title naming the statistic the rows hold ("Averages:" over "TS  9724.54", "FSS  10419.19  (+7.1%)"): it names no build, the rows do' '
	printf "Averages:\n\n  TS    9724.54\n  FSS  10419.19   (+7.1%%)\n  FX   10205.59   (+4.9%%)\n" >avgtitle.txt &&
	xjson avgtitle "[(s[\"label\"], vals(s)) for s in S] == [(\"TS\", [\"9724.54\"]), (\"FSS\", [\"10419.19\"]), (\"FX\", [\"10205.59\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+7.1%\", \"+4.9%\"]"
'

expect 'rows keyed by an overcommit level ("1x", "2x", in a ruled table or not) under builds with their stdev and a "%improvement" column: a series a build and level, the stdev its summary'"'"'s, the improvement a comparison' '
	xtext overcommit <<EOF
+----+-----------+---------+-----------+---------+--------------+
|    |   base    |  stdev  |  patched  |  stdev  | %improvement |
+----+-----------+---------+-----------+---------+--------------+
| 1x |   48.060  |  0.185  |   47.974  |  0.148  |     0.179    |
| 2x |  105.520  |  4.573  |   96.806  |  1.239  |     8.258    |
+----+-----------+---------+-----------+---------+--------------+
EOF
	xjson overcommit "[(s[\"label\"], p(s, \"variant\"), vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"base\", \"1x\", [\"48.060\"], \"0.185\"), (\"patched\", \"1x\", [\"47.974\"], \"0.148\"), (\"base\", \"2x\", [\"105.520\"], \"4.573\"), (\"patched\", \"2x\", [\"96.806\"], \"1.239\")] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"0.179\", \"8.258\"]" &&
	printf "      base    patched\n1x    48.060  47.974\n2x   105.520  96.806\n" >overplain.txt &&
	xjson overplain "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"base\", \"1x\", [\"48.060\"]), (\"patched\", \"1x\", [\"47.974\"]), (\"base\", \"2x\", [\"105.520\"]), (\"patched\", \"2x\", [\"96.806\"])]"
'

expect 'what ran spanning groups of runs ("single-core  multi-core" over "run1 run2 run3 avg" each) over rows naming builds: a series a row and span, the runs its values, the avg its mean; over rows keyed by a count, the spanning names stay the builds' '
	xtext spanruns <<EOF
                     single-core             multi-core
                 run1  run2  run3  avg   run1  run2  run3  avg
  no clamping    2401  2398  2410  2403  8821  8790  8805  8805
  uclamp v9      2405  2412  2399  2405  8634  8651  8642  8642
EOF
	xjson spanruns "[(s[\"label\"], p(s, \"variant\"), vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"no clamping\", \"single-core\", [\"2401\", \"2398\", \"2410\"], \"2403\"), (\"no clamping\", \"multi-core\", [\"8821\", \"8790\", \"8805\"], \"8805\"), (\"uclamp v9\", \"single-core\", [\"2405\", \"2412\", \"2399\"], \"2405\"), (\"uclamp v9\", \"multi-core\", [\"8634\", \"8651\", \"8642\"], \"8642\")]"
'

expect 'a second header line of units under the column names with a word over the row names ("test  (usec)  (usec)"): the unit the figures'"'"', the word the rows'"'"' heading, so the columns stay the builds' '
	xtext unitsunder <<EOF
                         libpth    libnative    libgreen
test                     (usec)      (usec)      (usec)
-----------------------  -------  -----------  ---------
spawn+join                 11.3        19.6        27.1
lock/unlock                 0.07        0.12        0.09
EOF
	xjson unitsunder "[(s[\"label\"], s[\"unit\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"libpth\", \"us\", \"spawn+join\", [\"11.3\"]), (\"libnative\", \"us\", \"spawn+join\", [\"19.6\"]), (\"libgreen\", \"us\", \"spawn+join\", [\"27.1\"]), (\"libpth\", \"us\", \"lock/unlock\", [\"0.07\"]), (\"libnative\", \"us\", \"lock/unlock\", [\"0.12\"]), (\"libgreen\", \"us\", \"lock/unlock\", [\"0.09\"])]"
'

expect 'a tunable'"'"'s name over a key column of its settings ("kern.sched.steal_thresh" over "1", "2", "3 (default)"), a note in parentheses under it, runs, mean and stddev beside: each row the tunable set so, not run numbers' '
	xtext tunesweep <<EOF
kern.sched.steal_thresh   run 1    run 2    run 3     mean   stddev
 (buildkernel -j24, s)
-----------------------   ------   ------   ------   ------  ------
          1               301.84   303.12   302.47   302.48    0.64
          2               297.15   296.38   298.02   297.18    0.82
          3 (default)     299.61   300.94   298.77   299.77    1.09
EOF
	xjson tunesweep "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"kern.sched.steal_thresh=1\", [\"301.84\", \"303.12\", \"302.47\"], \"302.48\", \"0.64\"), (\"kern.sched.steal_thresh=2\", [\"297.15\", \"296.38\", \"298.02\"], \"297.18\", \"0.82\"), (\"kern.sched.steal_thresh=3\", [\"299.61\", \"300.94\", \"298.77\"], \"299.77\", \"1.09\")]"
'

expect 'a command over the row names ("hackbench -l 500 -g 2"), column names past a wide gap: a header, not a command line, so the stddev column is each row'"'"'s spread' '
	xtext cmdhead <<EOF
 hackbench -l 500 -g 2      Mean (s)    StdDev
 Baseline                     3.402     0.031
 EAS                          3.417     0.027
EOF
	xjson cmdhead "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"Baseline\", [\"3.402\"], \"0.031\"), (\"EAS\", [\"3.417\"], \"0.027\")]"
'

expect 'statistics then a column naming none ("min  avg  max  p99"): the statistics one series a row, the p99 column its own series, not dropped' '
	xtext statsp99 <<EOF
kernel            min     avg     max     p99
v6.8              4.1    11.3    88.2    41.7
v6.8+patch        3.9     9.8    61.0    30.2
EOF
	xjson statsp99 "[(s[\"label\"], s.get(\"metric\"), vals(s), (s.get(\"summary\") or {}).get(\"mean\") and s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"v6.8\", None, [], \"11.3\"), (\"v6.8\", \"p99\", [\"41.7\"], None), (\"v6.8+patch\", None, [], \"9.8\"), (\"v6.8+patch\", \"p99\", [\"30.2\"], None)]"
'

expect 'a header of statistics and percents ("mean  std  50%  90%  99%", as pandas prints one, its index name on a line of its own): the percents name percentile columns, 50% the median' '
	xtext pandas <<EOF
                 mean    std    50%    90%    99%
build
baseline        12.87   5.31  11.90  18.44  29.51
util_est        11.21   4.02  10.70  15.98  24.06
EOF
	xjson pandas "[(s[\"label\"], s.get(\"metric\"), vals(s), s.get(\"summary\") and s[\"summary\"][\"median\"][\"text\"]) for s in S] == [(\"baseline\", None, [], \"11.90\"), (\"baseline\", \"p90\", [\"18.44\"], None), (\"baseline\", \"p99\", [\"29.51\"], None), (\"util_est\", None, [], \"10.70\"), (\"util_est\", \"p90\", [\"15.98\"], None), (\"util_est\", \"p99\", [\"24.06\"], None)]"
'

expect 'a column of ratios ("11.2x") right after two builds'"'"' columns ("before  after  gain") compares them: a comparison a row, delta the ratio as printed; under a metric'"'"'s name it stays no figure' '
	xtext xgain <<EOF
 threads       before       after     gain
     1          96422     1083615    11.2x
     4         418235     4129488     9.9x
EOF
	xjson xgain "[(c[\"text\"], c[\"delta\"][\"text\"]) for c in d[\"comparisons\"]] == [(\"after vs before, 1 threads: gain 11.2x\", \"11.2x\"), (\"after vs before, 4 threads: gain 9.9x\", \"9.9x\")] and len(S) == 4"
'

expect 'builds as titles between groups ("6.5.11 (CFS)", "6.6.1 (EEVDF)") over the same rows again ("avg fps", "1% low") and columns of runs and a mean: the title names each series, a row'"'"'s runs its values and the mean its summary' '
	xtext grouptitles <<EOF
                  run1    run2    run3  |  mean
6.5.11 (CFS)
   avg fps         118     121     117  |  118.7
   1% low           71      68      74  |   71.0
6.6.1 (EEVDF)
   avg fps         116     114     119  |  116.3
   1% low           52      57      49  |   52.7
EOF
	xjson grouptitles "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"6.5.11 (CFS)\", [\"118\", \"121\", \"117\"], \"118.7\"), (\"6.5.11 (CFS)\", [\"71\", \"68\", \"74\"], \"71.0\"), (\"6.6.1 (EEVDF)\", [\"116\", \"114\", \"119\"], \"116.3\"), (\"6.6.1 (EEVDF)\", [\"52\", \"57\", \"49\"], \"52.7\")]"
'

expect 'spanning names over the same metrics each ("RPS" over "tps  CPU%"): builds, even one the vocabulary reads as a measure (rps, requests a second)' '
	xtext rpsspan <<EOF
                  No RPS             RPS                RFS
instances     tps     CPU%      tps     CPU%      tps     CPU%
   1         8342     6.1      8211     7.9      8605     7.2
 100       104118    47.5    312664    88.4    366291    79.6
EOF
	xjson rpsspan "sorted(set((s[\"label\"], s[\"metric\"]) for s in S)) == [(\"No RPS\", \"CPU%\"), (\"No RPS\", \"tps\"), (\"RFS\", \"CPU%\"), (\"RFS\", \"tps\"), (\"RPS\", \"CPU%\"), (\"RPS\", \"tps\")] and len(S) == 12"
'

expect 'perf sched latency rows of threads whose names hold a blank ("RenderThread 0:4489") and a trimmed-lines mark before TOTAL: one table under one title, every row a series of it, the TOTAL line no figure; a version after a program'"'"'s name ("scx 1.0.2") is no OS version' '
	xtext schedthr <<EOF
The CachyOS kernel with sched_ext, scx 1.0.2, bpfland with no options.

scx_bpfland:

 -------------------------------------------------------------------------------------------------------------------------------------------
  Task                  |   Runtime ms  | Switches | Avg delay ms    | Max delay ms    | Max delay start           | Max delay end          |
 -------------------------------------------------------------------------------------------------------------------------------------------
  GameThread:4470       |  14402.106 ms |    22310 | avg:   0.061 ms | max:   2.117 ms | max start: 11860.774301 s | max end: 11860.776418 s
  RenderThread 0:4489   |  11790.334 ms |    40102 | avg:   0.048 ms | max:   1.904 ms | max start: 11866.090915 s | max end: 11866.092819 s
  pipewire:2817         |    409.871 ms |    14598 | avg:   0.012 ms | max:   0.583 ms | max start: 11871.332786 s | max end: 11871.333369 s
  [... 212 more lines trimmed ...]
 -----------------------------------------------------------------------------------------------------------------
  TOTAL:                | 243122.840 ms |   172455 |
 ---------------------------------------------------
EOF
	xjson schedthr "[(s[\"label\"], p(s, \"variant\"), s[\"summary\"][\"mean\"][\"text\"], s.get(\"os_version\")) for s in S] == [(\"scx_bpfland\", \"GameThread\", \"0.061\", None), (\"scx_bpfland\", \"RenderThread 0\", \"0.048\", None), (\"scx_bpfland\", \"pipewire\", \"0.012\", None)]"
'

expect 'comma-parted rows under a header whose names hold blanks ("run,0.1% Min FPS,Average FPS", as MangoHud'"'"'s summary prints it): a series a row and column; a sentence'"'"'s ", " is no such header' '
	xtext mangocsv <<EOF
run,0.1% Min FPS,1% Min FPS,Average FPS
eevdf-build,18.4,31.7,52.3
lavd-build,35.1,49.5,63.8

So lows, averages, and frame times, all better.
EOF
	xjson mangocsv "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"eevdf-build\", \"0.1% Min FPS\", [\"18.4\"]), (\"eevdf-build\", \"1% Min FPS\", [\"31.7\"]), (\"eevdf-build\", \"Average FPS\", [\"52.3\"]), (\"lavd-build\", \"0.1% Min FPS\", [\"35.1\"]), (\"lavd-build\", \"1% Min FPS\", [\"49.5\"]), (\"lavd-build\", \"Average FPS\", [\"63.8\"])]"
'

expect 'an overcommit level after a row'"'"'s name ("credit   1x   118.6 ...") keys the row with it, no figure, so the rows line up with one that has none ("native")' '
	xtext overcommit <<EOF
                   run1     run2     run3      avg
native            112.4    111.9    112.7    112.33
credit   1x       118.6    119.3    118.1    118.67
credit2  2x       249.3    251.8    250.4    250.50
EOF
	xjson overcommit "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"native\", [\"112.4\", \"111.9\", \"112.7\"], \"112.33\"), (\"credit 1x\", [\"118.6\", \"119.3\", \"118.1\"], \"118.67\"), (\"credit2 2x\", [\"249.3\", \"251.8\", \"250.4\"], \"250.50\")]"
'

expect 'a row of ratios keyed "A/B" under rows it names ("rc5/3.5.4" under "3.5.4" and "3.6.0-rc5"): each cell a comparison of those two rows'"'"' figures in its column, no series' '
	xtext ratiorow <<EOF
clients              1       2       4
3.5.4            14102   27655   52810
3.6.0-rc5        13954   25109   41877
3.6.0-rc5+revert 14088   27590   52644

rc5/3.5.4         0.99    0.91    0.79
EOF
	xjson ratiorow "len(S) == 9 and [(c[\"text\"], c[\"delta\"][\"text\"]) for c in d[\"comparisons\"]] == [(\"3.6.0-rc5 vs 3.5.4, 1 clients: 0.99\", \"0.99\"), (\"3.6.0-rc5 vs 3.5.4, 2 clients: 0.91\", \"0.91\"), (\"3.6.0-rc5 vs 3.5.4, 4 clients: 0.79\", \"0.79\")]"
'

expect 'rows keyed alike under a tunable ("false" twice under "OMP_PROC_BIND") told apart by the tunable beside it ("numa_balancing" over 0 and 1): each row a configuration of both settings, the second key no figure' '
	xtext twokeys <<EOF
OMP_PROC_BIND  numa_balancing    run1    run2    run3     avg
false          0               201.42  198.97  203.33  201.24
false          1               181.25  179.87  183.02  181.38
true           0               158.34  158.71  158.52  158.52
true           1               159.62  159.88  159.71  159.74
EOF
	xjson twokeys "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"OMP_PROC_BIND=false, numa_balancing=0\", [\"201.42\", \"198.97\", \"203.33\"], \"201.24\"), (\"OMP_PROC_BIND=false, numa_balancing=1\", [\"181.25\", \"179.87\", \"183.02\"], \"181.38\"), (\"OMP_PROC_BIND=true, numa_balancing=0\", [\"158.34\", \"158.71\", \"158.52\"], \"158.52\"), (\"OMP_PROC_BIND=true, numa_balancing=1\", [\"159.62\", \"159.88\", \"159.71\"], \"159.74\")]"
'

expect 'rows keyed by MPI ranks under columns of policies, one of which reads as a count ("none  core  numa"): the columns are the configurations, the ranks each row'"'"'s task count' '
	xtext policies <<EOF
Wall time in seconds:

ranks | none  | core  | numa
------+-------+-------+--------
  16  | 702.4 | 688.1 | 671.9
  32  | 391.8 | 359.6 | 348.0
EOF
	xjson policies "[(s[\"label\"], p(s, \"tasks\"), vals(s)) for s in S] == [(\"none\", \"16\", [\"702.4\"]), (\"core\", \"16\", [\"688.1\"]), (\"numa\", \"16\", [\"671.9\"]), (\"none\", \"32\", [\"391.8\"]), (\"core\", \"32\", [\"359.6\"]), (\"numa\", \"32\", [\"348.0\"])]"
'

expect 'a two-line header whose first line'"'"'s names go on below it ("batch," over "shares=2") over rows of runs and an average: each column a configuration, its two lines one name; a name ending in a count noun ("no load group") among them' '
	xtext twolinehead <<EOF
p99 wakeup latency, usec:

                 no load     batch,        batch,
                 group       shares=2      shares=1024
  run 1             48         3840            61
  run 2             51         4112            59
  run 3             47         3996            64
  avg              48.7       3982.7          61.3
EOF
	xjson twolinehead "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"no load group\", [\"48\", \"51\", \"47\"], \"48.7\"), (\"batch, shares=2\", [\"3840\", \"4112\", \"3996\"], \"3982.7\"), (\"batch, shares=1024\", [\"61\", \"59\", \"64\"], \"61.3\")]"
'

expect 'rows under a heading naming builds by two words ("driver/governor"): each row a configuration; a column closing on a unit ("idle (W)") is its metric and unit, whatever the workload'"'"'s usual one' '
	xtext drvgov <<EOF
| driver/governor         | kernel build (s) | idle (W) |
|-------------------------|------------------|----------|
| intel_cpufreq/schedutil | 512.8            | 1.41     |
| intel_pstate/powersave  | 498.3            | 1.29     |
EOF
	xjson drvgov "[(s[\"label\"], s[\"metric\"], s[\"unit\"], vals(s)) for s in S] == [(\"intel_cpufreq/schedutil\", \"kernel build\", \"s\", [\"512.8\"]), (\"intel_cpufreq/schedutil\", \"idle\", \"W\", [\"1.41\"]), (\"intel_pstate/powersave\", \"kernel build\", \"s\", [\"498.3\"]), (\"intel_pstate/powersave\", \"idle\", \"W\", [\"1.29\"])]"
'

expect 'metrics spanning the builds under them ("frame drops (% > 33ms)" over "stock  patched"), a change column closing the table under the last span ("diff"): each column its span'"'"'s metric and its own build; the change compares the two builds; a ">" inside a name is a word of it' '
	xtext spandiff <<EOF
                   frame drops (% > 33ms)      power (mW)
scene               stock      patched       stock   patched    diff
menu                 0.41        0.45         1210      1003   -17.1%
scroll               1.92        2.01         1488      1251   -15.9%
EOF
	xjson spandiff "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S][:4] == [(\"stock\", \"frame drops (% > 33ms)\", [\"0.41\"]), (\"patched\", \"frame drops (% > 33ms)\", [\"0.45\"]), (\"stock\", \"power\", [\"1210\"]), (\"patched\", \"power\", [\"1003\"])] and len(S) == 8 and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-17.1%\", \"-15.9%\"]"
'

expect 'a setting'"'"'s name over values of one unit, each row its own ("interval" over "50ms", "10ms"), beside columns of what was measured ("p50  p99"): the rows'"'"' keys, no figures; under a metric'"'"'s name ("latency") the column keys no row' '
	xtext setkeys <<EOF
  interval   p50      p99       p99.9
  50ms       1.35ms   61.40ms   92.87ms
  10ms       1.27ms   12.93ms   19.61ms
EOF
	xjson setkeys "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"50ms\", \"p50\", [\"1.35ms\"]), (\"50ms\", \"p99\", [\"61.40ms\"]), (\"50ms\", \"p99.9\", [\"92.87ms\"]), (\"10ms\", \"p50\", [\"1.27ms\"]), (\"10ms\", \"p99\", [\"12.93ms\"]), (\"10ms\", \"p99.9\", [\"19.61ms\"])]" &&
	xtext setkeys2 <<EOF
  latency    p50      p99       p99.9
  50ms       1.35ms   61.40ms   92.87ms
  10ms       1.27ms   12.93ms   19.61ms
EOF
	xjson setkeys2 "not any(s[\"label\"] in (\"50ms\", \"10ms\") for s in S)"
'

expect 'a header underlined by a rule of dash groups, one under each of its cells ("run  64k (x1)  16k (x4)" over "---  ---------  ---------"), whose cells read as figures: the columns'"'"' names over the rows of runs, no row of its own' '
	xtext underlined <<EOF
  run     64k (x1)    16k (x4)    4k (x16)
  ---     --------    --------    --------
   1        412.6       431.9      440.2
   2        415.0       429.4      442.8
   3        410.8       433.0      439.5
EOF
	xjson underlined "[(s[\"label\"], vals(s)) for s in S] == [(\"64k (x1)\", [\"412.6\", \"415.0\", \"410.8\"]), (\"16k (x4)\", [\"431.9\", \"429.4\", \"433.0\"]), (\"4k (x16)\", [\"440.2\", \"442.8\", \"439.5\"])]"
'

expect 'rows keyed by a setting'"'"'s values under its one-word name with its unit ("slack(us)" over 0, 50000), no build named above: each row the configuration "slack=0", its figures its series' '
	xtext slackrows <<EOF
  slack(us)   QPS    p99(ms)
  0           6913   88.4
  50000       6968   51.7
EOF
	xjson slackrows "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"slack=0\", \"QPS\", [\"6913\"]), (\"slack=0\", \"p99\", [\"88.4\"]), (\"slack=50000\", \"QPS\", [\"6968\"]), (\"slack=50000\", \"p99\", [\"51.7\"])]"
'

expect 'rows of unnamed runs closed by a cell keyed by a statistic ("single-core: 2391 2402 2388   avg 2393.7"), in groups titled by settings no vocabulary knows ("top-app boost = 0"): each row'"'"'s runs one series of its group'"'"'s title, the keyed cell its mean' '
	xtext keyedavg <<EOF
Geekbench, 3 runs each:

  top-app boost = 0
    single-core: 2391 2402 2388   avg 2393.7
    multi-core:  8312 8290 8351   avg 8317.7

  top-app boost = 20
    single-core: 2436 2441 2429   avg 2435.3
    multi-core:  8398 8376 8422   avg 8398.7
EOF
	xjson keyedavg "[(s[\"label\"], p(s, \"variant\"), vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"top-app boost = 0\", \"single-core\", [\"2391\", \"2402\", \"2388\"], \"2393.7\"), (\"top-app boost = 0\", \"multi-core\", [\"8312\", \"8290\", \"8351\"], \"8317.7\"), (\"top-app boost = 20\", \"single-core\", [\"2436\", \"2441\", \"2429\"], \"2435.3\"), (\"top-app boost = 20\", \"multi-core\", [\"8398\", \"8376\", \"8422\"], \"8398.7\")]"
'

expect 'rows keyed by one setting then builds written bare before their figures, the builds named by words the vocabulary lacks ("-t 4:  13.2-RC2 11307822  main 8412930"), the same words in the same order on every row: a series a build and row' '
	xtext loosekeys <<EOF
The rest of the curve, average only:

-t 1:  13.2-RC2 48122390  main 47980112
-t 2:  13.2-RC2 21480355  main 19840271
-t 4:  13.2-RC2 11307822  main 8412930
EOF
	xjson loosekeys "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"13.2-RC2\", \"-t 1\", [\"48122390\"]), (\"main\", \"-t 1\", [\"47980112\"]), (\"13.2-RC2\", \"-t 2\", [\"21480355\"]), (\"main\", \"-t 2\", [\"19840271\"]), (\"13.2-RC2\", \"-t 4\", [\"11307822\"]), (\"main\", \"-t 4\", [\"8412930\"])]"
'

expect 'a build'"'"'s runs on a line, an arrow and their mean ("esync   91  92  92   -> 91.7"), two such lines: a series each, the runs its values and the mean its summary; a last figure no mean of the runs leaves the lines to the table readers' '
	xtext meanrows <<EOF
Three runs each, avg fps:

esync   91  92  92   -> 91.7
fsync   97  96  98   -> 97.0

and two that are no means:

before   91  92   -> 97
after    96  98   -> 99
EOF
	xjson meanrows "[(s[\"label\"], vals(s), ((s.get(\"summary\") or {}).get(\"mean\") or {}).get(\"text\")) for s in S][:2] == [(\"esync\", [\"91\", \"92\", \"92\"], \"91.7\"), (\"fsync\", [\"97\", \"96\", \"98\"], \"97.0\")] and not any(s[\"found_by\"] == \"table\" and ((s.get(\"summary\") or {}).get(\"mean\") or {}).get(\"text\") in (\"97\", \"99\") for s in S)"
'

expect 'builds named over "mean  stddev" pairs with a change column after the groups ("base  patched" over "mean stddev mean stddev diff"): a series per build and row, the stddev its summary, n from the caption'"'"'s runs' '
	xtext spantail <<EOF
Energy per run, 5 runs each:

                      base               patched
                     mean   stddev       mean   stddev      diff
  rt-app 8x5%        87.4    1.9         82.1    1.6       -6.1%
  rt-app 16x5%      143.6    2.3        138.9    2.0       -3.3%
EOF
	xjson spantail "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"], s[\"summary\"][\"n\"][\"text\"]) for s in S] == [(\"base\", [\"87.4\"], \"1.9\", \"5\"), (\"patched\", [\"82.1\"], \"1.6\", \"5\"), (\"base\", [\"143.6\"], \"2.3\", \"5\"), (\"patched\", [\"138.9\"], \"2.0\", \"5\")] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-6.1%\", \"-3.3%\"]"
'

expect 'a build'"'"'s runs on one line under a title naming it ("Raw EEVDF runs, ...:" over "71.62 71.79 72.10"): a series of that build, the figures its values; figures under a title naming a count (CPUs) are none' '
	xtext runsline <<EOF
Raw EEVDF runs, in case anyone wants to check the spread:

71.62 71.79 72.10 71.68 72.01

CPUs in the LLC domain on 6.8:

4 12 20 28
EOF
	xjson runsline "[(s[\"label\"], vals(s)) for s in S] == [(\"EEVDF\", [\"71.62\", \"71.79\", \"72.10\", \"71.68\", \"72.01\"])]"
'

expect 'builds in columns the vocabulary lacks ("alpha  beta  gamma") over rows of workloads, one a test in capitals ("netperf TCP_RR (tr/s)", no build); change columns after them named for the two they compare ("gamma/alpha", "gamma/beta"): each compares those two' '
	xtext namedchange <<EOF
Each number is the mean over the guests:

                         alpha      beta      gamma   gamma/alpha   gamma/beta
sysbench cpu (ev/s)     1052.31    1049.87    1061.44        +0.9%         +1.1%
netperf TCP_RR (tr/s)  11231.50   11904.20   13377.90       +19.1%        +12.4%
EOF
	xjson namedchange "[s[\"label\"] for s in S] == [\"alpha\", \"beta\", \"gamma\"] * 2 and [(next(s[\"label\"] for s in S if s[\"id\"] == c[\"a\"]), next(s[\"label\"] for s in S if s[\"id\"] == c[\"b\"]), c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]] == [(\"alpha\", \"gamma\", \"+0.9%\"), (\"beta\", \"gamma\", \"+1.1%\"), (\"alpha\", \"gamma\", \"+19.1%\"), (\"beta\", \"gamma\", \"+12.4%\")]"
'

expect 'a run a line keyed by its number, then figures keyed by name ("run1: 5.12 W   Speedometer 2.1: 298") under a title: a series a place, the lines its runs, the title the label' '
	xtext runfields <<EOF
EPP 128 (current default):
   run1: 5.12 W   Speedometer 2.1: 298
   run2: 5.08 W   Speedometer 2.1: 301
EPP 115:
   run1: 4.97 W   Speedometer 2.1: 297
   run2: 5.01 W   Speedometer 2.1: 295
EOF
	xjson runfields "[(s[\"label\"], s[\"metric\"], s[\"unit\"], vals(s)) for s in S] == [(\"EPP 128 (current default)\", \"power\", \"W\", [\"5.12\", \"5.08\"]), (\"EPP 128 (current default)\", \"Speedometer 2.1\", None, [\"298\", \"301\"]), (\"EPP 115\", \"power\", \"W\", [\"4.97\", \"5.01\"]), (\"EPP 115\", \"Speedometer 2.1\", None, [\"297\", \"295\"])]"
'

expect 'rows of a name and unnamed figures under no header, the caption saying they are runs ("Per-run energy in J:"): each row the runs of what it names, the names no vocabulary knows ("no clamp")' '
	xtext perrun <<EOF
Energy over a 60 s window, 5 runs per setting. Per-run energy in J:

  no clamp          41.3  40.8  41.9  41.1  41.5
  uclamp.max=512    37.2  36.9  37.8  37.0  37.4
EOF
	xjson perrun "[(s[\"label\"], vals(s)) for s in S] == [(\"no clamp\", [\"41.3\", \"40.8\", \"41.9\", \"41.1\", \"41.5\"]), (\"uclamp.max=512\", [\"37.2\", \"36.9\", \"37.8\", \"37.0\", \"37.4\"])]"
'

expect 'builds in columns, a row of changes under a figures row ("vs no clamp   -   -9.8%   -13.0%"): each cell compares its column'"'"'s series of the row above with the column the key names (the one it leaves blank), no series of its own' '
	xtext coldelta <<EOF
Summary:

                       no clamp   uclamp.max=512   uclamp.max=256
  energy [J]             41.32        37.26            35.96
  vs no clamp              -          -9.8%           -13.0%
  dropped frames [%]      0.4          0.5              3.1
EOF
	xjson coldelta "len(S) == 6 and [(next(s[\"label\"] for s in S if s[\"id\"] == c[\"a\"]), next(s[\"label\"] for s in S if s[\"id\"] == c[\"b\"]), next(s[\"metric\"] for s in S if s[\"id\"] == c[\"b\"]), c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]] == [(\"no clamp\", \"uclamp.max=512\", \"energy\", \"-9.8%\"), (\"no clamp\", \"uclamp.max=256\", \"energy\", \"-13.0%\")]"
'

expect 'the names of the columns in parentheses closing the line over the rows ("tbench (threads, baseline MB/s, patched MB/s):"), a unit after a name no part of it, a change column after the figures named by none: a series a build and row' '
	xtext parennames <<EOF
With this patch, tbench (threads, baseline MB/s, patched MB/s):

     1:      314.86      322.94  (+2.57%)
     2:      629.55      662.18  (+5.18%)
     4:     1236.09     1311.75  (+6.12%)
EOF
	xjson parennames "[(s[\"label\"], vals(s)) for s in S][:4] == [(\"baseline\", [\"314.86\"]), (\"patched\", [\"322.94\"]), (\"baseline\", [\"629.55\"]), (\"patched\", [\"662.18\"])] and len(S) == 6 and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+2.57%\", \"+5.18%\", \"+6.12%\"]"
'

expect 'builds named over groups of columns, each name framed by a rule ("------ SMT on ------     ------ SMT off -----"), the same names of two words under each ("Run Time"), rows of SPEC CPU benchmarks ("500.perlbench_r", what ran, no release): a series a build, row and metric' '
	xtext framedspan <<EOF
SPEC CPU2017 estimates:

                         ------ SMT on ------     ------ SMT off -----
  Benchmark              Copies  Run Time  Ratio   Copies  Run Time  Ratio    delta
  500.perlbench_r           112       817    218       56       506    176   -19.3%
  502.gcc_r                 112       809    196       56       472    168   -14.3%
EOF
	xjson framedspan "[(s[\"label\"], s[\"metric\"], p(s, \"variant\"), vals(s)) for s in S if s[\"metric\"] in (\"Run Time\", \"Ratio\")][:4] == [(\"SMT on\", \"Run Time\", \"500.perlbench_r\", [\"817\"]), (\"SMT on\", \"Ratio\", \"500.perlbench_r\", [\"218\"]), (\"SMT off\", \"Run Time\", \"500.perlbench_r\", [\"506\"]), (\"SMT off\", \"Ratio\", \"500.perlbench_r\", [\"176\"])]"
'

expect 'a build a line, then figures each keyed by the words before it ("tip/sched/core   missed 1.84% (1380 of 75000)   wu_lat avg 41us   p99 612us"), the same words on each line: a series a build and key, a remark in parentheses no figure' '
	xtext namedfields <<EOF
Over all activations:

tip/sched/core   missed 1.84% (1380 of 75000)   wu_lat avg 41us   p99 612us
+ your v2        missed 0.37% (278 of 75000)    wu_lat avg 28us   p99 197us
EOF
	xjson namedfields "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"tip/sched/core\", \"missed\", [\"1.84%\"]), (\"tip/sched/core\", \"wu_lat avg\", [\"41us\"]), (\"tip/sched/core\", \"p99\", [\"612us\"]), (\"+ your v2\", \"missed\", [\"0.37%\"]), (\"+ your v2\", \"wu_lat avg\", [\"28us\"]), (\"+ your v2\", \"p99\", [\"197us\"])]"
'

expect 'rows of a setting and two figures under a sentence naming the columns in order ("in seconds, stock first, then D31208:"): a series a column and row, labelled by its name' '
	xtext firstthen <<EOF
Median of three runs per -j value, in seconds, stock first, then D31208:

  -j32   1318   1302
  -j64   1197   1171
EOF
	xjson firstthen "[(s[\"label\"], p(s, \"jobs\"), vals(s)) for s in S] == [(\"stock\", \"32\", [\"1318\"]), (\"D31208\", \"32\", [\"1302\"]), (\"stock\", \"64\", [\"1197\"]), (\"D31208\", \"64\", [\"1171\"])]"
'

expect 'a table whose cells are minutes and seconds ("21:47") in a post that says its times are "min:sec": durations, the row its own series' '
	xtext minsec <<EOF
Build timed with time(1), min:sec, best of two.

                      old sched    new sched
  buildworld              21:47        20:13
  buildkernel              6:02         5:51
EOF
	xjson minsec "[(s[\"label\"], vals(s)) for s in S if vals(s)[0] in (\"21:47\", \"20:13\")] == [(\"old sched\", [\"21:47\"]), (\"new sched\", [\"20:13\"])]"
'

expect 'names over groups of columns ("base  patched" over "avg  p99  avg  p99") where the second group'"'"'s figures each carry their change ("11.00 (+10.0%)"): each name spans its group, each change compares its figure with the one at the same place in the first group' '
	xtext spanchg <<EOF
Results:

                     base                patched
                  avg    p99          avg          p99
hackbench       10.00  15.00       11.00 (+10.0%)   16.50 (+10.0%)
tbench          20.00  25.00       19.00 (-5.0%)    25.00 (0.0%)
EOF
	xjson spanchg "[(s[\"label\"], vals(s)) for s in S][:4] == [(\"base\", [\"10.00\"]), (\"base\", [\"15.00\"]), (\"patched\", [\"11.00\"]), (\"patched\", [\"16.50\"])] and [(vals([s for s in S if s[\"id\"] == c[\"a\"]][0]), vals([s for s in S if s[\"id\"] == c[\"b\"]][0]), c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]] == [([\"10.00\"], [\"11.00\"], \"+10.0%\"), ([\"15.00\"], [\"16.50\"], \"+10.0%\"), ([\"20.00\"], [\"19.00\"], \"-5.0%\"), ([\"25.00\"], [\"25.00\"], \"0.0%\")]"
'

expect 'rows of a name and three runs or more, every figure within a factor of two of the others, under a sentence naming no build ("... at 32 clients:"): each row a configuration and its runs, whole numbers too, whatever words the names are' '
	xtext rowruns <<EOF
The write-heavy script at 32 clients barely cares either way:

defaults:             24112  23988  24251
autogroup=0:          24630  24582  24702
EOF
	xjson rowruns "[(s[\"label\"], vals(s)) for s in S] == [(\"defaults\", [\"24112\", \"23988\", \"24251\"]), (\"autogroup=0\", [\"24630\", \"24582\", \"24702\"])]"
'

expect 'rows of a name and whole numbers far apart ("eth0: 12 48211 3"): ids and counts, no runs of a configuration' '
	xtext rowcounts <<EOF
The interrupt counts after the run were:

eth0:             12  48211  3
eth1:             14  50112  9
EOF
	xjson rowcounts "S == []"
'

expect 'a sentence ending in a colon whose last clause lists the columns parted by commas, one naming a build, started on the line above ("Per client count (tps): CFS default, CFS with\nthe tweak, EEVDF:"), over rows of a key and a figure each: the columns are those names, the first line no heading' '
	xtext colonlist <<EOF
Numbers for the three kernels. Per client count (tps): CFS default, CFS with
the tweak, EEVDF:

 1   9422   9431   9290
 2  18910  19102  18577
 4  36832  37914  37023
EOF
	xjson colonlist "[(s[\"label\"], vals(s)) for s in S][:3] == [(\"CFS default\", [\"9422\"]), (\"CFS with the tweak\", [\"9431\"]), (\"EEVDF\", [\"9290\"])] and len(S) == 9 and all(\"group\" not in s[\"params\"] for s in S)"
'

expect 'a column named by a release'"'"'s suffix alone ("-rc5 + patch") beside a column naming that release in full ("6.7-rc5"): the suffix takes the full name' '
	xtext rcsuffix <<EOF
Throughput, one run each:

threads  6.6.8   6.7-rc5   -rc5 + patch
   1     418.33   402.71    405.12
   2     811.09   784.56    790.27
   4    1563.42  1498.03   1541.88
EOF
	xjson rcsuffix "sorted({s[\"label\"] for s in S}) == [\"6.6.8\", \"6.7-rc5\", \"6.7-rc5 + patch\"]"
'

expect 'names over groups whose line below writes a column'"'"'s name in two words ("avg 1% low"), a word over no figure going with its neighbour: each column takes its words, each group its name' '
	xtext twowordsub <<EOF
With the build running in the background:

                         CFS          EEVDF
                    avg 1% low    avg 1% low
Game one (bench)   71.4   38.4   76.8   41.9
Game two (bench)  118.3   62.0  121.6   68.5
EOF
	xjson twowordsub "[(s[\"label\"].split()[0], vals(s)) for s in S][:4] == [(\"CFS\", [\"71.4\"]), (\"CFS\", [\"38.4\"]), (\"EEVDF\", [\"76.8\"]), (\"EEVDF\", [\"41.9\"])]"
'

expect 'a header whose names hold small words and blanks ("SMT on", "coresched vs SMT on"), parted by wide gaps into as many cells as the columns: a header, no sentence; its last column the change between the two it names' '
	xtext stopnames <<EOF
Two instances, three runs each:

threads     SMT on   coresched       nosmt   coresched vs SMT on
      8    3412.87     3398.12     3405.59        -0.4%
     16    6587.31     6431.90     6498.77        -2.4%
     32   11842.66    10710.28    10122.83        -9.6%
EOF
	xjson stopnames "[s[\"label\"] for s in S][:3] == [\"SMT on\", \"coresched\", \"nosmt\"] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-0.4%\", \"-2.4%\", \"-9.6%\"]"
'

expect 'rows of a table with a remark set apart after their change, a count and its noun ("(1 run)") or a unit in parentheses ("(events/s)"): rows of the table all the same, the unit the row'"'"'s' '
	xtext rowremarks <<EOF
Here are the numbers I got on the box today.

                 base    patched   delta
  read seq        11.0    12.0     +9.1%
  write seq       13.0    14.0     +7.7%   (1 run)
  read rand       15.0    16.0     +6.7%   (events/s)
  write rand      17.0    18.0     +5.9%
EOF
	xjson rowremarks "len(S) == 8 and [s[\"unit\"] for s in S if s[\"params\"][\"variant\"] == \"read rand\"] == [\"events/s\", \"events/s\"] and len(d[\"comparisons\"]) == 4"
'

expect 'rows named as tests ("pipe test", "socket test") under columns of builds: each row what was run, each column a build (the word "test" there names no test kernel)' '
	xtext testrows <<EOF
Here are the numbers I got on the box today.

                 base    patched
  pipe test       11.0    12.0
  socket test     13.0    14.0
  thread test     15.0    16.0
EOF
	xjson testrows "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][:2] == [(\"base\", \"pipe test\", [\"11.0\"]), (\"patched\", \"pipe test\", [\"12.0\"])] and len(S) == 6"
'

expect 'rows keyed by a tunable'"'"'s settings ("halt_poll_ns" over "0", "10000" ...) closed by a row named in words where the key stands ("dynamic (max 200000)"): each row a setting of the tunable, the last one named by its words' '
	xtext tunablelast <<EOF
From one guest to the other:

  halt_poll_ns          TCP_RR trans/s   host CPU %
  0                         25011.43          171
  10000                     27418.92          180
  200000                    33904.71          295
  dynamic (max 200000)      33512.80          214
EOF
	xjson tunablelast "[s[\"label\"] for s in S][::2] == [\"halt_poll_ns=0\", \"halt_poll_ns=10000\", \"halt_poll_ns=200000\", \"halt_poll_ns=dynamic (max 200000)\"] and [vals(s) for s in S][-2:] == [[\"33512.80\"], [\"214\"]]"
'

expect 'a machine'"'"'s description right over each block of rows ("tg3 on 4 core AMD (2 x Opteron 2216, ...)"), rows named by a feature switched off, alone or added ("No RPS/XPS", "XPS only", "RPS + XPS"): each row a configuration on that block'"'"'s machine, though the features'"'"' names read as rates' '
	xtext machineblocks <<EOF
netperf UDP_RR, 200 concurrent streams, same settings on both boxes:

tg3 on 4 core AMD (2 x Opteron 2216, one tx queue)
   No RPS/XPS:      81K tps at 22% CPU
   XPS only:        143K tps at 41% CPU
   RPS + XPS:       151K tps at 40% CPU

ixgbe on 12 core Intel (2 x Xeon X5670, four tx queues)
   No RPS/XPS:      210K tps at 17% CPU
   XPS only:        388K tps at 52% CPU
   RPS + XPS:       402K tps at 50% CPU
EOF
	xjson machineblocks "[(s[\"label\"], vals(s)) for s in S][::2] == [(\"No RPS/XPS\", [\"81K\"]), (\"XPS only\", [\"143K\"]), (\"RPS + XPS\", [\"151K\"]), (\"No RPS/XPS\", [\"210K\"]), (\"XPS only\", [\"388K\"]), (\"RPS + XPS\", [\"402K\"])] and len(set(s[\"system\"] for s in S)) == 2"
'

expect 'a header naming machines over rows of releases ("kernel  Pi4  N5105  EPYC-7313", "(4xA72)  (4c)" under it): the header, no description of hardware to set aside; "Max latency in us:" over it makes each figure that maximum; "Average, same order of machines:" over rows without a header starts a table of its own, its columns the ones above' '
	xtext boardcols <<EOF
Max latency in us, 12h runs under load:

kernel                Pi4   N5105   EPYC-7313
                  (4xA72)    (4c)   (16c, SMT off)
--------------    -------   -----   --------
5.15.96-rt61          112      58         21
6.1.46-rt13           104      55         19

Average, same order of machines, for completeness:

  5.15.96-rt61     11    6    2
  6.1.46-rt13      10    5    2
EOF
	xjson boardcols "[(s[\"label\"], p(s, \"variant\"), (s.get(\"summary\") or {}).get(\"max\", {}).get(\"text\")) for s in S][:3] == [(\"5.15.96-rt61\", \"Pi4 (4xA72)\", \"112\"), (\"5.15.96-rt61\", \"N5105 (4c)\", \"58\"), (\"5.15.96-rt61\", \"EPYC-7313 (16c, SMT off)\", \"21\")] and [(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][6:9] == [(\"5.15.96-rt61\", \"Pi4 (4xA72)\", [\"11\"]), (\"5.15.96-rt61\", \"N5105 (4c)\", [\"6\"]), (\"5.15.96-rt61\", \"EPYC-7313 (16c, SMT off)\", [\"2\"])] and len(S) == 12"
'

expect 'rows lettered "A", "B", "C" (setups the post describes above) under a header of measures ("P50  P99  tps"): each letter names its series, no measure does' '
	xtext lettered <<EOF
Three setups: A is plain interrupts, B adds busy polling, C the kthread.

Median of the runs, latencies in usec:

             P50     P99      tps
  A         30.9    51.7    31011
  B         22.4    35.8    44102
  C         16.1    27.0    57993
EOF
	xjson lettered "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S][::3] == [(\"A\", \"p50\", [\"30.9\"]), (\"B\", \"p50\", [\"22.4\"]), (\"C\", \"p50\", [\"16.1\"])]"
'

expect 'a second header line naming the last column only ("NO_NEW_FAIR_SLEEPERS" under the second "2.6.24"), over runs keyed 1..N and a summary row named where the keys stand ("avg", a cell fewer): the name goes to the column it stands over' '
	xtext subhead <<EOF
Transactions/sec, one run per line:

run  2.6.23.17   2.6.24      2.6.24
                             NO_NEW_FAIR_SLEEPERS
 1   51210.44    48107.12    50872.35
 2   51033.10    48350.56    50341.09
 3   51502.87    48021.38    50518.77
avg  51248.80    48159.69    50577.40
EOF
	xjson subhead "[(s[\"label\"], vals(s)[0]) for s in S] == [(\"2.6.23.17\", \"51210.44\"), (\"2.6.24\", \"48107.12\"), (\"2.6.24 NO_NEW_FAIR_SLEEPERS\", \"50872.35\")]"
'

expect 'a caption saying the last column is the average ("4 runs each, last column is the average:") over rows of runs: that column each row'"'"'s mean, the rest its runs' '
	xtext lastavg <<EOF
Throughput in Gbit/s, 4 runs each, last column is the average:

   14.0-RELEASE   default   18.2  18.9  18.4  18.5   18.50
   14.0-RELEASE   pinned    26.1  26.8  26.3  26.6   26.45
EOF
	xjson lastavg "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"14.0-RELEASE default\", [\"18.2\", \"18.9\", \"18.4\", \"18.5\"], \"18.50\"), (\"14.0-RELEASE pinned\", [\"26.1\", \"26.8\", \"26.3\", \"26.6\"], \"26.45\")]"
'

expect 'statistics named under what they sum up ("Sleep  Max" over "Avg", "Stdev") beside a row of its own at the first key'"'"'s column ("build real"): each column a build, its statistics one series per group (params.case), the own row a figure of its own' '
	xtext statgroups <<EOF
                      stock        patched
Sleep    Max           5120          940
         Avg            412          118
         Stdev          633          201
Run      Max          88210        31544
         Avg          20117        19870
build real         2m41.20s     2m43.85s
EOF
	xjson statgroups "[(s[\"label\"], p(s, \"case\"), vals(s), sorted(k for k, v in (s.get(\"summary\") or {}).items() if v)) for s in S] == [(\"stock\", \"Sleep\", [], [\"max\", \"mean\", \"stddev\"]), (\"patched\", \"Sleep\", [], [\"max\", \"mean\", \"stddev\"]), (\"stock\", \"Run\", [], [\"max\", \"mean\"]), (\"patched\", \"Run\", [], [\"max\", \"mean\"]), (\"stock\", None, [\"2m41.20s\"], []), (\"patched\", None, [\"2m43.85s\"], [])] and S[0][\"summary\"][\"max\"][\"text\"] == \"5120\" and S[3][\"summary\"][\"mean\"][\"text\"] == \"19870\""
'

expect 'whole-number runs a row, each row a build with a remark in parentheses closing its name ("4.19.2 (stock)") beside builds without: the rows are the builds, the runs their values, "avg N" the mean' '
	xtext buildremark <<EOF
4.19.2 (stock)             41873  42210  41590   avg 41891
4.19.2 sched_migrate=0     43016  42877  43301   avg 43065
4.19.2 + wakeup fix        44120  43985  44407   avg 44171
EOF
	xjson buildremark "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"4.19.2 (stock)\", [\"41873\", \"42210\", \"41590\"], \"41891\"), (\"4.19.2 sched_migrate=0\", [\"43016\", \"42877\", \"43301\"], \"43065\"), (\"4.19.2 + wakeup fix\", [\"44120\", \"43985\", \"44407\"], \"44171\")]"
'

expect 'two '"'"'|'"'"' tables side by side under a line of two names, tabs apart ("	v3.9		v3.9 + fix" over "| scale | clients |  tps  |   |  tps  |"): each column of the shared name the build named over it, the name shared its metric; the columns before them the rows'"'"' keys; bars with nothing between one edge' '
	xtext twinblocks <<EOF
		v3.9				v3.9 + fix

| scale | clients |  tps  |   |  tps  |
+-------+---------+-------+   +-------+
| 10    |       4 | 20511 |   | 20630 |
| 10    |       8 | 33102 |   | 36877 |
| 100   |       8 | 30977 |   | 35214 |
EOF
	xjson twinblocks "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S][:4] == [(\"v3.9\", \"tps\", [\"20511\"]), (\"v3.9 + fix\", \"tps\", [\"20630\"]), (\"v3.9\", \"tps\", [\"33102\"]), (\"v3.9 + fix\", \"tps\", [\"36877\"])] and len(S) == 6"
'

expect 'a ruled row with a change written after its last rule ("| 100 |  8 | 30977 |   | 35214 |	+13.68%") beside rows without one: all read alike, bars as blanks; the change compares the row'"'"'s two builds' '
	xtext twinchange <<EOF
	v3.9				v3.9 + fix

| scale | clients |  tps  |   |  tps  |
+-------+---------+-------+   +-------+
| 10    |       4 | 20511 |   | 20630 |
| 10    |       8 | 33102 |   | 36877 |	+11.40%
| 100   |       8 | 30977 |   | 35214 |	+13.68%
EOF
	xjson twinchange "[(s[\"label\"], vals(s)) for s in S] == [(\"v3.9\", [\"20511\"]), (\"v3.9 + fix\", [\"20630\"]), (\"v3.9\", [\"33102\"]), (\"v3.9 + fix\", [\"36877\"]), (\"v3.9\", [\"30977\"]), (\"v3.9 + fix\", [\"35214\"])] and (lambda I: [(I[c[\"a\"]], I[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: i for i, s in enumerate(S)}) == [(2, 3, \"+11.40%\"), (4, 5, \"+13.68%\")]"
'

expect 'a column headed "expected", "ideal" or "theoretical" beside the builds'"'"' columns holds what arithmetic says, no figure: the builds'"'"' columns are read, it is not' '
	xtext expectedcol <<EOF
Runtime share of the low-weight group, in %:

  weights      expected    v5.4     v5.4+fix
  1:2             33.33   35.10       33.61
  1:8             11.11   14.02       11.45
EOF
	xjson expectedcol "[(s[\"label\"], vals(s)) for s in S] == [(\"v5.4\", [\"35.10\"]), (\"v5.4+fix\", [\"33.61\"]), (\"v5.4\", [\"14.02\"]), (\"v5.4+fix\", [\"11.45\"])]" &&
	sed "s/expected/  ideal /" expectedcol.txt >idealcol.txt &&
	xjson idealcol "len(S) == 4 and not [s for s in S if s[\"label\"] and \"ideal\" in s[\"label\"]]"
'

done_testing
