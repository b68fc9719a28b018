/* tool-hwlatdetect.c: rt-tests' hwlatdetect: the largest hardware latency a run saw ("Max Latency: 5612us") */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * hwlatdetect (rt-tests src/hwlatdetect/hwlatdetect.py) prints its settings,
 * then what the kernel's hwlat tracer found:
 *
 *   hwlatdetect:  test duration 300 seconds
 *      detector: tracer
 *      parameters:
 *           Latency threshold: 10us
 *           Sample window:     1000000us
 *           ...
 *   Starting test
 *   test finished
 *   Max Latency: 5612us
 *   Samples recorded: 9
 *   Samples exceeding threshold: 9
 *   SMIs during run: 0
 *   ts: 1497965912.123456789, inner:10, outer:12
 *
 * One series a run: hwlatdetect, metric "max latency" (us), its value the
 * Max Latency ("Below threshold": none).  The settings, the counts of
 * samples and SMIs and each sample's "ts:" line are the output's: claimed,
 * not read.  Titled and pooled as other tools' outputs.
 */

#define HWLAT_TOKS 400   /* the settings and the report, not a long list of samples */

/* "Max Latency: 5612us" at token j: the value */
static int max_latency(const struct text *t, const struct tstream *ts, int j, struct xnum *x)
{
	char unit[TK_UNIT];

	return tk_words(t, ts, j, "Max Latency:") && tk_num(t, ts, j + 2, x, unit) &&
	       (!unit[0] || !strcmp(unit, "us"));
}

/* The report's last token from token j on: its counts and sample lines */
static int report_end(const struct text *t, const struct tstream *ts, int j)
{
	static const char *const keys[] = { "Samples recorded:", "Samples exceeding threshold:",
		"SMIs during run:", "ts:", NULL };
	int k, e = j, at;

	for (;;) {
		for (k = 0, at = -1; keys[k] && at < 0; k++)
			if (e + 1 < ts->n && ts_line_start(ts, e + 1) && tk_words(t, ts, e + 1, keys[k]))
				at = e + 1;
		if (at < 0)
			return e;
		for (e = at; e + 1 < ts->n && ts->line[e + 1] == ts->line[at]; e++)
			;
	}
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x;
	struct xseries *s;
	int j, last;

	for (j = i + 1; j < ts->n && j < i + HWLAT_TOKS; j++) {
		if (!ts_line_start(ts, j))
			continue;
		if (tk_words(t, ts, j, "hwlatdetect:"))
			return i;        /* another run before this one's report */
		if (tk_words(t, ts, j, "Max Latency:"))
			break;
	}
	if (j >= ts->n || j >= i + HWLAT_TOKS)
		return i;
	tk_begin(&o, r, ts, i, "hwlatdetect");
	if (max_latency(t, ts, j, &x)) {
		s = tk_series(&o, j, j + 2, "max latency", "us", &x);
		memcpy(s->better, "lower", sizeof("lower"));
	}
	last = report_end(t, ts, j + 2);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return ts_line_start(ts, i) && tk_words(r->t, ts, i, "hwlatdetect: test duration") && tk_readable(r, ts, i);
}

void rec_hwlatdetect(struct xresult *r)
{
	tk_scan(r, "hwlatdetect:", starts, block);
}
