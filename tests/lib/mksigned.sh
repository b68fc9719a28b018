# mksigned.sh: signed test messages made with gpg (sourced by the PGP tests)
#
#   pgp_mime HOME SIGNER MESSAGE-ID BODYFILE   a PGP/MIME multipart/signed mbox entry
#   pgp_inline HOME SIGNER MESSAGE-ID BODYFILE an inline clear-signed mbox entry
#   pgp_homes NAME   two GnuPG homes, $signer and $keyring, removed on exit
#   pgp_keys         (a case body) alice and mallory sign; only alice is in $keyring
#   pgp_status ID    the stored pgp_status of message ID
#
# The PGP/MIME signature covers the first part in canonical form: CRLF line
# ends, and without the line break before the boundary (it belongs to the
# boundary, RFC 3156).

entry_head() { # FROM ID SUBJECT
	printf 'From %s Mon Jan  1 00:00:00 2024\nMessage-ID: <%s>\nFrom: %s\nSubject: %s\nDate: Mon, 1 Jan 2024 00:00:00 +0000\nMIME-Version: 1.0\n' \
		"$1" "$2" "$1" "$3"
}

pgp_mime() {
	printf 'Content-Type: text/plain; charset=us-ascii\n\n' >part.txt
	cat "$4" >>part.txt
	sed 's/$/\r/' part.txt | head -c -2 >part.crlf
	GNUPGHOME=$1 gpg --batch --quiet --armor --local-user "$2" --detach-sign -o part.sig part.crlf
	entry_head "$2" "$3" "signed $3"
	printf 'Content-Type: multipart/signed; micalg=pgp-sha256; protocol="application/pgp-signature"; boundary="sig"\n\n--sig\n'
	cat part.txt
	printf '%s\nContent-Type: application/pgp-signature\n\n' --sig
	cat part.sig
	printf '\n%s\n\n' --sig--
	rm -f part.txt part.crlf part.sig
}

pgp_inline() {
	entry_head "$2" "$3" "inline $3"
	printf 'Content-Type: text/plain; charset=us-ascii\n\n'
	GNUPGHOME=$1 gpg --batch --quiet --local-user "$2" --clearsign -o - "$4"
	printf '\n'
}

# Short GnuPG homes under /tmp: gpg-agent's socket path must stay short.
pgp_homes() { # NAME
	signer=$(mktemp -d "/tmp/sl-$1-sign.XXXXXX")
	keyring=$(mktemp -d "/tmp/sl-$1-ring.XXXXXX")
	chmod 700 "$signer" "$keyring"
	trap 'GNUPGHOME=$signer gpgconf --kill all 2>/dev/null; GNUPGHOME=$keyring gpgconf --kill all 2>/dev/null; rm -rf "$signer" "$keyring"' EXIT
}

pgp_keys() {
	GNUPGHOME=$signer gpg --batch --quiet --passphrase "" --quick-gen-key "Alice <alice@example.org>" ed25519 sign never &&
	GNUPGHOME=$signer gpg --batch --quiet --passphrase "" --quick-gen-key "Mallory <mallory@example.org>" ed25519 sign never &&
	GNUPGHOME=$signer gpg --export alice@example.org | GNUPGHOME=$keyring gpg --batch --quiet --import &&
	expect_eq "$(GNUPGHOME=$keyring gpg --list-keys --with-colons | grep -c ^pub)" 1
}

pgp_status() { # MESSAGE-ID
	sql "SELECT pgp_status FROM messages WHERE message_id = '$1'"
}
