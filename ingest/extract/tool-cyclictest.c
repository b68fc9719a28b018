/* tool-cyclictest.c: rt-tests' cyclictest: per-thread "T: 0 (pid) P:.. I:.. C:.. Min: Act: Avg: Max:" lines and histogram summaries */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cells.h"
#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * cyclictest (rt-tests src/cyclictest/cyclictest.c, print_stat):
 *
 *   "T:%2d (%5d) P:%2d I:%ld C:%7lu Min:%7ld Act:%8ld Avg:%8ld Max:%8ld"
 *
 * one line per measuring thread, rewritten in place while it runs (a post
 * shows the last); with -h/-H the histogram's summary instead:
 *
 *   # Min Latencies: 00052 00049
 *   # Avg Latencies: 00086 00071
 *   # Max Latencies: 02115 00911
 *
 * ("%05lu" per thread; rt-tests before 2012 printed "# Max Latencys:").
 * Min, Avg and Max are what cyclictest makes of a thread's samples: a
 * series a thread (params.thread, metric latency, us), its summary min,
 * mean and max; Act is the last sample, C the count, P and I settings.
 * The histogram's buckets ("000012 000345") and the other '#' lines are
 * claimed with it.
 */

#define LINE_TOKS 24
#define MAX_THREADS 256   /* threads a histogram's summary lines list */

/* "Key:" then a number, or "Key:N" glued; from token i on, within the line */
static int keyed(const struct text *t, const struct tstream *ts, int i, int end, const char *key,
		 struct xnum *x)
{
	size_t kl = strlen(key);
	int j;

	for (j = i; j < end; j++) {
		if (ts_is(t, ts, j, key))
			return tk_num(t, ts, j + 1, x, NULL) ? j + 1 : -1;
		if (tk_keyed(t, ts, j, key, x, NULL) && ts->k[j].e - ts->k[j].s > kl)
			return j;
	}
	return -1;
}

/*
 * The lines cyclictest prints above its threads' ("# /dev/cpu_dma_latency set
 * to 0us", "policy: fifo: loadavg: 11.82 10.94 7.31 14/219 3317"): the
 * output starts there, so its title is the line above them.  The first
 * token of the output whose first thread line is token i.
 */
#define PREAMBLE_TOKS 24

/* /proc/loadavg's line at token j, alone on its line: three loads, running/total, the last PID */
static int bare_loadavg(const struct text *t, const struct tstream *ts, int j)
{
	struct xnum x;
	int k;

	if (j < 0 || !ts_line_start(ts, j) || !ts_line_end(ts, j + 4))
		return 0;
	for (k = 0; k < 3; k++)
		if (!tk_plain_num(t, ts, j + k, &x) || !memchr(t->s + ts->k[j + k].s, '.', ts->k[j + k].e - ts->k[j + k].s))
			return 0;
	return memchr(t->s + ts->k[j + 3].s, '/', ts->k[j + 3].e - ts->k[j + 3].s) && tk_plain_num(t, ts, j + 4, &x);
}

/* What cyclicdeadline prints above its threads: "interval: 600:1000", "deadline thread
 * 2187", "thread[2187] runtime=600us deadline=1000us", "main thread 2186", cuts between */
static int deadline_preamble_line(const struct text *t, int l)
{
	static const char *const opens[] = { "interval: ", "deadline thread ", "thread[", "main thread ", NULL };

	return line_is_cut(t, l) || tk_line_opens_any(t, l, opens);
}

static int preamble(const struct text *t, const struct tstream *ts, int i)
{
	int j, first = i;

	if ((j = tk_output_above(t, ts, i, deadline_preamble_line, 0)) < i)
		return j;

	for (j = i - 1; j >= 0 && j >= i - PREAMBLE_TOKS; j--)
		if (ts_is(t, ts, j, "policy:") && tk_words(t, ts, j + 2, "loadavg:")) {
			first = j;
			break;
		}
	/* older versions print /proc/loadavg bare: "0.00 0.02 0.06 1/163 4211" */
	if (first == i && bare_loadavg(t, ts, i - 5))
		first = i - 5;
	for (j = first - 1; j > 0 && j >= first - 8; j--)
		if (tk_opens(t, ts, j, "/dev/cpu_dma_latency") && ts_is(t, ts, j - 1, "#")) {
			first = j - 1;
			break;
		}
	return first;
}

/* A thread's latency: its Min, Avg and Max the summary cyclictest printed of its samples */
static void thread_series(struct tout *o, int first, int last, const char *th, size_t n,
			  const struct xnum x[3], const struct xnum *samples)
{
	struct xseries *s = tk_series(o, first, last, "latency", "us", &x[1]);

	/* "C: 100000", "# Total: 005999965": how many wakeups the statistics are of */
	if (samples && samples->set)
		s->sum[SUM_N] = *samples;

	s->nvalues = 0;         /* no sample of its own: the statistics are its figures */
	s->has_summary = 1;
	s->sum[SUM_MIN] = x[0];
	s->sum[SUM_MEAN] = x[1];
	s->sum[SUM_MAX] = x[2];
	memcpy(s->better, "lower", 6);
	xs_param_str(s, "thread", th, n);
}

static int thread_line(struct xresult *r, const struct tstream *ts, int i, struct tout *o)
{
	const struct text *t = r->t;
	static const char *const keys[] = { "Min:", "Avg:", "Max:" };
	struct xnum th, x[3], cycles;
	int end = i + LINE_TOKS < ts->n ? i + LINE_TOKS : ts->n, k, at[3], last = i;

	if (!tk_num(t, ts, i + 1, &th, NULL) || keyed(t, ts, i, end, "C:", &cycles) < 0)
		return -1;
	for (k = 0; k < 3; k++)
		if ((at[k] = keyed(t, ts, i, end, keys[k], &x[k])) < 0)
			return -1;
	if (!o->r)
		tk_begin(o, r, ts, preamble(t, ts, i), "cyclictest");
	for (k = 0; k < 3; k++)
		if (at[k] > last)
			last = at[k];
	thread_series(o, i, last, t->s + th.s, th.e - th.s, x, &cycles);
	return last;
}

/* Token i opens the histogram summary's line of maxima, in either spelling */
static int max_line(const struct text *t, const struct tstream *ts, int i)
{
	return tk_words(t, ts, i, "# Max Latencies:") || tk_words(t, ts, i, "# Max Latencys:");
}

/* "# Min Latencies:" .. "# Max Latencies:" and the histogram above them */
static int histogram(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	static const char *const keys[] = { "# Min Latencies:", "# Avg Latencies:" };
	struct tout o;
	struct xnum lat[MAX_THREADS][3], total[MAX_THREADS];
	int j = i, k, n, first = i, threads = 0, totals = 0;

	/* back over its "# Total:" line to its histogram's header, not into the output before
	 * ("# Max Latencies:", "# Histogram Overflows:" are that one's last lines) */
	for (k = i - 1; k >= 0 && i - k < 4000 && ts->line[k] >= ts->line[i] - 2100; k--) {
		if (max_line(t, ts, k) || tk_words(t, ts, k, "# Histogram Overflows:") ||
		    tk_words(t, ts, k, "# Histogram Overflow at"))
			break;
		if (tk_words(t, ts, k, "# Total:"))
			first = k;
		else if (tk_words(t, ts, k, "# Histogram")) {
			first = k;
			break;
		}
	}
	tk_begin(&o, r, ts, first, "cyclictest");
	for (k = first; k < i; k++)
		if (tk_words(t, ts, k, "# Total:")) {
			for (totals = 0; totals < MAX_THREADS && tk_padded_num(t, ts, k + 2 + totals, &total[totals]);)
				totals++;
			break;
		}
	for (k = 0; k < 3; k++, j += n + 3) {
		if (k == 2 ? !max_line(t, ts, j) : !tk_words(t, ts, j, keys[k]))
			break;
		for (n = 0; n < MAX_THREADS && tk_padded_num(t, ts, j + 3 + n, &lat[n][k]); n++)
			;
		if (k == 0)
			threads = n;
		else if (n != threads)
			break;
	}
	if (k == 3)
		for (n = 0; n < threads; n++) {
			char th[16];
			snprintf(th, sizeof(th), "%d", n);
			thread_series(&o, i, j - 1, th, strlen(th), lat[n], totals == threads ? &total[n] : NULL);
		}
	if (k < 3 || !tk_end(&o, j - 1, prev))
		return i;
	return j - 1;
}

void rec_cyclictest(struct xresult *r)
{
	const struct text *t = r->t;
	struct tstream ts;
	struct tout prev, o;
	int i, last;

	if (!text_has(t, "Max:", 4) && !text_has(t, "Max Latencies:", 14) && !text_has(t, "Max Latencys:", 13))
		return;
	memset(&prev, 0, sizeof(prev));
	ts_build(r, &ts);
	for (i = 0; i < ts.n; i++) {
		/* "# Min Latencies:" reads like a root prompt: code to the layout stage */
		if (tk_words(t, &ts, i, "# Min Latencies:") && (tk_readable(r, &ts, i) || (r->skip && r->skip[ts.line[i]] == SKIP_CODE))) {
			i = histogram(r, &ts, i, &prev);
			continue;
		}
		if (!ts_is(t, &ts, i, "T:") || !tk_readable(r, &ts, i))
			continue;
		/* the threads of one run are one output */
		memset(&o, 0, sizeof(o));
		for (last = i - 1; ts_is(t, &ts, last + 1, "T:"); ) {
			int l = thread_line(r, &ts, last + 1, &o);
			if (l < 0)
				break;
			last = l;
			while (last + 1 < ts.n && !ts_is(t, &ts, last + 1, "T:") && ts.line[last + 1] == ts.line[last] &&
			       !ts_flat(t, &ts, last))
				last++;
		}
		if (o.r && tk_end(&o, last, &prev))
			i = last;
	}
	ts_release(&ts);
}
