/* tool-dbench.c: dbench and tbench: the "Throughput N MB/sec  N clients" line, the run's table and progress claimed */
#include <ctype.h>
#include <string.h>

#include "cells.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * dbench 4 (dbench.c, show_one_latency / main; tbench is the same program
 * over a socket) ends a run with
 *
 *   Throughput 197.796 MB/sec  2 clients  2 procs  max_latency=84.348 ms
 *
 * (dbench 3: "Throughput 123.45 MB/sec 4 procs"), after a banner ("dbench
 * version 4.00 - ..."), a progress line a second and the " Operation
 * Count AvgLat MaxLat" table of its load's operations.  The throughput is
 * the result: one series, metric throughput, MB/s, params.clients (procs
 * when no clients are printed); the banner, progress and operation table
 * are claimed with it.  Both programs print the same lines: the workload
 * is tbench when the post names tbench nearest above, else dbench.
 */

#define TABLE_BACK 160      /* tokens of the operation table before the line */
#define RUN_BACK 1500       /* tokens of progress lines back to the banner */

/* The first token of the run ending at i: its banner or its table, else i */
static int run_start(const struct text *t, const struct tstream *ts, int i, int floor)
{
	int j, b = i;

	for (j = i - 1; j > floor && j >= i - RUN_BACK; j--) {
		if (tk_words(t, ts, j, "Operation Count AvgLat MaxLat") && j >= i - TABLE_BACK && b == i)
			b = j;
		if (tk_words(t, ts, j, "dbench version") || tk_words(t, ts, j, "tbench version"))
			return j;
		if (ts_is(t, ts, j, "Throughput"))
			break;
	}
	return b;
}

/* "(patched)", "(vanilla)": one word in parentheses */
static int run_name(const struct text *t, const struct tstream *ts, int j)
{
	const char *p = t->s + ts->k[j].s;
	size_t n = ts->k[j].e - ts->k[j].s, i;

	if (n < 3 || p[0] != '(' || p[n - 1] != ')')
		return 0;
	for (i = 1; i + 1 < n; i++)
		if (!isalnum((unsigned char)p[i]) && !strchr("-+._", p[i]))
			return 0;
	return isalpha((unsigned char)p[1]);
}

static int line_at(struct xresult *r, const struct tstream *ts, int i, int floor, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x, n;
	char unit[TK_UNIT], wl[32];
	struct xseries *s;
	int j = i + 3, first;

	/* dbench prints its clients or procs after the rate: "Throughput 197 MB/sec" alone is prose */
	if (!tk_num(t, ts, i + 1, &x, unit) || unit[0] || !ts_is(t, ts, i + 2, "MB/sec") ||
	    !tk_num(t, ts, j, &n, NULL) || (!ts_is(t, ts, j + 1, "clients") && !ts_is(t, ts, j + 1, "procs")))
		return i;
	first = run_start(t, ts, i, floor);
	ctx_workload_above(t, ts->line[first], ts->k[first].s, wl, sizeof(wl));
	tk_begin(&o, r, ts, first, strcmp(wl, "tbench") ? "dbench" : "tbench");
	s = tk_series(&o, i, i + 2, "throughput", "MB/s", &x);
	if (tk_num(t, ts, j, &n, NULL) && ts_is(t, ts, j + 1, "clients"))
		xs_param_num(s, "clients", &n), j += 2;
	if (tk_num(t, ts, j, &n, NULL) && ts_is(t, ts, j + 1, "procs")) {
		if (!xs_param(s, "clients"))
			xs_param_num(s, "clients", &n);
		j += 2;
	}
	if (j < ts->n && tk_keyed(t, ts, j, "max_latency=", &x, NULL)) {
		struct xseries *m;
		int last = j + (ts_is(t, ts, j + 1, "ms") ? 1 : 0);
		m = tk_series(&o, j, last, "max_latency", "ms", &x);
		s = m - 1;      /* tk_series may move the array: the throughput's, just before */
		for (int p = 0; p < s->nparams; p++)
			if (s->params[p].is_num)
				xs_param_num(m, s->params[p].key, &s->params[p].num);
		memcpy(m->better, "lower", sizeof("lower"));
		j = last + 1;
	}
	/* "... max_latency=903.556 ms   (patched)": the run's name written after it */
	if (j < ts->n && ts->line[j] == ts->line[i] && ts_line_end(ts, j) && run_name(t, ts, j)) {
		for (int k = o.s0; k < r->nseries; k++)
			text_label(t, ts->k[j].s + 1, ts->k[j].e - 1, r->series[k].label,
				   sizeof(r->series[k].label));
		j++;
	}
	for (int k = o.s0; k < r->nseries; k++)
		r->series[k].span[1] = ts->k[j - 1].e;
	tk_end(&o, j - 1, prev);
	return j - 1;
}

void rec_dbench(struct xresult *r)
{
	const struct text *t = r->t;
	struct tstream ts;
	struct tout prev;
	int i, floor = -1;

	if (!text_has(t, "MB/sec", 6))
		return;
	memset(&prev, 0, sizeof(prev));
	ts_build(r, &ts);
	for (i = 0; i < ts.n; i++)
		if (ts_is(t, &ts, i, "Throughput") && tk_readable(r, &ts, i)) {
			int last = line_at(r, &ts, i, floor, &prev);
			if (last > i)
				floor = i = last;
		}
	ts_release(&ts);
}
