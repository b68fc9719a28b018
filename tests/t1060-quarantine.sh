#!/bin/sh
# t1060-quarantine.sh: a rejected chunk keeps its bytes; quarantine list, show and retry (after a fix) work on it
. "$TOP/tests/lib/test.sh"

python3 "$TOP/tests/lib/mkbad.py" bad || exit 1
cp bad/from-in-body.mbox fib.mbox && cp bad/image.png . || exit 1
# the chunk GMime cannot read: the unescaped "From here on" line to the next message
off=$(grep -b -a "^From " fib.mbox | sed -n 3p | cut -d: -f1)
next=$(grep -b -a "^From " fib.mbox | sed -n 4p | cut -d: -f1)
dd if=fib.mbox of=chunk bs=1 skip="$off" count=$((next - off)) 2>/dev/null || exit 1
id_of() { sql "SELECT id FROM quarantine WHERE path LIKE '%/$1' ORDER BY id LIMIT 1"; }

expect 'an unparsable chunk and a file that is not mail are quarantined with their bytes' '
	set +e; schedlore import --json --quiet --no-extract fib.mbox image.png >out; rc=$?; set -e
	expect_eq "$rc" 1 && grep -q "\"rejected\":2" out &&
	expect_eq "$(sql "SELECT count(*) FROM quarantine WHERE status = '"'held'"'")" 2 &&
	expect_eq "$(sql "SELECT byte_offset || '"' '"' || byte_length FROM quarantine WHERE path LIKE '"'%/fib.mbox'"'")" "$off $((next - off))" &&
	expect_eq "$(sql "SELECT byte_length FROM quarantine WHERE path LIKE '"'%/image.png'"'")" "$(wc -c <image.png)"
'

expect 'quarantine list names file, offset, size and reason; --json has them as fields' '
	schedlore quarantine list >list &&
	expect_eq "$(wc -l <list)" 2 &&
	grep -q "held	.*fib.mbox	$off	$((next - off)) bytes	unparsable message" list &&
	schedlore quarantine list --json >list.json &&
	python3 -c "
import json, sys
rows = json.load(open(\"list.json\"))
r = [x for x in rows if x[\"file\"].endswith(\"fib.mbox\")][0]
assert r[\"offset\"] == $off and r[\"length\"] == $((next - off)) and r[\"status\"] == \"held\", r
assert r[\"format\"] == \"mbox\" and \"unparsable\" in r[\"reason\"], r"
'

expect 'quarantine show --raw gives the very bytes read; show puts the place and reason before them' '
	id=$(id_of fib.mbox) &&
	schedlore quarantine show "$id" --raw >raw && cmp raw chunk &&
	schedlore quarantine show "$id" >shown &&
	grep -q "^offset: $off$" shown && grep -q "^reason: unparsable message" shown &&
	tail -c "$(wc -c <chunk)" shown | cmp - chunk &&
	schedlore quarantine show "$(id_of image.png)" --raw | cmp - image.png
'

expect 'importing the same files again adds no second quarantine row' '
	set +e; schedlore import --quiet --no-extract fib.mbox image.png >/dev/null 2>&1; set -e
	expect_eq "$(sql "SELECT count(*) FROM quarantine")" 2
'

expect 'retry of the chunk as it is: rejected again, still held (exit 1)' '
	set +e; schedlore quarantine retry "$(id_of fib.mbox)" --json --quiet --no-extract >out 2>err; rc=$?; set -e
	expect_eq "$rc" 1 && grep -q "\"rejected\":1" out &&
	expect_eq "$(sql "SELECT status FROM quarantine WHERE id = $(id_of fib.mbox)")" held &&
	expect_eq "$(sql "SELECT count(*) FROM quarantine")" 2
'

expect 'retry with the chunk fixed: imported at its place in the file, the row marked imported' '
	{ echo "From fixer@example.org Mon Jan  1 00:00:00 2007"; echo "Message-ID: <fixed.chunk@t>";
	  echo "Subject: the numbers"; echo; sed 1d chunk; } >fixed &&
	id=$(id_of fib.mbox) &&
	schedlore quarantine retry "$id" --file fixed --json --quiet --no-extract >out &&
	grep -q "\"new\":1" out && grep -q "\"rejected\":0" out &&
	expect_eq "$(sql "SELECT s.byte_offset || '"' '"' || (s.path LIKE '"'%/fib.mbox'"') FROM sources s JOIN messages m ON m.id = s.message WHERE m.message_id = '"'fixed.chunk@t'"'")" "$off true" &&
	sql "SELECT body FROM messages WHERE message_id = '"'fixed.chunk@t'"'" | grep -q "all wrong" &&
	expect_eq "$(sql "SELECT status || '"' '"' || (retry_import IS NOT NULL) FROM quarantine WHERE id = $id")" "imported true" &&
	expect_eq "$(schedlore quarantine list | wc -l)" 1 && expect_eq "$(schedlore quarantine list --all | wc -l)" 2
'

expect 'a message refused whole (a 5 MB header) is quarantined with its Message-ID' '
	set +e; schedlore import --quiet --no-extract bad/long-header.mbox >/dev/null 2>&1; set -e
	expect_eq "$(sql "SELECT message_id || '"' '"' || (byte_length > 5000000) FROM quarantine WHERE path LIKE '"'%/long-header.mbox'"'")" "long@t true"
'

expect 'a gzip inside a gzip: quarantined with the bytes it inflated to' '
	printf "hello" | gzip | gzip >double.gz &&
	set +e; schedlore import --quiet --no-extract double.gz >/dev/null 2>&1; rc=$?; set -e
	expect_eq "$rc" 1 &&
	gzip -dc double.gz >inner.gz &&
	schedlore quarantine show "$(id_of double.gz)" --raw | cmp - inner.gz
'

expect 'show and retry of an id that is not there: exit 1 with a message' '
	set +e; schedlore quarantine show 999999 >out 2>err; rc=$?; set -e
	expect_eq "$rc" 1 && grep -q "no chunk 999999" err &&
	set +e; schedlore quarantine retry x1 >out 2>err; rc=$?; set -e
	expect_eq "$rc" 1 && grep -q "not a quarantine id" err
'

done_testing
