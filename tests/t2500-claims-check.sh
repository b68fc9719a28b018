#!/bin/sh
# t2500-claims-check.sh: claims of the sample archive, checked and held to the hand-written golden claims
. "$TOP/tests/lib/test.sh"

S="$TOP/data/sample"
G="$TOP/tests/golden"
q="'"

# import as `make run` does: 001 is a body without headers, filed under its list
expect 'import of data/sample recognises and checks claims as it extracts' '
	schedlore import "$S"/00[0234]_*.txt >out && schedlore import --list freebsd-current "$S"/001_*.txt >>out &&
	expect_eq "$(sql "SELECT count(*) FROM extractions")" 5 &&
	expect_eq "$(sql "SELECT count(*) FROM claims")" 32 &&
	expect_eq "$(sql "SELECT count(*) FROM claims c LEFT JOIN checks k ON k.claim = c.id WHERE k.claim IS NULL")" 0
'

expect 'check --all checks every claim again' '
	schedlore check --all --json >out &&
	grep -q "\"messages\":5,\"claims\":32,\"holds\":22,\"off\":2,\"contradicted\":1,\"not checkable\":7," out
'

golden() { # N WHERE-CLAUSE
	mid=$(sql "SELECT message_id FROM messages WHERE $2") &&
	test -n "$mid" &&
	schedlore show "$mid" --json >"$1.actual" &&
	sql "SELECT encode(convert_to(body, ${q}UTF8${q}), ${q}base64${q}) FROM messages WHERE message_id = ${q}$mid${q}" |
		tr -d "\n" >"$1.b64" &&
	python3 "$G/compare.py" "$1.actual" "$G/$1.json" "$1.b64" --claims-only
}

expect '000: differences, ratios (0.9807 is off: the M1000 row, not -j8), comparisons' '
	golden 000 "body LIKE ${q}%RELENG_7%${q}"
'
expect '001: all cases, largest and smallest rows; an overhead the figures contradict' '
	golden 001 "body LIKE ${q}Re: buildworld times%${q}"
'
expect '002: ministat results, percents, effective concurrency, trend' '
	golden 002 "body LIKE ${q}%mpsafevfs%${q}"
'
expect '003: 0.8 % holds on rows 3, 4 and 5 (one-unit tolerance)' '
	golden 003 "body LIKE ${q}%pipe-test%${q}"
'
expect '004: 7 % of usage missing is off; no side or direction for the rest' '
	golden 004 "body LIKE ${q}%SMP or not%${q}"
'

expect 'stored checks keep rounding, rows, convention, generation and note' '
	expect_eq "$(sql "SELECT k.rounding || ${q}|${q} || k.rows::text FROM checks k JOIN claims c ON c.id = k.claim WHERE c.posted->>${q}text${q} = ${q}0.8${q}")" \
		"rounded and truncated|[\"3\", \"4\", \"5\"]" &&
	expect_eq "$(sql "SELECT k.convention FROM checks k JOIN claims c ON c.id = k.claim WHERE c.posted->>${q}text${q} = ${q}-6.6${q}")" \
		"(4BSD - ULE) / 4BSD" &&
	expect_eq "$(sql "SELECT k.generation FROM checks k JOIN claims c ON c.id = k.claim WHERE c.posted->>${q}text${q} = ${q}-12.2059${q}")" older &&
	expect_eq "$(sql "SELECT k.status || ${q}|${q} || (k.recomputed->>${q}text${q}) || ${q}|${q} || (k.note LIKE ${q}%the M1000 row gives 696.12 / 709.77%${q}) FROM checks k JOIN claims c ON c.id = k.claim WHERE c.posted->>${q}text${q} = ${q}0.9807${q}")" \
		"off|0.944158|true" &&
	expect_eq "$(sql "SELECT k.rounding FROM checks k JOIN claims c ON c.id = k.claim WHERE c.posted->>${q}text${q} = ${q}1.0244${q}")" truncated
'

expect 'every claim rests on series of its own message or one it can see' '
	expect_eq "$(sql "SELECT count(*) FROM claim_series l JOIN claims c ON c.id = l.claim JOIN series s ON s.id = l.series WHERE s.message <> c.message")" 0 &&
	expect_eq "$(sql "SELECT count(DISTINCT claim) FROM claim_series")" 28
'

expect 'extracting and checking again keeps every claim id, link and check; no duplicates' '
	sql "SELECT c.id, k.status, k.note FROM claims c JOIN checks k ON k.claim = c.id ORDER BY c.id" >before &&
	sql "SELECT claim, series, ord FROM claim_series ORDER BY 1, 2" >links.before &&
	schedlore extract --all --json >out && schedlore check --all >out &&
	schedlore import "$S"/00[0234]_*.txt >out &&
	sql "SELECT c.id, k.status, k.note FROM claims c JOIN checks k ON k.claim = c.id ORDER BY c.id" >after &&
	sql "SELECT claim, series, ord FROM claim_series ORDER BY 1, 2" >links.after &&
	cmp before after && cmp links.before links.after &&
	expect_eq "$(sql "SELECT count(*) FROM claims")" 32
'

expect 'check CLAIM-ID checks one claim; an unknown one exits 1' '
	id=$(sql "SELECT id FROM claims WHERE posted->>${q}text${q} = ${q}0.9403${q}") &&
	schedlore check --json "$id" >out && grep -q "\"claims\":1,\"holds\":1," out &&
	set +e; schedlore check nosuch >out 2>err; rc=$?; set -e
	expect_eq "$rc" 1 && grep -q "no claim" err
'

# A post made here, with figures of its own and deliberately wrong claims:
# 1.0300 is no row's ratio; 0.9500 is the ratio of the -j 8 row, claimed for
# -j 4 (a coincidence elsewhere must not make it hold); 3.5 % is not -j 2's
# gap of 3.00 % (3.1 would hold: one unit of the last digit is tolerated).
cat >wrong.mbox <<'MBOX'
From a@b Mon Jan  1 00:00:00 2024
Message-ID: <wrong.figures.1@t>
From: Someone <s@t>
Subject: build times on the new box
Date: Mon, 1 Jan 2024 00:00:00 +0000

Here are buildworld times on 13.2-RELEASE with SCHED_4BSD:

             Real            User            Sys
-j 2        1000.00         1500.00         300.00
-j 4         800.00         1600.00         320.00
-j 8         760.00         1650.00         330.00

And 13.2-RELEASE with SCHED_ULE on the same hardware:

             Real            User            Sys
-j 2         970.00         1490.00         290.00
-j 4         780.00         1590.00         310.00
-j 8         800.00         1640.00         320.00

ULE beats 4BSD here (1.0300 ratio on -j4).

ULE is more efficient than 4BSD (0.9500 ratio on -j4).

ULE is 3.5% faster at -j 2.

ULE is 3.0% faster at -j 2.
MBOX

expect 'a post with deliberately wrong figures: its wrong claims are off, the right one holds' '
	schedlore import wrong.mbox >out &&
	st() { sql "SELECT k.status FROM checks k JOIN claims c ON c.id = k.claim JOIN messages m ON m.id = c.message WHERE m.message_id = ${q}wrong.figures.1@t${q} AND c.posted->>${q}text${q} = ${q}$1${q}"; } &&
	expect_eq "$(sql "SELECT count(*) FROM series s JOIN messages m ON m.id = s.message WHERE m.message_id = ${q}wrong.figures.1@t${q}")" 18 &&
	expect_eq "$(st 1.0300)" off &&
	expect_eq "$(st 0.9500)" off &&
	expect_eq "$(st 3.5)" off &&
	expect_eq "$(st 3.0)" holds
'

cat >reply.mbox <<'MBOX'
From c@d Tue Jan  2 00:00:00 2024
Message-ID: <wrong.figures.2@t>
In-Reply-To: <wrong.figures.1@t>
References: <wrong.figures.1@t>
From: Other <o@t>
Subject: Re: build times on the new box
Date: Tue, 2 Jan 2024 00:00:00 +0000

So ULE is 2.5% faster at -j 4, but 5.3% slower at -j 8.
MBOX

expect 'a reply without figures is checked against its parent: same message first, then the thread' '
	schedlore import reply.mbox >out &&
	rst() { sql "SELECT k.status FROM checks k JOIN claims c ON c.id = k.claim JOIN messages m ON m.id = c.message WHERE m.message_id = ${q}wrong.figures.2@t${q} AND c.posted->>${q}text${q} = ${q}$1${q}"; } &&
	expect_eq "$(rst 2.5)" holds && expect_eq "$(rst 5.3)" holds &&
	expect_eq "$(sql "SELECT DISTINCT p.message_id FROM claim_series l JOIN claims c ON c.id = l.claim JOIN messages m ON m.id = c.message JOIN series s ON s.id = l.series JOIN messages p ON p.id = s.message WHERE m.message_id = ${q}wrong.figures.2@t${q}")" wrong.figures.1@t
'

done_testing
