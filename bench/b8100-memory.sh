# b8100-memory.sh: memory per message and per request returns: the importer's peak RSS over
# 100,000 generated messages against 10,000, and the server's RSS over 100,000 uncached requests (over the 10,000).
# Count-based: the figures are RSS after a number of messages or requests, never per second.
# References in the same run: the importer's peak for 10,000 messages; the server's RSS after
# a warm-up of 5,000 requests.  Bounds (the bench prints "FAIL" past them):
#   importer: peak(100,000) - peak(10,000) <= 32 MB (flat: a message's memory is freed)
#   server: RSS after 100,000 requests - RSS after the warm-up <= 8 MB, and the last
#   50,000 requests add <= 2 MB (no trend); every answer is the expected status.
# B8100_MESSAGES and B8100_REQUESTS (default 100000) shrink it for a quick try;
# B8100_PART=import or server runs one half (server: over a 10,000-message import).
# B8100_EXTRACT=0 imports with --no-extract (storing and threading only: extracting figures from
# 100,000 generated messages takes about an hour on the shared 2-CPU machine); the lines say so.
nbig=${B8100_MESSAGES:-100000}
nref=$((nbig / 10))
nreq=${B8100_REQUESTS:-100000}
round=$((nreq / 10))
b8100_fail=0
bound() { # WHAT GOT_KB MAX_KB
	if [ "$2" -le "$3" ]; then echo "  ok: $1 $2 KB <= $3 KB"; else echo "  FAIL: $1 $2 KB > $3 KB"; b8100_fail=1; fi
}
drop_db b8100r
drop_db b8100
fresh_db b8100r
fresh_db b8100
python3 "$TOP/tests/lib/mkmbox.py" --count "$nref" --seed 8101 "$scratch/b8100r.mbox"
[ "${B8100_PART:-}" = server ] || python3 "$TOP/tests/lib/mkmbox.py" --count "$nbig" --seed 8100 "$scratch/b8100.mbox"

# The importer: peak RSS (the kernel's high-water mark, /usr/bin/time %M)
noextract=
[ "${B8100_EXTRACT:-1}" != 0 ] || noextract=--no-extract
peak() { # DB MBOX
	{ SCHEDLORE_DB="$base dbname=$1" /usr/bin/time -f %M "$TOP/schedlore" import --quiet $noextract --list mem "$2" >/dev/null; } 2>&1 | tail -n 1
}
t0=$(date +%s)
rref=$(peak b8100r "$scratch/b8100r.mbox")
t1=$(date +%s)
if [ "${B8100_PART:-}" != server ]; then
rbig=$(peak b8100 "$scratch/b8100.mbox")
t2=$(date +%s)
stored=$(psql -X -A -t "$base dbname=b8100" -c "SELECT count(*) FROM messages")
echo "import${noextract:+ $noextract} peak RSS (load $(cut -d' ' -f1-3 /proc/loadavg)): $nref messages $rref KB ($((t1 - t0)) s), $nbig messages $rbig KB ($((t2 - t1)) s, $stored stored);" \
	"ratio $(ratio "$rbig" "$rref") (flat is 1), $(awk -v a="$rbig" -v b="$rref" -v n="$((nbig - nref))" 'BEGIN { printf "%.3f", (a - b) / (n / 1000) }') KB per 1000 messages"
bound "import peak growth over $((nbig - nref)) more messages" $((rbig - rref)) 32768
fi
rm -f "$scratch/b8100r.mbox" "$scratch/b8100.mbox"
drop_db b8100
if [ "${B8100_PART:-}" != import ]; then

# The server over the 10,000-message database (a page's cost, not the request
# count, grows with the archive), cache off so that every request renders.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
SCHEDLORE_DB="$base dbname=b8100r" "$TOP/schedlore" serve --port "$port" --threads 4 --cache-mb 0 >"$scratch/b8100-serve.log" 2>&1 &
serve_pid=$!
i=0
until curl -s -o /dev/null "http://127.0.0.1:$port/static/style.css"; do
	i=$((i + 1)); [ $i -lt 100 ] || { cat "$scratch/b8100-serve.log"; break; }
	sleep 0.1
done
u="http://127.0.0.1:$port"
mids=$(psql -X -A -t "$base dbname=b8100r" -c "SELECT message_id FROM messages ORDER BY md5(message_id) LIMIT 20")
# the mix (expected status first): home, list, month, search, Atom, API, posts, threads, raw, 404s
{
	printf '200 /\n200 /mem/\n200 /mem/?month=2007-01\n200 /search?q=ULE\n200 /mem/new.atom\n200 /api/lists\n'
	printf '200 /static/style.css\n404 /no/such/page\n404 /mem/no-such-id@x/\n'
	for m in $mids; do
		e=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe="@"))' "$m")
		printf '200 /mem/%s/\n200 /mem/%s/T/\n200 /mem/%s/raw\n' "$e" "$e" "$e"
	done
} >"$scratch/b8100-mix"
mixn=$(wc -l <"$scratch/b8100-mix")
# requests N: N requests cycling through the mix, 8 at a time; prints the count of unexpected statuses
requests() {
	awk -v n="$1" -v u="$u" '{ s[NR] = $1; p[NR] = $2 }
		END { for (i = 0; i < n; i++) { k = i % NR + 1; print "url = \"" u p[k] "\""; print "output = \"/dev/null\"" } }' \
		"$scratch/b8100-mix" >"$scratch/b8100-cfg"
	# statuses are checked per path (parallel answers come in any order)
	curl -s --no-progress-meter --parallel --parallel-max 8 -w '%{http_code} %{url}\n' -K "$scratch/b8100-cfg" | sort | uniq -c >"$scratch/b8100-got"
	awk -v u="$u" 'NR == FNR { want[u $2] = $1; next } { if (want[$3] != $2) bad += $1 } END { print bad + 0 }' \
		"$scratch/b8100-mix" "$scratch/b8100-got"
}
rss() { awk '/^VmRSS/ { print $2 }' /proc/"$serve_pid"/status; }
start_rss=$(rss)
bad=$(requests 5000)
warm=$(rss)
echo "server (load $(cut -d' ' -f1-3 /proc/loadavg)): $mixn URLs in the mix; RSS at start $start_rss KB, after 5,000 warm-up requests $warm KB ($bad unexpected statuses)"
line="server RSS every $round requests:"
r=1
t0=$(date +%s)
while [ $r -le 10 ]; do
	b=$(requests "$round")
	bad=$((bad + b))
	now=$(rss)
	line="$line $now"
	[ $r -eq 5 ] && half=$now
	r=$((r + 1))
done
t1=$(date +%s)
echo "$line KB ($nreq requests in $((t1 - t0)) s, $bad unexpected statuses; load $(cut -d' ' -f1-3 /proc/loadavg))"
echo "server growth: $((now - warm)) KB over $nreq requests after the warm-up" \
	"($(awk -v a="$now" -v b="$warm" -v n="$nreq" 'BEGIN { printf "%.3f", (a - b) / (n / 1000) }') KB per 1000 requests)," \
	"$((now - half)) KB over the last $((nreq / 2))"
bound "server growth over $nreq requests" $((now - warm)) 8192
bound "server growth over the last $((nreq / 2)) requests" $((now - half)) 2048
[ "$bad" -eq 0 ] && echo "  ok: every answer had the expected status" || { echo "  FAIL: $bad unexpected statuses"; b8100_fail=1; }
kill "$serve_pid"
wait "$serve_pid" 2>/dev/null
fi
drop_db b8100r
[ "$b8100_fail" -eq 0 ]
