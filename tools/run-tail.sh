#!/bin/sh
# run-tail.sh: the end of 'make run': say what the archive now holds
set -eu
./schedlore db conninfo >/dev/null
conn=$(./schedlore db conninfo)
echo
echo "schedlore: the archive now holds"
psql -X -q -A -F ' ' -t "$conn" -c "
	SELECT l.name, count(*) FROM message_lists ml JOIN lists l ON l.id = ml.list
	GROUP BY l.name ORDER BY l.name" | sed 's/^/  list /; s/ \([0-9]*\)$/: \1 messages/'
psql -X -q -A -t "$conn" -c "SELECT '  ' || count(*) || ' messages in all' FROM messages"
echo "database: $conn"
echo "stop it with: ./schedlore db stop"
