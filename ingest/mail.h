/* mail.h: one message as read from a source and decoded, ready to store */
#ifndef SCHEDLORE_MAIL_H
#define SCHEDLORE_MAIL_H

#include <stddef.h>
#include <sys/types.h>

#include "../core/buf.h"

struct mail {
	char *message_id;       /* without angle brackets; never NULL once decoded */
	int content_id;         /* 1: message_id was made from the content */
	char *subject;          /* decoded, white space collapsed; may be NULL */
	char *from_name;
	char *from_addr;
	char *date_utc;         /* "YYYY-MM-DD HH:MM:SS+00", or NULL */
	int date_offset;        /* minutes east of UTC */
	char *date_text;
	char *in_reply_to;
	struct buf refs;        /* Message-IDs separated by single spaces */
	struct buf headers;     /* JSON array of [name, value] */
	struct buf body;        /* decoded text, UTF-8, no NUL bytes */
	struct buf raw;         /* the message bytes, From_ line excluded */
	char raw_sha256[65];

	/* where it came from */
	const char *path;
	const char *format;
	off_t offset;           /* of the From_ line in the file */
	size_t length;          /* of the whole entry in the file */
	const char *list;       /* --list, or NULL to take List-Id */
	char *list_from_header;
};

void mail_init(struct mail *m);
void mail_release(struct mail *m);

/* The list this message is filed under, or NULL. */
const char *mail_list(const struct mail *m);

#endif
