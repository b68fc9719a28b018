#!/bin/sh
# t2520-claims-shapes.sh: a claim says one thing performs differently; design talk, bounds and patches say nothing
. "$TOP/tests/lib/test.sh"

F="$TOP/tests/fixtures/claims/design-talk.eml"
q="'"

claims() {
	python3 -c "import json, sys; [print(c[\"text\"]) for c in json.load(sys.stdin)[\"claims\"]]"
}

expect 'extract --text finds the three claims of the post and nothing else' '
	schedlore extract --text "$F" | claims >found &&
	expect_eq "$(wc -l <found)" 3 &&
	grep -qx "The batched path is 12% faster than the old one on nop tests." found &&
	grep -q "^With the patch, throughput goes up 9% on the echo benchmark" found &&
	grep -qx "Reads are a bit slower, but it${q}s saner." found
'
expect 'better without a measure (an API, an option, shared helpers) is no claim' '
	! grep -q "better" found && ! grep -q "essentially the same" found
'
expect 'a bound (less than 10ms, up to ~1s) and a spec figure beside a comma are no change' '
	! grep -q "10ms" found && ! grep -q "900k" found
'
expect 'lines of a patch and "no regression tests" are no claims' '
	! grep -q "lock" found && ! grep -q "2x" found && ! grep -q "regression" found
'
expect 'a quoted sentence starting mid-line is stored as quoted' '
	schedlore import --quiet "$F" &&
	expect_eq "$(sql "SELECT quote_depth FROM claims WHERE text LIKE ${q}The batched path%${q}")" 1 &&
	expect_eq "$(sql "SELECT count(*) FROM claims WHERE quote_depth = 0")" 2
'

expect 'a question and a supposition ("even if ...") assert no difference' '
	printf "From: a@example.org\nMessage-ID: <q@x>\nSubject: Re: io\n\nSo the fixed one is a bit faster than the old one?\n\nThis would help older kernels, even if the performance is worse than the real thing.\n\nThe new path is 12%% faster than the old one.\n" >q.eml &&
	schedlore extract --text q.eml | claims >qfound &&
	expect_eq "$(wc -l <qfound)" 1 &&
	grep -q "12% faster" qfound
'

expect 'a claim checked against hyperfine outputs (the printed mean and its spread a summary) holds on import as under extract --text' '
	schedlore extract --text "$TOP/tests/fixtures/claims/hyperfine-check.eml" >hf.json &&
	python3 -c "import json; c = json.load(open(\"hf.json\"))[\"claims\"]; assert [x[\"check\"][\"status\"] for x in c] == [\"holds\"], c" &&
	schedlore import "$TOP/tests/fixtures/claims/hyperfine-check.eml" >/dev/null &&
	schedlore show "<hfcheck@example.org>" --json >hfshow.json &&
	python3 -c "import json; c = json.load(open(\"hfshow.json\"))[\"claims\"]; assert [(x[\"check\"][\"status\"], x[\"check\"][\"recomputed\"][\"text\"]) for x in c] == [(\"holds\", \"5.00\")], c"
'

expect 'changes told by "up", "down", "off", "costs" near a measure are claims, their figure posted ("~28%" too); "give up 1%" is none, "from ~20% to ~12%" posts no change' '
	printf "From: a@example.org\nMessage-ID: <ch@x>\nSubject: Re: sched\n\nAt 32 clients it is ~28%% better than before.\n\nWe get 30.6M IOPS, which is down about 1.5%% from the baseline.\n\nThat is ~6%% off the wall clock.\n\nSo r234929 costs me about 1.5%% wall clock.\n\nIt is hard to give up 1%% of extra CPU.\n\nThe cycles%% dropped from ~20%% to ~12%% with the change.\n" >ch.eml &&
	schedlore extract --text ch.eml | python3 -c "import json, sys; [print(c[\"text\"], (c[\"check\"][\"posted\"] or {}).get(\"value\")) for c in json.load(sys.stdin)[\"claims\"]]" >chfound &&
	grep -qx "At 32 clients it is ~28% better than before. 28.0" chfound &&
	grep -q "down about 1.5% from the baseline. 1.5$" chfound &&
	grep -qx "That is ~6% off the wall clock. 6.0" chfound &&
	grep -qx "So r234929 costs me about 1.5% wall clock. 1.5" chfound &&
	! grep -q "give up" chfound &&
	! grep -q "dropped from ~20% to ~12% with the change. 12.0" chfound &&
	printf "Hello.\n\nThe run time dropped from ~20%% to ~12%% of the wall clock.\n" >fromto.txt &&
	schedlore extract --text fromto.txt | python3 -c "import json, sys; [print(c[\"text\"], (c[\"check\"][\"posted\"] or {}).get(\"value\")) for c in json.load(sys.stdin)[\"claims\"]]" >fromto &&
	grep -qx "The run time dropped from ~20% to ~12% of the wall clock. None" fromto
'

expect 'where one side stands, said of a figure ("8% ahead", "30% below 4BSD", "ahead everywhere, by about 7.5%", "wins both, by about 4%") is a claim; "go ahead", "see below" beside a figure are none' '
	cat >pos.txt <<-EOF &&
	Hello.

	4BSD is about 8% ahead at 8 clients.

	At 32 clients ULE is 30% below 4BSD in transactions per second.

	Linux is ahead everywhere, by about 7.5% at 32 clients.

	ULE wins both, by about 4% on buildworld.

	Go ahead and merge it, 5% of the code is below.

	See below, 20% of the runs failed.
	EOF
	schedlore extract --text pos.txt | claims >posfound &&
	expect_eq "$(wc -l <posfound)" 4 &&
	grep -qx "4BSD is about 8% ahead at 8 clients." posfound &&
	grep -q "^At 32 clients ULE is 30% below" posfound &&
	grep -q "^Linux is ahead everywhere" posfound &&
	grep -q "^ULE wins both" posfound
'

expect 'multiples said in words ("six times the throughput", "three orders of magnitude worse", "improves by more than an order of magnitude"), a claim before "even though", and a share of queries, a signed share at a setting ("+36% at 32 threads") are claims; "ran it three times", "the order of magnitude of", an expected share are none' '
	cat >mult.txt <<-EOF &&
	Hello.

	Turning synchronous_commit off gives about six times the throughput here.

	So the SCHED_OTHER worst case is three orders of magnitude worse than SCHED_FIFO.

	The average barely cares but the tail improves by more than an order of magnitude.

	So GOMAXPROCS=1 is a little faster than GOMAXPROCS=2 even though the second P should have work.

	This is about 40% less queries per second.

	That is about +36% at 32 threads, and it gets better at 64.

	We would be looking at approx +100% at 8 threads.

	We ran it three times.

	The order of magnitude of the change is unclear.
	EOF
	schedlore extract --text mult.txt | claims >multfound &&
	expect_eq "$(wc -l <multfound)" 6 &&
	grep -q "^That is about +36% at 32 threads" multfound &&
	grep -q "^Turning synchronous_commit off gives about six times" multfound &&
	grep -q "three orders of magnitude worse" multfound &&
	grep -q "tail improves by more than an order" multfound &&
	grep -q "^So GOMAXPROCS=1 is a little faster" multfound &&
	grep -q "^This is about 40% less queries" multfound
'

expect 'a configuration that "wins" a workload, one "clearly ahead", a workload "a tie", "I don'"'"'t see any difference from 4BSD" are claims; "go ahead", "queued behind" are none' '
	cat >wins.txt <<-EOF &&
	Hello.

	BFS wins the pipe ping-pong clearly, and kbuild is a tie as far as I am concerned.

	I don'"'"'t see any difference from 4BSD in buildworld at all.

	Go ahead and merge it.

	Work gets queued behind an existing worker.
	EOF
	schedlore extract --text wins.txt | claims >winsfound &&
	expect_eq "$(wc -l <winsfound)" 2 &&
	grep -q "^BFS wins the pipe ping-pong clearly" winsfound &&
	grep -q "see any difference from 4BSD" winsfound
'

expect 'changes between figures whose unit is a word of its own ("from 157 ms to 38.4 ms"), durations ("3m08s now instead of 3m21s"), fractions without a unit, and a sentence going on after a colon are claims; versions and counts "instead of" one another are none' '
	cat >fromunit.txt <<-EOF &&
	Hello.

	Max latency goes from 157 ms to 38.4 ms with the patch.

	The build time is 3m08s now instead of 3m21s.

	The throughput goes from 1498.3 to 1402.6 with 16 clients.

	The tail is where it shows: p99 latency goes from 8432 to 7912
	usec with the patch.

	It was pushed out to 5.11 instead of 5.10, to save time.

	We now run 2 threads instead of 1, for the same throughput.

	The pool went from 2 to 4 threads to cut the latency.
	EOF
	schedlore extract --text fromunit.txt | claims >fufound &&
	expect_eq "$(wc -l <fufound)" 4 &&
	grep -qx "Max latency goes from 157 ms to 38.4 ms with the patch." fufound &&
	grep -qx "The build time is 3m08s now instead of 3m21s." fufound &&
	grep -q "^The throughput goes from 1498.3" fufound &&
	grep -qx "The tail is where it shows: p99 latency goes from 8432 to 7912 usec with the patch." fufound
'

expect 'sameness bounded by a small share ("within 1%", "<1% either way") of something measured or of "the difference", and "a wash", "basically unchanged", "is noise" are no-difference claims; "either way" and "within 5% of the limit" alone are none' '
	cat >same.txt <<-EOF &&
	Hello.

	User time is within 1% everywhere.

	The difference is <1% either way.

	On buildworld it is a wash between ULE and 4BSD.

	Average latency is basically unchanged.

	For -j1 the difference is noise.

	Either way, the numbers look fine.

	The buffer must be within 5% of the limit.
	EOF
	schedlore extract --text same.txt | python3 -c "import json, sys; [print(c[\"text\"]) for c in json.load(sys.stdin)[\"claims\"]]" >samefound &&
	expect_eq "$(wc -l <samefound)" 5 &&
	! grep -q "Either way" samefound && ! grep -q "buffer" samefound
'

expect 'sameness said of a measure, a workload or a percentile right before it ("throughput is the same", "kbuild is a wash", "p99 doesn'"'"'t move", "no difference I could measure") is a no-difference claim; of a buffer, an API or an idea, or followed by "as", it is none' '
	cat >samesubj.txt <<-EOF &&
	Hi,

	Throughput is the same, the tail is what moved.

	On the 8-way box kbuild is a wash.

	p99 doesn'"'"'t move with the patch.

	The patch made no difference I could measure.

	The buffer case is the same as originally.

	The big picture idea stays the same since last year.

	The opcode numbers are identical across all architectures.
	EOF
	schedlore extract --text samesubj.txt | claims >samesubjfound &&
	expect_eq "$(wc -l <samesubjfound)" 4 &&
	! grep -q "buffer" samesubjfound && ! grep -q "idea" samesubjfound && ! grep -q "opcode" samesubjfound
'

expect 'rows of a table of signed changes (a name, then two or more signed percentages and nothing else; two rows at least): a claim per change, the row its text; one such row alone, and rows with figures, are none' '
	cat >signedrows.txt <<-EOF &&
	Hi,

	Positive means better, average of 3 runs:

	                 NHM EP   NHM EX   WSM EP
	 hackbench-p     +3.1%    +8.7%    +2.4%
	 specjbb2005     -0.5%    +2.9%    (+0.1%)

	Only one row here:
	 tbench          +1.0%    +2.0%

	And figures: hackbench 36.21 +3.1% +2.2%
	EOF
	schedlore extract --text signedrows.txt | claims >srfound &&
	expect_eq "$(grep -c "^hackbench-p +3.1% +8.7% +2.4%$" srfound)" 3 &&
	expect_eq "$(grep -c "^specjbb2005 -0.5% +2.9% (+0.1%)$" srfound)" 3 &&
	! grep -q tbench srfound && ! grep -q 36.21 srfound
'

expect 'a change from one duration to another is of performance whatever the sentence calls it ("the worst case goes from 203us to 52us"), a setting changed is none ("the timeout goes from 5s to 10s"); a change in seconds written apart ("drops another 7 seconds") and "sooner" are claims; "within a few percent" is a sameness; a remark after ", which" (what one expected) leaves the claim before it' '
	cat >durations.txt <<-EOF &&
	Hi,

	On the Atom the worst case goes from 203us to 52us.

	The timeout goes from 5s to 10s with this patch.

	With the patch the build drops another 7 seconds, to 153 seconds.

	Below 8 threads the two kernels are within a few percent of each other.

	At full memory the two kernels are identical within noise, which is what I'"'"'d expect.
	EOF
	schedlore extract --text durations.txt | claims >durfound &&
	expect_eq "$(wc -l <durfound)" 4 &&
	! grep -q timeout durfound && grep -q "203us to 52us" durfound && grep -q "identical within noise" durfound
'

expect '"no difference" at a setting or on a machine with its number ("At 1 client", "on the 4-core box") is a result; of an API or a thread without one it is none' '
	cat >nodiffset.txt <<-EOF &&
	Hi,

	On the 4-core box there'"'"'s basically no difference.

	At 1 client there is no difference worth talking about.

	It makes no difference to the API which thread submits.
	EOF
	schedlore extract --text nodiffset.txt | claims >nodifffound &&
	expect_eq "$(wc -l <nodifffound)" 2 && ! grep -q API nodifffound
'

expect 'what one expects is no measurement: "should be faster", "I'"'"'d expect the same", "would be" without a figure are no claims; "which is to be expected" after a measured difference and "should give a 10% gain" still are' '
	cat >expect.txt <<-EOF &&
	Hello.

	In many cases it should be faster than the old path.

	I'"'"'d expect the results to be about the same on ext4.

	The links are still a bit slower, which is to be expected as the nop does nothing.

	The new path should give a 10% gain on nop tests.
	EOF
	schedlore extract --text expect.txt | claims >expfound &&
	expect_eq "$(wc -l <expfound)" 2 &&
	grep -q "^The links are still a bit slower" expfound && grep -q "10% gain" expfound
'

expect 'a standing over or off a percent, a verb of losing or gaining right before one: claims ("13% over 4BSD", "10% off 2p/0K", "loses 1.8%", "pays ~6%"); "over the weekend" and "turned off" none' '
	cat >standing.txt <<-EOF
	ULE 2.0 sits in between (13% over 4BSD at 8 threads) but degrades.

	So about 10% off 2p/0K with the new scheduler.

	That is 2.6.12; so -ck3 loses 1.8% on TCP_RR, probably the interactivity bonus.

	scx_rusty pays ~6% for the BPF dispatch path with or without the series.

	I will rerun it over the weekend with the tracing turned off.
	EOF
	schedlore extract --text standing.txt | claims >standfound &&
	expect_eq "$(wc -l <standfound)" 4 &&
	! grep -q "weekend" standfound
'

expect 'sameness said of a measure in more words: "p50 and p90 don'"'"'t move", "show nothing either way", "build time did not change" are claims; a time with nothing before it ("Time did not change anything here") is none' '
	cat >samewords.txt <<-EOF
	The median and p90 don'"'"'t move with the series.

	hackbench, stream and tbench show nothing either way.

	The kernel build time did not change.

	Time did not change anything here.
	EOF
	schedlore extract --text samewords.txt | claims >samefound &&
	expect_eq "$(wc -l <samefound)" 3 &&
	! grep -q "anything here" samefound
'

expect 'a change of a percentile ("the p99 is 87% lower", "With the patch the p99 is 87% lower") is a claim of performance, as of throughput' '
	printf "Hi,\n\nWith the burst set the p99 is 87%% lower.\n\ni.e. almost all of the throttling goes away and the p99 is 87%% lower.\n" >p99.txt &&
	schedlore extract --text p99.txt | claims >p99found &&
	expect_eq "$(wc -l <p99found)" 2
'

expect 'a comparative that is a verb takes the words before it as its subject ("deadline wins every run", "the RT average beats PREEMPT"); a run over runs, a median or a tail is measured; "wins because it is simpler" is design talk' '
	cat >verbs.txt <<-EOF
	Hi,

	Kyber wins every single run on the NVMe box.

	The PREEMPT_RT average beats PREEMPT here.

	So BFS-0.316 is clearly ahead on this one.

	That approach wins because it is simpler to review.

	It never wins anything.
	EOF
	schedlore extract --text verbs.txt | claims >verbfound &&
	expect_eq "$(wc -l <verbfound)" 3 &&
	grep -qx "Kyber wins every single run on the NVMe box." verbfound &&
	grep -qx "The PREEMPT_RT average beats PREEMPT here." verbfound &&
	grep -qx "So BFS-0.316 is clearly ahead on this one." verbfound
'

expect 'a verdict ("I'"'"'d call it a wash", "Within noise, as it should be"), N% longer or shorter, and a multiple told by a verb ("the median halves", "drops by about a third") are claims; "so doubling the number of atomics", "is halved on every update" and "no longer than 10ms" are none' '
	cat >verdict.txt <<-EOF
	Hi,

	For this workload I'"'"'d call it a wash.

	Within noise, as it should be.

	With the patch the kbuild runs take about 12% longer than before.

	The p99 is 20% shorter with SCHED_BATCH.

	So the median almost halves with the series.

	The hackbench time drops by about a third on 6.8.

	Worse, each request takes a reference, so doubling the number of atomics.

	The boost is halved on every update that is not flagged.

	Each callback must take no longer than 10ms.
	EOF
	schedlore extract --text verdict.txt | claims >verdictfound &&
	expect_eq "$(wc -l <verdictfound)" 6 &&
	grep -q "call it a wash" verdictfound &&
	grep -q "as it should be" verdictfound &&
	grep -q "12% longer" verdictfound &&
	grep -q "20% shorter" verdictfound &&
	grep -q "almost halves" verdictfound &&
	grep -q "about a third" verdictfound &&
	! grep -q "atomics" verdictfound &&
	! grep -q "halved on every" verdictfound &&
	! grep -q "10ms" verdictfound
'

expect 'sameness said in more words ("the median hardly moves", "no difference beyond run-to-run noise", "within a tenth of a second of each other"), a gain something is worth ("worth about 6% for one stream"), a side before its comparative with the verb left out ("ULE ahead on both") are claims; "worth 5% of the code size" and "the lock barely moves between CPUs" are none' '
	cat >moresame.txt <<-EOF
	Hi,

	The median hardly moves with the series.

	No difference beyond run-to-run noise on the 4-core box.

	Without that run the two kernels are within a tenth of a second of each other.

	So binding the IRQs is worth about 6% for one stream here.

	ULE ahead on both, by more than I expected.

	It is worth 5% of the code size.

	The lock barely moves between CPUs.
	EOF
	schedlore extract --text moresame.txt | claims >moresamefound &&
	expect_eq "$(wc -l <moresamefound)" 5 &&
	grep -q "hardly moves" moresamefound &&
	grep -q "run-to-run noise" moresamefound &&
	grep -q "tenth of a second" moresamefound &&
	grep -q "worth about 6%" moresamefound &&
	grep -q "^ULE ahead on both" moresamefound
'

expect 'a percent written as a word ("by about one percent", "12 percent faster") and a range of percents ("5-7% better") are figures of claims; "one percent of the pages" is none' '
	cat >pctwords.txt <<-EOF &&
	So the patched kernel builds faster on this box, by about one percent.

	ULE is 12 percent faster than 4BSD on buildworld.

	With the clamp the launches are 5-7% better across both apps.

	We only sampled one percent of the pages.
	EOF
	schedlore extract --text pctwords.txt | claims >pctwordsfound &&
	expect_eq "$(wc -l <pctwordsfound)" 3 &&
	grep -q "one percent\.$" pctwordsfound &&
	grep -q "^ULE is 12 percent" pctwordsfound &&
	grep -q "5-7% better" pctwordsfound &&
	schedlore extract --text pctwords.txt | python3 -c "import json, sys; P = [c[\"check\"][\"posted\"] for c in json.load(sys.stdin)[\"claims\"]]; assert [(p[\"value\"], p[\"text\"]) for p in P] == [(1.0, \"one\"), (12.0, \"12\"), (6.0, \"5-7\")], P"
'

expect 'a multiple as a factor ("drops by more than a factor of three", "faster by a factor of 2"), sameness inside the noise or the run-to-run spread ("neither better nor worse") and "indistinguishable" said of runs at a setting are claims; "scaled the buffer by a factor of two" and "indistinguishable to the user" are none' '
	cat >factor.txt <<-EOF &&
	So the p99 latency drops by more than a factor of three with the clamp.

	With EEVDF the build got faster by a factor of 2.

	At 10 and 20 groups the difference is inside the run-to-run noise.

	So at 16 threads on this machine the two are indistinguishable.

	We scaled the buffer by a factor of two.

	That is inside the run-to-run spread on this box, so neither better nor worse.

	The two designs are indistinguishable to the user.
	EOF
	schedlore extract --text factor.txt | claims >factorfound &&
	expect_eq "$(wc -l <factorfound)" 5 &&
	grep -q "neither better nor worse" factorfound &&
	grep -q "factor of three" factorfound &&
	grep -q "factor of 2" factorfound &&
	grep -q "run-to-run noise" factorfound &&
	grep -q "^So at 16 threads" factorfound
'

expect 'a change by a figure with its unit a word apart ("about 1.4 W more", "save 56 J", "31 J less") is a claim, once; how long the run went ("over a 10 s run", "over the 20 s") is no change' '
	cat >apart.txt <<-EOF &&
	With the series the package draws about 1.4 W more under tbench.

	So you save 56 J over a 10 s run.

	The package uses about 31 J less over the 20 s.
	EOF
	schedlore extract --text apart.txt | claims >apartfound &&
	expect_eq "$(wc -l <apartfound)" 3 &&
	grep -q "1.4 W more" apartfound && grep -q "save 56 J" apartfound && grep -q "31 J less" apartfound
'

expect 'a win said of runs at a setting ("a clear win at 5 and 10 groups", "a win at 16 threads") is a claim; "a big win" of an API and "win this argument" are none' '
	cat >win.txt <<-EOF &&
	So SCHED_BATCH is a clear win at 5 and 10 groups.

	Using the new helper here is a big win.

	I want to win this argument.
	EOF
	schedlore extract --text win.txt | claims >winfound &&
	expect_eq "$(wc -l <winfound)" 1 &&
	grep -q "clear win at 5 and 10 groups" winfound
'

expect 'a signed percentage said of a workload, with no comparative ("+19.1% on hackbench", "or +25% on bare metal") is a claim; one of a setting ("offset to -5%") is none' '
	cat >signed.txt <<-EOF &&
	I measured the series against 6.7 without it: +19.1% on hackbench.

	A run of fio got me 430KIOPS vs 540KIOPS, or +25% on bare metal.

	Set the governor offset to -5% on this box.
	EOF
	schedlore extract --text signed.txt | claims >signedfound &&
	expect_eq "$(wc -l <signedfound)" 2 &&
	grep -q "+19.1% on hackbench" signedfound && grep -q "or +25% on bare metal" signedfound
'

expect 'a line of the poster'"'"'s own in brackets inside an output ("[7 more calibration lines removed]") is no sentence: its "more" makes no claim' '
	cat >cut.txt <<-EOF &&
	  Thread calibration: mean lat.: 1.207ms, rate sampling interval: 10ms
	  [7 more calibration lines removed]
	  Thread Stats   Avg      Stdev     Max   +/- Stdev
	    Latency     1.19ms  612.44us  21.86ms   79.12%
	EOF
	schedlore extract --text cut.txt | claims >cutfound &&
	expect_eq "$(wc -l <cutfound)" 0
'


expect 'a comparison said without a comparative ("takes less time", "will save a few minutes", "bad I/O performance with the new kernel") is a claim; a person'"'"'s time, a plan, a design and a denial are not' '
	printf "From: a@example.org\nMessage-ID: <phr@x>\nSubject: Re: build\n\nDropping the extra checks will save quite a few minutes on slow boxes.\n\nI moved the laptop to a newer release, but saw bad I/O performance with the new kernel.\n\nWith the patch the link step takes less time than before.\n\nI spent more time reading the scheduler code than running it.\n\nWe should save time by reusing the buffer.\n\nReusing it might be awful on performance.\n\nIt is a poor design, with bad naming.\n\nI did not save any time with the second patch.\n" >phr.eml &&
	schedlore extract --text phr.eml | claims >phrfound &&
	expect_eq "$(wc -l <phrfound)" 3 &&
	grep -qx "Dropping the extra checks will save quite a few minutes on slow boxes." phrfound &&
	grep -qx "I moved the laptop to a newer release, but saw bad I/O performance with the new kernel." phrfound &&
	grep -qx "With the patch the link step takes less time than before." phrfound
'


expect 'a change said of a workload the vocabulary names ("UDP_RR improves by 5.2%"), a worst case that triples, and a sentence on a line ending in ":" after it are claims; a line that is only a title ending in ":" is none' '
	printf "From: a@example.org\nMessage-ID: <wl@x>\nSubject: Re: net\n\nSo UDP_RR improves by 5.2%%. TCP_STREAM is flat, as expected:\n\nSo the overall worst case roughly triples on CPU2.\n\nNumbers 4%% apart with the series:\n" >wl.eml &&
	schedlore extract --text wl.eml | claims >wlfound &&
	expect_eq "$(wc -l <wlfound)" 2 &&
	grep -qx "So UDP_RR improves by 5.2%." wlfound &&
	grep -qx "So the overall worst case roughly triples on CPU2." wlfound
'

expect 'a verdict of noise ("which I would call noise", "within what I'"'"'d call noise") and a difference not seen or not measured ("I did not see any difference outside the run-to-run noise", "could not measure a difference") are claims of no difference; "would probably be noise" is a guess' '
	printf "From: a@example.org\nMessage-ID: <n@x>\nSubject: Re: rfs\n\nLatency was 42.7 usec before and 41.9 usec after, which I would call noise.\n\nI did not see any difference outside the run-to-run noise.\n\nWe could not measure a difference on the 4-socket box.\n\nIt would probably be noise anyway.\n" >noise.eml &&
	schedlore extract --text noise.eml >noise.json &&
	python3 -c "
import json; d = json.load(open(\"noise.json\"))
t = [c[\"text\"] for c in d[\"claims\"]]
assert len(t) == 3 and not any(\"probably\" in x for x in t), t
"
'

expect 'a verb of losing or gaining with more of the same before the percent ("costs another 2.4%", "pays an extra 3%") or a share had again ("gets back about 2.8%", "wins back 4%"): claims; "go back 5% of the way" and "we are back 3% from the start" none' '
	cat >moreback.txt <<-EOF
	Turning the wakeup feature off costs another 2.4% on the box.

	The slice patch alone gets back about 2.8% of it.

	The old path pays an extra 3% for the BPF dispatch.

	Pinning the client wins back 4% on hackbench.

	Then go back 5% of the way and look again.

	We are back 3% from the start of the queue.
	EOF
	schedlore extract --text moreback.txt | claims >backfound &&
	expect_eq "$(wc -l <backfound)" 4 &&
	! grep -q "of the way" backfound && ! grep -q "from the start" backfound
'

done_testing
