/* tool-reaim.c: re-aim-7's (and AIM7's) table: a row a number of forked users, its times and jobs per minute; Max Jobs per Minute */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * reaim (OSDL's re-aim-7, after AIM Suite VII) prints, a row a load:
 *
 *   Num     Parent   Child   Child  Jobs per   Jobs/min/  Std_dev  Std_dev  JTI
 *   Forked  Time     SysTime UTime   Minute     Child      Time     Percent
 *   700     23.10    61.23   112.40  89090.91   127.27     0.41     1.77     98
 *   Max Jobs per Minute 89090.91
 *
 * Each row and column after the first is a series (params.tasks the users
 * forked): parent time, child systime and child utime (s), jobs per minute
 * and jobs/min/child (1/min), std_dev time (s) and std_dev percent of the
 * children's times, JTI (the job timing index, %).  "Max Jobs per Minute"
 * is the run's peak: a series of its own.
 */

#define REAIM_ROWS 256

static const struct { const char *metric, *unit; } cols[] = {
	{ "parent time", "s" }, { "child systime", "s" }, { "child utime", "s" }, { "jobs per minute", "1/min" },
	{ "jobs/min/child", "1/min" }, { "std_dev time", "s" }, { "std_dev percent", "%" }, { "jti", "%" },
};
#define NCOLS (int)(sizeof(cols) / sizeof(cols[0]))

/* The two header lines at token i: the first token after them, else -1 */
static int header(const struct text *t, const struct tstream *ts, int i)
{
	int second = ts_line_last(ts, i) + 1;

	if (!tk_words(t, ts, i, "Num Parent Child Child Jobs per") || second >= ts->n ||
	    !tk_words(t, ts, second, "Forked Time SysTime UTime Minute"))
		return -1;
	return ts_line_last(ts, second) + 1;
}

/* A row at token j: the forked count and NCOLS figures, alone on its line */
static int row(const struct text *t, const struct tstream *ts, int j, struct xnum *v)
{
	if (j >= ts->n || !ts_line_start(ts, j) || ts_line_last(ts, j) != j + NCOLS)
		return 0;
	for (int c = 0; c <= NCOLS; c++)
		if (!tk_plain_num(t, ts, j + c, &v[c]))
			return 0;
	return 1;
}

static int output(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct xnum v[NCOLS + 1], peak;
	struct tout o;
	int j = header(t, ts, i), last, rows = 0;

	if (j < 0)
		return i;
	last = j - 1;
	tk_begin(&o, r, ts, i, "reaim");
	/* "200 to 300 users" above names the range the rows step through, no row's load */
	o.head.nparams = 0;
	for (; rows < REAIM_ROWS && row(t, ts, j, v); j += NCOLS + 1, rows++) {
		for (int c = 0; c < NCOLS; c++) {
			struct xseries *s = tk_series(&o, j, j + NCOLS, cols[c].metric, cols[c].unit, &v[c + 1]);
			xs_param_num(s, "tasks", &v[0]);
		}
		last = j + NCOLS;
	}
	if (!rows)
		return i;
	if (tk_words(t, ts, j, "Max Jobs per Minute") && tk_plain_num(t, ts, j + 4, &peak)) {
		tk_series(&o, j, j + 4, "max jobs per minute", "1/min", &peak);
		last = j + 4;
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return ts_line_start(ts, i) && header(r->t, ts, i) >= 0 && tk_readable(r, ts, i);
}

void rec_reaim(struct xresult *r)
{
	tk_scan(r, "Jobs per", starts, output);
}
