#!/bin/sh
# pages-fixture.sh: a database where every page type has something to show, and the list of those pages
#
#   sh "$TOP/tests/lib/pages-fixture.sh"    (in $TEST_TMP, with $SCHEDLORE_DB and $TOP as tests/run sets them)
#
# Imports data/sample (as make run does), the hostile fixtures, a generated
# archive and two report files; makes an admin "root", a member "alice", a
# host "lab" that reported its facts, a finished rerun of the hostile claim
# (its samples sent through the agent API) and a queued one; then sets what
# the run itself decides (times, paths) to fixed values, so a page shows the
# same bytes on every run.  Writes ./pages: NAME USER PATH, one page of each
# type (USER "-": a visitor).  Used by t3030 (golden pages) and test-template
# (every template against its page's model).  Exits non-zero when a step fails.
set -eu
. "$TOP/tests/lib/test.sh" >/dev/null
. "$TOP/tests/lib/web.sh"
. "$TOP/tests/lib/claims-fixture.sh"
export SCHEDLORE_VAR="$TEST_TMP/var"
mkdir -p "$SCHEDLORE_VAR"

schedlore import --quiet "$TOP"/data/sample/00[0234]_*.txt
schedlore import --quiet --list freebsd-current "$TOP"/data/sample/001_*.txt
schedlore import --quiet "$TOP/tests/fixtures/web-hostile.mbox"
python3 "$TOP/tests/lib/mkmbox.py" --count 24 --seed 3 gen.mbox
schedlore import --quiet gen.mbox
hostile_claim
printf "# buildkernel -j8 real seconds\n290.1\n291.4\n289.9\n" >a.txt
printf "# buildkernel -j8 real seconds\n288.0\n287.6\n288.9\n" >b.txt
schedlore import --quiet --system box1 a.txt b.txt

printf "admin-password-1\n" >admin.pw
printf "member-password-1\n" >member.pw
schedlore user add root --role admin --password-file admin.pw >/dev/null
schedlore user add alice --role member --password-file member.pw >/dev/null
schedlore host add lab >tok 2>/dev/null
web_start
agent() { curl -sf -H "Authorization: Bearer $(cat tok)" -H "Content-Type: application/json" -d "$2" "$url/api/agent/$1"; }
agent hello '{"agent": "lab:1", "version": "1", "facts": {"hostname": "lab", "os": "Linux",
	"kernel": "6.1.0-13-amd64", "arch": "x86_64", "cpu_model": "Example CPU <b>", "sockets": 1,
	"cores": 4, "threads": 4, "smt": false, "online_cpus": 4, "memory_bytes": 8589934592,
	"scheduler": "EEVDF", "sched_ext": null, "hz": 250, "smp_kernel": true, "autogroup": true}}' >/dev/null
schedlore job add --workload pipe --host lab --cpus 0 --vs-cpus 0-3 --claim "$X" --claimed -43 --runs 3 \
	--test-size >/dev/null
agent claim '{"agent": "lab:1"}' >task.json
task=$(python3 -c 'import json; print(json.load(open("task.json"))["task"])')
agent "tasks/$task/complete" "{\"task\": $task, \"attempt\": 1, \"stop_reason\": \"3 runs per side\", \"log\": \"ok\",
	\"runs\": [{\"side\": \"A\", \"seq\": 1, \"value\": 8.5}, {\"side\": \"B\", \"seq\": 2, \"value\": 4.9},
	{\"side\": \"A\", \"seq\": 3, \"value\": 8.6}, {\"side\": \"B\", \"seq\": 4, \"value\": 4.8},
	{\"side\": \"A\", \"seq\": 5, \"value\": 8.4}, {\"side\": \"B\", \"seq\": 6, \"value\": 4.7}]}" >/dev/null
web_stop
schedlore job add --workload cpu --host lab --runs 2 >/dev/null
test "$(sql "SELECT string_agg(state, ' ' ORDER BY id) FROM jobs")" = "done queued"

T="'2026-01-02 03:04:05+00'"
sql "UPDATE messages SET created_at = $T;
     UPDATE sources SET imported_at = $T, path = regexp_replace(path, '^.*/', '');
     UPDATE reports SET imported_at = $T, path = regexp_replace(path, '^.*/', '');
     UPDATE checks SET checked_at = $T;
     UPDATE hosts SET created_at = $T, last_seen = '2026-01-02 03:04:06+00';
     UPDATE jobs SET created_at = '2026-01-02 03:05:00+00', finished_at = CASE WHEN finished_at IS NOT NULL
            THEN '2026-01-02 03:06:00+00'::timestamptz END;
     UPDATE job_tasks SET started_at = CASE WHEN started_at IS NOT NULL THEN '2026-01-02 03:05:30+00'::timestamptz END,
            finished_at = CASE WHEN finished_at IS NOT NULL THEN '2026-01-02 03:06:00+00'::timestamptz END,
            lease_until = NULL, agent = CASE WHEN agent IS NOT NULL THEN 'lab:1' END;
     UPDATE verdicts SET computed_at = '2026-01-02 03:06:00+00';
     INSERT INTO imports (started_at, finished_at, paths, new, duplicate, rejected, bytes, status)
            VALUES ($T, '2026-01-02 03:04:06+00', '{/srv/var/uploads/0123456789abcdef01234567.mbox}',
            3, 1, 1, 4096, 'done');
     INSERT INTO import_errors (import, path, byte_offset, message_id, reason)
            SELECT max(id), '0123456789abcdef01234567.mbox', 2048, '<bad>@x', 'no From line <here>'
            FROM imports" >/dev/null

SERIES=$(sql "SELECT s.id FROM series s JOIN samples p ON p.series = s.id WHERE s.workload = 'buildworld'
	GROUP BY s.id ORDER BY count(*) DESC, s.id LIMIT 1")
SUMMARY=$(sql "SELECT id FROM series WHERE summary IS NOT NULL ORDER BY id LIMIT 1")
HOLDS=$(sql "SELECT id FROM claims WHERE text LIKE '%ULE is 12%% faster%'")
REPORT=$(sql "SELECT min(id) FROM reports")
POST='/freebsd-stable/4718815C.9050102@activnetworks.com/'
HOSTILE='/web-test/a%2Fb%25c%2Bd%23e@hostile.example/'
W=buildworld
cat >pages <<PAGES
home - /
list - /freebsd-current/
list-month - /freebsd-current/?month=2006-12
post - $POST
post-hostile - $HOSTILE
thread - ${POST}T/
thread-hostile - /web-test/reply.1@hostile.example/T/
search - /search?q=ULE
search-page-2 - /search?q=faster&page=2
login - /login
upload root /upload
upload-status root /upload/0123456789abcdef01234567
forbidden - /upload
not-found - /no-such-list/
compare-index - /compare
compare - /compare?workload=$W&a=ULE&b=4BSD
compare-ministat - /compare?workload=tar-extract&a=ULE&b=4BSD
compare-shares - /compare?workload=http-load
compare-reports - /compare?workload=buildkernel
series - /series/$SERIES
series-summary - /series/$SUMMARY
claims - /claims
claims-filtered - /claims?status=holds&kind=percent&list=freebsd-current&workload=tar-extract&year=2005
claims-page-2 - /claims?page=2
claim - /claims/$HOLDS
claim-hostile alice /claims/$X
systems - /systems
report - /reports/report-$REPORT/
hosts - /hosts
hosts-admin root /hosts
jobs alice /jobs
job - /jobs/1
job-queued - /jobs/2
job-new alice /jobs/new?claim=$X
job-new-impossible alice /jobs/new?a_os=FreeBSD&a_sched=4BSD&b_os=FreeBSD&b_sched=ULE
digests - /digest/
digest-index - /digest/freebsd-stable/
digest-week - /digest/freebsd-stable/2007-W42
chart-svg - /chart/g1-scaling.svg?workload=$W&metric=real&a=ULE&b=4BSD
chart-series - /chart/series.svg?id=$SUMMARY
atom - /freebsd-current/new.atom
api-lists - /api/lists
api-list - /api/freebsd-current/?month=2006-12
api-post - /api$POST
api-thread - /api${POST}T/
api-search - /api/search?q=ULE
api-compare - /api/compare?workload=$W&a=ULE&b=4BSD&page=1
api-series - /api/series/$SERIES
api-claim - /api/claims/$X
api-claims - /api/claims?workload=pipe-test
api-systems - /api/systems
api-job - /api/jobs/1
api-jobs - /api/jobs
api-report - /api/reports/$REPORT
PAGES
