#!/bin/sh
# t2100-extract-formats-tools.sh: lat_ctx, lmbench run by hand, PostMark, super-smack, ubench (runs of it back to back pooled), UnixBench 4.1, mplayer -benchmark, Google Benchmark, pyperf, LatencyTOP, FreeBSD's build banners, schbench, LKP rows, flattened tables, ebizzy, turbostat, STREAM, blogbench, a Phoronix Test Suite run, ping statistics, neper, mysqlslap, redis-benchmark, NPB, Xenomai latency, each printed, quoted and flattened; the OSU micro-benchmarks, perf bench futex, will-it-scale, locktorture, SPECjbb2015 and reaim printed and quoted, every figure digit for digit
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"

F="$TOP/tests/fixtures/formats"

# NAME VARIANT AUTHOR: extract tests/fixtures/formats/NAME[VARIANT].txt, compare with NAME.expect
check() {
	schedlore extract --text "$F/$1$2.txt" --author "Poster" >"$1$2.json" &&
	python3 "$TOP/tests/lib/xexpect.py" "$1$2.json" "$F/$1$2.txt" "$F/$1.expect" "$3"
}

for f in latctx smack ubench ubench-runs unixbench4 mplayer gbench pyperf schbench lkp columns netperf iouring ebizzy lmmicro postmark turbostat stream blogbench pts-run ping neper mysqlslap redis npb xenolat tiotest; do
	expect "$f: printed in a post" "check $f '' Poster"
	expect "$f: quoted in a reply, the quoted author's" "check $f -quoted 'Ann Other'"
	expect "$f: flattened onto one line" "check $f -flat Poster"
done

expect 'pyperf compare_to: each file'"'"'s result labelled by its name in brackets, the changed file'"'"'s compared with the reference by the ratio as printed, which way in its text; printed and flattened alike' '
	for v in "" -flat; do
		schedlore extract --text "$F/pyperf$v.txt" >pp.json &&
		python3 -c "
import json; d = json.load(open(\"pp.json\")); S = {s[\"id\"]: s for s in d[\"series\"]}
assert [s[\"label\"] for s in d[\"series\"]][:6] == [\"stock\", \"latnice\"] * 3, d[\"series\"]
c = [(S[x[\"a\"]][\"label\"], S[x[\"b\"]][\"label\"], S[x[\"a\"]][\"params\"][\"variant\"], x[\"delta\"][\"text\"], x[\"text\"]) for x in d[\"comparisons\"]]
assert c == [(\"stock\", \"latnice\", \"async_tree_io\", \"1.07x\", \"latnice vs stock, async_tree_io: 1.07x faster\"),
             (\"stock\", \"latnice\", \"concurrent_imap\", \"1.10x\", \"latnice vs stock, concurrent_imap: 1.10x faster\"),
             (\"stock\", \"latnice\", \"pickle_pure_python\", \"1.02x\", \"latnice vs stock, pickle_pure_python: 1.02x slower\")], c
" || return 1
	done
'

expect 'pyperf compare_to --table (reStructuredText and markdown): a series a benchmark and file, a comparison a changed cell; "not significant" cells and the geometric mean row none' '
	sed "s/^/> /" "$F/pyperf-table.txt" >ppq.txt &&
	{ echo "pyperf compare_to base.json patched.json --table --table-format md:"; echo
	  echo "| Benchmark          | base    | patched               |"
	  echo "|--------------------|:-------:|:---------------------:|"
	  echo "| concurrent_imap    | 1.24 ms | 1.13 ms: 1.10x faster |"
	  echo "| nbody              | 118 ms  | not significant       |"
	  echo "| Geometric mean     | (ref)   | 1.05x faster          |"; } >ppmd.txt &&
	for f in "$F/pyperf-table.txt" ppq.txt ppmd.txt; do
		schedlore extract --text "$f" >ppt.json || return 1
		python3 -c "
import json, sys; d = json.load(open(\"ppt.json\")); S = {s[\"id\"]: s for s in d[\"series\"]}
got = [(s[\"found_by\"], s[\"label\"], s[\"params\"][\"variant\"], s[\"unit\"], [v[\"text\"] for v in s[\"values\"]]) for s in d[\"series\"]]
if sys.argv[1] == \"md\":
    assert got == [(\"tool:pyperf\", \"base\", \"concurrent_imap\", \"ms\", [\"1.24\"]), (\"tool:pyperf\", \"patched\", \"concurrent_imap\", \"ms\", [\"1.13\"]),
                   (\"tool:pyperf\", \"base\", \"nbody\", \"ms\", [\"118\"])], got
else:
    assert [g[4][0] for g in got] == [\"1.24\", \"1.13\", \"1.62\", \"1.51\", \"402\", \"409\", \"118\"] and got[3][1:4] == (\"latnice\", \"async_tree_io\", \"s\"), got
c = [x[\"text\"] for x in d[\"comparisons\"]]
assert c == ([\"patched vs base, concurrent_imap: 1.10x faster\"] if sys.argv[1] == \"md\" else
             [\"latnice vs stock, concurrent_imap: 1.10x faster\", \"latnice vs stock, async_tree_io: 1.07x faster\", \"latnice vs stock, pickle_pure_python: 1.02x slower\"]), c
" "$(basename "$f" .txt | sed "s/ppmd/md/")" || return 1
	done
'

expect 'LatencyTOP: the screen printed and quoted, every cause'"'"'s worst latency and share digit for digit, a process'"'"'s total; flattened, not read as LatencyTOP'"'"'s; its text dump (latencytop -t: Globals:, Process details:, rows over their backtraces) read alike' '
	check latencytop "" Poster && check latencytop -quoted "Ann Other" &&
	schedlore extract --text "$F/latencytop-flat.txt" >ltflat.json &&
	python3 -c "import json; S = json.load(open(\"ltflat.json\"))[\"series\"]; assert not [s for s in S if s[\"found_by\"] == \"tool:latencytop\"], S" &&
	printf "=============== Sat Sep 13 10:02:11 2008\nGlobals: Cause Maximum Percentage\nScheduler: waiting for cpu\t187.3 msec         31.2 %%\nReading from file\t 51.3 msec          8.1 %%\nProcess details:\nProcess firefox (3377) Total: 2741.6 msec\n\tScheduler: waiting for cpu\t187.3 msec         28.7 %%\n\t\tschedule_timeout do_select core_sys_select sys_select \n" >ltdump.txt &&
	schedlore extract --text ltdump.txt >ltdump.json &&
	python3 -c "
import json; S = json.load(open(\"ltdump.json\"))[\"series\"]
got = [(s[\"metric\"], s[\"params\"].get(\"process\"), [v[\"text\"] for v in s.get(\"values\", [])], ((s.get(\"summary\") or {}).get(\"max\") or {}).get(\"text\")) for s in S]
assert got == [(\"max latency\", None, [], \"187.3\"), (\"latency share\", None, [\"31.2\"], None), (\"max latency\", None, [], \"51.3\"), (\"latency share\", None, [\"8.1\"], None), (\"total latency\", \"firefox\", [\"2741.6\"], None), (\"max latency\", \"firefox\", [], \"187.3\"), (\"latency share\", \"firefox\", [\"28.7\"], None)], got
assert all(s[\"found_by\"] == \"tool:latencytop\" for s in S), S
"
'

expect 'FreeBSD build banners (">>> World built in 2723 seconds, ncpu: 16, make -j16", ">>> Kernel(s)  GENERIC built in ..."): no quote marks, no prompt; printed and quoted under a reply'"'"'s own marks, a series each for the world and the kernel under each title, every run digit for digit' '
	check buildworld "" Poster && check buildworld -quoted "Ann Other"
'

expect 'rtla timerlat top and osnoise top: printed and quoted, every figure digit for digit; flattened, the columns are lost and nothing is read as rtla'"'"'s' '
	check rtla "" Poster && check rtla -quoted "Ann Other" &&
	schedlore extract --text "$F/rtla-flat.txt" >rtlaflat.json &&
	python3 -c "import json; S = json.load(open(\"rtlaflat.json\"))[\"series\"]; assert not [s for s in S if s[\"found_by\"] == \"tool:rtla\"], S"
'

expect 'Android dumpsys gfxinfo: printed and quoted, janky frames (a count and a share) and each percentile'"'"'s frame time digit for digit, the frame total, the jank counts and the histogram none; flattened, not read as gfxinfo'"'"'s' '
	check gfxinfo "" Poster && check gfxinfo -quoted "Ann Other" &&
	schedlore extract --text "$F/gfxinfo-flat.txt" >gfxflat.json &&
	python3 -c "import json; S = json.load(open(\"gfxflat.json\"))[\"series\"]; assert not [s for s in S if s[\"found_by\"] == \"tool:gfxinfo\"], S"
'

expect 'memtier_benchmark: printed and quoted, a series a row and column (2.x'"'"'s percentile columns, 1.x'"'"'s one Latency column, the average latency a summary'"'"'s mean), the Waits row none, threads and connections from the lines above; flattened, not read as memtier'"'"'s' '
	check memtier "" Poster && check memtier -quoted "Ann Other" &&
	schedlore extract --text "$F/memtier-flat.txt" >memflat.json &&
	python3 -c "import json; S = json.load(open(\"memflat.json\"))[\"series\"]; assert not [s for s in S if s[\"found_by\"] == \"tool:memtier\"], S"
'

expect 'memtier_benchmark --run-count: the AGGREGATED AVERAGE table is read, the BEST and WORST RUN tables (the same runs) are not' '
	sed -n 1,10p "$F/memtier.txt" >runs.txt &&
	for t in "BEST RUN RESULTS" "WORST RUN RESULTS" "AGGREGATED AVERAGE RESULTS (2 runs)"; do
		printf "%s\n" "$t" && sed -n 12,18p "$F/memtier.txt" && echo
	done >>runs.txt &&
	schedlore extract --text runs.txt >runs.json &&
	python3 -c "
import json; S = json.load(open(\"runs.json\"))[\"series\"]
m = [s for s in S if s[\"found_by\"] == \"tool:memtier\"]
assert len(m) == 22 and all(s[\"label\"] == \"SCHED_ULE\" for s in m), [(s[\"label\"], s[\"span\"]) for s in m]
text = open(\"runs.txt\").read()
assert min(s[\"span\"][0] for s in m) > text.index(\"AGGREGATED\"), m
assert not [s for s in S if text.index(\"BEST\") < s[\"span\"][0] < text.index(\"AGGREGATED\")], S
"
'

expect 'wrk2 (written from its print_hdr_latency and main): "50.000%" lines a series a percentile (p99.9), the spectrum'"'"'s closing "#[Mean ..." and "#[Max ..." lines the recorded latency'"'"'s summary; outputs attached as files named alike are labelled by what tells the names apart' '
	wrk2() {
		printf "Running 1m test @ http://10.0.0.2:80/\n  8 threads and 256 connections\n  Thread calibration: mean lat.: %s, rate sampling interval: 10ms\n  [7 more calibration lines removed]\n" "$1"
		printf "  Thread Stats   Avg      Stdev     Max   +/- Stdev\n    Latency     %s  412.08us   %s   74.66%%\n    Req/Sec     6.26k   498.90     8.89k    70.12%%\n" "$2" "$4"
		printf "  Latency Distribution (HdrHistogram - Recorded Latency)\n 50.000%%    %s\n 99.000%%    %s\n 99.900%%    %s\n100.000%%    %s\n\n" "$2" "$3" "$3" "$4"
		printf "  Detailed Percentile spectrum:\n       Value   Percentile   TotalCount 1/(1-Percentile)\n\n       0.210     0.000000            1         1.00\n       1.020     0.500000      1249902         2.00\n"
		printf "#[Mean    =        1.020, StdDeviation   =        0.431]\n#[Max     =        5.116, Total count    =      2499803]\n#[Buckets =           27, SubBuckets     =         2048]\n----------------------------------------------------------\n  2999871 requests in 1.00m, 2.38GB read\nRequests/sec:  49997.85\nTransfer/sec:     40.62MB\n"
	}
	{ printf "From: Poster <p@example.org>\nMessage-ID: <w2@example.org>\nSubject: Re: autocork\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=BB\n\n--BB\nContent-Type: text/plain\n\nOutputs attached.\n\n--BB\nContent-Type: text/plain; name=\"wrk2-base.txt\"\nContent-Disposition: attachment; filename=\"wrk2-base.txt\"\n\n"
	  wrk2 1.207ms 1.09ms 3.21ms 21.86ms
	  printf "\n--BB\nContent-Type: text/plain; name=\"wrk2-patched.txt\"\nContent-Disposition: attachment; filename=\"wrk2-patched.txt\"\n\n"
	  wrk2 1.041ms 0.97ms 2.47ms 5.12ms
	  printf "\n--BB--\n"; } >wrk2.eml &&
	schedlore extract --text wrk2.eml >wrk2.json &&
	python3 -c "
import json; d = json.load(open(\"wrk2.json\")); S = d[\"series\"]
assert sorted(set(s[\"label\"] for s in S)) == [\"base\", \"patched\"], [s[\"label\"] for s in S]
m = [(s[\"label\"], s[\"metric\"], [v[\"text\"] for v in s[\"values\"]]) for s in S if s[\"metric\"].startswith(\"p\")]
assert m[:4] == [(\"base\", \"p50\", [\"1.09ms\"]), (\"base\", \"p99\", [\"3.21ms\"]), (\"base\", \"p99.9\", [\"3.21ms\"]), (\"base\", \"p100\", [\"21.86ms\"])], m
r = [s[\"summary\"] for s in S if s[\"metric\"] == \"recorded latency\"]
assert len(r) == 2 and [r[0][k][\"text\"] for k in (\"mean\", \"stddev\", \"max\", \"n\")] == [\"1.020\", \"0.431\", \"5.116\", \"2499803\"], r
assert not [s for s in S if s[\"found_by\"] != \"tool:wrk\"] and not d[\"claims\"], (S, d[\"claims\"])
"
'

expect 'oslat: printed and quoted, every core'"'"'s summary digit for digit (flattened, the text model puts its rows back on lines of its own making: not read as oslat'"'"'s)' '
	check oslat "" Poster && check oslat -quoted "Ann Other"
'

expect 'the fixtures'"'"' quoted and flat variants are what make-variants.sh makes of them' '
	mkdir v && cp "$F"/*.txt "$F/make-variants.sh" v/ && v/make-variants.sh &&
	for f in "$F"/*-quoted.txt "$F"/*-flat.txt; do cmp "$f" "v/$(basename "$f")" || exit 1; done
'

expect 'a flattened post with quote markers (003-style) reads the same as the printed one' '
	{ echo "On Mon, Ann Other wrote:"; sed "s/^/> /" "$F/latctx.txt"; } | tr "\n" " " >qf.txt &&
	schedlore extract --text qf.txt --author Poster >qf.json &&
	python3 "$TOP/tests/lib/xexpect.py" qf.json qf.txt "$F/latctx.expect" "Ann Other"
'

expect 'schbench: posters'"'"' notes after a value are skipped, the value kept' '
	printf "Latency percentiles (usec)\n\t50.0000th: 386\n\t*99.0000th: 741 (-71%%) <-----\n\t99.9000th: 1522\n\tmin=0, max=6488\n" >note.txt &&
	schedlore extract --text note.txt >note.json &&
	python3 -c "import json; S = json.load(open(\"note.json\"))[\"series\"]; assert [(s[\"metric\"], s[\"values\"][0][\"text\"] if s.get(\"values\") else (s[\"summary\"][\"min\"][\"text\"], s[\"summary\"][\"max\"][\"text\"])) for s in S] == [(\"p50\", \"386\"), (\"p99\", \"741\"), (\"p99.9\", \"1522\"), (\"latency\", (\"0\", \"6488\"))], S"
'

expect 'super-smack: an n/a row (no time elapsed) gives no series, the others do' '
	printf "Query_type\tnum_queries\tmax_time\tmin_time\tq_per_s\nselect_index\t0\t0\t0\tn/a\nupdate_index\t100\t3\t0\t99.50\n" >na.txt &&
	schedlore extract --text na.txt >na.json &&
	python3 -c "import json; S = json.load(open(\"na.json\"))[\"series\"]; assert [(s[\"params\"][\"variant\"], s[\"metric\"], [v[\"text\"] for v in s.get(\"values\", [])], s.get(\"summary\") and (s[\"summary\"][\"max\"][\"text\"], s[\"summary\"][\"min\"][\"text\"])) for s in S] == [(\"update_index\", \"queries/s\", [\"99.50\"], None), (\"update_index\", \"query time\", [], (\"3\", \"0\"))], S"
'

expect 'LKP rows without the header: a row with ± is read, one without is not' '
	printf "We see\n\n    47391 ±  2%%     -37.0%%      29855 ±  3%%  hackbench.throughput\n\n  1.5  +10%%  2.0  foo.bar\n" >rows.txt &&
	schedlore extract --text rows.txt >rows.json &&
	python3 -c "import json; S = json.load(open(\"rows.json\"))[\"series\"]; assert [(s[\"params\"][\"variant\"], s[\"values\"][0][\"text\"]) for s in S] == [(\"a\", \"47391\"), (\"b\", \"29855\")], S"
'

expect 'the LKP report reader reads the same rows with the shared row parser' '
	sed -n "/^3b1ee7a2/,/perf-sched/p" "$F/lkp.txt" >report.txt &&
	schedlore import --json report.txt >out && grep -q "\"reports\":{\"new\":1" out &&
	expect_eq "$(sql "SELECT string_agg(s.workload || '"' '"' || s.metric, '"','"' ORDER BY s.ord) FROM series s JOIN reports r ON r.id = s.report")" \
		"hackbench throughput,hackbench throughput,hackbench time.elapsed_time,hackbench time.elapsed_time,hackbench time.voluntary_context_switches,hackbench time.voluntary_context_switches,perf-stat i.ipc,perf-stat i.ipc,perf-sched sch_delay.avg.ms,perf-sched sch_delay.avg.ms"
'

expect 'lat_ctx: each output under the title above it ("2.6.21-sd048:"), printed and flattened' '
	printf "lat_ctx -s 0 2 4, microseconds:\n\n2.6.21-sd048:\n\"size=0k ovr=1.12\n2 2.08\n4 2.31\n\n2.6.21-cfs-v12:\n\"size=0k ovr=1.10\n2 2.34\n4 2.52\n\nCFS is a little slower.\n" >titled.txt &&
	{ echo "Hello, here are the lat_ctx numbers I promised on the same box as last time, nothing else running."; cat titled.txt; } | tr "\n" " " >titledflat.txt &&
	for f in titled titledflat; do
		schedlore extract --text $f.txt >$f.json &&
		python3 -c "import json; S = json.load(open(\"$f.json\"))[\"series\"]; assert [(s[\"label\"], s[\"params\"][\"tasks\"][\"text\"], s[\"values\"][0][\"text\"]) for s in S] == [(\"2.6.21-sd048\", \"2\", \"2.08\"), (\"2.6.21-sd048\", \"4\", \"2.31\"), (\"2.6.21-cfs-v12\", \"2\", \"2.34\"), (\"2.6.21-cfs-v12\", \"4\", \"2.52\")], S" || exit 1
	done
'

expect 'STREAM: a function'"'"'s average time has its min and max time as its summary, the settings above the table are no figures' '
	schedlore extract --text "$F/stream.txt" >st.json &&
	python3 -c "import json; S = json.load(open(\"st.json\"))[\"series\"]; assert [(s[\"summary\"][\"min\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S if s[\"metric\"] == \"time\"][:2] == [(\"0.052437\", \"0.066105\"), (\"0.053105\", \"0.067930\")] and [s[\"label\"] for s in S][::8] == [\"With numa_balancing off\", \"With numa_balancing on\"], S"
'

expect 'OSU micro-benchmarks (osu_bw, osu_allreduce -f with v7'"'"'s Datatype line): a series a message size and figure column, Iterations none; printed and quoted' '
	check osu "" Poster && check osu -quoted "Ann Other"
'

expect 'two outputs of commands alike but for options one adds ("--mca mpi_paffinity_alone 1"): the one with them named by them, the other by its command up to where they stand' '
	{ echo "Without binding and with it:"; echo; echo "\$ mpirun -np 2 --mca btl self,sm ./osu_latency"; sed -n "4,7p" "$F/osu.txt"; echo; echo "\$ mpirun -np 2 --mca btl self,sm --mca mpi_paffinity_alone 1 ./osu_latency"; sed -n "4,7p" "$F/osu.txt" | sed "s/3.21/1.98/"; } >osuapart.txt &&
	xjson osuapart "[(s[\"label\"], vals(s)) for s in S if p(s, \"size\") == \"1\"] == [(\"mpirun -np 2 --mca btl self,sm\", [\"3.21\"]), (\"--mca mpi_paffinity_alone 1\", [\"1.98\"])]"
'

expect 'perf bench futex (requeue with its runs, hash with its thread lines, wake-parallel'"'"'s summary lines alone, one after another, wake'"'"'s once) and will-it-scale (its measurement'"'"'s totals and average; average lines under a loop): printed and quoted, every figure digit for digit' '
	check perffutex "" Poster && check perffutex -quoted "Ann Other" &&
	check willitscale "" Poster && check willitscale -quoted "Ann Other"
'
expect 'locktorture'"'"'s statistics lines from the kernel log (Writes: and Reads : a run each, its "???" flag): each side'"'"'s totals a series under each kernel'"'"'s title, Max/Min and Fail none; SPECjbb2015'"'"'s RUN RESULT lines: max-jOPS and critical-jOPS, a line a run, hbIR none; reaim'"'"'s table, a series a row and column, the forked users its tasks, and its Max Jobs per Minute; printed and quoted' '
	check locktorture "" Poster && check locktorture -quoted "Ann Other" &&
	check specjbb "" Poster && check specjbb -quoted "Ann Other" &&
	check reaim "" Poster && check reaim -quoted "Ann Other" &&
	schedlore extract --text "$F/locktorture.txt" >lt.json &&
	python3 -c "import json; S = json.load(open(\"lt.json\"))[\"series\"]; assert [s[\"label\"] for s in S] == [\"6.6\", \"6.6\", \"6.6 + the handoff fix\", \"6.6 + the handoff fix\"], S"
'

expect 'perf bench futex under titles: each build'"'"'s summary lines its runs, a title naming the benchmark ("futex/lock-pi -s:") no build'"'"'s' '
	{ echo "v6.6, private:"; grep "Avg per-thread" "$F/perffutex.txt" | sed -n "2,3p" | sed "s/^.Run [0-9]*.: //"; echo; echo "v6.6 + fix, private:"; grep "Avg per-thread" "$F/perffutex.txt" | sed -n "4,5p" | sed "s/^.Run [0-9]*.: //"; echo; echo "futex/lock-pi -s:"; echo "Averaged 812 operations/sec (+- 1.73%), total secs = 10"; } >futexruns.txt &&
	xjson futexruns "[(s[\"label\"], s[\"workload\"], vals(s)) for s in S] == [(\"v6.6, private\", \"perf-futex-wake-parallel\", [\"0.0480\", \"0.0285\"]), (\"v6.6 + fix, private\", \"perf-futex-wake-parallel\", [\"0.0375\", \"0.0135\"]), (None, \"perf-futex-lock-pi\", [\"812\"])]"
'

expect 'will-it-scale'"'"'s average line under "env VAR=N ./NAME_threads | tail -1": env runs the benchmark, its line is the benchmark'"'"'s output, no listing of the environment' '
	printf "With the old value:\n\n\$ env LIBTHR_SPINLOOPS=2000 ./futex2_threads -t 8 -s 4 | tail -1\naverage:11702885\n\nwhich is within noise.\n" >wisenv.txt &&
	xjson wisenv "[(s[\"workload\"], vals(s)) for s in S] == [(\"will-it-scale\", [\"11702885\"])]"
'

expect 'LKP rows a reply quoted with a cut mark between them ("[...]"), no header and no ±: rows of the report, each named by its own test case (not the one named before)' '
	printf "On Wed, Nov 08, 2023 at 03:21:44PM +0800, kernel test robot wrote:\n> testcase: will-it-scale\n> \n[...]\n>     512904           -8.1%%     471365        will-it-scale.per_process_ops\n[...]\n>  2.118e+05          +97.2%%  4.177e+05        perf-stat.i.context-switches\n\nI can reproduce it.\n" >lkpcut.txt &&
	xjson lkpcut "[(s[\"workload\"], s[\"metric\"], vals(s)) for s in S] == [(\"will-it-scale\", \"per_process_ops\", [\"512904\"]), (\"will-it-scale\", \"per_process_ops\", [\"471365\"]), (\"perf-stat\", \"i.context-switches\", [\"2.118e+05\"]), (\"perf-stat\", \"i.context-switches\", [\"4.177e+05\"])]"
'

expect 'perf bench futex'"'"'s summary line after a build'"'"'s name and its colon ("  5.15-rc2:   Wokeup 16 of 16 threads in 0.0871 ms (+-3.02%)"): named by it, a line a build' '
	printf "wake, 16 threads, before and after:\n\n  5.15-rc2:        Wokeup 16 of 16 threads in 0.0871 ms (+-3.02%%)\n  5.15-rc2+v3:     Wokeup 16 of 16 threads in 0.0864 ms (+-2.77%%)\n\nSame within noise.\n" >futexkeyed.txt &&
	xjson futexkeyed "[(s[\"label\"], s[\"workload\"], vals(s), p(s, \"stderr_pct\")) for s in S] == [(\"5.15-rc2\", \"perf-futex-wake\", [\"0.0871\"], \"3.02%\"), (\"5.15-rc2+v3\", \"perf-futex-wake\", [\"0.0864\"], \"2.77%\")]"
'

expect 'netperf UDP_STREAM under its long banner: the receiving row, its numbers right-aligned under the sending row'"'"'s columns, is a row of its own (no tail a mailer cut off): send and receive each a series' '
	xtext udpwide <<EOF
sysctl net.inet.udp.recvspace=1048576 on the receiver:

UDP UNIDIRECTIONAL SEND TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 192.168.7.2 (192.168.7.2) port 0 AF_INET
Socket  Message  Elapsed      Messages
Size    Size     Time         Okay Errors   Throughput
bytes   bytes    secs            #      #   10^6bits/sec

  9216    1472   30.00     2443310      0     959.03
1048576          30.00     2401187            942.49
EOF
	xjson udpwide "[(p(s, \"variant\"), vals(s)) for s in S] == [(\"send\", [\"959.03\"]), (\"receive\", [\"942.49\"])]"
'

done_testing
