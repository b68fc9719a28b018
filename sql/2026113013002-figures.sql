-- 2026113013002-figures.sql: series, samples, systems, comparisons, citations, extraction runs

-- One row per message extracted, with the extractor version that did it:
-- extract_pending() takes the messages with no row or an older version.
CREATE TABLE extractions (
	message bigint PRIMARY KEY REFERENCES messages ON DELETE CASCADE,
	version integer NOT NULL,
	extracted_at timestamptz NOT NULL DEFAULT now(),
	series integer NOT NULL DEFAULT 0,
	cited integer NOT NULL DEFAULT 0,
	systems integer NOT NULL DEFAULT 0,
	comparisons integer NOT NULL DEFAULT 0
);

-- Hardware and software a post describes.  Numbers are {"value","text"}:
-- the parsed value beside the bytes as posted.
CREATE TABLE systems (
	id text PRIMARY KEY,          -- stable: hash of message and content
	message bigint NOT NULL REFERENCES messages ON DELETE CASCADE,
	author text,
	cpu_model text,
	arch text,
	board text,
	disks text,
	sockets jsonb,
	cores jsonb,
	threads jsonb,
	clock_ghz jsonb,
	memory_mb jsonb,
	span_start integer NOT NULL,  -- UTF-8 byte offsets into messages.body
	span_end integer NOT NULL
);
CREATE INDEX systems_message ON systems (message);

-- One measured quantity under one configuration, first posted in message.
-- Raw values are rows of samples; a posted summary (ministat's N Min Max
-- Median Avg Stddev) is summary.  The id is a hash of the origin message's
-- Message-ID and the normalised content, so extracting again updates the row
-- in place and claims, pages and jobs that link to it keep working.
CREATE TABLE series (
	id text PRIMARY KEY,
	message bigint NOT NULL REFERENCES messages ON DELETE CASCADE,
	workload text,
	metric text,
	unit text,
	better text,
	scheduler text,
	os text,
	os_version text,
	label text,                   -- what the post called it
	params jsonb NOT NULL DEFAULT '{}',
	summary jsonb,                -- {"n","min","max","median","mean","stddev"}
	system text REFERENCES systems ON DELETE SET NULL,
	author text,
	quoted boolean NOT NULL DEFAULT false,
	span_start integer NOT NULL,
	span_end integer NOT NULL,
	cite_key text NOT NULL,       -- content without origin: finds quoted copies
	ord integer NOT NULL DEFAULT 0,   -- reading order within the message
	extractor integer NOT NULL
);
CREATE INDEX series_message ON series (message);
CREATE INDEX series_cite_key ON series (cite_key);
CREATE INDEX series_workload ON series (workload, metric);

CREATE TABLE samples (
	series text NOT NULL REFERENCES series ON DELETE CASCADE,
	ord integer NOT NULL,
	value double precision NOT NULL,
	text text NOT NULL,
	PRIMARY KEY (series, ord)
);

-- A series quoted again in a later message: one series, cited several times.
CREATE TABLE citations (
	message bigint NOT NULL REFERENCES messages ON DELETE CASCADE,
	series text NOT NULL REFERENCES series ON DELETE CASCADE,
	span_start integer NOT NULL,
	span_end integer NOT NULL,
	PRIMARY KEY (message, series, span_start)
);
CREATE INDEX citations_series ON citations (series);

-- A comparison result as posted (a ministat Difference block, a
-- "Difference: -6.6 %" line) between series a (the base) and b.  posted holds
-- confidence, delta, delta_ci, delta_pct, ci_pct, pooled_s, proven;
-- recomputed holds what core/stats.c makes of the same series' summaries.
CREATE TABLE comparisons (
	id text PRIMARY KEY,
	message bigint NOT NULL REFERENCES messages ON DELETE CASCADE,
	a text NOT NULL REFERENCES series ON DELETE CASCADE,
	b text NOT NULL REFERENCES series ON DELETE CASCADE,
	workload text,
	posted jsonb NOT NULL,
	recomputed jsonb,
	span_start integer NOT NULL,
	span_end integer NOT NULL
);
CREATE INDEX comparisons_message ON comparisons (message);
