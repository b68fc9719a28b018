-- 2026113011001-readers.sql: damaged and partial sources, PGP status, attachments

-- How complete the best source of a message was: 3 a whole message (mbox,
-- Maildir), 2 a web-archive page, 1 damaged text.  A better source imported
-- later replaces the stored fields; a worse one only adds a source row.
ALTER TABLE messages ADD COLUMN quality smallint NOT NULL DEFAULT 3
	CHECK (quality BETWEEN 1 AND 3);
-- The fields were recovered from damaged text (flattened, page text, no headers).
ALTER TABLE messages ADD COLUMN recovered boolean NOT NULL DEFAULT false;
ALTER TABLE messages ADD COLUMN pgp_status text NOT NULL DEFAULT 'unsigned'
	CHECK (pgp_status IN ('unsigned', 'signed', 'good', 'bad', 'unknown-key', 'unverifiable'));

-- Parts that are not the message's text.  Text attachments (benchmark logs)
-- are also appended to messages.body; the others are kept by name, type,
-- size and hash only.
CREATE TABLE attachments (
	message bigint NOT NULL REFERENCES messages ON DELETE CASCADE,
	ord integer NOT NULL,
	filename text,
	content_type text NOT NULL,
	size bigint NOT NULL,
	sha256 text NOT NULL,
	is_text boolean NOT NULL,
	PRIMARY KEY (message, ord)
);
