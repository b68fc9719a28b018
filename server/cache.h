/* cache.h: the page cache for anonymous GETs (design notes in cache.c) */
#ifndef SCHEDLORE_CACHE_H
#define SCHEDLORE_CACHE_H

#include <stddef.h>
#include <microhttpd.h>

struct cache;

/* A cache of at most MAX_BYTES whose entries live TTL seconds at most; it
 * LISTENs for changes on the database CONNINFO names (the primary).  With
 * REPLICA, pages are read on a replica: see cache_wal_needed. */
struct cache *cache_new(const char *conninfo, size_t max_bytes, int ttl, int replica);
void cache_free(struct cache *c);

enum cache_look {
	CACHE_HIT,        /* the kept answer is queued on MC */
	CACHE_STALE,      /* an aged answer is queued; KEY is pending: render it again
			     in the background, then cache_done(KEY) */
	CACHE_MISS,       /* KEY is pending: render it, cache_done(KEY) once answered */
	CACHE_UNTRACKED,  /* render it; no cache_done (no cache, or too many pending) */
	CACHE_PARKED,     /* another request renders KEY: MC is suspended until it is
			     done; return MHD_YES and look again when called next */
};

/* Look KEY up for MC; *RET is MHD_queue_response's result when one was queued. */
enum cache_look cache_serve(struct cache *c, struct MHD_Connection *mc, const char *key,
			    enum MHD_Result *ret);
void cache_done(struct cache *c, const char *key);

/* The generation to store a page under: read it before the page's queries;
 * 0 while the cache is not listening (nothing may be stored). */
unsigned long cache_generation(struct cache *c);

/* Keep RESP (BYTES long) as the answer to KEY: 1 if the cache took over
 * the caller's reference to RESP, 0 if not (the caller destroys it). */
int cache_put(struct cache *c, const char *key, unsigned status, struct MHD_Response *resp,
	      size_t bytes, unsigned long gen);

/* With a replica: the primary's WAL position the replica must have replayed
 * before a page's queries for the page to be kept; 0 without a replica. */
unsigned long long cache_wal_needed(struct cache *c);
/* an LSN as PostgreSQL writes it ("16/B374D848"); 0 if it is not one */
unsigned long long lsn_from_text(const char *s);

int cache_wait_live(struct cache *c, int ms);
void cache_stats(struct cache *c, unsigned long *hits, unsigned long *misses);

#endif
