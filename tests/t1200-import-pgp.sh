#!/bin/sh
# t1200-import-pgp.sh: PGP status: PGP/MIME and inline clear-signed, with and without a keyring
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/mksigned.sh"

pgp_homes t1200

expect 'gpg makes two signing keys; only alice is in the keyring' pgp_keys

printf 'ULE: 3:39.20\n4BSD: 3:25.56\nJudging from the numbers, ULE is slower.\n-- \nAlice\n' >body.txt
printf 'I disagree.\n\n> -----BEGIN PGP SIGNED MESSAGE-----\n> Hash: SHA256\n>\n> ULE: 3:39.20\n> -----BEGIN PGP SIGNATURE-----\n> iHUEARYIAB0WIQ\n> -----END PGP SIGNATURE-----\n' >quoted.txt

expect 'signed messages are made: PGP/MIME and inline, good, tampered, unknown key' '
	{ pgp_mime "$signer" alice@example.org mime.good@t body.txt
	  pgp_mime "$signer" alice@example.org mime.bad@t body.txt | sed "s/^ULE: 3:39.20/ULE: 2:39.20/"
	  pgp_mime "$signer" mallory@example.org mime.unknown@t body.txt
	  pgp_inline "$signer" alice@example.org inline.good@t body.txt
	  pgp_inline "$signer" alice@example.org inline.bad@t body.txt | sed "s/^4BSD: 3:25.56/4BSD: 1:25.56/"
	  pgp_inline "$signer" mallory@example.org inline.unknown@t body.txt
	  entry_head bob@example.org quoted@t "quoted marker"; printf "\n"; cat quoted.txt; printf "\n"
	} >signed.mbox &&
	expect_eq "$(grep -c "^From " signed.mbox)" 7 &&
	grep -q "^ULE: 2:39.20" signed.mbox && grep -q "^4BSD: 1:25.56" signed.mbox
'

expect 'without a keyring every signature is signed (not verified); a quoted marker is none' '
	schedlore import --quiet --json signed.mbox >out && grep -q "\"new\":7" out &&
	for id in mime.good mime.bad mime.unknown inline.good inline.bad inline.unknown; do
		expect_eq "$(pgp_status $id@t)" signed
	done &&
	expect_eq "$(pgp_status quoted@t)" unsigned
'

expect 'the text of a signed post is kept whole (inline armour included), the signature part is not' '
	sql "SELECT body FROM messages WHERE message_id = '"'"'inline.good@t'"'"'" >b &&
	grep -qx -- "-----BEGIN PGP SIGNED MESSAGE-----" b && grep -qx "ULE: 3:39.20" b &&
	grep -qx "Judging from the numbers, ULE is slower." b &&
	sql "SELECT body FROM messages WHERE message_id = '"'"'mime.good@t'"'"'" >b &&
	grep -qx "ULE: 3:39.20" b && ! grep -q "BEGIN PGP" b
'

expect 'importing again with --keyring verifies: good, bad, unknown key' '
	schedlore import --quiet --json --keyring "$keyring" signed.mbox >out &&
	grep -q "\"new\":0" out &&
	expect_eq "$(pgp_status mime.good@t) $(pgp_status mime.bad@t) $(pgp_status mime.unknown@t)" "good bad unknown-key" &&
	expect_eq "$(pgp_status inline.good@t) $(pgp_status inline.bad@t) $(pgp_status inline.unknown@t)" "good bad unknown-key" &&
	expect_eq "$(pgp_status quoted@t)" unsigned
'

expect 'SCHEDLORE_KEYRING names the keyring too, on a fresh import' '
	sql "TRUNCATE messages CASCADE" 2>/dev/null &&
	SCHEDLORE_KEYRING=$keyring schedlore import --quiet --json signed.mbox >out &&
	grep -q "\"new\":7" out &&
	expect_eq "$(pgp_status mime.good@t) $(pgp_status mime.bad@t) $(pgp_status mime.unknown@t)" "good bad unknown-key" &&
	expect_eq "$(pgp_status inline.good@t) $(pgp_status inline.bad@t) $(pgp_status inline.unknown@t)" "good bad unknown-key"
'

expect 'a verified status is not undone by an import without a keyring' '
	schedlore import --quiet --json signed.mbox >out && grep -q "\"new\":0" out &&
	expect_eq "$(pgp_status mime.good@t) $(pgp_status inline.bad@t)" "good bad"
'

expect 'a keyring that is not a folder stops the import with status 2' '
	set +e; schedlore import --quiet --keyring "$TEST_TMP/nothere" signed.mbox 2>err; rc=$?; set -e
	expect_eq "$rc" 2 && grep -q "nothere" err
'

expect 'a clear-signed post recovered from a web page is unverifiable, even with a keyring' '
	{ printf "<html><body><pre>\n"
	  printf "From: Alice &lt;alice@example.org&gt;\nDate: Tue, 2 Jan 2024 00:00:00 +0000\nSubject: from the page\nMessage-ID: &lt;page.signed@t&gt;\n\n"
	  GNUPGHOME=$signer gpg --batch --quiet --local-user alice@example.org --clearsign -o - body.txt
	  printf "</pre></body></html>\n"; } >page.html &&
	schedlore import --quiet --list pages --keyring "$keyring" page.html &&
	expect_eq "$(pgp_status page.signed@t)" unverifiable
'

# Armour lines are case-sensitive (RFC 4880 6.2; GnuPG agrees): a marker in
# other case signs nothing (fuzz seed crash-armour-marker-wrong-case)
expect 'a web page whose armour marker is in the wrong case is unsigned' '
	sed "s/BEGIN PGP SIGNED MESSAGE/BEGIN PGP SIgNED MESSAGE/; s/page.signed@t/page.case@t/" page.html >case.html &&
	grep -q "SIgNED" case.html &&
	schedlore import --quiet --list pages case.html &&
	expect_eq "$(pgp_status page.case@t)" unsigned
'

done_testing
