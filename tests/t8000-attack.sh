#!/bin/sh
# t8000-attack.sh: attacks on the server and importer are refused, and nothing stored changes
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/browser.sh"
. "$TOP/tests/lib/web.sh"
. "$TOP/tests/lib/keys.sh"

# Each case: the attack, the refusal it must meet, and a dump of everything
# stored by natural keys (tests/lib/keys.sh) equal before and after.
L=attack-test
export SCHEDLORE_VAR="$TEST_TMP/var"
mkdir -p "$SCHEDLORE_VAR"
schedlore import --quiet "$TOP/tests/fixtures/attack.mbox" || exit 1
schedlore import --quiet "$TOP/tests/fixtures/web-hostile.mbox" || exit 1
printf 'attack-pass-1\n' >pw
schedlore user add root --role admin --password-file pw >/dev/null || exit 1
web_start --max-upload 4 || exit 1

keys_dump "$SCHEDLORE_DB" >before.keys || exit 1
# sessions are counted apart: logging in (to attack) makes them
unchanged() {
	keys_dump "$SCHEDLORE_DB" | grep -v "^sessions|" >after.keys &&
	grep -v "^sessions|" before.keys | diff - after.keys
}
status() { # curl args...: prints the status code only
	curl -s --path-as-is -o body -w '%{http_code}' "$@"
}

# A logged-in admin: the session cookie and its CSRF token.
login() {
	rm -f jar
	curl -s -c jar -o login.html "$url/login" &&
	anon=$(awk '$6 == "sl_csrf" { print $7 }' jar) &&
	curl -s -b jar -c jar -o /dev/null -d "csrf=$anon&name=root&password=attack-pass-1" "$url/login" &&
	session=$(awk '$6 == "sl_session" { print $7 }' jar) && test -n "$session" &&
	curl -s -b jar -o upload.html "$url/upload" &&
	csrf=$(sed -n 's/.*name="csrf" value="\([0-9a-f]*\)".*/\1/p' upload.html | head -n 1) && test -n "$csrf"
}

## Stored XSS, in Chromium
expect 'Chromium, node and the browser test driver are installed' 'browser_ready'

MID1=xss.1%40attack.example
MID2=xss.2%40attack.example
# GMime reads <"><script>...@attack.example> as the Message-ID '"'
MID3=%22
cat >xss.json <<JSON
[{"name": "post (subject, names, addresses, body, markdown)", "path": "/$L/$MID1/",
  "shows": ["__pwned=1", "__pwned=4", "__pwned=5", "__pwned=6", "__pwned=7", "__pwned=9"]},
 {"name": "post (HTML part, attachment names, address)", "path": "/$L/$MID2/", "shows": ["__pwned=12"]},
 {"name": "post (Message-ID, encoded words)", "path": "/$L/$MID3/", "shows": ["__pwned=20", "__pwned=21", "__pwned=22"]},
 {"name": "thread", "path": "/$L/$MID1/T/", "shows": ["__pwned=4"]},
 {"name": "list", "path": "/$L/", "shows": ["__pwned=4"]},
 {"name": "list month", "path": "/$L/?month=2007-10", "shows": ["__pwned=4"]},
 {"name": "search", "path": "/search?q=ULE", "shows": ["__pwned"]},
 {"name": "search echoing the query", "path": "/search?q=%3Cscript%3Ewindow.__pwned%3D30%3C%2Fscript%3E", "shows": ["__pwned=30"]},
 {"name": "digest week", "path": "/digest/$L/2007-W42", "shows": ["__pwned"]},
 {"name": "digest weeks", "path": "/digest/$L/"},
 {"name": "raw", "path": "/$L/$MID1/raw", "shows": ["__pwned=6"]},
 {"name": "home", "path": "/"},
 {"name": "compare", "path": "/compare"},
 {"name": "systems (CPU model from mail)", "path": "/systems"},
 {"name": "post with a ministat of hostile labels", "path": "/$L/xss.4%40attack.example/", "shows": ["__pwned=40", "__pwned=41", "__pwned=42", "__pwned=43"]},
 {"name": "web-hostile post", "path": "/web-test/a%2Fb%25c%2Bd%23e@hostile.example/"}]
JSON
# chart labels: every series extracted from the hostile posts, its page, and its strip
# chart where it has one (a series of one figure has none: its page says so)
sql "SELECT s.id || ' ' || (s.summary IS NOT NULL OR (SELECT count(*) FROM samples p WHERE p.series = s.id) >= 2)
	FROM series s JOIN messages m ON m.id = s.message WHERE m.message_id LIKE '%@attack.example'" |
python3 -c '
import json, sys
pages = json.load(open("xss.json"))
for line in sys.stdin.read().splitlines():
    i, chart = line.split()
    pages += [{"name": "series " + i, "path": "/series/" + i}]
    if chart == "t":
        pages += [{"name": "chart of " + i, "path": "/chart/series.svg?id=" + i}]
json.dump(pages, open("xss.json", "w"), indent=1)'
expect 'stored XSS through every mail field: nothing runs in Chromium, every payload shows as text' '
	browser_run xss.js "$url" xss.json
' 3>&1

expect 'the Atom feeds are well-formed and carry the payloads as text only' '
	for p in "/$L/new.atom" "/digest/$L/atom"; do
		test "$(status "$url$p")" = 200 && xmllint --noout body &&
		! grep -q "<script\|<img\|<svg\|<iframe" body || { echo "$p"; exit 1; }
		cp body "$(basename "$p")"
	done
	grep -q "__pwned" new.atom
'

expect 'JSON API answers carry the payloads as JSON strings, never as HTML' '
	test "$(status -D hdr "$url/api/$L/$MID1/")" = 200 &&
	grep -qi "^content-type: application/json" hdr && python3 -c "import json,sys; json.load(open(\"body\"))"
'

expect 'XSS: nothing stored changed' 'unchanged'

## CSRF on every POST route of server/route.c
# (agent routes take a bearer token, not a session: they are attacked below)
posts=$(grep -v '"agent" }' "$TOP/server/route.c" | sed -n 's/^[[:space:]]*{ "\([^"*]*\)".*POST.*/\1/p')
expect 'the route table has POST routes to attack' 'echo "$posts"; test -n "$posts"'
for p in $posts; do
	expect "CSRF: POST $p without a token, with a forged one and cross-site is refused (403)" '
		login &&
		test "$(status -b jar -d "name=root&password=attack-pass-1&list=x" "$url$p")" = 403 &&
		grep -q "CSRF" body &&
		test "$(status -b jar -d "csrf=$(printf "%064d" 0)&name=root&password=attack-pass-1" "$url$p")" = 403 &&
		test "$(status -b jar -H "Origin: http://evil.example" -F "csrf=$anon" -F "archive=@$TOP/tests/fixtures/attack.mbox" "$url$p")" = 403 &&
		curl -s -b jar -o still.html "$url/upload" && grep -q "Import an archive" still.html &&
		unchanged
	'
done

## Agents: a forged, a missing and a malformed token
agents=$(sed -n 's/^[[:space:]]*{ "\([^"]*\)".*POST.*"agent" }.*/\1/p' "$TOP/server/route.c" | sed 's|\*|1/complete|')
expect 'every agent route refuses a forged, a missing and a malformed token (401), nothing changed' '
	test -n "$agents" && echo "agent routes: $agents"
	for p in $agents; do
		for h in "Authorization: Bearer $(printf "%064d" 5)" "X-None: 1" "Authorization: Bearer ../../etc" "Authorization: Basic cm9vdDp4"; do
			s=$(status -H "$h" -H "Content-Type: application/json" -d "{\"agent\": \"evil:1\", \"task\": 1, \"attempt\": 1, \"runs\": []}" "$url$p")
			test "$s" = 401 || { echo "$p with $h: $s"; exit 1; }
		done
	done
	unchanged
'

## Session fixation
expect 'session fixation: a session token planted before login is not the one after, and grants nothing' '
	planted=$(printf "%064d" 7 | tr 0 a) &&
	rm -f jar && curl -s -c jar -o login.html "$url/login" &&
	anon=$(awk "\$6 == \"sl_csrf\" { print \$7 }" jar) &&
	curl -s -D hdr -b "sl_csrf=$anon; sl_session=$planted" -o /dev/null \
		-d "csrf=$anon&name=root&password=attack-pass-1" "$url/login" &&
	got=$(sed -n "s/^Set-Cookie: sl_session=\([0-9a-f]*\);.*/\1/ip" hdr | tr -d "\r") &&
	test -n "$got" && test "$got" != "$planted" &&
	test "$(status -b "sl_session=$planted" "$url/upload")" = 403 &&
	test "$(status -b "sl_session=$got" "$url/upload")" = 200
'
# keep the planted-login session count out of the later comparisons
keys_dump "$SCHEDLORE_DB" >before.keys

expect 'a wrong password is refused (403) and makes no session' '
	rm -f jar && curl -s -c jar -o /dev/null "$url/login" &&
	anon=$(awk "\$6 == \"sl_csrf\" { print \$7 }" jar) &&
	n=$(sql "SELECT count(*) FROM sessions") &&
	test "$(status -b jar -d "csrf=$anon&name=root&password=wrong" "$url/login")" = 403 &&
	expect_eq "$(sql "SELECT count(*) FROM sessions")" "$n" && unchanged
'

## Path traversal
expect 'path traversal on /static and /raw is refused and leaks no file' '
	for p in "/static/../../../../etc/passwd" "/static/..%2f..%2f..%2fetc%2fpasswd" \
		 "/static/%2e%2e/%2e%2e/Makefile" "/static/....//....//etc/passwd" "/static/%00../Makefile" \
		 "/$L/..%2f..%2f..%2fetc%2fpasswd/raw" "/..%2f..%2fetc/passwd/raw" "/$L/$MID1/..%2f..%2fraw" \
		 "/static/..%5c..%5cetc%5cpasswd" "/static/%252e%252e/%252e%252e/etc/passwd"; do
		s=$(status "$url$p")
		case "$s" in 400|404|301) ;; *) echo "$p: $s"; exit 1 ;; esac
		! grep -q "root:x:0:0\|^PKGS :=" body || { echo "$p leaked a file"; exit 1; }
	done
	unchanged
'

## Oversized requests
expect 'oversized headers are refused (431 or the connection closed), the server keeps serving' '
	{ printf "X-Big: "; head -c 200000 /dev/zero | tr "\0" a; echo; } >big.hdr
	s=$(status -H @big.hdr "$url/" || true)
	case "$s" in 431|413|400|000) ;; *) echo "status $s"; exit 1 ;; esac
	test "$(status "$url/")" = 200
'

expect 'an oversized form field (1 MB) and an oversized upload (5 MB over a 4 MB limit) are refused (413)' '
	login &&
	{ printf "name="; head -c 1048576 /dev/zero | tr "\0" a; } >big.field &&
	test "$(status -b jar --data-binary "@big.field" -H "Content-Type: application/x-www-form-urlencoded" "$url/login")" = 413 &&
	head -c 5242880 /dev/urandom >big.mbox &&
	s=$(status -b jar -F "csrf=$csrf" -F "archive=@big.mbox" "$url/upload") &&
	{ test "$s" = 413 || { echo "status $s"; exit 1; }; } &&
	test -z "$(ls "$SCHEDLORE_VAR/uploads" 2>/dev/null | grep "\.part$")" &&
	unchanged
'

expect 'a form of more distinct fields than a request holds (70) is refused (413), not acted on in part' '
	login &&
	form="csrf=$csrf" && for i in $(seq 1 70); do form="$form&f$i=x"; done &&
	s=$(status -b jar --data "$form" "$url/jobs/new") &&
	{ test "$s" = 413 || { echo "status $s"; exit 1; }; } &&
	unchanged
'

## SQL metacharacters in every parameter
args=$(grep -ho 'req_arg[a-z_]*(r, "[a-z_]*"' "$TOP"/server/*.c | sed 's/.*"\(.*\)"/\1/' | sort -u)
expect 'SQL metacharacters in every query parameter, list and Message-ID: no 500, nothing changed' '
	test -n "$args" && echo "parameters: $args"
	for v in "%27" "%27%3B%20DROP%20TABLE%20messages%3B--" "1%27%20OR%20%271%27%3D%271" "%5C" "%22" \
		 "%25" "_" "%00" "1%3B%20SELECT%20pg_sleep(5)" "%E2%80%99" "%27%29%29--"; do
		for a in $args; do
			for p in "/search" "/$L/" "/api/search" "/api/$L/" "/digest/$L/" "/compare" "/api/compare"; do
				s=$(status --max-time 4 "$url$p?$a=$v")
				case "$s" in 200|400|404) ;; *) echo "$p?$a=$v: $s"; exit 1 ;; esac
			done
		done
		for p in "/$v/" "/$L/$v/" "/$L/$v/raw" "/$L/$v/T/" "/api/$L/$v/" "/digest/$L/$v"; do
			s=$(status --max-time 4 "$url$p")
			case "$s" in 200|301|400|404) ;; *) echo "$p: $s"; exit 1 ;; esac
		done
	done
	unchanged
'

## Upload bombs and deep structures
expect 'a gzip bomb upload (1 GB of zeros in 1 MB) is refused; nothing stored changed, nothing left on disk' '
	login &&
	head -c 1073741824 /dev/zero | gzip -9 >bomb.mbox.gz && ls -l bomb.mbox.gz &&
	curl -s -b jar -o /dev/null -D hdr -F "csrf=$csrf" -F "archive=@bomb.mbox.gz" "$url/upload" &&
	loc=$(sed -n "s/^Location: \(.*\)/\1/ip" hdr | tr -d "\r") && test -n "$loc" &&
	n=0; while curl -s -b jar "$url$loc" | grep -q "id=\"status\">\(starting\|running\)"; do n=$((n + 1)); test $n -lt 120; sleep 0.5; done
	curl -s -b jar "$url$loc" >status.html && grep "failed: .*gzip bomb" status.html &&
	du -sk "$SCHEDLORE_VAR/uploads" && test "$(du -sk "$SCHEDLORE_VAR/uploads" | cut -f1)" -lt 300000 &&
	unchanged
'

expect 'a 10,000-deep MIME nest imports without a crash, in bounded time and memory' '
	python3 - >deep.mbox <<PY
n = 10000
print("From deep@example.org Mon Oct 15 12:00:00 2007")
print("Message-ID: <deep.1@attack.example>\nDate: Mon, 15 Oct 2007 12:00:00 +0000")
print("From: deep@example.org\nSubject: deep\nList-Id: <deep-test.example.org>\nMIME-Version: 1.0")
for i in range(n):
    print("Content-Type: multipart/mixed; boundary=\"b%d\"\n\n--b%d" % (i, i))
print("Content-Type: text/plain\n\nthe bottom")
for i in reversed(range(n)):
    print("--b%d--" % i)
PY
	set +e; timeout 120 /usr/bin/time -f %M -o rss schedlore import --json deep.mbox >deep.out 2>deep.err; rc=$?; set -e
	cat deep.out; tail -n 3 deep.err; echo "peak RSS $(tail -n 1 rss) KB"
	test $rc -eq 0 || test $rc -eq 1; test "$(tail -n 1 rss)" -lt 1048576
	test "$(sql "SELECT count(*) FROM messages WHERE message_id = '"'"'deep.1@attack.example'"'"'")" -le 1
'
keys_dump "$SCHEDLORE_DB" >before.keys

expect 'a billion-laughs entity bomb in a web-archive page imports in bounded time and memory, unexpanded' '
	{ echo "<?xml version=\"1.0\"?>"
	  echo "<!DOCTYPE lolz [<!ENTITY lol \"lol\">"
	  i=1; prev=lol; while [ $i -le 9 ]; do
		printf "<!ENTITY lol%d \"" $i; for k in 1 2 3 4 5 6 7 8 9 10; do printf "&%s;" $prev; done; echo "\">"
		prev=lol$i; i=$((i + 1)); done
	  echo "]>"
	  echo "<html><head><title>[Freebsd-current] laughs</title></head><body><h1>[Freebsd-current] laughs</h1>"
	  echo "<b>attacker</b> <a href=\"mailto:a@example.org\">a at example.org</a><br><i>Mon Oct 15 12:00:00 2007</i>"
	  echo "<pre>&lol9; ULE: 3:39.20 and 4BSD: 3:25.56</pre></body></html>"; } >laughs.html &&
	set +e; timeout 60 /usr/bin/time -f %M -o rss schedlore import --json laughs.html >laughs.out 2>laughs.err; rc=$?; set -e
	cat laughs.out; tail -n 3 laughs.err; echo "peak RSS $(tail -n 1 rss) KB"
	test $rc -eq 0 || test $rc -eq 1; test "$(tail -n 1 rss)" -lt 1048576
	test "$(sql "SELECT coalesce(max(length(body)), 0) FROM messages")" -lt 1000000
'

expect 'after every attack the server still serves' 'test "$(status "$url/")" = 200'

web_stop
done_testing
