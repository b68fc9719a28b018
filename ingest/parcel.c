/* parcel.c: what a parser thread makes of one piece of input: rows to store and errors, in order */
#include "parcel.h"

#include <stdlib.h>
#include <string.h>

#include "../core/banned.h"

struct parcel *parcel_new(const char *path, const char *format)
{
	struct parcel *p = xcalloc(1, sizeof(*p));

	p->path = xstrdup(path);
	p->format = format;
	buf_init(&p->msgs);
	buf_init(&p->meta);
	buf_init(&p->raw);
	return p;
}

void parcel_free(struct parcel *p)
{
	int i;

	if (!p)
		return;
	for (i = 0; i < p->nevents; i++) {
		free(p->events[i].message_id);
		free(p->events[i].reason);
	}
	free(p->events);
	free(p->path);
	free(p->rows);
	buf_release(&p->msgs);
	buf_release(&p->meta);
	buf_release(&p->raw);
	free(p);
}

struct prow *parcel_row(struct parcel *p)
{
	if (p->nrows == p->rows_cap) {
		p->rows_cap = p->rows_cap * 2 + 16;
		p->rows = xrealloc(p->rows, sizeof(*p->rows) * (size_t)p->rows_cap);
	}
	memset(&p->rows[p->nrows], 0, sizeof(p->rows[0]));
	return &p->rows[p->nrows++];
}

void parcel_event(struct parcel *p, int reject, long long offset, long long length,
		  const char *message_id, const char *reason, const char *raw, size_t len)
{
	struct pevent *e;

	if (p->nevents == p->events_cap) {
		p->events_cap = p->events_cap * 2 + 4;
		p->events = xrealloc(p->events, sizeof(*p->events) * (size_t)p->events_cap);
	}
	e = &p->events[p->nevents++];
	e->reject = reject;
	e->offset = offset;
	e->length = length;
	e->message_id = message_id ? xstrdup(message_id) : NULL;
	e->reason = xstrdup(reason);
	e->raw_at = p->raw.len;
	e->raw_len = reject && raw ? len : 0;
	if (e->raw_len)
		buf_add(&p->raw, raw, len);
}
