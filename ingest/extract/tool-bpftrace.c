/* tool-bpftrace.c: bpftrace's printed maps: a stats() line (count, average, total) a summary; its histograms and bcc's, counts per bucket, claimed with no series */
#include <ctype.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * bpftrace prints its maps at exit (src/output.cpp):
 *
 *   @stats: count 82, average 51123, total 4192138
 *
 *   @usecs:
 *   [16, 32)               1 |@                                                   |
 *   [64K, 128K)           36 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
 *
 * and bcc's tools (runqlat, cpudist, biolatency) their log2 histograms:
 *
 *        usecs               : count     distribution
 *            0 -> 1          : 24601    |****************************************|
 *
 * A stats() line is a summary of what the script measured: one series, its
 * metric the map's name, n the count and mean the average (the total is
 * their product, no figure of its own).  A histogram's rows are counts of
 * events per bucket, which the post reads figures off (a median, a tail) or
 * does not: its lines are claimed and give no series (a table reader took
 * each bucket for a row).  Titled and pooled as other tools' outputs.
 */

/* "@stats: count 82, average 51123, total 4192138" at i: the count and the average */
static int stats_line(const struct text *t, const struct tstream *ts, int i, struct xnum *n, struct xnum *avg)
{
	return i + 6 < ts->n && ts_line_start(ts, i) && t->s[ts->k[i].s] == '@' && tk_ends(t, ts, i, ":") &&
	       ts_is(t, ts, i + 1, "count") && ts_num(t, ts->k[i + 2].s, ts->k[i + 2].e - 1, n) &&
	       ts_is(t, ts, i + 3, "average") && ts_num(t, ts->k[i + 4].s, ts->k[i + 4].e - 1, avg) &&
	       ts_is(t, ts, i + 5, "total");
}

/* The first token of the run's lines above the map at i: "Attaching 2 probes...", "^C" */
static int run_start(const struct text *t, const struct tstream *ts, int i)
{
	int first = i, s;

	for (int k = 0; k < 4 && first > 0; k++) {
		for (s = first - 1; s > 0 && ts->line[s - 1] == ts->line[first - 1]; s--)
			;
		if (!(ts_is(t, ts, s, "^C") || (ts_is(t, ts, s, "Attaching") && ts_line_start(ts, s))))
			break;
		first = s;
	}
	return first;
}

static int stats(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum n, avg;
	struct xseries *s;
	char metric[32];
	size_t len = ts->k[i].e - ts->k[i].s - 2;

	if (!stats_line(t, ts, i, &n, &avg) || len >= sizeof(metric))
		return i;
	memcpy(metric, t->s + ts->k[i].s + 1, len);
	metric[len] = '\0';
	tk_begin(&o, r, ts, run_start(t, ts, i), "bpftrace");
	s = tk_series(&o, i, i + 6, metric, NULL, NULL);
	s->has_summary = 1;
	s->sum[SUM_N] = n;
	s->sum[SUM_MEAN] = avg;
	if (!tk_end(&o, i + 6, prev))
		return i;
	return i + 6;
}

static int stats_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct xnum n, avg;

	return stats_line(r->t, ts, i, &n, &avg) && tk_readable(r, ts, i);
}

/* A bucket row at i: "[16, 32)  1 |@@@ |", "[0]  63762 |@@|" or bcc's "0 -> 1  : 24601  |***|";
 * its last token, else -1 */
static int bucket(const struct text *t, const struct tstream *ts, int i)
{
	int j;

	if (!ts_line_start(ts, i))
		return -1;
	j = ts_line_last(ts, i);
	/* the bar: "|@@@   |" or "|****  |", its last token closing it */
	if (t->s[ts->k[j].e - 1] != '|' || j == i)
		return -1;
	if (t->s[ts->k[i].s] == '[')
		return j;
	if (isdigit((unsigned char)t->s[ts->k[i].s]) && i + 3 <= j && ts_is(t, ts, i + 1, "->") && ts_is(t, ts, i + 3, ":"))
		return j;
	return -1;
}

static int histogram(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int last = i, e, rows = 0;

	(void)prev;
	/* "@usecs:" or bcc's "usecs : count distribution" over the rows */
	last = ts_line_last(ts, i);
	for (; last + 1 < ts->n && (e = bucket(t, ts, last + 1)) >= 0; rows++)
		last = e;
	if (!rows)
		return i;
	ts_claim(r, ts, i, last);
	return last;
}

static int histogram_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	int j;

	if (!ts_line_start(ts, i))
		return 0;
	/* bpftrace: "@usecs:" alone on its line; bcc: "usecs : count distribution" */
	if (t->s[ts->k[i].s] == '@' && tk_ends(t, ts, i, ":") && (i + 1 == ts->n || ts->line[i + 1] != ts->line[i]))
		j = i;
	else if (i + 4 < ts->n && ts_is(t, ts, i + 1, ":") && tk_words(t, ts, i + 2, "count distribution"))
		j = i + 3;
	else
		return 0;
	return j + 1 < ts->n && bucket(t, ts, j + 1) >= 0 && tk_readable(r, ts, i);
}

void rec_bpftrace(struct xresult *r)
{
	tk_scan(r, "average", stats_starts, stats);
	if (text_has(r->t, "|@", 2) || text_has(r->t, "distribution", 12))
		tk_scan(r, ":", histogram_starts, histogram);
}
