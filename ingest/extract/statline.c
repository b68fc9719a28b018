/* statline.c: "NAME: min 4 avg 19 max 2310": a configuration's statistics written as words and figures, a line each or run together */
#include <ctype.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "labels.h"
#include "layout.h"
#include "../../core/banned.h"

/*
 *   timeshare (nice 0): min 4 avg 19 max 2310
 *   rtprio 10: min 3 avg 6 max 74
 *
 * a line each, or run together on a flattened line ("... microseconds:
 * timeshare (nice 0): min 4 avg 19 max 2310 rtprio 10: min 3 avg 6 ...").
 * A name ending in ':', then two or more pairs of a statistic's word and
 * a figure: a series named so, the figures its summary (the mean alone, or
 * with a deviation, its value: xs_settle_mean), workload, metric and unit
 * from the heading.  Written as "min=4" the pairs are other readers'.
 */

#define NAME_TOKS 8
#define PAIRS_MAX 8

/* Token i ends in ':' after a word ("rtprio 10:", "timeshare (nice 0):") */
static int tk_ends_with_colon(const struct text *t, const struct tstream *ts, int i)
{
	size_t n = ts->k[i].e - ts->k[i].s;

	return n >= 2 && t->s[ts->k[i].e - 1] == ':' && t->s[ts->k[i].e - 2] != ':';
}

/* The pairs from token i ("min 4 avg 19 max 2310"): how many tokens, the fields into s */
static int pairs(const struct text *t, const struct tstream *ts, int i, struct xseries *s)
{
	int j = i, n = 0, f;
	char w[16];
	struct vcell c;

	while (j + 1 < ts->n && n < PAIRS_MAX && ts->line[j + 1] == ts->line[i]) {
		if (ts->k[j].e - ts->k[j].s >= sizeof(w))
			break;
		text_label(t, ts->k[j].s, ts->k[j].e, w, sizeof(w));
		if ((f = label_summary_field(w)) < 0 || f == SUM_N ||
		    !cell_parse(t, ts->k[j + 1].s, ts->k[j + 1].e, &c) || c.kind != CELL_VALUE || c.pct)
			break;
		if (s) {
			s->sum[f] = c.x;
			s->has_summary = 1;
			xs_unit_of(s, &c);
		}
		j += 2;
		n++;
	}
	return n >= 2 ? j - i : 0;
}

/* The name ending at token e (its last token ends in ':'): its first token, back to the line's
 * start, a sentence's end or the pairs before it; -1 when none */
static int name_from(const struct text *t, const struct tstream *ts, int e, int floor)
{
	int a = e;

	while (a > floor && a > e - NAME_TOKS && ts->line[a - 1] == ts->line[e] &&
	       !strchr(".:;", t->s[ts->k[a - 1].e - 1]))
		a--;
	if (a > floor && ts->line[a - 1] == ts->line[e] && !ts_flat(t, ts, e) &&
	    !strchr(".:;", t->s[ts->k[a - 1].e - 1]))
		return -1;      /* a printed line's name starts it */
	return a;
}

void rec_statline(struct xresult *r)
{
	const struct text *t = r->t;
	struct tstream ts;
	struct xseries head;
	int i, n, a, floor = 0, head_at = -1;

	if (!text_has(t, " avg ", 5) && !text_has(t, " mean ", 6) && !text_has(t, " max ", 5))
		return;
	ts_build(r, &ts);
	for (i = 0; i + 4 < ts.n; i++) {
		struct xseries *s;
		if (!tk_ends_with_colon(t, &ts, i) || layout_skip(r, ts.line[i]) || !(n = pairs(t, &ts, i + 1, NULL)) ||
		    (a = name_from(t, &ts, i, floor)) < 0)
			continue;
		/* the lines of one list share the heading above the first */
		if (head_at < 0 || ts.line[a] - head_at > 1 || ts_flat(t, &ts, a))
			ts_head(r, &ts, a, NULL, &head);
		s = ts_series(r, &ts, a, i + n, &head, NULL, NULL, NULL);
		text_label(t, ts.k[a].s, ts.k[i].e - 1, s->label, sizeof(s->label));
		pairs(t, &ts, i + 1, s);
		xs_settle_mean(s);
		ts_claim(r, &ts, a, i + n);
		if (ts_flat(t, &ts, a))
			xr_claim_bytes(r, ts.k[a].s, ts.k[i + n].e);
		head_at = ts.line[i + n];
		floor = i + n + 1;
		i += n;
	}
	ts_release(&ts);
}
