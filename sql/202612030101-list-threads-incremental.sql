-- 202612030101-list-threads-incremental.sql: list_threads gains what a statement added instead of recounting whole threads

-- 202612024002 recomputed every thread a statement touched from the base
-- tables.  An import adds its batch of 1,000 to threads that already hold the
-- rest: in an archive whose References chain every message into one thread,
-- each batch recounted the whole thread (a 20,000-message import spent 1.2 s
-- there, growing with the square of the thread: bench/b1200).  Adding a
-- message to a thread (or a list to a message) only raises the count and
-- widens first/last, so those are now added; a thread that loses a message
-- (a merge's loser, a node moved or deleted) is still recomputed, since its
-- first and last may have left with it.  Keys as before: threads.id, or
-- -messages.id for a message without a threaded node, which holds that
-- message alone.

-- Message msgs[i] joins key keys[i], in list lists[i] (NULL: every list it is
-- in); the caller guarantees it was not counted there before.
CREATE FUNCTION list_threads_add(keys bigint[], msgs bigint[], lists integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(7306202613);
	INSERT INTO list_threads AS t (thread, list, month, first, last, messages)
	SELECT a.k, ml.list, coalesce(to_char(min(m.date) AT TIME ZONE 'UTC', 'YYYY-MM'), 'undated'),
		min(m.date), max(m.date), count(*)
	FROM unnest(keys, msgs, lists) a(k, id, list)
	JOIN messages m ON m.id = a.id
	JOIN message_lists ml ON ml.message = a.id AND (a.list IS NULL OR ml.list = a.list)
	GROUP BY a.k, ml.list
	ON CONFLICT (thread, list) DO UPDATE SET
		first = least(t.first, excluded.first), last = greatest(t.last, excluded.last),
		messages = t.messages + excluded.messages,
		month = coalesce(to_char(least(t.first, excluded.first) AT TIME ZONE 'UTC', 'YYYY-MM'), 'undated');
END
$$;

-- Messages whose key went from old_keys[i] to new_keys[i]: the keys they left
-- are recomputed (a message's own negative key just goes), then each joins
-- its new key unless that key was among the recomputed ones.
CREATE FUNCTION list_threads_move(msgs bigint[], old_keys bigint[], new_keys bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	lost bigint[];
	add_keys bigint[];
	add_msgs bigint[];
BEGIN
	PERFORM pg_advisory_xact_lock(7306202613);
	SELECT array_agg(DISTINCT o) INTO lost FROM unnest(old_keys) o WHERE o > 0;
	DELETE FROM list_threads t USING unnest(old_keys) o WHERE o < 0 AND t.thread = o;
	IF lost IS NOT NULL THEN
		PERFORM list_threads_refresh(lost);
	END IF;
	SELECT array_agg(n ORDER BY id), array_agg(id ORDER BY id) INTO add_keys, add_msgs
		FROM unnest(msgs, new_keys) a(id, n) WHERE lost IS NULL OR NOT n = ANY (lost);
	IF add_keys IS NOT NULL THEN
		PERFORM list_threads_add(add_keys, add_msgs, array_fill(NULL::integer, ARRAY[cardinality(add_keys)]));
	END IF;
END
$$;

-- thread_nodes inserted or updated: each message named before or after, with
-- its key before the statement (its old node's thread, else its own) and now
-- (read from the table, whatever else the statement did); only those whose
-- key changed move.
CREATE FUNCTION list_threads_nodes_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	msgs bigint[];
	olds bigint[];
	news bigint[];
BEGIN
	SELECT array_agg(c.message), array_agg(-c.message), array_agg(c.thread)
		INTO msgs, olds, news
		FROM changed c WHERE c.message IS NOT NULL AND c.thread IS NOT NULL;
	IF msgs IS NOT NULL THEN
		PERFORM list_threads_move(msgs, olds, news);
	END IF;
	RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION list_threads_nodes_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	msgs bigint[];
	olds bigint[];
	news bigint[];
BEGIN
	SELECT array_agg(x.id), array_agg(x.ok), array_agg(x.nk) INTO msgs, olds, news FROM (
		SELECT m.id,
			coalesce((SELECT o.thread FROM changed o WHERE o.message = m.id AND o.thread IS NOT NULL LIMIT 1), -m.id) AS ok,
			coalesce((SELECT n.thread FROM thread_nodes n WHERE n.message = m.id AND n.thread IS NOT NULL), -m.id) AS nk
		FROM (SELECT message AS id FROM changed WHERE message IS NOT NULL
		      UNION SELECT message FROM changed_new WHERE message IS NOT NULL) m) x
	WHERE x.ok <> x.nk;
	IF msgs IS NOT NULL THEN
		PERFORM list_threads_move(msgs, olds, news);
	END IF;
	RETURN NULL;
END
$$;

-- message_lists inserted: each new (message, list) pair joins the message's key
CREATE FUNCTION list_threads_lists_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	keys bigint[];
	msgs bigint[];
	lsts integer[];
BEGIN
	SELECT array_agg(coalesce(n.thread, -c.message)), array_agg(c.message), array_agg(c.list)
		INTO keys, msgs, lsts
		FROM changed c LEFT JOIN thread_nodes n ON n.message = c.message AND n.thread IS NOT NULL;
	IF keys IS NOT NULL THEN
		PERFORM list_threads_add(keys, msgs, lsts);
	END IF;
	RETURN NULL;
END
$$;

DROP TRIGGER list_threads_ins ON thread_nodes;
CREATE TRIGGER list_threads_ins AFTER INSERT ON thread_nodes REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION list_threads_nodes_inserted();
DROP TRIGGER list_threads_ins ON message_lists;
CREATE TRIGGER list_threads_ins AFTER INSERT ON message_lists REFERENCING NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION list_threads_lists_inserted();
