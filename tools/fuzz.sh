#!/bin/sh
# fuzz.sh: run each libFuzzer target for SECONDS on its seed corpus, then a table of figures
#   tools/fuzz.sh SECONDS TARGET...
#   tools/fuzz.sh --ci TARGET...   the executions of tests/fuzz/ci-runs, seed 1
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
# --ci: a fixed number of executions from a fixed seed, cut at 10 s per
# target (on a slower machine, a prefix of the same run).  The same run on
# every machine needs three more things: no corpus reload on a timer
# (-reload=0); no address randomisation (setarch -R: two runs of
# fuzz-subject from seed 1 kept 105 and 103 inputs, with it 97 and 97); and
# no mutations from traced comparisons (-use_cmp=0), whose operands include
# heap addresses, which libxml2's time-seeded dictionary and jansson's
# random hash seed move (with it, 4 of 20 targets still differed between
# two runs).  What that costs: report-pts reached 371 edges, not 381.
# One thing more, found by comparing a fresh clone with the checkout: the
# process's start-up differs with its environment and its program path
# (fuzz-html from seed 1 kept 368 inputs run by absolute path, 361 by
# relative path), so the targets run with a fixed environment, by the
# relative paths the Makefile gives, from the top of the checkout.
same_run=
if [ "$secs" = --ci ]; then
	same_run="env -i PATH=/usr/bin:/bin LC_ALL=C"
	if setarch "$(uname -m)" -R true 2>/dev/null; then
		same_run="$same_run setarch $(uname -m) -R"
	else
		echo "fuzz: setarch -R is refused here: the run may differ from other machines'" >&2
	fi
fi
runs_of() { # TARGET: its executions in CI, or -1 (no limit)
	if [ "$secs" = --ci ]; then
		awk -v t="$1" '$1 == t { print $2; found = 1 } END { if (!found) print 20000 }' tests/fuzz/ci-runs
	else
		echo -1
	fi
}
failed=0
report=build/fuzz/report.txt
mkdir -p build/fuzz
printf '%-16s %6s %12s %8s %7s %7s %7s  %s\n' target secs executions exec/s cov ft corpus result >"$report.tmp"
for t in "$@"; do
	name=$(basename "$t")
	work="build/fuzz/corpus/$name"
	if [ "$secs" = --ci ]; then
		work="build/fuzz/ci-corpus/$name"   # from the seeds alone, as on a fresh clone
		rm -rf "$work"
	fi
	log="build/fuzz/$name.log"
	mkdir -p "$work"
	result=ok
	if [ "$secs" = --ci ]; then
		limits="-seed=1 -runs=$(runs_of "$name") -reload=0 -use_cmp=0 -max_total_time=10"
		echo "fuzz: $name, $(runs_of "$name") executions from seed 1"
	else
		limits="-max_total_time=$secs"
		echo "fuzz: $name for ${secs}s"
	fi
	began=$(date +%s)
	# shellcheck disable=SC2086 # limits and same_run are lists of words
	if ! $same_run "$t" $limits -max_len=65536 -timeout=10 -rss_limit_mb=1024 \
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
	printf '%-16s %6s %12s %8s %7s %7s %7s  %s\n' "$name" "$(($(date +%s) - began))" "${execs:--}" "${rate:--}" \
		"${cov:--}" "${ft:--}" "${corp:--}" "$result" >>"$report.tmp"
done
mv "$report.tmp" "$report"
cat "$report"
exit $failed
