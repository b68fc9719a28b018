#!/bin/sh
# t1310-import-extract-phase.sh: import --no-extract, extraction later; progress on a terminal covers every phase
. "$TOP/tests/lib/test.sh"

F="$TOP/tests/fixtures/tools"
entry() { # ID SUBJECT BODYFILE
	printf 'From a@example.org Mon Jan  1 00:00:00 2024\nMessage-ID: <%s>\nFrom: A <a@example.org>\nSubject: %s\nDate: Mon, 1 Jan 2024 00:00:00 +0000\n\n' "$1" "$2"
	cat "$3"
	printf '\n'
}
series() { sql "SELECT count(*) FROM series s JOIN messages m ON m.id = s.message WHERE m.message_id = '$1'"; }
extracted() { sql "SELECT count(*) FROM extractions"; }

expect 'import --no-extract stores the messages and extracts nothing' '
	{ entry hb@t "hackbench on ULE" "$F/hackbench.txt"; entry pp@t "perf bench pipe" "$F/perf-sched-pipe.txt"; } >tools.mbox &&
	schedlore import --quiet --no-extract --json tools.mbox >out && grep -q "\"new\":2" out &&
	expect_eq "$(extracted) $(series hb@t)" "0 0"
'

expect 'schedlore extract reads them later: the same series an import with extraction makes' '
	schedlore extract --json >out && grep -q "\"messages\":2" out &&
	expect_eq "$(extracted) $(series hb@t)" "2 1" &&
	sql "SELECT id FROM series ORDER BY id" >later.ids &&
	sql "TRUNCATE messages CASCADE" && schedlore import --quiet tools.mbox &&
	sql "SELECT id FROM series ORDER BY id" >inline.ids &&
	test -s inline.ids && cmp later.ids inline.ids
'

expect 'import --help names --no-extract' 'schedlore import --help | grep -q -- "--no-extract"'

expect 'a generated list of 450 posts imports on a terminal' '
	python3 "$TOP/tests/lib/mkmbox.py" --count 450 --seed 1310 gen.mbox &&
	script -qec "schedlore import gen.mbox" /dev/null >tty.out &&
	tr "\r" "\n" <tty.out >tty.lines && grep -q "^imported 450 new" tty.lines
'

# Lines before the last come every 0.5 s, so how many there are depends on the
# machine's speed (a quiet one may print none): each one with work still to do
# must carry the time left.
expect 'import progress on a terminal: messages, MB of the total, msg/s, MB/s and time left' '
	grep -Eq "^import: 450 messages, ([0-9.]+) of \1 MB, [0-9]+ msg/s, [0-9.]+ MB/s" tty.lines &&
	grep -E "^import: " tty.lines | sed \$d >mid.lines &&
	! grep -Ev "^import: [0-9]+ messages, [0-9.]+ of [0-9.]+ MB, [0-9]+ msg/s, [0-9.]+ MB/s(, [0-9]+ s left)?" mid.lines &&
	awk "\$4 + 0 < \$6 + 0 && !/ s left/ { bad = 1 } END { exit bad }" mid.lines
'

expect 'threading and extraction show progress too; extraction with its total and time left' '
	grep -Eq "^thread: 450 messages" tty.lines &&
	last=$(grep "^extract: " tty.lines | tail -n 1) &&
	echo "$last" | grep -Eq "^extract: ([0-9]+) of \1 messages, [0-9.]+ MB, [0-9]+ msg/s, [0-9.]+ MB/s" &&
	test "$(echo "$last" | cut -d" " -f2)" -ge 450 &&
	grep -E "^extract: " tty.lines | sed \$d >mid.lines &&
	! grep -Ev "^extract: [0-9]+ of [0-9]+ messages, [0-9.]+ MB, [0-9]+ msg/s, [0-9.]+ MB/s(, [0-9]+ s left)?" mid.lines &&
	awk "\$2 + 0 < \$4 + 0 && !/ s left/ { bad = 1 } END { exit bad }" mid.lines
'

expect 'no progress when stderr is not a terminal, nor with --quiet on one' '
	sql "TRUNCATE messages CASCADE" &&
	schedlore import gen.mbox >out 2>err && ! grep -q "import:\|extract:\|thread:" err &&
	sql "TRUNCATE messages CASCADE" &&
	script -qec "schedlore import --quiet gen.mbox" /dev/null >tty.out &&
	! grep -q "import:\|extract:\|thread:" tty.out && grep -q "^imported 450 new" tty.out
'

expect 'with --no-extract a terminal shows no extraction phase' '
	sql "TRUNCATE messages CASCADE" &&
	script -qec "schedlore import --no-extract gen.mbox" /dev/null >tty.out &&
	grep -q "import: 450 messages" tty.out && ! grep -q "extract:" tty.out &&
	expect_eq "$(extracted)" 0
'

done_testing
