/* grepped.c: the lines grep printed from several results files, each after its file's name ("results/v6.13-rc3/run.log:Process Creation  8412.4 lps") */
#include <ctype.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "labels.h"
#include "layout.h"
#include "../../core/banned.h"

/*
 *   $ grep -E 'Pipe-based|Process Creation' results/v6.13-rc3{,+v5}/run.log
 *   results/v6.13-rc3/run.log:Pipe-based Context Switching   240263.8 lps   (10.0 s, 7 samples)
 *   results/v6.13-rc3+v5/run.log:Pipe-based Context Switching   243518.6 lps   (10.0 s, 7 samples)
 *
 * grep over more than one file (a glob or two names, no -h) prints each
 * line after its file's name and a colon.  The names differ where the
 * poster put the configuration: each line's series is named by its file's
 * name less what all the names share ("v6.13-rc3", "v6.13-rc3+v5"), its
 * metric by the words before the line's first figure, its unit by the word
 * after it; a note in parentheses after the figure gives nothing.  The same
 * file and words again are another run, and so is each of files numbered
 * alike ("ule-1.log" ... "ule-5.log": the runs of "ule").  Lines with bars ("| 1053.475 ms
 * |") are a table's row, left to the tables.
 */

#define GREP_MAX 64
#define NAME_LEN 96

struct gline {
	int line;
	size_t name_s, name_e;     /* the file's name */
	size_t rest;               /* what grep matched, after the colon */
};

/* Line l runs grep over files (a glob, or two names after the pattern), their names kept */
static int grep_files(const struct text *t, int l)
{
	struct tok k[24];
	int n = line_words(t, l, k, 24), i = 0, args = 0, glob = 0;

	if (n > 1 && (k[0].e - k[0].s == 1 && strchr("$#%", t->s[k[0].s])))
		i = 1;
	if (i >= n || !(tok_is(t, &k[i], "grep") || tok_is(t, &k[i], "egrep")))
		return 0;
	for (i++; i < n; i++) {
		const char *p = t->s + k[i].s;
		size_t len = k[i].e - k[i].s;
		if (*p == '|' || *p == '>')
			return 0;
		if (*p == '-') {
			if ((len == 2 && p[1] == 'h') || (len > 2 && p[1] != '-' && memchr(p + 1, 'h', len - 1)) ||
			    (len == 13 && !strncmp(p, "--no-filename", 13)))
				return 0;
			continue;
		}
		args++;
		glob |= args > 1 && (memchr(p, '*', len) || memchr(p, '{', len) || memchr(p, '?', len));
	}
	return args >= 3 || (args == 2 && glob);
}

/* "results/v6.13-rc3/run.log:Process ...": the file's name before the colon, no blank in it */
static int grep_line(const struct text *t, int l, struct gline *g)
{
	const struct tline *tl = &t->l[l];
	size_t s = tl->start, c;

	while (s < tl->end && isspace((unsigned char)t->s[s]))
		s++;
	for (c = s; c < tl->end && t->s[c] != ':' && !isspace((unsigned char)t->s[c]); c++)
		;
	if (c == s || c >= tl->end || t->s[c] != ':' || c + 1 >= tl->end ||
	    !(memchr(t->s + s, '/', c - s) || memchr(t->s + s, '.', c - s)) ||
	    memchr(t->s + c, '|', tl->end - c))
		return 0;
	g->line = l;
	g->name_s = s;
	g->name_e = c;
	g->rest = c + 1;
	return 1;
}

/* The files' names less what they all share, cut where a '/' parts them (a folder a build:
 * "v6.13-rc3" keeps its "-rc3"), or a '.', '-' or '_' in names without one */
static void distinct_name(const struct text *t, const struct gline *g, int n, int i, char *out, size_t size)
{
	const char *a = t->s + g[0].name_s;
	size_t la = g[0].name_e - g[0].name_s, pre = la, suf = la, li;

	for (int k = 1; k < n; k++)
		label_affixes_narrow(a, la, t->s + g[k].name_s, g[k].name_e - g[k].name_s, &pre, &suf);
	label_affixes_cut(a, la, memchr(a, '/', la) ? "/" : "/.-_", &pre, &suf);
	li = g[i].name_e - g[i].name_s;
	if (pre + suf >= li)
		pre = suf = 0;
	xs_printf(out, size, "%.*s", (int)(li - pre - suf), t->s + g[i].name_s + pre);
}

/* Line g's figure: the words before it into key, its cell into c; 1 when it has one */
static int matched_figure(const struct text *t, const struct gline *g, char *key, size_t size, struct vcell *c)
{
	size_t p = g->rest, end = t->l[g->line].end, ks = 0, ke = 0;

	while (p < end) {
		size_t s = p, e;
		while (s < end && isspace((unsigned char)t->s[s]))
			s++;
		for (e = s; e < end && !isspace((unsigned char)t->s[e]); e++)
			;
		if (s >= end || t->s[s] == '(')
			return 0;
		/* "99.0th:", "run1:": a key with digits in it, not the figure */
		if (t->s[e - 1] != ':' && cell_parse(t, s, e, c) && c->kind == CELL_VALUE) {
			if (!c->unit[0] && e < end) {
				size_t us = e, ue;
				while (us < end && isspace((unsigned char)t->s[us]))
					us++;
				for (ue = us; ue < end && !isspace((unsigned char)t->s[ue]); ue++)
					;
				if (ue > us && ue - us < sizeof(c->unit) && isalpha((unsigned char)t->s[us]))
					xs_printf(c->unit, sizeof(c->unit), "%.*s", (int)(ue - us), t->s + us);
			}
			text_label(t, ks, ke, key, size);
			while (key[0] && strchr("*-", key[0]))
				memmove(key, key + 1 + (key[1] == ' '), strlen(key + 1 + (key[1] == ' ')) + 1);
			return key[0] != '\0';
		}
		if (!ks)
			ks = s;
		ke = e;
		p = e;
	}
	return 0;
}

/*
 * "ule-1.log", "ule-2.log" ... "ule-5.log": names told apart by a run's number alone are
 * the runs of one build, named by what they share less its folder, extension and the mark
 * before the number ("ule"); into out, 1 when so
 */
static int numbered_runs(const struct text *t, const struct gline *g, int n, char *out, size_t size)
{
	const char *a = t->s + g[0].name_s, *b, *e;
	char name[NAME_LEN];

	for (int i = 0; i < n; i++) {
		distinct_name(t, g, n, i, name, sizeof(name));
		if (!name[0] || strspn(name, "0123456789") != strlen(name))
			return 0;
	}
	distinct_name(t, g, n, 0, name, sizeof(name));
	e = memmem(a, g[0].name_e - g[0].name_s, name, strlen(name));
	if (!e)
		return 0;
	while (e > a && strchr("-_.", e[-1]))
		e--;
	for (b = e; b > a && b[-1] != '/'; b--)
		;
	if (e == b || (size_t)(e - b) >= size)
		return 0;
	xs_printf(out, size, "%.*s", (int)(e - b), b);
	return 1;
}

static void read_lines(struct xresult *r, const struct gline *g, int n)
{
	const struct text *t = r->t;
	int first = r->nseries, i, j;
	char runs_of[NAME_LEN];
	int runs = numbered_runs(t, g, n, runs_of, sizeof(runs_of));

	for (i = 0; i < n; i++) {
		char name[NAME_LEN], key[NAME_LEN];
		struct vcell c;
		struct xseries *s = NULL;
		if (!matched_figure(t, &g[i], key, sizeof(key), &c))
			continue;
		if (runs)
			xs_printf(name, sizeof(name), "%s", runs_of);
		else
			distinct_name(t, g, n, i, name, sizeof(name));
		for (j = first; j < r->nseries && !s; j++)
			if (!strcmp(r->series[j].label, name) && !strcmp(r->series[j].metric, key))
				s = &r->series[j];
		if (!s) {
			s = xr_series_at(r, g[i].line, g[i].name_s, t->l[g[i].line].end, "table");
			xs_printf(s->label, sizeof(s->label), "%s", name);
			xs_printf(s->metric, sizeof(s->metric), "%s", key);
			ctx_workload_above(t, g[i].line, g[i].name_s, s->workload, sizeof(s->workload));
		}
		xs_value(s, &c.x);
		xs_unit_of(s, &c);
	}
}

void rec_grepped(struct xresult *r)
{
	const struct text *t = r->t;
	struct gline g[GREP_MAX];
	int l, n, i, names;

	if (!text_has(t, "grep ", 5))
		return;
	for (l = 0; l + 2 < t->n; l++) {
		if (r->used[l] || !grep_files(t, l))
			continue;
		for (n = 0; l + 1 + n < t->n && n < GREP_MAX && !r->used[l + 1 + n] &&
			    grep_line(t, l + 1 + n, &g[n]); n++)
			;
		/* two files at least, told apart by their names */
		for (i = 1, names = 1; i < n; i++)
			names += g[i].name_e - g[i].name_s != g[0].name_e - g[0].name_s ||
				 memcmp(t->s + g[i].name_s, t->s + g[0].name_s, g[0].name_e - g[0].name_s);
		if (n < 2 || names < 2)
			continue;
		i = r->nseries;
		read_lines(r, g, n);
		if (r->nseries > i) {
			for (int k = l; k <= l + n; k++)
				r->used[k] = 1;
			layout_note(r, l, l + n, "table", "lines grep printed after their files' names");
		}
		l += n;
	}
}
