/* tool-pts.c: Phoronix Test Suite result text (a series per test and result identifier, the scale line's unit and direction) and a run's terminal output (the trials, their average) */
#include <ctype.h>
#include <string.h>

#include "cells.h"
#include "tool.h"
#include "vocab.h"
#include "../report/pts-scale.h"
#include "../../core/banned.h"

/*
 * `phoronix-test-suite result-file-to-text` (and a result posted from the
 * terminal: pts-core/objects/pts_result_file_output.php,
 * test_result_to_text) prints per test
 *
 *   Hackbench                                  title and app version
 *   Count: 32 - Type: Thread                   the test's options
 *   Seconds < Lower Is Better                  scale, "> Higher Is Better"
 *   6.5 CFS ....... 38.41 |===================  per result identifier:
 *   6.6-rc7 EEVDF . 35.92 |=================    dots pad it, '=' draw a bar
 *
 * indented by four spaces before PTS 10 and on wide terminals; a line
 * graph's identifiers get "MIN: 1.2  AVG: 3.4  MAX: 5.6"; older text and
 * posters write "6.5 CFS: 38.41".  Each identifier is a configuration: a
 * series labelled with it (params.variant too, as the result-file reader
 * has it), workload the vocabulary's name for the title, else the title
 * without its version, lower case ("stress-ng"); params.test the title as
 * printed, params.arguments the options; metric and unit from the scale
 * (ingest/report/pts-scale.c: "Seconds" is time in s), else the scale as
 * the metric; better from the scale line.  A line graph's values are a
 * summary (min, mean, max).  On a flattened line the title is the word (and
 * version) before the options' first "Key:", the scale the words of a known
 * scale before "<", else its last word.
 */

#define ID_TOKS 8          /* an identifier: "linux-6.6-rc7 EEVDF patched" */

struct ptest {
	char title[64], args[128], workload[32], metric[48], unit[8], better[8];
};

static int all_of(const struct text *t, const struct tstream *ts, int i, const char *set)
{
	size_t k;

	if (i < 0 || i >= ts->n)
		return 0;
	for (k = ts->k[i].s; k < ts->k[i].e; k++)
		if (!strchr(set, t->s[k]))
			return 0;
	return 1;
}

/* "> " starts the raw text before token i on its physical line (the text model took it for a quote marker) */
static int after_gt(const struct text *t, const struct tstream *ts, int i)
{
	size_t p = ts->k[i].s;

	while (p > 0 && t->s[p - 1] == ' ')
		p--;
	return i > 0 && p > ts->k[i - 1].e && t->s[p - 1] == '>' &&
	       !memchr(t->s + ts->k[i - 1].e, '\n', p - ts->k[i - 1].e);
}

/*
 * "< Lower Is Better" ("< Fewer Is Better" on some profiles) or "> Higher
 * Is Better" at i: better into b, the tokens it takes.  "Ops/s > Higher Is
 * Better" may have lost its '>' to the text model, which reads "> " within
 * a line as a quote marker.
 */
static int scale_end(const struct text *t, const struct tstream *ts, int i, char *b)
{
	if (tk_words(t, ts, i, "< Lower Is Better") || tk_words(t, ts, i, "< Fewer Is Better")) {
		memcpy(b, "lower", sizeof("lower"));
		return 4;
	}
	if (tk_words(t, ts, i, "> Higher Is Better") || (tk_words(t, ts, i, "Higher Is Better") && after_gt(t, ts, i))) {
		memcpy(b, "higher", sizeof("higher"));
		return ts_is(t, ts, i, ">") ? 4 : 3;
	}
	return 0;
}

/* The bar after a value: "|", "|=====" */
static int bar(const struct text *t, const struct tstream *ts, int i)
{
	return i < ts->n && t->s[ts->k[i].s] == '|' && all_of(t, ts, i, "|=");
}

/* ---- the heading: title, options, scale ---- */

static void copy_toks(const struct text *t, const struct tstream *ts, int a, int b, char *out, size_t n)
{
	out[0] = '\0';
	if (b >= a)
		text_label(t, ts->k[a].s, ts->k[b].e, out, n);
}

/* The tokens of text line l: first and last, 0 when none is in the stream */
static int line_toks(const struct tstream *ts, int around, int l, int *a, int *b)
{
	int i = around;

	while (i > 0 && ts->line[i] > l)
		i--;
	if (i < 0 || ts->line[i] != l)
		return 0;
	for (*b = i; i > 0 && ts->line[i - 1] == l; i--)
		;
	*a = i;
	return 1;
}

/* Printed: title and options on the lines above the scale line at s0; the heading's first token */
static int heading_printed(const struct text *t, const struct tstream *ts, int s0, struct ptest *p)
{
	int l = ts->line[s0], a1, b1, a2, b2;
	int has1 = line_toks(ts, s0 - 1, l - 1, &a1, &b1), has2 = line_toks(ts, s0 - 1, l - 2, &a2, &b2);

	if (has2) {
		copy_toks(t, ts, a2, b2, p->title, sizeof(p->title));
		if (has1)
			copy_toks(t, ts, a1, b1, p->args, sizeof(p->args));
		return a2;
	}
	if (has1) {
		copy_toks(t, ts, a1, b1, p->title, sizeof(p->title));
		return a1;
	}
	return s0;
}

/* Workload, metric and unit from the title and the scale's tokens [s0, e) */
static void name_test(const struct text *t, const struct tstream *ts, int s0, int e, struct ptest *p)
{
	const struct vocab_workload *w = vocab_workload_last(p->title, strlen(p->title), NULL, NULL);
	const char *metric, *unit;
	size_t n, k;
	char scale[48];

	copy_toks(t, ts, s0, e - 1, scale, sizeof(scale));
	if (pts_scale(scale, strlen(scale), &metric, &unit)) {
		memcpy(p->metric, metric, strlen(metric) + 1);
		memcpy(p->unit, unit, strlen(unit) + 1);
	} else {
		memcpy(p->metric, scale, sizeof(p->metric));
	}
	if (w) {
		memcpy(p->workload, w->name, strlen(w->name) + 1);
		return;
	}
	/* the title without its version, as PTS names the profile: "Stress-NG 0.16.04" is stress-ng */
	n = strcspn(p->title, " ");
	if (n >= sizeof(p->workload))
		n = sizeof(p->workload) - 1;
	for (k = 0; k < n; k++)
		p->workload[k] = (char)tolower((unsigned char)p->title[k]);
	p->workload[n] = '\0';
}

/* ---- result lines ---- */

struct presult {
	int id0, id1;              /* the identifier's tokens */
	int v;                     /* the value's token, or the line graph's MIN: */
	int graph;
	int last;
};

/* "ID ..... 38.41 |====", "ID . MIN: 1 AVG: 2 MAX: 3", "ID: 38.41" from i */
static int result_at(const struct text *t, const struct tstream *ts, int i, struct presult *pr)
{
	int k;

	memset(pr, 0, sizeof(*pr));
	pr->id0 = i;
	for (k = i + 1; k < ts->n && k <= i + ID_TOKS; k++) {
		if (ts->line[k] != ts->line[i])
			return 0;
		if (all_of(t, ts, k, ".") && tk_num(t, ts, k + 1, NULL, NULL) && bar(t, ts, k + 2)) {
			pr->id1 = k - 1, pr->v = k + 1, pr->last = k + 2;
			break;
		}
		if (all_of(t, ts, k, ".") && ts_is(t, ts, k + 1, "MIN:") && ts_is(t, ts, k + 3, "AVG:") &&
		    ts_is(t, ts, k + 5, "MAX:") && tk_num(t, ts, k + 6, NULL, NULL)) {
			pr->id1 = k - 1, pr->v = k + 1, pr->last = k + 6, pr->graph = 1;
			/* the box plot after it: "|---#X##---|" */
			if (k + 7 < ts->n && ts->line[k + 7] == ts->line[k] && all_of(t, ts, k + 7, "|-#X. "))
				pr->last = k + 7;
			break;
		}
		if (tk_ends(t, ts, k - 1, ":") && tk_num(t, ts, k, NULL, NULL) && ts_line_end(ts, k)) {
			pr->id1 = k - 1, pr->v = k, pr->last = k;
			break;
		}
	}
	if (!pr->last || !ts_line_start(ts, i) || !ts_line_end(ts, pr->last))
		return 0;
	return 1;
}

static void emit(struct tout *o, const struct ptest *p, const struct presult *pr)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xseries *s;
	struct xnum x;
	char id[96];

	copy_toks(t, ts, pr->id0, pr->id1, id, sizeof(id));
	if (!id[0])
		return;
	if (pr->graph) {
		s = tk_series(o, pr->id0, pr->last, p->metric, p->unit, NULL);
		s->has_summary = 1;
		tk_num(t, ts, pr->v + 1, &s->sum[SUM_MIN], NULL);
		tk_num(t, ts, pr->v + 3, &s->sum[SUM_MEAN], NULL);
		tk_num(t, ts, pr->v + 5, &s->sum[SUM_MAX], NULL);
	} else {
		tk_num(t, ts, pr->v, &x, NULL);
		s = tk_series(o, pr->id0, pr->last, p->metric, p->unit, &x);
	}
	memcpy(s->workload, p->workload, sizeof(s->workload));
	memcpy(s->better, p->better, sizeof(s->better));
	memcpy(s->label, id, sizeof(s->label));
	xs_param_str(s, "variant", id, strlen(id));
	if (p->title[0])
		xs_param_str(s, "test", p->title, strlen(p->title));
	if (p->args[0])
		xs_param_str(s, "arguments", p->args, strlen(p->args));
}

/* At i, "<" or ">" of the scale line */
static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct presult pr;
	struct ptest p;
	struct tout o;
	int n, s0, h, j;

	memset(&p, 0, sizeof(p));
	if (!(n = scale_end(t, ts, i, p.better)))
		return i;
	/* the scale's words start its line (a lost '>' split the line in two) */
	for (s0 = n == 4 ? i : i - 1; s0 > 0 && !ts_line_start(ts, s0); s0--)
		;
	if (s0 == i)
		return i;
	h = heading_printed(t, ts, s0, &p);
	name_test(t, ts, s0, i, &p);
	tk_begin(&o, r, ts, h, p.workload);
	for (j = i + n; result_at(t, ts, j, &pr); j = pr.last + 1)
		emit(&o, &p, &pr);
	if (!tk_end(&o, j - 1, prev))
		return i;
	return j - 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	struct presult pr;
	char b[8];
	int n = scale_end(t, ts, i, b), at = n == 4 ? i : i - 1;

	/* printed lines only: a flattened result has lost what parts title, options and scale */
	if (!n || ts_flat(t, ts, at) || !ts_line_end(ts, i + n - 1))
		return 0;
	/* a scale line then a result line is PTS's own, though "> Higher" reads as code to the layout */
	return tk_readable(r, ts, at) || result_at(t, ts, i + n, &pr);
}

void rec_pts(struct xresult *r)
{
	tk_scan(r, "Is Better", starts, block);
}

/* ---- the terminal's output of a run ---- */

/*
 * `phoronix-test-suite benchmark` prints, per test of a run
 * (pts-core/objects/client/display_modes/pts_concise_display_mode.php):
 *
 *   C-Ray 1.1:                                  title and version
 *       pts/c-ray-1.1.0                         the profile, "[Test: ...]" options after it
 *       Test 1 of 2
 *       Estimated Trial Run Count:    3
 *       Estimated Time To Completion: 5 Minutes
 *           Started Run 1 @ 18:02:11
 *           Started Run 3 @ 18:04:29  [Std. Dev: 0.34%]
 *
 *       Test Results:                           or the options ("Test: Context Switching:")
 *           68.112                              a line a trial
 *           67.654
 *
 *       Average: 67.89 Seconds                  the mean and the scale
 *       Deviation: 0.09%                        later versions; "Samples: 3"
 *
 * A series a test: the trials its values, the average its mean, the
 * deviation (a percent of the mean, as printed) its stddev, the samples its
 * n; named by the title above the test's ("usched_bsd4:"), the tests after
 * it with no title of their own the same build's (tk_end).
 */

#define RUN_HEAD_TOKS 80   /* the profile line to the first trial: estimates, run starts, options */
#define RUN_TRIALS 1000
#define RUN_TITLE_TOKS 6   /* "Timed Linux Kernel Compilation 6.1:" */
#define RUN_SCALE_TOKS 4   /* "Bogo Ops/s", "Frames Per Second" */

/* "Test 1 of 2" from i: 4, else 0 */
static int test_count(const struct text *t, const struct tstream *ts, int i)
{
	return ts_is(t, ts, i, "Test") && tk_plain_num(t, ts, i + 1, NULL) && ts_is(t, ts, i + 2, "of") &&
	       tk_plain_num(t, ts, i + 3, NULL) ? 4 : 0;
}

/* A trial at i: a number alone on its line; on a flattened line, a number */
static int trial(const struct text *t, const struct tstream *ts, int i, int flat)
{
	return i < ts->n && (flat || (ts_line_start(ts, i) && ts_line_end(ts, i))) && tk_plain_num(t, ts, i, NULL);
}

/* The trials from i up to "Average:" (after a colon: "Test Results:", the options): its token, else -1 */
static int trials_end(const struct text *t, const struct tstream *ts, int i, int flat)
{
	int k;

	if (!tk_ends(t, ts, i - 1, ":"))
		return -1;
	for (k = i; trial(t, ts, k, flat) && k - i < RUN_TRIALS; k++)
		;
	return k > i && ts_is(t, ts, k, "Average:") && (flat || ts_line_start(ts, k)) ? k : -1;
}

/* From i past the profile and count to the first trial, else -1; the run's deviation when printed there */
static int first_trial(const struct text *t, const struct tstream *ts, int i, int flat, struct xnum *sd)
{
	int j;

	for (j = i; j < ts->n && j < i + RUN_HEAD_TOKS; j++) {
		if (ts_is(t, ts, j, "[Std.") && ts_is(t, ts, j + 1, "Dev:"))
			tk_num(t, ts, j + 2, sd, NULL);
		if (trials_end(t, ts, j, flat) >= 0)
			return j;
		if (ts_is(t, ts, j, "Average:") || tk_opens(t, ts, j, "pts/"))
			return -1;
	}
	return -1;
}

/*
 * The test's title before its profile at i ("C-Ray 1.1:"): the line above;
 * on a flattened line the words back to a colon or a number (the build's
 * title, the previous test's scale), none before token from.  Into p; its
 * first token.
 */
static int run_title(const struct text *t, const struct tstream *ts, int i, int flat, int from, struct ptest *p)
{
	int a, b;
	size_t n;

	if (flat) {
		for (b = i - 1, a = i; a > from && a > i - RUN_TITLE_TOKS && ts->line[a - 1] == ts->line[i] &&
				       (a == i || !(tk_plain_num(t, ts, a - 1, NULL) || tk_ends(t, ts, a - 1, ":")));
		     a--)
			;
		if (a == i)
			return i;
	} else if (!line_toks(ts, i - 1, ts->line[i] - 1, &a, &b)) {
		return i;
	}
	copy_toks(t, ts, a, b, p->title, sizeof(p->title));
	n = strlen(p->title);
	if (n && p->title[n - 1] == ':')
		p->title[n - 1] = '\0';
	return a;
}

/* The scale after the average at i: its line; on a flattened line the longest scale PTS
 * knows, else one word.  The token after it. */
static int scale_after(const struct text *t, const struct tstream *ts, int i, int flat)
{
	const char *metric, *unit;
	char scale[48];
	int k, e = i + 1;

	if (!flat) {
		while (e < ts->n && ts->line[e] == ts->line[i])
			e++;
		return e;
	}
	for (k = i + 1; k < ts->n && k < i + 1 + RUN_SCALE_TOKS && ts->line[k] == ts->line[i]; k++) {
		copy_toks(t, ts, i + 1, k, scale, sizeof(scale));
		if (pts_scale(scale, strlen(scale), &metric, &unit))
			e = k + 1;
	}
	return e == i + 1 && i + 1 < ts->n && ts->line[i + 1] == ts->line[i] && !tk_ends(t, ts, i + 1, ":") ? i + 2
														 : e;
}

/* "KEY: VALUE" at i ("Deviation: 0.09%", "Samples: 3"), opening a line unless flat: the token after it, else 0 */
static int keyed_line(const struct text *t, const struct tstream *ts, int i, int flat, const char *key,
		      struct xnum *x)
{
	return i + 1 < ts->n && (flat || ts_line_start(ts, i)) && ts_is(t, ts, i, key) && tk_num(t, ts, i + 1, x, NULL)
		       ? i + 2
		       : 0;
}

/* The series of a test: trials [a, avg), the average at avg, the scale to u */
static void run_series(struct tout *o, const struct ptest *p, int h, int a, int avg, int u)
{
	const struct text *t = o->r->t;
	struct xseries *s = tk_series(o, h, u - 1, p->metric, p->unit, NULL);
	struct xnum x;
	int k;

	for (k = a; k < avg; k++) {
		tk_plain_num(t, o->ts, k, &x);
		xs_value(s, &x);
	}
	tk_plain_num(t, o->ts, avg + 1, &s->sum[SUM_MEAN]);
	s->has_summary = 1;
	if (p->title[0])
		xs_param_str(s, "test", p->title, strlen(p->title));
}

/* At i, the profile "pts/NAME-VERSION" */
static int run_block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int flat = ts_flat(t, ts, i), h, j, a, avg, u, k;
	struct xnum sd = { 0 }, n = { 0 };
	struct ptest p;
	struct tout o;

	memset(&p, 0, sizeof(p));
	/* the profile's options after it: "[H.264 Video Encoding: Bosphorus 1080p]" */
	for (j = i + 1; j < ts->n && !test_count(t, ts, j) && j < i + RUN_TITLE_TOKS + 1 &&
			(flat || ts->line[j] == ts->line[i]); j++)
		;
	if (!test_count(t, ts, j) || (a = first_trial(t, ts, j + 4, flat, &sd)) < 0)
		return i;
	avg = trials_end(t, ts, a, flat);
	if (!tk_plain_num(t, ts, avg + 1, NULL))
		return i;
	u = scale_after(t, ts, avg + 1, flat);
	h = run_title(t, ts, i, flat, prev && prev->r ? prev->last + 1 : 0, &p);
	name_test(t, ts, avg + 2, u, &p);
	tk_begin(&o, r, ts, h, p.workload);
	run_series(&o, &p, h, a, avg, u);
	if ((k = keyed_line(t, ts, u, flat, "Deviation:", &sd)))
		u = k;
	if ((k = keyed_line(t, ts, u, flat, "Samples:", &n)))
		u = k;
	r->series[r->nseries - 1].sum[SUM_STDDEV] = sd;
	r->series[r->nseries - 1].sum[SUM_N] = n;
	if (!tk_end(&o, u - 1, prev))
		return i;
	return u - 1;
}

static int run_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return (ts_line_start(ts, i) || ts_flat(r->t, ts, i)) && tk_opens(r->t, ts, i, "pts/") &&
	       tk_readable(r, ts, i);
}

void rec_pts_run(struct xresult *r)
{
	tk_scan(r, "pts/", run_starts, run_block);
}
