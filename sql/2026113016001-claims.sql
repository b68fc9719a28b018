-- 2026113016001-claims.sql: claims found in posts, the series they rest on, and their checks

-- A sentence (or a posted Difference line, a ministat result) that asserts
-- something measurable.  The id is a hash of the origin message's Message-ID
-- and the normalised claim (kind, text, posted figure), so extracting again
-- updates the row in place and pages that link to a claim keep working.
CREATE TABLE claims (
	id text PRIMARY KEY,
	message bigint NOT NULL REFERENCES messages ON DELETE CASCADE,
	kind text NOT NULL,
	grp integer NOT NULL,          -- claims of one sentence share a group
	text text NOT NULL,            -- normalised: quote marks, line breaks gone
	posted jsonb,                  -- {"value","text"} or null
	direction smallint NOT NULL DEFAULT 0,  -- +1 subject better, -1 worse
	negated boolean NOT NULL DEFAULT false,
	hedge text,
	quote_depth integer NOT NULL DEFAULT 0,
	names jsonb NOT NULL DEFAULT '[]',      -- [{"text","role"}]
	span_start integer NOT NULL,   -- UTF-8 byte offsets into messages.body
	span_end integer NOT NULL,
	ord integer NOT NULL DEFAULT 0,
	extractor integer NOT NULL
);
CREATE INDEX claims_message ON claims (message);

-- The series a claim rests on: those its check recomputed from, first of
-- the same message, then the series it quotes, then its thread's parents.
CREATE TABLE claim_series (
	claim text NOT NULL REFERENCES claims ON DELETE CASCADE,
	series text NOT NULL REFERENCES series (id) ON DELETE CASCADE,
	ord integer NOT NULL,
	PRIMARY KEY (claim, series)
);
CREATE INDEX claim_series_series ON claim_series (series);

-- The latest check of a claim against the posted figures.
CREATE TABLE checks (
	claim text PRIMARY KEY REFERENCES claims ON DELETE CASCADE,
	status text NOT NULL CHECK (status IN ('holds', 'off', 'contradicted', 'not checkable')),
	posted jsonb,                  -- {"value","text"}: the figure as posted
	recomputed jsonb,              -- {"value","text"}: what the figures give
	rounding text,                 -- rounded, truncated, rounded and truncated, within one unit, as printed
	rows jsonb NOT NULL DEFAULT '[]',  -- the row(s) the check matched or used
	convention text,               -- "(4BSD - ULE) / 4BSD", "M1000 / M100 on ULE"
	generation text,               -- ministat: older, current FreeBSD, either
	note text NOT NULL DEFAULT '',
	checked_at timestamptz NOT NULL DEFAULT now(),
	checker integer NOT NULL
);
CREATE INDEX checks_status ON checks (status);
