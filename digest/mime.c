/* mime.c: the MIME digest: multipart/mixed of a contents part and a multipart/digest of the posts */
#include "render.h"

#include <gmime/gmime.h>
#include <jansson.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../core/log.h"
#include "../core/text.h"
#include "../core/banned.h"

/*
 * The shape Mailman's MIME digests made familiar (RFC 2046 section 5.1.5):
 *
 *   multipart/mixed
 *     text/plain; charset=utf-8      table of contents and the plain-text digest
 *     multipart/digest
 *       message/rfc822               each post, from its stored raw bytes
 *
 * Each post is parsed by GMime from the bytes we stored at import and added
 * as a message/rfc822 part; GMime writes an unmodified parsed message back
 * from its raw headers and content, so a mail client sees the post as sent.
 * A post read from an archive page has no such bytes (what was stored is the
 * page): its part is made from the headers and body the importer read.
 */

struct digest_mime {
	GMimeMessage *msg;
	GMimeMultipart *digest;
	int count;
};

static pthread_once_t once = PTHREAD_ONCE_INIT;

static void init_gmime(void)
{
	g_mime_init();
}

static GDateTime *date_of(const struct digest_model *m)
{
	struct buf d = BUF_INIT;
	GDateTime *dt;

	digest_date_header(m, &d);
	dt = g_mime_utils_header_decode_date(d.data);
	buf_release(&d);
	return dt;
}

struct digest_mime *digest_mime_new(const struct digest_model *m, const char *toc)
{
	struct digest_mime *dm = xcalloc(1, sizeof(*dm));
	struct buf s = BUF_INIT, addr = BUF_INIT;
	GMimeMultipart *mixed;
	GMimeTextPart *text;
	GDateTime *dt;

	pthread_once(&once, init_gmime);
	dm->msg = g_mime_message_new(TRUE);
	buf_addf(&s, "%s digest", m->list);
	buf_addf(&addr, "%s-digest@schedlore.invalid", m->list);
	g_mime_message_add_mailbox(dm->msg, GMIME_ADDRESS_TYPE_FROM, s.data, addr.data);
	/* no To: the mailer that sends the digest out addresses it */
	buf_clear(&s);
	digest_subject(m, &s);
	g_mime_message_set_subject(dm->msg, s.data, "utf-8");
	if ((dt = date_of(m))) {
		g_mime_message_set_date(dm->msg, dt);
		g_date_time_unref(dt);
	}
	buf_clear(&s);
	buf_addf(&s, "digest.%s.v%d.%d.%s@schedlore.invalid", m->list, m->volume, m->issue,
		 m->is_thread ? "thread" : m->from);
	g_mime_message_set_message_id(dm->msg, s.data);

	mixed = g_mime_multipart_new_with_subtype("mixed");
	text = g_mime_text_part_new_with_subtype("plain");
	g_mime_text_part_set_text(text, toc);   /* picks charset and encoding */
	g_mime_multipart_add(mixed, GMIME_OBJECT(text));
	g_object_unref(text);
	dm->digest = g_mime_multipart_new_with_subtype("digest");
	g_mime_multipart_add(mixed, GMIME_OBJECT(dm->digest));
	g_mime_message_set_mime_part(dm->msg, GMIME_OBJECT(mixed));
	g_object_unref(mixed);
	buf_release(&s);
	buf_release(&addr);
	return dm;
}

/* POST as the next message/rfc822 part; takes POST's reference */
static void enclose(struct digest_mime *dm, GMimeMessage *post)
{
	GMimeMessagePart *part = g_mime_message_part_new_with_message("rfc822", post);

	g_mime_multipart_add(dm->digest, GMIME_OBJECT(part));
	g_object_unref(part);
	g_object_unref(post);
	dm->count++;
}

int digest_mime_add(struct digest_mime *dm, const unsigned char *raw, size_t len)
{
	GMimeStream *stream = g_mime_stream_mem_new_with_buffer((const char *)raw, len);
	GMimeParser *parser = g_mime_parser_new_with_stream(stream);
	GMimeMessage *post = g_mime_parser_construct_message(parser, NULL);

	g_object_unref(parser);
	g_object_unref(stream);
	if (!post)
		return error("digest: GMime cannot parse a stored post (%zu bytes)", len);
	enclose(dm, post);
	return 0;
}

/* The headers a page post's message carries, as the page gave them (Message-ID apart). */
static const char *const page_headers[] = {
	"Date", "From", "To", "Cc", "Subject", "In-Reply-To", "References", NULL,
};

int digest_mime_add_page(struct digest_mime *dm, const struct digest_mail *mail)
{
	GMimeMessage *post = g_mime_message_new(FALSE);
	GMimeTextPart *text = g_mime_text_part_new_with_subtype("plain");
	json_t *h = json_loads(mail->headers_json ? mail->headers_json : "[]", 0, NULL), *pair;
	size_t i, k;

	json_array_foreach(h, i, pair) {
		const char *name = json_string_value(json_array_get(pair, 0));
		const char *value = json_string_value(json_array_get(pair, 1));

		for (k = 0; name && value && page_headers[k]; k++)
			if (!strcasecmp(name, page_headers[k]))
				g_mime_object_append_header(GMIME_OBJECT(post), page_headers[k], value, "utf-8");
	}
	json_decref(h);
	g_mime_message_set_message_id(post, mail->post->message_id);
	g_mime_text_part_set_text(text, mail->body ? mail->body : "");   /* picks charset and encoding */
	g_mime_message_set_mime_part(post, GMIME_OBJECT(text));
	g_object_unref(text);
	enclose(dm, post);
	return 0;
}

int digest_mime_finish(struct digest_mime *dm, struct buf *out)
{
	GMimeStream *stream = g_mime_stream_mem_new();
	GByteArray *bytes;

	g_mime_object_write_to_stream(GMIME_OBJECT(dm->msg), NULL, stream);
	bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(stream));
	buf_add(out, bytes->data, bytes->len);
	g_object_unref(stream);
	g_object_unref(dm->digest);
	g_object_unref(dm->msg);
	free(dm);
	return 0;
}

static int add_mail(void *ctx, const struct digest_mail *mail)
{
	if (mail->is_page)
		return digest_mime_add_page(ctx, mail);
	return digest_mime_add(ctx, mail->raw, mail->raw_len);
}

/* The contents: one numbered line per enclosed post, then the plain-text digest. */
static void contents(struct buf *toc, const struct digest_model *m, const int *idx, size_t n,
		     const char *summary)
{
	size_t i;

	buf_addf(toc, "Posts enclosed (%zu):\n\n", n);
	for (i = 0; i < n; i++) {
		const struct digest_post *p = &m->posts[idx[i]];
		buf_addf(toc, "%4zu. %-16s  %s: %s\n", i + 1, p->date ? p->date : "undated",
			 p->author, subject_or_none(p->subject));
	}
	if (!n)
		buf_adds(toc, "   none\n");
	buf_adds(toc, "\n");
	buf_adds(toc, summary);
}

int digest_mime(struct db *db, struct digest_model *m, enum digest_posts which,
		const char *summary, struct buf *out)
{
	struct buf toc = BUF_INIT;
	struct digest_mime *dm;
	int *idx = NULL, ret = -1;
	size_t n = digest_model_enclosed(m, which, &idx);

	contents(&toc, m, idx, n, summary);
	dm = digest_mime_new(m, toc.data);
	if (digest_each_mail(db, m, idx, n, add_mail, dm) < 0) {
		struct buf discard = BUF_INIT;
		digest_mime_finish(dm, &discard);
		buf_release(&discard);
		goto cleanup;
	}
	ret = digest_mime_finish(dm, out);
cleanup:
	free(idx);
	buf_release(&toc);
	return ret;
}
