#!/bin/sh
# t1320-import-text-attachments.sh: benchmark logs attached as text are extracted as blocks of their own, their series naming the attachment
. "$TOP/tests/lib/test.sh"

F="$TOP/tests/fixtures/tools"
head_() { # ID SUBJECT
	printf 'From a@example.org Mon Jan  1 00:00:00 2024\nMessage-ID: <%s>\nFrom: Alice <a@example.org>\nSubject: %s\nDate: Mon, 1 Jan 2024 00:00:00 +0000\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="b"\n\n' "$1" "$2"
}
q() { sql "SELECT $1 FROM series s JOIN messages m ON m.id = s.message WHERE m.message_id = '$2' $3"; }

# Real tool output (tests/fixtures/tools): hackbench as text/plain, ministat as
# application/octet-stream named .log in base64, as mailers send them; a
# rowtime table in the message's own text; the text above the attachments
# names a scheduler that is not the logs'.
expect 'a message with a hackbench log and a ministat log attached imports' '
	{ head_ logs@t "hackbench and buildworld on two schedulers"
	  printf -- "--b\nContent-Type: text/plain; charset=us-ascii\n\nbuildworld on ULE:\n-j4:  746.08 real  1996.38 user  468.91 sys\n\nLogs attached; the results with SCHED_4BSD:\n\n"
	  printf -- "--b\nContent-Type: text/plain; name=\"run1.log\"\nContent-Disposition: attachment; filename=\"run1.log\"\n\n"
	  cat "$F/hackbench.txt"
	  printf -- "\n--b\nContent-Type: application/octet-stream; name=\"buildworld-4bsd-ule.log\"\nContent-Disposition: attachment; filename=\"buildworld-4bsd-ule.log\"\nContent-Transfer-Encoding: base64\n\n"
	  base64 "$F/ministat-4bsd-ule.txt"
	  printf -- "\n--b--\n\n"
	} >logs.mbox &&
	schedlore import --quiet --json logs.mbox >out && grep -q "\"new\":1" out &&
	expect_eq "$(sql "SELECT string_agg(filename || '"'"':'"'"'|| is_text, '"'"' '"'"' ORDER BY ord) FROM attachments")" "run1.log:true buildworld-4bsd-ule.log:true"
'

expect 'the logs are kept as text in the body, each after a line naming it' '
	sql "SELECT body FROM messages WHERE message_id = '"'"'logs@t'"'"'" >body &&
	grep -qx "\[attachment: run1.log (text/plain)\]" body && grep -qx "Time: 1.823" body &&
	grep -qx "\[attachment: buildworld-4bsd-ule.log (application/octet-stream)\]" body &&
	grep -q "^Difference at 95.0% confidence" body
'

expect 'the hackbench log gives its series, which names the attachment' '
	expect_eq "$(q "s.attachment || '"'"' '"'"' || s.workload" logs@t "AND s.workload = '"'"'hackbench'"'"'")" "run1.log hackbench" &&
	expect_eq "$(q "(SELECT string_agg(p.text, '"'"','"'"') FROM samples p WHERE p.series = s.id)" logs@t "AND s.attachment = '"'"'run1.log'"'"'")" "1.823"
'

expect 'the ministat log gives two summaries and their comparison, named after the attachment' '
	expect_eq "$(q "count(*)" logs@t "AND s.attachment = '"'"'buildworld-4bsd-ule.log'"'"' AND s.summary->'"'"'n'"'"'->>'"'"'text'"'"' = '"'"'5'"'"'")" 2 &&
	expect_eq "$(sql "SELECT c.posted->'"'"'delta'"'"'->>'"'"'text'"'"' FROM comparisons c JOIN series s ON s.id = c.a WHERE s.attachment = '"'"'buildworld-4bsd-ule.log'"'"'")" "13.628"
'

expect 'the table in the message text names no attachment and keeps its own heading' '
	expect_eq "$(q "count(*) || '"'"' '"'"' || min(s.scheduler)" logs@t "AND s.attachment IS NULL")" "3 ULE"
'

expect 'an attachment is a block of its own: its table does not take the scheduler the text above it names' '
	expect_eq "$(q "coalesce(s.scheduler, '"'"'-'"'"')" logs@t "AND s.attachment = '"'"'run1.log'"'"'")" "-"
'

expect 'schedlore show --json gives "attachment" for series read from one, and only for them' '
	schedlore show logs@t --json >show.json &&
	python3 -c "
import json
d = json.load(open(\"show.json\"))
att = sorted(s.get(\"attachment\", \"-\") for s in d[\"series\"])
assert att.count(\"run1.log\") == 1 and att.count(\"buildworld-4bsd-ule.log\") == 2, att
assert any(\"attachment\" not in s for s in d[\"series\"]), att
assert len(d[\"comparisons\"]) == 1
"
'

expect 'a quoted attachment line in a reply starts no block' '
	{ printf "From b@example.org Tue Jan  2 00:00:00 2024\nMessage-ID: <reply@t>\nFrom: Bob <b@example.org>\nSubject: Re: logs\nDate: Tue, 2 Jan 2024 00:00:00 +0000\n\nAlice wrote:\n> [attachment: run1.log (text/plain)]\n"
	  sed "s/^/> /" "$F/hackbench.txt"
	  printf "\nThanks.\n\n"; } >reply.mbox &&
	schedlore import --quiet reply.mbox &&
	expect_eq "$(q "count(*)" reply@t "AND s.attachment IS NOT NULL")" 0
'

expect 'a .log attachment that is not text (NUL bytes) stays a binary attachment' '
	{ head_ bin@t "core dump"
	  printf -- "--b\nContent-Type: text/plain\n\nsee the log\n--b\nContent-Type: application/octet-stream; name=\"crash.log\"\nContent-Disposition: attachment; filename=\"crash.log\"\nContent-Transfer-Encoding: base64\n\n"
	  printf "Time: 1.0\000\001\002" | base64
	  printf -- "\n--b--\n\n"; } >bin.mbox &&
	schedlore import --quiet bin.mbox &&
	expect_eq "$(sql "SELECT a.is_text FROM attachments a JOIN messages m ON m.id = a.message WHERE m.message_id = '"'"'bin@t'"'"'")" f &&
	! sql "SELECT body FROM messages WHERE message_id = '"'"'bin@t'"'"'" | grep -q "crash.log"
'

done_testing
