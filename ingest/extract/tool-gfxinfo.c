/* tool-gfxinfo.c: Android's dumpsys gfxinfo frame statistics: janky frames and frame-time percentiles */
#include <stdio.h>
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * `adb shell dumpsys gfxinfo PACKAGE` (Android 7 on) prints, after the
 * process's banner:
 *
 *   Total frames rendered: 1523
 *   Janky frames: 87 (5.71%)
 *   50th percentile: 8ms
 *   90th percentile: 16ms
 *   95th percentile: 22ms
 *   99th percentile: 38ms
 *   Number Missed Vsync: 12
 *   Number High input latency: 3
 *   ...
 *   HISTOGRAM: 5ms=100 6ms=200 ...
 *
 * ("Janky frames (legacy):" and "50th gpu percentile:" in later releases).
 * Series: janky frames (a count) and their share of the frames (%), each
 * percentile's frame time (ms: "p99"); the frame total, the "Number ..."
 * counts and the histogram are what the run did, claimed with it, no
 * series.  Posts trim it to a few lines, each read alone; titled and pooled
 * as other tools' outputs.
 */

#define GFX_LINES 40

/* Line of token i (its first) is one of the report's: its kind, 0 when none */
enum { GFX_NONE, GFX_TOTAL, GFX_JANKY, GFX_PERCENTILE, GFX_COUNT, GFX_OTHER };

static int gfx_line(const struct text *t, const struct tstream *ts, int i)
{
	if (i >= ts->n || !ts_line_start(ts, i) || ts_flat(t, ts, i))
		return GFX_NONE;
	if (tk_words(t, ts, i, "Total frames rendered:"))
		return GFX_TOTAL;
	if (tk_words(t, ts, i, "Janky frames:"))
		return GFX_JANKY;
	if (tk_words(t, ts, i, "Janky frames (legacy):"))
		return GFX_OTHER;
	if (i + 1 < ts->n && tk_ends(t, ts, i, "th") && (tk_words(t, ts, i + 1, "percentile:") ||
							  tk_words(t, ts, i + 1, "gpu percentile:")))
		return tk_words(t, ts, i + 1, "percentile:") ? GFX_PERCENTILE : GFX_OTHER;
	if (tk_words(t, ts, i, "Number") || tk_words(t, ts, i, "HISTOGRAM:") ||
	    tk_words(t, ts, i, "Stats since:"))
		return GFX_COUNT;
	return GFX_NONE;
}

/* "Janky frames: 87 (5.71%)": the count and the share */
static void janky(struct tout *o, int i, int e)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum n, share;
	char unit[TK_UNIT];

	if (i + 2 > e || !tk_plain_num(t, ts, i + 2, &n))
		return;
	tk_series(o, i, i + 2, "janky frames", "frames", &n);
	if (i + 3 <= e && t->s[ts->k[i + 3].s] == '(' &&
	    tk_value(t, ts->k[i + 3].s + 1, ts->k[i + 3].e, &share, unit) && !strcmp(unit, "%"))
		tk_series(o, i + 3, i + 3, "janky frames share", "%", &share);
}

/* "99th percentile: 38ms": frame time at that percentile */
static void percentile(struct tout *o, int i, int e)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	char metric[16], unit[TK_UNIT];
	size_t len = ts->k[i].e - ts->k[i].s - 2;
	struct xnum x;

	if (i + 2 > e || len == 0 || len > 3 || !tk_num(t, ts, i + 2, &x, unit) || strcmp(unit, "ms"))
		return;
	snprintf(metric, sizeof(metric), "p%.*s", (int)len, t->s + ts->k[i].s);
	tk_series(o, i, i + 2, metric, "ms", &x);
}

/* "Stats since: ...ns", the banner "** Graphics info for pid N [PACKAGE] **" and dumpsys's
 * head over the report at token i belong to it: the output starts at the first of them */
static int report_start(const struct text *t, const struct tstream *ts, int i)
{
	int a = ts_line_before(ts, i);

	if (a >= 0 && tk_words(t, ts, a, "Stats since:"))
		i = a, a = ts_line_before(ts, a);
	if (a >= 0 && tk_words(t, ts, a, "** Graphics info for pid"))
		i = a, a = ts_line_before(ts, a);
	/* dumpsys's own head over the banner: "Applications Graphics Acceleration Info:" and
	 * "Uptime: N Realtime: N" (the command that printed them, and its title, above) */
	if (a >= 0 && tk_words(t, ts, a, "Uptime:"))
		i = a, a = ts_line_before(ts, a);
	if (a >= 0 && tk_words(t, ts, a, "Applications Graphics Acceleration Info:"))
		i = a;
	return i;
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	int l = i, last = i, lines = 0, kind;

	tk_begin(&o, r, ts, report_start(t, ts, i), "gfxinfo");
	while (lines++ < GFX_LINES && (kind = gfx_line(t, ts, l)) != GFX_NONE) {
		int e = ts_line_last(ts, l);
		if (kind == GFX_JANKY)
			janky(&o, l, e);
		else if (kind == GFX_PERCENTILE)
			percentile(&o, l, e);
		last = e;
		l = e + 1;
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

/* The first line of the report: "Total frames rendered:", or "Janky frames:" when trimmed */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	int kind = gfx_line(r->t, ts, i), above = ts_line_before(ts, i);

	if (kind != GFX_TOTAL && kind != GFX_JANKY)
		return 0;
	return tk_readable(r, ts, i) && !(kind == GFX_JANKY && above >= 0 && ts->line[above] == ts->line[i] - 1 &&
					   gfx_line(r->t, ts, above) != GFX_NONE);
}

void rec_gfxinfo(struct xresult *r)
{
	tk_scan(r, "frames", starts, report);
}
