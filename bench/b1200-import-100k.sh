# b1200-import-100k.sh: import of a list-shaped mbox of 100,000 messages (x BENCH_SCALE):
# messages/s and MB/s with extraction off and on, against grep -c '^From ' and a
# COPY of the same rows, and peak memory
n=$((100000 * ${BENCH_SCALE:-1}))
runs=${BENCH_RUNS:-3}
mbox="$scratch/b1200.mbox"
python3 "$TOP/tests/lib/mkmbox.py" --count "$n" --seed 1200 "$mbox"
bytes=$(wc -c <"$mbox")
load_before=$(cut -d' ' -f1-3 /proc/loadavg)

grep_s=$(median_of $runs grep -c '^From ' "$mbox")

# import_once off|on: a fresh database, the whole import; max RSS appended to
# $scratch/b1200.rss.MODE.  "off" stores and threads (--no-extract); "on" also
# extracts figures and claims, as a plain 'schedlore import' does.
import_once() {
	drop_db b1200
	fresh_db b1200
	SCHEDLORE_DB="$base dbname=b1200" /usr/bin/time -f %M -a -o "$scratch/b1200.rss.$1" \
		"$TOP/schedlore" import --quiet $([ "$1" = off ] && echo --no-extract) "$mbox"
}
: >"$scratch/b1200.rss.off"
: >"$scratch/b1200.rss.on"
off_s=$(median_of $runs import_once off)
rss_off=$(sort -n "$scratch/b1200.rss.off" | tail -n 1)

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

on_s=$(median_of $runs import_once on)
rss_on=$(sort -n "$scratch/b1200.rss.on" | tail -n 1)
series=$(psql -X -A -t "$base dbname=b1200" -c "SELECT count(*) FROM series")
drop_db b1200
drop_db b1200c
rm -f "$mbox" "$scratch/b1200.messages" "$scratch/b1200.sources"

awk -v n="$n" -v bytes="$bytes" -v off="$off_s" -v on="$on_s" -v g="$grep_s" -v c="$copy_s" \
    -v rss_off="$rss_off" -v rss_on="$rss_on" -v runs="$runs" -v series="$series" \
    -v load0="$load_before" -v load1="$(cut -d' ' -f1-3 /proc/loadavg)" 'BEGIN {
	mb = bytes / 1e6
	printf "input: %d messages, %.1f MB (generated, seed 1200); median of %d runs each\n", n, mb, runs
	printf "load average before: %s, after: %s\n", load0, load1
	printf "%-44s %10s %10s %10s\n", "", "seconds", "msg/s", "MB/s"
	printf "%-44s %10.2f %10.0f %10.1f\n", "schedlore import --no-extract (extraction off)", off, n / off, mb / off
	printf "%-44s %10.2f %10.0f %10.1f\n", "schedlore import (extraction on)", on, n / on, mb / on
	printf "%-44s %10.2f %10.0f %10.1f\n", "reference: grep -c ^From", g, n / g, mb / g
	printf "%-44s %10.2f %10.0f %10.1f\n", "reference: COPY of the same rows", c, n / c, mb / c
	printf "extraction off: import time / COPY time: %.2f x (goal: under 2)\n", off / c
	printf "extraction on:  import time / COPY time: %.2f x (%d series extracted)\n", on / c, series
	printf "import time / grep time: %.0f x off, %.0f x on\n", off / g, on / g
	printf "peak memory (max RSS): %.0f MB off, %.0f MB on (goal: under 256)\n", rss_off / 1024, rss_on / 1024
}'
