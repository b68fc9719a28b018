/* wl-hackbench.c: rt-tests hackbench, groups and loops as parameters; seconds */
#include "workload.h"

#include <stdio.h>
#include <string.h>

#include "../core/buf.h"
#include "../core/log.h"
#include "../core/banned.h"

static const struct wl_param params[] = {
	{ "groups", "10", "2", "hackbench -g (20 processes each)" },
	{ "loops", "1000", "50", "hackbench -l" },
	{ "mode", "socket", "socket", "socket, or pipe (-p)" },
	{ "threads", "0", "0", "1: threads instead of processes (-T)" },
	{ NULL, NULL, NULL, NULL },
};

static int run(struct wl_ctx *ctx, struct wl_result *r)
{
	struct buf g = BUF_INIT, l = BUF_INIT, out = BUF_INIT, text = BUF_INIT;
	char *argv[12];
	const char *p;
	double t0;
	int argc = 0, ret = -1;

	buf_addf(&g, "%ld", wl_long(ctx, "groups"));
	buf_addf(&l, "%ld", wl_long(ctx, "loops"));
	buf_addf(&out, "%s/hackbench.out", ctx->scratch);
	argv[argc++] = "hackbench";
	argv[argc++] = "-g";
	argv[argc++] = g.data;
	argv[argc++] = "-l";
	argv[argc++] = l.data;
	if (!strcmp(wl_str(ctx, "mode"), "pipe"))
		argv[argc++] = "-p";
	if (wl_long(ctx, "threads"))
		argv[argc++] = "-T";
	argv[argc] = NULL;
	t0 = wl_now();
	if (wl_spawn(ctx, argv, NULL, out.data, NULL, NULL) != 0) {
		error("hackbench failed (see '%s')", out.data);
		goto cleanup;
	}
	r->measured = wl_now() - t0;
	if (wl_read_file(out.data, &text) < 0)
		goto cleanup;
	p = strstr(text.data, "Time:");
	if (!p || sscanf(p, "Time: %lf", &r->value) != 1) {
		error("hackbench: no 'Time:' in its output");
		goto cleanup;
	}
	ret = 0;
cleanup:
	buf_release(&g);
	buf_release(&l);
	buf_release(&out);
	buf_release(&text);
	return ret;
}

const struct workload wl_hackbench = {
	"hackbench", "time", "s", 0,
	"rt-tests hackbench: groups of senders and receivers over sockets or pipes",
	params, NULL, NULL, run,
};
