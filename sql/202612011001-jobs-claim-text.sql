-- 202612011001-jobs-claim-text.sql: a job names its claim by the claim's own id (text), so the claim page finds its reruns

-- claims.id is a text hash (2026113016001-claims.sql); jobs.claim was made a
-- bigint before claims were stored.  No foreign key: extracting a message
-- again replaces its claims under the same ids, and a rerun must survive that.
ALTER TABLE jobs ALTER COLUMN claim TYPE text USING claim::text;
CREATE INDEX jobs_claim ON jobs (claim) WHERE claim IS NOT NULL;
