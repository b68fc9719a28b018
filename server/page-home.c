/* page-home.c: the home page: the lists, their counts, the recent threads */
#include "pages.h"

#include <stdlib.h>

#include "../core/banned.h"

/* Per list: messages, first and last date, summed from list_threads (a row a thread), not from every message. */
static const char sql_lists[] =
	"SELECT l.name, coalesce(sum(t.messages), 0) AS messages,"
	" " SQL_UTC("min(t.first)") " AS first, " SQL_UTC("max(t.last)") " AS last"
	" FROM lists l LEFT JOIN list_threads t ON t.list = l.id"
	" GROUP BY l.name ORDER BY l.name";

/* The threads of all lists with the newest messages (the threading tables, thread-model.c). */
static const char sql_recent_threads[] =
	"SELECT l.name AS list, t.subject, t.message_count AS messages,"
	" " SQL_UTC("t.last_date") " AS last, x.message_id, x.participants"
	" FROM (SELECT * FROM threads WHERE message_count > 0"
	"       ORDER BY last_date DESC NULLS LAST, id DESC LIMIT 20) t"
	" CROSS JOIN LATERAL (SELECT ml.list,"
	"   (array_agg(m.message_id ORDER BY n.date NULLS LAST, m.message_id))[1] AS message_id,"
	"   count(DISTINCT coalesce(m.from_addr, m.from_name)) AS participants"
	"   FROM thread_nodes n JOIN messages m ON m.id = n.message"
	"   JOIN message_lists ml ON ml.message = m.id WHERE n.thread = t.id GROUP BY ml.list) x"
	" JOIN lists l ON l.id = x.list"
	" ORDER BY t.last_date DESC NULLS LAST, t.id DESC, l.name";

static json_t *lists(struct req *r)
{
	PGresult *res = req_query(r, sql_lists, 0, NULL);
	json_t *arr;
	int i;

	if (!res)
		return NULL;
	arr = json_array();
	for (i = 0; i < PQntuples(res); i++)
		json_array_append_new(arr, json_pack("{s:s, s:I, s:o, s:o}",
			"name", db_value(res, i, "name"),
			"messages", (json_int_t)atoll(db_value(res, i, "messages")),
			"first", json_str_or_null(db_value(res, i, "first")),
			"last", json_str_or_null(db_value(res, i, "last"))));
	PQclear(res);
	return arr;
}

static json_t *recent(struct req *r)
{
	PGresult *res = req_query(r, sql_recent_threads, 0, NULL);
	json_t *arr;
	int i;

	if (!res)
		return NULL;
	arr = json_array();
	for (i = 0; i < PQntuples(res); i++)
		json_array_append_new(arr, json_pack("{s:s, s:s, s:o, s:I, s:I, s:o}",
			"list", db_value(res, i, "list"),
			"message_id", db_value(res, i, "message_id"),
			"subject", json_str_or_null(db_value(res, i, "subject")),
			"messages", (json_int_t)atoll(db_value(res, i, "messages")),
			"participants", (json_int_t)atoll(db_value(res, i, "participants")),
			"last", json_str_or_null(db_value(res, i, "last"))));
	PQclear(res);
	return arr;
}

json_t *model_home(struct req *r)
{
	json_t *l = lists(r), *t;
	json_int_t total = 0;
	size_t i;
	json_t *v;

	if (!l)
		return NULL;
	t = recent(r);
	if (!t) {
		json_decref(l);
		return NULL;
	}
	json_array_foreach(l, i, v)
		total += json_integer_value(json_object_get(v, "messages"));
	return json_pack("{s:o, s:I, s:o}", "lists", l, "messages", total, "recent_threads", t);
}

int page_home(struct req *r)
{
	json_t *m = model_home(r);

	return m ? page_render(r, "home", m) : -1;
}
