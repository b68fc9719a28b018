#!/bin/sh
# t2001-extract-corpus-flat.sh: the corpus posts as flattened bodies (each file wrapped verbatim as one message): same golden figures
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/extract-corpus.sh"

C="$TOP/data/sample"
# Each post wrapped as one mbox message, its text the body verbatim: 000 and
# 003 stay flattened onto one line, which the text model must split itself.
python3 "$TOP/tests/lib/corpus-mbox.py" corpus.mbox \
	"$C/000_e2cd3e2d499c2c9a.txt,4718815C.9050102@activnetworks.com,Remy Nonnenmacher" \
	"$C/001_21f7a88bf55acfb3.txt" \
	"$C/002_7420c00ef1ba4885.txt,20050506223224.GA22379@xor.obsecurity.org,Kris Kennaway" \
	"$C/003_b42b155e07c42886.txt,20070917194342.GB20271@1wt.eu,Willy Tarreau" \
	"$C/004_c2aeaed35bcc53fb.txt,1357781919.7451.YahooMailClassic@web121602.mail.ne1.yahoo.com,Barney Cordoba"

import_corpus() {
	schedlore import --json corpus.mbox
}
# 001 wrapped whole: its body starts with its own subject line
mid_001() {
	sql "SELECT message_id FROM messages WHERE body LIKE 'Re: buildworld times%'"
}
extract_corpus_cases

done_testing
