/* page-thread.c: a thread as a tree, why each message sits where it does; t.mbox.gz */
#include "pages.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "html.h"
#include "thread-sql.h"
#include "../core/log.h"
#include "../core/banned.h"

/*
 * The rows come oldest first with their parent's Message-ID; the tree is put
 * in depth-first order here, so each message carries its depth and the page
 * needs no recursion in SQL.  A parent that is not in the thread (never
 * stored) makes its child a root of the tree.
 */
static void walk(json_t *rows, json_t *out, const char *parent, int depth, char *done)
{
	json_t *row;
	size_t i;

	json_array_foreach(rows, i, row) {
		const char *p = json_string_value(json_object_get(row, "parent"));

		if (done[i] || (parent ? !p || strcmp(p, parent) : p != NULL))
			continue;
		done[i] = 1;
		json_object_set_new(row, "depth", json_integer(depth));
		json_array_append(out, row);
		walk(rows, out, json_string_value(json_object_get(row, "message_id")), depth + 1, done);
	}
}

json_t *model_thread(struct req *r)
{
	const char *v[2] = { r->list, r->mid };
	PGresult *res = req_query(r, SQL_THREAD_MESSAGES, 2, v);
	json_t *rows, *ordered, *row = NULL;
	char *done;
	size_t i;
	int n;

	if (!res)
		return NULL;
	if (!(n = PQntuples(res))) {
		PQclear(res);
		req_fail(r, 404, "No message with that Message-ID is filed under this list.");
		return NULL;
	}
	rows = json_array();
	for (i = 0; i < (size_t)n; i++)
		json_array_append_new(rows, json_pack("{s:s, s:b, s:o, s:{s:o, s:o}, s:o, s:o, s:s, s:o, s:o}",
			"message_id", db_value(res, (int)i, "message_id"),
			"missing", !strcmp(db_value(res, (int)i, "missing"), "t"),
			"subject", json_str_or_null(db_value(res, (int)i, "subject")),
			"from", "name", json_str_or_null(db_value(res, (int)i, "from_name")),
				"addr", json_str_or_null(db_value(res, (int)i, "from_addr")),
			"date", json_str_or_null(db_value(res, (int)i, "date")),
			"parent", json_str_or_null(db_value(res, (int)i, "parent")),
			"reason", db_value(res, (int)i, "reason"),
			"evidence", json_str_or_null(db_value(res, (int)i, "evidence")),
			"body", json_str_or_null(db_value(res, (int)i, "body"))));
	PQclear(res);
	/* parents that are not in the thread make roots */
	json_array_foreach(rows, i, row) {
		const char *p = json_string_value(json_object_get(row, "parent"));
		size_t j;
		json_t *other;
		int found = 0;

		json_array_foreach(rows, j, other)
			if (p && !strcmp(p, json_string_value(json_object_get(other, "message_id"))))
				found = 1;
		if (p && !found)
			json_object_set_new(row, "parent", json_null());
	}
	ordered = json_array();
	done = xcalloc((size_t)n, 1);
	walk(rows, ordered, NULL, 0, done);
	/* a parent cycle leaves rows unvisited: show them as roots, not lose them */
	json_array_foreach(rows, i, row)
		if (!done[i]) {
			json_object_set_new(row, "depth", json_integer(0));
			json_array_append(ordered, row);
		}
	free(done);
	json_decref(rows);
	/* the thread's subject: its first stored message's */
	json_array_foreach(ordered, i, row)
		if (!json_is_true(json_object_get(row, "missing")))
			break;
	return json_pack("{s:s, s:s, s:O, s:o}", "list", r->list, "message_id", r->mid,
			 "subject", row ? json_object_get(row, "subject") : json_null(),
			 "messages", ordered);
}

/*
 * Why a message sits where it does, from the threading tables: the reason
 * and its evidence (the parent's Message-ID for In-Reply-To, the message
 * whose References placed it, or the base subject that matched).
 */
static void why(struct buf *b, const char *reason, const char *evidence)
{
	html(b, "<span class=\"why\">");
	if (!strcmp(reason, "in-reply-to")) {
		html(b, "a reply by its In-Reply-To header: <code>In-Reply-To: &lt;");
		html_txt(b, evidence);
		html(b, "&gt;</code>");
	} else if (!strcmp(reason, "references")) {
		html(b, "placed by References");
		if (evidence) {
			html(b, " (those of <code>&lt;");
			html_txt(b, evidence);
			html(b, "&gt;</code>)");
		}
	} else if (!strcmp(reason, "subject")) {
		html(b, "no reply headers: placed by its subject <q>");
		html_txt(b, evidence);
		html(b, "</q>");
	} else {
		html(b, "starts the thread");
	}
	html(b, "</span>");
}

int page_thread(struct req *r)
{
	json_t *m = model_thread(r), *row;
	struct buf *b = &r->out;
	const char *subject;
	size_t i;

	if (!m)
		return -1;
	subject = json_string_value(json_object_get(m, "subject"));
	html_page_begin(r, subject && *subject ? subject : "(no subject)");
	html(b, "<h1>");
	html_txt(b, subject && *subject ? subject : "(no subject)");
	html(b, "</h1>\n<p class=\"meta\">");
	html_int(b, (long long)json_array_size(json_object_get(m, "messages")));
	html(b, " messages in <a href=\"/");
	html_url_path(b, r->list);
	html(b, "/\">");
	html_txt(b, r->list);
	html(b, "</a> &#183; <a href=\"");
	html_post_url(b, r->list, r->mid, "t.mbox.gz");
	html(b, "\">mbox.gz</a></p>\n<ol class=\"tree\">\n");
	json_array_foreach(json_object_get(m, "messages"), i, row) {
		const char *mid = json_string_value(json_object_get(row, "message_id"));
		const char *s = json_string_value(json_object_get(row, "subject"));
		const char *evidence = json_string_value(json_object_get(row, "evidence"));
		long long depth = json_integer_value(json_object_get(row, "depth"));

		/* classes, not inline styles: the CSP forbids those */
		html(b, "<li class=\"msg d");
		html_int(b, depth > 12 ? 12 : depth);
		html(b, "\"");
		if (!strcmp(mid, r->mid))
			html(b, " aria-current=\"true\"");
		if (json_is_true(json_object_get(row, "missing"))) {
			html(b, "><div class=\"msghead missing\">&lt;");
			html_txt(b, mid);
			html(b, "&gt; <span class=\"meta\">referenced, but not in this archive</span></div></li>\n");
			continue;
		}
		html(b, "><div class=\"msghead\"><a href=\"");
		html_post_url(b, r->list, mid, "");
		html(b, "\">");
		html_txt(b, s && *s ? s : "(no subject)");
		html(b, "</a> <span class=\"meta\">");
		html_from(b, json_object_get(row, "from"));
		html(b, " &#183; ");
		html_date(b, json_string_value(json_object_get(row, "date")));
		html(b, "</span> ");
		why(b, json_string_value(json_object_get(row, "reason")), evidence);
		html(b, "</div>\n");
		html_body(b, json_string_value(json_object_get(row, "body")), 1);
		html(b, "</li>\n");
	}
	html(b, "</ol>\n");
	html_page_end(r);
	json_decref(m);
	return 0;
}

/* mboxrd: a line matching ^>*From  gets one more '>' */
static void mbox_escape(struct buf *b, const char *raw, size_t len)
{
	size_t i = 0;

	while (i < len) {
		const char *nl = memchr(raw + i, '\n', len - i);
		size_t n = nl ? (size_t)(nl - (raw + i)) + 1 : len - i, k = 0;

		while (k < n && raw[i + k] == '>')
			k++;
		if (n - k >= 5 && !memcmp(raw + i + k, "From ", 5))
			buf_addc(b, '>');
		buf_add(b, raw + i, n);
		i += n;
	}
	if (len && raw[len - 1] != '\n')
		buf_addc(b, '\n');
	buf_addc(b, '\n');
}

static int gzip_buf(const struct buf *in, struct buf *out)
{
	z_stream z;
	int rc;

	memset(&z, 0, sizeof(z));
	if (deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
		return error("gzip: deflateInit2 failed");
	buf_grow(out, deflateBound(&z, in->len));
	z.next_in = (unsigned char *)in->data;
	z.avail_in = (unsigned)in->len;
	z.next_out = (unsigned char *)out->data;
	z.avail_out = (unsigned)(out->cap - 1);
	rc = deflate(&z, Z_FINISH);
	buf_setlen(out, z.total_out);
	deflateEnd(&z);
	return rc == Z_STREAM_END ? 0 : error("gzip: deflate failed");
}

int page_mbox(struct req *r)
{
	const char *v[2] = { r->list, r->mid };
	PGresult *res = req_query_bin(r, SQL_THREAD_RAW, 2, v);
	struct buf mbox = BUF_INIT;
	int i, ret = 0;

	if (!res)
		return -1;
	if (!PQntuples(res)) {
		PQclear(res);
		return req_fail(r, 404, "No message with that Message-ID is filed under this list.");
	}
	for (i = 0; i < PQntuples(res); i++) {
		buf_adds(&mbox, "From ");
		buf_add(&mbox, PQgetvalue(res, i, 1), (size_t)PQgetlength(res, i, 1));
		buf_addc(&mbox, ' ');
		buf_add(&mbox, PQgetvalue(res, i, 2), (size_t)PQgetlength(res, i, 2));
		buf_addc(&mbox, '\n');
		mbox_escape(&mbox, PQgetvalue(res, i, 0), (size_t)PQgetlength(res, i, 0));
	}
	PQclear(res);
	if (gzip_buf(&mbox, &r->out) < 0) {
		ret = req_fail(r, 500, "The thread could not be compressed.");
	} else {
		r->type = "application/gzip";
		req_header(r, "Content-Disposition", "attachment; filename=\"t.mbox.gz\"");
	}
	buf_release(&mbox);
	return ret;
}
