/* pairs.c: format 4, labelled groups: a benchmark line, then 4BSD: 3:25.56 / ULE: 3:39.20 / Difference: -6.6 % */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "cells.h"
#include "extract.h"
#include "layout.h"
#include "labels.h"
#include "vocab.h"
#include "../../core/banned.h"

#define MAX_TOKS 16

static size_t trim(const char *p, size_t n, const char *chars)
{
	while (n > 0 && strchr(chars, p[n - 1]))
		n--;
	return n;
}

/* "6.6: 166.4 us (avg of 5 runs)": the tokens before a closing remark in parentheses */
static int before_remark(const struct text *t, const struct tok *k, int n)
{
	int i, j;

	if (n < 3 || t->s[k[n - 1].e - 1] != ')')
		return n;
	for (i = 2; i < n && t->s[k[i].s] != '('; i++)
		;
	/* one remark to the end: "(0.00 pct) 103540.33 (0.68 pct)" is a row's columns */
	for (j = i; j < n - 1; j++)
		if (t->s[k[j].e - 1] == ')')
			return n;
	return i < n ? i : n;
}

/* "Difference:", "avg:": a key that is no build's name, as the vocabulary's label kinds say */
static int summary_key(const struct text *t, const struct tok *label)
{
	char key[32];
	enum label_kind kind;

	if ((size_t)(label->e - label->s) >= sizeof(key))
		return 0;
	memcpy(key, t->s + label->s, label->e - label->s);
	key[label->e - label->s] = '\0';
	kind = label_kind(key);
	/* a total is no statistic of runs to the vocabulary, and no build either */
	return kind == LABEL_SUMMARY || kind == LABEL_DELTA || !strcasecmp(key, "total") ||
	       !strcasecmp(key, "sum");
}

/* What pair_line read: a label that names a build, or any one word but a summary's */
enum { PAIR_NONE, PAIR_NAMED, PAIR_LOOSE };

/*
 * "LABEL: VALUE [unit]" where LABEL names a scheduler or a kernel
 * (PAIR_NAMED), or is any one word but a summary's (PAIR_LOOSE); with the
 * label's scheduler (or NULL for a kernel version or another name) and the
 * value.  Both answers at once: rec_pairs asks both of every line, and most
 * lines fail on their shape, which is the same for both.
 */
static int pair_line(const struct text *t, int line, const struct vocab_sched **sc,
		     struct tok *label, struct xnum *x, char *unit)
{
	struct tok room[MAX_TOKS], v;
	int n;
	const struct tok *k = tok_view(t, line, room, MAX_TOKS, &n);
	size_t ll;
	int named;

	n = before_remark(t, k, n);
	if (n < 2 || n > 3)
		return PAIR_NONE;
	ll = k[0].e - k[0].s;
	if (ll < 2 || t->s[k[0].e - 1] != ':')
		return PAIR_NONE;
	*label = k[0];
	label->e--;
	*sc = vocab_sched_word(t->s + label->s, label->e - label->s);
	named = *sc || isdigit((unsigned char)t->s[label->s]);
	if (!named && (!isalpha((unsigned char)t->s[label->s]) || summary_key(t, label)))
		return PAIR_NONE;
	v = k[1];
	v.e = v.s + trim(t->s + v.s, v.e - v.s, "%");
	/* a duration has hundredths (3:25.56); 10:05 is a time of day */
	if (memchr(t->s + v.s, ':', v.e - v.s) && !memchr(t->s + v.s, '.', v.e - v.s))
		return PAIR_NONE;
	if (!xnum_from(t, &v, 1, x))
		return PAIR_NONE;
	unit[0] = '\0';
	if (v.e < k[1].e)
		memcpy(unit, "%", 2);
	if (n == 3) {
		static const char *const units[] = { "%", "s", "sec", "secs", "seconds", "ms", "us",
						     "usec", "usecs", "tps", "ops/s", NULL };
		const char *const *u;
		for (u = units; *u && !tok_is(t, &k[2], *u); u++)
			;
		if (!*u)
			return PAIR_NONE;
		xs_printf(unit, 12, "%s", unit_canon(*u));
	}
	return named ? PAIR_NAMED : PAIR_LOOSE;
}

/* "Difference: -6.6 %" */
static int diff_line(const struct text *t, int line, struct xnum *x)
{
	struct tok room[MAX_TOKS], v;
	int n;
	const struct tok *k = tok_view(t, line, room, MAX_TOKS, &n);

	if (n < 2 || n > 3 || !tok_is(t, &k[0], "Difference:"))
		return 0;
	v = k[1];
	v.e = v.s + trim(t->s + v.s, v.e - v.s, "%");
	return xnum_from(t, &v, 0, x);
}

/* The parenthetical after the workload on the heading line: "(select-key 10 10000)" */
static void heading_variant(const struct text *t, size_t from, size_t to, struct xseries *s)
{
	const char *p = t->s + from, *open, *close;

	open = memchr(p, '(', to - from);
	if (!open)
		return;
	close = memchr(open, ')', (size_t)(t->s + to - open));
	if (!close || close - open < 2)
		return;
	xs_param_str(s, "variant", open + 1, (size_t)(close - open - 1));
}

/* "4BSD: 212.4 s (+- 1.3)": the deviation the row reader finds written after the value (the
 * remark pair_line leaves out), into *dev; 1 if there is one */
static int line_dev(const struct text *t, int line, struct xnum *dev)
{
	struct row rw;

	if (!row_read(t, line, &rw) || rw.c[0].kind != CELL_VALUE || !rw.c[0].dev.set)
		return 0;
	*dev = rw.c[0].dev;
	return 1;
}

static void emit(struct xresult *r, int first, int last)
{
	const struct text *t = r->t;
	struct xseries head;
	size_t from, to;
	int line, base = r->nseries, a = -1, b = -1;

	memset(&head, 0, sizeof(head));
	ctx_heading(r, first, t->l[first].start, &from, &to);
	ctx_apply(t, from, to, &head);
	head.scheduler[0] = '\0';       /* each line names its own */
	if (!head.workload[0])
		ctx_workload_above(t, first, t->l[first].start, head.workload, sizeof(head.workload));
	if (first > 0)
		heading_variant(t, from, to, &head);
	for (line = first; line <= last; line++) {
		const struct vocab_sched *sc;
		struct tok label;
		struct xnum x;
		char unit[12];
		if (pair_line(t, line, &sc, &label, &x, unit)) {
			struct xseries *s = xr_series(r);
			xs_copy_head(s, &head);
			/* a kernel's line ("6.6: 515.75 tps") names its series by its own words and
			 * unit; a scheduler's is named by the scheduler */
			if (!sc) {
				text_label(t, label.s, label.e, s->label, sizeof(s->label));
				if (unit[0])
					xs_printf(s->unit, sizeof(s->unit), "%s", unit);
			}
			if (sc) {
				memcpy(s->scheduler, sc->name, strlen(sc->name) + 1);
			} else {
				char os[12] = "", ver[64] = "";
				if (ctx_version(t, label.s, label.e, os, sizeof(os), ver, sizeof(ver))) {
					memcpy(s->os, os, sizeof(os));
					memcpy(s->os_version, ver, sizeof(ver));
				}
			}
			s->line = line;
			s->depth = t->l[line].depth;
			s->author = t->l[line].author;
			s->span[0] = t->l[line].start;
			s->span[1] = x.e;
			xs_value(s, &x);
			if (line_dev(t, line, &s->sum[SUM_STDDEV]))
				s->has_summary = 1;
			ctx_finish(s);
			if (a < 0)
				a = r->nseries - 1;
			else if (b < 0)
				b = r->nseries - 1;
		} else if (diff_line(t, line, &x) && a >= 0 && b >= 0) {
			struct xcomparison *c = xr_cmp(r);
			c->a = a;
			c->b = b;
			memcpy(c->workload, r->series[base].workload, sizeof(c->workload));
			c->delta_pct = x;
			c->line = line;
			c->span[0] = t->l[line].start;
			c->span[1] = t->l[line].end;
		}
		r->used[line] = 1;
	}
}

void rec_pairs(struct xresult *r)
{
	const struct text *t = r->t;
	int line = 0;

	while (line < t->n) {
		const struct vocab_sched *sc;
		struct tok label;
		struct xnum x;
		char unit[12];
		int last = line, npairs = 0, j;
		/* two lines naming builds the vocabulary knows make the group; a line of the
		 * same shape beside them ("tip: 377.6 us") is one of its builds */
		for (j = line; j < t->n && !r->used[j] && !layout_skip(r, j) && t->l[j].depth == t->l[line].depth;
		     j++) {
			int pair = pair_line(t, j, &sc, &label, &x, unit);
			if (pair == PAIR_NAMED)
				npairs++;
			else if (!pair && !(npairs >= 2 && diff_line(t, j, &x)))
				break;
			last = j;
		}
		if (npairs >= 2) {
			emit(r, line, last);
			line = last + 1;
		} else {
			line++;
		}
	}
}
