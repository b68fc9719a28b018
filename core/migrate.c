/* migrate.c: apply the compiled-in SQL migrations, each once, in order */
#include "migrate.h"

#include <stdlib.h>

#include "db.h"
#include "log.h"
#include "migrations.h"
#include "banned.h"

/* Any fixed number: serialises two migrators started at once. */
#define MIGRATE_LOCK "7306202611"

static int applied(struct db *db, const char *name)
{
	const char *params[] = { name };
	PGresult *res = db_query(db, "SELECT 1 FROM schema_migrations WHERE name = $1",
				 1, params);
	int found;

	if (!res)
		return -1;
	found = PQntuples(res) > 0;
	PQclear(res);
	return found;
}

static int apply(struct db *db, const struct migration *m)
{
	const char *params[] = { m->name };

	if (db_exec(db, "BEGIN", 0, NULL) < 0)
		return -1;
	if (db_exec_script(db, m->sql) < 0 ||
	    db_exec(db, "INSERT INTO schema_migrations (name) VALUES ($1)", 1, params) < 0) {
		db_exec(db, "ROLLBACK", 0, NULL);
		return error("migration '%s' failed; nothing of it was applied", m->name);
	}
	return db_exec(db, "COMMIT", 0, NULL);
}

int migrate(struct db *db, int verbose)
{
	const struct migration *m;
	int count = 0, ret = -1;

	if (db_exec(db, "CREATE TABLE IF NOT EXISTS schema_migrations ("
			"name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
		    0, NULL) < 0)
		return -1;
	if (db_exec(db, "SELECT pg_advisory_lock(" MIGRATE_LOCK ")", 0, NULL) < 0)
		return -1;
	for (m = migrations; m->name; m++) {
		int done = applied(db, m->name);
		if (done < 0)
			goto cleanup;
		if (done)
			continue;
		if (apply(db, m) < 0)
			goto cleanup;
		if (verbose)
			note("applied migration %s", m->name);
		count++;
	}
	ret = count;
cleanup:
	db_exec(db, "SELECT pg_advisory_unlock(" MIGRATE_LOCK ")", 0, NULL);
	return ret;
}
