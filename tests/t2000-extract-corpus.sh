#!/bin/sh
# t2000-extract-corpus.sh: data/sample imported as it is, extracted at import, held to tests/golden/ digit for digit
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/extract-corpus.sh"

C="$TOP/data/sample"
import_corpus() {
	schedlore import --list freebsd-current --json "$C"
}
# 001 carries no Message-ID of its own: found by its text (it quotes Robert Watson)
mid_001() {
	sql "SELECT message_id FROM messages WHERE body LIKE '%Robert Watson wrote:%' AND body NOT LIKE '%ULE vs%' LIMIT 1"
}
extract_corpus_cases

done_testing
