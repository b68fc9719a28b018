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
 * stored) makes its child a root of the tree.  The order is computed on the
 * query's rows (indexes, no model), so the HTML page renders straight from
 * the result and /api builds its JSON from the same order.
 */
struct tree {
	int n, len;     /* rows; rows placed in order[] so far */
	int *parent;    /* the parent's row, or -1: a root */
	int *order;     /* rows in depth-first order */
	int *depth;     /* by row */
	char *done;
};

static void walk(struct tree *t, int parent, int depth)
{
	int i;

	for (i = 0; i < t->n; i++) {
		if (t->done[i] || t->parent[i] != parent)
			continue;
		t->done[i] = 1;
		t->depth[i] = depth;
		t->order[t->len++] = i;
		walk(t, i, depth + 1);
	}
}

static void tree_build(struct tree *t, PGresult *res)
{
	int i, j, cmid = PQfnumber(res, "message_id"), cpar = PQfnumber(res, "parent");

	t->n = PQntuples(res);
	t->len = 0;
	t->parent = xcalloc((size_t)t->n + 1, sizeof(int));
	t->order = xcalloc((size_t)t->n + 1, sizeof(int));
	t->depth = xcalloc((size_t)t->n + 1, sizeof(int));
	t->done = xcalloc((size_t)t->n + 1, 1);
	for (i = 0; i < t->n; i++) {
		const char *p = PQgetisnull(res, i, cpar) ? NULL : PQgetvalue(res, i, cpar);

		t->parent[i] = -1;
		for (j = 0; p && j < t->n; j++)
			if (!strcmp(p, PQgetvalue(res, j, cmid))) {
				t->parent[i] = j;
				break;
			}
	}
	walk(t, -1, 0);
	/* a parent cycle leaves rows unvisited: show them as roots, not lose them */
	for (i = 0; i < t->n; i++)
		if (!t->done[i]) {
			t->depth[i] = 0;
			t->order[t->len++] = i;
		}
}

static void tree_release(struct tree *t)
{
	free(t->parent);
	free(t->order);
	free(t->depth);
	free(t->done);
}

/* the thread's rows, or NULL after the error page (a 404 when there are none) */
static PGresult *thread_rows(struct req *r)
{
	const char *v[2] = { r->list, r->mid };
	PGresult *res = req_query(r, SQL_THREAD_MESSAGES, 2, v);

	if (res && !PQntuples(res)) {
		PQclear(res);
		req_fail(r, 404, "No message with that Message-ID is filed under this list.");
		return NULL;
	}
	return res;
}

/* the thread's subject: its first stored message's (in tree order), or -1 */
static int subject_row(PGresult *res, const struct tree *t)
{
	int k;

	for (k = 0; k < t->len; k++)
		if (strcmp(db_value(res, t->order[k], "missing"), "t"))
			return t->order[k];
	return -1;
}

json_t *model_thread(struct req *r)
{
	PGresult *res = thread_rows(r);
	struct tree t;
	json_t *ordered;
	int k, sr;

	if (!res)
		return NULL;
	tree_build(&t, res);
	ordered = json_array();
	for (k = 0; k < t.len; k++) {
		int i = t.order[k];

		json_array_append_new(ordered, json_pack("{s:s, s:b, s:o, s:{s:o, s:o}, s:o, s:o, s:s, s:o, s:o, s:i}",
			"message_id", db_value(res, i, "message_id"),
			"missing", !strcmp(db_value(res, i, "missing"), "t"),
			"subject", json_str_or_null(db_value(res, i, "subject")),
			"from", "name", json_str_or_null(db_value(res, i, "from_name")),
				"addr", json_str_or_null(db_value(res, i, "from_addr")),
			"date", json_str_or_null(db_value(res, i, "date")),
			"parent", t.parent[i] < 0 ? json_null() : json_string(db_value(res, i, "parent")),
			"reason", db_value(res, i, "reason"),
			"evidence", json_str_or_null(db_value(res, i, "evidence")),
			"body", json_str_or_null(db_value(res, i, "body")),
			"depth", t.depth[i]));
	}
	sr = subject_row(res, &t);
	ordered = json_pack("{s:s, s:s, s:o, s:o}", "list", r->list, "message_id", r->mid,
			    "subject", json_str_or_null(sr < 0 ? NULL : db_value(res, sr, "subject")),
			    "messages", ordered);
	tree_release(&t);
	PQclear(res);
	return ordered;
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

/* the query's columns, looked up once (PQfnumber copies and folds the name on every call) */
struct cols {
	int mid, subject, name, addr, date, missing, reason, evidence, body;
};

static void cols_find(struct cols *c, PGresult *res)
{
	c->mid = PQfnumber(res, "message_id");
	c->subject = PQfnumber(res, "subject");
	c->name = PQfnumber(res, "from_name");
	c->addr = PQfnumber(res, "from_addr");
	c->date = PQfnumber(res, "date");
	c->missing = PQfnumber(res, "missing");
	c->reason = PQfnumber(res, "reason");
	c->evidence = PQfnumber(res, "evidence");
	c->body = PQfnumber(res, "body");
}

/* a value, or NULL for SQL NULL */
static const char *val(PGresult *res, int row, int col)
{
	return PQgetisnull(res, row, col) ? NULL : PQgetvalue(res, row, col);
}

static void thread_row(struct req *r, PGresult *res, const struct cols *c, int i, int depth)
{
	struct buf *b = &r->out;
	const char *mid = val(res, i, c->mid);
	const char *s = val(res, i, c->subject);

	/* classes, not inline styles: the CSP forbids those */
	html(b, "<li class=\"msg d");
	html_int(b, depth > 12 ? 12 : depth);
	html(b, "\"");
	if (!strcmp(mid, r->mid))
		html(b, " aria-current=\"true\"");
	if (!strcmp(val(res, i, c->missing), "t")) {
		html(b, "><div class=\"msghead missing\">&lt;");
		html_txt(b, mid);
		html(b, "&gt; <span class=\"meta\">referenced, but not in this archive</span></div></li>\n");
		return;
	}
	html(b, "><div class=\"msghead\"><a href=\"");
	html_post_url(b, r->list, mid, "");
	html(b, "\">");
	html_txt(b, s && *s ? s : "(no subject)");
	html(b, "</a> <span class=\"meta\">");
	html_from_parts(b, val(res, i, c->name), val(res, i, c->addr));
	html(b, " &#183; ");
	html_date(b, val(res, i, c->date));
	html(b, "</span> ");
	why(b, val(res, i, c->reason), val(res, i, c->evidence));
	html(b, "</div>\n");
	html_body(b, val(res, i, c->body), 1);
	html(b, "</li>\n");
}

int page_thread(struct req *r)
{
	PGresult *res = thread_rows(r);
	struct buf *b = &r->out;
	const char *subject;
	struct cols c;
	struct tree t;
	int k, sr;

	if (!res)
		return -1;
	cols_find(&c, res);
	tree_build(&t, res);
	sr = subject_row(res, &t);
	subject = sr < 0 ? NULL : db_value(res, sr, "subject");
	html_page_begin(r, subject && *subject ? subject : "(no subject)");
	html(b, "<h1>");
	html_txt(b, subject && *subject ? subject : "(no subject)");
	html(b, "</h1>\n<p class=\"meta\">");
	html_int(b, t.len);
	html(b, " messages in <a href=\"/");
	html_url_path(b, r->list);
	html(b, "/\">");
	html_txt(b, r->list);
	html(b, "</a> &#183; <a href=\"");
	html_post_url(b, r->list, r->mid, "t.mbox.gz");
	html(b, "\">mbox.gz</a></p>\n<ol class=\"tree\">\n");
	for (k = 0; k < t.len; k++)
		thread_row(r, res, &c, t.order[k], t.depth[t.order[k]]);
	html(b, "</ol>\n");
	html_page_end(r);
	tree_release(&t);
	PQclear(res);
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
