#!/bin/sh
# t2040-extract-tools.sh: pasted output of real tools (tests/fixtures/tools, made by running them here)
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"

F="$TOP/tests/fixtures/tools"
use() { cp "$F/$1.txt" "$2.txt"; }

expect 'hackbench, process and threaded mode' '
	use hackbench hb && xjson hb "len(S) == 1 and S[0][\"workload\"] == \"hackbench\" and vals(S[0]) == [\"1.823\"] and p(S[0], \"groups\") == \"4\" and p(S[0], \"variant\") == \"process\"" &&
	use hackbench-threads hbt && xjson hbt "vals(S[0]) == [\"0.441\"] and p(S[0], \"variant\") == \"threaded\""
'

expect 'hackbench repeated: Time lines of one header are samples' '
	{ cat "$F/hackbench.txt"; echo "Time: 1.901"; echo "Time: 1.777"; } >hb3.txt &&
	xjson hb3 "len(S) == 1 and vals(S[0]) == [\"1.823\", \"1.901\", \"1.777\"]"
'

expect 'perf bench sched pipe and messaging' '
	use perf-sched-pipe pp && xjson pp "[s[\"metric\"] for s in S] == [\"time\", \"latency\", \"ops/s\"] and vals(S[1]) == [\"22.403400\"] and S[1][\"unit\"] == \"us\" and S[0][\"workload\"] == \"perf-sched-pipe\"" &&
	use perf-sched-messaging pm && xjson pm "len(S) == 1 and vals(S[0]) == [\"0.857\"] and p(S[0], \"groups\") == \"2\""
'

expect 'pgbench: tps and latency with clients and transaction type; a run'"'"'s tail ("| tail -3") under a settings line titled by it' '
	use pgbench-select ps && xjson ps "[(s[\"metric\"], vals(s)) for s in S] == [(\"transactions\", [\"14611\"]), (\"latency\", [\"0.409\"]), (\"connection time\", [\"13.953\"]), (\"tps\", [\"4892.645427\"])] and p(S[3], \"clients\") == \"2\" and p(S[3], \"variant\") == \"select only\" and S[1][\"unit\"] == \"ms\"" &&
	use pgbench-tpcb pt && xjson pt "vals(S[3]) == [\"285.207187\"] and p(S[3], \"clients\") == \"4\"" &&
	{ echo "kernel.sched_autogroup_enabled = 1"; echo; tail -3 "$F/pgbench-select.txt"; echo; echo "kernel.sched_autogroup_enabled = 0"; echo; tail -3 "$F/pgbench-select.txt"; } >ptail.txt &&
	xjson ptail "[(s[\"label\"], s[\"metric\"]) for s in S] == [(\"kernel.sched_autogroup_enabled = 1\", \"latency\"), (\"kernel.sched_autogroup_enabled = 1\", \"tps\"), (\"kernel.sched_autogroup_enabled = 0\", \"latency\"), (\"kernel.sched_autogroup_enabled = 0\", \"tps\")] and vals(S[1]) == [\"4892.645427\"]"
'

expect 'sysbench: events per second, total events, latency (min, avg and max its summary) and percentile, threads fairness summaries' '
	use sysbench-cpu sc && xjson sc "len(S) == 6 and vals(S[0]) == [\"438.51\"] and p(S[0], \"tasks\") == \"2\" and vals(S[1]) == [\"881\"] and vals(S[2]) == [] and [S[2][\"summary\"][k][\"text\"] for k in (\"min\", \"mean\", \"max\")] == [\"0.39\", \"4.51\", \"80.48\"] and p(S[3], \"percentile\") == \"95\" and vals(S[3]) == [\"23.10\"] and [(s[\"metric\"], s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"stddev\"][\"text\"]) for s in S[4:]] == [(\"events a thread\", \"440.5000\", \"1.50\"), (\"execution time a thread\", \"1.9849\", \"0.02\")]" &&
	use sysbench-threads st && xjson st "len(S) == 5 and S[0][\"metric\"] == \"events\" and vals(S[0]) == [\"334\"] and p(S[0], \"tasks\") == \"4\""
'

expect 'openssl speed: the table and the +F2 line' '
	use openssl-speed-rsa os && xjson os "len(S) == 2 and S[0][\"workload\"] == \"openssl-rsa\" and vals(S[0]) == [\"8693.3\"] and vals(S[1]) == [\"150447.1\"] and p(S[0], \"size\") == \"1024\"" &&
	use openssl-speed-rsa-mr om && xjson om "vals(S[0]) == [\"8818.750000\"] and S[1][\"metric\"] == \"verify/s\""
'

expect 'GNU time, time -p and bash time' '
	use gnu-time gt && xjson gt "[s[\"metric\"] for s in S] == [\"real\", \"user\", \"sys\", \"cpu\"] and vals(S[0]) == [\"0:00.20\"]" &&
	use posix-time pt2 && xjson pt2 "[s[\"metric\"] for s in S] == [\"real\", \"user\", \"sys\"]" &&
	use bash-time bt && xjson bt "vals(S[0]) == [\"0m0.102s\"] and abs(S[0][\"values\"][0][\"value\"] - 0.102) < 1e-9"
'

expect 'fish time: real, user and sys in the unit fish printed; outputs under titles are builds, repeats runs, the wall time in secs its own unit; quoted and flattened too' '
	use fish-time ft && xjson ft "[(s[\"metric\"], s[\"unit\"], vals(s)) for s in S] == [(\"real\", \"ms\", [\"204.45\"]), (\"user\", \"ms\", [\"1.03\"]), (\"sys\", \"ms\", [\"0.15\"])] and all(s[\"found_by\"] == \"tool:time\" for s in S)" &&
	{ echo "Before the patch, two runs:"; cat "$F/fish-time.txt" "$F/fish-time.txt"; echo "With the patch:"; cat "$F/fish-time-secs.txt"; } >ft2.txt &&
	xjson ft2 "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"Before the patch, two runs\", \"real\", [\"204.45\", \"204.45\"]), (\"Before the patch, two runs\", \"user\", [\"1.03\", \"1.03\"]), (\"Before the patch, two runs\", \"sys\", [\"0.15\", \"0.15\"]), (\"With the patch\", \"real\", [\"1.30\"]), (\"With the patch\", \"user\", [\"1.01\"]), (\"With the patch\", \"sys\", [\"0.25\"])]" &&
	{ echo "On Tue, Ann Other wrote:"; sed "s/^/> /" ft2.txt; } >ft3.txt &&
	xjson ft3 "len(S) == 6 and all(s[\"author\"] == \"Ann Other\" for s in S)" &&
	tr "\n" " " <ft2.txt >ft4.txt && echo >>ft4.txt &&
	xjson ft4 "[vals(s) for s in S] == [[\"204.45\", \"204.45\"], [\"1.03\", \"1.03\"], [\"0.15\", \"0.15\"], [\"1.30\"], [\"1.01\"], [\"0.25\"]]"
'

expect 'a tool output quoted in a reply keeps its quoted author' '
	{ echo "On Tue, Ann Other wrote:"; sed "s/^/> /" "$F/pgbench-select.txt"; } >q.txt &&
	xjson q "len(S) == 4 and all(s[\"author\"] == \"Ann Other\" for s in S)"
'

expect 'stress-ng --metrics-brief and --metrics: a series a stressor and column (the two rates, bogo ops/s real and usr+sys; the count and usr and sys times they are of; with --metrics the CPU share and RSS), not the real time (the run'"'"'s length); the miscellaneous metrics in their unit; two runs under titles, printed and flattened' '
	use stress-ng-two sn && xjson sn "[(p(s, \"stressor\"), s[\"metric\"], s[\"unit\"], vals(s)) for s in S] == [(\"switch\", \"bogo-ops/s\", \"1/s\", [\"566681.37\"]), (\"switch\", \"bogo-ops/s-cpu\", \"1/s\", [\"569168.12\"]), (\"switch\", \"bogo-ops\", None, [\"1133722\"]), (\"switch\", \"usr-time\", \"s\", [\"0.23\"]), (\"switch\", \"sys-time\", \"s\", [\"1.76\"]), (\"yield\", \"bogo-ops/s\", \"1/s\", [\"766265.44\"]), (\"yield\", \"bogo-ops/s-cpu\", \"1/s\", [\"1331587.88\"]), (\"yield\", \"bogo-ops\", None, [\"1533410\"]), (\"yield\", \"usr-time\", \"s\", [\"0.31\"]), (\"yield\", \"sys-time\", \"s\", [\"0.85\"]), (\"switch\", \"nanosecs per context switch\", \"ns\", [\"1763.89\"]), (\"yield\", \"ns duration per sched_yield call\", \"ns\", [\"5190.67\"])] and all(s[\"found_by\"] == \"tool:stress-ng\" for s in S)" &&
	use stress-ng-cpu-metrics snm && xjson snm "[(s[\"metric\"], vals(s)) for s in S] == [(\"bogo-ops/s\", [\"2715.66\"]), (\"bogo-ops/s-cpu\", [\"2200.70\"]), (\"bogo-ops\", [\"5433\"]), (\"usr-time\", [\"2.45\"]), (\"sys-time\", [\"0.01\"]), (\"cpu-per-instance\", [\"61.70\"]), (\"rss-max\", [\"6492\"])]" &&
	{ echo "6.1:"; cat "$F/stress-ng-switch.txt"; echo; echo "6.1+patch:"; cat "$F/stress-ng-two.txt"; } >sn2.txt &&
	xjson sn2 "sorted(set((s[\"label\"], p(s, \"stressor\")) for s in S)) == [(\"6.1\", \"switch\"), (\"6.1+patch\", \"switch\"), (\"6.1+patch\", \"yield\")] and not any(s[\"found_by\"] != \"tool:stress-ng\" for s in S)" &&
	tr "\n" " " <sn2.txt >sn2f.txt && echo >>sn2f.txt &&
	xjson sn2f "sorted(set((s[\"label\"], p(s, \"stressor\")) for s in S)) == [(\"6.1\", \"switch\"), (\"6.1+patch\", \"switch\"), (\"6.1+patch\", \"yield\")]"
'

expect 'dd: the closing line gives real (s) and throughput in the unit printed, the byte count a parameter; the progress line and the records lines are the same output' '
	use dd-gnu dd && xjson dd "[(s[\"metric\"], s[\"unit\"], vals(s), p(s, \"bytes\")) for s in S] == [(\"real\", \"s\", [\"0.434081\"], \"67108864\"), (\"throughput\", \"MB/s\", [\"155\"], \"67108864\")] and all(s[\"found_by\"] == \"tool:dd\" and s[\"workload\"] == \"dd\" for s in S)" &&
	use dd-gnu-small dds && xjson dds "[(s[\"unit\"], vals(s)) for s in S] == [(\"s\", [\"2.5373e-05\"]), (\"kB/s\", [\"394\"])]" &&
	use dd-gnu-progress ddp && xjson ddp "[vals(s) for s in S] == [[\"1.34434\"], [\"60.9\"]]" &&
	cp "$TOP/tests/fixtures/formats/dd-bsd.txt" ddb.txt &&
	xjson ddb "[(s[\"label\"], s[\"unit\"], vals(s)) for s in S][2:4] == [(\"SCHED_4BSD\", \"s\", [\"14.012345\"]), (\"SCHED_4BSD\", \"bytes/sec\", [\"76628883\"])] and len(S) == 6 and vals(S[5]) == [\"990\"] and S[5][\"unit\"] == \"MB/s\""
'

# A ministat output of two sets, legend names $1 and $2 (the same figures each time)
ministat_pair() {
	printf "x %s\n+ %s\n" "$1" "$2"
	cat <<EOF
+--------------------------------------------------------------------------+
|x  x x          x    x                       +    +  ++            +    |
|  |_______A________|                           |______A_______|         |
+--------------------------------------------------------------------------+
    N           Min           Max        Median           Avg        Stddev
x   5       1812.33       1830.12       1820.45      1820.884     7.1342981
+   5       1790.01       1805.77       1797.24      1797.634     6.0023141
EOF
}

expect 'ministat: a set named by its data file is named without the folder and extension ("x /tmp/runs/4bsd.txt" is 4bsd); dots that carry the configuration stay ("real.ule"), the part the names share naming a metric' '
	{ ministat_pair /tmp/runs/4bsd.txt ule.txt; echo; ministat_pair real.4bsd real.ule; } >msfile.txt &&
	xjson msfile "[s[\"label\"] for s in S] == [\"4bsd\", \"ule\", \"real.4bsd\", \"real.ule\"]"
'

expect 'ministat and benchstat: a data set keeps the name it was printed with beside its label ("before.real" labelled "before", metric real); series read from tables have none' '
	{ ministat_pair /tmp/runs/before.real after.real; echo; echo "ms  4BSD  ULE"; echo "10  12.1  11.9"; echo "20  13.4  12.8"; } >msname.txt &&
	xjson msname "[(s[\"label\"], s[\"name\"], s[\"metric\"]) for s in S][:2] == [(\"before\", \"/tmp/runs/before.real\", \"real\"), (\"after\", \"after.real\", \"real\")] and all(s[\"name\"] is None for s in S[2:])" &&
	printf "%s\n" "\$ benchstat runs/old.txt runs/new.txt" "name      old time/op  new time/op  delta" "Wakeup-2    412ns ± 2%   398ns ± 1%  -3.40%  (p=0.008 n=10+10)" >bsname.txt &&
	xjson bsname "[(s[\"label\"], s[\"name\"]) for s in S] == [(\"old\", \"runs/old.txt\"), (\"new\", \"runs/new.txt\")]"
'

expect 'ministat: a data set shown again in a later output of the post (same name, same summary) is the set read before, its comparisons against it; a set of another name or summary is new' '
	{ ministat_pair 4bsd ule; echo; echo "and again on its own:"; echo; ministat_pair 4bsd ule; echo; ministat_pair 4bsd ule.steal; } >msagain.txt &&
	xjson msagain "[s[\"label\"] for s in S] == [\"4bsd\", \"ule\", \"ule.steal\"] and all(c[\"a\"] == S[0][\"id\"] for c in d[\"comparisons\"])"
'

expect 'ministat: data files printed with "% cat FILE" above the output are the runs of their sets (when as many as N); a file cut short gives none' '
	printf "412.34\n415.87\n414.02\n418.91\n413.90\n" >4bsd.txt &&
	printf "400.33\n398.11\n401.87\n399.76\n400.67\n" >ule.txt &&
	{ echo "Five builds a kernel:"; echo; for f in 4bsd.txt ule.txt; do echo "% cat $f"; cat $f; done;
	  echo "% ministat 4bsd.txt ule.txt"; ministat 4bsd.txt ule.txt; } >cat.txt &&
	xjson cat "[(s[\"label\"], vals(s), s[\"summary\"][\"n\"][\"text\"]) for s in S] == [(\"4bsd\", [\"412.34\", \"415.87\", \"414.02\", \"418.91\", \"413.90\"], \"5\"), (\"ule\", [\"400.33\", \"398.11\", \"401.87\", \"399.76\", \"400.67\"], \"5\")]" &&
	sed "/^418.91$/d" cat.txt >short.txt &&
	xjson short "[(s[\"label\"], len(vals(s))) for s in S] == [(\"4bsd\", 0), (\"ule\", 5)]"
'

expect 'ministat: data files under the banners a loop echoes ("== tcprr-11.2.txt", "==> 4bsd.txt <==") are their sets'"'"' runs; each set is named by its file as typed less folder and extension ("tcprr-11.2": a prefix all the files share stays, as readers label them), the scheduler read from a name that carries one ("bk.4bsd", "bk.ule", labelled by what follows the word they share)' '
	printf "22051.83\n21937.29\n21804.12\n22191.57\n" >tcprr-11.2.txt &&
	printf "20668.21\n20571.66\n20712.48\n20803.03\n" >tcprr-12.0.txt &&
	{ echo "TCP_RR, four runs each:"; echo; for f in tcprr-11.2.txt tcprr-12.0.txt; do echo "== $f"; cat $f; done;
	  echo; echo "$ ministat tcprr-11.2.txt tcprr-12.0.txt"; ministat tcprr-11.2.txt tcprr-12.0.txt; } >echo.txt &&
	xjson echo "[(s[\"label\"], vals(s)) for s in S] == [(\"tcprr-11.2\", [\"22051.83\", \"21937.29\", \"21804.12\", \"22191.57\"]), (\"tcprr-12.0\", [\"20668.21\", \"20571.66\", \"20712.48\", \"20803.03\"])]" &&
	{ echo "buildkernel, two schedulers:"; echo; ministat -s tcprr-11.2.txt tcprr-12.0.txt | sed "s/tcprr-11.2.txt/bk.4bsd/; s/tcprr-12.0.txt/bk.ule/"; } >named.txt &&
	xjson named "[(s[\"label\"], s[\"name\"], s[\"scheduler\"]) for s in S] == [(\"4bsd\", \"bk.4bsd\", \"4BSD\"), (\"ule\", \"bk.ule\", \"ULE\")]" &&
	{ echo "Two kernels:"; echo; head -n 4 tcprr-11.2.txt tcprr-12.0.txt; echo; ministat -s tcprr-11.2.txt tcprr-12.0.txt; } >head.txt &&
	xjson head "[(s[\"label\"], len(vals(s))) for s in S if s[\"found_by\"] == \"tool:ministat\"] == [(\"tcprr-11.2\", 4), (\"tcprr-12.0\", 4)]"
'

expect 'ministat: a data file named by the metric it holds ("before.real") names its set without it; "$ paste A B" above gives each set its column as runs' '
	printf "412.34\n415.87\n414.02\n418.91\n413.90\n" >before.real &&
	printf "400.33\n398.11\n401.87\n399.76\n400.67\n" >after.real &&
	{ echo "Wall clock seconds, before / after:"; echo; echo "\$ paste before.real after.real"; paste before.real after.real; echo;
	  echo "\$ ministat before.real after.real"; ministat before.real after.real; } >paste.txt &&
	xjson paste "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"before\", \"real\", [\"412.34\", \"415.87\", \"414.02\", \"418.91\", \"413.90\"]), (\"after\", \"real\", [\"400.33\", \"398.11\", \"401.87\", \"399.76\", \"400.67\"])]"
'

expect 'ministat of three data files: each set after the first is compared with the first right under its row (the + set'"'"'s Difference block, then the * row and its own); three series, two comparisons' '
	printf "412.81\n409.67\n415.02\n411.38\n410.95\n" >r100.txt &&
	printf "431.77\n428.90\n436.12\n430.05\n433.61\n" >r200.txt &&
	printf "413.20\n408.44\n411.97\n416.30\n410.12\n" >r200-fix.txt &&
	{ echo "buildkernel, five runs each:"; echo; ministat -w 74 r100.txt r200.txt r200-fix.txt; } >three.txt &&
	grep -q "^Difference at 95.0% confidence" three.txt && grep -q "^No difference proven" three.txt &&
	xjson three "[(s[\"label\"], s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"r100\", \"411.966\"), (\"r200\", \"432.09\"), (\"r200-fix\", \"412.006\")] and [(c[\"proven\"], (c[\"delta_pct\"] or {}).get(\"text\")) for c in d[\"comparisons\"]] == [(True, \"4.88487\"), (False, None)] and [c[\"b\"] for c in d[\"comparisons\"]] == [S[1][\"id\"], S[2][\"id\"]]"
'

expect 'ksh time ("32m34.22s real  83m32.67s user  18m53.48s system"): real, user and sys, under their titles' '
	printf "Before:\n   32m34.22s real    83m32.67s user    18m53.48s system\n\nAfter:\n   30m34.91s real    83m23.18s user    17m01.37s system\n" >ksh.txt &&
	xjson ksh "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"Before\", \"real\", [\"32m34.22s\"]), (\"Before\", \"user\", [\"83m32.67s\"]), (\"Before\", \"sys\", [\"18m53.48s\"]), (\"After\", \"real\", [\"30m34.91s\"]), (\"After\", \"user\", [\"83m23.18s\"]), (\"After\", \"sys\", [\"17m01.37s\"])] and S[0][\"values\"][0][\"value\"] == 1954.22"
'

expect 'time rows keyed by a build ("4BSD: 2687.113u ...") are that build'"'"'s, whatever sentence ends above them with a colon; other keys stay variants under the title' '
	printf "Same -j4, one run each because each one takes forever:\n\n4BSD: 2687.113u 603.452s 24:51.08 220.7%%\t3314+2271k 14231+5312io 1244pf+0w\nULE:  2679.904u 688.210s 25:37.91 219.0%%\t3305+2264k 14190+5307io 1251pf+0w\n" >keyed.txt &&
	xjson keyed "[(s[\"label\"], p(s, \"variant\"), s[\"metric\"]) for s in S if s[\"metric\"] == \"real\"] == [(\"4BSD\", \"4BSD\", \"real\"), (\"ULE\", \"ULE\", \"real\")]" &&
	printf "Kernel 2.6.22:\n\nM1000: 2687.113u 603.452s 24:51.08 220.7%%\t3314+2271k 14231+5312io 1244pf+0w\n" >variant.txt &&
	xjson variant "[(s[\"label\"], p(s, \"variant\")) for s in S][:1] == [(\"Kernel 2.6.22\", \"M1000\")]"
'

expect 'interbench: a series per load and column (latency with no values, its mean, SD and max latency its summary; desired CPU, deadlines met), labelled by the run'"'"'s kernel; its banner is no figure; rows without "% Deadlines Met" too, and older versions'"'"' "% Dropped Frames" for Video; rows cut with "[...]" around them' '
	printf "Mainline:\n\nUsing 1231286 loops per ms, running every load for 30 seconds\nBenchmarking kernel 2.6.21-rc5 at datestamp 200703262158\n\n--- Benchmarking simulated cpu of Video in the presence of simulated ---\nLoad\tLatency +/- SD (ms)  Max Latency   %% Desired CPU  %% Deadlines Met\nNone\t  0.019 +/- 0.0274       0.31\t\t   100\t          100\nBurn\t   16.7 +/- 34.5          117\t\t  51.1\t         38.9\n\n--- Benchmarking simulated cpu of Gaming in the presence of simulated ---\nLoad\tLatency +/- SD (ms)  Max Latency   %% Desired CPU\nNone\t   0.41 +/- 0.52         3.1\t\t   99.6\n" >ib.txt &&
	xjson ib "[(s[\"label\"], p(s, \"test\"), p(s, \"variant\"), s[\"metric\"], vals(s)) for s in S][:4] == [(\"2.6.21-rc5\", \"Video\", \"None\", \"latency\", []), (\"2.6.21-rc5\", \"Video\", \"None\", \"desired cpu\", [\"100\"]), (\"2.6.21-rc5\", \"Video\", \"None\", \"deadlines met\", [\"100\"]), (\"2.6.21-rc5\", \"Video\", \"Burn\", \"latency\", [])] and [S[0][\"summary\"][k][\"text\"] for k in (\"mean\", \"stddev\", \"max\")] == [\"0.019\", \"0.0274\", \"0.31\"] and len(S) == 8 and [s[\"metric\"] for s in S[6:]] == [\"latency\", \"desired cpu\"] and all(s[\"found_by\"] == \"tool:interbench\" for s in S)" &&
	printf "Benchmarking kernel 2.6.16-ck1 at datestamp 200603271030\n\n--- Benchmarking simulated cpu of Video in the presence of simulated ---\nLoad\tLatency +/- SD (ms)  Max Latency   %% Desired CPU  %% Dropped Frames\nBurn\t   4.68 +/- 11.2\t   59.7\t\t    80\t        22.1\n" >ibold.txt &&
	xjson ibold "[(s[\"metric\"], s[\"better\"], vals(s)) for s in S][1:] == [(\"desired cpu\", \"higher\", [\"80\"]), (\"dropped frames\", \"lower\", [\"22.1\"])]" &&
	tr "\n" " " <ib.txt >ibflat.txt &&
	xjson ibflat "[vals(s) or S[i][\"summary\"][\"max\"][\"text\"] for i, s in enumerate(S)] == [\"0.31\", [\"100\"], [\"100\"], \"117\", [\"51.1\"], [\"38.9\"], \"3.1\", [\"99.6\"]]" &&
	printf "> Benchmarking kernel 2.6.23-sd046 at datestamp 200710152141\n>\n> --- Benchmarking simulated cpu of X in the presence of simulated ---\n> Load\tLatency +/- SD (ms)  Max Latency   %% Desired CPU  %% Deadlines Met\n> [...]\n> Compile\t   1.73 +/- 5.12          34\t\t95.8\t       91.6\n> [...]\n\nThanks.\n" >ibcut.txt &&
	xjson ibcut "[(s[\"label\"], p(s, \"variant\"), s[\"metric\"], vals(s)) for s in S] == [(\"2.6.23-sd046\", \"Compile\", \"latency\", []), (\"2.6.23-sd046\", \"Compile\", \"desired cpu\", [\"95.8\"]), (\"2.6.23-sd046\", \"Compile\", \"deadlines met\", [\"91.6\"])] and S[0][\"summary\"][\"max\"][\"text\"] == \"34\""
'

expect 'cyclictest -h summaries one after another under their titles: each under its own, the second never the first'"'"'s' '
	printf "v5.4.17-rt9:\n\n# Total: 018000000 018000000\n# Min Latencies: 00006 00006\n# Avg Latencies: 00011 00011\n# Max Latencies: 00047 00044\n# Histogram Overflows: 00000 00000\n# Histogram Overflow at cycle number:\n# Thread 0:\n# Thread 1:\n\nv5.4.19-rt11:\n\n# Total: 018000000 018000000\n# Min Latencies: 00006 00006\n# Avg Latencies: 00011 00012\n# Max Latencies: 00049 00148\n# Histogram Overflows: 00000 00000\n" >ct2.txt &&
	xjson ct2 "[(s[\"label\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"v5.4.17-rt9\", \"00047\"), (\"v5.4.17-rt9\", \"00044\"), (\"v5.4.19-rt11\", \"00049\"), (\"v5.4.19-rt11\", \"00148\")]"
'

expect 'cyclictest -h summary in rt-tests'"'"' old spelling ("# Max Latencys:"): read as the new; a post naming one build in its own text above and no configuration on its series: the series are that build'"'"'s (os_version), but not when the text names two builds' '
	printf "Atom Z530, 1 GB, 2.6.31.6-rt19 with our usual config.\n\n# cyclictest -m -n -p99 -t2 -a -i200 -h100 -q -l100000000\n\nTail of the histogram output:\n\n000098 000000\t000000\n000099 000000\t000000\n# Min Latencies: 00004 00004\n# Avg Latencies: 00011 00012\n# Max Latencys: 00047 00052\n# Histogram Overflows: 00000 00000\n" >oldct.txt &&
	xjson oldct "[(s[\"os_version\"], s[\"found_by\"], [s[\"summary\"][k][\"text\"] for k in (\"min\", \"mean\", \"max\")]) for s in S] == [(\"2.6.31.6-rt19\", \"tool:cyclictest\", [\"00004\", \"00011\", \"00047\"]), (\"2.6.31.6-rt19\", \"tool:cyclictest\", [\"00004\", \"00012\", \"00052\"])]" &&
	{ printf "Last month the box ran 2.6.31.4-rt14.\n\nLoad: hackbench 20 in a loop,\nping -f from the box beside it\nand a make -j4 of the tree,\nall in the background,\nfor a bit over five hours.\n\n"; cat oldct.txt; } >twoct.txt &&
	xjson twoct "[s[\"os_version\"] for s in S] == [None, None]"
'

expect 'rtla timerlat hist and osnoise hist: a series a column (thread, irq latency; osnoise'"'"'s noise), params.cpu, its summary the min, avg and max rows, the count its n; the buckets and over no figures; quoted too' '
	xtext hist <<\EOF &&
Thread latency only, 30 minutes:

# rtla timerlat hist -c 2-3 -d 30m
# RTLA timerlat histogram
# Time unit is microseconds (us)
# Duration:   0 00:30:00
Index   IRQ-002   Thr-002   IRQ-003   Thr-003
2           118         3       120         3
3       1311600   1204417   1311500   1204400
over:         0         0         0         0
count:  1800000   1800000   1800000   1800000
min:          1         2         1         2
avg:          2         3         2         3
max:         11        17        12        23

And osnoise:

# RTLA osnoise histogram
# Time unit is nanoseconds (ns)
Index   CPU-000
100        12
200         3
over:       0
count:     15
min:      101
avg:      130
max:      288
EOF
	xjson hist "[(s[\"metric\"], s[\"unit\"], p(s, \"cpu\"), [s[\"summary\"][k][\"text\"] for k in (\"min\", \"mean\", \"max\")], s[\"summary\"][\"n\"][\"text\"]) for s in S] == [(\"irq latency\", \"us\", \"2\", [\"1\", \"2\", \"11\"], \"1800000\"), (\"thread latency\", \"us\", \"2\", [\"2\", \"3\", \"17\"], \"1800000\"), (\"irq latency\", \"us\", \"3\", [\"1\", \"2\", \"12\"], \"1800000\"), (\"thread latency\", \"us\", \"3\", [\"2\", \"3\", \"23\"], \"1800000\"), (\"noise\", \"ns\", \"0\", [\"101\", \"130\", \"288\"], \"15\")] and [s[\"workload\"] for s in S] == [\"rtla-timerlat\"] * 4 + [\"rtla-osnoise\"]" &&
	sed "s/^/> /" hist.txt >histq.txt &&
	xjson histq "len(S) == 5 and all(s[\"found_by\"] == \"tool:rtla\" for s in S)"
'

expect 'STREAM rows grep kept, under a command running stream ("# ./stream | grep Triad"): read as the table'"'"'s, named by the setting written before them ("echo 1 > /proc/sys/kernel/numa_balancing", a command printing nothing); a program run by its path is a prompt'"'"'s command; a command continued after a backslash is no table row' '
	xtext grepstream <<\EOF &&
2 sockets, OMP_NUM_THREADS=20:

# echo 1 > /proc/sys/kernel/numa_balancing
# ./stream | grep Triad
Triad:          35112.7     0.055012     0.054681     0.055390

# echo 0 > /proc/sys/kernel/numa_balancing
# ./stream | grep Triad
Triad:          41961.7     0.046028     0.045756     0.046410
EOF
	xjson grepstream "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"numa_balancing=1\", \"rate\", [\"35112.7\"]), (\"numa_balancing=1\", \"time\", [\"0.055012\"]), (\"numa_balancing=0\", \"rate\", [\"41961.7\"]), (\"numa_balancing=0\", \"time\", [\"0.046028\"])] and all(s[\"found_by\"] == \"tool:stream\" for s in S)" &&
	sed "s/stream | grep Triad/membench | grep Triad/" grepstream.txt >notstream.txt &&
	xjson notstream "not [s for s in S if s[\"found_by\"] == \"tool:stream\"]" &&
	printf "Runs:\n\n  # mkdir /sys/fs/cgroup/cpu/hog\n  # /usr/bin/time -f %s \\\\\n        stress-ng -q --cpu 2 --cpu-method matrixprod --cpu-ops 4000\n\nquota -1 (default):\nelapsed 8.17 s  cpu 18%%\n\nquota 50000:\nelapsed 179.16 s  cpu 0%%\n" "'"'"'elapsed %e s  cpu %P'"'"'" >cont.txt &&
	xjson cont "\"4000\" not in [v for s in S for v in vals(s)]"
'

expect 'hwlatdetect: its Max Latency the run'"'"'s one figure (max latency, us); the settings, the counts of samples and each sample'"'"'s ts: line no figures; "Below threshold" none' '
	xtext hwlat <<\EOF &&
With the box otherwise idle:

# hwlatdetect --duration=300 --threshold=10
hwlatdetect:  test duration 300 seconds
   detector: tracer
   parameters:
        Latency threshold: 10us
        Sample window:     1000000us
        Sample width:      500000us
     Non-sampling period:  500000us
        Output File:       None

Starting test
test finished
Max Latency: 5612us
Samples recorded: 9
Samples exceeding threshold: 9
ts: 1497965912.123456789, inner:10, outer:12
ts: 1497965913.223456789, inner:5612, outer:11
EOF
	xjson hwlat "[(s[\"found_by\"], s[\"metric\"], s[\"unit\"], vals(s)) for s in S] == [(\"tool:hwlatdetect\", \"max latency\", \"us\", [\"5612us\"])]" &&
	sed "s/^Max Latency: 5612us/Max Latency: Below threshold/" hwlat.txt >below.txt &&
	xjson below "not [s for s in S if s[\"found_by\"] == \"tool:hwlatdetect\"]"
'

expect 'massive_intr: a run'"'"'s lines of a pid and its loops ("004012	00000917") are one series, the loops its values as printed, the pids none; under its title' '
	printf "2.6.23-rc8:\n\n\$ ./massive_intr 3 30\n004012\t00000917\n004013\t00000859\n004014\t00000894\n\n2.6.23-rc8 + sched-devel:\n\n\$ ./massive_intr 3 30\n004127\t00000889\n004128\t00000885\n004129\t00000891\n" >mi.txt &&
	xjson mi "[(s[\"found_by\"], s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"tool:massive_intr\", \"2.6.23-rc8\", \"loops\", [\"00000917\", \"00000859\", \"00000894\"]), (\"tool:massive_intr\", \"2.6.23-rc8 + sched-devel\", \"loops\", [\"00000889\", \"00000885\", \"00000891\"])]" &&
	printf "Two lines of a table:\n\n004012\t00000917\n004013\t00000859\n" >nomi.txt &&
	xjson nomi "not [s for s in S if s[\"found_by\"] == \"tool:massive_intr\"]"
'

expect 'a time line far below its "$ time ./build.sh ..." command, the command'"'"'s own output between: under the title above the command' '
	printf "Before (unpatched):\n\n$ time ./build.sh -U -j 8 release\n[...]\n===> build.sh ended:      Wed Jan 14 21:03:52 CET 2009\n===> .\n   32m34.22s real    83m32.67s user    18m53.48s system\n\nAfter (with the patch):\n\n$ time ./build.sh -U -j 8 release\n[...]\n===> .\n   30m34.91s real    83m23.18s user    17m01.37s system\n" >farcmd.txt &&
	xjson farcmd "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"Before (unpatched)\", [\"32m34.22s\"]), (\"After (with the patch)\", [\"30m34.91s\"])]"
'

expect 'latt: each run one series, its summary the entries and Max, Avg, Stdev (usec), under its title; printed and flattened' '
	printf "2.6.31:\n\nEntries: 1188 (clients=4)\n\nAverages:\n------------------------------\n\tMax\t 19872 usec\n\tAvg\t  2316 usec\n\tStdev\t  3417 usec\n\n2.6.31-bfs211:\n\nEntries: 1204 (clients=4)\n\nAverages:\n------------------------------\n\tMax\t  6012 usec\n\tAvg\t   861 usec\n\tStdev\t   940 usec\n" >latt.txt &&
	xjson latt "[(s[\"label\"], s[\"metric\"], s[\"unit\"], p(s, \"clients\"), [s[\"summary\"][k][\"text\"] for k in (\"n\", \"max\", \"mean\", \"stddev\")]) for s in S] == [(\"2.6.31\", \"latency\", \"us\", \"4\", [\"1188\", \"19872\", \"2316\", \"3417\"]), (\"2.6.31-bfs211\", \"latency\", \"us\", \"4\", [\"1204\", \"6012\", \"861\", \"940\"])] and all(s[\"found_by\"] == \"tool:latt\" for s in S)" &&
	{ echo "I ran latt -c4 with the build running in the background, here is what it says:"; cat latt.txt; echo "So the wakeup latency is less than half."; } | tr "\n" " " >lattflat.txt &&
	xjson lattflat "[[s[\"summary\"][k][\"text\"] for k in (\"n\", \"max\", \"mean\", \"stddev\")] for s in S] == [[\"1188\", \"19872\", \"2316\", \"3417\"], [\"1204\", \"6012\", \"861\", \"940\"]] and S[0][\"label\"] == \"2.6.31\""
'

expect 'latt'"'"'s later output ("Parameters: ... clients=4", "Entries logged: N", "Wakeup averages" and "Work averages" sections, a "Stdev mean" line): a series a section, the standard error no stddev' '
	printf "2.6.31-bfs212:\n\nParameters: min_wait=100ms, max_wait=500ms, clients=4\nEntries logged: 1788\n\nWakeup averages\n-------------------------------------\n\tMax\t\t    4119 usec\n\tAvg\t\t     312 usec\n\tStdev\t\t     588 usec\n\tStdev mean\t      14 usec\n\nWork averages\n-------------------------------------\n\tMax\t\t   23658 usec\n\tAvg\t\t   20107 usec\n\tStdev\t\t    1220 usec\n\tStdev mean\t      29 usec\n" >latt2.txt &&
	xjson latt2 "[(s[\"label\"], s[\"metric\"], p(s, \"clients\"), [s[\"summary\"][k][\"text\"] for k in (\"n\", \"max\", \"mean\", \"stddev\")]) for s in S] == [(\"2.6.31-bfs212\", \"wakeup latency\", \"4\", [\"1788\", \"4119\", \"312\", \"588\"]), (\"2.6.31-bfs212\", \"work latency\", \"4\", [\"1788\", \"23658\", \"20107\", \"1220\"])]"
'

expect 'CoreMark (written from core_main.c'"'"'s printf formats): the report'"'"'s Iterations/Sec the score, its total time and ticks, the iterations and threads settings, the closing "CoreMark 1.0 :" line no second figure; that line alone is a score, its "N:PThreads" the threads' '
	printf "cpu4 (Cortex-A72):\n\n2K performance run parameters for coremark.\nCoreMark Size    : 666\nTotal ticks      : 12153\nTotal time (secs): 12.153000\nIterations/Sec   : 7405.578869\nIterations       : 90000\nCompiler version : GCC6.3.0 20170516\nCompiler flags   : -O2 -DPERFORMANCE_RUN=1  -lrt\nMemory location  : Please put data memory location here\n\t\t\t(e.g. code in flash, data on heap etc)\nseedcrc          : 0xe9f5\n[0]crclist       : 0xe714\n[0]crcfinal      : 0x65c5\nCorrect operation validated. See README.md for run and reporting rules.\nCoreMark 1.0 : 7405.578869 / GCC6.3.0 20170516 -O2 -DPERFORMANCE_RUN=1  -lrt / Heap\n\nschedutil:\n\nCoreMark 1.0 : 65914.146824 / GCC12.2.0 -O2 -DMULTITHREAD=4 -DUSE_PTHREAD -pthread  -lrt / Heap / 4:PThreads\n" >cm.txt &&
	xjson cm "[(s[\"label\"], s[\"metric\"], s[\"unit\"], vals(s), p(s, \"iterations\"), p(s, \"threads\")) for s in S] == [(\"cpu4 (Cortex-A72)\", \"score\", \"iterations/s\", [\"7405.578869\"], \"90000\", None), (\"cpu4 (Cortex-A72)\", \"total time\", \"s\", [\"12.153000\"], \"90000\", None), (\"cpu4 (Cortex-A72)\", \"total ticks\", \"ticks\", [\"12153\"], \"90000\", None), (\"schedutil\", \"score\", \"iterations/s\", [\"65914.146824\"], None, \"4\")] and all(s[\"found_by\"] == \"tool:coremark\" and s[\"workload\"] == \"coremark\" for s in S)"
'

expect 'HammerDB'"'"'s TPROC-C result line (written from its drivers'"'"' tpcc.tcl): NOPM and the database'"'"'s TPM, under each build'"'"'s title' '
	printf "ULE:\nVuser 1:TEST RESULT : System achieved 61227 NOPM from 140894 MySQL TPM\n\n4BSD:\nVuser 1:TEST RESULT : System achieved 58903 NOPM from 135502 MySQL TPM\n" >hdb.txt &&
	xjson hdb "[(s[\"label\"], s[\"metric\"], s[\"unit\"], vals(s)) for s in S] == [(\"ULE\", \"nopm\", \"1/min\", [\"61227\"]), (\"ULE\", \"tpm\", \"1/min\", [\"140894\"]), (\"4BSD\", \"nopm\", \"1/min\", [\"58903\"]), (\"4BSD\", \"tpm\", \"1/min\", [\"135502\"])] and all(s[\"found_by\"] == \"tool:hammerdb\" for s in S)"
'

expect 'sysbench 0.4 OLTP under head(1) banners: the rates per second, total time and latency of each run, named by what tells the files apart' '
	cp "$TOP/tests/fixtures/formats/sysbench04-oltp.txt" so4.txt &&
	xjson so4 "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S if s[\"metric\"] in (\"transactions/s\", \"requests/s\", \"time\")] == [(\"4bsd\", \"transactions/s\", [\"1312.45\"]), (\"4bsd\", \"requests/s\", [\"24936.55\"]), (\"4bsd\", \"time\", [\"38.0966s\"]), (\"ule\", \"transactions/s\", [\"1498.02\"]), (\"ule\", \"requests/s\", [\"28462.38\"]), (\"ule\", \"time\", [\"33.3773s\"])] and all(s[\"workload\"] == \"sysbench\" and s[\"found_by\"] == \"tool:sysbench\" and p(s, \"tasks\") == \"16\" for s in S) and [vals(s) for s in S if p(s, \"percentile\") == \"95\"] == [[\"21.77ms\"], [\"18.42ms\"]]"
'

expect 'ab (ApacheBench): time taken, requests per second, a client'"'"'s time per request, transfer rate; each connection-times row a summary as printed; each percentile a series; the concurrency its clients, counts of requests and bytes no figures' '
	use ab ab && xjson ab "[(s[\"metric\"], s[\"unit\"], vals(s)) for s in S][:4] == [(\"time\", \"s\", [\"1.303\"]), (\"throughput\", \"req/s\", [\"1534.91\"]), (\"latency\", \"ms\", [\"6.515\"]), (\"bandwidth\", \"KB/s\", [\"3567.46\"])] and all(p(s, \"clients\") == \"10\" and s[\"found_by\"] == \"tool:ab\" for s in S) and [(s[\"metric\"], s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"stddev\"][\"text\"], s[\"summary\"][\"median\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S[4:8]] == [(\"connect time\", \"2\", \"45.7\", \"0\", \"1032\"), (\"processing time\", \"4\", \"1.2\", \"4\", \"13\"), (\"waiting time\", \"3\", \"0.9\", \"3\", \"9\"), (\"total time\", \"6\", \"45.7\", \"4\", \"1037\")] and [(s[\"metric\"], vals(s)) for s in S[8:]] == [(\"p50\", [\"4\"]), (\"p66\", [\"4\"]), (\"p75\", [\"5\"]), (\"p80\", [\"5\"]), (\"p90\", [\"5\"]), (\"p95\", [\"6\"]), (\"p98\", [\"7\"]), (\"p99\", [\"8\"]), (\"p100\", [\"1037\"])]" &&
	use ab-keepalive abk && xjson abk "[(s[\"metric\"], vals(s)) for s in S][:2] == [(\"time\", [\"0.686\"]), (\"throughput\", [\"1458.08\"])] and p(S[0], \"clients\") == \"4\" and len(S) == 17"
'

expect 'ab 1.3'"'"'s shorter report (no units after requests per second, "kb/s received", "Connnection Times" with min avg max) under two titles: each run its title'"'"'s' '
	cat >ab13.txt <<-EOF &&
	UP kernel:

	Concurrency Level:      50
	Time taken for tests:   15.574 seconds
	Complete requests:      10000
	Requests per second:    642.11
	Transfer rate:          1214.84 kb/s received

	Connnection Times (ms)
	              min   avg   max
	Connect:        0     6   211
	Total:         11    76   600

	SMP kernel:

	Concurrency Level:      50
	Time taken for tests:   11.482 seconds
	Complete requests:      10000
	Requests per second:    870.93
	Transfer rate:          1647.80 kb/s received
	EOF
	xjson ab13 "[(s[\"label\"], s[\"metric\"], vals(s), (s.get(\"summary\") or {}).get(\"mean\", {}).get(\"text\")) for s in S] == [(\"UP kernel\", \"time\", [\"15.574\"], None), (\"UP kernel\", \"throughput\", [\"642.11\"], None), (\"UP kernel\", \"bandwidth\", [\"1214.84\"], None), (\"UP kernel\", \"connect time\", [], \"6\"), (\"UP kernel\", \"total time\", [], \"76\"), (\"SMP kernel\", \"time\", [\"11.482\"], None), (\"SMP kernel\", \"throughput\", [\"870.93\"], None), (\"SMP kernel\", \"bandwidth\", [\"1647.80\"], None)]"
'

expect 'wrk: latency and each thread'"'"'s requests/s as summaries (Avg, Stdev, Max), the latency distribution a series a percentile, requests and bytes read, Requests/sec and Transfer/sec; threads and connections its params' '
	use wrk wrk && xjson wrk "[(s[\"metric\"], s[\"unit\"], vals(s)) for s in S][2:] == [(\"requests\", None, [\"3226\"]), (\"read\", \"MB\", [\"7.32MB\"]), (\"throughput\", \"req/s\", [\"1610.49\"]), (\"bandwidth\", \"MB/s\", [\"3.66MB\"])] and [(s[\"metric\"], s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"stddev\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S[:2]] == [(\"latency\", \"5.86ms\", \"17.53ms\", \"212.81ms\"), (\"requests/s a thread\", \"809.58\", \"462.29\", \"1.62k\")] and all(p(s, \"tasks\") == \"2\" and p(s, \"clients\") == \"10\" and s[\"found_by\"] == \"tool:wrk\" for s in S)" &&
	use wrk-latency wrkl && xjson wrkl "[(s[\"metric\"], vals(s)) for s in S][2:6] == [(\"p50\", [\"3.17ms\"]), (\"p75\", [\"3.82ms\"]), (\"p90\", [\"4.70ms\"]), (\"p99\", [\"146.91ms\"])]"
'

expect 'siege: each line of its report a series (JSON as siege 4 prints it; "Transactions: N hits" as siege 3 does), the counts of successful and failed transactions none; under a title after another tool'"'"'s output and the command, that output'"'"'s title' '
	use siege-json sj && xjson sj "[(s[\"metric\"], vals(s)) for s in S][:3] == [(\"transactions\", [\"4662\"]), (\"availability\", [\"100.00\"]), (\"elapsed time\", [\"2.49\"])] and len(S) == 10 and all(s[\"found_by\"] == \"tool:siege\" for s in S)" &&
	printf "11-CURRENT:\n\n\$ ab -k -n 100000 -c 200 http://10.0.0.2/index.html | sed -n /^Concurrency/,/^Transfer/p\nConcurrency Level:      200\nTime taken for tests:   11.942 seconds\nRequests per second:    83737.18 [#/sec] (mean)\nTransfer rate:          90030.71 [Kbytes/sec] received\n\n\$ siege -b -c 100 -t 60S http://10.0.0.2/index.html\n** SIEGE 3.0.8\n** Preparing 100 concurrent users for battle.\nThe server is now under siege...\nLifting the server siege...      done.\n\nTransactions:\t\t     3481190 hits\nAvailability:\t\t      100.00 %%\nElapsed time:\t\t       59.71 secs\nTransaction rate:\t    58301.62 trans/sec\nSuccessful transactions:     3481190\nFailed transactions:\t           0\nLongest transaction:\t        0.21\n" >s3.txt &&
	xjson s3 "[(s[\"label\"], s[\"metric\"], vals(s), p(s, \"clients\")) for s in S if s[\"found_by\"] == \"tool:siege\"] == [(\"11-CURRENT\", \"transactions\", [\"3481190\"], \"100\"), (\"11-CURRENT\", \"availability\", [\"100.00\"], \"100\"), (\"11-CURRENT\", \"elapsed time\", [\"59.71\"], \"100\"), (\"11-CURRENT\", \"transaction rate\", [\"58301.62\"], \"100\"), (\"11-CURRENT\", \"longest transaction\", [\"0.21\"], \"100\")] and S[0][\"label\"] == \"11-CURRENT\""
'

expect 'a time(1) row'"'"'s key closing a parenthesis is taken whole with the word before it ("before (2.3.1-DEVELOPMENT as of Apr 20): 1534.21 real 2314.82 user 1023.04 sys ...")' '
	printf "Timings:\n\nbefore (2.3.1-DEVELOPMENT as of Apr 20): 1534.21 real 2314.82 user 1023.04 sys 1529.67 real 2311.40 user 1019.77 sys\n\nafter: 1330.42 real 2301.15 user 721.38 sys 1334.88 real 2307.06 user 729.91 sys\n\nok\n" >parenkey.txt &&
	xjson parenkey "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S][:1] + [(s[\"label\"], s[\"metric\"], vals(s)) for s in S][3:4] == [(\"before (2.3.1-DEVELOPMENT as of Apr 20)\", \"real\", [\"1534.21\", \"1529.67\"]), (\"after\", \"real\", [\"1330.42\", \"1334.88\"])]"
'

expect 'ab'"'"'s report flattened by an archive (keys run on in one line: "... (mean) Time per request: ...", "Connection Times (ms) min mean[+/-sd] median max Connect: ..."), then a second run cut to its figures under "after echo 0 > /proc/sys/kernel/NAME": every figure, the second run named NAME=0' '
	cat >abflat.txt <<EOF
Baseline, autogroup on:

Concurrency Level: 50 Time taken for tests: 8.120 seconds Complete requests: 100000 Failed requests: 0 Requests per second: 12315.27 [#/sec] (mean) Time per request: 4.060 [ms] (mean) Time per request: 0.081 [ms] (mean, across all concurrent requests) Transfer rate: 1719.80 [Kbytes/sec] received

Connection Times (ms) min mean[+/-sd] median max Connect: 0 0 0.1 0 2 Processing: 1 4 1.9 4 40 Total: 1 4 1.9 4 40

Then after echo 0 > /proc/sys/kernel/sched_autogroup_enabled:

Time taken for tests: 6.004 seconds Complete requests: 100000 Requests per second: 16655.56 [#/sec] (mean) Time per request: 3.002 [ms] (mean)
EOF
	xjson abflat "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S if vals(s)] == [(\"Baseline, autogroup on\", \"time\", [\"8.120\"]), (\"Baseline, autogroup on\", \"throughput\", [\"12315.27\"]), (\"Baseline, autogroup on\", \"latency\", [\"4.060\"]), (\"Baseline, autogroup on\", \"bandwidth\", [\"1719.80\"]), (\"sched_autogroup_enabled=0\", \"time\", [\"6.004\"]), (\"sched_autogroup_enabled=0\", \"throughput\", [\"16655.56\"]), (\"sched_autogroup_enabled=0\", \"latency\", [\"3.002\"])] and [s[\"summary\"][\"max\"][\"text\"] for s in S if not vals(s)] == [\"2\", \"40\", \"40\"]"
'

expect 'benchstat, old format under its command ("$ benchstat a.txt b.txt", "name  old time/op  new time/op  delta") and the format since 2023 ("│ a.txt │ b.txt │" over "│ sec/op │ sec/op vs base │"): a series per benchmark and file named by the file less its extension (a version'"'"'s file names the version), the centre its summary (the mean before 2023, the median since), n from n=, the spread "± 3%" or "±51%" none, the delta a comparison ("~" unproven), the geomean row left' '
	xtext bsold <<EOF
Ten runs each, only the sysctl changed:

\$ benchstat before.txt after.txt
name              old time/op  new time/op  delta
Yield-8             512ns ± 2%   477ns ± 1%   -6.84%  (p=0.000 n=10+9)
Mutex-8            31.4µs ± 3%  31.2µs ± 4%     ~     (p=0.315 n=10+10)
EOF
	xjson bsold "[(s[\"label\"], p(s, \"variant\"), s[\"metric\"], s[\"unit\"], vals(s), s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"n\"][\"text\"]) for s in S] == [(\"before\", \"Yield-8\", \"time/op\", \"ns\", [], \"512ns\", \"10\"), (\"after\", \"Yield-8\", \"time/op\", \"ns\", [], \"477ns\", \"9\"), (\"before\", \"Mutex-8\", \"time/op\", \"us\", [], \"31.4µs\", \"10\"), (\"after\", \"Mutex-8\", \"time/op\", \"us\", [], \"31.2µs\", \"10\")] and [(c[\"delta_pct\"][\"text\"] if c[\"delta_pct\"] else None, c[\"proven\"]) for c in d[\"comparisons\"]] == [(\"-6.84%\", True), (None, False)] and all(s[\"found_by\"] == \"tool:benchstat\" for s in S)" &&
	xtext bsnew <<EOF
Same runs with the new benchstat:

               │  cfs.txt   │              eevdf.txt              │
               │   sec/op   │   sec/op     vs base                │
Yield-8          511.9n ± 2%   476.8n ± 1%  -6.86% (p=0.000 n=10)
SpinWake/4-8     18.22µ ± 3%   18.30µ ± 2%       ~ (p=0.684 n=10)
geomean          3.054µ        2.954µ       -3.27%
EOF
	xjson bsnew "[(s[\"label\"], p(s, \"variant\"), s[\"unit\"], s[\"summary\"][\"median\"][\"text\"]) for s in S] == [(\"cfs\", \"Yield-8\", \"ns\", \"511.9n\"), (\"eevdf\", \"Yield-8\", \"ns\", \"476.8n\"), (\"cfs\", \"SpinWake/4-8\", \"us\", \"18.22µ\"), (\"eevdf\", \"SpinWake/4-8\", \"us\", \"18.30µ\")] and len(d[\"comparisons\"]) == 2 and d[\"comparisons\"][0][\"delta_pct\"][\"value\"] == -6.86" &&
	printf "name               old time/op  new time/op  delta\nMutexContended-8   59.9ns ±51%%  15.1ns ± 3%%  -74.73%%  (p=0.016 n=5+4)\n" >bsglued.txt &&
	xjson bsglued "[(s[\"label\"], s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"n\"][\"text\"]) for s in S] == [(\"old\", \"59.9ns\", \"5\"), (\"new\", \"15.1ns\", \"4\")]" &&
	printf "\$ benchstat linux-6.5.txt linux-6.6.txt\n            │ linux-6.5.txt │            linux-6.6.txt            │\n            │    sec/op     │    sec/op     vs base               │\nSleep50us-2    1.086m ± 5%%    1.510m ± 66%%  +39.09%% (p=0.000 n=8)\n" >bsver.txt &&
	xjson bsver "[(s[\"label\"], s[\"os\"], s[\"os_version\"]) for s in S] == [(\"linux-6.5\", \"Linux\", \"6.5\"), (\"linux-6.6\", \"Linux\", \"6.6\")]"
'

expect 'go test -bench (real output, with -benchmem, -count=2 and -cpu=1,2, and without): a series per benchmark and measure, the -count runs its values, iterations no figure, the goos/PASS/ok lines its own; a line a mailer wrapped before its unit goes on on the next; a sentence naming the build after "on" names it, not the words after it; one benchmark at two GOMAXPROCS (-cpu 1,2) is named by each, after the build'"'"'s title' '
	{ echo "6.1 + patch:"; echo; cat "$F/gotest.txt"; } >gt.txt &&
	xjson gt "[(p(s, \"variant\"), s[\"metric\"], s[\"unit\"], len(vals(s))) for s in S][:5] == [(\"BenchmarkChanPingPong\", \"time/op\", \"ns\", 2), (\"BenchmarkChanPingPong\", \"alloc/op\", \"B\", 2), (\"BenchmarkChanPingPong\", \"allocs/op\", None, 2), (\"BenchmarkChanPingPong-2\", \"time/op\", \"ns\", 2), (\"BenchmarkChanPingPong-2\", \"alloc/op\", \"B\", 2)] and vals(S[0]) == [\"214.7\", \"235.8\"] and len(S) == 32 and [vals(s) for s in S if s[\"metric\"] == \"speed\"][0] == [\"148407.38\", \"148315.07\"] and all(s[\"label\"] in (\"6.1 + patch\", \"6.1 + patch, GOMAXPROCS=1\", \"6.1 + patch, GOMAXPROCS=2\") and s[\"found_by\"] == \"tool:go-test\" for s in S) and [s[\"label\"] for s in S][:4] == [\"6.1 + patch, GOMAXPROCS=1\"] * 3 + [\"6.1 + patch, GOMAXPROCS=2\"]" &&
	printf "Once with GOMAXPROCS=1 and once with GOMAXPROCS=2:\n\nBenchmarkPingPong     \t 4432974\t       234.8 ns/op\nBenchmarkPingPong-2   \t 4723096\t       247.1 ns/op\n" >gtp.txt &&
	xjson gtp "[(s[\"label\"], vals(s)) for s in S] == [(\"GOMAXPROCS=1\", [\"234.8\"]), (\"GOMAXPROCS=2\", [\"247.1\"])]" &&
	{ echo "Stock 6.1:"; echo; cat "$F/gotest-short.txt"; } >gts.txt &&
	xjson gts "[(p(s, \"variant\"), vals(s)) for s in S] == [(\"BenchmarkChanPingPong-2\", [\"225.4\"]), (\"BenchmarkGosched-2\", [\"55.89\"])]" &&
	printf "I run the same program on 6.2-rc4 and it is slower:\n\nBenchmarkPread/uring_4096-8              2000000              2270\nns/op         1804.41 MB/s\n" >gtw.txt &&
	xjson gtw "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"6.2-rc4\", \"time/op\", [\"2270\"]), (\"6.2-rc4\", \"speed\", [\"1804.41\"])]"
'

expect 'Google Benchmark (real output of libbenchmark 1.7.1, with and without --benchmark_repetitions=3): each benchmark'"'"'s wall and CPU time a series named by the title above its context, the repetitions its runs, _mean/_median/_stddev its summary (n the repetitions), _cv none; the context'"'"'s caches and load no figures' '
	{ echo "6.1 stock:"; echo; cat "$F/gbench.txt"; } >gb.txt &&
	xjson gb "[(s[\"label\"], p(s, \"variant\"), s[\"metric\"], s[\"unit\"], vals(s)) for s in S] == [(\"6.1 stock\", \"BM_AtomicAdd/threads:1\", \"time\", \"ns\", [\"8.19\"]), (\"6.1 stock\", \"BM_AtomicAdd/threads:1\", \"cpu time\", \"ns\", [\"6.24\"]), (\"6.1 stock\", \"BM_AtomicAdd/threads:2\", \"time\", \"ns\", [\"10.7\"]), (\"6.1 stock\", \"BM_AtomicAdd/threads:2\", \"cpu time\", \"ns\", [\"13.9\"]), (\"6.1 stock\", \"BM_ThreadSpawn/1\", \"time\", \"us\", [\"48.1\"]), (\"6.1 stock\", \"BM_ThreadSpawn/1\", \"cpu time\", \"us\", [\"9.90\"]), (\"6.1 stock\", \"BM_ThreadSpawn/8\", \"time\", \"us\", [\"1377\"]), (\"6.1 stock\", \"BM_ThreadSpawn/8\", \"cpu time\", \"us\", [\"188\"])] and all(s[\"found_by\"] == \"tool:google-benchmark\" and s[\"better\"] == \"lower\" for s in S)" &&
	{ echo "6.1 + patch, three repetitions:"; echo; cat "$F/gbench-reps.txt"; } >gbr.txt &&
	xjson gbr "[(p(s, \"variant\"), s[\"metric\"], vals(s), {k: v[\"text\"] for k, v in s[\"summary\"].items() if v}) for s in S] == [(\"BM_ThreadSpawn/1\", \"time\", [\"45.1\", \"42.5\", \"63.8\"], {\"n\": \"3\", \"mean\": \"50.5\", \"median\": \"45.1\", \"stddev\": \"11.6\"}), (\"BM_ThreadSpawn/1\", \"cpu time\", [\"10.5\", \"9.79\", \"9.61\"], {\"n\": \"3\", \"mean\": \"9.95\", \"median\": \"9.79\", \"stddev\": \"0.444\"}), (\"BM_ThreadSpawn/8\", \"time\", [\"1722\", \"1058\", \"1602\"], {\"n\": \"3\", \"mean\": \"1461\", \"median\": \"1602\", \"stddev\": \"354\"}), (\"BM_ThreadSpawn/8\", \"cpu time\", [\"224\", \"156\", \"200\"], {\"n\": \"3\", \"mean\": \"193\", \"median\": \"200\", \"stddev\": \"34.6\"})]"
'

expect 'JMH'"'"'s result table (written from TextResultFormat: a column per @Param in parentheses, Mode, a blank Cnt for one measurement, Score ± Error, Units) under a build'"'"'s title: a series a row, the mode'"'"'s metric, the @Param a parameter, the score the mean of its count'"'"'s measurements (a run when one); the error interval no stddev; rows differing only in their method are alternatives named by it' '
	xtext jmh <<EOF
6.6 with the patch:

Benchmark                     (producers)   Mode  Cnt      Score     Error   Units
QueueHandoff.offerPoll                  1  thrpt   25  48121.734 ± 512.006  ops/ms
QueueHandoff.offerPoll                  4  thrpt   25  11930.412 ± 904.115  ops/ms
QueueHandoff.parkUnpark                 1   avgt   25      3.915 ±   0.082   us/op
QueueHandoff.coldStart                  1     ss            88.170            us/op
EOF
	xjson jmh "[(s[\"label\"], p(s, \"variant\"), p(s, \"producers\"), s[\"metric\"], s[\"unit\"], vals(s), ((s.get(\"summary\") or {}).get(\"n\") or {}).get(\"text\"), ((s.get(\"summary\") or {}).get(\"mean\") or {}).get(\"text\")) for s in S] == [(\"6.6 with the patch\", \"QueueHandoff.offerPoll\", \"1\", \"throughput\", \"ops/ms\", [], \"25\", \"48121.734\"), (\"6.6 with the patch\", \"QueueHandoff.offerPoll\", \"4\", \"throughput\", \"ops/ms\", [], \"25\", \"11930.412\"), (\"6.6 with the patch\", \"QueueHandoff.parkUnpark\", \"1\", \"average time\", \"us/op\", [], \"25\", \"3.915\"), (\"6.6 with the patch\", \"QueueHandoff.coldStart\", \"1\", \"single-shot time\", \"us/op\", [\"88.170\"], None, None)] and not any((s.get(\"summary\") or {}).get(\"stddev\") for s in S)" &&
	printf "JDK 19, Linux 5.15, 8 cores:\n\nBenchmark                   (pairs)   Mode  Cnt     Score     Error  Units\nPingPong.platformThreads       1000  thrpt   10   412.773 ±  18.904  ops/s\nPingPong.virtualThreads        1000  thrpt   10  2871.406 ± 102.335  ops/s\n" >jmhalt.txt &&
	xjson jmhalt "[(s[\"label\"], s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"platformThreads\", \"412.773\"), (\"virtualThreads\", \"2871.406\")]"
'

expect 'criterion'"'"'s report (written from its CliReport: "NAME  time: [lo mid hi]", thrpt, change and verdict lines, "Found N outliers among M measurements", a long name on its own line) under cargo'"'"'s lines: a series per benchmark and measure, the middle figure its value, n the measurements; the change lines claimed, no figure' '
	xtext crit <<EOF
With the series on 6.7-rc2:

    Finished bench [optimized] target(s) in 0.18s
     Running benches/wake.rs (target/release/deps/wake-0c1d2e3f4a5b6c7d)
wake_one                time:   [2.1043 us 2.1187 us 2.1342 us]
                        change: [-9.1205% -8.2210% -7.3302%] (p = 0.00 < 0.05)
                        Performance has improved.
Found 3 outliers among 100 measurements (3.00%)
  3 (3.00%) high mild

wake_all_with_a_rather_long_name
                        time:   [41.870 us 42.312 us 42.790 us]
                        thrpt:  [1.4960 Melem/s 1.5128 Melem/s 1.5287 Melem/s]
                        change: [-1.2044% +0.3391% +1.9122%] (p = 0.68 > 0.05)
                        No change in performance detected.
EOF
	xjson crit "[(p(s, \"variant\"), s[\"metric\"], s[\"unit\"], vals(s), ((s.get(\"summary\") or {}).get(\"n\") or {}).get(\"text\")) for s in S] == [(\"wake_one\", \"time\", \"us\", [\"2.1187\"], \"100\"), (\"wake_all_with_a_rather_long_name\", \"time\", \"us\", [\"42.312\"], None), (\"wake_all_with_a_rather_long_name\", \"throughput\", \"Melem/s\", [\"1.5128\"], None)] and all(s[\"found_by\"] == \"tool:criterion\" and \"6.7-rc2\" in s[\"label\"] for s in S)"
'

expect 'h2load (real output, one and two threads): time, req/s and transfer rate from "finished in", each statistics row a series of its summary in the unit of its mean (a row mixing us and ms converted, its text as printed), the counts no figure, the progress lines its own; a run cut to its first line; a title'"'"'s ", same command" no part of the name' '
	{ echo "With the patch:"; echo; cat "$F/h2load.txt"; } >h2.txt &&
	xjson h2 "[(s[\"metric\"], s[\"unit\"], vals(s)) for s in S][:3] == [(\"time\", \"s\", [\"1.36s\"]), (\"throughput\", \"req/s\", [\"1469.12\"]), (\"bandwidth\", \"KB/s\", [\"237.28KB/s\"])] and [(s[\"metric\"], s[\"unit\"], s[\"summary\"][\"min\"][\"text\"], s[\"summary\"][\"min\"][\"value\"], s[\"summary\"][\"stddev\"][\"value\"]) for s in S[3:5]] == [(\"time for request\", \"ms\", \"219us\", 0.219, 0.886), (\"time for connect\", \"us\", \"25us\", 25.0, 51.0)] and S[6][\"metric\"] == \"req/s\" and len(S) == 7 and all(s[\"label\"] == \"With the patch\" and s[\"found_by\"] == \"tool:h2load\" for s in S)" &&
	{ echo "Baseline:"; echo; cat "$F/h2load-threads.txt"; } >h2t.txt &&
	xjson h2t "[vals(s) for s in S][:2] == [[\"565.18ms\"], [\"1769.35\"]] and S[0][\"unit\"] == \"ms\" and len(S) == 7" &&
	printf "sched_ext (scx_lavd), same command:\n\nfinished in 18.41s, 108636.61 req/s, 13.34MB/s\n" >h2cut.txt &&
	xjson h2cut "[(s[\"label\"], vals(s)) for s in S] == [(\"sched_ext (scx_lavd)\", [\"18.41s\"]), (\"sched_ext (scx_lavd)\", [\"108636.61\"]), (\"sched_ext (scx_lavd)\", [\"13.34MB/s\"])]"
'

expect 'a JVM'"'"'s GC and safepoint log lines (written from HotSpot'"'"'s formats: -Xlog:gc'"'"'s "Pause Young (Normal) ... 6.812ms", JDK 8'"'"'s "Total time for which application threads were stopped: N seconds" and "[GC pause (...) (young) 24M->4M(256M), N secs]"): a series per kind of pause under the title above, each line a run; sizes, GC numbers and stamps no figure' '
	xtext jvm <<EOF
On 6.6 (EEVDF):
[2024-01-09T10:00:01.100+0000][info][gc] GC(20) Pause Young (Normal) (G1 Evacuation Pause) 2048M->410M(4096M) 5.120ms
[2024-01-09T10:00:03.300+0000][info][gc] GC(21) Pause Young (Normal) (G1 Evacuation Pause) 2050M->412M(4096M) 9.877ms

On 6.1 with JDK 8:
2024-01-09T11:00:01.100+0000: 12.402: Total time for which application threads were stopped: 0.0031200 seconds, Stopping threads took: 0.0000410 seconds
2024-01-09T11:00:01.200+0000: 12.502: [GC pause (G1 Evacuation Pause) (young) 1024M->210M(4096M), 0.0041230 secs]
2024-01-09T11:00:02.100+0000: 13.402: Total time for which application threads were stopped: 0.0029800 seconds, Stopping threads took: 0.0000390 seconds
EOF
	xjson jvm "[(s[\"label\"], s[\"metric\"], s[\"unit\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"6.6 (EEVDF)\", \"pause\", \"ms\", \"Pause Young (Normal) (G1 Evacuation Pause)\", [\"5.120\", \"9.877\"]), (\"6.1 with JDK 8\", \"stopped time\", \"s\", None, [\"0.0031200\", \"0.0029800\"]), (\"6.1 with JDK 8\", \"pause\", \"s\", \"GC pause (G1 Evacuation Pause) (young)\", [\"0.0041230\"])] and all(s[\"found_by\"] == \"tool:jvm-gc\" for s in S)"
'

expect 'a JVM'"'"'s unified GC log (real output of OpenJDK 17: G1 with its "Using G1" line and the program'"'"'s own output after it, G1 with safepoint lines between, Parallel): each kind of pause a series, each line a run, safepoints by their operation in ns' '
	{ echo "With G1 on 6.6:"; echo; cat "$F/jvm-gc-g1.txt"; } >jg1.txt &&
	xjson jg1 "len(S) == 1 and S[0][\"metric\"] == \"pause\" and S[0][\"unit\"] == \"ms\" and len(vals(S[0])) == 14 and vals(S[0])[:2] == [\"2.098\", \"1.833\"] and S[0][\"label\"] == \"With G1 on 6.6\"" &&
	{ echo "G1 and safepoints:"; echo; cat "$F/jvm-gc-safepoint.txt"; } >jgs.txt &&
	xjson jgs "[(s[\"metric\"], s[\"unit\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"pause\", \"ms\", \"Pause Young (Normal) (G1 Evacuation Pause)\", [\"1.616\", \"1.922\", \"2.629\", \"2.039\"]), (\"safepoint time\", \"ns\", \"G1CollectForAllocation\", [\"1709015\", \"1986111\", \"2718309\"])]" &&
	{ echo "Parallel:"; echo; cat "$F/jvm-gc-parallel.txt"; } >jgp.txt &&
	xjson jgp "[(p(s, \"variant\"), len(vals(s))) for s in S] == [(\"Pause Young (Allocation Failure)\", 5)]"
'

expect 'fio --minimal (real output: terse version 3, version 4 with reads and writes, two jobs): per direction that did IO its iops, bandwidth, latencies and used percentiles by field position, the CPU shares; a direction with no IO nothing; the percentiles'"'"' '"'"'='"'"' no settings listing' '
	{ echo "randread on the VM disk:"; echo; cat "$F/fio-terse.txt"; } >ft1.txt &&
	xjson ft1 "not vals(S[2]) and [(s[\"metric\"], s[\"unit\"], p(s, \"io\"), vals(s) or [s[\"summary\"][\"mean\"][\"text\"]]) for s in S][:3] == [(\"iops\", \"1/s\", \"read\", [\"15480\"]), (\"bandwidth\", \"KiB/s\", \"read\", [\"61923\"]), (\"clat\", \"us\", \"read\", [\"63.710529\"])] and [vals(s) for s in S if s[\"metric\"] == \"clat p99.00\"] == [[\"505\"]] and [vals(s) for s in S if s[\"metric\"] == \"cpu sys\"] == [[\"35.550000\"]] and not any(s[\"metric\"] == \"slat\" for s in S) and len(S) == 23" &&
	{ echo "randrw:"; echo; cat "$F/fio-terse-v4.txt"; } >ft2.txt &&
	xjson ft2 "[(p(s, \"io\"), vals(s)) for s in S if s[\"metric\"] == \"iops\"] == [(\"read\", [\"10086\"]), (\"write\", [\"10078\"])]" &&
	{ echo "two jobs:"; echo; cat "$F/fio-terse-two.txt"; } >ft3.txt &&
	xjson ft3 "[(p(s, \"variant\"), p(s, \"io\"), vals(s)) for s in S if s[\"metric\"] == \"iops\"] == [(\"seqw\", \"write\", [\"12800\"]), (\"seqr\", \"read\", [\"5818\"])]"
'

expect 'sockperf (ping-pong, as the terminal printed it, colour escapes and all): latency a summary of the observations (n, min, max, the 50th percentile its median, mean and std-dev), every other percentile a series; throughput mode: message rate and bandwidth' '
	use sockperf-pp spp && xjson spp "[(s[\"metric\"], s[\"unit\"], s[\"found_by\"]) for s in S][:2] == [(\"latency\", \"us\", \"tool:sockperf\"), (\"p99.999\", \"us\", \"tool:sockperf\")] and {k: v[\"text\"] for k, v in S[0][\"summary\"].items() if v} == {\"n\": \"55053\", \"min\": \"2.360\", \"max\": \"2435.343\", \"median\": \"2.636\", \"mean\": \"14.038\", \"stddev\": \"34.066\"} and [(s[\"metric\"], vals(s)) for s in S[1:]] == [(\"p99.999\", [\"2162.711\"]), (\"p99.99\", [\"1673.581\"]), (\"p99.9\", [\"154.888\"]), (\"p99\", [\"54.082\"]), (\"p90\", [\"35.682\"]), (\"p75\", [\"30.131\"]), (\"p25\", [\"2.487\"])]" &&
	use sockperf-tp stp && xjson stp "[(s[\"metric\"], s[\"unit\"], vals(s)) for s in S] == [(\"message rate\", \"msg/s\", [\"2626238\"]), (\"bandwidth\", \"MB/s\", [\"160.293\"])]"
'

expect 'sockperf lines grepped out of two runs, each under its setting'"'"'s title: a series each, named by the title' '
	cat >spg.txt <<-EOF &&
	Hi,

	busy_poll=0:
	sockperf: ====> avg-latency=21.402 (std-dev=7.113)
	sockperf: ---> percentile 99.000 =   48.310
	sockperf: ---> percentile 50.000 =   19.877

	busy_poll=50:
	sockperf: ====> avg-latency=12.951 (std-dev=5.020)
	sockperf: ---> percentile 99.000 =   30.004
	sockperf: ---> percentile 50.000 =   11.734
	EOF
	xjson spg "[(s[\"label\"], s[\"metric\"], vals(s), (s.get(\"summary\") or {}).get(\"median\", {}).get(\"text\")) for s in S] == [(\"busy_poll=0\", \"latency\", [], \"19.877\"), (\"busy_poll=0\", \"p99\", [\"48.310\"], None), (\"busy_poll=50\", \"latency\", [], \"11.734\"), (\"busy_poll=50\", \"p99\", [\"30.004\"], None)]"
'

expect 'a figure jq picked out of a tool'"'"'s JSON ("$ iperf3 -J | jq .end.sum_received.bits_per_second" over the number): its key the metric and unit, named as the run reported right above it; a jq printing an object gives none' '
	cat >jq.txt <<-EOF &&
	Hi,

	irqbalance:

	[ ID] Interval           Transfer     Bitrate
	[  5]   0.00-5.00   sec  5.21 GBytes  8.95 Gbits/sec                  receiver

	\$ iperf3 -c 10.0.0.2 -t 5 -J | jq .end.sum_received.bits_per_second
	8951228338.119467

	pinned:

	[ ID] Interval           Transfer     Bitrate
	[  5]   0.00-5.00   sec  5.61 GBytes  9.64 Gbits/sec                  receiver

	\$ iperf3 -c 10.0.0.2 -t 5 -J | jq .end.sum_received.bits_per_second
	9640187002.554121

	\$ iperf3 -c 10.0.0.2 -t 5 -J | jq .start.test_start
	{
	EOF
	xjson jq "[(s[\"label\"], s[\"metric\"], s[\"unit\"], vals(s)) for s in S if s[\"found_by\"] == \"tool:jq\"] == [(\"irqbalance\", \"bits_per_second\", \"bit/s\", [\"8951228338.119467\"]), (\"pinned\", \"bits_per_second\", \"bit/s\", [\"9640187002.554121\"])]"
'

expect 'a setting made before the command with a blank line between ("# sysctl x=1", its answer, a blank, "$ hackbench ...") names the output; a title whose aside says how its setting was made ("threaded=1 (echo 1 > /sys/...):") is the setting alone' '
	{ printf "Hi,\n\n# sysctl kernel.sched_child_runs_first=0\nkernel.sched_child_runs_first: 1 -> 0\n\n\$ hackbench -g 4 -l 200\n"; cat "$F/hackbench.txt";
	  printf "\n# sysctl kernel.sched_child_runs_first=1\nkernel.sched_child_runs_first: 0 -> 1\n\n\$ hackbench -g 4 -l 200\n"; sed "s/1.823/1.911/" "$F/hackbench.txt"; } >sset.txt &&
	xjson sset "[(s[\"label\"], vals(s)) for s in S] == [(\"sched_child_runs_first=0\", [\"1.823\"]), (\"sched_child_runs_first=1\", [\"1.911\"])]" &&
	{ printf "Hi,\n\nthreaded=0 (echo 0 > /sys/class/net/eth0/threaded):\n"; cat "$F/hackbench.txt"; printf "\nthreaded=1 (echo 1 > /sys/class/net/eth0/threaded):\n"; sed "s/1.823/1.702/" "$F/hackbench.txt"; } >aside.txt &&
	xjson aside "[(s[\"label\"], vals(s)) for s in S] == [(\"threaded=0\", [\"1.823\"]), (\"threaded=1\", [\"1.702\"])]"
'

expect 'zsh'"'"'s time builtin ("CMD  0.00s user 0.00s system 0% cpu 0.202 total"), under each build'"'"'s title and its prompt: user, sys, cpu and real' '
	{ printf "Hi,\n\nCFS:\n%% time sleep 0.2\n"; cat "$F/zsh-time.txt"; printf "\nBFS:\n%% time make -j2 kernel/ > /dev/null 2>&1\nmake -j2 kernel/ > /dev/null 2>&1  37.45s user 6.77s system 115%% cpu 1:02.36 total\n"; } >zsht.txt &&
	xjson zsht "[(s[\"label\"], s[\"metric\"], s[\"unit\"], vals(s)) for s in S] == [(\"CFS\", \"user\", \"s\", [\"0.00s\"]), (\"CFS\", \"sys\", \"s\", [\"0.00s\"]), (\"CFS\", \"cpu\", \"%\", [\"0%\"]), (\"CFS\", \"real\", \"s\", [\"0.202\"]), (\"BFS\", \"user\", \"s\", [\"37.45s\"]), (\"BFS\", \"sys\", \"s\", [\"6.77s\"]), (\"BFS\", \"cpu\", \"%\", [\"115%\"]), (\"BFS\", \"real\", \"s\", [\"1:02.36\"])] and S[-1][\"values\"][0][\"value\"] == 62.36 and all(s[\"found_by\"] == \"tool:time\" for s in S)"
'

expect 'GNU time told to print the seconds alone (/usr/bin/time -f "%e" in a loop), under the setting made before it: one series of the runs' '
	printf "Hi,\n\n# echo 0 > /proc/sys/kernel/sched_autogroup_enabled\n# for i in 1 2 3; do /usr/bin/time -f \"%%e\" ./build.sh; done\n12.07\n11.76\n12.15\n# echo 1 > /proc/sys/kernel/sched_autogroup_enabled\n# for i in 1 2 3; do /usr/bin/time -f \"%%e\" ./build.sh; done\n11.95\n11.36\n11.67\n\nThanks\n" >timefe.txt &&
	xjson timefe "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"sched_autogroup_enabled=0\", \"real\", [\"12.07\", \"11.76\", \"12.15\"]), (\"sched_autogroup_enabled=1\", \"real\", [\"11.95\", \"11.36\", \"11.67\"])]"
'

expect 'R'"'"'s summary() of two vectors and of a data frame (a column each): a series each, named by the vector or column, its summary min, median, mean and max; the t.test() between them claimed, comparing the two vectors, proven at its 95 percent' '
	use r-session rs && xjson rs "[(s[\"label\"], s[\"found_by\"], vals(s), sorted((k, v[\"text\"]) for k, v in s[\"summary\"].items() if v)) for s in S] == [(\"cfs\", \"tool:R\", [], [(\"max\", \"151.9\"), (\"mean\", \"150.8\"), (\"median\", \"150.8\"), (\"min\", \"149.9\")]), (\"bfs\", \"tool:R\", [], [(\"max\", \"150.7\"), (\"mean\", \"149.2\"), (\"median\", \"149.1\"), (\"min\", \"148.2\")]), (\"cfs\", \"tool:R\", [], [(\"max\", \"151.9\"), (\"mean\", \"150.8\"), (\"median\", \"150.8\"), (\"min\", \"149.9\")]), (\"bfs\", \"tool:R\", [], [(\"max\", \"150.7\"), (\"mean\", \"149.2\"), (\"median\", \"149.1\"), (\"min\", \"148.2\")])] and [(x[\"a\"], x[\"b\"], x[\"proven\"], x[\"confidence\"][\"text\"]) for x in d[\"comparisons\"]] == [(S[1][\"id\"], S[0][\"id\"], True, \"95\")]"
'

expect 'pandas describe() of a data frame, of one column (other percentiles, Name: under it) and transposed: a series a column, its summary n, mean, std, min, the 50% row its median, max' '
	use pandas-describe pd && xjson pd "[(s[\"label\"], s[\"found_by\"], vals(s), sorted((k, v[\"text\"]) for k, v in s[\"summary\"].items() if v)) for s in S] == [(\"cfs\", \"tool:pandas\", [], [(\"max\", \"151.900000\"), (\"mean\", \"150.800000\"), (\"median\", \"150.750000\"), (\"min\", \"149.900000\"), (\"n\", \"8.000000\"), (\"stddev\", \"0.698979\")]), (\"bfs\", \"tool:pandas\", [], [(\"max\", \"150.700000\"), (\"mean\", \"149.200000\"), (\"median\", \"149.050000\"), (\"min\", \"148.200000\"), (\"n\", \"8.000000\"), (\"stddev\", \"0.728991\")])]" &&
	use pandas-describe-series pds && xjson pds "[(s[\"label\"], vals(s), sorted((k, v[\"text\"]) for k, v in s[\"summary\"].items() if v)) for s in S] == [(\"tps\", [], [(\"max\", \"151.900000\"), (\"mean\", \"150.800000\"), (\"median\", \"150.750000\"), (\"min\", \"149.900000\"), (\"n\", \"8.000000\"), (\"stddev\", \"0.698979\")])]" &&
	use pandas-describe-t pdt && xjson pdt "[(s[\"label\"], vals(s), s[\"summary\"][\"median\"][\"text\"], s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"cfs\", [], \"150.75\", \"0.698979\"), (\"bfs\", [], \"149.05\", \"0.728991\")]"
'

expect 'pgbench -P and -r: the progress lines three series over the intervals, the latency stddev its summary, each statement'"'"'s latency a series (the failures column no figure)' '
	use pgbench-progress pp && xjson pp "[s[\"metric\"] for s in S][:3] == [\"interval tps\", \"interval latency\", \"interval latency stddev\"] and vals(S[0]) == [\"2178.9\", \"2538.8\", \"2669.0\", \"2539.9\"] and vals(S[2])[2] == \"1.520\" and [s for s in S if s[\"metric\"] == \"latency\"][0][\"summary\"][\"stddev\"][\"text\"] == \"1.091\" and [(vals(s)[0], p(s, \"command\")[:6]) for s in S if s[\"metric\"] == \"statement latency\"][4:7] == [(\"0.036\", \"BEGIN;\"), (\"0.098\", \"UPDATE\"), (\"0.100\", \"SELECT\")] and len(S) == 18 and not [s for s in S if s[\"found_by\"] != \"tool:pgbench\"]"
'

expect 'a line closing a parenthesis opened on the line above ("6.1.94), with checkpoint_timeout lowered:") ends a sentence begun there: no title' '
	{ printf "I can reproduce it on a test box (16 vCPU, kernel\n6.1.94), with checkpoint_timeout lowered to 60s:\n\n\$ pgbench -c 4 -j 2 -T 4 -P 1 -r\n"; cat "$F/pgbench-progress.txt"; } >aside.txt &&
	xjson aside "len(S) == 18 and all(s[\"label\"] is None for s in S)"
'

expect 'bonnie++ 2.00: each test'"'"'s rate (the k and m its cells carry their unit: 2800k is 2800 K/s), CPU share and latency a series, "+++++" none, the -m name the label, the CSV line claimed with them; -f'"'"'s blank cells placed by column; the files:max:min create row' '
	use bonnie bo && xjson bo "len(S) == 18 and all(s[\"label\"] == \"scratch-tmp\" and s[\"found_by\"] == \"tool:bonnie++\" for s in S) and [(s[\"metric\"], s[\"unit\"], vals(s)) for s in S][:3] == [(\"per-char output\", \"K/s\", [\"2800\"]), (\"per-char output cpu\", \"%\", [\"94\"]), (\"block output\", \"M/s\", [\"204\"])] and [vals(s) for s in S if s[\"metric\"] == \"seeks latency\"] == [[\"12294us\"]] and p(S[0], \"size\") == \"256M\"" &&
	use bonnie-fast bf && xjson bf "[(s[\"metric\"], vals(s)) for s in S][:6] == [(\"block output\", [\"208\"]), (\"block output cpu\", [\"68\"]), (\"block output latency\", [\"10894us\"]), (\"rewrite latency\", [\"8058us\"]), (\"block input latency\", [\"5759us\"]), (\"seeks latency\", [\"39988us\"])] and len(S) == 16" &&
	use bonnie-files bn && xjson bn "len(S) == 26 and [vals(s) for s in S if s[\"metric\"] == \"random delete\"] == [[\"16384\"]] and [vals(s) for s in S if s[\"metric\"] == \"random delete cpu\"] == [[\"12\"]]"
'

expect 'perf stat'"'"'s elapsed lines grepped out under the names of what ran ("CFS   3.4302 +- 0.0107 seconds time elapsed  ( +-  0.31% )"): a series each, labelled by its name, no table of them' '
	printf "perf stat -r 10 of hackbench -g 20, elapsed only:\n\n  CFS        3.4302 +- 0.0107 seconds time elapsed  ( +-  0.31%% )\n  EEVDF      3.3911 +- 0.0142 seconds time elapsed  ( +-  0.42%% )\n  EEVDF+lag  3.2876 +- 0.0098 seconds time elapsed  ( +-  0.30%% )\n" >pselapsed.txt &&
	xjson pselapsed "[(s[\"label\"], s[\"metric\"], vals(s), p(s, \"stderr_pct\")) for s in S] == [(\"CFS\", \"real\", [\"3.4302\"], \"0.31%\"), (\"EEVDF\", \"real\", [\"3.3911\"], \"0.42%\"), (\"EEVDF+lag\", \"real\", [\"3.2876\"], \"0.30%\")] and all(s[\"found_by\"] == \"tool:perf-stat\" for s in S)"
'

expect 'a pgbench report ends with its tps line: a tps line under the next title is that title'"'"'s run, not the report'"'"'s' '
	{ printf "base:\n\n"; cat "$F/pgbench-tpcb.txt"; printf "\npatched:\n\ntps = 999.123456 (without initial connection time)\n"; } >pgt.txt &&
	xjson pgt "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"tps\"][1:] == [(\"patched\", [\"999.123456\"])] and [s[\"label\"] for s in S if s[\"metric\"] == \"tps\"][0] == \"base\""
'

expect 'an output titled by a sentence whose last clause says which build ran first ("..., 4 groups, v6.7 first:") is that build'"'"'s' '
	{ printf "I ran hackbench on the laptop as well,\n20 loops, 4 groups, v6.7 first:\n\n"; cat "$F/hackbench.txt"; printf "\nand v6.7 + the series:\n\n"; sed "s/1.823/1.702/" "$F/hackbench.txt"; } >hbfirst.txt &&
	xjson hbfirst "[(s[\"label\"], vals(s)) for s in S] == [(\"v6.7\", [\"1.823\"]), (\"v6.7 + the series\", [\"1.702\"])]"
'

expect 'perf sched latency (as perf 6.1 printed it here; and before 5.x, its last column "Maximum delay at" over "max at:" cells): the benchmark'"'"'s row a series, its scheduling delay'"'"'s avg and max the summary; the daemons'"'"' rows, runtime, switches and TOTAL none; rows grepped out of files named by the files, an untitled table named as the benchmark run right above it' '
	use perf-sched-latency psl && xjson psl "[(s[\"found_by\"], s[\"workload\"], s[\"metric\"], s[\"unit\"], vals(s), sorted((k, v[\"text\"]) for k, v in s[\"summary\"].items() if v)) for s in S] == [(\"tool:perf-sched-latency\", \"hackbench\", \"scheduling delay\", \"ms\", [], [(\"max\", \"55.390\"), (\"mean\", \"0.249\")])]" &&
	{ printf "\$ grep hackbench lat-*.txt\n"; grep hackbench "$F/perf-sched-latency.txt" | sed "s/^/lat-base.txt:/"; grep hackbench "$F/perf-sched-latency.txt" | sed "s/^/lat-new.txt:/; s/55.390/41.002/"; } >pslg.txt &&
	xjson pslg "[(s[\"label\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"lat-base.txt\", \"55.390\"), (\"lat-new.txt\", \"41.002\")]" &&
	{ printf "patched:\n\n# perf sched record -- hackbench -g 2 -l 100\n"; cat "$F/hackbench.txt"; printf "[ perf record: Woken up 1 times to write data ]\n[ perf record: Captured and wrote 1.524 MB perf.data (14729 samples) ]\n# perf sched latency -s max\n"; cat "$F/perf-sched-latency.txt"; } >pslr.txt &&
	xjson pslr "[(s[\"label\"], s[\"found_by\"]) for s in S] == [(\"patched\", \"tool:hackbench\"), (\"patched\", \"tool:perf-sched-latency\")]" &&
	{ printf "3.3.0:\n\n"; sed -n "1,3p" "$F/perf-sched-latency.txt" | sed "s/Avg delay ms   /Average delay ms/; s/Max delay ms   /Maximum delay ms/; s/Max delay start  .*/Maximum delay at     |/"; printf "  Xorg:1642             |   2294.118 ms |     9877 | avg:    0.118 ms | max:    6.032 ms | max at:   2201.664102 s\n  firefox:2460          |   3120.551 ms |     8841 | avg:    0.344 ms | max:    9.215 ms | max at:   2193.118250 s\n"; } >pslold.txt &&
	xjson pslold "[(s[\"found_by\"], p(s, \"variant\"), s[\"summary\"][\"mean\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"tool:perf-sched-latency\", \"Xorg\", \"0.118\", \"6.032\"), (\"tool:perf-sched-latency\", \"firefox\", \"0.344\", \"9.215\")]"
'

expect 'mbw (as Debian'"'"'s mbw 1.2.2 printed it here): a method'"'"'s runs the values of its copy rate and elapsed series, its AVG line their mean; an AVG line grepped alone the value; runs under wrappers told apart by the wrapper' '
	use mbw mbw && xjson mbw "[(p(s, \"variant\"), s[\"metric\"], s[\"unit\"], len(vals(s)), bool(s[\"summary\"][\"mean\"])) for s in S] == [(m, x, u, 3, True) for m in (\"MEMCPY\", \"DUMB\", \"MCBLOCK\") for x, u in ((\"copy rate\", \"MiB/s\"), (\"elapsed\", \"s\"))] and all(s[\"found_by\"] == \"tool:mbw\" for s in S)" &&
	{ printf "\$ mbw -q -n 5 -t0 64 | grep AVG\n"; cat "$F/mbw-avg.txt"; printf "\$ numactl --interleave=all mbw -q -n 5 -t0 64 | grep AVG\n"; sed "s/Copy: [0-9.]*/Copy: 5511.230/" "$F/mbw-avg.txt"; } >mbwg.txt &&
	xjson mbwg "[(s[\"label\"], s[\"metric\"], len(vals(s)), s.get(\"summary\")) for s in S] == [(\"default\", \"copy rate\", 1, None), (\"default\", \"elapsed\", 1, None), (\"numactl --interleave=all\", \"copy rate\", 1, None), (\"numactl --interleave=all\", \"elapsed\", 1, None)] and vals(S[2]) == [\"5511.230\"]"
'

expect 'SPEC CPU 2017 result text (written from its report format: the suite is not free to run here): a benchmark'"'"'s row its run time and rate, copies a param, the median mark and Not Run no figures; the overall line a series of its own' '
	cat >spec.txt <<-EOF &&
	6.6 with the series:

	                       Estimated                       Estimated
	                 Base     Base        Base        Peak     Peak        Peak
	Benchmarks       Copies  Run Time     Rate        Copies  Run Time     Rate
	--------------- -------  ---------  ---------    -------  ---------  ---------
	500.perlbench_r     128        701        291  *
	505.mcf_r           128        612        338  *
	 Est. SPECrate(R)2017_int_base            312
	 Est. SPECrate(R)2017_int_peak                                         Not Run
	EOF
	xjson spec "[(s[\"label\"], s[\"metric\"], p(s, \"variant\"), p(s, \"copies\"), vals(s)) for s in S] == [(\"6.6 with the series\", \"run time\", \"500.perlbench_r\", \"128\", [\"701\"]), (\"6.6 with the series\", \"rate\", \"500.perlbench_r\", \"128\", [\"291\"]), (\"6.6 with the series\", \"run time\", \"505.mcf_r\", \"128\", [\"612\"]), (\"6.6 with the series\", \"rate\", \"505.mcf_r\", \"128\", [\"338\"]), (\"6.6 with the series\", \"SPECrate2017_int_base\", None, None, [\"312\"])]"
'

expect 'DaCapo'"'"'s lines (written from its harness'"'"'s formats: not packaged for Debian): PASSED in N msec a run of the benchmark'"'"'s time, its release and the warmups no figures, each build'"'"'s lines under its title' '
	cat >dacapo.txt <<-EOF &&
	base:
	===== DaCapo 9.12 h2 starting warmup 1 =====
	===== DaCapo 9.12 h2 completed warmup 1 in 7321 msec =====
	===== DaCapo 9.12 h2 starting =====
	===== DaCapo 9.12 h2 PASSED in 6712 msec =====
	===== DaCapo 9.12 h2 PASSED in 6655 msec =====

	patched:
	===== DaCapo 23.11-chopin h2 PASSED in 6418 msec =====
	EOF
	xjson dacapo "[(s[\"label\"], s[\"found_by\"], p(s, \"variant\"), s[\"unit\"], vals(s)) for s in S] == [(\"base\", \"tool:dacapo\", \"h2\", \"ms\", [\"6712\", \"6655\"]), (\"patched\", \"tool:dacapo\", \"h2\", \"ms\", [\"6418\"])]"
'

expect 'pgbench grepped to its clients and tps lines in a loop over -c: each run at its count, a series each' '
	printf "\$ for c in 1 2; do pgbench -S -c \$c -j \$c -T 10 bench | grep -E \"clients|^tps\"; done\nnumber of clients: 1\ntps = 3398.130976 (without initial connection time)\nnumber of clients: 2\ntps = 6759.094440 (without initial connection time)\n" >pgloop.txt &&
	xjson pgloop "[(p(s, \"clients\"), vals(s)) for s in S] == [(\"1\", [\"3398.130976\"]), (\"2\", [\"6759.094440\"])]"
'

expect 'criterion names that are groups over the functions they compare ("spawn/fast", "spawn/slow", "yield/fast", "yield/slow"): a series labelled by its function, the group its variant; names that do not fill the grid stay as printed' '
	printf "spawn/fast              time:   [2.1042 ms 2.1187 ms 2.1339 ms]\nspawn/slow              time:   [4.4821 ms 4.5107 ms 4.5410 ms]\nyield/fast              time:   [11.802 ms 11.874 ms 11.951 ms]\nyield/slow              time:   [14.133 ms 14.251 ms 14.376 ms]\n" >critgrid.txt &&
	xjson critgrid "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"fast\", \"spawn\", [\"2.1187\"]), (\"slow\", \"spawn\", [\"4.5107\"]), (\"fast\", \"yield\", [\"11.874\"]), (\"slow\", \"yield\", [\"14.251\"])]" &&
	head -3 critgrid.txt >critpart.txt &&
	xjson critpart "[(s[\"label\"], p(s, \"variant\")) for s in S] == [(None, \"spawn/fast\"), (None, \"spawn/slow\"), (None, \"yield/fast\")]"
'

expect 'kernbench before 0.30 ("Average Half Load Run:" with no -j) under each kernel'"'"'s title: a series a row, level and kernel, named by the title above the first level' '
	printf "2.6.7:\n\nAverage Half Load Run:\nElapsed Time 176.802\nUser Time 321.566\n\nAverage Optimum Load Run:\nElapsed Time 93.484\nUser Time 331.97\n\n2.6.7-sc7:\n\nAverage Half Load Run:\nElapsed Time 175.938\nUser Time 320.884\n" >kbold.txt &&
	xjson kbold "[(s[\"label\"], p(s, \"variant\"), s[\"metric\"], vals(s)) for s in S] == [(\"2.6.7\", \"Half\", \"real\", [\"176.802\"]), (\"2.6.7\", \"Half\", \"user\", [\"321.566\"]), (\"2.6.7\", \"Optimum\", \"real\", [\"93.484\"]), (\"2.6.7\", \"Optimum\", \"user\", [\"331.97\"]), (\"2.6.7-sc7\", \"Half\", \"real\", [\"175.938\"]), (\"2.6.7-sc7\", \"Half\", \"user\", [\"320.884\"])] and all(s[\"found_by\"] == \"tool:kernbench\" for s in S)"
'

expect 'tiotest results rows quoted alone, the rest of each box cut ("[snip]"): each row the item'"'"'s time, rate and CPU, named by the title above the cut' '
	xtext tiobare <<EOF
On Tue, Mar 13 2007, A Poster wrote:
> deadline:
[snip]
> | Random Read    16 MBs |   10.9 s |   1.434 MB/s |   0.1 %  |   0.8 % |
[snip]
> cfq:
[snip]
> | Random Read    16 MBs |   14.2 s |   1.100 MB/s |   0.1 %  |   0.6 % |
[snip]

That is the seek-idling cost.
EOF
	xjson tiobare "[(s[\"label\"], s[\"metric\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"deadline\", \"time\", \"Random Read\", [\"10.9\"]), (\"deadline\", \"rate\", \"Random Read\", [\"1.434\"]), (\"deadline\", \"usr cpu\", \"Random Read\", [\"0.1\"]), (\"deadline\", \"sys cpu\", \"Random Read\", [\"0.8\"]), (\"cfq\", \"time\", \"Random Read\", [\"14.2\"]), (\"cfq\", \"rate\", \"Random Read\", [\"1.100\"]), (\"cfq\", \"usr cpu\", \"Random Read\", [\"0.1\"]), (\"cfq\", \"sys cpu\", \"Random Read\", [\"0.6\"])]"
'

expect 'neper'"'"'s lines with an option left empty ("local_hosts=") and lines the poster cut ("[...]"): one output under the title above its command' '
	xtext nepercut <<EOF
threaded=0:

# tcp_rr -c -H 192.0.2.10 -F 64 -T 8 -l 30
total_run_time=30
flows=64
num_threads=8
local_hosts=
remote_host=192.0.2.10
[...]
num_transactions=14052214
latency_min=0.000018305
latency_max=0.004981120
latency_mean=0.000136488
latency_stddev=0.000041873
latency_p99=0.000262000
throughput=468407.13
EOF
	xjson nepercut "[(s[\"label\"], s[\"metric\"], p(s, \"threads\")) for s in S] == [(\"threaded=0\", \"throughput\", \"8\"), (\"threaded=0\", \"latency\", \"8\"), (\"threaded=0\", \"p99\", \"8\")]"
'

expect 'a sentence titling an output names its build by an option or tunable set to a value in it ("With --sched-policy=fair the job runs ... with a CFS quota:"), not only by the build words it holds; the time after "a quota of" is that setting, no figure' '
	{ printf "With --sched-policy=fair the job runs in the shared pool with a CFS quota of 400ms:\n\n"; cat "$F/hackbench.txt"; } >assigned.txt &&
	xjson assigned "S and all(s[\"label\"].startswith(\"--sched-policy=fair\") for s in S) and not any(vals(s) == [\"400ms\"] for s in S)"
'

expect 'kernbench'"'"'s level line with its words retyped in another order ("Average Half Load -j 4 Run:"): read as the level'"'"'s, -j its jobs, each mean alone the row'"'"'s value' '
	printf "2.6.9:\n\nAverage Half Load -j 4 Run:\nElapsed Time 151.02\nUser Time 470.18\n\nAverage Optimal Load -j 16 Run:\nElapsed Time 139.77\nUser Time 482.35\n" >kbretyped.txt &&
	xjson kbretyped "[(s[\"label\"], p(s, \"variant\"), p(s, \"jobs\"), s[\"metric\"], vals(s)) for s in S] == [(\"2.6.9\", \"Half\", \"4\", \"real\", [\"151.02\"]), (\"2.6.9\", \"Half\", \"4\", \"user\", [\"470.18\"]), (\"2.6.9\", \"Optimal\", \"16\", \"real\", [\"139.77\"]), (\"2.6.9\", \"Optimal\", \"16\", \"user\", [\"482.35\"])] and all(s[\"found_by\"] == \"tool:kernbench\" for s in S)"
'

expect 'a ministat data set whose N, Min, Max and Avg are those of runs printed above it: that series'"'"' summary, no series of its own, its Difference comparing the run lists' '
	xtext msruns <<EOF
stock kernel:
    41.2
    41.9
    41.5

with the patch:
    39.8
    40.1
    39.9

\$ ministat base new
x base
+ new
+--------------------------------------------------------------------------+
| +  +      +                                     x         x             x|
||___MA_____|                                    |__________MA___________| |
+--------------------------------------------------------------------------+
    N           Min           Max        Median           Avg        Stddev
x   3          41.2          41.9          41.5     41.533333    0.35118846
+   3          39.8          40.1          39.9     39.933333    0.15275252
Difference at 95.0% confidence
	-1.6 +/- 0.613797
	-3.85233% +/- 1.47784%
	(Student'"'"'s t, pooled s = 0.270801)
EOF
	xjson msruns "[(s[\"label\"], vals(s), s[\"summary\"][\"stddev\"][\"text\"]) for s in S] == [(\"stock kernel\", [\"41.2\", \"41.9\", \"41.5\"], \"0.35118846\"), (\"with the patch\", [\"39.8\", \"40.1\", \"39.9\"], \"0.15275252\")] and [(c[\"a\"], c[\"b\"], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]] == [(S[0][\"id\"], S[1][\"id\"], \"-3.85233\")]"
'

expect 'grep over files numbered as runs ("cfs-1.log" ... "cfs-3.log"): one series of their runs named by what the files share ("cfs"); ministat over them, its figures rounded to eight digits, is their summary' '
	xtext greppedruns <<EOF
\$ grep excluding cfs-*.log
cfs-1.log:tps = 5012.512345 (excluding connections establishing)
cfs-2.log:tps = 5020.104321 (excluding connections establishing)
cfs-3.log:tps = 4998.701234 (excluding connections establishing)
\$ grep excluding eevdf-*.log
eevdf-1.log:tps = 5120.912345 (excluding connections establishing)
eevdf-2.log:tps = 5133.487654 (excluding connections establishing)
eevdf-3.log:tps = 5101.223456 (excluding connections establishing)

\$ ministat -w 74 cfs.tps eevdf.tps
x cfs.tps
+ eevdf.tps
+--------------------------------------------------------------------------+
|x      x   x                                           +          +     + |
||_____AM____|                                           |_______A_M______||
+--------------------------------------------------------------------------+
    N           Min           Max        Median           Avg        Stddev
x   3     4998.7012     5020.1043     5012.5123     5010.4393     10.851091
+   3     5101.2235     5133.4877     5120.9123     5118.5412     16.262273
Difference at 95.0% confidence
	108.102 +/- 31.3335
	2.15753% +/- 0.625364%
	(Student'"'"'s t, pooled s = 13.824)
EOF
	xjson greppedruns "[(s[\"label\"], len(vals(s)), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"cfs\", 3, \"5010.4393\"), (\"eevdf\", 3, \"5118.5412\")] and len(d[\"comparisons\"]) == 1"
'

expect 'rtla timerlat hist'"'"'s "ALL:  IRQ  Thr" block after the CPUs'"'"' columns: a series a context over every CPU, params.cpu "ALL", its count, min, avg and max the summary' '
	xtext histall <<EOF
# rtla timerlat hist -c 4-5 -d 10m
# RTLA timerlat histogram
# Time unit is microseconds (us)
Index   IRQ-004   Thr-004   IRQ-005   Thr-005
over:         0         0         0         0
count:   600000    600000    600001    600001
min:          0         3         0         3
avg:          1         4         1         5
max:         14        31        16        38
ALL:        IRQ       Thr
count:  1200001   1200001
min:          0         3
avg:          1         4
max:         16        38
EOF
	xjson histall "[(s[\"metric\"], p(s, \"cpu\"), s[\"summary\"][\"n\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S][4:] == [(\"irq latency\", \"ALL\", \"1200001\", \"16\"), (\"thread latency\", \"ALL\", \"1200001\", \"38\")] and len(S) == 6"
'

expect 'nstat (iproute2): a series a counter under "#kernel", its metric the counter'"'"'s name, its value the change; the rate column no figure; named by the title over "#kernel"' '
	{ echo "Before:"; cat "$F/nstat.txt"; echo; echo "After:"; sed "s/^IpInReceives  *4508 /IpInReceives                    9016 /" "$F/nstat.txt"; } >nstat2.txt &&
	xjson nstat2 "len(S) == 38 and [(s[\"label\"], s[\"workload\"], s[\"metric\"], vals(s)) for s in S][::19] == [(\"Before\", \"nstat\", \"IpInReceives\", [\"4508\"]), (\"After\", \"nstat\", \"IpInReceives\", [\"9016\"])] and all(vals(s)[0] != \"0.0\" for s in S)"
'

expect 'three sockperf reports in a row (ping-pong, throughput, ping-pong): each latency series keeps every statistic (min and max after the percentiles) while the percentiles'"'"' series are added after it, however many series came before' '
	{ echo "rx-usecs 0:"; cat "$F/sockperf-pp.txt"; echo; echo "throughput:"; cat "$F/sockperf-tp.txt"; echo; echo "rx-usecs 8:"; cat "$F/sockperf-pp.txt"; } >spp3.txt &&
	xjson spp3 "[s[\"metric\"] for s in S].count(\"latency\") == 2 and all({k: v[\"text\"] for k, v in s[\"summary\"].items() if v} == {\"n\": \"55053\", \"min\": \"2.360\", \"max\": \"2435.343\", \"median\": \"2.636\", \"mean\": \"14.038\", \"stddev\": \"34.066\"} for s in S if s[\"metric\"] == \"latency\")"
'

expect 'sockperf 2.x'"'"'s "====> avg-lat= 13.121 (std-dev=1.887)", the figure apart from its key: the latency series'"'"' mean and deviation, its n the observations counted before' '
	sed "s/avg-latency=14.038/avg-lat= 14.038/" "$F/sockperf-pp.txt" >sppold.txt &&
	xjson sppold "{k: v[\"text\"] for k, v in S[0][\"summary\"].items() if v} == {\"n\": \"55053\", \"min\": \"2.360\", \"max\": \"2435.343\", \"median\": \"2.636\", \"mean\": \"14.038\", \"stddev\": \"34.066\"}"
'

expect 'ministat: sets whose names share one word and a point before what tells them apart ("bw.stock", "bw.patched") are labelled by the rest, the whole kept in name; not when the word is a metric ("real.4bsd") or the rest has a point of its own ("bw.a.1"), and a set shown again by its whole name is the one read before' '
	{ ministat_pair bw.stock bw.patched; echo; ministat_pair bw.a.1 bw.b.1; echo; ministat_pair bw.stock bw.patched; } >msprefix.txt &&
	xjson msprefix "[(s[\"label\"], s[\"name\"]) for s in S] == [(\"stock\", \"bw.stock\"), (\"patched\", \"bw.patched\"), (\"bw.a.1\", None), (\"bw.b.1\", None)]"
'

done_testing
