#!/bin/sh
# t8100-crash-agent.sh: SIGKILL an agent mid-job twice: the task is requeued each time, completes, and no run is stored twice
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/web.sh"

export SCHEDLORE_VAR="$TEST_TMP/var"
mkdir -p "$SCHEDLORE_VAR"
schedlore host add lab1 >tok 2>/dev/null
web_start || exit 1

q() { sql "$1"; }
wait_for() { # SQL VALUE: until the query answers VALUE (120 s at most: loaded machines)
	i=0; while [ "$(q "$1")" != "$2" ] && [ $i -lt 1200 ]; do sleep 0.1; i=$((i + 1)); done
	[ "$(q "$1")" = "$2" ]
}
# kill_mid_job JOB ATTEMPT: start an agent, wait until it holds attempt ATTEMPT
# and has reported a finished run, then SIGKILL it and its workload
kill_mid_job() {
	schedlore agent --server "$url" --token "$(cat tok)" --lease 2 --once --quiet 2>/dev/null &
	pid=$!
	wait_for "SELECT state || ' ' || attempt FROM job_tasks WHERE job = $1" "running $2" &&
	wait_for "SELECT coalesce((progress->>'done')::int, 0) > 0 AND attempt = $2 FROM job_tasks WHERE job = $1" t
	ok=$?
	kids=$(pgrep -P $pid || true)
	kill -9 $pid $kids 2>/dev/null
	wait $pid 2>/dev/null
	return $ok
}
# one job, four runs of a workload of about a second each on a quiet machine
# (ops=30M took 0.085 s there: the whole job ended between two polls)
id=$(schedlore job add --workload cpu --param ops=400000000 --param n=1 --runs 4 --max-runs 4 --host lab1)

lease_out() { wait_for "SELECT lease_until < now() FROM job_tasks WHERE job = $id" t; }

# QUEUE_MAX_ATTEMPTS (harness/queue.h) is 3: two kills leave the last attempt
expect 'two agents killed mid-job (each after a finished run): the task stays claimed, nothing stored' '
	kill_mid_job $id 1 && lease_out &&
	kill_mid_job $id 2 &&
	expect_eq "$(q "SELECT state || '"'"' '"'"' || attempt FROM job_tasks WHERE job = $id")" "running 2" &&
	expect_eq "$(q "SELECT count(*) FROM job_runs WHERE job = $id")" 0
'

expect 'once the lease runs out a third agent claims attempt 3 and the job completes' '
	lease_out &&
	schedlore agent --server "$url" --token "$(cat tok)" --exit-idle --quiet 2>/dev/null &&
	expect_eq "$(q "SELECT state || '"'"' '"'"' || attempt FROM job_tasks WHERE job = $id")" "done 3" &&
	expect_eq "$(q "SELECT state FROM jobs WHERE id = $id")" done
'

expect 'no run is stored twice: 4 runs, seq 1 to 4 once each' '
	expect_eq "$(q "SELECT count(*) FROM job_runs WHERE job = $id")" 4 &&
	expect_eq "$(q "SELECT count(DISTINCT (task, seq)) FROM job_runs WHERE job = $id")" 4 &&
	expect_eq "$(q "SELECT string_agg(seq::text, '"'"' '"'"' ORDER BY seq) FROM job_runs WHERE job = $id")" "1 2 3 4"
'

expect 'a killed attempt (or the finished one) that posts a result again gets 409 and stores nothing' '
	task=$(q "SELECT id FROM job_tasks WHERE job = $id") &&
	for a in 1 2 3; do
		s=$(curl -s -o /dev/null -w "%{http_code}" -H "Authorization: Bearer $(cat tok)" \
			-H "Content-Type: application/json" \
			--data-binary "{\"task\":$task,\"attempt\":$a,\"runs\":[{\"side\":\"A\",\"seq\":1,\"value\":1}]}" \
			"$url/api/agent/tasks/$task/complete")
		expect_eq "$s" 409 || return 1
	done &&
	expect_eq "$(q "SELECT count(*) FROM job_runs WHERE job = $id")" 4
'

expect 'the database refuses a second run with the same (task, seq) by construction' '
	expect_eq "$(q "SELECT count(*) FROM pg_constraint WHERE conrelid = '"'"'job_runs'"'"'::regclass AND contype = '"'"'u'"'"' AND pg_get_constraintdef(oid) = '"'"'UNIQUE (task, seq)'"'"'")" 1 &&
	! q "INSERT INTO job_runs (job, task, side, seq, value) SELECT job, task, side, seq, value FROM job_runs WHERE job = $id LIMIT 1" 2>err &&
	grep -q "duplicate key" err
'

web_stop
done_testing
