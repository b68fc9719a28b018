#!/bin/sh
# t3700-web-replica.sh: SCHEDLORE_DB_READ against a real streaming replica: pages read there, writes go to the primary, 503 while it is down
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/web.sh"

# The replica: pg_basebackup -R of the test cluster (the primary) into a
# scratch folder, a socket folder and port of its own, run as the postgres
# user under root as core/cluster.c runs the cluster.  It replays everything
# the shared cluster does; this test reads only its own database.
export SCHEDLORE_VAR="$TEST_TMP/var"
mkdir -p "$SCHEDLORE_VAR"
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
asp() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
dbname=$(echo "$SCHEDLORE_DB" | sed -n 's/.*dbname=\([^ ]*\).*/\1/p')
phost=$(echo "$SCHEDLORE_DB" | sed -n 's/.*host=\([^ ]*\).*/\1/p')
pport=$(echo "$SCHEDLORE_DB" | sed -n 's/.*port=\([^ ]*\).*/\1/p')
rdata="$TEST_TMP/replica/data"
rsock="$TEST_TMP/replica/sock"
rport=$(free_port)
READ="host=$rsock port=$rport user=schedlore dbname=$dbname"
mkdir -p "$rsock"
chmod 700 "$TEST_TMP/replica" 2>/dev/null
[ "$(id -u)" != 0 ] || chown -R postgres "$TEST_TMP/replica"
rsql() { psql -X -q -A -t -v ON_ERROR_STOP=1 "$READ" -c "$1"; }
replica() { # start|stop
	case $1 in
	start) asp "$pgbin/pg_ctl" -D "$rdata" -w -l "$TEST_TMP/replica/log" \
		-o "-p $rport -k '$rsock' -c listen_addresses='' -c fsync=off -c hot_standby=on" start ;;
	stop) asp "$pgbin/pg_ctl" -D "$rdata" -w -m fast stop ;;
	esac >>"$TEST_TMP/replica.ctl" 2>&1
}
# pause_replay: pause the replica's replay and wait until it has paused
# (pg_wal_replay_pause only asks; records in flight are still replayed)
pause_replay() {
	rsql "SELECT pg_wal_replay_pause()" >/dev/null || return 1
	i=0
	until [ "$(rsql "SELECT pg_get_wal_replay_pause_state()")" = paused ]; do
		i=$((i + 1)); [ $i -lt 1200 ] || { echo "replay did not pause in 60 s"; return 1; }
		sleep 0.05
	done
}
# caught_up: the replica has replayed everything the primary has committed so
# far. The insert position, not pg_current_wal_lsn(): the test cluster runs
# with synchronous_commit=off, so a commit may not be written yet when psql
# returns, and the write position can lie before it (CI saw exactly that).
caught_up() {
	lsn=$(sql "SELECT pg_current_wal_insert_lsn()")
	i=0
	until [ "$(rsql "SELECT pg_last_wal_replay_lsn() >= '$lsn'")" = t ]; do
		i=$((i + 1)); [ $i -lt 1200 ] || { echo "replica did not reach $lsn in 60 s"; return 1; }
		sleep 0.05
	done
}
trap 'web_stop; replica stop' EXIT

python3 "$TOP/tests/lib/mkmbox.py" --count 40 --seed 37 gen.mbox || exit 1
schedlore import --quiet --list rep gen.mbox >/dev/null || exit 1
printf 'admin-password-1\n' >admin.pw
printf 'member-password-1\n' >member.pw
schedlore user add root --role admin --password-file admin.pw >/dev/null
schedlore user add alice --role member --password-file member.pw >/dev/null

expect 'pg_basebackup -R makes a streaming replica of the test cluster; it runs in recovery and streams' '
	test -x "$pgbin/pg_basebackup" &&
	asp "$pgbin/pg_basebackup" -D "$rdata" -R -X stream -c fast \
		-d "host=$phost port=$pport user=schedlore" >basebackup.log 2>&1 || { cat basebackup.log; exit 1; } &&
	replica start || { cat "$TEST_TMP/replica.ctl" "$TEST_TMP/replica/log"; exit 1; } &&
	expect_eq "$(rsql "SELECT pg_is_in_recovery()")" t &&
	caught_up &&
	expect_eq "$(rsql "SELECT status FROM pg_stat_wal_receiver")" streaming &&
	expect_eq "$(rsql "SELECT count(*) FROM messages")" 40
'

MID=$(sql "SELECT message_id FROM messages WHERE in_reply_to IS NULL ORDER BY message_id LIMIT 1")
SUBJ=$(sql "SELECT subject FROM messages WHERE message_id = '$MID'")
export SCHEDLORE_DB_READ="$READ"
web_start --cache-mb 0 || exit 1
trap 'web_stop; replica stop' EXIT     # web_start set a trap of its own

# serve_conns replica|primary: the server's page connections to this database
serve_conns() {
	q="SELECT count(*) FROM pg_stat_activity WHERE datname = '$dbname' AND application_name = 'schedlore-serve'"
	if [ "$1" = replica ]; then rsql "$q"; else sql "$q"; fi
}

expect 'pages are read on the replica: its pg_stat_activity holds the server'"'"'s connections, the primary none' '
	for p in / /rep/ "/rep/$MID/" "/rep/$MID/T/" "/search?q=ULE" /api/lists /compare; do
		expect_eq "$(web_get "$p")" 200
	done &&
	test "$(serve_conns replica)" -ge 1 &&
	expect_eq "$(serve_conns primary)" 0
'

expect 'with replay paused, a change on the primary is not on the page; replayed, it is' '
	pause_replay &&
	sql "UPDATE messages SET subject = '"'"'changed on the primary'"'"' WHERE message_id = '"'"'$MID'"'"'" &&
	expect_eq "$(web_get "/rep/$MID/")" 200 &&
	{ ! grep -q "changed on the primary" page || { echo "paused, yet the page has the change"; exit 1; }; } &&
	{ grep -qF "$(echo "$SUBJ" | sed "s/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g")" page ||
		{ echo "paused: the old subject is not on the page"; exit 1; }; } &&
	rsql "SELECT pg_wal_replay_resume()" >/dev/null && caught_up &&
	expect_eq "$(web_get "/rep/$MID/")" 200 &&
	{ grep -q "changed on the primary" page || { echo "replayed, yet the page lacks the change"; exit 1; }; }
'

expect 'a host registered by an admin is written on the primary' '
	expect_eq "$(web_login root admin-password-1 admin.jar)" 303 &&
	expect_eq "$(web_get /hosts admin.jar)" 200 && t=$(web_csrf page) &&
	expect_eq "$(curl -s -b admin.jar -o page -w "%{http_code}" --data-urlencode "csrf=$t" \
		--data-urlencode "name=here" --data-urlencode "max_jobs=1" "$url/hosts")" 200 &&
	expect_eq "$(sql "SELECT count(*) FROM hosts WHERE name = '"'"'here'"'"'")" 1 &&
	caught_up
'

# From here on the replica replays nothing until resumed: whatever the
# server writes must have gone to the primary, and a page that shows the
# writer its own new row must find it there.
expect 'with replay paused: login writes its session on the primary and the session is honoured' '
	pause_replay &&
	n=$(rsql "SELECT count(*) FROM sessions") &&
	expect_eq "$(web_login alice member-password-1 member.jar)" 303 &&
	expect_eq "$(sql "SELECT count(*) FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.name = '"'"'alice'"'"'")" 1 &&
	expect_eq "$(rsql "SELECT count(*) FROM sessions")" "$n" &&
	expect_eq "$(web_get /jobs/new member.jar)" 200 && grep -q "alice" page
'

expect 'with replay paused: a queued rerun is written on the primary and its page answers at once' '
	web_get /jobs/new member.jar >/dev/null && t=$(web_csrf page) &&
	s=$(curl -s -b member.jar -D head -o /dev/null -w "%{http_code}" --data "csrf=$t&claim=3&workload=pipe&size=test&host_a=here&cpus_a=0&host_b=&cpus_b=0-1&runs=3&claimed=50&confidence=95&a_os=Linux" "$url/jobs/new") &&
	expect_eq "$s" 303 &&
	expect_eq "$(sql "SELECT count(*) FROM jobs")" 1 && expect_eq "$(rsql "SELECT count(*) FROM jobs")" 0 &&
	loc=$(sed -n "s/^Location: \(\/jobs\/[0-9]*\).*/\1/ip" head | tr -d "\r") && test -n "$loc" &&
	expect_eq "$(web_get "$loc" member.jar)" 200 && grep -q "class=\"state\">queued<" page
'

expect 'with replay paused: an upload imports into the primary; its progress page follows it' '
	python3 "$TOP/tests/lib/mkmbox.py" --count 12 --seed 38 up.mbox &&
	web_get /upload admin.jar >/dev/null && t=$(web_csrf page) &&
	expect_eq "$(curl -s -b admin.jar -D head -o /dev/null -w "%{http_code}" -F "csrf=$t" \
		-F "list=uploaded" -F "archive=@up.mbox" "$url/upload")" 303 &&
	loc=$(sed -n "s/^Location: \(.*\)\r$/\1/Ip" head) &&
	i=0 && until [ "$(sql "SELECT status FROM imports ORDER BY id DESC LIMIT 1")" = done ]; do
		i=$((i + 1)); [ $i -lt 200 ] || exit 1; sleep 0.1; done &&
	expect_eq "$(sql "SELECT count(*) FROM messages")" 52 && expect_eq "$(rsql "SELECT count(*) FROM messages")" 40 &&
	echo "$loc" &&
	expect_eq "$(web_get "$loc" admin.jar)" 200 && grep -q "id=\"status\">done" page &&
	rsql "SELECT pg_wal_replay_resume()" >/dev/null && caught_up &&
	expect_eq "$(web_get /uploaded/)" 200
'

expect 'the replica stopped: pages answer 503 with Retry-After (no fallback to the primary), static files 200' '
	replica stop && ! rsql "SELECT 1" >/dev/null 2>&1 &&
	for p in / "/rep/$MID/" /api/lists; do expect_eq "$(web_get "$p")" 503; done &&
	grep -qi "^Retry-After: 5" head &&
	expect_eq "$(web_get /static/style.css)" 200
'

expect 'while the replica is down, logging in still works (the primary)' '
	expect_eq "$(web_login root admin-password-1 admin2.jar)" 303
'

expect 'the replica back: pages answer 200 again by themselves, within 5 s' '
	replica start && t0=$(date +%s) &&
	until [ "$(web_get "/rep/$MID/")" = 200 ]; do
		[ $(($(date +%s) - t0)) -lt 5 ] || exit 1; sleep 0.1; done &&
	expect_eq "$(web_get /)" 200 && expect_eq "$(web_get /rep/)" 200 &&
	test "$(serve_conns replica)" -ge 1
'

expect 'the server never died' 'kill -0 "$web_pid"'

# The page cache on: the change notification comes from the primary, perhaps
# before the replica has the change; a page read there meanwhile is served
# but not kept, or it would stay the old page until --cache-ttl.
web_stop
web_start --cache-ttl 600 || exit 1
trap 'web_stop; replica stop' EXIT
set_subject() { # SUBJECT [quietly]: quietly, the cache is not told (no notify trigger fires)
	role=origin; [ -z "${2:-}" ] || role=replica
	psql -X -q -v ON_ERROR_STOP=1 "$SCHEDLORE_DB" -c "SET session_replication_role = $role" \
		-c "UPDATE messages SET subject = '$1' WHERE message_id = '$MID'"
}

expect 'cache on, replica caught up: a page read on the replica is kept' '
	caught_up &&
	expect_eq "$(web_get "/rep/$MID/")" 200 && grep -q "changed on the primary" page &&
	set_subject "told nobody" quietly && caught_up &&
	expect_eq "$(web_get "/rep/$MID/")" 200 &&
	{ grep -q "changed on the primary" page || { echo "the page was not kept"; exit 1; }; }
'

expect 'cache on, replay paused: after a change the old page is served, not kept; replayed, the change shows at once' '
	pause_replay &&
	set_subject "changed while lagging" &&
	sleep 0.5 &&
	expect_eq "$(web_get "/rep/$MID/")" 200 && ! grep -q "changed while lagging" page &&
	grep -q "told nobody" page &&
	expect_eq "$(web_get "/rep/$MID/")" 200 && grep -q "told nobody" page &&
	rsql "SELECT pg_wal_replay_resume()" >/dev/null && caught_up &&
	expect_eq "$(web_get "/rep/$MID/")" 200 &&
	{ grep -q "changed while lagging" page || { echo "the lagging page was kept"; exit 1; }; }
'

done_testing
