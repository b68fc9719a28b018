/* report-mmtests.c: mmtests' compare tables (compare-kernels.sh / compare-mmtests.pl): Amean, Hmean, Stddev ... rows, one column per kernel */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmtests-row.h"
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

#define MAXK MMTESTS_MAXK

struct table {
	char kernel[MAXK][64];
	int nk;
	char test[64];               /* the subreport name above, or "" */
	json_t *series;              /* "row name\tkernel index" -> series */
	long first_line;
};

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
	const char *p = r->data + s, *why;
	struct mmtests_row rw;
	size_t bs = 0, be = 0;
	char key[32];
	int k;

	if (mmtests_row_parse(p, e - s, t->nk, &rw, &why, &bs, &be) < 0) {
		int sn = (int)(rw.stat_e - rw.stat_s);
		if (!strcmp(why, "cut"))
			return report_fail(r, line, "a %.*s row with %d of its %d kernels' values", sn,
					   p + rw.stat_s, rw.n, t->nk);
		if (!strcmp(why, "not a number"))
			return report_fail(r, line, "'%.*s' is not a number", (int)(be - bs < 40 ? be - bs : 40),
					   p + bs);
		if (!strcmp(why, "a difference cell"))
			return report_fail(r, line, "a difference cell '%.*s' is cut or not a percentage",
					   (int)(e - s - bs < 20 ? e - s - bs : 20), p + bs);
		return report_fail(r, line, "%d kernels in the header, more values in this row", t->nk);
	}
	mmtests_stat_key(p + rw.stat_s, rw.stat_e - rw.stat_s, key, sizeof(key));
	for (k = 0; k < t->nk; k++) {
		const struct mmtests_cell *c = &rw.c[k];
		json_t *o = series_of(r, t, p + rw.name_s, rw.name_e - rw.name_s, k, line, s, e);
		json_t *sum = json_object_get(o, "summary");
		json_object_set_new(sum, key, isfinite(c->v) ? json_real(c->v) : json_null());
		/* the posted difference to the first kernel, on the mean rows */
		if (c->has_pct && k > 0 && (!strcmp(key, "mean") || !strcmp(key, "hmean"))) {
			json_object_set_new(sum, !strcmp(key, "mean") ? "change_pct" : "hmean_change_pct",
					    json_real(c->pct));
			if (c->sig)
				json_object_set_new(sum, "significant", json_true());
		}
	}
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
		} else if (mmtests_is_stat(w, wn) && w == r->data + pos) {
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
