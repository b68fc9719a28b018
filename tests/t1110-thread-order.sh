#!/bin/sh
# t1110-thread-order.sh: the threads do not depend on import order, runs or files
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/threads.sh"
gen() { python3 "$TOP/tests/lib/mkthread.py" "$@"; }

# The hard cases by hand: subject joins (an original arriving late, two
# originals in one window), chains through placeholders that disagree on a
# placeholder's parent, a References loop, a message without Message-ID.
{
	thread_msg s1@h 'Mon, 1 Jan 2007 10:00:00 +0000' 'Load balancing' '' ''
	thread_msg s2@h 'Tue, 2 Jan 2007 10:00:00 +0000' 'Load balancing' '' ''
	thread_msg s3@h 'Wed, 3 Jan 2007 10:00:00 +0000' 'Re: [lkml] load   balancing' '' ''
	thread_msg s4@h 'Thu, 1 Feb 2007 09:30:00 +0000' 'Re: Load balancing' '' ''
	thread_msg c1@h 'Mon, 1 Jan 2007 10:00:00 +0000' 'chain' '' '<r@h> <x@h> <y@h>'
	thread_msg c2@h 'Mon, 1 Jan 2007 09:00:00 +0000' 'chain' '' '<r@h> <z@h> <y@h>'
	thread_msg c3@h 'Mon, 1 Jan 2007 11:00:00 +0000' 'chain' 'y@h' '<q@h> <y@h>'
	thread_msg l1@h 'Mon, 1 Jan 2007 12:00:00 +0000' 'loop' 'l2@h' ''
	thread_msg l2@h 'Mon, 1 Jan 2007 12:00:00 +0000' 'loop' 'l3@h' ''
	thread_msg l3@h 'Mon, 1 Jan 2007 12:00:00 +0000' 'loop' 'l1@h' '<l4@h> <l1@h>'
	printf 'From a@example.org Mon Jan  1 00:00:00 2007\nFrom: nobody@example.org\n\nheaderless\n\n'
} >hand.mbox
awk '/^From a@example.org/ { n++ } { print > ("hand." (n % 3)) }' hand.mbox

gen --count 700 --seed 11 --shape giant --drop 7 giant.mbox
gen --count 500 --seed 12 --shape tidy tidy.mbox
gen --count 700 --seed 11 --shape giant --drop 7 --order reverse giant-rev.mbox
gen --count 500 --seed 12 --shape tidy --order reverse tidy-rev.mbox
gen --count 700 --seed 11 --shape giant --drop 7 --order shuffle --split 4 giant-shuf.mbox
gen --count 500 --seed 12 --shape tidy --order shuffle --split 3 tidy-shuf.mbox
count=$((600 + 500 + 11))

check() { # NAME: the mapping equals the reference and the state is whole
	expect_eq "$(sql "SELECT count(*) FROM messages")" "$count" &&
	expect_eq "$(thread_problems)" "" &&
	thread_map >"$1.map" && cmp reference.map "$1.map"
}

expect 'reference: one run, one file per kind, parents first' '
	schedlore import giant.mbox tidy.mbox hand.mbox >/dev/null &&
	expect_eq "$(thread_problems)" "" && thread_map >reference.map &&
	expect_eq "$(wc -l <reference.map)" "$count" &&
	expect_eq "$(sql "SELECT max(message_count) FROM threads")" 600
'

expect 'the reference has the hard cases right' '
	grep -qx "s3@h|s1@h|s1@h|subject|load balancing" reference.map &&
	grep -qx "s4@h|s1@h|s2@h|subject|load balancing" reference.map &&
	grep -qx "c1@h|q@h|y@h|references|y@h" reference.map &&
	grep -qx "c3@h|q@h|y@h|in-reply-to|y@h" reference.map &&
	grep -qx "l3@h|l4@h|l1@h|in-reply-to|l1@h" reference.map &&
	expect_eq "$(sql "SELECT parent_message_id || '"'"' '"'"' || evidence FROM thread_nodes WHERE message_id = '"'"'y@h'"'"'")" "z@h c2@h" &&
	expect_eq "$(sql "SELECT count(DISTINCT root_message_id) FROM message_threads WHERE message_id LIKE '"'"'l_@h'"'"'")" 1
'

expect 'children first: every file reversed, in one run' '
	thread_reset && schedlore import hand.mbox tidy-rev.mbox giant-rev.mbox >/dev/null && check rev
'

expect 'shuffled and split across files, one run per file' '
	thread_reset &&
	for f in giant-shuf.mbox.3 hand.2 tidy-shuf.mbox.2 giant-shuf.mbox.1 hand.0 tidy-shuf.mbox.3 \
		giant-shuf.mbox.4 hand.1 tidy-shuf.mbox.1 giant-shuf.mbox.2; do
		schedlore import --quiet "$f" >/dev/null || exit 1
	done && check split
'

expect 'the same split files, imported in the opposite order' '
	thread_reset &&
	for f in giant-shuf.mbox.2 tidy-shuf.mbox.1 hand.1 giant-shuf.mbox.4 tidy-shuf.mbox.3 hand.0 \
		giant-shuf.mbox.1 tidy-shuf.mbox.2 hand.2 giant-shuf.mbox.3; do
		schedlore import --quiet "$f" >/dev/null || exit 1
	done && check split-opposite
'

expect 'thread --all from scratch gives the same mapping' '
	schedlore thread --all >/dev/null && check all
'

expect 'importing everything again changes nothing' '
	schedlore import giant.mbox tidy.mbox hand.mbox >/dev/null && check again
'

done_testing
