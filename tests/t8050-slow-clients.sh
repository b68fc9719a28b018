#!/bin/sh
# t8050-slow-clients.sh: 200 slowloris-style clients on loopback do not starve ordinary requests
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/web.sh"

python3 "$TOP/tests/lib/mkmbox.py" --count 50 --seed 85 m.mbox || exit 1
schedlore import --quiet m.mbox >/dev/null || exit 1
web_start --timeout 10 || exit 1

# Bounded: 200 connections, 15 s, 127.0.0.1 only.  Each sends a request line
# and then one header byte every second, never finishing its headers; others
# send a body slowly after a complete POST head.
cat >slow.py <<'PY'
import socket, sys, time
port, n, secs = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
socks = []
for i in range(n):
    s = socket.create_connection(("127.0.0.1", port))
    if i % 2:
        s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
    else:
        s.sendall(b"POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n")
    socks.append(s)
print("open", len(socks), flush=True)
end = time.time() + secs
while time.time() < end:
    for s in socks:
        try:
            s.send(b"a")
        except OSError:
            pass
    time.sleep(1)
for s in socks:
    s.close()
PY

expect 'with 200 slow clients holding connections, ordinary pages answer 200 within 2 s each' '
	python3 slow.py "$port" 200 15 >slow.out 2>&1 &
	slow=$!
	i=0; until grep -q "^open 200" slow.out; do i=$((i + 1)); test $i -lt 100; sleep 0.1; done
	worst=0; n=0
	for round in 1 2 3 4 5; do
		for p in / /search?q=ULE /api/lists /static/style.css; do
			r=$(curl -s -o /dev/null --max-time 10 -w "%{http_code} %{time_total}" "$url$p")
			n=$((n + 1))
			set -- $r; test "$1" = 200 || { echo "$p: $r"; exit 1; }
			worst=$(awk -v a="$worst" -v b="$2" "BEGIN { print (b > a) ? b : a }")
		done
		sleep 1
	done
	echo "$n requests, slowest $worst s"; awk -v w="$worst" "BEGIN { exit !(w < 2) }"
	kill $slow 2>/dev/null || true; wait $slow 2>/dev/null || true
'

expect 'the server is alive and serving after the slow clients go' '
	kill -0 "$web_pid" && test "$(curl -s -o /dev/null -w "%{http_code}" "$url/")" = 200
'

web_stop
done_testing
