/* fuzz-html.c: libFuzzer target for web-archive page reading (libxml2 HTML parser, recovery) */
#include <gmime/gmime.h>
#include <stddef.h>
#include <stdint.h>

#include "../../ingest/read-html.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int ready;
	struct buf reason = BUF_INIT;
	const char *format = NULL;
	struct mail m;

	if (!ready) {
		g_mime_init();
		ready = 1;
	}
	mail_init(&m);
	m.list = "fuzz";
	buf_add(&m.raw, data, size);
	html_read((const char *)data, size, &m, &reason, &format);
	mail_release(&m);
	buf_release(&reason);
	return 0;
}
