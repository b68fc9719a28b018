/* pgp.c: the PGP status of a message: PGP/MIME and inline clear-signed, verified through GMime/GPGME */
#include "pgp.h"

#include <gpgme.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../core/log.h"
#include "../core/banned.h"

/*
 * GMime verifies through its GPG context, which runs gpg (GPGME) with the
 * process's GNUPGHOME: pointing that at the keyring once is all the set-up
 * there is.  Nothing is verified unless a keyring was named, because the
 * user's own ~/.gnupg says nothing about an archive's senders.
 */
static int verifying;

int pgp_use_keyring(const char *dir)
{
	struct stat st;

	if (stat(dir, &st) < 0 || !S_ISDIR(st.st_mode))
		return error("keyring '%s' is not a folder (a GnuPG home is)", dir);
	if (setenv("GNUPGHOME", dir, 1) < 0)
		return error("unable to set GNUPGHOME");
	gpgme_check_version(NULL);
	if (gpgme_engine_check_version(GPGME_PROTOCOL_OpenPGP) != GPG_ERR_NO_ERROR)
		return error("GPGME finds no OpenPGP engine (is gnupg installed?)");
	verifying = 1;
	return 0;
}

int pgp_verifying(void)
{
	return verifying;
}

static int rank(const char *status)
{
	static const char *const order[] = { "unsigned", "signed", "unverifiable", "good",
					     "unknown-key", "bad" };
	size_t i;

	for (i = 0; i < sizeof(order) / sizeof(order[0]); i++)
		if (!strcmp(status, order[i]))
			return (int)i;
	return 0;
}

const char *pgp_worse(const char *a, const char *b)
{
	return rank(b) > rank(a) ? b : a;
}

/*
 * GPGME's summary bits: RED is a signature that does not match, KEY_MISSING
 * one we cannot check.  A matching signature by a key nobody certified has
 * no bit at all (0), and is as good as GREEN for an archive: the bytes are
 * the signer's; trust in the key is the reader's business.
 */
static const char *from_list(GMimeSignatureList *list, GError *err, struct buf *note)
{
	const char *status = "good";
	int i, n = list ? g_mime_signature_list_length(list) : 0;

	if (!n) {
		if (note->len)
			buf_adds(note, "; ");
		buf_addf(note, "PGP signature could not be verified: %s",
			 err && err->message ? err->message : "no signature found in it");
		return "signed";
	}
	for (i = 0; i < n; i++) {
		GMimeSignature *sig = g_mime_signature_list_get_signature(list, i);
		GMimeSignatureStatus st = g_mime_signature_get_status(sig);
		if (st & GMIME_SIGNATURE_STATUS_RED)
			status = pgp_worse(status, "bad");
		else if (st & (GMIME_SIGNATURE_STATUS_KEY_MISSING | GMIME_SIGNATURE_STATUS_SYS_ERROR))
			status = pgp_worse(status, "unknown-key");
	}
	return status;
}

const char *pgp_multipart_status(GMimeMultipartSigned *mps, struct buf *note)
{
	GError *err = NULL;
	GMimeSignatureList *list;
	const char *status;

	if (!verifying)
		return "signed";
	list = g_mime_multipart_signed_verify(mps, GMIME_VERIFY_NONE, &err);
	status = from_list(list, err, note);
	if (list)
		g_object_unref(list);
	g_clear_error(&err);
	return status;
}

const char *pgp_inline_status(GMimePart *part, struct buf *note)
{
	GError *err = NULL;
	GMimeSignatureList *list;
	const char *status;

	if (!verifying)
		return "signed";
	list = g_mime_part_openpgp_verify(part, GMIME_VERIFY_NONE, &err);
	status = from_list(list, err, note);
	if (list)
		g_object_unref(list);
	g_clear_error(&err);
	return status;
}
