#!/bin/sh
# t6100-report-mmtests.sh: mmtests' compare-kernels.sh tables (fixture laid out by Compare.pm's formats) as series, one per kernel and row
. "$TOP/tests/lib/test.sh"

fx="$TOP/tests/fixtures/reports/mmtests-compare.txt"

expect 'an mmtests compare table imports by content: one series per kernel and client count' '
	cp "$fx" compare.txt &&
	schedlore import --json --system box1 compare.txt >out && grep -q "\"reports\":{\"new\":1,\"duplicate\":0}" out &&
	expect_eq "$(sql "SELECT format || '"' '"' || array_to_string(fields, '"','"') FROM reports")" \
		"mmtests kernels,min,mean,stddev,coeffvar,max,bamean-99,hmean" &&
	expect_eq "$(sql "SELECT count(*) FROM series WHERE report IS NOT NULL")" 10 &&
	expect_eq "$(sql "SELECT string_agg(workload || '"' '"' || (params->>'"'variant'"') || '"' '"' || coalesce(params->>'"'groups'"', params->>'"'clients'"'), '"';'"' ORDER BY ord) FROM series")" \
		"hackbench 5.10.0-vanilla 1;hackbench 5.10.0-eevdf 1;hackbench 5.10.0-vanilla 4;hackbench 5.10.0-eevdf 4;tbench 6.6.0-cfs 1;tbench 6.6.0-eevdf 1;tbench 6.6.0-cfs 2;tbench 6.6.0-eevdf 2;tbench 6.6.0-cfs 16;tbench 6.6.0-eevdf 16"
'

expect 'the statistics of each row land in the summary, with the posted difference and its significance' '
	expect_eq "$(sql "SELECT ((summary->>'"'min'"')::float8)::text || '"' '"' || ((summary->>'"'mean'"')::float8)::text || '"' '"' || ((summary->>'"'stddev'"')::float8)::text || '"' '"' || ((summary->>'"'max'"')::float8)::text || '"' '"' || ((summary->>'"'coeffvar'"')::float8)::text || '"' '"' || ((summary->>'"'change_pct'"')::float8)::text || '"' '"' || (summary->>'"'significant'"') FROM series WHERE params->>'"'variant'"' = '"'5.10.0-eevdf'"' AND params->>'"'groups'"' = '"'1'"'")" \
		"0.5223 0.5433 0.0123 0.5623 2.2639 2.98 true" &&
	expect_eq "$(sql "SELECT ((summary->>'"'hmean'"')::float8)::text || '"' '"' || ((summary->>'"'hmean_change_pct'"')::float8)::text || '"' '"' || (summary->>'"'significant'"') || '"' '"' || coalesce(summary->>'"'mean'"', '"'-'"') FROM series WHERE params->>'"'variant'"' = '"'6.6.0-eevdf'"' AND params->>'"'clients'"' = '"'16'"'")" \
		"4011.55 2.86 true -" &&
	expect_eq "$(sql "SELECT count(*) FROM series WHERE (summary->>'"'significant'"') IS NOT NULL")" 2 &&
	expect_eq "$(sql "SELECT DISTINCT y.name FROM series s JOIN systems y ON y.id = s.system WHERE s.report IS NOT NULL")" box1
'

expect 'the values are the digits of the file: every Amean cell of the fixture is a stored mean' '
	awk "/^Amean/ {print \$3; print \$6}" "$fx" | sort >want &&
	sql "SELECT to_char(((summary->>'"'mean'"')::float8)::text::numeric, '"'FM0.0000'"') FROM series WHERE summary ? '"'mean'"' AND summary->>'"'mean'"' IS NOT NULL" | sort >got &&
	test -s want && diff want got
'

expect 'a row cut short is rejected whole, naming the file and the line' '
	sed "7s/ \*  2.98%\*//; 7s/0.5433//" "$fx" >cut.txt &&
	! schedlore import cut.txt 2>err && cat err && grep -q "cut.txt.*mmtests report: line 7: a Amean row with 1 of its 2 kernels" err &&
	sed "21s/(   0.00%)/(   0.0/" "$fx" >cell.txt && ! schedlore import cell.txt 2>err && grep -q "cell.txt.*line 21: a difference cell" err &&
	expect_eq "$(sql "SELECT count(*) FROM reports WHERE path LIKE '"'%cut.txt'"' OR path LIKE '"'%cell.txt'"'")" 0 &&
	expect_eq "$(sql "SELECT count(*) FROM series")" 10
'

expect 're-importing the table (and a copy) adds nothing' '
	cp compare.txt copy.txt &&
	schedlore import --json compare.txt copy.txt >out && grep -q "\"reports\":{\"new\":0,\"duplicate\":2}" out &&
	expect_eq "$(sql "SELECT count(*) || '"' '"' || (SELECT count(*) FROM series) || '"' '"' || (SELECT count(*) FROM systems) FROM reports")" "1 10 1"
'

# nan and -nan as mmtests prints them, and nothing that merely starts so;
# a row name too big to be a count stays a name (fuzz seed
# crash-nan-cut-and-huge-row: a read past a cut "-na", a cast out of range)
expect 'nan and -nan are missing values, nanx is refused, a 23-digit row name is a row not a count' '
	big=44444444444444444444444 &&
	{ printf "\nhackbench-process-pipes\n%27s%22s\n%27s%23s\n" 5.10.0 5.10.0 vanilla eevdf
	  printf "Min       %s      nan (  0.00%%)      -nan (  3.28%%)\n" $big
	  printf "Amean     %s      0.5600 (  0.00%%)      0.5433 *  2.98%%*\n" $big; } >nan.txt &&
	schedlore import --json --system box2 nan.txt >out && grep -q "\"reports\":{\"new\":1" out &&
	expect_eq "$(sql "SELECT string_agg(coalesce(params->>'"'row'"', '"'-'"') || '"' '"' || coalesce(params->>'"'groups'"', '"'-'"') || '"' '"' || coalesce(summary->>'"'min'"', '"'null'"') || '"' '"' || ((summary->>'"'mean'"')::float8)::text, '"';'"' ORDER BY ord) FROM series s JOIN reports r ON r.id = s.report WHERE r.path LIKE '"'%nan.txt'"'")" \
		"$big - null 0.56;$big - null 0.5433" &&
	sed "s/ nan (/ nanx (/" nan.txt >nanx.txt && ! schedlore import nanx.txt 2>err &&
	grep -q "nanx.txt.*line 5: .nanx. is not a number" err
'

done_testing
