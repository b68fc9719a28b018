/* pgp.h: the PGP status of a message: PGP/MIME and inline clear-signed, verified through GMime/GPGME */
#ifndef SCHEDLORE_PGP_H
#define SCHEDLORE_PGP_H

#include <gmime/gmime.h>

#include "../core/buf.h"

/*
 * Statuses (messages.pgp_status), from the least to the most telling:
 *   unsigned      no signature
 *   signed        a signature, not verified (no keyring given)
 *   unverifiable  a signature whose signed bytes did not survive (page text)
 *   good          verified against the keyring
 *   unknown-key   the signer's key is not in the keyring
 *   bad           the signature does not match the signed bytes
 */

/*
 * Verify from now on against the GnuPG home DIR (GNUPGHOME is set for this
 * process and the GPG engine checked).  Returns 0, or -1 when DIR is not a
 * folder or GPGME has no OpenPGP engine.
 */
int pgp_use_keyring(const char *dir);

/* 1 when a keyring was given. */
int pgp_verifying(void);

/* The status of a multipart/signed part; problems worth telling go to NOTE. */
const char *pgp_multipart_status(GMimeMultipartSigned *mps, struct buf *note);

/* The status of a text part that GMime found clear-signed (inline PGP). */
const char *pgp_inline_status(GMimePart *part, struct buf *note);

/* Of two statuses of one message, the one to keep (bad wins, unsigned loses). */
const char *pgp_worse(const char *a, const char *b);

#endif
