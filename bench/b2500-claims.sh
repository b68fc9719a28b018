# b2500-claims.sh: claim checking time per claim, against figure extraction of the same messages
#
# The five corpus posts, each wrapped 40 times (200 messages, ~1.3k claims);
# imported once, then timed in the same run: extraction from scratch (the
# figure tables emptied first; its "seconds" is the figure recognisers alone,
# the reference) and check --all (recognise and check every claim again,
# store the checks).
copies=$((40 * ${BENCH_SCALE:-1}))
runs=5
args=""
i=0
while [ $i -lt "$copies" ]; do
	for f in "$TOP"/data/sample/00*_*.txt; do
		args="$args $f,bench.$i.$(basename "$f" .txt)@b2500"
	done
	i=$((i + 1))
done
# shellcheck disable=SC2086
python3 "$TOP/tests/lib/corpus-mbox.py" "$scratch/claims.mbox" $args
drop_db bclaims
fresh_db bclaims
export SCHEDLORE_DB="$base dbname=bclaims"
"$TOP/schedlore" import --quiet "$scratch/claims.mbox" >/dev/null

json_field() { # FILE KEY
	sed -n "s/.*\"$2\":\([0-9.]*\).*/\1/p" "$1"
}
ext_runs=""
chk_runs=""
i=0
while [ $i -lt $runs ]; do
	psql -X -q "$SCHEDLORE_DB" -c "SET client_min_messages = warning; TRUNCATE extractions, citations, comparisons, claims, series, systems CASCADE"
	"$TOP/schedlore" extract --json >"$scratch/ext.json"
	"$TOP/schedlore" check --all --json >"$scratch/chk.json"
	ext_runs="$ext_runs $(json_field "$scratch/ext.json" seconds) $(json_field "$scratch/ext.json" total_seconds)"
	chk_runs="$chk_runs $(json_field "$scratch/chk.json" seconds) $(json_field "$scratch/chk.json" total_seconds)"
	i=$((i + 1))
done
msgs=$(json_field "$scratch/ext.json" messages)
claims=$(json_field "$scratch/chk.json" claims)
drop_db bclaims
unset SCHEDLORE_DB

echo "$ext_runs" "|" "$chk_runs" | awk -v m="$msgs" -v c="$claims" -v runs=$runs '
function median(a, n,    i, j, t) {
	for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
	return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
{
	for (i = 1; i <= runs; i++) { er[i] = $(2 * i - 1); et[i] = $(2 * i) }
	for (i = 1; i <= runs; i++) { cr[i] = $(2 * runs + 1 + 2 * i - 1); ct[i] = $(2 * runs + 1 + 2 * i) }
	e = median(er, runs); E = median(et, runs); k = median(cr, runs); K = median(ct, runs)
	printf "input: %d messages (the corpus x %d), %d claims; median of %d runs\n", m, m / 5, c, runs
	printf "%-48s %10s %14s\n", "", "seconds", "per claim"
	printf "%-48s %10.4f %11.1f us\n", "figure recognisers, extract (reference)", e, e * 1e6 / c
	printf "%-48s %10.4f %11.1f us\n", "recognise + check claims, check --all", k, k * 1e6 / c
	printf "%-48s %10.4f %11.1f us\n", "extract, whole pass with claims and storage", E, E * 1e6 / c
	printf "%-48s %10.4f %11.1f us\n", "check --all, whole pass with storage", K, K * 1e6 / c
	printf "claim checking / figure extraction (in process): %.2f\n", (e > 0 ? k / e : 0)
}'
