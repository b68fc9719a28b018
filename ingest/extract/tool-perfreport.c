/* tool-perfreport.c: perf report's profile (# Overhead  Command  Symbol ...): where the cycles went, no result: its lines claimed, no series */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * perf report --stdio prints its sort keys as a commented header and a row
 * a symbol:
 *
 *   # Overhead  Command     Symbol
 *   # ........  ..........  ..................................
 *   #
 *       43.32%  sched-pipe  [k] finish_task_switch.isra.0
 *       11.85%  sched-pipe  [k] _raw_spin_unlock_irqrestore
 *
 * (other keys beside them: Shared Object, IPC, Children; "[.]" marks a
 * user-space symbol).  The shares say where a run spent its cycles, not
 * how a configuration performed (a table reader took the first share for a
 * build's name and the second for its figure).  Header and rows are
 * claimed, no series.
 */

/* A share "43.32%" at token i opening its line, a "[k]" or "[.]" mark after it on the line */
static int row(const struct text *t, const struct tstream *ts, int i)
{
	const char *p = t->s + ts->k[i].s;
	size_t n = ts->k[i].e - ts->k[i].s;
	int j;

	if (!ts_line_start(ts, i) || n < 2 || p[n - 1] != '%' || strspn(p, "0123456789.") != n - 1)
		return -1;
	for (j = i + 1; j < ts->n && ts->line[j] == ts->line[i]; j++)
		if (ts_is(t, ts, j, "[k]") || ts_is(t, ts, j, "[.]"))
			break;
	if (j == ts->n || ts->line[j] != ts->line[i])
		return -1;
	return ts_line_last(ts, j);
}

static int profile(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int last = i - 1, e, rows = 0;

	(void)prev;
	for (; last + 1 < ts->n && (e = row(t, ts, last + 1)) >= 0; rows++)
		last = e;
	if (rows < 2)
		return i;
	ts_claim(r, ts, i, last);
	return last;
}

/* Two rows of shares beside "[k]" or "[.]" symbols: the profile (its "# Overhead" header
 * is a comment, left to the layout) */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	int e = row(r->t, ts, i);

	return e >= 0 && e + 1 < ts->n && row(r->t, ts, e + 1) >= 0 && tk_readable(r, ts, i);
}

void rec_perfreport(struct xresult *r)
{
	if (text_has(r->t, "[k]", 3) || text_has(r->t, "[.]", 3))
		tk_scan(r, "%", starts, profile);
}
