/* tool-lmbench.c: lmbench's summary tables (make see): a series per host row and column, names from the ruled header */
#include <ctype.h>
#include <string.h>

#include "cells.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * lmbench 2 and 3 (scripts/getsummary, run by `make see` / `make results`)
 * print one table per group of benchmarks:
 *
 *   Context switching - times in microseconds - smaller is better
 *   -------------------------------------------------------------------------
 *   Host                 OS  2p/0K 2p/16K 2p/64K 8p/16K 8p/64K 16p/16K 16p/64K
 *                            ctxsw  ctxsw  ctxsw ctxsw  ctxsw   ctxsw   ctxsw
 *   --------- ------------- ------ ------ ------ ------ ------ ------- -------
 *   quad       Linux 2.6.22 1.8400 2.2100 2.4300 2.6800 3.3000 2.91000 3.69000
 *
 * Rows are "%-9.9s %13.13s " (the host; "$os $release" of uname, cut to 13
 * bytes: "Linux 2.6.23-") then one cell per column, cut to its width
 * ("406." for 406.1, "12.3K" for 12300) and blank when the run has no
 * figure.  The rule's dash runs are the columns; a column's name is the
 * header words over its run, top line first ("null call", "2p/0K ctxsw",
 * "RPC/UDP"); a word reaching over two runs heads both ("0K File Create",
 * "0K File Delete").  Each row is a configuration: label "HOST OS", os and
 * os_version from the OS cell; each value cell a series: workload lmbench,
 * metric the column's name, unit and better from the title (microseconds:
 * us, nanoseconds: ns, MB/s; "smaller is better": lower), params.test the
 * title's name ("Context switching").  Mhz is the machine's clock and the
 * Guesses column notes: neither is a series.  A table without such a title
 * ("Basic system parameters": the machine) is claimed and gives none.
 *
 * A flattened table has lost the positions: its header must spell one of
 * getsummary's headers below (or one word per column, or two lines of one
 * word per column), and a row is read only when it holds a value in every
 * column, as a blank cell cannot be told from the next one.
 */

#define MAXCOLS 20
#define HEADER_TOKS 48     /* "Host OS" to the rule: three lines of header words */
#define TITLE_TOKS 16      /* the title and its "(WARNING ...)" line above the header */

struct hline {
	const char *p;
	size_t n;
	int col;                     /* display column of p[0]: a quote prefix and indent before it */
};

struct lmcols {
	int n;                       /* columns, Host and OS included */
	int s[MAXCOLS], e[MAXCOLS];  /* the rule's dash runs: first and last byte */
	char name[MAXCOLS][48];
};

struct lmtable {
	struct lmcols c;
	char unit[TK_UNIT], better[8], test[64];
	int printed;
	int has_title;
};

/* getsummary's headers (lmbench 3.0-a9 and the earlier 3.0 alphas), for flattened tables */
static const char *const known[] = {
	"Host                 OS  Mhz null null      open slct sig  sig  fork exec sh\n"
	"                             call  I/O stat clos TCP  inst hndl proc proc proc\n"
	"--------- ------------- ---- ---- ---- ---- ---- ---- ---- ---- ---- ---- ----",
	"Host                 OS 2p/0K  Pipe AF     UDP  RPC/   TCP  RPC/ TCP\n"
	"                        ctxsw       UNIX         UDP         TCP conn\n"
	"--------- ------------- ----- ----- ---- ----- ----- ----- ----- ----",
	"Host                 OS   UDP  RPC/  TCP   RPC/ TCP\n"
	"                               UDP         TCP  conn\n"
	"--------- ------------- ----- ----- ----- ----- ----",
	"Host                 OS   0K File      10K File     Mmap    Prot   Page   100fd\n"
	"                        Create Delete Create Delete Latency Fault  Fault  selct\n"
	"--------- ------------- ------ ------ ------ ------ ------- ----- ------- -----",
	"Host                 OS   0K File      10K File      Mmap     Prot    Page\n"
	"                        Create Delete Create Delete  Latency  Fault   Fault\n"
	"--------- ------------- ------ ------ ------ ------  -------  -----   -----",
	"Host                OS  Pipe AF    TCP  File   Mmap  Bcopy  Bcopy  Mem   Mem\n"
	"                             UNIX      reread reread (libc) (hand) read write\n"
	"--------- ------------- ---- ---- ---- ------ ------ ------ ------ ---- -----",
	"Host                 OS   Mhz   L1 $   L2 $    Main mem    Rand mem    Guesses\n"
	"--------- -------------   ---   ----   ----    --------    --------    -------",
	"Host                 OS   Mhz  L1 $   L2 $    Main mem    Guesses\n"
	"--------- -------------   ---  ----   ----    --------    -------",
};

static int dashes(const char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n && p[i] == '-'; i++)
		;
	return n >= 3 && i == n;
}

static int tok_dashes(const struct text *t, const struct tstream *ts, int i, size_t len)
{
	return i >= 0 && i < ts->n && dashes(t->s + ts->k[i].s, ts->k[i].e - ts->k[i].s) &&
	       (!len || ts->k[i].e - ts->k[i].s == len);
}

/* The rule's dash runs into c */
static int rule_runs(const struct hline *rule, struct lmcols *c)
{
	size_t i = 0, a;

	c->n = 0;
	while (i < rule->n && c->n < MAXCOLS) {
		for (; i < rule->n && rule->p[i] == ' '; i++)
			;
		for (a = i; i < rule->n && rule->p[i] == '-'; i++)
			;
		if (i == a)
			break;
		c->s[c->n] = rule->col + (int)a;
		c->e[c->n++] = rule->col + (int)i - 1;
	}
	return c->n;
}

/* Join word w onto a column's name: "RPC/" and "UDP" make "RPC/UDP" */
static void add_word(char *name, size_t n, const char *w, size_t wl)
{
	size_t l = strlen(name);

	if (l && name[l - 1] != '/' && l + 1 < n)
		name[l++] = ' ';
	if (l + wl >= n)
		wl = n - l - 1;
	memcpy(name + l, w, wl);
	name[l + wl] = '\0';
}

/* Columns of c that the bytes [a, b] reach over: first and last, 0 when none */
static int reach(const struct lmcols *c, int a, int b, int *lo, int *hi)
{
	int k, best = 0, dist = 1 << 30;

	*lo = -1;
	for (k = 0; k < c->n; k++)
		if (a <= c->e[k] && b >= c->s[k]) {
			if (*lo < 0)
				*lo = k;
			*hi = k;
		}
	if (*lo >= 0)
		return 1;
	/* a word in the gap between runs: the nearest */
	for (k = 0; k < c->n; k++) {
		int d = a > c->e[k] ? a - c->e[k] : c->s[k] - b;
		if (d < dist)
			dist = d, best = k;
	}
	*lo = *hi = best;
	return c->n > 0;
}

/* One header line's words onto the columns; a word over two runs heads every column its run group spans */
static void name_line(const struct hline *h, struct lmcols *c)
{
	int group[MAXCOLS], k, lo, hi;
	size_t i = 0, a;
	char words[MAXCOLS][48];

	for (k = 0; k < c->n; k++)
		group[k] = k, words[k][0] = '\0';
	while (i < h->n) {
		for (; i < h->n && isspace((unsigned char)h->p[i]); i++)
			;
		for (a = i; i < h->n && !isspace((unsigned char)h->p[i]); i++)
			;
		if (i == a || !reach(c, h->col + (int)a, h->col + (int)i - 1, &lo, &hi))
			continue;
		add_word(words[lo], sizeof(words[lo]), h->p + a, i - a);
		for (k = lo + 1; k <= hi; k++)
			group[k] = group[lo];
	}
	for (k = 0; k < c->n; k++) {
		int g = group[k], m;
		for (m = g; m < c->n && group[m] == g; m++)
			if (words[m][0])
				add_word(c->name[k], sizeof(c->name[k]), words[m], strlen(words[m]));
	}
}

/* Names of the columns from the header lines over the rule */
static int name_columns(const struct hline *h, int nh, const struct hline *rule, struct lmcols *c)
{
	int l, k;

	memset(c, 0, sizeof(*c));
	if (rule_runs(rule, c) < 3)
		return 0;
	for (l = 0; l < nh; l++)
		name_line(&h[l], c);
	for (k = 2; k < c->n; k++)
		if (!c->name[k][0])
			return 0;
	return 1;
}

/* A known header's lines split at '\n': header lines and the rule */
static int split_known(const char *s, struct hline *h, int max, struct hline *rule)
{
	int n = 0;

	while (*s && n < max) {
		const char *nl = strchr(s, '\n');
		h[n].p = s;
		h[n].n = nl ? (size_t)(nl - s) : strlen(s);
		h[n].col = 0;
		n++;
		if (!nl)
			break;
		s = nl + 1;
	}
	*rule = h[--n];
	return n;
}

/* The words of the header lines after "Host OS" equal tokens [a, b) */
static int same_words(const struct text *t, const struct tstream *ts, int a, int b,
		      const struct hline *h, int nh)
{
	struct tok k[64];
	struct text line;
	int l, i, n, skip = 2;

	for (l = 0; l < nh; l++) {
		memset(&line, 0, sizeof(line));
		line.s = h[l].p;
		line.len = h[l].n;
		n = tok_split(&line, 0, h[l].n, k, 64);
		for (i = skip; i < n; i++, a++)
			if (a >= b || ts->k[a].e - ts->k[a].s != k[i].e - k[i].s ||
			    memcmp(t->s + ts->k[a].s, h[l].p + k[i].s, k[i].e - k[i].s))
				return 0;
		skip = 0;
	}
	return a == b;
}

/* A flattened header, tokens [a, b) after "Host OS", with ncols columns: names into c */
static int flat_names(const struct text *t, const struct tstream *ts, int a, int b, int ncols, struct lmcols *c)
{
	struct hline h[4], rule;
	size_t k;
	int nh, m, v = ncols - 2;

	for (k = 0; k < sizeof(known) / sizeof(known[0]); k++) {
		nh = split_known(known[k], h, 4, &rule);
		if (same_words(t, ts, a, b, h, nh) && name_columns(h, nh, &rule, c) && c->n == ncols)
			return 1;
	}
	/* one word per column, or two lines of one word per column */
	if (b - a != v && b - a != 2 * v)
		return 0;
	memset(c, 0, sizeof(*c));
	c->n = ncols;
	for (m = 0; m < v; m++) {
		const struct tok *w = &ts->k[a + m];
		add_word(c->name[m + 2], sizeof(c->name[m + 2]), t->s + w->s, w->e - w->s);
		if (b - a == 2 * v)
			add_word(c->name[m + 2], sizeof(c->name[m + 2]), t->s + ts->k[a + v + m].s,
				 ts->k[a + v + m].e - ts->k[a + v + m].s);
	}
	return 1;
}

/* Column k holds no figure of a test: the machine's clock, cache guesses */
static int not_figure(const struct lmcols *c, int k)
{
	return !strcasecmp(c->name[k], "Mhz") || !strcmp(c->name[k], "Guesses") ||
	       !strncmp(c->name[k], "Description", 11);
}

/* ---- the title ---- */

static void unit_of(const struct text *t, const struct tstream *ts, int a, int b, struct lmtable *tb)
{
	static const struct { const char *word, *unit; } units[] = {
		{ "microseconds", "us" }, { "nanoseconds", "ns" }, { "milliseconds", "ms" },
		{ "MB/s", "MB/s" }, { "MB/sec", "MB/s" },
	};
	size_t u;
	int i;

	for (i = a; i < b; i++)
		for (u = 0; u < sizeof(units) / sizeof(units[0]); u++)
			if (ts_is(t, ts, i, units[u].word))
				memcpy(tb->unit, units[u].unit, strlen(units[u].unit) + 1);
}

/* The title's name: its words up to " - times in" / " in microseconds" */
static void test_of(const struct text *t, const struct tstream *ts, int a, int b, struct lmtable *tb)
{
	int e;

	for (e = a; e < b && !ts_is(t, ts, e, "-") && !ts_is(t, ts, e, "in"); e++)
		;
	if (e > a)
		text_label(t, ts->k[a].s, ts->k[e - 1].e, tb->test, sizeof(tb->test));
}

/*
 * "TITLE - times in microseconds - smaller is better", a rule, "Host" at h:
 * unit, better and name into tb; the title's first token, else -1
 */
static int title(const struct text *t, const struct tstream *ts, int h, struct lmtable *tb)
{
	int j = h - 1, a, lim;

	if (!tok_dashes(t, ts, j, 0) || j < 1)
		return -1;
	j--;
	/* "(WARNING - may not be correct, check graphs)" under the memory title */
	if (tk_ends(t, ts, j, ")"))
		for (lim = j - 8; j > lim && j > 0 && t->s[ts->k[j].s] != '('; j--)
			;
	if (t->s[ts->k[j].s] == '(')
		j--;
	if (!ts_is(t, ts, j, "better") || !ts_is(t, ts, j - 1, "is"))
		return -1;
	if (ts_is(t, ts, j - 2, "smaller"))
		memcpy(tb->better, "lower", sizeof("lower"));
	else if (ts_is(t, ts, j - 2, "bigger") || ts_is(t, ts, j - 2, "larger"))
		memcpy(tb->better, "higher", sizeof("higher"));
	else
		return -1;
	/* printed: the title's line; flattened: back to the figures or notes before it */
	for (a = j - 2; a > 0 && a > j - TITLE_TOKS; a--) {
		if (tb->printed ? ts->line[a - 1] != ts->line[j] :
		    tk_num(t, ts, a - 1, NULL, NULL) || tk_ends(t, ts, a - 1, ")") || tk_ends(t, ts, a - 1, "?"))
			break;
	}
	unit_of(t, ts, a, j, tb);
	test_of(t, ts, a, j, tb);
	tb->has_title = tb->unit[0] != '\0';
	return a;
}

/* ---- rows ---- */

struct lmrow {
	int first, last;             /* its tokens */
	int os0, os1;                /* the OS cell's tokens */
	int cell[MAXCOLS];           /* the token in each column, or -1 */
};

/* A column of words, not values: the results file's name, the cache guesses */
static int is_notes(const struct lmcols *c, int k)
{
	return !strcmp(c->name[k], "Guesses") || !strncmp(c->name[k], "Description", 11);
}

/* A printed row on the line of token i: cells by the rule's columns; 1 when it is one */
static int row_printed(const struct text *t, const struct tstream *ts, int i, const struct lmcols *c,
		       struct lmrow *rw)
{
	int line = ts->line[i], j, lo, hi, values = 0;

	memset(rw, 0, sizeof(*rw));
	memset(rw->cell, -1, sizeof(rw->cell));
	if (!ts_line_start(ts, i) || text_column(t, line, ts->k[i].s) != c->s[0] || tok_dashes(t, ts, i, 0))
		return 0;
	rw->first = i;
	rw->os0 = -1;
	for (j = i + 1; j < ts->n && ts->line[j] == ts->line[i]; j++) {
		int a = text_column(t, line, ts->k[j].s), b = a + (int)(ts->k[j].e - ts->k[j].s) - 1;
		reach(c, a, b, &lo, &hi);
		if (lo == 1 && (rw->os0 < 0 || rw->os1 == j - 1)) {
			if (rw->os0 < 0)
				rw->os0 = j;
			rw->os1 = j;
		} else if (lo >= 2 && tk_num(t, ts, j, NULL, NULL) && rw->cell[lo] < 0) {
			rw->cell[lo] = j;
			values += !not_figure(c, lo);
		} else if (lo < 2 || !is_notes(c, lo)) {
			return 0;
		}
	}
	rw->last = j - 1;
	return rw->os0 > i && values > 0;
}

/* Consecutive values from i */
static int values_from(const struct text *t, const struct tstream *ts, int i)
{
	int n = 0;

	while (i + n < ts->n && tk_num(t, ts, i + n, NULL, NULL))
		n++;
	return n;
}

/* A flattened row from i: HOST OS[ RELEASE] and a value in every column but the notes */
static int row_flat(const struct text *t, const struct tstream *ts, int i, const struct lmcols *c,
		    struct lmrow *rw)
{
	int want = 0, k, v;

	memset(rw, 0, sizeof(*rw));
	memset(rw->cell, -1, sizeof(rw->cell));
	for (k = 2; k < c->n; k++)
		want += !is_notes(c, k);
	if (i + 2 >= ts->n || tok_dashes(t, ts, i, 0) || tk_num(t, ts, i, NULL, NULL) ||
	    tk_num(t, ts, i + 1, NULL, NULL))
		return 0;
	rw->first = i;
	rw->os0 = rw->os1 = i + 1;
	/* the release is part of the OS cell unless it reads as a value and the row needs it */
	if (!tk_num(t, ts, i + 2, NULL, NULL) || values_from(t, ts, i + 2) == want + 1)
		rw->os1 = i + 2;
	v = rw->os1 + 1;
	if (values_from(t, ts, v) < want)
		return 0;
	for (k = 2; k < c->n; k++)
		if (!is_notes(c, k))
			rw->cell[k] = v++;
	rw->last = v - 1;
	return 1;
}

/* Label, os and os_version of a row's series */
static void configuration(struct xseries *s, const struct text *t, const struct tstream *ts, const struct lmrow *rw)
{
	const struct tok *os = &ts->k[rw->os0];
	size_t n = os->e - os->s;

	text_label(t, ts->k[rw->first].s, ts->k[rw->os1].e, s->label, sizeof(s->label));
	if ((n == 5 && !memcmp(t->s + os->s, "Linux", 5)) || (n == 7 && !memcmp(t->s + os->s, "FreeBSD", 7))) {
		memcpy(s->os, t->s + os->s, n);
		s->os[n] = '\0';
		s->os_version[0] = '\0';
		if (rw->os1 > rw->os0)
			text_label(t, ts->k[rw->os0 + 1].s, ts->k[rw->os1].e, s->os_version, sizeof(s->os_version));
	}
}

static void emit(struct tout *o, const struct lmtable *tb, const struct lmrow *rw)
{
	const struct text *t = o->r->t;
	char unit[TK_UNIT];
	struct xnum x;
	int k;

	for (k = 2; k < tb->c.n; k++) {
		struct xseries *s;
		if (rw->cell[k] < 0 || not_figure(&tb->c, k) || !tk_num(t, o->ts, rw->cell[k], &x, unit))
			continue;
		/* getsummary writes 12300 as "12.3K", 12300000 as "12.3M": cell_parse scaled it */
		s = tk_series(o, rw->first, rw->last, tb->c.name[k], tb->unit, &x);
		memcpy(s->better, tb->better, sizeof(s->better));
		configuration(s, t, o->ts, rw);
		if (tb->test[0])
			xs_param_str(s, "test", tb->test, strlen(tb->test));
	}
}

/* ---- the table ---- */

/* The rule under the header "Host OS ..." at h: its first token ("---------" "-------------"), else -1 */
static int rule_at(const struct text *t, const struct tstream *ts, int h)
{
	int j;

	for (j = h + 2; j < ts->n && j < h + HEADER_TOKS; j++)
		if (tok_dashes(t, ts, j, 9) && tok_dashes(t, ts, j + 1, 13))
			return j;
	return -1;
}

static void text_line(const struct text *t, int l, struct hline *h)
{
	h->p = t->s + t->l[l].start;
	h->n = t->l[l].end - t->l[l].start;
	h->col = text_column(t, l, t->l[l].start);
}

/* The header's column names: from the printed lines' positions, else a known header */
static int header(const struct text *t, const struct tstream *ts, int h, int rk, int ncols, struct lmtable *tb)
{
	struct hline lines[4], rule;
	int l, nh = 0;

	if (!tb->printed)
		return flat_names(t, ts, h + 2, rk, ncols, &tb->c);
	for (l = ts->line[h]; l < ts->line[rk] && nh < 4; l++)
		text_line(t, l, &lines[nh++]);
	text_line(t, ts->line[rk], &rule);
	return l == ts->line[rk] && name_columns(lines, nh, &rule, &tb->c) && tb->c.n == ncols;
}

static int row(const struct text *t, const struct tstream *ts, int j, const struct lmtable *tb, struct lmrow *rw)
{
	if (j >= ts->n)
		return 0;
	return tb->printed ? row_printed(t, ts, j, &tb->c, rw) : row_flat(t, ts, j, &tb->c, rw);
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct lmtable tb;
	struct lmrow rw;
	struct tout o;
	int rk, ncols, a, j;

	memset(&tb, 0, sizeof(tb));
	if ((rk = rule_at(t, ts, i)) < 0)
		return i;
	for (ncols = 0; ncols < MAXCOLS && tok_dashes(t, ts, rk + ncols, 0) &&
			(ncols == 0 || ts->line[rk + ncols] == ts->line[rk]); ncols++)
		;
	tb.printed = ts_line_start(ts, i) && ts_line_start(ts, rk) && ts->line[rk] > ts->line[i] &&
		     ts_line_end(ts, rk + ncols - 1);
	if (!header(t, ts, i, rk, ncols, &tb))
		return i;
	a = title(t, ts, i, &tb);
	j = rk + ncols;
	if (!tb.has_title) {
		/* the machine's parameters, or a table without its title: claimed, not read */
		while (row(t, ts, j, &tb, &rw))
			j = rw.last + 1;
		if (tb.printed)
			ts_claim(r, ts, i, j - 1);
		return j - 1;
	}
	tk_begin(&o, r, ts, a, "lmbench");
	for (; row(t, ts, j, &tb, &rw); j = rw.last + 1)
		emit(&o, &tb, &rw);
	if (!tk_end(&o, j - 1, prev))
		return i;
	return j - 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	return tk_words(t, ts, i, "Host OS") && tk_readable(r, ts, i);
}

/*
 * A table opens at "Host OS" (starts), so a text without "Host" holds none.
 * Asked first: the rule's dashes pass text_has's index in any post with a
 * "---" (every patch), which then searched the whole text for the run.
 */
void rec_lmbench(struct xresult *r)
{
	if (!text_has(r->t, "Host", 4))
		return;
	tk_scan(r, "-------------", starts, block);
}
