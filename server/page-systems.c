/* page-systems.c: /systems: the hardware the posts and report files describe, with the series measured on each */
#include "compare.h"

#include "html.h"
#include "pages.h"
#include "../core/banned.h"

/* Systems from posts (message) and from report files (report: a PTS System
 * block, a --system name): one list, by when the post was sent or the run
 * made. */
static const char sql_systems[] =
	"SELECT coalesce(json_agg(json_build_object('id', y.id, 'name', y.name, 'cpu_model', y.cpu_model,"
	" 'arch', y.arch, 'board', y.board, 'sockets', y.sockets, 'cores', y.cores, 'threads', y.threads,"
	" 'clock_ghz', y.clock_ghz, 'memory_mb', y.memory_mb, 'disks', y.disks, 'author', y.author,"
	" 'details', y.details,"
	" 'message', CASE WHEN m.id IS NOT NULL THEN json_build_object('message_id', m.message_id,"
	"   'subject', m.subject, 'date', " SQL_UTC("m.date") ", 'list', (SELECT min(l.name)"
	"   FROM message_lists ml JOIN lists l ON l.id = ml.list WHERE ml.message = m.id)) END,"
	" 'report', CASE WHEN rp.id IS NOT NULL THEN json_build_object('id', rp.id, 'format', rp.format,"
	"   'title', rp.title, 'path', rp.path, 'run_at', " SQL_UTC("rp.run_at") ") END,"
	" 'workloads', coalesce((SELECT json_agg(DISTINCT s.workload) FROM series s"
	"   WHERE s.system = y.id AND s.workload IS NOT NULL), '[]'),"
	" 'series', (SELECT count(*) FROM series s WHERE s.system = y.id))"
	" ORDER BY coalesce(m.date, rp.run_at, rp.imported_at) NULLS LAST, y.span_start, y.name), '[]')::text"
	" FROM systems y LEFT JOIN messages m ON m.id = y.message LEFT JOIN reports rp ON rp.id = y.report";

json_t *model_systems(struct req *r)
{
	PGresult *res = req_query(r, sql_systems, 0, NULL);
	json_t *arr;

	if (!res)
		return NULL;
	arr = json_loads(PQgetvalue(res, 0, 0), 0, NULL);
	PQclear(res);
	if (!arr) {
		req_fail(r, 500, "The database answered with JSON that does not parse.");
		return NULL;
	}
	return json_pack("{s:o}", "systems", arr);
}

/* a {"value", "text"} pair as posted, or nothing */
static void posted(struct buf *b, json_t *y, const char *key)
{
	html(b, "<td class=\"n\">");
	html_txt(b, jstr(json_object_get(y, key), "text"));
	html(b, "</td>");
}

/* A report file's Hardware and Software key-values: "Processor: X; Kernel: Y" */
static void details(struct buf *b, json_t *y)
{
	static const char *const parts[] = { "hardware", "software" };
	const char *k;
	json_t *v;
	size_t i;
	int n = 0;

	for (i = 0; i < 2; i++)
		json_object_foreach(json_object_get(json_object_get(y, "details"), parts[i]), k, v) {
			if (!json_is_string(v))
				continue;
			if (n++)
				html(b, "; ");
			html(b, "<span class=\"meta\">");
			html_txt(b, k);
			html(b, ":</span> ");
			html_txt(b, json_string_value(v));
		}
}

/* Where a system is described: the post, or the report file. */
static void origin(struct buf *b, json_t *y)
{
	json_t *msg = json_object_get(y, "message"), *rep = json_object_get(y, "report");

	if (json_is_object(rep)) {
		char href[64];
		snprintf(href, sizeof(href), "/reports/report-%lld/",
			 (long long)json_integer_value(json_object_get(rep, "id")));
		html(b, "<a href=\"");
		html_attr(b, href);
		html(b, "\">");
		html_txt(b, jstr(rep, "title") ? jstr(rep, "title") : jstr(rep, "path"));
		html(b, "</a> <span class=\"meta\">");
		html_txt(b, jstr(rep, "format"));
		html(b, " report</span>");
		return;
	}
	html_post_link(b, msg, NULL);
	html(b, " <span class=\"meta\">");
	html_txt(b, jstr(y, "author"));
	html(b, "</span>");
}

int page_systems(struct req *r)
{
	json_t *m = model_systems(r), *y, *w;
	struct buf *b = &r->out;
	size_t i, j;

	if (!m)
		return -1;
	html_page_begin(r, "Systems");
	html(b, "<h1>Systems</h1>\n<p>The hardware the posts and report files describe, as they"
		" state it.</p>\n"
		"<table class=\"systems\">\n<thead><tr><th>system</th><th>CPU</th><th>sockets</th>"
		"<th>cores</th><th>threads</th><th>clock</th><th>memory</th><th>disks</th>"
		"<th>hardware and software</th><th>described in</th>"
		"<th>workloads measured</th></tr></thead>\n<tbody>\n");
	json_array_foreach(json_object_get(m, "systems"), i, y) {
		html(b, "<tr id=\"");
		html_attr(b, jstr(y, "id"));
		html(b, "\"><td>");
		html_txt(b, jstr(y, "name"));
		html(b, "</td><td>");
		html_txt(b, jstr(y, "cpu_model") ? jstr(y, "cpu_model") : "(not named)");
		html(b, "</td>");
		posted(b, y, "sockets");
		posted(b, y, "cores");
		posted(b, y, "threads");
		posted(b, y, "clock_ghz");
		posted(b, y, "memory_mb");
		html(b, "<td>");
		html_txt(b, jstr(y, "disks"));
		html(b, "</td><td>");
		details(b, y);
		html(b, "</td><td>");
		origin(b, y);
		html(b, "</td><td>");
		json_array_foreach(json_object_get(y, "workloads"), j, w) {
			if (j)
				html(b, ", ");
			html(b, "<a href=\"/compare?workload=");
			html_url_arg(b, json_string_value(w));
			html(b, "\">");
			html_txt(b, json_string_value(w));
			html(b, "</a>");
		}
		html(b, "</td></tr>\n");
	}
	html(b, "</tbody>\n</table>\n");
	if (!json_array_size(json_object_get(m, "systems")))
		html(b, "<p>No system descriptions yet.</p>\n");
	html(b, "<p><a href=\"/api/systems\">JSON</a></p>\n");
	html_page_end(r);
	json_decref(m);
	return 0;
}

int page_api_systems(struct req *r)
{
	return api_send(r, model_systems(r));
}
