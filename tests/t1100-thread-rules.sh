#!/bin/sh
# t1100-thread-rules.sh: which parent each message gets and why: headers, placeholders, subject, roots
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/threads.sh"

row() { # ID: root parent reason evidence
	sql "SELECT root_message_id || ' ' || coalesce(parent_message_id, '-') || ' ' || thread_reason
	     || ' ' || coalesce(thread_evidence, '-') FROM message_threads WHERE message_id = '$1'"
}

{
	thread_msg a@x 'Mon, 1 Jan 2007 10:00:00 +0000' 'ULE vs 4BSD' '' ''
	thread_msg b@x 'Mon, 1 Jan 2007 11:00:00 +0000' 'Re: ULE vs 4BSD' a@x '<a@x>'
	thread_msg c@x 'Mon, 1 Jan 2007 12:00:00 +0000' 'Re: ULE vs 4BSD' '' '<a@x> <b@x>'
	thread_msg d@x 'Mon, 1 Jan 2007 13:00:00 +0000' 'Re: ULE vs 4BSD' '' '<a@x> <missing@x> <c@x>'
	thread_msg e@x 'Mon, 1 Jan 2007 14:00:00 +0000' 'Re: ULE vs 4BSD' '' '<a@x> <gone1@x> <gone2@x>'
	thread_msg self@x 'Mon, 1 Jan 2007 15:00:00 +0000' 'talking to myself' self@x '<self@x>'
	thread_msg f@x 'Tue, 2 Jan 2007 10:00:00 +0000' 'Benchmark results' '' ''
	thread_msg g@x 'Wed, 3 Jan 2007 10:00:00 +0000' 'Re: [freebsd-stable] RE:  benchmark   RESULTS' '' ''
	thread_msg h@x 'Wed, 3 Jan 2007 11:00:00 +0000' 'Fwd: Benchmark results' '' ''
	thread_msg i@x 'Mon, 5 Mar 2007 10:00:00 +0000' 'Re: Benchmark results' '' ''
	thread_msg j@x 'Wed, 3 Jan 2007 12:00:00 +0000' 'Re: Benchmark results' 'a@x' ''
	thread_msg irt@x 'Wed, 3 Jan 2007 13:00:00 +0000' 'Re: x' 'b@x' '<a@x>'
	echo "From a@example.org Mon Jan  1 00:00:00 2007"
	echo "From: someone@example.org"
	echo
	echo "a damaged message: no Message-ID, no subject, no date"
	echo
} >rules.mbox

expect 'a hand-made mbox imports and every message is threaded' '
	schedlore import --json rules.mbox >out && grep -q "\"new\":13" out &&
	expect_eq "$(thread_problems)" ""
'

expect 'In-Reply-To decides the parent when it names one' '
	expect_eq "$(row b@x)" "a@x a@x in-reply-to a@x"
'

expect 'the last of References decides without In-Reply-To' '
	expect_eq "$(row c@x)" "a@x b@x references b@x"
'

expect 'In-Reply-To not in References is the parent, after them' '
	expect_eq "$(row irt@x)" "a@x b@x in-reply-to b@x"
'

expect 'a Message-ID referenced but not stored is a placeholder in the chain' '
	expect_eq "$(row d@x)" "a@x c@x references c@x" &&
	expect_eq "$(sql "SELECT coalesce(message::text, '"'"'none'"'"') || '"'"' '"'"' || parent_message_id || '"'"' '"'"' || reason || '"'"' '"'"' || evidence FROM thread_nodes WHERE message_id = '"'"'missing@x'"'"'")" \
		"none a@x references d@x" &&
	expect_eq "$(row e@x)" "a@x gone2@x references gone2@x" &&
	expect_eq "$(sql "SELECT parent_message_id FROM thread_nodes WHERE message_id = '"'"'gone2@x'"'"'")" gone1@x
'

expect 'references joined the a@x thread into one with a count of its stored messages' '
	expect_eq "$(sql "SELECT message_count || '"'"' '"'"' || node_count || '"'"' '"'"' || subject FROM threads WHERE root_message_id = '"'"'a@x'"'"'")" \
		"7 10 ULE vs 4BSD"
'

expect 'a self-reference is ignored: the message is a root' '
	expect_eq "$(row self@x)" "self@x - root -"
'

expect 'subject fallback: a reference-less Re: sits under the original post of the same base subject' '
	expect_eq "$(row g@x)" "f@x f@x subject benchmark results"
'

expect 'subject fallback needs a reply form: Fwd: alone starts its own thread' '
	expect_eq "$(row h@x)" "h@x - root -"
'

expect 'subject fallback stops after 30 days' '
	expect_eq "$(row i@x)" "i@x - root -"
'

expect 'subject fallback is not used when the message has references' '
	expect_eq "$(row j@x)" "a@x a@x in-reply-to a@x"
'

expect 'a message without headers gets a thread of its own' '
	expect_eq "$(sql "SELECT t.message_count || '"'"' '"'"' || mt.thread_reason || '"'"' '"'"' || (t.root_message = mt.message) FROM message_threads mt JOIN threads t ON t.id = mt.thread JOIN messages m ON m.id = mt.message WHERE m.content_id")" \
		"1 root true"
'

expect 'a parent imported later slots in: placeholder becomes the message, children keep it' '
	expect_eq "$(sql "SELECT coalesce(parent::text, '"'"'none'"'"') FROM message_threads WHERE message_id = '"'"'e@x'"'"'")" "none" &&
	thread_msg gone2@x "Mon, 1 Jan 2007 12:30:00 +0000" "Re: ULE vs 4BSD" gone1@x "<a@x> <gone1@x>" >late.mbox &&
	schedlore import --json late.mbox >out && grep -q "\"new\":1" out &&
	expect_eq "$(row gone2@x)" "a@x gone1@x in-reply-to gone1@x" &&
	expect_eq "$(sql "SELECT m.message_id FROM message_threads mt JOIN messages m ON m.id = mt.parent WHERE mt.message_id = '"'"'e@x'"'"'")" gone2@x &&
	expect_eq "$(sql "SELECT coalesce(message::text, '"'"'none'"'"') || '"'"' '"'"' || parent_message_id FROM thread_nodes WHERE message_id = '"'"'gone1@x'"'"'")" "none a@x" &&
	expect_eq "$(thread_problems)" ""
'

expect 'a later original post becomes the subject parent of earlier-stored replies' '
	thread_msg f0@x "Mon, 1 Jan 2007 09:00:00 +0000" "benchmark results" "" "" >orig.mbox &&
	schedlore import --json orig.mbox >out && grep -q "\"new\":1" out &&
	expect_eq "$(row g@x)" "f0@x f0@x subject benchmark results" &&
	expect_eq "$(thread_problems)" ""
'

expect 'two threads joined by a late message merge into one' '
	thread_msg k@x "Mon, 1 Jan 2007 16:00:00 +0000" "other" "" "" >k.mbox &&
	thread_msg l@x "Mon, 1 Jan 2007 17:00:00 +0000" "Re: other" "k@x" "<a@x> <k@x>" >>k.mbox &&
	before=$(sql "SELECT count(*) FROM threads") &&
	schedlore import --json k.mbox >out && grep -q "\"new\":2" out &&
	expect_eq "$(sql "SELECT count(DISTINCT thread) FROM message_threads WHERE message_id IN ('"'"'a@x'"'"', '"'"'k@x'"'"', '"'"'l@x'"'"')")" 1 &&
	expect_eq "$(sql "SELECT count(*) FROM threads")" "$before" &&
	expect_eq "$(thread_problems)" ""
'

expect 'a thread belongs to the lists of its messages' '
	thread_msg m@x "Mon, 1 Jan 2007 18:00:00 +0000" "Re: ULE" "a@x" "<a@x>" >m.mbox &&
	schedlore import --list freebsd-current m.mbox >/dev/null &&
	schedlore import --list freebsd-stable rules.mbox >/dev/null &&
	expect_eq "$(sql "SELECT string_agg(l.name, '"'"','"'"' ORDER BY l.name) FROM thread_lists tl JOIN lists l ON l.id = tl.list JOIN threads t ON t.id = tl.thread WHERE t.root_message_id = '"'"'a@x'"'"'")" \
		freebsd-current,freebsd-stable
'

expect 'a References loop still gives every message a thread and a root' '
	thread_msg loop1@x "Mon, 1 Jan 2007 19:00:00 +0000" "loop" "" "<loop2@x>" >loop.mbox &&
	thread_msg loop2@x "Mon, 1 Jan 2007 19:01:00 +0000" "loop" "" "<loop1@x>" >>loop.mbox &&
	schedlore import --json loop.mbox >out && grep -q "\"new\":2" out &&
	expect_eq "$(sql "SELECT DISTINCT root_message_id FROM message_threads WHERE message_id LIKE '"'"'loop%'"'"'")" loop1@x &&
	expect_eq "$(thread_problems)" ""
'

expect 'thread --all rebuilds the same mapping from scratch' '
	thread_map >before.map &&
	schedlore thread --all >out &&
	expect_eq "$(cat out)" "threaded $(sql "SELECT count(*) FROM messages") messages" &&
	thread_map >after.map && cmp before.map after.map &&
	expect_eq "$(thread_problems)" ""
'

expect 'thread with nothing queued does nothing' '
	schedlore thread >out && grep -qx "threaded 0 messages" out
'

done_testing
