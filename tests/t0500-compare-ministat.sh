#!/bin/sh
# t0500-compare-ministat.sh: schedlore compare prints what Debian's ministat prints, byte for byte
#
# A seeded generator writes data sets (3..200 points, scales 1e-3..1e6, ties,
# constants, negatives, comments, CRLF, multi-column files); /usr/bin/ministat
# prints the expected report of each and schedlore compare, with no ministat
# on its PATH, must print the same.  One case per option family; a case fails
# on the first data set that differs and shows the diff.
: "${TOP:=$(cd "$(dirname "$0")/.." && pwd)}"
if [ -z "${TEST_TMP:-}" ]; then
	TEST_TMP=$(mktemp -d "${TMPDIR:-/tmp}/t0500.XXXXXX")
	trap 'rm -rf "$TEST_TMP"' EXIT
fi
export TOP TEST_TMP
. "$(dirname "$0")/lib/test.sh"
cd "$TEST_TMP" || exit 1

MINISTAT=/usr/bin/ministat
SCHEDLORE=$TOP/schedlore
D=$TEST_TMP/data
COUNTS=$TEST_TMP/counts
: >"$COUNTS"

# Writes $D/FAMILY.list, one ministat argument list a line, and the files.
generate() {
	mkdir -p "$D"
	python3 - "$D" <<'EOF'
import random, sys

d = sys.argv[1]
rng = random.Random(20150715)
scales = [1e-3, 1e-2, 1.0, 10.0, 1e3, 1e6]
seq = [0]

def values(n, scale, kind):
    base = rng.choice([1.0, 2.5, 7.0, 40.0]) * scale
    if kind == "negative":
        base = -base
    elif kind == "cross":
        base = 0.0
    sd = base * rng.choice([0.001, 0.01, 0.1, 0.5]) if base else scale
    sd = abs(sd)
    if kind == "const":
        return [base] * n
    if kind == "ties":
        step = abs(sd) or scale
        return [base + step * rng.randint(-3, 3) for _ in range(n)]
    if kind == "uniform":
        return [base + rng.uniform(-2, 2) * sd for _ in range(n)]
    if kind == "bimodal":
        return [base + rng.choice([-2, 2]) * sd + rng.gauss(0, sd / 4) for _ in range(n)]
    return [rng.gauss(base, sd) for _ in range(n)]

def fmt(v, style):
    if style == "int":
        return "%d" % round(v)
    return style % v

def shift(vals, how):
    spread = (max(vals) - min(vals)) or abs(vals[0]) or 1.0
    k = {"none": 0, "small": 0.05, "some": 0.5, "large": 3}[how]
    return [v + k * spread * rng.choice([-1, 1]) for v in vals]

def size():
    return rng.choice([rng.randint(3, 10), rng.randint(3, 30), rng.randint(3, 200)])

def write_set(vals, style, dressing=False):
    seq[0] += 1
    path = "%s/s%05d" % (d, seq[0])
    eol = "\r\n" if dressing and rng.random() < 0.3 else "\n"
    with open(path, "w", newline="") as f:
        if dressing:
            f.write("# benchmark run" + eol)
        for v in vals:
            line = fmt(v, style)
            if dressing and rng.random() < 0.1:
                line += rng.choice(["  ", "\t", " # note"])
            f.write(line + eol)
            if dressing and rng.random() < 0.05:
                f.write(eol)
    return path

KINDS = ["normal", "normal", "uniform", "ties", "bimodal", "negative", "cross", "const"]
STYLES = ["%.17g", "%.6g", "%.3f", "%g", "%e", "int"]

def group(k):
    scale = rng.choice(scales)
    kind = rng.choice(KINDS)
    style = rng.choice(STYLES)
    if style == "int" and scale < 100:
        style = "%.17g"
    first = values(size(), scale, kind)
    sets = [first]
    for _ in range(k - 1):
        other = values(size(), scale, rng.choice([kind, kind, rng.choice(KINDS)]))
        if rng.random() < 0.15:
            other = list(first[:max(3, len(other))])
        sets.append(shift(other, rng.choice(["none", "small", "some", "large"])))
    dressing = rng.random() < 0.25
    return [write_set(s, style, dressing) for s in sets]

def family(name, count, make):
    with open("%s/%s.list" % (d, name), "w") as f:
        for _ in range(count):
            f.write(" ".join(make()) + "\n")

CONF = ["80", "90", "95", "98", "99", "99.5"]
family("pairs", 300, lambda: group(2))
family("triples", 120, lambda: group(3))
family("many", 30, lambda: group(rng.randint(4, 7)))
family("confidence", 240, lambda: ["-c", CONF[rng.randrange(6)]] + group(rng.choice([2, 2, 3])))
family("n", 60, lambda: ["-n"] + group(rng.randint(1, 4)))
family("s", 80, lambda: ["-s"] + group(rng.randint(2, 5)))
family("A", 40, lambda: ["-A"] + group(rng.randint(2, 3)))
family("q", 40, lambda: group(rng.randint(1, 3)))
family("w", 100, lambda: ["-w", str(rng.choice([2, 3, 5, 20, 40, 60, 73, 75, 80, 100, 132, 200]))]
       + (["-s"] if rng.random() < 0.3 else []) + group(rng.randint(1, 3)))

# Multi-column files: -C picks a column, -d the delimiters (strtok: runs are one).
def columns(k):
    ncol = rng.randint(2, 5)
    col = rng.randint(1, ncol)
    delim, sep = rng.choice([(None, " "), (None, "\t"), (",", ","), (";:", ";"),
                             (";:", ":"), (", ", ", "), ("|", "||")])
    paths = []
    scale = rng.choice(scales)
    for _ in range(k):
        cols = [values(size(), scale, rng.choice(KINDS)) for _ in range(ncol)]
        n = min(len(c) for c in cols)
        seq[0] += 1
        path = "%s/m%05d" % (d, seq[0])
        with open(path, "w") as f:
            for i in range(n):
                f.write(sep.join("%.6g" % c[i] for c in cols) + "\n")
            f.write(sep.join(["#"] * ncol) + "\n")
        paths.append(path)
    args = ["-C", str(col)]
    if delim:
        args += ["-d", delim]
    return args + paths

family("columns", 80, lambda: columns(rng.randint(1, 3)))
EOF
}

# check FAMILY [FILTER [OPTION]]: every line of FAMILY.list through both
# programs; FILTER (a command) turns ministat's output into the expected one,
# OPTION is given to schedlore compare only.
check() {
	fam=$1
	filter=${2:-cat}
	only=${3:-}
	n=0
	while read -r args; do
		n=$((n + 1))
		# shellcheck disable=SC2086
		"$MINISTAT" $args 2>/dev/null | $filter >"$TEST_TMP/want"
		# shellcheck disable=SC2086
		env PATH=/nonexistent "$SCHEDLORE" compare $only $args >"$TEST_TMP/got" 2>"$TEST_TMP/err" || {
			echo "schedlore compare $only $args failed:"
			cat "$TEST_TMP/err"
			return 1
		}
		if ! cmp -s "$TEST_TMP/want" "$TEST_TMP/got"; then
			echo "data set $n of $fam differs: compare $only $args"
			diff "$TEST_TMP/want" "$TEST_TMP/got" | head -n 30
			return 1
		fi
	done <"$D/$fam.list"
	[ "$n" -gt 0 ] || { echo "no data sets in $fam"; return 1; }
	echo "$n" >>"$COUNTS"
	echo "$n data sets of $fam matched"
}

# -q is FreeBSD's: ministat's report without names and header.  Debian's
# ministat has no -q, so strip what -q drops from its report.
strip_quiet() {
	awk '!/^[x+*%#@O] \// && !/^    N           Min           Max        Median           Avg        Stddev$/'
}

if [ ! -x "$MINISTAT" ]; then
	expect 'Debian ministat is installed at /usr/bin/ministat' '
		echo "$MINISTAT is missing: install the ministat package; without it nothing is compared"
		false
	'
	done_testing
	exit 1
fi

expect 'the generator writes the data sets' 'generate && [ -s "$D/pairs.list" ]'
expect 'pairs, default options, match ministat' 'check pairs'
expect 'triples match ministat' 'check triples'
expect 'four to seven data sets match ministat' 'check many'
expect '-c 80 90 95 98 99 99.5 match ministat' 'check confidence'
expect '-n matches ministat' 'check n'
expect '-s matches ministat' 'check s'
expect '-A matches ministat' 'check A'
expect '-q is ministat without names and header' 'check q strip_quiet -q'
expect '-w widths match ministat' 'check w'
expect '-C and -d on multi-column files match ministat' 'check columns'

expect 'standard input as - and as no file matches ministat' '
	set -- $(head -n 1 "$D/pairs.list")
	"$MINISTAT" - "$2" <"$1" >want
	env PATH=/nonexistent "$SCHEDLORE" compare - "$2" <"$1" >got
	cmp want got
	"$MINISTAT" <"$1" >want
	env PATH=/nonexistent "$SCHEDLORE" compare <"$1" >got
	cmp want got
'

expect 'bad data, short sets and missing files: empty stdout, status 2' '
	printf "1\n2\nthree\n" >bad
	printf "1\n2\n" >short
	printf "1\n2\n3\n" >good
	for f in bad short missing; do
		rc=0
		env PATH=/nonexistent "$SCHEDLORE" compare good $f >got 2>err || rc=$?
		expect_eq "$rc" 2
		[ ! -s got ]
		grep -q "$f" err
		"$MINISTAT" good $f >want 2>/dev/null || :
		cmp want got
	done
'

expect 'bad options: status 2, no output' '
	for opt in "-c 97" "-C 0" "-w 1" "-w x" "-d \"\"" "-Z"; do
		rc=0
		eval "env PATH=/nonexistent \"\$SCHEDLORE\" compare $opt good good good >got 2>err" || rc=$?
		expect_eq "$rc" 2
		[ ! -s got ] && [ -s err ]
	done
'

total=$(awk '{ t += $1 } END { print t + 0 }' "$COUNTS")
echo "# $total data sets matched $MINISTAT"
expect 'at least 1000 data sets were compared' '[ "$total" -ge 1000 ]'
done_testing
