/* fuzz-sniff.c: libFuzzer target for content sniffing and single-message (Maildir) reading */
#include <gmime/gmime.h>
#include <stddef.h>
#include <stdint.h>

#include "../../ingest/read-message.h"
#include "../../ingest/sniff.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int ready;
	struct buf reason = BUF_INIT;
	struct mail m;

	if (!ready) {
		g_mime_init();
		ready = 1;
	}
	if (sniff_input((const char *)data, size) == INPUT_MESSAGE) {
		mail_init(&m);
		message_read((const char *)data, size, &m, &reason);
		mail_release(&m);
	}
	buf_release(&reason);
	return 0;
}
