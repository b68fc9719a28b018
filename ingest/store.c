/* store.c: decoded messages into PostgreSQL by binary COPY, a batch per transaction, on several connections */
#include "store.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/log.h"
#include "pgcopy.h"
#include "pgp.h"
#include "reconcile.h"
#include "../core/banned.h"

/* A batch: enough rows that the statements per batch cost little per row
 * (SCHEDLORE_IMPORT_BATCH sets another: tests that kill an import mid-way). */
#define BATCH_ROWS 2000
#define BATCH_BYTES (12LL << 20)
/* The first batches are smaller (FIRST_ROWS, then twice as many each time):
 * no writer starts before a whole batch is parsed, so a first batch of 2,000
 * left both writers idle for the first second of an import of real mail. */
#define FIRST_ROWS 250
/* Runs take turns (any fixed number; thread.c's and list_threads' are others). */
#define RUN_LOCK "7306202614"
/* Kept of a rejected chunk: a file of garbage is not kept whole. */
#define QUARANTINE_MAX (64LL << 20)

struct batch {
	struct parcel **parcels;
	int nparcels, cap;
	int rows;
	long long bytes;            /* of the input the batch covers */
	uint64_t *keys;             /* its Message-IDs' hashes, sorted */
	int nkeys;
	int added;                  /* rows that were new messages */
	long long seq;              /* its place in the input: batches take ids and commit in it */
};

/* ---- the rows, made on the parser threads ---- */

static uint64_t hash_id(const char *s, size_t n)
{
	uint64_t h = 14695981039346656037ULL;
	size_t i;

	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ULL;
	return h;
}

/* reconcile.c's body key of BODY as a hex digest ('' when it has none) */
static void body_key(const char *body, struct buf *out)
{
	struct buf key = BUF_INIT;
	char *h;

	reconcile_key(body, strlen(body), &key);
	if (key.len) {
		h = g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)key.data, key.len);
		buf_adds(out, h);
		g_free(h);
	}
	buf_release(&key);
}

/* The messages tuple: the columns of copy_messages, the id a slot. */
static void encode_message(struct parcel *p, struct prow *r, const struct mail *m)
{
	struct buf *b = &p->msgs;

	r->msg_at = b->len;
	pgcopy_row(b, 18);
	r->id_slot = pgcopy_int8_slot(b);
	r->mid_at = b->len + 4;
	r->mid_len = strlen(m->message_id);
	pgcopy_text(b, m->message_id);
	pgcopy_bool(b, m->content_id);
	pgcopy_text(b, m->subject);
	pgcopy_text(b, m->from_name);
	pgcopy_text(b, m->from_addr);
	pgcopy_timestamptz(b, m->date_utc);
	pgcopy_int4(b, m->date_offset);
	pgcopy_text(b, m->date_text);
	pgcopy_text(b, m->in_reply_to);
	pgcopy_text_array(b, m->refs.data, ' ');
	pgcopy_jsonb(b, m->headers.len ? m->headers.data : "[]", m->headers.len ? m->headers.len : 2);
	pgcopy_bytes(b, m->body.data, m->body.len);
	pgcopy_bytes(b, m->raw.data, m->raw.len);
	pgcopy_text(b, m->raw_sha256);
	pgcopy_int2(b, m->quality);
	pgcopy_bool(b, m->recovered);
	pgcopy_text(b, m->pgp_status);
	r->msg_len = b->len - r->msg_at;
}

/* The stage tuple: the columns of copy_meta, the writer's fields slots. */
static void encode_meta(struct parcel *p, struct prow *r, const struct mail *m)
{
	struct buf *b = &p->meta, lost = BUF_INIT, key = BUF_INIT;

	r->meta_at = b->len;
	pgcopy_row(b, 18);
	r->ord_slot = pgcopy_int4_slot(b);
	r->message_slot = pgcopy_int8_slot(b);
	r->new_slot = pgcopy_bool_slot(b);
	r->full_slot = pgcopy_bool_slot(b);
	pgcopy_int2(b, 0);
	r->squality_slot = b->len - 2;
	pgcopy_bytes(b, m->raw_sha256, 64);
	r->ssha_slot = b->len - 64;
	pgcopy_text(b, m->message_id);
	pgcopy_text(b, mail_list(m));
	pgcopy_text(b, m->path);
	pgcopy_text(b, m->format);
	pgcopy_int8(b, (long long)m->offset);
	pgcopy_int8(b, (long long)m->length);
	pgcopy_text(b, m->raw_sha256);
	pgcopy_int2(b, m->quality);
	mail_lost_literal(m->lost, &lost);
	pgcopy_text(b, lost.data);
	pgcopy_jsonb(b, m->attachments.len ? m->attachments.data : "[]",
		     m->attachments.len ? m->attachments.len : 2);
	body_key(m->body.data, &key);
	pgcopy_text(b, key.data);
	pgcopy_text(b, m->pgp_status);
	r->meta_len = b->len - r->meta_at;
	buf_release(&lost);
	buf_release(&key);
}

void store_encode(struct parcel *p, const struct mail *m)
{
	struct prow *r = parcel_row(p);

	encode_message(p, r, m);
	encode_meta(p, r, m);
	memcpy(r->sha, m->raw_sha256, sizeof(r->sha));
	r->quality = m->quality;
	r->key = hash_id(m->message_id, r->mid_len);
}

/* ---- the statements of a batch, on a writer's connection ---- */

static const char *const create_stage[] = {
	"CREATE TEMP TABLE IF NOT EXISTS stage_meta (ord int, message bigint, is_new boolean,"
	" full_row boolean, stored_quality smallint, stored_sha text, message_id text, list text,"
	" path text, format text, byte_offset bigint, byte_length bigint, raw_sha256 text,"
	" quality smallint, lost text, attachments jsonb, body_key text, pgp_status text)"
	" ON COMMIT DELETE ROWS",
	"CREATE TEMP TABLE IF NOT EXISTS stage_full (ord bigint, message_id text, content_id boolean,"
	" subject text, from_name text, from_addr text, date timestamptz, date_offset int,"
	" date_text text, in_reply_to text, refs text[], headers jsonb, body text, raw bytea,"
	" raw_sha256 text, quality smallint, recovered boolean, pgp_status text)"
	" WITH (toast_tuple_target = 8160) ON COMMIT DELETE ROWS",
	"CREATE TEMP TABLE IF NOT EXISTS stage_rejects (path text, byte_offset bigint,"
	" byte_length bigint, format text, message_id text, reason text, raw bytea,"
	" raw_sha256 text, reject boolean) ON COMMIT DELETE ROWS",
};

#define MESSAGE_COLUMNS "message_id, content_id, subject, from_name, from_addr, date," \
	" date_offset, date_text, in_reply_to, refs, headers, body, raw, raw_sha256, quality," \
	" recovered, pgp_status"

static const char copy_messages[] =
	"COPY messages (id, " MESSAGE_COLUMNS ") FROM STDIN WITH (FORMAT binary)";
static const char copy_full[] =
	"COPY stage_full (ord, " MESSAGE_COLUMNS ") FROM STDIN WITH (FORMAT binary)";
static const char copy_meta[] =
	"COPY stage_meta FROM STDIN WITH (FORMAT binary)";
static const char copy_rejects[] =
	"COPY stage_rejects FROM STDIN WITH (FORMAT binary)";

/* The best copy of each message in the batch: the text it is stored with. */
#define BEST "(SELECT DISTINCT ON (message) * FROM stage_meta ORDER BY message, quality DESC, ord)"
/* ... whose text this is: the same bytes as stored, or a better source */
#define IS_TEXT "(s.raw_sha256 = s.stored_sha OR s.quality > s.stored_quality)"

/*
 * The merge, set-wise over the batch; $1 is the import.  stored_sha and
 * stored_quality are the message as it stood before the batch (or as its
 * new row has it), so every rule reads as it did when the merge joined the
 * stage with messages.  message_lists comes last: its trigger keeps
 * list_threads under a lock that the other writer then waits for only briefly.
 */
static const char *const merge[] = {
	"INSERT INTO sources (message, path, format, byte_offset, byte_length, raw_sha256, lost,"
	" import) SELECT message, path, format, byte_offset, byte_length, raw_sha256, lost::text[],"
	" $1::bigint FROM stage_meta ORDER BY ord ON CONFLICT DO NOTHING",

	/* Two whole messages under one Message-ID with other bytes: a conflict.
	 * A page or damaged text of a message is another source, not a conflict. */
	"INSERT INTO message_conflicts (message, raw_sha256, raw, path, byte_offset, import)"
	" SELECT s.message, s.raw_sha256, f.raw, s.path, s.byte_offset, $1::bigint"
	" FROM stage_meta s JOIN stage_full f ON f.ord = s.ord"
	" WHERE s.raw_sha256 <> s.stored_sha AND s.quality = 3 AND s.stored_quality = 3"
	" ORDER BY s.ord ON CONFLICT DO NOTHING",

	/* A better source improves the stored fields; a worse one never degrades them.
	 * The new text is extracted again, as reconcile.c's merge has it: its old
	 * extraction row goes, so the message is pending (the import's extraction
	 * pass or extract --pending takes it) and no figure points into text gone. */
	"WITH best AS (SELECT DISTINCT ON (s.message) s.message, f.content_id, f.subject,"
	"  f.from_name, f.from_addr, f.date, f.date_offset, f.date_text, f.in_reply_to, f.refs,"
	"  f.headers, f.body, f.raw, f.raw_sha256, f.quality, f.recovered, f.pgp_status"
	"  FROM stage_meta s JOIN stage_full f ON f.ord = s.ord WHERE s.quality > s.stored_quality"
	"  ORDER BY s.message, s.quality DESC, s.ord),"
	" up AS (UPDATE messages m SET content_id = b.content_id, subject = b.subject,"
	" from_name = b.from_name, from_addr = b.from_addr, date = b.date,"
	" date_offset = b.date_offset, date_text = b.date_text, in_reply_to = b.in_reply_to,"
	" refs = b.refs, headers = b.headers, body = b.body, raw = b.raw,"
	" raw_sha256 = b.raw_sha256, quality = b.quality, recovered = b.recovered,"
	" pgp_status = b.pgp_status FROM best b WHERE m.id = b.message AND b.quality > m.quality"
	" RETURNING m.id),"
	" stale AS (DELETE FROM extractions WHERE message IN (SELECT id FROM up))"
	" DELETE FROM attachments WHERE message IN (SELECT id FROM up)",

	"INSERT INTO attachments (message, ord, filename, content_type, size, sha256, is_text)"
	" SELECT s.message, a.ord::int, a.v->>'name', a.v->>'type', (a.v->>'size')::bigint,"
	" a.v->>'sha256', (a.v->>'text')::boolean"
	" FROM " BEST " s, jsonb_array_elements(s.attachments) WITH ORDINALITY a(v, ord)"
	" WHERE " IS_TEXT " ON CONFLICT DO NOTHING",

	/* the body key reconcile.c matches copies by, made from the text in hand */
	"INSERT INTO message_keys (message, body_key, body_sha256)"
	" SELECT s.message, s.body_key, s.raw_sha256 FROM " BEST " s WHERE " IS_TEXT
	" ON CONFLICT (message) DO UPDATE SET body_key = excluded.body_key,"
	" body_sha256 = excluded.body_sha256"
	" WHERE message_keys.body_sha256 <> excluded.body_sha256",

	"INSERT INTO import_errors (import, path, byte_offset, message_id, reason)"
	" SELECT $1::bigint, path, byte_offset, message_id, reason FROM stage_rejects",

	"INSERT INTO quarantine (import, path, byte_offset, byte_length, format, list, message_id,"
	" reason, raw, raw_sha256) SELECT $1::bigint, path, byte_offset, byte_length, format, $2,"
	" message_id, reason, raw, raw_sha256 FROM stage_rejects WHERE reject AND raw <> ''"
	" ON CONFLICT DO NOTHING",
};

/*
 * In the batch's turn, when the batch before it has committed: what takes a
 * lock the other writer's batch would wait for (a new list's name, the
 * list_threads trigger's lock, the import's row).  Taken earlier, a batch
 * waiting for its turn would hold what the batch before it needs.
 */
static const char *const in_turn[] = {
	"INSERT INTO lists (name) SELECT DISTINCT list FROM stage_meta"
	" WHERE list IS NOT NULL ON CONFLICT DO NOTHING",

	"INSERT INTO message_lists (message, list) SELECT s.message, l.id FROM stage_meta s"
	" JOIN lists l ON l.name = s.list ON CONFLICT DO NOTHING",
};

/*
 * A verification result replaces an unverified status of the same bytes, so
 * importing again with --keyring verifies what an import without one stored.
 */
static const char verified[] =
	"UPDATE messages m SET pgp_status = s.pgp_status FROM " BEST " s"
	" WHERE m.id = s.message AND m.raw_sha256 = s.raw_sha256"
	" AND m.pgp_status = 'signed' AND s.pgp_status IN ('good', 'bad', 'unknown-key')";

/* What a batch's rows are to each other and to what is stored. */
struct known {
	const char *mid;            /* the Message-ID's bytes, in a parcel or a result */
	size_t len;
	long long id;
	char sha[65];
	int quality;
	int stored;                 /* in the database before the batch */
	struct prow *best;          /* not stored: the row that becomes the message */
};

struct plan {
	struct prow **rows;         /* in input order */
	struct parcel **of;         /* each row's parcel */
	int n;
	struct known *known;        /* open addressing by Message-ID */
	size_t mask;
	int added;
	int full;
};

static struct known *find(struct plan *pl, const char *mid, size_t len, int add)
{
	size_t i = (size_t)hash_id(mid, len) & pl->mask;

	for (;; i = (i + 1) & pl->mask) {
		struct known *k = &pl->known[i];
		if (!k->mid) {
			if (!add)
				return NULL;
			k->mid = mid;
			k->len = len;
			return k;
		}
		if (k->len == len && !memcmp(k->mid, mid, len))
			return k;
	}
}

static void plan_init(struct plan *pl, struct batch *bt)
{
	size_t size = 16;
	int i, j, n = 0;

	while (size < (size_t)bt->rows * 2 + 2)
		size <<= 1;
	memset(pl, 0, sizeof(*pl));
	pl->rows = xcalloc((size_t)bt->rows + 1, sizeof(*pl->rows));
	pl->of = xcalloc((size_t)bt->rows + 1, sizeof(*pl->of));
	pl->known = xcalloc(size, sizeof(*pl->known));
	pl->mask = size - 1;
	for (i = 0; i < bt->nparcels; i++)
		for (j = 0; j < bt->parcels[i]->nrows; j++) {
			pl->of[n] = bt->parcels[i];
			pl->rows[n++] = &bt->parcels[i]->rows[j];
		}
	pl->n = n;
}

static void plan_release(struct plan *pl)
{
	free(pl->rows);
	free(pl->of);
	free(pl->known);
}

static const char *row_mid(const struct plan *pl, int i)
{
	return pl->of[i]->msgs.data + pl->rows[i]->mid_at;
}

/* The batch's Message-IDs as a binary text[], for = ANY ($1). */
static void id_array(const struct plan *pl, struct buf *b)
{
	int i;

	buf_clear(b);
	pgcopy_array_head(b, pl->n);
	for (i = 0; i < pl->n; i++)
		pgcopy_bytes(b, row_mid(pl, i), pl->rows[i]->mid_len);
}

/* Each Message-ID's best row in the batch: the highest quality, the first of equals. */
static void pick_best(struct plan *pl)
{
	int i;

	for (i = 0; i < pl->n; i++) {
		struct known *k = find(pl, row_mid(pl, i), pl->rows[i]->mid_len, 1);
		if (!k->best || pl->rows[i]->quality > k->best->quality)
			k->best = pl->rows[i];
	}
}

/* The stored messages among the batch's Message-IDs. */
static int load_known(struct writer *w, struct plan *pl)
{
	const char *values[1];
	int lengths[1], formats[1] = { 1 }, i, ret = -1;
	PGresult *res;

	id_array(pl, &w->tmp);
	values[0] = w->tmp.data;
	lengths[0] = (int)w->tmp.len;
	res = PQexecParams(w->db.conn, "SELECT message_id, id, raw_sha256, quality FROM messages"
			   " WHERE message_id = ANY ($1::text[])", 1, NULL, values, lengths, formats, 0);
	if (PQresultStatus(res) != PGRES_TUPLES_OK) {
		error("database: %s", PQresultErrorMessage(res));
		goto cleanup;
	}
	for (i = 0; i < PQntuples(res); i++) {
		struct known *k = find(pl, PQgetvalue(res, i, 0), (size_t)PQgetlength(res, i, 0), 0);
		if (!k)
			continue;
		k->stored = 1;
		k->id = atoll(PQgetvalue(res, i, 1));
		snprintf(k->sha, sizeof(k->sha), "%s", PQgetvalue(res, i, 2));
		k->quality = atoi(PQgetvalue(res, i, 3));
	}
	ret = 0;
cleanup:
	PQclear(res);
	return ret;
}

/* Ids for the messages the batch adds, from the sequence, in input order. */
static int new_ids(struct writer *w, struct plan *pl)
{
	char count[16];
	const char *params[1] = { count };
	PGresult *res;
	int i, n = 0;

	for (i = 0; i < pl->n; i++) {
		struct known *k = find(pl, row_mid(pl, i), pl->rows[i]->mid_len, 0);
		n += !k->stored && k->best == pl->rows[i];
	}
	if (!(pl->added = n))
		return 0;
	snprintf(count, sizeof(count), "%d", n);
	res = db_query(&w->db, "SELECT nextval('messages_id_seq') FROM generate_series(1, $1::int)",
		       1, params);
	if (!res)
		return -1;
	for (i = 0, n = 0; i < pl->n; i++) {
		struct known *k = find(pl, row_mid(pl, i), pl->rows[i]->mid_len, 0);
		if (k->stored || k->best != pl->rows[i])
			continue;
		k->id = atoll(PQgetvalue(res, n++, 0));
		memcpy(k->sha, k->best->sha, sizeof(k->sha));
		k->quality = k->best->quality;
	}
	PQclear(res);
	return 0;
}

/* Each row's fields that only now are known: its message, new or not, and
 * whether the merge needs its whole row (other bytes, or a better source). */
static void fill_slots(struct plan *pl)
{
	int i;

	pl->full = 0;
	for (i = 0; i < pl->n; i++) {
		struct prow *r = pl->rows[i];
		char *meta = pl->of[i]->meta.data, *msg = pl->of[i]->msgs.data;
		struct known *k = find(pl, row_mid(pl, i), r->mid_len, 0);
		int is_new = !k->stored && k->best == r;
		int full = !is_new && (strcmp(r->sha, k->sha) || r->quality > k->quality);

		pgcopy_set_int4(meta + r->ord_slot, i);
		pgcopy_set_int8(meta + r->message_slot, k->id);
		pgcopy_set_bool(meta + r->new_slot, is_new);
		pgcopy_set_bool(meta + r->full_slot, full);
		meta[r->squality_slot] = (char)(k->quality >> 8);
		meta[r->squality_slot + 1] = (char)(k->quality & 0xff);
		memcpy(meta + r->ssha_slot, k->sha, 64);
		/* messages.id of a new row; stage_full's ord of a whole one */
		pgcopy_set_int8(msg + r->id_slot, is_new ? k->id : i);
		pl->full += full;
	}
}

/* The end of a binary COPY begun on W's connection; RET < 0: abort it. */
static int copy_end(struct writer *w, int ret)
{
	PGconn *c = w->db.conn;
	PGresult *res;
	char trailer[2] = { (char)0xff, (char)0xff };

	if (!ret && PQputCopyData(c, trailer, 2) != 1)
		ret = -1;
	if (PQputCopyEnd(c, ret ? "aborted" : NULL) != 1)
		ret = -1;
	while ((res = PQgetResult(c))) {
		if (PQresultStatus(res) != PGRES_COMMAND_OK && !ret)
			ret = error("database: %s", PQresultErrorMessage(res));
		PQclear(res);
	}
	if (ret && !*error_last())
		error("database: %s", PQerrorMessage(c));
	return ret;
}

/* Begin a binary COPY with its header. */
static int copy_begin(struct writer *w, const char *sql)
{
	PGresult *res = PQexec(w->db.conn, sql);
	int ok = PQresultStatus(res) == PGRES_COPY_IN;

	PQclear(res);
	if (!ok)
		return error("database: %s", PQerrorMessage(w->db.conn));
	buf_clear(&w->tmp);
	pgcopy_header(&w->tmp);
	return PQputCopyData(w->db.conn, w->tmp.data, (int)w->tmp.len) == 1 ? 0 : -1;
}

/* WANT: 'n' new rows' messages tuples, 'f' whole rows', 'm' every row's stage tuple. */
static int copy_rows(struct writer *w, const struct plan *pl, const char *sql, char want)
{
	PGconn *c = w->db.conn;
	int i, ret;

	if (copy_begin(w, sql) < 0)
		return -1;
	ret = 0;
	for (i = 0; i < pl->n && !ret; i++) {
		const struct prow *r = pl->rows[i];
		const char *meta = pl->of[i]->meta.data;
		int is_new = meta[r->new_slot], full = meta[r->full_slot];
		if (want == 'm')
			ret = PQputCopyData(c, meta + r->meta_at, (int)r->meta_len) == 1 ? 0 : -1;
		else if ((want == 'n' && is_new) || (want == 'f' && full))
			ret = PQputCopyData(c, pl->of[i]->msgs.data + r->msg_at, (int)r->msg_len) == 1 ? 0 : -1;
	}
	return copy_end(w, ret);
}

/* The batch's rejections and notes, and the rejected bytes. */
static int copy_rejects_of(struct writer *w, const struct batch *bt)
{
	struct buf row = BUF_INIT;
	int i, j, ret;

	if (copy_begin(w, copy_rejects) < 0)
		return -1;
	ret = 0;
	for (i = 0; i < bt->nparcels && !ret; i++) {
		const struct parcel *p = bt->parcels[i];
		for (j = 0; j < p->nevents && !ret; j++) {
			const struct pevent *e = &p->events[j];
			const char *raw = p->raw.data + e->raw_at;
			char *sha = g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)raw,
								e->raw_len);
			buf_clear(&row);
			pgcopy_row(&row, 9);
			pgcopy_text(&row, p->path);
			pgcopy_int8(&row, e->offset);
			pgcopy_int8(&row, e->length);
			pgcopy_text(&row, p->format);
			pgcopy_text(&row, e->message_id);
			pgcopy_text(&row, e->reason);
			pgcopy_bytes(&row, raw, e->raw_len);
			pgcopy_text(&row, sha);
			pgcopy_bool(&row, e->reject);
			g_free(sha);
			ret = PQputCopyData(w->db.conn, row.data, (int)row.len) == 1 ? 0 : -1;
		}
	}
	buf_release(&row);
	return copy_end(w, ret);
}

static int has_events(const struct batch *bt, int *rejected)
{
	int i, j, n = 0;

	*rejected = 0;
	for (i = 0; i < bt->nparcels; i++) {
		n += bt->parcels[i]->nevents;
		for (j = 0; j < bt->parcels[i]->nevents; j++)
			*rejected += bt->parcels[i]->events[j].reject;
	}
	return n > 0;
}

static int run_all(struct writer *w, const char *const *sql, size_t n, const struct plan *pl,
		   int events)
{
	const char *params[2] = { w->s->import_id, w->s->list };
	size_t i;

	for (i = 0; i < n; i++) {
		int np = strstr(sql[i], "$2") ? 2 : strstr(sql[i], "$1") ? 1 : 0;
		if ((!pl->full && strstr(sql[i], "stage_full")) ||
		    (!events && strstr(sql[i], "stage_rejects")) || (!pl->n && strstr(sql[i], "stage_meta")))
			continue;
		if (db_exec(&w->db, sql[i], np, params) < 0)
			return -1;
	}
	return 0;
}

static int run_merge(struct writer *w, const struct plan *pl, const struct batch *bt)
{
	int rejected, events = has_events(bt, &rejected);

	if (events && copy_rejects_of(w, bt) < 0)
		return -1;
	if (run_all(w, merge, sizeof(merge) / sizeof(merge[0]), pl, events) < 0)
		return -1;
	if (pl->n && pgp_verifying() && db_exec(&w->db, verified, 0, NULL) < 0)
		return -1;
	return 0;
}

/* The batch's turn's statements: the list rows and the import's counts. */
static int run_in_turn(struct writer *w, const struct plan *pl, const struct batch *bt)
{
	int rejected, events = has_events(bt, &rejected);
	char counts[4][24];
	const char *upd[5];
	size_t i;

	if (run_all(w, in_turn, sizeof(in_turn) / sizeof(in_turn[0]), pl, events) < 0)
		return -1;
	snprintf(counts[0], sizeof(counts[0]), "%d", pl->added);
	snprintf(counts[1], sizeof(counts[1]), "%d", pl->n - pl->added);
	snprintf(counts[2], sizeof(counts[2]), "%lld", bt->bytes);
	snprintf(counts[3], sizeof(counts[3]), "%d", rejected);
	upd[0] = w->s->import_id;
	for (i = 0; i < 4; i++)
		upd[i + 1] = counts[i];
	return db_exec(&w->db, "UPDATE imports SET new = new + $2::int, duplicate = duplicate + $3::int,"
			       " bytes = bytes + $4::bigint, rejected = rejected + $5::int"
			       " WHERE id = $1::bigint", 5, upd);
}

/*
 * Wait for batch SEQ's turn on COUNTER (ids taken, commits), or -1 when a
 * batch failed: then what comes after it is not stored either, so what an
 * import stores is always a prefix of its input, ids in input order.
 */
static int turn(struct store *s, long long *counter, long long seq)
{
	int ok;

	pthread_mutex_lock(&s->lock);
	while (*counter != seq && !s->failed)
		pthread_cond_wait(&s->changed, &s->lock);
	ok = !s->failed;
	pthread_mutex_unlock(&s->lock);
	return ok ? 0 : -1;
}

static void next_turn(struct store *s, long long *counter)
{
	pthread_mutex_lock(&s->lock);
	(*counter)++;
	pthread_cond_broadcast(&s->changed);
	pthread_mutex_unlock(&s->lock);
}

/* The extraction hook, with the ids of the batch's new messages. */
static int batch_hook(struct writer *w, struct plan *pl)
{
	long long *ids;
	int i, n = 0, ret;

	if (!w->s->on_batch)
		return 0;
	ids = xcalloc((size_t)pl->added + 1, sizeof(*ids));
	for (i = 0; i < pl->n; i++)
		if (pl->of[i]->meta.data[pl->rows[i]->new_slot])
			ids[n++] = find(pl, row_mid(pl, i), pl->rows[i]->mid_len, 0)->id;
	ret = w->s->on_batch(&w->db, ids, n, w->s->batch_ctx);
	free(ids);
	return ret;
}

/* The rows of a batch: the stored among its Message-IDs, ids in turn, the COPYs. */
static int store_rows(struct writer *w, struct plan *pl, const struct batch *bt)
{
	int ret;

	if (pl->n) {
		pick_best(pl);
		if (load_known(w, pl) < 0)
			return -1;
	}
	if (turn(w->s, &w->s->ids_turn, bt->seq) < 0)
		return -1;
	ret = pl->n ? new_ids(w, pl) : 0;
	next_turn(w->s, &w->s->ids_turn);
	if (ret < 0 || !pl->n)
		return ret;
	fill_slots(pl);
	if ((pl->added && copy_rows(w, pl, copy_messages, 'n') < 0) ||
	    copy_rows(w, pl, copy_meta, 'm') < 0 || (pl->full && copy_rows(w, pl, copy_full, 'f') < 0))
		return -1;
	return 0;
}

/* One batch in one transaction on W's connection, committed in its turn. */
static int write_batch(struct writer *w, struct batch *bt)
{
	struct plan pl;
	int ret = -1;

	plan_init(&pl, bt);
	if (db_exec(&w->db, "BEGIN", 0, NULL) < 0 || store_rows(w, &pl, bt) < 0 ||
	    run_merge(w, &pl, bt) < 0 || batch_hook(w, &pl) < 0 ||
	    turn(w->s, &w->s->commit_turn, bt->seq) < 0)
		goto cleanup;
	if (run_in_turn(w, &pl, bt) == 0 && db_exec(&w->db, "COMMIT", 0, NULL) == 0) {
		next_turn(w->s, &w->s->commit_turn);
		bt->added = pl.added;
		ret = 0;
	}
cleanup:
	if (ret < 0) {
		db_exec(&w->db, "ROLLBACK", 0, NULL);
		error("a batch of %d messages was not stored; nothing of it was kept", pl.n);
	}
	plan_release(&pl);
	return ret;
}

/* ---- batches and writers ---- */

static void batch_free(struct batch *bt)
{
	int i;

	if (!bt)
		return;
	for (i = 0; i < bt->nparcels; i++)
		parcel_free(bt->parcels[i]);
	free(bt->parcels);
	free(bt->keys);
	free(bt);
}

static int by_key(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

static void batch_keys(struct batch *bt)
{
	int i, j;

	bt->keys = xcalloc((size_t)bt->rows + 1, sizeof(uint64_t));
	for (i = 0; i < bt->nparcels; i++)
		for (j = 0; j < bt->parcels[i]->nrows; j++)
			bt->keys[bt->nkeys++] = bt->parcels[i]->rows[j].key;
	qsort(bt->keys, (size_t)bt->nkeys, sizeof(uint64_t), by_key);
}

/* Two batches name a Message-ID in common (or two that hash alike). */
static int share_ids(const struct batch *a, const struct batch *b)
{
	int i = 0, j = 0;

	while (i < a->nkeys && j < b->nkeys) {
		if (a->keys[i] == b->keys[j])
			return 1;
		if (a->keys[i] < b->keys[j])
			i++;
		else
			j++;
	}
	return 0;
}

static void *writer_main(void *arg)
{
	struct writer *w = arg;
	struct store *s = w->s;

	pthread_mutex_lock(&s->lock);
	for (;;) {
		struct batch *bt;
		int ret;

		while (!w->job && !w->quit)
			pthread_cond_wait(&s->changed, &s->lock);
		if (!w->job)
			break;
		bt = w->job;
		pthread_mutex_unlock(&s->lock);
		ret = write_batch(w, bt);
		pthread_mutex_lock(&s->lock);
		if (ret < 0) {
			s->failed = 1;
		} else {
			s->new_count += bt->added;
			s->duplicate += bt->rows - bt->added;
			s->committed++;
		}
		w->job = NULL;
		batch_free(bt);
		pthread_cond_broadcast(&s->changed);
		if (s->on_commit && ret == 0)
			s->on_commit(s->ctx);
	}
	pthread_mutex_unlock(&s->lock);
	return NULL;
}

/* An idle writer for BT, once no batch being written shares a Message-ID with it. */
static struct writer *idle_writer(struct store *s, const struct batch *bt)
{
	struct writer *idle = NULL;
	int i;

	for (i = 0; i < s->nwriters; i++) {
		struct writer *w = &s->writers[i];
		if (w->job && share_ids(w->job, bt))
			return NULL;
		if (!w->job && !idle)
			idle = w;
	}
	return idle;
}

static int dispatch(struct store *s)
{
	struct batch *bt = s->cur;
	struct writer *w;

	s->cur = NULL;
	if (!bt)
		return 0;
	batch_keys(bt);
	pthread_mutex_lock(&s->lock);
	while (!s->failed && !(w = idle_writer(s, bt)))
		pthread_cond_wait(&s->changed, &s->lock);
	if (!s->failed) {
		bt->seq = s->dispatched++;
		w->job = bt;
		bt = NULL;
		pthread_cond_broadcast(&s->changed);
	}
	pthread_mutex_unlock(&s->lock);
	batch_free(bt);
	return bt ? -1 : 0;
}

static void batch_add(struct store *s, struct parcel *p)
{
	struct batch *bt = s->cur;
	int i;

	if (!bt)
		bt = s->cur = xcalloc(1, sizeof(*bt));
	if (bt->nparcels == bt->cap) {
		bt->cap = bt->cap * 2 + 16;
		bt->parcels = xrealloc(bt->parcels, sizeof(*bt->parcels) * (size_t)bt->cap);
	}
	bt->parcels[bt->nparcels++] = p;
	bt->rows += p->nrows;
	bt->bytes += (long long)(p->msgs.len + p->raw.len);
	for (i = 0; i < p->nevents; i++)
		s->rejected += p->events[i].reject;
}

void store_on_batch(struct store *s, store_batch_fn *fn, void *ctx)
{
	s->on_batch = fn;
	s->batch_ctx = ctx;
}

void store_on_commit(struct store *s, void (*fn)(void *ctx), void *ctx)
{
	pthread_mutex_lock(&s->lock);
	s->on_commit = fn;
	s->ctx = ctx;
	pthread_mutex_unlock(&s->lock);
}

/* Whether the batch being filled goes to a writer now. */
static int batch_full(const struct store *s, const struct batch *bt)
{
	long long rows = s->batch_rows;

	if (s->dispatched < 4 && (long long)FIRST_ROWS << s->dispatched < rows)
		rows = (long long)FIRST_ROWS << s->dispatched;
	return bt->rows >= rows || bt->bytes >= BATCH_BYTES;
}

int store_parcel(struct store *s, struct parcel *p)
{
	if (s->misc) {
		batch_add(s, s->misc);
		s->misc = NULL;
	}
	batch_add(s, p);
	if (batch_full(s, s->cur))
		return dispatch(s);
	return s->failed ? -1 : 0;
}

int store_flush(struct store *s)
{
	int i, busy;

	if (s->misc) {
		batch_add(s, s->misc);
		s->misc = NULL;
	}
	if (dispatch(s) < 0)
		return -1;
	pthread_mutex_lock(&s->lock);
	do {
		for (i = busy = 0; i < s->nwriters; i++)
			busy |= s->writers[i].job != NULL;
		if (busy)
			pthread_cond_wait(&s->changed, &s->lock);
	} while (busy);
	pthread_mutex_unlock(&s->lock);
	return s->failed ? -1 : 0;
}

int store_quarantine(struct store *s, const char *path, const char *format, off_t offset,
		     const char *raw, size_t len, const char *message_id, const char *reason)
{
	if (!s->misc)
		s->misc = parcel_new(path, format);
	if (strcmp(s->misc->path, path) || strcmp(s->misc->format, format)) {
		batch_add(s, s->misc);
		s->misc = parcel_new(path, format);
	}
	if (len > (size_t)QUARANTINE_MAX)
		len = (size_t)QUARANTINE_MAX;
	parcel_event(s->misc, 1, (long long)offset, (long long)len, message_id, reason, raw, len);
	return s->failed ? -1 : 0;
}

/* A writer's connection: the stage tables, and settings for bulk work. */
static int writer_open(struct store *s, struct writer *w)
{
	size_t i;

	w->s = s;
	buf_init(&w->tmp);
	if (db_connect(&w->db, s->db->conninfo) < 0 ||
	    db_exec(&w->db, "SET jit = off", 0, NULL) < 0)
		return -1;
	for (i = 0; i < sizeof(create_stage) / sizeof(create_stage[0]); i++)
		if (db_exec(&w->db, create_stage[i], 0, NULL) < 0)
			return -1;
	if (pthread_create(&w->thread, NULL, writer_main, w) != 0)
		return error("unable to start a writer thread");
	w->started = 1;
	return 0;
}

/* The run's imports row, its paths a binary text[]. */
static int import_row(struct store *s, const char *list, char *const *paths, int npaths)
{
	struct buf arr = BUF_INIT;
	const char *values[2];
	int lengths[2] = { 0, 0 }, formats[2] = { 0, 1 }, i, ret = -1;
	PGresult *res;

	pgcopy_array_head(&arr, npaths);
	for (i = 0; i < npaths; i++)
		pgcopy_text(&arr, paths[i]);
	values[0] = list;
	values[1] = arr.data;
	lengths[1] = (int)arr.len;
	res = PQexecParams(s->db->conn, "INSERT INTO imports (list, paths) VALUES ($1, $2::text[])"
			   " RETURNING id", 2, NULL, values, lengths, formats, 0);
	if (PQresultStatus(res) == PGRES_TUPLES_OK) {
		snprintf(s->import_id, sizeof(s->import_id), "%s", PQgetvalue(res, 0, 0));
		ret = 0;
	} else {
		error("database: %s", PQresultErrorMessage(res));
	}
	PQclear(res);
	buf_release(&arr);
	return ret;
}

/* This run's turn: another run holding it is waited for. */
static int run_turn(struct db *db)
{
	PGresult *res = db_query(db, "SELECT pg_try_advisory_lock(" RUN_LOCK ") AS ok", 0, NULL);
	int ok;

	if (!res)
		return -1;
	ok = !strcmp(db_value(res, 0, "ok"), "t");
	PQclear(res);
	if (ok)
		return 0;
	note("another import is running into this database; waiting for it to finish");
	return db_exec(db, "SELECT pg_advisory_lock(" RUN_LOCK ")", 0, NULL);
}

int store_begin(struct store *s, struct db *db, const char *list,
		char *const *paths, int npaths, int writers, int batch_rows)
{
	int i;

	memset(s, 0, sizeof(*s));
	s->db = db;
	s->list = list;
	pthread_mutex_init(&s->lock, NULL);
	pthread_cond_init(&s->changed, NULL);
	if (import_row(s, list, paths, npaths) < 0 || run_turn(db) < 0)
		return -1;
	s->nwriters = writers < 1 ? 1 : writers > STORE_WRITERS_MAX ? STORE_WRITERS_MAX : writers;
	s->batch_rows = batch_rows > 0 ? batch_rows : BATCH_ROWS;
	for (i = 0; i < s->nwriters; i++)
		if (writer_open(s, &s->writers[i]) < 0)
			return -1;
	return 0;
}

int store_finish(struct store *s, const char *status)
{
	const char *params[] = { s->import_id, status };

	if (store_flush(s) < 0)
		status = "failed";
	params[1] = status;
	return db_exec(s->db, "UPDATE imports SET finished_at = now(), status = $2"
			      " WHERE id = $1::bigint", 2, params);
}

void store_release(struct store *s)
{
	int i;

	pthread_mutex_lock(&s->lock);
	for (i = 0; i < s->nwriters; i++)
		s->writers[i].quit = 1;
	pthread_cond_broadcast(&s->changed);
	pthread_mutex_unlock(&s->lock);
	for (i = 0; i < s->nwriters; i++) {
		struct writer *w = &s->writers[i];
		if (w->started)
			pthread_join(w->thread, NULL);
		batch_free(w->job);
		db_close(&w->db);
		buf_release(&w->tmp);
	}
	batch_free(s->cur);
	parcel_free(s->misc);
	if (s->db && s->db->conn)
		db_exec(s->db, "SELECT pg_advisory_unlock_all()", 0, NULL);
	pthread_mutex_destroy(&s->lock);
	pthread_cond_destroy(&s->changed);
}
