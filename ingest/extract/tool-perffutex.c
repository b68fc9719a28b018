/* tool-perffutex.c: perf bench futex (hash, wake, wake-parallel, requeue, lock-pi): its runs and summary line, a series an output */
#include <string.h>
#include <strings.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * perf bench futex (tools/perf/bench/futex-*.c) prints a banner, a run
 * summary, a line a run or a thread, then its summary line:
 *
 *   # Running 'futex/requeue' benchmark:
 *   Run summary [PID 4123]: Requeuing 80 threads (from [private] 0x55a1 to 0x55a0), 1 at a time.
 *
 *   [Run 1]: Requeued 80 of 80 threads in 0.0930 ms
 *   ...
 *   Requeued 80 of 80 threads in 0.0880 ms (+-0.79%)
 *
 * wake prints "Wokeup N of M threads in V ms", wake-parallel "Avg per-thread
 * latency (waking N/M threads) in V ms", hash and lock-pi "[thread N] futex:
 * 0x.. [ V ops/sec ]" lines and "Averaged V operations/sec (+- P%), total
 * secs = S".  The summary line is the figure (its runs' mean when the
 * "[Run N]" lines are there); "+-" is util/stat.c's relative standard error
 * of the mean (params.stderr_pct), as in perf stat: no stddev of the runs.
 * A summary line pasted alone is an output too: posts keep only those, one
 * a kernel under its title, or a line a run, pooled as runs are.
 */

#define FUTEX_LINES 256    /* run and thread lines of one output */

struct futex_line {
	const char *metric, *unit, *workload;
	struct xnum value, stderr_pct, tasks;
	int last;                 /* its last token */
};

/* The number in "(+-0.79%)" or "(+- 1.73%)," at token i: 1 with it in *x */
static int plus_minus(const struct text *t, const struct tstream *ts, int i, struct xnum *x)
{
	const struct tok *k;
	size_t s;

	if (i >= ts->n || ts->line[i] != ts->line[i - 1])
		return 0;
	k = &ts->k[i];
	if (k->e - k->s > 3 && !memcmp(t->s + k->s, "(+-", 3))
		s = k->s + 3;
	else if (ts_is(t, ts, i, "(+-") && i + 1 < ts->n && ts->line[i + 1] == ts->line[i])
		s = ts->k[++i].s;
	else
		return 0;
	k = &ts->k[i];
	return tk_value(t, s, k->e, x, NULL);
}

/* "N of M threads in V ms": tokens from i; the last token of the value's unit, else -1 */
static int threads_in(const struct text *t, const struct tstream *ts, int i, struct futex_line *fl)
{
	struct xnum n;

	if (!tk_plain_num(t, ts, i, &n) || !ts_is(t, ts, i + 1, "of") || !tk_plain_num(t, ts, i + 2, &fl->tasks) ||
	    !ts_is(t, ts, i + 3, "threads") || !ts_is(t, ts, i + 4, "in") || !tk_plain_num(t, ts, i + 5, &fl->value) ||
	    !ts_is(t, ts, i + 6, "ms"))
		return -1;
	return i + 6;
}

/* One of the lines perf bench futex ends a run or an output with, at token i: 1 with its parts */
static int futex_line(const struct text *t, const struct tstream *ts, int i, struct futex_line *fl)
{
	int e = -1;

	memset(fl, 0, sizeof(*fl));
	fl->unit = "ms";
	if (ts_is(t, ts, i, "Wokeup")) {
		e = threads_in(t, ts, i + 1, fl);
		fl->metric = "wakeup time";
		fl->workload = "perf-futex-wake";
	} else if (ts_is(t, ts, i, "Requeued")) {
		e = threads_in(t, ts, i + 1, fl);
		fl->metric = "requeue time";
		fl->workload = "perf-futex-requeue";
	} else if (tk_words(t, ts, i, "Avg per-thread latency (waking") && ts_is(t, ts, i + 6, "in") &&
		   tk_plain_num(t, ts, i + 7, &fl->value) && ts_is(t, ts, i + 8, "ms")) {
		e = i + 8;
		fl->metric = "per-thread wake latency";
		fl->workload = "perf-futex-wake-parallel";
	} else if (ts_is(t, ts, i, "Averaged") && tk_plain_num(t, ts, i + 1, &fl->value) &&
		   ts_is(t, ts, i + 2, "operations/sec")) {
		e = i + 2;
		fl->metric = "operations";
		fl->unit = "ops/s";
		fl->workload = "perf-futex";
	}
	if (e < 0 || ts->line[e] != ts->line[i])
		return 0;
	if (plus_minus(t, ts, e + 1, &fl->stderr_pct))
		e = ts_line_last(ts, e + 1);
	fl->last = e;
	return 1;
}

/* "# Running 'futex/hash' benchmark:" at token i (the '#' before it or not) */
static int banner(const struct text *t, const struct tstream *ts, int i)
{
	return ts_is(t, ts, i, "Running") && tk_opens(t, ts, i + 1, "'futex/") && ts_is(t, ts, i + 2, "benchmark:");
}

/* "Run summary [PID N]: 256 threads, each operating on 1024 [private] futexes ...": the
 * threads and the kind of futex into the heading; the line's last token */
static int run_summary(struct tout *o, int i)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	int last = ts_line_last(ts, i), tasks = 0;
	struct xnum x;

	for (int j = i + 3; j < last; j++) {
		if (!tasks && tk_plain_num(t, ts, j, &x) && tk_opens(t, ts, j + 1, "threads")) {
			xs_param_num(&o->head, "tasks", &x);
			tasks = 1;
		}
		if (ts_is(t, ts, j, "[private]") || ts_is(t, ts, j, "[shared]"))
			xs_param_str(&o->head, "variant", t->s + ts->k[j].s + 1, ts->k[j].e - ts->k[j].s - 2);
	}
	return last;
}

/* "[Run 3]:" or "[thread 12]" opening the line at token i: 1 for a run, 2 for a thread */
static int numbered(const struct text *t, const struct tstream *ts, int i)
{
	if (!ts_line_start(ts, i) || i + 1 >= ts->n || ts->line[i + 1] != ts->line[i])
		return 0;
	if (ts_is(t, ts, i, "[Run") && tk_ends(t, ts, i + 1, "]:"))
		return 1;
	if (ts_is(t, ts, i, "[thread") && tk_ends(t, ts, i + 1, "]"))
		return 2;
	return 0;
}

/* "futex/wake:" over the output names the benchmark, no build (WORKLOAD: "perf-futex-NAME");
 * a title of the name alone ("requeue:") tk_end drops */
static void benchmark_title(struct tout *o, char *workload, size_t n)
{
	const char *w = o->title;

	if (!strncmp(w, "futex/", 6)) {
		w += 6;
		xs_printf(workload, n, "perf-futex-%.*s", (int)strcspn(w, " :,"), w);
		o->title[0] = '\0';
	}
}

/* The summary lines of one kind right under FIRST, a line each: more runs of
 * it ("Averaged ..." five times under "v6.6, private:"); their values into s, the last token */
static int more_summaries(struct tout *o, const struct futex_line *first, struct xseries *s)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct futex_line fl;
	int last = first->last, k, lines = 0;

	for (k = last + 1; k < ts->n && lines++ < FUTEX_LINES && ts->line[k] == ts->line[last] + 1 &&
	     futex_line(t, ts, k, &fl) && !strcmp(fl.metric, first->metric); k = last + 1) {
		xs_value(s, &fl.value);
		last = fl.last;
	}
	return last;
}

/* "5.15-rc2:  Wokeup 16 of 16 threads in 0.0871 ms (+-3.02%)": a build's name and its colon
 * opening the line of a summary (token i), the line's own title */
static int keyed_line(const struct text *t, const struct tstream *ts, int i)
{
	struct futex_line fl;

	return ts_line_start(ts, i) && tk_ends(t, ts, i, ":") && ts->k[i].e - ts->k[i].s > 1 && i + 1 < ts->n &&
	       ts->line[i + 1] == ts->line[i] && futex_line(t, ts, i + 1, &fl);
}

static int output(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct futex_line fl, run;
	struct xseries *s = NULL;
	char workload[32] = "";
	int j = i, last = i, runs = 0, lines = 0, sum = 0, kind;
	struct tout o;

	int key = keyed_line(t, ts, i);

	if (key)
		j++;
	else if (ts_is(t, ts, j, "#"))
		j++;
	if (banner(t, ts, j)) {
		/* 'futex/wake-parallel' names the benchmark the summary line may not */
		const struct tok *k = &ts->k[j + 1];
		xs_printf(workload, sizeof(workload), "perf-futex-%.*s", (int)(k->e - k->s - 8), t->s + k->s + 7);
		last = j = ts_line_last(ts, j) + 1;
	}
	tk_begin(&o, r, ts, i, workload[0] ? workload : "perf-futex");
	if (key)
		xs_printf(o.title, sizeof(o.title), "%.*s", (int)(ts->k[i].e - ts->k[i].s - 1), t->s + ts->k[i].s);
	if (tk_words(t, ts, j, "Run summary [PID"))
		last = j = run_summary(&o, j) + 1;
	for (; j < ts->n && lines++ < FUTEX_LINES; j = ts_line_last(ts, j) + 1) {
		kind = numbered(t, ts, j);
		if (kind == 2) {
			last = ts_line_last(ts, j);
			continue;
		}
		if (kind == 1 && futex_line(t, ts, j + 2, &run)) {
			if (!s)
				s = tk_series(&o, j, run.last, run.metric, run.unit, NULL);
			xs_value(s, &run.value);
			runs++;
			last = run.last;
			continue;
		}
		if (!kind && (ts_line_start(ts, j) || (key && j == i + 1)) && futex_line(t, ts, j, &fl))
			sum = 1;
		break;
	}
	if (sum && runs) {
		/* the runs' mean, its "+-" theirs */
		s->sum[SUM_MEAN] = fl.value;
		s->has_summary = 1;
		last = fl.last;
	} else if (sum) {
		s = tk_series(&o, i, fl.last, fl.metric, fl.unit, &fl.value);
		last = more_summaries(&o, &fl, s);
		/* a "+-" of one run among several is no figure of the series */
		if (s->nvalues > 1)
			fl.stderr_pct.set = 0;
	}
	if (!s)
		return i;
	s->span[1] = ts->k[last].e;
	if (!workload[0])
		xs_printf(workload, sizeof(workload), "%s", sum ? fl.workload : run.workload);
	benchmark_title(&o, workload, sizeof(workload));
	xs_printf(s->workload, sizeof(s->workload), "%s", workload);
	if (sum && fl.tasks.set)
		xs_param_num(s, "tasks", &fl.tasks);
	if (sum && fl.stderr_pct.set)
		xs_param_num(s, "stderr_pct", &fl.stderr_pct);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	struct futex_line fl;
	int j = ts_is(t, ts, i, "#") ? i + 1 : i;

	if (!ts_line_start(ts, i) || !(tk_readable(r, ts, i) || (r->skip && r->skip[ts->line[i]] == SKIP_CODE)))
		return 0;
	return banner(t, ts, j) || (numbered(t, ts, i) == 1 && futex_line(t, ts, i + 2, &fl)) ||
	       futex_line(t, ts, i, &fl) || keyed_line(t, ts, i);
}

void rec_perffutex(struct xresult *r)
{
	static const char *const needles[] = { " threads in ", "per-thread latency", "operations/sec", NULL };

	for (const char *const *n = needles; *n; n++)
		if (text_has(r->t, *n, strlen(*n))) {
			tk_scan(r, *n, starts, output);
			return;
		}
}
