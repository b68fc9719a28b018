#!/bin/sh
# t2050-extract-layout.sh: the layout stage on posts written for it: tables by their shape, titles, key lists, prose, changes, and what holds no figures
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"

F="$TOP/tests/fixtures/layout"

# xlay NAME 'expression': tests/fixtures/layout/NAME.txt through xjson (d the JSON, S its series)
xlay() {
	cp "$F/$1.txt" "$1.txt" && xjson "$1" "($2)"
}

expect 'columns named by configurations; the first column a parameter; a change column compares the two' '
	xlay columns-change "len(S) == 6 and [s[\"label\"] for s in S[:2]] == [\"v6.1-base\", \"v6.2-rc3\"] and
		vals(S[5]) == [\"810.0\"] and p(S[4], \"variant\") == \"16\" and all(s[\"found_by\"] == \"table\" for s in S) and
		[c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-4.2%\", \"-4.1%\", \"+0.9%\"] and
		{(c[\"a\"], c[\"b\"]) for c in d[\"comparisons\"]} <= {(a[\"id\"], b[\"id\"]) for a in S for b in S if a[\"label\"] == \"v6.1-base\" and b[\"label\"] == \"v6.2-rc3\"} and
		[c[\"check\"][\"status\"] for c in d[\"claims\"]] == [\"holds\"] * 3"
'

expect 'a table on its side: a row of rising numbers heads it, a change row compares the row above with the first' '
	xlay sideways "len(S) == 8 and {s[\"label\"] for s in S} == {\"oldio\", \"newio\"} and
		[p(s, \"variant\") for s in S[:4]] == [\"1\", \"4\", \"16\", \"64\"] and
		[c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"-2.9%\", \"-2.9%\", \"+2.0%\", \"-0.4%\"] and
		all(c[\"check\"][\"status\"] == \"holds\" for c in d[\"claims\"]) and len(d[\"claims\"]) == 4"
'

expect 'ruled rows under titled groups: run numbers pooled, the titles are the configurations, a value keyed avg: inside a cell' '
	xlay ruled-groups "len(S) == 12 and {s[\"label\"] for s in S} == {\"sched_fast=0\", \"sched_fast=1\"} and
		vals(S[0]) == [\"120034.500\", \"120101.250\"] and S[0][\"metric\"] == \"Runtime ms\" and p(S[0], \"variant\") == \"worker\" and
		vals(S[5]) == [\"0.090\", \"0.093\"] and S[5][\"metric\"] == \"Avg delay ms\""
'

expect 'time(1) rows under titles: runs pooled per column, a row cut short at the end still read' '
	xlay timed-runs "len(S) == 6 and S[0][\"label\"] == \"stock kernel, cold cache\" and vals(S[0]) == [\"912.40\", \"905.77\"] and
		S[3][\"label\"] == \"patched kernel, cold cache\" and vals(S[4]) == [\"3298.41\", \"3297.12\"] and vals(S[5]) == [\"399.30\"] and
		all(s[\"found_by\"] == \"tool:time\" for s in S)"
'

expect 'bash time blocks labelled after the real line' '
	xlay bash-labels "[s[\"label\"] for s in S] == [\"defaults\"] * 3 + [\"-O1\"] * 3 and vals(S[3]) == [\"3m58.010s\"] and
		abs(S[3][\"values\"][0][\"value\"] - 238.01) < 1e-9"
'

expect 'summary columns under titles; a gain column compares with the table above' '
	xlay summary-columns "len(S) == 2 and [s[\"label\"] for s in S] == [\"Old balancer\", \"New balancer\"] and
		S[1][\"summary\"][\"mean\"][\"text\"] == \"38.250000\" and S[1][\"summary\"][\"n\"][\"text\"] == \"80\" and
		len(d[\"comparisons\"]) == 1 and d[\"comparisons\"][0][\"delta_pct\"][\"text\"] == \"15.96%\" and
		any(\"Gain 15.96%\" in c[\"text\"] for c in d[\"claims\"]) and
		not any(\"lower is better\" in c[\"text\"] for c in d[\"claims\"])"
'

expect 'ratio cells: ~ is no number and keeps its column' '
	xlay ratio-cells "[(s[\"label\"], p(s, \"variant\"), vals(s)) for s in S] == [(\"NOHZ_OFF\", \"netpipe\", [\"0.97\"]),
		(\"NOHZ_OFF\", \"compile\", [\"1.02\"]), (\"IDLE_POLL\", \"compile\", [\"0.88\"]), (\"IDLE_POLL\", \"fileio\", [\"1.10\"])]"
'

expect 'a value and its spread, a header word with a note, a parenthesised change column' '
	xlay spread-change "len(S) == 4 and S[0][\"label\"] == \"v6.7 (baseline)\" and S[1][\"label\"] == \"v6.8\" and
		vals(S[0]) == [\"410.20\"] and S[0][\"summary\"][\"stddev\"][\"text\"] == \"0.40%\" and
		[c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"1.24%\", \"-0.99%\"]"
'

expect 'beside a value: a change after some columns, a ratio in brackets; names of a hash and a note; a new header ends a table' '
	xlay beside-values "[(s[\"label\"], vals(s)) for s in S] == [(\"v6.8\", [\"412.8\"]), (\"v6.8 + v3\", [\"433.1\"]),
		(\"v6.8\", [\"2870.4\"]), (\"v6.8 + v3\", [\"2911.9\"]), (\"v6.8\", [\"5301.7\"]), (\"v6.8 + v3\", [\"4998.2\"]),
		(\"baseline\", [\"23.41\"]), (\"eevdf\", [\"22.07\"]), (\"baseline\", [\"181.20\"]), (\"eevdf\", [\"183.72\"]),
		(\"1a2b3c4 (sched/core)\", [\"86\"]), (\"5d6e7f8 (this series)\", [\"79\"]),
		(\"1a2b3c4 (sched/core)\", [\"412\"]), (\"5d6e7f8 (this series)\", [\"377\"])] and
		[c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+4.9%\", \"+1.4%\", \"-5.7%\"]"
'

expect 'key: value lists under titles: statistic keys a summary, (N samples) its N, a change in the list a comparison' '
	xlay kv-summary "[s[\"label\"] for s in S] == [\"Kernel 6.5 + hrtimer fix\", \"Kernel 6.5\"] and
		{k: v[\"text\"] for k, v in S[1][\"summary\"].items() if v} == {\"n\": \"360\", \"min\": \"4.33\", \"max\": \"5.40\", \"mean\": \"4.650\"} and
		all(s[\"found_by\"] == \"pair\" for s in S) and
		[c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"10%\", \"17%\"]"
'

expect 'a remark in words closing a line ("(avg of 5 runs)") holds no figure; a key beside known builds is a build; a dump of keys is none' '
	xlay kv-remarks "sorted((s[\"label\"] or s[\"scheduler\"], [v[\"text\"] for v in s[\"values\"]]) for s in S) == sorted([
		(\"idle-pull\", [\"48.2\"]), (\"baseline\", [\"53.9\"]),
		(\"SCHED_BORE\", [\"12.71\"]), (\"tip\", [\"13.40\"]), (\"6.7-rc1\", [\"13.95\"]),
		(\"6.6\", [\"82.25\"]), (\"without patch\", [\"294.5\"])])"
'

expect 'prose: from/to named by the sentence, values named in parentheses, a reduction compared to another build' '
	xlay prose "[(s[\"label\"], vals(s)) for s in S if vals(s)] == [(\"without the readahead change\", [\"48.2s\"]),
		(\"with the readahead change\", [\"41.9s\"]), (\"without the readahead change\", [\"310MB\"]),
		(\"with the readahead change\", [\"322MB\"]), (\"vanilla\", [\"2.410\"]), (\"lazy-bind\", [\"2.275\"])] and
		all(s[\"found_by\"] == \"prose\" for s in S) and len(d[\"comparisons\"]) == 1 and
		d[\"comparisons\"][0][\"delta_pct\"] == {\"value\": -31.0, \"text\": \"-31%\"} and
		any(\"31% reduction\" in c[\"text\"] for c in d[\"claims\"])"
'

expect 'list items of signed changes compare what the post put on top of what' '
	xlay bullets "{s[\"label\"] for s in S} == {\"io-batching series\", \"v6.9-rc1 base\"} and all(vals(s) == [] for s in S) and
		[c[\"delta_pct\"][\"text\"] for c in d[\"comparisons\"]] == [\"+2.5%\", \"+6.1%\", \"-0.4%\"] and
		[c[\"text\"] for c in d[\"claims\"]] == [\"* 1 job: (+2.5%)\", \"* 8 jobs: (+6.1%)\", \"* 32 jobs: (-0.4%)\"]"
'

# ---- what holds no figures ----

expect 'a quoted patch goes on after an answer written into it: its added lines give nothing' '
	xlay patch-answered "S == [] and d[\"claims\"] == []"
'

expect 'a patch, its diffstat and trailers give nothing' '
	xtext patch <<-EOF &&
	Measured nothing here.

	Signed-off-by: A Developer <dev@example.org>
	---
	 kernel/sched/fair.c | 12 ++++++++----
	 1 file changed, 8 insertions(+), 4 deletions(-)

	diff --git a/kernel/sched/fair.c b/kernel/sched/fair.c
	index 1234567..89abcde 100644
	--- a/kernel/sched/fair.c
	+++ b/kernel/sched/fair.c
	@@ -100,7 +100,7 @@ static int foo(int a)
	 	int x = 10;
	-	return x * 2.5;
	+	return x * 3.5;
	 }
	EOF
	xjson patch "S == [] and d[\"comparisons\"] == []"
'

expect 'a process listing, a kernel splat, dmesg, a perf script trace, cpuinfo: nothing' '
	xtext listings <<-EOF &&
	$ ps aux
	USER       PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
	root         1  0.0  0.1 167552 11520 ?        Ss   09:01   0:02 /sbin/init
	root       613  1.5  0.4 245120 33332 ?        Ssl  09:01   1:10 /usr/bin/foo

	[   12.345678] WARNING: CPU: 1 PID: 77 at kernel/sched/core.c:1234 foo+0x12/0x40
	[   12.345700] RIP: 0010:foo+0x12/0x40
	[   13.000001] bar: 1.5 2.5 3.5

	    worker  4242 [003] 1234.567890: sched:sched_switch: prev=worker next=idle
	    worker  4242 [003] 1234.567990: sched:sched_wakeup: comm=worker

	processor       : 0
	model name      : Some CPU @ 2.50GHz
	cpu MHz         : 2500.000
	cache size      : 1024 KB
	bogomips        : 5000.00
	EOF
	xjson listings "S == []"
'

expect 'hex dumps (xxd, hexdump -C, a memory dump) and sentences of versions and addresses: nothing' '
	xtext dumps <<-EOF &&
	000000a1621bed79: 65b1d230 b7728bf8 3a5163f4 1985b59f  ................
	000000a1621bed89: 3f941ef5 55ea8c2b 20599249 33318247  ................

	00000000  7f 45 4c 46 02 01 01 00  00 00 00 00 00 00 00 00  |.ELF............|
	00000010  03 00 3e 00 01 00 00 00  40 10 00 00 00 00 00 00  |..>.....@.......|

	Tested on 5.12.138, 2.18.124 and 4.4.38.
	Affects 5.0-rc7 through 6.6; backport to 4.1.y please.
	EOF
	xjson dumps "S == []"
'

expect 'a disassembly, a numbered source listing, git blame, a shortlog, a tree, top rows, log stamps, a quilt patch: nothing' '
	xtext robots <<-EOF &&
	Code disassembly (best guess):
	   0:	89 fa                	mov    %edi,%edx
	   2:	48 c1 ea 03          	shr    \$0x3,%rdx
	  3f:	31                   	.byte 0x31

	   1590	
	   1591	unsigned long frob_pages(unsigned long addr, unsigned long len,
	   1592				 unsigned long prot)
	   1593	{
	 > 1594		int retval = 0;

	c73893e2ca731b Ann Developer 2012-05-05  73  
	c73893e2ca731b Ann Developer 2012-05-05 @74  static inline void frob(void)

	Ann Developer (4):
	  sync ring.h with Linux 5.13
	  tests: add 2 more cases

	graphical.target @40.431s
	└─multi-user.target @40.431s
	  └─exim4.service @38.726s +1.701s

	 1343 root      20   0       0      0      0 R  29,8   0,0   0:08.43 worker-0
	 1344 root      20   0       0      0      0 S  12,1   0,0   0:02.11 worker-1

	[2021/07/24 17:26:09.120779,  3] offset=736100352 read=4194304
	[2021/07/24 17:26:09.226593,  3] offset=740294656 read=4194304

	Index: linux/drivers/md/dm.c
	===================================================================
	--- linux.orig/drivers/md/dm.c
	+++ linux/drivers/md/dm.c
	@@ -1682,6 +1682,11 @@ static void split(struct bio *bio)
	+	if (id < 15)
	+		return 1;
	 README                 |   4 +-
	 configure.ac           |   1 +

	Name:	iou-wrk-2041
	State:	R (running)
	Tgid:	2041
	Pid:	2061

	[global]
	bs=4m
	size=100M
	runtime=120

	root@box:~# LANG=C gdb --pid 1274 -ex bt

	Hi all,
	Changes since 20200522:
	EOF
	xjson robots "S == []"
'

expect 'a percent change against people is no comparison (than we have to)' '
	xtext people <<-EOF &&
	Thanks, we definitely do not want to be doing 50% more system calls than we have to.
	EOF
	xjson people "S == [] and d[\"comparisons\"] == []"
'

expect 'numbered runs (1, 2, 3) under kernels are pooled; ruled rows keyed by run and task are still read as a table' '
	xtext numbered <<-EOF &&
	             stock    patched
	  1          10.5     9.5
	  2          10.7     9.6
	  3          10.6     9.4

	 Task        | Runtime ms  | Switches |
	 1 worker:(5) | 846.9 ms |   779188 |
	 2 worker:(5) | 853.4 ms |   792269 |
	EOF
	xjson numbered "[s[\"label\"] for s in S] == [\"stock\", \"patched\"] and vals(S[0]) == [\"10.5\", \"10.7\", \"10.6\"] and vals(S[1]) == [\"9.5\", \"9.6\", \"9.4\"]" &&
	schedlore extract --text numbered.txt --explain 2>numbered.err >/dev/null &&
	expect_eq "$(grep -c " table " numbered.err)" 2
'

expect 'a block of eight-digit counts without a hex letter is still a table' '
	xtext counts <<-EOF &&
	            stock     patched
	run1     12345678    12345999
	run2     12345600    12346001
	run3     12345611    12346020
	EOF
	xjson counts "[s[\"label\"] for s in S] == [\"stock\", \"patched\"]"
'

expect 'a profile (values beside symbols) is no table of results' '
	xtext profile <<-EOF &&
	oprofile, top functions:
	Cycles% A                       Cycles% B
	12.5000 do_syscall_64          11.2500 do_syscall_64
	 8.1250 __schedule               9.0000 pick_next_task_fair
	 5.5000 copy_user_generic        6.1250 __schedule
	EOF
	xjson profile "S == []"
'

expect 'a perf report pasted with line numbers, each symbol wrapped onto a line of its own, is a profile too' '
	xtext perfwrap <<-EOF &&
	the perf report of the slow case:
	   9 # Overhead  Command  Shared Object       Symbol
	  10 # ........  .......  ..................  ......
	  11 #
	  12     10.19%  fio      [kernel.vmlinux]    [k]
	copy_user_enhanced_fast_string
	  13      8.53%  fio      fio                 [.]
	clock_thread_fn
	  14      4.67%  fio      [kernel.vmlinux]    [k]
	filemap_get_pages
	  15      2.18%  fio      libc.so.6           [.]
	__memmove_avx_unaligned
	EOF
	xjson perfwrap "S == []"
'

expect 'strace output (pids in brackets, time stamps, aligned results, unfinished and resumed calls): nothing' '
	xtext strace <<-EOF &&
	the trace while it hangs:
	10:56:07.494500 openat(AT_FDCWD, "/sys/kernel/tracing/set_event_pid", O_RDONLY) = 3 <0.000134>
	10:56:07.494934 read(3, "1375\n", 8192) = 5 <0.000433>
	10:56:07.495708 close(3)                = 0 <0.000121>
	[pid  1443] 10:56:10.046174 write(5, "101 ", 4 <unfinished ...>
	[pid  1444] 10:56:10.046674 read(5,  <unfinished ...>
	[pid  1443] 10:56:10.047007 <... write resumed>) = 4 <0.000475>
	[pid  1135] 10:56:10.468541 fcntl(6, F_GETPIPE_SZ) = 65536 <0.000009>
	openat(AT_FDCWD, "/etc/ld.so.cache", O_RDONLY|O_CLOEXEC) = -1 ENOENT (No such file or directory)
	EOF
	xjson strace "S == []"
'

expect 'a kernel log whose stamps are padded with no-break spaces (mail written in HTML) is still a kernel log' '
	N=$(printf "\302\240") &&
	{ echo "the splat:"; for l in "97.869735]" "97.869735] but task is already holding lock:" "97.873074]" \
		"97.873074] other info that might help us debug this:" "97.874520]$N Possible unsafe locking scenario:" \
		"97.874520]" "97.875845]$N$N$N$N CPU0" "97.876440]$N$N$N$N ----" "97.878881]" "97.878881]$N *** DEADLOCK ***" \
		"97.878881]" "97.880341]$N May be due to missing lock nesting notation"; do echo "[$N$N $l"; done; } >nbsplog.txt &&
	xjson nbsplog "S == []"
'

expect 'a failed build (compiler diagnostics, the source they quote, make'"'"'s error lines): nothing' '
	xtext buildlog <<-EOF &&
	It does not build here:

	bench.c:120:6: error: #elif with no expression
	  120 | #elif
	      |      ^
	    [CC]    bench
	bench.c: In function '"'"'run_loop'"'"':
	bench.c:120:6: error: #elif with no expression
	  120 | #elif
	      |      ^
	gmake[2]: *** [Makefile:52: bench] Error 1
	gmake[1]: *** [include/rules:30: tests] Error 2
	make: *** [Makefile:53: default] Error 2
	EOF
	xjson buildlog "S == []"
'

expect 'a code fence (```) or a rule above a table names no build' '
	xtext fence <<-EOF &&
	The job file:
	\`\`\`
	[global]
	ioengine=io_uring
	iodepth=128
	\`\`\`

	IOPS (IRQ mode) | IOPS (iopoll mode)
	--------------- | ------------------
	           213k |              19k
	EOF
	xjson fence "all(s[\"label\"] is None or any(c.isalnum() for c in s[\"label\"]) for s in S)"
'

expect 'a headerless run of whole numbers is ids and counts, not measurements' '
	xtext ids <<-EOF &&
	worker 4242 3 17
	worker 4243 3 18
	worker 4244 2 19
	EOF
	xjson ids "S == []"
'

expect 'extract --explain: one line per block, what it was taken for or why it was left' '
	cp "$F/columns-change.txt" e.txt &&
	schedlore extract --text e.txt --explain >e.json 2>e.err &&
	python3 -c "import json; json.load(open(\"e.json\"))" &&
	grep -Eq "^[0-9]+-[0-9]+ table configurations in columns$" e.err &&
	grep -Eq "^[0-9]+-[0-9]+ left text without figures$" e.err &&
	xtext e2 <<-EOF &&
	Signed-off-by: A Developer <dev@example.org>
	EOF
	schedlore extract --text e2.txt --explain 2>e2.err >/dev/null && grep -Eq "^[0-9]+-[0-9]+ left trailer$" e2.err
'

expect 'extract --text reads a whole message: headers never searched, MIME and QP decoded, its Message-ID and From used' '
	printf "From someone@example.org Mon Jan  1 00:00:00 2024\nFrom: Ann Tester <ann@example.org>\nSubject: results 1.5 2.5 3.5\nMessage-ID: <m1@example.org>\nX-Numbers: 10.5 20.5 30.5\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=BB\n\n--BB\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\nBuild times:\n\n             stock     patched\nrun1        10.50=20     9.80\nrun2        10.70        9.90\n--BB--\n" >mime.eml &&
	schedlore extract --text mime.eml >mime.json &&
	python3 - mime.json <<-PY
	import json, sys
	d = json.load(open(sys.argv[1]))
	S = d["series"]
	assert d["message_id"] == "m1@example.org", d["message_id"]
	assert [s["label"] for s in S] == ["stock", "patched"], S
	assert [[v["text"] for v in s["values"]] for s in S] == [["10.50", "10.70"], ["9.80", "9.90"]], S
	assert all(s["author"] == "Ann Tester" for s in S)
	PY
'

expect 'a Message-ID in angle brackets is the same Message-ID' '
	cp "$F/columns-change.txt" b.txt &&
	schedlore extract --text b.txt --message-id "<b@example.org>" >b1.json &&
	schedlore extract --text b.txt --message-id "b@example.org" >b2.json && cmp b1.json b2.json &&
	grep -q "\"message_id\": \"b@example.org\"" b1.json
'

expect 'KASAN'"'"'s frame object lists (" [32, 48) '"'"'up.i'"'"'") are part of the report, no table' '
	xtext kasanframe <<EOF
addr ffff888012345678 is located in stack of task x/123 at offset 40 in frame:
this frame has 3 objects:
 [32, 48) '"'"'up.i'"'"'
 [64, 72) '"'"'file.i667'"'"'
 [96, 112) '"'"'data.i6.i'"'"'
EOF
	xjson kasanframe "S == []"
'

expect 'key: value lists under titles numbering a build'"'"'s runs ("usched_bsd4, run 2"): one series a build and key, the runs its values; a score printed whole is a figure' '
	xtext runlists <<EOF
Final scores, two runs each:

usched_bsd4, run 1
Final score for writes:          1388
Final score for reads :        187203

usched_bsd4, run 2
Final score for writes:          1402
Final score for reads :        185540

usched_dfly, run 1
Final score for writes:          1451
Final score for reads :        204882
EOF
	xjson runlists "[(s[\"label\"], vals(s)) for s in S] == [(\"usched_bsd4\", [\"1388\", \"1402\"]), (\"usched_bsd4\", [\"187203\", \"185540\"]), (\"usched_dfly\", [\"1451\"]), (\"usched_dfly\", [\"204882\"])]"
'

expect 'a command written with its prompt glued ("$sudo taskset ...") is no title: the title above names the list; a key and its figure above a list ("IOPS:  6242448") is no title either' '
	xtext glued <<EOF
I see a regression:
v5.1 kernel:
     \$sudo taskset -c 60 ./nop_stress -r 300
     total ios: 1832524960
     IOPS:      6108416
5.7.0-rc4+
     \$sudo taskset -c 60 ./nop_stress -r 300
     total ios: 1597672304
     IOPS:      5325574
it is about 12% slower.
EOF
	xjson glued "[(s[\"label\"], vals(s)) for s in S] == [(\"v5.1 kernel\", [\"6108416\"]), (\"5.7.0-rc4+\", [\"5325574\"])]" &&
	printf "Before, on my box:\n\$sudo ./nop_stress -r 120\ntotal ios: 749093872\nIOPS:      6242448\n\n\$sudo ./nop_stress -r 120\ntotal ios: 786083712\nIOPS:      6550697\n" >keyed.txt &&
	xjson keyed "not [s for s in S if s[\"label\"].startswith(\"IOPS\")]"
'

expect 'a BSD kernel'"'"'s boot messages ("real memory  = 137438953472 (131072 MB)", "cpu0: ...", "FreeBSD/SMP: ...") describe the machine: no figures' '
	xtext boot <<EOF
The box:

CPU: AMD EPYC 7551 32-Core Processor                 (1996.29-MHz K8-class CPU)
FreeBSD/SMP: Multiprocessor System Detected: 64 CPUs
real memory  = 137438953472 (131072 MB)
avail memory = 133143519232 (126976 MB)
cpu0 at mainbus0: apid 0 (boot processor)
cpu0: Intel(R) Xeon(R) CPU E5-2640 v4 @ 2.40GHz, 2400.35 MHz
real mem = 8478797824 (8085MB)
avail mem = 8206184448 (7826MB)
EOF
	xjson boot "S == []"
'

expect 'a benchmark'"'"'s command without a prompt (two options at least, no sentence, not a colon'"'"'s title) under a blank or a colon'"'"'s line is how the figures were made: its numbers are no table; one that a sentence opens is read as prose' '
	xtext barecmd <<EOF
The runs, with cyclictest in the same cgroup:

  hackbench -l 2560 -g 8 &
  cyclictest -q -n -h 20000 -D 300 -i 2000 -t 1 -p 0 --policy other -m

schbench -m 2 -t 4, 99th percentile wakeup latency, went from 2356 us
on CFS to 61 us on MuQSS.
EOF
	xjson barecmd "[(s[\"label\"], vals(s)) for s in S] == [(\"CFS\", [\"2356\"]), (\"MuQSS\", [\"61\"])]"
'

expect 'a short line opening with "+ " and ending in a colon under a blank line ("+ this series:") is a title naming what is added, no patch line' '
	xtext plustitle <<EOF
Baseline:

Throughput 1044.72 MB/sec 8 procs
Throughput 1051.36 MB/sec 8 procs

+ this series:

Throughput 1069.05 MB/sec 8 procs
Throughput 1074.88 MB/sec 8 procs

Thanks.
EOF
	xjson plustitle "[(s[\"label\"], vals(s)) for s in S] == [(\"Baseline\", [\"1044.72\", \"1051.36\"]), (\"this series\", [\"1069.05\", \"1074.88\"])]"
'

expect 'a title read as a sentence keeps what a "+" adds to the build ("v5.3-rc2 + v2 (only the Time: lines, the rest is identical):")' '
	printf "Results:\n\nv5.3-rc2 + v2 (only the Time: lines, the rest is identical):\n\nTime: 0.842\nTime: 0.851\nTime: 0.839\n" >plusv2.txt &&
	xjson plusv2 "[(s[\"label\"], vals(s)) for s in S] == [(\"v5.3-rc2 + v2\", [\"0.842\", \"0.851\", \"0.839\"])]"
'

expect 'a line of settings alone ("cfs_quota_us=50000", "period=100ms quota=50ms") titles the key lines below it, up to the next such line; a setting every title shares names no series' '
	xtext settings <<EOF
cfs_quota_us=-1
    events per second:  2000.15
         95th percentile:                        0.36
cfs_quota_us=50000
    events per second:  1696.17
         95th percentile:                        2.11
EOF
	xjson settings "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"cfs_quota_us=-1\", \"events per second\", [\"2000.15\"]), (\"cfs_quota_us=-1\", \"95th percentile\", [\"0.36\"]), (\"cfs_quota_us=50000\", \"events per second\", [\"1696.17\"]), (\"cfs_quota_us=50000\", \"95th percentile\", [\"2.11\"])]" &&
	xtext settings2 <<EOF
Three runs of hackbench -g 4 -l 500 per setting:

period=100ms quota=-1
Time: 0.932
Time: 0.975
period=100ms quota=50ms
Time: 3.768
Time: 3.516
EOF
	xjson settings2 "[(s[\"label\"], vals(s)) for s in S] == [(\"quota=-1\", [\"0.932\", \"0.975\"]), (\"quota=50ms\", [\"3.768\", \"3.516\"])]"
'

expect 'a key line alone under its title ("Janky frames: 187 (6.51%)" under "baseline:") whose key another title'"'"'s line repeats is that figure of each title'"'"'s configuration, the share in parentheses after the count a figure of its own (a signed one is no share); a digest numbering its parts ("Message: 1", "Message: 2") gives none' '
	xtext keyagain <<\EOF
baseline (schedutil, no boost):
$ adb shell dumpsys gfxinfo com.example.photos | grep 'Janky frames:'
Janky frames: 187 (6.51%)

with the series:
$ adb shell dumpsys gfxinfo com.example.photos | grep 'Janky frames:'
Janky frames: 79 (2.74%)
EOF
	xjson keyagain "[(s[\"label\"], s[\"metric\"], vals(s)) for s in S] == [(\"baseline (schedutil, no boost)\", \"Janky frames\", [\"187\"]), (\"baseline (schedutil, no boost)\", \"Janky frames share\", [\"6.51%\"]), (\"with the series\", \"Janky frames\", [\"79\"]), (\"with the series\", \"Janky frames share\", [\"2.74%\"])] and d[\"comparisons\"] == []" &&
	printf "baseline:\nmax latency: 187 (+6.51%%)\n\nwith the series:\nmax latency: 79 (-2.74%%)\n" >signedshare.txt &&
	xjson signedshare "not [s for s in S if s[\"unit\"] == \"%\"]" &&
	printf "Today'"'"'s Topics:\n\n   1. Re: ck1 patch (Wes)\n\nMessage: 1\nDate: Mon, 16 Apr 2007\n\nHamish wrote:\n\nMessage: 2\nDate: Tue, 17 Apr 2007\n" >digestno.txt &&
	xjson digestno "S == []"
'

expect 'a command'"'"'s output ends at a paragraph of sentences after a blank line (capitalised, six words, a stop ending a line), so its claims are read' '
	cat >afterlisting.txt <<-EOF &&
	2.6.21-rc7-cfs-v4:
	\$ make clean >/dev/null; time make -j32 >/dev/null

	real	5m43.860s
	user	10m4.790s
	sys	0m59.915s

	At -j4 everything is within noise. At -j32 cfs-v4 is about 1% behind
	sd-0.46 in wall time, and mainline is the slowest.
	EOF
	schedlore extract --text afterlisting.txt --explain 2>explain >afterlisting.json &&
	! grep -q "listing" explain &&
	python3 -c "import json; c = json.load(open(\"afterlisting.json\"))[\"claims\"]; assert [x[\"text\"] for x in c] == [\"At -j4 everything is within noise.\", \"At -j32 cfs-v4 is about 1% behind sd-0.46 in wall time, and mainline is the slowest.\"], c"
'

expect 'a text attachment after a signature is read: the signature ends at the attachment'"'"'s marker' '
	cat >sigattach.eml <<-EOF
	From: Poster <poster@example.org>
	To: list@example.org
	Subject: chat results
	Message-ID: <sigattach@example.org>
	MIME-Version: 1.0
	Content-Type: multipart/mixed; boundary="XX"

	--XX
	Content-Type: text/plain; charset=us-ascii

	Results attached.

	-- 
	Poster, Example Lab, 15450 SW Main St, Portland OR 97006

	--XX
	Content-Type: text/plain; charset=us-ascii; name="results.txt"
	Content-Disposition: attachment; filename="results.txt"

	throughput in messages/sec

	rooms   vanilla   mq
	  1     84312     82107
	  2     96820     94477
	  5    118230    131905

	--XX--
	EOF
	schedlore extract --text sigattach.eml >sigattach.json &&
	python3 -c "import json; S = json.load(open(\"sigattach.json\"))[\"series\"]; assert [(s[\"label\"], [v[\"text\"] for v in s[\"values\"]]) for s in S][:2] == [(\"vanilla\", [\"84312\"]), (\"mq\", [\"82107\"])], S"
'

expect 'perf annotate'"'"'s listing (a share of samples or nothing, a colon, an address or source) is no table' '
	cat >annotate.txt <<-EOF
	Here is the annotated profile:

	 Percent |	Source code & Disassembly of vmlinux for cycles (72 samples)
	---------------------------------------------------------------------
	         :
	         :      ffffffff812cef20 <new_sync_write>:
	    0.00 :   ffffffff812cef20:       callq  ffffffff8103a8a0 <__fentry__>
	    0.00 :   ffffffff812cef25:       push   %rbp
	    5.55 :   ffffffff812cef29:       mov    %rsp,%rbp
	         :      if (file->f_flags & O_APPEND)
	    0.00 :   ffffffff812cef2c:       push   %r12
	   12.50 :   ffffffff812cef2e:       mov    0x20(%rbx),%rdx
	EOF
	schedlore extract --text annotate.txt --explain 2>explain >annotate.json &&
	grep -q "listing" explain &&
	python3 -c "import json; S = json.load(open(\"annotate.json\"))[\"series\"]; assert S == [], S"
'

expect 'a listing ends at a paragraph whose sentence ends in its middle ("... from the rt-app logs.  Slack and"), not only on a stop at a line'"'"'s end' '
	cat >listingend.txt <<-EOF
	  PID USER      PR  NI    VIRT    RES  COMMAND
	 4123 root      20   0   12345   4567  rt-app

	The big task is put in a cgroup and clamped with uclamp.max=512 and
	then the averages per task come from the rt-app logs.  Slack and
	c_run are in microseconds for the first run of each

	                   unclamped        clamped
	big-0                3642            -211
	small-0             13915           13902
	EOF
	schedlore extract --text listingend.txt >listingend.json &&
	python3 -c "import json; S = json.load(open(\"listingend.json\"))[\"series\"]; assert sorted(s[\"label\"] for s in S) == [\"clamped\", \"clamped\", \"unclamped\", \"unclamped\"], S"
'

expect 'a log2 histogram'"'"'s rows (bpftrace "[4, 8)  35120 |@@@@  |", BCC "4 -> 7 : 35120 |****  |", DTrace "4 |@@@@   1234") are a distribution'"'"'s buckets: no figures' '
	xtext log2hist <<EOF
runqlat on 6.1 with the patch:

@usecs:
[1]                      812 |@                                                   |
[2, 4)                 11032 |@@@@@@@@@@@@@@@@                                    |
[4, 8)                 35120 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|

     usecs               : count     distribution
         0 -> 1          : 41       |                                        |
         2 -> 3          : 11032    |**********                              |
         4 -> 7          : 35120    |****************************************|

           value  ------------- Distribution ------------- count
               4 |@@@@@@@@@@@                              1203
               8 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@             3122
              16 |@                                        88
EOF
	xjson log2hist "S == []"
'

expect 'a histogram pasted as "bucket: count" rows (rising keys, a range or a bound among them: "11-15: 431", ">30: 0", a "total:" after them) is a distribution'"'"'s counts: no figures; runs numbered from 1 ("1: 412", "2: 409", ...) are still runs' '
	xtext buckets <<EOF
Bucket list from my script (latency in us: count):

       2: 11
       3: 3528930
       4: 4893311
   11-15: 431
     >30: 0
  total: 8422683
EOF
	xjson buckets "S == []" &&
	xtext numbered <<EOF
ULE, buildworld seconds:

  1: 412
  2: 409
  3: 415
  4: 411
EOF
	xjson numbered "sorted(v for s in S for v in vals(s)) == [\"409\", \"411\", \"412\", \"415\"]"
'

expect 'a data file'"'"'s comment ("# make -j16 buildkernel, real time from /usr/bin/time -h") is no root prompt running make: the table under it is read; "# make -j16 buildkernel" alone is, its output a listing' '
	printf "# make -j16 buildkernel KERNCONF=GENERIC, real time from /usr/bin/time -h\n# 2x Xeon E5345 (8 cores), 8 GB\n\nsched\trun\treal\n4BSD\t1\t6m12.84s\n4BSD\t2\t6m10.77s\nULE\t1\t5m56.03s\nULE\t2\t5m55.18s\n" >cmt.txt &&
	xjson cmt "[(s[\"label\"], vals(s)) for s in S] == [(\"4BSD\", [\"6m12.84s\", \"6m10.77s\"]), (\"ULE\", [\"5m56.03s\", \"5m55.18s\"])]" &&
	printf "# make -j16 buildkernel\nsched\trun\treal\n4BSD\t1\t6m12.84s\n4BSD\t2\t6m10.77s\n" >cmd.txt &&
	xjson cmd "S == []"
'

expect 'a program run under chrt or taskset ("chrt -b 0 ./hackbench") prints a result, read as any output; "chrt -p 1234", "taskset -cp 1234" only show a setting: a listing' '
	printf "SCHED_BATCH:\n\n# chrt -b 0 ./hackbench -g 4 -l 500\nRunning in process mode with 4 groups using 40 file descriptors each (== 160 tasks)\nEach sender will pass 500 messages of 100 bytes\nTime: 0.388\n" >chrtrun.txt &&
	xjson chrtrun "[vals(s) for s in S] == [[\"0.388\"]]" &&
	printf "# taskset -cp 1234\npid 1234 current affinity list: 0-3\n" >tsinfo.txt &&
	xjson tsinfo "S == []"
'

expect 'a kernel config named "GENERIC-NODEBUG:" over a time(1) line is a title, no oops'"'"'s "BUG:" line' '
	printf "Two kernels:\n\nstock GENERIC-NODEBUG:\n\n      214.37 real      5893.12 user       612.40 sys\n" >nodebug.txt &&
	xjson nodebug "[(s[\"label\"], s[\"metric\"]) for s in S] == [(\"stock GENERIC-NODEBUG\", \"real\"), (\"stock GENERIC-NODEBUG\", \"user\"), (\"stock GENERIC-NODEBUG\", \"sys\")]" &&
	printf "BUG: unable to handle page fault for address: 0000000000001234\n" >oops.txt &&
	xjson oops "S == []"
'

expect 'a JSON configuration pasted in a post (keys whose values are strings, objects or arrays: "kind": { "Grouped": { "cpus_range": [1, 4] } }) is code: its numbers no figures' '
	printf "Layer config below:\n\n  [\n    { \"name\": \"batch\",\n      \"matches\": [[{ \"CommPrefix\": \"compactd\" }]],\n      \"kind\": { \"Grouped\": { \"cpus_range\": [1, 4], \"util_range\": [0.6, 0.9] } } },\n    { \"name\": \"normal\", \"kind\": { \"Open\": {} } }\n  ]\n" >jsoncfg.txt &&
	xjson jsoncfg "S == []"
'
expect 'a name and the counts its runs will sweep in parentheses ("(1 4 7 12 21 30 48 79 110 128 groups)", "(sizes 64 256 1024)", "(1 to 256 clients)") holds no figure; a table of those counts does' '
	cat >sweep.txt <<-EOF &&
	The plan, so nobody asks for a rerun:

	mmtests configs:
	  config-network-netperf      (TCP_RR, UDP_RR; sizes 64 256 1024 4096 16384)
	  config-network-tbench       (1 2 4 8 16 32 64 128 256 clients)
	  config-io-dbench4-async     (1 to 256 clients)
	  config-hackbench-pipes      (1 4 7 12 21 30 48 79 110 128 groups)
	  config-db-pgbench-ro-large  (scale 500, about 8 GB)

	Results next week.
	EOF
	xjson sweep "S == []" &&
	cat >sweep2.txt <<-EOF &&
	tbench, MB/s:

	clients        1        2        4        8
	v6.0       341.2    652.9   1250.3   2301.7
	patched    339.8    655.1   1262.0   2330.4
	EOF
	xjson sweep2 "[(s[\"label\"], vals(s)) for s in S][:2] == [(\"v6.0\", [\"341.2\"]), (\"v6.0\", [\"652.9\"])] and len(S) == 8"
'
expect 'the output of "git log -p" or "git show": the commit message is prose, its results read ("Before: 3.82 s"), its diff none' '
	cat >gitlog.txt <<-EOF &&
	The bisect ends here:

	\$ git log -p -1 1a2b3c4d5e6f
	commit 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b
	Author: Some One <some.one@example.org>
	Date:   Thu Jan 18 11:20:43 2024 +0100

	    sched/fair: Keep the wakee on its idle previous CPU

	    hackbench -g 16 -l 5000 --threads --pipe, mean of 10 runs:

	      Before:  3.8254 s
	      After:   3.6618 s

	    Signed-off-by: Some One <some.one@example.org>

	diff --git a/kernel/sched/fair.c b/kernel/sched/fair.c
	index 1111111..2222222 100644
	--- a/kernel/sched/fair.c
	+++ b/kernel/sched/fair.c
	@@ -7120,6 +7120,9 @@ static int select_idle_sibling(struct task_struct *p, int prev, int target)
	+	if (sync && idle_cpu(prev) && cpus_share_cache(prev, target))
	+		return prev;
	EOF
	xjson gitlog "[(s[\"label\"], vals(s)) for s in S] == [(\"Before\", [\"3.8254\"]), (\"After\", [\"3.6618\"])]"
'

expect 'a compiler'"'"'s build date after its release ("gcc-10 (Debian 10.2.1-6) 10.2.1 20210110") is no figure' '
	printf "Details of the failing run:\n\n  Results:     5 PASS, 1 FAIL, 0 SKIP\n  Compiler:    gcc-10 (arm-linux-gnueabihf-gcc (Debian 10.2.1-6) 10.2.1 20210110)\n  Full config: multi_v7_defconfig\n\nThanks\n" >gccdate.txt &&
	xjson gccdate "not any(v == \"20210110\" for s in S for v in vals(s))"
'

expect 'a row named "default:" with figures set apart ("default:    70.9 71.8 71.2   mean 71.4") is the default setting'"'"'s runs, not C'"'"'s switch label; "default:" alone stays code' '
	xtext defaultrow <<EOF
Five runs each, seconds:

    default:              70.9 71.8 71.2 71.6 71.5   mean 71.4
    rechoose_interval=10: 66.0 66.5 66.1 66.4 65.9   mean 66.2
EOF
	xjson defaultrow "[(s[\"label\"], vals(s), s[\"summary\"][\"mean\"][\"text\"]) for s in S] == [(\"default\", [\"70.9\", \"71.8\", \"71.2\", \"71.6\", \"71.5\"], \"71.4\"), (\"rechoose_interval=10\", [\"66.0\", \"66.5\", \"66.1\", \"66.4\", \"65.9\"], \"66.2\")]" &&
	xtext defaultcode <<EOF
	switch (x) {
	case 1:
		ret = 4;
		break;
	default:
		ret = 12;
	}
EOF
	xjson defaultcode "S == []"
'

done_testing
