#!/bin/sh
# t2110-extract-formats-lookalikes.sh: text that resembles lat_ctx, super-smack, ubench, schbench, LKP rows or a flattened table, and is not one: no series
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"

none() { # NAME: NAME.txt gives no series
	xjson "$1" "len(S) == 0"
}

not_tool() { # NAME WORKLOAD: no series of NAME.txt is that tool's (a generic table may read it)
	xjson "$1" "all(s[\"workload\"] != \"$2\" and not (s.get(\"found_by\") or \"\").startswith(\"tool:\") for s in S)"
}

expect 'lat_ctx: a header without its lines, numbered prose, a config line' '
	xtext l1 <<-EOF &&
	I ran lat_ctx, the header was "size=0k ovr=1.91 and then it crashed.
	EOF
	none l1 &&
	xtext l2 <<-EOF &&
	size=0k ovr=1.91
	2 apples
	4 pears
	EOF
	none l2 &&
	xtext l3 <<-EOF &&
	The steps:
	1 2.5
	EOF
	none l3
'

expect 'lat_ctx: pairs that are more than a pair on their line are not read' '
	printf "\"size=0k ovr=1.91\n2 5.62 and then 4 6.03\n" >l4.txt && none l4
'

expect 'super-smack: the header named in prose, rows that break the format' '
	xtext s1 <<-EOF &&
	The report columns are Query_type num_queries max_time min_time q_per_s, as the manual says.
	EOF
	none s1 &&
	printf "Query_type\tnum_queries\tmax_time\tmin_time\tq_per_s\nselect_index\tmany\t2\t0\t8461.24\n" >s2.txt &&
	not_tool s2 super-smack &&
	printf "Query_type\tnum_queries\tmax_time\tmin_time\tq_per_s\n10.0.0.1\t200\t2\t0\t8461.24\n" >s3.txt &&
	not_tool s3 super-smack
'

expect 'ubench: scores in prose, a date after the label, the corpus'"'"'s labelled groups are not ubench output' '
	xtext u1 <<-EOF &&
	Ubench CPU: 2x faster than before, Ubench MEM: about the same.
	EOF
	none u1 &&
	xtext u2 <<-EOF &&
	Ubench CPU: 2007-10-19
	EOF
	none u2 &&
	xtext u3 <<-EOF &&
	Ubench CPU: 1713510 on Friday, I think
	EOF
	none u3
'

expect 'schbench: percentiles in prose, lines without their block, a comparison table' '
	xtext c1 <<-EOF &&
	Latency percentiles (usec) matter more than averages; the 99.0th: percentile is 3 times worse.
	EOF
	none c1 &&
	printf "\t50.0th: 29\n\t*99.0th: 13104\n" >c2.txt && none c2 &&
	printf "Latency percentiles (usec):\n                base      base+patch\n" >c3.txt && none c3 &&
	printf "Latency percentiles (usec)\n\tmin=0, max=17993 were the extremes\n" >c4.txt && none c4
'

expect 'LKP: rows without ± or header, ± in prose, diffstat, a patch hunk' '
	printf "We got\n\n  1.5  +10%%  2.0  foo.bar\n" >k1.txt && none k1 &&
	printf "latency 45 ± 3%% -10%% 40 ± 2%% overall\n" >k2.txt && none k2 &&
	printf " kernel/sched/fair.c | 12 +++---\n 1 file changed, 6 insertions(+), 6 deletions(-)\n" >k3.txt && none k3 &&
	printf "@@ -110,9 +110,9 @@ static int foo(void)\n" >k4.txt && none k4 &&
	printf "it varies 3 ± 2%% of the time\n" >k5.txt && none k5
'

expect 'flattened table: header words in a long line without rows, one row, IP addresses and dates' '
	xtext f1 <<-EOF &&
	We compared ULE 4BSD CFS on two machines three times each with four jobs and got similar results in every case, see the graphs on the web page and the notes below for how the runs were set up.
	EOF
	none f1 &&
	xtext f2 <<-EOF &&
	The numbers for Real User Sys were 2195.16 1717.69 467.78 on that box, which is what everyone else reported for this kind of machine and load.
	EOF
	none f2 &&
	xtext f3 <<-EOF &&
	Between ULE 4BSD 10.0.0.1 10.0.0.2 10.0.0.3 10.0.0.4 were the addresses of the boxes on 2007-10-19 2007-10-20 when we ran the tests that nobody could repeat later on.
	EOF
	none f3
'

expect 'ovr=12.34 and min=25, (which the tokenizer sees as QP residue) are still read' '
	printf "\"size=0k ovr=12.34\n2 15.62\n" >q1.txt &&
	xjson q1 "len(S) == 1 and vals(S[0]) == [\"15.62\"] and p(S[0], \"tasks\") == \"2\"" &&
	printf "Latency percentiles (usec)\n\t50.0000th: 29\n\tmin=25, max=1185\n" >q2.txt &&
	xjson q2 "[(s[\"metric\"], vals(s)) for s in S] == [(\"p50\", [\"29\"]), (\"latency\", [])] and [S[1][\"summary\"][k][\"text\"] for k in (\"min\", \"max\")] == [\"25\", \"1185\"]"
'

expect 'a test'"'"'s path parted by " :: " (lit'"'"'s "test-suite :: CTMark/...") is neither C++ nor a key'"'"'s colon: the lines stay a table'"'"'s, not code or a listing' '
	printf "Tests: 3\nMetric: compile_time\n\nProgram                              base  new   diff\n test-suite :: CTMark/a/a.test       41.27  42.35  2.6%%\n test-suite :: CTMark/b/b.test       27.91  28.44  1.9%%\n test-suite :: CTMark/c/c.test       16.02  16.48  2.9%%\n" >lit.txt &&
	schedlore extract --text lit.txt --explain 2>explain >/dev/null &&
	! grep -q "left code\|left listing" explain && grep -q "table" explain
'

done_testing
