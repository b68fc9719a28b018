#!/bin/sh
# t3810-web-sql-trace.sh: 'render --sql' writes the page's own queries as a pgbench script that runs (b3000's reference)
. "$TOP/tests/lib/test.sh"

W='workload=hackbench&metric=real&a=ULE&b=4BSD'
# runs FILE MODE: one transaction of the traced script through pgbench, in that mode
runs() {
	grep -v '^--' "$1" >script.pgbench &&
	defs=$(grep "^-- pgbench -M $2 " "$1" | sed "s/^-- pgbench -M $2//" | tr '\n' ' ') &&
	eval "pgbench -n -M $2 $defs -f script.pgbench -c 1 -t 1 \"\$SCHEDLORE_DB\"" >pgbench.out 2>&1 &&
	grep -q "number of transactions actually processed: 1/1" pgbench.out &&
	! grep -q "error" pgbench.out || { cat pgbench.out; return 1; }
}

expect 'generated posts import' '
	python3 "$TOP/tests/lib/mkmbox.py" --count 200 --seed 3 gen.mbox &&
	schedlore import --quiet --list gen gen.mbox
'
mid=$(sql "SELECT m.message_id FROM messages m JOIN thread_nodes n ON n.message = m.id
	WHERE n.thread = (SELECT thread FROM thread_nodes GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1)
	ORDER BY m.date DESC LIMIT 1")

for page in "/gen/$mid/" "/gen/$mid/T/" "/compare?$W" "/chart/g0-lines.svg?$W" "/compare?$W&page=2"; do
	expect "the queries of $page run in pgbench, prepared and simple" '
		schedlore render --sql page.sql "$page" >/dev/null &&
		test "$(grep -c "^-- pgbench -M prepared" page.sql)" -ge 1 &&
		expect_eq "$(grep -vc "^--" page.sql)" "$(grep -c "^-- pgbench -M prepared" page.sql)" &&
		runs page.sql prepared && runs page.sql simple
	'
done

expect 'a literal holding a colon stays one operand (the post page'"'"'s PGP/MIME test)' '
	schedlore render --sql page.sql "/gen/$mid/" >/dev/null &&
	grep -q "~\* ('"'"'(^|\\\\n)content-type'"'"' || chr(58) || '"'"'\[ \\\\t\]\*multipart/signed'"'"')" page.sql
'

done_testing
