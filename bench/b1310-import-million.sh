# b1310-import-million.sh: 1,000,000 generated messages imported (--no-extract): the rate per 100,000 as the archive grows, and peak memory
#
# BENCH_MILLION sets the number of messages (a shorter run: say so); the
# windows are tenths of it.  The count stored is read from the run's imports
# row (updated by every batch) twice a second; a window's rate is its
# messages over the time between the samples where it began and ended
# (interpolated).  Goals (issue 16): the median rate of the last five
# windows at least 0.8 of the second's; the importer's peak RSS under 256 MB.
n=${BENCH_MILLION:-1000000}
w=$((n / 10))
mbox="$scratch/b1310.mbox"
python3 "$TOP/tests/lib/mkmbox.py" --count "$n" --seed 1310 "$mbox"
echo "input: $n messages, $(awk -v b="$(wc -c <"$mbox")" 'BEGIN { printf "%.1f", b / 1e6 }') MB (generated, seed 1310); load $(cut -d' ' -f1-3 /proc/loadavg)"
drop_db b1310
fresh_db b1310
: >"$scratch/b1310.samples"
start=$(date +%s.%N)
SCHEDLORE_DB="$base dbname=b1310" /usr/bin/time -f %M -o "$scratch/b1310.rss" \
	"$TOP/schedlore" import --quiet --no-extract "$mbox" >/dev/null 2>&1 &
pid=$!
while kill -0 $pid 2>/dev/null; do
	c=$(psql -X -A -t "$base dbname=b1310" -c "SELECT new + duplicate FROM imports ORDER BY id DESC LIMIT 1" 2>/dev/null)
	echo "$(date +%s.%N) ${c:-0}" >>"$scratch/b1310.samples"
	sleep 0.5
done
wait $pid
end=$(date +%s.%N)
echo "$end $n" >>"$scratch/b1310.samples"
rss=$(tail -n 1 "$scratch/b1310.rss")
echo "import --no-extract: $(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }') s in all, peak RSS $((rss / 1024)) MB (goal: under 256)"
awk -v s="$start" -v w="$w" -v n="$n" '
	# t(k): when the count reached k * w, between the samples around it
	{ t[NR] = $1 - s; c[NR] = $2 }
	END {
		k = 1; prev = 0
		for (i = 2; i <= NR && k <= 10; i++)
			while (k <= 10 && c[i] >= k * w) {
				f = (c[i] > c[i - 1]) ? (k * w - c[i - 1]) / (c[i] - c[i - 1]) : 1
				at = t[i - 1] + f * (t[i] - t[i - 1])
				rate[k] = w / (at - prev); prev = at; k++
			}
		max = 0
		for (k = 1; k <= 10; k++) if (rate[k] > max) max = rate[k]
		printf "%-24s %10s  %s\n", "messages stored", "msg/s", "rate (each # is " int(max / 50 + 0.5) " msg/s)"
		for (k = 1; k <= 10; k++) {
			bar = ""; for (j = 0; j < rate[k] / max * 50; j++) bar = bar "#"
			printf "%9d to %9d %10.0f  %s\n", (k - 1) * w, k * w, rate[k], bar
		}
		for (k = 6; k <= 10; k++) last[k - 5] = rate[k]
		for (i = 1; i <= 5; i++) for (j = i + 1; j <= 5; j++) if (last[j] < last[i]) { x = last[i]; last[i] = last[j]; last[j] = x }
		printf "median rate of the last five windows / the second window: %.2f (goal: at least 0.8)\n", last[3] / rate[2]
	}' "$scratch/b1310.samples"
echo "load now: $(cut -d' ' -f1-3 /proc/loadavg)"
drop_db b1310
rm -f "$mbox" "$scratch/b1310.samples" "$scratch/b1310.rss"
