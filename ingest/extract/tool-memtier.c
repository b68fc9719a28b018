/* tool-memtier.c: memtier_benchmark's result table: a row a request type (Sets, Gets, Totals), a column a measure */
#include <string.h>

#include "cells.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * memtier_benchmark (RedisLabs, 1.x and 2.x) prints after its run
 *
 *   4         Threads
 *   50        Connections per thread
 *   60        Seconds
 *
 *   ALL STATS
 *   =========================================================================
 *   Type         Ops/sec     Hits/sec   Misses/sec    Avg. Latency     p50 Latency  ...     KB/sec
 *   -------------------------------------------------------------------------
 *   Sets        23077.21          ---          ---         0.78701         0.71100  ...    6447.58
 *   Gets       230769.84     20112.61    210657.23         0.78689         0.71100  ...    9212.40
 *   Waits           0.00          ---          ---             ---             ---  ...        ---
 *   Totals     253847.05     20112.61    210657.23         0.78690         0.71100  ...   15659.98
 *
 * (1.x: one "Latency" column, the average).  A series a row and column:
 * params.test the row's type, metric the column's (Ops/sec the throughput,
 * Hits/sec, Misses/sec, KB/sec the bandwidth, each percentile pNN in ms);
 * the average latency is the mean of the requests, its summary's mean, no
 * value.  A row of nothing but zeros and "---" (Waits, unless the run
 * waited) gives none.  The preamble's threads and connections a thread are
 * params.tasks and params.clients; with --run-count, the AGGREGATED AVERAGE
 * table is read and the BEST and WORST RUN ones are left (the same runs).
 */

#define MEMTIER_COLS 12
#define MEMTIER_ROWS 8
#define PREAMBLE_LINES 4

struct memtier_col {
	char metric[24], unit[8];
	int mean;                  /* the average latency: a summary, no value */
};

/* Token i ends a column's name: "Ops/sec", "KB/sec", "Latency" */
static int name_end(const struct text *t, const struct tstream *ts, int i)
{
	return tk_ends(t, ts, i, "/sec") || ts_is(t, ts, i, "Latency");
}

/* The header's columns from token i ("Ops/sec" ...) to its line's end: their count, 0 when
 * the line is not memtier's */
static int header(const struct text *t, const struct tstream *ts, int i, struct memtier_col *col)
{
	int last = ts_line_last(ts, i), n = 0, a = i;

	for (int j = i; j <= last; j++) {
		char first[16];
		if (!name_end(t, ts, j))
			continue;
		if (n == MEMTIER_COLS || j - a > 1 || !tk_text(t, ts, a, first, sizeof(first)))
			return 0;
		memset(&col[n], 0, sizeof(col[n]));
		if (j == a && tk_ends(t, ts, j, "/sec")) {
			int ops = !strcmp(first, "Ops/sec"), kb = !strcmp(first, "KB/sec");
			xs_printf(col[n].metric, sizeof(col[n].metric), "%s", ops ? "throughput" : kb ? "bandwidth" :
				  !strcmp(first, "Hits/sec") ? "hits/s" : !strcmp(first, "Misses/sec") ? "misses/s" : first);
			xs_printf(col[n].unit, sizeof(col[n].unit), "%s", kb ? "KB/s" : "1/s");
		} else if (j == a || !strcmp(first, "Avg.")) {
			xs_printf(col[n].metric, sizeof(col[n].metric), "latency");
			col[n].mean = 1;
		} else if (first[0] == 'p') {
			xs_printf(col[n].metric, sizeof(col[n].metric), "%s", first);
		} else {
			return 0;
		}
		if (!col[n].unit[0])
			xs_printf(col[n].unit, sizeof(col[n].unit), "ms");
		n++;
		a = j + 1;
	}
	return a == last + 1 && n >= 2 ? n : 0;
}

/* A rule line ("-----", "=====") at token i */
static int rule(const struct text *t, const struct tstream *ts, int i)
{
	size_t n = ts->k[i].e - ts->k[i].s;

	return i < ts->n && ts_line_start(ts, i) && ts_line_end(ts, i) && n >= 8 &&
	       (strspn(t->s + ts->k[i].s, "-") == n || strspn(t->s + ts->k[i].s, "=") == n);
}

/* The row at token i: its type and NCOL cells (a "---" cell unset); its last token, else -1 */
static int row(const struct text *t, const struct tstream *ts, int i, int ncol, struct xnum *cell, char *type,
	       size_t tn)
{
	if (i + ncol >= ts->n || !ts_line_start(ts, i) || ts_line_last(ts, i) != i + ncol ||
	    tk_plain_num(t, ts, i, NULL) || !tk_text(t, ts, i, type, tn))
		return -1;
	for (int c = 0; c < ncol; c++) {
		memset(&cell[c], 0, sizeof(cell[c]));
		if (!ts_is(t, ts, i + 1 + c, "---") && !tk_plain_num(t, ts, i + 1 + c, &cell[c]))
			return -1;
	}
	return i + ncol;
}

static void row_series(struct tout *o, int i, int last, const struct memtier_col *col, int ncol,
		       const struct xnum *cell, const char *type)
{
	int c, any = 0;

	for (c = 0; c < ncol; c++)
		any |= cell[c].set && cell[c].value != 0;
	for (c = 0; c < ncol && any; c++) {
		struct xseries *s;
		if (!cell[c].set)
			continue;
		s = tk_series(o, i, last, col[c].metric, col[c].unit, col[c].mean ? NULL : &cell[c]);
		if (col[c].mean) {
			s->has_summary = 1;
			s->sum[SUM_MEAN] = cell[c];
		}
		xs_param_str(s, "test", type, strlen(type));
	}
}

/* A table's heading: ALL STATS, or with --run-count BEST RUN RESULTS, WORST RUN RESULTS and
 * AGGREGATED AVERAGE RESULTS (N runs) */
static int heading(const struct text *t, const struct tstream *ts, int l)
{
	return tk_words(t, ts, l, "ALL STATS") || tk_words(t, ts, l, "AGGREGATED AVERAGE RESULTS") ||
	       tk_words(t, ts, l, "BEST RUN RESULTS") || tk_words(t, ts, l, "WORST RUN RESULTS");
}

/* "4  Threads", "50  Connections per thread", "60  Seconds" above the table: the first
 * token of the first such line (the output's start), its settings into tasks and clients */
static int preamble(const struct text *t, const struct tstream *ts, int i, struct xnum *tasks, struct xnum *clients)
{
	int first = i, l = i;

	for (int k = 0; k < PREAMBLE_LINES + 2 && (l = ts_line_before(ts, l)) >= 0; k++) {
		struct xnum x;
		if (rule(t, ts, l) || heading(t, ts, l)) {
			first = l;
			continue;
		}
		if (!tk_plain_num(t, ts, l, &x))
			break;
		if (tk_words(t, ts, l + 1, "Threads"))
			*tasks = x;
		else if (tk_words(t, ts, l + 1, "Connections per thread"))
			*clients = x;
		else if (!tk_words(t, ts, l + 1, "Seconds") && !tk_words(t, ts, l + 1, "Requests per client"))
			break;
		first = l;
	}
	return first;
}

/* The table whose header starts at token i: its rows' series (none for the BEST and WORST
 * RUN tables, runs the aggregated one averages); its last token, else -1 */
static int table(struct tout *o, int i)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct memtier_col col[MEMTIER_COLS];
	struct xnum cell[MEMTIER_COLS];
	char type[24];
	int ncol, j, e, last = -1, rows = 0, l = ts_line_before(ts, i);
	int one_run = l >= 0 && rule(t, ts, l) && (l = ts_line_before(ts, l)) >= 0 &&
		      (tk_words(t, ts, l, "BEST RUN RESULTS") || tk_words(t, ts, l, "WORST RUN RESULTS"));

	if (!(ncol = header(t, ts, i + 1, col)))
		return -1;
	j = ts_line_last(ts, i) + 1;
	if (j < ts->n && rule(t, ts, j))
		j++;
	for (; rows < MEMTIER_ROWS && (e = row(t, ts, j, ncol, cell, type, sizeof(type))) >= 0; rows++) {
		if (!one_run)
			row_series(o, j, e, col, ncol, cell, type);
		last = e;
		j = e + 1;
	}
	return last;
}

/* The token after a table's last row where the next table of the output starts, else -1 */
static int next_table(const struct text *t, const struct tstream *ts, int j)
{
	if (j < ts->n && rule(t, ts, j))
		j++;
	if (j >= ts->n || !heading(t, ts, j))
		return -1;
	j = ts_line_last(ts, j) + 1;
	if (j < ts->n && rule(t, ts, j))
		j++;
	return j + 1 < ts->n && ts_line_start(ts, j) && ts_is(t, ts, j, "Type") && ts_is(t, ts, j + 1, "Ops/sec") ? j : -1;
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct xnum tasks = { 0 }, clients = { 0 };
	struct tout o;
	int j, e, last = -1, s0 = r->nseries;

	tk_begin(&o, r, ts, preamble(t, ts, i, &tasks, &clients), "memtier_benchmark");
	for (j = i; j >= 0 && (e = table(&o, j)) >= 0; j = next_table(t, ts, e + 1))
		last = e;
	for (j = s0; j < r->nseries; j++) {
		if (tasks.set)
			xs_param_num(&r->series[j], "tasks", &tasks);
		if (clients.set)
			xs_param_num(&r->series[j], "clients", &clients);
	}
	if (last < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return ts_line_start(ts, i) && ts_is(r->t, ts, i, "Type") && i + 1 < ts->n &&
	       ts_is(r->t, ts, i + 1, "Ops/sec") && tk_readable(r, ts, i);
}

void rec_memtier(struct xresult *r)
{
	tk_scan(r, "Ops/sec", starts, report);
}
