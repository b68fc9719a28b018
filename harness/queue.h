/* queue.h: jobs in PostgreSQL: add, claim with a lease, progress, complete, fail */
#ifndef SCHEDLORE_QUEUE_H
#define SCHEDLORE_QUEUE_H

#include <jansson.h>

struct db;
struct buf;

/*
 * Agents claim tasks with SELECT ... FOR UPDATE SKIP LOCKED and hold them
 * by a lease that every progress report renews.  A task whose lease ran out
 * is claimable again (its attempt number goes up, which fences the old
 * agent out: its later reports are refused); after QUEUE_MAX_ATTEMPTS
 * expired leases it fails.  A host runs at most hosts.max_jobs tasks at
 * once: the claim locks the host row, so two agents of one host cannot both
 * see it idle.  The documents are those of docs/agent-protocol.md; the web
 * server's agent endpoints call these same functions.
 */
#define QUEUE_MAX_ATTEMPTS 3

/* a document that can never be stored (no task id, a run without a value):
 * retrying it is pointless, unlike a database error (-1) */
#define QUEUE_INVALID (-3)

/* host tokens: "slh_" + 64 hex digits; the stored form is the BLAKE2b hash */
int host_token_new(struct buf *token, struct buf *hash);
void host_token_hash(const char *token, struct buf *hash);
/* host id for a token, 0 when none, -1 on error */
int host_by_token(struct db *db, const char *token);
int host_by_name(struct db *db, const char *name);

/* record the agent's facts and last_seen */
int queue_hello(struct db *db, int host, json_t *facts);

/* 1 with *task set (the task document), 0 when nothing is queued, -1 on error */
int queue_claim(struct db *db, int host, const char *agent, int lease_seconds, json_t **task);

/* 0 lease renewed, 1 the task is no longer this attempt's, -1 on error,
 * QUEUE_INVALID (after error()) for a malformed document */
int queue_progress(struct db *db, int host, json_t *progress, int lease_seconds);
int queue_complete(struct db *db, int host, json_t *result);
int queue_fail(struct db *db, int host, json_t *failure);

#endif
