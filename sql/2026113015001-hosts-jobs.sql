-- 2026113015001-hosts-jobs.sql: registered hosts, rerun jobs, their tasks, runs and verdicts

-- A machine that reruns workloads.  The agent token is 256 random bits; only
-- its BLAKE2b hash is kept (a fast hash is enough for a secret of that
-- entropy, and it lets the server find the host by the hash in one lookup).
CREATE TABLE hosts (
	id serial PRIMARY KEY,
	name text NOT NULL UNIQUE CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9._-]*$'),
	token_hash text NOT NULL UNIQUE,
	facts jsonb NOT NULL DEFAULT '{}',     -- as the agent reported them (docs/agent-protocol.md)
	max_jobs integer NOT NULL DEFAULT 1 CHECK (max_jobs >= 1),
	created_at timestamptz NOT NULL DEFAULT now(),
	last_seen timestamptz
);

-- A rerun: one workload with its parameters, side A (the claim's baseline)
-- against side B.  claim is the claim's id once claims exist (no foreign key
-- yet: the claims table belongs to the extraction migrations).
CREATE TABLE jobs (
	id bigserial PRIMARY KEY,
	claim bigint,
	workload text NOT NULL,
	params jsonb NOT NULL DEFAULT '{}',    -- {"key": "value", ...}, text values
	runs integer NOT NULL DEFAULT 5 CHECK (runs >= 2),
	max_runs integer NOT NULL CHECK (max_runs >= runs),
	rsd_threshold double precision NOT NULL DEFAULT 3.5,  -- percent
	host_a integer NOT NULL REFERENCES hosts,
	cpus_a text,                           -- CPU list ("0", "0-3,6") or NULL: all
	host_b integer REFERENCES hosts,       -- NULL: no comparison
	cpus_b text,
	-- The claim being checked: B's mean relative to A's, in percent of A
	-- (negative: B lower), its test and confidence.
	claimed_pct double precision,
	test text NOT NULL DEFAULT 'student' CHECK (test IN ('student', 'welch')),
	confidence double precision NOT NULL DEFAULT 95,
	claim_env jsonb,                       -- the claim's system, to show beside the verdict
	state text NOT NULL DEFAULT 'queued'
		CHECK (state IN ('queued', 'running', 'done', 'failed')),
	created_at timestamptz NOT NULL DEFAULT now(),
	finished_at timestamptz
);

-- The unit an agent claims: the part of a job one host runs.  Two CPU sets
-- of one host are one task (the sides run interleaved, A B A B ...); two
-- hosts are two tasks, one each.
CREATE TABLE job_tasks (
	id bigserial PRIMARY KEY,
	job bigint NOT NULL REFERENCES jobs ON DELETE CASCADE,
	host integer NOT NULL REFERENCES hosts,
	sides text NOT NULL CHECK (sides IN ('A', 'B', 'AB')),
	state text NOT NULL DEFAULT 'queued'
		CHECK (state IN ('queued', 'running', 'done', 'failed')),
	attempt integer NOT NULL DEFAULT 0,    -- fences a requeued task's old agent
	agent text,                            -- who holds or held it
	lease_until timestamptz,
	progress jsonb,                        -- the last progress document
	stop_reason text,
	error text,
	log text,
	started_at timestamptz,
	finished_at timestamptz
);
CREATE INDEX job_tasks_claim ON job_tasks (host, id) WHERE state IN ('queued', 'running');
CREATE INDEX job_tasks_job ON job_tasks (job);

-- One run of one side: the primary value and the workload's other figures.
CREATE TABLE job_runs (
	id bigserial PRIMARY KEY,
	job bigint NOT NULL REFERENCES jobs ON DELETE CASCADE,
	task bigint NOT NULL REFERENCES job_tasks ON DELETE CASCADE,
	side char(1) NOT NULL CHECK (side IN ('A', 'B')),
	seq integer NOT NULL,                  -- order of the run within the task
	value double precision NOT NULL,
	extra jsonb NOT NULL DEFAULT '{}',     -- e.g. {"user": .., "sys": ..}
	overhead double precision,             -- harness seconds outside the workload
	UNIQUE (task, seq)
);
CREATE INDEX job_runs_job ON job_runs (job, side);

CREATE TABLE verdicts (
	job bigint PRIMARY KEY REFERENCES jobs ON DELETE CASCADE,
	status text NOT NULL CHECK (status IN ('reproduced', 'contradicted',
		'different size', 'inconclusive', 'no claim')),
	detail jsonb NOT NULL,                 -- the statistics (docs/harness.md)
	computed_at timestamptz NOT NULL DEFAULT now()
);
