#!/bin/sh
# t1040-import-golden.sh: the bulk import stores what the import before it stored (messages, threads, search, figures)
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/import-dump.sh"

# tests/golden/import/ holds the dumps the import of commit 2ef9080 (one
# writer, text COPY into a stage) made of this very input, before the bulk
# path replaced it.  The input is generated with fixed seeds: threads with
# placeholders and replies before parents, signed, encoded and attached
# mail, figures to extract, copies without a Message-ID (reconciled), the
# sample posts, and one file imported again under another name.
golden="$TOP/tests/golden/import"
python3 "$TOP/tests/lib/mkmbox.py" --count 300 --seed 1040 a.mbox || exit 1
python3 "$TOP/tests/lib/mkthread.py" --count 400 --seed 1041 --shape tidy --order shuffle --drop 17 b.mbox || exit 1
python3 - <<'PY' || exit 1
src = open("a.mbox", encoding="utf-8", errors="surrogateescape").read()
first = src.split("\nFrom ", 2)[0] + "\n"
open("one.mbox", "w", encoding="utf-8", errors="surrogateescape").write(first)
PY
python3 "$TOP/tests/lib/mkcopies.py" one.mbox page.html flat.txt || exit 1
cp "$TOP"/data/sample/00*.txt . && cp b.mbox b2.mbox || exit 1

expect 'the input is imported in four runs, as the golden dumps were made' '
	schedlore import --quiet --list freebsd-current page.html flat.txt >/dev/null &&
	schedlore import --quiet a.mbox b.mbox 000_*.txt 002_*.txt 003_*.txt 004_*.txt >/dev/null &&
	schedlore import --quiet --list freebsd-current 001_*.txt >/dev/null &&
	schedlore import --quiet b2.mbox >/dev/null &&
	import_dump "$SCHEDLORE_DB" >import.dump && figures_dump "$SCHEDLORE_DB" >figures.dump &&
	echo "$(grep -c "^message|" import.dump) messages, $(grep -c "^thread|" import.dump) threads, $(grep -c "^search|" import.dump) search hits, $(grep -c "^series|" figures.dump) series, $(grep -c "^claim|" figures.dump) claims" &&
	test "$(grep -c "^message|" import.dump)" -gt 600
'

if [ "${IMPORT_GOLDEN_WRITE:-}" = 1 ]; then
	cp import.dump "$golden/import.dump" && cp figures.dump "$golden/figures.dump" &&
		sql "SELECT max(version) FROM extractions" >"$golden/extractor-version"
fi

expect 'messages, sources, lists, attachments, body keys, threads and search results equal the golden dump' '
	expect_eq "$(wc -l <import.dump)" "$(wc -l <"$golden/import.dump")" &&
	diff "$golden/import.dump" import.dump
'

# Series and claims are the extractor's: compared with the golden dump while
# the extractor is the one that made it; a newer extractor finds other
# figures by design, and then a second extraction of everything (extract
# --all) must give what the import stored.
expect 'series, samples and claims equal the golden dump (the same extractor) or a fresh extraction (a newer one)' '
	if [ "$(sql "SELECT max(version) FROM extractions")" = "$(cat "$golden/extractor-version")" ]; then
		diff "$golden/figures.dump" figures.dump
	else
		schedlore extract --all >/dev/null && figures_dump "$SCHEDLORE_DB" >again.dump &&
		diff figures.dump again.dump
	fi &&
	test "$(grep -c "^series|" figures.dump)" -gt 100 && test "$(grep -c "^claim|" figures.dump)" -gt 10
'

done_testing
