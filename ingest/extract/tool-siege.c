/* tool-siege.c: siege's report, as siege 2-3 prints it ("Transactions: N hits") or siege 4 as JSON */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * siege 3 (src/main.c) prints after "Lifting the server siege..."
 *
 *   Transactions:		     3481190 hits
 *   Availability:		      100.00 %
 *   Elapsed time:		       59.71 secs
 *   Data transferred:	     2888.27 MB
 *   Response time:		        0.00 secs
 *   Transaction rate:	    58301.62 trans/sec
 *   Throughput:		       48.37 MB/sec
 *   Concurrency:		       96.13
 *   Successful transactions:     3481190
 *   Failed transactions:	           0
 *   Longest transaction:	        0.21
 *   Shortest transaction:	        0.00
 *
 * and siege 4 the same as a JSON object ("transactions": 4662, ...).
 * Each line is a series (metric as siege names it, unit as it prints it,
 * seconds for the transaction times); the counts of successful and failed
 * transactions are no results.  params.clients the concurrent users when
 * the command (-c N) or "Preparing N concurrent users" says.
 */

struct siege_key {
	const char *text, *json, *metric, *unit;
};

static const struct siege_key keys[] = {
	{ "Transactions:", "\"transactions\":", "transactions", "hits" },
	{ "Availability:", "\"availability\":", "availability", "%" },
	{ "Elapsed time:", "\"elapsed_time\":", "elapsed time", "s" },
	{ "Data transferred:", "\"data_transferred\":", "data transferred", "MB" },
	{ "Response time:", "\"response_time\":", "response time", "s" },
	{ "Transaction rate:", "\"transaction_rate\":", "transaction rate", "trans/s" },
	{ "Throughput:", "\"throughput\":", "throughput", "MB/s" },
	{ "Concurrency:", "\"concurrency\":", "concurrency", "" },
	{ "Successful transactions:", "\"successful_transactions\":", NULL, NULL },
	{ "Failed transactions:", "\"failed_transactions\":", NULL, NULL },
	{ "Longest transaction:", "\"longest_transaction\":", "longest transaction", "s" },
	{ "Shortest transaction:", "\"shortest_transaction\":", "shortest transaction", "s" },
	{ NULL, NULL, NULL, NULL },
};

/* The key at token j (text or JSON form): its entry and how many tokens it takes, else NULL */
static const struct siege_key *key_at(const struct text *t, const struct tstream *ts, int j, int *n)
{
	for (const struct siege_key *k = keys; k->text; k++)
		if ((*n = tk_words(t, ts, j, k->text)) || (*n = tk_words(t, ts, j, k->json)))
			return k;
	return NULL;
}

/* "Preparing 100 concurrent users for battle." above the report: the users */
static void users(struct tout *o, int i)
{
	const struct text *t = o->r->t;
	struct xnum x;

	for (int j = i - 1; j >= 0 && j > i - 40; j--)
		if (ts_is(t, o->ts, j, "Preparing") && tk_num(t, o->ts, j + 1, &x, NULL) &&
		    tk_words(t, o->ts, j + 2, "concurrent users")) {
			xs_param_num(&o->head, "clients", &x);
			return;
		}
}

/* The run's first token: siege's banner ("** SIEGE 3.0.8") a few lines above, else i */
static int run_start(const struct text *t, const struct tstream *ts, int i)
{
	for (int j = i - 1; j >= 0 && j > i - 40 && ts->line[j] >= ts->line[i] - 8; j--)
		if (ts_is(t, ts, j, "**") && ts_is(t, ts, j + 1, "SIEGE"))
			return j;
	return i;
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	const struct siege_key *k;
	struct tout o;
	struct xnum x;
	int j = i, n, last = -1, read = 0;

	tk_begin(&o, r, ts, run_start(t, ts, i), "siege");
	users(&o, i);
	while (j < ts->n && (k = key_at(t, ts, j, &n)) && tk_num(t, ts, j + n, &x, NULL)) {
		int end = j + n;
		/* the unit siege prints after the figure ("hits", "%", "secs", "MB/sec") */
		if (end + 1 < ts->n && ts->line[end + 1] == ts->line[end] && !key_at(t, ts, end + 1, &n) &&
		    !tk_num(t, ts, end + 1, NULL, NULL))
			end++;
		if (k->metric) {
			tk_series(&o, j, end, k->metric, k->unit, &x);
			read++;
		}
		last = end;
		j = end + 1;
	}
	if (read < 3 || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	int n;

	return key_at(t, ts, i, &n) == &keys[0] && tk_readable(r, ts, i);
}

void rec_siege(struct xresult *r)
{
	if (!text_has(r->t, "ransaction rate", 15) && !text_has(r->t, "transaction_rate", 16))
		return;
	tk_scan(r, "", starts, report);
}
