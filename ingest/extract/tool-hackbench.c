/* tool-hackbench.c: hackbench's "Running in MODE mode with N groups" banner and its "Time: N" lines, titled and pooled; "Time:" lines under the command without the banner */
#include <string.h>

#include "cells.h"
#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * hackbench (rt-tests hackbench.c, main) prints a run as
 *
 *   Running in process mode with 10 groups using 40 file descriptors each (== 400 tasks)
 *   Each sender will pass 10000 messages of 100 bytes
 *   Time: 2.841
 *
 * One series, metric time (s), params.groups and params.variant (process
 * or threaded); several "Time:" lines under one banner (-l loops printed
 * by a script) are its values.  Posts paste a loop of runs under a title
 * ("Without the patch:"): the title labels the output (tk_end) and each
 * further banner with no title of its own is another run, pooled into the
 * same series.
 */

#define BANNER_TOKS 40     /* tokens from the banner to its first "Time:" */

/* "Time:" then a number at token i, as hackbench prints it ("%.3f") */
static int time_at(const struct text *t, const struct tstream *ts, int i, struct xnum *x)
{
	return ts_is(t, ts, i, "Time:") && tk_plain_num(t, ts, i + 1, x);
}

static int run(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xseries *s = NULL;
	struct xnum x;
	int j;

	tk_begin(&o, r, ts, i, "hackbench");
	if (tk_num(t, ts, i + 5, &x, NULL) && ts_is(t, ts, i + 6, "groups"))
		xs_param_num(&o.head, "groups", &x);
	xs_param_str(&o.head, "variant", t->s + ts->k[i + 2].s, ts->k[i + 2].e - ts->k[i + 2].s);
	for (j = i + 5; j < ts->n && j < i + BANNER_TOKS && !time_at(t, ts, j, &x); j++)
		if (tk_words(t, ts, j, "Running in"))
			return i;
	if (j >= ts->n || j == i + BANNER_TOKS)
		return i;
	/* one banner, several results: each further "Time: N" right after is a value */
	for (; time_at(t, ts, j, &x); j += 2) {
		if (!s)
			s = tk_series(&o, j, j + 1, "time", "s", &x);
		else
			xs_value(s, &x), s->span[1] = ts->k[j + 1].e, o.last = j + 1;
	}
	tk_end(&o, j - 1, prev);
	return j - 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	/* the layout takes the banner's "(== 400 tasks)" for code: it is hackbench's all the same */
	return tk_words(r->t, ts, i, "Running in") && tk_words(r->t, ts, i + 3, "mode with") &&
	       (tk_readable(r, ts, i) || (r->skip && r->skip[ts->line[i]] == SKIP_CODE));
}

/* ---- "Time:" lines under the command that ran them ---- */

/*
 * "$ ./hackbench -g 20 --threads -l 1000" (or "time hackbench ...") over
 * "Time: 3.456" lines: hackbench run with its banner cut, as posts paste
 * it.  The command's line is the nearest text line above; its "thread"
 * or "process" word is the variant.
 */
static int command_above(const struct text *t, int line)
{
	int l = line - 1;

	while (l >= 0 && line_is_blank(t, l))
		l--;
	if (l < 0 || line - l > 2 || t->l[l].depth != t->l[line].depth)
		return -1;
	return memmem(t->s + t->l[l].start, t->l[l].end - t->l[l].start, "hackbench", 9) &&
	       strchr("$#%./", t->s[t->l[l].start]) ? l : -1;
}

/* "./hackbench 50", "hackbench -g 20 ...", "--groups=8": the groups the command ran */
static void command_groups(const struct text *t, const struct tline *cmd, struct xseries *head)
{
	struct tok k[24];
	int n = tok_split(t, cmd->start, cmd->end, k, 24), i;

	for (i = 0; i < n; i++) {
		const char *p = t->s + k[i].s;
		size_t len = k[i].e - k[i].s, at;
		struct tok v;
		struct xnum x;
		if (len < 9 || memcmp(p + len - 9, "hackbench", 9) || i + 1 >= n)
			continue;
		at = i + 1;
		if (tok_is(t, &k[at], "-g") || tok_is(t, &k[at], "--groups"))
			at++;
		if ((int)at >= n)
			return;
		v = k[at];
		while (v.e > v.s && strchr(";)", t->s[v.e - 1]))
			v.e--;
		if (xnum_from(t, &v, 0, &x) && num_is_count(x.value) && x.value > 0)
			xs_param_num(head, "groups", &x);
		return;
	}
}

static int bare_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct xnum x;

	return ts_line_start(ts, i) && time_at(r->t, ts, i, &x) && !ts_flat(r->t, ts, i) &&
	       (i == 0 || !time_at(r->t, ts, i - 2, &x)) && command_above(r->t, ts->line[i]) >= 0;
}

static int bare_run(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	const struct tline *cmd = &t->l[command_above(t, ts->line[i])];
	struct tout o;
	struct xseries *s = NULL;
	struct xnum x;
	int j;

	tk_begin(&o, r, ts, i, "hackbench");
	command_groups(t, cmd, &o.head);
	if (memmem(t->s + cmd->start, cmd->end - cmd->start, "thread", 6))
		xs_param_str(&o.head, "variant", "threads", 7);
	else if (memmem(t->s + cmd->start, cmd->end - cmd->start, "process", 7))
		xs_param_str(&o.head, "variant", "process", 7);
	for (j = i; time_at(t, ts, j, &x) && ts_line_start(ts, j); j += 2) {
		if (!s)
			s = tk_series(&o, j, j + 1, "time", "s", &x);
		else
			xs_value(s, &x), s->span[1] = ts->k[j + 1].e, o.last = j + 1;
	}
	if (!tk_end(&o, j - 1, prev))
		return i;
	return j - 1;
}

/* ---- the 2007 hackbench.c: "Running with 20*40 (== 800) tasks." over "Time: 0.612" ---- */

/* "20*40" at i: the groups (20) into x */
static int groups_times(const struct text *t, const struct tstream *ts, int i, struct xnum *x)
{
	const char *p = t->s + ts->k[i].s, *star;
	size_t n = ts->k[i].e - ts->k[i].s;
	struct tok g;

	if (!(star = memchr(p, '*', n)) || star == p)
		return 0;
	g.s = ts->k[i].s;
	g.e = g.s + (size_t)(star - p);
	return xnum_from(t, &g, 0, x) && num_is_count(x->value);
}

static int old_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct xnum x;

	/* "(== 800) tasks" reads as code to the layout: hackbench's all the same */
	return tk_words(r->t, ts, i, "Running with") && groups_times(r->t, ts, i + 2, &x) &&
	       (tk_readable(r, ts, i) || (r->skip && r->skip[ts->line[i]] == SKIP_CODE));
}

static int old_run(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum g, x;
	int j;

	for (j = i + 3; j < ts->n && j < i + 8 && !time_at(t, ts, j, &x); j++)
		;
	if (j >= ts->n || j == i + 8 || !groups_times(t, ts, i + 2, &g))
		return i;
	tk_begin(&o, r, ts, i, "hackbench");
	xs_param_num(&o.head, "groups", &g);
	tk_series(&o, j, j + 1, "time", "s", &x);
	if (!tk_end(&o, j + 1, prev))
		return i;
	return j + 1;
}

void rec_hackbench(struct xresult *r)
{
	tk_scan(r, " mode with ", starts, run);
	tk_scan(r, "Time: ", bare_starts, bare_run);
	tk_scan(r, "Running with ", old_starts, old_run);
}
