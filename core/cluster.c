/* cluster.c: initialise, start and stop the embedded PostgreSQL cluster */
#include "cluster.h"

#include <errno.h>
#include <fcntl.h>
#include <glib.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <libpq-fe.h>

#include "buf.h"
#include "config.h"
#include "log.h"
#include "banned.h"

#define SOCKET_PATH_MAX 107
#define PG_USER "postgres"

/* As root the cluster belongs to the postgres user; otherwise to us. */
static int as_root(void)
{
	return geteuid() == 0;
}

static int mkdir_p(const char *path, mode_t mode)
{
	char *p = xstrdup(path), *s;
	int ret = 0;

	for (s = p + 1; ; s++) {
		if (*s == '/' || !*s) {
			char c = *s;
			*s = '\0';
			if (mkdir(p, mode) < 0 && errno != EEXIST)
				ret = error("unable to create '%s': %s", p, strerror(errno));
			*s = c;
			if (!c || ret)
				break;
		}
	}
	free(p);
	return ret;
}

static int chown_to_pg(const char *path)
{
	struct passwd *pw;

	if (!as_root())
		return 0;
	pw = getpwnam(PG_USER);
	if (!pw)
		return error("there is no '%s' user to run PostgreSQL as root; "
			     "install the postgresql package", PG_USER);
	if (chown(path, pw->pw_uid, pw->pw_gid) < 0)
		return error("unable to chown '%s': %s", path, strerror(errno));
	return 0;
}

/*
 * Run argv, as the postgres user when we are root.  runuser keeps the working
 * directory, and postgres cannot enter /root: the child changes to / first.
 */
static int run_pg(char *const argv[], int quiet)
{
	char *full[32];
	pid_t pid;
	int i = 0, j, status;

	if (as_root()) {
		full[i++] = "runuser";
		full[i++] = "-u";
		full[i++] = PG_USER;
		full[i++] = "--";
	}
	for (j = 0; argv[j] && i < 31; j++)
		full[i++] = argv[j];
	full[i] = NULL;
	pid = fork();
	if (pid < 0)
		return error("unable to fork: %s", strerror(errno));
	if (pid == 0) {
		if (chdir("/") < 0)
			_exit(127);
		if (quiet) {
			int null = open("/dev/null", O_WRONLY);
			if (null >= 0) {
				dup2(null, 1);
				dup2(null, 2);
			}
		}
		execvp(full[0], full);
		fprintf(stderr, "error: unable to run '%s': %s\n", full[0], strerror(errno));
		_exit(127);
	}
	if (waitpid(pid, &status, 0) < 0)
		return error("waitpid: %s", strerror(errno));
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

static int pg_can_write(const char *dir)
{
	char *argv[] = { "test", "-w", (char *)dir, "-a", "-x", (char *)dir, NULL };

	return run_pg(argv, 1) == 0;
}

static char *fallback_dir(const char *var, const char *under)
{
	char *hash = g_compute_checksum_for_string(G_CHECKSUM_SHA256, var, -1);
	struct buf b = BUF_INIT;

	buf_addf(&b, "%s/schedlore-%.12s", under, hash);
	g_free(hash);
	return buf_detach(&b, NULL);
}

static char *read_location(const char *var)
{
	struct buf path = BUF_INIT, line = BUF_INIT;
	char tmp[4096];
	FILE *f;

	buf_addf(&path, "%s/pg.location", var);
	f = fopen(path.data, "r");
	buf_release(&path);
	if (!f)
		return NULL;
	if (fgets(tmp, sizeof(tmp), f))
		buf_adds(&line, tmp);
	fclose(f);
	buf_trim_end(&line);
	if (!line.len) {
		buf_release(&line);
		return NULL;
	}
	return buf_detach(&line, NULL);
}

static int write_location(const char *var, const char *base)
{
	struct buf path = BUF_INIT;
	FILE *f;
	int ret = 0;

	buf_addf(&path, "%s/pg.location", var);
	f = fopen(path.data, "w");
	if (!f || fprintf(f, "%s\n", base) < 0 || fclose(f) != 0)
		ret = error("unable to write '%s': %s", path.data, strerror(errno));
	buf_release(&path);
	return ret;
}

/* Decide (once) where the cluster's base folder is: var/pg or a fallback. */
static char *choose_base(const char *var, int create, int *moved)
{
	struct buf b = BUF_INIT;
	char *base = read_location(var);

	*moved = 0;
	if (base) {
		buf_addf(&b, "%s/pg", var);
		*moved = strcmp(base, b.data) != 0;
		buf_release(&b);
		return base;
	}
	buf_addf(&b, "%s/pg", var);
	if (!create)
		return buf_detach(&b, NULL);
	if (mkdir_p(b.data, 0755) < 0 || chown_to_pg(b.data) < 0) {
		buf_release(&b);
		return NULL;
	}
	if (as_root() && !pg_can_write(b.data)) {
		buf_release(&b);
		base = fallback_dir(var, "/var/lib/schedlore");
		*moved = 1;
		note("the postgres user cannot reach '%s/pg'; the cluster lives in '%s' instead",
		     var, base);
	} else {
		base = buf_detach(&b, NULL);
	}
	if (write_location(var, base) < 0) {
		free(base);
		return NULL;
	}
	return base;
}

static int locate(const struct config *cfg, struct cluster *c, int create)
{
	struct buf b = BUF_INIT;
	char *base;
	int moved;

	memset(c, 0, sizeof(*c));
	c->port = cfg->pg_port;
	if (create && mkdir_p(cfg->var, 0755) < 0)
		return -1;
	base = choose_base(cfg->var, create, &moved);
	if (!base)
		return -1;
	c->moved = moved;
	buf_addf(&b, "%s/data", base);
	c->data = buf_detach(&b, NULL);
	buf_addf(&b, "%s/server.log", base);
	c->log = buf_detach(&b, NULL);
	buf_addf(&b, "%s/sock", base);
	if (b.len + strlen("/.s.PGSQL.65535") > SOCKET_PATH_MAX) {
		char *short_dir = fallback_dir(cfg->var, "/tmp");
		buf_release(&b);
		buf_adds(&b, short_dir);
		free(short_dir);
		c->moved = 1;
	}
	c->sock = buf_detach(&b, NULL);
	free(base);
	return 0;
}

int cluster_locate(const struct config *cfg, struct cluster *c)
{
	return locate(cfg, c, 0);
}

void cluster_release(struct cluster *c)
{
	free(c->data);
	free(c->sock);
	free(c->log);
	memset(c, 0, sizeof(*c));
}

int cluster_conninfo(const struct config *cfg, struct buf *out, const char *dbname)
{
	struct cluster c;

	if (locate(cfg, &c, 0) < 0)
		return -1;
	buf_addf(out, "host=%s port=%d user=schedlore dbname=%s", c.sock, c.port, dbname);
	cluster_release(&c);
	return 0;
}

static char *pg_tool(const struct config *cfg, const char *name)
{
	struct buf b = BUF_INIT;

	buf_addf(&b, "%s/%s", cfg->pg_bin, name);
	return buf_detach(&b, NULL);
}

static int initdb(const struct config *cfg, const struct cluster *c)
{
	char *tool = pg_tool(cfg, "initdb");
	char *argv[] = { tool, "-D", c->data, "-E", "UTF8", "--locale=C.UTF-8",
			 "-U", "schedlore", "--auth=trust", "--no-sync", NULL };
	int rc;

	if (!cfg->pg_fast)
		argv[9] = NULL;
	note("initialising the database cluster in '%s'", c->data);
	rc = run_pg(argv, 1);
	free(tool);
	return rc ? error("initdb failed (exit %d) for '%s'", rc, c->data) : 0;
}

static int data_exists(const struct cluster *c)
{
	struct buf b = BUF_INIT;
	int exists;

	buf_addf(&b, "%s/PG_VERSION", c->data);
	exists = access(b.data, F_OK) == 0;
	buf_release(&b);
	return exists;
}

static int prepare_dirs(const struct cluster *c)
{
	char *parent = xstrdup(c->data);
	int ret;

	*strrchr(parent, '/') = '\0';
	ret = mkdir_p(parent, 0755);
	if (!ret)
		ret = chown_to_pg(parent);
	if (!ret)
		ret = mkdir_p(c->sock, 0755);
	if (!ret)
		ret = chown_to_pg(c->sock);
	free(parent);
	return ret;
}

static int pg_ctl(const struct config *cfg, const struct cluster *c, const char *action)
{
	struct buf opts = BUF_INIT;
	char *tool = pg_tool(cfg, "pg_ctl");
	char *argv[12];
	int i = 0, rc;

	buf_addf(&opts, "-p %d -k '%s' -c listen_addresses=''", c->port, c->sock);
	if (cfg->pg_fast)
		buf_adds(&opts, " -c fsync=off -c synchronous_commit=off -c full_page_writes=off");
	argv[i++] = tool;
	argv[i++] = "-D";
	argv[i++] = c->data;
	argv[i++] = "-w";
	if (!strcmp(action, "start")) {
		argv[i++] = "-l";
		argv[i++] = c->log;
		argv[i++] = "-o";
		argv[i++] = opts.data;
	} else if (!strcmp(action, "stop")) {
		argv[i++] = "-m";
		argv[i++] = "fast";
	}
	argv[i++] = (char *)action;
	argv[i] = NULL;
	rc = run_pg(argv, strcmp(action, "start") != 0);
	free(tool);
	buf_release(&opts);
	return rc;
}

/*
 * A postmaster that runs may still be replaying WAL after a crash (a full
 * disk, a killed backend): wait, as pg_ctl -w does for a fresh start, until
 * it accepts connections, so that the caller's next connection works.
 */
static int wait_ready(const struct cluster *c)
{
	struct buf ci = BUF_INIT;
	int i, ret = -1;

	buf_addf(&ci, "host='%s' port=%d dbname=postgres connect_timeout=5", c->sock, c->port);
	for (i = 0; i < 600; i++) {
		if (PQping(ci.data) == PQPING_OK) {
			ret = 0;
			break;
		}
		usleep(100 * 1000);
	}
	if (ret < 0)
		error("PostgreSQL runs but has not accepted connections for 60 s; its log is '%s'", c->log);
	buf_release(&ci);
	return ret;
}

int cluster_start(const struct config *cfg)
{
	struct cluster c;
	int ret = -1;

	if (!cfg->pg_bin)
		return error("no PostgreSQL server found under /usr/lib/postgresql; "
			     "install it: apt-get install -y postgresql");
	if (locate(cfg, &c, 1) < 0)
		return -1;
	if (c.moved)
		note("socket in '%s', data in '%s'", c.sock, c.data);
	if (prepare_dirs(&c) < 0)
		goto cleanup;
	if (!data_exists(&c) && initdb(cfg, &c) < 0)
		goto cleanup;
	if (pg_ctl(cfg, &c, "status") == 0) {
		ret = wait_ready(&c);
		goto cleanup;
	}
	if (pg_ctl(cfg, &c, "start") != 0) {
		error("PostgreSQL did not start; its log is '%s'", c.log);
		goto cleanup;
	}
	ret = 0;
cleanup:
	cluster_release(&c);
	return ret;
}

int cluster_stop(const struct config *cfg)
{
	struct cluster c;
	int ret = 0;

	if (!cfg->pg_bin)
		return error("no PostgreSQL server found under /usr/lib/postgresql");
	if (locate(cfg, &c, 0) < 0)
		return -1;
	if (data_exists(&c) && pg_ctl(cfg, &c, "status") == 0 &&
	    pg_ctl(cfg, &c, "stop") != 0)
		ret = error("PostgreSQL did not stop; its log is '%s'", c.log);
	cluster_release(&c);
	return ret;
}

int cluster_status(const struct config *cfg)
{
	struct cluster c;
	int ret;

	if (!cfg->pg_bin)
		return error("no PostgreSQL server found under /usr/lib/postgresql");
	if (locate(cfg, &c, 0) < 0)
		return -1;
	ret = data_exists(&c) && pg_ctl(cfg, &c, "status") == 0 ? 0 : 1;
	cluster_release(&c);
	return ret;
}
