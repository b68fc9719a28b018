/* page-series.c: /series/ID: one measured quantity: its values as posted, where, on what, compared with what */
#include "chart-json.h"
#include "../core/group-charts.h"

#include <math.h>
#include <string.h>

#include "html.h"
#include "pages.h"
#include "../core/banned.h"

static const char sql_series[] =
	"SELECT json_build_object('id', s.id, 'workload', s.workload, 'metric', s.metric, 'unit', s.unit,"
	" 'better', s.better, 'scheduler', s.scheduler, 'os', s.os, 'os_version', s.os_version,"
	" 'label', s.label, 'name', s.name, 'params', s.params, 'author', s.author, 'quoted', s.quoted,"
	" 'values', CASE WHEN s.summary IS NULL THEN coalesce((SELECT json_agg(json_build_object("
	"   'value', p.value, 'text', p.text) ORDER BY p.ord) FROM samples p WHERE p.series = s.id), '[]') END,"
	" 'summary', s.summary, 'span', json_build_array(s.span_start, s.span_end),"
	" 'system', (SELECT json_build_object('id', y.id, 'cpu_model', y.cpu_model, 'sockets', y.sockets,"
	"   'cores', y.cores, 'threads', y.threads, 'clock_ghz', y.clock_ghz, 'memory_mb', y.memory_mb,"
	"   'disks', y.disks) FROM systems y WHERE y.id = s.system),"
	" 'message', " GROUPS_SERIES_ORIGIN ","
	" 'cited_in', coalesce((SELECT json_agg(json_build_object('message_id', cm.message_id,"
	"   'subject', cm.subject, 'list', (SELECT min(l.name) FROM message_lists ml JOIN lists l"
	"   ON l.id = ml.list WHERE ml.message = cm.id)) ORDER BY cm.date) FROM citations c"
	"   JOIN messages cm ON cm.id = c.message WHERE c.series = s.id), '[]'),"
	" 'comparisons', coalesce((SELECT json_agg(json_build_object('id', c.id, 'a', c.a, 'b', c.b,"
	"   'posted', c.posted, 'recomputed', c.recomputed)) FROM comparisons c"
	"   WHERE c.a = s.id OR c.b = s.id), '[]'))::text"
	" FROM " GROUPS_SERIES_FROM " WHERE s.id = $1";

json_t *model_series(struct req *r, const char *id)
{
	const char *v[1] = { id };
	json_t *m = req_query_json(r, sql_series, 1, v), *chart;
	struct buf url = BUF_INIT;

	if (json_is_null(m)) {
		req_fail(r, 404, "There is no series with that id.");
		return NULL;
	}
	if (m && (json_array_size(json_object_get(m, "values")) >= 2 ||
		  json_is_object(json_object_get(m, "summary")))) {
		chart = series_chart(m);
		buf_adds(&url, "/chart/series.svg?id=");
		html_url_arg(&url, id);
		json_object_set_new(chart, "id", json_string("series-strip"));
		json_object_set_new(chart, "url", json_string(url.data));
		json_object_set_new(m, "chart", chart);
		buf_release(&url);
	}
	return m;
}

/* /series/ID or /api/series/ID: the id is the last path word */
static const char *series_id(struct req *r)
{
	const char *p = strrchr(r->path, '/');

	return p && p[1] ? p + 1 : "";
}

/* NAME: VALUE as a row of the page's table, when the series has it */
static void fact_row(json_t *rows, const char *name, const char *value)
{
	if (value)
		json_array_append_new(rows, json_pack("{s:s, s:s}", "name", name, "value", value));
}

/* the fields and parameters the series has, in the page's order */
static json_t *fact_rows(json_t *m)
{
	static const char *const keys[] = { "workload", "metric", "unit", "better", "scheduler", "os",
					    "os_version", "label", "name", NULL };
	static const char *const names[] = { "workload", "metric", "unit", "better", "scheduler", "OS",
					     "OS version", "label in the post", "data set as printed", NULL };
	json_t *rows = json_array(), *v;
	const char *k;
	int i;

	for (i = 0; keys[i]; i++)
		fact_row(rows, names[i], jstr(m, keys[i]));
	json_object_foreach(json_object_get(m, "params"), k, v)
		fact_row(rows, k, json_is_object(v) ? jstr(v, "text") : json_string_value(v));
	fact_row(rows, "posted by", jstr(m, "author"));
	return rows;
}

int page_series(struct req *r)
{
	json_t *m = model_series(r, series_id(r));
	struct buf t = BUF_INIT;

	if (!m)
		return -1;
	config_label(&t, m);
	buf_addf(&t, " %s %s", jstr(m, "workload") ? jstr(m, "workload") : "(workload unknown)",
		 jstr(m, "metric") ? jstr(m, "metric") : "");
	json_object_set_new(m, "title", json_string(t.data));
	json_object_set_new(m, "fact_rows", fact_rows(m));
	buf_release(&t);
	return page_render(r, "series", m);
}

int page_api_series(struct req *r)
{
	return api_send(r, model_series(r, series_id(r)));
}
