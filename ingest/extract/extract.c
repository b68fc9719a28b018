/* extract.c: run the recognisers over a message, resolve names, systems, citations, stable ids */
#include <glib.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "extract.h"
#include "figures.h"
#include "vocab.h"
#include "../../core/stats.h"
#include "../../core/banned.h"

struct xseries *xr_series(struct xresult *r)
{
	struct xseries *s;

	if (r->nseries == r->cseries)
		r->series = xrealloc(r->series, sizeof(*s) * (size_t)(r->cseries = r->cseries * 2 + 16));
	s = &r->series[r->nseries++];
	memset(s, 0, sizeof(*s));
	s->system = -1;
	s->cites = -1;
	return s;
}

struct xcomparison *xr_cmp(struct xresult *r)
{
	struct xcomparison *c;

	if (r->ncmp == r->ccmp)
		r->cmp = xrealloc(r->cmp, sizeof(*c) * (size_t)(r->ccmp = r->ccmp * 2 + 8));
	c = &r->cmp[r->ncmp++];
	memset(c, 0, sizeof(*c));
	c->proven = -1;
	return c;
}

struct xsystem *xr_sys(struct xresult *r)
{
	struct xsystem *y;

	if (r->nsys == r->csys)
		r->sys = xrealloc(r->sys, sizeof(*y) * (size_t)(r->csys = r->csys * 2 + 4));
	y = &r->sys[r->nsys++];
	memset(y, 0, sizeof(*y));
	return y;
}

void xs_value(struct xseries *s, const struct xnum *x)
{
	if (s->nvalues == s->vcap)
		s->values = xrealloc(s->values, sizeof(*x) * (size_t)(s->vcap = s->vcap * 2 + 4));
	s->values[s->nvalues++] = *x;
}

static struct xparam *param_slot(struct xseries *s, const char *key)
{
	int i;

	for (i = 0; i < s->nparams; i++)
		if (!strcmp(s->params[i].key, key))
			return &s->params[i];
	if (s->nparams == XP_MAX || strlen(key) >= sizeof(s->params[0].key))
		return NULL;
	memset(&s->params[s->nparams], 0, sizeof(s->params[0]));
	memcpy(s->params[s->nparams].key, key, strlen(key) + 1);
	return &s->params[s->nparams++];
}

int xs_param_num(struct xseries *s, const char *key, const struct xnum *x)
{
	struct xparam *p = param_slot(s, key);

	if (!p)
		return -1;
	p->is_num = 1;
	p->num = *x;
	return 0;
}

int xs_param_str(struct xseries *s, const char *key, const char *v, size_t n)
{
	struct xparam *p = param_slot(s, key);

	if (!p)
		return -1;
	p->is_num = 0;
	if (n >= sizeof(p->str))
		n = sizeof(p->str) - 1;
	memcpy(p->str, v, n);
	p->str[n] = '\0';
	return 0;
}

const struct xparam *xs_param(const struct xseries *s, const char *key)
{
	int i;

	for (i = 0; i < s->nparams; i++)
		if (!strcmp(s->params[i].key, key))
			return &s->params[i];
	return NULL;
}

void xs_copy_head(struct xseries *dst, const struct xseries *src)
{
	*dst = *src;
	dst->values = NULL;
	dst->nvalues = dst->vcap = 0;
	dst->system = -1;
	dst->cites = -1;
}

void xr_release(struct xresult *r)
{
	int i;

	for (i = 0; i < r->nseries; i++)
		free(r->series[i].values);
	free(r->series);
	free(r->cmp);
	free(r->sys);
	free(r->used);
	ctx_release(r);
	memset(r, 0, sizeof(*r));
}

/* Systems: the nearest one by the same author at the same depth, else by
 * the same author, preceding the series first, else following it. */
static void link_systems(struct xresult *r)
{
	int i, j, tier;

	for (i = 0; i < r->nseries; i++) {
		struct xseries *s = &r->series[i];
		for (tier = 0; tier < 2 && s->system < 0; tier++) {
			int before = -1, after = -1;
			for (j = 0; j < r->nsys; j++) {
				const struct xsystem *y = &r->sys[j];
				const char *ya = y->author >= 0 ? r->t->authors[y->author] : "";
				const char *sa = s->author >= 0 ? r->t->authors[s->author] : "";
				if (strcmp(ya, sa) || (tier == 0 && y->depth != s->depth))
					continue;
				if (y->span[0] <= s->span[0])
					before = j;
				else if (after < 0)
					after = j;
			}
			s->system = before >= 0 ? before : after;
		}
	}
}

static void key_num(struct buf *b, const struct text *t, const struct xnum *x)
{
	if (x->set)
		buf_add(b, t->s + x->s, x->e - x->s);
	buf_addc(b, ',');
}

/*
 * The content of a series.  full: everything, for its id.  Otherwise the key
 * that finds a quoted copy of it.  A copy usually lost the heading that named
 * the workload, scheduler and parameters, so the key is what a copy keeps:
 * the metric, the numbers, and the words of the row or block it sits in
 * (quote marks and white space aside), which tell two cells of a table apart.
 */
static void content_key(const struct text *t, const struct xseries *s, int full, struct buf *b)
{
	int i;

	buf_addf(b, "%s|%s|", s->metric, s->unit);
	if (full) {
		buf_addf(b, "%s|%s|", s->workload, s->scheduler);
		for (i = 0; i < s->nparams; i++) {
			const struct xparam *p = &s->params[i];
			buf_addf(b, "%s=", p->key);
			if (p->is_num)
				key_num(b, t, &p->num);
			else
				buf_addf(b, "%s,", p->str);
		}
		buf_addf(b, "|%s|%s|%s|%s|", s->better, s->os, s->os_version, s->label);
	} else {
		struct tok k[256];
		int n = tok_split(t, s->span[0], s->span[1], k, 256);
		for (i = 0; i < n; i++) {
			buf_add(b, t->s + k[i].s, k[i].e - k[i].s);
			buf_addc(b, ' ');
		}
	}
	buf_addc(b, '|');
	for (i = 0; i < s->nvalues; i++)
		key_num(b, t, &s->values[i]);
	if (s->has_summary)
		for (i = 0; i < SUM_COUNT; i++)
			key_num(b, t, &s->sum[i]);
}

static void make_id(char *out, char prefix, const char *msgid, const char *key, int dup)
{
	GChecksum *c = g_checksum_new(G_CHECKSUM_SHA256);
	char n[16];

	g_checksum_update(c, (const guchar *)msgid, (gssize)strlen(msgid));
	g_checksum_update(c, (const guchar *)"\n", 1);
	g_checksum_update(c, (const guchar *)key, (gssize)strlen(key));
	if (dup) {
		snprintf(n, sizeof(n), "#%d", dup);
		g_checksum_update(c, (const guchar *)n, (gssize)strlen(n));
	}
	out[0] = prefix;
	memcpy(out + 1, g_checksum_get_string(c), 16);
	out[17] = '\0';
	g_checksum_free(c);
}

void extract_ids(struct xresult *r, const char *msgid)
{
	const struct text *t = r->t;
	GHashTable *seen = g_hash_table_new(g_str_hash, g_str_equal);
	/* content -> how many series of it have an id: the next one's #N */
	GHashTable *dups = g_hash_table_new_full(g_str_hash, g_str_equal, free, NULL);
	struct buf b = BUF_INIT;
	int i;

	for (i = 0; i < r->nseries; i++) {
		int dup;
		buf_clear(&b);
		content_key(t, &r->series[i], 0, &b);
		make_id(r->series[i].cite_key, 'k', "", b.data, 0);
		buf_clear(&b);
		content_key(t, &r->series[i], 1, &b);
		/*
		 * Two series of identical content in one message get #1, #2 ...;
		 * counting from where the last of that content stopped keeps
		 * 4,000 pasted `time` results linear (trying #0 up took 28 s).
		 */
		dup = GPOINTER_TO_INT(g_hash_table_lookup(dups, b.data));
		do
			make_id(r->series[i].id, 's', msgid, b.data, dup++);
		while (g_hash_table_contains(seen, r->series[i].id));
		g_hash_table_add(seen, r->series[i].id);
		g_hash_table_replace(dups, xstrdup(b.data), GINT_TO_POINTER(dup));
	}
	g_hash_table_destroy(dups);
	g_hash_table_destroy(seen);
	for (i = 0; i < r->nsys; i++) {
		const struct xsystem *y = &r->sys[i];
		buf_clear(&b);
		buf_add(&b, t->s + y->span[0], y->span[1] - y->span[0]);
		make_id(r->sys[i].id, 'h', msgid, b.data, i);
	}
	for (i = 0; i < r->ncmp; i++) {
		buf_clear(&b);
		buf_addf(&b, "%s|%s|", r->series[r->cmp[i].a].id, r->series[r->cmp[i].b].id);
		buf_add(&b, t->s + r->cmp[i].span[0], r->cmp[i].span[1] - r->cmp[i].span[0]);
		make_id(r->cmp[i].id, 'c', msgid, b.data, 0);
	}
	buf_release(&b);
}

/* A quoted copy of a table this message also posts unquoted is a citation. */
static void cite_within(struct xresult *r)
{
	GHashTable *posted = g_hash_table_new_full(g_str_hash, g_str_equal, free, NULL);
	struct buf b = BUF_INIT;
	int i, quoted = 0;

	for (i = 0; i < r->nseries; i++)
		quoted |= r->series[i].depth > 0;
	for (i = 0; quoted && i < r->nseries; i++) {
		if (r->series[i].depth != 0)
			continue;
		buf_clear(&b);
		content_key(r->t, &r->series[i], 0, &b);
		if (!g_hash_table_contains(posted, b.data))
			g_hash_table_insert(posted, xstrdup(b.data), GINT_TO_POINTER(i + 1));
	}
	for (i = 0; quoted && i < r->nseries; i++) {
		gpointer j;
		if (r->series[i].depth == 0)
			continue;
		buf_clear(&b);
		content_key(r->t, &r->series[i], 0, &b);
		if ((j = g_hash_table_lookup(posted, b.data)))
			r->series[i].cites = GPOINTER_TO_INT(j) - 1;
	}
	buf_release(&b);
	g_hash_table_destroy(posted);
}

/* A series read from a text attachment's block names the attachment. */
static void name_attachments(struct xresult *r)
{
	int i, b;

	for (i = 0; r->t->attachments && i < r->nseries; i++)
		if ((b = attach_block_at(r->t, r->series[i].span[0])) >= 0)
			attach_name(r->t, b, r->series[i].attachment, sizeof(r->series[i].attachment));
}

void extract_text(const struct text *t, struct xresult *r)
{
	memset(r, 0, sizeof(*r));
	r->t = t;
	r->used = xcalloc((size_t)t->n + 1, 1);
	rec_ministat(r);
	/* the tools' own outputs before the generic tables, which would
	 * read their rows as something else */
	rec_latctx(r);
	rec_smack(r);
	rec_ubench(r);
	rec_schbench(r);
	rec_lkp(r);
	rec_rowtime(r);
	rec_columns(r);
	rec_pairs(r);
	rec_shares(r);
	rec_tools(r);
	rec_systems(r);
	name_attachments(r);
	link_systems(r);
	cite_within(r);
}

/* ---- JSON ---- */

json_t *xnum_json(const struct text *t, const struct xnum *x)
{
	if (!x->set)
		return json_null();
	return json_pack("{s:f, s:s%}", "value", x->value, "text", t->s + x->s, x->e - x->s);
}

static json_t *params_json(const struct text *t, const struct xseries *s)
{
	json_t *o = json_object();
	int i;

	for (i = 0; i < s->nparams; i++)
		json_object_set_new(o, s->params[i].key, s->params[i].is_num ?
				    xnum_json(t, &s->params[i].num) : json_string(s->params[i].str));
	return o;
}

static json_t *str_or_null(const char *s)
{
	return s && *s ? json_string(s) : json_null();
}

static const char *author_of(const struct xresult *r, int author, const char *msg_author)
{
	return author >= 0 ? r->t->authors[author] : msg_author;
}

json_t *xseries_json(const struct xresult *r, const struct xseries *s, const char *msg_author)
{
	static const char *const names[SUM_COUNT] = { "n", "min", "max", "median", "mean", "stddev" };
	const struct text *t = r->t;
	json_t *o = json_object(), *v;
	int i;

	json_object_set_new(o, "id", json_string(s->id));
	json_object_set_new(o, "workload", str_or_null(s->workload));
	json_object_set_new(o, "metric", str_or_null(s->metric));
	json_object_set_new(o, "unit", str_or_null(s->unit));
	json_object_set_new(o, "better", str_or_null(s->better));
	json_object_set_new(o, "scheduler", str_or_null(s->scheduler));
	json_object_set_new(o, "os", str_or_null(s->os));
	json_object_set_new(o, "os_version", str_or_null(s->os_version));
	json_object_set_new(o, "label", str_or_null(s->label));
	json_object_set_new(o, "params", params_json(t, s));
	if (s->has_summary) {
		v = json_object();
		for (i = 0; i < SUM_COUNT; i++)
			json_object_set_new(v, names[i], xnum_json(t, &s->sum[i]));
		json_object_set_new(o, "summary", v);
	} else {
		v = json_array();
		for (i = 0; i < s->nvalues; i++)
			json_array_append_new(v, xnum_json(t, &s->values[i]));
		json_object_set_new(o, "values", v);
	}
	json_object_set_new(o, "system", s->system >= 0 ? json_string(r->sys[s->system].id) : json_null());
	json_object_set_new(o, "author", str_or_null(author_of(r, s->author, msg_author)));
	json_object_set_new(o, "span", json_pack("[I, I]", (json_int_t)s->span[0], (json_int_t)s->span[1]));
	if (s->attachment[0])
		json_object_set_new(o, "attachment", json_string(s->attachment));
	return o;
}

json_t *xsystem_json(const struct xresult *r, const struct xsystem *y, const char *msg_author)
{
	const struct text *t = r->t;

	return json_pack("{s:s, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:[I, I]}",
			 "id", y->id, "cpu_model", str_or_null(y->cpu_model), "arch", str_or_null(y->arch),
			 "board", str_or_null(y->board), "sockets", xnum_json(t, &y->sockets),
			 "cores", xnum_json(t, &y->cores), "threads", xnum_json(t, &y->threads),
			 "clock_ghz", xnum_json(t, &y->clock_ghz), "memory_mb", xnum_json(t, &y->memory_mb),
			 "disks", str_or_null(y->disks), "author",
			 str_or_null(author_of(r, y->author, msg_author)), "span",
			 (json_int_t)y->span[0], (json_int_t)y->span[1]);
}

static const char *series_ref(const struct xresult *r, int i)
{
	const struct xseries *s = &r->series[i];

	return s->cites >= 0 ? r->series[s->cites].id : s->id;
}

json_t *xcmp_json(const struct xresult *r, const struct xcomparison *c)
{
	const struct text *t = r->t;

	return json_pack("{s:s, s:s, s:s, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:[I, I]}",
			 "id", c->id, "a", series_ref(r, c->a), "b", series_ref(r, c->b),
			 "workload", str_or_null(c->workload), "confidence", xnum_json(t, &c->confidence),
			 "delta", xnum_json(t, &c->delta), "delta_ci", xnum_json(t, &c->delta_ci),
			 "delta_pct", xnum_json(t, &c->delta_pct), "ci_pct", xnum_json(t, &c->ci_pct),
			 "pooled_s", xnum_json(t, &c->pooled_s),
			 "proven", c->proven < 0 ? json_null() : json_boolean(c->proven),
			 "span", (json_int_t)c->span[0], (json_int_t)c->span[1]);
}

/* What core/stats.c makes of a posted comparison's two summaries, or NULL. */
json_t *xcmp_recompute(const struct xresult *r, const struct xcomparison *c)
{
	const struct xseries *a = &r->series[c->a], *b = &r->series[c->b];
	struct stats_set sa, sb;
	struct stats_result res;
	int conf;

	if (!a->has_summary || !b->has_summary || !c->confidence.set)
		return NULL;
	conf = stats_conf_index(c->confidence.value);
	if (conf < 0 ||
	    stats_from_summary(&sa, (size_t)a->sum[SUM_N].value, a->sum[SUM_MIN].value,
			       a->sum[SUM_MAX].value, a->sum[SUM_MEDIAN].value, a->sum[SUM_MEAN].value,
			       a->sum[SUM_STDDEV].value) < 0 ||
	    stats_from_summary(&sb, (size_t)b->sum[SUM_N].value, b->sum[SUM_MIN].value,
			       b->sum[SUM_MAX].value, b->sum[SUM_MEDIAN].value, b->sum[SUM_MEAN].value,
			       b->sum[SUM_STDDEV].value) < 0 ||
	    stats_student(&sb, &sa, conf, STATS_DEBIAN, &res) < 0)
		return NULL;
	return json_pack("{s:f, s:f, s:f, s:f, s:f, s:f, s:b}", "delta", res.diff, "delta_ci",
			 res.diff_pm, "delta_pct", res.pct, "ci_pct", res.pct_pm, "pooled_s", res.spool,
			 "df", res.df, "proven", res.proven);
}

json_t *extract_json(const struct xresult *r, const char *msg_author)
{
	json_t *series = json_array(), *cited = json_array(), *sys = json_array(), *cmp = json_array();
	int i;

	for (i = 0; i < r->nseries; i++) {
		if (r->series[i].cites >= 0)
			continue;
		json_array_append_new(series, xseries_json(r, &r->series[i], msg_author));
	}
	for (i = 0; i < r->nsys; i++)
		json_array_append_new(sys, xsystem_json(r, &r->sys[i], msg_author));
	for (i = 0; i < r->ncmp; i++)
		json_array_append_new(cmp, xcmp_json(r, &r->cmp[i]));
	return json_pack("{s:o, s:o, s:o, s:o, s:[]}", "series", series, "cited", cited,
			 "systems", sys, "comparisons", cmp, "claims");
}
