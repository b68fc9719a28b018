-- 2026113013001-vocabulary.sql: the vocabulary tables (rows written by every extraction run)

-- The rows come from the C table in ingest/extract/vocab.c (the one source of
-- truth, see the comment there); vocab_sync() replaces them at the start of
-- every extraction run, so SQL and pages can join against the names.
CREATE TABLE vocab_workloads (
	name text PRIMARY KEY,
	metric text NOT NULL,
	unit text NOT NULL,
	better text NOT NULL CHECK (better IN ('lower', 'higher', 'none')),
	harness text,               -- the harness workload that reruns it
	row_param text              -- what a bare number beside it counts
);

CREATE TABLE vocab_aliases (
	kind text NOT NULL CHECK (kind IN ('workload', 'metric', 'scheduler')),
	alias text NOT NULL,
	name text NOT NULL,
	PRIMARY KEY (kind, alias, name)
);

CREATE TABLE vocab_metrics (
	name text PRIMARY KEY,
	unit text NOT NULL,
	better text NOT NULL
);

CREATE TABLE vocab_schedulers (
	name text PRIMARY KEY,
	os text NOT NULL,
	kind text NOT NULL
);

CREATE TABLE vocab_params (key text PRIMARY KEY, meaning text NOT NULL);
CREATE TABLE vocab_statuses (status text PRIMARY KEY, meaning text NOT NULL);
CREATE TABLE vocab_units (unit text PRIMARY KEY, meaning text NOT NULL);
