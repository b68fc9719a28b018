#!/bin/sh
# fuzz.sh: run each libFuzzer target for SECONDS on its seed corpus
#   tools/fuzz.sh SECONDS TARGET...
# Seeds: tests/fuzz/corpus/TARGET/ (committed); new inputs go to
# build/fuzz/corpus/TARGET/.  Crashes land in build/fuzz/ and fail the run;
# every crash found becomes a seed (and a regression test) when fixed.
set -u
secs=$1
shift
failed=0
for t in "$@"; do
	name=$(basename "$t")
	work="build/fuzz/corpus/$name"
	mkdir -p "$work"
	echo "fuzz: $name for ${secs}s"
	if ! "$t" -max_total_time="$secs" -max_len=65536 -timeout=10 -rss_limit_mb=1024 \
		-artifact_prefix="build/fuzz/$name-" -print_final_stats=1 \
		"$work" "tests/fuzz/corpus/$name" >"build/fuzz/$name.log" 2>&1; then
		echo "fuzz: $name FAILED; see build/fuzz/$name.log"
		tail -n 30 "build/fuzz/$name.log"
		failed=1
	fi
	grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb)|cov:' "build/fuzz/$name.log" | tail -n 3
done
exit $failed
