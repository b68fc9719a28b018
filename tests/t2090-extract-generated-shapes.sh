#!/bin/sh
# t2090-extract-generated-shapes.sh: posts generated in the shapes benchmark posts take (tables, flattened tables, headers, two-build sentences, changes, time(1) under titles, key: value lines, table variants, prose variants, tables with gaps, tool outputs; some families flattened too), every figure known: how many are found under the right build, against a floor set from the measured rate
. "$TOP/tests/lib/test.sh"

# Each generator (tests/lib/shapes/) draws posts from a fixed seed, runs
# "schedlore extract --text -" on each and prints "named N of M": figures
# found with the build they belong to.  The floors are the rates measured
# when the rules landed, a little under, so a rule that breaks a shape fails
# here; SHAPES_MISSED=FILE keeps the posts that lost a figure.
shape_rate() {
	python3 "$TOP/tests/lib/shapes/$1" "$(command -v schedlore)" "$2" "$3" $4 | tail -n 1
}

at_least() {
	echo "$1" | python3 -c 'import sys; w = sys.stdin.read().split(); n, m = int(w[1]), int(w[3]); sys.exit(0 if m and n >= float(sys.argv[1]) * m else 1)' "$2"
}

expect 'tables: builds in columns or rows, runs, counts or benchmarks on the other axis, aligned, tab-parted, markdown, quoted, indented, units and deviations in cells' '
	at_least "$(shape_rate table-shapes.py 150 21)" 0.99
'

expect 'the same tables flattened onto one line by an archive' '
	at_least "$(shape_rate table-shapes.py 150 22 flat)" 0.95
'

expect 'tables with two-line headers, change columns, units in the header, summary rows' '
	at_least "$(shape_rate table-headers.py 100 23)" 0.99
'

expect 'sentences giving two builds'"'"' figures in twelve shapes' '
	at_least "$(shape_rate prose-pairs.py 120 24)" 0.98
'

expect 'sentences stating a change between two builds in eight shapes: the change found, its sides right' '
	at_least "$(shape_rate prose-changes.py 120 25)" 0.98
'

expect 'time(1) outputs (bash, POSIX, BSD, GNU) under titles in nine forms' '
	at_least "$(shape_rate time-titles.py 100 26)" 0.98
'

expect 'the same time(1) outputs and titles flattened onto one line (each time line and title put back on a line of its own)' '
	at_least "$(shape_rate time-titles.py 100 26 flat)" 0.98
'

expect 'key: value lines and their kin in seven forms' '
	at_least "$(shape_rate key-values.py 100 27)" 0.95
'

expect 'tables as lists print them: boxes, rules, pipes, thousands, a change or a bracketed ratio after values, builds named by a commit and a note' '
	at_least "$(shape_rate table-variants.py 150 28)" 0.99
'

expect 'more sentences giving two builds'"'"' figures: versus, while, where, an aside, a clause without its verb, names the vocabulary lacks' '
	at_least "$(shape_rate prose-variants.py 150 29)" 0.97
'

expect 'tables with gaps and uneven rows: a run fewer or more, a cell left empty, versions or governors over the columns, groups keyed by other counts, m:ss times, a one-figure row opening "+", perf bench totals without their banner' '
	at_least "$(shape_rate table-gaps.py 150 30)" 0.98
'

expect 'tables as lists print them, flattened onto one line as web archives keep them (boxes, bars, rules, changes and ratios after values, thousands, commit ids)' '
	at_least "$(shape_rate table-variants.py 150 28 flat)" 0.95
'

expect 'tool outputs pasted whole (ministat, perf sched latency under group titles, records a run a line), printed and flattened' '
	at_least "$(shape_rate tool-outputs.py 90 31)" 0.98 &&
	at_least "$(shape_rate tool-outputs.py 90 31 flat)" 0.98
'

expect 'tables with gaps and uneven rows, flattened (a cell left empty cannot be placed once flattened; two-line headers are not read flattened)' '
	at_least "$(shape_rate table-gaps.py 150 30 flat)" 0.78 &&
	at_least "$(shape_rate table-headers.py 100 23 flat)" 0.75
'

done_testing
