/* columns.c: format 2, aligned column tables under a header row (Real User Sys; one column per kernel) */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cells.h"
#include "extract.h"
#include "labels.h"
#include "vocab.h"
#include "../../core/banned.h"

/*
 *               Real            User            Sys
 *   default     2195.16         1717.69         467.78
 *   -j 2        2003.20         2151.49         539.67
 *
 *       2.6.21  2.6.22-ck1  2.6.23-rc6-cfs-devel
 *   1   9.27    8.50        8.55
 *
 * Columns are told apart by white space, not by position, so tables whose
 * tabs broke the alignment read the same.  A column is a metric (Real), a
 * scheduler (ULE) or a kernel (2.6.22-ck1).  Row keys 1..N in order are run
 * numbers, and rows with no key at all are runs too: each column is then one
 * series of N samples (rows keyed by a summary after them, "avg", "stddev",
 * are its summary).  Other keys are a
 * parameter (-j 4, a count the text names) or a variant (default).
 */

#define MAX_COLS 12
#define MAX_ROWS 64
#define MAX_TOKS 32
#define FLAT_HEADING 400   /* as stream.c: a flat line's heading is the words before */
#define FLAT_LINE 160      /* bytes: a longer line may be a flattened table */

struct col {
	struct tok tok;
	const struct vocab_sched *sched;
	const struct vocab_metric *metric;
	char os[12], ver[64];
};

struct trow {
	int line;
	size_t s, e;               /* the row's bytes (a flattened row is part of its line) */
	size_t key_s, key_e;       /* label tokens, or empty */
	struct xnum key;           /* a numeric key */
	struct xnum v[MAX_COLS];
	char unit[24];             /* "(trans/s)" closing the row: its figures' unit */
};

static int is_num_tok(const struct text *t, const struct tok *k)
{
	double v;

	return num_parse(t->s + k->s, k->e - k->s, &v);
}

/* A word no header holds: a number, a long word, one opening with a mark (every token of
 * most lines is asked: one opening with a letter is no number, and is not parsed) */
/* a word no header has: too long or opening on no letter or digit */
static int never_word(const struct text *t, const struct tok *k)
{
	return k->e - k->s > 40 || !isalnum((unsigned char)t->s[k->s]);
}

/* or a plain number */
static int never_header(const struct text *t, const struct tok *k)
{
	return never_word(t, k) || (isdigit((unsigned char)t->s[k->s]) && is_num_tok(t, k));
}

/* A header word: a metric (Real), a scheduler (ULE) or a kernel (2.6.22-ck1) */
static int col_known(const struct text *t, const struct tok *k, struct col *c)
{
	const char *p = t->s + k->s;
	size_t len = k->e - k->s;

	memset(c, 0, sizeof(*c));
	c->tok = *k;
	if (never_header(t, k))
		return -1;
	c->sched = vocab_sched_word(p, len);
	c->metric = vocab_metric_word(p, len);
	if (ctx_version(t, k->s, k->e, c->os, sizeof(c->os), c->ver, sizeof(c->ver))) {
		/* a kernel named after its scheduler: 2.6.23-rc6-cfs-devel */
		const char *q = p, *end = p + len;
		while (q < end && !c->sched) {
			const char *w = q;
			while (q < end && *q != '-' && *q != '.')
				q++;
			c->sched = vocab_sched_word(w, (size_t)(q - w));
			if (q < end)
				q++;
		}
	}
	return c->sched || c->metric || c->ver[0];
}

/*
 * "SCHED_4BSD   SCHED_ULE" over "real  sys  real  sys": the header's words
 * repeat in groups, one for each name on the line above.  That two-line
 * header is table.c's (span_header): not read here.
 */
static int spanned(const struct text *t, int line, const struct tok *k, int n)
{
	struct tok up[MAX_TOKS];
	int l = line - 1, m, g, i;

	while (l >= 0 && line_is_blank(t, l))
		l--;
	if (l < 0 || line - l > 1 || t->l[l].depth != t->l[line].depth)
		return 0;
	m = tok_line(t, l, up, MAX_TOKS);
	if (m < 2 || n % m || (g = n / m) < 2)
		return 0;
	for (i = g; i < n; i++)
		if (k[i].e - k[i].s != k[i % g].e - k[i % g].s ||
		    strncasecmp(t->s + k[i].s, t->s + k[i % g].s, k[i].e - k[i].s))
			return 0;
	return 1;
}

static int header(const struct text *t, int line, struct col *cols, int *ncols)
{
	struct tok room[MAX_TOKS];
	int n, i, known = 0, c;
	const struct tok *k = tok_view(t, line, room, MAX_TOKS, &n);

	if (n < 2 || n > MAX_COLS)
		return 0;
	/* every word must be known: the cheap tests first (a later word's byte before an earlier
	 * word's number parse: every line is asked), then the vocabulary */
	for (i = 0; i < n; i++)
		if (never_word(t, &k[i]))
			return 0;
	for (i = 0; i < n; i++)
		if (never_header(t, &k[i]))
			return 0;
	for (i = 0; i < n; i++) {
		if ((c = col_known(t, &k[i], &cols[i])) <= 0)
			return 0;
		known += c;
	}
	*ncols = n;
	return known == n && !spanned(t, line, k, n);
}

static int data_row(const struct text *t, int line, int ncols, struct trow *rw)
{
	struct tok room[MAX_TOKS];
	int n, i, first;
	const struct tok *k = tok_view(t, line, room, MAX_TOKS, &n);

	rw->unit[0] = '\0';
	if (n > ncols && unit_in_marks(t->s + k[n - 1].s, k[n - 1].e - k[n - 1].s)) {
		snprintf(rw->unit, sizeof(rw->unit), "%.*s", (int)(k[n - 1].e - k[n - 1].s - 2), t->s + k[n - 1].s + 1);
		n--;
	}
	if (n < ncols || n > ncols + 3)
		return 0;
	first = n - ncols;
	for (i = 0; i < ncols; i++)
		if (!xnum_from(t, &k[first + i], 1, &rw->v[i]))
			return 0;
	memset(&rw->key, 0, sizeof(rw->key));
	rw->line = line;
	rw->s = t->l[line].start;
	rw->e = t->l[line].end;
	rw->key_s = rw->key_e = 0;
	if (first > 0) {
		rw->key_s = k[0].s;
		rw->key_e = k[first - 1].e;
		if (first == 1 && !xnum_from(t, &k[0], 0, &rw->key) && is_num_tok(t, &k[0]))
			return 0;
		/* a label is words or -j N, not more numbers of another table */
		for (i = 0; i < first; i++)
			if (is_num_tok(t, &k[i]) && !(first == 1) && !(i == 1 && tok_is(t, &k[0], "-j")))
				return 0;
	}
	return 1;
}

/* "(the left most column is the number of processes ($i))" */
static const char *key_param(const struct text *t, size_t from, size_t to, const char *dflt)
{
	static const struct { const char *word, *param; } nouns[] = {
		{ "processes", "tasks" }, { "threads", "tasks" }, { "tasks", "tasks" },
		{ "clients", "clients" }, { "users", "clients" }, { "jobs", "jobs" },
		{ "cpus", "cpus" }, { "groups", "groups" },
	};
	size_t i, j;

	/* "-j 2.6.31 2.6.31-bfs221 ...": the option over the key column, the last word before the header */
	if (to - from >= 3 && t->s[to - 1] == ' ' && t->s[to - 3] == '-' &&
	    (to - from == 3 || t->s[to - 4] == ' ')) {
		if (t->s[to - 2] == 'j')
			return "jobs";
		if (t->s[to - 2] == 't')
			return "tasks";
		if (t->s[to - 2] == 'c')
			return "clients";
	}
	for (i = from; i + 10 < to; i++) {
		if (strncasecmp(t->s + i, "number of ", 10))
			continue;
		for (j = 0; j < sizeof(nouns) / sizeof(nouns[0]); j++)
			if (!strncasecmp(t->s + i + 10, nouns[j].word, strlen(nouns[j].word)))
				return nouns[j].param;
	}
	return dflt;
}

/* Rows keyed 1..N in order, or rows with no key at all: runs, each column one series */
/* The runs of each column: rows numbered 1..N, rows with no key, or rows all keyed
 * alike ("Time:" on each line, as hackbench prints a run) */
static int run_numbers(const struct text *t, const struct trow *rows, int n)
{
	size_t k0 = rows[0].key_e - rows[0].key_s;
	int i, numbered = 1, unkeyed = 1, same = !rows[0].key.set && k0 > 0, named = 1;

	if (n < 2)
		return 0;
	for (i = 0; i < n; i++) {
		char key[32];
		size_t kn = rows[i].key_e > rows[i].key_s ? rows[i].key_e - rows[i].key_s : 0;
		/* "run1", "#2", "Run 3:", "4th": runs named and numbered in order */
		xs_printf(key, sizeof(key), "%.*s", (int)(kn < sizeof(key) ? kn : 0), t->s + rows[i].key_s);
		named &= !rows[i].key.set && label_run_number(key) == i + 1;
		numbered &= rows[i].key.set && rows[i].key.value == i + 1;
		unkeyed &= !rows[i].key.set && rows[i].key_e <= rows[i].key_s;
		same &= !rows[i].key.set && rows[i].key_e - rows[i].key_s == k0 &&
			!memcmp(t->s + rows[i].key_s, t->s + rows[0].key_s, k0);
	}
	return numbered || unkeyed || same || named;
}

/* The summary field a row's key names ("avg", "stddev:"), or -1 */
static int summary_key(const struct text *t, const struct trow *rw)
{
	char key[32];

	if (rw->key.set || rw->key_e <= rw->key_s)
		return -1;
	text_label(t, rw->key_s, rw->key_e, key, sizeof(key));
	return label_summary_field(key);
}

/* Rows before the summary rows that end the table ("avg  92.79  91.73" under "run 5:"):
 * the runs, when two or more are left; else all the rows */
static int runs_before_summaries(const struct text *t, const struct trow *rows, int n)
{
	int m = n;

	while (m > 0 && summary_key(t, &rows[m - 1]) >= 0)
		m--;
	return m >= 2 && m < n ? m : n;
}

/* A summary row's figure in column c: that field of the column's series */
static void summary_row(const struct text *t, const struct trow *rw, int c, struct xseries *s)
{
	int f = summary_key(t, rw);

	if (f < 0 || f >= SUM_COUNT || !rw->v[c].set)
		return;
	s->sum[f] = rw->v[c];
	s->has_summary = 1;
	if (rw->e > s->span[1])
		s->span[1] = rw->e;
}

/* "As a follow-up, this was with SCHED_4BSD": a scheduler named just below */
static const struct vocab_sched *named_below(const struct text *t, int line)
{
	static const char *const refs[] = { "this was", "these were", "the above", "that was",
					    "these are", "this is", "above was", "above is" };
	int j, seen = 0;

	for (j = line + 1; j < t->n && seen < 3; j++) {
		const char *p = t->s + t->l[j].start;
		size_t n = t->l[j].end - t->l[j].start, r;
		const struct vocab_sched *sc;
		if (!n)
			continue;
		seen++;
		for (r = 0; r < sizeof(refs) / sizeof(refs[0]); r++) {
			const char *hit = memmem(p, n, refs[r], strlen(refs[r]));
			if (hit && (sc = vocab_sched_last(hit, (size_t)(p + n - hit), NULL, NULL)))
				return sc;
		}
	}
	return NULL;
}

static void set_col(struct xseries *s, const struct text *t, const struct col *c)
{
	size_t ll = c->tok.e - c->tok.s;

	memcpy(s->label, t->s + c->tok.s, ll < sizeof(s->label) ? ll : sizeof(s->label) - 1);
	if (c->sched)
		memcpy(s->scheduler, c->sched->name, strlen(c->sched->name) + 1);
	if (c->ver[0]) {
		memcpy(s->os, c->os, sizeof(c->os));
		memcpy(s->os_version, c->ver, sizeof(c->ver));
	}
	if (c->metric)
		memcpy(s->metric, c->metric->name, strlen(c->metric->name) + 1);
}

/*
 * Under a header of metrics (real user sys), a row named as a build is
 * ("4BSD", "ULE", "v6.7+patch") is the configuration of its series, unless
 * the heading names the build already (then the rows are its variants).
 */
static int key_is_config(const struct text *t, const struct trow *rw, const struct col *c,
			 const struct xseries *s)
{
	char key[64], os[16], ver[64];

	if (!c->metric || c->sched || c->ver[0])
		return 0;
	/* "2.5.68-mm2-nodebal" under a heading naming "2.5.68-mm2": a key that is a release
	 * names its own build, whatever the heading named */
	if (s->scheduler[0] || s->os_version[0])
		return ctx_version(t, rw->key_s, rw->key_e, os, sizeof(os), ver, sizeof(ver)) &&
		       strlen(ver) == rw->key_e - rw->key_s;
	text_label(t, rw->key_s, rw->key_e, key, sizeof(key));
	/* "A", "B" over "P50  P99  tps": setups the post lettered, named nowhere else; a measure's
	 * name is no build's either */
	return vocab_sched_last(key, strlen(key), NULL, NULL) || label_kind(key) == LABEL_CONFIG ||
	       (strlen(key) == 1 && isupper((unsigned char)key[0]));
}

/* "6.5" over "6.5+eevdf": a number keying one row where another row's key is a name
 * that begins with it is a version, the build of its row */
static int version_key(const struct text *t, const struct trow *rw, const struct trow *rows, int n)
{
	size_t k = rw->key_e - rw->key_s;
	int i;

	for (i = 0; i < n && rw->key.set; i++)
		if (!rows[i].key.set && rows[i].key_e - rows[i].key_s > k &&
		    !memcmp(t->s + rows[i].key_s, t->s + rw->key_s, k) &&
		    !isalnum((unsigned char)t->s[rows[i].key_s + k]))
			return 1;
	return 0;
}

static void set_key(struct xseries *s, const struct text *t, const struct trow *rw, const char *param,
		    const struct col *c, int version)
{
	const struct vocab_sched *sc;
	size_t n = rw->key_e - rw->key_s;

	if (rw->key_e <= rw->key_s)
		return;
	if (version && c->metric && !c->sched && !c->ver[0]) {
		text_label(t, rw->key_s, rw->key_e, s->label, sizeof(s->label));
	} else if (rw->key.set) {
		xs_param_num(s, param, &rw->key);
	} else if (!strncmp(t->s + rw->key_s, "-j", 2)) {
		ctx_params(t, rw->key_s, rw->key_e, s);
	} else if (key_is_config(t, rw, c, s)) {
		text_label(t, rw->key_s, rw->key_e, s->label, sizeof(s->label));
		if (s->os_version[0])   /* the key's release is the build's, not the heading's */
			ctx_version(t, rw->key_s, rw->key_e, s->os, sizeof(s->os), s->os_version,
				    sizeof(s->os_version));
		if ((sc = vocab_sched_last(t->s + rw->key_s, n, NULL, NULL)))
			memcpy(s->scheduler, sc->name, strlen(sc->name) + 1);
	} else {
		xs_param_str(s, "variant", t->s + rw->key_s, n);
	}
}

/*
 * Row by row, a series per row and column, in reading order.  A row with no
 * key under a keyed one is another run of it ("ctx switch  1.98  2.11" over
 * "  2.01  2.07"): its values join that row's series.
 */
static void emit_rows(struct xresult *r, const struct xseries *head, const char *param,
		      struct col *cols, int ncols, struct trow *rows, int nrows)
{
	const struct text *t = r->t;
	int i, c, first = -1;

	for (i = 0; i < nrows; i++) {
		int keyed = rows[i].key_e > rows[i].key_s;
		if (!keyed && first >= 0) {
			for (c = 0; c < ncols; c++) {
				struct xseries *s = &r->series[first + c];
				xs_value(s, &rows[i].v[c]);
				s->span[1] = rows[i].e;
				ctx_finish(s);
			}
			continue;
		}
		first = keyed ? r->nseries : -1;
		for (c = 0; c < ncols; c++) {
			struct xseries *s = xr_series(r);
			xs_copy_head(s, head);
			set_col(s, t, &cols[c]);
			set_key(s, t, &rows[i], param, &cols[c], version_key(t, &rows[i], rows, nrows));
			if (rows[i].unit[0])
				snprintf(s->unit, sizeof(s->unit), "%s", unit_canon(rows[i].unit));
			s->line = rows[i].line;
			s->depth = t->l[rows[i].line].depth;
			s->author = t->l[rows[i].line].author;
			s->span[0] = rows[i].s;
			s->span[1] = rows[i].e;
			xs_value(s, &rows[i].v[c]);
			ctx_finish(s);
		}
	}
}

static void emit(struct xresult *r, int hline, size_t hat, int flat, struct col *cols, int ncols,
		 struct trow *rows, int nrows)
{
	const struct text *t = r->t;
	const struct vocab_workload *w;
	const struct vocab_sched *below;
	struct xseries head;
	const char *param;
	size_t from, to;
	int i, c, nruns = runs_before_summaries(t, rows, nrows), runs = run_numbers(t, rows, nruns);

	memset(&head, 0, sizeof(head));
	ctx_heading(r, hline, hat, &from, &to);
	if (flat && to - from > FLAT_HEADING) {
		from = to - FLAT_HEADING;
		while (from < to && t->s[from] != ' ' && t->s[from] != '\t')
			from++;
	}
	ctx_apply(t, from, to, &head);
	if (!head.workload[0])
		ctx_workload_above(t, hline, hat, head.workload, sizeof(head.workload));
	if (!head.scheduler[0] && (below = named_below(t, rows[nrows - 1].line)))
		memcpy(head.scheduler, below->name, strlen(below->name) + 1);
	w = head.workload[0] ? vocab_workload(head.workload) : NULL;
	param = key_param(t, from, to, w && w->row_param ? w->row_param : "n");
	for (c = 0; runs && c < ncols; c++) {
		{
			struct xseries *s = xr_series(r);
			xs_copy_head(s, &head);
			set_col(s, t, &cols[c]);
			s->line = hline;
			s->depth = t->l[hline].depth;
			s->author = t->l[hline].author;
			s->span[0] = hat;
			s->span[1] = rows[nrows - 1].e;
			for (i = 0; i < nruns; i++)
				xs_value(s, &rows[i].v[c]);
			for (; i < nrows; i++)
				summary_row(t, &rows[i], c, s);
			ctx_finish(s);
		}
	}
	if (!runs)
		emit_rows(r, &head, param, cols, ncols, rows, nrows);
}

/*
 * A table whose line ends a web archive lost, without quote markers to
 * split it again: "... 2.6.21 2.6.22-ck1 2.6.23-rc6-cfs-devel 1 9.27 8.50
 * 8.55 2 9.31 8.49 8.60 ..." on one line.  The header is a run of header
 * words; rows follow, each ncols numbers after an optional key.  Keyed rows
 * need keys of one kind: counts rising (1 2 3, or 2 4 8), or labels
 * (default, -j 2); otherwise the numbers are read as rows of ncols.  Two
 * rows at least: one row of numbers after two header words is prose.
 */

/* A row key at token i: 1 (a count), 2 (a label) with its token count, 0 none */
static int flat_key(const struct text *t, const struct tstream *ts, int i, int *used, struct xnum *x)
{
	const char *p = t->s + ts->k[i].s;
	size_t len = ts->k[i].e - ts->k[i].s, j;
	struct col c;

	*used = 1;
	if (len == 2 && !strncmp(p, "-j", 2) && i + 1 < ts->n && xnum_from(t, &ts->k[i + 1], 0, x)) {
		*used = 2;
		return 2;
	}
	if (is_num_tok(t, &ts->k[i])) {
		for (j = 0; j < len; j++)
			if (!isdigit((unsigned char)p[j]))
				return 0;
		return xnum_from(t, &ts->k[i], 0, x) ? 1 : 0;
	}
	if (len > 20 || !isalnum((unsigned char)p[0]) || col_known(t, &ts->k[i], &c) > 0)
		return 0;
	return 2;
}

static int flat_rows(const struct text *t, const struct tstream *ts, int i, int ncols, int keyed,
		     struct trow *rows)
{
	int n = 0, kind = 0, c;
	double last = -1;

	while (n < MAX_ROWS && i < ts->n && ts->line[i] == ts->line[i - 1]) {
		struct trow *rw = &rows[n];
		int used = 0, k = 0, st = i;
		memset(rw, 0, sizeof(*rw));
		if (keyed) {
			if (!(k = flat_key(t, ts, i, &used, &rw->key)) || (kind && k != kind))
				break;
			if (k == 1 && rw->key.value <= last)
				break;
			last = rw->key.value;
			if (k == 2)
				rw->key.set = 0;
			rw->key_s = ts->k[i].s;
			rw->key_e = ts->k[i + used - 1].e;
			kind = k;
		}
		if (i + used + ncols > ts->n || ts->line[i + used + ncols - 1] != ts->line[i])
			break;
		for (c = 0; c < ncols; c++)
			if (!xnum_from(t, &ts->k[i + used + c], 1, &rw->v[c]))
				break;
		if (c < ncols)
			break;
		rw->line = ts->line[i];
		rw->s = ts->k[st].s;
		i += used + ncols;
		rw->e = ts->k[i - 1].e;
		n++;
	}
	return n;
}

/*
 * "run v2 series ULE 4BSD 1 1977.7 ...": a word this reader does not know
 * right before the known names ("series") may be a name of the header too,
 * which flat.c reads; a clause's end or a word over the keys ("run",
 * "kernel", "threads") is none.
 */
static int longer_header(const struct text *t, const struct tstream *ts, int i)
{
	static const char *const heads[] = { "run", "runs", "test", "kernel", "iteration", "iter", "trial",
		"case", NULL };
	const char *p;
	size_t n;

	if (i < 1 || ts->line[i - 1] != ts->line[i])
		return 0;
	p = t->s + ts->k[i - 1].s;
	n = ts->k[i - 1].e - ts->k[i - 1].s;
	if (strchr(":.;,)", p[n - 1]) || !isalpha((unsigned char)p[0]) || label_count_noun(p, n) ||
	    label_build_key(p, n))
		return 0;
	for (const char *const *h = heads; *h; h++)
		if (strlen(*h) == n && !strncasecmp(p, *h, n))
			return 0;
	return !stop_word(p, n);
}

static void columns_flat(struct xresult *r)
{
	const struct text *t = r->t;
	struct trow *rows;
	struct col cols[MAX_COLS];
	struct tstream ts;
	int i, line;

	/* mail wraps near 72 bytes: only a longer line can have lost its ends */
	for (line = 0; line < t->n; line++)
		if (!r->used[line] && t->l[line].end - t->l[line].start > FLAT_LINE)
			break;
	if (line == t->n)
		return;
	/* on the heap, per call: extraction may run in several threads */
	rows = xcalloc(MAX_ROWS, sizeof(*rows));
	ts_build(r, &ts);
	for (i = 1; i < ts.n; i++) {
		int n = 0, nrows, keyed = 1;
		if (!ts_flat(t, &ts, i) || ts.line[i] != ts.line[i - 1] ||
		    t->l[ts.line[i]].end - t->l[ts.line[i]].start <= FLAT_LINE)
			continue;
		while (i + n < ts.n && n < MAX_COLS && ts.line[i + n] == ts.line[i] &&
		       col_known(t, &ts.k[i + n], &cols[n]) > 0)
			n++;
		if (n < 2 || i + n >= ts.n || longer_header(t, &ts, i)) {
			i += n;
			continue;
		}
		nrows = flat_rows(t, &ts, i + n, n, 1, rows);
		if (nrows < 2) {
			keyed = 0;
			nrows = flat_rows(t, &ts, i + n, n, 0, rows);
		}
		if (nrows < 2) {
			i += n - 1;
			continue;
		}
		(void)keyed;
		emit(r, ts.line[i], ts.k[i].s, 1, cols, n, rows, nrows);
		i += n - 1;
		while (i + 1 < ts.n && ts.k[i + 1].s < rows[nrows - 1].e)
			i++;
	}
	ts_release(&ts);
	free(rows);
}

/*
 * "socket   14.0            13.2" under three columns: a row with a cell
 * left empty, which only the cells' positions place.  Told apart by white
 * space, this reader cannot: the table's reader (table.c) reads it.
 */
static int holed_row(const struct text *t, int line, int ncols)
{
	struct tok room[MAX_TOKS];
	int n, i;
	const struct tok *k = tok_view(t, line, room, MAX_TOKS, &n);
	struct xnum x;

	if (n < 2 || n > ncols || is_num_tok(t, &k[0]))
		return 0;
	for (i = 1; i < n; i++)
		if (!xnum_from(t, &k[i], 1, &x))
			return 0;
	return 1;
}

void rec_columns(struct xresult *r)
{
	const struct text *t = r->t;
	struct trow *rows = NULL;
	struct col cols[MAX_COLS];
	int line, ncols;

	for (line = 0; line < t->n; line++) {
		int j, nrows = 0;
		if (r->used[line] || !header(t, line, cols, &ncols))
			continue;
		/* most posts have no header: their rows are not allocated (29 KB cleared) */
		if (!rows)
			rows = xcalloc(MAX_ROWS, sizeof(*rows));
		for (j = line + 1; j < t->n && nrows < MAX_ROWS && !r->used[j] &&
		     t->l[j].depth == t->l[line].depth; j++) {
			if (t->l[j].start == t->l[j].end) {
				if (nrows)
					break;
				continue;
			}
			if (!data_row(t, j, ncols, &rows[nrows]))
				break;
			nrows++;
		}
		if (!nrows || (j < t->n && !r->used[j] && t->l[j].depth == t->l[line].depth &&
			       holed_row(t, j, ncols)))
			continue;
		emit(r, line, t->l[line].start, 0, cols, ncols, rows, nrows);
		for (; line < j; line++)
			r->used[line] = 1;
		line--;
	}
	free(rows);
	columns_flat(r);
}
