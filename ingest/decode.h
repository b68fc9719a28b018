/* decode.h: a GMime message into the fields schedlore stores */
#ifndef SCHEDLORE_DECODE_H
#define SCHEDLORE_DECODE_H

#include <gmime/gmime.h>

#include "../core/buf.h"
#include "mail.h"

/*
 * Fill M from MSG and the message's bytes (already in m->raw).  Returns 0, or
 * -1 with the reason the message is rejected in REASON.
 */
int decode_message(GMimeMessage *msg, struct mail *m, struct buf *reason);

/* The header fields only (no body, no check that there are any). */
void decode_fields(GMimeMessage *msg, struct mail *m);

/* message_id := first 32 hex digits of SHA-256(raw) @schedlore.invalid */
void content_message_id(struct mail *m);

/* Collapse runs of white space (folding included) to one space; trim ends. */
char *collapse_space(const char *s);

/* The first label of a List-Id (<freebsd-stable.freebsd.org> -> freebsd-stable). */
char *list_from_list_id(const char *list_id);

/* True when the N bytes at S are only spaces, tabs and line ends (or none). */
int only_white_space(const char *s, size_t n);

/* Undo mbox From_ escaping in decoded text: one '>' off every ^>+From line. */
void unescape_from_lines(struct buf *text);

#endif
