# keys.sh: everything stored, by natural keys, for "nothing changed" and "converged" checks
#
#   . "$TOP/tests/lib/keys.sh"
#   keys_dump CONNINFO >file    one line per stored fact, sorted, no serial ids
#
# Messages by Message-ID, sources by path and offset, list membership, threads
# by root and members, extracted systems, series and samples by their content
# ids, accounts (sessions counted: their tokens are random), agent hosts,
# jobs, tasks and runs (counted).  Import-run rows
# (imports, import_errors) are left out: a second run adds one by design.
keys_dump() {
	psql -X -q -A -t -v ON_ERROR_STOP=1 "$1" -c "
	SELECT 'message', message_id, raw_sha256, quality, recovered, coalesce(subject, ''),
	       coalesce(date::text, ''), coalesce(in_reply_to, ''), array_to_string(refs, ' '),
	       md5(body), md5(headers::text) FROM messages ORDER BY message_id" -c "
	SELECT 'source', m.message_id, s.path, s.format, s.byte_offset, s.byte_length, s.raw_sha256, s.lost
	FROM sources s JOIN messages m ON m.id = s.message ORDER BY 2, 3, 5" -c "
	SELECT 'list', l.name, m.message_id FROM message_lists ml JOIN messages m ON m.id = ml.message
	JOIN lists l ON l.id = ml.list ORDER BY 2, 3" -c "
	SELECT 'attachment', m.message_id, a.ord, a.sha256 FROM attachments a
	JOIN messages m ON m.id = a.message ORDER BY 2, 3" -c "
	SELECT 'thread', coalesce(t.root_message_id, ''), t.message_count, t.node_count,
	       string_agg(n.message_id || '<' || coalesce(n.parent_message_id, '') || ':' || n.reason, ' '
	                  ORDER BY n.message_id)
	FROM threads t JOIN thread_nodes n ON n.thread = t.id
	GROUP BY t.id, t.root_message_id, t.message_count, t.node_count ORDER BY 2, 5" -c "
	SELECT 'system', s.id, m.message_id, coalesce(s.cpu_model, ''), s.span_start, s.span_end
	FROM systems s JOIN messages m ON m.id = s.message ORDER BY 2" -c "
	SELECT 'series', s.id, m.message_id, coalesce(s.workload, ''), coalesce(s.metric, ''),
	       coalesce(s.label, ''), s.params::text, coalesce(s.summary::text, ''), s.ord
	FROM series s JOIN messages m ON m.id = s.message ORDER BY 2" -c "
	SELECT 'sample', series, ord, value, text FROM samples ORDER BY 2, 3" -c "
	SELECT 'extraction', m.message_id, e.version, e.series, e.cited, e.systems, e.comparisons
	FROM extractions e JOIN messages m ON m.id = e.message ORDER BY 2" -c "
	SELECT 'user', name, role FROM users ORDER BY 2" -c "
	SELECT 'host', name, token_hash, md5(facts::text) FROM hosts ORDER BY 2" -c "
	SELECT 'jobs', (SELECT count(*) FROM jobs), (SELECT count(*) FROM job_tasks),
	       (SELECT count(*) FROM job_runs)" -c "
	SELECT 'sessions', count(*) FROM sessions"
}
