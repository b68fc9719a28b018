# b1200-import-100k.sh: import of a list-shaped mbox of 100,000 messages (x BENCH_SCALE):
# messages/s and MB/s with extraction off and on, against grep -c '^From ' and a
# COPY of the same rows, and peak memory; and a giant thread against a tidy archive
#
# BENCH_COUNT sets the number of messages outright (a shorter run: say so).
n=${BENCH_COUNT:-$((100000 * ${BENCH_SCALE:-1}))}
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

# Extraction off is printed before the extraction-on runs start: on a loaded
# machine those take far longer, and the figures above stand on their own.
row() { # LABEL SECONDS
	awk -v l="$1" -v s="$2" -v n="$n" -v mb="$(echo "$bytes" | awk '{ print $1 / 1e6 }')" \
		'BEGIN { printf "%-46s %10.2f %10.0f %10.1f\n", l, s, n / s, mb / s }'
}
echo "input: $n messages, $(echo "$bytes" | awk '{ printf "%.1f", $1 / 1e6 }') MB (generated, seed 1200); median of $runs runs each"
echo "load average before: $load_before"
printf '%-46s %10s %10s %10s\n' "" seconds msg/s MB/s
row "reference: grep -c ^From" "$grep_s"
row "reference: COPY of the same rows" "$copy_s"
row "schedlore import --no-extract (extraction off)" "$off_s"
echo "extraction off: import time / COPY time: $(ratio "$off_s" "$copy_s") x (goal: under 2); / grep time: $(ratio "$off_s" "$grep_s") x"
echo "extraction off: peak memory (max RSS): $((rss_off / 1024)) MB (goal: under 256)"
echo "load average now: $(cut -d' ' -f1-3 /proc/loadavg)"

# Merging threads stays cheap per message: as many messages whose References
# chain nearly all of them into one thread, against a tidy archive of many
# small threads from the same generator (tests/lib/mkthread.py), extraction
# off, in the same run; the rate ratio giant/tidy is the result (goal: about 1).
# The giant archive's References carry the root and the last 19 ancestors, so
# it is larger than tidy's (whose References name the parent only); "trim"
# is the same thread with References cut to the root and the parent, about
# tidy's size: the thread's shape alone, without the bytes.
python3 "$TOP/tests/lib/mkthread.py" --count "$n" --seed 1200 --shape tidy "$scratch/b1200.tidy"
python3 "$TOP/tests/lib/mkthread.py" --count "$n" --seed 1200 --shape giant "$scratch/b1200.giant"
python3 "$TOP/tests/lib/mkthread.py" --count "$n" --seed 1200 --shape giant --refs 2 "$scratch/b1200.trim"
shape_once() { # tidy|giant
	drop_db b1200t
	fresh_db b1200t
	SCHEDLORE_DB="$base dbname=b1200t" "$TOP/schedlore" import --quiet --no-extract "$scratch/b1200.$1"
}
tidy_s=$(median_of $runs shape_once tidy)
trim_s=$(median_of $runs shape_once trim)
giant_s=$(median_of $runs shape_once giant)
largest=$(psql -X -A -t "$base dbname=b1200t" -c "SELECT max(message_count) FROM threads")
tidy_mb=$(wc -c <"$scratch/b1200.tidy")
giant_mb=$(wc -c <"$scratch/b1200.giant")
trim_mb=$(wc -c <"$scratch/b1200.trim")
drop_db b1200t
rm -f "$scratch/b1200.tidy" "$scratch/b1200.giant" "$scratch/b1200.trim"
awk -v n="$n" -v t="$tidy_s" -v g="$giant_s" -v r="$trim_s" -v tb="$tidy_mb" -v gb="$giant_mb" \
    -v rb="$trim_mb" -v l="$largest" 'BEGIN {
	printf "%-46s %10.2f %10.0f %10.1f\n", "import --no-extract, tidy threads (reference)", t, n / t, tb / 1e6 / t
	printf "%-46s %10.2f %10.0f %10.1f\n", "import --no-extract, giant, References trimmed", r, n / r, rb / 1e6 / r
	printf "%-46s %10.2f %10.0f %10.1f\n", "import --no-extract, one giant thread", g, n / g, gb / 1e6 / g
	printf "giant thread (largest %d messages): rate giant / tidy: %.2f a message, %.2f a MB (goal: about 1)\n", l, t / g, t / g * gb / tb
	printf "giant thread, References trimmed to root and parent (%.1f MB against %.1f): rate / tidy: %.2f a message, %.2f a MB\n", rb / 1e6, tb / 1e6, t / r, t / r * rb / tb
}'
echo "load average now: $(cut -d' ' -f1-3 /proc/loadavg)"

on_s=$(median_of $runs import_once on)
rss_on=$(sort -n "$scratch/b1200.rss.on" | tail -n 1)
series=$(psql -X -A -t "$base dbname=b1200" -c "SELECT count(*) FROM series")
drop_db b1200
drop_db b1200c
rm -f "$mbox" "$scratch/b1200.messages" "$scratch/b1200.sources"

row "schedlore import (extraction on)" "$on_s"
echo "extraction on: import time / COPY time: $(ratio "$on_s" "$copy_s") x ($series series); / extraction off: $(ratio "$on_s" "$off_s") x"
echo "extraction on: peak memory (max RSS): $((rss_on / 1024)) MB (goal: under 256)"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
