-- 2026113012001-threads.sql: threads, thread nodes (messages and placeholders), the threading queue
--
-- docs/threading.md is the design.  In short: every Message-ID that a stored
-- message is or references is a node; a node without a stored message is a
-- placeholder (JWZ's empty container), so a parent that arrives later slots
-- in by Message-ID.  A thread is a connected component of the nodes, kept by
-- union-find with union by size: merging two threads rewrites the smaller.

CREATE TABLE threads (
	id bigserial PRIMARY KEY,
	root_message_id text,         -- Message-ID of the root node (may be a placeholder)
	root_message bigint REFERENCES messages ON DELETE SET NULL,   -- NULL: root not stored
	subject text,                 -- of the root, or of the earliest stored message
	first_date timestamptz,
	last_date timestamptz,
	message_count integer NOT NULL DEFAULT 0,   -- stored messages
	node_count integer NOT NULL DEFAULT 0       -- stored messages and placeholders
);

-- One row per Message-ID: a stored message (message set) or a placeholder.
-- A narrow table of its own so that merging threads rewrites small rows,
-- never the wide rows of messages.
CREATE TABLE thread_nodes (
	message_id text PRIMARY KEY,
	message bigint UNIQUE REFERENCES messages ON DELETE CASCADE,   -- NULL: placeholder
	thread bigint,                -- threads.id; set by the end of every threading batch
	parent_message_id text,       -- the parent node's Message-ID, or NULL for a root
	reason text NOT NULL DEFAULT 'root'
		CHECK (reason IN ('in-reply-to', 'references', 'subject', 'root')),
	evidence text,                -- the header value that decided the parent
	date timestamptz,             -- the message's date (NULL for placeholders)
	base_subject text,            -- subject without Re:/Fwd:/[list] prefixes, lower case
	reply_form boolean NOT NULL DEFAULT false,   -- the subject had a Re: prefix
	has_refs boolean NOT NULL DEFAULT false,     -- References or In-Reply-To named a parent
	ph_key text                   -- placeholders: date and Message-ID of the message whose
	                              -- References decided the parent (the smallest wins)
);
CREATE INDEX thread_nodes_thread ON thread_nodes (thread);
CREATE INDEX thread_nodes_parent ON thread_nodes (parent_message_id);
-- The root of a thread: its parentless node, stored messages first, earliest first.
CREATE INDEX thread_nodes_roots ON thread_nodes (thread, (message IS NULL), date, message_id)
	WHERE parent_message_id IS NULL;
-- The earliest stored message of a thread (subject, and the root of a References loop).
CREATE INDEX thread_nodes_first ON thread_nodes (thread, date, message_id)
	WHERE message IS NOT NULL;
-- Subject fallback: reference-less messages by base subject and date.
CREATE INDEX thread_nodes_subject ON thread_nodes (base_subject, date)
	WHERE message IS NOT NULL AND NOT has_refs;

-- Messages stored but not threaded yet.  Filled in the transaction that
-- stores them, emptied in the transaction that threads them: a killed
-- import leaves exactly the unthreaded messages here.
CREATE TABLE thread_queue (
	message bigint PRIMARY KEY REFERENCES messages ON DELETE CASCADE
);

CREATE FUNCTION thread_queue_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO thread_queue (message) SELECT id FROM new_messages ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;

CREATE TRIGGER messages_thread_queue AFTER INSERT ON messages
	REFERENCING NEW TABLE AS new_messages
	FOR EACH STATEMENT EXECUTE FUNCTION thread_queue_add();

INSERT INTO thread_queue (message) SELECT id FROM messages;

-- Per message: its thread, the thread's root, its parent and why.
CREATE VIEW message_threads AS
	SELECT m.id AS message, m.message_id, n.thread, t.root_message_id, t.root_message,
	       n.parent_message_id, p.message AS parent, n.reason AS thread_reason,
	       n.evidence AS thread_evidence
	FROM messages m
	JOIN thread_nodes n ON n.message = m.id
	JOIN threads t ON t.id = n.thread
	LEFT JOIN thread_nodes p ON p.message_id = n.parent_message_id;

-- A thread belongs to the lists of its messages.
CREATE VIEW thread_lists AS
	SELECT DISTINCT n.thread, ml.list
	FROM thread_nodes n JOIN message_lists ml ON ml.message = n.message;
