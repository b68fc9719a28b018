/* tool-h2load.c: nghttp2's h2load report: finished in, req/s, transfer rate, and its min/max/mean/sd rows */
#include <stdio.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * h2load (nghttp2 1.52, src/h2load.cc main) ends a run with
 *
 *   finished in 1.36s, 1469.12 req/s, 237.28KB/s
 *   requests: 2000 total, 2000 started, 2000 done, 2000 succeeded, 0 failed, ...
 *   status codes: 2000 2xx, 0 3xx, 0 4xx, 0 5xx
 *   traffic: 323.03KB (330780) total, 285.16KB (292000) headers (space savings 0.00%), ...
 *                        min         max         mean         sd        +/- sd
 *   time for request:      219us     11.34ms      2.24ms       886us    74.10%
 *   time for connect:       25us       196us        53us        51us    90.00%
 *   time to 1st byte:      356us      2.67ms      1.26ms       796us    60.00%
 *   req/s           :     146.97      378.21      282.42      115.65    60.00%
 *
 * after "starting benchmark...", its threads and its progress lines.
 * Series: time (the run's duration), throughput (req/s), bandwidth (as
 * printed, KB/s or MB/s); each statistics row a series of its summary
 * (min, max, mean, sd; "+/- sd", the share within one sd, is not one),
 * metric the row's name, its times in the unit of its mean (a row mixes
 * us and ms).  Counts of requests, codes and bytes are no results.
 */

#define STAT_TOKS 16

/* "finished in 1.36s," at token i: 1 when the report's first line opens there */
static int finished(const struct text *t, const struct tstream *ts, int i)
{
	return i + 4 < ts->n && tk_words(t, ts, i, "finished in") && ts_is(t, ts, i + 4, "req/s,");
}

/* A time as printed ("219us", "11.34ms", "1.36s") in unit UNIT ("ms"): 1 when it is one */
static int time_in(const struct text *t, const struct tstream *ts, int k, const char *unit, struct xnum *x)
{
	static const struct { const char *u; double s; } scale[] = { { "us", 1e-6 }, { "ms", 1e-3 }, { "s", 1 } };
	char u[TK_UNIT];
	double from = 0, to = 0;

	if (!tk_num(t, ts, k, x, u))
		return 0;
	if (!u[0] && !unit[0])
		return 1;
	for (size_t i = 0; i < sizeof(scale) / sizeof(scale[0]); i++) {
		if (!strcmp(u, scale[i].u))
			from = scale[i].s;
		if (!strcmp(unit, scale[i].u))
			to = scale[i].s;
	}
	if (!from || !to)
		return 0;
	x->value = x->value * from / to;
	return 1;
}

/* "time for request:  219us  11.34ms  2.24ms  886us  74.10%" at token k (a line start): its last
 * token, the series made, else -1 */
static int stat_row(struct tout *o, int k)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	static const int slot[4] = { SUM_MIN, SUM_MAX, SUM_MEAN, SUM_STDDEV };
	struct xnum v[4];
	char metric[24], unit[TK_UNIT];
	struct xseries *s;
	int c = k, i;

	while (c < ts->n && c - k < 4 && ts->line[c] == ts->line[k] && !tk_ends(t, ts, c, ":"))
		c++;
	if (c + 5 >= ts->n || ts->line[c + 5] != ts->line[k] || !tk_ends(t, ts, c, ":") ||
	    !tk_num(t, ts, c + 3, NULL, unit))
		return -1;
	snprintf(metric, sizeof(metric), "%.*s", (int)(ts->k[c].e - ts->k[k].s), t->s + ts->k[k].s);
	metric[strcspn(metric, ":")] = '\0';
	for (i = (int)strlen(metric); i > 0 && metric[i - 1] == ' '; i--)
		metric[i - 1] = '\0';
	for (i = 0; i < 4; i++)
		if (!time_in(t, ts, c + 1 + i, unit, &v[i]))
			return -1;
	s = tk_series(o, k, c + 5, metric, unit[0] ? unit : "req/s", NULL);
	for (i = 0; i < 4; i++)
		s->sum[slot[i]] = v[i];
	s->has_summary = 1;
	return c + 5;
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x;
	char unit[TK_UNIT];
	int first = i, j, last, at;

	/* "starting benchmark..." above, within its threads' and progress lines */
	for (j = i - 1; j >= 0 && i - j < 400 && !tk_words(t, ts, j, "starting benchmark..."); j--)
		if (finished(t, ts, j))
			break;
	if (j >= 0 && tk_words(t, ts, j, "starting benchmark...") && ts_line_start(ts, j))
		first = j;
	tk_begin(&o, r, ts, first, "h2load");
	if (tk_num(t, ts, i + 2, &x, unit))
		tk_series(&o, i, i + 2, "time", unit, &x);
	if (tk_plain_num(t, ts, i + 3, &x))
		tk_series(&o, i + 3, i + 4, "throughput", "req/s", &x);
	last = i + 4;
	if (tk_num(t, ts, i + 5, &x, unit) && unit[0]) {
		tk_series(&o, i + 5, i + 5, "bandwidth", unit, &x);
		last = i + 5;
	}
	/* the counts' lines, the statistics' header, its rows */
	for (j = last + 1; j < ts->n && ts->line[j] <= ts->line[last] + 1 && ts_line_start(ts, j); j = last + 1) {
		if (ts_is(t, ts, j, "requests:") || tk_words(t, ts, j, "status codes:") || ts_is(t, ts, j, "traffic:") ||
		    (ts_is(t, ts, j, "min") && ts_is(t, ts, j + 1, "max")))
			for (last = j; last + 1 < ts->n && ts->line[last + 1] == ts->line[j]; last++)
				;
		else if ((at = stat_row(&o, j)) >= 0)
			last = at;
		else
			break;
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return (ts_line_start(ts, i) || ts_flat(r->t, ts, i)) && finished(r->t, ts, i) && tk_readable(r, ts, i);
}

void rec_h2load(struct xresult *r)
{
	tk_scan(r, "finished in", starts, report);
}
