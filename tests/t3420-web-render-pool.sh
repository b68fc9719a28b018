#!/bin/sh
# t3420-web-render-pool.sh: a slow page holds no polling thread; aged pages are served while they render again
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/web.sh"

# One polling thread: anything that held it would hold every other connection too.
# /_bench/slow?ms=N (--bench-page only) sleeps N ms and says when it was rendered.
python3 "$TOP/tests/lib/mkmbox.py" --count 5 --seed 3 gen.mbox
schedlore import --quiet --list pool-test gen.mbox
web_start --bench-page --io-threads 1 --threads 4 --cache-ttl 2 || exit 1

# get PATH OUT: fetch in the background, the status code then the body in OUT
get() {
	curl -s --max-time 20 -o "$2.body" -w '%{http_code}\n' "$url$1" >"$2.code" &
}
running() { # PID: still waiting for its answer
	kill -0 "$1" 2>/dev/null
}

expect 'other pages are answered while slow pages render (static, cached, uncached)' '
	curl -s -o /dev/null "$url/pool-test/" &&
	get "/_bench/slow?ms=4000&k=a" slow-a; a=$! &&
	get "/_bench/slow?ms=4000&k=b" slow-b; b=$! &&
	sleep 0.3 &&
	curl -s --max-time 3 "$url/static/style.css" | grep -q "{" &&
	curl -s --max-time 3 "$url/pool-test/" | grep -q "pool-test" &&
	curl -s --max-time 3 "$url/api/lists?uncached=1" | grep -q "pool-test" &&
	{ running $a && running $b || { echo "the slow pages ended before the others were answered"; exit 1; }; } &&
	wait $a && wait $b &&
	expect_eq "$(cat slow-a.code slow-b.code | tr "\n" " ")" "200 200 " &&
	grep -q "slow page, 4000 ms" slow-a.body
'

# until the cache keeps pages (its LISTEN connection is up): a page fetched twice is the same
cache_live() {
	i=0
	until curl -s "$url/_bench/slow?ms=0&k=live$i" >l1 && curl -s "$url/_bench/slow?ms=0&k=live$i" >l2 &&
		cmp -s l1 l2; do
		i=$((i + 1)); [ $i -lt 50 ] || { echo "the page cache never kept a page"; return 1; }
		sleep 0.1
	done
}

expect 'requests for a page being rendered wait for that one render, holding no thread' '
	cache_live &&
	get "/_bench/slow?ms=3000&k=c" c1; p1=$! &&
	sleep 0.3 &&
	get "/_bench/slow?ms=3000&k=c" c2; p2=$! &&
	sleep 0.3 &&
	curl -s --max-time 3 "$url/static/style.css" | grep -q "{" &&
	{ running $p1 && running $p2 || { echo "the parked request did not wait"; exit 1; }; } &&
	wait $p1 && wait $p2 &&
	expect_eq "$(cat c1.code c2.code | tr "\n" " ")" "200 200 " &&
	{ cmp c1.body c2.body || { cat c1.body c2.body; exit 1; }; }
'

expect 'an aged page is served at once and rendered again in the background' '
	curl -s "$url/_bench/slow?ms=2500&k=d" >d1 && grep -q "rendered at" d1 &&
	sleep 2.2 &&
	t=$(curl -s -o d2 -w "%{time_total}" "$url/_bench/slow?ms=2500&k=d") &&
	cmp d1 d2 &&
	awk -v t="$t" "BEGIN { if (t >= 2.0) { print \"the aged copy took \" t \" s\"; exit 1 } }" &&
	i=0 && until curl -s "$url/_bench/slow?ms=2500&k=d" >d3 && ! cmp -s d1 d3; do
		i=$((i + 1)); [ $i -lt 100 ] || { echo "never rendered again"; exit 1; }
		sleep 0.1
	done &&
	grep -q "rendered at" d3
'

expect 'a client that leaves while its page renders does not leave the page pending' '
	! curl -s --max-time 0.5 "$url/_bench/slow?ms=1500&k=e" >/dev/null &&
	sleep 1.5 &&
	code=$(curl -s --max-time 8 -o /dev/null -w "%{http_code}" "$url/_bench/slow?ms=1500&k=e") &&
	expect_eq "$code" 200
'

expect 'the reference page and static files are answered in the polling thread' '
	web_start --bench-page --io-threads 1 --threads 1 &&
	get "/_bench/slow?ms=3000&k=f" f; p=$! &&
	sleep 0.3 &&
	curl -s --max-time 2 "$url/_bench/10k" | grep -q "10 KB" &&
	curl -s --max-time 2 "$url/static/style.css" | grep -q "{" &&
	{ running $p || { echo "the slow page ended first"; exit 1; }; } &&
	wait $p
'

expect 'stopping while a page renders: the server finishes it and exits cleanly' '
	web_start --bench-page --io-threads 1 --threads 2 &&
	get "/_bench/slow?ms=1500&k=g" g; p=$! &&
	sleep 0.3 &&
	kill -TERM $web_pid && rc=0 && wait $web_pid || rc=$?
	web_pid=
	wait $p || true
	expect_eq "$rc" 0 &&
	! grep -i "panic\|suspended" "$TEST_TMP/serve.log"
'

expect 'serve refuses --io-threads 0' '
	! schedlore serve --io-threads 0 2>err && grep -q "usage" err
'

done_testing
