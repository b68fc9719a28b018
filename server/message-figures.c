/* message-figures.c: the figures extracted from messages, by message, workload and metric (post and thread pages) */
#include "pages.h"

#include <stdlib.h>
#include <string.h>

#include "../core/banned.h"

/* How many series of which workload and metric each message holds, and how they were found */
static const char sql_figures[] =
	"SELECT s.message, s.workload, s.metric, count(*) AS series,"
	" string_agg(DISTINCT s.found_by, ', ') AS found_by"
	" FROM series s WHERE s.message = ANY ($1::bigint[]) AND s.workload IS NOT NULL"
	" GROUP BY s.message, s.workload, s.metric ORDER BY s.message, count(*) DESC, s.workload, s.metric";

PGresult *message_figures(struct req *r, const char *ids)
{
	const char *v[1] = { ids };

	return req_query(r, sql_figures, 1, v);
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
