/* flat.c: tables whose line breaks an archive lost, read by the rhythm of their numbers */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "labels.h"
#include "prose.h"
#include "vocab.h"
#include "../../core/banned.h"

/*
 * "... five runs: v2.6.30 2.6.31-rc2(BFS) 42.1 44.8 41.9 44.5 42.3 45.0 ..."
 * "... kernel run1 run2 run3 v6.7 41203 41388 41120 v6.7+patch 43010 ..."
 *
 * columns.c reads a flattened table whose header words it knows (metrics,
 * schedulers, kernels).  Here the header can be any names; what makes the
 * run of tokens a table is its rhythm: rows of N numbers, each after a key
 * of the same number of words (or no keys, then N names before one run of
 * numbers that N divides), under N names.  Only on flat lines (a long line
 * of many tokens), where no layout is left to read.
 */

#define MAX_COLS 12
#define MAX_ROWS 64
#define MAX_KEY 3
#define NAME_LEN 96

struct frow {
	int key, nkey;             /* first token of the key, and how many (0: none) */
	int first;                 /* first number */
	struct xnum v[MAX_COLS];
	int change;                /* a change printed after the numbers ("+2.9%"), or -1 */
	struct xnum chg;
	int title, ntitle;         /* a group's title before the row's key ("tbench (higher is better)") */
};

/* What a figure's token had after it that the stream dropped (drop_deviations) */
struct fafter {
	struct tok dev;            /* "+- 0.11%": its deviation's number */
	struct tok chg, chg_span;  /* "( -1.28%)": a change's number, and all its bytes */
};

struct ftable {
	int head, ncols;           /* the names: tokens [head, head + ncols) */
	int changes;               /* each row ends in a change under a name of its own ("%diff") */
	int label_head;            /* a word over the keys ("kernel"), or -1 */
	int key_builds;            /* the header says the keys are builds (builds_list) */
	int name_w;                /* tokens a name takes: 1, or 2 ("4 groups"); 0 reads as 1 */
	int count_keys;            /* the rows are keyed by counts of what the word before head names */
	int grouped;               /* names of more than a token each: name_at, name_len */
	int name_at[MAX_COLS], name_len[MAX_COLS];
	struct frow rows[MAX_ROWS];
	int nrows;
	int touched;               /* rows [0, touched) were written since the table was cleared */
	const struct fafter *after; /* what each token of the stream had after it */
	int change_row;            /* a row of changes after the rows ("Differ -83.6% ..."): its name, or 0 */
};

/*
 * Row R of the table being tried.  A table is tried at every number that opens a run
 * (dozens a post) and is 28 KB: a try clears the rows the tries before it wrote, not all.
 */
static struct frow *ft_row(struct ftable *ft, int r)
{
	if (r >= ft->touched)
		ft->touched = r + 1;
	return &ft->rows[r];
}

/* The table all zero, as xcalloc gave it: its fields and the rows written */
static void ft_clear(struct ftable *ft)
{
	memset(ft->rows, 0, sizeof(ft->rows[0]) * (size_t)ft->touched);
	memset(ft, 0, offsetof(struct ftable, rows));
	ft->nrows = 0;
	ft->touched = 0;
}

/* "4c", "0f", "ffff": bytes of a dump, not a name ("4ec1bfc", digits and letters, seven
 * or more, is a commit's id) */
static int hex_word(const char *p, size_t n)
{
	size_t i, digits = 0;

	for (i = 0; i < n && isxdigit((unsigned char)p[i]); i++)
		digits += isdigit((unsigned char)p[i]) != 0;
	return i == n && n <= 8 && !(n >= 7 && digits && digits < n);
}

/* "07", "00": a byte of a dump; a figure is not printed with a leading zero */
static int dump_number(const struct text *t, const struct tok *k)
{
	return k->e - k->s >= 2 && t->s[k->s] == '0' && isdigit((unsigned char)t->s[k->s + 1]);
}

/* A number, bare or with a result's unit glued on ("41.23s", "12.1ms") */
/* "5,097,480": a whole number in thousands ("1,2" is two numbers, "3,14" a decimal comma) */
static int thousands(const char *p, size_t n)
{
	size_t i = 0, run = 0, groups = 0;

	while (i < n && isdigit((unsigned char)p[i]))
		i++, run++;
	if (run < 1 || run > 3)
		return 0;
	while (i < n && p[i] == ',') {
		for (i++, run = 0; i < n && isdigit((unsigned char)p[i]); i++)
			run++;
		if (run != 3)
			return 0;
		groups++;
	}
	return groups >= 1 && i == n;
}

static int number_at(const struct text *t, const struct tstream *ts, int i, struct xnum *x)
{
	struct xnum tmp;
	struct vcell c;

	if (i >= ts->n || dump_number(t, &ts->k[i]))
		return 0;
	if (xnum_from(t, &ts->k[i], 1, x ? x : &tmp))
		return 1;
	if (!cell_parse(t, ts->k[i].s, ts->k[i].e, &c) || c.kind != CELL_VALUE || c.pct || c.paren ||
	    c.dev.set || !(c.unit[0] ? prose_result_unit(c.unit) : thousands(t->s + ts->k[i].s,
									   ts->k[i].e - ts->k[i].s)))
		return 0;
	if (x)
		*x = c.x;
	return 1;
}

/* A word a header or key can be: no number, no function word, no sentence end */
static int name_word(const struct text *t, const struct tstream *ts, int i)
{
	const char *p = t->s + ts->k[i].s;
	size_t n = ts->k[i].e - ts->k[i].s;

	if (number_at(t, ts, i, NULL) || n > 32 || stop_word(p, n) || hex_word(p, n))
		return 0;
	return !strchr(".:;,!?", p[n - 1]) && (isalnum((unsigned char)p[0]) || p[0] == '-' ||
					       p[0] == '+' || p[0] == '#');
}

/* How many numbers in a row from token i, on i's line */
/* "... 534 540 4 threads 1720 ...": the number at i counts what the next word names, the next
 * row's key, not a figure of this one */
static int count_then_noun(const struct text *t, const struct tstream *ts, int i)
{
	return i + 1 < ts->n && ts->line[i + 1] == ts->line[i] &&
	       label_count_noun(t->s + ts->k[i + 1].s, ts->k[i + 1].e - ts->k[i + 1].s);
}

static int run_length(const struct text *t, const struct tstream *ts, int i)
{
	int n = 0;

	while (i + n < ts->n && ts->line[i + n] == ts->line[i] && number_at(t, ts, i + n, NULL) &&
	       !(n > 0 && count_then_noun(t, ts, i + n)))
		n++;
	return n;
}

static int version_at(const struct text *t, const struct tstream *ts, int i);

/* Token i after a bare version makes a build's name of it: "+ patch", "+patch", "patched" */
static int version_joined(const struct text *t, const struct tstream *ts, int i)
{
	return i < ts->n && ts->line[i] == ts->line[i - 1] &&
	       (t->s[ts->k[i].s] == '+' || label_is_config_word(t->s + ts->k[i].s, ts->k[i].e - ts->k[i].s));
}

/* "with", "without", "w/o": a word that opens a build's name ("without patch") */
static int with_word(const struct text *t, const struct tstream *ts, int i)
{
	return ts_is(t, ts, i, "with") || ts_is(t, ts, i, "without") || ts_is(t, ts, i, "w/o") ||
	       ts_is(t, ts, i, "With") || ts_is(t, ts, i, "Without");
}

/* Token i ends a title or a sentence: "(seconds).", "tbench:" */
static int ends_clause(const struct text *t, const struct tstream *ts, int i)
{
	char c = t->s[ts->k[i].e - 1];

	return c == ':' || c == '.' || c == ';';
}

/* Token a joins the name that token a + 1 opens: "6.6 + patch", "with patch", "FreeBSD 7.0",
 * "v2 series", "base (6.6)" */
static int joins_next(const struct text *t, const struct tstream *ts, int a)
{
	static const char *const os[] = { "FreeBSD", "Linux", "NetBSD", "OpenBSD", "DragonFly", NULL };
	static const char *const tails[] = { "series", "kernel", "tree", "branch", NULL };
	const char *next = t->s + ts->k[a + 1].s;

	const char *nend = t->s + ts->k[a + 1].e;

	if (ts_is(t, ts, a, "+") || ts_is(t, ts, a + 1, "+") || with_word(t, ts, a) || *next == '(')
		return 1;
	/* "(with patch)": a parenthesis closing in the next token opened before it */
	if (nend[-1] == ')' && !memchr(next, '(', (size_t)(nend - next)))
		return 1;
	for (const char *const *o = os; *o; o++)
		if (ts_is(t, ts, a, *o) && isdigit((unsigned char)*next))
			return 1;
	for (const char *const *w = tails; *w; w++)
		if (ts_is(t, ts, a + 1, *w))
			return 1;
	/* "head r268422", "10.0-STABLE r265000": a revision names the build before it */
	return label_revision_word(next, (size_t)(nend - next));
}

/* n name words ending just before token end (exclusive), on one line; 1 if so.  A bare
 * version is a name among words ("run 6.6 baseline run1 ...") */
static int names_before(const struct text *t, const struct tstream *ts, int end, int n)
{
	int i, words = 0;

	if (end - n < 0)
		return 0;
	for (i = end - n; i < end; i++) {
		/* "dbench (MB/s)": a parenthesis after a name's first word */
		if (ts->line[i] != ts->line[end] || (!name_word(t, ts, i) && !(n > 1 && version_at(t, ts, i)) &&
						     !(i + 1 < end && with_word(t, ts, i)) &&
						     !(i > end - n && t->s[ts->k[i].s] == '(')))
			return 0;
		words += name_word(t, ts, i);
	}
	/* a lone "+" joins two names ("6.6 + patch"): none starts or ends with it */
	return words > 0 && !ts_is(t, ts, end - n, "+") && !ts_is(t, ts, end - 1, "+");
}

/* n names of a header, a token each: a lone "+" or "with" is part of a longer name */
static int header_before(const struct text *t, const struct tstream *ts, int end, int n)
{
	int i;

	/* "... 3 runs: 5.10 5.15 p99 latency 183656 ...": releases alone after a clause's end */
	if (n >= 2 && end - n - 1 >= 0 && ts->line[end - n - 1] == ts->line[end] && ends_clause(t, ts, end - n - 1)) {
		for (i = end - n; i < end && version_at(t, ts, i) && ts->line[i] == ts->line[end]; i++)
			;
		if (i == end)
			return 1;
	}
	/* "5.10 | 5.15 p99": a release right before is one of the names, which end elsewhere */
	if (end - n - 1 >= 0 && ts->line[end - n - 1] == ts->line[end] && version_at(t, ts, end - n - 1))
		return 0;
	if (!names_before(t, ts, end, n))
		return 0;
	for (i = end - n; i < end; i++)
		if (ts_is(t, ts, i, "+") || with_word(t, ts, i))
			return 0;
	/* "with patch SIS_UTIL v2 series": a token joined to the next is half a name (the
	 * last one's next opens what follows: "... vanilla FreeBSD 7.0 4930.95") */
	for (i = end - n - 1 > 0 ? end - n - 1 : 0; i < end && i + 1 < ts->n; i++)
		if (ts->line[i] == ts->line[end] && !ends_clause(t, ts, i) && joins_next(t, ts, i))
			return 0;
	return 1;
}

/* "4 groups 32 groups 64 groups": n names, each a count and the noun it counts, ending just
 * before token end; 1 if so */
static int counted_names_before(const struct text *t, const struct tstream *ts, int end, int n)
{
	struct xnum x;
	int i;

	if (end - 2 * n < 0 || n < 2)
		return 0;
	for (i = end - 2 * n; i < end; i += 2)
		if (ts->line[i] != ts->line[end] || !number_at(t, ts, i, &x) || !num_is_count(x.value) ||
		    !label_count_noun(t->s + ts->k[i + 1].s, ts->k[i + 1].e - ts->k[i + 1].s))
			return 0;
	return 1;
}

static void read_numbers(const struct text *t, const struct tstream *ts, struct frow *rw, int ncols)
{
	int c;

	for (c = 0; c < ncols; c++)
		number_at(t, ts, rw->first + c, &rw->v[c]);
}

static void tok_text(const struct text *t, const struct tstream *ts, int first, int n, char *out,
		     size_t size);

/* "+2.9%", "-1.4%": a signed percentage, the change a row prints after its figures */
static int change_at(const struct text *t, const struct tstream *ts, int i, struct xnum *x)
{
	struct tok v;
	char c;

	if (i >= ts->n || t->s[ts->k[i].e - 1] != '%')
		return 0;
	v = ts->k[i];
	v.e--;
	c = t->s[v.s];
	/* "-48.4%", "+2.9%"; no change has no sign: "0.0%" */
	if (c == '+' || c == '-')
		return v.e > v.s + 1 && xnum_from(t, &v, 0, x);
	return c == '0' && xnum_from(t, &v, 0, x) && x->value == 0;
}

/* "%diff", "delta", "Δ": the name over a column of changes */
static int change_name(const struct text *t, const struct tstream *ts, int i)
{
	static const char *const words[] = { "diff", "delta", "change", "differ", "gain", NULL };
	char w[NAME_LEN];
	const char *c;

	tok_text(t, ts, i, 1, w, sizeof(w));
	if (label_kind(w) == LABEL_DELTA)
		return 1;
	/* "%-diff", "%change", "diff%": the word with its marks off */
	for (c = w; *c == '%' || *c == '-' || *c == '_'; c++)
		;
	for (const char *const *d = words; *d; d++)
		if (!strncasecmp(c, *d, strlen(*d)) && strspn(c + strlen(*d), "%)") == strlen(c + strlen(*d)))
			return 1;
	return 0;
}

/* Rows of n numbers each after k key words (and a change after them when chg), from the run
 * at token i; how many */
/* A key of k words that opens with a count of what the next word names: "8 instances" */
static int counted_key(const struct text *t, const struct tstream *ts, int end, int k)
{
	struct xnum x;
	int c = end - k;

	return k >= 2 && c >= 0 && ts->line[c] == ts->line[end] && number_at(t, ts, c, &x) &&
	       num_is_count(x.value) && names_before(t, ts, end, k - 1) &&
	       label_count_noun(t->s + ts->k[c + 1].s, ts->k[c + 1].e - ts->k[c + 1].s);
}

/* "20us", "8cpus": a setting's number with its unit glued on, no figure of the row */
static int glued_setting(const struct text *t, const struct tstream *ts, int i)
{
	struct vcell c;

	return isdigit((unsigned char)t->s[ts->k[i].s]) && cell_parse(t, ts->k[i].s, ts->k[i].e, &c) &&
	       c.kind == CELL_VALUE && c.unit[0] && !c.pct && !c.paren && !c.dev.set;
}

/* k tokens of a key before END: name words, or name words and a setting ending them ("defer 20us") */
static int key_before(const struct text *t, const struct tstream *ts, int end, int k)
{
	return names_before(t, ts, end, k) ||
	       (k >= 2 && ts->line[end - 1] == ts->line[end] && glued_setting(t, ts, end - 1) &&
		names_before(t, ts, end - 1, k - 1));
}

/* The numbers at i follow their row's key: k name words, or (k = 1, not the first row) a bare
 * version, "6.1  40.02 151.33 11.89" under rows keyed "5.15+patch" */
static int keyed_at(const struct text *t, const struct tstream *ts, int i, int k, int nr)
{
	return key_before(t, ts, i, k) || counted_key(t, ts, i, k) ||
	       (k == 1 && nr > 0 && i > 0 && ts->line[i - 1] == ts->line[i] && version_at(t, ts, i - 1));
}

/* A row's n numbers at i: alone in their run, or followed by rows keyed by bare versions
 * (k = 1), each a version and n numbers */
static int row_run(const struct text *t, const struct tstream *ts, int i, int n, int k)
{
	int run = run_length(t, ts, i);

	/* "... 4349.9 6.6 + patch 3614.39 ...": the version opens the next row's key */
	return run == n || (k == 1 && run > n && (run - n) % (n + 1) == 0 && version_at(t, ts, i + n)) ||
	       (run == n + 1 && version_at(t, ts, i + n) && version_joined(t, ts, i + n + 1));
}

/*
 * The key of the row after token J, of any width to MAX_KEY ("vanilla" after
 * "without patch", "6.6 + patch" after "v6.7-rc1"): the fewest words after
 * which n numbers stand alone.  Its width, or 0.
 */
static int next_key(const struct text *t, const struct tstream *ts, int j, int n, int line)
{
	int k;

	for (k = 1; k <= MAX_KEY && j + k < ts->n && ts->line[j + k] == line; k++)
		if (row_run(t, ts, j + k, n, k) && (key_before(t, ts, j + k, k) || counted_key(t, ts, j + k, k) ||
						    (k == 1 && version_at(t, ts, j))))
			return k;
	return 0;
}

/*
 * "tbench (higher is better)": a group's title of m tokens from token j, a
 * benchmark's name and words or a parenthesis after it, no figure.
 */
static int title_ok(const struct text *t, const struct tstream *ts, int j, int m, int line)
{
	size_t ms, me, len;
	int depth = 0;

	if (j + m >= ts->n || ts->line[j + m - 1] != line)
		return 0;
	len = ts->k[j].e - ts->k[j].s;
	if (!vocab_workload_last(t->s + ts->k[j].s, len, &ms, &me) || ms != 0 || me != len)
		return 0;
	for (int a = j + 1; a < j + m; a++) {
		const char *p = t->s + ts->k[a].s, *e = t->s + ts->k[a].e;
		depth += *p == '(';
		if (!depth && (isdigit((unsigned char)*p) || !isalpha((unsigned char)*p)))
			return 0;
		depth -= e[-1] == ')';
	}
	return depth == 0;
}

/* A group's title of one to six tokens ending before token END, after n names: its width, else 0 */
static int title_after_names(const struct text *t, const struct tstream *ts, int end, int n)
{
	for (int m = 1; m <= 6 && end - m >= 0; m++)
		if (title_ok(t, ts, end - m, m, ts->line[end]) && header_before(t, ts, end - m, n))
			return m;
	return 0;
}

/* A row after the first opens a group under a title of its own */
static int later_title(const struct ftable *ft)
{
	for (int r = 1; r < ft->nrows; r++)
		if (ft->rows[r].ntitle)
			return 1;
	return 0;
}

/* The width of a group's title from token j that a row's key follows, the key's in *k; else 0 */
static int titled_key(const struct text *t, const struct tstream *ts, int j, int n, int line, int *k)
{
	for (int m = 1; m <= 6; m++)
		if (title_ok(t, ts, j, m, line) && (*k = next_key(t, ts, j + m, n, line)))
			return m;
	return 0;
}

static int keyed_rows(const struct text *t, const struct tstream *ts, int i, int n, int k, int chg,
		      struct ftable *ft, int nr)
{
	int title = -1, ntitle = 0;

	while (nr < MAX_ROWS && i < ts->n && row_run(t, ts, i, n, k) && keyed_at(t, ts, i, k, nr)) {
		struct frow *rw = ft_row(ft, nr);
		rw->change = -1;
		if (chg && !change_at(t, ts, i + n, &rw->chg))
			break;
		if (chg)
			rw->change = i + n;
		nr++;
		rw->key = i - k;
		rw->nkey = k;
		rw->first = i;
		if (ntitle) {
			rw->title = title;
			rw->ntitle = ntitle;
			ntitle = 0;
		}
		read_numbers(t, ts, rw, n);
		if ((k = next_key(t, ts, i + n + chg, n, ts->line[rw->first]))) {
			i += n + chg + k;
			continue;
		}
		/* "... tbench (higher is better) 1 group 4016.3 ...": the next group */
		if (!(ntitle = titled_key(t, ts, i + n + chg, n, ts->line[rw->first], &k)))
			break;
		title = i + n + chg;
		i += n + chg + ntitle + k;
	}
	return nr;
}

/* "6.6", "5.15": a version written as a number (one point, one or two digits after it) */
static int version_at(const struct text *t, const struct tstream *ts, int i)
{
	return point_version(t->s + ts->k[i].s, ts->k[i].e - ts->k[i].s);
}

static int summary_word(const struct text *t, const struct tstream *ts, int i);
static int counts_before(const struct text *t, const struct tstream *ts, int end, int n);

/*
 * "kernel run1 run2 run3 6.6 41233.1 41102.9 41388.0 6.6+eevdf 43011.7 ...":
 * the first row keyed by a bare version, the next row by a name (one the
 * version opens, or another: "BORE"), not by a summary.
 */
static int version_keyed_table(const struct text *t, const struct tstream *ts, int i, struct ftable *ft)
{
	int n = run_length(t, ts, i) - 1;
	size_t vn = ts->k[i].e - ts->k[i].s;
	const char *next;

	if (n < 2 || n > MAX_COLS || !version_at(t, ts, i) || i + n + 1 >= ts->n ||
	    !name_word(t, ts, i + n + 1) || ts->k[i + n + 1].e - ts->k[i + n + 1].s <= vn ||
	    !(header_before(t, ts, i, n) || counts_before(t, ts, i, n)))
		return 0;
	next = t->s + ts->k[i + n + 1].s;
	/* the next key opens with the version ("6.6+eevdf") or is a name of its own ("BORE"),
	 * not a summary of the runs ("avg") */
	if ((memcmp(next, t->s + ts->k[i].s, vn) || isdigit((unsigned char)next[vn]) || next[vn] == '.') &&
	    summary_word(t, ts, i + n + 1))
		return 0;
	ft_row(ft, 0)->key = i;
	ft->rows[0].nkey = 1;
	ft->rows[0].first = i + 1;
	ft->rows[0].change = -1;
	read_numbers(t, ts, &ft->rows[0], n);
	if ((ft->nrows = keyed_rows(t, ts, i + n + 2, n, 1, 0, ft, 1)) < 2)
		return 0;
	ft->ncols = n;
	ft->head = i - n;
	ft->label_head = names_before(t, ts, ft->head, 1) ? ft->head - 1 : -1;
	return 1;
}

/*
 * "kernel 1 2 3 6.6 2697.9 443.8 4175.5 BORE 3642.5 ...": the counts naming
 * the columns, the first row's bare version and its values in one run of
 * numbers (n counts, a version, n values), a named row after it.  I: the
 * run's first token.
 */
static int counted_version_table(const struct text *t, const struct tstream *ts, int i, struct ftable *ft)
{
	int len = run_length(t, ts, i), n = (len - 1) / 2;

	if (len < 5 || len % 2 == 0 || n > MAX_COLS || !version_at(t, ts, i + n) ||
	    !counts_before(t, ts, i + n, n) || i + len >= ts->n || !name_word(t, ts, i + len) ||
	    summary_word(t, ts, i + len))
		return 0;
	ft_row(ft, 0)->key = i + n;
	ft->rows[0].nkey = 1;
	ft->rows[0].first = i + n + 1;
	ft->rows[0].change = -1;
	read_numbers(t, ts, &ft->rows[0], n);
	if ((ft->nrows = keyed_rows(t, ts, i + len + 1, n, 1, 0, ft, 1)) < 2)
		return 0;
	ft->ncols = n;
	ft->head = i;
	ft->label_head = i - 1;
	return 1;
}

/* "6.10" after "6.9": the release of a bare version as major * 1000 + minor */
static long version_rank(const struct text *t, const struct tstream *ts, int i)
{
	const char *p = t->s + ts->k[i].s, *dot = memchr(p, '.', ts->k[i].e - ts->k[i].s);

	return strtol(p, NULL, 10) * 1000 + strtol(dot + 1, NULL, 10);
}

/*
 * "Kernel# Speedup(x) Intr/s 6.1 1.000 21969 6.2 0.970 30402 6.3-rc4 ...":
 * two rows or more keyed by bare versions in release order run into one run
 * of numbers, every n+1st a version, under n names; rows keyed by names may
 * follow (".. 6.3-rc4 0.961 30429").  I: the run's first token.
 */
static int versions_keyed_table(const struct text *t, const struct tstream *ts, int i, struct ftable *ft)
{
	int len = run_length(t, ts, i), n, rows, r, k;

	for (n = 1; n <= MAX_COLS && n + 1 <= len; n++) {
		if (len % (n + 1) || (rows = len / (n + 1)) > MAX_ROWS)
			continue;
		for (r = 0; r < rows && version_at(t, ts, i + r * (n + 1)) &&
		     (!r || version_rank(t, ts, i + r * (n + 1)) > version_rank(t, ts, i + (r - 1) * (n + 1))); r++)
			;
		if (r < rows || !header_before(t, ts, i, n))
			continue;
		/* one such row before a named one is version_keyed_table's */
		if (rows < 2)
			continue;
		k = i + len < ts->n ? next_key(t, ts, i + len, n, ts->line[i]) : 0;
		for (r = 0; r < rows; r++) {
			struct frow *rw = ft_row(ft, r);
			rw->key = i + r * (n + 1);
			rw->nkey = 1;
			rw->first = rw->key + 1;
			rw->change = -1;
			read_numbers(t, ts, rw, n);
		}
		ft->nrows = k ? keyed_rows(t, ts, i + len + k, n, k, 0, ft, rows) : rows;
		ft->ncols = n;
		ft->head = i - n;
		ft->label_head = names_before(t, ts, ft->head, 1) ? ft->head - 1 : -1;
		return 1;
	}
	return 0;
}

/* The rule tokens ("--------", "=====") right before token end, on its line: how many */
static int rules_before(const struct text *t, const struct tstream *ts, int end)
{
	int r = 0;

	while (end - r - 1 >= 0 && ts->line[end - r - 1] == ts->line[end]) {
		const char *p = t->s + ts->k[end - r - 1].s;
		size_t n = ts->k[end - r - 1].e - ts->k[end - r - 1].s;
		if (n < 3 || strspn(p, "-=+") < n)
			break;
		r++;
	}
	return r;
}

static int whole_at(const struct text *t, const struct tstream *ts, int i);

/* "(0,1)", "[disk0]": a word in brackets, what a table's corner names */
static int bracketed(const struct text *t, const struct tstream *ts, int i)
{
	const char *p = t->s + ts->k[i].s;
	size_t n = ts->k[i].e - ts->k[i].s;

	return n >= 3 && n <= 32 && ((p[0] == '(' && p[n - 1] == ')') || (p[0] == '[' && p[n - 1] == ']'));
}

/*
 * "kernel 1 2 3 4 5 tip 3613.2 ...": n rising whole numbers after a word
 * (or a corner's name in brackets, "(0,1)") over the keys name the columns
 * (runs, thread counts) as words would
 */
static int counts_before(const struct text *t, const struct tstream *ts, int end, int n)
{
	struct xnum x;
	double prev = 0;
	int i;

	if (end - n < 1 || !(name_word(t, ts, end - n - 1) || bracketed(t, ts, end - n - 1)) ||
	    ts->line[end - n - 1] != ts->line[end])
		return 0;
	for (i = end - n; i < end; i++) {
		if (!whole_at(t, ts, i) || !xnum_from(t, &ts->k[i], 1, &x) || x.value <= prev ||
		    ts->line[i] != ts->line[end])
			return 0;
		prev = x.value;
	}
	return 1;
}

/*
 * "kernel result vanilla 2600.993 eevdf 2631.1 sched_ext 1586.2": one
 * number a row, each after a one-word key, three rows or more, under a
 * header whose first word says the keys are builds
 */
static int builds_list(const struct text *t, const struct tstream *ts, int i, struct ftable *ft)
{
	static const char *const heads[] = { "kernel", "kernels", "scheduler", "sched", "version",
		"config", "build", "tree", "branch", NULL };
	const char *const *h;
	int head = i - 3;

	if (head < 0 || !names_before(t, ts, i - 1, 2) || !names_before(t, ts, i, 1))
		return 0;
	for (h = heads; *h && !ts_is(t, ts, head, *h); h++)
		;
	if (!*h || (ft->nrows = keyed_rows(t, ts, i, 1, 1, 0, ft, 0)) < 3)
		return 0;
	ft->ncols = 1;
	ft->head = head + 1;
	ft->label_head = head;
	ft->key_builds = 1;
	return 1;
}

/* Keys of k words between runs of n numbers, under n names: the table at run i, or 0 */
static int keyed_table_of(const struct text *t, const struct tstream *ts, int i, int n, struct ftable *ft);


static int keyed_table(const struct text *t, const struct tstream *ts, int i, struct ftable *ft)
{
	int n = run_length(t, ts, i), lead, trail;

	if (version_keyed_table(t, ts, i, ft) || counted_version_table(t, ts, i, ft) ||
	    versions_keyed_table(t, ts, i, ft))
		return 1;
	if (n == 1)
		return builds_list(t, ts, i, ft);
	/* "FreeBSD 7.0 4930.95 2962.5 ...": the release is the first row's key's; "4774.47
	 * 1812.60 4349.9 6.6 + patch 3614.39 ...": the version opens the next key */
	lead = version_at(t, ts, i) && i > 0 && ts->line[i - 1] == ts->line[i] && joins_next(t, ts, i - 1);
	trail = version_at(t, ts, i + n - 1) && version_joined(t, ts, i + n);
	if (keyed_table_of(t, ts, i, n, ft) || (trail && n > 2 && keyed_table_of(t, ts, i, n - 1, ft)) ||
	    (lead && n > 2 && keyed_table_of(t, ts, i + 1, n - 1, ft)) ||
	    (lead && trail && n > 3 && keyed_table_of(t, ts, i + 1, n - 2, ft)))
		return 1;
	/* "ULE 1597.9 896.498 3426.617 6.6 3540.87 ...": rows after the first keyed by bare
	 * versions make one run of numbers; the first row's figures are a part of it */
	for (int m = 2; m < n && m <= MAX_COLS; m++)
		if ((n - m) % (m + 1) == 0 && version_at(t, ts, i + m) && keyed_table_of(t, ts, i, m, ft))
			return 1;
	return 0;
}

/*
 * "2.6.31-rc2(BFS) 6.6 + patch eevdf": n names before token END, one of them
 * of more than a token, joined as joins_next says, after a title's colon or a
 * sentence's end (and at most one word over the row keys: "test").  Fills
 * ft's name spans; 1 if so.
 */
/* Token a joins a group's next: as joins_next, or a bare release before a scheduler ("9.0
 * SCHED_4BSD"), one name only where the header's names are counted in groups */
static int joins_group(const struct text *t, const struct tstream *ts, int a)
{
	return joins_next(t, ts, a) ||
	       (version_at(t, ts, a) && vocab_sched_word(t->s + ts->k[a + 1].s, ts->k[a + 1].e - ts->k[a + 1].s));
}

static int header_groups(const struct text *t, const struct tstream *ts, int end, int n, struct ftable *ft)
{
	int g = n, a = end - 1, longer = 0;

	while (g > 0) {
		int b = a;
		if (a < 0 || ts->line[a] != ts->line[end] || ts_is(t, ts, a, "+") || ends_clause(t, ts, a))
			return 0;
		while (a > 0 && ts->line[a - 1] == ts->line[end] && b - a < 3 && !ends_clause(t, ts, a - 1) &&
		       joins_group(t, ts, a - 1))
			a--;
		for (int j = a; j <= b; j++)
			if (!name_word(t, ts, j) && !version_at(t, ts, j) && !ts_is(t, ts, j, "+") &&
			    !with_word(t, ts, j) && !(j > a && t->s[ts->k[j].s] == '('))
				return 0;
		longer |= b > a;
		g--;
		ft->name_at[g] = a;
		ft->name_len[g] = b - a + 1;
		a--;
	}
	/* a title or a sentence ends before the names, or before one word over the keys */
	if (a >= 0 && ts->line[a] == ts->line[end] && !ends_clause(t, ts, a) &&
	    !(name_word(t, ts, a) && (a == 0 || ts->line[a - 1] != ts->line[end] || ends_clause(t, ts, a - 1))))
		return 0;
	return longer;
}

/* "Differ -83.6% -83.3% ... -30.2%" after the rows: a change's name, then n changes; its
 * name's token, else 0 */
static int change_row_at(const struct text *t, const struct tstream *ts, int j, int n)
{
	struct xnum x;
	int c;

	if (j + n >= ts->n || !change_name(t, ts, j) || ts->line[j + n] != ts->line[j])
		return 0;
	for (c = 1; c <= n; c++)
		if (!change_at(t, ts, j + c, &x))
			return 0;
	return j;
}

/* keyed_table with rows of n numbers */
static int keyed_table_of(const struct text *t, const struct tstream *ts, int i, int n, struct ftable *ft)
{
	int k;

	ft->grouped = 0;
	if (n < 2 || n > MAX_COLS)
		return 0;
	for (k = 1; k <= MAX_KEY; k++) {
		struct xnum x;
		/* "v6.6 v6.6+eevdf ------- sysbench cpu 10234 ...": the rule under the header */
		int r = rules_before(t, ts, i - k);
		/* "base patched %diff": a name over the changes each row ends with */
		int chg = i - k - r - 1 >= 0 && change_name(t, ts, i - k - r - 1) && change_at(t, ts, i + n, &x);
		int w = header_before(t, ts, i - k - r - chg, n) || counts_before(t, ts, i - k - r - chg, n) ? 1 :
			counted_names_before(t, ts, i - k - r - chg, n) ? 2 : 0, m = 0;
		ft->grouped = !w && header_groups(t, ts, i - k - r - chg, n, ft);
		/* "v6.8-rc1 tip schbench 8 threads 4799.2 ...": the first group's title after the names */
		if (!w && !ft->grouped && !r && !chg)
			m = title_after_names(t, ts, i - k, n);
		w = w ? w : m ? 1 : 0;
		if (!(w || ft->grouped) || (ft->nrows = keyed_rows(t, ts, i, n, k, chg, ft, 0)) < 2) {
			ft->grouped = 0;
			continue;
		}
		/* "v6.8-rc1 tip schbench 8 threads ...": where later groups have titles, a benchmark's
		 * name right before the first key is the first group's title, not a name */
		if (!m && w == 1 && !ft->grouped && !r && !chg && later_title(ft))
			m = title_after_names(t, ts, i - k, n);
		if (m) {
			ft->rows[0].title = i - k - m;
			ft->rows[0].ntitle = m;
		}
		ft->ncols = n;
		ft->changes = chg;
		ft->name_w = w ? w : 1;
		ft->head = ft->grouped ? ft->name_at[0] : i - k - r - chg - m - n * w;
		ft->label_head = names_before(t, ts, ft->head, 1) ? ft->head - 1 : -1;
		if (!chg)
			ft->change_row = change_row_at(t, ts, ft->rows[ft->nrows - 1].first + n, n);
		return 1;
	}
	return 0;
}

/* "run", "iter", "trial", "pass": a word a run's number follows */
static int run_word(const struct text *t, const struct tstream *ts, int i)
{
	static const char *const words[] = { "run", "iter", "iteration", "trial", "pass", "round", NULL };
	const char *const *w;

	for (w = words; *w; w++)
		if (ts_is(t, ts, i, *w))
			return 1;
	return 0;
}

/* "avg", "mean", "stddev": a row of the runs' summary */
static int summary_word(const struct text *t, const struct tstream *ts, int i)
{
	char key[NAME_LEN];

	if (!name_word(t, ts, i))
		return 0;
	tok_text(t, ts, i, 1, key, sizeof(key));
	return label_summary_field(key) >= 0;
}

static int whole_at(const struct text *t, const struct tstream *ts, int i)
{
	struct xnum x;

	return i < ts->n && strspn(t->s + ts->k[i].s, "0123456789") == ts->k[i].e - ts->k[i].s &&
	       number_at(t, ts, i, &x);
}

/*
 * "vanilla patched run 1 12.34 11.98 run 2 12.40 12.01 avg 12.34 11.95":
 * rows keyed by a run word and its number, under n names; rows keyed by a
 * summary word ("avg") may follow them.  I: the first run's number.
 */
static int run_keyed_table(const struct text *t, const struct tstream *ts, int i, struct ftable *ft)
{
	int n = run_length(t, ts, i) - 1, j = i, nr = 0;

	if (n < 1 || n > MAX_COLS || i < 1 || !run_word(t, ts, i - 1) || !whole_at(t, ts, i) ||
	    !header_before(t, ts, i - 1, n))
		return 0;
	while (nr < MAX_ROWS && j < ts->n && ts->line[j] == ts->line[i]) {
		struct frow *rw = ft_row(ft, nr);
		if (run_word(t, ts, j - 1) && whole_at(t, ts, j) && run_length(t, ts, j) == n + 1) {
			rw->key = j - 1;
			rw->nkey = 2;
			rw->first = j + 1;
		} else if (nr >= 2 && summary_word(t, ts, j - 1) && run_length(t, ts, j) == n) {
			rw->key = j - 1;
			rw->nkey = 1;
			rw->first = j;
		} else {
			break;
		}
		read_numbers(t, ts, rw, n);
		nr++;
		j = rw->first + n + 1;
	}
	if (nr < 2)
		return 0;
	ft->nrows = nr;
	ft->ncols = n;
	ft->head = i - 1 - n;
	ft->label_head = -1;
	return 1;
}

static int plain_rows(const struct text *t, const struct tstream *ts, int i, int ncols, int nrows,
		      struct ftable *ft)
{
	int r;

	ft->ncols = ncols;
	ft->nrows = nrows;
	for (r = 0; r < nrows; r++) {
		struct frow *rw = ft_row(ft, r);
		rw->key = rw->nkey = 0;
		rw->first = i + r * ncols;
		read_numbers(t, ts, rw, ncols);
	}
	return 1;
}

/*
 * A first column counting 1, 2, 3 ... ("run  v6.1  v6.1+patch", or no name
 * over it): run numbers, not figures.  1 when it was one (and is gone).
 */
static int run_column(struct ftable *ft)
{
	int r, named = ft->ncols == (ft->rows[0].first - ft->head);

	for (r = 0; r < ft->nrows; r++)
		if (ft->rows[r].v[0].value != r + 1)
			return 0;
	for (r = 0; r < ft->nrows; r++) {
		memmove(ft->rows[r].v, ft->rows[r].v + 1, sizeof(ft->rows[r].v[0]) * (size_t)(ft->ncols - 1));
		ft->rows[r].first++;
	}
	ft->head += named;
	ft->ncols--;
	return 1;
}

/* "-j", "-t", "-c": an option that takes a count, over the counts it was given */
static int count_flag(const char *p, size_t n)
{
	return n == 2 && p[0] == '-' && strchr("jtcgnP", p[1]);
}

/* The parameter a counting option sets ("-j": jobs), else the word itself */
static const char *flag_param(const char *w)
{
	static const char *const names[][2] = { { "-j", "jobs" }, { "-t", "tasks" }, { "-c", "clients" },
						{ "-g", "groups" }, { "-n", "tasks" }, { "-P", "tasks" } };

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(w, names[i][0]))
			return names[i][1];
	return w;
}

/*
 * "groups baseline patched 4 182.3 171.9 8 240.7 229.4": a first name that
 * counts something ("groups", "threads") over whole numbers that differ is
 * the rows' key, not a build.  1 when it was one (and is a key now).
 */
static int count_column(const struct text *t, const struct tstream *ts, struct ftable *ft)
{
	int r, differ = 0;

	if (ft->ncols < 2 || ft->rows[0].first - ft->head != ft->ncols ||
	    !(label_count_noun(t->s + ts->k[ft->head].s, ts->k[ft->head].e - ts->k[ft->head].s) ||
	      count_flag(t->s + ts->k[ft->head].s, ts->k[ft->head].e - ts->k[ft->head].s)))
		return 0;
	for (r = 0; r < ft->nrows; r++) {
		if (!num_is_count(ft->rows[r].v[0].value))
			return 0;
		differ |= ft->rows[r].v[0].value != ft->rows[0].v[0].value;
	}
	if (!differ)
		return 0;
	for (r = 0; r < ft->nrows; r++) {
		memmove(ft->rows[r].v, ft->rows[r].v + 1, sizeof(ft->rows[r].v[0]) * (size_t)(ft->ncols - 1));
		ft->rows[r].key = ft->rows[r].first++;
		ft->rows[r].nkey = 1;
	}
	ft->head++;
	ft->ncols--;
	ft->count_keys = 1;
	ft->label_head = ft->head - 1;     /* the word over the keys is the table's: claimed with it */
	return 1;
}

/* "... avg 4205.39 364.5 min 3661.97 2776.6": rows keyed by a summary word after the runs */
static void summary_after(const struct text *t, const struct tstream *ts, struct ftable *ft)
{
	const struct frow *last = &ft->rows[ft->nrows - 1];
	int j = last->first + ft->ncols, line = ts->line[last->first];

	while (ft->nrows < MAX_ROWS && j + 1 < ts->n && ts->line[j] == line && summary_word(t, ts, j) &&
	       run_length(t, ts, j + 1) == ft->ncols) {
		struct frow *rw = ft_row(ft, ft->nrows++);
		rw->key = j;
		rw->nkey = 1;
		rw->first = j + 1;
		rw->change = -1;
		read_numbers(t, ts, rw, ft->ncols);
		j += ft->ncols + 1;
	}
}

/*
 * "BS(KB) RHEL4U2 2.6.14 %-diff ------ 1 3.6 3.6 -0.2% 2 8.2 8.1 -1.3% ...":
 * a word over a key column of counts, n names, a change's name, then rows of
 * a count, n figures and the change.  I: the first row's count.
 */
static int count_change_table(const struct text *t, const struct tstream *ts, int i, struct ftable *ft)
{
	int n = run_length(t, ts, i) - 1, r, j = i, h, line = ts->line[i];

	if (n < 2 || n > MAX_COLS || i - n - 3 < 0 || !change_name(t, ts, i - 1) ||
	    !header_before(t, ts, i - 1, n) || ts->line[i - n - 2] != line || !name_word(t, ts, i - n - 2))
		return 0;
	h = i - n - 2;
	for (r = 0; r < MAX_ROWS && j + n + 1 < ts->n && ts->line[j] == line && run_length(t, ts, j) == n + 1; r++) {
		struct xnum k, x;
		struct frow *rw;
		if (!number_at(t, ts, j, &k) || !num_is_count(k.value) || !change_at(t, ts, j + n + 1, &x))
			break;
		rw = ft_row(ft, r);
		rw->key = j;
		rw->nkey = 1;
		rw->first = j + 1;
		rw->change = j + n + 1;
		rw->chg = x;
		read_numbers(t, ts, rw, n);
		j += n + 2;
	}
	if (r < 2)
		return 0;
	ft->nrows = r;
	ft->ncols = n;
	ft->name_w = 1;
	ft->head = i - 1 - n;
	ft->label_head = h;
	ft->changes = 1;
	ft->count_keys = 1;
	return 1;
}

/*
 * "base eevdf 640.9s 1490.4s mean 971.6 493.298 stddev 2951.43 4856.9": n
 * names after a title's colon or a sentence's end, a row of n figures, then
 * rows of n keyed by a summary word: the runs and their summary.
 */
static int summary_tail_table(const struct text *t, const struct tstream *ts, int i, struct ftable *ft)
{
	int n = run_length(t, ts, i);

	if (n < 2 || n > MAX_COLS || i - n - 1 < 0)
		return 0;
	ft->grouped = 0;
	if (header_before(t, ts, i, n) && ts->line[i - n - 1] == ts->line[i] && ends_clause(t, ts, i - n - 1))
		ft->head = i - n;
	else if (header_groups(t, ts, i, n, ft))
		ft->head = ft->name_at[0], ft->grouped = 1;
	else
		return 0;
	ft_row(ft, 0)->key = 0;
	ft->rows[0].nkey = 0;
	ft->rows[0].first = i;
	ft->rows[0].change = -1;
	read_numbers(t, ts, &ft->rows[0], n);
	ft->nrows = 1;
	ft->ncols = n;
	summary_after(t, ts, ft);
	if (ft->nrows < 2) {
		ft->grouped = 0;
		return 0;
	}
	ft->name_w = 1;
	ft->label_head = -1;
	return 1;
}

/* The names from a count's word on (H tokens before I), over rows of H numbers a row, the
 * first the count: the count's column keys the rows */
static int plain_from_count(const struct text *t, const struct tstream *ts, int i, int h, int len,
			    struct ftable *ft)
{
	if (len % h || len / h < 2 || len / h > MAX_ROWS)
		return 0;
	ft->head = i - h;
	ft->label_head = -1;
	plain_rows(t, ts, i, h, len / h, ft);
	return count_column(t, ts, ft) && ft->ncols >= 2;
}

/* No keys: the names after a colon, then one run of numbers they divide into rows */
static int plain_table(const struct text *t, const struct tstream *ts, int i, struct ftable *ft)
{
	int len = run_length(t, ts, i), h = 0, words = 0;

	/* a bare version among the names ("EEVDF 5.15", "6.6 ULE") */
	while (h < MAX_COLS && i - h - 1 >= 0 && ts->line[i - h - 1] == ts->line[i] &&
	       (name_word(t, ts, i - h - 1) || version_at(t, ts, i - h - 1))) {
		words += name_word(t, ts, i - h - 1);
		h++;
	}
	/* the names follow a colon or a sentence's end ("numbers (Mbit/s). run tip patched 1 ..."),
	 * or open with a word that counts the rows' keys ("..., lower is better grp tip patched 1
	 * 0.541 ..."): the names from it on */
	if (h >= 3 && !(i - h - 1 >= 0 && strchr(":.", t->s[ts->k[i - h - 1].e - 1])))
		for (int c = h; c >= 3; c--)
			if (label_count_noun(t->s + ts->k[i - c].s, ts->k[i - c].e - ts->k[i - c].s)) {
				h = c;
				return plain_from_count(t, ts, i, h, len, ft);
			}
	if (h < 2 || !words || i - h - 1 < 0 || !strchr(":.", t->s[ts->k[i - h - 1].e - 1]))
		return 0;
	ft->head = i - h;
	ft->label_head = -1;
	/* "1 9.27 8.50 2 9.31 8.49": a run number before each row */
	if (!(len % (h + 1)) && len / (h + 1) >= 2 && len / (h + 1) <= MAX_ROWS &&
	    plain_rows(t, ts, i, h + 1, len / (h + 1), ft) && run_column(ft)) {
		summary_after(t, ts, ft);
		return 1;
	}
	if (len % h || len / h < 2 || len / h > MAX_ROWS)
		return 0;
	plain_rows(t, ts, i, h, len / h, ft);
	if (!run_column(ft))
		count_column(t, ts, ft);
	else
		summary_after(t, ts, ft);
	return ft->ncols >= 1;
}

/*
 * "run 6.6 + patch eevdf 1 1996.05 753.43 2 2652.56 3627.8 ...", "threads
 * with patch tip/sched/core v2 series 1 564.58s ...": a word over the key
 * column (a run's or a count's), names of more than a token (header_groups),
 * then rows of n + 1 numbers, the first a run number or a count; summary
 * rows ("avg") may follow.
 */
static int plain_grouped(const struct text *t, const struct tstream *ts, int i, struct ftable *ft)
{
	int len = run_length(t, ts, i), n, r, h, runs;

	for (n = 2; n <= MAX_COLS; n++) {
		int rows = len / (n + 1);
		if (len % (n + 1) || rows < 2 || rows > MAX_ROWS || !header_groups(t, ts, i, n, ft))
			continue;
		h = ft->name_at[0] - 1;
		if (h < 0 || ts->line[h] != ts->line[i] ||
		    !(run_word(t, ts, h) || label_count_noun(t->s + ts->k[h].s, ts->k[h].e - ts->k[h].s)))
			continue;
		runs = run_word(t, ts, h);
		for (r = 0; r < rows; r++) {
			struct xnum k;
			number_at(t, ts, i + r * (n + 1), &k);
			if (runs ? k.value != r + 1 : !num_is_count(k.value))
				break;
			ft_row(ft, r)->key = i + r * (n + 1);
			ft->rows[r].nkey = !runs;
			ft->rows[r].first = i + r * (n + 1) + 1;
			ft->rows[r].change = -1;
			read_numbers(t, ts, &ft->rows[r], n);
		}
		if (r < rows)
			continue;
		ft->nrows = r;
		ft->ncols = n;
		summary_after(t, ts, ft);
		ft->name_w = 1;
		ft->grouped = 1;
		ft->head = ft->name_at[0];
		ft->label_head = h;
		ft->count_keys = !runs;
		return 1;
	}
	ft->grouped = 0;
	return 0;
}

static void tok_text(const struct text *t, const struct tstream *ts, int first, int n, char *out,
		     size_t size)
{
	if (n <= 0) {
		out[0] = '\0';
		return;
	}
	text_label(t, ts->k[first].s, ts->k[first + n - 1].e, out, size);
}

static void set_label(struct xseries *s, const char *name)
{
	const struct vocab_sched *sc = vocab_sched_last(name, strlen(name), NULL, NULL);

	snprintf(s->label, sizeof(s->label), "%s", name);
	if (sc)
		snprintf(s->scheduler, sizeof(s->scheduler), "%s", sc->name);
}

/* What a row key says of a series named by its column: a count, a run, or a variant */
static void set_key(struct xseries *s, const char *key, const struct xnum *num)
{
	const struct vocab_workload *w = s->workload[0] ? vocab_workload(s->workload) : NULL;

	if (!key[0] || label_run_number(key) > 0)
		return;
	if (num->set && w && w->row_param)
		xs_param_num(s, w->row_param, num);
	else
		xs_param_str(s, "variant", key, strlen(key));
}

static struct xseries *new_series(struct xresult *r, const struct tstream *ts, const struct ftable *ft,
				  const struct xseries *head, int row)
{
	const struct frow *rw = &ft->rows[row];
	int first = rw->nkey ? rw->key : rw->first;

	return ts_series(r, ts, first, rw->first + ft->ncols - 1, head, NULL, NULL, NULL);
}

/* Rows are builds, columns their runs and summary: one series a row */
static void emit_row_runs(struct xresult *r, const struct tstream *ts, const struct ftable *ft,
			  const struct xseries *head, const enum label_kind *kind, char names[][NAME_LEN])
{
	const struct text *t = r->t;
	int i, c;

	for (i = 0; i < ft->nrows; i++) {
		struct xseries *s = new_series(r, ts, ft, head, i);
		char key[NAME_LEN];
		tok_text(t, ts, ft->rows[i].key, ft->rows[i].nkey, key, sizeof(key));
		set_label(s, key);
		for (c = 0; c < ft->ncols; c++) {
			int f = label_summary_field(names[c]);
			if (kind[c] == LABEL_RUN)
				xs_value(s, &ft->rows[i].v[c]);
			else if (f >= 0) {
				s->has_summary = 1;
				s->sum[f] = ft->rows[i].v[c];
			}
		}
	}
}

/* Rows are builds, one series a cell: the columns are metrics (METRICS 1), benchmarks
 * (METRICS 2: "hackbench netperf tbench"), else where or how it ran ("CPU0 CPU1", "1 thread
 * 4 threads"), the cell's params.variant */
/* "1337.84 +- 0.11%": the deviation printed after a cell's figure, its series' stddev */
static void cell_dev(const struct text *t, const struct ftable *ft, int tok, struct xseries *s)
{
	struct tok v = ft->after[tok].dev;

	if (v.e <= v.s || s->has_summary)
		return;
	if (t->s[v.e - 1] == '%')
		v.e--;
	s->has_summary = xnum_from(t, &v, 0, &s->sum[SUM_STDDEV]);
}

static void emit_row_cells(struct xresult *r, const struct tstream *ts, const struct ftable *ft,
			   const struct xseries *head, char names[][NAME_LEN], int metrics)
{
	const struct text *t = r->t;
	int i, c;

	for (i = 0; i < ft->nrows; i++) {
		char key[NAME_LEN];
		tok_text(t, ts, ft->rows[i].key, ft->rows[i].nkey, key, sizeof(key));
		for (c = 0; c < ft->ncols; c++) {
			struct xseries *s = new_series(r, ts, ft, head, i);
			set_label(s, key);
			if (metrics == 2) {
				const struct vocab_workload *w = vocab_workload_last(names[c], strlen(names[c]),
										     NULL, NULL);
				snprintf(s->workload, sizeof(s->workload), "%s", w ? w->name : names[c]);
				s->metric[0] = s->unit[0] = '\0';
			} else if (metrics) {
				const struct vocab_metric *m = vocab_metric_word(names[c], strlen(names[c]));
				snprintf(s->metric, sizeof(s->metric), "%s", m ? m->name : names[c]);
				xs_metric_unit(s);
			} else {
				xs_param_str(s, "variant", names[c], strlen(names[c]));
			}
			xs_value(s, &ft->rows[i].v[c]);
			cell_dev(t, ft, ft->rows[i].first + c, s);
			ctx_finish(s);
		}
	}
}

/* Columns are builds: one series a column, its rows pooled when they are runs */
/* A group's title names its rows' benchmark and is their "group" */
static void group_title(const struct text *t, const struct tstream *ts, int title, int ntitle, struct xseries *s)
{
	const struct vocab_workload *w;
	char name[NAME_LEN];
	size_t b = ts->k[title].s, e = ts->k[title + ntitle - 1].e;

	tok_text(t, ts, title, ntitle, name, sizeof(name));
	xs_param_str(s, "group", name, strlen(name));
	if ((w = vocab_workload_last(t->s + b, e - b, NULL, NULL)))
		xs_printf(s->workload, sizeof(s->workload), "%s", w->name);
}

static void emit_columns(struct xresult *r, const struct tstream *ts, const struct ftable *ft,
			 const struct xseries *head, char names[][NAME_LEN])
{
	const struct text *t = r->t;
	int i, c, runs = 1;

	for (i = 0; i < ft->nrows && runs; i++) {
		char key[NAME_LEN];
		tok_text(t, ts, ft->rows[i].key, ft->rows[i].nkey, key, sizeof(key));
		/* summary rows after the runs ("avg") are the runs' summary */
		runs = !ft->rows[i].nkey || label_run_number(key) == i + 1 ||
		       ((i >= 2 || !ft->rows[0].nkey) && label_summary_field(key) >= 0);
	}
	for (c = 0; c < ft->ncols; c++) {
		struct xseries *s = NULL;
		int title = -1, ntitle = 0;
		for (i = 0; i < ft->nrows; i++) {
			char key[NAME_LEN];
			struct xnum num = { 0 };
			int f;
			if (ft->rows[i].ntitle) {
				title = ft->rows[i].title;
				ntitle = ft->rows[i].ntitle;
			}
			tok_text(t, ts, ft->rows[i].key, ft->rows[i].nkey, key, sizeof(key));
			f = ft->rows[i].nkey ? label_summary_field(key) : -1;
			if (runs && s && f >= 0) {
				s->has_summary = 1;
				s->sum[f] = ft->rows[i].v[c];
				continue;
			}
			if (!s || !runs) {
				s = new_series(r, ts, ft, head, runs ? 0 : i);
				set_label(s, names[c]);
				s->span[1] = ts->k[ft->rows[ft->nrows - 1].first + ft->ncols - 1].e;
				if (ntitle)
					group_title(t, ts, title, ntitle, s);
			}
			if (ft->rows[i].nkey == 1)
				number_at(t, ts, ft->rows[i].key, &num);
			if (ft->count_keys) {
				char noun[NAME_LEN];
				tok_text(t, ts, ft->head - 1, 1, noun, sizeof(noun));
				xs_param_num(s, flag_param(noun), &num);
			} else if (!runs) {
				set_key(s, key, &num);
			}
			xs_value(s, &ft->rows[i].v[c]);
			if (!runs)
				cell_dev(t, ft, ft->rows[i].first + c, s);
		}
	}
}

/* Each row's change ("+2.9%" under "%diff") compares its last column with its first */
static void emit_changes(struct xresult *r, const struct tstream *ts, const struct ftable *ft, int base)
{
	const struct text *t = r->t;
	int i;

	for (i = 0; i < ft->nrows && ft->changes && ft->ncols >= 2; i++) {
		const struct frow *rw = &ft->rows[i];
		struct xcomparison *cmp = xr_cmp(r);
		cmp->a = base + i;
		cmp->b = base + (ft->ncols - 1) * ft->nrows + i;
		cmp->delta_pct = rw->chg;
		cmp->delta_pct.e++;     /* the '%' is part of what was posted */
		cmp->span[0] = ts->k[rw->change].s;
		cmp->span[1] = ts->k[rw->change].e;
		cmp->line = ts->line[rw->change];
		xs_printf(cmp->text, sizeof(cmp->text), "%s vs %s: %.*s", r->series[cmp->b].label,
			  r->series[cmp->a].label, (int)(ts->k[rw->change].e - ts->k[rw->change].s),
			  t->s + ts->k[rw->change].s);
	}
}

/* A change printed after a row's last figure ("1336.35 +- 0.12% ( 0.11%)") compares its
 * last column with its first, as a change column does */
static void emit_paren_changes(struct xresult *r, const struct tstream *ts, const struct ftable *ft, int base)
{
	const struct text *t = r->t;
	int i;

	for (i = 0; i < ft->nrows && ft->ncols >= 2 && !ft->changes; i++) {
		int last = ft->rows[i].first + ft->ncols - 1;
		const struct fafter *a = &ft->after[last];
		struct xcomparison *cmp;
		struct xnum x;
		if (a->chg.e <= a->chg.s || !xnum_from(t, &a->chg, 0, &x))
			continue;
		cmp = xr_cmp(r);
		cmp->a = base + i;
		cmp->b = base + (ft->ncols - 1) * ft->nrows + i;
		cmp->delta_pct = x;
		cmp->delta_pct.e++;     /* the '%' is part of what was posted */
		cmp->span[0] = a->chg_span.s;
		cmp->span[1] = a->chg_span.e;
		cmp->line = ts->line[last];     /* the change stood on the figure's line */
		xs_printf(cmp->text, sizeof(cmp->text), "%s vs %s: %.*s", r->series[cmp->b].label,
			  r->series[cmp->a].label, (int)(a->chg.e + 1 - a->chg.s), t->s + a->chg.s);
	}
}

/* A row of changes after the rows compares, column by column, the last row with the first */
static void emit_row_changes(struct xresult *r, const struct tstream *ts, const struct ftable *ft, int base)
{
	const struct text *t = r->t;
	int c;

	for (c = 0; ft->change_row && ft->nrows >= 2 && c < ft->ncols; c++) {
		int at = ft->change_row + 1 + c;
		struct xcomparison *cmp = xr_cmp(r);
		cmp->a = base + c;
		cmp->b = base + (ft->nrows - 1) * ft->ncols + c;
		change_at(t, ts, at, &cmp->delta_pct);
		cmp->delta_pct.e++;     /* the '%' is part of what was posted */
		cmp->span[0] = ts->k[at].s;
		cmp->span[1] = ts->k[at].e;
		cmp->line = ts->line[at];
		xs_printf(cmp->text, sizeof(cmp->text), "%s vs %s: %.*s", r->series[cmp->b].label,
			  r->series[cmp->a].label, (int)(ts->k[at].e - ts->k[at].s), t->s + ts->k[at].s);
	}
}

/* Names repeating in groups of k (mean stddev mean stddev): k, or 0 */
static int repeat_period(char names[][NAME_LEN], int n)
{
	int k, c;

	for (k = 1; k <= n / 2; k++) {
		if (n % k)
			continue;
		for (c = k; c < n && !strcasecmp(names[c], names[c % k]); c++)
			;
		if (c == n)
			return k;
	}
	return 0;
}

/* "vanilla patched mean stddev mean stddev -j8 ...": the builds over groups of summary columns */
static void emit_spans(struct xresult *r, const struct tstream *ts, const struct ftable *ft,
		       const struct xseries *head, int k, char names[][NAME_LEN])
{
	const struct text *t = r->t;
	int m = ft->ncols / k, i, g, c;

	for (i = 0; i < ft->nrows; i++) {
		char key[NAME_LEN], build[NAME_LEN];
		struct xnum num = { 0 };
		tok_text(t, ts, ft->rows[i].key, ft->rows[i].nkey, key, sizeof(key));
		for (g = 0; g < m; g++) {
			struct xseries *s = new_series(r, ts, ft, head, i);
			tok_text(t, ts, ft->head - m + g, 1, build, sizeof(build));
			set_label(s, build);
			if (ft->rows[i].nkey)
				ctx_params(t, ts->k[ft->rows[i].key].s,
					   ts->k[ft->rows[i].key + ft->rows[i].nkey - 1].e, s);
			if (!s->nparams)
				set_key(s, key, &num);
			for (c = 0; c < k; c++) {
				int f = label_summary_field(names[c]);
				if (f < 0)
					xs_value(s, &ft->rows[i].v[g * k + c]);
				else {
					s->has_summary = 1;
					s->sum[f] = ft->rows[i].v[g * k + c];
				}
			}
		}
	}
}

static void emit(struct xresult *r, const struct tstream *ts, const struct ftable *ft)
{
	const struct text *t = r->t;
	struct xseries head;
	char names[MAX_COLS][NAME_LEN];
	enum label_kind kind[MAX_COLS];
	int c, k, runs = 0, metrics = 0, other = 0, params = 0, workloads = 0;

	ts_head(r, ts, ft->label_head >= 0 ? ft->label_head : ft->head, NULL, &head);
	for (c = 0; c < ft->ncols; c++) {
		if (ft->grouped)
			tok_text(t, ts, ft->name_at[c], ft->name_len[c], names[c], sizeof(names[c]));
		else
			tok_text(t, ts, ft->head + c * (ft->name_w ? ft->name_w : 1), ft->name_w ? ft->name_w : 1,
				 names[c], sizeof(names[c]));
		kind[c] = label_kind(names[c]);
		/* "5.10  5.15": releases over the columns are builds, not settings */
		if (kind[c] == LABEL_PARAM && label_build_word(names[c], strlen(names[c])))
			kind[c] = LABEL_CONFIG;
		runs += kind[c] == LABEL_RUN || kind[c] == LABEL_SUMMARY;
		metrics += kind[c] == LABEL_METRIC;
		other += kind[c] != LABEL_RUN && kind[c] != LABEL_SUMMARY && kind[c] != LABEL_METRIC;
		params += kind[c] == LABEL_PARAM;
		workloads += kind[c] == LABEL_WORKLOAD;
	}
	if (ft->rows[0].nkey && (k = repeat_period(names, ft->ncols)) &&
	    names_before(t, ts, ft->head, ft->ncols / k)) {
		int base = r->nseries;
		emit_spans(r, ts, ft, &head, k, names);
		for (c = base; c < r->nseries; c++)
			xs_settle_mean(&r->series[c]);
		ts_claim(r, ts, ft->head - ft->ncols / k, ft->rows[ft->nrows - 1].first + ft->ncols - 1);
		return;
	} else if (ft->key_builds)
		emit_row_cells(r, ts, ft, &head, names, 0);
	else if (ft->rows[0].nkey && runs && !metrics && !other)
		emit_row_runs(r, ts, ft, &head, kind, names);
	else if (ft->rows[0].nkey && metrics == ft->ncols)
		emit_row_cells(r, ts, ft, &head, names, 1);
	else if (ft->rows[0].nkey && params == ft->ncols) {
		int base = r->nseries;
		emit_row_cells(r, ts, ft, &head, names, 0);
		if (r->nseries - base == ft->ncols * ft->nrows)
			emit_row_changes(r, ts, ft, base);
	}
	else if (ft->rows[0].nkey && workloads == ft->ncols)
		emit_row_cells(r, ts, ft, &head, names, 2);
	else if (!runs && !metrics) {
		int base = r->nseries;
		emit_columns(r, ts, ft, &head, names);
		if (r->nseries - base == ft->ncols * ft->nrows) {
			emit_changes(r, ts, ft, base);
			emit_paren_changes(r, ts, ft, base);
		}
	} else
		return;
	ts_claim(r, ts, ft->label_head >= 0 ? ft->label_head : ft->head,
		 ft->change_row ? ft->change_row + ft->ncols : ft->rows[ft->nrows - 1].first + ft->ncols - 1 + ft->changes);
}

/* Inside a series an earlier reader found (columns.c reads flat tables of words it knows) */
static int taken(const struct xresult *r, size_t at)
{
	int i;

	for (i = 0; i < r->nseries; i++)
		if (r->series[i].span[0] <= at && at < r->series[i].span[1])
			return 1;
	return 0;
}

/* "+-", "+/-", "±", alone or glued to its number ("+-3.00", "±0.4") */
static int dev_mark(const char *p, size_t n, size_t *len)
{
	static const char *const marks[] = { "+/-", "+-", "\xc2\xb1", NULL };

	for (const char *const *m = marks; *m; m++) {
		size_t l = strlen(*m);
		if (n >= l && !memcmp(p, *m, l)) {
			*len = l;
			return 1;
		}
	}
	return 0;
}

/* "3.00", "2.1%": the number a deviation mark stands before */
static int dev_number(const struct text *t, struct tok v)
{
	struct xnum x;

	if (v.e > v.s && t->s[v.e - 1] == '%')
		v.e--;
	return v.e > v.s && xnum_from(t, &v, 0, &x);
}

/*
 * "(+1.2%)", "( -3.0%)", "[0.97]": a change or a ratio printed after a value
 * (table.c reads them from a printed table as comparisons).  The tokens it
 * takes from token i: 1, 2 when the parenthesis stands apart, or 0.
 */
static int after_value(const struct text *t, const struct tstream *ts, int i)
{
	const char *p = t->s + ts->k[i].s;
	size_t n = ts->k[i].e - ts->k[i].s;
	struct tok v = ts->k[i];
	struct xnum x;

	if (n >= 3 && p[0] == '[' && p[n - 1] == ']') {
		v.s++;
		v.e--;
		return xnum_from(t, &v, 0, &x) ? 1 : 0;
	}
	if (n == 1 && p[0] == '(' && i + 1 < ts->n && ts->line[i + 1] == ts->line[i]) {
		const char *q = t->s + ts->k[i + 1].s;
		size_t m = ts->k[i + 1].e - ts->k[i + 1].s;
		return m >= 3 && (q[0] == '+' || q[0] == '-' || isdigit((unsigned char)q[0])) &&
		       !memcmp(q + m - 2, "%)", 2) ? 2 : 0;
	}
	/* "(+0.42%)", "(0.11%)": a change after the value, signed or not */
	return n >= 4 && p[0] == '(' && (p[1] == '+' || p[1] == '-' || isdigit((unsigned char)p[1])) &&
	       !memcmp(p + n - 2, "%)", 2) ? 1 : 0;
}

/*
 * "1 4323.42 +- 3.00 1605.884 +- 3.83 2 ...": a value's deviation is no cell
 * of the rhythm; the stream goes on without it (the tokens keep their
 * offsets, so spans stay the post's).
 */
/* "------", "=====", "---+---": a rule's token */
static int rule_tok(const struct text *t, const struct tstream *ts, int i)
{
	const char *p = t->s + ts->k[i].s;
	size_t n = ts->k[i].e - ts->k[i].s;

	return n >= 3 && strspn(p, "-=+") == n && (p[0] == '-' || p[0] == '=');
}

/* The rules from token i (one or several: "------ -------- ------") stand right before a number */
static int rules_then_number(const struct text *t, const struct tstream *ts, int i)
{
	while (i + 1 < ts->n && ts->line[i + 1] == ts->line[i] && rule_tok(t, ts, i + 1))
		i++;
	return i + 1 < ts->n && ts->line[i + 1] == ts->line[i] && number_at(t, ts, i + 1, NULL);
}

/* "(+0.42%)" or "(" "-1.28%)" from token i, AFTER tokens: the number and the bytes */
static void paren_change(const struct tstream *ts, int i, int after, struct fafter *a)
{
	a->chg = ts->k[i + after - 1];
	if (after == 1)
		a->chg.s++;
	a->chg.e -= 2;          /* "%)" */
	a->chg_span.s = ts->k[i].s;
	a->chg_span.e = ts->k[i + after - 1].e;
}

static void drop_deviations(const struct text *t, struct tstream *ts, struct fafter *aft)
{
	int i, o = 0;

	for (i = 0; i < ts->n; i++) {
		const char *p = t->s + ts->k[i].s;
		size_t n = ts->k[i].e - ts->k[i].s, l;
		int after;
		if (o > 0 && ts->line[i] == ts->line[o - 1] && number_at(t, ts, o - 1, NULL) &&
		    (after = after_value(t, ts, i))) {
			if (*p == '(')
				paren_change(ts, i, after, &aft[o - 1]);
			i += after - 1;
			continue;
		}
		/* a bar parting cells ("groups | eevdf | BORE") is no token of the rhythm, nor
		 * a rule right before the rows' numbers ("threads ULE ===== 1 306.81 ..."; a
		 * rule before a row's words, "delta ----- sysbench cpu 10234", parts names
		 * from keys, rules_before's) */
		if ((n == 1 && *p == '|') || (rule_tok(t, ts, i) && rules_then_number(t, ts, i)))
			continue;
		if (o > 0 && ts->line[i] == ts->line[o - 1] && number_at(t, ts, o - 1, NULL) &&
		    dev_mark(p, n, &l)) {
			struct tok v = ts->k[i];
			v.s += l;
			if (v.e > v.s ? dev_number(t, v) : i + 1 < ts->n && ts->line[i + 1] == ts->line[i] &&
			    dev_number(t, ts->k[i + 1])) {
				aft[o - 1].dev = v.e > v.s ? v : ts->k[i + 1];
				i += v.e > v.s ? 0 : 1;
				continue;
			}
		}
		ts->k[o] = ts->k[i];
		ts->line[o++] = ts->line[i];
	}
	ts->n = o;
}

void rec_flat(struct xresult *r)
{
	const struct text *t = r->t;
	struct tstream ts;
	struct ftable *ft;
	struct fafter *after;
	int i, line;

	for (line = 0; line < t->n; line++)
		if (!r->used[line] && t->l[line].end - t->l[line].start > 160)
			break;
	if (line == t->n)
		return;
	ft = xcalloc(1, sizeof(*ft));
	ts_build(r, &ts);
	after = xcalloc((size_t)ts.n + 1, sizeof(*after));
	drop_deviations(t, &ts, after);
	ft->after = after;
	for (i = 1; i < ts.n; i++) {
		int end;
		/* a markdown row is long for the words of its name ("| `psql -X -c ...` | 63.9 |"),
		 * a row among its table's lines, not a flattened table */
		if (!ts_flat(t, &ts, i) || !number_at(t, &ts, i, NULL) || number_at(t, &ts, i - 1, NULL) ||
		    taken(r, ts.k[i].s) || markdown_row(t, ts.line[i]))
			continue;
		ft_clear(ft);
		if (!count_change_table(t, &ts, i, ft) && !keyed_table(t, &ts, i, ft) && !run_keyed_table(t, &ts, i, ft) &&
		    !summary_tail_table(t, &ts, i, ft) &&
		    !(version_at(t, &ts, i) && summary_tail_table(t, &ts, i + 1, ft)) &&
		    !plain_grouped(t, &ts, i, ft) && !plain_table(t, &ts, i, ft) &&
		    !(version_at(t, &ts, i) && plain_table(t, &ts, i + 1, ft)))
			continue;
		emit(r, &ts, ft);
		end = ft->change_row ? ft->change_row + 1 + ft->ncols : ft->rows[ft->nrows - 1].first + ft->ncols + ft->changes;
		if (end > i)
			i = end - 1;
	}
	ts_release(&ts);
	free(after);
	free(ft);
}
