#!/bin/sh
# t3020-web-browser.sh: every page type in headless Chromium, hostile mail inert, login, CSRF, upload
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/browser.sh"
. "$TOP/tests/lib/web.sh"

L=web-test
MID='a%2Fb%25c%2Bd%23e@hostile.example'
REPLY='reply.1@hostile.example'
shots="$TOP/build/screenshots"
export SCHEDLORE_VAR="$TEST_TMP/var"
mkdir -p "$SCHEDLORE_VAR" "$shots"

expect 'Chromium, node and the browser test driver are installed' 'browser_ready'

schedlore import --quiet "$TOP/tests/fixtures/web-hostile.mbox"
python3 "$TOP/tests/lib/mkmbox.py" --count 30 --seed 4 gen.mbox
schedlore import --quiet gen.mbox
python3 "$TOP/tests/lib/mkmbox.py" --count 8 --seed 21 up.mbox
printf "From c@d Mon Jan  1 00:00:00 2007\nthis is not a header\n\nbody\n\n" >>up.mbox
printf 'browser-pass-1\n' >pw
schedlore user add root --role admin --password-file pw >/dev/null
web_start || exit 1

cat >pages.json <<JSON
[{"name": "home", "path": "/", "status": 200},
 {"name": "list", "path": "/$L/", "status": 200},
 {"name": "list-month", "path": "/freebsd-current/?month=2007-01", "status": 200},
 {"name": "post-hostile", "path": "/$L/$MID/", "status": 200},
 {"name": "post-reply", "path": "/$L/$REPLY/", "status": 200},
 {"name": "thread", "path": "/$L/$REPLY/T/", "status": 200},
 {"name": "search", "path": "/search?q=ULE+faster", "status": 200},
 {"name": "login", "path": "/login", "status": 200},
 {"name": "forbidden", "path": "/upload", "status": 403},
 {"name": "not-found", "path": "/no-such-list/", "status": 404}]
JSON

expect 'the browser run completed' '
	browser_run check.js "$url" "$shots" root browser-pass-1 "$TEST_TMP/up.mbox" pages.json
' 3>&1

expect 'screenshots were written for a person to look at' '
	test -s "$shots/home.png" && test -s "$shots/post-hostile.png" && test -s "$shots/upload-done.png"
'

web_stop
done_testing
