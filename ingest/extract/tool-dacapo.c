/* tool-dacapo.c: DaCapo's result lines: "===== DaCapo 9.12 h2 PASSED in 6712 msec =====", a benchmark's run each */
#include <stdio.h>
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * The DaCapo benchmark suite's harness prints, for each iteration
 * (written from its Callback's printf formats; the suite is not packaged
 * for Debian):
 *
 *   ===== DaCapo 9.12 h2 starting warmup 1 =====
 *   ===== DaCapo 9.12 h2 completed warmup 1 in 7321 msec =====
 *   ===== DaCapo 9.12 h2 starting =====
 *   ===== DaCapo 9.12 h2 PASSED in 6712 msec =====
 *
 * ("23.11-chopin" for the release in later ones).  The timed iteration's
 * time (ms) is a run of the benchmark's series (params.variant the
 * benchmark); the release is no figure; the warmups and the starting lines
 * are claimed with it.  Lines of one benchmark in a row are its runs;
 * titled and pooled as other tools' outputs.
 */

#define DACAPO_LINES 64

/* A "===== DaCapo REL BENCH ... =====" line at token i: 1, with PASSED's time into x (x->set 0
 * on the other lines) and the benchmark's name */
static int dacapo_line(const struct text *t, const struct tstream *ts, int i, char *bench, size_t n,
		       struct xnum *x)
{
	int e;

	if (i + 4 >= ts->n || !ts_line_start(ts, i) || !tk_words(t, ts, i, "===== DaCapo"))
		return 0;
	e = ts_line_last(ts, i);
	if (!ts_is(t, ts, e, "=====") || e < i + 4)
		return 0;
	if (!tk_text(t, ts, i + 3, bench, n))
		return 0;
	memset(x, 0, sizeof(*x));
	/* "PASSED in 6712 msec" */
	if (e == i + 8 && tk_words(t, ts, i + 4, "PASSED in") && ts_is(t, ts, i + 7, "msec"))
		return tk_plain_num(t, ts, i + 6, x);
	return 1;
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	char bench[32], first[32] = "";
	struct xseries *s = NULL;
	struct xnum x;
	struct tout o;
	int l = i, last = i, lines = 0;

	tk_begin(&o, r, ts, i, "dacapo");
	while (lines++ < DACAPO_LINES && dacapo_line(t, ts, l, bench, sizeof(bench), &x)) {
		int e = ts_line_last(ts, l);
		/* another benchmark's lines: an output of their own */
		if (first[0] && strcmp(first, bench))
			break;
		xs_printf(first, sizeof(first), "%s", bench);
		if (x.set) {
			if (!s) {
				s = tk_series(&o, l, e, "time", "ms", &x);
				xs_param_str(s, "variant", bench, strlen(bench));
			} else {
				xs_value(s, &x);
			}
		}
		last = e;
		l = e + 1;
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	char bench[32];
	struct xnum x;

	return dacapo_line(r->t, ts, i, bench, sizeof(bench), &x) && tk_readable(r, ts, i);
}

void rec_dacapo(struct xresult *r)
{
	tk_scan(r, "DaCapo", starts, report);
}
