/* page-series.c: /series/ID: one measured quantity: its values as posted, where, on what, compared with what */
#include "compare.h"

#include <math.h>
#include <string.h>

#include "html.h"
#include "pages.h"
#include "../core/banned.h"

#define SERIES_SQL \
	"SELECT json_build_object('id', s.id, 'workload', s.workload, 'metric', s.metric, 'unit', s.unit," \
	" 'better', s.better, 'scheduler', s.scheduler, 'os', s.os, 'os_version', s.os_version," \
	" 'label', s.label, 'params', s.params, 'author', s.author, 'quoted', s.quoted," \
	" 'values', CASE WHEN s.summary IS NULL THEN coalesce((SELECT json_agg(json_build_object(" \
	"   'value', p.value, 'text', p.text) ORDER BY p.ord) FROM samples p WHERE p.series = s.id), '[]') END," \
	" 'summary', s.summary, 'span', json_build_array(s.span_start, s.span_end)," \
	" 'system', (SELECT json_build_object('id', y.id, 'cpu_model', y.cpu_model, 'sockets', y.sockets," \
	"   'cores', y.cores, 'threads', y.threads, 'clock_ghz', y.clock_ghz, 'memory_mb', y.memory_mb," \
	"   'disks', y.disks) FROM systems y WHERE y.id = s.system)," \
	" 'message', " GROUPS_SERIES_ORIGIN "," \
	" 'cited_in', coalesce((SELECT json_agg(json_build_object('message_id', cm.message_id," \
	"   'subject', cm.subject, 'list', (SELECT min(l.name) FROM message_lists ml JOIN lists l" \
	"   ON l.id = ml.list WHERE ml.message = cm.id)) ORDER BY cm.date) FROM citations c" \
	"   JOIN messages cm ON cm.id = c.message WHERE c.series = s.id), '[]')," \
	" 'comparisons', coalesce((SELECT json_agg(json_build_object('id', c.id, 'a', c.a, 'b', c.b," \
	"   'posted', c.posted, 'recomputed', c.recomputed)) FROM comparisons c" \
	"   WHERE c.a = s.id OR c.b = s.id), '[]'))::text" \
	" FROM " GROUPS_SERIES_FROM " WHERE s.id = $1"

json_t *model_series(struct req *r, const char *id)
{
	const char *v[1] = { id };
	PGresult *res = req_query(r, SERIES_SQL, 1, v);
	json_t *m = NULL, *chart;
	struct buf url = BUF_INIT;

	if (!res)
		return NULL;
	if (PQntuples(res) != 1) {
		req_fail(r, 404, "There is no series with that id.");
		goto cleanup;
	}
	m = json_loads(PQgetvalue(res, 0, 0), 0, NULL);
	if (!m) {
		req_fail(r, 500, "The database answered with JSON that does not parse.");
		goto cleanup;
	}
	if (json_array_size(json_object_get(m, "values")) >= 2 || json_is_object(json_object_get(m, "summary"))) {
		chart = series_chart(m);
		buf_adds(&url, "/chart/series.svg?id=");
		html_url_arg(&url, id);
		json_object_set_new(chart, "id", json_string("series-strip"));
		json_object_set_new(chart, "url", json_string(url.data));
		json_object_set_new(m, "chart", chart);
	}
cleanup:
	buf_release(&url);
	PQclear(res);
	return m;
}

/* /series/ID or /api/series/ID: the id is the last path word */
static const char *series_id(struct req *r)
{
	const char *p = strrchr(r->path, '/');

	return p && p[1] ? p + 1 : "";
}

static void field(struct buf *b, const char *name, const char *value)
{
	if (!value)
		return;
	html(b, "<tr><th>");
	html_txt(b, name);
	html(b, "</th><td>");
	html_txt(b, value);
	html(b, "</td></tr>\n");
}

static void values_table(struct buf *b, json_t *m)
{
	json_t *sum = json_object_get(m, "summary"), *v;
	size_t i;
	static const char *const keys[] = { "n", "min", "max", "median", "mean", "stddev" };

	if (json_is_object(sum)) {
		html(b, "<h2>Summary as posted</h2>\n<table class=\"summary\"><thead><tr>");
		for (i = 0; i < 6; i++) {
			html(b, "<th>");
			html_txt(b, keys[i]);
			html(b, "</th>");
		}
		html(b, "</tr></thead><tbody><tr>");
		for (i = 0; i < 6; i++) {
			html(b, "<td class=\"n\">");
			html_txt(b, jstr(json_object_get(sum, keys[i]), "text"));
			html(b, "</td>");
		}
		html(b, "</tr></tbody></table>\n");
		return;
	}
	html(b, "<h2>Values as posted</h2>\n<table class=\"values\"><thead><tr><th>run</th>"
		"<th>as posted</th><th>value</th></tr></thead><tbody>\n");
	json_array_foreach(json_object_get(m, "values"), i, v) {
		html(b, "<tr><td class=\"n\">");
		html_int(b, (long long)i + 1);
		html(b, "</td><td class=\"n\">");
		html_txt(b, jstr(v, "text"));
		html(b, "</td><td class=\"n\">");
		buf_addf(b, "%.10g", jnum(v, "value"));
		html(b, "</td></tr>\n");
	}
	html(b, "</tbody></table>\n");
}

int page_series(struct req *r)
{
	json_t *m = model_series(r, series_id(r)), *msg, *p, *v;
	struct buf *b = &r->out, t = BUF_INIT;
	const char *k;
	size_t i;

	if (!m)
		return -1;
	msg = json_object_get(m, "message");
	config_label(&t, m);
	buf_addf(&t, " %s %s", jstr(m, "workload") ? jstr(m, "workload") : "(workload unknown)",
		 jstr(m, "metric") ? jstr(m, "metric") : "");
	html_page_begin(r, t.data);
	html(b, "<h1>");
	html_txt(b, t.data);
	html(b, "</h1>\n<table class=\"headers\">\n");
	field(b, "workload", jstr(m, "workload"));
	field(b, "metric", jstr(m, "metric"));
	field(b, "unit", jstr(m, "unit"));
	field(b, "better", jstr(m, "better"));
	field(b, "scheduler", jstr(m, "scheduler"));
	field(b, "OS", jstr(m, "os"));
	field(b, "OS version", jstr(m, "os_version"));
	field(b, "label in the post", jstr(m, "label"));
	p = json_object_get(m, "params");
	json_object_foreach(p, k, v)
		field(b, k, json_is_object(v) ? jstr(v, "text") : json_string_value(v));
	field(b, "posted by", jstr(m, "author"));
	html(b, "<tr><th>post</th><td>");
	html_post_link(b, msg, NULL);
	html(b, " ");
	html_date(b, jstr(msg, "date"));
	html(b, "</td></tr>\n");
	if (jstr(m, "workload")) {
		html(b, "<tr><th>compare</th><td><a href=\"/compare?workload=");
		html_url_arg(b, jstr(m, "workload"));
		if (jstr(m, "metric")) {
			html(b, "&amp;metric=");
			html_url_arg(b, jstr(m, "metric"));
		}
		html(b, "\">every posted run of ");
		html_txt(b, jstr(m, "workload"));
		html(b, "</a></td></tr>\n");
	}
	if (json_is_object(json_object_get(m, "system"))) {
		html(b, "<tr><th>system</th><td><a href=\"/systems#");
		html_attr(b, jstr(json_object_get(m, "system"), "id"));
		html(b, "\">");
		html_txt(b, jstr(json_object_get(m, "system"), "cpu_model") ?
			 jstr(json_object_get(m, "system"), "cpu_model") : "described in the post");
		html(b, "</a></td></tr>\n");
	}
	html(b, "</table>\n");
	if (json_is_object(json_object_get(m, "chart")))
		html_chart_figure(r, json_object_get(m, "chart"));
	values_table(b, m);
	if (json_array_size(json_object_get(m, "cited_in"))) {
		html(b, "<h2>Quoted again in</h2>\n<ul>\n");
		json_array_foreach(json_object_get(m, "cited_in"), i, v) {
			html(b, "<li>");
			html_post_link(b, v, NULL);
			html(b, "</li>\n");
		}
		html(b, "</ul>\n");
	}
	html(b, "<p><a href=\"/api/series/");
	html_url_path(b, jstr(m, "id"));
	html(b, "\">JSON</a></p>\n");
	html_page_end(r);
	buf_release(&t);
	json_decref(m);
	return 0;
}

int page_api_series(struct req *r)
{
	return api_send(r, model_series(r, series_id(r)));
}
