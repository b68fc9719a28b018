/* table.c: generic tables: rows whose value cells line up, header lines above them, sub-headings between groups */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "labels.h"
#include "tool.h"
#include "prose.h"
#include "layout.h"
#include "vocab.h"
#include "../../core/banned.h"

/*
 * A table is found by its shape, not its words:
 *
 *   Read averages:                         heading (workload, metric, context)
 *   BS(KB)  RHEL4U2   2.6.14 %-diff        header: split at the columns' positions
 *   ------ -------- -------- ------        rule
 *        1     23.8     12.3 -48.4%        rows: the same number of value cells,
 *        2     46.6     21.3 -54.2%        each cell with the same key, if any
 *
 *   100ms massive_intr NO_PREEMPT_SHORT    sub-heading: starts a group of rows
 *   1 massive_intr:(5) | 846018.956 ms |   rows again, same shape
 *
 * Labels are then classified (labels.c): the dimension holding configurations
 * (kernels, schedulers, patch states, or names nothing else explains) gives
 * each series its label; the other holds metrics, parameters, runs (pooled
 * into one series) or summary rows; a change column (%-diff, DELTA) becomes
 * comparisons between the configuration columns beside it.  When neither
 * dimension names a configuration, the sub-heading or heading does.
 */

#define TAB_MAX_GROUPS 64
#define HEADER_LINES 3
#define NAME_LEN 96
#define MAX_GAP 2          /* blank or rule lines allowed inside a table */
#define MAX_SUBHEAD 2      /* text lines between two groups of one table */

struct tgroup {
	int title_line;            /* the sub-heading or heading naming this group, or -1 */
	char title[NAME_LEN];
	int header[HEADER_LINES];  /* header lines of its own, top first */
	int nheader;
	int first, last;           /* indices into the table's rows */
};

struct table {
	int *line;                 /* data row lines */
	int *group;                /* group of each row */
	int nrows, crows;
	int ncols;                 /* value cells a full row has */
	char key[ROW_MAX_CELLS][32];   /* the key written on each cell (real, avg, ...) */
	struct tgroup g[TAB_MAX_GROUPS];
	int ngroups;
	int depth;
	int heading;               /* heading line above the first group, or -1 */
	int holes;                 /* a row lacks a cell inside it: rows are read by position */
	int spill;                 /* a row's name holds a figure left of every column */
	int continued;             /* rows without their key continue the keyed row above */
	int count_names;           /* rows open on a count, then their name ("20  vanilla  1.912") */
	int sub_col;               /* rows named by two keys, the first left blank under itself:
				      the display column the second opens at, else 0 */
	int change_head;           /* the header names a change last, which the first row lacks */
	int change_added;          /* the last column is that change, a row after the first added */
	int lo[ROW_MAX_CELLS], hi[ROW_MAX_CELLS];  /* the first row's cells' display columns */
};

/* The table read just before: a change column may compare with its series */
struct tprev {
	int first, n;              /* its series */
	int end;                   /* the line after it */
	int ncols, skip0;          /* its columns, and their names: a table "in the same order" */
	char cols[ROW_MAX_CELLS][NAME_LEN];
};

/* What was decided about a table's dimensions */
enum orient { BY_COLUMN, BY_ROW, BY_HEADING };

#define REL_VERSUS 2            /* col.rel: the first column against the build named */
enum { RATIO_TO_BASE = 1, RATIO_BETWEEN = 2 };   /* col.ratio */

struct col {
	char name[NAME_LEN];
	enum label_kind kind;
	int lo, hi;                /* display columns the values take */
	int pipe;
	int delta;                 /* a change column */
	int is_label;              /* the first column holds row keys (made into labels) */
	int from_key;              /* named by the word written on its cells, not a header */
	int change;                /* every cell a signed or parenthesised percentage */
	int ratio;                 /* ... or a ratio: RATIO_TO_BASE, a bracketed one to a base
				      ("[0.97]"), no delta; RATIO_BETWEEN the two columns before it */
	int span;                  /* first column under the same spanning name, or -1 */
	int sum;                   /* under a spanning name: the summary field it holds, or -1 */
	char span_name[NAME_LEN];  /* that spanning name ("vanilla" over "mean  stddev") */
	char setting[NAME_LEN];    /* under a spanning build: the setting it ran at ("8 threads") */
	char metric[32];           /* under a spanning build: the metric it holds ("real", "sys") */
	int run_of;                /* under a build's name over its runs alone: the group's first
				      column, whose series its cell joins; or -1 */
	int rel;                   /* "+patch (ratio)": each cell the build's ratio to the first column;
				      REL_VERSUS "vs your ULE": the first column's change against it */
	int runno;                 /* "run" over 1 2 3 1 2 3: the runs' numbers, no figure */
	int stamp;                 /* "Max delay start", "ID", "Weight": when or whom, no figure */
	int other_unit;            /* unnamed: its cells' unit is not the first unnamed column's */
};

/* A row read, for a row of ratios naming two of them ("rc5/3.5.4") */
struct seen_row {
	char key[NAME_LEN];
	int series[ROW_MAX_CELLS];
};

/* The state a table's interpretation carries */
struct tread {
	struct xresult *r;
	struct table *tb;
	struct col col[ROW_MAX_CELLS];
	int skip0;                 /* the first value cell is a row key, not a value */
	enum orient orient;
	size_t ctx_from, ctx_to;   /* the heading text: workload, parameters */
	char units_line[16];       /* a header line of one unit over each column: the figures' */
	size_t unit_to;            /* the heading above the header lines: a unit there is the table's
				      ("p95 latency (ms)" in the header is its column's alone) */
	int head_lines[HEADER_LINES], nhead_lines;   /* the header lines */
	size_t keys_end[HEADER_LINES];  /* each one's part over the rows' keys ends here: a unit there
					   ("TCP_RR (trans/s)") is every column's; found at the first
					   series, once the key columns are settled */
	int keys_found;
	int first_series;
	int has_header;
	int collapsed;             /* the rows' cells do not line up: spacing was lost */
	int summaries_plain;       /* rows named avg, max among other names are figures, not a summary */
	struct seen_row *seen;         /* configurations in rows: each row read, its key and series */
	int nseen;
	int base_row[ROW_MAX_CELLS];   /* configurations in rows: the first row's series per column */
	int prev_row[ROW_MAX_CELLS];   /* and the latest row's */
	int have_rows;
	int above[ROW_MAX_CELLS];      /* configurations in columns: the row above's series per column */
	int have_above;
	int shifted;               /* the header row was taken off the table's rows */
	int runs;                  /* the key column numbers runs: 1, 2, 3 */
	int span_runs;             /* the spanning names are what ran ("single-core  multi-core" over
				      "run1 run2 avg" each), the rows its builds */
	int versions;              /* the key column holds versions under "kernel": 6.1, 6.2 */
	int named_last;            /* its last row named in words where the key stands */
	char label_head[NAME_LEN]; /* what the header writes over the row labels ("nr_threads") */
	int groups_apart;          /* rows of each titled group are series of their own */
	int tunable_rows;          /* every row keyed by a tunable ("sched_latency_ns"): a listing */
	int keys_repeat;           /* configurations in rows under a tunable: two rows keyed alike
				      ("false" over "0" and "1"), told apart by the settings beside */
	int settings_col;          /* a value column under "Default", "setting" ...: a listing's */
	int header_row;            /* the row of counts taken as the header (numbers_header_row), or -1 */
	int header_top;            /* the first line of the header over the rows, or -1 */
	int param_col;             /* configurations in rows: a column of counts under a setting
				      ("groups" over 20, 40), part of each row's key; or -1 */
	const struct tprev *prev;
	int title_stat;            /* "Max latency in us, worst thread:" over the table: the statistic
				      every figure is (SUM_*), or -1 */
	int last_stat;             /* "last column is the average": that column's statistic, or -1 */
};

/* ---- which rows can be table rows ---- */

static void cell_key(const struct text *t, const struct vcell *c, char *out, size_t n)
{
	size_t s = c->pre_s, e = c->pre_e;

	out[0] = '\0';
	if (e <= s) {
		size_t a = c->post_e;
		s = c->post_s;
		e = c->post_e;
		/* "248 MB/s  real = 86.74": "real" keys the value after it */
		while (a < t->len && t->s[a] == ' ')
			a++;
		if (e > s && a < t->len && (t->s[a] == '=' || t->s[e - 1] == ':'))
			e = s;
	}
	if (e > s)
		text_label(t, s, e, out, n);
	for (size_t i = 0; out[i]; i++)
		out[i] = (char)tolower((unsigned char)out[i]);
}

/* "... through 6.6; backport to 4.1.y please.": words after the last value end a sentence */
static int ends_sentence(const struct text *t, const struct row *rw)
{
	size_t a = rw->c[rw->n - 1].e, b = t->l[rw->line].end;
	int words = 0, in = 0;

	while (b > a && isspace((unsigned char)t->s[b - 1]))
		b--;
	/* "rsdl costs ~5% context switch latency, -rt about 18%.": the stop right on the
	 * last value, words between the values: no table row ends so */
	if (b > rw->c[rw->n - 1].s + 1 && b <= a + 1 && t->s[b - 1] == '.' &&
	    (t->s[b - 2] == '%' || isdigit((unsigned char)t->s[b - 2])) && rw->words - rw->nlabel >= 2)
		return 1;
	if (b < a + 2 || t->s[b - 1] != '.' || !isalpha((unsigned char)t->s[b - 2]))
		return 0;
	/* "average 4.405, that's 10.3% better.": a contraction between the values is a sentence's */
	if (rw->n >= 2 && memchr(t->s + rw->c[0].e, '\'', rw->c[rw->n - 1].s - rw->c[0].e))
		return 1;
	/* "252.40s stock, 245.63s patched.": a word and its comma between the values, a list's */
	for (int j = 0; j + 1 < rw->n; j++)
		for (size_t p = rw->c[j].e + 1; p + 1 < rw->c[j + 1].s; p++)
			if (t->s[p] == ',' && t->s[p + 1] == ' ' && isalpha((unsigned char)t->s[p - 1]))
				return 1;
	for (; a < b; a++) {
		int w = isalpha((unsigned char)t->s[a]);
		words += w && !in;
		in = w || (in && !isspace((unsigned char)t->s[a]));
	}
	return words >= 2;
}

static int intro_line(const struct text *t, const struct row *rw)
{
	size_t a = rw->c[rw->n - 1].e, b = t->l[rw->line].end;

	while (b > a && isspace((unsigned char)t->s[b - 1]))
		b--;
	return b > a + 1 && t->s[b - 1] == ':' && isalpha((unsigned char)t->s[b - 2]);
}

/* A percent a percentile is named by: whole, a tail's (0.1, 0.01) or a top's (99.9, 99.99) */
static int percentile_pct(double v)
{
	double thousandths = v * 1000;

	/* the range before the cast: a figure past int's is no percent */
	if (v <= 0 || v > 100)
		return 0;
	return v == (int)v || (v < 1 && thousandths == (int)thousandths) || v >= 99;
}

/* Every figure of the row a percentile's percent with a word glued after it ("1% low",
 * "0.1% low"), two or more */
static int pct_names(const struct text *t, const struct row *rw)
{
	int j;

	if (rw->nvalues < 2 || rw->nvalues != rw->n)
		return 0;
	for (j = 0; j < rw->n; j++) {
		const struct vcell *c = &rw->c[j];
		if (!c->pct || !percentile_pct(c->x.value) ||
		    c->post_e <= c->post_s || c->post_s != c->e + 1 || !islower((unsigned char)t->s[c->post_s]))
			return 0;
	}
	return 1;
}

/* "tbench:  1 to 512 clients (powers of 2)": a range of the settings a test ran at, its
 * bounds no figures */
static int count_range(const struct text *t, const struct row *rw)
{
	for (int j = 0; j + 1 < rw->n; j++) {
		const struct vcell *a = &rw->c[j], *b = &rw->c[j + 1];
		size_t w = b->post_s;
		while (w < b->post_e && !isspace((unsigned char)t->s[w]))
			w++;
		if (a->post_e - a->post_s == 2 && !strncmp(t->s + a->post_s, "to", 2) && b->post_e > b->post_s &&
		    label_count_noun(t->s + b->post_s, w - b->post_s))
			return 1;
	}
	return 0;
}

/* "(2x E5-2650 v3, 128GB, data on NVMe, scale 3000," over the rest of its sentence: a line
 * of prose a mailer wrapped at a comma or a word, no row (a ruled or comma-parted row is one) */
static int wraps_at_comma(const struct text *t, const struct row *rw)
{
	const struct tline *l = &t->l[rw->line];
	const struct tline *n = rw->line + 1 < t->n ? &t->l[rw->line + 1] : NULL;
	const char *p;

	/* or ends on a word, its name parted by commas as a sentence's clauses are ("sysbench
	 * 1.0.15, oltp_read_write, 8 tables x 10M rows, 60 second" over "runs after ...") */
	int clauses = l->end > l->start && isalpha((unsigned char)t->s[l->end - 1]) &&
		      rw->label_e > rw->label_s && memmem(t->s + rw->label_s, rw->label_e - rw->label_s, ", ", 2);

	if (rw->pipes || l->end <= l->start || (t->s[l->end - 1] != ',' && !clauses) || !n || n->end <= n->start ||
	    n->depth != l->depth || rw->words < 4 || csv_line(t, rw->line))
		return 0;
	/* the sentence goes on on the next line, in words */
	for (p = t->s + n->start; p < t->s + n->end && (*p == ' ' || *p == '\t' || *p == '>'); p++)
		;
	return p < t->s + n->end && isalpha((unsigned char)*p);
}

/* [p, e) is "dotted.name VALUE": a sysctl's or cgroup file's name ("cpu.max.burst 100000",
 * "kern.sched.preempt_thresh 224", "cpu.max \"200000 100000\"") and what it was set to */
static int dotted_setting(const char *p, const char *e)
{
	const char *q = p;
	int dots = 0;

	while (p < e && *p == ' ')
		p++;
	if (p >= e || !islower((unsigned char)*p))
		return 0;
	/* each part a word ("cpu.max.burst"), not a version ("v5.1") */
	for (q = p; q < e && (islower((unsigned char)*q) || isdigit((unsigned char)*q) || *q == '_' || *q == '.'); q++) {
		if (*q != '.')
			continue;
		if (q + 1 >= e || !islower((unsigned char)q[1]))
			return 0;
		dots++;
	}
	if (!dots || q >= e || *q != ' ')
		return 0;
	while (q < e && *q == ' ')
		q++;
	/* one value: a word or number, or a quoted string ("build.sh -j12 release: 2190s" is no
	 * setting) */
	if (q < e && *q == '"')
		return (p = memchr(q + 1, '"', (size_t)(e - q - 1))) && p + 1 == e - (e[-1] == ' ');
	while (e > q && e[-1] == ' ')
		e--;
	return q < e && !memchr(q, ' ', (size_t)(e - q));
}

/* Line l is settings alone, "NAME VALUE" a comma apart ("cpu.max \"200000 100000\",
 * cpu.max.burst 0"): the title of the rows under it, no row */
static int settings_row(const struct text *t, int l)
{
	const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end, *c = p;
	int quoted = 0;

	/* most rows open on no lowercase dotted name: asked before the line is walked */
	while (c < e && *c == ' ')
		c++;
	if (c >= e || !islower((unsigned char)*c) || !memchr(c, '.', (size_t)(e - c)))
		return 0;
	for (c = p; c < e; c++) {
		quoted ^= *c == '"';
		if (*c != ',' || quoted)
			continue;
		if (!dotted_setting(p, c))
			return 0;
		p = c + 1;
	}
	return dotted_setting(p, e);
}

/* Bytes [s, e) end on a command's option ("-g", "--loops"), one blank before the value at e
 * ("-j1   1843.6" is a key, its value glued on) */
static int ends_on_option(const struct text *t, size_t s, size_t e)
{
	size_t w, p;

	if (e <= s || e - s < 3 || t->s[e - 1] != ' ' || t->s[e - 2] == ' ')
		return 0;
	e--;
	for (w = e; w > s && t->s[w - 1] != ' '; w--)
		;
	for (p = w + 1 + (t->s[w + 1] == '-'); p < e && (isalpha((unsigned char)t->s[p]) || t->s[p] == '-'); p++)
		;
	return e - w >= 2 && e - w <= 12 && t->s[w] == '-' && p == e && isalpha((unsigned char)t->s[e - 1]);
}

/* "hackbench -l 5120 -g 1": a command's words, each figure an option's value, titling the
 * rows under it; no row */
static int option_value_row(const struct text *t, const struct row *rw)
{
	if (rw->pipes || rw->n < 1 ||
	    !ends_on_option(t, rw->c[0].pre_e > rw->c[0].pre_s ? rw->c[0].pre_s : rw->label_s, rw->c[0].x.s) ||
	    (rw->label_e <= rw->label_s && rw->c[0].pre_e <= rw->c[0].pre_s))
		return 0;
	for (int j = 1; j < rw->n; j++) {
		/* the option is the cell's word before it, or the word after the cell before */
		size_t w = rw->c[j].pre_e > rw->c[j].pre_s ? rw->c[j].pre_s : rw->c[j - 1].post_s;
		if (!w || w >= rw->c[j].x.s || !ends_on_option(t, w, rw->c[j].x.s))
			return 0;
	}
	return 1;
}

/* "| master (3 runs) | median | patched (3 runs) |": every figure a count of what a name
 * over it ran, in parentheses with its noun; a header, no row */
static int counts_in_names(const struct text *t, const struct row *rw)
{
	for (int j = 0; j < rw->n; j++) {
		const struct vcell *c = &rw->c[j];
		size_t p = c->x.e, w;
		if (c->kind != CELL_VALUE || c->x.s == 0 || t->s[c->x.s - 1] != '(' || !num_is_count(c->x.value))
			return 0;
		while (p < t->len && t->s[p] == ' ')
			p++;
		for (w = p; w < t->len && isalpha((unsigned char)t->s[w]); w++)
			;
		if (w == p || w >= t->len || t->s[w] != ')' ||
		    !(label_count_noun(t->s + p, w - p) || label_run_heading(t->s + p, w - p)))
			return 0;
	}
	return rw->n > 0;
}

static int table_row(const struct text *t, const struct row *rw)
{
	int inter = rw->words - rw->nlabel;
	char last = rw->label_e > rw->label_s ? t->s[rw->label_e - 1] : 0;

	if (rw->n < 1 || rw->prose || rw->nvalues < 1 || count_range(t, rw) || wraps_at_comma(t, rw) ||
	    settings_row(t, rw->line))
		return 0;
	/* a long name is a sentence's, unless it ends in its colon without a comma before ("gzip
	 * -9 of a 2 GB tarball through a pipe:  48.2 s / 47.9 s"; not "I did not re-benchmark
	 * it, but as stated before: 5030 vs 5160 KIOPS") */
	if (rw->nlabel > (last == ':' && !memchr(t->s + rw->label_s, ',', rw->label_e - rw->label_s) ? 12 : 8) &&
	    !rw->pipes)
		return 0;
	if ((rw->pipes && counts_in_names(t, rw)) || option_value_row(t, rw))
		return 0;
	/* "2.410 (vanilla) and 2.275 (lazy-bind)": values named in parentheses are prose */
	for (int j = 0; j < rw->n; j++)
		if (rw->c[j].post_e > rw->c[j].post_s && t->s[rw->c[j].post_s] == '(' && !rw->pipes)
			return 0;
	/* "avg fps  1% low  ms  avg fps  1% low  ms": a header naming a percentile column twice or
	 * more, no row */
	if (!rw->pipes && pct_names(t, rw))
		return 0;
	/* a label that ends a sentence is prose ("we cancel. 5") */
	if ((last == '.' || last == ',') && !rw->pipes)
		return 0;
	if (!rw->pipes && ends_sentence(t, rw))
		return 0;
	/* "hackbench 20 process 1000, 5 runs:": words after the last value ending in a colon
	 * introduce what follows */
	if (!rw->pipes && intro_line(t, rw))
		return 0;
	if (inter > 3 * rw->n + 3)
		return 0;
	/* one value with nothing naming it is a number in text, not a row */
	if (rw->n == 1 && rw->label_e <= rw->label_s && !rw->c[0].pre_e && !rw->c[0].post_e)
		return 0;
	return 1;
}

/* The row's last cell is a change printed after its figures: "3.987 s  (-3.0%)" */
static int trailing_change(const struct row *rw)
{
	const struct vcell *c = &rw->c[rw->n - 1];

	return rw->n >= 2 && c->kind == CELL_VALUE && c->pct && (c->signed_ || c->paren);
}

/* "clients  kernel  run1 ... avg  %diff" over its rule: the header over a table's first
 * row ends in a change, which the base's rows leave blank ("+1.11" on the others' rows) */
static int header_ends_in_change(const struct text *t, int first)
{
	int l = first - 1;
	size_t s, e;
	char w[NAME_LEN];

	if (l >= 0 && line_is_rule(t, l))
		l--;
	if (l < 0 || t->l[l].depth != t->l[first].depth)
		return 0;
	e = t->l[l].end;
	for (s = e; s > t->l[l].start && !isspace((unsigned char)t->s[s - 1]); s--)
		;
	if (s == e || isdigit((unsigned char)t->s[s]))
		return 0;
	text_label(t, s, e, w, sizeof(w));
	return label_kind(w) == LABEL_DELTA;
}

/* Keys alike but for a plural: "1 thread" over "8 threads" */
static int same_key(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);

	if (la + 1 == lb && b[la] == 's')
		return !strncmp(a, b, la);
	if (lb + 1 == la && a[lb] == 's')
		return !strncmp(a, b, lb);
	return !strcmp(a, b);
}

/* "1 group" over "8 clients" (a figure keyed by what it counts): a setting in the key
 * column either way, one shape */
static int counts_alike(const char *a, const char *b)
{
	return *a && *b && label_count_noun(a, strlen(a)) && label_count_noun(b, strlen(b));
}

/* "yes", "no", "ok", "REGRESS", git bisect's "good" and "bad": a column of verdicts after the figures, one word a row */
static int status_word(const char *k)
{
	static const char *const words[] = { "yes", "no", "ok", "fail", "failed", "pass", "passed", "good", "bad", "skip", "regress",
		"regression", "improve", "improved", "improvement", "same", "noise", "better", "worse", "n/a",
		"y", "n", "*", "-", NULL };

	for (const char *const *w = words; *w; w++)
		if (!strcmp(k, *w))
			return 1;
	return 0;
}

/* "20   vanilla   1.912  1.887": a row opening on a count, then the name of what ran at it;
 * the name differs from row to row, as a label does, and is no key of the cell */
static int count_then_name(const struct row *rw)
{
	const struct vcell *c = &rw->c[0];

	return rw->n >= 2 && rw->label_e <= rw->label_s && c->kind == CELL_VALUE && c->pre_e <= c->pre_s &&
	       !c->unit[0] && !c->pct && num_is_count(c->x.value) && !rw->c[1].paren &&
	       (c->post_e > c->post_s || rw->c[1].pre_e > rw->c[1].pre_s);
}

static int same_shape(const struct text *t, const struct table *tb, const struct row *rw, int last)
{
	char k[32];
	int j, n = rw->n;

	/* "tip: 4.112 s" over "tip+patch: 3.987 s (-3.0%)": the change compares, the rest alike */
	if (n == tb->ncols + 1 && (trailing_change(rw) || (tb->change_head && rw->c[n - 1].kind == CELL_VALUE &&
							    rw->c[n - 1].signed_)))
		n--;
	/* and a base's row after it, without the change */
	if (n != tb->ncols && !(last && n < tb->ncols && n >= 1) && !(tb->change_added && n == tb->ncols - 1))
		return 0;
	for (j = 0; j < n; j++) {
		cell_key(t, &rw->c[j], k, sizeof(k));
		if (!same_key(k, tb->key[j]) && !counts_alike(k, tb->key[j]) &&
		    !(j == n - 1 && status_word(k) && status_word(tb->key[j])) &&
		    !(j <= 1 && tb->key[j][0] && count_then_name(rw)))
			return 0;
	}
	return 1;
}

/*
 * "2.6.22-cfs:  98.4  98.9  98.1  98.6" among rows of five figures: a run
 * fewer (or more), each row the runs of what its label names.  Only rows
 * of plain figures of one kind under labels, each cell under the first
 * row's cell of its place, so a cell missing from the middle of a row of
 * columns is never read as its neighbour's.
 */
static int ragged_runs(const struct text *t, const struct table *tb, const struct row *rw,
		       const struct row *first)
{
	char k[32];
	int j;

	if (rw->n < 2 || rw->n == tb->ncols || rw->n > ROW_MAX_CELLS ||
	    rw->label_e <= rw->label_s || first->label_e <= first->label_s ||
	    rw->pipes || first->pipes || tb->ngroups > 1)
		return 0;
	for (j = 1; j < tb->ncols; j++)
		if (strcmp(tb->key[j], tb->key[0]))
			return 0;
	for (j = 0; j < rw->n; j++) {
		const struct vcell *c = &rw->c[j];
		cell_key(t, c, k, sizeof(k));
		if (c->kind != CELL_VALUE || c->pct || c->signed_ || c->paren || !same_key(k, tb->key[0]))
			return 0;
		if (j < first->n && (c->col > first->c[j].col_end || c->col_end < first->c[j].col))
			return 0;
	}
	return 1;
}

/* The first-row column a cell stands under, or -1 */
static int under_column(const struct table *tb, const struct vcell *c)
{
	int j;

	for (j = 0; j < tb->ncols; j++)
		if (c->col <= tb->hi[j] && c->col_end >= tb->lo[j])
			return j;
	return -1;
}

/*
 * "socket   14.0            13.2" under three columns: a cell left empty
 * inside a row.  Each cell must stand under one column of the first row,
 * in order, and one must have moved right of its place.
 */
static int hole_row(const struct text *t, const struct table *tb, const struct row *rw,
		    const struct row *first)
{
	char ka[32], kb[32];
	int j, k, prev = -1, moved = 0;

	if (rw->n < 1 || rw->n >= tb->ncols || tb->ncols > first->n || rw->pipes)
		return 0;
	/* named rows, or rows keyed by a count ("4 clients  2379.2 ...") */
	cell_key(t, &rw->c[0], ka, sizeof(ka));
	cell_key(t, &first->c[0], kb, sizeof(kb));
	if ((rw->label_e <= rw->label_s || first->label_e <= first->label_s) &&
	    !(counts_alike(ka, kb) || (ka[0] && same_key(ka, kb))))
		return 0;
	for (j = 0; j < rw->n; j++) {
		if (rw->c[j].kind != CELL_VALUE || (k = under_column(tb, &rw->c[j])) <= prev)
			return 0;
		moved |= k != j;
		prev = k;
	}
	return moved;
}

/*
 * "video playback 300s (J)     1492     1436" under rows of three figures: a
 * figure written in the row's name (left of every column) is the name's,
 * the rest stand one for one under the columns.
 */
static int name_spill(const struct table *tb, const struct row *rw)
{
	int j;

	/* one blank after the name's words, as a word of it is */
	if (tb->ncols < 2 || rw->n != tb->ncols + 1 || rw->pipes || rw->label_e <= rw->label_s ||
	    rw->c[0].kind != CELL_VALUE || rw->c[0].s != rw->label_e + 1 || rw->c[0].col_end >= tb->lo[0])
		return 0;
	for (j = 1; j < rw->n; j++)
		if (under_column(tb, &rw->c[j]) != j - 1)
			return 0;
	return 1;
}

/* The figure name_spill found, and the words after it ("(J)"), into the row's name */
static void spill_into_label(struct row *rw)
{
	size_t e = rw->c[0].e;

	if (rw->c[0].post_e > e)
		e = rw->c[0].post_e;
	if (rw->c[1].pre_e > e)
		e = rw->c[1].pre_e;

	rw->label_e = e;
	memmove(rw->c, rw->c + 1, sizeof(*rw->c) * (size_t)(rw->n - 1));
	rw->n--;
	rw->nvalues--;
	rw->c[0].pre_s = rw->c[0].pre_e = 0;
}

/* A row of a table with holes, its cells put in their columns (a hole a null cell) */
static void realign(const struct table *tb, struct row *rw)
{
	struct vcell held[ROW_MAX_CELLS];
	int j, k, n = rw->n, at[ROW_MAX_CELLS];

	if (n < 1)
		return;
	for (j = 0; j < n; j++)
		if ((at[j] = under_column(tb, &rw->c[j])) < j || (j && at[j] <= at[j - 1]))
			return;
	memcpy(held, rw->c, sizeof(held[0]) * (size_t)n);
	for (k = 0; k <= at[n - 1]; k++) {
		memset(&rw->c[k], 0, sizeof(rw->c[k]));
		rw->c[k].kind = CELL_NULL;
		rw->c[k].s = rw->c[k].e = k ? rw->c[k - 1].e : rw->label_e;
		rw->c[k].pipe = -1;
		rw->c[k].col = tb->lo[k];
		rw->c[k].col_end = tb->lo[k];
	}
	for (j = 0; j < n; j++)
		rw->c[at[j]] = held[j];
	for (k = 1; k <= at[n - 1]; k++)
		if (rw->c[k].kind == CELL_NULL)
			rw->c[k].s = rw->c[k].e = rw->c[k - 1].e;
	rw->n = at[n - 1] + 1;
}

/*
 * "hackbench 10   1.412   1.387" over "               1.398   1.401": the
 * further runs of a row written under it with its key left out.  No label;
 * the row's cells stand one for one under the first row's last cells, and
 * what it leaves out there is a key: whole numbers.
 */
static int continued_row(const struct table *tb, const struct row *rw, const struct row *first)
{
	int j, k = tb->ncols - rw->n;

	if (rw->n < 1 || k < 1 || k > 2 || first->n != tb->ncols || rw->label_e > rw->label_s ||
	    rw->pipes || first->pipes)
		return 0;
	for (j = 0; j < k; j++)
		if (first->c[j].kind != CELL_VALUE || !num_is_count(first->c[j].x.value) ||
		    first->c[j].pct || first->c[j].time || first->c[j].unit[0])
			return 0;
	for (j = 0; j < rw->n; j++)
		if (rw->c[j].kind != CELL_VALUE || under_column(tb, &rw->c[j]) != k + j)
			return 0;
	return 1;
}

/* A continued row (continued_row) given the key of the keyed row above it */
static void rekey(const struct text *t, const struct table *tb, int i, struct row *rw)
{
	struct row up;
	int k = tb->ncols - rw->n;

	while (--i >= 0)
		if (row_read(t, tb->line[i], &up) == tb->ncols)
			break;
	if (i < 0)
		return;
	memmove(rw->c + k, rw->c, sizeof(*rw->c) * (size_t)rw->n);
	memcpy(rw->c, up.c, sizeof(*rw->c) * (size_t)k);
	rw->label_s = up.label_s;
	rw->label_e = up.label_e;
	rw->nlabel = up.nlabel;
	rw->n += k;
	rw->nvalues += k;
}

/* Display column of byte OFF of LINE from the physical line's start (its quote marks and
 * indent counted), or -1 past a tab (the width is the reader's) */
static int label_col(const struct text *t, int line, size_t off)
{
	size_t b = t->l[line].start;

	while (b > 0 && t->s[b - 1] != '\n' && !t->l[line].flat)
		b--;
	return memchr(t->s + b, '\t', off - b) ? -1 : (int)(off - b);
}

/* Where in a named row's label a second key opens: after two blanks, else 0 (one blank
 * parts the words of one key) */
static size_t label_second_key(const struct text *t, const struct row *rw)
{
	const char *p = t->s + rw->label_s, *e = t->s + rw->label_e, *g;

	if (!(g = memmem(p, (size_t)(e - p), "  ", 2)))
		return 0;
	while (g < e && *g == ' ')
		g++;
	return g < e ? (size_t)(g - t->s) : 0;
}

/*
 * "youtube 1080p  tip      71.2" over "               +series  74.8": rows
 * named by two keys, the second's rows under the first left blank.  The
 * display column the second key opens at in every row that has both and
 * every row with one, at least one of each kind; else 0.
 */
static int sub_key_column(const struct text *t, const struct table *tb)
{
	struct row rw;
	int i, col = 0, edge = -1, full = 0, half = 0, whole = 0;

	for (i = 0; i < tb->nrows; i++) {
		size_t k;
		int c0, ck;
		if (!row_read(t, tb->line[i], &rw) || rw.label_e <= rw.label_s || rw.pipes ||
		    (c0 = label_col(t, rw.line, rw.label_s)) < 0)
			return 0;
		if (edge < 0)
			edge = c0;
		if (c0 == edge && (k = label_second_key(t, &rw)) && (ck = label_col(t, rw.line, k)) > c0) {
			full++;
		} else if (c0 > edge && i > 0) {
			ck = c0;
			half++;
		} else if (c0 == edge && full && half && !label_second_key(t, &rw)) {
			whole++;     /* "make -j32 real" under the two-key rows: a row of its own */
			continue;
		} else
			return 0;
		if (whole || (col && ck != col))
			return 0;
		col = ck;
	}
	return full && half ? col : 0;
}

/* A row of a two-key table: its name the second key, the first its group's */
static void split_key(const struct text *t, const struct table *tb, int i, struct row *rw)
{
	const struct row *named = rw;
	struct row up;
	size_t k = label_second_key(t, rw);

	/* a row with one key at the first key's column is its own ("make -j32 real") */
	if (!k && label_col(t, rw->line, rw->label_s) < tb->sub_col)
		return;
	/* a row under the first key: the nearest row above that has both names it */
	if (!k || label_col(t, rw->line, k) != tb->sub_col)
		for (named = NULL; !named && --i >= 0;)
			if (row_read(t, tb->line[i], &up) && (k = label_second_key(t, &up)) &&
			    label_col(t, up.line, k) == tb->sub_col)
				named = &up;
	if (!named)
		return;
	rw->group_s = named->label_s;
	for (rw->group_e = k; rw->group_e > rw->group_s && t->s[rw->group_e - 1] == ' '; rw->group_e--)
		;
	if (named == rw)
		rw->label_s = k;
}

/* Row I of a table, read as the table reads it */
static int tb_row_read(const struct text *t, const struct table *tb, int i, struct row *rw)
{
	int n = row_read(t, tb->line[i], rw);

	if (tb->sub_col && n) {
		split_key(t, tb, i, rw);
		return n;
	}
	if (tb->spill && name_spill(tb, rw)) {
		spill_into_label(rw);
		return rw->n;
	}
	if (tb->holes && n && n < tb->ncols)
		realign(tb, rw);
	else if (tb->continued && n && n < tb->ncols && rw->label_e <= rw->label_s)
		rekey(t, tb, i, rw);
	else if (tb->count_names && count_then_name(rw) && rw->c[1].pre_e > rw->c[1].pre_s) {
		/* "20  vanilla  1.912": the name after the count is the row's */
		rw->label_s = rw->c[1].pre_s;
		rw->label_e = rw->c[1].pre_e;
		rw->nlabel = 1;
		rw->c[1].pre_s = rw->c[1].pre_e = 0;
	}
	return rw->n;
}

static void tb_add_row(struct table *tb, int line, int group)
{
	if (tb->nrows == tb->crows) {
		tb->crows = tb->crows * 2 + 16;
		tb->line = xrealloc(tb->line, sizeof(int) * (size_t)tb->crows);
		tb->group = xrealloc(tb->group, sizeof(int) * (size_t)tb->crows);
	}
	tb->line[tb->nrows] = line;
	tb->group[tb->nrows] = group;
	tb->nrows++;
}

static int new_group(struct table *tb, int title_line)
{
	struct tgroup *g;

	if (tb->ngroups == TAB_MAX_GROUPS)
		return tb->ngroups - 1;
	g = &tb->g[tb->ngroups];
	memset(g, 0, sizeof(*g));
	g->title_line = title_line;
	g->first = tb->nrows;
	return tb->ngroups++;
}

/*
 * "slice 2.8ms   16ms   2.8ms   16ms" right under a line of names, over
 * rows whose figures carry no unit: the setting each column ran at, a
 * second header line, not a row of figures.
 */
static int names_line(const struct text *t, int line);

static int param_header(const struct xresult *r, int line, const struct row *rw)
{
	const struct text *t = r->t;
	struct row up, down;
	int j, l;

	/* the names above: two or more, apart ("2k+idle_submit_min8" alone is a title) */
	if (rw->n < 2 || rw->nlabel > 1 || rw->closing_unit || line < 1 || t->l[line - 1].depth != t->l[line].depth ||
	    line_is_blank(t, line - 1) || (row_read(t, line - 1, &up) && table_row(t, &up)) ||
	    !names_line(t, line - 1))
		return 0;
	for (j = 0; j < rw->n; j++) {
		const struct vcell *c = &rw->c[j];
		/* "2.8ms", "1 copy", "8 threads": a unit or a word on each */
		if (c->kind != CELL_VALUE || (!c->unit[0] && c->post_e == c->post_s) || c->pct ||
		    c->dev.set || c->signed_ || c->paren || c->time)
			return 0;
	}
	/* the rows below, a sub-heading over them at most */
	for (l = line + 1; l < t->n && l <= line + 2; l++)
		if (row_read(t, l, &down) && table_row(t, &down))
			return down.c[0].kind == CELL_VALUE && !down.c[0].unit[0];
	return 0;
}

static int underlined_header(const struct xresult *r, int line);

/*
 * "run   6.6   6.6 + patch" over "1   3303.79   3037.2": a row whose cells
 * are all bare versions, over rows of another count of cells that do not
 * open with one, is the header naming their columns, not a row of figures.
 */
static int version_number(const struct text *t, const struct vcell *c);

/* A row label holding a word: "throughput", "Latency avg (us)", not "3", "-" or a
 * summary of runs above it ("mean", "stddev") */
static int label_has_word(const struct text *t, const struct row *rw)
{
	char lab[NAME_LEN];
	size_t i, run = 0;

	text_label(t, rw->label_s, rw->label_e, lab, sizeof(lab));
	if (label_summary_field(lab) >= 0 || label_kind(lab) == LABEL_RUN)
		return 0;
	for (i = rw->label_s; i < rw->label_e; i++) {
		run = isalpha((unsigned char)t->s[i]) ? run + 1 : 0;
		if (run >= 2)
			return 1;
	}
	return 0;
}

/* "5.15  6.1", "12.4  13.2": releases, whose first part is small ("2791.9" is a figure) */
static int releases_small(const struct row *rw)
{
	for (int j = 0; j < rw->n; j++)
		if (rw->c[j].x.value >= 100)
			return 0;
	return 1;
}

/* The release x.y of a version cell as x * 1000 + y: 5.10 is after 5.4 */
static long release_order(const struct text *t, const struct vcell *c)
{
	const char *p = t->s + c->x.s, *e = t->s + c->x.e, *dot = memchr(p, '.', (size_t)(e - p));
	long major = 0, minor = 0;

	for (; p < e && p != dot; p++)
		major = major * 10 + (*p - '0');
	for (p = dot ? dot + 1 : e; p < e && isdigit((unsigned char)*p); p++)
		minor = minor * 10 + (*p - '0');
	return major * 1000 + minor;
}

/* "4.19  5.4  5.10" (or down): releases over columns stand in order; figures of runs
 * ("89.6  84.7  99.2") seldom do */
static int in_order(const struct text *t, const struct row *rw)
{
	int up = 1, down = 1;

	for (int j = 1; j < rw->n; j++) {
		long a = release_order(t, &rw->c[j - 1]), b = release_order(t, &rw->c[j]);
		up &= a <= b;
		down &= a >= b;
	}
	return up || down;
}

static int version_header(const struct xresult *r, int line, const struct row *rw)
{
	const struct text *t = r->t;
	struct row down;
	int j, l;

	for (j = 0; j < rw->n; j++)
		if (!version_number(t, &rw->c[j]))
			return 0;
	if (!in_order(t, rw))
		return 0;
	for (l = line + 1; l < t->n && l <= line + 2; l++) {
		if (line_is_blank(t, l) || line_is_rule(t, l))
			continue;
		if (t->l[l].depth != t->l[line].depth || !row_read(t, l, &down) || !table_row(t, &down))
			return 0;
		/* "            5.15    6.1" over "throughput  1210  1388": as many cells, but
		 * nothing names the versions' row and a word names the one below (whose
		 * figures may read as versions: "88.57") */
		if (down.n == rw->n && rw->label_e <= rw->label_s && label_has_word(t, &down) &&
		    releases_small(rw))
			return 1;
		return down.n != rw->n && !version_number(t, &down.c[0]);
	}
	return 0;
}

/*
 * A text line above or between a table's rows: a header, a heading or a
 * sub-heading.  A short title with numbers in it ("100ms massive_intr 500us
 * cyclictest NO_PREEMPT_SHORT") is text when its shape is not the table's.
 */
static int text_line(const struct xresult *r, const struct table *tb, int line)
{
	const struct text *t = r->t;
	struct row rw;

	if (line < 0 || line >= t->n || t->l[line].depth != tb->depth || r->used[line] ||
	    layout_skip(r, line) || line_is_blank(t, line) || line_is_rule(t, line))
		return 0;
	if (row_read(t, line, &rw) == 0 || !table_row(t, &rw) || param_header(r, line, &rw) ||
	    version_header(r, line, &rw) || underlined_header(r, line))
		return 1;
	return !same_shape(t, tb, &rw, 0) && layout_title_line(t, line);
}

static int short_text(const struct text *t, int line)
{
	struct tok k[24];

	return tok_line(t, line, k, 24) < 16;
}

/* "So the CPU was idle. Now the numbers.": sentences, which a sub-heading never is */
static int sentence_text(const struct text *t, int line)
{
	const struct tline *tl = &t->l[line];
	struct tok k[24];
	const char *p;

	if (tl->end <= tl->start)
		return 0;
	for (p = t->s + tl->start; (p = memchr(p, '.', t->s + tl->end - p)) && p + 2 < t->s + tl->end; p++)
		if (p[1] == ' ' && isupper((unsigned char)p[2]) && p > t->s + tl->start && islower((unsigned char)p[-1]))
			return 1;
	return strchr(".?!", t->s[tl->end - 1]) && tok_line(t, line, k, 24) >= 6;
}

/* Lines a and b say the same, spacing aside */
static int same_words(const struct text *t, int a, int b)
{
	size_t i = t->l[a].start, ei = t->l[a].end, j = t->l[b].start, ej = t->l[b].end;

	for (;;) {
		while (i < ei && isspace((unsigned char)t->s[i]))
			i++;
		while (j < ej && isspace((unsigned char)t->s[j]))
			j++;
		if (i == ei || j == ej)
			return i == ei && j == ej;
		if (t->s[i++] != t->s[j++])
			return 0;
	}
}

/* Line l says what the line right above the table's first row says: its header, repeated */
static int repeats_header(const struct text *t, const struct table *tb, int l)
{
	int h = tb->line[0] - 1;

	while (h >= 0 && line_is_blank(t, h))
		h--;
	return h >= 0 && h != l && same_words(t, h, l);
}

/* A row that is a sentence: its name holds a comma and the line ends in a stop */
static int sentence_row(const struct text *t, int l, const struct row *rw)
{
	return t->s[t->l[l].end - 1] == '.' && rw->label_e > rw->label_s &&
	       memchr(t->s + rw->label_s, ',', rw->label_e - rw->label_s);
}

static int summary_short_row(const struct text *t, const struct table *tb, const struct row *rw);

/*
 * From row line L on: lines [L, next) where next is the first row of the
 * next group, with up to MAX_SUBHEAD short text lines and MAX_GAP blank or
 * rule lines before it; -1 when the table ends.  *title: the sub-heading.
 */
static int statistic_title(const char *title);
static int statistic_line(const struct text *t, int l)
{
	char w[NAME_LEN];

	text_label(t, t->l[l].start, t->l[l].end, w, sizeof(w));
	return statistic_title(w);
}

static int next_group_row(struct xresult *r, struct table *tb, int from, int *title, int *hdr)
{
	const struct text *t = r->t;
	int l, texts = 0, gap = 0, blanks = 0;
	struct row rw;

	*title = -1;
	*hdr = -1;
	for (l = from; l < t->n; l++) {
		if (t->l[l].depth != tb->depth && !line_is_blank(t, l))
			return -1;
		if (r->used[l] || layout_skip(r, l))
			return -1;
		if (line_is_blank(t, l) || line_is_rule(t, l)) {
			blanks += line_is_blank(t, l);
			if (++gap > MAX_GAP + texts)
				return -1;
			continue;
		}
		if (row_read(t, l, &rw) && table_row(t, &rw)) {
			/* "instances  1  2  4" again under "LATENCY(us):": the header, repeated */
			if (same_shape(t, tb, &rw, 0) && texts && repeats_header(t, tb, l)) {
				*hdr = l;
				continue;
			}
			/* "seconds, median of 3.": a sentence under the table, no row of it */
			if (same_shape(t, tb, &rw, 0) && !sentence_row(t, l, &rw))
				return l;
			/* "=====" over "Mean: 312.3 305.2": the runs' summary a cell short, under its rule */
			if (!texts && gap && !blanks && summary_short_row(t, tb, &rw))
				return l;
			if (!layout_title_line(t, l))
				return -1;
		}
		if (!short_text(t, l) || sentence_text(t, l) || ++texts > MAX_SUBHEAD)
			return -1;
		/* "Average, same order of boards:" over rows named as those above: another
		 * statistic of the same builds, a table of its own */
		if (statistic_line(t, l) && !(row_read(t, l, &rw) && rw.n))
			return -1;
		if (texts == 1)
			*title = l;
		else
			*hdr = l;
	}
	return -1;
}


/* Line l a row named by a statistic ("avg", "mean", "stddev") */
static int summary_row_at(const struct text *t, int l)
{
	struct row rw;
	char w[NAME_LEN];

	if (!row_read(t, l, &rw) || rw.label_e <= rw.label_s)
		return 0;
	text_label(t, rw.label_s, rw.label_e, w, sizeof(w));
	return label_kind(w) == LABEL_SUMMARY;
}

/* Every row opens on a count and a name after it, the names not all one word ("20 vanilla",
 * "20 smtnice"; "8 clients" on each row is a key) and a count written on two rows or more,
 * as a setting each build ran at is ("24871 read", "25003 appended": figures, each once) */
static int count_names(const struct text *t, const struct table *tb)
{
	struct row rw;
	size_t s0 = 0, e0 = 0;
	double prev = -1;
	int i, differ = 0, again = 0;

	for (i = 0; i < tb->nrows; i++) {
		const struct vcell *c;
		if (!row_read(t, tb->line[i], &rw) || !count_then_name(&rw))
			return 0;
		c = &rw.c[1];
		if (c->pre_e <= c->pre_s || label_count_noun(t->s + c->pre_s, c->pre_e - c->pre_s))
			return 0;
		if (i == 0) {
			s0 = c->pre_s;
			e0 = c->pre_e;
		}
		differ |= c->pre_e - c->pre_s != e0 - s0 || memcmp(t->s + c->pre_s, t->s + s0, e0 - s0);
		again |= rw.c[0].x.value == prev;
		prev = rw.c[0].x.value;
	}
	return differ && again;
}

/* Grow a table from its first row at line L; returns the line after it */
/* A parenthesised change glued one blank after the value before it: "98.540 (+0.2%)" */
static int glued_change(const struct row *rw, int j)
{
	const struct vcell *c = &rw->c[j];

	return j > 0 && c->kind == CELL_VALUE && c->pct && c->paren && rw->c[j - 1].kind == CELL_VALUE &&
	       !rw->c[j - 1].pct && c->s == rw->c[j - 1].e + 1;
}

/*
 * "baseline  98.312  83.714" over "untagged  98.540 (+0.2%)  84.102 (+0.5%)":
 * the base row has no change after its figures, the next row one after
 * each.  1 when the row at line L+1 is so: the table takes its shape, the
 * first row's changes holes.
 */
static int changes_after_first(const struct text *t, int L, const struct row *first, struct row *next)
{
	int j, k = 0, changes = 0;

	if (L + 1 >= t->n || t->l[L + 1].depth != t->l[L].depth || first->pipes || !row_read(t, L + 1, next) ||
	    next->pipes || next->n <= first->n || next->n > ROW_MAX_CELLS)
		return 0;
	for (j = 0; j < next->n; j++) {
		if (glued_change(next, j)) {
			changes++;
			continue;
		}
		if (k >= first->n || first->c[k].kind != CELL_VALUE || next->c[j].kind != CELL_VALUE ||
		    next->c[j].col > first->c[k].col_end || next->c[j].col_end < first->c[k].col)
			return 0;
		k++;
	}
	return k == first->n && changes == next->n - first->n;
}

static int table_grow(struct xresult *r, struct table *tb, int L, const struct row *first)
{
	const struct text *t = r->t;
	int l = L, j, g, title, hdr;
	struct row rw;
	const struct row *shape = first;

	memset(tb, 0, sizeof(*tb));
	tb->depth = t->l[L].depth;
	if (changes_after_first(t, L, first, &rw)) {
		shape = &rw;
		tb->holes = 1;
	}
	tb->ncols = shape->n;
	tb->heading = -1;
	for (j = 0; j < shape->n; j++) {
		cell_key(t, &shape->c[j], tb->key[j], sizeof(tb->key[j]));
		tb->lo[j] = shape->c[j].col;
		tb->hi[j] = shape->c[j].col_end;
	}
	tb->change_head = header_ends_in_change(t, L);
	g = new_group(tb, -1);
	tb_add_row(tb, L, g);
	for (l = L + 1; l < t->n; l++) {
		int nl;
		/* "[...]" between rows of one shape, the replier's cut at any quote depth: the rows go on */
		if (line_is_cut(t, l) && l + 1 < t->n && t->l[l + 1].depth == tb->depth && !r->used[l + 1] &&
		    !layout_skip(r, l + 1) && row_read(t, l + 1, &rw) && table_row(t, &rw) && same_shape(t, tb, &rw, 0))
			continue;
		if (t->l[l].depth == tb->depth && !r->used[l] && !layout_skip(r, l) &&
		    row_read(t, l, &rw) && table_row(t, &rw) && same_shape(t, tb, &rw, 0)) {
			if (rw.n == tb->ncols + 1 && tb->ncols < ROW_MAX_CELLS) {
				/* the change column the first rows lacked */
				cell_key(t, &rw.c[rw.n - 1], tb->key[tb->ncols], sizeof(tb->key[0]));
				tb->ncols++;
				tb->change_added = 1;
			}
			tb_add_row(tb, l, g);
			continue;
		}
		if (t->l[l].depth == tb->depth && !r->used[l] && !layout_skip(r, l) &&
		    row_read(t, l, &rw) && table_row(t, &rw) && ragged_runs(t, tb, &rw, first)) {
			for (j = tb->ncols; j < rw.n; j++)
				memcpy(tb->key[j], tb->key[0], sizeof(tb->key[0]));
			if (rw.n > tb->ncols)
				tb->ncols = rw.n;
			tb_add_row(tb, l, g);
			continue;
		}
		if (t->l[l].depth == tb->depth && !r->used[l] && !layout_skip(r, l) &&
		    row_read(t, l, &rw) && name_spill(tb, &rw) && (spill_into_label(&rw), table_row(t, &rw))) {
			tb->spill = 1;
			tb_add_row(tb, l, g);
			continue;
		}
		if (t->l[l].depth == tb->depth && !r->used[l] && !layout_skip(r, l) &&
		    row_read(t, l, &rw) && table_row(t, &rw) && hole_row(t, tb, &rw, first)) {
			tb->holes = 1;
			tb_add_row(tb, l, g);
			continue;
		}
		/* "avg  1144.2  1102.5" under rows "1  1143.7  1102.1": a summary where the run
		 * numbers stand, a cell fewer (row_at gives it the key cell back) */
		if (t->l[l].depth == tb->depth && !r->used[l] && !layout_skip(r, l) && !tb->holes &&
		    row_read(t, l, &rw) && table_row(t, &rw) && summary_short_row(t, tb, &rw) &&
		    first->label_e <= first->label_s && first->n == tb->ncols) {
			tb_add_row(tb, l, g);
			continue;
		}
		if (t->l[l].depth == tb->depth && !r->used[l] && !layout_skip(r, l) && !tb->holes &&
		    row_read(t, l, &rw) && table_row(t, &rw) && continued_row(tb, &rw, first)) {
			tb->continued = 1;
			tb_add_row(tb, l, g);
			continue;
		}
		/* a truncated last row: fewer cells, the same keys */
		if (t->l[l].depth == tb->depth && !r->used[l] && !layout_skip(r, l) &&
		    row_read(t, l, &rw) && table_row(t, &rw) && same_shape(t, tb, &rw, 1) &&
		    (l + 1 >= t->n || line_is_blank(t, l + 1))) {
			tb_add_row(tb, l, g);
			l++;
			break;
		}
		nl = next_group_row(r, tb, l, &title, &hdr);
		/* a title and a header of other names over the rows: the next table */
		if (nl < 0 || (hdr >= 0 && names_line(t, hdr) && !repeats_header(t, tb, hdr)))
			break;
		/* "----" over "avg  8.302  9.923": the runs' summary under its rule, the same group */
		if (title < 0 && hdr < 0 && summary_row_at(t, nl)) {
			l = nl - 1;
			continue;
		}
		tb->g[g].last = tb->nrows - 1;
		g = new_group(tb, title);
		if (hdr >= 0)
			tb->g[g].header[tb->g[g].nheader++] = hdr;
		l = nl - 1;
	}
	tb->g[g].last = tb->nrows - 1;
	tb->count_names = count_names(t, tb);
	tb->sub_col = sub_key_column(t, tb);
	return l;
}

/* ---- headers ---- */

struct htok {
	size_t s, e;
	int lo, hi;
	int pipe;
	int tab;               /* a tab stands before it: a cell's edge, however narrow the gap */
	int count_end;         /* a count's noun after its number ("copy" in "1 copy") */
	int digit;             /* it opens with a digit */
};

static int header_tokens(const struct text *t, int line, struct htok *h, int max)
{
	struct tok k[64];
	int n = tok_line(t, line, k, 64), i, o = 0, pipe = 0, md = markdown_row(t, line), bar = 0;
	char sep = row_separator(t, line);

	for (i = 0; i < n && o < max; i++) {
		size_t a = k[i].s, b;
		while (a < k[i].e && o < max) {
			if (t->s[a] == '|' && md) {
				a++;    /* a markdown row's rules: blanks, as row_tokens reads them */
				continue;
			}
			/* "|  tps  |   |  tps  |": bars with nothing between are one edge, as the rows'
			 * cells count them (row_tokens) */
			if (t->s[a] == '|' || t->s[a] == sep) {
				pipe += !bar || t->s[a] != '|';
				bar = t->s[a] == '|';
				a++;
				continue;
			}
			bar = 0;
			for (b = a; b < k[i].e && t->s[b] != '|' && t->s[b] != sep; b++)
				;
			h[o].s = a;
			h[o].e = b;
			/* "% frames > 16ms": the sign the tokens drop (a quote mark's look) is a word of
			 * the name, not a gap parting it */
			if (a == k[i].s && i > 0 && k[i].s - k[i - 1].e == 3 &&
			    !memcmp(t->s + k[i - 1].e, " > ", 3))
				a = h[o].s = k[i].s - 2;
			if (sep != '|' && b - a >= 3 && t->s[a] == '"' && t->s[b - 1] == '"') {
				h[o].s++;       /* a spreadsheet's quoted name */
				h[o].e--;
			}
			h[o].lo = text_column(t, line, a);
			h[o].hi = text_column(t, line, b);
			h[o].pipe = pipe;
			h[o].tab = a == k[i].s && i > 0 && memchr(t->s + k[i - 1].e, '\t', k[i].s - k[i - 1].e);
			h[o].digit = isdigit((unsigned char)t->s[a]);
			h[o].count_end = o > 0 && h[o - 1].digit && label_count_noun(t->s + a, b - a) &&
					 strspn(t->s + h[o - 1].s, "0123456789") == h[o - 1].e - h[o - 1].s;
			o++;
			a = b;
		}
	}
	return o;
}

/* Join tokens [a, b) of h into wide cells: a gap of two columns, a tab or a '|' splits; so
 * does a number after a count ("1 copy 16 copies": two settings, one blank apart) */
static int wide_cells(const struct htok *h, int n, struct htok *w)
{
	int i, o = 0;

	for (i = 0; i < n; i++) {
		if (o && h[i].lo - w[o - 1].hi < 2 && h[i].pipe == w[o - 1].pipe && !h[i].tab &&
		    !(h[i].digit && h[i - 1].count_end)) {
			w[o - 1].e = h[i].e;
			w[o - 1].hi = h[i].hi;
		} else {
			w[o++] = h[i];
		}
	}
	return o;
}

/*
 * "run     32ms (x1)   16ms (x2)" over "---     ---------   ---------" over
 * "1  158.6  167.9": a line underlined by a rule of dash groups, one under
 * each of its cells, over rows is their header whatever its words read as.
 */
static int underlined_header(const struct xresult *r, int line)
{
	const struct text *t = r->t;
	struct htok h[32], w[32];
	struct row down;
	int nw, groups = 0, ru = line + 1;
	size_t i;

	if (ru + 1 >= t->n || t->l[ru].depth != t->l[line].depth || t->l[ru + 1].depth != t->l[line].depth ||
	    !line_is_rule(t, ru) || !row_read(t, ru + 1, &down) || !table_row(t, &down))
		return 0;
	nw = wide_cells(h, header_tokens(t, line, h, 32), w);
	for (i = t->l[ru].start; i < t->l[ru].end; i++) {
		if (t->s[i] != '-' || (i > t->l[ru].start && t->s[i - 1] == '-'))
			continue;
		if (t->s[i - (i > t->l[ru].start)] == '|' || groups >= nw)
			return 0;
		/* each group starts under a cell of the line */
		int col = text_column(t, ru, i);
		if (col < w[groups].lo - 2 || col > w[groups].lo + 2)
			return 0;
		groups++;
	}
	return nw >= 3 && groups == nw;
}

static void name_add(char *dst, const struct text *t, size_t s, size_t e)
{
	char tmp[NAME_LEN];
	size_t dl = strlen(dst);

	text_label(t, s, e, tmp, sizeof(tmp));
	if (!tmp[0])
		return;
	if (dl && dl + 1 < NAME_LEN)
		dst[dl++] = ' ';
	snprintf(dst + dl, NAME_LEN - dl, "%s", tmp);
}

/* The column whose values lie nearest a header cell's columns */
static int nearest_col(const struct tread *x, int lo, int hi)
{
	int j, best = -1, bd = 1 << 30;

	for (j = x->skip0; j < x->tb->ncols; j++) {
		int ov = (hi < x->col[j].hi ? hi : x->col[j].hi) - (lo > x->col[j].lo ? lo : x->col[j].lo);
		int d = ov > 0 ? -ov : (lo > x->col[j].hi ? lo - x->col[j].hi : x->col[j].lo - hi);
		if (d < bd) {
			bd = d;
			best = j;
		}
	}
	return best;
}

/*
 * Header tokens placed by position: each goes to the value column it
 * overlaps most, or to the labels when it stands left of the values.
 * Returns 1 when the placement is trustworthy: most tokens overlap a
 * column, and the columns run left to right as the tokens do.
 */
/* A header word that names a change: "%-diff", "delta" */
static int delta_word(const struct text *t, const struct htok *h)
{
	char w[NAME_LEN];

	text_label(t, h->s, h->e, w, sizeof(w));
	return label_kind(w) == LABEL_DELTA;
}

/*
 * "da46cda (with patch)   3f7de13 (linux-next)" over right-aligned figures:
 * words one blank apart make one name, and when a gap of two blanks or more
 * parts the names, a name whose words stand over just one column (the others
 * only near one, NEAR[i], or left of all) is wholly that column's.
 */
static void one_column_names(const struct htok *h, int n, const int *near, int *to)
{
	int i, a, b, col, wide = 0;

	for (i = 1; i < n && !wide; i++)
		wide = h[i].lo - h[i - 1].hi >= 2 || h[i].tab;
	for (a = 0; wide && a < n; a = b) {
		col = -1;
		for (b = a; b < n && (b == a || (h[b].lo - h[b - 1].hi <= 1 && !h[b].tab)); b++) {
			if (to[b] < 0 || near[b])
				continue;
			if (col >= 0 && to[b] != col)
				col = -3;       /* over two columns: a header that lost its spacing */
			else if (col != -3)
				col = to[b];
		}
		if (b - a < 2 || col < 0)
			continue;
		for (i = a; i < b; i++)
			to[i] = col;
	}
}

/* "(10^6bits/s)", "(MB/s)", "(usec)": a unit in parentheses, a rate or a word of one */
static int table_unit(const struct text *t, const struct htok *h)
{
	const char *p = t->s + h->s;
	size_t n = h->e - h->s;

	return n >= 3 && n <= 16 && p[0] == '(' && p[n - 1] == ')' &&
	       (memmem(p, n, "/s", 2) || memmem(p, n, "/sec", 4) || memmem(p, n, "sec)", 4));
}

static int place_by_position(const struct tread *x, const struct htok *h, int n, int labels, int *to)
{
	int i, j, direct = 0, valued = 0, last = -1, wide = 0, near[64] = { 0 };

	for (i = 0; i < n; i++) {
		int best = -2, bov = 0;
		for (j = x->skip0; j < x->tb->ncols; j++) {
			int ov = (h[i].hi < x->col[j].hi ? h[i].hi : x->col[j].hi) -
				 (h[i].lo > x->col[j].lo ? h[i].lo : x->col[j].lo);
			if (ov > bov) {
				bov = ov;
				best = j;
			}
		}
		if (best >= 0)
			direct++;
		else if (h[i].hi <= x->col[x->skip0].lo && labels)
			best = -1;
		else if ((j = nearest_col(x, h[i].lo, h[i].hi)) >= 0 &&
			 (h[i].lo > x->col[j].hi ? h[i].lo - x->col[j].hi : x->col[j].lo - h[i].hi) <= 3) {
			best = j;
			near[i] = 1;
		}
		to[i] = best;
	}
	/* "run1 run2 run3    (10^6bits/s)": a unit in parentheses after the last column's
	 * name says what all the columns hold, not a part of that name */
	if (n >= 2 && near[n - 1] && to[n - 1] == x->tb->ncols - 1 && to[n - 2] == to[n - 1] && !near[n - 2] &&
	    h[n - 1].lo >= x->col[to[n - 1]].hi && table_unit(x->r->t, &h[n - 1]))
		to[n - 1] = -2;
	one_column_names(h, n, near, to);
	/* a token in no column belongs with the word it is written beside; so does a
	 * count left of the values' edge ("1 thread" over right-aligned figures) */
	for (i = 0; i + 1 < n; i++)
		if (to[i] == -1 && to[i + 1] >= 0 && h[i + 1].lo - h[i].hi <= 1 && !h[i + 1].tab &&
		    (strspn(x->r->t->s + h[i].s, "0123456789") == h[i].e - h[i].s ||
		     (i > 0 && (point_version(x->r->t->s + h[i].s, h[i].e - h[i].s) ||
				strchr("([", x->r->t->s[h[i + 1].s])))))
			to[i] = to[i + 1];      /* "6.6 (tps)", "CFS [MB/s]" over right-aligned figures too */
	for (i = 0; i < n; i++)
		if (to[i] == -2)
			to[i] = i > 0 && h[i].lo - h[i - 1].hi <= 1 && !h[i].tab ? to[i - 1] :
				i + 1 < n && h[i + 1].lo - h[i].hi <= 1 && !h[i + 1].tab && to[i + 1] != -2 ?
				to[i + 1] : -2;
	/* "+this series" over a figure and its change: one name, the figure's (in a
	 * header whose names stand apart by wider gaps: single blanks may part them all) */
	for (i = 1; i < n && !wide; i++)
		wide = h[i].lo - h[i - 1].hi >= 2;
	for (i = 1; i < n && wide; i++)
		if (to[i] >= 0 && to[i - 1] >= 0 && to[i] == to[i - 1] + 1 && x->col[to[i]].change &&
		    !x->col[to[i - 1]].change && h[i].lo - h[i - 1].hi <= 1 && !delta_word(x->r->t, &h[i]))
			to[i] = to[i - 1];
	for (i = 0; i < n; i++) {
		if (to[i] < 0)
			continue;
		valued++;
		if (to[i] < last)
			return 0;
		last = to[i];
	}
	return valued && direct * 10 >= valued * 6;
}

/* A change column's header is a change word; a name over it belongs to the column before */
static void repair_change_names(struct tread *x)
{
	int j, k;

	for (j = x->skip0 + 1; j < x->tb->ncols; j++) {
		if (!x->col[j].change || !x->col[j].name[0] || label_kind(x->col[j].name) == LABEL_DELTA)
			continue;
		for (k = j - 1; k >= x->skip0 && !x->col[k].name[0] && x->col[k].change; k--)
			;
		if (k >= x->skip0 && !x->col[k].name[0]) {
			memcpy(x->col[k].name, x->col[j].name, NAME_LEN);
			x->col[j].name[0] = '\0';
		}
	}
}

/* Every wide cell after the first follows a tab */
static int tab_parted(const struct htok *w, int nw)
{
	int i;

	for (i = 1; i < nw; i++)
		if (!w[i].tab)
			return 0;
	return 1;
}

/*
 * The header's first name stands wholly left of the figures: over the row labels, not over
 * a column.  Where the archive collapsed the spacing (the header's too), or bars or tabs
 * part the cells, positions say nothing.
 */
static int first_over_labels(const struct tread *x, const struct text *t, const struct htok *use, int nuse)
{
	int i, spaced = !x->collapsed;

	for (i = 1; i < nuse && !spaced; i++)
		spaced = use[i].lo - use[i - 1].hi >= 2;
	return spaced && nuse > 1 && !use[0].pipe && !use[1].tab && use[0].hi <= x->col[x->skip0].lo &&
	       !memchr(t->s + use[0].e, '|', use[1].s - use[0].e);
}

/* The bars of line l */
static int bars_of(const struct text *t, int l)
{
	int n = 0;

	for (size_t p = t->l[l].start; p < t->l[l].end; p++)
		n += t->s[p] == '|';
	return n;
}

/*
 * "| Old sysctl | debugfs file | Default |" over "| sched_latency_ns |
 * latency_ns | 6000000 |": a markdown header with as many bars as the rows,
 * whose last cell is a figure, names the figures' columns by its last cells
 * and the row names by all those before them (two or three, as the rows hold)
 */
static int markdown_lead(const struct tread *x, const struct text *t, int line)
{
	struct row rw;
	size_t p;

	if (!markdown_row(t, line) || tb_row_read(t, x->tb, 0, &rw) <= x->skip0 ||
	    bars_of(t, line) != bars_of(t, x->tb->line[0]))
		return 1;
	for (p = rw.c[rw.n - 1].e; p < t->l[x->tb->line[0]].end && strchr(" \t|", t->s[p]); p++)
		;
	return p == t->l[x->tb->line[0]].end ? 3 : 1;
}

/* Cells counted onto the columns: all of them, or those that are not changes */
static int place_by_count(struct tread *x, const struct text *t, const struct htok *use, int nuse,
			  int labels, char *label_head, int lead)
{
	int cols[ROW_MAX_CELLS], all = 0, plain = 0, j, i, off;
	int over_labels = labels && first_over_labels(x, t, use, nuse);

	for (j = x->skip0; j < x->tb->ncols; j++)
		plain += !x->col[j].change;
	all = x->tb->ncols - x->skip0;
	for (int pass = 0; pass < 2; pass++) {
		int want = pass ? plain : all, nc = 0;
		if (pass && plain == all)
			break;
		if (over_labels ? nuse != want + 1 : nuse != want && !(nuse > want && nuse <= want + lead && labels))
			continue;
		for (j = x->skip0; j < x->tb->ncols; j++)
			if (!pass || !x->col[j].change)
				cols[nc++] = j;
		off = nuse - want;
		for (i = 0; i < off; i++)
			name_add(label_head, t, use[i].s, use[i].e);
		for (i = off; i < nuse; i++)
			name_add(x->col[cols[i - off]].name, t, use[i].s, use[i].e);
		return 1;
	}
	return 0;
}

/* The column under a header word of a '|' table: of its cell, the nearest by position */
static int pipe_col(const struct tread *x, const struct htok *h)
{
	int j, best = -1, bd = 1 << 30;

	for (j = x->skip0; j < x->tb->ncols; j++) {
		int d = h->lo > x->col[j].hi ? h->lo - x->col[j].hi :
			h->hi < x->col[j].lo ? x->col[j].lo - h->hi : 0;
		if (x->col[j].pipe == h->pipe && d < bd) {
			bd = d;
			best = j;
		}
	}
	return best;
}

/* Value columns in part P of a '|' table's rows */
static int columns_in_part(const struct tread *x, int p)
{
	int j, n = 0;

	for (j = x->skip0; j < x->tb->ncols; j++)
		n += x->col[j].pipe == p;
	return n;
}

/* Header word H lies in a wide cell read already (its bytes emptied, lo..hi kept) */
static int covered(const struct htok *w, int nw, const struct htok *h)
{
	for (int i = 0; i < nw; i++)
		if (w[i].s == w[i].e && w[i].pipe == h->pipe && h->lo >= w[i].lo && h->hi <= w[i].hi)
			return 1;
	return 0;
}

/* Two or more names set apart by wide gaps: a header line, not a title */
static int names_line(const struct text *t, int line)
{
	struct htok h[64], w[64];

	return wide_cells(h, header_tokens(t, line, h, 64), w) >= 2;
}

/* Map one header line onto the columns; label_head gets what stands over the labels */
/* "(s)", "(mW)", "(MB/s)": a column's unit closing its name */
static int unit_mark(const struct text *t, const struct htok *h)
{
	return h->e - h->s >= 3 && h->e - h->s <= 10 && t->s[h->s] == '(' && t->s[h->e - 1] == ')' &&
	       isalpha((unsigned char)t->s[h->s + 1]);
}

/* As many units as columns, the last closing the line: each closes a column's name */
static int units_over(const struct tread *x, const struct htok *h, int n)
{
	const struct text *t = x->r->t;
	int i, units = 0;

	for (i = 0; i < n; i++)
		units += unit_mark(t, &h[i]);
	return n > 0 && units >= 2 && units == x->tb->ncols - x->skip0 && unit_mark(t, &h[n - 1]);
}

/*
 * "governor build (s) build energy (J) browse avg power (mW)" over rows of
 * three figures, the blanks collapsed: a column's name ends with its unit,
 * as many units as columns; else 0.
 */
static int place_by_units(struct tread *x, const struct text *t, const struct htok *h, int n)
{
	int j = x->skip0, i, from = 0;

	if (!units_over(x, h, n))
		return 0;
	for (i = 0; i < n; i++) {
		if (!unit_mark(t, &h[i]))
			continue;
		name_add(x->col[j++].name, t, h[from].s, h[i].e);
		from = i + 1;
	}
	return 1;
}

static void header_line(struct tread *x, int line, int has_labels, char *label_head)
{
	const struct text *t = x->r->t;
	struct htok h[64], w[64];
	int n = header_tokens(t, line, h, 64), nw = wide_cells(h, n, w), i, j, to[64];
	int pipes = n && h[n - 1].pipe > 0, labels = has_labels || x->skip0;

	if (!n)
		return;
	/* a spreadsheet's header ("run;GENERIC r349876;GENERIC r349876 + D20985"): a field a
	 * column, in order, whatever the blanks inside its names */
	if (csv_line(t, line) && nw >= 2 && place_by_count(x, t, w, nw, labels, label_head, 1))
		return;
	if (pipes && x->col[x->skip0].pipe >= 0) {
		/* "|   SCHED_ULE   |  SCHED_4BSD  |" over "| real user sys | real user sys |": a
		 * part of the bars holding one name over two columns or more names them all */
		for (i = 0; i < nw; i++)
			if ((i == 0 || w[i - 1].pipe != w[i].pipe) && (i + 1 == nw || w[i + 1].pipe != w[i].pipe) &&
			    columns_in_part(x, w[i].pipe) >= 2) {
				int first = -1;
				for (j = x->skip0; j < x->tb->ncols; j++) {
					if (x->col[j].pipe != w[i].pipe)
						continue;
					if (first < 0)
						first = j;
					name_add(x->col[j].name, t, w[i].s, w[i].e);
					x->col[j].span = first;
					text_label(t, w[i].s, w[i].e, x->col[j].span_name, NAME_LEN);
				}
				w[i].s = w[i].e;    /* read */
			}
		for (i = 0; i < n; i++) {
			if (covered(w, nw, &h[i]))
				continue;
			/* "INDEX" over the row names, in the bars' first part with the figures */
			if (labels && !h[i].pipe && !x->col[x->skip0].pipe && h[i].hi + 2 <= x->col[x->skip0].lo)
				name_add(label_head, t, h[i].s, h[i].e);
			else if ((j = pipe_col(x, &h[i])) >= 0)
				name_add(x->col[j].name, t, h[i].s, h[i].e);
			else if (h[i].pipe <= 1 || h[i].pipe < x->col[x->skip0].pipe)
				name_add(label_head, t, h[i].s, h[i].e);
		}
		return;
	}
	/* cells parted by tabs line up only by count: a tab's width depends on what precedes it;
	 * so do a markdown row's, whose bars part them however the blanks fell */
	if (nw >= 2 && (tab_parted(w, nw) || markdown_row(t, line)) &&
	    place_by_count(x, t, w, nw, labels, label_head, markdown_lead(x, t, line)))
		return;
	if (!x->collapsed && place_by_position(x, h, n, labels, to)) {
		for (i = 0; i < n; i++) {
			if (to[i] == -1)
				name_add(label_head, t, h[i].s, h[i].e);
			else if (to[i] >= 0)
				name_add(x->col[to[i]].name, t, h[i].s, h[i].e);
		}
		repair_change_names(x);
		return;
	}
	if (place_by_count(x, t, w, nw, labels, label_head, 1) || place_by_count(x, t, h, n, labels, label_head, 1) ||
	    place_by_units(x, t, h, n))
		return;
	for (i = 0; i < nw; i++) {
		if (w[i].hi <= x->col[x->skip0].lo && labels) {
			name_add(label_head, t, w[i].s, w[i].e);
			continue;
		}
		j = nearest_col(x, w[i].lo, w[i].hi);
		if (j >= 0)
			name_add(x->col[j].name, t, w[i].s, w[i].e);
	}
}

static int named_columns(const struct tread *x);

/* No word a function word or a statistic: names, not "mean stddev" over the runs */
static int statistic_free(const struct text *t, const struct htok *h, int n)
{
	char w[NAME_LEN];

	for (int i = 0; i < n; i++) {
		text_label(t, h[i].s, h[i].e, w, sizeof(w));
		if (stop_word(t->s + h[i].s, h[i].e - h[i].s) || label_kind(w) == LABEL_SUMMARY)
			return 0;
	}
	return 1;
}

/* Every row its figures and no name, but a summary row's ("avg 2.609 2.404") */
static int bare_runs_rows(const struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw;
	char w[NAME_LEN];
	int i, bare = 0;

	for (i = 0; i < x->tb->nrows; i++) {
		tb_row_read(t, x->tb, i, &rw);
		if (rw.label_e <= rw.label_s) {
			bare++;
			continue;
		}
		text_label(t, rw.label_s, rw.label_e, w, sizeof(w));
		if (label_kind(w) != LABEL_SUMMARY)
			return 0;
	}
	return bare >= 2;
}

/*
 * Words as many as the value columns (and one over the row names), over
 * two or more rows that have names and lost their spacing, none a function
 * word or a word that announces figures, some a word labels.c knows: a
 * header whose spacing was lost ("baseline teo-v2 menu"), not a title
 * ("Hackbench results") or a log line ("basic splice-copy failed").
 */
static int one_name_each(const struct tread *x, const struct htok *h, int n)
{
	static const char *const filler[] = { "results", "result", "numbers", "figures", "timings",
					      "data", "benchmark", "benchmarks", NULL };
	const struct text *t = x->r->t;
	struct row rw;
	int i, k, named = 0;

	/* n - 1: the first word stands over the row names ("kernel  run1 run2"); rows of bare
	 * runs ("2.612 2.408") under as many words ("before after") are named by them too */
	if (!x->collapsed || x->tb->nrows < 2 || !tb_row_read(t, x->tb, 0, &rw))
		return 0;
	if (rw.label_e <= rw.label_s && !x->skip0)
		return n == named_columns(x) && bare_runs_rows(x) && n >= 2 && statistic_free(t, h, n);
	if (n != x->tb->ncols - x->skip0 && n != x->tb->ncols - x->skip0 + 1)
		return 0;
	for (i = 0; i < x->tb->nrows; i++)
		if (tb_row_read(t, x->tb, i, &rw) != x->tb->ncols)
			return 0;
	for (i = 0; i < n; i++) {
		const char *p = t->s + h[i].s;
		size_t len = h[i].e - h[i].s;
		char w[NAME_LEN];
		if (stop_word(p, len))
			return 0;
		for (k = 0; filler[k]; k++)
			if (strlen(filler[k]) == len && !strncasecmp(filler[k], p, len))
				return 0;
		text_label(t, h[i].s, h[i].e, w, sizeof(w));
		named += label_kind(w) != LABEL_OTHER;
	}
	return named > 0;       /* some word names a build, a metric, a run ... */
}

/* The columns a header names: a change column ("+17%" after each value) has no name of its own */
static int named_columns(const struct tread *x)
{
	int j, n = 0;

	for (j = 0; j < x->tb->ncols; j++)
		n += !x->col[j].change;
	return n;
}

/* "N Min Max Median Avg Stddev Improvement": words naming summaries and changes only */
static int statistics_words(const struct text *t, const struct htok *h, int n)
{
	char w[NAME_LEN];
	int i;

	for (i = 0; i < n; i++) {
		enum label_kind k;
		text_label(t, h[i].s, h[i].e, w, sizeof(w));
		k = label_kind(w);
		if (k != LABEL_SUMMARY && k != LABEL_DELTA)
			return 0;
	}
	return 1;
}

/* A header name written in digits that is a build's version ("2.6.31", "5.4-rc2"), no count */
static int version_name(const struct text *t, const struct htok *h)
{
	const char *p = t->s + h->s;
	size_t n = h->e - h->s, dots = 0;

	for (size_t i = 0; i < n; i++)
		dots += p[i] == '.';
	return dots >= 2 || (dots == 1 && memchr(p, '-', n)) || label_build_word(p, n);
}

/*
 * "clients   tip/sched/core              +patches" over "1   402.1  398.7
 * 404.6   401.2  399.9  403.3": one header line with fewer names than
 * columns, each name standing over an equal group of plain figures: the
 * runs of that build.  The groups' width, or 0; w[*first ...] the *m names.
 */
static int run_groups(const struct tread *x, int line, struct htok *w, int *first, int *m)
{
	const struct text *t = x->r->t;
	struct htok h[64];
	int n = header_tokens(t, line, h, 64), nw = wide_cells(h, n, w), k, i, j, r;
	int cols = x->tb->ncols - x->skip0;
	struct row rw;

	if (!nw || x->collapsed || h[n - 1].pipe || tab_parted(w, nw))
		return 0;
	for (*first = 0; *first < nw && w[*first].hi <= x->col[x->skip0].lo; ++*first)
		;
	*m = nw - *first;
	if (*m < 2 || *m >= cols || cols % *m || (k = cols / *m) < 2)
		return 0;
	/* each name over its group: overlapping it, clear of the group before */
	for (i = 0; i < *m; i++) {
		const struct col *a = &x->col[x->skip0 + i * k], *b = &x->col[x->skip0 + i * k + k - 1];
		const struct htok *nm = &w[*first + i];
		if (nm->hi < a->lo - 3 || nm->lo > b->hi || (nm->digit && !version_name(t, nm)) ||
		    (i > 0 && nm->lo < x->col[x->skip0 + i * k - 1].hi))
			return 0;
	}
	for (r = 0; r < x->tb->nrows; r++) {
		if (!tb_row_read(t, x->tb, r, &rw) || rw.n != x->tb->ncols)
			return 0;
		for (j = x->skip0; j < x->tb->ncols; j++)
			if (rw.c[j].kind != CELL_VALUE || rw.c[j].pct || rw.c[j].signed_ || x->col[j].change)
				return 0;
	}
	return k;
}

/* Names each group of run_groups after the name over it; 1 if LINE reads so */
static int runs_under_names(struct tread *x, int line, char *label_head)
{
	const struct text *t = x->r->t;
	struct htok w[64];
	int first, m, k = run_groups(x, line, w, &first, &m), i, j;

	if (!k)
		return 0;
	for (i = 0; i < first; i++)
		name_add(label_head, t, w[i].s, w[i].e);
	for (i = 0; i < m; i++)
		for (j = x->skip0 + i * k; j < x->skip0 + (i + 1) * k; j++) {
			name_add(x->col[j].name, t, w[first + i].s, w[first + i].e);
			x->col[j].run_of = x->skip0 + i * k;
		}
	return 1;
}

/*
 * Does a text line stand over the columns as a header does: ruled like the
 * rows, or with about as many cells as there are columns, or with cells over
 * at least two of them?  A title ("Read averages:", a sub-heading) does not.
 */
/* No token of h opens with a digit or stands after a bar: names parted by blanks alone, not
 * a row of counts ("No of instances  1  2  4") nor a ruled table's header */
static int plain_names(const struct htok *h, int n)
{
	for (int i = 0; i < n; i++)
		if (h[i].digit || h[i].pipe)
			return 0;
	return 1;
}

static int header_fits(const struct tread *x, int line, int strict)
{
	const struct text *t = x->r->t;
	const struct tline *tl = &t->l[line];
	struct htok h[64], w[64];
	int n = header_tokens(t, line, h, 64), nw = wide_cells(h, n, w), ncols = x->tb->ncols, i;
	int hit[ROW_MAX_CELLS] = { 0 }, cols = 0, to[64], stop, named = named_columns(x);

	if (n < 1 || n >= 40 || t->s[tl->end - 1] == ':')
		return 0;
	/* "with 1 core enabled.", "Hi all,": a header names columns, it is no sentence; names
	 * in three cells or more, the last going on below it, are ("no batch   batch,   batch,") */
	if (n >= 2 && tl->end - tl->start >= 2 && (t->s[tl->end - 1] == '.' || t->s[tl->end - 1] == ',') &&
	    isalpha((unsigned char)t->s[tl->end - 2]) && !(t->s[tl->end - 1] == ',' && nw >= 3))
		return 0;
	for (i = 0, stop = 0; i < n; i++)
		stop += stop_word(t->s + h[i].s, h[i].e - h[i].s);
	/* a sentence, unless wide gaps part its words into as many cells as the columns
	 * ("threads     SMT on   coresched   coresched vs SMT on") */
	if (stop >= 2 && n > ncols + 2 && !(nw >= 3 && nw >= ncols - x->skip0 && nw <= ncols + 1 && plain_names(h, n)))
		return 0;
	if (x->col[ncols - 1].pipe >= 0)
		return h[n - 1].pipe > 0 || (n > 1 && h[1].pipe > 0);
	if (units_over(x, h, n))
		return 1;
	if (nw >= named - 1 && nw <= ncols + 1 && nw >= 2)
		return 1;
	if (nw > ncols + 1 && nw <= ncols + markdown_lead(x, t, line))
		return 1;
	if (n >= ncols - x->skip0 && n <= ncols + 1 && n >= 2 &&
	    (!layout_title_line(t, line) || one_name_each(x, h, n) || statistics_words(t, h, n)))
		return 1;
	/* "before after" over bare runs and a change column: a name a figure column */
	if (n >= 2 && n == named && one_name_each(x, h, n))
		return 1;
	if (!strict && run_groups(x, line, w, &i, &nw))
		return 1;       /* a build's name over its runs, each name over as many */
	/* words standing over the columns: as many as the columns, one over each; words
	 * one space apart with a function word among them are a sentence ("One example
	 * with hackbench 8 groups") */
	if (strict || x->collapsed || (nw == 1 && n >= 4 && stop) || !place_by_position(x, h, n, 1, to))
		return 0;
	for (i = 0; i < n; i++)
		if (to[i] >= 0 && !hit[to[i]]++)
			cols++;
	return cols >= 2 && cols * 2 >= ncols - x->skip0;
}

/* Skip blank and rule lines upward (at most two); the line reached, or -1 */
static int up_over_gap(const struct text *t, int l, int depth)
{
	int gap = 0;

	while (l >= 0 && (line_is_blank(t, l) || line_is_rule(t, l)) && gap < 2 &&
	       (t->l[l].depth == depth || line_is_blank(t, l))) {
		l--;
		gap++;
	}
	return l;
}

/*
 * Header lines above line L and the heading above them.  Between them a
 * title may stand alone: "Task | Runtime ms |", a blank line, then
 * "100ms massive_intr ... NO_PREEMPT_SHORT", a blank line, the rows.
 */
static int span_groups(const struct tread *x, int line, int below, struct htok *w, int *first, int *m);

/* A line of names each over an equal group of the columns BELOW names: a header above a header */
static int span_groups_changes(const struct tread *x, int line, int below, struct htok *w, int *first, int *m,
			       int *group);

static int spans(const struct tread *x, int line, int below)
{
	struct htok w[64];
	int first, m, group[ROW_MAX_CELLS];

	return span_groups(x, line, below, w, &first, &m) > 0 ||
	       span_groups_changes(x, line, below, w, &first, &m, group) > 0;
}

/*
 * "AF" over "UNIX" in "Pipe  AF     UDP    TCP": a header wrapped onto a line of
 * fewer words, each word starting under a word of the header line above it
 * (not its first: what stands there names rows)
 */
static int header_wraps(const struct tread *x, int line)
{
	const struct text *t = x->r->t;
	struct htok h[8], a[64];
	int n, na, i, j;

	if (line < 1 || t->l[line - 1].depth != t->l[line].depth || !text_line(x->r, x->tb, line - 1) ||
	    (n = header_tokens(t, line, h, 8)) < 1 || n > 4 || !header_fits(x, line - 1, 0))
		return 0;
	na = header_tokens(t, line - 1, a, 64);
	if (n * 2 >= na)
		return 0;
	for (i = 0; i < n; i++) {
		if (!isalpha((unsigned char)t->s[h[i].s]))
			return 0;
		for (j = 0; j < na && !(h[i].lo >= a[j].lo && h[i].lo < a[j].hi); j++)
			;
		/* under the first word ("Task") stands a group's title, the rows' build */
		if (j == na || j == 0)
			return 0;
	}
	return 1;
}

/* "------ SMT on ------     ------ SMT off -----": names each framed by a rule, side by side
 * (a gap between one frame's end and the next's start): a header over groups, no title */
static int framed_names(const struct text *t, int l)
{
	const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end, *q;

	for (q = p; q + 3 < e; q++)
		if (q[0] != ' ' && q[1] == ' ' && q[2] == ' ' && q[0] == *p) {
			const char *r = q + 1;
			while (r < e && *r == ' ')
				r++;
			if (r < e && *r == *p)
				return 1;
		}
	return 0;
}

static int machine_title(const struct xresult *r, int l, int depth)
{
	return l >= 0 && r->skip && r->skip[l] == SKIP_HARDWARE && !r->used[l] && r->t->l[l].depth == depth &&
	       layout_title_line(r->t, l);
}

static int headers_above(struct tread *x, int L, int *out, int max, int *heading, int *title)
{
	const struct xresult *r = x->r;
	const struct text *t = r->t;
	int l = up_over_gap(t, L - 1, x->tb->depth), n = 0, i;

	*heading = *title = -1;
	while (l >= 0 && n < max && text_line(r, x->tb, l)) {
		/* over a title, only a header that plainly is one */
		/* "--- hackbench, pipe mode ---" is a title, whatever it spans */
		if ((!layout_framed_line(t, l) || (n && framed_names(t, l))) &&
		    (header_fits(x, l, *title >= 0 && !n) || (n && spans(x, l, out[n - 1])) ||
		     (!n && *title < 0 && header_wraps(x, l)))) {
			out[n++] = l;
			if (l > 0 && (line_is_blank(t, l - 1) || line_is_rule(t, l - 1))) {
				l = up_over_gap(t, l - 1, x->tb->depth);
				break;
			}
			l--;
			continue;
		}
		if (n || *title >= 0)
			break;
		/* a title right over the rows; a header may stand above it */
		*title = l;
		l = up_over_gap(t, l - 1, x->tb->depth);
	}
	/* "e1000e on 8 core Intel (2 x Xeon E5440)" right over the rows: the machine's
	 * description, which systems.c took, still titles them */
	if (!n && *title < 0 && l == L - 1 && machine_title(r, l, x->tb->depth))
		*title = l;
	if (l >= 0 && t->l[l].depth == x->tb->depth && text_line(r, x->tb, l) &&
	    (!header_fits(x, l, 0) || layout_framed_line(t, l)))
		*heading = l;
	if (*heading < 0 && *title >= 0 && !n) {
		*heading = *title;
		*title = -1;
	}
	for (i = 0; i < n / 2; i++) {
		int tmp = out[i];
		out[i] = out[n - 1 - i];
		out[n - 1 - i] = tmp;
	}
	return n;
}

/* ---- reading the labels ---- */

/*
 * "2.6.12-RT-V0.7.51-04 +     0    0" over "  IRQ thread prio raised": a name
 * ending in '+', '&' or ',' goes on, on the line under it (indented past
 * its start, a few words and no figure): the bytes of that line, else 0
 */
static int name_goes_on(const struct text *t, const struct row *rw, size_t *s, size_t *e)
{
	const struct tline *nl;
	struct tok k[8];
	char last = rw->label_e > rw->label_s ? t->s[rw->label_e - 1] : 0;
	int nk, i, l = rw->line + 1;

	if (!strchr("+&,", last) || !last || l >= t->n)
		return 0;
	nl = &t->l[l];
	if (nl->depth != t->l[rw->line].depth || (nk = tok_line(t, l, k, 8)) < 1 || nk > 6 ||
	    text_column(t, l, k[0].s) <= text_column(t, rw->line, rw->label_s))
		return 0;
	for (i = 0; i < nk; i++)
		if (!isalpha((unsigned char)t->s[k[i].s]))
			return 0;
	*s = k[0].s;
	*e = k[nk - 1].e;
	return 1;
}

static void row_label(const struct text *t, const struct row *rw, int skip0, char *out, size_t n)
{
	size_t gs, ge;

	out[0] = '\0';
	if (rw->label_e > rw->label_s)
		text_label(t, rw->label_s, rw->label_e, out, n);
	if (out[0] && !rw->pipes && name_goes_on(t, rw, &gs, &ge)) {
		char more[NAME_LEN];
		text_label(t, gs, ge, more, sizeof(more));
		snprintf(out + strlen(out), n - strlen(out), " %s", more);
	}
	if (skip0 && rw->n) {
		char tmp[NAME_LEN];
		const struct vcell *c = &rw->c[0];
		size_t s = c->pre_e > c->pre_s ? c->pre_s : c->s;
		size_t e = c->post_e > c->post_s ? c->post_e : c->e;
		text_label(t, s, e, tmp, sizeof(tmp));
		if (out[0] && tmp[0])
			snprintf(out + strlen(out), n - strlen(out), " %s", tmp);
		else if (!out[0])
			snprintf(out, n, "%s", tmp);
	}
}

/* A column of values 1, 2, 3 ... in order (run numbers) or rising whole numbers (a parameter) */
/* "Average  12.33  11.95" under rows "1  12.31  11.98": a summary named where the
 * run numbers stand, one cell fewer than the rows */
static int summary_short_row(const struct text *t, const struct table *tb, const struct row *rw)
{
	char label[32];

	if (rw->label_e <= rw->label_s || rw->n != tb->ncols - 1 || rw->n < 1)
		return 0;
	text_label(t, rw->label_s, rw->label_e, label, sizeof(label));
	return label_summary_field(label) >= 0;
}

/* "dynamic (max 500000)  33512.80  214" closing rows keyed "0", "10000" ... under a
 * tunable: the last row named in words where the keys stand, one cell fewer than the rows */
static int named_last_row(const struct text *t, const struct table *tb, const struct row *rw)
{
	return tb->nrows >= 3 && rw->line == tb->line[tb->nrows - 1] && rw->label_e > rw->label_s &&
	       isalpha((unsigned char)t->s[rw->label_s]) && rw->n == tb->ncols - 1 && rw->n >= 1 &&
	       !summary_short_row(t, tb, rw);
}

/*
 * "ctx switch (us)  1.98  2.11" over "  2.01  2.07" and "  1.97  2.09": the
 * row's name written on its first run only.  A row without a name, as many
 * cells as the table has columns, under named rows of its group, is another
 * run of the nearest of them: it takes that name (unless the name is a run's
 * or a summary's, which say nothing of the rows under them).
 */
static void runs_under_name(const struct tread *x, int i, struct row *rw)
{
	const struct text *t = x->r->t;
	struct row up;
	char label[NAME_LEN];
	int k;

	if (x->skip0 || rw->label_e > rw->label_s || rw->n != x->tb->ncols || rw->pipes)
		return;
	/* a name over its runs stands a few rows up at most: the look stays short in long tables */
	for (k = i - 1; k >= 0 && k >= i - 64 && x->tb->group[k] == x->tb->group[i]; k--) {
		if (tb_row_read(t, x->tb, k, &up) != x->tb->ncols)
			return;
		if (up.label_e <= up.label_s)
			continue;
		text_label(t, up.label_s, up.label_e, label, sizeof(label));
		if (label_summary_field(label) >= 0 || label_run_number(label) > 0 ||
		    label_kind(label) == LABEL_RUN)
			return;
		rw->label_s = up.label_s;
		rw->label_e = up.label_e;
		rw->nlabel = up.nlabel;
		return;
	}
}

/* Row i as its cells stand under the columns: a short summary row gains the key cell it lacks */
static void row_at(const struct tread *x, int i, struct row *rw)
{
	const struct text *t = x->r->t;

	tb_row_read(t, x->tb, i, rw);
	runs_under_name(x, i, rw);
	if (!x->skip0 || !(summary_short_row(t, x->tb, rw) || (x->named_last && named_last_row(t, x->tb, rw))) ||
	    rw->n >= ROW_MAX_CELLS)
		return;
	memmove(rw->c + 1, rw->c, sizeof(*rw->c) * (size_t)rw->n);
	memset(&rw->c[0], 0, sizeof(rw->c[0]));
	rw->c[0].kind = CELL_NULL;
	rw->c[0].s = rw->c[0].e = rw->label_e;
	rw->c[0].pipe = -1;
	rw->n++;
}

/* "25%", "50%": a whole percent in steps of five, up to 100, as a load or utilisation is set */
static int load_level(const struct vcell *c)
{
	double v = c->x.value;

	return c->pct && !c->signed_ && v > 0 && v <= 100 && v == (double)(int)v && (int)v % 5 == 0;
}

static int key_column_rows(const struct text *t, const struct table *tb, int *runs, int named);

static int key_column(const struct text *t, const struct table *tb, int *runs)
{
	return key_column_rows(t, tb, runs, 0);
}

/* The key column, the last row named in words where its key would stand (named_last_row) */
static int key_column_named(const struct text *t, const struct table *tb, int *runs)
{
	struct row rw;

	return tb->nrows >= 3 && row_read(t, tb->line[tb->nrows - 1], &rw) && named_last_row(t, tb, &rw) &&
	       key_column_rows(t, tb, runs, 1);
}

static int key_column_rows(const struct text *t, const struct table *tb, int *runs, int named)
{
	struct row rw;
	double prev = -1;
	int i, rising = 1, consecutive = 1, n = 0, repeats = 0, distinct = 0, levels = 0;
	size_t label_s = 0, label_e = 0;

	*runs = 0;
	for (i = 0; i < tb->nrows; i++) {
		const struct vcell *c;
		if (!tb_row_read(t, tb, i, &rw))
			return 0;
		if (summary_short_row(t, tb, &rw) || (named && named_last_row(t, tb, &rw)))
			continue;       /* "Average  12.33  11.95" under the numbered runs */
		/* "hackbench 10  1.412 ..." over "hackbench 50  6.893 ...": one word over every
		 * row says what the counts count */
		if (i == 0) {
			label_s = rw.label_s;
			label_e = rw.label_e;
		}
		if (rw.n < 2 || rw.label_e - rw.label_s != label_e - label_s ||
		    memcmp(t->s + rw.label_s, t->s + label_s, label_e - label_s))
			return 0;
		c = &rw.c[0];
		levels += load_level(c);
		if (c->kind != CELL_VALUE || c->time || (c->pct && !load_level(c)) || c->signed_ || c->dev.set ||
		    (c->unit[0] && !(strchr("kKMG", c->unit[0]) && !c->unit[1]) && !load_level(c)) ||
		    !num_is_count(c->x.value) || c->x.value < 0 || c->x.value > 1e7)
			return 0;       /* "248 MB/s" is a figure, never a key ("2k" may be one) */
		/* "10 6712.48 6388.20" over "10 6698.91 6401.77": a key written again on each run */
		if (i && tb->group[i] == tb->group[i - 1] && c->x.value == prev)
			repeats++;
		else if (i && tb->group[i] == tb->group[i - 1] && c->x.value < prev)
			rising = 0;
		distinct += !i || c->x.value != prev;
		if (i && tb->group[i] == tb->group[i - 1] && c->x.value != prev + 1)
			consecutive = 0;
		if ((i == 0 || tb->group[i] != tb->group[i - 1]) && c->x.value != 1)
			consecutive = 0;
		prev = c->x.value;
		n++;
	}
	/* "10%", "20%" ... "50%": levels a load was set to, every row one, rising */
	if (levels && (levels != n || n < 3 || repeats))
		return 0;
	*runs = consecutive && n >= 2 && !levels;
	return rising && n >= 2 && (!repeats || distinct >= 2);
}

/* "6.1", "5.15": a version written as a number (one point, one or two digits after it) */
static int version_number(const struct text *t, const struct vcell *c)
{
	return c->kind == CELL_VALUE && !c->unit[0] && !c->pct && !c->signed_ && !c->dev.set &&
	       !c->time && !c->paren && point_version(t->s + c->x.s, c->x.e - c->x.s);
}

/* A first column under "kernel" (or version, release, tree, branch) holding versions: row keys */
static int version_keys(const struct tread *x)
{
	static const char *const heads[] = { "kernel", "version", "release", "tree", "branch", "kver", NULL };
	const struct text *t = x->r->t;
	struct row rw;
	int i, k;

	for (k = 0; heads[k] && strcasecmp(x->col[0].name, heads[k]); k++)
		;
	if (!heads[k] || x->tb->ncols < 2 || !x->col[1].name[0])
		return 0;
	for (i = 0; i < x->tb->nrows; i++)
		if (!tb_row_read(t, x->tb, i, &rw) || rw.label_e > rw.label_s || !version_number(t, &rw.c[0]))
			return 0;
	return 1;
}

/*
 * "period" over "100ms", "20ms", "10ms" beside columns of what was measured ("p50  p99"):
 * a setting's name over values of one unit, each row its own, is the rows' key, no figure
 * (key_column takes counts alone, never "248 MB/s")
 */
static int setting_keys(const struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw;
	char unit[sizeof(rw.c[0].unit)] = "", seen[8][32];
	int i, j, named = 0;

	if (x->tb->ncols < 3 || x->tb->nrows < 2 || x->tb->nrows > 8 || strchr(x->col[0].name, ' ') ||
	    !isalpha((unsigned char)x->col[0].name[0]) || label_count_noun(x->col[0].name, strlen(x->col[0].name)) ||
	    (label_kind(x->col[0].name) != LABEL_PARAM && label_kind(x->col[0].name) != LABEL_OTHER))
		return 0;
	for (j = 1; j < x->tb->ncols; j++) {
		enum label_kind k = label_kind(x->col[j].name);
		if (k == LABEL_CONFIG || k == LABEL_RUN)
			return 0;
		named += k == LABEL_METRIC;
	}
	if (named < 2)
		return 0;
	for (i = 0; i < x->tb->nrows; i++) {
		const struct vcell *c;
		if (!tb_row_read(t, x->tb, i, &rw) || rw.label_e > rw.label_s || rw.n < 3)
			return 0;
		c = &rw.c[0];
		if (c->kind != CELL_VALUE || c->pct || c->signed_ || c->dev.set || c->paren ||
		    c->x.e - c->x.s >= sizeof(seen[0]) || (i && strcmp(unit, c->unit)))
			return 0;
		xs_printf(unit, sizeof(unit), "%s", c->unit);
		xs_printf(seen[i], sizeof(seen[i]), "%.*s", (int)(c->x.e - c->x.s), t->s + c->x.s);
		for (j = 0; j < i; j++)
			if (!strcmp(seen[j], seen[i]))
				return 0;
	}
	return 1;
}

/* Cells with a flag before them ("-j 2") or a count after ("8 Threads") are row keys */
static int keyed_first_cell(const struct text *t, const struct table *tb)
{
	char k[32];
	struct row rw;

	if (tb->ncols < 2)
		return 0;
	snprintf(k, sizeof(k), "%s", tb->key[0]);
	if (k[0] == '-' && isalpha((unsigned char)k[1]))
		return 1;
	/* "8 users" counts; "2345.67s user" is a time named by its word */
	return label_count_noun(k, strlen(k)) && tb_row_read(t, tb, 0, &rw) && rw.n &&
	       !rw.c[0].unit[0] && !rw.c[0].time && num_is_count(rw.c[0].x.value);
}

static int change_column(const struct text *t, const struct table *tb, int j, int *ratio);

/* Line l's words, after its indent, stand one blank apart (no tab, no two blanks) */
static int one_blank_apart(const struct text *t, int l)
{
	const struct tline *tl = &t->l[l];
	size_t i = tl->start, e = tl->end;

	while (i < e && isspace((unsigned char)t->s[i]))
		i++;
	while (e > i && isspace((unsigned char)t->s[e - 1]))
		e--;
	for (; i + 1 < e; i++)
		if (t->s[i] == '\t' || (t->s[i] == ' ' && t->s[i + 1] == ' '))
			return 0;
	return 1;
}

/* Rows whose columns overlap each other did not keep their spacing (an archive collapsed it),
 * nor did rows a flattened line gave back (text.c): their header is placed by count */
static int collapsed(const struct tread *x)
{
	const struct text *t = x->r->t;
	int j, flat = 1, single = 1;

	for (j = 1; j < x->tb->ncols; j++)
		if (x->col[j].lo <= x->col[j - 1].hi)
			return 1;
	for (j = 0; j < x->tb->nrows && flat; j++)
		flat = t->l[x->tb->line[j]].flat;
	/* "16 2211.90 1697.35": rows of one blank between cells line up by chance, if at all */
	for (j = 0; j < x->tb->nrows && single; j++)
		single = one_blank_apart(t, x->tb->line[j]);
	return (flat || (single && x->tb->nrows >= 2)) && x->tb->nrows > 0;
}

static void column_geometry(struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw;
	int i, j, full = 0;

	for (j = 0; j < x->tb->ncols; j++) {
		x->col[j].lo = 1 << 30;
		x->col[j].hi = -1;
		x->col[j].pipe = -1;
	}
	/* where every column has a cell (a summary row named where the runs' numbers stand,
	 * "avg  106157.07 ...", has one cell fewer, each a column to the left) */
	for (i = 0; i < x->tb->nrows; i++)
		full += tb_row_read(t, x->tb, i, &rw) == x->tb->ncols;
	for (i = 0; i < x->tb->nrows; i++) {
		tb_row_read(t, x->tb, i, &rw);
		if (full && rw.n != x->tb->ncols)
			continue;
		for (j = 0; j < rw.n && j < x->tb->ncols; j++) {
			if (rw.c[j].col < x->col[j].lo)
				x->col[j].lo = rw.c[j].col;
			if (rw.c[j].col_end > x->col[j].hi)
				x->col[j].hi = rw.c[j].col_end;
			x->col[j].pipe = rw.c[j].pipe;
		}
	}
	for (j = 0; j < x->tb->ncols; j++)
		x->col[j].change = change_column(t, x->tb, j, &x->col[j].ratio);
	x->collapsed = collapsed(x);
}

/* "1190.0 [1.00]  4.30 [0.91]": a bracketed plain number one blank after a figure is
 * that figure relative to a base, not a figure of its own */
static int ratio_cell(const struct text *t, const struct row *rw, int j)
{
	const struct vcell *c = &rw->c[j], *prev = j ? &rw->c[j - 1] : NULL;

	return prev && prev->kind == CELL_VALUE && !prev->paren && c->paren && !c->pct &&
	       !c->signed_ && t->s[c->s] == '[' && c->s == prev->e + 1 &&
	       (!c->unit[0] || !strcmp(c->unit, "x"));
}

/* A column every cell of which is a signed or parenthesised change (+17%, (0.11%); an
 * unsigned 0% among signed ones), or a ratio to a base (*RATIO set then) */
static int change_column(const struct text *t, const struct table *tb, int j, int *ratio)
{
	struct row rw;
	int i, seen = 0, ratios = 0, signs = 0;

	for (i = 0; i < tb->nrows; i++) {
		if (tb_row_read(t, tb, i, &rw) <= j || rw.c[j].kind != CELL_VALUE)
			continue;
		if (ratio_cell(t, &rw, j))
			ratios++;
		else if (rw.c[j].pct && (rw.c[j].signed_ || rw.c[j].paren))
			signs++;
		/* "+1%  -1%  0%  0%": no change needs no sign; "~0", within the noise, neither */
		else if (!(rw.c[j].x.value == 0 && (rw.c[j].pct || t->s[rw.c[j].s] == '~')))
			return 0;
		seen++;
	}
	*ratio = seen > 0 && ratios == seen;
	return seen > 0 && (ratios == 0 || ratios == seen) && (ratios || signs);
}

/* Exactly two columns before column j hold figures, builds' (no metric's, no setting's) */
static int two_builds_before(const struct tread *x, int j)
{
	int k, n = 0;

	/* (asked before the setting's column is known: every column before it counts) */
	for (k = x->skip0; k < j; k++) {
		if (x->col[k].delta)
			continue;
		if (x->col[k].kind == LABEL_METRIC || x->col[k].kind == LABEL_PARAM || x->col[k].stamp)
			return 0;
		n++;
	}
	return n == 2;
}

/* Every value of column j a ratio written with its sign ("1.16x", "x1.16"): after a column of
 * figures, the ratio of one to another ("bsd4  dfly  dfly/bsd4"), no figure of its own */
static int x_ratios(const struct tread *x, int j)
{
	struct row rw;
	int i, seen = 0;

	for (i = 0; i < x->tb->nrows; i++) {
		if (tb_row_read(x->r->t, x->tb, i, &rw) <= j || rw.c[j].kind != CELL_VALUE)
			continue;
		if (strcmp(rw.c[j].unit, "x"))
			return 0;
		seen++;
	}
	return seen > 0;
}

struct counts {
	int config, metric, param, run, summary, other, workload, none, delta;
};

static void count_kind(struct counts *c, enum label_kind k)
{
	switch (k) {
	case LABEL_CONFIG: c->config++; break;
	case LABEL_METRIC: c->metric++; break;
	case LABEL_PARAM: c->param++; break;
	case LABEL_RUN: c->run++; break;
	case LABEL_SUMMARY: c->summary++; break;
	case LABEL_WORKLOAD: c->workload++; break;
	case LABEL_DELTA: c->delta++; break;
	case LABEL_NONE: c->none++; break;
	default: c->other++; break;
	}
}

/* Which dimension names the configurations */
/* A word over row names that says they are builds */
static int builds_head(const char *head)
{
	static const char *const heads[] = { "kernel", "kernels", "version", "versions", "scheduler",
		"schedulers", "sched", "config", "configs", "configuration", "configurations", "tree",
		"trees", "branch", "branches", "build", "builds", "release", "policy", "policies", "os",
		"governor", "governors", "driver", "drivers", "setup", "setups", NULL };
	const char *const *h;
	const char *slash = strchr(head, '/');
	char part[32];

	/* "driver/governor": each part such a word */
	if (slash && slash > head && (size_t)(slash - head) < sizeof(part) && slash[1]) {
		xs_printf(part, sizeof(part), "%.*s", (int)(slash - head), head);
		return builds_head(part) && builds_head(slash + 1);
	}
	for (h = heads; *h && strcasecmp(head, *h); h++)
		;
	return *h != NULL;
}

/* "Averages", "Medians:", "Mean of 5 runs": a title naming the statistic the rows hold */
/* The statistic (SUM_*) a title opens with ("Averages:", "Max latency in us"), or -1 */
static int title_statistic(const char *title)
{
	char w[32];
	size_t n = strcspn(title, " :,(");

	if (!n || n >= sizeof(w))
		return -1;
	memcpy(w, title, n);
	w[n] = '\0';
	if (n > 3 && (w[n - 1] == 's' || w[n - 1] == 'S') && label_summary_field(w) < 0)
		w[n - 1] = '\0';   /* "Averages", "Medians" */
	return label_summary_field(w);
}

static int statistic_title(const char *title)
{
	return title_statistic(title) >= 0;
}

/* "Metric", "Benchmark", "Test" over the row names: the rows are what was measured */
static int measures_head(const char *head)
{
	static const char *const heads[] = { "metric", "metrics", "benchmark", "benchmarks", "test", "tests",
		"workload", "workloads", "measure", "measurement", NULL };
	const char *const *h;

	for (h = heads; *h && strcasecmp(head, *h); h++)
		;
	return *h != NULL;
}

/* Every column named by a parameter is named by a version ("6.6"), not a count ("8") */
static int params_are_versions(const struct tread *x)
{
	int j;

	for (j = x->skip0; j < x->tb->ncols; j++)
		if (x->col[j].kind == LABEL_PARAM && !point_version(x->col[j].name, strlen(x->col[j].name)))
			return 0;
	return 1;
}

/*
 * Every named column is a kernel's version ("5.15  6.6" over the runs): two
 * or more, each 2.x or later, not a sweep of a setting ("0.5 1.0 1.5", or
 * any three equally apart)
 */
/* "2.6.30", "v4.19.2", "5.4-rc2": a release written in three parts or with its -rc,
 * which no setting is written as */
static int release_name(const char *nm)
{
	const char *p = nm + (*nm == 'v');
	int dots = 0;

	if (!isdigit((unsigned char)*p))
		return 0;
	for (; isdigit((unsigned char)*p) || *p == '.'; p++)
		dots += *p == '.';
	if (!strncmp(p, "-rc", 3) && isdigit((unsigned char)p[3])) {
		for (p += 3; isdigit((unsigned char)*p); p++)
			;
		return !*p && dots >= 1;
	}
	return !*p && dots >= 2;
}

/* A column's name holds a build word (a release, a scheduler, an OS) */
static int columns_build(const struct tread *x)
{
	for (int j = x->skip0; j < x->tb->ncols; j++)
		if (x->col[j].name[0] && label_has_build(x->col[j].name))
			return 1;
	return 0;
}

/* A row's name holds a release ("3.7.0-rc6 vanilla") */
static int rows_build(const struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw;
	char name[NAME_LEN];

	for (int i = 0; i < x->tb->nrows; i++) {
		if (!tb_row_read(t, x->tb, i, &rw) || rw.label_e <= rw.label_s)
			continue;
		text_label(t, rw.label_s, rw.label_e, name, sizeof(name));
		for (const char *p = name; *p; p += strcspn(p, " "), p += strspn(p, " "))
			if (isdigit((unsigned char)*p) && label_build_word(p, strcspn(p, " ")))
				return 1;
	}
	return 0;
}

static int versions_named(const struct tread *x)
{
	double v[ROW_MAX_CELLS];
	int j, n = 0, releases = 0;

	for (j = x->skip0; j < x->tb->ncols; j++) {
		const char *nm = x->col[j].name;
		if (!nm[0] || x->col[j].change)
			continue;
		if (release_name(nm)) {
			releases++;
			continue;
		}
		if (!point_version(nm, strlen(nm)) || atof(nm) < 2)
			return 0;
		v[n++] = atof(nm);
	}
	if (n >= 3 && fabs((v[1] - v[0]) - (v[2] - v[1])) < 1e-9)
		return 0;
	return n + releases >= 2;
}

/* A column named by what it counts ("processes", "threads_idle"): a figure, not a build */
static int counted_columns(const struct tread *x)
{
	int j, counted = 0, named = 0;

	for (j = x->skip0; j < x->tb->ncols; j++) {
		const char *n = x->col[j].name;
		named += n[0] != '\0';
		counted += n[0] && label_count_noun(n, strcspn(n, "_ "));
	}
	/* "none  core  l3cache": one policy's name among others that reads as a noun is none */
	return counted && counted * 2 >= named;
}

/* Every group's title, or the heading over the table, is a command line */
/*
 * "noautogroup:  max 228.4 ms, avg 42.7 ms" over "autogroup:    max  17.1 ms, ...":
 * rows named up to a colon whose every figure is keyed by a statistic are
 * what was measured side by side, whatever the names.
 */
static int keyed_summary_rows(const struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw;
	char ck[32];
	int i, j, keyed = 0;

	for (i = 0; i < x->tb->nrows; i++) {
		row_at(x, i, &rw);
		if (rw.label_e <= rw.label_s || t->s[rw.label_e - 1] != ':')
			return 0;
		for (j = 0; j < rw.n; j++) {
			if (rw.c[j].kind != CELL_VALUE)
				continue;
			cell_key(t, &rw.c[j], ck, sizeof(ck));
			if (label_summary_field(ck) < 0)
				return 0;
			keyed++;
		}
	}
	return x->tb->nrows >= 2 && keyed >= 2 * x->tb->nrows;
}

static int titled_by_command(const struct tread *x)
{
	const struct text *t = x->r->t;
	int g, titled = 0;

	for (g = 0; g < x->tb->ngroups; g++) {
		int l = x->tb->g[g].title_line;
		if (l < 0 && g == 0)
			l = x->tb->heading;
		if (l < 0)
			continue;
		if (!tk_command_line(t, l))
			return 0;
		titled++;
	}
	return titled > 0;
}

/* "2.4.18-pre9-J9", "v6.6+eevdf": a name that opens with a release number */
static int version_led(const char *nm)
{
	const char *p = nm + (*nm == 'v' || *nm == 'V');

	return isdigit((unsigned char)*p) && strchr(p, '.') && strcspn(p, " ") > 2 &&
	       p[strspn(p, "0123456789")] == '.';
}

/*
 * "2.4.18-pre9  2.4.18-pre9-J9" over rows of jobs ("kernel make -j4",
 * "gcc-3.0.3 bootstrap"): two columns or more, each named by a release, over
 * rows none of which a release opens.  The rows' build words ("kernel") are
 * what the jobs build, not builds.
 */
static int releases_over_jobs(const struct tread *x)
{
	char label[NAME_LEN];
	struct row rw;
	int j, i, n = 0;

	for (j = x->skip0; j < x->tb->ncols; j++) {
		if (!x->col[j].name[0] || x->col[j].delta)
			continue;
		if (!version_led(x->col[j].name))
			return 0;
		n++;
	}
	if (n < 2)
		return 0;
	for (i = 0; i < x->tb->nrows; i++) {
		tb_row_read(x->r->t, x->tb, i, &rw);
		row_label(x->r->t, &rw, x->skip0, label, sizeof(label));
		if (!label[0] || version_led(label))
			return 0;
	}
	return 1;
}

static int tunable_name(const char *w);

/* Every column named by a word and an option after it ("gcc -O2"), the words two or more */
static int tools_with_options(const struct tread *x)
{
	const char *first = NULL;
	int j, other = 0;

	for (j = x->skip0; j < x->tb->ncols; j++) {
		const char *n = x->col[j].name, *sp = strchr(n, ' ');
		if (!sp || sp == n || !isalpha((unsigned char)n[0]) || sp[1] != '-' || !isalpha((unsigned char)sp[2]))
			return 0;
		if (!first)
			first = n;
		else if ((size_t)(sp - n) != strcspn(first, " ") || strncmp(first, n, (size_t)(sp - n)))
			other = 1;
	}
	return other;
}

/*
 * "Per-run energy in J:" (or "5 runs per setting") over rows of a name and
 * figures under no header: the caption says the figures are runs, so each
 * row is the runs of what it names.  Three unnamed columns at least.
 */
static int unnamed_runs(const struct tread *x, int j);

static int runs_caption(const struct tread *x)
{
	static const char *const words[] = { "per-run", "per run", "each run", " runs", "iterations", "trials", NULL };
	const struct text *t = x->r->t;
	int j;

	if (x->has_header || x->tb->ncols - x->skip0 < 3 || x->tb->ngroups != 1)
		return 0;
	for (j = x->skip0; j < x->tb->ncols; j++)
		if (!unnamed_runs(x, j))
			return 0;
	for (int l = x->tb->line[0] - 1; l >= 0 && l >= x->tb->line[0] - 3; l--) {
		char low[256];
		size_t n = t->l[l].end - t->l[l].start, i;
		if (n >= sizeof(low))
			n = sizeof(low) - 1;
		for (i = 0; i < n; i++)
			low[i] = (char)tolower((unsigned char)t->s[t->l[l].start + i]);
		low[n] = '\0';
		for (const char *const *w = words; *w; w++) {
			const char *q = strstr(low, *w);
			size_t wl = strlen(*w);
			if (q && !isalpha((unsigned char)q[wl]))
				return 1;
		}
	}
	return 0;
}

static int rows_of_runs(const struct tread *x);
static enum orient orientation(struct tread *x, const struct counts *cols, const struct counts *rows)
{
	int named_cols = cols->config + cols->metric + cols->param + cols->summary + cols->other +
			 cols->workload;
	int rows_other = rows->metric + rows->param + rows->run + rows->summary + rows->workload +
			 rows->none;

	/* "threads  run 1  run 2  run 3  mean" over rows keyed by a setting: each row is the runs
	 * of one series at its setting, the heading's build */
	if (cols->run >= 2 && !cols->config && !cols->metric && !cols->other && !cols->param &&
	    !rows->config && !rows->other && x->skip0)
		return BY_ROW;
	/* "Metric  Before  After  Delta": a header naming the rows what was measured leaves the
	 * columns to the builds */
	if (measures_head(x->label_head) && cols->config + cols->other >= 2 && !cols->metric)
		return BY_COLUMN;
	/* "scheduler" over the row names and columns of what ran ("ffmpeg (fps)", "kernel build
	 * -j32 (s)"), one of which reads as a build: the heading says the rows are the builds */
	if (builds_head(x->label_head) && cols->config < named_cols && cols->config * 2 <= named_cols &&
	    !rows->metric && !rows->summary && !rows->run && !rows->workload && !rows->param)
		return BY_ROW;
	/* "NUMA01  NUMA02_SMT" (names in capitals, no build word) over rows naming releases
	 * ("3.7.0-rc6 vanilla", "autonuma-v28"): the rows are the builds */
	if (named_cols && cols->config && rows->config && !columns_build(x) && rows_build(x))
		return BY_ROW;
	if (named_cols && cols->config && cols->config >= cols->metric + cols->summary &&
	    rows->config < cols->config)
		return BY_COLUMN;
	if (cols->config == named_cols && releases_over_jobs(x))
		return BY_COLUMN;
	/* "EEVDF  scx_rusty  scx_lavd" over rows of workloads and metrics, one of which reads
	 * as a build ("kernel build (make -j32)"): every column a name, one a known build */
	if (cols->config && cols->config + cols->other == named_cols && named_cols >= 2 &&
	    rows->config * 3 <= x->tb->nrows && rows_other + rows->other + rows->config >= x->tb->nrows)
		return BY_COLUMN;
	/* columns named by kernels' versions alone ("5.15  6.6") over rows that name no build */
	if (!rows->config && !cols->config && !cols->metric && versions_named(x))
		return BY_COLUMN;
	/* rows naming benchmarks under columns of names and versions ("6.6", "tip/sched/core"):
	 * the columns are the builds */
	if (rows->workload && !rows->config && !rows->other && !rows->metric && !rows->summary &&
	    !cols->metric && !cols->summary && cols->other + cols->config && params_are_versions(x))
		return BY_COLUMN;
	/* "kernel" over the row names: the rows are the builds, whatever their words ("6.6", "BORE") */
	if (!cols->config && builds_head(x->label_head) && !rows->metric && !rows->summary && !rows->run &&
	    !rows->workload)
		return BY_ROW;
	if (rows->config && rows->config >= rows_other && cols->config == 0)
		return BY_ROW;
	if (named_cols && cols->other && !cols->metric && !cols->summary && !cols->param &&
	    rows->config == 0 && rows->other == 0)
		return BY_COLUMN;
	/* "no batch group  batch, weight=1  batch, cpu.idle=1" over "run 1 ... avg": rows of runs
	 * leave the columns to the configurations, one whose name ends in a count noun too */
	if (cols->other && cols->other >= 2 * cols->param && !cols->metric && !cols->summary && !cols->config &&
	    rows->run >= 2 && rows->run + rows->summary == x->tb->nrows)
		return BY_COLUMN;
	/* "threads  6.6  BORE" over "1  3626.2  3601.7": rows keyed by the setting leave the
	 * columns to the builds, a bare version among them ("6.6") too, or a name that reads as
	 * a setting among twice as many names ("none  core  l3cache", binding policies) */
	if (cols->other && !cols->metric && !cols->summary && !cols->config && rows->param + rows->run &&
	    !rows->config && !rows->other && !rows->metric && x->skip0 &&
	    (params_are_versions(x) || cols->other >= 2 * cols->param) && !counted_columns(x))
		return BY_COLUMN;
	/* "gcc -O0  gcc -O2  clang -O0  clang -O2" over files: a tool and its options a column,
	 * two tools or more among them, are the builds, whatever the options read as */
	if (cols->param == named_cols && named_cols >= 2 && rows->other && !rows->config && tools_with_options(x))
		return BY_COLUMN;
	if (rows->other && !rows->config && (cols->metric || cols->summary || cols->param) &&
	    rows->other >= rows_other && !cols->config)
		return BY_ROW;
	if (rows->config && !cols->config)
		return BY_ROW;
	if (cols->other && rows->other && !cols->metric && !cols->summary)
		return BY_COLUMN;
	/* rows named by words the vocabulary lacks under the command that ran them
	 * ("echo_bench -c 10 -t 60 -l 128"): the command says what ran, the rows which builds */
	if (rows->other && !rows->config && rows->other >= rows_other && titled_by_command(x))
		return BY_ROW;
	if (rows->other && !rows->config && keyed_summary_rows(x))
		return BY_ROW;
	/* "no clamp  41.3 40.8 41.9" under "Per-run energy in J:": each row the runs it names */
	if ((rows->other || rows->config) && !rows->run && !rows->summary && runs_caption(x))
		return BY_ROW;
	/* "defaults:  24112  23988  24251" under "Write test:": each row a name and its runs */
	if (!rows->run && !rows->summary && !rows->metric && !rows->workload && rows_of_runs(x))
		return BY_ROW;
	return BY_HEADING;
}

/* ---- series ---- */

/* One open series: what it is keyed by within the table */
struct slot {
	int col, group;
	char rowkey[NAME_LEN];
	int series;                /* index into r->series */
};

struct slots {
	struct slot *v;
	int n, cap;
};

static int slot_find(struct slots *sl, int col, int group, const char *rowkey)
{
	int i;

	for (i = sl->n - 1; i >= 0 && i >= sl->n - 256; i--)
		if (sl->v[i].col == col && sl->v[i].group == group && !strcmp(sl->v[i].rowkey, rowkey))
			return sl->v[i].series;
	return -1;
}

static void slot_add(struct slots *sl, int col, int group, const char *rowkey, int series)
{
	if (sl->n == sl->cap)
		sl->v = xrealloc(sl->v, sizeof(*sl->v) * (size_t)(sl->cap = sl->cap * 2 + 16));
	sl->v[sl->n].col = col;
	sl->v[sl->n].group = group;
	snprintf(sl->v[sl->n].rowkey, NAME_LEN, "%s", rowkey);
	sl->v[sl->n].series = series;
	sl->n++;
}

static void set_str(char *dst, size_t n, const char *s)
{
	snprintf(dst, n, "%s", s);
}

/* The configuration named by LABEL: label kept, scheduler and version recognised */
static void name_config(struct xseries *s, const char *label)
{
	const struct vocab_sched *sc = vocab_sched_last(label, strlen(label), NULL, NULL);
	size_t n = strlen(label);
	const char *open = n && label[n - 1] == ']' ? strrchr(label, '[') : strrchr(label, '(');
	char unit[16];

	set_str(s->label, sizeof(s->label), label);
	if (sc)
		set_str(s->scheduler, sizeof(s->scheduler), sc->name);
	/* "base(s)", "patched (usec)", "CFS [MB/s]": a build's name with its figures' unit after it */
	if (!open || open == label || (label[n - 1] != ')' && label[n - 1] != ']') ||
	    (size_t)(label + n - open) - 2 >= sizeof(unit))
		return;
	snprintf(unit, sizeof(unit), "%.*s", (int)(label + n - open - 2), open + 1);
	if (!prose_result_unit(unit))
		return;
	while (open > label && open[-1] == ' ')
		open--;
	s->label[open - label] = '\0';
	if (!s->unit[0])
		set_str(s->unit, sizeof(s->unit), unit_canon(unit));
}

/* What a row or column key that is not a configuration says about a series */
static void param_text_from(struct xparam *p, const struct text *kt)
{
	size_t n = p->num.e - p->num.s;

	if (n >= sizeof(p->str))
		n = sizeof(p->str) - 1;
	memcpy(p->str, kt->s + p->num.s, n);
	p->str[n] = '\0';
	p->num.s = p->num.e = 0;
}

/* The parameters a row or column key states ("8 clients", "-j4"), kept with their text;
 * how many it set */
static int key_params(struct xseries *s, const char *key)
{
	struct text kt;
	struct xparam before[XP_MAX];
	int i, n = s->nparams, set = 0;

	memcpy(before, s->params, sizeof(before));
	text_build(&kt, key, strlen(key));
	ctx_params(&kt, 0, strlen(key), s);
	/* numbers read from the key: their text is the key's, not the body's */
	for (i = 0; i < s->nparams; i++) {
		struct xparam *p = &s->params[i];
		if (p->is_num && (i >= n || memcmp(p, &before[i], sizeof(*p)))) {
			param_text_from(p, &kt);
			set++;
		}
	}
	text_release(&kt);
	return set;
}

/* KEY closes on a unit of results in parentheses or brackets ("idle (W)", "p99 [ms]") */
static int unit_closes(const char *key)
{
	size_t n = strlen(key);
	const char *open = n && key[n - 1] == ']' ? strrchr(key, '[') : n && key[n - 1] == ')' ? strrchr(key, '(') : NULL;
	char unit[16];

	if (!open || open == key || (size_t)(key + n - open) - 2 >= sizeof(unit) || key + n - open < 3)
		return 0;
	xs_printf(unit, sizeof(unit), "%.*s", (int)(key + n - open - 2), open + 1);
	return prose_result_unit(unit);
}

static void name_key(const struct text *t, struct xseries *s, const char *key, enum label_kind k)
{
	const struct vocab_workload *w;

	if (!key[0])
		return;
	switch (k) {
	case LABEL_METRIC:
		if (!s->metric[0] || strcmp(s->metric, key))
			set_str(s->metric, sizeof(s->metric), key);
		xs_metric_unit(s);
		break;
	case LABEL_WORKLOAD:
	case LABEL_PARAM: {
		int set = key_params(s, key);
		/* "tbench 8 clients", "netperf TCP_RR": the workload the key names */
		if ((w = vocab_workload_last(key, strlen(key), NULL, NULL)))
			set_str(s->workload, sizeof(s->workload), w->name);
		/* "cyclictest avg" beside "cyclictest max": the statistic the column holds is its
		 * metric, not the workload's usual one */
		{
			const char *last = strrchr(key, ' ');
			if (w && last && label_summary_field(last + 1) >= 0 && label_summary_field(last + 1) != SUM_N)
				set_str(s->metric, sizeof(s->metric), last + 1);
		}
		/* a key that set no parameter ("processes" beside "threads") still tells them apart */
		if (k == LABEL_WORKLOAD || !set ||
		    (!xs_param(s, "jobs") && !xs_param(s, "tasks") && !xs_param(s, "clients") &&
		     !xs_param(s, "copies")))
			xs_param_str(s, "variant", key, strlen(key));
		break;
	}
	default:
		/* "idle (W)", "1080p YouTube (W)": what was measured, by the unit it closes on */
		if (unit_closes(key)) {
			set_str(s->metric, sizeof(s->metric), key);
			xs_metric_unit(s);
			break;
		}
		xs_param_str(s, "variant", key, strlen(key));
		break;
	}
	(void)t;
}

/* The end of header line L's part over the rows' keys (before the first figures' column) */
static size_t over_keys(const struct tread *x, int l)
{
	const struct text *t = x->r->t;
	size_t e = t->l[l].start;

	while (e < t->l[l].end && text_column(t, l, e) < x->col[x->skip0].lo)
		e++;
	return e;
}

static int new_series(struct tread *x, int line, size_t s0, size_t s1)
{
	struct xresult *r = x->r;
	const struct text *t = r->t;
	struct xseries *s = xr_series_at(r, line, s0, s1, "table");

	if (x->ctx_to > x->ctx_from) {
		const struct vocab_workload *w = vocab_workload_last(t->s + x->ctx_from,
								     x->ctx_to - x->ctx_from, NULL, NULL);
		if (w)
			set_str(s->workload, sizeof(s->workload), w->name);
		ctx_params(t, x->ctx_from, x->ctx_to, s);
		if (x->unit_to > x->ctx_from)
			ctx_unit(t, x->ctx_from, x->unit_to, s->unit, sizeof(s->unit));
		/* once a table, not once a series: text_column counts from the line's start */
		for (int h = 0; !x->keys_found && h < x->nhead_lines; h++)
			x->keys_end[h] = over_keys(x, x->head_lines[h]);
		x->keys_found = 1;
		for (int h = 0; h < x->nhead_lines && !s->unit[0]; h++)
			ctx_unit(t, t->l[x->head_lines[h]].start, x->keys_end[h], s->unit, sizeof(s->unit));
		if (!s->unit[0] && x->units_line[0])
			set_str(s->unit, sizeof(s->unit), x->units_line);
		ctx_direction(t, x->ctx_from, x->ctx_to, s);
	}
	if (!s->workload[0])
		ctx_workload_above(t, line, s0, s->workload, sizeof(s->workload));
	return r->nseries - 1;
}

static void add_value(struct xseries *s, const struct vcell *c)
{
	xs_value(s, &c->x);
	if (c->dev.set && !s->has_summary) {
		s->has_summary = 1;
		s->sum[SUM_STDDEV] = c->dev;
	}
	/* "0.112 (0.104/0.121)": the average of runs not shown, their range beside it */
	if (c->lo.set && s->nvalues == 1 && !s->has_summary) {
		s->sum[SUM_MIN] = c->lo;
		s->sum[SUM_MAX] = c->hi;
		xs_average_of_range(s);
	}
	xs_unit_of(s, c);
	if (c->pct && !s->unit[0])
		set_str(s->unit, sizeof(s->unit), "%");
}

static void add_summary(struct xseries *s, int field, const struct vcell *c)
{
	if (field < 0 || field >= SUM_COUNT)
		return;
	s->has_summary = 1;
	s->sum[field] = c->x;
	/* "889.6 ± 118.8" under "Mean [ms]" (hyperfine's markdown export): the mean's spread */
	if (field == SUM_MEAN && c->dev.set && !c->dev_pct && !s->sum[SUM_STDDEV].set)
		s->sum[SUM_STDDEV] = c->dev;
}


struct rowinfo {
	char label[NAME_LEN];
	char group[NAME_LEN];      /* the first of two keys naming the row ("youtube 1080p"), or "" */
	char key[NAME_LEN];        /* the label without a leading run number */
	enum label_kind kind;
	int run;
	int summary;               /* SUM_* or -1 */
};

/* The noun a key column's header counts: "nr_threads", "#clients", "threads" */
static const char *counted_noun(const char *head)
{
	static const char *const prefixes[] = { "nr_", "nr ", "num_", "#", "number of ", "no. of ", NULL };

	for (const char *const *p = prefixes; *p; p++)
		if (!strncasecmp(head, *p, strlen(*p))) {
			head += strlen(*p);
			break;
		}
	return label_count_noun(head, strlen(head)) ? head : NULL;
}

/* A bare number under a header that counts ("nr_threads  1  2  4") is that many: "1 threads" */
static void counted_key(const struct tread *x, struct rowinfo *ri)
{
	const char *noun;
	char key[NAME_LEN];

	if (!x->skip0 || !ri->key[0] || strspn(ri->key, "0123456789") != strlen(ri->key) ||
	    !(noun = counted_noun(x->col[0].name[0] ? x->col[0].name : x->label_head)))
		return;
	snprintf(key, sizeof(key), "%s %s", ri->key, noun);
	set_str(ri->key, sizeof(ri->key), key);
	ri->kind = label_kind(ri->key);
}

/* "run2", "#3", "r1": a run's number written with its word or mark, not a bare count */
static int run_word(const char *w)
{
	return label_run_number(w) > 0 && !isdigit((unsigned char)w[0]) && !strchr(w, ' ');
}

/*
 * "base  run1  652.1 ..." over "      run2  660.8 ...": a build named on its
 * group's first row, the runs numbered on each.  The row's build (into
 * name) and run, or 0: its own name before its run word, else that of the
 * nearest row above written so.
 */
static int grouped_run(const struct tread *x, const char *label, int line, char *name, size_t n)
{
	const char *sp = strrchr(label, ' ');
	struct row up;
	char above[NAME_LEN];
	int i;

	if (sp && sp > label && run_word(sp + 1)) {
		snprintf(name, n, "%.*s", (int)(sp - label), label);
		return label_run_number(sp + 1);
	}
	/* "2.2.3 (vanilla) run 1": the word and the number apart */
	if (sp && sp > label) {
		const char *w = sp;
		while (w > label && w[-1] != ' ')
			w--;
		if (w > label + 1 && isalpha((unsigned char)*w) && label_run_number(w) > 0 && isdigit((unsigned char)sp[1])) {
			snprintf(name, n, "%.*s", (int)(w - 1 - label), label);
			return label_run_number(w);
		}
	}
	if (!run_word(label))
		return 0;
	for (i = x->tb->nrows - 1; i >= 0; i--) {
		if (x->tb->line[i] >= line)
			continue;
		tb_row_read(x->r->t, x->tb, i, &up);
		row_label(x->r->t, &up, x->skip0, above, sizeof(above));
		if (!run_word(above))
			return (sp = strrchr(above, ' ')) && sp > above && run_word(sp + 1) &&
			       snprintf(name, n, "%.*s", (int)(sp - above), above) > 0 ? label_run_number(label) : 0;
	}
	return 0;
}

/* A series found before this table (among the last 256: a long table asks at each row) is
 * labelled KEY */
static int named_before(const struct tread *x, const char *key)
{
	const struct xresult *r = x->r;

	for (int i = x->first_series > 256 ? x->first_series - 256 : 0; i < x->first_series; i++)
		if (!strcasecmp(r->series[i].label, key))
			return 1;
	return 0;
}

/* KEY is "No X", "Without X" or "Non-X" of X */
static int negation_of(const char *key, const char *x)
{
	static const char *const nots[] = { "no ", "without ", "non-", "w/o ", NULL };
	size_t n;

	for (int i = 0; nots[i]; i++)
		if (!strncasecmp(key, nots[i], n = strlen(nots[i])) && x[0] && !strcasecmp(key + n, x))
			return 1;
	return 0;
}

/* "No XPS:" in a table with a row "XPS:" (or the other way): the two are the settings compared,
 * whatever the vocabulary knows of the word */
static int negated_twin(const struct tread *x, const struct row *rw, const char *key)
{
	const struct text *t = x->r->t;
	char other[NAME_LEN];
	struct row ro;

	if (x->tb->nrows > 8)
		return 0;
	for (int i = 0; i < x->tb->nrows; i++) {
		if (x->tb->line[i] == rw->line)
			continue;
		row_at(x, i, &ro);
		row_label(t, &ro, x->skip0, other, sizeof(other));
		if (negation_of(key, other) || negation_of(other, key))
			return 1;
	}
	return 0;
}

static void read_row_info(struct tread *x, const struct row *rw, struct rowinfo *ri)
{
	const struct text *t = x->r->t;
	char *sp, group[NAME_LEN];
	int run;

	row_label(t, rw, x->skip0, ri->label, sizeof(ri->label));
	set_str(ri->key, sizeof(ri->key), ri->label);
	ri->group[0] = '\0';
	if (rw->group_e > rw->group_s)
		text_label(t, rw->group_s, rw->group_e, ri->group, sizeof(ri->group));
	ri->run = 0;
	/* "base run1", then "run2": the build's runs */
	if (!x->skip0 && (run = grouped_run(x, ri->label, rw->line, group, sizeof(group))) > 0 &&
	    (label_kind(group) == LABEL_CONFIG || label_kind(group) == LABEL_OTHER)) {
		set_str(ri->key, sizeof(ri->key), group);
		ri->run = run;
		ri->kind = LABEL_CONFIG;
		ri->summary = -1;
		counted_key(x, ri);
		return;
	}
	/* "1 massive_intr:(5)": a run number, then what the row is about */
	if ((sp = strchr(ri->label, ' ')) && sp - ri->label <= 3) {
		char num[8];
		snprintf(num, sizeof(num), "%.*s", (int)(sp - ri->label), ri->label);
		/* "8 clients:" is a setting, not run 8 of "clients" ("1 worker:(4)", a task and its
		 * count as perf sched prints them, is run 1 still) */
		if (label_run_number(num) > 0 && !x->skip0 &&
		    (strstr(sp + 1, ":(") || !label_count_noun(sp + 1, strcspn(sp + 1, " :")))) {
			ri->run = label_run_number(num);
			set_str(ri->key, sizeof(ri->key), sp + 1);
		}
	}
	/* ministat's set markers (x + *) name no configuration: the title does */
	if (strlen(ri->key) == 1 && strchr("x+*%#@O", ri->key[0]))
		ri->key[0] = '\0';
	ri->summary = label_summary_field(ri->key);
	ri->kind = ri->key[0] ? label_kind(ri->key) : LABEL_NONE;
	/* a bare version naming its row beside named ones (mark_version_rows) is a build; so is
	 * one written with its colon before two figures or more ("6.6:  3560.5  2087.2") */
	if (x->versions || (t->named_first && t->named_first[rw->line]) ||
	    (ri->kind == LABEL_PARAM && rw->nvalues >= 2 && rw->label_e > rw->label_s &&
	     t->s[rw->label_e - 1] == ':' && point_version(ri->key, strlen(ri->key))))
		ri->kind = LABEL_CONFIG;
	/* "util_est v2:  98.71" under a title, where a table above had a row "util_est v2": a
	 * name the post gave a configuration is one here too */
	if (ri->kind == LABEL_OTHER && (named_before(x, ri->key) || negated_twin(x, rw, ri->key)))
		ri->kind = LABEL_CONFIG;
	if (ri->summary >= 0)
		ri->kind = x->summaries_plain ? LABEL_METRIC : LABEL_SUMMARY;
	if (label_run_number(ri->key) > 0 && (x->runs || ri->kind == LABEL_RUN)) {
		ri->run = label_run_number(ri->key);
		ri->kind = LABEL_RUN;
		ri->key[0] = '\0';
	}
	/* the key's task count "(5)" is no part of what the row names */
	if ((sp = strstr(ri->key, ":(")))
		*sp = '\0';
	counted_key(x, ri);
}

/* The column named NAME (n bytes) exactly, else -1 */
static int column_named(const struct tread *x, const char *name, size_t n)
{
	for (int k = x->skip0; k < x->tb->ncols && n; k++)
		if (strlen(x->col[k].name) == n && !strncasecmp(x->col[k].name, name, n))
			return k;
	return -1;
}

/* A change column named after the two it compares ("null/Credit2", "new vs old"): the
 * compared (a) and the base (b); 1 when its name reads so */
static int delta_named_sides(const struct tread *x, int d, int *a, int *b)
{
	const char *n = x->col[d].name, *vs = strstr(n, " vs "), *slash = strchr(n, '/');
	size_t la = vs ? (size_t)(vs - n) : slash ? (size_t)(slash - n) : 0;
	const char *rest = vs ? vs + 4 : slash ? slash + 1 : NULL;

	if (!rest || (slash && strchr(slash + 1, '/')))
		return 0;
	*a = column_named(x, n, la);
	*b = column_named(x, rest, strlen(rest));
	return *a >= 0 && *b >= 0 && *a != d && *b != d && *a != *b;
}

/* The first and nearest configuration columns left of a change column, unless it names them */
/* "base: avg 1%low" then "base+patch: avg (chg) 1%low (chg)": a change inside a group after
 * its figure compares it with the figure at the same place in the first group; 1 when so */
static int span_change_sides(const struct tread *x, int d, int *a, int *b)
{
	int f = d - 1, pos = 0, j;

	if (d <= x->skip0 || x->col[d].span < 0 || x->col[f].span != x->col[d].span || x->col[f].change ||
	    x->col[x->skip0].span != x->skip0 || x->col[d].span == x->skip0)
		return 0;
	for (j = x->col[f].span; j < f; j++)
		pos += !x->col[j].change;
	for (j = x->skip0; j < x->tb->ncols && x->col[j].span == x->skip0; j++)
		if (!x->col[j].change && !pos--) {
			*a = f;
			*b = j;
			return 1;
		}
	return 0;
}

static void delta_sides(const struct tread *x, int d, int *a, int *b)
{
	int j;

	if (delta_named_sides(x, d, a, b) || span_change_sides(x, d, a, b))
		return;
	*a = *b = -1;
	for (j = x->skip0; j < d; j++) {
		if (x->col[j].delta || j == x->param_col)
			continue;       /* (a setting's counts, "-c 50", are no build's figures) */
		if (*b < 0)
			*b = j;
		*a = j;
	}
	if (*a == *b)
		*a = -1;
}

static void delta_cmp(struct tread *x, int a, int b, const struct vcell *c, int line, int col,
		      const char *rowkey, int head_named)
{
	struct xresult *r = x->r;
	const struct text *t = r->t;
	struct xcomparison *cmp;
	char cell[48], head[NAME_LEN] = "";

	if (a < 0 || b < 0 || a == b || x->col[col].ratio == RATIO_TO_BASE)
		return;
	cmp = xr_cmp(r);
	cmp->a = b;                 /* the base first: ministat's x */
	cmp->b = a;
	if (c->pct || strchr(x->col[col].name, '%') || strcasestr(x->col[col].name, "pct"))
		cmp->delta_pct = c->x;
	else
		cmp->delta = c->x;
	cmp->span[0] = c->s;
	cmp->span[1] = c->e;
	cmp->line = line;
	set_str(cmp->workload, sizeof(cmp->workload), r->series[a].workload);
	/* the claim the cell makes: "2.6.14 vs RHEL4U2, 1: %-diff -48.4%" */
	text_label(t, c->s, c->e, cell, sizeof(cell));
	if (head_named && x->col[col].name[0])
		snprintf(head, sizeof(head), "%s ", x->col[col].name);
	xs_printf(cmp->text, sizeof(cmp->text), "%s vs %s%s%s: %s%s", r->series[a].label,
		 r->series[b].label, rowkey && *rowkey ? ", " : "", rowkey ? rowkey : "", head, cell);
}

/* The series of (col, group, rowkey), made on first use */
static int series_for(struct tread *x, struct slots *sl, int col, int group, const char *rowkey,
		      const struct row *rw)
{
	int si = slot_find(sl, col, group, rowkey);

	if (si < 0) {
		si = new_series(x, rw->line, x->r->t->l[rw->line].start, x->r->t->l[rw->line].end);
		slot_add(sl, col, group, rowkey, si);
	}
	return si;
}

static const char *group_title(const struct tread *x, int g)
{
	if (x->tb->g[g].title[0])
		return x->tb->g[g].title;
	for (; g >= 0; g--)
		if (x->tb->g[g].title[0])
			return x->tb->g[g].title;
	return "";
}

/*
 * A group's title as its series' "group", and the counts it states: "and
 * with 16 clients" over the second group sets what the heading above the
 * first ("tbench with 8 clients") had set.
 */
/* A time unit written as a word of a title line ("hackbench, seconds, ..."): its canonical name */
static int title_time_unit(const struct text *t, int l, char *out, size_t n)
{
	static const char *const words[] = { "seconds", "secs", "sec", "msecs", "msec", "ms",
					     "usecs", "usec", "nsec", NULL };
	struct tok k[16];
	int nk = tok_line(t, l, k, 16), i;

	for (i = 0; i < nk; i++) {
		size_t len = k[i].e - k[i].s;
		while (len && strchr(",:;)", t->s[k[i].s + len - 1]))
			len--;
		for (const char *const *w = words; *w; w++)
			if (strlen(*w) == len && !strncasecmp(t->s + k[i].s, *w, len)) {
				set_str(out, n, unit_canon(*w));
				return 1;
			}
	}
	return 0;
}

static void group_params(const struct tread *x, int g, struct xseries *s)
{
	const struct text *t = x->r->t;
	const char *title = group_title(x, g);
	int l = x->tb->g[g].title_line;
	const struct vocab_workload *w;
	char unit[16];

	xs_param_str(s, "group", title, strlen(title));
	if (g > 0 && l >= 0) {
		ctx_params(t, t->l[l].start, t->l[l].end, s);
		/* "tbench (higher is better)" over the second group: its workload */
		if ((w = vocab_workload_last(t->s + t->l[l].start, t->l[l].end - t->l[l].start, NULL, NULL)))
			set_str(s->workload, sizeof(s->workload), w->name);
		/* "hackbench, seconds (lower is better)" under "tbench, MB/sec (higher ...)" */
		if (ctx_unit(t, t->l[l].start, t->l[l].end, unit, sizeof(unit)) ||
		    title_time_unit(t, l, unit, sizeof(unit))) {
			set_str(s->unit, sizeof(s->unit), unit);
			s->better[0] = '\0';
			ctx_direction(t, t->l[l].start, t->l[l].end, s);
		}
	}
}

static int runs_or_summary(enum label_kind k)
{
	return k == LABEL_RUN || k == LABEL_SUMMARY;
}

/* Columns k and j hold figures of two units ("1.38 s  1084.46 Mop/s"): in most rows whose
 * cells both carry one, the units differ */
static int units_differ(const struct tread *x, int k, int j)
{
	struct row rw;
	int i, diff = 0, same = 0;

	for (i = 0; i < x->tb->nrows; i++) {
		if (tb_row_read(x->r->t, x->tb, i, &rw) <= j || rw.c[j].kind != CELL_VALUE ||
		    rw.c[k].kind != CELL_VALUE || !rw.c[j].unit[0] || !rw.c[k].unit[0])
			continue;
		if (strcmp(rw.c[j].unit, rw.c[k].unit))
			diff++;
		else
			same++;
	}
	return diff > same;
}

/* Each unnamed column under no header whose cells' unit is not the first such column's
 * (other_unit): once a table, units_differ reading every row */
static void mark_other_units(struct tread *x)
{
	int j, k = -1;

	if (x->has_header)
		return;
	for (j = x->skip0; j < x->tb->ncols; j++) {
		if (x->col[j].name[0] || x->col[j].change || x->col[j].delta)
			continue;
		if (k < 0)
			k = j;
		else
			x->col[j].other_unit = units_differ(x, k, j);
	}
}

/* "Before: 12.31 12.40 12.28": columns nothing names, under no header, are runs; not
 * "CG.A  1.38 s  1084.46 Mop/s", whose cells say they measure two things */
static int unnamed_runs(const struct tread *x, int j)
{
	return !x->has_header && !x->col[j].name[0] && !x->col[j].change && !x->col[j].delta &&
	       !x->col[j].other_unit;
}

/* "single-core: 2391 2402 2388   avg 2397.2": a cell keyed by a statistic closes the rows,
 * the unnamed cells before it the runs it sums up, whatever titles them */
static int summary_keyed(const struct tread *x)
{
	for (int k = x->skip0 + 2; k < x->tb->ncols; k++)
		if (x->tb->key[k][0] && label_summary_field(x->tb->key[k]) >= 0 && unnamed_runs(x, k - 1) &&
		    unnamed_runs(x, k - 2))
			return 1;
	return 0;
}

/*
 * Configurations in rows: columns of runs (run1 run2 ..., or unnamed) and of
 * a summary (avg, stddev) belong to one series per row, kept under the first
 * of them.
 */
static int pool_col(const struct tread *x, int j)
{
	int k;

	if (unnamed_runs(x, j)) {
		for (k = x->skip0; k < j && !unnamed_runs(x, k); k++)
			;
		return k;
	}
	if (!runs_or_summary(x->col[j].kind))
		return j;
	for (k = x->skip0; k < j; k++)
		if (runs_or_summary(x->col[k].kind))
			return k;
	return j;
}

/* Column j's name is "P stat" ("cyclictest avg"): the length of P, 0 when not */
static size_t stat_suffixed(const struct tread *x, int j, int *field)
{
	const char *name = x->col[j].name, *last = strrchr(name, ' ');

	if (!last || last == name)
		return 0;
	*field = label_summary_field(last + 1);
	if (*field < 0 || *field == SUM_N)
		return 0;
	return (size_t)(last - name);
}

/*
 * "cyclictest avg  cyclictest max" side by side in a table of a
 * configuration a row: one distribution's statistics, so one series whose
 * summary they are. The first column of the run sharing the workload, or -1.
 */
static int stat_group(const struct tread *x, int j, int *field)
{
	int k, f, first = j;
	size_t n = stat_suffixed(x, j, field);

	if (!n || x->orient != BY_ROW || !vocab_workload_last(x->col[j].name, n, NULL, NULL))
		return -1;
	while (first > x->skip0 && stat_suffixed(x, first - 1, &f) == n &&
	       !strncmp(x->col[first - 1].name, x->col[j].name, n))
		first--;
	k = j + 1 < x->tb->ncols && stat_suffixed(x, j + 1, &f) == n &&
	    !strncmp(x->col[j + 1].name, x->col[j].name, n);
	return first < j || k ? first : -1;
}

/* A summary cell under a spanning name: the series of the name, one per row */
static void emit_span_cell(struct tread *x, struct slots *sl, const struct row *rw,
			   const struct rowinfo *ri, int g, int j, struct xseries **out)
{
	struct xresult *r = x->r;
	const struct col *c = &x->col[j];
	int pooled = ri->kind == LABEL_RUN || ri->kind == LABEL_NONE || ri->kind == LABEL_SUMMARY;
	int si = series_for(x, sl, c->span, g, pooled ? "" : ri->key, rw);
	struct xseries *s = &r->series[si];    /* after series_for: it may move the array */

	*out = s;
	if (!s->nvalues && !s->has_summary && x->span_runs) {
		name_config(s, ri->key);
		name_key(r->t, s, c->span_name, LABEL_OTHER);
	} else if (!s->nvalues && !s->has_summary) {
		name_config(s, c->span_name);
		if (!pooled)
			name_key(r->t, s, ri->key, ri->kind);
		if (group_title(x, g)[0])
			group_params(x, g, s);
	}
	if (s->span[1] < rw->c[j].e)
		s->span[1] = r->t->l[rw->line].end;
	add_summary(s, c->sum, &rw->c[j]);
}

/* "LATENCY(us)", "IOPS": a group title naming what is measured; "2) link size: 10" is a setting */
/* "tps tps tps": a title of one word written over each column is that word; else s */
static const char *one_word(const char *s, char *buf, size_t n)
{
	size_t w = strcspn(s, " ");
	const char *p = s + w;

	if (!w || w >= n)
		return s;
	while (*p == ' ') {
		p += strspn(p, " ");
		if (strncmp(p, s, w) || (p[w] && p[w] != ' '))
			return s;
		p += w;
	}
	snprintf(buf, n, "%.*s", (int)w, s);
	return buf;
}

static int metric_title(const char *s)
{
	int depth = 0;

	for (const char *p = s; *p; p++) {
		depth += *p == '(' ? 1 : *p == ')' ? -1 : 0;
		if (depth <= 0 && isdigit((unsigned char)*p))
			return 0;
	}
	return label_kind(s) == LABEL_METRIC;
}

/* The summary field a cell's own key names ("avg 3.412s", "stddev: 0.041"), else -1 */
static int keyed_summary(const struct text *t, const struct vcell *c)
{
	char ck[32];

	if (c->pre_e <= c->pre_s)
		return -1;
	cell_key(t, c, ck, sizeof(ck));
	return ck[0] ? label_summary_field(ck) : -1;
}

/* A relative column's cell: its build's series (no value) and its ratio to the first column's */
static void emit_relative(struct tread *x, struct slots *sl, const struct row *rw, const struct rowinfo *ri,
			  int g, int j)
{
	struct xresult *r = x->r;
	int pooled = ri->kind == LABEL_RUN || ri->kind == LABEL_NONE || ri->kind == LABEL_SUMMARY;
	int base = slot_find(sl, x->skip0, g, pooled ? "" : ri->key), si;
	struct xseries *s;
	struct xcomparison *cmp;
	char cell[48];

	if (base < 0)
		return;
	si = series_for(x, sl, j, g, pooled ? "" : ri->key, rw);
	s = &r->series[si];
	if (!s->nvalues && !s->has_summary) {
		const struct xseries *b = &r->series[base];
		name_config(s, x->col[j].name);
		memcpy(s->params, b->params, sizeof(s->params));
		s->nparams = b->nparams;
		/* distinct series of one array: the fields copy whole */
		memcpy(s->workload, b->workload, sizeof(s->workload));
		memcpy(s->metric, b->metric, sizeof(s->metric));
		memcpy(s->unit, b->unit, sizeof(s->unit));
	}
	cmp = xr_cmp(r);
	cmp->a = base;
	cmp->b = si;
	cmp->delta = rw->c[j].x;
	cmp->span[0] = rw->c[j].s;
	cmp->span[1] = rw->c[j].e;
	cmp->line = rw->line;
	set_str(cmp->workload, sizeof(cmp->workload), r->series[base].workload);
	text_label(r->t, rw->c[j].s, rw->c[j].e, cell, sizeof(cell));
	if (x->col[j].rel == REL_VERSUS) {
		/* the first column against the build the header names: that build is the base */
		cmp->a = si;
		cmp->b = base;
		if (rw->c[j].pct) {
			cmp->delta_pct = cmp->delta;
			memset(&cmp->delta, 0, sizeof(cmp->delta));
		}
		xs_printf(cmp->text, sizeof(cmp->text), "%s vs %s%s%s: %s", r->series[base].label,
			  r->series[si].label, ri->key[0] ? ", " : "", ri->key, cell);
		return;
	}
	xs_printf(cmp->text, sizeof(cmp->text), "%s vs %s%s%s: %s x", r->series[si].label,
		  r->series[base].label, ri->key[0] ? ", " : "", ri->key, cell);
}

/*
 * Unnamed columns under no header, below a title that names one build by
 * its version or scheduler ("mainline 3.16.1" over "  build: 6m41s 6m38s
 * 6m44s"), are that build's runs; below a sentence ("same three kernels in
 * the same order", "nested quote with a table") they may be builds named
 * elsewhere, and stay apart.
 */
static int heading_runs(const struct tread *x, int g, int j)
{
	return x->orient == BY_HEADING && unnamed_runs(x, j) &&
	       ((label_kind(group_title(x, g)) == LABEL_CONFIG && label_has_build(group_title(x, g))) ||
		summary_keyed(x));
}

/* "preempt_thresh", "kern.sched.steal_thresh", "sched_migration_cost_ns": one word naming a
 * tunable (a '_' or '.' between letters), whose values the rows below set */
static int tunable_name(const char *w)
{
	const char *p;

	if (!*w || strchr(w, ' ') || !isalpha((unsigned char)w[0]))
		return 0;
	for (p = w + 1; p[1]; p++)
		if ((*p == '_' || *p == '.') && isalpha((unsigned char)p[-1]) && isalpha((unsigned char)p[1]))
			return 1;
	return 0;
}

/* "Default", "setting": a column of the values tunables are set to, not of results */
static int settings_column(const char *name)
{
	static const char *const words[] = { "default", "defaults", "setting", "settings", "current",
					     "default value", "current value", NULL };
	int i;

	for (i = 0; words[i] && strcasecmp(name, words[i]); i++)
		;
	return words[i] != NULL;
}

/* A row keyed by a tunable ("sched_latency_ns", "autovacuum_naptime  60  s") under a
 * column of settings, or in a table whose rows are all tunables: a configuration's
 * listing (pg_settings, a document's table, "base  factor  shown here") */
static int tunable_setting(const struct tread *x, const struct rowinfo *ri)
{
	char first[NAME_LEN];
	const char *base;

	if (x->tunable_rows)
		return 1;
	/* "knob  value  default": a column of defaults makes the table a listing */
	if (!x->settings_col)
		return 0;
	set_str(first, sizeof(first), ri->key);
	first[strcspn(first, " ")] = '\0';
	/* "/proc/sys/kernel/sched_rt_period_us": the tunable its file names */
	base = first[0] == '/' && strrchr(first, '/')[1] ? strrchr(first, '/') + 1 : first;
	return tunable_name(base);
}

/* "cacheht_time" a table's heading, "kern.sched.cacheht_time" in the post's text: the name in
 * full (its dotted path) into out, else the heading's */
static void full_tunable(const struct text *t, const char *head, char *out, size_t n)
{
	size_t hl = strlen(head);
	const char *p = t->s, *end = t->s + t->len, *q;

	xs_printf(out, n, "%s", head);
	while (hl && (q = memmem(p, (size_t)(end - p), head, hl))) {
		const char *a = q;
		p = q + 1;
		if (a == t->s || a[-1] != '.' || (q + hl < end && (isalnum((unsigned char)q[hl]) || q[hl] == '_')))
			continue;
		while (a > t->s && (isalnum((unsigned char)a[-1]) || a[-1] == '.' || a[-1] == '_'))
			a--;
		if (a < q - 1 && isalpha((unsigned char)*a) && (size_t)(q + hl - a) < n) {
			xs_printf(out, n, "%.*s", (int)(q + hl - a), a);
			return;
		}
	}
}

/* Under a tunable heading the rows' keys ("cfs_period_us" over "5000"), column j a setting
 * beside it: another tunable ("cfs_quota_us") or a count ("CPUs"), its cells part of the key */
static int key_beside(const struct tread *x, int j)
{
	const char *name = x->col[j].name;

	if (j < x->skip0 || !tunable_name(x->label_head))
		return 0;
	/* "OMP_PROC_BIND  numa_balancing" over "false  0" and "false  1": the tunables right
	 * after the key, when the key alone names no row */
	if (x->orient == BY_ROW) {
		if (!x->keys_repeat || j == x->param_col)
			return 0;
		for (int k = x->skip0; k <= j; k++)
			if (!tunable_name(x->col[k].name))
				return 0;
		return 1;
	}
	return x->orient == BY_HEADING && (tunable_name(name) || label_count_noun(name, strlen(name)));
}

/* "burst(us)", "period": a setting's one word (its unit after it) over the rows' keys, no count
 * ("threads"), no build's heading, no metric's or statistic's name */
static int setting_head(const char *head)
{
	size_t n = strcspn(head, "(");
	char w[32];
	enum label_kind k;

	if (n < 3 || n >= sizeof(w) || strchr(head, ' ') || !isalpha((unsigned char)head[0]))
		return 0;
	xs_printf(w, sizeof(w), "%.*s", (int)n, head);
	for (size_t i = 0; i < n; i++)
		if (!isalpha((unsigned char)w[i]) && w[i] != '_' && w[i] != '.')
			return 0;
	k = label_kind(w);
	return !label_count_noun(w, n) && !builds_head(w) && label_summary_field(w) < 0 &&
	       (k == LABEL_OTHER || k == LABEL_PARAM || k == LABEL_NONE);
}

/* "cfs_period_us=5000, cfs_quota_us=10000, CPUs=2.0": the row's key and the settings beside it */
static void keyed_setting(const struct tread *x, const struct row *rw, const struct rowinfo *ri,
			  char *out, size_t n)
{
	const struct text *t = x->r->t;
	size_t o = (size_t)snprintf(out, n, "%s=%s", x->label_head, ri->key);

	for (int k = x->skip0; k < rw->n && o < n; k++)
		if (key_beside(x, k) && rw->c[k].kind == CELL_VALUE)
			o += (size_t)snprintf(out + o, n - o, ", %s=%.*s", x->col[k].name,
					      (int)(rw->c[k].e - rw->c[k].s), t->s + rw->c[k].s);
}

/* The row's count under the setting's column: its parameter, as "20 groups" says it; under an
 * option ("-c") what the workload's bare counts count (redis-benchmark's clients), else the
 * option and its value as the run's arguments */
static void param_cell(const struct tread *x, const struct row *rw, struct xseries *s)
{
	const char *name = x->col[x->param_col].name;
	const struct vcell *c = &rw->c[x->param_col];
	const struct vocab_workload *w = s->workload[0] ? vocab_workload(s->workload) : NULL;
	char word[NAME_LEN];

	if (name[0] == '-' && w && w->row_param) {
		xs_param_num(s, w->row_param, &c->x);
		return;
	}
	if (name[0] == '-') {
		xs_printf(word, sizeof(word), "%s %.*s", name, (int)(c->e - c->s), x->r->t->s + c->s);
		xs_param_str(s, "arguments", word, strlen(word));
		return;
	}
	xs_printf(word, sizeof(word), "%.*s %s", (int)(c->e - c->s), x->r->t->s + c->s, name);
	name_key(x->r->t, s, word, LABEL_PARAM);
}

static void emit_cell(struct tread *x, struct slots *sl, const struct row *rw, const struct rowinfo *ri,
		      int g, int j, struct xseries **out)
{
	struct xresult *r = x->r;
	const struct vcell *c = &rw->c[j];
	char rowkey[NAME_LEN], ck[32], word[NAME_LEN], setting[2 * NAME_LEN], keyed[2 * NAME_LEN];
	int si, stat_col, stat = -1, pooled = ri->kind == LABEL_RUN || ri->kind == LABEL_NONE ||
		ri->kind == LABEL_SUMMARY;
	struct xseries *s;
	const char *cfg;

	*out = NULL;
	if (c->kind != CELL_VALUE || x->col[j].delta || x->col[j].runno || x->col[j].stamp || j == x->param_col)
		return;
	if (tunable_setting(x, ri))
		return;
	if (x->col[j].rel && x->orient == BY_COLUMN) {
		emit_relative(x, sl, rw, ri, g, j);
		return;
	}
	/* a figure no configuration names is not kept: nothing could say what it measured */
	cfg = x->orient == BY_COLUMN ? x->col[j].name : x->orient == BY_ROW ? ri->key : group_title(x, g);
	/* "preempt_thresh  tps" over "80  21907": each value of the tunable is a configuration
	 * (of the build a title names: "6.1 + patch, preempt_thresh=80") */
	keyed[0] = '\0';
	/* "burst(us)" over "0", "100000" and nothing else naming a build: each row a setting
	 * of it, "burst=0" */
	if (x->orient == BY_HEADING && ri->key[0] && !cfg[0] && setting_head(x->label_head)) {
		size_t hn = strcspn(x->label_head, "(");
		xs_printf(setting, sizeof(setting), "%.*s=%s", (int)hn, x->label_head, ri->key);
		cfg = setting;
		pooled = 0;
	}
	if (x->orient == BY_ROW && x->keys_repeat && ri->key[0]) {
		if (key_beside(x, j))
			return;
		keyed_setting(x, rw, ri, keyed, sizeof(keyed));
	}
	if (x->orient == BY_HEADING && ri->key[0] && tunable_name(x->label_head)) {
		if (key_beside(x, j))
			return;
		keyed_setting(x, rw, ri, keyed, sizeof(keyed));
		/* a build's short name leads it, not the sentence a heading came from */
		if (cfg[0] && label_has_build(cfg) && strlen(cfg) <= 40 && !strstr(cfg, ". "))
			xs_printf(setting, sizeof(setting), "%s, %s", cfg, keyed);
		else
			xs_printf(setting, sizeof(setting), "%s", keyed);
		cfg = setting;
		pooled = 0;
	}
	if (!cfg[0])
		return;
	/* rows keyed by several settings are apart unless all of them agree */
	set_str(rowkey, sizeof(rowkey), pooled ? "" : keyed[0] ? keyed : ri->key);
	if (x->param_col >= 0)
		xs_printf(rowkey, sizeof(rowkey), "%s\x1f%.*s", pooled ? "" : ri->key,
			  (int)(rw->c[x->param_col].e - rw->c[x->param_col].s), r->t->s + rw->c[x->param_col].s);
	if (ri->group[0]) {
		char keyed_in[NAME_LEN];
		set_str(keyed_in, sizeof(keyed_in), rowkey);
		xs_printf(rowkey, sizeof(rowkey), "%s\x1e%s", ri->group, keyed_in);
	}
	if (x->orient == BY_COLUMN && x->col[j].sum >= 0) {
		emit_span_cell(x, sl, rw, ri, g, j, out);
		return;
	}
	stat_col = stat_group(x, j, &stat);
	si = series_for(x, sl, x->col[j].run_of >= 0 && x->orient == BY_COLUMN ? x->col[j].run_of :
			stat_col >= 0 ? stat_col :
			x->orient == BY_ROW || heading_runs(x, g, j) ||
			(x->orient == BY_HEADING && runs_or_summary(x->col[j].kind)) ? pool_col(x, j) : j,
			x->orient == BY_ROW && !pooled && !x->groups_apart ? 0 : g, rowkey, rw);
	s = &r->series[si];
	*out = s;
	if (!s->nvalues && !s->has_summary) {
		switch (x->orient) {
		case BY_COLUMN:
			if (x->span_runs) {
				/* the row names the build, the spanning name what ran */
				name_config(s, ri->key);
				name_key(r->t, s, x->col[j].span_name, LABEL_OTHER);
				break;
			}
			name_config(s, x->col[j].name);
			if (x->col[j].setting[0])
				name_key(r->t, s, x->col[j].setting, LABEL_PARAM);
			if (x->col[j].metric[0]) {
				set_str(s->metric, sizeof(s->metric), x->col[j].metric);
				xs_metric_unit(s);      /* "Latency(ms)" under a build, as in a header */
			}
			if (!pooled)
				name_key(r->t, s, ri->key, ri->kind);
			else if (ri->kind == LABEL_SUMMARY && ri->group[0])   /* "Wakeup  Max" */
				xs_param_str(s, "case", ri->group, strlen(ri->group));
			if (x->param_col >= 0)
				param_cell(x, rw, s);
			if (group_title(x, g)[0])
				group_params(x, g, s);
			break;
		case BY_ROW:
			/* "cacheht_time" over "20  1361.3s  1366.8s ...": the row is the tunable's setting,
			 * by the name the post gives it in full ("kern.sched.cacheht_time") */
			if (tunable_name(x->label_head) && ri->key[0]) {
				char full[NAME_LEN];
				full_tunable(r->t, x->label_head, full, sizeof(full));
				xs_printf(word, sizeof(word), "%s=%s", full, ri->key);
				if (keyed[0])   /* ", numa_balancing=1" after the key's */
					xs_printf(word, sizeof(word), "%s=%s", full,
						  keyed + strlen(x->label_head) + 1);
				name_config(s, word);
			} else
				name_config(s, ri->key);
			if (ri->group[0])
				xs_param_str(s, "case", ri->group, strlen(ri->group));
			if (x->param_col >= 0)
				param_cell(x, rw, s);
			if (x->groups_apart && metric_title(group_title(x, g)))
				name_key(r->t, s, one_word(group_title(x, g), word, sizeof(word)),
					 LABEL_METRIC);   /* "LATENCY(us):"; "tps  tps  tps" is "tps" */
			else if (x->groups_apart)
				group_params(x, g, s);
			if (stat_col >= 0) {
				xs_printf(word, sizeof(word), "%.*s", (int)stat_suffixed(x, j, &stat),
					  x->col[j].name);
				name_key(r->t, s, word, LABEL_WORKLOAD);
			} else if (pool_col(x, j) == j && !runs_or_summary(x->col[j].kind))
				name_key(r->t, s, x->col[j].name, x->col[j].kind == LABEL_CONFIG ?
					 LABEL_OTHER : x->col[j].kind);
			break;
		default:
			name_config(s, cfg);
			if (!pooled)
				name_key(r->t, s, ri->key, ri->kind == LABEL_CONFIG ? LABEL_OTHER : ri->kind);
			if (!runs_or_summary(x->col[j].kind))   /* "run1 ... mean": one series */
				name_key(r->t, s, x->col[j].name, x->col[j].kind == LABEL_CONFIG ? LABEL_OTHER :
					 x->col[j].kind == LABEL_NONE ? LABEL_METRIC : x->col[j].kind);
			break;
		}
		cell_key(r->t, c, ck, sizeof(ck));
		/* "8 instances  190233.1": the words after a row's key number are its label's */
		if (j == x->skip0 && x->skip0 && rw->c[j - 1].post_e > rw->c[j - 1].post_s)
			ck[0] = '\0';
		if (ck[0] && !s->metric[0] && label_summary_field(ck) < 0)
			set_str(s->metric, sizeof(s->metric), ck);
	}
	if (s->span[1] < rw->c[j].e)
		s->span[1] = r->t->l[rw->line].end;
	if (ri->kind == LABEL_SUMMARY)
		add_summary(s, ri->summary, c);
	else if (stat_col >= 0)
		add_summary(s, stat, c);
	else if (x->col[j].kind == LABEL_SUMMARY && x->orient != BY_COLUMN)
		add_summary(s, label_summary_field(x->col[j].name), c);
	else if (x->title_stat >= 0)
		add_summary(s, x->title_stat, c);
	else if (x->last_stat >= 0 && j == x->tb->ncols - 1)
		add_summary(s, x->last_stat, c);
	else if (!x->col[j].name[0] && keyed_summary(r->t, c) >= 0)
		add_summary(s, keyed_summary(r->t, c), c);   /* "avg 3.412s  stddev 0.041" */
	else if (c->paren && x->col[j].run_of >= 0 && x->col[j].run_of < j &&
		 (j + 1 >= x->tb->ncols || x->col[j + 1].run_of != x->col[j].run_of))
		add_summary(s, SUM_MEAN, c);    /* "241.3  240.8  242.1  (241.4)": the runs' mean */
	else
		add_value(s, c);
}

/* "p99", "p99.9", "99th", "99th pct": a percentile's name */
static int percentile_name(const char *name)
{
	const char *p = name + (name[0] == 'p' || name[0] == 'P');
	size_t n = strspn(p, "0123456789.");

	return n && (!p[n] || (p > name && p[n] == ' ') || !strncmp(p + n, "th", 2));
}

/* Column k's name is an earlier column's too */
static int column_named_before(const struct tread *x, int k)
{
	for (int i = x->skip0; i < k; i++)
		if (!strcmp(x->col[i].name, x->col[k].name))
			return 1;
	return 0;
}

/* The cells after summary column j of a row: the other statistics join j's series, the
 * other columns are read as cells of their own */
static void summary_cells(struct tread *x, struct slots *sl, const struct row *rw,
			  const struct rowinfo *ri, int g, int j, int *row_series)
{
	struct xseries *s;

	for (int k = j + 1; k < rw->n && k < x->tb->ncols; k++) {
		/* "mean  std  p50": the 50th percentile among statistics is their median */
		if (!strcmp(x->col[k].name, "p50") && rw->c[k].kind == CELL_VALUE) {
			add_summary(&x->r->series[row_series[j]], SUM_MEDIAN, &rw->c[k]);
			row_series[k] = row_series[j];
			continue;
		}
		/* runs after the statistics, or names again, are another build's, whose name the
		 * header lacks */
		if (x->col[k].kind == LABEL_RUN || !x->col[k].name[0] || label_run_number(x->col[k].name) > 0 ||
		    column_named_before(x, k))
			break;
		if (x->col[k].kind != LABEL_SUMMARY) {
			if (!percentile_name(x->col[k].name))
				continue;    /* "Relative" (hyperfine): no figure of the row's own */
			emit_cell(x, sl, rw, ri, g, k, &s);
			row_series[k] = s ? (int)(s - x->r->series) : -1;
			continue;
		}
		if (rw->c[k].kind == CELL_VALUE)
			add_summary(&x->r->series[row_series[j]], label_summary_field(x->col[k].name), &rw->c[k]);
		row_series[k] = row_series[j];
	}
}

/* "delta vs 6.5.13" names the row it compares with: the first row must be that build */
static int names_base(const struct tread *x, const char *key, int base)
{
	const char *vs = strstr(key, " vs ");
	const char *name = vs ? vs + 4 : (vs = strstr(key, " against ")) ? vs + 9 : NULL;

	if (!name)
		return 1;
	while (*name == ' ' || *name == '.')
		name++;
	return !*name || !strncasecmp(x->r->series[base].label, name, strlen(name));
}

/* Configurations in rows: a change row ("Differ -83.6% ...") compares the row above with the first */
static void delta_row(struct tread *x, const struct row *rw, const struct rowinfo *ri)
{
	int j;

	if (!x->have_rows)
		return;
	for (j = x->skip0 ? 1 : 0; j < rw->n && j < x->tb->ncols; j++)
		if (rw->c[j].kind == CELL_VALUE && x->prev_row[j] >= 0 && x->base_row[j] >= 0 &&
		    x->prev_row[j] != x->base_row[j] && names_base(x, ri->key, x->base_row[j]))
			delta_cmp(x, x->prev_row[j], x->base_row[j], &rw->c[j], rw->line, j,
				  x->col[j].name[0] ? x->col[j].name : ri->key, 0);
}

/*
 * A change column in a table of one configuration ("With patch ... Improvement
 * 30.03%") compares its row with the same row of the table just above (the
 * "Without patch" one), when that table gave a series a row as this one does.
 */
/* A table right above with as many rows, whose row i a change column of this one compares with */
static int prev_fits(const struct tread *x, int i)
{
	const struct tprev *p = x->prev;

	return p && p->n == x->tb->nrows && i < p->n && x->tb->line[0] - p->end <= 6;
}

/* The first row's cell of column j is no figure ("-", "n/a", blank): the row the others change from */
/* The first row's change cell is blank, a dash, or zero ("0.00", "0%"): the base's own */
static int first_row_blank(const struct tread *x, int j)
{
	struct row rw;

	return tb_row_read(x->r->t, x->tb, 0, &rw) <= j || rw.c[j].kind != CELL_VALUE || rw.c[j].x.value == 0;
}

static void delta_previous(struct tread *x, int i, const int *row_series, const struct vcell *c,
			   int line, int col)
{
	const struct tprev *p = x->prev;
	int j, mine = -1;

	if (!prev_fits(x, i))
		return;
	for (j = 0; j < ROW_MAX_CELLS && mine < 0; j++)
		if (!x->col[j].delta && row_series[j] >= 0)
			mine = row_series[j];
	if (mine >= 0)
		delta_cmp(x, mine, p->first + i, c, line, col, "", 1);
}

/* Configurations in rows, a change after a row's figures ("tip+patch: 3.987 s (-3.0%)"):
 * the row against the first row; 1 when read */
static int delta_first_row(struct tread *x, int i, const int *row_series, const struct vcell *c,
			   int line, int col)
{
	int j;

	if (i == 0 || !x->have_rows)
		return 0;
	/* "98.540 (+0.2%)  84.102 (+0.5%)": a change after each figure is that figure's */
	for (j = col - 1; j >= x->skip0 && x->col[j].delta; j--)
		;
	if (j >= x->skip0 && j + 1 == col && row_series[j] >= 0 && x->base_row[j] >= 0 &&
	    x->base_row[j] != row_series[j] && x->tb->holes) {
		delta_cmp(x, row_series[j], x->base_row[j], c, line, col, "", 0);
		return 1;
	}
	for (j = x->skip0; j < x->tb->ncols; j++)
		if (!x->col[j].delta && row_series[j] >= 0 && x->base_row[j] >= 0 &&
		    x->base_row[j] != row_series[j]) {
			delta_cmp(x, row_series[j], x->base_row[j], c, line, col, "", 0);
			return 1;
		}
	return 0;
}

/* "12543 frames in 5.0 seconds = 2508.600 FPS": the cells before a lone '=' are what the
 * figure after it was worked out from; the first cell kept, 0 when none is */
static int result_cell(const struct text *t, const struct row *rw)
{
	int j;

	for (j = rw->n - 1; j > 0; j--)
		if (rw->c[j].pre_e == rw->c[j].pre_s + 1 && t->s[rw->c[j].pre_s] == '=')
			return j;
	return 0;
}

/* "[runs]", "runs", "n", "samples": a column counting the runs each figure of the row is
 * the mean of */
static int runs_column(const struct col *c)
{
	char w[NAME_LEN];
	size_t i, o = 0;

	for (i = 0; c->name[i] && o + 1 < sizeof(w); i++)
		if (c->name[i] != '[' && c->name[i] != ']' && c->name[i] != '(' && c->name[i] != ')' &&
		    c->name[i] != '#')
			w[o++] = c->name[i];
	w[o] = '\0';
	return !strcasecmp(w, "runs") || !strcasecmp(w, "n") || !strcasecmp(w, "samples") ||
	       !strcasecmp(w, "iterations") || !strcasecmp(w, "nruns");
}

/* Kernel [runs] Time CPU% over "2.4.20  3  79  94.9": the count is each figure's n, no figure */
static void runs_count(struct tread *x, const struct row *rw, int *row_series)
{
	int j, k;

	if (x->orient == BY_COLUMN)
		return;
	for (j = 0; j < rw->n && j < x->tb->ncols; j++) {
		const struct vcell *c = &rw->c[j];
		if (!runs_column(&x->col[j]) || c->kind != CELL_VALUE || !num_is_count(c->x.value) ||
		    c->unit[0] || c->pct || row_series[j] >= 0)
			continue;
		for (k = 0; k < rw->n && k < x->tb->ncols; k++) {
			struct xseries *s = row_series[k] >= 0 ? &x->r->series[row_series[k]] : NULL;
			if (k != j && s && !s->sum[SUM_N].set && s->nvalues == 1)
				add_summary(s, SUM_N, c);
		}
		return;
	}
}

/* A row read, its series a column: kept for a row of ratios below naming it */
static void remember_row(struct tread *x, const char *key, const int *row_series)
{
	struct seen_row *sr;

	if (!key[0] || x->nseen >= 64)
		return;
	x->seen = xrealloc(x->seen, sizeof(*x->seen) * (size_t)(x->nseen + 1));
	sr = &x->seen[x->nseen++];
	set_str(sr->key, sizeof(sr->key), key);
	memcpy(sr->series, row_series, sizeof(sr->series));
}

/* NAME ("rc5") names a row read above ("3.6.0-rc5": the whole key, or a part of it set off
 * by '-', '+', '_' or a blank): its index in x->seen, else -1 */
static int seen_named(const struct tread *x, const char *name, size_t n)
{
	int found = -1;

	for (int i = 0; i < x->nseen; i++) {
		const char *k = x->seen[i].key;
		size_t kl = strlen(k);
		int whole = kl == n && !strncasecmp(k, name, n);
		int tail = kl > n && !strncasecmp(k + kl - n, name, n) && strchr("-+_ ", k[kl - n - 1]);
		int head = kl > n && !strncasecmp(k, name, n) && strchr("-+_ ", k[n]);
		if (whole)
			return i;
		if (tail || head) {
			if (found >= 0)
				return -1;      /* two rows it could be */
			found = i;
		}
	}
	return found;
}

/*
 * "rc5/3.5.4" under rows "3.5.4" and "3.6.0-rc5", its cells ratios near
 * one (0.99, 0.79): each cell the first named row's figure over the second's
 * in its column, a comparison, no series.  1 when read so.
 */
static int ratio_row(struct tread *x, const struct row *rw, const struct rowinfo *ri)
{
	const char *slash = strchr(ri->key, '/');
	int a, b, j, cells = 0;

	if (!slash || strchr(slash + 1, '/') || strchr(ri->key, ' ') ||
	    (a = seen_named(x, ri->key, (size_t)(slash - ri->key))) < 0 ||
	    (b = seen_named(x, slash + 1, strlen(slash + 1))) < 0 || a == b)
		return 0;
	for (j = x->skip0; j < rw->n && j < x->tb->ncols; j++) {
		const struct vcell *c = &rw->c[j];
		if (c->kind != CELL_VALUE)
			continue;
		if (c->pct || c->unit[0] || c->x.value < 0.2 || c->x.value > 5)
			return 0;
		cells++;
	}
	if (!cells)
		return 0;
	for (j = x->skip0; j < rw->n && j < x->tb->ncols; j++)
		if (rw->c[j].kind == CELL_VALUE && x->seen[a].series[j] >= 0 && x->seen[b].series[j] >= 0)
			delta_cmp(x, x->seen[a].series[j], x->seen[b].series[j], &rw->c[j], rw->line, j,
				  x->col[j].name[0] ? x->col[j].name : ri->key, 0);
	x->r->used[rw->line] = 1;
	return 1;
}

/*
 * "vs no clamp   -   -9.8%   -13.0%" under "energy [J]   41.32  37.26  35.96",
 * configurations in columns: a row of changes against the column its key
 * names ("vs NAME"), else against the column whose cell it leaves blank;
 * each cell compares its column's series of the row above with the base's.
 */
static void column_delta_row(struct tread *x, const struct row *rw, const struct rowinfo *ri)
{
	const char *vs = strstr(ri->key, "vs "), *name = vs ? vs + 3 : ri->key + strlen(ri->key);
	size_t n = strlen(name), k = strlen(ri->key);
	char key[NAME_LEN];
	int j, base = -1;

	while (n && (name[n - 1] == '-' || name[n - 1] == ' ' || name[n - 1] == ':'))
		n--;
	/* the key less the blank the row left ("vs no clamp -"): the claim's words */
	while (k && (ri->key[k - 1] == '-' || ri->key[k - 1] == ' ' || ri->key[k - 1] == ':'))
		k--;
	xs_printf(key, sizeof(key), "%.*s", (int)k, ri->key);
	for (j = x->skip0; j < x->tb->ncols && base < 0; j++)
		if (n && strlen(x->col[j].name) == n && !strncasecmp(x->col[j].name, name, n))
			base = j;
	for (j = x->skip0; j < x->tb->ncols && base < 0; j++)
		if (j >= rw->n || rw->c[j].kind != CELL_VALUE)
			base = j;
	if (base < 0 || x->above[base] < 0)
		return;
	for (j = x->skip0; j < rw->n && j < x->tb->ncols; j++)
		if (j != base && rw->c[j].kind == CELL_VALUE && x->above[j] >= 0)
			delta_cmp(x, x->above[j], x->above[base], &rw->c[j], rw->line, j, key, 0);
	x->r->used[rw->line] = 1;
}

static void emit_row(struct tread *x, struct slots *sl, int i, const struct row *rw, int *row_series)
{
	struct rowinfo ri;
	int j, g = x->tb->group[i];
	struct xseries *s;

	read_row_info(x, rw, &ri);
	if (x->orient == BY_ROW && ri.kind == LABEL_DELTA) {
		delta_row(x, rw, &ri);
		return;
	}
	if (x->orient == BY_COLUMN && ri.kind == LABEL_DELTA && x->have_above) {
		column_delta_row(x, rw, &ri);
		return;
	}
	if (x->orient == BY_ROW && ratio_row(x, rw, &ri))
		return;
	for (j = 0; j < ROW_MAX_CELLS; j++)
		row_series[j] = -1;
	for (j = x->skip0 ? 1 : 0; j < rw->n && j < x->tb->ncols; j++) {
		if (j < result_cell(x->r->t, rw))
			continue;
		emit_cell(x, sl, rw, &ri, g, j, &s);
		row_series[j] = s ? (int)(s - x->r->series) : -1;
		/* a summary-column table: one series a row, its cells the summary; a column
		 * beside them naming no statistic ("p99" after "min  avg  max") its own */
		if (s && x->orient != BY_COLUMN && x->col[j].kind == LABEL_SUMMARY) {
			summary_cells(x, sl, rw, &ri, g, j, row_series);
			break;
		}
	}
	runs_count(x, rw, row_series);
	if (x->orient == BY_COLUMN) {
		for (j = 0; j < x->tb->ncols; j++)
			x->above[j] = j < rw->n ? row_series[j] : -1;
		x->have_above = 1;
	}
	if (x->orient == BY_ROW && ri.kind != LABEL_SUMMARY) {
		/* "32 baseline ... 3051" over "32 patched ... 2413 +1.11": a row that leaves the
		 * change column blank is the base of the rows below it */
		int base = !x->have_rows;
		for (j = rw->n; j < x->tb->ncols; j++)
			base |= x->col[j].delta;
		for (j = 0; j < x->tb->ncols; j++) {
			int sj = j < rw->n ? row_series[j] : -1;
			if (base)
				x->base_row[j] = sj;
			x->prev_row[j] = sj;
		}
		x->have_rows = 1;
		remember_row(x, ri.key, row_series);
	}
	for (j = x->skip0 ? 1 : 0; j < rw->n && j < x->tb->ncols; j++) {
		if (!x->col[j].delta || rw->c[j].kind != CELL_VALUE || x->orient == BY_COLUMN ||
		    (x->orient == BY_ROW && !x->col[j].name[0] &&
		     delta_first_row(x, i, row_series, &rw->c[j], rw->line, j)))
			continue;
		/* "%diff" over "-" in the first row, with no table above it to compare with: each
		 * row against the first */
		if (!prev_fits(x, i) && x->orient == BY_ROW && first_row_blank(x, j))
			delta_first_row(x, i, row_series, &rw->c[j], rw->line, j);
		else
			delta_previous(x, i, row_series, &rw->c[j], rw->line, j);
	}
	for (j = x->skip0 ? 1 : 0; j < rw->n && j < x->tb->ncols; j++) {
		int a, b;
		if (!x->col[j].delta || rw->c[j].kind != CELL_VALUE || x->orient != BY_COLUMN)
			continue;
		delta_sides(x, j, &a, &b);
		if (a >= 0 && b >= 0 && row_series[a] >= 0 && row_series[b] >= 0)
			delta_cmp(x, row_series[a], row_series[b], &rw->c[j], rw->line, j, ri.key, 1);
	}
}

/* ---- the whole table ---- */

/*
 * "6.6-rc1:" over "--- hackbench, pipe mode ---" over the header: a heading
 * naming no build under a title that names one; the title is the build's.
 */
static void build_above(struct tread *x, int heading)
{
	char above[NAME_LEN];
	char *title = x->tb->g[0].title;

	if (title[0] && label_has_build(title))
		return;
	if (layout_title_above(x->r, heading, above, sizeof(above)) >= 0 && label_has_build(above))
		set_str(title, NAME_LEN, above);
}

/* "With the diff, on the x3550:", "Without the series on my box:": a line opening with
 * "With"/"Without" and two or three words to a comma or "on" names what the rows ran with */
static void opening_with(const struct text *t, int l, char *out, size_t n)
{
	struct tok k[6];
	int nk = tok_line(t, l, k, 6), e;

	if (nk < 3 || !(tok_is(t, &k[0], "with") || tok_is(t, &k[0], "without") || tok_is(t, &k[0], "With") ||
			tok_is(t, &k[0], "Without")))
		return;
	for (e = 1; e < nk && e <= 3; e++) {
		char c = t->s[k[e].e - 1];
		if (tok_is(t, &k[e], "on") || tok_is(t, &k[e], "for"))
			break;
		if (c == ',' || c == ':') {
			e++;
			break;
		}
	}
	if (e < 2 || e > 4 || (e == 4 && !strchr(",:", t->s[k[3].e - 1])))
		return;
	text_label(t, k[0].s, k[e - 1].e, out, n);
	while (*out && strchr(",:", out[strlen(out) - 1]))
		out[strlen(out) - 1] = '\0';
}

/* The line a sentence ending on line l starts on ("glxgears in a window, first" over
 * "on plain 2.6.7:"): l itself unless l goes on from the line above */
static int sentence_from(const struct text *t, int l)
{
	int from = l;

	while (from > 0 && from > l - 3 && layout_sentence_tail(t, from))
		from--;
	return from;
}

/* Title TITLE holds ITEM as one of its comma-parted settings */
static int holds_setting(const char *title, const char *item, size_t n)
{
	for (const char *p = title; (p = strstr(p, item)); p += n)
		if ((p == title || p[-1] == ' ') && (!p[n] || p[n] == ','))
			return 1;
	return 0;
}

/*
 * 'cpu.max "200000 100000", cpu.max.burst 0' over one group of rows and
 * '..., cpu.max.burst 100000' over the next: the settings every group's
 * title shares say nothing of which is which, and leave the titles.
 */
static void settings_apart(struct tread *x)
{
	const struct text *t = x->r->t;
	char out[TAB_MAX_GROUPS][NAME_LEN];
	int g;

	if (x->tb->ngroups < 2)
		return;
	for (g = 0; g < x->tb->ngroups; g++)
		if (x->tb->g[g].title_line < 0 || !settings_row(t, x->tb->g[g].title_line) || !x->tb->g[g].title[0])
			return;
	for (g = 0; g < x->tb->ngroups; g++) {
		const char *p = x->tb->g[g].title, *c;
		size_t o = 0;
		out[g][0] = '\0';
		for (; *p; p = *c ? c + 1 : c) {
			char item[NAME_LEN];
			int shared = 1;
			for (c = p; *c && *c != ','; c++)
				;
			while (*p == ' ')
				p++;
			snprintf(item, sizeof(item), "%.*s", (int)(c - p), p);
			for (int h = 0; h < x->tb->ngroups && shared; h++)
				shared = holds_setting(x->tb->g[h].title, item, strlen(item));
			if (!shared && o + strlen(item) + 3 < NAME_LEN)
				o += (size_t)snprintf(out[g] + o, NAME_LEN - o, "%s%s", o ? ", " : "", item);
		}
		if (!out[g][0])
			return;
	}
	for (g = 0; g < x->tb->ngroups; g++)
		memcpy(x->tb->g[g].title, out[g], NAME_LEN);
}

static void titles(struct tread *x)
{
	const struct text *t = x->r->t;
	int g;

	for (g = 0; g < x->tb->ngroups; g++) {
		int l = x->tb->g[g].title_line;
		if (l < 0 && g == 0)
			l = x->tb->heading;
		/* "IOPS:" over "instances  1  2  4", the row of counts taken as the header */
		if (l < 0 && g == 0 && x->header_row >= 0) {
			layout_title_above(x->r, x->header_row, x->tb->g[g].title, NAME_LEN);
			continue;
		}
		if (l >= 0 && layout_title_line(t, l))
			layout_title_text(t, l, x->tb->g[g].title, NAME_LEN);
		/* "glxgears on 2.6.31 (CFS):": a sentence introducing the rows names their build,
		 * over the table or a later group of it ("and on 2.6.7-ck5 with the same load:");
		 * "With the diff, on the x3550 (...):": the change it opens with */
		else if (l >= 0 && (g > 0 || sentence_from(t, l) <= x->tb->heading) && t->s[t->l[l].end - 1] == ':' &&
			 !label_config_phrase(t->s + t->l[sentence_from(t, l)].start,
					      t->l[l].end - t->l[sentence_from(t, l)].start, x->tb->g[g].title, NAME_LEN))
			opening_with(t, l, x->tb->g[g].title, NAME_LEN);
		if (g == 0 && l >= 0 && l == x->tb->heading)
			build_above(x, l);
	}
	settings_apart(x);
}

/* A header line's cells: wide cells, or each word where the spacing was lost */
static int span_cells(const struct tread *x, int line, struct htok *w)
{
	const struct text *t = x->r->t;
	struct htok h[64];
	int n = header_tokens(t, line, h, 64), m, i, k;

	if (x->collapsed) {
		memcpy(w, h, sizeof(*h) * (size_t)n);
		return n;
	}
	m = wide_cells(h, n, w);
	/* "------ SMT on ------": the rule framing a name is no word of it (its place stays) */
	for (i = k = 0; i < m; i++) {
		while (w[i].s < w[i].e && strchr("-=", t->s[w[i].s]))
			w[i].s++;
		while (w[i].e > w[i].s && strchr("-=", t->s[w[i].e - 1]))
			w[i].e--;
		while (w[i].s < w[i].e && t->s[w[i].s] == ' ')
			w[i].s++;
		while (w[i].e > w[i].s && t->s[w[i].e - 1] == ' ')
			w[i].e--;
		if (w[i].s < w[i].e)
			w[k++] = w[i];
	}
	return k;
}

static int same_word(const struct text *t, const struct htok *a, const struct htok *b)
{
	return a->e - a->s == b->e - b->s && !strncasecmp(t->s + a->s, t->s + b->s, a->e - a->s);
}

/* Where spacing was lost: the line below repeats one run of k words, once per name */
static int span_by_repeat(const struct tread *x, const struct htok *b, int nb, int m)
{
	int cols = x->tb->ncols - x->skip0, lead = nb - cols, k, c;

	if (m < 2 || cols % m || (k = cols / m) < 2 || lead < 0 || lead > 1)
		return 0;
	for (c = k; c < cols; c++)
		if (!same_word(x->r->t, &b[lead + c], &b[lead + c % k]))
			return 0;
	return k;
}

/* Where columns line up: each name stands over its group */
/* "perf/power" after two builds' groups: change columns closing the table, under no name of
 * the line above */
static int change_tail(const struct tread *x)
{
	int j = x->tb->ncols;

	while (j - 1 > x->skip0 && x->col[j - 1].change)
		j--;
	return x->tb->ncols - j;
}

static int span_by_position(const struct tread *x, const struct htok *w, int m, const struct htok *b,
			    int nb)
{
	int tail = change_tail(x), cols = x->tb->ncols - x->skip0 - tail, lead = 0, i, k;

	while (lead < nb && b[lead].hi <= x->col[x->skip0].lo)
		lead++;
	/* the line below names every column, or all but the changes after the groups
	 * ("Baseline  EAS  delta" over "Mean  StdDev  Mean  StdDev") */
	if (m < 2 || cols % m || (k = cols / m) < 2 || (nb - lead != cols + tail && nb - lead != cols))
		return 0;
	for (i = 0; i < m; i++) {
		int g0 = x->skip0 + i * k, mid = (w[i].lo + w[i].hi) / 2;
		if (mid < x->col[g0].lo - 4 || mid > x->col[g0 + k - 1].hi + 4)
			return 0;
	}
	return k;
}

/*
 * An upper header line whose names each stand over an equal group of the
 * columns the line BELOW names ("vanilla" over "mean  stddev", "patched"
 * over the next two).  The groups' width k, or 0; w[*first ...] the names.
 */
/*
 * "avg 1% low   avg 1% low" over "71.4   38.4     96.8   61.9": the words of a line under
 * names, each over the column it overlaps most, joined a column's into one ("1% low"),
 * when every column has its words and every word a column.  How many (the columns), else
 * keep, b untouched.
 */
static int widest_overlap(const struct tread *x, const struct htok *h);
static int words_by_column(const struct tread *x, const struct htok *h, int nh, struct htok *b, int keep)
{
	struct htok out[ROW_MAX_CELLS];
	int cols = x->tb->ncols - x->skip0, have[ROW_MAX_CELLS] = { 0 }, col[64];

	if (nh <= cols || cols < 2 || cols > ROW_MAX_CELLS || nh > 64)
		return keep;
	for (int i = 0; i < nh; i++)
		col[i] = widest_overlap(x, &h[i]);
	/* "1%" over no figure, a blank from "low" over one: the word goes with its neighbour */
	for (int i = 0; i < nh; i++)
		if (col[i] < 0 && i + 1 < nh && col[i + 1] >= 0 && h[i + 1].lo - h[i].hi <= 2)
			col[i] = col[i + 1];
		else if (col[i] < 0 && i > 0 && col[i - 1] >= 0 && h[i].lo - h[i - 1].hi <= 2)
			col[i] = col[i - 1];
	for (int i = 0; i < nh; i++) {
		int j = col[i];
		if (j < x->skip0)
			return keep;
		j -= x->skip0;
		/* a column's words stand side by side, none of another column's between */
		if (have[j] && col[i - 1] - x->skip0 != j)
			return keep;
		if (!have[j]++)
			out[j] = h[i];
		else {
			out[j].e = h[i].e;
			out[j].hi = h[i].hi;
		}
	}
	for (int j = 0; j < cols; j++)
		if (!have[j])
			return keep;
	memcpy(b, out, sizeof(*out) * (size_t)cols);
	return cols;
}

static int span_groups(const struct tread *x, int line, int below, struct htok *w, int *first, int *m)
{
	struct htok b[64];
	int n = span_cells(x, line, w), nb = span_cells(x, below, b), k, j, tail;

	/* "Success(%) Latency(ms)     Success(%) Latency(ms)": a blank between the words of one
	 * group under a name; read a word a column when that makes one a column */
	if (!x->collapsed && nb != x->tb->ncols - x->skip0) {
		struct htok h[64];
		int nh = header_tokens(x->r->t, below, h, 64);
		if (nh == x->tb->ncols - x->skip0) {
			memcpy(b, h, sizeof(*h) * (size_t)nh);
			nb = nh;
		} else
			nb = words_by_column(x, h, nh, b, nb);
	}

	for (*first = 0; !x->collapsed && *first < n && w[*first].hi <= x->col[x->skip0].lo; ++*first)
		;       /* what stands over the row names */
	*m = n - *first;
	/* the change after the groups named on the upper line: no group's name */
	if (!x->collapsed && (tail = change_tail(x)) && *m > tail &&
	    w[n - tail].lo >= x->col[x->tb->ncols - tail].lo - 4 && !span_by_position(x, w + *first, *m, b, nb))
		*m -= tail;
	if (x->collapsed && !span_by_repeat(x, b, nb, *m) && span_by_repeat(x, b, nb, *m - 1)) {
		*first = 1;     /* its first word stands over the row names */
		--*m;
	}
	k = x->collapsed ? span_by_repeat(x, b, nb, *m) : span_by_position(x, w + *first, *m, b, nb);
	for (j = x->skip0; k && j < x->tb->ncols - (x->collapsed ? 0 : change_tail(x)); j++)
		if (x->col[j].change)
			return 0;
	return k;
}

/*
 * "base  base+patch  scx_lavd" over "avg 1%low  avg  1%low  avg 1%low" over rows whose
 * second group's figures each carry their change ("89.0 (+0.9%)"): the change columns
 * stand inside the groups, under no word.  Each name spans an equal group of the other
 * columns, a change going with the figure before it.  The groups' width k (figure
 * columns), or 0; group[j] each column's group.
 */
static int span_groups_changes(const struct tread *x, int line, int below, struct htok *w, int *first, int *m,
			       int *group)
{
	struct htok b[64];
	int n = span_cells(x, line, w), nb = header_tokens(x->r->t, below, b, 64), nv = 0, changes = 0, k, j, v;

	for (j = x->skip0; j < x->tb->ncols; j++) {
		if (!x->col[j].change) {
			nv++;
			continue;
		}
		/* a change right after a figure, never first nor after another change */
		if (j == x->skip0 || x->col[j - 1].change)
			return 0;
		changes++;
	}
	for (*first = 0; *first < n && w[*first].hi <= x->col[x->skip0].lo; ++*first)
		;
	*m = n - *first;
	if (x->collapsed || !changes || *m < 2 || nb != nv || nv % *m || (k = nv / *m) < 2)
		return 0;
	for (j = x->skip0, v = -1; j < x->tb->ncols; j++) {
		v += !x->col[j].change;
		group[j] = v / k;
	}
	/* each name stands over its group: its middle between the group's edges */
	for (int i = 0; i < *m; i++) {
		int lo = -1, hi = -1, mid = (w[*first + i].lo + w[*first + i].hi) / 2;
		for (j = x->skip0; j < x->tb->ncols; j++)
			if (group[j] == i) {
				lo = lo < 0 ? x->col[j].lo : lo;
				hi = x->col[j].hi;
			}
		if (lo < 0 || mid < lo - 4 || mid > hi + 4)
			return 0;
	}
	return k;
}

/* Name every column of each group after the name over it; 1 when LINE reads so */
static int span_header(struct tread *x, int line, int below)
{
	const struct text *t = x->r->t;
	struct htok w[64];
	int first, m, k = span_groups(x, line, below, w, &first, &m), i, j, group[ROW_MAX_CELLS];

	if (!k && (k = span_groups_changes(x, line, below, w, &first, &m, group))) {
		for (j = x->skip0; j < x->tb->ncols; j++) {
			int g0 = j;
			while (g0 > x->skip0 && group[g0 - 1] == group[j])
				g0--;
			name_add(x->col[j].name, t, w[first + group[j]].s, w[first + group[j]].e);
			x->col[j].span = g0;
			text_label(t, w[first + group[j]].s, w[first + group[j]].e, x->col[j].span_name, NAME_LEN);
		}
		return 1;
	}
	if (!k)
		return 0;
	for (i = 0; i < m; i++)
		for (j = x->skip0 + i * k; j < x->skip0 + (i + 1) * k; j++) {
			name_add(x->col[j].name, t, w[first + i].s, w[first + i].e);
			x->col[j].span = x->skip0 + i * k;
			text_label(t, w[first + i].s, w[first + i].e, x->col[j].span_name, NAME_LEN);
		}
	return 1;
}

/* The value column a header word overlaps most, else -1 */
static int widest_overlap(const struct tread *x, const struct htok *h)
{
	int j, best = -1, most = 0;

	for (j = x->skip0; j < x->tb->ncols; j++) {
		int ov = (h->hi < x->col[j].hi ? h->hi : x->col[j].hi) - (h->lo > x->col[j].lo ? h->lo : x->col[j].lo);
		if (ov > most) {
			most = ov;
			best = j;
		}
	}
	return best;
}

/* "mean  stddev" under a build's name: the column is that build's summary field, as
 * under a spanning name ("base mean", spanned by "base") */
static void stat_under_name(struct tread *x, int j, const int *own, const struct htok *below,
			    const struct htok *name)
{
	const struct text *t = x->r->t;
	char word[NAME_LEN];
	int g = j;

	if (!below)
		return;
	text_label(t, below->s, below->e, word, sizeof(word));
	if (label_summary_field(word) < 0)
		return;
	while (g > x->skip0 && own[g - 1] == own[j])
		g--;
	name_add(x->col[j].name, t, below->s, below->e);
	x->col[j].span = g;
	text_label(t, name->s, name->e, x->col[j].span_name, NAME_LEN);
}

/*
 * "baseline  v1  v2" over "files/s  %chg  files/s  %chg": names over groups of
 * unequal width (the base has no change column), the line under them naming
 * each column's kind.  A column under a change word is that change; any other
 * is the name whose left edge stands last before its end.  1 when the two
 * lines read so.
 */
static int kinds_under_names(struct tread *x, int line, int below)
{
	const struct text *t = x->r->t;
	struct htok w[64], b[64];
	int n, nb, first, i, j, deltas = 0, under[ROW_MAX_CELLS], own[ROW_MAX_CELLS];

	if (x->collapsed)
		return 0;
	n = span_cells(x, line, w);
	nb = header_tokens(t, below, b, 64);
	for (first = 0; first < n && w[first].hi <= x->col[x->skip0].lo; first++)
		;
	if (n - first < 2 || nb < 2 || nb >= x->tb->ncols - x->skip0 + 1)
		return 0;
	for (j = 0; j < x->tb->ncols; j++)
		under[j] = own[j] = -1;
	for (i = 0; i < nb; i++) {
		int c = widest_overlap(x, &b[i]);
		if (c < 0 || under[c] >= 0)
			return 0;
		under[c] = i;
		deltas += delta_word(t, &b[i]);
	}
	if (!deltas || deltas == nb)
		return 0;
	for (j = x->skip0; j < x->tb->ncols; j++) {
		for (i = first; i < n && w[i].lo <= x->col[j].hi + 1; i++)
			own[j] = i;
		/* a change stands right of its own group's figure */
		if (own[j] < 0 || (under[j] >= 0 && delta_word(t, &b[under[j]]) &&
				   (j == x->skip0 || own[j - 1] != own[j])))
			return 0;
	}
	for (i = first; i < n; i++) {
		for (j = x->skip0; j < x->tb->ncols && own[j] != i; j++)
			;
		if (j == x->tb->ncols)
			return 0;       /* a name over no column */
	}
	for (i = 0; i < first; i++)
		name_add(x->label_head, t, w[i].s, w[i].e);
	for (j = x->skip0; j < x->tb->ncols; j++)
		if (under[j] >= 0 && delta_word(t, &b[under[j]]))
			name_add(x->col[j].name, t, b[under[j]].s, b[under[j]].e);
		else {
			name_add(x->col[j].name, t, w[own[j]].s, w[own[j]].e);
			stat_under_name(x, j, own, under[j] >= 0 ? &b[under[j]] : NULL, &w[own[j]]);
		}
	return 1;
}

/*
 * "Straight from the spreadsheet, columns are threads, 4BSD, M2:" over rows
 * with no header: the sentence names the columns, in order, parted by
 * commas (and "and"), the first over the rows' names when there is one
 * name more than columns.  1 when it named them.
 */
/*
 * "in seconds, stock first, then D31208:" over rows of a key and two figures: the
 * columns named in order, a word each (the one before "first", the one after
 * "then").  1 when it named them.
 */
static int first_then(struct tread *x, const char *p, const char *e)
{
	const char *q = memmem(p, (size_t)(e - p), " first, then ", 13), *a, *b;

	if (!q || x->tb->ncols - x->skip0 != 2 || x->tb->nrows < 2)
		return 0;
	for (a = q; a > p && a[-1] != ' ' && a[-1] != ','; a--)
		;
	b = q + 13;
	if (a == q || memchr(b, ' ', (size_t)(e - b)) || e == b || q - a >= NAME_LEN || e - b >= NAME_LEN)
		return 0;
	xs_printf(x->col[x->skip0].name, NAME_LEN, "%.*s", (int)(q - a), a);
	xs_printf(x->col[x->skip0 + 1].name, NAME_LEN, "%.*s", (int)(e - b), b);
	return 1;
}

/* Words (parted by blanks) in [p, p + n) */
static int words_in(const char *p, size_t n)
{
	int w = 0;

	for (size_t i = 0; i < n; i++)
		w += p[i] != ' ' && (i == 0 || p[i - 1] == ' ');
	return w;
}

/*
 * "Per warehouse count (bops): ULE default, ULE with steal_thresh=1, 4BSD:" over rows of
 * a key and three figures: after the sentence's last ": ", the columns' names parted by
 * commas (a name up to four words, one naming a build), as many as the figure columns.
 * The sentence may start on the line above.  1 when it named them.
 */
static int colon_list_header(struct tread *x, int line, int labels)
{
	const struct text *t = x->r->t;
	char buf[512], names[ROW_MAX_CELLS][NAME_LEN];
	const char *q, *e;
	int n = 0, builds = 0, cols = x->tb->ncols - x->skip0;
	size_t len = 0;

	(void)labels;
	if (x->tb->nrows < 2 || cols < 2)
		return 0;
	for (int l = line > 0 && !line_is_blank(t, line - 1) && t->l[line - 1].depth == t->l[line].depth ? line - 1 : line;
	     l <= line; l++) {
		size_t ll = t->l[l].end - t->l[l].start;
		if (len + ll + 2 >= sizeof(buf))
			return 0;
		if (len)
			buf[len++] = ' ';
		memcpy(buf + len, t->s + t->l[l].start, ll);
		len += ll;
	}
	buf[len] = '\0';
	while (len && buf[len - 1] == ' ')
		buf[--len] = '\0';
	if (!len || buf[len - 1] != ':')
		return 0;
	buf[--len] = '\0';
	for (q = buf + len; q > buf && !(q[-1] == ':' && q[0] == ' '); q--)
		;
	if (q == buf)
		return 0;
	for (e = buf + len; q < e && n < ROW_MAX_CELLS;) {
		const char *c = memchr(q, ',', (size_t)(e - q)), *a = q;
		if (!c)
			c = e;
		while (a < c && *a == ' ')
			a++;
		if (c == a || c - a >= NAME_LEN || words_in(a, (size_t)(c - a)) > 4)
			return 0;
		xs_printf(names[n], NAME_LEN, "%.*s", (int)(c - a), a);
		builds += label_has_build(names[n]) != 0;
		n++;
		q = c < e ? c + 1 : e;
	}
	if (n != cols || !builds || q < e)
		return 0;
	for (int j = 0; j < n; j++)
		xs_printf(x->col[x->skip0 + j].name, NAME_LEN, "%s", names[j]);
	/* the line above, the sentence's start, is no heading of its own */
	if (x->tb->heading == line - 1 && strlen(buf) > t->l[line].end - t->l[line].start + 1)
		x->tb->heading = -1;
	return 1;
}

static int prose_header(struct tread *x, int line, int labels)
{
	const struct text *t = x->r->t;
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end, *q;
	char names[ROW_MAX_CELLS + 1][NAME_LEN];
	int n = 0, j, cols, paren = 0;

	while (e > p && (e[-1] == ':' || e[-1] == '.' || e[-1] == ' '))
		e--;
	if (first_then(x, p, e))
		return 1;
	if ((q = memmem(p, (size_t)(e - p), "columns are ", 12)))
		q += 12;
	else if ((q = memmem(p, (size_t)(e - p), "olumns: ", 8)) && q > p && (q[-1] == 'c' || q[-1] == 'C'))
		q += 8;
	/* "tbench (threads, baseline MB/s, patched MB/s):": the names in parentheses closing it */
	else if (x->tb->nrows >= 2 && e > p && e[-1] == ')' && (q = memrchr(p, '(', (size_t)(e - p))) &&
		 memchr(q, ',', (size_t)(e - q))) {
		q++;
		e--;
		paren = 1;
	} else
		return colon_list_header(x, line, labels);
	while (q < e && n <= ROW_MAX_CELLS) {
		const char *c = q, *a;
		while (c < e && *c != ',' && !(c + 5 <= e && !memcmp(c, " and ", 5)))
			c++;
		for (a = q; a < c && *a == ' '; a++)
			;
		/* one word a name (two in parentheses, a unit after it): a list of columns, no sentence */
		if (c == a || c - a >= NAME_LEN || (!paren && memchr(a, ' ', (size_t)(c - a))) ||
		    (paren && words_in(a, (size_t)(c - a)) > 2))
			return 0;
		{
			/* "baseline MB/s": the unit after the name is the figures', no part of it */
			const char *sp = memrchr(a, ' ', (size_t)(c - a));
			size_t len = (size_t)(c - a);
			if (paren && sp && cell_unit_word(sp + 1, (size_t)(c - sp - 1)))
				len = (size_t)(sp - a);
			xs_printf(names[n++], NAME_LEN, "%.*s", (int)len, a);
		}
		q = c < e ? c + (*c == ',' ? 1 : 5) : e;
		if (q + 4 <= e && !memcmp(q, "and ", 4))
			q += 4;
	}
	/* the change columns after the figures' ("(+2.57%)") are named by none */
	cols = x->tb->ncols - x->skip0 - (paren ? change_tail(x) : 0);
	/* three names in parentheses at least: "(real, seconds)", "(2x E5-2640, 32G)" say what
	 * the figures are or ran on */
	if (n < 2 + paren || (n != cols && !(labels && n == cols + 1)))
		return 0;
	j = n == cols ? 0 : 1;
	if (j)
		set_str(x->label_head, NAME_LEN, names[0]);
	for (; j < n; j++)
		set_str(x->col[x->skip0 + j - (n == cols ? 0 : 1)].name, NAME_LEN, names[j]);
	return 1;
}

/*
 * "v5.4-rc3 with and without the series:" over rows of two figures and no
 * header (two rows at least): the columns are "with the series" and
 * "without the series", in that order.  1 when it named them.
 */
static int with_and_without(struct tread *x, int line)
{
	const struct text *t = x->r->t;
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end, *q, *end;

	/* the line introduces the rows: it ends on a colon over two of them at least */
	if (x->tb->ncols - x->skip0 != 2 || x->tb->nrows < 2 || e[-1] != ':' ||
	    !(q = memmem(p, (size_t)(e - p), "with and without ", 17)))
		return 0;
	q += 17;
	for (end = q; end < e && !strchr(",.:;()", *end); end++)
		;
	while (end > q && end[-1] == ' ')
		end--;
	if (end == q || end - q > 40)
		return 0;
	xs_printf(x->col[x->skip0].name, NAME_LEN, "with %.*s", (int)(end - q), q);
	xs_printf(x->col[x->skip0 + 1].name, NAME_LEN, "without %.*s", (int)(end - q), q);
	return 1;
}

/* Every row holds a plain figure in columns [from, to) */
static int plain_figures(const struct tread *x, int from, int to)
{
	struct row rw;
	int i, j;

	for (j = from; j < to; j++)
		if (x->col[j].change)
			return 0;
	for (i = 0; i < x->tb->nrows; i++) {
		if (tb_row_read(x->r->t, x->tb, i, &rw) < to)
			return 0;
		for (j = from; j < to; j++)
			if (rw.c[j].kind != CELL_VALUE || rw.c[j].pct || rw.c[j].signed_)
				return 0;
	}
	return 1;
}

/* "5.18-rc1: avg (min/max)": after the build's name and its colon, the statistics its cells
 * hold; the name is "5.18-rc1" */
static void drop_statistics(char *name)
{
	char *c = strstr(name, ": "), *p, w[16];
	size_t n;

	if (!c || c == name)
		return;
	for (p = c + 2; *p; p += n) {
		p += strspn(p, " ()/,");
		n = strcspn(p, " ()/,");
		if (!n)
			break;
		if (n >= sizeof(w))
			return;
		memcpy(w, p, n);
		w[n] = '\0';
		if (label_summary_field(w) < 0)
			return;
	}
	*c = '\0';
}

/* "master (3 runs)" over its runs: the count says how many are below, the name is "master" */
static void drop_run_count(char *name)
{
	char *o = strrchr(name, '('), *e;
	size_t w;

	if (!o || o == name || o[-1] != ' ' || !isdigit((unsigned char)o[1]))
		return;
	strtol(o + 1, &e, 10);
	while (*e == ' ')
		e++;
	w = strcspn(e, ")");
	if (!w || e[w] != ')' || e[w + 1] || !(label_run_heading(e, w) || label_count_noun(e, w)))
		return;
	while (o > name && o[-1] == ' ')
		o--;
	*o = '\0';
}

/*
 * "|  master (3 runs)  | median |" over "|  21874  21903  21652  |  21874 |": a
 * part of the bars whose one name stands over figures alone holds the runs
 * of what it names; a statistic alone in the part after it is theirs.
 */
static void runs_in_parts(struct tread *x)
{
	int j, k, i, f;

	for (j = x->skip0; j < x->tb->ncols; j = k) {
		for (k = j + 1; k < x->tb->ncols && x->col[k].pipe == x->col[j].pipe; k++)
			;
		if (x->col[j].pipe < 0 || k - j < 2 || x->col[j].span != j || !plain_figures(x, j, k))
			continue;
		for (i = j + 1; i < k && !strcmp(x->col[i].name, x->col[j].name); i++)
			;
		if (i < k)
			continue;
		for (i = j; i < k; i++) {
			x->col[i].run_of = j;
			drop_run_count(x->col[i].name);
			drop_run_count(x->col[i].span_name);
		}
		if (k < x->tb->ncols && (k + 1 == x->tb->ncols || x->col[k + 1].pipe != x->col[k].pipe) &&
		    x->col[k].span < 0 && (f = label_summary_field(x->col[k].name)) >= 0 && plain_figures(x, k, k + 1)) {
			x->col[k].span = j;
			x->col[k].sum = f;
			memcpy(x->col[k].span_name, x->col[j].span_name, NAME_LEN);
		}
	}
}

/*
 * "single-core  multi-core" over "run1 run2 run3 avg" each, rows naming
 * builds: every column under a spanning name is a run or a statistic of
 * what that name ran, so each row's runs under a name are one series of
 * the row's build.  1 when the columns read so (their runs joined).
 */
static int runs_under_spans(struct tread *x)
{
	int j, runs = 0;

	/* rows keyed by a count ("groups  10"), or builds over the runs ("2.6.24-rc3"): the
	 * spanning names are the builds */
	if (x->skip0)
		return 0;
	for (j = 0; j < x->tb->ncols; j++) {
		const struct col *c = &x->col[j];
		size_t n = strlen(c->span_name);
		if (c->span < 0 || !n || strncmp(c->name, c->span_name, n) || c->name[n] != ' ' ||
		    label_has_build(c->span_name) || label_kind(c->span_name) == LABEL_CONFIG)
			return 0;
		if (label_run_number(c->name + n + 1) > 0)
			runs++;
		else if (label_summary_field(c->name + n + 1) < 0)
			return 0;
	}
	if (!runs)
		return 0;
	for (j = 0; j < x->tb->ncols; j++) {
		const struct col *c = &x->col[j];
		if (label_run_number(c->name + strlen(c->span_name) + 1) > 0)
			x->col[j].run_of = x->col[j].span;
		else
			x->col[j].sum = label_summary_field(c->name + strlen(c->span_name) + 1);
	}
	return x->span_runs = 1;
}

/* "test  (usec)  (usec)" under the names: the figures' unit over the columns, the
 * words left of the first column the header over the row names */
static int units_beside_head(struct tread *x, int line, char *label_head)
{
	const struct text *t = x->r->t;
	struct htok h[64];
	int n = header_tokens(t, line, h, 64), i = 0;

	while (i < n && h[i].hi + 2 <= x->col[x->skip0].lo && !h[i].pipe)
		i++;
	if (!i || n - i < 2 || !ctx_units_line(t, h[i].s, t->l[line].end, x->units_line, sizeof(x->units_line)))
		return 0;
	name_add(label_head, t, h[0].s, h[i - 1].e);
	return 1;
}

/* "kern.sched.steal_thresh (buildkernel -j24, s)", a note under a tunable's name: the note
 * says what ran, the name alone is the heading over the settings (in place) */
static void tunable_head_note(char *head)
{
	char *paren = strstr(head, " (");

	if (!paren)
		return;
	*paren = '\0';
	if (!tunable_name(head))
		*paren = ' ';
}

/* "50%" in a header of statistics ("mean  std  50%  99%") is a percentile: "p50" */
static void percentile_names(struct tread *x)
{
	int i, j, pct = 0;

	for (i = 0; i < x->nhead_lines; i++)
		pct |= row_percentile_header(x->r->t, x->head_lines[i]);
	for (j = 0; pct && j < x->tb->ncols; j++) {
		char *name = x->col[j].name;
		size_t n = strspn(name, "0123456789.");
		if (n && name[n] == '%' && !name[n + 1] && n + 2 < NAME_LEN) {
			memmove(name + 1, name, n);
			name[0] = 'p';
			name[n + 1] = '\0';
		}
	}
}

/*
 * "base            base + patch" over "| clients |  tps  |   |  tps  |": a line of names
 * above a header (a blank line between at most) naming as many as the columns that
 * share one name, in their order.  Each such column is the build named over it; the
 * name they share, what they measure.
 */
static void titles_over_twins(struct tread *x)
{
	const struct text *t = x->r->t;
	struct htok h[64], w[64];
	int twin[ROW_MAX_CELLS], n = 0, j, l = x->header_top - 1;
	const char *shared = NULL;
	char shared_name[sizeof(x->col[0].metric)] = "";

	for (j = x->tb->ncols - 1; j >= x->skip0; j--)
		if (x->col[j].name[0] && !x->col[j].delta && !x->col[j].change) {
			shared = x->col[j].name;
			break;
		}
	for (j = x->skip0; shared && j < x->tb->ncols; j++)
		if (!strcasecmp(x->col[j].name, shared))
			twin[n++] = j;
	if (n < 2 || x->header_top < 1 || strlen(shared) >= sizeof(shared_name) ||
	    label_kind(shared) != LABEL_METRIC)
		return;
	memcpy(shared_name, shared, strlen(shared) + 1);
	if (line_is_blank(t, l))
		l--;
	if (l < 0 || line_is_blank(t, l) || t->l[l].depth != t->l[x->header_top].depth ||
	    memchr(t->s + t->l[l].start, '|', t->l[l].end - t->l[l].start) ||
	    wide_cells(h, header_tokens(t, l, h, 64), w) != n)
		return;
	for (j = 0; j < n; j++) {       /* names, not figures: a letter in each */
		size_t i = w[j].s;
		while (i < w[j].e && !isalpha((unsigned char)t->s[i]))
			i++;
		if (i == w[j].e)
			return;
	}
	for (j = 0; j < n; j++) {
		struct col *c = &x->col[twin[j]];
		memcpy(c->metric, shared_name, sizeof(c->metric));
		text_label(t, w[j].s, w[j].e, c->name, sizeof(c->name));
	}
	/* "| db_size | clients |" before them: the rows' keys, the first of them the key */
	if (!x->skip0 && twin[0] >= 1 && x->col[0].name[0])
		x->skip0 = 1;
}

static void read_headers(struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw;
	int hl[HEADER_LINES], nh, heading, title, i, has_labels = 0, g, named;

	for (i = 0; i < x->tb->nrows && !has_labels; i++)
		has_labels = tb_row_read(t, x->tb, i, &rw) && rw.label_e > rw.label_s;
	nh = headers_above(x, x->tb->line[0], hl, HEADER_LINES, &heading, &title);
	x->header_top = nh > 0 ? hl[nh - 1] : -1;
	x->tb->heading = heading;
	if (title >= 0 && x->tb->g[0].title_line < 0)
		x->tb->g[0].title_line = title;
	for (i = 0; i < x->tb->ncols; i++)
		x->col[i].span = x->col[i].sum = x->col[i].run_of = -1;
	for (i = 0; i < nh && !(nh == 2 && kinds_under_names(x, hl[0], hl[1])); i++)
		if (nh >= 2 && ctx_units_line(t, t->l[hl[i]].start, t->l[hl[i]].end, x->units_line, sizeof(x->units_line)))
			continue;       /* "Gbit/s  Gbit/s" under the builds: the figures' unit, no name */
		else if (nh >= 2 && i > 0 && (has_labels || x->skip0) && units_beside_head(x, hl[i], x->label_head))
			continue;
		else if (!(i + 1 == nh && nh == 1 && runs_under_names(x, hl[i], x->label_head)) &&
		    (i + 1 == nh || !span_header(x, hl[i], hl[nh - 1])))
			header_line(x, hl[i], has_labels || x->skip0, x->label_head);
	tunable_head_note(x->label_head);
	if (nh)
		runs_in_parts(x);
	for (i = 0; i < x->tb->ncols; i++)
		drop_statistics(x->col[i].name);
	if (nh >= 2)
		runs_under_spans(x);
	/* a group with a header of its own (repeated over each group) */
	for (g = 1; g < x->tb->ngroups && !nh; g++)
		for (i = 0; i < x->tb->g[g].nheader; i++)
			header_line(x, x->tb->g[g].header[i], has_labels || x->skip0, x->label_head);
	/* the sentence right over the rows, or over a title */
	named = !nh && ((title >= 0 && prose_header(x, title, has_labels || x->skip0)) ||
			(heading >= 0 && prose_header(x, heading, has_labels || x->skip0)) ||
			(title >= 0 && with_and_without(x, title)) || (heading >= 0 && with_and_without(x, heading)));
	if (named && title >= 0)
		x->tb->g[0].title_line = -1;
	else if (named)
		x->tb->heading = -1;    /* it is the header, no group's title */
	/* keys written on the cells name the columns the header does not: metrics */
	for (i = 0; i < x->tb->ncols; i++)
		if (!x->col[i].name[0] && x->tb->key[i][0] && label_summary_field(x->tb->key[i]) < 0) {
			set_str(x->col[i].name, NAME_LEN, x->tb->key[i]);
			x->col[i].from_key = 1;
		}
	x->has_header = nh > 0 || named;
	x->ctx_to = t->l[x->tb->line[0]].start;
	x->ctx_from = x->ctx_to;
	if (heading >= 0)
		x->ctx_from = t->l[heading].start;
	else if (nh)
		x->ctx_from = t->l[hl[0]].start;
	x->unit_to = x->ctx_to;
	for (i = 0; i < nh; i++)
		if (t->l[hl[i]].start < x->unit_to)
			x->unit_to = t->l[hl[i]].start;
	x->nhead_lines = nh;
	memcpy(x->head_lines, hl, sizeof(hl[0]) * (size_t)nh);
}

/*
 * A first row of rising whole numbers over rows of measurements is the
 * header of a table turned on its side ("(0,1)  1 2 4 8 ... 256" over
 * "RHEL4U2 23.8 46.8 ..."): the numbers name the columns.
 */
/* "clients", "No of instances": a row label saying what its numbers count (its last word) */
static int counts_label(const struct text *t, const struct row *rw)
{
	size_t b = rw->label_s, e = rw->label_e;

	while (e > b && isspace((unsigned char)t->s[e - 1]))
		e--;
	for (b = e; b > rw->label_s && !isspace((unsigned char)t->s[b - 1]); b--)
		;
	return e > b && label_count_noun(t->s + b, e - b);
}

static int builds_head(const char *head);

/* Bytes [s, e) are one word of letters naming a setting ("iodepth", "bs"): not a build's
 * heading ("kernel") nor a run's ("run") */
static int setting_word(const struct text *t, size_t s, size_t e)
{
	char w[NAME_LEN];
	size_t i;
	int kind;

	for (i = s; i < e; i++)
		if (!isalpha((unsigned char)t->s[i]) && t->s[i] != '_')
			return 0;
	if (e <= s || e - s >= sizeof(w))
		return 0;
	xs_printf(w, sizeof(w), "%.*s", (int)(e - s), t->s + s);
	kind = label_kind(w);
	return !builds_head(w) && kind != LABEL_CONFIG && kind != LABEL_RUN && kind != LABEL_SUMMARY &&
	       label_summary_field(w) < 0;
}

/* Every row after the first has a label of its own ("7.0 ULE  5823 ...") */
static int all_labelled(const struct tread *x)
{
	struct row rw;

	for (int i = 1; i < x->tb->nrows; i++)
		if (!tb_row_read(x->r->t, x->tb, i, &rw) || rw.label_e == rw.label_s)
			return 0;
	return x->tb->nrows >= 3;
}

/* A header line above the table that is one word counting ("clients", centred over the
 * counts): into out, 1 if so */
static int counted_above(const struct tread *x, char *out, size_t n)
{
	const struct tgroup *g = &x->tb->g[x->tb->group[0]];
	struct tok k[2];

	for (int h = 0; h < g->nheader; h++)
		if (tok_line(x->r->t, g->header[h], k, 2) == 1 &&
		    label_count_noun(x->r->t->s + k[0].s, k[0].e - k[0].s)) {
			snprintf(out, n, "%.*s", (int)(k[0].e - k[0].s), x->r->t->s + k[0].s);
			return 1;
		}
	/* the line right above the counts */
	if (x->tb->line[0] > 0 && tok_line(x->r->t, x->tb->line[0] - 1, k, 2) == 1 &&
	    label_count_noun(x->r->t->s + k[0].s, k[0].e - k[0].s)) {
		snprintf(out, n, "%.*s", (int)(k[0].e - k[0].s), x->r->t->s + k[0].s);
		return 1;
	}
	return 0;
}

/* A row's label names build A: the same, or A its end after '_', '-' or a blank ("SCHED_ULE+patch"
 * for "ULE+patch") */
static int names_row(const char *label, const char *a)
{
	size_t n = strlen(label), m = strlen(a);

	if (!strcasecmp(label, a))
		return 1;
	return n > m && !strcasecmp(label + n - m, a) && strchr("_- ", label[n - m - 1]);
}

/* The series of this table whose row names build A and whose first value stands over the
 * columns [lo, hi] of the row below, or -1 */
static int series_at(const struct tread *x, const char *a, int lo, int hi)
{
	const struct xresult *r = x->r;

	for (int i = x->first_series; i < r->nseries; i++) {
		const struct xseries *s = &r->series[i];
		int c;
		if (!s->nvalues || !names_row(s->label, a))
			continue;
		c = text_column(r->t, s->line, s->values[0].s);
		if (c <= hi && c + (int)(s->values[0].e - s->values[0].s) >= lo)
			return i;
	}
	return -1;
}

/*
 * "| ULE+patch vs ULE | +0.2% | +0.5% |" under a table of builds' rows, a
 * rule between at most: each change compares the two rows' figures above it.
 */
static void vs_row_below(struct tread *x, int end)
{
	struct xresult *r = x->r;
	const struct text *t = r->t;
	char label[NAME_LEN], *vs;
	struct row rw;
	int l = end, j;

	if (l < t->n && line_is_rule(t, l))
		l++;
	if (l >= t->n || t->l[l].depth != t->l[x->tb->line[0]].depth || row_read(t, l, &rw) < 1 ||
	    rw.label_e <= rw.label_s)
		return;
	text_label(t, rw.label_s, rw.label_e, label, sizeof(label));
	if (!(vs = strstr(label, " vs ")) || r->used[l])
		return;
	*vs = '\0';
	for (j = 0; j < rw.n; j++) {
		const struct vcell *c = &rw.c[j];
		int a, b;
		struct xcomparison *cmp;
		if (c->kind != CELL_VALUE || !c->pct || !(c->signed_ || c->paren))
			return;
		a = series_at(x, label, c->col, c->col_end);
		b = series_at(x, vs + 4, c->col, c->col_end);
		if (a < 0 || b < 0 || a == b)
			continue;
		cmp = xr_cmp(r);
		cmp->a = b;
		cmp->b = a;
		cmp->delta_pct = c->x;
		cmp->span[0] = c->s;
		cmp->span[1] = c->e;
		cmp->line = l;
		set_str(cmp->workload, sizeof(cmp->workload), r->series[a].workload);
		xs_printf(cmp->text, sizeof(cmp->text), "%s vs %s%s%s: %.*s", label, vs + 4,
			  j < x->tb->ncols && x->col[j].name[0] ? ", " : "", j < x->tb->ncols ? x->col[j].name : "",
			  (int)(c->e - c->s), t->s + c->s);
	}
	r->used[l] = 1;
	layout_note(r, l, l, "table", "a row of changes between two rows above (A vs B)");
}

/* The series of this table labelled NAME (a row's build), else -1 */
static int series_named(const struct tread *x, const char *name)
{
	for (int i = x->first_series; i < x->r->nseries; i++)
		if (x->r->series[i].nvalues && !strcmp(x->r->series[i].label, name))
			return i;
	return -1;
}

/*
 * "mean   131.98 (bsd4)   118.19 (dfly)    -10.4%" under the rows' runs, a
 * rule between at most: a summary of each build its parentheses name, and
 * the change from the first named to the second.
 */
static void summary_row_below(struct tread *x, int end)
{
	struct xresult *r = x->r;
	const struct text *t = r->t;
	struct tok k[16];
	char name[NAME_LEN];
	int l = end, n, i, field, named[2], nn = 0;
	struct xnum v;

	if (l < t->n && line_is_rule(t, l))
		l++;
	if (l >= t->n || r->used[l] || t->l[l].depth != t->l[x->tb->line[0]].depth ||
	    (n = tok_line(t, l, k, 16)) < 3 || n >= 16)
		return;
	text_label(t, k[0].s, k[0].e, name, sizeof(name));
	if ((field = label_summary_field(name)) < 0)
		return;
	for (i = 1; i + 1 < n; i += 2) {
		int si;
		if (t->s[k[i + 1].s] != '(' || t->s[k[i + 1].e - 1] != ')' || !xnum_from(t, &k[i], 0, &v))
			break;
		text_label(t, k[i + 1].s + 1, k[i + 1].e - 1, name, sizeof(name));
		if ((si = series_named(x, name)) < 0)
			return;
		r->series[si].sum[field] = v;
		r->series[si].has_summary = 1;
		if (nn < 2)
			named[nn++] = si;
	}
	/* a signed percentage last: the second build against the first */
	if (i == n - 1 && nn == 2) {
		struct vcell c;
		if (cell_parse(t, k[i].s, k[i].e, &c) && c.kind == CELL_VALUE && c.pct && c.signed_) {
			struct xcomparison *cmp = xr_cmp(r);
			cmp->a = named[1];
			cmp->b = named[0];
			cmp->delta_pct = c.x;
			cmp->span[0] = c.s;
			cmp->span[1] = c.e;
			cmp->line = l;
			set_str(cmp->workload, sizeof(cmp->workload), r->series[named[0]].workload);
			xs_printf(cmp->text, sizeof(cmp->text), "%s vs %s: %.*s", r->series[named[1]].label,
				  r->series[named[0]].label, (int)(c.e - c.s), t->s + c.s);
		}
	} else if (i < n) {
		return;
	}
	r->used[l] = 1;
	layout_note(r, l, l, "table", "a summary of the rows above, each figure naming its row");
}

/*
 * "| clients |  1 |  2 |  4 |" over a rule ("+---------+----+") over the rows:
 * a ruled table's header of counts, parted from its rows by the rule, names
 * the columns as a first row of counts does (numbers_header_row).
 */
static int counts_over_rule(struct tread *x)
{
	const struct text *t = x->r->t;
	int l = x->tb->line[0] - 1, j;
	struct row rw;
	double prev = -1;

	if (l < 1 || !line_is_rule(t, l) || t->l[l - 1].depth != t->l[x->tb->line[0]].depth ||
	    row_read(t, l - 1, &rw) != x->tb->ncols || !rw.pipes || x->skip0 || !counts_label(t, &rw))
		return 0;
	for (j = 0; j < rw.n; j++) {
		const struct vcell *c = &rw.c[j];
		if (c->kind != CELL_VALUE || c->unit[0] || c->pct || !num_is_count(c->x.value) || c->x.value <= prev)
			return 0;
		prev = c->x.value;
	}
	for (j = 0; j < rw.n; j++) {
		text_label(t, rw.c[j].x.s, rw.c[j].x.e, x->col[j].name, NAME_LEN);
		snprintf(x->col[j].name + strlen(x->col[j].name), NAME_LEN - strlen(x->col[j].name), " %.*s",
			 (int)(rw.label_e - rw.label_s), t->s + rw.label_s);
	}
	x->header_row = l - 1;
	return 1;
}

static int numbers_header_row(struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw, next;
	char noun_buf[32];
	int j, noun;
	double prev = -1;

	if (x->tb->nrows < 3 || x->tb->ncols < 3 || x->skip0 || !tb_row_read(t, x->tb, 0, &rw))
		return 0;
	for (j = 0; j < rw.n; j++) {
		const struct vcell *c = &rw.c[j];
		if (c->kind != CELL_VALUE || c->unit[0] || c->pct || !num_is_count(c->x.value) ||
		    c->x.value <= prev)
			return 0;
		prev = c->x.value;
	}
	tb_row_read(t, x->tb, 1, &next);
	for (j = 0; j < next.n; j++)
		if (next.c[j].kind == CELL_VALUE &&
		    (!num_is_count(next.c[j].x.value) || next.c[j].pct || next.c[j].unit[0]))
			break;      /* a measurement: "2.5", "100%", "1133MB/s" */
	/* rows of whole numbers too: the first row is a header when it says what it counts
	 * ("clients  1  2  4  8"), or stands unlabelled over rows that name themselves */
	if (j == next.n && !counts_label(t, &rw) && !(rw.label_e == rw.label_s && all_labelled(x)))
		return 0;
	noun = counted_above(x, noun_buf, sizeof(noun_buf));
	for (j = 0; j < rw.n && j < x->tb->ncols; j++) {
		text_label(t, rw.c[j].x.s, rw.c[j].x.e, x->col[j].name, NAME_LEN);
		/* "clients  1  2  4": each column is "1 clients", a parameter; so with "iodepth" */
		if (counts_label(t, &rw) || setting_word(t, rw.label_s, rw.label_e))
			snprintf(x->col[j].name + strlen(x->col[j].name), NAME_LEN - strlen(x->col[j].name),
				 " %.*s", (int)(rw.label_e - rw.label_s), t->s + rw.label_s);
		/* "clients" alone on the line above "1  2  4": the same */
		else if (noun)
			snprintf(x->col[j].name + strlen(x->col[j].name), NAME_LEN - strlen(x->col[j].name),
				 " %s", noun_buf);
	}
	x->header_row = x->tb->line[0];
	x->tb->line++;
	x->tb->group++;
	x->tb->nrows--;
	x->shifted = 1;
	return 1;
}

/* Three rows or more, each keyed by one word naming a tunable, set to nothing ("sched_latency_ns",
 * "kern.sched.steal_thresh"), none a build's or a metric's name ("scx_rusty", "avg_tps") */
static int tunables_keyed(struct tread *x)
{
	struct row rw;
	struct rowinfo ri;
	int i;

	if (x->tb->nrows < 3)
		return 0;
	for (i = 0; i < x->tb->nrows; i++) {
		row_at(x, i, &rw);
		read_row_info(x, &rw, &ri);
		if (!tunable_name(ri.key) || strchr(ri.key, '=') || label_build_word(ri.key, strlen(ri.key)) ||
		    label_kind(ri.key) == LABEL_METRIC)
			return 0;
	}
	return 1;
}

/* Two rows keyed alike ("false" over "0", "false" over "1"): the key alone names no row */
static int row_keys_repeat(struct tread *x)
{
	struct row rw;
	struct rowinfo ri;
	char (*keys)[NAME_LEN];
	int i, k, found = 0;

	if (x->tb->nrows < 2 || !(keys = calloc((size_t)x->tb->nrows, sizeof(*keys))))
		return 0;
	for (i = 0; i < x->tb->nrows && !found; i++) {
		row_at(x, i, &rw);
		read_row_info(x, &rw, &ri);
		set_str(keys[i], sizeof(keys[i]), ri.key);
		for (k = 0; k < i && !found; k++)
			found = ri.key[0] && !strcmp(keys[k], ri.key);
	}
	free(keys);
	return found;
}

static int titled_groups(const struct tread *x)
{
	int g, n = 0;

	for (g = 0; g < x->tb->ngroups; g++)
		n += x->tb->g[g].title[0] != '\0';
	return n;
}

static int short_config(const char *title);

/* Every group titled by a build's name ("6.6.1 (EEVDF)", "6.6.1, base_slice_ns=3000000") */
static int build_titles(const struct tread *x)
{
	for (int g = 0; g < x->tb->ngroups; g++)
		if (!label_has_build(x->tb->g[g].title) && !short_config(x->tb->g[g].title))
			return 0;
	return 1;
}

/* Each group's rows are keyed as the first group's, in the same order */
static int same_rows_each_group(struct tread *x)
{
	const struct tgroup *g0 = &x->tb->g[0];
	int n0 = g0->last - g0->first + 1;

	for (int g = 1; g < x->tb->ngroups; g++) {
		const struct tgroup *gr = &x->tb->g[g];
		if (gr->last - gr->first + 1 != n0)
			return 0;
		for (int i = 0; i < n0; i++) {
			struct row a, b;
			struct rowinfo ra, rb;
			row_at(x, g0->first + i, &a);
			read_row_info(x, &a, &ra);
			row_at(x, gr->first + i, &b);
			read_row_info(x, &b, &rb);
			if (!ra.key[0] || strcasecmp(ra.key, rb.key))
				return 0;
		}
	}
	return n0 >= 1;
}

static int run_titles(const struct tread *x)
{
	int g;

	for (g = 0; g < x->tb->ngroups; g++)
		if (label_run_number(x->tb->g[g].title) > 0)
			return 1;
	return 0;
}

/* "vanilla mean", "vanilla stddev" under a spanning "vanilla": one series, two summary fields */
static void span_summary(struct col *c)
{
	size_t n = strlen(c->span_name);

	if (c->span < 0 || strncmp(c->name, c->span_name, n) || c->name[n] != ' ' ||
	    (c->sum = label_summary_field(c->name + n + 1)) < 0)
		return;
	c->kind = label_kind(c->span_name) == LABEL_CONFIG ? LABEL_CONFIG : LABEL_OTHER;
}

/* "SCHED_4BSD" over "real  sys", "3.6.0-rc1-vanilla" over "Success(%)  Latency(ms)": a
 * build's name, then the metric its column holds (a word naming no build, setting or
 * summary: the vocabulary's name for it when it has one) */
/* Two spanning names or more, each over the same names in the same order ("time(s)
 * power(W)" under each) */
static int same_under_spans(const struct tread *x)
{
	int j, spans = 0, width = 0, at = 0;
	const struct col *first = NULL;

	for (j = x->skip0; j < x->tb->ncols && x->col[j].span >= 0; j++) {
		const struct col *c = &x->col[j];
		size_t n = strlen(c->span_name);
		if (strncmp(c->name, c->span_name, n) || c->name[n] != ' ')
			return 0;
		if (c->span == j) {
			if (spans++ == 1)
				width = at;
			at = 0;
			if (!first)
				first = c;
		}
		if (spans >= 2 && (at >= width ||
				   strcmp(c->name + n, first[at].name + strlen(first[at].span_name))))
			return 0;
		at++;
	}
	return spans >= 2 && at == width;
}

static void span_metric(struct col *c, int same_under_each)
{
	size_t n = strlen(c->span_name);
	const char *w = c->name + n + 1, *paren;
	const struct vocab_metric *m;
	enum label_kind k = label_kind(c->span_name);

	/* "performance" over "time(s)  power(W)", "powersaving" over the same two: names the
	 * vocabulary does not know, each over the same metrics, are builds too */
	if (c->span < 0 || c->sum >= 0 || strncmp(c->name, c->span_name, n) || c->name[n] != ' ' ||
	    !(k == LABEL_CONFIG || ((k == LABEL_OTHER || k == LABEL_METRIC) && same_under_each)) ||
	    (strchr(w, ' ') && (!same_under_each || strchr(strchr(w, ' ') + 1, ' '))))
		return;     /* (two words under each of the names alike: "Run Time") */
	paren = strchr(w, '(');

	if ((m = vocab_metric_word(w, strlen(w))))
		w = m->name;
	/* "Success(%)", "Latency(ms)": a name and its unit, a metric whatever the unit */
	else if (!(paren && paren > w && isalpha((unsigned char)*w) && w[strlen(w) - 1] == ')') &&
		 ((k = label_kind(w)) == LABEL_CONFIG || k == LABEL_PARAM || k == LABEL_RUN ||
		 k == LABEL_SUMMARY || k == LABEL_DELTA || label_count_noun(w, strlen(w)) ||
		 isdigit((unsigned char)*w)))
		return;
	set_str(c->metric, sizeof(c->metric), w);
	c->name[n] = '\0';
	c->kind = LABEL_CONFIG;
}

/* "min_fps", "avg_lat": a statistic glued to what it is of; in a table a row a run it is
 * the run's figure (the lowest frame rate of the run), no summary of the runs */
static int glued_summary(const char *name, enum label_kind kind)
{
	return kind == LABEL_SUMMARY && !strchr(name, ' ') && strchr(name, '_');
}

/*
 * "kernel  run  real  user  sys" over "SCHED_4BSD  1  1412.36 ..." and
 * "SCHED_M2  1  1371.90 ...": a column named by a run's word ("run", "iter",
 * "#") whose cells are small whole numbers numbers runs, it holds no figure.
 */
static int run_number_column(const struct tread *x, int j)
{
	const struct text *t = x->r->t;
	const char *name = x->col[j].name;
	size_t n = strlen(name);
	struct row rw;
	int i;

	/* contest's "[runs]": the word in its brackets */
	if (n >= 3 && strchr("[(", name[0]) && strchr("])", name[n - 1]))
		name++, n -= 2;
	if (!label_run_heading(name, n))
		return 0;
	for (i = 0; i < x->tb->nrows; i++) {
		if (tb_row_read(t, x->tb, i, &rw) <= j)
			continue;
		if (rw.c[j].kind == CELL_VALUE && (!num_is_count(rw.c[j].x.value) || rw.c[j].x.value < 0 ||
						   rw.c[j].x.value > 999 || rw.c[j].unit[0] || rw.c[j].pct))
			return 0;
	}
	return 1;
}

/* NAME less a last word WORD in parentheses or not ("+patch1-2 (ratio)"): 1 when it had it */
static int drop_last_word(char *name, const char *word)
{
	char *sp = strrchr(name, ' ');
	const char *w = sp ? sp + 1 : NULL;
	size_t n;

	if (!w)
		return 0;
	n = strlen(w);
	if (!(*w == '(' && n > 2 && w[n - 1] == ')' && strlen(word) == n - 2 && !strncasecmp(w + 1, word, n - 2)) &&
	    strcasecmp(w, word))
		return 0;
	while (sp > name && sp[-1] == ' ')
		sp--;
	*sp = '\0';
	return 1;
}

/* "vs your ULE", "versus 6.6": the bytes of the word before the build's name, else 0 */
static size_t versus_prefix(const char *name)
{
	static const char *const words[] = { "vs ", "vs. ", "versus ", NULL };

	for (const char *const *w = words; *w; w++)
		if (!strncasecmp(name, *w, strlen(*w)) && name[strlen(*w)])
			return strlen(*w);
	return 0;
}

/* The first figure column is named "... (absolute)": the others may be ratios to it */
static int absolute_first(const struct tread *x)
{
	const char *name = x->col[x->skip0].name, *sp = strrchr(name, ' ');

	return sp && (!strcasecmp(sp + 1, "(absolute)") || !strcasecmp(sp + 1, "absolute"));
}

/* Every figure of column j a bare ratio near one ("0.91", "1.04"; "~" and "-" are none) */
static int ratio_cells(const struct tread *x, int j)
{
	struct row rw;
	int i, n = 0;

	for (i = 0; i < x->tb->nrows; i++) {
		if (tb_row_read(x->r->t, x->tb, i, &rw) <= j || rw.c[j].kind != CELL_VALUE)
			continue;
		if (rw.c[j].unit[0] || rw.c[j].pct || rw.c[j].x.value < 0.2 || rw.c[j].x.value > 5)
			return 0;
		n++;
	}
	return n > 0;
}

/*
 * "v4.14-rc4 (absolute)  +patch1-2 (ratio)": a column after the first named
 * by a build and "ratio" ("relative") holds that build's figures as ratios
 * to the first column's: a comparison a cell, the build a series of its own
 * without a value.  The first column's "absolute" goes from its name.
 */
static void relative_column(struct tread *x, int j)
{
	struct col *c = &x->col[j];
	size_t vs = versus_prefix(c->name);

	if (j <= x->skip0 || x->collapsed)
		return;
	/* "ULE(HEAD)  vs your ULE": the first column's change against the build named (a
	 * metric's column, "bulk time  vs stock", holds the builds of the rows: its change is theirs) */
	if (vs && j == x->skip0 + 1 && label_kind(x->col[x->skip0].name) != LABEL_METRIC) {
		memmove(c->name, c->name + vs, strlen(c->name + vs) + 1);
		c->rel = REL_VERSUS;
		c->kind = label_kind(c->name);
		return;
	}
	if (drop_last_word(c->name, "ratio") || drop_last_word(c->name, "relative")) {
		drop_last_word(x->col[x->skip0].name, "absolute");
	} else if (!absolute_first(x) || !ratio_cells(x, j)) {
		return;
	}
	c->rel = 1;
	c->kind = label_kind(c->name);
}

/* "vanilla" over "1 thread  8 threads", "bsd4" over "8 copies": a build's name, then the
 * setting its column ran at (a count and what it counts) */
static void column_setting(struct col *c)
{
	char *sp = strrchr(c->name, ' '), *num;
	enum label_kind k;

	/* "v3 2 sockets, 48 cpus": a sentence read as a header, no setting */
	if (c->sum >= 0 || !sp || sp == c->name || strpbrk(c->name, ",;") ||
	    !label_count_noun(sp + 1, strlen(sp + 1)))
		return;
	for (num = sp; num > c->name && num[-1] != ' '; num--)
		;
	if (num == c->name || !isdigit((unsigned char)*num) || strspn(num, "0123456789") != (size_t)(sp - num))
		return;
	num[-1] = '\0';
	k = label_kind(c->name);
	if (k != LABEL_CONFIG && k != LABEL_OTHER) {
		num[-1] = ' ';
		return;
	}
	set_str(c->setting, NAME_LEN, num);
	c->kind = LABEL_CONFIG;
}

/* "vanilla", "with the patch": a title of a few words naming a build, not a sentence */
static int short_config(const char *title)
{
	int words = 0;

	for (const char *p = title; *p; p++)
		words += !isspace((unsigned char)*p) && (p == title || isspace((unsigned char)p[-1]));
	return words >= 1 && words <= 3 && label_kind(title) == LABEL_CONFIG;
}

/* A span's name saying what its columns measure: a metric, or one opening with a metric's
 * word ("speedup vs 1 rank") */
static int span_is_metric(const char *span)
{
	char first[NAME_LEN];

	if (label_kind(span) == LABEL_METRIC)
		return 1;
	set_str(first, sizeof(first), span);
	first[strcspn(first, " ")] = '\0';
	return label_kind(first) == LABEL_METRIC;
}

/*
 * "wall time (s)" over "default  psrset+pbind", "speedup vs 1 rank" over
 * the same two: a metric spanning the builds, the same names under each
 * span, in the same order.  Each column's last word is then its build, the
 * words before it (its span's name) its metric.
 */
static void span_builds(struct tread *x)
{
	/* "diff" closing the table, under no span: the builds' change, no build */
	int end = x->tb->ncols - change_tail(x), j, k, p, n = end - x->skip0;
	const char *last[ROW_MAX_CELLS];
	size_t pre[ROW_MAX_CELLS];

	if (n < 4)
		return;
	for (j = x->skip0; j < end; j++) {
		const char *sp = strrchr(x->col[j].name, ' ');
		char span[NAME_LEN];
		if (!sp || sp == x->col[j].name || label_summary_field(sp + 1) >= 0)
			return;
		last[j] = sp + 1;
		pre[j] = (size_t)(sp - x->col[j].name);
		/* the span names a metric ("wall time (s)", "speedup vs 1 rank"), not a part of the
		 * build ("cfq" over "3.5-rc6  +series") */
		set_str(span, sizeof(span), x->col[j].name);
		span[pre[j]] = '\0';
		if (!span_is_metric(span))
			return;
	}
	/* the period: the columns under the first span's name */
	for (p = 1; x->skip0 + p < end && pre[x->skip0 + p] == pre[x->skip0] &&
		    !strncmp(x->col[x->skip0 + p].name, x->col[x->skip0].name, pre[x->skip0]); p++)
		;
	if (p < 2 || n % p || n / p < 2)
		return;
	for (j = x->skip0; j < end; j++) {
		int head = x->skip0 + (j - x->skip0) / p * p; /* the span's first column */
		k = x->skip0 + (j - x->skip0) % p;            /* the same build in the first span */
		if (strcmp(last[j], last[k]) || pre[j] != pre[head] || strncmp(x->col[j].name, x->col[head].name, pre[j]))
			return;
		for (int m = head; m < j; m++)
			if (!strcmp(last[m], last[j]))
				return;
	}
	for (j = x->skip0; j < end; j++) {
		struct col *c = &x->col[j];
		c->name[pre[j]] = '\0';
		set_str(c->metric, sizeof(c->metric), c->name);
		memmove(c->name, last[j], strlen(last[j]) + 1);
		c->span = x->skip0 + (j - x->skip0) / p * p;
	}
}

/*
 * "madvise tps  always tps  diff  madvise p95  always p95": each column a build's name then
 * its metric's, the builds named again under another metric (a change column between them
 * its own): the first words name the build, the last word the metric.
 */
static void builds_then_metric(struct tread *x)
{
	char pre[ROW_MAX_CELLS][NAME_LEN];
	const char *last[ROW_MAX_CELLS];
	int j, k, shared = 0, named = 0;

	for (j = x->skip0; j < x->tb->ncols; j++) {
		const char *sp = strrchr(x->col[j].name, ' ');
		last[j] = NULL;
		if (x->col[j].change)
			continue;
		if (!sp || sp == x->col[j].name || label_kind(sp + 1) != LABEL_METRIC)
			return;
		set_str(pre[j], sizeof(pre[j]), x->col[j].name);
		pre[j][sp - x->col[j].name] = '\0';
		if (span_is_metric(pre[j]) || label_summary_field(pre[j]) >= 0)
			return;
		last[j] = sp + 1;
		named++;
	}
	/* a metric under two builds or more, and a build under two metrics or more */
	for (j = x->skip0; j < x->tb->ncols; j++)
		for (k = j + 1; k < x->tb->ncols; k++)
			if (last[j] && last[k]) {
				shared |= !strcmp(last[j], last[k]) && strcmp(pre[j], pre[k]) ? 1 : 0;
				shared |= strcmp(last[j], last[k]) && !strcmp(pre[j], pre[k]) ? 2 : 0;
			}
	if (named < 4 || shared != 3)
		return;
	for (j = x->skip0; j < x->tb->ncols; j++)
		if (last[j]) {
			set_str(x->col[j].metric, sizeof(x->col[j].metric), last[j]);
			set_str(x->col[j].name, sizeof(x->col[j].name), pre[j]);
		}
}

/*
 * "4BSD  speedup  ULE  speedup": a metric's name written after each build's
 * column, twice or more: each such column is the build's to its left, its
 * metric the name.  Kinds are the columns' own (label_kind) here.
 */
static void builds_with_metric(struct tread *x)
{
	int j, k, n = 0;

	for (j = x->skip0 + 1; j < x->tb->ncols; j++) {
		/* one word: "(real, seconds) master" names a build too */
		if (x->col[j].kind != LABEL_METRIC || x->col[j - 1].kind != LABEL_CONFIG || strchr(x->col[j].name, ' '))
			continue;
		for (k = x->skip0 + 1; k < x->tb->ncols; k++)
			if (k != j && !strcmp(x->col[k].name, x->col[j].name) &&
			    (x->col[k - 1].kind != LABEL_CONFIG || !strcmp(x->col[k - 1].name, x->col[j - 1].name)))
				return;    /* the same metric after no build, or after the same build */
		for (k = x->skip0 + 1; k < x->tb->ncols && (k == j || strcmp(x->col[k].name, x->col[j].name)); k++)
			;
		n += k < x->tb->ncols;
	}
	if (n < 2)
		return;
	for (j = x->skip0 + 1; j < x->tb->ncols; j++)
		if (x->col[j].kind == LABEL_METRIC && x->col[j - 1].kind == LABEL_CONFIG && !strchr(x->col[j].name, ' ')) {
			set_str(x->col[j].metric, sizeof(x->col[j].metric), x->col[j].name);
			set_str(x->col[j].name, sizeof(x->col[j].name), x->col[j - 1].name);
			x->col[j].kind = LABEL_CONFIG;
		}
}

static int build_like(enum label_kind k)
{
	return k == LABEL_CONFIG || k == LABEL_OTHER;
}

/* "Base (mean  std)": the header split inside the parentheses; the name loses " (mean" and
 * the deviation its ")" */
static void unparen_pair(struct col *b, struct col *d)
{
	char *open = strrchr(b->name, '(');
	size_t n = strlen(d->name);

	if (!open || open == b->name || open[-1] != ' ' || strchr(open, ')') || !n || d->name[n - 1] != ')' ||
	    strchr(d->name, '(') || label_summary_field(open + 1) != SUM_MEAN)
		return;
	d->name[n - 1] = '\0';
	if (label_summary_field(d->name) != SUM_STDDEV) {
		d->name[n - 1] = ')';
		return;
	}
	open[-1] = '\0';
}

/*
 * "vanilla  stddev  patched  stddev": a deviation column right after a
 * build's is that build's, as if "vanilla" spanned "mean  stddev": one
 * series a row, its value the mean, its deviation the summary's.
 */
static void deviation_columns(struct tread *x)
{
	int j;

	for (j = x->skip0 + 1; j < x->tb->ncols; j++) {
		struct col *b = &x->col[j - 1], *d = &x->col[j];
		if (d->span < 0 && b->span < 0)
			unparen_pair(b, d);
		if (d->span >= 0 || b->span >= 0 || label_summary_field(d->name) != SUM_STDDEV || !b->name[0] ||
		    label_summary_field(b->name) >= 0 || !build_like(label_kind(b->name)))
			continue;
		b->span = d->span = j - 1;
		b->sum = SUM_MEAN;
		d->sum = SUM_STDDEV;
		memcpy(b->span_name, b->name, sizeof(b->span_name));   /* both NAME_LEN */
		memcpy(d->span_name, b->name, sizeof(d->span_name));
	}
}

/*
 * "kernel  groups  run1  run2 ..." over "vanilla  20  1.912 ...", "vanilla
 * 40  3.795 ...": the first value column holds counts under a setting's
 * name, and a row's name comes back with another count: each row is its
 * build at that setting, the count no figure.  Its column, or -1.
 */
static int param_column(const struct tread *x)
{
	const struct text *t = x->r->t;
	const struct col *c = &x->col[x->skip0];
	struct row rw;
	size_t name_s = 0, name_e = 0;
	double count0 = 0;
	int i, j = x->skip0, distinct = 0, again = 0;

	if (x->tb->ncols - j < 2 || !c->name[0] ||
	    !(label_kind(c->name) == LABEL_PARAM || label_count_noun(c->name, strlen(c->name))))
		return -1;
	for (i = 0; i < x->tb->nrows; i++) {
		const struct vcell *v;
		if (!tb_row_read(t, x->tb, i, &rw) || rw.n <= j + 1)
			return -1;
		v = &rw.c[j];
		if (v->kind != CELL_VALUE || v->unit[0] || v->pct || v->signed_ || v->time ||
		    !num_is_count(v->x.value))
			return -1;
		if (i == 0) {
			name_s = rw.label_s;
			name_e = rw.label_e;
			count0 = v->x.value;
			continue;
		}
		distinct |= v->x.value != count0;
		again |= rw.label_e - rw.label_s == name_e - name_s &&
			 !memcmp(t->s + rw.label_s, t->s + name_s, name_e - name_s) && v->x.value != count0;
	}
	return distinct && again ? j : -1;
}

/* "Count" (or "samples") over a column beside no other statistic's ("FSUse%  Count  Size
 * Files/sec"): what the row measured a count of, not the runs a summary was taken over */
static int lone_count(const struct tread *x, int j)
{
	int k;

	if (label_summary_field(x->col[j].name) != SUM_N || strlen(x->col[j].name) < 3)
		return 0;
	for (k = x->skip0; k < x->tb->ncols; k++)
		if (k != j && label_summary_field(x->col[k].name) >= 0)
			return 0;
	return 1;
}

/* "Max delay start", "Max delay end" (perf sched latency's): a column of when something
 * happened, a timestamp, named by its last word after others */
/* "sd/cfs", "new vs old" over signed percentages closing the row, after two columns of
 * figures: the change between the builds, no build of its own */
static int ratio_name_column(const struct tread *x, int j)
{
	const char *n = x->col[j].name;

	return x->col[j].change && j >= x->tb->ncols - change_tail(x) && j >= x->skip0 + 2 && n[0] &&
	       (strchr(n, '/') || strstr(n, " vs ") || strstr(n, " vs. "));
}

/* Row i's cell in column j when it is a bare number (no unit, percent, sign or time), else NULL */
static const struct vcell *bare_cell(const struct tread *x, int i, int j, struct row *rw)
{
	const struct vcell *v;

	if (tb_row_read(x->r->t, x->tb, i, rw) <= j)
		return NULL;
	v = &rw->c[j];
	return v->kind != CELL_VALUE || v->unit[0] || v->pct || v->signed_ || v->time ? NULL : v;
}

/* NAME is another column's name or its first words ("FreeBSD" of "FreeBSD 14.0") */
static int names_column(const struct tread *x, int j, const char *name, size_t n)
{
	for (int k = x->skip0; k < x->tb->ncols && n; k++) {
		const char *c = x->col[k].name;
		if (k != j && !strncasecmp(c, name, n) && (c[n] == '\0' || c[n] == ' '))
			return 1;
	}
	return 0;
}

/* "FreeBSD 14.0   Linux 6.1   FreeBSD/Linux" over "5873.32  6712.81  0.87": the last
 * column, named as the ratio of two columns before it, its cells plain numbers near 1, is
 * that ratio, no figure of its own */
static int ratio_of_columns(const struct tread *x, int j)
{
	const char *n = x->col[j].name, *slash = strchr(n, '/');
	struct row rw;
	int i;

	if (j != x->tb->ncols - 1 || j < x->skip0 + 2 || !slash || strchr(slash + 1, '/') ||
	    !names_column(x, j, n, (size_t)(slash - n)) || !names_column(x, j, slash + 1, strlen(slash + 1)))
		return 0;
	for (i = 0; i < x->tb->nrows; i++) {
		const struct vcell *v = bare_cell(x, i, j, &rw);
		if (!v || v->x.value <= 0 || v->x.value >= 20)
			return 0;
	}
	return 1;
}

/* "clients" over 64 in every row beside the builds' figures: the setting all ran at,
 * no figure (only with columns of figures after it) */
static int constant_count(const struct tread *x, int j)
{
	struct row rw;
	double v0 = 0;
	int i;

	if (j + 1 >= x->tb->ncols || !x->col[j].name[0] || !label_count_noun(x->col[j].name, strlen(x->col[j].name)) ||
	    x->tb->nrows < 2)
		return 0;
	for (i = 0; i < x->tb->nrows; i++) {
		const struct vcell *v = bare_cell(x, i, j, &rw);
		if (!v || !num_is_count(v->x.value) || (i && v->x.value != v0))
			return 0;
		v0 = v->x.value;
	}
	return 1;
}

/* The series without its stddev (a summary only if another field is left) */
static void drop_stddev(struct xseries *s)
{
	int k;

	memset(&s->sum[SUM_STDDEV], 0, sizeof(s->sum[SUM_STDDEV]));
	for (k = 0; k < SUM_COUNT && !s->sum[k].set; k++)
		;
	s->has_summary = k < SUM_COUNT;
}

/*
 * "(+/- is the half-width of the 95% confidence interval of the mean, not
 * the standard deviation.)": a note just above or below the table saying
 * its spread is no standard deviation (a confidence interval, a standard
 * error, half the min-max range), and no column named one: the spread is
 * no stddev.
 */
static int spread_not_sd(const struct tread *x, int end)
{
	static const char *const notes[] = { "confidence interval", "standard error", "std error",
		"std. error", "not the standard deviation", "not a standard deviation", "not stddev",
		"not the stddev", "min-max", "half-range", "half the range", "half of the range", NULL };
	const struct text *t = x->r->t;
	int l, j;

	for (j = x->skip0; j < x->tb->ncols; j++)
		if (label_summary_field(x->col[j].name) == SUM_STDDEV)
			return 0;
	for (l = x->tb->line[0] - 6 > 0 ? x->tb->line[0] - 6 : 0; l < end + 4 && l < t->n; l++) {
		const char *p = t->s + t->l[l].start;
		size_t n = t->l[l].end - t->l[l].start;
		for (const char *const *w = notes; *w; w++) {
			size_t wn = strlen(*w);
			for (size_t i = 0; i + wn <= n; i++)
				if (!strncasecmp(p + i, *w, wn))
					return 1;
		}
	}
	return 0;
}

/*
 * "transactions/sec, mean +/- stddev of 5 runs" over the table: the runs
 * each figure's spread is of, from the lines just above it ("of 5 runs",
 * "over 10 runs", "5 runs each"); 0 when none says.  Not "over 5 iterations"
 * (the corpus's labels leave n out there: an iteration may be a loop of one run).
 */
#define CAPTION_LINES 6       /* a caption, a blank, two header lines, a section row */

/* [p, e) starts with " runs" or " trials", a word's end after it: its length, else 0 */
static size_t runs_word(const char *p, const char *e)
{
	static const char *const words[] = { " runs", " trials", NULL };

	for (const char *const *w = words; *w; w++) {
		size_t n = strlen(*w);
		if ((size_t)(e - p) >= n && !strncmp(p, *w, n) && (p + n == e || !isalpha((unsigned char)p[n])))
			return n;
	}
	return 0;
}

static int caption_runs(const struct tread *x, struct xnum *runs)
{
	const struct text *t = x->r->t;
	int l;

	for (l = x->tb->line[0] - 1; l >= 0 && l >= x->tb->line[0] - CAPTION_LINES; l--) {
		const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end, *q;
		for (q = p; q + 5 < e; q++) {
			char *end;
			long n;
			size_t w;
			if (!isdigit((unsigned char)*q) || (q > p && (isalnum((unsigned char)q[-1]) || q[-1] == '.')))
				continue;
			n = strtol(q, &end, 10);
			if (n < 2 || n > 1000 || !(w = runs_word(end, e)))
				continue;
			/* "of 5 runs", "over 5 runs", "5 runs each": what the figures are of */
			if ((q - p >= 3 && !strncmp(q - 3, "of ", 3)) || (q - p >= 5 && !strncmp(q - 5, "over ", 5)) ||
			    (e - end >= (ptrdiff_t)w + 5 && !strncmp(end + w, " each", 5))) {
				runs->value = (double)n;
				runs->s = (size_t)(q - t->s);
				runs->e = (size_t)(end - t->s);
				runs->set = 1;
				runs->negated = 0;
				return 1;
			}
		}
	}
	return 0;
}

/* Each series given a spread (a stddev) by the table: its n from the caption's runs */
static void runs_of_caption(struct tread *x)
{
	struct xnum n;

	if (!caption_runs(x, &n))
		return;
	for (int i = x->first_series; i < x->r->nseries; i++) {
		struct xseries *s = &x->r->series[i];
		if (s->has_summary && s->sum[SUM_STDDEV].set && !s->sum[SUM_N].set)
			s->sum[SUM_N] = n;
	}
}

/*
 * "ncpu  -j  SCHED_4BSD  SCHED_M2" over "1  2  2718.4  2731.9": builds in
 * columns, and the first column after the rows' keys holds another setting
 * of the row (a flag or a count noun over whole counts, no unit), two build
 * columns after it: no build's figures.
 */
static int second_key(const struct tread *x)
{
	const struct col *c = &x->col[x->skip0];
	struct row rw;
	int i, j = x->skip0;

	if (x->tb->ncols - j < 3 || !c->name[0] ||
	    !(label_kind(c->name) == LABEL_PARAM || label_count_noun(c->name, strlen(c->name)) ||
	      (c->name[0] == '-' && isalpha((unsigned char)c->name[1]) && strlen(c->name) <= 3)))
		return 0;
	for (j = x->skip0 + 1; j < x->tb->ncols; j++)
		if (x->col[j].kind != LABEL_CONFIG)
			return 0;
	for (i = 0; i < x->tb->nrows; i++) {
		const struct vcell *v;
		if (tb_row_read(x->r->t, x->tb, i, &rw) <= x->skip0)
			return 0;
		v = &rw.c[x->skip0];
		if (v->kind != CELL_VALUE || v->unit[0] || v->pct || v->signed_ || v->time || !num_is_count(v->x.value))
			return 0;
	}
	return 1;
}

/* "ID", "PID", "Weight", "Cap": a column naming tasks or domains, or the shares a scheduler
 * was set to give them (xl sched-credit's "Name  ID  Weight  Cap"), no figure */
static int identity_column(const char *name)
{
	static const char *const words[] = { "id", "pid", "tid", "tgid", "uid", "gid", "domid", "weight", "cap", "nice", "prio",
					     "priority", NULL };
	int i;

	for (i = 0; words[i] && strcasecmp(name, words[i]); i++)
		;
	return words[i] != NULL;
}

/* "expected", "ideal share", "theoretical": what a column would hold by arithmetic, no run's
 * figure beside the measured ones */
static int expected_column(const char *name)
{
	static const char *const words[] = { "expected", "ideal", "theoretical", "theory", NULL };
	size_t n = strcspn(name, " ");

	for (int i = 0; words[i]; i++)
		if (n == strlen(words[i]) && !strncasecmp(name, words[i], n))
			return 1;
	return 0;
}

static int stamp_column(const char *name)
{
	const char *last = strrchr(name, ' ');

	return last && last > name && (!strcasecmp(last + 1, "start") || !strcasecmp(last + 1, "end") ||
					!strcasecmp(last + 1, "timestamp"));
}

/*
 * "4.20-rc3_mean  4.20-rc3_stddev  patched_mean  patched_stddev": a script's
 * column names glue the build to a statistic with '_': read as the build's
 * name over "mean  stddev", as a spanning header is (two such columns at
 * least, no other spans)
 */
static void glued_statistics(struct tread *x)
{
	int j, k, n = 0;
	char *u;

	for (j = x->skip0; j < x->tb->ncols; j++) {
		if (x->col[j].span >= 0)
			return;
		u = strrchr(x->col[j].name, '_');
		n += u && u > x->col[j].name && !strchr(x->col[j].name, ' ') && label_summary_field(u + 1) >= 0;
	}
	if (n < 2)
		return;
	for (j = x->skip0; j < x->tb->ncols; j++) {
		u = strrchr(x->col[j].name, '_');
		if (!u || u == x->col[j].name || strchr(x->col[j].name, ' ') || label_summary_field(u + 1) < 0)
			continue;
		*u = ' ';
		xs_printf(x->col[j].span_name, NAME_LEN, "%.*s", (int)(u - x->col[j].name), x->col[j].name);
		for (k = x->skip0; k < j && strcmp(x->col[k].span_name, x->col[j].span_name); k++)
			;
		x->col[j].span = k;
	}
}

/*
 * "2.6.24-rc3  -rc3 + migration_cost=5000000": a column named by a release's suffix alone
 * ("-rc3", "-rc3+patch") beside a column naming that release in full is that release's:
 * the suffix takes the full name ("2.6.24-rc3 + migration_cost=5000000")
 */
static void suffix_releases(struct tread *x)
{
	for (int j = x->skip0; j < x->tb->ncols; j++) {
		char *nm = x->col[j].name, full[NAME_LEN];
		size_t w = strcspn(nm, " +/");
		if (nm[0] != '-' || strncmp(nm, "-rc", 3) || w < 4 || !isdigit((unsigned char)nm[3]))
			continue;
		for (int k = x->skip0; k < x->tb->ncols; k++) {
			const char *o = x->col[k].name;
			size_t ow = strcspn(o, " +/");
			if (k == j || ow <= w || !isdigit((unsigned char)o[0]) || strncmp(o + ow - w, nm, w))
				continue;
			if (ow + strlen(nm) - w >= sizeof(full))
				break;
			xs_printf(full, sizeof(full), "%.*s%s", (int)(ow - w), o, nm);
			xs_printf(nm, NAME_LEN, "%s", full);
			break;
		}
	}
}

static void classify(struct tread *x)
{
	struct counts cc, rc;
	struct rowinfo ri;
	struct row rw;
	int j, i, runs_numbered = 0, grouped_stats = 1, same, run_rows;

	memset(&cc, 0, sizeof(cc));
	memset(&rc, 0, sizeof(rc));
	suffix_releases(x);
	glued_statistics(x);
	span_builds(x);
	builds_then_metric(x);
	deviation_columns(x);
	same = same_under_spans(x);
	for (j = x->skip0; j < x->tb->ncols; j++)
		x->col[j].kind = label_kind(x->col[j].name);
	builds_with_metric(x);
	for (j = x->skip0, run_rows = 0; j < x->tb->ncols; j++)
		run_rows |= run_number_column(x, j);
	for (j = x->skip0; j < x->tb->ncols; j++) {
		x->col[j].kind = label_kind(x->col[j].name);
		if (lone_count(x, j) || (run_rows && glued_summary(x->col[j].name, x->col[j].kind)))
			x->col[j].kind = LABEL_METRIC;
		if (x->col[j].span >= 0 && x->col[j].metric[0])
			x->col[j].kind = LABEL_CONFIG;     /* span_builds */
		span_summary(&x->col[j]);
		if (x->col[j].span >= 0 && x->col[j].span < j && x->col[j].sum == SUM_STDDEV &&
		    !strcmp(x->col[j].span_name, x->col[x->col[j].span].name))
			x->col[j].kind = x->col[x->col[j].span].kind;     /* deviation_columns */
		span_metric(&x->col[j], same);
		column_setting(&x->col[j]);
		relative_column(x, j);
		x->col[j].runno = run_number_column(x, j);
		x->col[j].stamp = stamp_column(x->col[j].name) || identity_column(x->col[j].name) ||
				  expected_column(x->col[j].name) || constant_count(x, j);
		/* "real: 12.3": the word on the cells names the figure; "run1: 192.4 run2: ..."
		 * numbers runs of one series */
		if (x->col[j].from_key && x->col[j].kind != LABEL_CONFIG && x->col[j].kind != LABEL_RUN)
			x->col[j].kind = LABEL_METRIC;
		/* "patched: 23.0k IOPS (+7.5%)": a change column under the name of the column before
		 * it (the unit both took) is that column's change */
		x->col[j].delta = x->col[j].kind == LABEL_DELTA ||
				  (x->col[j].change && j > x->skip0 &&
				   (!x->col[j].name[0] || !strcmp(x->col[j].name, x->col[j - 1].name) ||
				    (x->col[j].span >= 0 && x->col[j].span == x->col[j - 1].span &&
				     !x->col[j - 1].change))) ||
				  ratio_name_column(x, j);
		/* "perf/power" closing the groups of "performance  powersaving": a change
		 * column under no build's name compares the builds, whatever it names */
		if (j > x->skip0 && x->col[j].change && x->col[j].span < 0 && x->col[j - 1].span >= 0 &&
		    j >= x->tb->ncols - change_tail(x))
			x->col[j].delta = 1;
		/* "bsd4  dfly  dfly/bsd4" over "x1.16": a ratio column, no figure of its own; right
		 * after two builds' columns ("before  after  gain" over "11.2x") their comparison */
		if (j > x->skip0 && ((x_ratios(x, j) && !x_ratios(x, j - 1)) || ratio_of_columns(x, j))) {
			x->col[j].delta = 1;
			x->col[j].ratio = two_builds_before(x, j) ? RATIO_BETWEEN : RATIO_TO_BASE;
		}
		/* "sugov  sugov-fi  ratio": a ratio after two builds' columns is theirs, no figure of
		 * its own ("Time  CPU%  Ratio": after what is measured, it is measured too) */
		if (!x->col[j].delta && j >= x->skip0 + 2 && (!strcasecmp(x->col[j].name, "ratio") ||
							     !strcasecmp(x->col[j].name, "speedup")) &&
		    x->col[j - 1].kind != LABEL_METRIC && x->col[j - 2].kind != LABEL_METRIC) {
			x->col[j].delta = 1;
			x->col[j].ratio = two_builds_before(x, j) ? RATIO_BETWEEN : RATIO_TO_BASE;
		}
		if (!x->col[j].delta)
			count_kind(&cc, x->col[j].kind);
	}
	mark_other_units(x);
	/* "performance (absolute)" beside columns of ratios: the first column's build is "performance" */
	for (j = x->skip0 + 1; j < x->tb->ncols; j++)
		if (x->col[j].rel == 1) {
			drop_last_word(x->col[x->skip0].name, "absolute");
			break;
		}
	for (i = 0; i < x->tb->nrows; i++) {
		row_at(x, i, &rw);
		read_row_info(x, &rw, &ri);
		count_kind(&rc, ri.kind);
		runs_numbered |= ri.run > 0;
		grouped_stats &= (ri.summary >= 0) == (ri.group[0] != '\0');
	}
	/* "FPS min / avg / max" rows: each names a figure of its own; not "Wakeup  Max" over
	 * "Avg", "Stdev": statistics under what they sum up, and rows of their own beside them */
	if (rc.summary && (rc.other || rc.metric || rc.param || rc.config || rc.workload) && !grouped_stats) {
		x->summaries_plain = 1;
		rc.metric += rc.summary;
		rc.summary = 0;
	}
	x->orient = orientation(x, &cc, &rc);
	/* rows named by two keys, the second a build's ("youtube 1080p  tip", "+series"): the rows
	 * are the builds, whatever the columns' names read as */
	if (x->tb->sub_col && rc.config * 2 >= x->tb->nrows)
		x->orient = BY_ROW;
	/* a name over each group of runs (runs_under_names) names what ran them; the rows are what
	 * was run ("Speedometer 2.0", "JetStream2") */
	if (x->col[x->skip0].run_of >= 0)
		x->orient = BY_COLUMN;
	/* rows named by nothing a configuration is, under no header: the heading must name it,
	 * unless it is the command that ran them */
	if (x->orient == BY_ROW && !rc.config && !x->has_header && !titled_by_command(x) &&
	    !keyed_summary_rows(x) && !runs_caption(x) && !rows_of_runs(x))
		x->orient = BY_HEADING;
	/* rows under a header word naming no build ("Load", "Case") in a table titled by a
	 * build: each row is a setting of that build */
	if (x->orient == BY_ROW && !rc.config && x->label_head[0] &&
	    label_kind(x->label_head) != LABEL_CONFIG &&
	    (label_has_build(group_title(x, 0)) || short_config(group_title(x, 0))))
		x->orient = BY_HEADING;
	/* "Averages:" over "TS  9724.54", "FSS  10419.19": a title naming a statistic names no
	 * build, the rows do */
	if (x->orient == BY_HEADING && rc.none == 0 && rc.summary == 0 && rc.run == 0 && x->tb->ngroups == 1) {
		char head[NAME_LEN] = "";
		if (x->tb->heading >= 0)
			text_label(x->r->t, x->r->t->l[x->tb->heading].start, x->r->t->l[x->tb->heading].end,
				   head, sizeof(head));
		if (statistic_title(group_title(x, 0)) || statistic_title(head))
			x->orient = BY_ROW;
	}
	/* "no_load:" over one table, "process_load:" over the next: rows named alike in groups
	 * titled by settings are series of their own, not runs of one */
	x->groups_apart = x->orient == BY_ROW && !runs_numbered && x->tb->ngroups >= 2 &&
			  titled_groups(x) == x->tb->ngroups && !run_titles(x);
	/* groups under titles of their own, rows numbering runs: the titles are the configurations;
	 * so they are over the same rows again in each group ("6.5.11 (CFS)" over "avg fps" and
	 * "1% low", "6.6.1 (EEVDF)" over the same two) when the titles name builds */
	if (x->orient == BY_ROW && titled_groups(x) >= 2 &&
	    (runs_numbered || (!rc.config && x->groups_apart && same_rows_each_group(x) && build_titles(x))))
		x->orient = BY_HEADING;
	x->param_col = x->orient == BY_ROW ? param_column(x) : -1;
	/* builds in columns: the first value column is a setting's counts only by its name ("-c",
	 * "clients"), not by a kind the vocabulary guesses for a build's header */
	if (x->orient == BY_COLUMN && (x->param_col = param_column(x)) >= 0 && x->col[x->param_col].name[0] != '-' &&
	    !label_count_noun(x->col[x->param_col].name, strlen(x->col[x->param_col].name)))
		x->param_col = -1;
	x->tunable_rows = x->orient == BY_ROW && tunables_keyed(x);
	x->keys_repeat = x->orient == BY_ROW && tunable_name(x->label_head) && row_keys_repeat(x);
	for (j = x->skip0; j < x->tb->ncols && !x->settings_col; j++)
		x->settings_col = settings_column(x->col[j].name);
	if (x->orient == BY_COLUMN && second_key(x))
		x->col[x->skip0].stamp = 1;
}

/* Mark every line the table took, so no later recogniser reads it again */
static void claim_lines(struct xresult *r, const struct table *tb, int end)
{
	int l;

	for (l = tb->line[0]; l < end && l < r->t->n; l++)
		r->used[l] = 1;
}

/* The header lines over the rows the table read: taken too ("6.6 (base)   6.6 (+patch)" is
 * no "V (NAME)" pair of prose's) */
static void claim_header(const struct tread *x)
{
	int l;

	/* one row under "a (base) vs b (eevdf)," may be the sentence's end ("within 1%."): the
	 * header a table of rows has, no more */
	if (x->tb->nrows < 2)
		return;
	for (l = x->header_top; l >= 0 && l < x->tb->line[0]; l++)
		if (!line_is_blank(x->r->t, l))
			x->r->used[l] = 1;
}

/* A word that names code: qla24xx_start_scsi, __switch_to, kmem_cache_alloc, foo() */
static int symbol_word(const char *p, size_t n)
{
	size_t i, under = 0, lower = 0;

	/* perf report's [k] [.] [kernel.kallsyms] */
	if (n >= 3 && p[0] == '[' && p[n - 1] == ']')
		return 1;
	if (n < 3 || n > 64)
		return 0;
	for (i = 0; i < n; i++) {
		if (p[i] == '_')
			under++;
		else if (islower((unsigned char)p[i]))
			lower++;
		else if (p[i] == '(' && i + 2 == n && p[i + 1] == ')')
			return 1;
		else if (!isdigit((unsigned char)p[i]) && p[i] != '.')
			return 0;
	}
	return under > 0 && lower > 0;
}

/* perf report's own columns among words: "[k]", "[.]", "[kernel.vmlinux]", "[libc.so.6]" */
static int perf_columns(const char *p, size_t n)
{
	size_t i = 0, b;

	while (i < n) {
		while (i < n && isspace((unsigned char)p[i]))
			i++;
		for (b = i; i < n && !isspace((unsigned char)p[i]); i++)
			;
		if (i - b >= 3 && p[b] == '[' && p[i - 1] == ']' && (i - b == 3 || memchr(p + b, '.', i - b)))
			return 1;
	}
	return 0;
}

/* Rows of values beside code symbols: a profile (oprofile, perf report), not results */
static int profile_rows(const struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw;
	int i, j, sym = 0, rows = 0;

	for (i = 0; i < x->tb->nrows; i++) {
		int hit = 0;
		tb_row_read(t, x->tb, i, &rw);
		for (j = 0; j < rw.n && !hit; j++)
			hit = rw.c[j].post_e > rw.c[j].post_s &&
			      symbol_word(t->s + rw.c[j].post_s, rw.c[j].post_e - rw.c[j].post_s);
		if (!hit && rw.trail_e > rw.trail_s)
			hit = symbol_word(t->s + rw.trail_s, rw.trail_e - rw.trail_s) ||
			      perf_columns(t->s + rw.trail_s, rw.trail_e - rw.trail_s);
		sym += hit;
		rows++;
	}
	return rows && sym * 2 >= rows;
}

/* Every cell a plain whole number (counts, ids, line numbers), under no header */
static int only_integers(const struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw;
	int i, j;

	for (i = 0; i < x->tb->nrows; i++) {
		tb_row_read(t, x->tb, i, &rw);
		for (j = 0; j < rw.n; j++) {
			const struct vcell *c = &rw.c[j];
			if (c->kind == CELL_VALUE && (c->unit[0] || c->time || c->dev.set || c->pct ||
						      memchr(t->s + c->x.s, '.', c->x.e - c->x.s) ||
						      memchr(t->s + c->x.s, ',', c->x.e - c->x.s)))
				return 0;
		}
	}
	return 1;
}

/* Every value a signed or parenthesised percentage: changes, not figures (prose.c reads them) */
static int only_changes(const struct tread *x)
{
	int j, any = 0;

	for (j = 0; j < x->tb->ncols; j++) {
		if (!x->col[j].change)
			return 0;
		any = 1;
	}
	return any;
}

/* The paragraph over the table says its figures are changes: "% change, teo relative to
 * menu.  For perf positive is better, ..." */
static int heading_says_change(const struct tread *x)
{
	static const char *const says[] = { "% change", "change (%)", "percent change", "% difference",
		"relative to", NULL };
	const struct text *t = x->r->t;
	char head[512];
	int l = x->tb->line[0] - 1, paragraphs = 0;
	size_t from, to;

	/* its header and the paragraph above it */
	for (; l > 0 && paragraphs < 2; l--)
		paragraphs += line_is_blank(t, l) && !line_is_blank(t, l + 1);
	from = t->l[l > 0 ? l : 0].start;
	to = t->l[x->tb->line[0]].start;
	if (to - from >= sizeof(head))
		from = to - (sizeof(head) - 1);    /* the words nearest the table */
	xs_printf(head, sizeof(head), "%.*s", (int)(to - from), t->s + from);
	for (const char *const *w = says; *w; w++)
		if (strcasestr(head, *w))
			return 1;
	return 0;
}

/*
 * Every figure written with its sign ("+1.2", "-3.1"; "~" and "-" cells
 * hold none) under a heading saying they are changes: a table of changes
 * from a base it does not print, no configuration's figures.
 */
static int signed_changes(const struct tread *x)
{
	struct row rw;
	int i, j, signs = 0;

	for (i = 0; i < x->tb->nrows; i++) {
		tb_row_read(x->r->t, x->tb, i, &rw);
		for (j = x->skip0; j < rw.n; j++) {
			if (rw.c[j].kind != CELL_VALUE)
				continue;
			if (!rw.c[j].signed_ && rw.c[j].x.value != 0)
				return 0;
			signs += rw.c[j].signed_;
		}
	}
	return signs >= 2 && heading_says_change(x);
}

/* Words between a row's values are keys of them ("avg:", "real =", "user"), not prose */
static int keyed_cells(const struct text *t, const struct row *rw)
{
	int j;

	for (j = 1; j < rw->n; j++) {
		const struct vcell *c = &rw->c[j];
		char k[48];
		if (c->pre_e <= c->pre_s)
			continue;
		text_label(t, c->pre_s, c->pre_e, k, sizeof(k));
		if (strchr(k, ' ') && t->s[c->pre_e - 1] != ':' && t->s[c->pre_e - 1] != '=')
			return 0;
		if (t->s[c->pre_e - 1] != ':' && t->s[c->pre_e - 1] != '=' && label_kind(k) != LABEL_METRIC)
			return 0;
	}
	return 1;
}

/* "49.0 MB/s  real = 438.79, user = 0.01": every value after the first keyed by "KEY =" or "KEY:" */
static int all_keyed(const struct text *t, const struct row *rw)
{
	int j;

	for (j = 1; j < rw->n; j++) {
		const struct vcell *c = &rw->c[j];
		if (c->pre_e <= c->pre_s || (t->s[c->pre_e - 1] != ':' && t->s[c->pre_e - 1] != '='))
			return 0;
	}
	return 1;
}

/* "load: 0" right above the table: its rows end a dump of keys, not a list of builds */
static int under_key_lines(const struct tread *x)
{
	const struct text *t = x->r->t;
	int l = x->tb->line[0] - 1;
	struct row rw;
	char k[NAME_LEN];

	if (l < 0 || line_is_blank(t, l) || t->l[l].depth != t->l[x->tb->line[0]].depth ||
	    !row_read(t, l, &rw) || rw.label_e <= rw.label_s ||
	    (t->s[rw.label_e - 1] != ':' && (rw.label_e >= t->l[l].end || t->s[rw.label_e] != ':')))
		return 0;
	text_label(t, rw.label_s, rw.label_e, k, sizeof(k));
	return label_kind(k) != LABEL_CONFIG && !vocab_sched_last(k, strlen(k), NULL, NULL);
}

/* "64 threads", "128 clients:": a group's title that is a count of something, a setting */
static int count_title(const char *title)
{
	size_t d = strspn(title, "0123456789");

	return d && title[d] == ' ' && label_count_noun(title + d + 1, strcspn(title + d + 1, " :"));
}

/* "6.5.11 (CFS)", "tip (baseline)": a name, then a remark in words closing it */
static int closing_remark(const char *k)
{
	const char *open = strchr(k, '('), *p;
	int alpha = 0;

	if (!open || open == k || open[-1] != ' ' || strchr(open + 1, '(') || strchr(k, ')') != k + strlen(k) - 1)
		return 0;
	for (p = open + 1; *p != ')'; p++)
		alpha |= isalpha((unsigned char)*p);
	return alpha;
}

static int rows_all_builds(const struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw;
	char k[NAME_LEN], first[NAME_LEN] = "";
	int i;
	double prev = 0;
	int counting = 1;

	for (i = 0; i < x->tb->nrows; i++) {
		/* each group (a setting over its rows: "64 threads", "128 threads") lists the builds
		 * again */
		int opens = !i || (x->tb->group[i] != x->tb->group[i - 1] && count_title(group_title(x, x->tb->group[i])));
		tb_row_read(t, x->tb, i, &rw);
		row_label(t, &rw, x->skip0, k, sizeof(k));
		if (!k[0] || strpbrk(k, "#;") || (strpbrk(k, "()") && !closing_remark(k)) ||
		    (!opens && !strcasecmp(k, first)) ||
		    (label_kind(k) != LABEL_CONFIG && !vocab_sched_last(k, strlen(k), NULL, NULL)))
			return 0;       /* ... and builds of a list differ ("- patch 6", "- patch 8") */
		if (opens)
			set_str(first, sizeof(first), k);
		/* "FOO 0", "BAR 1", "BAZ 2": an enumeration, not figures */
		if (rw.n && i && rw.c[0].x.value != prev + 1)
			counting = 0;
		prev = rw.n ? rw.c[0].x.value : -1;
	}
	return x->tb->nrows >= 2 && !counting && !under_key_lines(x);
}

/* Line l ends a sentence and opens another inside it: ". " then a capital */
static int sentence_inside(const struct text *t, int l)
{
	const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end;

	for (; p + 2 < e; p++)
		if (*p == '.' && p[1] == ' ' && isupper((unsigned char)p[2]) && p > t->s + t->l[l].start &&
		    isalpha((unsigned char)p[-1]))
			return 1;
	return 0;
}

/*
 * "usched_dfly" over "  8 clients:  43011" and "  16 clients:  77405": every
 * row named by a setting (a count and what it counts), under a title that
 * names a build.  Whole numbers there are that build's figures at each setting.
 */
static int settings_under_build(const struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw;
	char label[NAME_LEN];
	int i;

	if (x->orient != BY_HEADING || x->tb->nrows < 2)
		return 0;
	for (i = 0; i < x->tb->nrows; i++) {
		const char *sp;
		tb_row_read(t, x->tb, i, &rw);
		if (rw.n != 1 || rw.label_e <= rw.label_s)
			return 0;
		text_label(t, rw.label_s, rw.label_e, label, sizeof(label));
		if (!isdigit((unsigned char)label[0]) || !(sp = strchr(label, ' ')) ||
		    strspn(label, "0123456789") != (size_t)(sp - label) ||
		    !label_count_noun(sp + 1, strcspn(sp + 1, " :")))
			return 0;
		if (label_kind(group_title(x, x->tb->group[i])) != LABEL_CONFIG)
			return 0;
	}
	return 1;
}

/*
 * "credit" over "run1  61832", "run2  60975", then "null" over its own
 * "run1  64418" ...: rows numbering runs under titles of their own, two or
 * more (or one a build's name): whole numbers there are the titled runs' figures
 */
static int runs_under_titles(const struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw;
	char label[NAME_LEN];
	int i;

	if (x->orient != BY_HEADING || x->tb->nrows < 2 || titled_groups(x) != x->tb->ngroups ||
	    (x->tb->ngroups < 2 && label_kind(group_title(x, 0)) != LABEL_CONFIG))
		return 0;
	for (i = 0; i < x->tb->nrows; i++) {
		tb_row_read(t, x->tb, i, &rw);
		if (rw.n != 1 || rw.label_e <= rw.label_s)
			return 0;
		text_label(t, rw.label_s, rw.label_e, label, sizeof(label));
		if (!run_word(label) && !(label_run_number(label) > 0 && strchr(label, ' ')))
			return 0;
	}
	return 1;
}

/*
 * "defaults:  24112  23988  24251" over "autogroup=0:  24630  24582  24702" under a title
 * naming no build: each row a name (a word, no figure first) and its runs, three or more,
 * as many each, not all alike, every figure the same quantity (within a factor of two of
 * every other) and no row named as a metric, a workload, a statistic or a run is.  The
 * rows are what was compared.
 */
static int rows_of_runs(const struct tread *x)
{
	static const enum label_kind not_builds[] = { LABEL_METRIC, LABEL_WORKLOAD, LABEL_SUMMARY, LABEL_RUN,
						      LABEL_DELTA, LABEL_NONE };
	const struct text *t = x->r->t;
	const char *title = group_title(x, 0);
	char k[NAME_LEN], head[NAME_LEN] = "";
	double lo = 0, hi = 0;
	struct row rw;

	if (x->tb->nrows < 2 || x->tb->nrows > 8 || x->tb->ngroups != 1 || x->has_header ||
	    label_has_build(title) || short_config(title))
		return 0;
	if (x->tb->heading >= 0)
		text_label(t, t->l[x->tb->heading].start, t->l[x->tb->heading].end, head, sizeof(head));
	if (label_has_build(head))
		return 0;
	for (int i = 0, n = 0; i < x->tb->nrows; i++) {
		enum label_kind kind;
		int distinct = 0;
		/* as many runs each ("6k  10.82 10.5 10.39" under "4k" with more is a grid) */
		if (tb_row_read(t, x->tb, i, &rw) < 3 || (n && rw.n != n))
			return 0;
		n = rw.n;
		row_label(t, &rw, x->skip0, k, sizeof(k));
		kind = label_kind(k);
		if (!isalpha((unsigned char)k[0]))
			return 0;
		/* runs differ ("Uid:  1000  1000  1000  1000" is ids) */
		for (int j = x->skip0 + 1; j < rw.n; j++)
			distinct |= rw.c[j].x.value != rw.c[x->skip0].x.value;
		if (!distinct)
			return 0;
		for (size_t b = 0; b < sizeof(not_builds) / sizeof(not_builds[0]); b++)
			if (kind == not_builds[b])
				return 0;
		for (int j = x->skip0; j < rw.n; j++) {
			const struct vcell *c = &rw.c[j];
			if (c->kind != CELL_VALUE || c->pct || c->signed_ || c->x.value <= 0)
				return 0;
			lo = lo == 0 || c->x.value < lo ? c->x.value : lo;
			hi = c->x.value > hi ? c->x.value : hi;
		}
	}
	return hi <= 2 * lo;
}

static int tables_worth(const struct tread *x, const struct row *first)
{
	if (only_changes(x))
		return 0;
	/* whole numbers in rows under no header are ids and counts, not measurements,
	 * unless every row is named as a build is ("baseline  1240", "patched  1188")
	 * or as a setting under a build's title */
	if (!x->has_header && only_integers(x) && !(x->orient == BY_ROW && (rows_all_builds(x) || rows_of_runs(x))) &&
	    !settings_under_build(x) && !runs_under_titles(x))
		return 0;
	/* one row under no header is a line of text (or a pair: pairs.c), not a table, unless
	 * every word between its values keys one ("real = 86.74, user = 0.01"), after a row
	 * name or a first value with its unit ("49.0 MB/s  real = 438.79, user = 0.01") */
	if (x->tb->nrows == 1 && first->label_e > first->label_s &&
	    label_build_key(x->r->t->s + first->label_s, first->label_e - first->label_s))
		return 0;       /* "Kernel: 6.6 CPU:3" says what ran, with no figure */
	/* "..., kernbench 0.30, 5 runs per load. Half load and max": one line ending a
	 * sentence and opening the next is prose */
	if (x->tb->nrows == 1 && !x->has_header && sentence_inside(x->r->t, x->tb->line[0]))
		return 0;
	return x->tb->nrows >= 2 || x->has_header ||
	       (first->label_e > first->label_s && first->n >= 2 && keyed_cells(x->r->t, first)) ||
	       (first->c[0].unit[0] && !first->pipes && first->n >= 3 && all_keyed(x->r->t, first));
}

static int read_table_rows(struct xresult *r, struct tprev *prev, struct table *tb, int end);

/* Read a table; a header row taken off its rows is put back for the caller */
/* Series from first on that no heading gave a workload take the caption's under the table */
static void workload_below(struct xresult *r, int first, int last)
{
	char w[32] = "";
	int i;

	for (i = first; i < r->nseries; i++) {
		if (r->series[i].workload[0])
			continue;
		if (!w[0])
			ctx_workload_below(r->t, last, w, sizeof(w));
		if (!w[0])
			return;
		set_str(r->series[i].workload, sizeof(r->series[i].workload), w);
	}
}

/* "mode: process" or "ipc=pipe": a key and a word, no figure */
static int word_setting(const struct text *t, int l)
{
	const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end;

	while (p < e && isspace((unsigned char)*p))
		p++;
	if (p == e || !isalpha((unsigned char)*p))
		return 0;
	while (p < e && (isalnum((unsigned char)*p) || *p == '_' || *p == '-' || *p == '.'))
		p++;
	if (p == e || (*p != ':' && *p != '='))
		return 0;
	for (p++; p < e && isspace((unsigned char)*p); p++)
		;
	if (p == e || !isalpha((unsigned char)*p))
		return 0;
	for (; p < e; p++)
		if (isdigit((unsigned char)*p) || isspace((unsigned char)*p))
			return 0;
	return 1;
}

/*
 * "nr_threads: 100%" and "iterations: 4" beside "mode: process": a list of
 * the settings a test ran with (a robot's "with following parameters:"),
 * one value a key, with a setting that is a word in the same list.  Its
 * numbers are how it ran, not what it measured.
 */
static int settings_list(const struct text *t, const struct table *tb)
{
	struct row rw;
	int i, a = tb->line[0], b = tb->line[tb->nrows - 1];

	for (i = 0; i < tb->nrows; i++)
		if (tb_row_read(t, tb, i, &rw) != 1 || rw.label_e <= rw.label_s ||
		    !strchr(":=", t->s[rw.label_e - 1]))
			return 0;
	for (i = a; i <= b; i++)
		if (word_setting(t, i))
			return 1;
	return (a > 0 && t->l[a - 1].depth == t->l[a].depth && word_setting(t, a - 1)) ||
	       (b + 1 < t->n && t->l[b + 1].depth == t->l[b].depth && word_setting(t, b + 1));
}

static void read_table(struct xresult *r, struct table *tb, int end, struct tprev *prev)
{
	int first = r->nseries, shifted;

	if (tb->nrows && settings_list(r->t, tb))
		return;
	shifted = read_table_rows(r, prev, tb, end);
	if (tb->nrows)
		workload_below(r, first, tb->line[tb->nrows - 1]);
	prev->first = first;
	prev->n = r->nseries - first;
	prev->end = end;
	if (shifted) {
		tb->line--;
		tb->group--;
		tb->nrows++;
	}
}

static int vs_word(const char *p, size_t n)
{
	return (n == 2 && !strncasecmp(p, "vs", 2)) || (n == 3 && !strncasecmp(p, "vs.", 3)) ||
	       (n == 6 && !strncasecmp(p, "versus", 6));
}

/*
 * "CFS vs EEVDF: 12.3s vs 11.8s", "hackbench vanilla vs patched: 2.84 vs
 * 2.61": the names either side of the label's "vs" (A: the words after the
 * last one ending in ')' or ','), for the first and second value.
 */
static int vs_names(const struct text *t, const struct row *rw, char *a, char *b, size_t n)
{
	struct tok k[32];
	int nk, i, v = -1, from = 0;
	size_t e = rw->label_e;

	if (rw->n != 2 || rw->c[0].kind != CELL_VALUE || rw->c[1].kind != CELL_VALUE)
		return 0;
	while (e > rw->label_s && isspace((unsigned char)t->s[e - 1]))
		e--;
	if (e <= rw->label_s || t->s[e - 1] != ':')
		return 0;
	nk = tok_split(t, rw->label_s, e - 1, k, 32);
	for (i = 0; i < nk; i++) {
		const char *p = t->s + k[i].s;
		size_t len = k[i].e - k[i].s;
		if (vs_word(p, len) && v < 0)
			v = i;
		else if (v < 0 && (p[len - 1] == ')' || p[len - 1] == ','))
			from = i + 1;
	}
	if (v <= from || v + 1 >= nk)
		return 0;
	/* the second value may be keyed by "vs" or "/", nothing else */
	if (rw->c[1].pre_e > rw->c[1].pre_s && !vs_word(t->s + rw->c[1].pre_s, rw->c[1].pre_e - rw->c[1].pre_s) &&
	    !(rw->c[1].pre_e - rw->c[1].pre_s == 1 && t->s[rw->c[1].pre_s] == '/'))
		return 0;
	text_label(t, k[from].s, k[v - 1].e, a, n);
	text_label(t, k[v + 1].s, k[nk - 1].e, b, n);
	return a[0] && b[0];
}

/* Past the words that join keys ("and", "vs", ",") at the start of [s, e) */
static size_t past_joiners(const struct text *t, size_t s, size_t e)
{
	struct tok k[8];
	int n = tok_split(t, s, e, k, 8), i = 0;

	while (i + 1 < n && (stop_word(t->s + k[i].s, k[i].e - k[i].s) ||
			     vs_word(t->s + k[i].s, k[i].e - k[i].s) || t->s[k[i].s] == ','))
		i++;
	return n ? k[i].s : s;
}

/* The key written before cell j of a row ("4BSD:" as its label, "ULE:" between cells) */
static int cell_config_key(const struct text *t, const struct row *rw, int j, char *out, size_t n)
{
	size_t s = j ? rw->c[j].pre_s : rw->label_s, e = j ? rw->c[j].pre_e : rw->label_e;
	char other[NAME_LEN];

	/* "8 thr:  4BSD: 2210": the cell before wrote its noun first */
	if (j && rw->c[j - 1].post_e > s && rw->c[j - 1].post_e < e)
		s = rw->c[j - 1].post_e;

	if (vs_names(t, rw, j ? other : out, j ? out : other, j ? n : sizeof(other)))
		return 1;
	while (e > s && isspace((unsigned char)t->s[e - 1]))
		e--;
	if (e <= s || (t->s[e - 1] != ':' && t->s[e - 1] != '='))
		return 0;
	s = past_joiners(t, s, e);      /* "... and 4BSD:" */
	text_label(t, s, e, out, n);
	return out[0] && (label_kind(out) == LABEL_CONFIG || vocab_sched_last(out, strlen(out), NULL, NULL));
}

/*
 * " 8 thr:   4BSD: 2210   ULE: 2874": a row's setting before its keyed cells,
 * a count with its noun and colon as the first cell.  The index of the first
 * keyed cell (1), its text in KEY; else 0.
 */
static int pair_row_key(const struct text *t, const struct row *rw, char *key, size_t n)
{
	const struct vcell *c = &rw->c[0];
	size_t e = c->post_e;

	key[0] = '\0';
	if (rw->n < 3 || rw->label_e > rw->label_s || c->kind != CELL_VALUE || !num_is_count(c->x.value) ||
	    c->unit[0] || c->pct)
		return 0;
	/* the noun may be the cell's post word ("thr:") or its unit-free end ("8:") */
	if (e > c->post_s) {
		if (t->s[e - 1] != ':')
			return 0;
		text_label(t, c->s, e, key, n);
	} else {
		if (c->e <= c->s || t->s[c->e - 1] != ':')
			return 0;
		text_label(t, c->s, c->e, key, n);
	}
	return key[0] ? 1 : 0;
}

/* Whether KEY names a build the vocabulary knows: a scheduler or a kernel or OS release */
static int known_build(const char *key)
{
	return vocab_sched_last(key, strlen(key), NULL, NULL) || version_led(key);
}

/*
 * "4BSD: 3:25.56  ULE: 3:39.20": every cell of every row keyed by a build
 * with a colon, after a row's setting at most (pair_row_key).  The keys are
 * the configurations, one series each (a key on several rows pools its
 * runs; rows with settings keep a series each).
 */
static int config_pairs(const struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw;
	char k[NAME_LEN], rk[NAME_LEN];
	int i, j, keyed = 0, known = 0, measured = 0;

	if (x->has_header)
		return 0;
	for (i = 0; i < x->tb->nrows; i++) {
		int from;
		if (tb_row_read(t, x->tb, i, &rw) < 2)
			return 0;
		from = pair_row_key(t, &rw, rk, sizeof(rk)) && cell_config_key(t, &rw, 1, k, sizeof(k));
		if (i == 0)
			keyed = from;
		else if (from != keyed)
			return 0;       /* settings on every row or on none */
		for (j = from; j < rw.n; j++) {
			if (rw.c[j].kind != CELL_VALUE || !cell_config_key(t, &rw, j, k, sizeof(k)))
				return 0;
			measured += rw.c[j].unit[0] || rw.c[j].time || !num_is_count(rw.c[j].x.value);
			known += known_build(k);
		}
	}
	/* "sq head: 0 tail: 1" are counters, not builds' figures: whole numbers count under
	 * builds the vocabulary knows, two a row */
	return measured > 0 || known >= 2 * x->tb->nrows;
}

/* Bytes [s, e) are an arrow: "->", "=>", "→" */
static int arrow_at(const struct text *t, size_t s, size_t e)
{
	return (e - s == 2 && (!strncmp(t->s + s, "->", 2) || !strncmp(t->s + s, "=>", 2))) ||
	       (e - s == 3 && !strncmp(t->s + s, "\xe2\x86\x92", 3));
}

/* The row's name holds two figures with an arrow between ("p99.9: 1803 us -> 1012 us") */
static int arrow_in_name(const struct text *t, const struct row *rw)
{
	const char *p = t->s + rw->label_s, *e = t->s + rw->label_e, *a;

	for (a = p; a + 2 <= e; a++)
		if (arrow_at(t, (size_t)(a - t->s), (size_t)(a - t->s) + 2) ||
		    (a + 3 <= e && arrow_at(t, (size_t)(a - t->s), (size_t)(a - t->s) + 3)))
			break;
	if (a + 2 > e)
		return 0;
	/* a figure right before the arrow (its unit between) and one after it */
	const char *b = a;
	while (b > p && b[-1] == ' ')
		b--;
	while (b > p && isalpha((unsigned char)b[-1]))
		b--;
	while (b > p && b[-1] == ' ')
		b--;
	if (b == p || !isdigit((unsigned char)b[-1]))
		return 0;
	for (const char *q = a + 2; q < e; q++)
		if (isdigit((unsigned char)*q))
			return 1;
	return 0;
}

/* Every row two values with an arrow between ("1.92s -> 1.85s", "=>", "→"), the change
 * between them after them at most ("1.92s -> 1.85s  (-3.6%)") */
static int arrow_rows(const struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw;
	int i, n;

	for (i = 0; i < x->tb->nrows; i++) {
		n = tb_row_read(t, x->tb, i, &rw);
		if (n == 3 && rw.c[2].pct && (rw.c[2].paren || rw.c[2].signed_))
			n = 2;
		/* "p99.9: 1803 us -> 1012 us  (-43.9%)" out of line with the rows above: the pair
		 * stands in what the table took for the row's name */
		if (n == 2 && rw.c[0].kind != CELL_VALUE && arrow_in_name(t, &rw))
			continue;
		if (n != 2 || !(arrow_at(t, rw.c[1].pre_s, rw.c[1].pre_e) || arrow_at(t, rw.c[0].post_s, rw.c[0].post_e)))
			return 0;
	}
	return 1;
}

/* Every row "A vs B: a vs b" */
static int vs_pairs(const struct tread *x)
{
	const struct text *t = x->r->t;
	struct row rw;
	char a[NAME_LEN], b[NAME_LEN];
	int i;

	if (x->has_header)
		return 0;
	for (i = 0; i < x->tb->nrows; i++)
		if (tb_row_read(t, x->tb, i, &rw) != 2 || !vs_names(t, &rw, a, b, sizeof(a)))
			return 0;
	return 1;
}


/* The two figures of a row set apart by "vs" ("run 1: 2412 vs 2455"), the row named to a colon */
static int vs_figures(const struct text *t, const struct row *rw)
{
	size_t e = rw->label_e;
	const struct vcell *c = &rw->c[1];

	while (e > rw->label_s && isspace((unsigned char)t->s[e - 1]))
		e--;
	/* "312.45 / 318.92  (+2.07%)": the change of the second against the first after them */
	if (rw->n == 3 && !(rw->c[2].pct && (rw->c[2].paren || rw->c[2].signed_)))
		return 0;
	return (rw->n == 2 || rw->n == 3) && rw->c[0].kind == CELL_VALUE && c->kind == CELL_VALUE &&
	       e > rw->label_s && t->s[e - 1] == ':' &&
	       (vs_word(t->s + c->pre_s, c->pre_e - c->pre_s) ||
		vs_word(t->s + rw->c[0].post_s, rw->c[0].post_e - rw->c[0].post_s) ||
		(c->pre_e == c->pre_s + 1 && t->s[c->pre_s] == '/'));
}

/*
 * "SCHED_4BSD vs SCHED_M2 (real, seconds):" over "run 1: 2412 vs 2455":
 * the title names both sides, each row gives their figures; the sides' names
 * into a and b.  1 when every row reads so.
 */
/* A title line naming both sides ("SCHED_4BSD vs SCHED_M2 (real, seconds):", "..., baseline / patched:") */
static int vs_title(const struct text *t, int l, char *a, char *b, size_t n)
{
	int nk, i, v = -1, end, from = 0;
	struct tok k[16];

	if (l < 0 || (nk = tok_line(t, l, k, 16)) < 3 || nk > 14)
		return 0;
	for (i = 0, end = nk; i < nk; i++) {
		const char *p = t->s + k[i].s;
		size_t len = k[i].e - k[i].s;
		if ((vs_word(p, len) || (len == 1 && *p == '/')) && v < 0)
			v = i;
		else if (v >= 0 && end == nk && strchr("(:,", *p))
			end = i;        /* "(real, seconds):" says what the figures are */
		else if (v < 0 && strchr("),:", p[len - 1]))
			from = i + 1;   /* "tbench4, MB/sec (higher is better), baseline / patched:" */
	}
	if (v < 1 || v - from != 1 || end < v + 2 || end - v > 3)
		return 0;
	text_label(t, k[from].s, k[v - 1].e, a, n);
	text_label(t, k[v + 1].s, k[end - 1].e, b, n);
	return a[0] && b[0] && label_kind(a) == LABEL_CONFIG && label_kind(b) == LABEL_CONFIG;
}

/*
 * "In every line below the first figure is SCHED_4BSD and the second is
 * SCHED_M2.": the paragraph right above the rows names two schedulers the
 * vocabulary knows, and no third: they are the sides, in that order.
 */
static int sides_above(const struct text *t, int line, char *a, char *b, size_t n)
{
	int l = line - 1, found = 0, i, nk;
	struct tok k[48];

	while (l >= 0 && line_is_blank(t, l))
		l--;
	for (; l >= 0 && l >= line - 6 && !line_is_blank(t, l) && t->l[l].depth == t->l[line].depth; l--)
		;
	for (l++; l < line; l++) {
		nk = tok_line(t, l, k, 48);
		for (i = 0; i < nk; i++) {
			size_t s = k[i].s, e = k[i].e;
			char w[NAME_LEN];
			while (e > s && strchr(".,;:)", t->s[e - 1]))
				e--;
			if (e <= s || !vocab_sched_word(t->s + s, e - s))
				continue;
			text_label(t, s, e, w, sizeof(w));
			if (found && !strcmp(w, found == 1 ? a : b))
				continue;
			if (found == 2 && strcmp(w, a))
				return 0;       /* a third */
			if (found < 2)
				set_str(found++ ? b : a, n, w);
		}
	}
	return found == 2;
}

/*
 * "SCHED_4BSD vs SCHED_M2 (real, seconds):" over "run 1: 2412 vs 2455":
 * the title names both sides, each row gives their figures (a change of the
 * second against the first after them at most); the sides' names into a
 * and b.  Each group of the table titled so, with the same two sides: 1
 * when every row reads so.
 */
static int titled_vs(const struct tread *x, char *a, char *b, size_t n)
{
	const struct text *t = x->r->t;
	char ga[NAME_LEN], gb[NAME_LEN];
	struct row rw;
	int g, i;

	/* the paragraph the heading ends, else the one right above the rows */
	int top = x->tb->g[0].title_line >= 0 ? x->tb->g[0].title_line + 1 :
		  x->tb->heading >= 0 ? x->tb->heading + 1 : x->tb->line[0];

	if (x->tb->ngroups == 1 && !vs_title(t, x->tb->g[0].title_line >= 0 ? x->tb->g[0].title_line :
					      x->tb->heading, a, b, n) && sides_above(t, top, a, b, n)) {
		for (i = 0; i < x->tb->nrows; i++)
			if (!tb_row_read(t, x->tb, i, &rw) || !vs_figures(t, &rw) || rw.n != 2)
				return 0;
		return 1;
	}
	for (g = 0; g < x->tb->ngroups; g++) {
		int l = x->tb->g[g].title_line >= 0 ? x->tb->g[g].title_line : g ? -1 : x->tb->heading;
		if (!vs_title(t, l, g ? ga : a, g ? gb : b, n) || (g && (strcmp(ga, a) || strcmp(gb, b))))
			return 0;
	}
	for (i = 0; i < x->tb->nrows; i++)
		if (!tb_row_read(t, x->tb, i, &rw) || !vs_figures(t, &rw))
			return 0;
	return 1;
}

/* The rows of a titled_vs table: a series a side, group and row name; rows numbering runs pool */
static void emit_titled_vs(struct tread *x, const char *a, const char *b)
{
	struct xresult *r = x->r;
	const struct text *t = r->t;
	struct slots sl = { NULL, 0, 0 };
	char key[NAME_LEN];
	struct row rw;
	int i, j, side[2];

	for (i = 0; i < x->tb->nrows; i++) {
		int g = x->tb->group[i];
		tb_row_read(t, x->tb, i, &rw);
		text_label(t, rw.label_s, rw.label_e, key, sizeof(key));
		if (label_run_number(key) > 0)
			key[0] = '\0';
		for (j = 0; j < 2; j++) {
			int si = series_for(x, &sl, j, g, key, &rw);
			struct xseries *s = &r->series[si];
			if (!s->nvalues) {
				name_config(s, j ? b : a);
				if (key[0])
					name_key(t, s, key, label_kind(key));
				if (x->tb->ngroups > 1)
					group_params(x, g, s);
			}
			s->span[1] = t->l[rw.line].end;
			add_value(s, &rw.c[j]);
			side[j] = si;
		}
		if (rw.n == 3)
			delta_cmp(x, side[1], side[0], &rw.c[2], rw.line, 2, key, 0);
	}
	for (i = x->first_series; i < r->nseries; i++)
		ctx_finish(&r->series[i]);
	free(sl.v);
}

/* A bare build word keying a cell ("baseline", "patched", "ULE"): its name, 1; else 0.
 * LOOSE: any one word that names nothing but a build might ("main", "13.2-RC2"), for keys
 * the rows repeat in order */
static int bare_build_key(const struct text *t, size_t s, size_t e, char *out, size_t n, int loose)
{
	struct tok k[4];
	int nk;

	while (e > s && isspace((unsigned char)t->s[e - 1]))
		e--;
	if (e <= s || strchr(":=", t->s[e - 1]) || (nk = tok_split(t, s, e, k, 4)) < 1 || nk > 2)
		return 0;
	if (loose && nk == 1) {
		text_label(t, k[0].s, k[0].e, out, n);
		return out[0] && isalnum((unsigned char)out[0]) &&
		       (label_kind(out) == LABEL_CONFIG || label_kind(out) == LABEL_OTHER);
	}
	/* every word a build's ("2.6.22 took" is a sentence) */
	for (int i = 0; i < nk; i++)
		if (!label_is_config_word(t->s + k[i].s, k[i].e - k[i].s))
			return 0;
	text_label(t, k[0].s, k[nk - 1].e, out, n);
	return out[0] && (label_kind(out) == LABEL_CONFIG || vocab_sched_last(out, strlen(out), NULL, NULL));
}

/*
 * "netperf TCP_RR 16 instances:  baseline 51220.1 +/- 1.1%  patched 52001.7":
 * a row named up to its colon, then each value keyed by a build written
 * bare before it.  The row's name and the cell's key into ROWNAME and KEY.
 */
static int named_row_key(const struct text *t, const struct row *rw, int j, char *rowname, char *key, size_t n,
			 int loose)
{
	size_t s = rw->label_s, e = rw->label_e, c;

	if (j > 0)
		return bare_build_key(t, rw->c[j].pre_s, rw->c[j].pre_e, key, n, loose);
	for (c = e; c > s && t->s[c - 1] != ':'; c--)
		;
	if (c <= s + 1)
		return 0;
	text_label(t, s, c - 1, rowname, n);
	if (!rowname[0])
		return 0;
	/* the first key read as the cell's own ("1 instance:  baseline 62132.5") or as the
	 * label's end */
	if (rw->c[0].pre_e > rw->c[0].pre_s)
		return c == e && bare_build_key(t, rw->c[0].pre_s, rw->c[0].pre_e, key, n, loose);
	return bare_build_key(t, c, e, key, n, loose);
}

/* Every row a named row of values keyed by bare builds, the same builds in each (LOOSE:
 * any one-word keys, bare_build_key) */
static int rows_keyed_alike(const struct tread *x, int loose)
{
	const struct text *t = x->r->t;
	char first[ROW_MAX_CELLS][NAME_LEN], name[NAME_LEN], key[NAME_LEN];
	struct row rw;
	int i, j, nk = 0;

	for (i = 0; i < x->tb->nrows; i++) {
		if (tb_row_read(t, x->tb, i, &rw) < 2 || (i && rw.n != nk))
			return 0;
		for (j = 0; j < rw.n; j++) {
			if (rw.c[j].kind != CELL_VALUE || !named_row_key(t, &rw, j, name, key, sizeof(key), loose))
				return 0;
			if (!i)
				set_str(first[j], NAME_LEN, key);
			else if (strcmp(first[j], key))
				return 0;
		}
		nk = rw.n;
	}
	for (j = 1; j < nk; j++)
		if (!strcmp(first[j], first[0]))
			return 0;
	return 1;
}

/* "-t 4:  13.2-RC2 11307822  main 8412930": keys the vocabulary knows, or, on two rows or
 * more, the same words in the same order on every row: they can only name builds */
static int named_rows_keyed(const struct tread *x)
{
	if (x->has_header || x->tb->nrows < 1)
		return 0;
	return rows_keyed_alike(x, 0) || (x->tb->nrows >= 2 && rows_keyed_alike(x, 1));
}

/*
 * "TCP_STREAM (Mbit/s) 5.4-RELEASE 941.2 940.8 941.5 6.0-BETA2 936.1 937.0
 * 935.8 6.0-BETA2 debug.mpsafenet=0 929.4 ...": a row of builds' runs, each
 * build's name written before its figures (the first the label's last
 * word), as many figures each, two at least.  The index where each group
 * starts into starts (NULL: only asked), their count returned, else 0.
 */
#define RUN_GROUPS_MAX 16

static int build_runs_row(const struct text *t, const struct row *rw, int *starts)
{
	struct tok k[16];
	char key[NAME_LEN];
	int j, ng = 0, at[RUN_GROUPS_MAX], nk, size;

	if (rw->n < 4 || rw->pipes || rw->label_e <= rw->label_s)
		return 0;
	nk = tok_split(t, rw->label_s, rw->label_e, k, 16);
	if (nk < 1)
		return 0;
	/* "hackbench 40: 2.6.5-rc2 7.93 ...": a title up to its colon, the first build after it */
	if (rw->c[0].pre_e > rw->c[0].pre_s)
		text_label(t, rw->c[0].pre_s, rw->c[0].pre_e, key, sizeof(key));
	else
		text_label(t, k[nk - 1].s, k[nk - 1].e, key, sizeof(key));
	if (label_kind(key) != LABEL_CONFIG && !version_led(key))
		return 0;
	at[ng++] = 0;
	for (j = 0; j < rw->n; j++) {
		const struct vcell *c = &rw->c[j];
		if (c->kind != CELL_VALUE || c->pct || c->signed_)
			return 0;
		if (j && c->pre_e > c->pre_s) {
			text_label(t, c->pre_s, c->pre_e, key, sizeof(key));
			if (ng == RUN_GROUPS_MAX || (label_kind(key) != LABEL_CONFIG && !version_led(key)))
				return 0;
			at[ng++] = j;
		}
	}
	size = ng > 1 ? at[1] : 0;
	for (j = 1; j < ng; j++)
		if ((j + 1 < ng ? at[j + 1] : rw->n) - at[j] != size)
			return 0;
	if (ng < 2 || size < 2)
		return 0;
	if (starts)
		memcpy(starts, at, sizeof(at[0]) * (size_t)ng);
	return ng;
}

/* Every row of the table such a row (and no header over them) */
static int build_runs(const struct tread *x)
{
	struct row rw;
	int i;

	if (x->has_header)
		return 0;
	for (i = 0; i < x->tb->nrows; i++)
		if (!tb_row_read(x->r->t, x->tb, i, &rw) || !build_runs_row(x->r->t, &rw, NULL))
			return 0;
	return x->tb->nrows > 0;
}

/* A series a row and build, the build's figures its runs, the words before the first build the
 * row's title (its workload, its variant) */
static void emit_build_runs(struct tread *x)
{
	struct xresult *r = x->r;
	const struct text *t = r->t;
	struct row rw;
	int i, g, j, starts[RUN_GROUPS_MAX];

	for (i = 0; i < x->tb->nrows; i++) {
		struct tok k[16];
		int ng, nk, keyed;
		size_t title_e;
		tb_row_read(t, x->tb, i, &rw);
		ng = build_runs_row(t, &rw, starts);
		nk = tok_split(t, rw.label_s, rw.label_e, k, 16);
		keyed = rw.c[0].pre_e > rw.c[0].pre_s;
		title_e = keyed ? rw.label_e : nk > 1 ? k[nk - 2].e : rw.label_s;
		for (g = 0; g < ng; g++) {
			int si = new_series(x, rw.line, t->l[rw.line].start, t->l[rw.line].end), end;
			struct xseries *s = &r->series[si];
			char key[NAME_LEN], title[NAME_LEN];
			const struct vcell *c0 = &rw.c[starts[g]];
			if (g || keyed)
				text_label(t, c0->pre_s, c0->pre_e, key, sizeof(key));
			else
				text_label(t, k[nk - 1].s, k[nk - 1].e, key, sizeof(key));
			name_config(s, key);
			if (title_e > rw.label_s) {
				const struct vocab_workload *w;
				text_label(t, rw.label_s, title_e, title, sizeof(title));
				xs_param_str(s, "variant", title, strlen(title));
				if ((w = vocab_workload_last(title, strlen(title), NULL, NULL)))
					set_str(s->workload, sizeof(s->workload), w->name);
			}
			end = g + 1 < ng ? starts[g + 1] : rw.n;
			for (j = starts[g]; j < end; j++)
				add_value(s, &rw.c[j]);
			s->span[0] = g ? c0->pre_s : k[nk - 1].s;
			s->span[1] = rw.c[end - 1].e;
		}
	}
	for (i = x->first_series; i < r->nseries; i++)
		ctx_finish(&r->series[i]);
}

/*
 * Values keyed on their cells: one series a build key, its values pooled
 * over the rows ("4BSD: 3:25.56  ULE: 3:39.20"); or, for rows named up to
 * a colon (NAMED), one series a row and key, the row's name its variant.
 */
static void emit_keyed_cells(struct tread *x, int named)
{
	struct xresult *r = x->r;
	const struct text *t = r->t;
	struct slots sl = { NULL, 0, 0 };
	char name[NAME_LEN] = "", key[NAME_LEN];
	struct row rw;
	int i, j;

	for (i = 0; i < x->tb->nrows; i++) {
		char setting[NAME_LEN];
		int from;
		tb_row_read(t, x->tb, i, &rw);
		from = !named && pair_row_key(t, &rw, setting, sizeof(setting)) &&
		       cell_config_key(t, &rw, 1, key, sizeof(key));
		for (j = from; j < rw.n; j++) {
			struct xseries *s;
			int si;
			if (named)
				named_row_key(t, &rw, j, name, key, sizeof(key), 1);
			else
				cell_config_key(t, &rw, j, key, sizeof(key));
			si = named || from ? series_for(x, &sl, j, i, key, &rw) : series_for(x, &sl, 0, 0, key, &rw);
			s = &r->series[si];     /* after series_for: it may move the array */
			if (!s->nvalues && from && !key_params(s, setting))
				xs_param_str(s, "variant", setting, strlen(setting));
			if (!s->nvalues) {
				/* "hackbench vanilla vs patched:", "netperf TCP_RR 16 instances:" */
				const struct vocab_workload *w = named ?
					vocab_workload_last(name, strlen(name), NULL, NULL) :
					vocab_workload_last(t->s + rw.label_s, rw.label_e - rw.label_s, NULL, NULL);
				name_config(s, key);
				if (named)
					xs_param_str(s, "variant", name, strlen(name));
				if (w)
					set_str(s->workload, sizeof(s->workload), w->name);
			}
			s->span[1] = t->l[rw.line].end;
			add_value(s, &rw.c[j]);
		}
	}
	for (i = x->first_series; i < r->nseries; i++)
		ctx_finish(&r->series[i]);
	free(sl.v);
}

/* Line l ends mid-sentence (a comma) and the next line, of the same depth, goes on in small
 * letters or figures */
static int sentence_goes_on(const struct text *t, int l)
{
	const char *n;

	if (l + 1 >= t->n || t->s[t->l[l].end - 1] != ',' || line_is_blank(t, l + 1) ||
	    t->l[l + 1].depth != t->l[l].depth)
		return 0;
	n = t->s + t->l[l + 1].start;
	while (*n == ' ' || *n == '\t')
		n++;
	return islower((unsigned char)*n) || isdigit((unsigned char)*n);
}

/* The words of line l that open with a letter */
static int letter_words(const struct text *t, int l)
{
	struct tok k[64];
	int n = tok_line(t, l, k, 64), w = 0;

	for (int i = 0; i < n; i++)
		w += isalpha((unsigned char)t->s[k[i].s]) != 0;
	return w;
}

/* Line l goes on from a sentence on the line above ("Averages: A 415 -> 118 ns/op, B" over
 * "289 -> 61 ns/op (4.7x), C 268 -> 71 ns/op."): that line a sentence's, no title's */
static int sentence_came_on(const struct text *t, int l)
{
	const struct tline *p;

	if (l < 1 || line_is_blank(t, l - 1) || t->l[l - 1].depth != t->l[l].depth)
		return 0;
	p = &t->l[l - 1];
	return p->end > p->start && t->s[p->end - 1] != ':' && t->s[p->end - 1] != '.' &&
	       letter_words(t, l - 1) >= 4;
}

/* "Average, same order of boards:", "the same columns as above": a line saying a table's
 * columns are the table's above */
static int same_order_line(const struct text *t, int l)
{
	static const char *const says[] = { "same order", "same columns", "same column order", NULL };
	char w[NAME_LEN];

	if (l < 0)
		return 0;
	text_label(t, t->l[l].start, t->l[l].end, w, sizeof(w));
	for (const char *const *p = says; *p; p++)
		if (strcasestr(w, *p))
			return 1;
	return 0;
}

/*
 * A table without a header under a title saying its columns are in the same
 * order as the table just above, as many of them: that table's names.
 */
static void same_order_columns(struct tread *x, const struct tprev *prev)
{
	const struct table *tb = x->tb;
	int j;

	if (x->has_header || prev->end < 0 || tb->line[0] - prev->end > 12 || prev->ncols != tb->ncols ||
	    !(same_order_line(x->r->t, tb->g[0].title_line) || same_order_line(x->r->t, tb->heading)))
		return;
	for (j = 0; j < tb->ncols; j++)
		if (x->col[j].name[0])
			return;
	for (j = prev->skip0; j < tb->ncols; j++)
		set_str(x->col[j].name, NAME_LEN, prev->cols[j]);
}

/*
 * "Max latency in us, worst thread of the run:" right over a table of one
 * group whose rows and columns name no statistic or run of their own: each
 * figure is that extreme of its series.
 */
static int titled_statistic(struct tread *x)
{
	const struct text *t = x->r->t;
	int l = x->tb->g[0].title_line >= 0 ? x->tb->g[0].title_line : x->tb->heading, i, j, stat;
	char w[NAME_LEN];
	struct row rw;
	struct rowinfo ri;

	if (l < 0 || x->tb->ngroups != 1 || x->orient == BY_HEADING || x->runs)
		return -1;
	text_label(t, t->l[l].start, t->l[l].end, w, sizeof(w));
	/* "avg 2.911  stddev 0.035" right above: a summary's line, no title */
	i = (int)strcspn(w, " :");
	i += (int)strspn(w + i, " :");
	if (isdigit((unsigned char)w[i]) || w[i] == '-' || w[i] == '+' || w[i] == '.')
		return -1;
	/* an extreme only: a mean or a median over a table stands for its runs, the figure posted */
	if ((stat = title_statistic(w)) != SUM_MAX && stat != SUM_MIN)
		return -1;
	for (j = x->skip0; j < x->tb->ncols; j++)
		if (x->col[j].kind == LABEL_SUMMARY || x->col[j].kind == LABEL_RUN || x->col[j].runno ||
		    x->col[j].delta)
			return -1;
	for (i = 0; i < x->tb->nrows; i++) {
		row_at(x, i, &rw);
		read_row_info(x, &rw, &ri);
		if (ri.kind == LABEL_SUMMARY || ri.kind == LABEL_RUN || ri.kind == LABEL_DELTA)
			return -1;
	}
	return stat;
}

/*
 * "5 runs each, last column is the average:", "(the last one is the
 * median)" in the lines right above a table of rows of runs: the statistic
 * its last column holds (SUM_*), or -1.
 */
static int last_column_statistic(const struct tread *x)
{
	static const char *const says[] = { "last column is the ", "last column is ", "last one is the ",
					    "last column: ", "last value is the ", NULL };
	const struct text *t = x->r->t;
	char w[NAME_LEN], low[NAME_LEN];
	int l, stat;

	if (x->orient != BY_ROW || x->tb->ngroups != 1 || x->tb->ncols - x->skip0 < 3)
		return -1;
	for (l = x->tb->line[0] - 1; l >= 0 && l >= x->tb->line[0] - 3; l--) {
		size_t wl = text_label(t, t->l[l].start, t->l[l].end, w, sizeof(w));
		for (size_t i = 0; i <= wl && i < sizeof(low); i++)
			low[i] = (char)tolower((unsigned char)w[i]);
		for (const char *const *p = says; *p; p++) {
			const char *q = strstr(low, *p);
			if (q && (stat = title_statistic(w + (q - low) + strlen(*p))) >= 0)
				return stat;
		}
	}
	return -1;
}

static void remember_columns(const struct tread *x, struct tprev *prev)
{
	prev->ncols = x->tb->ncols;
	prev->skip0 = x->skip0;
	for (int j = 0; j < x->tb->ncols && j < ROW_MAX_CELLS; j++)
		set_str(prev->cols[j], NAME_LEN, x->col[j].name);
}

/* Returns whether the header row was taken off the table's rows (tread.shifted, set before
 * the rows are read): the caller clears no 12 KB tread of its own for that answer */
static int read_table_rows(struct xresult *r, struct tprev *prev, struct table *tb, int end)
{
	const struct text *t = r->t;
	struct tread x;
	struct slots sl = { NULL, 0, 0 };
	struct row rw;
	int i, runs = 0, row_series[ROW_MAX_CELLS];
	char vs_a[NAME_LEN], vs_b[NAME_LEN];

	memset(&x, 0, sizeof(x));
	x.r = r;
	x.tb = tb;
	x.prev = prev;
	x.first_series = r->nseries;
	x.title_stat = x.last_stat = -1;
	x.header_row = -1;
	x.header_top = -1;
	/* what read_headers may set; a table whose header is a row of counts has none */
	for (i = 0; i < ROW_MAX_CELLS; i++)
		x.col[i].span = x.col[i].sum = x.col[i].run_of = -1;
	column_geometry(&x);
	if (keyed_first_cell(t, tb))
		x.skip0 = 1;
	else if (key_column(t, tb, &runs))
		x.skip0 = 1;
	else if (key_column_named(t, tb, &runs))
		x.skip0 = x.named_last = 1;
	x.runs = runs;
	if (numbers_header_row(&x) || counts_over_rule(&x))
		x.has_header = 1;
	else
		read_headers(&x);
	same_order_columns(&x, prev);
	remember_columns(&x, prev);
	/* a row named in words closes rows keyed by a tunable's settings only */
	if (x.named_last && !tunable_name(x.col[0].name[0] ? x.col[0].name : x.label_head))
		x.skip0 = x.named_last = x.runs = runs = 0;
	percentile_names(&x);
	titles(&x);
	titles_over_twins(&x);
	/* "nr_threads  1  2": a header that counts over the key column makes it no run numbers,
	 * nor does a tunable's name ("kern.sched.steal_thresh" over "1", "2", "3 (default)") */
	if (x.runs && (counted_noun(x.col[0].name[0] ? x.col[0].name : x.label_head) ||
		       tunable_name(x.col[0].name[0] ? x.col[0].name : x.label_head)))
		x.runs = runs = 0;
	if (x.skip0 == 1 && !runs && x.col[0].name[0] && label_kind(x.col[0].name) == LABEL_CONFIG &&
	    !keyed_first_cell(t, tb))
		x.skip0 = 0;    /* the first column is a configuration after all */
	if (!x.skip0 && version_keys(&x))
		x.skip0 = x.versions = 1;   /* "kernel" over "6.1", "6.2": each row's build, no figure */
	else if (!x.skip0 && setting_keys(&x))
		x.skip0 = 1;
	classify(&x);
	x.title_stat = titled_statistic(&x);
	x.last_stat = last_column_statistic(&x);
	tb_row_read(t, tb, 0, &rw);
	if (arrow_rows(&x))
		return x.shifted;       /* "hackbench: 1.92s -> 1.85s": a change, prose.c reads it */
	if (titled_vs(&x, vs_a, vs_b, sizeof(vs_a))) {
		emit_titled_vs(&x, vs_a, vs_b);
		claim_lines(r, tb, end);
		layout_note(r, tb->line[0], end - 1, "table", "both sides named in the title, a vs b a row");
		return x.shifted;
	}
	if (config_pairs(&x) || vs_pairs(&x)) {
		emit_keyed_cells(&x, 0);
		claim_lines(r, tb, end);
		layout_note(r, tb->line[0], end - 1, "table", "configurations keyed on the cells");
		return x.shifted;
	}
	if (build_runs(&x)) {
		emit_build_runs(&x);
		claim_lines(r, tb, end);
		layout_note(r, tb->line[0], end - 1, "table", "each build's name before its runs, in a row");
		return x.shifted;
	}
	if (named_rows_keyed(&x)) {
		emit_keyed_cells(&x, 1);
		claim_lines(r, tb, end);
		layout_note(r, tb->line[0], end - 1, "table", "named rows, each value keyed by a build");
		return x.shifted;
	}
	if (signed_changes(&x)) {
		layout_note(r, tb->line[0], end - 1, "left", "changes only: signed figures under a heading saying so");
		return x.shifted;
	}
	if (!tables_worth(&x, &rw))
		return x.shifted;
	if (profile_rows(&x)) {
		claim_lines(r, tb, end);
		layout_note(r, tb->line[0], end - 1, "left", "profile: values beside code symbols");
		return x.shifted;
	}
	for (i = 0; i < tb->nrows; i++) {
		/* "instances  1  2  4" over each group: the header again, no row */
		if (x.header_row >= 0 && same_words(t, x.header_row, tb->line[i]))
			continue;
		row_at(&x, i, &rw);
		emit_row(&x, &sl, i, &rw, row_series);
	}
	if (spread_not_sd(&x, end))
		for (i = x.first_series; i < r->nseries; i++)
			drop_stddev(&r->series[i]);
	for (i = x.first_series; i < r->nseries; i++)
		xs_settle_mean(&r->series[i]);
	runs_of_caption(&x);     /* after: a mean alone with its stddev is the figure posted */
	for (i = x.first_series; i < r->nseries; i++)
		ctx_finish(&r->series[i]);
	free(sl.v);
	free(x.seen);
	/* one line read as a row and nothing taken from it, going on into the next ("box: the
	 * runs took 2.31, 2.35," over "2.29 and 2.33 seconds"): a sentence's, left to prose */
	if (tb->nrows == 1 && r->nseries == x.first_series &&
	    (sentence_goes_on(t, tb->line[0]) || sentence_came_on(t, tb->line[0])))
		return x.shifted;
	claim_lines(r, tb, end);
	claim_header(&x);
	if (x.orient == BY_ROW) {
		vs_row_below(&x, end);
		summary_row_below(&x, end);
	}
	layout_note(r, tb->line[0], end - 1, "table", x.orient == BY_COLUMN ? "configurations in columns" :
		    x.orient == BY_ROW ? "configurations in rows" : "configuration from the heading");
	return x.shifted;
}

/*
 * A row whose first cell is a bare version ("6.6   1021  1980 ...") next
 * to a row named by that version and more ("6.6+patch   1030  2011 ...",
 * one cell fewer): the version names its row, it is no figure.
 */
static int version_row(const struct text *t, int line, const struct row *rw)
{
	struct row nb;
	size_t vn = rw->c[0].x.e - rw->c[0].x.s;
	int d;

	if (rw->n < 3 || rw->label_e > rw->label_s || !version_number(t, &rw->c[0]) ||
	    rw->c[1].col - rw->c[0].col_end < 2)
		return 0;
	for (d = -1; d <= 1; d += 2) {
		int l = line + d;
		const char *lab;
		if (l < 0 || l >= t->n || t->l[l].depth != t->l[line].depth || !row_read(t, l, &nb) ||
		    nb.n != rw->n - 1 || nb.label_e - nb.label_s <= vn)
			continue;
		lab = t->s + nb.label_s;
		if (!memcmp(lab, t->s + rw->c[0].x.s, vn) && !isdigit((unsigned char)lab[vn]) && lab[vn] != '.')
			return 1;
	}
	return 0;
}

/*
 * "6.6   3193.34" beside "BORE   4716.74": a bare version in the column the
 * rows beside it hold names in, one cell more than they have, names its row
 * as they do (a name that is a summary or a run, "avg", "run1", does not
 * make one).
 */
/* Line l opens with "+ " at display column col: "+ the patch" under "6.6", named from it */
static int plus_at(const struct text *t, int l, int col)
{
	size_t i = t->l[l].start;

	while (i < t->l[l].end && (t->s[i] == ' ' || t->s[i] == '\t'))
		i++;
	return i + 1 < t->l[l].end && t->s[i] == '+' && t->s[i + 1] == ' ' && text_column(t, l, i) == col;
}

static int version_beside_names(const struct text *t, int line, const struct row *rw)
{
	struct row nb;
	char name[NAME_LEN];
	int d, kind;

	if (rw->n < 2 || rw->label_e > rw->label_s || !version_number(t, &rw->c[0]) ||
	    (rw->c[1].col - rw->c[0].col_end < 2 && !memchr(t->s + rw->c[0].e, '\t', rw->c[1].s - rw->c[0].e)))
		return 0;
	for (d = -1; d <= 1; d += 2) {
		int l = line + d;
		if (l < 0 || l >= t->n || t->l[l].depth != t->l[line].depth || !row_read(t, l, &nb) ||
		    nb.n != rw->n - 1 || nb.label_e <= nb.label_s ||
		    (text_column(t, l, nb.label_s) != rw->c[0].col && !plus_at(t, l, rw->c[0].col)))
			continue;
		text_label(t, nb.label_s, nb.label_e, name, sizeof(name));
		kind = label_kind(name);
		if (kind == LABEL_CONFIG || kind == LABEL_OTHER)
			return 1;
	}
	return 0;
}

/* A row's label opens with a version and goes on: "5.15+patch", "6.1 + audit" */
static int label_opens_version(const struct text *t, const struct row *rw)
{
	const char *p = t->s + rw->label_s;
	size_t n = rw->label_e - rw->label_s, v = strspn(p, "0123456789.");

	return v >= 3 && v < n && memchr(p, '.', v) && p[v - 1] != '.';
}

/*
 * The row above or below l is marked, or is named by a version and more, and
 * has the cells l has after its version: "5.13  0  3029872" over "5.13  1
 * 3031056" beside "5.13 + audit ...", "6.1  40.02s ..." under "5.15+patch ...".
 */
static int beside_marked(const struct text *t, int l, const struct row *rw)
{
	struct row nb;
	int d;

	for (d = -1; d <= 1; d += 2) {
		int m = l + d;
		if (m < 0 || m >= t->n || t->l[m].depth != t->l[l].depth || !row_read(t, m, &nb) ||
		    nb.n != rw->n - 1 || !(t->named_first[m] || label_opens_version(t, &nb)))
			continue;
		return 1;
	}
	return 0;
}

/* Line l may open with a bare version: most lines do not, and are not read as rows for it */
static int opens_with_digit(const struct xresult *r, int l)
{
	const struct text *t = r->t;

	size_t i = t->l[l].start;

	/* "| 6.1 | 12.3 |": a markdown row opens after its rule (and with it: the other lines,
	 * nearly all, are not asked markdown_row, a call that reads the lines beside them too) */
	if (i < t->l[l].end && t->s[i] == '|' && markdown_row(t, l))
		while (++i < t->l[l].end && (t->s[i] == ' ' || t->s[i] == '\t'))
			;
	return !r->used[l] && !layout_skip(r, l) && i < t->l[l].end && isdigit((unsigned char)t->s[i]);
}

/* A row mark_beside may mark: three cells or more, no label, a bare version first */
static int bare_version(const struct text *t, const struct row *rw)
{
	return rw->n >= 3 && rw->label_e <= rw->label_s && version_number(t, &rw->c[0]);
}

/* A row of the same version as a marked row beside it is marked too */
static void mark_beside(const struct xresult *r, int l)
{
	const struct text *t = r->t;
	struct row rw;

	if (!t->named_first[l] && opens_with_digit(r, l) && row_read(t, l, &rw) && bare_version(t, &rw) &&
	    beside_marked(t, l, &rw))
		t->named_first[l] = 1;
}

static void mark_version_rows(const struct xresult *r)
{
	const struct text *t = r->t;
	struct row rw;
	int l, bare = 0;

	for (l = 0; l < t->n; l++) {
		if (!opens_with_digit(r, l) || !row_read(t, l, &rw))
			continue;
		bare += bare_version(t, &rw);
		if (version_row(t, l, &rw) || version_beside_names(t, l, &rw))
			t->named_first[l] = 1;
	}
	/* mark_beside marks only a line read here as bare_version: an unmarked line reads the
	 * same row again (its own mark is all of named_first that row_read asks).  Without one,
	 * the two passes over every line (most posts) find nothing */
	if (!bare)
		return;
	/* a run of equal versions next to a marked row: one pass down, one up, each line once */
	for (l = 0; l < t->n; l++)
		mark_beside(r, l);
	for (l = t->n - 1; l >= 0; l--)
		mark_beside(r, l);
}

void rec_table(struct xresult *r)
{
	const struct text *t = r->t;
	struct table tb;
	static const struct tprev none = { 0, 0, -100, 0, 0, { "" } };
	struct tprev prev = none;
	struct row rw;
	int l;

	mark_version_rows(r);
	/* tb is 10 KB: table_grow clears it when a row opens a table (in most posts none does),
	 * not the loop at every post and after every table.  A line without a digit has no
	 * value cell (cell_parse needs one), so table_row refuses it: it is not read as a row
	 * (blank lines and most prose, a row's reading costs some thousand instructions) */
	for (l = 0; l < t->n; l++) {
		int end;
		if (r->used[l] || layout_skip(r, l) || !tok_has_digit(t, t->l[l].start, t->l[l].end) ||
		    !row_read(t, l, &rw) ||
		    !table_row(t, &rw) ||
		    param_header(r, l, &rw) || version_header(r, l, &rw) || underlined_header(r, l))
			continue;
		end = table_grow(r, &tb, l, &rw);
		read_table(r, &tb, end, &prev);
		free(tb.line);
		free(tb.group);
		if (end > l + 1)
			l = end - 1;
	}
}
