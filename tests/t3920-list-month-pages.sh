#!/bin/sh
# t3920-list-month-pages.sh: a busy month is paged, 200 threads a page, each thread on exactly one page
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/web.sh"

# 450 threads started in March 2009 (one message each, one a minute), and 3 in April
python3 - <<'EOF' >busy.mbox
import datetime
start = datetime.datetime(2009, 3, 2, 8, 0)
def post(i, when):
    print("From busy%d@example.org %s" % (i, when.strftime("%a %b %d %H:%M:%S %Y")))
    print("From: Poster %d <p%d@example.org>" % (i % 17, i % 17))
    print("Subject: busy thread %03d" % i)
    print("Message-ID: <busy%d@example.org>" % i)
    print("Date: %s +0000" % when.strftime("%a, %d %b %Y %H:%M:%S"))
    print()
    print("Body %d." % i)
    print()
for i in range(450):
    post(i, start + datetime.timedelta(minutes=i))
for i in range(450, 453):
    post(i, datetime.datetime(2009, 4, 1, 8, i - 450))
EOF
schedlore import --quiet --list busy busy.mbox
web_start || exit 1

# the thread links of a page, one a line
threads_of() {
	curl -s "$url/busy/?month=2009-03$1" | grep -o 'href="/busy/busy[0-9]*@example.org/T/"'
}

expect 'the first page holds 200 threads and says where it is' '
	curl -s "$url/busy/?month=2009-03" >p1.html &&
	expect_eq "$(threads_of "" | wc -l)" 200 &&
	grep -q "Threads 1 to 200 of 450 (page 1 of 3)" p1.html &&
	grep -q "rel=\"next\" href=\"/busy/?month=2009-03&amp;page=2\"" p1.html &&
	! grep -q "rel=\"prev\"" p1.html
'

expect 'the last page holds the rest, with a link back' '
	curl -s "$url/busy/?month=2009-03&page=3" >p3.html &&
	expect_eq "$(threads_of "&page=3" | wc -l)" 50 &&
	grep -q "Threads 401 to 450 of 450 (page 3 of 3)" p3.html &&
	grep -q "rel=\"prev\" href=\"/busy/?month=2009-03&amp;page=2\"" p3.html &&
	! grep -q "rel=\"next\"" p3.html
'

expect 'the pages hold every thread of the month once, in date order' '
	{ threads_of ""; threads_of "&page=2"; threads_of "&page=3"; } >all &&
	expect_eq "$(wc -l <all)" 450 &&
	expect_eq "$(sort -u all | wc -l)" 450 &&
	expect_eq "$(sed "s/[^0-9]*\([0-9]*\).*/\1/" all | tr "\n" " " | cut -d" " -f199-202)" "198 199 200 201"
'

expect 'a page past the end is 404; a quiet month has no page links' '
	expect_eq "$(curl -s -o /dev/null -w "%{http_code}" "$url/busy/?month=2009-03&page=4")" 404 &&
	curl -s "$url/busy/?month=2009-04" >apr.html &&
	expect_eq "$(grep -c "/T/\"" apr.html)" 3 &&
	! grep -q "class=\"pages\"" apr.html
'

# json FILE EXPR: EXPR over the parsed JSON (as j), printed by Python
json() {
	python3 -c 'import json, sys; j = json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"
}

expect 'the API lists the whole month without page, one page with it' '
	curl -s "$url/api/busy/?month=2009-03" >all.json &&
	expect_eq "$(json all.json "len(j[\"threads\"]), \"page\" in j")" "(450, False)" &&
	curl -s "$url/api/busy/?month=2009-03&page=2" >p2.json &&
	expect_eq "$(json p2.json "len(j[\"threads\"]), j[\"page\"], j[\"pages\"], j[\"month_threads\"]")" "(200, 2, 3, 450)" &&
	expect_eq "$(json p2.json "j[\"threads\"][0][\"message_id\"]")" "busy200@example.org"
'

done_testing
