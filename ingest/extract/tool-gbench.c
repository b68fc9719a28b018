/* tool-gbench.c: Google Benchmark's console report (Benchmark, Time, CPU, Iterations): a series a benchmark and clock */
#include <stdio.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * google/benchmark's ConsoleReporter prints its context (the date,
 * "Running ./prog", "Run on (32 X 4950.19 MHz CPU s)", "CPU Caches:" and
 * their lines, "Load Average: ...", warnings), then
 *
 *   ---------------------------------------------------------------
 *   Benchmark                      Time             CPU   Iterations
 *   ---------------------------------------------------------------
 *   BM_SubmitWait/threads:4     6117 ns         3982 ns       175932
 *   BM_SubmitWait/threads:4_mean 6120 ns        3990 ns            5
 *
 * (PrintHeader "%-*s %13s %15s %12s", " UserCounters..." or a column a
 * counter after; PrintRunData the name "%-*s ", each time FormatTime's
 * and its unit "%-4s", the iterations "%10lld", counters "name=value").
 * A benchmark's wall time and CPU time are a series each (metric "time"
 * and "cpu time", the unit as printed, lower is better, params.variant the
 * benchmark); its repetitions (the same name again) are runs; the
 * aggregate rows "_mean", "_median" and "_stddev" are its summary, their
 * iterations the repetitions (n), and "_cv" (in %) restates them.  The
 * iterations are the loop's count, no figure; counters are left.  The
 * context lines are the machine's, no figures; the title above them
 * names the build.  Read as printed (a row's columns are its fields).
 */

#define ROW_TOKS 16
#define CONTEXT_LINES 24

static int time_unit(const struct text *t, const struct tok *k)
{
	return tok_is(t, k, "ns") || tok_is(t, k, "us") || tok_is(t, k, "ms") || tok_is(t, k, "s");
}

/* "Benchmark  Time  CPU  Iterations [UserCounters...|counters]" at line l */
static int header(const struct text *t, int l)
{
	struct tok k[ROW_TOKS];
	int n = line_words(t, l, k, ROW_TOKS);

	return n >= 4 && tok_is(t, &k[0], "Benchmark") && tok_is(t, &k[1], "Time") && tok_is(t, &k[2], "CPU") &&
	       tok_is(t, &k[3], "Iterations");
}

static int dashes(const struct text *t, int l)
{
	const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end;

	if (e - p < 20)
		return 0;
	for (; p < e; p++)
		if (*p != '-')
			return 0;
	return 1;
}

/* A line of the context printed before the table (or a cache's line under "CPU Caches:") */
static int context_line(const struct text *t, int l)
{
	static const char *const opens[] = { "Running ", "Run on (", "CPU Caches:", "Load Average:", "***WARNING***",
		"L1 ", "L2 ", "L3 ", "L4 ", NULL };
	const char *p = t->s + t->l[l].start;
	size_t n = t->l[l].end - t->l[l].start;

	while (n && (*p == ' ' || *p == '\t'))
		p++, n--;

	for (const char *const *o = opens; *o; o++)
		if (n >= strlen(*o) && !strncmp(p, *o, strlen(*o)))
			return 1;
	/* the date: "2024-01-09T10:14:22+01:00" */
	return n >= 19 && n <= 32 && p[4] == '-' && p[7] == '-' && p[10] == 'T' && p[13] == ':';
}

/* The first line of the output whose table header is at line h: the context's first */
static int first_line(const struct text *t, int h)
{
	int l = h - 1, first = h;

	if (l >= 0 && dashes(t, l))
		first = l--;
	for (; l >= 0 && l >= h - CONTEXT_LINES && t->l[l].depth == t->l[h].depth && context_line(t, l); l--)
		first = l;
	return first;
}

/* The series of the output for benchmark NAME (n bytes) and METRIC, or NULL */
static struct xseries *find(struct tout *o, const char *name, size_t n, const char *metric)
{
	for (int i = o->s0; i < o->r->nseries; i++) {
		struct xseries *s = &o->r->series[i];
		const struct xparam *v = xs_param(s, "variant");
		if (!strcmp(s->metric, metric) && v && strlen(v->str) == n && !strncmp(v->str, name, n))
			return s;
	}
	return NULL;
}

/* "_mean", "_median", "_stddev", "_cv" closing the name: the summary field (-2 for cv), the
 * name's length less it; -1 when none */
static int aggregate(const char *p, size_t n, size_t *base)
{
	static const struct { const char *sfx; int field; } ag[] = {
		{ "_mean", SUM_MEAN }, { "_median", SUM_MEDIAN }, { "_stddev", SUM_STDDEV }, { "_cv", -2 },
	};

	for (size_t i = 0; i < sizeof(ag) / sizeof(ag[0]); i++) {
		size_t sl = strlen(ag[i].sfx);
		if (n > sl && !strncmp(p + n - sl, ag[i].sfx, sl)) {
			*base = n - sl;
			return ag[i].field;
		}
	}
	*base = n;
	return -1;
}

/* One clock's figure of a row (tokens [first, last]): a run of the benchmark's series, or its
 * summary field */
static void figure(struct tout *o, int first, int last, const char *name, size_t n, int field,
		   const char *metric, const struct xnum *x, const struct xnum *iters, const char *unit)
{
	struct xseries *s = find(o, name, n, metric);
	size_t end = o->ts->k[last].e;

	if (!s || (field == -1 && !s->nvalues)) {
		s = tk_series(o, first, last, metric, unit, field == -1 ? x : NULL);
		xs_param_str(s, "variant", name, n);
		memcpy(s->better, "lower", sizeof("lower"));
	} else if (field == -1)
		xs_value(s, x);
	if (field >= 0) {
		s->sum[field] = *x;
		if (!s->sum[SUM_N].set)
			s->sum[SUM_N] = *iters;
		s->has_summary = 1;
	}
	if (end > s->span[1])
		s->span[1] = end;
}

/* A token of dashes only: the rules around the header */
static int rule(const struct text *t, const struct tstream *ts, int i)
{
	const struct tok *k = &ts->k[i];

	return k->e - k->s >= 20 && strspn(t->s + k->s, "-") == k->e - k->s;
}

/*
 * A row from token a: "NAME  6117 ns  3982 ns  175932" ("0.70 %  0.22 %" for a _cv row), then
 * its counters ("items_per_second=1.2M/s"), on its line when printed; its last token, else -1
 */
static int row(struct tout *o, int a)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	const struct tok *k = &ts->k[a];
	struct xnum wall, cpu, iters;
	char unit[8];
	size_t base, ul;
	int field, last = a + 5, flat = ts_flat(t, ts, a);

	if (a + 5 >= ts->n || (!flat && (!ts_line_start(ts, a) || ts->line[a + 5] != ts->line[a])) ||
	    tk_num(t, ts, a, NULL, NULL) || !ts_num(t, k[1].s, k[1].e, &wall) || !ts_num(t, k[3].s, k[3].e, &cpu) ||
	    !tk_plain_num(t, ts, a + 5, &iters) || (ul = k[2].e - k[2].s) != k[4].e - k[4].s ||
	    memcmp(t->s + k[2].s, t->s + k[4].s, ul) || ul >= sizeof(unit))
		return -1;
	/* the counters after the iterations: "name=value" */
	while (last + 1 < ts->n && (flat || ts->line[last + 1] == ts->line[a]) &&
	       memchr(t->s + ts->k[last + 1].s, '=', ts->k[last + 1].e - ts->k[last + 1].s))
		last++;
	if (!flat && !ts_line_end(ts, last))
		return -1;
	field = aggregate(t->s + k->s, k->e - k->s, &base);
	if (tok_is(t, &k[2], "%"))
		return field == -2 ? last : -1;   /* a _cv row restates the others */
	if (!time_unit(t, &k[2]) || field == -2)
		return -1;
	snprintf(unit, sizeof(unit), "%.*s", (int)ul, t->s + k[2].s);
	figure(o, a, last, t->s + k->s, base, field, "time", &wall, &iters, unit);
	figure(o, a, last, t->s + k->s, base, field, "cpu time", &cpu, &iters, unit);
	return last;
}

static int table(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	int last = i + 3, j = i, e;

	/* printed, the output begins at its context: the title above that names it */
	if (!ts_flat(t, ts, i)) {
		int start = first_line(t, ts->line[i]);
		while (j > 0 && ts->line[j - 1] >= start)
			j--;
	}
	tk_begin(&o, r, ts, j, NULL);
	/* "UserCounters..." or a tabular counter's name a column */
	while (last + 1 < ts->n && !rule(t, ts, last + 1) && !ts_flat(t, ts, i) && ts->line[last + 1] == ts->line[i])
		last++;
	for (;;) {
		if (last + 1 < ts->n && rule(t, ts, last + 1))
			last++;
		else if ((e = row(&o, last + 1)) >= 0)
			last = e;
		else
			break;
	}
	if (o.s0 == r->nseries || !tk_end(&o, last, prev))
		return i;
	return last;
}

/* "Benchmark Time CPU Iterations" at i, a printed line's start or anywhere on a flattened one */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	return tk_words(t, ts, i, "Benchmark Time CPU Iterations") &&
	       (ts_flat(t, ts, i) || (ts_line_start(ts, i) && header(t, ts->line[i]))) && tk_readable(r, ts, i);
}

void rec_gbench(struct xresult *r)
{
	tk_scan(r, "Iterations", starts, table);
}
