/* thread.h: JWZ threading over References, In-Reply-To and subject, incremental and order-free */
#ifndef SCHEDLORE_THREAD_H
#define SCHEDLORE_THREAD_H

#include "../core/buf.h"
#include "../core/db.h"

/*
 * Thread every message in thread_queue (messages stored but not threaded),
 * in batches of up to 1,000, each batch one transaction that also empties
 * its part of the queue: a killed run leaves whole batches threaded and the
 * rest queued.  The result is a function of the set of stored messages, not
 * of the order they arrived in (docs/threading.md).  Returns the number of
 * messages threaded, or -1.  PROGRESS prints a line on stderr per batch.
 */
int thread_pending(struct db *db, int progress);

/*
 * The same while an import is storing: messages with a content id (no
 * Message-ID) stay queued, since reconcile.c may yet merge them into the
 * message they are a copy of; thread_pending() at the end takes them.
 */
int thread_pending_live(struct db *db);

/* Forget every thread and thread all messages again (after a rule change). */
int thread_all(struct db *db, int progress);

/*
 * The subject rule: put the base subject of SUBJECT in BASE (leading
 * [list] tags and Re:/Fwd: prefixes removed, repeatedly; white space
 * collapsed; ASCII lower-cased).  Returns 1 when a reply prefix (Re:, Aw:,
 * Sv:, Antw:, Re[2]:, Re^2: ...) was removed, 0 otherwise.  SUBJECT may be NULL.
 */
int thread_subject(const char *subject, struct buf *base);

#endif
