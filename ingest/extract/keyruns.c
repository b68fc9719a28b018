/* keyruns.c: builds' runs written "KEY:  NAME v, v, v" with more "NAME v, v, v" lines aligned under the first name */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "layout.h"
#include "../../core/banned.h"

/*
 *   2.6.31-rc9:        SunSpider 1021.4ms, 1017.9ms, 1030.2ms
 *                      V8 2105, 2098, 2121
 *   2.6.31-rc9-bfs211: SunSpider 987.7ms, 995.1ms, 990.6ms
 *                      V8 2160, 2149, 2172
 *
 * A key of one to four words ending in its colon, a benchmark's name (one or
 * two words, no figure), then its runs (two figures or more, parted by
 * commas or blanks, "and" before the last); the lines after it that start
 * under that name (a blank or two either way) give the same key's runs of
 * other benchmarks.  Two keyed lines at least make the block: one alone is
 * a sentence's or a key: value list's.  Each (key, name) is a series: label
 * the key, metric the name, its runs the values, each as printed; numbers
 * without a unit are runs too (the V8 scores), the name saying what they are.
 */

#define KR_TOKS 64
#define KR_RUNS 32
#define KR_LINES 64

struct krline {
	int line;
	int key_b, name_a, name_b;     /* tokens: the key [0, key_b), the name [name_a, name_b) */
	int first, n;                  /* the runs: tokens [first, first + n) less "and" */
	struct tok k[KR_TOKS];
	int nk;
};

/* Token K a run: a value with its unit or none, "1021.4ms," */
static int run_cell(const struct text *t, const struct tok *k, struct vcell *c)
{
	return isdigit((unsigned char)t->s[k->s]) && cell_parse_listed(t, k, c) && !c->paren && !c->signed_;
}

/* The runs from token i to the line's end: how many, 0 unless two or more and nothing else */
static int runs_from(const struct text *t, const struct krline *kl, int i)
{
	struct vcell c;
	int n = 0;

	for (; i < kl->nk; i++) {
		if (tok_is(t, &kl->k[i], "and") && n > 0 && i + 1 < kl->nk)
			continue;
		if (!run_cell(t, &kl->k[i], &c))
			return 0;
		n++;
	}
	return n >= 2 ? n : 0;
}

/* A benchmark's name from token i: one or two words of letters, the second not a number */
static int name_end(const struct text *t, const struct krline *kl, int i)
{
	struct vcell c;
	int b = i;

	while (b < kl->nk && b < i + 2 && isalpha((unsigned char)t->s[kl->k[b].s]) &&
	       !strchr(":,;", t->s[kl->k[b].e - 1]) && !run_cell(t, &kl->k[b], &c))
		b++;
	return b > i ? b : -1;
}

/* Line L as "KEY: NAME runs" (key) or "NAME runs" (not key), into kl; 1 if so */
static int read_line(const struct xresult *r, int l, int key, struct krline *kl)
{
	const struct text *t = r->t;
	int i;

	if (r->used[l] || layout_skip(r, l) || line_is_blank(t, l))
		return 0;
	kl->line = l;
	kl->nk = tok_line(t, l, kl->k, KR_TOKS);
	if (kl->nk < 3 || kl->nk == KR_TOKS)
		return 0;
	kl->key_b = 0;
	if (key) {
		for (i = 0; i < 4 && i < kl->nk; i++)
			if (t->s[kl->k[i].e - 1] == ':' && kl->k[i].e - kl->k[i].s > 1)
				break;
		if (i == 4 || i == kl->nk)
			return 0;
		kl->key_b = i + 1;
	}
	kl->name_a = kl->key_b;
	if ((kl->name_b = name_end(t, kl, kl->name_a)) < 0)
		return 0;
	kl->first = kl->name_b;
	return (kl->n = runs_from(t, kl, kl->first)) > 0;
}

static void emit(struct xresult *r, const struct krline *key, const struct krline *kl)
{
	const struct text *t = r->t;
	struct xseries *x = xr_series_at(r, kl->line, kl->k[kl->name_a].s, kl->k[kl->nk - 1].e, "table");
	struct vcell c;

	text_label(t, key->k[0].s, key->k[key->key_b - 1].e - 1, x->label, sizeof(x->label));
	text_label(t, kl->k[kl->name_a].s, kl->k[kl->name_b - 1].e, x->metric, sizeof(x->metric));
	for (int i = kl->first; i < kl->nk; i++)
		if (run_cell(t, &kl->k[i], &c)) {
			xs_value(x, &c.x);
			xs_unit_of(x, &c);
		}
	ctx_workload_above(t, kl->line, kl->k[0].s, x->workload, sizeof(x->workload));
	ctx_finish(x);
}

/* The block of keyed lines from line l: their lines (read into kl), 0 unless two keys */
static int block(const struct xresult *r, int l, struct krline *kl, int *nkeys)
{
	const struct text *t = r->t;
	int n = 0, col = -1;

	*nkeys = 0;
	while (l < t->n && n < KR_LINES) {
		if (read_line(r, l, 1, &kl[n])) {
			col = text_column(t, l, kl[n].k[kl[n].name_a].s);
			(*nkeys)++;
		} else if (col >= 0 && read_line(r, l, 0, &kl[n]) &&
			   abs(text_column(t, l, kl[n].k[0].s) - col) <= 2 && t->l[l].depth == t->l[kl[0].line].depth) {
			kl[n].key_b = -1;       /* under the key before */
		} else {
			break;
		}
		n++;
		l++;
	}
	return *nkeys >= 2 ? n : 0;
}

/* Line l may open a block: a colon within its first four tokens and a comma after it (most
 * lines have neither, and are not read further) */
static int may_open(const struct text *t, int l)
{
	const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end, *colon = memchr(p, ':', (size_t)(e - p));

	return colon && memchr(colon, ',', (size_t)(e - colon)) != NULL;
}

/*
 * "ULE 4BSD real 1843.22 1790.51 user 2911.40 2897.03 sys 690.12 655.80": a
 * table a mailer ran into one line, a paragraph of its own: N names (two to
 * six words, no figure), then rows of a key word and N figures, two rows at
 * least and nothing else.  A series a name and key.  1 if line L reads so.
 */
static int collapsed(struct xresult *r, int l)
{
	const struct text *t = r->t;
	struct tok k[KR_TOKS];
	struct vcell c;
	int n, names, i, j, rows;

	/* a paragraph of one line, asked before its tokens are */
	if ((l > 0 && !line_is_blank(t, l - 1)) || (l + 1 < t->n && !line_is_blank(t, l + 1)) ||
	    t->l[l].end - t->l[l].start < 24)
		return 0;
	n = tok_line(t, l, k, KR_TOKS);
	if (n < 8 || n == KR_TOKS)
		return 0;
	for (names = 0; names < n && !run_cell(t, &k[names], &c); names++)
		;
	/* the last word before the first figure is the first row's key */
	names--;
	if (names < 2 || names > 6 || (n - names) % (names + 1))
		return 0;
	rows = (n - names) / (names + 1);
	for (i = names; i < n; i += names + 1) {
		if (!isalpha((unsigned char)t->s[k[i].s]) || run_cell(t, &k[i], &c))
			return 0;
		for (j = 1; j <= names; j++)
			if (!run_cell(t, &k[i + j], &c))
				return 0;
	}
	if (rows < 2)
		return 0;
	for (i = names; i < n; i += names + 1)
		for (j = 1; j <= names; j++) {
			struct xseries *x = xr_series_at(r, l, k[i + j].s, k[i + j].e, "table");
			run_cell(t, &k[i + j], &c);
			text_label(t, k[j - 1].s, k[j - 1].e, x->label, sizeof(x->label));
			text_label(t, k[i].s, k[i].e, x->metric, sizeof(x->metric));
			xs_value(x, &c.x);
			xs_unit_of(x, &c);
			ctx_workload_above(t, l, k[0].s, x->workload, sizeof(x->workload));
			ctx_finish(x);
		}
	r->used[l] = 1;
	layout_note(r, l, l, "table", "a table run into one line: names, then a key and a figure a name, a row a key");
	return 1;
}

void rec_keyruns(struct xresult *r)
{
	const struct text *t = r->t;
	struct krline *kl = NULL;  /* 64 lines of tokens: made at the first line that may open a block */
	int l, n, nkeys;


	int commas = text_has(t, ", ", 2);

	for (l = 0; l < t->n; l++) {
		const struct krline *key = NULL;
		if (r->used[l] || layout_skip(r, l) || collapsed(r, l) || !commas || !may_open(t, l))
			continue;
		if (!kl)
			kl = xmalloc(sizeof(*kl) * KR_LINES);
		if (!(n = block(r, l, kl, &nkeys)))
			continue;
		for (int i = 0; i < n; i++) {
			if (kl[i].key_b > 0)
				key = &kl[i];
			emit(r, key, &kl[i]);
			r->used[kl[i].line] = 1;
		}
		layout_note(r, l, l + n - 1, "table", "keyed runs: KEY: NAME v, v, v and NAME v, v, v under it");
		l += n - 1;
	}
	free(kl);
}
