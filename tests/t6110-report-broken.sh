#!/bin/sh
# t6110-report-broken.sh: a file of each report format, broken: a clear error naming the file and line, and nothing of it stored
. "$TOP/tests/lib/test.sh"

need() { command -v "$1" >/dev/null || { echo "$1 is not installed (tools/deps.sh test)"; exit 1; }; }

# rejected FILE FORMAT LINE WHAT: the import fails, its message names the file,
# the format and the line, an import_errors row points at that line's byte
# offset, and no report, series, sample or system row holds any of it.
rejected() {
	before=$(totals)
	! schedlore import "$1" >out 2>err || { echo "imported: $(cat out)"; return 1; }
	cat err
	grep -q "'[^']*/$1': $2 report: line $3: $4" err || return 1
	# bytes, not characters: a UTF-8 locale would count "±" as one
	off=$(LC_ALL=C awk -v n="$(sed -n "s/.* report: line \([0-9]*\):.*/\1/p" err)" 'NR < n { b += length($0) + 1 } END { print b + 0 }' "$1")
	expect_eq "$(sql "SELECT count(*) FROM import_errors WHERE path LIKE '%/$1' AND byte_offset = $off")" 1 &&
	expect_eq "$(sql "SELECT count(*) FROM reports WHERE path LIKE '%/$1'")" 0 &&
	expect_eq "$(totals)" "$before"
}
totals() {
	sql "SELECT (SELECT count(*) FROM reports) || ' ' || (SELECT count(*) FROM series) || ' ' || (SELECT count(*) FROM samples) || ' ' || (SELECT count(*) FROM systems)"
}

expect 'the tools write the good files these are cut from' '
	need hyperfine; need ministat
	hyperfine -N --runs 3 --export-json hf.json --export-csv hf.csv --export-markdown hf.md "sleep 0.002" "sleep 0.004" >hf.out 2>&1 || { cat hf.out; exit 1; }
	printf "pts/hackbench-1.0.0|Hackbench|Count: 1|Seconds|LIB|0.51:0.53:0.52\n" >runs.txt &&
	python3 "$TOP/tests/lib/mkpts.py" composite.xml box=runs.txt &&
	xmllint --noout --schema "$TOP/tests/fixtures/reports/pts-result-file.xsd" composite.xml &&
	printf "# hackbench seconds\n1.10\n1.20\n1.15\n1.30\n" >a.txt && printf "1.40\n1.35\n1.50\n1.45\n" >b.txt &&
	ministat a.txt b.txt >ministat.out && grep -q "Stddev" ministat.out
'

expect 'a composite.xml cut in the middle of a Result' '
	n=$(grep -n "<RawString>" composite.xml | head -1 | cut -d: -f1) &&
	head -n "$n" composite.xml >cut.xml &&
	rejected cut.xml pts "$((n + 1))" "not well-formed XML"
'

expect 'a composite.xml whose RawString holds a word' '
	sed "s/<RawString>0.51:/<RawString>0.51:fast:/" composite.xml >word.xml &&
	n=$(grep -n "fast" word.xml | cut -d: -f1) &&
	rejected word.xml pts "$n" "RawString run .fast. is not a number"
'

expect 'a hyperfine JSON export with a result missing its times' '
	python3 -c "
import json
d = json.load(open(\"hf.json\"))
del d[\"results\"][1][\"times\"]
json.dump(d, open(\"notimes.json\", \"w\"), indent=2)
" &&
	rejected notimes.json hyperfine-json "[0-9]*" ".*times"
'

expect 'a hyperfine CSV export with a row whose mean is not a number' '
	awk -F, -v OFS=, "NR == 3 { \$2 = \"12ms\" } { print }" hf.csv >bad.csv &&
	rejected bad.csv hyperfine-csv 3 ".*12ms"
'

expect 'a hyperfine Markdown table with a row cut short' '
	awk "NR == 4 { print substr(\$0, 1, 20); next } { print }" hf.md >cut.md && sed -n 4p cut.md &&
	rejected cut.md hyperfine-markdown 4 ".*"
'

expect 'a ministat data file with a line that is not a number' '
	printf "1.10\n1.20\nabout 1.3\n1.15\n" >words.txt &&
	rejected words.txt ministat-data 3 ".*about"
'

expect 'a saved ministat output cut after its legends' '
	head -3 ministat.out >cut.out &&
	rejected cut.out ministat-output "[0-9]*" ".*"
'

expect 'an LKP table with a row cut after its %change' '
	sed "10s/+10.0%.*/+10.0%/" "$TOP/tests/fixtures/reports/lkp-compare.txt" >lkp.txt && sed -n 10p lkp.txt &&
	rejected lkp.txt lkp 10 ".*"
'

expect 'an mmtests table with a row cut in its difference cell' '
	sed "7s/\*  2.98%\*/*  2.9/" "$TOP/tests/fixtures/reports/mmtests-compare.txt" >mm.txt &&
	rejected mm.txt mmtests 7 "a difference cell"
'

expect 'a tool log whose tps line is not a number' '
	printf "transaction type: <builtin: select only>\nnumber of clients: 2\ntps = 4892.6x (without initial connection time)\n" >pg.log &&
	rejected pg.log log "3" ".4892.6x"
'

expect 'a time -p log cut after its real line' '
	printf "real 0.05\n" >time.log &&
	rejected time.log log 1 ".real 0.05. stands alone"
'

done_testing
