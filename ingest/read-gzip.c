/* read-gzip.c: gzip-compressed archives (pipermail's .txt.gz), inflated to a temporary file */
#include "read-gzip.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/banned.h"

static int temp_fd(struct buf *reason)
{
	const char *dir = getenv("TMPDIR");
	int fd = open(dir && *dir ? dir : "/tmp", O_TMPFILE | O_RDWR, 0600);

	if (fd < 0)
		buf_addf(reason, "no temporary file to inflate into: %s", strerror(errno));
	return fd;
}

static int write_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/* Feed IN (N bytes; AT_END on the last) through the decompressor into OUT. */
static int inflate_chunk(GConverter *z, const char *in, size_t n, int at_end, int out,
			 long long *total, long long limit, struct buf *reason, int *finished)
{
	static char chunk[1 << 16];
	GError *err = NULL;

	while (n || at_end) {
		gsize got = 0, made = 0;
		GConverterResult r = g_converter_convert(z, in, n, chunk, sizeof(chunk),
							 at_end ? G_CONVERTER_INPUT_AT_END : 0,
							 &got, &made, &err);
		if (r == G_CONVERTER_ERROR) {
			if (g_error_matches(err, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT) && !at_end) {
				g_error_free(err);
				return 0;
			}
			if (g_error_matches(err, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT))
				buf_addf(reason, "truncated gzip data after %lld bytes", *total);
			else
				buf_addf(reason, "corrupt gzip data after %lld bytes: %s", *total,
					 err->message);
			g_error_free(err);
			return -1;
		}
		in += got;
		n -= got;
		*total += (long long)made;
		if (*total > limit) {
			buf_addf(reason, "gzip data inflates past %lld bytes; refused", limit);
			return -1;
		}
		if (write_all(out, chunk, made) < 0) {
			buf_addf(reason, "unable to write the inflated data: %s", strerror(errno));
			return -1;
		}
		if (r == G_CONVERTER_FINISHED) {
			*finished = 1;
			return 0;
		}
		if (!got && !made && !at_end)
			return 0;
	}
	return 0;
}

int gunzip_to_temp(int fd, long long limit, struct buf *reason)
{
	GZlibDecompressor *z = g_zlib_decompressor_new(G_ZLIB_COMPRESSOR_FORMAT_GZIP);
	char in[1 << 16];
	long long total = 0;
	int out = temp_fd(reason), finished = 0;

	while (out >= 0 && !finished) {
		ssize_t n = read(fd, in, sizeof(in));
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			buf_addf(reason, "unable to read: %s", strerror(errno));
			goto fail;
		}
		if (inflate_chunk(G_CONVERTER(z), in, (size_t)n, n == 0, out, &total, limit,
				  reason, &finished) < 0)
			goto fail;
		if (n == 0 && !finished) {
			buf_addf(reason, "truncated gzip data after %lld bytes", total);
			goto fail;
		}
	}
fail:
	/* What inflated before damage is still read: nothing is lost that survived. */
	g_object_unref(z);
	if (out >= 0)
		lseek(out, 0, SEEK_SET);
	return out;
}
