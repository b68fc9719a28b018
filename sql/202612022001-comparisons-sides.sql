-- 202612022001-comparisons-sides.sql: comparisons found by either side
--
-- The claims pass asks, per series it loads, for the comparison the series
-- is a side of (ingest/claims/cstore.c), and deleting a series checks its
-- comparisons (ON DELETE CASCADE on a and b): without these indexes each was
-- a scan of every comparison, per series, so quadratic in the archive.
CREATE INDEX comparisons_a ON comparisons (a);
CREATE INDEX comparisons_b ON comparisons (b);
