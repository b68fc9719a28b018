/* tool-rtla.c: rtla's timerlat and osnoise summaries: top's row a CPU, hist's column a CPU */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cells.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * rtla (tools/tracing/rtla, timerlat_top.c and osnoise_top.c) ends with
 *
 *   CPU COUNT      |      cur       min       avg       max |      cur       min       avg       max
 *     0 #599984    |        1         0         1        12 |        5         3         4        19
 *   ---------------|----------------------------------------|---------------------------------------
 *   ALL #2399924 e0 |                  0         1        47 |                  3         4        61
 *
 * (IRQ then Thread timer latency, us) and
 *
 *   CPU Period       Runtime        Noise  % CPU Aval   Max Noise   Max Single   HW   NMI   IRQ   Softirq   Thread
 *     3 #59         59000000        38912    99.93405          71           43    0     0 66318      1204      310
 *
 * timerlat: a series a CPU (params.cpu, "ALL" the whole) and context,
 * irq latency and thread latency, summarising the wakeups (min, mean,
 * max); "cur" is the last one, the count how many: no figures.  osnoise: a
 * series a CPU and column, noise (us), cpu available (%), max noise and
 * max single (us), and the interference counts (hw, nmi, irq, softirq,
 * thread); the runtime is the period's setting.
 *
 * Their hist modes (timerlat_hist.c, osnoise_hist.c) print a column a CPU
 * and context under "# RTLA timerlat histogram" and its "# Time unit is
 * microseconds (us)", a bucket a row, then the columns' statistics:
 *
 *   Index   IRQ-002   Thr-002
 *   3            12   1311600
 *   over:         0         0
 *   count:  1800000   1800000
 *   min:          2         2
 *   avg:          3         3
 *   max:         17        23
 *
 * a series a column (irq, thread or user latency; osnoise's CPU-NNN noise),
 * params.cpu, its summary min, mean and max, "count:" its n; the buckets
 * and "over:" count wakeups, no figures.  The "ALL:" block after them
 * summarises every CPU's, a series a context, params.cpu "ALL".
 */

#define HEAD_TOKS 24

/* "#599984" at i: a count rtla prints with its '#' */
static int count_tok(const struct text *t, const struct tstream *ts, int i)
{
	return i < ts->n && t->s[ts->k[i].s] == '#' && ts->k[i].e - ts->k[i].s > 1 &&
	       isdigit((unsigned char)t->s[ts->k[i].s + 1]);
}

/* The lines over the header that are rtla's ("Timer Latency", "0 00:10:00 | IRQ Timer
 * Latency (us) | ...", "Operating System Noise", "duration: 0 00:01:00 | time is in us"):
 * the output's first token */
static int banner_top(const struct text *t, const struct tstream *ts, int i)
{
	int j, top = i;

	for (j = i - 1; j >= 0 && j >= i - HEAD_TOKS && ts->line[i] - ts->line[j] <= 2; j--)
		if (ts_line_start(ts, j) && (tk_words(t, ts, j, "Timer Latency") ||
					     tk_words(t, ts, j, "Operating System Noise") || ts_is(t, ts, j, "duration:") ||
					     (tk_plain_num(t, ts, j, NULL) && tk_find(t, ts, j, i, "Timer Latency") >= 0)))
			top = j;
	return top;
}

/* "|" at i, a bar on its own */
static int bar(const struct text *t, const struct tstream *ts, int i)
{
	return ts_is(t, ts, i, "|");
}

/* The CPU of a row at i: a number or "ALL", then its count ("ALL #2399924 e0"); the first token after */
static int row_head(const struct text *t, const struct tstream *ts, int i, char *cpu, size_t n)
{
	int j = i + 1;

	if (!ts_line_start(ts, i) || !(tk_plain_num(t, ts, i, NULL) || ts_is(t, ts, i, "ALL")) || !count_tok(t, ts, j))
		return 0;
	text_label(t, ts->k[i].s, ts->k[i].e, cpu, n);
	j++;
	if (j < ts->n && ts->line[j] == ts->line[i] && t->s[ts->k[j].s] == 'e' && !bar(t, ts, j))
		j++;         /* "e0": its errors */
	return j;
}

/* One side of a timerlat row from j ("|" then cur min avg max, or min avg max): its series */
static int latency_side(struct tout *o, int j, const char *metric, const char *cpu)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum v[4];
	struct xseries *s;
	int k, n;

	if (!bar(t, ts, j))
		return 0;
	for (n = 0; n < 4 && tk_plain_num(t, ts, j + 1 + n, &v[n]) && ts->line[j + 1 + n] == ts->line[j]; n++)
		;
	if (n < 3)
		return 0;
	k = n - 3;               /* the "cur" column, when printed, is before min */
	s = tk_series(o, j + 1, j + n, metric, "us", NULL);
	s->sum[SUM_MIN] = v[k];
	s->sum[SUM_MEAN] = v[k + 1];
	s->sum[SUM_MAX] = v[k + 2];
	s->has_summary = 1;
	xs_param_str(s, "cpu", cpu, strlen(cpu));
	return 1 + n;
}

static int timerlat(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	char cpu[16];
	int j, n, last = -1;

	for (j = i; j < ts->n && ts->line[j] == ts->line[i]; j++)
		;
	tk_begin(&o, r, ts, banner_top(t, ts, i), "rtla-timerlat");
	for (;;) {
		int k;
		/* the rule between the CPUs and ALL: "---------------|------...|------" */
		while (j < ts->n && t->s[ts->k[j].s] == '-' && strspn(t->s + ts->k[j].s, "-|") == ts->k[j].e - ts->k[j].s)
			j++;
		if (!(k = row_head(t, ts, j, cpu, sizeof(cpu))) || !(n = latency_side(&o, k, "irq latency", cpu)))
			break;
		latency_side(&o, k + n, "thread latency", cpu);
		for (last = k; last + 1 < ts->n && ts->line[last + 1] == ts->line[j]; last++)
			;
		j = last + 1;
	}
	if (last < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

/* osnoise's columns after "CPU": their series' metric and unit, NULL for no figure */
static const struct { const char *word, *metric, *unit; int words; } onames[] = {
	{ "Period", NULL, NULL, 1 }, { "Runtime", NULL, NULL, 1 }, { "Noise", "noise", "us", 1 },
	{ "% CPU Aval", "cpu available", "%", 3 }, { "Max Noise", "max noise", "us", 2 },
	{ "Max Single", "max single", "us", 2 }, { "HW", "hw", NULL, 1 }, { "NMI", "nmi", NULL, 1 },
	{ "IRQ", "irq", NULL, 1 }, { "Softirq", "softirq", NULL, 1 }, { "Thread", "thread", NULL, 1 },
};
#define ONAMES (sizeof(onames) / sizeof(onames[0]))

static int osnoise(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int col[16], ncol = 0, j = i + 1, last = -1;
	struct tout o;
	char cpu[16];

	while (j < ts->n && ts->line[j] == ts->line[i] && ncol < 16) {
		size_t k;
		for (k = 0; k < ONAMES && !tk_words(t, ts, j, onames[k].word); k++)
			;
		if (k == ONAMES)
			return i;
		col[ncol++] = (int)k;
		j += onames[k].words;
	}
	if (ncol < 3)
		return i;
	tk_begin(&o, r, ts, banner_top(t, ts, i), "rtla-osnoise");
	for (;;) {
		int k = row_head(t, ts, j, cpu, sizeof(cpu)), c;
		if (!k || k - j != 2)
			break;
		for (c = 1; c < ncol && tk_plain_num(t, ts, k + c - 1, NULL); c++)
			;
		if (c < ncol)
			break;
		for (c = 1; c < ncol; c++) {
			struct xnum x;
			if (!onames[col[c]].metric)
				continue;
			tk_plain_num(t, ts, k + c - 1, &x);
			xs_param_str(tk_series(&o, k + c - 1, k + c - 1, onames[col[c]].metric,
					       onames[col[c]].unit ? onames[col[c]].unit : "", &x),
				     "cpu", cpu, strlen(cpu));
		}
		last = k + ncol - 2;
		j = last + 1;
	}
	if (last < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	return ts_is(r->t, ts, i + 1, "COUNT") ? timerlat(r, ts, i, prev) : osnoise(r, ts, i, prev);
}

/* "CPU COUNT |" over timerlat's rows, or "CPU Period Runtime Noise" over osnoise's */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	return ts_line_start(ts, i) && ts_is(t, ts, i, "CPU") &&
	       (tk_words(t, ts, i + 1, "COUNT |") || tk_words(t, ts, i + 1, "Period Runtime Noise")) &&
	       tk_readable(r, ts, i);
}

/* "IRQ-002", "Thr-002", "Usr-002", "CPU-002": a hist column, its metric; the CPU's number into cpu */
static const char *hist_column(const struct text *t, const struct tstream *ts, int i, char *cpu, size_t n)
{
	static const char *const kinds[][2] = { { "IRQ-", "irq latency" }, { "Thr-", "thread latency" },
		{ "Usr-", "user latency" }, { "CPU-", "noise" } };
	const char *p = t->s + ts->k[i].s;
	size_t len = ts->k[i].e - ts->k[i].s, k, d;

	for (k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++) {
		if (len < 5 || strncmp(p, kinds[k][0], 4) || strspn(p + 4, "0123456789") != len - 4)
			continue;
		for (d = 4; d + 1 < len && p[d] == '0'; d++)
			;
		snprintf(cpu, n, "%.*s", (int)(len - d), p + d);
		return kinds[k][1];
	}
	return NULL;
}

#define HIST_COLS 64

/* A row of hist from token j: a key ("over:", "count:"; a bucket's number when key is NULL)
 * and ncol numbers alone on the line; the numbers into v.  The row's last token, else -1 */
static int hist_row(const struct text *t, const struct tstream *ts, int j, const char *key, int ncol,
		    struct xnum *v)
{
	int c;

	if (j >= ts->n || !ts_line_start(ts, j) || (key ? !ts_is(t, ts, j, key) : !tk_plain_num(t, ts, j, NULL)))
		return -1;
	for (c = 0; c < ncol; c++)
		if (ts->line[j + 1 + c] != ts->line[j] || !tk_plain_num(t, ts, j + 1 + c, v ? &v[c] : NULL))
			return -1;
	return ts_line_end(ts, j + ncol) ? j + ncol : -1;
}

/*
 * "ALL:  IRQ  Thr" and its count, min, avg and max rows after the CPUs'
 * (timerlat_hist.c's summary of every CPU): a series a context, params.cpu
 * "ALL".  The block's last token, or last when there is none.
 */
static int all_block(struct tout *o, int last, int ncol)
{
	static const char *const keys[] = { "count:", "min:", "avg:", "max:" };
	static const int sums[] = { SUM_N, SUM_MIN, SUM_MEAN, SUM_MAX };
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	const char *m[4];
	struct xnum v[4][4];
	int j = last + 1, n = 0, k, e = j;

	if (j >= ts->n || !ts_line_start(ts, j) || !ts_is(t, ts, j, "ALL:"))
		return last;
	for (k = j + 1; k < ts->n && ts->line[k] == ts->line[j] && n < 4; k++, n++) {
		m[n] = ts_is(t, ts, k, "IRQ") ? "irq latency" : ts_is(t, ts, k, "Thr") ? "thread latency" :
		       ts_is(t, ts, k, "Usr") ? "user latency" : NULL;
		if (!m[n])
			return last;
	}
	if (!n || n > ncol || (k < ts->n && ts->line[k] == ts->line[j]))
		return last;
	for (e = k - 1, k = 0; k < 4; k++)
		if ((e = hist_row(t, ts, e + 1, keys[k], n, v[k])) < 0)
			return last;
	for (int c = 0; c < n; c++) {
		struct xseries *s = tk_series(o, j + 1 + c, e, m[c], tk_find(t, ts, o->first, j, "nanoseconds") >= 0 ?
					      "ns" : "us", NULL);
		for (k = 0; k < 4; k++)
			s->sum[sums[k]] = v[k][c];
		s->has_summary = 1;
		xs_param_str(s, "cpu", "ALL", 3);
	}
	return e;
}

static int hist(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	static const char *const keys[] = { "count:", "min:", "avg:", "max:" };
	static const int sums[] = { SUM_N, SUM_MIN, SUM_MEAN, SUM_MAX };
	const struct text *t = r->t;
	const char *metric[HIST_COLS];
	char cpu[HIST_COLS][8];
	struct xnum v[4][HIST_COLS];
	int ncol = 0, j, k, last, top, c;
	struct tout o;

	for (j = i + 1; j < ts->n && ts->line[j] == ts->line[i] && ncol < HIST_COLS; j++, ncol++)
		if (!(metric[ncol] = hist_column(t, ts, j, cpu[ncol], sizeof(cpu[ncol]))))
			return i;
	if (!ncol || (j < ts->n && ts->line[j] == ts->line[i]))
		return i;
	for (last = j - 1; (k = hist_row(t, ts, last + 1, NULL, ncol, NULL)) >= 0; )
		last = k;
	if ((k = hist_row(t, ts, last + 1, "over:", ncol, NULL)) >= 0)
		last = k;
	for (k = 0; k < 4; k++) {
		int e = hist_row(t, ts, last + 1, keys[k], ncol, v[k]);
		if (e < 0)
			return i;
		last = e;
	}
	/* over its banner: "# RTLA timerlat histogram", "# Time unit is microseconds (us)" */
	for (top = i, k = i - 1; k >= 0 && ts->line[i] - ts->line[k] <= 4; k--)
		if (ts_line_start(ts, k) && (tk_words(t, ts, k, "# RTLA") || tk_words(t, ts, k, "# Time unit") ||
					     tk_words(t, ts, k, "# Duration:")))
			top = k;
	tk_begin(&o, r, ts, top, strcmp(metric[0], "noise") ? "rtla-timerlat" : "rtla-osnoise");
	for (c = 0; c < ncol; c++) {
		struct xseries *s = tk_series(&o, i + 1 + c, last, metric[c],
					      tk_find(t, ts, top, i, "nanoseconds") >= 0 ? "ns" : "us", NULL);
		for (k = 0; k < 4; k++)
			s->sum[sums[k]] = v[k][c];
		s->has_summary = 1;
		xs_param_str(s, "cpu", cpu[c], strlen(cpu[c]));
	}
	last = all_block(&o, last, ncol);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

/* "Index  IRQ-000  Thr-000" over hist's buckets */
static int hist_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	char cpu[8];

	return ts_line_start(ts, i) && ts_is(r->t, ts, i, "Index") && i + 1 < ts->n &&
	       ts->line[i + 1] == ts->line[i] && hist_column(r->t, ts, i + 1, cpu, sizeof(cpu)) &&
	       tk_readable(r, ts, i);
}

void rec_rtla(struct xresult *r)
{
	tk_scan(r, "CPU ", starts, block);
	tk_scan(r, "Index", hist_starts, hist);
}
