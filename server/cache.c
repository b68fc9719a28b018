/* cache.c: anonymous GET pages kept as ready responses, dropped when the data changes */
#include "cache.h"

#include <libpq-fe.h>
#include <microhttpd.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../core/buf.h"
#include "../core/log.h"
#include "../core/banned.h"

/*
 * Design.  A page a visitor without a session fetched with GET is kept as
 * the libmicrohttpd response object itself, keyed by the raw request URI
 * (path and query, as sent).  MHD counts references to a response and lets
 * several connections send one at the same time, so a hit is a hash lookup
 * and MHD_queue_response: no copy, no rendering, no database.
 *
 * Invalidation.  Every table the pages read carries a statement trigger
 * that calls pg_notify('schedlore_cache') (sql/2026113021001-cache.sql), so
 * an import, a verdict or a new series announces itself when it commits.
 * One thread LISTENs on the primary and bumps a generation number for every
 * notification; an entry is good only while its generation is current, and
 * the generation a page is stored under is the one read before its queries
 * ran, so a page rendered across a change is never kept.  While the listener
 * is not connected (start-up, the database away) notifications could be
 * missed, so nothing is served from the cache or stored in it; each
 * reconnection starts a new generation.
 *
 * A read replica.  The notification comes from the primary, perhaps before
 * the replica has replayed the change: a page read there at once would show
 * the old state and be kept until its time to live.  So, with a replica, the
 * listener notes the primary's WAL insert position (past the commit of every
 * change announced so far) before it moves the generation on, and the server
 * keeps a page only when the replica had replayed up to that position before
 * the page's queries ran (cache_wal_needed; server.c reads the replica's).
 *
 * A miss marks its key pending until the page is answered.  Another request
 * for the same key is parked meanwhile (its connection suspended, resumed by
 * cache_done), so a big page that drops out under load renders once, and the
 * parked requests hold no thread while they wait.  A page that only outlived
 * the time to live (no change was announced) is served as it is, to the
 * request that found it aged too, while the server renders it again in the
 * background: a slow page's periodic re-render keeps nobody waiting.
 *
 * Memory: entries sit on one LRU list; past max_bytes the oldest go.  One
 * mutex guards the table; it is held for a lookup and a queue, never for
 * rendering.
 */

struct entry {
	char *key;
	unsigned hash;
	unsigned status;
	struct MHD_Response *resp;
	size_t bytes;
	unsigned long gen;
	time_t born;
	struct entry *hnext;        /* bucket chain */
	struct entry *newer, *older;
};

#define NBUCKETS 4096

#define MAX_PENDING 64

/* a key being rendered now, and the connections parked until it is answered */
struct pending {
	char *key;
	struct MHD_Connection **parked;
	size_t nparked, alloc;
};

struct cache {
	pthread_mutex_t lock;
	struct pending pending[MAX_PENDING];
	struct entry *buckets[NBUCKETS];
	struct entry *newest, *oldest;
	size_t bytes, max_bytes;
	int ttl;
	atomic_ulong gen;
	atomic_int live;
	atomic_int stop;
	atomic_ulong hits, misses;
	atomic_ullong wal_needed;   /* with a replica: the primary's WAL position to reach */
	int replica;
	char *conninfo;
	pthread_t listener;
	int started;
};

static unsigned hash_key(const char *s)
{
	unsigned h = 2166136261u;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static void unlink_entry(struct cache *c, struct entry *e)
{
	struct entry **pp = &c->buckets[e->hash % NBUCKETS];

	while (*pp != e)
		pp = &(*pp)->hnext;
	*pp = e->hnext;
	if (e->newer)
		e->newer->older = e->older;
	else
		c->newest = e->older;
	if (e->older)
		e->older->newer = e->newer;
	else
		c->oldest = e->newer;
	c->bytes -= e->bytes;
}

static void free_entry(struct entry *e)
{
	MHD_destroy_response(e->resp);     /* connections still sending keep their reference */
	free(e->key);
	free(e);
}

static struct entry *find(struct cache *c, const char *key, unsigned h)
{
	struct entry *e;

	for (e = c->buckets[h % NBUCKETS]; e; e = e->hnext)
		if (e->hash == h && !strcmp(e->key, key))
			return e;
	return NULL;
}

static int fresh(struct cache *c, const struct entry *e)
{
	return e->gen == atomic_load(&c->gen) && time(NULL) - e->born < c->ttl;
}

static int pending_slot(struct cache *c, const char *key)
{
	int i;

	for (i = 0; i < MAX_PENDING; i++)
		if (c->pending[i].key && !strcmp(c->pending[i].key, key))
			return i;
	return -1;
}

/* mark KEY pending: 1, or 0 when every slot is taken (it renders untracked) */
static int mark_pending(struct cache *c, const char *key)
{
	int i;

	for (i = 0; i < MAX_PENDING; i++)
		if (!c->pending[i].key) {
			c->pending[i].key = xstrdup(key);
			return 1;
		}
	return 0;
}

static void to_front(struct cache *c, struct entry *e)
{
	if (!e->newer)
		return;
	unlink_entry(c, e);
	c->bytes += e->bytes;
	e->hnext = c->buckets[e->hash % NBUCKETS];
	c->buckets[e->hash % NBUCKETS] = e;
	e->older = c->newest;
	e->newer = NULL;
	c->newest->newer = e;
	c->newest = e;
}

/*
 * Park MC until KEY is answered.  MC is suspended before it is listed, so
 * cache_done can never resume a connection that is not suspended (MHD does
 * not allow it); if KEY was answered in between, MC is resumed at once and
 * simply looks again.
 */
static enum cache_look park(struct cache *c, struct MHD_Connection *mc, const char *key)
{
	struct pending *p;
	int i;

	MHD_suspend_connection(mc);
	pthread_mutex_lock(&c->lock);
	if ((i = pending_slot(c, key)) < 0) {
		pthread_mutex_unlock(&c->lock);
		MHD_resume_connection(mc);
		return CACHE_PARKED;
	}
	p = &c->pending[i];
	if (p->nparked == p->alloc) {
		p->alloc = p->alloc ? 2 * p->alloc : 8;
		p->parked = xrealloc(p->parked, p->alloc * sizeof(*p->parked));
	}
	p->parked[p->nparked++] = mc;
	pthread_mutex_unlock(&c->lock);
	return CACHE_PARKED;
}

/* what a lookup of KEY finds; the lock is held */
static enum cache_look look(struct cache *c, const char *key, unsigned h, struct entry **found)
{
	struct entry *e = find(c, key, h);

	*found = NULL;
	if (e && e->gen != atomic_load(&c->gen)) {
		unlink_entry(c, e);
		free_entry(e);
		e = NULL;
	}
	if (e) {
		*found = e;
		/* aged, and nobody renders it yet: this request starts that */
		if (!fresh(c, e) && pending_slot(c, key) < 0 && mark_pending(c, key))
			return CACHE_STALE;
		return CACHE_HIT;
	}
	if (pending_slot(c, key) >= 0)
		return CACHE_PARKED;
	return mark_pending(c, key) ? CACHE_MISS : CACHE_UNTRACKED;
}

enum cache_look cache_serve(struct cache *c, struct MHD_Connection *mc, const char *key,
			    enum MHD_Result *ret)
{
	unsigned h = hash_key(key);
	enum cache_look found;
	struct entry *e;

	*ret = MHD_YES;
	if (!c || !atomic_load(&c->live))
		return CACHE_UNTRACKED;
	pthread_mutex_lock(&c->lock);
	found = look(c, key, h, &e);
	if (e) {
		to_front(c, e);
		*ret = MHD_queue_response(mc, e->status, e->resp);
	}
	pthread_mutex_unlock(&c->lock);
	atomic_fetch_add(e ? &c->hits : &c->misses, 1);
	if (found == CACHE_PARKED)
		return park(c, mc, key);
	return found;
}

void cache_done(struct cache *c, const char *key)
{
	struct MHD_Connection **parked = NULL;
	size_t n = 0, k;
	int i;

	if (!c)
		return;
	pthread_mutex_lock(&c->lock);
	if ((i = pending_slot(c, key)) >= 0) {
		parked = c->pending[i].parked;
		n = c->pending[i].nparked;
		free(c->pending[i].key);
		memset(&c->pending[i], 0, sizeof(c->pending[i]));
	}
	pthread_mutex_unlock(&c->lock);
	/* resumed outside the lock: MHD takes locks of its own */
	for (k = 0; k < n; k++)
		MHD_resume_connection(parked[k]);
	free(parked);
}

unsigned long long cache_wal_needed(struct cache *c)
{
	return c && c->replica ? atomic_load(&c->wal_needed) : 0;
}

unsigned long long lsn_from_text(const char *s)
{
	unsigned hi, lo;

	if (!s || sscanf(s, "%X/%X", &hi, &lo) != 2)
		return 0;
	return (unsigned long long)hi << 32 | lo;
}

unsigned long cache_generation(struct cache *c)
{
	return c && atomic_load(&c->live) ? atomic_load(&c->gen) : 0;
}

int cache_put(struct cache *c, const char *key, unsigned status, struct MHD_Response *resp,
	      size_t bytes, unsigned long gen)
{
	unsigned h = hash_key(key);
	struct entry *e, *old;

	if (!c || !gen || gen != atomic_load(&c->gen) || !atomic_load(&c->live) ||
	    bytes > c->max_bytes / 8)
		return 0;
	e = xcalloc(1, sizeof(*e));
	e->key = xstrdup(key);
	e->hash = h;
	e->status = status;
	e->resp = resp;
	e->bytes = bytes + strlen(key) + sizeof(*e) + 512;   /* headers and MHD's bookkeeping */
	e->gen = gen;
	e->born = time(NULL);
	pthread_mutex_lock(&c->lock);
	if ((old = find(c, key, h))) {
		unlink_entry(c, old);
		free_entry(old);
	}
	e->hnext = c->buckets[h % NBUCKETS];
	c->buckets[h % NBUCKETS] = e;
	e->older = c->newest;
	if (c->newest)
		c->newest->newer = e;
	c->newest = e;
	if (!c->oldest)
		c->oldest = e;
	c->bytes += e->bytes;
	while (c->bytes > c->max_bytes && c->oldest != e) {
		old = c->oldest;
		unlink_entry(c, old);
		free_entry(old);
	}
	pthread_mutex_unlock(&c->lock);
	return 1;
}

/* ---------- the listener ---------- */

static PGconn *listen_connect(struct cache *c)
{
	const char *keys[] = { "dbname", "connect_timeout", "application_name", NULL };
	const char *vals[] = { c->conninfo, "3", "schedlore-cache", NULL };
	PGconn *conn = PQconnectdbParams(keys, vals, 1);
	PGresult *res;

	if (PQstatus(conn) != CONNECTION_OK) {
		PQfinish(conn);
		return NULL;
	}
	res = PQexec(conn, "LISTEN schedlore_cache");
	if (PQresultStatus(res) != PGRES_COMMAND_OK) {
		PQclear(res);
		PQfinish(conn);
		return NULL;
	}
	PQclear(res);
	return conn;
}

/* With a replica, note the primary's WAL insert position: at least the
 * commit of every change announced so far.  0 if the connection failed. */
static int note_wal_position(struct cache *c, PGconn *conn)
{
	PGresult *res;
	unsigned long long lsn = 0;

	if (!c->replica)
		return 1;
	res = PQexec(conn, "SELECT pg_current_wal_insert_lsn()");
	if (PQresultStatus(res) == PGRES_TUPLES_OK && PQntuples(res) == 1)
		lsn = lsn_from_text(PQgetvalue(res, 0, 0));
	PQclear(res);
	if (!lsn)
		return 0;
	atomic_store(&c->wal_needed, lsn);
	return 1;
}

/* free the notifications received; how many there were */
static int take_notifications(PGconn *conn)
{
	PGnotify *n;
	int count = 0;

	while ((n = PQnotifies(conn))) {
		PQfreemem(n);
		count++;
	}
	return count;
}

/* wait up to MS for the connection to have input; 1 if it has */
static int wait_input(PGconn *conn, int ms)
{
	struct pollfd p = { PQsocket(conn), POLLIN, 0 };

	return poll(&p, 1, ms) > 0;
}

static void *listener(void *arg)
{
	struct cache *c = arg;
	PGconn *conn = NULL;
	int warned = 0, ok;

	while (!atomic_load(&c->stop)) {
		if (!conn) {
			if (!(conn = listen_connect(c)) || !note_wal_position(c, conn)) {
				PQfinish(conn);
				conn = NULL;
				if (!warned++)
					warning("page cache off until the database answers LISTEN");
				usleep(500 * 1000);
				continue;
			}
			/* anything could have changed while we were not listening */
			atomic_fetch_add(&c->gen, 1);
			atomic_store(&c->live, 1);
			warned = 0;
		}
		if (!wait_input(conn, 250))
			continue;
		ok = PQconsumeInput(conn) && PQstatus(conn) == CONNECTION_OK;
		/* again while notes of the WAL position bring more notifications */
		while (ok && take_notifications(conn)) {
			ok = note_wal_position(c, conn);
			atomic_fetch_add(&c->gen, 1);
		}
		if (!ok) {
			atomic_store(&c->live, 0);
			atomic_fetch_add(&c->gen, 1);
			PQfinish(conn);
			conn = NULL;
		}
	}
	atomic_store(&c->live, 0);
	PQfinish(conn);
	return NULL;
}

struct cache *cache_new(const char *conninfo, size_t max_bytes, int ttl, int replica)
{
	struct cache *c = xcalloc(1, sizeof(*c));

	c->replica = replica;
	pthread_mutex_init(&c->lock, NULL);
	c->conninfo = xstrdup(conninfo);
	c->max_bytes = max_bytes;
	c->ttl = ttl;
	atomic_init(&c->gen, 1);
	if (pthread_create(&c->listener, NULL, listener, c)) {
		error("unable to start the page cache's listener");
		cache_free(c);
		return NULL;
	}
	c->started = 1;
	return c;
}

/* wait up to MS for the listener to be connected (tests, start-up) */
int cache_wait_live(struct cache *c, int ms)
{
	while (c && !atomic_load(&c->live) && ms > 0) {
		usleep(10 * 1000);
		ms -= 10;
	}
	return c && atomic_load(&c->live);
}

void cache_stats(struct cache *c, unsigned long *hits, unsigned long *misses)
{
	*hits = c ? atomic_load(&c->hits) : 0;
	*misses = c ? atomic_load(&c->misses) : 0;
}

void cache_free(struct cache *c)
{
	size_t i;

	if (!c)
		return;
	atomic_store(&c->stop, 1);
	if (c->started)
		pthread_join(c->listener, NULL);
	for (i = 0; i < NBUCKETS; i++)
		while (c->buckets[i]) {
			struct entry *e = c->buckets[i];
			c->buckets[i] = e->hnext;
			free_entry(e);
		}
	for (i = 0; i < MAX_PENDING; i++) {
		free(c->pending[i].key);
		free(c->pending[i].parked);   /* resumed by cache_done before the daemon stopped */
	}
	pthread_mutex_destroy(&c->lock);
	free(c->conninfo);
	free(c);
}
