#!/bin/sh
# t2201-extract-version.sh: rows of an older extractor version are extracted again; unchanged posts keep their ids
. "$TOP/tests/lib/test.sh"

S="$TOP/data/sample"
q="'"
ver=$(sed -n 's/^#define EXTRACTOR_VERSION \([0-9]*\)$/\1/p' "$TOP/ingest/extract/extract.h")

ids() { # every stored id extraction gives, with its message
	sql "SELECT 's', s.id, m.message_id FROM series s JOIN messages m ON m.id = s.message
	     UNION ALL SELECT 'c', c.id, m.message_id FROM claims c JOIN messages m ON m.id = c.message
	     UNION ALL SELECT 'l', l.claim, l.series FROM claim_series l
	     UNION ALL SELECT 'k', k.claim, k.status FROM checks k ORDER BY 1, 2, 3"
}

# a database as an older extractor left it: older version everywhere, and
# 002 with fewer series and claims (the older one did not recognise them)
age() {
	sql "UPDATE extractions SET version = $ver - 1;
	     UPDATE series SET extractor = $ver - 1 WHERE extractor > 0;
	     UPDATE claims SET extractor = $ver - 1;
	     DELETE FROM claims WHERE message = (SELECT id FROM messages WHERE body LIKE ${q}%mpsafevfs%${q});
	     DELETE FROM series WHERE message = (SELECT id FROM messages WHERE body LIKE ${q}%mpsafevfs%${q})"
}

expect 'import of data/sample extracts at the current version' '
	test -n "$ver" &&
	schedlore import "$S"/00[0234]_*.txt >/dev/null &&
	schedlore import --list freebsd-current "$S"/001_*.txt >/dev/null &&
	expect_eq "$(sql "SELECT DISTINCT version FROM extractions")" "$ver" &&
	ids >before && test "$(grep -c "^s|" before)" -gt 100 && test "$(grep -c "^c|" before)" -eq 32
'

expect 'an aged database: extract --pending extracts every message again' '
	age && expect_eq "$(sql "SELECT count(*) FROM claims")" "$(( 32 - $(grep -c "^c|.*mpsafevfs\|^c|.*20050506223224" before) ))" &&
	schedlore extract --pending --json >out &&
	grep -q "\"messages\":5," out &&
	expect_eq "$(sql "SELECT DISTINCT version FROM extractions")" "$ver" &&
	expect_eq "$(sql "SELECT DISTINCT extractor FROM series")" "$ver" &&
	expect_eq "$(sql "SELECT DISTINCT extractor FROM claims")" "$ver"
'

expect 'the lost series and claims are back, every series, claim and link under its old id' '
	ids >after && diff before after
'

expect 'nothing pending afterwards' '
	schedlore extract --json >out && grep -q "\"messages\":0," out
'

expect 'an import extracts an aged database again too' '
	age && printf "From a@b Mon Jan  1 00:00:00 2007\nMessage-ID: <new@t2201.test>\nFrom: A <a@t2201.test>\nSubject: x\n\nnothing measured\n" >new.mbox &&
	schedlore import new.mbox >/dev/null &&
	expect_eq "$(sql "SELECT count(*) FROM extractions WHERE version <> $ver")" 0 &&
	ids | grep -v "new@t2201" >after2 && diff before after2
'

expect 'extract --pending takes no MESSAGE-ID and not --all' '
	rc1=0 && rc2=0 &&
	{ schedlore extract --pending x@y >/dev/null 2>&1 || rc1=$?; } &&
	{ schedlore extract --pending --all >/dev/null 2>&1 || rc2=$?; } &&
	expect_eq "$rc1 $rc2" "2 2"
'

done_testing
