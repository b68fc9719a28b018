/* store.h: write decoded messages to PostgreSQL in batches, idempotently */
#ifndef SCHEDLORE_STORE_H
#define SCHEDLORE_STORE_H

#include <pthread.h>
#include <sys/types.h>

#include "../core/buf.h"
#include "../core/db.h"
#include "mail.h"

/*
 * Messages are staged with COPY into a temporary table and merged with a few
 * set-based statements per batch, each batch one transaction: a killed import
 * leaves whole batches, and a second import fills in the rest.  Identity is
 * the Message-ID; a second copy adds a source, never a second message.
 *
 * A full batch is written by a writer thread while the next one is parsed
 * (the database and GMime then use both cores); every other use of the
 * connection first waits for the writer, so the connection is never shared.
 */
struct store {
	struct db *db;
	char import_id[24];
	struct buf copy;       /* COPY text of the staged rows */
	struct buf key;        /* scratch: a body key */
	int staged;
	long long staged_bytes;
	/* the batch being written */
	pthread_t writer;
	int writing;
	struct buf wcopy;
	int wstaged;
	long long wbytes;
	int wadded;
	int wfailed;
	int new_count;
	int duplicate;
	int rejected;
};

int store_begin(struct store *s, struct db *db, const char *list,
		char *const *paths, int npaths);
int store_add(struct store *s, const struct mail *m);
int store_flush(struct store *s);
int store_reject(struct store *s, const char *path, off_t offset,
		 const char *message_id, const char *reason);
/* Damage in a message that was stored all the same: an import_errors row, not a rejection. */
int store_note(struct store *s, const char *path, off_t offset,
	       const char *message_id, const char *reason);
/* status: done, partial or failed */
int store_finish(struct store *s, const char *status);
void store_release(struct store *s);

#endif
