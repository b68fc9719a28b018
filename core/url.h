/* url.h: the one URL encoder and decoder, for the pages, the digests and anything else that writes links */
#ifndef SCHEDLORE_URL_H
#define SCHEDLORE_URL_H

#include <stddef.h>

#include "buf.h"

/*
 * A Message-ID, list or id as one path word, percent-encoded as
 * public-inbox does: letters, digits and - . _ ~ @ ! $ = : stay, everything
 * else (/ % # + space and every byte above 127) becomes %XX.  The pages
 * (server/html.c) and the digests (digest/model.c) link with the same words.
 */
void url_path_word(struct buf *b, const char *s);
/* a query argument's value: everything but letters, digits and - . _ ~ encoded */
void url_query_arg(struct buf *b, const char *s);
/* S[0..len) with %XX decoded (and '+' as a space when PLUS_IS_SPACE): malloc'ed */
char *url_decode(const char *s, size_t len, int plus_is_space);

#endif
