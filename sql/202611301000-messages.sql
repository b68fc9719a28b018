-- 202611301000-messages.sql: lists, messages, their sources, import runs

CREATE TABLE lists (
	id serial PRIMARY KEY,
	name text NOT NULL UNIQUE CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9._-]*$')
);

-- One row per message, whatever number of files and lists it came from.
-- message_id is the Message-ID without angle brackets, or for a message with
-- none a content id 'SHA256PREFIX@schedlore.invalid' (content_id is true).
CREATE TABLE messages (
	id bigserial PRIMARY KEY,
	message_id text NOT NULL UNIQUE,
	content_id boolean NOT NULL DEFAULT false,
	subject text,
	from_name text,
	from_addr text,
	date timestamptz,            -- UTC
	date_offset integer,         -- the sender's zone, minutes east of UTC
	date_text text,              -- the Date header as written
	in_reply_to text,
	refs text[] NOT NULL DEFAULT '{}',
	headers jsonb NOT NULL DEFAULT '[]',   -- [[name, decoded value], ...] in order
	body text NOT NULL DEFAULT '',         -- decoded text, UTF-8
	raw bytea NOT NULL,                    -- the message bytes as first stored
	raw_sha256 text NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_date ON messages (date);

CREATE TABLE message_lists (
	message bigint NOT NULL REFERENCES messages ON DELETE CASCADE,
	list integer NOT NULL REFERENCES lists,
	PRIMARY KEY (message, list)
);
CREATE INDEX message_lists_list ON message_lists (list, message);

CREATE TABLE imports (
	id bigserial PRIMARY KEY,
	started_at timestamptz NOT NULL DEFAULT now(),
	finished_at timestamptz,
	list text,
	paths text[] NOT NULL,
	new integer NOT NULL DEFAULT 0,
	duplicate integer NOT NULL DEFAULT 0,
	rejected integer NOT NULL DEFAULT 0,
	bytes bigint NOT NULL DEFAULT 0,
	status text NOT NULL DEFAULT 'running'
		CHECK (status IN ('running', 'done', 'partial', 'failed'))
);

-- Every file (or page) a message was read from.  The natural key is the
-- path, the offset and the bytes found there, so importing a file again adds
-- nothing while a changed file adds what changed.
CREATE TABLE sources (
	id bigserial PRIMARY KEY,
	message bigint NOT NULL REFERENCES messages ON DELETE CASCADE,
	path text NOT NULL,
	format text NOT NULL,          -- mboxo, mboxrd, ...
	byte_offset bigint NOT NULL,   -- of the message's first byte (its From_ line)
	byte_length bigint NOT NULL,
	raw_sha256 text NOT NULL,
	lost text[] NOT NULL DEFAULT '{}',   -- what this source did not carry
	import bigint REFERENCES imports ON DELETE SET NULL,
	imported_at timestamptz NOT NULL DEFAULT now(),
	UNIQUE (path, byte_offset, raw_sha256)
);
CREATE INDEX sources_message ON sources (message);

CREATE TABLE import_errors (
	id bigserial PRIMARY KEY,
	import bigint NOT NULL REFERENCES imports ON DELETE CASCADE,
	path text NOT NULL,
	byte_offset bigint,
	message_id text,
	reason text NOT NULL
);

-- The same Message-ID arrived with other bytes: the first stays, this records
-- the other so nothing is lost silently.
CREATE TABLE message_conflicts (
	id bigserial PRIMARY KEY,
	message bigint NOT NULL REFERENCES messages ON DELETE CASCADE,
	raw_sha256 text NOT NULL,
	raw bytea NOT NULL,
	path text NOT NULL,
	byte_offset bigint NOT NULL,
	import bigint REFERENCES imports ON DELETE SET NULL,
	UNIQUE (message, raw_sha256)
);
