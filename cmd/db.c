/* db.c: schedlore db start|stop|status|migrate|conninfo */
#include <stdio.h>
#include <string.h>

#include "../core/buf.h"
#include "../core/cluster.h"
#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../core/migrate.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore db start|stop|status|migrate|conninfo\n\n"
	"  start     initialise the embedded cluster under var/pg on first use, start\n"
	"            it (Unix socket only, no TCP), create the database and migrate;\n"
	"            on a running cluster, wait until it accepts connections\n"
	"  stop      stop the embedded cluster\n"
	"  status    say whether it runs (exit 0) or not (exit 1)\n"
	"  migrate   apply the migrations not applied yet\n"
	"  conninfo  print the libpq connection string of the embedded cluster\n\n"
	"With SCHEDLORE_DB set, start and migrate only migrate that database, and\n"
	"stop and status leave it alone.\n";

static int create_database(const struct config *cfg)
{
	struct buf conninfo = BUF_INIT;
	struct db db = { 0 };
	const char *params[] = { "schedlore" };
	PGresult *res;
	int ret = -1;

	if (cluster_conninfo(cfg, &conninfo, "postgres") < 0 || db_connect(&db, conninfo.data) < 0)
		goto cleanup;
	res = db_query(&db, "SELECT 1 FROM pg_database WHERE datname = $1", 1, params);
	if (!res)
		goto cleanup;
	/* CREATE DATABASE takes no parameters; the name is a constant here. */
	ret = PQntuples(res) ? 0 : db_exec(&db, "CREATE DATABASE schedlore", 0, NULL);
	PQclear(res);
cleanup:
	db_close(&db);
	buf_release(&conninfo);
	return ret;
}

static int run_migrate(const struct config *cfg)
{
	struct db db;
	int n;

	if (db_open(&db, cfg) < 0)
		return -1;
	n = migrate(&db, 1);
	db_close(&db);
	if (n < 0)
		return -1;
	note("database is up to date (%d migration%s applied now)", n, n == 1 ? "" : "s");
	return 0;
}

static int db_start(const struct config *cfg)
{
	if (!cfg->db) {
		if (cluster_start(cfg) < 0 || create_database(cfg) < 0)
			return -1;
	}
	return run_migrate(cfg);
}

static int db_status(const struct config *cfg)
{
	struct cluster c;
	int st;

	if (cfg->db) {
		printf("using SCHEDLORE_DB; the embedded cluster is not used\n");
		return 0;
	}
	st = cluster_status(cfg);
	if (st < 0 || cluster_locate(cfg, &c) < 0)
		return 2;
	printf("%s: data '%s', socket '%s', port %d\n", st == 0 ? "running" : "stopped",
	       c.data, c.sock, c.port);
	cluster_release(&c);
	return st;
}

int cmd_db(int argc, char **argv)
{
	struct config cfg;
	struct buf b = BUF_INIT;
	int ret = 2;

	if (cmd_wants_help(argc, argv, usage))
		return 0;
	if (argc != 2) {
		fputs(usage, stderr);
		return 2;
	}
	if (config_load(&cfg) < 0)
		return 2;
	if (!strcmp(argv[1], "start")) {
		ret = db_start(&cfg) < 0 ? 2 : 0;
	} else if (!strcmp(argv[1], "stop")) {
		ret = cfg.db ? 0 : cluster_stop(&cfg) < 0 ? 2 : 0;
	} else if (!strcmp(argv[1], "status")) {
		ret = db_status(&cfg);
	} else if (!strcmp(argv[1], "migrate")) {
		ret = run_migrate(&cfg) < 0 ? 2 : 0;
	} else if (!strcmp(argv[1], "conninfo")) {
		if (cfg.db)
			buf_adds(&b, cfg.db);
		else if (cluster_conninfo(&cfg, &b, "schedlore") < 0)
			goto cleanup;
		printf("%s\n", b.data);
		ret = 0;
	} else {
		error("unknown db action '%s'", argv[1]);
		fputs(usage, stderr);
	}
cleanup:
	buf_release(&b);
	config_release(&cfg);
	return ret;
}
