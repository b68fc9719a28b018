# b1200-import-100k.sh: import of a list-shaped mbox of 100,000 messages (x BENCH_SCALE):
# messages/s and MB/s against grep -c '^From ' and a COPY of the same rows, and peak memory
n=$((100000 * ${BENCH_SCALE:-1}))
runs=${BENCH_RUNS:-3}
mbox="$scratch/b1200.mbox"
python3 "$TOP/tests/lib/mkmbox.py" --count "$n" --seed 1200 "$mbox"
bytes=$(wc -c <"$mbox")

grep_s=$(median_of $runs grep -c '^From ' "$mbox")

# Extraction off: what the importer does today (the extract branch adds the "on" row).
import_once() {
	drop_db b1200
	fresh_db b1200
	SCHEDLORE_DB="$base dbname=b1200" /usr/bin/time -f %M -a -o "$scratch/b1200.rss" \
		"$TOP/schedlore" import --quiet "$mbox"
}
: >"$scratch/b1200.rss"
import_s=$(median_of $runs import_once)
rss_kb=$(sort -n "$scratch/b1200.rss" | tail -n 1)

# The reference: the rows the import wrote, loaded again by COPY into the same
# tables (same indexes, triggers and constraints), in one transaction.
psql -X -q "$base dbname=b1200" -c "\\copy messages TO '$scratch/b1200.messages'"
psql -X -q "$base dbname=b1200" -c "\\copy sources TO '$scratch/b1200.sources'"
copy_once() {
	drop_db b1200c
	fresh_db b1200c
	psql -X -q -v ON_ERROR_STOP=1 "$base dbname=b1200c" \
		-c "BEGIN" -c "\\copy messages FROM '$scratch/b1200.messages'" \
		-c "INSERT INTO imports (paths) VALUES ('{x}')" \
		-c "\\copy sources FROM '$scratch/b1200.sources'" -c "COMMIT"
}
copy_s=$(median_of $runs copy_once)
drop_db b1200
drop_db b1200c
rm -f "$mbox" "$scratch/b1200.messages" "$scratch/b1200.sources"

awk -v n="$n" -v bytes="$bytes" -v i="$import_s" -v g="$grep_s" -v c="$copy_s" \
    -v rss="$rss_kb" -v runs="$runs" 'BEGIN {
	mb = bytes / 1e6
	printf "input: %d messages, %.1f MB (generated, seed 1200); median of %d runs each\n", n, mb, runs
	printf "%-40s %10s %10s %10s\n", "", "seconds", "msg/s", "MB/s"
	printf "%-40s %10.2f %10.0f %10.1f\n", "schedlore import (extraction off)", i, n / i, mb / i
	printf "%-40s %10.2f %10.0f %10.1f\n", "reference: grep -c ^From", g, n / g, mb / g
	printf "%-40s %10.2f %10.0f %10.1f\n", "reference: COPY of the same rows", c, n / c, mb / c
	printf "import time / COPY time: %.2f x (goal: under 2)\n", i / c
	printf "import time / grep time: %.0f x\n", i / g
	printf "import peak memory (max RSS): %.0f MB (goal: under 256)\n", rss / 1024
}'
