#!/bin/sh
# t1400-import-pgp-qp.sh: an inline clear-signed post in quoted-printable whose armour starts "=2D" is signed
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/mksigned.sh"

# Short GnuPG homes under /tmp: gpg-agent's socket path must stay short.
signer=$(mktemp -d /tmp/sl-t1400-sign.XXXXXX)
keyring=$(mktemp -d /tmp/sl-t1400-ring.XXXXXX)
chmod 700 "$signer" "$keyring"
trap 'GNUPGHOME=$signer gpgconf --kill all 2>/dev/null; GNUPGHOME=$keyring gpgconf --kill all 2>/dev/null; rm -rf "$signer" "$keyring"' EXIT
st() { sql "SELECT pgp_status FROM messages WHERE message_id = '$1'"; }

# qp_entry FROM ID: stdin, clear-signed text, as a quoted-printable mbox
# entry whose every line starting with a dash starts "=2D" (as mailers write it)
qp_entry() {
	entry_head "$1" "$2" "qp $2"
	printf 'Content-Type: text/plain; charset=us-ascii\nContent-Transfer-Encoding: quoted-printable\n\n'
	python3 -c 'import quopri, re, sys
qp = quopri.encodestring(sys.stdin.buffer.read()).decode()
sys.stdout.write(re.sub(r"(?m)^-", "=2D", qp))'
	printf '\n'
}

expect 'gpg makes a signing key, and the keyring holds it' '
	GNUPGHOME=$signer gpg --batch --quiet --passphrase "" --quick-gen-key "Alice <alice@example.org>" ed25519 sign never &&
	GNUPGHOME=$signer gpg --export alice@example.org | GNUPGHOME=$keyring gpg --batch --quiet --import &&
	expect_eq "$(GNUPGHOME=$keyring gpg --list-keys --with-colons | grep -c ^pub)" 1
'

printf 'ULE: 3:39.20\n4BSD: 3:25.56\nJudging from the numbers, ULE is slower.\n-- \nAlice\n' >body.txt

expect 'the entries: armour encoded =2D (good and tampered), and a quoted armour also =2D' '
	GNUPGHOME=$signer gpg --batch --quiet --local-user alice@example.org --clearsign -o signed.txt body.txt &&
	{ qp_entry alice@example.org qp.good@t <signed.txt
	  sed "s/^4BSD: 3:25.56/4BSD: 1:25.56/" signed.txt | qp_entry alice@example.org qp.bad@t
	  sed "s/^/> /" signed.txt | qp_entry bob@example.org qp.quoted@t
	} >qp.mbox &&
	expect_eq "$(grep -c "^From " qp.mbox)" 3 &&
	expect_eq "$(grep -c "^=2D----BEGIN PGP SIGNED MESSAGE-----" qp.mbox)" 2 &&
	! grep -q "^-----BEGIN PGP" qp.mbox
'

expect 'without a keyring the encoded armour is signed; a quoted one is not' '
	schedlore import --quiet --json qp.mbox >out && grep -q "\"new\":3" out &&
	expect_eq "$(st qp.good@t) $(st qp.bad@t) $(st qp.quoted@t)" "signed signed unsigned"
'

expect 'the decoded text is stored, armour and all' '
	sql "SELECT body FROM messages WHERE message_id = '"'"'qp.good@t'"'"'" >b &&
	grep -qx -- "-----BEGIN PGP SIGNED MESSAGE-----" b && grep -qx "ULE: 3:39.20" b &&
	grep -qx -- "-----END PGP SIGNATURE-----" b
'

expect 'with the keyring the signature is verified over the decoded text: good, bad' '
	schedlore import --quiet --json --keyring "$keyring" qp.mbox >out && grep -q "\"new\":0" out &&
	expect_eq "$(st qp.good@t) $(st qp.bad@t) $(st qp.quoted@t)" "good bad unsigned"
'

done_testing
