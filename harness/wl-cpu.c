/* wl-cpu.c: N CPU-bound processes (ubench's stand-in); operations per second */
#include "workload.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../core/log.h"
#include "../core/banned.h"

/*
 * ubench ran a fixed integer and floating-point mix in as many processes as
 * CPUs and reported a score; here each process does a fixed number of
 * operations of such a mix, and the figure is operations per wall second,
 * so more processes on more CPUs give more operations per second until the
 * CPUs run out.
 */
static const struct wl_param params[] = {
	{ "n", "ncpu", "2", "processes" },
	{ "ops", "200000000", "20000000", "operations per process" },
	{ "setsid", "0", "1", "1: each process in a session of its own (its own autogroup)" },
	{ NULL, NULL, NULL, NULL },
};

static volatile double sink;

static void burn(long ops)
{
	unsigned long x = 88172645463325252UL;
	double f = 1.0;
	long i;

	for (i = 0; i < ops; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		f = f * 1.0000001 + (double)(x & 0xff) * 1e-9;
	}
	sink = f + (double)x;
}

static int run(struct wl_ctx *ctx, struct wl_result *r)
{
	long n = wl_long(ctx, "n"), ops = wl_long(ctx, "ops"), i, started = 0;
	int status, ret = 0;
	double t0, t1;
	pid_t pid;

	if (n < 1 || ops < 1)
		return error("cpu: n and ops must be at least 1");
	t0 = wl_now();
	for (i = 0; i < n; i++) {
		pid = fork();
		if (pid < 0) {
			ret = error("fork: %s", strerror(errno));
			break;
		}
		if (pid == 0) {
			/*
			 * With sched_autogroup on, one session's processes share one
			 * group's weight, so on a machine busy with other sessions N
			 * processes get no more CPU than 1; a session each restores
			 * N competing tasks, as on a dedicated host.
			 */
			if (wl_long(ctx, "setsid"))
				setsid();
			burn(ops);
			_exit(0);
		}
		started++;
	}
	for (i = 0; i < started; i++)
		if (wait(&status) < 0 || !WIFEXITED(status) || WEXITSTATUS(status))
			ret = error("cpu: a worker process failed");
	t1 = wl_now();
	if (ret < 0)
		return -1;
	r->measured = t1 - t0;
	r->value = (double)(n * ops) / r->measured;
	r->extra = json_pack("{s:f}", "wall", r->measured);
	return 0;
}

const struct workload wl_cpu = {
	"cpu", "operations", "ops/s", 1,
	"N CPU-bound processes, a fixed integer and floating-point mix each",
	params, NULL, NULL, run,
};
