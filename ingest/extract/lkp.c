/* lkp.c: LKP / 0-day robot comparison rows inside a post, read by the report reader's own row parser */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "vocab.h"
#include "../report/lkp-row.h"
#include "../../core/banned.h"

/*
 * The kernel test robot's reports (lkp-tests, compare output) as pasted
 * into mail:
 *
 *   3b1ee7a2e3f1e5f2 0a1b2c3d4e5f6a7b
 *   ---------------- ---------------------------
 *            %stddev     %change         %stddev
 *                \          |                \
 *       123456 ±  2%     -37.0%      77777 ±  3%  hackbench.throughput
 *
 * Rows are parsed by ingest/report/lkp-row.c, the parser the LKP report
 * reader uses.  Each row is two series, one per commit (variant: the
 * commit as the column header names it, else "a" and "b"), stddev_pct as
 * posted (and as the summary's stddev); the second keeps the posted
 * %change, and the row is a comparison of the second with the first by it
 * (by points, "+0.9", for a metric in per cent).  The label is the commit
 * (the configuration the columns compare), not the row's metric.  A row needs a metric name
 * with a dot (testcase.metric) and, without the %stddev header above it, a
 * "± N%" of its own, a row of the same test case on the next line, or a row
 * past a cut mark ("[...]") (a reply quoting rows without their header):
 * "1.5 +10% 2.0 foo" in prose is not a row.
 */

#define FLAT_LIST_LINE 400   /* a line this long is a flattened report */
#define ROW_TOKS (LKP_MAX_SIDES * 4 + 1)   /* value ± N% and a change a side, the name; one more */

static int row_at(const struct text *t, const struct tstream *ts, int i, struct lkp_wide *rw)
{
	struct lkp_tok k[ROW_TOKS];
	const char *why, *name;
	int n = 0, used, flat = ts_flat(t, ts, i), depth = t->l[ts->line[i]].depth, j, dot = 0;

	if (!flat && !ts_line_start(ts, i))
		return 0;
	for (j = i; j < ts->n && n < ROW_TOKS && t->l[ts->line[j]].depth == depth; j++) {
		if (!flat && ts->line[j] != ts->line[i])
			break;
		k[n].p = t->s + ts->k[j].s;
		k[n].n = ts->k[j].e - ts->k[j].s;
		n++;
	}
	if ((used = lkp_wide_parse(k, n, rw, &why)) <= 0)
		return 0;
	if (!flat && used != n)
		return 0;
	name = k[rw->name].p;
	for (j = 0; j < (int)k[rw->name].n; j++)
		dot |= name[j] == '.';
	if (!dot || !isalpha((unsigned char)name[0]))
		return 0;
	return used;
}

/* A side of the row has its "± N%" */
static int any_sd(const struct lkp_wide *rw)
{
	for (int k = 0; k < rw->nsides; k++)
		if (rw->sd[k] >= 0)
			return 1;
	return 0;
}

/* Rows at token i and on the next line of one test case ("will-it-scale.52.threads" over
 * "will-it-scale.per_thread_ops"), of as many commits: the robot's rows quoted with their
 * header and spreads cut, which a line of prose with a dotted word never makes twice */
static int rows_of_one_case(const struct text *t, const struct tstream *ts, int i, int used,
			    const struct lkp_wide *rw)
{
	struct lkp_wide w;
	int j = i + used;
	const struct tok *a = &ts->k[i + rw->name], *b;
	size_t n;

	if (j >= ts->n || ts->line[j] != ts->line[i] + 1 || !ts_line_start(ts, j) || !row_at(t, ts, j, &w) ||
	    w.nsides != rw->nsides)
		return 0;
	b = &ts->k[j + w.name];
	n = strcspn(t->s + a->s, ".");
	return n < a->e - a->s && n < b->e - b->s && t->s[b->s + n] == '.' && !memcmp(t->s + a->s, t->s + b->s, n);
}

/* The first token of the line after the cut mark ("[...]") right under token i's line,
 * when that line holds a row of as many commits; else -1.  (A cut between two rows of a
 * quoted table is no line of the text: the bytes between the two lines hold it.) */
static int row_past_cut(const struct text *t, const struct tstream *ts, int i, int nsides)
{
	struct lkp_wide w;
	int j = i, l = ts->line[i];

	if (l + 1 >= t->n)
		return -1;
	if (line_is_cut(t, l + 1))
		l++;
	else if (!memmem(t->s + t->l[l].end, t->l[l + 1].start - t->l[l].end, "[..", 3))
		return -1;
	while (j < ts->n && ts->line[j] <= l)
		j++;
	return j < ts->n && ts->line[j] == l + 1 && row_at(t, ts, j, &w) && w.nsides == nsides ? j : -1;
}

/* A row at token i with another cut mark's width away, above or below ("286512 -12.3%
 * 251273 will-it-scale.per_thread_ops", "[...]", "1.283e+05 +282.9% 4.912e+05
 * vmstat.system.in"): rows a reply quoted from the report, whose header and spreads it cut */
static int rows_around_cut(const struct text *t, const struct tstream *ts, int i, const struct lkp_wide *rw)
{
	int j;

	if (row_past_cut(t, ts, i, rw->nsides) >= 0)
		return 1;
	/* a line above, or two with the cut between: its first token */
	for (int up = 1; up <= 2; up++) {
		for (j = i - 1; j >= 0 && ts->line[j] >= ts->line[i] - up; j--)
			;
		j++;
		if (j < i && ts->line[j] == ts->line[i] - up && row_past_cut(t, ts, j, rw->nsides) == i)
			return 1;
	}
	return 0;
}

/*
 * The robot's count of failed runs between the commits' dashes and the
 * figures (2019-2021 reports): "fail:runs %reproduction fail:runs" over
 * "1:4 -25% :4 dmesg.WARNING:...".  From h, the token before the figures'
 * header: the token before that block, else h.
 */
#define FAILURES_BACK 120

static int past_failures(const struct text *t, const struct tstream *ts, int h)
{
	for (int q = h; q >= 1 && q > h - FAILURES_BACK; q--)
		if (ts_is(t, ts, q, "fail:runs") && ts_is(t, ts, q + 1, "%reproduction"))
			return q - 1;
	return h;
}

/*
 * "%stddev %change %stddev [%change %stddev ...]" ending at i-1 (its "\ | \"
 * marks after it), and the commits above its dashes: the commits' first
 * token into *commits (-1: none) for NSIDES sides; the header's first token,
 * else -1
 */
static int header_before(const struct text *t, const struct tstream *ts, int i, int nsides, int *commits)
{
	int h = i - 1, k, cut = 0;

	*commits = -1;
	/* "[...]": a replier cut the figures' header off (or rows above these) */
	while (h >= 0 && line_is_cut(t, ts->line[h]) && ts_line_start(ts, h)) {
		h--;
		cut = 1;
	}
	/* and left the commits over their dashes: the columns' names all the same */
	if (cut && h >= 2 * nsides - 1 && !ts_is(t, ts, h, "\\")) {
		for (k = 0; k < nsides && t->s[ts->k[h - k].s] == '-' && ts->line[h - k] == ts->line[h]; k++)
			;
		if (k == nsides && ts_line_start(ts, h - nsides + 1) && ts->line[h - nsides] == ts->line[h] - 1) {
			*commits = h - 2 * nsides + 1;
			return *commits;
		}
	}
	if (ts_is(t, ts, h, "\\")) {
		for (k = 1; k < nsides && ts_is(t, ts, h - 1, "|") && ts_is(t, ts, h - 2, "\\"); k++)
			h -= 2;
		if (k < nsides)
			return -1;
		h--;
	}
	for (k = 0; k < nsides; k++, h -= 2)
		if (!ts_is(t, ts, h, "%stddev") || (k + 1 < nsides && !ts_is(t, ts, h - 1, "%change")))
			return -1;
	h++;   /* the dashes' last, the commits' over them */
	h = past_failures(t, ts, h);
	if (h >= 2 * nsides - 1) {
		for (k = 0; k < nsides && t->s[ts->k[h - k].s] == '-'; k++)
			;
		if (k == nsides)
			*commits = h - 2 * nsides + 1;
	}
	return h + 1;
}

static void name_split(const char *p, size_t n, struct xseries *s)
{
	const char *dot = memchr(p, '.', n);
	size_t wl = dot ? (size_t)(dot - p) : n, ms, me;
	const struct vocab_workload *w = vocab_workload_last(p, wl, &ms, &me);
	const char *m = dot ? dot + 1 : p;
	size_t ml = dot ? n - wl - 1 : n;

	if (w && ms == 0 && me == wl)
		memcpy(s->workload, w->name, strlen(w->name) + 1);
	else
		xs_printf(s->workload, sizeof(s->workload), "%.*s", (int)wl, p);
	if (ml >= sizeof(s->metric))
		ml = sizeof(s->metric) - 1;
	memcpy(s->metric, m, ml);
	s->metric[ml] = '\0';
}

/* The row's two sides, series a and b: b against a by the posted %change (by points for a
 * metric in per cent: "+0.9") */
static void change_cmp(struct xresult *r, const struct tstream *ts, int i, int used, int a, int b,
		       const struct tok *change, const struct tok *name)
{
	const struct xparam *pa, *pb;
	char row[64], cell[32];
	const struct text *t = r->t;
	struct xcomparison *c;
	struct xnum x;
	int pct = t->s[change->e - 1] == '%';

	if (!ts_num(t, change->s, change->e - pct, &x))
		return;
	c = xr_cmp(r);
	c->a = a;
	c->b = b;
	*(pct ? &c->delta_pct : &c->delta) = x;
	c->line = ts->line[i];
	c->span[0] = ts->k[i].s;
	c->span[1] = ts->k[i + used - 1].e;
	memcpy(c->workload, r->series[a].workload, sizeof(c->workload));
	text_label(t, name->s, name->e, row, sizeof(row));
	pa = xs_param(&r->series[a], "variant");
	pb = xs_param(&r->series[b], "variant");
	/* the commits by their hashes: the subjects in their labels would crowd out the change */
	if (pa && pb && !pa->is_num && !pb->is_num) {
		text_label(t, change->s, change->e, cell, sizeof(cell));
		xs_printf(c->text, sizeof(c->text), "%s vs %s, %s: %s", pb->str, pa->str, row, cell);
	} else
		xr_cmp_say(r, c, row, change->s, change->e);
}

/*
 * The report's list of the commits compared ("commit: " over "  af4cf40470
 * (\"sched/fair: Add cfs_rq::avg_vruntime\")"): the one whose hash and the
 * column's begin alike, as the list names it (its hash as written there and
 * its subject), into out; 1 if found.  Looked for in the 40 lines above the
 * row.
 */
static int flat_commit_subject(const struct text *t, int row, const struct tok *commit, char *out, size_t n);

static int commit_subject(const struct text *t, int row, const struct tok *commit, char *out, size_t n)
{
	const char *c = t->s + commit->s;
	size_t cn = commit->e - commit->s;
	int l;

	if (t->l[row].end - t->l[row].start > FLAT_LIST_LINE)
		return flat_commit_subject(t, row, commit, out, n);
	for (l = row - 1; l >= 0 && l >= row - 40; l--) {
		const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end, *h, *q;
		size_t hn, m;
		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		for (h = p; p < e && isxdigit((unsigned char)*p); p++)
			;
		hn = (size_t)(p - h);
		if (hn < 7 || memcmp(h, c, hn < cn ? hn : cn) || p + 3 > e || p[0] != ' ' || p[1] != '(')
			continue;
		p += 2 + (p[2] == '"');
		q = e;
		while (q > p && q[-1] == ' ')
			q--;
		/* the list's closing parenthesis and quote, not the subject's own ("sched_feat(X)") */
		q -= q > p && q[-1] == ')';
		q -= q > p && q[-1] == '"';
		m = (size_t)(q - p);
		if (!m || m + hn + 3 >= n)
			return 0;
		snprintf(out, n, "%.*s (%.*s)", (int)hn, h, (int)m, p);
		return 1;
	}
	return 0;
}

/*
 * The same on a flattened report (a web archive's one line): the list is
 * earlier on the row's line, '0e1b2c3d4f ("sched/core: ...")' before the
 * table; the last such entry before the commit's column header.
 */
static int flat_commit_subject(const struct text *t, int row, const struct tok *commit, char *out, size_t n)
{
	const char *c = t->s + commit->s, *from = t->s + t->l[row].start, *p, *h, *q;
	size_t cn = commit->e - commit->s, hn;
	int found = 0;

	for (p = from; p + 10 < c; p++) {
		if (!isxdigit((unsigned char)*p) || (p > from && isxdigit((unsigned char)p[-1])))
			continue;
		for (h = p; p < c && isxdigit((unsigned char)*p); p++)
			;
		hn = (size_t)(p - h);
		if (hn < 7 || hn >= cn || memcmp(h, c, hn) || p + 3 > c || memcmp(p, " (\"", 3))
			continue;
		if (!(q = memchr(p + 3, '"', (size_t)(c - p - 3))) || q[1] != ')' || (size_t)(q - p - 3) + hn + 4 >= n)
			continue;
		snprintf(out, n, "%.*s (%.*s)", (int)hn, h, (int)(q - p - 3), p + 3);
		found = 1;
	}
	return found;
}

/* One side of a row as a series; its index */
static int side(struct xresult *r, const struct tstream *ts, int i, int used, const struct xseries *head,
		const struct tok *commit, const char *dflt, int v, int sd, const struct tok *change)
{
	const struct text *t = r->t;
	struct xseries *s = ts_series(r, ts, i, i + used - 1, head, NULL, NULL, NULL);
	struct xnum x;

	s->unit[0] = s->better[0] = '\0';
	if (xnum_from(t, &ts->k[i + v], 0, &x))
		xs_value(s, &x);
	/* the commits are what the rows compare: each column's commit names its series, with the
	 * subject the report's commit list gives it */
	if (commit) {
		char listed[sizeof(s->label)] = "";
		xs_param_str(s, "variant", t->s + commit->s, commit->e - commit->s);
		/* both spellings of the hash: a reader may name the commit by either */
		if (commit_subject(t, ts->line[i], commit, listed, sizeof(listed)) &&
		    !strncmp(listed, t->s + commit->s, commit->e - commit->s) && listed[commit->e - commit->s] == ' ')
			snprintf(s->label, sizeof(s->label), "%s", listed);
		else if (listed[0])
			snprintf(s->label, sizeof(s->label), "%.*s = %s", (int)(commit->e - commit->s),
				 t->s + commit->s, listed);
		else
			snprintf(s->label, sizeof(s->label), "%.*s", (int)(commit->e - commit->s), t->s + commit->s);
	} else
		xs_param_str(s, "variant", dflt, strlen(dflt));
	if (sd >= 0 && ts_num(t, ts->k[i + sd].s + (t->s[ts->k[i + sd].s] == '\xc2' ? 2 : 0),
			      ts->k[i + sd].e - 1, &x)) {
		xs_param_num(s, "stddev_pct", &x);
		/* "± 2%": the run-to-run deviation, relative, as a reader takes it */
		s->sum[SUM_STDDEV] = x;
		s->has_summary = 1;
	}
	if (change)
		xs_param_str(s, "change", t->s + change->s, change->e - change->s);
	return (int)(s - r->series);
}

void rec_lkp(struct xresult *r)
{
	const struct text *t = r->t;
	struct tstream ts;
	int i;

	/* (or the commits' dashes: a reply may cut the header and keep rows without a spread) */
	/* (or a change with the blanks of a table after it: rows quoted without header or spread) */
	if (!text_has(t, "\xc2\xb1", 2) && !text_has(t, "%stddev", 7) && !text_has(t, "---------------- ", 17) &&
	    !text_has(t, "%    ", 5))
		return;
	ts_build(r, &ts);
	for (i = 0; i < ts.n; i++) {
		struct lkp_wide rw;
		int used, commits, first, hdr, j, k, got = 0;
		struct xseries head;
		if (!(used = row_at(t, &ts, i, &rw)))
			continue;
		hdr = header_before(t, &ts, i, rw.nsides, &commits);
		if (hdr < 0 && !any_sd(&rw) && !rows_of_one_case(t, &ts, i, used, &rw) &&
		    !rows_around_cut(t, &ts, i, &rw))
			continue;
		first = hdr >= 0 ? (commits >= 0 ? commits : hdr) : i;
		memset(&head, 0, sizeof(head));
		ts_head(r, &ts, first, NULL, &head);
		/* the report's "128 threads" is the test machine, not the rows' */
		head.nparams = 0;
		/* rows of one table are on adjacent lines (or one flat line), of as many commits */
		for (j = i; j < ts.n && (j == i || ts.line[j] <= ts.line[j - 1] + 1); j += used) {
			struct lkp_wide w;
			int nsides = rw.nsides, s0;
			if (!(used = row_at(t, &ts, j, &w)) || w.nsides != nsides)
				break;
			const struct lkp_tok nm = { t->s + ts.k[j + w.name].s, ts.k[j + w.name].e - ts.k[j + w.name].s };
			struct xseries h = head;
			got++;
			if (lkp_profile_row(nm.p, nm.n))
				continue;
			name_split(nm.p, nm.n, &h);
			/* each commit after the first against the first, by the change printed before it */
			for (k = 0; k < nsides; k++) {
				static const char *const dflt[] = { "a", "b", "c", "d" };
				const struct tok *change = k ? &ts.k[j + w.change[k]] : NULL;
				int sk = side(r, &ts, j, used, &h, commits >= 0 ? &ts.k[commits + k] : NULL,
					      dflt[k], w.v[k], w.sd[k], change);
				if (!k)
					s0 = sk;
				else
					change_cmp(r, &ts, j, used, s0, sk, change, &ts.k[j + w.name]);
			}
		}
		if (got)
			ts_claim(r, &ts, first, j - 1);
		i = j - 1;
	}
	ts_release(&ts);
}
