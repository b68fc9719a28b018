-- 202612070001-series-name.sql: a data set's name as the post printed it

-- ministat and benchstat name their data sets by file ("runs/ule.txt",
-- "before.real"); the label is the name without folder, extension or the
-- metric it ends in ("ule", "before"), the name is what was printed.  NULL
-- when the label is the name (docs/figures-json.md).
ALTER TABLE series ADD COLUMN name text;
