/* pctimp.c: tables whose cells carry their spread and change, "V [ P]( CV)" under "NAME[pct imp](CV)" and "V ( STD)" under "NAME(std%)", as sched benchmark reports post them */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "labels.h"
#include "tool.h"
#include "vocab.h"
#include "../../core/banned.h"

/*
 * Scheduler patch reviews on LKML post comparisons in this shape:
 *
 *   ==================================================================
 *   Test          : hackbench
 *   Units         : Normalized time in seconds
 *   Interpretation: Lower is better
 *   Statistic     : AMean
 *   ==================================================================
 *   Case:           tip[pct imp](CV)      eevdf[pct imp](CV)
 *    1-groups     1.00 [ -0.00]( 2.85)     0.98 [  2.15]( 3.01)
 *    2-groups     1.00 [ -0.00]( 1.79)     1.01 [ -1.21]( 1.58)
 *
 * A column a configuration; each cell the value (normalised to the first
 * column, or raw), its improvement over the first column in per cent and
 * the coefficient of variation.  A cell is a series labelled by its column:
 * params.variant the row key (a count under "Clients:"/"Threads:" is that
 * parameter), params.stddev_pct the CV, params.statistic the Statistic;
 * workload from Test, metric from Units (unit "ratio" when they say
 * "Normalized"), better from Interpretation; each
 * column after the first compared with the first by its [pct imp].  No
 * tool prints this, so its shape is the signature: "imp](CV)" after
 * "NAME[pct".  Byte-level cell reading keeps it working flattened.
 */

#define PI_COLS 16
#define PI_NAME 64

struct pi_cell {
	struct xnum v, pct, cv;
	size_t end;
};

struct pi_head {
	char test[32], units[48], statistic[16], better[8];
};

/* A table being read: its columns, the form of its cells, its heading */
struct pi_table {
	char names[PI_COLS][PI_NAME];
	int ncols;
	int pct;                   /* cells "V (P pct)", else "V [ P]( CV)" */
	char keyhead[32];          /* the word over the row keys: "Case:", "Clients:" */
	struct pi_head hd;
};

static size_t skip_blanks(const struct text *t, size_t i, size_t end)
{
	while (i < end && (t->s[i] == ' ' || t->s[i] == '\t'))
		i++;
	return i;
}

/* A number at i (sign allowed): its end, else 0 */
static size_t number_end(const struct text *t, size_t i, size_t end, struct xnum *x)
{
	size_t e = i;
	struct tok k;

	if (e < end && (t->s[e] == '-' || t->s[e] == '+'))
		e++;
	while (e < end && (isdigit((unsigned char)t->s[e]) || t->s[e] == '.'))
		e++;
	k.s = i;
	k.e = e;
	return e > i && isdigit((unsigned char)t->s[e - 1]) && xnum_from(t, &k, 0, x) ? e : 0;
}

/* After blanks from p, the mark OPEN, then (after blanks) a number into x: the byte after the
 * number, else 0 */
static size_t opened_number(const struct text *t, size_t p, size_t end, char open, struct xnum *x)
{
	p = skip_blanks(t, p, end);
	if (p >= end || t->s[p] != open)
		return 0;
	return number_end(t, skip_blanks(t, p + 1, end), end, x);
}

/* After blanks from p, the bytes CLOSE: the byte after them, else 0 */
static size_t closed(const struct text *t, size_t p, size_t end, const char *close)
{
	size_t n = strlen(close);

	p = skip_blanks(t, p, end);
	return p + n <= end && !memcmp(t->s + p, close, n) ? p + n : 0;
}

/*
 * "1.00 [ -0.00]( 2.85)" from byte i, or with PCT the older "4.26 (-4.92
 * pct)" (no CV): 1 and the cell, else 0
 */
static int cell_at(const struct text *t, size_t i, size_t end, int pct, struct pi_cell *c)
{
	size_t p;

	memset(&c->cv, 0, sizeof(c->cv));
	if (!(p = number_end(t, i, end, &c->v)))
		return 0;
	if (pct) {
		if (!(p = opened_number(t, p, end, '(', &c->pct)) || !(p = closed(t, p, end, "pct)")))
			return 0;
	} else if (!(p = opened_number(t, p, end, '[', &c->pct)) || !(p = closed(t, p, end, "]")) ||
		   !(p = opened_number(t, p, end, '(', &c->cv)) || !(p = closed(t, p, end, ")"))) {
		return 0;
	}
	c->end = p;
	return 1;
}

/* Token i is "NAME[pct" and i + 1 "imp](CV)": a column's header */
static int column_head(const struct text *t, const struct tstream *ts, int i)
{
	return i >= 0 && i + 1 < ts->n && tk_ends(t, ts, i, "[pct") && ts->k[i].e - ts->k[i].s > 4 &&
	       ts_is(t, ts, i + 1, "imp](CV)");
}

/* The token holding byte b, from token i on */
static int token_at(const struct tstream *ts, int i, size_t b)
{
	while (i + 1 < ts->n && ts->k[i + 1].s < b)
		i++;
	return i;
}

/* "Test : hackbench", "Units : Normalized time ...": the words after KEY's colon, to the next key */
static void head_field(const struct text *t, const struct tstream *ts, int from, int to, const char *key,
		       char *out, size_t n)
{
	static const char *const keys[] = { "Test", "Units", "Interpretation", "Statistic", NULL };
	int i, j, e;

	out[0] = '\0';
	for (i = from; i < to; i++) {
		size_t kl = strlen(key);
		if (ts->k[i].e - ts->k[i].s < kl || memcmp(t->s + ts->k[i].s, key, kl))
			continue;
		j = i + 1;
		if (t->s[ts->k[i].e - 1] != ':' && !(j < to && ts_is(t, ts, j++, ":")))
			continue;
		for (e = j; e < to && t->s[ts->k[e].s] != '='; e++) {
			const char *const *k;
			for (k = keys; *k && strncmp(t->s + ts->k[e].s, *k, strlen(*k)); k++)
				;
			if (*k)
				break;
		}
		if (e > j)
			xs_printf(out, n, "%.*s", (int)(ts->k[e - 1].e - ts->k[j].s), t->s + ts->k[j].s);
		return;
	}
}

/* The block of fields above the header token h (at most 40 tokens back) */
static void read_head(const struct text *t, const struct tstream *ts, int h, struct pi_head *hd)
{
	int from = h > 40 ? h - 40 : 0;
	char interp[32];

	head_field(t, ts, from, h, "Test", hd->test, sizeof(hd->test));
	head_field(t, ts, from, h, "Units", hd->units, sizeof(hd->units));
	head_field(t, ts, from, h, "Statistic", hd->statistic, sizeof(hd->statistic));
	head_field(t, ts, from, h, "Interpretation", interp, sizeof(interp));
	hd->better[0] = '\0';
	if (!strncasecmp(interp, "lower", 5))
		memcpy(hd->better, "lower", 6);
	else if (!strncasecmp(interp, "higher", 6))
		memcpy(hd->better, "higher", 7);
}

/* The row's key: a count under a header that counts ("Clients:" 4), else the key as written */
static void row_key(struct xseries *s, const char *head, const struct text *t, const struct tok *key)
{
	static const struct { const char *noun, *param; } counts[] = {
		{ "clients", "clients" }, { "threads", "tasks" }, { "tasks", "tasks" },
		{ "processes", "tasks" }, { "groups", "groups" }, { "jobs", "jobs" }, { "cpus", "cpus" },
	};
	struct xnum x;
	size_t i, hn = strcspn(head, ":");

	if (xnum_from(t, key, 1, &x))
		for (i = 0; i < sizeof(counts) / sizeof(counts[0]); i++)
			if (hn == strlen(counts[i].noun) && !strncasecmp(head, counts[i].noun, hn)) {
				xs_param_num(s, counts[i].param, &x);
				return;
			}
	xs_param_str(s, "variant", t->s + key->s, key->e - key->s);
}

/* The column names after the key's header at token i: "NAME[pct imp](CV)" pairs, else (the older
 * form) the plain words to the line's end; the token after them */
static int column_names(const struct text *t, const struct tstream *ts, int i, struct pi_table *tb)
{
	int j = i + 1;

	tb->ncols = 0;
	tb->pct = !column_head(t, ts, j);
	if (!tb->pct) {
		for (; column_head(t, ts, j) && tb->ncols < PI_COLS; j += 2, tb->ncols++)
			xs_printf(tb->names[tb->ncols], PI_NAME, "%.*s", (int)(ts->k[j].e - ts->k[j].s - 4),
				  t->s + ts->k[j].s);
		return j;
	}
	for (; j < ts->n && ts->line[j] == ts->line[i] && tb->ncols < PI_COLS; j++, tb->ncols++) {
		struct xnum x;
		if (isdigit((unsigned char)t->s[ts->k[j].s]) && xnum_from(t, &ts->k[j], 1, &x))
			return i;       /* a number: no name */
		xs_printf(tb->names[tb->ncols], PI_NAME, "%.*s", (int)(ts->k[j].e - ts->k[j].s),
			  t->s + ts->k[j].s);
	}
	return j < ts->n && ts->line[j] == ts->line[i] ? i : j;
}

/* Cell c of a row keyed KEY: a series of its column */
/* "(  2.37)" under "baseline(std%)": the run-to-run deviation, relative, as posted; a
 * parameter and the summary's stddev, as a reader takes it (as LKP's "± 2%") */
static void spread(struct xseries *s, const struct xnum *cv)
{
	xs_param_num(s, "stddev_pct", cv);
	s->sum[SUM_STDDEV] = *cv;
	s->has_summary = 1;
}

static void row_cell(struct tout *o, int k, const struct pi_table *tb, int c, const struct tok *key,
		     const struct pi_cell *cell)
{
	const struct pi_head *hd = &tb->hd;
	struct xseries *s = tk_series(o, k, token_at(o->ts, k, cell->end - 1), hd->units[0] ? hd->units : NULL,
				      !strncasecmp(hd->units, "normali", 7) ? "ratio" : NULL, &cell->v);

	xs_printf(s->label, sizeof(s->label), "%s", tb->names[c]);
	row_key(s, tb->keyhead, o->r->t, key);
	/* a CV is the runs' deviation relative to their mean, as "(std%)" and LKP's "± 2%" are:
	 * the summary's stddev too */
	if (cell->cv.set)
		spread(s, &cell->cv);
	if (hd->statistic[0])
		xs_param_str(s, "statistic", hd->statistic, strlen(hd->statistic));
	if (hd->better[0])
		xs_printf(s->better, sizeof(s->better), "%s", hd->better);
}

/* A change's number at [s, e) as the post wrote it, with its marks: "(2.38 pct)", "[ -3.41]",
 * "3.50%" (a claim quotes the post) */
static void posted_change(const struct text *t, size_t s, size_t e, size_t *ps, size_t *pe)
{
	size_t a = s, b = e;

	while (b < t->len && b < e + 6 && (t->s[b] == ' ' || t->s[b] == '%' || isalpha((unsigned char)t->s[b])))
		b++;
	while (a > 0 && a + 6 > s && t->s[a - 1] == ' ')
		a--;
	if (a > 0 && b < t->len && ((t->s[a - 1] == '(' && t->s[b] == ')') || (t->s[a - 1] == '[' && t->s[b] == ']'))) {
		*ps = a - 1;
		*pe = b + 1;
		return;
	}
	*ps = s;
	for (*pe = e; *pe < t->len && *pe < e + 4 && (t->s[*pe] == '%' || !strncmp(t->s + *pe, " pct", 4));)
		*pe += t->s[*pe] == '%' ? 1 : 4;
}

/* Compare each column after the first with the first, row by row, by its posted [pct imp] */
static void compare_row(struct xresult *r, int first, int ncols, const struct pi_cell *cells)
{
	int c;
	size_t ps, pe;

	for (c = 1; c < ncols; c++) {
		struct xcomparison *cmp = xr_cmp(r);
		cmp->a = first;
		cmp->b = first + c;
		cmp->delta_pct = cells[c].pct;
		cmp->span[0] = cells[c].pct.s;
		cmp->span[1] = cells[c].pct.e;
		cmp->line = r->series[first + c].line;
		memcpy(cmp->workload, r->series[first].workload, sizeof(cmp->workload));
		posted_change(r->t, cells[c].pct.s, cells[c].pct.e, &ps, &pe);
		xs_printf(cmp->text, sizeof(cmp->text), "%s vs %s: %.*s", r->series[first + c].label,
			  r->series[first].label, (int)(pe - ps), r->t->s + ps);
	}
}

/* One row from token i: its cells under the columns; the token after it, else -1 */
static int read_row(struct tout *o, int i, const struct pi_table *tb)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct pi_cell cells[PI_COLS];
	struct tok key;
	size_t p, end = t->l[ts->line[i]].end;
	int c, first = o->r->nseries;

	if (i + 1 >= ts->n || ts->line[i + 1] != ts->line[i] ||
	    !cell_at(t, ts->k[i + 1].s, end, tb->pct, &cells[0]))
		return -1;
	key = ts->k[i];
	if (t->s[key.e - 1] == ':')
		key.e--;
	for (p = cells[0].end, c = 1; c < tb->ncols; c++) {
		if (!cell_at(t, skip_blanks(t, p, end), end, tb->pct, &cells[c]))
			return -1;
		p = cells[c].end;
	}
	for (c = 0; c < tb->ncols; c++)
		row_cell(o, c ? token_at(ts, i, cells[c].v.s) : i, tb, c, &key, &cells[c]);
	compare_row(o->r, first, tb->ncols, cells);
	return token_at(ts, i, p - 1) + 1;
}

/* A table's rows read up to token j: end its output (a table is no run of the one before);
 * the last token it used, else i */
static int block_end(struct tout *o, int i, int j)
{
	struct tout none;

	memset(&none, 0, sizeof(none));
	return tk_end(o, j - 1, &none) ? j - 1 : i;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	const struct vocab_workload *w;
	struct pi_table tb;
	struct tout o;
	int j, next;

	(void)prev;
	memset(&tb, 0, sizeof(tb));
	j = column_names(t, ts, i, &tb);
	read_head(t, ts, i, &tb.hd);
	w = tb.hd.test[0] ? vocab_workload_last(tb.hd.test, strlen(tb.hd.test), NULL, NULL) : NULL;
	tk_begin(&o, r, ts, i, w ? w->name : NULL);
	xs_printf(tb.keyhead, sizeof(tb.keyhead), "%.*s", (int)(ts->k[i].e - ts->k[i].s), t->s + ts->k[i].s);
	while (j < ts->n && (next = read_row(&o, j, &tb)) > j)
		j = next;
	return block_end(&o, i, j);
}

/*
 * "Case:" (a word ending in ':') before the first "NAME[pct imp](CV)"; or,
 * the older form, "Clients:" at a line's start before plain names, over a
 * row of "V (P pct)" cells
 */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	struct pi_table tb;
	struct pi_cell c;
	int j;

	if (!tk_ends(t, ts, i, ":") || !tk_readable(r, ts, i))
		return 0;
	if (column_head(t, ts, i + 1))
		return 1;
	if (!ts_line_start(ts, i) || (j = column_names(t, ts, i, &tb)) <= i + 1 || j + 1 >= ts->n ||
	    ts->line[j] == ts->line[i] || ts->line[j + 1] != ts->line[j])
		return 0;
	return cell_at(t, ts->k[j + 1].s, t->l[ts->line[j]].end, 1, &c);
}

/* ---- "case  load  baseline(std%)  compare%( std%)" ---- */

/*
 * The other shape scheduler test reports post:
 *
 *   hackbench
 *   =========
 *   case            load        baseline(std%)  compare%( std%)
 *   process-pipe    1-groups     1.00 (  2.37)   +0.87 (  1.89)
 *
 * Each cell a number and its standard deviation in per cent.  A column
 * named "NAME(std%)" holds values of configuration NAME; one named
 * "NAME%(std%)" holds NAME's change over the first column in per cent: a
 * comparison, not a value (its series carries no value).  The row key is
 * the words before the first cell, as many in every row.
 */

#define SD_KEYS 4

struct sd_table {
	char names[PI_COLS][PI_NAME];
	int pct[PI_COLS];          /* the column holds changes in per cent */
	int ncols, nkeys;
};

/* A column head at token i ("NAME(std%)", "NAME%(std%)", "NAME%(" "std%)"): the tokens it
 * spans, its name into tb's column ncols; 0 when none */
static int sd_head(const struct text *t, const struct tstream *ts, int i, struct sd_table *tb)
{
	const char *p = t->s + ts->k[i].s;
	size_t n = ts->k[i].e - ts->k[i].s, name;
	int used = 1;

	if (n > 6 && !memcmp(p + n - 6, "(std%)", 6))
		name = n - 6;
	else if (n > 1 && p[n - 1] == '(' && i + 1 < ts->n && ts->line[i + 1] == ts->line[i] &&
		 ts_is(t, ts, i + 1, "std%)"))
		name = n - 1, used = 2;
	else
		return 0;
	tb->pct[tb->ncols] = p[name - 1] == '%';
	name -= tb->pct[tb->ncols];
	if (!name || tb->ncols >= PI_COLS)
		return 0;
	xs_printf(tb->names[tb->ncols], PI_NAME, "%.*s", (int)name, p);
	return used;
}

/* "1.00 (  2.37)", "+0.87 (1.89)" from byte i: 1 and the cell (its CV the deviation), else 0 */
static int sd_cell(const struct text *t, size_t i, size_t end, struct pi_cell *c)
{
	size_t p;

	memset(&c->pct, 0, sizeof(c->pct));
	if (!(p = number_end(t, i, end, &c->v)) || !(p = opened_number(t, p, end, '(', &c->cv)) ||
	    !(p = closed(t, p, end, ")")))
		return 0;
	c->end = p;
	return 1;
}

/* The key of the row whose first token is i: its n words with single spaces, into the series */
static void sd_key(struct xseries *s, const struct text *t, const struct tstream *ts, int i, int n)
{
	char key[PI_NAME];
	size_t k = 0;
	int j;

	for (j = i; j < i + n && k + 1 < sizeof(key); j++)
		k += (size_t)snprintf(key + k, sizeof(key) - k, "%s%.*s", j > i ? " " : "",
				      (int)(ts->k[j].e - ts->k[j].s), t->s + ts->k[j].s);
	if (k >= sizeof(key))
		k = sizeof(key) - 1;
	xs_param_str(s, "variant", key, k);
}

/* Cell c of the row at token i: a value series, or for a change column an empty one compared
 * with the row's first */
static void sd_cell_series(struct tout *o, int i, const struct sd_table *tb, int c, int first,
			   const struct pi_cell *cell, const char *unit)
{
	const struct text *t = o->r->t;
	int k = token_at(o->ts, i, cell->v.s);
	size_t ps, pe;
	struct xseries *s = tk_series(o, k, token_at(o->ts, k, cell->end - 1), NULL, unit,
				      tb->pct[c] ? NULL : &cell->v);
	struct xcomparison *cmp;

	xs_printf(s->label, sizeof(s->label), "%s", tb->names[c]);
	sd_key(s, t, o->ts, i, tb->nkeys);
	/* under a change column too: "compare%( std%)" spreads the compared build's own runs,
	 * a summary with no figure printed beside it */
	spread(s, &cell->cv);
	if (!c || !tb->pct[c])
		return;
	cmp = xr_cmp(o->r);
	cmp->a = first;
	cmp->b = (int)(s - o->r->series);
	cmp->delta_pct = cell->v;
	cmp->span[0] = cell->v.s;
	cmp->span[1] = cell->v.e;
	cmp->line = s->line;
	memcpy(cmp->workload, o->r->series[first].workload, sizeof(cmp->workload));
	posted_change(t, cell->v.s, cell->v.e, &ps, &pe);
	xs_printf(cmp->text, sizeof(cmp->text), "%s vs %s: %.*s", s->label, o->r->series[first].label,
		  (int)(pe - ps), t->s + ps);
}

/* The row at token i: nkeys key words, then a cell a column; the token after it, else -1 */
static int sd_row(struct tout *o, int i, const struct sd_table *tb)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct pi_cell cells[PI_COLS];
	size_t p, end;
	int c, first = o->r->nseries;

	if (i + tb->nkeys >= ts->n || ts->line[i + tb->nkeys - 1] != ts->line[i])
		return -1;
	end = t->l[ts->line[i]].end;
	for (p = ts->k[i + tb->nkeys].s, c = 0; c < tb->ncols; c++) {
		if (ts->line[token_at(ts, i, p)] != ts->line[i] || !sd_cell(t, skip_blanks(t, p, end), end, &cells[c]))
			return -1;
		p = cells[c].end;
	}
	/* a first column of 1.00s: every column normalised to it */
	for (c = 0; c < tb->ncols; c++)
		sd_cell_series(o, i, tb, c, first, &cells[c], cells[0].v.value == 1.0 ? "ratio" : NULL);
	return token_at(ts, i, p - 1) + 1;
}

/* The words before the first row's first cell: the key's width, else 0 */
static int sd_key_width(const struct text *t, const struct tstream *ts, int j)
{
	struct pi_cell c;
	int k;

	for (k = j; k < ts->n && k - j <= SD_KEYS && ts->line[k] == ts->line[j]; k++)
		if (sd_cell(t, ts->k[k].s, t->l[ts->line[k]].end, &c))
			return k > j ? k - j : 0;
	return 0;
}

/* The words of buf from byte b up to the first of stops (or the end): their length */
static size_t up_to_stop(const char *buf, size_t b, const char *const *stops)
{
	size_t e, best = strlen(buf);

	for (const char *const *w = stops; *w; w++) {
		const char *q = strstr(buf + b, *w);
		if (q && (size_t)(q - buf) < best)
			best = (size_t)(q - buf);
	}
	for (e = best; e > b && buf[e - 1] == ' '; e--)
		;
	return e - b;
}

/*
 * "compare% is the change of the patched kernel relative to it", "... of
 * SIS_UTIL against the baseline": a sentence above the table saying which
 * build a change column's NAME stands for; that build's name into out.
 */
static void defined_name(const struct text *t, size_t at, const char *name, char *out, size_t n)
{
	static const char *const stops[] = { " against", " relative", " over ", " vs", " versus", ",", ".",
					     ";", "(", NULL };
	char buf[2048], key[PI_NAME + 32];
	size_t from = at > sizeof(buf) - 1 ? at - (sizeof(buf) - 1) : 0, k = 0, i, len;
	const char *q;

	for (i = from; i < at; i++)     /* the lines run together, spaces one */
		if (!isspace((unsigned char)t->s[i]) || (k && buf[k - 1] != ' '))
			buf[k++] = isspace((unsigned char)t->s[i]) ? ' ' : t->s[i];
	buf[k] = '\0';
	xs_printf(key, sizeof(key), "%s%% is the change of ", name);
	if (!(q = strcasestr(buf, key))) {
		xs_printf(key, sizeof(key), "%s is the change of ", name);
		if (!(q = strcasestr(buf, key))) {
			/* "baseline is tip/sched/core, compare is baseline + this patch" */
			static const char *const says_how[] = { "relative", "normali", "computed", "calculated",
								 "in ", "a ", "an ", "not ", "higher", "lower",
								 "better", "worse", "percent", NULL };
			xs_printf(key, sizeof(key), " %s is ", name);
			if (!(q = strcasestr(buf, key)))
				return;
			for (const char *const *w = says_how; *w; w++)
				if (!strncasecmp(q + strlen(key), *w, strlen(*w)))
					return;
		}
	}
	i = (size_t)(q - buf) + strlen(key);
	if (!strncasecmp(buf + i, "the ", 4))
		i += 4;
	len = up_to_stop(buf, i, stops);
	if (len > 7 && !strncasecmp(buf + i + len - 7, " kernel", 7))
		len -= 7;
	if (len && len < n && len <= 40)
		xs_printf(out, n, "%.*s", (int)len, buf + i);
}

static int sd_block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct sd_table tb;
	struct tout o;
	int j = i, used, next;

	(void)prev;
	memset(&tb, 0, sizeof(tb));
	while (j < ts->n && ts->line[j] == ts->line[i] && (used = sd_head(t, ts, j, &tb)) > 0) {
		tb.ncols++;
		j += used;
	}
	if (tb.pct[0] || !(tb.nkeys = sd_key_width(t, ts, j)))
		return i;
	for (int c = 1; c < tb.ncols; c++)
		if (tb.pct[c])
			defined_name(t, t->l[ts->line[i]].start, tb.names[c], tb.names[c], PI_NAME);
	tk_begin(&o, r, ts, i, NULL);
	while (j < ts->n && (next = sd_row(&o, j, &tb)) > j)
		j = next;
	return block_end(&o, i, j);
}

/* The first column head of a header row */
static int sd_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct sd_table tb;

	memset(&tb, 0, sizeof(tb));
	if (!tk_readable(r, ts, i) || !sd_head(r->t, ts, i, &tb))
		return 0;
	memset(&tb, 0, sizeof(tb));
	return i == 0 || ts->line[i - 1] != ts->line[i] || !sd_head(r->t, ts, i - 1, &tb);
}

void rec_pctimp(struct xresult *r)
{
	tk_scan(r, "pct", starts, block);
	tk_scan(r, "std%)", sd_starts, sd_block);
}
