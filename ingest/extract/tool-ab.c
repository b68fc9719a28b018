/* tool-ab.c: ApacheBench's report: time taken, requests per second, time per request, transfer rate, connection times */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * ab (apache2 support/ab.c, output_results; ab 1.3's the same lines
 * shorter) prints after its banner and progress lines
 *
 *   Concurrency Level:      10
 *   Time taken for tests:   1.303 seconds
 *   Complete requests:      2000
 *   ...
 *   Requests per second:    1534.91 [#/sec] (mean)          1.3: "642.11"
 *   Time per request:       6.515 [ms] (mean)
 *   Time per request:       0.652 [ms] (mean, across all concurrent requests)
 *   Transfer rate:          3567.46 [Kbytes/sec] received   1.3: "1214.84 kb/s received"
 *
 *   Connection Times (ms)                                   1.3: "Connnection Times (ms)"
 *                 min  mean[+/-sd] median   max             1.3: "min   avg   max"
 *   Connect:        0    2  45.7      0    1032
 *   ...
 *
 * Series: time (s), throughput (req/s), latency (ms, the first Time per
 * request: the one a client sees), bandwidth (KB/s); a connection-times
 * row is a series with only a summary (its statistics as printed),
 * metric the row's name; each line of "Percentage of the requests served
 * within a certain time (ms)" a series pNN (ms).  params.clients is the concurrency; counts of
 * requests and bytes are no results.  The title above the banner (or the
 * command) names the run; untitled runs right after one pool.
 */

#define REPORT_TOKS 240    /* tokens from the first report line to the last connection-times row */

/* The first token of the run: its banner ("This is ApacheBench") when just above */
static int run_start(const struct text *t, const struct tstream *ts, int i)
{
	int j;

	for (j = i - 1; j >= 0 && j > i - 80; j--)
		if (tk_words(t, ts, j, "This is ApacheBench,"))
			return j;
	return i;
}

/* "KEY:  N ..." at j: the number's token, or -1 */
static int keyed(const struct text *t, const struct tstream *ts, int j, const char *key, struct xnum *x)
{
	int n = tk_words(t, ts, j, key);

	return n && (ts_line_start(ts, j) || ts_flat(t, ts, j)) && tk_plain_num(t, ts, j + n, x) ? j + n : -1;
}

/* The last token of a report line whose number is at j: its unit and note ("[#/sec] (mean)",
 * "kb/s received"), three tokens at most; a flattened report goes on after them with the next
 * line's key ("... (mean) Time per request: ..."), a capital no unit or note opens with */
static int line_last(const struct text *t, const struct tstream *ts, int j)
{
	int k = j;

	while (k + 1 < ts->n && ts->line[k + 1] == ts->line[j] && !ts_line_end(ts, k) && k < j + 3 &&
	       t->s[ts->k[k + 1].e - 1] != ':' && !isupper((unsigned char)t->s[ts->k[k + 1].s]) &&
	       !tk_words(t, ts, k + 1, "Connection Times") &&
	       !tk_words(t, ts, k + 1, "Connnection Times"))
		k++;
	return k;
}

/* The connection-times statistics a header names, in its order: min, mean (avg), sd, median, max */
static int stat_columns(const struct text *t, const struct tstream *ts, int h, int *slot, int max, int *ntok)
{
	int n = 0, first = h, line = ts->line[h];

	/* a flattened report's first row follows on the same line: "... median max Connect: 0 ..." */
	for (; h < ts->n && ts->line[h] == line && n < max && t->s[ts->k[h].e - 1] != ':'; h++) {
		if (ts_is(t, ts, h, "min"))
			slot[n++] = SUM_MIN;
		else if (ts_is(t, ts, h, "max"))
			slot[n++] = SUM_MAX;
		else if (ts_is(t, ts, h, "avg"))
			slot[n++] = SUM_MEAN;
		else if (ts_is(t, ts, h, "median"))
			slot[n++] = SUM_MEDIAN;
		else if (tk_opens(t, ts, h, "mean[") && tk_ends(t, ts, h, "sd]")) {
			slot[n++] = SUM_MEAN;
			if (n < max)
				slot[n++] = SUM_STDDEV;
		} else
			return 0;
	}
	*ntok = h - first;
	return n;
}

/* "Connection Times (ms)", its header, then rows "Connect: 0 2 45.7 0 1032": the last token read */
static int connection_times(struct tout *o, int j)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	int slot[6], n, h = j + 3, last = -1, c, ntok = 0, flat = ts_flat(t, ts, j);

	if (h >= ts->n || (ts->line[h] != ts->line[j] + 1 && !(ts->line[h] == ts->line[j] && flat)) ||
	    !(n = stat_columns(t, ts, h, slot, 6, &ntok)))
		return -1;
	for (j = h + ntok - 1; j + n < ts->n && (ts_line_start(ts, j + 1) || flat) && t->s[ts->k[j + 1].e - 1] == ':';
	     j += n + 1) {
		struct xseries *s;
		struct xnum v[6];
		char metric[24];
		for (c = 0; c < n && tk_plain_num(t, ts, j + 2 + c, &v[c]) && ts->line[j + 2 + c] == ts->line[j + 1]; c++)
			;
		if (c < n)
			break;
		snprintf(metric, sizeof(metric), "%.*s time", (int)(ts->k[j + 1].e - 1 - ts->k[j + 1].s),
			 t->s + ts->k[j + 1].s);
		for (c = 0; metric[c]; c++)
			metric[c] = (char)(metric[c] >= 'A' && metric[c] <= 'Z' ? metric[c] + 32 : metric[c]);
		s = tk_series(o, j + 1, j + 1 + n, metric, "ms", NULL);
		for (c = 0; c < n; c++)
			s->sum[slot[c]] = v[c];
		s->has_summary = 1;
		last = j + 1 + n;
	}
	return last;
}

/* "Percentage of the requests served within a certain time (ms)" then "  50%      4" ... " 100%
 * 1037 (longest request)": a series a percentile, metric pNN (as schbench's); the last token read */
static int percentiles(struct tout *o, int j)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	int n = tk_words(t, ts, j, "Percentage of the requests served within a certain time (ms)"), last = -1;
	int flat = n && ts_flat(t, ts, j);
	struct xnum x;

	for (j += n; n && j + 1 < ts->n && (ts_line_start(ts, j) || flat) && tk_ends(t, ts, j, "%") &&
	     ts->line[j + 1] == ts->line[j] && tk_plain_num(t, ts, j + 1, &x); j += 2) {
		char metric[16];
		snprintf(metric, sizeof(metric), "p%.*s", (int)(ts->k[j].e - 1 - ts->k[j].s), t->s + ts->k[j].s);
		tk_series(o, j, j + 1, metric, "ms", &x);
		last = j + 1;
		if (tk_words(t, ts, j + 2, "(longest request)"))
			return j + 3;
	}
	return last;
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x;
	int j, at, last = -1, latency = 0, timed = 0;

	tk_begin(&o, r, ts, run_start(t, ts, i), "apache-bench");
	for (j = i; j < ts->n && j < i + REPORT_TOKS; j++) {
		/* the next run's report; a run cut to its figures opens with its time taken */
		if (j > i && (tk_words(t, ts, j, "This is ApacheBench,") || tk_words(t, ts, j, "Server Software:") ||
			      (last >= 0 && tk_words(t, ts, j, "Concurrency Level:")) ||
			      (timed && tk_words(t, ts, j, "Time taken for tests:"))))
			break;
		if ((at = keyed(t, ts, j, "Concurrency Level:", &x)) >= 0)
			xs_param_num(&o.head, "clients", &x);
		else if ((at = keyed(t, ts, j, "Time taken for tests:", &x)) >= 0 && !timed++)
			tk_series(&o, j, at + 1, "time", "s", &x);
		else if ((at = keyed(t, ts, j, "Requests per second:", &x)) >= 0)
			tk_series(&o, j, at, "throughput", "req/s", &x);
		else if ((at = keyed(t, ts, j, "Time per request:", &x)) >= 0 && !latency++)
			tk_series(&o, j, at + 1, "latency", "ms", &x);
		else if ((at = keyed(t, ts, j, "Transfer rate:", &x)) >= 0)
			tk_series(&o, j, at + 1, "bandwidth", "KB/s", &x);
		else if ((tk_words(t, ts, j, "Connection Times (ms)") || tk_words(t, ts, j, "Connnection Times (ms)")) &&
			 (at = connection_times(&o, j)) >= 0)
			last = j = at;
		else if ((at = percentiles(&o, j)) >= 0)
			last = j = at;
		if (at >= 0 && at > last)
			last = j = line_last(t, ts, at);
	}
	if (last < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

/* The report's first line: "Server Software:", or "Concurrency Level:" when the server part was
 * cut, or "Time taken for tests:" when the post kept only the figures */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	return ts_line_start(ts, i) &&
	       (tk_words(t, ts, i, "Server Software:") || tk_words(t, ts, i, "Concurrency Level:") ||
		tk_words(t, ts, i, "Time taken for tests:")) &&
	       tk_find(t, ts, i, i + REPORT_TOKS, "Requests per second:") > 0 && tk_readable(r, ts, i);
}

void rec_ab(struct xresult *r)
{
	tk_scan(r, "Requests per second:", starts, report);
}
