/* fuzz-text.c: libFuzzer target for damaged-text recovery (flattened, page text, bare bodies) */
#include <gmime/gmime.h>
#include <stddef.h>
#include <stdint.h>

#include "../../ingest/read-text.h"
#include "../../ingest/sniff.h"

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
	(void)sniff_input((const char *)data, size);
	mail_init(&m);
	m.list = "fuzz";
	buf_add(&m.raw, data, size);
	text_read((const char *)data, size, &m, &reason, &format);
	mail_release(&m);
	buf_release(&reason);
	return 0;
}
