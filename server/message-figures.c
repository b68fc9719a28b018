/* message-figures.c: the figures extracted from messages, by message, workload and metric (post and thread pages) */
#include "pages.h"

#include <stdlib.h>
#include <string.h>

#include "../core/banned.h"

/*
 * How many series of which workload and metric each message holds, and how
 * they were found once the extraction model records it (series.found_by).
 * Whether that column exists is asked once per server process, off the
 * page's traced queries (render --sql): a page's SQL names it or not, and
 * reading every series row as JSON to find it cost 6 ms a thread page.
 */
static const char sql_has_found_by[] =
	"SELECT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'series'::regclass"
	" AND attname = 'found_by' AND NOT attisdropped)";

#define SQL_FIGURES(found_by) \
	"SELECT s.message, s.workload, s.metric, count(*) AS series, " found_by " AS found_by" \
	" FROM series s WHERE s.message = ANY ($1::bigint[]) AND s.workload IS NOT NULL" \
	" GROUP BY s.message, s.workload, s.metric ORDER BY s.message, count(*) DESC, s.workload, s.metric"

static const char sql_figures[] = SQL_FIGURES("NULL::text");
static const char sql_figures_found_by[] = SQL_FIGURES("string_agg(DISTINCT s.found_by::text, ', ')");

/* 1 when series has found_by, 0 when not; asked once (srv->found_by: 0 not yet, 1 no, 2 yes) */
static int has_found_by(struct req *r)
{
	struct server *srv = r->srv;
	PGresult *res;
	int known = atomic_load(&srv->found_by);

	if (known || !req_db(r))
		return known == 2;
	res = pool_exec(srv->pool, r->db, sql_has_found_by, 0, NULL, 0);
	if (PQresultStatus(res) == PGRES_TUPLES_OK && PQntuples(res) == 1)
		atomic_store(&srv->found_by, !strcmp(PQgetvalue(res, 0, 0), "t") ? 2 : 1);
	PQclear(res);
	return atomic_load(&srv->found_by) == 2;
}

PGresult *message_figures(struct req *r, const char *ids)
{
	const char *v[1] = { ids };

	return req_query(r, has_found_by(r) ? sql_figures_found_by : sql_figures, 1, v);
}

static json_t *text_or_null(PGresult *res, int row, int col)
{
	return PQgetisnull(res, row, col) ? json_null() : json_string(PQgetvalue(res, row, col));
}

json_t *message_figures_json(PGresult *res, int first, int n)
{
	json_t *out = json_array();
	int k;

	for (k = first; k < first + n; k++)
		json_array_append_new(out, json_pack("{s:o, s:o, s:I, s:o}", "workload", text_or_null(res, k, 1),
			"metric", text_or_null(res, k, 2), "series", (json_int_t)atoll(PQgetvalue(res, k, 3)),
			"found_by", text_or_null(res, k, 4)));
	return out;
}
