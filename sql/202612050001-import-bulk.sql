-- 202612050001-import-bulk.sql: the raw message compressed once with lz4; the quarantine of rejected chunks

-- pglz was the largest single cost of storing a message (a profile of an
-- import put it first among the server's functions): lz4 compresses and
-- reads back several times faster for a slightly larger result.  Rows
-- already stored keep their pglz form; PostgreSQL reads both.
ALTER TABLE messages ALTER COLUMN raw SET COMPRESSION lz4,
	ALTER COLUMN body SET COMPRESSION lz4,
	ALTER COLUMN headers SET COMPRESSION lz4,
	ALTER COLUMN fts SET COMPRESSION lz4;
ALTER TABLE message_conflicts ALTER COLUMN raw SET COMPRESSION lz4;

-- Every chunk an import rejected, with its bytes, so nothing read is lost:
-- the part of an mbox GMime could not parse (to the next From_ line), a
-- message refused whole, a file that is not mail.  The natural key is the
-- place and the bytes, so importing the same file again adds nothing.
-- 'schedlore quarantine retry ID' imports the bytes again (or a fixed copy
-- of them) and marks the row imported.
CREATE TABLE quarantine (
	id bigserial PRIMARY KEY,
	import bigint REFERENCES imports ON DELETE SET NULL,   -- the run that first rejected it
	path text NOT NULL,
	byte_offset bigint NOT NULL,
	byte_length bigint NOT NULL,
	format text NOT NULL,          -- mbox, mbox.gz, maildir, message, html, text-*, report, file
	list text,                     -- the run's --list, used again by retry
	message_id text,
	reason text NOT NULL,
	raw bytea NOT NULL,
	raw_sha256 text NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now(),
	status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'imported')),
	retried_at timestamptz,
	retry_import bigint REFERENCES imports ON DELETE SET NULL,
	UNIQUE (path, byte_offset, raw_sha256)
);
ALTER TABLE quarantine ALTER COLUMN raw SET COMPRESSION lz4;
CREATE INDEX quarantine_import ON quarantine (import);
CREATE INDEX quarantine_held ON quarantine (id) WHERE status = 'held';

CREATE TRIGGER cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quarantine
	FOR EACH STATEMENT EXECUTE FUNCTION schedlore_cache_notify();
