#!/bin/sh
# t5500-rerun-agent-http.sh: the agent API over real HTTP: tokens, ownership, stale attempts, the real agent end to end, SIGKILL, server restart
. "$TOP/tests/lib/test.sh"
. "$TOP/tests/lib/web.sh"

export SCHEDLORE_VAR="$TEST_TMP/var"
mkdir -p "$SCHEDLORE_VAR"
schedlore host add lab1 >tok 2>/dev/null
schedlore host add lab2 >tok2 2>/dev/null
web_start || exit 1
# the restart case starts a second server from inside its subshell; it leaves its pid here
stop_all() { web_stop; [ -f "$TEST_TMP/serve2.pid" ] && kill "$(cat "$TEST_TMP/serve2.pid")" 2>/dev/null; return 0; }
trap stop_all EXIT

# post PATH BODY [TOKEN]: status on stdout, body in ans
post() {
	if [ -n "${3:-}" ]; then
		curl -s -o ans -w '%{http_code}' -H "Authorization: Bearer $3" -H 'Content-Type: application/json' \
			--data-binary "$2" "$url$1"
	else
		curl -s -o ans -w '%{http_code}' -H 'Content-Type: application/json' --data-binary "$2" "$url$1"
	fi
}
q() { sql "$1"; }
wait_for() { # SQL VALUE [TENTHS]: until the query answers VALUE
	i=0; while [ "$(q "$1")" != "$2" ] && [ $i -lt "${3:-300}" ]; do sleep 0.1; i=$((i + 1)); done
	[ "$(q "$1")" = "$2" ]
}

expect 'a missing, malformed or forged token is refused with 401' '
	expect_eq "$(post /api/agent/hello "{\"facts\":{}}")" 401 &&
	grep -q "Authorization: Bearer" ans &&
	expect_eq "$(post /api/agent/hello "{\"facts\":{}}" "not-a-token")" 401 &&
	expect_eq "$(post /api/agent/claim "{\"agent\":\"x\"}" "slh_$(printf "%064d" 0)")" 401 &&
	hash=$(q "SELECT token_hash FROM hosts WHERE name = '"'"'lab1'"'"'") &&
	expect_eq "$(post /api/agent/claim "{\"agent\":\"x\"}" "slh_$hash")" 401 &&
	expect_eq "$(post /api/agent/claim "{\"agent\":\"x\"}" "$hash")" 401 &&
	expect_eq "$(curl -s -o /dev/null -w "%{http_code}" -H "Authorization: Basic $(cat tok)" -d "{}" "$url/api/agent/claim")" 401
'

expect 'a valid token with a bad body is 400; hello stores the facts; nothing queued is 204' '
	expect_eq "$(post /api/agent/hello "not json" "$(cat tok)")" 400 &&
	expect_eq "$(post /api/agent/hello "[1]" "$(cat tok)")" 400 &&
	expect_eq "$(post /api/agent/hello "{\"agent\":\"a\"}" "$(cat tok)")" 400 &&
	expect_eq "$(post /api/agent/hello "{\"agent\":\"a\",\"facts\":{\"os\":\"Plan9\"}}" "$(cat tok)")" 200 &&
	expect_eq "$(q "SELECT facts->>'"'"'os'"'"' FROM hosts WHERE name = '"'"'lab1'"'"'")" Plan9 &&
	expect_eq "$(post /api/agent/claim "{\"agent\":\"a\"}" "$(cat tok)")" 204 &&
	expect_eq "$(post /api/agent/claim "{}" "$(cat tok)")" 400
'

expect 'a body over the limit is refused with 413 and the server goes on' '
	head -c 5000000 /dev/zero | tr "\0" " " >big.json &&
	s=$(curl -s -o /dev/null -w "%{http_code}" -H "Authorization: Bearer $(cat tok)" --data-binary @big.json "$url/api/agent/hello") &&
	expect_eq "$s" 413 &&
	expect_eq "$(post /api/agent/claim "{\"agent\":\"a\"}" "$(cat tok)")" 204
'

expect 'the real agent runs a job end to end over HTTP: facts, interleaved CPU sets, samples, verdict' '
	id=$(schedlore job add --workload pipe --test-size --runs 3 --max-runs 3 --host lab1 --cpus 0 --vs-cpus 0-1 --claimed 50) &&
	schedlore agent --server "$url" --token "$(cat tok)" --exit-idle 2>agent.err &&
	expect_eq "$(q "SELECT state FROM jobs WHERE id = $id")" done &&
	expect_eq "$(q "SELECT string_agg(side, '"'"''"'"' ORDER BY seq) FROM job_runs WHERE job = $id")" ABABAB &&
	expect_eq "$(q "SELECT facts->>'"'"'os'"'"' FROM hosts WHERE name = '"'"'lab1'"'"'")" Linux &&
	q "SELECT status FROM verdicts WHERE job = $id" | grep -Eqx "reproduced|contradicted|different size|inconclusive" &&
	expect_eq "$(q "SELECT progress->>'"'"'done'"'"' FROM job_tasks WHERE job = $id")" 6 &&
	q "SELECT agent FROM job_tasks WHERE job = $id" | grep -q ":[0-9]" &&
	q "SELECT log FROM job_tasks WHERE job = $id" | grep -q "pipe"
'

expect 'an agent cannot post to another host'"'"'s task (403), a wrong or missing task is 404, a path/body mismatch 400' '
	id=$(schedlore job add --workload cpu --test-size --runs 2 --host lab2) &&
	expect_eq "$(post /api/agent/claim "{\"agent\":\"a\"}" "$(cat tok)")" 204 &&
	expect_eq "$(post /api/agent/claim "{\"agent\":\"lab2:1\",\"lease_seconds\":600}" "$(cat tok2)")" 200 &&
	task=$(python3 -c "import json; print(json.load(open(\"ans\"))[\"task\"])") &&
	expect_eq "$(post /api/agent/tasks/$task/progress "{\"task\":$task,\"attempt\":1,\"done\":0}" "$(cat tok)")" 403 &&
	expect_eq "$(post /api/agent/tasks/$task/complete "{\"task\":$task,\"attempt\":1,\"runs\":[{\"side\":\"A\",\"seq\":1,\"value\":1}]}" "$(cat tok)")" 403 &&
	expect_eq "$(post /api/agent/tasks/$task/fail "{\"task\":$task,\"attempt\":1,\"error\":\"x\"}" "$(cat tok)")" 403 &&
	expect_eq "$(q "SELECT state FROM job_tasks WHERE id = $task")" running &&
	expect_eq "$(q "SELECT count(*) FROM job_runs WHERE task = $task")" 0 &&
	expect_eq "$(post /api/agent/tasks/999999/progress "{\"task\":999999,\"attempt\":1}" "$(cat tok2)")" 404 &&
	expect_eq "$(post /api/agent/tasks/$task/nonsense "{\"task\":$task}" "$(cat tok2)")" 404 &&
	expect_eq "$(post /api/agent/tasks/$task/progress "{\"task\":1,\"attempt\":1}" "$(cat tok2)")" 400
'

expect 'a stale attempt gets 409; a result that can never be stored gets 400 and stores nothing' '
	task=$(q "SELECT id FROM job_tasks WHERE state = '"'"'running'"'"' AND host = (SELECT id FROM hosts WHERE name = '"'"'lab2'"'"')") &&
	expect_eq "$(post /api/agent/tasks/$task/progress "{\"task\":$task,\"attempt\":2,\"done\":1}" "$(cat tok2)")" 409 &&
	expect_eq "$(post /api/agent/tasks/$task/progress "{\"task\":$task,\"attempt\":1,\"done\":1,\"planned\":4,\"message\":\"m\",\"runs\":[]}" "$(cat tok2)")" 200 &&
	expect_eq "$(post /api/agent/tasks/$task/complete "{\"task\":$task,\"attempt\":1,\"runs\":[{\"side\":\"Z\",\"seq\":1,\"value\":1}]}" "$(cat tok2)")" 400 &&
	expect_eq "$(post /api/agent/tasks/$task/complete "{\"task\":$task,\"attempt\":1,\"runs\":[{\"side\":\"A\",\"seq\":1,\"value\":1},{\"side\":\"A\",\"seq\":1,\"value\":2}]}" "$(cat tok2)")" 400 &&
	expect_eq "$(q "SELECT count(*) FROM job_runs WHERE task = $task")" 0 &&
	expect_eq "$(post /api/agent/tasks/$task/fail "{\"task\":$task,\"attempt\":1,\"error\":\"given up\"}" "$(cat tok2)")" 200 &&
	expect_eq "$(q "SELECT state || '"'"' '"'"' || error FROM job_tasks WHERE id = $task")" "failed given up"
'

expect 'an agent whose result is rejected (4xx) reports a failure once and does not retry forever' '
	cat >stub.py <<"PY"
import http.server, json, sys
seen = []
class H(http.server.BaseHTTPRequestHandler):
    def log_message(self, *a): pass
    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"] or 0))
        seen.append(self.path)
        open("stub.log", "a").write(self.path + "\n")
        if self.path == "/api/agent/claim" and seen.count(self.path) == 1:
            doc = {"task": 7, "attempt": 1, "job": 3, "lease_seconds": 60, "workload": "cpu",
                   "params": {"size": "test"}, "runs": 2, "max_runs": 2, "rsd_threshold": 3.5,
                   "sides": [{"side": "A"}]}
            code, out = 200, json.dumps(doc).encode()
        elif self.path == "/api/agent/claim":
            code, out = 204, b""
        elif self.path.endswith("/complete"):
            code, out = 400, b"{\"error\":400,\"message\":\"run 1 is bad\"}"
        else:
            code, out = 200, b"{\"ok\":true}"
        self.send_response(code)
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)
s = http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H)
s.serve_forever()
PY
	sp=$(free_port)
	python3 stub.py $sp & stub=$!
	i=0; while ! curl -s -o /dev/null -d "{}" "http://127.0.0.1:$sp/x" && [ $i -lt 50 ]; do sleep 0.1; i=$((i+1)); done
	: >stub.log
	timeout 60 schedlore agent --server "http://127.0.0.1:$sp" --token "$(cat tok)" --once --quiet 2>stub-agent.err; rc=$?
	kill $stub 2>/dev/null; wait $stub 2>/dev/null || true
	expect_eq "$rc" 0 &&
	expect_eq "$(grep -c "/complete" stub.log)" 1 &&
	expect_eq "$(grep -c "/api/agent/tasks/7/fail" stub.log)" 1 &&
	grep -q "rejected the document (HTTP 400): run 1 is bad" stub-agent.err
'

expect 'SIGKILL mid-job: the lease runs out, a second agent process claims attempt 2 and completes' '
	# runs long enough (about a second each on a fast machine) that the kill lands mid-job;
	# the workload child may end between pgrep and kill, so only the agent'"'"'s kill must succeed
	id=$(schedlore job add --workload cpu --param ops=400000000 --param n=1 --runs 3 --max-runs 3 --host lab1) &&
	{ schedlore agent --server "$url" --token "$(cat tok)" --lease 2 --once --quiet 2>/dev/null & pid=$!; } &&
	wait_for "SELECT state FROM job_tasks WHERE job = $id" running &&
	kids=$(pgrep -P $pid || true) && kill -9 $pid && { kill -9 $kids 2>/dev/null || true; } &&
	{ wait $pid 2>/dev/null || true; } &&
	expect_eq "$(q "SELECT state || '"'"' '"'"' || attempt FROM job_tasks WHERE job = $id")" "running 1" &&
	sleep 2.5 &&
	schedlore agent --server "$url" --token "$(cat tok)" --exit-idle --quiet 2>/dev/null &&
	expect_eq "$(q "SELECT state || '"'"' '"'"' || attempt FROM job_tasks WHERE job = $id")" "done 2" &&
	expect_eq "$(q "SELECT count(*) FROM job_runs WHERE job = $id")" 3 &&
	expect_eq "$(q "SELECT state FROM jobs WHERE id = $id")" done
'

expect 'the server restarts while the agent runs a job: the agent retries with backoff and completes' '
	id=$(schedlore job add --workload cpu --param ops=200000000 --param n=1 --runs 5 --max-runs 5 --host lab1) &&
	{ schedlore agent --server "$url" --token "$(cat tok)" --once 2>restart.err & pid=$!; } &&
	wait_for "SELECT state FROM job_tasks WHERE job = $id" running &&
	web_stop &&
	expect_eq "$(q "SELECT state FROM jobs WHERE id = $id")" running &&
	sleep 2 &&
	{ schedlore serve --port "$port" >"$TEST_TMP/serve2.log" 2>&1 & echo $! >"$TEST_TMP/serve2.pid"; } &&
	i=0; while ! curl -s -o /dev/null "$url/static/style.css" && [ $i -lt 100 ]; do sleep 0.05; i=$((i+1)); done
	wait $pid; rc=$?
	{ expect_eq "$rc" 0 &&
	  expect_eq "$(q "SELECT state FROM jobs WHERE id = $id")" done &&
	  expect_eq "$(q "SELECT count(*) FROM job_runs WHERE job = $id")" 5 &&
	  grep -q "Could not connect\|Couldn.t connect\|retrying in" restart.err; } || { tail -n 8 restart.err; false; }
'

expect 'two agents with one token never run two tasks of a max_jobs=1 host at once' '
	a=$(schedlore job add --workload cpu --test-size --param ops=20000000 --runs 2 --max-runs 2 --host lab1) &&
	b=$(schedlore job add --workload cpu --test-size --param ops=20000000 --runs 2 --max-runs 2 --host lab1) &&
	{ schedlore agent --server "$url" --token "$(cat tok)" --exit-idle --poll 0.2 --quiet 2>/dev/null & p1=$!; } &&
	{ schedlore agent --server "$url" --token "$(cat tok)" --exit-idle --poll 0.2 --quiet 2>/dev/null & p2=$!; } &&
	max=0 && while kill -0 $p1 2>/dev/null || kill -0 $p2 2>/dev/null; do
		n=$(q "SELECT count(*) FROM job_tasks WHERE state = '"'"'running'"'"' AND host = (SELECT id FROM hosts WHERE name = '"'"'lab1'"'"')")
		[ "$n" -gt "$max" ] && max=$n; sleep 0.05
	done
	wait $p1 $p2 2>/dev/null
	# an --exit-idle agent may leave while the other still runs: finish what is left
	schedlore agent --server "$url" --token "$(cat tok)" --exit-idle --quiet 2>/dev/null
	expect_eq "$max" 1 &&
	expect_eq "$(q "SELECT count(*) FROM jobs WHERE id IN ($a, $b) AND state = '"'"'done'"'"'")" 2
'

stop_all
done_testing
