/* verdict.h: judge a claim on the rerun's samples with the claim's own test and confidence */
#ifndef SCHEDLORE_VERDICT_H
#define SCHEDLORE_VERDICT_H

#include <stddef.h>

#include "../core/stats.h"

struct db;

/*
 * Side A is the claim's baseline, B the other system; the claim says B's
 * mean differs from A's by claimed_pct percent of A (negative: B lower).
 *
 *   reproduced      a difference is proven, in the claim's direction, and the
 *                   claimed size lies inside the rerun's confidence interval
 *   different size  proven, same direction, the claimed size outside it
 *   contradicted    proven, the opposite direction
 *   inconclusive    no difference proven ("No difference proven", ministat)
 *   no claim        nothing to judge (no claimed size, or one side only)
 *
 * runs_needed is the power note: runs per side that would detect the claimed
 * difference (the measured one when none is claimed) at the measured pooled
 * standard deviation, at the same confidence, with 80 % power (normal
 * approximation for the power term, ministat's t table for the test).
 */
struct verdict_in {
	double *a, *b;          /* sorted in place by the judge */
	size_t na, nb;
	int has_claim;
	double claimed_pct;
	double confidence;      /* 80, 90, 95, 98, 99, 99.5 */
	int welch;              /* 0: Student's t with pooled s (ministat) */
};

struct verdict {
	const char *status;
	struct stats_set sa, sb;
	struct stats_result r;
	long runs_needed;       /* -1: not computable (no noise or no difference) */
	char note[320];
};

int verdict_judge(struct verdict_in *in, struct verdict *v);

/* Judge job ID from its runs and store the verdicts row (inside the caller's transaction). */
int verdict_compute(struct db *db, long job);

#endif
