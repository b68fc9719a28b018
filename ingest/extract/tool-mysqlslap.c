/* tool-mysqlslap.c: mysqlslap's Benchmark blocks: the seconds to run all queries, averaged over its iterations */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * mysqlslap (client/mysqlslap.cc, print_conclusions) prints a block per
 * concurrency it ran:
 *
 *   Benchmark
 *           Running for engine innodb
 *           Average number of seconds to run all queries: 1.102 seconds
 *           Minimum number of seconds to run all queries: 1.071 seconds
 *           Maximum number of seconds to run all queries: 1.166 seconds
 *           Number of clients running queries: 10
 *           Average number of queries per client: 1000
 *
 * The average over its iterations, with their minimum and maximum, is the
 * summary of runs not shown (series time, s, lower is better); the clients are
 * params.clients, the engine params.engine; the queries a client ran are
 * how much work there was, no figure.
 */

#define AVG "Average number of seconds to run all queries:"
#define AVG_TOKS 8
#define BLOCK_TOKS 48

/* "WHAT number of seconds to run all queries: V seconds" at i: V into x, the tokens taken */
static int seconds_line(const struct text *t, const struct tstream *ts, int i, const char *what, struct xnum *x)
{
	return ts_is(t, ts, i, what) && tk_words(t, ts, i + 1, "number of seconds to run all queries:") &&
	       tk_plain_num(t, ts, i + AVG_TOKS, x) ? AVG_TOKS + 1 + ts_is(t, ts, i + AVG_TOKS + 1, "seconds") : 0;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int first = i, j, n, last, engine = 0;
	struct xseries *s;
	struct xnum x;
	struct tout o;

	/* "Benchmark" and "Running for engine innodb" above it */
	if (i >= 4 && tk_words(t, ts, i - 4, "Running for engine"))
		first = i - 4, engine = 1;
	if (first >= 1 && ts_is(t, ts, first - 1, "Benchmark"))
		first--;
	if (!(n = seconds_line(t, ts, i, "Average", &x)))
		return i;
	tk_begin(&o, r, ts, first, "mysqlslap");
	/* flattened, the words before the block end the block before it ("per client: 0"): no title */
	if (prev->r && ts_flat(t, ts, first) && prev->last == first - 1)
		o.title[0] = '\0';
	if (engine)
		xs_param_str(&o.head, "engine", t->s + ts->k[i - 1].s, ts->k[i - 1].e - ts->k[i - 1].s);
	s = tk_series(&o, i, i + n - 1, "time", "s", &x);
	memcpy(s->better, "lower", sizeof("lower"));
	last = i + n - 1;
	for (j = last + 1; j < ts->n && j < i + BLOCK_TOKS; j = last + 1) {
		if ((n = seconds_line(t, ts, j, "Minimum", &s->sum[SUM_MIN])) ||
		    (n = seconds_line(t, ts, j, "Maximum", &s->sum[SUM_MAX]))) {
			s->has_summary = 1;
			last = j + n - 1;
		} else if (tk_words(t, ts, j, "Number of clients running queries:") && tk_plain_num(t, ts, j + 5, &x)) {
			xs_param_num(s, "clients", &x);
			last = j + 5;
		} else if (tk_words(t, ts, j, "Average number of queries per client:") && tk_plain_num(t, ts, j + 6, NULL)) {
			last = j + 6;
		} else {
			break;
		}
	}
	xs_average_of_range(s);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return tk_words(r->t, ts, i, AVG) && tk_readable(r, ts, i);
}

void rec_mysqlslap(struct xresult *r)
{
	tk_scan(r, "seconds to run all queries", starts, block);
}
