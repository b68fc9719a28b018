/* thread-sql.h: the queries that group messages into threads, in one place */
#ifndef SCHEDLORE_THREAD_SQL_H
#define SCHEDLORE_THREAD_SQL_H

/*
 * Threads come from the threading tables (sql/2026113012001-threads.sql):
 * thread_nodes holds every Message-ID a stored message is or references,
 * with its thread, its parent and why it sits there.  A message the importer
 * has not threaded yet (still in thread_queue) shows as a thread of its own,
 * so nothing stored is ever missing from a page.
 */
#define SQL_UTC_(col) "to_char(" col " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

/* Threads of all lists with the newest messages: no parameters. */
#define SQL_RECENT_THREADS \
	"SELECT l.name AS list, t.subject, t.message_count AS messages," \
	" " SQL_UTC_("t.last_date") " AS last, x.message_id, x.participants" \
	" FROM (SELECT * FROM threads WHERE message_count > 0" \
	"       ORDER BY last_date DESC NULLS LAST, id DESC LIMIT 20) t" \
	" CROSS JOIN LATERAL (SELECT ml.list," \
	"   (array_agg(m.message_id ORDER BY n.date NULLS LAST, m.message_id))[1] AS message_id," \
	"   count(DISTINCT coalesce(m.from_addr, m.from_name)) AS participants" \
	"   FROM thread_nodes n JOIN messages m ON m.id = n.message" \
	"   JOIN message_lists ml ON ml.message = m.id WHERE n.thread = t.id GROUP BY ml.list) x" \
	" JOIN lists l ON l.id = x.list" \
	" ORDER BY t.last_date DESC NULLS LAST, t.id DESC, l.name"

/* The threads of list $1, each with its first message in the list. */
#define SQL_LIST_THREADS_CTE \
	"WITH g AS (SELECT coalesce(n.thread, -m.id) AS thread, min(m.date) AS first," \
	" max(m.date) AS last, count(*) AS messages," \
	" (array_agg(m.message_id ORDER BY m.date NULLS LAST, m.message_id))[1] AS message_id," \
	" (array_agg(m.subject ORDER BY m.date NULLS LAST, m.message_id))[1] AS first_subject," \
	" array_to_json((array_agg(DISTINCT coalesce(nullif(m.from_name, ''), m.from_addr)))[1:12]) AS participants," \
	" count(DISTINCT coalesce(m.from_addr, m.from_name)) AS nparticipants" \
	" FROM lists l JOIN message_lists ml ON ml.list = l.id JOIN messages m ON m.id = ml.message" \
	" LEFT JOIN thread_nodes n ON n.message = m.id" \
	" WHERE l.name = $1 GROUP BY 1)"

/* Months of list $1: month, threads, messages. */
#define SQL_LIST_MONTHS SQL_LIST_THREADS_CTE \
	" SELECT coalesce(to_char(first AT TIME ZONE 'UTC', 'YYYY-MM'), 'undated') AS month," \
	" count(*) AS threads, sum(messages) AS messages FROM g GROUP BY 1 ORDER BY 1"

/* Threads of list $1 started in month $2 ('YYYY-MM' or 'undated'). */
#define SQL_LIST_MONTH_THREADS SQL_LIST_THREADS_CTE \
	" SELECT g.message_id, coalesce(t.subject, g.first_subject) AS subject, g.messages," \
	" g.participants, g.nparticipants, " SQL_UTC_("g.first") " AS first, " SQL_UTC_("g.last") " AS last" \
	" FROM g LEFT JOIN threads t ON t.id = g.thread" \
	" WHERE coalesce(to_char(g.first AT TIME ZONE 'UTC', 'YYYY-MM'), 'undated') = $2" \
	" ORDER BY g.first NULLS LAST, g.message_id"

/*
 * The nodes of the thread holding message $2 of list $1: its stored messages
 * filed under the list, and the placeholders (Message-IDs referenced but
 * never stored), oldest first, each with its parent's Message-ID, why it
 * sits there (in-reply-to, references, subject, root) and the evidence.
 */
#define SQL_THREAD_MESSAGES \
	"WITH k AS (SELECT n.thread, m.message_id FROM messages m" \
	" JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list" \
	" LEFT JOIN thread_nodes n ON n.message = m.id WHERE l.name = $1 AND m.message_id = $2)" \
	" SELECT n.message_id, m.subject, m.from_name, m.from_addr, m.body, n.message IS NULL AS missing," \
	" " SQL_UTC_("n.date") " AS date, n.parent_message_id AS parent, n.reason, n.evidence" \
	" FROM thread_nodes n LEFT JOIN messages m ON m.id = n.message" \
	" WHERE n.thread = (SELECT thread FROM k)" \
	" AND (n.message IS NULL OR EXISTS (SELECT 1 FROM message_lists ml JOIN lists l ON l.id = ml.list" \
	"      WHERE ml.message = n.message AND l.name = $1))" \
	" UNION ALL" \
	" SELECT m.message_id, m.subject, m.from_name, m.from_addr, m.body, false, " SQL_UTC_("m.date") "," \
	" NULL, 'root', NULL FROM messages m JOIN k ON k.message_id = m.message_id WHERE k.thread IS NULL" \
	" ORDER BY date NULLS FIRST, message_id"

/* The raw bytes of the thread's messages in list $1 for t.mbox.gz. */
#define SQL_THREAD_RAW \
	"SELECT m.raw, coalesce(m.from_addr, 'MAILER-DAEMON') AS from_addr," \
	" to_char(coalesce(m.date, 'epoch') AT TIME ZONE 'UTC', 'Dy Mon DD HH24:MI:SS YYYY') AS from_date" \
	" FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list" \
	" WHERE l.name = $1 AND m.id IN (SELECT n.message FROM thread_nodes n WHERE n.thread =" \
	"  (SELECT n2.thread FROM messages m2 JOIN thread_nodes n2 ON n2.message = m2.id WHERE m2.message_id = $2)" \
	"  UNION ALL SELECT m3.id FROM messages m3 WHERE m3.message_id = $2)" \
	" ORDER BY m.date NULLS LAST, m.message_id"

#endif
