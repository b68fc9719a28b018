#!/bin/sh
# smoke-run.sh: run 'make run' in a scratch var/ and check its summary
set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d /tmp/schedlore-smoke.XXXXXX)
chmod 755 "$tmp"
export SCHEDLORE_VAR="$tmp/var" SCHEDLORE_PG_PORT=54331
unset SCHEDLORE_DB
trap '"$TOP/schedlore" db stop >/dev/null 2>&1; rm -rf "$tmp"' EXIT
cd "$TOP"
if ! make run >"$tmp/run.log" 2>&1; then
	cat "$tmp/run.log"
	echo "smoke: make run failed"
	exit 1
fi
cat "$tmp/run.log" | tail -n 12
grep -q "messages in all" "$tmp/run.log" || { echo "smoke: no summary"; exit 1; }
echo "smoke: make run passed"
