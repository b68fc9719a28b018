/* report-mmtests.c: mmtests' compare tables (compare-kernels.sh / compare-mmtests.pl): Amean, Hmean, Stddev ... rows, one column per kernel */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "../extract/extract.h"
#include "../../core/banned.h"

/*
 * The layout, as mmtests prints it (bin/lib/MMTests/Compare.pm,
 * _generateHeaderTable and _generateRenderTable; PrintGeneric.pm, printRow):
 *
 *   hackbench-process-pipes                     <- compare-kernels.sh: echo $SUBREPORT
 *                                  5.10.0                 5.10.0
 *                                 vanilla                patched
 *   Amean     1        0.5600 (   0.00%)      0.5433 *   2.98%*
 *   Stddev    1        0.0100 (   0.00%)      0.0120 ( -20.00%)
 *
 * Two header rows split each kernel's name at its first '-' (the name is
 * row 0 + "-" + row 1); each row is "%-Ns" a statistic, " %-Ms" the row's
 * name (mmtests' client, thread or group count), then per kernel "%12.Pf"
 * and " (%6.2f%%)", whose parentheses become '*' when the difference is
 * significant.  Every (row name, kernel) is a series whose summary holds the
 * statistics of its rows; a row of a known statistic must be whole.
 */

#define MAXK 16

struct table {
	char kernel[MAXK][64];
	int nk;
	char test[64];               /* the subreport name above, or "" */
	json_t *series;              /* "row name\tkernel index" -> series */
	long first_line;
};

static int is_stat(const char *p, size_t n)
{
	/* not Gmean/Dmean: --print-ratio's summary rows, not one kernel's statistics */
	static const char *const stats[] = { "Min", "Max", "Amean", "Hmean", "Stddev", "CoeffVar" };
	size_t k;

	for (k = 0; k < sizeof(stats) / sizeof(stats[0]); k++)
		if (n == strlen(stats[k]) && !memcmp(p, stats[k], n))
			return 1;
	/* BAmean-99, BHmean-95, Max-90, 1st-qrtle, 3rd-qrtle */
	return (n > 7 && (!memcmp(p, "BAmean-", 7) || !memcmp(p, "BHmean-", 7))) ||
	       (n > 4 && !memcmp(p, "Max-", 4) && isdigit((unsigned char)p[4])) ||
	       (n == 9 && !memcmp(p + 3, "-qrtle", 6));
}

/* The summary key of a statistic: mean, stddev, min, max, or its own name. */
static void stat_key(const char *p, size_t n, char *out, size_t on)
{
	size_t i;

	if (n == 5 && !memcmp(p, "Amean", 5))
		snprintf(out, on, "mean");
	else if (n == 6 && !memcmp(p, "Stddev", 6))
		snprintf(out, on, "stddev");
	else {
		snprintf(out, on, "%.*s", (int)n, p);
		for (i = 0; out[i]; i++)
			out[i] = (char)tolower((unsigned char)out[i]);
	}
}

struct cur { const char *p, *end; };

static void skip_blank(struct cur *c)
{
	while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\r'))
		c->p++;
}

static size_t word(struct cur *c, const char **w)
{
	skip_blank(c);
	*w = c->p;
	while (c->p < c->end && *c->p != ' ' && *c->p != '\t' && *c->p != '\r')
		c->p++;
	return (size_t)(c->p - *w);
}

/* A number as %f prints it (nan as mmtests' NaN). */
static int number(const char *p, size_t n, double *v)
{
	if ((n == 3 && !strncasecmp(p, "nan", 3)) || (n == 4 && !strncasecmp(p, "-nan", 4))) {
		*v = NAN;
		return 0;
	}
	return report_number(p, n, v);
}

/* " (  -3.17%)" or " *   2.98%*" after a value: the percentage, significance. */
static int compare_cell(struct report *r, long line, struct cur *c, double *pct, int *sig)
{
	char open, close;
	const char *s;

	skip_blank(c);
	if (c->p == c->end || (*c->p != '(' && *c->p != '*'))
		return 0;
	open = *c->p++;
	close = open == '(' ? ')' : '*';
	skip_blank(c);
	for (s = c->p; c->p < c->end && *c->p != '%'; c->p++)
		;
	if (c->p + 1 >= c->end || c->p[1] != close || number(s, (size_t)(c->p - s), pct) < 0)
		return report_fail(r, line, "a difference cell '%c%.*s' is cut or not a percentage",
				   open, (int)(c->p - s < 20 ? c->p - s : 20), s);
	c->p += 2;
	*sig = open == '*';
	return 1;
}

static json_t *series_of(struct report *r, struct table *t, const char *row, size_t rn, int k,
			 long line, size_t s, size_t e)
{
	char key[160];
	json_t *o;
	double v;

	snprintf(key, sizeof(key), "%.*s\t%d", (int)(rn < 100 ? rn : 100), row, k);
	if ((o = json_object_get(t->series, key)) != NULL) {
		json_array_set_new(json_object_get(o, "span"), 1, json_integer((json_int_t)e));
		return o;
	}
	{
		const char *w = t->test[0] ? report_workload_of(t->test, strlen(t->test)) : NULL;
		o = report_series(r, w ? w : t->test[0] ? t->test : NULL, NULL, t->kernel[k], line, s, e);
	}
	report_param(o, "variant", json_string(t->kernel[k]));
	if (t->test[0])
		report_param(o, "test", json_string(t->test));
	/* the row's name: mmtests' client (thread, group) count, else its own name */
	if (report_number(row, rn, &v) == 0 && num_is_count(v))
		report_param(o, strstr(t->test, "hackbench") ? "groups" : "clients",
			     json_integer((json_int_t)v));
	else
		report_param(o, "row", json_stringn(row, rn));
	report_summary(o, NAN, NAN, NAN, NAN, NAN, NAN);
	json_object_set(t->series, key, o);
	return o;
}

static int data_row(struct report *r, struct table *t, long line, size_t s, size_t e)
{
	struct cur c = { r->data + s, r->data + e };
	const char *stat, *row, *w;
	size_t sn = word(&c, &stat), rn = word(&c, &row), wn;
	char key[32];
	int k;

	stat_key(stat, sn, key, sizeof(key));
	for (k = 0; k < t->nk; k++) {
		json_t *o, *sum;
		double v, pct;
		int sig = 0, got;
		if (!(wn = word(&c, &w)))
			return report_fail(r, line, "a %.*s row with %d of its %d kernels' values",
					   (int)sn, stat, k, t->nk);
		if (number(w, wn, &v) < 0)
			return report_fail(r, line, "'%.*s' is not a number", (int)(wn < 40 ? wn : 40), w);
		if ((got = compare_cell(r, line, &c, &pct, &sig)) < 0)
			return -1;
		o = series_of(r, t, row, rn, k, line, s, e);
		sum = json_object_get(o, "summary");
		json_object_set_new(sum, key, isfinite(v) ? json_real(v) : json_null());
		/* the posted difference to the first kernel, on the mean rows */
		if (got && k > 0 && (!strcmp(key, "mean") || !strcmp(key, "hmean"))) {
			json_object_set_new(sum, !strcmp(key, "mean") ? "change_pct" : "hmean_change_pct",
					    json_real(pct));
			if (sig)
				json_object_set_new(sum, "significant", json_true());
		}
	}
	skip_blank(&c);
	if (c.p != c.end)
		return report_fail(r, line, "%d kernels in the header, more values in this row", t->nk);
	report_field(r, key);
	return 0;
}

/* The header rows above the first data row: the last line's words are the
 * kernels; the line above it, with as many words, is the first half of their
 * names (split at the first '-'); a line above those is the title. */
static int words(const char *p, const char *end)
{
	struct cur c = { p, end };
	const char *w;
	int n = 0;

	while (word(&c, &w))
		n++;
	return n;
}

static int header(struct report *r, struct table *t, long line, const size_t *ls, const size_t *le,
		  int npend)
{
	int h, i, k, nk = npend ? words(r->data + ls[npend - 1], r->data + le[npend - 1]) : 0;

	if (!nk || nk > MAXK)
		return report_fail(r, line, "no header of kernel names (1 to %d) above the first row",
				   MAXK);
	h = npend - 1;
	if (h > 0 && words(r->data + ls[h - 1], r->data + le[h - 1]) == nk)
		h--;
	t->nk = nk;
	for (i = h; i < npend; i++) {
		struct cur c = { r->data + ls[i], r->data + le[i] };
		for (k = 0; k < nk; k++) {
			const char *w;
			size_t wn = word(&c, &w), have = strlen(t->kernel[k]);
			snprintf(t->kernel[k] + have, sizeof(t->kernel[k]) - have, "%s%.*s",
				 i > h ? "-" : "", (int)wn, w);
		}
	}
	if (h > 0) {
		struct cur c = { r->data + ls[h - 1], r->data + le[h - 1] };
		const char *w;
		size_t wn = word(&c, &w);
		snprintf(t->test, sizeof(t->test), "%.*s", (int)wn, w);
	}
	report_field(r, "kernels");
	return 0;
}

int report_mmtests(struct report *r)
{
	struct table t;
	size_t pos = 0, ls[4], le[4];
	int npend = 0, in_table = 0, tables = 0, ret = 0;
	long line = 0;

	memset(&t, 0, sizeof(t));
	while (pos < r->len && ret == 0) {
		size_t e = pos;
		struct cur c;
		const char *w;
		size_t wn;
		while (e < r->len && r->data[e] != '\n')
			e++;
		line++;
		c.p = r->data + pos;
		c.end = r->data + e;
		wn = word(&c, &w);
		if (!wn) {
			npend = 0;           /* a blank line ends a table */
			in_table = 0;
		} else if (is_stat(w, wn) && w == r->data + pos) {
			if (!in_table) {
				json_decref(t.series);
				memset(&t, 0, sizeof(t));
				t.series = json_object();
				t.first_line = line;
				ret = header(r, &t, line, ls, le, npend);
				in_table = 1;
				tables++;
			}
			if (ret == 0)
				ret = data_row(r, &t, line, pos, e);
		} else if (!in_table) {
			if (npend == 4) {
				memmove(ls, ls + 1, 3 * sizeof(ls[0]));
				memmove(le, le + 1, 3 * sizeof(le[0]));
				npend--;
			}
			ls[npend] = pos;
			le[npend++] = e;
		}
		pos = e + 1;
	}
	json_decref(t.series);
	if (ret == 0 && !tables)
		return report_fail(r, 0, "no Amean/Hmean rows under a header of kernel names");
	return ret;
}
