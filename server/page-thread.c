/* page-thread.c: a thread as a tree, why each message sits where it does; t.mbox.gz */
#include "pages.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "../core/groups.h"
#include "thread-sql.h"
#include "../core/log.h"
#include "../core/banned.h"

/*
 * The rows come oldest first with their parent's Message-ID; the tree is put
 * in depth-first order here, so each message carries its depth and the page
 * needs no recursion in SQL.  A parent that is not in the thread (never
 * stored) makes its child a root of the tree.  The order is computed on the
 * query's rows (indexes), and the model is built once in that order: the
 * page and /api are two views of it.
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
 * The page's view of each message: whether it is the one asked for, and why
 * it sits where it does as a name a section can test ("placed": {"subject":
 * true}); a reason the page does not know reads as the start of the thread.
 */
static void thread_view(json_t *m, const char *mid)
{
	static const char *const known[] = { "in-reply-to", "references", "subject", NULL };
	json_t *msg;
	size_t i;
	int k;

	json_array_foreach(json_object_get(m, "messages"), i, msg) {
		const char *reason = json_string_value(json_object_get(msg, "reason"));

		for (k = 0; known[k] && strcmp(known[k], reason ? reason : ""); k++)
			;
		json_object_set_new(msg, "current", json_boolean(!strcmp(jstr(msg, "message_id"), mid)));
		json_object_set_new(msg, "placed", json_pack("{s:b}", known[k] ? known[k] : "root", 1));
	}
}

int page_thread(struct req *r)
{
	json_t *m = model_thread(r);

	if (!m)
		return -1;
	thread_view(m, r->mid);
	return page_render(r, "thread", m);
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
