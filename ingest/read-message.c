/* read-message.c: one whole message in a file of its own (Maildir, .eml) */
#include "read-message.h"

#include <gmime/gmime.h>
#include <string.h>
#include <sys/stat.h>

#include "decode.h"
#include "../core/banned.h"

int message_read(const char *data, size_t len, struct mail *m, struct buf *reason)
{
	GMimeStream *stream = g_mime_stream_mem_new_with_buffer(data, len);
	GMimeParser *parser = g_mime_parser_new_with_stream(stream);
	GMimeMessage *msg = g_mime_parser_construct_message(parser, NULL);
	int ret = -1;

	buf_clear(&m->raw);
	buf_add(&m->raw, data, len);
	if (!msg)
		buf_adds(reason, "unparsable message (no valid header block)");
	else
		ret = decode_message(msg, m, reason);
	if (msg)
		g_object_unref(msg);
	g_object_unref(parser);
	g_object_unref(stream);
	return ret;
}

/* .../Maildir/cur/NAME or .../new/NAME, with cur/ and new/ both there. */
int maildir_file(const char *path)
{
	const char *slash = strrchr(path, '/'), *dir;
	struct buf b = BUF_INIT;
	struct stat st;
	int yes = 0;

	if (!slash || slash - path < 4)
		return 0;
	dir = slash - 4;
	if (memcmp(dir, "/cur", 4) && memcmp(dir, "/new", 4))
		return 0;
	buf_add(&b, path, (size_t)(dir - path));
	buf_adds(&b, memcmp(dir, "/cur", 4) ? "/cur" : "/new");
	yes = stat(b.data, &st) == 0 && S_ISDIR(st.st_mode);
	buf_release(&b);
	return yes;
}
