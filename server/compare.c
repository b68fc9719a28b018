/* compare.c: the models of the comparison side: a workload across posts, a series, the systems */
#include "chart-json.h"
#include "../core/group-charts.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pages.h"
#include "../core/stats.h"
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

/* A fragment: claims as JSON with their checks and reruns; each statement adds which claims */
#define SQL_CLAIMS_JSON \
	"SELECT coalesce(json_agg(json_build_object('id', c.id, 'kind', c.kind, 'text', c.text," \
	" 'status', k.status, 'note', k.note, 'message_id', m.message_id," \
	" 'reruns', (SELECT coalesce(json_agg(json_build_object('job', j.id, 'state', j.state," \
	"   'verdict', v.status) ORDER BY j.id), '[]') FROM jobs j LEFT JOIN verdicts v ON v.job = j.id" \
	"   WHERE j.claim = c.id)) ORDER BY m.date NULLS LAST, c.message, c.span_start, c.ord), '[]')::text" \
	" FROM claims c JOIN messages m ON m.id = c.message LEFT JOIN checks k ON k.claim = c.id"

/* The claims resting on a series of the workload and metric, with their checks and reruns. */
static const char sql_claims_of[] =
	SQL_CLAIMS_JSON
	" WHERE EXISTS (SELECT 1 FROM claim_series cs JOIN series s ON s.id = cs.series"
	"   WHERE cs.claim = c.id AND s.workload = $1 AND s.metric = $2)";

/* The same three for the series of one page only: $1 their ids, a text array */
static const char sql_systems_in[] =
	"SELECT coalesce(json_object_agg(y.id, " SYSTEM_JSON "), '{}')::text FROM systems y"
	" WHERE y.id IN (SELECT system FROM series WHERE id = ANY ($1::text[]))";

static const char sql_comparisons_in[] =
	"SELECT coalesce(json_agg(" COMPARISON_JSON " ORDER BY c.span_start), '[]')::text"
	" FROM comparisons c WHERE c.a = ANY ($1::text[])";

static const char sql_claims_in[] =
	SQL_CLAIMS_JSON
	" WHERE c.id IN (SELECT cs.claim FROM claim_series cs WHERE cs.series = ANY ($1::text[]))";

/* {"id1","id2"}: the ids of SERIES as a PostgreSQL text array literal (a parameter, not SQL) */
static void series_ids(struct buf *b, json_t *series)
{
	json_t *s;
	size_t i;
	const char *p;

	buf_addc(b, '{');
	json_array_foreach(series, i, s) {
		if (i)
			buf_addc(b, ',');
		buf_addc(b, '"');
		for (p = jstr(s, "id") ? jstr(s, "id") : ""; *p; p++) {
			if (*p == '"' || *p == '\\')
				buf_addc(b, '\\');
			buf_addc(b, *p);
		}
		buf_addc(b, '"');
	}
	buf_addc(b, '}');
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

/* ---------- paging and the summary per system ---------- */

/*
 * A workload can have thousands of posts with figures (hackbench: one in
 * every post of a busy list), too many for one page or one model.  The HTML
 * page shows a summary of every series (one row per system and OS version,
 * aggregated by SQL) and the groups of COMPARE_PER_PAGE posts (&page=N), with
 * the systems, posted comparisons and claims of their series only; a
 * chart builds only the groups up to its own.  Posts are taken in the order
 * GROUPS_SQL_SERIES gives their series, so page 1's groups are the first
 * groups of the whole comparison, numbered alike.
 */
#define PAGE_POSTS_CTE \
	"WITH p AS (SELECT k.message, k.report FROM (SELECT DISTINCT s.message, s.report FROM series s" \
	"  WHERE s.workload = $1 AND s.metric = $2) k LEFT JOIN messages m ON m.id = k.message" \
	" ORDER BY coalesce(m.date, (SELECT coalesce(rp.run_at, rp.imported_at) FROM reports rp" \
	"  WHERE rp.id = k.report)) NULLS LAST, k.message, k.report LIMIT $3 OFFSET $4)"

/* the series of the page's posts, as GROUPS_SQL_SERIES has them (two index lookups, not an OR) */
static const char sql_series_page[] =
	PAGE_POSTS_CTE
	" SELECT coalesce(json_agg(" GROUPS_SERIES_JSON " ORDER BY " GROUPS_SERIES_DATE " NULLS LAST,"
	" m.id, s.report, s.span_start, s.ord), '[]')::text FROM " GROUPS_SERIES_FROM
	" WHERE s.id IN (SELECT s2.id FROM p JOIN series s2 ON s2.message = p.message"
	"  WHERE s2.workload = $1 AND s2.metric = $2"
	"  UNION ALL SELECT s3.id FROM p JOIN series s3 ON s3.report = p.report"
	"  WHERE s3.workload = $1 AND s3.metric = $2)";

/* b and a: $3, $4 (either may be NULL), matched as core/groups.c's side_match does */
#define SIDE_OF(x) "lower(" x ") IN (lower(s.scheduler), lower(s.os_version), lower(s.label))"
/* a series' figure: its posted mean, else the mean of its values */
#define FIGURE_OF \
	"CASE WHEN s.summary IS NULL THEN (SELECT avg(p.value) FROM samples p WHERE p.series = s.id)" \
	" WHEN jsonb_typeof(s.summary->'mean') = 'number' THEN (s.summary->>'mean')::float8" \
	" ELSE (s.summary->'mean'->>'value')::float8 END"
#define SIDE_STATS(side) \
	"json_build_object('n', count(fig) FILTER (WHERE side = '" side "')," \
	" 'mean', avg(fig) FILTER (WHERE side = '" side "')," \
	" 'stddev', stddev_samp(fig) FILTER (WHERE side = '" side "')," \
	" 'min', min(fig) FILTER (WHERE side = '" side "')," \
	" 'max', max(fig) FILTER (WHERE side = '" side "')," \
	" 'median', percentile_cont(0.5) WITHIN GROUP (ORDER BY fig) FILTER (WHERE side = '" side "'))"

/* one row per system and OS version (none when a or b names OS versions), most series first */
static const char sql_summary[] =
	"WITH s AS (SELECT s.system, s.message, s.report, s.params,"
	" CASE WHEN " SIDE_OF("$3::text") " THEN 'a' WHEN " SIDE_OF("$4::text") " THEN 'b' END AS side,"
	" CASE WHEN lower(s.os_version) IN (lower($3::text), lower($4::text)) THEN NULL"
	"  ELSE s.os_version END AS ver, " FIGURE_OF " AS fig"
	" FROM series s WHERE s.workload = $1 AND s.metric = $2)"
	" SELECT json_build_object('posts', (SELECT count(*) FROM (SELECT DISTINCT message, report FROM s) k),"
	" 'systems', coalesce(json_agg(json_build_object('system', CASE WHEN y.id IS NULL THEN NULL"
	"  ELSE " SYSTEM_JSON " END, 'os_version', g.ver, 'posts', g.posts, 'series', g.series,"
	"  'settings', g.settings, 'a', g.a, 'b', g.b) ORDER BY g.series DESC, g.system, g.ver), '[]'))::text"
	" FROM (SELECT system, ver, count(DISTINCT (message, report)) AS posts,"
	"  count(*) AS series, count(DISTINCT params) AS settings,"
	"  " SIDE_STATS("a") " AS a, " SIDE_STATS("b") " AS b"
	"  FROM s GROUP BY system, ver) g LEFT JOIN systems y ON y.id = g.system";

/* b against a over the figures of each side, as groups' rows have it (core/groups.h) */
static json_t *summary_difference(json_t *a, json_t *b)
{
	struct stats_set sa, sb;
	struct stats_result res;
	double ma = jnum(a, "mean"), mb = jnum(b, "mean");

	if (jnum(a, "n") >= 2 && jnum(b, "n") >= 2 &&
	    stats_from_summary(&sa, (size_t)jnum(a, "n"), jnum(a, "min"), jnum(a, "max"),
			       jnum(a, "median"), ma, jnum(a, "stddev")) == 0 &&
	    stats_from_summary(&sb, (size_t)jnum(b, "n"), jnum(b, "min"), jnum(b, "max"),
			       jnum(b, "median"), mb, jnum(b, "stddev")) == 0 &&
	    stats_student(&sb, &sa, stats_conf_index(95), STATS_DEBIAN, &res) == 0)
		return json_pack("{s:s, s:f, s:f, s:f, s:f, s:f, s:b}", "method", "student",
				 "confidence", 95.0, "delta", res.diff, "delta_ci", res.diff_pm,
				 "delta_pct", res.pct, "ci_pct", res.pct_pm, "proven", res.proven);
	if (jnum(a, "n") >= 1 && jnum(b, "n") >= 1 && isfinite(ma) && isfinite(mb) && ma != 0)
		return json_pack("{s:s, s:f, s:f}", "method", "ratio", "ratio", mb / ma,
				 "delta_pct", (mb - ma) / ma * 100);
	return json_null();
}

static json_t *compare_summary(struct req *r, const char *const *v)
{
	json_t *sum = req_query_json(r, sql_summary, 4, v), *row;
	size_t i;

	json_array_foreach(json_object_get(sum, "systems"), i, row)
		json_object_set_new(row, "difference", summary_difference(json_object_get(row, "a"),
									  json_object_get(row, "b")));
	return sum;
}

/* ---------- the models ---------- */

static json_t *compare_index(struct req *r)
{
	json_t *w = req_query_json(r, sql_index, 0, NULL);

	return w ? json_pack("{s:o}", "workloads", w) : NULL;
}

/*
 * The comparison of workload and metric: every group (/api/compare without
 * page), the groups of one page with the summary (/compare, /api/compare
 * with page), or for a chart only the groups up to chart index CHART of its
 * page (CHART >= 0: no summary, systems, comparisons or claims).
 */
static json_t *compare_model(struct req *r, int paged, int chart)
{
	const char *workload = req_arg(r, "workload"), *metric = req_arg(r, "metric");
	const char *a = req_arg(r, "a"), *b = req_arg(r, "b");
	json_t *m = NULL, *mt = NULL, *series = NULL, *systems = NULL, *cmp = NULL, *claims = NULL;
	json_t *sum = NULL, *q = NULL;
	long long page = req_arg_int(r, "page", 1, 1, 1000000);
	char lim[24], off[24];
	struct buf ids = BUF_INIT;
	const char *v[4];

	if (!workload || !*workload)
		return compare_index(r);
	v[0] = workload;
	if (!(mt = req_query_json(r, sql_metric, 1, v)))
		goto cleanup;
	if (!metric || !*metric)
		metric = jstr(mt, "preferred") ? jstr(mt, "preferred") :
			json_string_value(json_array_get(json_object_get(mt, "metrics"), 0));
	if (!metric) {
		req_fail(r, 404, "No figures of that workload are in the archive.");
		goto cleanup;
	}
	v[1] = metric;
	snprintf(lim, sizeof(lim), "%d", chart >= 0 ? chart + 1 : COMPARE_PER_PAGE);
	snprintf(off, sizeof(off), "%lld", (page - 1) * COMPARE_PER_PAGE);
	v[2] = lim;
	v[3] = off;
	if (!(series = paged ? req_query_json(r, sql_series_page, 4, v) : req_query_json(r, sql_series, 2, v)))
		goto cleanup;
	if (chart >= 0) {
		systems = json_object();
		cmp = json_array();
		claims = json_array();
	} else if (paged) {
		/* a page's systems, posted comparisons and claims: those of its series */
		const char *ids_v[1];

		series_ids(&ids, series);
		ids_v[0] = ids.data;
		if (!(systems = req_query_json(r, sql_systems_in, 1, ids_v)) ||
		    !(cmp = req_query_json(r, sql_comparisons_in, 1, ids_v)) ||
		    !(claims = req_query_json(r, sql_claims_in, 1, ids_v)))
			goto cleanup;
	} else if (!(systems = req_query_json(r, sql_systems_of, 2, v)) ||
		   !(cmp = req_query_json(r, sql_comparisons_of, 2, v)) ||
		   !(claims = req_query_json(r, sql_claims_of, 2, v))) {
		goto cleanup;
	}
	v[2] = a;
	v[3] = b;
	if (paged && chart < 0 && !(sum = compare_summary(r, v)))
		goto cleanup;
	q = json_pack("{s:s, s:s, s:o, s:o}", "workload", workload, "metric", metric,
		      "a", json_str_or_null(a), "b", json_str_or_null(b));
	if (req_arg(r, "page"))
		json_object_set_new(q, "page", json_sprintf("%lld", page));
	m = json_pack("{s:O, s:O, s:o, s:O, s:O, s:O, s:O}",
		      "query", q, "metrics", json_object_get(mt, "metrics") ?
		      json_object_get(mt, "metrics") : json_null(),
		      "groups", build_groups(series, systems, cmp, a, b, q),
		      "series", series, "systems", systems, "comparisons", cmp,
		      "claims", claims);
	json_object_set_new(m, "unit", json_str_or_null(jstr(json_array_get(series, 0), "unit")));
	json_object_set_new(m, "better", json_str_or_null(jstr(json_array_get(series, 0), "better")));
	if (sum) {
		long long posts = (long long)jnum(sum, "posts");

		if (page > 1 && (page - 1) * COMPARE_PER_PAGE >= posts) {
			json_decref(m);
			m = NULL;
			req_fail(r, 404, "The comparison has fewer pages than that.");
			goto cleanup;
		}
		json_object_set(m, "summary", json_object_get(sum, "systems"));
		json_object_set_new(m, "page", json_pack("{s:I, s:i, s:I, s:I}", "number", (json_int_t)page,
			"per_page", COMPARE_PER_PAGE, "posts", (json_int_t)posts,
			"pages", (json_int_t)((posts + COMPARE_PER_PAGE - 1) / COMPARE_PER_PAGE)));
	}
cleanup:
	buf_release(&ids);
	json_decref(q);
	json_decref(mt);
	json_decref(series);
	json_decref(cmp);
	json_decref(systems);
	json_decref(claims);
	json_decref(sum);
	return m;
}

json_t *model_compare(struct req *r)
{
	return compare_model(r, req_arg(r, "page") != NULL, -1);
}

json_t *model_compare_page(struct req *r)
{
	return compare_model(r, 1, -1);
}

json_t *model_compare_chart(struct req *r, int group)
{
	return compare_model(r, 1, group);
}
