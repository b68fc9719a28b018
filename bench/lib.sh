# lib.sh: timing helpers for benchmarks: median of runs, ratios

# seconds CMD...: wall seconds of one run of CMD (output discarded)
seconds() {
	s=$(date +%s.%N)
	"$@" >/dev/null 2>&1
	e=$(date +%s.%N)
	echo "$s $e" | awk '{ printf "%.4f\n", $2 - $1 }'
}

# median_of N CMD...: median wall seconds over N runs
median_of() {
	n=$1
	shift
	i=0
	while [ $i -lt "$n" ]; do
		seconds "$@"
		i=$((i + 1))
	done | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# ratio A B: A / B to two decimals
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f\n", (b > 0 ? a / b : 0) }'
}
