#!/bin/sh
# t5000-harness-queue.sh: hosts, jobs, the local agent, interleaving, adaptive runs, leases, failures
. "$TOP/tests/lib/test.sh"

expect 'host add prints a token once and stores only its hash' '
	schedlore host add lab1 >tok 2>err &&
	grep -Eqx "slh_[0-9a-f]{64}" tok &&
	expect_eq "$(sql "SELECT count(*) FROM hosts WHERE name = '"'"'lab1'"'"' AND token_hash ~ '"'"'^[0-9a-f]{64}$'"'"'")" 1 &&
	expect_eq "$(sql "SELECT count(*) FROM hosts WHERE token_hash = '"'"'$(cat tok)'"'"'")" 0
'

expect 'a second host with the same name is refused' '
	! schedlore host add lab1 >/dev/null 2>err && grep -q "duplicate" err
'

expect 'job add checks workload, parameters and hosts' '
	! schedlore job add --workload nosuch --host lab1 2>err && grep -q "no workload" err &&
	! schedlore job add --workload cpu --param bogus=1 --host lab1 2>err && grep -q "no parameter" err &&
	! schedlore job add --workload cpu --host nohost 2>err && grep -q "no host" err &&
	! schedlore job add --workload cpu --host lab1 --confidence 97 2>err && grep -q "confidence" err
'

expect 'the local agent reports facts, runs both CPU sets interleaved and stores a verdict' '
	id=$(schedlore job add --workload pipe --test-size --runs 3 --max-runs 3 --host lab1 --cpus 0 --vs-cpus 0-1 --claimed 50) &&
	schedlore agent --local --token "$(cat tok)" --exit-idle --quiet 2>agent.err &&
	expect_eq "$(sql "SELECT state FROM jobs WHERE id = $id")" done &&
	expect_eq "$(sql "SELECT string_agg(side, '"'"''"'"' ORDER BY seq) FROM job_runs WHERE job = $id")" ABABAB &&
	expect_eq "$(sql "SELECT facts->>'"'"'os'"'"' FROM hosts WHERE name = '"'"'lab1'"'"'")" Linux &&
	sql "SELECT status FROM verdicts WHERE job = $id" | grep -Eqx "reproduced|contradicted|different size|inconclusive" &&
	schedlore job show $id >show && grep -q "^verdict: " show && grep -q "^power: " show &&
	grep -q "side A: host lab1, cpus 0, 3 samples" show
'

expect 'job show --json has the samples per side and the stop reason' '
	schedlore job show 1 --json >doc &&
	python3 -c "import json,sys; d=json.load(open(\"doc\")); assert len(d[\"sides\"][\"A\"][\"samples\"])==3 and len(d[\"sides\"][\"B\"][\"samples\"])==3; assert \"cap of 3\" in d[\"tasks\"][0][\"stop_reason\"] or \"<=\" in d[\"tasks\"][0][\"stop_reason\"]; assert d[\"verdict\"][\"test\"]==\"student\""
'

expect 'runs are added while the noise is above the threshold, up to the cap' '
	id=$(schedlore job add --workload cpu --test-size --runs 2 --max-runs 4 --rsd 0.0001 --host lab1) &&
	schedlore agent --local --host lab1 --exit-idle --quiet 2>/dev/null &&
	expect_eq "$(sql "SELECT count(*) FROM job_runs WHERE job = $id")" 4 &&
	sql "SELECT stop_reason FROM job_tasks WHERE job = $id" | grep -q "cap of 4 runs per side reached" &&
	id=$(schedlore job add --workload cpu --test-size --runs 2 --max-runs 9 --rsd 1000 --host lab1) &&
	schedlore agent --local --host lab1 --exit-idle --quiet 2>/dev/null &&
	expect_eq "$(sql "SELECT count(*) FROM job_runs WHERE job = $id")" 2 &&
	sql "SELECT stop_reason FROM job_tasks WHERE job = $id" | grep -q "after 2 runs per side"
'

expect 'a failing job keeps its error and log' '
	id=$(schedlore job add --workload build --param tree=/nonexistent --runs 2 --host lab1) &&
	schedlore agent --local --host lab1 --exit-idle --quiet 2>/dev/null &&
	expect_eq "$(sql "SELECT state FROM jobs WHERE id = $id")" failed &&
	sql "SELECT error FROM job_tasks WHERE job = $id" | grep -q "unable to copy the tree" &&
	sql "SELECT log FROM job_tasks WHERE job = $id" | grep -q "nonexistent"
'

expect 'two hosts make two tasks, each claimed only by its own host' '
	schedlore host add lab2 >tok2 2>/dev/null &&
	id=$(schedlore job add --workload lat-ctx --test-size --runs 2 --max-runs 2 --host lab1 --vs-host lab2 --claimed 0.5) &&
	expect_eq "$(sql "SELECT count(*) FROM job_tasks WHERE job = $id")" 2 &&
	schedlore agent --local --host lab1 --exit-idle --quiet 2>/dev/null &&
	expect_eq "$(sql "SELECT state FROM jobs WHERE id = $id")" running &&
	schedlore agent --local --token "$(cat tok2)" --exit-idle --quiet 2>/dev/null &&
	expect_eq "$(sql "SELECT state FROM jobs WHERE id = $id")" done &&
	expect_eq "$(sql "SELECT count(DISTINCT side) FROM job_runs WHERE job = $id")" 2
'

expect 'a killed agent loses its lease; another agent requeues and completes the job' '
	id=$(schedlore job add --workload cpu --param ops=400000000 --param n=1 --runs 3 --max-runs 3 --host lab1)
	schedlore agent --local --host lab1 --lease 2 --once --quiet 2>/dev/null &
	pid=$!
	i=0; while [ "$(sql "SELECT state FROM job_tasks WHERE job = $id")" != running ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done
	kids=$(pgrep -P $pid || true)
	kill -9 $pid; kill -9 $kids 2>/dev/null; wait $pid 2>/dev/null || true
	expect_eq "$(sql "SELECT state || '"'"' '"'"' || attempt FROM job_tasks WHERE job = $id")" "running 1"
	sleep 2.5
	schedlore agent --local --host lab1 --exit-idle --quiet 2>/dev/null
	expect_eq "$(sql "SELECT state || '"'"' '"'"' || attempt FROM job_tasks WHERE job = $id")" "done 2"
	expect_eq "$(sql "SELECT count(*) FROM job_runs WHERE job = $id")" 3
'

expect 'a stale attempt cannot post samples after the task was requeued' '
	id=$(schedlore job add --workload cpu --test-size --runs 2 --host lab1) &&
	sql "UPDATE job_tasks SET state = '"'"'running'"'"', attempt = 5, lease_until = now() + interval '"'"'1 hour'"'"' WHERE job = $id" >/dev/null &&
	expect_eq "$(sql "SELECT count(*) FROM job_tasks WHERE host = (SELECT id FROM hosts WHERE name = '"'"'lab1'"'"') AND state = '"'"'running'"'"'")" 1 &&
	schedlore agent --local --host lab1 --exit-idle --quiet 2>/dev/null &&
	expect_eq "$(sql "SELECT state FROM job_tasks WHERE job = $id")" running
'

expect 'a host busy with one task claims no other (max_jobs 1)' '
	id2=$(schedlore job add --workload cpu --test-size --runs 2 --host lab1) &&
	schedlore agent --local --host lab1 --exit-idle --quiet 2>/dev/null &&
	expect_eq "$(sql "SELECT state FROM jobs WHERE id = $id2")" queued &&
	sql "UPDATE job_tasks SET lease_until = now() - interval '"'"'1 second'"'"', attempt = 3 WHERE state = '"'"'running'"'"'" >/dev/null &&
	schedlore agent --local --host lab1 --exit-idle --quiet 2>/dev/null &&
	expect_eq "$(sql "SELECT state FROM jobs WHERE id = $id2")" done &&
	sql "SELECT error FROM job_tasks WHERE attempt = 3 AND state = '"'"'failed'"'"'" | grep -q "lease expired 3 times"
'

expect 'host list shows the reported facts' '
	schedlore host list >list && grep -q "^lab1 .* Linux" list &&
	schedlore host list --json | grep -q "\"scheduler\""
'

done_testing
