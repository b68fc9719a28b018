/* tool-mpstat.c: mpstat's and sar -u's CPU utilisation screen: the state of a machine, no result: its lines claimed, no series */
#include <ctype.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * mpstat -P ALL (sysstat, mpstat.c write_stats_core) and sar -u print
 *
 *   Linux 2.6.7 (fw2)       07/13/04
 *
 *   18:01:12     CPU   %user   %nice %system %iowait    %irq   %soft   %idle    intr/s
 *   18:01:17     all    0.40    0.00    3.10    0.00    4.90   46.70   44.90  16208.40
 *   18:01:17       0    0.80    0.00    4.20    0.00    9.80   85.20    0.00  16005.20
 *   Average:     all    ...
 *
 * (later sysstat: %usr, %sys, %steal, %guest, %gnice; a 12-hour clock adds
 * "AM"/"PM").  Like vmstat's screen it shows where the CPU time went while
 * something ran: evidence for a result, not one (a table reader would make
 * a series of each column).  Header and rows are claimed, no series.
 */

#define HEAD_COLS 16

/* The header at i: a time, "CPU", then %-columns to its line's end ("%usr" or "%user",
 * "%idle" among them); its last token, else -1 */
static int header(const struct text *t, const struct tstream *ts, int i)
{
	int j = i, user = 0, idle = 0;

	while (j < ts->n && ts->line[j] == ts->line[i] && !ts_is(t, ts, j, "CPU") && j < i + 3)
		j++;
	if (!ts_is(t, ts, j, "CPU"))
		return -1;
	for (j++; j < ts->n && ts->line[j] == ts->line[i] && j < i + HEAD_COLS; j++) {
		user |= ts_is(t, ts, j, "%usr") || ts_is(t, ts, j, "%user");
		idle |= ts_is(t, ts, j, "%idle");
		if (t->s[ts->k[j].s] != '%' && !tk_ends(t, ts, j, "/s"))
			return -1;
	}
	return user && idle && (j == ts->n || ts->line[j] != ts->line[i]) ? j - 1 : -1;
}

/* A row at i: a time ("18:01:17", "06:01:17 PM") or "Average:", a CPU ("all", "3"), then
 * numbers to the line's end; its last token, else -1 */
static int row(const struct text *t, const struct tstream *ts, int i)
{
	int j = i + 1;

	if (!ts_line_start(ts, i) || !(ts_is(t, ts, i, "Average:") || isdigit((unsigned char)t->s[ts->k[i].s])))
		return -1;
	if (ts_is(t, ts, j, "AM") || ts_is(t, ts, j, "PM"))
		j++;
	if (!(ts_is(t, ts, j, "all") || tk_plain_num(t, ts, j, NULL)))
		return -1;
	for (j++; j < ts->n && ts->line[j] == ts->line[i]; j++)
		if (!tk_plain_num(t, ts, j, NULL))
			return -1;
	return j - 1;
}

static int screen(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int first = i, last = header(t, ts, i), e;

	(void)prev;
	if (last < 0)
		return i;
	/* "Linux 2.6.7 (fw2)  07/13/04" over it: the banner of the same screen */
	if (i > 0) {
		int b = i - 1;
		while (b > 0 && ts->line[b - 1] == ts->line[i - 1])
			b--;
		if (ts->line[i] - ts->line[b] <= 2 && ts_is(t, ts, b, "Linux"))
			first = b;
	}
	while (last + 1 < ts->n && (e = row(t, ts, last + 1)) >= 0)
		last = e;
	ts_claim(r, ts, first, last);
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return ts_line_start(ts, i) && header(r->t, ts, i) >= 0 && tk_readable(r, ts, i);
}

void rec_mpstat(struct xresult *r)
{
	tk_scan(r, "%idle", starts, screen);
}
