-- 202612040001-series-found-by.sql: how extraction found each series

-- The stage that read it (docs/figures-json.md): "tool:NAME" for a tool's
-- own output (tool:ministat, tool:time, ...), "table" for a table read by its
-- layout, "pair" for key: value lines, "prose" for figures in sentences.
-- NULL for series stored by an extractor before version 3.
ALTER TABLE series ADD COLUMN found_by text;
