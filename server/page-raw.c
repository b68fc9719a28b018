/* page-raw.c: /LIST/MID/raw, the original bytes, always as text/plain */
#include "server.h"

#include <string.h>

#include "../core/banned.h"

/*
 * Whatever the message holds (HTML parts, scripts, attachments), /raw is
 * text/plain with nosniff (server.c adds it to every answer), so no browser
 * renders it as anything but text.  The bytes are fetched in binary.
 */
static const char sql_raw[] =
	"SELECT m.raw FROM messages m JOIN message_lists ml ON ml.message = m.id"
	" JOIN lists l ON l.id = ml.list WHERE l.name = $1 AND m.message_id = $2";

int page_raw(struct req *r)
{
	const char *v[2] = { r->list, r->mid };
	PGresult *res;

	res = req_query_bin(r, sql_raw, 2, v);
	if (!res)
		return -1;
	if (PQntuples(res) != 1) {
		PQclear(res);
		return req_fail(r, 404, "No message with that Message-ID is filed under this list.");
	}
	r->type = "text/plain; charset=utf-8";
	req_header(r, "Content-Disposition", "inline");
	buf_add(&r->out, PQgetvalue(res, 0, 0), (size_t)PQgetlength(res, 0, 0));
	PQclear(res);
	return 0;
}
