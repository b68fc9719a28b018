/* fuzz-mbox-pieces.c: libFuzzer target: an mbox read in pieces, as the import's threads read it, finds what one reading finds */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/buf.h"
#include "../../ingest/read-mbox.h"

/*
 * The oracle: every message (offset, length, truncated) and every rejected
 * chunk (offset, length) of one reading of the whole input, in order, equal
 * those of a reading in pieces cut at From_ lines every few bytes (the first
 * input byte sets how many), each piece read again from where the one before
 * went on when it does not start there (ingest/import.c, in_sequence).
 */
static int on_message(const struct mbox_entry *e, void *ctx)
{
	buf_addf(ctx, "m %lld %zu %d\n", (long long)e->offset, e->length, e->truncated);
	return 0;
}

static void on_reject(off_t offset, size_t length, const char *reason, void *ctx)
{
	buf_addf(ctx, "r %lld %zu %s\n", (long long)offset, length, reason);
}

static void read_in_pieces(const char *data, size_t size, off_t step, struct buf *out)
{
	struct mbox_ops ops = { on_message, on_reject, out };
	off_t cut = 0, last_next = 0, next;

	while (cut < (off_t)size) {
		off_t start = cut, end = mbox_next_from(-1, data, size, cut + step);
		if (end < 0)
			end = (off_t)size;
		cut = end;
		if (start > 0 && start != last_next)
			start = last_next;
		if (start >= end) {
			last_next = start;
			continue;
		}
		mbox_read_range(-1, data, size, start, end, &ops, &next);
		last_next = next;
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int ready;
	struct buf whole = BUF_INIT, pieces = BUF_INIT;
	struct mbox_ops ops = { on_message, on_reject, &whole };

	if (!ready) {
		g_mime_init();
		ready = 1;
	}
	if (size < 2)
		return 0;
	mbox_read_mem((const char *)data + 1, size - 1, &ops);
	read_in_pieces((const char *)data + 1, size - 1, 1 + data[0] % 64, &pieces);
	if (whole.len != pieces.len || memcmp(whole.data, pieces.data, whole.len)) {
		fprintf(stderr, "one reading:\n%s\nin pieces:\n%s\n", whole.data, pieces.data);
		abort();
	}
	buf_release(&whole);
	buf_release(&pieces);
	return 0;
}
