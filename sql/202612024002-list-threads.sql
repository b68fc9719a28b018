-- 202612024002-list-threads.sql: each list's threads summed once, so list pages and home need not aggregate every message

-- The list page showed a list's months and the threads started in one; both
-- grouped every message of the list by thread on each render (2 s at 100,000
-- messages), and the home page counted every message.  list_threads keeps,
-- per list and thread, what those need: when the thread's first message in
-- the list was sent (and its month as the page names it), its last, and how
-- many of its messages the list holds.  thread is threads.id, or -messages.id
-- for a message not threaded yet (it shows as a thread of its own), exactly
-- the grouping of server/thread-sql.h.
--
-- Triggers keep it: whatever changes thread_nodes, message_lists or a
-- message's date recomputes the rows of the threads it touched from the base
-- tables (statement triggers with transition tables, so a batch of 1,000
-- costs one recomputation), under an advisory lock so two writers never
-- recompute the same thread at once; TRUNCATE rebuilds it all.
CREATE TABLE list_threads (
	thread bigint NOT NULL,
	list integer NOT NULL,
	month text NOT NULL,       -- 'YYYY-MM' of first in UTC, or 'undated'
	first timestamptz,
	last timestamptz,
	messages integer NOT NULL,
	PRIMARY KEY (thread, list)
);
CREATE INDEX list_threads_month ON list_threads (list, month) INCLUDE (messages, first, last);

CREATE FUNCTION list_threads_refresh(keys bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(7306202613);
	DELETE FROM list_threads t USING (SELECT DISTINCT unnest(keys) AS thread) k
		WHERE t.thread = k.thread;
	INSERT INTO list_threads (thread, list, month, first, last, messages)
	SELECT g.thread, ml.list, coalesce(to_char(min(m.date) AT TIME ZONE 'UTC', 'YYYY-MM'), 'undated'),
		min(m.date), max(m.date), count(*)
	FROM (SELECT n.message AS id, n.thread FROM thread_nodes n
		JOIN (SELECT DISTINCT unnest(keys) AS thread) k ON k.thread > 0 AND n.thread = k.thread
		WHERE n.message IS NOT NULL
	      UNION ALL
	      SELECT m.id, -m.id FROM messages m
		JOIN (SELECT DISTINCT unnest(keys) AS thread) k ON k.thread < 0 AND m.id = -k.thread
		WHERE NOT EXISTS (SELECT 1 FROM thread_nodes n WHERE n.message = m.id AND n.thread IS NOT NULL)) g
	JOIN messages m ON m.id = g.id
	JOIN message_lists ml ON ml.message = m.id
	GROUP BY g.thread, ml.list
	ON CONFLICT (thread, list) DO UPDATE SET month = excluded.month, first = excluded.first,
		last = excluded.last, messages = excluded.messages;
END
$$;

CREATE FUNCTION list_threads_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(7306202613);
	DELETE FROM list_threads;
	INSERT INTO list_threads (thread, list, month, first, last, messages)
	SELECT coalesce(n.thread, -m.id), ml.list,
		coalesce(to_char(min(m.date) AT TIME ZONE 'UTC', 'YYYY-MM'), 'undated'),
		min(m.date), max(m.date), count(*)
	FROM message_lists ml JOIN messages m ON m.id = ml.message
	LEFT JOIN thread_nodes n ON n.message = m.id
	GROUP BY 1, 2;
END
$$;

-- thread_nodes: the threads a node left and joined, and its message on its own
CREATE FUNCTION list_threads_nodes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	keys bigint[];
BEGIN
	SELECT array_agg(k) INTO keys FROM
		(SELECT thread AS k FROM changed WHERE message IS NOT NULL AND thread IS NOT NULL
		 UNION SELECT -message FROM changed WHERE message IS NOT NULL) x;
	IF keys IS NOT NULL THEN
		PERFORM list_threads_refresh(keys);
	END IF;
	RETURN NULL;
END
$$;

CREATE FUNCTION list_threads_nodes_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	keys bigint[];
BEGIN
	SELECT array_agg(k) INTO keys FROM
		(SELECT thread AS k FROM changed WHERE message IS NOT NULL AND thread IS NOT NULL
		 UNION SELECT -message FROM changed WHERE message IS NOT NULL
		 UNION SELECT thread FROM changed_new WHERE message IS NOT NULL AND thread IS NOT NULL
		 UNION SELECT -message FROM changed_new WHERE message IS NOT NULL) x;
	IF keys IS NOT NULL THEN
		PERFORM list_threads_refresh(keys);
	END IF;
	RETURN NULL;
END
$$;

-- message_lists: the message's thread (or the message on its own) in that list
CREATE FUNCTION list_threads_lists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	keys bigint[];
BEGIN
	SELECT array_agg(k) INTO keys FROM
		(SELECT n.thread AS k FROM changed c JOIN thread_nodes n ON n.message = c.message
		 WHERE n.thread IS NOT NULL
		 UNION SELECT -message FROM changed) x;
	IF keys IS NOT NULL THEN
		PERFORM list_threads_refresh(keys);
	END IF;
	RETURN NULL;
END
$$;

CREATE FUNCTION list_threads_lists_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	keys bigint[];
BEGIN
	SELECT array_agg(k) INTO keys FROM
		(SELECT n.thread AS k FROM (SELECT message FROM changed UNION SELECT message FROM changed_new) c
		 JOIN thread_nodes n ON n.message = c.message WHERE n.thread IS NOT NULL
		 UNION SELECT -message FROM changed UNION SELECT -message FROM changed_new) x;
	IF keys IS NOT NULL THEN
		PERFORM list_threads_refresh(keys);
	END IF;
	RETURN NULL;
END
$$;

-- a message whose date changed (a better source replaced it): its thread
CREATE FUNCTION list_threads_date_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM list_threads_refresh(ARRAY(SELECT thread FROM thread_nodes
		WHERE message = NEW.id AND thread IS NOT NULL UNION SELECT -NEW.id));
	RETURN NULL;
END
$$;

CREATE FUNCTION list_threads_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM list_threads_rebuild();
	RETURN NULL;
END
$$;

CREATE TRIGGER list_threads_ins AFTER INSERT ON thread_nodes REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION list_threads_nodes_changed();
CREATE TRIGGER list_threads_del AFTER DELETE ON thread_nodes REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION list_threads_nodes_changed();
CREATE TRIGGER list_threads_upd AFTER UPDATE ON thread_nodes
	REFERENCING OLD TABLE AS changed NEW TABLE AS changed_new
	FOR EACH STATEMENT EXECUTE FUNCTION list_threads_nodes_updated();
CREATE TRIGGER list_threads_trunc AFTER TRUNCATE ON thread_nodes
	FOR EACH STATEMENT EXECUTE FUNCTION list_threads_truncated();
CREATE TRIGGER list_threads_ins AFTER INSERT ON message_lists REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION list_threads_lists_changed();
CREATE TRIGGER list_threads_del AFTER DELETE ON message_lists REFERENCING OLD TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION list_threads_lists_changed();
CREATE TRIGGER list_threads_upd AFTER UPDATE ON message_lists
	REFERENCING OLD TABLE AS changed NEW TABLE AS changed_new
	FOR EACH STATEMENT EXECUTE FUNCTION list_threads_lists_updated();
CREATE TRIGGER list_threads_trunc AFTER TRUNCATE ON message_lists
	FOR EACH STATEMENT EXECUTE FUNCTION list_threads_truncated();
CREATE TRIGGER list_threads_date AFTER UPDATE OF date ON messages
	FOR EACH ROW WHEN (OLD.date IS DISTINCT FROM NEW.date)
	EXECUTE FUNCTION list_threads_date_changed();

-- pages show it: the page cache hears of its changes as of every table's
CREATE TRIGGER cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON list_threads
	FOR EACH STATEMENT EXECUTE FUNCTION schedlore_cache_notify();

SELECT list_threads_rebuild();
