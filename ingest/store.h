/* store.h: decoded messages into PostgreSQL by binary COPY, a batch per transaction, on several connections */
#ifndef SCHEDLORE_STORE_H
#define SCHEDLORE_STORE_H

#include <pthread.h>
#include <stdint.h>
#include <sys/types.h>

#include "../core/buf.h"
#include "../core/db.h"
#include "mail.h"
#include "parcel.h"

/*
 * Parser threads turn each message into binary COPY tuples (store_encode);
 * the run hands their parcels over in input order (store_parcel), and a full
 * batch goes to the first idle writer: a thread with a connection of its
 * own that stores the batch in one transaction.  A new message goes into
 * messages by COPY once, its id taken from the sequence; only what needs
 * the stored row (another copy of a known message, a better source, a
 * conflict) passes through a stage and the set-wise merge.  A killed import
 * leaves whole batches, and a second import fills in the rest.
 *
 * Batches on two writers at once never share a Message-ID (a batch that
 * would waits for the other's commit), so each row finds the message as the
 * batches before it left it, as when one writer stored them in order.  Runs
 * take turns: each holds a lock for its duration.
 */
#define STORE_WRITERS_MAX 4

/*
 * The extraction hook: called on a writer's thread inside a batch's
 * transaction, once the batch is stored, with the writer's connection and
 * the ids of the messages the batch added (their text is in messages.body);
 * -1 rolls the whole batch back.  The extraction issue's new extractor plugs
 * in here (store_on_batch) to extract in the batch that stores; until then
 * none is set and the import extracts after the last batch (extract_pending).
 */
typedef int store_batch_fn(struct db *db, const long long *ids, int n, void *ctx);

struct batch;

struct writer {
	struct store *s;
	struct db db;
	pthread_t thread;
	int started;
	struct batch *job;          /* being written; NULL: idle */
	int quit;
	struct buf tmp;
};

struct store {
	struct db *db;              /* the run's own connection */
	char import_id[24];
	const char *list;           /* --list, kept with quarantined chunks */
	struct batch *cur;          /* being filled */
	struct parcel *misc;        /* errors of the run itself (a file not mail ...) */
	struct writer writers[STORE_WRITERS_MAX];
	int nwriters;
	int batch_rows;
	pthread_mutex_t lock;
	pthread_cond_t changed;     /* a writer finished a batch */
	int failed;                 /* a batch was not stored */
	long long dispatched;       /* batches handed to writers */
	long long ids_turn;         /* the batch whose turn it is to take ids */
	long long commit_turn;      /* ... to commit */
	long long committed;        /* batches committed */
	void (*on_commit)(void *ctx);   /* after each commit, on the writer's thread */
	void *ctx;
	store_batch_fn *on_batch;       /* before each commit, on the writer's thread */
	void *batch_ctx;
	int new_count;
	int duplicate;
	int rejected;
};

/* WRITERS connections besides DB (at least 1); BATCH_ROWS rows a batch (0: the default). */
int store_begin(struct store *s, struct db *db, const char *list,
		char *const *paths, int npaths, int writers, int batch_rows);
/* FN(CTX) after each batch committed, on the writer's thread (NULL: none). */
void store_on_commit(struct store *s, void (*fn)(void *ctx), void *ctx);
/* FN(db, ids, n, CTX) in each batch's transaction (NULL: none); set before the first batch. */
void store_on_batch(struct store *s, store_batch_fn *fn, void *ctx);
/* A parser thread's part: M's tuples at the end of P. */
void store_encode(struct parcel *p, const struct mail *m);
/* The next parcel in input order; the store owns it from here. */
int store_parcel(struct store *s, struct parcel *p);
/* Write what is staged and wait for every writer. */
int store_flush(struct store *s);
/* A rejection met by the run itself (a report file), and the bytes it holds. */
int store_quarantine(struct store *s, const char *path, const char *format, off_t offset,
		     const char *raw, size_t len, const char *message_id, const char *reason);
/* status: done, partial or failed */
int store_finish(struct store *s, const char *status);
void store_release(struct store *s);

#endif
