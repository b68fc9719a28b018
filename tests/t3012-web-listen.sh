#!/bin/sh
# t3012-web-listen.sh: serve --listen ADDR:PORT, IPv6 with and without a port, ::'s both stacks; a port given twice is refused
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/web.sh"

# serve URL ARGS...: start a server, wait until URL answers.  Its pid goes to
# serve.pid: a case body runs in a subshell (tests/lib/test.sh), so a variable
# set there is gone when stop runs after the case, and the server was left.
serve() { # URL ARGS...
	u=$1
	shift
	schedlore serve "$@" >serve.log 2>&1 &
	pid=$!
	echo "$pid" >serve.pid
	i=0
	until curl -gs -o /dev/null "$u/static/style.css"; do
		i=$((i + 1))
		if [ $i -gt 100 ] || ! kill -0 "$pid" 2>/dev/null; then
			cat serve.log
			return 1
		fi
		sleep 0.05
	done
}

stop() {
	[ -f serve.pid ] || return 0
	pid=$(cat serve.pid)
	rm -f serve.pid
	kill "$pid" 2>/dev/null
	# not our child (the subshell started it): wait until it is gone
	i=0
	while kill -0 "$pid" 2>/dev/null && [ $i -lt 100 ]; do
		i=$((i + 1))
		sleep 0.05
	done
	pid=
}
trap stop EXIT

status() { curl -gs -o /dev/null -w '%{http_code}' "$1"; }

expect 'the sample archive is stored' '
	schedlore import --quiet "$TOP"/data/sample/00[0234]_*.txt &&
	test "$(sql "SELECT count(*) FROM messages")" -gt 0
'

p=$(free_port)
expect '--listen 127.0.0.1:PORT serves on that address and port' '
	serve "http://127.0.0.1:$p" --listen "127.0.0.1:$p" &&
	expect_eq "$(status "http://127.0.0.1:$p/")" 200 && grep -q "on 127.0.0.1:$p, port $p" serve.log
'
stop

p=$(free_port)
expect '--listen [::1]:PORT serves IPv6 on that port' '
	serve "http://[::1]:$p" --listen "[::1]:$p" &&
	expect_eq "$(status "http://[::1]:$p/compare")" 200 &&
	expect_eq "$(status "http://127.0.0.1:$p/")" 000
'
stop

p=$(free_port)
expect '--listen :: --port PORT takes IPv6 and IPv4 alike' '
	serve "http://[::1]:$p" --listen :: --port "$p" &&
	expect_eq "$(status "http://[::1]:$p/")" 200 &&
	expect_eq "$(status "http://127.0.0.1:$p/")" 200
'
stop

p=$(free_port)
expect '--listen ::1 (no brackets, no port) with --port' '
	serve "http://[::1]:$p" --listen ::1 --port "$p" &&
	expect_eq "$(status "http://[::1]:$p/systems")" 200
'
stop

expect 'a port given both ways is an error naming both' '
	set +e; schedlore serve --port 9091 --listen "[::1]:9092" >out 2>err; rc=$?; set -e
	expect_eq "$rc" 2 && grep -q -- "--port 9091" err && grep -q -- "--listen \[::1\]:9092" err &&
	set +e; schedlore serve --port 9091 --listen "127.0.0.1:9092" 2>err; rc=$?; set -e
	expect_eq "$rc" 2 && grep -q "given twice" err
'

expect 'what is not an address, or not a port, is refused with its reason' '
	set +e; schedlore serve --listen nowhere.example 2>err; rc=$?; set -e
	expect_eq "$rc" 2 && grep -q "not an IPv4 or IPv6 address" err &&
	set +e; schedlore serve --listen "127.0.0.1:99999" 2>err; rc=$?; set -e
	expect_eq "$rc" 2 && grep -q "not a port" err &&
	set +e; schedlore serve --listen "[::1]x" 2>err; rc=$?; set -e
	expect_eq "$rc" 2
'

done_testing
