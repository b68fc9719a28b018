/* figures.h: extraction as the rest of schedlore sees it: ids, JSON, the pass over stored messages */
#ifndef SCHEDLORE_FIGURES_H
#define SCHEDLORE_FIGURES_H

#include <jansson.h>
#include <stdio.h>

#include "extract.h"
#include "../claims/cstore.h"

struct db;

/* Stable ids: hash of the origin Message-ID and the normalised content. */
void extract_ids(struct xresult *r, const char *msgid);

/*
 * The whole document of docs/figures-json.md for one decoded text, claims
 * included, without a database: what extract --text prints.  explain, if not
 * NULL, gets one line per block (layout.h).
 */
json_t *extract_document(const char *body, size_t len, const char *msgid, const char *author,
			 FILE *explain);

/* The JSON of docs/figures-json.md for one extracted text (nothing stored). */
json_t *extract_json(const struct xresult *r, const char *msg_author);
json_t *xnum_json(const struct text *t, const struct xnum *x);
json_t *xseries_json(const struct xresult *r, const struct xseries *s, const char *msg_author);
json_t *xsystem_json(const struct xresult *r, const struct xsystem *y, const char *msg_author);
json_t *xcmp_json(const struct xresult *r, const struct xcomparison *c);
json_t *xcmp_recompute(const struct xresult *r, const struct xcomparison *c);

struct extract_stats {
	long messages, series, cited, systems, comparisons;
	long long bytes;       /* decoded text read */
	double seconds;        /* extraction (recognisers), excluding storage */
	double total_seconds;  /* the whole pass */
	struct claims_stats claims;  /* recognised, linked and checked after the figures */
};

/*
 * Extract every message not yet extracted, or extracted by an older
 * extractor (all: every message; message_id: that one only).  Returns 0, or
 * -1 after an error().  Import calls extract_pending(db) once at its end.
 */
int extract_run(struct db *db, int all, const char *message_id, struct extract_stats *st);
int extract_pending(struct db *db);

/* extract_run with PROGRESS(ST, CTX) called after each stored batch (NULL: none). */
typedef void extract_progress_fn(const struct extract_stats *st, void *ctx);
int extract_run_progress(struct db *db, int all, const char *message_id, struct extract_stats *st,
			 extract_progress_fn *progress, void *ctx);

/* JSON of one stored message: series, cited, systems, comparisons, claims. */
json_t *figures_show(struct db *db, const char *message_id);

#endif
