/* check.h: recompute a claim from the posted figures: holds, off, contradicted, not checkable */
#ifndef SCHEDLORE_CHECK_H
#define SCHEDLORE_CHECK_H

#include <stddef.h>

#include "claim.h"

/*
 * The checker is pure: it sees claims and a flat list of series (one figure
 * each: a table cell, a pair line, a ministat set's mean) and never the
 * database.  A series is told apart by side (scheduler/kernel), row (the
 * parameter row: -j4, M1000, 12 concurrent), metric and workload; a "cell"
 * is a row+metric+workload+block where two sides can be compared.
 *
 * Matching a posted number: its digits say how precise it is.  A recomputed
 * value holds when it shows the same digits rounded, or truncated, or lies
 * within one unit of the last posted digit; the result says which.
 */

enum check_status {
	CHECK_HOLDS,
	CHECK_OFF,
	CHECK_CONTRADICTED,
	CHECK_NOT_CHECKABLE,
};

const char *check_status_name(enum check_status s);

enum {
	DIGITS_ROUNDED = 1,
	DIGITS_TRUNCATED = 2,
	DIGITS_ONE_UNIT = 4,
};

/* How recomputed matches the posted text ("1.0244", "-6.6", "12"): a mask of DIGITS_* */
int check_digits(const char *posted, double recomputed);
/* "rounded and truncated", "rounded", "truncated", "within one unit", "no" */
const char *check_digits_name(int mask);
/* Decimals written in a posted number */
int check_decimals(const char *posted);

struct ck_series {
	long id;
	const char *side;	/* "4BSD", "7.0-current SCHED_ULE", "2.6.22-ck1" */
	const char *row;	/* "-j4", "M1000", "default", "4", or NULL */
	const char *key;	/* the row's parameter: "j", "concurrency", or NULL */
	double param;		/* its number, NaN if none */
	const char *metric;	/* "real", "user", "sys", "share", ... or NULL */
	int metric_rank;	/* 0 for the table's first (primary) column */
	const char *workload;	/* NULL if unknown */
	const char *unit;	/* "s", "%", ... or NULL */
	int better;		/* -1 lower is better, +1 higher, 0 unknown */
	double value;		/* the figure, or the mean of a set */
	const char *text;	/* as posted */
	int has_summary;
	double n, stddev;
	size_t off, end;	/* span in the message */
	int block;		/* table or block it came from */
	int quote_depth;
};

#define CHECK_MAX_SERIES 24

struct check_result {
	enum check_status status;
	int has_posted, has_recomputed;
	double posted, recomputed;
	char posted_text[32], recomputed_text[32];
	char convention[160];	/* "(4BSD - ULE) / 4BSD", "4BSD / ULE" */
	char match[32];		/* check_digits_name() of the match */
	char generation[32];	/* ministat: "older", "current FreeBSD", "either" */
	char note[640];
	long series[CHECK_MAX_SERIES];
	int nseries;
};

/*
 * Check claims[i] against series s[0..ns); the other claims of the message
 * (siblings of a sentence, neighbours) inform conventions and proximity.
 */
void check_claim(const struct claim *claims, size_t nclaims, size_t i,
		 const struct ck_series *s, size_t ns, struct check_result *r);

/* Effective concurrency: n tasks take tn where one takes t1 */
double check_effective_concurrency(double n, double t1, double tn);

/* Percent difference of a against b under a convention, named into conv */
double check_percent(double a, double b, int base_is_b, int sign_b_minus_a);

#endif
