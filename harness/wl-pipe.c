/* wl-pipe.c: two processes ping-pong a byte over pipes; microseconds per round trip */
#include "workload.h"

#include <errno.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../core/log.h"
#include "../core/banned.h"

/*
 * Ingo Molnar's pipe-test: one round trip is a write and a read each way, so
 * two context switches when both sides share one CPU.  bind=1 puts both
 * processes on the first CPU of the run's set (the "bound to a single core"
 * figures); otherwise they go where the scheduler puts them.
 */
static const struct wl_param params[] = {
	{ "loops", "1000000", "20000", "round trips" },
	{ "bind", "0", "0", "1: both processes on the first CPU of the set" },
	{ NULL, NULL, NULL, NULL },
};

static int rw(int rfd, int wfd, long loops, int first)
{
	char c = 0;
	long i;

	for (i = 0; i < loops; i++) {
		if (first && write(wfd, &c, 1) != 1)
			return -1;
		if (read(rfd, &c, 1) != 1)
			return -1;
		if (!first && write(wfd, &c, 1) != 1)
			return -1;
	}
	return 0;
}

static int run(struct wl_ctx *ctx, struct wl_result *r)
{
	long loops = wl_long(ctx, "loops");
	int ab[2], ba[2], status, ret = 0;
	struct cpus one;
	double t0, t1;
	pid_t pid;

	if (loops < 1)
		return error("pipe: loops must be at least 1");
	if (wl_long(ctx, "bind") && (wl_first_cpu(ctx, &one) < 0 || cpus_bind(&one, 0) < 0))
		return -1;
	if (pipe(ab) < 0 || pipe(ba) < 0)
		return error("pipe: %s", strerror(errno));
	t0 = wl_now();
	pid = fork();
	if (pid < 0)
		return error("fork: %s", strerror(errno));
	if (pid == 0)
		_exit(rw(ab[0], ba[1], loops, 0) ? 1 : 0);
	if (rw(ba[0], ab[1], loops, 1) < 0)
		ret = error("pipe: read or write failed");
	if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status))
		ret = error("pipe: the other process failed");
	t1 = wl_now();
	close(ab[0]); close(ab[1]); close(ba[0]); close(ba[1]);
	if (wl_long(ctx, "bind"))
		cpus_bind(&ctx->cpus, 0);
	if (ret < 0)
		return -1;
	r->measured = t1 - t0;
	r->value = r->measured * 1e6 / (double)loops;
	return 0;
}

const struct workload wl_pipe = {
	"pipe", "round trip", "us", 0,
	"two processes ping-pong over pipes (pipe-test), optionally bound to one CPU",
	params, NULL, NULL, run,
};
