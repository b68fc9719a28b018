/* tool-npb.c: the NAS Parallel Benchmarks' result block: time in seconds and Mop/s per benchmark and class */
#include <ctype.h>
#include <string.h>

#include "cells.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * Each NPB program ends with print_results (common/print_results.f and
 * .c), a block of "key = value" lines under its name:
 *
 *    CG Benchmark Completed.
 *    Class           =                        A
 *    Size            =                    14000
 *    Iterations      =                       15
 *    Time in seconds =                     1.21
 *    Total threads   =                        4       (MPI: Total processes)
 *    Mop/s total     =                  1236.84
 *    Mop/s/thread    =                   309.21       (MPI: Mop/s/process)
 *    Operation type  =           floating point
 *    Verification    =               SUCCESSFUL
 *    Version         =                      3.1
 *
 * Series: time (s), Mop/s (the total) and Mop/s a thread or process, the
 * workload npb-NAME ("npb-cg"), params.class and params.threads (or
 * procs); the problem's size and iterations, the version and the build
 * lines are how it was built and sized, no figures.
 */

#define KEY_TOKS 4         /* "Time in seconds =" */
#define BLOCK_LINES 24
#define VALUE_TOKS 3        /* a value's words, flattened: "20 Nov 2023" */

/* The line at token i: "KEY = VALUE": the token of "=", -1 when it is none */
static int key_line(const struct text *t, const struct tstream *ts, int i)
{
	int j;

	if (!ts_line_start(ts, i) && !ts_flat(t, ts, i))
		return -1;
	for (j = i + 1; j < ts->n && j <= i + KEY_TOKS && ts->line[j] == ts->line[i]; j++)
		if (ts_is(t, ts, j, "="))
			return j + 1 < ts->n && ts->line[j + 1] == ts->line[i] ? j : -1;
	return -1;
}

/* The key of the line at token i (its tokens up to eq) is WORDS */
static int key_is(const struct text *t, const struct tstream *ts, int i, int eq, const char *words)
{
	return tk_words(t, ts, i, words) == eq - i;
}

/* The series for the value at token v, or none */
static void figure(struct tout *o, int i, int eq, int v)
{
	const struct text *t = o->r->t;
	static const struct { const char *key, *metric, *unit; } keys[] = {
		{ "Time in seconds", "time", "s" }, { "Mop/s total", "Mop/s", "Mop/s" },
		{ "Mop/s/thread", "Mop/s/thread", "Mop/s" }, { "Mop/s/process", "Mop/s/process", "Mop/s" },
	};
	struct xnum x;

	for (size_t k = 0; k < sizeof(keys) / sizeof(keys[0]); k++)
		if (key_is(t, o->ts, i, eq, keys[k].key) && tk_plain_num(t, o->ts, v, &x)) {
			tk_series(o, i, v, keys[k].metric, keys[k].unit, &x);
			return;
		}
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	char workload[32];
	struct xnum x;
	struct tout o;
	int j = i + 3, eq, lines = 0, last = i + 2;
	size_t n = ts->k[i].e - ts->k[i].s, k;

	if (n + 5 > sizeof(workload))
		return i;
	memcpy(workload, "npb-", 4);
	for (k = 0; k < n; k++)
		workload[4 + k] = (char)tolower((unsigned char)t->s[ts->k[i].s + k]);
	workload[4 + n] = '\0';
	tk_begin(&o, r, ts, i, workload);
	for (; j < ts->n && lines < BLOCK_LINES && (eq = key_line(t, ts, j)) > 0; lines++) {
		int v = eq + 1, e = v, flat = ts_flat(t, ts, v);
		/* a value to its line's end; flattened, to the next key, three words at most
		 * ("20 Nov 2023", "512x 512x 512"): the next output's title follows */
		while (e + 1 < ts->n && ts->line[e + 1] == ts->line[j] &&
		       !(flat && (key_line(t, ts, e + 1) > 0 || e + 1 > v + VALUE_TOKS - 1)))
			e++;
		if (key_is(t, ts, j, eq, "Class"))
			xs_param_str(&o.head, "class", t->s + ts->k[v].s, ts->k[v].e - ts->k[v].s);
		else if ((key_is(t, ts, j, eq, "Total threads") || key_is(t, ts, j, eq, "Total processes")) &&
			 tk_plain_num(t, ts, v, &x))
			xs_param_num(&o.head, key_is(t, ts, j, eq, "Total threads") ? "threads" : "procs", &x);
		else
			figure(&o, j, eq, v);
		last = e;
		j = e + 1;
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	size_t n = i < ts->n ? ts->k[i].e - ts->k[i].s : 0;

	/* "CG", "MG", "FT", "BT", "SP", "LU", "EP", "IS", "UA", "DC": two capitals */
	return n == 2 && isupper((unsigned char)t->s[ts->k[i].s]) && isupper((unsigned char)t->s[ts->k[i].s + 1]) &&
	       (ts_line_start(ts, i) || ts_flat(t, ts, i)) && tk_words(t, ts, i + 1, "Benchmark Completed.") &&
	       tk_readable(r, ts, i);
}

void rec_npb(struct xresult *r)
{
	tk_scan(r, "Benchmark Completed", starts, block);
}
