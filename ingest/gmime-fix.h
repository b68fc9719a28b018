/* gmime-fix.h: checks for two decoding bugs of GMime 3.2.10-3.2.13, and their work-arounds */
#ifndef SCHEDLORE_GMIME_FIX_H
#define SCHEDLORE_GMIME_FIX_H

#include <gmime/gmime.h>
#include <stddef.h>

#include "../core/buf.h"

/*
 * Bug 1: GMime joins the text of adjacent B-encoded words of one charset
 * before decoding it, so a character split across two words comes out
 * wrong ("=?UTF-8?B?Y2Fmww==?= =?UTF-8?B?qQ==?=" is "caf?", not "café").
 * Bug 2: its base64 decoder stops at the first '=', so a body made of two
 * padded base64 runs loses all after the first.  Each check runs GMime on a
 * known input once and caches the answer; the work-arounds run only when
 * this build has the bug.
 */
int gmime_bug_split_words(void);
int gmime_bug_base64_pad(void);

/* Base64 the way mail needs it: other characters skipped, padding ends a
 * quantum and decoding goes on after it. */
void base64_decode_lenient(const char *in, size_t len, struct buf *out);

/*
 * RAW (a header's raw value) with every run of adjacent encoded words of one
 * charset, at least one of them B-encoded, merged into one B word over the
 * joined decoded bytes; NULL when RAW has no such run.  Caller frees.
 */
char *rfc2047_merge_words(const char *raw);

/* Apply rfc2047_merge_words to OBJ's header fields when GMime has bug 1. */
void gmime_fix_headers(GMimeObject *obj);

#endif
