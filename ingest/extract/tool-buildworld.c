/* tool-buildworld.c: FreeBSD's build banners: ">>> World built in N seconds, ncpu: N, make -jN" and the kernel's */
#include <stdio.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * FreeBSD's Makefile.inc1 (12.0 on) ends buildworld and buildkernel with
 *
 *   >>> World build completed on Sat Aug  1 04:59:12 UTC 2026
 *   >>> World built in 2723 seconds, ncpu: 56, make -j56
 *   >>> Kernel(s)  GENERIC built in 166 seconds, ncpu: 56, make -j56
 *
 * (text.c keeps these ">>>" lines unquoted, layout.c takes them for no
 * prompt or redirection).  A run of banner lines is one output: a series
 * each for the world and the kernel (workload buildworld, buildkernel;
 * metric real, s), each "built in" line a run of it, params.jobs from
 * "-jN" and params.cpus from ncpu; the other banners ("... started on",
 * "stage 4.2: ...") are claimed.  Outputs under no title of their own pool
 * with the one before, as a tool's do (tk_end).
 */

/* "built in N seconds," from token j: the seconds; the token after "seconds" */
static int built_in(const struct text *t, const struct tstream *ts, int j, struct xnum *secs)
{
	if (j + 3 >= ts->n || !ts_is(t, ts, j, "built") || !ts_is(t, ts, j + 1, "in") ||
	    !tk_plain_num(t, ts, j + 2, secs) || !tk_opens(t, ts, j + 3, "seconds"))
		return 0;
	return j + 4;
}

/* Token i opens a banner line (its ">>>" is no token: the line opens on it) */
static int banner_line(const struct text *t, const struct tstream *ts, int i)
{
	const struct tline *l = &t->l[ts->line[i]];

	return ts_line_start(ts, i) && text_build_banner(t->s + l->start, l->end - l->start);
}

/* The "built in" line at token i: its series' value added, made when the output has none of
 * that workload yet (*world, *kernel: their indices, -1) */
static void built_line(struct tout *o, int i, int *world, int *kernel)
{
	struct xresult *r = o->r;
	const struct text *t = r->t;
	const struct tstream *ts = o->ts;
	struct xnum secs, x;
	int is_world = ts_is(t, ts, i, "World"), j = i + 1, e, *slot = is_world ? world : kernel;
	struct xseries *s;

	/* "Kernel(s)  GENERIC LINT built in": the kernels' names first */
	while (!is_world && j < ts->n && j < i + 8 && ts->line[j] == ts->line[i] && !ts_is(t, ts, j, "built"))
		j++;
	if ((!is_world && !ts_is(t, ts, i, "Kernel(s)")) || !(e = built_in(t, ts, j, &secs)))
		return;
	if (*slot >= 0) {
		s = &r->series[*slot];
		xs_value(s, &secs);
		if (secs.e > s->span[1])
			s->span[1] = secs.e;
		return;
	}
	s = tk_series(o, i, e - 1, "real", "s", &secs);
	snprintf(s->workload, sizeof(s->workload), "%s", is_world ? "buildworld" : "buildkernel");
	snprintf(s->better, sizeof(s->better), "lower");
	/* "ncpu: 16," (the comma its own when make's jobs follow) */
	if (e + 1 < ts->n && ts_is(t, ts, e, "ncpu:") &&
	    ts_num(t, ts->k[e + 1].s, ts->k[e + 1].e - (t->s[ts->k[e + 1].e - 1] == ','), &x)) {
		xs_param_num(s, "cpus", &x);
		e += 2;
	}
	if (e + 1 < ts->n && ts_is(t, ts, e, "make") && tk_opens(t, ts, e + 1, "-j") &&
	    ts_num(t, ts->k[e + 1].s + 2, ts->k[e + 1].e, &x))
		xs_param_num(s, "jobs", &x);
	*slot = r->nseries - 1;
}

static int banners(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	int k = i, last = i, world = -1, kernel = -1;

	tk_begin(&o, r, ts, i, "buildworld");
	o.head.nparams = 0;
	while (k < ts->n && banner_line(t, ts, k)) {
		built_line(&o, k, &world, &kernel);
		last = ts_line_last(ts, k);
		k = last + 1;
	}
	if ((world < 0 && kernel < 0) || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return banner_line(r->t, ts, i) && tk_readable(r, ts, i);
}

void rec_buildworld(struct xresult *r)
{
	tk_scan(r, " built in ", starts, banners);
}
