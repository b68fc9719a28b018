#!/bin/sh
# fuzz.sh: run each libFuzzer target for SECONDS on its seed corpus, then a table of figures
#   tools/fuzz.sh SECONDS TARGET...
# Seeds: tests/fuzz/corpus/TARGET/ (committed); new inputs go to
# build/fuzz/corpus/TARGET/.  Crashes land in build/fuzz/ and fail the run;
# every crash found becomes a seed (crash-NAME in the target's corpus, which
# make check replays through build/replay/TARGET) when fixed.
# The table (also build/fuzz/report.txt): per target the executions, the edges
# covered (cov), the features (ft), the corpus size and the outcome.
set -u
# libFuzzer's status lines can hold bytes of the input that are not UTF-8: sed and
# grep must read them as bytes
export LC_ALL=C
secs=$1
shift
failed=0
report=build/fuzz/report.txt
mkdir -p build/fuzz
printf '%-16s %6s %12s %8s %7s %7s %7s  %s\n' target secs executions exec/s cov ft corpus result >"$report.tmp"
for t in "$@"; do
	name=$(basename "$t")
	work="build/fuzz/corpus/$name"
	log="build/fuzz/$name.log"
	mkdir -p "$work"
	echo "fuzz: $name for ${secs}s"
	result=ok
	if ! "$t" -max_total_time="$secs" -max_len=65536 -timeout=10 -rss_limit_mb=1024 \
		-artifact_prefix="build/fuzz/$name-" -print_final_stats=1 \
		"$work" "tests/fuzz/corpus/$name" >"$log" 2>&1; then
		echo "fuzz: $name FAILED; see $log"
		tail -n 30 "$log"
		failed=1
		result="CRASH: $(ls -t build/fuzz/"$name"-* 2>/dev/null | head -n 1)"
	fi
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
	last=$(grep -aE '^#[0-9]+.*cov: ' "$log" | tail -n 1)
	cov=$(echo "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
	ft=$(echo "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
	corp=$(echo "$last" | sed -n 's/.* corp: \([0-9]*\).*/\1/p')
	rate=$(echo "$last" | sed -n 's/.* exec\/s: \([0-9]*\).*/\1/p')
	printf '%-16s %6s %12s %8s %7s %7s %7s  %s\n' "$name" "$secs" "${execs:--}" "${rate:--}" \
		"${cov:--}" "${ft:--}" "${corp:--}" "$result" >>"$report.tmp"
done
mv "$report.tmp" "$report"
cat "$report"
exit $failed
