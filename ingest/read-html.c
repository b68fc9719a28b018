/* read-html.c: web-archive message pages (MHonArc, pipermail, HyperKitty, ...) through libxml2 */
#include "read-html.h"

#include "../core/banned.h"

int html_read(const char *data, size_t len, struct mail *m, struct buf *reason,
	      const char **format)
{
	(void)data;
	(void)len;
	(void)m;
	*format = "html";
	buf_adds(reason, "HTML pages are not read yet");
	return -1;
}
