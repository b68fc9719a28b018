#!/bin/sh
# t3910-list-threads.sh: list_threads follows every change to messages, lists and threads; list and home pages as before it
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/threads.sh"

A=lt-a
B=lt-b
render() { schedlore render "$@"; }

# The list page's model as the old SQL (every message grouped) gave it, one line a row:
# months, then each month's threads.
old_list() { # LIST
	psql -X -q -A -t -F '|' -v ON_ERROR_STOP=1 -v l="$1" "$SCHEDLORE_DB" <<'SQL'
CREATE TEMP VIEW g AS SELECT coalesce(n.thread, -m.id) AS thread, min(m.date) AS first,
	max(m.date) AS last, count(*) AS messages,
	(array_agg(m.message_id ORDER BY m.date NULLS LAST, m.message_id))[1] AS message_id,
	(array_agg(m.subject ORDER BY m.date NULLS LAST, m.message_id))[1] AS first_subject,
	array_to_json((array_agg(DISTINCT coalesce(nullif(m.from_name, ''), m.from_addr)))[1:12]) AS participants,
	count(DISTINCT coalesce(m.from_addr, m.from_name)) AS nparticipants
	FROM lists l JOIN message_lists ml ON ml.list = l.id JOIN messages m ON m.id = ml.message
	LEFT JOIN thread_nodes n ON n.message = m.id WHERE l.name = :'l' GROUP BY 1;
SELECT 'month', coalesce(to_char(first AT TIME ZONE 'UTC', 'YYYY-MM'), 'undated') AS month,
	count(*), sum(messages) FROM g GROUP BY 2 ORDER BY 2;
SELECT coalesce(to_char(g.first AT TIME ZONE 'UTC', 'YYYY-MM'), 'undated'), g.message_id,
	coalesce(t.subject, g.first_subject), g.messages, g.nparticipants, g.participants,
	to_char(g.first AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
	to_char(g.last AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
	FROM g LEFT JOIN threads t ON t.id = g.thread
	ORDER BY coalesce(to_char(g.first AT TIME ZONE 'UTC', 'YYYY-MM'), 'undated'), g.first NULLS LAST, g.message_id;
SQL
}

# The same from the JSON API, every month of it.
new_list() { # LIST
	render "/api/$1/" >l.json &&
	python3 - l.json <<'PY' >months && cat months &&
import json, sys
m = json.load(open(sys.argv[1]))
for x in m["months"]:
    print("month|%s|%d|%d" % (x["month"], x["threads"], x["messages"]))
PY
	for mo in $(cut -d'|' -f2 months); do
		render "/api/$1/?month=$mo" >m.json
		python3 - m.json "$mo" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
assert m["month"] == sys.argv[2], m["month"]
for t in m["threads"]:
    print("|".join([sys.argv[2], t["message_id"], t["subject"] or "", str(t["messages"]),
        str(t["participant_count"]), json.dumps(t["participants"], separators=(",", ":"), ensure_ascii=False),
        t["first"] or "", t["last"] or ""]))
PY
	done
}

# The home page's per-list counts as the old SQL gave them.
old_home() {
	sql "SELECT l.name, count(ml.message),
		coalesce(to_char(min(m.date) AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), ''),
		coalesce(to_char(max(m.date) AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), '')
		FROM lists l LEFT JOIN message_lists ml ON ml.list = l.id LEFT JOIN messages m ON m.id = ml.message
		GROUP BY l.name ORDER BY l.name"
}
new_home() {
	render /api/lists | python3 -c '
import json, sys
for l in json.load(sys.stdin)["lists"]:
    print("%s|%d|%s|%s" % (l["name"], l["messages"], l["first"] or "", l["last"] or ""))'
}

# Everything agrees: the summary, both lists' pages, the home counts.
agree() {
	expect_eq "$(list_threads_drift)" 0 &&
	for l in $A $B; do
		if [ -n "$(sql "SELECT 1 FROM lists l JOIN message_lists ml ON ml.list = l.id WHERE l.name = '$l' LIMIT 1")" ]; then
			old_list $l | sed "s/^month|\([^|]*\)|\([0-9]*\)|\([0-9]*\)$/month|\1|\2|\3/" >old.$l &&
			new_list $l >new.$l && diff old.$l new.$l
		fi
	done &&
	old_home >old.home && new_home >new.home && diff old.home new.home
}

expect 'a generated archive imports and the summary equals the messages grouped' '
	python3 "$TOP/tests/lib/mkmbox.py" --count 150 --seed 391 gen.mbox &&
	schedlore import --quiet --list $A gen.mbox &&
	test "$(sql "SELECT count(*) FROM list_threads")" -gt 10 &&
	agree
'

expect 'importing it again changes nothing' '
	sql "SELECT * FROM list_threads ORDER BY 1, 2" >before &&
	schedlore import --quiet --list $A gen.mbox &&
	sql "SELECT * FROM list_threads ORDER BY 1, 2" >after &&
	diff before after
'

cat >reply.mbox <<'MBOX'
From b@x Tue Oct 16 10:00:00 2007
Message-ID: <t3910.b@x>
References: <t3910.root@x>
In-Reply-To: <t3910.root@x>
Date: Tue, 16 Oct 2007 10:00:00 +0000
From: B <b@x>
Subject: Re: a root arriving late

b
MBOX
cat >root.mbox <<'MBOX'
From a@x Mon Sep 30 09:00:00 2007
Message-ID: <t3910.root@x>
Date: Mon, 30 Sep 2007 09:00:00 +0000
From: A <a@x>
Subject: a root arriving late

a

From u@x Undated
Message-ID: <t3910.undated@x>
From: U <u@x>
Subject: no date at all

u
MBOX

expect 'a reply, then its root a month earlier: the thread moves to the root'"'"'s month' '
	schedlore import --quiet --list $A reply.mbox && agree &&
	expect_eq "$(sql "SELECT month FROM list_threads t JOIN thread_nodes n ON n.thread = t.thread WHERE n.message_id = '"'t3910.b@x'"'")" 2007-10 &&
	schedlore import --quiet --list $A root.mbox && agree &&
	expect_eq "$(sql "SELECT month || '"' '"' || messages FROM list_threads t JOIN thread_nodes n ON n.thread = t.thread WHERE n.message_id = '"'t3910.b@x'"'")" "2007-09 2" &&
	render "/api/$A/?month=undated" | grep -q "t3910.undated@x"
'

expect 'a post filed under a second list counts there too' '
	schedlore import --quiet --list $B root.mbox reply.mbox && agree &&
	expect_eq "$(sql "SELECT count(*) FROM list_threads t JOIN lists l ON l.id = t.list WHERE l.name = '"'$B'"'")" 2
'

cat >merge.mbox <<'MBOX'
From m@x Fri Nov  2 10:00:00 2007
Message-ID: <t3910.merge@x>
References: <t3910.root@x> <gen.1.391@gen.schedlore.test>
In-Reply-To: <gen.1.391@gen.schedlore.test>
Date: Fri, 2 Nov 2007 10:00:00 +0000
From: M <m@x>
Subject: Re: two threads at once

m
MBOX

expect 'a message that joins two threads merges them in the summary' '
	threads=$(sql "SELECT count(*) FROM list_threads") &&
	schedlore import --quiet --list $A merge.mbox && agree
'

expect 'a changed date moves its thread'"'"'s first, last and month' '
	sql "UPDATE messages SET date = '"'2006-01-15 12:00:00+00'"' WHERE message_id = '"'t3910.root@x'"'" && agree &&
	expect_eq "$(sql "SELECT DISTINCT month FROM list_threads t JOIN thread_nodes n ON n.thread = t.thread WHERE n.message_id = '"'t3910.b@x'"'")" 2006-01
'

expect 'threading everything again (TRUNCATE) rebuilds it' '
	schedlore thread --all --quiet && agree
'

expect 'a message deleted, a list membership dropped: the counts follow' '
	sql "DELETE FROM messages WHERE message_id = '"'t3910.merge@x'"'" && agree &&
	sql "DELETE FROM message_lists WHERE list = (SELECT id FROM lists WHERE name = '"'$B'"')" && agree &&
	expect_eq "$(sql "SELECT count(*) FROM list_threads t JOIN lists l ON l.id = t.list WHERE l.name = '"'$B'"'")" 0 &&
	{ render --status /$B/ >/dev/null 2>status || true; } && expect_eq "$(tail -n 1 status)" 404
'

expect 'the list page reads the messages of the month it shows, never all of them' '
	scans() { sql "SELECT seq_scan || '"' '"' || (seq_tup_read + coalesce(idx_tup_fetch, 0)) FROM pg_stat_user_tables WHERE relname = '"'messages'"'"; } &&
	mo=$(sql "SELECT month FROM list_threads t JOIN lists l ON l.id = t.list WHERE l.name = '"'$A'"' GROUP BY month ORDER BY sum(messages) LIMIT 1") &&
	n=$(sql "SELECT sum(messages) FROM list_threads t JOIN lists l ON l.id = t.list WHERE l.name = '"'$A'"' AND month = '"'"'$mo'"'"'") &&
	total=$(sql "SELECT count(*) FROM messages") &&
	before=$(scans) && render "/$A/?month=$mo" >page.html && sleep 1 && after=$(scans) &&
	echo "month $mo: $n messages of $total; messages scans and rows before $before, after $after" &&
	expect_eq "${after%% *}" "${before%% *}" &&
	test $(( ${after#* } - ${before#* } )) -le $(( 2 * n + 10 )) && test "$n" -lt $(( total / 4 ))
'

done_testing
