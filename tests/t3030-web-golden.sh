#!/bin/sh
# t3030-web-golden.sh: every page type rendered from data/sample (and the hostile fixtures) against its golden copy, byte for byte
. "$TOP/tests/lib/test.sh"

# The golden copies are tests/golden/pages/NAME.html (or .json, .svg, .xml).
# A change that means to change a page writes them anew with
#   GOLDEN_UPDATE=1 tests/run t3030
# and the diff of the golden files is then part of that change's review.
golden="$TOP/tests/golden/pages"
export SCHEDLORE_VAR="$TEST_TMP/var"

expect 'a page of every type has something to show (tests/lib/pages-fixture.sh)' '
	sh "$TOP/tests/lib/pages-fixture.sh" >fixture.log 2>&1 || { tail -n 30 fixture.log; exit 1; }
	test -s pages
'

# the page as a file: the CSRF token of a visitor is random each time
render_page() { # USER PATH
	set +e
	if [ "$1" = - ]; then schedlore render "$2"; else schedlore render --as "$1" "$2"; fi
	set -e
}

while read -r name user path; do
	case "$name" in api-*) ext=json ;; chart-*) ext=svg ;; atom) ext=xml ;; *) ext=html ;; esac
	expect "golden page $name ($path)" '
		render_page "$user" "$path" | sed "s/name=\"csrf\" value=\"[0-9a-f]*\"/name=\"csrf\" value=\"TOKEN\"/" >"$name.$ext" &&
		test -s "$name.$ext" &&
		if [ -n "${GOLDEN_UPDATE:-}" ]; then cp "$name.$ext" "$golden/$name.$ext"; fi &&
		diff -u "$golden/$name.$ext" "$name.$ext"
	'
done <pages

expect 'every golden file has its page (none left over from a page that went)' '
	ls "$golden" | sed "s/\.[a-z]*$//" | sort >have &&
	cut -d" " -f1 pages | sort >want &&
	diff -u want have
'

done_testing
