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

/* What a series' side is called on the comparison page (compare.c's index names the same). */
#define SQL_SIDE "coalesce(s2.scheduler, s2.os_version, s2.label)"

/*
 * The front door: what the archive holds (counts), the workloads most argued
 * over (the most claims on their series, then the most posts) with the two
 * configurations of most series to compare, the newest claims (by their
 * post's date) with their check status, the newest reruns with verdicts.
 */
static const char sql_front[] =
	"SELECT json_build_object("
	" 'archive', json_build_object('series', (SELECT count(*) FROM series),"
	"   'workloads', (SELECT count(DISTINCT workload) FROM series), 'claims', (SELECT count(*) FROM claims),"
	"   'checked', (SELECT count(*) FROM checks), 'reruns', (SELECT count(*) FROM jobs)),"
	" 'workloads', coalesce((SELECT json_agg(w ORDER BY w.claims DESC, w.posts DESC, w.workload) FROM"
	"   (SELECT s.workload, count(DISTINCT cs.claim) AS claims,"
	"    count(DISTINCT coalesce(s.message, -s.report)) AS posts,"
	"    (SELECT " SQL_SIDE " FROM series s2 WHERE s2.workload = s.workload AND " SQL_SIDE " IS NOT NULL"
	"     GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1) AS a,"
	"    (SELECT " SQL_SIDE " FROM series s2 WHERE s2.workload = s.workload AND " SQL_SIDE " IS NOT NULL"
	"     GROUP BY 1 ORDER BY count(*) DESC, 1 OFFSET 1 LIMIT 1) AS b"
	"    FROM series s LEFT JOIN claim_series cs ON cs.series = s.id WHERE s.workload IS NOT NULL"
	"    GROUP BY s.workload ORDER BY claims DESC, posts DESC, s.workload LIMIT 8) w), '[]'),"
	" 'claims', coalesce((SELECT json_agg(json_build_object('id', c.id, 'kind', c.kind, 'text', c.text,"
	"   'status', k.status, 'message', json_build_object('list', (SELECT min(l.name) FROM message_lists ml"
	"   JOIN lists l ON l.id = ml.list WHERE ml.message = m.id), 'message_id', m.message_id, 'subject', m.subject,"
	"   'date', " SQL_UTC("m.date") ")) ORDER BY m.date DESC NULLS LAST, c.id)"
	"   FROM (SELECT c.* FROM claims c JOIN messages m ON m.id = c.message"
	"         ORDER BY m.date DESC NULLS LAST, c.id LIMIT 8) c"
	"   JOIN messages m ON m.id = c.message LEFT JOIN checks k ON k.claim = c.id), '[]'),"
	" 'reruns', coalesce((SELECT json_agg(json_build_object('id', j.id, 'workload', j.workload, 'state', j.state,"
	"   'claim', j.claim, 'verdict', v.status, 'created', " SQL_UTC("j.created_at") ") ORDER BY j.id DESC)"
	"   FROM (SELECT * FROM jobs ORDER BY id DESC LIMIT 5) j LEFT JOIN verdicts v ON v.job = j.id), '[]'))";

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
	json_t *l = lists(r), *t, *front, *m;
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
	if (!(front = req_query_json(r, sql_front, 0, NULL))) {
		json_decref(l);
		json_decref(t);
		return NULL;
	}
	m = json_pack("{s:o, s:I, s:o}", "lists", l, "messages", total, "recent_threads", t);
	json_object_update_new(m, front);
	return m;
}

int page_home(struct req *r)
{
	json_t *m = model_home(r);

	return m ? page_render(r, "home", m) : -1;
}
