# b8000-load.sh: wrk at 64 and 512 connections for 60 s over a mix of pages on 100,000 messages:
# errors, p99, the server's RSS sampled every second during each run (first, peak, last); the
# importer's peak memory for N and 4N messages.  References in the same run: the fixed 10 KB
# page (the HTTP layer's ceiling), and the importer's peak for N messages (growth is the ratio).
# The 100,000 messages (x BENCH_SCALE) are made by bench/webdb.sh (a real import of 5,000, the
# rest copies by SQL); the importer's memory is measured apart on 2,000 and 8,000 messages.
# B8000_DB=NAME serves an existing database of the cluster instead (made by webdb.sh before,
# list "load"; it is left in place): the importer's part and the database's making are skipped.
n=$((2000 * ${BENCH_SCALE:-1}))
secs=${BENCH_SECONDS:-60}
db="$base dbname=${B8000_DB:-bload}"
if [ -z "${B8000_DB:-}" ]; then
drop_db bimp
fresh_db bimp
python3 "$TOP/tests/lib/mkmbox.py" --count "$n" --seed 80 "$scratch/load1.mbox"
python3 "$TOP/tests/lib/mkmbox.py" --count $((4 * n)) --seed 81 "$scratch/load4.mbox"

# the importer: peak RSS for N and for 4N messages (flat: memory per message returns)
rss1=$( { SCHEDLORE_DB="$base dbname=bimp" /usr/bin/time -f %M "$TOP/schedlore" import --quiet --list load "$scratch/load1.mbox" >/dev/null; } 2>&1 | tail -n 1)
rss4=$( { SCHEDLORE_DB="$base dbname=bimp" /usr/bin/time -f %M "$TOP/schedlore" import --quiet --list load "$scratch/load4.mbox" >/dev/null; } 2>&1 | tail -n 1)
echo "import peak RSS: $n messages $rss1 KB, $((4 * n)) messages $rss4 KB (ratio $(ratio "$rss4" "$rss1"); flat is 1)"
drop_db bimp
rm -f "$scratch/load1.mbox" "$scratch/load4.mbox"

. "$TOP/bench/webdb.sh"
made=$(webdb bload $((100000 * ${BENCH_SCALE:-1})) 80 load) || { echo "b8000: the input could not be made"; return 1; }
else
made="$B8000_DB as it is: $(psql -X -A -t "$db" -c "SELECT count(*) FROM messages") messages"
fi
echo "input: $made; load $(cut -d' ' -f1-3 /proc/loadavg)"

list=load
mids=$(psql -X -A -t "$db" -c "SELECT message_id FROM messages ORDER BY md5(message_id) LIMIT 20")
month=$(psql -X -A -t "$db" -c "SELECT to_char(max(date), 'YYYY-MM') FROM messages")
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
SCHEDLORE_DB="$db" "$TOP/schedlore" serve --port "$port" --bench-page >"$scratch/serve.log" 2>&1 &
serve_pid=$!
i=0
until curl -s -o /dev/null "http://127.0.0.1:$port/_bench/10k"; do
	i=$((i + 1)); [ $i -lt 100 ] || { cat "$scratch/serve.log"; break; }
	sleep 0.1
done
# the mix: home, list, list month, posts, threads, search, Atom, API (a wrk Lua script)
{
	echo 'local paths = {'
	echo "\"/\", \"/load/\", \"/load/?month=$month\", \"/search?q=ULE\", \"/load/new.atom\", \"/api/lists\","
	for m in $mids; do
		e=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe="@"))' "$m")
		echo "\"/load/$e/\", \"/load/$e/T/\","
	done
	echo '}'
	echo 'local i = 0'
	echo 'request = function() i = i + 1; return wrk.format("GET", paths[(i % #paths) + 1]) end'
} >"$scratch/mix.lua"

rss() { awk '/^VmRSS/ { print $2 }' /proc/"$serve_pid"/status; }
# One pass over the mix before wrk (B8000_WARM=0: none): each page's first, uncached render
# is timed and printed, and wrk then measures the server as a visitor after the first finds it.
# Without it the first renders (the search ranks every match: seconds under load) hold their
# worker threads, and the connections those threads hold, past wrk's 2 s at the start.
if [ "${B8000_WARM:-1}" != 0 ]; then
	warm=$(awk -F'"' '{ for (i = 2; i <= NF; i += 2) if ($i ~ /^\//) print $i }' "$scratch/mix.lua" | while read -r p; do
		curl -s -o /dev/null -w "%{http_code} %{time_total} $p\n" "http://127.0.0.1:$port$p"
	done)
	echo "warm-up, one uncached request per URL ($(echo "$warm" | wc -l) URLs; load $(cut -d' ' -f1-3 /proc/loadavg)):" \
		"$(echo "$warm" | sort -k2 -rn | head -n 4 | awk '{ printf "%s %s %.2f s; ", $3, $1, $2 }')" \
		"non-200: $(echo "$warm" | grep -vc '^200 ')"
fi
# wrk_mix CONNS [SCRIPT] PATH -> "requests req/s p99_ms errors timeouts" (errors: non-2xx and
# socket errors, wrk's 2 s timeouts among them)
wrk_mix() {
	wrk -t2 -c"$1" -d"${secs}s" --latency ${2:+-s "$2"} "http://127.0.0.1:$port$3" | awk '
		function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
		/requests in/ { n = $1 } /Requests\/sec/ { r = $2 } /^ +99%/ { p = ms($2) }
		/Non-2xx/ { bad += $NF } /Socket errors/ { gsub(/[^0-9 ]/, " "); bad += $1 + $2 + $3 + $4; to = $4 }
		END { printf "%s %s %.2f %d %d\n", n, r, p, bad, to }'
}
# rss_during SECONDS FILE: the server's RSS (KB) every second, one a line
rss_during() {
	_i=0
	while [ $_i -lt "$1" ] && kill -0 "$serve_pid" 2>/dev/null; do
		rss >>"$2"; sleep 1; _i=$((_i + 1))
	done
}
for c in 64 512; do
	before=$(rss)
	: >"$scratch/rss.$c"
	rss_during "$secs" "$scratch/rss.$c" &
	sampler=$!
	mix=$(wrk_mix "$c" "$scratch/mix.lua" /)
	wait "$sampler"
	after=$(rss)
	ref=$(wrk_mix "$c" "" /_bench/10k)
	set -- $mix
	echo "mix at $c connections: $1 requests, $2 req/s, p99 $3 ms, $4 errors ($5 timeouts); server RSS $before -> $after KB; load $(cut -d' ' -f1-3 /proc/loadavg)" \
		"($(awk -v a="$after" -v b="$before" -v n="$1" 'BEGIN { printf "%.2f", (a - b) / (n / 1000) }') KB per 1000 requests)"
	awk 'NR == 1 { f = $1 } { if ($1 > m) m = $1; if (NR == 1 || $1 < lo) lo = $1; l = $1; n++ }
		END { printf "  RSS during the run, %d samples: first %d KB, min %d, peak %d, last %d\n", n, f, lo, m, l }' "$scratch/rss.$c"
	awk '{ v[NR] = $1 } END { h = int(NR / 2); a = 0; b = 0; for (i = 1; i <= h; i++) a += v[i]; for (i = h + 1; i <= NR; i++) b += v[i];
		if (h > 0) printf "  mean RSS first half %d KB, second half %d KB\n", a / h, b / (NR - h) }' "$scratch/rss.$c"
	set -- $ref
	echo "  reference 10 KB page at $c: $2 req/s, p99 $3 ms, $4 errors; mix/reference $(ratio "$(echo "$mix" | cut -d' ' -f2)" "$2")"
done
kill "$serve_pid"
wait "$serve_pid" 2>/dev/null
[ -n "${B8000_DB:-}" ] || drop_db bload
