#!/bin/sh
# t6010-report-pts.sh: a composite.xml of hackbench runs made here, valid against tests/fixtures/reports/pts-result-file.xsd, imports as systems and series
. "$TOP/tests/lib/test.sh"

# Real runs: hackbench in process and thread mode, 1 and 2 groups, 3 runs each.
runs() { # NAME FLAG
	: >"$1.txt"
	for g in 1 2; do
		raw=
		for i in 1 2 3; do
			t=$(hackbench -g $g -l 40 $2 | awk '/^Time:/ {print $2}')
			raw="$raw${raw:+:}$t"
		done
		echo "pts/hackbench-1.0.0|Hackbench|Count: $g - Type: $1|Seconds|LIB|$raw" >>"$1.txt"
	done
}

expect 'hackbench (run here) gives the runs; mkpts.py writes them as a composite.xml the schema accepts (and a doubled element it rejects)' '
	command -v hackbench >/dev/null || { echo "hackbench is not installed (rt-tests)"; exit 1; }
	runs process "" && runs thread -T &&
	python3 "$TOP/tests/lib/mkpts.py" composite.xml process=process.txt thread=thread.txt &&
	xmllint --noout --schema "$TOP/tests/fixtures/reports/pts-result-file.xsd" composite.xml && grep -q "<RawString>" composite.xml &&
	sed "s#<Proportion>LIB<#<Proportion>LIB</Proportion><Proportion>LIB<#" composite.xml >twice.xml &&
	! xmllint --noout --schema "$TOP/tests/fixtures/reports/pts-result-file.xsd" twice.xml
'

expect 'it imports by content: two systems, one series per system and result, every run from RawString' '
	schedlore import --json composite.xml >out && grep -q "\"reports\":{\"new\":1" out &&
	expect_eq "$(sql "SELECT format || '"' '"' || format_version || '"' / '"' || title FROM reports")" \
		"pts 10.8.4 / schedlore reports <test> & co" &&
	expect_eq "$(sql "SELECT string_agg(name, '"','"' ORDER BY name) FROM systems WHERE report IS NOT NULL")" process,thread &&
	expect_eq "$(sql "SELECT count(*) || '"' '"' || min(workload) || '"' '"' || min(metric) || '"' '"' || min(unit) || '"' '"' || min(better) FROM series")" \
		"4 hackbench time s lower" &&
	want=$(cut -d"|" -f6 process.txt thread.txt | tr ":" "\n" | sort -n | tr "\n" " ") &&
	got=$(sql "SELECT text FROM samples" | sort -n | tr "\n" " ") &&
	expect_eq "$got" "$want"
'

expect 'Hardware and Software are read: CPU, cores, threads, memory, architecture, kernel' '
	n=$(nproc) &&
	expect_eq "$(sql "SELECT (cores->>'"'value'"')::float8::int || '"' '"' || (threads->>'"'value'"')::float8::int || '"' '"' || arch FROM systems WHERE name = '"'process'"'")" "$n $n $(uname -m)" &&
	expect_eq "$(sql "SELECT details->'"'software'"'->>'"'Kernel'"' FROM systems WHERE name = '"'thread'"'")" "$(uname -r) ($(uname -m))" &&
	expect_eq "$(sql "SELECT array_to_string(fields, '"','"') FROM reports")" \
		"Title,LastModified,TestClient,Identifier,Hardware,Software,User,TimeStamp,TestClientVersion,Arguments,Scale,Proportion,Entry,RawString"
'

expect 'the series sit beside posted series of the same workload (series_origins)' '
	cat >post.txt <<POST
From: Someone <someone@example.org>
Date: Tue, 1 Oct 2007 10:00:00 +0000
Subject: hackbench numbers
Message-ID: <hb1@example.org>

hackbench (the first column is the number of groups):
        CFS     EEVDF
10      1.234   1.100
20      2.468   2.250
POST
	schedlore import --list lkml post.txt >/dev/null 2>&1 || true
	sql "SELECT kind || '"' '"' || coalesce(key, '"''"') FROM series_origins o JOIN series s ON s.id = o.series WHERE s.workload = '"'hackbench'"'" >kinds &&
	cat kinds; expect_eq "$(grep -c "^report " kinds)" 4 && expect_eq "$(grep -c "^message hb1@example.org" kinds)" 4 &&
	expect_eq "$(sql "SELECT count(DISTINCT metric) || '"' '"' || count(DISTINCT unit) FROM series WHERE workload = '"'hackbench'"'")" "1 1"
'

expect 'the comparison page and its JSON show the report'"'"'s series beside the posted ones' '
	schedlore render "/api/compare?workload=hackbench&metric=time" >api.json &&
	python3 -c "
import json
d = json.load(open(\"api.json\"))
kinds = sorted(set(s[\"message\"][\"list\"] for s in d[\"series\"]))
assert kinds == [\"lkml\", \"reports\"], kinds
rep = [s for s in d[\"series\"] if s[\"message\"][\"list\"] == \"reports\"]
assert len(rep) == 4 and all(len(s[\"values\"]) == 3 for s in rep), rep
assert len(d[\"series\"]) == 8, len(d[\"series\"])
" &&
	schedlore render "/compare?workload=hackbench&metric=time" >cmp.html && xmllint --noout cmp.html &&
	grep -q "hackbench numbers" cmp.html && grep -q "/reports/report-" cmp.html &&
	link=$(grep -o "/reports/report-[0-9]*/" cmp.html | head -1) &&
	schedlore render "$link" >report.html && xmllint --noout report.html &&
	grep -q "pts" report.html && grep -q "RawString" report.html && grep -q "10.8.4" report.html
'

expect '/systems lists the report'"'"'s systems with their Hardware and Software fields, beside the posts'"'"' ' '
	schedlore render /systems >systems.html && xmllint --noout systems.html &&
	grep -q "<td>process</td>" systems.html && grep -q "<td>thread</td>" systems.html &&
	grep -q "Kernel:</span> $(uname -r)" systems.html && grep -q "Processor:</span> " systems.html &&
	expect_eq "$(grep -c "href=\"/reports/report-[0-9]*/\">schedlore reports &lt;test&gt; &amp; co</a>" systems.html)" 2 &&
	schedlore render /api/systems >systems.json &&
	python3 -c "
import json
d = json.load(open(\"systems.json\"))[\"systems\"]
rep = [y for y in d if y[\"report\"]]
assert sorted(y[\"name\"] for y in rep) == [\"process\", \"thread\"], rep
assert all(y[\"message\"] is None and y[\"report\"][\"format\"] == \"pts\" for y in rep), rep
assert all(y[\"details\"][\"software\"][\"Kernel\"] and y[\"workloads\"] == [\"hackbench\"] and y[\"series\"] == 2 for y in rep), rep
"
'

expect 'a composite.xml that breaks its format is rejected whole, naming the file and the line' '
	sed "0,/<RawString>/s/<RawString>\([0-9.]*\):/<RawString>\1:oops:/" composite.xml >bad.xml &&
	! schedlore import bad.xml 2>err && grep -q "bad.xml.*pts report: line [0-9]*: RawString run .oops. is not a number" err &&
	sed "s/<Identifier>thread<\/Identifier>/<Identifier>thread<\/Identifier></" composite.xml >broken.xml &&
	! schedlore import broken.xml 2>err && grep -q "broken.xml.*line [0-9]*: not well-formed XML" err &&
	expect_eq "$(sql "SELECT count(*) FROM reports")" 1 &&
	expect_eq "$(sql "SELECT count(*) FROM import_errors WHERE path LIKE '"'%bad.xml'"' AND byte_offset > 0")" 1
'

expect 're-importing the file adds nothing' '
	schedlore import --json composite.xml >out && grep -q "\"reports\":{\"new\":0,\"duplicate\":1}" out &&
	expect_eq "$(sql "SELECT count(*) FROM series WHERE report IS NOT NULL")" 4
'

# Memory as PTS writes it and as hand-edited files have it; the text is the
# figure's own words (a trailing space once made the reader run past the end:
# fuzz seed crash-memory-unit-past-end)
expect 'Memory is read in every spelling, its text the number and unit only' '
	k=0 && for m in "23GB" "23GB " "16 GB" "16384MB" "8 G" "4 GiB"; do
		k=$((k + 1)) &&
		sed "s/Memory: [0-9]*GB/Memory: $m/; s#<Title>[^<]*#<Title>memory $k#" composite.xml >mem.xml &&
		schedlore import --quiet mem.xml >/dev/null || exit 1
		echo "$m|$(sql "SELECT DISTINCT concat_ws('"'|'"', (memory_mb->>'"'value'"')::float8::int, memory_mb->>'"'text'"') FROM systems s JOIN reports r ON r.id = s.report WHERE r.title = \$q\$memory $k\$q\$" 2>&1)"
	done >got &&
	printf "%s\n" "23GB|23552|23GB" "23GB |23552|23GB" "16 GB|16384|16 GB" "16384MB|16384|16384MB" "8 G|8192|8 G" \
		"4 GiB|4096|4 GiB" >want &&
	{ diff want got || exit 1; }
'

done_testing
