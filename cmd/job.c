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
#include "../harness/queue.h"
#include "../harness/workload.h"
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

struct add_opts {
	const char *workload, *host, *vs_host, *cpus, *vs_cpus, *claim, *claimed, *test;
	double confidence, rsd;
	int runs, max_runs, same;
	json_t *params, *env;
};

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

static int cpu_list_ok(const char *s)
{
	return !s || (*s && strspn(s, "0123456789,-") == strlen(s));
}

static int parse_add(int argc, char **argv, struct add_opts *o)
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
		case 'H': o->host = optarg; break;
		case 'V': o->vs_host = optarg; break;
		case 'c': o->cpus = optarg; break;
		case 'C': o->vs_cpus = optarg; break;
		case 'i': o->claim = optarg; break;
		case 'd': o->claimed = optarg; break;
		case 'f': o->confidence = atof(optarg); break;
		case 't': o->test = optarg; break;
		case 'e': if (keyval(o->env, optarg) < 0) return -1; break;
		case 'T': json_object_set_new(o->params, "size", json_string("test")); break;
		default: return -1;
		}
	}
	if (!o->workload || !o->host || optind != argc)
		return error("job add needs --workload and --host");
	if (!workload_find(o->workload))
		return error("no workload '%s' (see 'schedlore workload list')", o->workload);
	if (o->runs < 2 || (o->max_runs && o->max_runs < o->runs))
		return error("--runs must be at least 2 and --max-runs at least --runs");
	if (!cpu_list_ok(o->cpus) || !cpu_list_ok(o->vs_cpus))
		return error("a CPU list looks like 0-3,6");
	/* the same host on both sides is one task, its sides interleaved */
	if (o->vs_host && strcmp(o->vs_host, o->host) == 0) {
		o->vs_host = NULL;
		o->same = 1;
	}
	if (o->confidence != 80 && o->confidence != 90 && o->confidence != 95 &&
	    o->confidence != 98 && o->confidence != 99 && o->confidence != 99.5)
		return error("--confidence must be 80, 90, 95, 98, 99 or 99.5");
	if (strcmp(o->test, "student") && strcmp(o->test, "welch"))
		return error("--test must be student or welch");
	if (o->claimed && !isfinite(atof(o->claimed)))
		return error("--claimed must be a percentage");
	return 0;
}

static int job_add(struct db *db, int argc, char **argv)
{
	struct add_opts o = { 0 };
	char runs[16], max[16], rsd[32], conf[32], *params = NULL, *env = NULL;
	const struct workload *w;
	json_t *checked;
	PGresult *res = NULL;
	int ret = 2, ha, hb = 0;

	o.params = json_object();
	o.env = json_object();
	o.runs = 5;
	o.rsd = 3.5;
	o.confidence = 95;
	o.test = "student";
	if (parse_add(argc, argv, &o) < 0) {
		fputs(usage, stderr);
		goto cleanup;
	}
	w = workload_find(o.workload);
	checked = workload_params(w, o.params);
	if (!checked)
		goto cleanup;
	json_decref(checked);
	if ((ha = host_by_name(db, o.host)) <= 0 ||
	    (o.vs_host && (hb = host_by_name(db, o.vs_host)) <= 0)) {
		if (ha == 0 || hb == 0)
			error("no host '%s' (see 'schedlore host list')", ha == 0 ? o.host : o.vs_host);
		goto cleanup;
	}
	snprintf(runs, sizeof(runs), "%d", o.runs);
	snprintf(max, sizeof(max), "%d", o.max_runs ? o.max_runs : 3 * o.runs);
	snprintf(rsd, sizeof(rsd), "%g", o.rsd);
	snprintf(conf, sizeof(conf), "%g", o.confidence);
	params = json_dumps(o.params, JSON_COMPACT);
	env = json_object_size(o.env) ? json_dumps(o.env, JSON_COMPACT) : NULL;
	{
		char a[16], b[16];
		const char *sides_a = hb ? "A" : (o.vs_cpus || o.same) ? "AB" : "A";
		snprintf(a, sizeof(a), "%d", ha);
		snprintf(b, sizeof(b), "%d", hb ? hb : ha);
		const char *p[] = { o.claim, o.workload, params, runs, max, rsd, a, o.cpus,
				    (hb || o.vs_cpus || o.same) ? b : NULL, o.vs_cpus, o.claimed, o.test,
				    conf, env, sides_a, hb ? "1" : "0" };
		/* the job and its tasks in one statement: all or nothing */
		res = db_query(db,
			"WITH j AS (INSERT INTO jobs (claim, workload, params, runs, max_runs, "
			"  rsd_threshold, host_a, cpus_a, host_b, cpus_b, claimed_pct, test, confidence, "
			"  claim_env) VALUES ($1::bigint, $2, $3::jsonb, $4::int, $5::int, $6::float8, "
			"  $7::int, $8, $9::int, $10, $11::float8, $12, $13::float8, $14::jsonb) "
			"  RETURNING id, host_a, host_b), "
			"t AS (INSERT INTO job_tasks (job, host, sides) "
			"  SELECT id, host_a, $15 FROM j UNION ALL "
			"  SELECT id, host_b, 'B' FROM j WHERE $16 = '1' RETURNING job) "
			"SELECT DISTINCT job FROM t", 16, p);
	}
	if (!res || PQntuples(res) != 1)
		goto cleanup;
	printf("%s\n", PQgetvalue(res, 0, 0));
	ret = 0;
cleanup:
	PQclear(res);
	free(params);
	free(env);
	json_decref(o.params);
	json_decref(o.env);
	return ret;
}

/* The whole job as one JSON document, made by the database. */
static const char show_sql[] =
	"SELECT jsonb_build_object("
	" 'id', j.id, 'claim', j.claim, 'workload', j.workload, 'params', j.params,"
	" 'state', j.state, 'runs', j.runs, 'max_runs', j.max_runs,"
	" 'rsd_threshold', j.rsd_threshold, 'claimed_pct', j.claimed_pct, 'test', j.test,"
	" 'confidence', j.confidence, 'claim_env', j.claim_env,"
	" 'created_at', j.created_at, 'finished_at', j.finished_at,"
	" 'sides', jsonb_build_object("
	"   'A', jsonb_build_object('host', ha.name, 'cpus', j.cpus_a, 'samples',"
	"     coalesce((SELECT jsonb_agg(r.value ORDER BY r.task, r.seq) FROM job_runs r"
	"               WHERE r.job = j.id AND r.side = 'A'), '[]'))"
	"   ) || CASE WHEN j.host_b IS NULL THEN '{}'::jsonb ELSE jsonb_build_object("
	"   'B', jsonb_build_object('host', hb.name, 'cpus', j.cpus_b, 'samples',"
	"     coalesce((SELECT jsonb_agg(r.value ORDER BY r.task, r.seq) FROM job_runs r"
	"               WHERE r.job = j.id AND r.side = 'B'), '[]'))) END,"
	" 'runs_detail', coalesce((SELECT jsonb_agg(jsonb_build_object('side', r.side, 'seq', r.seq,"
	"     'value', r.value, 'overhead', r.overhead, 'extra', r.extra) ORDER BY r.task, r.seq)"
	"     FROM job_runs r WHERE r.job = j.id), '[]'),"
	" 'tasks', coalesce((SELECT jsonb_agg(jsonb_build_object('id', t.id, 'host', h.name,"
	"     'sides', t.sides, 'state', t.state, 'attempt', t.attempt, 'agent', t.agent,"
	"     'lease_until', t.lease_until, 'progress', t.progress->'message',"
	"     'stop_reason', t.stop_reason, 'error', t.error) ORDER BY t.id)"
	"     FROM job_tasks t JOIN hosts h ON h.id = t.host WHERE t.job = j.id), '[]'),"
	" 'verdict', (SELECT jsonb_build_object('status', v.status) || v.detail"
	"     FROM verdicts v WHERE v.job = j.id))::text AS doc "
	"FROM jobs j JOIN hosts ha ON ha.id = j.host_a LEFT JOIN hosts hb ON hb.id = j.host_b "
	"WHERE j.id = $1";

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
	const char *p[] = { id };
	PGresult *res;
	json_t *doc;

	if (strspn(id, "0123456789") != strlen(id) || !*id) {
		error("'%s' is not a job id", id);
		return 2;
	}
	res = db_query(db, show_sql, 1, p);
	if (!res)
		return 2;
	if (!PQntuples(res)) {
		PQclear(res);
		error("no job %s", id);
		return 1;
	}
	if (json) {
		printf("%s\n", PQgetvalue(res, 0, 0));
	} else {
		doc = json_loads(PQgetvalue(res, 0, 0), 0, NULL);
		print_text(doc);
		json_decref(doc);
	}
	PQclear(res);
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
		ret = job_add(&db, argc - 1, argv + 1);
	else if (!strcmp(argv[1], "show"))
		ret = job_show(&db, argv[2], argc > 3 && !strcmp(argv[3], "--json"));
	else
		ret = job_list(&db);
	db_close(&db);
cleanup:
	config_release(&cfg);
	return ret;
}
