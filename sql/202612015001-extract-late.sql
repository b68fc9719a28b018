-- 202612015001-extract-late.sql: find replies marked for extraction again (version 0) without a scan

-- A reply extracted before the original it quotes is marked version 0 when
-- the original is stored (ingest/extract/pass.c); each extraction run looks
-- for such rows, so they are indexed on their own.
CREATE INDEX extractions_late ON extractions (message) WHERE version = 0;
