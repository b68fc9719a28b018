/* wl-untar.c: K concurrent extractions of one tarball into a memory file system */
#include "workload.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../core/buf.h"
#include "../core/log.h"
#include "../core/banned.h"

/*
 * Kris Kennaway's mpsafevfs benchmark: extract one tarball K times at once
 * into a memory disk, K = 1, NCPU, 3 x NCPU.  Each run first extracts it
 * alone (t1), then K at once (tK); the value is tK, and the effective
 * concurrency K * t1 / tK is kept beside it, as the thread computed it.
 * On Linux the memory file system is /dev/shm (tmpfs); on FreeBSD give
 * dir= a tmpfs or md mount.
 */
static const struct wl_param params[] = {
	{ "k", "ncpu", "2", "concurrent extractions: a number, ncpu or 3ncpu" },
	{ "tarball", "self", "self", "a tarball, or self (the sources, copies times)" },
	{ "copies", "20", "6", "copies of the sources in the self tarball" },
	{ "dir", "", "", "memory file system folder (default /dev/shm on Linux)" },
	{ NULL, NULL, NULL, NULL },
};

struct untar {
	char *tarball;
	char *base;      /* where extractions go */
};

static const char *self_parts[] = { "core", "ingest", "cmd", "harness", "sql", "docs", NULL };

static int make_self_tarball(struct wl_ctx *ctx, struct untar *u)
{
	struct buf tree = BUF_INIT, dst = BUF_INIT, from = BUF_INIT;
	long i, copies = wl_long(ctx, "copies");
	int k, ret = -1;

	buf_addf(&tree, "%s/tree", ctx->scratch);
	for (i = 0; i < copies; i++) {
		buf_clear(&dst);
		buf_addf(&dst, "%s/copy%ld", tree.data, i);
		if (mkdir(tree.data, 0755) < 0 && errno != EEXIST)
			goto cleanup;
		if (mkdir(dst.data, 0755) < 0)
			goto cleanup;
		for (k = 0; self_parts[k]; k++) {
			buf_clear(&from);
			buf_addf(&from, "%s/%s", ctx->home, self_parts[k]);
			if (access(from.data, F_OK) < 0)
				continue;
			char *cp[] = { "cp", "-a", from.data, dst.data, NULL };
			if (wl_spawn(ctx, cp, NULL, NULL, NULL, NULL) != 0)
				goto cleanup;
		}
	}
	buf_clear(&dst);
	buf_addf(&dst, "%s/self.tar", ctx->scratch);
	char *tar[] = { "tar", "-cf", dst.data, "-C", tree.data, ".", NULL };
	if (wl_spawn(ctx, tar, NULL, NULL, NULL, NULL) != 0)
		goto cleanup;
	u->tarball = buf_detach(&dst, NULL);
	ret = wl_rm_rf(tree.data);
cleanup:
	if (ret < 0)
		error("untar: unable to make the tarball of the sources");
	buf_release(&tree);
	buf_release(&dst);
	buf_release(&from);
	return ret;
}

static int setup(struct wl_ctx *ctx)
{
	struct untar *u = xcalloc(1, sizeof(*u));
	const char *dir = wl_str(ctx, "dir"), *tb = wl_str(ctx, "tarball");
	struct buf base = BUF_INIT;

	ctx->state = u;
	if (!*dir)
#ifdef __linux__
		dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : ctx->scratch;
#else
		dir = ctx->scratch;
#endif
	buf_addf(&base, "%s/schedlore-untar.%d", dir, (int)getpid());
	u->base = buf_detach(&base, NULL);
	if (mkdir(u->base, 0755) < 0)
		return error("untar: unable to create '%s': %s", u->base, strerror(errno));
	if (!strcmp(tb, "self"))
		return make_self_tarball(ctx, u);
	if (access(tb, R_OK) < 0)
		return error("untar: unable to read '%s'", tb);
	u->tarball = xstrdup(tb);
	return 0;
}

static void teardown(struct wl_ctx *ctx)
{
	struct untar *u = ctx->state;

	if (!u)
		return;
	if (u->base)
		wl_rm_rf(u->base);
	free(u->base);
	free(u->tarball);
	free(u);
	ctx->state = NULL;
}

/* K extractions at once into base/0 .. base/K-1; wall seconds, or -1 */
static double extract(struct untar *u, long k)
{
	struct buf dir = BUF_INIT;
	int status, ok = 1;
	double t0, t1;
	long i, started = 0;

	for (i = 0; i < k; i++) {
		buf_clear(&dir);
		buf_addf(&dir, "%s/%ld", u->base, i);
		if (wl_rm_rf(dir.data) < 0 || mkdir(dir.data, 0755) < 0)
			ok = 0;
	}
	fflush(NULL);
	t0 = wl_now();
	for (i = 0; i < k && ok; i++) {
		buf_clear(&dir);
		buf_addf(&dir, "%s/%ld", u->base, i);
		pid_t pid = fork();
		if (pid < 0) {
			ok = 0;
			break;
		}
		if (pid == 0) {
			char *argv[] = { "tar", "-xf", u->tarball, "-C", dir.data, NULL };
			execvp("tar", argv);
			_exit(127);
		}
		started++;
	}
	for (i = 0; i < started; i++)
		if (wait(&status) < 0 || !WIFEXITED(status) || WEXITSTATUS(status))
			ok = 0;
	t1 = wl_now();
	buf_release(&dir);
	return ok ? t1 - t0 : -1;
}

static int run(struct wl_ctx *ctx, struct wl_result *r)
{
	struct untar *u = ctx->state;
	long k = wl_long(ctx, "k");
	double t1, tk;

	if (k < 1 || k > 4096)
		return error("untar: k must be 1..4096");
	t1 = extract(u, 1);
	tk = t1 < 0 ? -1 : extract(u, k);
	if (tk <= 0)
		return error("untar: tar failed extracting '%s' into '%s'", u->tarball, u->base);
	r->measured = t1 + tk;
	r->value = tk;
	r->extra = json_pack("{s:f, s:f, s:I}", "alone", t1, "effective_concurrency",
			     (double)k * t1 / tk, "k", (json_int_t)k);
	return 0;
}

const struct workload wl_untar = {
	"untar", "real", "s", 0,
	"K concurrent extractions of one tarball into a memory file system",
	params, setup, teardown, run,
};
