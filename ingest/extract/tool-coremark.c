/* tool-coremark.c: EEMBC CoreMark's report: the score in Iterations/Sec, the run's ticks and seconds, the "CoreMark 1.0 :" line */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * CoreMark (core_main.c) ends a run with
 *
 *   2K performance run parameters for coremark.
 *   CoreMark Size    : 666
 *   Total ticks      : 12153
 *   Total time (secs): 12.153000
 *   Iterations/Sec   : 7405.578869
 *   Iterations       : 90000
 *   Compiler version : GCC6.3.0 20170516
 *   ...
 *   Correct operation validated. See README.md for run and reporting rules.
 *   CoreMark 1.0 : 7405.578869 / GCC6.3.0 20170516 -O2 -DPERFORMANCE_RUN=1  -lrt / Heap
 *
 * ("Parallel PThreads : 4" among the lines of a threaded build, whose last
 * line ends "/ 4:PThreads"); posts paste the last line alone too.  Series:
 * coremark, metric score (iterations/s, higher is better: the last line's
 * figure is the Iterations/Sec again, one series), total time (s) and
 * total ticks; the iterations are how long it was told to run and the
 * size a setting: params.iterations, params.threads.  Titled and pooled
 * as other tools' outputs.
 */

#define BLOCK_TOKS 240     /* the report's tokens from "CoreMark Size" to its last line */

/* "KEY : N" or "KEY: N" at token i: the value's token, else -1 */
static int keyed(const struct text *t, const struct tstream *ts, int i, const char *key, struct xnum *x)
{
	int n = tk_words(t, ts, i, key);

	if (!n || !ts_line_start(ts, i))
		return -1;
	if (i + n < ts->n && ts_is(t, ts, i + n, ":"))
		n++;
	return i + n < ts->n && ts->line[i + n] == ts->line[i] && tk_plain_num(t, ts, i + n, x) ? i + n : -1;
}

/* "CoreMark 1.0 : 7405.578869 / ... / Heap [/ 4:PThreads]" at i: the score, the threads
 * (unset when one) and the line's last token, else -1 */
static int score_line(const struct text *t, const struct tstream *ts, int i, struct xnum *x, struct xnum *thr)
{
	int j;

	memset(thr, 0, sizeof(*thr));
	if (!ts_line_start(ts, i) || !tk_words(t, ts, i, "CoreMark 1.0 :") || !tk_plain_num(t, ts, i + 3, x))
		return -1;
	j = ts_line_last(ts, i + 3);
	if (tk_ends(t, ts, j, ":PThreads"))
		ts_num(t, ts->k[j].s, ts->k[j].e - strlen(":PThreads"), thr);
	return j;
}

static struct xseries *figure(struct tout *o, int at, const char *metric, const char *unit, const char *better,
			      const struct xnum *x)
{
	struct xseries *s = tk_series(o, at, at, metric, unit, x);

	xs_printf(s->better, sizeof(s->better), "%s", better);
	return s;
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum ticks = { 0 }, secs = { 0 }, rate = { 0 }, iters = { 0 }, thr = { 0 }, x, lthr;
	int first = i, j, at, last = -1, rate_at = -1, ticks_at = -1, secs_at = -1;

	/* "2K performance run parameters for coremark." over it: the report's own line */
	if (i >= 6 && tk_words(t, ts, i - 5, "performance run parameters for coremark.") &&
	    ts->line[i - 6] == ts->line[i - 5])
		first = i - 6;
	for (j = i; j < ts->n && j < i + BLOCK_TOKS; j++) {
		if (!ts_line_start(ts, j))
			continue;
		if ((at = keyed(t, ts, j, "Total ticks", &ticks)) >= 0)
			ticks_at = last = at;
		else if ((at = keyed(t, ts, j, "Total time (secs):", &secs)) >= 0)
			secs_at = last = at;
		else if ((at = keyed(t, ts, j, "Iterations/Sec", &rate)) >= 0)
			rate_at = last = at;
		else if ((at = keyed(t, ts, j, "Iterations", &iters)) >= 0 ||
			 (at = keyed(t, ts, j, "Parallel PThreads", &thr)) >= 0)
			last = at;
		else if ((at = score_line(t, ts, j, &x, &lthr)) >= 0) {
			last = at;
			if (rate_at < 0) {
				rate = x;
				rate_at = j + 3;
			}
			if (lthr.set)
				thr = lthr;
			break;
		}
	}
	if (rate_at < 0)
		return i;
	tk_begin(&o, r, ts, first, "coremark");
	if (iters.set)
		xs_param_num(&o.head, "iterations", &iters);
	if (thr.set)
		xs_param_num(&o.head, "threads", &thr);
	figure(&o, rate_at, "score", "iterations/s", "higher", &rate);
	if (secs_at >= 0)
		figure(&o, secs_at, "total time", "s", "lower", &secs);
	if (ticks_at >= 0)
		figure(&o, ticks_at, "total ticks", "ticks", "lower", &ticks);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

/* A report without its block: the "CoreMark 1.0 :" line alone */
static int line_alone(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x, thr;
	int last = score_line(t, ts, i, &x, &thr);

	if (last < 0)
		return i;
	tk_begin(&o, r, ts, i, "coremark");
	if (thr.set)
		xs_param_num(&o.head, "threads", &thr);
	figure(&o, i + 3, "score", "iterations/s", "higher", &x);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int block_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return ts_line_start(ts, i) && tk_words(r->t, ts, i, "CoreMark Size") && tk_readable(r, ts, i);
}

static int line_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return ts_line_start(ts, i) && tk_words(r->t, ts, i, "CoreMark 1.0 :") && tk_readable(r, ts, i);
}

void rec_coremark(struct xresult *r)
{
	tk_scan(r, "CoreMark Size", block_starts, report);
	tk_scan(r, "CoreMark 1.0 :", line_starts, line_alone);
}
