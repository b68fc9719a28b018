# test.sh: the shell test library; each case is named and passes or fails
#
#   . "$(dirname "$0")/lib/test.sh"
#   expect 'import counts new messages' '
#       schedlore import --json x.mbox >out && grep -q "\"new\":2" out
#   '
#   done_testing
#
# A case body runs in a subshell with set -e.  Each case prints "ok - NAME" or
# "not ok - NAME" (with the body's output as # comments); tests/run counts them.
# Environment from tests/run: SCHEDLORE_DB (a database of this test file's own),
# TOP (the checkout), TEST_TMP (a scratch folder, removed afterwards).

PATH="$TOP:$PATH"
export PATH
# Run by hand (sh tests/tNNNN-*.sh), a test gets a scratch folder of its own too: its
# files never land in the checkout ("cd ''" stays where it is).
if [ -z "${TEST_TMP:-}" ]; then
	TEST_TMP=$(mktemp -d "${TMPDIR:-/tmp}/schedlore-test.XXXXXX") || exit 1
	trap 'rm -rf "$TEST_TMP"' EXIT
fi
cd "$TEST_TMP" || exit 1
cases=0
failures=0

expect() {
	cases=$((cases + 1))
	out="$TEST_TMP/case.$cases.out"
	( set -e; eval "$2" ) >"$out" 2>&1
	rc=$?
	if [ $rc -eq 0 ]; then
		echo "ok - $1"
	else
		failures=$((failures + 1))
		echo "not ok - $1"
		sed -e 's/^/#   /' "$out" | tail -n 40
	fi
}

# Run a SQL query against this test's database; prints unaligned rows.
sql() {
	psql -X -q -A -t -v ON_ERROR_STOP=1 "$SCHEDLORE_DB" -c "$1"
}

# expect_eq GOT WANT: inside a case body; shows both on failure.
expect_eq() {
	if [ "$1" != "$2" ]; then
		printf 'got:  %s\nwant: %s\n' "$1" "$2"
		return 1
	fi
}

done_testing() {
	[ "$cases" -gt 0 ] || { echo "not ok - $(basename "$0") ran no case"; exit 1; }
	[ "$failures" -eq 0 ]
}
