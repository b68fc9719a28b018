#!/bin/sh
# run-serve.sh: the end of 'make run': serve, with a local agent registered as this machine
#
#   tools/run-serve.sh PORT
#
# This machine is registered once as a host named after it; its agent token
# is kept in var/agent.token (mode 600).  The agent starts once the server
# answers and stops when the server stops (Ctrl-C stops both).
set -eu
port=${1:-8080}
var=${SCHEDLORE_VAR:-$(pwd)/var}
name=$(hostname -s 2>/dev/null | tr -c 'A-Za-z0-9._\n-' '-' | sed 's/^[-._]*//')
[ -n "$name" ] || name=localhost
mkdir -p "$var"
umask 077
if ! ./schedlore host list --json | grep -q "\"name\": *\"$name\""; then
	./schedlore host add "$name" >"$var/agent.token.new" 2>/dev/null
	mv "$var/agent.token.new" "$var/agent.token"
	echo "schedlore: registered this machine as host '$name' (token in $var/agent.token)"
elif [ ! -s "$var/agent.token" ]; then
	./schedlore host token "$name" >"$var/agent.token.new" 2>/dev/null
	mv "$var/agent.token.new" "$var/agent.token"
	echo "schedlore: host '$name' has a new token in $var/agent.token"
fi
chmod 600 "$var/agent.token"

./schedlore serve --port "$port" &
serve=$!
agent=
stop() {
	[ -n "$agent" ] && kill "$agent" 2>/dev/null
	kill "$serve" 2>/dev/null
	wait 2>/dev/null
}
trap 'stop; exit 0' INT TERM
trap stop EXIT
i=0
while ! curl -s -o /dev/null "http://127.0.0.1:$port/static/style.css"; do
	i=$((i + 1))
	kill -0 "$serve" 2>/dev/null || exit 1
	[ $i -lt 200 ] || { echo "schedlore: the server did not answer" >&2; exit 1; }
	sleep 0.05
done
# another server on the port answers too: start the agent only if ours lives
sleep 0.3
kill -0 "$serve" 2>/dev/null || exit 1
# the token from its file, so that ps does not show it
./schedlore agent --server "http://127.0.0.1:$port" --token-file "$var/agent.token" --poll 2 &
agent=$!
echo "schedlore: agent $agent runs jobs for host '$name'; queue one at http://localhost:$port/jobs/new"
wait "$serve"
