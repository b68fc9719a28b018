/* utf8.h: UTF-8 validation, for the writers that must never pass invalid bytes on */
#ifndef SCHEDLORE_UTF8_H
#define SCHEDLORE_UTF8_H

#include <stddef.h>

/*
 * The length (1 to 4) of the valid UTF-8 sequence at s, reading at most n
 * bytes (n >= 1), or 0 when it is not one: a stray continuation byte, an
 * overlong form, a surrogate, a code point above U+10FFFF or a sequence cut
 * short.  The HTML writer and the digest's Markdown writer put U+FFFD in the
 * place of a byte for which it says 0.
 */
size_t utf8_len(const unsigned char *s, size_t n);

#endif
