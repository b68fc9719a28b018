/* jobs.c: a rerun job checked and queued with its tasks; the whole job as one JSON document */
#include "jobs.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/db.h"
#include "../core/log.h"
#include "queue.h"
#include "workload.h"
#include "../core/banned.h"

void job_spec_init(struct job_spec *s)
{
	memset(s, 0, sizeof(*s));
	s->runs = 5;
	s->rsd = 3.5;
	s->confidence = 95;
	s->test = "student";
}

static const char *or_null(const char *s)
{
	return s && *s ? s : NULL;
}

static int cpu_list_ok(const char *s)
{
	return !s || !*s || strspn(s, "0123456789,-") == strlen(s);
}

static int check(const struct job_spec *s)
{
	const struct workload *w = s->workload ? workload_find(s->workload) : NULL;
	json_t *checked;

	if (!s->workload || !or_null(s->host_a))
		return error("a job needs a workload and a host");
	if (!w)
		return error("no workload '%s' (see 'schedlore workload list')", s->workload);
	checked = workload_params(w, s->params ? s->params : json_object());
	if (!checked)
		return -1;
	json_decref(checked);
	if (s->runs < 2 || (s->max_runs && s->max_runs < s->runs))
		return error("runs must be at least 2 and max-runs at least runs");
	if (s->runs > 1000 || s->max_runs > 1000)
		return error("at most 1000 runs per side");
	if (!cpu_list_ok(s->cpus_a) || !cpu_list_ok(s->cpus_b))
		return error("a CPU list looks like 0-3,6");
	if (s->confidence != 80 && s->confidence != 90 && s->confidence != 95 &&
	    s->confidence != 98 && s->confidence != 99 && s->confidence != 99.5)
		return error("confidence must be 80, 90, 95, 98, 99 or 99.5");
	if (!s->test || (strcmp(s->test, "student") && strcmp(s->test, "welch")))
		return error("test must be student or welch");
	if (or_null(s->claimed) && !isfinite(atof(s->claimed)))
		return error("the claimed difference must be a percentage");
	if (s->rsd <= 0 || !isfinite(s->rsd))
		return error("the RSD threshold must be a positive percentage");
	return 0;
}

int job_add(struct db *db, const struct job_spec *s, long long *id)
{
	char runs[16], max[16], rsd[32], conf[32], a[16], b[16], *params = NULL, *env = NULL;
	char *posted = NULL;
	const char *host_b = or_null(s->host_b);
	int ha, hb = 0, same = 0, ret = -1;
	PGresult *res = NULL;

	if (check(s) < 0)
		return -1;
	/* the same host on both sides is one task, its sides interleaved */
	if (host_b && !strcmp(host_b, s->host_a)) {
		host_b = NULL;
		same = 1;
	}
	if ((ha = host_by_name(db, s->host_a)) <= 0 || (host_b && (hb = host_by_name(db, host_b)) <= 0)) {
		if (ha == 0 || hb == 0)
			error("no host '%s' (see 'schedlore host list')", ha == 0 ? s->host_a : host_b);
		return -1;
	}
	snprintf(runs, sizeof(runs), "%d", s->runs);
	snprintf(max, sizeof(max), "%d", s->max_runs ? s->max_runs : 3 * s->runs);
	snprintf(rsd, sizeof(rsd), "%g", s->rsd);
	snprintf(conf, sizeof(conf), "%g", s->confidence);
	snprintf(a, sizeof(a), "%d", ha);
	snprintf(b, sizeof(b), "%d", hb ? hb : ha);
	params = json_dumps(s->params ? s->params : json_object(), JSON_COMPACT);
	env = s->env && json_object_size(s->env) ? json_dumps(s->env, JSON_COMPACT) : NULL;
	posted = s->posted && json_object_size(s->posted) ? json_dumps(s->posted, JSON_COMPACT) : NULL;
	{
		int two_sides = hb || or_null(s->cpus_b) || same;
		const char *p[] = { or_null(s->claim), s->workload, params, runs, max, rsd, a,
				    or_null(s->cpus_a), two_sides ? b : NULL, or_null(s->cpus_b),
				    or_null(s->claimed), s->test, conf, env,
				    hb ? "A" : two_sides ? "AB" : "A", hb ? "1" : "0", posted };
		res = db_query(db,
			"WITH j AS (INSERT INTO jobs (claim, workload, params, runs, max_runs, "
			"  rsd_threshold, host_a, cpus_a, host_b, cpus_b, claimed_pct, test, confidence, "
			"  claim_env, posted) VALUES ($1, $2, $3::jsonb, $4::int, $5::int, $6::float8, "
			"  $7::int, $8, $9::int, $10, $11::float8, $12, $13::float8, $14::jsonb, $17::jsonb) "
			"  RETURNING id, host_a, host_b), "
			"t AS (INSERT INTO job_tasks (job, host, sides) "
			"  SELECT id, host_a, $15 FROM j UNION ALL "
			"  SELECT id, host_b, 'B' FROM j WHERE $16 = '1' RETURNING job) "
			"SELECT DISTINCT job FROM t", 17, p);
	}
	if (!res || PQntuples(res) != 1)
		goto cleanup;
	*id = atoll(PQgetvalue(res, 0, 0));
	ret = 0;
cleanup:
	PQclear(res);
	free(params);
	free(env);
	free(posted);
	return ret;
}

/* The whole job as one JSON document, made by the database. */
static const char doc_sql[] =
	"SELECT jsonb_build_object("
	" 'id', j.id, 'claim', j.claim, 'workload', j.workload, 'params', j.params,"
	" 'state', j.state, 'runs', j.runs, 'max_runs', j.max_runs,"
	" 'rsd_threshold', j.rsd_threshold, 'claimed_pct', j.claimed_pct, 'test', j.test,"
	" 'confidence', j.confidence, 'claim_env', j.claim_env, 'posted', j.posted,"
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
	"     'done', t.progress->'done', 'planned', t.progress->'planned',"
	"     'live', coalesce((SELECT jsonb_agg(jsonb_build_object('side', x->'side', 'value', x->'value'))"
	"       FROM jsonb_array_elements(CASE WHEN t.state = 'running' AND"
	"       jsonb_typeof(t.progress->'runs') = 'array' THEN t.progress->'runs' ELSE '[]' END) x), '[]'),"
	"     'stop_reason', t.stop_reason, 'error', t.error) ORDER BY t.id)"
	"     FROM job_tasks t JOIN hosts h ON h.id = t.host WHERE t.job = j.id), '[]'),"
	" 'verdict', (SELECT jsonb_build_object('status', v.status) || v.detail"
	"     FROM verdicts v WHERE v.job = j.id))::text AS doc "
	"FROM jobs j JOIN hosts ha ON ha.id = j.host_a LEFT JOIN hosts hb ON hb.id = j.host_b "
	"WHERE j.id = $1";

int job_doc(struct db *db, long long id, json_t **doc)
{
	char text[32];
	const char *p[] = { text };
	PGresult *res;
	int ret;

	*doc = NULL;
	snprintf(text, sizeof(text), "%lld", id);
	res = db_query(db, doc_sql, 1, p);
	if (!res)
		return -1;
	ret = PQntuples(res) ? 1 : 0;
	if (ret && !(*doc = json_loads(PQgetvalue(res, 0, 0), 0, NULL)))
		ret = error("job %lld: the database made no JSON", id);
	PQclear(res);
	return ret;
}
