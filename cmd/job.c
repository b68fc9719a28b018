/* job.c: schedlore job add | show ID [--json] | list */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/buf.h"
#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../harness/jobs.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore job add --workload NAME [--param K=V]... [--runs N] --host NAME\n"
	"                         [--vs-host NAME | --cpus LIST --vs-cpus LIST] [--claim ID]\n"
	"                         [--claimed PCT] [--confidence C] [--test student|welch]\n"
	"                         [--max-runs N] [--rsd PCT] [--claim-env K=V]... [--test-size]\n"
	"       schedlore job show ID [--json]\n"
	"       schedlore job list\n\n"
	"  add   queue a rerun; prints the job id.  Side A is --host (on --cpus), side B\n"
	"        --vs-host (or the same host on --vs-cpus); without either, one side only.\n"
	"        --runs N        runs per side at least (default 5); --max-runs (default\n"
	"                        3 x runs) while the relative standard deviation is above\n"
	"                        --rsd PCT (default 3.5)\n"
	"        --claimed PCT   the claim: B's mean differs from A's by PCT %% of A\n"
	"        --confidence C  80, 90, 95 (default), 98, 99, 99.5; --test student (default)\n"
	"        --claim-env K=V the claim's system (os, kernel, scheduler, cpu_model, cores,\n"
	"                        threads, hz ...), shown beside the verdict\n"
	"        --test-size     the workload's small test size (param size=test)\n"
	"  show  state, samples per side, tasks and verdict\n"
	"  list  every job, newest first\n";

static int keyval(json_t *obj, const char *arg)
{
	const char *eq = strchr(arg, '=');
	char *key;

	if (!eq || eq == arg)
		return error("'%s' is not KEY=VALUE", arg);
	key = xstrndup(arg, (size_t)(eq - arg));
	json_object_set_new(obj, key, json_string(eq + 1));
	free(key);
	return 0;
}

static int parse_add(int argc, char **argv, struct job_spec *o)
{
	static const struct option longopts[] = {
		{ "workload", required_argument, NULL, 'w' }, { "param", required_argument, NULL, 'p' },
		{ "runs", required_argument, NULL, 'n' }, { "max-runs", required_argument, NULL, 'M' },
		{ "rsd", required_argument, NULL, 'r' }, { "host", required_argument, NULL, 'H' },
		{ "vs-host", required_argument, NULL, 'V' }, { "cpus", required_argument, NULL, 'c' },
		{ "vs-cpus", required_argument, NULL, 'C' }, { "claim", required_argument, NULL, 'i' },
		{ "claimed", required_argument, NULL, 'd' }, { "confidence", required_argument, NULL, 'f' },
		{ "test", required_argument, NULL, 't' }, { "claim-env", required_argument, NULL, 'e' },
		{ "test-size", no_argument, NULL, 'T' }, { NULL, 0, NULL, 0 },
	};
	int c;

	optind = 1;
	while ((c = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (c) {
		case 'w': o->workload = optarg; break;
		case 'p': if (keyval(o->params, optarg) < 0) return -1; break;
		case 'n': o->runs = atoi(optarg); break;
		case 'M': o->max_runs = atoi(optarg); break;
		case 'r': o->rsd = atof(optarg); break;
		case 'H': o->host_a = optarg; break;
		case 'V': o->host_b = optarg; break;
		case 'c': o->cpus_a = optarg; break;
		case 'C': o->cpus_b = optarg; break;
		case 'i': o->claim = optarg; break;
		case 'd': o->claimed = optarg; break;
		case 'f': o->confidence = atof(optarg); break;
		case 't': o->test = optarg; break;
		case 'e': if (keyval(o->env, optarg) < 0) return -1; break;
		case 'T': json_object_set_new(o->params, "size", json_string("test")); break;
		default: return -1;
		}
	}
	if (!o->workload || !o->host_a || optind != argc)
		return error("job add needs --workload and --host");
	return 0;
}

static int cmd_job_add(struct db *db, int argc, char **argv)
{
	struct job_spec o;
	long long id;
	int ret = 2;

	job_spec_init(&o);
	o.params = json_object();
	o.env = json_object();
	if (parse_add(argc, argv, &o) < 0) {
		fputs(usage, stderr);
		goto cleanup;
	}
	if (job_add(db, &o, &id) < 0)
		goto cleanup;
	printf("%lld\n", id);
	ret = 0;
cleanup:
	json_decref(o.params);
	json_decref(o.env);
	return ret;
}

static void print_side(json_t *doc, const char *side)
{
	json_t *s = json_object_get(json_object_get(doc, "sides"), side), *v;
	size_t i;

	if (!s)
		return;
	printf("side %s: host %s, cpus %s, %zu samples:", side,
	       json_string_value(json_object_get(s, "host")),
	       json_is_string(json_object_get(s, "cpus")) ?
	       json_string_value(json_object_get(s, "cpus")) : "all",
	       json_array_size(json_object_get(s, "samples")));
	json_array_foreach(json_object_get(s, "samples"), i, v)
		printf(" %.6g", json_number_value(v));
	printf("\n");
}

static void print_text(json_t *doc)
{
	json_t *v = json_object_get(doc, "verdict"), *t;
	size_t i;

	printf("job %lld: %s, %s\n", (long long)json_integer_value(json_object_get(doc, "id")),
	       json_string_value(json_object_get(doc, "workload")),
	       json_string_value(json_object_get(doc, "state")));
	print_side(doc, "A");
	print_side(doc, "B");
	json_array_foreach(json_object_get(doc, "tasks"), i, t) {
		const char *e = json_string_value(json_object_get(t, "error"));
		const char *why = json_string_value(json_object_get(t, "stop_reason"));
		printf("task %lld on %s (%s): %s, attempt %lld%s%s%s%s\n",
		       (long long)json_integer_value(json_object_get(t, "id")),
		       json_string_value(json_object_get(t, "host")),
		       json_string_value(json_object_get(t, "sides")),
		       json_string_value(json_object_get(t, "state")),
		       (long long)json_integer_value(json_object_get(t, "attempt")),
		       why ? "; stopped: " : "", why ? why : "", e ? "; error: " : "", e ? e : "");
	}
	if (json_is_object(v)) {
		printf("verdict: %s", json_string_value(json_object_get(v, "status")));
		printf(" (%s, %g%%: B - A = %.4g%% +/- %.4g%%%s)\n",
		       json_string_value(json_object_get(v, "test")),
		       json_number_value(json_object_get(v, "confidence")),
		       json_number_value(json_object_get(v, "pct")),
		       json_number_value(json_object_get(v, "pct_pm")),
		       json_is_true(json_object_get(v, "proven")) ? "" : ", no difference proven");
		printf("power: %s\n", json_string_value(json_object_get(v, "power_note")));
		json_array_foreach(json_object_get(json_object_get(v, "environment"), "differs"), i, t) {
			char *c = json_dumps(json_object_get(t, "claim"), JSON_ENCODE_ANY);
			char *a = json_dumps(json_object_get(t, "A"), JSON_ENCODE_ANY);
			printf("environment: %s: claim %s, rerun %s\n",
			       json_string_value(json_object_get(t, "key")), c ? c : "null", a ? a : "null");
			free(c);
			free(a);
		}
	}
}

static int job_show(struct db *db, const char *id, int json)
{
	json_t *doc;
	char *text;
	int r;

	if (strspn(id, "0123456789") != strlen(id) || !*id || strlen(id) > 18) {
		error("'%s' is not a job id", id);
		return 2;
	}
	r = job_doc(db, atoll(id), &doc);
	if (r < 0)
		return 2;
	if (r == 0) {
		error("no job %s", id);
		return 1;
	}
	if (json) {
		text = json_dumps(doc, JSON_COMPACT);
		printf("%s\n", text);
		free(text);
	} else {
		print_text(doc);
	}
	json_decref(doc);
	return 0;
}

static int job_list(struct db *db)
{
	PGresult *res = db_query(db, "SELECT j.id, j.workload, j.state, coalesce(v.status, '-') AS v "
				 "FROM jobs j LEFT JOIN verdicts v ON v.job = j.id ORDER BY j.id DESC", 0, NULL);
	int i;

	if (!res)
		return 2;
	for (i = 0; i < PQntuples(res); i++)
		printf("%s\t%s\t%s\t%s\n", db_value(res, i, "id"), db_value(res, i, "workload"),
		       db_value(res, i, "state"), db_value(res, i, "v"));
	PQclear(res);
	return 0;
}

int cmd_job(int argc, char **argv)
{
	struct config cfg;
	struct db db;
	int ret = 2;

	if (cmd_wants_help(argc, argv, usage))
		return 0;
	if (argc < 2 || (strcmp(argv[1], "add") && strcmp(argv[1], "show") && strcmp(argv[1], "list")) ||
	    (!strcmp(argv[1], "show") && argc < 3)) {
		fputs(usage, stderr);
		return 2;
	}
	if (config_load(&cfg) < 0)
		return 2;
	if (db_open(&db, &cfg) < 0)
		goto cleanup;
	if (!strcmp(argv[1], "add"))
		ret = cmd_job_add(&db, argc - 1, argv + 1);
	else if (!strcmp(argv[1], "show"))
		ret = job_show(&db, argv[2], argc > 3 && !strcmp(argv[3], "--json"));
	else
		ret = job_list(&db);
	db_close(&db);
cleanup:
	config_release(&cfg);
	return ret;
}
