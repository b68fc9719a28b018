#!/bin/sh
# t0105-command-table.sh: every command is listed once, and every package list is defined once
. "$TOP/tests/lib/test.sh"

expect 'schedlore --help lists each command exactly once' '
	schedlore --help | awk "/^commands:/{f=1;next} f&&/^  [a-z]/{print \$1}" >names &&
	test -s names &&
	expect_eq "$(sort names | uniq -d)" ""
'

expect 'tools/deps.sh defines each package list once and the test list names mhonarc' '
	for v in BUILD RUN TEST; do
		expect_eq "$(grep -c "^$v=" "$TOP/tools/deps.sh")" 1
	done &&
	sed -n "/^TEST=/,/\"\$/p" "$TOP/tools/deps.sh" | grep -q mhonarc
'

done_testing
