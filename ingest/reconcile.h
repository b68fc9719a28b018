/* reconcile.h: one post kept by several archives, matched without a Message-ID and merged */
#ifndef SCHEDLORE_RECONCILE_H
#define SCHEDLORE_RECONCILE_H

#include <stddef.h>

#include "../core/buf.h"

struct db;

/*
 * The importer already keeps one message per Message-ID, with every source.
 * A copy that lost its Message-ID (a pipermail or lkml.org page, flattened
 * text) gets a content id and would be a second message.  After each import
 * batch, reconcile_pending() matches every message with a content id against
 * the others on
 *
 *   author   same address, or same name where a copy lost the address
 *   date     within RECONCILE_WINDOW seconds: archives round to the minute and
 *            some print local time without a zone
 *   body     the same normalised body key (reconcile_key)
 *   list     a common list, or a copy filed under none
 *
 * and merges it into the match (the one with a real Message-ID, else the
 * oldest): its sources move over (marked as having lost the Message-ID), each
 * field is taken from the best source, and the content id is kept as an
 * alias so importing that copy again finds the message.  Returns 0 or -1;
 * *merged counts copies merged, *not_new those of them this import (import
 * id IMPORT_ID) had counted as new.
 */
#define RECONCILE_WINDOW (15 * 3600)

int reconcile_pending(struct db *db, const char *import_id, int *merged, int *not_new);

/*
 * The normalised body key: letters and digits only, lower case (so white
 * space, quoting and line structure do not count), with addresses, a list
 * footer and archive "next part" trailers dropped.  Empty (out->len 0) when
 * too little text is left to tell posts apart.
 */
void reconcile_key(const char *body, size_t len, struct buf *out);

#endif
