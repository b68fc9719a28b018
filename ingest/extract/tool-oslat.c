/* tool-oslat.c: rt-tests' oslat: the latency a core, its bucket counts and its Minimum, Average and Maximum rows */
#include <string.h>

#include "cells.h"
#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * oslat (rt-tests src/oslat/oslat.c, write_summary) prints a column a core:
 *
 *           Core:    2 3 4 5
 *   Counter Freq:    2095 2095 2095 2095 (Mhz)
 *       001 (us):    8829115624 8829364182 ...      a bucket: how many loops
 *       ...
 *        Minimum:    1 1 1 1 (us)
 *        Average:    1.000 1.000 1.000 1.000 (us)
 *        Maximum:    4 4 5 4 (us)
 *        Max-Min:    3 3 4 3 (us)
 *       Duration:    299.994 299.994 299.994 299.994 (sec)
 *
 * A series a core (params.core), latency in us, summarising its loops
 * (min, mean, max); the buckets, the frequency, Max-Min and the duration
 * are no figures.  The settings above ("oslat V 1.10", "Total runtime:",
 * "CPU list:") are the output's, claimed with it.
 */

#define CORES 64
#define ROWS 80            /* the bucket rows (32 by default) and the summary's */
#define HEAD_UP 60

/* The figures of the row at token i after its name of w tokens: into v (n of them); the
 * row's last token, else -1 */
static int row(const struct text *t, const struct tstream *ts, int i, int w, struct xnum *v, int n)
{
	int k;

	for (k = 0; k < n; k++)
		if (i + w + k >= ts->n || ts->line[i + w + k] != ts->line[i] ||
		    !tk_plain_num(t, ts, i + w + k, v ? &v[k] : NULL))
			return -1;
	k = i + w + n - 1;
	/* "(us)", "(including overflows)": to the parenthesis' end (a flattened line goes on) */
	if (k + 1 < ts->n && ts->line[k + 1] == ts->line[i] && t->s[ts->k[k + 1].s] == '(')
		while (k + 1 < ts->n && ts->line[k + 1] == ts->line[i] && !tk_ends(t, ts, k, ")"))
			k++;
	return k;
}

/* "001", "032": a bucket's number, zero-padded */
static int bucket(const struct text *t, const struct tstream *ts, int i)
{
	size_t n = ts->k[i].e - ts->k[i].s;

	return n && strspn(t->s + ts->k[i].s, "0123456789") == n;
}

/* oslat's settings above the cores' row: the first of them ("oslat V 1.10", "Total runtime:") */
static int settings_top(const struct text *t, const struct tstream *ts, int i)
{
	int j, top = i;

	for (j = i - 1; j >= 0 && j >= i - HEAD_UP; j--)
		if (ts_line_start(ts, j) && (tk_words(t, ts, j, "oslat V") || tk_words(t, ts, j, "Total runtime:")))
			top = j;
	return top;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct xnum core[CORES], mn[CORES], avg[CORES], mx[CORES];
	int n, j, e, k, last = -1, seen = 0, lines;
	struct tout o;

	for (n = 0; n < CORES && i + 1 + n < ts->n && ts->line[i + 1 + n] == ts->line[i] &&
		    tk_plain_num(t, ts, i + 1 + n, &core[n]); n++)
		;
	if (n < 1)
		return i;
	for (j = i + 1 + n, lines = 0; j < ts->n && lines < ROWS; lines++) {
		if (!ts_line_start(ts, j) && !ts_flat(t, ts, j))
			break;
		if (ts_is(t, ts, j, "Minimum:") && (e = row(t, ts, j, 1, mn, n)) >= 0)
			seen |= 1;
		else if (ts_is(t, ts, j, "Average:") && (e = row(t, ts, j, 1, avg, n)) >= 0)
			seen |= 2;
		else if (ts_is(t, ts, j, "Maximum:") && (e = row(t, ts, j, 1, mx, n)) >= 0)
			seen |= 4;
		else if ((tk_words(t, ts, j, "Counter Freq:") && (e = row(t, ts, j, 2, NULL, n)) >= 0) ||
			 ((ts_is(t, ts, j, "Max-Min:") || ts_is(t, ts, j, "Duration:")) && (e = row(t, ts, j, 1, NULL, n)) >= 0) ||
			 (bucket(t, ts, j) && ts_is(t, ts, j + 1, "(us):") && (e = row(t, ts, j, 2, NULL, n)) >= 0))
			;
		else
			break;
		last = e;
		j = e + 1;
	}
	if (seen != 7)
		return i;
	tk_begin(&o, r, ts, settings_top(t, ts, i), "oslat");
	for (k = 0; k < n; k++) {
		struct xseries *s = tk_series(&o, i, last, "latency", "us", NULL);
		s->sum[SUM_MIN] = mn[k];
		s->sum[SUM_MEAN] = avg[k];
		s->sum[SUM_MAX] = mx[k];
		s->has_summary = 1;
		xs_param_num(s, "core", &core[k]);
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

/* The layout may take the bucket rows for a dump (a listing): oslat's own words say whose */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return (ts_line_start(ts, i) || ts_flat(r->t, ts, i)) && ts_is(r->t, ts, i, "Core:") &&
	       tk_plain_num(r->t, ts, i + 1, NULL) &&
	       (tk_readable(r, ts, i) || (r->skip && r->skip[ts->line[i]] == SKIP_LISTING));
}

void rec_oslat(struct xresult *r)
{
	tk_scan(r, "Counter Freq", starts, block);
}
