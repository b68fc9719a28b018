/* slash.c: builds' figures written "NAME: a / b / c / d ms;" in a sentence, the figures named by a list "A / B / C / D" before */
#include <stdio.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "labels.h"
#include "../../core/banned.h"

/*
 *   ... given as avg fps / 1% low / 0.1% low / 99th percentile frametime.
 *   6.4.0-rc3 (CFS): 167 / 121 / 98 / 9.6 ms; 6.4.0-rc3 + EEVDF: 168 / 129 / 109 / 8.9 ms;
 *
 * A name ending in a colon (back to the clause before it: a ';', '.' or
 * another ':'), then two or more figures parted by a lone '/', a unit after
 * the last at most, the group ended by ';', '.' or the next name.  Two such
 * groups of as many figures at least, so "read/write: 5/3" alone is none.
 * Each figure is a series of its group's name, its metric the matching
 * name of the nearest earlier list of as many names parted by " / " (else
 * params.variant its place, "#2").
 */

#define SLASH_MAX 8
#define NAME_TOKS 6

struct group {
	int name, colon;          /* tokens: the name's first and the one ending in ':' */
	int at[SLASH_MAX], n;     /* the figures' tokens */
	int last;                 /* the group's last token */
};

static int ends_clause(const struct text *t, const struct tok *k)
{
	char c = t->s[k->e - 1];

	return c == ';' || c == '.' || c == ':';
}

static int figure(const struct text *t, const struct tok *k, struct vcell *c)
{
	return cell_parse_listed(t, k, c);
}

/* Tokens [a, i] could name a build: not "1 client :", a setting's row under a title naming
 * the builds ("baseline / patched:"), the tables' to read, nor a run, statistic or metric */
static int names_build(const struct text *t, const struct tstream *ts, int a, int i)
{
	char name[96];
	enum label_kind k;

	text_label(t, ts->k[a].s, ts->k[i].e, name, sizeof(name));
	k = label_kind(name);
	return name[0] && k != LABEL_PARAM && k != LABEL_RUN && k != LABEL_SUMMARY && k != LABEL_METRIC;
}

/* A group whose name ends at token i (its ':'): filled in, 1 if so */
static int group_at(const struct text *t, const struct tstream *ts, int i, struct group *g)
{
	struct vcell c;
	int j, a;

	if (t->s[ts->k[i].e - 1] != ':' || i + 3 >= ts->n)
		return 0;
	/* back to the clause's start, a '/', or the line's start (a printed line names its own) */
	for (a = i; a > 0 && a > i - NAME_TOKS && !ends_clause(t, &ts->k[a - 1]) && !ts_is(t, ts, a - 1, "/") &&
	     (ts->line[a - 1] == ts->line[i] || ts_flat(t, ts, i)); a--)
		;
	/* "... are hipri=0 / hipri=1: 1699K / 1702K": a list before the colon names the figures, no build */
	if (a > 0 && ts_is(t, ts, a - 1, "/") && ts->line[a - 1] == ts->line[i])
		return 0;
	g->name = a;
	g->colon = i;
	g->n = 0;
	if (!names_build(t, ts, a, i))
		return 0;
	for (j = i + 1; j < ts->n && g->n < SLASH_MAX; j += 2) {
		if (!figure(t, &ts->k[j], &c))
			break;
		g->at[g->n++] = j;
		if (j + 1 >= ts->n || !ts_is(t, ts, j + 1, "/"))
			break;
	}
	if (g->n < 2)
		return 0;
	j = g->at[g->n - 1];
	/* a unit written apart after the last */
	if (j + 1 < ts->n && !ends_clause(t, &ts->k[j]) && t->s[ts->k[j].e - 1] != ',' &&
	    !figure(t, &ts->k[j + 1], &c) && ts->k[j + 1].e - ts->k[j + 1].s <= 4)
		j++;
	g->last = j;
	return 1;
}

/* The part of a list "A / B / C" ending at token e, back to a '/' or, for the first part,
 * to a clause's start, "as", "are" or a '(' (eight tokens at most): its first token, or -1 */
static int part_start(const struct text *t, const struct tstream *ts, int e, int first)
{
	int k;

	for (k = e; k >= 0 && k > e - 8; k--) {
		if (ts_is(t, ts, k, "/"))
			return first ? -1 : k + 1;
		if (first && (t->s[ts->k[k].s] == '(' || k == 0 || ends_clause(t, &ts->k[k - 1]) ||
			      ts_is(t, ts, k - 1, "as") || ts_is(t, ts, k - 1, "are")))
			return k;
	}
	return -1;
}

/* Names "A / B / C" of n parts in the words before token i, none a figure: the metric of
 * each into names, 1 if found */
static int metric_names(const struct text *t, const struct tstream *ts, int lo, int i, int n, char names[][48])
{
	struct vcell c;
	int j, e, p, a;

	for (j = i - 1; j > lo && j > i - 200; j--) {
		if (!ts_is(t, ts, j, "/"))
			continue;
		/* the list's last part ends at a clause's end or a comma after j */
		for (e = j + 1; e + 1 < i && !ends_clause(t, &ts->k[e]) && t->s[ts->k[e].e - 1] != ',' &&
		     t->s[ts->k[e].e - 1] != ')'; e++)
			;
		for (p = n - 1; p >= 0; p--, e = a - 2) {
			if ((a = part_start(t, ts, e, p == 0)) < 0 || a > e || figure(t, &ts->k[a], &c))
				break;
			text_label(t, ts->k[a].s + (t->s[ts->k[a].s] == '('), ts->k[e].e, names[p], 48);
			names[p][strcspn(names[p], ",;")] = '\0';
			if (names[p][0] && strchr(".)", names[p][strlen(names[p]) - 1]))
				names[p][strlen(names[p]) - 1] = '\0';
			if (p > 0 && (a < 2 || !ts_is(t, ts, a - 1, "/")))
				break;
		}
		if (p < 0)
			return 1;
		/* on below the parts read, never back over them */
		if (e < j)
			j = e > lo ? e : lo + 1;
	}
	return 0;
}

/* The names of a run's figures: a list right after its first group ("0 / 12 / 187 dropped
 * frames (idle / -j4 / -j8)"), else the nearest before it */
static int run_names(const struct text *t, const struct tstream *ts, const struct group *g, int n, char names[][48])
{
	return metric_names(t, ts, g[0].last, g[1].name, n, names) || metric_names(t, ts, -1, g[0].name, n, names);
}

static void emit(struct xresult *r, const struct tstream *ts, const struct group *g, char names[][48], int named)
{
	const struct text *t = r->t;
	char label[96];
	struct vcell c;

	text_label(t, ts->k[g->name].s, ts->k[g->colon].e, label, sizeof(label));
	for (int k = 0; k < g->n; k++) {
		struct xseries *s = xr_series_at(r, ts->line[g->at[k]], ts->k[g->at[k]].s, ts->k[g->at[k]].e, "pair");
		figure(t, &ts->k[g->at[k]], &c);
		snprintf(s->label, sizeof(s->label), "%s", label);
		if (named)
			snprintf(s->metric, sizeof(s->metric), "%s", names[k]);
		else {
			char place[16];
			snprintf(place, sizeof(place), "#%d", k + 1);
			xs_param_str(s, "variant", place, strlen(place));
		}
		xs_value(s, &c.x);
		ctx_finish(s);
	}
	for (int k = g->name; k <= g->last; k++)
		xr_claim_bytes(r, ts->k[k].s, ts->k[k].e);
}

void rec_slash(struct xresult *r)
{
	const struct text *t = r->t;
	struct tstream ts;
	struct group g[16];
	char names[SLASH_MAX][48];
	int i, ng = 0;

	if (!text_has(t, " / ", 3))
		return;
	ts_build(r, &ts);
	for (i = 0; i < ts.n; i++) {
		if (!group_at(t, &ts, i, &g[ng]))
			continue;
		i = g[ng].last;
		/* groups of one run: as many figures, one after another */
		if (ng && (g[ng].n != g[0].n || g[ng].name > g[ng - 1].last + 2 + NAME_TOKS ||
			   ts.line[g[ng].name] > ts.line[g[ng - 1].last] + 1)) {
			if (ng >= 2) {
				int named = run_names(t, &ts, g, g[0].n, names);
				for (int k = 0; k < ng; k++)
					emit(r, &ts, &g[k], names, named);
			}
			g[0] = g[ng];
			ng = 0;
		}
		if (ng < 15)
			ng++;
	}
	if (ng >= 2) {
		int named = run_names(t, &ts, g, g[0].n, names);
		for (int k = 0; k < ng; k++)
			emit(r, &ts, &g[k], names, named);
	}
	ts_release(&ts);
}
