/* page-hosts.c: /hosts (registered hosts, their facts, last seen, jobs; admins register) and /api/hosts */
#include "pages.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "../core/log.h"
#include "../harness/queue.h"
#include "../core/banned.h"

/*
 * A host's token is made here and shown once, on the page that answers the
 * admin's POST (never stored, only its hash; the answer is marked no-store);
 * there is no way to see it again, only to register the host anew.
 */

static json_t *model_hosts(struct req *r)
{
	PGresult *res = req_query(r,
		"SELECT h.name, h.max_jobs, h.facts::text AS facts, " SQL_UTC("h.last_seen") " AS last_seen,"
		" " SQL_UTC("h.created_at") " AS created_at,"
		" coalesce(extract(epoch FROM now() - h.last_seen)::bigint, -1) AS age,"
		" (SELECT count(*) FROM job_tasks t WHERE t.host = h.id AND t.state = 'queued') AS queued,"
		" (SELECT count(*) FROM job_tasks t WHERE t.host = h.id AND t.state = 'running') AS running,"
		" (SELECT count(*) FROM job_tasks t WHERE t.host = h.id AND t.state = 'done') AS done,"
		" (SELECT count(*) FROM job_tasks t WHERE t.host = h.id AND t.state = 'failed') AS failed,"
		" coalesce((SELECT jsonb_agg(x.job ORDER BY x.job DESC) FROM (SELECT DISTINCT t.job FROM"
		"   job_tasks t WHERE t.host = h.id ORDER BY t.job DESC LIMIT 5) x), '[]')::text AS recent"
		" FROM hosts h ORDER BY h.name", 0, NULL);
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

static void fact_cell(struct buf *b, json_t *facts, const char *key)
{
	json_t *v = json_object_get(facts, key);
	char num[32];

	html(b, "<td>");
	if (json_is_string(v)) {
		html_txt(b, json_string_value(v));
	} else if (json_is_integer(v)) {
		html_int(b, json_integer_value(v));
	} else if (json_is_boolean(v)) {
		html_txt(b, json_is_true(v) ? "yes" : "no");
	} else if (json_is_real(v)) {
		snprintf(num, sizeof(num), "%g", json_real_value(v));
		html_txt(b, num);
	} else {
		html(b, "<span class=\"meta\">-</span>");
	}
	html(b, "</td>");
}

static void facts_table(struct buf *b, json_t *facts)
{
	static const char *const keys[] = { "hostname", "os", "os_release", "kernel", "arch",
		"cpu_model", "sockets", "cores", "threads", "smt", "online_cpus", "memory_bytes",
		"scheduler", "sched_ext", "hz", "smp_kernel", "autogroup", NULL };
	int i;

	html(b, "<details><summary>facts</summary><table class=\"headers\">");
	for (i = 0; keys[i]; i++) {
		html(b, "<tr><th>");
		html_txt(b, keys[i]);
		html(b, "</th>");
		fact_cell(b, facts, keys[i]);
		html(b, "</tr>");
	}
	html(b, "</table></details>");
}

static void host_row(struct buf *b, json_t *h)
{
	json_t *f = json_object_get(h, "facts"), *t = json_object_get(h, "tasks"), *j;
	const char *seen = json_string_value(json_object_get(h, "last_seen"));
	size_t i;

	html(b, "<tr class=\"host\"><th scope=\"row\">");
	html_txt(b, json_string_value(json_object_get(h, "name")));
	html(b, "</th>");
	fact_cell(b, f, "os");
	fact_cell(b, f, "kernel");
	fact_cell(b, f, "scheduler");
	fact_cell(b, f, "smp_kernel");
	fact_cell(b, f, "online_cpus");
	fact_cell(b, f, "cpu_model");
	html(b, "<td>");
	if (seen) {
		html_date(b, seen);
		if (json_is_true(json_object_get(h, "live")))
			html(b, " <span class=\"live\">live</span>");
	} else {
		html(b, "never");
	}
	html(b, "</td><td class=\"n\">");
	html_int(b, json_integer_value(json_object_get(h, "max_jobs")));
	html(b, "</td><td>");
	html_int(b, json_integer_value(json_object_get(t, "running")));
	html(b, " running, ");
	html_int(b, json_integer_value(json_object_get(t, "queued")));
	html(b, " queued, ");
	html_int(b, json_integer_value(json_object_get(t, "done")));
	html(b, " done, ");
	html_int(b, json_integer_value(json_object_get(t, "failed")));
	html(b, " failed");
	json_array_foreach(json_object_get(h, "recent_jobs"), i, j) {
		if (i)
			html(b, ", ");
		else
			html(b, "<br />");
		html(b, "<a href=\"/jobs/");
		html_int(b, json_integer_value(j));
		html(b, "\">job ");
		html_int(b, json_integer_value(j));
		html(b, "</a>");
	}
	html(b, "</td><td>");
	facts_table(b, f);
	html(b, "</td></tr>\n");
}

static void register_form(struct req *r, const char *problem)
{
	struct buf *b = &r->out;

	html(b, "<h2>Register a host</h2>\n");
	if (problem) {
		html(b, "<p class=\"error\">");
		html_txt(b, problem);
		html(b, "</p>\n");
	}
	html(b, "<form class=\"register\" action=\"/hosts\" method=\"post\">\n");
	html_csrf(r);
	html(b, "\n<label>name <input name=\"name\" required=\"required\" pattern=\"[A-Za-z0-9][A-Za-z0-9._\\-]*\" "
		"maxlength=\"63\" /></label>\n<label>tasks at once <input name=\"max_jobs\" type=\"number\" "
		"min=\"1\" max=\"64\" value=\"1\" /></label>\n"
		"<button type=\"submit\">register</button>\n</form>\n"
		"<p class=\"meta\">The agent token is shown once, on the next page.</p>\n");
}

static int hosts_page(struct req *r, const char *problem, const char *new_name, const char *token)
{
	struct buf *b = &r->out;
	json_t *hosts = model_hosts(r), *h;
	size_t i;

	if (!hosts)
		return -1;
	html_page_begin(r, "Hosts");
	html(b, "<h1>Hosts</h1>\n");
	if (token) {
		html(b, "<div class=\"token\" id=\"new-token\"><p>Host <strong>");
		html_txt(b, new_name);
		html(b, "</strong> is registered. Its agent token, shown <strong>only now</strong> "
			"(the server keeps a hash of it):</p>\n<pre><code class=\"token\">");
		html_txt(b, token);
		html(b, "</code></pre>\n<p>Run on that machine:</p>\n<pre><code>schedlore agent --server URL --token ");
		html_txt(b, token);
		html(b, "</code></pre></div>\n");
	}
	html(b, "<p>Machines that rerun workloads; each runs <code>schedlore agent</code> "
		"(docs/agent-protocol.md). A host is live when its agent spoke in the last two minutes.</p>\n");
	if (!json_array_size(hosts)) {
		html(b, "<p class=\"meta\">No host is registered yet.</p>\n");
	} else {
		html(b, "<table class=\"hosts\">\n<thead><tr><th>name</th><th>OS</th><th>kernel</th>"
			"<th>scheduler</th><th>SMP kernel</th><th>CPUs</th><th>CPU</th><th>last seen (UTC)</th>"
			"<th>at once</th><th>tasks</th><th></th></tr></thead>\n<tbody>\n");
		json_array_foreach(hosts, i, h)
			host_row(b, h);
		html(b, "</tbody>\n</table>\n");
	}
	json_decref(hosts);
	if (r->user && !strcmp(r->user->role, "admin"))
		register_form(r, problem);
	else
		html(b, "<p class=\"meta\">Admins register hosts here; <code>schedlore host add NAME</code> "
			"does the same on the command line.</p>\n");
	html_page_end(r);
	return 0;
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
		res = db_query(r->db_write, "INSERT INTO hosts (name, token_hash, max_jobs) VALUES "
			       "($1, $2, $3::int) ON CONFLICT (name) DO NOTHING RETURNING id", 3, p);
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
