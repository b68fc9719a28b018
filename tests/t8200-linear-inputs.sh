#!/bin/sh
# t8200-linear-inputs.sh: the extractor and the claim recogniser cost linear time in inputs fuzzing found slow
. "$TOP/tests/lib/test.sh"

# Each input is a pattern repeated N and 4N times, replayed through the fuzz
# target (build/replay/NAME: the same code the importer runs). The CPU time
# (user + system of the child, so the machine's load does not count) of 4N
# must stay under 8 times that of N: linear is 4, the quadratic costs these
# cases had were 16 to 20 (4,000 pasted `time` results: 28 s; a 112 KB
# sentence of claims: 2 s and 4,000 copies of itself).
ratio() { # TARGET PATTERN N [TAIL]: prints "cpu(N) cpu(4N) ratio", fails past 8; TAIL once after
	python3 - "$TOP/build/replay/$1" "$2" "$3" "${4:-}" <<'PY'
import os, resource, subprocess, sys
exe, pat, n = sys.argv[1], sys.argv[2].replace("\\n", "\n"), int(sys.argv[3])
tail = sys.argv[4].replace("\\n", "\n")
def cpu(k):
    with open("in.txt", "w") as f:
        f.write(pat * k + tail)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([exe, "in.txt"], check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
# the least of three: CPU time still drifts with the neighbours' cache and clock
small, big = min(cpu(n) for _ in range(3)), min(cpu(4 * n) for _ in range(3))
r = big / max(small, 0.01)
print("%.2f s for %d, %.2f s for %d: ratio %.1f" % (small, n, big, 4 * n, r))
sys.exit(0 if r < 8 else 1)
PY
}

expect 'extract: identical pasted `time` results get their #N ids in linear time' '
	ratio fuzz-extract "real 1m2.3s\nuser 0m1.0s\nsys 0m0.1s\n" 1000
'
expect 'extract: untitled `time` outputs repeated, then one "with the patch:" (each untitled one named without it)' '
	ratio fuzz-extract "real 1m2.3s\nuser 0m1.0s\nsys 0m0.1s\n\n" 1000 "with the patch:\n\nreal 1m2.0s\nuser 0m1.0s\nsys 0m0.1s\n"
'
expect 'extract: repeated "name: figure" lines' '
	ratio fuzz-extract "ULE: 12.5 s\n" 4000
'
expect 'extract: a two-column table repeated' '
	ratio fuzz-extract "    4BSD    ULE\n    1.0     2.0\n" 1500
'
expect 'extract: rows named by one bare version, the row naming it and more at the very end' '
	ratio fuzz-extract "6.6   1.5   2.5   3.5\n" 1500 "6.6+x   1.5   2.5   3.5\n"
'
expect 'claims: one endless sentence of percentage claims' '
	ratio fuzz-claims "ULE is 2% faster than 4BSD; " 4000
'
expect 'claims: many sentences of claims' '
	ratio fuzz-claims "ULE is 2% faster than 4BSD. " 4000
'
expect 'document: a table of 2,500 and 10,000 rows' '
	ratio fuzz-layout "run   12.5   13.5   14.25\n" 2500
'
expect 'document: one line of 25,000 and 100,000 columns' '
	ratio fuzz-layout "1.5 " 25000
'
expect 'document: one line quoted 25,000 and 100,000 deep' '
	ratio fuzz-layout "> " 25000
'
expect 'document: deeply quoted lines of a table' '
	ratio fuzz-layout "> > > > > > > > > > > > > > > > > > > > ULE: 12.5 s\n" 2000
'
done_testing
