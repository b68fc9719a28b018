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
	int recovered;          /* 1: fields recovered from damaged text */
	int quality;            /* of the source: MAIL_WHOLE, MAIL_PAGE, MAIL_DAMAGED */
	const char *pgp_status; /* unsigned, signed, good, bad, unknown-key, unverifiable */
	struct buf attachments; /* JSON array of {name, type, size, sha256, text} */

	/* where it came from */
	const char *path;
	const char *format;
	off_t offset;           /* of the From_ line in the file */
	size_t length;          /* of the whole entry in the file */
	const char *list;       /* --list, or NULL to take List-Id */
	char *list_from_header;
	unsigned lost;          /* LOST_* bits: what this source did not carry */
	struct buf notes;       /* damage found in a message that was still stored */
};

/* How complete a source is: a better one later improves the stored fields. */
enum { MAIL_DAMAGED = 1, MAIL_PAGE = 2, MAIL_WHOLE = 3 };

/* What a source lost (sources.lost). */
enum {
	LOST_HEADERS = 1,        /* some header fields or addresses */
	LOST_LINES = 2,          /* line structure (flattened, blank lines dropped) */
	LOST_ATTACHMENTS = 4,    /* parts other than the text */
	LOST_SIGNED_BYTES = 8,   /* the bytes a signature covers */
};

/* sources.lost as a text[] literal ("{headers,line structure}"). */
void mail_lost_literal(unsigned lost, struct buf *out);

void mail_init(struct mail *m);
void mail_release(struct mail *m);

/* The list this message is filed under, or NULL. */
const char *mail_list(const struct mail *m);

#endif
