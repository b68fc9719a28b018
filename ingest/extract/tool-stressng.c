/* tool-stressng.c: stress-ng --metrics(-brief): a row a stressor under "stressor bogo ops real time ...", and its miscellaneous metrics */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * stress-ng (0.15, core-stressors.c / stress-ng.c metrics_dump) prints each
 * line behind "stress-ng: LEVEL: [PID] " (LEVEL "info:" or, from 0.14,
 * "metrc:"):
 *
 *   stressor       bogo ops real time  usr time  sys time   bogo ops/s     bogo ops/s
 *                            (secs)    (secs)    (secs)   (real time) (usr+sys time)
 *   switch          2924716      3.00      0.67      4.73    974667.73      541723.92
 *   miscellaneous metrics:
 *   switch              2052.08 nanosecs per context switch (pipe method) (...)
 *
 * (--metrics adds "CPU used per instance (%)" and "RSS Max (KB)" columns).
 * Series a stressor (params.stressor) and column: bogo-ops/s (real time)
 * and bogo-ops/s-cpu (usr+sys time), the rates stress-ng reports, and the
 * count and CPU times they are of (bogo-ops; usr-time and sys-time, s: a
 * post compares the system time a change saves), with --metrics
 * cpu-per-instance (%) and rss-max (KB); a miscellaneous metric a series of
 * its own, metric its words as printed ("nanosecs per context switch").  The
 * real time is the run's length, a setting, not read.  Titled and pooled by
 * tk_end.
 */

#define PREFIX_TOKS 3      /* "stress-ng:" LEVEL "[PID]" */

/* Token i opens a line of stress-ng's: "stress-ng:" "info:" "[3051]"; the first token after it, else -1 */
static int body_at(const struct text *t, const struct tstream *ts, int i)
{
	if (!ts_is(t, ts, i, "stress-ng:") || i + PREFIX_TOKS >= ts->n || !tk_ends(t, ts, i + 1, ":") ||
	    !tk_opens(t, ts, i + 2, "[") || !tk_ends(t, ts, i + 2, "]"))
		return -1;
	return i + PREFIX_TOKS;
}

/* The next line of stress-ng's after token i (to at most 40 tokens on), or -1 */
static int next_line(const struct text *t, const struct tstream *ts, int i)
{
	int j;

	for (j = i + 1; j < ts->n && j <= i + 40; j++)
		if (ts_is(t, ts, j, "stress-ng:"))
			return j;
	return -1;
}

/* "switch 2924716 3.00 0.67 4.73 974667.73 541723.92": a stressor's row at token b */
static int metrics_row(struct tout *o, int b, int end)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	/* the real time (column 1) is the run's length, a setting */
	static const struct { int col; const char *metric, *unit; } cols[] = {
		{ 4, "bogo-ops/s", "1/s" }, { 5, "bogo-ops/s-cpu", "1/s" }, { 0, "bogo-ops", "" },
		{ 2, "usr-time", "s" }, { 3, "sys-time", "s" }, { 6, "cpu-per-instance", "%" }, { 7, "rss-max", "KB" },
	};
	struct xnum x[8];
	size_t k;
	int c, n;

	if (end - b < 7)
		return 0;
	for (c = 0; c < 6; c++)
		if (!tk_plain_num(t, ts, b + 1 + c, &x[c]))
			return 0;
	/* --metrics: the CPU share and the RSS after the rates */
	for (n = 6; n < 8 && b + 1 + n < end && tk_plain_num(t, ts, b + 1 + n, &x[n]); n++)
		;
	if (n == 7)
		n = 6;
	for (k = 0; k < sizeof(cols) / sizeof(cols[0]); k++) {
		struct xseries *s;
		if (cols[k].col >= n)
			continue;
		s = tk_series(o, b, b + 1 + cols[k].col, cols[k].metric, cols[k].unit[0] ? cols[k].unit : NULL,
			      &x[cols[k].col]);
		xs_param_str(s, "stressor", t->s + ts->k[b].s, ts->k[b].e - ts->k[b].s);
	}
	return 1;
}

/* "nanosecs per context switch", "ns duration per sched_yield call": the unit its first word is */
static const char *time_unit(const struct text *t, const struct tok *k)
{
	static const struct { const char *word, *unit; } units[] = {
		{ "nanosecs", "ns" }, { "ns", "ns" }, { "microsecs", "us" }, { "usecs", "us" }, { "us", "us" },
		{ "millisecs", "ms" }, { "msecs", "ms" }, { "ms", "ms" }, { "secs", "s" }, { "seconds", "s" },
	};

	for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++)
		if (tok_is(t, k, units[i].word))
			return units[i].unit;
	return NULL;
}

/* "switch 2052.08 nanosecs per context switch (pipe method)": one miscellaneous metric */
static int misc_row(struct tout *o, int b, int end)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	char metric[48];
	struct xnum x;
	struct xseries *s;
	int e;

	if (end - b < 3 || !tk_plain_num(t, ts, b + 1, &x))
		return 0;
	for (e = b + 2; e < end && t->s[ts->k[e].s] != '('; e++)
		;
	if (e == b + 2)
		return 0;
	xs_printf(metric, sizeof(metric), "%.*s", (int)(ts->k[e - 1].e - ts->k[b + 2].s), t->s + ts->k[b + 2].s);
	s = tk_series(o, b, e - 1, metric, time_unit(t, &ts->k[b + 2]), &x);
	xs_param_str(s, "stressor", t->s + ts->k[b].s, ts->k[b].e - ts->k[b].s);
	return 1;
}

/* The same run's line: its PID is the header's */
static int same_run(const struct text *t, const struct tstream *ts, int a, int b)
{
	return ts->k[a + 2].e - ts->k[a + 2].s == ts->k[b + 2].e - ts->k[b + 2].s &&
	       !memcmp(t->s + ts->k[a + 2].s, t->s + ts->k[b + 2].s, ts->k[a + 2].e - ts->k[a + 2].s);
}

/* The run's lines printed above its header ("setting to a 60 second run", "dispatching hogs"):
 * the first token of the first of them */
static int run_start(const struct text *t, const struct tstream *ts, int i)
{
	int k, found = 1;

	while (found) {
		found = 0;
		for (k = i - 1; k >= 0 && k >= i - 40 && !found; k--)
			if (ts_is(t, ts, k, "stress-ng:")) {
				found = body_at(t, ts, k) >= 0 && same_run(t, ts, k, i);
				if (!found)
					return i;
				i = k;
			}
	}
	return i;
}

/* The run's lines printed after its figures ("successful run completed in 60.00s"): the last token */
static int run_end(const struct text *t, const struct tstream *ts, int head, int line, int last)
{
	for (; line >= 0 && body_at(t, ts, line) >= 0 && same_run(t, ts, line, head); line = next_line(t, ts, line)) {
		int e = next_line(t, ts, line);
		for (last = line; last + 1 < ts->n && ts->line[last + 1] == ts->line[line] && (e < 0 || last + 1 < e);
		     last++)
			/* "successful run completed in 60.00s": what a flattened line holds after it is not the run's */
			if (last > line + 1 && ts_is(t, ts, last - 1, "in") && ts_is(t, ts, last - 2, "completed"))
				break;
	}
	return last;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	int line = i, b, end, last = i, misc = 0;

	tk_begin(&o, r, ts, run_start(t, ts, i), "stress-ng");
	/* from the header on, line by line: the units, the rows, "miscellaneous metrics:" */
	for (line = next_line(t, ts, i); line >= 0 && (b = body_at(t, ts, line)) >= 0; line = next_line(t, ts, line)) {
		if ((end = next_line(t, ts, line)) < 0)
			end = line + 40 < ts->n ? line + 40 : ts->n;
		if (t->s[ts->k[b].s] == '(' || tk_words(t, ts, b, "miscellaneous metrics:")) {
			misc |= t->s[ts->k[b].s] != '(';
			last = b;
			continue;
		}
		if (!(misc ? misc_row(&o, b, end) : metrics_row(&o, b, end)))
			break;
		last = o.last;
	}
	last = run_end(t, ts, i, line, last);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

/* "stress-ng: metrc: [PID] stressor bogo ops real time": the header of its metrics */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	int b = body_at(t, ts, i);

	return b >= 0 && tk_words(t, ts, b, "stressor bogo ops real time") && tk_readable(r, ts, i);
}

void rec_stressng(struct xresult *r)
{
	tk_scan(r, "stress-ng:", starts, block);
}
