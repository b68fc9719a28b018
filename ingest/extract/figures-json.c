/* figures-json.c: an extraction as the JSON of docs/figures-json.md, and the whole document of one text */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "extract.h"
#include "figures.h"
#include "layout.h"
#include "../../core/stats.h"
#include "../../core/banned.h"

json_t *xnum_json(const struct text *t, const struct xnum *x)
{
	if (!x->set)
		return json_null();
	if (x->negated)
		return json_pack("{s:f, s:s+%}", "value", x->value, "text", "-", t->s + x->s,
				 x->e - x->s);
	return json_pack("{s:f, s:s%}", "value", x->value, "text", t->s + x->s, x->e - x->s);
}

static json_t *params_json(const struct text *t, const struct xseries *s)
{
	json_t *o = json_object();
	int i;

	for (i = 0; i < s->nparams; i++) {
		const struct xparam *p = &s->params[i];
		if (p->is_num && p->str[0])
			json_object_set_new(o, p->key, json_pack("{s:f, s:s}", "value", p->num.value,
								 "text", p->str));
		else
			json_object_set_new(o, p->key, p->is_num ? xnum_json(t, &p->num) :
					    json_string(p->str));
	}
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
	json_object_set_new(o, "name", str_or_null(s->name));
	json_object_set_new(o, "found_by", str_or_null(s->found_by));
	json_object_set_new(o, "params", params_json(t, s));
	if (s->has_summary) {
		v = json_object();
		for (i = 0; i < SUM_COUNT; i++)
			json_object_set_new(v, names[i], xnum_json(t, &s->sum[i]));
		json_object_set_new(o, "summary", v);
	}
	/* a mean posted with its spread ("1337.84 +- 0.11%") has both */
	if (!s->has_summary || s->nvalues) {
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

	return json_pack("{s:s, s:s, s:s, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:[I, I]}",
			 "id", c->id, "a", series_ref(r, c->a), "b", series_ref(r, c->b),
			 "text", str_or_null(c->text),
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

json_t *extract_document(const char *body, size_t len, const char *msgid, const char *author,
			 FILE *explain)
{
	struct text t;
	struct xresult r;
	json_t *doc;
	size_t nquiet, *quiet;

	text_build(&t, body, len);
	extract_text(&t, &r);
	extract_ids(&r, msgid);
	doc = extract_json(&r, author);
	json_object_set_new(doc, "message_id", json_string(msgid));
	quiet = layout_quiet_of(&r, &nquiet);
	json_object_set_new(doc, "claims", claims_of_text(msgid, &t, json_object_get(doc, "series"),
							  json_object_get(doc, "comparisons"), quiet, nquiet));
	free(quiet);
	if (explain)
		layout_explain(&r, explain);
	xr_release(&r);
	text_release(&t);
	return doc;
}
