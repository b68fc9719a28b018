/* tool-jmh.c: JMH's result table (Benchmark, (params), Mode, Cnt, Score, Error, Units): a series a row */
#include <stdio.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * JMH (org.openjdk.jmh.results.format.TextResultFormat) ends a run with
 *
 *   Benchmark                  (threads)   Mode  Cnt     Score     Error   Units
 *   LockHandoff.reentrantLock          2  thrpt   20  2841.113 ±  41.502  ops/ms
 *   LockHandoff.parkUnpark             2   avgt   20     4.871 ±   0.093   us/op
 *   Spin.once                              ss         12.904             us/op
 *
 * a column per @Param in parentheses, the mode (thrpt, avgt, sample, ss),
 * the count of measurements (blank for one), the score, "±" and the error
 * (blank when none), the unit.  A series a row: params.variant the
 * benchmark, each @Param a parameter of its name, metric the mode's
 * (throughput, average time, sample time, single-shot time), the score
 * the mean of the count's measurements (its value when one), n the count;
 * benchmarks that differ only in their method (one mode, unit and
 * parameters) are alternatives the post compares: each labelled by it.  The error is JMH's confidence interval's half
 * width (99.9 %), no standard deviation: it is not kept.
 */

#define JMH_PARAMS 4

struct jmhhead {
	char param[JMH_PARAMS][16];
	int nparams;
};

/* "Benchmark  (threads)  Mode  Cnt  Score  Error  Units": the parameters' names, 1 when it is one */
static int header(const struct text *t, int l, struct jmhhead *h)
{
	static const char *const tail[] = { "Mode", "Cnt", "Score", "Error", "Units" };
	struct tok k[16];
	int n = line_words(t, l, k, 16), i;

	if (n < 6 || !tok_is(t, &k[0], "Benchmark"))
		return 0;
	for (i = 0; i < 5; i++)
		if (!tok_is(t, &k[n - 5 + i], tail[i]))
			return 0;
	h->nparams = 0;
	for (i = 1; i < n - 5; i++) {
		size_t len = k[i].e - k[i].s;
		if (len < 3 || len - 2 >= sizeof(h->param[0]) || t->s[k[i].s] != '(' || t->s[k[i].e - 1] != ')' ||
		    h->nparams == JMH_PARAMS)
			return 0;
		snprintf(h->param[h->nparams++], sizeof(h->param[0]), "%.*s", (int)(len - 2), t->s + k[i].s + 1);
	}
	return 1;
}

static const char *mode_metric(const struct text *t, const struct tok *k)
{
	return tok_is(t, k, "thrpt") ? "throughput" : tok_is(t, k, "avgt") ? "average time" :
	       tok_is(t, k, "sample") ? "sample time" : tok_is(t, k, "ss") ? "single-shot time" : NULL;
}

/* A row of a table with h's parameters, the stream's tokens [first, lastk] of its line: its
 * series, 1 when it is one */
static int row(struct tout *o, int l, const struct jmhhead *h, int first, int lastk)
{
	const struct text *t = o->r->t;
	struct tok k[16];
	int n = line_words(t, l, k, 16), i, m;
	struct xnum score, cnt = { 0 }, param[JMH_PARAMS];
	const char *metric = NULL;
	struct xseries *s;
	char unit[24];

	if (n < 4 || !memchr(t->s + k[0].s, '.', k[0].e - k[0].s) || k[0].e - k[0].s >= sizeof(s->params[0].str))
		return 0;
	/* the parameters (a blank one would shift the row: it is no row of this table) */
	for (i = 1, m = 0; m < h->nparams; m++, i++)
		if (i >= n || !ts_num(t, k[i].s, k[i].e, &param[m]))
			return 0;
	if (i >= n || !(metric = mode_metric(t, &k[i++])))
		return 0;
	/* the count, blank for one measurement */
	if (i + 2 < n && ts_num(t, k[i].s, k[i].e, &cnt) && ts_num(t, k[i + 1].s, k[i + 1].e, &score))
		i++;
	if (i >= n || !ts_num(t, k[i].s, k[i].e, &score))
		return 0;
	i++;
	if (i + 1 < n && (tok_is(t, &k[i], "±") || tok_is(t, &k[i], "\xc2\xb1")))
		i += 2;
	if (i != n - 1 || k[i].e - k[i].s >= sizeof(unit))
		return 0;
	snprintf(unit, sizeof(unit), "%.*s", (int)(k[i].e - k[i].s), t->s + k[i].s);
	/* a score over measurements is their mean; one measurement's is a run */
	s = tk_series(o, first, lastk, metric, unit, cnt.set && cnt.value > 1 ? NULL : &score);
	xs_param_str(s, "variant", t->s + k[0].s, k[0].e - k[0].s);
	for (m = 0; m < h->nparams; m++)
		xs_param_num(s, h->param[m], &param[m]);
	if (cnt.set) {
		s->sum[SUM_N] = cnt;
		if (cnt.value > 1)
			s->sum[SUM_MEAN] = score;
		s->has_summary = 1;
	}
	return 1;
}

/*
 * "PingPong.platformThreads" beside "PingPong.virtualThreads", in the same
 * mode, unit and parameters: alternatives the post compares (not benchmarks
 * of one build), each named by its method
 */
static void methods_as_labels(struct xresult *r, const struct tout *o)
{
	const struct xseries *a = &r->series[o->s0];
	int i;

	for (i = o->s0 + 1; i < r->nseries; i++) {
		const struct xseries *b = &r->series[i];
		if (strcmp(a->metric, b->metric) || strcmp(a->unit, b->unit) || a->nparams != b->nparams ||
		    !strcmp(xs_param(a, "variant")->str, xs_param(b, "variant")->str))
			return;
		for (int k = 0; k < a->nparams; k++)
			if (strcmp(a->params[k].key, "variant") && (strcmp(a->params[k].key, b->params[k].key) ||
								   a->params[k].num.value != b->params[k].num.value))
				return;
	}
	for (i = o->s0; i < r->nseries; i++) {
		const char *v = xs_param(&r->series[i], "variant")->str, *dot = strrchr(v, '.');
		xs_printf(r->series[i].label, sizeof(r->series[i].label), "%s", dot ? dot + 1 : v);
	}
}

static int table(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct jmhhead h;
	struct tout o;
	int l = ts->line[i], last;

	if (!header(t, l, &h))
		return i;
	for (last = i; last + 1 < ts->n && ts->line[last + 1] == l; last++)
		;
	tk_begin(&o, r, ts, i, NULL);
	for (l++; l < t->n; l++) {
		int a = last + 1, b;
		if (a >= ts->n || ts->line[a] != l)
			break;
		for (b = a; b + 1 < ts->n && ts->line[b + 1] == l; b++)
			;
		if (!row(&o, l, &h, a, b))
			break;
		last = b;
	}
	if (o.s0 < r->nseries && r->nseries - o.s0 >= 2)
		methods_as_labels(r, &o);
	if (o.s0 == r->nseries || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct jmhhead h;

	return ts_line_start(ts, i) && header(r->t, ts->line[i], &h) && tk_readable(r, ts, i);
}

void rec_jmh(struct xresult *r)
{
	tk_scan(r, "Score", starts, table);
}
