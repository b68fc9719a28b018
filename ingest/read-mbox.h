/* read-mbox.h: split an mbox file into messages with GMime, carrying on past bad ones */
#ifndef SCHEDLORE_MBOX_H
#define SCHEDLORE_MBOX_H

#include <gmime/gmime.h>
#include <stddef.h>
#include <sys/types.h>

#include "../core/buf.h"

struct mbox_entry {
	off_t offset;            /* of the From_ line */
	size_t length;           /* From_ line to the next one */
	const char *from_line;   /* without its line end */
	GMimeMessage *msg;       /* parsed by GMime; owned by the reader */
	const char *raw;         /* the message bytes without From_ line and separator */
	size_t raw_len;
	int truncated;           /* the file ends inside it (no final line end) */
};

struct mbox_ops {
	/* A message; return -1 to stop reading (a database error, say). */
	int (*message)(const struct mbox_entry *e, void *ctx);
	/* Something that could not be read, at OFFSET; reading goes on. */
	void (*reject)(off_t offset, const char *reason, void *ctx);
	void *ctx;
};

/*
 * Read every message of an mbox held in a file descriptor (the reader does not
 * close it) or in memory.  Returns 0 when the whole input was read (rejects
 * included), -1 when it stopped early.
 */
int mbox_read_fd(int fd, const struct mbox_ops *ops);
int mbox_read_mem(const char *data, size_t len, const struct mbox_ops *ops);

/* True when the data starts as an mbox does ("From " on the first line). */
int mbox_sniff(const char *data, size_t len);

#endif
