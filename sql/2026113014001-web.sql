-- 2026113014001-web.sql: accounts and sessions of the web archive, full-text search

-- Accounts.  Anonymous readers need none; members may queue reruns, admins
-- may import archives and manage hosts.  pw_hash is libsodium's argon2id
-- string (algorithm, parameters and salt included).
CREATE TABLE users (
	id bigserial PRIMARY KEY,
	name text NOT NULL UNIQUE CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$'),
	role text NOT NULL CHECK (role IN ('member', 'admin')),
	pw_hash text NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now()
);

-- A session is known by a hash of its cookie, so a copy of this table does not
-- log anyone in.  csrf is the token every POST of the session must carry.
CREATE TABLE sessions (
	token_hash text PRIMARY KEY,
	user_id bigint NOT NULL REFERENCES users ON DELETE CASCADE,
	csrf text NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now(),
	expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- Search over subjects and bodies.  The expression is the one the search page
-- queries with, so the planner uses this index; subjects weigh more.
CREATE INDEX messages_fts ON messages USING gin (
	(setweight(to_tsvector('english', coalesce(subject, '')), 'A') ||
	 setweight(to_tsvector('english', body), 'B')));

-- The first path words of the web archive's own pages: no list may take them
-- (server/route.c holds the same list; docs/web.md explains why).
ALTER TABLE lists ADD CONSTRAINT lists_name_not_reserved CHECK (lower(name) NOT IN
	('api', 'chart', 'claims', 'compare', 'digest', 'login', 'logout', 'search', 'series',
	 'static', 'systems', 'upload', 'admin', 'hosts', 'jobs', 'agent'));
