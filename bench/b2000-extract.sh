# b2000-extract.sh: extraction time per MB of decoded text, and its share of import time
n=$((2000 * ${BENCH_SCALE:-1}))
mbox="$scratch/bextract.mbox"
python3 "$TOP/tests/lib/mkmbox.py" --count "$n" --seed 43 "$mbox"
for f in "$TOP"/data/sample/*.txt; do
	python3 "$TOP/tests/lib/corpus-mbox.py" "$scratch/corpus.$(basename "$f").mbox" "$f,$(basename "$f")@bench"
	cat "$scratch/corpus.$(basename "$f").mbox" >>"$mbox"
done
runs=3
db="$base dbname=bextract"

import_once() {
	drop_db bextract
	fresh_db bextract
	SCHEDLORE_DB="$db" "$TOP/schedlore" import --quiet "$mbox"
}
import_s=$(median_of $runs import_once)

# Extraction alone, again over every stored message (the import above left
# the database full): its own clock, split into recognisers and storage.
for i in 1 2 3; do
	SCHEDLORE_DB="$db" "$TOP/schedlore" extract --all --json
done >"$scratch/extract.json"
# Reference: grep over the same decoded text, dumped once.
psql -X -q -A -t "$db" -c "SELECT body FROM messages" >"$scratch/bodies.txt"
grep_s=$(median_of $runs grep -c -E '[0-9]+ real|Difference|Stddev' "$scratch/bodies.txt")
drop_db bextract

python3 - "$scratch/extract.json" "$import_s" "$grep_s" "$n" <<'PY'
import json, statistics, sys
runs = [json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")]
imp, grep, n = float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
mb = runs[0]["bytes"] / 1e6
rec = statistics.median(r["seconds"] for r in runs)
tot = statistics.median(r["total_seconds"] for r in runs)
print("input: %d generated messages + the 5 corpus posts, %.1f MB of decoded text; median of 3" % (n, mb))
print("%d series, %d cited, %d systems, %d comparisons" % (runs[0]["series"], runs[0]["cited"], runs[0]["systems"], runs[0]["comparisons"]))
print("%-44s %9s %9s" % ("", "seconds", "s/MB"))
print("%-44s %9.3f %9.3f" % ("recognisers (text model, formats, ids)", rec, rec / mb))
print("%-44s %9.3f %9.3f" % ("extract --all (recognisers + storage)", tot, tot / mb))
print("%-44s %9.3f %9.3f" % ("import (decode, store, extract)", imp, imp / mb))
print("%-44s %9.3f %9.3f" % ("reference: grep -E over the decoded text", grep, grep / mb))
print("extraction share of import time: %.0f %%" % (100 * tot / imp))
print("recognisers / grep: %.1f x" % (rec / grep if grep > 0 else 0))
PY
