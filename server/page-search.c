/* page-search.c: full-text search over subjects and bodies, filtered, highlighted, paged */
#include "pages.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/banned.h"

#define PER_PAGE 20

/*
 * PostgreSQL does the search (websearch_to_tsquery: quotes, OR, -word) over
 * messages.fts, the tsvector stored with each message and indexed
 * (sql/202612024001-search-tsvector.sql), so neither the match nor the rank
 * recomputes to_tsvector.  The hits are ranked and counted on narrow rows
 * first; only the page's rows are joined again for their body, so the bodies
 * of the other matches are never read and ts_headline runs PER_PAGE times.
 * ts_headline marks matches with two control characters that the body cannot
 * hold (they are removed from it first); the page splits on them and escapes
 * every piece, so no markup from the database reaches the page.
 */
static const char sql_search[] =
	"WITH h AS (SELECT m.id, l.name AS list, m.date, m.message_id, count(*) OVER () AS total,"
	" ts_rank(m.fts, websearch_to_tsquery('english', $1)) AS rank"
	" FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list"
	" WHERE m.fts @@ websearch_to_tsquery('english', $1)"
	" AND ($2::text IS NULL OR l.name = $2)"
	" AND ($3::int IS NULL OR extract(year FROM m.date AT TIME ZONE 'UTC') = $3::int)"
	" ORDER BY rank DESC, m.date DESC NULLS LAST, m.message_id, l.name LIMIT $4::int OFFSET $5::int)"
	" SELECT h.list, h.message_id, m.subject, m.from_name, m.from_addr,"
	" " SQL_UTC("h.date") " AS date, h.total,"
	" ts_headline('english', translate(m.body, E'\\x02\\x03', ''), websearch_to_tsquery('english', $1),"
	" 'StartSel=\"\x02\", StopSel=\"\x03\", MaxWords=40, MinWords=15, MaxFragments=2') AS snippet"
	" FROM h JOIN messages m ON m.id = h.id"
	" ORDER BY h.rank DESC, h.date DESC NULLS LAST, h.message_id, h.list";

/* "a \x02match\x03 b" -> [{"text":"a "},{"text":"match","match":true},{"text":" b"}] */
static json_t *segments(const char *s)
{
	json_t *arr = json_array();
	int in_match = 0;

	while (s && *s) {
		size_t n = strcspn(s, "\x02\x03");
		if (n) {
			char *piece = xstrndup(s, n);
			json_array_append_new(arr, in_match ? json_pack("{s:s, s:b}", "text", piece, "match", 1)
						: json_pack("{s:s}", "text", piece));
			free(piece);
		}
		s += n;
		if (*s)
			in_match = *s++ == '\x02';
	}
	return arr;
}

json_t *model_search(struct req *r)
{
	const char *q = req_arg(r, "q");
	const char *list = req_arg(r, "list");
	long long year = req_arg_int(r, "year", 0, 1970, 2100);
	long long page = req_arg_int(r, "page", 1, 1, 1000);
	char year_s[16], limit_s[16], offset_s[16];
	const char *v[5];
	json_t *results = json_array(), *m;
	long long total = 0;
	PGresult *res;
	int i;

	if (list && !*list)
		list = NULL;
	if (q && *q) {
		snprintf(year_s, sizeof(year_s), "%lld", year);
		snprintf(limit_s, sizeof(limit_s), "%d", PER_PAGE);
		snprintf(offset_s, sizeof(offset_s), "%lld", (page - 1) * PER_PAGE);
		v[0] = q;
		v[1] = list;
		v[2] = year ? year_s : NULL;
		v[3] = limit_s;
		v[4] = offset_s;
		res = req_query(r, sql_search, 5, v);
		if (!res) {
			json_decref(results);
			return NULL;
		}
		for (i = 0; i < PQntuples(res); i++) {
			total = atoll(db_value(res, i, "total"));
			json_array_append_new(results, json_pack("{s:s, s:s, s:o, s:{s:o, s:o}, s:o, s:o}",
				"list", db_value(res, i, "list"),
				"message_id", db_value(res, i, "message_id"),
				"subject", json_str_or_null(db_value(res, i, "subject")),
				"from", "name", json_str_or_null(db_value(res, i, "from_name")),
					"addr", json_str_or_null(db_value(res, i, "from_addr")),
				"date", json_str_or_null(db_value(res, i, "date")),
				"snippet", segments(db_value(res, i, "snippet"))));
		}
		PQclear(res);
	}
	m = json_pack("{s:o, s:o, s:o, s:I, s:i, s:I, s:o}",
		"q", json_str_or_null(q), "list", json_str_or_null(list),
		"year", year ? json_integer(year) : json_null(),
		"page", (json_int_t)page, "per_page", PER_PAGE, "total", (json_int_t)total,
		"results", results);
	return m;
}

int page_search(struct req *r)
{
	json_t *m = model_search(r);
	long long page, total;

	if (!m)
		return -1;
	/* the page's view: its neighbours */
	page = json_integer_value(json_object_get(m, "page"));
	total = json_integer_value(json_object_get(m, "total"));
	json_object_set_new(m, "prev", page > 1 ? json_integer(page - 1) : json_null());
	json_object_set_new(m, "next", page * PER_PAGE < total ? json_integer(page + 1) : json_null());
	return page_render(r, "search", m);
}
