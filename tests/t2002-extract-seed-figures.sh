#!/bin/sh
# t2002-extract-seed-figures.sh: every (value, configuration, workload) the seed goldens held before the layout stage is still extracted
. "$TOP/tests/lib/test.sh"

# tests/golden/seed-figures.json froze the figures of tests/golden/*.json at
# commit 2ef9080; the goldens themselves move with the extractor (a label
# named by a title, found_by), these do not.
C="$TOP/data/sample"
S="$TOP/tests/golden/seed-figures.json"

seed() { # NAME MESSAGE-ID
	schedlore show "$2" --json >"$1.json" && python3 "$TOP/tests/golden/seed-figures.py" "$1" "$1.json" "$S"
}

expect 'the seeds import' '
	schedlore import --list freebsd-current --json "$C" >out && grep -q "\"new\":5" out
'
expect '000: every figure of the old golden file' '
	seed 000 4718815C.9050102@activnetworks.com
'
expect '001: every figure of the old golden file' '
	seed 001 "$(sql "SELECT message_id FROM messages WHERE body LIKE '"'"'%Robert Watson wrote:%'"'"' AND body NOT LIKE '"'"'%ULE vs%'"'"' LIMIT 1")"
'
expect '002: every figure of the old golden file' '
	seed 002 20050506223224.GA22379@xor.obsecurity.org
'
expect '003: every figure of the old golden file' '
	seed 003 20070917194342.GB20271@1wt.eu
'
expect '004: every figure of the old golden file' '
	seed 004 1357781919.7451.YahooMailClassic@web121602.mail.ne1.yahoo.com
'

done_testing
