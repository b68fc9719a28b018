/* tool-sockperf.c: sockperf's report: latency (avg-latency, std-dev, percentiles, MIN and MAX) and the throughput summaries */
#include <stdio.h>
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * sockperf (Debian's 3.7, ping-pong and under-load modes) prints, each line
 * after "sockperf: " (the arrows coloured on a terminal):
 *
 *   sockperf: ====> avg-latency=14.038 (std-dev=34.066)
 *   sockperf: Summary: Latency is 14.038 usec
 *   sockperf: Total 55053 observations; each percentile contains 550.53 observations
 *   sockperf: ---> <MAX> observation = 2435.343
 *   sockperf: ---> percentile 99.999 = 2162.711
 *   sockperf: ---> percentile 50.000 =    2.636
 *   sockperf: ---> <MIN> observation =    2.360
 *
 * and in throughput mode
 *
 *   sockperf: Summary: Message Rate is 2626238 [msg/sec]
 *   sockperf: Summary: BandWidth is 160.293 MBps (1282.343 Mbps)
 *
 * Series: latency (usec), a summary of the observations: mean and std-dev,
 * n the observations counted, min and max, the 50th percentile its median;
 * each other percentile a series of its own (p99, p99.9); message rate
 * (msg/s) and bandwidth (MB/s, the Mbps in parentheses the same figure).
 * Posts often grep a few of these lines: each is read alone.  Titled and
 * pooled as other tools' outputs.
 */

#define SOCKPERF_LINES 64

/* Token i is "sockperf:" first on its line */
static int sockperf_line(const struct text *t, const struct tstream *ts, int i)
{
	return i >= 0 && i < ts->n && ts_line_start(ts, i) && ts_is(t, ts, i, "sockperf:");
}

/* A line of the report's header without the prefix: "sockperf[CLIENT] send on:", "[ 0] IP =
 * 127.0.0.1  PORT = 11211 # TCP" */
static int header_line(const struct text *t, const struct tstream *ts, int i)
{
	int e;

	if (i < 0 || i >= ts->n || !ts_line_start(ts, i))
		return 0;
	if (tk_opens(t, ts, i, "sockperf["))
		return 1;
	e = ts_line_last(ts, i);
	return t->s[ts->k[i].s] == '[' && tk_find(t, ts, i, e + 1, "IP =") >= 0;
}

/* The number after KEY inside token i ("avg-latency=14.038", "(std-dev=34.066)"), colour codes
 * around it or not */
static int inner_keyed(const struct text *t, const struct tstream *ts, int i, const char *key, struct xnum *x)
{
	const char *p = t->s + ts->k[i].s;
	const char *at = memmem(p, ts->k[i].e - ts->k[i].s, key, strlen(key));
	size_t end;

	return at && ts_keyed_num(t, (size_t)(at - t->s), key, x, &end);
}

/* "P = V" after "percentile" at token i: P's text into p ("99.000"), V */
static int percentile(const struct text *t, const struct tstream *ts, int i, char *p, size_t n, struct xnum *v)
{
	if (i + 3 >= ts->n || !ts_is(t, ts, i, "percentile") || !ts_is(t, ts, i + 2, "=") ||
	    !tk_plain_num(t, ts, i + 3, v))
		return 0;
	return tk_text(t, ts, i + 1, p, n);
}

/* "99.900" as a metric: "p99.9"; "50.000": "" (the median) */
static void percentile_metric(const char *p, char *out, size_t n)
{
	char num[16];
	size_t len;

	snprintf(num, sizeof(num), "%s", p);
	len = strlen(num);
	if (strchr(num, '.')) {
		while (len && num[len - 1] == '0')
			num[--len] = '\0';
		if (len && num[len - 1] == '.')
			num[--len] = '\0';
	}
	if (!strcmp(num, "50"))
		out[0] = '\0';
	else
		snprintf(out, n, "p%s", num);
}

/* The latency series of the report: made at the first statistic, kept by its index (a
 * percentile's series made after it may move the array) */
static struct xseries *latency_series(struct tout *o, int *lat, int first, int last)
{
	if (*lat < 0) {
		tk_series(o, first, last, "latency", "us", NULL);
		*lat = o->r->nseries - 1;
	}
	o->r->series[*lat].has_summary = 1;
	return &o->r->series[*lat];
}

/* The latency figures of the line at i (its first token after "sockperf:") into the
 * report's latency series (*lat, its index or -1) and o */
static void latency_line(struct tout *o, int *lat, int i, int e)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum x, sd;
	char p[16], metric[20];

	for (int k = i; k <= e; k++) {
		/* sockperf 3: "avg-latency=14.038"; 2.x: "avg-lat= 13.121", the figure apart */
		int v = inner_keyed(t, ts, k, "avg-latency=", &x) ? k :
			k + 1 <= e && tk_ends(t, ts, k, "avg-lat=") && tk_plain_num(t, ts, k + 1, &x) ? k + 1 : -1;
		if (v >= 0) {
			struct xseries *s = latency_series(o, lat, k, e);
			s->sum[SUM_MEAN] = x;
			if (v + 1 <= e && inner_keyed(t, ts, v + 1, "std-dev=", &sd))
				s->sum[SUM_STDDEV] = sd;
			return;
		}
	}
	if (ts_is(t, ts, i, "--->") && i + 4 <= e && ts_is(t, ts, i + 2, "observation") &&
	    ts_is(t, ts, i + 3, "=") && tk_plain_num(t, ts, i + 4, &x) &&
	    (ts_is(t, ts, i + 1, "<MAX>") || ts_is(t, ts, i + 1, "<MIN>"))) {
		latency_series(o, lat, i, e)->sum[ts_is(t, ts, i + 1, "<MAX>") ? SUM_MAX : SUM_MIN] = x;
		return;
	}
	if (ts_is(t, ts, i, "--->") && percentile(t, ts, i + 1, p, sizeof(p), &x)) {
		percentile_metric(p, metric, sizeof(metric));
		if (metric[0]) {
			tk_series(o, i + 1, i + 4, metric, "us", &x);
			return;
		}
		latency_series(o, lat, i, e)->sum[SUM_MEDIAN] = x;
		return;
	}
	/* "Total 55053 observations;" (its first token coloured or not) */
	for (int k = i; k < i + 2 && k + 1 <= e; k++)
		if (tk_ends(t, ts, k, "Total") && tk_plain_num(t, ts, k + 1, &x) && k + 2 <= e &&
		    tk_opens(t, ts, k + 2, "observations")) {
			if (*lat >= 0)
				latency_series(o, lat, k, e)->sum[SUM_N] = x;
			return;
		}
}

/* "Summary: Message Rate is N [msg/sec]", "Summary: BandWidth is N MBps (M Mbps)" */
static void throughput_line(struct tout *o, int i, int e)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum x;

	if (tk_words(o->r->t, ts, i, "Summary: Message Rate is") && i + 4 <= e && tk_plain_num(t, ts, i + 4, &x))
		tk_series(o, i + 4, e, "message rate", "msg/s", &x);
	else if (tk_words(t, ts, i, "Summary: BandWidth is") && i + 4 <= e && tk_plain_num(t, ts, i + 3, &x) &&
		 ts_is(t, ts, i + 4, "MBps"))
		tk_series(o, i + 3, e, "bandwidth", "MB/s", &x);
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	int l, e, last = i, lines = 0, lat = -1;

	tk_begin(&o, r, ts, i, "sockperf");
	for (l = i; (sockperf_line(t, ts, l) || header_line(t, ts, l)) && lines < SOCKPERF_LINES;
	     l = e + 1, lines++) {
		e = ts_line_last(ts, l);
		if (sockperf_line(t, ts, l) && l + 1 <= e) {
			latency_line(&o, &lat, l + 1, e);
			throughput_line(&o, l + 1, e);
		}
		last = e;
	}
	if (lat >= 0 && !r->series[lat].sum[SUM_MEAN].set && !r->series[lat].sum[SUM_MEDIAN].set)
		r->series[lat].has_summary = 0;
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

/* The first "sockperf:" line of a report: the line above it is none of the report's */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	int above = ts_line_before(ts, i);

	/* its "key=value" lines read as code to the layout: the prefix says whose they are */
	return sockperf_line(r->t, ts, i) && !(above >= 0 && sockperf_line(r->t, ts, above)) &&
	       (tk_readable(r, ts, i) || (r->skip && r->skip[ts->line[i]] == SKIP_CODE));
}

void rec_sockperf(struct xresult *r)
{
	tk_scan(r, "sockperf:", starts, report);
}
