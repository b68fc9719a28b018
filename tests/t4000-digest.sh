#!/bin/sh
# t4000-digest.sh: digests of generated mail: figures, formats, escaping, RFC 1153, MIME, empty weeks
. "$TOP/tests/lib/test.sh"

python3 "$TOP/tests/lib/mkmbox.py" --count 300 --seed 7 gen.mbox
schedlore import --quiet gen.mbox >/dev/null

# Hostile mail in week 2007-W42: a subject that is an HTML tag, a body with
# Markdown link and image syntax and raw HTML, a line of 30 hyphens, a reply
# and an undated follow-up in the same thread.
cat >hostile.mbox <<'MBOX'
From a@b Fri Oct 19 12:00:00 2007
Message-ID: <evil.1@example.org>
Date: Fri, 19 Oct 2007 12:00:00 +0000
From: Mallory <mallory@example.org>
To: freebsd-stable@freebsd.org
Subject: <img src=x onerror=alert(1)>
X-Junk: dropped from the text digest

[x](javascript:alert(1)) ![i](http://evil.example/i.png) <script>alert(2)</script> *not em* <b>bold</b>
------------------------------
last line

From c@d Sat Oct 20 08:00:00 2007
Message-ID: <evil.2@example.org>
In-Reply-To: <evil.1@example.org>
References: <evil.1@example.org>
Date: Sat, 20 Oct 2007 08:00:00 +0000
From: Kris Kennaway <kris@example.org>
Subject: Re: <img src=x onerror=alert(1)>

ULE is 12% faster here.

From e@f Sat Oct 20 09:00:00 2007
Message-ID: <evil.3@example.org>
In-Reply-To: <evil.2@example.org>
References: <evil.1@example.org> <evil.2@example.org>
From: Kris Kennaway <kris@example.org>
Subject: Re: <img src=x onerror=alert(1)>

An undated follow-up.

MBOX
schedlore import --quiet --list freebsd-stable hostile.mbox >/dev/null

week_count() { # LIST FROM TO: posts of LIST in [FROM, TO) UTC
	sql "SELECT count(*) FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list WHERE l.name = '$1' AND m.date >= '$2 00:00:00+00' AND m.date < '$3 00:00:00+00'"
}

expect 'the opening figures count the week as SQL does' '
	schedlore digest --list freebsd-current --week 2007-W01 >w01.md &&
	n=$(week_count freebsd-current 2007-01-01 2007-01-08) &&
	test "$n" -gt 0 &&
	grep -qx "| posts | $n |" w01.md &&
	grep -q "^Monday 2007-01-01 to Sunday 2007-01-07 (UTC): $n posts in " w01.md &&
	bytes=$(sql "SELECT sum(octet_length(raw)) FROM messages m WHERE m.date >= '"'2007-01-01'"' AND m.date < '"'2007-01-08'"'") &&
	grep -qx "| MB | $(awk -v b="$bytes" "BEGIN { printf \"%.2f\", b / 1e6 }") |" w01.md &&
	grep -qx "| average post (bytes) | $(awk -v b="$bytes" -v n="$n" "BEGIN { printf \"%d\", (b + int(n / 2)) / n }") |" w01.md
'

expect 'contributors and top posters come from the week' '
	c=$(sql "SELECT count(DISTINCT lower(from_name)) FROM messages WHERE date >= '"'2007-01-01'"' AND date < '"'2007-01-08'"'") &&
	grep -qx "| contributors | $c |" w01.md &&
	top=$(sql "SELECT from_name || '"' ('"' || count(*) || '"')'"' FROM messages WHERE date >= '"'2007-01-01'"' AND date < '"'2007-01-08'"' GROUP BY from_name ORDER BY count(*) DESC, from_name LIMIT 1") &&
	grep -q "^\*\*Top posters:\*\* $top" w01.md
'

expect 'every thread links to its archive page' '
	grep -q "](<http://localhost:8080/freebsd-current/[^>]*@gen.schedlore.test/T/>)" w01.md &&
	schedlore digest --list freebsd-current --week 2007-W01 --base-url https://archive.example >b.md &&
	grep -q "](<https://archive.example/freebsd-current/" b.md
'

expect 'the weeks of a year add up to the list' '
	total=0
	for w in 2006-W52 $(seq -f "2007-W%02g" 1 52); do
		n=$(schedlore digest --list freebsd-current --week $w | sed -n "s/^| posts | \([0-9,]*\) |$/\1/p" | tr -d ,)
		total=$((total + ${n:-0}))
	done
	expect_eq "$total" "$(sql "SELECT count(*) FROM messages WHERE message_id LIKE '"'%.7@gen.schedlore.test'"'")"
'

expect 'the HTML digest is well-formed (xmllint)' '
	schedlore digest --list freebsd-current --week 2007-W01 --format html -o w01.html &&
	xmllint --noout w01.html &&
	grep -q "<table>" w01.html && grep -q "<td align=\"right\">$(week_count freebsd-current 2007-01-01 2007-01-08)</td>" w01.html &&
	schedlore digest --list freebsd-current --week 2007-W01 --format html-fragment >frag.html &&
	xmllint --noout frag.html && head -n 1 frag.html | grep -qx "<div class=\"digest\">"
'

expect 'text from mail cannot inject markup into the HTML digest' '
	schedlore digest --list freebsd-stable --week 2007-W42 --format html >evil.html &&
	xmllint --noout evil.html &&
	! grep -qi "<img" evil.html && ! grep -qi "<script" evil.html && ! grep -q "<b>" evil.html &&
	! grep -qi "javascript:[^a]" evil.html && ! grep -q "href=\"javascript" evil.html &&
	! grep -q "<em>not" evil.html &&
	grep -q "&lt;img src=x onerror=alert(1)&gt;" evil.html &&
	grep -q "\[x\](javascript:alert(1))" evil.html &&
	grep -q "&lt;script&gt;alert(2)&lt;/script&gt;" evil.html
'

expect 'the Markdown escapes what came from mail' '
	schedlore digest --list freebsd-stable --week 2007-W42 >evil.md &&
	grep -q "\\\\<img src=x onerror=alert(1)\\\\>" evil.md &&
	grep -q "\\\\\[x\\\\\](javascript:alert(1))" evil.md &&
	! grep -q "[^\\\\]<img" evil.md
'

expect 'a thread digest holds the undated post of the thread' '
	schedlore digest --list freebsd-stable --thread "<evil.2@example.org>" >thread.md &&
	grep -q "^- undated, Kris Kennaway: " thread.md &&
	grep -q "^- 2007-10-19 12:00, Mallory: " thread.md &&
	grep -qx "| posts | 3 |" thread.md &&
	grep -q "/freebsd-stable/evil.3@example.org/" thread.md &&
	schedlore digest --list freebsd-stable --thread evil.3@example.org --format html | xmllint --noout -
'

expect 'the RFC 1153 digest has its separators, headers and trailer' '
	schedlore digest --list freebsd-stable --week 2007-W42 --format text --posts all >evil.txt &&
	grep -qx "Subject: freebsd-stable Digest V2007 #42" evil.txt &&
	grep -q "^freebsd-stable Digest .*Volume 2007 : Issue 42$" evil.txt &&
	grep -qx "Today'"'"'s Topics:" evil.txt &&
	grep -qx "   <img src=x onerror=alert(1)> (2 messages)" evil.txt &&
	expect_eq "$(grep -c "^-\{70\}$" evil.txt)" 1 &&
	expect_eq "$(grep -A1 "^-\{70\}$" evil.txt | tail -n 1)" "" &&
	expect_eq "$(grep -c "^-\{30\}$" evil.txt)" 2 &&
	expect_eq "$(grep -B1 -A1 "^-\{30\}$" evil.txt | grep -cv "^-")" 4 &&
	grep -qx " -----------------------------" evil.txt &&
	tail -n 2 evil.txt >trailer &&
	expect_eq "$(head -n 1 trailer)" "End of freebsd-stable Digest V2007 #42" &&
	expect_eq "$(tail -n 1 trailer | tr -d "*" | wc -c)" 1 &&
	expect_eq "$(tail -n 1 trailer | wc -c)" "$(head -n 1 trailer | wc -c)"
'

expect 'enclosed messages keep Date, From, To, Subject, Message-ID in order and drop the rest' '
	awk "length(\$0) == 70 && /^-+\$/ { on = 1; next } on && /^\$/ && h { exit } on && /^[A-Za-z-]+: / { h = 1; sub(/:.*/, \"\"); print }" evil.txt >hdrs &&
	expect_eq "$(tr "\n" " " <hdrs)" "Date From To Subject Message-ID " &&
	! grep -q "^X-Junk" evil.txt &&
	grep -qx "Message-ID: <evil.1@example.org>" evil.txt
'

expect 'the MIME digest holds every post of the week as message/rfc822' '
	schedlore digest --list freebsd-current --week 2007-W01 --format mime --posts all -o w01.eml &&
	n=$(week_count freebsd-current 2007-01-01 2007-01-08) &&
	python3 - "$n" <<-PY
	import email, sys
	m = email.message_from_binary_file(open("w01.eml", "rb"))
	assert m.get_content_type() == "multipart/mixed", m.get_content_type()
	toc, dig = m.get_payload()
	assert toc.get_content_type() == "text/plain"
	assert dig.get_content_type() == "multipart/digest"
	parts = dig.get_payload()
	assert len(parts) == int(sys.argv[1]), (len(parts), sys.argv[1])
	assert all(p.get_content_type() == "message/rfc822" for p in parts)
	ids = [p.get_payload()[0]["Message-ID"] for p in parts]
	assert len(set(ids)) == len(ids) and all(i.endswith(".7@gen.schedlore.test>") for i in ids)
	assert "Posts enclosed (%s):" % sys.argv[1] in toc.get_payload(decode=True).decode("utf-8", "replace")
	PY
'

week_series_posts() { # LIST FROM TO: posts of LIST in [FROM, TO) UTC that are the origin of a series
	sql "SELECT count(DISTINCT m.id) FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list JOIN series s ON s.message = m.id WHERE l.name = '$1' AND m.date >= '$2 00:00:00+00' AND m.date < '$3 00:00:00+00'"
}

expect 'the benchmark-only text digest encloses the posts that carried figures; a week without any says so' '
	n=$(week_series_posts freebsd-current 2007-01-01 2007-01-08) &&
	test "$n" -gt 0 &&
	grep -qx "| posts with benchmark figures | $n |" w01.md &&
	schedlore digest --list freebsd-current --week 2007-W01 --format text >bench.txt &&
	expect_eq "$(grep -c "^-\{30\}$" bench.txt)" "$n" &&
	expect_eq "$(week_series_posts freebsd-stable 2007-10-15 2007-10-22)" 0 &&
	schedlore digest --list freebsd-stable --week 2007-W42 --format text >none.txt &&
	grep -qx "   (no posts enclosed)" none.txt && expect_eq "$(grep -c "^-\{30\}$" none.txt)" 0
'

expect 'an empty week gives a short valid digest that says so, in every format' '
	schedlore digest --list freebsd-current --week 2003-W10 >empty.md &&
	grep -qx "No posts to freebsd-current from 2003-03-03 to 2003-03-09 (UTC): nothing to digest." empty.md &&
	test "$(wc -l <empty.md)" -le 4 &&
	schedlore digest --list freebsd-current --week 2003-W10 --format html | xmllint --noout - &&
	schedlore digest --list freebsd-current --week 2003-W10 --format text >empty.txt &&
	tail -n 2 empty.txt | head -n 1 | grep -qx "End of freebsd-current Digest V2003 #10" &&
	schedlore digest --list freebsd-current --week 2003-W10 --format mime | grep -q "^Content-Type: multipart/digest"
'

expect 'a date range includes both days' '
	schedlore digest --list freebsd-current --from 2007-01-01 --to 2007-01-01 >day.md &&
	grep -qx "| posts | $(week_count freebsd-current 2007-01-01 2007-01-02) |" day.md &&
	grep -q "^# freebsd-current digest, 2007-01-01 to 2007-01-01" day.md
'

expect 'the weeks index and the Atom feed' '
	schedlore digest --list freebsd-current --weeks >weeks &&
	head -n 1 weeks | grep -q "^2007-W" &&
	expect_eq "$(awk "{ s += \$2 } END { print s }" weeks)" "$(sql "SELECT count(*) FROM messages WHERE message_id LIKE '"'%.7@gen.schedlore.test'"'")" &&
	schedlore digest --list freebsd-current --atom --limit 3 >feed.atom &&
	xmllint --noout feed.atom &&
	expect_eq "$(grep -o "<entry>" feed.atom | wc -l)" 3 &&
	grep -q "<link href=\"http://localhost:8080/digest/freebsd-current/$(head -n 1 weeks | cut -d" " -f1)\"/>" feed.atom
'

expect 'bad periods and unknown lists or threads exit 2 with a reason' '
	for args in "--week 2007-W53" "--week 2007-W00" "--week 2007-42" "--from 2007-02-30 --to 2007-03-01" \
		"--from 2007-03-02 --to 2007-03-01" "--from 2007-03-01" "--week 2007-W01 --thread x@y" \
		"--format pdf --week 2007-W01"; do
		set +e; schedlore digest --list freebsd-current $args >out 2>err; rc=$?; set -e
		expect_eq "$rc" 2 && test -s err && test ! -s out || { echo "args: $args"; exit 1; }
	done
	set +e; schedlore digest --list nosuchlist --week 2007-W01 2>err; rc=$?; set -e
	expect_eq "$rc" 2 && grep -q "no list .nosuchlist." err &&
	set +e; schedlore digest --list freebsd-current --thread nosuch@x 2>err; rc=$?; set -e
	expect_eq "$rc" 2 && grep -q "no post .nosuch@x." err
'

expect 'no progress on a pipe, and -o replaces the file whole' '
	schedlore digest --list freebsd-current --from 2006-12-25 --to 2007-12-31 -o year.md 2>err &&
	test ! -s err && grep -q "^| posts | 300 |" year.md &&
	test -z "$(ls | grep "year.md.tmp")"
'

expect 'progress lines on a terminal for a long period' '
	command -v script >/dev/null &&
	script -qec "schedlore digest --list freebsd-current --from 2006-12-25 --to 2007-12-31 -o y2.md" /dev/null >tty.out &&
	expect_eq "$(tr "\r" "\n" <tty.out | grep -c "^digest: freebsd-current, week [0-9]* of 54, [0-9]* posts")" 54 &&
	tr "\r" "\n" <tty.out | grep -q "^digest: freebsd-current, week 54 of 54, 300 posts"
'

expect 'a timing report splits database, cmark and our code' '
	schedlore digest --list freebsd-current --week 2007-W01 --format html --timing -o t.html 2>timing &&
	grep -q "^digest: [0-9.]* s in all: database [0-9.]* s ([0-9]* %), cmark [0-9.]* s ([0-9]* %), schedlore [0-9.-]* s" timing
'

expect 'the web pages: a week, the index of weeks, the feed, and 404 for a bad week' '
	schedlore render --status /digest/freebsd-stable/2007-W42 >page.html 2>status &&
	grep -q 200 status && xmllint --noout page.html &&
	! grep -qi "<img" page.html && grep -q "&lt;img src=x onerror=alert(1)&gt;" page.html &&
	grep -q "href=\"/freebsd-stable/evil.1@example.org/T/\"" page.html &&
	schedlore render /digest/freebsd-current/ >index.html && xmllint --noout index.html &&
	expect_eq "$(grep -c "<li><a href=\"/digest/freebsd-current/20" index.html)" "$(wc -l <weeks)" &&
	schedlore render /digest/freebsd-current/atom | xmllint --noout - &&
	set +e; schedlore render --status /digest/freebsd-current/2007-W99 >/dev/null 2>status; set -e
	grep -q 404 status
'

# U+FFFF and U+FFFE are valid UTF-8 that XML 1.0 cannot hold (the fuzz target
# fuzz-digest-md found U+FFFF breaking the HTML digest); U+FDD0 and U+10FFFF
# are noncharacters too.  Import replaces them (GLib's validator refuses
# them), but a web-archive page can carry U+FDD0 and the store may hold
# anything an older version wrote: every XML and HTML writer replaces them.
printf 'From a@b Mon Mar 03 12:00:00 2008\nMessage-ID: <nonchar.1@example.org>\nDate: Mon, 03 Mar 2008 12:00:00 +0000\nFrom: N <n@example.org>\nSubject: odd\n\nbody\n\n' >nonchar.mbox
schedlore import --quiet --list nonchar-list nonchar.mbox >/dev/null
sql "UPDATE messages SET subject = U&'odd \\FFFF subject \\FDD0', body = U&'body \\FFFE and \\+10FFFF end' WHERE message_id = 'nonchar.1@example.org'"
sql "UPDATE threads SET subject = U&'odd \\FFFF subject \\FDD0' WHERE root_message = (SELECT id FROM messages WHERE message_id = 'nonchar.1@example.org')"
FFFD=$(printf '\357\277\275') FFFF=$(printf '\357\277\277')
expect 'noncharacters in the store become U+FFFD: digests, pages and the Atom feed stay well-formed' '
	schedlore digest --list nonchar-list --week 2008-W10 --format html -o nc.html &&
	xmllint --noout nc.html && grep -q "odd $FFFD subject $FFFD" nc.html &&
	schedlore render /nonchar-list/new.atom >nc.atom && xmllint --noout nc.atom &&
	grep -q "body $FFFD and $FFFD end" nc.atom &&
	schedlore render /digest/nonchar-list/atom | xmllint --noout - &&
	schedlore render /digest/nonchar-list/2008-W10 | xmllint --noout - &&
	schedlore render /nonchar-list/nonchar.1@example.org/ >nc-page.html &&
	grep -q "odd $FFFD subject $FFFD" nc-page.html && ! grep -q "$FFFF" nc.html nc.atom nc-page.html
'

done_testing
