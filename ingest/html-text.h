/* html-text.h: an HTML mail part as plain text (rules in html-text.c) */
#ifndef SCHEDLORE_HTML_TEXT_H
#define SCHEDLORE_HTML_TEXT_H

#include <gmime/gmime.h>
#include <stddef.h>

#include "../core/buf.h"

/* Append the text of HTML (LEN bytes, UTF-8) to OUT. */
int html_to_text(const char *html, size_t len, struct buf *out);

/* Append the text of the first inline text/html part under TOP to OUT;
 * 1 if there was one. */
int html_text_from_mime(GMimeObject *top, struct buf *out);

#endif
