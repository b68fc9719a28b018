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
# --ci: a fixed number of executions (tests/fuzz/ci-runs) from seed 1, cut
# at 10 s (on a slower machine, a prefix of the same run).  The same run on
# every machine needs four more things, each measured (docs/reliability.md):
# no corpus reload on a timer (-reload=0); no address randomisation
# (setarch -R: fuzz-subject kept 105 and 103 inputs in two runs without it,
# 97 and 97 with it); no mutations from traced comparisons (-use_cmp=0: their
# operands include heap addresses, which libxml2's time-seeded dictionary
# and jansson's random hash seed move; 4 of 20 targets differed with them;
# report-pts reaches 371 edges, not 381); and a fixed environment and
# relative program path (fuzz-html kept 368 inputs run by absolute path,
# 361 by relative path; a fresh clone and the checkout differed on 5 of 20).
same_run=
if [ "$secs" = --ci ]; then
	same_run="env -i PATH=/usr/bin:/bin LC_ALL=C"
	if setarch "$(uname -m)" -R true 2>/dev/null; then
		same_run="$same_run setarch $(uname -m) -R"
	else
		echo "fuzz: setarch -R is refused here: the run may differ from other machines'" >&2
	fi
fi
failed=0
report=build/fuzz/report.txt
mkdir -p build/fuzz
printf '%-16s %6s %12s %8s %7s %7s %7s  %s\n' target secs executions exec/s cov ft corpus result >"$report.tmp"
for t in "$@"; do
	name=$(basename "$t")
	log="build/fuzz/$name.log"
	if [ "$secs" = --ci ]; then
		runs=$(awk -v t="$name" '$1 == t { print $2 }' tests/fuzz/ci-runs)
		if [ -z "$runs" ]; then
			echo "fuzz: $name has no line in tests/fuzz/ci-runs (executions for about 6 s)" >&2
			exit 2
		fi
		work="build/fuzz/ci-corpus/$name"   # from the seeds alone, as on a fresh clone
		rm -rf "$work"
		limits="-seed=1 -runs=$runs -reload=0 -use_cmp=0 -max_total_time=10"
		echo "fuzz: $name, $runs executions from seed 1"
	else
		work="build/fuzz/corpus/$name"
		limits="-max_total_time=$secs"
		echo "fuzz: $name for ${secs}s"
	fi
	mkdir -p "$work"
	result=ok
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
