/* render.h: the pieces digest_render joins: cmark, the RFC 1153 writer, the MIME writer */
#ifndef SCHEDLORE_DIGEST_RENDER_H
#define SCHEDLORE_DIGEST_RENDER_H

#include <stddef.h>

#include "model.h"

/* html.c: Markdown -> HTML (a whole document, or a <div> fragment), checked well-formed */
int digest_md_to_html(const char *md, size_t len, const char *title, int whole, struct buf *out);
/* html.c: Markdown -> plain text wrapped at WIDTH */
int digest_md_to_text(const char *md, size_t len, int width, struct buf *out);
/* html.c: 0 if DOC parses as XML, else -1 with an error() */
int digest_xml_check(const char *doc, size_t len);

/* One enclosed post as stored, for the text and MIME digests. */
struct digest_mail {
	const struct digest_post *post;
	const char *headers_json;    /* [[name, decoded value], ...] */
	const char *body;            /* decoded text */
	const unsigned char *raw;    /* the message bytes as first stored */
	size_t raw_len;
	int is_page;                 /* raw is an archive page (text or HTML), not a mail */
};

/*
 * Call FN for each post of IDX[0..n) in order, read from the database in
 * batches (a year of a busy list does not fit in memory at once).  FN returns
 * 0 to go on, -1 to stop.
 */
typedef int (*digest_mail_fn)(void *ctx, const struct digest_mail *mail);
int digest_each_mail(struct db *db, struct digest_model *m, const int *idx, size_t n,
		     digest_mail_fn fn, void *ctx);

/* rfc1153.c: the whole RFC 1153 digest; SUMMARY is the plain-text digest for the preamble */
int digest_rfc1153(struct db *db, struct digest_model *m, enum digest_posts which,
		   const char *summary, struct buf *out);
/* rfc1153.c: "Mon, 22 Oct 2007 00:00:00 +0000" for the digest's Date: the day after the period */
void digest_date_header(const struct digest_model *m, struct buf *out);
/* rfc1153.c: "freebsd-stable Digest V2007 #42" */
void digest_subject(const struct digest_model *m, struct buf *out);

/* mime.c: a multipart/mixed message: a table-of-contents part and a multipart/digest of the posts */
struct digest_mime;
struct digest_mime *digest_mime_new(const struct digest_model *m, const char *toc);
int digest_mime_add(struct digest_mime *dm, const unsigned char *raw, size_t len);
/* a post read from an archive page: a text/plain message made of its stored headers and body */
int digest_mime_add_page(struct digest_mime *dm, const struct digest_mail *mail);
int digest_mime_finish(struct digest_mime *dm, struct buf *out);   /* frees dm */
int digest_mime(struct db *db, struct digest_model *m, enum digest_posts which,
		const char *summary, struct buf *out);

#endif
