#!/bin/sh
# t3010-web-server.sh: the real server over HTTP: every page, headers, limits, login, CSRF, upload, 503
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/web.sh"

L=web-test
MID='a%2Fb%25c%2Bd%23e@hostile.example'
REPLY='reply.1@hostile.example'
export SCHEDLORE_VAR="$TEST_TMP/var"
mkdir -p "$SCHEDLORE_VAR"

schedlore import --quiet "$TOP/tests/fixtures/web-hostile.mbox"
python3 "$TOP/tests/lib/mkmbox.py" --count 40 --seed 5 gen.mbox
schedlore import --quiet gen.mbox
printf 'admin-password-1\n' >admin.pw
printf 'member-password-1\n' >member.pw
schedlore user add root --role admin --password-file admin.pw >/dev/null
schedlore user add reader --role member --password-file member.pw >/dev/null
web_start --timeout 3 --max-upload 1 || exit 1

get() { # PATH -> body in page, headers in head; prints the status
	curl -s --path-as-is -D head -o page -w '%{http_code}' "$url$1"
}

expect 'every page type answers 200 over HTTP' '
	for p in / "/$L/" "/$L/$MID/" "/$L/$MID/raw" "/$L/$REPLY/T/" "/$L/$MID/t.mbox.gz" \
		"/$L/new.atom" "/search?q=ULE" /login /api/lists "/api/$L/" "/api/$L/$MID/" \
		"/api/$L/$REPLY/T/" "/api/search?q=ULE" /static/style.css; do
		s=$(get "$p"); [ "$s" = 200 ] || { echo "$p: $s"; exit 1; }
	done
'

expect 'every HTML page is well-formed and carries the CSP and nosniff' '
	for p in / "/$L/" "/$L/$MID/" "/$L/$REPLY/T/" "/search?q=ULE" /login /upload /nothing/; do
		get "$p" >/dev/null
		xmllint --noout page || { echo "$p is not well-formed"; exit 1; }
		grep -qi "^Content-Security-Policy: default-src .none.; script-src .self.;" head || { echo "$p: no CSP"; exit 1; }
		grep -qi "^X-Content-Type-Options: nosniff" head || { echo "$p: no nosniff"; exit 1; }
	done
'

expect '/raw is text/plain with nosniff, byte for byte' '
	expect_eq "$(get "/$L/$MID/raw")" 200 &&
	grep -qi "^Content-Type: text/plain; charset=utf-8" head && grep -qi "^X-Content-Type-Options: nosniff" head &&
	grep -q "<script>alert(.body.)</script>" page &&
	expect_eq "$(od -An -v -tx1 page | tr -d " \n")" \
		"$(sql "SELECT encode(raw, '"'"'hex'"'"') FROM messages WHERE message_id = '"'"'a/b%c+d#e@hostile.example'"'"'")"
'

expect 'a Message-ID with %2F is one path word over HTTP too; HEAD works' '
	expect_eq "$(get "/$L/$MID/")" 200 && grep -q "a/b%c+d#e@hostile.example" page &&
	expect_eq "$(get "/$L/a/b%25c%2Bd%23e@hostile.example/")" 404 &&
	expect_eq "$(curl -s -I -o /dev/null -w "%{http_code}" "$url/$L/$MID/")" 200
'

expect 't.mbox.gz is gzip and holds the thread' '
	get "/$L/$REPLY/t.mbox.gz" >/dev/null && grep -qi "^Content-Type: application/gzip" head &&
	expect_eq "$(gzip -dc page | grep -c "^From ")" 2
'

expect 'headers too large are refused, the server goes on' '
	big=$(head -c 70000 /dev/zero | tr "\0" a) &&
	s=$(curl -s -o /dev/null -w "%{http_code}" -H "X-Big: $big" "$url/") &&
	case "$s" in 413|431|400) ;; *) echo "status $s"; exit 1 ;; esac &&
	expect_eq "$(get /)" 200
'

expect 'a slow client neither blocks others nor holds its connection past the timeout' '
	python3 - "$port" <<PY
import socket, sys, time, urllib.request
port = int(sys.argv[1])
slow = socket.create_connection(("127.0.0.1", port))
slow.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")        # never finishes its headers
t = time.time()
for _ in range(5):
    urllib.request.urlopen("http://127.0.0.1:%d/static/style.css" % port, timeout=2).read()
assert time.time() - t < 2, "other clients were held up"
slow.settimeout(8)
t = time.time()
data = slow.recv(100)                                 # the server closes it: b"" (or an error page)
assert time.time() - t < 7, "the slow connection was kept"
PY
'

expect 'login sets an HttpOnly SameSite=Strict session cookie; the page shows the user' '
	expect_eq "$(web_login root admin-password-1 admin.jar)" 303 &&
	grep -i "^Set-Cookie: sl_session=" login.head | grep -i "HttpOnly" | grep -qi "SameSite=Strict" &&
	curl -s -b admin.jar "$url/" | grep -q "root (admin)" &&
	expect_eq "$(sql "SELECT count(*) FROM sessions")" 1
'

expect 'a wrong password is refused with the form again' '
	expect_eq "$(web_login root wrong-password x.jar)" 403 &&
	! grep -qi "^Set-Cookie: sl_session=[0-9a-f]" login.head
'

expect 'a POST without the CSRF token, or with a forged one, is refused' '
	expect_eq "$(curl -s -b admin.jar -o page -w "%{http_code}" -F "archive=@gen.mbox" "$url/upload")" 403 &&
	grep -q "CSRF" page &&
	expect_eq "$(curl -s -b admin.jar -o page -w "%{http_code}" -F "csrf=$(printf "%064d" 0)" -F "archive=@gen.mbox" "$url/upload")" 403 &&
	expect_eq "$(curl -s -o page -w "%{http_code}" --data "csrf=x&name=root&password=admin-password-1" "$url/login")" 403 &&
	expect_eq "$(sql "SELECT count(*) FROM imports WHERE paths[1] LIKE '"'"'%uploads%'"'"'")" 0
'

expect 'a member may not upload: a clear 403' '
	expect_eq "$(web_login reader member-password-1 member.jar)" 303 &&
	expect_eq "$(curl -s -b member.jar -o page -w "%{http_code}" "$url/upload")" 403 &&
	grep -q "Forbidden" page && grep -q "may not use this page" page
'

upload() { # FILE [LIST] -> prints the status page path
	curl -s -b admin.jar -o form.html "$url/upload" &&
	token=$(web_csrf form.html) &&
	curl -s -b admin.jar -o /dev/null -D up.head -w "%{http_code}\n" -F "csrf=$token" \
		-F "list=${2:-}" -F "archive=@$1" "$url/upload" >up.status &&
	sed -n "s/^Location: \(.*\)\r$/\1/Ip" up.head
}

wait_done() { # PATH
	i=0
	while :; do
		curl -s -b admin.jar -o status.html "$url$1"
		grep -q "id=\"status\">\(done\|partial\|failed\)" status.html && return 0
		i=$((i + 1)); [ $i -lt 100 ] || { cat status.html; return 1; }
		sleep 0.2
	done
}

expect 'an admin uploads an mbox; the import runs and its summary lists every rejected message' '
	python3 "$TOP/tests/lib/mkmbox.py" --count 30 --seed 11 up.mbox &&
	printf "From c@d Mon Jan  1 00:00:00 2007\nthis is not a header\n\nbody\n\n" >>up.mbox &&
	loc=$(upload up.mbox uploaded) && expect_eq "$(cat up.status)" 303 &&
	case "$loc" in /upload/*) ;; *) echo "no redirect: $loc"; exit 1 ;; esac &&
	wait_done "$loc" && xmllint --noout status.html &&
	grep -q "id=\"new\">30<" status.html && grep -q "id=\"rejected\">1<" status.html &&
	grep -q "no valid header block\|unparsable" status.html &&
	grep -q "<h2>Quarantine</h2>" status.html &&
	grep -q "<td class=\"n\">$(sql "SELECT byte_length FROM quarantine")</td>" status.html &&
	expect_eq "$(sql "SELECT count(*) FROM message_lists ml JOIN lists l ON l.id = ml.list WHERE l.name = '"'"'uploaded'"'"'")" 30
'

expect 'a gzipped mbox uploads too' '
	python3 "$TOP/tests/lib/mkmbox.py" --count 12 --seed 12 gz.mbox && gzip -f gz.mbox &&
	loc=$(upload gz.mbox.gz gzipped) && wait_done "$loc" &&
	grep -q "id=\"new\">12<" status.html
'

expect 'an upload over --max-upload is refused with 413 and leaves no file' '
	head -c 1500000 /dev/urandom >big.mbox &&
	curl -s -b admin.jar -o form.html "$url/upload" && token=$(web_csrf form.html) &&
	expect_eq "$(curl -s -b admin.jar -o page -w "%{http_code}" -F "csrf=$token" -F "archive=@big.mbox" "$url/upload")" 413 &&
	expect_eq "$(ls "$SCHEDLORE_VAR/uploads" | grep -c part)" 0
'

expect 'logout ends the session; an expired session is no session' '
	curl -s -b admin.jar -o form.html "$url/" && token=$(web_csrf form.html) &&
	expect_eq "$(curl -s -b admin.jar -c admin.jar -o /dev/null -w "%{http_code}" --data "csrf=$token" "$url/logout")" 303 &&
	expect_eq "$(curl -s -b admin.jar -o /dev/null -w "%{http_code}" "$url/upload")" 403 &&
	expect_eq "$(sql "SELECT count(*) FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.name = '"'"'root'"'"'")" 0 &&
	sql "UPDATE sessions SET expires_at = now() - interval '"'"'1 second'"'"'" >/dev/null &&
	! curl -s -b member.jar "$url/" | grep -q "reader (member)"
'

web_stop

expect 'with --tls-cert and --tls-key it serves HTTPS, and cookies get Secure' '
	openssl req -x509 -newkey rsa:2048 -nodes -keyout key.pem -out cert.pem -days 1 \
		-subj /CN=localhost >/dev/null 2>&1 &&
	tport=$(free_port) &&
	{ schedlore serve --port "$tport" --tls-cert cert.pem --tls-key key.pem >tls.log 2>&1 & tpid=$!; } &&
	i=0; until curl -sk -o /dev/null "https://127.0.0.1:$tport/static/style.css"; do
		i=$((i + 1)); [ $i -lt 100 ] || { cat tls.log; kill $tpid; exit 1; }; sleep 0.05; done
	s=$(curl -sk -D h -o page -w "%{http_code}" "https://127.0.0.1:$tport/login")
	kill $tpid; wait $tpid 2>/dev/null
	expect_eq "$s" 200 && grep -i "^Set-Cookie: sl_csrf=" h | grep -qi "Secure" &&
	grep -qi "^Strict-Transport-Security:" h && grep -q "name=\"csrf\"" page
'

# A database of the test's own, to take away and bring back.
own_port=$(free_port)
own() { env -u SCHEDLORE_DB SCHEDLORE_VAR="$TEST_TMP/own" SCHEDLORE_PG_PORT=$own_port SCHEDLORE_PG_FAST=1 schedlore db "$1"; }

expect 'when PostgreSQL goes away the server answers 503, and recovers by itself' '
	own start >own.log 2>&1 &&
	conn=$(own conninfo) &&
	SCHEDLORE_DB="$conn" schedlore import --quiet "$TOP/tests/fixtures/web-hostile.mbox" &&
	SCHEDLORE_DB="$conn" web_start --timeout 3 &&
	expect_eq "$(get "/$L/$MID/")" 200 &&
	own stop >>own.log 2>&1 &&
	expect_eq "$(get "/$L/$MID/")" 503 && grep -qi "^Retry-After:" head && xmllint --noout page &&
	expect_eq "$(get /api/lists)" 503 && grep -q "\"error\": *503" page &&
	expect_eq "$(get /static/style.css)" 200 &&
	own start >>own.log 2>&1 &&
	expect_eq "$(get "/$L/$MID/")" 200
'
web_stop
own stop >/dev/null 2>&1

done_testing
