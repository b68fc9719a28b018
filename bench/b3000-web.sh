# b3000-web.sh: wrk on a post page and a thread page; references in the same run: pgbench
# on each page's own SQL (the ceiling the database sets) and a fixed 10 KB page (the ceiling
# the HTTP layer sets) from the same binary
n=$((2000 * ${BENCH_SCALE:-1}))
secs=${BENCH_SECONDS:-10}
db="$base dbname=bweb"
drop_db bweb
fresh_db bweb
python3 "$TOP/tests/lib/mkmbox.py" --count "$n" --seed 42 "$scratch/web.mbox"
SCHEDLORE_DB="$db" "$TOP/schedlore" import --quiet --list bench "$scratch/web.mbox" >/dev/null

# the post: a message with replies; the thread: the thread of one reply
post=$(psql -X -A -t "$db" -c "SELECT in_reply_to FROM messages WHERE in_reply_to IS NOT NULL
	GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1")
reply=$(psql -X -A -t "$db" -c "SELECT message_id FROM messages WHERE in_reply_to = '$post' ORDER BY 1 LIMIT 1")
post_path="/bench/$post/"
thread_path="/bench/$reply/T/"

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
SCHEDLORE_DB="$db" "$TOP/schedlore" serve --port "$port" --threads 2 --bench-page >"$scratch/serve.log" 2>&1 &
serve_pid=$!
i=0
until curl -s -o /dev/null "http://127.0.0.1:$port/_bench/10k"; do
	i=$((i + 1)); [ $i -lt 100 ] || { cat "$scratch/serve.log"; break; }
	sleep 0.1
done
bytes_10k=$(curl -s "http://127.0.0.1:$port/_bench/10k" | wc -c)
bytes_post=$(curl -s "http://127.0.0.1:$port$post_path" | wc -c)
bytes_thread=$(curl -s "http://127.0.0.1:$port$thread_path" | wc -c)

# wrk_run PATH -> "req/s p99_ms"
wrk_run() {
	wrk -t2 -c64 -d"${secs}s" --latency "http://127.0.0.1:$port$1" | awk '
		function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
		/Requests\/sec/ { r = $2 } /^ +99%/ { p = ms($2) } /Non-2xx/ { bad = $NF }
		END { printf "%s %.2f%s\n", r, p, bad ? " NON-2XX:" bad : "" }'
}

# pg_run PATH -> "tps p99_ms": the page's own queries, as render --sql wrote them
pg_run() {
	SCHEDLORE_DB="$db" "$TOP/schedlore" render --sql "$scratch/page.sql" "$1" >/dev/null
	grep -v '^--' "$scratch/page.sql" >"$scratch/page.pgbench"
	defs=$(grep '^-- pgbench' "$scratch/page.sql" | head -n 1 | sed 's/^-- pgbench -M simple//')
	rm -f "$scratch"/pgbench_log.*
	(cd "$scratch" && eval "pgbench -n -M simple $defs -f page.pgbench -c 64 -j 2 -T $secs -l \"\$db\"") \
		>"$scratch/pgbench.out" 2>&1
	tps=$(awk '/^tps/ { print $3 }' "$scratch/pgbench.out")
	p99=$(cat "$scratch"/pgbench_log.* | awk '{ print $3 / 1000 }' | sort -n |
		awk '{ v[NR] = $1 } END { i = int(NR * 0.99); if (i < 1) i = 1; printf "%.2f", v[i] }')
	echo "$tps $p99"
}

r_10k=$(wrk_run /_bench/10k)
r_post=$(wrk_run "$post_path")
r_thread=$(wrk_run "$thread_path")
pg_post=$(pg_run "$post_path")
pg_thread=$(pg_run "$thread_path")
kill "$serve_pid"
wait "$serve_pid" 2>/dev/null
drop_db bweb

echo "input: $n generated messages (seed 42); wrk -t2 -c64 -d${secs}s; pgbench -c64 -j2 -T$secs; server --threads 2"
echo "post page $post_path ($bytes_post bytes), thread page $thread_path ($bytes_thread bytes)"
printf '%-40s %10s %10s\n' "" "req/s" "p99 ms"
set -- $r_post; printf '%-40s %10s %10s %s\n' "post page (wrk)" "$1" "$2" "${3:-}"; post_rps=$1
set -- $pg_post; printf '%-40s %10s %10s\n' "  reference: pgbench, its SQL" "$1" "$2"; pg_post_tps=$1
set -- $r_thread; printf '%-40s %10s %10s %s\n' "thread page (wrk)" "$1" "$2" "${3:-}"; thread_rps=$1
set -- $pg_thread; printf '%-40s %10s %10s\n' "  reference: pgbench, its SQL" "$1" "$2"; pg_thread_tps=$1
set -- $r_10k; printf '%-40s %10s %10s\n' "reference: fixed $bytes_10k-byte page (wrk)" "$1" "$2"; k_rps=$1
echo "post page / its SQL in pgbench:   $(ratio "$post_rps" "$pg_post_tps")"
echo "fixed 10 KB page / post page:     $(ratio "$k_rps" "$post_rps") x"
echo "thread page / its SQL in pgbench: $(ratio "$thread_rps" "$pg_thread_tps")"
echo "fixed 10 KB page / thread page:   $(ratio "$k_rps" "$thread_rps") x"
