/* read-target.h: what the damaged-source readers' libFuzzer targets share: GMime once, a mail to fill, one reader */
#ifndef SCHEDLORE_FUZZ_READ_TARGET_H
#define SCHEDLORE_FUZZ_READ_TARGET_H

#include <gmime/gmime.h>
#include <stddef.h>
#include <stdint.h>

#include "../../ingest/mail.h"

/* html_read, text_read: fill a mail from a damaged source, or say why not */
typedef int (*read_target_reader)(const char *data, size_t len, struct mail *m, struct buf *reason,
				  const char **format);

/* The whole input read by READER into a mail of list "fuzz", then released. */
static void read_target(read_target_reader reader, const uint8_t *data, size_t size)
{
	static int ready;
	struct buf reason = BUF_INIT;
	const char *format = NULL;
	struct mail m;

	if (!ready) {
		g_mime_init();
		ready = 1;
	}
	mail_init(&m);
	m.list = "fuzz";
	buf_add(&m.raw, data, size);
	(void)reader((const char *)data, size, &m, &reason, &format);
	mail_release(&m);
	buf_release(&reason);
}

#endif
