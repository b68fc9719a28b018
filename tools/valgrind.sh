#!/bin/sh
# valgrind.sh: the importer and the server under valgrind: no memory error, nothing definitely lost
#   tools/valgrind.sh [CORPUS_DIR]     (default ../shared/corpus, else data/sample)
# Imports the corpus, renders every page type with 'schedlore render', then
# serves and crawls the same pages over HTTP; each run under memcheck with
# tools/valgrind.supp (one-time allocations of GLib, GMime, libxml2).  Prints
# one line per run: errors, definitely and indirectly lost bytes.  Exit 1 if
# any run had an error or a definite leak.
set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
export TOP
corpus=${1:-$TOP/../shared/corpus}
[ -d "$corpus" ] || corpus=$TOP/data/sample
. "$TOP/tests/lib/cluster.sh"
export SCHEDLORE_PG_PORT=${SCHEDLORE_PG_PORT:-54360}
cluster_up valgrind || exit 1
fresh_db vg
export SCHEDLORE_DB="$base dbname=vg"
out="$TOP/build/valgrind"
mkdir -p "$out"
failed=0
VG="valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect
 --errors-for-leak-kinds=definite --error-exitcode=99 --num-callers=30
 --suppressions=$TOP/tools/valgrind.supp --gen-suppressions=all"

summary() { # NAME LOG
	errs=$(sed -n 's/.*ERROR SUMMARY: \([0-9]*\) errors.*/\1/p' "$2" | tail -n 1)
	def=$(sed -n 's/.*definitely lost: \([0-9,]*\) bytes.*/\1/p' "$2" | tail -n 1 | tr -d ,)
	ind=$(sed -n 's/.*indirectly lost: \([0-9,]*\) bytes.*/\1/p' "$2" | tail -n 1 | tr -d ,)
	printf 'valgrind: %-28s %4s errors, %8s bytes definitely lost, %8s indirectly\n' "$1" "${errs:-?}" "${def:-0}" "${ind:-0}"
	[ "${errs:-1}" = 0 ] || failed=1
}

# as make run does: 001 is a bare post (no header fields), imported with its list
bare=$(ls "$corpus"/001_*.txt 2>/dev/null)
$VG --log-file="$out/import.log" "$TOP/schedlore" import --quiet $(ls "$corpus"/*.txt | grep -v "/001_") >/dev/null 2>&1
summary "import ($(ls "$corpus"/*.txt | grep -vc "/001_") files)" "$out/import.log"
if [ -n "$bare" ]; then
	$VG --log-file="$out/import-list.log" "$TOP/schedlore" import --quiet --list freebsd-current $bare >/dev/null 2>&1
	summary "import --list (1 bare post)" "$out/import-list.log"
fi

list=$(psql -X -A -t "$SCHEDLORE_DB" -c "SELECT name FROM lists ORDER BY name LIMIT 1")
mid=$(psql -X -A -t "$SCHEDLORE_DB" -c "SELECT m.message_id FROM messages m JOIN thread_nodes n ON n.message = m.id
	JOIN threads t ON t.id = n.thread ORDER BY t.message_count DESC, m.message_id LIMIT 1" | python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.stdin.read().strip(), safe="@"))')
week=$(psql -X -A -t "$SCHEDLORE_DB" -c "SELECT to_char(min(date), 'IYYY-\"W\"IW') FROM messages")
# a report file, a host and a queued job, so that their pages have something to show
$VG --log-file="$out/import-report.log" "$TOP/schedlore" import --quiet --report "$TOP/tests/fixtures/reports/mmtests-compare.txt" >/dev/null 2>&1
summary "import --report (mmtests)" "$out/import-report.log"
"$TOP/schedlore" host add vg-host >/dev/null 2>&1
"$TOP/schedlore" job add --workload hackbench --host vg-host >/dev/null 2>&1
one() { psql -X -A -t "$SCHEDLORE_DB" -c "$1"; }
series=$(one "SELECT min(id) FROM series")
claim=$(one "SELECT min(id) FROM claims")
report=$(one "SELECT min(id) FROM reports")
job=$(one "SELECT min(id) FROM jobs")
cmp=$(one "SELECT 'workload=' || workload || '&metric=' || metric FROM series WHERE workload <> ''
	GROUP BY 1 ORDER BY count(*) DESC LIMIT 1")
# every chart of that comparison (lines, bars ...), as its JSON links them
charts=$("$TOP/schedlore" render "/api/compare?$cmp" 2>/dev/null | sed -n 's|.*"url": "\(/chart/[^"]*\)".*|\1|p' | sort -u)
pages="/ /$list/ /$list/?month=2007-01 /$list/$mid/ /$list/$mid/T/ /$list/$mid/raw /$list/$mid/t.mbox.gz
 /$list/new.atom /search?q=ULE /api/lists /api/search?q=ULE /api/$list/ /api/$list/$mid/ /api/$list/$mid/T/
 /digest/$list/ /digest/$list/$week /digest/$list/atom /login /static/style.css /no-such-list/
 /compare /compare?$cmp /api/compare?$cmp $charts /series/$series /api/series/$series
 /claims/$claim /api/claims/$claim /claims /claims?status=holds&year=2007 /api/claims /digest/
 /reports/report-$report/ /api/reports/$report /systems /api/systems
 /hosts /api/hosts /jobs /api/jobs /jobs/$job /api/jobs/$job /api/rerun-plan?claim=$claim /jobs/new /upload"
n=0
for p in $pages; do
	n=$((n + 1))
	$VG --log-file="$out/render.$n.log" "$TOP/schedlore" render "$p" >/dev/null 2>&1
	summary "render $p" "$out/render.$n.log"
done

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
$VG --log-file="$out/serve.log" "$TOP/schedlore" serve --port "$port" >"$out/serve.out" 2>&1 &
pid=$!
i=0
until curl -s -o /dev/null "http://127.0.0.1:$port/static/style.css"; do
	i=$((i + 1)); [ $i -lt 600 ] || break; sleep 0.2
done
for round in 1 2 3; do
	for p in $pages; do curl -s -o /dev/null "http://127.0.0.1:$port$p"; done
done
kill -TERM $pid
wait $pid
summary "serve (3 crawls of $(echo $pages | wc -w) pages)" "$out/serve.log"
exit $failed
