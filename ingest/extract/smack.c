/* smack.c: super-smack's report table: "Query_type num_queries max_time min_time q_per_s", a row per query type */
#include <ctype.h>
#include <string.h>

#include "extract.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * super-smack 1.3 (src/client.h print_connect_times, src/query.cc
 * Query_report::print and Query_type_report::print, src/parse.cc
 * collect_threads):
 *
 *	cout << "Query Barrel Report for client " << client << endl;
 *	cout << "connect: max=" << max << "ms " << " min=" << min << "ms" <<
 *		" avg= " << avg << "ms" << " from " << n << " clients " << endl;
 *	cout << "Query_type\tnum_queries\tmax_time\tmin_time\tq_per_s" << endl;
 *	cout << type << "\t" << num_queries << "\t" << max_time << "\t" <<
 *		min_time << "\t" << q_per_s << endl;     q_per_s: "%.2f" or "n/a"
 *
 * Each row gives two series of that query type (variant): queries/s, and
 * its queries' time, a summary of the slowest and fastest (max_time,
 * min_time: whole milliseconds, as the connect line's times are); the
 * connect line a series "connect time", its max, min and avg a summary;
 * clients from the connect line ("from 10 clients") or else the command line
 * ("super-smack ... select-key.smack 10 10000": the first number after the
 * .smack file), and the kernel or scheduler the heading names.
 */

#define BACK 24    /* tokens before the header the connect line may be */

static const char *const cols[] = { "Query_type", "num_queries", "max_time", "min_time", "q_per_s" };

static int header(const struct text *t, const struct tstream *ts, int i)
{
	int c;

	for (c = 0; c < 5; c++)
		if (!ts_is(t, ts, i + c, cols[c]))
			return 0;
	return 1;
}

static int name_tok(const struct text *t, const struct tok *k)
{
	size_t i;

	if (!isalpha((unsigned char)t->s[k->s]))
		return 0;
	for (i = k->s; i < k->e; i++)
		if (!isalnum((unsigned char)t->s[i]) && t->s[i] != '_' && t->s[i] != '-')
			return 0;
	return 1;
}

/* a row at i: name N N N (q/s | n/a); 1 with a figure, 2 with n/a, 0 none */
static int row(const struct text *t, const struct tstream *ts, int i, int depth, struct xnum *qps)
{
	struct xnum x;
	int c;

	if (i + 4 >= ts->n || !name_tok(t, &ts->k[i]))
		return 0;
	for (c = 0; c < 5; c++)
		if (t->l[ts->line[i + c]].depth != depth)
			return 0;
	for (c = 1; c < 4; c++)
		if (!xnum_whole(t, &ts->k[i + c], &x))
			return 0;
	if (!ts_flat(t, ts, i) && !(ts_line_start(ts, i) && ts_line_end(ts, i + 4)))
		return 0;
	if (ts_is(t, ts, i + 4, "n/a"))
		return 2;
	return xnum_from(t, &ts->k[i + 4], 0, qps) ? 1 : 0;
}

static int clients(const struct text *t, const struct tstream *ts, int h, struct xnum *x)
{
	int i;

	for (i = h - 1; i >= 2 && i >= h - BACK; i--) {
		if (ts_is(t, ts, i, "clients") && ts_is(t, ts, i - 2, "from") && xnum_whole(t, &ts->k[i - 1], x))
			return 1;
		if (ts_is(t, ts, i, "q_per_s"))      /* the table before this one */
			break;
	}
	for (i = h - 1; i >= 1 && i >= h - 4 * BACK; i--) {
		const struct tok *k = &ts->k[i - 1];
		if (k->e - k->s > 6 && !strncmp(t->s + k->e - 6, ".smack", 6))
			return xnum_whole(t, &ts->k[i], x);
		if (ts_is(t, ts, i, "q_per_s"))
			break;
	}
	return 0;
}

/* the series of a query type's row at j: queries/s, and its queries' time, max_time and
 * min_time the slowest and fastest of them (a summary: no query's time is printed) */
static void query_type(struct xresult *r, const struct tstream *ts, int j, const struct xseries *head,
		       const struct xnum *qps)
{
	const struct text *t = r->t;
	struct xseries *s;

	s = ts_series(r, ts, j, j + 4, head, "queries/s", "1/s", qps);
	xs_param_str(s, "variant", t->s + ts->k[j].s, ts->k[j].e - ts->k[j].s);
	s = ts_series(r, ts, j, j + 4, head, "query time", "ms", NULL);
	memcpy(s->better, "lower", sizeof("lower"));
	xs_param_str(s, "variant", t->s + ts->k[j].s, ts->k[j].e - ts->k[j].s);
	xnum_whole(t, &ts->k[j + 2], &s->sum[SUM_MAX]);
	xnum_whole(t, &ts->k[j + 3], &s->sum[SUM_MIN]);
	s->has_summary = 1;
}

/* "max=4ms" at token i, or "avg=" then "1ms": the time, in milliseconds; 1 when read */
static int connect_time(const struct text *t, const struct tstream *ts, int i, const char *key, struct xnum *x)
{
	char unit[TK_UNIT];

	if (tk_keyed(t, ts, i, key, x, unit))
		return !strcmp(unit, "ms");
	return ts_is(t, ts, i, key) && tk_num(t, ts, i + 1, x, unit) && !strcmp(unit, "ms");
}

/* "connect: max=4ms  min=0ms avg= 1ms from 10 clients" in the tokens [from, h): the clients'
 * connect time, its slowest, fastest and mean (a summary) */
static void connect_line(struct xresult *r, const struct tstream *ts, int from, int h, const struct xseries *head)
{
	const struct text *t = r->t;
	struct xnum mx = { 0 }, mn = { 0 }, avg = { 0 };
	struct xseries *s;
	int i, j;

	/* back from the header, not past the table before it (a flattened report has no line) */
	for (i = h - 1; i >= from && !ts_is(t, ts, i, "connect:") && !ts_is(t, ts, i, "q_per_s"); i--)
		;
	if (i < from || !ts_is(t, ts, i, "connect:"))
		return;
	for (j = i + 1; j < h && j <= i + 5; j++)
		if (!connect_time(t, ts, j, "max=", &mx) && !connect_time(t, ts, j, "min=", &mn))
			connect_time(t, ts, j, "avg=", &avg);
	if (!mx.set || !mn.set)
		return;
	s = ts_series(r, ts, i, i, head, "connect time", "ms", NULL);
	memcpy(s->better, "lower", sizeof("lower"));
	s->sum[SUM_MAX] = mx;
	s->sum[SUM_MIN] = mn;
	s->sum[SUM_MEAN] = avg;
	s->has_summary = 1;
}

void rec_smack(struct xresult *r)
{
	const struct text *t = r->t;
	struct tstream ts;
	int h;

	if (!text_has(t, "q_per_s", 7))
		return;
	ts_build(r, &ts);
	for (h = 0; h + 4 < ts.n; h++) {
		struct xseries head;
		struct xnum n, qps;
		int j, k, depth, first = h, got = 0;
		if (!header(t, &ts, h))
			continue;
		depth = t->l[ts.line[h]].depth;
		ts_head(r, &ts, h, "super-smack", &head);
		if (clients(t, &ts, h, &n))
			xs_param_num(&head, "clients", &n);
		/* claim the "Query Barrel Report" and connect lines above too */
		for (j = h - 1; j >= 0 && j >= h - BACK; j--)
			if (ts_is(t, &ts, j, "Query") && ts_is(t, &ts, j + 1, "Barrel") &&
			    ts_line_start(&ts, j))
				first = j;
		for (j = h + 5; (k = row(t, &ts, j, depth, &qps)); j += 5) {
			if (k == 1)
				query_type(r, &ts, j, &head, &qps);
			got += k == 1;
		}
		if (got)
			connect_line(r, &ts, h > BACK ? h - BACK : 0, h, &head);
		if (got)
			ts_claim(r, &ts, first, j - 1);
		h = j - 1;
	}
	ts_release(&ts);
}
