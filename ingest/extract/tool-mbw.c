/* tool-mbw.c: mbw's memory bandwidth lines: a method's runs and their AVG line, copy rate and elapsed time */
#include <stdio.h>
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * mbw (Debian's 1.2.2) prints, after its banner (gone with -q), a line a
 * run and one of their average for each method:
 *
 *   0	Method: MEMCPY	Elapsed: 0.01370	MiB: 64.00000	Copy: 4670.510 MiB/s
 *   1	Method: MEMCPY	Elapsed: 0.01397	MiB: 64.00000	Copy: 4582.558 MiB/s
 *   AVG	Method: MEMCPY	Elapsed: 0.01392	MiB: 64.00000	Copy: 4598.031 MiB/s
 *
 * A method (params.variant) has two series: the copy rate (MiB/s) and the
 * elapsed time (s), the runs their values and the AVG line their mean; an
 * AVG line alone ("| grep AVG") is the value.  The array's size (MiB) is a
 * setting, no figure.  Titled and pooled as other tools' outputs: the
 * wrapper on the command line tells runs apart ("numactl --interleave=all").
 */

#define MBW_METHODS 4
#define MBW_LINES 64

struct mbw_method {
	char name[16];
	int copy, elapsed;         /* its series' indices (the array moves as series are added) */
	int runs;
	struct xnum avg_copy, avg_elapsed;
};

/* The line at token i: "N|AVG Method: NAME Elapsed: V MiB: V Copy: V MiB/s"; 1 with its parts */
static int mbw_line(const struct text *t, const struct tstream *ts, int i, int *avg, char *name, size_t n,
		    struct xnum *elapsed, struct xnum *copy)
{
	struct xnum run;

	if (i + 9 >= ts->n || !ts_line_start(ts, i) || ts_line_last(ts, i) != i + 9 ||
	    !ts_is(t, ts, i + 1, "Method:") || !ts_is(t, ts, i + 3, "Elapsed:") || !ts_is(t, ts, i + 5, "MiB:") ||
	    !ts_is(t, ts, i + 7, "Copy:") || !ts_is(t, ts, i + 9, "MiB/s"))
		return 0;
	*avg = ts_is(t, ts, i, "AVG");
	if (!*avg && !tk_padded_num(t, ts, i, &run))
		return 0;
	return tk_text(t, ts, i + 2, name, n) && tk_plain_num(t, ts, i + 4, elapsed) &&
	       tk_plain_num(t, ts, i + 8, copy);
}

static struct mbw_method *method(struct mbw_method *m, int *n, const char *name)
{
	for (int k = 0; k < *n; k++)
		if (!strcmp(m[k].name, name))
			return &m[k];
	if (*n == MBW_METHODS)
		return NULL;
	memset(&m[*n], 0, sizeof(m[*n]));
	m[*n].copy = m[*n].elapsed = -1;
	xs_printf(m[*n].name, sizeof(m[*n].name), "%s", name);
	return &m[(*n)++];
}

/* A run's figures, or the AVG line's: values of the method's two series, or their means */
static void line_figures(struct tout *o, struct mbw_method *m, int i, int avg, const struct xnum *elapsed,
			 const struct xnum *copy)
{
	struct xresult *r = o->r;

	if (avg) {
		m->avg_copy = *copy;
		m->avg_elapsed = *elapsed;
	}
	if (m->copy < 0) {
		m->copy = (int)(tk_series(o, i, i + 9, "copy rate", "MiB/s", NULL) - r->series);
		xs_param_str(&r->series[m->copy], "variant", m->name, strlen(m->name));
		m->elapsed = (int)(tk_series(o, i, i + 9, "elapsed", "s", NULL) - r->series);
		xs_param_str(&r->series[m->elapsed], "variant", m->name, strlen(m->name));
	}
	if (!avg) {
		xs_value(&r->series[m->copy], copy);
		xs_value(&r->series[m->elapsed], elapsed);
		m->runs++;
	}
}

/* The AVG line: the runs' mean, or the figure when it stands alone */
static void settle(struct xresult *r, struct mbw_method *m)
{
	struct xseries *c, *e;

	if (m->copy < 0 || !m->avg_copy.set)
		return;
	c = &r->series[m->copy];
	e = &r->series[m->elapsed];
	if (!m->runs) {
		xs_value(c, &m->avg_copy);
		xs_value(e, &m->avg_elapsed);
		return;
	}
	c->has_summary = e->has_summary = 1;
	c->sum[SUM_MEAN] = m->avg_copy;
	e->sum[SUM_MEAN] = m->avg_elapsed;
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct mbw_method m[MBW_METHODS], *mm;
	struct xnum elapsed, copy;
	char name[16];
	struct tout o;
	int l = i, last = i, n = 0, avg, lines = 0;

	tk_begin(&o, r, ts, i, "mbw");
	while (lines++ < MBW_LINES && mbw_line(t, ts, l, &avg, name, sizeof(name), &elapsed, &copy)) {
		if ((mm = method(m, &n, name)))
			line_figures(&o, mm, l, avg, &elapsed, &copy);
		last = l + 9;
		l = last + 1;
	}
	for (int k = 0; k < n; k++)
		settle(r, &m[k]);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct xnum e, c;
	char name[16];
	int avg;

	return mbw_line(r->t, ts, i, &avg, name, sizeof(name), &e, &c) && tk_readable(r, ts, i);
}

void rec_mbw(struct xresult *r)
{
	tk_scan(r, "Method:", starts, report);
}
