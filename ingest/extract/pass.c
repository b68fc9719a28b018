/* pass.c: extraction over stored messages, in batches, set-based storage, and the stored JSON */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../core/buf.h"
#include "../../core/db.h"
#include "../../core/log.h"
#include "figures.h"
#include "vocab.h"
#include "../claims/cstore.h"
#include "../../core/banned.h"

#define BATCH 200

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * One batch is one JSON document and a fixed list of set-based statements in
 * one transaction, each given only the part of the document it reads (the
 * series, the largest part, are parsed once, into a temporary table): stale
 * rows of the batch's messages go, the new ones are upserted by id (so links
 * to an unchanged series survive),
 * and a quoted series whose content was posted earlier in another message
 * becomes a citation of that series instead of a series of its own.
 */
struct stmt {
	const char *part;   /* the part of the batch document it reads as $1, or NULL */
	const char *sql;
};

static const struct stmt store_sql[] = {
	/*
	 * The citation lookup's estimate (a subquery per quoted row) passes the
	 * JIT thresholds, and compiling it took some 140 ms of its 160 ms a
	 * batch: most of the time of the lookup, for a query run once.
	 */
	{ NULL, "SET LOCAL jit = off" },
	{ "messages", "CREATE TEMP TABLE xm ON COMMIT DROP AS"
	  " SELECT (jsonb_array_elements_text($1::jsonb))::bigint AS id" },
	{ "series", "CREATE TEMP TABLE xs ON COMMIT DROP AS SELECT *, NULL::text AS cited"
	  " FROM jsonb_to_recordset($1::jsonb) AS x(id text, message bigint, workload text,"
	  " metric text, unit text, better text, scheduler text, os text, os_version text, label text,"
	  " name text, params jsonb, summary jsonb, \"values\" jsonb, system text, author text, quoted boolean,"
	  " span_start int, span_end int, cite_key text, ord int, extractor int, attachment text,"
	  " found_by text)" },
	{ "systems", "CREATE TEMP TABLE xy ON COMMIT DROP AS SELECT *"
	  " FROM jsonb_to_recordset($1::jsonb) AS x(id text, message bigint, author text,"
	  " cpu_model text, arch text, board text, disks text, sockets jsonb, cores jsonb, threads jsonb,"
	  " clock_ghz jsonb, memory_mb jsonb, span_start int, span_end int)" },
	/*
	 * The citation lookups below probe xs by cite_key once per quoted row:
	 * without an index and statistics that is quadratic in the batch.  Only
	 * the columns compared get statistics: sampling the JSON columns too made
	 * ANALYZE 7 % of an extracting import's backend time.
	 */
	{ NULL, "CREATE INDEX ON xs (cite_key)" },
	{ NULL, "ANALYZE xs (id, message, quoted, cite_key)" },

	/* a quoted series cites one stored by a message outside this batch ... */
	{ NULL, "UPDATE xs SET cited = (SELECT s.id FROM series s WHERE s.cite_key = xs.cite_key"
	  " AND s.message NOT IN (SELECT id FROM xm) ORDER BY s.quoted, s.message LIMIT 1)"
	  " WHERE quoted" },
	/* ... or one this batch posts unquoted in another message */
	{ NULL, "UPDATE xs SET cited = o.id FROM (SELECT DISTINCT ON (cite_key) cite_key, id, message"
	  " FROM xs WHERE NOT quoted ORDER BY cite_key, message) o"
	  " WHERE xs.quoted AND xs.cited IS NULL AND o.cite_key = xs.cite_key"
	  " AND o.message <> xs.message" },

	/*
	 * The batch's ids as an array ("ids"): the planner then reaches the old
	 * rows by the message index.  Written as IN (SELECT id FROM xm) AND id
	 * NOT IN (...), each delete scanned the whole table, so every batch cost
	 * more than the last (40,000 generated messages: 18 s of 182 s).
	 */
	{ "ids", "DELETE FROM citations WHERE message = ANY ($1::bigint[])" },
	{ "ids", "DELETE FROM comparisons WHERE message = ANY ($1::bigint[])" },
	{ "ids", "DELETE FROM series s WHERE s.message = ANY ($1::bigint[])"
	  " AND NOT EXISTS (SELECT 1 FROM xs WHERE xs.id = s.id AND xs.cited IS NULL)" },
	{ "ids", "DELETE FROM systems y WHERE y.message = ANY ($1::bigint[])"
	  " AND NOT EXISTS (SELECT 1 FROM xy WHERE xy.id = y.id)" },

	{ NULL, "INSERT INTO systems (id, message, author, cpu_model, arch, board, disks, sockets,"
	  " cores, threads, clock_ghz, memory_mb, span_start, span_end)"
	  " SELECT id, message, author, cpu_model, arch, board, disks, sockets, cores, threads,"
	  " clock_ghz, memory_mb, span_start, span_end FROM xy"
	  " ON CONFLICT (id) DO UPDATE SET message = excluded.message, author = excluded.author,"
	  " cpu_model = excluded.cpu_model, arch = excluded.arch, board = excluded.board,"
	  " disks = excluded.disks, sockets = excluded.sockets, cores = excluded.cores,"
	  " threads = excluded.threads, clock_ghz = excluded.clock_ghz, memory_mb = excluded.memory_mb,"
	  " span_start = excluded.span_start, span_end = excluded.span_end"
	  " WHERE (systems.message, systems.author, systems.span_start, systems.span_end)"
	  " IS DISTINCT FROM (excluded.message, excluded.author, excluded.span_start, excluded.span_end)" },

	/* the id is the content: an unchanged row is left alone (no dead tuples) */
	{ NULL, "INSERT INTO series (id, message, workload, metric, unit, better, scheduler, os,"
	  " os_version, label, name, params, summary, system, author, quoted, span_start, span_end,"
	  " cite_key, ord, extractor, attachment, found_by)"
	  " SELECT id, message, workload, metric, unit, better, scheduler, os, os_version, label,"
	  " name, params, summary, system, author, quoted, span_start, span_end, cite_key, ord, extractor,"
	  " attachment, found_by FROM xs WHERE cited IS NULL"
	  " ON CONFLICT (id) DO UPDATE SET message = excluded.message, workload = excluded.workload,"
	  " metric = excluded.metric, unit = excluded.unit, better = excluded.better,"
	  " scheduler = excluded.scheduler, os = excluded.os, os_version = excluded.os_version,"
	  " label = excluded.label, name = excluded.name, params = excluded.params, summary = excluded.summary,"
	  " system = excluded.system, author = excluded.author, quoted = excluded.quoted,"
	  " span_start = excluded.span_start, span_end = excluded.span_end,"
	  " cite_key = excluded.cite_key, ord = excluded.ord, extractor = excluded.extractor,"
	  " attachment = excluded.attachment, found_by = excluded.found_by"
	  " WHERE (series.message, series.system, series.author, series.quoted, series.span_start,"
	  " series.span_end, series.cite_key, series.ord, series.extractor, series.attachment,"
	  " series.found_by)"
	  " IS DISTINCT FROM (excluded.message, excluded.system, excluded.author, excluded.quoted,"
	  " excluded.span_start, excluded.span_end, excluded.cite_key, excluded.ord,"
	  " excluded.extractor, excluded.attachment, excluded.found_by)" },
	/* samples follow from the id (the content): only a new series needs them */
	{ NULL, "INSERT INTO samples (series, ord, value, text)"
	  " SELECT xs.id, v.ord, (v.e->>'value')::float8, v.e->>'text'"
	  " FROM xs, jsonb_array_elements(xs.\"values\") WITH ORDINALITY AS v(e, ord)"
	  " WHERE xs.cited IS NULL AND jsonb_typeof(xs.\"values\") = 'array'"
	  " AND NOT EXISTS (SELECT 1 FROM samples p WHERE p.series = xs.id)" },

	{ "citations", "INSERT INTO citations (message, series, span_start, span_end)"
	  " SELECT message, cited, span_start, span_end FROM xs WHERE cited IS NOT NULL"
	  " UNION SELECT x.message, x.series, x.span_start, x.span_end"
	  " FROM jsonb_to_recordset($1::jsonb) AS x(message bigint, series text,"
	  " span_start int, span_end int) ON CONFLICT DO NOTHING" },
	{ "comparisons", "INSERT INTO comparisons (id, message, a, b, workload, posted, recomputed,"
	  " span_start, span_end)"
	  " SELECT x.id, x.message, coalesce(xa.cited, x.a), coalesce(xb.cited, x.b), x.workload,"
	  " x.posted, x.recomputed, x.span_start, x.span_end"
	  " FROM jsonb_to_recordset($1::jsonb) AS x(id text, message bigint, a text,"
	  " b text, workload text, posted jsonb, recomputed jsonb, span_start int, span_end int)"
	  " LEFT JOIN xs xa ON xa.id = x.a LEFT JOIN xs xb ON xb.id = x.b"
	  " ON CONFLICT (id) DO NOTHING" },
	{ "counts", "INSERT INTO extractions (message, version, series, cited, systems, comparisons)"
	  " SELECT x.message, x.version, x.series, x.cited, x.systems, x.comparisons"
	  " FROM jsonb_to_recordset($1::jsonb) AS x(message bigint, version int, series int,"
	  " cited int, systems int, comparisons int)"
	  " ON CONFLICT (message) DO UPDATE SET version = excluded.version,"
	  " extracted_at = now(), series = excluded.series, cited = excluded.cited,"
	  " systems = excluded.systems, comparisons = excluded.comparisons" },
};

/*
 * A reply extracted before the original it quotes kept the quoted
 * table as a series of its own (and later quotes of that reply cite
 * it).  Now that the original is here, those messages are extracted
 * again (version 0: pending), after this batch, as if imported in order.
 * ANY (ARRAY(...)) keeps the probe by cite_key an index lookup: as a
 * join, the estimate chose to read all of series for every batch.
 */
static const char mark_late_sql[] =
	"UPDATE extractions SET version = 0 WHERE message IN ("
	" SELECT s.message FROM series s WHERE s.cite_key = ANY (ARRAY("
	"  SELECT cite_key FROM xs WHERE NOT quoted AND cited IS NULL))"
	" AND s.quoted AND s.message <> ALL ($1::bigint[])"
	" UNION SELECT c.message FROM series s JOIN citations c ON c.series = s.id"
	" WHERE s.cite_key = ANY (ARRAY(SELECT cite_key FROM xs WHERE NOT quoted AND cited IS NULL))"
	" AND s.quoted AND s.message <> ALL ($1::bigint[]) AND c.message <> ALL ($1::bigint[]))"
	" RETURNING message";

struct batch {
	json_t *doc, *messages, *series, *citations, *systems, *cmps, *counts;
};

static void batch_init(struct batch *b)
{
	b->messages = json_array();
	b->series = json_array();
	b->citations = json_array();
	b->systems = json_array();
	b->cmps = json_array();
	b->counts = json_array();
	b->doc = json_pack("{s:o, s:o, s:o, s:o, s:o, s:o}", "messages", b->messages, "series",
			   b->series, "citations", b->citations, "systems", b->systems,
			   "comparisons", b->cmps, "counts", b->counts);
}

static void set_int(json_t *o, const char *k, json_int_t v)
{
	json_object_set_new(o, k, json_integer(v));
}

/* Move the span pair of a JSON object into span_start/span_end columns. */
static void split_span(json_t *o, json_int_t message)
{
	json_t *span = json_object_get(o, "span");

	set_int(o, "span_start", json_integer_value(json_array_get(span, 0)));
	set_int(o, "span_end", json_integer_value(json_array_get(span, 1)));
	json_object_del(o, "span");
	set_int(o, "message", message);
}

/* The message's extractions row, and the run's counts */
static void add_counts(struct batch *b, json_int_t mid, int nseries, int ncited, int nsys, int ncmp,
		       struct extract_stats *st)
{
	json_array_append_new(b->counts, json_pack("{s:I, s:i, s:i, s:i, s:i, s:i}", "message", mid,
		"version", EXTRACTOR_VERSION,
		"series", nseries, "cited", ncited, "systems", nsys, "comparisons", ncmp));
	st->messages++;
	st->series += nseries;
	st->cited += ncited;
	st->systems += nsys;
	st->comparisons += ncmp;
}

/* Extract one message into the batch; its claims into F while the extraction is at hand */
static void add_message(struct batch *b, struct claims_found *f, const char *author,
			struct extract_stats *st)
{
	json_int_t mid = f->message;
	const char *msgid = f->msgid, *body = f->body;
	size_t len = f->len;
	struct text t;
	struct xresult r;
	double t0 = now();
	int i, nseries = 0, ncited = 0;

	text_build(&t, body, len);
	extract_text(&t, &r);
	extract_ids(&r, msgid);
	st->seconds += now() - t0;
	st->bytes += (long long)len;
	json_array_append_new(b->messages, json_integer(mid));
	for (i = 0; i < r.nsys; i++) {
		json_t *o = xsystem_json(&r, &r.sys[i], author);
		split_span(o, mid);
		json_array_append_new(b->systems, o);
	}
	for (i = 0; i < r.nseries; i++) {
		const struct xseries *s = &r.series[i];
		json_t *o;
		if (s->cites >= 0) {
			json_array_append_new(b->citations, json_pack("{s:I, s:s, s:I, s:I}", "message",
				mid, "series", r.series[s->cites].id, "span_start", (json_int_t)s->span[0],
				"span_end", (json_int_t)s->span[1]));
			ncited++;
			continue;
		}
		o = xseries_json(&r, s, author);
		split_span(o, mid);
		json_object_set_new(o, "quoted", json_boolean(s->depth > 0));
		json_object_set_new(o, "cite_key", json_string(s->cite_key));
		json_object_set_new(o, "ord", json_integer(i));
		json_object_set_new(o, "extractor", json_integer(EXTRACTOR_VERSION));
		json_array_append_new(b->series, o);
		nseries++;
	}
	for (i = 0; i < r.ncmp; i++) {
		json_t *o = xcmp_json(&r, &r.cmp[i]), *posted = json_object(), *re;
		static const char *const keys[] = { "confidence", "delta", "delta_ci", "delta_pct",
						    "ci_pct", "pooled_s", "proven", "text" };
		size_t k;
		for (k = 0; k < sizeof(keys) / sizeof(keys[0]); k++) {
			json_object_set(posted, keys[k], json_object_get(o, keys[k]));
			json_object_del(o, keys[k]);
		}
		json_object_set_new(o, "posted", posted);
		if ((re = xcmp_recompute(&r, &r.cmp[i])))
			json_object_set_new(o, "recomputed", re);
		split_span(o, mid);
		json_array_append_new(b->cmps, o);
	}
	add_counts(b, mid, nseries, ncited, r.nsys, r.ncmp, st);
	claims_find(f, &t, &r);
	xr_release(&r);
	text_release(&t);
}

/* The statement's parameter: a part of the document, or "ids", the messages as an array */
static char *part_text(const struct batch *b, const char *part)
{
	struct buf arr = BUF_INIT;
	size_t i;
	json_t *v;

	if (!part)
		return NULL;
	if (strcmp(part, "ids"))
		return json_dumps(json_object_get(b->doc, part),
				  JSON_COMPACT | JSON_REAL_PRECISION(15) | JSON_ENCODE_ANY);
	buf_addc(&arr, '{');
	json_array_foreach(b->messages, i, v)
		buf_addf(&arr, "%s%lld", i ? "," : "", (long long)json_integer_value(v));
	buf_addc(&arr, '}');
	return buf_detach(&arr, NULL);
}

static int run_stmt(struct db *db, const struct stmt *st, const struct batch *b)
{
	char *part = part_text(b, st->part);
	const char *params[1] = { part };
	int ret = db_exec(db, st->sql, part ? 1 : 0, params);

	free(part);
	return ret;
}

/* mark_late_sql; *marked: the highest id it made pending again */
static int mark_late(struct db *db, const struct batch *b, long long *marked)
{
	char *ids = part_text(b, "ids");
	const char *params[1] = { ids };
	PGresult *res = db_query(db, mark_late_sql, 1, params);
	int i;

	free(ids);
	if (!res)
		return -1;
	for (i = 0; i < PQntuples(res); i++)
		if (strtoll(PQgetvalue(res, i, 0), NULL, 10) > *marked)
			*marked = strtoll(PQgetvalue(res, i, 0), NULL, 10);
	PQclear(res);
	return 0;
}

static int store_batch(struct db *db, struct batch *b, long long *marked)
{
	size_t i;
	int ret = 0;

	/* each statement gets only its part: a large document is parsed once */
	if (db_exec(db, "BEGIN", 0, NULL) < 0)
		return -1;
	for (i = 0; i < sizeof(store_sql) / sizeof(store_sql[0]) && ret == 0; i++)
		ret = run_stmt(db, &store_sql[i], b);
	if (ret == 0)
		ret = mark_late(db, b, marked);
	return db_end(db, ret);
}

static const char select_pending[] =
	"SELECT m.id, m.message_id, m.from_name, m.body FROM messages m"
	" WHERE m.id > $1::bigint AND NOT EXISTS (SELECT 1 FROM extractions e"
	" WHERE e.message = m.id AND e.version = $2::int) ORDER BY m.id LIMIT $3::int";
static const char select_all[] =
	"SELECT m.id, m.message_id, m.from_name, m.body FROM messages m"
	" WHERE m.id > $1::bigint AND $2::int IS NOT NULL ORDER BY m.id LIMIT $3::int";
static const char select_one[] =
	"SELECT m.id, m.message_id, m.from_name, m.body FROM messages m"
	" WHERE m.message_id = $4 AND m.id > $1::bigint AND $2::int IS NOT NULL"
	" ORDER BY m.id LIMIT $3::int";

static const char select_late[] =
	"SELECT m.id, m.message_id, m.from_name, m.body FROM messages m"
	" JOIN extractions e ON e.message = m.id AND e.version = 0"
	" WHERE m.id > $1::bigint AND $2::int IS NOT NULL ORDER BY m.id LIMIT $3::int";

/*
 * A batch read back and extracted.  Extraction needs nothing from the
 * database, so a thread of its own extracts the next batch while this one
 * is stored and its claims checked: the two cores work at once (the
 * extraction's CPU was a fifth of an extracting import, the server waiting
 * meanwhile).
 */
struct xjob {
	PGresult *res;
	int n;
	long long last;             /* its last id */
	struct batch b;
	struct claims_found f[BATCH];
	struct extract_stats st;    /* the thread's counts, added to the run's when it is done */
	pthread_t thread;
	int started;
};

static void *xjob_run(void *arg)
{
	struct xjob *j = arg;
	int i;

	for (i = 0; i < j->n; i++) {
		j->f[i].message = strtoll(db_value(j->res, i, "id"), NULL, 10);
		j->f[i].msgid = db_value(j->res, i, "message_id");
		j->f[i].body = db_value(j->res, i, "body") ? db_value(j->res, i, "body") : "";
		j->f[i].len = strlen(j->f[i].body);
		add_message(&j->b, &j->f[i], db_value(j->res, i, "from_name"), &j->st);
	}
	return NULL;
}

/* Read the batch after id AFTER and start extracting it; j->n: how many (0: none left) */
static int xjob_start(struct db *db, struct xjob *j, const char *sql, const char *message_id,
		      long long after)
{
	char last[32], ver[16], lim[16];
	const char *params[4] = { last, ver, lim, message_id };

	memset(j, 0, sizeof(*j));
	snprintf(last, sizeof(last), "%lld", after);
	snprintf(ver, sizeof(ver), "%d", EXTRACTOR_VERSION);
	snprintf(lim, sizeof(lim), "%d", BATCH);
	if (!(j->res = db_query(db, sql, message_id ? 4 : 3, params)))
		return -1;
	if (!(j->n = PQntuples(j->res)))
		return 0;
	j->last = strtoll(db_value(j->res, j->n - 1, "id"), NULL, 10);
	batch_init(&j->b);
	/* without a thread, extract here: slower, the same result */
	if (pthread_create(&j->thread, NULL, xjob_run, j) == 0)
		j->started = 1;
	else
		xjob_run(j);
	return 0;
}

static void xjob_join(struct xjob *j)
{
	if (j->started)
		pthread_join(j->thread, NULL);
	j->started = 0;
}

/* Wait for the extraction; its counts go to ST */
static void xjob_wait(struct xjob *j, struct extract_stats *st)
{
	xjob_join(j);
	st->messages += j->st.messages;
	st->series += j->st.series;
	st->cited += j->st.cited;
	st->systems += j->st.systems;
	st->comparisons += j->st.comparisons;
	st->bytes += j->st.bytes;
	st->seconds += j->st.seconds;
}

static void xjob_release(struct xjob *j)
{
	int i;

	xjob_join(j);
	if (j->n)
		json_decref(j->b.doc);
	for (i = 0; i < j->n; i++)
		claims_found_release(&j->f[i]);
	if (j->res)
		PQclear(j->res);
	memset(j, 0, sizeof(*j));
}

/* Store the batch, then its claims (they read the figures just stored) */
static int xjob_store(struct db *db, struct xjob *j, long long *marked, struct extract_stats *st)
{
	if (store_batch(db, &j->b, marked) < 0)
		return -1;
	return claims_extract_found(db, j->f, (size_t)j->n, &st->claims);
}

/*
 * One pass of sql over the messages in id order, in batches; found: how
 * many.  The next batch is read before this one is stored: when storing
 * makes a message after it pending again (a reply whose original this
 * batch holds), the next batch is read again, so the batches are those
 * of one reading after each store.
 */
static int run_pass(struct db *db, const char *sql, const char *message_id, int *found,
		    struct extract_stats *st, extract_progress_fn *progress, void *ctx)
{
	struct xjob jobs[2], *cur = &jobs[0], *next = &jobs[1], *t;
	int ret = -1;

	memset(jobs, 0, sizeof(jobs));
	if (xjob_start(db, cur, sql, message_id, 0) < 0)
		goto cleanup;
	while (cur->n) {
		long long marked = 0;
		xjob_wait(cur, st);
		*found += cur->n;
		if (xjob_start(db, next, sql, message_id, cur->last) < 0 ||
		    xjob_store(db, cur, &marked, st) < 0)
			goto cleanup;
		if (marked > cur->last) {
			xjob_release(next);
			if (xjob_start(db, next, sql, message_id, cur->last) < 0)
				goto cleanup;
		}
		xjob_release(cur);
		if (progress)
			progress(st, ctx);
		t = cur;
		cur = next;
		next = t;
	}
	ret = 0;
cleanup:
	xjob_release(&jobs[0]);
	xjob_release(&jobs[1]);
	return ret;
}

/* Rounds of re-extraction for replies whose originals arrived since (a
 * reply of a reply can need a second round); bounded, and what is left
 * stays pending for the next run. */
#define LATE_ROUNDS 8

int extract_run(struct db *db, int all, const char *message_id, struct extract_stats *st)
{
	return extract_run_progress(db, all, message_id, st, NULL, NULL);
}

int extract_run_progress(struct db *db, int all, const char *message_id, struct extract_stats *st,
			 extract_progress_fn *progress, void *ctx)
{
	const char *sql = message_id ? select_one : all ? select_all : select_pending;
	double t0 = now();
	int found = 0, late = 1, round;

	memset(st, 0, sizeof(*st));
	if (vocab_sync(db) < 0)
		return -1;
	if (run_pass(db, sql, message_id, &found, st, progress, ctx) < 0)
		return -1;
	if (message_id && !found)
		return error("no message '%s'", message_id);
	for (round = 0; round < LATE_ROUNDS && late; round++) {
		late = 0;
		if (run_pass(db, select_late, NULL, &late, st, progress, ctx) < 0)
			return -1;
	}
	st->total_seconds = now() - t0;
	return 0;
}

int extract_pending(struct db *db)
{
	struct extract_stats st;

	return extract_run(db, 0, NULL, &st);
}

static const char show_sql[] =
	"WITH m AS (SELECT id FROM messages WHERE message_id = $1)"
	" SELECT json_build_object("
	" 'message_id', $1::text,"
	" 'series', coalesce((SELECT json_agg(json_build_object("
	"   'id', s.id, 'workload', s.workload, 'metric', s.metric, 'unit', s.unit,"
	"   'better', s.better, 'scheduler', s.scheduler, 'os', s.os, 'os_version', s.os_version,"
	"   'label', s.label, 'name', s.name, 'found_by', s.found_by, 'params', s.params,"
	"   'values', coalesce((SELECT json_agg(json_build_object("
	"     'value', p.value, 'text', p.text) ORDER BY p.ord) FROM samples p WHERE p.series = s.id),"
	"     '[]'),"
	"   'summary', s.summary, 'system', s.system, 'author', s.author, 'attachment', s.attachment,"
	"   'span', json_build_array(s.span_start, s.span_end)) ORDER BY s.span_start, s.ord)"
	"   FROM series s WHERE s.message = (SELECT id FROM m)), '[]'),"
	" 'cited', coalesce((SELECT json_agg(DISTINCT c.series) FROM citations c"
	"   WHERE c.message = (SELECT id FROM m) AND c.series NOT IN"
	"   (SELECT id FROM series WHERE message = (SELECT id FROM m))), '[]'),"
	" 'systems', coalesce((SELECT json_agg(json_build_object("
	"   'id', y.id, 'cpu_model', y.cpu_model, 'arch', y.arch, 'board', y.board,"
	"   'sockets', y.sockets, 'cores', y.cores, 'threads', y.threads, 'clock_ghz', y.clock_ghz,"
	"   'memory_mb', y.memory_mb, 'disks', y.disks, 'author', y.author,"
	"   'span', json_build_array(y.span_start, y.span_end)) ORDER BY y.span_start)"
	"   FROM systems y WHERE y.message = (SELECT id FROM m)), '[]'),"
	" 'comparisons', coalesce((SELECT json_agg(json_build_object("
	"   'id', c.id, 'a', c.a, 'b', c.b, 'workload', c.workload,"
	"   'confidence', c.posted->'confidence', 'delta', c.posted->'delta',"
	"   'delta_ci', c.posted->'delta_ci', 'delta_pct', c.posted->'delta_pct',"
	"   'ci_pct', c.posted->'ci_pct', 'pooled_s', c.posted->'pooled_s',"
	"   'proven', c.posted->'proven', 'text', c.posted->'text',"
	"   'span', json_build_array(c.span_start, c.span_end))"
	"   ORDER BY c.span_start) FROM comparisons c WHERE c.message = (SELECT id FROM m)), '[]'),"
	" 'claims', '[]'::json) AS doc, (SELECT id FROM m) AS found";

json_t *figures_show(struct db *db, const char *message_id)
{
	const char *params[1] = { message_id };
	PGresult *res = db_query(db, show_sql, 1, params);
	json_error_t err;
	json_t *doc, *series, *s, *claims = NULL;
	size_t i;

	if (!res)
		return NULL;
	if (!db_value(res, 0, "found")) {
		PQclear(res);
		error("no message '%s'", message_id);
		return NULL;
	}
	doc = json_loads(db_value(res, 0, "doc"), 0, &err);
	claims = doc ? claims_show(db, db_value(res, 0, "found")) : NULL;
	PQclear(res);
	if (doc && !claims) {
		json_decref(doc);
		return NULL;
	}
	if (!doc) {
		error("bad JSON from the database: %s", err.text);
		return NULL;
	}
	json_object_set_new(doc, "claims", claims);
	/* values[] or summary{}, both for a figure posted with its spread ("1337.84 +- 0.11%");
	 * "attachment" only when it has one */
	series = json_object_get(doc, "series");
	json_array_foreach(series, i, s) {
		if (json_is_null(json_object_get(s, "attachment")))
			json_object_del(s, "attachment");
		if (json_is_null(json_object_get(s, "summary")))
			json_object_del(s, "summary");
		else if (!json_array_size(json_object_get(s, "values")))
			json_object_del(s, "values");
	}
	return doc;
}
