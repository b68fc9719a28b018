/* parcel.h: what a parser thread makes of one piece of input: rows to store and errors, in order */
#ifndef SCHEDLORE_PARCEL_H
#define SCHEDLORE_PARCEL_H

#include <stdint.h>

#include "../core/buf.h"

/*
 * A row is two tuples in binary COPY form (pgcopy.h): the message as the
 * messages table takes it, and its source and bookkeeping for the batch's
 * stage.  Fields only the writer knows (the message's id, whether it is new)
 * are slots, set in place just before the COPY.
 */
struct prow {
	size_t msg_at, msg_len;     /* the messages tuple, in p->msgs */
	size_t meta_at, meta_len;   /* the stage tuple, in p->meta */
	size_t id_slot;             /* p->msgs: messages.id (stage_full: the row's ord) */
	size_t mid_at, mid_len;     /* p->msgs: the Message-ID's bytes */
	/* p->meta: ord, message, is_new, full, stored quality and raw_sha256 */
	size_t ord_slot, message_slot, new_slot, full_slot, squality_slot, ssha_slot;
	char sha[65];               /* raw_sha256 */
	int quality;
	uint64_t key;               /* hash of the Message-ID */
};

/* A rejection (its bytes kept in the quarantine) or damage noted in a stored message. */
struct pevent {
	int reject;
	long long offset, length;
	char *message_id;           /* or NULL */
	char *reason;
	size_t raw_at, raw_len;     /* the rejected bytes, in p->raw */
};

struct parcel {
	char *path;                 /* as stored in sources */
	const char *format;
	struct buf msgs, meta, raw;
	struct prow *rows;
	int nrows, rows_cap;
	struct pevent *events;
	int nevents, events_cap;
	int entries;                /* messages read, stored or rejected (progress) */
	long long pos;              /* bytes of the file read when this parcel ends */
};

struct parcel *parcel_new(const char *path, const char *format);
void parcel_free(struct parcel *p);
struct prow *parcel_row(struct parcel *p);
/* An event; RAW (LEN bytes) is kept for a rejection. */
void parcel_event(struct parcel *p, int reject, long long offset, long long length,
		  const char *message_id, const char *reason, const char *raw, size_t len);

#endif
