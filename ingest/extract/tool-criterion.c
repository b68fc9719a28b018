/* tool-criterion.c: Rust criterion's report: "NAME  time: [lo mid hi]", its change line and outlier count */
#include <stdio.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * criterion (criterion.rs, src/report.rs CliReport) prints a benchmark as
 *
 *   spawn_many              time:   [4.9812 ms 5.0437 ms 5.1104 ms]
 *                           thrpt:  [1.9568 Melem/s 1.9826 Melem/s 2.0075 Melem/s]
 *                           change: [-14.312% -12.871% -11.402%] (p = 0.00 < 0.05)
 *                           Performance has improved.
 *   Found 4 outliers among 100 measurements (4.00%)
 *     3 (3.00%) high mild
 *
 * (a name too long for its column on a line of its own above "time:").
 * A series per benchmark and measure: params.variant the name, metric
 * "time" (or "throughput"), the middle figure the value (the two beside
 * it bound its confidence interval: no figures of runs), n the
 * measurements the outlier line counts.  Names that are a group over the
 * functions it compares ("spawn_many/tokio", "spawn_many/smol",
 * "yield_many/tokio" ...: every function in every group) label each series
 * by its function, the group its variant.  The change is against a
 * baseline whose figures the output does not print: no series to compare,
 * it is left to the claims.  Cargo's "Finished" and "Running" lines
 * above belong to the output; the title above them names it.
 */

/* "[4.9812 ms 5.0437 ms 5.1104 ms]" at token i: the middle figure and its unit; 1 when read */
static int interval(const struct text *t, const struct tstream *ts, int i, struct xnum *x, char *unit)
{
	struct xnum lo;

	if (i + 5 >= ts->n || ts->line[i + 5] != ts->line[i] || t->s[ts->k[i].s] != '[' ||
	    t->s[ts->k[i + 5].e - 1] != ']' || !ts_num(t, ts->k[i].s + 1, ts->k[i].e, &lo) ||
	    !tk_plain_num(t, ts, i + 2, x) || ts->k[i + 3].e - ts->k[i + 3].s >= TK_UNIT)
		return 0;
	snprintf(unit, TK_UNIT, "%.*s", (int)(ts->k[i + 3].e - ts->k[i + 3].s), t->s + ts->k[i + 3].s);
	return 1;
}

/* The benchmark's name for "time:" at token i: the words before it, else the line above */
static int bench_name(const struct text *t, const struct tstream *ts, int i, size_t *s, size_t *e)
{
	int j = i;

	while (j > 0 && ts->line[j - 1] == ts->line[i])
		j--;
	if (j == i) {
		if (j == 0 || ts->line[j - 1] != ts->line[i] - 1 || !ts_line_start(ts, j - 1))
			return 0;
		for (j--; j > 0 && ts->line[j - 1] == ts->line[i] - 1; j--)
			;
	}
	if (!ts_line_start(ts, j))
		return 0;
	*s = ts->k[j].s;
	*e = ts->k[ts->line[i - 1] == ts->line[j] ? i - 1 : j].e;
	return *e > *s;
}

/* The line opening at token k: its last token */
static int line_end(const struct tstream *ts, int k)
{
	while (k + 1 < ts->n && ts->line[k + 1] == ts->line[k])
		k++;
	return k;
}

/*
 * Line k (a line's first token) goes on with the benchmark above: "change:
 * [...] (p = ...)", a verdict ("Performance has improved.", "No change in
 * performance detected.", "Change within noise threshold."), "Found 4
 * outliers among 100 measurements (4.00%)" (the measurements into *n) or
 * "3 (3.00%) high mild"
 */
static int bench_tail(const struct text *t, const struct tstream *ts, int k, struct xnum *n)
{
	int e = line_end(ts, k);

	if (ts_is(t, ts, k, "change:") || ts_is(t, ts, k, "Performance") || tk_words(t, ts, k, "No change in") ||
	    tk_words(t, ts, k, "Change within noise"))
		return 1;
	if (e - k == 6 && ts_is(t, ts, k, "Found") && ts_is(t, ts, k + 2, "outliers") &&
	    ts_is(t, ts, k + 3, "among") && ts_is(t, ts, k + 5, "measurements"))
		return tk_plain_num(t, ts, k + 4, n);
	return e - k == 3 && (ts_is(t, ts, e, "mild") || ts_is(t, ts, e, "severe"));
}

/* The next benchmark's "time:" after token last: on the next line, or under its name's line */
static int next_bench(const struct text *t, const struct tstream *ts, int last)
{
	int k;

	for (k = last + 1; k < ts->n && ts->line[k] <= ts->line[last] + 3; k++)
		if (ts_is(t, ts, k, "time:"))
			return k;
	return -1;
}

#define GRID_MAX 32

/* Series s's name cut at its last '/': the group before it, the function after it, 1 when so */
static int name_parts(const struct xseries *s, const char **name, size_t *group)
{
	const struct xparam *v = xs_param(s, "variant");
	const char *sl;

	if (!v || !(sl = strrchr(v->str, '/')) || sl == v->str || !sl[1])
		return 0;
	*name = v->str;
	*group = (size_t)(sl - v->str);
	return 1;
}

/* One of the first i strings of list (their lengths in lens) is [p, p + len) */
static int seen(const char *const *list, const size_t *lens, int i, const char *p, size_t len)
{
	for (int k = 0; k < i; k++)
		if (lens[k] == len && !memcmp(list[k], p, len))
			return 1;
	return 0;
}

/*
 * "spawn_many/tokio", "spawn_many/async-std", "yield_many/tokio", ...: a
 * criterion group (what ran) over the functions it compares (what it ran
 * on), every function in every group.  Such a grid names each series by its
 * function, the group its variant; names of one group, or that do not fill
 * the grid, stay as printed.
 */
static void grid_names(struct xresult *r, int s0, int s1)
{
	const char *groups[GRID_MAX], *funcs[GRID_MAX];
	size_t glen[GRID_MAX], flen[GRID_MAX];
	int ng = 0, nf = 0, n = 0;

	for (int i = s0; i < s1; i++) {
		const char *name;
		size_t g;
		if (strcmp(r->series[i].metric, "time"))
			continue;
		if (!name_parts(&r->series[i], &name, &g) || ng == GRID_MAX || nf == GRID_MAX)
			return;
		if (!seen(groups, glen, ng, name, g))
			groups[ng] = name, glen[ng++] = g;
		if (!seen(funcs, flen, nf, name + g + 1, strlen(name + g + 1)))
			funcs[nf] = name + g + 1, flen[nf] = strlen(name + g + 1), nf++;
		n++;
	}
	if (ng < 2 || nf < 2 || n != ng * nf)
		return;
	for (int i = s0; i < s1; i++) {
		char group[128];
		const char *name;
		size_t g;
		if (!name_parts(&r->series[i], &name, &g))
			continue;
		tk_label(&r->series[i], name + g + 1);
		snprintf(group, sizeof(group), "%.*s", (int)g, name);
		xs_param_str(&r->series[i], "variant", group, strlen(group));
	}
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	int j = i, last = -1, at, first, k;
	size_t ns, ne;

	if (!bench_name(t, ts, i, &ns, &ne))
		return i;
	for (first = i; first > 0 && ts->k[first - 1].s >= ns; first--)
		;
	/* cargo's "Finished ..." and "Running ..." lines right above */
	for (k = first - 1; k >= 0 && ts->line[k] == ts->line[first] - 1;) {
		while (k > 0 && ts->line[k - 1] == ts->line[k])
			k--;
		if (!ts_is(t, ts, k, "Finished") && !ts_is(t, ts, k, "Running"))
			break;
		first = k--;
	}
	tk_begin(&o, r, ts, first, NULL);
	while (j >= 0 && bench_name(t, ts, j, &ns, &ne)) {
		struct xseries *s[2];
		int nser = 0;
		struct xnum x, n = { 0 };
		char unit[TK_UNIT];
		for (at = j; nser < 2 && at < ts->n && (ts_is(t, ts, at, "time:") || ts_is(t, ts, at, "thrpt:")) &&
			     interval(t, ts, at + 1, &x, unit); at += 7) {
			s[nser] = tk_series(&o, at, at + 6, ts_is(t, ts, at, "time:") ? "time" : "throughput", unit, &x);
			xs_param_str(s[nser++], "variant", t->s + ns, ne - ns);
			last = at + 6;
		}
		if (!nser)
			break;
		while (last + 1 < ts->n && ts->line[last + 1] == ts->line[last] + 1 && bench_tail(t, ts, last + 1, &n))
			last = line_end(ts, last + 1);
		for (k = 0; n.set && k < nser; k++) {
			s[k]->sum[SUM_N] = n;
			s[k]->has_summary = 1;
		}
		j = next_bench(t, ts, last);
	}
	if (last >= 0)
		grid_names(r, o.s0, r->nseries);
	if (last < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct xnum x;
	char unit[TK_UNIT];
	size_t s, e;

	return ts_is(r->t, ts, i, "time:") && interval(r->t, ts, i + 1, &x, unit) &&
	       bench_name(r->t, ts, i, &s, &e) && tk_readable(r, ts, i);
}

void rec_criterion(struct xresult *r)
{
	tk_scan(r, "time:   [", starts, report);
	tk_scan(r, "time: [", starts, report);     /* flattened */
}
