/* blocks.h: recognisers for claims that are blocks of figures (internal to ingest/claims) */
#ifndef SCHEDLORE_CLAIM_BLOCKS_H
#define SCHEDLORE_CLAIM_BLOCKS_H

#include "claim.h"
#include "ctext.h"

/* A zeroed claim appended to l */
struct claim *claims_new(struct claim_list *l);

/*
 * Append the claims of one format; each returns how many ranges of t->s it
 * consumed, written as pairs into skip (at most maxskip pairs), so that the
 * sentence recogniser treats them as data.  *group numbers the claims.
 */
size_t claims_differences(const struct ctext *t, struct claim_list *out, int *group,
			  size_t *skip, size_t maxskip);
size_t claims_ministat(const struct ctext *t, struct claim_list *out, int *group,
		       size_t *skip, size_t maxskip);
size_t claims_signed_items(const struct ctext *t, struct claim_list *out, int *group,
			   size_t *skip, size_t maxskip);
/* Rows of a table of signed changes ("hackbench-p  +3.1%  +8.7%"): a claim per change */
size_t claims_signed_rows(const struct ctext *t, struct claim_list *out, int *group, size_t *skip,
			  size_t maxskip);

/* 1 when text (no \r, NUL or soft line break in it) holds none of these blocks */
int claims_blocks_absent(const char *text, size_t len, claim_may_have may_have, const void *ctx);

#endif
