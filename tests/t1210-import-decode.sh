#!/bin/sh
# t1210-import-decode.sh: format=flowed, attachments, CRLF and >From in whole and damaged text
. "$TOP/tests/lib/test.sh"

body() { sql "SELECT body FROM messages WHERE message_id = '$1'"; }

{
printf 'From a@example.org Mon Jan  1 00:00:00 2024\n'
printf 'Message-ID: <flowed@t>\nFrom: a@example.org\nSubject: flowed\nDate: Mon, 1 Jan 2024 00:00:00 +0000\n'
printf 'Content-Type: text/plain; charset=us-ascii; format=flowed\n\n'
printf 'ULE is 12%% faster at extracting a single \ntarball to md.\n'
printf '> I measured buildworld on \n> 8 CPUs.\n>> -j4: 746.08 real\n'
printf ' From the numbers, a space-stuffed line.\n'
printf -- '-- \nAlice\n\n'
printf 'From b@example.org Mon Jan  1 00:00:00 2024\n'
printf 'Message-ID: <delsp@t>\nFrom: b@example.org\nSubject: delsp\nDate: Mon, 1 Jan 2024 00:00:00 +0000\n'
printf 'Content-Type: text/plain; charset=us-ascii; format=flowed; delsp=yes\n\n'
printf 'hack \nbench: 12.\n3 s\n\n'
printf 'From c@example.org Mon Jan  1 00:00:00 2024\n'
printf 'Message-ID: <fixed@t>\nFrom: c@example.org\nSubject: not flowed\nDate: Mon, 1 Jan 2024 00:00:00 +0000\n\n'
printf 'a line ending in a space \nstays a line.\n\n'
} >flowed.mbox

expect 'format=flowed: soft line breaks joined, quotes kept apart, stuffing and signature right' '
	schedlore import --quiet flowed.mbox &&
	body flowed@t >b && cat -A b &&
	grep -qx "ULE is 12% faster at extracting a single tarball to md." b &&
	grep -qx "> I measured buildworld on 8 CPUs." b &&
	grep -qx ">> -j4: 746.08 real" b &&
	grep -qx "From the numbers, a space-stuffed line." b &&
	grep -qx -- "-- " b && grep -qx "Alice" b && expect_eq "$(grep -c . b)" 6
'

expect 'format=flowed; delsp=yes: the space before a soft break is dropped' '
	expect_eq "$(body delsp@t)" "hackbench: 12.
3 s"
'

expect 'a text/plain part without format=flowed keeps its trailing spaces and lines' '
	expect_eq "$(body fixed@t)" "a line ending in a space 
stays a line."
'

printf 'x 1 2.43\nx 2 2.50\n' >bench.log
printf '\211PNG\r\n\032\n\000\000\000\rIHDR' >shot.png
{
printf 'From d@example.org Mon Jan  1 00:00:00 2024\n'
printf 'Message-ID: <attach@t>\nFrom: d@example.org\nSubject: logs\nDate: Mon, 1 Jan 2024 00:00:00 +0000\n'
printf 'MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="b"\n\n--b\n'
printf 'Content-Type: text/plain; charset=us-ascii\n\nThe runs are attached.\n--b\n'
printf 'Content-Type: text/x-log; name="bench.log"\nContent-Disposition: attachment; filename="bench.log"\nContent-Transfer-Encoding: base64\n\n'
base64 bench.log
printf -- '--b\nContent-Type: image/png; name="shot.png"\nContent-Disposition: attachment; filename="shot.png"\nContent-Transfer-Encoding: base64\n\n'
base64 shot.png
printf -- '--b--\n\n'
} >attach.mbox

expect 'a text attachment is kept as text in the body, after a line naming it' '
	schedlore import --quiet attach.mbox &&
	expect_eq "$(body attach@t)" "The runs are attached.
[attachment: bench.log (text/x-log)]
x 1 2.43
x 2 2.50"
'

cat >rows.sql <<'SQL'
SELECT string_agg(concat_ws(' ', a.ord, a.filename, a.content_type, a.size, a.sha256, a.is_text), '|' ORDER BY a.ord)
FROM attachments a JOIN messages m ON m.id = a.message WHERE m.message_id = 'attach@t'
SQL

expect 'attachments rows: name, type, size and SHA-256 of the decoded bytes; text or not' '
	expect_eq "$(sql "$(cat rows.sql)")" \
		"1 bench.log text/x-log $(wc -c <bench.log) $(sha256sum bench.log | cut -c1-64) t|2 shot.png image/png $(wc -c <shot.png) $(sha256sum shot.png | cut -c1-64) f"
'

# An mbox written with CRLF line ends and mboxrd escaping.
printf 'From e@example.org Mon Jan  1 00:00:00 2024\nMessage-ID: <crlf@t>\nFrom: e@example.org\nSubject: crlf\nDate: Mon, 1 Jan 2024 00:00:00 +0000\n\nfirst line\n>From the escaped line\n>>From a quoted escaped line\nlast line\n\n' |
	sed 's/$/\r/' >crlf.mbox

expect 'a CRLF mbox: LF line ends in the text, one > taken off >From lines' '
	schedlore import --quiet crlf.mbox &&
	expect_eq "$(body crlf@t)" "first line
From the escaped line
>From a quoted escaped line
last line" &&
	! body crlf@t | grep -q "$(printf "\r")"
'

# Page text (headers on the first line) saved with CRLF and mbox escaping.
printf 'Date: Tue, 2 Jan 2024 10:00:00 +0000 From: Fay <fay@example.org> Subject: Re: damaged crlf Message-ID: <damaged.crlf@t> List-Id: <freebsd-stable.freebsd.org>\nOn Monday Eve wrote:\n> ULE: 3:39.20\n>From the numbers ULE is slower.\n4BSD: 3:25.56\n' |
	sed 's/$/\r/' >damaged.txt

expect 'damaged text with CRLF line ends: fields recovered, no CR and one > less on >From in the text' '
	schedlore import --quiet damaged.txt &&
	expect_eq "$(sql "SELECT subject || '"'"' / '"'"' || from_addr || '"'"' / '"'"' || recovered FROM messages WHERE message_id = '"'"'damaged.crlf@t'"'"'")" \
		"Re: damaged crlf / fay@example.org / true" &&
	body damaged.crlf@t >b && cat -A b &&
	! grep -q "$(printf "\r")" b &&
	grep -qx "> ULE: 3:39.20" b && grep -qx "From the numbers ULE is slower." b &&
	grep -qx "4BSD: 3:25.56" b
'

expect 'importing all of it again adds nothing' '
	schedlore import --quiet --json flowed.mbox attach.mbox crlf.mbox damaged.txt >out &&
	grep -q "\"new\":0" out && grep -q "\"rejected\":0" out
'

done_testing
