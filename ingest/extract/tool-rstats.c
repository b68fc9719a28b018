/* tool-rstats.c: R's summary() of a vector or a data frame, and its t.test() report, pasted from a session */
#include <stdio.h>
#include <string.h>

#include "cells.h"
#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * R (Debian's r-base-core 4.2) prints, for a vector,
 *
 *   > summary(cfs)
 *      Min. 1st Qu.  Median    Mean 3rd Qu.    Max.
 *     149.9   150.2   150.8   150.8   151.3   151.9
 *
 * ("NA's" last when some are missing), and for a data frame a column each:
 *
 *   > summary(d)
 *         cfs             bfs
 *    Min.   :149.9   Min.   :148.2
 *    1st Qu.:150.2   1st Qu.:148.9
 *    Median :150.8   Median :149.1
 *    Mean   :150.8   Mean   :149.2
 *    3rd Qu.:151.3   3rd Qu.:149.4
 *    Max.   :151.9   Max.   :150.7
 *
 * A series each: its summary min, median, mean and max (the quartiles have
 * no field), named by the argument of the summary() call above it (the
 * vector's name) or by the data frame's column, else titled as other
 * tools' outputs.  A t.test() report ("Welch Two Sample t-test" ... "mean
 * of x mean of y" over the two means) is the test of two series the post
 * has already given: its lines are claimed, none of its figures is a
 * series, and it compares the two vectors its "data:" line names when
 * they are series here.
 */

#define RSTATS_LINES 12

/* The vector's name in "summary(NAME)" on line l (a prompt before it or not), into out */
static int summary_arg(const struct text *t, int l, char *out, size_t n)
{
	const char *p, *e, *a, *z;

	if (l < 0)
		return 0;
	p = t->s + t->l[l].start;
	e = t->s + t->l[l].end;
	if (!(a = memmem(p, (size_t)(e - p), "summary(", 8)))
		return 0;
	a += 8;
	for (z = a; z < e && *z != ')' && *z != '(' && *z != ','; z++)
		;
	if (z >= e || *z != ')' || z == a || (size_t)(z - a) >= n)
		return 0;
	memcpy(out, a, (size_t)(z - a));
	out[z - a] = '\0';
	return 1;
}

/* "Min. 1st Qu. Median Mean 3rd Qu. Max." (and "NA's") over six numbers */
static int vector_summary(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int e = ts_line_last(ts, i), v = e + 1, k, want = 6;
	struct xnum x[7];
	char name[64] = "";
	struct xnum sum[SUM_COUNT];
	struct tout o;

	if (e == i + 8 && ts_is(t, ts, e, "NA's"))
		want = 7;
	else if (e != i + 7)
		return i;
	if (v + want - 1 >= ts->n || ts->line[v] != ts->line[i] + 1 || ts_line_last(ts, v) != v + want - 1)
		return i;
	for (k = 0; k < want; k++)
		if (!tk_plain_num(t, ts, v + k, &x[k]))
			return i;
	/* the call right above (a quoted prompt too: "> summary(x)") */
	summary_arg(t, ts->line[i] - 1, name, sizeof(name));
	tk_begin(&o, r, ts, i, NULL);
	memset(sum, 0, sizeof(sum));
	sum[SUM_MIN] = x[0];
	sum[SUM_MEDIAN] = x[2];
	sum[SUM_MEAN] = x[3];
	sum[SUM_MAX] = x[5];
	tk_summary_series(&o, i, v + want - 1, name, sum);
	if (!tk_end(&o, v + want - 1, prev))
		return i;
	return v + want - 1;
}

/* The statistic a data-frame summary row names before its colon: "Min.", "1st Qu.", "Median" */
static int frame_field(const char *p, size_t n)
{
	while (n && p[n - 1] == ' ')
		n--;
	while (n && *p == ' ')
		p++, n--;
	if (n == 4 && !memcmp(p, "Min.", 4))
		return SUM_MIN;
	if (n == 4 && !memcmp(p, "Max.", 4))
		return SUM_MAX;
	if (n == 6 && !memcmp(p, "Median", 6))
		return SUM_MEDIAN;
	if (n == 4 && !memcmp(p, "Mean", 4))
		return SUM_MEAN;
	if (n == 7 && (!memcmp(p, "1st Qu.", 7) || !memcmp(p, "3rd Qu.", 7)))
		return SUM_COUNT;       /* a quartile: a row of the summary, no field */
	return -1;
}

/*
 * Row line l of a data frame's summary: for each column c the statistic
 * and its number into field[c], x[c]; the count of columns, 0 when the
 * line is no such row.
 */
#define FRAME_COLS 8
static int frame_row(const struct text *t, int l, int *field, struct xnum *x)
{
	const char *s = t->s, *p = s + t->l[l].start, *e = s + t->l[l].end;
	int c = 0;

	while (p < e && c < FRAME_COLS) {
		const char *colon = memchr(p, ':', (size_t)(e - p)), *v;
		if (!colon)
			break;
		field[c] = frame_field(p, (size_t)(colon - p));
		for (v = colon + 1; v < e && *v != ' '; v++)
			;
		if (field[c] < 0 || !ts_num(t, (size_t)(colon + 1 - s), (size_t)(v - s), &x[c]))
			return 0;
		c++;
		while (v < e && *v == ' ')
			v++;
		p = v;
	}
	return p == e ? c : 0;
}

/* The column names over a data frame's summary, at token i's line: as many as it has columns */
static int frame_names(const struct text *t, const struct tstream *ts, int i, int cols,
		       char names[][48])
{
	int e = ts_line_last(ts, i), k;

	if (e - i + 1 != cols)
		return 0;
	for (k = 0; k < cols; k++)
		if (!tk_text(t, ts, i + k, names[k], 48))
			return 0;
	return 1;
}

static int frame_summary(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int field[FRAME_COLS], cols, rows = 0, l, c, last = i, k;
	struct xnum x[FRAME_COLS], sum[FRAME_COLS][SUM_COUNT];
	char names[FRAME_COLS][48];
	struct tout o;

	cols = frame_row(t, ts->line[i] + 1, field, x);
	if (!cols || !frame_names(t, ts, i, cols, names) || field[0] != SUM_MIN)
		return i;
	memset(sum, 0, sizeof(sum));
	for (l = ts->line[i] + 1; l < t->n && rows < RSTATS_LINES && frame_row(t, l, field, x) == cols; l++, rows++)
		for (c = 0; c < cols; c++)
			if (field[c] < SUM_COUNT)
				sum[c][field[c]] = x[c];
	for (k = i; k < ts->n && ts->line[k] < l; k++)
		last = k;
	tk_begin(&o, r, ts, i, NULL);
	for (c = 0; c < cols; c++)
		tk_summary_series(&o, i, last, names[c], sum[c]);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

/* The series labelled NAME, else -1 */
static int series_named(const struct xresult *r, const char *name)
{
	for (int i = 0; i < r->nseries; i++)
		if (!strcmp(r->series[i].label, name))
			return i;
	return -1;
}

/* "data:  bfs and cfs" at token i: the two names */
static int data_line(const struct text *t, const struct tstream *ts, int i, char *a, char *b, size_t n)
{
	if (!ts_is(t, ts, i, "data:") || ts_line_last(ts, i) != i + 3 || !ts_is(t, ts, i + 2, "and"))
		return 0;
	return tk_text(t, ts, i + 1, a, n) && tk_text(t, ts, i + 3, b, n);
}

/*
 * A t.test() report from its title to the line under "sample estimates:":
 * claimed whole; when its "data:" line names two series of the post, their
 * comparison at the test's confidence, proven when the p-value is under it.
 */
static int ttest(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int k = ts_line_last(ts, i) + 1, last = ts_line_last(ts, i), lines = 0;
	char a[48] = "", b[48] = "";
	struct xcomparison c;
	struct xnum p;
	int have_p = 0;

	(void)prev;
	memset(&c, 0, sizeof(c));
	for (; k < ts->n && lines < RSTATS_LINES; k = ts_line_last(ts, k) + 1, lines++) {
		int e = ts_line_last(ts, k);
		data_line(t, ts, k, a, b, sizeof(a));
		for (int j = k; j + 2 <= e; j++)
			if (ts_is(t, ts, j, "p-value") && ts_is(t, ts, j + 1, "=") && tk_plain_num(t, ts, j + 2, &p))
				have_p = 1;
		if (k + 1 <= e && tk_words(t, ts, k + 1, "percent confidence interval:"))
			tk_plain_num(t, ts, k, &c.confidence);
		last = e;
		if (tk_words(t, ts, k, "sample estimates:")) {
			/* the names' line, then their figures */
			last = ts_line_last(ts, e + 1);
			if (last + 1 < ts->n)
				last = ts_line_last(ts, last + 1);
			break;
		}
	}
	if (k >= ts->n || !tk_words(t, ts, k, "sample estimates:"))
		return i;
	ts_claim(r, ts, i, last);
	c.a = series_named(r, a);
	c.b = series_named(r, b);
	if (c.a >= 0 && c.b >= 0 && c.a != c.b && c.confidence.set && have_p) {
		c.proven = p.value < 1 - c.confidence.value / 100;
		c.line = ts->line[i];
		c.span[0] = ts->k[i].s;
		c.span[1] = ts->k[last].e;
		snprintf(c.workload, sizeof(c.workload), "%s", r->series[c.a].workload);
		*xr_cmp(r) = c;
	}
	return last;
}

static int read_rstats(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;

	if (ts_is(t, ts, i, "Min."))
		return vector_summary(r, ts, i, prev);
	if (tk_ends(t, ts, ts_line_last(ts, i), "t-test"))
		return ttest(r, ts, i, prev);
	return frame_summary(r, ts, i, prev);
}

/* A summary's header, a data frame's names over a "Min.   :" row, or a t-test's title */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	int e = ts_line_last(ts, i), field[FRAME_COLS];
	struct xnum x[FRAME_COLS];

	if (!ts_line_start(ts, i) || ts_flat(t, ts, i))
		return 0;
	if (tk_words(t, ts, i, "Min. 1st Qu. Median Mean 3rd Qu. Max."))
		return 1;
	if (tk_ends(t, ts, e, "t-test") && e - i <= 3 && ts->line[i] + 1 < t->n && line_is_blank(t, ts->line[i] + 1))
		return 1;
	return e + 1 < ts->n && ts->line[e + 1] == ts->line[i] + 1 && ts_is(t, ts, e + 1, "Min.") &&
	       frame_row(t, ts->line[i] + 1, field, x) == e - i + 1;
}

void rec_rstats(struct xresult *r)
{
	tk_scan(r, "Min.", starts, read_rstats);
	tk_scan(r, "t-test", starts, read_rstats);
}
