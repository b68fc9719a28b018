/* tool-latencytop.c: LatencyTOP's screen and its text dump: a cause a row, its worst latency and its share, a process's total */
#include <stdio.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * LatencyTOP (latencytop 0.4/0.5, src/text_display.c and text_dump.c) shows
 *
 *   Cause                                                Maximum     Percentage
 *   Scheduler: waiting for cpu                        187.3 msec         31.2 %
 *   Process firefox (3377)                     Total: 2741.6 msec
 *   Writing a page to disk                            612.9 msec         22.4 %
 *
 * (the rows "%5.1f msec        %5.1f %%" at column 50; `latencytop -t` dumps
 * "Globals: Cause Maximum Percentage", then "Process details:", each
 * process's "Process NAME (PID) Total: N msec" and its rows, tab-indented,
 * each over its backtrace).  A cause's row gives two series, params.variant
 * the cause and params.process the process when it is a process's row: its
 * worst latency (the summary's max of latencies LatencyTOP does not print:
 * no value) and its share of the latency time (%); a process's total is a
 * series of its own.  Printed and quoted; a flattened screen is not read.
 */

#define LT_NAME 64

/* Line l of the stream from token k: "... N msec P %": 1, the figures into *max and *pct and
 * the cause's last token into *cause_end (k - 1 when the line has no words before them) */
static int cause_row(const struct text *t, const struct tstream *ts, int k, struct xnum *max, struct xnum *pct,
		     int *cause_end)
{
	int e = ts_line_last(ts, k);

	if (e - k < 3 || !ts_is(t, ts, e, "%") || !ts_is(t, ts, e - 2, "msec") ||
	    !tk_plain_num(t, ts, e - 1, pct) || !tk_plain_num(t, ts, e - 3, max))
		return 0;
	*cause_end = e - 4;
	return 1;
}

/* "Process firefox (3377)  Total: 2741.6 msec" from token k: the name into name, the total */
static int process_line(const struct text *t, const struct tstream *ts, int k, char *name, struct xnum *total)
{
	int e = ts_line_last(ts, k), j;

	if (!ts_is(t, ts, k, "Process") || e - k < 4 || !ts_is(t, ts, e, "msec") || !ts_is(t, ts, e - 2, "Total:") ||
	    !tk_plain_num(t, ts, e - 1, total))
		return 0;
	for (j = k + 1; j < e - 2 && t->s[ts->k[j].s] != '('; j++)
		;
	if (j == k + 1 || ts->k[j - 1].e - ts->k[k + 1].s >= LT_NAME)
		return 0;
	snprintf(name, LT_NAME, "%.*s", (int)(ts->k[j - 1].e - ts->k[k + 1].s), t->s + ts->k[k + 1].s);
	return 1;
}

/* Line l is indented by a tab twice or sixteen blanks: a dump's backtrace */
static int backtrace_line(const struct text *t, int l)
{
	const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end;
	int col = 0;

	/* the quote prefix is off t->l's start; the indent after it is the dump's */
	while (p > t->s && p[-1] != '\n' && (p[-1] == ' ' || p[-1] == '\t'))
		p--;
	for (; p < e && (*p == ' ' || *p == '\t'); p++)
		col = *p == '\t' ? (col / 8 + 1) * 8 : col + 1;
	return col >= 16;
}

static void row_series(struct tout *o, int k, int e, int cause_end, const struct xnum *max, const struct xnum *pct,
		       const char *process)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xseries *s;

	/* each series set whole before the next is made: making one may move the array */
	for (int i = 0; i < 2; i++) {
		s = i ? tk_series(o, k, e, "latency share", "%", pct) : tk_series(o, k, e, "max latency", "ms", NULL);
		if (!i) {
			s->sum[SUM_MAX] = *max;
			s->has_summary = 1;
		}
		snprintf(s->better, sizeof(s->better), "%s", i ? "none" : "lower");
		if (cause_end >= k)
			xs_param_str(s, "variant", t->s + ts->k[k].s, ts->k[cause_end].e - ts->k[k].s);
		if (process[0])
			xs_param_str(s, "process", process, strlen(process));
	}
}

static int screen(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	char process[LT_NAME] = "";
	struct xnum max, pct, total;
	int k = ts_line_last(ts, i) + 1, last = ts_line_last(ts, i), first = i, cause_end, rows = 0;

	/* "LatencyTOP version 0.4  (C) 2008 Intel Corporation" right above */
	if (i > 0 && ts_line_start(ts, ts_line_before(ts, i) >= 0 ? ts_line_before(ts, i) : 0)) {
		int b = ts_line_before(ts, i);
		if (b >= 0 && ts_is(t, ts, b, "LatencyTOP") && ts->line[b] >= ts->line[i] - 2)
			first = b;
	}
	tk_begin(&o, r, ts, first, NULL);
	/* (a row of a long cause has more tokens than a flat line's least: the header, three
	 * words alone on its line, is what a flattened screen lacks) */
	while (k < ts->n && ts->line[k] <= ts->line[last] + 3) {
		int e = ts_line_last(ts, k);
		if (cause_row(t, ts, k, &max, &pct, &cause_end))
			row_series(&o, k, e, cause_end, &max, &pct, process), rows++;
		else if (process_line(t, ts, k, process, &total)) {
			struct xseries *s = tk_series(&o, k, e, "total latency", "ms", &total);
			snprintf(s->better, sizeof(s->better), "lower");
			xs_param_str(s, "process", process, strlen(process));
		} else if (!tk_words(t, ts, k, "Process details:") && !backtrace_line(t, ts->line[k]))
			break;
		last = e;
		k = e + 1;
	}
	if (!rows || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	return ts_line_start(ts, i) && !ts_flat(t, ts, i) &&
	       (tk_words(t, ts, i, "Cause Maximum Percentage") || tk_words(t, ts, i, "Globals: Cause Maximum Percentage")) &&
	       ts_line_last(ts, i) == i + (ts_is(t, ts, i, "Globals:") ? 3 : 2) && tk_readable(r, ts, i);
}

void rec_latencytop(struct xresult *r)
{
	tk_scan(r, "Maximum", starts, screen);
}
