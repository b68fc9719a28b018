#!/bin/sh
# t6020-report-logs.sh: a folder of logs of hackbench, perf bench, pgbench, openssl speed and time run here; ministat data and output; an LKP table
. "$TOP/tests/lib/test.sh"

need() { command -v "$1" >/dev/null || { echo "$1 is not installed (tools/deps.sh test)"; exit 1; }; }

expect 'the tools (run here at tiny sizes) write a folder of logs' '
	need hackbench; need perf; need pgbench; need openssl; need /usr/bin/time
	mkdir -p logs &&
	for i in 1 2 3; do hackbench -g 1 -l 20; done >logs/hackbench-g1.log &&
	for i in 1 2; do hackbench -g 2 -l 20 -T; done >logs/hackbench-g2-threads.log &&
	{ perf bench sched pipe -l 2000 && perf bench sched pipe -l 2000; } >logs/perf-pipe.log 2>&1 &&
	perf bench sched messaging -g 1 -l 10 >logs/perf-messaging.log 2>&1 &&
	pgbench -i -s 1 -q "$SCHEDLORE_DB" >/dev/null 2>&1 &&
	pgbench -c 2 -j 1 -t 20 "$SCHEDLORE_DB" >logs/pgbench.log 2>/dev/null &&
	openssl speed -seconds 1 rsa2048 >logs/openssl.log 2>&1 &&
	/usr/bin/time -p sh -c "i=0; while [ \$i -lt 20000 ]; do i=\$((i+1)); done" 2>logs/time-p.log &&
	ls logs | wc -l | grep -qx 7 && grep -q "^tps = " logs/pgbench.log && grep -q "^rsa 2048 bits" logs/openssl.log
'

expect 'the folder imports by content: one report per log, formats named by tool' '
	schedlore import --json logs >out && grep -q "\"reports\":{\"new\":7,\"duplicate\":0}" out &&
	expect_eq "$(sql "SELECT string_agg(format, '"' '"' ORDER BY path) FROM reports")" \
		"log-hackbench log-hackbench log-openssl-rsa log-perf-sched-messaging log-perf-sched-pipe log-pgbench log-time" &&
	expect_eq "$(sql "SELECT format_version FROM reports WHERE format = '"'log-openssl-rsa'"'")" "openssl $(openssl version | cut -d" " -f2)" &&
	expect_eq "$(sql "SELECT format_version FROM reports WHERE format = '"'log-pgbench'"'")" "pgbench $(pgbench --version | cut -d" " -f3)"
'

series_of() { # FORMAT -> "workload metric unit n params" per series
	sql "SELECT s.workload || ' ' || s.metric || ' ' || coalesce(s.unit, '-') || ' ' || (SELECT count(*) FROM samples p WHERE p.series = s.id) || ' ' || s.params::text FROM series s JOIN reports r ON r.id = s.report WHERE r.format = '$1' ORDER BY s.ord"
}

expect 'repeated runs of one configuration are one series; the values are the logs'"'"' digits' '
	expect_eq "$(series_of log-hackbench | sort | tr "\n" ";")" \
		"hackbench time s 2 {\"groups\": 2, \"variant\": \"threaded\"};hackbench time s 3 {\"groups\": 1, \"variant\": \"process\"};" &&
	expect_eq "$(sql "SELECT string_agg(p.text, '"' '"' ORDER BY p.ord) FROM samples p JOIN series s ON s.id = p.series WHERE s.params->>'"'groups'"' = '"'1'"' AND s.workload = '"'hackbench'"'")" \
		"$(awk "/^Time:/ {print \$2}" logs/hackbench-g1.log | tr "\n" " " | sed "s/ \$//")" &&
	expect_eq "$(series_of log-perf-sched-pipe | tr "\n" ";")" "perf-sched-pipe time s 2 {};perf-sched-pipe latency us 2 {};perf-sched-pipe ops/s 1/s 2 {};" &&
	expect_eq "$(series_of log-perf-sched-messaging)" "perf-sched-messaging time s 1 {\"groups\": 1}" &&
	expect_eq "$(series_of log-pgbench | tr "\n" ";")" "pgbench latency ms 1 {\"clients\": 2, \"variant\": \"TPC-B (sort of)\"};pgbench connection time ms 1 {\"clients\": 2, \"variant\": \"TPC-B (sort of)\"};pgbench tps 1/s 1 {\"clients\": 2, \"variant\": \"TPC-B (sort of)\"};" &&
	expect_eq "$(series_of log-openssl-rsa | tr "\n" ";")" "openssl-rsa sign/s 1/s 1 {\"size\": 2048};openssl-rsa verify/s 1/s 1 {\"size\": 2048};" &&
	expect_eq "$(series_of log-time | cut -d" " -f2-4 | tr "\n" ";")" "real s 1;user s 1;sys s 1;" &&
	expect_eq "$(sql "SELECT array_to_string(fields, '"';'"') FROM reports WHERE format = '"'log-pgbench'"'")" \
		"pgbench: latency (variant, clients);pgbench: connection time (variant, clients);pgbench: tps (variant, clients)" &&
	expect_eq "$(sql "SELECT array_to_string(fields, '"';'"') FROM reports WHERE format = '"'log-time'"'")" "time: real;time: user;time: sys"
'

expect 'a hackbench log whose Time is not a number is rejected whole, naming the file and the line' '
	mkdir -p bad && printf "Running in process mode with 1 groups using 40 file descriptors each (== 40 tasks)\nTime: 0.1\nTime: 0,2x\n" >bad/hb.log &&
	! schedlore import bad 2>err && grep -q "hb.log.*line 3: .0,2x. is not a number" err &&
	expect_eq "$(sql "SELECT count(*) FROM reports WHERE path LIKE '"'%bad/hb.log'"'")" 0
'

expect 'a ministat data pair from a generator imports as two series whose statistics ministat agrees with' '
	need ministat
	python3 -c "
import random
random.seed(6020)
for name, mu in ((\"ule.txt\", 10.0), (\"bsd.txt\", 10.4)):
    with open(name, \"w\") as f:
        f.write(\"# buildkernel -j8 real seconds\n\")
        for i in range(9): f.write(\"%.3f\n\" % random.gauss(mu, 0.2))
" &&
	schedlore import --json --system box1 ule.txt bsd.txt >out && grep -q "\"reports\":{\"new\":2" out &&
	expect_eq "$(sql "SELECT string_agg(DISTINCT s.workload || '"' '"' || s.metric || '"' '"' || s.unit, '"';'"') FROM series s JOIN reports r ON r.id = s.report WHERE r.format = '"'ministat-data'"'")" "buildkernel real s" &&
	ministat -n ule.txt bsd.txt | awk "/^[x+] / && NF == 7 {print \$6}" >ms.avg &&
	sql "SELECT avg(p.value) FROM samples p JOIN series s ON s.id = p.series JOIN reports r ON r.id = s.report WHERE r.format = '"'ministat-data'"' GROUP BY r.id ORDER BY r.id" >our.avg &&
	paste ms.avg our.avg >both && cat both && test $(wc -l <both) = 2 &&
	awk "{ d = \$1 - \$2; if (d < 0) d = -d; if (d > 1e-6 * \$1) exit 1 }" both &&
	printf "1 2\n3 4\n5 6\n" >cols.txt && schedlore import --report --column 2 cols.txt >/dev/null &&
	expect_eq "$(sql "SELECT string_agg(p.text, '"' '"' ORDER BY p.ord) FROM samples p JOIN series s ON s.id = p.series JOIN reports r ON r.id = s.report WHERE r.path LIKE '"'%cols.txt'"'")" "2 4 6"
'

expect 'ministat output saved from the real tool imports with its summary rows' '
	ministat ule.txt bsd.txt >ministat.out &&
	schedlore import --json ministat.out >out && grep -q "\"reports\":{\"new\":1" out &&
	expect_eq "$(sql "SELECT count(*) FROM series s JOIN reports r ON r.id = s.report WHERE r.format = '"'ministat-output'"' AND (s.summary->>'"'n'"')::int = 9")" 2 &&
	head -3 ministat.out >cut.out && ! schedlore import --report cut.out 2>err && grep -q "cut.out" err
'

expect 'an LKP-style comparison table: two series a row, one per commit, the posted change kept' '
	cp "$TOP/tests/fixtures/reports/lkp-compare.txt" lkp.txt &&
	schedlore import --json lkp.txt >out && grep -q "\"reports\":{\"new\":1" out &&
	expect_eq "$(sql "SELECT string_agg(s.workload || '"' '"' || s.metric || '"' '"' || (s.params->>'"'variant'"') || '"' '"' || coalesce(s.params->>'"'change'"', '"'-'"'), '"';'"' ORDER BY s.ord) FROM series s JOIN reports r ON r.id = s.report WHERE r.format = '"'lkp'"'")" \
		"hackbench throughput 4a3b2c1d -;hackbench throughput 9f8e7d6c -37.0%;hackbench time.elapsed_time 4a3b2c1d -;hackbench time.elapsed_time 9f8e7d6c +10.0%" &&
	sed "s/77777 ±  3%/77777 ±  x%/" lkp.txt >lkp-bad.txt && ! schedlore import lkp-bad.txt 2>err && grep -q "lkp-bad.txt.*line 9" err
'

expect 're-importing everything adds nothing' '
	before=$(sql "SELECT count(*) || '"' '"' || (SELECT count(*) FROM series) || '"' '"' || (SELECT count(*) FROM samples) FROM reports") &&
	schedlore import logs ule.txt bsd.txt ministat.out lkp.txt >/dev/null 2>&1 &&
	expect_eq "$(sql "SELECT count(*) || '"' '"' || (SELECT count(*) FROM series) || '"' '"' || (SELECT count(*) FROM samples) FROM reports")" "$before"
'

done_testing
