/* page-jobs.c: /jobs, /jobs/ID (live progress, verdict, chart), /jobs/new (queue a rerun), their JSON */
#include "pages.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/log.h"
#include "../harness/jobs.h"
#include "../harness/needs.h"
#include "../harness/workload.h"
#include "../core/banned.h"

/*
 * /jobs/ID is complete without JavaScript (a "watch" link reloads it with a
 * Refresh header while the job runs); static/job.js, when it runs, fetches
 * the page again every 1.5 s and swaps the #job element, so progress, live
 * samples, the chart and finally the verdict appear in place.  CSP forbids
 * inline script, hence the external file.
 *
 * /jobs/new takes the claim's sides as query arguments (a_os, a_sched,
 * a_kernel, a_smp, a_cpus, a_bound and b_...) until claims are stored; with
 * them it shows rerun_plan()'s answer: the hosts and CPU sets filled in, or
 * "cannot rerun here: needs ..." and no form.
 */

static long long job_id(const char *path, const char *prefix)
{
	const char *p = path + strlen(prefix);
	char *end;
	long long id = strtoll(p, &end, 10);

	if (end == p || *end || id <= 0 || *p == '+' || *p == '-')
		return 0;
	return id;
}

static int load_job(struct req *r, long long id, json_t **doc)
{
	int rc;

	if (!id)
		return req_fail(r, 404, "There is no job at this address.");
	if (!req_db(r))
		return -1;
	rc = job_doc(r->db, id, doc);
	/* queued a moment ago, on the primary: a replica may not have it yet */
	if (!rc && r->srv->pool_write != r->srv->pool) {
		if (!req_db_write(r))
			return -1;
		rc = job_doc(r->db_write, id, doc);
		if (rc < 0)
			return req_fail(r, PQstatus(r->db_write->conn) != CONNECTION_OK ? 503 : 500,
					"The job could not be read; the server log says why.");
	}
	if (rc < 0)
		return req_fail(r, PQstatus(r->db->conn) != CONNECTION_OK ? 503 : 500,
				"The job could not be read; the server log says why.");
	if (!rc)
		return req_fail(r, 404, "There is no such job.");
	return 0;
}

int page_api_job(struct req *r)
{
	return api_send(r, model_job(r, job_id(r->path, "/api/jobs/")));
}

/* values of a side: the stored samples, or while it runs the live ones */
static json_t *side_values(json_t *doc, const char *side)
{
	json_t *s = json_object_get(json_object_get(json_object_get(doc, "sides"), side), "samples");
	json_t *out = json_array(), *t, *x;
	size_t i, k;

	if (json_array_size(s)) {
		json_array_extend(out, s);
		return out;
	}
	json_array_foreach(json_object_get(doc, "tasks"), i, t)
		json_array_foreach(json_object_get(t, "live"), k, x)
			if (!strcmp(json_string_value(json_object_get(x, "side")) ?: "", side))
				json_array_append(out, json_object_get(x, "value"));
	return out;
}

static double mean_of(json_t *v)
{
	double sum = 0;
	json_t *x;
	size_t i;

	json_array_foreach(v, i, x)
		sum += json_number_value(x);
	return json_array_size(v) ? sum / (double)json_array_size(v) : NAN;
}

/* the job's chart: the samples posted with the claim beside the rerun's (live ones while it runs) */
static json_t *job_chart(json_t *doc, long long id)
{
	json_t *posted = json_object_get(doc, "posted"), *sets = json_array(), *v;
	static const char *const side[2] = { "A", "B" };
	struct buf label = BUF_INIT, chart_id = BUF_INIT, url = BUF_INIT;
	int i;

	for (i = 0; i < 2; i++) {
		const char *host = json_string_value(json_object_get(json_object_get(json_object_get(doc, "sides"),
									      side[i]), "host"));

		buf_clear(&label);
		buf_addf(&label, "posted %s", side[i]);
		rerun_chart_set(sets, label.data, json_object_get(posted, side[i]));
		buf_clear(&label);
		buf_addf(&label, "rerun %s on %s", side[i], host ? host : "?");
		v = side_values(doc, side[i]);
		rerun_chart_set(sets, label.data, v);
		json_decref(v);
	}
	buf_addf(&chart_id, "job-%lld", id);
	buf_addf(&url, "/chart/job.svg?id=%lld", id);
	v = json_array_size(sets) ? rerun_chart_spec(chart_id.data, url.data,
		json_string_value(json_object_get(doc, "workload")), sets) : (json_decref(sets), json_null());
	buf_release(&label);
	buf_release(&chart_id);
	buf_release(&url);
	return v;
}

json_t *model_job(struct req *r, long long id)
{
	json_t *doc;

	if (load_job(r, id, &doc) < 0)
		return NULL;
	json_object_set_new(doc, "chart", job_chart(doc, id));
	return doc;
}

/* ---------- /jobs/ID ---------- */

static int final_state(const char *s)
{
	return s && (!strcmp(s, "done") || !strcmp(s, "failed"));
}

/* a side's host, CPUs and samples so far (stored, or the running attempt's) */
static json_t *side_row(json_t *doc, const char *side)
{
	json_t *s = json_object_get(json_object_get(doc, "sides"), side), *v, *row;

	if (!s)
		return NULL;
	v = side_values(doc, side);
	row = json_pack("{s:s, s:O?, s:O?, s:I, s:o}", "side", side, "host", json_object_get(s, "host"),
			"cpus", json_object_get(s, "cpus"), "n", (json_int_t)json_array_size(v),
			"mean", json_array_size(v) ? json_real(mean_of(v)) : json_null());
	json_decref(v);
	return row;
}

/* the page's view: what the template cannot work out from the document alone */
static void job_view(json_t *doc)
{
	const struct workload *w = workload_find(json_string_value(json_object_get(doc, "workload")));
	const char *status = json_string_value(json_object_get(json_object_get(doc, "verdict"), "status"));
	int one_side = !json_object_get(json_object_get(doc, "sides"), "B");
	json_t *words = json_array(), *rows = json_array(), *t, *v;
	const char *k;
	size_t i;

	json_object_foreach(json_object_get(doc, "params"), k, v)
		json_array_append_new(words, json_pack("{s:s, s:s}", "name", k, "value", json_string_value(v) ?: "?"));
	json_array_append_new(rows, side_row(doc, "A"));
	if (!one_side)
		json_array_append_new(rows, side_row(doc, "B"));
	json_array_foreach(json_object_get(doc, "tasks"), i, t) {
		int running = !strcmp(json_string_value(json_object_get(t, "state")) ?: "", "running");

		json_object_set_new(t, "show_progress", json_boolean(running && json_is_integer(json_object_get(t, "done"))));
		json_object_set_new(t, "show_message", json_boolean(json_is_string(json_object_get(t, "progress")) &&
			!json_is_string(json_object_get(t, "stop_reason")) && !json_is_string(json_object_get(t, "error"))));
	}
	json_object_set_new(doc, "finished", json_boolean(final_state(json_string_value(json_object_get(doc, "state")))));
	json_object_set_new(doc, "measure", w ? json_pack("{s:s, s:s, s:b}", "metric", w->metric, "unit", w->unit,
							  "higher", w->higher_better) : json_null());
	json_object_set_new(doc, "param_words", words);
	json_object_set_new(doc, "side_rows", rows);
	json_object_set_new(doc, "one_side", json_boolean(!status && one_side));
	json_object_set_new(doc, "pending", json_boolean(!status && !one_side));
}

int page_job(struct req *r)
{
	json_t *doc = model_job(r, job_id(r->path, "/jobs/"));

	if (!doc)
		return -1;
	job_view(doc);
	if (!json_is_true(json_object_get(doc, "finished")) && req_arg(r, "watch"))
		req_header(r, "Refresh", "3");
	return page_render(r, "job", doc);
}

/* ---------- /jobs ---------- */

static const char sql_jobs[] =
	"SELECT coalesce(json_agg(json_build_object('id', j.id, 'workload', j.workload, 'state', j.state,"
	" 'claim', j.claim, 'verdict', v.status, 'host_a', ha.name, 'cpus_a', j.cpus_a, 'host_b', hb.name,"
	" 'cpus_b', j.cpus_b, 'created', " SQL_UTC("j.created_at") ") ORDER BY j.id DESC), '[]')"
	" FROM (SELECT * FROM jobs ORDER BY id DESC LIMIT 200) j JOIN hosts ha ON ha.id = j.host_a"
	" LEFT JOIN hosts hb ON hb.id = j.host_b LEFT JOIN verdicts v ON v.job = j.id";

/* the newest 200 reruns (/jobs, /api/jobs) */
json_t *model_jobs(struct req *r)
{
	json_t *jobs = req_query_json(r, sql_jobs, 0, NULL);

	return jobs ? json_pack("{s:o}", "jobs", jobs) : NULL;
}

int page_jobs(struct req *r)
{
	json_t *m = model_jobs(r);

	return m ? page_render(r, "jobs", m) : -1;
}

int page_api_jobs(struct req *r)
{
	return api_send(r, model_jobs(r));
}
