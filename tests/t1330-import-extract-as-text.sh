#!/bin/sh
# t1330-import-extract-as-text.sh: what a bulk import stores for each message (series, systems, comparisons, claims) equals what extract --text finds in it alone
. "$TOP/tests/lib/test.sh"

q="'"

# post N SUBJECT [HEADER]: a message file N.eml from the body on standard input
post() {
	{
		echo "From poster@t1330.test Mon Jan  1 00:00:00 2007"
		echo "Message-ID: <$1@t1330.test>"
		echo "Date: Mon, 1 Jan 2007 10:0$1:00 +0000"
		echo "From: Poster $1 <p$1@t1330.test>"
		echo "Subject: $2"
		[ -z "${3:-}" ] || echo "$3"
		echo "Content-Type: text/plain; charset=us-ascii"
		echo
		cat
		echo
	} >"$1.eml"
}

post 1 'ULE vs 4BSD on the 8-core box' <<'BODY'
The 16-thread box (Intel(R) Xeon(R) CPU E5-2670 0 @ 2.60GHz, 32 GB) again, this time
with world and the pipe test:

make -j16 buildworld
4BSD: 41:02.17
ULE: 39:48.90
Difference: -3.0 %

pipe-test (round trips/s):
4BSD: 231177
ULE: 240615
Difference: +4.08 %

So ULE builds world 3% faster here.
BODY
post 2 'hackbench with the patch' <<'BODY'
Running hackbench -g 20 -l 1000, five runs each:

             base     patched
run 1       2.311     2.014
run 2       2.297     2.031
run 3       2.340     2.008
run 4       2.305     2.022
run 5       2.318     2.017

The patched kernel is about 12% faster on hackbench.
BODY
post 3 'Re: latency' 'In-Reply-To: <elsewhere@t1330.test>' <<'BODY'
Carol wrote:
> schbench p99 latency
> base: 1200 usec
> patched: 800 usec

With the patch, the p99 wakeup latency went from 1200 usec to 830 usec on my box,
so it is 30% better here too.
BODY
post 4 'Thoughts on the wakeup path' <<'BODY'
I do not think we should change the wakeup path before the merge window.
The locking there is subtle, and the last attempt broke suspend on two laptops.
Let us talk about it at the conference instead.
BODY
post 5 'pipe test' <<'BODY'
perf bench sched pipe, 1000000 loops:

# Running 'sched/pipe' benchmark:
# Executed 1000000 pipe operations between two processes

     Total time: 6.934 [sec]

       6.934541 usecs/op
         144205 ops/sec

Before the change it was 7.512 usecs/op, so the change makes it 8% faster.
BODY
post 6 'ministat of the two builds' <<'BODY'
$ ministat runs/before.txt runs/after.txt
x runs/before.txt
+ runs/after.txt
+--------------------------------------------------------------------------+
|x  x x          x    x                       +    +  ++            +    |
|  |_______A________|                           |______A_______|         |
+--------------------------------------------------------------------------+
    N           Min           Max        Median           Avg        Stddev
x   5        412.34        418.91        414.02        414.21     2.5563587
+   5        398.11        401.87        400.33       400.148     1.4103528
Difference at 95.0% confidence
	-14.062 +/- 3.01063
	-3.39489% +/- 0.726836%
	(Student's t, pooled s = 2.06442)
BODY

cat [1-6].eml >all.mbox

expect 'the messages import with extraction, and nothing is left pending' '
	schedlore import --quiet all.mbox &&
	schedlore extract --json >pending &&
	grep -q "\"messages\": *0" pending
'

# same N: show MESSAGE-ID --json of the stored message equals extract --text N.eml
same() {
	schedlore show "$1@t1330.test" --json >"$1.stored" &&
	schedlore extract --text "$1.eml" >"$1.text" &&
	python3 -c "import json, sys; a, b = (json.load(open(f)) for f in sys.argv[1:]); sys.exit(0 if a == b else \"differ: %s\" % [k for k in a if a[k] != b.get(k)])" "$1.stored" "$1.text"
}

for n in 1 2 3 4 5 6; do
	expect "message $n: stored series, systems, comparisons and claims equal extract --text" "same $n"
done

expect 'the posts hold what the comparison is about: series, a system, comparisons, claims, a quoted table' '
	expect_eq "$(sql "SELECT count(*) > 10 FROM series")" t &&
	expect_eq "$(sql "SELECT count(*) FROM series WHERE quoted")" 2 &&
	expect_eq "$(sql "SELECT count(*) > 0 FROM systems")" t &&
	expect_eq "$(sql "SELECT count(*) > 0 FROM comparisons")" t &&
	expect_eq "$(sql "SELECT string_agg(label || ${q}=${q} || name, ${q} ${q} ORDER BY span_start) FROM series WHERE name IS NOT NULL")" "before=runs/before.txt after=runs/after.txt" &&
	expect_eq "$(sql "SELECT count(DISTINCT message) >= 4 FROM claims")" t &&
	expect_eq "$(sql "SELECT count(*) FROM series s JOIN messages m ON m.id = s.message WHERE m.message_id = ${q}4@t1330.test${q}")" 0
'

done_testing
