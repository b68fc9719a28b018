/* runner.h: run one task: the sides interleaved, runs added while the noise is high */
#ifndef SCHEDLORE_RUNNER_H
#define SCHEDLORE_RUNNER_H

#include <jansson.h>

/*
 * The runner takes a task document (docs/agent-protocol.md) and makes the
 * result document: every run with its side, order, value, extra figures and
 * the harness's own overhead, and why it stopped adding runs.  After every
 * run it calls progress() with a progress document; a negative answer (the
 * lease was lost: the task went to another agent) stops the task at once.
 *
 * Runs are added as Phoronix Test Suite does: at least `runs` per side, then
 * one more round (A B) at a time while any side's relative standard
 * deviation is above `rsd_threshold` percent, up to `max_runs` per side.
 */
struct buf;
typedef int (*runner_progress_fn)(void *arg, json_t *progress);

struct runner_opts {
	const char *home;          /* the checkout, for workloads that build it */
	runner_progress_fn progress;
	void *arg;
	int quiet;                 /* no progress lines on stderr */
};

/* 0 with *result set, or -1 after error(); *log gets what went wrong */
int runner_run(const struct runner_opts *o, json_t *task, json_t **result, struct buf *log);

/* relative standard deviation (sample stddev / mean, percent) of v[0..n-1] */
double runner_rsd(const double *v, int n);

#endif
