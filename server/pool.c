/* pool.c: a few database connections shared by the server's worker threads */
#include "server.h"

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
struct pool {
	pthread_mutex_t lock;
	pthread_cond_t freed;
	char *conninfo;
	int size;
	struct db *dbs;
	char *busy;
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

void pool_free(struct pool *p)
{
	int i;

	if (!p)
		return;
	for (i = 0; i < p->size; i++)
		db_close(&p->dbs[i]);
	pthread_mutex_destroy(&p->lock);
	pthread_cond_destroy(&p->freed);
	free(p->conninfo);
	free(p->dbs);
	free(p->busy);
	free(p);
}
