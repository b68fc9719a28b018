#!/bin/sh
# t3400-web-cache.sh: anonymous pages are kept and served again; any change to the data drops them
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/web.sh"

export SCHEDLORE_VAR="$TEST_TMP/var"
mkdir -p "$SCHEDLORE_VAR"
python3 "$TOP/tests/lib/mkmbox.py" --count 30 --seed 7 gen.mbox
schedlore import --quiet --list cache-test gen.mbox
MID=$(sql "SELECT message_id FROM messages ORDER BY message_id LIMIT 1")
P="/cache-test/$MID/"
web_start || exit 1

page() { curl -s "$url$1"; }
# a change the cache cannot hear of: the notify triggers do not fire for a replica role
quiet_update() {
	psql -X -q -v ON_ERROR_STOP=1 "$SCHEDLORE_DB" -c "SET session_replication_role = replica" \
		-c "UPDATE messages SET subject = '$1' WHERE message_id = '$MID'"
}
# wait up to 3 s for PATH to hold TEXT
eventually() {
	i=0
	until page "$1" | grep -q "$2"; do
		i=$((i + 1)); [ $i -lt 60 ] || { echo "never saw '$2' in $1"; return 1; }
		sleep 0.05
	done
}

expect 'a page is kept: a change made without notification is not seen' '
	page "$P" >first && grep -q "<title>" first &&
	quiet_update "Kept-subject-one" &&
	page "$P" >second && ! grep -q Kept-subject-one second && cmp first second
'

expect 'a visitor with a session cookie gets the page from the database' '
	curl -s -H "Cookie: sl_session=0000" "$url$P" | grep -q Kept-subject-one
'

expect 'a notification drops kept pages' '
	sql "SELECT pg_notify('"'"'schedlore_cache'"'"', '"'"''"'"')" >/dev/null &&
	eventually "$P" Kept-subject-one
'

expect 'an UPDATE through the triggers drops kept pages' '
	page "$P" | grep -q Kept-subject-one &&
	sql "UPDATE messages SET subject = '"'"'Kept-subject-two'"'"' WHERE message_id = '"'"'$MID'"'"'" &&
	eventually "$P" Kept-subject-two
'

expect 'an import drops kept pages: the home page and the list show the new list' '
	page / >home1 && ! grep -q fresh-list home1 &&
	python3 "$TOP/tests/lib/mkmbox.py" --count 3 --seed 99 new.mbox &&
	schedlore import --quiet --list fresh-list new.mbox &&
	eventually / fresh-list
'

expect 'the query string is part of the key' '
	a=$(page "/search?q=ULE" | md5sum) && b=$(page "/search?q=nothing-matches-this" | md5sum) &&
	[ "$a" != "$b" ]
'

expect 'the login form is never kept: each visitor gets a CSRF cookie of its own' '
	c1=$(curl -s -D - -o /dev/null "$url/login" | grep -i "^Set-Cookie: sl_csrf") &&
	c2=$(curl -s -D - -o /dev/null "$url/login" | grep -i "^Set-Cookie: sl_csrf") &&
	[ -n "$c1" ] && [ "$c1" != "$c2" ]
'

expect 'errors are not kept' '
	expect_eq "$(curl -s -o /dev/null -w "%{http_code}" "$url/cache-test/no-such-mid@x/")" 404 &&
	sql "SELECT 1" >/dev/null
'

expect 'with --cache-mb 0 every page comes from the database' '
	web_stop && web_start --cache-mb 0 &&
	page "$P" | grep -q Kept-subject-two &&
	quiet_update "Kept-subject-three" &&
	page "$P" | grep -q Kept-subject-three
'

expect 'a lost LISTEN connection drops kept pages (notifications may have been missed)' '
	web_stop && web_start &&
	page "$P" | grep -q Kept-subject-three &&
	psql -X -q "$SCHEDLORE_DB" -c "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE application_name = '"'"'schedlore-cache'"'"'" >/dev/null &&
	quiet_update "Kept-subject-four" &&
	eventually "$P" Kept-subject-four
'
done_testing
