/* vsline.c: "A vs B:  a vs b METRIC, c vs d METRIC": two builds' figures side by side, a line a comparison */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "layout.h"
#include "../../core/banned.h"

/*
 *   EEVDF vs scx_lavd:     58.3 vs 71.9 avg fps, 31.2 vs 52.6 1% lows
 *   EEVDF vs scx_rusty:    58.3 vs 66.0 avg,     31.2 vs 44.1 1% lows
 *
 * The key names both sides ("A vs B:", "A vs. B:", "A / B:"); each clause
 * after it (up to a comma or a semicolon) is a figure of A, "vs", a figure
 * of B, and the words that say what they measure ("avg fps", "1% lows": a
 * percentage opening the words names the metric, it is no figure).  A
 * series a side and metric; the figures as printed.  Clauses whose metric is
 * left out take the one before ("avg," after "avg fps").  A line of one
 * clause with no metric and no sides in its key is vs_pairs' in table.c ("run 1:
 * 2412 vs 2455").
 */

#define VS_TOKS 64
#define NAME 64

static int vs_word(const struct text *t, const struct tok *k)
{
	return tok_is(t, k, "vs") || tok_is(t, k, "vs.") || tok_is(t, k, "versus");
}

/* A figure: a value, its trailing comma off */
static int figure(const struct text *t, const struct tok *k, struct vcell *c)
{
	return isdigit((unsigned char)t->s[k->s]) && cell_parse_listed(t, k, c);
}

/* The key "A vs B:" in tokens [0, n): the sides into a and b, the token after the colon, else 0 */
static int key_sides(const struct text *t, const struct tok *k, int n, char *a, char *b)
{
	int i, v = -1;

	for (i = 0; i < n && i < 8; i++) {
		if (vs_word(t, &k[i]))
			v = i;
		if (t->s[k[i].e - 1] == ':')
			break;
	}
	if (i == n || i == 8 || v < 1 || v >= i)
		return 0;
	text_label(t, k[0].s, k[v - 1].e, a, NAME);
	text_label(t, k[v + 1].s, k[i].e - 1, b, NAME);
	return a[0] && b[0] ? i + 1 : 0;
}

static struct xseries *side(struct xresult *r, int line, const struct tok *k, const char *label,
			    const char *metric, const struct vcell *c)
{
	struct xseries *x = xr_series_at(r, line, k->s, k->e, "pair");

	snprintf(x->label, sizeof(x->label), "%s", label);
	snprintf(x->metric, sizeof(x->metric), "%s", metric);
	xs_value(x, &c->x);
	xs_unit_of(x, c);
	ctx_workload_above(r->t, line, k->s, x->workload, sizeof(x->workload));
	ctx_finish(x);
	return x;
}

/* The clauses of line l after token i: 1 when every one reads "V vs V [words]" and two at least */
static int read_clauses(struct xresult *r, int l, const struct tok *k, int n, int i, const char *a,
			const char *b, int emit, char *carry)
{
	const struct text *t = r->t;
	char metric[NAME] = "", first[NAME];
	int clauses = 0;

	snprintf(first, sizeof(first), "%s", carry);

	while (i < n) {
		struct vcell ca, cb;
		int w;
		char m[NAME] = "";
		if (i + 2 >= n || !figure(t, &k[i], &ca) || !vs_word(t, &k[i + 1]) || !figure(t, &k[i + 2], &cb))
			return 0;
		/* the metric's words, to the clause's end */
		for (w = i + 3; w < n && !strchr(",;", t->s[k[w - 1].e - 1]) && !figure(t, &k[w], &ca); w++)
			;
		figure(t, &k[i], &ca);
		if (w > i + 3)
			text_label(t, k[i + 3].s, k[w - 1].e, m, sizeof(m));
		while (m[0] && strchr(",;", m[strlen(m) - 1]))
			m[strlen(m) - 1] = '\0';
		/* "avg," after "avg fps" (a clause before, or the line above's): the first words
		 * again, the unit the clause before gave */
		if (m[0] && metric[0] && !strncmp(metric, m, strlen(m)) && metric[strlen(m)] == ' ')
			snprintf(m, sizeof(m), "%s", metric);
		else if (m[0] && clauses < 2 && first[0])
			for (const char *p = first; p; p = strstr(p, "\n")) {
				p += *p == '\n';
				if (!strncmp(p, m, strlen(m)) && p[strlen(m)] == ' ') {
					snprintf(m, sizeof(m), "%.*s", (int)strcspn(p, "\n"), p);
					break;
				}
			}
		if (m[0])
			snprintf(metric, sizeof(metric), "%s", m);
		if (!metric[0])
			return 0;
		if (emit) {
			side(r, l, &k[i], a, metric, &ca);
			side(r, l, &k[i + 2], b, metric, &cb);
			/* the metrics of this line, for the next line's first words */
			if (clauses == 0)
				carry[0] = '\0';
			if (strlen(carry) + strlen(metric) + 2 < NAME * 2)
				snprintf(carry + strlen(carry), NAME * 2 - strlen(carry), "%s%s", carry[0] ? "\n" : "",
					 metric);
		}
		clauses++;
		i = w;
	}
	return clauses >= 2;
}

/*
 * "base vs patched: 4123 vs 4690  (+13.8%)": one clause under a title
 * naming what was measured, the key naming both sides, a change in
 * parentheses after it at most: a series a side (metric and unit from the
 * title above, as a table's), the change a comparison of the second with
 * the first.  1 when line l reads so.
 */
static int one_clause(struct xresult *r, int l, const struct tok *k, int n, int i, char *a, const char *b)
{
	const struct text *t = r->t;
	struct vcell ca, cb, ch;
	struct xseries *sa, *sb;
	struct xcomparison *cmp;
	char sent[160];
	int change;

	if (i + 2 >= n || !figure(t, &k[i], &ca) || !vs_word(t, &k[i + 1]) || !figure(t, &k[i + 2], &cb) ||
	    ca.pct || cb.pct)
		return 0;
	change = i + 4 == n && t->s[k[i + 3].s] == '(' && cell_parse(t, k[i + 3].s, k[i + 3].e, &ch) && ch.pct;
	if (i + 3 != n && !change)
		return 0;
	/* "hackbench (pipe, 10 groups) vanilla vs patched:": the words before the first side say
	 * what ran, the side is after them */
	for (const char *p = a + strlen(a); p > a; p--)
		if (p[-1] == ')' || p[-1] == ',') {
			while (*p == ' ')
				p++;
			memmove(a, p, strlen(p) + 1);
			break;
		}
	if (!a[0])
		return 0;
	sa = side(r, l, &k[i], a, "", &ca);
	sb = side(r, l, &k[i + 2], b, "", &cb);
	if (!change)
		return 1;
	cmp = xr_cmp(r);
	cmp->a = (int)(sa - r->series);
	cmp->b = (int)(sb - r->series);
	cmp->delta_pct = ch.x;
	cmp->span[0] = ch.s;
	cmp->span[1] = ch.e;
	cmp->line = l;
	text_label(t, t->l[l].start, t->l[l].end, sent, sizeof(sent));
	xs_printf(cmp->text, sizeof(cmp->text), "%s vs %s: %s", b, a, sent);
	return 1;
}

void rec_vsline(struct xresult *r)
{
	const struct text *t = r->t;
	struct tok k[VS_TOKS];
	char a[NAME], b[NAME], carry[NAME * 2] = "";
	int l, n, i;

	if (!text_has(t, " vs", 3))
		return;
	for (l = 0; l < t->n; l++) {
		if (r->used[l] || layout_skip(r, l) || (n = tok_line(t, l, k, VS_TOKS)) < 6 || n == VS_TOKS)
			continue;
		if ((i = key_sides(t, k, n, a, b)) && one_clause(r, l, k, n, i, a, b)) {
			r->used[l] = 1;
			layout_note(r, l, l, "pair", "A vs B: a vs b (change)");
			carry[0] = '\0';
			continue;
		}
		if (!i || n < 7 || !read_clauses(r, l, k, n, i, a, b, 0, carry)) {
			carry[0] = '\0';
			continue;
		}
		read_clauses(r, l, k, n, i, a, b, 1, carry);
		r->used[l] = 1;
		layout_note(r, l, l, "pair", "A vs B: a vs b METRIC, c vs d METRIC");
	}
}
