#!/bin/sh
# t4100-digest-gmime.sh: the MIME digest of stored posts parses back with GMime into the very posts stored
. "$TOP/tests/lib/test.sh"

# mkmbox.py writes quoted-printable and base64 bodies, latin-1 and UTF-8,
# RFC 2047 subjects and multipart/signed posts: what a re-encoding would spoil.
python3 "$TOP/tests/lib/mkmbox.py" --count 300 --seed 7 gen.mbox
schedlore import --quiet gen.mbox >/dev/null

# mime_split FILE DIR: every message the MIME digest FILE encloses, as GMime reads
# it back, written to DIR/N.eml (test-digest's DIGEST_MIME_IN mode)
mime_split() {
	mkdir -p "$2" &&
	DIGEST_MIME_IN="$1" DIGEST_MIME_OUT="$2" "$TOP/build/tests/test-digest" >"$2.out" &&
	! grep "^not ok" "$2.out"
}

# same DIR LIST FROM TO: the messages in DIR are the stored posts of LIST in
# [FROM, TO) UTC, in the order of their dates: a mail byte for byte; a post
# read from an archive page (its stored bytes are the page) as a text/plain
# message of its Message-ID, Subject and decoded body
same() {
	sql "SELECT encode(m.raw, 'hex'), encode(convert_to(m.message_id || E'\\n' || m.subject || E'\\n' || m.body, 'UTF8'), 'hex'),
	            (SELECT s.format FROM sources s WHERE s.message = m.id ORDER BY s.id LIMIT 1)
	     FROM messages m JOIN message_lists ml ON ml.message = m.id
	     JOIN lists l ON l.id = ml.list WHERE l.name = '$2'
	     AND m.date >= '$3 00:00:00+00' AND m.date < '$4 00:00:00+00' ORDER BY m.date, m.id" >"$1.stored" &&
	python3 - "$1" <<-'PY'
	import email, email.policy, os, sys
	d = sys.argv[1]
	rows = [l.split("|") for l in open(d + ".stored").read().split("\n") if l]
	got = [open(os.path.join(d, "%d.eml" % (i + 1)), "rb").read() for i in range(len(os.listdir(d)))]
	assert len(got) == len(rows) > 0, (len(got), len(rows))
	for i, (g, (raw, fields, fmt)) in enumerate(zip(got, rows)):
	    if not (fmt.startswith("text-") or fmt == "html"):
	        assert g == bytes.fromhex(raw), "part %d differs from the stored mail" % (i + 1)
	        continue
	    mid, subject, body = bytes.fromhex(fields).decode("utf-8").split("\n", 2)
	    m = email.message_from_bytes(g, policy=email.policy.default)
	    assert m["Message-ID"] == "<%s>" % mid, (i + 1, m["Message-ID"], mid)
	    assert m["Subject"] == subject, (i + 1, m["Subject"], subject)
	    assert m.get_content_type() == "text/plain", (i + 1, m.get_content_type())
	    assert m.get_content().rstrip("\n") == body.rstrip("\n"), "part %d: the body differs" % (i + 1)
	PY
}

expect 'a week of every post: GMime reads back each stored post byte for byte, in date order' '
	schedlore digest --list freebsd-current --week 2007-W01 --format mime --posts all -o w01.eml &&
	mime_split w01.eml w01 && same w01 freebsd-current 2007-01-01 2007-01-08
'

expect 'the corpus posts (archive pages, 2004 to 2013): each enclosed with its headers and whole body' '
	schedlore import --quiet --list corpus "$TOP"/data/sample/00[0234]_*.txt &&
	schedlore digest --list corpus --from 2004-01-01 --to 2013-12-31 --format mime --posts all -o corpus.eml &&
	mime_split corpus.eml corpus && same corpus corpus 2004-01-01 2014-01-01 &&
	expect_eq "$(ls corpus | wc -l)" 4
'

expect 'the benchmark-only MIME digest encloses exactly the posts that carried figures' '
	schedlore digest --list corpus --from 2004-01-01 --to 2013-12-31 --format mime -o bench.eml &&
	mime_split bench.eml bench &&
	expect_eq "$(ls bench | wc -l)" "$(sql "SELECT count(DISTINCT s.message) FROM series s JOIN message_lists ml ON ml.message = s.message JOIN lists l ON l.id = ml.list WHERE l.name = '"'"'corpus'"'"'")"
'

done_testing
