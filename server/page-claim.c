/* page-claim.c: /claims/ID and /api/claims/ID: a claim quoted, its check, its series, its reruns and how to queue one */
#include "pages.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chart-json.h"
#include "html.h"
#include "../core/groups.h"
#include "../harness/needs.h"
#include "../core/banned.h"

/*
 * The page draws the model of claim-model.c (which says how the rerun sides
 * are found) and nothing else, so /api/claims/ID shows everything the page
 * shows.  All text from mail (claim, note, labels, subject) goes through
 * html_txt / html_attr.
 */

static const char *claim_id(struct req *r)
{
	const char *p = strrchr(r->path, '/');

	return p && p[1] ? p + 1 : "";
}

static void value_txt(struct buf *b, json_t *v)
{
	char s[48];

	if (json_is_string(v)) {
		html_txt(b, json_string_value(v));
	} else if (json_is_boolean(v)) {
		html_txt(b, json_is_true(v) ? "yes" : "no");
	} else if (json_is_integer(v)) {
		html_int(b, json_integer_value(v));
	} else if (json_is_real(v)) {
		snprintf(s, sizeof(s), "%.6g", json_real_value(v));
		html_txt(b, s);
	} else {
		html(b, "<span class=\"meta\">unknown</span>");
	}
}

static void fig_txt(struct buf *b, json_t *fig)
{
	if (jstr(fig, "text"))
		html_txt(b, jstr(fig, "text"));
	else
		value_txt(b, json_object_get(fig, "value"));
}

static void check_block(struct buf *b, json_t *k)
{
	html(b, "<section id=\"check\"><h2>Check against the posted figures</h2>\n");
	if (!json_is_object(k)) {
		html(b, "<p class=\"meta\">Not checked yet (<code>schedlore check</code>).</p></section>\n");
		return;
	}
	html(b, "<p>status: <strong id=\"check-status\" class=\"status ");
	html_attr(b, jstr(k, "status"));
	html(b, "\">");
	html_txt(b, jstr(k, "status"));
	html(b, "</strong>");
	if (json_is_object(json_object_get(k, "posted"))) {
		html(b, "; posted ");
		fig_txt(b, json_object_get(k, "posted"));
	}
	if (json_is_object(json_object_get(k, "recomputed"))) {
		html(b, ", recomputed ");
		fig_txt(b, json_object_get(k, "recomputed"));
	}
	if (jstr(k, "rounding")) {
		html(b, " (");
		html_txt(b, jstr(k, "rounding"));
		html(b, ")");
	}
	if (jstr(k, "convention")) {
		html(b, "; as ");
		html_txt(b, jstr(k, "convention"));
	}
	html(b, "</p>\n");
	if (jstr(k, "note") && *jstr(k, "note")) {
		html(b, "<p id=\"check-note\" class=\"note\">");
		html_txt(b, jstr(k, "note"));
		html(b, "</p>\n");
	}
	if (json_array_size(json_object_get(k, "rows"))) {
		char *rows = json_dumps(json_object_get(k, "rows"), JSON_COMPACT);
		html(b, "<p class=\"meta\">rows used: <code>");
		html_txt(b, rows ? rows : "");
		html(b, "</code></p>\n");
		free(rows);
	}
	html(b, "</section>\n");
}

static void series_block(struct buf *b, json_t *m)
{
	json_t *s, *v;
	size_t i, k;

	html(b, "<section id=\"series\"><h2>Series it was checked against</h2>\n");
	if (!json_array_size(json_object_get(m, "series"))) {
		html(b, "<p class=\"meta\">The check found no series this claim rests on.</p></section>\n");
		return;
	}
	html(b, "<table class=\"series\">\n<thead><tr><th>series</th><th>workload</th><th>setting</th>"
		"<th>values as posted</th></tr></thead>\n<tbody>\n");
	json_array_foreach(json_object_get(m, "series"), i, s) {
		struct buf l = BUF_INIT;
		config_label(&l, s);
		html(b, "<tr><td>");
		html_series_link(b, jstr(s, "id"), l.data);
		html(b, "</td><td>");
		html_txt(b, jstr(s, "workload") ?: "");
		html(b, "</td><td>");
		buf_clear(&l);
		row_label(&l, s, NULL);
		html_txt(b, l.data);
		html(b, "</td><td class=\"n\">");
		if (json_is_object(json_object_get(s, "summary"))) {
			html(b, "mean ");
			html_txt(b, jstr(json_object_get(json_object_get(s, "summary"), "mean"), "text") ?: "?");
			html(b, " (summary)");
		}
		json_array_foreach(json_object_get(s, "values"), k, v) {
			if (k)
				html(b, " ");
			fig_txt(b, v);
		}
		html(b, "</td></tr>\n");
		buf_release(&l);
	}
	html(b, "</tbody>\n</table>\n</section>\n");
}

static void env_table(struct buf *b, json_t *job)
{
	json_t *e;
	size_t i;

	html(b, "<table class=\"environment\">\n<thead><tr><th>environment</th><th>claim A</th>"
		"<th>rerun A</th><th>claim B</th><th>rerun B</th></tr></thead>\n<tbody>\n");
	json_array_foreach(json_object_get(job, "environment"), i, e) {
		if (json_is_true(json_object_get(e, "differs")))
			html(b, "<tr class=\"differs\">");
		else
			html(b, "<tr>");
		html(b, "<th scope=\"row\">");
		html_txt(b, jstr(e, "name"));
		html(b, "</th><td>");
		value_txt(b, json_object_get(e, "claim_a"));
		html(b, "</td><td>");
		value_txt(b, json_object_get(e, "rerun_a"));
		html(b, "</td><td>");
		value_txt(b, json_object_get(e, "claim_b"));
		html(b, "</td><td>");
		value_txt(b, json_object_get(e, "rerun_b"));
		html(b, "</td></tr>\n");
	}
	html(b, "</tbody>\n</table>\n");
}

/* "here (CPUs 0)", "here (all CPUs)" */
static void host_cpus(struct buf *b, const char *host, const char *cpus)
{
	html_txt(b, host);
	html(b, " (");
	if (cpus) {
		html(b, "CPUs ");
		html_txt(b, cpus);
	} else {
		html(b, "all CPUs");
	}
	html(b, ")");
}

/* a chart inline, with a link to it as a lone SVG */
static void chart_figure(struct req *r, json_t *spec)
{
	struct buf *b = &r->out;

	html(b, "<figure class=\"chart\">\n");
	chart_from_json(b, spec, jstr(spec, "id"), 0);
	html(b, "<figcaption><a href=\"");
	html_attr(b, jstr(spec, "url"));
	html(b, "\">this chart as SVG</a></figcaption>\n</figure>\n");
}

static void reruns_block(struct req *r, json_t *m)
{
	struct buf *b = &r->out;
	json_t *job;
	size_t i;

	html(b, "<section id=\"reruns\"><h2>Reruns</h2>\n");
	if (!json_array_size(json_object_get(m, "reruns")))
		html(b, "<p class=\"meta\">No rerun of this claim has been queued.</p>\n");
	json_array_foreach(json_object_get(m, "reruns"), i, job) {
		long long id = json_integer_value(json_object_get(job, "id"));
		html(b, "<div class=\"rerun\" id=\"job-");
		html_int(b, id);
		html(b, "\"><h3><a href=\"/jobs/");
		html_int(b, id);
		html(b, "\">job ");
		html_int(b, id);
		html(b, "</a>: ");
		html_txt(b, jstr(job, "workload"));
		html(b, ", A on ");
		host_cpus(b, jstr(job, "host_a"), jstr(job, "cpus_a"));
		if (jstr(job, "host_b")) {
			html(b, ", B on ");
			host_cpus(b, jstr(job, "host_b"), jstr(job, "cpus_b"));
		}
		html(b, "</h3>\n<p>state: <strong class=\"state\">");
		html_txt(b, jstr(job, "state"));
		html(b, "</strong>; verdict: <strong class=\"verdict\">");
		if (jstr(job, "verdict"))
			html_txt(b, jstr(job, "verdict"));
		else
			html(b, "none yet");
		html(b, "</strong></p>\n");
		env_table(b, job);
		if (json_is_object(json_object_get(job, "chart")))
			chart_figure(r, json_object_get(job, "chart"));
		html(b, "</div>\n");
	}
	html(b, "</section>\n");
}

static int may_queue(struct req *r)
{
	return r->user && (!strcmp(r->user->role, "member") || !strcmp(r->user->role, "admin"));
}

static void host_options(struct buf *b, json_t *hosts, const char *chosen)
{
	json_t *h;
	size_t i;

	json_array_foreach(hosts, i, h) {
		html(b, "<option value=\"");
		html_attr(b, jstr(h, "name"));
		if (chosen && !strcmp(chosen, jstr(h, "name") ?: ""))
			html(b, "\" selected=\"selected\">");
		else
			html(b, "\">");
		html_txt(b, jstr(h, "name"));
		html(b, "</option>");
	}
}

static void cpus_input(struct buf *b, const char *name, const char *value)
{
	html(b, "<label>CPUs (empty: all) <input name=\"");
	html_attr(b, name);
	html(b, "\" value=\"");
	html_attr(b, value ? value : "");
	html(b, "\" /></label>\n");
}

/* the short form: the claim, hosts (as planned), runs; /jobs/new fills in the rest from the claim */
static void rerun_form(struct req *r, json_t *m, json_t *plan)
{
	struct buf *b = &r->out;
	json_t *hosts;

	if (!req_db(r) || !(hosts = rerun_hosts(r->db)))
		return;
	html(b, "<form class=\"rerun\" id=\"rerun-form\" action=\"/jobs/new\" method=\"post\">\n");
	html_csrf(r);
	html(b, "<input type=\"hidden\" name=\"claim\" value=\"");
	html_attr(b, jstr(m, "id"));
	html(b, "\" />\n<fieldset><legend>side A</legend><label>host <select name=\"host_a\">");
	host_options(b, hosts, jstr(plan, "host_a"));
	html(b, "</select></label>\n");
	cpus_input(b, "cpus_a", jstr(plan, "cpus_a"));
	html(b, "</fieldset>\n<fieldset><legend>side B</legend><label>host <select name=\"host_b\">"
		"<option value=\"\">the same host (on its CPU set below)</option>");
	host_options(b, hosts, jstr(plan, "host_b"));
	html(b, "</select></label>\n");
	cpus_input(b, "cpus_b", jstr(plan, "cpus_b"));
	html(b, "</fieldset>\n<label>runs per side, at least <input name=\"runs\" type=\"number\" min=\"2\" "
		"max=\"1000\" value=\"5\" /></label>\n<label><input type=\"checkbox\" name=\"size\" value=\"test\" /> "
		"test size (small and quick)</label>\n<button type=\"submit\">queue the rerun</button>\n</form>\n");
	json_decref(hosts);
}

static void rerun_block(struct req *r, json_t *m)
{
	struct buf *b = &r->out;
	json_t *rr = json_object_get(m, "rerun"), *plan = json_object_get(rr, "plan");

	html(b, "<section id=\"rerun\"><h2>Rerun</h2>\n");
	if (!json_is_object(json_object_get(rr, "sides"))) {
		html(b, "<p class=\"plan impossible\">cannot rerun: ");
		html_txt(b, jstr(rr, "why"));
		html(b, "</p>\n</section>\n");
		return;
	}
	html(b, "<p class=\"meta\">side A: ");
	html_txt(b, jstr(json_object_get(json_object_get(rr, "sides"), "A"), "label"));
	html(b, "; side B: ");
	html_txt(b, jstr(json_object_get(json_object_get(rr, "sides"), "B"), "label"));
	html(b, "; harness workload: ");
	html_txt(b, jstr(rr, "workload") ?: "none known");
	html(b, "</p>\n");
	if (json_is_true(json_object_get(plan, "possible")))
		html(b, "<p id=\"plan\" class=\"plan possible\">");
	else
		html(b, "<p id=\"plan\" class=\"plan impossible\">");
	html_txt(b, jstr(plan, "why"));
	html(b, "</p>\n");
	if (jstr(plan, "note")) {
		html(b, "<p class=\"meta\">");
		html_txt(b, jstr(plan, "note"));
		html(b, "</p>\n");
	}
	if (!json_is_true(json_object_get(plan, "possible"))) {
		html(b, "<p>Register such a host on the <a href=\"/hosts\">hosts page</a> and run its agent; "
			"this page then offers the rerun.</p>\n</section>\n");
		return;
	}
	if (!may_queue(r)) {
		html(b, "<p><a href=\"/login\">Log in</a> as a member to queue a rerun.</p>\n</section>\n");
		return;
	}
	rerun_form(r, m, plan);
	html(b, "<p><a id=\"rerun-more\" href=\"/jobs/new?claim=");
	html_url_arg(b, jstr(m, "id"));
	html(b, "\">more choices</a> (workload, parameters, confidence, the claimed difference)</p>\n</section>\n");
}

int page_claim(struct req *r)
{
	json_t *m = model_claim(r, claim_id(r)), *msg;
	struct buf *b = &r->out, t = BUF_INIT;

	if (!m)
		return -1;
	msg = json_object_get(m, "message");
	buf_addf(&t, "Claim %s", jstr(m, "id"));
	html_page_begin(r, t.data);
	html(b, "<h1>Claim <code>");
	html_txt(b, jstr(m, "id"));
	html(b, "</code></h1>\n<blockquote class=\"claim\" id=\"claim-text\"><p>");
	html_txt(b, jstr(m, "text"));
	html(b, "</p></blockquote>\n<p class=\"meta\">");
	html_txt(b, jstr(m, "kind"));
	if (jstr(m, "hedge")) {
		html(b, ", hedged: ");
		html_txt(b, jstr(m, "hedge"));
	}
	html(b, "; from ");
	html_post_link(b, msg, "claim-post");
	html(b, " by ");
	html_txt(b, jstr(msg, "from") ?: "?");
	html(b, ", ");
	html_date(b, jstr(msg, "date"));
	html(b, "</p>\n");
	check_block(b, json_object_get(m, "check"));
	series_block(b, m);
	rerun_block(r, m);
	reruns_block(r, m);
	html(b, "<p class=\"meta\"><a href=\"/api/claims/");
	html_url_path(b, jstr(m, "id"));
	html(b, "\">this claim as JSON</a></p>\n");
	html_page_end(r);
	buf_release(&t);
	json_decref(m);
	return 0;
}

int page_api_claim(struct req *r)
{
	return api_send(r, model_claim(r, claim_id(r)));
}
