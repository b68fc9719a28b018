# import-dump.sh: what an import stored, by natural keys, comparable across builds
#
#   . "$TOP/tests/lib/import-dump.sh"
#   import_dump CONNINFO >file      messages, sources, lists, attachments, threads, search
#   figures_dump CONNINFO >file     series, samples, claims, checks (with the extractor version)
#
# No serial ids and no folder names (a source's file is named by its last
# part), so a dump made by one build in one folder equals that of another
# build in another: tests/golden/import/ holds the dumps today's import made.
# Search results are the search page's order (rank, date, Message-ID).
IMPORT_DUMP_QUERIES="ULE|buildworld faster|hackbench -CFS|latency OR throughput|\"4BSD numbers\"|café"

import_dump() {
	psql -X -q -A -t -v ON_ERROR_STOP=1 "$1" -c "
	SELECT 'message', message_id, quality, md5(concat_ws('|', content_id, raw_sha256, recovered,
	       pgp_status, subject, from_name, from_addr, date, date_offset, date_text, in_reply_to,
	       array_to_string(refs, ' '), md5(body), md5(headers::text), md5(raw)))
	FROM messages ORDER BY message_id" -c "
	SELECT 'source', m.message_id, regexp_replace(s.path, '^.*/', ''), s.format, s.byte_offset,
	       s.byte_length, left(s.raw_sha256, 16), s.lost
	FROM sources s JOIN messages m ON m.id = s.message ORDER BY 2, 3, 5" -c "
	SELECT 'list', l.name, m.message_id FROM message_lists ml JOIN messages m ON m.id = ml.message
	JOIN lists l ON l.id = ml.list ORDER BY 2, 3" -c "
	SELECT 'attachment', m.message_id, a.ord, coalesce(a.filename, ''), a.content_type, a.size,
	       a.sha256, a.is_text
	FROM attachments a JOIN messages m ON m.id = a.message ORDER BY 2, 3" -c "
	SELECT 'key', m.message_id, md5(k.body_key || k.body_sha256) FROM message_keys k
	JOIN messages m ON m.id = k.message ORDER BY 2" -c "
	SELECT 'thread', coalesce(t.root_message_id, ''), coalesce(t.subject, ''), t.message_count,
	       t.node_count, coalesce(t.first_date::text, ''), coalesce(t.last_date::text, ''),
	       string_agg(n.message_id || '<' || coalesce(n.parent_message_id, '') || ':' || n.reason
	                  || ':' || coalesce(n.evidence, ''), ' ' ORDER BY n.message_id)
	FROM threads t JOIN thread_nodes n ON n.thread = t.id
	GROUP BY t.id ORDER BY 2, 8" -c "
	SELECT 'list_thread', l.name, r.message_id, lt.month, coalesce(lt.first::text, ''),
	       coalesce(lt.last::text, ''), lt.messages
	FROM list_threads lt JOIN lists l ON l.id = lt.list
	JOIN threads t ON t.id = lt.thread JOIN thread_nodes r ON r.message_id = t.root_message_id
	ORDER BY 2, 3"
	echo "$IMPORT_DUMP_QUERIES" | tr '|' '\n' | while IFS= read -r q; do
		psql -X -q -A -t -v ON_ERROR_STOP=1 -v q="$q" "$1" <<-'SQL'
		SELECT 'search', :'q', m.message_id, round(ts_rank(m.fts, websearch_to_tsquery('english', :'q'))::numeric, 6)
		FROM messages m WHERE m.fts @@ websearch_to_tsquery('english', :'q')
		ORDER BY ts_rank(m.fts, websearch_to_tsquery('english', :'q')) DESC, m.date DESC NULLS LAST,
		         m.message_id LIMIT 50;
		SQL
	done
}

# one line per message: how many series and claims, and a digest of them all
figures_dump() {
	psql -X -q -A -t -v ON_ERROR_STOP=1 "$1" -c "
	SELECT 'series', m.message_id, count(*), md5(string_agg(concat_ws('|', s.id, s.workload,
	       s.metric, s.label, s.params::text, s.summary::text, s.ord,
	       (SELECT string_agg(x.ord || '=' || x.value || ':' || x.text, ',' ORDER BY x.ord)
	        FROM samples x WHERE x.series = s.id)), ' ' ORDER BY s.id))
	FROM series s JOIN messages m ON m.id = s.message GROUP BY m.message_id ORDER BY 2" -c "
	SELECT 'claim', m.message_id, count(*), md5(string_agg(concat_ws('|', c.id, c.kind, c.text,
	       c.posted::text, c.direction, c.span_start, c.span_end, k.status, k.recomputed::text,
	       (SELECT string_agg(series, ',' ORDER BY ord) FROM claim_series WHERE claim = c.id)),
	       ' ' ORDER BY c.id))
	FROM claims c JOIN messages m ON m.id = c.message LEFT JOIN checks k ON k.claim = c.id
	GROUP BY m.message_id ORDER BY 2" -c "
	SELECT 'extraction', m.message_id, e.version, e.series, e.cited, e.systems, e.comparisons
	FROM extractions e JOIN messages m ON m.id = e.message ORDER BY 2"
}
