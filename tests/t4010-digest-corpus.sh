#!/bin/sh
# t4010-digest-corpus.sh: each corpus post's digest holds exactly its golden figures in tables, with chart links
. "$TOP/tests/lib/test.sh"

schedlore import --quiet "$TOP"/data/sample/00[0234]_*.txt >/dev/null
schedlore import --quiet --list freebsd-current "$TOP"/data/sample/001_*.txt >/dev/null

# The corpus posts by file: list, ISO week of the Date header in UTC (worked
# out by hand from the headers: 000 Fri 2007-10-19 10:05 UTC, 002 Fri
# 2005-05-06 22:32 UTC, 003 Mon 2007-09-17 19:43 UTC, 004 Wed 2013-01-09
# 17:38 -0800 = Thu 2013-01-10 01:38 UTC, still week 2 of 2013).
posts='000 freebsd-stable 2007-W42 4718815C.9050102@activnetworks.com
002 freebsd-current 2005-W18 20050506223224.GA22379@xor.obsecurity.org
003 linux-kernel 2007-W38 20070917194342.GB20271@1wt.eu
004 freebsd-net 2013-W02 1357781919.7451.YahooMailClassic@web121602.mail.ne1.yahoo.com'

# 001 has no Date and no Message-ID: it is found by its list and its lack of a date
mid001=$(sql "SELECT m.message_id FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list WHERE l.name = 'freebsd-current' AND m.date IS NULL")

series_of() { # MESSAGE-ID: the ids of the series first posted in it
	sql "SELECT s.id FROM series s JOIN messages m ON m.id = s.message WHERE m.message_id = '$1' ORDER BY s.id"
}

week_of() { # MESSAGE-ID: the ISO week of its Date in UTC
	sql "SELECT to_char(date AT TIME ZONE 'UTC', 'IYYY-') || 'W' || to_char(date AT TIME ZONE 'UTC', 'IW') FROM messages WHERE message_id = '$1'"
}

expect 'the weeks of the dated posts are the ISO weeks of their dates in UTC' '
	echo "$posts" | while read -r n list week mid; do
		expect_eq "$n $(week_of "$mid")" "$n $week"
	done
'

echo "$posts" | while read -r n list week mid; do
	expect "$n: the $list digest of $week holds exactly the golden figures of $n in its tables" "
		schedlore digest --list $list --week $week >$n.md &&
		python3 \"\$TOP/tests/lib/digest-tables.py\" $n.md \"\$TOP/tests/golden/$n.json\"
	"
	expect "$n: every figure links to a series of that post, and every series of the post is there" "
		python3 \"\$TOP/tests/lib/digest-tables.py\" --ids $n.md >ids &&
		series_of '$mid' >want &&
		test -s want && diff want ids
	"
done

expect '001 (undated): its thread digest holds exactly the golden figures of 001' '
	test -n "$mid001" &&
	schedlore digest --list freebsd-current --thread "$mid001" >001.md &&
	python3 "$TOP/tests/lib/digest-tables.py" 001.md "$TOP/tests/golden/001.json" &&
	python3 "$TOP/tests/lib/digest-tables.py" --ids 001.md >ids &&
	series_of "$mid001" >want && diff want ids
'

expect 'the opening figures count the posts that carried figures' '
	for n in 000 001 002 003 004; do
		grep -qx "| posts with benchmark figures | 1 |" $n.md || { echo "$n"; exit 1; }
	done
'

expect 'every table has a chart link, and each chart link draws an SVG' '
	for n in 000 001 002 003 004; do
		tables=$(grep -c "^| setting |" $n.md) &&
		charts=$(grep -c "^Chart: \[" $n.md) &&
		expect_eq "$n $charts" "$n $tables"
	done &&
	cat 00?.md | grep -o "(<http://localhost:8080/chart/[^>]*>)" | sed "s|(<http://localhost:8080||; s|>)||" | sort -u >charts &&
	test "$(wc -l <charts)" -ge 10 &&
	while read -r u; do
		schedlore render "$u" | grep -q "<svg" || { echo "no SVG from $u"; exit 1; }
	done <charts
'

expect 'a chart link names the group the table shows (001 is the second buildworld post)' '
	grep -q "^Chart: \[scaling\](<http://localhost:8080/chart/g1-scaling.svg?workload=buildworld&metric=real&a=4BSD&b=ULE>)" 001.md &&
	grep -q "/chart/g0-scaling.svg?workload=buildworld&metric=real&a=4BSD&b=ULE>" 000.md
'

expect 'sides are scheduler against scheduler, and the sentence counts the rows from the figures' '
	grep -qx "| setting | 4BSD 5.2.1-RELEASE | ULE 5.2.1 | ULE vs 4BSD |" 001.md &&
	grep -q "^Of 5 rows with both 4BSD and ULE, 4BSD was faster in 0 and ULE in 5 (lower is better)" 001.md &&
	grep -q "^1 post in this thread carried figures for tar-extract (real)\.$" 002.md
'

expect 'the difference column is Student'"'"'s t where both sides have N >= 2 (002, 003), the ratio elsewhere' '
	grep "^| tasks one |" 002.md | grep -q "| -12.21 % ± 0.66 % (Student'"'"'s t, 95 %) |$" &&
	grep "^| (as posted) |" 003.md | grep -q "| -8.58 % ± 0.15 % (Student'"'"'s t, 95 %) |$" &&
	grep "^| jobs 8 |" 000.md | head -n 1 | grep -q "| +6.64 % (ratio 1.0664) |$"
'

expect 'the text digest shows tables as aligned columns, not pipe rows' '
	schedlore digest --list linux-kernel --week 2007-W38 --format text >003.txt &&
	grep -Eq "^tasks 15 +5\.88 +4\.85 +5\.14 +-17\.52 % \(ratio 0\.8248\)$" 003.txt &&
	grep -Eq "^-{8}  -{6}  " 003.txt &&
	! grep -q "^| " 003.txt &&
	grep -q "^<http://localhost:8080/chart/g0-scaling.svg?workload=lat_ctx" 003.txt
'

expect 'the HTML digest of 000 is well-formed and links every figure' '
	schedlore digest --list freebsd-stable --week 2007-W42 --format html >000.html &&
	xmllint --noout 000.html &&
	expect_eq "$(grep -o "href=\"http://localhost:8080/series/" 000.html | wc -l)" 101
'

expect 'every claim of each post is quoted, in order, with its check status (tests/golden/NNN-claims.json)' '
	for n in 000 001 002 003 004; do
		python3 "$TOP/tests/lib/digest-claims.py" $n.md "$TOP/tests/golden/$n-claims.json" || { echo "in $n"; exit 1; }
	done
'

expect 'the opening figures count the claims and their checks as SQL does' '
	echo "$posts" | while read -r n list week mid; do
		c=$(sql "SELECT count(*) FROM claims c JOIN messages m ON m.id = c.message WHERE m.message_id = '"'"'$mid'"'"'") &&
		st() { sql "SELECT count(*) FROM claims c JOIN messages m ON m.id = c.message JOIN checks k ON k.claim = c.id WHERE m.message_id = '"'"'$mid'"'"' AND k.status = '"'"'$1'"'"'"; } &&
		h=$(st holds) && o=$(st off) && x=$(st contradicted) &&
		test "$c" -gt 0 &&
		grep -qx "| new claims | $c |" $n.md &&
		grep -qx "| claims checked (holds / off / contradicted) | $((h + o + x)) ($h / $o / $x) |" $n.md || { echo "$n: $c $h $o $x"; exit 1; }
	done
'

done_testing
