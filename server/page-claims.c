/* page-claims.c: /claims and /api/claims: every claim, filtered by check status, kind, list, workload and year */
#include "pages.h"

#include <stdio.h>
#include <string.h>

#include "../core/groups.h"
#include "../core/banned.h"

/*
 * An index of the claims the extractor found, newest post first, each with
 * its check status (or "unchecked"), its post and the workloads of the
 * series it rests on.  Filters: status (a check status or "unchecked"),
 * kind, list, workload (a series the claim rests on has it), year (of the
 * post's date, UTC); 50 a page.  The choices the form offers are what the
 * archive holds, not a fixed list.
 */
#define CLAIMS_PER_PAGE 50

static const char sql_claims[] =
	"WITH c AS (SELECT c.id, c.kind, c.text, k.status, m.id AS mid, m.message_id, m.subject, m.date,"
	"  coalesce(m.from_name, m.from_addr) AS author, c.span_start, c.ord"
	"  FROM claims c JOIN messages m ON m.id = c.message LEFT JOIN checks k ON k.claim = c.id"
	"  WHERE ($1::text IS NULL OR coalesce(k.status, 'unchecked') = $1)"
	"  AND ($2::text IS NULL OR c.kind = $2)"
	"  AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM message_lists ml JOIN lists l ON l.id = ml.list"
	"       WHERE ml.message = m.id AND l.name = $3))"
	"  AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM claim_series cs JOIN series s ON s.id = cs.series"
	"       WHERE cs.claim = c.id AND s.workload = $4))"
	"  AND ($5::int IS NULL OR extract(year FROM m.date AT TIME ZONE 'UTC') = $5::int))"
	" SELECT json_build_object('total', (SELECT count(*) FROM c), 'claims', coalesce((SELECT json_agg("
	"  json_build_object('id', p.id, 'kind', p.kind, 'text', p.text, 'status', p.status,"
	"  'message', json_build_object('list', (SELECT min(l.name) FROM message_lists ml JOIN lists l"
	"    ON l.id = ml.list WHERE ml.message = p.mid), 'message_id', p.message_id, 'subject', p.subject,"
	"    'from', p.author, 'date', " SQL_UTC("p.date") "),"
	"  'workloads', coalesce((SELECT json_agg(DISTINCT s.workload) FROM claim_series cs JOIN series s"
	"    ON s.id = cs.series WHERE cs.claim = p.id AND s.workload IS NOT NULL), '[]'))"
	"  ORDER BY p.date DESC NULLS LAST, p.message_id, p.span_start, p.ord)"
	"  FROM (SELECT * FROM c ORDER BY date DESC NULLS LAST, message_id, span_start, ord"
	"        LIMIT $6::int OFFSET $7::int) p), '[]'))";

/* what the filters may be set to: what the archive holds */
static const char sql_claim_choices[] =
	"SELECT json_build_object("
	" 'status', coalesce((SELECT json_agg(DISTINCT coalesce(k.status, 'unchecked'))"
	"   FROM claims c LEFT JOIN checks k ON k.claim = c.id), '[]'),"
	" 'kind', coalesce((SELECT json_agg(DISTINCT kind) FROM claims), '[]'),"
	" 'list', coalesce((SELECT json_agg(DISTINCT l.name) FROM claims c JOIN message_lists ml"
	"   ON ml.message = c.message JOIN lists l ON l.id = ml.list), '[]'),"
	" 'workload', coalesce((SELECT json_agg(DISTINCT s.workload) FROM claim_series cs JOIN series s"
	"   ON s.id = cs.series WHERE s.workload IS NOT NULL), '[]'),"
	" 'year', coalesce((SELECT json_agg(DISTINCT extract(year FROM m.date AT TIME ZONE 'UTC')::int)"
	"   FROM claims c JOIN messages m ON m.id = c.message WHERE m.date IS NOT NULL), '[]'))";

static const char *const filters[] = { "status", "kind", "list", "workload", "year", NULL };

/* a filter's value, or NULL when the request does not set it */
static const char *filter(struct req *r, const char *name)
{
	const char *v = req_arg(r, name);

	return v && *v ? v : NULL;
}

json_t *model_claims(struct req *r)
{
	long long page = req_arg_int(r, "page", 1, 1, 100000), year = req_arg_int(r, "year", 0, 1970, 2100);
	char year_s[16], limit[16], offset[16];
	const char *v[7] = { filter(r, "status"), filter(r, "kind"), filter(r, "list"), filter(r, "workload"),
			     year ? year_s : NULL, limit, offset };
	json_t *m, *choices, *query = json_object();
	int i;

	snprintf(year_s, sizeof(year_s), "%lld", year);
	snprintf(limit, sizeof(limit), "%d", CLAIMS_PER_PAGE);
	snprintf(offset, sizeof(offset), "%lld", (page - 1) * CLAIMS_PER_PAGE);
	if (!(m = req_query_json(r, sql_claims, 7, v)))
		return NULL;
	if (!(choices = req_query_json(r, sql_claim_choices, 0, NULL))) {
		json_decref(m);
		return NULL;
	}
	for (i = 0; filters[i]; i++)
		json_object_set_new(query, filters[i], i == 4 ? (year ? json_integer(year) : json_null())
								 : json_str_or_null(v[i]));
	json_object_update_new(m, json_pack("{s:o, s:I, s:i, s:o}", "query", query, "page", (json_int_t)page,
					    "per_page", CLAIMS_PER_PAGE, "choices", choices));
	return m;
}

/* the query string of these filters at PAGE, each value encoded */
static json_t *page_query(json_t *q, long long page)
{
	struct buf b = BUF_INIT;
	json_t *s, *v;
	int i;

	for (i = 0; filters[i]; i++) {
		if (!(v = json_object_get(q, filters[i])) || json_is_null(v))
			continue;
		buf_addf(&b, "%s=", filters[i]);
		if (json_is_integer(v))
			buf_addf(&b, "%lld", (long long)json_integer_value(v));
		else
			url_query_arg(&b, json_string_value(v));
		buf_addc(&b, '&');
	}
	buf_addf(&b, "page=%lld", page);
	s = json_string(b.data);
	buf_release(&b);
	return s;
}

/* each filter as the form shows it: its choices, the one set selected */
static json_t *filters_view(json_t *m)
{
	static const char *const labels[] = { "check", "kind", "list", "workload", "year" };
	json_t *out = json_array(), *q = json_object_get(m, "query"), *c;
	size_t k;
	int i;

	for (i = 0; filters[i]; i++) {
		json_t *opts = json_array();

		json_array_foreach(json_object_get(json_object_get(m, "choices"), filters[i]), k, c)
			json_array_append_new(opts, json_pack("{s:O, s:b}", "value", c,
				"selected", json_equal(c, json_object_get(q, filters[i]))));
		json_array_append_new(out, json_pack("{s:s, s:s, s:o}", "name", filters[i], "label", labels[i],
						     "options", opts));
	}
	return out;
}

int page_claims(struct req *r)
{
	json_t *m = model_claims(r), *q;
	long long page, total;

	if (!m)
		return -1;
	q = json_object_get(m, "query");
	page = json_integer_value(json_object_get(m, "page"));
	total = json_integer_value(json_object_get(m, "total"));
	json_object_set_new(m, "filters", filters_view(m));
	json_object_set_new(m, "pager", json_pack("{s:I, s:I, s:o, s:o}",
		"from", (json_int_t)((page - 1) * CLAIMS_PER_PAGE + 1),
		"to", (json_int_t)(page * CLAIMS_PER_PAGE < total ? page * CLAIMS_PER_PAGE : total),
		"prev", page > 1 ? page_query(q, page - 1) : json_null(),
		"next", page * CLAIMS_PER_PAGE < total ? page_query(q, page + 1) : json_null()));
	return page_render(r, "claims", m);
}

int page_api_claims(struct req *r)
{
	return api_send(r, model_claims(r));
}
