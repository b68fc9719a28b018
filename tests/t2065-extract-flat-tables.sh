#!/bin/sh
# t2065-extract-flat-tables.sh: tables whose line breaks an archive lost, read by the rhythm of their numbers (flat.c)
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"

# A whole post on one line, as some web archives give it: prose around the table.
flat() {
	printf 'Hi all, I finally had time to rerun the numbers on the big machine over the weekend, as promised in the earlier thread. %s Let me know if you want more runs or a different configuration. Thanks, Bob\n' "$1"
}

expect 'names, then one run of numbers they divide: one series a name, its runs pooled' '
	flat "x264 encoding, frames per second, five runs: v2.6.30 2.6.31-rc2(BFS) 42.1 44.8 41.9 44.5 42.3 45.0 42.0 44.7 42.2 44.9" >bfs.txt &&
	xjson bfs "len(S) == 2 and [s[\"label\"] for s in S] == [\"v2.6.30\", \"2.6.31-rc2(BFS)\"] and vals(S[1]) == [\"44.8\", \"44.5\", \"45.0\", \"44.7\", \"44.9\"] and S[1][\"scheduler\"] == \"BFS\" and all(s[\"found_by\"] == \"table\" for s in S)"
'

expect 'a run number before each row is no figure' '
	flat "Five runs of make -j16 bzImage, elapsed seconds: run v6.1 v6.1+patch 1 212.4 205.1 2 213.0 204.7 3 211.8 206.0 4 212.9 205.3" >runs.txt &&
	xjson runs "len(S) == 2 and [s[\"label\"] for s in S] == [\"v6.1\", \"v6.1+patch\"] and vals(S[0]) == [\"212.4\", \"213.0\", \"211.8\", \"212.9\"]"
'

expect 'builds as row keys, runs and a summary as columns: one series a build' '
	flat "pgbench -S -c 32 -T 60, tps: kernel run1 run2 run3 avg v6.7 41203 41388 41120 41237 v6.7+patch 43010 42877 43154 43014" >rowruns.txt &&
	xjson rowruns "len(S) == 2 and [s[\"label\"] for s in S] == [\"v6.7\", \"v6.7+patch\"] and vals(S[1]) == [\"43010\", \"42877\", \"43154\"] and S[1][\"summary\"][\"mean\"][\"text\"] == \"43014\" and S[0][\"workload\"] == \"pgbench\""
'

expect 'builds as row keys under metrics (real user sys): a series a cell, named by its row' '
	flat "buildworld -j8: real user sys 4BSD 1843.21 2901.10 701.33 ULE 1795.88 2877.45 688.02" >rowmet.txt &&
	xjson rowmet "len(S) == 6 and [s[\"label\"] for s in S] == [\"4BSD\"] * 3 + [\"ULE\"] * 3 and [s[\"metric\"] for s in S[:3]] == [\"real\", \"user\", \"sys\"] and vals(S[4]) == [\"2877.45\"]"
'

expect 'a row key ending in a setting with its unit glued on ("defer 20us"): the setting is the key'"'"'s, not a figure of the row' '
	flat "mutilate, median of 5 runs: config qps p99(us) CPU% base 400012 112 31.2 defer 20us 399987 139 24.6 busy poll 400031 74 100.0" >keyset.txt &&
	xjson keyset "[(s[\"label\"], vals(s)) for s in S] == [(\"base\", [\"400012\"]), (\"base\", [\"112\"]), (\"base\", [\"31.2\"]), (\"defer 20us\", [\"399987\"]), (\"defer 20us\", [\"139\"]), (\"defer 20us\", [\"24.6\"]), (\"busy poll\", [\"400031\"]), (\"busy poll\", [\"74\"]), (\"busy poll\", [\"100.0\"])]"
'

expect 'builds over repeating summary names (mean stddev mean stddev): one series a build and row' '
	flat "kernbench elapsed time (seconds), 5 runs each: vanilla patched mean stddev mean stddev -j8 102.31 0.42 100.87 0.38 -j16 61.20 0.55 60.01 0.61" >spans.txt &&
	xjson spans "len(S) == 4 and [s[\"label\"] for s in S] == [\"vanilla\", \"patched\"] * 2 and [s[\"summary\"][\"stddev\"][\"text\"] for s in S] == [\"0.42\", \"0.38\", \"0.55\", \"0.61\"] and [p(s, \"jobs\") for s in S] == [\"8\", \"8\", \"16\", \"16\"]"
'

expect 'a flattened hex dump, sentences with a few numbers and a diffstat are no table' '
	flat "The oops: Code: 4c 8b 41 08 0f 1e 48 89 00 00 07 74 c3 5d ff 48 89 e5 41 57 and then it died. I ran it 3 times on 8 cores with 16 GB and it failed 2 times. 3 files changed, 123 insertions(+), 53 deletions(-)" >neg.txt &&
	xjson neg "S == []"
'

expect 'a flattened post that names its hardware beside its results: the results are read, the hardware kept' '
	printf "I ran buildworld three times with each scheduler. 4BSD: 1843s, 1851s, 1838s ULE: 1795s, 1802s, 1799s So ULE is about 2.5%% faster here. This is on a dual Xeon E5420 with 8GB of RAM running 7.0-CURRENT.\n" >hw.txt &&
	xjson hw "[s[\"label\"] for s in S] == [\"4BSD\", \"ULE\"] and vals(S[0]) == [\"1843s\", \"1851s\", \"1838s\"] and all(s[\"workload\"] == \"buildworld\" and s[\"unit\"] == \"s\" and s[\"metric\"] == \"real\" for s in S) and len(d[\"systems\"]) >= 1 and S[0][\"system\"] is not None"
'

expect 'a figure posted in ms keeps ms under a workload measured in seconds' '
	printf "hackbench, ms per run: vanilla: 12.1ms, 12.3ms, 12.0ms patched: 11.2ms, 11.4ms, 11.1ms and that is all I have for now, more numbers after the weekend when the machine is free again.\n" >ms.txt &&
	xjson ms "len(S) == 2 and all(s[\"unit\"] == \"ms\" for s in S)"
'

expect 'flattened rows keyed "run 1", "run 2" and an avg row: a series a column, its runs, the avg its mean' '
	xtext flatrun <<EOF
Hi all, I finally had time to rerun the numbers on the big machine over the weekend, here they are. hackbench -g 20 -l 1000, seconds: vanilla patched run 1 12.34 11.98 run 2 12.40 12.01 run 3 12.29 11.87 avg 12.34 11.95 Let me know if you want more runs or other benchmarks. Thanks, Bob
EOF
	xjson flatrun "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"vanilla\", [\"12.34\", \"12.40\", \"12.29\"], \"12.34\"), (\"patched\", [\"11.98\", \"12.01\", \"11.87\"], \"11.95\")]"
'

expect 'flattened rows ending in a change under a name of its own ("%diff"): a series a cell, each change a comparison of the row'"'"'s two builds' '
	xtext flatchg <<EOF
Hi all, the mmtests hackbench numbers from the 2-socket box (seconds, lower is better): base patched %diff hackbench-process-pipes 1.234 1.198 +2.9% hackbench-process-sockets 2.510 2.431 +3.1% hackbench-thread-pipes 1.102 1.117 -1.4% Let me know if you want more runs or other benchmarks. Thanks, Bob
EOF
	xjson flatchg "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][:2] == [(\"base\", \"hackbench-process-pipes\", [\"1.234\"]), (\"base\", \"hackbench-process-sockets\", [\"2.510\"])] and len(S) == 6 and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+2.9%\", \"+3.1%\", \"-1.4%\"] and all(S[[s[\"id\"] for s in S].index(c[\"a\"])][\"label\"] == \"base\" for c in d[\"comparisons\"])"
'

expect 'a flattened table whose first row is keyed by a bare version the next key opens with ("6.6", "6.6+eevdf"): the version names the row' '
	xtext flatver <<EOF
Hi all, pgbench -c 16 -j 16 -T 60 -S on the big box, tps: kernel run1 run2 run3 6.6 41233.1 41102.9 41388.0 6.6+eevdf 43011.7 42890.2 43120.4 Let me know if you want more runs or other benchmarks. Thanks, Bob
EOF
	xjson flatver "[(s[\"label\"], vals(s)) for s in S] == [(\"6.6\", [\"41233.1\", \"41102.9\", \"41388.0\"]), (\"6.6+eevdf\", [\"43011.7\", \"42890.2\", \"43120.4\"])]"
'

expect 'a flattened table of times with their units under metric names, its later rows keyed by bare versions too: a series a row and metric, no prose series beside it' '
	xtext flatunits <<EOF
On my laptop the results are pretty clear: kernel real user sys 5.15 41.23s 152.10s 12.31s 5.15+patch 39.87s 150.98s 11.02s 6.1 40.02s 151.33s 11.89s Build of the kernel with defconfig, make -j8, caches warm.
EOF
	xjson flatunits "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"5.15\", \"real\", [\"41.23s\"]), (\"5.15\", \"user\", [\"152.10s\"]), (\"5.15\", \"sys\", [\"12.31s\"]), (\"5.15+patch\", \"real\", [\"39.87s\"]), (\"5.15+patch\", \"user\", [\"150.98s\"]), (\"5.15+patch\", \"sys\", [\"11.02s\"]), (\"6.1\", \"real\", [\"40.02s\"]), (\"6.1\", \"user\", [\"151.33s\"]), (\"6.1\", \"sys\", [\"11.89s\"])]"
'

expect 'a flattened table keyed by counts ("1 instance", "8 instances") with a change column: a series a build and key, the changes compared' '
	xtext flatcount <<EOF
TCP_RR (trans/s)      vanilla     patched     diff 1 instance            28012.4     28311.9    +1.07% 8 instances          190233.1    201876.5    +6.12% 16 instances         301998.7    318233.0    +5.38%
EOF
	xjson flatcount "sorted((s[\"label\"], p(s, \"variant\"), vals(s)[0]) for s in S) == [(\"patched\", \"1 instance\", \"28311.9\"), (\"patched\", \"16 instances\", \"318233.0\"), (\"patched\", \"8 instances\", \"201876.5\"), (\"vanilla\", \"1 instance\", \"28012.4\"), (\"vanilla\", \"16 instances\", \"301998.7\"), (\"vanilla\", \"8 instances\", \"190233.1\")] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+1.07%\", \"+6.12%\", \"+5.38%\"]"
'

expect 'flattened "Before the patch: V, V, V  After the patch: V, V, V": the names keep their before and after' '
	xtext flatba <<EOF
I measured the kernel build on my 16 core box:    Before the patch: 4m31.2s, 4m30.8s, 4m32.0s   After the patch:  4m28.9s, 4m29.4s, 4m28.1s
EOF
	xjson flatba "[(s[\"label\"], vals(s)) for s in S] == [(\"Before the patch\", [\"4m31.2s\", \"4m30.8s\", \"4m32.0s\"]), (\"After the patch\", [\"4m28.9s\", \"4m29.4s\", \"4m28.1s\"])]"
'

expect 'a change in parentheses after a value ("45311 (+0.42%)") names no series' '
	xtext parenchg <<EOF
netperf: 45311 (+0.42%) and 90876 (+2.09%) with the series.
EOF
	xjson parenchg "not any(\"%\" in (s[\"label\"] or \"\") for s in S)"
'

expect 'flattened: columns named by where the runs ran (CPU0 CPU1 ...) over rows keyed by builds; rows keyed by a count and its noun ("1 thread 512 534 4 threads ...")' '
	xtext flatcpu <<EOF
On Tue, 16 Oct 2007, Some One wrote: > I have been testing the scheduler on my machine and would like to share the numbers with the list, hoping that somebody finds them useful for the discussion. cyclictest -p 99 -t 4, max latency (us): CPU0 CPU1 CPU2 CPU3 vanilla 45 52 48 50 patched 31 29 33 30 and sysbench oltp read-only, transactions per second: 4BSD ULE ULE+affinity 1 thread 512 534 540 4 threads 1720 1901 1966 8 threads 2011 3050 3301 Comments welcome. I will rerun the whole set with the next snapshot and post the results again.
EOF
	xjson flatcpu "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][:2] == [(\"vanilla\", \"CPU0\", [\"45\"]), (\"vanilla\", \"CPU1\", [\"52\"])] and [(s[\"label\"], vals(s)) for s in S if p(s, \"variant\") == \"4 threads\"] == [(\"4BSD\", [\"1720\"]), (\"ULE\", [\"1901\"]), (\"ULE+affinity\", [\"1966\"])] and len(S) == 17"
'

expect 'flattened: a rule under the header ("v6.6 v6.6+eevdf delta ------ sysbench cpu 10234 10301 +0.65% ...") is read past' '
	xtext flatrule <<EOF
On Tue, 16 Oct 2007, Some One wrote: > I have been testing the scheduler on my machine and would like to share the numbers with the list, hoping that somebody finds them useful. Benchmark results (higher is better): test v6.6 v6.6+eevdf delta ----------------------------------------- sysbench cpu 10234 10301 +0.65% sysbench mem 8812 8790 -0.25% pgbench ro 41220 43011 +4.34% Comments welcome. I will rerun the whole set with the next snapshot and post the results again.
EOF
	xjson flatrule "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][:2] == [(\"v6.6\", \"sysbench cpu\", [\"10234\"]), (\"v6.6\", \"sysbench mem\", [\"8812\"])] and len(S) == 6 and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+0.65%\", \"-0.25%\", \"+4.34%\"]"
'

expect 'flattened markdown: a bar, blanks, a bar ("| |") ends a row and opens the next; the rows go back on lines of their own and read as any markdown table' '
	xtext flatmd <<EOF
On Tue, 16 Oct 2007, Some One wrote: I have been testing the scheduler on my machine and would like to share the numbers with the list, hoping that somebody finds them useful for the discussion we had last week about the interactivity. Results for pgbench, tps: | run | eevdf | 6.6 | |------|----------|----------| | run1 | 4860.5 | 4734.0 | | run2 | 3523.708 | 2689.1 | | run3 | 4019.512 | 4536.32 | Comments welcome. I will rerun the whole set with the next snapshot and post the results again.
EOF
	xjson flatmd "[(s[\"label\"], vals(s)) for s in S] == [(\"eevdf\", [\"4860.5\", \"3523.708\", \"4019.512\"]), (\"6.6\", [\"4734.0\", \"2689.1\", \"4536.32\"])]"
'

expect 'flattened: rising counts after a word over the keys name the columns ("kernel 1 2 3 tip 3613.2 ..."); a first row keyed by a bare version before a row keyed by another name ("6.6 ... BORE ...")' '
	xtext flatcounts <<EOF
On Tue, 16 Oct 2007, Some One wrote: I have been testing the scheduler on my machine and would like to share the numbers with the list, hoping that somebody finds them useful for the discussion we had last week. tbench (MB/s, higher is better): kernel 1 2 3 tip 3613.2 1259.584 1629.5 6.6+patch 4322.78 447.80 4160.2 Looks good to me, and I will rerun the whole set with the next snapshot and post the results again.
EOF
	xjson flatcounts "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][:2] == [(\"tip\", \"1\", [\"3613.2\"]), (\"tip\", \"2\", [\"1259.584\"])] and len(S) == 6" &&
	xtext flatvfirst <<EOF
On Tue, 16 Oct 2007, Some One wrote: I have been testing the scheduler on my machine and would like to share the numbers with the list, hoping that somebody finds them useful for the discussion we had last week. Here are the tbench numbers: kernel run1 run2 run3 6.6 3753.89 2466.81 505.6 BORE 386.46 867.037 4924.5 Thoughts? I will rerun the whole set with the next snapshot and post the results again.
EOF
	xjson flatvfirst "sorted(set(s[\"label\"] for s in S)) == [\"6.6\", \"BORE\"] and sorted(v for s in S for v in vals(s)) == sorted([\"3753.89\", \"2466.81\", \"505.6\", \"386.46\", \"867.037\", \"4924.5\"])"
'

expect 'flattened: benchmarks over rows keyed by builds ("kernel hackbench netperf tbench BORE 1161.49 ...") give a series a cell, the column its workload; "kernel result NAME V NAME V NAME V" is a list of builds' '
	xtext flatwl <<EOF
On Tue, 16 Oct 2007, Some One wrote: I have been testing the scheduler on my machine and would like to share the numbers with the list, hoping that somebody finds them useful for the discussion we had last week. Results: kernel hackbench netperf tbench BORE 1161.49 1046.53 4627.59 linux-next 4942.506 1920.1 272.20 Looks good to me, and I will rerun the whole set with the next snapshot and post the results again.
EOF
	xjson flatwl "[(s[\"label\"], s[\"workload\"], vals(s)) for s in S] == [(\"BORE\", \"hackbench\", [\"1161.49\"]), (\"BORE\", \"netperf\", [\"1046.53\"]), (\"BORE\", \"tbench\", [\"4627.59\"]), (\"linux-next\", \"hackbench\", [\"4942.506\"]), (\"linux-next\", \"netperf\", [\"1920.1\"]), (\"linux-next\", \"tbench\", [\"272.20\"])]" &&
	xtext flatlist <<EOF
On Tue, 16 Oct 2007, Some One wrote: I have been testing the scheduler on my machine and would like to share the numbers with the list, hoping that somebody finds them useful. Here are the hackbench numbers (seconds, lower is better). kernel result vanilla 2600.993 eevdf 2631.1 sched_ext 1586.2 Thoughts? I will rerun the whole set with the next snapshot and post the results again, thanks.
EOF
	xjson flatlist "[(s[\"label\"], vals(s)) for s in S] == [(\"vanilla\", [\"2600.993\"]), (\"eevdf\", [\"2631.1\"]), (\"sched_ext\", [\"1586.2\"])]"
'

expect 'flattened: names that are counts and their nouns ("4 groups 32 groups 64 groups"); a bare version among name words ("run 6.6 baseline run1 ..."); counts, then the first row'"'"'s version and values in one run of numbers ("kernel 1 2 3 6.6 2697.9 ... BORE ...")' '
	xtext flatcnt <<EOF
On Tue, 16 Oct 2007, Some One wrote: I have been testing the scheduler on my machine and would like to share the numbers with the list, hoping that somebody finds them useful for the discussion. Results for kernel build, seconds: kernel 4 groups 32 groups 64 groups 6.6+patch 1598.6 3076.3 219.568 tip/sched/core 2476.02 1200.4 1352.99 Thoughts? more text to end the line here.
EOF
	xjson flatcnt "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][:2] == [(\"6.6+patch\", \"4 groups\", [\"1598.6\"]), (\"6.6+patch\", \"32 groups\", [\"3076.3\"])] and len(S) == 6" &&
	xtext flatvname <<EOF
On Tue, 16 Oct 2007, Some One wrote: I have been testing the scheduler on my machine and would like to share the numbers with the list, hoping that somebody finds them useful for the discussion. Results for schbench, p99 latency in usec: run 6.6 baseline run1 805.125 3155.9 run2 2420.56 1053.95 run3 2472.53 4192.9 avg 4011.5 4046.11 The patch helps here, more text to end the line.
EOF
	xjson flatvname "[(s[\"label\"], vals(s)) for s in S] == [(\"6.6\", [\"805.125\", \"2420.56\", \"2472.53\"]), (\"baseline\", [\"3155.9\", \"1053.95\", \"4192.9\"])]" &&
	xtext flatcv <<EOF
On Tue, 16 Oct 2007, Some One wrote: I have been testing the scheduler on my machine and would like to share the numbers with the list, hoping that somebody finds them useful for the discussion. Here are the hackbench numbers (seconds, lower is better). kernel 1 2 3 6.6 2697.910 443.88 4175.519 BORE 3642.57 236.402 3169.92 and then some text follows here to end the line, thanks.
EOF
	xjson flatcv "sorted(set(s[\"label\"] for s in S)) == [\"6.6\", \"BORE\"] and len(S) == 6 and sorted(v for s in S for v in vals(s))[0] == \"236.402\""
'

expect 'a deviation after each value (+- 3.00, glued +-0.50 or ±) is no cell of the rhythm; a first name counting something keys the rows' '
	flat "schbench p99 wakeup latency, usec, mean of 10 runs: groups baseline patched 4 182.3 +- 3.00 171.9 +-0.50 8 240.7 ± 4.1 229.4 +- 2.2 16 510.2 +- 9.7 488.0 +- 8.8" >devs.txt &&
	xjson devs "(sorted((s[\"label\"], p(s, \"groups\"), vals(s)) for s in S) == [(\"baseline\", \"16\", [\"510.2\"]), (\"baseline\", \"4\", [\"182.3\"]), (\"baseline\", \"8\", [\"240.7\"]),
		(\"patched\", \"16\", [\"488.0\"]), (\"patched\", \"4\", [\"171.9\"]), (\"patched\", \"8\", [\"229.4\"])])"
'

expect 'names after a sentence'"'"'s end, not a colon, head a run of numbers as well' '
	flat "Here are the netperf TCP_RR numbers (trans/s). run tip patched 1 2947.9 4351.1 2 4470.3 4380.9 3 2921.8 4394.8" >sentence.txt &&
	xjson sentence "[(s[\"label\"], vals(s)) for s in S] == [(\"tip\", [\"2947.9\", \"4470.3\", \"2921.8\"]), (\"patched\", [\"4351.1\", \"4380.9\", \"4394.8\"])]"
'

expect 'rows keyed by names of different widths ("without patch", "vanilla", "6.6 + patch") keep one flattened table; a figure like 261.32 is no version among the names' '
	flat "Here are the netperf numbers (Mbit/s). kernel run1 run2 run3 without patch 3614.39 4530.64 1373.94 vanilla 4774.47 1812.60 4349.9 6.6 + patch 4102.488 4630.990 2435.32 Thoughts?" >widths.txt &&
	xjson widths "[(s[\"label\"], vals(s)) for s in S] == [(\"without patch\", [\"3614.39\", \"4530.64\", \"1373.94\"]), (\"vanilla\", [\"4774.47\", \"1812.60\", \"4349.9\"]), (\"6.6 + patch\", [\"4102.488\", \"4630.990\", \"2435.32\"])]" &&
	flat "Here are the sysbench oltp numbers (transactions/sec). vanilla 7.0-CURRENT NO_TTWU_QUEUE 261.32 2523.91 4177.7 mean 2841.594 1492.7 4724.737 stddev 4121.0 2512.116 4762.41 Looks good to me." >nover.txt &&
	xjson nover "not [s for s in S if s[\"label\"] in (\"261.32\", \"2523.91\")]"
'

expect 'a flattened header of names of more than a token ("6.6 + patch", "FreeBSD 7.0", "with patch") after a sentence'"'"'s end, over rows keyed by benchmarks' '
	flat "Here are the kernel build numbers (seconds). test 2.6.31-rc2(BFS) 6.6 + patch eevdf hackbench 4503.40 2224.8 899.302 tbench 3779.9 4050.80 3357.1 schbench 4735.0 865.92 2923.5 Thoughts?" >groups.txt &&
	xjson groups "sorted(set(s[\"label\"] for s in S)) == [\"2.6.31-rc2(BFS)\", \"6.6 + patch\", \"eevdf\"] and [vals(s) for s in S if s[\"label\"] == \"6.6 + patch\"] == [[\"2224.8\"], [\"4050.80\"], [\"865.92\"]]" &&
	flat "pgbench (tps): FreeBSD 7.0 with patch vanilla read-only 4102.5 4630.9 2435.3 read-write 1503.2 1611.0 1450.8 Looks good." >groups2.txt &&
	xjson groups2 "sorted((s[\"label\"], vals(s)) for s in S) == [(\"FreeBSD 7.0\", [\"1503.2\"]), (\"FreeBSD 7.0\", [\"4102.5\"]), (\"vanilla\", [\"1450.8\"]), (\"vanilla\", [\"2435.3\"]), (\"with patch\", [\"1611.0\"]), (\"with patch\", [\"4630.9\"])]"
'

expect 'flattened: names, a row of figures, then rows keyed by a summary word ("mean", "stddev"): the runs and their summary; a first row keyed by an OS and its release ("FreeBSD 7.0 4930.95 ...")' '
	flat "hackbench (seconds, lower is better): base eevdf 640.9s 1490.4s mean 971.6 493.298 stddev 2951.43 4856.9 Looks good to me." >sumtail.txt &&
	xjson sumtail "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"base\", [\"640.9s\"], \"971.6\", \"2951.43\"), (\"eevdf\", [\"1490.4s\"], \"493.298\", \"4856.9\")]" &&
	flat "Results for kernel build, seconds: kernel netperf tbench pgbench FreeBSD 7.0 4930.95 2962.5 3494.449 6.6 + patch 1599.9 1117.5 4652.68 patched 1496.10 1248.51 2659.79 The patch helps here." >oskey.txt &&
	xjson oskey "[(s[\"label\"], vals(s)) for s in S if s[\"workload\"] == \"tbench\"] == [(\"FreeBSD 7.0\", [\"2962.5\"]), (\"6.6 + patch\", [\"1117.5\"]), (\"patched\", [\"1248.51\"])]"
'

expect 'flattened: a word over a key column of runs or counts, names of more than a token, rows of a key and its figures, an avg row after; rows after the first keyed by bare versions; a bare version last among the names' '
	flat "Here are the tbench numbers (MB/s, higher is better). run v2 series ULE 4BSD 1 1977.7 3044.84 2424.9 2 3964.18 4031.4 4305.926 3 47.19 2247.94 1073.18 avg 3879.2 3824.887 2163.25 Looks good to me." >grun.txt &&
	xjson grun "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"v2 series\", [\"1977.7\", \"3964.18\", \"47.19\"], \"3879.2\"), (\"ULE\", [\"3044.84\", \"4031.4\", \"2247.94\"], \"3824.887\"), (\"4BSD\", [\"2424.9\", \"4305.926\", \"1073.18\"], \"2163.25\")]" &&
	flat "hackbench: threads with patch tip/sched/core v2 series 1 564.58s 4123.21s 799.9s 4 2074.83s 699.71s 1534.60s 32 1137.680s 4795.335s 4517.91s Thoughts?" >gcount.txt &&
	xjson gcount "sorted((s[\"label\"], p(s, \"threads\"), vals(s)) for s in S)[:3] == [(\"tip/sched/core\", \"1\", [\"4123.21s\"]), (\"tip/sched/core\", \"32\", [\"4795.335s\"]), (\"tip/sched/core\", \"4\", [\"699.71s\"])] and len(S) == 9" &&
	flat "Here are the netperf numbers (Mbit/s). kernel 1 2 3 ULE 1597.9 896.498 3426.617 6.6 3540.87 2886.1 2948.2 The patch helps here." >verrows.txt &&
	xjson verrows "sorted((s[\"label\"], v) for s in S for v in vals(s)) == [(\"6.6\", \"2886.1\"), (\"6.6\", \"2948.2\"), (\"6.6\", \"3540.87\"), (\"ULE\", \"1597.9\"), (\"ULE\", \"3426.617\"), (\"ULE\", \"896.498\")]" &&
	flat "Here are the hackbench numbers (seconds, lower is better). 7.0-CURRENT 6.6 2278.216 1242.050 mean 4226.2 4516.788 stddev 424.594 1474.5 Looks good to me." >verlast.txt &&
	xjson verlast "[(s[\"label\"], vals(s)) for s in S] == [(\"7.0-CURRENT\", [\"2278.216\"]), (\"6.6\", [\"1242.050\"])]"
'

expect 'tables as lists print them, flattened: an ASCII box, bare bars, a rule under the header, a change or a bracketed ratio after each value, thousands, builds named by a commit and a note in parentheses, releases alone over the columns' '
	flat "I ran dbench several times: +--------+----------+--------+ | groups | eevdf | BORE | +--------+----------+--------+ | 4 | 3412.67 | 1649.2 | | 32 | 3784.908 | 662.15 | +--------+----------+--------+ Thanks." >fbox.txt &&
	xjson fbox "sorted((s[\"label\"], v) for s in S for v in vals(s)) == [(\"BORE\", \"1649.2\"), (\"BORE\", \"662.15\"), (\"eevdf\", \"3412.67\"), (\"eevdf\", \"3784.908\")]" &&
	flat "tbench results: groups | eevdf | BORE -------+----------+------- 4 | 3412.67 | 1649.2 32 | 3784.908 | 662.15 Thanks." >fbars.txt &&
	xjson fbars "sorted((s[\"label\"], v) for s in S for v in vals(s)) == [(\"BORE\", \"1649.2\"), (\"BORE\", \"662.15\"), (\"eevdf\", \"3412.67\"), (\"eevdf\", \"3784.908\")]" &&
	flat "stress-ng on a 2-socket box: threads ULE patched =========================== 1 306.81 2764.32 (+12.1%) 4 147.261 4351.1 (-3.0%) 64 2307.9 [0.97] 4613.5 [1.02] Thanks." >frule.txt &&
	xjson frule "sorted((s[\"label\"], v) for s in S for v in vals(s)) == [(\"ULE\", \"147.261\"), (\"ULE\", \"2307.9\"), (\"ULE\", \"306.81\"), (\"patched\", \"2764.32\"), (\"patched\", \"4351.1\"), (\"patched\", \"4613.5\")]" &&
	flat "I ran it five times: threads sched_ext v6.8-rc1 2 5,097,480 6,097,945 4 6,613,745 7,161,968 Comments welcome." >fthou.txt &&
	xjson fthou "sorted((s[\"label\"], v) for s in S for v in vals(s)) == [(\"sched_ext\", \"5,097,480\"), (\"sched_ext\", \"6,613,745\"), (\"v6.8-rc1\", \"6,097,945\"), (\"v6.8-rc1\", \"7,161,968\")]" &&
	flat "tbench (higher is better): clients dc14581 (with patch) 0cfe5b3 (baseline) 2 1414.93 711.8 8 2139.9 4402.687 Comments welcome." >fhash.txt &&
	xjson fhash "sorted((s[\"label\"], v) for s in S for v in vals(s)) == [(\"0cfe5b3 (baseline)\", \"4402.687\"), (\"0cfe5b3 (baseline)\", \"711.8\"), (\"dc14581 (with patch)\", \"1414.93\"), (\"dc14581 (with patch)\", \"2139.9\")]" &&
	flat "fio randrw, 3 runs: 5.10 5.15 p99 latency 183656 390670 IOPS 16011 650.240 Thanks." >fvers.txt &&
	xjson fvers "sorted((s[\"label\"], v) for s in S for v in vals(s)) == [(\"5.10\", \"16011\"), (\"5.10\", \"183656\"), (\"5.15\", \"390670\"), (\"5.15\", \"650.240\")]"
'

expect 'flattened: a bare version among the names over run-numbered rows ("EEVDF 5.15 1 1384.654 ..."); summary rows after the runs ("avg ...", "min ...") are their summary' '
	flat "hackbench (seconds): EEVDF 5.15 1 1384.654 3816.504 2 3906.3 4989.222 3 2197.5 4933.3 avg 2496.151 4579.675 min 1384.654 3816.504 Thanks." >fvrun.txt &&
	xjson fvrun "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"min\"][\"text\"]) for s in S] == [(\"EEVDF\", [\"1384.654\", \"3906.3\", \"2197.5\"], \"2496.151\", \"1384.654\"), (\"5.15\", [\"3816.504\", \"4989.222\", \"4933.3\"], \"4579.675\", \"3816.504\")]"
'

expect 'flattened: a group'"'"'s title between rows ("tbench (higher is better)") names the rows after it: their workload and group' '
	flat "Results, average of 5 runs: 6.6 tip 8 threads 4799.254 2668.320 16 threads 953.42 4223.677 tbench (higher is better) 1 group 4016.331 1384.03 32 groups 1970.6 351.47 Thanks." >ftitle.txt &&
	xjson ftitle "[(s[\"label\"], s[\"workload\"], p(s, \"group\"), vals(s)) for s in S if s[\"label\"] == \"tip\"] == [(\"tip\", None, None, [\"2668.320\"]), (\"tip\", None, None, [\"4223.677\"]), (\"tip\", \"tbench\", \"tbench (higher is better)\", [\"1384.03\"]), (\"tip\", \"tbench\", \"tbench (higher is better)\", [\"351.47\"])]" &&
	flat "Results, average of 5 runs: v6.8-rc1 tip schbench 8 threads 4799.254 2668.320 16 threads 953.42 4223.677 tbench (higher is better) 1 group 4016.331 1384.03 32 groups 1970.6 351.47 Thanks." >ftitle2.txt &&
	xjson ftitle2 "sorted((s[\"label\"], s[\"workload\"], vals(s)[0]) for s in S)[:4] == [(\"tip\", \"schbench\", \"2668.320\"), (\"tip\", \"schbench\", \"4223.677\"), (\"tip\", \"tbench\", \"1384.03\"), (\"tip\", \"tbench\", \"351.47\")] and len(S) == 8"
'

expect 'flattened: a word over a key column of counts, builds, a change'"'"'s name and rules, then rows of a count, the figures and the change ("BS(KB) RHEL4U2 2.6.14 %-diff ------ 1 3.6 3.6 -0.2% ...")' '
	flat "Write averages: BS(KB) base patched %-diff ------ -------- -------- ------ 1 3.6 3.5 -2.8% 2 8.2 8.1 -1.3% 4 19.7 19.0 -3.6% For writes, a smaller decrease." >fcchg.txt &&
	xjson fcchg "[(s[\"label\"], p(s, \"BS(KB)\"), vals(s)) for s in S] == [(\"base\", \"1\", [\"3.6\"]), (\"base\", \"2\", [\"8.2\"]), (\"base\", \"4\", [\"19.7\"]), (\"patched\", \"1\", [\"3.5\"]), (\"patched\", \"2\", [\"8.1\"]), (\"patched\", \"4\", [\"19.0\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-2.8%\", \"-1.3%\", \"-3.6%\"]"
'

expect 'flattened: rows that end with a bar and begin without one (perf sched latency) go back on lines by their rhythm; a title before a row'"'"'s key names the rows after it' '
	flat "Latency with and without the patch: Task | Runtime ms | Switches | Max delay ms | base kernel 1 hackbench:(4) | 4512.118 ms | 20334 | max: 12.001 ms | 2 hackbench:(4) | 4498.730 ms | 20112 | max: 11.872 ms | 1 schbench:(16) | 998.004 ms | 88123 | max: 3.314 ms | 2 schbench:(16) | 1001.227 ms | 87990 | max: 3.401 ms | patched kernel 1 hackbench:(4) | 4470.521 ms | 21004 | max: 9.770 ms | 2 hackbench:(4) | 4466.902 ms | 20980 | max: 9.812 ms | 1 schbench:(16) | 995.610 ms | 90411 | max: 2.118 ms | 2 schbench:(16) | 994.388 ms | 90377 | max: 2.209 ms | The max delay drops for both." >fperf.txt &&
	xjson fperf "len(S) == 12 and sorted(set(s[\"label\"] for s in S)) == [\"base kernel\", \"patched kernel\"] and [(s[\"metric\"], vals(s)) for s in S[:3]] == [(\"Runtime ms\", [\"4512.118\", \"4498.730\"]), (\"Switches\", [\"20334\", \"20112\"]), (\"Max delay ms\", [\"12.001\", \"11.872\"])] and vals(S[-1]) == [\"2.118\", \"2.209\"]" &&
	flat "pgbench -S, tps and latency: kernel | tps | latency ms | v6.6 | 41233 | 1.21 | v6.6+eevdf | 43011 | 1.16 | v6.7 | 42770 | 1.17 | Thanks." >fbarend.txt &&
	xjson fbarend "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"v6.6\", \"tps\", [\"41233\"]), (\"v6.6\", \"latency ms\", [\"1.21\"]), (\"v6.6+eevdf\", \"tps\", [\"43011\"]), (\"v6.6+eevdf\", \"latency ms\", [\"1.16\"]), (\"v6.7\", \"tps\", [\"42770\"]), (\"v6.7\", \"latency ms\", [\"1.17\"])]"
'

expect 'a flattened commit: its trailers, diffstat and diff back on lines of their own; a URL or an operator in its sentences leaves them prose' '
	xtext fcommit <<EOF
The following commit has been merged into the sched/core branch of tip: Commit-ID: 0123456789abcdef0123456789abcdef01234567 Gitweb: https://git.kernel.org/tip/0123456789abcdef0123456789abcdef01234567 Author: Some One <some@example.org> sched/fair: Cap the wakeup cost When rq->avg_idle is small the balance is skipped (see https://example.org/bench), so hackbench -g 8 goes from 12.4 s to 11.1 s on my 64-core box. Signed-off-by: Some One <some@example.org> Reviewed-by: Other Person <other@example.org> --- kernel/sched/fair.c | 4 ++-- 1 file changed, 2 insertions(+), 2 deletions(-) diff --git a/kernel/sched/fair.c b/kernel/sched/fair.c index 1111111..2222222 100644 --- a/kernel/sched/fair.c +++ b/kernel/sched/fair.c @@ -10,7 +10,7 @@ - if (rq->avg_idle < 500000) + if (rq->avg_idle < 250000) return;
EOF
	xjson fcommit "sorted(v for s in S for v in vals(s)) == [\"11.1\", \"12.4\"] and all(s[\"found_by\"] == \"prose\" for s in S)"
'

expect 'flattened ministat: legend, plot, summary rows and the Difference block back on lines, read as printed ministat; "No difference proven" too' '
	flat "buildkernel -j8, seconds: x base.txt + patched.txt +--------------------------------------------------------------------------+ |+ + ++ + x x x x x| | |______AM_____| |________M___A____________| | +--------------------------------------------------------------------------+ N Min Max Median Avg Stddev x 5 309.7 318.9 312.4 313.44 3.6719205 + 5 298.1 303.5 300.9 300.7 1.9811613 Difference at 95.0% confidence -12.74 +/- 4.30278 -4.06457% +/- 1.37276% (Student'"'"'s t, pooled s = 2.95025)" >fms.txt &&
	xjson fms "[(s[\"label\"], s[\"found_by\"], s[\"summary\"][\"n\"][\"text\"], s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"base\", \"tool:ministat\", \"5\", \"3.6719205\"), (\"patched\", \"tool:ministat\", \"5\", \"1.9811613\")] and [(c[\"delta\"][\"text\"], c[\"delta_pct\"][\"text\"], c[\"pooled_s\"][\"text\"], c[\"proven\"]) for c in d[\"comparisons\"]] == [(\"-12.74\", \"-4.06457\", \"2.95025\", True)]" &&
	flat "Two runs of three: x q1 + q2 +--------------------------------------------------------------------------+ | x * + + x| ||______________________|__________A_____A_______________|____________| | +--------------------------------------------------------------------------+ N Min Max Median Avg Stddev x 3 11 15 12 12.666667 2.081666 + 3 12 14 13 13 1 No difference proven at 95.0% confidence" >fmsno.txt &&
	xjson fmsno "[s[\"label\"] for s in S] == [\"q1\", \"q2\"] and [(c[\"confidence\"][\"text\"], c[\"proven\"]) for c in d[\"comparisons\"]] == [(\"95.0\", False)]"
'

expect 'flattened summary tables without a legend, each under a title of a few words after a sentence, the second with a change column: a series a title, its summary, the change a comparison' '
	flat "Wakeup latency in usecs over the run (lower is better) Baseline kernel N Min Max Median Avg Stddev x 212 40 988 311 344.5102 120.31877 Patched kernel N Min Max Median Avg Stddev Improvement x 208 35 702 260 281.00431 98.17355 18.43%" >fsum.txt &&
	xjson fsum "[(s[\"label\"], s[\"summary\"][\"n\"][\"text\"], s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"Baseline kernel\", \"212\", \"344.5102\"), (\"Patched kernel\", \"208\", \"281.00431\")] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"18.43%\"]"
'

expect 'flattened time(1) lines: each back on a line, the words between two of them the title of the runs after (BSD, OpenBSD, csh); the first title as long as the next when no sentence ends before it' '
	flat "I reran buildworld three times per config: ( /usr/bin/time make -j 4 buildworld ) >>& out ULE, no debugging: 1843.21 real 2901.10 user 701.33 sys 1851.02 real 2899.87 user 699.12 sys ULE, with WITNESS: 2101.55 real 3012.40 user 931.08 sys 2099.71 real 3010.05 user 929.77 sys So WITNESS costs about 14%." >ftime.txt &&
	xjson ftime "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"ULE, no debugging\", \"real\", [\"1843.21\", \"1851.02\"]), (\"ULE, with WITNESS\", \"real\", [\"2101.55\", \"2099.71\"])]" &&
	flat "make buildworld on the old box. stock kernel 2138.464u 3358.378s 1:37:39.77 93.8% 842+1080k 45105+176988io 3208pf+0w KSE kernel 2143.716u 3363.311s 1:37:50.33 93.8% 841+1081k 45435+176988io 3214pf+0w Close enough." >fcsh.txt &&
	xjson fcsh "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"stock kernel\", [\"1:37:39.77\"]), (\"KSE kernel\", [\"1:37:50.33\"])]" &&
	flat "These are the time(1) results of a full ports build on a single CPU without the patch: 2864m20.22s real 2118m42.05s user 450m22.10s system with the patch: 2746m58.64s real 2042m48.09s user 457m53.65s system A small win." >fobsd.txt &&
	xjson fobsd "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"without the patch\", [\"2864m20.22s\"]), (\"with the patch\", [\"2746m58.64s\"])]"
'

expect 'flattened time(1) of bash, POSIX and GNU after the command that ran them: title, command and each line put back' '
	flat "Timings: 6.6 kernel: \$ time make -j8 real 4m25.266s user 3m58.740s sys 0m26.527s 6.7-rc1 kernel: \$ time make -j8 786.04user 87.34system 14:33.37elapsed 99%CPU (0avgtext+0avgdata 1234maxresident)k 0inputs+0outputs (0major+88minor)pagefaults 0swaps EEVDF kernel: \$ time make -j8 real 571.20 user 514.08 sys 57.12 Done." >fbash.txt &&
	xjson fbash "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"6.6 kernel\", [\"4m25.266s\"]), (\"6.7-rc1 kernel\", [\"14:33.37\"]), (\"EEVDF kernel\", [\"571.20\"])]"
'

expect 'flattened: a corner named in brackets over rising counts ("(0,1) 1 2 4 8 ...") names the columns; a change written "0.0%" without a sign is a change; a row of changes under a change'"'"'s name after the rows ("Delta -2.3% ...") compares the last row with the first, column by column' '
	flat "Per disk: (disk3) 1 2 4 8 16 base 21.4 40.2 77.9 88.1 88.3 patched 20.9 39.8 78.2 88.0 88.3 That is the whole table." >fcorner.txt &&
	xjson fcorner "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S][:3] == [(\"base\", \"1\", [\"21.4\"]), (\"base\", \"2\", [\"40.2\"]), (\"base\", \"4\", [\"77.9\"])] and len(S) == 10" &&
	flat "Per disk: (disk3) 1 2 4 8 16 base 21.4 40.2 77.9 88.1 88.3 patched 20.9 39.8 78.2 88.0 88.3 Delta -2.3% -1.0% +0.4% 0.0% 0.0% That is the whole table." >fdelta.txt &&
	xjson fdelta "len(S) == 10 and [(c[\"text\"], S[[s[\"id\"] for s in S].index(c[\"a\"])][\"params\"][\"variant\"]) for c in d[\"comparisons\"]] == [(\"patched vs base: -2.3%\", \"1\"), (\"patched vs base: -1.0%\", \"2\"), (\"patched vs base: +0.4%\", \"4\"), (\"patched vs base: 0.0%\", \"8\"), (\"patched vs base: 0.0%\", \"16\")]" &&
	flat "Read averages: BS(KB) base patched %-diff ------ -------- -------- ------ 8 89.9 51.8 -42.4% 32 89.9 89.9 0.0% 64 89.9 89.8 -0.1% For reads, a drop." >fzero.txt &&
	xjson fzero "[(s[\"label\"], p(s, \"BS(KB)\"), vals(s)) for s in S if s[\"label\"] == \"patched\"] == [(\"patched\", \"8\", [\"51.8\"]), (\"patched\", \"32\", [\"89.9\"]), (\"patched\", \"64\", [\"89.8\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-42.4%\", \"0.0%\", \"-0.1%\"]"
'

expect 'a flattened list: each "*" item back on a line of its own (the last ends with its sentence), read as the printed list; the text before an attribution is read as any flattened text' '
	xtext fbullets <<EOF
I applied the eevdf-lag series on top of v6.9-rc3 and ran hackbench on a 64-core box. Results (time in seconds, lower is better): - Few tasks: slightly slower. * 1 Group: (+2.1%) * 2 Groups: (+1.4%) - Many tasks: faster. * 8 Groups: (-3.2%) * 16 Groups: (-4.8%) Overall it looks like a win to me. Regards, Someone On Fri, 5 Jun 2026, Other Person wrote: > > Hi! > > New version of the series. > > Thanks, > > Other
EOF
	xjson fbullets "[c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+2.1%\", \"+1.4%\", \"-3.2%\", \"-4.8%\"] and all(set([c[\"a\"], c[\"b\"]]) == set(s[\"id\"] for s in S) for c in d[\"comparisons\"]) and sorted(s[\"label\"] for s in S) == [\"eevdf-lag series\", \"v6.9-rc3\"]"
'

expect 'flattened time(1): a name beside the real line ("real 13m15.246s --disable-checking user ...") stays on it; time lines that are cells of a table'"'"'s rows (a figure right after each) are left to the table readers' '
	flat "Timings of make bootstrap on a dual athlon: real 13m15.246s Normal user 22m10.019s sys 1m24.141s real 13m6.785s --disable-checking user 21m42.593s sys 1m23.361s real 11m35.054s no stage1 checks user 18m56.599s sys 1m24.537s So the checks cost two minutes." >fname.txt &&
	xjson fname "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"Normal\", [\"13m15.246s\"]), (\"--disable-checking\", [\"13m6.785s\"]), (\"no stage1 checks\", [\"11m35.054s\"])]" &&
	flat "buildworld with SCHED_ULE, three job counts: -j4 931.10 real 2793.94 user 524.58 sys 1494.2 -j6 831.10 real 2790.10 user 530.02 sys 1612.7 -j8 803.34 real 2796.46 user 552.56 sys 2242.6 The last column is the RSA figure." >fcells.txt &&
	xjson fcells "not [s for s in S if s[\"found_by\"] == \"tool:time\" and s[\"label\"] and any(c.isdigit() for c in s[\"label\"].split()[0])]"
'

expect 'flattened: a list whose items may end without a stop ("... to 6.2 - Most of ..."); the text after a list put back is a paragraph of its own, so a table after it takes no version from the list; rows keyed by bare versions in release order ("6.1 1.000 21969 6.2 ...")' '
	flat "Summary of the database runs. - All clients ran at the same priority. - We saw a 3% drop going from 6.1 to 6.2 - Most of it came from the wakeup path. - There is 1% more going from 6.2 to 6.3-rc4 which we cannot explain. Linux OLTP summary Kernel# Speedup(x) Intr/s ------ ------ ------ 6.1 1.000 21969 6.2 0.970 30402 6.3-rc4 0.961 30429 More soon." >flistab.txt &&
	xjson flistab "[(s[\"label\"], s[\"metric\"], s[\"os_version\"], vals(s)) for s in S if s[\"found_by\"] == \"table\"][:3] == [(\"6.1\", \"Speedup\", None, [\"1.000\"]), (\"6.1\", \"Intr/s\", None, [\"21969\"]), (\"6.2\", \"Speedup\", None, [\"0.970\"])] and [c[\"text\"].split(\":\")[0] for c in d[\"comparisons\"]] == [\"6.2 vs 6.1\", \"6.3-rc4 vs 6.2\"]" &&
	flat "hackbench, seconds: kernel run1 run2 5.15 12.1 12.3 6.1 11.8 11.9 6.6 11.2 11.4 Thanks." >fvers2.txt &&
	xjson fvers2 "[(s[\"label\"], vals(s)) for s in S] == [(\"5.15\", [\"12.1\", \"12.3\"]), (\"6.1\", [\"11.8\", \"11.9\"]), (\"6.6\", [\"11.2\", \"11.4\"])]"
'

expect 'flattened: a change in parentheses after the row, signed or not and spaced as mmtests prints it ("( 0.11%)", "( -1.28%)"), is no cell but a comparison of the row'"'"'s last build with its first; a deviation after a figure ("+- 0.12%") is its series'"'"' stddev' '
	flat "Mean elapsed time over 5 iterations (seconds): microarch v6.1 (baseline) v6.2 -------------------------------------- Zen3 1337.84 +- 0.11% 1336.35 +- 0.12% ( 0.11%) Zen4 1335.42 +- 0.08% 1352.54 +- 0.03% ( -1.28%) Icelake 887.03 +- 1.02% 870.90 +- 1.19% ( 1.82%) No promises." >fmmchg.txt &&
	xjson fmmchg "[(s[\"label\"], p(s, \"variant\"), vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S if s[\"label\"] == \"v6.2\"] == [(\"v6.2\", \"Zen3\", [\"1336.35\"], \"0.12\"), (\"v6.2\", \"Zen4\", [\"1352.54\"], \"0.03\"), (\"v6.2\", \"Icelake\", [\"870.90\"], \"1.19\")] and [(c[\"text\"], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]] == [(\"v6.2 vs v6.1 (baseline): 0.11%\", \"0.11%\"), (\"v6.2 vs v6.1 (baseline): -1.28%\", \"-1.28%\"), (\"v6.2 vs v6.1 (baseline): 1.82%\", \"1.82%\")]"
'

expect 'flattened records: a unit of words and signs around figures, with a key ("real =", "user:"), three times or more in a row, goes back on a line a time, the title before each run of them on its own' '
	flat "dd of the whole disk, three runs per kernel: @ kernel 6.1 310 MB/s real = 60.10, user = 0.01, sys = 20.65, 35% cpu 312 MB/s real = 59.81, user = 0.02, sys = 20.75, 35% cpu 309 MB/s real = 60.63, user = 0.01, sys = 21.24, 36% cpu @ kernel 6.2 101 MB/s real = 190.02, user = 0.01, sys = 22.10, 12% cpu 99.5 MB/s real = 193.40, user = 0.02, sys = 22.31, 12% cpu 100 MB/s real = 191.77, user = 0.01, sys = 22.05, 12% cpu So 6.2 is three times slower." >frec.txt &&
	xjson frec "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"@ kernel 6.1\", [\"60.10\", \"59.81\", \"60.63\"]), (\"@ kernel 6.2\", [\"190.02\", \"193.40\", \"191.77\"])]"
'

expect 'rows of numbered runs ("2.6.31: run1: 192.4 run2: 191.8 ..."): one series a row, printed and flattened, the words between groups their title' '
	printf "kernel build, make -j2, seconds elapsed:\n\n2.6.31: run1: 192.4 run2: 191.8 run3: 193.1\n2.6.31-bfs221: run1: 189.9 run2: 190.6 run3: 190.2\n\nx264 encode, fps (higher is better):\n\n2.6.31: run1: 12.3 run2: 12.5 run3: 12.1\n2.6.31-bfs221: run1: 12.8 run2: 12.7 run3: 12.9\n" >runrows.txt &&
	flat "$(tr "\n" " " <runrows.txt)" >runrowsflat.txt &&
	for f in runrows runrowsflat; do
		xjson $f "[(s[\"label\"], s[\"workload\"], vals(s)) for s in S] == [(\"2.6.31\", \"kernel-compile\", [\"192.4\", \"191.8\", \"193.1\"]), (\"2.6.31-bfs221\", \"kernel-compile\", [\"189.9\", \"190.6\", \"190.2\"]), (\"2.6.31\", \"x264\", [\"12.3\", \"12.5\", \"12.1\"]), (\"2.6.31-bfs221\", \"x264\", [\"12.8\", \"12.7\", \"12.9\"])]" || exit 1
	done
'

expect 'a flattened reply opening with a quote of two lines after its attribution: the quote on lines of its own, the text after it read' '
	printf "On Mon, 07 Sep 2009, Lars Henning wrote: > On the quad, latt max wakeup latency went from 34.2 ms with > mainline to 11.8 ms with BFS. I cannot reproduce that here, but kernel build, make -j2, seconds elapsed: 2.6.31: run1: 192.4 run2: 191.8 run3: 193.1 2.6.31-bfs221: run1: 189.9 run2: 190.6 run3: 190.2 So BFS is about 1%% quicker. Regards, Tobias\n" >flatquote.txt &&
	xjson flatquote "[(s[\"label\"], vals(s)) for s in S if s[\"workload\"] == \"kernel-compile\"] == [(\"2.6.31\", [\"192.4\", \"191.8\", \"193.1\"]), (\"2.6.31-bfs221\", [\"189.9\", \"190.6\", \"190.2\"])] and [vals(s) for s in S if s[\"label\"] == \"BFS\"] == [[\"11.8\"]]"
'

expect 'builds over "mean stddev" pairs, flattened: each mean the series'"'"' value, its stddev the summary'"'"'s, as printed tables read' '
	flat "kernel build, elapsed seconds, 5 runs a cell: 3.18.0-rc1 3.18.0-rc1+numascan mean stddev mean stddev -j8 201.42 0.71 200.98 0.54 -j16 112.37 0.48 111.90 0.66 -j32 84.16 1.03 81.42 0.87" >meansd.txt &&
	xjson meansd "[(s[\"label\"], p(s, \"jobs\"), vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S][:2] == [(\"3.18.0-rc1\", \"8\", [\"201.42\"], \"0.71\"), (\"3.18.0-rc1+numascan\", \"8\", [\"200.98\"], \"0.54\")] and len(S) == 6 and all(s[\"summary\"][\"mean\"] is None for s in S)"
'

expect 'a flattened table whose names end in a revision ("head r268422", "10.0-STABLE r265000"), and a tool'"'"'s output later on the same flattened line: both read, the output'"'"'s bytes not again' '
	cat >revtool.txt <<EOF
Done. pgbench -S -T 60, tps from each run pasted into one table: clients 10.0-STABLE r265000 head r268422 head + patch 1 11802.41 11756.03 11810.77 8 86443.19 85910.66 87221.05 32 143187.52 139062.18 171342.90 That is clear enough. And the one run at 128 clients: \$ pgbench -S -M prepared -T 60 -c 128 -j 32 bench starting vacuum...end. transaction type: SELECT only scaling factor: 100 query mode: prepared number of clients: 128 number of threads: 32 duration: 60 s number of transactions actually processed: 9161364 tps = 152307.118203 (including connections establishing) tps = 152689.402117 (excluding connections establishing) (that one is head + patch only). -- Konstantin
EOF
	xjson revtool "[(s[\"label\"], vals(s)) for s in S if s[\"found_by\"] == \"table\"][::3] == [(\"10.0-STABLE r265000\", [\"11802.41\"]), (\"head r268422\", [\"11756.03\"]), (\"head + patch\", [\"11810.77\"])] and len([s for s in S if s[\"found_by\"] == \"table\"]) == 9 and [vals(s) for s in S if s[\"found_by\"] == \"tool:pgbench\"] == [[\"152689.402117\"]] and len(S) == 10"
'

expect 'one key repeated with a figure each on a flattened line ("2.6.21-rc7 (vanilla): Time: 1.212 Time: 1.187 ..."): each key and figure a line again, the words between groups their title' '
	printf "Here is what I see on the Athlon box, each block five runs of ./hackbench 10 after a fresh boot. 2.6.21-rc7 (vanilla): Time: 1.212 Time: 1.187 Time: 1.240 Time: 1.198 Time: 1.205 2.6.21-rc7-cfs-v3: Time: 0.921 Time: 0.934 Time: 0.917 Time: 0.960 Time: 0.928 So -v3 is about 23%% faster than mainline here.\n" >keyruns.txt &&
	xjson keyruns "[(s[\"label\"], vals(s)) for s in S if vals(s)] == [(\"2.6.21-rc7 (vanilla)\", [\"1.212\", \"1.187\", \"1.240\", \"1.198\", \"1.205\"]), (\"2.6.21-rc7-cfs-v3\", [\"0.921\", \"0.934\", \"0.917\", \"0.960\", \"0.928\"])]"
'

expect 'rows keyed by a name and a colon, as many figures on each, on a flattened line ("ULE: 1587.3 1592.1 1580.8 4BSD: 1611.0 ..."): each a row again, the build'"'"'s runs' '
	printf "Kernels are both from today, only the SCHED_* option differs. make -j16 buildworld, wall clock seconds, /usr/obj wiped each time: ULE: 1587.3 1592.1 1580.8 1589.9 1584.6 4BSD: 1611.0 1624.7 1608.2 1617.5 1615.3 So ULE is a bit faster here, with -j8 the same picture.\n" >keyedrows.txt &&
	xjson keyedrows "[(s[\"label\"], vals(s)) for s in S if vals(s)] == [(\"ULE\", [\"1587.3\", \"1592.1\", \"1580.8\", \"1589.9\", \"1584.6\"]), (\"4BSD\", [\"1611.0\", \"1624.7\", \"1608.2\", \"1617.5\", \"1615.3\"])]"
'

expect 'rows of two figures set apart by "vs" on a flattened line ("SCHED_4BSD vs SCHED_M2 (real, seconds): run 1: 2412 vs 2455 run 2: ..."): each a row again under the title naming both sides' '
	printf "Since there was some discussion about the default, I timed build.sh on my desktop with both, obj cleaned each time. SCHED_4BSD vs SCHED_M2 (real, seconds): run 1: 2412 vs 2455 run 2: 2398 vs 2461 run 3: 2405 vs 2449 So M2 is a bit slower on wall time here.\n" >flatvs.txt &&
	xjson flatvs "[(s[\"label\"], vals(s)) for s in S if vals(s)] == [(\"SCHED_4BSD\", [\"2412\", \"2398\", \"2405\"]), (\"SCHED_M2\", [\"2455\", \"2461\", \"2449\"])]"
'

expect 'flattened names opening with a word that counts the rows ("..., lower is better grp tip/sched/core +patchset 1 0.541 0.532 (+1.7%) 4 ..."): the count keys the rows, a series a build and count, each change a comparison' '
	flat "hackbench -l (256000/#grp) -g #grp, seconds, lower is better grp tip/sched/core +patchset 1 0.541 0.532 (+1.7%) 4 0.716 0.698 (+2.5%) 16 1.262 1.178 (+6.7%)" >grp.txt &&
	xjson grp "[(s[\"label\"], p(s, \"grp\"), vals(s)) for s in S] == [(\"tip/sched/core\", \"1\", [\"0.541\"]), (\"tip/sched/core\", \"4\", [\"0.716\"]), (\"tip/sched/core\", \"16\", [\"1.262\"]), (\"+patchset\", \"1\", [\"0.532\"]), (\"+patchset\", \"4\", [\"0.698\"]), (\"+patchset\", \"16\", [\"1.178\"])] and len(d[\"comparisons\"]) == 3"
'

expect 'flattened names opening with a counting option ("-j 2.6.31 2.6.31-bfs221 1 412.6 409.8 2 214.3 ..."): the option keys the rows, its counts the jobs' '
	flat "Elapsed seconds: -j 2.6.31 2.6.31-bfs221 1 412.6 409.8 2 214.3 210.9 4 118.2 113.7" >jflag.txt &&
	xjson jflag "sorted((s[\"label\"], p(s, \"jobs\"), vals(s)) for s in S) == [(\"2.6.31\", \"1\", [\"412.6\"]), (\"2.6.31\", \"2\", [\"214.3\"]), (\"2.6.31\", \"4\", [\"118.2\"]), (\"2.6.31-bfs221\", \"1\", [\"409.8\"]), (\"2.6.31-bfs221\", \"2\", [\"210.9\"]), (\"2.6.31-bfs221\", \"4\", [\"113.7\"])]"
'

expect 'flattened names where a bare release and a scheduler after it are one name ("threads 8.2-RELEASE 9.0-RELEASE 9.0 SCHED_4BSD 1 1043 1051 1038 2 ..."), when only so do the names count the columns' '
	flat "transactions/sec: threads 8.2-RELEASE 9.0-RELEASE 9.0 SCHED_4BSD 1 1043 1051 1038 2 2011 2034 1987 4 3870 3902 3815 So ULE is ahead." >relsched.txt &&
	xjson relsched "sorted(set(s[\"label\"] for s in S)) == [\"8.2-RELEASE\", \"9.0 SCHED_4BSD\", \"9.0-RELEASE\"] and len(S) == 9 and [vals(s) for s in S if s[\"label\"] == \"9.0 SCHED_4BSD\"] == [[\"1038\"], [\"1987\"], [\"3815\"]]"
'

expect 'an mmtests compare table flattened ("hackbench-process-pipes 5.2.0-rc1 5.2.0-rc1 vanilla lru-v2r4 Amean 1 0.3307 ( 0.00%) ..."): back on its lines, read as mmtests prints it, the prose after it left out' '
	xtext mmflat <<EOF
Numbers from the 2-socket box: hackbench-process-pipes 5.2.0-rc1 5.2.0-rc1 vanilla lru-v2r4 Amean 1 0.3307 ( 0.00%) 0.3273 ( 1.03%) Amean 4 0.8117 ( 0.00%) 0.7983 * 1.65%* Amean 7 1.1473 ( 0.00%) 1.1187 * 2.49%* Small gains but they are consistent.
EOF
	xjson mmflat "[(s[\"label\"], p(s, \"groups\"), vals(s)) for s in S] == [(\"5.2.0-rc1 vanilla\", \"1\", [\"0.3307\"]), (\"5.2.0-rc1 lru-v2r4\", \"1\", [\"0.3273\"]), (\"5.2.0-rc1 vanilla\", \"4\", [\"0.8117\"]), (\"5.2.0-rc1 lru-v2r4\", \"4\", [\"0.7983\"]), (\"5.2.0-rc1 vanilla\", \"7\", [\"1.1473\"]), (\"5.2.0-rc1 lru-v2r4\", \"7\", [\"1.1187\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"1.03\", \"1.65\", \"2.49\"] and all(s[\"found_by\"] == \"tool:mmtests\" for s in S)"
'

expect 'numbered runs under the builds'"'"' names, flattened ("v2.6.31 BFS run 1: 29.33 30.92 run 2: 29.40 31.02 run 3: 29.38 30.86 avg: 29.37 30.93"): the names and each row back on their lines, a series a build, the avg its summary' '
	xtext namedruns <<EOF
Fair point, so here is a quad-core, same .config apart from the scheduler. kbuild, "make -j4 bzImage", seconds, lower is better: v2.6.31 BFS run 1: 29.33 30.92 run 2: 29.40 31.02 run 3: 29.38 30.86 avg: 29.37 30.93
EOF
	xjson namedruns "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"v2.6.31\", [\"29.33\", \"29.40\", \"29.38\"], \"29.37\"), (\"BFS\", [\"30.92\", \"31.02\", \"30.86\"], \"30.93\")]"
'

expect 'rows of a name and as many figures, flattened, under columns named with their units ("governor build (s) energy (J) power (mW) ondemand 1204 9902 6188 ..."): each back on its line, a series a name and column' '
	flat "Three runs each, averaged: governor build (s) build energy (J) browse power (mW) ondemand 1204 9902 6188 conservative 1275 9713 5874 ondemand, sampling_down_factor=10 1210 9801 6047 performance 1140 10233 7391" >unitrows.txt &&
	xjson unitrows "len(S) == 12 and [(s[\"label\"], vals(s)) for s in S if s[\"label\"] == \"ondemand, sampling_down_factor=10\"] == [(\"ondemand, sampling_down_factor=10\", [\"1210\"]), (\"ondemand, sampling_down_factor=10\", [\"9801\"]), (\"ondemand, sampling_down_factor=10\", [\"6047\"])] and [(s[\"metric\"], s[\"unit\"]) for s in S[1:3]] == [(\"build energy\", \"J\"), (\"browse power\", \"mW\")]"
'

expect 'a flattened UnixBench index table: the capitalised column names end its header, the rows and the score after the rule back on their lines, read as UnixBench prints them' '
	xtext ubflat <<EOF
On the 4-core box, patched kernel, the parts a scheduler moves: System Benchmarks Partial Index BASELINE RESULT INDEX Pipe-based Context Switching 4000.0 310422.8 776.1 Process Creation 126.0 9120.4 723.8 Shell Scripts (8 concurrent) 6.0 2511.7 4186.2 ======== System Benchmarks Index Score (Partial Only) 1240.3 and that is all I ran.
EOF
	xjson ubflat "[(s[\"metric\"], s[\"unit\"], vals(s)) for s in S if \"index\" not in s[\"params\"]] == [(\"Pipe-based Context Switching\", \"index\", [\"776.1\"]), (\"Process Creation\", \"index\", [\"723.8\"]), (\"Shell Scripts (8 concurrent)\", \"index\", [\"4186.2\"]), (\"System Benchmarks Index Score\", \"score\", [\"1240.3\"])] and len(S) == 7 and all(s[\"found_by\"] == \"tool:unixbench\" and s[\"label\"] == \"patched kernel\" for s in S)"
'

expect 'rows of names and figures need names: the hex bytes of an oops make none' '
	flat "[ 3839.349547] Code: 84 24 98 00 00 00 65 48 33 04 25 28 00 00 00 0f 85 c0 00 00 00 48 81 c4 a0 00 00 00 44 89 e0 5b 5d 41 5c 41 5d c3 <0f> 0b 41 83 fc f5 75 b1 41 81 e6 00 00 00 40 75 a8 b9 96 00 00 00" >hexrows.txt &&
	xjson hexrows "S == []"
'

expect 'a version right after a tool'"'"'s name is the tool'"'"'s ("UnixBench 5.1.3 with ./Run"), no build of the series' '
	xtext toolver <<EOF
Same box, UnixBench 5.1.3 with ./Run -c 4 context1 spawn, the index part only:

System Benchmarks Partial Index              BASELINE       RESULT    INDEX
Pipe-based Context Switching                   4000.0     310422.8    776.1
Process Creation                                126.0       9120.4    723.8
EOF
	xjson toolver "len(S) == 4 and all(not s.get(\"label\") for s in S)"
'

expect 'a table whose rows stand one blank apart ("threads 2.6.22.3 2.6.23-rc3" over "16 2211.90 1697.35"): the header placed by count, even where the rows happen to line up' '
	printf "sysbench oltp read-only, transactions/sec, best of two:\n\nthreads 2.6.22.3 2.6.23-rc3\n16 2211.90 1697.35\n64 2064.77 1312.60\n" >oneblank.txt &&
	xjson oneblank "[(s[\"label\"], vals(s)) for s in S] == [(\"2.6.22.3\", [\"2211.90\"]), (\"2.6.23-rc3\", [\"1697.35\"]), (\"2.6.22.3\", [\"2064.77\"]), (\"2.6.23-rc3\", [\"1312.60\"])]"
'

done_testing
