/* cstore.h: claims in the database: recognised at extraction, linked to series, checked, shown */
#ifndef SCHEDLORE_CSTORE_H
#define SCHEDLORE_CSTORE_H

#include <jansson.h>
#include <stddef.h>

#include "check.h"

struct db;

/*
 * The claims of a message are recognised in its decoded text as its
 * figures are extracted and, once those are stored, checked against the
 * series it can see (its own, the ones it quotes, then those of its
 * thread's parents, nearest first), and
 * stored with stable ids: a hash of the origin Message-ID and the claim's
 * kind, text and posted figure.  Checking again recognises again and
 * rewrites the checks of the claims whose ids it finds.
 */

#define CHECKER_VERSION 1

struct claims_stats {
	long messages, claims, checks;
	long status[4];        /* by enum check_status */
	double seconds;        /* recognising and checking, without storage */
	double total_seconds;
};

struct text;
struct xresult;

/*
 * A stored message's claims found in its text while its extraction (t, r)
 * is at hand: the layout is not made again, and a text that cannot hold a
 * claim is not read for one.  msgid and body are the caller's.
 */
struct claims_found {
	long long message;
	const char *msgid, *body;
	size_t len;
	struct claim_list cl;
};
void claims_find(struct claims_found *f, const struct text *t, const struct xresult *r);
void claims_found_release(struct claims_found *f);
/* Link, check and store the claims found in messages f[0..n) (in id order); no text read again */
int claims_extract_found(struct db *db, struct claims_found *f, size_t n, struct claims_stats *st);

/*
 * Check stored claims again: those without a current check, or every one
 * (all), or one claim (claim_id).  Returns 0, or -1 after an error().
 */
int claims_check(struct db *db, int all, const char *claim_id, struct claims_stats *st);

/* The claims array of docs/figures-json.md for a stored message (by row id). */
json_t *claims_show(struct db *db, const char *message_db_id);

/*
 * The claims of a text outside the database, checked against series and
 * comparisons in the JSON of docs/figures-json.md: the claims array that
 * show prints, for extract --text.  t: the extraction's text of the body
 * (text_build).  quiet: the nquiet ranges of the body the extraction's
 * layout set aside (layout_quiet_of), where no claim starts.
 */
json_t *claims_of_text(const char *msgid, const struct text *t, json_t *series,
		       json_t *comparisons, const size_t *quiet, size_t nquiet);

/* The side a stored series stands for: version and scheduler, or its label */
void claims_side(const char *os_version, const char *scheduler, const char *label,
		 const char *variant, char *out, size_t cap);

#endif
