# mksigned.sh: signed test messages made with gpg (sourced by the PGP tests)
#
#   pgp_mime HOME SIGNER MESSAGE-ID BODYFILE   a PGP/MIME multipart/signed mbox entry
#   pgp_inline HOME SIGNER MESSAGE-ID BODYFILE an inline clear-signed mbox entry
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
