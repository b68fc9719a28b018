#!/bin/sh
# t2140-extract-tools-headings.sh: tool outputs pasted under a heading or a sentence naming their configuration; repeated runs pooled
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"

# (label, values) of each series a reader found
LV='[(s["label"], vals(s)) for s in S if s["found_by"] == "tool:%s"]'

expect 'hackbench: a loop of runs under each heading is one series a heading' '
	xtext hbloop <<EOF
Numbers from the 32-way box.

Without the patch:
\$ for i in 1 2 3; do ./hackbench -g 12 -l 5000; done
Running in process mode with 12 groups using 40 file descriptors each (== 480 tasks)
Each sender will pass 5000 messages of 100 bytes
Time: 1.404
Running in process mode with 12 groups using 40 file descriptors each (== 480 tasks)
Each sender will pass 5000 messages of 100 bytes
Time: 1.391
Running in process mode with 12 groups using 40 file descriptors each (== 480 tasks)
Each sender will pass 5000 messages of 100 bytes
Time: 1.452

With the patch:
Running in process mode with 12 groups using 40 file descriptors each (== 480 tasks)
Each sender will pass 5000 messages of 100 bytes
Time: 1.288
Running in process mode with 12 groups using 40 file descriptors each (== 480 tasks)
Each sender will pass 5000 messages of 100 bytes
Time: 1.301
EOF
	xjson hbloop "$(printf "$LV" hackbench) == [(\"Without the patch\", [\"1.404\", \"1.391\", \"1.452\"]), (\"With the patch\", [\"1.288\", \"1.301\"])] and all(p(s, \"groups\") == \"12\" and p(s, \"tasks\") is None for s in S)"
'

expect 'hackbench: threaded runs under version titles, a blank line between runs' '
	xtext hbver <<EOF
6.6-rc2:

Running in threaded mode with 4 groups using 40 file descriptors each (== 160 tasks)
Each sender will pass 100 messages of 100 bytes
Time: 0.210

Running in threaded mode with 4 groups using 40 file descriptors each (== 160 tasks)
Each sender will pass 100 messages of 100 bytes
Time: 0.222

6.6-rc2 + eevdf-fixes:

Running in threaded mode with 4 groups using 40 file descriptors each (== 160 tasks)
Each sender will pass 100 messages of 100 bytes
Time: 0.199
EOF
	xjson hbver "$(printf "$LV" hackbench) == [(\"6.6-rc2\", [\"0.210\", \"0.222\"]), (\"6.6-rc2 + eevdf-fixes\", [\"0.199\"])] and p(S[0], \"variant\") == \"threaded\""
'

expect 'sysbench pasted from its sections down: the sentence above labels it, not the section titles' '
	xtext sbsect <<EOF
I ran sysbench threads on the stock 6.8 kernel:

General statistics:
    total time:                          10.0007s
    total number of events:              31877

Latency (ms):
         min:                                    0.31
         avg:                                    0.63
         max:                                    7.02
         95th percentile:                        1.04
         sum:                               19994.12

Threads fairness:
    events (avg/stddev):           15938.5000/12.50
    execution time (avg/stddev):   9.9970/0.00

and on 6.8 with the series:

General statistics:
    total time:                          10.0011s
    total number of events:              36120

Latency (ms):
         min:                                    0.29
         avg:                                    0.55
         max:                                    5.80
         95th percentile:                        0.94
EOF
	xjson sbsect "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"events\"] == [(\"stock 6.8\", [\"31877\"]), (\"6.8 with the series\", [\"36120\"])] and all(s[\"found_by\"] == \"tool:sysbench\" and \"statistics\" not in s[\"label\"] and \"Latency\" not in s[\"label\"] for s in S) and len(S) == 8"
'

expect 'sysbench with its banner, two runs under one title pooled' '
	xtext sbruns <<EOF
base:
sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)

Running the test with following options:
Number of threads: 8

CPU speed:
    events per second:  9120.40

General statistics:
    total time:                          10.0002s
    total number of events:              91210
sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)

Running the test with following options:
Number of threads: 8

CPU speed:
    events per second:  9098.71

General statistics:
    total time:                          10.0002s
    total number of events:              90990
EOF
	xjson sbruns "$(printf "$LV" sysbench) == [(\"base\", [\"9120.40\", \"9098.71\"]), (\"base\", [\"91210\", \"90990\"])] and p(S[0], \"tasks\") == \"8\""
'

expect 'schbench: each run labelled by the title above it; the Request and RPS blocks of a run share it' '
	xtext schnew <<EOF
EEVDF:
Wakeup Latencies percentiles (usec) runtime 30 (s) (96410 total samples)
	  50.0th: 9          (25811 samples)
	  90.0th: 17         (33102 samples)
	* 99.0th: 31         (8411 samples)
	  99.9th: 203        (850 samples)
	  min=1, max=4410
Request Latencies percentiles (usec) runtime 30 (s) (96402 total samples)
	  50.0th: 5288       (29120 samples)
	  90.0th: 5432       (36402 samples)
	* 99.0th: 6040       (8380 samples)
	  99.9th: 10992      (861 samples)
	  min=3518, max=31210
RPS percentiles (requests) runtime 30 (s) (31 total samples)
	  20.0th: 3196       (8 samples)
	* 50.0th: 3212       (11 samples)
	  90.0th: 3228       (12 samples)
	  min=3140, max=3241
average rps: 3213.40

CFS:
Wakeup Latencies percentiles (usec) runtime 30 (s) (95110 total samples)
	  50.0th: 11         (25003 samples)
	  90.0th: 21         (33877 samples)
	* 99.0th: 44         (8409 samples)
	  99.9th: 611        (851 samples)
	  min=1, max=5120
EOF
	xjson schnew "sorted(set(s[\"label\"] for s in S[:14])) == [\"EEVDF\"] and sorted(set(s[\"label\"] for s in S[14:])) == [\"CFS\"] and len(S) == 19 and [vals(s) for s in S if s[\"metric\"] == \"p99\"] == [[\"31\"], [\"6040\"], [\"44\"]] and all(s[\"found_by\"] == \"tool:schbench\" for s in S)"
'

expect 'schbench: runs with no title of their own pool under the title above the first; their min and max pool into the least and greatest; a count of samples ("(4102 total samples)") is no n, not even of one run' '
	xtext schruns <<EOF
baseline
Latency percentiles (usec) runtime 10 (s) (4010 total samples)
	50.0th: 21 (2010 samples)
	*99.0th: 80 (40 samples)
	min=3, max=1912
Latency percentiles (usec) runtime 10 (s) (4022 total samples)
	50.0th: 22 (2011 samples)
	*99.0th: 86 (40 samples)
	min=2, max=2004

+patch
Latency percentiles (usec) runtime 10 (s) (4102 total samples)
	50.0th: 19 (2051 samples)
	*99.0th: 61 (41 samples)
	min=2, max=1502
EOF
	xjson schruns "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"p99\"] == [(\"baseline\", [\"80\", \"86\"]), (\"+patch\", [\"61\"])] and len(S) == 6 and [(s[\"summary\"][\"min\"][\"text\"], s[\"summary\"][\"max\"][\"text\"], (s[\"summary\"][\"n\"] or {}).get(\"text\")) for s in S if s[\"metric\"] == \"latency\"] == [(\"2\", \"2004\", None), (\"2\", \"1502\", None)]"
'

expect 'fio: a job under each title; the first job ends above the second one'"'"'s title' '
	xtext fiotwo <<EOF
stock 6.9:
seqwrite: (groupid=0, jobs=2): err= 0: pid=4410: Wed May  1 09:12:40 2024
  write: IOPS=9811, BW=38.3MiB/s (40.2MB/s)(2300MiB/60002msec)
    clat (usec): min=41, max=9120, avg=201.33, stdev=88.02

6.9 + wakeup patches:
seqwrite: (groupid=0, jobs=2): err= 0: pid=4521: Wed May  1 09:20:02 2024
  write: IOPS=10.2k, BW=39.9MiB/s (41.8MB/s)(2394MiB/60001msec)
    clat (usec): min=40, max=8011, avg=193.10, stdev=80.55
EOF
	xjson fiotwo "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S if s[\"metric\"] == \"iops\"] == [(\"stock 6.9\", \"iops\", [\"9811\"]), (\"6.9 + wakeup patches\", \"iops\", [\"10.2k\"])] and len(S) == 6"
'

expect 'fio: two jobs of one output, no title between, are both read' '
	xtext fioboth <<EOF
rr: (groupid=0, jobs=1): err= 0: pid=100: Wed May  1 09:12:40 2024
  read: IOPS=5120, BW=20.0MiB/s (20.9MB/s)(1200MiB/60001msec)
    clat (usec): min=50, max=700, avg=190.10, stdev=20.00
rw: (groupid=1, jobs=1): err= 0: pid=101: Wed May  1 09:13:40 2024
  write: IOPS=4010, BW=15.7MiB/s (16.4MB/s)(940MiB/60001msec)
    clat (usec): min=60, max=900, avg=240.70, stdev=31.00
EOF
	xjson fioboth "[(p(s, \"variant\"), vals(s)) for s in S if s[\"metric\"] == \"iops\"] == [(\"rr\", [\"5120\"]), (\"rw\", [\"4010\"])]"
'

expect 'bash time: triples one after another (a command between) are runs of one series; each title its own' '
	xtext bashruns <<EOF
Before:
\$ time ./spawn-test 2000

real	0m4.210s
user	0m0.812s
sys	0m3.101s
\$ time ./spawn-test 2000

real	0m4.388s
user	0m0.790s
sys	0m3.250s

After:

real	0m3.902s
user	0m0.801s
sys	0m2.870s
EOF
	xjson bashruns "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"Before\", [\"0m4.210s\", \"0m4.388s\"]), (\"After\", [\"0m3.902s\"])] and len(S) == 6"
'

expect 'bash time: a run named on its real line stays a series of its own' '
	xtext bashnamed <<EOF
real	0m2.000s   idle
user	0m1.000s
sys	0m0.500s

real	0m2.900s   loaded
user	0m1.100s
sys	0m0.700s
EOF
	xjson bashnamed "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"idle\", [\"0m2.000s\"]), (\"loaded\", [\"0m2.900s\"])]"
'

expect 'a title between rules or in brackets is its words: === EEVDF ===, [baseline]' '
	xtext rules <<EOF
=== CFS ===
Running in process mode with 6 groups using 40 file descriptors each (== 240 tasks)
Each sender will pass 800 messages of 100 bytes
Time: 0.433

=== EEVDF ===
Running in process mode with 6 groups using 40 file descriptors each (== 240 tasks)
Each sender will pass 800 messages of 100 bytes
Time: 0.419
EOF
	xjson rules "[(s[\"label\"], vals(s)) for s in S] == [(\"CFS\", [\"0.433\"]), (\"EEVDF\", [\"0.419\"])]" &&
	xtext brackets <<EOF
[baseline]
Benchmark 1: ./yield-loop
  Time (mean ± σ):      2.204 s ±  0.021 s    [User: 0.101 s, System: 2.001 s]
  Range (min … max):    2.170 s …  2.241 s    10 runs

[+patch]
Benchmark 1: ./yield-loop
  Time (mean ± σ):      2.101 s ±  0.019 s    [User: 0.100 s, System: 1.950 s]
  Range (min … max):    2.080 s …  2.135 s    10 runs
EOF
	xjson brackets "[s[\"label\"] for s in S if s[\"metric\"] == \"real\"] == [\"baseline\", \"+patch\"] and len(S) == 2"
'

expect 'a sentence between two outputs tells them apart: no pooling across it' '
	xtext apart <<EOF
Running in process mode with 6 groups using 40 file descriptors each (== 240 tasks)
Each sender will pass 800 messages of 100 bytes
Time: 0.433

And this is the same box with the series applied.

Running in process mode with 6 groups using 40 file descriptors each (== 240 tasks)
Each sender will pass 800 messages of 100 bytes
Time: 0.419
EOF
	xjson apart "[vals(s) for s in S] == [[\"0.433\"], [\"0.419\"]]"
'

expect 'a sentence right above an output names it: ending in a colon, or in a full stop when it names a build' '
	xtext sentences <<EOF
Here is what the machine does on the current tip/sched/core kernel:

 Performance counter stats for '"'"'perf bench sched pipe'"'"' (5 runs):

          6,120.33 msec task-clock                #    1.402 CPUs utilized            ( +-  0.80% )
       4.365000000 seconds time elapsed                                          ( +-  0.91% )

The same box once the series is applied comes out below.

 Performance counter stats for '"'"'perf bench sched pipe'"'"' (5 runs):

          5,880.10 msec task-clock                #    1.398 CPUs utilized            ( +-  0.77% )
       4.206000000 seconds time elapsed                                          ( +-  0.85% )

I also looked at the numbers below.

 Performance counter stats for '"'"'perf bench sched pipe'"'"' (5 runs):

          5,990.10 msec task-clock                #    1.398 CPUs utilized            ( +-  0.77% )
       4.300000000 seconds time elapsed                                          ( +-  0.85% )
EOF
	xjson sentences "[s[\"label\"] for s in S if s[\"metric\"] == \"real\"] == [\"tip/sched/core\", \"series\", None]"
'

expect 'perf bench sched: runs under a version title pooled, each title its own series' '
	xtext pbench <<EOF
6.7-rc4:
# Running '"'"'sched/messaging'"'"' benchmark:
# 20 sender and receiver processes per group
# 16 groups == 640 processes run

     Total time: 1.302 [sec]
# Running '"'"'sched/messaging'"'"' benchmark:
# 20 sender and receiver processes per group
# 16 groups == 640 processes run

     Total time: 1.288 [sec]

6.7-rc4 + sched-fix:
# Running '"'"'sched/messaging'"'"' benchmark:
# 20 sender and receiver processes per group
# 16 groups == 640 processes run

     Total time: 1.201 [sec]
EOF
	xjson pbench "[(s[\"label\"], vals(s), p(s, \"groups\")) for s in S] == [(\"6.7-rc4\", [\"1.302\", \"1.288\"], \"16\"), (\"6.7-rc4 + sched-fix\", [\"1.201\"], \"16\")] and S[0][\"found_by\"] == \"tool:perf-sched-messagi\""
'

expect 'perf bench sched totals pasted without the banner ("Total time: 5.123 [sec]"): one output a total, under its title; "usecs/op" after it says sched/pipe' '
	xtext pbare <<EOF
Tested with perf bench sched pipe -l 1000000:

Before:
  Total time: 5.123 [sec]
       5.123456 usecs/op
         195179 ops/sec

After:
  Total time: 4.876 [sec]
       4.876543 usecs/op
         205066 ops/sec
EOF
	xjson pbare "[(s[\"label\"], s[\"workload\"], vals(s)) for s in S] == [(\"Before\", \"perf-sched-pipe\", [\"5.123\"]), (\"Before\", \"perf-sched-pipe\", [\"5.123456\"]), (\"Before\", \"perf-sched-pipe\", [\"195179\"]), (\"After\", \"perf-sched-pipe\", [\"4.876\"]), (\"After\", \"perf-sched-pipe\", [\"4.876543\"]), (\"After\", \"perf-sched-pipe\", [\"205066\"])]" &&
	xtext pbareruns <<EOF
6.6:
     Total time: 0.857 [sec]
     Total time: 0.861 [sec]

6.6 + patch:
     Total time: 0.801 [sec]
EOF
	xjson pbareruns "[(s[\"label\"], s[\"workload\"], vals(s)) for s in S] == [(\"6.6\", \"perf-sched-messaging\", [\"0.857\", \"0.861\"]), (\"6.6 + patch\", \"perf-sched-messaging\", [\"0.801\"])]"
'

expect 'pgbench: the title above its banner labels a run; the tps excluding connections is the result' '
	xtext pgold <<EOF
vanilla 4.19:
starting vacuum...end.
transaction type: <builtin: TPC-B (sort of)>
scaling factor: 10
query mode: simple
number of clients: 16
number of threads: 4
duration: 60 s
number of transactions actually processed: 301200
latency average = 3.187 ms
tps = 5019.991201 (including connections establishing)
tps = 5020.410033 (excluding connections establishing)

4.19 + patch:
starting vacuum...end.
transaction type: <builtin: TPC-B (sort of)>
scaling factor: 10
query mode: simple
number of clients: 16
number of threads: 4
duration: 60 s
number of transactions actually processed: 318000
latency average = 3.019 ms
tps = 5299.100002 (including connections establishing)
tps = 5299.512119 (excluding connections establishing)
EOF
	xjson pgold "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S if s[\"metric\"] in (\"latency\", \"tps\")] == [(\"vanilla 4.19\", \"latency\", [\"3.187\"]), (\"vanilla 4.19\", \"tps\", [\"5020.410033\"]), (\"4.19 + patch\", \"latency\", [\"3.019\"]), (\"4.19 + patch\", \"tps\", [\"5299.512119\"])] and all(p(s, \"clients\") == \"16\" for s in S)"
'

expect 'the command that printed an output is no title: the title is the line above it' '
	xtext cmdtitle <<EOF
Before:
./hackbench -g 6 -l 800
Running in process mode with 6 groups using 40 file descriptors each (== 240 tasks)
Each sender will pass 800 messages of 100 bytes
Time: 0.433

After:
root@box:~# ./hackbench -g 6 -l 800
Running in process mode with 6 groups using 40 file descriptors each (== 240 tasks)
Each sender will pass 800 messages of 100 bytes
Time: 0.419
EOF
	xjson cmdtitle "[s[\"label\"] for s in S] == [\"Before\", \"After\"]"
'

expect 'a branch name with a dash (unmodified -current) is a title, not a command' '
	xtext branch <<EOF
unmodified -current
real	0m52.100s
user	1m30.200s
sys	0m20.300s
EOF
	xjson branch "[s[\"label\"] for s in S] == [\"unmodified -current\"] * 3"
'

expect 'numbered runs under a configuration title pool under it: "run 2:" names no configuration' '
	xtext numbered <<EOF
CFS:
Run 1:
# Running '"'"'sched/pipe'"'"' benchmark:
# Executed 1000000 pipe operations between two processes

     Total time: 5.120 [sec]

       5.120330 usecs/op
         195300 ops/sec
Run 2:
# Running '"'"'sched/pipe'"'"' benchmark:
# Executed 1000000 pipe operations between two processes

     Total time: 5.090 [sec]

       5.090120 usecs/op
         196459 ops/sec

EEVDF:
Run 1:
# Running '"'"'sched/pipe'"'"' benchmark:
# Executed 1000000 pipe operations between two processes

     Total time: 4.870 [sec]

       4.870010 usecs/op
         205338 ops/sec
EOF
	xjson numbered "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S if s[\"metric\"] == \"ops/s\"] == [(\"CFS\", \"ops/s\", [\"195300\", \"196459\"]), (\"EEVDF\", \"ops/s\", [\"205338\"])] and len(S) == 6"
'

expect 'GNU time runs, each with its command and its pagefaults line, pool under their title' '
	xtext gnuruns <<EOF
baseline:
\$ /usr/bin/time make -j16 bzImage
1201.52user 220.20system 1:31.73elapsed 1550%CPU (0avgtext+0avgdata 94704maxresident)k
0inputs+0outputs (0major+91234minor)pagefaults 0swaps
\$ /usr/bin/time make -j16 bzImage
1201.90user 221.10system 1:31.80elapsed 1551%CPU (0avgtext+0avgdata 94704maxresident)k
0inputs+0outputs (0major+91234minor)pagefaults 0swaps

patched:
\$ /usr/bin/time make -j16 bzImage
1199.52user 219.20system 1:30.73elapsed 1563%CPU (0avgtext+0avgdata 94704maxresident)k
0inputs+0outputs (0major+91234minor)pagefaults 0swaps
EOF
	xjson gnuruns "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"baseline\", [\"1:31.73\", \"1:31.80\"]), (\"patched\", [\"1:30.73\"])] and len(S) == 8"
'

expect 'flattened by a web archive: the words ending in ":" before an output (over its command) still name it' '
	tr "\n" " " <hbloop.txt >hbflat.txt && echo >>hbflat.txt &&
	xjson hbflat "$(printf "$LV" hackbench) == [(\"Without the patch\", [\"1.404\", \"1.391\", \"1.452\"]), (\"With the patch\", [\"1.288\", \"1.301\"])]" &&
	tr "\n" " " <sbsect.txt >sbflat.txt && echo >>sbflat.txt &&
	xjson sbflat "[s[\"label\"] for s in S if s[\"metric\"] == \"events\"][1] == \"on 6.8 with the series\"" &&
	tr "\n" " " <pbench.txt >pbflat.txt && echo >>pbflat.txt &&
	xjson pbflat "[s[\"label\"] for s in S] == [\"6.7-rc4\", \"6.7-rc4 + sched-fix\"]"
'

expect 'perf stat around hackbench: its block under the benchmark'"'"'s runs takes their title' '
	xtext wrapped <<EOF
Before:
\$ perf stat -r 2 ./hackbench -g 5
Running in process mode with 5 groups using 40 file descriptors each (== 200 tasks)
Each sender will pass 100 messages of 100 bytes
Time: 0.151
Running in process mode with 5 groups using 40 file descriptors each (== 200 tasks)
Each sender will pass 100 messages of 100 bytes
Time: 0.155

 Performance counter stats for '"'"'./hackbench -g 5'"'"' (2 runs):

          1,101.00 msec task-clock                #    6.100 CPUs utilized            ( +-  0.50% )
       0.159000000 seconds time elapsed                                          ( +-  0.60% )

After:
\$ perf stat -r 2 ./hackbench -g 5
Running in process mode with 5 groups using 40 file descriptors each (== 200 tasks)
Each sender will pass 100 messages of 100 bytes
Time: 0.141

 Performance counter stats for '"'"'./hackbench -g 5'"'"' (2 runs):

          1,001.00 msec task-clock                #    6.100 CPUs utilized            ( +-  0.50% )
       0.149000000 seconds time elapsed                                          ( +-  0.60% )
EOF
	xjson wrapped "sorted((s[\"found_by\"], s[\"metric\"], s[\"label\"], tuple(vals(s))) for s in S) == sorted([(\"tool:hackbench\", \"time\", \"Before\", (\"0.151\", \"0.155\")), (\"tool:hackbench\", \"time\", \"After\", (\"0.141\",)), (\"tool:perf-stat\", \"task-clock\", \"Before\", (\"1,101.00\",)), (\"tool:perf-stat\", \"real\", \"Before\", (\"0.159000000\",)), (\"tool:perf-stat\", \"task-clock\", \"After\", (\"1,001.00\",)), (\"tool:perf-stat\", \"real\", \"After\", (\"0.149000000\",))])"
'

expect 'sysbench cut to its one line of events between "..." marks: read, titled over the cut and the command' '
	xtext sbcut <<EOF
Without the patch:
sudo perf record -e sched:sched_wakeup_new -- \\
        sysbench threads --threads=4 run
...
    total number of events:              61012
...

With the patch:
sudo perf record -e sched:sched_wakeup_new -- \\
        sysbench threads --threads=4 run
[...]
    total number of events:              73877
[...]
Latency figures are in the other mail.
EOF
	xjson sbcut "$(printf "$LV" sysbench) == [(\"Without the patch\", [\"61012\"]), (\"With the patch\", [\"73877\"])] and all(s[\"metric\"] == \"events\" for s in S)"
'

expect 'a sentence that merely says "total number of events:" is no sysbench output' '
	xtext sbprose <<EOF
The log has the total number of events: 12 of them were dropped.
EOF
	xjson sbprose "not any(s[\"found_by\"] == \"tool:sysbench\" for s in S)"
'

expect 'key lines under titles set off by marks ("[6.6-rc1 + patch]", "=== patched ==="): a series a title, named without the marks' '
	xtext framed <<EOF
hackbench
[6.6-rc1]
Time: 1.404
Time: 1.391
[6.6-rc1 + patch]
Time: 1.288
Time: 1.299
EOF
	xjson framed "[(s[\"label\"], vals(s)) for s in S] == [(\"6.6-rc1\", [\"1.404\", \"1.391\"]), (\"6.6-rc1 + patch\", [\"1.288\", \"1.299\"])]" &&
	xtext framed2 <<EOF
=== baseline ===

\$ time make -j8 >/dev/null

real	3m12.456s
user	22m1.118s
sys	1m40.303s

=== patched ===

\$ time make -j8 >/dev/null

real	3m5.001s
user	21m58.010s
sys	1m39.881s
EOF
	xjson framed2 "sorted(set(s[\"label\"] for s in S)) == [\"baseline\", \"patched\"] and all(s[\"workload\"] == \"kernel-compile\" and p(s, \"jobs\") == \"8\" for s in S)"
'

expect 'a title leading into a build ("With SCHED_ULE:", "and on 2.6.31-bfs211:") names it without the leading words; "With the patch:" keeps them' '
	xtext withlead <<EOF
ab -n 100000 -c 64 against apache22.

With SCHED_ULE:

Time taken for tests:   23.456 seconds
Requests per second:    4263.30 [#/sec] (mean)

and with SCHED_4BSD:

Time taken for tests:   25.987 seconds
Requests per second:    3848.07 [#/sec] (mean)

With the patch:

Time taken for tests:   22.001 seconds
Requests per second:    4545.10 [#/sec] (mean)
EOF
	xjson withlead "sorted(set(s[\"label\"] for s in S)) == [\"SCHED_4BSD\", \"SCHED_ULE\", \"With the patch\"] and all(s[\"workload\"] == \"apache-bench\" for s in S)"
'

expect 'a sentence over an output names it by its configuration words ("Here are the results with the patch applied:" is "with patch"); a short title is left as written' '
	for title in "Here are the results with the patch applied:" "And these are the numbers on the unpatched 6.8-rc3 kernel:" "This is what I get on 5.15 without the fix:" "Running the same test on FreeBSD 7.0 with SCHED_ULE gives:" "Now with EEVDF enabled:" "With this patch in place, the cold case takes about 2.4 seconds:"; do
		printf "%s\n\nreal    0m12.345s\nuser    0m10.111s\nsys     0m2.222s\n\n" "$title"
	done >sent.txt &&
	xjson sent "[s[\"label\"] for s in S if s[\"metric\"] == \"real\"] == [\"with patch\", \"unpatched 6.8-rc3\", \"5.15 without fix\", \"FreeBSD 7.0 with SCHED_ULE\", \"EEVDF enabled\", \"With patch\"]"
'

expect 'the clause next to an output titles it ("that was with X; with the default Y:"); the end of a sentence begun on the line above is no title of its own (the whole sentence is)' '
	xtext clause <<EOF
real    0m42.113s
user    2m10.901s
sys     0m15.332s

that was with sched_latency_ns=24000000; with the default 6000000:

real    0m44.871s
user    2m11.442s
sys     0m16.010s

On the physical machine the degradation is much less pronounced
but still exists:

real    0m45.002s
user    2m11.001s
sys     0m16.300s
EOF
	xjson clause "[s[\"label\"] for s in S if s[\"metric\"] == \"real\"] == [None, \"with the default 6000000\", \"On the physical machine the degradation is much less pronounced but still exists\"]"
'

expect 'an untitled output before one titled "with X" of the same tool and figure is the build without X, when X is a change ("the patch"); two different changes name none' '
	xtext withbase <<EOF
\$ hyperfine --warmup 3 '"'"'make -j8'"'"'
Benchmark 1: make -j8
  Time (mean ± σ):     42.312 s ±  0.412 s    [User: 301.221 s, System: 40.112 s]
  Range (min … max):   41.802 s … 43.001 s    10 runs

with the patch:

Benchmark 1: make -j8
  Time (mean ± σ):     41.102 s ±  0.388 s    [User: 298.400 s, System: 39.870 s]
  Range (min … max):   40.611 s … 41.755 s    10 runs
EOF
	xjson withbase "[s[\"label\"] for s in S if s[\"metric\"] == \"real\"] == [\"without the patch\", \"with the patch\"] and len(S) == 2" &&
	xtext withtwo <<EOF
real    0m42.113s
user    2m10.901s
sys     0m15.332s

with the patch:

real    0m41.002s
user    2m10.001s
sys     0m15.100s

with the fix:

real    0m40.871s
user    2m09.442s
sys     0m15.010s
EOF
	xjson withtwo "[s[\"label\"] for s in S if s[\"metric\"] == \"real\"] == [None, \"with the patch\", \"with the fix\"]"
'

expect 'a title naming a build, then after a comma how the output was made ("SCHED_ULE, make -jN buildkernel:") names the build' '
	xtext buildhow <<EOF
SCHED_ULE, make -jN buildkernel:
-j1:  1234.56 real  1100.00 user  120.00 sys
-j2:   650.12 real  1105.33 user  121.80 sys

SCHED_4BSD:
-j1:  1240.01 real  1101.50 user  119.70 sys
-j2:   661.77 real  1106.01 user  122.33 sys
EOF
	xjson buildhow "sorted(set(s[\"label\"] for s in S)) == [\"SCHED_4BSD\", \"SCHED_ULE\"] and len(S) == 12"
'

expect 'a command with options before a comma in a title ("schbench -m 2 -t 16 -r 30, baseline:") says how the output was made; the name is after it' '
	xtext cmdlead <<EOF
schbench -m 2 -t 16 -r 30, baseline:

Wakeup Latencies percentiles (usec) runtime 30 (s) (1055416 total samples)
	  50.0th: 6          (268612 samples)
	* 99.0th: 24         (79216 samples)
	  min=1, max=9999
EOF
	xjson cmdlead "set(s[\"label\"] for s in S) == {\"baseline\"} and len(S) >= 3"
'

expect 'a version alone in brackets ("[6.6]") titles the output under it: a kernel log line has its message after the stamp' '
	xtext brackv <<EOF
Kernel build timings:

[6.6]
real	6m36.282s
user	5m56.654s
sys	0m39.628s

[EEVDF]
real	6m30.101s
user	5m50.002s
sys	0m39.901s
EOF
	xjson brackv "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"6.6\", [\"6m36.282s\"]), (\"EEVDF\", [\"6m30.101s\"])]"
'

expect 'a sentence with an option in it before a comma ("Here are buildkernel -j8 for CFS vs BFS, run 4:") titles its output whole: only a command line opens a title with how the output was made' '
	xtext sentlead <<EOF
Here are buildkernel -j8 for CFS vs BFS, run 4:
-j2:  924.58 real  1941.63 user  369.83 sys
-j4:  929.78 real  1952.54 user  371.91 sys
EOF
	xjson sentlead "all(s[\"label\"] and \"CFS vs BFS\" in s[\"label\"] for s in S) and len(S) == 6"
'

expect 'a heading that only announces figures ("For example:", "Here is what I see:") names no build; beside "With this patch:" it is the build without' '
	xtext announce <<EOF
The wakeups pile onto one CPU today.

For example:
\$ sysbench threads --threads=4 run
General statistics:
    total time:                          10.0004s
    total number of events:              48210

With this patch:
\$ sysbench threads --threads=4 run
General statistics:
    total time:                          10.0003s
    total number of events:              53117

Here is what I see:
last pid:  1843;  load averages:  1.02,  0.88,  0.61
CPU:  9.6% user,  0.0% nice, 58.5% system, 31.9% interrupt,  0.0% idle
EOF
	xjson announce "([(s[\"label\"], vals(s)) for s in S if s[\"found_by\"] == \"tool:sysbench\"] == [(\"without this patch\", [\"48210\"]), (\"With this patch\", [\"53117\"])] and
		{s[\"label\"] for s in S if s[\"found_by\"] == \"tool:top\"} == {None})"
'

expect 'outputs under a section heading ("== performance ==") with another output between them take the heading; a row of numbers above an output is no title' '
	xtext sections <<EOF
Load is stress-ng --cpu 4 --metrics-brief, turbostat -S beside it.

== performance ==
     Avg_MHz   %Busy Bzy_MHz  PkgWatt
        2697   75.08    3592    47.92
        2702   75.21    3593    48.10
stress-ng: info:  [2231] dispatching hogs: 4 cpu
stress-ng: info:  [2231] stressor      bogo ops real time  usr time  sys time   bogo ops/s   bogo ops/s
stress-ng: info:  [2231]                          (secs)    (secs)    (secs)   (real time) (usr+sys time)
stress-ng: info:  [2231] cpu              78211     60.01    179.48      0.09      1303.30         435.55

== schedutil ==
     Avg_MHz   %Busy Bzy_MHz  PkgWatt
        2344   75.92    3087    38.74
        2321   75.85    3060    38.51
stress-ng: info:  [2305] dispatching hogs: 4 cpu
stress-ng: info:  [2305] stressor      bogo ops real time  usr time  sys time   bogo ops/s   bogo ops/s
stress-ng: info:  [2305]                          (secs)    (secs)    (secs)   (real time) (usr+sys time)
stress-ng: info:  [2305] cpu              67122     60.02    180.11      0.10      1118.33         372.47

So with schedutil the package draws -19.1% less power than with performance.
EOF
	xjson sections "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S if s[\"found_by\"] == \"tool:turbostat\"][::4] == [(\"performance\", \"Avg_MHz\", [\"2697\", \"2702\"]), (\"schedutil\", \"Avg_MHz\", [\"2344\", \"2321\"])] and [(s[\"label\"], vals(s)) for s in S if s[\"found_by\"] == \"tool:stress-ng\"][::5] == [(\"performance\", [\"1303.30\"]), (\"schedutil\", [\"1118.33\"])] and (lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"performance\", \"schedutil\", \"-19.1%\")]"
'

expect 'hyperfine: runs of their own under each build'"'"'s title ("Benchmark 1:" each, no Summary) are workloads of that build, the title the label; commands of one run (1, 2 ...) still name the builds' '
	xtext hfruns <<EOF
6.4.0-rc1:
Benchmark 1: make -j16 -s bzImage
  Time (mean ± σ):     92.412 s ±  0.384 s    [User: 1274.118 s, System: 118.902 s]
  Range (min … max):   91.877 s … 93.046 s    5 runs

Benchmark 1: perf bench sched messaging -g 10 -l 5000
  Time (mean ± σ):      1.846 s ±  0.021 s    [User: 2.114 s, System: 27.904 s]
  Range (min … max):    1.812 s …  1.880 s    10 runs

6.4.0-rc1-eevdf:
Benchmark 1: make -j16 -s bzImage
  Time (mean ± σ):     92.771 s ±  0.455 s    [User: 1275.630 s, System: 119.244 s]
  Range (min … max):   92.118 s … 93.390 s    5 runs

Benchmark 1: perf bench sched messaging -g 10 -l 5000
  Time (mean ± σ):      1.885 s ±  0.036 s    [User: 2.098 s, System: 28.611 s]
  Range (min … max):    1.829 s …  1.941 s    10 runs

So +0.4% on the kernel build and +2.1% on messaging.
EOF
	xjson hfruns "[(s[\"label\"], p(s, \"command\"), s[\"summary\"][\"mean\"][\"text\"]) for s in S if s[\"metric\"] == \"real\"] == [(\"6.4.0-rc1\", \"make -j16 -s bzImage\", \"92.412\"), (\"6.4.0-rc1\", \"perf bench sched messaging -g 10 -l 5000\", \"1.846\"), (\"6.4.0-rc1-eevdf\", \"make -j16 -s bzImage\", \"92.771\"), (\"6.4.0-rc1-eevdf\", \"perf bench sched messaging -g 10 -l 5000\", \"1.885\")] and (lambda L: [(L[c[\"a\"]], L[c[\"b\"]], c[\"delta_pct\"][\"text\"]) for c in d[\"comparisons\"]])({s[\"id\"]: s[\"label\"] for s in S}) == [(\"6.4.0-rc1\", \"6.4.0-rc1-eevdf\", \"+0.4%\"), (\"6.4.0-rc1\", \"6.4.0-rc1-eevdf\", \"+2.1%\")]"
'

expect 'a flattened title after a long option ("... -t 60 --metrics-brief EEVDF:") starts after it; after a unit written apart ("... completed in 1 min scx_bpfland:") too' '
	printf "Same box, back to back runs \$ stress-ng --switch 32 -t 60 --metrics-brief EEVDF (no scx loaded): stress-ng: info: [4410] setting to a 1 min run per stressor stress-ng: info: [4410] dispatching hogs: 32 switch stress-ng: metrc: [4410] stressor bogo ops real time usr time sys time bogo ops/s bogo ops/s stress-ng: metrc: [4410] (secs) (secs) (secs) (real time) (usr+sys time) stress-ng: metrc: [4410] switch 21438112 60.00 30.84 592.51 357301.87 34391.77 stress-ng: info: [4410] successful run completed in 1 min scx_bpfland: stress-ng: info: [5127] setting to a 1 min run per stressor stress-ng: info: [5127] dispatching hogs: 32 switch stress-ng: metrc: [5127] stressor bogo ops real time usr time sys time bogo ops/s bogo ops/s stress-ng: metrc: [5127] (secs) (secs) (secs) (real time) (usr+sys time) stress-ng: metrc: [5127] switch 20109866 60.00 29.71 597.36 335164.43 32069.57 stress-ng: info: [5127] successful run completed in 1 min So switch moves.\n" >flatopt.txt &&
	xjson flatopt "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"bogo-ops\"] == [(\"EEVDF (no scx loaded)\", [\"21438112\"]), (\"scx_bpfland\", [\"20109866\"])] and len(S) == 10"
'

expect 'hackbench "Time:" lines under loops run by a bare "#" prompt, two group counts under one title: a series a count, each under the title, the groups from the command' '
	printf "2.4.17 vanilla:\n\n# for i in 1 2 3; do ./hackbench 20; done\nTime: 6.417\nTime: 6.612\nTime: 6.283\n# for i in 1 2 3; do ./hackbench 50; done\nTime: 31.844\nTime: 33.107\nTime: 30.920\n\n2.4.17 + O(1) B4:\n\n# for i in 1 2 3; do ./hackbench 20; done\nTime: 2.104\nTime: 2.251\nTime: 1.987\n# for i in 1 2 3; do ./hackbench 50; done\nTime: 4.872\nTime: 5.013\nTime: 4.799\n" >loops.txt &&
	xjson loops "[(s[\"label\"], p(s, \"groups\"), len(vals(s))) for s in S] == [(\"2.4.17 vanilla\", \"20\", 3), (\"2.4.17 vanilla\", \"50\", 3), (\"2.4.17 + O(1) B4\", \"20\", 3), (\"2.4.17 + O(1) B4\", \"50\", 3)]"
'

expect 'the 2007 hackbench.c ("Running with 20*40 (== 800) tasks." over "Time: 0.612"), each kernel named by the uname -r printed above its loop behind a bracketed root prompt: a series a kernel and group count, runs pooled' '
	printf "[root@box ~]# uname -r\n2.6.22.1\n[root@box ~]# for i in 1 2 3; do ./hackbench 20; done\nRunning with 20*40 (== 800) tasks.\nTime: 0.612\nRunning with 20*40 (== 800) tasks.\nTime: 0.598\nRunning with 20*40 (== 800) tasks.\nTime: 0.607\n\n[root@box ~]# uname -r\n2.6.23-rc3\n[root@box ~]# for i in 1 2 3; do ./hackbench 20; done\nRunning with 20*40 (== 800) tasks.\nTime: 0.651\nRunning with 20*40 (== 800) tasks.\nTime: 0.663\nRunning with 20*40 (== 800) tasks.\nTime: 0.644\n" >hb2007.txt &&
	xjson hb2007 "[(s[\"label\"], p(s, \"groups\"), vals(s)) for s in S] == [(\"2.6.22.1\", \"20\", [\"0.612\", \"0.598\", \"0.607\"]), (\"2.6.23-rc3\", \"20\", [\"0.651\", \"0.663\", \"0.644\"])] and all(s[\"found_by\"] == \"tool:hackbench\" for s in S)"
'

expect 'BSD time lines flattened after a build'"'"'s key ("SCHED_4BSD: 2791.43 real ... 2803.17 real ..."): the later runs are the key'"'"'s, pooled' '
	printf "Three runs each, /usr/bin/time output: SCHED_4BSD: 2791.43 real 8412.09 user 1910.55 sys 2803.17 real 8419.62 user 1921.08 sys 2786.90 real 8408.31 user 1904.77 sys SCHED_M2: 2712.66 real 8433.50 user 1702.19 sys 2720.04 real 8440.12 user 1711.86 sys\n" >keyruns.txt &&
	xjson keyruns "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"SCHED_4BSD\", \"real\", [\"2791.43\", \"2803.17\", \"2786.90\"]), (\"SCHED_4BSD\", \"user\", [\"8412.09\", \"8419.62\", \"8408.31\"]), (\"SCHED_4BSD\", \"sys\", [\"1910.55\", \"1921.08\", \"1904.77\"]), (\"SCHED_M2\", \"real\", [\"2712.66\", \"2720.04\"]), (\"SCHED_M2\", \"user\", [\"8433.50\", \"8440.12\"]), (\"SCHED_M2\", \"sys\", [\"1702.19\", \"1711.86\"])]"
'

expect 'a heading naming the scheduler one of two titled outputs adds ("the eevdf kernel is 6.4.0-rc2 plus this series"): the other output'"'"'s series carry no scheduler' '
	printf "base is 6.4.0-rc2 and the eevdf kernel is 6.4.0-rc2 plus this series.\n\n6.4.0-rc2:\n\n\$ hackbench -g 20\nTime: 1.234\n\n6.4.0-rc2 + eevdf:\n\n\$ hackbench -g 20\nTime: 1.198\n" >ctxsched.txt &&
	xjson ctxsched "[(s[\"label\"], s[\"scheduler\"]) for s in S] == [(\"6.4.0-rc2\", None), (\"6.4.0-rc2 + eevdf\", \"EEVDF\")]"
'

expect 'titles numbering runs of a build after a comma ("UP kernel, run 1:", "UP kernel, run 2 (banner snipped):"): the build names the outputs, its runs pooled; an output'"'"'s banner is looked for no further up than the output before it' '
	cat >ubruns.txt <<-EOF &&
	Two runs each.

	UP kernel, run 1:

	Unix Benchmark Utility v.0.3
	Copyright (C) July, 1999 PhysTech, Inc.
	Ubench CPU:    61834
	Ubench MEM:    52107
	--------------------
	Ubench AVG:    56970

	UP kernel, run 2 (banner snipped):

	Ubench CPU:    61902
	Ubench MEM:    52011
	--------------------
	Ubench AVG:    56956

	SMP kernel, run 1:

	Unix Benchmark Utility v.0.3
	Ubench CPU:   119877
	Ubench MEM:    71430
	--------------------
	Ubench AVG:    95653

	SMP kernel, run 2:

	Ubench CPU:   120214
	Ubench MEM:    70988
	--------------------
	Ubench AVG:    95601
	EOF
	xjson ubruns "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"UP kernel\", \"CPU\", [\"61834\", \"61902\"]), (\"UP kernel\", \"MEM\", [\"52107\", \"52011\"]), (\"UP kernel\", \"AVG\", [\"56970\", \"56956\"]), (\"SMP kernel\", \"CPU\", [\"119877\", \"120214\"]), (\"SMP kernel\", \"MEM\", [\"71430\", \"70988\"]), (\"SMP kernel\", \"AVG\", [\"95653\", \"95601\"])]"
'

expect 'a title naming no build under a paragraph that sets a tunable ("After sysctl kern.sched.preempt_thresh=224 ... The same run:"): the setting names the output' '
	printf "Stock settings:\n\n\$ hackbench -g 10\nTime: 1.204\n\nAfter \"sysctl kern.sched.preempt_thresh=224\" the desktop feels better.\nThe same run:\n\n\$ hackbench -g 10\nTime: 1.051\n" >tunable.txt &&
	xjson tunable "[(s[\"label\"], vals(s)) for s in S] == [(\"Stock settings\", [\"1.204\"]), (\"kern.sched.preempt_thresh=224\", [\"1.051\"])]"
'

expect 'time(1) rows under "Stock, first run in full:" (a run named by its place cut off the build), then "and the other two:" (more runs: the build above)' '
	printf "Stock, first run in full:\n\n      152.62 real      3388.20 user       311.74 sys\n\nand the other two (the rest of the -l output spared):\n\n      151.87 real      3391.47 user       313.02 sys\n      152.96 real      3385.92 user       310.55 sys\n\nTuned:\n\n      147.63 real      3397.05 user       305.12 sys\n" >ordruns.txt &&
	xjson ordruns "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"Stock\", \"real\", [\"152.62\"]), (\"Stock\", \"real\", [\"151.87\", \"152.96\"]), (\"Tuned\", \"real\", [\"147.63\"])]"
'

expect 'hyperfine comparing two commands under a build'"'"'s title ("eevdf:"): the commands ran on that build, each command'"'"'s series labelled by the title, told apart by params.command' '
	{ printf "eevdf:\n\n"; cat "$TOP/tests/fixtures/tools/hyperfine-two.txt"; } >hfbuild.txt &&
	xjson hfbuild "sorted((s[\"label\"], p(s, \"command\")) for s in S if s[\"metric\"] == \"real\") == [(\"eevdf\", \"sleep 0.01\"), (\"eevdf\", \"sleep 0.02\")]"
'

expect 'fio: the last line of one job (its "latency : target=0, window=0, ...") is no title of the next: both jobs keep the title above the output' '
	xtext fiojobs <<EOF
With the patch:

rr: (groupid=0, jobs=1): err= 0: pid=100: Wed May  1 09:12:40 2024
  read: IOPS=5120, BW=20.0MiB/s (20.9MB/s)(1200MiB/60001msec)
    clat (usec): min=50, max=700, avg=190.10, stdev=20.00
     latency   : target=0, window=0, percentile=100.00%, depth=32
ww: (groupid=0, jobs=1): err= 0: pid=101: Wed May  1 09:12:40 2024
  write: IOPS=812, BW=102MiB/s (107MB/s)(6120MiB/60003msec)
    clat (usec): min=660, max=91200, avg=2411.50, stdev=2901.40
EOF
	xjson fiojobs "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S if s[\"metric\"] == \"iops\"] == [(\"With the patch\", \"rr\", [\"5120\"]), (\"With the patch\", \"ww\", [\"812\"])]"
'

expect 'time(1) runs titled by a setting alone ("-j2") under a build'"'"'s heading ("SCHED_ULE:"): the heading names the build, the setting is the parameter' '
	printf "SCHED_4BSD:\n\n-j2\n     1512.33 real      2342.77 user       421.50 sys\n     1508.94 real      2340.12 user       420.88 sys\n-j4\n     1476.02 real      2351.90 user       437.16 sys\n\nSCHED_ULE:\n\n-j2\n     1587.40 real      2360.21 user       430.19 sys\n-j4\n     1544.87 real      2377.62 user       452.33 sys\n" >setgroup.txt &&
	schedlore extract --text setgroup.txt >setgroup.json &&
	python3 -c "import json; S = json.load(open(\"setgroup.json\"))[\"series\"]; assert [(s[\"label\"], s[\"params\"][\"jobs\"][\"text\"], [v[\"text\"] for v in s[\"values\"]]) for s in S if s[\"metric\"] == \"real\"] == [(\"SCHED_4BSD\", \"2\", [\"1512.33\", \"1508.94\"]), (\"SCHED_4BSD\", \"4\", [\"1476.02\"]), (\"SCHED_ULE\", \"2\", [\"1587.40\"]), (\"SCHED_ULE\", \"4\", [\"1544.87\"])], S"
'

expect 'a statistic'"'"'s word and a figure indented under a tool'"'"'s runs, no colon ("          avg 186.311" under dbench'"'"'s Throughput lines), is those runs'"'"' summary; at the margin it is not' '
	printf "2.6.22-rc1, cfq:\nThroughput 187.264 MB/sec 16 procs\nThroughput 191.807 MB/sec 16 procs\nThroughput 179.553 MB/sec 16 procs\n          avg 186.208\n" >avgbare.txt &&
	schedlore extract --text avgbare.txt >avgbare.json &&
	python3 -c "import json; S = json.load(open(\"avgbare.json\"))[\"series\"]; assert [([v[\"text\"] for v in s[\"values\"]], s[\"summary\"][\"mean\"][\"text\"]) for s in S if s[\"metric\"] == \"throughput\"] == [([\"187.264\", \"191.807\", \"179.553\"], \"186.208\")], S"
'

expect 'head'"'"'s banner naming words, not a file ("==> -current (no diff) <=="): the banner names the output whole, no shared part cut off' '
	printf "==> -current (no diff) <==\n\$ dbench 16\nThroughput 187.264 MB/sec 16 procs\n\n==> -current + yield diff <==\n\$ dbench 16\nThroughput 191.807 MB/sec 16 procs\n" >bannerwords.txt &&
	schedlore extract --text bannerwords.txt >bannerwords.json &&
	python3 -c "import json; S = json.load(open(\"bannerwords.json\"))[\"series\"]; assert [s[\"label\"] for s in S if s[\"metric\"] == \"throughput\"] == [\"-current (no diff)\", \"-current + yield diff\"], S"
'

expect 'an output with no title under a paragraph saying what it ran on ("..., with 2.6.7-rc3-mm2 plus your patch. OMP_NUM_THREADS=4, ..."): the build after its last "with", "on", "under" or "running" names it and the untitled outputs after it; a machine after "on" ("on a 4-way Opteron") names none' '
	xtext parabuild <<EOF
Here is NPB 3.1 CG on a 4-way Opteron 848, 4 nodes x 2GB,
with 2.6.7-rc3-mm2 plus your patch.
OMP_NUM_THREADS=4, nothing else running.

 CG Benchmark Completed.
 Class           =                        A
 Time in seconds =                     1.21
 Mop/s total     =                  1236.84

 CG Benchmark Completed.
 Class           =                        B
 Time in seconds =                    94.37
 Mop/s total     =                   579.73
EOF
	xjson parabuild "[(s[\"label\"], vals(s)) for s in S] == [(\"2.6.7-rc3-mm2 plus your patch\", [\"1.21\"]), (\"2.6.7-rc3-mm2 plus your patch\", [\"1236.84\"]), (\"2.6.7-rc3-mm2 plus your patch\", [\"94.37\"]), (\"2.6.7-rc3-mm2 plus your patch\", [\"579.73\"])]" &&
	xtext paramachine <<EOF
Here is NPB 3.1 CG on a 4-way Opteron 848, 4 nodes x 2GB,
on the box in the lab.
OMP_NUM_THREADS=4, nothing else running.

 CG Benchmark Completed.
 Class           =                        A
 Time in seconds =                     1.21
EOF
	xjson paramachine "[s[\"label\"] for s in S] == [None]"
'

expect 'a 2.6 stable release in four parts names the kernel ("running 2.6.24.7-rt14"); an output titled by a load, no kernel in its heading, ran on the kernel of the output before it; a heading naming another ("on plain 2.6.24.7") names its own' '
	xtext stable <<EOF
Baseline numbers for a Core2 Quad running 2.6.24.7-rt14.

Idle system:

T: 0 ( 4208) P:80 I:1000 C: 100000 Min:      2 Act:    4 Avg:    4 Max:      14

Under load (hackbench and a flood ping):

T: 0 ( 5306) P:80 I:1000 C: 100000 Min:      3 Act:   11 Avg:    9 Max:      38

Same load on plain 2.6.24.7 with CONFIG_PREEMPT=y, for comparison:

T: 0 ( 5124) P:80 I:1000 C: 100000 Min:      4 Act:   23 Avg:   27 Max:    2134
EOF
	xjson stable "[s[\"os_version\"] for s in S] == [\"2.6.24.7-rt14\", \"2.6.24.7-rt14\", \"2.6.24.7\"]"
'

expect 'a line above an output that judges it ("The second socket is clearly slower than the first:") names no build: the output goes untitled; one naming a build stays its title' '
	xtext verdicttitle <<EOF
The second socket is clearly slower than the first:

\$ hackbench -g 10 -l 1000
Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)
Each sender will pass 1000 messages of 100 bytes
Time: 1.234

Patched kernel, faster than vanilla:

\$ hackbench -g 10 -l 1000
Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)
Each sender will pass 1000 messages of 100 bytes
Time: 1.102
EOF
	xjson verdicttitle "[(s[\"label\"], vals(s)) for s in S] == [(None, [\"1.234\"]), (\"Patched kernel, faster than vanilla\", [\"1.102\"])]"
'

expect 'a sentence naming a build wrapped onto a line of its own ending in ":" ("... 6.1 + patch, kyber with" over "default settings:") titles the output whole, quoted or not' '
	xtext wrappedcolon <<EOF
Sure.  On the test box, 6.1 + patch, kyber with
default settings:

\$ hackbench -g 10 -l 1000
Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)
Each sender will pass 1000 messages of 100 bytes
Time: 1.234
EOF
	xjson wrappedcolon "[(s[\"label\"], vals(s)) for s in S] == [(\"the test box, 6.1 + patch, kyber with default settings\", [\"1.234\"])]" &&
	xtext wrappedquoted <<EOF
> Sure.  On the test box, 6.1 + patch, kyber with
> default settings:
>
> \$ hackbench -g 10 -l 1000
> Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)
> Each sender will pass 1000 messages of 100 bytes
> Time: 1.234
EOF
	xjson wrappedquoted "[(s[\"label\"], vals(s)) for s in S] == [(\"the test box, 6.1 + patch, kyber with default settings\", [\"1.234\"])]"
'

expect 'a row named by one scheduler ("ule  FreeBSD 5.3-B") under prose naming another ("flipping the default back to 4BSD") is that row'"'"'s scheduler' '
	xtext rowsched <<\EOF
Since there is talk of flipping the default back to 4BSD, I ran lmbench3 with both schedulers.

Context switching - times in microseconds - smaller is better
-------------------------------------------------------------------------
Host                 OS  2p/0K 2p/16K 2p/64K 8p/16K 8p/64K 16p/16K 16p/64K
                         ctxsw  ctxsw  ctxsw ctxsw  ctxsw   ctxsw   ctxsw
--------- ------------- ------ ------ ------ ------ ------ ------- -------
4bsd      FreeBSD 5.3-B 1.6700 2.4100 7.6900 3.1200   22.1 4.39000    29.4
ule       FreeBSD 5.3-B 2.3800 3.0600 8.1400 4.9700   24.0 6.81000    31.0
EOF
	xjson rowsched "sorted(set((s[\"label\"].split()[0], s[\"scheduler\"]) for s in S)) == [(\"4bsd\", \"4BSD\"), (\"ule\", \"ULE\")] and len(S) == 14"
'

expect 'a shell session setting a tunable between two runs ("sysctl NAME=V", "echo V | sudo tee /proc/sys/.../NAME") names the runs after it by the tunable'"'"'s own name ("steal_thresh=1"); each command of a session prints its own output; lines grepped out of time -v and sysbench are read' '
	xtext session <<\EOF
Same boot, the second run after the sysctl:

% sysbench threads --threads=8 --time=10 run | grep -E "total number|95th"
    total number of events:              20412
         95th percentile:                        7.02
% sysbench mutex --threads=8 run | grep "total time"
    total time:                          1.2210s
% sudo sysctl kern.sched.steal_thresh=1
kern.sched.steal_thresh: 2 -> 1
% sysbench threads --threads=8 --time=10 run | grep -E "total number|95th"
    total number of events:              21007
         95th percentile:                        6.91
EOF
	xjson session "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"Same boot, the second run after the sysctl\", \"events\", [\"20412\"]), (\"Same boot, the second run after the sysctl\", \"latency\", [\"7.02\"]), (\"Same boot, the second run after the sysctl\", \"time\", [\"1.2210s\"]), (\"steal_thresh=1\", \"events\", [\"21007\"]), (\"steal_thresh=1\", \"latency\", [\"6.91\"])]" &&
	xtext session2 <<\EOF
$ make clean >/dev/null; /usr/bin/time -v make -j4 2>&1 >/dev/null | grep -E "Elapsed|Involuntary"
	Elapsed (wall clock) time (h:mm:ss or m:ss): 0:21.40
	Involuntary context switches: 4120
$ echo 0 | sudo tee /proc/sys/kernel/sched_autogroup_enabled
0
$ make clean >/dev/null; /usr/bin/time -v make -j4 2>&1 >/dev/null | grep -E "Elapsed|Involuntary"
	Elapsed (wall clock) time (h:mm:ss or m:ss): 0:18.02
	Involuntary context switches: 6630
EOF
	xjson session2 "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S if s[\"label\"]] == [(\"sched_autogroup_enabled=0\", \"real\", [\"0:18.02\"]), (\"sched_autogroup_enabled=0\", \"involuntary-cs\", [\"6630\"])] and [vals(s) for s in S if s[\"metric\"] == \"real\"] == [[\"0:21.40\"], [\"0:18.02\"]]" &&
	xtext dropcache <<\EOF
The io_uring version takes:

	# echo 3 > /proc/sys/vm/drop_caches
	# time ./uringfind /mnt/tree > /dev/null

	real    10m29.064s
	user    0m4.347s
	sys     0m1.677s
EOF
	xjson dropcache "[s[\"label\"] for s in S] == [\"The io_uring version takes\"] * 3"
'

expect 'a title over lines set aside above an output ("HEAD:" over the "===> build.sh started/ended" date lines) still names it' '
	printf "Both runs of build.sh into an empty object directory:\n\nHEAD:\n===> build.sh started:    Sat Dec  7 10:02:11 CET 2019\n===> build.sh ended:      Sat Dec  7 10:27:03 CET 2019\n     1491.82 real      9702.44 user      1655.10 sys\n\nwith the diff:\n===> build.sh started:    Sat Dec  7 11:40:57 CET 2019\n===> build.sh ended:      Sat Dec  7 12:04:04 CET 2019\n     1387.05 real      9688.31 user      1209.72 sys\n" >datelines.txt &&
	xjson datelines "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"HEAD\", [\"1491.82\"]), (\"with the diff\", [\"1387.05\"])]"
'

expect 'schbench percentile lines grepped out of their blocks ("* 99.0th: 10800  (4097 samples)"), a run a line under a build'"'"'s title: one series a build, the runs its values' '
	printf "Only the p99 request line of each run:\n\n  \$ for i in 1 2 3; do ./schbench -m 2 -t 4 -r 30 2>&1 | grep -A3 ^Request | tail -1; done\n\ntip/sched/core:\n\n\t* 99.0th: 10800      (4097 samples)\n\t* 99.0th: 10736      (4217 samples)\n\ntip/sched/core + v3:\n\n\t* 99.0th: 7000       (4000 samples)\n\t* 99.0th: 7176       (4055 samples)\n" >schkept.txt &&
	xjson schkept "[(s[\"label\"], s[\"metric\"], s[\"unit\"], vals(s)) for s in S] == [(\"tip/sched/core\", \"p99\", \"us\", [\"10800\", \"10736\"]), (\"tip/sched/core + v3\", \"p99\", \"us\", [\"7000\", \"7176\"])]"
'

expect 'sysbench'"'"'s "transactions: N (R per sec.)" line kept alone under each build'"'"'s title (the command once above the titles): the rate of that build' '
	printf "\$ sysbench oltp_read_only --threads=8 --time=20 run | grep transactions:\n\n6.5.13:\n    transactions:                        77866  (3892.42 per sec.)\n\n6.6.8:\n    transactions:                        56719  (2833.57 per sec.)\n" >sbtrans.txt &&
	xjson sbtrans "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"6.5.13\", \"transactions/s\", [\"3892.42\"]), (\"6.6.8\", \"transactions/s\", [\"2833.57\"])]"
'

expect 'outputs told apart only by their commands: the one run under chrt, taskset or nice is named by the wrapper (chrt'"'"'s policy first: "SCHED_BATCH (chrt -b 0)"), the bare one beside it is SCHED_OTHER (beside chrt) or unpinned (beside taskset); a wrapper every run shares names nothing' '
	xtext wrapped <<\EOF
Both ways, same box:

$ sysbench cpu --threads=4 --time=10 run | grep 'events per second'
    events per second:   181.78
$ chrt -b 0 sysbench cpu --threads=4 --time=10 run | grep 'events per second'
    events per second:   476.32
EOF
	xjson wrapped "[(s[\"label\"], vals(s)) for s in S] == [(\"SCHED_OTHER\", [\"181.78\"]), (\"SCHED_BATCH (chrt -b 0)\", [\"476.32\"])]" &&
	xtext pinned <<\EOF
Three runs, then pinned:

# perf stat -r 5 -e task-clock hackbench -g 4 -l 500 > /dev/null

 Performance counter stats for '"'"'hackbench -g 4 -l 500'"'"' (5 runs):

           1112.45 msec task-clock                       #    1.036 CPUs utilized            ( +-  2.25% )

             1.074 +- 0.146 seconds time elapsed  ( +- 13.58% )

# taskset -c 1 perf stat -r 5 -e task-clock hackbench -g 4 -l 500 > /dev/null

 Performance counter stats for '"'"'hackbench -g 4 -l 500'"'"' (5 runs):

           1461.16 msec task-clock                       #    0.464 CPUs utilized            ( +-  4.11% )

             3.146 +- 0.370 seconds time elapsed  ( +- 11.76% )
EOF
	xjson pinned "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"unpinned\", \"task-clock\", [\"1112.45\"]), (\"unpinned\", \"real\", [\"1.074\"]), (\"taskset -c 1\", \"task-clock\", [\"1461.16\"]), (\"taskset -c 1\", \"real\", [\"3.146\"])]" &&
	printf "6.1:\n\n\$ taskset -c 0-3 sysbench cpu run | grep \"events per second\"\n    events per second:   181.78\n\n6.6:\n\n\$ taskset -c 0-3 sysbench cpu run | grep \"events per second\"\n    events per second:   176.02\n" >wrapsame.txt &&
	xjson wrapsame "[s[\"label\"] for s in S] == [\"6.1\", \"6.6\"]"
'

expect 'a shell session: a read of a sysfs file listing its choices ("[mq-deadline] kyber bfq none") names the runs after it by the choice in force ("scheduler=mq-deadline"); a write then a read of it ("echo bfq > .../scheduler", "cat" again) names the next runs by the write; commands that only read settings between a setting and a run are passed over, any other command ends the setting' '
	xtext sysfs <<\EOF &&
Direct reads of a 512 MiB file, twice with each scheduler:

# cat /sys/block/sda/queue/scheduler
[mq-deadline] kyber bfq none
# dd if=/srv/f.img of=/dev/null bs=1M iflag=direct
512+0 records in
512+0 records out
536870912 bytes (537 MB, 512 MiB) copied, 0.435433 s, 1.2 GB/s
# dd if=/srv/f.img of=/dev/null bs=1M iflag=direct
512+0 records in
512+0 records out
536870912 bytes (537 MB, 512 MiB) copied, 0.307948 s, 1.7 GB/s
# echo bfq > /sys/block/sda/queue/scheduler
# cat /sys/block/sda/queue/scheduler
mq-deadline kyber [bfq] none
# dd if=/srv/f.img of=/dev/null bs=1M iflag=direct
512+0 records in
512+0 records out
536870912 bytes (537 MB, 512 MiB) copied, 0.555587 s, 966 MB/s
EOF
	xjson sysfs "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"scheduler=mq-deadline\", \"real\", [\"0.435433\", \"0.307948\"]), (\"scheduler=mq-deadline\", \"throughput\", [\"1.2\", \"1.7\"]), (\"scheduler=bfq\", \"real\", [\"0.555587\"]), (\"scheduler=bfq\", \"throughput\", [\"966\"])]" &&
	xtext reads <<\EOF &&
Stock, then with the threshold raised:

% sysbench cpu --threads=4 run | grep "events per second"
    events per second:   181.78
% sudo sysctl kern.sched.preempt_thresh=224
kern.sched.preempt_thresh: 80 -> 224
% sysctl kern.sched.steal_thresh
kern.sched.steal_thresh: 2
% sysbench cpu --threads=4 run | grep "events per second"
    events per second:   190.02
EOF
	xjson reads "[(s[\"label\"], vals(s)) for s in S] == [(\"Stock, then with the threshold raised\", [\"181.78\"]), (\"preempt_thresh=224\", [\"190.02\"])]" &&
	sed "s/^% sysctl kern.sched.steal_thresh/% make -s clean/" reads.txt >other.txt &&
	xjson other "[s[\"label\"] for s in S if \"190.02\" in vals(s)] != [\"preempt_thresh=224\"]"
'

expect 'a wrapper inside a loop ("for i in 1 2 3; do numactl --interleave=all CMD | grep KEY; done") tells the loops'"'"' outputs apart as a wrapped command does, the bare loop beside numactl the default policy; lines of "KEY: value" a loop printed are named so too' '
	xtext loopwrap <<\EOF &&
Three back-to-back runs per case:

$ for i in 1 2 3; do hackbench -g 4 | grep Time; done
Time: 3.960
Time: 3.484
Time: 6.503
$ for i in 1 2 3; do numactl --interleave=all hackbench -g 4 | grep Time; done
Time: 19.904
Time: 28.210
Time: 29.344
EOF
	xjson loopwrap "[(s[\"label\"], vals(s)) for s in S] == [(\"default\", [\"3.960\", \"3.484\", \"6.503\"]), (\"numactl --interleave=all\", [\"19.904\", \"28.210\", \"29.344\"])]" &&
	sed "s/hackbench -g 4 | grep Time/membench -w 1GB | grep MByte\/s/; s/^Time:/MByte\/s:/" loopwrap.txt >kvloop.txt &&
	xjson kvloop "[(s[\"label\"], vals(s)) for s in S] == [(\"default\", [\"3.960\", \"3.484\", \"6.503\"]), (\"numactl --interleave=all\", [\"19.904\", \"28.210\", \"29.344\"])]"
'
expect 'a title opening in lower case on a line a sentence goes on from ("With iothread0 attached to the" over "virtio-blk device:") takes the sentence'"'"'s last words above it; output above it ("Using link: 0") and a sentence end in the title leave it alone' '
	printf "Four runs.  With iothread0 attached to the\nvirtio-blk device:\n\n\$ fio --name=r --rw=randread | grep IOPS\n  read: IOPS=58.8k, BW=230MiB/s (241MB/s)(3446MiB/15003msec)\n" >wrapped.txt &&
	xjson wrapped "[s[\"label\"] for s in S][:1] == [\"With iothread0 attached to the virtio-blk device\"]" &&
	printf "Using link: 0\ncount: 100000000, submit_count: 1562500\n\nreal\t0m7.934s\nuser\t0m0.740s\nsys\t0m7.157s\n" >output.txt &&
	xjson output "[s[\"label\"] for s in S][:1] == [\"count: 100000000, submit_count: 1562500\"]"
'

expect 'poudriere'"'"'s bulk status line (written from its common.sh status format), under each configuration'"'"'s title: the Time a series in seconds, the package counts no figures' '
	printf "Hi,\n\nULE:\n[140amd64-ule] [2024-02-03_10h12m01s] [committing:] Queued: 904 Built: 890 Failed: 1    Skipped: 4    Ignored: 9    Tobuild: 0     Time: 02:10:05\n4BSD:\n[140amd64-4bsd] [2024-02-04_10h12m01s] [committing:] Queued: 904 Built: 890 Failed: 1    Skipped: 4    Ignored: 9    Tobuild: 0     Time: 02:21:40\n" >poud.txt &&
	xjson poud "[(s[\"label\"], s[\"metric\"], vals(s), s[\"values\"][0][\"value\"]) for s in S] == [(\"ULE\", \"time\", [\"02:10:05\"], 7805), (\"4BSD\", \"time\", [\"02:21:40\"], 8500)] and all(s[\"found_by\"] == \"tool:poudriere\" for s in S)"
'

expect 'a title whose last clause is a side alone ("..., 60s, on a 32-core box with 128G, before:") is that side' '
	printf "hackbench, 10 groups, 60s, on a 32-core box\nwith 128G, before:\n\nRunning in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\nEach sender will pass 100 messages of 100 bytes\nTime: 0.433\n\nafter:\n\nRunning in process mode with 10 groups using 40 file descriptors each (== 400 tasks)\nEach sender will pass 100 messages of 100 bytes\nTime: 0.401\n" >sideclause.txt &&
	xjson sideclause "[(s[\"label\"], vals(s)) for s in S] == [(\"before\", [\"0.433\"]), (\"after\", [\"0.401\"])]"
'

# latt's report as a later release prints it: ENTRIES, then Max, Avg and Stdev (usec)
latt_logged() {
	printf "\$ ./latt -c8 sleep 30\nParameters: min_wait=100ms, max_wait=500ms, clients=8\nEntries logged: %s (clients=8)\n\nAverages:\n------------------------------\n\tMax\t%9s usec\n\tAvg\t%9s usec\n\tStdev\t%9s usec\n" "$@"
}

expect 'latt printing "Entries logged: N (clients=N)" over "Averages:" under its Parameters line; a write to sched_features above the command that ran the output names it' '
	{ printf "Default features:\n\n"; latt_logged 796 23817 4563 4982
	  printf "\necho NO_NEW_FAIR_SLEEPERS > /sys/kernel/debug/sched_features:\n\n"; latt_logged 801 9221 1702 1893; } >lattfeat.txt &&
	xjson lattfeat "[(s[\"label\"], s[\"found_by\"], s[\"summary\"][\"n\"][\"text\"], s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"Default features\", \"tool:latt\", \"796\", \"4563\"), (\"NO_NEW_FAIR_SLEEPERS\", \"tool:latt\", \"801\", \"1702\")]"
'


expect 'a heading comparing two builds ("6.8.0-rc1 vs 6.8.0-rc1 + RFC v1") names neither as the version of the outputs under it; a compiler'"'"'s or language'"'"'s version ("Python 3.11.9") is no OS version' '
	xtext versusheading <<EOF
Xeon w5-3435X, Python 3.11.9, 6.8.0-rc1 vs 6.8.0-rc1 + RFC v1.

stock:
Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)
Each sender will pass 1000 messages of 100 bytes
Time: 0.412

patched:
Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)
Each sender will pass 1000 messages of 100 bytes
Time: 0.397
EOF
	xjson versusheading "[(s[\"label\"], s[\"os_version\"]) for s in S] == [(\"stock\", None), (\"patched\", None)]" &&
	xtext pyversion <<EOF
gcc 12.2.0 and Python 3.11.9 on the same box:

Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)
Each sender will pass 1000 messages of 100 bytes
Time: 0.412
EOF
	xjson pyversion "[s[\"os_version\"] for s in S] == [None]"
'

expect 'a title closing on the setting its run used ("FreeBSD at 16 threads:", "ULE with 8 clients:") names the build alone' '
	xtext settingtitle <<EOF
Same box, 60 second runs.  FreeBSD at 16 threads:

Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)
Each sender will pass 1000 messages of 100 bytes
Time: 0.412

ULE with 8 clients:

Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)
Each sender will pass 1000 messages of 100 bytes
Time: 0.397
EOF
	xjson settingtitle "[s[\"label\"] for s in S] == [\"FreeBSD\", \"ULE\"]"
'

expect 'a title naming its output as such ("Guest output, 8 threads:") names the build without the word "output"' '
	xtext guestout <<EOF
Guest output, 8 threads:

\$ sysbench cpu --threads=8 run
CPU speed:
    events per second:  9284.61
EOF
	xjson guestout "[s[\"label\"] for s in S] == [\"Guest\"]"
'

expect 'a server'"'"'s configuration directive alone between blank lines over the command that printed an output ("worker_processes 4;"): the output'"'"'s title, as a short title line would be' '
	xtext directive <<EOF
Same client box, two builds of the server:

worker_processes 4;

\$ ab -n 100000 -c 100 http://10.0.0.2/index.html
Requests per second:    21344.67 [#/sec] (mean)

worker_processes 8;

\$ ab -n 100000 -c 100 http://10.0.0.2/index.html
Requests per second:    30112.09 [#/sec] (mean)
EOF
	xjson directive "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"].lower() == \"requests per second\"] == [(\"worker_processes 4;\", [\"21344.67\"]), (\"worker_processes 8;\", [\"30112.09\"])]"
'

expect 'turbostat --Summary with --show of power counters alone (no MHz column), its header again over each interval'"'"'s row: one series a counter, the intervals its values, under the title above the command; a row of EAS and one without under a header of sub-scores: the rows are the builds' '
	xtext tstatsum <<EOF
stock:

# turbostat --quiet --Summary --show PkgWatt,CorWatt --interval 10 --num_iterations 3
PkgWatt	CorWatt
6.84	3.41
PkgWatt	CorWatt
6.91	3.47
PkgWatt	CorWatt
6.78	3.36

Geekbench:

                 Single-Core   Multi-Core
  no EAS            2101         10854
  EAS               2098         10761
EOF
	xjson tstatsum "[(s[\"label\"], s[\"metric\"], s[\"unit\"], vals(s)) for s in S if s[\"found_by\"] == \"tool:turbostat\"] == [(\"stock\", \"PkgWatt\", \"W\", [\"6.84\", \"6.91\", \"6.78\"]), (\"stock\", \"CorWatt\", \"W\", [\"3.41\", \"3.47\", \"3.36\"])] and [(s[\"label\"], vals(s)) for s in S if s[\"found_by\"] == \"table\"] == [(\"no EAS\", [\"2101\"]), (\"no EAS\", [\"10854\"]), (\"EAS\", [\"2098\"]), (\"EAS\", [\"10761\"])]"
'

expect 'titles of outputs: "X first:" names X (the order word goes); a sentence ending in ":" on the line after a comma ("(default knobs," over "RDB off):") names the output as a whole, not the closing words alone' '
	xtext titlewrap <<EOF
Stock 5.14 first:

Timed Linux Kernel Compilation 5.14:
     pts/build-linux-kernel-1.11.0 [Build: defconfig]
     Test 1 of 1
     Estimated Trial Run Count:    2

     Build: defconfig:
         74.418
         73.952

     Average: 74.185 Seconds
     Deviation: 0.32%

and the patched 5.14 from my tree (default knobs,
RDB off):

Timed Linux Kernel Compilation 5.14:
     pts/build-linux-kernel-1.11.0 [Build: defconfig]
     Test 1 of 1
     Estimated Trial Run Count:    2

     Build: defconfig:
         73.611
         73.204

     Average: 73.408 Seconds
     Deviation: 0.53%
EOF
	xjson titlewrap "[(s[\"label\"], vals(s)) for s in S] == [(\"Stock 5.14\", [\"74.418\", \"73.952\"]), (\"the patched 5.14 from my tree (default knobs, RDB off)\", [\"73.611\", \"73.204\"])]"
'

expect 'a title going on from the line above past an abbreviation'"'"'s stop ("First run, GOMP_SPINCOUNT=0, i.e. the" over "runtime never spins:"): the sentence from its start; a whole sentence opening on that line after a blank one when it fits' '
	printf "Plain box.\n\nFirst run, GOMP_SPINCOUNT=0, i.e. the\nruntime never spins:\n\n\$ fio --name=r --rw=randread | grep IOPS\n  read: IOPS=58.8k, BW=230MiB/s (241MB/s)(3446MiB/15003msec)\n" >abbrev.txt &&
	xjson abbrev "[s[\"label\"] for s in S][:1] == [\"First run, GOMP_SPINCOUNT=0, i.e. the runtime never spins\"]" &&
	printf "Plain box.\n\nAnd then numactl --interleave=all on\ntop of that:\n\n\$ fio --name=r --rw=randread | grep IOPS\n  read: IOPS=58.8k, BW=230MiB/s (241MB/s)(3446MiB/15003msec)\n" >whole.txt &&
	xjson whole "[s[\"label\"] for s in S][:1] == [\"numactl --interleave=all on top of that\"]"
'

expect 'dumpsys gfxinfo printed whole under its command (its "Applications Graphics Acceleration Info:" and "Uptime:" head over the pid banner): the title above the command names it, the uptime no figure' '
	xtext gfxhead <<EOF
Stock kernel:

\$ adb shell dumpsys gfxinfo com.example.game
Applications Graphics Acceleration Info:
Uptime: 5312044 Realtime: 5312044

** Graphics info for pid 11873 [com.example.game] **

Stats since: 5190312560115ns
Total frames rendered: 7213
Janky frames: 412 (5.71%)
50th percentile: 13ms
90th percentile: 19ms
EOF
	xjson gfxhead "S and all(s[\"label\"] == \"Stock kernel\" for s in S) and not any(\"5312044\" in vals(s) for s in S)"
'

expect 'a title naming only what ran ("hackbench:" over hackbench output) names no build: no label, the paragraph above still gives the kernel' '
	xtext hbtitle <<EOF
Numbers from the box with the series applied on top of 6.8-rc1.

hackbench:
Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)
Each sender will pass 100 messages of 100 bytes
Time: 0.512
EOF
	xjson hbtitle "[(s[\"workload\"], s[\"label\"], s[\"os_version\"], vals(s)) for s in S] == [(\"hackbench\", None, \"6.8-rc1\", [\"0.512\"])]"
'

expect 'hyperfine commands differing in -jN under a build'"'"'s title: each series'"'"'s params.jobs is its own command'"'"'s, not the hyperfine command line'"'"'s last' '
	xtext hfjobs <<EOF
hyperfine -r 3 '"'"'make -j32'"'"' '"'"'make -j48'"'"'

ULE:

Benchmark 1: make -j32
   Time (mean ± σ):     603.118 s ±  1.941 s    [User: 17712.406 s, System: 612.881 s]
   Range (min … max):   601.452 s … 605.249 s    3 runs

Benchmark 2: make -j48
   Time (mean ± σ):     607.544 s ±  2.371 s    [User: 17786.023 s, System: 641.207 s]
   Range (min … max):   605.110 s … 609.847 s    3 runs
EOF
	xjson hfjobs "[(s[\"label\"], p(s, \"jobs\"), s[\"summary\"][\"mean\"][\"text\"]) for s in S if s[\"metric\"] == \"real\"] == [(\"ULE\", \"32\", \"603.118\"), (\"ULE\", \"48\", \"607.544\")]"
'

expect 'a title naming a build and which run the output is ("4BSD, first of 5 runs:", "ULE, one of three runs:"): the run clause is no part of the label' '
	xtext runclause <<EOF
4BSD, first of 5 runs:

     1512.33 real      2342.77 user       421.50 sys

ULE, one of three runs:

     1587.40 real      2360.21 user       430.19 sys
EOF
	xjson runclause "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"4BSD\", \"real\", [\"1512.33\"]), (\"ULE\", \"real\", [\"1587.40\"])]"
'

expect 'a title naming a build and make'"'"'s jobs ("SMT on, -j112:"): the jobs are a setting (params.jobs), no part of the label' '
	printf "SMT on, -j112:\nreal\t0m58.214s\nuser\t40m11.822s\nsys\t4m22.370s\n\nSMT off, -j56:\nreal\t1m7.891s\nuser\t27m40.114s\nsys\t3m5.902s\n" >jtitle.txt &&
	xjson jtitle "[(s[\"label\"], p(s, \"jobs\"), vals(s)) for s in S if s[\"metric\"] == \"real\"] == [(\"SMT on\", \"112\", [\"0m58.214s\"]), (\"SMT off\", \"56\", [\"1m7.891s\"])]"
'

expect 'a title opening with what ran and naming a build after its options ("cyclictest -t1 -p 80 -l 1000 in vm1, staging:") keeps its title: only options, figures and counts after the name make a title of what ran alone' '
	printf "cyclictest -t1 -p 80 -l 1000 in vm1, staging:\n\nT: 0 ( 1342) P:80 I:1000 C:   1000 Min:      7 Act:   21 Avg:   61 Max:    1987\n" >cttitle.txt &&
	xjson cttitle "[(s[\"label\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"cyclictest -t1 -p 80 -l 1000 in vm1, staging\", \"1987\")]"
'

expect 'cyclictest histogram summaries under numbered titles ("1) stock, nouveau loaded:", "2) ..."), each closed by its overflow lines: each block the build its title names (the item'"'"'s number no part of it), n from "# Total:"; a thread line'"'"'s "C:" its n too' '
	xtext cthist <<EOF
Two runs, 15 minutes each, histogram buckets cut:

1) stock, nouveau loaded:

# Total: 004499980 004499977
# Min Latencies: 00004 00004
# Avg Latencies: 00010 00009
# Max Latencies: 00912 00874
# Histogram Overflows: 00012 00009
# Histogram Overflow at cycle number:
# Thread 0: 00031877 00090412
# Thread 1: 00031880

2) nouveau.runpm=0:

# Total: 004499999 004499998
# Min Latencies: 00004 00004
# Avg Latencies: 00008 00008
# Max Latencies: 00066 00059
# Histogram Overflows: 00000 00000

And the plain run on the other box:

T: 0 ( 2211) P:90 I:1000 C: 900000 Min:      3 Act:    5 Avg:    6 Max:      48
EOF
	xjson cthist "[(s[\"label\"], s[\"summary\"][\"n\"][\"text\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"stock, nouveau loaded\", \"004499980\", \"00912\"), (\"stock, nouveau loaded\", \"004499977\", \"00874\"), (\"nouveau.runpm=0\", \"004499999\", \"00066\"), (\"nouveau.runpm=0\", \"004499998\", \"00059\"), (\"the plain run on the other box\", \"900000\", \"48\")]"
'

expect 'cyclicdeadline'"'"'s lines over its threads ("interval: 500:1000", "deadline thread 811", "thread[811] runtime=...", "main thread 810", cuts between): the output'"'"'s, its title the line above them' '
	xtext cdl <<EOF
Same box, two kernels, 30 minutes each:

6.6.30-rt30:

interval: 500:1000
interval: 800:1600
[...]
deadline thread 811
deadline thread 812
thread[811] runtime=500us deadline=1000us
thread[812] runtime=800us deadline=1600us
main thread 810
T: 0 (  811) I:1000 C:1799990 Min:      2 Act:    3 Avg:    3 Max:      17
T: 1 (  812) I:1600 C:1124993 Min:      2 Act:    4 Avg:    4 Max:      21

6.9.1-rt5:

interval: 500:1000
interval: 800:1600
deadline thread 702
deadline thread 703
thread[702] runtime=500us deadline=1000us
thread[703] runtime=800us deadline=1600us
main thread 701
T: 0 (  702) I:1000 C:1799988 Min:      2 Act:    4 Avg:    3 Max:     244
T: 1 (  703) I:1600 C:1124991 Min:      2 Act:    3 Avg:    4 Max:     251
EOF
	xjson cdl "[(s[\"label\"], s[\"summary\"][\"max\"][\"text\"]) for s in S] == [(\"6.6.30-rt30\", \"17\"), (\"6.6.30-rt30\", \"21\"), (\"6.9.1-rt5\", \"244\"), (\"6.9.1-rt5\", \"251\")]"
'

expect 'kernbench'"'"'s chatter over its averages ("4 cpus found", "Cleaning source tree...", "Performing 3 runs of", "make -j 8", "Warmup run...", cuts): the output'"'"'s, its title the line above it naming the kernel; the next level'"'"'s block under the same title' '
	xtext kbchatter <<EOF
Two kernels, kernbench -M, three runs each.

3.2.0-rc4:

4 cpus found
Cleaning source tree...
Making defconfig...
Caching kernel source in ram...

Performing 3 runs of
make -j 2
make -j 8

All data logged to kernbench.log
Warmup run...
Half load -j 2 run number 1...
[...]
Average Half load -j 2 Run (std deviation):
Elapsed Time 301.22 (0.81)
User Time 560.10 (0.44)
System Time 38.71 (0.12)
Percent CPU 198 (0)
Context Switches 40211.3 (211.4)
Sleeps 39882.0 (180.2)

Average Optimal load -j 8 Run (std deviation):
Elapsed Time 170.95 (0.63)
User Time 602.31 (1.02)
System Time 41.10 (0.30)
Percent CPU 376 (0.5)
Context Switches 80112.7 (512.9)
Sleeps 44102.6 (201.1)
EOF
	xjson kbchatter "len(S) == 12 and all(s[\"label\"] == \"3.2.0-rc4\" for s in S) and vals(S[0]) == [\"301.22\"] and vals(S[6]) == [\"170.95\"]"
'

expect 'runs under "before:" and "after:" titles below a line that ends "A vs B:" ("... each build clean.  5.10-rc2 vs 5.10-rc2 + this series:"): before is A, after is B (a "this" or "the" dropped)' '
	xtext beforevs <<EOF
Box: 2 sockets, 48 threads, defconfig in tmpfs, each build clean.  5.10-rc2 vs 5.10-rc2 + this series:

before:

real	0m58.410s
user	19m2.113s
sys	2m1.650s

after:

real	0m57.102s
user	19m0.981s
sys	1m58.225s
EOF
	xjson beforevs "sorted(set(s[\"label\"] for s in S)) == [\"5.10-rc2\", \"5.10-rc2 + series\"] and [s[\"label\"] for s in S if s[\"metric\"] == \"real\"] == [\"5.10-rc2\", \"5.10-rc2 + series\"]"
'

done_testing
