#!/bin/sh
# t2150-extract-tools-top.sh: top(1) screens, procps' (real output) and FreeBSD's (written from its formats): CPU states and each process's share, titled; process rows alone stay a listing
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/xcheck.sh"

T="$TOP/tests/fixtures/tools"
F="$TOP/tests/fixtures/formats"

# (metric, state or process, value) of each tool:top series
ROWS='[(s["metric"], p(s, "state") or p(s, "process"), vals(s)) for s in S if s["found_by"] == "tool:top"]'

expect 'procps top -b: eight CPU states, then a share per process row; memory and load are not read' '
	cp "$T/top-procps.txt" pp.txt &&
	xjson pp "$ROWS[:3] == [(\"cpu-state\", \"us\", [\"7.4\"]), (\"cpu-state\", \"sy\", [\"92.6\"]), (\"cpu-state\", \"ni\", [\"0.0\"])] and len(S) == 15 and $ROWS[8] == (\"cpu-share\", \"process_api\", [\"2.1\"]) and [p(s, \"pid\") for s in S[9:11]] == [\"17457\", \"17458\"] and all(s[\"unit\"] == \"%\" and p(s, \"column\") is None for s in S) and not any(v in str(S) for v in (\"24105.6\", \"39732\", \"2:58.59\", \"0.29\"))"
'

expect 'procps top -H: one series a thread, its share' '
	cp "$T/top-procps-threads.txt" ph.txt &&
	xjson ph "$ROWS[1] == (\"cpu-state\", \"sy\", [\"100.0\"]) and [v for m, n, v in $ROWS if m == \"cpu-share\"] == [[\"10.0\"], [\"5.0\"], [\"5.0\"], [\"5.0\"], [\"5.0\"]]"
'

expect 'procps top -n 2: two screens, each read whole' '
	cp "$T/top-procps-screens.txt" p2.txt &&
	xjson p2 "[v for m, n, v in $ROWS if n == \"id\"] == [[\"0.0\"], [\"0.7\"]] and sum(1 for m, n, v in $ROWS if m == \"cpu-share\") == 6"
'

expect 'FreeBSD top -SH under ULE: and 4BSD: titles: each screen labelled by its title, WCPU per thread' '
	cp "$F/top-freebsd.txt" fb.txt &&
	xjson fb "[(s[\"label\"], vals(s)) for s in S if p(s, \"process\") == \"cc1\"] == [(\"ULE\", [\"12.40\"]), (\"4BSD\", [\"48.05\"])] and [vals(s) for s in S if p(s, \"state\") == \"system\"] == [[\"27.1\"], [\"40.2\"]] and p(S[8], \"process\") == \"idle{idle: cpu1}\" and len(S) == 18"
'

expect 'FreeBSD top quoted in a reply: the same series, the quoted author'"'"'s' '
	cp "$F/top-freebsd-quoted.txt" fq.txt &&
	schedlore extract --text fq.txt --author Poster >fq.json &&
	python3 -c "import json; S = json.load(open(\"fq.json\"))[\"series\"]; assert len(S) == 18 and {s[\"author\"] for s in S} == {\"Ann Other\"} and S[9][\"label\"] == \"4BSD\", S"
'

expect 'a flattened top screen gives no tool:top series (its rows cannot be told apart)' '
	cp "$F/top-freebsd-flat.txt" ff.txt &&
	xjson ff "not any(s[\"found_by\"] == \"tool:top\" for s in S)"
'

expect 'FreeBSD 6 top with its header cut: shares read by their shape, WCPU and CPU' '
	xtext cut <<EOF
Here is the router under load:
CPU states:  9.1% user,  0.0% nice, 55.0% system, 30.2% interrupt,  5.7% idle
Mem: 120M Active, 610M Inact, 140M Wired, 50M Cache, 110M Buf, 30M Free
Swap: 64M Total, 64M Free
  462 root     109    0  1496K   952K RUN    202:44 22.10% 21.95% natd
   37 root     -44 -163     0K     8K WAIT    99:09  4.80%  4.80% swi1: net
EOF
	xjson cut "[(p(s, \"process\"), p(s, \"column\"), vals(s)) for s in S if s[\"metric\"] == \"cpu-share\"] == [(\"natd\", \"WCPU\", [\"22.10\"]), (\"natd\", \"CPU\", [\"21.95\"]), (\"swi1: net\", \"WCPU\", [\"4.80\"]), (\"swi1: net\", \"CPU\", [\"4.80\"])] and len(S) == 9"
'

expect 'per-CPU states (top -P) and procps 3.2'"'"'s glued percentages' '
	xtext percpu <<EOF
With the patch:

CPU 0:  1.2% user,  0.0% nice, 97.3% system,  1.5% interrupt,  0.0% idle
CPU 1: 98.8% user,  0.0% nice,  1.2% system,  0.0% interrupt,  0.0% idle

Cpu(s): 50.3%us, 49.2%sy,  0.0%ni,  0.5%id,  0.0%wa,  0.0%hi,  0.0%si,  0.0%st
EOF
	xjson percpu "[(p(s, \"cpu\"), vals(s)) for s in S if p(s, \"state\") == \"system\"] == [(\"0\", [\"97.3\"]), (\"1\", [\"1.2\"])] and [vals(s) for s in S if p(s, \"state\") == \"sy\"] == [[\"49.2\"]] and S[0][\"label\"] == \"With the patch\""
'

expect 'process rows alone, a CPU: line that is an oops, a PID table that is ps: no series' '
	xtext lone <<EOF
The worker spins:

 1343 root      20   0       0      0      0 R  29.8   0.0   0:08.43 io_wqe_worker-0
 1344 root      20   0       0      0      0 S   0.3   0.0   0:00.02 io_wqe_worker-1

CPU: 1 PID: 9727 Comm: syz-executor571 Not tainted 5.6.0-rc3+ #5648

  PID TTY          TIME CMD
 1343 pts/0    00:00:08 io_uring-test
EOF
	xjson lone "S == []"
'

expect 'a title after a blank line ends a process listing: the screen below it keeps its title' '
	xtext after <<EOF
  PID TTY          TIME CMD
 1343 pts/0    00:00:08 hackbench

2.6.32-rc5:

CPU:  10.0% user,  0.0% nice, 80.0% system,  0.0% interrupt, 10.0% idle
EOF
	xjson after "len(S) == 5 and {s[\"label\"] for s in S} == {\"2.6.32-rc5\"}"
'

expect 'the fuzz corpus holds a top screen' '
	ls "$TOP/tests/fuzz/corpus/fuzz-extract/" | grep -q "^top-"
'

expect 'vmstat screens (procps, real; OpenBSD, written from its format; flattened) are the state of the machine: claimed, no series; a result table after one is still read' '
	cp "$T/vmstat-procps.txt" vm.txt &&
	xjson vm "S == []" &&
	"$TOP/schedlore" extract --text vm.txt --explain 2>&1 >/dev/null | grep -q "^0-.* tool:vmstat " &&
	tr "\n" " " <vm.txt >vmflat.txt && xjson vmflat "S == []" &&
	cat >vmbsd.txt <<EOF &&
This is the state before each run, nothing but sshd:

\$ vmstat 5 3
 procs    memory       page                    disks    traps          cpu
 r   s   avm     fre  flt  re  pi  po  fr  sr sd0 sd1  int   sys   cs us sy id
 1  58  412M   14G   131   0   0   0   0   0  11   0   40   402   86  0  1 99
 0  58  412M   14G     6   0   0   0   0   0   0   0   27    58   21  0  0 100

make -j4 build, seconds:

run     -current   with diff
1        1201.4      1187.2
2        1199.8      1185.9
EOF
	xjson vmbsd "[(s[\"label\"], vals(s)) for s in S] == [(\"-current\", [\"1201.4\", \"1199.8\"]), (\"with diff\", [\"1187.2\", \"1185.9\"])]"
'

expect 'mpstat -P ALL and sar -u screens (written from sysstat'"'"'s formats: the "Linux ... (host)" banner, a time, CPU, %usr ... %idle, rows per CPU, Average:) are the state of the machine: claimed, no series; a result table after one is still read' '
	cat >mp.txt <<EOF &&
Before the change, CPU0 does all the softirq work:

Linux 6.1.0-13-amd64 (fw2)      07/13/24        _x86_64_        (2 CPU)

18:01:12     CPU    %usr   %nice    %sys %iowait    %irq   %soft  %steal  %guest  %gnice   %idle
18:01:17     all    0.40    0.00    3.10    0.00    4.90   46.70    0.00    0.00    0.00   44.90
18:01:17       0    0.80    0.00    4.20    0.00    9.80   85.20    0.00    0.00    0.00    0.00
18:01:17       1    0.00    0.00    2.00    0.00    0.00    8.20    0.00    0.00    0.00   89.80
Average:     all    0.40    0.00    3.10    0.00    4.90   46.70    0.00    0.00    0.00   44.90

06:09:40 PM  CPU   %user   %nice %system %iowait  %steal   %idle
06:09:45 PM  all    0.30    0.00    3.40    0.00    0.00   96.30

netperf TCP_STREAM through the box, three runs each:

                   run1     run2     run3    (10^6bits/s)
default affinity   612.33   598.07   607.91
split affinity     884.50   879.12   890.36
EOF
	xjson mp "[(s[\"label\"], vals(s)) for s in S] == [(\"default affinity\", [\"612.33\", \"598.07\", \"607.91\"]), (\"split affinity\", [\"884.50\", \"879.12\", \"890.36\"])]" &&
	"$TOP/schedlore" extract --text mp.txt --explain 2>&1 >/dev/null | grep -q " tool:mpstat "
'
expect 'iostat'"'"'s reports (sysstat 12 -x, plain with avg-cpu, captured here) and xentop'"'"'s screen (its printf layout): the machine'"'"'s state, claimed, no series; a table after them is still read' '
	cat >io.txt <<EOF
Linux 6.18.44-fc-v1300 (vm) 	12/06/26 	_x86_64_	(2 CPU)

Device            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wkB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dkB/s   drqm/s  %drqm d_await dareq-sz     f/s f_await  aqu-sz  %util
vda            219.75   1339.35     1.81   0.82    0.38     6.09   81.35   2527.10    24.94  23.46    0.32    31.06   44.26   1760.56     0.01   0.02    0.11    39.77   27.72    0.06    0.12   1.55

avg-cpu:  %user   %nice %system %iowait  %steal   %idle
          45.07    0.11   19.99    0.20    0.01   34.61

Device             tps    kB_read/s    kB_wrtn/s    kB_dscd/s    kB_read    kB_wrtn    kB_dscd
vda             345.36      1339.31      2527.03      1760.51   45620157   86076516   59966968

      NAME  STATE   CPU(sec) CPU(%)     MEM(k) MEM(%)  MAXMEM(k) MAXMEM(%) VCPUS NETS NETTX(k) NETRX(k)
      rtvm --b---        611   35.1    1048576    3.1    1049600       3.1     1    1       14      212
     hogvm -----r       1752   64.8    1048576    3.1    1049600       3.1     1    1        9      187

fio randread, IOPS:

                   run1     run2
mq-deadline       44.4k    44.9k
kyber             45.1k    45.0k
EOF
	xjson io "[(s[\"label\"], vals(s)) for s in S] == [(\"mq-deadline\", [\"44.4k\", \"44.9k\"]), (\"kyber\", [\"45.1k\", \"45.0k\"])]" &&
	"$TOP/schedlore" extract --text io.txt --explain 2>&1 >/dev/null | grep -c " tool:iostat " | grep -qx 3 &&
	"$TOP/schedlore" extract --text io.txt --explain 2>&1 >/dev/null | grep -q " tool:xentop "
'
expect '/proc/interrupts under its CPU header and a perf report profile (shares beside "[k]" and "[.]" symbols): the machine'"'"'s state and where the cycles went, claimed, no series' '
	printf "Interrupts after the run:\n\n           CPU0       CPU1\n 24:          1          0  IO-APIC   5-edge      ACPI:Ged\n 31:          0       7288 PCI-MSIX-0000:00:01.0   3-edge      virtio0-stats\nNMI:          0          0   Non-maskable interrupts\nLOC:    1726093    1705520   Local timer interrupts\n\nand the profile:\n\n# Overhead  Command     Symbol\n# ........  ..........  ..................\n#\n    43.32%%  sched-pipe  [k] finish_task_switch.isra.0\n    11.85%%  sched-pipe  [k] _raw_spin_unlock_irqrestore\n     4.44%%  sched-pipe  [.] __GI___libc_write\n" >irqprof.txt &&
	xjson irqprof "S == []" &&
	"$TOP/schedlore" extract --text irqprof.txt --explain 2>&1 >/dev/null | grep -q " tool:interrupts " &&
	"$TOP/schedlore" extract --text irqprof.txt --explain 2>&1 >/dev/null | grep -q " tool:perf-report "
'

expect 'bpftrace'"'"'s stats() line under its run'"'"'s title (the "Attaching N probes...", "^C" lines are its own) is a summary of n and mean; its histogram and bcc'"'"'s give no series' '
	printf "sched_rr_timeslice_ms = 100:\n\n# bpftrace cpudist-spin.bt\nAttaching 2 probes...\n^C\n\n\n@stats: count 82, average 51123, total 4192138\n\n@usecs: \n[16, 32)               1 |@                                                   |\n[64K, 128K)           36 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n\nand bcc:\n\n     usecs               : count     distribution\n         0 -> 1          : 24601    |****************************************|\n         2 -> 3          : 1519     |**                                      |\n" >bpf.txt &&
	xjson bpf "[(s[\"label\"], s[\"metric\"], s[\"summary\"][\"n\"][\"text\"], s[\"summary\"][\"mean\"][\"text\"], vals(s)) for s in S] == [(\"sched_rr_timeslice_ms = 100\", \"stats\", \"82\", \"51123\", [])] and S[0][\"found_by\"] == \"tool:bpftrace\""
'

expect 'numastat (real, numactl 2.0.16: the default report, -m with its "Token ... not in hash table." lines, -p) is the state of the machine: claimed, no series; the result table after it still read' '
	cp "$T/numastat.txt" numa.txt &&
	xjson numa "[(s[\"found_by\"], vals(s)) for s in S] == [(\"table\", [\"2.512\", \"2.498\", \"2.530\"])]" &&
	test "$("$TOP/schedlore" extract --text numa.txt --explain 2>&1 >/dev/null | grep -c " tool:numastat ")" = 3
'

done_testing
