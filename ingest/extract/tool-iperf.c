/* tool-iperf.c: iperf 2 and iperf3 interval tables: the whole run's rows (sender/receiver, [SUM]) as throughput series */
#include <stdlib.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * iperf3 (iperf_api.c, report formats) and iperf 2 (ReportDefault.c):
 *
 *   [ ID] Interval           Transfer     Bitrate         Retr
 *   [  5]   0.00-1.00   sec  2.55 GBytes  21.9 Gbits/sec    6    895 KBytes
 *   - - - - - - - - - - - - - - - - - - - - - - - - -
 *   [  5]   0.00-2.00   sec  3.94 GBytes  16.9 Gbits/sec   15             sender
 *   [  5]   0.00-2.01   sec  3.94 GBytes  16.9 Gbits/sec                  receiver
 *
 *   [ ID] Interval       Transfer     Bandwidth                 (iperf 2)
 *   [  1] 0.0000-2.0146 sec  4.96 GBytes  21.1 Gbits/sec
 *   [SUM] 0.0000-2.0006 sec  5.64 GBytes  24.2 Gbits/sec
 *
 * Rows of one second are progress; the result is the row of the whole run:
 * iperf3's sender and receiver rows, else the rows from 0 to the longest
 * interval; with parallel streams, their [SUM] rows.  One series per
 * result row: workload iperf3 (rows marked sender/receiver) or iperf,
 * metric throughput, the unit as printed (Gbit/s ...), params.variant
 * sender/receiver, params.stream the stream's ID when there is no [SUM].
 * iperf 2 with -i on one stream prints a few intervals that tile the run
 * (0-10, 10-20, 20-30) before its total: those are the run's samples, the
 * values, and the total row their mean (the summary), as a table's rows
 * of runs over its avg row.  iperf3's rows of one stream before its sender
 * and receiver rows are the run's samples second by second: a series of
 * their own (params.variant intervals) beside the two results.
 */

#define MAX_ROWS 256
#define BANNER_TOKS 120   /* the connection banner: a line per parallel stream */

struct irow {
	int first, last;       /* tokens */
	int id_tok;            /* the ID's token, -1 for [SUM] */
	double from, to;
	struct xnum rate;
	struct xnum retr;      /* iperf3 TCP's retransmits on a sender row (set when printed) */
	const char *unit;
	const char *side;      /* "sender", "receiver" or NULL */
};

static const char *rate_unit(const struct text *t, const struct tstream *ts, int i)
{
	static const char *const units[][2] = { { "Gbits/sec", "Gbit/s" }, { "Mbits/sec", "Mbit/s" },
		{ "Kbits/sec", "kbit/s" }, { "bits/sec", "bit/s" }, { "GBytes/sec", "GB/s" },
		{ "MBytes/sec", "MB/s" }, { "KBytes/sec", "KB/s" } };
	size_t u;

	for (u = 0; u < sizeof(units) / sizeof(units[0]); u++)
		if (ts_is(t, ts, i, units[u][0]))
			return units[u][1];
	return NULL;
}

/* "0.00-2.00" */
static int interval(const struct text *t, const struct tstream *ts, int i, double *a, double *b)
{
	const char *p, *dash, *e;
	struct xnum x;

	if (i >= ts->n)
		return 0;
	p = t->s + ts->k[i].s;
	e = t->s + ts->k[i].e;
	dash = memchr(p, '-', (size_t)(e - p));
	if (!dash || !ts_num(t, ts->k[i].s, (size_t)(dash - t->s), &x))
		return 0;
	*a = x.value;
	if (!ts_num(t, (size_t)(dash + 1 - t->s), ts->k[i].e, &x))
		return 0;
	*b = x.value;
	return 1;
}

/* A row at i: "[  5]" or "[SUM]", interval, sec, transfer, rate; its last token, else -1 */
static int row(const struct text *t, const struct tstream *ts, int i, struct irow *rw)
{
	int j = i;
	struct xnum x;

	memset(rw, 0, sizeof(*rw));
	rw->first = i;
	rw->id_tok = -1;
	if (ts_is(t, ts, j, "[SUM]"))
		j++;
	else if (ts_is(t, ts, j, "[") && tk_ends(t, ts, j + 1, "]") && tk_num(t, ts, j + 1, &x, NULL))
		rw->id_tok = j + 1, j += 2;
	else if (j < ts->n && t->s[ts->k[j].s] == '[' && tk_ends(t, ts, j, "]") && tk_num(t, ts, j, &x, NULL))
		rw->id_tok = j, j++;
	else
		return -1;
	if (!interval(t, ts, j, &rw->from, &rw->to) || !ts_is(t, ts, j + 1, "sec") ||
	    !tk_num(t, ts, j + 2, &x, NULL) || !tk_num(t, ts, j + 4, &rw->rate, NULL) ||
	    !(rw->unit = rate_unit(t, ts, j + 5)))
		return -1;
	j += 5;
	/* "16.9 Gbits/sec   15             sender": the retransmits, a whole number right before the
	 * side word (a stream's interval rows print a Cwnd after it) */
	if (j + 2 < ts->n && ts_is(t, ts, j + 2, "sender") && tk_padded_num(t, ts, j + 1, &x) &&
	    (ts_line_start(ts, i) ? ts->line[j + 2] == ts->line[i] : 1))
		rw->retr = x;
	/* Retr, Cwnd, jitter, lost/total: printed, to the line's end; flattened, up to the side word */
	if (ts_line_start(ts, i))
		while (j + 1 < ts->n && ts->line[j + 1] == ts->line[i] && j < i + 16)
			j++;
	else
		while (j + 1 < ts->n && j < i + 14 && t->s[ts->k[j + 1].s] != '[' && !ts_is(t, ts, j, "sender") &&
		       !ts_is(t, ts, j, "receiver") && (tk_num(t, ts, j + 1, &x, NULL) || ts_is(t, ts, j + 1, "ms") ||
			ts_is(t, ts, j + 1, "KBytes") || ts_is(t, ts, j + 1, "MBytes") || ts_is(t, ts, j + 1, "sender") ||
			ts_is(t, ts, j + 1, "receiver") || memchr(t->s + ts->k[j + 1].s, '/', ts->k[j + 1].e - ts->k[j + 1].s)))
			j++;
	if (ts_is(t, ts, j, "sender") || ts_is(t, ts, j, "receiver"))
		rw->side = t->s[ts->k[j].s] == 's' ? "sender" : "receiver";
	rw->last = j;
	return j;
}

/* Which rows are results: sides when marked, else the whole run's; [SUM] over streams */
static int result(const struct irow *rows, int n, int k, int sides, int sums, double total)
{
	const struct irow *rw = &rows[k];

	(void)n;
	if (sums && rw->id_tok >= 0)
		return 0;
	if (sides)
		return rw->side != NULL;
	return rw->from == 0 && rw->to >= total * 0.9 && (rows[n - 1].to > rows[0].to || n == 1 ||
							   rw->to >= total);
}

/* iperf 2's -i rows of one stream tiling [0, total] end to end, then the total row, no more
 * than a handful (iperf3's second-by-second rows are progress) */
static int tiled(const struct irow *rows, int n)
{
	int k;

	if (n < 3 || n > 13 || rows[n - 1].from != 0 || rows[0].from != 0)
		return 0;
	for (k = 0; k < n - 1; k++)
		if (rows[k].id_tok < 0 || (k && rows[k].from != rows[k - 1].to) || rows[k].to > rows[n - 1].to ||
		    strcmp(rows[k].unit, rows[n - 1].unit))
			return 0;
	/* 2.1.8 ends its last interval at 3.0000 and the total at 3.0127 */
	return rows[n - 2].to >= rows[n - 1].to * 0.95;
}

static void intervals(struct tout *o, const struct irow *rows, int n)
{
	struct xseries *s = tk_series(o, rows[0].first, rows[n - 1].last, "throughput", rows[0].unit, NULL);
	int k;

	for (k = 0; k < n - 1; k++)
		xs_value(s, &rows[k].rate);
	s->sum[SUM_MEAN] = rows[n - 1].rate;
	s->has_summary = 1;
}

/* iperf3's rows of one stream before its sender and receiver rows, tiling the run second by
 * second: the run's samples, a series of their own beside the two results */
static void progress_rows(struct tout *o, const struct irow *rows, int n)
{
	struct xseries *s = NULL;
	int k, m = 0;

	for (k = 0; k < n && !rows[k].side; k++)
		if (rows[k].id_tok < 0 || (k && (rows[k].from != rows[k - 1].to || strcmp(rows[k].unit, rows[0].unit))))
			return;
	if ((m = k) < 2 || rows[0].from != 0)
		return;
	for (k = 0; k < m; k++) {
		if (!s) {
			s = tk_series(o, rows[0].first, rows[m - 1].last, "throughput", rows[0].unit, NULL);
			xs_param_str(s, "variant", "intervals", 9);
		}
		xs_value(s, &rows[k].rate);
	}
}

/* The connection banner before the header at i ("Connecting to host", "[  5] local ... connected") */
static int banner(const struct text *t, const struct tstream *ts, int i)
{
	int j;

	for (j = i - 1; j >= 0 && j >= i - BANNER_TOKS && !tk_words(t, ts, j, "[ ID] Interval"); j--)
		if (tk_words(t, ts, j, "Connecting to host") || tk_words(t, ts, j, "Client connecting to") ||
		    tk_words(t, ts, j, "Server listening on")) {
			/* iperf 2 frames its banner in dashes */
			return j > 0 && tk_opens(t, ts, j - 1, "----") ? j - 1 : j;
		}
	return i;
}

/* A result row's side (params.variant) and, without a [SUM], its stream */
static void result_params(const struct text *t, const struct tstream *ts, const struct irow *rw, struct xseries *s)
{
	if (rw->side)
		xs_param_str(s, "variant", rw->side, strlen(rw->side));
	if (rw->id_tok >= 0)
		xs_param_str(s, "stream", t->s + ts->k[rw->id_tok].s, ts->k[rw->id_tok].e - ts->k[rw->id_tok].s - 1);
}

static int table(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct irow *rows = malloc(sizeof(*rows) * MAX_ROWS);
	struct tout o;
	int n = 0, j = i, k, sides = 0, sums = 0, last = i;
	double total = 0;

	for (;;) {
		int got;
		while (j < ts->n && (tk_words(t, ts, j, "[ ID] Interval") || ts_is(t, ts, j, "-"))) {
			int h = j;
			j += ts_is(t, ts, j, "-") ? 1 : 3;
			/* the header's column names up to the next row */
			while (!ts_is(t, ts, h, "-") && j < ts->n && j < h + 12 && row(t, ts, j, &rows[n]) < 0)
				j++;
		}
		if (n == MAX_ROWS || (got = row(t, ts, j, &rows[n])) < 0)
			break;
		sides |= rows[n].side != NULL;
		sums |= rows[n].id_tok < 0;
		if (rows[n].to > total)
			total = rows[n].to;
		last = j = got + 1;
		n++;
		/* the header again, the dashes: skipped at the top of the loop */
	}
	if (!n) {
		free(rows);
		return i;
	}
	tk_begin(&o, r, ts, banner(t, ts, i), sides ? "iperf3" : "iperf");
	if (!sides && !sums && tiled(rows, n))
		k = n;
	else
		k = 0;
	if (k == n)
		intervals(&o, rows, n);
	else if (sides && !sums)
		progress_rows(&o, rows, n);
	for (; k < n; k++) {
		struct xseries *s;
		if (!result(rows, n, k, sides, sums, total))
			continue;
		s = tk_series(&o, rows[k].first, rows[k].last, "throughput", rows[k].unit, &rows[k].rate);
		result_params(t, ts, &rows[k], s);
		if (rows[k].retr.set) {
			s = tk_series(&o, rows[k].first, rows[k].last, "retransmits", "", &rows[k].retr);
			xs_printf(s->better, sizeof(s->better), "lower");
			result_params(t, ts, &rows[k], s);
		}
	}
	free(rows);
	/* iperf3's own last line is the output's */
	if (tk_words(t, ts, last, "iperf Done."))
		last += 2;
	tk_end(&o, last - 1, prev);
	return last - 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	return tk_words(t, ts, i, "[ ID] Interval") && tk_readable(r, ts, i);
}

/*
 * iperf3's result rows pasted without the header above them ("two more runs,
 * summary lines only:"): a row that ends in "sender" or "receiver" is
 * iperf3's whatever stands above it.  The first of such rows starts them.
 */
static int bare_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct irow rw;

	if (!ts_line_start(ts, i) || ts_flat(r->t, ts, i) || !tk_readable(r, ts, i) ||
	    row(r->t, ts, i, &rw) < 0 || !rw.side)
		return 0;
	return !(i >= 1 && ts->line[i - 1] == ts->line[i] - 1 && ts_is(r->t, ts, i - 1, "receiver"));
}

/* One scan for both, so headerless runs after a table are its runs (tk_end) */
static int any_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return starts(r, ts, i) || bare_starts(r, ts, i);
}

void rec_iperf(struct xresult *r)
{
	tk_scan(r, " sec ", any_starts, table);
}
