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
	xjson sbsect "[(s[\"label\"], vals(s)) for s in S if s[\"metric\"] == \"events\"] == [(\"I ran sysbench threads on the stock 6.8 kernel\", [\"31877\"]), (\"and on 6.8 with the series\", [\"36120\"])] and all(s[\"found_by\"] == \"tool:sysbench\" and \"statistics\" not in s[\"label\"] and \"Latency\" not in s[\"label\"] for s in S) and len(S) == 6"
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

done_testing
