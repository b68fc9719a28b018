/* tool-xentop.c: xentop's screen, a row per Xen domain: the state of a machine, no result: its lines claimed, no series */
#include <ctype.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * xentop -b (tools/xenstat/xentop/xentop.c) prints a screen an interval:
 *
 *         NAME  STATE   CPU(sec) CPU(%)     MEM(k) MEM(%)  MAXMEM(k) MAXMEM(%) VCPUS NETS ...
 *     Domain-0 -----r       4421    1.2    2097152   12.5   no limit       n/a     4    0 ...
 *         rtvm --b---        611   35.1    1048576    3.1    1049600       3.1     1    1 ...
 *
 * (a "xentop - 14:20:22   Xen 4.5.0" banner and "N domains:", "Mem:",
 * "CPUs:" lines over it in the full screen).  Each domain's row holds its
 * CPU share beside memory, counters and I/O totals, a column each; the
 * first screen's CPU(%) is always 0.0.  Like top's neighbours vmstat and
 * mpstat, it says what the machine did (a table reader made a series of
 * every column of every row): header and rows are claimed, no series.
 */

/* "NAME  STATE  CPU(sec)  CPU(%)" at i: the header's last token, else -1 */
static int header(const struct text *t, const struct tstream *ts, int i)
{
	if (!ts_is(t, ts, i, "NAME") || !ts_is(t, ts, i + 1, "STATE") || !ts_is(t, ts, i + 2, "CPU(sec)") ||
	    !ts_is(t, ts, i + 3, "CPU(%)"))
		return -1;
	return ts_line_last(ts, i + 3);
}

/* "--b---", "-----r": the six state letters or dashes */
static int state(const struct text *t, const struct tstream *ts, int j)
{
	const char *p = t->s + ts->k[j].s;

	if (ts->k[j].e - ts->k[j].s != 6)
		return 0;
	for (int k = 0; k < 6; k++)
		if (p[k] != '-' && !strchr("dsbcpr", p[k]))
			return 0;
	return 1;
}

/* A domain's row at i: a name, its state, the seconds and the share, then the rest of the
 * line; its last token, else -1 */
static int row(const struct text *t, const struct tstream *ts, int i)
{
	if (!ts_line_start(ts, i) || i + 3 >= ts->n || ts->line[i + 3] != ts->line[i] || !state(t, ts, i + 1) ||
	    !tk_plain_num(t, ts, i + 2, NULL) || !tk_plain_num(t, ts, i + 3, NULL))
		return -1;
	return ts_line_last(ts, i + 3);
}

static int screen(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int last = header(t, ts, i), e;

	(void)prev;
	if (last < 0)
		return i;
	/* the header printed again over each interval's rows (grep -E 'NAME|vm ') */
	for (;;) {
		if (last + 1 < ts->n && (e = row(t, ts, last + 1)) >= 0)
			last = e;
		else if (last + 1 < ts->n && ts_line_start(ts, last + 1) && (e = header(t, ts, last + 1)) >= 0)
			last = e;
		else
			break;
	}
	ts_claim(r, ts, i, last);
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return ts_line_start(ts, i) && header(r->t, ts, i) >= 0 && tk_readable(r, ts, i);
}

void rec_xentop(struct xresult *r)
{
	tk_scan(r, "CPU(sec)", starts, screen);
}
