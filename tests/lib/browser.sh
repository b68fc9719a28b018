# browser.sh: what the headless-Chromium tests share: the driver installed once, a check's cases passed on
#
#   . "$TOP/tests/lib/browser.sh"
#   browser_begin    $shots and a $SCHEDLORE_VAR of the test's own, then the case
#                    'Chromium and the browser test driver are installed'
#   (or, alone) expect 'Chromium and the browser test driver are installed' 'browser_ready'
#   expect 'the browser run completed' 'browser_run check.js ARGS...' 3>&1
#
# node and npm come with the machine (Debian 12's nodejs package conflicts
# with the installed one); Chromium is Debian's (tools/deps.sh TEST), and
# playwright-core is told not to download a browser of its own.

browser_ready() {
	test -x /usr/bin/chromium && command -v node && command -v npm &&
	( cd "$TOP/tests/browser" && { [ -d node_modules/playwright-core ] ||
		PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error; } )
}

# browser_run SCRIPT ARGS...: node tests/browser/SCRIPT ARGS inside a case
# whose fd 3 is the test's output (`3>&1` after the case): its whole output
# goes into the case's comments, its "ok"/"not ok" lines and their "#" detail
# to tests/run as cases of their own; fails when the check failed.
browser_run() {
	script=$1
	shift
	rc=0
	node "$TOP/tests/browser/$script" "$@" >"${script%.js}.out" 2>&1 || rc=$?
	cat "${script%.js}.out" >&2
	grep "^ok - \|^not ok - \|^#" "${script%.js}.out" >&3
	return $rc
}

browser_begin() {
	shots="$TOP/build/screenshots"
	export SCHEDLORE_VAR="$TEST_TMP/var"
	mkdir -p "$SCHEDLORE_VAR" "$shots"
	expect 'Chromium and the browser test driver are installed' 'browser_ready'
}
