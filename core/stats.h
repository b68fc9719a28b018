/* stats.h: data-set summaries and Student's t comparisons, as ministat makes them */
#ifndef SCHEDLORE_STATS_H
#define SCHEDLORE_STATS_H

#include <stddef.h>

/*
 * Benchmark arguments on mailing lists are settled with ministat(1), so this
 * module computes what ministat computes, with the same floating-point steps,
 * so that a verdict shown by schedlore is the verdict the poster saw.
 *
 * Two generations of ministat disagree in a few formulas (docs/statistics.md):
 *
 *   STATS_DEBIAN   Debian's ministat 20150715 and FreeBSD before 2019:
 *                  median = sorted[n / 2], variance from the running sums
 *                  (syy - sy * sy / n) / (n - 1), percentage interval
 *                  e * 100 / base mean.
 *   STATS_FREEBSD  current FreeBSD: median averages the two middle values
 *                  for even n, variance from a second pass over the sorted
 *                  samples, percentage interval aware of the ratio of means.
 *
 * A set is made from raw samples or from the summary line a poster quoted
 * (N Min Max Median Avg Stddev); has_raw tells them apart.  Everything
 * downstream (t-tests, plots of bars) needs only the summary.
 */

enum stats_gen {
	STATS_DEBIAN,
	STATS_FREEBSD,
};

struct stats_set {
	size_t n;
	double min, max, median, mean, stddev;
	double var;		/* sample variance; stddev == sqrt(var) */
	double sum;		/* of the samples, in input order */
	double sumsq;		/* DEBIAN: sum of squares; FREEBSD: of squared deviations */
	const double *values;	/* sorted samples (the caller's array) or NULL */
	int has_raw;
};

/*
 * Sort v[0..n-1] in place and summarise it; s->values points into v, which
 * must outlive s.  At least 2 samples.  Returns 0, or -1 with an error().
 */
int stats_from_samples(struct stats_set *s, double *v, size_t n, enum stats_gen gen);

/* A set from a posted summary only; sum and sumsq are reconstructed. */
int stats_from_summary(struct stats_set *s, size_t n, double min, double max,
		       double median, double mean, double stddev);

/* Confidence levels of ministat's t table: 80, 90, 95, 98, 99, 99.5 */
#define STATS_NCONF 6
extern const double stats_confidence[STATS_NCONF];

/* Index of a confidence level in stats_confidence, or -1 */
int stats_conf_index(double level);

/* Two-sided critical t for df degrees of freedom; df > 100 takes the infinity row */
double stats_t_critical(long df, int conf);

struct stats_result {
	double t;		/* critical value used */
	double df;		/* degrees of freedom (fractional for Welch) */
	double diff;		/* mean of the set minus mean of the base */
	double diff_pm;		/* half-width of its confidence interval */
	double pct, pct_pm;	/* the same as percentages of the base mean */
	double spool;		/* pooled standard deviation (NaN for Welch) */
	double se;		/* standard error of the difference */
	int proven;		/* |diff| > diff_pm */
};

/*
 * Student's t with pooled variance, as ministat's Relative(): set against
 * base at stats_confidence[conf].  Returns 0, or -1 with an error().
 */
int stats_student(const struct stats_set *set, const struct stats_set *base,
		  int conf, enum stats_gen gen, struct stats_result *r);

/*
 * Not in ministat, and not used by default: Welch's t for unequal variances,
 * Welch-Satterthwaite degrees of freedom rounded down into the same table
 * (rounding down widens the interval).  pct_pm is diff_pm * 100 / base mean.
 */
int stats_welch(const struct stats_set *set, const struct stats_set *base,
		int conf, struct stats_result *r);

/*
 * One input line as ministat reads it: trailing white space dropped, fields
 * split by strtok on DELIM (so runs of delimiters are one), '#' starts a
 * comment, lines without column COLUMN (1-based) are skipped and anything
 * else not a number is bad data.  LINE is modified.  Returns 1 with *d set,
 * 0 to skip the line, -1 for bad data.  (schedlore compare and report files.)
 */
int stats_parse_line(char *line, int column, const char *delim, double *d);

#endif
