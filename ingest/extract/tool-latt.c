/* tool-latt.c: Jens Axboe's latt (2009): "Entries: N (clients=N)", then Max, Avg and Stdev of the wakeup latency */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * latt.c prints, at the end of a run,
 *
 *   Entries: 1188 (clients=4)
 *
 *   Averages:
 *   ------------------------------
 *           Max      19872 usec
 *           Avg       2316 usec
 *           Stdev     3417 usec
 *
 * One series a run: latt, metric latency (us), its summary the entries (n)
 * and the three statistics; params.clients.  No runs are printed, so the
 * summary is the whole of it.  Titled and pooled as other tools' outputs;
 * printed, quoted and flattened alike.
 */

/* "Max 19872 usec" from token i: the value; 1 when read */
static int stat_line(const struct text *t, const struct tstream *ts, int i, const char *word, struct xnum *x)
{
	return i + 2 < ts->n && ts_is(t, ts, i, word) && tk_plain_num(t, ts, i + 1, x) &&
	       (ts_is(t, ts, i + 2, "usec") || ts_is(t, ts, i + 2, "us"));
}

/* "(clients=4)" at token i: the count */
static int clients_at(const struct text *t, const struct tstream *ts, int i, struct xnum *x)
{
	size_t s = ts->k[i].s, e = ts->k[i].e;

	return e - s > 10 && !memcmp(t->s + s, "(clients=", 9) && t->s[e - 1] == ')' &&
	       ts_num(t, s + 9, e - 1, x);
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum n, clients, max, avg, sd;
	struct xseries *s;
	int j = i + 3;

	if (!tk_plain_num(t, ts, i + 1, &n) || !clients_at(t, ts, i + 2, &clients) || !ts_is(t, ts, j, "Averages:"))
		return i;
	j++;
	if (j < ts->n && strspn(t->s + ts->k[j].s, "-") == ts->k[j].e - ts->k[j].s)
		j++;
	if (!stat_line(t, ts, j, "Max", &max) || !stat_line(t, ts, j + 3, "Avg", &avg) ||
	    !stat_line(t, ts, j + 6, "Stdev", &sd))
		return i;
	tk_begin(&o, r, ts, i, "latt");
	s = tk_series(&o, i, j + 8, "latency", "us", NULL);
	memcpy(s->better, "lower", sizeof("lower"));
	xs_param_num(s, "clients", &clients);
	s->has_summary = 1;
	s->sum[SUM_N] = n;
	s->sum[SUM_MAX] = max;
	s->sum[SUM_MEAN] = avg;
	s->sum[SUM_STDDEV] = sd;
	if (!tk_end(&o, j + 8, prev))
		return i;
	return j + 8;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return i + 3 < ts->n && ts_is(r->t, ts, i, "Entries:") && (ts_line_start(ts, i) || ts_flat(r->t, ts, i)) &&
	       tk_readable(r, ts, i);
}

void rec_latt(struct xresult *r)
{
	tk_scan(r, "Averages:", starts, block);
}
