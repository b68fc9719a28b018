/* fuzz-html.c: libFuzzer target for web-archive page reading (libxml2 HTML parser, recovery) */
#include "../../ingest/read-html.h"
#include "read-target.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	read_target(html_read, data, size);
	return 0;
}
