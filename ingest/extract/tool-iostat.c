/* tool-iostat.c: iostat's device and avg-cpu reports (sysstat's, FreeBSD's -x): the state of a machine, no result: its lines claimed, no series */
#include <ctype.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * sysstat's iostat -x (rd_stats.c, iostat.c write_ext_stat) prints, after
 * the "Linux 6.2.0 (host)  02/09/23  _x86_64_  (2 CPU)" banner,
 *
 *   Device            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz ...  aqu-sz  %util
 *   vda            153.69   1080.39     1.83   1.17    0.45     7.03 ...    0.10   1.51
 *
 * (before sysstat 12 "Device:  rrqm/s wrqm/s r/s w/s ... await svctm %util";
 * without -x "Device  tps  kB_read/s  kB_wrtn/s  kB_read  kB_wrtn"; an
 * "avg-cpu:  %user %nice %system %iowait %steal %idle" header over one row;
 * FreeBSD's "device  r/s  w/s  kr/s  kw/s  ms/r ... qlen  %b" under
 * "extended device statistics").  The first report counts since boot.  As
 * with vmstat's and mpstat's screens, these are what a disk did while
 * something ran, a column each (a table reader would make two dozen series
 * of each device row): header and rows are claimed, no series.
 */

#define HEAD_COLS 32

/* A column name iostat prints: a rate or share ("r/s", "kB_read/s", "%util", "ms/r") or a
 * word of its few others */
static int column_name(const struct text *t, const struct tstream *ts, int j)
{
	static const char *const words[] = { "tps", "kB_read", "kB_wrtn", "kB_dscd", "MB_read", "MB_wrtn",
					     "avgrq-sz", "avgqu-sz", "await", "svctm", "aqu-sz", "rareq-sz",
					     "wareq-sz", "dareq-sz", "r_await", "w_await", "d_await",
					     "f_await", "qlen", NULL };
	const char *p = t->s + ts->k[j].s;
	size_t n = ts->k[j].e - ts->k[j].s;

	if (memchr(p, '/', n) || p[0] == '%')
		return 1;
	for (int i = 0; words[i]; i++)
		if (ts_is(t, ts, j, words[i]))
			return 1;
	return 0;
}

/* The header at i ("Device", "Device:", "device", "avg-cpu:") and column names to its
 * line's end, two rates among them: how many columns, else 0 */
static int header(const struct text *t, const struct tstream *ts, int i)
{
	int j, rates = 0;

	if (!(ts_is(t, ts, i, "Device") || ts_is(t, ts, i, "Device:") || ts_is(t, ts, i, "device") ||
	      ts_is(t, ts, i, "avg-cpu:")))
		return 0;
	for (j = i + 1; j < ts->n && ts->line[j] == ts->line[i] && j <= i + HEAD_COLS; j++) {
		if (!column_name(t, ts, j))
			return 0;
		rates += memchr(t->s + ts->k[j].s, '/', ts->k[j].e - ts->k[j].s) || t->s[ts->k[j].s] == '%';
	}
	return rates >= 2 && (j == ts->n || ts->line[j] != ts->line[i]) ? j - i - 1 : 0;
}

/* A row at i under a header of n columns: a device's name (none under avg-cpu:), then n
 * numbers to the line's end; its last token, else -1 */
static int row(const struct text *t, const struct tstream *ts, int i, int n, int named)
{
	int j = i + named, k;

	if (!ts_line_start(ts, i) || (named && !isalpha((unsigned char)t->s[ts->k[i].s])))
		return -1;
	for (k = 0; k < n; k++, j++)
		if (j >= ts->n || ts->line[j] != ts->line[i] || !tk_plain_num(t, ts, j, NULL))
			return -1;
	return j < ts->n && ts->line[j] == ts->line[i] ? -1 : j - 1;
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int n = header(t, ts, i), named = !ts_is(t, ts, i, "avg-cpu:"), last = i + n, e;

	(void)prev;
	if (!n)
		return i;
	while (last + 1 < ts->n && (e = row(t, ts, last + 1, n, named)) >= 0)
		last = e;
	if (last == i + n)
		return i;       /* a header alone (a list of what iostat prints) */
	ts_claim(r, ts, i, last);
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return ts_line_start(ts, i) && header(r->t, ts, i) && tk_readable(r, ts, i);
}

void rec_iostat(struct xresult *r)
{
	/* "Device", "Device:" (sysstat) and "device" (FreeBSD) */
	tk_scan(r, "evice", starts, report);
	tk_scan(r, "avg-cpu:", starts, report);
}
