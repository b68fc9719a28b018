/* runner.c: run a task's sides interleaved (A B A B ...) with an adaptive number of runs */
#include "runner.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/buf.h"
#include "../core/log.h"
#include "pin.h"
#include "workload.h"
#include "../core/banned.h"

struct side {
	char name;            /* 'A' or 'B' */
	struct cpus cpus;
	int pinned;
	double *values;
	int n;
};

double runner_rsd(const double *v, int n)
{
	double sum = 0, ss = 0, mean;
	int i;

	if (n < 2)
		return INFINITY;
	for (i = 0; i < n; i++)
		sum += v[i];
	mean = sum / n;
	for (i = 0; i < n; i++)
		ss += (v[i] - mean) * (v[i] - mean);
	return mean == 0 ? INFINITY : 100 * sqrt(ss / (n - 1)) / fabs(mean);
}

static int read_sides(json_t *task, struct side *s, int *nsides)
{
	json_t *arr = json_object_get(task, "sides"), *v;
	size_t i;

	*nsides = 0;
	if (!json_is_array(arr) || json_array_size(arr) < 1 || json_array_size(arr) > 2)
		return error("task: 'sides' must list one or two sides");
	json_array_foreach(arr, i, v) {
		const char *name = json_string_value(json_object_get(v, "side"));
		const char *cpus = json_string_value(json_object_get(v, "cpus"));
		if (!name || (strcmp(name, "A") && strcmp(name, "B")))
			return error("task: a side must be named A or B");
		s[i].name = name[0];
		s[i].pinned = cpus && *cpus;
		if (cpus_parse(&s[i].cpus, cpus) < 0)
			return -1;
		s[i].values = NULL;
		s[i].n = 0;
		(*nsides)++;
	}
	return 0;
}

static int task_int(json_t *task, const char *key, int def)
{
	json_t *v = json_object_get(task, key);

	return json_is_integer(v) ? (int)json_integer_value(v) : def;
}

static double task_double(json_t *task, const char *key, double def)
{
	json_t *v = json_object_get(task, key);

	return json_is_number(v) ? json_number_value(v) : def;
}

/* One run of one side on its CPU set; appends the run to runs. */
static int one_run(const struct workload *w, struct wl_ctx *ctx, struct side *s,
		   const struct cpus *all, int seq, json_t *runs)
{
	struct wl_result r = { 0, 0, NULL };
	double t0 = wl_now(), overhead;

	ctx->cpus = s->cpus;
	ctx->ncpu = s->cpus.count;
	ctx->pinned = s->pinned;
	if (s->pinned && cpus_bind(&s->cpus, 0) < 0)
		return -1;
	if (w->run(ctx, &r) < 0) {
		json_decref(r.extra);
		if (s->pinned)
			cpus_bind(all, 0);
		return -1;
	}
	if (s->pinned && cpus_bind(all, 0) < 0)
		return -1;
	s->values = xrealloc(s->values, sizeof(double) * (size_t)(s->n + 1));
	s->values[s->n++] = r.value;
	overhead = wl_now() - t0 - r.measured;
	json_array_append_new(runs, json_pack("{s:s#, s:i, s:f, s:f, s:o}", "side", &s->name,
					      (int)1, "seq", seq, "value", r.value, "overhead",
					      overhead > 0 ? overhead : 0.0, "extra",
					      r.extra ? r.extra : json_object()));
	return 0;
}

static int report(const struct runner_opts *o, json_t *task, json_t *runs, int planned,
		  const char *msg)
{
	json_t *p;
	int ret = 0;

	if (!o->quiet)
		note("%s", msg);
	if (!o->progress)
		return 0;
	p = json_pack("{s:O, s:O, s:I, s:i, s:s, s:O}", "task", json_object_get(task, "task"),
		      "attempt", json_object_get(task, "attempt"),
		      "done", (json_int_t)json_array_size(runs), "planned", planned,
		      "message", msg, "runs", runs);
	if (p)
		ret = o->progress(o->arg, p);
	json_decref(p);
	return ret;
}

/* Decide after a full round whether to stop; fills why. */
static int should_stop(struct side *s, int nsides, int runs, int max_runs, double thr,
		       struct buf *why)
{
	double worst = 0, rsd;
	int i, n = s[0].n;

	if (n < runs)
		return 0;
	for (i = 0; i < nsides; i++) {
		rsd = runner_rsd(s[i].values, s[i].n);
		if (rsd > worst)
			worst = rsd;
	}
	buf_clear(why);
	if (worst <= thr) {
		buf_addf(why, "relative standard deviation %.2f%% <= %.2f%% after %d runs per side",
			 worst, thr, n);
		return 1;
	}
	if (n >= max_runs) {
		buf_addf(why, "cap of %d runs per side reached; relative standard deviation "
			 "still %.2f%% > %.2f%%", max_runs, worst, thr);
		return 1;
	}
	return 0;
}

static char *make_scratch(void)
{
	const char *tmp = getenv("TMPDIR");
	struct buf b = BUF_INIT;

	buf_addf(&b, "%s/schedlore-task.XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(b.data)) {
		buf_release(&b);
		return NULL;
	}
	chmod(b.data, 0755);   /* the db workload's server runs as postgres */
	return buf_detach(&b, NULL);
}

int runner_run(const struct runner_opts *o, json_t *task, json_t **result, struct buf *log)
{
	const char *name = json_string_value(json_object_get(task, "workload"));
	const struct workload *w = name ? workload_find(name) : NULL;
	struct side s[2];
	struct cpus all;
	struct wl_ctx ctx;
	struct buf why = BUF_INIT, msg = BUF_INIT;
	json_t *runs = json_array();
	int nsides = 0, runs_min, max_runs, seq = 0, i, ret = -1;
	double thr;

	memset(&ctx, 0, sizeof(ctx));
	*result = NULL;
	if (!w) {
		error("task: unknown workload '%s'", name ? name : "(none)");
		goto cleanup;
	}
	if (read_sides(task, s, &nsides) < 0 || cpus_parse(&all, NULL) < 0)
		goto cleanup;
	runs_min = task_int(task, "runs", 5);
	max_runs = task_int(task, "max_runs", runs_min);
	thr = task_double(task, "rsd_threshold", 3.5);
	if (runs_min < 1 || max_runs < runs_min) {
		error("task: runs must be at least 1 and max_runs at least runs");
		goto cleanup;
	}
	ctx.params = workload_params(w, json_object_get(task, "params"));
	ctx.home = o->home;
	ctx.cpus = all;
	ctx.ncpu = all.count;
	if (!ctx.params || !(ctx.scratch = make_scratch())) {
		if (ctx.params)
			error("unable to make a scratch folder");
		goto cleanup;
	}
	if (w->setup && w->setup(&ctx) < 0)
		goto teardown;
	for (;;) {
		for (i = 0; i < nsides; i++) {
			if (one_run(w, &ctx, &s[i], &all, ++seq, runs) < 0)
				goto teardown;
			buf_clear(&msg);
			buf_addf(&msg, "%s: run %d of side %c: %g %s", w->name, s[i].n, s[i].name,
				 s[i].values[s[i].n - 1], w->unit);
			if (report(o, task, runs, nsides * (s[0].n < runs_min ? runs_min : s[0].n + 1),
				   msg.data) < 0) {
				error("the lease of this task was lost; it belongs to another agent now");
				goto teardown;
			}
		}
		if (should_stop(s, nsides, runs_min, max_runs, thr, &why))
			break;
	}
	*result = json_pack("{s:O, s:O, s:O, s:s}", "task", json_object_get(task, "task"),
			    "attempt", json_object_get(task, "attempt"), "runs", runs,
			    "stop_reason", why.data);
	ret = 0;
teardown:
	if (w->teardown)   /* also after a failed setup: teardowns take partial state */
		w->teardown(&ctx);
	wl_rm_rf(ctx.scratch);
cleanup:
	if (ret < 0 && log)
		buf_addf(log, "task failed after %d runs\n", seq);
	for (i = 0; i < nsides; i++)
		free(s[i].values);
	free((char *)ctx.scratch);
	json_decref(ctx.params);
	json_decref(runs);
	buf_release(&why);
	buf_release(&msg);
	return ret;
}
