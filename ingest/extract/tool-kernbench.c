/* tool-kernbench.c: kernbench's averaged runs: "Average Optimal load -j 16 Run (std deviation):" and its six rows */
#include <string.h>

#include "cells.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * kernbench (Con Kolivas' script, 0.42+) prints per load level
 *
 *   Average Optimal load -j 16 Run (std deviation):
 *   Elapsed Time 123.45 (0.67)
 *   User Time 1234.56 (1.23)
 *   System Time 123.45 (0.12)
 *   Percent CPU 1102 (1.2)
 *   Context Switches 12345 (123.4)
 *   Sleeps 23456 (234.5)
 *
 * (levels Half, Optimal and Maximal); kernbench 0.30 prints "Average
 * Optimal -j 16 Load Run:" over the same rows, each the mean alone, which
 * is then the row's value, and releases before it "Average Half Load Run:"
 * (no -j).  Each row is a series with a summary:
 * the mean as printed and the standard deviation in parentheses; metrics
 * real, user, sys (s), cpu (%), context-switches, sleeps; params.jobs the
 * -j and params.variant the level ("Optimal load").
 */

static const struct { const char *words, *metric, *unit; } rows[] = {
	{ "Elapsed Time", "real", "s" }, { "User Time", "user", "s" }, { "System Time", "sys", "s" },
	{ "Percent CPU", "cpu", "%" }, { "Context Switches", "context-switches", "" },
	{ "Sleeps", "sleeps", "" },
};

/* "123.45 (0.67)" at i: mean and deviation */
static int mean_sd(const struct text *t, const struct tstream *ts, int i, struct xnum *m, struct xnum *sd)
{
	return tk_num(t, ts, i, m, NULL) && i + 1 < ts->n && t->s[ts->k[i + 1].s] == '(' &&
	       tk_ends(t, ts, i + 1, ")") && tk_num(t, ts, i + 1, sd, NULL);
}

/*
 * The level line at i: "Average Optimal load -j 16 Run (std deviation):"
 * (0.42+), or kernbench 0.30's "Average Optimal -j 16 Load Run:" whose rows
 * print the mean alone; releases before it print "Average Half Load Run:"
 * (no -j), and posters retype the words in another order ("Average Half
 * Load -j 4 Run:").  After the level's word: "load" or "Load" and "-j N"
 * in any order, then "Run:" or "Run (std deviation):".  The tokens it
 * takes, *sd whether rows have a deviation, *words the level's words (the
 * level and "load" when right after it); 0 when it is none.
 */
static int level(const struct text *t, const struct tstream *ts, int i, struct xnum *jobs, int *sd, int *words)
{
	int j = i + 2, load = 0, used;

	*words = 1;
	for (int n = 0; n < 3 && j < ts->n; n++) {
		if (!load && (ts_is(t, ts, j, "load") || ts_is(t, ts, j, "Load"))) {
			*words += j == i + 2 && tk_words(t, ts, j, "load");   /* exact case: 0.42+ */
			load = 1;
			j++;
		} else if (!jobs->set && ts_is(t, ts, j, "-j") && tk_num(t, ts, j + 1, jobs, NULL)) {
			j += 2;
		} else {
			break;
		}
	}
	if (!load)
		return 0;
	if ((used = tk_words(t, ts, j, "Run (std deviation):")))
		return *sd = 1, j - i + used;
	if ((used = tk_words(t, ts, j, "Run:")))
		return *sd = 0, j - i + used;
	return 0;
}

/* What kernbench prints before its averages: "8 cpus found", "Cleaning source tree...",
 * "Performing 5 runs of", "make -j 4", "All data logged to kernbench.log", "Warmup run...",
 * "Half load -j 4 run number 1...", and cuts between */
static int chatter_line(const struct text *t, int l)
{
	static const char *const opens[] = { "Performing ", "make -j", "All data logged to ", NULL };
	const char *p = t->s + t->l[l].start;
	size_t n = t->l[l].end - t->l[l].start, d = strspn(p, "0123456789");

	return line_is_cut(t, l) || (n > 3 && !memcmp(p + n - 3, "...", 3)) ||
	       (d && n == d + 11 && !memcmp(p + d, " cpus found", 11)) || tk_line_opens_any(t, l, opens);
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum jobs = { 0 }, m, sd;
	size_t k;
	int j, used, v, dev, words, head = level(t, ts, i, &jobs, &dev, &words);

	if (!head)
		return i;
	tk_begin(&o, r, ts, tk_output_above(t, ts, i, chatter_line, 1), "kernbench");
	if (jobs.set)
		xs_param_num(&o.head, "jobs", &jobs);
	/* "Optimal load" (0.42+), "Optimal" (0.30) */
	xs_param_str(&o.head, "variant", t->s + ts->k[i + 1].s, ts->k[i + words].e - ts->k[i + 1].s);
	for (j = i + head; ; j = v + 1 + dev) {
		for (k = 0; k < sizeof(rows) / sizeof(rows[0]) && !(used = tk_words(t, ts, j, rows[k].words)); k++)
			;
		v = j + used;
		if (k == sizeof(rows) / sizeof(rows[0]) || (dev ? !mean_sd(t, ts, v, &m, &sd) : !tk_num(t, ts, v, &m, NULL)))
			break;
		if (!dev) {
			/* the mean alone: the row's figure */
			tk_series(&o, j, v, rows[k].metric, rows[k].unit, &m);
			continue;
		}
		{
			/* the mean is the figure printed (no run is): the value, its spread the summary */
			struct xseries *s = tk_series(&o, j, v + 1, rows[k].metric, rows[k].unit, &m);
			s->has_summary = 1;
			s->sum[SUM_STDDEV] = sd;
		}
	}
	if (!tk_end(&o, j - 1, prev))
		return i;
	return j - 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	return ts_is(t, ts, i, "Average") && tk_readable(r, ts, i);
}

void rec_kernbench(struct xresult *r)
{
	tk_scan(r, "Run (std deviation)", starts, block);
	tk_scan(r, " Run:", starts, block);
}
