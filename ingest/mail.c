/* mail.c: lifecycle of a decoded message */
#include "mail.h"

#include <stdlib.h>
#include <string.h>

#include "../core/banned.h"

void mail_init(struct mail *m)
{
	memset(m, 0, sizeof(*m));
	buf_init(&m->refs);
	buf_init(&m->headers);
	buf_init(&m->body);
	buf_init(&m->raw);
	buf_init(&m->attachments);
	buf_init(&m->notes);
	m->quality = MAIL_WHOLE;
	m->pgp_status = "unsigned";
}

void mail_release(struct mail *m)
{
	free(m->message_id);
	free(m->subject);
	free(m->from_name);
	free(m->from_addr);
	free(m->date_utc);
	free(m->date_text);
	free(m->in_reply_to);
	free(m->list_from_header);
	buf_release(&m->refs);
	buf_release(&m->headers);
	buf_release(&m->body);
	buf_release(&m->raw);
	buf_release(&m->attachments);
	buf_release(&m->notes);
	mail_init(m);
}

const char *mail_list(const struct mail *m)
{
	return m->list ? m->list : m->list_from_header;
}

void mail_lost_literal(unsigned lost, struct buf *out)
{
	static const char *const names[] = { "headers", "line structure", "attachments",
					     "signed bytes" };
	size_t i;
	int first = 1;

	buf_addc(out, '{');
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (!(lost & (1u << i)))
			continue;
		buf_addf(out, "%s\"%s\"", first ? "" : ",", names[i]);
		first = 0;
	}
	buf_addc(out, '}');
}
