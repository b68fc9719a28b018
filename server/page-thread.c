/* page-thread.c: a thread as a gzipped mbox (t.mbox.gz); the thread page is thread-model.c's */
#include "pages.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "../core/log.h"
#include "../core/banned.h"

/* The raw bytes of the thread's messages in list $1 for t.mbox.gz. */
static const char sql_thread_raw[] =
	"SELECT m.raw, coalesce(m.from_addr, 'MAILER-DAEMON') AS from_addr,"
	" to_char(coalesce(m.date, 'epoch') AT TIME ZONE 'UTC', 'Dy Mon DD HH24:MI:SS YYYY') AS from_date"
	" FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list"
	" WHERE l.name = $1 AND m.id IN (SELECT n.message FROM thread_nodes n WHERE n.thread ="
	"  (SELECT n2.thread FROM messages m2 JOIN thread_nodes n2 ON n2.message = m2.id WHERE m2.message_id = $2)"
	"  UNION ALL SELECT m3.id FROM messages m3 WHERE m3.message_id = $2)"
	" ORDER BY m.date NULLS LAST, m.message_id";

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
	PGresult *res = req_query_bin(r, sql_thread_raw, 2, v);
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
