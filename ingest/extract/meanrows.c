/* meanrows.c: a build's runs on a line, then an arrow and their mean: "esync   91  92  92   -> 91.7" */
#include <ctype.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "layout.h"
#include "../../core/banned.h"

/*
 *   esync   91  92  92   -> 91.7
 *   fsync   97  96  98   -> 97.0
 *
 * A name of one to three words, two figures or more, an arrow ("->", "=>",
 * "→") or "=", then one figure that is the mean of the figures before it to
 * the digits printed: the build's runs and their mean.  Each such line is a
 * series: label the name, values the runs, summary mean the last figure.
 * The mean is what tells the line from a change ("1.92s -> 1.85s") and from
 * a row of a table whose last column differs.  Two lines of the shape, or
 * one under a title, make the block; the lines are claimed.
 */

#define MR_TOKS 32

static int arrow(const struct text *t, const struct tok *k)
{
	size_t n = k->e - k->s;
	const char *p = t->s + k->s;

	return (n == 2 && (!strncmp(p, "->", 2) || !strncmp(p, "=>", 2))) || (n == 3 && !strncmp(p, "\xe2\x86\x92", 3)) ||
	       (n == 1 && *p == '=');
}

/* Token k a figure as printed (a unit glued on or none): its value and digits after the point */
static int figure(const struct text *t, const struct tok *k, double *v, int *decimals)
{
	struct vcell c;

	if (!cell_parse(t, k->s, k->e, &c) || c.pct)
		return 0;
	*v = c.x.value;
	*decimals = num_decimals(t->s + c.x.s, c.x.e - c.x.s);
	return 1;
}

/* Line l of the shape: the name's tokens [0, *name_e), runs [*name_e, *arrow_at), the mean
 * after the arrow; 1 when so */
static int mean_row(const struct text *t, int l, struct tok *k, int *nk, int *name_e, int *arrow_at)
{
	double v, sum = 0, mean;
	int n = tok_line(t, l, k, MR_TOKS), i, runs = 0, dec, mdec;

	*nk = n;
	for (i = 0; i < n && i < 3 && !figure(t, &k[i], &v, &dec); i++)
		if (!isalpha((unsigned char)t->s[k[i].s]) && !strchr("+-(", t->s[k[i].s]))
			return 0;
	*name_e = i;
	if (i < 1 || i > 3)
		return 0;
	for (; i < n && figure(t, &k[i], &v, &dec); i++) {
		sum += v;
		runs++;
	}
	if (runs < 2 || i + 2 != n || !arrow(t, &k[i]) || !figure(t, &k[i + 1], &mean, &mdec))
		return 0;
	*arrow_at = i;
	return mean_prints_as(sum, runs, mean, mdec);
}

static void emit(struct xresult *r, int l, const struct tok *k, int name_e, int arrow_at)
{
	const struct text *t = r->t;
	struct xseries *s = xr_series_at(r, l, k[name_e].s, k[arrow_at + 1].e, "table");
	struct vcell c;

	text_label(t, k[0].s, k[name_e - 1].e, s->label, sizeof(s->label));
	for (int i = name_e; i < arrow_at; i++)
		if (cell_parse(t, k[i].s, k[i].e, &c))
			xs_value(s, &c.x);
	if (cell_parse(t, k[arrow_at + 1].s, k[arrow_at + 1].e, &c)) {
		s->sum[SUM_MEAN] = c.x;
		s->has_summary = 1;
	}
	ctx_workload_above(t, l, k[0].s, s->workload, sizeof(s->workload));
	ctx_finish(s);
	r->used[l] = 1;
}

void rec_mean_rows(struct xresult *r)
{
	const struct text *t = r->t;
	struct tok k[MR_TOKS], k2[MR_TOKS];
	int l, nk, name_e, arrow_at, n2, e2, a2;

	if (!text_has(t, "->", 2) && !text_has(t, "=>", 2) && !text_has(t, " = ", 3) && !text_has(t, "\xe2\x86\x92", 3))
		return;
	for (l = 0; l < t->n; l++) {
		if (r->used[l] || layout_skip(r, l) || !mean_row(t, l, k, &nk, &name_e, &arrow_at))
			continue;
		/* a block: the next line of the shape too, or the one before was */
		if (!(l + 1 < t->n && !r->used[l + 1] && !layout_skip(r, l + 1) &&
		      mean_row(t, l + 1, k2, &n2, &e2, &a2)) &&
		    !(l > 0 && r->used[l - 1] && r->nseries && r->series[r->nseries - 1].line == l - 1 &&
		      !strcmp(r->series[r->nseries - 1].found_by, "table")))
			continue;
		emit(r, l, k, name_e, arrow_at);
		layout_note(r, l, l, "table", "a build's runs, an arrow, their mean");
	}
}
