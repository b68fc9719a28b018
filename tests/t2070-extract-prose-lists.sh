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

done_testing
