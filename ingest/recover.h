/* recover.h: a message rebuilt from what a damaged source kept (text, page) */
#ifndef SCHEDLORE_RECOVER_H
#define SCHEDLORE_RECOVER_H

#include <stddef.h>

#include "../core/buf.h"
#include "mail.h"

/*
 * The readers of damaged sources (flattened text, the text of a web-archive
 * page, an HTML page) fill one of these: the header fields they found, and
 * the body with as much line structure as they could give back.  The rest
 * (MIME parts left inline, quoted-printable residue, signatures, which list,
 * who wrote a post without headers) is done here, once, for all of them.
 */
struct rheader {
	char *name;
	char *value;
};

struct recovered {
	struct rheader *h;
	int nh, cap;
	struct buf body;
	unsigned lost;          /* LOST_* */
	int signature;          /* a PGP signature was found in the text */
	int headerless;         /* no header block at all: a bare body */
};

void recovered_init(struct recovered *r);
void recovered_release(struct recovered *r);
void recovered_add(struct recovered *r, const char *name, size_t nlen,
		   const char *value, size_t vlen);
const char *recovered_get(const struct recovered *r, const char *name);

/*
 * Clean the body: drop archive navigation, unwrap MIME parts left inline
 * (keeping the text, noting signatures and lost attachments), decode
 * quoted-printable residue.
 */
void recovered_clean_body(struct recovered *r);

/*
 * Fill M (whose raw bytes, path, format and list are already set) from R.
 * Returns 0, or -1 with REASON (a bare body without --list, say).
 */
int recovered_to_mail(struct recovered *r, struct mail *m, int quality, struct buf *reason);

/* Quoted-printable left in text whose headers were lost: =20, =A0, soft breaks
 * (which escapes are residue: qp-residue.h). */
int qp_residue_present(const char *s, size_t len);
void qp_residue_decode(struct buf *text);

#endif
