# b3000-web.sh: wrk on a post, a thread, the comparison page and a chart, uncached and cached;
# references in the same run: pgbench on each page's own SQL (the database's limit) for the
# uncached pages, a fixed 10 KB page from the same binary for the cached ones
n=$(awk -v s="${BENCH_SCALE:-1}" 'BEGIN { printf "%d", 100000 * s }')
secs=${BENCH_SECONDS:-10}
threads=16                     # the server's default: one database connection each, plus one
conns=$((threads + 1))
# BENCH_WEB_DB: a database that already holds this input (list "bench"), to skip making it.
# Otherwise bench/webdb.sh makes it: n / 20 generated messages imported for real (with their
# figures: about 20 series each), the rest copies made by SQL (an hour's import in minutes)
if [ -n "${BENCH_WEB_DB:-}" ]; then
	db=$BENCH_WEB_DB
	import_s="(not timed: BENCH_WEB_DB)"
else
	. "$TOP/bench/webdb.sh"
	db="$base dbname=bweb"
	import_s=$(webdb bweb "$n" 42 bench) || { echo "b3000: the input could not be made"; return 1; }
fi
q() { psql -X -A -t "$db" -c "$1"; }
n=$(q "SELECT count(*) FROM messages")
nseries=$(q "SELECT count(*) FROM series")

# the post: a message with replies; the thread: the thread of one reply; the comparison:
# the workload and metric with the most series, its two commonest schedulers; its first chart
post=$(q "SELECT in_reply_to FROM messages WHERE in_reply_to IS NOT NULL
	GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1")
reply=$(q "SELECT message_id FROM messages WHERE in_reply_to = '$post' ORDER BY 1 LIMIT 1")
set -- $(q "SELECT workload, metric FROM series WHERE workload IS NOT NULL AND scheduler IS NOT NULL
	GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 1" | tr '|' ' ')
workload=$1 metric=$2
set -- $(q "SELECT scheduler FROM series WHERE workload = '$workload' AND metric = '$metric'
	AND scheduler IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 2")
cmp_query="workload=$workload&metric=$metric&a=$1&b=$2"
post_path="/bench/$post/"
thread_path="/bench/$reply/T/"
compare_path="/compare?$cmp_query"
chart_path="/chart/g0-lines.svg?$cmp_query"

start_serve() { # PORT ARGS...
	p=$1; shift
	SCHEDLORE_DB="$db" "$TOP/schedlore" serve --port "$p" --threads "$threads" --bench-page "$@" \
		>>"$scratch/serve.log" 2>&1 &
	i=0
	until curl -s -o /dev/null "http://127.0.0.1:$p/_bench/10k"; do
		i=$((i + 1)); [ $i -lt 100 ] || { cat "$scratch/serve.log"; break; }
		sleep 0.1
	done
}
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
port_c=$(free_port); start_serve "$port_c"; pid_c=$!                  # cached (the default)
port_u=$(free_port); start_serve "$port_u" --cache-mb 0; pid_u=$!     # uncached

# wrk_run PORT PATH -> "req/s p99_ms [NON-2XX:n] [TIMEOUTS:n]".  wrk's own timeout (2 s) would
# drop every answer slower than that from both figures (a slow page then measured 0.79 req/s
# with no p99 at all), so it is 30 s: slow pages are measured, and any timeout is shown
wrk_run() {
	wrk -t2 -c64 -d"${secs}s" --timeout 30s --latency "http://127.0.0.1:$1$2" | awk '
		function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
		/Requests\/sec/ { r = $2 } /^ +99%/ { p = ms($2) } /Non-2xx/ { bad = $NF } /Socket errors/ { to = $NF }
		END { printf "%s %.2f%s%s\n", r, p, bad ? " NON-2XX:" bad : "", to ? " TIMEOUTS:" to : "" }'
}

# pg_run PATH MODE CLIENTS -> "tps p99_ms": the page's own queries, as render --sql wrote them
pg_run() {
	SCHEDLORE_DB="$db" "$TOP/schedlore" render --sql "$scratch/page.sql" "$1" >/dev/null
	grep -v '^--' "$scratch/page.sql" >"$scratch/page.pgbench"
	defs=$(grep "^-- pgbench -M $2 " "$scratch/page.sql" | sed "s/^-- pgbench -M $2//" | tr '\n' ' ')
	rm -f "$scratch"/pgbench_log.*
	(cd "$scratch" && eval "pgbench -n -M $2 $defs -f page.pgbench -c $3 -j 2 -T $secs -l \"\$db\"") \
		>"$scratch/pgbench.out" 2>&1
	tps=$(awk '/^tps/ { print $3 }' "$scratch/pgbench.out")
	p99=$(cat "$scratch"/pgbench_log.* 2>/dev/null | awk '{ print $3 / 1000 }' | sort -n |
		awk '{ v[NR] = $1 } END { i = int(NR * 0.99); if (i < 1) i = 1; printf "%.2f", v[i] }')
	echo "${tps:-0} ${p99:-0}"
}

bytes() { curl -s "http://127.0.0.1:$port_u$1" | wc -c; }
echo "input: $n messages, $nseries series (seed 42): $import_s; load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "wrk -t2 -c64 -d${secs}s; server --threads $threads ($conns database connections);" \
	"pgbench -j2 -T$secs at -c$conns (like for like) and -c64; nothing pinned to a CPU"
r_10k=$(wrk_run "$port_c" /_bench/10k)
printf '%-34s %10s %9s %12s %8s\n' "" "req/s" "p99 ms" "reference" "ratio"
set -- $r_10k; k_rps=$1
printf '%-34s %10s %9s\n' "fixed $(bytes /_bench/10k)-byte page" "$1" "$2"
for page in post thread compare chart; do
	eval "path=\$${page}_path"
	if ! SCHEDLORE_DB="$db" "$TOP/schedlore" render --status "$path" >/dev/null 2>"$scratch/render.err"; then
		echo "$page: $path NOT MEASURED: the page fails ($(tail -n 2 "$scratch/render.err" | tr '\n' ' '))"
		continue
	fi
	u=$(wrk_run "$port_u" "$path")
	c=$(wrk_run "$port_c" "$path")
	pp=$(pg_run "$path" prepared "$conns")
	ps=$(pg_run "$path" simple 64)
	echo "$page: $path ($(bytes "$path") bytes)"
	set -- $u; u_rps=$1
	printf '  %-32s %10s %9s %s\n' "uncached" "$1" "$2" "${3:-} ${4:-}"
	set -- $pp
	printf '  %-32s %10s %9s %12s %8s\n' "  pgbench -M prepared -c$conns" "$1" "$2" "uncached/it" "$(ratio "$u_rps" "$1")"
	set -- $ps
	printf '  %-32s %10s %9s %12s %8s\n' "  pgbench -M simple -c64" "$1" "$2" "uncached/it" "$(ratio "$u_rps" "$1")"
	set -- $c
	printf '  %-32s %10s %9s %12s %8s %s\n' "cached" "$1" "$2" "/fixed page" "$(ratio "$1" "$k_rps")" "${3:-} ${4:-}"
done
kill "$pid_c" "$pid_u"
wait "$pid_c" "$pid_u" 2>/dev/null
[ -n "${BENCH_WEB_DB:-}" ] || drop_db bweb
