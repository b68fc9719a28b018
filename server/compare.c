/* compare.c: the models of the comparison side: a workload across posts, a series, the systems */
#include "compare.h"

#include <stdlib.h>
#include <string.h>

#include "pages.h"
#include "../core/banned.h"

/*
 * Design.  SQL builds the rows as JSON (one round trip per part); C groups
 * them through core/groups.c (shared with the digest): one group per post
 * and system, one row per parameter setting, one column per configuration,
 * configuration a first, differences by core/stats.c.  Charts are specs in
 * the model (chart-json.c draws them), so /api/compare holds every number a
 * mark shows.
 */

#define SYSTEM_JSON \
	"json_build_object('id', y.id, 'cpu_model', y.cpu_model, 'arch', y.arch, 'board', y.board," \
	" 'sockets', y.sockets, 'cores', y.cores, 'threads', y.threads, 'clock_ghz', y.clock_ghz," \
	" 'memory_mb', y.memory_mb, 'disks', y.disks, 'author', y.author)"

#define COMPARISON_JSON \
	"json_build_object('id', c.id, 'a', c.a, 'b', c.b, 'posted', c.posted, 'recomputed', c.recomputed)"

static const char sql_index[] =
	"SELECT coalesce(json_agg(json_build_object('workload', workload, 'metrics', metrics,"
	" 'series', n, 'posts', posts, 'sides', sides) ORDER BY workload), '[]')::text"
	" FROM (SELECT s.workload, count(*) AS n, count(DISTINCT s.message) AS posts,"
	"  json_agg(DISTINCT s.metric) AS metrics,"
	"  json_agg(DISTINCT coalesce(s.scheduler, s.os_version, s.label)) AS sides"
	"  FROM series s WHERE s.workload IS NOT NULL GROUP BY s.workload) t";

static const char sql_metric[] =
	"SELECT json_build_object('preferred', (SELECT v.metric FROM vocab_workloads v WHERE v.name = $1"
	"  AND EXISTS (SELECT 1 FROM series s WHERE s.workload = $1 AND s.metric = v.metric)),"
	" 'metrics', (SELECT json_agg(metric ORDER BY n DESC, metric) FROM (SELECT metric, count(*) AS n"
	"  FROM series WHERE workload = $1 AND metric IS NOT NULL GROUP BY metric) t))::text";

static const char sql_series[] = GROUPS_SQL_SERIES;

static const char sql_systems_of[] =
	"SELECT coalesce(json_object_agg(y.id, " SYSTEM_JSON "), '{}')::text FROM systems y"
	" WHERE y.id IN (SELECT system FROM series WHERE workload = $1 AND metric = $2)";

static const char sql_comparisons_of[] =
	"SELECT coalesce(json_agg(" COMPARISON_JSON " ORDER BY c.span_start), '[]')::text"
	" FROM comparisons c WHERE c.a IN (SELECT id FROM series WHERE workload = $1 AND metric = $2)";

/* The claims resting on a series of the workload and metric, with their checks and reruns. */
static const char sql_claims_of[] =
	"SELECT coalesce(json_agg(json_build_object('id', c.id, 'kind', c.kind, 'text', c.text,"
	" 'status', k.status, 'note', k.note, 'message_id', m.message_id,"
	" 'reruns', (SELECT coalesce(json_agg(json_build_object('job', j.id, 'state', j.state,"
	"   'verdict', v.status) ORDER BY j.id), '[]') FROM jobs j LEFT JOIN verdicts v ON v.job = j.id"
	"   WHERE j.claim = c.id)) ORDER BY m.date NULLS LAST, c.message, c.span_start, c.ord), '[]')::text"
	" FROM claims c JOIN messages m ON m.id = c.message LEFT JOIN checks k ON k.claim = c.id"
	" WHERE EXISTS (SELECT 1 FROM claim_series cs JOIN series s ON s.id = cs.series"
	"   WHERE cs.claim = c.id AND s.workload = $1 AND s.metric = $2)";

/* One JSON document from the first column of a one-row answer. */
static json_t *query_json(struct req *r, const char *sql, int n, const char *const *v)
{
	PGresult *res = req_query(r, sql, n, v);
	json_t *j;

	if (!res)
		return NULL;
	j = PQntuples(res) == 1 && !PQgetisnull(res, 0, 0) ?
		json_loads(PQgetvalue(res, 0, 0), 0, NULL) : json_null();
	PQclear(res);
	if (!j)
		req_fail(r, 500, "The database answered with JSON that does not parse.");
	return j;
}

static json_t *build_groups(json_t *series, json_t *systems, json_t *comparisons, const char *a,
			    const char *b, json_t *q)
{
	json_t *groups = json_array(), *s;
	size_t ngrs = 0, i, j;
	struct group *grs = groups_build(series, a, b, groups, &ngrs);

	for (i = 0; i < ngrs; i++) {
		struct group *gr = &grs[i];
		json_t *vers = json_array(), *ids = json_array(), *cmp = json_array(), *c;
		const char *sys = jstr(json_array_get(gr->series, 0), "system");

		json_array_foreach(gr->series, j, s) {
			json_t *v = json_object_get(s, "os_version");
			size_t k;
			json_t *x;
			int seen = 0;

			json_array_append_new(ids, json_string(jstr(s, "id")));
			json_array_foreach(vers, k, x)
				seen |= json_equal(x, v);
			if (json_is_string(v) && !seen)
				json_array_append(vers, v);
		}
		json_array_foreach(comparisons, j, c)
			if (find_series(gr->series, jstr(c, "a")))
				json_array_append(cmp, c);
		json_object_set_new(gr->g, "system", sys && json_object_get(systems, sys) ?
				    json_incref(json_object_get(systems, sys)) : json_null());
		json_object_set_new(gr->g, "os_versions", vers);
		json_object_set(gr->g, "configs", gr->configs);
		json_object_set_new(gr->g, "series", ids);
		json_object_set(gr->g, "rows", gr->rows);
		json_object_set_new(gr->g, "comparisons", cmp);
		json_object_set_new(gr->g, "charts", group_charts(gr, (int)i, q));
	}
	groups_free(grs, ngrs);
	return groups;
}

/* ---------- the models ---------- */

static json_t *compare_index(struct req *r)
{
	json_t *w = query_json(r, sql_index, 0, NULL);

	return w ? json_pack("{s:o}", "workloads", w) : NULL;
}

json_t *model_compare(struct req *r)
{
	const char *workload = req_arg(r, "workload"), *metric = req_arg(r, "metric");
	const char *a = req_arg(r, "a"), *b = req_arg(r, "b");
	json_t *m = NULL, *mt = NULL, *series = NULL, *systems = NULL, *cmp = NULL, *claims = NULL, *q;
	const char *v[2];

	if (!workload || !*workload)
		return compare_index(r);
	v[0] = workload;
	if (!(mt = query_json(r, sql_metric, 1, v)))
		goto cleanup;
	if (!metric || !*metric)
		metric = jstr(mt, "preferred") ? jstr(mt, "preferred") :
			json_string_value(json_array_get(json_object_get(mt, "metrics"), 0));
	if (!metric) {
		req_fail(r, 404, "No figures of that workload are in the archive.");
		goto cleanup;
	}
	v[1] = metric;
	if (!(series = query_json(r, sql_series, 2, v)) ||
	    !(systems = query_json(r, sql_systems_of, 2, v)) ||
	    !(cmp = query_json(r, sql_comparisons_of, 2, v)) ||
	    !(claims = query_json(r, sql_claims_of, 2, v)))
		goto cleanup;
	q = json_pack("{s:s, s:s, s:o, s:o}", "workload", workload, "metric", metric,
		      "a", json_str_or_null(a), "b", json_str_or_null(b));
	m = json_pack("{s:O, s:O, s:o, s:O, s:O, s:O, s:O}",
		      "query", q, "metrics", json_object_get(mt, "metrics") ?
		      json_object_get(mt, "metrics") : json_null(),
		      "groups", build_groups(series, systems, cmp, a, b, q),
		      "series", series, "systems", systems, "comparisons", cmp,
		      "claims", claims);
	json_object_set_new(m, "unit", json_str_or_null(jstr(json_array_get(series, 0), "unit")));
	json_object_set_new(m, "better", json_str_or_null(jstr(json_array_get(series, 0), "better")));
	json_decref(q);
cleanup:
	json_decref(mt);
	json_decref(series);
	json_decref(cmp);
	json_decref(systems);
	json_decref(claims);
	return m;
}
