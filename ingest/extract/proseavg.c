/* proseavg.c: an average a sentence gives of runs printed above it ("avg 2105.75 vs 2185.46 MB/sec"): that series' mean */
#include <ctype.h>
#include <math.h>
#include <string.h>
#include <strings.h>

#include "extract.h"
#include "../../core/banned.h"

/*
 * Posts print the runs, then say what they average to in a sentence: "avg
 * 2105.75 vs 2185.46 MB/sec, +3.79%", "the mean is 4.213 s".  A number a
 * few words after a word of average is the mean of a series printed above
 * it (at its quote depth) when it is the mean of that series' values to the
 * digits printed: it becomes that series' summary mean, as printed, and its
 * bytes are claimed, so the prose reader makes no figure of it.  Each
 * series takes one, the nearest above first; a number of fewer than three
 * digits ("avg 4") matches too many means by chance to be read.
 */

#define AVG_TOKS 64
#define AVG_REACH 6         /* tokens from the word of average to its last number */

static int average_word(const struct text *t, const struct tok *k)
{
	static const char *const words[] = { "avg", "average", "averages", "averaged", "averaging", "mean",
					     "means", NULL };
	size_t n = k->e - k->s;
	const char *p = t->s + k->s;

	while (n && strchr(":=,(", p[n - 1]))
		n--;
	if (n && *p == '(')
		p++, n--;
	for (const char *const *w = words; *w; w++)
		if (strlen(*w) == n && !strncasecmp(p, *w, n))
			return 1;
	return 0;
}

/* Token k a plain number of three digits or more ("2105.75,"): its value, digits after the
 * point and end without the punctuation after it; 0 when it is none */
static int avg_number(const struct text *t, const struct tok *k, double *v, int *decimals, size_t *end)
{
	size_t e = k->e, digits = 0;
	const char *p = t->s + k->s, *dot;

	while (e > k->s && strchr(",;:.)", t->s[e - 1]))
		e--;
	if (e <= k->s || !num_parse(p, e - k->s, v))
		return 0;
	for (const char *q = p; q < t->s + e; q++)
		digits += isdigit((unsigned char)*q) != 0;
	dot = memchr(p, '.', e - k->s);
	*decimals = dot ? (int)(t->s + e - dot - 1) : 0;
	*end = e;
	return digits >= 3;
}

/* The nearest series above byte AT, at quote depth DEPTH, with no mean yet, whose values'
 * mean is V to DECIMALS digits; -1 when none */
static int series_of_mean(const struct xresult *r, size_t at, int depth, double v, int decimals)
{
	double tol = 0.5 * pow(10, -decimals) + 1e-9;
	int best = -1;

	for (int i = 0; i < r->nseries; i++) {
		const struct xseries *s = &r->series[i];
		double sum = 0;
		if (s->span[1] > at || s->depth != depth || s->nvalues < 2 || s->sum[SUM_MEAN].set)
			continue;
		for (int j = 0; j < s->nvalues; j++)
			sum += s->values[j].value;
		if (fabs(sum / s->nvalues - v) <= tol && (best < 0 || s->span[1] > r->series[best].span[1]))
			best = i;
	}
	return best;
}

/* The numbers after the word of average at token i of line l's tokens k */
static void averages_after(struct xresult *r, int l, const struct tok *k, int n, int i)
{
	const struct text *t = r->t;

	for (int j = i + 1; j < n && j <= i + AVG_REACH; j++) {
		double v;
		int decimals, s;
		size_t end;
		if (!avg_number(t, &k[j], &v, &decimals, &end))
			continue;
		if ((s = series_of_mean(r, t->l[l].start, t->l[l].depth, v, decimals)) < 0)
			return;
		r->series[s].sum[SUM_MEAN] = (struct xnum){ .value = v, .s = k[j].s, .e = end, .set = 1 };
		r->series[s].has_summary = 1;
		/* the prose reader would make the mean a figure of its own ("Means: 2327 s stock") */
		xr_claim_bytes(r, k[j].s, end);
	}
}

void rec_prose_averages(struct xresult *r)
{
	const struct text *t = r->t;
	struct tok k[AVG_TOKS];

	if (!r->nseries || (!text_has_caseless(t, "avg", 3) && !text_has_caseless(t, "mean", 4) &&
			    !text_has_caseless(t, "averag", 6)))
		return;
	for (int l = 0; l < t->n; l++) {
		int n;
		if (r->used[l])
			continue;
		n = tok_split(t, t->l[l].start, t->l[l].end, k, AVG_TOKS);
		for (int i = 0; i < n; i++)
			if (average_word(t, &k[i]))
				averages_after(r, l, k, n, i);
	}
}
