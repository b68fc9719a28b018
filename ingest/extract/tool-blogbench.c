/* tool-blogbench.c: blogbench's closing lines: "Final score for writes:" and "Final score for reads :" */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * blogbench (blogbench.c, main) ends a run with
 *
 *	printf("\nFinal score for writes: %12lu\n", ...);
 *	printf("Final score for reads : %12lu\n\n", ...);
 *
 * Two series, `writes` and `reads` (a score, higher is better); the
 * progress table above them is the run's, not read.  Runs with no title
 * between them are runs of one series (tk_end pools them): "Three runs
 * each:" over six closing lines gives two series of three values.
 */

/* "Final score for writes:" (or "reads :", "reads:") at token i, then the score: the token
 * after it, else 0 */
static int score_line(const struct text *t, const struct tstream *ts, int i, const char *what,
		      struct xnum *x)
{
	int j = i + 3;

	if (!tk_words(t, ts, i, "Final score for") || !tk_opens(t, ts, j, what))
		return 0;
	if (ts_is(t, ts, j, what))
		j++;            /* "reads" then ":" */
	else if (!tk_ends(t, ts, j++, ":"))
		return 0;
	if (ts_is(t, ts, j, ":"))
		j++;
	return tk_plain_num(t, ts, j, x) ? j + 1 : 0;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum w, rd;
	struct xseries *s;
	int j, k;

	if (!(j = score_line(t, ts, i, "writes", &w)) || !(k = score_line(t, ts, j, "reads", &rd)))
		return i;
	tk_begin(&o, r, ts, i, "blogbench");
	s = tk_series(&o, i, j - 1, "writes", "score", &w);
	memcpy(s->better, "higher", sizeof("higher"));
	s = tk_series(&o, j, k - 1, "reads", "score", &rd);
	memcpy(s->better, "higher", sizeof("higher"));
	/* the next runs' closing lines right after, nothing between: more runs of these */
	while ((j = score_line(t, ts, k, "writes", &w)) && (j = score_line(t, ts, j, "reads", &rd))) {
		xs_value(&r->series[o.s0], &w);
		xs_value(&r->series[o.s0 + 1], &rd);
		r->series[o.s0].span[1] = r->series[o.s0 + 1].span[1] = ts->k[j - 1].e;
		k = j;
	}
	if (!tk_end(&o, k - 1, prev))
		return i;
	return k - 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return (ts_line_start(ts, i) || ts_flat(r->t, ts, i)) && tk_words(r->t, ts, i, "Final score for") &&
	       tk_opens(r->t, ts, i + 3, "writes") && tk_readable(r, ts, i);
}

void rec_blogbench(struct xresult *r)
{
	tk_scan(r, "Final score for ", starts, block);
}
