/* cstore.c: claims in the database: series as the checker sees them, ids, links, checks, JSON */
#include <ctype.h>
#include <glib.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cstore.h"
#include "claim.h"
#include "../extract/extract.h"
#include "../extract/layout.h"
#include "../../core/buf.h"
#include "../../core/db.h"
#include "../../core/log.h"
#include "../../core/banned.h"

/*
 * The checker is pure (check.c); this file is its window on the database.
 * A stored series becomes one checker series (or one per posted run, when a
 * table numbers its runs 1..N and gives no other row): its side is the
 * version and scheduler (or the label the post gave it), its row and
 * parameter come from params, its block is the comparison it belongs to or
 * else its table (workload and side; one row line holding several sides is
 * one table).  A claim is checked on its own message's series first, then
 * with the series its message quotes, then with each parent's in turn; the
 * first of these that can decide the claim is the one kept, and the series
 * its check used are the ones the claim rests on.
 */

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* ---- stored series as the checker sees them ---- */

struct loaded {
	struct ck_series *s;
	int *level;            /* 0 own, 1 quoted, 2k parent k, 2k+1 what it quotes */
	char **sid;            /* stored series id per checker series */
	const char **bkey;     /* block key per checker series */
	size_t n, cap;
	GStringChunk *pool;    /* every string the checker series point at */
};

static void loaded_init(struct loaded *L)
{
	memset(L, 0, sizeof(*L));
}

/* S kept in the pool, which is made with its first string: most posts load no series */
static char *pooled(struct loaded *L, const char *s)
{
	if (!L->pool)
		L->pool = g_string_chunk_new(4096);
	return g_string_chunk_insert_const(L->pool, s);
}

static void loaded_release(struct loaded *L)
{
	free(L->s);
	free(L->level);
	free(L->sid);
	free(L->bkey);
	if (L->pool)
		g_string_chunk_free(L->pool);
	memset(L, 0, sizeof(*L));
}

static struct ck_series *loaded_add(struct loaded *L, int level, const char *sid)
{
	if (L->n == L->cap) {
		L->cap = L->cap ? 2 * L->cap : 64;
		L->s = realloc(L->s, L->cap * sizeof(*L->s));
		L->level = realloc(L->level, L->cap * sizeof(*L->level));
		L->sid = realloc(L->sid, L->cap * sizeof(*L->sid));
		L->bkey = realloc(L->bkey, L->cap * sizeof(*L->bkey));
		if (!L->s || !L->level || !L->sid || !L->bkey)
			die("out of memory");
	}
	memset(&L->s[L->n], 0, sizeof(L->s[0]));
	L->s[L->n].id = (long)L->n;
	L->s[L->n].param = NAN;
	L->level[L->n] = level;
	L->sid[L->n] = pooled(L, sid);
	L->bkey[L->n] = "";
	return &L->s[L->n++];
}

static const char *keep(struct loaded *L, const char *s)
{
	return s && *s ? pooled(L, s) : NULL;
}

void claims_side(const char *ver, const char *sched, const char *label, const char *variant,
		 char *out, size_t cap)
{
	const char *asof = ver ? strstr(ver, " as of ") : NULL;
	int vlen = ver ? (int)(asof ? (size_t)(asof - ver) : strlen(ver)) : 0;

	if (vlen && sched && *sched && !strcasestr(ver, sched))
		snprintf(out, cap, "%.*s %s", vlen, ver, sched);
	else if (vlen)
		snprintf(out, cap, "%.*s", vlen, ver);
	else if (sched && *sched)
		snprintf(out, cap, "%s", sched);
	else
		snprintf(out, cap, "%s", label && *label ? label : "?");
	if (variant && *variant) {
		size_t n = strlen(out);
		snprintf(out + n, cap - n, " (%s)", variant);
	}
}

/* the parameter that makes the row, and the claim recogniser's name for it */
static const struct { const char *param, *key; } row_params[] = {
	{ "jobs", "j" }, { "tasks", "concurrency" }, { "clients", "concurrency" },
	{ "groups", "concurrency" }, { "cpus", "cpus" },
};

static void set_row(struct loaded *L, struct ck_series *c, json_t *params, int in_cmp)
{
	const char *process = json_string_value(json_object_get(params, "process"));
	const char *variant = json_string_value(json_object_get(params, "variant"));
	char row[96];
	size_t i;

	if (process) {
		c->row = keep(L, process);
		return;
	}
	for (i = 0; i < sizeof(row_params) / sizeof(row_params[0]); i++) {
		json_t *p = json_object_get(params, row_params[i].param);
		const char *text = json_string_value(json_object_get(p, "text"));
		if (!json_is_object(p))
			continue;
		c->param = json_number_value(json_object_get(p, "value"));
		c->key = row_params[i].key;
		/* a comparison's sets are told apart by their block, not a row name */
		if (in_cmp)
			return;
		if (!strcmp(row_params[i].key, "j"))
			snprintf(row, sizeof(row), "-j%s", text ? text : "");
		else
			snprintf(row, sizeof(row), "%s", text ? text : "");
		c->row = keep(L, row);
		return;
	}
	if (variant && !in_cmp)
		c->row = keep(L, variant);
}

static double jnum(json_t *o, const char *k)
{
	json_t *v = json_object_get(json_object_get(o, k), "value");

	return json_is_number(v) ? json_number_value(v) : NAN;
}

/*
 * Series the messages of a batch can see, each row under the message (root)
 * it is seen from, with the level it is seen at: the root's own, those it
 * quotes (at the quote's span), then each parent's up the thread.  One
 * query per batch: a query per message was most of the claims pass.
 */
static const char series_sql[] =
	"WITH RECURSIVE up(root, message, depth) AS"
	" (SELECT r, r, 0 FROM unnest($1::bigint[]) AS r"
	/*
	 * message_threads' parent, with only the two tables it needs (planning
	 * time); LATERAL with LIMIT keeps the step a lookup by index: as a join,
	 * a batch's estimate chose a hash of all of thread_nodes at every level,
	 * so each batch cost more than the last.
	 */
	" UNION ALL SELECT up.root, p.message, up.depth + 1 FROM up, LATERAL"
	"  (SELECT p.message FROM thread_nodes n JOIN thread_nodes p ON p.message_id = n.parent_message_id"
	"   WHERE n.message = up.message LIMIT 1) p WHERE up.depth < 16),"
	/* ANY(ARRAY(...)): the few messages up the threads, found by index */
	" src AS (SELECT up.root, s.id, up.depth * 2 AS level, s.span_start AS off, s.span_end AS stop"
	"  FROM series s JOIN up ON up.message = s.message"
	"  WHERE s.message = ANY (ARRAY(SELECT message FROM up))"
	"  UNION ALL SELECT up.root, c.series, up.depth * 2 + 1, c.span_start, c.span_end"
	"  FROM citations c JOIN up ON up.message = c.message"
	"  WHERE c.message = ANY (ARRAY(SELECT message FROM up))),"
	" pick AS (SELECT DISTINCT ON (root, id) root, id, level, off, stop FROM src"
	"  ORDER BY root, id, level, off),"
	/* each series once (a parent's are seen from each of its replies), then per root */
	" ser AS MATERIALIZED (SELECT s.id, s.message, s.workload, s.metric, s.unit, s.better,"
	"  s.scheduler, s.os_version, s.label, s.params::text AS params, s.summary::text AS summary,"
	"  s.span_start, s.ord,"
	/* each side by its index (a = s.id OR b = s.id read the whole table for each series) */
	"  least((SELECT min(c.id) FROM comparisons c WHERE c.a = s.id),"
	"   (SELECT min(c.id) FROM comparisons c WHERE c.b = s.id)) AS cmp,"
	"  (SELECT json_agg(json_build_object('value', v.value, 'text', v.text) ORDER BY v.ord)"
	"   FROM samples v WHERE v.series = s.id)::text AS vals"
	"  FROM series s WHERE s.id = ANY (ARRAY(SELECT DISTINCT id FROM pick)))"
	" SELECT p.root, s.id, p.level, p.off, p.stop, s.message, s.workload, s.metric, s.unit, s.better,"
	" s.scheduler, s.os_version, s.label, s.params, s.summary, s.span_start, s.cmp, s.vals"
	" FROM pick p JOIN ser s ON s.id = p.id"
	" ORDER BY p.root, p.level, s.message, s.span_start, s.ord";

/*
 * series_sql's columns, in its select list's order: a cell is read by number
 * (by name, each read scanned the column names: a sixth of the importer's
 * CPU with extraction on).  series_columns_ok checks the order once a result.
 */
enum scol { C_ROOT, C_ID, C_LEVEL, C_OFF, C_STOP, C_MESSAGE, C_WORKLOAD, C_METRIC, C_UNIT,
	    C_BETTER, C_SCHEDULER, C_OS_VERSION, C_LABEL, C_PARAMS, C_SUMMARY, C_SPAN_START,
	    C_CMP, C_VALS, C_COUNT };

static const char *const scol_name[C_COUNT] = {
	"root", "id", "level", "off", "stop", "message", "workload", "metric", "unit",
	"better", "scheduler", "os_version", "label", "params", "summary", "span_start",
	"cmp", "vals",
};

static int series_columns_ok(const PGresult *res)
{
	int k;

	if (PQnfields(res) != C_COUNT)
		return error("claims: the series query returned %d columns, not %d", PQnfields(res), C_COUNT);
	for (k = 0; k < C_COUNT; k++)
		if (strcmp(PQfname(res, k), scol_name[k]) != 0)
			return error("claims: series column %d is '%s', not '%s'", k, PQfname(res, k),
				     scol_name[k]);
	return 0;
}

/*
 * Rows of series_sql's shape: from the database, or built in memory from an
 * extraction's JSON (claims_of_text), so both are checked by the same code.
 */
struct rowsrc {
	const PGresult *res;
	const char *const *m;      /* else: row-major cells, C_COUNT a row, NULL for NULL */
};

/* the cell, or NULL when it is NULL */
static const char *cell(const struct rowsrc *src, int row, enum scol c)
{
	if (!src->res)
		return src->m[(size_t)row * C_COUNT + (size_t)c];
	return PQgetisnull(src->res, row, (int)c) ? NULL : PQgetvalue(src->res, row, (int)c);
}

/*
 * A series' JSON, parsed once a batch: a parent's series come back once for
 * each reply that sees them, and parsing them again each time was a fifth of
 * the importer's CPU with extraction on.  Read only once parsed.
 */
struct parsed {
	json_t *params, *sum, *vals;
};

static void parsed_free(gpointer p)
{
	struct parsed *x = p;

	json_decref(x->params);
	json_decref(x->sum);
	json_decref(x->vals);
	free(x);
}

struct row_ctx {
	const struct rowsrc *res;
	int i;
	GHashTable *parsed;    /* series id (the result's string) -> struct parsed */
};

static const char *col(const struct row_ctx *r, enum scol c)
{
	return cell(r->res, r->i, c);
}

/* the row's series' JSON, parsed the first time the batch meets the series */
static const struct parsed *row_json(const struct row_ctx *r)
{
	struct parsed *x = g_hash_table_lookup(r->parsed, col(r, C_ID));
	json_error_t err;

	if (x)
		return x;
	x = xcalloc(1, sizeof(*x));
	x->params = json_loads(col(r, C_PARAMS) ? col(r, C_PARAMS) : "{}", 0, &err);
	x->sum = col(r, C_SUMMARY) ? json_loads(col(r, C_SUMMARY), 0, &err) : NULL;
	x->vals = col(r, C_VALS) ? json_loads(col(r, C_VALS), 0, &err) : NULL;
	g_hash_table_insert(r->parsed, (gpointer)col(r, C_ID), x);
	return x;
}

static void load_one(struct loaded *L, const struct row_ctx *r, const char *side, size_t *first)
{
	const struct parsed *js = row_json(r);
	json_t *params = js->params, *sum = js->sum, *vals = js->vals;
	const char *better = col(r, C_BETTER);
	int level = atoi(col(r, C_LEVEL)), in_cmp = col(r, C_CMP) != NULL;
	size_t nv = json_array_size(vals), i, k;
	struct ck_series base;

	memset(&base, 0, sizeof(base));
	base.param = NAN;
	base.side = keep(L, side);
	base.metric = keep(L, col(r, C_METRIC));
	base.workload = keep(L, col(r, C_WORKLOAD));
	base.unit = keep(L, col(r, C_UNIT));
	base.better = !better ? 0 : !strcmp(better, "lower") ? -1 : !strcmp(better, "higher") ? 1 : 0;
	/* series seen only in a parent have no place in this message's text */
	base.off = level < 2 ? strtoul(col(r, C_OFF), NULL, 10) : SIZE_MAX;
	base.end = level < 2 ? strtoul(col(r, C_STOP), NULL, 10) : SIZE_MAX;
	base.quote_depth = level & 1;
	set_row(L, &base, params, in_cmp);
	*first = L->n;
	if (sum) {
		struct ck_series *c = loaded_add(L, level, col(r, C_ID));
		*c = base;
		c->id = (long)L->n - 1;
		c->value = jnum(sum, "mean");
		c->text = keep(L, json_string_value(json_object_get(json_object_get(sum, "mean"), "text")));
		/* a printed mean is the value, its spread the summary (hyperfine, fio's latencies) */
		if (isnan(c->value) && nv == 1) {
			json_t *v = json_array_get(vals, 0);
			c->value = json_number_value(json_object_get(v, "value"));
			c->text = keep(L, json_string_value(json_object_get(v, "text")));
		}
		c->has_summary = 1;
		c->n = jnum(sum, "n");
		c->stddev = jnum(sum, "stddev");
	} else if (nv > 1 && !base.row) {
		/* runs numbered 1..N: each run is a row */
		for (k = 0; k < nv; k++) {
			json_t *v = json_array_get(vals, k);
			struct ck_series *c = loaded_add(L, level, col(r, C_ID));
			char row[24];
			*c = base;
			c->id = (long)L->n - 1;
			snprintf(row, sizeof(row), "%zu", k + 1);
			c->row = keep(L, row);
			c->param = (double)(k + 1);
			c->value = json_number_value(json_object_get(v, "value"));
			c->text = keep(L, json_string_value(json_object_get(v, "text")));
		}
	} else if (nv) {
		struct ck_series *c = loaded_add(L, level, col(r, C_ID));
		double sumv = 0;
		*c = base;
		c->id = (long)L->n - 1;
		for (i = 0; i < nv; i++)
			sumv += json_number_value(json_object_get(json_array_get(vals, i), "value"));
		c->value = sumv / (double)nv;
		c->text = keep(L, json_string_value(json_object_get(json_array_get(vals, 0), "text")));
	}
}

/* blocks: a comparison, else one table (workload and side, sides of one row line together) */
static void assign_blocks(struct loaded *L)
{
	GHashTable *seen;
	size_t i;

	/* most posts have no series: a table made and destroyed for none was four allocations */
	if (!L->n)
		return;
	seen = g_hash_table_new(g_str_hash, g_str_equal);
	for (i = 0; i < L->n; i++) {
		gpointer b;
		if (g_hash_table_lookup_extended(seen, L->bkey[i], NULL, &b)) {
			L->s[i].block = GPOINTER_TO_INT(b);
		} else {
			L->s[i].block = (int)i;
			g_hash_table_insert(seen, (gpointer)L->bkey[i], GINT_TO_POINTER((int)i));
		}
	}
	g_hash_table_destroy(seen);
}


/* One message's rows [from, to) of the batch's series_sql result. */
static void load_series(const struct rowsrc *res, int from, int to, GHashTable *parsed, struct loaded *L)
{
	char side[160], key[320];
	int i, j;

	for (i = from; i < to; i++) {
		struct row_ctx r = { res, i, parsed };
		json_t *p = row_json(&r)->params;
		const char *variant = json_object_get(p, "process") ?
			json_string_value(json_object_get(p, "variant")) : NULL;
		int shared = 0;
		size_t first, k;

		claims_side(col(&r, C_OS_VERSION), col(&r, C_SCHEDULER), col(&r, C_LABEL), variant, side,
			    sizeof(side));
		/* another side on the same line: one table with a column per side */
		for (j = i - 1; j >= from && !strcmp(cell(res, j, C_MESSAGE), col(&r, C_MESSAGE)) &&
				!strcmp(cell(res, j, C_SPAN_START), col(&r, C_SPAN_START)); j--)
			if (strcmp(cell(res, j, C_SCHEDULER) ? cell(res, j, C_SCHEDULER) : "",
				   col(&r, C_SCHEDULER) ? col(&r, C_SCHEDULER) : "") ||
			    strcmp(cell(res, j, C_OS_VERSION) ? cell(res, j, C_OS_VERSION) : "",
				   col(&r, C_OS_VERSION) ? col(&r, C_OS_VERSION) : ""))
				shared = 1;
		if (col(&r, C_CMP))
			snprintf(key, sizeof(key), "c %s", col(&r, C_CMP));
		else
			snprintf(key, sizeof(key), "t %s %s %s %s", col(&r, C_LEVEL), col(&r, C_MESSAGE),
				 col(&r, C_WORKLOAD) ? col(&r, C_WORKLOAD) : "", shared ? "" : side);
		load_one(L, &r, side, &first);
		/* rank of the column within its row and side: 0 is the table's first */
		for (k = first; k < L->n; k++) {
			size_t m;
			L->s[k].metric_rank = 0;
			for (m = 0; m < first; m++)
				if (L->s[m].off == L->s[k].off && L->level[m] == L->level[k] &&
				    !strcmp(L->s[m].side, L->s[k].side) && (!L->s[m].row) == (!L->s[k].row) &&
				    (!L->s[m].row || !strcmp(L->s[m].row, L->s[k].row)))
					L->s[k].metric_rank++;
			L->bkey[k] = pooled(L, key);
		}
	}
	assign_blocks(L);
}

/* ---- one message: recognise, id, check at the nearest level that decides ---- */

struct mwork {
	const char *msgid;
	long long message;
	const char *body;
	size_t len;
	const struct claim_posted *posted;   /* changes extraction found posted beside figures */
	size_t nposted;
	const size_t *quiet;   /* the layout's quiet ranges, when the caller has them */
	size_t nquiet;
	int have_quiet;
	int absent;            /* claims_absent of body */
	int found;             /* cl holds the text's claims already (claims_find) */
	struct claim_list cl;
	char (*ids)[24];
	struct check_result *r;
	struct loaded L;
	int *bstart, *bend;    /* per block: first offset, last end */
};

static void claim_ids(struct mwork *w)
{
	GHashTable *seen;
	struct buf key = BUF_INIT;
	size_t i;

	w->ids = calloc(w->cl.n + 1, sizeof(*w->ids));
	/* most posts make no claim: no table for none */
	if (!w->cl.n)
		return;
	seen = g_hash_table_new(g_str_hash, g_str_equal);
	for (i = 0; i < w->cl.n; i++) {
		const struct claim *c = &w->cl.v[i];
		int dup = 0;
		do {
			GChecksum *h = g_checksum_new(G_CHECKSUM_SHA256);
			buf_clear(&key);
			buf_addf(&key, "%s\n%s\n%s\n%s", w->msgid, claim_kind_name(c->kind), c->text ? c->text : "",
				 c->has_num ? c->num.text : "");
			/* the same claim twice in one message: #1, #2 ... */
			if (dup)
				buf_addf(&key, "\n#%d", dup);
			g_checksum_update(h, (const guchar *)key.data, (gssize)key.len);
			w->ids[i][0] = 'a';
			memcpy(w->ids[i] + 1, g_checksum_get_string(h), 16);
			w->ids[i][17] = '\0';
			g_checksum_free(h);
			dup++;
		} while (g_hash_table_contains(seen, w->ids[i]));
		g_hash_table_add(seen, w->ids[i]);
	}
	g_hash_table_destroy(seen);
	buf_release(&key);
}

struct nearness {
	const struct mwork *w;
	size_t at;
};

/* own level first; within it the table right before the claim, then earlier ones, then later */
static int by_nearness(const void *x, const void *y, void *ctx)
{
	const struct ck_series *a = x, *b = y;
	const struct nearness *near = ctx;
	const struct mwork *w = near->w;
	size_t sort_at = near->at;
	int la = w->L.level[a->id], lb = w->L.level[b->id];
	size_t ea = (size_t)w->bend[a->block], eb = (size_t)w->bend[b->block];
	int ba = ea <= sort_at, bb = eb <= sort_at;

	if (la != lb)
		return la - lb;
	if (ba != bb)
		return bb - ba;
	if (a->block != b->block) {
		if (ba)
			return ea > eb ? -1 : 1;
		return w->bstart[a->block] - w->bstart[b->block];
	}
	return a->id < b->id ? -1 : a->id > b->id;
}

static void check_one(struct mwork *w, size_t i, struct ck_series *tmp)
{
	struct check_result first;
	size_t n = w->L.n, ns;
	int have_first = 0;
	struct nearness near = { w, w->cl.v[i].off };

	if (n) {
		memcpy(tmp, w->L.s, n * sizeof(*tmp));
		qsort_r(tmp, n, sizeof(*tmp), by_nearness, &near);
	}
	if (!n)
		check_claim(w->cl.v, w->cl.n, i, tmp, 0, &w->r[i]);
	/* with the series of every level up to this one */
	for (ns = 1; ns <= n; ns++) {
		if (ns < n && w->L.level[tmp[ns].id] == w->L.level[tmp[ns - 1].id])
			continue;
		check_claim(w->cl.v, w->cl.n, i, tmp, ns, &w->r[i]);
		if (w->r[i].status != CHECK_NOT_CHECKABLE)
			return;
		if (!have_first) {
			first = w->r[i];
			have_first = 1;
		}
	}
	if (have_first)
		w->r[i] = first;
}

/* a posted Difference pair or ministat result rests on the series inside it */
static void link_inside(struct mwork *w, size_t i)
{
	const struct claim *c = &w->cl.v[i];
	struct check_result *r = &w->r[i];
	size_t k;

	if (r->nseries || (c->kind != CLAIM_DIFFERENCE && c->kind != CLAIM_MINISTAT))
		return;
	for (k = 0; k < w->L.n && r->nseries < CHECK_MAX_SERIES; k++)
		if (w->L.level[k] < 2 && w->L.s[k].off < c->off + c->len && w->L.s[k].end > c->off)
			r->series[r->nseries++] = (long)k;
}

/* The message's claims and their ids, from its text alone: what it needs of the series comes after */
static void recognise_message(struct mwork *w, struct claims_stats *st)
{
	double t0 = now();
	size_t i, nquiet = 0, *quiet = NULL;

	/* an extraction of the same text laid it out already: no second layout */
	if (!w->have_quiet)
		quiet = layout_quiet_ranges(w->body, w->len, &nquiet);
	if (!w->found)
		claims_recognise_outside(w->body, w->len, w->have_quiet ? w->quiet : quiet,
					 w->have_quiet ? w->nquiet : nquiet, w->absent, &w->cl);
	free(quiet);
	claims_add_posted(&w->cl, w->body, w->len, w->posted, w->nposted);
	/* a span starts at the claim's first word, not at the quote marks before it */
	for (i = 0; i < w->cl.n; i++) {
		struct claim *c = &w->cl.v[i];
		while (c->len && c->off < w->len &&
		       (isspace((unsigned char)w->body[c->off]) || w->body[c->off] == '>')) {
			c->off++;
			c->len--;
		}
		while (c->len && isspace((unsigned char)w->body[c->off + c->len - 1]))
			c->len--;
	}
	claim_ids(w);
	st->seconds += now() - t0;
}

/* Check the recognised claims against the series loaded into w->L */
static void check_message(struct mwork *w, struct claims_stats *st)
{
	struct ck_series *tmp;
	double t0 = now();
	size_t i;

	w->r = calloc(w->cl.n + 1, sizeof(*w->r));
	w->bstart = calloc(w->L.n + 1, sizeof(int));
	w->bend = calloc(w->L.n + 1, sizeof(int));
	for (i = 0; i < w->L.n; i++) {
		int b = w->L.s[i].block;
		int off = w->L.s[i].off == SIZE_MAX ? INT32_MAX : (int)w->L.s[i].off;
		int end = w->L.s[i].end == SIZE_MAX ? INT32_MAX : (int)w->L.s[i].end;
		if (b == (int)i || off < w->bstart[b])
			w->bstart[b] = off;
		if (end > w->bend[b])
			w->bend[b] = end;
	}
	tmp = malloc((w->L.n + 1) * sizeof(*tmp));
	for (i = 0; i < w->cl.n; i++) {
		check_one(w, i, tmp);
		link_inside(w, i);
	}
	free(tmp);
	st->claims += (long)w->cl.n;
	st->messages++;
	st->seconds += now() - t0;
}

static void work_message(struct mwork *w, struct claims_stats *st)
{
	recognise_message(w, st);
	check_message(w, st);
}

static void mwork_release(struct mwork *w)
{
	claim_list_release(&w->cl);
	free(w->ids);
	free(w->r);
	free(w->bstart);
	free(w->bend);
	loaded_release(&w->L);
}

/* ---- JSON documents for storage ---- */

static json_t *num_json(double v, const char *text)
{
	return json_pack("{s:f, s:s}", "value", isfinite(v) ? v : 0.0, "text", text);
}

static json_t *claim_row(const struct mwork *w, size_t i)
{
	const struct claim *c = &w->cl.v[i];
	json_t *names = json_array();
	int k;

	for (k = 0; k < c->nnames; k++)
		json_array_append_new(names, json_pack("{s:s, s:s}", "text", c->names[k].text, "role",
						       claim_role_name(c->names[k].role)));
	return json_pack("{s:s, s:I, s:s, s:i, s:s, s:o, s:i, s:b, s:s?, s:i, s:o, s:I, s:I, s:I}",
			 "id", w->ids[i], "message", (json_int_t)w->message, "kind", claim_kind_name(c->kind),
			 "grp", c->group, "text", c->text ? c->text : "",
			 "posted", c->has_num ? num_json(c->num.value, c->num.text) : json_null(),
			 "direction", c->direction, "negated", c->negated, "hedge", c->hedge[0] ? c->hedge : NULL,
			 "quote_depth", c->quote_depth, "names", names, "span_start", (json_int_t)c->off,
			 "span_end", (json_int_t)(c->off + c->len), "ord", (json_int_t)i);
}

static json_t *check_row(const struct mwork *w, size_t i)
{
	const struct check_result *r = &w->r[i];
	json_t *rows = json_array();
	int k, j;

	for (k = 0; k < r->nseries; k++) {
		const struct ck_series *s = &w->L.s[r->series[k]];
		const char *row = s->row ? s->row : s->workload;
		int dup = 0;
		if (!row)
			continue;
		for (j = 0; j < (int)json_array_size(rows); j++)
			dup |= !strcmp(json_string_value(json_array_get(rows, j)), row);
		if (!dup)
			json_array_append_new(rows, json_string(row));
	}
	return json_pack("{s:s, s:s, s:o, s:o, s:s?, s:o, s:s?, s:s?, s:s, s:i}",
			 "claim", w->ids[i], "status", check_status_name(r->status),
			 "posted", r->has_posted ? num_json(r->posted, r->posted_text) : json_null(),
			 "recomputed", r->has_recomputed ? num_json(r->recomputed, r->recomputed_text) : json_null(),
			 "rounding", r->match[0] && strcmp(r->match, "no") ? r->match : NULL, "rows", rows,
			 "convention", r->convention[0] ? r->convention : NULL,
			 "generation", r->generation[0] ? r->generation : NULL, "note", r->note,
			 "checker", CHECKER_VERSION);
}

static void add_links(json_t *links, const struct mwork *w, size_t i)
{
	const struct check_result *r = &w->r[i];
	int k, j, ord = 0;

	for (k = 0; k < r->nseries; k++) {
		const char *sid = w->L.sid[r->series[k]];
		int dup = 0;
		for (j = 0; j < k; j++)
			dup |= !strcmp(w->L.sid[r->series[j]], sid);
		if (!dup)
			json_array_append_new(links, json_pack("{s:s, s:s, s:i}", "claim", w->ids[i], "series",
							       sid, "ord", ord++));
	}
}

static const char *const store_claims_sql[] = {
	"DELETE FROM claims WHERE message IN (SELECT (jsonb_array_elements_text($1::jsonb->'messages'))::bigint)"
	" AND id NOT IN (SELECT x->>'id' FROM jsonb_array_elements($1::jsonb->'claims') AS x)",

	"INSERT INTO claims (id, message, kind, grp, text, posted, direction, negated, hedge, quote_depth,"
	" names, span_start, span_end, ord, extractor)"
	" SELECT id, message, kind, grp, text, posted, direction, negated, hedge, quote_depth, names,"
	" span_start, span_end, ord, ($1::jsonb->>'version')::int"
	" FROM jsonb_to_recordset($1::jsonb->'claims') AS x(id text, message bigint, kind text, grp int,"
	" text text, posted jsonb, direction int, negated boolean, hedge text, quote_depth int, names jsonb,"
	" span_start int, span_end int, ord int)"
	" ON CONFLICT (id) DO UPDATE SET message = excluded.message, kind = excluded.kind,"
	" grp = excluded.grp, text = excluded.text, posted = excluded.posted,"
	" direction = excluded.direction, negated = excluded.negated, hedge = excluded.hedge,"
	" quote_depth = excluded.quote_depth, names = excluded.names, span_start = excluded.span_start,"
	" span_end = excluded.span_end, ord = excluded.ord, extractor = excluded.extractor",
};

static const char *const store_checks_sql[] = {
	"DELETE FROM claim_series WHERE claim IN (SELECT x->>'claim' FROM jsonb_array_elements($1::jsonb->'checks') AS x)",

	"INSERT INTO claim_series (claim, series, ord)"
	" SELECT x.claim, x.series, x.ord FROM jsonb_to_recordset($1::jsonb->'links') AS x(claim text,"
	" series text, ord int) JOIN claims c ON c.id = x.claim JOIN series s ON s.id = x.series"
	" ON CONFLICT DO NOTHING",

	"INSERT INTO checks (claim, status, posted, recomputed, rounding, rows, convention, generation,"
	" note, checker)"
	" SELECT x.claim, x.status, x.posted, x.recomputed, x.rounding, x.rows, x.convention, x.generation,"
	" x.note, x.checker FROM jsonb_to_recordset($1::jsonb->'checks') AS x(claim text, status text,"
	" posted jsonb, recomputed jsonb, rounding text, rows jsonb, convention text, generation text,"
	" note text, checker int) JOIN claims c ON c.id = x.claim"
	" ON CONFLICT (claim) DO UPDATE SET status = excluded.status, posted = excluded.posted,"
	" recomputed = excluded.recomputed, rounding = excluded.rounding, rows = excluded.rows,"
	" convention = excluded.convention, generation = excluded.generation, note = excluded.note,"
	" checked_at = now(), checker = excluded.checker",
};

static int run_all(struct db *db, const char *const *sql, size_t n, const char *doc)
{
	const char *params[1] = { doc };
	size_t i;

	for (i = 0; i < n; i++)
		if (db_exec(db, sql[i], 1, params) < 0)
			return -1;
	return 0;
}

/* in the caller's transaction */
static int store(struct db *db, json_t *doc, int with_claims)
{
	char *s = json_dumps(doc, JSON_COMPACT | JSON_REAL_PRECISION(15));
	int ret = -1;

	if ((with_claims && run_all(db, store_claims_sql, 2, s) < 0) || run_all(db, store_checks_sql, 3, s) < 0)
		goto cleanup;
	ret = 0;
cleanup:
	free(s);
	return ret;
}

/* ---- passes ---- */

/* Changes posted beside their figures, per message of a batch, with their two sides */
static const char posted_sql[] =
	"SELECT c.message, c.span_start, c.span_end, c.posted->>'text' AS text,"
	" coalesce(c.posted->'delta_pct'->>'text', c.posted->'delta'->>'text') AS delta,"
	" (c.posted->'delta_pct'->>'text') IS NOT NULL AS percent,"
	" coalesce(sa.label, sa.os_version, sa.scheduler) AS a_name,"
	" coalesce(sb.label, sb.os_version, sb.scheduler) AS b_name,"
	" (SELECT min(v.text) FROM samples v WHERE v.series = c.a HAVING count(*) = 1) AS a_text,"
	" (SELECT min(v.value) FROM samples v WHERE v.series = c.a HAVING count(*) = 1) AS a_val,"
	" (SELECT min(v.text) FROM samples v WHERE v.series = c.b HAVING count(*) = 1) AS b_text,"
	" (SELECT min(v.value) FROM samples v WHERE v.series = c.b HAVING count(*) = 1) AS b_val"
	" FROM comparisons c JOIN series sa ON sa.id = c.a JOIN series sb ON sb.id = c.b"
	" WHERE c.message = ANY($1::bigint[]) AND c.posted->>'text' IS NOT NULL"
	" ORDER BY c.message, c.span_start";

/* Rows [from, to) of posted_sql's result that belong to message m, as claim_posted */
static struct claim_posted *posted_of_rows(const PGresult *res, int *at, long long m, size_t *n)
{
	int from, i, rows = PQntuples(res);
	struct claim_posted *p;

	while (*at < rows && strtoll(PQgetvalue(res, *at, 0), NULL, 10) < m)
		(*at)++;
	for (from = *at; *at < rows && strtoll(PQgetvalue(res, *at, 0), NULL, 10) == m; (*at)++)
		;
	p = xcalloc((size_t)(*at - from) + 1, sizeof(*p));
	for (i = from, *n = 0; i < *at; i++, (*n)++) {
		struct claim_posted *q = &p[*n];
		q->off = strtoul(db_value(res, i, "span_start"), NULL, 10);
		q->len = strtoul(db_value(res, i, "span_end"), NULL, 10) - q->off;
		q->text = db_value(res, i, "text");
		q->delta = db_value(res, i, "delta");
		q->percent = !strcmp(db_value(res, i, "percent"), "t");
		q->name[0] = db_value(res, i, "a_name");
		q->name[1] = db_value(res, i, "b_name");
		q->val_text[0] = db_value(res, i, "a_text");
		q->val_text[1] = db_value(res, i, "b_text");
		q->val[0] = q->val_text[0] ? strtod(db_value(res, i, "a_val"), NULL) : 0;
		q->val[1] = q->val_text[1] ? strtod(db_value(res, i, "b_val"), NULL) : 0;
	}
	return p;
}

static const char messages_sql[] =
	"SELECT id, message_id, body FROM messages WHERE id = ANY($1::bigint[]) ORDER BY id";

/* The reads and works of one batch, its messages in id order */
struct cbatch {
	PGresult *res, *pst, *ser;
	struct mwork *w;
	struct claim_posted **posted;
	int n;
};

static void id_array(struct buf *arr, const long long *ids, size_t n)
{
	size_t i;

	buf_addc(arr, '{');
	for (i = 0; i < n; i++)
		buf_addf(arr, "%s%lld", i ? "," : "", ids[i]);
	buf_addc(arr, '}');
}

/* The batch's texts and posted changes, and the claims each text holds */
static int cbatch_read(struct db *db, struct cbatch *cb, const long long *ids, size_t n,
		       struct claims_stats *st)
{
	struct buf arr = BUF_INIT;
	const char *params[1];
	int row, pp = 0, ret = -1;

	id_array(&arr, ids, n);
	params[0] = arr.data;
	if (!(cb->res = db_query(db, messages_sql, 1, params)) ||
	    !(cb->pst = db_query(db, posted_sql, 1, params)))
		goto cleanup;
	cb->n = PQntuples(cb->res);
	cb->w = xcalloc((size_t)cb->n + 1, sizeof(*cb->w));
	cb->posted = xcalloc((size_t)cb->n + 1, sizeof(*cb->posted));
	for (row = 0; row < cb->n; row++) {
		struct mwork *w = &cb->w[row];
		loaded_init(&w->L);
		w->message = strtoll(db_value(cb->res, row, "id"), NULL, 10);
		w->msgid = db_value(cb->res, row, "message_id");
		w->body = db_value(cb->res, row, "body") ? db_value(cb->res, row, "body") : "";
		w->len = strlen(w->body);
		w->posted = cb->posted[row] = posted_of_rows(cb->pst, &pp, w->message, &w->nposted);
		recognise_message(w, st);
	}
	ret = 0;
cleanup:
	buf_release(&arr);
	return ret;
}

/* The same from claims found at extraction: their texts are the caller's */
static int cbatch_found(struct db *db, struct cbatch *cb, struct claims_found *f, size_t n,
			struct claims_stats *st)
{
	struct buf arr = BUF_INIT;
	long long *ids = xcalloc(n + 1, sizeof(*ids));
	const char *params[1];
	size_t i;
	int pp = 0, ret = -1;

	for (i = 0; i < n; i++)
		ids[i] = f[i].message;
	id_array(&arr, ids, n);
	params[0] = arr.data;
	if (!(cb->pst = db_query(db, posted_sql, 1, params)))
		goto cleanup;
	cb->n = (int)n;
	cb->w = xcalloc(n + 1, sizeof(*cb->w));
	cb->posted = xcalloc(n + 1, sizeof(*cb->posted));
	for (i = 0; i < n; i++) {
		struct mwork *w = &cb->w[i];
		loaded_init(&w->L);
		w->message = f[i].message;
		w->msgid = f[i].msgid;
		w->body = f[i].body;
		w->len = f[i].len;
		w->cl = f[i].cl;
		memset(&f[i].cl, 0, sizeof(f[i].cl));
		w->found = w->have_quiet = 1;
		w->posted = cb->posted[i] = posted_of_rows(cb->pst, &pp, w->message, &w->nposted);
		recognise_message(w, st);
	}
	ret = 0;
cleanup:
	buf_release(&arr);
	free(ids);
	return ret;
}

/*
 * The series the batch's claims can see: only messages holding a claim
 * need them (most hold none, and the series of a thread's parents were
 * most of an extracting import's reading).
 */
static int cbatch_series(struct db *db, struct cbatch *cb)
{
	struct buf arr = BUF_INIT;
	long long *ids = xcalloc((size_t)cb->n + 1, sizeof(*ids));
	const char *params[1];
	size_t n = 0;
	int i, ret = -1;

	for (i = 0; i < cb->n; i++)
		if (cb->w[i].cl.n)
			ids[n++] = cb->w[i].message;
	id_array(&arr, ids, n);
	params[0] = arr.data;
	if (!(cb->ser = db_query(db, series_sql, 1, params)) || series_columns_ok(cb->ser) < 0)
		goto cleanup;
	ret = 0;
cleanup:
	buf_release(&arr);
	free(ids);
	return ret;
}

/* Check each message's claims and add its rows to DOC */
static void cbatch_check(struct cbatch *cb, json_t *doc, int with_claims, const char *only,
			 struct claims_stats *st)
{
	struct rowsrc src = { cb->ser, NULL };
	GHashTable *parsed = g_hash_table_new_full(g_str_hash, g_str_equal, NULL, parsed_free);
	int row, sp = 0, ep, ns = PQntuples(cb->ser);
	size_t k;

	for (row = 0; row < cb->n; row++) {
		struct mwork *w = &cb->w[row];
		/* both are in message order: this message's rows follow */
		while (sp < ns && strtoll(cell(&src, sp, C_ROOT), NULL, 10) < w->message)
			sp++;
		for (ep = sp; ep < ns && strtoll(cell(&src, ep, C_ROOT), NULL, 10) == w->message; ep++)
			;
		load_series(&src, sp, ep, parsed, &w->L);
		sp = ep;
		check_message(w, st);
		json_array_append_new(json_object_get(doc, "messages"), json_integer(w->message));
		for (k = 0; k < w->cl.n; k++) {
			if (only && strcmp(only, w->ids[k]))
				continue;
			st->status[w->r[k].status & 3]++;
			st->checks++;
			if (with_claims)
				json_array_append_new(json_object_get(doc, "claims"), claim_row(w, k));
			json_array_append_new(json_object_get(doc, "checks"), check_row(w, k));
			add_links(json_object_get(doc, "links"), w, k);
		}
	}
	g_hash_table_destroy(parsed);
}

static void cbatch_release(struct cbatch *cb)
{
	int i;

	for (i = 0; i < cb->n; i++) {
		mwork_release(&cb->w[i]);
		free(cb->posted[i]);
	}
	free(cb->w);
	free(cb->posted);
	if (cb->ser)
		PQclear(cb->ser);
	if (cb->pst)
		PQclear(cb->pst);
	if (cb->res)
		PQclear(cb->res);
}

/*
 * One batch in one transaction: with_claims stores the claims too
 * (extraction); only: just that claim's check.  The series query's
 * estimate passes the JIT thresholds, and compiling it cost more than
 * running it: jit is off for the batch, as in the figures' pass.
 */
static int run_batch(struct db *db, const long long *ids, struct claims_found *found, size_t n,
		     int with_claims, const char *only, struct claims_stats *st)
{
	struct cbatch cb;
	json_t *doc = json_pack("{s:i, s:[], s:[], s:[], s:[]}", "version", EXTRACTOR_VERSION, "messages",
				"claims", "links", "checks");
	int ret = -1;

	memset(&cb, 0, sizeof(cb));
	if (db_exec(db, "BEGIN", 0, NULL) < 0)
		goto cleanup;
	ret = db_exec(db, "SET LOCAL jit = off", 0, NULL) < 0 ||
	      (found ? cbatch_found(db, &cb, found, n, st) : cbatch_read(db, &cb, ids, n, st)) < 0 ||
	      cbatch_series(db, &cb) < 0 ? -1 : 0;
	if (ret == 0) {
		cbatch_check(&cb, doc, with_claims, only, st);
		ret = store(db, doc, with_claims);
	}
	ret = db_end(db, ret);
cleanup:
	cbatch_release(&cb);
	json_decref(doc);
	return ret;
}

int claims_extract_found(struct db *db, struct claims_found *f, size_t n, struct claims_stats *st)
{
	double t0 = now();
	int ret = n ? run_batch(db, NULL, f, n, 1, NULL, st) : 0;

	st->total_seconds += now() - t0;
	return ret;
}

static const char pending_sql[] =
	"SELECT DISTINCT c.message FROM claims c LEFT JOIN checks k ON k.claim = c.id"
	" WHERE k.claim IS NULL OR k.checker < $1::int ORDER BY 1";
static const char all_sql[] = "SELECT DISTINCT message FROM claims WHERE $1::int IS NOT NULL ORDER BY 1";
static const char one_sql[] = "SELECT message FROM claims WHERE id = $2 AND $1::int IS NOT NULL";

#define BATCH 200

int claims_check(struct db *db, int all, const char *claim_id, struct claims_stats *st)
{
	char ver[16];
	const char *params[2] = { ver, claim_id };
	PGresult *res;
	long long *ids;
	int i, n, ret = 0;
	double t0 = now();

	memset(st, 0, sizeof(*st));
	snprintf(ver, sizeof(ver), "%d", CHECKER_VERSION);
	res = db_query(db, claim_id ? one_sql : all ? all_sql : pending_sql, claim_id ? 2 : 1, params);
	if (!res)
		return -1;
	n = PQntuples(res);
	if (claim_id && !n) {
		PQclear(res);
		return error("no claim '%s'", claim_id);
	}
	ids = calloc((size_t)n + 1, sizeof(*ids));
	for (i = 0; i < n; i++)
		ids[i] = strtoll(PQgetvalue(res, i, 0), NULL, 10);
	PQclear(res);
	for (i = 0; i < n && ret == 0; i += BATCH)
		ret = run_batch(db, ids + i, NULL, (size_t)(n - i < BATCH ? n - i : BATCH), 0, claim_id, st);
	free(ids);
	st->total_seconds = now() - t0;
	return ret;
}

/* ---- the claims array of show --json ---- */

static const char show_sql[] =
	"SELECT coalesce(json_agg(json_build_object('id', c.id, 'text', c.text,"
	" 'span', json_build_array(c.span_start, c.span_end),"
	" 'series', coalesce((SELECT json_agg(l.series ORDER BY l.ord) FROM claim_series l"
	"   WHERE l.claim = c.id), '[]'),"
	" 'check', (SELECT json_build_object('status', k.status, 'posted', k.posted,"
	"   'recomputed', k.recomputed, 'note', k.note) FROM checks k WHERE k.claim = c.id))"
	" ORDER BY c.span_start, c.ord), '[]')::text AS claims FROM claims c WHERE c.message = $1::bigint";

json_t *claims_show(struct db *db, const char *message_db_id)
{
	const char *params[1] = { message_db_id };
	PGresult *res = db_query(db, show_sql, 1, params);
	json_error_t err;
	json_t *out;

	if (!res)
		return NULL;
	out = json_loads(db_value(res, 0, "claims"), 0, &err);
	PQclear(res);
	if (!out)
		error("bad JSON from the database: %s", err.text);
	return out;
}

/* ---- claims of a text outside the database (extract --text) ---- */

static char *dump_or_null(json_t *v)
{
	return v && !json_is_null(v) ? json_dumps(v, JSON_COMPACT) : NULL;
}

static char *str_or_null(json_t *v)
{
	return json_is_string(v) ? xstrdup(json_string_value(v)) : NULL;
}

/* series_sql's row for one series of an extraction's JSON: level 0, message 0 */
static void text_row(char **m, json_t *s, json_t *cmps)
{
	json_t *c, *span = json_object_get(s, "span");
	const char *id = json_string_value(json_object_get(s, "id"));
	size_t i;
	char num[32];

	m[C_ROOT] = xstrdup("0");
	m[C_ID] = str_or_null(json_object_get(s, "id"));
	m[C_LEVEL] = xstrdup("0");
	snprintf(num, sizeof(num), "%lld", (long long)json_integer_value(json_array_get(span, 0)));
	m[C_OFF] = xstrdup(num);
	m[C_SPAN_START] = xstrdup(num);
	snprintf(num, sizeof(num), "%lld", (long long)json_integer_value(json_array_get(span, 1)));
	m[C_STOP] = xstrdup(num);
	m[C_MESSAGE] = xstrdup("0");
	m[C_WORKLOAD] = str_or_null(json_object_get(s, "workload"));
	m[C_METRIC] = str_or_null(json_object_get(s, "metric"));
	m[C_UNIT] = str_or_null(json_object_get(s, "unit"));
	m[C_BETTER] = str_or_null(json_object_get(s, "better"));
	m[C_SCHEDULER] = str_or_null(json_object_get(s, "scheduler"));
	m[C_OS_VERSION] = str_or_null(json_object_get(s, "os_version"));
	m[C_LABEL] = str_or_null(json_object_get(s, "label"));
	m[C_PARAMS] = dump_or_null(json_object_get(s, "params"));
	m[C_SUMMARY] = dump_or_null(json_object_get(s, "summary"));
	m[C_VALS] = dump_or_null(json_object_get(s, "values"));
	m[C_CMP] = NULL;
	json_array_foreach(cmps, i, c) {
		const char *a = json_string_value(json_object_get(c, "a"));
		const char *b = json_string_value(json_object_get(c, "b"));
		if (id && ((a && !strcmp(a, id)) || (b && !strcmp(b, id)))) {
			m[C_CMP] = str_or_null(json_object_get(c, "id"));
			break;
		}
	}
}

/* One claim as show prints it: id, text, span, the series it rests on, its check */
static json_t *claim_shown(const struct mwork *w, size_t i)
{
	const struct claim *c = &w->cl.v[i];
	const struct check_result *r = &w->r[i];
	json_t *links = json_array(), *ser = json_array(), *l;
	size_t k;

	add_links(links, w, i);
	json_array_foreach(links, k, l)
		json_array_append(ser, json_object_get(l, "series"));
	json_decref(links);
	return json_pack("{s:s, s:s, s:[I, I], s:o, s:{s:s, s:o, s:o, s:s}}", "id", w->ids[i],
			 "text", c->text ? c->text : "", "span", (json_int_t)c->off,
			 (json_int_t)(c->off + c->len), "series", ser, "check",
			 "status", check_status_name(r->status),
			 "posted", r->has_posted ? num_json(r->posted, r->posted_text) : json_null(),
			 "recomputed", r->has_recomputed ? num_json(r->recomputed, r->recomputed_text) : json_null(),
			 "note", r->note);
}

/* The series of id in the extraction's JSON, or NULL */
static json_t *series_by_id(json_t *series, const char *id)
{
	size_t i;
	json_t *s;

	json_array_foreach(series, i, s) {
		const char *sid = json_string_value(json_object_get(s, "id"));
		if (id && sid && !strcmp(sid, id))
			return s;
	}
	return NULL;
}

/* A side of a posted change: its name, and its one figure when it has one */
static void posted_side(struct claim_posted *p, int k, json_t *s)
{
	json_t *vals = json_object_get(s, "values");

	p->name[k] = json_string_value(json_object_get(s, "label"));
	if (!p->name[k])
		p->name[k] = json_string_value(json_object_get(s, "os_version"));
	if (!p->name[k])
		p->name[k] = json_string_value(json_object_get(s, "scheduler"));
	if (json_array_size(vals) == 1) {
		json_t *v = json_array_get(vals, 0);
		p->val[k] = json_number_value(json_object_get(v, "value"));
		p->val_text[k] = json_string_value(json_object_get(v, "text"));
	}
}

/* The changes of an extraction's JSON posted beside their figures (those with a text) */
static struct claim_posted *posted_of_json(json_t *series, json_t *cmps, size_t *n)
{
	struct claim_posted *p = xcalloc(json_array_size(cmps) + 1, sizeof(*p));
	size_t i;
	json_t *c;

	*n = 0;
	json_array_foreach(cmps, i, c) {
		struct claim_posted *q = &p[*n];
		json_t *span = json_object_get(c, "span"), *pct = json_object_get(c, "delta_pct");
		json_t *d = json_is_object(pct) ? pct : json_object_get(c, "delta");
		if (!json_is_string(json_object_get(c, "text")) || !json_is_object(d))
			continue;
		q->off = (size_t)json_integer_value(json_array_get(span, 0));
		q->len = (size_t)json_integer_value(json_array_get(span, 1)) - q->off;
		q->text = json_string_value(json_object_get(c, "text"));
		q->delta = json_string_value(json_object_get(d, "text"));
		q->percent = json_is_object(pct);
		posted_side(q, 0, series_by_id(series, json_string_value(json_object_get(c, "a"))));
		posted_side(q, 1, series_by_id(series, json_string_value(json_object_get(c, "b"))));
		(*n)++;
	}
	return p;
}

static int text_may_have(const void *t, const char *w, size_t n)
{
	return text_may_have_caseless(t, w, n);
}

void claims_find(struct claims_found *f, const struct text *t, const struct xresult *r)
{
	size_t nquiet = 0, *quiet = layout_quiet_of(r, &nquiet);

	memset(&f->cl, 0, sizeof(f->cl));
	claims_recognise_outside(f->body, f->len, quiet, nquiet,
				 claims_absent(f->body, f->len, text_may_have, t), &f->cl);
	free(quiet);
}

void claims_found_release(struct claims_found *f)
{
	claim_list_release(&f->cl);
}

json_t *claims_of_text(const char *msgid, const struct text *t, json_t *series,
		       json_t *comparisons, const size_t *quiet, size_t nquiet)
{
	const char *body = t->s;
	size_t len = t->len;
	size_t n = json_array_size(series), i;
	char **m = xcalloc(n * C_COUNT + 1, sizeof(char *));
	struct rowsrc src = { NULL, NULL };
	struct claims_stats st;
	/* the series' parsed params: most posts have no series, and no table is made for none */
	GHashTable *parsed = n ? g_hash_table_new_full(g_str_hash, g_str_equal, NULL, parsed_free) : NULL;
	json_t *out = json_array();
	struct claim_posted *posted;
	struct mwork w;

	for (i = 0; i < n; i++)
		text_row(m + i * C_COUNT, json_array_get(series, i), comparisons);
	src.m = (const char *const *)m;
	memset(&w, 0, sizeof(w));
	memset(&st, 0, sizeof(st));
	loaded_init(&w.L);
	w.msgid = msgid;
	w.body = body;
	w.len = len;
	w.quiet = quiet;
	w.nquiet = nquiet;
	w.have_quiet = 1;
	w.absent = claims_absent(body, len, text_may_have, t);
	w.posted = posted = posted_of_json(series, comparisons, &w.nposted);
	load_series(&src, 0, (int)n, parsed, &w.L);
	work_message(&w, &st);
	for (i = 0; i < w.cl.n; i++)
		json_array_append_new(out, claim_shown(&w, i));
	mwork_release(&w);
	free(posted);
	if (parsed)
		g_hash_table_destroy(parsed);
	for (i = 0; i < n * C_COUNT; i++)
		free(m[i]);
	free(m);
	return out;
}
