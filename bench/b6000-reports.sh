# b6000-reports.sh: importing a large hyperfine JSON export (every run kept) against parsing it with python's json
n=$((100 * ${BENCH_SCALE:-1}))
runs_per=2000
json="$scratch/hyperfine.json"
python3 - "$json" "$n" "$runs_per" <<'PY'
import json, random, sys
random.seed(6000)
out, n, k = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
res = []
for i in range(n):
    t = [random.gauss(0.5, 0.01) for _ in range(k)]
    res.append({"command": "hackbench -g %d" % (i + 1), "mean": sum(t) / k, "stddev": 0.01,
                "median": sorted(t)[k // 2], "user": 0.1, "system": 0.2, "min": min(t), "max": max(t),
                "times": t, "exit_codes": [0] * k, "parameters": {"g": str(i + 1)}})
json.dump({"results": res}, open(out, "w"), indent=2)
PY
mb=$(du -m "$json" | cut -f1)
runs=3

import_once() {
	drop_db breport
	fresh_db breport
	SCHEDLORE_DB="$base dbname=breport" "$TOP/schedlore" import --quiet --report "$json" >/dev/null
}
import_s=$(median_of $runs import_once)
drop_db breport

parse_once() {
	python3 -c "import json, sys; d = json.load(open(sys.argv[1])); print(sum(len(r['times']) for r in d['results']))" "$json" >/dev/null
}
parse_s=$(median_of $runs parse_once)

awk -v n="$n" -v k="$runs_per" -v mb="$mb" -v i="$import_s" -v p="$parse_s" 'BEGIN {
	printf "input: hyperfine JSON, %d commands x %d runs = %d samples, %d MB (generated, seed 6000); median of 3 runs\n", n, k, n * k, mb
	printf "%-40s %10s %12s\n", "", "seconds", "samples/s"
	printf "%-40s %10.3f %12.0f\n", "schedlore import --report (parse+store)", i, n * k / i
	printf "%-40s %10.3f %12.0f\n", "reference: python3 json.load", p, n * k / p
	printf "import time / json.load time: %.1f x\n", i / p
}'
