#!/bin/sh
# t2070-extract-prose-lists.sh: figures in flattened lists and in prose, each under its configuration
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"

# ---- lists written along one line ----

expect 'NAME: values NAME: values on a line that lost its breaks' '
	xtext flat <<EOF
Each kernel compiled sysbench twice. 6.1: 412s, 409s 6.6: 398s, 401s Not much in it.
EOF
	xjson flat "[s[\"label\"] for s in S] == [\"6.1\", \"6.6\"] and vals(S[0]) == [\"412s\", \"409s\"] and vals(S[1]) == [\"398s\", \"401s\"] and all(s[\"found_by\"] == \"prose\" for s in S)"
'

expect 'bare runs after each name, the groups cut by semicolons' '
	xtext runs <<EOF
schbench wakeup p99, three runs each: stock: 88.5 91.0 87.2; eevdf-fix: 70.1 72.4 69.9
EOF
	xjson runs "[s[\"label\"] for s in S] == [\"stock\", \"eevdf-fix\"] and vals(S[1]) == [\"70.1\", \"72.4\", \"69.9\"] and S[0][\"workload\"] == \"schbench\""
'

expect 'NAME = value unit, the unit written apart' '
	xtext eq <<EOF
dbench with 16 clients gave me old = 1210.4 MB/s, new = 1188.0 MB/s here.
EOF
	xjson eq "[s[\"label\"] for s in S] == [\"old\", \"new\"] and vals(S[0]) == [\"1210.4\"] and S[0][\"workload\"] == \"dbench\""
'

expect 'a name that says with or without keeps those words' '
	xtext with <<EOF
make -j8 wall time with the series: 61.2s 60.8s without the series: 64.0s 63.5s
EOF
	xjson with "[s[\"label\"] for s in S] == [\"with the series\", \"without the series\"] and len(S[1][\"values\"]) == 2"
'

expect 'a statistic among the groups is no configuration of its own' '
	xtext stat <<EOF
Results (mean of 5): FIFO = 3.41s, RR = 3.52s; stddev: 0.04s
EOF
	xjson stat "[s[\"label\"] for s in S] == [\"FIFO\", \"RR\"]"
'

expect 'a machine written inline gives no series' '
	xtext box <<EOF
Box: CPUs: 16, memory: 32GB, disk: 512GB nvme, kernel: 6.8.0 and gcc: 13.2
EOF
	xjson box "not [s for s in S if s[\"found_by\"] == \"prose\"]"
'

expect 'a tool line of statistics gives no prose series' '
	xtext tool <<EOF
lat (usec) min: 4us, avg: 11us, max: 38us, stdev: 2us
EOF
	xjson tool "not [s for s in S if s[\"found_by\"] == \"prose\"]"
'

expect 'versions listed with colons are not figures' '
	xtext vers <<EOF
Tested kernels: 6.5 6.6 6.7, compilers: gcc 12.2 and clang 17.0, threads: 4 8 16.
EOF
	xjson vers "S == []"
'

expect 'runs of one bare number each are no list of figures' '
	xtext one <<EOF
Patches in this round: sched: 4, mm: 2, and the cover letter.
EOF
	xjson one "S == []"
'

# ---- pairs in prose: each value under the side the sentence names ----

expect 'from A on X to B with Y: the sides are the names next to the values' '
	xtext fromto <<EOF
On the test box, pgbench latency went from 8.4ms on 6.9 to 7.9ms with the series, about 6% better.
EOF
	xjson fromto "[s[\"label\"] for s in S] == [\"6.9\", \"with the series\"] and vals(S[0]) == [\"8.4ms\"] and vals(S[1]) == [\"7.9ms\"]"
'

expect 'from A to B with X: the other side is without X' '
	xtext without <<EOF
In my runs, netperf TCP_RR dropped from 41200 tps to 39800 tps with the cgroup change.
EOF
	xjson without "[s[\"label\"] for s in S] == [\"without the cgroup change\", \"with the cgroup change\"]"
'

expect 'from A under X to B under Y names both schedulers' '
	xtext under <<EOF
Total runtime went from 40.1s under CFS to 38.2s under EEVDF, measured on 6.8.
EOF
	xjson under "[s[\"label\"] for s in S] == [\"CFS\", \"EEVDF\"] and vals(S[1]) == [\"38.2s\"]"
'

expect 'V1 before vs V2 after' '
	xtext vs <<EOF
Context switches look fine. Hackbench is a bit faster too: 2.71s before vs 2.64s after.
EOF
	xjson vs "[s[\"label\"] for s in S] == [\"before\", \"after\"] and vals(S[0]) == [\"2.71s\"] and S[0][\"workload\"] == \"hackbench\""
'

expect 'V1 on X versus V2 on Y' '
	xtext versus <<EOF
dbench: 1200 MB/s on stock versus 1260 MB/s on patched.
EOF
	xjson versus "[s[\"label\"] for s in S] == [\"stock\", \"patched\"] and [v[\"value\"] for v in S[1][\"values\"]] == [1260]"
'

expect 'V1 with X and V2 with Y' '
	xtext and <<EOF
The buildkernel target takes 512s with the old balancer and 498s with the new balancer.
EOF
	xjson and "[s[\"label\"] for s in S] == [\"with the old balancer\", \"with the new balancer\"]"
'

expect 'V1 with X and V2 with my change: the words that own the change ("my", "our") stay in its name' '
	xtext mine <<EOF
A full buildworld took 1321 seconds with the stock sched server and 1288 seconds with my change.
Our runs gave 86.1 MB/s with the stock code and 91.4 MB/s with our patch.
EOF
	xjson mine "[(s[\"label\"], vals(s)) for s in S] == [(\"with the stock sched server\", [\"1321\"]), (\"with my change\", [\"1288\"]), (\"with the stock code\", [\"86.1\"]), (\"with our patch\", [\"91.4\"])]"
'

expect 'a rate unit is any word of letters per second or per minute, however long: transactions/sec, runs/min' '
	xtext rates <<EOF
We get 512 transactions/sec with CFS and 498 transactions/sec with SD; the game averaged 38.4 runs/min before and 41.1 runs/min with the diff.
EOF
	xjson rates "[s[\"label\"] for s in S] == [\"CFS\", \"SD\", \"before\", \"with the diff\"] and S[0][\"unit\"] == \"transactions/sec\" and S[3][\"unit\"] == \"runs/min\""
'

expect 'a list of runs named after it by what a change adds or leaves out ("3m31s, 3m29s and 3m30s without the diff, 3m18s, 3m20s and 3m17s with the diff"): a series a side' '
	xtext changeafter <<EOF
Three builds of a GENERIC.MP kernel: 3m31s, 3m29s and 3m30s without the diff, 3m18s, 3m20s and 3m17s with the diff.
EOF
	xjson changeafter "[(s[\"label\"], vals(s)) for s in S] == [(\"without the diff\", [\"3m31s\", \"3m29s\", \"3m30s\"]), (\"with the diff\", [\"3m18s\", \"3m20s\", \"3m17s\"])]"
'

expect 'two times of one run joined by and are metrics, not sides' '
	xtext metrics <<EOF
It took 4.2s user and 1.1s sys on my laptop.
EOF
	xjson metrics "not [s for s in S if s[\"label\"] in (\"user\", \"sys\")]"
'

expect 'sizes and counts compared in a setup sentence are no figures' '
	xtext setup <<EOF
The old box had 16GB vs 32GB on the new one, and 8 cores vs 12 cores with SMT on.
EOF
	xjson setup "S == []"
'

expect 'versions from one to another are no figures' '
	xtext upgrade <<EOF
After moving from 6.1 to 6.6 with the new config, the box boots fine with 64 CPUs.
EOF
	xjson upgrade "S == []"
'

expect 'from V1 (NAME) to V2 (NAME)' '
	xtext fromparen <<EOF
Elapsed time for the tbench run went from 45.2s (stock) to 43.9s (eevdf-lag), five runs each.
EOF
	xjson fromparen "[s[\"label\"] for s in S] == [\"stock\", \"eevdf-lag\"]"
'

expect 'V1 on A and V2 on A with X: a build and what was added to it' '
	xtext plus <<EOF
I measured 740s on 6.10 and 702s on 6.10 with the idle fix.
EOF
	xjson plus "[s[\"label\"] for s in S] == [\"6.10\", \"6.10 with the idle fix\"]"
'

expect 'V1 before and V2 after, the unit written apart' '
	xtext watts <<EOF
Package power while idle: 6.4 watts before and 5.9 watts after.
EOF
	xjson watts "[s[\"label\"] for s in S] == [\"before\", \"after\"] and [v[\"value\"] for v in S[0][\"values\"]] == [6.4]"
'

expect 'remarks in parentheses after values are no sides' '
	xtext remark <<EOF
The build took 4.2s (3 runs) vs 5.1s (5 runs) on the same box.
EOF
	xjson remark "not [s for s in S if \"runs\" in (s[\"label\"] or \"\")]"
'

expect 'NAME V, NAME V without colons: names the vocabulary does not know' '
	xtext barekeys <<EOF
Wakeup latency p99 (lower is better): EEVDF 23.4ms, CFS 25.1ms, TT 22.0ms, BMQ 24.2ms.
EOF
	xjson barekeys "[s[\"label\"] for s in S] == [\"EEVDF\", \"CFS\", \"TT\", \"BMQ\"] and vals(S[2]) == [\"22.0ms\"]"
'

expect 'after a group of a bare name and a comma or "and", a word the vocabulary lacks before a figure in the same unit is the next name; an adverb is none' '
	xtext listnext <<EOF
The numbers for dbench 8: vanilla 123.4 MB/s, patched 119.2 MB/s, patched+fix 128.0 MB/s and tip+fix 127.5 MB/s.
EOF
	xjson listnext "[(s[\"label\"], vals(s)) for s in S] == [(\"vanilla\", [\"123.4\"]), (\"patched\", [\"119.2\"]), (\"patched+fix\", [\"128.0\"]), (\"tip+fix\", [\"127.5\"])]" &&
	xtext listadverb <<EOF
schbench p99: EEVDF 23.4ms, BORE 22.0ms, occasionally 25.0ms.
EOF
	xjson listadverb "not [s for s in S if (s[\"label\"] or \"\").startswith(\"occasion\")]"
'

expect 'numbered CPUs and runs are no configurations' '
	xtext cpus <<EOF
Per-CPU wakeup latency: CPU0 12ms, CPU1 13ms, CPU2 11ms; run1 4.1s, run2 4.3s
EOF
	xjson cpus "not [s for s in S if s[\"found_by\"] == \"prose\"]"
'

expect 'V1 => V2 with X: an arrow reads as from / to' '
	xtext arrow <<EOF
Hackbench with 20 groups went 3.02s → 2.87s with the wakeup fix.
EOF
	xjson arrow "[s[\"label\"] for s in S] == [\"without the wakeup fix\", \"with the wakeup fix\"] and vals(S[1]) == [\"2.87s\"]"
'

expect 'sizes and counts with an arrow are no figures' '
	xtext arrowsize <<EOF
The ring grew 16KB => 32KB and the workers 4 => 8 threads.
EOF
	xjson arrowsize "S == []"
'

expect 'the words before the first group say how every group was run' '
	xtext lead <<EOF
tbench 8 clients: 2.6.22 = 1210 MB/s, 2.6.22-cfs = 1188 MB/s, 2.6.22-sd = 1201 MB/s
EOF
	xjson lead "len(S) == 3 and all(p(s, \"clients\") == \"8\" and s[\"workload\"] == \"tbench\" for s in S) and S[2][\"label\"] == \"2.6.22-sd\""
'

expect 'settings written inline are no builds' '
	xtext settings <<EOF
Watchdog settings: timeout: 30s, interval: 5s, grace = 2.5s; then reboot.
EOF
	xjson settings "not [s for s in S if s[\"found_by\"] == \"prose\"]"
'

expect 'versions in parentheses name the sides; a bare one beside a sure one' '
	xtext parenver <<EOF
hackbench -g 20 took 1.92s (6.5) vs 1.85s (6.5+wakeup-fix), and dbench gave 1210 MB/s (2.6.22) vs 1188 MB/s (2.6.22-cfs).
EOF
	xjson parenver "[s[\"label\"] for s in S] == [\"6.5\", \"6.5+wakeup-fix\", \"2.6.22\", \"2.6.22-cfs\"]"
'

expect 'deviations in parentheses are no sides' '
	xtext paredev <<EOF
Over five runs it took 12.1s (0.3) vs 11.4s (0.2), and 9.8s (3 runs) vs 9.9s (5 runs) on the small box.
EOF
	xjson paredev "not [s for s in S if (s[\"label\"] or \"\")[:1].isdigit()]"
'

expect 'A/B: V1/V2 makes a series a name' '
	xtext slash <<EOF
Kernel build with -j32, 6.9/6.9+lag-fix: 402s/391s (best of three).
EOF
	xjson slash "[s[\"label\"] for s in S] == [\"6.9\", \"6.9+lag-fix\"] and vals(S[1]) == [\"391s\"] and p(S[0], \"jobs\") == \"32\""
'

expect 'A/B: V1/V2 unit, the unit after the pair' '
	xtext slashunit <<EOF
hackbench stock/patched: 2.41/2.30 s
EOF
	xjson slashunit "[s[\"label\"] for s in S] == [\"stock\", \"patched\"] and [v[\"value\"] for v in S[0][\"values\"]] == [2.41]"
'

expect 'statistics and dates joined by slashes are no sides' '
	xtext slashstat <<EOF
rtt min/avg/max/mdev: 0.041/0.052/0.071/0.009 ms
Written 2024/01/05: 12:30/13:45
EOF
	xjson slashstat "not [s for s in S if s[\"found_by\"] == \"prose\"]"
'

expect 'a change beside a from/to compares its two sides' '
	xtext pairpct <<EOF
On the big box, buildkernel time went from 640s on 6.7 to 611s with the series, roughly 4.5% faster.
EOF
	xjson pairpct "len(d[\"comparisons\"]) == 1 and d[\"comparisons\"][0][\"delta_pct\"][\"value\"] == 4.5 and {d[\"comparisons\"][0][\"a\"], d[\"comparisons\"][0][\"b\"]} == {S[0][\"id\"], S[1][\"id\"]}"
'

expect 'an opening "With the same setup," holds what ran the same: it names no side of a change' '
	xtext samesetup <<EOF
Our patches trim the hot path. With a same setup of 8 cores, the overhead becomes 3.4%, which is a 20% improvement.
EOF
	xjson samesetup "all(\"same\" not in (s[\"label\"] or \"\") for s in S)"
'

expect 'two from/to in a sentence leave a change unattributed' '
	xtext twopairs <<EOF
Build time went from 640s to 611s and boot from 9.1s to 8.7s, about 4% better.
EOF
	xjson twopairs "len(S) == 4 and d[\"comparisons\"] == []"
'

expect 'a comma ends a value: the build named after it is the next value'"'"'s' '
	xtext comma <<EOF
With ULE the loop takes 4.2s, with 4BSD 4.6s.
EOF
	xjson comma "[s[\"label\"] for s in S] == [\"ULE\", \"4BSD\"] and vals(S[0]) == [\"4.2s\"]"
'

expect 'keys glued to their values, keys with a dash, values joined by and' '
	xtext glued <<EOF
make buildworld, two runs: SCHED_4BSD:1843s,1851s SCHED_ULE:1795s,1802s
buildkernel: 4BSD - 612s, 615s; ULE - 598s and 601s
EOF
	xjson glued "[s[\"label\"] for s in S] == [\"SCHED_4BSD\", \"SCHED_ULE\", \"4BSD\", \"ULE\"] and vals(S[3]) == [\"598s\", \"601s\"] and S[3][\"workload\"] == \"buildkernel\""
'

expect 'a cyclictest line and clock times are no glued keys' '
	xtext cyclic <<EOF
T: 0 ( 1234) P:80 I:1000 C: 100000 Min:      2 Act:    3 Avg:    4 Max:      19
uptime 10:05:03 load 12:30 at 14:45:01
EOF
	xjson cyclic "not [s for s in S if s[\"found_by\"] == \"prose\"]"
'

expect 'V1 for X and V2 for Y; counts, runs, benchmarks and people are no sides' '
	xtext forside <<EOF
The loop takes 1.92s for vanilla and 1.85s for patched.
It takes 2.2s for 8 threads and 2.9s for 16 threads.
It was 12ms for me and 13ms for him, 4.1s for hackbench and 3.3s for schbench.
EOF
	xjson forside "[s[\"label\"] for s in S if s[\"found_by\"] == \"prose\"] == [\"vanilla\", \"patched\"]"
'

expect 'a flattened list that wraps onto the next line' '
	xtext wrap <<EOF
Three runs of buildworld with each scheduler. 4BSD: 1843s, 1851s,
1838s ULE: 1795s, 1802s,
1799s so ULE wins here.
EOF
	xjson wrap "[s[\"label\"] for s in S] == [\"4BSD\", \"ULE\"] and vals(S[0]) == [\"1843s\", \"1851s\", \"1838s\"] and vals(S[1]) == [\"1795s\", \"1802s\", \"1799s\"]"
'

expect 'lines keyed by the same builds, a run a line, are a table for the table reader' '
	xtext keyedrows <<EOF
buildkernel on the dual, two runs:

4BSD: 10:25.56  ULE: 10:39.20
4BSD: 10:26.01  ULE: 10:38.75
EOF
	xjson keyedrows "S and not [s for s in S if s[\"found_by\"] == \"prose\"]"
'

expect 'to V2 from V1: the change named at the end is the after side'"'"'s' '
	xtext tofrom <<EOF
Average wakeup latency dropped to 95us from 120us with the patch. Build time went down to 298s on 6.6 from 312s on 6.5.
I moved the box to 6.6 from 6.5 last week.
EOF
	xjson tofrom "[(s[\"label\"], vals(s)) for s in S] == [(\"without the patch\", [\"120us\"]), (\"with the patch\", [\"95us\"]), (\"6.5\", [\"312s\"]), (\"6.6\", [\"298s\"])]"
'

expect 'a change beside two figures "(412s vs 425s)" names no side: no series named after a figure' '
	xtext vsfig <<EOF
Kernel compile time went down by 3% (412s vs 425s).
EOF
	xjson vsfig "all(not any(ch.isdigit() for ch in s[\"label\"]) for s in S) and all(s.get(\"values\") or s.get(\"summary\") for s in S)"
'

expect 'V1, compared to V2 for NAME: the second named after it, the first by the sentence'"'"'s "With X,"' '
	xtext cmpto <<EOF
With the patch applied, hackbench takes 1.85s, compared to 1.92s for vanilla.
EOF
	xjson cmpto "[s[\"label\"] for s in S] == [\"with the patch applied\", \"vanilla\"] and [vals(s) for s in S] == [[\"1.85s\"], [\"1.92s\"]] and all(s[\"workload\"] == \"hackbench\" for s in S)" &&
	xtext cmpto2 <<EOF
It takes 1.85s, compared to 1.92s last week.
EOF
	xjson cmpto2 "S == []"
'

expect 'SUBJECT does V1 in WORKLOAD versus V2 on NAME: the subject names the first side when it names a build ("My laptop" names none: only the side named after its figure, "on mainline", is read)' '
	xtext versus <<EOF
The patched kernel does 3102 MB/s in tbench versus 3017 MB/s on mainline.
EOF
	xjson versus "[s[\"label\"] for s in S] == [\"The patched kernel\", \"mainline\"] and all(s[\"workload\"] == \"tbench\" for s in S) and [s[\"values\"][0][\"value\"] for s in S] == [3102.0, 3017.0]" &&
	xtext versus2 <<EOF
My laptop does 3102 MB/s in tbench versus 3017 MB/s on mainline.
EOF
	xjson versus2 "[(s[\"label\"], vals(s)) for s in S] == [(\"mainline\", [\"3017\"])]"
'

expect 'a sentence opening "With the patch" without a comma names both sides; the change printed after the pair is its own, a later percentage another claim'"'"'s' '
	xtext withopen <<EOF
With the patch hackbench went from 2.41s to 2.15s (-10.8%) on my 8-way box,
and tbench throughput improved by 3% (1201 MB/s vs 1166 MB/s).
EOF
	xjson withopen "[(s[\"label\"], vals(s)) for s in S if s[\"found_by\"] == \"prose\"][:2] == [(\"without the patch\", [\"2.41s\"]), (\"with the patch\", [\"2.15s\"])] and all(s[\"metric\"] in (None, \"time\") for s in S[:2]) and d[\"comparisons\"][0][\"delta_pct\"][\"text\"] == \"-10.8%\""
'

expect '"X is N% faster than Y (W a vs b)": the sides named from the build word on, the figures after them theirs in order' '
	xtext fasterpair <<EOF
In my tests ULE is about 15% faster than 4BSD on this box (buildworld 1234s vs 1450s).
EOF
	xjson fasterpair "[(s[\"label\"], vals(s)) for s in S] == [(\"ULE\", [\"1234s\"]), (\"4BSD\", [\"1450s\"])] and d[\"comparisons\"][0][\"delta_pct\"][\"text\"] == \"15%\""
'

expect 'key: value lists under Before: and After: titles with no blank between: a list each' '
	xtext kvtitles <<EOF
cyclictest -m -p 95 -t 4 -i 200 -l 100000 on the rt box.

Before:
  Average: 12.4 us
  Max:     98 us
After:
  Average: 10.2 us
  Max:     61 us
EOF
	xjson kvtitles "[(s[\"label\"], s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"Before\", \"12.4\", \"98\"), (\"After\", \"10.2\", \"61\")]"
'

expect 'a change, then its figures in parentheses "(from 2.41s to 2.12s)": both sides read, the change theirs' '
	xtext parenfrom <<EOF
This reduces hackbench runtime by 12% (from 2.41s to 2.12s) on a 2-socket Skylake.
EOF
	xjson parenfrom "[vals(s) for s in S] == [[\"2.41s\"], [\"2.12s\"]] and not any(\"%\" in (s[\"metric\"] or \"\") for s in S) and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-12%\"]"
'

expect '"The patch improves tbench by 5.2% (1201 -> 1264 MB/s)": the unit written once, the sides without and with the patch, the change theirs' '
	xtext arrowparen <<EOF
The patch improves tbench by 5.2% (1201 -> 1264 MB/s) on my 4-core laptop.
EOF
	xjson arrowparen "[(s[\"label\"], vals(s)) for s in S] == [(\"without the patch\", [\"1201\"]), (\"with the patch\", [\"1264\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"5.2%\"]"
'

expect '"1200us vs 900us on tip" after "with this series": the first side is the series, the change compares it with tip' '
	xtext vsseries <<EOF
I see a 30% regression in schbench p99 latency with this series: 1200us vs 900us on tip.
EOF
	xjson vsseries "[(s[\"label\"], vals(s)) for s in S] == [(\"with this series\", [\"1200us\"]), (\"tip\", [\"900us\"])] and [(c[\"a\"], c[\"b\"], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]] == [(S[1][\"id\"], S[0][\"id\"], \"30%\")]"
'

expect '"runtime went down from 1m20s to 1m05s": "down" belongs to the verb, not the metric' '
	xtext wentdown <<EOF
With the series applied, buildkernel runtime went down from 1m20s to 1m05s.
EOF
	xjson wentdown "[vals(s) for s in S] == [[\"1m20s\"], [\"1m05s\"]] and all(\"went\" not in (s[\"metric\"] or \"\") and \"down\" not in (s[\"metric\"] or \"\") for s in S) and S[1][\"label\"] == \"with the series applied\""
'

expect 'a from/to sentence in a rate the post names ("events/s"): two series, the unit kept' '
	xtext rate <<EOF
With the patch applied, sysbench cpu goes from 1843.21 events/s to 1902.77
events/s on 4 threads.
EOF
	xjson rate "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"without the patch applied\", [\"1843.21\"], \"events/s\"), (\"with the patch applied\", [\"1902.77\"], \"events/s\")]"
'

expect 'a rate is letters over a second: "and/or" and "1/s" are no units' '
	xtext notrate <<EOF
With the patch, the queue goes from 12 and/or to 14 and/or in size.
EOF
	xjson notrate "S == []"
'

expect 'lists whose unit is written once after the last value ("1.20, 1.22, 1.19 seconds"), names led by "on": a series a list, the build its name' '
	xtext unitonce <<EOF
Three runs of hackbench on 6.5: 1.20, 1.22, 1.19 seconds. On 6.6: 1.10, 1.12, 1.11 seconds.
EOF
	xjson unitonce "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"6.5\", [\"1.20\", \"1.22\", \"1.19\"], \"s\"), (\"6.6\", [\"1.10\", \"1.12\", \"1.11\"], \"s\")] and all(s[\"workload\"] == \"hackbench\" and s[\"metric\"] == \"time\" for s in S)"
'

expect 'builds before a verb their result follows ("6.5 gives 41235 tps, while 6.6 gives 43012 tps"): a pair; the workload named after the figures' '
	xtext verbpair <<EOF
Running pgbench on 6.5 gives 41235 tps, while 6.6 gives 43012 tps.
On my box ULE takes 1843 seconds and 4BSD takes 1921 seconds for buildworld.
EOF
	xjson verbpair "[(s[\"label\"], vals(s), s[\"workload\"]) for s in S] == [(\"6.5\", [\"41235\"], \"pgbench\"), (\"6.6\", [\"43012\"], \"pgbench\"), (\"ULE\", [\"1843\"], \"buildworld\"), (\"4BSD\", [\"1921\"], \"buildworld\")] and S[2][\"metric\"] == \"real\""
'

expect 'builds the vocabulary lacks before a verb their result follows ("..., and sched_ext scored ...", "Xfast reaches ... where tip reaches ..."); a benchmark or a pronoun before the verb names nothing; "to V with X (from V with Y)"; a second clause without its verb ("..., 6.6 723.0 MB/s"), but not a second setting ("at 16 clients")' '
	xtext verbloose <<EOF
Running tbench, v5.15 scored 450.51 MB/s and sched_ext scored 215.59 MB/s.
Xfast reaches 490.7 MB/s where tip reaches 773.7 MB/s.
With ULE, pgbench takes 525.3 tps; with linux-next it takes 881.7 tps.
Tbench goes up to 283.13 MB/s with ULE (from 181.9 MB/s with vanilla).
Runtime went down to 12.1 s with the patch (v2) from 13.5 s.
BORE averaged 482.7 MB/s over five runs, 6.6 723.0 MB/s.
Xfast scored 539.91 us and tip 501.42 us.
6.5 gives 41235 tps at 8 clients and 43012 tps at 16 clients.
CFS is at 12.5 s and BORE at 13.1 s.
EOF
	xjson verbloose "[(s[\"label\"], vals(s)) for s in S] == [(\"v5.15\", [\"450.51\"]), (\"sched_ext\", [\"215.59\"]), (\"Xfast\", [\"490.7\"]), (\"tip\", [\"773.7\"]), (\"ULE\", [\"525.3\"]), (\"linux-next\", [\"881.7\"]), (\"with vanilla\", [\"181.9\"]), (\"ULE\", [\"283.13\"]), (\"without the patch (v2)\", [\"13.5\"]), (\"with the patch (v2)\", [\"12.1\"]), (\"BORE\", [\"482.7\"]), (\"6.6\", [\"723.0\"]), (\"Xfast\", [\"539.91\"]), (\"tip\", [\"501.42\"]), (\"6.5\", [\"41235\"]), (\"6.5\", [\"43012\"]), (\"CFS\", [\"12.5\"]), (\"BORE\", [\"13.1\"])]"
'

expect '"respectively": the names listed before it go to the figures before them, in order ("with and without the patch", "for CFS and EEVDF", "on 6.6 and 6.8", "the old and new code")' '
	xtext resp <<EOF
Latency is 12.1 ms and 15.3 ms with and without the patch, respectively.
The test yields 5030 vs 5160 KIOPS, before and after the series respectively.
We got 412, 430 and 455 MB/s on CFS, BORE and EEVDF, respectively.
Runs took 412 and 455 seconds on 6.6 and 6.8, respectively.
On the box we got 41 MB/s and 45 MB/s for the old and new code respectively.
It took 3 and 4 tries respectively.
EOF
	xjson resp "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"with the patch\", [\"12.1\"], \"ms\"), (\"without the patch\", [\"15.3\"], \"ms\"),
		(\"before the series\", [\"5030\"], \"KIOPS\"), (\"after the series\", [\"5160\"], \"KIOPS\"),
		(\"CFS\", [\"412\"], \"MB/s\"), (\"BORE\", [\"430\"], \"MB/s\"), (\"EEVDF\", [\"455\"], \"MB/s\"),
		(\"6.6\", [\"412\"], \"s\"), (\"6.8\", [\"455\"], \"s\"), (\"the old code\", [\"41\"], \"MB/s\"), (\"new code\", [\"45\"], \"MB/s\")]"
'

expect 'a flattened line: after a title'"'"'s colon, names of up to three words and one figure each ("with patch 3956.66", "6.6 + patch 1773.4", "FreeBSD 7.0 1744.86", "v2 series 739.61"), or such a list opening a sentence, or on a piece of a flattened line cut at its attributions; printed lines and an enumeration are not read so' '
	xtext titled <<EOF
On Tue, 16 Oct 2007, Ann Other wrote: I have been running the scheduler patches on the dual Opteron all week and would like to share what I see. Results for tbench, MB/s, higher is better: tip/sched/core 1086.4 with patch 3956.66 7.0-CURRENT 3147.80 vanilla 3810.9 Looks good to me. And schbench (p99 latency in usec): kernel 6.6 + patch 1773.4 6.8-rc3+v2 4911.42 Thanks. Here are the hackbench numbers (seconds, lower is better). patched 4452.026 FreeBSD 7.0 1744.86 Thoughts?
EOF
	xjson titled "[(s[\"label\"], vals(s), s[\"workload\"]) for s in S] == [(\"tip/sched/core\", [\"1086.4\"], \"tbench\"), (\"with patch\", [\"3956.66\"], \"tbench\"), (\"7.0-CURRENT\", [\"3147.80\"], \"tbench\"), (\"vanilla\", [\"3810.9\"], \"tbench\"), (\"6.6 + patch\", [\"1773.4\"], \"schbench\"), (\"6.8-rc3+v2\", [\"4911.42\"], \"schbench\"), (\"patched\", [\"4452.026\"], \"hackbench\"), (\"FreeBSD 7.0\", [\"1744.86\"], \"hackbench\")] and S[0][\"unit\"] == \"MB/s\"" &&
	xtext titledv <<EOF
On Tue, 16 Oct 2007, Ann Other wrote: I have been testing the scheduler. On Mon, 15 Oct 2007, Ann Other wrote: hackbench (seconds): kernel eevdf 3418.89 v2 series 739.61 sched_ext 812.2
EOF
	xjson titledv "[(s[\"label\"], vals(s)) for s in S] == [(\"eevdf\", [\"3418.89\"]), (\"v2 series\", [\"739.61\"]), (\"sched_ext\", [\"812.2\"])]" &&
	xtext titledenum <<EOF
I have been reading the io_uring register opcodes all week and would like to note them here for the archive once and for all. The opcodes: IORING_REGISTER_BUFFERS 0 IORING_UNREGISTER_BUFFERS 1 IORING_REGISTER_FILES 2 and that is all.
EOF
	xjson titledenum "S == []"
'

expect 'a result past a long line'"'"'s 64th token is looked for' '
	xtext longline <<EOF
I have been running these schedulers on a dual Opteron box for the whole of last week, with nothing else on it, the disks idle and the network unplugged, and I kept notes of every run because the first numbers I saw looked odd to me and I wanted to be sure of them before I wrote to the list about any of it at all. With the patch hackbench takes 12.3 s while 6.6 takes 13.1 s on that box.
EOF
	xjson longline "(\"6.6\", [\"13.1\"]) in [(s[\"label\"], vals(s)) for s in S]"
'

expect 'a build after a value and what was added to it ("11.1 ms on 6.6 with the series")' '
	xtext onwith <<EOF
and with latency:

- 12.3 ms on 6.6
- 11.1 ms on 6.6 with the series
EOF
	xjson onwith "[(s[\"label\"], vals(s)) for s in S] == [(\"6.6\", [\"12.3\"]), (\"6.6 with the series\", [\"11.1\"])]"
'

expect 'a figure in parentheses right after a build'"'"'s name is that build'"'"'s ("BORE (214.22 s) beats 6.7-rc1 (790.8 s)"); the same figure in another unit is no name'"'"'s' '
	xtext parenname <<EOF
BORE (214.22 s) beats 6.7-rc1 (790.8 s) on hackbench.
The Windows client reached 7.6 GBytes/s (65 GBits/s) at best.
EOF
	xjson parenname "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S][:2] == [(\"BORE\", [\"214.22\"], \"s\"), (\"6.7-rc1\", [\"790.8\"], \"s\")] and not any(s[\"label\"] and \"GBytes\" in s[\"label\"] for s in S)"
'

expect 'a pair in minutes and a pair in a rate the vocabulary does not list ("Gbit/s")' '
	xtext minrate <<EOF
buildworld takes 35 minutes under ULE versus 41 minutes with 4BSD.
I see 3.2 Gbit/s on 6.1 and 4.1 Gbit/s with the series applied.
EOF
	xjson minrate "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"ULE\", [\"35\"], \"min\"), (\"4BSD\", [\"41\"], \"min\"), (\"6.1\", [\"3.2\"], \"Gbit/s\"), (\"with the series\", [\"4.1\"], \"Gbit/s\")]"
'

expect 'a verb with no build before it pairs nothing ("it gives 12 ms ... it gives 14 ms")' '
	xtext verbnone <<EOF
Honestly it gives 12 ms here, and then it gives 14 ms there.
EOF
	xjson verbnone "S == []"
'

expect 'a change in parentheses after the second of two lists compares them; "... vs 15us without" names the second side by the first' '
	xtext inchg <<EOF
Results: base 1234 ops/s, patched 1301 ops/s (+5.4%).
The average wakeup latency is 12us with the patch vs 15us without.
EOF
	xjson inchg "[(s[\"label\"], vals(s)) for s in S] == [(\"base\", [\"1234\"]), (\"patched\", [\"1301\"]), (\"with the patch\", [\"12us\"]), (\"without the patch\", [\"15us\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+5.4%\"] and d[\"comparisons\"][0][\"b\"] == S[1][\"id\"]"
'

expect 'an arrow between bare values with a change in parentheses after it is a pair and its change; a bare arrow alone is not' '
	xtext barearrow <<EOF
avg: 12.3 -> 11.1 (-9.8%)

The state went 0 -> 1 when the timer fired.
EOF
	xjson barearrow "[(s[\"label\"], vals(s)) for s in S] == [(\"before\", [\"12.3\"]), (\"after\", [\"11.1\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-9.8%\"]"
'

expect 'a bare version after "on" names the build of a result in its sentence, the unit posted kept' '
	xtext onver <<EOF
On 6.6 the p99 latency is 2.3ms; on 6.6+patch it is 1.9ms.
EOF
	xjson onver "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"6.6\", [\"2.3ms\"], \"ms\"), (\"6.6+patch\", [\"1.9ms\"], \"ms\")]"
'

expect '"Run #1: 12.3s", "Iteration 2: 449.8 MB/s" lines under a title are the runs of one series; an "Average:" beside them its mean' '
	xtext runkeys <<EOF
Vanilla 6.7:
Run #1: 12.3s
Run #2: 12.5s
Run #3: 12.4s

Patched:
Run #1: 11.9s
Run #2: 11.8s
Run #3: 12.0s

Iteration 1: 452.1 MB/s
Iteration 2: 449.8 MB/s
Average: 451.0 MB/s
EOF
	xjson runkeys "[(s[\"label\"], vals(s)) for s in S] == [(\"Vanilla 6.7\", [\"12.3s\", \"12.5s\", \"12.4s\"]), (\"Patched\", [\"11.9s\", \"11.8s\", \"12.0s\"]), (None, [\"452.1\", \"449.8\"])] and S[2][\"summary\"][\"mean\"][\"text\"] == \"451.0\" and S[0][\"unit\"] == \"s\""
'

expect 'a build named after a value and a few words of what it measured ("3.2 ms average latency with CFS", "22.8 fps under CFS") is that value'"'"'s, not the build named before it' '
	xtext after1 <<EOF
I measured 3.2 ms average latency with CFS and 2.9 ms with EEVDF.

Under BFS the x264 encode ran at 24.1 fps, compared to 22.8 fps under CFS.
EOF
	xjson after1 "[(s[\"label\"], vals(s)) for s in S] == [(\"CFS\", [\"3.2\"]), (\"EEVDF\", [\"2.9\"]), (\"BFS\", [\"24.1\"]), (\"CFS\", [\"22.8\"])]"
'

expect 'a side written right after a value ("1234 MB/s before, 1302 MB/s after."), a keyed first value included; a time with a build after it' '
	xtext after2 <<EOF
tbench: 1234 MB/s before, 1302 MB/s after.

buildworld finishes in 42:17.33 with ULE and 44:02.10 with 4BSD.
EOF
	xjson after2 "[(s[\"label\"], s[\"workload\"], vals(s)) for s in S] == [(\"before\", \"tbench\", [\"1234\"]), (\"after\", \"tbench\", [\"1302\"]), (\"ULE\", \"buildworld\", [\"42:17.33\"]), (\"4BSD\", \"buildworld\", [\"44:02.10\"])]"
'

expect 'a sentence naming the machine in a word and giving figures beside it is read, not left as hardware' '
	xtext athlon <<EOF
On my Athlon XP 2000+, ULE gets 45 fps in Quake3 while 4BSD gets 52 fps.
EOF
	xjson athlon "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"ULE\", [\"45\"], \"fps\"), (\"4BSD\", [\"52\"], \"fps\")]"
'

expect 'two results with their names in parentheses parted by "/" ("41233 tps (vanilla) / 43011 tps (patched)") are a pair, as with "vs" or "and"' '
	xtext slashpair <<EOF
pgbench: 41233 tps (vanilla) / 43011 tps (patched).
EOF
	xjson slashpair "[(s[\"label\"], vals(s)) for s in S] == [(\"vanilla\", [\"41233\"]), (\"patched\", [\"43011\"])]"
'

expect 'the names before a colon, the values after it: "6.6-rc1 compared to 6.5: 41,230 tps vs 48,520 tps", "patched vs. unpatched: 1.23 vs. 1.31 seconds" (one unit for both, "vs." no full stop)' '
	xtext namesfirst <<EOF
I am seeing a 15% regression in pgbench (read-only, 32 clients) with 6.6-rc1 compared to 6.5: 41,230 tps vs 48,520 tps.

Results for hackbench (lower is better), patched vs. unpatched: 1.23 vs. 1.31 seconds.
EOF
	xjson namesfirst "[(s[\"label\"], s[\"workload\"], vals(s), s[\"unit\"]) for s in S] == [(\"6.6-rc1\", \"pgbench\", [\"41,230\"], \"tps\"), (\"6.5\", \"pgbench\", [\"48,520\"], \"tps\"), (\"patched\", \"hackbench\", [\"1.23\"], \"s\"), (\"unpatched\", \"hackbench\", [\"1.31\"], \"s\")]"
'

expect 'a build before its verb is named without the subject after it ("With ULE a buildworld -j8 takes 21m14s, with 4BSD it takes 23m02s"); what was added to it stays' '
	xtext verbsubj <<EOF
With ULE a buildworld -j8 takes 21m14s, with 4BSD it takes 23m02s.

pgbench on 6.5 with the patch gives 41235 tps, while 6.6 gives 43012 tps.
EOF
	xjson verbsubj "[(s[\"label\"], vals(s)) for s in S] == [(\"ULE\", [\"21m14s\"]), (\"4BSD\", [\"23m02s\"]), (\"6.5 with the patch\", [\"41235\"]), (\"6.6\", [\"43012\"])]"
'

expect 'a second from/to in a sentence has the sides the first named, and a unit written once after the second value is both values'"'"'' '
	xtext twofrom <<EOF
On my 16-core box, hackbench went from 12.4s to 10.9s with this patch applied, and netperf TCP_RR improved from 45210 to 47833 transactions/s.
EOF
	xjson twofrom "[(s[\"label\"], s[\"workload\"], vals(s), s[\"unit\"]) for s in S] == [(\"without this patch\", \"hackbench\", [\"12.4s\"], \"s\"), (\"with this patch\", \"hackbench\", [\"10.9s\"], \"s\"), (\"without this patch\", \"netperf\", [\"45210\"], \"transactions/s\"), (\"with this patch\", \"netperf\", [\"47833\"], \"transactions/s\")]"
'

expect '"(512s vs 511s)" in a sentence naming no build is not the paragraph'"'"'s last build twice' '
	xtext vsnone <<EOF
Under 4BSD mplayer drops about 30 frames per minute while a make -j4
runs; under ULE it drops none.  Compile times are the same to within
a second (512s vs 511s).
EOF
	xjson vsnone "not [s for s in S if vals(s) in ([\"512s\"], [\"511s\"])]"
'

expect 'a from/to in a sentence opening on a build and naming a base after it ("EEVDF reduces ... from 2.1ms to 1.4ms compared to CFS, a 33% reduction") goes from the base to the build, and the change compares them' '
	xtext against <<EOF
EEVDF reduces the p99 latency from 2.1ms to 1.4ms compared to CFS, a 33% reduction.
EOF
	xjson against "[(s[\"label\"], vals(s)) for s in S] == [(\"CFS\", [\"2.1ms\"]), (\"EEVDF\", [\"1.4ms\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-33%\"] and {x[\"id\"]: x[\"label\"] for x in S}[d[\"comparisons\"][0][\"a\"]] == \"CFS\""
'

expect 'a clock-like time after a verb of taking or before "with"/"under" a build is a duration ("took 1:02:33 with ULE", "42:17 under 4BSD"); "at 10:05 with Bob" is a clock' '
	xtext clockdur <<EOF
buildworld took 1:02:33 with ULE and 1:05:12 with 4BSD on the same box.

buildkernel finishes in 42:17 under ULE and 44:02 under 4BSD.

The call is at 10:05 with Bob.
EOF
	xjson clockdur "[(s[\"label\"], vals(s), s[\"values\"][0][\"value\"]) for s in S] == [(\"ULE\", [\"1:02:33\"], 3753.0), (\"4BSD\", [\"1:05:12\"], 3912.0), (\"ULE\", [\"42:17\"], 2537.0), (\"4BSD\", [\"44:02\"], 2642.0)]"
'

expect 'a multiplier glued on a value with the unit written apart ("412K IOPS", "3.4M RPS") is that many of the unit; a comma after the first side'"'"'s name joins the pair' '
	xtext mult <<EOF
fio randread: 412K IOPS with the patch, 398K IOPS without.

Throughput went from 3.1M to 3.4M RPS with the patch.
EOF
	xjson mult "[(s[\"label\"], s[\"unit\"], vals(s), s[\"values\"][0][\"value\"]) for s in S] == [(\"with the patch\", \"IOPS\", [\"412K\"], 412000.0), (\"without the patch\", \"IOPS\", [\"398K\"], 398000.0), (\"without the patch\", \"RPS\", [\"3.1M\"], 3100000.0), (\"with the patch\", \"RPS\", [\"3.4M\"], 3400000.0)]"
'

expect 'a change said of "using X" (or "with X") in a post whose outputs are titled "with X:" and "sans X:" compares those two' '
	xtext withsans <<EOF
time(1) of a bulk build of the ports tree on my old laptop:

sans dpb:
 1210m11.40s real  1002m30.15s user   201m12.70s system
with dpb:
 1236m05.90s real  1010m41.80s user   204m55.25s system

Read plainly, using dpb incurs about a 2% overhead in wall clock time.
EOF
	xjson withsans "[(c[\"delta_pct\"][\"text\"], sorted({x[\"id\"]: x[\"label\"] for x in S}[k] for k in (c[\"a\"], c[\"b\"]))) for c in d[\"comparisons\"]] == [(\"2%\", [\"sans dpb\", \"with dpb\"])]"
'

expect 'an aside "(i.e. ...)" neither ends the sentence nor names a value; "Compared with X, Y cuts ... by N%" compares Y with X; a word of going down signs the change past a nearer "by"' '
	xtext aside <<EOF
Compared to the 8-way (i.e. -j 8) run, the 16-way (i.e. -j 16) run reduces wall time by an additional 3.1%.

Compared with CFS, EEVDF cuts the p99 latency by 20%.
EOF
	xjson aside "not [s for s in S if s[\"values\"]] and [(c[\"delta_pct\"][\"text\"], {x[\"id\"]: x[\"label\"] for x in S}[c[\"b\"]], {x[\"id\"]: x[\"label\"] for x in S}[c[\"a\"]]) for c in d[\"comparisons\"]] == [(\"-3.1%\", \"16-way\", \"8-way\"), (\"-20%\", \"EEVDF\", \"CFS\")] and d[\"claims\"][0][\"text\"].endswith(\"3.1%.\")"
'

expect 'a change'"'"'s subject: the phrase before its verb when no build word opens the sentence ("On my box the patched kernel is 4% slower than mainline"), the side before "versus", a build without its "with"' '
	xtext subjects <<EOF
On my box the patched kernel is 4% slower than mainline in hackbench.

The regression is about 7% on tbench (8 clients) for 6.6 versus 6.5.

With SCHED_ULE, buildworld is roughly 10% faster than with SCHED_4BSD.
EOF
	xjson subjects "[({x[\"id\"]: x[\"label\"] for x in S}[c[\"b\"]], {x[\"id\"]: x[\"label\"] for x in S}[c[\"a\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]] == [(\"patched kernel\", \"mainline\", \"4%\"), (\"6.6\", \"6.5\", \"7%\"), (\"SCHED_ULE\", \"SCHED_4BSD\", \"10%\")]"
'

expect 'a change with the change named right after it ("hackbench improves 12% with the series applied") compares with and without it' '
	xtext chgafter <<EOF
hackbench improves 12% with the series applied.
EOF
	xjson chgafter "[({x[\"id\"]: x[\"label\"] for x in S}[c[\"b\"]], {x[\"id\"]: x[\"label\"] for x in S}[c[\"a\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]] == [(\"with the series\", \"without the series\", \"12%\")]"
'

expect 'the second side of a pair written "without it" ("... with the patch and 2.40s without it", "... with the series and 498 MB/s without them, so ...") is the first side turned over' '
	xtext withoutit <<EOF
I get 2.38s with the patch and 2.40s without it.

That gives 512 MB/s with the series and 498 MB/s without them, so a small win.
EOF
	xjson withoutit "[(s[\"label\"], vals(s)) for s in S] == [(\"with the patch\", [\"2.38s\"]), (\"without the patch\", [\"2.40s\"]), (\"with the series\", [\"512\"]), (\"without the series\", [\"498\"])]"
'

expect 'a value'"'"'s own clause names its build where no build word does: a preposition'"'"'s object ("on the patch 114.60 tps", "under BORE it is ..."), a verb'"'"'s subject ("while the patch gives ...", ", vanilla does ..."), the sentence'"'"'s opening "With X,"; a unit written apart ("766.02 s") is the value'"'"'s' '
	xtext clauses <<EOF
On 4BSD I get 88.54 tps, on the patch 114.60 tps.

6.7-rc1 gives 25.8 s while the patch gives 670.4 s.

BORE does 83.69 tps in pgbench, vanilla does 717.21 tps.

Under 4BSD the tbench number is 653.51 MB/s; under BORE it is 367.17 MB/s.

With tip, pgbench takes 802.3 tps; with 6.6 it takes 422.77 tps.

CFS: 766.02 s, SCHED_ULE: 874.1 s.
EOF
	xjson clauses "sorted((s[\"label\"], vals(s)) for s in S) == sorted([(\"4BSD\", [\"88.54\"]), (\"the patch\", [\"114.60\"]), (\"6.7-rc1\", [\"25.8\"]), (\"the patch\", [\"670.4\"]), (\"BORE\", [\"83.69\"]), (\"vanilla\", [\"717.21\"]), (\"4BSD\", [\"653.51\"]), (\"BORE\", [\"367.17\"]), (\"tip\", [\"802.3\"]), (\"6.6\", [\"422.77\"]), (\"CFS\", [\"766.02\"]), (\"SCHED_ULE\", [\"874.1\"])]) and all(s[\"unit\"] for s in S)"
'

expect 'a build word on the way back still names the value ("With excessive tuning, we got FreeBSD 5.3 to pass 270 kpps"); a clause after a comma does not take a "with" from the clause before ("8 seconds with this reversion, and (over 100 seconds) without")' '
	xtext clause2 <<EOF
With excessive tuning, we got FreeBSD 5.3 to pass 270 kpps.
EOF
	xjson clause2 "[(s[\"label\"], vals(s)) for s in S] == [(\"FreeBSD\", [\"270\"])]" &&
	xtext clause3 <<EOF
It takes around 8 seconds with this reversion, and, potentially, a very long time (over 100 seconds has been measured) without.
EOF
	xjson clause3 "\"100\" not in [v for s in S for v in vals(s)] or all(s[\"label\"] != \"this reversion\" for s in S if \"100\" in vals(s))"
'

expect 'a change with its sides named the ways posts name them: "improvement over B", "A outperforms B by P%", "Compared to B, A reduces ...", a subject naming the benchmark leaving the side to the "with" ("hackbench improves by P% with A compared to B", "With A, W is P% slower than with B")' '
	xtext pctshapes <<EOF
CFS gives a 12% improvement over ULE in tbench.

4BSD outperforms linux-next by 38% on pgbench.

Compared to EEVDF, BORE reduces pgbench runtime by 36%.

Hackbench improves by 13.5% with 6.6 compared to this series.

With BORE, pgbench is 22.2% slower than with the patch.

Kernel build improves by 30% with 6.7-rc1 compared to 6.6.
EOF
	xjson pctshapes "[({x[\"id\"]: x[\"label\"] for x in S}[c[\"b\"]], {x[\"id\"]: x[\"label\"] for x in S}[c[\"a\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]] == [(\"CFS\", \"ULE\", \"12%\"), (\"4BSD\", \"linux-next\", \"38%\"), (\"BORE\", \"EEVDF\", \"-36%\"), (\"6.6\", \"this series\", \"13.5%\"), (\"BORE\", \"with the patch\", \"22.2%\"), (\"6.7-rc1\", \"6.6\", \"30%\")]"
'

expect 'a change whose subject is what it adds ("This series reduces ... by 30%", "This change gives a 12% improvement") compares with and without it; "with this series" is a side' '
	xtext subjchg <<EOF
This series reduces the p99 wakeup latency by 30% on my box.

Netperf improves by 19% with this series compared to linux-next.
EOF
	xjson subjchg "[({x[\"id\"]: x[\"label\"] for x in S}[c[\"b\"]], {x[\"id\"]: x[\"label\"] for x in S}[c[\"a\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]] == [(\"with this series\", \"without this series\", \"-30%\"), (\"this series\", \"linux-next\", \"19%\")]"
'

expect '"KERNEL: V unit" lines (the seed-era pairs) name their series by the kernel as written, with the unit the line gives ("6.6: 515.75 tps")' '
	xtext kpairs <<EOF
tbench results:

6.6: 515.75 tps
6.7-rc1: 530.20 tps
EOF
	xjson kpairs "[(s[\"label\"], s[\"unit\"], vals(s)) for s in S] == [(\"6.6\", \"tps\", [\"515.75\"]), (\"6.7-rc1\", \"tps\", [\"530.20\"])]"
'

expect 'a verb'"'"'s subject after an opening phrase names its build ("On my box the vanilla kernel does 1234 MB/s"); a figure on the way back ends the search' '
	xtext subjafter <<EOF
On my box the vanilla kernel does 1234 MB/s in tbench.
EOF
	xjson subjafter "[(s[\"label\"], vals(s)) for s in S] == [(\"the vanilla kernel\", [\"1234\"])]" &&
	xtext subjtwo <<EOF
On my box vanilla does 1234 MB/s in tbench and patched does 1296 MB/s.
EOF
	xjson subjtwo "[(s[\"label\"], vals(s)) for s in S] == [(\"vanilla\", [\"1234\"]), (\"patched\", [\"1296\"])]" &&
	xtext subjgap <<EOF
In tbench the vanilla kernel does 1234 MB/s and the patched one 1296 MB/s.
EOF
	xjson subjgap "[s[\"label\"] for s in S if vals(s) == [\"1296\"]] != [\"the vanilla kernel\"]"
'

expect 'a change "ahead of" or "behind" another build compares the two; a change whose other side is unsaid, in a post whose series name two builds, is against the other (among three, none is)' '
	xtext ahead <<EOF
Transactions per second:

threads     4BSD      ULE
      1      574      581
      8     2611     3086

At 8 threads ULE is 18% ahead of 4BSD.

At 32 threads ULE does 58% more transactions.

So 4BSD is about 5% behind with 10 clients.
EOF
	xjson ahead "(lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"4BSD\", \"ULE\", \"18%\"), (\"4BSD\", \"ULE\", \"58%\"), (\"ULE\", \"4BSD\", \"5%\")]" &&
	sed "s/^threads .*/& SCHED_X/; s/^ *[18] .*/&  1000/" ahead.txt >three.txt &&
	grep -q "ULE SCHED_X" three.txt &&
	xjson three "(lambda L: [(L[c[\"a\"]], L[c[\"b\"]]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"4BSD\", \"ULE\")]"
'

expect 'a heading naming what it compares, "(X vs Y, 2 x Xeon ...)", over items "- name: -3.2% (better)": each item compares X with Y, printed and flattened with its shortlog and diffstat' '
	printf "This series tracks pending wakeups.\n\nResults (v5.14-rc5 + series vs v5.14-rc5, 2 x Xeon Platinum 8280, 56 cores, mmtests):\n\n- hackbench: -3.2%% (better)\n- schbench p99: -11.4%% (better)\n- tbench 64 clients: +1.8%% (worse, within noise)\n\nElena Marchetti (2):\n  sched/fair: Track pending wakeups in the rq\n  sched/fair: Skip newidle balance when a wakeup is pending\n\n kernel/sched/core.c | 11 +++++++++--\n kernel/sched/fair.c | 61 ++++++++++++++++++++++++++++++++++++++++++++++-----\n 2 files changed, 64 insertions(+), 8 deletions(-)\n" >vsitems.txt &&
	tr "\n" " " <vsitems.txt >vsitemsflat.txt &&
	for f in vsitems vsitemsflat; do
		xjson $f "(lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"v5.14-rc5\", \"v5.14-rc5 + series\", \"-3.2%\"), (\"v5.14-rc5\", \"v5.14-rc5 + series\", \"-11.4%\"), (\"v5.14-rc5\", \"v5.14-rc5 + series\", \"+1.8%\")]" || exit 1
	done
'

expect 'a change "better with always" in a post whose two series are "enabled=always" and "enabled=madvise": the build the change is with, named by its setting'"'"'s value, against the other' '
	printf "enabled=always:\n\n\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:20.24\n\tUser time (seconds): 2251.37\n\nenabled=madvise:\n\n\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:22.29\n\tUser time (seconds): 2260.02\n\nWall clock is ~2.5%% better with always, which I did not expect.\n" >always.txt &&
	xjson always "sorted(set(s[\"label\"] for s in S)) == [\"enabled=always\", \"enabled=madvise\"] and (lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"enabled=madvise\", \"enabled=always\", \"2.5%\")]"
'

expect 'a change in a later clause (", and", ";", ":", "and" before a figure) is read as a sentence of its own: its sides are not the first clause'"'"'s; a clause opening on its change compares what the first did' '
	xtext clauses <<EOF
Transactions per second:

threads     4BSD      ULE
      1      574      581
      8     2611     3086

At 8 threads ULE is 18% ahead of 4BSD, and past that 4BSD falls off a cliff: at 32 threads ULE does 58% more transactions.

So 4BSD is about 5% behind with 10 clients and 16% behind with 30.
EOF
	xjson clauses "(lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"4BSD\", \"ULE\", \"18%\"), (\"4BSD\", \"ULE\", \"58%\"), (\"ULE\", \"4BSD\", \"5%\"), (\"ULE\", \"4BSD\", \"16%\")]"
'

expect 'a signed change naming no side ("That'"'"'s +8.4% for TCP_STREAM") in a post of two builds, one the other with something added: the added one against the other' '
	xtext patchchg <<EOF
netperf, Mbit/s and transactions/s:

             4.13.0-rc5   4.13.0-rc5 + patch
TCP_STREAM      9412.3       10203.1
TCP_RR         41233.0       43583.3

That'"'"'s +8.4% for TCP_STREAM and +5.7% for TCP_RR.
EOF
	xjson patchchg "(lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"4.13.0-rc5\", \"4.13.0-rc5 + patch\", \"+8.4%\"), (\"4.13.0-rc5\", \"4.13.0-rc5 + patch\", \"+5.7%\")]"
'

expect 'a signed change naming no side right under a list of two builds, one the other with something added, in a post that names more builds elsewhere: the list'"'"'s two' '
	xtext patchchgabove <<EOF
> Before (5.8-rc1): 471k IOPS
> After (5.8-rc1 + this series): 490k IOPS

Five runs on each kernel, interleaved, IOPS as fio reports it:

  5.8-rc1:         552k 548k 557k 549k 551k   mean 551.4k  sd 3.5k
  5.8-rc1+series:  553k 550k 556k 548k 554k   mean 552.2k  sd 3.2k

That is +0.15%, i.e. nothing.
EOF
	xjson patchchgabove "(lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"5.8-rc1\", \"5.8-rc1+series\", \"+0.15%\")]"
'

expect 'a change pointing back ("average 4.405, that'"'"'s 10.3% better.": a sentence, no table row) right under the output of one of two builds: that build against the other' '
	xtext thatout <<EOF
Without the diff:

Time: 4.872
Time: 4.901

With the diff:

Time: 4.412
Time: 4.398

average 4.405, that'"'"'s 10.3% better.
EOF
	xjson thatout "(lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"Without the diff\", \"With the diff\", \"10.3%\")]"
'

expect 'a change naming one side ("So tip+series is about 9.6% lower") in a post of more builds: the other is the other build of the figures right above the sentence' '
	xtext otherabove <<EOF
> clients   tip        sis_filter
> 128       35402.18   31864.04

Yes, it is stable.  tip+series gave 31864.04, 32101.77 and 31702.55 MB/s,
tip gave 35402.18, 35177.90 and 35296.41 MB/s.
So tip+series is about 9.6% lower, consistently.
EOF
	xjson otherabove "(lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"] if \"9.6\" in c[\"delta_pct\"][\"text\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"tip\", \"tip+series\", \"-9.6%\")]"
'

expect 'a heading naming the sides of its arrows in parentheses after judgements ("tbench is more interesting (throughput, higher is better, median of 3 runs, tip -> tip+series):"): "X is better" defines no name, the arrow names the sides' '
	xtext arrowhead <<EOF
tbench is more interesting (throughput, higher is better, median of 3
runs, tip -> tip+series):

   * 1 client:    412.38 -> 415.02 MB/s (+0.6%)
   * 64 clients:  21873.4 -> 22610.9 MB/s (+3.4%)
EOF
	xjson arrowhead "[(s[\"label\"], vals(s)) for s in S] == [(\"tip\", [\"412.38\"]), (\"tip+series\", [\"415.02\"]), (\"tip\", [\"21873.4\"]), (\"tip+series\", [\"22610.9\"])]"
'

expect 'runs listed with their summary in parentheses before the side they were measured on ("87, 91, 85 us (avg 87.7) on the base kernel and 61, 64, 59 us (avg 61.3) with the patch"): each list its side'"'"'s, the article no part of its name' '
	xtext runsparen <<EOF
Across three runs the max latency was 87, 91, 85 us (avg 87.7) on the base kernel and 61, 64, 59 us (avg 61.3) with the patch.
EOF
	xjson runsparen "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"base kernel\", [\"87\", \"91\", \"85\"], \"87.7\"), (\"with the patch\", [\"61\", \"64\", \"59\"], \"61.3\")]"
'

expect 'figures listed in a sentence ("101, 99 and 100 seconds", "12 ms, 13 ms and 12 ms") are the runs of one build; durations written "1h41m" are times; counting up (1, 2 and 3) is no list' '
	xtext runlist <<EOF
With 4BSD it took 101, 99 and 100 seconds; with ULE 112, 110 and 111 seconds.

On 6.6 the wakeup latency was 12 ms, 13 ms and 12 ms.

I ran it with 1, 2 and 3 seconds of warmup.
EOF
	xjson runlist "[(s[\"label\"], vals(s)) for s in S] == [(\"4BSD\", [\"101\", \"99\", \"100\"]), (\"ULE\", [\"112\", \"110\", \"111\"]), (\"6.6\", [\"12\", \"13\", \"12\"])]" &&
	xtext hours <<EOF
buildworld -j8, three times each: with 4BSD it took 1h41m, 1h39m and 1h40m; with ULE 1h52m, 1h50m and 1h51m.
EOF
	xjson hours "[(s[\"label\"], vals(s), s[\"workload\"]) for s in S] == [(\"4BSD\", [\"1h41m\", \"1h39m\", \"1h40m\"], \"buildworld\"), (\"ULE\", [\"1h52m\", \"1h50m\", \"1h51m\"], \"buildworld\")] and [round(v[\"value\"]) for v in S[0][\"values\"]] == [6060, 5940, 6000]"
'

expect 'a build named after each figure ("took 125 s on 6.1 and 118 s on 6.6") names it, not the subject before the verb' '
	xtext onafter <<EOF
The build took 2h05m33s on 6.1 and 1h58m12.5s on 6.6.

The kernel build took 125 seconds with CFS and 118 seconds with EEVDF.
EOF
	xjson onafter "[(s[\"label\"], vals(s)) for s in S] == [(\"6.1\", [\"2h05m33s\"]), (\"6.6\", [\"1h58m12.5s\"]), (\"CFS\", [\"125\"]), (\"EEVDF\", [\"118\"])]"
'

expect 'a change in a later clause of a sentence opening "With X" ("With SCHED_ULE they took ..., so ULE is 13% faster") compares the two builds the post names, "ULE" naming "SCHED_ULE"; a CPU'"'"'s model after its family ("two Xeon 5160s") is no figure' '
	xtext soule <<EOF
The box has two Xeon 5160s and 8GB. Three runs of make -j8 buildworld per kernel.
With SCHED_4BSD the three runs took 1h41m, 1h39m and 1h40m. With SCHED_ULE they took 1h27m, 1h28m and 1h27m, so ULE is about 13% faster on this machine.
EOF
	xjson soule "[(s[\"label\"], vals(s)) for s in S] == [(\"SCHED_4BSD\", [\"1h41m\", \"1h39m\", \"1h40m\"]), (\"SCHED_ULE\", [\"1h27m\", \"1h28m\", \"1h27m\"])] and (lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"SCHED_4BSD\", \"SCHED_ULE\", \"13%\")]"
'

expect 'the second figure of a pair written without the first'"'"'s unit ("51.2k tps patched vs 49.8k on 6.1") takes it' '
	xtext elided <<EOF
At 32 clients it does 51.2k tps patched vs 49.8k on 6.1, which is within noise.
EOF
	xjson elided "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"patched\", [\"51.2k\"], \"tps\"), (\"6.1\", [\"49.8k\"], \"tps\")] and S[1][\"values\"][0][\"value\"] == 49800"
'

expect 'how long a run was set to take ("the default 10 s run time", "60 s runs", "5 s of warm-up", "10 s per run", "for 10 s", "8 threads, 20 seconds") or a period set ("our 1 ms cycle", "the 4 ms tick") is no figure' '
	xtext runset <<EOF
I ran sysbench 1.0.20 on both kernels with the default 10 s run time, 60 s runs for fio and 5 s of warm-up on 6.6.

Single-threaded sysbench 1.0.20, 10 s per run. Then we ran sysbench 1.0.20 for 10 s on 6.6.

MariaDB with sysbench 1.0.20 oltp_read_only, 4 tables of 20000 rows, 8 threads, 20 seconds on 6.6.

PostgreSQL 9.2.1, every run 60 s after a 60 s warm-up; the stress test ran with "-r 300 # run 300 seconds" on 6.6.

The PREEMPT_RT figure is perfectly fine for our 1 ms cycle, and the 4 ms tick of 6.6 did not matter.
EOF
	xjson runset "S == []"
'

expect 'a change whose sides would be figures ("(11789 vs 11873 events/s, ...), but 4BSD gets about 29% fewer") makes no comparison of them; "-j 5 vs -j 4" and "16 threads" still name sides' '
	xtext figside <<EOF
Summary: cpu is a wash (11789 vs 11873 events/s), but 4BSD gets about 29% fewer events through the threads test.

With 16 threads the run is 20% faster than with 8 threads.
EOF
	xjson figside "not [c for c in d[\"comparisons\"] if c[\"delta_pct\"][\"text\"] == \"29%\"] and (lambda L: [(L[c[\"a\"]], L[c[\"b\"]]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"with 8 threads\", \"16 threads\")]"
'

expect 'a bullet list of builds whose first keys are bare releases ("- 4.6:  3104412" beside "- 4.8-rc3:  2704612"): each a build; "N% down on X" compares with X' '
	xtext bulrel <<EOF
ops/sec from the 16-thread row:

- 4.6:               3104412
- 4.7:               3098117
- 4.8-rc3:           2704612

So 4.8-rc3 is 12.7% down on 4.7 for this test.
EOF
	xjson bulrel "[(s[\"label\"], vals(s)) for s in S] == [(\"4.6\", [\"3104412\"]), (\"4.7\", [\"3098117\"]), (\"4.8-rc3\", [\"2704612\"])] and (lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"value\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"4.7\", \"4.8-rc3\", -12.7)]"
'

expect 'a sentence naming the machine in parentheses beside its figures, wrapped onto the next line ("On the Xeon (E5-2640 v4, 10c/20t, 64G): 14m05s with the default, 13m51s" over "with steal_thresh=1."), is read, not left as a hardware line; a dmesg cpu line over settings stays one' '
	xtext hwbeside <<EOF
Same experiment here:

On the Xeon (E5-2640 v4, 10c/20t, 64G): 14m05s with the default, 13m51s
with steal_thresh=1.

cpu0: Intel(R) Core(TM) i5-3320M CPU @ 2.60GHz, 2594.34 MHz, 06-3a-09
hw.ncpu=4
EOF
	xjson hwbeside "[(s[\"label\"], vals(s)) for s in S] == [(\"with the default\", [\"14m05s\"]), (\"with steal_thresh=1\", [\"13m51s\"])]"
'

expect 'a machine opening after a sentence'"'"'s stop on a line ("... about 3x.  On the Phenom" over "II X6 box ...") leaves that line'"'"'s figures to prose' '
	xtext hwafter <<EOF
On the Xeon, pgbench -S -c 24
-j 12 -T 60 went from 41210 tps to 118344 tps, about 3x.  On the Phenom
II X6 box it is less dramatic: 30488 tps before, 52107 tps after.
EOF
	xjson hwafter "[(s[\"label\"], vals(s)) for s in S] == [(\"before\", [\"41210\"]), (\"after\", [\"118344\"]), (\"before\", [\"30488\"]), (\"after\", [\"52107\"])]"
'

expect 'a duration written with its letters after a verb ("2.4.22 did the same build in 3m4.1s") is a result; a sentence opening on a setting ("With -j16 the gap is bigger: vanilla took 3m31s and the O21 kernel 3m18s") pairs the builds after it, a name with a letter first ("O21") no figure' '
	xtext lettered <<EOF
2.4.22 did the same build in 3m4.1s for comparison.

With -j16 the gap is bigger: vanilla took 3m31s and the O21 kernel 3m18s.
EOF
	xjson lettered "[(s[\"label\"], vals(s)) for s in S] == [(\"2.4.22\", [\"3m4.1s\"]), (\"vanilla\", [\"3m31s\"]), (\"the O21 kernel\", [\"3m18s\"])]"
'

expect 'rows of two figures with an arrow between and their change after them ("1.92s -> 1.85s   (-3.6%)"), the arrow glued to the first figure'"'"'s words or not: from / to, the change comparing them' '
	printf "Before and after the series:\n\n* hackbench -g 8 -l 10000 (thread, pipe):  1.92s -> 1.85s   (-3.6%%)\n* hackbench -g 32 -l 10000 (process, socket): 7.41s -> 7.88s  (+6.3%%)\n" >arrowchg.txt &&
	xjson arrowchg "[(s[\"label\"], vals(s)) for s in S] == [(\"before\", [\"1.92s\"]), (\"after\", [\"1.85s\"]), (\"before\", [\"7.41s\"]), (\"after\", [\"7.88s\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-3.6%\", \"+6.3%\"]"
'

expect 'energy and power in prose ("from 5213 J with ondemand to 5087 J with schedutil", "6.2 W with ondemand and 6.1 W with schedutil"): figures of each side, J and W their units' '
	printf "The package energy over the build went from 5213 J with ondemand to 5087 J with schedutil. Idle power at the desktop was 6.2 W with ondemand and 6.1 W with schedutil.\n" >joules.txt &&
	xjson joules "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"with ondemand\", [\"5213\"], \"J\"), (\"with schedutil\", [\"5087\"], \"J\"), (\"with ondemand\", [\"6.2\"], \"W\"), (\"with schedutil\", [\"6.1\"], \"W\")]"
'

expect 'a signed change after a clause whose comparative names the build ("ULE holds up much better past 4 threads, +29% at 16."): that build against the post'"'"'s other' '
	printf "threads   4BSD     ULE\n   1      651.3    660.8\n  16     1702.8   2203.4\n\nULE holds up much better past 4 threads, +29%% at 16.\n" >signedafter.txt &&
	xjson signedafter "[(c[\"delta_pct\"][\"text\"], [s[\"label\"] for s in S if s[\"id\"] == c[\"b\"]][0], [s[\"label\"] for s in S if s[\"id\"] == c[\"a\"]][0]) for c in d[\"comparisons\"]] == [(\"+29%\", \"ULE\", \"4BSD\")]"
'

expect 'a change naming neither build in a post whose two builds are a base ("vanilla") and another: the other over the base' '
	printf "hackbench\n                  4.14.0-rc3     4.14.0-rc3\n                     vanilla  numascan-v1r3\nAmean  1            0.2173         0.2161\nAmean  4            0.5107         0.4968\n\nSystem CPU usage for NUMA01 drops by 15%% with it.\n" >basechange.txt &&
	xjson basechange "[(c[\"delta_pct\"][\"text\"], [s[\"label\"] for s in S if s[\"id\"] == c[\"b\"]][0], [s[\"label\"] for s in S if s[\"id\"] == c[\"a\"]][0]) for c in d[\"comparisons\"] if c[\"delta_pct\"]] == [(\"-15%\", \"4.14.0-rc3 numascan-v1r3\", \"4.14.0-rc3 vanilla\")]"
'

expect 'figures in a sentence keyed by a summary'"'"'s word ("2.6.31 avg 6.24 ms, max 31.9 ms; 2.6.31-bfs221 avg 0.91 ms, max 4.17 ms"): each build'"'"'s summary fields' '
	printf "latt -c8 sleep 10 during the build, wakeup latency: 2.6.31 avg 6.24 ms, max 31.9 ms; 2.6.31-bfs221 avg 0.91 ms, max 4.17 ms.\n" >proseavg.txt &&
	xjson proseavg "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"2.6.31\", [], \"6.24\", \"31.9\"), (\"2.6.31-bfs221\", [], \"0.91\", \"4.17\")]"
'

expect 'a word opening its clause right before a list of runs names them, known to the vocabulary or not ("3 runs: dfly 9.31, 9.28, 9.35 Gbits/sec; bsd4 9.12, ..."), over a version earlier in the sentence; "Times: 101, 99 and 100 seconds" names none' '
	printf "Hi,\n\niperf 2.0.5, single stream, 3 runs: dfly 9.31, 9.28, 9.35 Gbits/sec; bsd4 9.12, 9.20, 9.09 Gbits/sec.\n\nTimes: 101, 99 and 100 seconds.\n" >opener.txt &&
	xjson opener "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"dfly\", [\"9.31\", \"9.28\", \"9.35\"], \"Gbits/sec\"), (\"bsd4\", [\"9.12\", \"9.20\", \"9.09\"], \"Gbits/sec\")]"
'

expect 'a tree'"'"'s branch written with its dash ("-tip", "-mm") is a build'"'"'s name; runs listed after "runs:" are figures; a build name ends at its comma ("on 2.6.31, 19.611 and ...")' '
	printf "Hi,\n\nsysbench OLTP gives 2512 tps on -tip and 2217 tps on BFS.\n\nRepeated runs: 9.201 and 9.177 secs on 2.6.31, 19.611 and 19.803 secs on BFS.\n" >branch.txt &&
	xjson branch "[(s[\"label\"], vals(s)) for s in S] == [(\"-tip\", [\"2512\"]), (\"BFS\", [\"2217\"]), (\"2.6.31\", [\"9.201\", \"9.177\"]), (\"BFS\", [\"19.611\", \"19.803\"])]"
'

expect 'key: value lines under a build'"'"'s title: any key whose figure is written with a unit is that build'"'"'s ("longest xrun: 2.8 ms", "cyclictest max: 1893 µs"); a counter'"'"'s value ("tsc: 1.11604E+12") and a bare count ("xruns: 37") are not' '
	printf "Results.\n\n3.2.0-26-lowlatency, -p128:\n- xruns: 37\n- longest xrun: 2.8 ms\n- DSP load avg: 31 %%\n- cyclictest max: 1893 µs\n- tsc: 1.11604E+12\n" >kvunit.txt &&
	xjson kvunit "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"3.2.0-26-lowlatency, -p128\", \"longest xrun\", [\"2.8\"]), (\"3.2.0-26-lowlatency, -p128\", \"DSP load avg\", [\"31\"]), (\"3.2.0-26-lowlatency, -p128\", \"cyclictest max\", [\"1893\"])]"
'

expect 'builds'"'"' figures parted by slashes ("6.4.0-rc3 (CFS): 167 / 121 / 9.6 ms; EEVDF: 168 / 129 / 8.9 ms"), two groups of as many at least: a series a figure, its metric from a list "A / B / C" before or after the first group; a setting'"'"'s row under a title naming the builds is the tables'"'"'' '
	printf "Numbers given as avg fps / 1%% low / 99th percentile frametime. Tomb Raider: 6.4.0-rc3 (CFS): 167 / 121 / 9.6 ms; 6.4.0-rc3 + EEVDF: 168 / 129 / 8.9 ms. Done.\n\nDropped frames:\n\nSCHED_ULE:   0 / 12 / 187 dropped frames (idle / -j4 / -j8)\nSCHED_4BSD:  0 / 3 / 41\n" >slash.txt &&
	xjson slash "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"6.4.0-rc3 (CFS)\", \"avg fps\", [\"167\"]), (\"6.4.0-rc3 (CFS)\", \"1% low\", [\"121\"]), (\"6.4.0-rc3 (CFS)\", \"99th percentile frametime\", [\"9.6\"]), (\"6.4.0-rc3 + EEVDF\", \"avg fps\", [\"168\"]), (\"6.4.0-rc3 + EEVDF\", \"1% low\", [\"129\"]), (\"6.4.0-rc3 + EEVDF\", \"99th percentile frametime\", [\"8.9\"]), (\"SCHED_ULE\", \"idle\", [\"0\"]), (\"SCHED_ULE\", \"-j4\", [\"12\"]), (\"SCHED_ULE\", \"-j8\", [\"187\"]), (\"SCHED_4BSD\", \"idle\", [\"0\"]), (\"SCHED_4BSD\", \"-j4\", [\"3\"]), (\"SCHED_4BSD\", \"-j8\", [\"41\"])]"
'

expect 'figures named along a line after a key naming a build ("Before: h2 7312 ms, tradesoap 9890 ms,", the list going on to the next line, "After: ..."): that build'"'"'s, each name its variant; names that are builds themselves keep their names ("6.5: BORE 22.0ms, EEVDF 23.4ms")' '
	printf "I ran the three DaCapo jobs with -n 10 and kept the last one. Before: h2 7312 ms, tradesoap 9890 ms,\nlusearch 1644 ms. After: h2 6978 ms, tradesoap 9921 ms, lusearch 1422 ms.\n\nOn 6.5: BORE 22.0ms, EEVDF 23.4ms\n" >beforekey.txt &&
	xjson beforekey "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"Before\", \"h2\", [\"7312\"]), (\"Before\", \"tradesoap\", [\"9890\"]), (\"Before\", \"lusearch\", [\"1644\"]), (\"After\", \"h2\", [\"6978\"]), (\"After\", \"tradesoap\", [\"9921\"]), (\"After\", \"lusearch\", [\"1422\"]), (\"BORE\", None, [\"22.0ms\"]), (\"EEVDF\", None, [\"23.4ms\"])]"
'

expect 'a paragraph opening with before or after a change ("Before the patch, ...", "After applying it on top of 6.1 the box ...") names the figures of its sentences; "After that" and "After a reboot" name none; thousands with a comma after them are one figure each ("287,110, 289,954")' '
	printf "Before the patch, the four JVMs got 287,110, 289,954, 286,022 and 289,322 bops. The whole box averaged 61.2 s per run.\n\nAfter applying it on top of 6.1 the same box took 58.9 s per run.\n\nAfter that the runs took 60.1 s, as expected.\n\nAfter a reboot the box took 59.7 s.\n" >opening.txt &&
	xjson opening "[(s[\"label\"], vals(s)) for s in S if s[\"values\"]] == [(\"Before\", [\"287,110\", \"289,954\", \"286,022\", \"289,322\"]), (\"Before\", [\"61.2\"]), (\"After\", [\"58.9\"])]"
'

expect 'a sentence ending in a semicolon, its clause going on on the next line, is prose, not code ("... goes from 1.92s to 1.71s, an 11% improvement;"); "kfree(p);" stays code' '
	printf "With the patch hackbench 50 goes from 1.92s to 1.71s, an 11%% improvement;\nhackbench 10 barely moves (0.41s vs 0.40s).\n\n\tkfree(p);\n\tx = 12.5;\n" >semicolon.txt &&
	xjson semicolon "[(s[\"label\"], vals(s)) for s in S] == [(\"without the patch\", [\"1.92s\"]), (\"with the patch\", [\"1.71s\"])]"
'

expect 'a side word right after a list'"'"'s unit names it ("60.9, 61.0, 60.7 s patched"), a side and its release after "for" or "on" ("for stock rc6"); a summary in parentheses after the list'"'"'s name ("(avg 61.17)") is its' '
	printf "Three runs each of make -j8 bzImage give 61.2, 60.8, 61.5 s for stock rc6 (avg 61.17) and 60.9, 61.0, 60.7 s patched (avg 60.87), so kbuild is a wash.\n" >sidelist.txt &&
	xjson sidelist "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"stock rc6\", [\"61.2\", \"60.8\", \"61.5\"], \"61.17\"), (\"patched\", [\"60.9\", \"61.0\", \"60.7\"], \"60.87\")]"
'

expect 'a side word or build opening a clause right before a bare figure after a named one takes its unit ("stock does about 9.8 usecs per round trip, patched 8.9"), and a change after the two compares them; a bare number after other words is none' '
	printf "pipe-test is where it shows: stock does about 9.8 usecs per round trip, patched 8.9, which is roughly 9%% better.\n\nOn 6.6 it took 12.3 s, and 4 runs later 13.\n" >elided.txt &&
	xjson elided "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"stock\", [\"9.8\"], \"us\"), (\"patched\", [\"8.9\"], \"us\"), (\"6.6\", [\"12.3\"], \"s\")] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"9%\"]"
'

expect 'a side opening its sentence with its build in parentheses is named with it, to the first comma ("Before (3.18.21-rt19 as released), ..."); a threshold ("above 100 us") and how long it ran ("for 12 hours") are no figures' '
	printf "Before (3.18.21-rt19 as released), cyclictest for 12 hours gave max latencies of 187, 203, 176 and 412 us; 1893 samples were above 100 us.\n\nAfter (same kernel plus your patch, same load) the max latencies were 71, 68, 74 and 69 us.\n" >sideparen.txt &&
	xjson sideparen "[(s[\"label\"], vals(s)) for s in S] == [(\"Before (3.18.21-rt19 as released)\", [\"187\", \"203\", \"176\", \"412\"]), (\"After (same kernel plus your patch)\", [\"71\", \"68\", \"74\", \"69\"])]"
'

expect 'a post an archive flattened: groups along the line take only their bytes, the sentences beside them stay prose; a bullet inside the line opens the next item; "NAME three runs V, V, V" lists a build'"'"'s runs' '
	printf "Hi Con, gave it a spin on 2.6.20.1, compared with mainline O(1): * make -j4 of the kernel tree: mainline 8m41s, rsdl 8m37s * xmms skips during that make, counted over 10 minutes: mainline 14, rsdl 0 * lame encode of a wav with a nice 19 make -j2 running: rsdl three runs 3m21s, 3m19s, 3m24s; mainline two runs 4m02s, 3m58s Interactivity is way better, windows move smoothly under load and I could not get it to stutter at all, even with two builds and a video running beside it. Thanks, Pavel\n" >flatruns.txt &&
	xjson flatruns "[(s[\"label\"], vals(s)) for s in S if s[\"values\"][0][\"text\"].endswith(\"s\")] == [(\"mainline\", [\"8m41s\"]), (\"rsdl\", [\"8m37s\"]), (\"rsdl\", [\"3m21s\", \"3m19s\", \"3m24s\"]), (\"mainline\", [\"4m02s\", \"3m58s\"])]"
'

expect 'lines keyed by both sides ("EEVDF vs scx_lavd:") of clauses "a vs b METRIC" ("58.3 vs 71.9 avg fps, 31.2 vs 52.6 1% lows"): a series a side and metric; a metric cut short on a later line ("avg,") is the one it opens' '
	printf "Cyberpunk 2077, 1080p low, with a build running:\n\nEEVDF vs scx_lavd:     58.3 vs 71.9 avg fps, 31.2 vs 52.6 1%% lows\nEEVDF vs scx_rusty:    58.3 vs 66.0 avg,     31.2 vs 44.1 1%% lows\n" >vsline.txt &&
	xjson vsline "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"EEVDF\", \"avg fps\", [\"58.3\"]), (\"scx_lavd\", \"avg fps\", [\"71.9\"]), (\"EEVDF\", \"1% lows\", [\"31.2\"]), (\"scx_lavd\", \"1% lows\", [\"52.6\"]), (\"EEVDF\", \"avg fps\", [\"58.3\"]), (\"scx_rusty\", \"avg fps\", [\"66.0\"]), (\"EEVDF\", \"1% lows\", [\"31.2\"]), (\"scx_rusty\", \"1% lows\", [\"44.1\"])]"
'

expect 'three runs or more without a unit, of one size, right after a build the vocabulary knows opening its clause ("ULE 10342, 10128, 10411 and 4BSD 9710, 9853, 9688"): that build'"'"'s runs; counted things ("CPUs 0, 1, 2") and versions are none' '
	printf "super-smack with 4 clients, queries per second, three runs each: ULE 10342, 10128, 10411 and 4BSD 9710, 9853, 9688. That is the other way round.\n\nTested on CPUs 0, 1, 2 and kernels 5.10, 5.15, 6.1.\n" >bareruns.txt &&
	xjson bareruns "[(s[\"label\"], vals(s)) for s in S] == [(\"ULE\", [\"10342\", \"10128\", \"10411\"]), (\"4BSD\", [\"9710\", \"9853\", \"9688\"])]"
'

expect 'UnixBench'"'"'s units in prose ("7312.4 lps vanilla vs 7290.1 eevdf"): results with their builds' '
	printf "unixbench spawn: 7312.4 lps vanilla vs 7290.1 eevdf.\n" >lps.txt &&
	xjson lps "[(s[\"label\"], vals(s)) for s in S] == [(\"vanilla\", [\"7312.4\"]), (\"eevdf\", [\"7290.1\"])]"
'

expect 'a name ending in ":" and pairs of a statistic'"'"'s word and a figure ("rtprio 10: min 3 avg 6 max 74"), a line each or run together on a flattened line: a series a name, its statistics the summary; a mean alone is the value' '
	xtext statlines <<EOF
Lateness in microseconds, make -j8 buildworld running:

timeshare (nice 0): min 4 avg 19 max 2310
rtprio 10: min 3 avg 6 max 74
EOF
	xjson statlines "[(s[\"label\"], s[\"summary\"][\"min\"][\"text\"], s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"max\"][\"text\"], s[\"unit\"]) for s in S] == [(\"timeshare (nice 0)\", \"4\", \"19\", \"2310\", \"us\"), (\"rtprio 10\", \"3\", \"6\", \"74\", \"us\")]" &&
	xtext statflat <<EOF
I did, last week. Lateness in microseconds: timeshare (nice 0): min 4 avg 19 max 2310 rtprio 10: min 3 avg 6 max 74 rtprio 0 + cpuset -l 3: min 3 avg 5 max 41 idprio 31: I stopped it after a minute. So rtprio does fix the multi-millisecond wakeups, and pinning cuts the worst case by another 40% or so on this board.
EOF
	xjson statflat "[s[\"label\"] for s in S] == [\"timeshare (nice 0)\", \"rtprio 10\", \"rtprio 0 + cpuset -l 3\"]" &&
	xtext statmean <<EOF
hackbench -g 20, seconds:

6.6: mean 1.412 stddev 0.021
EOF
	xjson statmean "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"6.6\", [\"1.412\"], \"0.021\")]"
'

expect 'a paragraph opening with a few words and a colon ("pinned, idle box: the five times were ...") names the runs its sentence lists with a unit and names nothing else for; a heading on its own line does not' '
	xtext colonhead <<EOF
pinned, idle box: the five times were 2.31, 2.35,
2.29, 2.40 and 2.33 seconds, a bit better than I expected.

Summary:
the five times were 2.31, 2.35, 2.29, 2.40 and 2.33 seconds.
EOF
	xjson colonhead "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"pinned, idle box\", [\"2.31\", \"2.35\", \"2.29\", \"2.40\", \"2.33\"], \"s\")]"
'

expect 'a sentence whose first line could be read as a row ("idle box: the runs took 2.31, 2.35," going on below) is read as a sentence when the table reader takes nothing from it' '
	xtext rowsentence <<EOF
idle box: the runs took 2.31, 2.35,
2.29, 2.40 and 2.33 seconds, a bit better than I expected.
EOF
	xjson rowsentence "[(s[\"label\"], vals(s)) for s in S] == [(\"idle box\", [\"2.31\", \"2.35\", \"2.29\", \"2.40\", \"2.33\"])]"
'

expect 'packet rates written apart from their figure ("1.21 Mpps before, 1.37 Mpps after") are results, as kpps and pps are' '
	xtext mpps <<EOF
On the same core I saw the difference: 1.21 Mpps before, 1.37 Mpps after.
EOF
	xjson mpps "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"before\", [\"1.21\"], \"Mpps\"), (\"after\", [\"1.37\"], \"Mpps\")]"
'

expect 'a from/to whose second side is "with the same setup" makes no "without the same setup" of the first; "with the patch" still makes "without the patch"' '
	xtext samesetup <<EOF
The second test went from 3h41m to 3h58m with the same setup.

The build went from 412s to 398s with the patch.
EOF
	xjson samesetup "[(s[\"label\"], vals(s)) for s in S] == [(\"before\", [\"3h41m\"]), (\"with the same setup\", [\"3h58m\"]), (\"without the patch\", [\"412s\"]), (\"with the patch\", [\"398s\"])]"
'

expect 'a change said "against" a build after its figure ("v3 reduces the p99 by 28% against baseline") compares the sentence'"'"'s subject with that build' '
	xtext against <<EOF
v3 reduces the p99 by 28% against baseline.
EOF
	xjson against "sorted(s[\"label\"] for s in S) == [\"baseline\", \"v3\"] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-28%\"]"
'

expect 'each side of a pair may bring a second figure in another unit after "at" ("3.41s at 22.7W with schedutil and 3.02s at 26.9W with performance"): a pair per unit, the same names' '
	xtext atpair <<EOF
On the NUC, kbuild -j4 took 3.41s at 22.7W with schedutil and 3.02s at 26.9W with performance.
EOF
	xjson atpair "[(s[\"label\"], vals(s)) for s in S] == [(\"with schedutil\", [\"3.41s\"]), (\"with performance\", [\"3.02s\"]), (\"with schedutil\", [\"22.7W\"]), (\"with performance\", [\"26.9W\"])]"
'

expect 'a sentence saying which side is which ("left is v6.8, right is v6.8+eevdf-fix:") names the sides of the "A -> B" figures below it' '
	xtext legend <<EOF
Average of 5 runs, left is v6.8, right is v6.8+eevdf-fix:

- hackbench -g 16 pipe: 3.41s -> 3.12s (-8.5%)
- hackbench -g 64 pipe: 12.80s -> 12.95s (+1.2%)
EOF
	xjson legend "[(s[\"label\"], vals(s)) for s in S] == [(\"v6.8\", [\"3.41s\"]), (\"v6.8+eevdf-fix\", [\"3.12s\"]), (\"v6.8\", [\"12.80s\"]), (\"v6.8+eevdf-fix\", [\"12.95s\"])]"
'

expect 'a legend below the pairs, in parentheses ("(left is base, right is with patches)") or by order ("(first number with the series, second without)"), names the pairs said at its quote depth, "A -> B" and bare "A vs B" alike; a heading "X with and without Y:" over rows of two figures names the columns; a note in parentheses after a figure ("(within the noise)") names no side' '
	xtext legend2 <<EOF
> Here, with and without the series:
>  * tbench 8 clients: 1520 MB/s vs 1480 MB/s
>  * tbench 80 clients: 10.9 GB/s vs 11.2 GB/s
> (first number with the series, second without)

Mine:

 * hackbench -g 16 pipe: 2.41s -> 2.35s (within the noise)
 * hackbench -g 64 pipe: 9.87s -> 8.90s

(left is base, right is with patches)
EOF
	xjson legend2 "[(s[\"label\"], vals(s)) for s in S] == [(\"with the series\", [\"1520\"]), (\"without the series\", [\"1480\"]), (\"with the series\", [\"10.9\"]), (\"without the series\", [\"11.2\"]), (\"base\", [\"2.41s\"]), (\"with patches\", [\"2.35s\"]), (\"base\", [\"9.87s\"]), (\"with patches\", [\"8.90s\"])]" &&
	xtext legend3 <<EOF
Load on my laptop, first number is v6.1, second is v6.1+fix:

tbench 4 clients: 812 MB/s vs 846 MB/s.
EOF
	xjson legend3 "[(s[\"label\"], vals(s)) for s in S] == [(\"v6.1\", [\"812\"]), (\"v6.1+fix\", [\"846\"])]"
'

expect 'a line of statistics named by slash-parted words ("min/avg/max = 6/14/1873 us") under a title: a summary of that build, its unit; the words before them name the figure' '
	xtext slashstat <<\EOF
With the vCPUs unpinned:

    min/avg/max = 6/14/1873 us

With the vCPUs pinned to host CPUs 2 and 3:

    latency min/avg/max/stddev = 5/9/61/3.2 us
EOF
	xjson slashstat "[(s[\"label\"], s[\"unit\"], s[\"summary\"][\"min\"][\"text\"], s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"With the vCPUs unpinned\", \"us\", \"6\", \"14\", \"1873\"), (\"With the vCPUs pinned to host CPUs 2 and 3\", \"us\", \"5\", \"9\", \"61\")] and S[1][\"summary\"][\"stddev\"][\"text\"] == \"3.2\" and S[1][\"metric\"] == \"latency\" and all(s[\"found_by\"] == \"pair\" for s in S)" &&
	printf "The ratio min/max = 2/3 of the time.\n" >slashno.txt &&
	xjson slashno "S == []"
'

expect 'each side named before its value ("Without the patch I get 12.4 seconds, with the patch 11.2 seconds", "on 6.5 ~50 MB/s"): a series per side; "with it" turns the first side over; a remark after the first side'"'"'s figure ("and one thread is busy all the time,") goes before the second side; a clause of change ("from ... to") is not such a side' '
	xtext lead <<EOF
Without the patch I get 12.4 seconds, with the patch 11.2 seconds.

Also, without your patch I see 2345 tps and with it 2501 tps in pgbench.

On 5.8 it is consistently > 100 MB/s, on 5.9-rc2 ~50 MB/s on my device.
EOF
	xjson lead "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"Without the patch\", [\"12.4\"], \"s\"), (\"with the patch\", [\"11.2\"], \"s\"), (\"without your patch\", [\"2345\"], \"tps\"), (\"with your patch\", [\"2501\"], \"tps\"), (\"5.8\", [\"100\"], \"MB/s\"), (\"5.9-rc2\", [\"50\"], \"MB/s\")] and all(s[\"found_by\"] == \"prose\" for s in S)" &&
	printf "With BFS my build takes 48.2s, with mainline 51.9s.\n\nWith BFS my make -j2 of the project I work on takes 37.5s, with mainline 39.1s.\n" >owner.txt &&
	xjson owner "[(s[\"label\"], vals(s)) for s in S] == [(\"BFS\", [\"48.2s\"]), (\"mainline\", [\"51.9s\"]), (\"BFS\", [\"37.5s\"]), (\"mainline\", [\"39.1s\"])]" &&
	printf "With net.isr.direct=0 I get 315 kpps and one netisr thread is busy all the time, with net.isr.direct=1 I get 870 kpps.\n" >remark.txt &&
	xjson remark "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"net.isr.direct=0\", [\"315\"], \"kpps\"), (\"net.isr.direct=1\", [\"870\"], \"kpps\")]" &&
	xtext leadno <<EOF
With the patch the p99 drops from 12 ms to 9 ms, and with the old one it stays.
EOF
	xjson leadno "[(s[\"label\"], vals(s)) for s in S] == [(\"without the patch\", [\"12\"]), (\"with the patch\", [\"9\"])]"
'

expect 'a sentence opening with a side of a change ("Without the patch, ...", "Without isolation the max ...", "With it, ...", "With isolcpus=2,3 ..."): its figure is that side'"'"'s, the side ending before the run'"'"'s own words; "with it" turns the side before over; "With 8 threads", "With that in mind" open no side; a name across a quoted reply'"'"'s lines keeps no quote mark' '
	xtext opens <<EOF &&
Without the patch hackbench took 12.3 seconds. With it, 11.1 seconds.

Without isolation the max on CPU 3 was 94us. With isolcpus=2,3 nohz_full=2,3 and your patch on top it went down to 38us.
EOF
	xjson opens "[(s[\"label\"], vals(s)) for s in S] == [(\"Without the patch\", [\"12.3\"]), (\"with the patch\", [\"11.1\"]), (\"Without isolation\", [\"94us\"]), (\"isolcpus=2,3\", [\"38us\"])]" &&
	printf "With 8 threads the run takes 12 s. With 16 threads it takes 9 s.\n\nWith that in mind, the run takes 12 s.\n" >noside.txt &&
	xjson noside "not any(s[\"label\"] and s[\"label\"].lower().startswith(\"with\") for s in S)" &&
	printf "> On average, the non-reverted kernel runs the driver 25%% less\n> than the reverted kernel during idle; without\n> this patch the copy runs in about 3 seconds.\n" >quoted.txt &&
	xjson quoted "\">\" not in \"\".join((s[\"label\"] or \"\") for s in S) + \"\".join(c[\"text\"] for c in d[\"comparisons\"])"
'

expect 'a "from" that opens no pair of sides ("did not expect from a change to wakeup placement", "apart from") names none of a change'"'"'s sides' '
	printf "That is roughly 34%% better at p99, which I did not expect from a change to wakeup placement.\n" >fromidiom.txt &&
	schedlore extract --text fromidiom.txt >fromidiom.json &&
	python3 -c "import json; d = json.load(open(\"fromidiom.json\")); assert not any(s[\"label\"] in (\"wakeup placement\", \"change to\") for s in d[\"series\"]), d[\"series\"]"
'

expect 'a line keyed by both sides ("base vs patched:") of one clause "a vs b" and a change in parentheses, under a title naming the measure: a series a side, the change a comparison of the second with the first' '
	printf "ebizzy -S 30 (records/s, higher is better)\n  base vs patched: 4123 vs 4690  (+13.8%%)\n\nkernbench (elapsed s, lower is better)\n  base vs patched: 188.3 vs 181.0\n" >vsone.txt &&
	xjson vsone "[(s[\"label\"], vals(s)) for s in S] == [(\"base\", [\"4123\"]), (\"patched\", [\"4690\"]), (\"base\", [\"188.3\"]), (\"patched\", [\"181.0\"])] and [(c[\"delta_pct\"][\"text\"], c[\"a\"] == S[0][\"id\"], c[\"b\"] == S[1][\"id\"]) for c in d[\"comparisons\"]] == [(\"+13.8%\", True, True)]"
'

expect 'to V2 from V1 with the unit written once ("back to 2410 MB/s from 2150 on plain -rc3 (median of 3)"): the from side named after it ("-rc3" a build'"'"'s word, a remark in parentheses no part of the name), the to side by the sentence'"'"'s opening "With X reverted,"' '
	printf "With 9e3b7f1d reverted, tbench 56 is back to 2410 MB/s from 2150 on plain -rc3 (median of 3 again).\n" >backto.txt &&
	xjson backto "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S if s[\"values\"]] == [(\"plain -rc3\", [\"2150\"], \"MB/s\"), (\"with 9e3b7f1d reverted\", [\"2410\"], \"MB/s\")]"
'

expect 'names of a configuration that are no word of a sentence (I/O schedulers, DragonFly'"'"'s user schedulers) name the figure before them in prose as a scheduler'"'"'s name does ("14.2 s to start with mq-deadline and 3.1 s with bfq"), what a "+" adds to it with it ("bfq + this series")' '
	printf "Writer took 14.2 s to start with mq-deadline and 3.1 s with bfq + this series.\n" >iosched.txt &&
	xjson iosched "[(s[\"label\"], vals(s)) for s in S] == [(\"mq-deadline\", [\"14.2\"]), (\"bfq + this series\", [\"3.1\"])]" &&
	printf "It took 14.2 s on 6.6 and 13.1 s on 6.6 + my fix.\n" >plusfix.txt &&
	xjson plusfix "[(s[\"label\"], vals(s)) for s in S] == [(\"6.6\", [\"14.2\"]), (\"6.6 + my fix\", [\"13.1\"])]" &&
	printf "I get only 231 Mbit/s with GENERIC (SMP, 4 cpus).\n" >generic.txt &&
	xjson generic "[(s[\"label\"], vals(s)) for s in S] == [(\"GENERIC\", [\"231\"])]" &&
	printf "Writer took 14.2 s to start with the deadline scheduler and 3.1 s with none, 12 s with generic code.\n" >plainwords.txt &&
	xjson plainwords "not [s for s in S if s[\"label\"] in (\"none\", \"deadline\", \"generic\")]"
'
expect 'two figures in different units one after another ("finishes in 127.33 seconds, 11388.53 Mop/s total"): each its own series, neither read twice' '
	printf "With autonuma enabled the same run finishes in 127.33 seconds, 11388.53 Mop/s total; verification passes.\n" >twounits.txt &&
	xjson twounits "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"autonuma enabled\", [\"127.33\"], \"s\"), (\"autonuma enabled\", [\"11388.53\"], \"Mop/s\")]"
'
expect 'a sentence opening with a thing and its state ("With autonuma enabled the run ...") names its figures; a change in it naming no side ("so roughly 10% faster") is that side against the post'"'"'s other build' '
	xtext stateside <<\EOF &&
autonuma disabled:

 SP Benchmark Completed.
 Class           =                        C
 Time in seconds =                   141.87
 Mop/s total     =                 10221.34

With autonuma enabled the same run finishes in 127.33 seconds, 11388.53 Mop/s total, so roughly 10% faster; verification passes in both cases.
EOF
	xjson stateside "[(s[\"label\"], vals(s)) for s in S if s[\"found_by\"] == \"prose\"] == [(\"autonuma enabled\", [\"127.33\"]), (\"autonuma enabled\", [\"11388.53\"])] and [(c[\"delta_pct\"][\"text\"], [s[\"label\"] for s in S if s[\"id\"] == c[\"b\"]][0], [s[\"label\"] for s in S if s[\"id\"] == c[\"a\"]][0]) for c in d[\"comparisons\"]] == [(\"10%\", \"autonuma enabled\", \"autonuma disabled\")]"
'
expect 'a change naming no side in a post whose two builds are one "before", "without" or "disabled" and another: the other over it' '
	xtext beforebase <<\EOF &&
Before this patch:

real	0m9.663s

With this patch:

real	0m8.909s

About 7.8% improvement.
EOF
	xjson beforebase "[(c[\"delta_pct\"][\"text\"], [s[\"label\"] for s in S if s[\"id\"] == c[\"b\"]][0], [s[\"label\"] for s in S if s[\"id\"] == c[\"a\"]][0]) for c in d[\"comparisons\"]] == [(\"7.8%\", \"With this patch\", \"Before this patch\")]"
'
expect 'a signed change in parentheses right after the second of two figures a sentence names apart ("11.472s on vanilla and 10.218s patched (-10.9%, average of 10 runs)"): the second against the first' '
	printf "hackbench takes 11.472s on vanilla tip/sched/core and 10.218s patched (-10.9%%, average of 10 runs).\n" >namedpair.txt &&
	xjson namedpair "[(s[\"label\"], vals(s)) for s in S] == [(\"vanilla tip/sched/core\", [\"11.472s\"]), (\"patched\", [\"10.218s\"])] and [(c[\"delta_pct\"][\"text\"], c[\"a\"] == S[0][\"id\"], c[\"b\"] == S[1][\"id\"]) for c in d[\"comparisons\"]] == [(\"-10.9%\", True, True)]"
'
expect 'sched_ext'"'"'s schedulers (scx_rusty, scx_lavd) are builds by their prefix: keys of a list under a scheduler'"'"'s key name series too, a signed change in parentheses on a line compares it with the first; what a setting is by default ("a default slice of 20000000 ns", "default slice (SCX_SLICE_DFL, 20ms)") is no figure, a result "with the default governor" is' '
	printf "Times:\n\n  EEVDF:      221.8s\n  scx_rusty:  220.3s (-0.7%%)\n  scx_lavd:   236.4s (+6.6%%)\n\nSo rusty is in the noise.\n" >scx.txt &&
	xjson scx "[(s[\"label\"], vals(s)) for s in S] == [(\"EEVDF\", [\"221.8s\"]), (\"scx_rusty\", [\"220.3s\"]), (\"scx_lavd\", [\"236.4s\"])] and [(c[\"delta_pct\"][\"text\"], c[\"a\"] == S[0][\"id\"], c[\"b\"]) for c in d[\"comparisons\"]] == [(\"-0.7%\", True, S[1][\"id\"]), (\"+6.6%\", True, S[2][\"id\"])]" &&
	printf "scx_simple and scx_qmap still see a default slice of 20000000 ns. It makes the default slice (SCX_SLICE_DFL, 20ms) the budget.\n\nWith the default governor it takes 12 s, with schedutil 11 s.\n" >defaults.txt &&
	xjson defaults "[(s[\"label\"], vals(s)) for s in S] == [(\"the default governor\", [\"12\"]), (\"schedutil\", [\"11\"])]"
'
expect 'NAME V1 -> NAME V2: each side named before its value ("floating 14977 tps -> pinned 16102 tps (+7.5%)"), the change after them theirs' '
	printf "Summed over the guests:\n\n  4 guests:  floating 14977 tps  ->  pinned 16102 tps (+7.5%%)\n\nThanks\n" >leadarrow.txt &&
	xjson leadarrow "[(s[\"label\"], vals(s)) for s in S] == [(\"floating\", [\"14977\"]), (\"pinned\", [\"16102\"])] and [(c[\"delta_pct\"][\"text\"], c[\"a\"] == S[0][\"id\"], c[\"b\"] == S[1][\"id\"]) for c in d[\"comparisons\"]] == [(\"+7.5%\", True, True)]"
'
expect 'a clock-like duration after a verb of taking ("finished in 1:47:33", "took 1:47:33"), and the second of a pair without the verb ("and ULE 1:52:10"), are results; clock times are not' '
	printf "The guest running SCHED_4BSD finished in 1:47:33 and the ULE one in 1:52:10.\n" >hms1.txt &&
	xjson hms1 "[(s[\"label\"], vals(s)) for s in S] == [(\"SCHED_4BSD\", [\"1:47:33\"]), (\"ULE\", [\"1:52:10\"])]" &&
	printf "Buildworld: 4BSD took 1:47:33 and ULE 1:52:10.\n" >hms2.txt &&
	xjson hms2 "[(s[\"label\"], vals(s)) for s in S] == [(\"4BSD\", [\"1:47:33\"]), (\"ULE\", [\"1:52:10\"])]" &&
	printf "I started it at 10:05:33 on ULE and the meeting is at 12:30.\n" >hms3.txt &&
	xjson hms3 "S == []"
'
expect 'from V1 with KEY = N (a remark) to V2 with KEY = M, +20%: the settings written with blanks name the sides, the remark is skipped, the change closing the sentence compares them' '
	printf "pgbench at 64 clients went from 18214 tps with sched_migration_cost_ns = 500000 (the default) to 21877 tps with sched_migration_cost_ns = 5000000, +20%%.\n" >fromset.txt &&
	xjson fromset "[(s[\"label\"], vals(s)) for s in S] == [(\"with sched_migration_cost_ns = 500000\", [\"18214\"]), (\"with sched_migration_cost_ns = 5000000\", [\"21877\"])] and [(c[\"delta_pct\"][\"text\"], c[\"a\"] == S[0][\"id\"], c[\"b\"] == S[1][\"id\"]) for c in d[\"comparisons\"]] == [(\"+20%\", True, True)]"
'
expect 'a change "N% slower on A than on B" measures A against B, whatever the subject says; "V1 ..., against V2 for NAME" names the second by the build after it' '
	printf "The kernbench half load run (-j 2, five runs each) is about 2%% slower on 2.6.20-rc4-mm1 than on 2.6.20-rc4.\n" >slower.txt &&
	xjson slower "[s[\"label\"] for s in S] == [\"2.6.20-rc4-mm1\", \"2.6.20-rc4\"] and [(c[\"delta_pct\"][\"text\"], c[\"a\"] == S[0][\"id\"], c[\"b\"] == S[1][\"id\"]) for c in d[\"comparisons\"]] == [(\"2%\", False, False)] and d[\"comparisons\"][0][\"a\"] == S[1][\"id\"]" &&
	printf "contest io_load on 2.6.9-rc2 took 212 seconds, against 97 seconds for 2.6.8.1-ck7.\n" >against.txt &&
	xjson against "[(s[\"label\"], vals(s)) for s in S] == [(\"2.6.9-rc2\", [\"212\"]), (\"2.6.8.1-ck7\", [\"97\"])]"
'
expect 'a number after a noun that picks one of many ("field 9 (pcount, timeslices)") is no figure named by its parentheses; a list key naming only an average ("avg run_delay per timeslice: 4092 ns") gives the mean as posted as the value' '
	printf "I summed field 8 (run_delay, ns) and field 9 (pcount, timeslices) over all CPUs.\n" >fieldno.txt &&
	xjson fieldno "S == []" &&
	printf "3.14.4:\navg run_delay per timeslice: 4092 ns\n\n3.15-rc5 + patch:\navg run_delay per timeslice: 5231 ns\n" >avgkey.txt &&
	xjson avgkey "[(s[\"label\"], vals(s), s.get(\"summary\")) for s in S] == [(\"3.14.4\", [\"4092\"], None), (\"3.15-rc5 + patch\", [\"5231\"], None)]"
'
expect 'sysctl'"'"'s own "kernel.sched_autogroup_enabled = 1" between runs of "Time: N" titles the runs after it; labels apart keep the key when only a value would be left' '
	printf "\$ for a in 1 0; do sysctl -w kernel.sched_autogroup_enabled=\$a; hackbench; done\nkernel.sched_autogroup_enabled = 1\nTime: 0.853\nTime: 0.892\nkernel.sched_autogroup_enabled = 0\nTime: 0.638\nTime: 0.634\n" >sysctlruns.txt &&
	xjson sysctlruns "[(s[\"label\"], vals(s)) for s in S] == [(\"kernel.sched_autogroup_enabled = 1\", [\"0.853\", \"0.892\"]), (\"kernel.sched_autogroup_enabled = 0\", [\"0.638\", \"0.634\"])]"
'
expect 'a digest'"'"'s "Message: 3" over its part'"'"'s "Date:" and "From:" lines numbers the part, no figure, under a signature or a topic line as its title' '
	for n in 1:Marek 3:Ivan 4:Dieter; do
		printf "\nMessage: %s\nDate: Mon, 09 Jan 2012 19:44:21 +0100\nFrom: %s <x@example.net>\nSubject: Re: ULE\n\nNo numbers here.\n\n%s\n\n\n------------------------------\n" "${n%%:*}" "${n#*:}" "${n#*:}"
	done >parts.txt &&
	{ printf "Today'"'"'s Topics:\n\n   1. Re: ULE (Marek K)\n\n----------------------------------------------------------------------\n"; cat parts.txt; } >digestno.txt &&
	xjson digestno "S == []"
'
expect 'a from/to of a setting ("the default cfs_period_us from 100ms to 5ms", "the period from 100ms to 5ms") is no result; of a measure it is (a measured limit too: "per-core IO limit from ~3.2M IOPS to ~3.5M IOPS")' '
	printf "Hi,\n\nDropping the default cfs_period_us from 100ms to 5ms bounds the stall.\n\nIt drops the period from 100ms to 5ms.\n\nThe patch cuts the hackbench time from 2.41s to 2.12s.\n\nIt raises our per-core IO limit from ~3.2M IOPS to ~3.5M IOPS.\n" >setchange.txt &&
	xjson setchange "[vals(s) for s in S] == [[\"2.41s\"], [\"2.12s\"], [\"3.2M\"], [\"3.5M\"]]"
'

expect 'the verb of standing is no part of a side'"'"'s name ("So 4BSD wins by about 5% ..., and even 4BSD with HZ=100 comes in ahead of ULE": 4BSD against ULE)' '
	printf "Hi,\n\nSo 4BSD wins by about 5%% of the build time on the small box, and even 4BSD with HZ=100 comes in ahead of ULE.\n" >winsby.txt &&
	schedlore extract --text winsby.txt | python3 -c "import json, sys; d = json.load(sys.stdin); S = {s[\"id\"]: s[\"label\"] for s in d[\"series\"]}; c = d[\"comparisons\"]; assert [(S[x[\"b\"]], S[x[\"a\"]], x[\"delta_pct\"][\"text\"]) for x in c] == [(\"4BSD\", \"ULE\", \"5%\")], (S, c)"
'

expect 'a power or an energy in prose under a heading naming a benchmark ("412 W baseline, 405 W with the series" after netperf) keeps its unit and is a power, not the benchmark'"'"'s throughput' '
	printf "netperf TCP_RR results below.\n\nAverage package power during the run from turbostat: 412 W baseline, 405 W with the series.\n" >watts.txt &&
	xjson watts "[(s[\"label\"], s[\"metric\"], s[\"unit\"], vals(s)) for s in S] == [(\"baseline\", \"power\", \"W\", [\"412\"]), (\"with the series\", \"power\", \"W\", [\"405\"])]"
'

expect 'a change from one figure to another named "before X" and "after it" ("went from 6m41s before the commit to 6m58s after it") is X'"'"'s two sides' '
	printf "The kernel build went from 6m41s before the commit to 6m58s after it, and stayed there.\n" >beforeafter.txt &&
	xjson beforeafter "[(s[\"label\"], vals(s)) for s in S] == [(\"before the commit\", [\"6m41s\"]), (\"after the commit\", [\"6m58s\"])]"
'

expect 'an amount of change after a verb of gaining or losing ("we give up 47 MB/s", "loses another 16 tps") or after "by" is no figure of a side; the result beside it stays one' '
	printf "With the patch we give up 47 MB/s on the random read test, and pgbench loses another 16 tps; latency drops by 12 us.\n\nAfter the patch tbench gives 412 MB/s.\n" >delta.txt &&
	xjson delta "[(s[\"label\"], vals(s)) for s in S] == [(\"After\", [\"412\"])]"
'

expect 'a setting'"'"'s new value ("with checkpoint_timeout lowered to 60s", "the slice was set to 3ms") is no result' '
	printf "On 6.8 with checkpoint_timeout lowered to 60s the run gives 15012 tps.\n" >setto.txt &&
	xjson setto "[(s[\"label\"], vals(s)) for s in S] == [(\"6.8\", [\"15012\"])]"
'

expect 'a heading ending on "X -> Y:" names the two sides of the arrows under it; two names a sentence defines ("\"stock\" is ..., \"tuned\" is ...") name the sides of a change said later' '
	printf "Here \"stock\" is 6.9-rc3 as released, \"tuned\" is the same with the knob set.\n\nwakeup latency went from 212 usec to 171 usec.\n\nkbuild, make -j32, stock -> tuned:\n\n * 1 socket:  96.1s -> 95.4s (-0.7%%)\n * 2 sockets: 58.3s -> 55.0s (-5.7%%)\n" >legend2.txt &&
	xjson legend2 "[(s[\"label\"], vals(s)) for s in S] == [(\"stock\", [\"212\"]), (\"tuned\", [\"171\"]), (\"stock\", [\"96.1s\"]), (\"tuned\", [\"95.4s\"]), (\"stock\", [\"58.3s\"]), (\"tuned\", [\"55.0s\"])]"
'

expect 'two figures a parenthesis after them names in the same order ("412k vs 398k tps at 128 clients (v6.6+revert vs v6.6)"), or two names after them ("311k vs 640k round trips/sec unpatched vs patched"), are those two sides'"'"'' '
	printf "I see a smaller effect here: 412k vs 398k tps at 128 clients (v6.6+revert vs v6.6), and none at 64.\n\nThe rate barely moved, 118204 vs 119876 RPS (stock vs tuned), within noise.\n\nThe pipe test is roughly 2x, 311k vs 640k round trips/sec unpatched vs patched, because of placement.\n" >parenpair.txt &&
	xjson parenpair "[(s[\"label\"], vals(s)) for s in S] == [(\"v6.6+revert\", [\"412k\"]), (\"v6.6\", [\"398k\"]), (\"stock\", [\"118204\"]), (\"tuned\", [\"119876\"]), (\"unpatched\", [\"311k\"]), (\"patched\", [\"640k\"])]"
'

expect 'a change said of the sentence'"'"'s subject, then its two figures after a colon ("the patched kernel does 9% better: 21340 TPS vs 19578 TPS"): the first the subject'"'"'s, the second the post'"'"'s one other build; with two others, or none, no pair' '
	printf "schbench p99: 2148 us (baseline) vs 1387 us (patched).\n\nFor sysbench (mysql, 64 threads) the patched kernel does 9%% better: 21340 TPS vs 19578 TPS.\n" >subjpair.txt &&
	xjson subjpair "[(s[\"label\"], vals(s)) for s in S] == [(\"baseline\", [\"2148\"]), (\"patched\", [\"1387\"]), (\"patched kernel\", [\"21340\"]), (\"baseline\", [\"19578\"])]" &&
	printf "schbench p99: 2148 us (baseline) vs 1387 us (v2).\n\nFor sysbench the patched kernel does 9%% better: 21340 TPS vs 19578 TPS.\n" >subjtwo.txt &&
	xjson subjtwo "not [s for s in S if vals(s) and vals(s)[0] in (\"21340\", \"19578\")]"
'

expect 'a verb'"'"'s subject and a figure against another side named by its possessive ("ULE does 1847 vs 4BSD'"'"'s 1612 tps"): each side its figure, the first taking the second'"'"'s unit; the change after it compares the two builds by name' '
	printf "sysbench oltp, 32 threads: ULE does 1847 vs 4BSD'"'"'s 1612 tps, so ULE is 14.6%% faster.\n" >possess.txt &&
	xjson possess "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"ULE\", [\"1847\"], \"tps\"), (\"4BSD\", [\"1612\"], \"tps\")] and [([s[\"label\"] for s in S if s[\"id\"] == c[k]][0] for k in (\"a\", \"b\")) for c in d[\"comparisons\"]] and all([s[\"label\"] for s in S if s[\"id\"] == c[\"a\"]][0] in (\"ULE\", \"4BSD\") and [s[\"label\"] for s in S if s[\"id\"] == c[\"b\"]][0] in (\"ULE\", \"4BSD\") for c in d[\"comparisons\"])"
'

expect 'a command'"'"'s option values inside a sentence ("hackbench -g 4 -l 1000 goes from 1.823s to 1.791s") are no figures, and a statistic in parentheses after a figure ("(avg of 10)") names no build' '
	printf "Quick test (v5.16-rc2 vs v5.16-rc2 + v2): hackbench -g 4 -l 1000 goes from\n1.823s to 1.791s (avg of 10), so ~1.8%% better.\n" >optsentence.txt &&
	xjson optsentence "sorted(v for s in S for v in vals(s)) == [\"1.791s\", \"1.823s\"] and not any(s[\"label\"] == \"avg of 10\" for s in S)"
'

expect 'an average a sentence gives of runs printed above ("avg 1873.20 vs 1931.47 MB/sec") is each series'"'"' mean, the nearest above that it is to the digits printed; a number that is no series'"'"' mean, or of fewer than three digits, is not' '
	xtext proseavg <<\EOF
6.1:
Throughput 1870.44 MB/sec  8 clients  8 procs  max_latency=2.814 ms
Throughput 1868.93 MB/sec  8 clients  8 procs  max_latency=3.102 ms
Throughput 1880.23 MB/sec  8 clients  8 procs  max_latency=2.655 ms

6.1 + patch:
Throughput 1931.02 MB/sec  8 clients  8 procs  max_latency=2.701 ms
Throughput 1925.17 MB/sec  8 clients  8 procs  max_latency=2.930 ms
Throughput 1938.22 MB/sec  8 clients  8 procs  max_latency=2.588 ms

avg 1873.20 vs 1931.47 MB/sec, +3.1%. The latency mean is 2.7 ms, and
the average of the other box was 1999.99 MB/sec.
EOF
	xjson proseavg "[(s[\"label\"], s[\"metric\"], ((s.get(\"summary\") or {}).get(\"mean\") or {}).get(\"text\")) for s in S if s[\"found_by\"] != \"prose\"] == [(\"6.1\", \"throughput\", \"1873.20\"), (\"6.1\", \"max_latency\", None), (\"6.1 + patch\", \"throughput\", \"1931.47\"), (\"6.1 + patch\", \"max_latency\", None)]"
'

expect 'averages said of runs above in a sentence going on over two lines ("Averages: ChanSync 415 -> 118 ns/op, ChanProdCons" over "289 -> 61 ns/op."): the second line is the sentence'"'"'s, no table; a two-digit mean is read as one side of a pair whose other side is a mean too; the ratio after a pair ("(3.5x)") compares its two series' '
	xtext avgpairs <<\EOF
go1.0.3:

BenchmarkChanSync-4	 5000000	       412 ns/op
BenchmarkChanProdCons100-4	10000000	       287 ns/op
BenchmarkChanSync-4	 5000000	       425 ns/op
BenchmarkChanProdCons100-4	10000000	       301 ns/op

tip:

BenchmarkChanSync-4	20000000	       118 ns/op
BenchmarkChanProdCons100-4	50000000	        61 ns/op
BenchmarkChanSync-4	20000000	       121 ns/op
BenchmarkChanProdCons100-4	50000000	        63 ns/op

Averages: ChanSync 418 -> 120 ns/op (3.5x), and ChanProdCons100
294 -> 62 ns/op (4.7x), while 62 was the old mean of something else.
EOF
	xjson avgpairs "[((s.get(\"summary\") or {}).get(\"mean\") or {}).get(\"text\") for s in S] == [\"418\", \"294\", \"120\", \"62\"] and (lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] + \" \" + s[\"summary\"][\"mean\"][\"text\"] for s in S}) == [(\"go1.0.3 418\", \"tip 120\", \"3.5x\"), (\"go1.0.3 294\", \"tip 62\", \"4.7x\")]"
'

expect 'runs a sentence lists with their average in parentheses ("2.31 2.35 2.28 (avg 2.313) for the baseline vs 2.10 2.12 2.09 (avg 2.103) with v3, so about 9% lower"): a series of the runs, the average its mean, named by the words after it; the change after the second compares the two; a parenthesised figure that is no mean of the numbers before it is no average' '
	printf "hackbench over three runs: 2.31 2.35 2.28 (avg 2.313) for the baseline vs\n2.10 2.12 2.09 (avg 2.103) with v3, so about 9%% lower.\n\nThe box has 16 32 64 (avg 40) slots.\n" >runsavg.txt &&
	xjson runsavg "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S if s[\"values\"]] == [(\"baseline\", [\"2.31\", \"2.35\", \"2.28\"], \"2.313\"), (\"v3\", [\"2.10\", \"2.12\", \"2.09\"], \"2.103\")] and (lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"baseline\", \"v3\", \"-9%\")]"
'

expect 'runs listed without a unit before the build they ran on ("gives 126944, 127802 and 127511 with 4BSD, 119871, 120633 and 120402 with ULE"): each build'"'"'s runs; counts and revision numbers before a name are not' '
	printf "ULE is 6%% lower on the CPU part.  The CPU-only test three more times each gives 126944,\n127802 and 127511 with 4BSD, 119871, 120633 and 120402 with ULE, so\nit is not noise.\n\nWe tested 1, 2 and 4 threads with ULE.  Revisions 1234, 1240 and 1251 with the patch.\n" >runsafter.txt &&
	xjson runsafter "[(s[\"label\"], vals(s)) for s in S] == [(\"4BSD\", [\"126944\", \"127802\", \"127511\"]), (\"ULE\", [\"119871\", \"120633\", \"120402\"])]"
'

expect 'a slice before a setting'"'"'s noun ("with a 4ms slice on the game threads") is a setting, no figure' '
	xtext slice <<EOF
Under EEVDF with a 4ms slice on the game threads the 1% lows are 27.9 fps, against 34.1 fps with scx_lavd.
EOF
	xjson slice "[(s[\"label\"], vals(s)) for s in S] == [(\"EEVDF\", [\"27.9\"]), (\"scx_lavd\", [\"34.1\"])]"
'

expect 'a release in parentheses after a build'"'"'s word ("On EEVDF (6.9.3) I get ~59 fps") names that build with it, not the release alone' '
	xtext parenrel <<EOF
On EEVDF (6.9.3) I get ~59 fps avg, with scx_lavd the average is 52 fps.
EOF
	xjson parenrel "[(s[\"label\"], vals(s)) for s in S] == [(\"EEVDF (6.9.3)\", [\"59\"]), (\"scx_lavd\", [\"52\"])]"
'

expect 'a signed change closing the sentence after "that'"'"'s" or ", that is" ("1184332 tps before and 1342911 tps with your patch, that'"'"'s +13.4%"): the second figure'"'"'s build against the first'"'"'s' '
	xtext thatsch <<EOF
It gave 1184332 tps before and 1342911 tps with your patch, that'"'"'s +13.4%.
EOF
	xjson thatsch "[(c[\"delta_pct\"][\"text\"], c[\"text\"][:24]) for c in d[\"comparisons\"]] == [(\"+13.4%\", \"with your patch vs befor\")]"
'

expect 'runs parted by slashes ("599,585 / 626,530 / 602,117 NOPM", three or more) are the runs of the build named, as a list parted by commas is; NOPM a result'"'"'s unit' '
	xtext slashruns <<EOF
The individual 6.6.19 runs at 128 vusers were 599,585 / 626,530 / 602,117 / 629,169 NOPM, so it looks bimodal.
EOF
	xjson slashruns "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"6.6.19\", [\"599,585\", \"626,530\", \"602,117\", \"629,169\"], \"NOPM\")]"
'

expect 'a change said with "loses" goes down ("Compared to 6.1, 6.6 loses 8.3% at 64 vusers"), and a bare change after "and" with its setting ("and 11.8% at 128") goes the first one'"'"'s way' '
	xtext loses <<EOF
Compared to 6.1, 6.6 loses 8.3% at 64 vusers and 11.8% at 128.
EOF
	xjson loses "[c[\"delta_pct\"][\"value\"] for c in d[\"comparisons\"]] == [-8.3, -11.8] and [s[\"label\"] for s in S] == [\"6.6\", \"6.1\"]"
'

expect 'a whole time closing a sentence that lists settings ("sockperf 2.5.208, UDP ping-pong, 64 byte messages, 10 s.") is how long it ran, no figure; a program'"'"'s version is no OS version; a heading'"'"'s "transactions/sec" is the figures'"'"' unit' '
	xtext setlist <<EOF
  sockperf 2.5.208, UDP ping-pong, 64 byte messages, 10 s.

netperf, 1 byte, single instance, 30 s, transactions/sec:

              busy_read=0   busy_read=50
  TCP_RR        37190.64       80044.12
  UDP_RR        41822.19       86513.07
EOF
	xjson setlist "[(s[\"label\"], s[\"unit\"], vals(s), s[\"os_version\"]) for s in S] == [(\"busy_read=0\", \"transactions/sec\", [\"37190.64\"], None), (\"busy_read=50\", \"transactions/sec\", [\"80044.12\"], None), (\"busy_read=0\", \"transactions/sec\", [\"41822.19\"], None), (\"busy_read=50\", \"transactions/sec\", [\"86513.07\"], None)]"
'

expect 'two builds'"'"' bare figures after a result verb each ("2.6.38 does 91.2k and 2.6.39 does 84.7k", the unit said before or not at all): each build its figure, the unit after the second the first'"'"'s too; a bare figure after one verb alone is no pair' '
	xtext barepair <<EOF
Requests per second, wrk over 60s.  With 8 workers 2.6.38 does 91.2k and
2.6.39 does 84.7k, which is within noise.  At 16 workers 2.6.38 gets 140.3
and 2.6.39 gets 121.9 kreq/s.  With 32 workers 2.6.39 does 7 of them.
EOF
	xjson barepair "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"2.6.38\", [\"91.2k\"], None), (\"2.6.39\", [\"84.7k\"], None), (\"2.6.38\", [\"140.3\"], \"kreq/s\"), (\"2.6.39\", [\"121.9\"], \"kreq/s\")]"
'

expect 'runs listed after a build'"'"'s verb with their mean in parentheses after them, "(N on average)" or "(N)" alone when it is their mean to the digits printed: the series'"'"' mean; another number there is none; two lists after two builds'"'"' verbs are no pair of their first runs' '
	xtext parenmean <<EOF
Three runs each way: ULE took 3569, 3580 and 3564 seconds (3571.0 on average), 4BSD took 3495, 3502 and 3497 seconds (3498.0), so 4BSD is ahead.

And -j2: ULE took 3561, 3570 and 3566 seconds (12 jobs), then stopped.
EOF
	xjson parenmean "[(s[\"label\"], vals(s), (s.get(\"summary\") or {}).get(\"mean\", {}).get(\"text\") if s.get(\"summary\") else None) for s in S] == [(\"ULE\", [\"3569\", \"3580\", \"3564\"], \"3571.0\"), (\"4BSD\", [\"3495\", \"3502\", \"3497\"], \"3498.0\"), (\"ULE\", [\"3561\", \"3570\", \"3566\"], None)]"
'

expect 'a sentence averaging the runs above with the unit glued on ("Averaging the real times: 252.40s stock, 245.63s patched, i.e." over the rest of the sentence): each figure the mean of the series above whose runs it averages, no figure of its own' '
	xtext avgglued <<EOF
stock:

real	4m12.883s
user	7m31.402s
sys	0m41.226s

real	4m11.907s
user	7m30.118s
sys	0m40.873s

patched:

real	4m6.011s
user	7m29.874s
sys	0m39.902s

real	4m5.240s
user	7m28.655s
sys	0m39.417s

Averaging the real times: 252.40s stock, 245.63s patched, i.e.
about 2.7% less wall time with the patch.
EOF
	xjson avgglued "[(s[\"label\"], s[\"summary\"][\"mean\"][\"text\"]) for s in S if s[\"metric\"] == \"real\"] == [(\"stock\", \"252.40s\"), (\"patched\", \"245.63s\")] and not any(s[\"found_by\"] == \"prose\" for s in S)"
'

expect 'a build opening its clause, a verb of a result, then bare runs ("..., M2 took 3495, 3502 and 3497 (3498.0)"), after another build'"'"'s runs with their unit: that build'"'"'s runs, in the unit of the list before' '
	xtext verbruns <<EOF
Three runs each way: 4BSD took 3569, 3580 and 3564 seconds, M2 took 3495, 3502 and 3497 (3498.0), so M2 is ahead.
EOF
	xjson verbruns "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"4BSD\", [\"3569\", \"3580\", \"3564\"], \"s\"), (\"M2\", [\"3495\", \"3502\", \"3497\"], \"s\")] and S[1][\"summary\"][\"mean\"][\"text\"] == \"3498.0\""
'

expect 'one line of prose listing figures each followed by its build and a comma ("Over five runs: 252.40s stock, 245.63s patched."): a sentence, each build its figure, no row of a table named "stock,"' '
	xtext listline <<EOF
I built the tree five times on each kernel, nothing else running.

Over the five runs: 252.40s stock, 245.63s patched.
EOF
	xjson listline "[(s[\"label\"], vals(s), s[\"unit\"]) for s in S] == [(\"stock\", [\"252.40s\"], \"s\"), (\"patched\", [\"245.63s\"], \"s\")]"
'

expect 'a row named by a word of average ("avg (base):  max-jOPS = 98.5") whose figure is the mean of the runs above of that metric, to its digits: their mean, no series of its own; a figure that is no mean of them stays a series' '
	xtext avgrows <<EOF
base:
RUN RESULT: hbIR (max attempted) = 118322, hbIR (settled) = 110467, max-jOPS = 96211, critical-jOPS = 41876
RUN RESULT: hbIR (max attempted) = 118322, hbIR (settled) = 112904, max-jOPS = 97035, critical-jOPS = 40912

avg (base):    max-jOPS = 96623.0, critical-jOPS = 41394.0
avg (other):   max-jOPS = 99120.0, critical-jOPS = 42001.0
EOF
	xjson avgrows "[(s[\"label\"], s[\"metric\"].lower(), vals(s), ((s.get(\"summary\") or {}).get(\"mean\") or {}).get(\"text\")) for s in S] == [(\"base\", \"max-jops\", [\"96211\", \"97035\"], \"96623.0\"), (\"base\", \"critical-jops\", [\"41876\", \"40912\"], \"41394.0\"), (\"avg (other)\", \"max-jops\", [\"99120.0\"], None), (\"avg (other)\", \"critical-jops\", [\"42001.0\"], None)]"
'

expect 'figures before "on average" ("went from 52.10s to 50.30s on average, -3.5%") that are the means of two run lists above: each list'"'"'s mean, the change after them compared' '
	xtext onavg <<EOF
old kernel:
    52.08
    52.14
    52.08

new kernel:
    50.31
    50.27
    50.32

So make went from 52.10s to 50.30s on average, -3.5%.
EOF
	xjson onavg "[(s[\"label\"], ((s.get(\"summary\") or {}).get(\"mean\") or {}).get(\"text\")) for s in S] == [(\"old kernel\", \"52.10s\"), (\"new kernel\", \"50.30s\")] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-3.5%\"]"
'

expect 'a pair "went from X to Y" no words name, under exactly two builds'"'"' run lists: its sides are those two builds, the first the base' '
	xtext runsides <<EOF
vanilla 6.1:
    8.31
    8.36
    8.29

6.1 with the patch:
    7.92
    7.88
    7.95

The full kernel build went from 14m12s to 13m58s.
EOF
	xjson runsides "[(s[\"label\"], vals(s)) for s in S][2:] == [(\"vanilla 6.1\", [\"14m12s\"]), (\"6.1 with the patch\", [\"13m58s\"])]"
'

expect 'a pair "from X to Y on average over N runs": each side a mean the post states, N its count, no "on average" build' '
	xtext pairavg <<EOF
With the series applied, hackbench -g 8 went from 2.481s to 2.302s on average over 10 runs.
EOF
	xjson pairavg "[(vals(s), s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"n\"][\"text\"]) for s in S] == [([], \"2.481s\", \"10\"), ([], \"2.302s\", \"10\")] and \"average\" not in S[1][\"label\"]"
'

expect 'lines of keys each holding a pair with an arrow and its change ("p50:  41.2 us -> 38.9 us  (-5.6%)"), one out of line with the others: each line its own item, the key its metric (a workload'"'"'s name stays the workload), each change the pair'"'"'s' '
	xtext keyarrows <<EOF
Latency went down nicely:

  p50:  41.2 us -> 38.9 us  (-5.6%)
  p99:   211.4 us -> 162.0 us  (-23.4%)
  p99.9: 1803 us -> 1012 us  (-43.9%)
EOF
	xjson keyarrows "[(s[\"metric\"], vals(s)) for s in S] == [(\"p50\", [\"41.2\"]), (\"p50\", [\"38.9\"]), (\"p99\", [\"211.4\"]), (\"p99\", [\"162.0\"]), (\"p99.9\", [\"1803\"]), (\"p99.9\", [\"1012\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-5.6%\", \"-23.4%\", \"-43.9%\"]"
'

expect 'an svn commit mail ("New Revision: 251003" among its first lines) giving a from/to pair in its log: the sides are the revision and the tree before it' '
	xtext svnrev <<EOF
Author: someone
Date: Tue May 28 10:11:12 2013
New Revision: 251003
URL: http://svn.freebsd.org/changeset/base/251003

Log:
  ULE: skip the idle steal when the victim is about to switch.

  On a 4x Opteron 6272 box, make -j64 buildkernel went from 402s to 389s.

Modified:
  head/sys/kern/sched_ule.c
EOF
	xjson svnrev "[(s[\"label\"], vals(s)) for s in S] == [(\"before r251003\", [\"402s\"]), (\"r251003\", [\"389s\"])]"
'

expect 'a tool'"'"'s line pasted after each build'"'"'s name, two blanks apart ("stock   Transactions per second:  812.40" over "patched   Transactions per second:  861.95"): the name the series'"'"' label, the tool'"'"'s key its metric' '
	xtext pastedkeys <<EOF
Same box, 8 clients, three kernels:

stock 4.19                 Transactions per second:    812.40
4.19 + sched patch         Transactions per second:    861.95
4.19 + patch, no SMT       Transactions per second:    790.03

The patch helps.
EOF
	xjson pastedkeys "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"stock 4.19\", \"Transactions per second\", [\"812.40\"]), (\"4.19 + sched patch\", \"Transactions per second\", [\"861.95\"]), (\"4.19 + patch, no SMT\", \"Transactions per second\", [\"790.03\"])]"
'

expect 'figures without a unit, each "on" a build ("2711 on 6.1.4, 38052 on 6.2-rc3", "5120 on ULE vs 4871 on 4BSD"): a series each, named by its build; small whole numbers ("ran 3 on 6.1 and 2 on 6.2") and builds of no kind ("on CPU0") are none' '
	cat >bareon.txt <<-EOF
	Context switches of one worker over a 60s run: 2711 on 6.1.4, 38052 on 6.2-rc3.

	The same loop does 5120 on ULE vs 4871 on 4BSD.

	I ran 3 on 6.1 and 2 on 6.2, then stopped.

	The IRQ counts were 412 on CPU0 and 398 on CPU1.
	EOF
	xjson bareon "[(s[\"label\"], vals(s)) for s in S] == [(\"6.1.4\", [\"2711\"]), (\"6.2-rc3\", [\"38052\"]), (\"ULE\", [\"5120\"]), (\"4BSD\", [\"4871\"])]"
'

done_testing
