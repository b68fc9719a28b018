-- 2026113012002-threads-rethread.sql: a message whose threading headers change is threaded again
--
-- A better source (a whole message after its damaged text) replaces the
-- stored fields.  Threads only grow by union, so a message whose References,
-- In-Reply-To, subject or date changed has its whole thread threaded again:
-- the next threading batch deletes the thread and queues its messages.  This
-- happens once per import run per such thread, never per message.
CREATE TABLE thread_rethread (
	message bigint PRIMARY KEY REFERENCES messages ON DELETE CASCADE
);

CREATE FUNCTION thread_rethread_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO thread_rethread (message) VALUES (NEW.id) ON CONFLICT DO NOTHING;
	INSERT INTO thread_queue (message) VALUES (NEW.id) ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;

CREATE TRIGGER messages_thread_rethread AFTER UPDATE OF in_reply_to, refs, subject, date
	ON messages FOR EACH ROW
	WHEN (OLD.in_reply_to IS DISTINCT FROM NEW.in_reply_to OR OLD.refs IS DISTINCT FROM NEW.refs
	      OR OLD.subject IS DISTINCT FROM NEW.subject OR OLD.date IS DISTINCT FROM NEW.date)
	EXECUTE FUNCTION thread_rethread_add();
