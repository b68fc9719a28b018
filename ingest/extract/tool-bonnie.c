/* tool-bonnie.c: bonnie++'s report: each test's rate, CPU share and latency, a machine's row under its ruled header */
#include <string.h>

#include "cells.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * bonnie++ (1.03 to 2.00, bon_csv2txt's layout) prints
 *
 *   Version 2.00a       ------Sequential Output------ --Sequential Input- --Random-
 *                       -Per Chr- --Block-- -Rewrite- -Per Chr- --Block-- --Seeks--
 *   Name:Size etc        /sec %CP  /sec %CP  /sec %CP  /sec %CP  /sec %CP  /sec %CP
 *   scratch-tmp    256M 2800k  94  204m  88 +++++ +++ 4125k  99 +++++ +++ +++++ +++
 *   Latency             10703us    2595us      97us    4899us      74us   12294us
 *   Version 2.00a       ------Sequential Create------ --------Random Create--------
 *   scratch-tmp         -Create-- --Read--- -Delete-- -Create-- --Read--- -Delete--
 *                 files  /sec %CP  /sec %CP  /sec %CP  /sec %CP  /sec %CP  /sec %CP
 *                     1 +++++ +++ +++++ +++ +++++ +++ +++++ +++ +++++ +++ +++++ +++
 *   Latency              4099us      66us    4104us     164us       5us      63us
 *
 * (1.9x: a "Concurrency N" line over the names, "Machine  Size K/sec %CP"
 * headers; 1.03 no latencies), then the same as one CSV line.  A test's
 * three figures a series each: its rate (metric the test, "block output",
 * "random delete"; unit K/s under K/sec, 1/s under /sec, the suffix a
 * 2.00 rate carries its scale: "2800k"), its CPU share ("... cpu", %) and
 * its latency ("... latency", the unit printed); "+++++" (done too fast to
 * measure) gives none, nor does a row whose cells a skipped test left
 * blank (-f).  The row's name (-m) labels the run, its size is
 * params.size; the CSV line repeats the figures and is claimed with them.
 */

#define BONNIE_TESTS 6

static const char *const output_tests[BONNIE_TESTS] = { "per-char output", "block output", "rewrite",
	"per-char input", "block input", "seeks" };
static const char *const create_tests[BONNIE_TESTS] = { "sequential create", "sequential read",
	"sequential delete", "random create", "random read", "random delete" };

/* "Version 1.97  ------Sequential Output------ ..." at i: 1 the output tests' block, 2 the
 * create tests', else 0 */
static int banner(const struct text *t, const struct tstream *ts, int i)
{
	if (i + 2 >= ts->n || !ts_line_start(ts, i) || !ts_is(t, ts, i, "Version"))
		return 0;
	if (tk_opens(t, ts, i + 2, "------Sequential") && ts->line[i + 2] == ts->line[i])
		return tk_ends(t, ts, i + 2, "Output------") || ts_is(t, ts, i + 3, "Output------") ? 1 :
		       tk_ends(t, ts, i + 2, "Create------") || ts_is(t, ts, i + 3, "Create------") ? 2 : 0;
	return 0;
}

/* The first token of the line after token i's, or ts->n */
static int next_line(const struct tstream *ts, int i)
{
	return i < ts->n ? ts_line_last(ts, i) + 1 : ts->n;
}

/* A line of the test names ("-Per Chr- --Block-- ...", "-Create-- --Read--- ...") or of
 * the units ("K/sec %CP ...", "/sec %CP ..."): its last token's line holds "%CP" or a
 * "--"-framed name; 1 when the line at i is a header line */
static int header_line(const struct text *t, const struct tstream *ts, int i)
{
	int e = ts_line_last(ts, i);

	return tk_ends(t, ts, e, "%CP") || tk_ends(t, ts, e, "--Seeks--") || tk_ends(t, ts, e, "-Delete--") ||
	       ts_is(t, ts, i, "Concurrency");
}

/* A rate cell as printed, "171204", "148.2", or 2.00's "2800k" (2800 K/s) and "204m" (204
 * M/s): its number into x, the letter into scale (0 when none); 1 when so */
static int rate_cell(const struct text *t, const struct tstream *ts, int i, struct xnum *x, char *scale)
{
	size_t s = ts->k[i].s, e = ts->k[i].e;

	*scale = e > s + 1 && strchr("kKmM", t->s[e - 1]) ? t->s[e - 1] : 0;
	return ts_num(t, s, e - (*scale != 0), x);
}

/* The rate unit over test K on the units line at u ("K/sec" or "/sec" before its "%CP") */
static const char *column_unit(const struct text *t, const struct tstream *ts, int u, int k)
{
	int c = ts_line_last(ts, u) - 2 * BONNIE_TESTS + 1 + 2 * k;

	if (u < 0 || c < u)
		return "1/s";
	return tk_opens(t, ts, c, "K/") ? "K/s" : tk_opens(t, ts, c, "M/") ? "M/s" : "1/s";
}

/* The end column of token k (cells and headers stand right-aligned) */
static int end_col(const struct text *t, const struct tstream *ts, int k)
{
	return text_column(t, ts->line[k], ts->k[k].e);
}

/* The header token of the units line ([first, first + 12), every one, or with CP_ONLY the
 * %CP ones) whose end column lies nearest token k's, within two columns; -1 else */
static int under(const struct text *t, const struct tstream *ts, int first, int k, int cp_only)
{
	int best = -1, bd = 3, c = end_col(t, ts, k);

	for (int h = cp_only; h < 2 * BONNIE_TESTS; h += 1 + cp_only) {
		int d = end_col(t, ts, first + h) - c;
		if (d < 0)
			d = -d;
		if (d < bd) {
			bd = d;
			best = h;
		}
	}
	return best;
}

/* Cells [a, e] of a row into cell[12] (rate, %CP per test; -1 where blank): one a slot when
 * there are twelve, else by where each stands under the units line at u; 1 when placed */
static int place(const struct text *t, const struct tstream *ts, int a, int e, int u, int *cell)
{
	int k, h, first;

	for (k = 0; k < 2 * BONNIE_TESTS; k++)
		cell[k] = e - a + 1 == 2 * BONNIE_TESTS ? a + k : -1;
	if (e - a + 1 == 2 * BONNIE_TESTS)
		return 1;
	if (u < 0 || ts_flat(t, ts, a) || e - a + 1 > 2 * BONNIE_TESTS)
		return 0;
	first = ts_line_last(ts, u) - 2 * BONNIE_TESTS + 1;
	for (k = a; k <= e; k++) {
		if ((h = under(t, ts, first, k, 0)) < 0 || cell[h] >= 0)
			return 0;
		cell[h] = k;
	}
	return 1;
}

/* The Latency row at l: its cells into lat[6] (-1 where blank), by slot or under the %CP
 * headers of the units line at u; 1 when it is one */
static int latency_row(const struct text *t, const struct tstream *ts, int l, int u, int *lat)
{
	int e = ts_line_last(ts, l), k, first, h;

	if (l >= ts->n || !ts_line_start(ts, l) || !ts_is(t, ts, l, "Latency"))
		return 0;
	for (k = 0; k < BONNIE_TESTS; k++)
		lat[k] = e - l == BONNIE_TESTS ? l + 1 + k : -1;
	if (e - l == BONNIE_TESTS)
		return 1;
	if (u < 0 || ts_flat(t, ts, l) || e - l > BONNIE_TESTS)
		return 0;
	first = ts_line_last(ts, u) - 2 * BONNIE_TESTS + 1;
	for (k = l + 1; k <= e; k++) {
		if ((h = under(t, ts, first, k, 1)) < 0 || lat[h / 2] >= 0)
			return 0;
		lat[h / 2] = k;
	}
	return 1;
}

/* The Latency row's cells (lat[], -1 where blank): a series each, the unit as printed */
static void latencies(struct tout *o, const int *lat, const char *const *tests)
{
	for (int k = 0; k < BONNIE_TESTS; k++) {
		struct xnum x;
		char unit[TK_UNIT], m[40];
		if (lat[k] < 0 || !tk_num(o->r->t, o->ts, lat[k], &x, unit) || !unit[0])
			continue;
		xs_printf(m, sizeof(m), "%s latency", tests[k]);
		tk_series(o, lat[k], lat[k], m, unit, &x);
	}
}

/* The data row at i (its name and size, or the create row's file count, then six pairs of
 * rate and %CP) and the Latency row under it: the series of TESTS, the rates' units from the
 * units line at u; the last token read, or -1 */
static int figures(struct tout *o, int i, int lead, const char *const *tests, int u)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	int e = ts_line_last(ts, i), k, cell[2 * BONNIE_TESTS], lat[BONNIE_TESTS];

	if (!place(t, ts, i + lead, e, u, cell))
		return -1;
	for (k = 0; k < BONNIE_TESTS; k++) {
		int c = cell[2 * k];
		struct xnum rate, cpu;
		char scale, unit[8], m[40];
		if (c < 0 || cell[2 * k + 1] < 0 || ts_is(t, ts, c, "+++++") || !rate_cell(t, ts, c, &rate, &scale) ||
		    !tk_plain_num(t, ts, cell[2 * k + 1], &cpu))
			continue;
		xs_printf(unit, sizeof(unit), "%s", scale == 'k' || scale == 'K' ? "K/s" : scale == 'm' || scale == 'M' ?
			  "M/s" : column_unit(t, ts, u, k));
		tk_series(o, c, c, tests[k], unit, &rate);
		xs_printf(m, sizeof(m), "%s cpu", tests[k]);
		tk_series(o, c + 1, c + 1, m, "%", &cpu);
	}
	if (e + 1 >= ts->n || !latency_row(t, ts, e + 1, u, lat))
		return e;
	latencies(o, lat, tests);
	return ts_line_last(ts, e + 1);
}

/* The block whose banner is at i: its header lines, its machine's name, its figures; the
 * last token read, or -1 */
static int block(struct tout *o, int i, char *name, size_t n)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	int kind = banner(t, ts, i), j = next_line(ts, i), s0 = o->r->nseries, last, lead, u = -1;
	struct xnum size;

	if (!kind)
		return -1;
	/* the create block names the machine over its test names ("zfs-ada1  -Create-- ...") */
	if (kind == 2 && j < ts->n && !tk_opens(t, ts, j, "-") && tk_opens(t, ts, j + 1, "-Create"))
		tk_text(t, ts, j, name, n);
	while (j < ts->n && ts_line_start(ts, j) && header_line(t, ts, j)) {
		if (tk_ends(t, ts, ts_line_last(ts, j), "%CP"))
			u = j;
		j = next_line(ts, j);
	}
	if (j >= ts->n || !ts_line_start(ts, j))
		return -1;
	lead = kind == 1 ? 2 : 1;
	if (kind == 1 && (!tk_text(t, ts, j, name, n) || !tk_num(t, ts, j + 1, &size, NULL)))
		return -1;
	if ((last = figures(o, j, lead, kind == 1 ? output_tests : create_tests, u)) < 0)
		return -1;
	for (int k = s0; kind == 1 && k < o->r->nseries; k++)
		xs_param_num(&o->r->series[k], "size", &size);
	return last;
}

/* The CSV line bonnie++ closes with ("1.98,2.00a,NAME,1,1796573855,256M,,8192,5,2800,..."),
 * at i: 1 when it is one */
static int bonnie_csv(const struct text *t, const struct tstream *ts, int i, const char *name)
{
	const char *p = t->s + ts->k[i].s;
	size_t len = ts->k[i].e - ts->k[i].s, nl = strlen(name);

	return i < ts->n && ts_line_start(ts, i) && ts_line_end(ts, i) && len > 40 && memchr(p, ',', len) &&
	       nl && memmem(p, len, name, nl);
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	char name[48] = "";
	struct tout o;
	int last = -1, j = i, e;

	tk_begin(&o, r, ts, i, "bonnie++");
	while (j < ts->n && (e = block(&o, j, name, sizeof(name))) >= 0) {
		last = e;
		j = e + 1;
	}
	if (last < 0)
		return i;
	for (int k = o.s0; name[0] && k < r->nseries; k++)
		tk_label(&r->series[k], name);
	if (last + 1 < ts->n && bonnie_csv(t, ts, last + 1, name))
		last++;
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return banner(r->t, ts, i) && tk_readable(r, ts, i);
}

void rec_bonnie(struct xresult *r)
{
	tk_scan(r, "------Sequential ", starts, report);
}
