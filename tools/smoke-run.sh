#!/bin/sh
# smoke-run.sh: run 'make run' in a scratch var/, check its summary and that it serves
set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d /tmp/schedlore-smoke.XXXXXX)
chmod 755 "$tmp"
export SCHEDLORE_VAR="$tmp/var" SCHEDLORE_PG_PORT=54331
unset SCHEDLORE_DB
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cd "$TOP"
# make run ends serving; run it in its own process group to stop it all after
setsid make run PORT="$port" >"$tmp/run.log" 2>&1 &
run_pid=$!
# Stop the whole group, again until it is gone: run-serve.sh may start its
# agent just after a first signal (once the server answered), and that agent
# would then wait for a server that is gone, and make run with it, for ever.
stop_run() {
	for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
		kill -- -"$run_pid" 2>/dev/null || break
		sleep 0.5
	done
	kill -KILL -- -"$run_pid" 2>/dev/null
	wait "$run_pid" 2>/dev/null
	"$TOP/schedlore" db stop >/dev/null 2>&1
	rm -rf "$tmp"
}
trap stop_run EXIT
i=0
until curl -s -o "$tmp/home.html" "http://127.0.0.1:$port/"; do
	i=$((i + 1))
	if [ $i -gt 600 ] || ! kill -0 "$run_pid" 2>/dev/null; then
		cat "$tmp/run.log"
		echo "smoke: make run did not end serving"
		exit 1
	fi
	sleep 0.5
done
tail -n 14 "$tmp/run.log"
grep -q "messages in all" "$tmp/run.log" || { echo "smoke: no summary"; exit 1; }
grep -q "created admin user 'admin' with password: " "$tmp/run.log" || { echo "smoke: no admin password"; exit 1; }
grep -q "<h1>Scheduler benchmarks" "$tmp/home.html" || { echo "smoke: no home page"; exit 1; }
echo "smoke: make run passed (served http://127.0.0.1:$port/)"
