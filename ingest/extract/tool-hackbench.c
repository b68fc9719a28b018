/* tool-hackbench.c: hackbench's "Running in MODE mode with N groups" banner and its "Time: N" lines, titled and pooled */
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * hackbench (rt-tests hackbench.c, main) prints a run as
 *
 *   Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)
 *   Each sender will pass 10000 messages of 100 bytes
 *   Time: 2.841
 *
 * One series, metric time (s), params.groups and params.variant (process
 * or threaded); several "Time:" lines under one banner (-l loops printed
 * by a script) are its values.  Posts paste a loop of runs under a title
 * ("Without the patch:"): the title labels the output (tk_end) and each
 * further banner with no title of its own is another run, pooled into the
 * same series.
 */

#define BANNER_TOKS 40     /* tokens from the banner to its first "Time:" */

/* "Time:" then a number at token i, as hackbench prints it ("%.3f") */
static int time_at(const struct text *t, const struct tstream *ts, int i, struct xnum *x)
{
	return ts_is(t, ts, i, "Time:") && tk_plain_num(t, ts, i + 1, x);
}

static int run(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xseries *s = NULL;
	struct xnum x;
	int j;

	tk_begin(&o, r, ts, i, "hackbench");
	if (tk_num(t, ts, i + 5, &x, NULL) && ts_is(t, ts, i + 6, "groups"))
		xs_param_num(&o.head, "groups", &x);
	xs_param_str(&o.head, "variant", t->s + ts->k[i + 2].s, ts->k[i + 2].e - ts->k[i + 2].s);
	for (j = i + 5; j < ts->n && j < i + BANNER_TOKS && !time_at(t, ts, j, &x); j++)
		if (tk_words(t, ts, j, "Running in"))
			return i;
	if (j >= ts->n || j == i + BANNER_TOKS)
		return i;
	/* one banner, several results: each further "Time: N" right after is a value */
	for (; time_at(t, ts, j, &x); j += 2) {
		if (!s)
			s = tk_series(&o, j, j + 1, "time", "s", &x);
		else
			xs_value(s, &x), s->span[1] = ts->k[j + 1].e, o.last = j + 1;
	}
	tk_end(&o, j - 1, prev);
	return j - 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	/* the layout takes the banner's "(== 400 tasks)" for code: it is hackbench's all the same */
	return tk_words(r->t, ts, i, "Running in") && tk_words(r->t, ts, i + 3, "mode with") &&
	       (tk_readable(r, ts, i) || (r->skip && r->skip[ts->line[i]] == SKIP_CODE));
}

void rec_hackbench(struct xresult *r)
{
	tk_scan(r, " mode with ", starts, run);
}
