# extract-corpus.sh: the cases t2000 and t2001 share: data/sample extracted at import, held to tests/golden/
#
#   . "$TOP/tests/lib/extract-corpus.sh"
#   C="$TOP/data/sample"
#   import_corpus() { schedlore import --json ...; }   # the five posts, its JSON summary on stdout
#   mid_001() { sql "SELECT message_id ..."; }           # 001 has no Message-ID: the one it got
#   extract_corpus_cases
#
# The two tests differ only in how the posts reach the importer (files as they
# are, or each wrapped verbatim as one mbox message) and so in how 001 is found.

G="$TOP/tests/golden"

golden() { # NAME MESSAGE-ID
	schedlore show "$2" --json >"$1.actual" &&
	sql "SELECT encode(convert_to(body, 'UTF8'), 'base64') FROM messages WHERE message_id = '$2'" |
		tr -d '\n' >"$1.b64" &&
	python3 "$G/compare.py" "$1.actual" "$G/$1.json" "$1.b64"
}

extract_corpus_cases() {
expect 'import extracts as it goes' '
	import_corpus >out && grep -q "\"new\":5" out &&
	expect_eq "$(sql "SELECT count(*) FROM extractions")" 5 &&
	expect_eq "$(sql "SELECT count(*) > 150 FROM series")" t
'

expect '000: quoted pairs, three buildworld tables, footnotes, hardware' '
	golden 000 4718815C.9050102@activnetworks.com
'
expect '001: two aligned tables in nested quotes, scheduler named below the first' '
	golden 001 "$(mid_001)"
'
expect '002: three ministat outputs with their Difference blocks' '
	golden 002 20050506223224.GA22379@xor.obsecurity.org
'
expect '003: flattened three-level quotes, one column per kernel, run numbers as samples' '
	golden 003 20070917194342.GB20271@1wt.eu
'
expect '004: CPU shares under configuration headings; the quoted copy is a citation' '
	golden 004 1357781919.7451.YahooMailClassic@web121602.mail.ne1.yahoo.com &&
	expect_eq "$(sql "SELECT count(*) FROM citations c JOIN messages m ON m.id = c.message WHERE m.message_id LIKE '"'"'1357781919%'"'"'")" 8
'

expect 'extracting again keeps every id and adds nothing' '
	sql "SELECT id FROM series ORDER BY id" >before &&
	schedlore extract --all --json >out && grep -q "\"messages\":5" out &&
	sql "SELECT id FROM series ORDER BY id" >after && cmp before after &&
	expect_eq "$(sql "SELECT count(DISTINCT id) = count(*) FROM series")" t
'

expect 'extract MESSAGE-ID does one message; an unknown one is an error' '
	schedlore extract --json 20050506223224.GA22379@xor.obsecurity.org >out &&
	grep -q "\"messages\":1," out && grep -q "\"series\":6," out &&
	! schedlore extract nosuch@x 2>err && grep -q "no message" err
'

expect 'a later reply quoting a table cites the series, it makes no new one' '
	{ printf "From a@b Mon Jan  1 00:00:00 2007\nMessage-ID: <reply.1@t>\nFrom: Someone <s@t>\nSubject: Re\n\n" &&
	  printf "On Fri, Kris Kennaway wrote:\n" &&
	  sed -n "/^x real.4bsd/,/pooled s = 0.348356/p" "$C/002_7420c00ef1ba4885.txt" | sed "s/^/> /" &&
	  printf "\nI see.\n"; } >reply.mbox &&
	schedlore import --json reply.mbox >out && grep -q "\"new\":1" out &&
	schedlore show reply.1@t --json >show &&
	python3 -c "import json,sys; d=json.load(open(\"show\")); assert d[\"series\"] == [], d[\"series\"]; assert len(d[\"cited\"]) == 2, d[\"cited\"]" &&
	expect_eq "$(sql "SELECT count(*) FROM series s JOIN messages m ON m.id = s.message WHERE m.message_id = '"'"'reply.1@t'"'"'")" 0
'

expect 'show --json of an unknown message fails with exit 1' '
	set +e; schedlore show nosuch@x --json >out 2>err; rc=$?; set -e
	expect_eq "$rc" 1 && grep -q "no message" err
'
}
