#!/bin/sh
# check-sanitize.sh: the whole suite under ASan+UBSan, in a copy of the checkout
#   tools/check-sanitize.sh [PATTERN...]   "N passed, N failed", then any sanitizer reports
# In a copy (tracked and untracked files, not ignored ones) so that the plain
# build here is left alone: SANITIZE=1 in place would throw it away.  The copy
# lives in $SANITIZE_DIR (default build-sanitize/tree/); its build/ is kept between
# runs and the sources are copied afresh with their times, so make rebuilds
# only what changed.
set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
dir=${SANITIZE_DIR:-$TOP/build-sanitize/tree}
mkdir -p "$dir" && chmod 755 "$(dirname "$dir")" "$dir" || exit 1
find "$dir" -mindepth 1 -maxdepth 1 ! -name build -exec rm -rf {} +
cd "$TOP" || exit 1
git ls-files -z --cached --others --exclude-standard |
	xargs -0 sh -c 'for f; do [ -f "$f" ] && printf "%s\0" "$f"; done' sh |
	xargs -0 cp --parents -p -t "$dir" || exit 1
[ -d tests/browser/node_modules ] && ln -s "$TOP/tests/browser/node_modules" "$dir/tests/browser/node_modules"
cd "$dir" || exit 1
# a PostgreSQL socket of its own, so both suites can run at once
export SCHEDLORE_PG_PORT=${SCHEDLORE_SAN_PG_PORT:-54340}
# as the Makefile sets them for SANITIZE=1, with a small quarantine: ASan's
# 256 MB default alone breaks the tests that bound an import's peak memory
# (t1010's 5 MB header line, 256 MB); leaks on, with tools/lsan.supp
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:quarantine_size_mb=16}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$dir/tools/lsan.supp:print_suppressions=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
if ! make --no-print-directory SANITIZE=1 schedlore unit replay >build.log 2>&1; then
	tail -n 40 build.log
	echo "0 passed, 1 failed"
	exit 1
fi
# Every report goes to a file of its own (report.PID): a server stopped at the
# end of a test, an agent in the background or a command whose stderr a test
# throws away can leak or misbehave without failing any case; these files
# make any report at all fail the run.
reports=$dir/build/sanitizer
rm -rf "$reports" && mkdir -p "$reports" && chmod 777 "$reports"
export ASAN_OPTIONS="$ASAN_OPTIONS:log_path=$reports/report"
export UBSAN_OPTIONS="$UBSAN_OPTIONS:log_path=$reports/report"
tests/run "$@"
status=$?
found=$(find "$reports" -type f | wc -l)
if [ "$found" -gt 0 ]; then
	for f in "$reports"/*; do
		echo "== $f"
		head -n 40 "$f"
	done
	echo "check-sanitize: $found sanitizer report(s) (above; kept in $reports)"
	status=1
fi
exit $status
