/* tool-tiotest.c: tiotest's boxed results (time, rate, CPU an item) and latency results (average, maximum, shares over 2 s and 10 s) */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * tiotest (tiobench's tiotest.c) prints two boxes:
 *
 *   Tiotest results for 4 concurrent io threads:
 *   ,----------------------------------------------------------------------.
 *   | Item                  | Time     | Rate         | Usr CPU  | Sys CPU |
 *   +-----------------------+----------+--------------+----------+---------+
 *   | Write         400 MBs |   10.1 s |  39.604 MB/s |   1.3 %  |  31.2 % |
 *   | Random Read    16 MBs |    9.7 s |   1.611 MB/s |   0.2 %  |   0.9 % |
 *   `----------------------------------------------------------------------'
 *   Tiotest latency results:
 *   ,-------------------------------------------------------------------------.
 *   | Item         | Average latency | Maximum latency | % >2 sec | % >10 sec |
 *   +--------------+-----------------+-----------------+----------+-----------+
 *   | Write        |        0.361 ms |     1101.522 ms |  0.00000 |   0.00000 |
 *   |--------------+-----------------+-----------------+----------+-----------|
 *   | Total        |        0.601 ms |     1101.522 ms |  0.00000 |   0.00000 |
 *   `--------------+-----------------+-----------------+----------+-----------'
 *
 * An item (Write, Random Write, Read, Random Read; Total in the latency box)
 * is params.variant; each figure a series: time (s), rate (MB/s), usr cpu and
 * sys cpu (%), avg latency and max latency (ms), and the shares of requests
 * slower than the two bounds (%).  The amount each item moved ("400 MBs")
 * is what the run was told to do, no figure; the threads are params.threads.
 */

#define TIO_FIGS 4
#define TIO_ROWS 12
#define TIO_SCAN 40

static const char *const result_metric[TIO_FIGS] = { "time", "rate", "usr cpu", "sys cpu" };
static const char *const result_unit[TIO_FIGS] = { "s", "MB/s", "%", "%" };
static const char *const latency_metric[TIO_FIGS] = { "avg latency", "max latency", "over 2 s", "over 10 s" };
static const char *const latency_unit[TIO_FIGS] = { "ms", "ms", "%", "%" };
/* a rate is better higher, every other figure lower */
static const char *const result_better[TIO_FIGS] = { "lower", "higher", "lower", "lower" };
static const char *const latency_better[TIO_FIGS] = { "lower", "lower", "lower", "lower" };

/* Token i is a box's rule (",---.", "+---+---+", "|---+---|", "`---'") */
static int rule_token(const struct text *t, const struct tstream *ts, int i)
{
	size_t s = ts->k[i].s, e = ts->k[i].e;

	return e - s >= 3 && strspn(t->s + s, "-+|,.`'") >= e - s && memchr(t->s + s, '-', e - s);
}

/* The first token after a box's header from token i: past the header's last word (WORD, its
 * second time: "Sys CPU", "% >10 sec"), its bar and the rule under it (gone from a line an
 * archive flattened), or -1 */
static int past_header(const struct text *t, const struct tstream *ts, int i, const char *word)
{
	int seen = 0, k;

	for (k = i; k < ts->n && k < i + TIO_SCAN && seen < 2; k++)
		seen += ts_is(t, ts, k, word);
	if (seen < 2)
		return -1;
	if (k < ts->n && ts_is(t, ts, k, "|"))
		k++;
	if (k < ts->n && rule_token(t, ts, k))
		k++;
	return k;
}

/* A row at token i: "| NAME [N MBs] | V u | V u | V u | V u |"; its last token, else -1 */
static int tio_row(const struct text *t, const struct tstream *ts, int i, char *name, size_t n,
		   struct xnum *v, int *moved)
{
	int j = i + 1, k, o = 0;

	*moved = 0;
	if (i >= ts->n || !ts_is(t, ts, i, "|"))
		return -1;
	if (j < ts->n && ts_is(t, ts, j, "|"))
		j++;             /* the two bars a flattened rule left ("| | Total |") */
	name[0] = '\0';
	for (; j < ts->n && isalpha((unsigned char)t->s[ts->k[j].s]) && o + 1 < (int)n; j++)
		o += snprintf(name + o, n - (size_t)o, "%s%.*s", o ? " " : "", (int)(ts->k[j].e - ts->k[j].s),
			      t->s + ts->k[j].s);
	if (!name[0])
		return -1;
	if (j + 1 < ts->n && ts_is(t, ts, j + 1, "MBs"))
		j += 2, *moved = 1;      /* the amount moved: a setting */
	for (k = 0; k < TIO_FIGS; k++) {
		if (j >= ts->n || !ts_is(t, ts, j, "|") || !tk_plain_num(t, ts, j + 1, &v[k]))
			return -1;
		j += 2;
		if (j < ts->n && (ts_is(t, ts, j, "s") || ts_is(t, ts, j, "MB/s") || ts_is(t, ts, j, "%") ||
				  ts_is(t, ts, j, "ms")))
			j++;
	}
	return j < ts->n && ts_is(t, ts, j, "|") ? j : -1;
}

/* The rows of a box from token i: a series a figure of each; the token after the box (its
 * closing rule; a results row pasted alone, BARE, has none) */
static int box_rows(struct tout *o, int i, const char *const *metric, const char *const *unit,
		    const char *const *better, const struct xnum *threads, int bare)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum v[TIO_FIGS];
	char name[32];
	int rows = 0, last, moved;

	while (rows < TIO_ROWS && i < ts->n) {
		if (rule_token(t, ts, i) && t->s[ts->k[i].s] == '|') {
			i++;         /* the rule over Total */
			continue;
		}
		if ((last = tio_row(t, ts, i, name, sizeof(name), v, &moved)) < 0 || (bare && !moved))
			break;
		for (int k = 0; k < TIO_FIGS; k++) {
			struct xseries *s = tk_series(o, i, last, metric[k], unit[k], &v[k]);
			xs_param_str(s, "variant", name, strlen(name));
			xs_printf(s->better, sizeof(s->better), "%s", better[k]);
			if (threads->set)
				xs_param_num(s, "threads", threads);
		}
		rows++;
		i = last + 1;
	}
	if (rows && bare)
		return i;
	if (!rows || i >= ts->n || !rule_token(t, ts, i))
		return -1;
	if (i > o->last)
		o->last = i;
	return i + 1;
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct xnum threads = { 0 };
	struct tout o;
	int j, n;

	tk_begin(&o, r, ts, i, "tiotest");
	if ((n = tk_words(t, ts, i, "Tiotest results for"))) {
		tk_plain_num(t, ts, i + n, &threads);
		if ((j = past_header(t, ts, i, "CPU")) < 0 || (j = box_rows(&o, j, result_metric, result_unit, result_better, &threads, 0)) < 0)
			return i;
	} else if (ts_is(t, ts, i, "|")) {
		/* "| Random Read    16 MBs |    9.7 s | ..." quoted alone, the rest cut: the title
		 * stands above the cut ("anticipatory:" over "[snip]") */
		int l = ts->line[i];
		while (!o.title[0] && l > 0 && line_is_cut(t, l - 1))
			l--;
		if (!o.title[0] && l < ts->line[i] && l > 0 && layout_title_line(t, l - 1))
			layout_title_text(t, l - 1, o.title, sizeof(o.title));
		if ((j = box_rows(&o, i, result_metric, result_unit, result_better, &threads, 1)) < 0)
			return i;
	} else {
		j = i;
	}
	if ((n = tk_words(t, ts, j, "Tiotest latency results:")) &&
	    (j = past_header(t, ts, j + n, "sec")) >= 0)
		box_rows(&o, j, latency_metric, latency_unit, latency_better, &threads, 0);
	if (!tk_end(&o, o.last, prev))
		return i;
	return o.last;
}

/* Token i opens a results row pasted without its box: "| NAME  N MBs | V s | V MB/s | V % | V % |"
 * at a line's start */
static int bare_row(const struct xresult *r, const struct tstream *ts, int i)
{
	struct xnum v[TIO_FIGS];
	char name[32];
	int moved, last;

	return ts_line_start(ts, i) && (last = tio_row(r->t, ts, i, name, sizeof(name), v, &moved)) > 0 &&
	       moved && ts_is(r->t, ts, last - 1, "%");
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return (tk_words(r->t, ts, i, "Tiotest results for") || tk_words(r->t, ts, i, "Tiotest latency results:") ||
		bare_row(r, ts, i)) &&
	       tk_readable(r, ts, i);
}

void rec_tiotest(struct xresult *r)
{
	tk_scan(r, " MBs ", starts, report);
}
