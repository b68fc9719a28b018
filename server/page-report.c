/* page-report.c: /reports/report-N/: one imported benchmark report file, its systems and series */
#include "pages.h"

#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "../core/banned.h"

#define REPORT_SQL \
	"SELECT r.path, r.format, r.format_version, array_to_string(r.fields, ', ') AS fields," \
	" r.system_name, coalesce(r.title, r.path) AS title, " SQL_UTC("r.run_at") " AS run_at," \
	" " SQL_UTC("r.imported_at") " AS imported_at, r.sha256 FROM reports r WHERE r.id = $1::bigint"

#define REPORT_SERIES_SQL \
	"SELECT s.id, s.workload, s.metric, s.unit, s.label, s.params::text AS params, y.name AS system," \
	" coalesce((s.summary->>'n')::text, (SELECT count(*) FROM samples p WHERE p.series = s.id)::text) AS n," \
	" coalesce((s.summary->>'mean')::float8, (SELECT avg(p.value) FROM samples p WHERE p.series = s.id))::text AS mean" \
	" FROM series s LEFT JOIN systems y ON y.id = s.system WHERE s.report = $1::bigint ORDER BY s.ord"

/* "report-17/" -> "17", or NULL */
static char *report_id(struct req *r)
{
	const char *p = r->path + strlen("/reports/");
	size_t n = strcspn(p, "/");
	char *id;

	if (strncmp(p, "report-", 7) || n <= 7 || n > 27)
		return NULL;
	id = xstrndup(p + 7, n - 7);
	if (strspn(id, "0123456789") != strlen(id)) {
		free(id);
		return NULL;
	}
	return id;
}

static void row(struct buf *b, const char *name, const char *value)
{
	if (!value || !*value)
		return;
	html(b, "<tr><th>");
	html_txt(b, name);
	html(b, "</th><td>");
	html_txt(b, value);
	html(b, "</td></tr>\n");
}

static void series_table(struct buf *b, PGresult *res)
{
	static const char *const cols[] = { "workload", "metric", "unit", "label", "system", "n",
					    "mean", "params" };
	int i;
	size_t k;

	html(b, "<table class=\"series\">\n<tr>");
	for (k = 0; k < sizeof(cols) / sizeof(cols[0]); k++) {
		html(b, "<th>");
		html_txt(b, cols[k]);
		html(b, "</th>");
	}
	html(b, "</tr>\n");
	for (i = 0; i < PQntuples(res); i++) {
		html(b, "<tr>");
		for (k = 0; k < sizeof(cols) / sizeof(cols[0]); k++) {
			const char *v = db_value(res, i, cols[k]);
			html(b, "<td>");
			if (k == 0 && v) {
				html(b, "<a href=\"/compare?workload=");
				html_attr(b, v);
				html(b, "\">");
				html_txt(b, v);
				html(b, "</a>");
			} else {
				html_txt(b, v ? v : "");
			}
			html(b, "</td>");
		}
		html(b, "</tr>\n");
	}
	html(b, "</table>\n");
}

int page_report(struct req *r)
{
	char *id = report_id(r);
	const char *v[1] = { id };
	PGresult *res = NULL, *ser = NULL;
	struct buf *b = &r->out;
	int ret = -1;

	if (!id)
		return req_fail(r, 404, "No such report.");
	if (!(res = req_query(r, REPORT_SQL, 1, v)) || !(ser = req_query(r, REPORT_SERIES_SQL, 1, v)))
		goto cleanup;
	if (PQntuples(res) != 1) {
		req_fail(r, 404, "No such report.");
		goto cleanup;
	}
	html_page_begin(r, db_value(res, 0, "title"));
	html(b, "<article class=\"report\">\n<h1>");
	html_txt(b, db_value(res, 0, "title"));
	html(b, "</h1>\n<table class=\"headers\">\n");
	row(b, "file", db_value(res, 0, "path"));
	row(b, "format", db_value(res, 0, "format"));
	row(b, "format version", db_value(res, 0, "format_version"));
	row(b, "fields read", db_value(res, 0, "fields"));
	row(b, "system", db_value(res, 0, "system_name"));
	row(b, "run at", db_value(res, 0, "run_at"));
	row(b, "imported at", db_value(res, 0, "imported_at"));
	row(b, "SHA-256", db_value(res, 0, "sha256"));
	html(b, "</table>\n");
	series_table(b, ser);
	html(b, "</article>\n");
	html_page_end(r);
	ret = 0;
cleanup:
	PQclear(res);
	PQclear(ser);
	free(id);
	return ret;
}
