/* tool-latt.c: Jens Axboe's latt (2009): "Entries: N (clients=N)", then Max, Avg and Stdev of the wakeup latency; later "Entries logged: N" and wakeup and work averages */
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
 * (some releases print "Entries logged: 796 (clients=8)" under a
 * "Parameters:" line over the same "Averages:").
 * One series a run: latt, metric latency (us), its summary the entries (n)
 * and the three statistics; params.clients.  No runs are printed, so the
 * summary is the whole of it.  Titled and pooled as other tools' outputs;
 * printed, quoted and flattened alike.  Later versions print
 *
 *   Parameters: min_wait=100ms, max_wait=500ms, clients=4
 *   Entries logged: 1788
 *
 *   Wakeup averages
 *   -------------------------------------
 *           Max                 4119 usec
 *           Avg                  312 usec
 *           Stdev                588 usec
 *           Stdev mean            14 usec
 *
 *   Work averages
 *   ...
 *
 * a series each section (metric "wakeup latency", "work latency"); the
 * "Stdev mean" is the mean's standard error, no deviation of the runs.
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

static int parameters_line(const struct text *t, const struct tstream *ts, int i, struct xnum *x, int *have);

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum n, clients, max, avg, sd;
	struct xseries *s;
	/* "Entries: 1188 (clients=4)", or "Entries logged: 796 (clients=8)" over "Averages:" */
	int at = ts_is(t, ts, i, "Entries:") ? i + 1 : i + 2, j = at + 2, have, first;

	if (!tk_plain_num(t, ts, at, &n) || !clients_at(t, ts, at + 1, &clients) || !ts_is(t, ts, j, "Averages:"))
		return i;
	first = at > i + 1 ? parameters_line(t, ts, i, &clients, &have) : i;
	j++;
	if (j < ts->n && strspn(t->s + ts->k[j].s, "-") == ts->k[j].e - ts->k[j].s)
		j++;
	if (!stat_line(t, ts, j, "Max", &max) || !stat_line(t, ts, j + 3, "Avg", &avg) ||
	    !stat_line(t, ts, j + 6, "Stdev", &sd))
		return i;
	tk_begin(&o, r, ts, first, "latt");
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

/* The "Parameters: min_wait=100ms, max_wait=500ms, clients=4" line right before token i:
 * its first token (the client count into x, *have when given), else i */
static int parameters_line(const struct text *t, const struct tstream *ts, int i, struct xnum *x, int *have)
{
	int j, p = -1;

	*have = 0;
	for (j = i - 1; j >= 0 && j >= i - 6 && p < 0; j--)
		if (ts_is(t, ts, j, "Parameters:"))
			p = j;
	if (p < 0)
		return i;
	for (j = p + 1; j < i; j++) {
		size_t s = ts->k[j].s, e = ts->k[j].e;
		if (e - s > 8 && !memcmp(t->s + s, "clients=", 8) && ts_num(t, s + 8, e, x))
			*have = 1;
	}
	return p;
}

/* "Wakeup averages" (or "Work averages") at token j, its dashes and statistics: a series of
 * the output; the last token read, else -1 */
static int section(struct tout *o, const struct tstream *ts, int j, const struct xnum *n,
		   const struct xnum *clients, int have_clients)
{
	const struct text *t = o->r->t;
	struct xnum max, avg, sd, se;
	struct xseries *s;
	int k = j + 2, wakeup = ts_is(t, ts, j, "Wakeup");

	if (!(wakeup || ts_is(t, ts, j, "Work")) || !ts_is(t, ts, j + 1, "averages"))
		return -1;
	if (k < ts->n && strspn(t->s + ts->k[k].s, "-") == ts->k[k].e - ts->k[k].s)
		k++;
	if (!stat_line(t, ts, k, "Max", &max) || !stat_line(t, ts, k + 3, "Avg", &avg) ||
	    !stat_line(t, ts, k + 6, "Stdev", &sd))
		return -1;
	s = tk_series(o, j, k + 8, wakeup ? "wakeup latency" : "work latency", "us", NULL);
	memcpy(s->better, "lower", sizeof("lower"));
	if (have_clients)
		xs_param_num(s, "clients", clients);
	s->has_summary = 1;
	s->sum[SUM_N] = *n;
	s->sum[SUM_MAX] = max;
	s->sum[SUM_MEAN] = avg;
	s->sum[SUM_STDDEV] = sd;
	k += 9;
	if (k + 3 < ts->n && ts_is(t, ts, k, "Stdev") && ts_is(t, ts, k + 1, "mean") &&
	    tk_plain_num(t, ts, k + 2, &se) && (ts_is(t, ts, k + 3, "usec") || ts_is(t, ts, k + 3, "us")))
		k += 4;
	return k - 1;
}

/* "Entries logged: 1788" then its sections */
static int logged(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum n, clients;
	int have, first = parameters_line(t, ts, i, &clients, &have), j = i + 3, e, last = -1;

	if (!tk_plain_num(t, ts, i + 2, &n))
		return i;
	tk_begin(&o, r, ts, first, "latt");
	while (j + 1 < ts->n && (e = section(&o, ts, j, &n, &clients, have)) > 0) {
		last = e;
		j = e + 1;
	}
	if (last < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int logged_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return i + 3 < ts->n && ts_is(r->t, ts, i, "Entries") && ts_is(r->t, ts, i + 1, "logged:") &&
	       (ts_line_start(ts, i) || ts_flat(r->t, ts, i)) && tk_readable(r, ts, i);
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return i + 3 < ts->n && (ts_is(r->t, ts, i, "Entries:") || (ts_is(r->t, ts, i, "Entries") &&
								  ts_is(r->t, ts, i + 1, "logged:"))) &&
	       (ts_line_start(ts, i) || ts_flat(r->t, ts, i)) && tk_readable(r, ts, i);
}

void rec_latt(struct xresult *r)
{
	tk_scan(r, "Averages:", starts, block);
	tk_scan(r, "averages", logged_starts, logged);
}
