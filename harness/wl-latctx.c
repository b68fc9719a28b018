/* wl-latctx.c: a token passed round a ring of N processes over pipes (lat_ctx -s 0) */
#include "workload.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../core/log.h"
#include "../core/banned.h"

/*
 * lmbench's lat_ctx with a zero-sized working set: process i reads the
 * token from pipe i and writes it to pipe i+1.  Unlike lmbench we do not
 * subtract the cost of the pipe calls themselves; the figure is wall time
 * per hop, which is what the compared kernels' tables differ in.
 */
static const struct wl_param params[] = {
	{ "n", "2", "2", "processes in the ring" },
	{ "loops", "200000", "5000", "trips of the token round the ring" },
	{ NULL, NULL, NULL, NULL },
};

static void ring_member(int rfd, int wfd, long loops)
{
	char c;
	long i;

	for (i = 0; i < loops; i++)
		if (read(rfd, &c, 1) != 1 || write(wfd, &c, 1) != 1)
			_exit(1);
	_exit(0);
}

static int run(struct wl_ctx *ctx, struct wl_result *r)
{
	long n = wl_long(ctx, "n"), loops = wl_long(ctx, "loops"), i, k;
	int (*p)[2], status, ret = 0;
	double t0 = 0, t1 = 0;
	char c = 0;

	if (n < 2 || n > 1024 || loops < 1)
		return error("lat-ctx: n must be 2..1024 and loops at least 1");
	p = calloc((size_t)n, sizeof(*p));
	if (!p)
		return error("out of memory");
	for (i = 0; i < n; i++)
		if (pipe(p[i]) < 0) {
			n = i;
			ret = error("pipe: %s", strerror(errno));
			goto cleanup;
		}
	t0 = wl_now();
	for (i = 1; i < n; i++) {
		pid_t pid = fork();
		if (pid < 0) {
			ret = error("fork: %s", strerror(errno));
			break;
		}
		if (pid == 0) {
			for (k = 0; k < n; k++)
				if (k != i && k != (i + 1) % n) {
					close(p[k][0]);
					close(p[k][1]);
				}
			ring_member(p[i][0], p[(i + 1) % n][1], loops);
		}
	}
	/* we are member 0: we start the token and take it back */
	for (k = 0; k < loops && ret == 0; k++)
		if (write(p[1][1], &c, 1) != 1 || read(p[0][0], &c, 1) != 1)
			ret = error("lat-ctx: the ring broke");
	t1 = wl_now();
cleanup:
	for (i = 0; i < n; i++) {
		close(p[i][0]);
		close(p[i][1]);
	}
	while (wait(&status) > 0)
		if (!WIFEXITED(status) || WEXITSTATUS(status))
			ret = error("lat-ctx: a ring member failed");
	free(p);
	if (ret < 0)
		return -1;
	r->measured = t1 - t0;
	r->value = r->measured * 1e6 / ((double)loops * (double)n);
	return 0;
}

const struct workload wl_latctx = {
	"lat-ctx", "context switch", "us", 0,
	"a token passed round a ring of N processes over pipes (lmbench lat_ctx -s 0)",
	params, NULL, NULL, run,
};
