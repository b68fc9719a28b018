# threads.sh: helpers for the threading tests: mbox entries, the mapping to compare, a consistency check

# thread_msg ID DATE SUBJECT IN-REPLY-TO REFERENCES [LIST-ID]: one mbox entry
# ('' leaves the Message-ID, In-Reply-To, References or List-Id header out)
thread_msg() {
	echo "From a@example.org Mon Jan  1 00:00:00 2007"
	[ -z "$1" ] || echo "Message-ID: <$1>"
	echo "Date: $2"
	echo "From: A <a@example.org>"
	echo "Subject: $3"
	[ -z "$4" ] || echo "In-Reply-To: <$4>"
	[ -z "$5" ] || echo "References: $5"
	[ -z "${6:-}" ] || echo "List-Id: <$6>"
	echo
	echo "body of $1"
	echo
}

# thread_map: one line per stored message: Message-ID, root, parent, reason, evidence
thread_map() {
	sql "SELECT message_id, root_message_id, coalesce(parent_message_id, '-'), thread_reason,
	            coalesce(thread_evidence, '-')
	     FROM message_threads ORDER BY message_id COLLATE \"C\""
}

# thread_problems: prints one line per inconsistency (nothing when the state is whole)
thread_problems() {
	sql "SELECT 'thread ' || t.id || ' counts differ' FROM threads t
	     LEFT JOIN (SELECT thread, count(*) nc, count(message) mc, min(date) fd, max(date) ld
	                FROM thread_nodes GROUP BY thread) c ON c.thread = t.id
	     WHERE c.nc IS DISTINCT FROM t.node_count OR c.mc IS DISTINCT FROM t.message_count
	        OR c.fd IS DISTINCT FROM t.first_date OR c.ld IS DISTINCT FROM t.last_date
	     UNION ALL SELECT 'node ' || n.message_id || ' has no thread' FROM thread_nodes n
	     LEFT JOIN threads t ON t.id = n.thread WHERE t.id IS NULL
	     UNION ALL SELECT 'message ' || m.message_id || ' not threaded' FROM messages m
	     LEFT JOIN thread_nodes n ON n.message = m.id WHERE n.message IS NULL
	     UNION ALL SELECT 'queue not empty' FROM thread_queue HAVING count(*) > 0
	     UNION ALL SELECT 'thread ' || id || ' has no root' FROM threads WHERE root_message_id IS NULL"
}

# thread_reset: forget every message (the database as after migration)
thread_reset() {
	sql "SET client_min_messages = warning; TRUNCATE messages, imports, lists, threads, thread_nodes CASCADE" >/dev/null
}

# list_threads_drift: rows of list_threads and of a recount from the base tables
# that differ (0: none), so a test can compare the trigger-kept table with the truth
list_threads_drift() {
	sql "WITH full_ AS (SELECT coalesce(n.thread, -m.id) AS thread, ml.list,
		coalesce(to_char(min(m.date) AT TIME ZONE 'UTC', 'YYYY-MM'), 'undated') AS month,
		min(m.date) AS first, max(m.date) AS last, count(*)::int AS messages
		FROM message_lists ml JOIN messages m ON m.id = ml.message
		LEFT JOIN thread_nodes n ON n.message = m.id GROUP BY 1, 2)
	SELECT count(*) FROM ((SELECT * FROM full_ EXCEPT SELECT thread, list, month, first, last, messages FROM list_threads)
		UNION ALL (SELECT thread, list, month, first, last, messages FROM list_threads EXCEPT SELECT * FROM full_)) d"
}
