/* tool-poudriere.c: poudriere's bulk status line: the build's wall time, the package counts no figures */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * poudriere (FreeBSD's package builder, src/share/poudriere/common.sh,
 * show_build_summary and the status line of `poudriere status` and of a
 * bulk's end) prints
 *
 *   [130amd64-ule] [2019-03-09_08h02m11s] [committing:] Queued: 1412 Built: 1398
 *   Failed: 2    Skipped: 3    Ignored: 9    Tobuild: 0     Time: 03:41:12
 *
 * on one line.  The counts are how many ports the build took, not how fast
 * it went: claimed, no series.  Time (hh:mm:ss) is the bulk's wall time: a
 * series "time" in seconds, lower is better.  Titled and pooled as other
 * tools' outputs.
 */

#define STATUS_TOKENS 24

/* "Queued: N" at token i, "Built:" after it and "Time: T" closing the line: T's token, else -1 */
static int status_time(const struct text *t, const struct tstream *ts, int i)
{
	struct xnum x;
	int j, built = 0;

	if (!ts_is(t, ts, i, "Queued:") || i + 1 >= ts->n || !tk_plain_num(t, ts, i + 1, &x))
		return -1;
	for (j = i + 2; j + 1 < ts->n && j < i + STATUS_TOKENS && ts->line[j + 1] == ts->line[i]; j++) {
		built |= ts_is(t, ts, j, "Built:");
		if (ts_is(t, ts, j, "Time:"))
			return built && ts_line_end(ts, j + 1) && xnum_from(t, &ts->k[j + 1], 1, &x) ? j + 1 : -1;
	}
	return -1;
}

static int status(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x;
	struct xseries *s;
	int v = status_time(t, ts, i), first = i;

	if (v < 0 || !xnum_from(t, &ts->k[v], 1, &x))
		return i;
	/* "[jail] [build] [status:]" before it on its line */
	while (first > 0 && ts->line[first - 1] == ts->line[i])
		first--;
	tk_begin(&o, r, ts, first, "poudriere");
	s = tk_series(&o, v, v, "time", "s", &x);
	memcpy(s->better, "lower", sizeof("lower"));
	if (!tk_end(&o, v, prev))
		return i;
	return v;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return status_time(r->t, ts, i) >= 0 && tk_readable(r, ts, i);
}

void rec_poudriere(struct xresult *r)
{
	tk_scan(r, "Queued:", starts, status);
}
