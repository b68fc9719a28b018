#!/bin/sh
# t2510-claims-sample.sh: schedlore claims --sample: a reproducible random pick of a list's own claims
. "$TOP/tests/lib/test.sh"

# Six posts of two lists; each states a change of its own, one also quotes another's.
{
	for i in 1 2 3 4 5; do
		printf "From a@b Mon Jan  1 00:00:00 2024\nMessage-ID: <c%s@t>\nFrom: P%s <p%s@t>\nSubject: results %s\nList-Id: <perf.example.org>\nDate: Mon, 1 Jan 2024 0%s:00:00 +0000\n\n" "$i" "$i" "$i" "$i" "$i"
		printf "With the patch, hackbench run time is reduced from %s.5s to %s.1s, a %s%% improvement.\n\n" "1$i" "1$i" "$i"
	done
	printf "From a@b Mon Jan  1 00:00:00 2024\nMessage-ID: <q1@t>\nFrom: Q <q@t>\nSubject: Re: results 1\nList-Id: <perf.example.org>\nDate: Mon, 1 Jan 2024 09:00:00 +0000\n\n"
	printf "P1 wrote:\n> With the patch, hackbench run time is reduced from 11.5s to 11.1s, a 1%% improvement.\n\nThanks.\n\n"
	printf "From a@b Mon Jan  1 00:00:00 2024\nMessage-ID: <o1@t>\nFrom: O <o@t>\nSubject: other\nList-Id: <other.example.org>\nDate: Mon, 1 Jan 2024 10:00:00 +0000\n\n"
	printf "The new scheduler is 7%% faster than the old one on pgbench.\n\n"
} >claims.mbox

expect 'the posts import with their claims' '
	schedlore import --quiet claims.mbox &&
	expect_eq "$(sql "SELECT count(*) > 0 FROM claims WHERE quote_depth > 0")" t
'
expect 'the same seed picks the same claims; another seed another order' '
	schedlore claims --sample 3 --seed 7 --list perf >a &&
	schedlore claims --sample 3 --seed 7 --list perf >b && cmp a b &&
	expect_eq "$(wc -l <a)" 3 &&
	schedlore claims --sample 6 --seed 1 --list perf | sort >s1 &&
	schedlore claims --sample 6 --seed 2 --list perf | sort >s2 &&
	expect_eq "$(sed "s/^[0-9]*\. //" s1 | sort)" "$(sed "s/^[0-9]*\. //" s2 | sort)"
'
expect 'each line names the Message-ID and span; quoted claims and other lists are left out' '
	schedlore claims --sample 40 --list perf >all &&
	grep -q "^1\. <c[1-5]@t> [0-9]*-[0-9]* " all &&
	! grep -q "<q1@t>" all && ! grep -q "<o1@t>" all &&
	schedlore claims --sample 40 --list other | grep -q "<o1@t>.*7% faster"
'
expect '--json prints one object a line' '
	schedlore claims --sample 2 --json --list perf >j &&
	python3 -c "import json; [json.loads(l) for l in open(\"j\")]; d = json.loads(open(\"j\").readline()); assert set(d) == {\"message_id\", \"span\", \"kind\", \"status\", \"text\"}, d"
'

done_testing
