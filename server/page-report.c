/* page-report.c: /reports/report-N/ and /api/reports/N: one imported benchmark report file, its systems and series */
#include "pages.h"

#include <stdlib.h>
#include <string.h>

#include "../core/groups.h"
#include "../core/banned.h"

/*
 * A report's n and mean: the posted summary's when the file gave one, else
 * the count and the mean of its samples.
 */
static const char sql_report[] =
	"SELECT json_build_object('id', r.id, 'path', r.path, 'format', r.format,"
	" 'format_version', r.format_version, 'fields', coalesce(to_json(r.fields), '[]'),"
	" 'system_name', r.system_name, 'title', coalesce(r.title, r.path),"
	" 'run_at', " SQL_UTC("r.run_at") ", 'imported_at', " SQL_UTC("r.imported_at") ", 'sha256', r.sha256,"
	" 'series', coalesce((SELECT json_agg(json_build_object('id', s.id, 'workload', s.workload,"
	"   'metric', s.metric, 'unit', s.unit, 'label', s.label, 'params', s.params, 'system', y.name,"
	"   'n', coalesce((s.summary->'n'->>'value')::bigint, (SELECT count(*) FROM samples p WHERE p.series = s.id)),"
	"   'mean', coalesce((s.summary->'mean'->>'value')::float8,"
	"                    (SELECT avg(p.value) FROM samples p WHERE p.series = s.id)))"
	"   ORDER BY s.ord) FROM series s LEFT JOIN systems y ON y.id = s.system WHERE s.report = r.id), '[]'))"
	" FROM reports r WHERE r.id = $1::bigint";

/* the number N of "/reports/report-N/" or "/api/reports/N", or NULL */
static char *report_id(struct req *r)
{
	const char *p = strrchr(r->path, '/');
	size_t n;

	if (p && !p[1] && p > r->path)      /* "report-N/": the word before the last slash */
		for (p--; p > r->path && *p != '/'; p--)
			;
	if (!p)
		return NULL;
	p++;
	if (!strncmp(p, "report-", 7))
		p += 7;
	n = strcspn(p, "/");
	if (!n || n > 19 || strspn(p, "0123456789") != n)
		return NULL;
	return xstrndup(p, n);
}

json_t *model_report(struct req *r)
{
	char *id = report_id(r);
	const char *v[1] = { id };
	json_t *m = id ? req_query_json(r, sql_report, 1, v) : json_null();

	free(id);
	if (json_is_null(m)) {
		req_fail(r, 404, "No such report.");
		return NULL;
	}
	return m;
}

/* NAME: VALUE as a row of the page's table, when the report has it */
static void fact_row(json_t *rows, const char *name, const char *value)
{
	if (value && *value)
		json_array_append_new(rows, json_pack("{s:s, s:s}", "name", name, "value", value));
}

static json_t *fact_rows(json_t *m)
{
	static const char *const keys[] = { "path", "format", "format_version", "fields", "system_name",
					    "run_at", "imported_at", "sha256", NULL };
	static const char *const names[] = { "file", "format", "format version", "fields read", "system",
					     "run at", "imported at", "SHA-256", NULL };
	json_t *rows = json_array(), *f;
	struct buf fields = BUF_INIT;
	size_t k;
	int i;

	json_array_foreach(json_object_get(m, "fields"), k, f)
		buf_addf(&fields, "%s%s", k ? ", " : "", json_string_value(f));
	for (i = 0; keys[i]; i++)
		fact_row(rows, names[i], strcmp(keys[i], "fields") ? jstr(m, keys[i]) : fields.data);
	buf_release(&fields);
	return rows;
}

int page_report(struct req *r)
{
	json_t *m = model_report(r);

	if (!m)
		return -1;
	json_object_set_new(m, "fact_rows", fact_rows(m));
	return page_render(r, "report", m);
}

int page_api_report(struct req *r)
{
	return api_send(r, model_report(r));
}
