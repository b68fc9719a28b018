/* fuzz-pgp.c: libFuzzer target for PGP detection: PGP/MIME, inline clear-signed, armour in quoted lines */
#include <gmime/gmime.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../ingest/pgp.h"
#include "../../ingest/read-message.h"
#include "../../ingest/read-text.h"

/*
 * Each input is read twice: as one whole message (GMime's MIME walk, which
 * finds multipart/signed and inline clear-signed parts) and as damaged text
 * (ingest/recover.c, which finds an unquoted armour line or a signature
 * part left in page text).  No keyring is given: verifying would run gpg
 * per input, and without one a signature must come out "signed", never a
 * verdict.  Where the input cannot hold a signature, the status must be
 * "unsigned": that is the rule that armour inside a quoted line is none.
 */
static const char *const statuses[] = { "unsigned", "signed", "good", "bad", "unknown-key",
					"unverifiable" };

static int known(const char *s)
{
	size_t i;

	for (i = 0; s && i < sizeof(statuses) / sizeof(statuses[0]); i++)
		if (!strcmp(s, statuses[i]))
			return 1;
	return 0;
}

static int has_caseless(const char *p, size_t n, const char *word)
{
	size_t w = strlen(word), i;

	for (i = 0; i + w <= n; i++)
		if (!g_ascii_strncasecmp(p + i, word, w))
			return 1;
	return 0;
}

/*
 * True when no line of the raw input can be signature armour: every
 * "BEGIN PGP" sits on a line that starts with '>' (a quote), and nothing
 * (a multipart, a transfer encoding, a charset, an inner message) can turn
 * the bytes into other text before GMime looks for armour.
 */
static int cannot_be_signed(const char *p, size_t n)
{
	static const char *const changers[] = { "multipart", "encoding", "charset", "message/",
						"format=", "\r" };
	const char *hit = p, *end = p + n;
	size_t i;

	for (i = 0; i < sizeof(changers) / sizeof(changers[0]); i++)
		if (has_caseless(p, n, changers[i]))
			return 0;
	while ((hit = memmem(hit, (size_t)(end - hit), "BEGIN PGP", 9))) {
		const char *line = hit;
		while (line > p && line[-1] != '\n')
			line--;
		if (*line != '>')
			return 0;
		hit += 9;
	}
	return 1;
}

static void as_message(const char *data, size_t size)
{
	struct buf reason = BUF_INIT;
	struct mail m;

	mail_init(&m);
	if (message_read(data, size, &m, &reason) == 0) {
		if (!known(m.pgp_status) || (strcmp(m.pgp_status, "unsigned") &&
					     strcmp(m.pgp_status, "signed")))
			abort();        /* a verdict without a keyring */
		if (cannot_be_signed(data, size) && strcmp(m.pgp_status, "unsigned"))
			abort();        /* armour in a quoted line signed the message */
	}
	mail_release(&m);
	buf_release(&reason);
}

static void as_text(const char *data, size_t size)
{
	struct buf reason = BUF_INIT;
	const char *format = NULL;
	struct mail m;

	mail_init(&m);
	m.list = "fuzz";
	buf_add(&m.raw, data, size);
	if (text_read(data, size, &m, &reason, &format) == 0) {
		if (strcmp(m.pgp_status, "unsigned") && strcmp(m.pgp_status, "unverifiable"))
			abort();        /* page text never verifies */
		if (!memmem(data, size, "BEGIN PGP SIGNED", 16) &&
		    !memmem(data, size, "pgp-signature", 13) && strcmp(m.pgp_status, "unsigned"))
			abort();
	}
	mail_release(&m);
	buf_release(&reason);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int ready;
	size_t i, j;

	if (!ready) {
		g_mime_init();
		ready = 1;
	}
	as_message((const char *)data, size);
	as_text((const char *)data, size);
	/* the order of statuses: bad wins, unsigned loses, either way round */
	for (i = 0; i < sizeof(statuses) / sizeof(statuses[0]); i++) {
		if (strcmp(pgp_worse(statuses[i], "bad"), "bad") ||
		    strcmp(pgp_worse("unsigned", statuses[i]), statuses[i]))
			abort();
		for (j = 0; j < sizeof(statuses) / sizeof(statuses[0]); j++)
			if (strcmp(pgp_worse(statuses[i], statuses[j]), pgp_worse(statuses[j], statuses[i])))
				abort();
	}
	return 0;
}
