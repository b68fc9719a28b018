/* tool-timehist.c: perf sched timehist: a row a scheduling event, its wait time, scheduling delay and run time */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * `perf sched timehist` (builtin-sched.c, timehist_header) prints
 *
 *              time    cpu  task name                       wait time  sch delay   run time
 *                           [tid/pid]                          (msec)     (msec)     (msec)
 *   --------------- ------  ------------------------------  ---------  ---------  ---------
 *       4871.203114 [0006]  data-loop.0[2214/2211]              2.619      0.006      0.041
 *
 * then a row a context switch.  Each of the three times is a figure of the
 * task: one series a task and column (workload perf-sched-timehist, metric
 * wait time, sch delay or run time, ms, lower is better but for run time),
 * the rows their values; params.task the task as printed.  The timestamp
 * and CPU are where and when, not figures.  Titled and pooled as other
 * tools' outputs; printed, quoted and flattened alike.
 */

#define MAX_TASKS 16

static const char *const metrics[3] = { "wait time", "sch delay", "run time" };

/* Token i is made of '-' only: a rule under the header */
static int rule_tok(const struct text *t, const struct tstream *ts, int i)
{
	size_t n = ts->k[i].e - ts->k[i].s;

	return n >= 3 && strspn(t->s + ts->k[i].s, "-") == n;
}

/* "[0006]": a CPU in brackets */
static int cpu_tok(const struct text *t, const struct tstream *ts, int i)
{
	size_t s = ts->k[i].s, e = ts->k[i].e;

	return e - s >= 3 && t->s[s] == '[' && t->s[e - 1] == ']' &&
	       strspn(t->s + s + 1, "0123456789") == e - s - 2;
}

/* "4871.203114 [0006] data-loop.0[2214/2211] 2.619 0.006 0.041" at token j: 1 with its times */
static int event_row(const struct text *t, const struct tstream *ts, int j, struct xnum *x)
{
	struct xnum stamp;
	int c;

	if (j + 5 >= ts->n || !tk_plain_num(t, ts, j, &stamp) || !memchr(t->s + ts->k[j].s, '.', ts->k[j].e - ts->k[j].s) ||
	    !cpu_tok(t, ts, j + 1) || tk_plain_num(t, ts, j + 2, &stamp))
		return 0;
	for (c = 0; c < 3; c++)
		if (!tk_plain_num(t, ts, j + 3 + c, &x[c]))
			return 0;
	return 1;
}

/* The series of task k (token) and column c, made at its first row */
static struct xseries *task_series(struct tout *o, const struct tstream *ts, int k, int c, int *tasks,
				   int *ntasks, int *first_series)
{
	const struct text *t = o->r->t;
	size_t n = ts->k[k].e - ts->k[k].s;
	struct xseries *s;
	int i;

	for (i = 0; i < *ntasks; i++)
		if (ts->k[tasks[i]].e - ts->k[tasks[i]].s == n && !memcmp(t->s + ts->k[tasks[i]].s, t->s + ts->k[k].s, n))
			return &o->r->series[first_series[i] + c];
	if (*ntasks == MAX_TASKS)
		return NULL;
	tasks[*ntasks] = k;
	first_series[*ntasks] = o->r->nseries;
	++*ntasks;
	for (i = 0; i < 3; i++) {
		s = tk_series(o, k, k, metrics[i], "ms", NULL);
		xs_param_str(s, "task", t->s + ts->k[k].s, n);
		memcpy(s->better, i == 2 ? "none" : "lower", i == 2 ? sizeof("none") : sizeof("lower"));
	}
	return &o->r->series[first_series[*ntasks - 1] + c];
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int j = i + 10, tasks[MAX_TASKS], first_series[MAX_TASKS], ntasks = 0, last = -1, c;
	struct tout o;
	struct xnum x[3];

	/* "[tid/pid] (msec) (msec) (msec)", then the rule */
	if (j + 3 < ts->n && ts_is(t, ts, j, "[tid/pid]") && ts_is(t, ts, j + 1, "(msec)"))
		j += 4;
	while (j < ts->n && rule_tok(t, ts, j))
		j++;
	if (!event_row(t, ts, j, x))
		return i;
	tk_begin(&o, r, ts, i, "perf-sched-timehist");
	for (; event_row(t, ts, j, x); j += 6) {
		for (c = 0; c < 3; c++) {
			struct xseries *s = task_series(&o, ts, j + 2, c, tasks, &ntasks, first_series);
			if (!s)
				break;
			xs_value(s, &x[c]);
			s->span[1] = ts->k[j + 5].e;
		}
		if (c < 3)
			break;
		last = j + 5;
		o.last = last;
	}
	if (last < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return tk_words(r->t, ts, i, "time cpu task name wait time sch delay run time") && tk_readable(r, ts, i);
}

void rec_timehist(struct xresult *r)
{
	tk_scan(r, "sch delay", starts, block);
}
