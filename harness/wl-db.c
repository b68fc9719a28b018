/* wl-db.c: pgbench select-only and simple-update against a cluster of the harness's own */
#include "workload.h"

#include <dirent.h>
#include <errno.h>
#include <glob.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/buf.h"
#include "../core/log.h"
#include "../core/banned.h"

/*
 * super-smack's select-key and update-select, as pgbench's built-in
 * select-only (-S) and simple-update (-N) scripts with C clients.  The
 * cluster is made in the task's scratch folder (initdb, as the postgres
 * user when we are root, since initdb refuses root), listens on a Unix
 * socket only, and is bound to the run's CPU set with its clients, so a
 * "one core" side really is one core for server and clients alike.
 */
static const struct wl_param params[] = {
	{ "clients", "ncpu", "2", "pgbench -c (and -j)" },
	{ "seconds", "30", "1", "pgbench -T" },
	{ "scale", "10", "1", "pgbench -i -s" },
	{ NULL, NULL, NULL, NULL },
};

struct pg {
	char *bin, *data, *sock;
	int started;
};

static char *pg_bin(void)
{
	glob_t g;
	char *out = NULL;

	if (glob("/usr/lib/postgresql/*/bin/pg_ctl", 0, NULL, &g) == 0 && g.gl_pathc) {
		out = xstrdup(g.gl_pathv[g.gl_pathc - 1]);
		*strrchr(out, '/') = '\0';
	}
	globfree(&g);
	return out;
}

/* as the postgres user when root: runuser -u postgres -- TOOL ARGS */
static int pg_run(struct wl_ctx *ctx, struct pg *pg, const char *tool, char *const args[])
{
	struct buf path = BUF_INIT, log = BUF_INIT;
	char *argv[32];
	int argc = 0, i, st;

	buf_addf(&path, "%s/%s", pg->bin, tool);
	buf_addf(&log, "%s/pg-%s.log", ctx->scratch, tool);
	if (geteuid() == 0) {
		argv[argc++] = "runuser";
		argv[argc++] = "-u";
		argv[argc++] = "postgres";
		argv[argc++] = "--";
	}
	argv[argc++] = path.data;
	for (i = 0; args[i] && argc < 31; i++)
		argv[argc++] = args[i];
	argv[argc] = NULL;
	st = wl_spawn(ctx, argv, "/", log.data, NULL, NULL);
	if (st != 0)
		error("db: %s failed (see '%s')", tool, log.data);
	buf_release(&path);
	buf_release(&log);
	return st == 0 ? 0 : -1;
}

static int give_to_postgres(const char *dir)
{
	struct passwd *pw;

	if (geteuid() != 0)
		return 0;
	pw = getpwnam("postgres");
	if (!pw)
		return error("db: no 'postgres' user to run the cluster as");
	if (chown(dir, pw->pw_uid, pw->pw_gid) < 0)
		return error("db: chown '%s': %s", dir, strerror(errno));
	return 0;
}

static int pgbench(struct wl_ctx *ctx, struct pg *pg, char *const extra[], const char *out)
{
	struct buf path = BUF_INIT;
	char *argv[32];
	int argc = 0, i, st;

	buf_addf(&path, "%s/pgbench", pg->bin);
	argv[argc++] = path.data;
	argv[argc++] = "-h";
	argv[argc++] = pg->sock;
	argv[argc++] = "-p";
	argv[argc++] = "5432";
	argv[argc++] = "-U";
	argv[argc++] = "bench";
	for (i = 0; extra[i] && argc < 30; i++)
		argv[argc++] = extra[i];
	argv[argc++] = "postgres";
	argv[argc] = NULL;
	st = wl_spawn(ctx, argv, NULL, out, NULL, NULL);
	buf_release(&path);
	return st == 0 ? 0 : error("db: pgbench failed (see '%s')", out);
}

static int setup(struct wl_ctx *ctx)
{
	struct pg *pg = xcalloc(1, sizeof(*pg));
	struct buf b = BUF_INIT, scale = BUF_INIT, opts = BUF_INIT;
	int ret = -1;

	ctx->state = pg;
	pg->bin = pg_bin();
	if (!pg->bin)
		return error("db: no PostgreSQL server under /usr/lib/postgresql (package postgresql)");
	buf_addf(&b, "%s/pg", ctx->scratch);
	pg->data = buf_detach(&b, NULL);
	buf_addf(&b, "%s/pgsock", ctx->scratch);
	pg->sock = buf_detach(&b, NULL);
	if (mkdir(pg->data, 0700) < 0 || mkdir(pg->sock, 0755) < 0 ||
	    give_to_postgres(pg->data) < 0 || give_to_postgres(pg->sock) < 0) {
		error("db: unable to prepare '%s'", pg->data);
		goto cleanup;
	}
	char *initdb[] = { "-D", pg->data, "-E", "UTF8", "--locale=C.UTF-8", "-U", "bench",
			   "--auth=trust", "--no-sync", NULL };
	if (pg_run(ctx, pg, "initdb", initdb) < 0)
		goto cleanup;
	buf_addf(&opts, "-k %s -c listen_addresses='' -p 5432 -c fsync=off "
		 "-c synchronous_commit=off -c max_connections=200", pg->sock);
	buf_clear(&b);
	buf_addf(&b, "%s/server.log", pg->data);
	char *start[] = { "-D", pg->data, "-w", "-l", b.data, "-o", opts.data, "start", NULL };
	if (pg_run(ctx, pg, "pg_ctl", start) < 0)
		goto cleanup;
	pg->started = 1;
	buf_addf(&scale, "%ld", wl_long(ctx, "scale"));
	buf_clear(&b);
	buf_addf(&b, "%s/pgbench-init.out", ctx->scratch);
	char *init[] = { "-i", "-q", "-s", scale.data, NULL };
	ret = pgbench(ctx, pg, init, b.data);
cleanup:
	buf_release(&b);
	buf_release(&scale);
	buf_release(&opts);
	return ret;
}

static void teardown(struct wl_ctx *ctx)
{
	struct pg *pg = ctx->state;

	if (!pg)
		return;
	if (pg->started) {
		char *stop[] = { "-D", pg->data, "-m", "immediate", "-w", "stop", NULL };
		pg_run(ctx, pg, "pg_ctl", stop);
	}
	free(pg->bin);
	free(pg->data);
	free(pg->sock);
	free(pg);
	ctx->state = NULL;
}

/* Put the postmaster and every process it has forked on the run's CPU set. */
static void bind_server(struct wl_ctx *ctx, struct pg *pg)
{
	struct buf path = BUF_INIT, text = BUF_INIT;
	long pm, pid, ppid;
	struct dirent *e;
	DIR *d;

	buf_addf(&path, "%s/postmaster.pid", pg->data);
	if (wl_read_file(path.data, &text) < 0 || (pm = strtol(text.data, NULL, 10)) <= 0)
		goto cleanup;
	cpus_bind(&ctx->cpus, (int)pm);
	d = opendir("/proc");
	while (d && (e = readdir(d))) {
		pid = strtol(e->d_name, NULL, 10);
		if (pid <= 0)
			continue;
		buf_clear(&path);
		buf_clear(&text);
		buf_addf(&path, "/proc/%ld/stat", pid);
		if (wl_read_file(path.data, &text) < 0 || !strrchr(text.data, ')'))
			continue;
		if (sscanf(strrchr(text.data, ')') + 1, " %*c %ld", &ppid) == 1 && ppid == pm)
			cpus_bind(&ctx->cpus, (int)pid);
	}
	if (d)
		closedir(d);
cleanup:
	buf_release(&path);
	buf_release(&text);
}

static int run_script(struct wl_ctx *ctx, struct wl_result *r, const char *flag)
{
	struct pg *pg = ctx->state;
	struct buf c = BUF_INIT, t = BUF_INIT, out = BUF_INIT, text = BUF_INIT;
	const char *p;
	double t0;
	int ret = -1;

	bind_server(ctx, pg);
	buf_addf(&c, "%ld", wl_long(ctx, "clients"));
	buf_addf(&t, "%ld", wl_long(ctx, "seconds"));
	buf_addf(&out, "%s/pgbench.out", ctx->scratch);
	char *args[] = { (char *)flag, "-c", c.data, "-j", c.data, "-T", t.data, NULL };
	t0 = wl_now();
	if (pgbench(ctx, pg, args, out.data) < 0)
		goto cleanup;
	r->measured = wl_now() - t0;
	if (wl_read_file(out.data, &text) < 0)
		goto cleanup;
	p = strstr(text.data, "tps = ");
	if (!p || sscanf(p, "tps = %lf", &r->value) != 1) {
		error("db: no 'tps = ' in pgbench's output");
		goto cleanup;
	}
	ret = 0;
cleanup:
	buf_release(&c);
	buf_release(&t);
	buf_release(&out);
	buf_release(&text);
	return ret;
}

static int run_select(struct wl_ctx *ctx, struct wl_result *r)
{
	return run_script(ctx, r, "-S");
}

static int run_update(struct wl_ctx *ctx, struct wl_result *r)
{
	return run_script(ctx, r, "-N");
}

const struct workload wl_db_select = {
	"db-select", "transactions", "tps", 1,
	"pgbench select-only with C clients against the harness's own PostgreSQL",
	params, setup, teardown, run_select,
};

const struct workload wl_db_update = {
	"db-update", "transactions", "tps", 1,
	"pgbench simple-update with C clients against the harness's own PostgreSQL",
	params, setup, teardown, run_update,
};
