/* fuzz-gzip.c: libFuzzer target for gzip archives (pipermail .txt.gz): inflation, damage, bombs */
#include <assert.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../../ingest/read-gzip.h"

/* A small limit, so that a bomb is refused quickly and never written past it. */
#define LIMIT (1 << 20)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct buf reason = BUF_INIT;
	struct stat st;
	int in = memfd_create("fuzz-gzip", 0), out;

	assert(in >= 0);
	assert(write(in, data, size) == (ssize_t)size);
	lseek(in, 0, SEEK_SET);
	out = gunzip_to_temp(in, LIMIT, &reason);
	if (out >= 0) {
		assert(fstat(out, &st) == 0 && st.st_size <= LIMIT);
		close(out);
	}
	close(in);
	buf_release(&reason);
	return 0;
}
