#!/bin/sh
# t1500-import-list-threads-adds.sh: list_threads kept by adding a batch's messages (not recounting threads) equals a recount, whatever the thread shape and import order
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/threads.sh"

# The messages of the largest thread among those of seed S (mkthread.py's Message-IDs end .S@gen...).
largest() { # SEED
	sql "SELECT max(c) FROM (SELECT count(*) AS c FROM thread_nodes n JOIN messages m ON m.id = n.message
		WHERE m.message_id LIKE '%.$1@gen.schedlore.test' GROUP BY n.thread) x"
}

# Batches are 1,000 messages: 2,500 make three, each adding to the thread the previous ones built.
expect 'a giant thread in file order: one row of 2,500 messages, as a recount gives' '
	python3 "$TOP/tests/lib/mkthread.py" --count 2500 --seed 1501 --shape giant g1.mbox &&
	schedlore import --quiet --no-extract --list lt-a g1.mbox &&
	expect_eq "$(largest 1501)" 2500 &&
	expect_eq "$(sql "SELECT max(messages) FROM list_threads")" 2500 &&
	expect_eq "$(list_threads_drift)" 0
'

expect 'a giant thread, children before parents (every batch merges threads)' '
	python3 "$TOP/tests/lib/mkthread.py" --count 2500 --seed 1502 --shape giant --order reverse g2.mbox &&
	schedlore import --quiet --no-extract --list lt-a g2.mbox &&
	expect_eq "$(largest 1502)" 2500 &&
	expect_eq "$(list_threads_drift)" 0
'

expect 'a giant thread shuffled over three files, one import each' '
	python3 "$TOP/tests/lib/mkthread.py" --count 1500 --seed 1503 --shape giant --order shuffle --split 3 g3.mbox &&
	for k in 1 2 3; do
		schedlore import --quiet --no-extract --list lt-a g3.mbox.$k && expect_eq "$(list_threads_drift)" 0
	done &&
	expect_eq "$(largest 1503)" 1500
'

expect 'a giant thread with parents never stored (placeholders)' '
	python3 "$TOP/tests/lib/mkthread.py" --count 1200 --seed 1504 --shape giant --order shuffle --drop 5 g4.mbox &&
	schedlore import --quiet --no-extract --list lt-a g4.mbox &&
	expect_eq "$(list_threads_drift)" 0
'

expect 'the same giant thread filed under a second list counts there too' '
	schedlore import --quiet --no-extract --list lt-b g1.mbox &&
	expect_eq "$(sql "SELECT messages FROM list_threads t JOIN lists l ON l.id = t.list
		WHERE l.name = '"'lt-b'"' ORDER BY messages DESC LIMIT 1")" 2500 &&
	expect_eq "$(list_threads_drift)" 0
'

expect 'tidy threads shuffled, then threading everything again' '
	python3 "$TOP/tests/lib/mkthread.py" --count 1500 --seed 1506 --shape tidy --order shuffle t6.mbox &&
	schedlore import --quiet --no-extract --list lt-a t6.mbox &&
	expect_eq "$(list_threads_drift)" 0 &&
	schedlore thread --all --quiet &&
	expect_eq "$(list_threads_drift)" 0
'

done_testing
