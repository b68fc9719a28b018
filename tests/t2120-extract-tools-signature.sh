#!/bin/sh
# t2120-extract-tools-signature.sh: tool outputs read by signature (tool-*.c): series and values exactly, found_by, the title above as label, runs pooled, and lookalikes left alone
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"

T="$TOP/tests/fixtures/tools"
F="$TOP/tests/fixtures/formats"
use() { cp "$1" "$2.txt"; }
# a post: a title line, a blank line, then the file
titled() { { printf '%s\n\n' "$1"; cat "$2"; } >"$3.txt"; }
# S's (metric, values) pairs, for short assertions
MV='[(s["metric"], vals(s)) for s in S]'
FB='all(s["found_by"] == "tool:%s" for s in S)'

expect 'netperf: pooled runs under each title, the title as label, found_by tool:netperf' '
	use "$F/netperf.txt" np &&
	xjson np "[s[\"label\"] for s in S] == [\"v6.8\", \"v6.8 with the eevdf patches\"] + [\"Throughput does not move, on the patched kernel\"] * 3 and $(printf "$FB" netperf) and len(vals(S[0])) == 3" &&
	use "$F/netperf-flat.txt" npf &&
	xjson npf "[s[\"label\"] for s in S][:2] == [\"v6.8\", \"v6.8 with the eevdf patches\"]"
'

expect 'netperf omni -o output (written from src/nettest_omni.c: the banner, the selectors'"'"' names parted by commas, their values): a series a number, a percentile its parameter, a word no figure' '
	printf "halt_poll_ns=0:\n\nMIGRATED TCP REQUEST/RESPONSE TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 192.168.40.12 () port 0 AF_INET : first burst 0\n50th Percentile Latency Microseconds,99th Percentile Latency Microseconds,Throughput,Throughput Units\n38,97,25904.31,Trans/s\n\nThat is with the patch off.\n" >omni.txt &&
	xjson omni "[(s[\"label\"], s[\"metric\"], s[\"unit\"], p(s, \"percentile\"), p(s, \"test\"), vals(s)) for s in S] == [(\"halt_poll_ns=0\", \"latency\", \"us\", \"50\", \"TCP_RR\", [\"38\"]), (\"halt_poll_ns=0\", \"latency\", \"us\", \"99\", \"TCP_RR\", [\"97\"]), (\"halt_poll_ns=0\", \"tps\", \"1/s\", None, \"TCP_RR\", [\"25904.31\"])] and $(printf "$FB" netperf)"
'

expect 'hyperfine: one series per command, a summary of its runs (the printed mean and spread: no run is printed; the user and system means params of it), the commands as labels when two are compared' '
	titled "Before:" "$T/hyperfine.txt" hf &&
	xjson hf "len(S) == 1 and S[0][\"label\"] == \"Before\" and S[0][\"metric\"] == \"real\" and S[0][\"unit\"] == \"ms\" and vals(S[0]) == [] and {k: (v or {}).get(\"text\") for k, v in S[0][\"summary\"].items()} == {\"n\": \"5\", \"min\": \"10.6\", \"max\": \"13.6\", \"median\": None, \"mean\": \"11.7\", \"stddev\": \"1.5\"} and p(S[0], \"command\") == \"sleep 0.01\" and p(S[0], \"user_mean\") == \"0.9\" and $(printf "$FB" hyperfine)" &&
	use "$T/hyperfine-two.txt" hf2 &&
	xjson hf2 "[(s[\"label\"], s[\"summary\"][\"mean\"][\"text\"], p(s, \"user_mean\")) for s in S] == [(\"sleep 0.01\", \"11.4\", \"0.7\"), (\"sleep 0.02\", \"21.5\", \"1.0\")]" &&
	tr "\n" " " <"$T/hyperfine-two.txt" >hf3.txt &&
	xjson hf3 "[(s[\"label\"], s[\"summary\"][\"max\"][\"text\"]) for s in S if s[\"metric\"] == \"real\"] == [(\"sleep 0.01\", \"12.7\"), (\"sleep 0.02\", \"22.0\")]"
'

expect 'perf stat: a series per counter, elapsed, user and sys; perf'"'"'s own arithmetic after # is not read; its "+-" is the mean'"'"'s standard error (params.stderr_pct, params.stderr), no stddev' '
	use "$T/perf-stat.txt" ps &&
	xjson ps "$MV == [(\"task-clock\", [\"0.86\"]), (\"context-switches\", [\"1\"]), (\"cpu-migrations\", [\"0\"]), (\"page-faults\", [\"76\"]), (\"real\", [\"0.101517717\"]), (\"user\", [\"0.001410000\"]), (\"sys\", [\"0.000000000\"])] and S[0][\"unit\"] == \"ms\" and p(S[0], \"command\") == \"sleep 0.1\" and $(printf "$FB" perf-stat)" &&
	use "$T/perf-stat-repeat.txt" pr &&
	xjson pr "[(s[\"metric\"], vals(s), p(s, \"stderr_pct\")) for s in S if s[\"found_by\"] == \"tool:perf-stat\"] == [(\"task-clock\", [\"19.55\"], \"2.21%\"), (\"context-switches\", [\"306\"], \"12.06%\"), (\"cpu-migrations\", [\"24\"], \"23.20%\"), (\"page-faults\", [\"1243\"], \"1.86%\"), (\"real\", [\"0.014149\"], \"1.75%\")] and S[0][\"workload\"] == \"hackbench\"" &&
	xjson pr "[(s[\"metric\"], s.get(\"summary\"), p(s, \"stderr\")) for s in S if s[\"found_by\"] == \"tool:perf-stat\"][3:] == [(\"page-faults\", None, None), (\"real\", None, \"0.000247\")]"
'

expect 'GNU time -v and BSD time -l (printed, quoted, flattened): times, CPU, peak RSS, context switches; the time line'"'"'s title' '
	use "$T/gnu-time-v-hackbench.txt" tv &&
	xjson tv "$MV == [(\"user\", [\"0.01\"]), (\"sys\", [\"0.00\"]), (\"cpu\", [\"166%\"]), (\"real\", [\"0:00.00\"]), (\"maxrss\", [\"1540\"]), (\"voluntary-cs\", [\"173\"]), (\"involuntary-cs\", [\"20\"])] and S[0][\"workload\"] == \"hackbench\" and $(printf "$FB" time)" &&
	use "$F/bsdtime.txt" tl &&
	xjson tl "$MV == [(\"real\", [\"746.08\"]), (\"user\", [\"1996.38\"]), (\"sys\", [\"468.91\"]), (\"maxrss\", [\"205540\"]), (\"voluntary-cs\", [\"163213\"]), (\"involuntary-cs\", [\"98123\"])] and all(s[\"label\"] == \"With the patch\" and s[\"workload\"] == \"buildkernel\" for s in S)" &&
	use "$F/bsdtime-quoted.txt" tlq &&
	xjson tlq "len(S) == 6 and all(s[\"author\"] == \"Ann Other\" for s in S)" &&
	use "$F/bsdtime-flat.txt" tlf &&
	xjson tlf "$MV == [(\"real\", [\"746.08\"]), (\"user\", [\"1996.38\"]), (\"sys\", [\"468.91\"]), (\"maxrss\", [\"205540\"]), (\"voluntary-cs\", [\"163213\"]), (\"involuntary-cs\", [\"98123\"])] and all(s[\"label\"] == \"With the patch\" for s in S)"
'

expect 'cyclictest: min, avg, max per thread; the histogram summary, its buckets claimed' '
	use "$T/cyclictest.txt" ct &&
	xjson ct "[(s[\"metric\"], p(s, \"thread\"), vals(s), s[\"summary\"][\"min\"][\"text\"], s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"latency\", \"0\", [], \"22\", \"68\", \"80\"), (\"latency\", \"1\", [], \"36\", \"77\", \"1778\")] and S[0][\"unit\"] == \"us\" and $(printf "$FB" cyclictest)" &&
	titled "PREEMPT_RT:" "$T/cyclictest-hist.txt" ch &&
	xjson ch "[(s[\"metric\"], s[\"summary\"][\"min\"][\"text\"], s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"latency\", \"00052\", \"00086\", \"02115\")] and all(s[\"label\"] == \"PREEMPT_RT\" for s in S)"
'

expect 'fio: IOPS, bandwidth as printed, latencies (lat, clat, slat: mean, min, max and stdev their summary, no value) and the clat percentiles per direction, in fio 3 and fio 2 layouts' '
	use "$T/fio-randrw.txt" fr &&
	xjson fr "not vals(S[2]) and [(s[\"metric\"], p(s, \"io\"), vals(s) or [s[\"summary\"][\"mean\"][\"text\"]], s[\"unit\"]) for s in S if \" p\" not in s[\"metric\"]] == [(\"iops\", \"read\", [\"37.5k\"], \"1/s\"), (\"bandwidth\", \"read\", [\"147MiB/s\"], \"MiB/s\"), (\"clat\", \"read\", [\"47304.26\"], \"ns\"), (\"latency\", \"read\", [\"47337.95\"], \"ns\"), (\"iops\", \"write\", [\"16.1k\"], \"1/s\"), (\"bandwidth\", \"write\", [\"63.0MiB/s\"], \"MiB/s\"), (\"clat\", \"write\", [\"2404.72\"], \"ns\"), (\"latency\", \"write\", [\"2447.05\"], \"ns\")] and [(k, v[\"text\"]) for k, v in S[3][\"summary\"].items() if v] == [(\"min\", \"317\"), (\"max\", \"5401.3k\"), (\"mean\", \"47337.95\"), (\"stddev\", \"96927.79\")] and [(s[\"metric\"], vals(s)) for s in S if s[\"metric\"] in (\"clat p1.00\", \"clat p99.99\")] == [(\"clat p1.00\", [\"588\"]), (\"clat p99.99\", [\"4112384\"]), (\"clat p1.00\", [\"916\"]), (\"clat p99.99\", [\"185344\"])] and p(S[0], \"variant\") == \"mixed\" and $(printf "$FB" fio)" &&
	printf "Old kernel:\n\nrandread: (groupid=0, jobs=1): err= 0: pid=2210\n  read : io=1024.0MB, bw=466KB/s, iops=116, runt=2250msec\n    clat (usec): min=33, max=7558, avg=8630.1, stdev=240.46\n     lat (usec): min=33, max=7558, avg=8636.2, stdev=240.46\n" >f2.txt &&
	xjson f2 "[(s[\"metric\"], vals(s) or [s[\"summary\"][\"mean\"][\"text\"]]) for s in S] == [(\"bandwidth\", [\"466KB/s\"]), (\"iops\", [\"116\"]), (\"clat\", [\"8630.1\"]), (\"latency\", [\"8636.2\"])] and not vals(S[3]) and all(s[\"label\"] == \"Old kernel\" for s in S)"
'

expect 'iperf: the whole run'"'"'s rows (iperf3 sender/receiver, [SUM] over streams, iperf 2), the sender'"'"'s retransmits a series beside its rate; one iperf3 stream'"'"'s seconds its samples, a series of their own' '
	use "$T/iperf3.txt" i3 &&
	xjson i3 "[(s[\"metric\"], p(s, \"variant\"), vals(s), s[\"unit\"]) for s in S] == [(\"throughput\", \"intervals\", [\"21.9\", \"11.9\"], \"Gbit/s\"), (\"throughput\", \"sender\", [\"16.9\"], \"Gbit/s\"), (\"retransmits\", \"sender\", [\"15\"], None), (\"throughput\", \"receiver\", [\"16.9\"], \"Gbit/s\")] and S[0][\"workload\"] == \"iperf3\" and S[2][\"better\"] == \"lower\" and $(printf "$FB" iperf)" &&
	use "$T/iperf3-parallel.txt" ip &&
	xjson ip "[(s[\"metric\"], p(s, \"variant\"), p(s, \"stream\"), vals(s)) for s in S] == [(\"throughput\", \"sender\", None, [\"15.8\"]), (\"retransmits\", \"sender\", None, [\"31\"]), (\"throughput\", \"receiver\", None, [\"15.8\"])]" &&
	use "$T/iperf2-parallel.txt" i2 &&
	xjson i2 "len(S) == 1 and vals(S[0]) == [\"24.2\"] and S[0][\"workload\"] == \"iperf\""
'

expect 'iperf 2 -i on one stream: the intervals tiling the run are its samples, the total row their mean' '
	use "$T/iperf2-intervals.txt" i2i &&
	xjson i2i "len(S) == 1 and vals(S[0]) == [\"28.3\", \"27.3\", \"27.4\"] and S[0][\"summary\"][\"mean\"][\"text\"] == \"27.5\" and S[0][\"unit\"] == \"Gbit/s\""
'

expect 'dbench and tbench: the Throughput line, clients, and its max_latency (ms, lower is better); the run'"'"'s table and progress claimed' '
	use "$T/dbench.txt" db &&
	xjson db "[(s[\"workload\"], s[\"metric\"], s[\"unit\"], vals(s), p(s, \"clients\")) for s in S] == [(\"dbench\", \"throughput\", \"MB/s\", [\"197.796\"], \"2\"), (\"dbench\", \"max_latency\", \"ms\", [\"84.348\"], \"2\")] and S[1][\"better\"] == \"lower\" and $(printf "$FB" dbench)" &&
	titled "tbench on the patched kernel:" "$T/tbench.txt" tb &&
	xjson tb "len(S) == 2 and S[0][\"workload\"] == \"tbench\" and vals(S[0]) == [\"1618.97\"] and [s[\"label\"] for s in S] == [\"tbench on the patched kernel\"] * 2 and vals(S[1]) == [\"6.587\"]"
'

expect 'dbench runs under titles naming a build and its setting ("2.6.36-rc3, 16 clients:"): the build labels them; "avg:" right under the runs is their mean; a name in parentheses after a run ("(patched)") is its build' '
	xtext dbruns <<EOF
2.6.36-rc3, 16 clients:
Throughput 211.418 MB/sec  16 clients  16 procs  max_latency=1822.047 ms
Throughput 208.932 MB/sec  16 clients  16 procs  max_latency=2411.830 ms
avg: 210.175 MB/sec

64 clients, one run each:
Throughput 180.331 MB/sec  64 clients  64 procs  max_latency=5310.882 ms    (vanilla)
Throughput 192.774 MB/sec  64 clients  64 procs  max_latency=903.556 ms     (patched)
EOF
	xjson dbruns "[(s[\"label\"], s[\"metric\"], vals(s), p(s, \"clients\")) for s in S] == [(\"2.6.36-rc3\", \"throughput\", [\"211.418\", \"208.932\"], \"16\"), (\"2.6.36-rc3\", \"max_latency\", [\"1822.047\", \"2411.830\"], \"16\"), (\"vanilla\", \"throughput\", [\"180.331\"], \"64\"), (\"vanilla\", \"max_latency\", [\"5310.882\"], \"64\"), (\"patched\", \"throughput\", [\"192.774\"], \"64\"), (\"patched\", \"max_latency\", [\"903.556\"], \"64\")] and S[0][\"summary\"][\"mean\"][\"text\"] == \"210.175\""
'

expect 'kernbench: a series per row, the printed mean its value and the deviation its summary'"'"'s stddev, -j and the load level, printed, quoted and flattened' '
	for v in "" -quoted -flat; do
		use "$F/kernbench$v.txt" kb$v &&
		xjson kb$v "[(s[\"metric\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"], s[\"summary\"][\"mean\"], p(s, \"jobs\"), p(s, \"variant\")) for s in S][:2] == [(\"real\", [\"209.96\"], \"0.63\", None, \"4\", \"Half load\"), (\"user\", [\"719.24\"], \"1.41\", None, \"4\", \"Half load\")] and len(S) == 12 and vals(S[11]) == [\"79553\"] and $(printf "$FB" kernbench)" || exit 1
	done
'

expect 'mmtests: the report fixture pasted in a post reads as the report reader reads it (one row parser); a mean row gives each series its value, each change a claim (its cell as printed)' '
	{ echo "Mel,"; echo; cat "$TOP/tests/fixtures/reports/mmtests-compare.txt"; } >mm.txt &&
	xjson mm "[(s[\"workload\"], s[\"label\"], p(s, \"groups\") or p(s, \"clients\")) for s in S][:3] == [(\"hackbench\", \"5.10.0 vanilla\", \"1\"), (\"hackbench\", \"5.10.0 eevdf\", \"1\"), (\"hackbench\", \"5.10.0 vanilla\", \"4\")] and p(S[0], \"variant\") == \"5.10.0-vanilla\" and len(S) == 10 and $(printf "$FB" mmtests)" &&
	xjson mm "[c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"2.98\", \"2.02\", \"2.08\", \"-1.85\", \"2.86\"]" &&
	xjson mm "[c[\"text\"] for c in d[\"claims\"]][:2] == [\"5.10.0 eevdf vs 5.10.0 vanilla, 1: * 2.98%*\", \"5.10.0 eevdf vs 5.10.0 vanilla, 4: ( 2.02%)\"] and len(d[\"claims\"]) == 5" &&
	awk "/^Amean/ {print \$3; print \$6}" "$TOP/tests/fixtures/reports/mmtests-compare.txt" >want &&
	awk "/^Hmean/ {print \$3; print \$6}" "$TOP/tests/fixtures/reports/mmtests-compare.txt" >>want &&
	python3 -c "import json; [print(v[\"text\"]) for s in json.load(open(\"mm.json\"))[\"series\"] for v in s[\"values\"]]" >got &&
	sort want >w && sort got >g && diff w g
'

expect 'lookalikes: signatures in prose, cut outputs, lines of other tools are not read as these tools' '
	xtext l1 <<-EOF &&
	The TCP STREAM TEST numbers were 10% better, see the Throughput column.
	EOF
	xjson l1 "not any(s[\"found_by\"] == \"tool:netperf\" for s in S)" &&
	xtext l2 <<-EOF &&
	Benchmark 1: I ran it twice and the Time (mean) was about 3 ms.
	EOF
	xjson l2 "len(S) == 0" &&
	xtext l3 <<-EOF &&
	Performance counter stats for this run are in the attachment, 3 runs in all.
	EOF
	xjson l3 "len(S) == 0" &&
	xtext l4 <<-EOF &&
	T: the thread count was 4, Min: 2 and Max: 8 threads per CPU.
	EOF
	xjson l4 "not any(s[\"found_by\"] == \"tool:cyclictest\" for s in S)" &&
	xtext l5 <<-EOF &&
	Throughput 197 MB/sec is what the vendor claims for the disk.
	EOF
	xjson l5 "not any(s[\"found_by\"] == \"tool:dbench\" for s in S)" &&
	xtext l6 <<-EOF &&
	Average load -j 4 was fine.
	Elapsed Time 209.96 (0.63)
	EOF
	xjson l6 "not any(s[\"found_by\"] == \"tool:kernbench\" for s in S)" &&
	xtext l7 <<-EOF &&
	Amean of the runs is 0.56 (0.00%) and that is all.
	EOF
	xjson l7 "not any(s[\"found_by\"] == \"tool:mmtests\" for s in S)" &&
	xtext l8 <<-EOF &&
	[ ID] Interval is what iperf prints first.
	EOF
	xjson l8 "len(S) == 0" &&
	xtext l9 <<-EOF &&
	randread: (groupid=0, jobs=1) and then it crashed.
	EOF
	xjson l9 "len(S) == 0" &&
	xtext l10 <<-EOF &&
	Command being timed: "make" and it ran for a while
	Time: 0.010
	EOF
	xjson l10 "not any(s[\"found_by\"] == \"tool:time\" for s in S)"
'

expect 'mmtests: a test named with its configuration number ("tbench4", "dbench4") is that benchmark, its metric and unit the benchmark'"'"'s' '
	xtext mmnum <<EOF
tbench4
                               6.2.0                  6.2.0
                             vanilla           wakeaffine-v2
Hmean     1        302.56 (   0.00%)      310.21 *   2.53%*
Hmean     2        597.10 (   0.00%)      601.33 (   0.71%)
EOF
	xjson mmnum "[(s[\"workload\"], s[\"metric\"], s[\"unit\"], s[\"label\"], p(s, \"test\")) for s in S][:2] == [(\"tbench\", \"throughput\", \"MB/s\", \"6.2.0 vanilla\", \"tbench4\"), (\"tbench\", \"throughput\", \"MB/s\", \"6.2.0 wakeaffine-v2\", \"tbench4\")] and len(S) == 4"
'

expect 'mmtests: a poster'"'"'s cut ("[...]", "<snip>") between the header and the rows, or between rows, is read over, quoted too' '
	xtext mmcut <<EOF
Joe wrote:
> tbench4 Throughput
>                           6.2.0                  6.2.0
>                         vanilla           wakeaffine-v2
> [...]
> Hmean     4        302.56 (   0.00%)      310.21 *   2.53%*
> <snip>
> Hmean     64       597.10 (   0.00%)      601.33 (   0.71%)

That 64 row is noise.
EOF
	xjson mmcut "[(s[\"label\"], p(s, \"clients\"), vals(s)) for s in S] == [(\"6.2.0 vanilla\", \"4\", [\"302.56\"]), (\"6.2.0 wakeaffine-v2\", \"4\", [\"310.21\"]), (\"6.2.0 vanilla\", \"64\", [\"597.10\"]), (\"6.2.0 wakeaffine-v2\", \"64\", [\"601.33\"])] and all(s[\"author\"] == \"Joe\" for s in S) and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"2.53\", \"0.71\"]"
'

expect 'a shell loop over configurations above a tool'"'"'s outputs ("for m in on off; do ... NAME=$m ...; done"): one series an item, named by the setting the body writes, else by the item; a loop of run numbers pools the runs' '
	xtext loopcfg <<\EOF
One run each:

$ for m in on off; do PGOPTIONS="-c synchronous_commit=$m" pgbench -c 2 -T 4 bench | grep ^tps; done
tps = 1774.636651 (without initial connection time)
tps = 10881.234447 (without initial connection time)
EOF
	xjson loopcfg "[(s[\"label\"], vals(s)) for s in S] == [(\"synchronous_commit=on\", [\"1774.636651\"]), (\"synchronous_commit=off\", [\"10881.234447\"])] and $(printf "$FB" pgbench)" &&
	xtext loopgov <<\EOF
Both governors:

# for g in menu teo; do echo $g > /sys/devices/system/cpu/cpuidle/current_governor; ./hackbench -g 4 -l 500; done
Running in process mode with 4 groups using 40 file descriptors each (== 160 tasks)
Each sender will pass 500 messages of 100 bytes
Time: 0.412
Running in process mode with 4 groups using 40 file descriptors each (== 160 tasks)
Each sender will pass 500 messages of 100 bytes
Time: 0.388
EOF
	xjson loopgov "[(s[\"label\"], vals(s)) for s in S] == [(\"menu\", [\"0.412\"]), (\"teo\", [\"0.388\"])]" &&
	sed "s/for g in menu teo/for i in 1 2/" loopgov.txt >looprun.txt &&
	xjson looprun "[vals(s) for s in S] == [[\"0.412\", \"0.388\"]]"
'

expect 'perf bench sched messaging: the banner printed once, then each build'"'"'s totals under its title ("stock:", "patched:"): a series a build, its totals the runs' '
	xtext pbtitles <<\EOF
Two runs on each kernel:

  # perf bench sched messaging -g 5 -l 100
  # Running '"'"'sched/messaging'"'"' benchmark:
  # 20 sender and receiver processes per group
  # 5 groups == 200 processes run

  stock:
       Total time: 0.301 [sec]
       Total time: 0.289 [sec]

  patched:
       Total time: 0.292 [sec]
       Total time: 0.305 [sec]
EOF
	xjson pbtitles "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"stock\", \"time\", [\"0.301\", \"0.289\"]), (\"patched\", \"time\", [\"0.292\", \"0.305\"])]"
'

expect 'sysbench: the one line a poster grepped out under the command ("events per second:", 0.4'"'"'s "total time:") is a run of its own under the title above; a command run under chrt or taskset prints a result, no listing' '
	xtext sbgrep <<\EOF
Baseline is v5.8-rc2:

  $ sysbench cpu --threads=2 --time=5 run | grep "events per second"
      events per second:  1961.28

and with v2 applied on top:

  $ sysbench cpu --threads=2 --time=5 run | grep "events per second"
      events per second:  1626.83
EOF
	xjson sbgrep "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"Baseline is v5.8-rc2\", \"events/s\", [\"1961.28\"]), (\"with v2 applied on top\", \"events/s\", [\"1626.83\"])]" &&
	xtext sb04 <<\EOF
after:
% sysbench --test=threads --num-threads=8 run | grep "total time:"
    total time:                          4.0413s
EOF
	xjson sb04 "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"after\", \"time\", [\"4.0413s\"])]" &&
	xtext sbchrt <<\EOF
Then as SCHED_BATCH:

$ chrt -b 0 sysbench cpu --threads=2 --time=3 run | grep -A1 "CPU speed"
CPU speed:
    events per second:   476.32
EOF
	xjson sbchrt "[vals(s) for s in S] == [[\"476.32\"]]"
'

expect 'LKP with three commits (a fix tested beside the regression: "%stddev %change %stddev %change %stddev"): a series per commit, each later commit compared with the first by the change printed before it; a metric in per cent changes by points, its name ending in "%" no change' '
	xtext lkp3 <<\EOF
we applied your patch on top of 4e5f6a7b8c as 1a2b3c4d5e and tested on the same box.

       v6.10-rc2 4e5f6a7b8c9d0e1f2a3b4c5d6 1a2b3c4d5e6f7a8b9c0d1e2f3 
---------------- --------------------------- --------------------------- 
         %stddev     %change         %stddev     %change         %stddev
             \          |                \          |                \  
     21.40 ±  2%       -3.1      18.30 ±  3%       -0.2      21.20        mpstat.cpu.all.idle%
    301211 ±  2%     -11.4%     266873 ±  3%      -1.2%     297597 ±  2%  hackbench.throughput
    612.33           +12.9%     691.31            +1.3%     620.29        hackbench.time.elapsed_time
EOF
	xjson lkp3 "[(s[\"label\"][:10], s[\"metric\"], vals(s)) for s in S] == [(\"v6.10-rc2\", \"cpu.all.idle%\", [\"21.40\"]), (\"4e5f6a7b8c\", \"cpu.all.idle%\", [\"18.30\"]), (\"1a2b3c4d5e\", \"cpu.all.idle%\", [\"21.20\"]), (\"v6.10-rc2\", \"throughput\", [\"301211\"]), (\"4e5f6a7b8c\", \"throughput\", [\"266873\"]), (\"1a2b3c4d5e\", \"throughput\", [\"297597\"]), (\"v6.10-rc2\", \"time.elapsed_time\", [\"612.33\"]), (\"4e5f6a7b8c\", \"time.elapsed_time\", [\"691.31\"]), (\"1a2b3c4d5e\", \"time.elapsed_time\", [\"620.29\"])] and all(s[\"found_by\"] == \"tool:lkp\" for s in S)" &&
	xjson lkp3 "[tuple([s[\"label\"][:10] for s in S if s[\"id\"] == c[k]][0] for k in (\"a\", \"b\")) + ((c[\"delta_pct\"] or c[\"delta\"])[\"value\"],) for c in d[\"comparisons\"]] == [(\"v6.10-rc2\", \"4e5f6a7b8c\", -3.1), (\"v6.10-rc2\", \"1a2b3c4d5e\", -0.2), (\"v6.10-rc2\", \"4e5f6a7b8c\", -11.4), (\"v6.10-rc2\", \"1a2b3c4d5e\", -1.2), (\"v6.10-rc2\", \"4e5f6a7b8c\", 12.9), (\"v6.10-rc2\", \"1a2b3c4d5e\", 1.3)]"
'

expect 'LKP 2019-2021 layout: the count of failed runs ("fail:runs %reproduction fail:runs" over "1:4 -25% :4 dmesg.WARNING...") between the commits'"'"' dashes and the figures: the commits still name the columns, the failure counts are no figures' '
	xtext lkpfail <<\EOF
0f1e2d3c4b5a6978 9a8b7c6d5e4f3a2b1c0d9e8f7a6 
---------------- --------------------------- 
       fail:runs  %reproduction    fail:runs
           |             |             |    
          1:4          -25%            :4     dmesg.WARNING:at#for_ip_interrupt_entry/0x
         %stddev     %change         %stddev
             \          |                \  
     64213           +12.4%      72176        will-it-scale.per_process_ops
     71.23             -3.3      67.93        mpstat.cpu.sys%
EOF
	xjson lkpfail "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"0f1e2d3c4b5a6978\", \"per_process_ops\", [\"64213\"]), (\"9a8b7c6d5e4f3a2b1c0d9e8f7a6\", \"per_process_ops\", [\"72176\"]), (\"0f1e2d3c4b5a6978\", \"cpu.sys%\", [\"71.23\"]), (\"9a8b7c6d5e4f3a2b1c0d9e8f7a6\", \"cpu.sys%\", [\"67.93\"])] and [(c[\"delta_pct\"] or c[\"delta\"])[\"value\"] for c in d[\"comparisons\"]] == [12.4, -3.3]"
'

expect 'LKP: each column'"'"'s commit is its series'"'"' label (the rows name metrics, not configurations); the robot'"'"'s parameter list is no figure ("runtime: 300s" neither); each %change a claim of the row; a perf-profile row (where the cycles went) is no result' '
	xtext lkprobot <<\EOF
FYI, we noticed a -5.2% regression of hackbench.throughput due to commit:

in testcase: hackbench
with following parameters:

	nr_threads: 100%
	iterations: 4
	runtime: 300s
	mode: process
	ipc: pipe

9876fedcba012345 1234abcdef0123456789
---------------- ---------------------------
         %stddev     %change         %stddev
             \          |                \
    412345            -5.2%     390912        hackbench.throughput
    628.15            +5.5%     662.70        hackbench.time.elapsed_time
     22.41 ±  2%      +3.8       26.19 ±  4%  perf-profile.calltrace.cycles-pp.select_idle_sibling.select_task_rq_fair
EOF
	xjson lkprobot "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"9876fedcba012345\", \"throughput\", [\"412345\"]), (\"1234abcdef0123456789\", \"throughput\", [\"390912\"]), (\"9876fedcba012345\", \"time.elapsed_time\", [\"628.15\"]), (\"1234abcdef0123456789\", \"time.elapsed_time\", [\"662.70\"])] and $(printf "$FB" lkp)" &&
	xjson lkprobot "[c[\"text\"] for c in d[\"claims\"] if c[\"text\"].startswith(\"1234\")] == [\"1234abcdef0123456789 vs 9876fedcba012345, hackbench.throughput: -5.2%\", \"1234abcdef0123456789 vs 9876fedcba012345, hackbench.time.elapsed_time: +5.5%\"]"
'

expect 'LKP: the report'"'"'s list of the commits compared ("commit:" over "  af4cf40470 (\"sched/fair: ...\")") gives each column'"'"'s commit its hash as listed and its subject in the label (a subject'"'"'s own parentheses kept); the claims name the commits by the columns'"'"' hashes' '
	xtext lkpsubj <<\EOF &&
commit: 
  af4cf40470 ("sched/fair: Add cfs_rq::avg_vruntime")
  5e963f2bd4 ("sched/fair: Commit to EEVDF (take 2)")

af4cf40470c22efa 5e963f2bd4654a202a8a05aa3a8 
---------------- --------------------------- 
         %stddev     %change         %stddev
             \          |                \  
    452891 ±  2%     -11.7%     399907        hackbench.throughput
EOF
	xjson lkpsubj "[s[\"label\"] for s in S] == [\"af4cf40470c22efa = af4cf40470 (sched/fair: Add cfs_rq::avg_vruntime)\", \"5e963f2bd4654a202a8a05aa3a8 = 5e963f2bd4 (sched/fair: Commit to EEVDF (take 2))\"] and [c[\"text\"] for c in d[\"claims\"]] == [\"5e963f2bd4654a202a8a05aa3a8 vs af4cf40470c22efa, hackbench.throughput: -11.7%\"]"
'

expect 'LKP flattened by a web archive: the list of commits earlier on the one line names each column'"'"'s commit as it does on printed lines' '
	printf "FYI, we noticed a +22.1%% improvement of will-it-scale.per_process_ops due to commit: commit: 0e1b2c3d4f (\"sched/core: Add missing update_rq_clock()\") 3f1a2b9c0d (\"sched/fair: Fix fairness issue on migration\") 0e1b2c3d4f5a6b7c 3f1a2b9c0d7e8f9a0b1c2d3e4f ---------------- -------------------------- %%stddev %%change %%stddev \\ | \\ 2304817 ± 0%% +22.1%% 2814180 ± 0%% will-it-scale.per_process_ops 1183022 ± 1%% +18.4%% 1400698 ± 0%% will-it-scale.per_thread_ops Thanks, the robot. Padding so the line is as long as an archive page makes it: lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.\n" >lkpflat.txt &&
	xjson lkpflat "[s[\"label\"][:30] for s in S][:2] == [\"0e1b2c3d4f5a6b7c = 0e1b2c3d4f \", \"3f1a2b9c0d7e8f9a0b1c2d3e4f = 3\"]"
'

expect 'fio'"'"'s group summary pasted alone ("Run status group 0 (all jobs):" over "READ: bw=..."; fio 2'"'"'s "aggrb="): the bandwidth per direction as printed, titled above; a note after the line ("#128k") its variant' '
	xtext fiogroup <<EOF
Without the patch:

Run status group 0 (all jobs):
   READ: bw=1623MiB/s (1701MB/s), 1623MiB/s-1623MiB/s (1701MB/s-1701MB/s),
io=190GiB (204GB), run=120010-120010msec

With the patch:

Run status group 0 (all jobs):
   READ: bw=3231MiB/s (3388MB/s), 3231MiB/s-3231MiB/s (3388MB/s-3388MB/s), io=379GiB (407GB), run=120001-120001msec
  WRITE: io=512.0MB, aggrb=466KB/s, minb=466KB/s, maxb=466KB/s, mint=1125msec, maxt=1125msec
EOF
	xjson fiogroup "[(s[\"label\"], p(s, \"io\"), s[\"metric\"], vals(s)) for s in S] == [(\"Without the patch\", \"read\", \"bandwidth\", [\"1623MiB/s\"]), (\"With the patch\", \"read\", \"bandwidth\", [\"3231MiB/s\"]), (\"With the patch\", \"write\", \"bandwidth\", [\"466KB/s\"])] and all(s[\"found_by\"] == \"tool:fio\" for s in S)" &&
	xtext fionote <<EOF
baseline:

READ: bw=3167MiB/s (3321MB/s), 186MiB/s-208MiB/s (196MB/s-219MB/s)   #128k
READ: bw=898MiB/s (941MB/s), 51.2MiB/s-66.1MiB/s (53.7MB/s-69.3MB/s) #144k
EOF
	xjson fionote "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"baseline\", \"128k\", [\"3167MiB/s\"]), (\"baseline\", \"144k\", [\"898MiB/s\"])]"
'

expect 'hackbench'"'"'s "Time:" lines under the command that ran them, banner cut: a run titled above the command, its "thread" word the variant; time(1) output right under it takes its title' '
	xtext hbbare <<EOF
vanilla:
\$ time ./hackbench 20 thread 1000
Time: 3.456

real    0m3.512s
user    0m1.234s
sys     0m12.345s

patched:
\$ time ./hackbench 20 thread 1000
Time: 3.201

real    0m3.260s
user    0m1.201s
sys     0m11.789s
EOF
	xjson hbbare "[(s[\"label\"], s[\"found_by\"], s[\"metric\"], vals(s)) for s in S if s[\"metric\"] in (\"time\", \"real\")] == [(\"vanilla\", \"tool:hackbench\", \"time\", [\"3.456\"]), (\"patched\", \"tool:hackbench\", \"time\", [\"3.201\"]), (\"vanilla\", \"tool:time\", \"real\", [\"0m3.512s\"]), (\"patched\", \"tool:time\", \"real\", [\"0m3.260s\"])] and p(S[0], \"variant\") == \"threads\"" &&
	xtext hbruns <<EOF
Before:
# hackbench -g 10 -l 5000
Time: 1.234
Time: 1.245

After:
# hackbench -g 10 -l 5000
Time: 1.101
Time: 1.110
EOF
	xjson hbruns "[(s[\"label\"], s[\"unit\"], vals(s)) for s in S] == [(\"Before\", \"s\", [\"1.234\", \"1.245\"]), (\"After\", \"s\", [\"1.101\", \"1.110\"])]"
'

expect 'LKP: each row'"'"'s %change compares its second commit with the first (by points for a metric in per cent: "+0.9"); "± 2%" is each side'"'"'s stddev' '
	xtext lkpcmp <<\EOF
9876fedcba012345 1234abcdef0123456789
---------------- ---------------------------
         %stddev     %change         %stddev
             \          |                \
    412345            -5.2%     390912        hackbench.throughput
 1.231e+09 ±  2%     +23.5%   1.52e+09 ±  3%  hackbench.time.involuntary_context_switches
      3.21 ±  4%       +0.9       4.11 ±  5%  mpstat.cpu.all.idle%
EOF
	xjson lkpcmp "(lambda L: [(L[c[\"a\"]], L[c[\"b\"]], (c[\"delta_pct\"] or {}).get(\"text\"), (c[\"delta\"] or {}).get(\"text\")) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"9876fedcba012345\", \"1234abcdef0123456789\", \"-5.2\", None), (\"9876fedcba012345\", \"1234abcdef0123456789\", \"+23.5\", None), (\"9876fedcba012345\", \"1234abcdef0123456789\", None, \"+0.9\")] and [s[\"summary\"][\"stddev\"][\"text\"] for s in S[2:]] == [\"2\", \"3\", \"4\", \"5\"] and vals(S[5]) == [\"4.11\"]"
'

expect 'fio: a job'"'"'s lines pasted without its name line ("read: IOPS=..., BW=..." and "lat (usec): min=..."), under titles, printed and flattened' '
	xtext fiotrim <<EOF
Same job, only the interesting lines:

mq-deadline:
   read: IOPS=74.9k, BW=293MiB/s (307MB/s)(17.1GiB/60001msec)
     lat (usec): min=58, max=7120, avg=426.62, stdev=158.03

none:
   read: IOPS=76.2k, BW=298MiB/s (312MB/s)(17.4GiB/60001msec)
     lat (usec): min=57, max=6904, avg=419.35, stdev=151.77

So none is a little ahead.
EOF
	tr "\n" " " <fiotrim.txt >fiotrimflat.txt &&
	for f in fiotrim fiotrimflat; do
		xjson $f "not vals(S[2]) and [(s[\"label\"], s[\"metric\"], vals(s) or [s[\"summary\"][\"mean\"][\"text\"]]) for s in S] == [(\"mq-deadline\", \"iops\", [\"74.9k\"]), (\"mq-deadline\", \"bandwidth\", [\"293MiB/s\"]), (\"mq-deadline\", \"latency\", [\"426.62\"]), (\"none\", \"iops\", [\"76.2k\"]), (\"none\", \"bandwidth\", [\"298MiB/s\"]), (\"none\", \"latency\", [\"419.35\"])] and S[2][\"summary\"][\"max\"][\"text\"] == \"7120\" and all(s[\"found_by\"] == \"tool:fio\" for s in S)" || exit 1
	done
'

expect 'cyclictest: the lines it prints above its threads ("# /dev/cpu_dma_latency set to 0us", "policy: fifo: loadavg: ...") are the output'"'"'s: its title is above them, printed and flattened' '
	xtext ctpre <<EOF
# cyclictest -m -n -a -t -p99 -i1000 -l100000

3.0.1-rt11:
# /dev/cpu_dma_latency set to 0us
policy: fifo: loadavg: 11.82 10.94 7.31 14/219 3317

T: 0 ( 3304) P:99 I:1000 C: 100000 Min:      4 Act:    9 Avg:    8 Max:      31
T: 1 ( 3305) P:99 I:1000 C: 100000 Min:      4 Act:    7 Avg:    8 Max:      29

2.6.33.9-rt31:
# /dev/cpu_dma_latency set to 0us
policy: fifo: loadavg: 12.07 11.23 8.02 13/207 2788

T: 0 ( 2771) P:99 I:1000 C: 100000 Min:      5 Act:   10 Avg:    9 Max:      47
T: 1 ( 2772) P:99 I:1000 C: 100000 Min:      5 Act:   12 Avg:   10 Max:      52

So worst case on 3.0 is roughly half.
EOF
	tr "\n" " " <ctpre.txt >ctpreflat.txt &&
	for f in ctpre ctpreflat; do
		xjson $f "[(s[\"label\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"3.0.1-rt11\", \"31\"), (\"3.0.1-rt11\", \"29\"), (\"2.6.33.9-rt31\", \"47\"), (\"2.6.33.9-rt31\", \"52\")] and len(S) == 4" || exit 1
	done
'

expect 'kernbench 0.30: "Average Optimal -j 16 Load Run:" over rows of the mean alone, each the row'"'"'s value, titled; a prose line ending one sentence and opening the next is no one-row table' '
	xtext kb30 <<EOF
Dual Xeon with HT on (so 4 logical cpus), 2G ram,
source tree on ext3, kernbench 0.30, 5 runs per load. Half load and max
load were in the noise for both.

2.6.13-rc6:
Average Optimal -j 16 Load Run:
Elapsed Time 168.52
User Time 560.37
System Time 62.81
Percent CPU 369.6
Context Switches 41022.6
Sleeps 38815.4

2.6.13-rc6-bal:
Average Optimal -j 16 Load Run:
Elapsed Time 164.51
User Time 554.12
System Time 62.05
Percent CPU 374.4
Context Switches 38730.2
Sleeps 38790.8
EOF
	xjson kb30 "[(s[\"label\"], s[\"metric\"], vals(s), p(s, \"jobs\"), p(s, \"variant\")) for s in S][::6] == [(\"2.6.13-rc6\", \"real\", [\"168.52\"], \"16\", \"Optimal\"), (\"2.6.13-rc6-bal\", \"real\", [\"164.51\"], \"16\", \"Optimal\")] and len(S) == 12 and $(printf "$FB" kernbench)"
'

expect 'schbench before 2017 closes its percentiles with "Over=0, min=0, max=22843": min and max read past the count over the table, the summary of the latency series' '
	xtext oldsch <<EOF
# ./schbench -m 2 -t 12 -r 30
Latency percentiles (usec)
	50.0000th: 34
	75.0000th: 45
	90.0000th: 59
	95.0000th: 75
	*99.0000th: 1934
	99.5000th: 5972
	99.9000th: 10288
	Over=0, min=0, max=22843
EOF
	xjson oldsch "[S[-1][\"summary\"][k][\"text\"] for k in (\"min\", \"max\")] == [\"0\", \"22843\"] and S[-1][\"metric\"] == \"latency\" and vals(S[-1]) == [] and len(S) == 8"
'

expect 'NetBSD'"'"'s M2 scheduler names a build, as 4BSD does: rows keyed by them are their runs' '
	xtext m2rows <<EOF
All ten runs, Ubench AVG only:

4BSD:  276110 275842 277305 276590 275977
M2:    277091 276845 277610 278002 276312
EOF
	xjson m2rows "[(s[\"label\"], s[\"scheduler\"], len(vals(s))) for s in S] == [(\"4BSD\", \"4BSD\", 5), (\"M2\", \"M2\", 5)]"
'

expect 'perf bench before 3.0 ("# Running sched/messaging benchmark...", no quotes): the same output, under its title on a flattened line (a title naming the benchmark, "pipe:", names no build); "vs" after an output starts the poster'"'"'s sentence, read as prose ("88519 ops/sec with the patch")' '
	printf "Before: # perf bench sched messaging -g 20 -l 1000 # Running sched/messaging benchmark... # 20 sender and receiver processes per group # 20 groups == 800 processes run Total time: 2.871 [sec] after: # perf bench sched messaging -g 20 -l 1000 # Running sched/messaging benchmark... # 20 sender and receiver processes per group # 20 groups == 800 processes run Total time: 2.614 [sec] pipe: # perf bench sched pipe # Running sched/pipe benchmark... # Extecuted 1000000 pipe operations between two tasks Total time: 11.383 [sec] 11.383421 usecs/op 87845 ops/sec vs 11.297 [sec] / 88519 ops/sec with the patch.\n" >oldperf.txt &&
	xjson oldperf "[(s[\"label\"], s[\"workload\"], vals(s)) for s in S] == [(\"Before\", \"perf-sched-messaging\", [\"2.871\"]), (\"after\", \"perf-sched-messaging\", [\"2.614\"]), (None, \"perf-sched-pipe\", [\"11.383\"]), (None, \"perf-sched-pipe\", [\"11.383421\"]), (None, \"perf-sched-pipe\", [\"87845\"]), (\"with the patch\", \"perf-sched-pipe\", [\"88519\"])]"
'

expect 'perf sched timehist: a series a task and time (wait time, sch delay, run time, ms), its rows the values; timestamps and CPUs no figures; printed and flattened' '
	xtext timehist <<EOF
With the patch:

  # perf sched timehist -p 2211

           time    cpu  task name                       wait time  sch delay   run time
                        [tid/pid]                          (msec)     (msec)     (msec)
--------------- ------  ------------------------------  ---------  ---------  ---------
    4871.203114 [0006]  data-loop.0[2214/2211]              2.619      0.006      0.041
    4871.205778 [0006]  data-loop.0[2214/2211]              2.617      0.009      0.038
    4871.212340 [0003]  pw-loop[2215/2211]                  0.120      3.957      0.044

The delays line up with the xruns.
EOF
	xjson timehist "[(s[\"label\"], s[\"metric\"], p(s, \"task\"), vals(s)) for s in S] == [(\"With the patch\", \"wait time\", \"data-loop.0[2214/2211]\", [\"2.619\", \"2.617\"]), (\"With the patch\", \"sch delay\", \"data-loop.0[2214/2211]\", [\"0.006\", \"0.009\"]), (\"With the patch\", \"run time\", \"data-loop.0[2214/2211]\", [\"0.041\", \"0.038\"]), (\"With the patch\", \"wait time\", \"pw-loop[2215/2211]\", [\"0.120\"]), (\"With the patch\", \"sch delay\", \"pw-loop[2215/2211]\", [\"3.957\"]), (\"With the patch\", \"run time\", \"pw-loop[2215/2211]\", [\"0.044\"])] and S[0][\"unit\"] == \"ms\" and S[0][\"better\"] == \"lower\" and S[0][\"found_by\"] == \"tool:sched-timehist\"" &&
	tr "\n" " " <timehist.txt >timehistf.txt && echo >>timehistf.txt &&
	xjson timehistf "[(s[\"label\"], vals(s)) for s in S][:2] == [(\"With the patch\", [\"2.619\", \"2.617\"]), (\"With the patch\", [\"0.006\", \"0.009\"])] and len(S) == 6"
'

expect 'iperf3: result rows pasted without their header ("two more runs, summary lines only:") are iperf3'"'"'s, the runs of the titled output above them' '
	{ echo "-current:"; echo; cat "$T/iperf3.txt"; echo; echo "two more runs, summary lines only:";
	  echo "[  5]   0.00-30.00  sec  11.8 GBytes  3.38 Gbits/sec   12             sender";
	  echo "[  5]   0.00-30.00  sec  11.8 GBytes  3.38 Gbits/sec                  receiver"; echo; echo "with diff:"; echo;
	  echo "[  5]   0.00-30.00  sec  17.0 GBytes  4.87 Gbits/sec    0             sender";
	  echo "[  5]   0.00-30.00  sec  17.0 GBytes  4.87 Gbits/sec                  receiver"; } >i3bare.txt &&
	xjson i3bare "[(s[\"label\"], s[\"metric\"], p(s, \"variant\"), vals(s)) for s in S][1:] == [(\"-current\", \"throughput\", \"sender\", [\"16.9\", \"3.38\"]), (\"-current\", \"retransmits\", \"sender\", [\"15\", \"12\"]), (\"-current\", \"throughput\", \"receiver\", [\"16.9\", \"3.38\"]), (\"with diff\", \"throughput\", \"sender\", [\"4.87\"]), (\"with diff\", \"retransmits\", \"sender\", [\"0\"]), (\"with diff\", \"throughput\", \"receiver\", [\"4.87\"])] and all(s[\"workload\"] == \"iperf3\" for s in S)"
'

expect 'BSD time -l cut with "[...]" goes on after the cut; GNU time -v lines without their "Command being timed:" (only the lines that changed) are read the same' '
	printf "pti=1:\n\n# /usr/bin/time -l make -j8 buildkernel\n      661.43 real      3971.08 user       512.66 sys\n    202812  maximum resident set size\n[...]\n    503118  voluntary context switches\n    131204  involuntary context switches\n\nand with pti=off, only the lines that changed:\n\n\tUser time (seconds): 3566.90\n\tSystem time (seconds): 281.37\n\tInvoluntary context switches: 379846\n" >tcut.txt &&
	xjson tcut "[(s[\"metric\"], vals(s)) for s in S if s[\"found_by\"] == \"tool:time\"][3:] == [(\"maxrss\", [\"202812\"]), (\"voluntary-cs\", [\"503118\"]), (\"involuntary-cs\", [\"131204\"]), (\"user\", [\"3566.90\"]), (\"sys\", [\"281.37\"]), (\"involuntary-cs\", [\"379846\"])] and S[-1][\"label\"] == \"with pti=off, only the lines that changed\""
'

expect 'fio: jobs flattened on one line under a title, cut with "[...]": each job its own series, all under the title' '
	printf "vanilla (bfq):\n\nseq-reader: (groupid=0, jobs=1): err= 0: pid=3312: Tue Mar 12 10:41:07 2019 read: IOPS=1843, BW=461MiB/s (483MB/s)(27.0GiB/60001msec) [...] rand-reader: (groupid=0, jobs=1): err= 0: pid=3313: Tue Mar 12 10:41:07 2019 read: IOPS=9812, BW=38.3MiB/s (40.2MB/s)(2300MiB/60002msec) [...] rand-writer: (groupid=0, jobs=1): err= 0: pid=3314: Tue Mar 12 10:41:07 2019 write: IOPS=3120, BW=12.2MiB/s (12.8MB/s)(731MiB/60001msec)\n" >fioflat.txt &&
	xjson fioflat "[(s[\"label\"], p(s, \"variant\"), s[\"metric\"], vals(s)) for s in S] == [(\"vanilla (bfq)\", \"seq-reader\", \"iops\", [\"1843\"]), (\"vanilla (bfq)\", \"seq-reader\", \"bandwidth\", [\"461MiB/s\"]), (\"vanilla (bfq)\", \"rand-reader\", \"iops\", [\"9812\"]), (\"vanilla (bfq)\", \"rand-reader\", \"bandwidth\", [\"38.3MiB/s\"]), (\"vanilla (bfq)\", \"rand-writer\", \"iops\", [\"3120\"]), (\"vanilla (bfq)\", \"rand-writer\", \"bandwidth\", [\"12.2MiB/s\"])]"
'

expect 'mmtests rows naming their figure instead of a statistic (specjbb'"'"'s "TPut 1  25103.00 (  0.00%)  25441.00 (  1.35%)"): a series per row and kernel, the second compared with the first; a row without the difference cells is none' '
	printf "specjbb2005 bops:\n\n                        3.11.0-rc1             3.11.0-rc1\n                           vanilla             numab-v5r4\nTPut 1         25103.00 (  0.00%%)     25441.00 (  1.35%%)\nTPut 2         48812.00 (  0.00%%)     49530.00 (  1.47%%)\n\nTotal 2        48812.00               49530.00\n" >tput.txt &&
	xjson tput "[(s[\"label\"], vals(s)) for s in S if s[\"found_by\"] == \"tool:mmtests\"] == [(\"3.11.0-rc1 vanilla\", [\"25103.00\"]), (\"3.11.0-rc1 numab-v5r4\", [\"25441.00\"]), (\"3.11.0-rc1 vanilla\", [\"48812.00\"]), (\"3.11.0-rc1 numab-v5r4\", [\"49530.00\"])] and [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"1.35\", \"1.47\"]"
'

expect 'time(1) outputs under "run 1:", "run 2:" ... below a build'"'"'s title ("2.6.31 (CFS):") are that build'"'"'s runs, pooled a series a line (real, user, sys)' '
	printf "2.6.31 (CFS):\n\nrun 1:\nreal    2m12.406s\nuser    7m49.103s\nsys     0m41.772s\n\nrun 2:\nreal    2m11.921s\nuser    7m48.812s\nsys     0m41.530s\n\n2.6.31-bfs211:\n\nrun 1:\nreal    2m14.833s\nuser    7m52.119s\nsys     0m40.118s\n\nrun 2:\nreal    2m15.201s\nuser    7m51.874s\nsys     0m40.337s\n" >runtitles.txt &&
	xjson runtitles "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S if s[\"found_by\"] == \"tool:time\"] == [(\"2.6.31 (CFS)\", \"real\", [\"2m12.406s\", \"2m11.921s\"]), (\"2.6.31 (CFS)\", \"user\", [\"7m49.103s\", \"7m48.812s\"]), (\"2.6.31 (CFS)\", \"sys\", [\"0m41.772s\", \"0m41.530s\"]), (\"2.6.31-bfs211\", \"real\", [\"2m14.833s\", \"2m15.201s\"]), (\"2.6.31-bfs211\", \"user\", [\"7m52.119s\", \"7m51.874s\"]), (\"2.6.31-bfs211\", \"sys\", [\"0m40.118s\", \"0m40.337s\"])]"
'

expect 'outputs titled by what ran ("tbench 8:") under a line of its own naming a build ("2.6.30-rc2 virgin") are that build'"'"'s, their runs pooled; netperf result rows pasted under one header ("header snipped on runs 2 and 3") are more runs of its test' '
	printf "2.6.30-rc2 virgin\n\ntbench 8:\nThroughput 1044.72 MB/sec 8 procs\nThroughput 1051.36 MB/sec 8 procs\n\nnetperf -t TCP_RR -l 60 -H 127.0.0.1 (header snipped on runs 2 and 3)\nTCP REQUEST/RESPONSE TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 127.0.0.1 (127.0.0.1) port 0 AF_INET\nLocal /Remote\nSocket Size   Request  Resp.   Elapsed  Trans.\nSend   Recv   Size     Size    Time     Rate\nbytes  Bytes  bytes    bytes   secs.    per sec\n\n16384  87380  1        1       60.00    97012.34\n16384  87380\n16384  87380  1        1       60.00    96788.51\n16384  87380  1        1       60.00    97233.08\n\n2.6.30-rc2 + wake_affine patch\n\ntbench 8:\nThroughput 1069.05 MB/sec 8 procs\nThroughput 1074.88 MB/sec 8 procs\n" >heading.txt &&
	xjson heading "[(s[\"label\"], vals(s)) for s in S if s[\"found_by\"] == \"tool:dbench\"] == [(\"2.6.30-rc2 virgin\", [\"1044.72\", \"1051.36\"]), (\"2.6.30-rc2 + wake_affine patch\", [\"1069.05\", \"1074.88\"])] and [(s[\"label\"], vals(s)) for s in S if s[\"found_by\"] == \"tool:netperf\"] == [(\"2.6.30-rc2 virgin\", [\"97012.34\", \"96788.51\", \"97233.08\"])] and not [s for s in S if s[\"found_by\"] == \"table\"]"
'

expect 'a fio job trimmed to one row of clat percentiles ("[...]" for the header): each percentile a series in the clat line'"'"'s unit' '
	printf "SCHED_ULE (trimmed):\n\nrandread: (groupid=0, jobs=4): err= 0: pid=2231: Wed Apr 17 11:02:41 2019\n  read: IOPS=281k, BW=1098MiB/s (1151MB/s)(32.2GiB/30001msec)\n    clat (usec): min=21, max=5871, avg=449.72, stdev=158.31\n[...]\n     | 99.00th=[  906], 99.50th=[ 1020], 99.90th=[ 1696], 99.95th=[ 2147],\n[...]\n" >fiopct.txt &&
	xjson fiopct "[(s[\"metric\"], s[\"unit\"], vals(s)) for s in S if s[\"metric\"].startswith(\"clat p\")] == [(\"clat p99.00\", \"us\", [\"906\"]), (\"clat p99.50\", \"us\", [\"1020\"]), (\"clat p99.90\", \"us\", [\"1696\"]), (\"clat p99.95\", \"us\", [\"2147\"])]"
'

expect 'perf stat -r N: the banner'"'"'s "(N runs)" is each counter'"'"'s params.runs (the mean printed is the value)' '
	printf "before:\n\n Performance counter stats for '"'"'hackbench -g 20 -l 1000'"'"' (10 runs):\n\n         34,112.56 msec task-clock                #   30.431 CPUs utilized            ( +-  0.41%% )\n           612,843      context-switches          #    0.018 M/sec                    ( +-  2.13%% )\n\n            1.12097 +- 0.00623 seconds time elapsed  ( +-  0.56%% )\n\nok\n" >perfruns.txt &&
	xjson perfruns "[p(s, \"runs\") for s in S] == [\"10\", \"10\", \"10\"] and vals(S[0]) == [\"34,112.56\"]"
'

expect 'perf stat 3.x to 4.x: "task-clock (msec)" is the task clock in ms, and the counters after it are read' '
	printf "Before:\n\n Performance counter stats for '"'"'./udp_sink --count 10000000'"'"' (5 runs):\n\n       9791.208114      task-clock (msec)         #    0.998 CPUs utilized            ( +-  0.87%% )\n               412      context-switches          #    0.042 K/sec                    ( +- 14.20%% )\n    19,870,335,102      instructions              #    0.60  insn per cycle           ( +-  1.12%% )\n\n       9.810736502 seconds time elapsed                                          ( +-  0.87%% )\n" >perf4.txt &&
	xjson perf4 "[(s[\"metric\"], s[\"unit\"], vals(s), p(s, \"stderr_pct\")) for s in S] == [(\"task-clock\", \"ms\", [\"9791.208114\"], \"0.87%\"), (\"context-switches\", None, [\"412\"], \"14.20%\"), (\"instructions\", None, [\"19,870,335,102\"], \"1.12%\"), (\"real\", \"s\", [\"9.810736502\"], \"0.87%\")]"
'

expect 'netperf -c -C: the CPU and service-demand columns after the result are series of their own, local and remote; TCP_RR'"'"'s demand in us/Tr' '
	printf "Patched:\n\nTCP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 192.168.10.2 (192.168.10.2) port 0 AF_INET\nRecv   Send    Send                          Utilization       Service Demand\nSocket Socket  Message  Elapsed              Send     Recv     Send    Recv\nSize   Size    Size     Time     Throughput  local    remote   local   remote\nbytes  bytes   bytes    secs.    10^6bits/s  %% S      %% S      us/KB   us/KB\n\n 87380  65536  16384    60.00      5947.91   33.80    41.16    1.862   2.268\n\nTCP REQUEST/RESPONSE TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 192.168.10.2 () port 0 AF_INET\nLocal /Remote\nSocket Size   Request Resp.  Elapsed Trans.   CPU    CPU    S.dem   S.dem\nSend   Recv   Size    Size   Time    Rate     local  remote local   remote\nbytes  bytes  bytes   bytes  secs.   per sec  %% S    %% S    us/Tr   us/Tr\n\n16384  87380  1       1      30.00   18402.16  12.40  14.02  27.006  30.482\n16384  87380\n" >cpu.txt &&
	xjson cpu "[(s[\"metric\"], s[\"unit\"], p(s, \"side\"), vals(s)) for s in S] == [(\"throughput\", \"Mbit/s\", None, [\"5947.91\"]), (\"cpu\", \"%\", \"local\", [\"33.80\"]), (\"cpu\", \"%\", \"remote\", [\"41.16\"]), (\"service demand\", \"us/KB\", \"local\", [\"1.862\"]), (\"service demand\", \"us/KB\", \"remote\", [\"2.268\"]), (\"tps\", \"1/s\", None, [\"18402.16\"]), (\"cpu\", \"%\", \"local\", [\"12.40\"]), (\"cpu\", \"%\", \"remote\", [\"14.02\"]), (\"service demand\", \"us/Tr\", \"local\", [\"27.006\"]), (\"service demand\", \"us/Tr\", \"remote\", [\"30.482\"])]"
'

expect 'cyclictest: the bare /proc/loadavg line older versions print first ("0.00 0.02 0.06 1/163 4211") is the output'"'"'s, no title: the title is above the command' '
	printf "Idle box:\n\n# ./cyclictest -t2 -p 80 -n -i 1000 -l 10000\n0.00 0.02 0.06 1/163 4211\n\nT: 0 ( 4208) P:80 I:1000 C:  10000 Min:      2 Act:    4 Avg:    4 Max:      14\nT: 1 ( 4209) P:79 I:1500 C:   6667 Min:      2 Act:    3 Avg:    4 Max:      17\n" >cyc-la.txt &&
	schedlore extract --text cyc-la.txt >cyc-la.json &&
	python3 -c "import json; S = json.load(open(\"cyc-la.json\"))[\"series\"]; assert [(s[\"label\"], s[\"params\"][\"thread\"]) for s in S] == [(\"Idle box\", \"0\"), (\"Idle box\", \"1\")], S"
'

expect 'perf stat'"'"'s power events print their unit before the event ("7,842.31 Joules power/energy-pkg/"): a counter in J' '
	xtext perfjoules <<EOF
passive mode, schedutil:

 Performance counter stats for '"'"'system wide'"'"' (5 runs):

          7,442.35 Joules power/energy-pkg/                                             ( +-  0.48% )
          6,498.52 Joules power/energy-cores/                                           ( +-  0.55% )

          485.0778 +- 2.7149 seconds time elapsed  ( +-  0.56% )
EOF
	xjson perfjoules "[(s[\"metric\"], s[\"unit\"], vals(s)) for s in S] == [(\"power/energy-pkg/\", \"J\", [\"7,442.35\"]), (\"power/energy-cores/\", \"J\", [\"6,498.52\"]), (\"real\", \"s\", [\"485.0778\"])]"
'

expect 'sysbench 0.4: lines grepped out of a run'"'"'s file ("grep -E '"'"'transactions:|total time:|avg:|95 percentile'"'"' run.txt", the pattern'"'"'s bars no pipe): the rate, the run'"'"'s time and its latency'"'"'s mean and 95th percentile, under the title above' '
	cat >sbgrep.txt <<-\EOF &&
	before:

	$ grep -E '"'"'transactions:|total time:|avg:|95 percentile'"'"' before-4.txt
	    transactions:                        100000 (1287.44 per sec.)
	    total time:                          77.6736s
	         avg:                                  3.10ms
	         approx.  95 percentile:               5.37ms
	EOF
	xjson sbgrep "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"before\", \"transactions/s\", [\"1287.44\"]), (\"before\", \"time\", [\"77.6736s\"]), (\"before\", \"latency\", []), (\"before\", \"latency\", [\"5.37ms\"])] and S[2][\"summary\"][\"mean\"][\"text\"] == \"3.10ms\" and p(S[3], \"percentile\") == \"95\""
'


expect 'fio: a quoted job a reply cut short ("[...]" unquoted) ends at the cut, as a job ends at a line of none of fio'"'"'s words: the lines after it are read on their own' '
	printf "> Before (5.8-rc1, trimmed):\n>\n> randread: (groupid=0, jobs=1): err= 0: pid=3121: Tue Jun 16 11:02:11 2020\n>   read: IOPS=471k, BW=1839MiB/s (1928MB/s)(108GiB/60001msec)\n[...]\n> So roughly 4%% more IOPS.\n\nOne run each is noise.  Five runs each:\n\n  5.8-rc1:         552k 548k 557k 549k 551k\n  5.8-rc1+series:  553k 550k 556k 548k 554k\n" >fiocut.txt &&
	schedlore extract --text fiocut.txt >fiocut.json &&
	python3 -c "
import json; S = json.load(open(\"fiocut.json\"))[\"series\"]
got = [(s[\"found_by\"], s[\"label\"], [v[\"text\"] for v in s[\"values\"]]) for s in S]
assert got[:2] == [(\"tool:fio\", \"Before (5.8-rc1, trimmed)\", [\"471k\"]), (\"tool:fio\", \"Before (5.8-rc1, trimmed)\", [\"1839MiB/s\"])], got
assert got[2:] == [(\"table\", \"5.8-rc1\", [\"552k\", \"548k\", \"557k\", \"549k\", \"551k\"]), (\"table\", \"5.8-rc1+series\", [\"553k\", \"550k\", \"556k\", \"548k\", \"554k\"])], got
"
'

expect 'netperf: result rows of a test printed whole above, pasted under a title of their own without its banner and header, are that test'"'"'s runs under that title; untitled rows stay the output'"'"'s above' '
	printf "Without the diff:\n\nMIGRATED TCP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 10.0.2.2 () port 0 AF_INET\nRecv   Send    Send\nSocket Socket  Message  Elapsed\nSize   Size    Size     Time     Throughput\nbytes  bytes   bytes    secs.    10^6bits/sec\n\n 87380  16384  16384    30.00    4187.53\n\nWith the diff:\n\n 87380  16384  16384    30.00    4622.40\n 87380  16384  16384    30.01    4609.87\n\n 65536  16384  16384    30.00    4100.00\n" >nphl.txt &&
	schedlore extract --text nphl.txt >nphl.json &&
	python3 -c "
import json; S = json.load(open(\"nphl.json\"))[\"series\"]
got = [(s[\"found_by\"], s[\"label\"], s[\"params\"].get(\"test\"), [v[\"text\"] for v in s[\"values\"]]) for s in S]
assert got[:2] == [(\"tool:netperf\", \"Without the diff\", \"TCP_STREAM\", [\"4187.53\"]), (\"tool:netperf\", \"With the diff\", \"TCP_STREAM\", [\"4622.40\", \"4609.87\"])], got
assert not [g for g in got[2:] if g[0] == \"tool:netperf\"], got
"
'

expect 'fio: a job whose name line a mailer wrapped ("... Sat Jun  6" over "02:22:20 2020") goes on to its lines; nothing of it is read as a table' '
	printf "root# fio ./buf-test\nbuf-test: (g=0): rw=read, bs=(R) 4096B-4096B, ioengine=io_uring, iodepth=1\nfio-3.20\nStarting 1 process\nJobs: 1 (f=1): [R(1)][100.0%%][r=87.1MiB/s][r=22.3k IOPS][eta 00m:00s]\nbuf-test: (groupid=0, jobs=1): err= 0: pid=4076: Sat Jun  6\n02:22:20 2020\n  read: IOPS=20.8k, BW=81.2MiB/s (85.1MB/s)(2811MiB/34626msec)\n     lat (usec): min=2, max=159779, avg=46.04, stdev=528.95\n" >fiowrap.txt &&
	schedlore extract --text fiowrap.txt >fiowrap.json &&
	python3 -c "
import json; S = json.load(open(\"fiowrap.json\"))[\"series\"]
got = [(s[\"found_by\"], s[\"metric\"], [v[\"text\"] for v in s.get(\"values\", [])], (s.get(\"summary\") or {}).get(\"mean\")) for s in S]
assert [g[:3] for g in got] == [(\"tool:fio\", \"iops\", [\"20.8k\"]), (\"tool:fio\", \"bandwidth\", [\"81.2MiB/s\"]), (\"tool:fio\", \"latency\", [])] and got[2][3][\"text\"] == \"46.04\", got
"
'

expect 'LKP: a reply quoting the report with the figures'"'"' header cut ("[...]" between the commits'"'"' dashes and the rows): the commits still name the sides' '
	printf "On Mon 09-09-19, kernel test robot wrote:\n> in testcase: will-it-scale\n[...]\n> a1f4c9b3e2d7f6a8 8d1e3a7f52c04b1e9a6f3d2b7c8 \n> ---------------- --------------------------- \n[...]\n>      64213           +12.4%%      72176        will-it-scale.per_process_ops\n\nNice, thanks.\n" >lkpcut.txt &&
	schedlore extract --text lkpcut.txt >lkpcut.json &&
	python3 -c "
import json; d = json.load(open(\"lkpcut.json\")); S = d[\"series\"]
assert [(s[\"found_by\"], s[\"label\"], [v[\"text\"] for v in s[\"values\"]]) for s in S] == [(\"tool:lkp\", \"a1f4c9b3e2d7f6a8\", [\"64213\"]), (\"tool:lkp\", \"8d1e3a7f52c04b1e9a6f3d2b7c8\", [\"72176\"])], S
assert [c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+12.4\"], d[\"comparisons\"]
"
'

expect 'LKP rows quoted with their header and spreads cut ("> 1866488  -18.4%  1523132  will-it-scale.52.threads"): two rows of one test case on adjacent lines are the robot'"'"'s, a series a commit; one such line, or rows of two dotted words, in prose are no table' '
	xtext lkpbare <<\EOF
On Mon, Oct 18, 2021 at 09:12, kernel test robot wrote:
>    1866488           -18.4%    1523132        will-it-scale.52.threads
>      35894           -18.4%      29291        will-it-scale.per_thread_ops

Thanks, looking.
EOF
	xjson lkpbare "[(p(s, \"variant\"), s[\"metric\"], vals(s)) for s in S] == [(\"a\", \"52.threads\", [\"1866488\"]), (\"b\", \"52.threads\", [\"1523132\"]), (\"a\", \"per_thread_ops\", [\"35894\"]), (\"b\", \"per_thread_ops\", [\"29291\"])] and [c[\"delta_pct\"][\"value\"] for c in d[\"comparisons\"]] == [-18.4, -18.4]" &&
	printf "The old figure was\n   1866488    -18.4%%    1523132   will-it-scale.52.threads\nand the other\n   412   +3.0%%    424   hackbench.throughput\n   35894    -18.4%%    29291   netperf.Throughput_Mbps\n" >lkpone.txt &&
	xjson lkpone "not any(s[\"found_by\"] == \"tool:lkp\" for s in S)"
'

expect 'perf stat counters with the banner cut ("base:" over the counter lines, no "Performance counter stats for"): read down to the elapsed line, each counter a series of the title'"'"'s build; counter-like lines never reaching "seconds time elapsed" are none' '
	xtext perfbare <<EOF
base:
         1,052,117      context-switches                                              ( +-  0.41% )
            98,245      cpu-migrations                                                ( +-  1.12% )

           59.4731 +- 0.1863 seconds time elapsed  ( +-  0.31% )

patched:
         1,047,836      context-switches                                              ( +-  0.38% )
            81,377      cpu-migrations                                                ( +-  0.97% )

           58.8162 +- 0.1522 seconds time elapsed  ( +-  0.26% )

Counters of another box:
         2,000      sched-switches
EOF
	xjson perfbare "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"base\", \"context-switches\", [\"1,052,117\"]), (\"base\", \"cpu-migrations\", [\"98,245\"]), (\"base\", \"real\", [\"59.4731\"]), (\"patched\", \"context-switches\", [\"1,047,836\"]), (\"patched\", \"cpu-migrations\", [\"81,377\"]), (\"patched\", \"real\", [\"58.8162\"])] and p(S[2], \"stderr\") == \"0.1863\""
'

expect 'perf stat'"'"'s elapsed line alone under a title ("base:" over "59.4731 +- 0.1863 seconds time elapsed  ( +-  0.31% )"): the real time of the title'"'"'s build, its spreads params (the mean'"'"'s standard error), no series of its own' '
	printf "base:\n           59.4731 +- 0.1863 seconds time elapsed  ( +-  0.31%% )\n\npatched:\n           58.8162 +- 0.1522 seconds time elapsed  ( +-  0.26%% )\n" >elapsedonly.txt &&
	xjson elapsedonly "[(s[\"label\"], s[\"metric\"], vals(s), p(s, \"stderr\"), p(s, \"stderr_pct\")) for s in S] == [(\"base\", \"real\", [\"59.4731\"], \"0.1863\", \"0.31%\"), (\"patched\", \"real\", [\"58.8162\"], \"0.1522\", \"0.26%\")]"
'

done_testing
