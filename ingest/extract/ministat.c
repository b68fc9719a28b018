/* ministat.c: format 3, ministat output: legends, summary rows, Difference blocks; the plot is skipped */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cells.h"
#include "extract.h"
#include "labels.h"
#include "vocab.h"
#include "../../core/banned.h"

/*
 *   x real.one.4bsd                       legend: symbol and file name
 *   + real.one.ule
 *   +----------------------------------+  plot: recognised, never read
 *   |+ + +  x x|
 *   +----------------------------------+
 *       N      Min     Max   Median    Avg      Stddev
 *   x   9     2.43     2.5     2.46  2.4644444  0.022973415
 *   +  11     2.15    2.18     2.16  2.1636364  0.010269106
 *   Difference at 95.0% confidence
 *           -0.300808 +/- 0.0161686
 *           -12.2059% +/- 0.656073%
 *           (Student's t, pooled s = 0.0171217)
 *   No difference proven at 95.0% confidence     (the other possible result)
 */

#define MAX_SETS 7
#define MAX_TOKS 16

static const char symbols[] = "x+*%#@O";

static int legend(const struct text *t, int line, char *sym, struct tok *name)
{
	struct tok room[4];
	int n;
	const struct tok *k = tok_view(t, line, room, 4, &n);

	if (n != 2 || k[0].e - k[0].s != 1 || !strchr(symbols, t->s[k[0].s]))
		return 0;
	*sym = t->s[k[0].s];
	*name = k[1];
	return 1;
}

static int plot_line(const struct text *t, int line)
{
	const char *p = t->s + t->l[line].start;
	size_t n = t->l[line].end - t->l[line].start;

	return n > 0 && (p[0] == '|' || (p[0] == '+' && n > 1 && p[1] == '-'));
}

static int header(const struct text *t, int line)
{
	static const char *const want[] = { "N", "Min", "Max", "Median", "Avg", "Stddev" };
	struct tok k[8];
	int n = tok_line(t, line, k, 8), i;

	if (n != 6)
		return 0;
	for (i = 0; i < 6; i++)
		if (!tok_is(t, &k[i], want[i]))
			return 0;
	return 1;
}

static int summary_row(const struct text *t, int line, char sym, struct xnum *sum)
{
	struct tok k[8];
	int n = tok_line(t, line, k, 8), i;

	if (n != 7 || k[0].e - k[0].s != 1 || t->s[k[0].s] != sym)
		return 0;
	for (i = 0; i < SUM_COUNT; i++)
		if (!xnum_from(t, &k[i + 1], 0, &sum[i]))
			return 0;
	return 1;
}

static int pct_num(const struct text *t, struct tok k, struct xnum *x)
{
	while (k.e > k.s && strchr("%)", t->s[k.e - 1]))
		k.e--;
	return xnum_from(t, &k, 0, x);
}

/* Difference block at line; returns lines used (0: none). */
static int difference(const struct text *t, int line, struct xcomparison *c)
{
	struct tok k[MAX_TOKS];
	int n;

	if (line >= t->n)
		return 0;
	n = tok_line(t, line, k, MAX_TOKS);
	if (n == 6 && tok_is(t, &k[0], "No") && tok_is(t, &k[1], "difference") &&
	    tok_is(t, &k[2], "proven") && pct_num(t, k[4], &c->confidence)) {
		c->proven = 0;
		c->span[0] = t->l[line].start;
		c->span[1] = t->l[line].end;
		return 1;
	}
	if (n != 4 || !tok_is(t, &k[0], "Difference") || !tok_is(t, &k[1], "at") ||
	    !pct_num(t, k[2], &c->confidence) || line + 3 >= t->n)
		return 0;
	c->span[0] = t->l[line].start;
	n = tok_line(t, line + 1, k, MAX_TOKS);
	if (n != 3 || !xnum_from(t, &k[0], 0, &c->delta) || !xnum_from(t, &k[2], 0, &c->delta_ci))
		return 0;
	n = tok_line(t, line + 2, k, MAX_TOKS);
	if (n != 3 || !pct_num(t, k[0], &c->delta_pct) || !pct_num(t, k[2], &c->ci_pct))
		return 0;
	n = tok_line(t, line + 3, k, MAX_TOKS);
	if (n >= 1 && pct_num(t, k[n - 1], &c->pooled_s) && n >= 5) {
		c->span[1] = t->l[line + 3].end;
		c->proven = 1;
		return 4;
	}
	memset(&c->pooled_s, 0, sizeof(c->pooled_s));
	c->span[1] = t->l[line + 2].end;
	c->proven = 1;
	return 3;
}

/* The line after a Difference block at line (blank lines before it skipped), or line */
static int skip_difference(const struct text *t, int line)
{
	struct xcomparison c;
	int at = line, used;

	while (at < t->n && t->l[at].start == t->l[at].end)
		at++;
	memset(&c, 0, sizeof(c));
	used = difference(t, at, &c);
	return used ? at + used : line;
}

/* real.one.4bsd: metric and scheduler words of a data file's name */
static void legend_words(const struct text *t, const struct tok *name, struct xseries *s)
{
	const char *p = t->s + name->s, *end = t->s + name->e;
	const char *slash = p;

	for (; slash < end; slash++)
		if (*slash == '/')
			p = slash + 1;
	while (p < end) {
		const char *w = p;
		const struct vocab_sched *sc;
		const struct vocab_metric *m;
		while (p < end && *p != '.' && *p != '_' && *p != '-')
			p++;
		if ((sc = vocab_sched_word(w, (size_t)(p - w))))
			memcpy(s->scheduler, sc->name, strlen(sc->name) + 1);
		else if ((m = vocab_metric_word(w, (size_t)(p - w))) && !s->metric[0])
			memcpy(s->metric, m->name, strlen(m->name) + 1);
		if (p < end)
			p++;
	}
}

/*
 * "bk.GENERIC" beside "bk.RACCT", "rtt.spin" beside "rtt.nospin": every set of a
 * block named by one word and a point before what tells them apart.  The length of
 * that shared "bk." when the word is no metric and what follows has no point of its
 * own, else 0 ("real.4bsd": the real times of 4BSD, a name kept whole).
 */
static size_t shared_prefix(const struct text *t, const struct tok *names, int nsets)
{
	const char *a = t->s + names[0].s;
	size_t n = names[0].e - names[0].s, w = 0;
	int i;

	while (w < n && isalpha((unsigned char)a[w]))
		w++;
	if (nsets < 2 || !w || w + 1 >= n || a[w] != '.' || vocab_metric_word(a, w))
		return 0;
	for (i = 0; i < nsets; i++) {
		const char *b = t->s + names[i].s;
		size_t m = names[i].e - names[i].s;
		if (m <= w + 1 || memcmp(a, b, w + 1) || memchr(b + w + 1, '.', m - w - 1) ||
		    memchr(b, '/', m))
			return 0;
	}
	return w + 1;
}

/*
 * Line l is "% cat NAME" or "$ paste A NAME ..." (any prompt, or none): the
 * command that printed data file NAME; its column among the files pasted
 * into *col, their count into *ncols.
 */
static int cat_of(const struct text *t, int l, const struct tok *name, int *col, int *ncols)
{
	struct tok k[10];
	int n = tok_line(t, l, k, 10), c, i;
	size_t nl = name->e - name->s;

	for (c = 0; c < n && c < 2 && !tok_is(t, &k[c], "cat") && !tok_is(t, &k[c], "paste"); c++)
		;
	if (c >= n || c >= 2 || n - c - 1 < 1 || n - c - 1 > 8 ||
	    (tok_is(t, &k[c], "cat") && n - c - 1 != 1))
		return 0;
	for (i = c + 1; i < n; i++)
		if (k[i].e - k[i].s == nl && !memcmp(t->s + k[i].s, t->s + name->s, nl)) {
			*col = i - c - 1;
			*ncols = n - c - 1;
			return 1;
		}
	return 0;
}

/*
 * Line l is a banner naming data file NAME, as a loop echoes it over the
 * file it prints ("== tcprr-11.2.txt", "==> 4bsd.txt <==", "--- ule ---",
 * "ule.txt:"): marks of '=', '-', '#', '<' and '>' around the name only.
 */
static int banner_of(const struct text *t, int l, const struct tok *name)
{
	struct tok k[4];
	int n = tok_line(t, l, k, 4), named = 0;
	size_t nl = name->e - name->s;

	if (n < 1 || n > 3)
		return 0;
	for (int i = 0; i < n; i++) {
		size_t len = k[i].e - k[i].s;
		if (!named && (len == nl || (len == nl + 1 && t->s[k[i].e - 1] == ':')) &&
		    !memcmp(t->s + k[i].s, t->s + name->s, nl)) {
			named = 1;
			continue;
		}
		if (strspn(t->s + k[i].s, "=-#<>") < len)
			return 0;
	}
	return named && (n > 1 || t->s[k[0].e - 1] == ':');
}

/*
 * "% cat 4bsd.txt" (or a banner naming it) above the output, then a figure
 * a line (or "$ paste before after", then a figure of each a line): the
 * data file ministat read, so the runs of its set, when as many as its N.
 * The lines are the series' values; the summary stays as ministat printed
 * it.
 */
static void data_runs(struct xresult *r, int line, const struct tok *name, struct xseries *s)
{
	const struct text *t = r->t;
	struct tok k[9];
	struct xnum x;
	int l, j, n, col = 0, ncols = 1;

	if (!s->sum[SUM_N].set)
		return;
	for (l = line - 1; l >= 0 && l >= line - 400 && !cat_of(t, l, name, &col, &ncols) && !banner_of(t, l, name);
	     l--)
		;
	if (l < 0 || l < line - 400)
		return;
	for (j = l + 1, n = 0; j < line && tok_line(t, j, k, 9) == ncols && xnum_from(t, &k[col], 0, &x); j++)
		n++;
	if (n < 2 || n != (int)s->sum[SUM_N].value)
		return;
	for (j = l + 1; j <= l + n; j++) {
		tok_line(t, j, k, 9);
		xnum_from(t, &k[col], 0, &x);
		xs_value(s, &x);
		r->used[j] = 1;
	}
}

/* An earlier set of this post's ministat outputs (at the same quote depth) of the same name
 * and summary: its series' index, else -1 */
static int shown_before(const struct xresult *r, const struct text *t, const struct tok *name,
			const struct xnum *sum, int depth)
{
	char label[sizeof(r->series[0].label)], whole[sizeof(r->series[0].name)];
	size_t nl = name->e - name->s;
	int k, f;

	snprintf(whole, sizeof(whole), "%.*s", (int)nl, t->s + name->s);
	snprintf(label, sizeof(label), "%s", whole);
	label_data_file(label);
	for (k = 0; k < r->nseries; k++) {
		const struct xseries *s = &r->series[k];
		/* this stage's series are not named yet; one named by a cut name is by its whole */
		if ((s->found_by[0] && strcmp(s->found_by, "tool:ministat")) || s->depth != depth ||
		    (strcmp(s->label, label) && (!s->name[0] || strcmp(s->name, whole))))
			continue;
		for (f = 0; f < SUM_COUNT && s->sum[f].value == sum[f].value; f++)
			;
		if (f == SUM_COUNT)
			return k;
	}
	return -1;
}

/*
 * The summary rows under a header at LINE with no legend above ("[...]" cut it from a
 * quoted output): a set a row, its symbol in ministat's order, named by none (an empty
 * name at offset 0).  How many sets, else 0.  A header under a title of its own ("Old
 * balancer", "Stock kernel:") is the table readers': the title names the set.
 */
static int unnamed_sets(const struct text *t, int line, char *syms, struct tok *names)
{
	struct xnum sum[SUM_COUNT];
	int nsets = 0, j = line + 1;

	if (!header(t, line) || (line > 0 && !line_is_blank(t, line - 1) && !line_is_cut(t, line - 1)))
		return 0;
	if (line > 1 && line_is_blank(t, line - 1) && !line_is_blank(t, line - 2) && !line_is_cut(t, line - 2) &&
	    t->l[line - 2].end > t->l[line - 2].start && t->s[t->l[line - 2].end - 1] == ':')
		return 0;
	while (nsets < MAX_SETS && j < t->n) {
		if (nsets > 1)
			j = skip_difference(t, j);
		if (j >= t->n || !summary_row(t, j, symbols[nsets], sum))
			break;
		syms[nsets] = symbols[nsets];
		names[nsets] = (struct tok){ 0, 0 };
		nsets++;
		j++;
	}
	return nsets;
}

static int block(struct xresult *r, int line)
{
	const struct text *t = r->t;
	char syms[MAX_SETS];
	struct tok names[MAX_SETS];
	struct xnum sum[MAX_SETS][SUM_COUNT];
	struct xseries head;
	size_t from, to, prefix;
	int nsets = 0, j, i, hdr, rows[MAX_SETS], idx[MAX_SETS], named;

	while (nsets < MAX_SETS && line + nsets < t->n &&
	       legend(t, line + nsets, &syms[nsets], &names[nsets]))
		nsets++;
	named = nsets > 0;
	if (!named && !(nsets = unnamed_sets(t, line, syms, names)))
		return 0;
	for (hdr = named ? line + nsets : line; hdr < t->n && hdr < line + nsets + 60 && plot_line(t, hdr); hdr++)
		;
	if (hdr >= t->n || !header(t, hdr))
		return 0;
	/* each set after the first is compared with it right under its row (ministat prints
	 * "x", "+", the + set's Difference block, "*", its block ...) */
	for (i = 0, j = hdr + 1; i < nsets; i++) {
		if (i > 1)
			j = skip_difference(t, j);
		if (j >= t->n || !summary_row(t, j, syms[i], sum[i]))
			return 0;
		rows[i] = j++;
	}
	memset(&head, 0, sizeof(head));
	ctx_heading(r, line, t->l[line].start, &from, &to);
	ctx_apply(t, from, to, &head);
	head.scheduler[0] = '\0';
	if (!head.workload[0])
		ctx_workload_above(t, line, t->l[line].start, head.workload, sizeof(head.workload));
	prefix = named ? shared_prefix(t, names, nsets) : 0;
	for (i = 0; i < nsets; i++) {
		struct xseries *s;
		size_t nl = names[i].e - names[i].s;
		/* "ministat ule ule.steal" after "ministat 4bsd ule ule.steal": a data set shown
		 * again is the one read before */
		if ((idx[i] = shown_before(r, t, &names[i], sum[i], t->l[line + i].depth)) >= 0)
			continue;
		idx[i] = r->nseries;
		s = xr_series(r);
		xs_copy_head(s, &head);
		snprintf(s->name, sizeof(s->name), "%.*s", (int)nl, t->s + names[i].s);
		snprintf(s->label, sizeof(s->label), "%s", s->name + prefix);
		label_data_file(s->label);
		if (!strcmp(s->label, s->name))
			s->name[0] = '\0';
		legend_words(t, &names[i], s);
		ctx_label_version(s);
		s->has_summary = 1;
		memcpy(s->sum, sum[i], sizeof(sum[i]));
		if (nl)
			data_runs(r, line, &names[i], s);
		s->line = named ? line + i : rows[i];
		s->depth = t->l[s->line].depth;
		s->author = t->l[s->line].author;
		s->span[0] = t->l[s->line].start;
		s->span[1] = t->l[rows[i]].end;
		ctx_finish(s);
	}
	j = rows[nsets - 1] + 1;
	for (i = 1; i < nsets; i++) {
		struct xcomparison c;
		int used;
		memset(&c, 0, sizeof(c));
		c.proven = -1;
		/* a set's block under its row; all blocks under the last row where a poster
		 * moved them */
		int at = i + 1 < nsets && rows[i + 1] > rows[i] + 1 ? rows[i] + 1 : j;
		while (at < t->n && t->l[at].start == t->l[at].end)
			at++;
		if (!(used = difference(t, at, &c)))
			break;
		if (at >= j)
			j = at + used;
		c.a = idx[0];
		c.b = idx[i];
		c.line = at;
		memcpy(c.workload, head.workload, sizeof(c.workload));
		*xr_cmp(r) = c;
	}
	for (i = line; i < j; i++)
		r->used[i] = 1;
	return j - line;
}

void rec_ministat(struct xresult *r)
{
	int line, used;

	for (line = 0; line < r->t->n; line++)
		if (!r->used[line] && (used = block(r, line)))
			line += used - 1;
}

/* v printed to x's digits is x ("17560.881" for 17560.881452: ministat keeps eight) */
static int prints_as(const struct text *t, double v, const struct xnum *x)
{
	int d = num_decimals(t->s + x->s, x->e - x->s);

	return fabs(v - x->value) <= 0.5 * pow(10, -d) + 1e-9 * fabs(v);
}

/* Whether series k's values are ministat's data set summed up in sum: as many, the same least
 * and greatest, their mean printing as its Avg */
static int runs_summed(const struct xresult *r, const struct xseries *k, const struct xnum *sum)
{
	const struct text *t = r->t;
	double lo = k->values[0].value, hi = lo, total = 0;

	for (int j = 0; j < k->nvalues; j++) {
		double v = k->values[j].value;
		lo = v < lo ? v : lo;
		hi = v > hi ? v : hi;
		total += v;
	}
	return prints_as(t, lo, &sum[SUM_MIN]) && prints_as(t, hi, &sum[SUM_MAX]) &&
	       mean_prints_as(total, k->nvalues, sum[SUM_MEAN].value,
			      num_decimals(t->s + sum[SUM_MEAN].s, sum[SUM_MEAN].e - sum[SUM_MEAN].s));
}

/*
 * "usched_bsd4:" over three csh time lines, then "ministat bsd4 dfly" on their elapsed
 * times: a data set whose N, Min, Max and Avg are those of one series printed above it (at
 * its depth) is that series' summary, no series of its own; its comparisons go to it.
 */
void rec_ministat_runs(struct xresult *r)
{
	for (int i = r->nseries - 1; i >= 0; i--) {
		struct xseries *m = &r->series[i];
		int best = -1, found = 0;

		if (strcmp(m->found_by, "tool:ministat") || m->nvalues || !m->sum[SUM_N].set ||
		    !m->sum[SUM_MIN].set || !m->sum[SUM_MAX].set || !m->sum[SUM_MEAN].set)
			continue;
		for (int k = 0; k < r->nseries; k++) {
			const struct xseries *s = &r->series[k];
			if (k == i || !strcmp(s->found_by, "tool:ministat") || s->depth != m->depth ||
			    s->line >= m->line || s->nvalues != (int)m->sum[SUM_N].value || s->nvalues < 2 ||
			    s->has_summary || !runs_summed(r, s, m->sum))
				continue;
			best = k;
			found++;
		}
		if (found != 1)
			continue;
		memcpy(r->series[best].sum, m->sum, sizeof(m->sum));
		r->series[best].has_summary = 1;
		/* what the set's name said ("ule.tps": ULE) the runs' name may not */
		if (!r->series[best].scheduler[0])
			memcpy(r->series[best].scheduler, m->scheduler, sizeof(m->scheduler));
		if (!r->series[best].unit[0])
			memcpy(r->series[best].unit, m->unit, sizeof(m->unit));
		for (int c = 0; c < r->ncmp; c++) {
			r->cmp[c].a = r->cmp[c].a == i ? best : r->cmp[c].a;
			r->cmp[c].b = r->cmp[c].b == i ? best : r->cmp[c].b;
		}
		xr_drop_series(r, i);
	}
}
