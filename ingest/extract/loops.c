/* loops.c: the outputs of a shell loop over configurations ("for m in on off; do ... $m ...; done"), one series an item */
#include <ctype.h>
#include <string.h>

#include "extract.h"
#include "../../core/banned.h"

/*
 * A tool's outputs printed one after another with no title between them
 * are the runs of one series (tool.c pools them).  Under a loop whose items
 * are configurations, they are not: the loop's first item printed the first
 * output, its second the second.  When a loop line stands above the outputs
 * and its items (not numbers: "for i in 1 2 3" repeats a run) are as many as
 * the pooled values, the series becomes one series an item, labelled by the
 * setting the body writes with the variable ("synchronous_commit=$m":
 * "synchronous_commit=on"), else by the item.
 */

#define LOOP_UP 40         /* lines above an output its loop may stand */
#define LOOP_ITEMS 8

struct loop {
	int line;
	int n;
	char item[LOOP_ITEMS][32];
	char setting[64];          /* "synchronous_commit=" before the variable, or "" */
};

static int word_at(const char *p, const char *e, const char *w)
{
	size_t n = strlen(w);

	return (size_t)(e - p) >= n && !strncmp(p, w, n) && (p + n == e || isspace((unsigned char)p[n]));
}

static const char *skip_blank(const char *p, const char *e)
{
	while (p < e && isspace((unsigned char)*p))
		p++;
	return p;
}

static const char *word_end(const char *p, const char *e)
{
	while (p < e && !isspace((unsigned char)*p))
		p++;
	return p;
}

static int has_any(const char *p, const char *e, const char *set)
{
	for (; p < e; p++)
		if (strchr(set, *p))
			return 1;
	return 0;
}

/* Bytes [p, e) are "$VAR" or "${VAR}" */
static int is_var(const char *p, const char *e, const char *var, size_t vn)
{
	size_t n = (size_t)(e - p);

	return (n == vn + 1 && p[0] == '$' && !strncmp(p + 1, var, vn)) ||
	       (n == vn + 3 && !strncmp(p, "${", 2) && !strncmp(p + 2, var, vn) && e[-1] == '}');
}

/* "NAME=$VAR" in the body (quotes around it or not): NAME= into lp->setting */
static void setting_of(const char *body, const char *e, const char *var, size_t vn, struct loop *lp)
{
	const char *p = body;

	while ((p = skip_blank(p, e)) < e) {
		const char *w = p, *we = word_end(p, e), *eq;
		p = we;
		while (w < we && strchr("\"'", *w))
			w++;
		while (we > w && strchr("\"';", we[-1]))
			we--;
		if (!(eq = memchr(w, '=', (size_t)(we - w))) || eq == w || !is_var(eq + 1, we, var, vn))
			continue;
		xs_printf(lp->setting, sizeof(lp->setting), "%.*s", (int)(eq + 1 - w), w);
		return;
	}
}

/* Line l as "for VAR in A B ...; do BODY": 1 with *lp filled */
static int loop_line(const struct text *t, int l, struct loop *lp)
{
	const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end, *var, *ve;
	int numbers = 0;

	memset(lp, 0, sizeof(*lp));
	p = skip_blank(p, e);
	while (p < e && strchr("$#%>", *p))     /* the prompt */
		p = skip_blank(p + 1, e);
	if (!word_at(p, e, "for"))
		return 0;
	var = skip_blank(p + 3, e);
	ve = word_end(var, e);
	p = skip_blank(ve, e);
	if (ve == var || !word_at(p, e, "in"))
		return 0;
	for (p = skip_blank(p + 2, e); p < e && lp->n < LOOP_ITEMS; p = skip_blank(p, e)) {
		const char *w = p, *we = word_end(p, e);
		int last = we[-1] == ';';
		p = we;
		if (last)
			we--;
		while (w < we && strchr("\"'", *w))
			w++;
		while (we > w && strchr("\"'", we[-1]))
			we--;
		if (we == w || has_any(w, we, "$`*{("))
			return 0;       /* $(seq 5), {1..5}, *.txt: no list of configurations */
		numbers += strspn(w, "0123456789") == (size_t)(we - w);
		xs_printf(lp->item[lp->n++], sizeof(lp->item[0]), "%.*s", (int)(we - w), w);
		if (last)
			break;
	}
	p = skip_blank(p, e);
	if (lp->n < 2 || numbers == lp->n || !word_at(p, e, "do"))
		return 0;
	setting_of(p + 2, e, var, (size_t)(ve - var), lp);
	lp->line = l;
	return 1;
}

/* A sentence: five words or more ending in '.', ':' or ',' (a loop is not read over one) */
static int prose_line(const struct text *t, int l)
{
	struct tok k[8];
	int n = tok_line(t, l, k, 8), words = 0, i;
	char last = t->l[l].end > t->l[l].start ? t->s[t->l[l].end - 1] : 0;

	for (i = 0; i < n; i++)
		words += isalpha((unsigned char)t->s[k[i].s]) != 0;
	return words >= 5 && strchr(".:,", last) && last;
}

static int loop_above(const struct text *t, int line, struct loop *lp)
{
	int l;

	for (l = line - 1; l >= 0 && l >= line - LOOP_UP; l--) {
		if (t->l[l].depth != t->l[line].depth)
			return 0;
		if (loop_line(t, l, lp))
			return 1;
		if (prose_line(t, l))
			return 0;
	}
	return 0;
}

/* Series s, its values one a loop item: s keeps the first, a copy each the others */
static void split(struct xresult *r, int si, const struct loop *lp)
{
	int i;

	for (i = lp->n - 1; i >= 0; i--) {
		struct xseries *s = i ? xr_series(r) : &r->series[si], *src = &r->series[si];
		struct xnum v = src->values[i];
		if (i) {
			xs_copy_head(s, src);
			xs_value(s, &v);
			s->span[0] = v.s;
			s->span[1] = v.e;
		}
		xs_printf(s->label, sizeof(s->label), "%s%s", lp->setting, lp->item[i]);
	}
	r->series[si].nvalues = 1;
	r->series[si].span[1] = r->series[si].values[0].e;
}

void loop_outputs(struct xresult *r)
{
	int i, n = r->nseries;
	struct loop lp;

	for (i = 0; i < n; i++) {
		const struct xseries *s = &r->series[i];
		if (strncmp(s->found_by, "tool:", 5) || s->has_summary || s->nvalues < 2 || s->nvalues > LOOP_ITEMS ||
		    !loop_above(r->t, s->line, &lp) || lp.n != s->nvalues)
			continue;
		split(r, i, &lp);
	}
}
