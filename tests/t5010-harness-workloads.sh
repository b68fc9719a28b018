#!/bin/sh
# t5010-harness-workloads.sh: every workload runs here at its test size, varies, and moves with its parameter
. "$TOP/tests/lib/test.sh"

# values FILE: the run values of a result document, one a line
values() {
	python3 -c 'import json,sys; [print(r["value"]) for r in json.load(open(sys.argv[1]))["runs"]]' "$1"
}
# mean FILE
mean() {
	values "$1" | awk '{ s += $1 } END { printf "%.9g\n", s / NR }'
}
# varies FILE: not every value the same, all positive
varies() {
	values "$1" >vals && [ "$(sort -u vals | wc -l)" -ge 2 ] && awk '$1 <= 0 { exit 1 }' vals
}
# more A B: A > B
more() {
	awk -v a="$1" -v b="$2" 'BEGIN { exit !(a > b) }' || { echo "want $1 > $2"; return 1; }
}

# interleaved WORKLOAD KEY V1 V2 [ARGS]: three runs of each value, alternating, so
# that load from elsewhere on this shared machine falls on both alike; files
# KEY-V1.1..3 and KEY-V2.1..3
interleaved() {
	w=$1 k=$2 v1=$3 v2=$4
	shift 4
	for i in 1 2 3; do
		schedlore workload run "$w" --test-size --param "$k=$v1" --runs 1 "$@" >"$k-$v1.$i" || return 1
		schedlore workload run "$w" --test-size --param "$k=$v2" --runs 1 "$@" >"$k-$v2.$i" || return 1
	done
}
# best PREFIX min|max: the best of the three, the run least disturbed by other work
best() {
	for i in 1 2 3; do mean "$1.$i"; done | sort -g | if [ "$2" = min ]; then head -n 1; else tail -n 1; fi
}
# spread PREFIX: the three values are not all the same
spread() {
	[ "$(for i in 1 2 3; do mean "$1.$i"; done | sort -u | wc -l)" -ge 2 ]
}

expect 'workload list names the ten workloads of the vocabulary' '
	schedlore workload list >list &&
	for w in build cpu db-select db-update rsa untar lat-ctx pipe hackbench http-cpu; do
		grep -q "^$w: " list || { echo "missing $w"; exit 1; }
	done
'

expect 'cpu: 4 processes do more operations per second than 1' '
	interleaved cpu n 1 4 && spread n-1 && more "$(best n-4 max)" "$(best n-1 max)"
'
expect 'build: the self tree builds, -j4 beats -j1 on wall time, user and sys are kept' '
	interleaved build j 1 4 && spread j-1 && more "$(best j-1 min)" "$(best j-4 min)" &&
	grep -q "\"user\":" j-4.1 && grep -q "\"sys\":" j-4.1
'
expect 'untar: 6 concurrent extractions take longer than 1, effective concurrency kept' '
	interleaved untar k 1 6 && spread k-6 && more "$(best k-6 min)" "$(best k-1 min)" &&
	grep -q "\"effective_concurrency\":" k-6.1 && ! ls /dev/shm | grep -q "schedlore-untar"
'
expect 'untar: K = 3ncpu is understood' '
	schedlore workload run untar --test-size --param k=3ncpu --runs 2 >k3 &&
	grep -q "\"k\":$((3 * $(nproc)))" k3
'

expect 'lat-ctx: microseconds per switch, varying' '
	schedlore workload run lat-ctx --test-size --param n=4 --runs 3 >lat && varies lat
'

expect 'pipe: bound to one CPU and not, both run' '
	schedlore workload run pipe --test-size --param bind=1 --runs 3 >bound && varies bound &&
	schedlore workload run pipe --test-size --cpus 0 --vs-cpus 0-1 --runs 2 >sides &&
	expect_eq "$(python3 -c "import json; print(\"\".join(r[\"side\"] for r in json.load(open(\"sides\"))[\"runs\"]))")" ABAB
'

expect 'hackbench: more groups take longer' '
	interleaved hackbench groups 1 6 && spread groups-6 && more "$(best groups-6 min)" "$(best groups-1 min)"
'
expect 'rsa: signs per second from openssl speed -multi' '
	schedlore workload run rsa --test-size --runs 2 >rsa && varies rsa && grep -q "\"verify\":" rsa
'

expect 'db-select and db-update: pgbench against a cluster of the harness'"'"'s own' '
	schedlore workload run db-select --test-size --runs 2 >sel && varies sel &&
	schedlore workload run db-update --test-size --runs 2 >upd && varies upd &&
	more "$(mean sel)" "$(mean upd)"
'

expect 'http-cpu: CPU shares of the set sum to 100, vary, and the idle share is the value' '
	# the idle share is 0 when other work fills the machine, so the shares are what must vary
	schedlore workload run http-cpu --test-size --runs 2 >http &&
	python3 -c "
import json
runs = json.load(open(\"http\"))[\"runs\"]
for r in runs:
    e = r[\"extra\"]
    assert abs(e[\"idle\"] + e[\"system\"] + e[\"user\"] + e[\"interrupt\"] - 100) < 0.01, e
    assert e[\"requests_per_s\"] > 100, e
    assert r[\"value\"] == e[\"idle\"], r
assert len({r[\"extra\"][\"system\"] for r in runs}) == 2, runs
"
'

expect 'a workload fails cleanly with its reason' '
	! schedlore workload run build --param tree=/nonexistent --runs 2 >/dev/null 2>err &&
	grep -q "unable to copy the tree" err &&
	! schedlore workload run cpu --param nosuch=1 2>err && grep -q "no parameter" err
'

expect 'agent --facts reports this Linux host and its scheduler' '
	schedlore agent --facts >facts &&
	python3 -c "
import json, os
f = json.load(open(\"facts\"))
assert f[\"os\"] == \"Linux\" and f[\"kernel\"] == os.uname().release
assert f[\"scheduler\"] in (\"CFS\", \"EEVDF\") or f[\"scheduler\"].startswith(\"sched_ext:\")
assert f[\"threads\"] >= 1 and f[\"memory_bytes\"] > 0
"
'

done_testing
