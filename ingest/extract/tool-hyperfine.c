/* tool-hyperfine.c: hyperfine's terminal output: a summary series per benchmarked command, its relative summary skipped */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "labels.h"
#include "tool.h"
#include "vocab.h"
#include "../../core/banned.h"

/*
 * hyperfine (src/output/, 1.x) prints per command:
 *
 *   Benchmark 1: sleep 0.01                 ("Benchmark #1:" before 1.12)
 *     Time (mean ± σ):      11.7 ms ±   1.5 ms    [User: 0.9 ms, System: 0.2 ms]
 *     Range (min … max):    10.6 ms …  13.6 ms    5 runs
 *
 * (a single run: "Time (abs ≡):  11.7 ms  [User: ...]"), warnings, then for
 * two commands or more a "Summary" saying how many times faster the
 * fastest ran than each other ("1.89 ± 0.12 times faster than 'sleep 0.02'"):
 * a ratio of the series, read over, not a series.  hyperfine times the
 * wall clock: each command is one series, metric real, its value the mean
 * as printed (no run is printed), its summary stddev, min, max and N (unit as printed: s, ms, µs);
 * params.command, and the user and system means (params user_mean and
 * system_mean, and series user and sys of their own).  The workload is the
 * vocabulary's name for the command, else its first word, as for hyperfine's
 * JSON exports (ingest/report/report-hyperfine.c).  The commands name the
 * configurations when two or more are compared (label: the command); under
 * a title naming a build ("eevdf:") they are what ran on it, settings of the
 * title's build (label: the title; params.command tells them apart, and a
 * "-jN" in the command is params.jobs); a single command's output takes the
 * title above it.
 */

#define LOOK 16            /* tokens from "Time (mean ± σ):" to its end */
#define MAX_BENCH 32

/* "11.7 ms" at i (or "0.9 ms," inside the brackets): the number and its unit word */
static int timed(const struct text *t, const struct tstream *ts, int i, struct xnum *x, char *unit)
{
	static const char *const units[][2] = { { "s", "s" }, { "ms", "ms" }, { "us", "us" },
		{ "ns", "ns" }, { "\xc2\xb5s", "us" }, { "\xce\xbcs", "us" } };
	char glued[TK_UNIT];
	const char *p;
	size_t n, u;

	if (!tk_num(t, ts, i, x, glued) || glued[0] || i + 1 >= ts->n)
		return 0;
	p = t->s + ts->k[i + 1].s;
	n = ts->k[i + 1].e - ts->k[i + 1].s;
	while (n && (p[n - 1] == ',' || p[n - 1] == ']'))
		n--;
	for (u = 0; u < sizeof(units) / sizeof(units[0]); u++)
		if (strlen(units[u][0]) == n && !memcmp(p, units[u][0], n)) {
			memcpy(unit, units[u][1], strlen(units[u][1]) + 1);
			return 1;
		}
	return 0;
}

/* The token after the one ending in "):" from i on (the "(mean ± σ):" words), or -1 */
static int after_paren(const struct text *t, const struct tstream *ts, int i)
{
	int j;

	for (j = i; j < ts->n && j < i + 6; j++)
		if (tk_ends(t, ts, j, "):"))
			return j + 1;
	return -1;
}

static void command_of(struct xseries *s, const struct text *t, size_t a, size_t e)
{
	const struct vocab_workload *w = vocab_workload_last(t->s + a, e - a, NULL, NULL);
	size_t b, f = a;

	xs_param_str(s, "command", t->s + a, e - a);
	if (w) {
		memcpy(s->workload, w->name, strlen(w->name) + 1);
		return;
	}
	for (b = a; b < e && t->s[b] != ' '; b++)
		if (t->s[b] == '/')
			f = b + 1;
	if (b > f && b - f < sizeof(s->workload))
		memcpy(s->workload, t->s + f, b - f), s->workload[b - f] = '\0';
}

/*
 * [User: 0.9 ms, System: 0.2 ms] from i: params user_mean, system_mean of the
 * command's series s (the CPU time beside the wall clock hyperfine compares,
 * no series of their own); tokens used
 */
static int user_system(struct tout *o, int i, int k)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum u, y;
	char uu[TK_UNIT], yu[TK_UNIT];

	if (!ts_is(t, ts, i, "[User:") || !timed(t, ts, i + 1, &u, uu) || !ts_is(t, ts, i + 3, "System:") ||
	    !timed(t, ts, i + 4, &y, yu))
		return 0;
	xs_param_num(&o->r->series[k], "user_mean", &u);
	xs_param_num(&o->r->series[k], "system_mean", &y);
	return 6;
}

/* "Benchmark 1:" or "Benchmark #1:" at i */
static int bench_head(const struct text *t, const struct tstream *ts, int i)
{
	const char *p;
	size_t n, k;

	if (!ts_is(t, ts, i, "Benchmark") || i + 1 >= ts->n || !tk_ends(t, ts, i + 1, ":"))
		return 0;
	p = t->s + ts->k[i + 1].s;
	n = ts->k[i + 1].e - ts->k[i + 1].s - 1;
	k = n && p[0] == '#';
	if (k == n)
		return 0;
	for (; k < n; k++)
		if (p[k] < '0' || p[k] > '9')
			return 0;
	return 1;
}

/* One "Benchmark N: cmd" at i: its series; the token after it, or -1 */
static int bench(struct tout *o, int i)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum mean, sd, lo, hi, n;
	char unit[TK_UNIT], u2[TK_UNIT];
	struct xseries *s;
	int j, r, c = i + 2, tm, abs = 0, k;

	memset(&sd, 0, sizeof(sd));
	tm = tk_find(t, ts, c, c + LOOK, "Time (mean");
	if (tm < 0 && (tm = tk_find(t, ts, c, c + LOOK, "Time (abs")) >= 0)
		abs = 1;
	if (tm <= c || (j = after_paren(t, ts, tm)) < 0 || !timed(t, ts, j, &mean, unit))
		return -1;
	j += 2;
	if (!abs) {
		if (!ts_is(t, ts, j, "\xc2\xb1") || !timed(t, ts, j + 1, &sd, u2) || strcmp(unit, u2))
			return -1;
		j += 3;
	}
	/* "Time (mean ± σ)": a summary of runs not printed, its mean and spread; a single
	 * run's time ("Time (abs ≡)") is that run's value */
	s = tk_series(o, i, j - 1, "real", unit, abs ? &mean : NULL);
	command_of(s, t, ts->k[c].s, ts->k[tm - 1].e);
	ctx_params(t, ts->k[c].s, ts->k[tm - 1].e, s);    /* "make -j64": its own jobs */
	s->has_summary = 1;
	if (!abs)
		s->sum[SUM_MEAN] = mean;
	s->sum[SUM_STDDEV] = sd;
	k = (int)(s - o->r->series);
	j += user_system(o, j, k);
	/* r, not j: a Range line cut short leaves the output ending where the Time line did */
	if (tk_words(t, ts, j, "Range (min") && (r = after_paren(t, ts, j)) > 0 && timed(t, ts, r, &lo, u2) &&
	    !strcmp(unit, u2) && timed(t, ts, r + 3, &hi, u2) && !strcmp(unit, u2)) {
		s->sum[SUM_MIN] = lo;
		s->sum[SUM_MAX] = hi;
		j = r + 5;
		if (tk_num(t, ts, j, &n, NULL) && (ts_is(t, ts, j + 1, "runs") || ts_is(t, ts, j + 1, "run")))
			s->sum[SUM_N] = n, j += 2;
	}
	s->span[1] = ts->k[j - 1].e;
	o->last = j - 1;
	return j;
}

/* "Summary 'a' ran 1.89 ± 0.12 times faster than 'b' ...": the token after it */
static int summary(const struct text *t, const struct tstream *ts, int j)
{
	int k, q;

	if (!ts_is(t, ts, j, "Summary"))
		return j;
	for (k = j + 1; (q = tk_find(t, ts, k, k + LOOK, "times faster than")) >= 0 ||
			(q = tk_find(t, ts, k, k + LOOK, "times slower than")) >= 0; k = q + 1) {
		for (q += 3; q < ts->n && q < k + 2 * LOOK && !tk_ends(t, ts, q, "'"); q++)
			;
		if (q >= ts->n || q >= k + 2 * LOOK)
			break;
		j = q;
	}
	return j + 1;
}

/* N of the "Benchmark N:" (or "#N:") at i */
static int bench_number(const struct text *t, const struct tstream *ts, int i)
{
	const char *p = t->s + ts->k[i + 1].s;

	return atoi(p + (*p == '#'));
}

/* Warnings between benchmarks: the next "Benchmark N:" within this many tokens */
#define WARN_TOKS 120

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	int j = i, nb = 0, k, next, numbered = 0;

	tk_begin(&o, r, ts, i, NULL);
	while (nb < MAX_BENCH && (next = bench(&o, j)) > 0) {
		numbered |= bench_number(t, ts, j) > 1;
		nb++;
		j = next;
		for (k = j; k < ts->n && k < j + WARN_TOKS && !bench_head(t, ts, k) && !ts_is(t, ts, k, "Summary"); k++)
			;
		/* hyperfine's warnings between benchmarks are read over */
		if (k < ts->n && ts_is(t, ts, j, "Warning:"))
			j = k;
		if (!bench_head(t, ts, j))
			break;
	}
	if (!nb)
		return i;
	/* two commands or more of one run (numbered 1, 2 ...): each names its configuration;
	 * runs of their own ("Benchmark 1:" each, under "6.4.0-rc1:") are workloads of the title's */
	for (k = o.s0; nb > 1 && numbered && k < r->nseries; k++) {
		const char *cmd = xs_param(&r->series[k], "command")->str;
		/* under a build's title ("eevdf:"), the commands compared on that build: the title's */
		if (!(o.title[0] && label_has_build(o.title)))
			snprintf(r->series[k].label, sizeof(r->series[k].label), "%.95s", cmd);
	}
	j = summary(t, ts, j);
	tk_end(&o, j - 1 > o.last ? j - 1 : o.last, prev);
	return j - 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	return bench_head(t, ts, i) && tk_readable(r, ts, i);
}

void rec_hyperfine(struct xresult *r)
{
	tk_scan(r, "Time (", starts, block);
}
