/* tool-locktorture.c: locktorture's statistics lines (Writes:/Reads : Total: N Max/Min: a/b Fail: N), a line a run */
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * locktorture (kernel/locking/locktorture.c, __torture_print_stats) prints
 * to the kernel log, every stat_interval and at rmmod,
 *
 *   [  139.206431] mutex_lock-torture: Writes:  Total: 28514306  Max/Min: 0/0   Fail: 0
 *   [  139.206440] rwsem_lock-torture: Reads :  Total: 1981234  Max/Min: 0/0   Fail: 0
 *
 * ("Reads " padded to the width of "Writes"; "???" after Max/Min when they
 * look wrong, "!!!" after a failure count).  Total is the lock
 * acquisitions of all writers (readers) over the run: the figure, metric
 * "writes" or "reads".  Posts paste the final line of several runs, one
 * under another: those are the series' runs.  Max/Min (a thread's most and
 * fewest acquisitions) and Fail are no figures; the torture type before the
 * colon is params.variant.
 */

#define LT_LINES 64
#define LT_TOKS 16

struct lt_line {
	int reads;                /* a "Reads :" line, else "Writes:" */
	struct xnum total;
	int type, last;           /* the "NAME-torture:" token (-1 when none), the line's last token */
};

/* Line from token i a locktorture statistics line: 1 with its parts */
static int stats_line(const struct text *t, const struct tstream *ts, int i, struct lt_line *ln)
{
	int j, end = ts_line_last(ts, i);

	memset(ln, 0, sizeof(*ln));
	ln->type = -1;
	for (j = i; j <= end && j < i + LT_TOKS && !ts_is(t, ts, j, "Total:"); j++)
		if (tk_ends(t, ts, j, "-torture:"))
			ln->type = j;
	if (j > end || j >= i + LT_TOKS || j < i + 1 || !tk_plain_num(t, ts, j + 1, &ln->total) ||
	    !ts_is(t, ts, j + 2, "Max/Min:"))
		return 0;
	if (ts_is(t, ts, j - 1, "Writes:"))
		ln->reads = 0;
	else if (ts_is(t, ts, j - 1, "Reads:") || (j >= i + 2 && ts_is(t, ts, j - 1, ":") && ts_is(t, ts, j - 2, "Reads")))
		ln->reads = 1;
	else
		return 0;
	ln->last = end;
	return 1;
}

static int output(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct xseries *side[2] = { NULL, NULL };
	struct lt_line ln;
	struct tout o;
	int j, last = -1, lines = 0;

	tk_begin(&o, r, ts, i, "locktorture");
	for (j = i; j < ts->n && lines++ < LT_LINES && stats_line(t, ts, j, &ln); j = ln.last + 1) {
		if (last >= 0 && ts->line[j] != ts->line[last] + 1)
			break;
		if (!side[ln.reads]) {
			side[ln.reads] = tk_series(&o, j, ln.last, ln.reads ? "reads" : "writes", "", NULL);
			if (ln.type >= 0)
				xs_param_str(side[ln.reads], "variant", t->s + ts->k[ln.type].s,
					     ts->k[ln.type].e - ts->k[ln.type].s - strlen("-torture:"));
		}
		xs_value(side[ln.reads], &ln.total);
		side[ln.reads]->span[1] = ts->k[ln.last].e;
		last = ln.last;
	}
	if (last < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct lt_line ln;

	/* the kernel log's timestamps make its lines a listing to the layout */
	return ts_line_start(ts, i) && stats_line(r->t, ts, i, &ln) &&
	       (tk_readable(r, ts, i) || (r->skip && r->skip[ts->line[i]] == SKIP_LISTING));
}

void rec_locktorture(struct xresult *r)
{
	tk_scan(r, "Max/Min:", starts, output);
}
