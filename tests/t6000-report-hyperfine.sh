#!/bin/sh
# t6000-report-hyperfine.sh: hyperfine run here; its JSON (every run), CSV and Markdown exports import as series
. "$TOP/tests/lib/test.sh"

need() { command -v "$1" >/dev/null || { echo "$1 is not installed (tools/deps.sh test)"; exit 1; }; }

expect 'hyperfine (run here) exports JSON, CSV and Markdown of two commands, 5 runs each' '
	need hyperfine
	hyperfine --runs 5 --warmup 1 --export-json hf.json --export-csv hf.csv \
		--export-markdown hf.md "sleep 0.01" "hackbench -g 1 -l 20" >/dev/null 2>&1 &&
	test -s hf.json && test -s hf.csv && test -s hf.md
'

expect 'the JSON export imports by content: one report, one series per command, every run time kept' '
	schedlore import --json hf.json >out && grep -q "\"reports\":{\"new\":1,\"duplicate\":0}" out &&
	expect_eq "$(sql "SELECT format || '"' '"' || array_to_string(fields, '"','"') FROM reports")" \
		"hyperfine-json results,command,times" &&
	expect_eq "$(sql "SELECT count(*) FROM series WHERE report IS NOT NULL")" 2 &&
	expect_eq "$(sql "SELECT string_agg(s.workload || '"':'"' || s.metric || '"':'"' || s.unit || '"':'"' || (SELECT count(*) FROM samples p WHERE p.series = s.id), '"' '"' ORDER BY s.ord) FROM series s")" \
		"sleep:real:s:5 hackbench:real:s:5" &&
	python3 -c "
import json, subprocess
d = json.load(open(\"hf.json\"))
want = [t for r in d[\"results\"] for t in r[\"times\"]]
got = subprocess.run([\"psql\", \"-XAtq\", \"$SCHEDLORE_DB\", \"-c\", \"SELECT p.value FROM samples p JOIN series s ON s.id = p.series ORDER BY s.ord, p.ord\"], capture_output=True, text=True).stdout.split()
assert len(got) == len(want) == 10, (got, want)
assert all(abs(float(g) - w) <= 1e-15 * max(1, abs(w)) for g, w in zip(got, want)), (got, want)
"
'

expect 'importing the same export again adds nothing' '
	cp hf.json copy.json &&
	schedlore import --json hf.json copy.json >out && grep -q "\"reports\":{\"new\":0,\"duplicate\":2}" out &&
	expect_eq "$(sql "SELECT count(*) || '"' '"' || (SELECT count(*) FROM series) || '"' '"' || (SELECT count(*) FROM samples) FROM reports")" "1 2 10"
'

expect 'the CSV export: summaries (mean, stddev, median, min, max) with the file as posted' '
	schedlore import --json --system box1 hf.csv >out && grep -q "\"reports\":{\"new\":1" out &&
	expect_eq "$(sql "SELECT format || '"' '"' || system_name FROM reports WHERE format <> '"'hyperfine-json'"'")" "hyperfine-csv box1" &&
	mean=$(awk -F, "NR==2 {print \$2}" hf.csv) &&
	expect_eq "$(sql "SELECT (summary->>'"'mean'"')::float8 = $mean::float8 FROM series s JOIN reports r ON r.id = s.report WHERE r.format = '"'hyperfine-csv'"' AND s.ord = 0")" t &&
	expect_eq "$(sql "SELECT y.name FROM series s JOIN systems y ON y.id = s.system JOIN reports r ON r.id = s.report WHERE r.format = '"'hyperfine-csv'"' LIMIT 1")" box1
'

expect 'the Markdown export: ms converted to seconds, the cell text kept' '
	schedlore import --json hf.md >out && grep -q "\"reports\":{\"new\":1" out &&
	expect_eq "$(sql "SELECT count(*) FROM series s JOIN reports r ON r.id = s.report WHERE r.format = '"'hyperfine-markdown'"' AND (s.summary->>'"'mean'"')::float8 < 1")" 2
'

expect 'a broken JSON export is rejected whole, naming the file and the line' '
	sed "s/\"times\": \[/\"times\": [ \"x\",/" hf.json >bad.json &&
	! schedlore import --json bad.json >out 2>err &&
	grep -q "bad.json" err && grep -q "not a number" err &&
	expect_eq "$(sql "SELECT count(*) FROM reports WHERE path LIKE '"'%bad.json'"'")" 0 &&
	head -c 300 hf.json >cut.json && ! schedlore import cut.json 2>err && grep -q "cut.json.*line [0-9]" err
'

done_testing
