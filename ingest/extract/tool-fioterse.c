/* tool-fioterse.c: fio's --minimal (terse) lines, versions 3 and 4: a job's results per direction by field position */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tool.h"
#include "../../core/buf.h"
#include "../../core/banned.h"

/*
 * fio --minimal (stat.c, show_thread_status_terse; terse version 3 since
 * fio 1.x, 4 adds trim) prints a job a line of ';'-parted fields:
 *
 *   3;fio-3.33;rr;0;0;  then per direction (read, write; v4 also trim) 41 fields:
 *     io KiB; bw KiB/s; iops; runtime ms;
 *     slat min; max; mean; stddev;  clat min; max; mean; stddev  (usec)
 *     20 clat percentiles "99.000000%=505" ("0%=0" when unused);
 *     lat min; max; mean; stddev;  bw min; max; agg %; mean; stddev
 *   then cpu usr %; sys %; context switches; major and minor faults;
 *   IO depths, IO latencies, disk utilisation.
 *
 * A direction that did no IO gives nothing.  As fio's normal output is read
 * (tool-fio.c): per direction iops (1/s), bandwidth (KiB/s), slat, clat and
 * lat (usec, the mean the value, min, max and stddev the summary), each
 * percentile used a series "clat pNN.NN"; params.variant the job's name,
 * params.io the direction; then the CPU's usr and sys (%).  The run's
 * length and counts are no results.
 */

#define TERSE_FIELDS 160
#define DIR_FIELDS 41

struct fields {
	size_t s[TERSE_FIELDS], e[TERSE_FIELDS];
	int n;
};

static int split(const struct text *t, int l, struct fields *f)
{
	size_t a = t->l[l].start, i;

	f->n = 0;
	for (i = a; i <= t->l[l].end && f->n < TERSE_FIELDS; i++)
		if (i == t->l[l].end || t->s[i] == ';') {
			f->s[f->n] = a;
			f->e[f->n++] = i;
			a = i + 1;
		}
	return f->n;
}

/* Field k (0-based) as a number: 1 when it is one */
static int num(const struct text *t, const struct fields *f, int k, struct xnum *x)
{
	return k < f->n && f->e[k] > f->s[k] && ts_num(t, f->s[k], f->e[k], x);
}

/* "3;fio-3.33;..." or "4;fio-..." with as many fields as the version holds: the directions */
static int terse_line(const struct text *t, int l, struct fields *f)
{
	const char *p = t->s + t->l[l].start;
	int dirs;

	if (t->l[l].end - t->l[l].start < 40 || (p[0] != '3' && p[0] != '4') || strncmp(p + 1, ";fio-", 5))
		return 0;
	dirs = p[0] == '3' ? 2 : 3;
	return split(t, l, f) >= 5 + dirs * DIR_FIELDS + 2 ? dirs : 0;
}

/* A series of the job over its line, its figure x at field k */
static struct xseries *series(struct tout *o, int first, int last, const char *metric, const char *unit,
			      const struct xnum *x, const char *job, size_t jn, const char *dir)
{
	struct xseries *s = tk_series(o, first, last, metric, unit, x);

	xs_param_str(s, "variant", job, jn);
	if (dir)
		xs_param_str(s, "io", dir, strlen(dir));
	return s;
}

/* "clat" at fields [k, k+4): min, max, mean, stddev */
static void latency(struct tout *o, int first, int last, const struct fields *f, int k, const char *metric,
		    const char *job, size_t jn, const char *dir)
{
	const struct text *t = o->r->t;
	struct xnum lo, hi, mean, sd;
	struct xseries *s;

	if (!num(t, f, k, &lo) || !num(t, f, k + 1, &hi) || !num(t, f, k + 2, &mean) || !num(t, f, k + 3, &sd) ||
	    (hi.value == 0 && mean.value == 0))
		return;         /* "0;0;0.000000;0.000000": fio measured none (slat of sync engines) */
	s = series(o, first, last, metric, "us", NULL, job, jn, dir);
	s->sum[SUM_MEAN] = mean;
	s->sum[SUM_MIN] = lo;
	s->sum[SUM_MAX] = hi;
	s->sum[SUM_STDDEV] = sd;
	s->has_summary = 1;
}

static void direction(struct tout *o, int first, int last, const struct fields *f, int k, const char *dir)
{
	const struct text *t = o->r->t;
	const char *job = t->s + f->s[2];
	size_t jn = f->e[2] - f->s[2];
	struct xnum x;
	int p;

	if (!num(t, f, k + 2, &x) || x.value == 0)
		return;         /* no IO this way */
	series(o, first, last, "iops", "1/s", &x, job, jn, dir);
	if (num(t, f, k + 1, &x))
		series(o, first, last, "bandwidth", "KiB/s", &x, job, jn, dir);
	latency(o, first, last, f, k + 4, "slat", job, jn, dir);
	latency(o, first, last, f, k + 8, "clat", job, jn, dir);
	for (p = k + 12; p < k + 32 && p < f->n; p++) {
		const char *eq = memchr(t->s + f->s[p], '=', f->e[p] - f->s[p]);
		char metric[24];
		double pct;
		if (!eq || eq[-1] != '%' || (pct = strtod(t->s + f->s[p], NULL)) <= 0 ||
		    !ts_num(t, (size_t)(eq + 1 - t->s), f->e[p], &x))
			continue;       /* "0%=0": a slot fio left unused */
		xs_printf(metric, sizeof(metric), "clat p%.2f", pct);
		series(o, first, last, metric, "us", &x, job, jn, dir);
	}
	latency(o, first, last, f, k + 32, "lat", job, jn, dir);
}

static int job(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	static const char *const names[] = { "read", "write", "trim" };
	const struct text *t = r->t;
	struct fields *f = xmalloc(sizeof(*f));
	struct tout o;
	struct xnum x;
	int l = ts->line[i], last = i, dirs, d, k;

	if (!(dirs = terse_line(t, l, f))) {
		free(f);
		return i;
	}
	while (last + 1 < ts->n && ts->line[last + 1] == l)
		last++;
	tk_begin(&o, r, ts, i, "fio");
	for (d = 0; d < dirs; d++)
		direction(&o, i, last, f, 5 + d * DIR_FIELDS, names[d]);
	/* "1.150000%;35.550000%": the CPU's user and system shares */
	for (k = 5 + dirs * DIR_FIELDS, d = 0; d < 2; d++, k++)
		if (f->e[k] > f->s[k] && t->s[f->e[k] - 1] == '%' && ts_num(t, f->s[k], f->e[k] - 1, &x))
			series(&o, i, last, d ? "cpu sys" : "cpu usr", "%", &x, t->s + f->s[2], f->e[2] - f->s[2], NULL);
	free(f);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct fields f;

	return ts_line_start(ts, i) && terse_line(r->t, ts->line[i], &f) && tk_readable(r, ts, i);
}

void rec_fioterse(struct xresult *r)
{
	tk_scan(r, ";fio-", starts, job);
}
