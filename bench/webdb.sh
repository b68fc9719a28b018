# webdb.sh: a web-sized database fast: a seed imported for real, then copied by SQL to N messages
#
#   . "$TOP/bench/webdb.sh"
#   webdb NAME N SEED LIST     database NAME (fresh) with at least N messages in list LIST
#
# Importing 100,000 generated messages takes about an hour on the shared
# 2-CPU machine (extraction makes 20 series of each), too long for a
# benchmark of pages.  So N / 20 messages (at least 1) go through the real
# importer (storage, threading, figure extraction: about 5,000 messages and
# 100,000 series), and the rest are copies of them made in one transaction
# of INSERT ... SELECT: copy k gets Message-IDs prefixed "ck.", its
# In-Reply-To and References prefixed alike (so its threads are whole), its
# dates moved k months on (so the list spreads over months), its own
# sources, list membership, threads and thread nodes, and no figures (mail
# without figures, as most of a real list is).  Prints what it made.
webdb() {
	_name=$1 _n=$2 _seed=$3 _list=$4
	_imp=$(( (_n + 19) / 20 ))
	_copies=$(( (_n + _imp - 1) / _imp - 1 ))
	drop_db "$_name"
	fresh_db "$_name"
	python3 "$TOP/tests/lib/mkmbox.py" --count "$_imp" --seed "$_seed" "$scratch/$_name.mbox" || return 1
	_t0=$(date +%s)
	SCHEDLORE_DB="$base dbname=$_name" "$TOP/schedlore" import --quiet --list "$_list" \
		"$scratch/$_name.mbox" >/dev/null || return 1
	_t1=$(date +%s)
	rm -f "$scratch/$_name.mbox"
	psql -X -q -v ON_ERROR_STOP=1 -v copies="$_copies" "$base dbname=$_name" >/dev/null <<'EOF' || return 1
SELECT max(id) AS m FROM messages \gset
SELECT coalesce(max(id), 0) AS t FROM threads \gset
BEGIN;
CREATE TEMP TABLE k AS SELECT generate_series(1, :copies) AS k;
INSERT INTO messages (id, message_id, content_id, subject, from_name, from_addr, date, date_offset,
		date_text, in_reply_to, refs, headers, body, raw, raw_sha256)
	SELECT id + k * :m, 'c' || k || '.' || message_id, content_id, subject, from_name, from_addr,
		date + k * interval '1 month', date_offset, date_text,
		'c' || k || '.' || in_reply_to,
		ARRAY(SELECT 'c' || k || '.' || r FROM unnest(refs) WITH ORDINALITY AS u(r, o) ORDER BY o),
		headers, body, raw, raw_sha256
	FROM messages, k WHERE id <= :m;
INSERT INTO message_lists (message, list)
	SELECT message + k * :m, list FROM message_lists, k WHERE message <= :m;
INSERT INTO sources (message, path, format, byte_offset, byte_length, raw_sha256, lost)
	SELECT message + k * :m, 'copy' || k || '/' || path, format, byte_offset, byte_length, raw_sha256, lost
	FROM sources, k WHERE message <= :m;
INSERT INTO message_keys (message, body_key, body_sha256)
	SELECT message + k * :m, body_key, body_sha256 FROM message_keys, k WHERE message <= :m;
INSERT INTO threads (id, root_message_id, root_message, subject, first_date, last_date,
		message_count, node_count)
	SELECT id + k * :t, 'c' || k || '.' || root_message_id, root_message + k * :m, subject,
		first_date + k * interval '1 month', last_date + k * interval '1 month', message_count, node_count
	FROM threads, k WHERE id <= :t;
INSERT INTO thread_nodes (message_id, message, thread, parent_message_id, reason, evidence, date,
		base_subject, reply_form, has_refs, ph_key)
	SELECT 'c' || k || '.' || message_id, message + k * :m, thread + k * :t,
		'c' || k || '.' || parent_message_id, reason, evidence, date + k * interval '1 month',
		base_subject, reply_form, has_refs, ph_key
	FROM thread_nodes, k WHERE thread <= :t;
DELETE FROM thread_queue WHERE message > :m;     -- threaded above, as their originals
SELECT setval('messages_id_seq', (SELECT max(id) FROM messages));
SELECT setval('threads_id_seq', (SELECT greatest(max(id), 1) FROM threads));
COMMIT;
VACUUM ANALYZE;
EOF
	_t2=$(date +%s)
	echo "$(psql -X -A -t "$base dbname=$_name" -c "SELECT count(*) FROM messages") messages," \
		"$(psql -X -A -t "$base dbname=$_name" -c "SELECT count(*) FROM series") series:" \
		"$_imp imported in $((_t1 - _t0)) s, $_copies copies by SQL in $((_t2 - _t1)) s"
}
