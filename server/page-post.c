/* page-post.c: one message: headers, PGP status, the body as sent, its links */
#include "pages.h"

#include <stdlib.h>
#include <string.h>

#include "../core/banned.h"

static const char sql_post[] =
	"SELECT m.id, m.message_id, m.subject, m.from_name, m.from_addr, m.date_text, m.in_reply_to,"
	" " SQL_UTC("m.date") " AS date, array_to_json(m.refs) AS refs, m.headers::text AS headers,"
	" m.body, m.content_id, length(m.raw) AS raw_bytes,"
	" (SELECT array_to_json(array_agg(l2.name ORDER BY l2.name)) FROM message_lists ml2"
	"  JOIN lists l2 ON l2.id = ml2.list WHERE ml2.message = m.id) AS lists,"
	" m.pgp_status, CASE WHEN m.pgp_status = 'unsigned' THEN NULL"
	"  WHEN encode(substring(m.raw for 65536), 'escape')"
	"   ~* '(^|\\n)content-type:[ \\t]*multipart/signed' THEN 'PGP/MIME signed'"
	"  WHEN position(convert_to(E'\\n-----BEGIN PGP SIGNED MESSAGE', 'UTF8') in m.raw) > 0"
	"   OR position(convert_to('-----BEGIN PGP SIGNED MESSAGE', 'UTF8') in m.raw) = 1"
	"   THEN 'inline PGP signed' ELSE 'PGP signed' END AS pgp_form"
	" FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list"
	" WHERE l.name = $1 AND m.message_id = $2";

/*
 * The PGP status is the importer's (messages.pgp_status, ingest/pgp.h): only
 * "good" means a keyring verified the signature.  The form (PGP/MIME, an
 * inline block at the start of a line) is told from the stored bytes, for
 * the reader's sake; GMime keeps Content-Type out of the stored headers.
 */
static void pgp_label(struct buf *out, const char *status, const char *form)
{
	static const struct { const char *status, *says; } says[] = {
		{ "signed", "not verified" },
		{ "good", "good signature (verified against the keyring)" },
		{ "bad", "BAD signature: the text does not match it" },
		{ "unknown-key", "not verified: the signer's key is not in the keyring" },
		{ "unverifiable", "unverifiable: the signed bytes did not survive in this source" },
	};
	size_t i;

	for (i = 0; i < sizeof(says) / sizeof(says[0]); i++)
		if (!strcmp(status, says[i].status)) {
			buf_addf(out, "%s, %s", form ? form : "PGP signed", says[i].says);
			return;
		}
	buf_adds(out, "not signed");
}

/* the claims found in the post, each with its check status, linked to /claims/ID */
static const char sql_post_claims[] =
	"SELECT coalesce(json_agg(json_build_object('id', c.id, 'kind', c.kind, 'text', c.text,"
	" 'status', k.status) ORDER BY c.span_start, c.ord), '[]')"
	" FROM claims c JOIN messages cm ON cm.id = c.message LEFT JOIN checks k ON k.claim = c.id"
	" WHERE cm.message_id = $1";

/*
 * One post often survives in several archives (an mbox, a pipermail page,
 * lkml.org, marc.info, flattened text); the importer keeps one message and
 * every source (ingest/reconcile.c): the file, its format, when it was
 * imported and what it lost.
 */
static const char sql_post_sources[] =
	"SELECT coalesce(json_agg(json_build_object('path', s.path, 'format', s.format,"
	" 'imported', " SQL_UTC("s.imported_at") ", 'lost', coalesce(to_json(s.lost), '[]'))"
	" ORDER BY s.imported_at, s.id), '[]')"
	" FROM sources s JOIN messages m ON m.id = s.message WHERE m.message_id = $1";

/* the figures extracted from the post (message-figures.c), by workload and metric */
static int post_figures(struct req *r, json_t *m, const char *id)
{
	struct buf ids = BUF_INIT;
	PGresult *res;

	buf_addf(&ids, "{%s}", id);
	res = message_figures(r, ids.data);
	buf_release(&ids);
	if (!res)
		return -1;
	json_object_set_new(m, "figures", message_figures_json(res, 0, PQntuples(res)));
	PQclear(res);
	return 0;
}

/* the claims and the sources of the post, as KEY */
static int post_part(struct req *r, json_t *m, const char *key, const char *sql)
{
	const char *v[1] = { json_string_value(json_object_get(m, "message_id")) };
	json_t *part = req_query_json(r, sql, 1, v);

	if (!part)
		return -1;
	json_object_set_new(m, key, part);
	return 0;
}

json_t *model_post(struct req *r)
{
	const char *v[2] = { r->list, r->mid };
	PGresult *res = req_query(r, sql_post, 2, v);
	struct buf pgp = BUF_INIT;
	json_t *headers, *m;
	char *id;

	if (!res)
		return NULL;
	if (PQntuples(res) != 1) {
		PQclear(res);
		req_fail(r, 404, "No message with that Message-ID is filed under this list.");
		return NULL;
	}
	headers = json_loads(db_value(res, 0, "headers"), 0, NULL);
	if (!headers)
		headers = json_array();
	pgp_label(&pgp, db_value(res, 0, "pgp_status"), db_value(res, 0, "pgp_form"));
	m = json_pack("{s:s, s:s, s:o, s:{s:o, s:o}, s:o, s:o, s:o, s:o, s:b, s:s, s:s, s:I, s:o, s:o, s:s}",
		"list", r->list,
		"message_id", db_value(res, 0, "message_id"),
		"subject", json_str_or_null(db_value(res, 0, "subject")),
		"from", "name", json_str_or_null(db_value(res, 0, "from_name")),
			"addr", json_str_or_null(db_value(res, 0, "from_addr")),
		"date", json_str_or_null(db_value(res, 0, "date")),
		"date_text", json_str_or_null(db_value(res, 0, "date_text")),
		"in_reply_to", json_str_or_null(db_value(res, 0, "in_reply_to")),
		"references", json_loads(db_value(res, 0, "refs"), 0, NULL),
		"content_id", !strcmp(db_value(res, 0, "content_id"), "t"),
		"pgp", pgp.data,
		"pgp_status", db_value(res, 0, "pgp_status"),
		"raw_bytes", (json_int_t)atoll(db_value(res, 0, "raw_bytes")),
		"lists", json_loads(db_value(res, 0, "lists"), 0, NULL),
		"headers", headers,
		"body", db_value(res, 0, "body"));
	id = xstrdup(db_value(res, 0, "id"));
	PQclear(res);
	buf_release(&pgp);
	if (!m)
		req_fail(r, 500, "The message could not be put together.");
	else if (post_part(r, m, "claims", sql_post_claims) < 0 || post_part(r, m, "sources", sql_post_sources) < 0 ||
		 post_figures(r, m, id) < 0)
		json_decref(m), m = NULL;
	free(id);
	return m;
}

/* the header rows the page shows: these headers in this order, then the PGP status */
static json_t *header_rows(json_t *m)
{
	static const char *const show[] = { "From", "To", "Cc", "Date", "Subject", "Message-ID",
					    "In-Reply-To", "References", "List-Id", NULL };
	json_t *rows = json_array(), *h;
	size_t i;
	int k;

	for (k = 0; show[k]; k++)
		json_array_foreach(json_object_get(m, "headers"), i, h) {
			const char *name = json_string_value(json_array_get(h, 0));

			if (name && !strcasecmp(name, show[k]))
				json_array_append_new(rows, json_pack("{s:s, s:O}", "name", name,
								      "value", json_array_get(h, 1)));
		}
	json_array_append_new(rows, json_pack("{s:s, s:O}", "name", "PGP", "value", json_object_get(m, "pgp")));
	return rows;
}

int page_post(struct req *r)
{
	json_t *m = model_post(r);

	if (!m)
		return -1;
	json_object_set_new(m, "header_rows", header_rows(m));
	return page_render(r, "post", m);
}
