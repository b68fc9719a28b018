/* tool-redis.c: redis-benchmark's reports: requests a second and the latency summary per test, and its -q lines */
#include <string.h>

#include "cells.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * redis-benchmark (src/redis-benchmark.c, showLatencyReport) prints per test
 *
 *   ====== SET ======
 *     1000000 requests completed in 7.05 seconds
 *     50 parallel clients
 *     ...
 *   Summary:
 *     throughput summary: 141843.97 requests per second
 *     latency summary (msec):
 *             avg       min       p50       p95       p99       max
 *           0.337     0.096     0.343     0.463     0.567     2.991
 *
 * (before 6.2: "81234.77 requests per second" under the "<= N
 * milliseconds" lines), and with -q a line a test: "SET: 146412.89
 * requests per second, p50=0.327 msec".  Series: throughput (requests/s);
 * latency, a summary of the requests (avg, min, max), none shown; each
 * percentile a series of its own; params.test the test, params.clients the
 * parallel clients.
 */

#define REPORT_TOKS 400    /* a test's report, the percentile lines snipped or not */
#define LAT_COLS 8

/* "====== SET ======" at i: the name's tokens [i + 1, end), 0 when none */
static int banner(const struct text *t, const struct tstream *ts, int i, int *end)
{
	int j;

	if (!ts_is(t, ts, i, "======") || !(ts_line_start(ts, i) || ts_flat(t, ts, i)))
		return 0;
	for (j = i + 1; j < ts->n && j < i + 6 && ts->line[j] == ts->line[i] && !ts_is(t, ts, j, "======"); j++)
		;
	*end = j;
	return j > i + 1 && ts_is(t, ts, j, "======");
}

/* "latency summary (msec):", its header of names and its row of figures from i: series each */
static int latency_summary(struct tout *o, int i, const char *test)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xseries *avg = NULL;
	int h = i + 3, v, k, n;

	if (!tk_words(t, ts, i, "latency summary (msec):"))
		return 0;
	for (n = 0; n < LAT_COLS && h + n < ts->n && ts->line[h + n] == ts->line[h] && !tk_num(t, ts, h + n, NULL, NULL); n++)
		;
	v = h + n;
	for (k = 0; k < n; k++)
		if (!tk_plain_num(t, ts, v + k, NULL) || ts->line[v + k] != ts->line[v])
			return 0;
	for (k = 0; k < n; k++) {
		const char *name = t->s + ts->k[h + k].s;
		size_t len = ts->k[h + k].e - ts->k[h + k].s;
		struct xnum x;
		tk_plain_num(t, ts, v + k, &x);
		if (len == 3 && !memcmp(name, "avg", 3)) {
			avg = tk_series(o, v + k, v + k, "latency", "ms", &x);
			xs_param_str(avg, "test", test, strlen(test));
		}
	}
	for (k = 0; k < n; k++) {
		const char *name = t->s + ts->k[h + k].s;
		size_t len = ts->k[h + k].e - ts->k[h + k].s;
		struct xnum x;
		char metric[16];
		tk_plain_num(t, ts, v + k, &x);
		if (avg && len == 3 && (!memcmp(name, "min", 3) || !memcmp(name, "max", 3))) {
			avg->sum[name[1] == 'i' ? SUM_MIN : SUM_MAX] = x;
			avg->has_summary = 1;
		} else if (len > 1 && len < sizeof(metric) && name[0] == 'p') {
			memcpy(metric, name, len);
			metric[len] = '\0';
			xs_param_str(tk_series(o, v + k, v + k, metric, "ms", &x), "test", test, strlen(test));
		}
	}
	if (avg)
		xs_average_of_range(avg);
	return v + n - i;
}

/* "141843.97 requests per second" at i: a throughput series of the test */
static int rate(struct tout *o, int i, const char *test)
{
	const struct text *t = o->r->t;
	struct xnum x;

	if (!tk_plain_num(t, o->ts, i, &x) || !(tk_words(t, o->ts, i + 1, "requests per second") ||
						 tk_words(t, o->ts, i + 1, "requests per second,")))
		return 0;
	xs_param_str(tk_series(o, i, i + 3, "throughput", "1/s", &x), "test", test, strlen(test));
	return 4;
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	char test[32];
	struct tout o;
	struct xnum clients = { 0 };
	int end, j, n, last = -1, s0;

	if (!banner(t, ts, i, &end))
		return i;
	text_label(t, ts->k[i + 1].s, ts->k[end - 1].e, test, sizeof(test));
	tk_begin(&o, r, ts, i, "redis-benchmark");
	/* the next test's report right under the last one's (flattened: right after it): the
	 * same build, no title between */
	if (prev->r && prev->last < i && (ts_flat(t, ts, i) ? prev->last == i - 1 : ts->line[i] - ts->line[prev->last] <= 2))
		o.title[0] = '\0';
	s0 = r->nseries;
	for (j = end + 1; j < ts->n && j < i + REPORT_TOKS && !ts_is(t, ts, j, "======"); j++) {
		if (tk_plain_num(t, ts, j, NULL) && tk_words(t, ts, j + 1, "parallel clients"))
			tk_plain_num(t, ts, j, &clients);
		if (tk_words(t, ts, j, "throughput summary:"))
			j += 2;
		/* the rate ends an older report; the latency summary after it ends a newer one */
		if ((n = rate(&o, j, test))) {
			last = j + n - 1;
			if (!tk_words(t, ts, last + 1, "latency summary"))
				break;
			j = last;
		} else if ((n = latency_summary(&o, j, test))) {
			last = j + n - 1;
			break;
		}
	}
	for (j = s0; clients.set && j < r->nseries; j++)
		xs_param_num(&r->series[j], "clients", &clients);
	if (last < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int report_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	int end;

	return banner(r->t, ts, i, &end) && tk_readable(r, ts, i);
}

/* A test's name as redis-benchmark prints it: capitals, digits and '_' ("SET:", "LRANGE_100:") */
static int test_name(const struct text *t, const struct tstream *ts, int i)
{
	size_t n = ts->k[i].e - ts->k[i].s;

	return n >= 4 && tk_ends(t, ts, i, ":") &&
	       strspn(t->s + ts->k[i].s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == n - 1;
}

/* "SET: 146412.89 requests per second, p50=0.327 msec" (-q): a line a test */
static int quiet_lines(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	int j = i, last = -1;

	tk_begin(&o, r, ts, i, "redis-benchmark");
	while (j + 4 < ts->n && (ts_line_start(ts, j) || ts_flat(t, ts, j)) && test_name(t, ts, j) &&
	       tk_plain_num(t, ts, j + 1, NULL) &&
	       (tk_words(t, ts, j + 2, "requests per second") || tk_words(t, ts, j + 2, "requests per second,"))) {
		char test[32];
		struct xnum x;
		text_label(t, ts->k[j].s, ts->k[j].e - 1, test, sizeof(test));
		rate(&o, j + 1, test);
		last = j + 4;
		if (tk_keyed(t, ts, j + 5, "p50=", &x, NULL)) {
			xs_param_str(tk_series(&o, j + 5, j + 6, "p50", "ms", &x), "test", test, strlen(test));
			last = j + 5 + ts_is(t, ts, j + 6, "msec");
		}
		j = last + 1;
	}
	if (last < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int quiet_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	return (ts_line_start(ts, i) || ts_flat(t, ts, i)) && test_name(t, ts, i) && tk_plain_num(t, ts, i + 1, NULL) &&
	       tk_opens(t, ts, i + 2, "requests") && tk_readable(r, ts, i);
}

void rec_redis(struct xresult *r)
{
	tk_scan(r, "requests per second", report_starts, report);
	tk_scan(r, " requests per second", quiet_starts, quiet_lines);
}
