/* tool-mmtests.c: mmtests compare tables pasted in posts, rows read by the report reader's own row parser */
#include <math.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cells.h"
#include "tool.h"
#include "vocab.h"
#include "../report/mmtests-row.h"
#include "../../core/banned.h"

/*
 * compare-kernels.sh / compare-mmtests.pl output (bin/lib/MMTests/Compare.pm):
 *
 *   tbench4
 *                              6.6.0                  6.6.0
 *                                cfs                  eevdf
 *   Hmean    1       312.41 (   0.00%)      318.90 (   2.08%)
 *   Stddev   1         3.12 (   0.00%)        3.83 (  22.49%)
 *
 * Rows are parsed by ingest/report/mmtests-row.c, as report files are
 * (ingest/report/report-mmtests.c).  The header's last line names the
 * kernels, the line above it (as many words) their first halves; a
 * one-word line above is the test.  Each (row name, kernel) is a series:
 * its value the mean (Amean; Hmean in a table without Amean, as mmtests
 * prints throughput), as a post's reader takes the one figure a table gives
 * of runs it does not print; its summary Min, Max and Stddev.  label the
 * kernel as printed ("6.1.0-rc5 vanilla"), params.variant as mmtests named
 * it before splitting it over two lines ("6.1.0-rc5-vanilla"), params.test
 * the test, params.clients (groups for hackbench) the row name.  The posted
 * difference of a mean row is a comparison of each kernel with the first.
 * A row must carry its first kernel's "(  0.00%)" cell: the format's mark.
 * A row may name its figure instead of a statistic (specjbb's "TPut 1",
 * every kernel's cell then with its difference): the value, its metric
 * that name.
 * A flattened table is put back on its lines by text.c (reline_mmtests):
 * its names' halves came in the order mmtests prints them, a line each.
 */

#define MAXROWS 256

struct mmtable {
	char kernel[MMTESTS_MAXK][64];
	int nk;
	char test[64];
	int has_amean;
};

/* Line l as a row (offsets relative to its start); its cells, else 0 */
static int row_at(const struct text *t, int l, int nk, struct mmtests_row *rw)
{
	const char *why;
	size_t bs, be;
	int n;

	if (l >= t->n)
		return 0;
	n = mmtests_row_parse_named(t->s + t->l[l].start, t->l[l].end - t->l[l].start, nk, rw, &why, &bs, &be);
	return n > 0 && rw->c[0].has_pct ? n : 0;
}

/* The row line at l, or after a poster's cut there ("[...]", "<snip>"): its line, else -1 */
static int next_row(const struct text *t, int l, int nk, struct mmtests_row *rw)
{
	while (l < t->n && line_is_cut(t, l))
		l++;
	return row_at(t, l, nk, rw) ? l : -1;
}

static int words(const struct text *t, int l, struct tok *k, int max)
{
	return l < 0 ? 0 : tok_line(t, l, k, max);
}

/* The header lines above row line `first`; the first line of the table, or -1 */
static int header(const struct text *t, int first, int nk, struct mmtable *mt)
{
	struct tok a[MMTESTS_MAXK + 1], b[MMTESTS_MAXK + 1];
	int l = first - 1, top, k;

	memset(mt, 0, sizeof(*mt));
	while (l > 0 && line_is_cut(t, l))    /* rows cut from the top of the table */
		l--;
	if (words(t, l, b, MMTESTS_MAXK + 1) != nk)
		return -1;
	top = l;
	if (words(t, l - 1, a, MMTESTS_MAXK + 1) == nk)
		top = l - 1;
	for (k = 0; k < nk; k++) {
		if (top < l)
			snprintf(mt->kernel[k], sizeof(mt->kernel[k]), "%.*s %.*s", (int)(a[k].e - a[k].s),
				 t->s + a[k].s, (int)(b[k].e - b[k].s), t->s + b[k].s);
		else
			snprintf(mt->kernel[k], sizeof(mt->kernel[k]), "%.*s", (int)(b[k].e - b[k].s), t->s + b[k].s);
	}
	mt->nk = nk;
	if (words(t, top - 1, a, 2) == 1) {
		top--;
		snprintf(mt->test, sizeof(mt->test), "%.*s", (int)(a[0].e - a[0].s), t->s + a[0].s);
	}
	return top;
}

static struct xnum cell_num(const struct text *t, int l, size_t s, size_t e, double v)
{
	struct xnum x = { .value = v, .s = t->l[l].start + s, .e = t->l[l].start + e, .set = 1 };

	return x;
}

/* The series of (row name, kernel k), made on first sight */
static struct xseries *series_of(struct tout *o, const struct mmtable *mt, int l, const struct mmtests_row *rw,
				 int k, int *idx, int *nidx, char names[][32])
{
	const struct text *t = o->r->t;
	size_t nn = rw->name_e - rw->name_s;
	struct xseries *s;
	struct xnum x;
	char build[64];
	int i;

	for (i = 0; i < *nidx; i++)
		if (strlen(names[i]) == nn && !memcmp(names[i], t->s + t->l[l].start + rw->name_s, nn) &&
		    !strcmp(o->r->series[idx[i]].label, mt->kernel[k]))
			return &o->r->series[idx[i]];
	if (*nidx == MAXROWS || nn >= 32)
		return NULL;
	s = ts_series(o->r, o->ts, o->first, o->first, &o->head, "", NULL, NULL);
	s->span[0] = t->l[l].start;
	s->span[1] = t->l[l].end;
	snprintf(s->label, sizeof(s->label), "%s", mt->kernel[k]);
	snprintf(build, sizeof(build), "%s", mt->kernel[k]);
	for (i = 0; build[i]; i++)
		build[i] = build[i] == ' ' ? '-' : build[i];
	xs_param_str(s, "variant", build, strlen(build));
	if (mt->test[0])
		xs_param_str(s, "test", mt->test, strlen(mt->test));
	if (ts_num(t, t->l[l].start + rw->name_s, t->l[l].start + rw->name_e, &x) && num_is_count(x.value))
		xs_param_num(s, strstr(mt->test, "hackbench") ? "groups" : "clients", &x);
	else
		xs_param_str(s, "row", t->s + t->l[l].start + rw->name_s, nn);
	s->has_summary = 1;
	memcpy(names[*nidx], t->s + t->l[l].start + rw->name_s, nn);
	names[*nidx][nn] = '\0';
	idx[(*nidx)++] = (int)(s - o->r->series);
	return s;
}

static void fill(struct xseries *s, const struct text *t, int l, const struct mmtests_row *rw, int k,
		 const char *key, int has_amean)
{
	const struct mmtests_cell *c = &rw->c[k];
	struct xnum x = cell_num(t, l, c->s, c->e, c->v);
	int slot = !strcmp(key, "min") ? SUM_MIN : !strcmp(key, "max") ? SUM_MAX : !strcmp(key, "stddev")
		   ? SUM_STDDEV : -1;

	/* the mean is the figure the table gives of the runs it does not print: the value */
	if (!isnan(c->v) && (!strcmp(key, "mean") || (!has_amean && !strcmp(key, "hmean"))))
		xs_value(s, &x);
	else if (slot >= 0 && !isnan(c->v))
		s->sum[slot] = x;
	if (t->l[l].end > s->span[1])
		s->span[1] = t->l[l].end;
}

/* The change's claim, its cell with the marks around it ("(  -2.25%)", "*  17.82%*") */
static void say(struct xresult *r, struct xcomparison *c, int l, const struct mmtests_row *rw, int k)
{
	const char *row = r->t->s + r->t->l[l].start;
	size_t n = r->t->l[l].end - r->t->l[l].start, s = rw->c[k].pct_s, e = rw->c[k].pct_e;
	char name[40];

	while (s > 0 && row[s - 1] == ' ')
		s--;
	if (s > 0 && (row[s - 1] == '(' || row[s - 1] == '*'))
		s--;
	else
		s = rw->c[k].pct_s;
	while (e < n && (row[e] == '%' || row[e] == ' ') && e - rw->c[k].pct_e < 4)
		e++;
	if (e < n && (row[e] == ')' || row[e] == '*'))
		e++;
	else
		e = rw->c[k].pct_e + (rw->c[k].pct_e < n && row[rw->c[k].pct_e] == '%');
	text_label(r->t, r->t->l[l].start + rw->name_s, r->t->l[l].start + rw->name_e, name, sizeof(name));
	xr_cmp_say(r, c, name, r->t->l[l].start + s, r->t->l[l].start + e);
}

/* The mean row's posted differences: kernel k against the first */
static void compare(struct xresult *r, int l, const struct mmtests_row *rw, int a, int b, int k)
{
	const struct text *t = r->t;
	struct xcomparison *c;

	if (a < 0 || b < 0 || !rw->c[k].has_pct)
		return;
	c = xr_cmp(r);
	c->a = a;
	c->b = b;
	c->line = l;
	c->delta_pct = cell_num(t, l, rw->c[k].pct_s, rw->c[k].pct_e, rw->c[k].pct);
	c->span[0] = t->l[l].start;
	c->span[1] = t->l[l].end;
	memcpy(c->workload, r->series[a].workload, sizeof(c->workload));
	say(r, c, l, rw, k);
}

/* The workload a test names: mmtests numbers its configurations of one
 * benchmark ("tbench4", "dbench4"), so a name the vocabulary misses is
 * tried again without its trailing digits */
static const char *test_workload(const char *test)
{
	const struct vocab_workload *w;
	size_t n = strlen(test);

	if ((w = vocab_workload_last(test, n, NULL, NULL)))
		return w->name;
	while (n > 1 && isdigit((unsigned char)test[n - 1]))
		n--;
	if (n < strlen(test) && (w = vocab_workload_last(test, n, NULL, NULL)))
		return w->name;
	return test;
}

static int table(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct mmtests_row rw;
	struct mmtable mt;
	struct tout o;
	int l = ts->line[i], first = l, nk, top, idx[MAXROWS], nidx = 0, k, last, last_row = l;
	char names[MAXROWS][32], key[32];

	if (!(nk = row_at(t, l, -1, &rw)) || (top = header(t, l, nk, &mt)) < 0)
		return i;
	for (k = i; k > 0 && ts->line[k - 1] >= top; k--)
		;
	tk_begin(&o, r, ts, k, NULL);
	if (mt.test[0])
		snprintf(o.head.workload, sizeof(o.head.workload), "%s", test_workload(mt.test));
	for (l = first; (l = next_row(t, l, nk, &rw)) >= 0; l++)
		mt.has_amean |= rw.stat_e - rw.stat_s == 5 && !memcmp(t->s + t->l[l].start + rw.stat_s, "Amean", 5);
	for (l = first; (l = next_row(t, l, nk, &rw)) >= 0; l++) {
		int a = -1;
		last_row = l;
		/* "TPut 1": the row names its figure, the one value a kernel has of it */
		if (rw.named)
			snprintf(key, sizeof(key), "mean");
		else
			mmtests_stat_key(t->s + t->l[l].start + rw.stat_s, rw.stat_e - rw.stat_s, key, sizeof(key));
		for (k = 0; k < nk; k++) {
			struct xseries *s = series_of(&o, &mt, l, &rw, k, idx, &nidx, names);
			int sidx = s ? (int)(s - r->series) : -1;
			if (!s)
				continue;
			if (rw.named && !s->metric[0])
				snprintf(s->metric, sizeof(s->metric), "%.*s", (int)(rw.stat_e - rw.stat_s),
					 t->s + t->l[l].start + rw.stat_s);
			fill(s, t, l, &rw, k, key, mt.has_amean);
			if (k == 0)
				a = sidx;
			else if (!strcmp(key, "mean") || (!mt.has_amean && !strcmp(key, "hmean")))
				compare(r, l, &rw, a, sidx, k);
		}
	}
	for (last = i; last + 1 < ts->n && ts->line[last + 1] <= last_row; last++)
		;
	tk_end(&o, last, prev);
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	struct mmtests_row rw;

	return ts_line_start(ts, i) && !ts_flat(t, ts, i) &&
	       (mmtests_is_stat(t->s + ts->k[i].s, ts->k[i].e - ts->k[i].s) || row_at(t, ts->line[i], -1, &rw)) &&
	       tk_readable(r, ts, i);
}

void rec_mmtests(struct xresult *r)
{
	tk_scan(r, "%)", starts, table);
}
