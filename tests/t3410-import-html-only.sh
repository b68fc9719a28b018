#!/bin/sh
# t3410-import-html-only.sh: a message with only an HTML part is stored as its text; hostile markup never reaches a page
. "$TOP/tests/lib/test.sh"

schedlore import --quiet --list h "$TOP/tests/fixtures/html-only.mbox"
body() { sql "SELECT body FROM messages WHERE message_id = '$1'"; }

expect 'an HTML-only message gets a body: headings, paragraphs, entities decoded' '
	body html-only.1@example.org >b &&
	grep -qx "ULE vs 4BSD" b && grep -qx "Café & résumé <tag> numbers below:" b
'

expect '<pre> keeps its spacing; lists, links, quotes and tables as text' '
	body html-only.1@example.org >b &&
	grep -qx -- "-j8:   758.48 real" b && grep -qx "\* one" b && grep -qx "\* two click me" b &&
	grep -qx "see the page <https://example.org/bench> and http://x.org/" b && grep -qx "next line" b &&
	grep -qx "> quoted text" b && grep -qx "> > deeper" b && grep -qx "a  b" b
'

expect 'scripts, styles, event handlers and javascript: links leave nothing behind' '
	body html-only.1@example.org >b &&
	! grep -qi "alert\|script\|onerror\|onload\|javascript\|color:red" b
'

expect 'with a text/plain alternative the plain part is the body' '
	expect_eq "$(body alternative.1@example.org)" "The plain part wins."
'

expect 'base64 HTML inside multipart/mixed, beside an attachment' '
	expect_eq "$(body mixed.1@example.org)" "hackbench 12.5 s"
'

expect 'the post page shows only text: no markup of the sender gets through' '
	schedlore render "/h/html-only.1@example.org/" >page &&
	xmllint --noout page &&
	! grep -qi "<script\|onerror\|onload\|javascript:\|<img\|<style" page &&
	grep -q "see the page &lt;https://example.org/bench&gt;" page &&
	grep -q "<span class=\"q q1\">&gt; quoted text</span>" page
'

expect 'the page of the base64 HTML post shows its text' '
	schedlore render "/h/mixed.1@example.org/" | grep -q "hackbench 12.5 s"
'
expect 'a table of figures is laid out in aligned columns, figures right-aligned, and read as a table; a layout table (a table in a cell) is written cell after cell' '
	body table.1@example.org >b &&
	grep -qx "clients  3.2.0-40-generic  3.8.0-19-generic" b &&
	grep -qx "     32          58410.55          41902.30" b &&
	grep -qx "From:" b && grep -qx "nested" b &&
	schedlore show --json table.1@example.org >show.json &&
	python3 -c "import json,sys; d=json.load(open(\"show.json\")); S=d[\"series\"]; assert [(s[\"label\"], [v[\"text\"] for v in s[\"values\"]]) for s in S][:2] == [(\"3.2.0-40-generic\", [\"58410.55\"]), (\"3.8.0-19-generic\", [\"41902.30\"])], S"
'
done_testing
