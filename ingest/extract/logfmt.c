/* logfmt.c: lines of key=value fields a harness prints ("kernel=2.6.0 load=idle run=1 fps=183.6"): builds, settings, runs and figures by key */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cells.h"
#include "extract.h"
#include "labels.h"
#include "layout.h"
#include "../../core/banned.h"

/*
 *   kernel=2.4.22 load=idle test=q3-four run=1 fps=183.6
 *   kernel=2.4.22 load=idle test=ut2003-botmatch avg_fps=61.42 min_fps=24.10
 *
 * Two lines or more in a row, each three or more key=value fields and
 * nothing else.  A key naming a build (kernel, sched, scheduler, config,
 * build, tree, patch) gives the label; "run" (iter, iteration, rep)
 * numbers runs, pooled; a counting key with a whole number ("threads=8")
 * and any key with words ("load=idle") a setting (params); every other
 * key with a figure a metric, its series one a (build, settings, metric).
 */

#define LF_FIELDS 16

struct kv {
	size_t ks, ke, vs, ve;
};

/*
 * "pert/s:  31 >40475.37us:  3 min:  0.37 max:48103.60 avg:29573.74": fields
 * written "key: value" or "key:value", a figure each; a bucket keyed by a
 * threshold (">40475.37us: 3") is passed over.  Three keyed by words at
 * least, each key once, and nothing else on the line.
 */
static int colon_fields(const struct text *t, const struct tok *k, int n, struct kv *f, int max)
{
	int i, m = 0;
	struct vcell c;

	for (i = 0; i < n; i++) {
		const char *p = t->s + k[i].s, *colon = memchr(p, ':', k[i].e - k[i].s);
		size_t vs, ve;
		if (!colon || colon == p)
			return 0;
		if (colon + 1 < t->s + k[i].e) {
			vs = (size_t)(colon + 1 - t->s);
			ve = k[i].e;
		} else if (i + 1 < n) {
			vs = k[i + 1].s;
			ve = k[i + 1].e;
			i++;
		} else
			return 0;
		if (!cell_parse(t, vs, ve, &c) || c.kind != CELL_VALUE)
			return 0;
		if (!isalpha((unsigned char)*p))
			continue;
		if (m == max)
			return 0;
		/* "Time: 4.012   Time: 4.101": one key again is a table's columns, not a record */
		for (int j = 0; j < m; j++)
			if (f[j].ke - f[j].ks == (size_t)(colon - p) && !memcmp(t->s + f[j].ks, p, f[j].ke - f[j].ks))
				return 0;
		f[m++] = (struct kv){ (size_t)(p - t->s), (size_t)(colon - t->s), vs, ve };
	}
	return m >= 3 ? m : 0;
}

/* Three '=' or three ':' on the line at least: most lines have not, and are not cut into tokens */
/*
 * The lines holding three '=' or three ':' at least, found in one pass of
 * memchr over the text per mark: most posts have none, and no line of them
 * is cut into tokens (a test per line cost a twentieth of extraction).
 * NULL when no line is.
 */
static unsigned char *marked_lines(const struct text *t)
{
	static const char marks[] = { ':', '=' };
	unsigned char *m = NULL;
	size_t k;

	for (k = 0; k < sizeof(marks); k++) {
		const char *p = t->s, *e = t->s + t->len;
		int l = 0, seen = 0;
		for (; p < e && (p = memchr(p, marks[k], (size_t)(e - p))); p++) {
			size_t off = (size_t)(p - t->s);
			int was = l;
			while (l < t->n && t->l[l].end <= off)
				l++;
			if (l == t->n)
				break;
			seen = l == was ? seen + 1 : 1;
			if (seen == 3 && off >= t->l[l].start) {
				if (!m)
					m = xcalloc((size_t)t->n, 1);
				m[l] = 1;
			}
		}
	}
	return m;
}

static int fields(const struct text *t, const unsigned char *marked, int l, struct kv *f, int max)
{
	struct tok k[2 * LF_FIELDS + 1];
	int n, i;

	if (!marked[l])
		return 0;
	n = tok_line(t, l, k, 2 * LF_FIELDS + 1);

	if (n >= 4 && n <= 2 * max && !memchr(t->s + k[0].s, '=', k[0].e - k[0].s))
		return colon_fields(t, k, n, f, max);
	if (n < 3 || n > max)
		return 0;
	for (i = 0; i < n; i++) {
		const char *p = t->s + k[i].s, *eq = memchr(p, '=', k[i].e - k[i].s);
		/* "submitter=0, tid=1234, file=...": a tool's settings line, its fields set apart by
		 * commas, is the tool's, no harness's log */
		if (!eq || eq == p || eq + 1 >= t->s + k[i].e || !isalpha((unsigned char)*p) ||
		    t->s[k[i].e - 1] == ',')
			return 0;
		f[i] = (struct kv){ k[i].s, (size_t)(eq - t->s), (size_t)(eq - t->s) + 1, k[i].e };
	}
	return n;
}

static int key_is(const struct text *t, const struct kv *f, const char *const *words)
{
	for (; *words; words++)
		if (f->ke - f->ks == strlen(*words) && !strncasecmp(t->s + f->ks, *words, f->ke - f->ks))
			return 1;
	return 0;
}

static const char *const build_keys[] = { "kernel", "sched", "scheduler", "config", "build", "tree", "patch",
					   "os", "version", NULL };
static const char *const run_keys[] = { "run", "iter", "iteration", "rep", "trial", NULL };

static int figure(const struct text *t, const struct kv *f, struct vcell *c)
{
	return cell_parse(t, f->vs, f->ve, c) && c->kind == CELL_VALUE;
}

/* What field f is: 'b' build, 'r' run, 's' setting, 'm' metric */
static char role(const struct text *t, const struct kv *f)
{
	struct vcell c;

	if (key_is(t, f, build_keys))
		return 'b';
	if (key_is(t, f, run_keys))
		return 'r';
	if (!figure(t, f, &c))
		return 's';
	if (num_is_count(c.x.value) && !c.unit[0] && label_count_noun(t->s + f->ks, f->ke - f->ks))
		return 's';
	return 'm';
}

static void key_of(const struct text *t, const struct kv *f, char *out, size_t n)
{
	snprintf(out, n, "%.*s", (int)(f->ke - f->ks), t->s + f->ks);
}

/* The series of this block like s (label, metric, settings), else -1; among its last
 * LOOK_BACK series only, so a harness's log of thousands of lines costs its length */
#define LOOK_BACK 256

static int earlier(const struct xresult *r, int first, const struct xseries *s)
{
	if (r->nseries - 1 - first > LOOK_BACK)
		first = r->nseries - 1 - LOOK_BACK;
	for (int i = first; i < r->nseries - 1; i++) {
		const struct xseries *o = &r->series[i];
		int k;
		if (strcmp(o->label, s->label) || strcmp(o->metric, s->metric) || o->nparams != s->nparams)
			continue;
		for (k = 0; k < s->nparams; k++)
			if (strcmp(o->params[k].key, s->params[k].key) || o->params[k].is_num != s->params[k].is_num ||
			    (o->params[k].is_num ? o->params[k].num.value != s->params[k].num.value
						 : strcmp(o->params[k].str, s->params[k].str)))
				break;
		if (k == s->nparams)
			return i;
	}
	return -1;
}

static void line_series(struct xresult *r, const unsigned char *marked, int first, int l)
{
	const struct text *t = r->t;
	struct kv f[LF_FIELDS];
	char label[96] = "", key[24];
	int n = fields(t, marked, l, f, LF_FIELDS), i, j;

	for (i = 0; i < n; i++)
		if (role(t, &f[i]) == 'b')
			snprintf(label + strlen(label), sizeof(label) - strlen(label), "%s%.*s", label[0] ? " " : "",
				 (int)(f[i].ve - f[i].vs), t->s + f[i].vs);
	for (i = 0; i < n; i++) {
		struct vcell c;
		struct xseries *s;
		int at;
		if (role(t, &f[i]) != 'm' || !figure(t, &f[i], &c))
			continue;
		s = xr_series_at(r, l, f[i].vs, f[i].ve, "table");
		snprintf(s->label, sizeof(s->label), "%s", label);
		key_of(t, &f[i], s->metric, sizeof(s->metric));
		for (j = 0; j < n; j++) {
			struct vcell v;
			if (role(t, &f[j]) != 's')
				continue;
			key_of(t, &f[j], key, sizeof(key));
			if (figure(t, &f[j], &v))
				xs_param_num(s, key, &v.x);
			else
				xs_param_str(s, key, t->s + f[j].vs, f[j].ve - f[j].vs);
		}
		/* the same build, settings and metric again: another run */
		if ((at = earlier(r, first, s)) >= 0) {
			r->nseries--;
			s = &r->series[at];
		}
		xs_value(s, &c.x);
		s->span[1] = f[i].ve;
	}
}

/* The first word of TITLE that opens a build's phrase ("with", "before", "on" ...), or NULL */
static char *build_word_at(char *title)
{
	static const char *const opens[] = { "with", "without", "before", "after", "on", "under",
					     "using", NULL };
	char *w;
	size_t i, n;

	for (w = title; *w; w += strcspn(w, " "), w += strspn(w, " "))
		for (i = 0; opens[i]; i++) {
			n = strlen(opens[i]);
			if (!strncasecmp(w, opens[i], n) && (w[n] == ' ' || !w[n]))
				return w;
		}
	return NULL;
}

/* "Same load with this patch applied.": the sentence from the word that opens its build
 * ("with this patch applied"), when what it says reads as a build; else "" */
static void from_build_word(char *title)
{
	char compact[96], *w, *end;

	snprintf(compact, sizeof(compact), "%s", title);
	label_compact(compact);
	if (!label_has_build(compact) && label_kind(compact) != LABEL_CONFIG) {
		title[0] = '\0';
		return;
	}
	if (!(w = build_word_at(title))) {
		memmove(title, compact, strlen(compact) + 1);
		return;
	}
	memmove(title, w, strlen(w) + 1);
	for (end = title + strlen(title); end > title && (end[-1] == '.' || end[-1] == ':' || end[-1] == ' ');)
		*--end = '\0';
}

/* Lines that name no build ("min: 0.37 max: 48103.60 avg: 29573.74") are the build's the
 * title above them names ("Same load with this patch applied.") */
static void title_block(struct xresult *r, int first, int l)
{
	char title[96];
	int i;

	const struct text *t = r->t;
	int at;

	for (i = first; i < r->nseries; i++)
		if (r->series[i].label[0])
			return;
	if (first == r->nseries)
		return;
	at = layout_title_above(r, l, title, sizeof(title));
	/* "overhead = %CPU received by the competition": a legend of the keys, no title */
	if (at >= 0 && memmem(t->s + t->l[at].start, t->l[at].end - t->l[at].start, " = ", 3))
		title[0] = '\0';
	/* "Same load with this patch applied.": a sentence right above, as far as it names a build */
	for (at = l - 1; !title[0] && at >= 0 && at >= l - 2; at--) {
		if (line_is_blank(t, at))
			continue;
		if (r->used[at] || t->l[at].depth != t->l[l].depth)
			break;
		text_label(t, t->l[at].start, t->l[at].end, title, sizeof(title));
		from_build_word(title);
		break;
	}
	if (!title[0])
		return;
	for (i = first; i < r->nseries; i++)
		snprintf(r->series[i].label, sizeof(r->series[i].label), "%s", title);
}

void rec_logfmt(struct xresult *r)
{
	const struct text *t = r->t;
	struct kv f[LF_FIELDS];
	unsigned char *marked;
	int l, e, first;

	if (!text_has(t, "=", 1) && !text_has(t, ":", 1))
		return;
	if (!(marked = marked_lines(t)))
		return;
	for (l = 0; l + 1 < t->n; l++) {
		if (r->used[l] || !fields(t, marked, l, f, LF_FIELDS))
			continue;
		for (e = l + 1; e < t->n && !r->used[e] && t->l[e].depth == t->l[l].depth &&
		     fields(t, marked, e, f, LF_FIELDS); e++)
			;
		if (e - l < 2)
			continue;
		first = r->nseries;
		for (int i = l; i < e; i++) {
			line_series(r, marked, first, i);
			r->used[i] = 1;
		}
		title_block(r, first, l);
		for (int i = first; i < r->nseries; i++)
			ctx_finish(&r->series[i]);
		l = e - 1;
	}
	free(marked);
}
