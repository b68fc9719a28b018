/* figures.c: a digest's benchmark figures: series per post, the compare page's groups as tables, claims, reruns */
#include "model.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../core/db.h"
#include "../core/groups.h"
#include "../core/log.h"
#include "../core/group-charts.h"   /* the chart ids /chart/NAME.svg resolves */
#include "../core/banned.h"

/*
 * Design.  A benchmark thread's figures are shown the way the compare page
 * shows them, because they are the compare page's groups: for each workload
 * and metric the thread's posts carry, every series of that workload and
 * metric in the archive is read with the page's own query
 * (GROUPS_SQL_SERIES) and grouped by core/groups.c; the groups whose post
 * is in the thread become tables.  So a table's position among the groups
 * is the page's, and its chart links (group_charts) are the page's charts,
 * /chart/gN-KIND.svg?workload=W&metric=M&a=A&b=B.
 *
 * Sides: scheduler against scheduler.  A group with two or more schedulers
 * compares the first two in posting order (a, the base, is the first
 * posted, as ministat's x is the first file); a group with fewer compares
 * its first two configurations (kernel versions, labels).
 *
 * Everything the writers print comes from here as JSON: the posted texts
 * of the figures (never re-formatted), their series ids, and the
 * differences core/stats.c computed.  Tables that need a database object
 * that does not exist yet (claims, checks, verdicts) are looked up by
 * to_regclass, so the digest says "not extracted" until they exist.
 */

static PGresult *timed(struct digest_model *m, struct db *db, const char *sql, int n,
		       const char *const *v)
{
	double t0 = digest_now();
	PGresult *res = db_query(db, sql, n, v);

	m->db_seconds += digest_now() - t0;
	return res;
}

/* {1,2,3}: the ids of posts IDX[0..n), or of all posts when IDX is NULL */
static void id_array(struct buf *b, const struct digest_model *m, const int *idx, size_t n)
{
	size_t i;

	buf_addc(b, '{');
	for (i = 0; i < n; i++)
		buf_addf(b, i ? ",%lld" : "%lld", m->posts[idx ? (size_t)idx[i] : i].id);
	buf_addc(b, '}');
}

/* Do these relations exist?  (claims and verdicts come from other branches' migrations) */
static int have_tables(struct digest_model *m, struct db *db, const char *a, const char *b)
{
	const char *v[2] = { a, b ? b : a };
	PGresult *res = timed(m, db, "SELECT to_regclass($1) IS NOT NULL AND to_regclass($2) IS NOT NULL"
			      " AS yes", 2, v);
	int yes;

	if (!res)
		return -1;
	yes = !strcmp(db_value(res, 0, "yes"), "t");
	PQclear(res);
	return yes;
}

static long col_long(PGresult *res, const char *name)
{
	const char *v = db_value(res, 0, name);

	return v ? atol(v) : 0;
}

static int series_counts(struct digest_model *m, struct db *db, const char *ids)
{
	static const char sql[] =
		"SELECT u.n, (SELECT count(*) FROM series s WHERE s.message = u.id) AS series"
		" FROM unnest($1::bigint[]) WITH ORDINALITY AS u(id, n) ORDER BY u.n";
	const char *v[1] = { ids };
	PGresult *res = timed(m, db, sql, 1, v);
	int r;

	if (!res)
		return -1;
	for (r = 0; r < PQntuples(res) && (size_t)r < m->nposts; r++)
		m->posts[r].figures = atoi(db_value(res, r, "series"));
	PQclear(res);
	m->fig.have_figures = 1;
	return 0;
}

static int claim_counts(struct digest_model *m, struct db *db, const char *ids)
{
	static const char sql[] =
		"SELECT count(*) AS claims, count(*) FILTER (WHERE k.status = 'holds') AS holds,"
		" count(*) FILTER (WHERE k.status = 'off') AS off,"
		" count(*) FILTER (WHERE k.status = 'contradicted') AS contradicted"
		" FROM claims c LEFT JOIN checks k ON k.claim = c.id WHERE c.message = ANY($1::bigint[])";
	const char *v[1] = { ids };
	PGresult *res;
	int have = have_tables(m, db, "claims", "checks");

	if (have <= 0)
		return have;
	if (!(res = timed(m, db, sql, 1, v)))
		return -1;
	m->fig.have_claims = 1;
	m->fig.new_claims = col_long(res, "claims");
	m->fig.holds = col_long(res, "holds");
	m->fig.off = col_long(res, "off");
	m->fig.contradicted = col_long(res, "contradicted");
	m->fig.checked = m->fig.holds + m->fig.off + m->fig.contradicted;
	PQclear(res);
	return 0;
}

/*
 * Reruns of the period: verdicts computed in it (a week or a range).  A
 * thread has no period of its own to count reruns in, so it shows none.
 */
static int rerun_counts(struct digest_model *m, struct db *db)
{
	static const char sql[] =
		"SELECT count(*) AS reruns, count(*) FILTER (WHERE status = 'reproduced') AS reproduced,"
		" count(*) FILTER (WHERE status = 'contradicted') AS contradicted,"
		" count(*) FILTER (WHERE status = 'inconclusive') AS inconclusive FROM verdicts"
		" WHERE computed_at >= $1::date AT TIME ZONE 'UTC'"
		" AND computed_at < ($2::date + 1) AT TIME ZONE 'UTC'";
	const char *v[2] = { m->from, m->to };
	PGresult *res;
	int have;

	if (m->is_thread || (have = have_tables(m, db, "verdicts", NULL)) == 0)
		return 0;
	if (have < 0 || !(res = timed(m, db, sql, 2, v)))
		return -1;
	m->fig.have_reruns = 1;
	m->fig.reruns = col_long(res, "reruns");
	m->fig.reproduced = col_long(res, "reproduced");
	m->fig.rerun_contradicted = col_long(res, "contradicted");
	m->fig.inconclusive = col_long(res, "inconclusive");
	PQclear(res);
	return 0;
}

int digest_figures_counts(struct db *db, struct digest_model *m)
{
	struct buf ids = BUF_INIT;
	int ret = 0;

	if (!m->nposts)
		return 0;
	id_array(&ids, m, NULL, m->nposts);
	if (series_counts(m, db, ids.data) < 0 || claim_counts(m, db, ids.data) < 0 ||
	    rerun_counts(m, db) < 0)
		ret = -1;
	buf_release(&ids);
	return ret;
}

/* ---------- a thread's tables ---------- */

static json_t *query_json(struct digest_model *m, struct db *db, const char *sql, int n,
			  const char *const *v)
{
	PGresult *res = timed(m, db, sql, n, v);
	json_t *j;

	if (!res)
		return NULL;
	j = PQntuples(res) == 1 && !PQgetisnull(res, 0, 0) ?
		json_loads(PQgetvalue(res, 0, 0), 0, NULL) : NULL;
	PQclear(res);
	if (!j)
		error("digest: the database answered with JSON that does not parse");
	return j;
}

/* Is the group's post one of the thread's? */
static int in_thread(json_t *thread_mids, json_t *g)
{
	return json_object_get(thread_mids, jstr(json_object_get(g, "message"), "message_id")) != NULL;
}

static int add_unique(json_t *arr, const char *s)
{
	json_t *v;
	size_t i;

	json_array_foreach(arr, i, v)
		if (!strcmp(json_string_value(v), s))
			return 0;
	json_array_append_new(arr, json_string(s));
	return 1;
}

/* Sides of a group: its first two schedulers, else its first two configurations. */
static void pick_sides(struct group *gr, const char **a, const char **b)
{
	json_t *sch = json_array(), *any = json_array(), *s, *pick;
	size_t i;

	json_array_foreach(gr->series, i, s) {
		if (jstr(s, "scheduler"))
			add_unique(sch, jstr(s, "scheduler"));
		add_unique(any, side_name(s));
	}
	pick = json_array_size(sch) >= 2 ? sch : any;
	*a = *b = NULL;
	if (json_array_size(pick) >= 2) {
		/* the strings must outlive the arrays: keep them in the group's model */
		json_object_set(gr->g, "side_a", json_array_get(pick, 0));
		json_object_set(gr->g, "side_b", json_array_get(pick, 1));
		*a = jstr(gr->g, "side_a");
		*b = jstr(gr->g, "side_b");
	}
	json_decref(sch);
	json_decref(any);
}

/* The posted texts of a series' figure: its values, or its summary (mean, sd, N, min, max, median). */
static json_t *cell_texts(json_t *s)
{
	static const char *const keys[] = { "mean", "stddev", "n", "min", "max", "median" };
	json_t *vals = json_object_get(s, "values"), *sum = json_object_get(s, "summary"), *x, *out;
	size_t i;

	if (json_is_object(sum)) {
		out = json_object();
		for (i = 0; i < sizeof(keys) / sizeof(*keys); i++) {
			const char *t = jstr(json_object_get(sum, keys[i]), "text");
			if (t)
				json_object_set_new(out, keys[i], json_string(t));
		}
		return out;
	}
	out = json_array();
	json_array_foreach(vals, i, x)
		if (jstr(x, "text"))
			json_array_append_new(out, json_string(jstr(x, "text")));
	return out;
}

/* Which side a row favours: -1 a, +1 b, 0 a tie or no better direction, 2 not both present. */
static int row_winner(struct group *gr, json_t *row, const char *better)
{
	json_t *cells = json_object_get(row, "cells");
	json_t *sa, *sb;
	double va, vb, sd;
	const char *t;
	long n;

	if (gr->ia < 0 || gr->ib < 0)
		return 2;
	sa = find_series(gr->series, jstr(json_array_get(cells, gr->ia), "series"));
	sb = find_series(gr->series, jstr(json_array_get(cells, gr->ib), "series"));
	if (!sa || !sb || series_figure(sa, &va, &t, &n, &sd) < 0 || series_figure(sb, &vb, &t, &n, &sd) < 0)
		return 2;
	if (va == vb || !better || (strcmp(better, "lower") && strcmp(better, "higher")))
		return 0;
	return (va < vb) == !strcmp(better, "lower") ? -1 : 1;
}

static json_t *table_rows(struct group *gr, const char *better, long *won_a, long *won_b, long *both,
			  long *proven)
{
	json_t *rows = json_array(), *row;
	size_t i, k;

	json_array_foreach(gr->rows, i, row) {
		json_t *cells = json_array(), *c, *d = json_object_get(row, "difference");
		int w = row_winner(gr, row, better);

		json_array_foreach(json_object_get(row, "cells"), k, c) {
			json_t *s = json_is_object(c) ? find_series(gr->series, jstr(c, "series")) : NULL;

			json_array_append_new(cells, s ? json_pack("{s:s, s:o}", "series", jstr(s, "id"),
								   "texts", cell_texts(s)) : json_null());
		}
		*both += w != 2;
		*won_a += w == -1;
		*won_b += w == 1;
		if (json_is_true(json_object_get(d, "proven")))
			++*proven;
		json_array_append_new(rows, json_pack("{s:s, s:o, s:O}", "label", jstr(row, "label"),
						      "cells", cells, "difference", d ? d : json_null()));
	}
	return rows;
}

/* The group's charts: the lines, bars or shares; a strip plot only when there is nothing else. */
static json_t *table_charts(struct group *gr, int index, json_t *q)
{
	json_t *all = group_charts(gr, index, q), *out = json_array(), *c;
	size_t i;

	json_array_foreach(all, i, c)
		if (strcmp(jstr(c, "kind"), "strip"))
			json_array_append_new(out, json_pack("{s:s, s:s}", "kind", jstr(c, "kind"), "url", jstr(c, "url")));
	if (!json_array_size(out) && json_array_size(all))
		json_array_append_new(out, json_pack("{s:s, s:s}", "kind", "strip", "url",
						     jstr(json_array_get(all, 0), "url")));
	json_decref(all);
	return out;
}

static json_t *make_table(struct group *gr, int index, const char *workload, const char *metric)
{
	json_t *s0 = json_array_get(gr->series, 0), *configs = json_array(), *c, *t, *q;
	const char *better = jstr(s0, "better");
	long won_a = 0, won_b = 0, both = 0, proven = 0;
	size_t i;

	json_array_foreach(gr->configs, i, c)
		json_array_append_new(configs, json_string(jstr(c, "label")));
	q = json_pack("{s:s, s:s, s:o, s:o}", "workload", workload, "metric", metric,
		      "a", json_incref(json_object_get(gr->g, "side_a") ? json_object_get(gr->g, "side_a") : json_null()),
		      "b", json_incref(json_object_get(gr->g, "side_b") ? json_object_get(gr->g, "side_b") : json_null()));
	t = json_pack("{s:s, s:s, s:o, s:o, s:O, s:o, s:i, s:i}", "workload", workload, "metric", metric,
		      "unit", json_string(jstr(s0, "unit") ? jstr(s0, "unit") : ""),
		      "better", json_string(better ? better : "none"),
		      "message", json_object_get(gr->g, "message"), "configs", configs,
		      "ia", gr->ia, "ib", gr->ib);
	json_object_set(t, "a", json_object_get(q, "a"));
	json_object_set(t, "b", json_object_get(q, "b"));
	json_object_set_new(t, "rows", table_rows(gr, better, &won_a, &won_b, &both, &proven));
	json_object_set_new(t, "won_a", json_integer(won_a));
	json_object_set_new(t, "won_b", json_integer(won_b));
	json_object_set_new(t, "compared", json_integer(both));
	json_object_set_new(t, "proven", json_integer(proven));
	json_object_set_new(t, "charts", table_charts(gr, index, q));
	json_decref(q);
	return t;
}

/*
 * Every series of one workload and metric in the archive, grouped without
 * sides: read once per digest (a year's digest has many threads of the same
 * workload), so a group's index is looked up, not recomputed.
 */
struct pair {
	char *workload, *metric;
	json_t *series, *groups;
	struct group *grs;
	size_t n;
};

struct pairs {
	struct pair *v;
	size_t n;
};

static struct pair *pair_get(struct digest_model *m, struct db *db, struct pairs *ps,
			     const char *workload, const char *metric)
{
	const char *v[2] = { workload, metric };
	struct pair *p;
	size_t i;

	for (i = 0; i < ps->n; i++)
		if (!strcmp(ps->v[i].workload, workload) && !strcmp(ps->v[i].metric, metric))
			return &ps->v[i];
	ps->v = xrealloc(ps->v, (ps->n + 1) * sizeof(*ps->v));
	p = &ps->v[ps->n];
	memset(p, 0, sizeof(*p));
	if (!(p->series = query_json(m, db, GROUPS_SQL_SERIES, 2, v)))
		return NULL;
	p->workload = xstrdup(workload);
	p->metric = xstrdup(metric);
	p->groups = json_array();
	p->grs = groups_build(p->series, NULL, NULL, p->groups, &p->n);
	ps->n++;
	return p;
}

static void pairs_free(struct pairs *ps)
{
	size_t i;

	for (i = 0; i < ps->n; i++) {
		groups_free(ps->v[i].grs, ps->v[i].n);
		json_decref(ps->v[i].groups);
		json_decref(ps->v[i].series);
		free(ps->v[i].workload);
		free(ps->v[i].metric);
	}
	free(ps->v);
}

/*
 * The tables of one workload and metric whose posts are in the thread, in
 * the page's group order.  A group's rows, configurations and differences
 * depend on its own series only, so it is grouped again alone with its
 * sides; its index is its place among all the groups.
 */
static int workload_tables(struct digest_model *m, struct db *db, struct pairs *ps,
			   const char *workload, const char *metric, json_t *mids, json_t *tables)
{
	struct pair *p = pair_get(m, db, ps, workload, metric);
	size_t i;

	if (!p)
		return -1;
	for (i = 0; i < p->n; i++) {
		const char *a, *b;
		struct group *sided;
		json_t *groups;
		size_t n2;

		if (!in_thread(mids, p->grs[i].g))
			continue;
		pick_sides(&p->grs[i], &a, &b);
		groups = json_array();
		sided = groups_build(p->grs[i].series, a, b, groups, &n2);
		if (n2 == 1) {
			json_object_set(sided[0].g, "side_a", json_object_get(p->grs[i].g, "side_a"));
			json_object_set(sided[0].g, "side_b", json_object_get(p->grs[i].g, "side_b"));
			json_array_append_new(tables, make_table(&sided[0], (int)i, workload, metric));
		}
		groups_free(sided, n2);
		json_decref(groups);
	}
	return 0;
}

/*
 * The benchmark threads' figures are read in three queries per period, not
 * three per thread: on a loaded machine a round trip costs more than the
 * query (docs/digest.md, Performance).  Each query takes every benchmark
 * thread's post ids with the thread's index beside each ($1 ids, $2
 * threads, in thread then posting order) and answers one row per thread,
 * which is what the one-thread query answered: u.n counts across threads,
 * but it only orders posts within a thread, where it grows as before.
 */
static const char sql_pairs[] =   /* the workloads and metrics of a thread's posts, in the order posted */
	"SELECT x.t, coalesce(json_agg(json_build_object('workload', workload, 'metric', metric,"
	" 'posts', posts) ORDER BY first), '[]')::text FROM (SELECT u.t, s.workload, s.metric,"
	"  count(DISTINCT s.message) AS posts, min(u.n * 1000000 + s.span_start) AS first"
	"  FROM unnest($1::bigint[], $2::int[]) WITH ORDINALITY AS u(id, t, n) JOIN series s ON s.message = u.id"
	"  WHERE s.workload IS NOT NULL AND s.metric IS NOT NULL GROUP BY 1, 2, 3) x GROUP BY x.t";
static const char sql_unnamed[] =   /* series of a thread's posts that name no workload or metric */
	"SELECT u.t, count(*)::text FROM unnest($1::bigint[], $2::int[]) AS u(id, t)"
	" JOIN series s ON s.message = u.id WHERE s.workload IS NULL OR s.metric IS NULL GROUP BY u.t";
static const char sql_claims[] =   /* the claims of a thread's posts, in posting order, with their checks */
	"SELECT u.t, coalesce(json_agg(json_build_object('id', c.id, 'kind', c.kind, 'text', c.text,"
	" 'posted', c.posted->>'text', 'status', k.status, 'recomputed', k.recomputed->>'text',"
	" 'note', k.note, 'message_id', m.message_id, 'series', (SELECT json_agg(cs.series"
	"  ORDER BY cs.ord) FROM claim_series cs WHERE cs.claim = c.id))"
	" ORDER BY u.n, c.ord, c.span_start), '[]')::text"
	" FROM unnest($1::bigint[], $2::int[]) WITH ORDINALITY AS u(id, t, n) JOIN claims c ON c.message = u.id"
	" JOIN messages m ON m.id = c.message LEFT JOIN checks k ON k.claim = c.id GROUP BY u.t";

/* One query over the benchmark threads: OUT[t] = the text of the row of thread t, or NULL (no row). */
static int per_thread(struct digest_model *m, struct db *db, const char *sql, const char *const *v,
		      char **out)
{
	PGresult *res = timed(m, db, sql, 2, v);
	int r;

	if (!res)
		return -1;
	for (r = 0; r < PQntuples(res); r++) {
		long t = atol(PQgetvalue(res, r, 0));

		if (t >= 0 && (size_t)t < m->nthreads && !out[t])
			out[t] = xstrdup(PQgetvalue(res, r, 1));
	}
	PQclear(res);
	return 0;
}

/* A thread's row as JSON; no row is an empty array, as coalesce(..., '[]') answered for one thread. */
static json_t *row_json(const char *text)
{
	json_t *j = text ? json_loads(text, 0, NULL) : json_array();

	if (!j)
		error("digest: the database answered with JSON that does not parse");
	return j;
}

static int thread_tables(struct digest_model *m, struct db *db, struct pairs *ps, struct digest_thread *t,
			 const char *pairs_text, const char *unnamed_text)
{
	json_t *pairs = NULL, *mids = json_object(), *p;
	size_t i;
	int k, ret = -1;

	for (k = 0; k < t->nposts; k++)
		json_object_set_new(mids, m->posts[t->posts[k]].message_id, json_true());
	if (!(pairs = row_json(pairs_text)))
		goto cleanup;
	t->unnamed = unnamed_text ? atol(unnamed_text) : 0;
	t->tables = json_array();
	t->workloads = json_array();
	json_array_foreach(pairs, i, p) {
		json_t *w = NULL, *x;
		size_t j;

		if (workload_tables(m, db, ps, jstr(p, "workload"), jstr(p, "metric"), mids, t->tables) < 0)
			goto cleanup;
		json_array_foreach(t->workloads, j, x)
			if (!strcmp(jstr(x, "workload"), jstr(p, "workload")))
				w = x;
		if (!w) {
			w = json_pack("{s:s, s:[], s:I}", "workload", jstr(p, "workload"), "metrics", "posts",
				      (json_int_t)0);
			json_array_append_new(t->workloads, w);
		}
		json_array_append_new(json_object_get(w, "metrics"), json_string(jstr(p, "metric")));
		if (json_integer_value(json_object_get(p, "posts")) > json_integer_value(json_object_get(w, "posts")))
			json_object_set(w, "posts", json_object_get(p, "posts"));
	}
	ret = 0;
cleanup:
	json_decref(pairs);
	json_decref(mids);
	return ret;
}

/* $1 and $2 of the per-period queries: the benchmark threads' post ids, and each one's thread */
static size_t bench_posts(const struct digest_model *m, struct buf *ids, struct buf *tids)
{
	size_t i, n = 0;
	int k;

	buf_addc(ids, '{');
	buf_addc(tids, '{');
	for (i = 0; i < m->nthreads; i++) {
		const struct digest_thread *t = &m->threads[i];

		if (t->figures <= 0)
			continue;
		for (k = 0; k < t->nposts; k++, n++) {
			buf_addf(ids, n ? ",%lld" : "%lld", m->posts[t->posts[k]].id);
			buf_addf(tids, n ? ",%zu" : "%zu", i);
		}
	}
	buf_addc(ids, '}');
	buf_addc(tids, '}');
	return n;
}

int digest_figures_tables(struct db *db, struct digest_model *m)
{
	struct pairs ps = { NULL, 0 };
	struct buf ids = BUF_INIT, tids = BUF_INIT;
	char **pairs = xcalloc(m->nthreads + 1, sizeof(*pairs));
	char **unnamed = xcalloc(m->nthreads + 1, sizeof(*unnamed));
	char **claims = xcalloc(m->nthreads + 1, sizeof(*claims));
	const char *v[2];
	size_t i;
	int ret = -1;

	if (!bench_posts(m, &ids, &tids)) {
		ret = 0;
		goto cleanup;
	}
	v[0] = ids.data;
	v[1] = tids.data;
	if (per_thread(m, db, sql_pairs, v, pairs) < 0 || per_thread(m, db, sql_unnamed, v, unnamed) < 0 ||
	    (m->fig.have_claims && per_thread(m, db, sql_claims, v, claims) < 0))
		goto cleanup;
	for (i = 0; i < m->nthreads; i++) {
		struct digest_thread *t = &m->threads[i];

		if (t->figures <= 0)
			continue;
		if (thread_tables(m, db, &ps, t, pairs[i], unnamed[i]) < 0)
			goto cleanup;
		if (m->fig.have_claims && !(t->claims = row_json(claims[i])))
			goto cleanup;
	}
	ret = 0;
cleanup:
	for (i = 0; i < m->nthreads; i++) {
		free(pairs[i]);
		free(unnamed[i]);
		free(claims[i]);
	}
	free(pairs);
	free(unnamed);
	free(claims);
	buf_release(&ids);
	buf_release(&tids);
	pairs_free(&ps);
	return ret;
}
