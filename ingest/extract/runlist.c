/* runlist.c: a build's name on a line of its own over its runs, one figure a line, a summary line after them */
#include <ctype.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "labels.h"
#include "layout.h"
#include "../../core/banned.h"

/*
 * "8.1-RELEASE" (or "ULE:") over "\t13491.63", "\t13520.18", ... and
 * "\tavg 13471.64": the runs a poster lists under each build, often for
 * ministat, sometimes with a summary line of their own.  A series a name:
 * the runs its values, the summary words' figures its summary, workload,
 * metric and unit from the heading.  The name names a build (a version, a
 * scheduler, a build's word) and the runs are two or more, not 1, 2, 3 ...
 * counting; so an enumeration or a list of settings under a title is not
 * read.
 */

#define NAME_MAX_LEN 48
#define RUNS_MAX 200

/* Line l holds one figure and nothing else ("  13491.63", "412.3s"): into c */
static int run_line(const struct text *t, int l, struct vcell *c)
{
	struct tok k[2];

	return tok_line(t, l, k, 2) == 1 && isdigit((unsigned char)t->s[k[0].s]) &&
	       cell_parse(t, k[0].s, k[0].e, c) && c->kind == CELL_VALUE && !c->pct && !c->paren && !c->signed_;
}

/* Line l is a summary of the runs above: a summary word and a figure ("avg 13471.64",
 * "mean: 412.1"): the field, its figure into x; else -1 */
static int summary_line(const struct text *t, int l, struct xnum *x)
{
	struct tok k[3];
	char w[16];
	int n = tok_line(t, l, k, 3), f;
	struct vcell c;

	if (n != 2 || k[0].e - k[0].s >= sizeof(w))
		return -1;
	text_label(t, k[0].s, k[0].e, w, sizeof(w));
	if ((f = label_summary_field(w)) < 0 || !cell_parse(t, k[1].s, k[1].e, &c) || c.kind != CELL_VALUE ||
	    c.pct)
		return -1;
	*x = c.x;
	return f;
}

/* Line l names a build, alone on its line: "8.1-RELEASE", "HEAD r210342", "ULE:" */
static int name_line(const struct xresult *r, int l, char *name, size_t n)
{
	const struct text *t = r->t;
	size_t len = t->l[l].end - t->l[l].start;

	if (r->used[l] || layout_skip(r, l) || line_is_blank(t, l) || len > NAME_MAX_LEN)
		return 0;
	text_label(t, t->l[l].start, t->l[l].end, name, n);
	len = strlen(name);
	if (len && name[len - 1] == ':')
		name[--len] = '\0';
	return len && (label_has_build(name) || label_kind(name) == LABEL_CONFIG);
}

/* The runs from line l: how many lines of one figure, 0 when fewer than two or counting 1, 2, 3 */
static int runs_at(const struct xresult *r, int l)
{
	const struct text *t = r->t;
	struct vcell c;
	double prev = 0;
	int n = 0, counting = 1;

	while (l + n < t->n && n < RUNS_MAX && !r->used[l + n] && !layout_skip(r, l + n) && run_line(t, l + n, &c)) {
		if (!num_is_count(c.x.value) || (n && c.x.value != prev + 1))
			counting = 0;
		prev = c.x.value;
		n++;
	}
	return n >= 2 && !counting ? n : 0;
}

static int emit(struct xresult *r, int l, const char *name, int n, const struct xseries *head)
{
	const struct text *t = r->t;
	struct xseries *s;
	struct vcell c;
	struct xnum x;
	int j, f, last = l + n;

	s = xr_series(r);
	xs_copy_head(s, head);
	s->line = l;
	s->depth = t->l[l].depth;
	s->author = t->l[l].author;
	s->span[0] = t->l[l].start;
	s->span[1] = t->l[l + n].end;
	xs_printf(s->found_by, sizeof(s->found_by), "table");
	xs_printf(s->label, sizeof(s->label), "%s", name);
	for (j = l + 1; j <= l + n; j++) {
		run_line(t, j, &c);
		xs_value(s, &c.x);
		xs_unit_of(s, &c);
	}
	while (last + 1 < t->n && !r->used[last + 1] && (f = summary_line(t, last + 1, &x)) >= 0) {
		s->sum[f] = x;
		s->has_summary = 1;
		s->span[1] = x.e;
		last++;
	}
	ctx_finish(s);
	for (j = l; j <= last; j++)
		r->used[j] = 1;
	layout_note(r, l, last, "table", "a build's name over its runs, a figure a line");
	return last;
}

/* Line l is a release alone ("6.1.55", "13.2.1"): a point and another in its one token */
static int release_line(const struct text *t, int l)
{
	struct tok k[2];
	const char *p, *dot;

	if (l < 0 || tok_line(t, l, k, 2) != 1 || !isdigit((unsigned char)t->s[k[0].s]))
		return 0;
	p = t->s + k[0].s;
	dot = memchr(p, '.', k[0].e - k[0].s);
	return dot && memchr(dot + 1, '.', (size_t)(t->s + k[0].e - dot - 1)) &&
	       strspn(p, "0123456789.") == k[0].e - k[0].s;
}

/* Lines a and b are figures alone written alike: as many digits after one point */
static int same_form(const struct text *t, int a, int b)
{
	struct vcell c;
	const char *pa, *pb, *da, *db;
	size_t na, nb;

	if (!run_line(t, a, &c) || !run_line(t, b, &c))
		return 0;
	pa = t->s + t->l[a].start, na = t->l[a].end - t->l[a].start;
	pb = t->s + t->l[b].start, nb = t->l[b].end - t->l[b].start;
	da = memchr(pa, '.', na);
	db = memchr(pb, '.', nb);
	if (!da || !db || memchr(da + 1, '.', (size_t)(pa + na - da - 1)))
		return 0;
	return pa + na - da == pb + nb - db;
}

/* Only blank lines from line a to line b (the groups of one list) */
static int blank_between(const struct text *t, int a, int b)
{
	for (int l = a + 1; l < b; l++)
		if (!line_is_blank(t, l))
			return 0;
	return 1;
}

void rec_runlist(struct xresult *r)
{
	const struct text *t = r->t;
	struct xseries head;
	char name[96];
	size_t from, to;
	int l, n, last = -2;

	for (l = 0; l + 2 < t->n; l++) {
		if (!name_line(r, l, name, sizeof(name)) || t->l[l + 1].depth != t->l[l].depth || !(n = runs_at(r, l + 1)))
			continue;
		/* "stable" over "6.1.55", then "mainline" over "6.7": a list of releases, not runs;
		 * "5.07" over "3.76", "5.15": the first run, as many decimals as the others, no name */
		if ((l > 0 && release_line(t, l - 1)) || same_form(t, l, l + 1))
			continue;
		/* the groups after the first under the heading of the list, not each other */
		if (last < 0 || !blank_between(t, last, l)) {
			memset(&head, 0, sizeof(head));
			ctx_heading(r, l, t->l[l].start, &from, &to);
			ctx_apply(t, from, to, &head);
		}
		l = last = emit(r, l, name, n, &head);
	}
}

/*
 *   Raw EEVDF runs, in case anyone wants to check the spread:
 *
 *   71.62 71.79 72.10 71.68 72.01
 *
 * The runs on one line of their own under a title naming a build (a line
 * ending in ':', a blank line between or none): a series of the build the
 * title names, the figures its values.  Three figures or more, written alike
 * (as many digits after the point), not counting 1, 2, 3, under a title
 * naming no count ("CPUs in the LLC on 6.8:"); so a list of CPUs or of
 * settings under a title is not read.
 */
#define LINE_RUNS 32

/* Line l only figures written alike, commas between or none: how many (into c), else 0 */
static int runs_on_line(const struct text *t, int l, struct vcell *c)
{
	struct tok k[LINE_RUNS + 1];
	int n = tok_line(t, l, k, LINE_RUNS + 1), i, counting = 1;

	if (n < 3 || n > LINE_RUNS)
		return 0;
	for (i = 0; i < n; i++) {
		size_t e = k[i].e - (i + 1 < n && t->s[k[i].e - 1] == ',');
		if (!isdigit((unsigned char)t->s[k[i].s]) || !cell_parse(t, k[i].s, e, &c[i]) ||
		    c[i].kind != CELL_VALUE || c[i].pct || c[i].paren || c[i].signed_ ||
		    num_decimals(t->s + c[i].x.s, c[i].x.e - c[i].x.s) != num_decimals(t->s + c[0].x.s, c[0].x.e - c[0].x.s))
			return 0;
		if (!num_is_count(c[i].x.value) || (i && c[i].x.value != c[i - 1].x.value + 1))
			counting = 0;
	}
	return counting ? 0 : n;
}

/* Line a names a count ("CPUs", "threads"): what follows it is a list of them */
static int names_count(const struct text *t, int a)
{
	struct tok k[24];
	int n = tok_line(t, a, k, 24);

	for (int i = 0; i < n; i++)
		if (label_count_noun(t->s + k[i].s, k[i].e - k[i].s))
			return 1;
	return 0;
}

/* The build named by the title over line l ("Raw EEVDF runs, ...:"), into name; 1 when so */
static int runs_title(const struct xresult *r, int l, char *name, size_t n)
{
	const struct text *t = r->t;
	int a = l - 1;

	if (a >= 0 && line_is_blank(t, a))
		a--;
	if (a < 0 || r->used[a] || line_is_blank(t, a) || t->l[a].depth != t->l[l].depth ||
	    t->l[a].end == t->l[a].start || t->s[t->l[a].end - 1] != ':' || names_count(t, a))
		return 0;
	return label_config_phrase(t->s + t->l[a].start, t->l[a].end - t->l[a].start - 1, name, n) > 0;
}

void rec_runs_line(struct xresult *r)
{
	const struct text *t = r->t;
	struct vcell c[LINE_RUNS];
	struct xseries head, *s;
	char name[96];
	size_t from, to;
	int l, n, i;

	for (l = 1; l < t->n; l++) {
		struct vcell next[LINE_RUNS];
		if (r->used[l] || layout_skip(r, l) || !(n = runs_on_line(t, l, c)) || !runs_title(r, l, name, sizeof(name)))
			continue;
		/* "1  18422  18431  18290" over "2  35910 ...": the first row of a table, no runs */
		if (l + 1 < t->n && t->l[l + 1].depth == t->l[l].depth && runs_on_line(t, l + 1, next) == n)
			continue;
		memset(&head, 0, sizeof(head));
		ctx_heading(r, l, t->l[l].start, &from, &to);
		ctx_apply(t, from, to, &head);
		s = xr_series(r);
		xs_copy_head(s, &head);
		s->line = l;
		s->depth = t->l[l].depth;
		s->author = t->l[l].author;
		s->span[0] = t->l[l].start;
		s->span[1] = t->l[l].end;
		xs_printf(s->found_by, sizeof(s->found_by), "table");
		xs_printf(s->label, sizeof(s->label), "%s", name);
		for (i = 0; i < n; i++) {
			xs_value(s, &c[i].x);
			xs_unit_of(s, &c[i]);
		}
		ctx_finish(s);
		r->used[l] = 1;
		layout_note(r, l, l, "table", "a build's runs on one line under a title naming it");
	}
}
