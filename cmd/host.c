/* host.c: schedlore host add NAME | host token NAME | host list [--json] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/buf.h"
#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../harness/queue.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore host add NAME [--max-jobs N]\n"
	"       schedlore host token NAME\n"
	"       schedlore host list [--json]\n\n"
	"  add   register a host; prints its agent token once (only a hash is kept)\n"
	"        --max-jobs N  tasks it may run at once (default 1)\n"
	"  token a new token for NAME, printed once; the old one stops working\n"
	"  list  the registered hosts with their reported facts\n";

static int host_add(struct db *db, int argc, char **argv)
{
	struct buf token = BUF_INIT, hash = BUF_INIT;
	const char *max = "1";
	int ret = 2;

	if (argc == 5 && !strcmp(argv[3], "--max-jobs"))
		max = argv[4];
	else if (argc != 3) {
		fputs(usage, stderr);
		return 2;
	}
	if (atoi(max) < 1) {
		error("--max-jobs must be at least 1");
		return 2;
	}
	if (host_token_new(&token, &hash) < 0)
		goto cleanup;
	{
		const char *p[] = { argv[2], hash.data, max };
		if (db_exec(db, "INSERT INTO hosts (name, token_hash, max_jobs) VALUES ($1, $2, $3::int)",
			    3, p) < 0)
			goto cleanup;
	}
	printf("%s\n", token.data);
	fprintf(stderr, "host '%s' registered; the token above is shown only now:\n"
		"  schedlore agent --server URL --token TOKEN\n", argv[2]);
	ret = 0;
cleanup:
	buf_release(&token);
	buf_release(&hash);
	return ret;
}

static int host_token(struct db *db, const char *name)
{
	struct buf token = BUF_INIT, hash = BUF_INIT;
	PGresult *res = NULL;
	int ret = 2;

	if (host_token_new(&token, &hash) < 0)
		goto cleanup;
	{
		const char *p[] = { name, hash.data };
		res = db_query(db, "UPDATE hosts SET token_hash = $2 WHERE name = $1 RETURNING id", 2, p);
	}
	if (!res)
		goto cleanup;
	if (!PQntuples(res)) {
		error("no host '%s' (see 'schedlore host list')", name);
		ret = 1;
		goto cleanup;
	}
	printf("%s\n", token.data);
	fprintf(stderr, "host '%s' has a new token (above, shown only now); the old one is refused\n", name);
	ret = 0;
cleanup:
	PQclear(res);
	buf_release(&token);
	buf_release(&hash);
	return ret;
}

static int host_list(struct db *db, int json)
{
	PGresult *res = db_query(db,
		"SELECT name, max_jobs, coalesce(to_char(last_seen AT TIME ZONE 'UTC', "
		"'YYYY-MM-DD HH24:MI:SS'), 'never') AS seen, facts->>'os' AS os, "
		"facts->>'kernel' AS kernel, facts->>'scheduler' AS sched, "
		"facts->>'threads' AS threads, facts::text AS facts FROM hosts ORDER BY name", 0, NULL);
	int i;

	if (!res)
		return 2;
	if (json) {
		json_t *arr = json_array();
		for (i = 0; i < PQntuples(res); i++)
			json_array_append_new(arr, json_pack("{s:s, s:i, s:s, s:o}", "name",
				db_value(res, i, "name"), "max_jobs", atoi(db_value(res, i, "max_jobs")),
				"last_seen", db_value(res, i, "seen"), "facts",
				json_loads(db_value(res, i, "facts"), 0, NULL)));
		char *text = json_dumps(arr, JSON_COMPACT);
		printf("%s\n", text);
		free(text);
		json_decref(arr);
	} else {
		printf("%-20s %-8s %-20s %-10s %-8s %s\n", "NAME", "THREADS", "LAST SEEN (UTC)",
		       "OS", "SCHED", "KERNEL");
		for (i = 0; i < PQntuples(res); i++) {
			const char *os = db_value(res, i, "os"), *k = db_value(res, i, "kernel");
			const char *s = db_value(res, i, "sched"), *t = db_value(res, i, "threads");
			printf("%-20s %-8s %-20s %-10s %-8s %s\n", db_value(res, i, "name"),
			       t ? t : "-", db_value(res, i, "seen"), os ? os : "-", s ? s : "-",
			       k ? k : "-");
		}
	}
	PQclear(res);
	return 0;
}

int cmd_host(int argc, char **argv)
{
	struct config cfg;
	struct db db;
	int ret = 2;

	if (cmd_wants_help(argc, argv, usage))
		return 0;
	if (argc < 2 || (strcmp(argv[1], "add") && strcmp(argv[1], "list") && strcmp(argv[1], "token")) ||
	    (!strcmp(argv[1], "token") && argc != 3)) {
		fputs(usage, stderr);
		return 2;
	}
	if (config_load(&cfg) < 0)
		return 2;
	if (db_open(&db, &cfg) < 0)
		goto cleanup;
	if (!strcmp(argv[1], "add"))
		ret = host_add(&db, argc, argv);
	else if (!strcmp(argv[1], "token"))
		ret = host_token(&db, argv[2]);
	else
		ret = host_list(&db, argc == 3 && !strcmp(argv[2], "--json"));
	db_close(&db);
cleanup:
	config_release(&cfg);
	return ret;
}
