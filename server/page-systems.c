/* page-systems.c: /systems: the hardware the posts and report files describe, with the series measured on each */
#include "chart-json.h"
#include "../core/group-charts.h"

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
	json_t *arr = req_query_json(r, sql_systems, 0, NULL);

	return arr ? json_pack("{s:o}", "systems", arr) : NULL;
}

/* A report file's Hardware and Software key-values, for "Processor: X; Kernel: Y" */
static json_t *detail_rows(json_t *y)
{
	static const char *const parts[] = { "hardware", "software" };
	json_t *rows = json_array(), *v;
	const char *k;
	size_t i;

	for (i = 0; i < 2; i++)
		json_object_foreach(json_object_get(json_object_get(y, "details"), parts[i]), k, v)
			if (json_is_string(v))
				json_array_append_new(rows, json_pack("{s:s, s:O}", "name", k, "value", v));
	return rows;
}

int page_systems(struct req *r)
{
	json_t *m = model_systems(r), *y;
	size_t i;

	if (!m)
		return -1;
	json_array_foreach(json_object_get(m, "systems"), i, y)
		json_object_set_new(y, "detail_rows", detail_rows(y));
	return page_render(r, "systems", m);
}

int page_api_systems(struct req *r)
{
	return api_send(r, model_systems(r));
}
