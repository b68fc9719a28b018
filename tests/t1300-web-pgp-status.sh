#!/bin/sh
# t1300-web-pgp-status.sh: the post page and its JSON show the importer's PGP status (messages.pgp_status)
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/mksigned.sh"

pgp_homes t1300
L=pgp-test
page() { schedlore render "/$L/$1/" >page.html && xmllint --noout page.html; }
api() { schedlore render "/api/$L/$1/" >api.json && python3 -c "import json,sys; d=json.load(open('api.json')); print(d['pgp_status'] + '|' + d['pgp'])"; }

expect 'gpg makes two signing keys; only alice is in the keyring' pgp_keys

printf 'hackbench -g 4: ULE 1.823 s, 4BSD 1.901 s\n-- \nAlice\n' >body.txt

expect 'every status is stored: unsigned, signed, good, bad, unknown key, unverifiable' '
	{ pgp_inline "$signer" alice@example.org inline.signed@t body.txt
	  pgp_mime "$signer" alice@example.org mime.signed@t body.txt
	} >unverified.mbox &&
	{ pgp_mime "$signer" alice@example.org mime.good@t body.txt
	  pgp_inline "$signer" alice@example.org inline.good@t body.txt
	  pgp_mime "$signer" alice@example.org mime.bad@t body.txt | sed "s/^hackbench -g 4: ULE 1.823/hackbench -g 4: ULE 0.823/"
	  pgp_inline "$signer" mallory@example.org inline.unknown@t body.txt
	  entry_head bob@example.org plain@t "not signed"; printf "\nNo signature here.\n\n"
	} >verified.mbox &&
	{ printf "<html><body><pre>\n"
	  printf "From: Alice &lt;alice@example.org&gt;\nDate: Tue, 2 Jan 2024 00:00:00 +0000\nSubject: from the page\nMessage-ID: &lt;page.signed@t&gt;\n\n"
	  GNUPGHOME=$signer gpg --batch --quiet --local-user alice@example.org --clearsign -o - body.txt
	  printf "</pre></body></html>\n"; } >page.html.in &&
	schedlore import --quiet --list $L unverified.mbox &&
	schedlore import --quiet --list $L --keyring "$keyring" verified.mbox &&
	cp page.html.in page-signed.html && schedlore import --quiet --list $L --keyring "$keyring" page-signed.html &&
	expect_eq "$(pgp_status inline.signed@t) $(pgp_status mime.signed@t) $(pgp_status mime.good@t) $(pgp_status inline.good@t)" "signed signed good good" &&
	expect_eq "$(pgp_status mime.bad@t) $(pgp_status inline.unknown@t) $(pgp_status plain@t) $(pgp_status page.signed@t)" "bad unknown-key unsigned unverifiable"
'

expect 'the post page shows each status, and the form of the signature' '
	page inline.signed@t && grep -q "<th>PGP</th><td>inline PGP signed, not verified</td>" page.html &&
	page mime.signed@t && grep -q "<th>PGP</th><td>PGP/MIME signed, not verified</td>" page.html &&
	page mime.good@t && grep -q "<th>PGP</th><td>PGP/MIME signed, good signature" page.html &&
	page inline.good@t && grep -q "<th>PGP</th><td>inline PGP signed, good signature" page.html &&
	page mime.bad@t && grep -q "<th>PGP</th><td>PGP/MIME signed, BAD signature" page.html &&
	page inline.unknown@t && grep -q "<th>PGP</th><td>inline PGP signed, not verified: the signer&#39;s key is not in the keyring" page.html &&
	page plain@t && grep -q "<th>PGP</th><td>not signed</td>" page.html &&
	page page.signed@t && grep -q "<th>PGP</th><td>inline PGP signed, unverifiable" page.html
'

expect 'only a verified signature is called good on the page' '
	for id in inline.signed mime.signed mime.bad inline.unknown plain page.signed; do
		page $id@t
		if grep -q "good signature" page.html; then echo "$id called good"; exit 1; fi
	done
'

expect 'the JSON API gives pgp_status (as stored) and the same label as the page' '
	expect_eq "$(api inline.signed@t)" "signed|inline PGP signed, not verified" &&
	expect_eq "$(api mime.good@t)" "good|PGP/MIME signed, good signature (verified against the keyring)" &&
	expect_eq "$(api mime.bad@t)" "bad|PGP/MIME signed, BAD signature: the text does not match it" &&
	expect_eq "$(api inline.unknown@t)" "unknown-key|inline PGP signed, not verified: the signer'"'"'s key is not in the keyring" &&
	expect_eq "$(api page.signed@t)" "unverifiable|inline PGP signed, unverifiable: the signed bytes did not survive in this source" &&
	expect_eq "$(api plain@t)" "unsigned|not signed"
'

expect 'the status follows the stored one: verifying later turns signed into good on the page' '
	schedlore import --quiet --list $L --keyring "$keyring" unverified.mbox &&
	expect_eq "$(api inline.signed@t)" "good|inline PGP signed, good signature (verified against the keyring)" &&
	page mime.signed@t && grep -q "PGP/MIME signed, good signature" page.html
'

done_testing
