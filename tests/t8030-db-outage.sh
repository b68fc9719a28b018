#!/bin/sh
# t8030-db-outage.sh: PostgreSQL stops under load: pages answer 503, nothing crashes, service resumes by itself
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/web.sh"

# A cluster of this test's own (tests/run runs test files side by side on
# the shared one): stopped and started here, stopped at the end.
own() { env -u SCHEDLORE_DB SCHEDLORE_VAR="$TEST_TMP/pgvar" SCHEDLORE_PG_PORT=$(( ${SCHEDLORE_PG_PORT:-54330} + 60 )) "$@"; }
dbctl() { own schedlore db "$1" >>dbctl.log 2>&1; }
trap 'dbctl stop' EXIT
dbctl start || { cat dbctl.log; exit 1; }
SCHEDLORE_DB=$(own schedlore db conninfo)
export SCHEDLORE_DB
python3 "$TOP/tests/lib/mkmbox.py" --count 200 --seed 83 m.mbox || exit 1
schedlore import --quiet m.mbox >/dev/null || exit 1
mid=$(sql "SELECT message_id FROM messages ORDER BY message_id LIMIT 1")
list=$(sql "SELECT name FROM lists ORDER BY name LIMIT 1")
web_start --threads 4 || exit 1
trap 'web_stop; dbctl stop' EXIT     # web_start set a trap of its own

# load: 4 clients, each a loop over a mix of pages; one line per answer:
# start time, status, end time, path
load() { # N
	while [ ! -e stop ]; do
		for p in "/" "/$list/" "/search?q=ULE" "/$list/$mid/" "/api/lists" "/$list/$mid/T/"; do
			t=$(date +%s.%N)
			code=$(curl -s -o /dev/null --max-time 10 -w '%{http_code}' "$url$p")
			printf '%s %s %s %s\n' "$t" "$code" "$(date +%s.%N)" "$p" >>"load.$1"
		done
	done
}

expect 'under load, PostgreSQL is stopped for 5 s and started again' '
	for n in 1 2 3 4; do load $n & done
	sleep 3
	dbctl stop && date +%s.%N >stopped && ! own schedlore db status >/dev/null 2>&1
	sleep 5
	date +%s.%N >starting && dbctl start && date +%s.%N >started
	sleep 8
	touch stop; wait
	cat load.* | wc -l
'

expect 'while it was down, pages answered 503 (static files still served)' '
	s=$(cat stopped) e=$(cat starting)
	cat load.* | awk -v s="$s" -v e="$e" "\$1 > s + 0.5 && \$1 < e { print \$2 }" | sort | uniq -c | tee down.codes
	grep -q " 503$" down.codes && ! grep -vq " 503$" down.codes &&
	test "$(curl -s -o /dev/null -w "%{http_code}" "$url/static/style.css")" = 200
'

expect 'no answer at all was other than 200 or 503 (no 500, no dropped connection)' '
	cat load.* | awk "{ print \$2 }" | sort | uniq -c | tee all.codes
	! grep -vq " 200$\| 503$" all.codes
'

expect 'service resumed by itself within 5 s of PostgreSQL starting again' '
	e=$(cat started)
	first=$(cat load.* | sort -n | awk -v e="$e" "\$1 > e && \$2 == 200 { print \$1 - e; exit }") &&
	echo "first 200 after $first s" && test -n "$first" &&
	awk -v f="$first" "BEGIN { exit !(f < 5) }" &&
	last503=$(cat load.* | sort -n | awk -v e="$e" "\$1 > e + 5 && \$2 != 200 { n++ } END { print n + 0 }") &&
	expect_eq "$last503" 0
'

expect 'the server process never died' 'kill -0 "$web_pid"'

done_testing
