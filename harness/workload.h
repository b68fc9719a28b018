/* workload.h: the reference workloads, their parameters, and how one run is made */
#ifndef SCHEDLORE_WORKLOAD_H
#define SCHEDLORE_WORKLOAD_H

#include <jansson.h>
#include <sched.h>

#include "pin.h"

struct buf;

/*
 * Each workload is one file harness/wl-NAME.c that fills one struct workload.
 * A run returns one primary value (the metric the claims speak of) and any
 * other figures in `extra`; `measured` is the seconds of the part the
 * workload itself timed, so that the harness can report its own overhead
 * (the rest of the wall time of the call).
 *
 * Parameters are text; every one has a default for real reruns and a small
 * value for tests ("size=test" selects the second column).  A value may say
 * "ncpu" or "3ncpu": the number of CPUs of the run's CPU set, times k.
 */
struct wl_param {
	const char *key;
	const char *def;      /* default */
	const char *test;     /* small size for tests */
	const char *help;
};

struct wl_ctx {
	json_t *params;       /* object of text values, defaults filled in */
	const char *scratch;  /* a private folder, removed after the task */
	const char *home;     /* the checkout (SCHEDLORE_HOME), for the self build */
	struct cpus cpus;     /* the run's CPU set (every CPU when not pinned) */
	int ncpu;             /* CPUs in it */
	int pinned;           /* 1 when the job named a CPU set */
	void *state;          /* the workload's own, from setup to teardown */
};

struct wl_result {
	double value;
	double measured;      /* seconds the workload timed itself */
	json_t *extra;        /* object, may stay NULL */
};

struct workload {
	const char *name;     /* the vocabulary's harness name */
	const char *metric;
	const char *unit;
	int higher_better;
	const char *summary;
	const struct wl_param *params;  /* ends with { NULL } */
	/* once per task, before the first run and after the last (may be NULL) */
	int (*setup)(struct wl_ctx *ctx);
	void (*teardown)(struct wl_ctx *ctx);
	int (*run)(struct wl_ctx *ctx, struct wl_result *r);
};

extern const struct workload wl_build, wl_cpu, wl_db_select, wl_db_update, wl_rsa,
	wl_untar, wl_latctx, wl_pipe, wl_hackbench, wl_httpcpu;

/* The table, in documentation order; ends with NULL. */
extern const struct workload *const workloads[];
const struct workload *workload_find(const char *name);

/*
 * Fill in defaults (or test sizes when params holds "size": "test") and
 * refuse unknown keys.  Returns a new object, or NULL after an error().
 */
json_t *workload_params(const struct workload *w, json_t *given);

/* Parameter access for run functions; errors are caught by workload_params. */
const char *wl_str(const struct wl_ctx *ctx, const char *key);
long wl_long(const struct wl_ctx *ctx, const char *key);   /* understands ncpu, 3ncpu */
double wl_double(const struct wl_ctx *ctx, const char *key);

/* Helpers shared by workloads (wl-util.c). */
double wl_now(void);                              /* monotonic seconds */
/* fork + exec argv with stdout to out_path (or /dev/null), wait; exit status or -1 */
int wl_spawn(const struct wl_ctx *ctx, char *const argv[], const char *dir,
	     const char *out_path, double *user, double *sys);
int wl_read_file(const char *path, struct buf *out);
int wl_rm_rf(const char *path);
/* the first CPU of the run's set, alone (for "bound to one CPU") */
int wl_first_cpu(const struct wl_ctx *ctx, struct cpus *one);

#endif
