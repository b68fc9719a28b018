/* page-post.c: one message: headers, PGP status, the body as sent, its links */
#include "pages.h"

#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "../core/banned.h"

#define SQL_POST \
	"SELECT m.message_id, m.subject, m.from_name, m.from_addr, m.date_text, m.in_reply_to," \
	" " SQL_UTC("m.date") " AS date, array_to_json(m.refs) AS refs, m.headers::text AS headers," \
	" m.body, m.content_id, length(m.raw) AS raw_bytes," \
	" (SELECT array_to_json(array_agg(l2.name ORDER BY l2.name)) FROM message_lists ml2" \
	"  JOIN lists l2 ON l2.id = ml2.list WHERE ml2.message = m.id) AS lists," \
	" m.pgp_status, CASE WHEN m.pgp_status = 'unsigned' THEN NULL" \
	"  WHEN encode(substring(m.raw for 65536), 'escape')" \
	"   ~* '(^|\\n)content-type:[ \\t]*multipart/signed' THEN 'PGP/MIME signed'" \
	"  WHEN position(convert_to(E'\\n-----BEGIN PGP SIGNED MESSAGE', 'UTF8') in m.raw) > 0" \
	"   OR position(convert_to('-----BEGIN PGP SIGNED MESSAGE', 'UTF8') in m.raw) = 1" \
	"   THEN 'inline PGP signed' ELSE 'PGP signed' END AS pgp_form" \
	" FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list" \
	" WHERE l.name = $1 AND m.message_id = $2"

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
static int post_claims(struct req *r, json_t *m)
{
	const char *v[1] = { json_string_value(json_object_get(m, "message_id")) };
	PGresult *res = req_query(r,
		"SELECT coalesce(json_agg(json_build_object('id', c.id, 'kind', c.kind, 'text', c.text,"
		" 'status', k.status) ORDER BY c.span_start, c.ord), '[]')::text AS claims"
		" FROM claims c JOIN messages cm ON cm.id = c.message LEFT JOIN checks k ON k.claim = c.id"
		" WHERE cm.message_id = $1", 1, v);
	json_t *claims;

	if (!res)
		return -1;
	claims = json_loads(db_value(res, 0, "claims"), 0, NULL);
	PQclear(res);
	json_object_set_new(m, "claims", claims ? claims : json_array());
	return 0;
}

json_t *model_post(struct req *r)
{
	const char *v[2] = { r->list, r->mid };
	PGresult *res = req_query(r, SQL_POST, 2, v);
	struct buf pgp = BUF_INIT;
	json_t *headers, *m;

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
	PQclear(res);
	buf_release(&pgp);
	if (!m)
		req_fail(r, 500, "The message could not be put together.");
	else if (post_claims(r, m) < 0)
		json_decref(m), m = NULL;
	return m;
}

static void header_row(struct buf *b, const char *name, const char *value)
{
	html(b, "<tr><th>");
	html_txt(b, name);
	html(b, "</th><td>");
	html_txt(b, value);
	html(b, "</td></tr>\n");
}

static void header_table(struct buf *b, json_t *m)
{
	const char *show[] = { "From", "To", "Cc", "Date", "Subject", "Message-ID",
			       "In-Reply-To", "References", "List-Id", NULL };
	json_t *h;
	size_t i;
	int k;

	html(b, "<table class=\"headers\">\n");
	for (k = 0; show[k]; k++)
		json_array_foreach(json_object_get(m, "headers"), i, h) {
			const char *name = json_string_value(json_array_get(h, 0));
			if (name && !strcasecmp(name, show[k]))
				header_row(b, name, json_string_value(json_array_get(h, 1)));
		}
	header_row(b, "PGP", json_string_value(json_object_get(m, "pgp")));
	html(b, "</table>\n");
}

static void claims_list(struct buf *b, json_t *claims)
{
	json_t *c;
	size_t i;

	if (!json_array_size(claims))
		return;
	html(b, "<section id=\"claims\"><h2>Claims in this post</h2>\n<ul class=\"claims\">\n");
	json_array_foreach(claims, i, c) {
		html(b, "<li>");
		html_claim_item(b, c);
		html(b, "</li>\n");
	}
	html(b, "</ul>\n</section>\n");
}

int page_post(struct req *r)
{
	json_t *m = model_post(r), *l;
	struct buf *b = &r->out;
	const char *subject;
	size_t i;

	if (!m)
		return -1;
	subject = json_string_value(json_object_get(m, "subject"));
	html_page_begin(r, subject && *subject ? subject : "(no subject)");
	html(b, "<article class=\"post\">\n<h1>");
	html_txt(b, subject && *subject ? subject : "(no subject)");
	html(b, "</h1>\n<p class=\"meta\">");
	html_from(b, json_object_get(m, "from"));
	html(b, " &#183; ");
	html_date(b, json_string_value(json_object_get(m, "date")));
	html(b, "</p>\n<nav class=\"postnav\"><a href=\"");
	html_post_url(b, r->list, r->mid, "T/");
	html(b, "\">thread</a> <a href=\"");
	html_post_url(b, r->list, r->mid, "raw");
	html(b, "\">raw</a> <a href=\"");
	html_post_url(b, r->list, r->mid, "t.mbox.gz");
	html(b, "\">thread as mbox.gz</a> <a href=\"/api");
	html_post_url(b, r->list, r->mid, "");
	html(b, "\">JSON</a></nav>\n");
	header_table(b, m);
	if (json_array_size(json_object_get(m, "lists")) > 1) {
		html(b, "<p class=\"meta\">Also filed under:");
		json_array_foreach(json_object_get(m, "lists"), i, l) {
			html(b, " <a href=\"");
			html_post_url(b, json_string_value(l), r->mid, "");
			html(b, "\">");
			html_txt(b, json_string_value(l));
			html(b, "</a>");
		}
		html(b, "</p>\n");
	}
	html_body(b, json_string_value(json_object_get(m, "body")), 0);
	claims_list(b, json_object_get(m, "claims"));
	html_post_sources(r);
	html(b, "</article>\n");
	html_page_end(r);
	json_decref(m);
	return 0;
}
