# b1100-threads.sh: import rate of a giant-thread archive against a tidy one of as many messages
#
# tidy: mkmbox.py's threading, many small threads; giant: every message
# replies into one thread with its ancestry in References (the shape that
# slowed public-inbox from 655 to 70 messages/s).  Both are imported whole
# (read, decode, store, thread) and threaded again alone (thread --all), in
# the same run; the ratios giant/tidy are the result (goal: about 1.0).
n=$((20000 * ${BENCH_SCALE:-1}))
runs=3
python3 "$TOP/tests/lib/mkthread.py" --count "$n" --seed 42 --shape tidy "$scratch/tidy.mbox"
python3 "$TOP/tests/lib/mkthread.py" --count "$n" --seed 42 --shape giant "$scratch/giant.mbox"

thread_import() { # KIND
	drop_db "bthr$1"
	fresh_db "bthr$1"
	SCHEDLORE_DB="$base dbname=bthr$1" "$TOP/schedlore" import --quiet "$scratch/$1.mbox"
}
thread_again() { # KIND
	SCHEDLORE_DB="$base dbname=bthr$1" "$TOP/schedlore" thread --all --quiet
}
tidy_i=$(median_of $runs thread_import tidy)
giant_i=$(median_of $runs thread_import giant)
tidy_t=$(median_of $runs thread_again tidy)
giant_t=$(median_of $runs thread_again giant)
largest() {
	psql -X -A -t "$base dbname=bthr$1" -c "SELECT count(*) || ' threads, largest ' || max(message_count) FROM threads"
}
tidy_shape=$(largest tidy)
giant_shape=$(largest giant)
tidy_mb=$(du -m "$scratch/tidy.mbox" | cut -f1)
giant_mb=$(du -m "$scratch/giant.mbox" | cut -f1)
drop_db bthrtidy
drop_db bthrgiant

awk -v n="$n" -v ti="$tidy_i" -v gi="$giant_i" -v tt="$tidy_t" -v gt="$giant_t" \
    -v tmb="$tidy_mb" -v gmb="$giant_mb" -v ts="$tidy_shape" -v gs="$giant_shape" 'BEGIN {
	printf "input: %d messages each (generated, seed 42); median of 3 runs each\n", n
	printf "  tidy:  %d MB, %s\n  giant: %d MB, %s\n", tmb, ts, gmb, gs
	printf "%-36s %10s %10s %10s\n", "", "seconds", "msg/s", "MB/s"
	printf "%-36s %10.3f %10.0f %10.1f\n", "import tidy (reference)", ti, n / ti, tmb / ti
	printf "%-36s %10.3f %10.0f %10.1f\n", "import giant", gi, n / gi, gmb / gi
	printf "%-36s %10.3f %10.0f\n", "thread --all tidy (reference)", tt, n / tt
	printf "%-36s %10.3f %10.0f\n", "thread --all giant", gt, n / gt
	printf "import rate giant / tidy:        %.2f\n", ti / gi
	printf "threading rate giant / tidy:     %.2f\n", tt / gt
}'
