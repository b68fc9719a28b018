/* slashstat.c: "min/avg/max = 6/14/1873 us": a summary whose statistics are named by slash-parted words, the title above naming its build */
#include <string.h>

#include "cells.h"
#include "labels.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 *   With the vCPUs unpinned:
 *
 *       min/avg/max = 6/14/1873 us
 *
 * The words before '=' (or ':') are statistics parted by '/' (min, avg,
 * mean, max, median, stddev, mdev ...), the figures after it as many,
 * parted the same way, a unit after them at most.  A series of summary
 * fields, no values (no run is shown), named by the title above it (tk_end)
 * or the words before the statistics on its line ("latency min/avg/max =").
 * ping's own line ("rtt min/avg/max/mdev = ...") is tool-ping.c's.  The
 * statistics open with "min/" (as every tool prints them) or the line is
 * not looked at: the token stream is built only for a text holding one.
 */

#define STATS 6

/* Token k as statistics' words: their summary fields into f, how many (0: not all are) */
static int stat_words(const struct text *t, const struct tok *k, int *f)
{
	size_t s = k->s, e = k->e;
	int n = 0;

	while (s < e && n < STATS) {
		const char *slash = memchr(t->s + s, '/', e - s);
		size_t we = slash ? (size_t)(slash - t->s) : e;
		char w[16];
		if (we - s >= sizeof(w) || we == s)
			return 0;
		memcpy(w, t->s + s, we - s);
		w[we - s] = '\0';
		if (!strcmp(w, "mdev"))
			f[n++] = SUM_STDDEV;
		else if ((f[n] = label_summary_field(w)) < 0 || f[n] == SUM_N)
			return 0;
		else
			n++;
		s = we + 1;
	}
	return s >= e && n >= 2 ? n : 0;
}

/* The figures of token k ("6/14/1873"), as many as n, into the fields f of s */
static int stat_figures(const struct text *t, const struct tok *k, const int *f, int n, struct xseries *s)
{
	size_t p = k->s, e = k->e;
	int i;

	for (i = 0; i < n && p < e; i++) {
		const char *slash = memchr(t->s + p, '/', e - p);
		size_t we = slash ? (size_t)(slash - t->s) : e;
		struct xnum x;
		if (!ts_num(t, p, we, &x))
			return 0;
		if (s)
			s->sum[f[i]] = x;
		p = we + 1;
	}
	return i == n && p >= e;
}

/* Token k a unit of time or a share ("us", "ms", "%"): into out */
static int unit_word(const struct text *t, const struct tok *k, char *out, size_t n)
{
	static const char *const units[] = { "ns", "us", "usec", "usecs", "ms", "msec", "msecs", "s", "sec", "secs",
		"%", "MB/s", "Mbit/s", "Gbit/s", NULL };
	size_t len = k->e - k->s;

	for (const char *const *u = units; *u; u++)
		if (strlen(*u) == len && !memcmp(t->s + k->s, *u, len)) {
			xs_printf(out, n, "%s", *u);
			return 1;
		}
	return 0;
}

/* "min/avg/max = a/b/c" at i, a line of its own (two words before it at most, a unit after
 * it at most): 1 */
static int at_stats(const struct text *t, const struct tstream *ts, int i, int *f, int *n)
{
	char unit[8];
	int a = i, e = i + 2;

	while (a > 0 && ts->line[a - 1] == ts->line[i] && i - a <= 2)
		a--;
	if (i - a > 2 || i + 2 >= ts->n || ts->line[i + 2] != ts->line[i])
		return 0;
	if (!ts_line_end(ts, e) && unit_word(t, &ts->k[e + 1], unit, sizeof(unit)))
		e++;
	return ts_line_end(ts, e) && memchr(t->s + ts->k[i].s, '/', ts->k[i].e - ts->k[i].s) &&
	       (*n = stat_words(t, &ts->k[i], f)) && (ts_is(t, ts, i + 1, "=") || ts_is(t, ts, i + 1, ":")) &&
	       stat_figures(t, &ts->k[i + 2], f, *n, NULL);
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct xseries *s;
	struct tout o;
	int f[STATS], n, a = i, last = i + 2;

	if (!at_stats(t, ts, i, f, &n))
		return i;
	while (a > 0 && ts->line[a - 1] == ts->line[i])
		a--;
	tk_begin(&o, r, ts, a, NULL);
	if (a < i)                  /* "latency min/avg/max = ...": the figure's name */
		text_label(t, ts->k[a].s, ts->k[i - 1].e, o.head.metric, sizeof(o.head.metric));
	s = tk_series(&o, a, last, NULL, NULL, NULL);
	stat_figures(t, &ts->k[i + 2], f, n, s);
	s->has_summary = 1;
	if (last + 1 < ts->n && ts->line[last + 1] == ts->line[i] && unit_word(t, &ts->k[last + 1], s->unit, sizeof(s->unit)))
		last++;
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	int f[STATS], n;

	return at_stats(r->t, ts, i, f, &n) && tk_readable(r, ts, i);
}

void rec_slashstat(struct xresult *r)
{
	tk_scan(r, "min/", starts, block);
}
