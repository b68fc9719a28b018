/* inline.c: lists written along one line: "4BSD: 1843s, 1851s ULE: 1795s, 1802s", "base = 452.1 MB/s, patched = 470.3 MB/s" */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "labels.h"
#include "layout.h"
#include "prose.h"
#include "../../core/banned.h"

/*
 * Web archives that lost the line breaks, and people who write their runs
 * inline, put several "NAME: V V V" groups on one line.  The table and pair
 * readers take a line for a row, so this runs before them and takes the
 * line when it holds two groups or more (and no line beside it is keyed by
 * the same names: that is a table of runs, the table reader's):
 *
 *   NAME: V[,] V[,] ...      NAME = V [unit], NAME = V [unit], NAME - V,
 *                            NAME:V,V (glued), "V, V and V"
 *   NAME V, NAME V           one word each, every value with its unit
 *                            ("EEVDF 23.4ms, CFS 25.1ms, BORE 22.0ms")
 *   A/B: V1/V2 [unit]        one group of names and values joined by
 *                            slashes ("6.5/6.5+patch: 312s/298s")
 *
 * NAME is the key's word and up to three words before it that name builds
 * ("Linux 6.5 + patch:", "without the patch:"), cut at a value, a function
 * word or punctuation ("each scheduler. 4BSD:" -> 4BSD).  Every group's
 * values have a result's unit (1843s, 452.1 MB/s, 3:25.56), or every group
 * has two bare values or more (runs: "vanilla: 12.1 12.3").  A key that
 * names a metric, a statistic or a parameter (avg:, CPU:, threads:) or a
 * numbered part of the machine or a run (CPU0, run2) is no group of its
 * own; a size (16GB) or a percentage leaves the whole line to the other
 * readers: it is a tool's output or a description of the machine.  One
 * name at least must read as a build (a version, a scheduler, capitals,
 * "vanilla", "with the patch"): "timeout: 30s, interval: 5s" are settings.
 */

#define LINE_TOKS 256
#define GROUPS 16
#define GROUP_VALUES 32

struct group {
	int name_a, name_b;        /* tokens [a, b) of the name */
	int head_a, head_b;        /* tokens [a, b) of the build's key over it ("Before:"), or a == b */
	int tok_end;               /* the token after its values */
	struct vcell v[GROUP_VALUES];
	int nv;
	int units, bare;           /* values with a result's unit, without any */
	size_t end;                /* byte after the last value */
};

/* The token without the marks that end a word in a list: "1843s," "12.0;" "1799s." */
static size_t list_end(const struct text *t, const struct tok *k)
{
	size_t e = k->e;
	char c;

	/* strchr(",;.", c), NUL included, without the call: every token of a line meets it */
	while (e > k->s && ((c = t->s[e - 1]) == ',' || c == ';' || c == '.' || c == '\0'))
		e--;
	return e;
}

/* "with", "without": a function word that is part of a build's name ("without the patch") */
static const char *const with_words[] = { "with", "without", "w/o", "no", "before", "after", NULL };

static int with_word(const struct text *t, const struct tok *k)
{
	for (int i = 0; with_words[i]; i++)
		if (tok_is(t, k, with_words[i]))
			return 1;
	return 0;
}

/* The token ends at a mark of punctuation: "scheduler." "runs," */
static int end_mark_at(const struct text *t, const struct tok *k)
{
	return strchr(",;.:!?=)", t->s[k->e - 1]) != NULL;
}

/* A word that may stand in a build's name before its last word: "Linux 6.5", "6.5 + patch", "EEVDF v2" */
static int name_word(const struct text *t, const struct tok *k)
{
	const char *p = t->s + k->s;
	size_t n = k->e - k->s, i;

	if (label_is_config_word(p, n) || label_build_word(p, n) || (n == 1 && *p == '+'))
		return 1;
	for (i = 0; i < n; i++)
		if (isdigit((unsigned char)p[i]) || isupper((unsigned char)p[i]))
			return !stop_word(p, n);
	return 0;
}

/*
 * The name before the key token KEY, after token FLOOR (the last group's
 * values): the key's word, and up to three words before it that name
 * builds ("Linux 6.5 + patch:", "with the patch:"), not the sentence's
 * words ("each scheduler 4BSD:" -> 4BSD, "gave me old =" -> old).
 */
static int name_start(const struct text *t, const struct tok *k, int floor, int key)
{
	int a = key;
	struct vcell c;

	while (a > floor && key - a < 3) {
		const struct tok *p = &k[a - 1];
		/* a figure with its unit is the sentence's, "6.5" may be a version */
		if (end_mark_at(t, p) ||
		    (cell_parse(t, p->s, list_end(t, p), &c) && (c.unit[0] || c.time || c.pct)))
			break;
		if (with_word(t, p))
			return a - 1;
		/* "with the patch" */
		if (a >= 2 && (tok_is(t, p, "the") || tok_is(t, p, "this")) && with_word(t, &k[a - 2]))
			return a - 2;
		if (!name_word(t, p))
			break;
		a--;
	}
	/* "on 6.5:", "under ULE:": the build, not the word that leads to it */
	while (a < key && (tok_is(t, &k[a], "on") || tok_is(t, &k[a], "under") || tok_is(t, &k[a], "using") ||
			   tok_is(t, &k[a], "for") || tok_is(t, &k[a], "in")))
		a++;
	return a;
}

/* "BORE 22.0ms": a name (not a value, not a function word) right before a result with its unit */
static int bare_key(const struct text *t, const struct tok *k, int n, int i)
{
	struct vcell c, name;
	size_t e;

	if (i + 1 >= n || end_mark_at(t, &k[i]))
		return 0;
	/* the value first: most words have none after them, and the name's tests cost more */
	e = list_end(t, &k[i + 1]);
	if (e <= k[i + 1].s || !tok_has_digit(t, k[i + 1].s, e) || !cell_parse(t, k[i + 1].s, e, &c) ||
	    c.pct || c.paren)
		return 0;
	if (!name_word(t, &k[i]) ||
	    (cell_parse(t, k[i].s, k[i].e, &name) && !label_build_word(t->s + k[i].s, k[i].e - k[i].s)))
		return 0;
	if (!c.unit[0] && i + 2 < n && prose_apart_unit(t, &k[i + 2]))
		return 1;
	return c.time || prose_result_unit(c.unit);
}

/* "=", "-" or an en dash alone: what tok_is would say of each, with no call (every token asks) */
static int key_mark(const struct text *t, const struct tok *k)
{
	const char *p = t->s + k->s;
	size_t n = k->e - k->s;

	return (n == 1 && (*p == '=' || *p == '-')) || (n == 3 && !memcmp(p, "\xe2\x80\x93", 3));
}

/*
 * Token i is a key: "4BSD:", "base =", "ULE -"; "base=" is not (a tool's avg=1ms).
 * With BARE, a name right before a result ("EEVDF 23.4ms, BORE 22.0ms").
 * The index of its first value, or 0.
 */
static int key_at(const struct text *t, const struct tok *k, int n, int i, int bare)
{
	char last = t->s[k[i].e - 1];

	if (bare)
		return bare_key(t, k, n, i) ? i + 1 : 0;
	if (k[i].e - k[i].s >= 2 && last == ':')
		return i + 1;
	/* "base = 452.1 MB/s", "ULE - 1795s" */
	if (i + 1 < n && key_mark(t, &k[i + 1]))
		return i + 2;
	return 0;
}

/* The values from token i: "1843s, 1851s" "452.1 MB/s," up to a word or a ';' */
/* "1.20, 1.22, 1.19 seconds": the unit written once, after the last value, is every value's */
static void unit_once(struct group *g)
{
	const struct vcell *last;
	int j;

	if (g->nv < 2 || g->units != 1)
		return;
	last = &g->v[g->nv - 1];
	if (!last->unit[0] || last->time)
		return;
	for (j = 0; j < g->nv - 1; j++)
		memcpy(g->v[j].unit, last->unit, sizeof(last->unit));
	g->units = g->nv;
	g->bare = 0;
}

static int read_values(const struct text *t, const struct tok *k, int n, int i, int bare, struct group *g)
{
	while (i < n && g->nv < GROUP_VALUES) {
		struct vcell *c = &g->v[g->nv];
		size_t e = list_end(t, &k[i]);
		char mark = t->s[k[i].e - 1];
		/* "409s 6.6: 398s": the next group's key */
		if (e <= k[i].s || key_at(t, k, n, i, bare) || !cell_parse(t, k[i].s, e, c) || c->paren)
			break;
		g->nv++;
		g->end = e;
		i++;
		/* "452.1 MB/s": the unit written apart */
		if (!c->unit[0] && mark != ',' && mark != ';' && i < n && prose_apart_unit(t, &k[i])) {
			snprintf(c->unit, sizeof(c->unit), "%.*s", (int)(list_end(t, &k[i]) - k[i].s),
				 t->s + k[i].s);
			mark = t->s[k[i].e - 1];
			g->end = list_end(t, &k[i]);
			i++;
		}
		if (c->pct || (c->unit[0] && !prose_result_unit(c->unit)))
			return -1;
		if (c->time || c->unit[0])
			g->units++;
		else
			g->bare++;
		if (mark == ';' || mark == '.')
			break;
		/* "1843s, 1851s and 1838s" */
		if (i + 1 < n && tok_is(t, &k[i], "and") && !key_at(t, k, n, i + 1, bare))
			i++;
	}
	unit_once(g);
	return i;
}

/* "CPU0", "run2", "node1": a part of the machine or a repetition, numbered */
static int numbered_part(const char *name)
{
	static const char *const parts[] = { "cpu", "core", "node", "socket", "thread", "task", "run",
		"iter", "job", "test", "pass", "try", NULL };
	const char *const *p;
	size_t l;

	for (p = parts; *p; p++) {
		l = strlen(*p);
		if (!strncasecmp(name, *p, l) && name[l] && strspn(name + l, "0123456789#") == strlen(name + l))
			return 1;
	}
	return 0;
}

/* The name says what was measured, how or how often, not which build: not a group */
static int name_refused(const char *name)
{
	enum label_kind k = label_kind(name);

	if (numbered_part(name))
		return 1;
	/* "6.5", "v6.6-rc1": a version is a build, though it reads as a number */
	if (!strchr(name, ' ') && label_build_word(name, strlen(name)))
		return 0;
	return k == LABEL_METRIC || k == LABEL_SUMMARY || k == LABEL_PARAM || k == LABEL_RUN ||
	       k == LABEL_DELTA || k == LABEL_WORKLOAD || label_is_hardware(name);
}

/* The words of tokens [a, b) as a label, the key's colon or '=' off */
static void span_name(const struct text *t, const struct tok *k, int a, int b, char *out, size_t n)
{
	text_label(t, k[a].s, k[b - 1].e, out, n);
	while (*out && strchr(":= ", out[strlen(out) - 1]))
		out[strlen(out) - 1] = '\0';
}

/* The group's name as the label gives it */
static void group_name(const struct text *t, const struct tok *k, const struct group *g, char *out, size_t n)
{
	span_name(t, k, g->name_a, g->name_b, out, n);
}

/*
 * The groups of a line, those whose names name no build left out; 0 when a
 * group holds a size or a percentage, or mixes results and bare numbers.
 * With BARE the keys are names without a colon, one word each.
 */
/*
 * "vanilla 123.4 MB/s, patched 119.2 MB/s, patched+fix 128.0 MB/s": after a
 * group of bare names ending in a comma (or "and"), a word the vocabulary
 * lacks right before a figure in the last group's unit is the list's next
 * name.  Token I, or 0.
 */
static int listed_key(const struct text *t, const struct tok *k, int n, int i, const struct group *last)
{
	const char *p = t->s + k[i].s;
	size_t len = k[i].e - k[i].s, e;
	struct vcell c;

	if (i < 1 || i + 1 >= n || !last->nv || !last->v[last->nv - 1].unit[0] || end_mark_at(t, &k[i]) ||
	    !isalpha((unsigned char)*p) || stop_word(p, len) || (len > 2 && !strncmp(p + len - 2, "ly", 2)) ||
	    !(t->s[k[i - 1].e - 1] == ',' || tok_is(t, &k[i - 1], "and")))
		return 0;
	e = list_end(t, &k[i + 1]);
	if (e <= k[i + 1].s || !cell_parse(t, k[i + 1].s, e, &c) || c.pct || c.paren || c.time ||
	    (c.unit[0] ? strcmp(c.unit, last->v[last->nv - 1].unit) :
	     !(i + 2 < n && list_end(t, &k[i + 2]) - k[i + 2].s == strlen(last->v[last->nv - 1].unit) &&
	       !strncmp(t->s + k[i + 2].s, last->v[last->nv - 1].unit, strlen(last->v[last->nv - 1].unit)))))
		return 0;
	return i + 1;
}

static void bare_heads(const struct text *t, const struct tok *k, struct group *g, int ng);

static int line_groups(const struct text *t, const struct tok *k, int n, int bare, struct group *g)
{
	int i, ng = 0, floor = 0;

	for (i = 0; i < n; i++) {
		int v = key_at(t, k, n, i, bare), e;
		if (!v && bare && ng && i == floor + (tok_is(t, &k[i - 1], "and") && i - 1 == floor))
			v = listed_key(t, k, n, i, &g[ng - 1]);
		char name[96];
		if (!v || v >= n)
			continue;
		if (ng == GROUPS)
			return 0;
		memset(&g[ng], 0, sizeof(g[ng]));
		g[ng].name_a = bare ? i : name_start(t, k, floor, i);
		g[ng].name_b = i + 1;
		e = read_values(t, k, n, v, bare, &g[ng]);
		if (e < 0)
			return 0;
		g[ng].tok_end = e;
		if (!g[ng].nv)
			continue;
		group_name(t, k, &g[ng], name, sizeof(name));
		if (g[ng].bare && (g[ng].units || bare))
			return 0;
		/* "stddev: 0.1s" beside the builds' groups is none of them */
		if (*name && !name_refused(name))
			ng++;
		i = e - 1;
		floor = e;
	}
	if (bare)
		bare_heads(t, k, g, ng);
	return ng;
}

/*
 * Whether line_groups could find two groups in K: each group of keys stands
 * on a key of its own (key_at), each group of bare names on a result right
 * after its name (bare_key's value: a time or a result's unit, glued on or
 * the next word).  Most lines hold neither twice and are not read for
 * groups at all (every word's name tests were most of rec_inline).
 */
/*
 * No byte of p[0..n) a unit or a time is written with (cell_parse: a letter, '%', '/', ':'
 * or UTF-8): a value read there has no unit and is no time.  Most figures of a post full of
 * numbers ("6.4.136,", "9000,", "1492).") are such, and are not parsed for a bare group
 * unless a unit follows them apart.
 */
static int unitless(const char *p, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)p[i];
		if ((unsigned)((c | 0x20) - 'a') < 26u || c == '%' || c == '/' || c == ':' || c >= 0x80)
			return 0;
	}
	return 1;
}

static int two_keys(const struct text *t, const struct tok *k, int n, int bare)
{
	struct vcell c;
	int i, found = 0, v;
	size_t e;

	for (i = 0; i + 1 < n && found < 2; i++) {
		if (!bare) {
			v = key_at(t, k, n, i, 0);
			found += v > 0 && v < n;
			continue;
		}
		e = list_end(t, &k[i + 1]);
		if (e <= k[i + 1].s || !tok_has_digit(t, k[i + 1].s, e))
			continue;
		if (unitless(t->s + k[i + 1].s, e - k[i + 1].s) && !(i + 2 < n && prose_apart_unit(t, &k[i + 2])))
			continue;
		found += cell_parse(t, k[i + 1].s, e, &c) && !c.pct && !c.paren &&
			 (c.time || prose_result_unit(c.unit) ||
			  (!c.unit[0] && i + 2 < n && prose_apart_unit(t, &k[i + 2])));
	}
	return found >= 2;
}

/* A word written as a build's name is: a digit in it, or capitals only ("v6.8", "FIFO", "EEVDF") */
static int build_like(const struct text *t, const struct tok *k)
{
	size_t i, lower = 0;

	for (i = k->s; i < k->e; i++) {
		if (isdigit((unsigned char)t->s[i]))
			return 1;
		lower += islower((unsigned char)t->s[i]) != 0;
	}
	return !lower && k->e - k->s >= 2;
}

/*
 * One name at least names a build or a base ("4BSD", "6.5", "vanilla",
 * "old", "with the patch"): "Timeout: 30s, interval: 5s" are settings.
 */
static int names_builds(const struct text *t, const struct tok *k, const struct group *g, int ng)
{
	char name[96];
	int i;

	for (i = 0; i < ng; i++) {
		group_name(t, k, &g[i], name, sizeof(name));
		if (g[i].head_a < g[i].head_b || label_kind(name) == LABEL_CONFIG || label_is_base(name) ||
		    with_word(t, &k[g[i].name_a]) || build_like(t, &k[g[i].name_b - 1]))
			return 1;
	}
	return 0;
}

/* The name opens with a word of with_word's: "Before", "without the patch" */
static int with_name(const char *name)
{
	size_t n = strcspn(name, " ");

	for (int i = 0; with_words[i]; i++)
		if (n == strlen(with_words[i]) && !strncasecmp(name, with_words[i], n))
			return 1;
	return 0;
}

/* The name names a build by the post's words or the vocabulary: "Before", "ULE", "with the patch";
 * LOOSE, by its form too: "6.5", "EEVDF-v2" */
static int names_a_build(const struct text *t, const struct tok *k, int a, int b, int loose)
{
	char name[96];

	span_name(t, k, a, b, name, sizeof(name));
	if (!*name || name_refused(name))
		return 0;
	return label_kind(name) == LABEL_CONFIG || label_is_base(name) || with_name(name) ||
	       (loose && b - a == 1 && build_like(t, &k[a]));
}

/*
 * "Before: h2 7312 ms, tradesoap 9890 ms, lusearch 1644 ms. After: h2 6978
 * ms, ...": bare groups right after a key naming a build are that build's,
 * each group's name what it ran.  A group's key is the one right before its
 * name, else the group before's when that did not end its sentence.  Groups
 * whose names are builds themselves ("6.5: BORE 22.0ms, EEVDF 23.4ms") keep
 * their names: the key is then a setting or a machine.
 */
static void bare_heads(const struct text *t, const struct tok *k, struct group *g, int ng)
{
	int i, key, floor;

	for (i = 0; i < ng; i++) {
		g[i].head_a = g[i].head_b = 0;
		floor = i ? g[i - 1].tok_end : 0;
		key = g[i].name_a - 1;
		if (key >= floor && k[key].e - k[key].s >= 2 && t->s[k[key].e - 1] == ':') {
			int a = name_start(t, k, floor, key);
			if (names_a_build(t, k, a, key + 1, 1)) {
				g[i].head_a = a;
				g[i].head_b = key + 1;
			}
		} else if (i && g[i].name_a <= floor + 1 && t->s[g[i - 1].end] != '.' && t->s[g[i - 1].end] != ';') {
			g[i].head_a = g[i - 1].head_a;
			g[i].head_b = g[i - 1].head_b;
		}
	}
	for (i = 0; i < ng; i++)
		if (g[i].head_a < g[i].head_b && names_a_build(t, k, g[i].name_a, g[i].name_b, 0))
			break;
	if (i < ng)
		for (i = 0; i < ng; i++)
			g[i].head_a = g[i].head_b = 0;
}

/* Groups of one kind: all with units, or all runs of bare values */
static int groups_agree(const struct group *g, int ng)
{
	int i, units = 0;

	for (i = 0; i < ng; i++)
		units += g[i].units > 0;
	if (units == ng)
		return 1;
	if (units)
		return 0;
	for (i = 0; i < ng; i++)
		if (g[i].nv < 2)
			return 0;
	return 1;
}

/* The unit the values were written in ("1843s", "3:25.56" in seconds) */
static void group_unit(struct xseries *x, const struct group *g)
{
	int i;

	for (i = 0; i < g->nv && !x->unit[0]; i++)
		if (g->v[i].time)
			snprintf(x->unit, sizeof(x->unit), "s");
		else if (g->v[i].unit[0] && strcmp(g->v[i].unit, "%"))
			snprintf(x->unit, sizeof(x->unit), "%s", g->v[i].unit);
}

/*
 * The series of group G, read at LINE; the list starts on line FIRST, its
 * first group at byte LEAD: the words before say how all were run
 * ("tbench 8 clients:").
 */
static void group_series(struct xresult *r, int line, int first, size_t lead, const struct tok *k,
			 const struct group *g)
{
	const struct text *t = r->t;
	struct xseries *x = xr_series_at(r, line, k[g->name_a].s, g->end, "prose");
	char name[96];
	int i;

	group_name(t, k, g, x->label, sizeof(x->label));
	if (g->head_a < g->head_b) {
		span_name(t, k, g->head_a, g->head_b, x->label, sizeof(x->label));
		group_name(t, k, g, name, sizeof(name));
		xs_param_str(x, "variant", name, strlen(name));
	}
	ctx_apply(t, k[g->name_a].s, k[g->name_b - 1].e, x);
	ctx_apply(t, t->l[first].start, lead, x);
	ctx_workload_above(t, line, k[g->name_a].s, x->workload, sizeof(x->workload));
	for (i = 0; i < g->nv; i++)
		xs_value(x, &g->v[i].x);
	group_unit(x, g);
	ctx_finish(x);
}

/* A letter in bytes [p, e): a name, not a time */
static int has_letter(const char *p, const char *e)
{
	for (; p < e; p++)
		if (isalpha((unsigned char)*p))
			return 1;
	return 0;
}

/*
 * Where token K holds two: "4BSD:1843s" (a key with a letter in it glued to
 * a value: "3:25.56" and "12:30" are times, "http://..." has no digit
 * after its colon), "1843s,1851s" (values with units glued by a comma:
 * "1,843" is one number).  The offset the second starts at, or 0.
 */
static size_t glue_at(const struct text *t, const struct tok *k)
{
	const char *p = t->s + k->s, *e = t->s + k->e, *c, *colon = NULL, *comma = NULL;

	/* the first of each in one walk: a token is a few bytes, two memchr calls cost more */
	for (c = p; c < e && !(colon && comma); c++) {
		if (*c == ':' && !colon)
			colon = c;
		else if (*c == ',' && !comma)
			comma = c;
	}
	c = colon;
	if (c && c + 1 < e && has_letter(p, c) && isdigit((unsigned char)c[1]))
		return k->s + (size_t)(c + 1 - p);
	c = comma;
	if (c && c > p && c + 1 < e && isdigit((unsigned char)*p) && isalpha((unsigned char)c[-1]) &&
	    isdigit((unsigned char)c[1]))
		return k->s + (size_t)(c + 1 - p);
	return 0;
}

/*
 * Whether token k holds a byte ch: *next is the first ch from a token
 * before (SIZE_MAX: none looked for yet), LIM (the last token's end) when
 * none is left.  A memchr of the line, not a walk of each token's bytes:
 * most tokens hold neither ':' nor ',', and glue_at reads only those that do.
 */
static int token_holds(const struct text *t, const struct tok *k, size_t lim, size_t *next, char ch)
{
	if (*next == SIZE_MAX || *next < k->s) {
		const char *q = memchr(t->s + k->s, ch, lim - k->s);
		*next = q ? (size_t)(q - t->s) : lim;
	}
	return *next < k->e;
}

/* The line's tokens with the glued ones split (glue_at); their count now, at most MAX */
static int glued_keys(const struct text *t, struct tok *k, int n, int max)
{
	size_t lim = n > 0 ? k[n - 1].e : 0, colon = SIZE_MAX, comma = SIZE_MAX;
	int i;

	for (i = 0; i < n && n < max; i++) {
		size_t at;
		if (!token_holds(t, &k[i], lim, &colon, ':') && !token_holds(t, &k[i], lim, &comma, ','))
			continue;
		if (!(at = glue_at(t, &k[i])))
			continue;
		memmove(&k[i + 1], &k[i], (size_t)(n - i) * sizeof(*k));
		k[i].e = at;
		k[i + 1].s = at;
		n++;
	}
	return n;
}

#define SLASH_MAX 8

/* Split bytes [s, e) at '/' into toks; the count, or 0 when a part is empty or there are too many */
static int slash_split(const struct text *t, size_t s, size_t e, struct tok *out)
{
	int n = 0;
	size_t a = s, i;

	for (i = s; i <= e; i++) {
		if (i < e && t->s[i] != '/')
			continue;
		if (i == a || n == SLASH_MAX)
			return 0;
		out[n].s = a;
		out[n++].e = i;
		a = i + 1;
	}
	return n;
}

/* The result values of "312s/298s" or "1.92/1.85 s" (UNIT the next token), as many as NEED; 1 if so */
static int slash_values(const struct text *t, const struct tok *v, const struct tok *unit, int need,
			struct vcell *c)
{
	struct tok part[SLASH_MAX];
	char u[12] = "";
	int i;

	if (slash_split(t, v->s, list_end(t, v), part) != need)
		return 0;
	if (unit)
		snprintf(u, sizeof(u), "%.*s", (int)(list_end(t, unit) - unit->s), t->s + unit->s);
	for (i = 0; i < need; i++) {
		if (!cell_parse(t, part[i].s, part[i].e, &c[i]) || c[i].pct || c[i].paren)
			return 0;
		if (!c[i].unit[0] && !c[i].time && u[0] && prose_result_unit(u))
			snprintf(c[i].unit, sizeof(c[i].unit), "%s", u);
		if (!c[i].time && !prose_result_unit(c[i].unit))
			return 0;
	}
	return 1;
}

/*
 * "6.5/6.5+patch: 312s/298s", "vanilla/patched: 1.92/1.85 s": names joined
 * by slashes as a key, then as many values joined the same way.  A series
 * a name; the names are checked as a line's groups are (not "min/avg/max",
 * one at least a build).  1 if the line held such a pair.
 */
static int slash_pairs(struct xresult *r, int line, const struct tok *k, int n)
{
	const struct text *t = r->t;
	struct tok names[SLASH_MAX];
	struct vcell c[SLASH_MAX];
	char name[96];
	int i, j, nn, builds;

	for (i = 0; i + 1 < n; i++) {
		if (t->s[k[i].e - 1] != ':' || !memchr(t->s + k[i].s, '/', k[i].e - k[i].s))
			continue;
		nn = slash_split(t, k[i].s, k[i].e - 1, names);
		if (nn < 2 || !slash_values(t, &k[i + 1], i + 2 < n ? &k[i + 2] : NULL, nn, c))
			continue;
		for (j = 0, builds = 0; j < nn; j++) {
			text_label(t, names[j].s, names[j].e, name, sizeof(name));
			if (!name[0] || name_refused(name))
				break;
			builds += label_kind(name) == LABEL_CONFIG || label_is_base(name) ||
				  build_like(t, &names[j]);
		}
		if (j < nn || !builds)
			continue;
		for (j = 0; j < nn; j++) {
			struct xseries *x = xr_series_at(r, line, names[j].s, k[i + 1].e, "prose");
			text_label(t, names[j].s, names[j].e, x->label, sizeof(x->label));
			ctx_apply(t, names[j].s, names[j].e, x);
			ctx_apply(t, t->l[line].start, k[i].s, x);
			ctx_workload_above(t, line, k[i].s, x->workload, sizeof(x->workload));
			xs_value(x, &c[j].x);
		}
		return 1;
	}
	return 0;
}

/* A tool's output took bytes of flattened line L (xr_claim_bytes) */
static int shares_output(const struct xresult *r, int l)
{
	for (int i = 0; i < r->nclaimed; i++)
		if (r->claimed[i].s < r->t->l[l].end && r->claimed[i].e > r->t->l[l].start)
			return 1;
	return 0;
}

/* Line L may be read by this reader: not taken, not a patch or a trailer, not blank; a
 * flattened line a tool's output shares is its list no more */
static int free_line(const struct xresult *r, int l)
{
	return l < r->t->n && !r->used[l] && !layout_skip(r, l) && !line_is_blank(r->t, l) &&
	       !shares_output(r, l);
}

/* "lusearch 1644 ms.": a word, then a figure with its unit (glued on or the next word) */
static int named_figure(const struct text *t, const struct tok *k, int n)
{
	struct vcell c;
	size_t e;

	if (n < 2 || !isalpha((unsigned char)t->s[k[0].s]) || end_mark_at(t, &k[0]) ||
	    stop_word(t->s + k[0].s, k[0].e - k[0].s))
		return 0;
	e = list_end(t, &k[1]);
	if (e <= k[1].s || !cell_parse(t, k[1].s, e, &c) || c.pct || c.paren)
		return 0;
	return c.time || prose_result_unit(c.unit) || (!c.unit[0] && n > 2 && prose_apart_unit(t, &k[2]));
}

/*
 * The tokens of line L (N of them in K, glued_keys's, as rec_inline read
 * them) and of the lines a list goes on to: a line that ends in a key or a
 * value with a comma ("ULE: 1795s,") goes on when the next (same quote
 * depth) opens with a value.  Returns the count; *LAST is the last line read.
 */
static int list_tokens(const struct xresult *r, int l, struct tok *k, int n, int max, int *last)
{
	const struct text *t = r->t;
	struct vcell c;

	*last = l;
	while (n > 0 && n < max - 64 && strchr(",:", t->s[k[n - 1].e - 1]) && free_line(r, *last + 1) &&
	       t->l[*last + 1].depth == t->l[l].depth) {
		struct tok first[3];
		int nf = tok_line(t, *last + 1, first, 3);
		/* "tradesoap 9890 ms,\nlusearch 1644 ms.": a name and its figure go on too */
		if (nf < 1 || (!cell_parse(t, first[0].s, list_end(t, &first[0]), &c) && !named_figure(t, first, nf)))
			break;
		(*last)++;
		n += tok_line(t, *last, k + n, max - 64 - n);
		n = glued_keys(t, k, n, max);
	}
	return n;
}

/* The line of byte OFF among lines [a, b] */
static int line_of(const struct text *t, int a, int b, size_t off)
{
	while (a < b && off >= t->l[a + 1].start)
		a++;
	return a;
}

/* Line L alone holds the groups of G (NG, their tokens K) under the same names: another row of their table */
static int same_row(const struct xresult *r, int l, const struct tok *k, const struct group *g, int ng,
		    struct tok *k2, struct group *g2)
{
	const struct text *t = r->t;
	char a[96], b[96];
	int n, i;

	if (l < 0 || !free_line(r, l))
		return 0;
	n = glued_keys(t, k2, tok_line(t, l, k2, LINE_TOKS - 64), LINE_TOKS);
	if (line_groups(t, k2, n, 0, g2) != ng)
		return 0;
	for (i = 0; i < ng; i++) {
		group_name(t, k, &g[i], a, sizeof(a));
		group_name(t, k2, &g2[i], b, sizeof(b));
		if (strcasecmp(a, b))
			return 0;
	}
	return 1;
}

/*
 * Lines [a, b] stand beside a line keyed by the same names ("4BSD: 3:25.56
 * ULE: 3:39.20" a run a line): a table of keyed rows, left to the table
 * reader, which pools a build's runs.  K2 and G2 are scratch.
 */
static int among_rows(const struct xresult *r, int a, int b, const struct tok *k, const struct group *g,
		      int ng, struct tok *k2, struct group *g2)
{
	return same_row(r, a - 1, k, g, ng, k2, g2) || same_row(r, b + 1, k, g, ng, k2, g2);
}

/*
 * "kernel real user sys 5.15 41.23s 152.10s 12.31s 5.15+patch 39.87s ...":
 * names over the values (words before the first value, no function word,
 * no mark after them) as many as every group after the first has values,
 * or one more (over the keys): a table an archive flattened, flat.c's.
 */
static int flat_header(const struct text *t, const struct tok *k, int n, const struct group *g, int ng)
{
	struct vcell c;
	int f, w = 0, i, nv = ng > 1 ? g[1].nv : 0;

	for (i = 2; i < ng; i++)
		if (g[i].nv != nv)
			return 0;
	for (f = 0; f < n && !cell_parse(t, k[f].s, list_end(t, &k[f]), &c); f++)
		;
	while (w < f && isalpha((unsigned char)t->s[k[f - w - 1].s]) && !end_mark_at(t, &k[f - w - 1]) &&
	       !stop_word(t->s + k[f - w - 1].s, k[f - w - 1].e - k[f - w - 1].s))
		w++;
	return nv >= 2 && w >= 2 && (w == nv || w == nv + 1);
}

/*
 * "base 1234 ops/s, patched 1301 ops/s (+5.4%)": a signed change in
 * parentheses right after the second of two groups compares it with the
 * first (series s0 and s0 + 1).
 */
static void change_after(struct xresult *r, const struct tok *k, int n, const struct group *g, int s0, int line)
{
	const struct text *t = r->t;
	struct xcomparison *cmp;
	struct vcell c;
	int i;

	for (i = 0; i < n && k[i].s < g->end; i++)
		;
	if (i >= n || t->s[k[i].s] != '(' || !cell_parse(t, k[i].s, list_end(t, &k[i]), &c) || !c.pct ||
	    !c.paren || !c.signed_)
		return;
	cmp = xr_cmp(r);
	cmp->a = s0;
	cmp->b = s0 + 1;
	cmp->delta_pct = c.x;
	cmp->span[0] = k[i].s;
	cmp->span[1] = k[i].e;
	cmp->line = line;
	xs_printf(cmp->text, sizeof(cmp->text), "%s vs %s: %.*s", r->series[s0 + 1].label, r->series[s0].label,
		  (int)(list_end(t, &k[i]) - k[i].s), t->s + k[i].s);
}

/*
 * The reader's groups, one block and not cleared (every group is written
 * before it is read): allocated as two, each under malloc's threshold for a
 * mapping of its own, they were carved from the top of the heap, zeroed,
 * and given back to the system at every message (brk twice a message, 7% of
 * the extraction of small posts).  Made at the first line with two keys:
 * most posts have none, and 175 KB taken and given back at each still made
 * malloc consolidate its free chunks every message.
 */
struct inline_groups {
	struct group g[GROUPS], g2[GROUPS];
};

static struct group *groups_of(struct inline_groups **gs)
{
	if (!*gs)
		*gs = xmalloc(sizeof(**gs));
	return (*gs)->g;
}

void rec_inline(struct xresult *r)
{
	const struct text *t = r->t;
	struct tok k[LINE_TOKS], k2[LINE_TOKS];
	struct inline_groups *gs = NULL;
	struct group *g = NULL;
	int l, m, s0;

	for (l = 0; l < t->n; l++) {
		int n, ng, i;
		if (!free_line(r, l))
			continue;
		n = glued_keys(t, k, tok_line(t, l, k, LINE_TOKS - 64), LINE_TOKS);
		if (slash_pairs(r, l, k, n)) {
			r->used[l] = 1;
			layout_note(r, l, l, "prose", "names and values joined by slashes: A/B: V1/V2");
			continue;
		}
		n = list_tokens(r, l, k, n, LINE_TOKS, &m);
		/* ng of 2 or more: line_groups wrote them, and g is theirs */
		ng = two_keys(t, k, n, 0) ? line_groups(t, k, n, 0, g = groups_of(&gs)) : 0;
		if (ng < 2 || !groups_agree(g, ng))
			ng = two_keys(t, k, n, 1) ? line_groups(t, k, n, 1, g = groups_of(&gs)) : 0;
		if (ng < 2 || !groups_agree(g, ng) || !names_builds(t, k, g, ng) ||
		    among_rows(r, l, m, k, g, ng, k2, gs->g2) || flat_header(t, k, n, g, ng))
			continue;
		s0 = r->nseries;
		for (i = 0; i < ng; i++)
			group_series(r, line_of(t, l, m, k[g[i].name_a].s), l, k[g[0].name_a].s, k, &g[i]);
		if (ng == 2 && r->nseries == s0 + 2)
			change_after(r, k, n, &g[1], s0, line_of(t, l, m, g[1].end));
		/* a flattened post's line is its whole text: only the groups' bytes are taken, the
		 * sentences around them are prose's */
		if (m == l && line_is_flattened(t, l))
			for (i = 0; i < ng; i++)
				xr_claim_bytes(r, k[g[i].name_a].s, g[i].end);
		else
			memset(r->used + l, 1, (size_t)(m - l + 1));
		layout_note(r, l, m, "prose", "groups written along a line: NAME: values, NAME = value");
		l = m;
	}
	free(gs);
}
