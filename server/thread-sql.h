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

/* A list's months and its threads of a month: server/page-list.c (over list_threads). */

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
