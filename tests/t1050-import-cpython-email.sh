#!/bin/sh
# t1050-import-cpython-email.sh: the 47 messages of CPython's email test suite are all kept, none rejected
. "$TOP/tests/lib/test.sh"

# Debian's libpython3.11-testsuite (tools/deps.sh test installs it): odd but
# real messages, four with none of From, Date, Subject and Message-ID, which
# the import refused until they got the content id a message without a
# Message-ID gets.
data=/usr/lib/python3.11/test/test_email/data
if [ ! -d "$data" ]; then
	echo "not ok - $data is missing: run tools/deps.sh test (libpython3.11-testsuite)"
	exit 1
fi
cp "$data"/msg_*.txt . || exit 1
n=$(ls msg_*.txt | wc -l)
# kept_by_content FILE: t when FILE's message has a content id and its bytes
kept_by_content() {
	sql "SELECT m.content_id AND m.raw_sha256 = s.raw_sha256 FROM sources s
	     JOIN messages m ON m.id = s.message WHERE s.path LIKE '%/$1'"
}

expect 'all 47 files are imported: none rejected, each one a source' '
	expect_eq "$n" 47 &&
	schedlore import --json --quiet --no-extract --list cpython msg_*.txt >out &&
	grep -q "\"rejected\":0" out &&
	expect_eq "$(sql "SELECT count(DISTINCT path) FROM sources")" 47 &&
	expect_eq "$(python3 -c "import json; d = json.load(open(\"out\")); print(d[\"new\"] + d[\"duplicate\"])")" 47
'

expect 'the messages without From, Date, Subject and Message-ID have content ids, their bytes stored' '
	for f in msg_18.txt msg_37.txt msg_38.txt msg_39.txt; do
		expect_eq "$(kept_by_content "$f")" t || exit 1
	done &&
	grep -q "msg_18.txt\",\"offset\":0,\"message_id\":\"[0-9a-f]*@schedlore.invalid\",\"reason\":\"imported with damage: no From, Date, Subject or Message-ID header" out
'

expect 'every whole message is stored as a message or, under a Message-ID it shares, as a conflict' '
	expect_eq "$(sql "SELECT count(*) FROM sources s WHERE s.format <> '"'text-body'"' AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.raw_sha256 = s.raw_sha256) AND NOT EXISTS (SELECT 1 FROM message_conflicts c WHERE c.raw_sha256 = s.raw_sha256)")" 0 &&
	expect_eq "$(sql "SELECT count(*) FROM quarantine")" 0
'

expect 'importing them again changes nothing' '
	before=$(sql "SELECT count(*) || '"' '"' || (SELECT count(*) FROM sources) || '"' '"' || (SELECT count(*) FROM message_conflicts) FROM messages") &&
	schedlore import --json --quiet --no-extract --list cpython msg_*.txt >again &&
	grep -q "\"new\":0" again &&
	expect_eq "$(sql "SELECT count(*) || '"' '"' || (SELECT count(*) FROM sources) || '"' '"' || (SELECT count(*) FROM message_conflicts) FROM messages")" "$before"
'

done_testing
