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
	const char *entry;       /* the whole entry: From_ line, message, separator */
	size_t entry_len;
};

struct mbox_ops {
	/* A message; return -1 to stop reading (a database error, say). */
	int (*message)(const struct mbox_entry *e, void *ctx);
	/* LENGTH bytes at OFFSET could not be read as mail; reading goes on. */
	void (*reject)(off_t offset, size_t length, const char *reason, void *ctx);
	void *ctx;
};

/*
 * Read every message of an mbox held in a file descriptor (the reader does not
 * close it) or in memory.  Returns 0 when the whole input was read (rejects
 * included), -1 when it stopped early.
 */
int mbox_read_fd(int fd, const struct mbox_ops *ops);
int mbox_read_mem(const char *data, size_t len, const struct mbox_ops *ops);

/*
 * The messages that start in [START, END) of an mbox of SIZE bytes, in FD or
 * in memory (DATA), as a reading of the whole file would find them: START is
 * 0 or a From_ line after a blank line (mbox_next_from).  *NEXT: where the
 * message after them starts, as a whole reading would go on (at least END,
 * more when the last one ran past it; SIZE at the end).  Parser threads
 * read pieces of one file so, and a piece whose START is not the previous
 * piece's *NEXT is read again from there.  FD is only read with pread.
 */
int mbox_read_range(int fd, const char *data, size_t size, off_t start, off_t end,
		    const struct mbox_ops *ops, off_t *next);
/* The first From_ line after a blank line at or after FROM, or -1. */
off_t mbox_next_from(int fd, const char *data, size_t size, off_t from);

/* True when the data starts as an mbox does ("From " on the first line). */
int mbox_sniff(const char *data, size_t len);

#endif
