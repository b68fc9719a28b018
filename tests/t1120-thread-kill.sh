#!/bin/sh
# t1120-thread-kill.sh: SIGKILL the importer (storing, threading) or thread --all; a rerun gives a clean import's threads
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/threads.sh"

python3 "$TOP/tests/lib/mkthread.py" --count 2000 --seed 21 --shape giant --drop 9 a.mbox
python3 "$TOP/tests/lib/mkthread.py" --count 1500 --seed 22 --shape tidy --order reverse b.mbox
cat a.mbox b.mbox >all.mbox
total=$(grep -c '^From user' all.mbox)
# batches of 100 (the default is 2,000): an import is killed between commits;
# no extraction: threads do not depend on it (it took most of the sanitized run)
export SCHEDLORE_IMPORT_BATCH=100

# kill_when SQL-CONDITION CMD...: start CMD, SIGKILL it once the condition holds
kill_when() {
	cond=$1
	shift
	"$@" >/dev/null 2>&1 &
	pid=$!
	i=0
	while [ "$(sql "SELECT $cond")" != t ]; do
		i=$((i + 1))
		if [ $i -gt 600 ] || ! kill -0 $pid 2>/dev/null; then
			echo "condition '$cond' never held while the command ran"
			kill -9 $pid 2>/dev/null
			return 1
		fi
		sleep 0.05
	done
	kill -9 $pid
	wait $pid 2>/dev/null
	return 0
}

expect 'a clean import: the reference' '
	schedlore import --quiet --no-extract all.mbox >/dev/null && thread_map >clean.map &&
	expect_eq "$(wc -l <clean.map)" "$total" && expect_eq "$(thread_problems)" ""
'

# One writer: with two, bulk COPY stores the 3,500 messages so fast that on a
# loaded machine the poll can first see them all stored (ci-like, SANITIZE=1).
expect 'killed while storing, imported again: the same threads' '
	thread_reset &&
	SCHEDLORE_IMPORT_WRITERS=1 kill_when "(SELECT count(*) FROM messages) >= 1000" \
		schedlore import --quiet --no-extract all.mbox &&
	stored=$(sql "SELECT count(*) FROM messages") && echo "$stored of $total stored at the kill" &&
	test "$stored" -lt "$total" &&
	schedlore import --quiet --no-extract all.mbox >/dev/null &&
	expect_eq "$(thread_problems)" "" && thread_map >store-kill.map && cmp clean.map store-kill.map
'

# Threading runs beside storing (ingest/import.c): a kill once nodes exist
# falls while both go on, and leaves stored messages queued for threading.
expect 'killed while storing and threading, finished by schedlore thread and import: the same threads' '
	thread_reset &&
	kill_when "(SELECT count(*) FROM thread_nodes) > 0" schedlore import --quiet --no-extract all.mbox &&
	queued=$(sql "SELECT count(*) FROM thread_queue") &&
	echo "$(sql "SELECT count(*) FROM messages") stored, $queued queued at the kill" &&
	schedlore thread --quiet >out && expect_eq "$(cat out)" "threaded $queued messages" &&
	expect_eq "$(sql "SELECT count(*) FROM thread_queue")" 0 &&
	schedlore import --quiet --no-extract all.mbox >/dev/null &&
	expect_eq "$(thread_problems)" "" && thread_map >thread-kill.map && cmp clean.map thread-kill.map
'

expect 'killed while threading, imported again: the same threads' '
	thread_reset &&
	kill_when "(SELECT count(*) FROM thread_nodes) > 0" schedlore import --quiet --no-extract all.mbox &&
	schedlore import --quiet --no-extract all.mbox >/dev/null &&
	expect_eq "$(thread_problems)" "" && thread_map >thread-kill2.map && cmp clean.map thread-kill2.map
'

expect 'thread --all killed midway, run again: the same threads' '
	# the last case left every message threaded: wait until --all has reset
	# (queue filled) and started again (nodes back), or the kill may come first
	kill_when "(SELECT count(*) FROM thread_queue) > 0 AND (SELECT count(*) FROM thread_nodes) > 0" \
		schedlore thread --all --quiet &&
	test "$(sql "SELECT count(*) FROM thread_queue")" -gt 0 &&
	schedlore thread --quiet >/dev/null &&
	expect_eq "$(thread_problems)" "" && thread_map >all-kill.map && cmp clean.map all-kill.map
'

done_testing
