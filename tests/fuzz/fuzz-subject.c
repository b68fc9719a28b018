/* fuzz-subject.c: libFuzzer target for the subject rule of threading */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "../../core/buf.h"
#include "../../ingest/thread.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct buf in = BUF_INIT, base = BUF_INIT, again = BUF_INIT;
	int reply;

	buf_add(&in, data, size);
	reply = thread_subject(in.data, &base);
	/* The base of a base is itself, and a base never grows past its subject. */
	if (base.len > in.len || (reply != 0 && reply != 1))
		__builtin_trap();
	thread_subject(base.data, &again);
	if (strcmp(again.data, base.data))
		__builtin_trap();
	buf_release(&in);
	buf_release(&base);
	buf_release(&again);
	return 0;
}
