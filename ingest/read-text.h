/* read-text.h: damaged text: headers flattened onto one line, page text, bare bodies */
#ifndef SCHEDLORE_READ_TEXT_H
#define SCHEDLORE_READ_TEXT_H

#include <stddef.h>

#include "../core/buf.h"
#include "mail.h"

/*
 * Recover one message from DATA (the whole file).  M's raw bytes, path and
 * list are set by the caller.  *FORMAT is set to text-flat, text-page or
 * text-body.  Returns 0, or -1 with REASON.
 */
int text_read(const char *data, size_t len, struct mail *m, struct buf *reason,
	      const char **format);

#endif
