#!/bin/sh
# t3000-web-render.sh: every page type through 'schedlore render': status, escaping, well-formed XML
. "$TOP/tests/lib/test.sh"

L=web-test
# <a/b%c+d#e@hostile.example>, percent-encoded as one path word
MID='a%2Fb%25c%2Bd%23e@hostile.example'
REPLY='reply.1@hostile.example'

render() { schedlore render "$@"; }

expect 'the hostile fixture and a generated archive import' '
	schedlore import --quiet "$TOP/tests/fixtures/web-hostile.mbox" &&
	python3 "$TOP/tests/lib/mkmbox.py" --count 60 --seed 3 gen.mbox &&
	schedlore import --quiet gen.mbox &&
	expect_eq "$(sql "SELECT count(*) FROM messages")" 62
'

# Every page type: status 200 (or the stated one) and well-formed XML.
check_page() { # PATH WANT_STATUS
	set +e; render --status "$1" >page.html 2>status; rc=$?; set -e
	expect_eq "$(tail -n 1 status)" "$2" && xmllint --noout page.html
}

expect 'home page' 'check_page / 200 && grep -q "href=\"/$L/\"" page.html && grep -q freebsd-current page.html'
expect 'list page' 'check_page /$L/ 200 && grep -q "2007-10" page.html && grep -q "participants" page.html'
expect 'list page of a month' 'check_page "/freebsd-current/?month=2007-01" 200 && grep -q "aria-current=\"page\">01<" page.html'
expect 'post page of a Message-ID with / % + # and a space' '
	check_page "/$L/$MID/" 200 &&
	grep -q "a/b%c+d#e@hostile.example" page.html &&
	grep -q "href=\"/$L/$MID/raw\"" page.html &&
	grep -q "href=\"/$L/$MID/T/\"" page.html &&
	grep -q "href=\"/$L/$MID/t.mbox.gz\"" page.html
'
expect 'thread page' 'check_page "/$L/$REPLY/T/" 200 && grep -q "<code>In-Reply-To: &lt;a/b%c+d#e@hostile.example&gt;</code>" page.html'
cat >chain.mbox <<'MBOX'
From b@x Tue Oct 16 10:00:00 2007
Message-ID: <chain.b@x>
References: <missing.root@x>
In-Reply-To: <missing.root@x>
Date: Tue, 16 Oct 2007 10:00:00 +0000
From: B <b@x>
Subject: Re: lost root

b

From c@x Tue Oct 16 11:00:00 2007
Message-ID: <chain.c@x>
References: <missing.root@x> <chain.b@x>
In-Reply-To: <chain.b@x>
Date: Tue, 16 Oct 2007 11:00:00 +0000
From: C <c@x>
Subject: Re: lost root

c

From e@x Wed Oct 17 10:00:00 2007
Message-ID: <orphan.e@x>
Date: Wed, 17 Oct 2007 10:00:00 +0000
From: E <e@x>
Subject: Orphan topic

e

From d@x Wed Oct 17 12:00:00 2007
Message-ID: <orphan.d@x>
Date: Wed, 17 Oct 2007 12:00:00 +0000
From: D <d@x>
Subject: Re: Orphan topic

d
MBOX

expect 'thread page: placeholders, depth, and the subject rule come from the threading tables' '
	schedlore import --quiet --list $L chain.mbox &&
	check_page "/$L/chain.c@x/T/" 200 &&
	grep -q "&lt;missing.root@x&gt; <span class=\"meta\">referenced, but not in this archive" page.html &&
	render "/api/$L/chain.c@x/T/" | python3 -c "import json,sys; m=json.load(sys.stdin)[\"messages\"]; assert [(x[\"message_id\"], x[\"depth\"], x[\"missing\"]) for x in m] == [(\"missing.root@x\", 0, True), (\"chain.b@x\", 1, False), (\"chain.c@x\", 2, False)], m" &&
	check_page "/$L/orphan.d@x/T/" 200 &&
	grep -q "no reply headers: placed by its subject <q>orphan topic</q>" page.html
'

expect 'search page' 'check_page "/search?q=ULE" 200 && grep -q "<mark>" page.html'
expect 'login page' 'check_page /login 200 && grep -q "name=\"csrf\"" page.html'
expect 'the upload page is a clear 403 for a visitor' 'check_page /upload 403 && grep -q "Forbidden" page.html && grep -q "/login" page.html'
expect 'an unknown list is a 404 page' 'check_page /no-such-list/ 404 && grep -q "no list of that name" page.html'
expect 'an unknown Message-ID is a 404 page' 'check_page "/$L/nobody%40nowhere/" 404'
expect 'Atom feed' 'check_page "/$L/new.atom" 200 && grep -q "<feed xmlns=\"http://www.w3.org/2005/Atom\">" page.html &&
	expect_eq "$(grep -c "<entry>" page.html)" 6'

expect 'subject, sender and body of a hostile post are text, never markup' '
	render "/$L/$MID/" >page.html &&
	! grep -qi "<script" page.html && ! grep -qi "<img" page.html &&
	! grep -q "<a href=\"javascript" page.html &&
	grep -q "&lt;script&gt;alert(&#39;subject&#39;)&lt;/script&gt;" page.html &&
	grep -q "&lt;img src=x onerror=alert(2)&gt;" page.html &&
	grep -q "&lt;a href=&quot;javascript:alert(3)&quot;&gt;" page.html
'

expect 'the hostile post stays inert in the thread, search, list and feed too' '
	for p in "/$L/$REPLY/T/" "/$L/$MID/T/" "/search?q=alert" "/$L/" / "/$L/new.atom"; do
		render "$p" >page.html
		if grep -qi "<script\|<img" page.html; then echo "markup leaked on $p"; exit 1; fi
	done
'

expect 'quote levels are marked and quoted text folds on the thread page' '
	render "/$L/$REPLY/" >page.html &&
	grep -q "<span class=\"q q1\">&gt; ULE: 3:39.20" page.html &&
	grep -q "<span class=\"q q2\">&gt;&gt;   -j4   1072.64   1047.00</span>" page.html &&
	render "/$L/$REPLY/T/" >page.html && grep -q "<details class=\"quote\">" page.html
'

# The reply's armour line has no signature block: the importer calls it unsigned (t1300: each status).
expect 'PGP status is shown and never claims a verified signature' '
	render "/$L/$REPLY/" >page.html && grep -q "<th>PGP</th><td>not signed" page.html &&
	render "/$L/$MID/" >page.html && grep -q "<th>PGP</th><td>not signed" page.html
'

expect '/raw is the stored bytes as text/plain' '
	render "/$L/$MID/raw" >raw.txt &&
	sql "SELECT encode(raw, '"'"'hex'"'"') FROM messages WHERE message_id = '"'"'a/b%c+d#e@hostile.example'"'"'" >want.hex &&
	expect_eq "$(od -An -v -tx1 raw.txt | tr -d " \n")" "$(cat want.hex)" &&
	render --headers "/$L/$MID/raw" | head -n 2 | grep -q "Content-Type: text/plain; charset=utf-8"
'

expect 't.mbox.gz holds the thread, From_ lines escaped' '
	render "/$L/$REPLY/t.mbox.gz" >t.mbox.gz &&
	gzip -dc t.mbox.gz >t.mbox &&
	expect_eq "$(grep -c "^From " t.mbox)" 2 &&
	grep -q "^>\+From a line that needs escaping" t.mbox && ! grep -q "^From a line" t.mbox &&
	schedlore import --json --list check t.mbox >out && grep -q "\"duplicate\":2" out
'

expect 'a path word is decoded once: + stays +, %2B is +, a raw / splits' '
	check_page "/$L/a%2Fb%25c+d%23e@hostile.example/" 200 &&
	check_page "/$L/a/b%25c%2Bd%23e@hostile.example/" 404
'

# The importer never stores a Message-ID with a space (it makes a content
# id), but the pages must serve any stored id: put one in by hand.
expect 'a Message-ID with a space and every other special character is served' '
	sql "INSERT INTO messages (message_id, subject, body, raw, raw_sha256) VALUES ('"'"'sp ace/+%#?&@x'"'"', '"'"'spaced'"'"', '"'"'b'"'"', '"'"'\\x41'"'"', '"'"'x'"'"');
	     INSERT INTO message_lists SELECT m.id, l.id FROM messages m, lists l WHERE m.message_id = '"'"'sp ace/+%#?&@x'"'"' AND l.name = '"'"'$L'"'"'" &&
	check_page "/$L/" 200 &&
	render "/$L/?month=undated" >list.html && grep -q "href=\"/$L/sp%20ace%2F%2B%25%23%3F%26@x/T/\"" list.html &&
	check_page "/$L/sp%20ace%2F%2B%25%23%3F%26@x/" 200 && grep -q "spaced" page.html &&
	expect_eq "$(render "/$L/sp%20ace%2F%2B%25%23%3F%26@x/raw")" A
'

expect 'a path word holding %00 names nothing' '
	check_page "/$L/reply.1@hostile.example%00junk/" 404
'

expect 'a link without its last slash is redirected, as public-inbox does' '
	set +e; render --headers "/$L/$REPLY" >out 2>/dev/null; set -e
	grep -q "^HTTP/1.1 301" out && grep -q "^Location: /$L/$REPLY/" out
'

expect 'reserved first path words are never lists' '
	check_page /search/ 404 &&
	set +e; sql "INSERT INTO lists (name) VALUES ('"'"'search'"'"')" 2>err; rc=$?; set -e
	test "$rc" -ne 0 && grep -q lists_name_not_reserved err
'

expect 'search filters by list and year, and pages' '
	render "/api/search?q=faster" >all.json &&
	total=$(python3 -c "import json,sys; print(json.load(open(\"all.json\"))[\"total\"])") &&
	test "$total" -gt 20 &&
	render "/api/search?q=faster&list=$L" >l.json &&
	expect_eq "$(python3 -c "import json; d=json.load(open(\"l.json\")); print(d[\"total\"], {r[\"list\"] for r in d[\"results\"]})")" "2 {'"'"'$L'"'"'}" &&
	render "/api/search?q=faster&year=2006" >y.json &&
	python3 -c "import json; d=json.load(open(\"y.json\")); assert all(r[\"date\"].startswith(\"2006\") for r in d[\"results\"]), d" &&
	render "/search?q=faster" >p1.html && grep -q "page=2\">next</a>" p1.html &&
	render "/api/search?q=faster&page=2" >p2.json &&
	python3 -c "import json; d=json.load(open(\"p2.json\")); assert d[\"page\"] == 2 and len(d[\"results\"]) == min(20, d[\"total\"] - 20), d"
'

expect 'search highlights the matches, escaped' '
	render "/api/search?q=faster&list=$L" >s.json &&
	python3 -c "import json; d=json.load(open(\"s.json\")); assert any(s.get(\"match\") for r in d[\"results\"] for s in r[\"snippet\"]), d" &&
	render "/search?q=faster&list=$L" >s.html && ! grep -qi "<img\\|<script" s.html && grep -q "<mark>faster</mark>" s.html
'

expect 'the JSON API answers for every page with what the page shows' '
	render /api/lists | python3 -c "import json,sys; d=json.load(sys.stdin); assert d[\"messages\"] >= 62 and d[\"recent_threads\"], d" &&
	render "/api/$L/" | python3 -c "import json,sys; d=json.load(sys.stdin); assert d[\"list\"] == \"$L\" and d[\"threads\"][0][\"messages\"] >= 1, d" &&
	render "/api/$L/$MID/" | python3 -c "import json,sys; d=json.load(sys.stdin); assert d[\"message_id\"] == \"a/b%c+d#e@hostile.example\" and \"<script>\" in d[\"subject\"], d" &&
	render "/api/$L/$REPLY/T/" | python3 -c "import json,sys; d=json.load(sys.stdin); m=d[\"messages\"]; assert len(m) == 2 and m[1][\"reason\"] == \"in-reply-to\" and m[1][\"depth\"] == 1, m" &&
	set +e; render "/api/$L/nobody%40x/" >e.json; set -e
	python3 -c "import json; d=json.load(open(\"e.json\")); assert d[\"error\"] == 404, d"
'

expect 'static files are served from static/ and nothing else' '
	check_page /static/style.css 200 2>/dev/null || true
	render /static/style.css | grep -q "prefers-color-scheme: dark" &&
	set +e
	render --status "/static/../Makefile" >/dev/null 2>s1
	render --status "/static/%2e%2e%2fMakefile" >/dev/null 2>s2
	render --status "/static/.." >/dev/null 2>s3
	set -e
	expect_eq "$(cat s1 s2 s3 | tr "\n" " ")" "404 404 404 "
'

expect 'schedlore user add hashes with argon2id and prints a generated password once' '
	schedlore user add alice --role admin >out &&
	grep -q "created admin user .alice. with password: [A-Za-z0-9]\{20\}$" out &&
	expect_eq "$(sql "SELECT pw_hash LIKE '"'"'\$argon2id\$%'"'"' FROM users WHERE name = '"'"'alice'"'"'")" t &&
	set +e; schedlore user add alice --role admin >out 2>err; rc=$?; set -e
	expect_eq "$rc" 1 && grep -q "exists already" err &&
	schedlore user add alice --role admin --if-missing >out && test ! -s out &&
	printf "s3cret-pass\n" >pw && schedlore user add bob --role member --password-file pw >out &&
	grep -q "created member user .bob.$" out &&
	set +e; schedlore user add carol --role root 2>/dev/null; rc=$?; set -e
	expect_eq "$rc" 2
'

done_testing
