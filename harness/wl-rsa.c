/* wl-rsa.c: openssl speed -multi N rsa1024 (rsa2048 by parameter); signs per second */
#include "workload.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/buf.h"
#include "../core/log.h"
#include "../core/banned.h"

/*
 * The RSA column of the buildworld tables is `openssl speed -multi 8 rsa1024`.
 * With -mr the total is the last line "+F2:i:bits:signs/s:verifies/s" (the
 * per-child lines start with "Got:").
 */
static const struct wl_param params[] = {
	{ "n", "ncpu", "2", "openssl speed -multi" },
	{ "bits", "1024", "1024", "1024 or 2048 (also 3072, 4096)" },
	{ "seconds", "10", "1", "seconds of signing (and as many of verifying)" },
	{ NULL, NULL, NULL, NULL },
};

static int parse(const char *text, double *sign, double *verify)
{
	const char *p, *last = NULL;

	for (p = text; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
		if (!strncmp(p, "+F2:", 4))
			last = p;
	if (!last || sscanf(last, "+F2:%*d:%*d:%lf:%lf", sign, verify) != 2)
		return error("rsa: no '+F2:' total in openssl's output");
	return 0;
}

static int run(struct wl_ctx *ctx, struct wl_result *r)
{
	struct buf n = BUF_INIT, secs = BUF_INIT, alg = BUF_INIT, out = BUF_INIT, text = BUF_INIT;
	double t0, user, sys, sign, verify;
	int ret = -1;

	buf_addf(&n, "%ld", wl_long(ctx, "n"));
	buf_addf(&secs, "%ld", wl_long(ctx, "seconds"));
	buf_addf(&alg, "rsa%ld", wl_long(ctx, "bits"));
	buf_addf(&out, "%s/rsa.out", ctx->scratch);
	char *argv[] = { "openssl", "speed", "-mr", "-seconds", secs.data, "-multi", n.data,
			 alg.data, NULL };
	t0 = wl_now();
	if (wl_spawn(ctx, argv, NULL, out.data, &user, &sys) != 0) {
		error("rsa: openssl speed failed (see '%s')", out.data);
		goto cleanup;
	}
	r->measured = wl_now() - t0;
	if (wl_read_file(out.data, &text) < 0 || parse(text.data, &sign, &verify) < 0)
		goto cleanup;
	r->value = sign;
	r->extra = json_pack("{s:f, s:f, s:f}", "verify", verify, "user", user, "sys", sys);
	ret = 0;
cleanup:
	buf_release(&n);
	buf_release(&secs);
	buf_release(&alg);
	buf_release(&out);
	buf_release(&text);
	return ret;
}

const struct workload wl_rsa = {
	"rsa", "signs", "signs/s", 1,
	"openssl speed -multi N rsa1024 (rsa2048 by parameter)",
	params, NULL, NULL, run,
};
