/* tool-ebizzy.c: ebizzy's result: "N records/s", then the run's real, user and sys seconds */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * ebizzy (ebizzy.c, start_threads) ends a run with
 *
 *	printf("%u records/s\n", ...);
 *	printf("real %5.2f s\n", elapsed);
 *	printf("user %5.2f s\n", ...);
 *	printf("sys  %5.2f s\n", ...);
 *
 * The records a second are the result (series throughput, records/s);
 * user and sys are the CPU the run took (series user and sys, s); real is
 * how long it was told to run (-S), a setting: params.seconds.  Posts paste
 * the records line alone too, a run a line.  Outputs with no title between
 * them are runs of one series (tk_end pools them).
 */

/* "user  5.12 s" at token i, WORD first: the value; 1 when read */
static int seconds_line(const struct text *t, const struct tstream *ts, int i, const char *word,
			struct xnum *x)
{
	return i + 2 < ts->n && (ts_line_start(ts, i) || ts_flat(t, ts, i)) && ts_is(t, ts, i, word) &&
	       tk_plain_num(t, ts, i + 1, x) && ts_is(t, ts, i + 2, "s");
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum rate, real, user, sys;
	int last = i + 1;

	if (!tk_plain_num(t, ts, i, &rate))
		return i;
	tk_begin(&o, r, ts, i, "ebizzy");
	if (seconds_line(t, ts, i + 2, "real", &real) && seconds_line(t, ts, i + 5, "user", &user) &&
	    seconds_line(t, ts, i + 8, "sys", &sys)) {
		xs_param_num(&o.head, "seconds", &real);
		last = i + 10;
	}
	tk_series(&o, i, i + 1, "throughput", "records/s", &rate);
	if (last > i + 1) {
		tk_series(&o, i + 5, i + 7, "user", "s", &user);
		tk_series(&o, i + 8, i + 10, "sys", "s", &sys);
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	return i + 1 < ts->n && ts_is(t, ts, i + 1, "records/s") && (ts_line_start(ts, i) || ts_flat(t, ts, i)) &&
	       strspn(t->s + ts->k[i].s, "0123456789") == ts->k[i].e - ts->k[i].s && tk_readable(r, ts, i);
}

void rec_ebizzy(struct xresult *r)
{
	tk_scan(r, " records/s", starts, block);
}
