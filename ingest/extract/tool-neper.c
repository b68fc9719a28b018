/* tool-neper.c: neper's closing key=value lines (tcp_rr, tcp_crr, udp_rr, tcp_stream): throughput and latency */
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * neper (github google/neper) ends a run with one "key=value" a line,
 * PRINT(cb, key, fmt, ...): its options first (total_run_time=30,
 * num_threads=16, num_flows=400, ...), then for the request/response tests
 * (rr.c rr_report_stats, histo print)
 *
 *   num_transactions=14736928
 *   latency_min=0.000021  latency_max=  latency_mean=  latency_stddev=
 *   latency_p50=0.000634  latency_p90=  latency_p99=  latency_p99.9=
 *   throughput=491195.93                   transactions a second
 *   time_start=1611788204.412907213  ...
 *
 * and for the stream tests "throughput_Mbps=9416.42" (later "throughput=").
 * Series: throughput (1/s for a request/response test, Mbit/s for
 * throughput_Mbps); latency, seconds, a summary of the transactions (mean,
 * min, max, stddev), none of them shown; each percentile a series of its
 * own (p50, p99.9).
 * The thread and flow counts are params; the counts of transactions and
 * samples, the times and the coefficient are no figures.
 */

#define KV_MAX 64          /* lines of one output */

/*
 * Token i is "key=value", its key letters, digits, '_' and '.' ("throughput_Mbps"): the key's
 * length.  "total_run_time=20" at a line's end is the key alone: the text
 * model reads "=20" there as a quoted-printable blank left undecoded.
 */
static size_t key_len(const struct text *t, const struct tstream *ts, int i)
{
	const char *p, *e;
	size_t n;

	if (i < 0 || i >= ts->n)
		return 0;
	p = t->s + ts->k[i].s, e = t->s + ts->k[i].e;
	n = strspn(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.");
	if (n && p + n == e && ts->k[i].e < t->len && *e == '=')
		return n;
	/* "local_hosts=": an option left empty */
	return n && p + n + 1 <= e && p[n] == '=' ? n : 0;
}

/* The key of token i is KEY */
static int key_is(const struct text *t, const struct tstream *ts, int i, const char *key)
{
	size_t n = key_len(t, ts, i);

	return n && n == strlen(key) && !memcmp(t->s + ts->k[i].s, key, n);
}

/* A line of neper's output at i: "key=value" alone on its line (on a flattened one, a token) */
static int kv_line(const struct text *t, const struct tstream *ts, int i)
{
	return key_len(t, ts, i) && (ts_flat(t, ts, i) || (ts_line_start(ts, i) && ts_line_end(ts, i)));
}

/* The token after neper's lines from i: "[...]" where the poster cut some goes on with them */
static int kv_end(const struct text *t, const struct tstream *ts, int i)
{
	int e = i, k;

	while (e < ts->n && e < i + KV_MAX) {
		if (kv_line(t, ts, e))
			e++;
		else if ((k = tk_past_cut(t, ts, e)) > e && k < ts->n && kv_line(t, ts, k))
			e = k;
		else
			break;
	}
	return e;
}

/* The value of token i as a number */
static int kv_value(const struct text *t, const struct tstream *ts, int i, struct xnum *x)
{
	size_t s = ts->k[i].s + key_len(t, ts, i) + 1;

	return s < ts->k[i].e && ts_num(t, s, ts->k[i].e, x);
}

/* The token of KEY among the lines [i, e), else -1 */
static int find_key(const struct text *t, const struct tstream *ts, int i, int e, const char *key)
{
	for (; i < e; i++)
		if (key_is(t, ts, i, key))
			return i;
	return -1;
}

/* A series of KEY's value, metric and unit given, else NULL */
static struct xseries *kv_series(struct tout *o, int i, int e, const char *key, const char *metric,
				 const char *unit)
{
	int k = find_key(o->r->t, o->ts, i, e, key);
	struct xnum x;

	if (k < 0 || !kv_value(o->r->t, o->ts, k, &x))
		return NULL;
	return tk_series(o, k, k, metric, unit, &x);
}

/* latency_mean with its min, max and stddev; the percentiles after it */
static void latency(struct tout *o, int i, int e)
{
	static const struct { const char *key; int slot; } spread[] = {
		{ "latency_min", SUM_MIN }, { "latency_max", SUM_MAX }, { "latency_stddev", SUM_STDDEV },
	};
	const struct text *t = o->r->t;
	struct xseries *s = kv_series(o, i, e, "latency_mean", "latency", "s");
	int k, j;

	for (j = 0; s && j < (int)(sizeof(spread) / sizeof(spread[0])); j++)
		if ((k = find_key(t, o->ts, i, e, spread[j].key)) >= 0 && kv_value(t, o->ts, k, &s->sum[spread[j].slot]))
			s->has_summary = 1;
	if (s)
		xs_average_of_range(s);
	for (k = i; k < e; k++) {
		char metric[16];
		size_t n = key_len(t, o->ts, k);
		struct xnum x;
		if (n < 10 || n - 8 >= sizeof(metric) || memcmp(t->s + o->ts->k[k].s, "latency_p", 9) ||
		    !kv_value(t, o->ts, k, &x))
			continue;
		memcpy(metric, t->s + o->ts->k[k].s + 8, n - 8);     /* "p99.9" */
		metric[n - 8] = '\0';
		tk_series(o, k, k, metric, "s", &x);
	}
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x;
	int e, k, rr;

	e = kv_end(t, ts, i);
	rr = find_key(t, ts, i, e, "num_transactions") >= 0;
	if (find_key(t, ts, i, e, "throughput") < 0 && find_key(t, ts, i, e, "throughput_Mbps") < 0)
		return i;
	tk_begin(&o, r, ts, i, "neper");
	if ((k = find_key(t, ts, i, e, "num_threads")) >= 0 && kv_value(t, ts, k, &x))
		xs_param_num(&o.head, "threads", &x);
	if ((k = find_key(t, ts, i, e, "num_flows")) >= 0 && kv_value(t, ts, k, &x))
		xs_param_num(&o.head, "flows", &x);
	kv_series(&o, i, e, "throughput", "throughput", rr ? "1/s" : "");
	kv_series(&o, i, e, "throughput_Mbps", "throughput", "Mbit/s");
	latency(&o, i, e);
	if (!tk_end(&o, e - 1, prev))
		return i;
	return e - 1;
}

/* The first of neper's lines: one of its keys, none above it, its counts or latency below */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	int e;

	/* key=value lines read as code (a shell's assignments) or a listing (sysctl's) to the
	 * layout: neper's keys say whose they are */
	if (!kv_line(t, ts, i) || (i > 0 && kv_line(t, ts, i - 1)) ||
	    !(tk_readable(r, ts, i) || (r->skip && (r->skip[ts->line[i]] == SKIP_CODE ||
						     r->skip[ts->line[i]] == SKIP_LISTING))))
		return 0;
	e = kv_end(t, ts, i);
	return find_key(t, ts, i, e, "num_transactions") >= 0 || find_key(t, ts, i, e, "throughput_Mbps") >= 0 ||
	       (find_key(t, ts, i, e, "num_samples") >= 0 && find_key(t, ts, i, e, "throughput") >= 0);
}

void rec_neper(struct xresult *r)
{
	tk_scan(r, "throughput", starts, block);
}
