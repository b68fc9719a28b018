/* tool-interbench.c: interbench's sections: a row per load, the latency's mean +/- SD and max, % desired CPU, % deadlines met */
#include <stdio.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * interbench (Con Kolivas, 2006-2009) prints a run as
 *
 *   Benchmarking kernel 2.6.21-rc5 at datestamp 200703262158
 *
 *   --- Benchmarking simulated cpu of Video in the presence of simulated ---
 *   Load	Latency +/- SD (ms)  Max Latency   % Desired CPU  % Deadlines Met
 *   None	  0.019 +/- 0.0274       0.31		   100	          100
 *   X	   2.58 +/- 7.52           50		  88.4	         81.2
 *
 * (the Gaming section has no "% Deadlines Met"; older versions print "% Dropped
 * Frames" in its place for Video).  Each row is a load the
 * simulated task ran beside: series latency (ms) with no values and a
 * summary, its mean, SD and maximum (the latencies themselves are never
 * printed, as ping's rtt), desired cpu and deadlines met (%), each with
 * params.test the simulated task and params.variant the load.
 * The label is the kernel the run's banner names, else the output's title.
 */

#define BANNER_BACK 400    /* tokens back to the run's "Benchmarking kernel" line */

/* "--- Benchmarking simulated cpu of NAME in the presence of simulated ---" at i: NAME's token */
static int section(const struct text *t, const struct tstream *ts, int i)
{
	return ts_is(t, ts, i, "---") && tk_words(t, ts, i + 1, "Benchmarking simulated cpu of") &&
	       tk_words(t, ts, i + 6, "in the presence of simulated") ? i + 5 : -1;
}

/* The header after the section line at h: its tokens, whether it has "% Deadlines Met" */
static int header(const struct text *t, const struct tstream *ts, int h, int *met)
{
	int n = tk_words(t, ts, h, "Load Latency +/- SD (ms) Max Latency % Desired CPU");

	/* older versions print "% Dropped Frames" for Video */
	*met = !n ? 0 : tk_words(t, ts, h + n, "% Deadlines Met") ? 1 : tk_words(t, ts, h + n, "% Dropped Frames") ? 2 : 0;
	return n ? n + (*met ? 3 : 0) : 0;
}

/*
 * The kernel of the run: "Benchmarking kernel K at datestamp D" before token
 * i.  Its line and the "Using N loops per ms, running every load for N
 * seconds" line above it are the run's banner, no figures: claimed.
 */
static void kernel_of(struct xresult *r, const struct tstream *ts, int i, char *out, size_t n)
{
	const struct text *t = r->t;
	int j, u;

	for (j = i - 1; j >= 1 && j > i - BANNER_BACK; j--)
		if (ts_is(t, ts, j, "kernel") && ts_is(t, ts, j - 1, "Benchmarking") && j + 1 < ts->n) {
			snprintf(out, n, "%.*s", (int)(ts->k[j + 1].e - ts->k[j + 1].s), t->s + ts->k[j + 1].s);
			if (ts_line_start(ts, j - 1) && !ts_flat(t, ts, j - 1))
				r->used[ts->line[j - 1]] = 1;
			for (u = j - 2; u >= 0 && u > j - 16 && !ts_is(t, ts, u, "Using"); u--)
				;
			if (u >= 0 && ts_is(t, ts, u, "Using") && tk_words(t, ts, u + 2, "loops per ms,") &&
			    ts_line_start(ts, u) && !ts_flat(t, ts, u))
				r->used[ts->line[u]] = 1;
			return;
		}
}

/* Series s is of row i's load and the simulated TEST */
static struct xseries *named(struct tout *o, struct xseries *s, int i, const char *better, const char *test, size_t tn)
{
	const struct text *t = o->r->t;

	snprintf(s->better, sizeof(s->better), "%s", better);
	xs_param_str(s, "test", test, tn);
	xs_param_str(s, "variant", t->s + o->ts->k[i].s, o->ts->k[i].e - o->ts->k[i].s);
	return s;
}

static struct xseries *figure(struct tout *o, int i, int at, const char *metric, const char *unit,
			      const char *better, const char *test, size_t tn)
{
	struct xnum x;

	if (!tk_plain_num(o->r->t, o->ts, at, &x))
		return NULL;
	return named(o, tk_series(o, at, at, metric, unit, &x), i, better, test, tn);
}

/* A load's row at i: "None 0.019 +/- 0.0274 0.31 100 100"; its tokens, else 0 */
static int row(struct tout *o, int i, int met, const char *test, size_t tn)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	int n = met ? 7 : 6;
	struct xnum sd, x, max;
	struct xseries *s;

	if (i + n > ts->n || !(ts_line_start(ts, i) || ts_flat(t, ts, i)) || !ts_is(t, ts, i + 2, "+/-") ||
	    tk_plain_num(t, ts, i, &x) || !tk_plain_num(t, ts, i + 1, &x) || !tk_plain_num(t, ts, i + 3, &sd))
		return 0;
	/* the latencies themselves are never printed: their mean, SD and maximum, as ping's rtt */
	if (tk_plain_num(t, ts, i + 4, &max)) {
		s = named(o, tk_series(o, i + 1, i + 4, "latency", "ms", NULL), i, "lower", test, tn);
		s->sum[SUM_MEAN] = x;
		s->sum[SUM_STDDEV] = sd;
		s->sum[SUM_MAX] = max;
		s->has_summary = 1;
	}
	figure(o, i, i + 5, "desired cpu", "%", "higher", test, tn);
	if (met)
		figure(o, i, i + 6, met == 2 ? "dropped frames" : "deadlines met", "%", met == 2 ? "lower" : "higher",
		       test, tn);
	return n;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	char kernel[sizeof(o.head.label)] = "";
	int name = section(t, ts, i), h, met, used, j, k;

	if (name < 0 || !(h = header(t, ts, i + 12, &met)))
		return i;
	tk_begin(&o, r, ts, i, "interbench");
	kernel_of(r, ts, i, kernel, sizeof(kernel));
	/* "[...]" over a row or between rows: a post cut to the rows it speaks of */
	for (j = tk_past_cut(t, ts, i + 12 + h);
	     (used = row(&o, j, met, t->s + ts->k[name].s, ts->k[name].e - ts->k[name].s));
	     j = tk_past_cut(t, ts, j + used))
		;
	for (k = o.s0; kernel[0] && k < r->nseries; k++)
		snprintf(r->series[k].label, sizeof(r->series[k].label), "%s", kernel);
	if (!tk_end(&o, j - 1, prev))
		return i;
	return j - 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return section(r->t, ts, i) >= 0 && tk_readable(r, ts, i);
}

void rec_interbench(struct xresult *r)
{
	tk_scan(r, "Benchmarking simulated", starts, block);
}
