/* test-store.c: the store's batches against the test's database: new and known rows, the extraction hook */
#include <gmime/gmime.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/db.h"
#include "../../ingest/read-message.h"
#include "../../ingest/store.h"
#include "unit.h"

struct seen {
	int calls, ids, stored, fail;
};

/* The hook: counts the ids it is given, and whether each is stored already in the transaction. */
static int hook(struct db *db, const long long *ids, int n, void *ctx)
{
	struct seen *s = ctx;
	int i;

	s->calls++;
	for (i = 0; i < n; i++) {
		char id[24];
		const char *p[1] = { id };
		PGresult *res;
		snprintf(id, sizeof(id), "%lld", ids[i]);
		res = db_query(db, "SELECT 1 FROM messages WHERE id = $1::bigint", 1, p);
		s->stored += res && PQntuples(res) == 1;
		PQclear(res);
	}
	s->ids += n;
	return s->fail ? -1 : 0;
}

/* A parcel of one message, Message-ID <ID@t>, as a parser thread makes it. */
static struct parcel *one(const char *id, int offset)
{
	struct parcel *p = parcel_new("/t/store.mbox", "mbox");
	struct buf text = BUF_INIT, reason = BUF_INIT;
	struct mail m;

	buf_addf(&text, "Message-ID: <%s@t>\nSubject: store %s\nFrom: A <a@t>\n\nbody of %s\n", id, id, id);
	mail_init(&m);
	if (message_read(text.data, text.len, &m, &reason) == 0) {
		m.path = p->path;
		m.format = "mbox";
		m.list = "storetest";
		m.offset = offset;
		m.length = text.len;
		store_encode(p, &m);
	}
	p->entries = 1;
	mail_release(&m);
	buf_release(&text);
	buf_release(&reason);
	return p;
}

static long long count(struct db *db, const char *sql)
{
	PGresult *res = db_query(db, sql, 0, NULL);
	long long n = res ? atoll(PQgetvalue(res, 0, 0)) : -1;

	PQclear(res);
	return n;
}

int main(void)
{
	const char *conninfo = getenv("SCHEDLORE_DB");
	char *paths[1] = { "/t/store.mbox" };
	struct seen seen = { 0, 0, 0, 0 };
	struct store s;
	struct db db;
	int i, ret;

	g_mime_init();
	if (!conninfo || db_connect(&db, conninfo) < 0) {
		CHECK(0, "a database to test against (SCHEDLORE_DB)");
		UNIT_DONE();
	}
	/* batches of 3 rows on 2 writers: "b" comes back in a later batch */
	CHECK(store_begin(&s, &db, "storetest", paths, 1, 2, 3) == 0, "store_begin with two writers");
	store_on_batch(&s, hook, &seen);
	ret = 0;
	for (i = 0; i < 7 && !ret; i++) {
		const char *ids[] = { "a", "b", "c", "d", "b", "e", "f" };
		ret = store_parcel(&s, one(ids[i], i * 100));
	}
	CHECK(ret == 0 && store_flush(&s) == 0, "seven rows stored in three batches");
	CHECK(s.new_count == 6 && s.duplicate == 1, "six new, one duplicate (got %d, %d)", s.new_count,
	      s.duplicate);
	CHECK(seen.calls == 3 && seen.ids == 6, "the hook saw each batch and each new id once (%d calls, %d ids)",
	      seen.calls, seen.ids);
	CHECK(seen.stored == 6, "in the hook, every id it is given is stored already");
	CHECK(count(&db, "SELECT count(*) FROM sources WHERE path = '/t/store.mbox'") == 7,
	      "seven sources, the second copy of b among them");
	CHECK(count(&db, "SELECT count(*) FROM message_lists ml JOIN lists l ON l.id = ml.list"
			 " WHERE l.name = 'storetest'") == 6, "six messages in the run's list");

	seen.fail = 1;
	ret = store_parcel(&s, one("g", 900));
	CHECK(ret == 0 && store_flush(&s) < 0, "a hook that fails fails the batch");
	CHECK(count(&db, "SELECT count(*) FROM messages WHERE message_id = 'g@t'") == 0,
	      "and nothing of that batch is kept");
	store_finish(&s, "failed");
	store_release(&s);
	db_close(&db);
	UNIT_DONE();
}
