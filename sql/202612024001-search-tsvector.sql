-- 202612024001-search-tsvector.sql: the search's tsvector stored with each message

-- The index of 2026113014001-web.sql is on an expression, so every match was
-- rechecked and ranked by recomputing to_tsvector of its body (0.25 ms a row:
-- seconds for a common word over 100,000 messages).  A generated column is
-- computed once, when a message is stored or its subject or body changes, by
-- PostgreSQL itself: every writer (the importer, COPY, SQL copies) fills it,
-- and a re-import that stores nothing computes nothing.  The expression is the
-- old index's, so results and ranks are the same.  COPY without a column list
-- leaves generated columns out, so dumps of messages keep their shape.
ALTER TABLE messages ADD COLUMN fts tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('english', coalesce(subject, '')), 'A') ||
	setweight(to_tsvector('english', body), 'B')) STORED;
CREATE INDEX messages_fts_stored ON messages USING gin (fts);
DROP INDEX messages_fts;
