/* tool-willitscale.c: will-it-scale's own output: testcase, warmup, the measurement's totals a second, average */
#include <string.h>

#include "cells.h"
#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * A will-it-scale test binary (NAME_threads, NAME_processes; main.c)
 * prints
 *
 *   testcase:Contended pthread mutex with global update
 *   warmup
 *   min:259627 max:448392 total:5747400
 *   ...
 *   measurement
 *   min:301986 max:486169 total:6164079
 *   ...
 *   average:6151213
 *
 * a line a second: the slowest and fastest task's iterations and all tasks'
 * total.  The series (metric "total", ops/s) holds the measurement's totals,
 * "average:" their mean; the warmup's lines and the min/max of a task are
 * no figures.  "average:N" alone under the command that printed it ("|
 * tail -1") is the figure; such lines one under another (a loop's) are runs.  The testcase's words are params.variant.
 */

#define WIS_LINES 256

/* Token i is a line "min:N max:N total:N": 1 with the total */
static int second_line(const struct text *t, const struct tstream *ts, int i, struct xnum *total)
{
	struct xnum x;

	return ts_line_start(ts, i) && ts_line_last(ts, i) == i + 2 && tk_keyed(t, ts, i, "min:", &x, NULL) &&
	       tk_keyed(t, ts, i + 1, "max:", &x, NULL) && tk_keyed(t, ts, i + 2, "total:", total, NULL);
}

/* The lines at token i under "warmup" or "measurement": past them, the first token after */
static int seconds(struct tout *o, int i, struct xseries *s)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum total;
	int lines = 0;

	while (i < ts->n && lines++ < WIS_LINES && second_line(t, ts, i, &total)) {
		if (s)
			xs_value(s, &total);
		i += 3;
	}
	return i;
}

/* "average:N" alone on its line at token i */
static int average_line(const struct text *t, const struct tstream *ts, int i, struct xnum *x)
{
	return i < ts->n && ts_line_start(ts, i) && ts_line_end(ts, i) && tk_keyed(t, ts, i, "average:", x, NULL);
}

/* The command right above line l runs a will-it-scale binary ("./pthread_mutex3_threads -t 16") */
static int test_command_above(const struct text *t, int l)
{
	const struct tline *tl;

	while (--l >= 0 && line_is_blank(t, l))
		;
	if (l < 0 || !tk_command_line(t, l))
		return 0;
	tl = &t->l[l];
	return memmem(t->s + tl->start, tl->end - tl->start, "_threads", 8) ||
	       memmem(t->s + tl->start, tl->end - tl->start, "_processes", 10);
}

static int output(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct xseries *s = NULL;
	struct xnum avg;
	struct tout o;
	int j = i, last = i;

	tk_begin(&o, r, ts, i, "will-it-scale");
	if (tk_opens(t, ts, j, "testcase:")) {
		const struct tline *tl = &t->l[ts->line[j]];
		size_t s0 = ts->k[j].s + 9;
		if (tl->end > s0)
			xs_param_str(&o.head, "variant", t->s + s0, tl->end - s0);
		last = ts_line_last(ts, j);
		j = last + 1;
	}
	if (ts_is(t, ts, j, "warmup") && ts_line_end(ts, j)) {
		j = seconds(&o, j + 1, NULL);
		last = j - 1;
	}
	if (ts_is(t, ts, j, "measurement") && ts_line_end(ts, j)) {
		s = tk_series(&o, j, j, "total", "ops/s", NULL);
		j = seconds(&o, j + 1, s);
		last = j - 1;
	}
	if (average_line(t, ts, j, &avg)) {
		if (s && s->nvalues) {
			s->sum[SUM_MEAN] = avg;
			s->has_summary = 1;
		} else if (!s) {
			/* "for i in 1 2 3; do ./NAME_threads | grep average; done": a line a run */
			s = tk_series(&o, j, j, "total", "ops/s", &avg);
			while (j + 1 < ts->n && ts->line[j + 1] == ts->line[j] + 1 && average_line(t, ts, j + 1, &avg)) {
				xs_value(s, &avg);
				j++;
			}
		} else {
			xs_value(s, &avg);
		}
		last = j;
	}
	if (s)
		s->span[1] = ts->k[last].e;
	if (!s || !s->nvalues || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	struct xnum x;

	/* "average:N" under the command is the command's output to the layout */
	if (!ts_line_start(ts, i) || !(tk_readable(r, ts, i) || (r->skip && r->skip[ts->line[i]] == SKIP_CODE)))
		return 0;
	if (tk_opens(t, ts, i, "testcase:"))
		return 1;
	if ((ts_is(t, ts, i, "warmup") || ts_is(t, ts, i, "measurement")) && ts_line_end(ts, i))
		return i + 1 < ts->n && second_line(t, ts, i + 1, &x);
	return average_line(t, ts, i, &x) && test_command_above(t, ts->line[i]);
}

void rec_willitscale(struct xresult *r)
{
	tk_scan(r, text_has(r->t, "total:", 6) ? "total:" : "average:", starts, output);
}
