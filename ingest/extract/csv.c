/* csv.c: comma-separated values pasted in a post: a header of names, then rows; builds, settings and figures by column */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "layout.h"
#include "labels.h"
#include "../../core/banned.h"

/*
 *   threads,kernel,tps,qps,p95_ms
 *   1,5.14.0-rc4,612.33,12246.60,1.89
 *   1,5.14.0-rc4+v3,608.71,12174.20,1.89
 *
 * Lines of one quote depth with as many comma-separated fields each, three
 * or more, under a header line of names and no figure, a column of words
 * among them: that column names builds (the label, such columns joined), a
 * column of whole numbers under a counting name ("threads", "clients")
 * before the first figure's column is a setting, one under a run's heading
 * ("run", "iter") numbers the runs, every other column of figures a metric (a block without builds is table.c's: rows keyed by a
 * count under named columns).  A series a (build, setting, metric); rows again of
 * the same build and setting are its runs.  A field in quotes, as
 * spreadsheets export it ("41,203", "a=1, b=0"), keeps its commas; a quote
 * anywhere else is a sentence's.
 */

#define CSV_COLS 16
#define CSV_ROWS 512
#define LOOK_BACK 256

struct field {
	size_t s, e;
};

/* The fields of line l, blanks around each trimmed: how many (0: not a CSV line) */
static int fields(const struct text *t, int l, struct field *f, int max)
{
	size_t p = t->l[l].start, e = t->l[l].end, q;
	int n = 0;

	/* most lines hold no comma: asked first, before the marks that refuse a line */
	if (e - p < 5 || !memchr(t->s + p, ',', e - p) || memchr(t->s + p, '\t', e - p))
		return 0;
	while (p <= e && n < max) {
		const char *c;
		int quoted = p < e && t->s[p] == '"';
		/* a spreadsheet's quoted field ("41,203", "a=1, b=0"): its commas are its own */
		if (quoted) {
			const char *close = memchr(t->s + p + 1, '"', e - p - 1);
			if (!close || (close + 1 < t->s + e && close[1] != ','))
				return 0;
			f[n].s = p + 1;
			f[n].e = (size_t)(close - t->s);
			c = close + 1 < t->s + e ? close + 1 : NULL;
			q = c ? (size_t)(c - t->s) : e;
		} else {
			c = memchr(t->s + p, ',', e - p);
			q = c ? (size_t)(c - t->s) : e;
			f[n].s = p;
			f[n].e = q;
			/* a quote inside an unquoted field: a sentence's */
			if (memchr(t->s + p, '"', q - p))
				return 0;
		}
		while (f[n].s < f[n].e && t->s[f[n].s] == ' ')
			f[n].s++;
		while (f[n].e > f[n].s && t->s[f[n].e - 1] == ' ')
			f[n].e--;
		/* a field of words with blanks between is prose, not a value ("so, as I said, ...") */
		if (f[n].e == f[n].s || (!quoted && memchr(t->s + f[n].s, ' ', f[n].e - f[n].s)))
			return 0;
		n++;
		p = q + 1;
		if (!c)
			break;
	}
	return n >= 3 && p > e ? n : 0;
}

static int number(const struct text *t, const struct field *f, struct vcell *c)
{
	return cell_parse(t, f->s, f->e, c) && c->kind == CELL_VALUE && !c->time;
}

/* The role of a column under HEAD with CELLS: 'b' build, 's' setting, 'm' metric, 'r' the
 * runs' numbers ("run" over 1 2 3 1 2), 0 none */
static char role(const struct text *t, const struct field *head, const struct field *cells, int nrows)
{
	struct vcell c;
	int words = 0, whole = 1, i;

	for (i = 0; i < nrows; i++) {
		if (!number(t, &cells[i], &c)) {
			words++;
			continue;
		}
		whole &= num_is_count(c.x.value) && !c.unit[0];
	}
	if (words == nrows)
		return 'b';
	if (words)
		return 0;
	if (whole && label_run_heading(t->s + head->s, head->e - head->s))
		return 'r';
	return whole && label_count_noun(t->s + head->s, head->e - head->s) ? 's' : 'm';
}

/* The row's settings as params of s ("threads" 8) */
static void settings(const struct text *t, struct xseries *s, const struct field *head, const struct field *row,
		     const char *roles, int n)
{
	struct vcell c;
	char key[16];

	for (int k = 0; k < n; k++) {
		if (roles[k] != 's' || !number(t, &row[k], &c) || head[k].e - head[k].s >= sizeof(key))
			continue;
		snprintf(key, sizeof(key), "%.*s", (int)(head[k].e - head[k].s), t->s + head[k].s);
		for (char *p = key; *p; p++)
			*p = (char)tolower((unsigned char)*p);
		xs_param_num(s, key, &c.x);
	}
}

/* Two series of the block alike but for their values: the same build, metric and settings */
static int same_series(const struct xseries *a, const struct xseries *b)
{
	if (strcmp(a->label, b->label) || strcmp(a->metric, b->metric) || a->nparams != b->nparams)
		return 0;
	for (int k = 0; k < a->nparams; k++)
		if (strcmp(a->params[k].key, b->params[k].key) || a->params[k].num.value != b->params[k].num.value)
			return 0;
	return 1;
}

/* The row's build: its word columns joined */
static void row_label(const struct text *t, const struct field *row, const char *roles, int n, char *out, size_t on)
{
	out[0] = '\0';
	for (int j = 0; j < n; j++)
		if (roles[j] == 'b')
			snprintf(out + strlen(out), on - strlen(out), "%s%.*s", out[0] ? " " : "",
				 (int)(row[j].e - row[j].s), t->s + row[j].s);
}

static void emit(struct xresult *r, int h, int nrows, int n)
{
	const struct text *t = r->t;
	struct field head[CSV_COLS], row[CSV_COLS], cells[CSV_ROWS];
	char roles[CSV_COLS], label[96];
	int first = r->nseries, i, j, k;

	fields(t, h, head, CSV_COLS);
	for (j = 0; j < n; j++) {
		for (i = 0; i < nrows; i++) {
			fields(t, h + 1 + i, row, CSV_COLS);
			cells[i] = row[j];
		}
		roles[j] = role(t, &head[j], cells, nrows);
		/* the keys lead: a counting name after the first metric is a metric ("threads" of
		 * will-it-scale's results) */
		if (roles[j] == 's' && memchr(roles, 'm', (size_t)j))
			roles[j] = 'm';
	}
	/* without a column of builds it is table.c's (rows keyed by a count, columns named) */
	if (!memchr(roles, 'b', (size_t)n))
		return;
	for (i = 0; i < nrows; i++) {
		int line = h + 1 + i;
		fields(t, line, row, CSV_COLS);
		row_label(t, row, roles, n, label, sizeof(label));
		for (j = 0; j < n; j++) {
			struct vcell c;
			struct xseries *s;
			if (roles[j] != 'm' || !number(t, &row[j], &c))
				continue;
			s = xr_series_at(r, line, row[j].s, row[j].e, "table");
			snprintf(s->label, sizeof(s->label), "%s", label);
			snprintf(s->metric, sizeof(s->metric), "%.*s", (int)(head[j].e - head[j].s), t->s + head[j].s);
			settings(t, s, head, row, roles, n);
			/* the same build and settings again: another run of that series (looked for
			 * among the block's last LOOK_BACK series: a long paste costs its length) */
			for (k = r->nseries - 1 - first > LOOK_BACK ? r->nseries - 1 - LOOK_BACK : first;
			     k < r->nseries - 1 && !same_series(&r->series[k], s); k++)
				;
			if (k < r->nseries - 1) {
				r->nseries--;
				s = &r->series[k];
			} else
				ctx_workload_above(t, line, row[j].s, s->workload, sizeof(s->workload));
			xs_value(s, &c.x);
			if (row[j].e > s->span[1])
				s->span[1] = row[j].e;
		}
	}
	for (i = first; i < r->nseries; i++)
		ctx_finish(&r->series[i]);
	for (i = h; i <= h + nrows; i++)
		r->used[i] = 1;
}

/* A header of names at line h over rows of as many fields, one figure each at least: the
 * rows, else 0 */
static int block(const struct xresult *r, int h, int *n)
{
	const struct text *t = r->t;
	struct field f[CSV_COLS];
	struct vcell c;
	int rows = 0, j, k;

	if (!(*n = fields(t, h, f, CSV_COLS)))
		return 0;
	for (j = 0; j < *n; j++)
		if (number(t, &f[j], &c) || !isalpha((unsigned char)t->s[f[j].s]))
			return 0;
	while (h + 1 + rows < t->n && rows < CSV_ROWS && !r->used[h + 1 + rows] &&
	       t->l[h + 1 + rows].depth == t->l[h].depth && fields(t, h + 1 + rows, f, CSV_COLS) == *n) {
		for (j = k = 0; j < *n; j++)
			k += number(t, &f[j], &c);
		if (!k)
			break;
		rows++;
	}
	return rows >= 2 ? rows : 0;
}

void rec_csv(struct xresult *r)
{
	const struct text *t = r->t;
	int l, rows, n;

	if (!text_has(t, ",", 1))
		return;
	for (l = 0; l + 2 < t->n; l++)
		if (!r->used[l] && !layout_skip(r, l) && (rows = block(r, l, &n)) > 0) {
			emit(r, l, rows, n);
			l += rows;
		}
}
