/* tool-speccpu.c: SPEC CPU 2017 result text: a benchmark a row (copies or threads, run time, rate or ratio), the suite's overall line */
#include <stdio.h>
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * SPEC CPU 2017's text report (result/CPU2017.NNN.intrate.txt; written from
 * its format, the suite is not free to run here):
 *
 *                          Estimated                       Estimated
 *                    Base     Base        Base        Peak     Peak        Peak
 *   Benchmarks       Copies  Run Time     Rate        Copies  Run Time     Rate
 *   --------------- -------  ---------  ---------    -------  ---------  ---------
 *   500.perlbench_r     256        662        616  *
 *   505.mcf_r           256       1042        397  *
 *    Est. SPECrate(R)2017_int_base            671
 *    Est. SPECrate(R)2017_int_peak                                         Not Run
 *
 * ("Threads ... Ratio" for the speed suites).  A benchmark's row gives two
 * series, its base run time (s) and its rate (or ratio), params.copies (or
 * tasks: its threads) its count and variant the benchmark; a row of peak figures the
 * same as peak; the overall line a series of its own (metric the suite's
 * name: "SPECrate2017_int_base").  "*" marks the median run; "Not Run" no
 * figure.  Titled and pooled as other tools' outputs.
 */

#define SPEC_ROWS 48

/* "505.mcf_r": three digits, a point, a name */
static int bench_name(const struct text *t, const struct tstream *ts, int i)
{
	const char *p = t->s + ts->k[i].s;
	size_t n = ts->k[i].e - ts->k[i].s;

	return n > 5 && p[0] >= '0' && p[0] <= '9' && p[1] >= '0' && p[1] <= '9' && p[2] >= '0' &&
	       p[2] <= '9' && p[3] == '.' && (p[n - 2] == '_' || !memchr(p, ' ', n));
}

/* The header's last line at token i: "Benchmarks Copies Run Time Rate" (rate) or "Benchmarks
 * Threads Run Time Ratio" (speed); 1 for rate, 2 for speed, else 0 */
static int header(const struct text *t, const struct tstream *ts, int i)
{
	if (tk_words(t, ts, i, "Benchmarks Copies Run Time Rate"))
		return 1;
	if (tk_words(t, ts, i, "Benchmarks Threads Run Time Ratio"))
		return 2;
	return 0;
}

/* A benchmark's row at token i: base (and peak) count, run time, figure */
static void bench_row(struct tout *o, int i, int e, int speed)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum n, secs, fig;
	int k = i + 1;

	for (int p = 0; p < 2 && k + 2 <= e; p++) {
		struct xseries *s;
		char metric[16];
		if (!tk_plain_num(t, ts, k, &n) || !tk_plain_num(t, ts, k + 1, &secs) || !tk_plain_num(t, ts, k + 2, &fig))
			return;
		s = tk_series(o, i, k + 1, p ? "peak run time" : "run time", "s", &secs);
		xs_param_num(s, speed ? "tasks" : "copies", &n);
		xs_param_str(s, "variant", t->s + ts->k[i].s, ts->k[i].e - ts->k[i].s);
		xs_printf(metric, sizeof(metric), "%s%s", speed ? "ratio" : "rate", p ? " (peak)" : "");
		s = tk_series(o, i, k + 2, metric, NULL, &fig);
		xs_param_num(s, speed ? "tasks" : "copies", &n);
		xs_param_str(s, "variant", t->s + ts->k[i].s, ts->k[i].e - ts->k[i].s);
		k += 3;
		if (k <= e && ts_is(t, ts, k, "*"))
			k++;            /* the median run's mark */
	}
}

/* " Est. SPECrate(R)2017_int_base   671", "SPECspeed(R)2017_fp_peak  Not Run": the overall line */
static int overall(struct tout *o, int i, int e)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	char name[48];
	const char *p, *r;
	size_t n;
	struct xnum x;

	if (ts_is(t, ts, i, "Est."))
		i++;
	if (i >= e || !tk_opens(t, ts, i, "SPEC"))
		return 0;
	if (i + 1 == e && tk_plain_num(t, ts, e, &x)) {
		p = t->s + ts->k[i].s;
		n = ts->k[i].e - ts->k[i].s;
		/* "SPECrate(R)2017_int_base": the mark off */
		r = memmem(p, n, "(R)", 3);
		if (r)
			xs_printf(name, sizeof(name), "%.*s%.*s", (int)(r - p), p, (int)(n - (size_t)(r - p) - 3), r + 3);
		else
			xs_printf(name, sizeof(name), "%.*s", (int)n, p);
		tk_series(o, i, e, name, NULL, &x);
	}
	return 1;
}

/* The header's lines over "Benchmarks ...": words of its own only ("Estimated", "Base",
 * "Peak"); the first token of the first of them */
static int header_top(const struct text *t, const struct tstream *ts, int i)
{
	static const char *const words[] = { "Estimated", "Base", "Peak", NULL };
	int a;

	for (int up = 0; up < 2; up++) {
		int ok = 1;
		a = ts_line_before(ts, i);
		if (a < 0 || ts->line[a] != ts->line[i] - 1)
			break;
		for (int k = a; k < i && ok; k++) {
			ok = 0;
			for (const char *const *w = words; *w; w++)
				ok |= ts_is(t, ts, k, *w);
		}
		if (!ok)
			break;
		i = a;
	}
	return i;
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int speed = header(t, ts, i) == 2, l = ts_line_last(ts, i) + 1, last = ts_line_last(ts, i), rows = 0;
	struct tout o;

	tk_begin(&o, r, ts, header_top(t, ts, i), "spec-cpu");
	/* the rule under the header */
	if (l < ts->n && t->s[ts->k[l].s] == '-') {
		last = ts_line_last(ts, l);
		l = last + 1;
	}
	while (l < ts->n && rows++ < SPEC_ROWS) {
		int e = ts_line_last(ts, l);
		if (bench_name(t, ts, l))
			bench_row(&o, l, e, speed);
		else if (!overall(&o, l, e))
			break;
		last = e;
		l = e + 1;
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return ts_line_start(ts, i) && header(r->t, ts, i) && tk_readable(r, ts, i);
}

void rec_speccpu(struct xresult *r)
{
	tk_scan(r, "Benchmarks", starts, report);
}
