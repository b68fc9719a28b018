/* latctx.c: lmbench's lat_ctx as it prints: "size=0k ovr=1.23" then one "N value" line per process count */
#include <string.h>

#include "extract.h"
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

void rec_latctx(struct xresult *r)
{
	const struct text *t = r->t;
	struct tstream ts;
	int i;

	if (!text_has(t, "ovr=", 4))
		return;
	ts_build(r, &ts);
	for (i = 0; i + 1 < ts.n; i++) {
		struct xseries head;
		struct xnum size, n, v;
		int j, depth, got = 0, ovr_end;
		if (!size_tok(t, &ts.k[i], &size) || !ovr_at(t, &ts, i + 1, &ovr_end))
			continue;
		depth = t->l[ts.line[i]].depth;
		ts_head(r, &ts, i, "lat_ctx", &head);
		xs_param_num(&head, "size", &size);
		for (j = ovr_end + 1; pair(t, &ts, j, depth, &n, &v); j += 2) {
			struct xseries *s = ts_series(r, &ts, j, j + 1, &head, "latency", "us", &v);
			xs_param_num(s, "tasks", &n);
			got++;
		}
		if (got)
			ts_claim(r, &ts, i, j - 1);
		i = j - 1;
	}
	ts_release(&ts);
}
