/* fuzz-mbox.c: libFuzzer target for mbox framing and message decoding */
#include <stddef.h>
#include <stdint.h>

#include "../../ingest/decode.h"
#include "../../ingest/read-mbox.h"

static int on_message(const struct mbox_entry *e, void *ctx)
{
	struct buf reason = BUF_INIT;
	struct mail m;

	(void)ctx;
	mail_init(&m);
	buf_add(&m.raw, e->raw, e->raw_len);
	decode_message(e->msg, &m, &reason);
	mail_release(&m);
	buf_release(&reason);
	return 0;
}

static void on_reject(off_t offset, size_t length, const char *reason, void *ctx)
{
	(void)offset;
	(void)length;
	(void)reason;
	(void)ctx;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int ready;
	struct mbox_ops ops = { on_message, on_reject, NULL };

	if (!ready) {
		g_mime_init();
		ready = 1;
	}
	mbox_read_mem((const char *)data, size, &ops);
	return 0;
}
