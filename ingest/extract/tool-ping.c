/* tool-ping.c: ping's statistics: round-trip min/avg/max and deviation, the replies counted */
#include <string.h>

#include "cells.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * ping ends with its statistics (iputils ping/ping_common.c, finish();
 * FreeBSD sbin/ping/ping.c, finish()):
 *
 *   --- 10.0.0.5 ping statistics ---
 *   100000 packets transmitted, 100000 received, 0% packet loss, time 27081ms
 *   rtt min/avg/max/mdev = 0.041/0.062/0.587/0.018 ms, ipg/ewma 0.121/0.097 ms
 *
 * (BSD: "5 packets received", "round-trip min/avg/max/stddev = ..."; macOS
 * "std-dev").  The round trip is the result: a series (workload ping,
 * metric rtt) summarising the replies as ministat does (mean, min, max,
 * deviation; n the replies received): no reply's time is shown.  Posters paste the rtt
 * line alone too, named by the words before it ("prio 50:  rtt ..."); the
 * ping lines above it (the command's banner, the statistics banner, the
 * counts) are the output's, claimed with it.
 */

#define STATS_UP 24        /* tokens of the counts line and the banners above the rtt line */
#define KEYS 4

/* "rtt" or "round-trip" then "min/avg/max/mdev" and "=" at i */
static int rtt_at(const struct text *t, const struct tstream *ts, int i)
{
	return (ts_is(t, ts, i, "rtt") || ts_is(t, ts, i, "round-trip")) && tk_opens(t, ts, i + 1, "min/avg/max") &&
	       ts_is(t, ts, i + 2, "=") && ts->line[i + 2] == ts->line[i];
}

/* The summary slot of a key of "min/avg/max/mdev": -1 for the average (the value) or none */
static int slot(const char *k, size_t n)
{
	static const struct { const char *key; int slot; } keys[] = {
		{ "min", SUM_MIN }, { "max", SUM_MAX }, { "mdev", SUM_STDDEV }, { "stddev", SUM_STDDEV },
		{ "std-dev", SUM_STDDEV },
	};

	for (size_t j = 0; j < sizeof(keys) / sizeof(keys[0]); j++)
		if (strlen(keys[j].key) == n && !memcmp(k, keys[j].key, n))
			return keys[j].slot;
	return -1;
}

/* The figures "0.041/0.062/0.587/0.018" at token v under the keys at token k: the average
 * into avg, the others into sum (SUM_ slots); 1 when the average was there */
static int read_slashes(const struct text *t, const struct tstream *ts, int k, int v, struct xnum *avg,
			struct xnum *sum)
{
	size_t ks = ts->k[k].s, ke = ts->k[k].e, vs = ts->k[v].s, ve = ts->k[v].e;
	int n = 0;

	memset(avg, 0, sizeof(*avg));
	while (ks < ke && vs < ve && n < KEYS) {
		const char *kslash = memchr(t->s + ks, '/', ke - ks), *vslash = memchr(t->s + vs, '/', ve - vs);
		size_t kend = kslash ? (size_t)(kslash - t->s) : ke, vend = vslash ? (size_t)(vslash - t->s) : ve;
		struct xnum x;
		int at = slot(t->s + ks, kend - ks);

		if (!ts_num(t, vs, vend, &x))
			return 0;
		if (kend - ks == 3 && !memcmp(t->s + ks, "avg", 3))
			*avg = x;
		else if (at >= 0)
			sum[at] = x;
		ks = kend + 1, vs = vend + 1, n++;
	}
	return avg->set;
}

/* The replies received on the counts line above the rtt line at i ("100000 received,",
 * "5 packets received,"), and the first token of ping's lines above it (the banners) */
static int counts_above(const struct text *t, const struct tstream *ts, int i, struct xnum *n)
{
	int j, first = i;

	for (j = i - 1; j >= 0 && j > i - STATS_UP && ts->line[i] - ts->line[j] <= 2; j--) {
		if (ts_is(t, ts, j, "received,") || ts_is(t, ts, j, "received"))
			tk_plain_num(t, ts, ts_is(t, ts, j - 1, "packets") ? j - 2 : j - 1, n);
		if (ts_line_start(ts, j) && (tk_plain_num(t, ts, j, NULL) || ts_is(t, ts, j, "---")))
			first = j;
	}
	/* "PING 10.0.0.5 (10.0.0.5) 64(92) bytes of data." over the statistics: its first line */
	for (j = first - 1; j >= 0 && j > first - STATS_UP && ts->line[first] - ts->line[j] <= 2; j--)
		if (ts_line_start(ts, j) && ts_is(t, ts, j, "PING"))
			return j;
	return first;
}

/* The words before "rtt" on its line ("prio 50:"), the output's name: into out when there are */
static void name_before(const struct text *t, const struct tstream *ts, int i, char *out, size_t size)
{
	int a = i;
	size_t n;

	while (a > 0 && ts->line[a - 1] == ts->line[i] && !ts_flat(t, ts, i))
		a--;
	if (a == i)
		return;
	text_label(t, ts->k[a].s, ts->k[i - 1].e, out, size);
	n = strlen(out);
	if (n && out[n - 1] == ':')
		out[n - 1] = '\0';
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct xnum n = { 0 }, avg, sum[SUM_COUNT];
	struct xseries *s;
	struct tout o;
	int first, last = i + 3, k;

	memset(sum, 0, sizeof(sum));
	if (!read_slashes(t, ts, i + 1, i + 3, &avg, sum))
		return i;
	first = counts_above(t, ts, i, &n);
	tk_begin(&o, r, ts, first, "ping");
	/* a line of its own named ("prio 85:  rtt ..."): no run of the line above it */
	name_before(t, ts, i, o.title, sizeof(o.title));
	s = tk_series(&o, first, last, "rtt", tk_opens(t, ts, i + 4, "ms") ? "ms" : "", &avg);
	for (k = 0; k < SUM_COUNT; k++)
		if (sum[k].set)
			s->sum[k] = sum[k], s->has_summary = 1;
	if (n.set)
		s->sum[SUM_N] = n;
	xs_average_of_range(s);
	if (o.title[0])
		memcpy(s->label, o.title, sizeof(s->label));
	/* the rest of its line: the unit, "ipg/ewma 0.121/0.097 ms" of ping -f */
	while (last + 1 < ts->n && ts->line[last + 1] == ts->line[i] && !ts_flat(t, ts, i))
		last++;
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return rtt_at(r->t, ts, i) && tk_readable(r, ts, i);
}

void rec_ping(struct xresult *r)
{
	tk_scan(r, "min/avg/max", starts, block);
}
