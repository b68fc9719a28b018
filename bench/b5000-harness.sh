# b5000-harness.sh: harness overhead per run, and queue throughput of 8 concurrent agents
n=$((40 * ${BENCH_SCALE:-1}))    # jobs per agent

# 1. Overhead: time outside the workload per run (binding, bookkeeping), as the
#    runner records it; reference: the workload's own timed part.
for w in pipe cpu untar; do
	"$TOP/schedlore" workload run "$w" --test-size --runs 5 --max-runs 5 >"$scratch/ovh.$w" 2>/dev/null
	python3 - "$w" "$scratch/ovh.$w" <<'PY'
import json, sys, statistics
runs = json.load(open(sys.argv[2]))["runs"]
o = statistics.median(r["overhead"] for r in runs)
print("%-8s overhead per run %.3f ms (median of 5)" % (sys.argv[1], o * 1e3))
PY
done

# 2. Queue: 8 hosts, 8 agents at once, n one-side jobs each with a workload of
#    ~1 ms (cpu ops=1000, 2 runs): claim, 2 progress reports, complete.
fresh_db bqueue
db="$base dbname=bqueue"
for i in 1 2 3 4 5 6 7 8; do
	SCHEDLORE_DB="$db" "$TOP/schedlore" host add "fake$i" >/dev/null 2>&1
done
psql -X -q "$db" -c "
INSERT INTO jobs (workload, params, runs, max_runs, rsd_threshold, host_a)
SELECT 'cpu', '{\"ops\":\"1000\",\"n\":\"1\"}', 2, 2, 1e9, h.id FROM hosts h, generate_series(1, $n);
INSERT INTO job_tasks (job, host, sides) SELECT id, host_a, 'A' FROM jobs;"
s=$(date +%s.%N)
for i in 1 2 3 4 5 6 7 8; do
	SCHEDLORE_DB="$db" "$TOP/schedlore" agent --local --host "fake$i" --exit-idle --quiet >/dev/null 2>&1 &
done
wait
e=$(date +%s.%N)
done_jobs=$(psql -X -A -t "$db" -c "SELECT count(*) FROM jobs WHERE state = 'done'")
agents_s=$(echo "$s $e" | awk '{ print $2 - $1 }')

# Reference: the same number of transactions of the same shape done by pgbench
# with 8 clients (lock a row, update it, insert two rows), no harness around it.
cat >"$scratch/ref.sql" <<'SQL'
\set id random(1, 100000)
BEGIN;
SELECT 1 FROM hosts WHERE id = 1 FOR UPDATE;
UPDATE job_tasks SET agent = 'ref' WHERE id = :id;
INSERT INTO job_runs (job, task, side, seq, value) SELECT job, id, 'A', -:id - (random() * 1e9)::int, 1 FROM job_tasks WHERE id = 1;
COMMIT;
SQL
s=$(date +%s.%N)
pgbench -n -q -c 8 -j 8 -t "$n" -f "$scratch/ref.sql" "$db" >/dev/null 2>&1
e=$(date +%s.%N)
ref_s=$(echo "$s $e" | awk '{ print $2 - $1 }')
drop_db bqueue
awk -v j="$done_jobs" -v a="$agents_s" -v r="$ref_s" -v t=$((8 * n)) 'BEGIN {
	printf "queue: 8 agents completed %d of %d jobs in %.2f s: %.1f jobs/s\n", j, t, a, j / a
	printf "reference: pgbench, 8 clients, %d transactions of the same shape: %.2f s, %.1f tx/s\n", t, r, t / r
	printf "agent job time / reference transaction time: %.1f x\n", (a / j) / (r / t)
}'
