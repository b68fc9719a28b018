/* read-message.h: one whole message in a file of its own (Maildir, .eml) */
#ifndef SCHEDLORE_READ_MESSAGE_H
#define SCHEDLORE_READ_MESSAGE_H

#include <stddef.h>

#include "../core/buf.h"
#include "mail.h"

/* Parse and decode DATA (m->raw is set from it).  Returns 0, or -1 with REASON. */
int message_read(const char *data, size_t len, struct mail *m, struct buf *reason);

/* True when PATH is a file in a Maildir's cur/ or new/ folder. */
int maildir_file(const char *path);

#endif
