/* page-list.c: a list: its threads by month, with message counts and participants */
#include "pages.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/banned.h"

/*
 * The months come from list_threads (sql/202612024002-list-threads.sql), a
 * row per list and thread kept by triggers: its month, first and last date
 * and message count, so the navigation reads one index range of the list
 * and never its messages.  The threads of one month are recomputed from the
 * messages for that month's threads only (subject, participants, first
 * message), grouped as thread-sql.h groups threads: by thread, or a message
 * not threaded yet on its own (list_threads.thread is then -messages.id).
 *
 * A busy month is paged (LIST_PER_PAGE threads a page, as public-inbox
 * does): the page picks its threads from list_threads by first date before
 * any message is read, so a page costs its own threads only.
 */
#define LIST_PER_PAGE 200
static const char sql_list_months[] =
	"SELECT t.month, count(*) AS threads, sum(t.messages) AS messages"
	" FROM lists l JOIN list_threads t ON t.list = l.id WHERE l.name = $1"
	" GROUP BY t.month ORDER BY t.month";

/* $3, $4: the page's LIMIT and OFFSET (a NULL limit: every thread of the month) */
static const char sql_list_month_threads[] =
	"WITH k AS (SELECT t.thread, t.list FROM lists l JOIN list_threads t ON t.list = l.id"
	"  WHERE l.name = $1 AND t.month = $2 ORDER BY t.first NULLS LAST, t.thread"
	"  LIMIT $3::bigint OFFSET $4::bigint),"
	" g AS (SELECT x.thread, min(m.date) AS first, max(m.date) AS last, count(*) AS messages,"
	" (array_agg(m.message_id ORDER BY m.date NULLS LAST, m.message_id))[1] AS message_id,"
	" (array_agg(m.subject ORDER BY m.date NULLS LAST, m.message_id))[1] AS first_subject,"
	" array_to_json((array_agg(DISTINCT coalesce(nullif(m.from_name, ''), m.from_addr)))[1:12]) AS participants,"
	" count(DISTINCT coalesce(m.from_addr, m.from_name)) AS nparticipants"
	" FROM (SELECT n.message AS id, n.thread, k.list FROM k JOIN thread_nodes n ON n.thread = k.thread"
	"       WHERE k.thread > 0 AND n.message IS NOT NULL"
	"       UNION ALL SELECT -k.thread, k.thread, k.list FROM k WHERE k.thread < 0) x"
	" JOIN message_lists ml ON ml.message = x.id AND ml.list = x.list"
	" JOIN messages m ON m.id = x.id GROUP BY x.thread)"
	" SELECT g.message_id, coalesce(t.subject, g.first_subject) AS subject, g.messages,"
	" g.participants, g.nparticipants, " SQL_UTC("g.first") " AS first, " SQL_UTC("g.last") " AS last"
	" FROM g LEFT JOIN threads t ON t.id = g.thread"
	" ORDER BY g.first NULLS LAST, g.message_id";

static int valid_month(const char *s)
{
	return s && (!strcmp(s, "undated") || (strlen(s) == 7 && s[4] == '-' &&
		strspn(s, "0123456789-") == 7));
}

/* the thread count of MONTH in MONTHS (the navigation's rows), or 0 */
static long long month_threads(json_t *months, const char *month)
{
	size_t i;
	json_t *v;

	json_array_foreach(months, i, v)
		if (!strcmp(json_string_value(json_object_get(v, "month")), month))
			return json_integer_value(json_object_get(v, "threads"));
	return 0;
}

static json_t *month_nav_rows(PGresult *res)
{
	json_t *months = json_array();
	int i;

	for (i = 0; i < PQntuples(res); i++)
		json_array_append_new(months, json_pack("{s:s, s:I, s:I}",
			"month", db_value(res, i, "month"),
			"threads", (json_int_t)atoll(db_value(res, i, "threads")),
			"messages", (json_int_t)atoll(db_value(res, i, "messages"))));
	return months;
}

/* the month's threads, PER_PAGE of them from OFFSET (PER_PAGE 0: all) */
static json_t *month_threads_rows(struct req *r, const char *month, long long per_page,
				  long long offset)
{
	char lim[24], off[24];
	const char *v[4] = { r->list, month, per_page ? lim : NULL, off };
	json_t *threads;
	PGresult *t;
	int i;

	snprintf(lim, sizeof(lim), "%lld", per_page);
	snprintf(off, sizeof(off), "%lld", offset);
	if (!(t = req_query(r, sql_list_month_threads, 4, v)))
		return NULL;
	threads = json_array();
	for (i = 0; i < PQntuples(t); i++)
		json_array_append_new(threads, json_pack("{s:s, s:o, s:I, s:I, s:o, s:o, s:o}",
			"message_id", db_value(t, i, "message_id"),
			"subject", json_str_or_null(db_value(t, i, "subject")),
			"messages", (json_int_t)atoll(db_value(t, i, "messages")),
			"participant_count", (json_int_t)atoll(db_value(t, i, "nparticipants")),
			"participants", json_loads(db_value(t, i, "participants") ?
				db_value(t, i, "participants") : "[]", 0, NULL),
			"first", json_str_or_null(db_value(t, i, "first")),
			"last", json_str_or_null(db_value(t, i, "last"))));
	PQclear(t);
	return threads;
}

/*
 * The list's model: its months and one month's threads.  PAGED: a page of
 * them (?page=N, 1 by default), with "page", "pages" and "month_threads";
 * otherwise every thread of the month (the API without ?page).
 */
json_t *model_list(struct req *r, int paged)
{
	const char *v[1] = { r->list };
	const char *month = req_arg(r, "month");
	long long page = req_arg_int(r, "page", 1, 1, 1000000), total, pages;
	json_t *months, *threads, *m;
	PGresult *res;

	if (!(res = req_query(r, sql_list_months, 1, v)))
		return NULL;
	if (!PQntuples(res)) {
		PQclear(res);
		req_fail(r, 404, "There is no list of that name in this archive.");
		return NULL;
	}
	months = month_nav_rows(res);
	PQclear(res);
	/* the newest month unless one was asked for */
	if (!valid_month(month))
		month = json_string_value(json_object_get(json_array_get(months,
			json_array_size(months) - 1), "month"));
	total = month_threads(months, month);
	pages = total ? (total + LIST_PER_PAGE - 1) / LIST_PER_PAGE : 1;
	if (paged && page > pages) {
		json_decref(months);
		req_fail(r, 404, "This month has fewer pages of threads than that.");
		return NULL;
	}
	threads = month_threads_rows(r, month, paged ? LIST_PER_PAGE : 0,
				     paged ? (page - 1) * LIST_PER_PAGE : 0);
	if (!threads) {
		json_decref(months);
		return NULL;
	}
	m = json_pack("{s:s, s:s, s:o, s:o}", "list", r->list, "month", month,
		      "months", months, "threads", threads);
	if (paged)
		json_object_update_new(m, json_pack("{s:I, s:I, s:I}", "page", (json_int_t)page,
			"pages", (json_int_t)pages, "month_threads", (json_int_t)total));
	return m;
}

/*
 * The page's view of the model: the months grouped by year for the
 * navigation, the one shown marked, and a busy month's page numbers.
 */
static json_t *years_view(json_t *months, const char *current)
{
	json_t *years = json_array(), *year = NULL, *v;
	char key[5] = "";
	size_t i;

	json_array_foreach(months, i, v) {
		const char *m = json_string_value(json_object_get(v, "month"));
		int undated = !strcmp(m, "undated");

		if (!year || strncmp(m, key, 4)) {
			snprintf(key, sizeof(key), "%.4s", m);
			year = json_pack("{s:s, s:[]}", "year", undated ? "undated" : key, "months");
			json_array_append_new(years, year);
		}
		json_array_append_new(json_object_get(year, "months"), json_pack("{s:s, s:s, s:O, s:b}",
			"month", m, "label", undated ? "?" : m + 5, "threads", json_object_get(v, "threads"),
			"current", !strcmp(m, current)));
	}
	return years;
}

/* "threads 201 to 400 of 1,434" and the neighbouring pages, when there are pages */
static json_t *pager_view(json_t *m)
{
	long long page = json_integer_value(json_object_get(m, "page"));
	long long pages = json_integer_value(json_object_get(m, "pages"));
	long long total = json_integer_value(json_object_get(m, "month_threads"));

	if (pages < 2)
		return json_null();
	return json_pack("{s:I, s:I, s:I, s:I, s:I, s:o, s:o}", "from", (json_int_t)((page - 1) * LIST_PER_PAGE + 1),
		"to", (json_int_t)(page * LIST_PER_PAGE < total ? page * LIST_PER_PAGE : total),
		"total", (json_int_t)total, "page", (json_int_t)page, "pages", (json_int_t)pages,
		"prev", page > 1 ? json_integer(page - 1) : json_null(),
		"next", page < pages ? json_integer(page + 1) : json_null());
}

int page_list(struct req *r)
{
	json_t *m = model_list(r, 1);

	if (!m)
		return -1;
	json_object_set_new(m, "years", years_view(json_object_get(m, "months"),
						   json_string_value(json_object_get(m, "month"))));
	json_object_set_new(m, "pager", pager_view(m));
	return page_render(r, "list", m);
}
