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

done_testing
