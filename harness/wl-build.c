/* wl-build.c: a clean from-scratch build of a real C code base at -jN; wall, user, sys */
#include "workload.h"

#include <dirent.h>
#include <glob.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/buf.h"
#include "../core/log.h"
#include "../core/banned.h"

/*
 * The threads argue about buildworld and buildkernel times.  Here the tree
 * is, by default, Debian's linux-source configured with tinyconfig when that
 * package is installed, or else schedlore's own sources (a small tree, used
 * by the tests); tree=PATH builds any tree with a Makefile.  Each run is
 * `make clean` (not timed) and then `make -jN TARGET` (timed); user and sys
 * are the children's CPU seconds from wait4().
 */
static const struct wl_param params[] = {
	{ "tree", "auto", "self", "auto (linux-source, else self), self, or a folder" },
	{ "j", "ncpu", "2", "make -j" },
	{ "target", "", "build/core/buf.o build/core/log.o build/core/stats.o build/core/config.o "
	  "build/core/db.o build/core/migrate.o build/core/cluster.o build/harness/pin.o "
	  "build/harness/wl-cpu.o build/harness/wl-pipe.o build/harness/wl-latctx.o "
	  "build/harness/wl-untar.o build/harness/runner.o build/harness/workload.o "
	  "build/harness/verdict.o build/harness/queue.o build/harness/facts.o",
	  "make targets, split at spaces (empty: the default)" },
	{ "make_args", "", "CFLAGS=-O0", "extra make arguments, split at spaces" },
	{ NULL, NULL, NULL, NULL },
};

static const char *self_parts[] = { "Makefile", "core", "ingest", "cmd", "server",
	"digest", "harness", "sql", "tools", NULL };

static int find_linux_source(struct buf *tarball)
{
	glob_t g;
	int ret = -1;

	if (glob("/usr/src/linux-source-*.tar.xz", 0, NULL, &g) == 0 && g.gl_pathc) {
		buf_adds(tarball, g.gl_pathv[g.gl_pathc - 1]);
		ret = 0;
	}
	globfree(&g);
	return ret;
}

static int copy_self(struct wl_ctx *ctx, const char *src)
{
	struct buf from = BUF_INIT;
	int i, ret = 0;

	if (mkdir(src, 0755) < 0)
		return error("unable to create '%s'", src);
	for (i = 0; self_parts[i] && ret == 0; i++) {
		buf_clear(&from);
		buf_addf(&from, "%s/%s", ctx->home, self_parts[i]);
		if (access(from.data, F_OK) < 0)
			continue;
		char *argv[] = { "cp", "-a", from.data, (char *)src, NULL };
		if (wl_spawn(ctx, argv, NULL, NULL, NULL, NULL) != 0)
			ret = error("build: unable to copy '%s'", from.data);
	}
	buf_release(&from);
	return ret;
}

static int prepare_linux(struct wl_ctx *ctx, const char *tarball, const char *src)
{
	struct buf dir = BUF_INIT;
	DIR *d;
	struct dirent *e;
	int ret = -1;

	char *untar[] = { "tar", "-xf", (char *)tarball, "-C", (char *)ctx->scratch, NULL };
	if (wl_spawn(ctx, untar, NULL, NULL, NULL, NULL) != 0) {
		error("build: unable to extract '%s'", tarball);
		goto cleanup;
	}
	/* the tarball holds one folder linux-source-X.Y */
	d = opendir(ctx->scratch);
	while (d && (e = readdir(d)))
		if (!strncmp(e->d_name, "linux-source-", 13))
			buf_addf(&dir, "%s/%s", ctx->scratch, e->d_name);
	if (d)
		closedir(d);
	if (!dir.len || rename(dir.data, src) < 0) {
		error("build: no linux-source folder in '%s'", tarball);
		goto cleanup;
	}
	char *config[] = { "make", "tinyconfig", NULL };
	ret = wl_spawn(ctx, config, src, NULL, NULL, NULL) == 0 ? 0
		: error("build: make tinyconfig failed");
cleanup:
	buf_release(&dir);
	return ret;
}

static int setup(struct wl_ctx *ctx)
{
	const char *tree = wl_str(ctx, "tree");
	struct buf src = BUF_INIT, tarball = BUF_INIT;
	int ret;

	buf_addf(&src, "%s/src", ctx->scratch);
	if (!strcmp(tree, "auto") && find_linux_source(&tarball) == 0) {
		ret = prepare_linux(ctx, tarball.data, src.data);
	} else if (!strcmp(tree, "auto") || !strcmp(tree, "self")) {
		ret = copy_self(ctx, src.data);
	} else {
		char *argv[] = { "cp", "-a", (char *)tree, src.data, NULL };
		ret = wl_spawn(ctx, argv, NULL, NULL, NULL, NULL) == 0 ? 0
			: error("build: unable to copy the tree '%s'", tree);
	}
	buf_release(&src);
	buf_release(&tarball);
	return ret;
}

static int run(struct wl_ctx *ctx, struct wl_result *r)
{
	struct buf src = BUF_INIT, j = BUF_INIT, args = BUF_INIT, log = BUF_INIT, targets = BUF_INIT;
	char *argv[64], *save = NULL, *tok;
	double user, sys, t0;
	int argc = 0, ret = -1, st;

	buf_addf(&src, "%s/src", ctx->scratch);
	buf_addf(&log, "%s/build.log", ctx->scratch);
	char *clean[] = { "make", "clean", NULL };
	if (wl_spawn(ctx, clean, src.data, log.data, NULL, NULL) != 0) {
		error("build: make clean failed (see '%s')", log.data);
		goto cleanup;
	}
	buf_addf(&j, "-j%ld", wl_long(ctx, "j"));
	argv[argc++] = "make";
	argv[argc++] = j.data;
	buf_adds(&args, wl_str(ctx, "make_args"));
	for (tok = strtok_r(args.data, " ", &save); tok && argc < 60; tok = strtok_r(NULL, " ", &save))
		argv[argc++] = tok;
	buf_adds(&targets, wl_str(ctx, "target"));
	for (tok = strtok_r(targets.data, " ", &save); tok && argc < 62; tok = strtok_r(NULL, " ", &save))
		argv[argc++] = tok;
	argv[argc] = NULL;
	t0 = wl_now();
	st = wl_spawn(ctx, argv, src.data, log.data, &user, &sys);
	r->measured = wl_now() - t0;
	if (st != 0) {
		error("build: make failed with status %d (see '%s')", st, log.data);
		goto cleanup;
	}
	r->value = r->measured;
	r->extra = json_pack("{s:f, s:f, s:f}", "wall", r->measured, "user", user, "sys", sys);
	ret = 0;
cleanup:
	buf_release(&src);
	buf_release(&j);
	buf_release(&args);
	buf_release(&targets);
	buf_release(&log);
	return ret;
}

const struct workload wl_build = {
	"build", "real", "s", 0,
	"a clean from-scratch build of a C code base at -jN (linux-source tinyconfig, or any tree)",
	params, setup, NULL, run,
};
