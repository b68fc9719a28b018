#!/bin/sh
# t1010-import-bad-input.sh: each kind of bad input gets an error with file, offset and reason; nothing beside it is lost
. "$TOP/tests/lib/test.sh"

python3 "$TOP/tests/lib/mkbad.py" bad || exit 1

# run CASE: import bad/CASE.mbox; out, err, rc
run() {
	set +e
	schedlore import --json "bad/$1" >out 2>err
	rc=$?
	set -e
}
goods() { sql "SELECT count(*) FROM messages WHERE message_id LIKE 'good.%.$1@t'"; }
offset_of() { grep -b -a "^From " "bad/$1" | sed -n "${2}p" | cut -d: -f1; }
has_error() { # CASE N REASON-PATTERN: an errors entry at the Nth From line's offset
	grep -q "\"offset\":$(offset_of "$1" "$2")," out && grep -q "$3" out &&
	grep -q "bad/$1" out
}

expect 'a truncated last message: kept, and reported at its offset' '
	run truncated.mbox && expect_eq "$rc" 0 &&
	has_error truncated.mbox 2 "truncated" && expect_eq "$(goods truncated)" 1 &&
	expect_eq "$(sql "SELECT count(*) FROM messages WHERE message_id = '"'cut@t'"'")" 1
'

expect 'an unescaped From line inside a body: the rest is rejected at its offset, both neighbours kept' '
	run from-in-body.mbox && expect_eq "$rc" 1 &&
	has_error from-in-body.mbox 3 "unparsable" && expect_eq "$(goods from-in-body)" 2 &&
	grep -q "\"rejected\":1" out
'

expect 'missing headers: rejected with file, offset and reason' '
	run no-headers.mbox && expect_eq "$rc" 1 &&
	has_error no-headers.mbox 2 "header" && expect_eq "$(goods no-headers)" 2
'

expect 'garbled headers: rejected, the others kept' '
	run garbled.mbox && expect_eq "$rc" 1 &&
	has_error garbled.mbox 2 "header" && expect_eq "$(goods garbled)" 2
'

expect 'Message-ID: <> gets a content id and is reported' '
	run empty-id.mbox && expect_eq "$rc" 0 &&
	has_error empty-id.mbox 2 "empty or unreadable Message-ID" && expect_eq "$(goods empty-id)" 2 &&
	expect_eq "$(sql "SELECT count(*) FROM messages WHERE content_id AND subject = '"'empty id'"'")" 1
'

expect 'invalid base64 is decoded leniently and reported' '
	run bad-base64.mbox && expect_eq "$rc" 0 &&
	has_error bad-base64.mbox 2 "invalid base64" && expect_eq "$(goods bad-base64)" 2 &&
	sql "SELECT body FROM messages WHERE message_id = '"'b64@t'"'" | grep -q "Hello"
'

expect 'an unknown charset is reported; the text is kept as valid UTF-8' '
	run charset.mbox && expect_eq "$rc" 0 &&
	has_error charset.mbox 2 "unknown charset .x-no-such-charset." && expect_eq "$(goods charset)" 2 &&
	sql "SELECT body FROM messages WHERE message_id = '"'cs@t'"'" | grep -q "^caf"
'

expect 'NUL bytes are dropped from the text and reported; the raw bytes keep them' '
	run nul.mbox && expect_eq "$rc" 0 &&
	has_error nul.mbox 2 "NUL bytes" && expect_eq "$(goods nul)" 2 &&
	expect_eq "$(sql "SELECT body FROM messages WHERE message_id = '"'nul@t'"'")" "beforeafter" &&
	expect_eq "$(sql "SELECT position('"'\\x00'"'::bytea IN raw) > 0 FROM messages WHERE message_id = '"'nul@t'"'")" t
'

expect 'a multipart nested 10,000 deep: read to the depth cap, reported, memory bounded' '
	/usr/bin/time -f "%M" -o rss schedlore import --json bad/deep.mbox >out 2>err || true
	has_error deep.mbox 2 "nested deeper" && expect_eq "$(goods deep)" 2 &&
	test "$(tail -n 1 rss)" -lt 262144
'

expect 'a 5 MB header line: the message is rejected, the others kept, memory bounded' '
	set +e; /usr/bin/time -f "%M" -o rss schedlore import --json bad/long-header.mbox >out 2>err; rc=$?; set -e
	expect_eq "$rc" 1 && has_error long-header.mbox 2 "over 1 MB" && expect_eq "$(goods long-header)" 2 &&
	test "$(tail -n 1 rss)" -lt 262144
'

expect 'a PNG and an empty file: one error each at offset 0' '
	set +e; schedlore import --json bad/image.png bad/empty.mbox >out 2>err; rc=$?; set -e
	expect_eq "$rc" 1 && grep -q "\"rejected\":2" out &&
	grep -q "image.png\",\"offset\":0,\"message_id\":null,\"reason\":\"not mail" out &&
	grep -q "empty.mbox\",\"offset\":0,\"message_id\":null,\"reason\":\"empty file" out
'

expect 'every error is also a row of import_errors with its file and offset' '
	expect_eq "$(sql "SELECT count(*) FROM import_errors WHERE path LIKE '"'%/bad/%'"' AND byte_offset IS NOT NULL")" \
		"$(sql "SELECT count(*) FROM import_errors")" &&
	test "$(sql "SELECT count(DISTINCT path) FROM import_errors")" -ge 11
'

expect 'the whole folder again: nothing new, nothing lost' '
	before=$(sql "SELECT count(*) || '"' '"' || (SELECT count(*) FROM sources) FROM messages") &&
	set +e; schedlore import --json bad >out 2>err; rc=$?; set -e
	expect_eq "$rc" 1 && grep -q "\"new\":0" out &&
	expect_eq "$(sql "SELECT count(*) || '"' '"' || (SELECT count(*) FROM sources) FROM messages")" "$before"
'

done_testing
