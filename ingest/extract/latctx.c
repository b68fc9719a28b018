/* latctx.c: lmbench's lat_ctx as it prints: "size=0k ovr=1.23" then one "N value" line per process count */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * lmbench3 src/lat_ctx.c, main():
 *
 *	fprintf(stderr, "\n\"size=%dk ovr=%.2f\n", state.process_size/1024, state.overhead);
 *	...
 *	if (time > 0.0)
 *		fprintf(stderr, "%d %.2f\n", state.procs, time);
 *
 * (the leading '"' is xgraph's legend mark; posts keep or drop it).  A post
 * usually holds several runs, one per kernel or scheduler, each under a
 * heading naming it: each "N value" line is one series of the heading's
 * kernel, param tasks = N, size = the working set in KB.
 */

static int size_tok(const struct text *t, const struct tok *k, struct xnum *size)
{
	size_t s = k->s, e = k->e;

	if (s < e && t->s[s] == '"')
		s++;
	if (e - s < 7 || strncmp(t->s + s, "size=", 5) || t->s[e - 1] != 'k')
		return 0;
	return ts_num(t, s + 5, e - 1, size);
}

/* "ovr=1.91" from the bytes: "ovr=12.34" would lose "=12" to the tokenizer as QP residue */
static int ovr_at(const struct text *t, const struct tstream *ts, int i, int *last)
{
	struct xnum x;
	size_t e;

	if (i >= ts->n || !ts_keyed_num(t, ts->k[i].s, "ovr=", &x, &e))
		return 0;
	*last = ts_last_before(ts, i, e);
	return 1;
}

/* "N value": a process count (a whole number > 0) and a latency */
static int pair(const struct text *t, const struct tstream *ts, int i, int depth,
		struct xnum *n, struct xnum *v)
{
	if (i + 1 >= ts->n || t->l[ts->line[i]].depth != depth ||
	    t->l[ts->line[i + 1]].depth != depth)
		return 0;
	if (!xnum_whole(t, &ts->k[i], n) || n->value < 1 || !xnum_from(t, &ts->k[i + 1], 0, v))
		return 0;
	/* printed, the pair is its line; flattened, it is wherever it falls */
	if (!ts_flat(t, ts, i) && !(ts_line_start(ts, i) && ts_line_end(ts, i + 1)))
		return 0;
	return 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct xnum size;
	int ovr_end;

	return i + 1 < ts->n && size_tok(r->t, &ts->k[i], &size) && ovr_at(r->t, ts, i + 1, &ovr_end);
}

/* One output from its "size=" token: a series per "N value" line, under the output's title */
static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum size, n, v;
	int j, depth = t->l[ts->line[i]].depth, ovr_end;

	size_tok(t, &ts->k[i], &size);
	ovr_at(t, ts, i + 1, &ovr_end);
	tk_begin(&o, r, ts, i, "lat_ctx");
	xs_param_num(&o.head, "size", &size);
	for (j = ovr_end + 1; pair(t, ts, j, depth, &n, &v); j += 2)
		xs_param_num(tk_series(&o, j, j + 1, "latency", "us", &v), "tasks", &n);
	if (!tk_end(&o, j - 1, prev))
		return i;
	return j - 1;
}

void rec_latctx(struct xresult *r)
{
	tk_scan(r, "ovr=", starts, block);
}
