/* fuzz-text.c: libFuzzer target for damaged-text recovery (flattened, page text, bare bodies) */
#include "../../ingest/read-text.h"
#include "../../ingest/sniff.h"
#include "read-target.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	(void)sniff_input((const char *)data, size);
	read_target(text_read, data, size);
	return 0;
}
