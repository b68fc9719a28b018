#!/bin/sh
# t8010-fuzz-replay.sh: every committed fuzz seed and crash reproducer, replayed through its target
. "$TOP/tests/lib/test.sh"

# build/replay/fuzz-NAME is tests/fuzz/fuzz-NAME.c with replay.c's main(): the
# same checks the fuzzer makes (asserts, sanitizers under SANITIZE=1), run once
# per file of tests/fuzz/corpus/fuzz-NAME/ (crash-* files are fixed crashes).
for src in "$TOP"/tests/fuzz/fuzz-*.c; do
	name=$(basename "$src" .c)
	expect "$name: every seed replays without a crash" '
		test -x "$TOP/build/replay/$name" || { echo "not built: make replay"; exit 1; }
		test -d "$TOP/tests/fuzz/corpus/$name" || { echo "no seed corpus"; exit 1; }
		"$TOP/build/replay/$name" "$TOP/tests/fuzz/corpus/$name" >out 2>&1 || { tail -n 30 out; exit 1; }
		n=$(sed -n "s/^replayed \([0-9]*\) inputs$/\1/p" out) && test "$n" -gt 0 && echo "$n inputs"
	'
done

done_testing
