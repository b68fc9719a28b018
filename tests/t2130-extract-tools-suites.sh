#!/bin/sh
# t2130-extract-tools-suites.sh: UnixBench reports, lmbench summary tables and Phoronix Test Suite result text read by signature: series, values, labels exactly, printed, quoted and flattened, and lookalikes left alone
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"

F="$TOP/tests/fixtures/formats"
use() { cp "$1" "$2.txt"; }
# the series a reader found
TS='[s for s in S if s["found_by"] == "tool:%s"]'

expect 'unixbench: a series per test in its score label, INDEX beside it, the Index Score; both runs (copies 1 and 2), printed, quoted and flattened' '
	for v in "" -quoted -flat; do
		use "$F/unixbench$v.txt" ub$v &&
		xjson ub$v "(lambda U: len(U) == 26 and [(s[\"metric\"], s[\"unit\"], vals(s), p(s, \"index\"), p(s, \"copies\")) for s in U][:3] == [(\"Dhrystone 2 using register variables\", \"lps\", [\"34942135.3\"], \"2994.2\", \"1\"), (\"Double-Precision Whetstone\", \"MWIPS\", [\"4346.4\"], \"790.3\", \"1\"), (\"Execl Throughput\", \"lps\", [\"3245.7\"], \"754.8\", \"1\")] and (U[9][\"metric\"], U[9][\"unit\"], vals(U[9])) == (\"Shell Scripts (1 concurrent)\", \"lpm\", [\"7066.0\"]) and [(U[k][\"metric\"], U[k][\"unit\"], vals(U[k]), p(U[k], \"copies\")) for k in (12, 25)] == [(\"System Benchmarks Index Score\", \"score\", [\"1079.4\"], \"1\"), (\"System Benchmarks Index Score\", \"score\", [\"1929.6\"], \"2\")] and (vals(U[13]), p(U[13], \"index\"), p(U[13], \"copies\")) == ([\"69201733.9\"], \"5929.9\", \"2\") and all(s[\"workload\"] == \"unixbench\" and s[\"better\"] == \"higher\" for s in U))([s for s in S if s[\"found_by\"] == \"tool:unixbench\" and s[\"unit\"] != \"index\"]) and [(s[\"metric\"], vals(s), p(s, \"copies\")) for s in S if s[\"unit\"] == \"index\"][:2] == [(\"Dhrystone 2 using register variables\", [\"2994.2\"], \"1\"), (\"Double-Precision Whetstone\", [\"790.3\"], \"1\")]" || exit 1
	done &&
	xjson ub-quoted "all(s[\"author\"] == \"Ann Other\" for s in $(printf "$TS" unixbench))"
'

expect 'unixbench: an index table alone (the unit its program prints, --- rows, Partial Only), result lines alone' '
	printf "Index only:\n\nSystem Benchmarks Partial Index              BASELINE       RESULT    INDEX\nDhrystone 2 using register variables         116700.0   34942135.3   2994.2\nFile Copy 1024 bufsize 2000 maxblocks          3960.0     553329.5   1397.3\nC Compiler Throughput (gcc)                          ---       1234.5      ---\n                                                                   ========\nSystem Benchmarks Index Score (Partial Only)                          1503.2\n" >ix.txt &&
	xjson ix "[(s[\"metric\"], s[\"unit\"], vals(s), p(s, \"index\"), s[\"label\"], s[\"found_by\"]) for s in S if s[\"unit\"] != \"index\"] == [(\"Dhrystone 2 using register variables\", \"lps\", [\"34942135.3\"], \"2994.2\", \"Index only\", \"tool:unixbench\"), (\"File Copy 1024 bufsize 2000 maxblocks\", \"KBps\", [\"553329.5\"], \"1397.3\", \"Index only\", \"tool:unixbench\"), (\"C Compiler Throughput (gcc)\", None, [\"1234.5\"], None, \"Index only\", \"tool:unixbench\"), (\"System Benchmarks Index Score\", \"score\", [\"1503.2\"], None, \"Index only\", \"tool:unixbench\")] and [vals(s) for s in S if s[\"unit\"] == \"index\"] == [[\"2994.2\"], [\"1397.3\"]]" &&
	printf "Pipe Throughput                              833089.0 lps   (10.0 s, 7 samples)\nPipe-based Context Switching                 142627.7 lps   (10.0 s, 7 samples)\n" >ro.txt &&
	xjson ro "[(s[\"metric\"], vals(s), s[\"found_by\"]) for s in S] == [(\"Pipe Throughput\", [\"833089.0\"], \"tool:unixbench\"), (\"Pipe-based Context Switching\", [\"142627.7\"], \"tool:unixbench\")]"
'

expect 'unixbench: a note of a cut between the run'"'"'s banner and its index table ("[per-test lines snipped]") is passed over: the run'"'"'s copies still its, and no title' '
	printf "Results from -current:\n\nBenchmark Run: Wed Aug 03 2016 18:42:03 - 19:10:21\n4 CPUs in system; running 4 parallel copies of tests\n\n[per-test lines snipped]\n\nSystem Benchmarks Index Values               BASELINE       RESULT    INDEX\nDhrystone 2 using register variables         116700.0  118522345.6  10156.2\nExecl Throughput                                 43.0       6021.4   1400.3\n                                                                   ========\nSystem Benchmarks Index Score                                        1987.3\n" >cut.txt &&
	xjson cut "[(s[\"metric\"], vals(s), p(s, \"copies\"), s[\"label\"]) for s in S if s[\"unit\"] != \"index\"] == [(\"Dhrystone 2 using register variables\", [\"118522345.6\"], \"4\", \"from -current\"), (\"Execl Throughput\", [\"6021.4\"], \"4\", \"from -current\"), (\"System Benchmarks Index Score\", [\"1987.3\"], \"4\", \"from -current\")]"
'

expect 'lmbench: a series per host row and column, names from the two header lines, units and better from the titles, printed, quoted and flattened alike' '
	for v in "" -quoted -flat; do
		use "$F/lmbench$v.txt" lm$v &&
		xjson lm$v "(lambda L: len(L) == 92 and [(s[\"metric\"], vals(s)) for s in L][:10] == [(\"null call\", [\"0.07\"]), (\"null I/O\", [\"0.19\"]), (\"stat\", [\"1.15\"]), (\"open clos\", [\"2.04\"]), (\"slct TCP\", [\"3.40\"]), (\"sig inst\", [\"0.22\"]), (\"sig hndl\", [\"1.43\"]), (\"fork proc\", [\"112\"]), (\"exec proc\", [\"389\"]), (\"sh proc\", [\"1495\"])] and [(s[\"label\"], s[\"os\"], s[\"os_version\"]) for s in L][9:11] == [(\"quad Linux 2.6.22\", \"Linux\", \"2.6.22\"), (\"quad Linux 2.6.23-\", \"Linux\", \"2.6.23-\")] and [(s[\"metric\"], vals(s)) for s in L if s[\"label\"] == \"quad Linux 2.6.23-\" and p(s, \"test\") == \"Context switching\"] == [(\"2p/0K ctxsw\", [\"1.5200\"]), (\"2p/16K ctxsw\", [\"1.9700\"]), (\"2p/64K ctxsw\", [\"2.2000\"]), (\"8p/16K ctxsw\", [\"2.3100\"]), (\"8p/64K ctxsw\", [\"2.9600\"]), (\"16p/16K ctxsw\", [\"2.52000\"]), (\"16p/64K ctxsw\", [\"3.41000\"])] and [s[\"metric\"] for s in L if p(s, \"test\") == \"*Local* Communication latencies\"][:8] == [\"2p/0K ctxsw\", \"Pipe\", \"AF UNIX\", \"UDP\", \"RPC/UDP\", \"TCP\", \"RPC/TCP\", \"TCP conn\"] and [s[\"metric\"] for s in L if p(s, \"test\") == \"File & VM system latencies\"][:8] == [\"0K File Create\", \"0K File Delete\", \"10K File Create\", \"10K File Delete\", \"Mmap Latency\", \"Prot Fault\", \"Page Fault\", \"100fd selct\"] and {(s[\"unit\"], s[\"better\"]) for s in L if p(s, \"test\") == \"*Local* Communication bandwidths\"} == {(\"MB/s\", \"higher\")} and [(s[\"metric\"], s[\"unit\"], vals(s)) for s in L if p(s, \"test\") == \"Memory latencies\"][:4] == [(\"L1 $\", \"ns\", [\"1.2530\"]), (\"L2 $\", \"ns\", [\"5.8530\"]), (\"Main mem\", \"ns\", [\"86.7\"]), (\"Rand mem\", \"ns\", [\"138.4\"])] and {(s[\"unit\"], s[\"better\"]) for s in L[:40]} == {(\"us\", \"lower\")} and all(s[\"workload\"] == \"lmbench\" for s in L))($(printf "$TS" lmbench))" &&
		xjson lm$v "not any(s[\"found_by\"] != \"tool:lmbench\" for s in S)" || exit 1
	done
'

expect 'lmbench: blank cells and K-scaled values in a printed row; a flattened row with a blank cell is not guessed at' '
	xtext lb <<-EOF &&
	File & VM system latencies in microseconds - smaller is better
	---------------------------------------------------------------------------
	Host                 OS   0K File      10K File      Mmap     Prot    Page
	                        Create Delete Create Delete  Latency  Fault   Fault
	--------- ------------- ------ ------ ------ ------  -------  -----   -----
	bsd4      FreeBSD 7.0-C   15.6    7.4   44.2         12.3K    0.410    1.2K
	EOF
	xjson lb "[(s[\"metric\"], vals(s), s[\"values\"][0][\"value\"], s[\"label\"], s[\"os_version\"]) for s in S] == [(\"0K File Create\", [\"15.6\"], 15.6, \"bsd4 FreeBSD 7.0-C\", \"7.0-C\"), (\"0K File Delete\", [\"7.4\"], 7.4, \"bsd4 FreeBSD 7.0-C\", \"7.0-C\"), (\"10K File Create\", [\"44.2\"], 44.2, \"bsd4 FreeBSD 7.0-C\", \"7.0-C\"), (\"Mmap Latency\", [\"12.3K\"], 12300.0, \"bsd4 FreeBSD 7.0-C\", \"7.0-C\"), (\"Prot Fault\", [\"0.410\"], 0.41, \"bsd4 FreeBSD 7.0-C\", \"7.0-C\"), (\"Page Fault\", [\"1.2K\"], 1200.0, \"bsd4 FreeBSD 7.0-C\", \"7.0-C\")]" &&
	tr "\n" " " <lb.txt >lbf.txt &&
	xjson lbf "not any(s[\"found_by\"] == \"tool:lmbench\" for s in S)"
'

expect 'pts: a series per test and identifier (the label), unit and better from the scale line ("Bogo Ops/s" as the stress-ng reader names it), workload from the title; printed and quoted; flattened is not read' '
	for v in "" -quoted; do
		use "$F/pts$v.txt" pt$v &&
		xjson pt$v "(lambda P: [(s[\"workload\"], s[\"metric\"], s[\"unit\"], s[\"better\"], s[\"label\"], vals(s)) for s in P] == [(\"hackbench\", \"time\", \"s\", \"lower\", \"6.5 CFS\", [\"38.41\"]), (\"hackbench\", \"time\", \"s\", \"lower\", \"6.6-rc7 EEVDF\", [\"35.92\"]), (\"schbench\", \"Usec, 99.9th Latency Percentile\", None, \"lower\", \"6.5 CFS\", [\"9853\"]), (\"schbench\", \"Usec, 99.9th Latency Percentile\", None, \"lower\", \"6.6-rc7 EEVDF\", [\"7201\"]), (\"stress-ng\", \"bogo-ops/s\", \"1/s\", \"higher\", \"6.5 CFS\", [\"2145389.12\"]), (\"stress-ng\", \"bogo-ops/s\", \"1/s\", \"higher\", \"6.6-rc7 EEVDF\", [\"2301457.86\"]), (\"perf-bench\", \"ops/s\", \"1/s\", \"higher\", \"6.5 CFS\", [\"231807\"]), (\"perf-bench\", \"ops/s\", \"1/s\", \"higher\", \"6.6-rc7 EEVDF\", [\"242116\"])] and [(p(s, \"test\"), p(s, \"arguments\"), p(s, \"variant\")) for s in P][::2] == [(\"Hackbench\", \"Count: 32 - Type: Thread\", \"6.5 CFS\"), (\"Schbench\", \"Message Threads: 8 - Workers Per Message Thread: 16\", \"6.5 CFS\"), (\"Stress-NG 0.16.04\", \"Test: Context Switching\", \"6.5 CFS\"), (\"perf-bench\", \"Benchmark: Sched Pipe\", \"6.5 CFS\")])($(printf "$TS" pts))" || exit 1
	done &&
	use "$F/pts-flat.txt" ptf &&
	xjson ptf "not any(s[\"found_by\"] == \"tool:pts\" for s in S)"
'

expect 'pts: a scale saying "< Fewer Is Better" is lower-is-better as "< Lower Is Better" is' '
	printf "Timed PHP Compilation 7.3.9\nTime To Compile\nSeconds < Fewer Is Better\n12.1-RELEASE ................   71.84 |===========================================\n13-CURRENT GENERIC ..........   83.12 |==================================================\n" >fewer.txt &&
	xjson fewer "[(s[\"label\"], s[\"better\"], vals(s)) for s in S] == [(\"12.1-RELEASE\", \"lower\", [\"71.84\"]), (\"13-CURRENT GENERIC\", \"lower\", [\"83.12\"])]"
'

expect 'pts: the indented text of older PTS, a test without options, "id: value" lines, a line graph'"'"'s MIN/AVG/MAX' '
	printf "Hackbench 0.1\nCount: 8\n    Seconds < Lower Is Better\n    linux-6.1 . 12.34 |======================\n    linux-6.2 . 11.02 |===================\n\n\nOSBench\n    Microseconds < Lower Is Better\n    vanilla: 17.51\n    patched: 16.93\n" >old.txt &&
	xjson old "[(s[\"workload\"], s[\"metric\"], s[\"unit\"], s[\"label\"], vals(s), p(s, \"test\"), p(s, \"arguments\"), s[\"found_by\"]) for s in S] == [(\"hackbench\", \"time\", \"s\", \"linux-6.1\", [\"12.34\"], \"Hackbench 0.1\", \"Count: 8\", \"tool:pts\"), (\"hackbench\", \"time\", \"s\", \"linux-6.2\", [\"11.02\"], \"Hackbench 0.1\", \"Count: 8\", \"tool:pts\"), (\"osbench\", \"latency\", \"us\", \"vanilla\", [\"17.51\"], \"OSBench\", None, \"tool:pts\"), (\"osbench\", \"latency\", \"us\", \"patched\", [\"16.93\"], \"OSBench\", None, \"tool:pts\")]" &&
	printf "CPU Temperature Monitor\nPhoronix Test Suite System Monitoring\nCelsius\nlinux-6.1 . MIN: 38  AVG: 61.4  MAX: 74\nlinux-6.2 . MIN: 37  AVG: 60.9  MAX: 73\n" >lg.txt &&
	xjson lg "not any(s[\"found_by\"] == \"tool:pts\" for s in S)" &&
	printf "Schbench\nWorkers: 16\nUsec < Lower Is Better\nlinux-6.1 . MIN: 38  AVG: 61.4  MAX: 74\nlinux-6.2 . MIN: 37  AVG: 60.9  MAX: 73\n" >lg2.txt &&
	xjson lg2 "[(s[\"label\"], s[\"summary\"][\"min\"][\"text\"], s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"linux-6.1\", \"38\", \"61.4\", \"74\"), (\"linux-6.2\", \"37\", \"60.9\", \"73\")]"
'

expect 'lookalikes: the tools named in prose, their words out of their shapes, are not read as these tools' '
	xtext u1 <<-EOF &&
	UnixBench said Dhrystone 2 using register variables ran at 34942135.3 lps and the System Benchmarks Index Score was 1285.5, see (10.0 s, 7 samples) in the log.
	EOF
	xjson u1 "not any(s[\"found_by\"] == \"tool:unixbench\" for s in S)" &&
	xtext u2 <<-EOF &&
	2 CPUs in system, running 1 parallel copy of the tests took an hour.
	EOF
	xjson u2 "not any(s[\"found_by\"] == \"tool:unixbench\" for s in S)" &&
	xtext m1 <<-EOF &&
	The lmbench Host OS columns and the 2p/0K ctxsw figure of 1.84 us are what I compared; smaller is better.
	EOF
	xjson m1 "not any(s[\"found_by\"] == \"tool:lmbench\" for s in S)" &&
	xtext m2 <<-EOF &&
	Host      OS          load
	--------- ----------- ----
	box1      Linux       0.50
	EOF
	xjson m2 "not any(s[\"found_by\"] == \"tool:lmbench\" for s in S)" &&
	xtext p1 <<-EOF &&
	The Phoronix Test Suite says Seconds < Lower Is Better, so 12.34 beats 14.1 on hackbench.
	EOF
	xjson p1 "not any(s[\"found_by\"] == \"tool:pts\" for s in S)" &&
	xtext p2 <<-EOF &&
	Seconds < Lower Is Better
	but nobody posted the figures.
	EOF
	xjson p2 "not any(s[\"found_by\"] == \"tool:pts\" for s in S)"
'

expect 'unixbench: the kernel its report header names ("OS: GNU/Linux -- 6.1.0-18-amd64 -- #1 SMP ...") labels the runs when no title above names a build; a note such as "[CPUs 1-7 identical, snipped]" is no title; its "CPU 0: ... (4800.0 bogomips)" lines describe the machine, no figures' '
	{ echo "Two runs:"; echo; sed "/^   CPU 0:/a\\   [CPUs 1-7 identical, snipped]" "$F/unixbench.txt"; } >ubos.txt &&
	xjson ubos "set(s[\"label\"] for s in S if s[\"found_by\"] == \"tool:unixbench\") == {\"6.1.0-18-amd64\"} and all(s[\"found_by\"] == \"tool:unixbench\" for s in S)"
'

expect 'UnixBench: an index table cut down by the poster ("[...]" above, between and below its rows) still reads its rows and score under each build'"'"'s title' '
	xtext ubcut <<\EOF
2.6.31-rc9 (CFS):

System Benchmarks Index Values               BASELINE       RESULT    INDEX
[...]
Pipe-based Context Switching                   4000.0     398211.4    995.5
[...]
                                                                   ========
System Benchmarks Index Score                                        1684.3

2.6.31-rc9-bfs208:

System Benchmarks Index Values               BASELINE       RESULT    INDEX
[...]
Pipe-based Context Switching                   4000.0     612345.8   1530.9
[...]
                                                                   ========
System Benchmarks Index Score                                        1702.8
EOF
	xjson ubcut "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"2.6.31-rc9 (CFS)\", \"Pipe-based Context Switching\", [\"398211.4\"]), (\"2.6.31-rc9 (CFS)\", \"Pipe-based Context Switching\", [\"995.5\"]), (\"2.6.31-rc9 (CFS)\", \"System Benchmarks Index Score\", [\"1684.3\"]), (\"2.6.31-rc9-bfs208\", \"Pipe-based Context Switching\", [\"612345.8\"]), (\"2.6.31-rc9-bfs208\", \"Pipe-based Context Switching\", [\"1530.9\"]), (\"2.6.31-rc9-bfs208\", \"System Benchmarks Index Score\", [\"1702.8\"])] and all(s[\"found_by\"] == \"tool:unixbench\" for s in S)"
'

expect 'UnixBench 4.1 report: its result lines ("NAME 398.2 lpm (60.0 secs, 3 samples)") are no claim; a sentence naming a test compares that test'"'"'s series, not the report'"'"'s first' '
	{ cat "$F/unixbench4.txt" && echo "Pipe-based Context Switching is 21% lower with ULE, the rest within noise."; } >ub4.txt &&
	xjson ub4 "[c[\"text\"] for c in d[\"claims\"]] == [\"Context switching is where ULE loses.\", \"Pipe-based Context Switching is 21% lower with ULE, the rest within noise.\"] and [(s[\"label\"], s[\"metric\"], s[\"unit\"]) for c in d[\"comparisons\"] for s in S if s[\"id\"] in (c[\"a\"], c[\"b\"])] == [(\"SCHED_4BSD\", \"Pipe-based Context Switching\", \"lps\"), (\"SCHED_ULE\", \"Pipe-based Context Switching\", \"lps\")] and [c[\"delta_pct\"][\"value\"] for c in d[\"comparisons\"]] == [-21.0]"
'

done_testing
