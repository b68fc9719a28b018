#!/bin/sh
# t0100-db.sh: the embedded cluster starts, stops, moves when it must, migrates once
. "$TOP/tests/lib/test.sh"

expect 'schedlore --help lists the commands' '
	schedlore --help >out &&
	grep -q "^  db " out && grep -q "^  import " out
'

expect 'every command answers --help with exit 0' '
	for c in $(schedlore --help | awk "/^commands:/{f=1;next} f&&/^  [a-z]/{print \$1}"); do
		schedlore $c --help >out || { echo "$c --help failed"; exit 1; }
		grep -q "usage: schedlore $c" out || { echo "$c --help has no usage line"; exit 1; }
	done
'

expect 'an unknown command is refused with exit 2' '
	set +e; schedlore frobnicate 2>err; rc=$?; set -e
	expect_eq "$rc" 2 && grep -q "not a command" err
'

expect 'migrating an up-to-date database applies nothing' '
	schedlore db migrate 2>err &&
	grep -q "0 migrations applied" err &&
	expect_eq "$(sql "SELECT count(*) > 0 FROM schema_migrations")" t
'

# A second, private cluster of this test's own: start, status, stop.
own() {
	env -u SCHEDLORE_DB SCHEDLORE_VAR="$1" SCHEDLORE_PG_PORT=54391 SCHEDLORE_PG_FAST=1 schedlore db "$2"
}

expect 'db start initialises and starts a private cluster' '
	own "$TEST_TMP/v1" start 2>err &&
	grep -q "initialising" err &&
	own "$TEST_TMP/v1" status >st && grep -q "^running" st &&
	psql -X -A -t "$(own "$TEST_TMP/v1" conninfo)" -c "SELECT count(*) FROM messages" >n &&
	expect_eq "$(cat n)" 0
'

expect 'db start on a running cluster is harmless' '
	own "$TEST_TMP/v1" start 2>err && ! grep -q initialising err
'

expect 'db stop stops it and status says so with exit 1' '
	own "$TEST_TMP/v1" stop &&
	set +e; own "$TEST_TMP/v1" status >st; rc=$?; set -e
	expect_eq "$rc" 1 && grep -q "^stopped" st
'

expect 'a socket path over 107 bytes moves the socket to /tmp and says so' '
	deep="$TEST_TMP/$(printf "d%.0s" $(seq 1 90))" &&
	mkdir -p "$deep" &&
	own "$deep/var" start 2>err &&
	grep -q "socket in ./tmp/schedlore-" err &&
	own "$deep/var" conninfo | grep -q "host=/tmp/schedlore-" &&
	own "$deep/var" stop
'

expect 'a checkout postgres cannot enter moves the cluster and says so' '
	[ "$(id -u)" -eq 0 ] || { echo "needs root to test the postgres fallback"; exit 1; }
	mkdir -p "$TEST_TMP/private" && chmod 700 "$TEST_TMP/private" &&
	own "$TEST_TMP/private/var" start 2>err &&
	grep -q "cannot reach" err &&
	own "$TEST_TMP/private/var" status >st &&
	grep -q "/var/lib/schedlore/schedlore-" st &&
	own "$TEST_TMP/private/var" stop &&
	rm -rf "$(cat "$TEST_TMP/private/var/pg.location")"
'

expect 'commands honour SCHEDLORE_DB and report an unreachable server with exit 2' '
	set +e
	SCHEDLORE_DB="host=/nonexistent port=1 dbname=x" schedlore import "$TOP/tests/t0100-db.sh" 2>err
	rc=$?; set -e
	expect_eq "$rc" 2 && grep -q "unable to connect" err
'

done_testing
