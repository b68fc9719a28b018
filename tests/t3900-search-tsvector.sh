#!/bin/sh
# t3900-search-tsvector.sh: search over the stored tsvector: same hits, order and highlights as the expression; new and re-imported mail
. "$TOP/tests/lib/test.sh"

L=web-test
render() { schedlore render "$@"; }

# The search as it was before messages.fts: the expression recomputed per row.
# Prints one line per hit: list, Message-ID, snippet (matches in [[ ]]).
old_search() { # WORDS
	psql -X -q -A -t -F '|' -v ON_ERROR_STOP=1 -v q="$1" "$SCHEDLORE_DB" <<'SQL'
SELECT l.name, m.message_id, ts_headline('english', translate(m.body, E'\x02\x03', ''),
	websearch_to_tsquery('english', :'q'),
	'StartSel="[[", StopSel="]]", MaxWords=40, MinWords=15, MaxFragments=2')
FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list
WHERE (setweight(to_tsvector('english', coalesce(m.subject, '')), 'A') ||
	setweight(to_tsvector('english', m.body), 'B')) @@ websearch_to_tsquery('english', :'q')
ORDER BY ts_rank((setweight(to_tsvector('english', coalesce(m.subject, '')), 'A') ||
	setweight(to_tsvector('english', m.body), 'B')), websearch_to_tsquery('english', :'q')) DESC,
	m.date DESC NULLS LAST, m.message_id, l.name
SQL
}

# The same lines from the JSON API, every page of it.
new_search() { # WORDS
	page=1
	while :; do
		render "/api/search?q=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$1")&page=$page" >p.json
		python3 - p.json <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
for r in m["results"]:
    s = "".join(("[[" + g["text"] + "]]") if g.get("match") else g["text"] for g in r["snippet"])
    print("%s|%s|%s" % (r["list"], r["message_id"], s))
PY
		[ "$(python3 -c 'import json, sys; m = json.load(open("p.json")); print(int(m["page"] * m["per_page"] < m["total"]))')" = 1 ] || break
		page=$((page + 1))
	done
}

expect 'a generated archive and the hostile fixture import' '
	schedlore import --quiet "$TOP/tests/fixtures/web-hostile.mbox" &&
	python3 "$TOP/tests/lib/mkmbox.py" --count 120 --seed 39 gen.mbox &&
	schedlore import --quiet gen.mbox &&
	test "$(sql "SELECT count(*) FROM messages")" -gt 100
'

expect 'every message has its tsvector stored, equal to the expression' '
	expect_eq "$(sql "SELECT count(*) FROM messages WHERE fts IS DISTINCT FROM
		(setweight(to_tsvector('"'english'"', coalesce(subject, '"''"')), '"'A'"') ||
		 setweight(to_tsvector('"'english'"', body), '"'B'"'))")" 0 &&
	expect_eq "$(sql "SELECT count(*) FROM messages WHERE fts IS NULL")" 0
'

expect 'the stored tsvector is indexed and the search uses the index' '
	sql "SELECT indexdef FROM pg_indexes WHERE tablename = '"'messages'"'" >idx &&
	grep -q "USING gin (fts)" idx &&
	psql -X -q -A -t "$SCHEDLORE_DB" -c "SET enable_seqscan = off" \
		-c "EXPLAIN SELECT id FROM messages WHERE fts @@ websearch_to_tsquery('"'english'"', '"'ULE'"')" >plan &&
	grep -q "messages_fts_stored" plan
'

for q in ULE faster "ULE -4BSD" "\"buildworld\" OR hackbench" "4BSD" "nosuchwordanywhere"; do
	expect "search '$q': the same hits in the same order with the same highlights as the expression" '
		old_search "$q" >old && new_search "$q" >new &&
		if [ "$q" != nosuchwordanywhere ]; then test -s old; fi &&
		diff old new
	'
done

cat >new.mbox <<'MBOX'
From a@example.org Mon Jan  5 10:00:00 2009
Message-ID: <t3900.new@example.org>
Date: Mon, 5 Jan 2009 10:00:00 +0000
From: A Tester <a@example.org>
Subject: quuxbenchmark results
List-Id: <web-test.example.org>

The zyxwvut workload ran 3% faster under ULE.
MBOX

expect 'a newly imported message is found by its subject and its body' '
	schedlore import --quiet --list $L new.mbox &&
	render "/api/search?q=zyxwvut" >a.json && grep -q "\"total\": *1" a.json &&
	grep -q "t3900.new@example.org" a.json &&
	render "/api/search?q=quuxbenchmark" >b.json && grep -q "\"total\": *1" b.json &&
	render "/search?q=zyxwvut" >c.html && grep -q "<mark>zyxwvut</mark>" c.html
'

expect 'importing it again stores nothing and it is still found once' '
	before=$(sql "SELECT count(*) FROM messages") &&
	schedlore import --quiet --list $L new.mbox &&
	expect_eq "$(sql "SELECT count(*) FROM messages")" "$before" &&
	render "/api/search?q=zyxwvut" >a.json && grep -q "\"total\": *1" a.json
'

expect 'a changed subject or body changes what finds the message' '
	sql "UPDATE messages SET subject = '"'renamed plughbench'"', body = body || '"' xyzzyword'"'
		WHERE message_id = '"'t3900.new@example.org'"'" &&
	render "/api/search?q=plughbench" >a.json && grep -q "\"total\": *1" a.json &&
	render "/api/search?q=xyzzyword" >b.json && grep -q "\"total\": *1" b.json &&
	render "/api/search?q=quuxbenchmark" >c.json && grep -q "\"total\": *0" c.json
'

done_testing
