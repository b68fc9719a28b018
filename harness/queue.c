/* queue.c: the job queue in SQL: claim with SKIP LOCKED and a lease, renew, complete, fail */
#include "queue.h"

#include <math.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/buf.h"
#include "../core/db.h"
#include "../core/log.h"
#include "verdict.h"
#include "../core/banned.h"

static void hex(struct buf *out, const unsigned char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		buf_addf(out, "%02x", p[i]);
}

void host_token_hash(const char *token, struct buf *hash)
{
	unsigned char h[32];

	crypto_generichash(h, sizeof(h), (const unsigned char *)token, strlen(token), NULL, 0);
	buf_clear(hash);
	hex(hash, h, sizeof(h));
}

int host_token_new(struct buf *token, struct buf *hash)
{
	unsigned char r[32];

	if (sodium_init() < 0)
		return error("libsodium could not initialise");
	randombytes_buf(r, sizeof(r));
	buf_clear(token);
	buf_adds(token, "slh_");
	hex(token, r, sizeof(r));
	host_token_hash(token->data, hash);
	sodium_memzero(r, sizeof(r));
	return 0;
}

static int one_id(struct db *db, const char *sql, const char *param)
{
	const char *p[] = { param };
	PGresult *res = db_query(db, sql, 1, p);
	int id;

	if (!res)
		return -1;
	id = PQntuples(res) ? atoi(PQgetvalue(res, 0, 0)) : 0;
	PQclear(res);
	return id;
}

int host_by_token(struct db *db, const char *token)
{
	struct buf hash = BUF_INIT;
	int id;

	host_token_hash(token, &hash);
	id = one_id(db, "SELECT id FROM hosts WHERE token_hash = $1", hash.data);
	buf_release(&hash);
	return id;
}

int host_by_name(struct db *db, const char *name)
{
	return one_id(db, "SELECT id FROM hosts WHERE name = $1", name);
}

int queue_hello(struct db *db, int host, json_t *facts)
{
	char id[16], *text = json_dumps(facts, JSON_COMPACT);
	const char *p[] = { id, text };
	int ret;

	snprintf(id, sizeof(id), "%d", host);
	ret = db_exec(db, "UPDATE hosts SET facts = $2::jsonb, last_seen = now() WHERE id = $1", 2, p);
	free(text);
	return ret;
}

static void rollback(struct db *db)
{
	db_exec(db, "ROLLBACK", 0, NULL);
}

/* Tasks whose lease ran out QUEUE_MAX_ATTEMPTS times fail, with their job. */
static int expire_exhausted(struct db *db, const char *host)
{
	char max[16];
	const char *p[] = { host, max };

	snprintf(max, sizeof(max), "%d", QUEUE_MAX_ATTEMPTS);
	return db_exec(db,
		"WITH dead AS (UPDATE job_tasks SET state = 'failed', finished_at = now(), "
		"  error = 'lease expired ' || attempt || ' times (last agent ' || coalesce(agent, '?') || ')' "
		"  WHERE host = $1 AND state = 'running' AND lease_until < now() AND attempt >= $2 "
		"  RETURNING job) "
		"UPDATE jobs SET state = 'failed', finished_at = now() WHERE id IN (SELECT job FROM dead)",
		2, p);
}

static json_t *side_doc(const char *side, PGresult *job, const char *col)
{
	const char *cpus = db_value(job, 0, col);

	return json_pack("{s:s, s:s?}", "side", side, "cpus", cpus);
}

static json_t *task_doc(PGresult *task, PGresult *job, int lease_seconds)
{
	const char *sides = db_value(task, 0, "sides");
	json_t *params = json_loads(db_value(job, 0, "params"), 0, NULL), *arr = json_array();

	if (strchr(sides, 'A'))
		json_array_append_new(arr, side_doc("A", job, "cpus_a"));
	if (strchr(sides, 'B'))
		json_array_append_new(arr, side_doc("B", job, "cpus_b"));
	return json_pack("{s:I, s:I, s:I, s:i, s:s, s:o, s:i, s:i, s:f, s:o}",
			 "task", (json_int_t)atoll(db_value(task, 0, "id")),
			 "attempt", (json_int_t)atoll(db_value(task, 0, "attempt")),
			 "job", (json_int_t)atoll(db_value(task, 0, "job")),
			 "lease_seconds", lease_seconds,
			 "workload", db_value(job, 0, "workload"),
			 "params", params ? params : json_object(),
			 "runs", atoi(db_value(job, 0, "runs")),
			 "max_runs", atoi(db_value(job, 0, "max_runs")),
			 "rsd_threshold", atof(db_value(job, 0, "rsd_threshold")),
			 "sides", arr);
}

int queue_claim(struct db *db, int host, const char *agent, int lease_seconds, json_t **task)
{
	char id[16], lease[16];
	const char *p[] = { id, agent, lease };
	PGresult *res = NULL, *tres = NULL, *jres = NULL;
	int ret = -1;

	*task = NULL;
	snprintf(id, sizeof(id), "%d", host);
	snprintf(lease, sizeof(lease), "%d", lease_seconds);
	if (db_exec(db, "BEGIN", 0, NULL) < 0)
		return -1;
	/* the host row lock makes "is the host busy?" and the claim one step */
	res = db_query(db, "SELECT max_jobs FROM hosts WHERE id = $1 FOR UPDATE", 1, p);
	if (!res || !PQntuples(res)) {
		if (res)
			error("no host %d", host);
		goto fail;
	}
	if (expire_exhausted(db, id) < 0)
		goto fail;
	PQclear(res);
	res = db_query(db, "SELECT (SELECT count(*) FROM job_tasks WHERE host = $1 AND state = 'running' "
		       "AND lease_until >= now()) < max_jobs AS free FROM hosts WHERE id = $1", 1, p);
	if (!res)
		goto fail;
	if (strcmp(db_value(res, 0, "free"), "t")) {
		ret = 0;
		goto fail;
	}
	tres = db_query(db,
		"UPDATE job_tasks t SET state = 'running', attempt = t.attempt + 1, agent = $2, "
		"  lease_until = now() + make_interval(secs => $3::int), started_at = now(), progress = NULL "
		"FROM (SELECT id FROM job_tasks WHERE host = $1 AND (state = 'queued' OR "
		"      (state = 'running' AND lease_until < now())) "
		"      ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1) c "
		"WHERE t.id = c.id RETURNING t.id, t.attempt, t.job, t.sides", 3, p);
	if (!tres)
		goto fail;
	if (!PQntuples(tres)) {
		ret = 0;
		goto fail;
	}
	{
		const char *jp[] = { db_value(tres, 0, "job") };
		jres = db_query(db, "UPDATE jobs SET state = CASE WHEN state = 'queued' THEN 'running' "
				"ELSE state END WHERE id = $1 RETURNING workload, params::text AS params, "
				"runs, max_runs, rsd_threshold, cpus_a, cpus_b", 1, jp);
	}
	if (!jres || !PQntuples(jres) || db_exec(db, "COMMIT", 0, NULL) < 0)
		goto fail;
	*task = task_doc(tres, jres, lease_seconds);
	ret = 1;
	goto cleanup;
fail:
	rollback(db);
cleanup:
	PQclear(res);
	PQclear(tres);
	PQclear(jres);
	return ret;
}

/* task and attempt of a progress, result or failure document */
static int doc_ids(json_t *doc, char *task, char *attempt, size_t n)
{
	json_t *t = json_object_get(doc, "task"), *a = json_object_get(doc, "attempt");

	if (!json_is_integer(t) || !json_is_integer(a))
		return error("the document needs integer 'task' and 'attempt'");
	snprintf(task, n, "%lld", (long long)json_integer_value(t));
	snprintf(attempt, n, "%lld", (long long)json_integer_value(a));
	return 0;
}

int queue_progress(struct db *db, int host, json_t *progress, int lease_seconds)
{
	char task[32], attempt[32], id[16], lease[16], *text;
	const char *p[] = { task, id, attempt, lease, NULL };
	PGresult *res;
	int ret;

	if (doc_ids(progress, task, attempt, sizeof(task)) < 0)
		return QUEUE_INVALID;
	snprintf(id, sizeof(id), "%d", host);
	snprintf(lease, sizeof(lease), "%d", lease_seconds);
	text = json_dumps(progress, JSON_COMPACT);
	p[4] = text;
	res = db_query(db, "UPDATE job_tasks SET lease_until = now() + make_interval(secs => $4::int), "
		       "progress = $5::jsonb WHERE id = $1 AND host = $2 AND attempt = $3 "
		       "AND state = 'running' RETURNING id", 5, p);
	free(text);
	if (!res)
		return -1;
	ret = PQntuples(res) ? 0 : 1;
	PQclear(res);
	return ret;
}

/* Every run names a side of this task and a finite value. */
static int check_runs(json_t *runs, const char *sides)
{
	json_t *r;
	size_t i;

	if (!json_is_array(runs) || !json_array_size(runs))
		return error("the result has no runs");
	json_array_foreach(runs, i, r) {
		const char *side = json_string_value(json_object_get(r, "side"));
		json_t *v = json_object_get(r, "value");
		if (!side || strlen(side) != 1 || !strchr(sides, side[0]))
			return error("run %zu names a side this task does not run", i + 1);
		if (!json_is_number(v) || !isfinite(json_number_value(v)))
			return error("run %zu has no finite value", i + 1);
		if (!json_is_integer(json_object_get(r, "seq")))
			return error("run %zu has no integer seq", i + 1);
	}
	/* job_runs holds (task, seq) once */
	json_array_foreach(runs, i, r) {
		json_int_t seq = json_integer_value(json_object_get(r, "seq"));
		size_t k;
		for (k = 0; k < i; k++)
			if (json_integer_value(json_object_get(json_array_get(runs, k), "seq")) == seq)
				return error("runs %zu and %zu have the same seq", k + 1, i + 1);
	}
	return 0;
}

int queue_complete(struct db *db, int host, json_t *result)
{
	char task[32], attempt[32], id[16], *runs = NULL;
	const char *p[] = { task, id, attempt };
	const char *stop = json_string_value(json_object_get(result, "stop_reason"));
	const char *log = json_string_value(json_object_get(result, "log"));
	PGresult *res = NULL, *done = NULL;
	int ret = -1;

	if (doc_ids(result, task, attempt, sizeof(task)) < 0)
		return QUEUE_INVALID;
	snprintf(id, sizeof(id), "%d", host);
	if (db_exec(db, "BEGIN", 0, NULL) < 0)
		return -1;
	res = db_query(db, "SELECT job, sides FROM job_tasks WHERE id = $1 AND host = $2 "
		       "AND attempt = $3 AND state = 'running' FOR UPDATE", 3, p);
	if (!res)
		goto fail;
	if (!PQntuples(res)) {
		ret = 1;
		goto fail;
	}
	if (check_runs(json_object_get(result, "runs"), db_value(res, 0, "sides")) < 0) {
		ret = QUEUE_INVALID;
		goto fail;
	}
	runs = json_dumps(json_object_get(result, "runs"), JSON_COMPACT);
	{
		const char *ip[] = { db_value(res, 0, "job"), task, runs };
		if (db_exec(db, "INSERT INTO job_runs (job, task, side, seq, value, extra, overhead) "
			    "SELECT $1, $2, r->>'side', (r->>'seq')::int, (r->>'value')::float8, "
			    "coalesce(r->'extra', '{}'::jsonb), (r->>'overhead')::float8 "
			    "FROM jsonb_array_elements($3::jsonb) r", 3, ip) < 0)
			goto fail;
	}
	{
		const char *up[] = { task, stop, log };
		if (db_exec(db, "UPDATE job_tasks SET state = 'done', finished_at = now(), "
			    "lease_until = NULL, stop_reason = $2, log = $3 WHERE id = $1", 3, up) < 0)
			goto fail;
	}
	{
		const char *jp[] = { db_value(res, 0, "job") };
		done = db_query(db, "UPDATE jobs SET state = 'done', finished_at = now() WHERE id = $1 "
				"AND state <> 'failed' AND NOT EXISTS (SELECT 1 FROM job_tasks "
				"WHERE job = $1 AND state <> 'done') RETURNING id", 1, jp);
	}
	if (!done)
		goto fail;
	if (PQntuples(done) && verdict_compute(db, atol(PQgetvalue(done, 0, 0))) < 0)
		goto fail;
	if (db_exec(db, "COMMIT", 0, NULL) < 0)
		goto fail;
	ret = 0;
	goto cleanup;
fail:
	rollback(db);
cleanup:
	free(runs);
	PQclear(res);
	PQclear(done);
	return ret;
}

int queue_fail(struct db *db, int host, json_t *failure)
{
	char task[32], attempt[32], id[16];
	const char *err = json_string_value(json_object_get(failure, "error"));
	const char *log = json_string_value(json_object_get(failure, "log"));
	const char *p[] = { task, id, attempt, err ? err : "failed (no reason given)", log };
	PGresult *res;
	int ret;

	if (doc_ids(failure, task, attempt, sizeof(task)) < 0)
		return QUEUE_INVALID;
	snprintf(id, sizeof(id), "%d", host);
	res = db_query(db,
		"WITH t AS (UPDATE job_tasks SET state = 'failed', finished_at = now(), "
		"  lease_until = NULL, error = $4, log = $5 WHERE id = $1 AND host = $2 "
		"  AND attempt = $3 AND state = 'running' RETURNING job) "
		"UPDATE jobs SET state = 'failed', finished_at = now() WHERE id IN (SELECT job FROM t) "
		"RETURNING id", 5, p);
	if (!res)
		return -1;
	ret = PQntuples(res) ? 0 : 1;
	PQclear(res);
	return ret;
}
