/* rowtime.c: format 1, row-keyed time tables: BSD, csh, GNU and bash time output */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "labels.h"
#include "layout.h"
#include "tool.h"
#include "vocab.h"
#include "../../core/banned.h"

/*
 * BSD /usr/bin/time:   -j4: 746.08 real 1996.38 user 468.91 sys 1535.1 RSA
 * ksh's time:          32m34.22s real 83m32.67s user 18m53.48s system
 * csh time:            5937.97u 1204.14s 55:45.87 213.4%
 * GNU time:            1.52user 0.20system 0:01.73elapsed 99%CPU (...)
 * bash time:           real 0m3.2s / user 0m1.0s / sys 0m0.1s, one a line
 * time -p (POSIX):     real 0.13 / user 0.00 / sys 0.00
 *
 * A row's key ("-j4:", "M1000:", "default:") sits before its figures; rows
 * that follow one another form a block, and the text before a block's first
 * row is its heading.  Tokens are read across the whole line, so rows that
 * lost their line ends (one line for the whole post) read the same.
 */

#define MAX_TOKS 4096
#define MAX_COLS 8
#define RUNS_MAX 16        /* bash time triples pooled as runs of one command */

struct timerow {
	size_t key_s, key_e;          /* the key without ':', or empty */
	size_t s, e;                  /* the whole row */
	struct xnum v[MAX_COLS];
	char metric[MAX_COLS][24];
	size_t label_s[MAX_COLS], label_e[MAX_COLS];   /* extra column labels */
	int n;
};

static int num_suffix(const struct text *t, const struct tok *k, const char *suffix,
		      int allow_time, struct xnum *x)
{
	size_t sl = strlen(suffix), len = k->e - k->s;
	struct tok d;

	/* every token is tried: its last byte rules out most */
	if (len <= sl || tolower((unsigned char)t->s[k->e - 1]) != tolower((unsigned char)suffix[sl - 1]) ||
	    strncasecmp(t->s + k->e - sl, suffix, sl))
		return 0;
	d.s = k->s;
	d.e = k->e - sl;
	return xnum_from(t, &d, allow_time, x);
}

static void col(struct timerow *rw, const char *metric, const struct xnum *x)
{
	if (rw->n >= MAX_COLS)
		return;
	rw->v[rw->n] = *x;
	memcpy(rw->metric[rw->n], metric, strlen(metric) + 1);
	rw->label_s[rw->n] = rw->label_e[rw->n] = 0;
	rw->n++;
}

/* "4m12.35s", "0m31.77s": a time written with its letters */
static int lettered_time(const struct text *t, const struct tok *k)
{
	const char *p = t->s + k->s;
	size_t n = k->e - k->s;

	return n > 2 && isdigit((unsigned char)p[0]) && memchr(p, 'm', n) && p[n - 1] == 's';
}

/* N real N user N sys at k[i]; returns tokens used or 0. */
static int bsd_row(const struct text *t, const struct tok *k, int i, int n, struct timerow *rw)
{
	struct xnum a, b, c, x;
	int j;

	if (i + 5 >= n || !xnum_from(t, &k[i], 1, &a) || !tok_is(t, &k[i + 1], "real") ||
	    !xnum_from(t, &k[i + 2], 1, &b) || !tok_is(t, &k[i + 3], "user") ||
	    !xnum_from(t, &k[i + 4], 1, &c) || !(tok_is(t, &k[i + 5], "sys") || tok_is(t, &k[i + 5], "system")))
		return 0;
	/* "run 1  real 4m12.35s  user 7m41.20s  sys 0m31.77s": the keys before the times, a run's
	 * number first; not BSD's order */
	if (i + 6 < n && xnum_from(t, &k[i + 6], 1, &x) && !memchr(t->s + k[i].s, '.', k[i].e - k[i].s) &&
	    lettered_time(t, &k[i + 2]) && lettered_time(t, &k[i + 6]))
		return 0;
	col(rw, "real", &a);
	col(rw, "user", &b);
	col(rw, "sys", &c);
	/* extra columns: a number and its label, as "1535.1 RSA" */
	for (j = i + 6; j + 1 < n; j += 2) {
		size_t ll = k[j + 1].e - k[j + 1].s;
		const char *lp = t->s + k[j + 1].s;
		if (!xnum_from(t, &k[j], 0, &x) || lp[ll - 1] == ':' || !isalpha((unsigned char)lp[0]) ||
		    tok_is(t, &k[j + 1], "real"))
			break;
		if (j + 2 < n && tok_is(t, &k[j + 2], "real"))
			break;
		/* "205540  maximum resident set size": time -l's lines, not a column */
		if (j + 2 < n && isalpha((unsigned char)t->s[k[j + 2].s]) && t->s[k[j + 2].e - 1] != ':')
			break;
		col(rw, "", &x);
		rw->label_s[rw->n - 1] = k[j + 1].s;
		rw->label_e[rw->n - 1] = k[j + 1].e;
	}
	rw->e = k[j - 1].e;
	return j - i;
}

/* The text ends after this line: an archive's excerpt may cut its last row */
static int last_text_line(const struct text *t, int line)
{
	int l;

	for (l = line + 1; l < t->n; l++)
		if (t->l[l].end > t->l[l].start)
			return 0;
	return 1;
}

/* "N real N user" where the text was cut: the row's first columns */
static int bsd_cut_row(const struct text *t, const struct tok *k, int i, int n, struct timerow *rw)
{
	struct xnum a, b;

	if (i + 4 != n || !xnum_from(t, &k[i], 1, &a) || !tok_is(t, &k[i + 1], "real") ||
	    !xnum_from(t, &k[i + 2], 1, &b) || !tok_is(t, &k[i + 3], "user"))
		return 0;
	col(rw, "real", &a);
	col(rw, "user", &b);
	rw->e = k[i + 3].e;
	return 4;
}

/* 5937.97u 1204.14s 55:45.87 213.4% */
static int csh_row(const struct text *t, const struct tok *k, int i, int n, struct timerow *rw)
{
	struct xnum u, s, e, c;

	if (i + 3 >= n || !num_suffix(t, &k[i], "u", 0, &u) || !num_suffix(t, &k[i + 1], "s", 0, &s) ||
	    !xnum_from(t, &k[i + 2], 1, &e) || !num_suffix(t, &k[i + 3], "%", 0, &c))
		return 0;
	col(rw, "user", &u);
	col(rw, "sys", &s);
	col(rw, "real", &e);
	col(rw, "cpu", &c);
	rw->e = k[i + 3].e;
	return 4;
}

/* 1.52user 0.20system 0:01.73elapsed 99%CPU */
static int gnu_row(const struct text *t, const struct tok *k, int i, int n, struct timerow *rw)
{
	struct xnum u, s, e, c;

	if (i + 3 >= n || !num_suffix(t, &k[i], "user", 0, &u) ||
	    !num_suffix(t, &k[i + 1], "system", 0, &s) || !num_suffix(t, &k[i + 2], "elapsed", 1, &e) ||
	    !num_suffix(t, &k[i + 3], "%CPU", 0, &c))
		return 0;
	col(rw, "real", &e);
	col(rw, "user", &u);
	col(rw, "sys", &s);
	col(rw, "cpu", &c);
	rw->e = k[i + 3].e;
	return 4;
}

/* The key token j closing a parenthesis ("20):"): from the word before the token that opens
 * it ("before (2.3.1-DEVELOPMENT as of"), at most eight tokens back; its first byte */
static size_t paren_key(const struct text *t, const struct tok *k, int j, int lo)
{
	int o;

	for (o = j; o >= lo && o > j - 8 && t->s[k[o].s] != '('; o--)
		;
	if (o < lo || o <= j - 8 || t->s[k[o].s] != '(')
		return k[j].s;
	if (o - 1 >= lo && isalpha((unsigned char)t->s[k[o - 1].s]) && t->s[k[o - 1].e - 1] != '.' &&
	    t->s[k[o - 1].e - 1] != ',' && t->s[k[o - 1].e - 1] != ':')
		o--;
	return k[o].s;
}

/* The key before token i: "-j4:", "-j 4:", "M1000:", "default:" */
static void row_key(const struct text *t, const struct tok *k, int i, int lo, struct timerow *rw)
{
	const char *p;
	size_t len;

	rw->key_s = rw->key_e = 0;
	rw->s = k[i].s;
	if (i - 1 < lo)
		return;
	p = t->s + k[i - 1].s;
	len = k[i - 1].e - k[i - 1].s;
	if (len < 2 || p[len - 1] != ':')
		return;
	rw->key_s = k[i - 1].s;
	rw->key_e = k[i - 1].e - 1;
	if (i - 2 >= lo && tok_is(t, &k[i - 2], "-j"))
		rw->key_s = k[i - 2].s;
	/* "before (2.3.1-DEVELOPMENT as of Apr 20):": a name and what it stands for, whole */
	if (p[len - 2] == ')')
		rw->key_s = paren_key(t, k, i - 1, lo);
	rw->s = rw->key_s;
}

static void row_variant(const struct text *t, const struct timerow *rw, struct xseries *s,
			const char *const *labels, int nl);

/* A row's key is its variant; a key naming a build ("4BSD:", "vanilla:") is the row's label
 * too, before any title above the rows ("... one run each because it takes forever:") */
static void key_label(const struct text *t, const struct timerow *rw, struct xseries *s,
		      const char *const *labels, int nl)
{
	char key[sizeof(s->label)];

	row_variant(t, rw, s, labels, nl);
	text_label(t, rw->key_s, rw->key_e, key, sizeof(key));
	if (label_kind(key) == LABEL_CONFIG)
		snprintf(s->label, sizeof(s->label), "%s", key);
}

static int is_jobs_key(const struct text *t, const struct timerow *rw)
{
	return rw->key_e - rw->key_s > 2 && !strncmp(t->s + rw->key_s, "-j", 2);
}

/* The variant key of a row: its definition in a footnote, and the kern.hz that sets */
static void row_variant(const struct text *t, const struct timerow *rw, struct xseries *s,
			const char *const *labels, int nl)
{
	char key[64];
	size_t kl = rw->key_e - rw->key_s < 63 ? rw->key_e - rw->key_s : 63, ds, de;

	memcpy(key, t->s + rw->key_s, kl);
	key[kl] = '\0';
	xs_param_str(s, "variant", key, kl);
	if (ctx_footnote(t, key, labels, nl, &ds, &de)) {
		struct xseries tmp;
		memset(&tmp, 0, sizeof(tmp));
		xs_param_str(s, "variant_def", t->s + ds, de - ds);
		ctx_params(t, ds, de, &tmp);
		if (xs_param(&tmp, "hz"))
			xs_param_num(s, "hz", &xs_param(&tmp, "hz")->num);
	}
}

/* A column named by its own label ("1535.1 RSA"): the workload it names, or its metric */
static void column_label(const struct text *t, const struct timerow *rw, int c, struct xseries *s,
			 const char *const *labels, int nl)
{
	char label[64];
	const struct vocab_workload *w = NULL;
	size_t ll = rw->label_e[c] - rw->label_s[c], ds, de;
	int k;

	memcpy(label, t->s + rw->label_s[c], ll < 63 ? ll : 63);
	label[ll < 63 ? ll : 63] = '\0';
	memcpy(s->label, label, strlen(label) + 1);
	if (ctx_footnote(t, label, labels, nl, &ds, &de))
		w = vocab_workload_last(t->s + ds, de - ds, NULL, NULL);
	if (!w)
		w = vocab_workload_last(label, strlen(label), NULL, NULL);
	if (w) {
		memcpy(s->workload, w->name, strlen(w->name) + 1);
		s->metric[0] = '\0';
	} else {
		for (k = 0; label[k] && k < 23; k++)
			s->metric[k] = (char)tolower((unsigned char)label[k]);
		s->metric[k] = '\0';
	}
}

/*
 * A block of rows inside a line whose line ends were lost: its title is the
 * words just before it, back to the previous block or the end of a
 * sentence ("...buildaton): i386: 6.2-RELEASE -j4: 746.08 real ...").
 */
static void flat_title(const struct text *t, size_t from, size_t to, char *out, size_t n)
{
	struct tok k[64];
	int nt = tok_split(t, from, to, k, 64), a = nt;

	out[0] = '\0';
	while (a > 0 && nt - a < 12) {
		const char *p = t->s + k[a - 1].s;
		size_t len = k[a - 1].e - k[a - 1].s;
		char last = p[len - 1];
		if (last == '.' || last == '!' || last == '?' || (len >= 2 && !strncmp(p + len - 2, "):", 2)))
			break;
		a--;
	}
	if (a < nt && nt - a < 12)
		text_label(t, k[a].s, k[nt - 1].e, out, n);
}

/* The build of the last time(1) rows read before, into title; "" when none */
static void earlier_build(const struct xresult *r, char *title, size_t n)
{
	int i;

	title[0] = '\0';
	for (i = r->nseries - 1; i >= 0; i--)
		if (!strcmp(r->series[i].found_by, "tool:time") || !r->series[i].found_by[0]) {
			snprintf(title, n, "%s", r->series[i].label);
			return;
		}
}

/* A series of an earlier block of time(1) lines titled LABEL, of METRIC: index, or -1 */
static int earlier_run(const struct xresult *r, const char *label, const char *metric)
{
	for (int i = r->nseries - 1; i >= 0 && i >= r->nseries - 64; i--) {
		const struct xseries *s = &r->series[i];
		if (!strcmp(s->label, label) && !strcmp(s->metric, metric) &&
		    (!s->found_by[0] || !strcmp(s->found_by, "tool:time")))
			return i;
	}
	return -1;
}

/*
 * One block of rows under one heading.  Rows keyed by a parameter or a
 * variant ("-j4:", "M1000:") are a series each; rows with no key are runs of
 * the same command, pooled: one series a column.  The title above the block
 * ("current, with softupdates (SMP BUILD):", "sans dpb:") names the
 * configuration when nothing else in the block does.
 */
static void emit_block(struct xresult *r, int line, struct timerow *rows, int nrows, const char *trail)
{
	const struct text *t = r->t;
	struct xseries head;
	const char *labels[64];
	char lab[64][64], title[96];
	size_t from, to;
	int i, c, nl = 0, pooled[MAX_COLS], keyed_at[MAX_COLS], cmd, run = 0, p;

	memset(&head, 0, sizeof(head));
	ctx_heading(r, line, rows[0].s, &from, &to);
	ctx_apply(t, from, to, &head);
	/* ctx_apply may have read a -jN in the heading; rows set their own */
	if (!head.workload[0])
		ctx_workload_above(t, line, rows[0].s, head.workload, sizeof(head.workload));
	if (trail && *trail)
		snprintf(title, sizeof(title), "%s", trail);
	else if (t->l[line].flat && rows[0].s > t->l[line].start)
		flat_title(t, from, rows[0].s, title, sizeof(title));
	else
		run = tk_title_above(r, line, title, sizeof(title));
	/* "Before:" over "$ time ./build.sh ..." and what build.sh printed before the time line */
	if (!title[0] && !t->l[line].flat && (cmd = tk_time_command_above(r, line)) >= 0)
		tk_title_above(r, cmd, title, sizeof(title));
	/* "and the other two:": more runs of the build the time lines above were */
	if (title[0] && tk_more_runs_title(title))
		earlier_build(r, title, sizeof(title));
	if (title[0] && !head.label[0])
		snprintf(head.label, sizeof(head.label), "%s", title);
	for (i = 0; i < nrows && nl < 64; i++) {
		size_t kl = rows[i].key_e - rows[i].key_s;
		if (kl && kl < 64 && !is_jobs_key(t, &rows[i])) {
			memcpy(lab[nl], t->s + rows[i].key_s, kl);
			lab[nl][kl] = '\0';
			labels[nl] = lab[nl];
			nl++;
		}
		for (c = 0; c < rows[i].n && nl < 64; c++) {
			size_t ll = rows[i].label_e[c] - rows[i].label_s[c];
			if (ll && ll < 64) {
				memcpy(lab[nl], t->s + rows[i].label_s[c], ll);
				lab[nl][ll] = '\0';
				labels[nl] = lab[nl];
				nl++;
			}
		}
	}
	for (c = 0; c < MAX_COLS; c++)
		pooled[c] = keyed_at[c] = -1;
	for (i = 0; i < nrows; i++) {
		struct timerow *rw = &rows[i];
		int keyed = rw->key_e > rw->key_s;
		for (c = 0; c < rw->n; c++) {
			struct xseries *s;
			int labelled = rw->label_e[c] > rw->label_s[c];
			/* "SCHED_4BSD: 2791.43 real ... 2803.17 real ...": rows with no key after a
			 * keyed one are more runs of its build */
			if (!keyed && !labelled && (keyed_at[c] >= 0 || pooled[c] >= 0)) {
				s = &r->series[keyed_at[c] >= 0 ? keyed_at[c] : pooled[c]];
				xs_value(s, &rw->v[c]);
				s->span[1] = rw->e;
				continue;
			}
			/* "2.6.31:" over "run 1:" and "run 2:", each a block: the runs of one build */
			if (!keyed && !labelled && run && head.label[0] &&
			    (p = earlier_run(r, head.label, rw->metric[c])) >= 0) {
				s = &r->series[p];
				xs_value(s, &rw->v[c]);
				s->span[1] = rw->e;
				pooled[c] = p;
				continue;
			}
			s = xr_series(r);
			xs_copy_head(s, &head);
			s->line = line;
			s->depth = t->l[line].depth;
			s->author = t->l[line].author;
			s->span[0] = rw->s;
			s->span[1] = rw->e;
			if (keyed && is_jobs_key(t, rw))
				ctx_params(t, rw->key_s, rw->key_e, s);
			else if (keyed)
				key_label(t, rw, s, labels, nl);
			if (labelled)
				column_label(t, rw, c, s, labels, nl);
			else
				memcpy(s->metric, rw->metric[c], strlen(rw->metric[c]) + 1);
			xs_value(s, &rw->v[c]);
			ctx_finish(s);
			if (!keyed && !labelled)
				pooled[c] = r->nseries - 1;
			keyed_at[c] = keyed && !labelled && !is_jobs_key(t, rw) ? r->nseries - 1 : -1;
		}
	}
}

/*
 * bash's time: real/user/sys lines of XmY.Zs (time -p: plain seconds).  A
 * name written after the real line's time ("real 13m15.246s   Normal")
 * labels the run.
 */
static int bash_triple(const struct text *t, int i, struct timerow *rw, char *trail, size_t tn)
{
	static const char *const names[] = { "real", "user", "sys" };
	int j = i, m;

	for (m = 0; m < 3 && j < t->n; m++, j++) {
		struct tok k[8];
		struct xnum x;
		int n = tok_line(t, j, k, 8);
		if (n < 2 || (n > 2 && m > 0) || !tok_is(t, &k[0], names[m]) || !xnum_from(t, &k[1], 1, &x) ||
		    (t->s[k[1].e - 1] != 's' && memchr(t->s + k[1].s, ':', k[1].e - k[1].s)))
			break;
		if (n > 2)
			text_label(t, k[2].s, t->l[j].end, trail, tn);
		/* cleared once a "real" line is seen: every line is tried */
		if (m == 0) {
			memset(rw, 0, sizeof(*rw));
			rw->s = k[0].s;
		}
		rw->e = k[1].e;
		col(rw, names[m], &x);
	}
	return m == 3 ? 3 : 0;
}

/* The line after blank lines and commands ("$ time make -j8") from line on */
static int past_commands(const struct xresult *r, int line)
{
	while (line < r->t->n && !r->used[line] &&
	       (line_is_blank(r->t, line) || (r->skip && r->skip[line] == SKIP_CODE)))
		line++;
	return line;
}

/* Triples one after another, with no name of their own, are runs of one
 * command: rows of one block, pooled a column a series (emit_block) */
static int bash_lines(struct xresult *r, int i)
{
	const struct text *t = r->t;
	struct timerow rows[RUNS_MAX];
	char trail[96] = "", next_trail[96];
	int j = i, n = 0, m;

	if (!bash_triple(t, i, &rows[0], trail, sizeof(trail)))
		return 0;
	for (n = 1, j = i + 3; n < RUNS_MAX && !trail[0]; n++, j += 3) {
		int at = past_commands(r, j);
		next_trail[0] = '\0';
		if (at >= t->n || t->l[at].depth != t->l[i].depth ||
		    !bash_triple(t, at, &rows[n], next_trail, sizeof(next_trail)) || next_trail[0])
			break;
		j = at;
	}
	emit_block(r, i, rows, n, trail);
	for (m = i; m < j; m++)
		r->used[m] = 1;
	return j - i;
}

static int gap_has_text(const struct text *t, size_t s, size_t e)
{
	struct tok g[8];
	int n = tok_split(t, s, e, g, 8), i;

	for (i = 0; i < n; i++) {
		size_t j;
		for (j = g[i].s; j < g[i].e && t->s[j] == '>'; j++)
			;
		if (j < g[i].e)
			return 1;
	}
	return 0;
}

/* GNU time's second line: "0inputs+0outputs (0major+1234minor)pagefaults 0swaps" */
static int gnu_tail(const struct text *t, int line)
{
	const char *p = t->s + t->l[line].start;
	size_t n = t->l[line].end - t->l[line].start;

	return memmem(p, n, "inputs+", 7) && memmem(p, n, "outputs", 7) && memmem(p, n, "pagefaults", 10);
}

/* Where the text between a row ending at byte e and the next row, on line, starts: the lines
 * between were blank or taken (any other line ends the block), so only this line's own text */
static size_t gap_from(const struct text *t, size_t e, int line)
{
	return e < t->l[line].start ? t->l[line].start : e;
}

void rec_rowtime(struct xresult *r)
{
	const struct text *t = r->t;
	struct tok *k;
	struct timerow *rows;
	int line, nrows = 0, first = 0;

	/* every row has a "real" token (bash, BSD) or a '%' one (csh, GNU): most posts neither */
	if (!text_has_caseless(t, "real", 4) && !memchr(t->s, '%', t->len))
		return;
	/* on the heap, per call: extraction may run in several threads */
	k = xmalloc(sizeof(*k) * MAX_TOKS);
	rows = xmalloc(sizeof(*rows) * 64);
	for (line = 0; line < t->n; line++) {
		int n, i, lo = 0, used = 0, had = 0;
		struct timerow rw;
		if (r->used[line] || (used = bash_lines(r, line))) {
			if (nrows)
				emit_block(r, first, rows, nrows, NULL);
			nrows = 0;
			if (!r->used[line])
				line += used - 1;
			continue;
		}
		/* between GNU time rows: its second line, or the command of the next run */
		if (nrows && (gnu_tail(t, line) || (r->skip && r->skip[line] == SKIP_CODE))) {
			r->used[line] = 1;
			continue;
		}
		n = tok_line(t, line, k, MAX_TOKS);
		/* the readers write rw only when they read a row: cleared once, and after each row */
		memset(&rw, 0, sizeof(rw));
		for (i = 0; i < n; i++) {
			int got;
			got = bsd_row(t, k, i, n, &rw);
			if (!got && nrows && last_text_line(t, line))
				got = bsd_cut_row(t, k, i, n, &rw);
			if (!got)
				got = csh_row(t, k, i, n, &rw);
			if (!got)
				got = gnu_row(t, k, i, n, &rw);
			if (!got)
				continue;
			row_key(t, k, i, lo, &rw);
			/* text between rows other than a key (or quote marks) starts a new block */
			if (nrows && (nrows == 64 || t->l[first].depth != t->l[line].depth ||
				      gap_has_text(t, gap_from(t, rows[nrows - 1].e, line), rw.s))) {
				emit_block(r, first, rows, nrows, NULL);
				nrows = 0;
			}
			if (!nrows)
				first = line;
			rows[nrows++] = rw;
			memset(&rw, 0, sizeof(rw));
			had = 1;
			i += got - 1;
			lo = i + 1;
		}
		if (had) {
			r->used[line] = 1;
		} else if (nrows && t->l[line].end > t->l[line].start) {
			emit_block(r, first, rows, nrows, NULL);
			nrows = 0;
		}
	}
	if (nrows)
		emit_block(r, first, rows, nrows, NULL);
	free(k);
	free(rows);
}
