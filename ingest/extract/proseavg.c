/* proseavg.c: an average a sentence gives of runs printed above it ("avg 2105.75 vs 2185.46 MB/sec"): that series' mean */
#include <ctype.h>
#include <math.h>
#include <string.h>
#include <strings.h>

#include "extract.h"
#include "../../core/banned.h"

/*
 * Posts print the runs, then say what they average to in a sentence: "avg
 * 2105.75 vs 2185.46 MB/sec, +3.79%", "Averages: ChanSync 415 -> 118 ns/op,
 * ChanProdCons100 289 -> 61 ns/op".  A number after a word of average, to
 * the end of its sentence, is the mean of a series printed above it (at
 * its quote depth) when it is the mean of that series' values to the digits
 * printed: it becomes that series' summary mean, as printed, and its bytes
 * are claimed, so the prose reader makes no figure of it.  Each series
 * takes one, the nearest above first.  A number of two digits ("61") matches
 * a mean by chance too easily to be read alone: only as one side of a pair
 * ("289 -> 61", "61 vs 63") whose other side is a mean too.
 */

#define AVG_TOKS 64        /* tokens of the sentence read after the word of average */

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

/* Token k a plain number of two digits or more ("2105.75,"): how many digits, its value,
 * digits after the point and end without the punctuation after it; 0 when it is none */
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
	return digits >= 2 ? (int)digits : 0;
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

/* Token i joins two figures of a pair: "->", "vs", "to", "/" */
static int pair_joint(const struct text *t, const struct tok *k)
{
	static const char *const joints[] = { "->", "vs", "vs.", "to", "/", "=>", "versus", NULL };
	size_t n = k->e - k->s;

	for (const char *const *w = joints; *w; w++)
		if (strlen(*w) == n && !strncmp(t->s + k->s, *w, n))
			return 1;
	return 0;
}

/* The tokens of the sentence after the word of average at byte from on line l: to its stop,
 * over the lines after it with nothing between; how many */
static int sentence_after(const struct xresult *r, int l, size_t from, struct tok *k, int max)
{
	const struct text *t = r->t;
	int n = 0;

	for (; l < t->n && n < max && !r->used[l] && t->l[l].end > t->l[l].start; l++, from = t->l[l].start) {
		int got = tok_split(t, from, t->l[l].end, k + n, max - n);
		for (int i = n; i < n + got; i++) {
			char c = t->s[k[i].e - 1];
			if (strchr(".!?", c) && !pair_joint(t, &k[i]))
				return i + 1;
		}
		n += got;
	}
	return n;
}

struct avg_fig {
	int series, digits, taken;
	double v;
	size_t s, e;
};

static int has_digit(const struct text *t, const struct tok *k)
{
	for (size_t i = k->s; i < k->e; i++)
		if (isdigit((unsigned char)t->s[i]))
			return 1;
	return 0;
}

/* "(3.5x)", "(+12%)" at token k: the change between a pair of means, as a ratio (*ratio 1)
 * or a percent; into x, 1 when it is one */
static int pair_change(const struct text *t, const struct tok *k, struct xnum *x, int *ratio)
{
	size_t s = k->s, e = k->e;

	if (t->s[s] != '(')
		return 0;
	s++;
	while (e > s && strchr(",.;:", t->s[e - 1]))
		e--;
	if (e <= s || t->s[e - 1] != ')')
		return 0;
	e--;
	if (e <= s || (t->s[e - 1] != 'x' && t->s[e - 1] != '%'))
		return 0;
	*ratio = t->s[e - 1] == 'x';
	if (!num_parse(t->s + s, e - 1 - s, &x->value))
		return 0;
	x->s = s;
	x->e = e;
	x->set = 1;
	return 1;
}

/* "415 -> 118 ns/op (3.5x)": a pair of means at figures i - 2 and i, then the change between
 * them (a unit may stand before it): the second series compared with the first */
static void pair_compared(struct xresult *r, const struct tok *k, int n, const struct avg_fig *f, int i)
{
	const struct text *t = r->t;
	struct xcomparison *c;
	struct xnum x = { 0 };
	int j = i + 1, ratio;

	if (j < n && t->s[k[j].s] != '(' && !has_digit(t, &k[j]))
		j++;
	if (j >= n || !pair_change(t, &k[j], &x, &ratio))
		return;
	c = xr_cmp(r);
	c->a = f[i - 2].series;
	c->b = f[i].series;
	if (ratio)
		c->delta = x;
	else
		c->delta_pct = x;
	c->span[0] = f[i - 2].s;
	c->span[1] = k[j].e;
	c->line = r->series[c->b].line;
	xr_cmp_say(r, c, NULL, f[i - 2].s, k[j].e);
}

/* The figures of k that are means of series above byte AT, at quote depth DEPTH */
static void averages_in(struct xresult *r, size_t at, int depth, const struct tok *k, int n)
{
	const struct text *t = r->t;
	struct avg_fig f[AVG_TOKS];
	int i;

	for (i = 0; i < n; i++) {
		int decimals;
		f[i].series = -1;
		f[i].taken = 0;
		if ((f[i].digits = avg_number(t, &k[i], &f[i].v, &decimals, &f[i].e))) {
			f[i].s = k[i].s;
			f[i].series = series_of_mean(r, at, depth, f[i].v, decimals);
		}
	}
	for (i = 0; i < n; i++) {
		struct xseries *s;
		int paired = (i >= 2 && pair_joint(t, &k[i - 1]) && f[i - 2].series >= 0 && f[i - 2].series != f[i].series) ||
			     (i + 2 < n && pair_joint(t, &k[i + 1]) && f[i + 2].series >= 0 && f[i + 2].series != f[i].series);
		if (f[i].series < 0 || (f[i].digits < 3 && !paired))
			continue;
		s = &r->series[f[i].series];
		if (s->sum[SUM_MEAN].set)
			continue;
		s->sum[SUM_MEAN] = (struct xnum){ .value = f[i].v, .s = f[i].s, .e = f[i].e, .set = 1 };
		s->has_summary = 1;
		/* the prose reader would make the mean a figure of its own ("Means: 2327 s stock") */
		xr_claim_bytes(r, f[i].s, f[i].e);
		f[i].taken = 1;
		if (i >= 2 && f[i - 2].taken && pair_joint(t, &k[i - 1]))
			pair_compared(r, k, n, f, i);
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
			if (average_word(t, &k[i])) {
				struct tok rest[AVG_TOKS];
				int m = sentence_after(r, l, k[i].e, rest, AVG_TOKS);
				averages_in(r, t->l[l].start, t->l[l].depth, rest, m);
				break;
			}
	}
}
