/* kv.c: lists of "key: value" lines under a title: a configuration's summary, or one figure a key */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cells.h"
#include "extract.h"
#include "labels.h"
#include "tool.h"
#include "layout.h"
#include "vocab.h"
#include "../../core/banned.h"

/*
 *   Kernel 5.4-rc2:                                   title: the configuration
 *   Average processor package power: 9.969 watts (150 samples, > 8 hours)
 *   Or 9% more energy for the idle phases of the work load.
 *   Minimum: 9.15 watts
 *   Maximum: 13.79 watts (51% more power)
 *
 * Keys that name a statistic (Average, Minimum, Max, Median, Stddev, N) make
 * one series of the title with a summary; "(150 samples" is its N.  Keys
 * that name a configuration ("Kernel 5.4 + gg 6 intel_cpufreq/schedutil:
 * 3411.8 seconds") are a series each.  Other keys are figures of the title's
 * configuration, one series a key (a key again is another run).  A change
 * written in the list ("(51% more power)", "Or 9% more energy") compares
 * the list's series with the first list of the same statistic in the post.
 * Prose lines may stand between the key lines; a blank line ends the list.
 */

#define KV_MAX 64
#define NAME_LEN 96

struct kvline {
	int line;
	char key[NAME_LEN];
	struct vcell v;            /* the value */
	struct vcell share;        /* "187 (6.51%)": the share of the whole a count is, if posted */
	struct vcell change;       /* "220.3s (-0.7%)": the change against the list's first line */
	int field;                 /* SUM_* a statistic key names, or -1 */
	enum label_kind kind;
	char metric[NAME_LEN];     /* a tool's key pasted after the line's name (pasted_keys), or "" */
};

struct kvlist {
	struct kvline k[KV_MAX];
	int n;
	int first, last;           /* lines */
	char title[NAME_LEN];
	int series;                /* the title's series (statistics, runs), or -1 */
	int run_titled;            /* the title numbers a run ("ULE, run 2"): lists of a build join */
	int keyed_again;           /* one key line, the same key under another title in the post */
};

/* The first list of a post with a statistic: the base later lists compare with */
struct kvbase {
	int series;
};

/* "Average processor package power", "Minimum", "Max": the statistic its first word names */
static int statistic_key(const char *key)
{
	char first[24];
	size_t n = strcspn(key, " ");

	if (n >= sizeof(first))
		return -1;
	memcpy(first, key, n);
	first[n] = '\0';
	if (!strcasecmp(first, "average") || !strcasecmp(first, "avg") || !strcasecmp(first, "mean"))
		return SUM_MEAN;
	return label_summary_field(first);
}

/* A line "key: value [unit] [(remark)]" with one value, as the list wants it */
/* "Run #1: 12.3s", "Iteration 2: 449.8 MB/s": a run word, then its number glued to the colon */
static int run_key(const struct text *t, const struct row *rw)
{
	static const char *const words[] = { "run", "run #", "iteration", "iter", "trial", "pass", "round", NULL };
	const struct vcell *c = &rw->c[0];
	size_t n = rw->label_e - rw->label_s;
	const char *p = t->s + rw->label_s;
	int i;

	while (n && p[n - 1] == ' ')
		n--;
	if (rw->n < 2 || c->kind != CELL_VALUE || c->x.e >= t->len || t->s[c->x.e] != ':' ||
	    !num_is_count(c->x.value))
		return 0;
	for (i = 0; words[i]; i++)
		if (strlen(words[i]) == n && !strncasecmp(p, words[i], n))
			return 1;
	return 0;
}

/* A run's line: its key the run word and number, its value the figure after the colon */
static int run_line(const struct text *t, int line, const struct row *rw, struct kvline *kl)
{
	if (rw->c[1].kind != CELL_VALUE || rw->c[1].paren || rw->c[1].pct)
		return 0;
	kl->line = line;
	kl->v = rw->c[1];
	text_label(t, rw->label_s, rw->c[0].e, kl->key, sizeof(kl->key));
	kl->field = -1;
	kl->kind = LABEL_RUN;
	return 1;
}

static int short_line(const struct text *t, int line)
{
	struct tok k[4];
	int n = tok_line(t, line, k, 4);

	return n >= 2 && n <= 3 && k[0].e - k[0].s <= 8 && isalpha((unsigned char)t->s[k[0].s]);
}

/* "          avg 186.311" under a tool's runs: a statistic's word alone and one figure, no colon */
static int bare_statistic(const struct text *t, int line, const struct row *rw)
{
	char key[16];

	/* indented under the runs (two blanks or more), as a hand-written summary is set off from a
	 * tool's lines */
	if (rw->n != 1 || rw->nlabel != 1 || rw->label_e - rw->label_s >= sizeof(key) || line < 1 ||
	    line_is_blank(t, line - 1) || rw->label_s < 2 || !strchr(" \t", t->s[rw->label_s - 1]) ||
	    !strchr(" \t", t->s[rw->label_s - 2]))
		return 0;
	text_label(t, rw->label_s, rw->label_e, key, sizeof(key));
	return statistic_key(key) >= 0;
}

static int kv_line(const struct text *t, int line, struct kvline *kl)
{
	struct row rw;
	int values = 0, j, colon = memchr(t->s + t->l[line].start, ':', t->l[line].end - t->l[line].start) != NULL;

	kl->metric[0] = '\0';
	/* the key ends at a colon on the line: without one, only a statistic's word is a key,
	 * a word and a figure (a unit after it at most) */
	if (!colon && !short_line(t, line))
		return 0;
	if (!row_read(t, line, &rw) || rw.label_e <= rw.label_s || rw.pipes || rw.nlabel > 8)
		return 0;
	if (!colon && !bare_statistic(t, line, &rw))
		return 0;
	if (colon && t->s[rw.label_e - 1] != ':' && (rw.label_e >= t->l[line].end || t->s[rw.label_e] != ':'))
		return 0;
	/* values before a remark in parentheses: "(128 samples, > 7 hours)" is no figure of the key */
	for (j = 0; j < rw.n && !rw.c[j].paren; j++)
		values += rw.c[j].kind == CELL_VALUE;
	if (values == 2 && run_key(t, &rw))
		return run_line(t, line, &rw, kl);
	if (values != 1 || rw.c[0].kind != CELL_VALUE || rw.c[0].paren || rw.c[0].pre_e > rw.c[0].pre_s)
		return 0;
	kl->line = line;
	kl->v = rw.c[0];
	/* "Janky frames: 187 (6.51%)": a count and, in parentheses, the share of the whole it is
	 * (a sign would make it a change) */
	memset(&kl->share, 0, sizeof(kl->share));
	memset(&kl->change, 0, sizeof(kl->change));
	if (rw.n == 2 && rw.c[1].kind == CELL_VALUE && rw.c[1].paren && rw.c[1].pct && !rw.c[1].signed_ &&
	    num_is_count(rw.c[0].x.value) && !rw.c[0].unit[0] && rw.c[1].x.value < 100)
		kl->share = rw.c[1];
	if (rw.n == 2 && rw.c[1].kind == CELL_VALUE && rw.c[1].paren && rw.c[1].pct && rw.c[1].signed_)
		kl->change = rw.c[1];
	text_label(t, rw.label_s, rw.label_e, kl->key, sizeof(kl->key));
	/* a digest's "Message: 3" over its part's "Date:" and "From:": the part's number */
	if (!strcasecmp(kl->key, "Message") && line + 1 < t->n && t->l[line + 1].end - t->l[line + 1].start >= 5 &&
	    (!memcmp(t->s + t->l[line + 1].start, "Date:", 5) || !memcmp(t->s + t->l[line + 1].start, "From:", 5)))
		return 0;
	kl->field = statistic_key(kl->key);
	kl->kind = kl->field >= 0 ? LABEL_SUMMARY : label_kind(kl->key);
	return 1;
}

/* "(150 samples": the count of runs a remark on the line gives, into x */
static int samples_remark(const struct text *t, int line, struct xnum *x)
{
	struct row rw;
	int j;

	row_read(t, line, &rw);
	for (j = 1; j < rw.n; j++) {
		const struct vcell *c = &rw.c[j];
		size_t n = c->post_e - c->post_s;
		if (c->kind == CELL_VALUE && num_is_count(c->x.value) && n >= 4 &&
		    (!strncasecmp(t->s + c->post_s, "samples", 7) || !strncasecmp(t->s + c->post_s, "runs", 4) ||
		     !strncasecmp(t->s + c->post_s, "iterations", 10))) {
			*x = c->x;
			return 1;
		}
	}
	return 0;
}

/* "51% more", "9% less": a percentage the line writes with a change word after it */
static int change_remark(const struct text *t, int line, struct vcell *out)
{
	static const char *const words[] = { "more", "less", "higher", "lower", "faster", "slower",
					     "better", "worse", "increase", "decrease", NULL };
	struct row rw;
	int j;

	row_read(t, line, &rw);
	for (j = 0; j < rw.n; j++) {
		const struct vcell *c = &rw.c[j];
		const char *const *w;
		size_t n = c->post_e - c->post_s;
		if (c->kind != CELL_VALUE || !c->pct)
			continue;
		for (w = words; *w; w++)
			if (n >= strlen(*w) && !strncasecmp(t->s + c->post_s, *w, strlen(*w))) {
				*out = *c;
				return 1;
			}
	}
	return 0;
}

static struct xseries *kv_series(struct xresult *r, int line, const char *label, size_t s0, size_t s1)
{
	struct xseries *s = xr_series_at(r, line, s0, s1, "pair");

	snprintf(s->label, sizeof(s->label), "%s", label);
	ctx_workload_above(r->t, line, s0, s->workload, sizeof(s->workload));
	return s;
}

/* Compare series si with the base list's; the change cell and the line say how much */
static void kv_change(struct xresult *r, const struct kvbase *base, int si, const struct vcell *c, int line)
{
	const struct text *t = r->t;
	struct xcomparison *cmp;
	char sent[160];

	if (base->series < 0 || base->series == si)
		return;
	cmp = xr_cmp(r);
	cmp->a = base->series;
	cmp->b = si;
	cmp->delta_pct = c->x;
	cmp->span[0] = c->s;
	cmp->span[1] = c->e;
	cmp->line = line;
	text_label(t, t->l[line].start, t->l[line].end, sent, sizeof(sent));
	xs_printf(cmp->text, sizeof(cmp->text), "%s vs %s: %s", r->series[si].label,
		  r->series[base->series].label, sent);
}

/* "MB/sec" and "MB/s": one unit, written two ways */
static int same_rate(const char *a, const char *b)
{
	const char *sa = strchr(a, '/'), *sb = strchr(b, '/');

	if (!strcmp(a, b))
		return 1;
	return sa && sb && sa - a == sb - b && !strncmp(a, b, (size_t)(sa - a)) &&
	       !strcmp(unit_canon(sa + 1), unit_canon(sb + 1));
}

/* "avg: 211.475 MB/sec" right under the runs of a tool's output: the series of those runs
 * (of the unit written, where it says one), or -1 */
static int runs_above(const struct xresult *r, int line, const char *unit)
{
	int i;

	if (line < 1 || line_is_blank(r->t, line - 1) || !r->used[line - 1])
		return -1;
	for (i = 0; i < r->nseries; i++) {
		const struct xseries *s = &r->series[i];
		if (s->nvalues >= 2 && !s->has_summary && s->line < line &&
		    s->span[1] >= r->t->l[line - 1].start && s->span[1] <= r->t->l[line - 1].end &&
		    (!unit[0] || same_rate(unit_canon(unit), s->unit)))
			return i;
	}
	return -1;
}

/* The statistic lists' series: one of the title; the changes written in the list */
static void read_summary(struct xresult *r, struct kvlist *kl, struct kvbase *base)
{
	const struct text *t = r->t;
	struct xseries *s = NULL;
	int i, si = -1, l;
	struct xnum n;
	struct vcell ch;

	for (i = 0; i < kl->n; i++) {
		struct kvline *k = &kl->k[i];
		if (k->field < 0)
			continue;
		if (!s && !kl->title[0] && (si = runs_above(r, kl->first, k->v.unit)) >= 0) {
			s = &r->series[si];
		} else if (!s) {
			s = kv_series(r, k->line, kl->title, t->l[kl->first].start, t->l[kl->last].end);
			si = (int)(s - r->series);
			/* the metric is the rest of the key: "processor package power" */
			if (strchr(k->key, ' '))
				snprintf(s->metric, sizeof(s->metric), "%s", strchr(k->key, ' ') + 1);
			if (k->v.unit[0] && strlen(k->v.unit) < sizeof(s->unit))
				snprintf(s->unit, sizeof(s->unit), "%s", k->v.unit);
		}
		s = &r->series[si];
		s->has_summary = 1;
		s->sum[k->field] = k->v.x;
		if (samples_remark(t, k->line, &n))
			s->sum[SUM_N] = n;
	}
	if (si < 0)
		return;
	kl->series = si;
	if (base->series < 0)
		base->series = si;
	for (l = kl->first; l <= kl->last; l++)
		if (change_remark(t, l, &ch))
			kv_change(r, base, si, &ch, l);
}

/* A key that names a build: a version, a scheduler, an OS ("old pstate" names none) */
/* 2 when a word of KEY is a build's ("6.6", "FreeBSD", "kernel"), 1 when only a configuration
 * word ("with the patch", "stock", "old"), else 0 */
static int names_build(const char *key)
{
	const char *p = key;
	int config = 0;

	while (*p) {
		size_t n;
		while (*p == ' ')
			p++;
		n = strcspn(p, " ");
		if (n && (label_build_word(p, n) || (n == 6 && !strncasecmp(p, "kernel", 6))))
			return 2;
		config |= n && label_is_config_word(p, n);
		p += n;
	}
	return config;
}

/* "4.6", "- 4.7", "* 2.6.32": a key that is a release alone (a list's bullet before it) */
static int release_key(const char *key)
{
	key += strspn(key, "-*+ ");
	return *key && label_build_word(key, strlen(key)) && isdigit((unsigned char)*key) && !strchr(key, ' ');
}

/* A value with a unit or a fraction measures something; a bare whole number counts */
static int measured(const struct text *t, const struct vcell *c)
{
	return c->unit[0] || c->pct || c->time || memchr(t->s + c->x.s, '.', c->x.e - c->x.s);
}

/* A figure written with its unit, a percent or a time ("2.8 ms", "31 %"): not a counter's
 * value ("tsc: 1.11604E+12") */
static int with_unit(const struct vcell *c)
{
	/* letters, or a UTF-8 sign ("µs") */
	return c->pct || c->time || ((isalpha((unsigned char)c->unit[0]) || (unsigned char)c->unit[0] >= 0x80) &&
				     strcasecmp(c->unit, "e") &&
				     strncasecmp(c->unit, "e+", 2) && strncasecmp(c->unit, "e-", 2));
}

/* "Final score for writes", "Throughput", "Requests/sec": a key naming a result a tool
 * prints as a whole number */
static int result_key(const char *key)
{
	static const char *const results[] = { "score", "throughput", "tps", "qps", "rps", "iops",
		"transactions", "requests", "queries", "bops", "requests/sec", "ops/sec", NULL };
	const char *p = key;

	while (*p) {
		size_t n;
		p += strspn(p, " ,;:()");
		n = strcspn(p, " ,;:()");
		for (const char *const *w = results; *w && n; w++)
			if (strlen(*w) == n && !strncasecmp(p, *w, n))
				return 1;
		p += n;
	}
	return 0;
}

/* "IOPS:  6242448", "Speed: 168264 request/sec, ...": a line above the list that is a key
 * and its figure (of a list before, or the tool's) names nothing below */
static int keyed_title(const struct text *t, int line)
{
	const char *p, *colon, *end;
	struct vcell c;
	size_t a, e;

	if (line < 0)
		return 0;
	p = t->s + t->l[line].start;
	end = t->s + t->l[line].end;
	if (!(colon = memchr(p, ':', (size_t)(end - p))) || colon + 1 >= end || !isspace((unsigned char)colon[1]))
		return 0;
	/* the first word after the key a figure, not a name ("Kernel: 5.4-rc2") */
	for (a = (size_t)(colon + 1 - t->s); a < t->l[line].end && isspace((unsigned char)t->s[a]); a++)
		;
	for (e = a; e < t->l[line].end && !isspace((unsigned char)t->s[e]); e++)
		;
	return e > a && cell_parse(t, a, e, &c) && c.kind == CELL_VALUE;
}

/* The series an earlier list under the same build's title gave the same key: this run's too */
static struct xseries *earlier_run(struct xresult *r, const char *title, const char *key)
{
	int i;

	for (i = r->nseries - 1; i >= 0; i--) {
		struct xseries *s = &r->series[i];
		if (!strcmp(s->found_by, "pair") && !strcmp(s->label, title) && !strcasecmp(s->metric, key))
			return s;
	}
	return NULL;
}

/* Keys that are not statistics: a series each, named by the key or the title */
/* The share a count's line posts beside it, a series beside the count's (SI) */
static void share_of(struct xresult *r, int si, const struct kvline *k)
{
	const struct text *t = r->t;
	char label[sizeof(r->series[0].label)];
	struct xseries *s;

	memcpy(label, r->series[si].label, sizeof(label));
	s = kv_series(r, k->line, label, t->l[k->line].start, t->l[k->line].end);
	snprintf(s->metric, sizeof(s->metric), "%.40s share", k->key);
	snprintf(s->unit, sizeof(s->unit), "%%");
	xs_value(s, &k->share.x);
}

static void read_figures(struct xresult *r, struct kvlist *kl)
{
	const struct text *t = r->t;
	int i, j, nb, made[KV_MAX], builds = 0;

	for (i = 0; i < kl->n; i++)
		builds |= kl->k[i].kind == LABEL_CONFIG && names_build(kl->k[i].key) == 2;

	for (i = 0; i < kl->n; i++) {
		struct kvline *k = &kl->k[i];
		struct xseries *s = NULL;
		made[i] = -1;
		if (k->field >= 0 || k->kind == LABEL_DELTA)
			continue;
		/* beside "stock kernel: 412 ops/s", "with the patch: 437 ops/s" is a build's figure
		 * too; "old pstate: 16" a setting (lists of such keys alone are the tables') */
		nb = k->metric[0] ? 2 : k->kind == LABEL_CONFIG ? names_build(k->key) : 0;
		/* "- 4.6: 3104412" beside "- 4.8-rc3: 2704612": a bare release among builds is one */
		if (!nb && builds && k->kind != LABEL_SUMMARY && k->kind != LABEL_RUN && release_key(k->key))
			nb = 2;
		if (nb == 2 || (nb == 1 && builds && measured(t, &k->v))) {
			s = kv_series(r, k->line, k->key, t->l[k->line].start, t->l[k->line].end);
			if (k->metric[0])
				snprintf(s->metric, sizeof(s->metric), "%.47s", k->metric);
		} else if (k->kind == LABEL_RUN && measured(t, &k->v)) {
			/* "Run #1: 12.3s" ...: the runs of the title's series */
			if (kl->series < 0)
				kl->series = (int)(kv_series(r, k->line, kl->title, t->l[kl->first].start,
							     t->l[kl->last].end) - r->series);
			s = &r->series[kl->series];
		} else if (kl->title[0] && (kl->keyed_again ||
					    (k->kind == LABEL_METRIC ? measured(t, &k->v) || result_key(k->key) :
					     (k->kind == LABEL_OTHER || k->kind == LABEL_WORKLOAD) &&
					     label_has_build(kl->title) && with_unit(&k->v)))) {
			/* under a build's title, any key whose figure has a unit is a figure of that
			 * build ("longest xrun: 2.8 ms", "cyclictest max: 1893 µs") */
			/* the same key again is another run of it */
			for (j = 0; j < i && !s; j++)
				if (made[j] >= 0 && !strcasecmp(kl->k[j].key, k->key))
					s = &r->series[made[j]];
			if (!s && kl->run_titled)
				s = earlier_run(r, kl->title, k->key);
			if (!s) {
				s = kv_series(r, k->line, kl->title, t->l[k->line].start, t->l[k->line].end);
				snprintf(s->metric, sizeof(s->metric), "%.47s", k->key);
			}
		}
		if (!s)
			continue;
		made[i] = (int)(s - r->series);
		xs_value(s, &k->v.x);
		if (k->share.x.set)
			share_of(r, made[i], k);
		/* "scx_rusty:  220.3s (-0.7%)" under "EEVDF:  221.8s": against the first build's line */
		if (k->change.x.set && i > 0 && made[0] >= 0 && !kl->k[0].change.x.set && nb == 2) {
			struct kvbase first = { made[0] };
			kv_change(r, &first, made[i], &k->change, k->line);
		}
		/* "7.232 seconds time elapsed ( +- 0.310% )": the deviation written on it */
		if (k->v.dev.set && !s->sum[SUM_STDDEV].set && s->nvalues == 1) {
			s->sum[SUM_STDDEV] = k->v.dev;
			s->has_summary = 1;
		}
		if (k->v.unit[0] && !s->unit[0] && strlen(k->v.unit) < sizeof(s->unit))
			snprintf(s->unit, sizeof(s->unit), "%s", k->v.unit);
	}
}

static int usable(const struct xresult *r, int line, int depth)
{
	return line < r->t->n && !r->used[line] && !layout_skip(r, line) &&
	       !line_is_blank(r->t, line) && r->t->l[line].depth == depth;
}

/* "After:", "With the patch:": a short line ending in ':' names the list below it */
static int title_line(const struct text *t, int line)
{
	struct tok k[8];
	const struct tline *tl = &t->l[line];

	return tl->end > tl->start && (t->s[tl->end - 1] == ':' || layout_framed_line(t, line)) &&
	       tok_line(t, line, k, 8) <= 5;
}

/* "kernel: 6.1.0+sched-fix": a key naming what a build is, its value a build, not a figure */
static int build_key_line(const struct text *t, int line)
{
	struct tok k[6];
	int n = tok_line(t, line, k, 6);

	return n >= 2 && n <= 5 && t->s[k[0].e - 1] == ':' && label_build_key(t->s + k[0].s, k[0].e - k[0].s);
}

/* "cfs_quota_us=50000", "period=100ms quota=-1": a line of settings alone titles the list
 * below it (a run of the same keys under each setting) */
static int setting_line(const struct text *t, int line)
{
	struct tok k[5];
	int n = tok_line(t, line, k, 5), i;

	if (n < 1 || n > 4)
		return 0;
	/* sysctl's own "kernel.sched_autogroup_enabled = 1": a dotted or joined name, "=", a value */
	if (n == 3 && k[1].e - k[1].s == 1 && t->s[k[1].s] == '=' && isalpha((unsigned char)t->s[k[0].s]) &&
	    (memchr(t->s + k[0].s, '.', k[0].e - k[0].s) || memchr(t->s + k[0].s, '_', k[0].e - k[0].s)))
		return 1;
	for (i = 0; i < n; i++) {
		const char *eq = memchr(t->s + k[i].s, '=', k[i].e - k[i].s);
		if (!eq || eq == t->s + k[i].s || eq + 1 >= t->s + k[i].e || !isalpha((unsigned char)t->s[k[i].s]))
			return 0;
	}
	return 1;
}

/* The list starting at LINE: key lines with prose between, to a blank line or the next title */
static int gather(struct xresult *r, int line, struct kvlist *kl)
{
	const struct text *t = r->t;
	int l, depth = t->l[line].depth, last_kv = line;

	kl->n = 0;
	kl->first = line;
	for (l = line; usable(r, l, depth) && kl->n < KV_MAX; l++) {
		if (kv_line(t, l, &kl->k[kl->n])) {
			kl->n++;
			last_kv = l;
		} else if (title_line(t, l) || build_key_line(t, l) || setting_line(t, l)) {
			break;          /* "After:", "kernel: 6.1.0+fix": the next list's title */
		}
	}
	kl->last = last_kv;
	return l;
}

/*
 * "no rule                 Requests per second:  5382.14" over "pcpu:deny=100   Requests
 * per second:  2871.66": every key ends in the same words, two blanks or more after what
 * the line is called; a tool's line pasted after a build's name.  The names become the
 * keys, the words their metric.  1 when so.
 */
static int pasted_keys(const struct text *t, struct kvlist *kl)
{
	char head[KV_MAX][NAME_LEN], tail[KV_MAX][NAME_LEN];
	struct row rw;
	size_t g, h;
	int i;

	if (kl->n < 2)
		return 0;
	for (i = 0; i < kl->n; i++) {
		if (!row_read(t, kl->k[i].line, &rw))
			return 0;
		for (g = rw.label_s; g + 1 < rw.label_e && (t->s[g] != ' ' || t->s[g + 1] != ' '); g++)
			;
		for (h = g; h < rw.label_e && t->s[h] == ' '; h++)
			;
		if (g == rw.label_s || g + 1 >= rw.label_e || h >= rw.label_e)
			return 0;
		text_label(t, rw.label_s, g, head[i], NAME_LEN);
		text_label(t, h, rw.label_e, tail[i], NAME_LEN);
		if (memmem(t->s + h, rw.label_e - h, "  ", 2) || (i && strcmp(tail[i], tail[0])))
			return 0;
	}
	if (label_kind(tail[0]) != LABEL_METRIC && !vocab_metric_word(tail[0], strlen(tail[0])))
		return 0;
	for (i = 0; i < kl->n; i++) {
		struct kvline *k = &kl->k[i];
		memcpy(k->key, head[i], NAME_LEN);
		memcpy(k->metric, tail[i], NAME_LEN);
		k->field = -1;
		k->kind = LABEL_CONFIG;
	}
	return 1;
}

/* LABEL holds the word W (LEN bytes), blanks around it */
static int has_word(const char *label, const char *w, size_t len)
{
	for (const char *p = label; *p;) {
		size_t n = strcspn(p, " ");
		if (n == len && !strncmp(p, w, len))
			return 1;
		p += n;
		p += strspn(p, " ");
	}
	return 0;
}

/* LABEL without the words every label of SET holds, into OUT */
static void unshared_words(const struct xresult *r, const int *set, int n, const char *label, char *out,
			   size_t size)
{
	size_t o = 0;

	out[0] = '\0';
	for (const char *w = label; *w;) {
		size_t len = strcspn(w, " ");
		int i;
		for (i = 0; i < n && has_word(r->series[set[i]].label, w, len); i++)
			;
		if (i < n && o + len + 2 < size) {
			o += (size_t)snprintf(out + o, size - o, "%s%.*s", o ? " " : "", (int)len, w);
		}
		w += len;
		w += strspn(w, " ");
	}
}

/*
 * "period=100ms quota=-1", "period=100ms quota=50ms": the settings every
 * list's title shares tell its series apart from nothing; the labels keep
 * the others ("quota=-1").  SET lists the series a setting line titled.
 */
static void settings_apart(struct xresult *r, const int *set, int n)
{
	char apart[KV_MAX][sizeof(r->series[0].label)];
	int i;

	for (i = 0; i < n; i++) {
		unshared_words(r, set, n, r->series[set[i]].label, apart[i], sizeof(apart[i]));
		/* "kernel.sched_autogroup_enabled = 1" against "= 0": a bare value names nothing */
		if (!apart[i][0] || strspn(apart[i], "0123456789.-") == strlen(apart[i]))
			return;
	}
	for (i = 0; i < n; i++)
		memcpy(r->series[set[i]].label, apart[i], sizeof(apart[i]));
}

/*
 * "Janky frames: 187 (6.51%)" under "baseline:", and again under "with the
 * series:": a key line alone under its title whose key another title's
 * line alone repeats is the same figure of two configurations.  1 when
 * line L's key (KEY) comes again on another line of the post.
 */
#define KEY_NEAR 120

static int key_again(const struct xresult *r, int l, const char *key, const char *title)
{
	const struct text *t = r->t;
	struct kvline other;
	char its[NAME_LEN];
	int m, again = 0, counting = 1, nth = 0;

	if (!title[0])
		return 0;
	/* the lines near it only: a post of many lone key lines (a config dump) is not read
	 * over once for each */
	for (m = l > KEY_NEAR ? l - KEY_NEAR : 0; m < t->n && m <= l + KEY_NEAR; m++) {
		if (m != l && ((m >= l - 1 && m <= l + 1) || t->l[m].depth != t->l[l].depth || layout_skip(r, m)))
			continue;
		if (!kv_line(t, m, &other) || other.field >= 0 || strcasecmp(other.key, key))
			continue;
		/* "Message: 1", "Message: 2" ...: a digest numbering its parts, no figure */
		counting &= other.v.x.value == ++nth;
		/* the other may be read already (the first list): only set aside it is not one;
		 * it has a title of its own */
		again |= m != l && layout_title_above(r, m, its, sizeof(its)) >= 0 && its[0] && strcmp(its, title);
	}
	return again && !counting;
}

void rec_kv(struct xresult *r)
{
	const struct text *t = r->t;
	struct kvlist *kl = NULL;     /* 20 KB to clear: only for a post with a key: value line */
	struct kvbase base = { -1 };
	struct kvline probe;
	int l, i, stats, set[KV_MAX], nset = 0, start = r->nseries;

	for (l = 0; l < t->n; l++) {
		int next, first = r->nseries, title;
		if (!usable(r, l, t->l[l].depth) || !kv_line(t, l, &probe))
			continue;
		if (!kl)
			kl = xcalloc(1, sizeof(*kl));
		next = gather(r, l, kl);
		pasted_keys(t, kl);
		for (i = 0, stats = 0; i < kl->n; i++)
			stats += kl->k[i].field >= 0;
		if (keyed_title(t, (title = layout_title_above(r, l, kl->title, sizeof(kl->title)))))
			kl->title[0] = '\0';
		/* "$ for i in 1 2 3; do numactl --interleave=all ... | grep MByte/s; done" over its
		 * lines, beside the same loop without the wrapper: named as a tool's output under
		 * its command is, by the setting before it or the wrapper */
		if (l > 0 && tk_command_line(t, l - 1)) {
			char named[sizeof(kl->title)];
			int at = tk_command_title(r, l, named, sizeof(named));
			if (at >= 0) {
				title = at;
				memcpy(kl->title, named, sizeof(named));
			}
		}
		kl->keyed_again = kl->n == 1 && !stats && key_again(r, l, kl->k[0].key, kl->title);
		if (kl->n < 2 && !stats && !kl->keyed_again) {
			l = next - 1;
			continue;
		}
		kl->run_titled = label_drop_run(kl->title);
		kl->series = -1;
		if (stats)
			read_summary(r, kl, &base);
		read_figures(r, kl);
		if (r->nseries > first) {
			for (i = kl->first; i <= kl->last; i++)
				r->used[i] = 1;
			layout_note(r, kl->first, kl->last, "pair", "key: value lines under a title");
		}
		for (i = first; title >= 0 && setting_line(t, title) && i < r->nseries && nset < KV_MAX; i++)
			if (!strcmp(r->series[i].label, kl->title))
				set[nset++] = i;
		l = next - 1;
	}
	if (nset > 1)
		settings_apart(r, set, nset);
	/* "avg run_delay per timeslice: 4092 ns" with no runs beside it, once every list is read:
	 * the mean as posted is the value */
	for (i = start; i < r->nseries; i++)
		if (!strcmp(r->series[i].found_by, "pair"))
			xs_settle_mean(&r->series[i]);
	free(kl);
}
