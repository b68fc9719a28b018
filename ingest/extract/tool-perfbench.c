/* tool-perfbench.c: perf bench sched messaging and pipe: "# Running 'sched/...' benchmark:" and its totals, titled and pooled */
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * perf bench (tools/perf/bench/sched-messaging.c, sched-pipe.c) prints
 *
 *   # Running 'sched/messaging' benchmark:
 *   # 20 sender and receiver processes per group
 *   # 10 groups == 400 processes run
 *
 *        Total time: 0.857 [sec]
 *
 * and for sched/pipe, after its total, "4.398103 usecs/op" and "227366
 * ops/sec".  Series: time (s), latency (us), ops/s; params.groups for
 * messaging.  Posts paste one run a kernel under a title ("6.1 + patch:"),
 * or a loop of runs: the title labels them and untitled runs pool (tk_end).
 */

#define GAP_TOKS 24        /* the banner's comment lines between two figures */

/* The figure at token j: the last token it used, else -1 */
static int figure(struct tout *o, int j, int pipe)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum x;

	if (!pipe && tk_num(t, ts, j, &x, NULL) && ts_is(t, ts, j + 1, "groups") && ts_is(t, ts, j + 2, "==")) {
		xs_param_num(&o->head, "groups", &x);
		return j + 2;
	}
	if (tk_words(t, ts, j, "Total time:") && tk_num(t, ts, j + 2, &x, NULL)) {
		int last = ts_is(t, ts, j + 3, "[sec]") ? j + 3 : j + 2, k;
		/* "Total time:" again under one banner: another run of the same series */
		for (k = o->s0; k < o->r->nseries && strcmp(o->r->series[k].metric, "time"); k++)
			;
		if (k < o->r->nseries) {
			xs_value(&o->r->series[k], &x);
			o->r->series[k].span[1] = ts->k[last].e;
		} else {
			tk_series(o, j, last, "time", "s", &x);
		}
		return last;
	}
	if (pipe && tk_num(t, ts, j, &x, NULL) && ts_is(t, ts, j + 1, "usecs/op")) {
		tk_series(o, j, j + 1, "latency", "us", &x);
		return j + 1;
	}
	if (pipe && tk_num(t, ts, j, &x, NULL) && ts_is(t, ts, j + 1, "ops/sec")) {
		tk_series(o, j, j + 1, "ops/s", "1/s", &x);
		return j + 1;
	}
	return -1;
}

/* "Running 'sched/pipe' benchmark:" at token i; perf before 3.0 printed "Running
 * sched/messaging benchmark..." */
static int banner(const struct text *t, const struct tstream *ts, int i)
{
	return ts_is(t, ts, i, "Running") && i + 2 < ts->n &&
	       ((tk_opens(t, ts, i + 1, "'sched/") && ts_is(t, ts, i + 2, "benchmark:")) ||
		(tk_opens(t, ts, i + 1, "sched/") && ts_is(t, ts, i + 2, "benchmark...")));
}

/* A title's line at j ("stock:", "With the patch:"): short, ending in ':', no figure */
static int title_at(const struct text *t, const struct tstream *ts, int j)
{
	int l = ts->line[j];
	const struct tline *tl = &t->l[l];

	return tl->end > tl->start && t->s[tl->end - 1] == ':' && !tk_words(t, ts, j, "Total time:") &&
	       layout_title_line(t, l);
}

static int run(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int pipe = tk_opens(t, ts, i + 1, "'sched/pipe'") || tk_opens(t, ts, i + 1, "sched/pipe"), first, j, last, got;
	struct tout o;

	first = ts_is(t, ts, i - 1, "#") && ts->line[i - 1] == ts->line[i] ? i - 1 : i;
	tk_begin(&o, r, ts, first, pipe ? "perf-sched-pipe" : "perf-sched-messaging");
	/* "... 87845 ops/sec vs 11.297 [sec] / 88519 ops/sec with the patch": the poster's
	 * sentence goes on where a "vs" stands */
	for (j = last = i + 2; j < ts->n && j - last <= GAP_TOKS && !banner(t, ts, j) && !ts_is(t, ts, j, "vs");
	     j++) {
		/* "stock:" over the totals: the banner was printed once, each build's totals follow
		 * under its title, read as totals of their own */
		if (ts_line_start(ts, j) && title_at(t, ts, j))
			break;
		if ((got = figure(&o, j, pipe)) >= 0)
			last = j = got;
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	/* its lines start with "# ": the layout takes them for a shell's */
	return banner(r->t, ts, i) && (tk_readable(r, ts, i) || (r->skip && r->skip[ts->line[i]] == SKIP_CODE));
}

/*
 * "Total time: 5.123 [sec]" pasted without the banner ("Before:" over the
 * totals): perf bench's own bracketed unit is its signature; "usecs/op"
 * after it says sched/pipe.  One output a total.
 */
static int bare_total(const struct xresult *r, const struct tstream *ts, int i)
{
	return tk_words(r->t, ts, i, "Total time:") && ts_is(r->t, ts, i + 3, "[sec]") && tk_readable(r, ts, i);
}

static int run_bare(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int pipe = tk_find(t, ts, i + 4, i + 6 < ts->n ? i + 6 : ts->n, "usecs/op") >= 0, j, last, got;
	struct tout o;

	tk_begin(&o, r, ts, i, pipe ? "perf-sched-pipe" : "perf-sched-messaging");
	for (j = last = i; j < ts->n && j - last <= 2 && (j == i || !tk_words(t, ts, j, "Total time:")); j++)
		if ((got = figure(&o, j, pipe)) >= 0)
			last = j = got;
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

void rec_perfbench(struct xresult *r)
{
	tk_scan(r, "Running 'sched/", starts, run);
	tk_scan(r, "Running sched/", starts, run);
	tk_scan(r, "[sec]", bare_total, run_bare);
}
