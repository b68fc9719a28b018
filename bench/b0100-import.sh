# b0100-import.sh: mbox import rate against grep -c '^From ' and a COPY of the same rows
n=$((20000 * ${BENCH_SCALE:-1}))
mbox="$scratch/bench.mbox"
python3 "$TOP/tests/lib/mkmbox.py" --count "$n" --seed 42 "$mbox"
mb=$(du -m "$mbox" | cut -f1)
runs=3

grep_s=$(median_of $runs grep -c '^From ' "$mbox")

import_once() {
	drop_db bimport
	fresh_db bimport
	SCHEDLORE_DB="$base dbname=bimport" "$TOP/schedlore" import --quiet "$mbox"
}
import_s=$(median_of $runs import_once)

# The reference: the rows the import wrote, loaded again by COPY into the same
# tables (same indexes and constraints), in one transaction.
psql -X -q "$base dbname=bimport" -c "\\copy messages TO '$scratch/messages.copy'"
psql -X -q "$base dbname=bimport" -c "\\copy sources TO '$scratch/sources.copy'"
copy_once() {
	drop_db bcopy
	fresh_db bcopy
	psql -X -q -v ON_ERROR_STOP=1 "$base dbname=bcopy" \
		-c "BEGIN" -c "\\copy messages FROM '$scratch/messages.copy'" \
		-c "INSERT INTO imports (paths) VALUES ('{x}')" \
		-c "\\copy sources FROM '$scratch/sources.copy'" -c "COMMIT"
}
copy_s=$(median_of $runs copy_once)
drop_db bimport
drop_db bcopy

awk -v n="$n" -v mb="$mb" -v i="$import_s" -v g="$grep_s" -v c="$copy_s" 'BEGIN {
	printf "input: %d messages, %d MB (generated, seed 42); median of 3 runs each\n", n, mb
	printf "%-34s %10s %10s %10s\n", "", "seconds", "msg/s", "MB/s"
	printf "%-34s %10.3f %10.0f %10.1f\n", "schedlore import", i, n / i, mb / i
	printf "%-34s %10.3f %10.0f %10.1f\n", "reference: grep -c ^From", g, n / g, mb / g
	printf "%-34s %10.3f %10.0f %10.1f\n", "reference: COPY of the same rows", c, n / c, mb / c
	printf "import time / grep time: %.1f x\n", i / g
	printf "import time / COPY time: %.1f x\n", i / c
}'
