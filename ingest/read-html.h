/* read-html.h: web-archive message pages (MHonArc, pipermail, HyperKitty, ...) through libxml2 */
#ifndef SCHEDLORE_READ_HTML_H
#define SCHEDLORE_READ_HTML_H

#include <stddef.h>

#include "../core/buf.h"
#include "mail.h"

/*
 * Recover one message from a saved page: header fields and body, navigation
 * dropped.  M's raw bytes (the page), path and list are set by the caller;
 * *FORMAT becomes html.  Returns 0, or -1 with REASON.
 */
int html_read(const char *data, size_t len, struct mail *m, struct buf *reason,
	      const char **format);

#endif
