/* befores.c: "before:" and "after:" titles named by the "A vs B:" that introduces them */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cells.h"
#include "extract.h"
#include "../../core/banned.h"

#define VS_UP 12            /* lines over the first "before" series a "vs" line may stand */
#define SIDE_MAX 40

/* The words of [s, e) less leading and trailing blanks and a leading "this", "the", "my",
 * "our" of each word run ("4.1-rc3 + this patch": "4.1-rc3 + patch"), into out */
static int side(const char *s, const char *e, char *out, size_t n)
{
	static const char *const fillers[] = { "this", "the", "my", "our", NULL };
	size_t o = 0;
	int words = 0;

	while (s < e) {
		const char *w;
		size_t wl;
		while (s < e && isspace((unsigned char)*s))
			s++;
		for (w = s; s < e && !isspace((unsigned char)*s); s++)
			;
		wl = (size_t)(s - w);
		if (!wl)
			break;
		int filler = 0;
		for (const char *const *f = fillers; *f; f++)
			filler |= strlen(*f) == wl && !strncasecmp(w, *f, wl);
		if (filler)
			continue;
		if (o + wl + 2 >= n || ++words > 5)
			return 0;
		o += (size_t)snprintf(out + o, n - o, "%s%.*s", o ? " " : "", (int)wl, w);
	}
	return o > 0 && o <= SIDE_MAX;
}

/* Line l ends "A vs B:" (after the last sentence's stop): the two sides, else 0 */
static int vs_line(const struct text *t, int l, char *a, char *b, size_t n)
{
	const char *s = t->s + t->l[l].start, *e = t->s + t->l[l].end, *vs = NULL, *from = s;

	if (e - s < 6 || e[-1] != ':')
		return 0;
	for (const char *p = s; p + 4 <= e; p++) {
		if ((*p == '.' || *p == ';') && p[1] == ' ')
			from = p + 1;         /* "... 'make clean'.  4.1-rc3 vs ...": the last sentence */
		if (!strncmp(p, " vs ", 4) || (p + 5 <= e && !strncmp(p, " vs. ", 5)))
			vs = p;
	}
	if (!vs || vs < from)
		return 0;
	return side(from, vs, a, n) && side(vs + (vs[3] == '.' ? 5 : 4), e - 1, b, n);
}

void name_before_after(struct xresult *r)
{
	const struct text *t = r->t;
	char a[64], b[64];
	int i, l, first = -1, after = 0;

	for (i = 0; i < r->nseries; i++) {
		const struct xseries *s = &r->series[i];
		if (!strcasecmp(s->label, "before") && (first < 0 || s->line < first))
			first = s->line;
		after |= !strcasecmp(s->label, "after");
	}
	if (first < 0 || !after)
		return;
	for (l = first - 1; l >= 0 && l >= first - VS_UP && t->l[l].depth == t->l[first].depth; l--)
		if (vs_line(t, l, a, b, sizeof(a)))
			break;
	if (l < 0 || l < first - VS_UP || t->l[l].depth != t->l[first].depth)
		return;
	for (i = 0; i < r->nseries; i++) {
		struct xseries *s = &r->series[i];
		if (s->line > l && !strcasecmp(s->label, "before"))
			xs_printf(s->label, sizeof(s->label), "%s", a);
		else if (s->line > l && !strcasecmp(s->label, "after"))
			xs_printf(s->label, sizeof(s->label), "%s", b);
	}
}
