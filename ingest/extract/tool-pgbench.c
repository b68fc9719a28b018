/* tool-pgbench.c: pgbench's run report from "transaction type:" to "tps = N", titled and pooled */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * pgbench (src/bin/pgbench/pgbench.c, printResults) prints
 *
 *   pgbench (15.18 (Debian 15.18-0+deb12u1))        a banner, then
 *   starting vacuum...end.
 *   transaction type: <builtin: select only>
 *   number of clients: 2
 *   ...
 *   latency average = 0.409 ms
 *   tps = 4892.645427 (without initial connection time)
 *
 * (before 14: two tps lines, "including connections establishing" and
 * "excluding ...": the excluding one is the result).  Series: latency
 * (ms) and tps (1/s); params.variant the transaction type, params.clients.
 * The title above the run (over its banner) labels it; untitled runs pool.
 * A tps line alone ("| grep ^tps" over a run or a loop of runs) is a run
 * too: its tps, the "excluding" one of a pair; the report's lines right
 * above it ("| tail -3": "latency average", "initial connection time") are
 * the same run's.  The report's "latency stddev" is its latency's summary
 * stddev, "initial connection time" a series (ms), and with -T the
 * "number of transactions actually processed" one (a count; with -t it
 * says N/N, the setting).  -P's "progress: 10.0 s, 15210.4 tps, lat 2.104
 * ms stddev 1.442" lines above the report give three series over the
 * intervals (interval tps, interval latency and its stddev), and -r's
 * "statement latencies in milliseconds" lines under it a series a
 * statement (params.command), the failures and retries columns of 15 and
 * later no figures.
 */

#define RUN_TOKS 160       /* tokens from "transaction type:" to the last tps line */

/* -P's "progress: 10.0 s, 15210.4 tps, lat 2.104 ms stddev 1.442[, 0 failed]" line at l: its
 * figures into tps, lat and sd when they are not NULL; 1 when it is one */
static int progress_line(const struct text *t, const struct tstream *ts, int l, struct xnum *tps,
			 struct xnum *lat, struct xnum *sd)
{
	return l + 9 < ts->n && ts_line_start(ts, l) && ts_is(t, ts, l, "progress:") && tk_num(t, ts, l + 1, NULL, NULL) &&
	       ts_is(t, ts, l + 2, "s,") && tk_plain_num(t, ts, l + 3, tps) && ts_is(t, ts, l + 4, "tps,") &&
	       ts_is(t, ts, l + 5, "lat") && tk_plain_num(t, ts, l + 6, lat) && ts_is(t, ts, l + 7, "ms") &&
	       ts_is(t, ts, l + 8, "stddev") && tk_num(t, ts, l + 9, sd, NULL) && ts->line[l + 9] == ts->line[l];
}

/* The banner lines before "transaction type:" at i: the first token of the run */
static int run_start(const struct text *t, const struct tstream *ts, int i)
{
	int first = i, l;

	while ((l = ts_line_before(ts, first)) >= 0 && ts->line[l] == ts->line[first] - 1 &&
	       progress_line(t, ts, l, NULL, NULL, NULL))
		first = l;
	if (first >= 2 && ts_is(t, ts, first - 1, "vacuum...end.") && ts_is(t, ts, first - 2, "starting"))
		first -= 2;
	i = first;
	/* "pgbench (15.18 (Debian 15.18-0+deb12u1))" on the line before */
	while (first > 0 && ts->line[first - 1] == ts->line[first] - 1 && first > i - 8) {
		int s = first - 1;
		while (s > 0 && ts->line[s - 1] == ts->line[first - 1])
			s--;
		if (!ts_is(t, ts, s, "pgbench") || t->s[ts->k[s + 1].s] != '(')
			break;
		first = s;
	}
	return first;
}

/* "<builtin: select only>": the words in the brackets after "builtin:" */
static void variant(struct tout *o, int i)
{
	const struct text *t = o->r->t;
	size_t s = ts_line_end(o->ts, i) ? o->ts->k[i].e : o->ts->k[i + 1].s, e;
	const char *lt = memchr(t->s + s, '<', t->l[o->ts->line[i]].end - s), *gt, *colon;

	if (!lt || !(gt = memchr(lt, '>', (size_t)(t->s + t->l[o->ts->line[i]].end - lt))))
		return;
	colon = memchr(lt, ':', (size_t)(gt - lt));
	s = (size_t)((colon ? colon : lt) + 1 - t->s);
	while (s < (size_t)(gt - t->s) && t->s[s] == ' ')
		s++;
	e = (size_t)(gt - t->s);
	xs_param_str(&o->head, "variant", t->s + s, e - s);
}

/* Past "(without initial connection time)" starting at token i: the token after it (i when
 * none opens there) */
static int past_aside(const struct text *t, const struct tstream *ts, int i)
{
	int k;

	if (i >= ts->n || t->s[ts->k[i].s] != '(')
		return i;
	for (k = i; k < ts->n && k < i + 6; k++)
		if (tk_ends(t, ts, k, ")"))
			return k + 1;
	return i;
}

/* The progress lines from token first up to i: three series over the intervals */
static void progress(struct tout *o, int first, int i)
{
	const struct text *t = o->r->t;
	static const char *const metric[3] = { "interval tps", "interval latency", "interval latency stddev" };
	static const char *const unit[3] = { "1/s", "ms", "ms" };
	struct xnum x[3];
	int l, k, s[3] = { -1, -1, -1 };   /* by index: a series added may move the array */

	for (l = first; l >= 0 && l < i; l = ts_line_last(o->ts, l) + 1) {
		if (!progress_line(t, o->ts, l, &x[0], &x[1], &x[2]))
			continue;
		for (k = 0; k < 3; k++) {
			if (s[k] < 0)
				s[k] = (int)(tk_series(o, l, ts_line_last(o->ts, l), metric[k], unit[k], NULL) - o->r->series);
			xs_value(&o->r->series[s[k]], &x[k]);
		}
	}
}

/* "statement latencies in milliseconds:" (15 and later "... and failures:", "..., failures
 * and retries:") at i, then a line a statement: "0.581  0  UPDATE pgbench_accounts ...";
 * a series each; the last token read, or i - 1 when none */
static int statements(struct tout *o, int i)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	int n = tk_words(t, ts, i, "statement latencies in milliseconds"), l, last = i - 1, k, counts;

	if (!n)
		return last;
	counts = !tk_ends(t, ts, i + n - 1, ":");          /* failures, retries: counts, no figures */
	counts += counts && tk_words(t, ts, i + n, ", failures and retries:");
	l = ts_line_last(ts, i) + 1;
	for (; l < ts->n && ts_line_start(ts, l) && ts->line[l] == ts->line[l - 1] + 1; l = ts_line_last(ts, l) + 1) {
		struct xnum x, count;
		int c = l + 1, end = ts_line_last(ts, l);
		if (!tk_plain_num(t, ts, l, &x))
			break;
		for (k = 0; k < counts && c < end && tk_padded_num(t, ts, c, &count); k++)
			c++;
		if (c > end)
			break;
		xs_param_str(tk_series(o, l, end, "statement latency", "ms", &x), "command", t->s + ts->k[c].s,
			     ts->k[end].e - ts->k[c].s < 40 ? ts->k[end].e - ts->k[c].s : 40);
		last = end;
	}
	return last;
}

static int run(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x, tps;
	int j, n, last = i + 1, tps_at = -1, first = run_start(t, ts, i), lat = -1;

	tk_begin(&o, r, ts, first, "pgbench");
	variant(&o, i + 1);
	progress(&o, first, i);
	for (j = i + 2; j < ts->n && j < i + RUN_TOKS && !tk_words(t, ts, j, "transaction type:"); j++) {
		if ((n = tk_words(t, ts, j, "number of clients:")) && tk_num(t, ts, j + n, &x, NULL))
			xs_param_num(&o.head, "clients", &x), last = j + n;
		else if ((n = tk_words(t, ts, j, "latency average =")) && tk_num(t, ts, j + n, &x, NULL))
			lat = (int)(tk_series(&o, j, j + n + 1, "latency", "ms", &x) - r->series), last = j + n + 1;
		else if ((n = tk_words(t, ts, j, "latency stddev =")) && lat >= 0 && tk_num(t, ts, j + n, &x, NULL)) {
			r->series[lat].has_summary = 1;
			r->series[lat].sum[SUM_STDDEV] = x;
			last = j + n + 1;
		} else if ((n = tk_words(t, ts, j, "initial connection time =")) && tk_num(t, ts, j + n, &x, NULL))
			tk_series(&o, j, j + n + 1, "connection time", "ms", &x), last = j + n + 1;
		else if ((n = tk_words(t, ts, j, "number of transactions actually processed:")) &&
			 tk_padded_num(t, ts, j + n, &x) && ts_line_end(ts, j + n))
			tk_series(&o, j, j + n, "transactions", "", &x), last = j + n;
		else if ((n = tk_words(t, ts, j, "tps =")) && tk_plain_num(t, ts, j + n, &x) &&
			 (tps_at < 0 || !ts_is(t, ts, j + n + 1, "(including"))) {
			tps = x;
			tps_at = j;
			for (last = j + n; !ts_line_end(ts, last) && last < j + n + 5; last++)
				;     /* "(without initial connection time)" */
			/* the report ends with its tps lines (two before pgbench 14: "including
			 * connections establishing", then "excluding"); what follows is another
			 * output's */
			if (!tk_words(t, ts, past_aside(t, ts, j + n + 1), "tps ="))
				break;
		}
	}
	if (tps_at >= 0)
		tk_series(&o, tps_at, tps_at + 2, "tps", "1/s", &tps);
	if ((n = statements(&o, last + 1)) > last)
		last = n;
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return tk_words(r->t, ts, i, "transaction type:") && tk_readable(r, ts, i);
}

/* "tps = 1774.636651 (without initial connection time)" opening a line at i: its figure */
static int tps_line(const struct text *t, const struct tstream *ts, int i, struct xnum *x)
{
	return i + 3 < ts->n && ts_line_start(ts, i) && tk_words(t, ts, i, "tps =") && tk_plain_num(t, ts, i + 2, x) &&
	       t->s[ts->k[i + 3].s] == '(' && ts->line[i + 3] == ts->line[i];
}

/*
 * The report's last lines right above the tps line at i ("| tail -3" of a run:
 * "latency average = 0.423 ms", "initial connection time = 45.932 ms"): the
 * first token of the first of them (i when none), the latency's token (-1),
 * the clients its "number of clients:" line says
 */
static int tail_start(const struct text *t, const struct tstream *ts, int i, struct xnum *lat, int *lat_at,
		      struct xnum *clients)
{
	static const char *const keys[] = { "latency average =", "latency stddev =", "initial connection time =",
					    "number of failed transactions:", "number of transactions actually processed:",
					    "number of clients:", "number of threads:", "duration:", NULL };
	int first = i, s, k, n;

	*lat_at = -1;
	while (first > 0 && ts->line[first - 1] == ts->line[first] - 1) {
		for (s = first - 1; s > 0 && ts->line[s - 1] == ts->line[first - 1]; s--)
			;
		for (k = 0; keys[k] && !(n = tk_words(t, ts, s, keys[k])); k++)
			;
		if (!keys[k] || !ts_line_start(ts, s))
			break;
		if (k == 0 && tk_num(t, ts, s + n, lat, NULL))
			*lat_at = s;
		if (k == 5)
			tk_num(t, ts, s + n, clients, NULL);
		first = s;
	}
	return first;
}

static int tps_alone(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x, next, lat, clients = { 0 };
	int last = i + 3, at = i, lat_at, first = tail_start(t, ts, i, &lat, &lat_at, &clients);

	if (!tps_line(t, ts, i, &x))
		return i;
	while (!ts_line_end(ts, last) && last < i + 8)
		last++;
	/* before 14: "(including connections establishing)" over the "excluding" line */
	if (ts_is(t, ts, i + 3, "(including") && tps_line(t, ts, last + 1, &next)) {
		at = last + 1;
		x = next;
		for (last = at + 3; !ts_line_end(ts, last) && last < at + 8; last++)
			;
	}
	tk_begin(&o, r, ts, first, "pgbench");
	/* "| grep -E 'clients|^tps'" in a loop over -c: each run at its count */
	if (clients.set)
		xs_param_num(&o.head, "clients", &clients);
	if (lat_at >= 0)
		tk_series(&o, lat_at, lat_at + 4, "latency", "ms", &lat);
	tk_series(&o, at, at + 2, "tps", "1/s", &x);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int tps_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct xnum x;

	return tps_line(r->t, ts, i, &x) && tk_readable(r, ts, i);
}

void rec_pgbench(struct xresult *r)
{
	tk_scan(r, "transaction type:", starts, run);
	tk_scan(r, "tps = ", tps_starts, tps_alone);
}
