#!/bin/sh
# t0110-import-mbox.sh: plain mbox import: fields, counts, idempotence, rejects, exit codes
. "$TOP/tests/lib/test.sh"

# A hand-made mbox whose every field is known.
cat >fields.mbox <<'MBOX'
From kris@obsecurity.org Fri May  6 22:32:24 2005
Message-ID: <20050506223224.GA22379@xor.obsecurity.org>
Date: Fri, 6 May 2005 15:32:24 -0700
From: Kris Kennaway <kris@obsecurity.org>
Subject: =?ISO-8859-1?Q?Re:_Benchmarking_mpsafevfs_caf=E9?=
In-Reply-To: <20050506183529.GA46411@xor.obsecurity.org>
References: <20050506183529.GA46411@xor.obsecurity.org>
List-Id: FreeBSD current <freebsd-current.freebsd.org>
Content-Type: text/plain; charset=ISO-8859-1
Content-Transfer-Encoding: quoted-printable

ULE is 12% faster at extracting a single tarball to md=2E
Caf=E9 r=E9sum=E9.
>From the escaped line.
>>From a doubly escaped line.

From jroberson@chesapeake.net Sat May  7 01:00:00 2005
Message-ID: <b64.1@example.org>
Date: Sat, 7 May 2005 03:00:00 +0200
From: "Jeff Roberson" <jroberson@chesapeake.net>
Subject: base64 body
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

NEJTRDogMzoyNS41NgpVTEU6IDM6MzkuMjAK

MBOX

expect 'a hand-made mbox imports both messages' '
	schedlore import --json fields.mbox >out &&
	grep -q "\"new\":2" out && grep -q "\"rejected\":0" out
'

expect 'RFC 2047 subject and sender are decoded' '
	expect_eq "$(sql "SELECT subject FROM messages WHERE message_id = '"'"'20050506223224.GA22379@xor.obsecurity.org'"'"'")" \
		"Re: Benchmarking mpsafevfs café" &&
	expect_eq "$(sql "SELECT from_name || '"'"' '"'"' || from_addr FROM messages WHERE message_id LIKE '"'"'2005%'"'"'")" \
		"Kris Kennaway kris@obsecurity.org"
'

expect 'the date is stored in UTC with the sender zone kept' '
	expect_eq "$(sql "SELECT to_char(date AT TIME ZONE '"'"'UTC'"'"', '"'"'YYYY-MM-DD HH24:MI:SS'"'"') || '"'"' '"'"' || date_offset || '"'"' '"'"' || date_text FROM messages WHERE message_id LIKE '"'"'2005%'"'"'")" \
		"2005-05-06 22:32:24 -420 Fri, 6 May 2005 15:32:24 -0700"
'

expect 'quoted-printable latin-1 becomes UTF-8 and one > comes off From lines' '
	sql "SELECT body FROM messages WHERE message_id LIKE '"'"'2005%'"'"'" >body &&
	grep -qx "ULE is 12% faster at extracting a single tarball to md." body &&
	grep -qx "Café résumé." body &&
	grep -qx "From the escaped line." body &&
	grep -qx ">From a doubly escaped line." body
'

expect 'base64 is decoded' '
	sql "SELECT body FROM messages WHERE message_id = '"'"'b64.1@example.org'"'"'" >body &&
	grep -qx "4BSD: 3:25.56" body && grep -qx "ULE: 3:39.20" body
'

expect 'threading headers, list and headers are kept' '
	expect_eq "$(sql "SELECT in_reply_to || '"'"' '"'"' || array_to_string(refs, '"'"','"'"') FROM messages WHERE message_id LIKE '"'"'2005%'"'"'")" \
		"20050506183529.GA46411@xor.obsecurity.org 20050506183529.GA46411@xor.obsecurity.org" &&
	expect_eq "$(sql "SELECT l.name FROM lists l JOIN message_lists ml ON ml.list = l.id JOIN messages m ON m.id = ml.message WHERE m.message_id LIKE '"'"'2005%'"'"'")" freebsd-current &&
	expect_eq "$(sql "SELECT headers->0->>0 FROM messages WHERE message_id LIKE '"'"'2005%'"'"'")" Message-ID
'

expect 'raw bytes and the source offset match the file' '
	off=$(sql "SELECT s.byte_offset FROM sources s JOIN messages m ON m.id = s.message WHERE m.message_id = '"'"'b64.1@example.org'"'"'") &&
	expect_eq "$off" "$(grep -b "^From jroberson" fields.mbox | cut -d: -f1)" &&
	sql "SELECT encode(raw, '"'"'escape'"'"') FROM messages WHERE message_id = '"'"'b64.1@example.org'"'"'" >raw &&
	head -n 1 raw | grep -qx "Message-ID: <b64.1@example.org>" &&
	sql "SELECT raw_sha256 FROM messages WHERE message_id = '"'"'b64.1@example.org'"'"'" >sha &&
	expect_eq "$(cat sha)" "$(sed -n "/^Message-ID: <b64/,/^NEJT/p" fields.mbox | sha256sum | cut -c1-64)"
'

expect 'a second import of the same file adds nothing' '
	before=$(sql "SELECT (SELECT count(*) FROM messages) || '"'"' '"'"' || (SELECT count(*) FROM sources) || '"'"' '"'"' || (SELECT count(*) FROM message_lists)") &&
	schedlore import --json fields.mbox >out &&
	grep -q "\"new\":0" out && grep -q "\"duplicate\":2" out &&
	after=$(sql "SELECT (SELECT count(*) FROM messages) || '"'"' '"'"' || (SELECT count(*) FROM sources) || '"'"' '"'"' || (SELECT count(*) FROM message_lists)") &&
	expect_eq "$after" "$before"
'

expect 'a generated archive of 300 messages imports whole, then idempotently' '
	python3 "$TOP/tests/lib/mkmbox.py" --count 300 --seed 7 gen.mbox &&
	schedlore import --json gen.mbox >out && grep -q "\"new\":300" out &&
	schedlore import --json gen.mbox >out && grep -q "\"new\":0,\"duplicate\":300" out &&
	expect_eq "$(sql "SELECT count(*) FROM sources WHERE path LIKE '"'"'%gen.mbox'"'"'")" 300
'

expect 'a CRLF archive imports with LF text' '
	python3 "$TOP/tests/lib/mkmbox.py" --count 40 --seed 8 --crlf crlf.mbox &&
	schedlore import --json crlf.mbox >out && grep -q "\"new\":40" out &&
	expect_eq "$(sql "SELECT count(*) FROM messages WHERE message_id LIKE '"'"'%.8@gen.schedlore.test'"'"' AND body LIKE '"'"'%'"'"' || chr(13) || '"'"'%'"'"'")" 0
'

# A bad message between two good ones.
printf 'From a@b Mon Jan  1 00:00:00 2007\nMessage-ID: <good.1@x>\nSubject: one\n\nbody one\n\nFrom c@d Mon Jan  1 00:00:00 2007\nthis is not a header\nnor this\n\nbody\n\nFrom e@f Mon Jan  1 00:00:00 2007\nMessage-ID: <good.2@x>\nSubject: two\n\nbody two\n' >bad.mbox

expect 'a bad message is rejected with file and offset, the others imported, exit 1' '
	set +e; schedlore import --json bad.mbox >out 2>err; rc=$?; set -e
	expect_eq "$rc" 1 &&
	grep -q "\"new\":2" out && grep -q "\"rejected\":1" out &&
	off=$(grep -b "^From c@d" bad.mbox | cut -d: -f1) &&
	grep -q "\"offset\":$off" out && grep -q "bad.mbox" out &&
	grep -q "bad.mbox.: offset $off" err &&
	expect_eq "$(sql "SELECT count(*) FROM import_errors WHERE byte_offset = $off")" 1
'

expect 'a message without Message-ID gets a stable content id' '
	printf "From a@b Mon Jan  1 00:00:00 2007\nSubject: no id\n\nbody\n" >noid.mbox &&
	printf "From a@b Mon Jan  1 00:00:00 2007\nMessage-ID: <>\nSubject: empty id\n\nbody\n" >emptyid.mbox &&
	schedlore import --json noid.mbox emptyid.mbox >out && grep -q "\"new\":2" out &&
	expect_eq "$(sql "SELECT count(*) FROM messages WHERE content_id AND message_id ~ '"'"'^[0-9a-f]{32}@schedlore[.]invalid$'"'"'")" 2 &&
	schedlore import --json noid.mbox emptyid.mbox >out && grep -q "\"new\":0" out
'

expect 'the same Message-ID with other content is kept once and the conflict recorded' '
	printf "From a@b Mon Jan  1 00:00:00 2007\nMessage-ID: <good.1@x>\nSubject: one, edited\n\nother body\n" >conflict.mbox &&
	schedlore import --json conflict.mbox >out && grep -q "\"duplicate\":1" out &&
	expect_eq "$(sql "SELECT subject FROM messages WHERE message_id = '"'"'good.1@x'"'"'")" one &&
	expect_eq "$(sql "SELECT count(*) FROM message_conflicts c JOIN messages m ON m.id = c.message WHERE m.message_id = '"'"'good.1@x'"'"'")" 1
'

expect 'a cross-posted message is one message in two lists' '
	schedlore import --list alpha --json fields.mbox >/dev/null &&
	schedlore import --list beta --json fields.mbox >/dev/null &&
	expect_eq "$(sql "SELECT string_agg(l.name, '"'"','"'"' ORDER BY l.name) FROM lists l JOIN message_lists ml ON ml.list = l.id JOIN messages m ON m.id = ml.message WHERE m.message_id = '"'"'b64.1@example.org'"'"'")" alpha,beta
'

expect 'a PNG, an empty file and a missing file are each rejected by name' '
	printf "\211PNG\r\n\032\n" >pic.png && : >empty.mbox &&
	set +e; schedlore import --json pic.png empty.mbox missing.mbox >out 2>err; rc=$?; set -e
	expect_eq "$rc" 1 && grep -q "\"rejected\":3" out &&
	grep -q "pic.png.*not an mbox" err && grep -q "empty.mbox.*empty file" err &&
	grep -q "missing.mbox.*No such file" err
'

expect 'a folder is imported file by file' '
	mkdir -p dir/sub && cp fields.mbox dir/a.mbox && cp gen.mbox dir/sub/b.mbox &&
	schedlore import --json dir >out && grep -q "\"duplicate\":302" out
'

expect 'each run is recorded with its counts' '
	expect_eq "$(sql "SELECT new || '"'"' '"'"' || duplicate || '"'"' '"'"' || rejected || '"'"' '"'"' || status FROM imports ORDER BY id LIMIT 1")" "2 0 0 done"
'

expect 'an invalid --list name is refused before anything is read' '
	set +e; schedlore import --list "bad name" fields.mbox 2>err; rc=$?; set -e
	expect_eq "$rc" 2 && grep -q "list name" err
'

done_testing
