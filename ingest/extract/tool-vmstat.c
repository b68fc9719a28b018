/* tool-vmstat.c: vmstat's screen (procs, memory, page, cpu columns): the state of a machine, no result: its lines claimed, no series */
#include <ctype.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * vmstat prints a two-line header, then a row an interval:
 *
 *    procs    memory       page                    disks    traps          cpu
 *    r   s   avm     fre  flt  re  pi  po  fr  sr sd0 sd1  int   sys   cs us sy id
 *    1  58  412M   14G   131   0   0   0   0   0  11   0   40   402   86  0  1 99
 *
 * (Linux: "procs -----------memory---------- ---swap-- ..." over "r  b
 * swpd  free ..."; FreeBSD: "r b w avm fre ...").  Posts show it to say a
 * machine is idle or busy, beside results or instead of them; its columns
 * are counters of a moment, not figures of a configuration (a table reader
 * would take each column for a series named by the group words).  So the
 * output is claimed, header and rows, printed, quoted or flattened, and
 * gives no series.
 */

#define HEAD_TOKS 12    /* tokens from "procs" to the column names' "r" */
#define COLS_MAX 40

/* "412M", "14G", "0", "99": a counter vmstat prints (digits, one size letter) */
static int counter(const struct text *t, const struct tstream *ts, int i)
{
	const char *p = t->s + ts->k[i].s;
	size_t n = ts->k[i].e - ts->k[i].s, d = strspn(p, "0123456789");

	return d && (d == n || (d + 1 == n && strchr("KMGTkmg", p[d])));
}

/* The column names from token r ("r b swpd free ..."): how many, 0 when none */
static int column_names(const struct text *t, const struct tstream *ts, int r)
{
	int n = 0;

	if (r + 2 >= ts->n || !ts_is(t, ts, r, "r") ||
	    !(ts_is(t, ts, r + 1, "b") || ts_is(t, ts, r + 1, "s")))
		return 0;
	while (r + n < ts->n && n < COLS_MAX && !counter(t, ts, r + n))
		n++;
	return n >= 8 && n < COLS_MAX ? n : 0;
}

/* The rows after the names (n columns each) from token i: the last token of the last */
static int rows(const struct text *t, const struct tstream *ts, int i, int n)
{
	int last = -1, k;

	for (;;) {
		for (k = 0; k < n && i + k < ts->n && counter(t, ts, i + k); k++)
			;
		if (k < n)
			return last;
		last = i + n - 1;
		i += n;
	}
}

static int screen(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int j, n = 0, last;

	(void)prev;
	for (j = i + 1; j < ts->n && j <= i + HEAD_TOKS && !(n = column_names(t, ts, j)); j++)
		;
	if (!n || (last = rows(t, ts, j + n, n)) < 0)
		return i;
	ts_claim(r, ts, i, last);
	return last;
}

/* "procs" opening a line (or anywhere on a flattened one), or Linux's "procs -----memory-----" */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return i + 3 < ts->n && ts_is(r->t, ts, i, "procs") && (ts_line_start(ts, i) || ts_flat(r->t, ts, i)) &&
	       tk_readable(r, ts, i);
}

void rec_vmstat(struct xresult *r)
{
	tk_scan(r, "procs", starts, screen);
}
