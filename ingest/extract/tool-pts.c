/* tool-pts.c: Phoronix Test Suite result text: a series per test and result identifier, the scale line's unit and direction */
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
 * "< Lower Is Better" or "> Higher Is Better" at i: better into b, the
 * tokens it takes.  "Ops/s > Higher Is Better" may have lost its '>' to the
 * text model, which reads "> " within a line as a quote marker.
 */
static int scale_end(const struct text *t, const struct tstream *ts, int i, char *b)
{
	if (tk_words(t, ts, i, "< Lower Is Better")) {
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

/* Workload, metric and unit from the title and the scale [s0, e) */
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
