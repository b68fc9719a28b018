-- 2026113021001-cache.sql: tell page caches when what the pages show has changed

-- 'schedlore serve' keeps pages for visitors without a session and LISTENs on
-- schedlore_cache; a notification drops every kept page.  NOTIFY is sent at
-- commit and repeated ones in a transaction are sent once, so an import of a
-- million rows costs one notification per transaction.  Every table gets the
-- trigger but sessions (no anonymous page shows them); a later migration that
-- adds a table a page shows adds the same trigger:
--   CREATE TRIGGER cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
--     ON NEW_TABLE FOR EACH STATEMENT EXECUTE FUNCTION schedlore_cache_notify();
CREATE FUNCTION schedlore_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('schedlore_cache', '');
	RETURN NULL;
END
$$;

DO $$
DECLARE
	t text;
BEGIN
	FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		 WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
		   AND c.relname NOT IN ('sessions', 'schema_migrations')
	LOOP
		EXECUTE format('CREATE TRIGGER cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE'
			' ON %I FOR EACH STATEMENT EXECUTE FUNCTION schedlore_cache_notify()', t);
	END LOOP;
END
$$;
