/* read-mbox.c: split an mbox file into messages with GMime, carrying on past bad ones */
#include "read-mbox.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/log.h"
#include "../core/banned.h"

/*
 * GMime's mbox parser does the framing (From_ lines, and later Content-Length
 * for mboxcl2).  Two things it does not do are ours: it gives up at the first
 * message it cannot parse, so after a failure we find the next From_ line
 * that follows a blank line and start a parser there; and it does not hand
 * out a message's bytes, so we read them back by offset (bounded memory,
 * whatever the file's size).
 */

struct source {
	int fd;                 /* -1 for memory */
	const char *mem;
	size_t size;
};

static int read_range(const struct source *s, off_t off, size_t len, struct buf *out)
{
	buf_clear(out);
	if ((size_t)off > s->size)
		return -1;
	if (len > s->size - (size_t)off)
		len = s->size - (size_t)off;
	if (s->fd < 0) {
		buf_add(out, s->mem + off, len);
		return 0;
	}
	buf_grow(out, len);
	while (out->len < len) {
		ssize_t n = pread(s->fd, out->data + out->len, len - out->len, off + (off_t)out->len);
		if (n <= 0)
			return error("unable to read: %s", n < 0 ? strerror(errno) : "short file");
		out->len += (size_t)n;
	}
	out->data[out->len] = '\0';
	return 0;
}

/* The next "From " at the start of a line after a blank line, at or after FROM. */
static off_t next_from_line(const struct source *s, off_t from)
{
	struct buf chunk = BUF_INIT;
	const size_t step = 1 << 16;
	off_t found = -1;

	while ((size_t)from < s->size && found < 0) {
		size_t i;
		/* The chunk starts 2 bytes early so a blank line before it is seen. */
		off_t start = from >= 2 ? from - 2 : 0;
		if (read_range(s, start, step + 8, &chunk) < 0)
			break;
		for (i = (size_t)(from - start); i + 5 <= chunk.len; i++) {
			int line_start = i == 0 || chunk.data[i - 1] == '\n';
			int blank_before = i < 2 || chunk.data[i - 2] == '\n' ||
					   (i >= 3 && chunk.data[i - 2] == '\r' && chunk.data[i - 3] == '\n');
			if (line_start && blank_before && !memcmp(chunk.data + i, "From ", 5)) {
				found = start + (off_t)i;
				break;
			}
		}
		from = start + (off_t)(chunk.len >= 8 ? chunk.len - 8 : chunk.len);
		if (chunk.len < step)
			break;
	}
	buf_release(&chunk);
	return found;
}

/* The message's own bytes: drop the From_ line and the separating line end. */
static void message_bytes(const struct buf *entry, struct mbox_entry *e, struct buf *line)
{
	const char *nl = memchr(entry->data, '\n', entry->len);
	size_t head = nl ? (size_t)(nl - entry->data) + 1 : entry->len;
	size_t end = entry->len;

	buf_clear(line);
	buf_add(line, entry->data, head);
	buf_trim_end(line);
	e->from_line = line->data;
	if (end > head && entry->data[end - 1] == '\n')
		end--;
	if (end > head && entry->data[end - 1] == '\r')
		end--;
	e->raw = entry->data + head;
	e->raw_len = end - head;
	e->entry = entry->data;
	e->entry_len = entry->len;
}

static int only_space(const struct source *s, off_t end)
{
	struct buf b = BUF_INIT;
	size_t i;
	int blank = 1;

	if (read_range(s, 0, (size_t)end, &b) == 0)
		for (i = 0; i < b.len && blank; i++)
			blank = b.data[i] == ' ' || b.data[i] == '\t' || b.data[i] == '\r' || b.data[i] == '\n';
	buf_release(&b);
	return blank;
}

static int reject_start(const struct source *s, const struct mbox_ops *ops)
{
	char head[8] = { 0 };
	struct buf b = BUF_INIT;

	if (s->size == 0) {
		ops->reject(0, 0, "empty file", ops->ctx);
		return 1;
	}
	read_range(s, 0, sizeof(head), &b);
	memcpy(head, b.data, b.len < sizeof(head) ? b.len : sizeof(head));
	buf_release(&b);
	if (!mbox_sniff(head, s->size < sizeof(head) ? s->size : sizeof(head)) &&
	    next_from_line(s, 0) < 0) {
		ops->reject(0, s->size, "not an mbox file (no 'From ' line)", ops->ctx);
		return 1;
	}
	return 0;
}

/* A message GMime could not read at START: rejected to the next From_ line; where to go on. */
static off_t skip_bad(const struct source *s, const struct mbox_ops *ops, off_t start)
{
	off_t next = next_from_line(s, start + 1);
	size_t end = next < 0 ? s->size : (size_t)next;

	ops->reject(start, end - (size_t)start, "unparsable message (no valid header block)", ops->ctx);
	return next;
}

/* One message GMime read: its bytes read back by offset and handed on. */
static int hand_on(GMimeParser *parser, GMimeMessage *msg, const struct source *s,
		   const struct mbox_ops *ops, int first, struct buf *entry, struct buf *line)
{
	struct mbox_entry e;

	memset(&e, 0, sizeof(e));
	e.offset = g_mime_parser_get_mbox_marker_offset(parser);
	e.length = (size_t)(g_mime_parser_tell(parser) - e.offset);
	if (first && e.offset > 0 && !only_space(s, e.offset))
		ops->reject(0, (size_t)e.offset, "text before the first 'From ' line was skipped",
			    ops->ctx);
	e.msg = msg;
	if (read_range(s, e.offset, e.length, entry) < 0)
		return -1;
	message_bytes(entry, &e, line);
	e.truncated = (size_t)e.offset + e.length >= s->size && entry->len &&
		      entry->data[entry->len - 1] != '\n';
	return ops->message(&e, ops->ctx);
}

static int read_range_of(GMimeStream *stream, const struct source *s, off_t from, off_t to,
			 const struct mbox_ops *ops, off_t *next)
{
	GMimeParser *parser;
	struct buf entry = BUF_INIT, from_line = BUF_INIT;
	int first = from == 0, ret = 0;

	*next = (off_t)s->size;
	if (from == 0 && reject_start(s, ops))
		return 0;
	g_mime_stream_seek(stream, from, GMIME_STREAM_SEEK_SET);
	parser = g_mime_parser_new_with_stream(stream);
	g_mime_parser_set_format(parser, GMIME_FORMAT_MBOX);
	/* mboxcl/cl2: a Content-Length header frames the body, From_ lines in it and all */
	g_mime_parser_set_respect_content_length(parser, TRUE);
	for (;;) {
		gint64 start = g_mime_parser_tell(parser);
		GMimeMessage *msg;
		off_t skip;

		if ((size_t)start >= s->size || g_mime_parser_eos(parser))
			break;
		if (start >= to) {
			*next = start;
			break;
		}
		msg = g_mime_parser_construct_message(parser, NULL);
		if (msg) {
			ret = hand_on(parser, msg, s, ops, first, &entry, &from_line);
			first = 0;
			g_object_unref(msg);
			if (ret < 0)
				break;
			continue;
		}
		/* GMime gave up here: say so, then start again at the next From_ line. */
		first = 0;
		if ((skip = skip_bad(s, ops, start)) < 0)
			break;
		g_mime_stream_seek(stream, skip, GMIME_STREAM_SEEK_SET);
		g_mime_parser_init_with_stream(parser, stream);
	}
	buf_release(&entry);
	buf_release(&from_line);
	g_object_unref(parser);
	return ret;
}

/* A stream of its own over the file (a descriptor of its own: GMime reads with read()). */
static GMimeStream *open_stream(int fd, const char *data, size_t size)
{
	char path[64];
	int own;

	if (!data) {
		snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
		own = open(path, O_RDONLY | O_CLOEXEC);
		if (own < 0)
			own = dup(fd);
		return own < 0 ? NULL : g_mime_stream_fs_new(own);
	}
	return g_mime_stream_mem_new_with_buffer(data, size);
}

int mbox_read_range(int fd, const char *data, size_t size, off_t start, off_t end,
		    const struct mbox_ops *ops, off_t *next)
{
	struct source s = { data ? -1 : fd, data, size };
	GMimeStream *stream = open_stream(fd, data, size);
	int ret;

	*next = (off_t)size;
	if (!stream)
		return error("unable to open the file again: %s", strerror(errno));
	ret = read_range_of(stream, &s, start, end, ops, next);
	g_object_unref(stream);
	return ret;
}

off_t mbox_next_from(int fd, const char *data, size_t size, off_t from)
{
	struct source s = { data ? -1 : fd, data, size };

	return next_from_line(&s, from);
}

int mbox_read_fd(int fd, const struct mbox_ops *ops)
{
	struct stat st;
	off_t next;

	if (fstat(fd, &st) < 0)
		return error("unable to stat: %s", strerror(errno));
	return mbox_read_range(fd, NULL, (size_t)st.st_size, 0, st.st_size, ops, &next);
}

int mbox_read_mem(const char *data, size_t len, const struct mbox_ops *ops)
{
	off_t next;

	return mbox_read_range(-1, data, len, 0, (off_t)len, ops, &next);
}

int mbox_sniff(const char *data, size_t len)
{
	return len >= 5 && !memcmp(data, "From ", 5);
}
