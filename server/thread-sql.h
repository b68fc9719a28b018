/* thread-sql.h: the queries that group messages into threads, in one place */
#ifndef SCHEDLORE_THREAD_SQL_H
#define SCHEDLORE_THREAD_SQL_H

/*
 * Until the threading tables land (branch threads), a thread is approximated
 * by its first reference: coalesce(refs[1], in_reply_to, message_id).  Every
 * page that groups or walks threads takes its SQL from here, so switching to
 * the real tables is a change to this file alone.
 */
#define SQL_THREAD_KEY "coalesce(m.refs[1], m.in_reply_to, m.message_id)"

#define SQL_LIST_MESSAGES(cond) \
	"SELECT l.name AS list, " SQL_THREAD_KEY " AS key, m.id, m.message_id, m.subject," \
	" m.from_name, m.from_addr, m.date, m.in_reply_to, m.refs, m.body" \
	" FROM messages m JOIN message_lists ml ON ml.message = m.id" \
	" JOIN lists l ON l.id = ml.list WHERE " cond

/* Threads of all lists, newest activity first: no parameters. */
#define SQL_RECENT_THREADS \
	"WITH t AS (" SQL_LIST_MESSAGES("true") ")" \
	" SELECT list, (array_agg(message_id ORDER BY date NULLS LAST, message_id))[1] AS message_id," \
	" (array_agg(subject ORDER BY date NULLS LAST, message_id))[1] AS subject," \
	" count(*) AS messages, count(DISTINCT coalesce(from_addr, from_name)) AS participants," \
	" to_char(max(date) AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') AS last" \
	" FROM t GROUP BY list, key ORDER BY max(date) DESC NULLS LAST LIMIT 20"

/* The threads of list $1, grouped, each with its first message. */
#define SQL_LIST_THREADS_CTE \
	"WITH t AS (" SQL_LIST_MESSAGES("l.name = $1") ")," \
	" g AS (SELECT key, min(date) AS first, max(date) AS last, count(*) AS messages," \
	" (array_agg(message_id ORDER BY date NULLS LAST, message_id))[1] AS message_id," \
	" (array_agg(subject ORDER BY date NULLS LAST, message_id))[1] AS subject," \
	" array_to_json((array_agg(DISTINCT coalesce(nullif(from_name, ''), from_addr)))[1:12]) AS participants," \
	" count(DISTINCT coalesce(from_addr, from_name)) AS nparticipants" \
	" FROM t GROUP BY key)"

/* Months of list $1: month, threads, messages. */
#define SQL_LIST_MONTHS SQL_LIST_THREADS_CTE \
	" SELECT coalesce(to_char(first AT TIME ZONE 'UTC', 'YYYY-MM'), 'undated') AS month," \
	" count(*) AS threads, sum(messages) AS messages FROM g GROUP BY 1 ORDER BY 1"

/* Threads of list $1 started in month $2 ('YYYY-MM' or 'undated'). */
#define SQL_LIST_MONTH_THREADS SQL_LIST_THREADS_CTE \
	" SELECT message_id, subject, messages, participants, nparticipants," \
	" to_char(first AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') AS first," \
	" to_char(last AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') AS last" \
	" FROM g WHERE coalesce(to_char(first AT TIME ZONE 'UTC', 'YYYY-MM'), 'undated') = $2" \
	" ORDER BY first NULLS LAST, message_id"

/*
 * The messages of the thread holding message $2 of list $1, oldest first,
 * each with its parent (a Message-ID in the thread, or NULL), why it sits
 * there (in-reply-to, references, subject, root) and the header that said so.
 */
#define SQL_THREAD_MESSAGES \
	"WITH k AS (SELECT " SQL_THREAD_KEY " AS key FROM messages m" \
	" JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list" \
	" WHERE l.name = $1 AND m.message_id = $2)," \
	" t AS (" SQL_LIST_MESSAGES("l.name = $1 AND " SQL_THREAD_KEY " = (SELECT key FROM k)") ")," \
	" p AS (SELECT t.*, (SELECT r FROM unnest(t.refs) WITH ORDINALITY u(r, o)" \
	" WHERE r IN (SELECT message_id FROM t) AND r <> t.message_id ORDER BY o DESC LIMIT 1) AS ref_parent FROM t)" \
	" SELECT message_id, subject, from_name, from_addr, body," \
	" to_char(date AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') AS date," \
	" CASE WHEN in_reply_to IN (SELECT message_id FROM t) AND in_reply_to <> message_id THEN in_reply_to" \
	" ELSE ref_parent END AS parent," \
	" CASE WHEN in_reply_to IN (SELECT message_id FROM t) AND in_reply_to <> message_id THEN 'in-reply-to'" \
	" WHEN ref_parent IS NOT NULL THEN 'references' ELSE 'root' END AS reason," \
	" CASE WHEN in_reply_to IN (SELECT message_id FROM t) AND in_reply_to <> message_id THEN 'In-Reply-To: <' || in_reply_to || '>'" \
	" WHEN ref_parent IS NOT NULL THEN 'References: <' || ref_parent || '>' END AS evidence" \
	" FROM p ORDER BY date NULLS LAST, message_id"

/* The raw bytes of the thread's messages for t.mbox.gz: $1 list, $2 message. */
#define SQL_THREAD_RAW \
	"WITH k AS (SELECT " SQL_THREAD_KEY " AS key FROM messages m" \
	" JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list" \
	" WHERE l.name = $1 AND m.message_id = $2)" \
	" SELECT m.raw, coalesce(m.from_addr, 'MAILER-DAEMON') AS from_addr," \
	" to_char(coalesce(m.date, 'epoch') AT TIME ZONE 'UTC', 'Dy Mon DD HH24:MI:SS YYYY') AS from_date" \
	" FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list" \
	" WHERE l.name = $1 AND " SQL_THREAD_KEY " = (SELECT key FROM k) ORDER BY m.date NULLS LAST, m.message_id"

#endif
