/* proseavg.c: an average a sentence gives of runs printed above it ("avg 2105.75 vs 2185.46 MB/sec"): that series' mean */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "cells.h"
#include "extract.h"
#include "prose.h"
#include "tool.h"
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

/* [p, p + n) a word of average: "avg", "mean", "averaged" */
static int is_average_word(const char *p, size_t n)
{
	static const char *const words[] = { "avg", "average", "averages", "averaged", "averaging", "mean",
					     "means", NULL };

	for (const char *const *w = words; *w; w++)
		if (strlen(*w) == n && !strncasecmp(p, *w, n))
			return 1;
	return 0;
}

/* Token k a word of average, punctuation around it aside: "(avg", "mean:" */
static int average_word(const struct text *t, const struct tok *k)
{
	size_t n = k->e - k->s;
	const char *p = t->s + k->s;

	while (n && strchr(":=,(", p[n - 1]))
		n--;
	if (n && *p == '(')
		p++, n--;
	return is_average_word(p, n);
}

/* Token k a plain number ("2105.75,", "108.7)"): how many digits, its value, digits after
 * the point and end without the punctuation after it; 0 when it is none */
static int avg_number(const struct text *t, const struct tok *k, double *v, int *decimals, size_t *end)
{
	size_t e = k->e, ne, digits = 0;
	const char *p = t->s + k->s;

	while (e > k->s && strchr(",;:.)", t->s[e - 1]))
		e--;
	/* "252.78s": the unit glued on is the series' (a mean in another unit matches none) */
	for (ne = e; ne > k->s && isalpha((unsigned char)t->s[ne - 1]) && e - ne < 4; ne--)
		;
	if (ne == e || ne == k->s || !isdigit((unsigned char)t->s[ne - 1]))
		ne = e;
	if (ne <= k->s || !num_parse(p, ne - k->s, v))
		return 0;
	for (const char *q = p; q < t->s + ne; q++)
		digits += isdigit((unsigned char)*q) != 0;
	*decimals = num_decimals(p, ne - k->s);
	*end = e;
	return (int)digits;
}

int prose_series_of_mean(const struct xresult *r, size_t at, int depth, double v, int decimals, const char *metric)
{
	int best = -1;

	for (int i = 0; i < r->nseries; i++) {
		const struct xseries *s = &r->series[i];
		double sum = 0;
		if (s->span[1] > at || s->depth != depth || s->nvalues < 2 || s->sum[SUM_MEAN].set ||
		    (metric && strcasecmp(s->metric, metric)))
			continue;
		for (int j = 0; j < s->nvalues; j++)
			sum += s->values[j].value;
		if (mean_prints_as(sum, s->nvalues, v, decimals) && (best < 0 || s->span[1] > r->series[best].span[1]))
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
	int n = 0, first = l;

	for (; l < t->n && n < max && !r->used[l] && t->l[l].end > t->l[l].start; l++) {
		int got = tok_line(t, l, k + n, max - n);
		/* on the first line, the tokens after the word of average */
		if (l == first) {
			int skip = 0;
			while (skip < got && k[n + skip].s < from)
				skip++;
			memmove(k + n, k + n + skip, (size_t)(got - skip) * sizeof(*k));
			got -= skip;
		}
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

/* "(3.5x)", "(+12%)" at token k: the change between a pair of means, as a ratio (*ratio 1)
 * or a percent; into x, 1 when it is one */
static int pair_change(const struct text *t, const struct tok *k, struct xnum *x, int *ratio)
{
	size_t s = k->s, e = k->e;
	int paren = t->s[s] == '(';

	/* "(3.5x)", "(+12%)", or a change with its sign written: ", -17.7%." */
	if (!paren && !strchr("+-", t->s[s]))
		return 0;
	s += paren;
	while (e > s && strchr(",.;:", t->s[e - 1]))
		e--;
	if (paren && (e <= s || t->s[e - 1] != ')'))
		return 0;
	e -= paren;
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

	/* "1.289s -> 1.061s on average, -17.7%" */
	if (j + 1 < n && prose_word_in(t, &k[j], (const char *const[]){ "on", NULL }) && average_word(t, &k[j + 1]))
		j += 2;
	if (j < n && t->s[k[j].s] != '(' && !tok_has_digit(t, k[j].s, k[j].e))
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
			f[i].series = prose_series_of_mean(r, at, depth, f[i].v, decimals, NULL);
		}
	}
	for (i = 0; i < n; i++) {
		struct xseries *s;
		int paired = (i >= 2 && pair_joint(t, &k[i - 1]) && f[i - 2].series >= 0 && f[i - 2].series != f[i].series) ||
			     (i + 2 < n && pair_joint(t, &k[i + 1]) && f[i + 2].series >= 0 && f[i + 2].series != f[i].series);
		if (f[i].series < 0 || f[i].digits < 2 || (f[i].digits < 3 && !paired))
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

/* Token k the '(' of "(avg 108.7)": the average's figure follows, closed by ')' */
static int paren_average(const struct text *t, const struct tok *k, int n, int i)
{
	return t->s[k[i].s] == '(' && average_word(t, &k[i]) && i + 1 < n && t->s[k[i + 1].e - 1] == ')';
}

/* The name after "(avg 108.7)": "for the baseline", "with v2," -> "baseline", "v2"; to a
 * mark that ends it or a word that joins the next side, five words at most */
static void name_after(const struct text *t, const struct tok *k, int n, int i, char *out, size_t cap)
{
	static const char *const lead[] = { "for", "with", "on", "under", "using", "the", "of", NULL };
	static const char *const stop[] = { "vs", "vs.", "versus", "and", "so", "but", "while", "which", NULL };
	int a = i, b;

	out[0] = '\0';
	while (a < n && a < i + 3 && prose_word_in(t, &k[a], lead))
		a++;
	for (b = a; b < n && b < a + 5 && !prose_word_in(t, &k[b], stop); b++)
		if (strchr(",.;:)", t->s[k[b].e - 1])) {
			b++;
			break;
		}
	if (b > a) {
		size_t e = k[b - 1].e;
		while (e > k[a].s && strchr(",.;:)", t->s[e - 1]))
			e--;
		text_label(t, k[a].s, e, out, cap);
	}
}

/*
 * "109 113 104 (avg 108.7) for the baseline vs 71 68 75 (avg 71.3) with
 * v2": runs a sentence lists, then their average in parentheses, then what
 * they ran on.  Read only when the average is the mean of the runs to the
 * digits printed: a series of the runs, the average its mean, labelled by
 * the words after it.
 */
static int runs_with_average(struct xresult *r, int l, const struct tok *k, int n, int i)
{
	const struct text *t = r->t;
	struct xnum runs[AVG_TOKS], avg = { 0 };
	struct xseries *s;
	char label[96];
	double sum = 0;
	int a = i, decimals, nr, j;
	size_t end;

	/* the runs right before, each a plain number ("109", "113,") */
	while (a > 0 && i - a < AVG_TOKS && avg_number(t, &k[a - 1], &runs[0].value, &decimals, &end) &&
	       !strchr(".:;)", t->s[k[a - 1].e - 1]))
		a--;
	nr = i - a;
	if (nr < 2 || !avg_number(t, &k[i + 1], &avg.value, &decimals, &end))
		return -1;
	for (j = 0; j < nr; j++) {
		int d;
		runs[j] = (struct xnum){ 0 };
		avg_number(t, &k[a + j], &runs[j].value, &d, &runs[j].e);
		runs[j].s = k[a + j].s;
		runs[j].set = 1;
		sum += runs[j].value;
	}
	if (!mean_prints_as(sum, nr, avg.value, decimals))
		return -1;
	avg.s = k[i + 1].s;
	avg.e = end;
	avg.set = 1;
	s = xr_series_at(r, l, k[a].s, k[i + 1].e, "prose");
	for (j = 0; j < nr; j++)
		xs_value(s, &runs[j]);
	s->sum[SUM_MEAN] = avg;
	s->has_summary = 1;
	name_after(t, k, n, i + 2, label, sizeof(label));
	tk_label(s, label);
	xr_claim_bytes(r, k[a].s, k[i + 1].e);
	return (int)(s - r->series);
}

/* "N% lower", "N% higher" at token i: the change, signed by its word; 1 when so */
static int said_change(const struct text *t, const struct tok *k, int n, int i, struct xnum *x)
{
	static const char *const down[] = { "lower", "less", "fewer", "smaller", "shorter", NULL };
	static const char *const up[] = { "higher", "more", "greater", "larger", "longer", NULL };
	size_t e = k[i].e;

	while (e > k[i].s && strchr(",.;:)", t->s[e - 1]))
		e--;
	if (i + 1 >= n || e <= k[i].s + 1 || t->s[e - 1] != '%' || !num_parse(t->s + k[i].s, e - 1 - k[i].s, &x->value))
		return 0;
	if (prose_word_in(t, &k[i + 1], down))
		x->negated = x->value > 0;
	else if (!prose_word_in(t, &k[i + 1], up))
		return 0;
	if (x->negated)
		x->value = -x->value;
	x->s = k[i].s;
	x->e = e;
	x->set = 1;
	return 1;
}

/* Two run lists of one sentence set side by side ("... for the baseline vs 71 68 75 (avg
 * 71.3) with v2, so about 34% lower"): the change the sentence gives after the second
 * compares it with the first */
static void runs_compared(struct xresult *r, int a, int b, const struct tok *k, int n, int from)
{
	const struct text *t = r->t;
	struct xcomparison *c;
	struct xnum x = { 0 };
	int i;

	for (i = from; i < n && !said_change(t, k, n, i, &x); i++)
		if (strchr(".!?", t->s[k[i].e - 1]))
			return;
	if (i >= n)
		return;
	c = xr_cmp(r);
	c->a = a;
	c->b = b;
	c->delta_pct = x;
	c->span[0] = x.s;
	c->span[1] = x.e;
	c->line = r->series[b].line;
	xr_cmp_say(r, c, NULL, x.s, k[i + 1].e);
	xr_claim_bytes(r, k[i].s, k[i].e);
}

/*
 * "avg (base):  max-jOPS = 248257.7, critical-jOPS = 120972.0" under the runs: a row a
 * table reader named by its average word, whose one figure is the mean of a series above
 * of the same metric to the digits printed.  It is that series' mean, no series of its own.
 */
static void average_rows(struct xresult *r)
{
	const struct text *t = r->t;

	for (int i = r->nseries - 1; i >= 0; i--) {
		struct xseries *s = &r->series[i];
		size_t w = strcspn(s->label, " :(");
		int k;

		if (s->nvalues != 1 || s->has_summary || !s->metric[0])
			continue;
		if (!is_average_word(s->label, w))
			continue;
		k = prose_series_of_mean(r, s->span[0], s->depth, s->values[0].value,
					 num_decimals(t->s + s->values[0].s, s->values[0].e - s->values[0].s), s->metric);
		if (k < 0)
			continue;
		r->series[k].sum[SUM_MEAN] = s->values[0];
		r->series[k].has_summary = 1;
		xr_drop_series(r, i);
	}
}

void rec_prose_averages(struct xresult *r)
{
	const struct text *t = r->t;
	struct tok k[AVG_TOKS];
	int side = -1, side_line = -1, joined = 0;

	if (!text_has_caseless(t, "avg", 3) && !text_has_caseless(t, "mean", 4) &&
	    !text_has_caseless(t, "averag", 6))
		return;
	average_rows(r);

	for (int l = 0; l < t->n; l++) {
		int n;
		if (r->used[l])
			continue;
		n = tok_line(t, l, k, AVG_TOKS);
		for (int i = 0; i < n; i++) {
			int s;
			if (!paren_average(t, k, n, i) || (s = runs_with_average(r, l, k, n, i)) < 0)
				continue;
			/* the first side ended its line with "vs": the sentence sets the two apart */
			if (side >= 0 && side_line >= l - 1 && joined)
				runs_compared(r, side, s, k, n, i + 2);
			side = s;
			side_line = l;
			joined = 0;
			for (int j = i + 2; j < n; j++)
				joined |= prose_word_in(t, &k[j], (const char *const[]){ "vs", "vs.", "versus", NULL });
		}
		for (int i = 0; i < n; i++)
			if (r->nseries && average_word(t, &k[i]) && !paren_average(t, k, n, i)) {
				/* "went from 41.25s to 40.41s on average": the figures stand before it */
				if (i > 0 && prose_word_in(t, &k[i - 1], (const char *const[]){ "on", NULL })) {
					int a = i - 1;
					while (a > 0 && !strchr(".!?", t->s[k[a - 1].e - 1]))
						a--;
					int e = i + 1;
					while (e < n && !strchr(".!?", t->s[k[e - 1].e - 1]))
						e++;
					averages_in(r, t->l[l].start, t->l[l].depth, k + a, e - a);
				}
				struct tok rest[AVG_TOKS];
				int m = sentence_after(r, l, k[i].e, rest, AVG_TOKS);
				averages_in(r, t->l[l].start, t->l[l].depth, rest, m);
				break;
			}
	}
}
