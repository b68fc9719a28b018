#!/bin/sh
# t1020-import-sigkill.sh: SIGKILL the importer mid-way, run it again: the same rows as one clean import
. "$TOP/tests/lib/test.sh"

python3 "$TOP/tests/lib/mkmbox.py" --count 9000 --seed 11 big.mbox || exit 1
cp "$TOP"/data/sample/00[0234]_*.txt . || exit 1
base=$(echo "$SCHEDLORE_DB" | sed 's/dbname=[^ ]*//')
clean="${SCHEDLORE_DB##*dbname=}_clean"
psql -X -q "$base dbname=postgres" -c "DROP DATABASE IF EXISTS $clean" -c "CREATE DATABASE $clean TEMPLATE schedlore" >/dev/null || exit 1
trap 'psql -X -q "$base dbname=postgres" -c "DROP DATABASE IF EXISTS $clean" >/dev/null 2>&1' EXIT

# The stored rows by their natural keys (import-run rows aside).
snapshot() { # CONNINFO
	psql -X -q -A -t -v ON_ERROR_STOP=1 "$1" -c "
	SELECT message_id, raw_sha256, quality, recovered, pgp_status, coalesce(subject, ''),
	       coalesce(date::text, ''), coalesce(in_reply_to, ''), array_to_string(refs, ' '),
	       md5(body), md5(headers::text) FROM messages ORDER BY message_id" -c "
	SELECT m.message_id, s.path, s.format, s.byte_offset, s.byte_length, s.raw_sha256, s.lost
	FROM sources s JOIN messages m ON m.id = s.message ORDER BY 1, 2, 4" -c "
	SELECT m.message_id, l.name FROM message_lists ml JOIN messages m ON m.id = ml.message
	JOIN lists l ON l.id = ml.list ORDER BY 1, 2" -c "
	SELECT m.message_id, a.ord, a.sha256 FROM attachments a JOIN messages m ON m.id = a.message
	ORDER BY 1, 2"
}

expect 'a clean import, for reference' '
	SCHEDLORE_DB="$base dbname=$clean" schedlore import --json --quiet --no-extract big.mbox 00*.txt >out &&
	grep -q "\"new\":9004" out && snapshot "$base dbname=$clean" >clean.rows
'

expect 'the importer is killed with SIGKILL after some batches were committed' '
	schedlore import --quiet --no-extract big.mbox 00*.txt >/dev/null 2>&1 &
	pid=$!
	n=0
	while [ "$(sql "SELECT count(*) FROM messages")" -lt 1000 ] && [ $n -lt 600 ]; do
		sleep 0.05; n=$((n + 1))
	done
	kill -KILL $pid; wait $pid || true
	stored=$(sql "SELECT count(*) FROM messages") &&
	echo "stored before the kill: $stored" && test "$stored" -ge 1000 && test "$stored" -lt 9004 &&
	expect_eq "$(sql "SELECT count(*) FROM messages") " "$(sql "SELECT count(DISTINCT message) FROM sources") "
'

expect 'run again, the stored messages, sources and lists equal those of the clean import' '
	schedlore import --json --quiet --no-extract big.mbox 00*.txt >out &&
	snapshot "$SCHEDLORE_DB" >again.rows &&
	expect_eq "$(wc -l <again.rows)" "$(wc -l <clean.rows)" &&
	cmp clean.rows again.rows
'

expect 'the killed run is recorded as running, the second as done' '
	expect_eq "$(sql "SELECT string_agg(status, '"','"' ORDER BY id) FROM imports")" "running,done"
'

done_testing
