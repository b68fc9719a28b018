/* utf8.h: UTF-8 validation, for the writers that must never pass invalid bytes or noncharacters on */
#ifndef SCHEDLORE_UTF8_H
#define SCHEDLORE_UTF8_H

#include <stddef.h>

/*
 * The character at s, reading at most n bytes (n >= 1), as a writer of text
 * may pass it on: its length (1 to 4), or minus the number of bytes to put
 * one U+FFFD in the place of.  -1: a byte that starts no valid sequence (a
 * stray continuation byte, an overlong form, a surrogate, a code point above
 * U+10FFFF, a sequence cut short).  -3 or -4: a noncharacter (U+FDD0 to
 * U+FDEF, and the last two code points of every plane): XML 1.0 cannot hold
 * U+FFFE and U+FFFF at all (a digest or an Atom feed holding one is not
 * well-formed) and HTML calls every noncharacter a parse error.  The HTML
 * and Atom writer (server/html.c) and the digest's Markdown writer use it.
 */
int utf8_text_char(const unsigned char *s, size_t n);

#endif
