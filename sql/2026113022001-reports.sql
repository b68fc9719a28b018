-- 2026113022001-reports.sql: benchmark report files as an origin of series and systems

-- One row per report file imported: its bytes (sha256), the format that read
-- it and the format's version, which of the format's fields were read, and
-- the import run.  Identity is the content: the same bytes under another
-- path, or the same path again, add nothing; a changed file is a new report.
CREATE TABLE reports (
	id bigserial PRIMARY KEY,
	path text NOT NULL,
	sha256 text NOT NULL UNIQUE,
	bytes bigint NOT NULL,
	format text NOT NULL,            -- pts, hyperfine-json, ministat-data, log-hackbench, ...
	format_version text,             -- as the file states it, or NULL when it states none
	fields text[] NOT NULL DEFAULT '{}',   -- the format's fields that were read
	system_name text,                -- --system, or the file's own name for its system
	title text,                      -- what the file calls itself (PTS title, command)
	run_at timestamptz,              -- when the benchmark ran, if the file says
	import bigint REFERENCES imports ON DELETE SET NULL,
	imported_at timestamptz NOT NULL DEFAULT now()
);

-- Where a series comes from.  Two ways were weighed:
--
--  * a generic origin (origin_kind, origin_id) on series: one column pair for
--    every future kind, but no foreign key can hold it, so deleting a message
--    or a report would leave dangling series, and every existing query
--    (s.message = m.id) would need rewriting;
--  * a nullable report reference beside the nullable message reference, with
--    a CHECK that exactly one is set: both keep real foreign keys with
--    ON DELETE CASCADE, and every query that joins series to messages keeps
--    its meaning for message series (an inner join simply leaves report
--    series out), so `show --json` and the message API are unchanged.
--
-- The second is taken.  A page that wants both kinds joins messages and
-- reports with LEFT JOIN, or uses the series_origins view below.
ALTER TABLE series ALTER COLUMN message DROP NOT NULL;
ALTER TABLE series ADD COLUMN report bigint REFERENCES reports ON DELETE CASCADE;
ALTER TABLE series ADD CONSTRAINT series_one_origin CHECK (num_nonnulls(message, report) = 1);
CREATE INDEX series_report ON series (report) WHERE report IS NOT NULL;

-- Systems likewise: a PTS System block or --system is a system of a report.
-- name and details carry what reports say and posts do not (the PTS
-- identifier, Hardware and Software key/value pairs).
ALTER TABLE systems ALTER COLUMN message DROP NOT NULL;
ALTER TABLE systems ADD COLUMN report bigint REFERENCES reports ON DELETE CASCADE;
ALTER TABLE systems ADD CONSTRAINT systems_one_origin CHECK (num_nonnulls(message, report) = 1);
ALTER TABLE systems ADD COLUMN name text;
ALTER TABLE systems ADD COLUMN details jsonb;
CREATE INDEX systems_report ON systems (report) WHERE report IS NOT NULL;

-- Every series with its origin in one shape, so a comparison can set a
-- posted series beside a report's: kind 'message' or 'report', a title
-- (subject or report title), who (author or system name), when (the post's
-- date or the run's), and the key to link to (Message-ID or report id).
CREATE VIEW series_origins AS
	SELECT s.id AS series, 'message'::text AS kind, m.id AS message, NULL::bigint AS report,
	       m.message_id AS key, m.subject AS title, coalesce(m.from_name, m.from_addr) AS who,
	       m.date AS at
	FROM series s JOIN messages m ON m.id = s.message
	UNION ALL
	SELECT s.id, 'report', NULL, r.id, r.id::text, coalesce(r.title, r.path),
	       coalesce(r.system_name, y.name), coalesce(r.run_at, r.imported_at)
	FROM series s JOIN reports r ON r.id = s.report LEFT JOIN systems y ON y.id = s.system;

-- Reconciliation of one post kept by several archives (ingest/reconcile.c):
-- the normalised body key of each message (whitespace, quoting and line
-- structure removed), computed once per message and body.
CREATE TABLE message_keys (
	message bigint PRIMARY KEY REFERENCES messages ON DELETE CASCADE,
	body_key text NOT NULL,
	body_sha256 text NOT NULL       -- messages.raw_sha256 when the key was made (a better
	                                -- source replacing the text changes it)
);
CREATE INDEX message_keys_body ON message_keys (body_key);

-- A content id merged into another message: importing that source again
-- finds its message here instead of making a new one.
CREATE TABLE message_aliases (
	message_id text PRIMARY KEY,
	message bigint NOT NULL REFERENCES messages ON DELETE CASCADE,
	reason text NOT NULL,
	merged_at timestamptz NOT NULL DEFAULT now()
);
