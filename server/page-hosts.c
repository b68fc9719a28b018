/* page-hosts.c: /hosts (registered hosts, their facts, last seen, jobs; admins register) and /api/hosts */
#include "pages.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/log.h"
#include "../harness/queue.h"
#include "../core/banned.h"

/*
 * A host's token is made here and shown once, on the page that answers the
 * admin's POST (never stored, only its hash; the answer is marked no-store);
 * there is no way to see it again, only to register the host anew.
 */

static const char sql_hosts[] =
	"SELECT h.name, h.max_jobs, h.facts::text AS facts, " SQL_UTC("h.last_seen") " AS last_seen,"
	" " SQL_UTC("h.created_at") " AS created_at,"
	" coalesce(extract(epoch FROM now() - h.last_seen)::bigint, -1) AS age,"
	" (SELECT count(*) FROM job_tasks t WHERE t.host = h.id AND t.state = 'queued') AS queued,"
	" (SELECT count(*) FROM job_tasks t WHERE t.host = h.id AND t.state = 'running') AS running,"
	" (SELECT count(*) FROM job_tasks t WHERE t.host = h.id AND t.state = 'done') AS done,"
	" (SELECT count(*) FROM job_tasks t WHERE t.host = h.id AND t.state = 'failed') AS failed,"
	" coalesce((SELECT jsonb_agg(x.job ORDER BY x.job DESC) FROM (SELECT DISTINCT t.job FROM"
	"   job_tasks t WHERE t.host = h.id ORDER BY t.job DESC LIMIT 5) x), '[]')::text AS recent"
	" FROM hosts h ORDER BY h.name";

static const char sql_host_add[] =
	"INSERT INTO hosts (name, token_hash, max_jobs) VALUES ($1, $2, $3::int)"
	" ON CONFLICT (name) DO NOTHING RETURNING id";

static json_t *model_hosts(struct req *r)
{
	PGresult *res = req_query(r, sql_hosts, 0, NULL);
	json_t *arr;
	int i;

	if (!res)
		return NULL;
	arr = json_array();
	for (i = 0; i < PQntuples(res); i++) {
		json_t *facts = json_loads(db_value(res, i, "facts"), 0, NULL);
		json_t *recent = json_loads(db_value(res, i, "recent"), 0, NULL);
		long long age = atoll(db_value(res, i, "age"));
		json_array_append_new(arr, json_pack("{s:s, s:i, s:o, s:o, s:s, s:o, s:b, s:{s:i, s:i, s:i, s:i}, s:o}",
			"name", db_value(res, i, "name"), "max_jobs", atoi(db_value(res, i, "max_jobs")),
			"facts", facts ? facts : json_object(),
			"last_seen", json_str_or_null(db_value(res, i, "last_seen")),
			"created_at", db_value(res, i, "created_at"),
			"seconds_since_seen", age >= 0 ? json_integer(age) : json_null(),
			"live", age >= 0 && age < 120,
			"tasks", "queued", atoi(db_value(res, i, "queued")), "running",
			atoi(db_value(res, i, "running")), "done", atoi(db_value(res, i, "done")),
			"failed", atoi(db_value(res, i, "failed")),
			"recent_jobs", recent ? recent : json_array()));
	}
	PQclear(res);
	return arr;
}

int page_api_hosts(struct req *r)
{
	return api_send(r, model_hosts(r));
}

/* each host's facts in the page's order: the columns of its row, and its table of facts */
static void facts_view(json_t *hosts)
{
	static const char *const columns[] = { "os", "kernel", "scheduler", "smp_kernel", "online_cpus",
					       "cpu_model", NULL };
	static const char *const keys[] = { "hostname", "os", "os_release", "kernel", "arch",
		"cpu_model", "sockets", "cores", "threads", "smt", "online_cpus", "memory_bytes",
		"scheduler", "sched_ext", "hz", "smp_kernel", "autogroup", NULL };
	json_t *h;
	size_t i;
	int k;

	json_array_foreach(hosts, i, h) {
		json_t *facts = json_object_get(h, "facts"), *cols = json_array(), *rows = json_array();

		for (k = 0; columns[k]; k++)
			json_array_append(cols, json_object_get(facts, columns[k]) ?: json_null());
		for (k = 0; keys[k]; k++)
			json_array_append_new(rows, json_pack("{s:s, s:O?}", "name", keys[k],
							      "value", json_object_get(facts, keys[k])));
		json_object_set_new(h, "columns", cols);
		json_object_set_new(h, "fact_rows", rows);
	}
}

/* the page: the hosts, what was wrong with a registration, or the token of the host just registered */
static int hosts_page(struct req *r, const char *problem, const char *new_name, const char *token)
{
	json_t *hosts = model_hosts(r);

	if (!hosts)
		return -1;
	facts_view(hosts);
	return page_render(r, "hosts", json_pack("{s:o, s:s?, s:o}", "hosts", hosts, "problem", problem,
		"new_host", token ? json_pack("{s:s, s:s}", "name", new_name, "token", token) : json_null()));
}

static int valid_name(const char *s)
{
	size_t n = s ? strlen(s) : 0;

	return n && n < 64 && strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
				     "0123456789._-") == n && strchr(".-_", s[0]) == NULL;
}

static int register_host(struct req *r)
{
	const char *name = req_field(r, "name"), *max = req_field(r, "max_jobs");
	struct buf token = BUF_INIT, hash = BUF_INIT;
	char maxs[16];
	PGresult *res;
	int n = max && *max ? atoi(max) : 1, ret;

	if (!r->user || strcmp(r->user->role, "admin"))
		return req_fail(r, 403, "Only admins register hosts.");
	if (!valid_name(name) || n < 1 || n > 64) {
		r->status = 400;
		return hosts_page(r, "A host name is letters, digits, '.', '_' and '-' (not first), "
				  "at most 63; tasks at once 1 to 64.", NULL, NULL);
	}
	if (!req_db_write(r) || host_token_new(&token, &hash) < 0) {
		buf_release(&token);
		buf_release(&hash);
		return r->db_down ? -1 : req_fail(r, 500, "No token could be made.");
	}
	snprintf(maxs, sizeof(maxs), "%d", n);
	{
		const char *p[] = { name, hash.data, maxs };
		res = req_write(r, sql_host_add, 3, p);
	}
	if (!res) {
		ret = req_fail(r, 500, "A database query failed; the server log says why.");
	} else if (!PQntuples(res)) {
		r->status = 409;
		ret = hosts_page(r, "A host of that name is registered already.", NULL, NULL);
	} else {
		req_header(r, "Cache-Control", "no-store");
		ret = hosts_page(r, NULL, name, token.data);
	}
	PQclear(res);
	if (token.data)
		sodium_memzero(token.data, token.len);
	buf_release(&token);
	buf_release(&hash);
	return ret;
}

int page_hosts(struct req *r)
{
	if (r->is_post)
		return register_host(r);
	return hosts_page(r, NULL, NULL, NULL);
}
