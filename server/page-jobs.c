/* page-jobs.c: /jobs, /jobs/ID (live progress, verdict, chart), /jobs/new (queue a rerun), their JSON */
#include "pages.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chart-json.h"
#include "html.h"
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

/* one of two literals */
#define html_either(b, cond, lit1, lit2) ((cond) ? html(b, lit1) : html(b, lit2))

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

/* ---------- numbers ---------- */

static void num(struct buf *b, double v)
{
	char s[32];

	snprintf(s, sizeof(s), "%.4g", v);
	html_txt(b, s);
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

static void side_row(struct buf *b, json_t *doc, const char *side)
{
	json_t *s = json_object_get(json_object_get(doc, "sides"), side), *v;
	const char *cpus;

	if (!s)
		return;
	v = side_values(doc, side);
	cpus = json_string_value(json_object_get(s, "cpus"));
	html(b, "<tr><th scope=\"row\">");
	html_txt(b, side);
	html(b, "</th><td>");
	html_txt(b, json_string_value(json_object_get(s, "host")));
	html(b, "</td><td>");
	html_txt(b, cpus ? cpus : "all");
	html(b, "</td><td class=\"n\" id=\"n-");
	html_attr(b, side);
	html(b, "\">");
	html_int(b, (long long)json_array_size(v));
	html(b, "</td><td class=\"n\">");
	if (json_array_size(v))
		num(b, mean_of(v));
	html(b, "</td></tr>\n");
	json_decref(v);
}

static void task_rows(struct buf *b, json_t *doc)
{
	json_t *t;
	size_t i;

	html(b, "<table class=\"tasks\">\n<thead><tr><th>task</th><th>host</th><th>sides</th><th>state</th>"
		"<th>attempt</th><th>progress</th></tr></thead>\n<tbody>\n");
	json_array_foreach(json_object_get(doc, "tasks"), i, t) {
		const char *msg = json_string_value(json_object_get(t, "progress"));
		const char *err = json_string_value(json_object_get(t, "error"));
		const char *stop = json_string_value(json_object_get(t, "stop_reason"));
		html(b, "<tr><td class=\"n\">");
		html_int(b, json_integer_value(json_object_get(t, "id")));
		html(b, "</td><td>");
		html_txt(b, json_string_value(json_object_get(t, "host")));
		html(b, "</td><td>");
		html_txt(b, json_string_value(json_object_get(t, "sides")));
		html(b, "</td><td class=\"task-state\">");
		html_txt(b, json_string_value(json_object_get(t, "state")));
		html(b, "</td><td class=\"n\">");
		html_int(b, json_integer_value(json_object_get(t, "attempt")));
		html(b, "</td><td>");
		if (json_is_integer(json_object_get(t, "done")) &&
		    !strcmp(json_string_value(json_object_get(t, "state")) ?: "", "running")) {
			html(b, "<progress max=\"");
			html_int(b, json_integer_value(json_object_get(t, "planned")));
			html(b, "\" value=\"");
			html_int(b, json_integer_value(json_object_get(t, "done")));
			html(b, "\"></progress> ");
			html_int(b, json_integer_value(json_object_get(t, "done")));
			html(b, " of ");
			html_int(b, json_integer_value(json_object_get(t, "planned")));
			html(b, " runs ");
		}
		if (msg && !stop && !err) {
			html(b, "<span class=\"meta\">");
			html_txt(b, msg);
			html(b, "</span>");
		}
		if (stop) {
			html(b, "<br /><span class=\"meta\">stopped: ");
			html_txt(b, stop);
			html(b, "</span>");
		}
		if (err) {
			html(b, "<br /><span class=\"error\">");
			html_txt(b, err);
			html(b, "</span>");
		}
		html(b, "</td></tr>\n");
	}
	html(b, "</tbody>\n</table>\n");
}

static void verdict_block(struct buf *b, json_t *doc)
{
	json_t *v = json_object_get(doc, "verdict"), *d;
	const char *status = json_string_value(json_object_get(v, "status"));
	size_t i;

	html(b, "<section id=\"verdict\" class=\"verdict\"><h2>Verdict</h2>\n");
	if (!status && !json_object_get(json_object_get(doc, "sides"), "B")) {
		html(b, "<p class=\"meta\">One side only: statistics, no verdict.</p></section>\n");
		return;
	}
	if (!status) {
		html(b, "<p class=\"meta\">The verdict appears when every task has completed.</p></section>\n");
		return;
	}
	html(b, "<p class=\"status\"><strong id=\"verdict-status\">");
	html_txt(b, status);
	html(b, "</strong>: B &#8722; A = ");
	num(b, json_number_value(json_object_get(v, "pct")));
	html(b, " % &#177; ");
	num(b, json_number_value(json_object_get(v, "pct_pm")));
	html(b, " % of A (");
	html_txt(b, json_string_value(json_object_get(v, "test")) ?: "student");
	html(b, "'s t, ");
	num(b, json_number_value(json_object_get(v, "confidence")));
	html(b, " % confidence");
	if (json_is_number(json_object_get(doc, "claimed_pct"))) {
		html(b, "; claimed ");
		num(b, json_number_value(json_object_get(doc, "claimed_pct")));
		html(b, " %");
	}
	html_either(b, json_is_true(json_object_get(v, "proven")), ")", "; no difference proven)");
	html(b, "</p>\n");
	if (json_string_value(json_object_get(v, "power_note"))) {
		html(b, "<p class=\"meta\">");
		html_txt(b, json_string_value(json_object_get(v, "power_note")));
		html(b, "</p>\n");
	}
	if (json_array_size(json_object_get(json_object_get(v, "environment"), "differs"))) {
		html(b, "<p>The rerun's environment differs from the claim's:</p><ul class=\"differs\">");
		json_array_foreach(json_object_get(json_object_get(v, "environment"), "differs"), i, d) {
			char *c = json_dumps(json_object_get(d, "claim"), JSON_ENCODE_ANY);
			char *a = json_dumps(json_object_get(d, "A"), JSON_ENCODE_ANY);
			html(b, "<li>");
			html_txt(b, json_string_value(json_object_get(d, "key")));
			html(b, ": claim ");
			html_txt(b, c ? c : "null");
			html(b, ", rerun ");
			html_txt(b, a ? a : "null");
			html(b, "</li>");
			free(c);
			free(a);
		}
		html(b, "</ul>\n");
	}
	html(b, "</section>\n");
}

static void params_text(struct buf *b, json_t *params)
{
	const char *k;
	json_t *v;
	int first = 1;

	json_object_foreach(params, k, v) {
		if (!first)
			html(b, " ");
		first = 0;
		html_txt(b, k);
		html(b, "=");
		html_txt(b, json_string_value(v) ?: "?");
	}
	if (first)
		html(b, "defaults");
}

int page_job(struct req *r)
{
	long long id = job_id(r->path, "/jobs/");
	const struct workload *w;
	struct buf *b = &r->out, title = BUF_INIT;
	const char *state;
	json_t *doc;

	if (!(doc = model_job(r, id)))
		return -1;
	state = json_string_value(json_object_get(doc, "state"));
	w = workload_find(json_string_value(json_object_get(doc, "workload")));
	if (!final_state(state) && req_arg(r, "watch"))
		req_header(r, "Refresh", "3");
	buf_addf(&title, "Rerun job %lld", id);
	html_page_begin(r, title.data);
	html(b, "<div id=\"job\" class=\"job\">\n<h1>");
	html_txt(b, title.data);
	html(b, ": ");
	html_txt(b, json_string_value(json_object_get(doc, "workload")));
	html(b, "</h1>\n<p>state: <strong id=\"state\" class=\"state\">");
	html_txt(b, state);
	html(b, "</strong>");
	if (!final_state(state))
		html(b, " <span class=\"meta\">(this page follows the job as it runs)</span>");
	html(b, "</p>\n<p class=\"meta\">parameters: ");
	params_text(b, json_object_get(doc, "params"));
	html(b, "; at least ");
	html_int(b, json_integer_value(json_object_get(doc, "runs")));
	html(b, " runs per side, at most ");
	html_int(b, json_integer_value(json_object_get(doc, "max_runs")));
	if (w) {
		html(b, "; value: ");
		html_txt(b, w->metric);
		html(b, " in ");
		html_txt(b, w->unit);
		html_either(b, w->higher_better, " (higher is better)", " (lower is better)");
	}
	if (json_string_value(json_object_get(doc, "claim"))) {
		html(b, "; claim <a href=\"/claims/");
		html_url_path(b, json_string_value(json_object_get(doc, "claim")));
		html(b, "\">");
		html_txt(b, json_string_value(json_object_get(doc, "claim")));
		html(b, "</a>");
	}
	html(b, "</p>\n<table class=\"sides\">\n<thead><tr><th>side</th><th>host</th><th>CPUs</th>"
		"<th>samples</th><th>mean</th></tr></thead>\n<tbody>\n");
	side_row(b, doc, "A");
	side_row(b, doc, "B");
	html(b, "</tbody>\n</table>\n");
	task_rows(b, doc);
	verdict_block(b, doc);
	if (json_is_object(json_object_get(doc, "chart")))
		html_chart_figure(r, json_object_get(doc, "chart"));
	html(b, "</div>\n");
	if (!final_state(state)) {
		html(b, "<noscript><p><a href=\"/jobs/");
		html_int(b, id);
		html(b, "?watch=1\">watch this job</a> (the page reloads every 3 seconds)</p></noscript>\n"
			"<script src=\"/static/job.js\" defer=\"defer\"></script>\n");
	}
	html(b, "<p class=\"meta\"><a href=\"/api/jobs/");
	html_int(b, id);
	html(b, "\">this job as JSON</a> &#183; <a href=\"/jobs\">all jobs</a></p>\n");
	html_page_end(r);
	buf_release(&title);
	json_decref(doc);
	return 0;
}

/* ---------- /jobs ---------- */

int page_jobs(struct req *r)
{
	struct buf *b = &r->out;
	PGresult *res = req_query(r,
		"SELECT j.id, j.workload, j.state, coalesce(v.status, '') AS verdict, ha.name AS host_a,"
		" coalesce(j.cpus_a, 'all') AS cpus_a, hb.name AS host_b, coalesce(j.cpus_b, 'all') AS cpus_b, "
		SQL_UTC("j.created_at") " AS created FROM jobs j JOIN hosts ha ON ha.id = j.host_a"
		" LEFT JOIN hosts hb ON hb.id = j.host_b LEFT JOIN verdicts v ON v.job = j.id"
		" ORDER BY j.id DESC LIMIT 200", 0, NULL);
	int i;

	if (!res)
		return -1;
	html_page_begin(r, "Reruns");
	html(b, "<h1>Reruns</h1>\n");
	if (r->user)
		html(b, "<p><a href=\"/jobs/new\">queue a rerun</a> &#183; <a href=\"/hosts\">hosts</a></p>\n");
	else
		html(b, "<p><a href=\"/hosts\">hosts</a></p>\n");
	if (!PQntuples(res))
		html(b, "<p class=\"meta\">No rerun has been queued yet.</p>\n");
	else
		html(b, "<table class=\"jobs\">\n<thead><tr><th>job</th><th>workload</th><th>A</th><th>B</th>"
			"<th>state</th><th>verdict</th><th>queued (UTC)</th></tr></thead>\n<tbody>\n");
	for (i = 0; i < PQntuples(res); i++) {
		const char *hb = db_value(res, i, "host_b");
		html(b, "<tr><td><a href=\"/jobs/");
		html_attr(b, db_value(res, i, "id"));
		html(b, "\">");
		html_txt(b, db_value(res, i, "id"));
		html(b, "</a></td><td>");
		html_txt(b, db_value(res, i, "workload"));
		html(b, "</td><td>");
		html_txt(b, db_value(res, i, "host_a"));
		html(b, " (");
		html_txt(b, db_value(res, i, "cpus_a"));
		html(b, ")</td><td>");
		if (hb) {
			html_txt(b, hb);
			html(b, " (");
			html_txt(b, db_value(res, i, "cpus_b"));
			html(b, ")");
		}
		html(b, "</td><td>");
		html_txt(b, db_value(res, i, "state"));
		html(b, "</td><td>");
		html_txt(b, db_value(res, i, "verdict"));
		html(b, "</td><td>");
		html_date(b, db_value(res, i, "created"));
		html(b, "</td></tr>\n");
	}
	if (PQntuples(res))
		html(b, "</tbody>\n</table>\n");
	PQclear(res);
	html_page_end(r);
	return 0;
}
