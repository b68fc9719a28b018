/* claim.h: claims recognised in a post's text, before they meet any series */
#ifndef SCHEDLORE_CLAIM_H
#define SCHEDLORE_CLAIM_H

#include <stddef.h>

/*
 * A claim is a sentence (or, for a posted Difference line or a ministat
 * result, a few lines) that asserts something measurable about series.  The
 * recogniser works on the text alone: it knows formats and language, never a
 * particular post.  Names it finds (a scheduler, a kernel, "-j4", "M1000",
 * "wall time") are only candidates with a grammatical role; the checker
 * resolves them against the labels of the series it is given.
 *
 * One claim states at most one figure: a sentence giving "1.0244 and 1.0142
 * ratio on -j4 and -j6" yields two claims sharing the sentence (same group),
 * each with its own figure and the row it is paired with.
 *
 * Offsets are byte offsets into the text given to claims_recognise().
 */

enum claim_kind {
	CLAIM_PERCENT,		/* A is N % faster/slower (than B) */
	CLAIM_RATIO,		/* ratio r between sides or rows */
	CLAIM_TIMES,		/* A is N times faster than B */
	CLAIM_ALL_CASES,	/* A is faster in all cases */
	CLAIM_MISSING,		/* N % of usage is missing */
	CLAIM_CONCURRENCY,	/* the effective concurrency under A is N */
	CLAIM_NO_DIFFERENCE,	/* about the same, breaking even */
	CLAIM_TREND,		/* A degrades worse than B as load rises */
	CLAIM_COMPARE,		/* A is faster/slower than B, no figure */
	CLAIM_DIFFERENCE,	/* a posted "Difference: -6.6 %" under a pair */
	CLAIM_MINISTAT,		/* ministat's "Difference at 95.0% confidence" */
	CLAIM_NKINDS
};

const char *claim_kind_name(enum claim_kind k);

enum claim_role {
	ROLE_ANY,		/* a name whose role the sentence does not show */
	ROLE_SUBJECT,		/* the side the claim is about */
	ROLE_OTHER,		/* the side it is compared with ("than B") */
	ROLE_ROW,		/* a row or parameter: -j4, 12 concurrent, M1000 */
	ROLE_ROW_PAIR,		/* "M1000/M100": a ratio of two rows */
	ROLE_METRIC,		/* real (wall time), user, sys */
	ROLE_WORKLOAD,		/* select-key, ubench, "building a kernel" */
	ROLE_LARGEST,		/* qualifier: "largest at -j4 and -j6" */
	ROLE_SMALLEST,		/* qualifier: "smallest at <default>" */
};

const char *claim_role_name(enum claim_role r);

struct claim_num {
	double value;
	char text[32];		/* as posted: "1.0244", "12", "-6.6", ".49" */
	size_t off, len;
	int percent;		/* written with a % sign */
};

struct claim_name {
	char text[48];		/* as written, markup such as <> dropped */
	enum claim_role role;
	double param;		/* the number in a row name (-j4 -> 4), else NaN */
	char key[16];		/* the parameter it sets: "j", "concurrency", "" */
	size_t off;
};

#define CLAIM_MAX_NAMES 16
/* a sentence longer than this (bytes of its text) is not prose: it yields no claims */
#define CLAIM_SENTENCE_MAX 2048

/* ministat's summary lines and its Difference block, as posted */
struct claim_ministat {
	int nsets;		/* summary lines read (2 are compared) */
	char label[2][48];	/* the legend: "real.one.4bsd" */
	double n[2], min[2], max[2], median[2], mean[2], stddev[2];
	char mean_text[2][32];
	double conf;		/* 95.0 */
	struct claim_num diff, diff_pm, pct, pct_pm, spool;
	int no_difference;	/* "No difference proven" */
	int has_pct;
};

/* the two figures a posted Difference line sits under */
struct claim_pair {
	char name[2][48];
	struct claim_num val[2];
};

struct claim {
	enum claim_kind kind;
	int group;		/* claims from one sentence share a group */
	size_t off, len;	/* the sentence or lines */
	char *text;		/* normalised: quote marks and line breaks gone */
	int quote_depth;	/* how many > marks the sentence stood behind */
	int direction;		/* +1 the subject is better, -1 worse, 0 neither */
	int negated;		/* "not faster", "isn't slower" */
	char hedge[24];		/* "about", "slightly", "seems", ... or "" */
	int has_num;
	struct claim_num num;	/* the stated figure */
	int nnames;
	struct claim_name names[CLAIM_MAX_NAMES];
	char workload[64];	/* a workload phrase ("extracting a single tarball") */
	struct claim_ministat ms;	/* CLAIM_MINISTAT */
	struct claim_pair pair;		/* CLAIM_DIFFERENCE */
};

struct claim_list {
	struct claim *v;
	size_t n, alloc;
};

#define CLAIM_LIST_INIT { NULL, 0, 0 }

/*
 * A change extraction found posted beside its two figures (a table's %-diff
 * or DELTA cell, a prose comparison): a claim of its own, checked like a
 * posted Difference line.  text is what the claim says ("2.6.14 vs RHEL4U2,
 * 1: %-diff -48.4%"); name/val the base and the compared figure.
 */
struct claim_posted {
	size_t off, len;
	const char *text;
	const char *delta;		/* the posted change as written: "-48.4" */
	int percent;
	const char *name[2];
	double val[2];
	const char *val_text[2];	/* NULL when the side has no single figure */
};

/* Append a claim per posted change no recognised claim already covers */
void claims_add_posted(struct claim_list *out, const char *text, size_t len,
		       const struct claim_posted *p, size_t n);

/* Recognise every claim in text[0..len); appends to out.  Never fails. */
void claims_recognise(const char *text, size_t len, struct claim_list *out);
/*
 * The same, no sentence starting inside quiet[2i] .. quiet[2i+1] (a patch,
 * code: layout.h).  absent: what claims_absent found text cannot hold.
 */
void claims_recognise_outside(const char *text, size_t len, const size_t *quiet, size_t nquiet,
			      int absent, struct claim_list *out);
/* may_have(ctx, w, n): 0 when the text certainly holds w[0..n) in no mix of cases */
typedef int (*claim_may_have)(const void *ctx, const char *w, size_t n);
enum {
	CLAIMS_NO_SENTENCE = 1,	/* no word a sentence's claim needs */
	CLAIMS_NO_BLOCK = 2	/* no ministat, Difference or signed item block */
};
/* What text cannot hold, as CLAIMS_NO_ flags: an exact test, cheaper than looking */
int claims_absent(const char *text, size_t len, claim_may_have may_have, const void *ctx);
void claim_list_release(struct claim_list *l);

/* The first name with this role, or NULL */
const struct claim_name *claim_name_with(const struct claim *c, enum claim_role r);

/* Parse a posted number ("12", "-6.6", "+0.48", ".49", "3:25.56"); 0 or -1 */
int claim_parse_num(const char *s, size_t len, struct claim_num *out);

/* Is this word a scheduler (a vocabulary spelling) or a kernel version? */
int claim_is_side_word(const char *w);

#endif
