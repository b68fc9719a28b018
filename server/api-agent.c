/* api-agent.c: the agent endpoints (docs/agent-protocol.md): bearer token, JSON in and out */
#include "server.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/log.h"
#include "../harness/agent.h"
#include "../harness/queue.h"
#include "../core/banned.h"

/*
 * Every endpoint: the host is the one whose token hash matches the bearer
 * token (401 otherwise), the body is one JSON object (400), and the work is
 * harness/queue.c's, the same functions the --local agent calls.  A task
 * belongs to one host: naming another host's task is 403, even with a valid
 * token, so one lab machine cannot post samples into another's job.
 * Everything runs on the primary (req_db_write): claims write.
 */

static const char sql_seen[] = "UPDATE hosts SET last_seen = now() WHERE id = $1";
static const char sql_task_host[] = "SELECT host FROM job_tasks WHERE id = $1";

#define LEASE_DEFAULT 60
#define LEASE_MIN 2
#define LEASE_MAX 3600

static int send_json(struct req *r, int status, json_t *doc)
{
	char *text = json_dumps(doc, JSON_COMPACT);

	json_decref(doc);
	r->status = status;
	r->type = "application/json";
	buf_clear(&r->out);
	buf_adds(&r->out, text ? text : "{}");
	buf_addc(&r->out, '\n');
	free(text);
	return 0;
}

static int ok(struct req *r)
{
	return send_json(r, 200, json_pack("{s:b}", "ok", 1));
}

static int is_host_token(const char *t)
{
	return strlen(t) == 68 && !strncmp(t, "slh_", 4) &&
	       strspn(t + 4, "0123456789abcdef") == 64;
}

/* the host of the bearer token: > 0, or <= 0 after the error answer */
static int agent_host(struct req *r)
{
	const char *a = r->authorization;
	int host;

	if (!a || strncasecmp(a, "Bearer ", 7) || !is_host_token(a + 7)) {
		req_header(r, "WWW-Authenticate", "Bearer realm=\"schedlore agents\"");
		req_fail(r, 401, a ? "The bearer token is not a host token." :
			 "This endpoint needs 'Authorization: Bearer TOKEN' (schedlore host add).");
		return 0;
	}
	if (!req_db_write(r))
		return -1;
	host = host_by_token(r->db_write, a + 7);
	if (host < 0) {
		req_fail(r, 503, "The database did not answer; try again.");
		return -1;
	}
	if (host == 0) {
		req_header(r, "WWW-Authenticate", "Bearer realm=\"schedlore agents\", error=\"invalid_token\"");
		req_fail(r, 401, "No registered host has this token.");
	}
	return host;
}

static json_t *body_object(struct req *r)
{
	json_error_t e;
	json_t *doc = json_loadb(r->body.data ? r->body.data : "", r->body.len, 0, &e);
	struct buf msg = BUF_INIT;

	if (doc && json_is_object(doc))
		return doc;
	json_decref(doc);
	buf_addf(&msg, "The body must be one JSON object (%s at byte %d).",
		 doc ? "not an object" : e.text, doc ? 0 : e.position);
	req_fail(r, 400, msg.data);
	buf_release(&msg);
	return NULL;
}

/* a database error: 503 when the connection went, else 500 (the agent retries both) */
static int db_failed(struct req *r)
{
	if (r->db_write && PQstatus(r->db_write->conn) != CONNECTION_OK)
		return req_fail(r, 503, "The database went away; try again.");
	return req_fail(r, 500, "A database query failed; the server log says why.");
}

static int lease_of(json_t *doc)
{
	json_t *l = json_object_get(doc, "lease_seconds");
	json_int_t n;

	if (!json_is_integer(l))
		return LEASE_DEFAULT;
	n = json_integer_value(l);
	return n < LEASE_MIN ? LEASE_MIN : n > LEASE_MAX ? LEASE_MAX : (int)n;
}

int page_agent_hello(struct req *r)
{
	json_t *doc, *facts;
	int host = agent_host(r), ret;

	if (host <= 0)
		return -1;
	if (!(doc = body_object(r)))
		return -1;
	facts = json_object_get(doc, "facts");
	if (!json_is_object(facts)) {
		json_decref(doc);
		return req_fail(r, 400, "hello needs a 'facts' object.");
	}
	ret = queue_hello(r->db_write, host, facts);
	json_decref(doc);
	return ret < 0 ? db_failed(r) : ok(r);
}

int page_agent_claim(struct req *r)
{
	json_t *doc, *task = NULL;
	const char *agent;
	int host = agent_host(r), got;

	if (host <= 0)
		return -1;
	if (!(doc = body_object(r)))
		return -1;
	agent = json_string_value(json_object_get(doc, "agent"));
	if (!agent || !*agent || strlen(agent) > 255) {
		json_decref(doc);
		return req_fail(r, 400, "claim needs an 'agent' name of 1 to 255 bytes.");
	}
	got = queue_claim(r->db_write, host, agent, lease_of(doc), &task);
	json_decref(doc);
	if (got < 0)
		return db_failed(r);
	if (!got) {
		r->status = 204;
		r->type = "application/json";
		buf_clear(&r->out);
		return 0;
	}
	/* last_seen moves with every claim, so the hosts page shows a live agent */
	{
		char id[16];
		const char *p[] = { id };
		snprintf(id, sizeof(id), "%d", host);
		req_write_exec(r, sql_seen, 1, p);
	}
	return send_json(r, 200, task);
}

/* /api/agent/tasks/ID/WHAT: ID and WHAT, or 0 */
static long long task_path(const char *path, char *what, size_t n)
{
	const char *p = path + strlen("/api/agent/tasks/");
	char *end;
	long long id = strtoll(p, &end, 10);

	if (end == p || *end != '/' || id <= 0 || strlen(end + 1) >= n || strchr(end + 1, '/'))
		return 0;
	snprintf(what, n, "%s", end + 1);
	return id;
}

/* 1 the task is the host's, 0 after the 404 or 403 answer, -1 error */
static int task_owner(struct req *r, long long task, int host)
{
	char id[32];
	const char *p[] = { id };
	PGresult *res;
	int owner;

	snprintf(id, sizeof(id), "%lld", task);
	res = req_write(r, sql_task_host, 1, p);
	if (!res) {
		db_failed(r);
		return -1;
	}
	owner = PQntuples(res) ? atoi(PQgetvalue(res, 0, 0)) : 0;
	PQclear(res);
	if (!owner) {
		req_fail(r, 404, "There is no such task.");
		return 0;
	}
	if (owner != host) {
		req_fail(r, 403, "This task belongs to another host.");
		return 0;
	}
	return 1;
}

int page_agent_task(struct req *r)
{
	char what[16];
	long long task = task_path(r->path, what, sizeof(what));
	json_t *doc, *t;
	int host, rc;

	if (!task || (strcmp(what, "progress") && strcmp(what, "complete") && strcmp(what, "fail")))
		return req_fail(r, 404, "Task endpoints are /api/agent/tasks/ID/progress, complete, fail.");
	if ((host = agent_host(r)) <= 0)
		return -1;
	if (!(doc = body_object(r)))
		return -1;
	t = json_object_get(doc, "task");
	if (!json_is_integer(t) || json_integer_value(t) != task) {
		json_decref(doc);
		return req_fail(r, 400, "The body's 'task' must be the task of the path.");
	}
	rc = task_owner(r, task, host);
	if (rc <= 0) {
		json_decref(doc);
		return -1;
	}
	if (!strcmp(what, "progress"))
		rc = queue_progress(r->db_write, host, doc, lease_of(doc));
	else if (!strcmp(what, "complete"))
		rc = queue_complete(r->db_write, host, doc);
	else
		rc = queue_fail(r->db_write, host, doc);
	json_decref(doc);
	if (rc == QUEUE_INVALID)
		return req_fail(r, 400, "The document cannot be stored (see docs/agent-protocol.md); "
				"the server log says which field.");
	if (rc < 0)
		return db_failed(r);
	if (rc == 1)
		return req_fail(r, 409, "The task is no longer this attempt's (its lease ran out "
				"and it was requeued, or it has ended).");
	return ok(r);
}
