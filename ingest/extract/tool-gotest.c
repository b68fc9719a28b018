/* tool-gotest.c: `go test -bench` result lines: a series per benchmark and measure, repeated lines (-count) its runs */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "labels.h"
#include "tool.h"
#include "../../core/buf.h"
#include "../../core/banned.h"

/*
 * go test -bench prints a line a benchmark run (testing.BenchmarkResult's
 * String and the -benchmem columns):
 *
 *   BenchmarkChanSync-4   	 1000000	      1803 ns/op	       0 B/op	       0 allocs/op
 *   BenchmarkCopy/size=64-8	20000000	        61.2 ns/op	1045.24 MB/s
 *
 * the name (with its GOMAXPROCS after a '-' unless 1), the iterations (a
 * count, no result), then each measure as a figure and its unit.  A
 * series per benchmark and measure: params.variant the name, metric
 * "time/op" (ns), "alloc/op" (B), "allocs/op", "speed" (MB/s) or a custom
 * measure's unit.  The same benchmark again (-count N) is another run of
 * its series.  Lines one after another, with "goos:", "PASS" or "ok  pkg
 * 1.2s" around them, are one output, named by the title above it; one
 * benchmark at several GOMAXPROCS (-cpu 1,2,4) is named by each.
 */

#define GT_SERIES 192

struct gtout {
	struct tout o;
	int idx[GT_SERIES];
	int n;
};

/* The metric and unit benchstat names a measure by */
static void measure(const char *u, size_t n, char *metric, size_t mn, char *unit, size_t un)
{
	if (n == 5 && !memcmp(u, "ns/op", 5)) {
		snprintf(metric, mn, "time/op");
		snprintf(unit, un, "ns");
	} else if (n == 4 && !memcmp(u, "B/op", 4)) {
		snprintf(metric, mn, "alloc/op");
		snprintf(unit, un, "B");
	} else if (n == 9 && !memcmp(u, "allocs/op", 9)) {
		snprintf(metric, mn, "allocs/op");
		unit[0] = '\0';
	} else if (n == 4 && !memcmp(u, "MB/s", 4)) {
		snprintf(metric, mn, "speed");
		snprintf(unit, un, "MB/s");
	} else {
		snprintf(metric, mn, "%.*s", (int)n, u);
		snprintf(unit, un, "%.*s", (int)n, u);
	}
}

/* The output's series of benchmark B and METRIC, or a new one */
static struct xseries *series_of(struct gtout *g, const char *bench, size_t bn, const char *metric,
				 const char *unit, int first, int last)
{
	struct xresult *r = g->o.r;
	struct xseries *s;

	for (int i = 0; i < g->n; i++) {
		s = &r->series[g->idx[i]];
		if (!strcmp(s->metric, metric) && s->nparams && strlen(s->params[0].str) == bn &&
		    !memcmp(s->params[0].str, bench, bn))
			return s;
	}
	if (g->n == GT_SERIES)
		return NULL;
	s = tk_series(&g->o, first, last, metric, unit, NULL);
	xs_param_str(s, "variant", bench, bn);
	g->idx[g->n++] = (int)(s - r->series);
	return s;
}

/* "...  8000000   1879" over "ns/op   272.55 MB/s": a mailer wrapped the result line before
 * the unit at token u; the line after it goes on with the measures */
static int wrapped_unit(const struct text *t, const struct tstream *ts, int i, int u)
{
	return ts->line[u] == ts->line[i] + 1 && ts_line_start(ts, u) && tk_ends(t, ts, u, "/op");
}

/* A result line at token i: "BenchmarkX-4  1000000  1803 ns/op ..."; its last token, else -1 */
static int result_line(struct gtout *g, int i)
{
	const struct text *t = g->o.r->t;
	const struct tstream *ts = g->o.ts;
	const char *name = t->s + ts->k[i].s;
	size_t bn = ts->k[i].e - ts->k[i].s;
	struct xnum count, x;
	int j, last = -1;

	if (bn <= 9 || bn >= sizeof(((struct xparam *)0)->str) || strncmp(name, "Benchmark", 9) ||
	    !ts_line_start(ts, i) || !tk_plain_num(t, ts, i + 1, &count) || ts->line[i + 1] != ts->line[i])
		return -1;
	for (j = i + 2; j + 1 < ts->n && (ts->line[j + 1] == ts->line[j] || wrapped_unit(t, ts, i, j + 1)) &&
			ts->line[j] <= ts->line[i] + 1 && tk_plain_num(t, ts, j, &x); j += 2) {
		char metric[48], unit[24];
		struct xseries *s;
		measure(t->s + ts->k[j + 1].s, ts->k[j + 1].e - ts->k[j + 1].s, metric, sizeof(metric), unit,
			sizeof(unit));
		if (!(s = series_of(g, name, bn, metric, unit, i, j + 1)))
			break;
		xs_value(s, &x);
		if (ts->k[j + 1].e > s->span[1])
			s->span[1] = ts->k[j + 1].e;
		last = j + 1;
	}
	return last;
}

/* "PASS", "ok  	runtime	14.117s", "goos: linux", "pkg: runtime", "cpu: ...": around the results */
static int frame_line(const struct text *t, const struct tstream *ts, int i)
{
	return ts_line_start(ts, i) && (ts_is(t, ts, i, "PASS") || ts_is(t, ts, i, "ok") || ts_is(t, ts, i, "goos:") ||
					ts_is(t, ts, i, "goarch:") || ts_is(t, ts, i, "pkg:") || ts_is(t, ts, i, "cpu:"));
}

/* Name's GOMAXPROCS: the number after its last '-' ("BenchmarkX-4"), else 1; *base its length less it */
static long procs_of(const char *name, size_t *base)
{
	const char *dash = strrchr(name, '-');

	*base = strlen(name);
	if (!dash || !dash[1] || strspn(dash + 1, "0123456789") != strlen(dash + 1))
		return 1;
	*base = (size_t)(dash - name);
	return strtol(dash + 1, NULL, 10);
}

/*
 * "go test -bench . -cpu 1,2": one benchmark at two GOMAXPROCS ("BenchmarkX",
 * "BenchmarkX-2") is one benchmark under two settings: each series named by
 * its GOMAXPROCS, as the title above cannot name them apart
 */
static void name_procs(struct gtout *g)
{
	struct xresult *r = g->o.r;

	for (int i = 0; i < g->n; i++) {
		struct xseries *s = &r->series[g->idx[i]];
		size_t bi, bj;
		long pi = procs_of(s->params[0].str, &bi);
		for (int j = 0; j < g->n; j++) {
			const struct xseries *o = &r->series[g->idx[j]];
			long pj = procs_of(o->params[0].str, &bj);
			if (pj != pi && bi == bj && !strncmp(s->params[0].str, o->params[0].str, bi)) {
				/* under a build's title ("6.1 + patch:") the build and the setting */
				if (g->o.title[0] && label_has_build(g->o.title))
					xs_printf(s->label, sizeof(s->label), "%s, GOMAXPROCS=%ld", g->o.title, pi);
				else
					xs_printf(s->label, sizeof(s->label), "GOMAXPROCS=%ld", pi);
				break;
			}
		}
	}
}

static int output(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	struct gtout *g = xmalloc(sizeof(*g));
	int j = i, last = -1, at;

	g->n = 0;
	/* "goos: linux" ... "PASS" right above the first result: the output starts there, its
	 * title above them */
	for (at = i; at > 0; at = j) {
		for (j = at - 1; j > 0 && !ts_line_start(ts, j); j--)
			;
		if (ts->line[j] + 1 != ts->line[at] || !frame_line(r->t, ts, j))
			break;
	}
	tk_begin(&g->o, r, ts, at, NULL);
	j = i;
	while (j < ts->n) {
		int frame = 0;
		if ((at = result_line(g, j)) >= 0)
			last = at;
		else if (!(frame = frame_line(r->t, ts, j)) || last < 0)
			break;
		for (j++; j < ts->n && !ts_line_start(ts, j); j++)
			;
		if (frame)
			last = j - 1;   /* "ok  runtime 14.117s" closing it is its own, no figure */
		if (j < ts->n && ts->line[j] > ts->line[j - 1] + 1)
			break;          /* a blank line: the output ends */
	}
	name_procs(g);
	if (last < 0 || !tk_end(&g->o, last, prev))
		last = i;
	free(g);
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	return ts_line_start(ts, i) && tk_opens(t, ts, i, "Benchmark") && i + 2 < ts->n &&
	       ts->line[i + 2] == ts->line[i] && tk_plain_num(t, ts, i + 1, NULL) && tk_readable(r, ts, i);
}

void rec_gotest(struct xresult *r)
{
	/* every result line holds its time per op; "Benchmark" alone is a word of prose */
	tk_scan(r, "ns/op", starts, output);
}
