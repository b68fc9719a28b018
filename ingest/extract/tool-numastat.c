/* tool-numastat.c: numastat's tables (numa_hit ... by node, -m, -p): where memory sits and how it was allocated, the machine's state: claimed, no series */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * numastat (numactl's) prints, by default, a column a node over counters
 * since boot:
 *
 *                              node0           node1
 *   numa_hit                123456789        98765432
 *   numa_miss                   12345           67890
 *
 * with -m "Per-node system memory usage (in MBs):" and with -p "Per-node
 * process memory usage (in MBs) for PID N (NAME)" over "Node 0 ... Total",
 * a rule of dashes and a row a kind of memory.  Posts show it to say where
 * memory sits while they argue about placement; its cells are the state of
 * a moment or counts since boot, no configuration's figures (a table
 * reader would make a series of each cell).  So the output is claimed and
 * gives no series, as vmstat's and mpstat's.
 */

#define NUMASTAT_LINES 80

/* The tokens of line l from token i: [i, *end) */
static int line_tokens(const struct tstream *ts, int i, int *end)
{
	int j = i;

	while (j < ts->n && ts->line[j] == ts->line[i])
		j++;
	*end = j;
	return j - i;
}

/* "node0 node1", "Node 0 Node 1 Total": a header of nodes */
static int node_header(const struct text *t, const struct tstream *ts, int i, int end)
{
	int nodes = 0;

	for (int j = i; j < end; j++) {
		if (tk_opens(t, ts, j, "node") || ts_is(t, ts, j, "Node"))
			nodes++;
		else if (!ts_is(t, ts, j, "Total") && !tk_plain_num(t, ts, j, &(struct xnum){ 0 }))
			return 0;
	}
	return nodes > 0;
}

/* A rule of dashes, or a row: a name, then figures only */
static int body_line(const struct text *t, const struct tstream *ts, int i, int end)
{
	struct xnum x;
	int j;

	if (t->s[ts->k[i].s] == '-' && strspn(t->s + ts->k[i].s, "-") == ts->k[i].e - ts->k[i].s)
		return 1;
	if (end - i < 2 || tk_plain_num(t, ts, i, &x))
		return 0;
	for (j = i + 1; j < end; j++)
		if (!tk_plain_num(t, ts, j, &x))
			return 0;
	return 1;
}

static int output(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int j = i, end, last = -1, lines = 0, rows = 0;

	(void)prev;
	line_tokens(ts, j, &end);
	if (ts_is(t, ts, i, "Per-node"))
		j = end;        /* the title */
	for (; j < ts->n && lines++ < NUMASTAT_LINES; j = end) {
		line_tokens(ts, j, &end);
		if (ts->line[j] > ts->line[j > i ? j - 1 : i] + 1 && j > i)
			break;
		/* "Token SwapCached not in hash table.": numastat -m's complaint about a newer kernel's
		 * meminfo field, printed before its table */
		if (last < 0 && tk_words(t, ts, j, "Token") && tk_words(t, ts, end - 4, "not in hash table."))
			continue;
		if (node_header(t, ts, j, end) || body_line(t, ts, j, end)) {
			rows += !node_header(t, ts, j, end);
			last = end - 1;
			continue;
		}
		break;
	}
	if (rows < 1)
		return i;
	ts_claim(r, ts, i, last);
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	int end;

	if (!ts_line_start(ts, i) || !tk_readable(r, ts, i))
		return 0;
	if (tk_words(t, ts, i, "Per-node system memory usage") || tk_words(t, ts, i, "Per-node process memory usage"))
		return 1;
	/* the default report: nodes over numa_hit */
	line_tokens(ts, i, &end);
	return tk_opens(t, ts, i, "node") && node_header(t, ts, i, end) && end < ts->n &&
	       ts->line[end] == ts->line[i] + 1 && ts_is(t, ts, end, "numa_hit");
}

void rec_numastat(struct xresult *r)
{
	if (text_has(r->t, "Per-node ", 9))
		tk_scan(r, "Per-node ", starts, output);
	if (text_has(r->t, "numa_hit", 8))
		tk_scan(r, "numa_hit", starts, output);
}
