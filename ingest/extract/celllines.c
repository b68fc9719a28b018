/* celllines.c: a table a browser copied one cell a line: a header of names, then each row's name (and its unit line) over as many figures */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "layout.h"
#include "../../core/banned.h"

/*
 * Copying an HTML table out of a browser (a result viewer, a wiki) loses
 * its layout: each cell comes out on a line of its own.
 *
 *   Test                         the corner cell (may be absent)
 *   7.1-BETA ULE                 the columns' names
 *   7.1-BETA 4BSD
 *   Gzip Compression             a row's name
 *   Seconds, Fewer Is Better     its unit line (may be absent)
 *   5.75                         one figure a column
 *   4.99
 *   BZIP2 Compression
 *   ...
 *
 * Lines of one quote depth without blanks between them, in which runs of
 * lines holding a figure alone are all K long, and the lines of words
 * between them are all as many (R, one or two): the first run of words is
 * the corner, the K names, then the first row's R lines.  Two rows at
 * least.  A series a (column, row): labelled by the column, its metric the
 * row's name, its unit and direction from the unit line.
 */

#define CL_LINES 256
#define CL_COLS 12

/* Line l holds one figure alone ("5.75", "1222.59") */
static int figure_line(const struct text *t, int l, struct vcell *c)
{
	const struct tline *tl = &t->l[l];
	char first = tl->end > tl->start ? t->s[tl->start] : 0;

	/* most lines open with a letter: refused before they are parsed */
	if (!(isdigit((unsigned char)first) || first == '-' || first == '+' || first == '.'))
		return 0;
	return !memchr(t->s + tl->start, ' ', tl->end - tl->start) &&
	       cell_parse(t, tl->start, tl->end, c) && c->kind == CELL_VALUE && !c->time;
}

/* The lines of the block from l: same depth, none blank, used or set aside */
static int block_end(const struct xresult *r, int l)
{
	const struct text *t = r->t;
	int e = l;

	while (e < t->n && e - l < CL_LINES && !line_is_blank(t, e) && !r->used[e] && !layout_skip(r, e) &&
	       t->l[e].depth == t->l[l].depth)
		e++;
	return e;
}

/* Runs of the block [l, e): the length of its figure runs (K) and of the word runs between
 * them (R); the first word run's length into *lead; 0 when the shape is not kept */
static int shape(const struct text *t, int l, int e, int *k, int *rr, int *lead)
{
	struct vcell c;
	int i = l, groups = 0, run;

	*k = *rr = 0;
	for (*lead = 0; i < e && !figure_line(t, i, &c); i++)
		(*lead)++;
	while (i < e) {
		for (run = 0; i < e && figure_line(t, i, &c); i++)
			run++;
		if (!*k)
			*k = run;
		if (run != *k)
			return 0;
		groups++;
		if (i == e)
			break;
		for (run = 0; i < e && !figure_line(t, i, &c); i++)
			run++;
		/* words after the last row: the table ended a line earlier (not kept) */
		if (i == e || (*rr && run != *rr) || run > 2)
			return 0;
		*rr = run;
	}
	if (groups < 2 || *k < 2 || *k > CL_COLS || !*rr || *lead < *k + *rr || *lead > *k + *rr + 1)
		return 0;
	return groups;
}

/* "Seconds, Fewer Is Better" (the result viewers' "UNIT, DIRECTION Is Better"): the unit in
 * the vocabulary's spelling ("s"), the direction as a heading's (ctx_direction) */
static void unit_line(const struct text *t, int l, struct xseries *s)
{
	const char *p = t->s + t->l[l].start, *end = t->s + t->l[l].end;
	size_t n = strcspn(p, ","), i;
	char unit[sizeof(s->unit)];

	if (p + n > end)
		n = (size_t)(end - p);
	snprintf(unit, sizeof(unit), "%.*s", (int)n, p);
	for (i = 0; unit[i]; i++)
		unit[i] = (char)tolower((unsigned char)unit[i]);
	/* a spelling the vocabulary knows, else the words as posted ("Frames Per Second") */
	if (strcmp(unit_canon(unit), unit))
		snprintf(s->unit, sizeof(s->unit), "%s", unit_canon(unit));
	else
		snprintf(s->unit, sizeof(s->unit), "%.*s", (int)n, p);
	ctx_direction(t, t->l[l].start, t->l[l].end, s);
}

static void emit(struct xresult *r, int l, int e, int k, int rr, int lead)
{
	const struct text *t = r->t;
	int names = l + lead - rr - k, row, j, first = r->nseries;
	struct vcell c;

	for (row = l + lead - rr; row < e; row += rr + k)
		for (j = 0; j < k; j++) {
			int v = row + rr + j;
			struct xseries *s;
			if (!figure_line(t, v, &c))
				continue;
			s = xr_series_at(r, v, t->l[v].start, t->l[v].end, "table");
			snprintf(s->label, sizeof(s->label), "%.*s", (int)(t->l[names + j].end - t->l[names + j].start),
				 t->s + t->l[names + j].start);
			snprintf(s->metric, sizeof(s->metric), "%.*s", (int)(t->l[row].end - t->l[row].start),
				 t->s + t->l[row].start);
			if (rr == 2)
				unit_line(t, row + 1, s);
			ctx_workload_above(t, l, t->l[l].start, s->workload, sizeof(s->workload));
			xs_value(s, &c.x);
		}
	for (j = first; j < r->nseries; j++)
		ctx_finish(&r->series[j]);
	for (j = l; j < e; j++)
		r->used[j] = 1;
	layout_note(r, l, e - 1, "table", "cells one a line, as a browser copies a table");
}

void rec_cell_lines(struct xresult *r)
{
	const struct text *t = r->t;
	int l, e, k, rr, lead;

	for (l = 0; l + 6 < t->n; l = e > l ? e : l + 1) {
		e = block_end(r, l);
		if (e - l >= 7 && shape(t, l, e, &k, &rr, &lead))
			emit(r, l, e, k, rr, lead);
	}
}
