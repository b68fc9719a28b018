/* tool-specjbb.c: SPECjbb2015's RUN RESULT line: max-jOPS and critical-jOPS, a line a run */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * SPECjbb2015's reporter ends a run with
 *
 *   RUN RESULT: hbIR (max attempted) = 302310, hbIR (settled) = 281205, max-jOPS = 247893, critical-jOPS = 121044
 *
 * max-jOPS (the throughput at the highest injection rate met) and
 * critical-jOPS (the throughput under the response-time limits) are the
 * run's results: a series each, metric as printed, unit jOPS, higher is
 * better.  hbIR, the injection rates the search reached, are no figures.
 * Posts paste the line of each run one under another under a build's
 * title: those are the series' runs.
 */

#define JBB_LINES 64
#define JBB_TOKS 24

/* "NAME = N," at token i: 1 with the figure */
static int keyed(const struct text *t, const struct tstream *ts, int i, const char *name, struct xnum *x)
{
	return ts_is(t, ts, i, name) && ts_is(t, ts, i + 1, "=") && tk_num(t, ts, i + 2, x, NULL);
}

/* The RUN RESULT line at token i: its two figures and last token, else 0 */
static int run_result(const struct text *t, const struct tstream *ts, int i, struct xnum *max, struct xnum *crit,
		      int *last)
{
	int j, end;

	if (!tk_words(t, ts, i, "RUN RESULT:"))
		return 0;
	end = ts_line_last(ts, i);
	max->set = crit->set = 0;
	for (j = i + 2; j <= end && j < i + JBB_TOKS; j++) {
		if (keyed(t, ts, j, "max-jOPS", max))
			j += 2;
		else if (keyed(t, ts, j, "critical-jOPS", crit))
			j += 2;
	}
	*last = end;
	return max->set && crit->set;
}

static int output(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct xseries *max, *crit;
	struct xnum m, c;
	struct tout o;
	int j, end, last = -1, lines = 0, at = -1;   /* max-jOPS's index; critical-jOPS's is next */

	tk_begin(&o, r, ts, i, "specjbb2015");
	for (j = i; j < ts->n && lines++ < JBB_LINES && run_result(t, ts, j, &m, &c, &end); j = end + 1) {
		if (last >= 0 && ts->line[j] != ts->line[last] + 1)
			break;
		if (at < 0) {
			at = r->nseries;
			tk_series(&o, j, end, "max-jOPS", "jOPS", NULL);
			tk_series(&o, j, end, "critical-jOPS", "jOPS", NULL);
			xs_printf(r->series[at].better, sizeof(r->series[at].better), "higher");
			xs_printf(r->series[at + 1].better, sizeof(r->series[at + 1].better), "higher");
		}
		max = &r->series[at];
		crit = &r->series[at + 1];
		xs_value(max, &m);
		xs_value(crit, &c);
		max->span[1] = crit->span[1] = ts->k[end].e;
		last = end;
	}
	if (last < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct xnum m, c;
	int end;

	return ts_line_start(ts, i) && run_result(r->t, ts, i, &m, &c, &end) && tk_readable(r, ts, i);
}

void rec_specjbb(struct xresult *r)
{
	tk_scan(r, "RUN RESULT:", starts, output);
}
