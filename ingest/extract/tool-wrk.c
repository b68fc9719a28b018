/* tool-wrk.c: wrk's report: latency and per-thread requests as summaries, its distribution, requests and bytes, Requests/sec, Transfer/sec */
#include <stdio.h>
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * wrk 4 (src/wrk.c main, print_stats, print_stats_latency) prints
 *
 *   Running 2s test @ http://127.0.0.1:8099/index.html
 *     2 threads and 10 connections
 *     Thread Stats   Avg      Stdev     Max   +/- Stdev
 *       Latency     5.86ms   17.53ms 212.81ms   98.12%
 *       Req/Sec   809.58    462.29     1.62k    52.50%
 *     Latency Distribution                       (with --latency)
 *        50%    3.17ms
 *     3226 requests in 2.00s, 7.32MB read
 *   Requests/sec:   1610.49
 *   Transfer/sec:      3.66MB
 *
 * Series: latency (its Avg, Stdev and Max a summary, the unit as printed),
 * requests/s a thread (the same), pNN of the distribution, requests and
 * read (what the run did in its time), throughput (Requests/sec, req/s)
 * and bandwidth (Transfer/sec, the unit as printed); params.tasks the
 * threads, params.clients the connections.  The "+/- Stdev" column (the
 * share of samples within one deviation) is no figure.  The title above
 * the command (or the banner) names the run.  wrk2 (giltene/wrk2) prints
 * its distribution as "Latency Distribution (HdrHistogram - Recorded
 * Latency)" over "50.000%    1.09ms" lines (p50, p99.9, ...), then its
 * "Detailed Percentile spectrum:" (no figures) closing with
 * "#[Mean = 1.190, StdDeviation = 0.612]" and "#[Max = 21.856, Total
 * count = 2499764]": the recorded latency's summary (ms), a series.
 */

#define REPORT_TOKS 120    /* tokens from "Running" to "Transfer/sec:" */
#define SPECTRUM_TOKS 2400 /* wrk2's detailed percentile spectrum: a few hundred rows of four */

/* "Latency 5.86ms 17.53ms 212.81ms 98.12%" at j (after its name): a series of the summary */
static int stats_row(struct tout *o, int j, const char *metric, const char *fixed_unit)
{
	const struct text *t = o->r->t;
	struct xnum avg, sd, max;
	char unit[TK_UNIT], u2[TK_UNIT], u3[TK_UNIT];
	struct xseries *s;

	if (!tk_num(t, o->ts, j + 1, &avg, unit) || !tk_num(t, o->ts, j + 2, &sd, u2) ||
	    !tk_num(t, o->ts, j + 3, &max, u3) || !tk_ends(t, o->ts, j + 4, "%"))
		return 0;
	s = tk_series(o, j, j + 4, metric, fixed_unit ? fixed_unit : unit, NULL);
	s->has_summary = 1;
	s->sum[SUM_MEAN] = avg;
	s->sum[SUM_STDDEV] = sd;
	s->sum[SUM_MAX] = max;
	return 5;
}

/* "Latency Distribution" then "50% 3.17ms" lines: a series a percentile; the tokens read */
static int distribution(struct tout *o, int j)
{
	const struct text *t = o->r->t;
	int n = tk_words(t, o->ts, j, "Latency Distribution"), k;
	struct xnum x;
	char unit[TK_UNIT], metric[16];

	if (!n)
		return 0;
	k = ts_line_last(o->ts, j) + 1;        /* wrk2's "(HdrHistogram - Recorded Latency)" */
	for (; k + 1 < o->ts->n && tk_ends(t, o->ts, k, "%") && ts_line_start(o->ts, k) &&
	     tk_num(t, o->ts, k + 1, &x, unit); k += 2) {
		int len = (int)(o->ts->k[k].e - 1 - o->ts->k[k].s);
		const char *p = t->s + o->ts->k[k].s;
		/* wrk2's "99.900%": p99.9 */
		if (memchr(p, '.', (size_t)len))
			while (len > 1 && (p[len - 1] == '0' || p[len - 1] == '.'))
				if (p[--len] == '.')
					break;
		snprintf(metric, sizeof(metric), "p%.*s", len, p);
		tk_series(o, k, k + 1, metric, unit, &x);
	}
	return k - j;
}

/* "KEY = V," inside wrk2's "#[...]" lines, from token j: V into x; 1 when so */
static int hdr_field(const struct text *t, const struct tstream *ts, int j, int end, const char *key, struct xnum *x)
{
	int k = tk_find(t, ts, j, end, key), n;

	if (k < 0 || !(n = tk_words(t, ts, k, key)) || !ts_is(t, ts, k + n, "="))
		return 0;
	return tk_num(t, ts, k + n + 1, x, NULL);
}

/* wrk2's "Detailed Percentile spectrum:" at j, its rows (or "[spectrum removed]"), and the
 * "#[Mean = ..., StdDeviation = ...]", "#[Max = ..., Total count = ...]" lines closing it:
 * the recorded latency's summary; the tokens read, 0 when none */
static int spectrum(struct tout *o, int j)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	int n = tk_words(t, ts, j, "Detailed Percentile spectrum:"), k, end;
	struct xnum mean, sd, max, count;
	struct xseries *s;

	if (!n)
		return 0;
	for (k = j + n; k < ts->n && k < j + SPECTRUM_TOKS && !tk_opens(t, ts, k, "#[Mean"); k++)
		;
	if (k >= ts->n || !tk_opens(t, ts, k, "#[Mean"))
		return 0;
	end = k + 16 < ts->n ? k + 16 : ts->n;
	if (!hdr_field(t, ts, k, end, "#[Mean", &mean) || !hdr_field(t, ts, k, end, "StdDeviation", &sd) ||
	    !hdr_field(t, ts, k, end, "#[Max", &max) || !hdr_field(t, ts, k, end, "Total count", &count))
		return 0;
	s = tk_series(o, k, k + 9, "recorded latency", "ms", NULL);
	s->has_summary = 1;
	s->sum[SUM_MEAN] = mean;
	s->sum[SUM_STDDEV] = sd;
	s->sum[SUM_MAX] = max;
	s->sum[SUM_N] = count;
	k = tk_find(t, ts, k, end, "Total count");
	return ts_line_last(ts, k) + 1 - j;
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x, y;
	char unit[TK_UNIT];
	int j, n, last = -1, limit = i + REPORT_TOKS;

	tk_begin(&o, r, ts, i, "wrk");
	for (j = i + 1; j < ts->n && j < limit; j++) {
		if (tk_words(t, ts, j, "Running") && j > i + 1)
			break;
		if (tk_num(t, ts, j, &x, NULL) && tk_words(t, ts, j + 1, "threads and") &&
		    tk_num(t, ts, j + 3, &y, NULL) && ts_is(t, ts, j + 4, "connections")) {
			xs_param_num(&o.head, "tasks", &x);
			xs_param_num(&o.head, "clients", &y);
			j += 4;
		} else if (ts_is(t, ts, j, "Latency") && (n = stats_row(&o, j, "latency", NULL)))
			j += n - 1;
		else if (ts_is(t, ts, j, "Req/Sec") && (n = stats_row(&o, j, "requests/s a thread", "req/s")))
			j += n - 1;
		else if ((n = distribution(&o, j)))
			j += n - 1;
		else if ((n = spectrum(&o, j))) {
			j += n - 1;
			limit += n;
		}
		else if (tk_num(t, ts, j, &x, NULL) && tk_words(t, ts, j + 1, "requests in") &&
			 tk_num(t, ts, j + 4, &y, unit) && ts_is(t, ts, j + 5, "read")) {
			tk_series(&o, j, j + 1, "requests", "", &x);
			tk_series(&o, j + 4, j + 5, "read", unit, &y);
			j += 5;
		} else if (tk_words(t, ts, j, "Requests/sec:") && tk_num(t, ts, j + 1, &x, NULL))
			tk_series(&o, j, j + 1, "throughput", "req/s", &x), j++;
		else if (tk_words(t, ts, j, "Transfer/sec:") && tk_num(t, ts, j + 1, &x, unit)) {
			char rate[TK_UNIT + 2];
			snprintf(rate, sizeof(rate), "%s/s", unit[0] ? unit : "B");
			tk_series(&o, j, j + 1, "bandwidth", rate, &x);
			last = j + 1;
			break;
		}
	}
	if (last < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

/* "Running 2s test @ URL": the banner the report opens with */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	/* the banner's URL makes the layout take it for a listing; a patch's line it is never */
	return ts_is(t, ts, i, "Running") && tk_words(t, ts, i + 2, "test @") && ts_line_start(ts, i) &&
	       (tk_readable(r, ts, i) || r->skip[ts->line[i]] == SKIP_LISTING);
}

void rec_wrk(struct xresult *r)
{
	tk_scan(r, "Transfer/sec:", starts, report);
}
