/* tool-unixbench.c: byte-unixbench's Run report: a series per test, its index beside it, the Index Score */
#include <stdio.h>
#include <string.h>

#include "cells.h"
#include "labels.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * UnixBench 5.x (byte-unixbench UnixBench/Run: summarizeRun, logResults,
 * logIndexCat) reports each run as
 *
 *   Benchmark Run: Mon Feb 12 2024 10:15:01 - 10:43:12
 *   2 CPUs in system; running 1 parallel copy of tests
 *
 *   Dhrystone 2 using register variables       34942135.3 lps   (10.0 s, 7 samples)
 *   Double-Precision Whetstone                     4346.4 MWIPS (9.9 s, 7 samples)
 *
 *   System Benchmarks Index Values               BASELINE       RESULT    INDEX
 *   Dhrystone 2 using register variables         116700.0   34942135.3   2994.2
 *                                                                      ========
 *   System Benchmarks Index Score                                        1285.5
 *
 * ("%-40s %12.1f %-5s (%.1f s, %d samples)"; the index rows "%-40s %12.1f
 * %12.1f %8.1f", "---" for a test without a baseline; "Partial Index" and
 * "Index Score (Partial Only)" when not every index test ran), once per
 * -c N: N parallel copies.  Each test is a series: metric the test's name
 * as printed, unit its score label (lps, MWIPS, KBps, lpm), value the
 * score, params.copies.  The index table repeats the score beside a fixed
 * baseline: its INDEX (score / baseline x 10) is params.index of the test's
 * series and a series of its own (metric the test's name, unit index: the
 * figure the report compares); a table posted without the result lines
 * gives the series from its RESULT (the unit the test's program prints).
 * The Index Score is a series: metric as printed ("System Benchmarks Index
 * Score"), unit score.  Higher is better throughout.  A flattened report is
 * read from its "running N parallel copies of tests" line on: without it
 * nothing says where the first test's name begins, or from the index
 * table's header, whose last word is the word before a test's name.
 *
 * UnixBench 4.x (BYTE UNIX Benchmarks 4.1.0) prints its results "(10.0
 * secs, 10 samples)" and its index table under two lines of its own,
 *
 *                        INDEX VALUES
 *   TEST                                        BASELINE     RESULT      INDEX
 *   Dhrystone 2 using register variables        116700.0  5123412.7      439.0
 *                                                                    =========
 *        FINAL SCORE                                                     447.9
 *
 * read as 5.x's: its FINAL SCORE is the Index Score's series.
 */

#define NAME_TOKS 10       /* a test's name: "File Copy 1024 bufsize 2000 maxblocks" is 6 */
#define BANNER_TOKS 12     /* "Benchmark Run:" to its copies line: the date and times */

/* The score label a test's program prints, for an index row without its result line */
static const char *label_of(const char *name)
{
	static const struct { const char *prefix, *unit; } labels[] = {
		{ "Double-Precision Whetstone", "MWIPS" }, { "File ", "KBps" },
		{ "Shell Scripts", "lpm" }, { "Dhrystone", "lps" }, { "Execl", "lps" },
		{ "Pipe", "lps" }, { "Process Creation", "lps" }, { "System Call", "lps" },
	};
	size_t k;

	for (k = 0; k < sizeof(labels) / sizeof(labels[0]); k++)
		if (!strncmp(name, labels[k].prefix, strlen(labels[k].prefix)))
			return labels[k].unit;
	return "";
}

/* A value or the "---" of a test without a baseline */
static int value_or_dash(const struct text *t, const struct tstream *ts, int i)
{
	return tk_num(t, ts, i, NULL, NULL) || ts_is(t, ts, i, "---");
}

/* "2 CPUs in system; running 1 parallel copy of tests" at i: tokens used, the copies */
static int copies_line(const struct text *t, const struct tstream *ts, int i, struct xnum *copies)
{
	char unit[TK_UNIT];

	if (!(tk_num(t, ts, i, NULL, NULL) || ts_is(t, ts, i, "unknown")) ||
	    !(ts_is(t, ts, i + 1, "CPU") || ts_is(t, ts, i + 1, "CPUs")) ||
	    !tk_words(t, ts, i + 2, "in system; running") || !tk_num(t, ts, i + 5, copies, unit) || unit[0] ||
	    !ts_is(t, ts, i + 6, "parallel") ||
	    !(tk_words(t, ts, i + 7, "copy of tests") || tk_words(t, ts, i + 7, "copies of tests")))
		return 0;
	return 10;
}

/* "Benchmark Run: DATE TIME - TIME" then the copies line: the copies line's first token */
static int banner(const struct text *t, const struct tstream *ts, int i)
{
	struct xnum c;
	int j;

	if (!tk_words(t, ts, i, "Benchmark Run:"))
		return -1;
	for (j = i + 2; j < ts->n && j < i + 2 + BANNER_TOKS; j++)
		if (copies_line(t, ts, j, &c))
			return j;
	return -1;
}

/* A name of tokens [i, k) on one printed line, or anywhere on a flattened one */
static int name_ok(const struct tstream *ts, int i, int k, int last, int printed)
{
	return k > i && (!printed || (ts_line_start(ts, i) && ts_line_end(ts, last) &&
				      ts->line[i] == ts->line[last]));
}

/* "NAME 4346.4 MWIPS (9.9 s, 7 samples)" from i: the value's token, else -1 */
static int result_at(const struct text *t, const struct tstream *ts, int i, int printed)
{
	char unit[TK_UNIT];
	int k;

	for (k = i + 1; k <= i + NAME_TOKS && k + 5 < ts->n; k++) {
		const struct tok *lab = &ts->k[k + 1];
		if (!tk_words(t, ts, k + 5, "samples)") || !tk_num(t, ts, k, NULL, unit) || unit[0] ||
		    lab->e - lab->s >= TK_UNIT || t->s[ts->k[k + 2].s] != '(' ||
		    !tk_num(t, ts, k + 2, NULL, NULL) ||
		    !(ts_is(t, ts, k + 3, "s,") || ts_is(t, ts, k + 3, "secs,")) ||
		    !tk_num(t, ts, k + 4, NULL, NULL))
			continue;
		return name_ok(ts, i, k, k + 5, printed) ? k : -1;
	}
	return -1;
}

/* An index row "NAME BASELINE RESULT INDEX" from i: the baseline's token, else -1 */
static int index_row_at(const struct text *t, const struct tstream *ts, int i, int printed)
{
	int k;

	for (k = i + 1; k <= i + NAME_TOKS && k + 2 < ts->n; k++) {
		if (!value_or_dash(t, ts, k) || !tk_num(t, ts, k + 1, NULL, NULL) ||
		    !value_or_dash(t, ts, k + 2) || value_or_dash(t, ts, k + 3))
			continue;
		return name_ok(ts, i, k, k + 2, printed) ? k : -1;
	}
	return -1;
}

/* "System Benchmarks" / "2D Graphics Benchmarks": tokens of a category's name at i */
static int category(const struct text *t, const struct tstream *ts, int i)
{
	if (tk_words(t, ts, i, "System Benchmarks"))
		return 2;
	if (tk_words(t, ts, i + 1, "Graphics Benchmarks") &&
	    (ts_is(t, ts, i, "2D") || ts_is(t, ts, i, "3D")))
		return 3;
	return 0;
}

/* "System Benchmarks Index Values BASELINE RESULT INDEX" (4.x: "INDEX VALUES TEST BASELINE
 * RESULT INDEX") at i: tokens used */
static int index_head(const struct text *t, const struct tstream *ts, int i)
{
	int c = category(t, ts, i);

	if (!c && tk_words(t, ts, i, "INDEX VALUES TEST BASELINE RESULT INDEX"))
		return 6;
	if (!c || !(tk_words(t, ts, i + c, "Index Values") || tk_words(t, ts, i + c, "Partial Index")) ||
	    !tk_words(t, ts, i + c + 2, "BASELINE RESULT INDEX"))
		return 0;
	return c + 5;
}

static void name_of(const struct text *t, const struct tstream *ts, int i, int k, char *out, size_t n)
{
	text_label(t, ts->k[i].s, ts->k[k - 1].e, out, n);
}

/* The series of the output named NAME, or NULL */
static struct xseries *named(struct tout *o, const char *name)
{
	int s;

	for (s = o->s0; s < o->r->nseries; s++)
		if (!strcmp(o->r->series[s].metric, name))
			return &o->r->series[s];
	return NULL;
}

static struct xseries *series(struct tout *o, int first, int last, const char *name, const char *unit,
			      const struct xnum *x)
{
	struct xseries *s = tk_series(o, first, last, name, unit, x);

	memcpy(s->better, "higher", sizeof("higher"));
	return s;
}

/* The result lines from j: the token after them */
static int results(struct tout *o, int j)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	char name[48], unit[TK_UNIT];
	struct xnum x;
	int k;

	while ((k = result_at(t, ts, j, !ts_flat(t, ts, j))) > 0) {
		const struct tok *lab = &ts->k[k + 1];
		name_of(t, ts, j, k, name, sizeof(name));
		memcpy(unit, t->s + lab->s, lab->e - lab->s);
		unit[lab->e - lab->s] = '\0';
		tk_num(t, ts, k, &x, NULL);
		series(o, j, k + 5, name, unit, &x);
		j = k + 6;
	}
	return j;
}

/* The rule over the score: "========" (4.x: "=========") */
static int score_rule(const struct text *t, const struct tstream *ts, int j)
{
	const struct tok *k = &ts->k[j];
	size_t i;

	if (j >= ts->n || k->e - k->s < 8)
		return 0;
	for (i = k->s; i < k->e; i++)
		if (t->s[i] != '=')
			return 0;
	return 1;
}

/* "======== System Benchmarks Index Score [(Partial Only)] 1285.5" (4.x: "FINAL SCORE 447.9")
 * at j: the token after it */
static int score(struct tout *o, int j)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	int c, v;
	char name[48];
	struct xnum x;

	if (!score_rule(t, ts, j))
		return j;
	if (tk_words(t, ts, j + 1, "FINAL SCORE"))
		v = j + 3;
	else if ((c = category(t, ts, j + 1)) && tk_words(t, ts, j + 1 + c, "Index Score"))
		v = j + 3 + c;
	else
		return j;
	name_of(t, ts, j + 1, v, name, sizeof(name));
	if (tk_words(t, ts, v, "(Partial Only)"))
		v += 2;
	if (!tk_num(t, ts, v, &x, NULL))
		return j;
	series(o, j + 1, v, name, "score", &x);
	return v + 1;
}

/* Past the lines at j saying something was cut ("[...]", "[per-test lines snipped]") */
static int skip_cuts(const struct text *t, const struct tstream *ts, int j)
{
	while (j < ts->n && line_is_cut(t, ts->line[j])) {
		int line = ts->line[j];
		while (j < ts->n && ts->line[j] == line)
			j++;
	}
	return j;
}

/* An index table at j: INDEX beside each test's series (made from RESULT when missing); the token after it */
static int index_table(struct tout *o, int j)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	char name[48];
	struct xnum res, idx;
	int h = index_head(t, ts, j), k;

	if (!h)
		return j;
	/* a poster's cut ("[...]") above, between or below the rows is read over */
	for (j = skip_cuts(t, ts, j + h); (k = index_row_at(t, ts, j, !ts_flat(t, ts, j))) > 0;
	     j = skip_cuts(t, ts, k + 3)) {
		struct xseries *s;
		name_of(t, ts, j, k, name, sizeof(name));
		tk_num(t, ts, k + 1, &res, NULL);
		if (!(s = named(o, name)))
			s = series(o, j, k + 2, name, label_of(name), &res);
		if (tk_num(t, ts, k + 2, &idx, NULL)) {
			xs_param_num(s, "index", &idx);
			series(o, k + 2, k + 2, name, "index", &idx);
		}
		o->last = k + 2;
	}
	return score(o, j);
}

/*
 * "OS: GNU/Linux -- 2.6.35 -- #1 SMP ..." in the report's header above the
 * run (the nearest: a second run, -c 2, prints none of its own): the kernel
 * it ran on names the output when no title names a build (a note such as
 * "[CPUs 1-7 identical, snipped]" between is none).  Into title; 1 when found.
 */
#define HEADER_LINES 120

static int os_release(const struct text *t, const struct tstream *ts, int i, char *title, size_t n)
{
	for (int l = ts->line[i] - 1; l >= 0 && l >= ts->line[i] - HEADER_LINES; l--) {
		const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end, *a, *b;
		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		if (e - p < 4 || strncmp(p, "OS:", 3) || !(a = memmem(p, (size_t)(e - p), " -- ", 4)))
			continue;
		a += 4;
		if (!(b = memmem(a, (size_t)(e - a), " -- ", 4)) || b == a)
			return 0;
		text_label(t, (size_t)(a - t->s), (size_t)(b - t->s), title, n);
		return title[0] != '\0';
	}
	return 0;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum copies;
	int j = i, c, used;

	tk_begin(&o, r, ts, i, "unixbench");
	/* a title naming a build ("6.1 with the EEVDF patches:") says more than the release */
	if ((!o.title[0] || (!label_has_build(o.title) && label_kind(o.title) != LABEL_CONFIG)) &&
	    os_release(t, ts, i, o.title, sizeof(o.title)))
		snprintf(o.head.label, sizeof(o.head.label), "%s", o.title);
	if ((c = banner(t, ts, i)) > 0)
		j = c;
	if ((used = copies_line(t, ts, j, &copies))) {
		xs_param_num(&o.head, "copies", &copies);
		j += used;
	}
	j = skip_cuts(t, ts, j);
	j = results(&o, j);
	j = skip_cuts(t, ts, j);
	while ((c = index_table(&o, j)) > j)
		j = c;
	if (!tk_end(&o, j - 1, prev))
		return i;
	return j - 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	struct xnum c;

	if (!tk_readable(r, ts, i))
		return 0;
	if (banner(t, ts, i) > 0 || copies_line(t, ts, i, &c))
		return 1;
	/* 4.x's index header says where the first test's name begins, printed or flattened */
	if (tk_words(t, ts, i, "INDEX VALUES TEST BASELINE"))
		return 1;
	/* flattened, a title's colon just before says where the first test's name begins
	 * ("SCHED_4BSD: Dhrystone 2 using register variables 5123412.7 lps (10.0 secs, ...") */
	if (ts_flat(t, ts, i))
		return i > 0 && tk_ends(t, ts, i - 1, ":") && result_at(t, ts, i, 0) > 0;
	/* without the run's heading: printed result lines or an index table */
	return ts_line_start(ts, i) && (result_at(t, ts, i, 1) > 0 || index_head(t, ts, i));
}

void rec_unixbench(struct xresult *r)
{
	const struct text *t = r->t;

	if (!text_has(t, "samples)", 8) && !text_has(t, "BASELINE", 8))
		return;
	tk_scan(r, "", starts, block);
}
