#!/bin/sh
# t6120-report-reimport.sh: every report format imported twice (same path, a copy elsewhere, a folder walk) adds nothing the second time
. "$TOP/tests/lib/test.sh"

need() { command -v "$1" >/dev/null || { echo "$1 is not installed (tools/deps.sh test)"; exit 1; }; }

totals() {
	sql "SELECT (SELECT count(*) FROM reports) || ' ' || (SELECT count(*) FROM series) || ' ' || (SELECT count(*) FROM samples) || ' ' || (SELECT count(*) FROM systems) || ' ' || (SELECT count(*) FROM messages)"
}

expect 'one file of each format: hyperfine (run here), PTS, ministat, LKP, mmtests, tool logs (made by the tools)' '
	need hyperfine; need ministat
	mkdir -p in &&
	hyperfine -N --runs 3 --export-json in/hf.json --export-csv in/hf.csv --export-markdown in/hf.md "sleep 0.002" "sleep 0.004" >hf.out 2>&1 || { cat hf.out; exit 1; }
	printf "pts/hackbench-1.0.0|Hackbench|Count: 1|Seconds|LIB|0.51:0.53:0.52\n" >runs.txt &&
	python3 "$TOP/tests/lib/mkpts.py" in/composite.xml box=runs.txt &&
	printf "# hackbench seconds\n1.10\n1.20\n1.15\n1.30\n" >in/a.txt && printf "1.40\n1.35\n1.50\n1.45\n" >in/b.txt &&
	ministat in/a.txt in/b.txt >in/ministat.out &&
	cp "$TOP/tests/fixtures/reports/lkp-compare.txt" in/lkp.txt &&
	cp "$TOP/tests/fixtures/reports/mmtests-compare.txt" in/mmtests.txt &&
	for f in hackbench pgbench-tpcb openssl-speed-rsa perf-sched-pipe posix-time sysbench-cpu; do
		cp "$TOP/tests/fixtures/tools/$f.txt" "in/$f.log"
	done &&
	schedlore import --json in >out && cat out &&
	grep -q "\"reports\":{\"new\":15,\"duplicate\":0}" out &&
	expect_eq "$(sql "SELECT string_agg(DISTINCT format, '"' '"' ORDER BY format) FROM reports")" \
		"hyperfine-csv hyperfine-json hyperfine-markdown lkp log-hackbench log-openssl-rsa log-perf-sched-pipe log-pgbench log-sysbench log-time ministat-data ministat-output mmtests pts"
'

expect 'each file again by its path adds nothing' '
	before=$(totals) &&
	for f in in/*; do
		schedlore import --json "$f" >out && grep -q "\"reports\":{\"new\":0,\"duplicate\":1}" out || { echo "$f: $(cat out)"; exit 1; }
	done &&
	expect_eq "$(totals)" "$before"
'

expect 'the folder again, and a copy of it under other names, add nothing' '
	before=$(totals) &&
	schedlore import --json in >out && grep -q "\"reports\":{\"new\":0,\"duplicate\":15}" out &&
	mkdir -p copy && for f in in/*; do cp "$f" "copy/x-$(basename "$f")"; done &&
	schedlore import --json copy >out && grep -q "\"reports\":{\"new\":0,\"duplicate\":15}" out &&
	expect_eq "$(totals)" "$before" &&
	expect_eq "$(sql "SELECT count(*) FROM reports WHERE path LIKE '"'%/copy/%'"'")" 0
'

expect 'with --report and --system the same bytes are still the same report' '
	before=$(totals) &&
	schedlore import --json --report --system other in/hf.csv in/a.txt >out && grep -q "\"reports\":{\"new\":0,\"duplicate\":2}" out &&
	expect_eq "$(totals)" "$before"
'

done_testing
