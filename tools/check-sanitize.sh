#!/bin/sh
# check-sanitize.sh: the whole suite under ASan+UBSan, in a copy of the checkout
#   tools/check-sanitize.sh [PATTERN]        ends with "N passed, N failed"
# In a copy (tracked and untracked files, not ignored ones) so that the plain
# build here is left alone: SANITIZE=1 in place would throw it away.  The copy
# lives in $SANITIZE_DIR (default build-sanitize/tree/); its build/ is kept between
# runs and the sources are copied afresh with their times, so make rebuilds
# only what changed.
set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
dir=${SANITIZE_DIR:-$TOP/build-sanitize/tree}
mkdir -p "$dir" && chmod 755 "$(dirname "$dir")" "$dir" || exit 1
# tests read the shared corpus as $TOP/../shared: give the copy the same neighbour
[ -d "$TOP/../shared" ] && [ ! -e "$dir/../shared" ] && ln -s "$(cd "$TOP/../shared" && pwd)" "$dir/../shared"
find "$dir" -mindepth 1 -maxdepth 1 ! -name build -exec rm -rf {} +
cd "$TOP" || exit 1
git ls-files -z --cached --others --exclude-standard |
	xargs -0 sh -c 'for f; do [ -f "$f" ] && printf "%s\0" "$f"; done' sh |
	xargs -0 cp --parents -p -t "$dir" || exit 1
[ -d tests/browser/node_modules ] && ln -s "$TOP/tests/browser/node_modules" "$dir/tests/browser/node_modules"
cd "$dir" || exit 1
# a PostgreSQL socket of its own, so both suites can run at once
export SCHEDLORE_PG_PORT=${SCHEDLORE_SAN_PG_PORT:-54340}
# as the Makefile sets them for SANITIZE=1 (leaks: not yet, see docs/reliability.md),
# with a small quarantine: ASan's 256 MB default alone breaks the tests that
# bound an import's peak memory (t1010's 5 MB header line, 256 MB)
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1:quarantine_size_mb=16}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
if ! make --no-print-directory SANITIZE=1 schedlore unit replay >build.log 2>&1; then
	tail -n 40 build.log
	echo "0 passed, 1 failed"
	exit 1
fi
exec tests/run "$@"
