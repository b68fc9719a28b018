/* reconcile.c: one post kept by several archives, matched without a Message-ID and merged */
#include "reconcile.h"

#include <glib.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/db.h"
#include "../core/log.h"
#include "../core/banned.h"

#define MIN_KEY 24

static int alnum(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c >= 0x80;
}

/* Where the text the list or archive added begins: a Mailman footer rule
 * (a run of underscores) or pipermail's "next part" line. */
static size_t trailer(const char *s, size_t len)
{
	static const char *const marks[] = { "________________", "-------------- next part",
					     "An HTML attachment was scrubbed" };
	size_t k, cut = len;

	for (k = 0; k < sizeof(marks) / sizeof(marks[0]); k++) {
		const char *p = memmem(s, len, marks[k], strlen(marks[k]));
		if (p && (size_t)(p - s) < cut)
			cut = (size_t)(p - s);
	}
	return cut;
}

/* A word that is an address: user@host, or the start of "user at host.tld". */
static size_t address_at(const char *s, size_t len, size_t i)
{
	size_t e = i, at;

	while (e < len && s[e] != ' ' && s[e] != '\n' && s[e] != '\t' && s[e] != '<' && s[e] != '>' &&
	       s[e] != '(' && s[e] != ')' && s[e] != '"')
		e++;
	if (memchr(s + i, '@', e - i))
		return e - i;
	/* "user at host.tld": pipermail's spelling of user@host.tld */
	if (e + 4 < len && !memcmp(s + e, " at ", 4)) {
		at = e + 4;
		e = at;
		while (e < len && (alnum((unsigned char)s[e]) || s[e] == '.' || s[e] == '-'))
			e++;
		while (e > at && s[e - 1] == '.')
			e--;
		if (memchr(s + at, '.', e - at) && e - at > 3 && (e == len || s[e] != '@'))
			return e - i;
	}
	return 0;
}

void reconcile_key(const char *s, size_t len, struct buf *out)
{
	size_t i = 0, n, w = 0, cut = trailer(s, len);

	/* written in place: the importer keys every message it stores */
	buf_clear(out);
	buf_grow(out, cut);
	while (i < cut) {
		int word_start = i == 0 || !alnum((unsigned char)s[i - 1]);
		if (word_start && alnum((unsigned char)s[i]) && (n = address_at(s, cut, i))) {
			i += n;
			continue;
		}
		if (alnum((unsigned char)s[i]))
			out->data[w++] = (s[i] >= 'A' && s[i] <= 'Z') ? (char)(s[i] - 'A' + 'a') : s[i];
		i++;
	}
	buf_setlen(out, w < MIN_KEY ? 0 : w);
}

#define KEY_BATCH "500"

/*
 * One batch of keys after message id *AFTER (moved on to the batch's last);
 * returns how many rows it read, or -1.  The importer makes the keys of what
 * it stores (store.c); this catches the rest (older imports, a merge that
 * replaced a text), going through the messages once in id order.
 */
static int make_key_batch(struct db *db, char *after, size_t cap)
{
	const char *lim[] = { after, KEY_BATCH };
	PGresult *res = db_query(db, "SELECT m.id, m.raw_sha256, m.body FROM messages m"
				     " LEFT JOIN message_keys k ON k.message = m.id"
				     " WHERE m.id > $1::bigint"
				     " AND (k.message IS NULL OR k.body_sha256 <> m.raw_sha256)"
				     " ORDER BY m.id LIMIT $2::int", 2, lim);
	json_t *rows = json_array();
	struct buf key = BUF_INIT;
	char *doc;
	const char *p[1];
	int i, n, ret;

	if (!res)
		return -1;
	n = PQntuples(res);
	for (i = 0; i < n; i++) {
		const char *body = db_value(res, i, "body");
		char *h;
		reconcile_key(body ? body : "", body ? strlen(body) : 0, &key);
		h = key.len ? g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)key.data,
							  key.len) : NULL;
		json_array_append_new(rows, json_pack("{s:s, s:s?, s:s}", "id", db_value(res, i, "id"),
						      "key", h, "sha", db_value(res, i, "raw_sha256")));
		g_free(h);
	}
	if (n)
		snprintf(after, cap, "%s", db_value(res, n - 1, "id"));
	PQclear(res);
	buf_release(&key);
	if (!n) {
		json_decref(rows);
		return 0;
	}
	doc = json_dumps(rows, JSON_COMPACT);
	json_decref(rows);
	p[0] = doc;
	/* a body too short to key gets '' so it is not read again, and never matches */
	ret = db_exec(db, "INSERT INTO message_keys (message, body_key, body_sha256)"
			  " SELECT x.id::bigint, coalesce(x.key, ''), x.sha"
			  " FROM jsonb_to_recordset($1::jsonb) AS x(id text, key text, sha text)"
			  " ON CONFLICT (message) DO UPDATE SET body_key = excluded.body_key,"
			  " body_sha256 = excluded.body_sha256", 1, p);
	free(doc);
	return ret < 0 ? -1 : n;
}

/* Keys of the messages that have none, or one made from other bytes. */
static int make_keys(struct db *db)
{
	char after[32] = "0";
	int n;

	while ((n = make_key_batch(db, after, sizeof(after))) == atoi(KEY_BATCH))
		;
	return n < 0 ? -1 : 0;
}

/* ---------- pairs and the merge ---------- */

/* Each copy with a content id and the message it is: a known alias first,
 * else author, date window, body key and list; the target is the message
 * with a real Message-ID, else the oldest. */
static const char pairs_sql[] =
	"CREATE TEMP TABLE rc_pairs ON COMMIT DROP AS"
	" SELECT c.id AS copy, a.message AS target, c.message_id AS copy_id, 'imported again'::text AS reason"
	" FROM messages c JOIN message_aliases a ON a.message_id = c.message_id WHERE c.id <> a.message";

static const char match_sql[] =
	"INSERT INTO rc_pairs"
	" SELECT DISTINCT ON (c.id) c.id, r.id, c.message_id, 'same author, date and body'"
	" FROM messages c"
	" JOIN message_keys kc ON kc.message = c.id AND kc.body_key <> ''"
	" JOIN message_keys kr ON kr.body_key = kc.body_key AND kr.message <> c.id"
	" JOIN messages r ON r.id = kr.message"
	" WHERE c.content_id AND (NOT r.content_id OR r.id < c.id)"
	" AND c.id NOT IN (SELECT copy FROM rc_pairs)"
	" AND (c.date IS NULL OR r.date IS NULL OR abs(extract(epoch FROM c.date - r.date)) <= $1::int)"
	" AND CASE WHEN c.from_addr IS NOT NULL AND r.from_addr IS NOT NULL"
	"   THEN lower(c.from_addr) = lower(r.from_addr)"
	"   ELSE c.from_name IS NULL OR r.from_name IS NULL"
	"     OR lower(btrim(c.from_name)) = lower(btrim(r.from_name)) END"
	" AND (NOT EXISTS (SELECT 1 FROM message_lists x WHERE x.message = c.id)"
	"   OR NOT EXISTS (SELECT 1 FROM message_lists x WHERE x.message = r.id)"
	"   OR EXISTS (SELECT 1 FROM message_lists x JOIN message_lists y ON y.list = x.list"
	"     WHERE x.message = c.id AND y.message = r.id))"
	" ORDER BY c.id, r.content_id, r.id";

/* A target that is itself a copy this round waits for the next round. */
static const char chain_sql[] =
	"DELETE FROM rc_pairs WHERE target IN (SELECT copy FROM rc_pairs)";

#define BEST "(SELECT DISTINCT ON (p.target) p.target, c.* FROM rc_pairs p" \
	" JOIN messages c ON c.id = p.copy ORDER BY p.target, c.quality DESC, c.id)"
#define PICK(f) " " #f " = CASE WHEN c.quality > r.quality THEN coalesce(c." #f ", r." #f ")" \
	" ELSE coalesce(r." #f ", c." #f ") END"

static const char *const merge_sql[] = {
	"UPDATE sources s SET message = p.target, lost = CASE WHEN 'Message-ID' = ANY (s.lost)"
	" THEN s.lost ELSE s.lost || 'Message-ID'::text END"
	" FROM rc_pairs p JOIN messages c ON c.id = p.copy WHERE s.message = p.copy AND c.content_id",

	"INSERT INTO message_lists (message, list) SELECT p.target, ml.list FROM rc_pairs p"
	" JOIN message_lists ml ON ml.message = p.copy ON CONFLICT DO NOTHING",

	/* the target's text changes: its figures are extracted again */
	"DELETE FROM extractions e USING " BEST " c, messages r"
	" WHERE e.message = c.target AND r.id = c.target AND c.quality > r.quality",

	/* each field from the best source; where it has none, from the other */
	"UPDATE messages r SET" PICK(subject) "," PICK(from_name) "," PICK(from_addr) ","
	PICK(date) "," PICK(date_text) "," PICK(in_reply_to) ","
	" date_offset = CASE WHEN c.quality > r.quality AND c.date IS NOT NULL THEN c.date_offset"
	"   ELSE r.date_offset END,"
	" refs = CASE WHEN r.refs = '{}' OR c.quality > r.quality AND c.refs <> '{}' THEN c.refs ELSE r.refs END,"
	" headers = CASE WHEN c.quality > r.quality THEN c.headers ELSE r.headers END,"
	" body = CASE WHEN c.quality > r.quality THEN c.body ELSE r.body END,"
	" raw = CASE WHEN c.quality > r.quality THEN c.raw ELSE r.raw END,"
	" raw_sha256 = CASE WHEN c.quality > r.quality THEN c.raw_sha256 ELSE r.raw_sha256 END,"
	" recovered = CASE WHEN c.quality > r.quality THEN c.recovered ELSE r.recovered END,"
	" pgp_status = CASE WHEN c.quality > r.quality THEN c.pgp_status ELSE r.pgp_status END,"
	" quality = greatest(r.quality, c.quality)"
	" FROM " BEST " c WHERE r.id = c.target",

	"UPDATE message_aliases a SET message = p.target FROM rc_pairs p WHERE a.message = p.copy",
	"INSERT INTO message_aliases (message_id, message, reason)"
	" SELECT copy_id, target, reason FROM rc_pairs ON CONFLICT (message_id) DO UPDATE"
	" SET message = excluded.message",
};

static int one_round(struct db *db, const char *import_id, int *merged, int *not_new)
{
	char window[16];
	const char *p[1] = { window }, *q[1] = { import_id };
	PGresult *res;
	size_t i;
	int n;

	snprintf(window, sizeof(window), "%d", RECONCILE_WINDOW);
	if (db_exec(db, pairs_sql, 0, NULL) < 0 || db_exec(db, match_sql, 1, p) < 0 ||
	    db_exec(db, chain_sql, 0, NULL) < 0)
		return -1;
	res = db_query(db, "SELECT count(*) AS n, count(*) FILTER (WHERE c.created_at >="
			   " (SELECT started_at FROM imports WHERE id = $1::bigint)) AS fresh"
			   " FROM rc_pairs p JOIN messages c ON c.id = p.copy", 1, q);
	if (!res)
		return -1;
	n = atoi(db_value(res, 0, "n"));
	*merged += n;
	*not_new += atoi(db_value(res, 0, "fresh"));
	PQclear(res);
	if (!n)
		return db_exec(db, "DROP TABLE rc_pairs", 0, NULL) < 0 ? -1 : 0;
	for (i = 0; i < sizeof(merge_sql) / sizeof(merge_sql[0]); i++)
		if (db_exec(db, merge_sql[i], 0, NULL) < 0)
			return -1;
	if (db_exec(db, "DELETE FROM messages WHERE id IN (SELECT copy FROM rc_pairs)", 0, NULL) < 0 ||
	    db_exec(db, "DROP TABLE rc_pairs", 0, NULL) < 0)
		return -1;
	return n;
}

int reconcile_pending(struct db *db, const char *import_id, int *merged, int *not_new)
{
	int round, n = 0;

	*merged = *not_new = 0;
	if (make_keys(db) < 0 || db_exec(db, "BEGIN", 0, NULL) < 0)
		return -1;
	for (round = 0; round < 4; round++) {
		if ((n = one_round(db, import_id, merged, not_new)) <= 0)
			break;
	}
	if (n < 0 || db_exec(db, "COMMIT", 0, NULL) < 0) {
		db_exec(db, "ROLLBACK", 0, NULL);
		*merged = *not_new = 0;
		return error("reconciling copies of messages failed; nothing was merged");
	}
	return 0;
}
