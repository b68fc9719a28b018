/* tool-perfstat.c: perf stat's counter block: one series per counter, and the elapsed, user and sys seconds */
#include <string.h>

#include "cells.h"
#include "tool.h"
#include "vocab.h"
#include "../../core/banned.h"

/*
 * perf stat (tools/perf/util/stat-display.c) as printed since 2.6.31:
 *
 *    Performance counter stats for 'hackbench -g 1 -l 20' (3 runs):
 *
 *              19.55 msec task-clock         #    1.382 CPUs utilized     ( +-  2.21% )
 *                306      context-switches   #   15.534 K/sec             ( +- 12.06% )
 *    <not supported>      cycles
 *
 *           0.014149 +- 0.000247 seconds time elapsed  ( +-  1.75% )
 *
 *           0.001410000 seconds user
 *           0.000000000 seconds sys
 *
 * (before 3.x: "1234.56 task-clock-msecs #", to 4.x "1234.56 task-clock (msec) #"; counts may carry thousands
 * separators, "1,234,567 cycles").  What follows '#' is perf's own
 * arithmetic on the counter (a rate, a ratio), not a measurement; "( +- N% )"
 * is the relative standard deviation of the mean over the runs, a standard
 * error (util/stat.c stddev_stats divides the variance by n: no stddev of
 * the runs, params.stderr_pct; "0.32 +- 0.11 seconds" params.stderr);
 * "(66.67%)" the share of time a multiplexed counter
 * ran.  Each counter is a series (metric: the event name, unit ms for
 * msec, J for the Joules of power events, MiB as printed); the seconds lines are metrics real, user and sys.  The workload is
 * the vocabulary's name for the command measured, else its first word.
 */

#define LOOK 24            /* tokens of the banner: the quoted command and "(N runs):" */
#define MAX_COUNTERS 64

/* Past "( +- 2.21% )" (its percentage into sd) or "(66.67%)" at i */
static int paren(const struct text *t, const struct tstream *ts, int i, struct xnum *sd)
{
	char unit[TK_UNIT];

	if (tk_words(t, ts, i, "( +-") && tk_num(t, ts, i + 2, sd, unit) && ts_is(t, ts, i + 3, ")"))
		return 4;
	if (ts_is(t, ts, i, "(+-") && tk_num(t, ts, i + 1, sd, unit) && ts_is(t, ts, i + 2, ")"))
		return 3;
	if (i < ts->n && t->s[ts->k[i].s] == '(' && tk_ends(t, ts, i, "%)"))
		return 1;
	return 0;
}

/* perf's comment after '#' ("1.382 CPUs utilized", "15.534 K/sec"): up to a '(' or a number */
static int comment(const struct text *t, const struct tstream *ts, int i)
{
	struct xnum x;
	int j = i + 1;

	if (!ts_is(t, ts, i, "#"))
		return 0;
	if (tk_num(t, ts, j, &x, NULL))
		j++;
	while (j < ts->n && j < i + 8 && !tk_num(t, ts, j, &x, NULL) && t->s[ts->k[j].s] != '(' &&
	       !tk_words(t, ts, j, "<not"))
		j++;
	return j - i;
}

/* The workload of the command 'hackbench -g 1 -l 20': the vocabulary's, else its first word */
static void command(struct tout *o, size_t s, size_t e)
{
	const struct text *t = o->r->t;
	const struct vocab_workload *w = vocab_workload_last(t->s + s, e - s, NULL, NULL);
	size_t a = s, b;

	xs_param_str(&o->head, "command", t->s + s, e - s);
	if (w) {
		memcpy(o->head.workload, w->name, strlen(w->name) + 1);
		return;
	}
	if (o->head.workload[0])
		return;
	for (b = s; b < e && t->s[b] != ' '; b++)
		if (t->s[b] == '/')
			a = b + 1;
	if (b > a && b - a < sizeof(o->head.workload))
		memcpy(o->head.workload, t->s + a, b - a), o->head.workload[b - a] = '\0';
}

/* "for 'cmd' (5 runs):" after the signature: the command; the token after the banner */
static int banner(struct tout *o, int i)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	int j;

	for (j = i; j < ts->n && j < i + LOOK && !tk_ends(t, ts, j, ":"); j++)
		;
	if (j == ts->n || j == i + LOOK)
		return -1;
	if (t->s[ts->k[i].s] == '\'') {
		int q;
		for (q = i; q <= j && !tk_ends(t, ts, q, "'") && !tk_ends(t, ts, q, "':"); q++)
			;
		if (q <= j)
			command(o, ts->k[i].s + 1, ts->k[q].e - (tk_ends(t, ts, q, "':") ? 2 : 1));
	}
	return j + 1;
}

/* One counter at i: value [msec] event [# comment] [( +- N% )]; tokens used, 0 when none */
static int counter(struct tout *o, int i)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum x, sd;
	char unit[TK_UNIT], metric[48];
	int j = i, ms = 0, got, skip = 0;
	const char *own = "";
	size_t n;

	if (tk_words(t, ts, i, "<not supported>") || tk_words(t, ts, i, "<not counted>"))
		j += 2, skip = 1;
	else if (tk_num(t, ts, i, &x, unit) && !unit[0])
		j++;
	else
		return 0;
	if (ts_is(t, ts, j, "msec"))
		ms = 1, j++;
	/* an event's own unit from sysfs, before its name: "7,842.31 Joules power/energy-pkg/" */
	else if (ts_is(t, ts, j, "Joules"))
		own = "J", j++;
	else if (ts_is(t, ts, j, "MiB"))
		own = "MiB", j++;
	n = j < ts->n ? ts->k[j].e - ts->k[j].s : 0;
	/* an event name: perf's, a tracepoint, a raw event; never a number or a word of prose */
	if (!n || n >= sizeof(metric) || tk_num(t, ts, j, &sd, NULL) || ts_is(t, ts, j, "seconds") ||
	    ts_is(t, ts, j, "+-") ||
	    (!memchr(t->s + ts->k[j].s, '-', n) && !memchr(t->s + ts->k[j].s, ':', n) &&
	     !memchr(t->s + ts->k[j].s, '/', n) && !ts_is(t, ts, j, "cycles") &&
	     !ts_is(t, ts, j, "instructions") && !ts_is(t, ts, j, "branches")))
		return 0;
	memcpy(metric, t->s + ts->k[j].s, n);
	metric[n] = '\0';
	if (n > 6 && !strcmp(metric + n - 6, "-msecs"))   /* 2.6: task-clock-msecs */
		metric[n - 6] = '\0', ms = 1;
	j++;
	if (ts_is(t, ts, j, "(msec)"))                    /* 3.x to 4.x: task-clock (msec) */
		ms = 1, j++;
	j += comment(t, ts, j);
	memset(&sd, 0, sizeof(sd));
	while ((got = paren(t, ts, j, &sd)))
		j += got;
	if (!skip) {
		struct xseries *s = tk_series(o, i, j - 1, metric, ms ? "ms" : own, &x);
		/* perf's "+-" is the standard deviation of the mean (stat.c stddev_stats), no
		 * stddev of the runs */
		if (sd.set)
			xs_param_num(s, "stderr_pct", &sd);
	}
	return j - i;
}

/* "0.014149 +- 0.000247 seconds time elapsed ( +- 1.75% )", "0.0014 seconds user" */
static int seconds(struct tout *o, int i)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum x, sd, abs_sd;
	char unit[TK_UNIT];
	const char *metric = NULL;
	int j = i + 1, got;

	if (!tk_num(t, ts, i, &x, unit) || unit[0])
		return 0;
	memset(&abs_sd, 0, sizeof(abs_sd));
	if (ts_is(t, ts, j, "+-") && tk_num(t, ts, j + 1, &abs_sd, NULL))
		j += 2;
	if (tk_words(t, ts, j, "seconds time elapsed"))
		metric = "real", j += 3;
	else if (tk_words(t, ts, j, "seconds user"))
		metric = "user", j += 2;
	else if (tk_words(t, ts, j, "seconds sys"))
		metric = "sys", j += 2;
	else
		return 0;
	memset(&sd, 0, sizeof(sd));
	while ((got = paren(t, ts, j, &sd)))
		j += got;
	{
		struct xseries *s = tk_series(o, i, j - 1, metric, "s", &x);
		if (sd.set)
			xs_param_num(s, "stderr_pct", &sd);
		/* "3.4302 +- 0.0107 seconds time elapsed": the mean's standard error in seconds */
		if (abs_sd.set)
			xs_param_num(s, "stderr", &abs_sd);
	}
	return j - i;
}

/* The banner's "(N runs):" between tokens from and to: N into *x */
static int runs_of(const struct text *t, const struct tstream *ts, int from, int to, struct xnum *x)
{
	for (int j = from; j + 1 < to && j < from + LOOK; j++)
		if (t->s[ts->k[j].s] == '(' && tk_words(t, ts, j + 1, "runs):") &&
		    ts_num(t, ts->k[j].s + 1, ts->k[j].e, x))
			return 1;
	return 0;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	int j, got, k = 0;

	int first = r->nseries, s;
	struct xnum runs;

	tk_begin(&o, r, ts, i, NULL);
	if ((j = banner(&o, i + 4)) < 0)
		return i;
	while (k++ < MAX_COUNTERS && ((got = seconds(&o, j)) || (got = counter(&o, j))))
		j += got;
	/* "(10 runs):": each counter's figure is the mean of that many runs (printed as the
	 * figure: the value, as the tool's own stats are no summary of it) */
	if (runs_of(t, ts, i + 4, j, &runs))
		for (s = first; s < r->nseries; s++)
			xs_param_num(&r->series[s], "runs", &runs);
	if (!tk_end(&o, j - 1, prev))
		return i;
	(void)t;
	return j - 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	return tk_words(t, ts, i, "Performance counter stats for") && tk_readable(r, ts, i);
}

/* "EEVDF   4.0927 +- 0.0184 seconds time elapsed  ( +-  0.45% )": the words opening a line
 * before perf stat's elapsed time, one to three; their count, else 0 */
static int elapsed_name(const struct text *t, const struct tstream *ts, int i)
{
	int n;

	if (!ts_line_start(ts, i) || tk_num(t, ts, i, NULL, NULL))
		return 0;
	for (n = 1; n <= 3 && i + n < ts->n && ts->line[i + n] == ts->line[i]; n++) {
		int j = i + n + 1;
		if (!tk_num(t, ts, i + n, NULL, NULL))
			continue;
		if (ts_is(t, ts, j, "+-"))
			j += 2;
		return tk_words(t, ts, j, "seconds time elapsed") ? n : 0;
	}
	return 0;
}

/* Elapsed lines grepped out of perf stat -r runs, a line a configuration it names: each a
 * series of its own, labelled by its name */
static int named_elapsed(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	int j = i, n, got, last = -1;

	tk_begin(&o, r, ts, i, NULL);
	while (j < ts->n && (n = elapsed_name(t, ts, j)) && (got = seconds(&o, j + n))) {
		char name[48];
		text_label(t, ts->k[j].s, ts->k[j + n - 1].e, name, sizeof(name));
		tk_label(&r->series[r->nseries - 1], name);
		last = j + n + got - 1;
		j = last + 1;
	}
	if (last < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int named_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return elapsed_name(r->t, ts, i) && tk_readable(r, ts, i);
}

/*
 * The counters without the banner over them (a poster cut "Performance counter stats
 * for ...", titling the block "base:"): counter lines down to the elapsed line (or that
 * line alone), read as the block is; only when the lines reach "seconds time elapsed",
 * perf's own last words.
 */
static int bare_block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	struct tout o;
	int j = i, got, k = 0, elapsed = 0;

	tk_begin(&o, r, ts, i, NULL);
	while (k++ < MAX_COUNTERS && ((got = seconds(&o, j)) || (got = counter(&o, j)))) {
		elapsed |= r->nseries > o.s0 && !strcmp(r->series[r->nseries - 1].metric, "real");
		j += got;
	}
	if (!elapsed) {
		while (r->nseries > o.s0)
			xr_drop_series(r, r->nseries - 1);
		return i;
	}
	if (!tk_end(&o, j - 1, prev))
		return i;
	return j - 1;
}

static int bare_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	char unit[TK_UNIT];

	return ts_line_start(ts, i) && tk_num(t, ts, i, NULL, unit) && !unit[0] && i + 1 < ts->n &&
	       ts->line[i + 1] == ts->line[i] && memchr(t->s + ts->k[i + 1].s, '-', ts->k[i + 1].e - ts->k[i + 1].s) &&
	       tk_readable(r, ts, i);
}

void rec_perfstat(struct xresult *r)
{
	tk_scan(r, "counter stats for", starts, block);
	tk_scan(r, "seconds time elapsed", bare_starts, bare_block);
	tk_scan(r, "seconds time elapsed", named_starts, named_elapsed);
}
