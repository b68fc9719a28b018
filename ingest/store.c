/* store.c: write decoded messages to PostgreSQL in batches, idempotently */
#include "store.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/log.h"
#include "pgp.h"
#include "reconcile.h"
#include "../core/banned.h"

#define BATCH_MESSAGES 1000
#define BATCH_BYTES (32LL << 20)

/* Rows stay whole up to a page: compressing a batch that lives for one
 * statement cost more than the insert that reads it. */
static const char create_stage[] =
	"CREATE TEMP TABLE IF NOT EXISTS stage ("
	" ord int, message_id text, content_id boolean, subject text, from_name text,"
	" from_addr text, date timestamptz, date_offset int, date_text text,"
	" in_reply_to text, refs text, headers jsonb, body text, raw bytea,"
	" raw_sha256 text, list text, path text, format text, byte_offset bigint,"
	" byte_length bigint, quality smallint, recovered boolean, pgp_status text,"
	" lost text, attachments jsonb, body_key text) WITH (toast_tuple_target = 8160)";

static const char copy_stage[] =
	"COPY stage (ord, message_id, content_id, subject, from_name, from_addr, date,"
	" date_offset, date_text, in_reply_to, refs, headers, body, raw, raw_sha256,"
	" list, path, format, byte_offset, byte_length, quality, recovered, pgp_status, lost,"
	" attachments, body_key) FROM STDIN";

/* The best staged copy of each message (whole mail over page over damaged text). */
#define BEST_STAGED "(SELECT DISTINCT ON (message_id) * FROM stage" \
	" ORDER BY message_id, quality DESC, ord)"

/*
 * After the insert, each staged Message-ID's message as it stands (id, bytes,
 * quality), found through the Message-ID index.  Every later statement joins
 * the batch with this small table instead of with messages: a join with
 * messages was planned as a scan of the whole table, once per statement and
 * batch, which made the import quadratic in the archive's size.
 */
static const char create_ids[] =
	"CREATE TEMP TABLE IF NOT EXISTS stage_ids (message_id text PRIMARY KEY, id bigint,"
	" raw_sha256 text, quality smallint)";

static const char load_ids[] =
	"INSERT INTO stage_ids SELECT message_id, id, raw_sha256, quality FROM messages"
	" WHERE message_id = ANY (ARRAY(SELECT DISTINCT message_id FROM stage))";

/* The best staged copy joined with its message, and whether it is (or is about
 * to be) the message's text: a new message, the same bytes, or a better source. */
#define BEST_WITH_IDS BEST_STAGED " s JOIN stage_ids i USING (message_id)"
#define BEST_IS_TEXT "(s.raw_sha256 = i.raw_sha256 OR s.quality > i.quality)"

/* The merge: each statement is set-based over the staged batch. */
static const char *const merge[] = {
	"INSERT INTO lists (name) SELECT DISTINCT list FROM stage"
	" WHERE list IS NOT NULL ON CONFLICT DO NOTHING",

	"INSERT INTO message_lists (message, list)"
	" SELECT i.id, l.id FROM stage s JOIN stage_ids i USING (message_id)"
	" JOIN lists l ON l.name = s.list ON CONFLICT DO NOTHING",

	"INSERT INTO sources (message, path, format, byte_offset, byte_length, raw_sha256, lost,"
	" import)"
	" SELECT i.id, s.path, s.format, s.byte_offset, s.byte_length, s.raw_sha256,"
	" s.lost::text[], $1::bigint"
	" FROM stage s JOIN stage_ids i USING (message_id) ON CONFLICT DO NOTHING",

	/* Two whole messages under one Message-ID with other bytes: a conflict.
	 * A page or damaged text of a message is another source, not a conflict. */
	"INSERT INTO message_conflicts (message, raw_sha256, raw, path, byte_offset, import)"
	" SELECT i.id, s.raw_sha256, s.raw, s.path, s.byte_offset, $1::bigint"
	" FROM stage s JOIN stage_ids i USING (message_id)"
	" WHERE s.raw_sha256 <> i.raw_sha256 AND s.quality = 3 AND i.quality = 3"
	" ON CONFLICT DO NOTHING",

	/* A better source improves the stored fields; a worse one never degrades them.
	 * ANY (ARRAY(...)): the few messages it improves, found by index. */
	"WITH up AS (UPDATE messages m SET content_id = s.content_id, subject = s.subject,"
	" from_name = s.from_name, from_addr = s.from_addr, date = s.date,"
	" date_offset = s.date_offset, date_text = s.date_text, in_reply_to = s.in_reply_to,"
	" refs = coalesce(string_to_array(nullif(s.refs, ''), ' '), '{}'), headers = s.headers,"
	" body = s.body, raw = s.raw, raw_sha256 = s.raw_sha256, quality = s.quality,"
	" recovered = s.recovered, pgp_status = s.pgp_status"
	" FROM " BEST_STAGED " s WHERE m.message_id = s.message_id AND s.quality > m.quality"
	" AND m.id = ANY (ARRAY(SELECT i.id FROM " BEST_WITH_IDS " WHERE s.quality > i.quality))"
	" RETURNING m.id)"
	" DELETE FROM attachments WHERE message = ANY (ARRAY(SELECT id FROM up))",

	"INSERT INTO attachments (message, ord, filename, content_type, size, sha256, is_text)"
	" SELECT i.id, a.ord::int, a.v->>'name', a.v->>'type', (a.v->>'size')::bigint,"
	" a.v->>'sha256', (a.v->>'text')::boolean"
	" FROM " BEST_WITH_IDS ", jsonb_array_elements(s.attachments) WITH ORDINALITY a(v, ord)"
	" WHERE " BEST_IS_TEXT " ON CONFLICT DO NOTHING",

	/* the body key reconcile.c matches copies by, made here from the text in hand */
	"INSERT INTO message_keys (message, body_key, body_sha256)"
	" SELECT i.id, s.body_key, s.raw_sha256 FROM " BEST_WITH_IDS " WHERE " BEST_IS_TEXT
	" ON CONFLICT (message) DO UPDATE SET body_key = excluded.body_key,"
	" body_sha256 = excluded.body_sha256"
	" WHERE message_keys.body_sha256 <> excluded.body_sha256",
};

/*
 * A verification result replaces an unverified status of the same bytes, so
 * importing again with --keyring verifies what an import without one stored.
 */
static const char verified[] =
	"UPDATE messages m SET pgp_status = s.pgp_status FROM " BEST_STAGED " s"
	" WHERE m.message_id = s.message_id AND m.raw_sha256 = s.raw_sha256"
	" AND m.pgp_status = 'signed' AND s.pgp_status IN ('good', 'bad', 'unknown-key')"
	" AND m.id = ANY (ARRAY(SELECT i.id FROM " BEST_WITH_IDS
	" WHERE s.pgp_status IN ('good', 'bad', 'unknown-key')))";

static const char insert_messages[] =
	"WITH ins AS (INSERT INTO messages (message_id, content_id, subject, from_name,"
	" from_addr, date, date_offset, date_text, in_reply_to, refs, headers, body, raw,"
	" raw_sha256, quality, recovered, pgp_status)"
	" SELECT DISTINCT ON (message_id) message_id, content_id, subject, from_name,"
	" from_addr, date, date_offset, date_text, in_reply_to,"
	" coalesce(string_to_array(nullif(refs, ''), ' '), '{}'), headers, body, raw, raw_sha256,"
	" quality, recovered, pgp_status"
	" FROM stage ORDER BY message_id, quality DESC, ord"
	" ON CONFLICT (message_id) DO NOTHING RETURNING 1)"
	" SELECT count(*) FROM ins";

int store_begin(struct store *s, struct db *db, const char *list,
		char *const *paths, int npaths)
{
	struct buf arr = BUF_INIT;
	const char *params[2];
	PGresult *res;
	int i;

	memset(s, 0, sizeof(*s));
	s->db = db;
	buf_init(&s->copy);
	buf_init(&s->wcopy);
	buf_init(&s->key);
	/* A text[] literal, each element quoted and escaped. */
	buf_addc(&arr, '{');
	for (i = 0; i < npaths; i++) {
		const char *p;
		buf_adds(&arr, i ? ",\"" : "\"");
		for (p = paths[i]; *p; p++) {
			if (*p == '"' || *p == '\\')
				buf_addc(&arr, '\\');
			buf_addc(&arr, *p);
		}
		buf_addc(&arr, '"');
	}
	buf_addc(&arr, '}');
	params[0] = list;
	params[1] = arr.data;
	res = db_query(db, "INSERT INTO imports (list, paths) VALUES ($1, $2::text[]) RETURNING id",
		       2, params);
	buf_release(&arr);
	if (!res)
		return -1;
	snprintf(s->import_id, sizeof(s->import_id), "%s", PQgetvalue(res, 0, 0));
	PQclear(res);
	if (db_exec(db, create_stage, 0, NULL) < 0)
		return -1;
	return db_exec(db, create_ids, 0, NULL);
}

static void field(struct buf *b, const char *s)
{
	if (s)
		db_copy_field(b, s, strlen(s));
	else
		db_copy_null(b);
	buf_addc(b, '\t');
}

static void hex_field(struct buf *b, const char *data, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	size_t i;
	char *p;

	buf_grow(b, 2 * len + 4);
	buf_adds(b, "\\\\x");
	p = b->data + b->len;
	for (i = 0; i < len; i++) {
		*p++ = hex[(unsigned char)data[i] >> 4];
		*p++ = hex[(unsigned char)data[i] & 15];
	}
	buf_setlen(b, b->len + 2 * len);
	buf_addc(b, '\t');
}

static int store_flush_async(struct store *s);

/* The COPY field of reconcile.c's body key of BODY ('' when it has none). */
static void body_key(struct buf *b, struct buf *key, const char *body)
{
	char *h;

	reconcile_key(body ? body : "", body ? strlen(body) : 0, key);
	if (!key->len)
		return;
	h = g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)key->data, key->len);
	buf_adds(b, h);
	g_free(h);
}

int store_add(struct store *s, const struct mail *m)
{
	struct buf *b = &s->copy;
	struct buf lost = BUF_INIT;

	buf_addf(b, "%d\t", s->staged);
	field(b, m->message_id);
	field(b, m->content_id ? "t" : "f");
	field(b, m->subject);
	field(b, m->from_name);
	field(b, m->from_addr);
	field(b, m->date_utc);
	buf_addf(b, "%d\t", m->date_offset);
	field(b, m->date_text);
	field(b, m->in_reply_to);
	field(b, m->refs.data);
	field(b, m->headers.len ? m->headers.data : "[]");
	field(b, m->body.data);
	hex_field(b, m->raw.data, m->raw.len);
	field(b, m->raw_sha256);
	field(b, mail_list(m));
	field(b, m->path);
	field(b, m->format);
	buf_addf(b, "%lld\t%zu\t%d\t", (long long)m->offset, m->length, m->quality);
	field(b, m->recovered ? "t" : "f");
	field(b, m->pgp_status);
	mail_lost_literal(m->lost, &lost);
	field(b, lost.data);
	db_copy_field(b, m->attachments.len ? m->attachments.data : "[]",
		      m->attachments.len ? m->attachments.len : 2);
	buf_addc(b, '\t');
	body_key(b, &s->key, m->body.data);
	buf_addc(b, '\n');
	buf_release(&lost);
	s->staged++;
	s->staged_bytes += (long long)m->length;
	if (s->staged >= BATCH_MESSAGES || (long long)b->len >= BATCH_BYTES)
		return store_flush_async(s);
	return 0;
}

static int merge_batch(struct store *s, int staged, long long bytes, int *added)
{
	const char *params[] = { s->import_id };
	char counts[3][24];
	const char *upd[4];
	PGresult *res;
	size_t i;

	if (db_exec(s->db, "TRUNCATE stage, stage_ids", 0, NULL) < 0 ||
	    db_copy_in(s->db, copy_stage, s->wcopy.data, s->wcopy.len) < 0)
		return -1;
	res = db_query(s->db, insert_messages, 0, NULL);
	if (!res)
		return -1;
	*added = atoi(PQgetvalue(res, 0, 0));
	PQclear(res);
	/* statistics: without them the joins with stage were planned as nested scans */
	if (db_exec(s->db, load_ids, 0, NULL) < 0 || db_exec(s->db, "ANALYZE stage_ids", 0, NULL) < 0)
		return -1;
	for (i = 0; i < sizeof(merge) / sizeof(merge[0]); i++)
		if (db_exec(s->db, merge[i], strstr(merge[i], "$1") ? 1 : 0, params) < 0)
			return -1;
	if (pgp_verifying() && db_exec(s->db, verified, 0, NULL) < 0)
		return -1;
	snprintf(counts[0], sizeof(counts[0]), "%d", *added);
	snprintf(counts[1], sizeof(counts[1]), "%d", staged - *added);
	snprintf(counts[2], sizeof(counts[2]), "%lld", bytes);
	upd[0] = s->import_id;
	upd[1] = counts[0];
	upd[2] = counts[1];
	upd[3] = counts[2];
	return db_exec(s->db, "UPDATE imports SET new = new + $2::int, duplicate = duplicate + $3::int,"
			      " bytes = bytes + $4::bigint WHERE id = $1::bigint", 4, upd);
}

/* The writer: one batch (s->wcopy) in one transaction. */
static void *write_batch(void *arg)
{
	struct store *s = arg;
	int added = 0;

	s->wfailed = 0;
	if (db_exec(s->db, "BEGIN", 0, NULL) < 0) {
		s->wfailed = 1;
		return NULL;
	}
	if (merge_batch(s, s->wstaged, s->wbytes, &added) < 0 ||
	    db_exec(s->db, "COMMIT", 0, NULL) < 0) {
		db_exec(s->db, "ROLLBACK", 0, NULL);
		error("a batch of %d messages was not stored; nothing of it was kept", s->wstaged);
		s->wfailed = 1;
		return NULL;
	}
	s->wadded = added;
	return NULL;
}

/* Wait for the batch being written; -1 if it was not stored. */
static int store_wait(struct store *s)
{
	if (!s->writing)
		return 0;
	pthread_join(s->writer, NULL);
	s->writing = 0;
	if (s->wfailed)
		return -1;
	s->new_count += s->wadded;
	s->duplicate += s->wstaged - s->wadded;
	return 0;
}

/* Hand the staged batch to the writer and return at once. */
static int store_flush_async(struct store *s)
{
	struct buf tmp;

	if (!s->staged)
		return 0;
	if (store_wait(s) < 0)
		return -1;
	tmp = s->wcopy;
	s->wcopy = s->copy;
	s->copy = tmp;
	buf_clear(&s->copy);
	s->wstaged = s->staged;
	s->wbytes = s->staged_bytes;
	s->wadded = 0;
	s->staged = 0;
	s->staged_bytes = 0;
	if (pthread_create(&s->writer, NULL, write_batch, s) != 0) {
		write_batch(s);
		return s->wfailed ? -1 : (s->writing = 1, store_wait(s));
	}
	s->writing = 1;
	return 0;
}

int store_flush(struct store *s)
{
	if (store_flush_async(s) < 0)
		return -1;
	return store_wait(s);
}

/*
 * One import_errors row through SQL, whose parameters are (import, path,
 * offset, Message-ID, reason), once the writer is done; COUNT, if any, counts it.
 */
static int error_row(struct store *s, const char *sql, int *count, const char *path, off_t offset,
		     const char *message_id, const char *reason)
{
	char off[24];
	const char *params[5];

	if (store_wait(s) < 0)
		return -1;
	snprintf(off, sizeof(off), "%lld", (long long)offset);
	params[0] = s->import_id;
	params[1] = path;
	params[2] = off;
	params[3] = message_id;
	params[4] = reason;
	if (count)
		(*count)++;
	return db_exec(s->db, sql, 5, params);
}

int store_reject(struct store *s, const char *path, off_t offset,
		 const char *message_id, const char *reason)
{
	return error_row(s, "WITH e AS (INSERT INTO import_errors (import, path, byte_offset,"
			    " message_id, reason) VALUES ($1::bigint, $2, $3::bigint, $4, $5))"
			    " UPDATE imports SET rejected = rejected + 1 WHERE id = $1::bigint",
			 &s->rejected, path, offset, message_id, reason);
}

int store_note(struct store *s, const char *path, off_t offset,
	       const char *message_id, const char *reason)
{
	return error_row(s, "INSERT INTO import_errors (import, path, byte_offset, message_id,"
			    " reason) VALUES ($1::bigint, $2, $3::bigint, $4, $5)",
			 NULL, path, offset, message_id, reason);
}

int store_finish(struct store *s, const char *status)
{
	const char *params[] = { s->import_id, status };

	if (store_wait(s) < 0)
		status = "failed";
	return db_exec(s->db, "UPDATE imports SET finished_at = now(), status = $2"
			      " WHERE id = $1::bigint", 2, params);
}

void store_release(struct store *s)
{
	store_wait(s);
	buf_release(&s->copy);
	buf_release(&s->wcopy);
	buf_release(&s->key);
}
