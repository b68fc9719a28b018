/* pool.c: a few database connections shared by the server's worker threads */
#include "server.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/log.h"
#include "../core/banned.h"

/*
 * One connection per worker thread is enough (a request holds one for its
 * whole life and never two), so the pool is sized to the thread pool and a
 * request seldom waits.  A connection that went bad is re-established when it
 * is next handed out; while the database is away pool_get returns NULL and
 * the page answers 503, and the next request tries again: recovery needs no
 * restart.
 */
#define POOL_PREPARED 64

/*
 * Statements a connection has prepared: page SQL is a compile-time literal,
 * kept by its text, named "sN" by its slot.  The list belongs to one PGconn:
 * when the connection is replaced (here or by db_query's reconnect) it is
 * forgotten.
 */
struct prepared {
	PGconn *conn;
	int n;
	char *sql[POOL_PREPARED];
};

struct pool {
	pthread_mutex_t lock;
	pthread_cond_t freed;
	char *conninfo;
	int size;
	struct db *dbs;
	char *busy;
	struct prepared *prep;
};

struct pool *pool_new(const char *conninfo, int size)
{
	struct pool *p = xcalloc(1, sizeof(*p));

	pthread_mutex_init(&p->lock, NULL);
	pthread_cond_init(&p->freed, NULL);
	p->conninfo = xstrdup(conninfo);
	p->size = size;
	p->dbs = xcalloc((size_t)size, sizeof(*p->dbs));
	p->busy = xcalloc((size_t)size, 1);
	p->prep = xcalloc((size_t)size, sizeof(*p->prep));
	return p;
}

/* Page queries may not run for ever: a slow query must not hold a worker. */
static int connect_db(struct pool *p, struct db *db)
{
	const char *keys[] = { "dbname", "options", "connect_timeout", "application_name", NULL };
	const char *vals[] = { p->conninfo, "-c statement_timeout=15000", "3", "schedlore-serve", NULL };

	db->conn = PQconnectdbParams(keys, vals, 1);
	if (PQstatus(db->conn) != CONNECTION_OK) {
		error("database unavailable: %s", PQerrorMessage(db->conn));
		PQfinish(db->conn);
		db->conn = NULL;
		return -1;
	}
	PQsetNoticeProcessor(db->conn, NULL, NULL);
	free(db->conninfo);
	db->conninfo = xstrdup(p->conninfo);
	return 0;
}

struct db *pool_get(struct pool *p)
{
	struct db *db = NULL;
	int i;

	pthread_mutex_lock(&p->lock);
	for (;;) {
		for (i = 0; i < p->size; i++)
			if (!p->busy[i])
				break;
		if (i < p->size)
			break;
		pthread_cond_wait(&p->freed, &p->lock);
	}
	p->busy[i] = 1;
	pthread_mutex_unlock(&p->lock);

	db = &p->dbs[i];
	if (db->conn && PQstatus(db->conn) != CONNECTION_OK) {
		PQfinish(db->conn);
		db->conn = NULL;
	}
	if (!db->conn && connect_db(p, db) < 0) {
		pool_put(p, db);
		return NULL;
	}
	return db;
}

void pool_put(struct pool *p, struct db *db)
{
	int i = (int)(db - p->dbs);

	/* a request that failed inside a transaction must not leak it */
	if (db->conn && PQtransactionStatus(db->conn) == PQTRANS_INERROR)
		PQclear(PQexec(db->conn, "ROLLBACK"));
	pthread_mutex_lock(&p->lock);
	p->busy[i] = 0;
	pthread_cond_signal(&p->freed);
	pthread_mutex_unlock(&p->lock);
}

static void forget_prepared(struct prepared *pr, PGconn *conn)
{
	int i;

	for (i = 0; i < pr->n; i++)
		free(pr->sql[i]);
	pr->n = 0;
	pr->conn = conn;
}

/*
 * Run SQL on DB (a connection of P) as a prepared statement: parsed and
 * planned once per connection, then only bound and executed.  Statements past
 * POOL_PREPARED (dynamic SQL) fall back to PQexecParams.
 */
static PGresult *exec_prepared(struct prepared *pr, struct db *db, const char *sql, int n,
				const char *const *values, int binary)
{
	char name[16];
	int i;

	if (pr->conn != db->conn)
		forget_prepared(pr, db->conn);
	for (i = 0; i < pr->n; i++)
		if (!strcmp(pr->sql[i], sql))
			break;
	if (i == pr->n) {
		PGresult *res;

		if (pr->n == POOL_PREPARED)
			return PQexecParams(db->conn, sql, n, NULL, values, NULL, NULL, binary);
		snprintf(name, sizeof(name), "s%d", i);
		res = PQprepare(db->conn, name, sql, n, NULL);
		if (PQresultStatus(res) != PGRES_COMMAND_OK)
			return res;
		PQclear(res);
		pr->sql[pr->n++] = xstrdup(sql);
	}
	snprintf(name, sizeof(name), "s%d", i);
	return PQexecPrepared(db->conn, name, n, values, NULL, NULL, binary);
}

static int is_fatal(const PGresult *res)
{
	ExecStatusType st = PQresultStatus(res);

	return st != PGRES_TUPLES_OK && st != PGRES_COMMAND_OK;
}

/*
 * Run SQL on DB (a connection of P) as a prepared statement: parsed and
 * planned once per connection, then only bound and executed.  Statements past
 * POOL_PREPARED (dynamic SQL) fall back to PQexecParams.  Tried once more
 * after a lost connection is re-established (outside a transaction), or when
 * the server no longer knows the statement (the session was replaced under
 * the same PGconn).
 */
PGresult *pool_exec(struct pool *p, struct db *db, const char *sql, int n,
		    const char *const *values, int binary)
{
	struct prepared *pr = &p->prep[db - p->dbs];
	PGresult *res = exec_prepared(pr, db, sql, n, values, binary);
	const char *state;

	if (!is_fatal(res))
		return res;
	state = PQresultErrorField(res, PG_DIAG_SQLSTATE);
	if (PQstatus(db->conn) == CONNECTION_BAD) {
		PQreset(db->conn);
		if (PQstatus(db->conn) != CONNECTION_OK)
			return res;
	} else if (!state || strcmp(state, "26000") ||
		   PQtransactionStatus(db->conn) != PQTRANS_IDLE) {
		return res;
	}
	PQclear(res);
	forget_prepared(pr, db->conn);
	return exec_prepared(pr, db, sql, n, values, binary);
}

void pool_free(struct pool *p)
{
	int i;

	if (!p)
		return;
	for (i = 0; i < p->size; i++) {
		forget_prepared(&p->prep[i], NULL);
		db_close(&p->dbs[i]);
	}
	free(p->prep);
	pthread_mutex_destroy(&p->lock);
	pthread_cond_destroy(&p->freed);
	free(p->conninfo);
	free(p->dbs);
	free(p->busy);
	free(p);
}
