/* compare.c: the models of the comparison side: a workload across posts, a series, the systems */
#include "compare.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "origin-sql.h"
#include "pages.h"
#include "../core/stats.h"
#include "../core/banned.h"

/*
 * Design.  SQL builds the rows as JSON (one round trip per part); C groups
 * them: one group per post and system (figures from different machines are
 * not comparable in absolute terms), one row per parameter setting, one
 * column per configuration (scheduler and OS version), configuration a
 * first.  Differences use core/stats.c (ministat's Student's t at 95 %)
 * when both sides have N >= 2, else the plain ratio.  Charts are specs in
 * the model (chart-json.c draws them), so /api/compare holds every number a
 * mark shows.
 */

#define CONF 95.0

#define SERIES_JSON \
	"json_build_object('id', s.id, 'workload', s.workload, 'metric', s.metric, 'unit', s.unit," \
	" 'better', s.better, 'scheduler', s.scheduler, 'os', s.os, 'os_version', s.os_version," \
	" 'label', s.label, 'params', s.params, 'author', s.author, 'quoted', s.quoted," \
	" 'values', CASE WHEN s.summary IS NULL THEN coalesce((SELECT json_agg(json_build_object(" \
	"   'value', p.value, 'text', p.text) ORDER BY p.ord) FROM samples p WHERE p.series = s.id), '[]') END," \
	" 'summary', s.summary, 'system', s.system, 'span', json_build_array(s.span_start, s.span_end)," \
	" 'message', " SQL_SERIES_ORIGIN ")"

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

static const char sql_series[] =
	"SELECT coalesce(json_agg(" SERIES_JSON " ORDER BY " SQL_SERIES_DATE " NULLS LAST, m.id,"
	" s.report, s.span_start, s.ord), '[]')::text FROM " SQL_SERIES_FROM
	" WHERE s.workload = $1 AND s.metric = $2";

static const char sql_systems_of[] =
	"SELECT coalesce(json_object_agg(y.id, " SYSTEM_JSON "), '{}')::text FROM systems y"
	" WHERE y.id IN (SELECT system FROM series WHERE workload = $1 AND metric = $2)";

static const char sql_comparisons_of[] =
	"SELECT coalesce(json_agg(" COMPARISON_JSON " ORDER BY c.span_start), '[]')::text"
	" FROM comparisons c WHERE c.a IN (SELECT id FROM series WHERE workload = $1 AND metric = $2)";

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

const char *jstr(json_t *o, const char *key)
{
	return json_string_value(json_object_get(o, key));
}

double jnum(json_t *o, const char *key)
{
	json_t *v = json_object_get(o, key);

	if (json_is_object(v))
		v = json_object_get(v, "value");
	return json_is_number(v) ? json_number_value(v) : NAN;
}

/* ---------- series: sides, labels, figures ---------- */

const char *side_name(json_t *s)
{
	const char *v;

	if ((v = jstr(s, "scheduler")) || (v = jstr(s, "os_version")) || (v = jstr(s, "label")))
		return v;
	return "(unnamed)";
}

static int side_match(json_t *s, const char *want)
{
	static const char *const keys[] = { "scheduler", "os_version", "label" };
	size_t i;

	if (!want || !*want)
		return 0;
	for (i = 0; i < 3; i++) {
		const char *v = jstr(s, keys[i]);

		if (v && !strcasecmp(v, want))
			return 1;
	}
	return 0;
}

/* "ULE 7.0-CURRENT", "2.6.22-ck1", "4BSD" */
void config_label(struct buf *b, json_t *s)
{
	const char *sch = jstr(s, "scheduler"), *ver = jstr(s, "os_version");

	buf_adds(b, side_name(s));
	if (sch && ver) {
		buf_addc(b, ' ');
		buf_adds(b, ver);
	}
}

/* "jobs 4", "variant M1000, hz 1000"; variant_def is the footnote, not the key */
void row_label(struct buf *b, json_t *s, const char *skip)
{
	json_t *params = json_object_get(s, "params"), *v;
	const char *k;
	size_t start = b->len;

	json_object_foreach(params, k, v) {
		if (!strcmp(k, "variant_def") || (skip && !strcmp(k, skip)))
			continue;
		if (b->len > start)
			buf_adds(b, ", ");
		if (strcmp(k, "variant") && strcmp(k, "process")) {
			buf_adds(b, k);
			buf_addc(b, ' ');
		}
		if (json_is_object(v))
			buf_adds(b, jstr(v, "text") ? jstr(v, "text") : "?");
		else if (json_is_string(v))
			buf_adds(b, json_string_value(v));
	}
	if (b->len == start)
		buf_adds(b, "(as posted)");
}

int series_figure(json_t *s, double *v, const char **text, long *n, double *sd)
{
	json_t *vals = json_object_get(s, "values"), *sum = json_object_get(s, "summary"), *x;
	size_t i, k = json_array_size(vals);
	double acc = 0, acc2 = 0;

	*text = NULL;
	*sd = NAN;
	if (json_is_object(sum)) {
		*v = jnum(sum, "mean");
		*text = jstr(json_object_get(sum, "mean"), "text");
		*n = (long)jnum(sum, "n");
		*sd = jnum(sum, "stddev");
		return isfinite(*v) ? 0 : -1;
	}
	if (!k)
		return -1;
	*n = (long)k;
	if (k == 1) {
		*v = jnum(json_array_get(vals, 0), "value");
		*text = jstr(json_array_get(vals, 0), "text");
		return 0;
	}
	json_array_foreach(vals, i, x)
		acc += jnum(x, "value");
	*v = acc / k;
	json_array_foreach(vals, i, x)
		acc2 += (jnum(x, "value") - *v) * (jnum(x, "value") - *v);
	*sd = sqrt(acc2 / (k - 1));
	return 0;
}

/* {"value": v, "text": t} with t the posted text, or v printed */
json_t *figure_json(json_t *s, long *n, double *sd)
{
	const char *text;
	double v;
	struct buf b = BUF_INIT;
	json_t *j;

	if (series_figure(s, &v, &text, n, sd) < 0)
		return NULL;
	if (!text)
		buf_addf(&b, "%.6g", v);
	j = json_pack("{s:f, s:s}", "value", v, "text", text ? text : b.data);
	buf_release(&b);
	return j;
}

/* Half-width of the confidence interval of a mean, or NAN. */
double ci_half(long n, double sd)
{
	int conf = stats_conf_index(CONF);

	if (n < 2 || !isfinite(sd) || conf < 0)
		return NAN;
	return stats_t_critical(n - 1, conf) * sd / sqrt((double)n);
}

/* A stats set from a series' raw values or posted summary; -1 with N < 2. */
static int stats_of(json_t *s, struct stats_set *set, double **keep)
{
	json_t *vals = json_object_get(s, "values"), *sum = json_object_get(s, "summary"), *x;
	size_t i, k = json_array_size(vals);

	*keep = NULL;
	if (json_is_object(sum)) {
		if (jnum(sum, "n") < 2)
			return -1;
		return stats_from_summary(set, (size_t)jnum(sum, "n"), jnum(sum, "min"), jnum(sum, "max"),
					  jnum(sum, "median"), jnum(sum, "mean"), jnum(sum, "stddev"));
	}
	if (k < 2)
		return -1;
	*keep = xcalloc(k, sizeof(double));
	json_array_foreach(vals, i, x)
		(*keep)[i] = jnum(x, "value");
	return stats_from_samples(set, *keep, k, STATS_DEBIAN);
}

/* b against base a: Student's t where both have N >= 2, else the ratio. */
static json_t *difference(json_t *a, json_t *b)
{
	struct stats_set sa, sb;
	struct stats_result res;
	double *ka = NULL, *kb = NULL, va, vb, sda, sdb;
	const char *t;
	long na, nb;
	json_t *d = NULL;

	if (stats_of(a, &sa, &ka) == 0 && stats_of(b, &sb, &kb) == 0 &&
	    stats_student(&sb, &sa, stats_conf_index(CONF), STATS_DEBIAN, &res) == 0) {
		d = json_pack("{s:s, s:f, s:f, s:f, s:f, s:f, s:b}", "method", "student",
			      "confidence", CONF, "delta", res.diff, "delta_ci", res.diff_pm,
			      "delta_pct", res.pct, "ci_pct", res.pct_pm, "proven", res.proven);
	} else if (series_figure(a, &va, &t, &na, &sda) == 0 &&
		   series_figure(b, &vb, &t, &nb, &sdb) == 0 && va != 0) {
		d = json_pack("{s:s, s:f, s:f}", "method", "ratio", "ratio", vb / va,
			      "delta_pct", (vb - va) / va * 100);
	}
	free(ka);
	free(kb);
	return d;
}

/* ---------- grouping ---------- */

static int config_index(json_t *configs, const char *label)
{
	json_t *c;
	size_t i;

	json_array_foreach(configs, i, c)
		if (!strcmp(jstr(c, "label"), label))
			return (int)i;
	return -1;
}

/* Configurations: side a first, then b, then the rest in posting order. */
static void make_configs(struct group *gr, const char *a, const char *b)
{
	int pass;
	json_t *s;
	size_t i;

	gr->configs = json_array();
	gr->ia = gr->ib = -1;
	for (pass = 0; pass < 3; pass++)
		json_array_foreach(gr->series, i, s) {
			struct buf l = BUF_INIT;
			int is_a = side_match(s, a), is_b = !is_a && side_match(s, b);

			if ((pass == 0 && !is_a) || (pass == 1 && !is_b) || (pass == 2 && (is_a || is_b)))
				continue;
			config_label(&l, s);
			if (config_index(gr->configs, l.data) < 0) {
				json_array_append_new(gr->configs, json_pack("{s:s, s:o}", "label", l.data,
					"side", is_a ? json_string("a") : is_b ? json_string("b") : json_null()));
				if (is_a && gr->ia < 0)
					gr->ia = (int)json_array_size(gr->configs) - 1;
				if (is_b && gr->ib < 0)
					gr->ib = (int)json_array_size(gr->configs) - 1;
			}
			buf_release(&l);
		}
}

int series_config(struct group *gr, json_t *s)
{
	struct buf l = BUF_INIT;
	int i;

	config_label(&l, s);
	i = config_index(gr->configs, l.data);
	buf_release(&l);
	return i;
}

static void make_rows(struct group *gr)
{
	size_t nc = json_array_size(gr->configs), i, k;
	json_t *s, *labels = json_object();

	gr->rows = json_array();
	json_array_foreach(gr->series, i, s) {
		struct buf l = BUF_INIT;
		json_t *row, *cell;
		long n;
		double sd;
		int c = series_config(gr, s);

		row_label(&l, s, NULL);
		row = json_object_get(labels, l.data);
		if (!row) {
			row = json_pack("{s:s, s:o, s:[]}", "label", l.data,
					"params", json_deep_copy(json_object_get(s, "params")), "cells");
			for (k = 0; k < nc; k++)
				json_array_append_new(json_object_get(row, "cells"), json_null());
			json_object_set(labels, l.data, row);
			json_array_append_new(gr->rows, row);
		}
		if (c >= 0 && json_is_null(json_array_get(json_object_get(row, "cells"), c))) {
			json_t *fig = figure_json(s, &n, &sd);

			cell = json_pack("{s:s, s:o, s:I}", "series", jstr(s, "id"),
					 "figure", fig ? fig : json_null(), "n", (json_int_t)(fig ? n : 0));
			json_array_set_new(json_object_get(row, "cells"), c, cell);
		}
		buf_release(&l);
	}
	json_decref(labels);
}

json_t *find_series(json_t *all, const char *id)
{
	json_t *s;
	size_t i;

	json_array_foreach(all, i, s)
		if (id && !strcmp(jstr(s, "id"), id))
			return s;
	return NULL;
}

static void add_differences(struct group *gr)
{
	json_t *row;
	size_t i;

	json_array_foreach(gr->rows, i, row) {
		json_t *cells = json_object_get(row, "cells"), *d = NULL;

		if (gr->ia >= 0 && gr->ib >= 0) {
			json_t *a = find_series(gr->series, jstr(json_array_get(cells, gr->ia), "series"));
			json_t *b = find_series(gr->series, jstr(json_array_get(cells, gr->ib), "series"));

			if (a && b)
				d = difference(a, b);
		}
		json_object_set_new(row, "difference", d ? d : json_null());
	}
}

static json_t *group_of(json_t *groups, json_t *s, struct group **grs, size_t *ngrs)
{
	json_t *msg = json_object_get(s, "message");
	struct buf key = BUF_INIT;
	size_t i;

	buf_addf(&key, "%s\n%s", jstr(msg, "message_id"), jstr(s, "system") ? jstr(s, "system") : "");
	for (i = 0; i < *ngrs; i++)
		if (!strcmp(jstr((*grs)[i].g, "key"), key.data))
			break;
	if (i == *ngrs) {
		*grs = xrealloc(*grs, (*ngrs + 1) * sizeof(**grs));
		memset(&(*grs)[i], 0, sizeof(**grs));
		(*grs)[i].g = json_pack("{s:s, s:O}", "key", key.data, "message", msg);
		(*grs)[i].series = json_array();
		json_array_append(groups, (*grs)[i].g);
		(*ngrs)++;
	}
	json_array_append((*grs)[i].series, s);
	buf_release(&key);
	return (*grs)[i].g;
}

static json_t *build_groups(json_t *series, json_t *systems, json_t *comparisons, const char *a,
			    const char *b, json_t *q)
{
	json_t *groups = json_array(), *s;
	struct group *grs = NULL;
	size_t ngrs = 0, i, j;

	json_array_foreach(series, i, s)
		group_of(groups, s, &grs, &ngrs);
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
		make_configs(gr, a, b);
		make_rows(gr);
		add_differences(gr);
		json_object_set_new(gr->g, "system", sys && json_object_get(systems, sys) ?
				    json_incref(json_object_get(systems, sys)) : json_null());
		json_object_set_new(gr->g, "os_versions", vers);
		json_object_set_new(gr->g, "configs", gr->configs);
		json_object_set_new(gr->g, "series", ids);
		json_object_set_new(gr->g, "rows", gr->rows);
		json_object_set_new(gr->g, "comparisons", cmp);
		json_object_set_new(gr->g, "charts", group_charts(gr, (int)i, q));
		json_decref(gr->series);
		json_decref(gr->g);
	}
	free(grs);
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
	json_t *m = NULL, *mt = NULL, *series = NULL, *systems = NULL, *cmp = NULL, *q;
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
	    !(cmp = query_json(r, sql_comparisons_of, 2, v)))
		goto cleanup;
	q = json_pack("{s:s, s:s, s:o, s:o}", "workload", workload, "metric", metric,
		      "a", json_str_or_null(a), "b", json_str_or_null(b));
	m = json_pack("{s:O, s:O, s:o, s:O, s:O, s:O, s:[]}",
		      "query", q, "metrics", json_object_get(mt, "metrics") ?
		      json_object_get(mt, "metrics") : json_null(),
		      "groups", build_groups(series, systems, cmp, a, b, q),
		      "series", series, "systems", systems, "comparisons", cmp,
		      "claims");
	json_object_set_new(m, "unit", json_str_or_null(jstr(json_array_get(series, 0), "unit")));
	json_object_set_new(m, "better", json_str_or_null(jstr(json_array_get(series, 0), "better")));
	json_decref(q);
cleanup:
	json_decref(mt);
	json_decref(series);
	json_decref(cmp);
	json_decref(systems);
	return m;
}
