-- 2026113019001-job-posted.sql: the claim's posted samples kept with its rerun, for the chart beside the rerun's

-- {"A": [values], "B": [values], "source": "where they were posted"}; NULL
-- when the job was queued without them (from the command line, say).
ALTER TABLE jobs ADD COLUMN posted jsonb;
