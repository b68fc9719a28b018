/* runfields.c: lines of fields keyed by name: a run a line ("run1: 5.12 W   Speedometer 2.1: 298") or a build a line ("v2   missed 0.37%   p99 197us") */
#include <ctype.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "labels.h"
#include "layout.h"
#include "../../core/banned.h"

/*
 *   EPP 128 (current default):
 *      run1: 5.12 W   Speedometer 2.1: 298
 *      run2: 5.08 W   Speedometer 2.1: 301
 *
 * Fields set apart by two blanks or more, each "KEY: FIGURE [UNIT]"; the
 * first keyed by a run's number ("run1", "run 2", "#3"), the others by what
 * they measured.  Two lines of the shape at least, the same keys in the
 * same places, make a block: each place is a series (the first's metric the
 * unit's, the others' their key), the lines its runs, labelled by the title
 * above the block.  A run key alone on its lines is the key: value lists'.
 */

#define RF_FIELDS 8
#define RF_LINES 64

struct field {
	size_t ks, ke;      /* the key, without its colon */
	struct vcell c;     /* the figure, its unit the word after it if any */
};

/* The field in [s, e): "KEY: FIGURE [UNIT]"; 1 when it reads so */
static int field(const struct text *t, size_t s, size_t e, struct field *f)
{
	struct tok k[8];
	int n = tok_split(t, s, e, k, 8), i;

	for (i = 0; i < n && t->s[k[i].e - 1] != ':'; i++)
		;
	if (i == n || i + 2 < n - 1 || i + 1 >= n || k[i].e - 1 <= s || !isalpha((unsigned char)t->s[s]))
		return 0;
	f->ks = s;
	f->ke = k[i].e - 1;
	if (!cell_parse(t, k[i + 1].s, k[i + 1].e, &f->c) || f->c.kind != CELL_VALUE || f->c.pct)
		return 0;
	if (i + 2 < n) {
		size_t un = k[i + 2].e - k[i + 2].s;
		if (f->c.unit[0] || !cell_unit_word(t->s + k[i + 2].s, un) || un >= sizeof(f->c.unit))
			return 0;
		memcpy(f->c.unit, t->s + k[i + 2].s, un);
		f->c.unit[un] = '\0';
	}
	return 1;
}

/* The end of the cell opening at q: the next gap of two blanks or a tab, or e */
static const char *cell_end(const char *q, const char *e)
{
	while (q < e && !(*q == '\t' || (q[0] == ' ' && q + 1 < e && q[1] == ' ')))
		q++;
	return q;
}

typedef int field_fn(const struct text *t, size_t s, size_t e, struct field *f);

/* The cells from q to e, each a field READ reads, into f: how many, 0 when one is not */
static int cells_as_fields(const struct text *t, const char *q, const char *e, field_fn *read, struct field *f)
{
	int n = 0;

	while (q < e && isspace((unsigned char)*q))
		q++;
	while (q < e && n < RF_FIELDS) {
		const char *gap = cell_end(q, e);
		if (!read(t, (size_t)(q - t->s), (size_t)(gap - t->s), &f[n]))
			return 0;
		n++;
		for (q = gap; q < e && isspace((unsigned char)*q); q++)
			;
	}
	return q < e ? 0 : n;
}

/* Line l's fields, set apart by two blanks or more (or a tab), into f: how many when the
 * first is keyed by a run's number and there are two at least, else 0 */
static int fields(const struct text *t, int l, struct field *f)
{
	char key[24];
	int n = cells_as_fields(t, t->s + t->l[l].start, t->s + t->l[l].end, field, f);

	if (n < 2)
		return 0;
	text_label(t, f[0].ks, f[0].ke, key, sizeof(key));
	return label_run_number(key) > 0 ? n : 0;
}

/* Lines a and b keyed alike: the same names from place FROM on, in the same places */
static int same_keys(const struct text *t, const struct field *a, const struct field *b, int from, int n)
{
	for (int i = from; i < n; i++)
		if (a[i].ke - a[i].ks != b[i].ke - b[i].ks || memcmp(t->s + a[i].ks, t->s + b[i].ks, a[i].ke - a[i].ks))
			return 0;
	return 1;
}

static void emit(struct xresult *r, int l, int e, int n)
{
	const struct text *t = r->t;
	struct field f[RF_FIELDS];
	char title[96] = "";
	int first = r->nseries, i, j;

	layout_title_above(r, l, title, sizeof(title));
	fields(t, l, f);
	for (i = 0; i < n; i++) {
		struct xseries *s = xr_series_at(r, l, f[i].c.x.s, f[i].c.x.e, "table");
		if (i)
			text_label(t, f[i].ks, f[i].ke, s->metric, sizeof(s->metric));
		snprintf(s->label, sizeof(s->label), "%s", title);
	}
	for (j = l; j < e; j++) {
		fields(t, j, f);
		for (i = 0; i < n; i++) {
			struct xseries *s = &r->series[first + i];
			xs_value(s, &f[i].c.x);
			xs_unit_of(s, &f[i].c);
			s->span[1] = f[i].c.x.e;
		}
		r->used[j] = 1;
	}
	for (i = first; i < r->nseries; i++) {
		ctx_workload_above(t, l, t->l[l].start, r->series[i].workload, sizeof(r->series[i].workload));
		ctx_finish(&r->series[i]);
	}
	layout_note(r, l, e - 1, "table", "a run a line keyed by its number, other figures keyed by name");
}

void rec_run_fields(struct xresult *r)
{
	const struct text *t = r->t;
	struct field a[RF_FIELDS], b[RF_FIELDS];
	int l, e, n;

	if (!text_has(t, ":", 1))
		return;
	for (l = 0; l + 1 < t->n; l++) {
		if (r->used[l] || layout_skip(r, l) || !(n = fields(t, l, a)))
			continue;
		for (e = l + 1; e < t->n && e < l + RF_LINES && !r->used[e] && t->l[e].depth == t->l[l].depth &&
				fields(t, e, b) == n && same_keys(t, a, b, 1, n);
		     e++)
			;
		if (e - l < 2)
			continue;
		emit(r, l, e, n);
		l = e - 1;
	}
}

/*
 *   tip/sched/core   missed 1.84% (1380 of 75000)   wu_lat avg 41us   p99 612us
 *   + your v2        missed 0.37% (278 of 75000)    wu_lat avg 28us   p99 197us
 *
 * A build's name, then fields set apart by two blanks or more, each the
 * words naming a figure and the figure (a unit after it, a remark in
 * parentheses after that); two lines at least, the same words in the same
 * places, the names differing.  Each (line, place) is a series: label the
 * name, metric the words.
 */
#define NF_TOKS 12

/* The field in [s, e): "WORDS FIGURE [UNIT] [(remark)]"; 1 when it reads so */
static int named_field(const struct text *t, size_t s, size_t e, struct field *f)
{
	struct tok k[NF_TOKS];
	int n = tok_split(t, s, e, k, NF_TOKS), i, v;

	for (v = 0; v < n && !(isdigit((unsigned char)t->s[k[v].s]) && cell_parse(t, k[v].s, k[v].e, &f->c) &&
			       f->c.kind == CELL_VALUE); v++)
		if (!isalpha((unsigned char)t->s[k[v].s]) || memchr(t->s + k[v].s, ':', k[v].e - k[v].s))
			return 0;
	if (v == 0 || v == n || v > 3)
		return 0;
	f->ks = k[0].s;
	f->ke = k[v - 1].e;
	i = v + 1;
	if (i < n && t->s[k[i].s] != '(') {
		size_t un = k[i].e - k[i].s;
		if (f->c.unit[0] || !cell_unit_word(t->s + k[i].s, un) || un >= sizeof(f->c.unit))
			return 0;
		memcpy(f->c.unit, t->s + k[i].s, un);
		f->c.unit[un] = '\0';
		i++;
	}
	/* "(1380 of 75000)": a remark on the figure, no figure */
	if (i < n && (t->s[k[i].s] != '(' || t->s[k[n - 1].e - 1] != ')'))
		return 0;
	return 1;
}

/* Line l: a name (no figure in it), then named fields; how many fields, the name's bytes */
static int named_line(const struct text *t, int l, struct field *f, size_t *ns, size_t *ne)
{
	const char *e = t->s + t->l[l].end, *q = t->s + t->l[l].start, *gap, *c;
	int n;

	while (q < e && isspace((unsigned char)*q))
		q++;
	*ns = (size_t)(q - t->s);
	gap = cell_end(q, e);
	for (c = q + 1; c < gap; c++)
		if (isdigit((unsigned char)*c) && c[-1] == ' ')
			return 0;       /* a figure in the name: a row of a table */
	if (gap == q || gap >= e)
		return 0;
	*ne = (size_t)(gap - t->s);
	n = cells_as_fields(t, gap, e, named_field, f);
	return n < 2 ? 0 : n;
}

static void emit_named(struct xresult *r, int l, int e, int n)
{
	const struct text *t = r->t;
	struct field f[RF_FIELDS];
	size_t ns, ne;
	int j, i;

	for (j = l; j < e; j++) {
		named_line(t, j, f, &ns, &ne);
		for (i = 0; i < n; i++) {
			struct xseries *s = xr_series_at(r, j, f[i].c.x.s, f[i].c.x.e, "table");
			text_label(t, ns, ne, s->label, sizeof(s->label));
			text_label(t, f[i].ks, f[i].ke, s->metric, sizeof(s->metric));
			xs_value(s, &f[i].c.x);
			xs_unit_of(s, &f[i].c);
			ctx_workload_above(t, l, t->l[l].start, s->workload, sizeof(s->workload));
			ctx_finish(s);
		}
		r->used[j] = 1;
	}
	layout_note(r, l, e - 1, "table", "a build a line, then figures keyed by name");
}

void rec_named_fields(struct xresult *r)
{
	const struct text *t = r->t;
	struct field a[RF_FIELDS], b[RF_FIELDS];
	size_t ns, ne;
	int l, e, n;

	for (l = 0; l + 1 < t->n; l++) {
		if (r->used[l] || layout_skip(r, l) || !(n = named_line(t, l, a, &ns, &ne)))
			continue;
		for (e = l + 1; e < t->n && e < l + RF_LINES && !r->used[e] && t->l[e].depth == t->l[l].depth &&
				named_line(t, e, b, &ns, &ne) == n && same_keys(t, a, b, 0, n);
		     e++)
			;
		if (e - l < 2)
			continue;
		emit_named(r, l, e, n);
		l = e - 1;
	}
}
