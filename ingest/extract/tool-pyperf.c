/* tool-pyperf.c: pyperf's results (pyperformance, pyperf timeit/show/compare_to): "Mean +- std dev" lines, compare_to's lists and tables */
#include <stdio.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * pyperf (pyperf/_cli.py, _compare.py) prints a benchmark's result as
 *
 *   json_loads: Mean +- std dev: 41.2 us +- 0.6 us           (show, timeit)
 *
 * and `pyperf compare_to ref.json changed.json` a line a benchmark
 *
 *   json_loads: Mean +- std dev: [ref] 41.2 us +- 0.6 us -> [changed] 41.9 us +- 0.5 us: 1.02x slower
 *
 * (older releases said "Median +- std dev"; -G's "- NAME: V -> V: R faster" lists under
 * "Faster (4):" are not read), then
 * "Benchmark hidden because not significant (3): ..." and "Geometric mean: 1.04x faster";
 * with --table a markdown or reStructuredText table:
 *
 *   | Benchmark       | ref     | changed               |
 *   | concurrent_imap | 1.24 ms | 1.13 ms: 1.10x faster |
 *   | Geometric mean  | (ref)   | 1.01x faster          |
 *
 * A series per benchmark and file: label the file (its name without ".json"), params.variant
 * the benchmark, metric "time" (a size: "memory"; a count: "value"), lower is better, the
 * mean its value and the std dev its summary's.  Each changed file's result is compared with
 * the reference's: `delta` the ratio as printed ("1.02x"), its text saying which way.  The
 * geometric mean summarises benchmarks, no benchmark: it is claimed, not read.
 */

#define PP_NAME 64
#define PP_FILES 6

struct side {
	struct xnum v, sd;
	char unit[TK_UNIT];
	char name[PP_NAME];
	int first, last;          /* tokens */
};

struct verdict {
	struct xnum ratio;
	int slower, same;
	int first, last;          /* tokens: "1.02x slower" */
	size_t s, e;              /* its bytes */
};

/* "sec", "ms" ... (format_timedelta), "kB" ... (format_filesize): unit into out */
static int unit_word(const char *p, size_t n, char *out)
{
	static const char *const units[] = { "sec", "ms", "us", "ns", "B", "kB", "MB", "GB", "bytes", NULL };

	if (n && p[n - 1] == ':')
		n--;
	for (const char *const *u = units; *u; u++)
		if (strlen(*u) == n && !memcmp(p, *u, n)) {
			snprintf(out, TK_UNIT, "%s", !strcmp(*u, "sec") ? "s" : *u);
			return 1;
		}
	return 0;
}

static int ends_colon(const struct text *t, const struct tstream *ts, int i)
{
	return t->s[ts->k[i].e - 1] == ':';
}

/* "V [unit] [+- S [unit]]" at i: *d; the token after it; *colon when its last token ends in ':' */
static int figure(const struct text *t, const struct tstream *ts, int i, struct side *d, int *colon)
{
	char u[TK_UNIT];
	int l;

	*colon = 0;
	if (i >= ts->n || !tk_plain_num(t, ts, i, &d->v))
		return 0;
	l = ts->line[i];
	d->first = i;
	d->unit[0] = '\0';
	for (int pass = 0; pass < 2; pass++) {
		d->last = i;
		if (++i < ts->n && ts->line[i] == l && unit_word(t->s + ts->k[i].s, ts->k[i].e - ts->k[i].s, u)) {
			memcpy(d->unit, u, TK_UNIT);
			d->last = i;
			if (ends_colon(t, ts, i)) {
				*colon = 1;
				return i + 1;
			}
			i++;
		}
		if (pass || i + 1 >= ts->n || !ts_is(t, ts, i, "+-") || !tk_plain_num(t, ts, i + 1, &d->sd))
			break;
		i++;
	}
	return i;
}

/* A result file's name as pyperf prints it: no folder, no ".json" or ".json.gz" */
static void file_stem(char *name)
{
	char *slash = strrchr(name, '/');
	size_t n;

	if (slash && slash[1])
		memmove(name, slash + 1, strlen(slash + 1) + 1);
	n = strlen(name);
	if (n > 8 && !strcmp(name + n - 8, ".json.gz"))
		name[n - 8] = '\0';
	else if (n > 5 && !strcmp(name + n - 5, ".json"))
		name[n - 5] = '\0';
}

/* "[name]" at i (a file's name in brackets, a token or a few): into name; the token after it */
static int bracket_name(const struct text *t, const struct tstream *ts, int i, char *name)
{
	int j;

	if (i >= ts->n || t->s[ts->k[i].s] != '[')
		return i;
	for (j = i; j < ts->n && j < i + 4 && t->s[ts->k[j].e - 1] != ']'; j++)
		;
	if (j >= ts->n || j == i + 4 || ts->k[j].e - ts->k[i].s - 2 >= PP_NAME)
		return i;
	snprintf(name, PP_NAME, "%.*s", (int)(ts->k[j].e - ts->k[i].s - 2), t->s + ts->k[i].s + 1);
	file_stem(name);
	return j + 1;
}

/* "1.02x slower", "1.10x faster", "no change" at i: *v; the token after it, else 0 */
static int verdict(const struct text *t, const struct tstream *ts, int i, struct verdict *v)
{
	memset(v, 0, sizeof(*v));
	v->first = i;
	if (i + 1 < ts->n && ts_is(t, ts, i, "no") && ts_is(t, ts, i + 1, "change")) {
		v->same = 1;
		v->last = i + 1;
		v->s = ts->k[i].s;
		v->e = ts->k[i + 1].e;
		return i + 2;
	}
	if (i + 1 >= ts->n || ts->k[i].e - ts->k[i].s < 2 || t->s[ts->k[i].e - 1] != 'x' ||
	    !ts_num(t, ts->k[i].s, ts->k[i].e - 1, &v->ratio))
		return 0;
	v->ratio.e++;           /* the 'x' is part of what was printed */
	v->slower = ts_is(t, ts, i + 1, "slower");
	if (!v->slower && !ts_is(t, ts, i + 1, "faster"))
		return 0;
	v->last = i + 1;
	v->s = ts->k[i].s;
	v->e = ts->k[i + 1].e;
	return i + 2;
}

/*
 * A result line's part from token i on: "[a] V +- S -> [b] V +- S: R faster" (sides[0..1],
 * *v) or "V +- S" (sides[0]).  The number of sides, the last token used in *last; 0 when
 * it is no such line.
 */
static int result(const struct text *t, const struct tstream *ts, int i, struct side *sides, struct verdict *v,
		  int *last)
{
	int colon, j;

	memset(sides, 0, 2 * sizeof(*sides));
	j = bracket_name(t, ts, i, sides[0].name);
	if (!(j = figure(t, ts, j, &sides[0], &colon)))
		return 0;
	*last = sides[0].last;
	if (colon || j >= ts->n || !ts_is(t, ts, j, "->") || ts->line[j] != ts->line[i])
		return colon ? 0 : 1;
	j = bracket_name(t, ts, j + 1, sides[1].name);
	if (!(j = figure(t, ts, j, &sides[1], &colon)) || !colon || !(j = verdict(t, ts, j, v)))
		return 0;
	*last = j - 1;
	return 2;
}

static const char *metric_of(const char *unit)
{
	if (!unit[0])
		return "value";
	return strchr("smun", unit[0]) && unit[strlen(unit) - 1] == 's' ? "time" : "memory";
}

/* The series of side d over tokens [first, last] of the stream */
static struct xseries *side_series(struct tout *o, int first, int last, const struct side *d, const char *bench,
				   const char *name)
{
	struct xseries *s = tk_series(o, first, last, metric_of(d->unit), d->unit, &d->v);

	snprintf(s->better, sizeof(s->better), "lower");
	if (d->sd.set) {
		s->sum[SUM_STDDEV] = d->sd;
		s->has_summary = 1;
	}
	if (bench[0])
		xs_param_str(s, "variant", bench, strlen(bench));
	if (name && name[0])
		tk_label(s, name);
	return s;
}

static void compare(struct xresult *r, int a, int b, const struct verdict *v, const char *bench)
{
	struct xcomparison *c = xr_cmp(r);

	c->a = a;
	c->b = b;
	c->line = r->series[b].line;
	if (!v->same)
		c->delta = v->ratio;
	c->proven = -1;
	c->span[0] = v->s;
	c->span[1] = v->e;
	memcpy(c->workload, r->series[a].workload, sizeof(c->workload));
	xr_cmp_say(r, c, bench, c->span[0], c->span[1]);
}

/* "pyperf compare_to a.json b.json" (or pyperformance compare) within six lines above LINE:
 * the files' names in order; how many */
static int command_files(const struct text *t, int line, char files[PP_FILES][PP_NAME])
{
	struct tok k[16];
	int u, n, i, nf = 0;

	for (u = line - 1; u >= 0 && u >= line - 6; u--) {
		n = tok_line(t, u, k, 16);
		for (i = 0; i < n && !tok_is(t, &k[i], "compare_to") && !tok_is(t, &k[i], "compare"); i++)
			;
		for (i++; i < n && nf < PP_FILES; i++)
			if (t->s[k[i].s] != '-' && k[i].e - k[i].s < PP_NAME && memmem(t->s + k[i].s, k[i].e - k[i].s, ".json", 5)) {
				snprintf(files[nf], PP_NAME, "%.*s", (int)(k[i].e - k[i].s), t->s + k[i].s);
				file_stem(files[nf++]);
			}
		if (nf)
			return nf;
	}
	return 0;
}

/* The benchmark's name: "NAME:" right before token i on its line, or the title pyperf
 * underlines with '=' two lines above; into bench ("" when none) */
static void bench_name(const struct text *t, const struct tstream *ts, int i, char *bench)
{
	struct tok k[3];
	int l = ts->line[i];

	bench[0] = '\0';
	if (i > 0 && ts->line[i - 1] == l && ends_colon(t, ts, i - 1) && ts->k[i - 1].e - ts->k[i - 1].s < PP_NAME) {
		snprintf(bench, PP_NAME, "%.*s", (int)(ts->k[i - 1].e - ts->k[i - 1].s - 1), t->s + ts->k[i - 1].s);
		return;
	}
	if (l >= 2 && tok_line(t, l - 1, k, 3) == 1 && t->s[k[0].s] == '=' &&
	    strspn(t->s + k[0].s, "=") >= k[0].e - k[0].s && tok_line(t, l - 2, k, 3) == 1 &&
	    k[0].e - k[0].s < PP_NAME)
		snprintf(bench, PP_NAME, "%.*s", (int)(k[0].e - k[0].s), t->s + k[0].s);
}

/* Token i opens a result: "Mean +- std dev:" (or "Median"), or "- NAME: V ... ->" under -G */
static int result_start(const struct text *t, const struct tstream *ts, int i)
{
	if (i + 3 < ts->n && (ts_is(t, ts, i, "Mean") || ts_is(t, ts, i, "Median")) && ts_is(t, ts, i + 1, "+-") &&
	    ts_is(t, ts, i + 2, "std") && ts_is(t, ts, i + 3, "dev:"))
		return i + 4;
	return 0;
}

/* A line of pyperf's own between results: "Not significant!", "Significant (t=...)", the hidden
 * benchmarks, "Geometric mean: ...", "Ignored benchmarks", a title or its underline */
static int own_line(const struct text *t, int l)
{
	struct tok k[4];
	int n = tok_line(t, l, k, 4);

	return n > 0 && (tok_is(t, &k[0], "Significant") || (n >= 2 && tok_is(t, &k[0], "Not") && tok_is(t, &k[1], "significant!")) ||
			 (n >= 3 && tok_is(t, &k[0], "Benchmark") && tok_is(t, &k[1], "hidden")) ||
			 (n >= 2 && tok_is(t, &k[0], "Geometric") && tok_is(t, &k[1], "mean:")) ||
			 (n >= 2 && tok_is(t, &k[0], "Ignored") && tok_is(t, &k[1], "benchmarks")) ||
			 (n == 1 && t->s[k[0].s] == '=' && strspn(t->s + k[0].s, "=") >= k[0].e - k[0].s) ||
			 (n == 1 && l + 1 < t->n && tok_line(t, l + 1, k + 1, 3) == 1 && t->s[k[1].s] == '='));
}

/* Past pyperf's own lines after token last: the first token of the next result's line (its
 * "Mean" or "NAME:"), else -1 */
static int next_result(const struct text *t, const struct tstream *ts, int last)
{
	int k = last + 1;

	while (k < ts->n && ts->line[k] <= ts->line[last] + 6) {
		int e = ts_line_last(ts, k);
		if (result_start(t, ts, k) || (k + 1 <= e && result_start(t, ts, k + 1)))
			return k;
		if (ts_flat(t, ts, k) || !own_line(t, ts->line[k]))
			return -1;
		last = e;
		k = e + 1;
	}
	return -1;
}

static int listing(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	char files[PP_FILES][PP_NAME];
	int nf = command_files(t, ts->line[i], files), j = i, last = -1, first;
	struct tout o;

	first = i > 0 && ts->line[i - 1] == ts->line[i] && ends_colon(t, ts, i - 1) ? i - 1 : i;
	tk_begin(&o, r, ts, first, NULL);
	while (j >= 0) {
		struct side sides[2];
		struct verdict v;
		char bench[PP_NAME];
		int at = result_start(t, ts, j) ? j : j + 1, n, end;
		if (!(at = result_start(t, ts, at)) || !(n = result(t, ts, at, sides, &v, &end)))
			break;
		bench_name(t, ts, at - 4, bench);
		for (int k = 0; k < n; k++)
			if (!sides[k].name[0] && n == 2 && nf == 2)
				memcpy(sides[k].name, files[k], PP_NAME);
		struct xseries *a = side_series(&o, sides[0].first, sides[0].last, &sides[0], bench, sides[0].name);
		int ia = (int)(a - r->series);
		if (n == 2) {
			struct xseries *b = side_series(&o, sides[1].first, sides[1].last, &sides[1], bench, sides[1].name);
			compare(r, ia, (int)(b - r->series), &v, bench);
		}
		/* a flattened line goes on with the next result */
		last = ts_flat(t, ts, end) ? end : ts_line_last(ts, end);
		j = next_result(t, ts, last);
	}
	if (last < 0)
		return i;
	/* the hidden benchmarks and the geometric mean after the last result are pyperf's too */
	for (int k = last + 1; k < ts->n && ts->line[k] <= ts->line[last] + 3 && own_line(t, ts->line[k]);)
		k = (last = ts_line_last(ts, k)) + 1;
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return result_start(r->t, ts, i) && (ts_line_start(ts, i) || (i > 0 && ts_line_start(ts, i - 1)) ||
					     ts_flat(r->t, ts, i)) &&
	       tk_readable(r, ts, i);
}

/* ---- compare_to --table ---- */

#define PP_CELLS (PP_FILES + 2)

struct cellspan {
	size_t s, e;
};

/* Line l's cells between '|' rules, blanks trimmed: how many (0: not a row of them) */
static int row_cells(const struct text *t, int l, struct cellspan *c, int max)
{
	const char *p = t->s + t->l[l].start, *end = t->s + t->l[l].end, *bar = memchr(p, '|', (size_t)(end - p));
	int n = 0;

	if (!bar || end[-1] != '|')
		return 0;
	while (bar < end - 1 && n < max) {
		const char *next = memchr(bar + 1, '|', (size_t)(end - bar - 1)), *a = bar + 1, *b;
		if (!next)
			return 0;
		for (b = next; a < b && (*a == ' ' || *a == '\t'); a++)
			;
		while (b > a && (b[-1] == ' ' || b[-1] == '\t'))
			b--;
		c[n].s = (size_t)(a - t->s);
		c[n++].e = (size_t)(b - t->s);
		bar = next;
	}
	return bar == end - 1 ? n : 0;
}

/* A rule of the table: "+----+====+", "|-----|:---:|" */
static int rule_line(const struct text *t, int l)
{
	const char *p = t->s + t->l[l].start;
	size_t n = t->l[l].end - t->l[l].start;

	return n > 3 && (p[0] == '+' || p[0] == '|') && strspn(p, "+|-=: ") == n;
}

/* The cell's bytes as a stream of its own (the readers above read streams) */
static int cell_stream(const struct text *t, int l, const struct cellspan *c, struct tok *k, int *lines,
		       struct tstream *ts)
{
	int n = tok_split(t, c->s, c->e, k, 8);

	for (int i = 0; i < n; i++)
		lines[i] = l;
	*ts = (struct tstream){ .k = k, .line = lines, .n = n, .cap = 8 };
	return n;
}

/* A changed file's cell: "1.13 ms: 1.10x faster" (or "1.13 ms" alone); 0 for "not significant" */
static int changed_cell(const struct text *t, int l, const struct cellspan *c, struct side *d, struct verdict *v)
{
	struct tok k[8];
	int lines[8], colon, j;
	struct tstream cs;

	memset(d, 0, sizeof(*d));
	memset(v, 0, sizeof(*v));
	if (!cell_stream(t, l, c, k, lines, &cs) || !(j = figure(t, &cs, 0, d, &colon)))
		return 0;
	if (colon && !verdict(t, &cs, j, v))
		return 0;
	return colon || j == cs.n;
}

/* "| Benchmark | ref | changed ... |" under a rule or over one: the files' names; how many */
static int table_header(const struct text *t, int l, char files[PP_FILES][PP_NAME])
{
	struct cellspan c[PP_CELLS];
	int n = row_cells(t, l, c, PP_CELLS), f;

	if (n < 3 || n > PP_CELLS || c[0].e - c[0].s != 9 || memcmp(t->s + c[0].s, "Benchmark", 9) ||
	    l + 1 >= t->n || !rule_line(t, l + 1))
		return 0;
	for (f = 1; f < n; f++) {
		if (c[f].e - c[f].s >= PP_NAME || c[f].e == c[f].s)
			return 0;
		snprintf(files[f - 1], PP_NAME, "%.*s", (int)(c[f].e - c[f].s), t->s + c[f].s);
		file_stem(files[f - 1]);
	}
	return n - 1;
}

/* The first token of the stream on line l or after it, from token from on */
static int token_at_line(const struct tstream *ts, int from, int l)
{
	while (from < ts->n && ts->line[from] < l)
		from++;
	return from;
}

/* Row l (tokens [first, last] of the stream) */
static void table_row(struct tout *o, int l, const struct cellspan *c, int nf, char files[PP_FILES][PP_NAME],
		      int first, int last)
{
	struct xresult *r = o->r;
	const struct text *t = r->t;
	char bench[PP_NAME];
	struct side d;
	struct verdict v;
	int a = -1;

	snprintf(bench, sizeof(bench), "%.*s", (int)(c[0].e - c[0].s), t->s + c[0].s);
	for (int f = 0; f < nf; f++) {
		struct xseries *s;
		if (!changed_cell(t, l, &c[f + 1], &d, &v) || (f == 0) != !v.first)
			continue;
		s = side_series(o, first, last, &d, bench, files[f]);
		s->span[0] = c[f + 1].s;
		s->span[1] = c[f + 1].e;
		if (f == 0)
			a = (int)(s - r->series);
		else if (a >= 0)
			compare(r, a, (int)(s - r->series), &v, bench);
	}
}

static int table(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	char files[PP_FILES][PP_NAME];
	struct cellspan c[PP_CELLS];
	int l = ts->line[i], nf = table_header(t, l, files), last = i, rows = 0, n, first;
	struct tout o;

	if (!nf)
		return i;
	tk_begin(&o, r, ts, i, NULL);
	for (l += 2; l < t->n; l++) {
		if (rule_line(t, l))
			continue;
		if ((n = row_cells(t, l, c, PP_CELLS)) != nf + 1)
			break;
		first = token_at_line(ts, last, l);
		last = ts_line_last(ts, first);
		if (c[0].e - c[0].s == 14 && !memcmp(t->s + c[0].s, "Geometric mean", 14))
			continue;
		table_row(&o, l, c, nf, files, first, last);
		rows++;
	}
	if (!rows || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int table_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	char files[PP_FILES][PP_NAME];

	return ts_line_start(ts, i) && i + 1 < ts->n && ts_is(r->t, ts, i + 1, "Benchmark") && table_header(r->t, ts->line[i], files) &&
	       tk_readable(r, ts, i);
}

void rec_pyperf(struct xresult *r)
{
	tk_scan(r, "+- std dev:", starts, listing);
	tk_scan(r, "| Benchmark ", table_starts, table);
}
