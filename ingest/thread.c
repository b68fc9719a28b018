/* thread.c: JWZ threading over References, In-Reply-To and subject, incremental and order-free */
#include "thread.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../core/log.h"
#include "../core/banned.h"

/*
 * Design (docs/threading.md has the whole of it):
 *
 * - Every Message-ID a stored message is, or names in References or
 *   In-Reply-To, is a row of thread_nodes; one without a stored message is a
 *   placeholder (JWZ's empty container).  Parents are kept as Message-IDs, so
 *   when a placeholder's message arrives it slots in without touching its
 *   children.
 * - Each node's parent is a function of the stored set: a message's own
 *   headers (last of References + In-Reply-To), else the subject rule; a
 *   placeholder's parent comes from the References chain of the message that
 *   sorts first by (date, Message-ID) among those naming it.
 * - A thread is a connected component over the same edges.  Edges only ever
 *   get added, so union-find is exact: per batch the components are found in
 *   memory here, and threads merge by rewriting the smaller ones' rows (union
 *   by size: a node moves O(log n) times in its life, never a whole giant
 *   thread per message).
 * - The root of a thread is its parentless node (stored messages first, then
 *   earliest); it is looked up through an index for the threads a batch
 *   touched.
 */

#define THREAD_BATCH "1000"
/* Any fixed number: two importers thread one after the other. */
#define THREAD_LOCK "7306202612"
#define SUBJECT_WINDOW "30 days"

static const char *const create_temp[] = {
	"CREATE TEMP TABLE IF NOT EXISTS tq_msgs (message bigint, message_id text,"
	" parent_message_id text, reason text, evidence text, date timestamptz,"
	" base_subject text, reply_form boolean, has_refs boolean) ON COMMIT DELETE ROWS",
	"CREATE TEMP TABLE IF NOT EXISTS tq_ids (id text) ON COMMIT DELETE ROWS",
	"CREATE TEMP TABLE IF NOT EXISTS tq_edges (a text, b text) ON COMMIT DELETE ROWS",
	"CREATE TEMP TABLE IF NOT EXISTS tq_ph (message_id text, parent_message_id text,"
	" key text) ON COMMIT DELETE ROWS",
	"CREATE TEMP TABLE IF NOT EXISTS tq_seek (message_id text PRIMARY KEY, base text,"
	" date timestamptz, cand text) ON COMMIT DELETE ROWS",
	"CREATE TEMP TABLE IF NOT EXISTS tq_merge (from_id bigint, to_id bigint) ON COMMIT DELETE ROWS",
	"CREATE TEMP TABLE IF NOT EXISTS tq_place (message_id text, thread bigint, is_new boolean)"
	" ON COMMIT DELETE ROWS",
};

/*
 * The next batch of the queue after message $1, driven from the queue: a
 * join planned from messages walked every message threaded so far to find
 * the queued ones (quadratic in the archive), and the queue's head is a run
 * of dead rows until vacuum comes, so each batch starts where the last ended.
 */
static const char load_batch[] =
	"SELECT m.id, m.message_id, m.in_reply_to, array_to_string(m.refs, E'\\n') AS refs,"
	" m.subject, m.date, to_char(m.date AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS') AS key_date"
	" FROM messages m WHERE m.id = ANY (ARRAY(SELECT message FROM thread_queue"
	" WHERE message > $1::bigint ORDER BY message LIMIT " THREAD_BATCH "))"
	" AND NOT ($2::boolean AND m.content_id) ORDER BY m.id";

/*
 * Original posts a reference-less reply may sit under: stored ones and this
 * batch's, same base subject, dated up to SUBJECT_WINDOW before it.
 */
#define CANDIDATES(s) \
	" LATERAL (SELECT message_id, date FROM thread_nodes WHERE base_subject = " s ".base" \
	"  AND message IS NOT NULL AND NOT has_refs AND NOT reply_form" \
	"  AND date <= " s ".date AND date >= " s ".date - interval '" SUBJECT_WINDOW "'" \
	"  UNION ALL SELECT message_id, date FROM tq_msgs WHERE base_subject = " s ".base" \
	"  AND NOT has_refs AND NOT reply_form" \
	"  AND date <= " s ".date AND date >= " s ".date - interval '" SUBJECT_WINDOW "') c"

/* Before the union: the subject rule's edges and parents. */
static const char *const subject_rule[] = {
	"ANALYZE tq_msgs",
	"ANALYZE tq_ids",
	/* the batch's reference-less replies ... */
	"INSERT INTO tq_seek (message_id, base, date) SELECT message_id, base_subject, date"
	" FROM tq_msgs WHERE reply_form AND NOT has_refs AND date IS NOT NULL"
	" AND base_subject <> ''",

	/* ... and stored ones that a new original post may now be the parent of */
	"INSERT INTO tq_seek (message_id, base, date)"
	" SELECT s.message_id, s.base_subject, s.date FROM tq_msgs o JOIN thread_nodes s"
	" ON s.base_subject = o.base_subject AND s.message IS NOT NULL AND NOT s.has_refs"
	" AND s.reply_form AND s.date >= o.date AND s.date <= o.date + interval '" SUBJECT_WINDOW "'"
	" WHERE NOT o.reply_form AND NOT o.has_refs AND o.date IS NOT NULL AND o.base_subject <> ''"
	" ON CONFLICT DO NOTHING",

	/* each joins the thread of every original post in its window ... */
	"INSERT INTO tq_edges (a, b) SELECT s.message_id, c.message_id FROM tq_seek s,"
	CANDIDATES("s"),

	/* ... and sits under the earliest of them */
	"UPDATE tq_seek s SET cand = (SELECT c.message_id FROM" CANDIDATES("s")
	" ORDER BY c.date, c.message_id LIMIT 1)",

	"UPDATE tq_msgs m SET parent_message_id = s.cand, reason = 'subject', evidence = s.base"
	" FROM tq_seek s WHERE s.message_id = m.message_id AND s.cand IS NOT NULL",

	"ANALYZE tq_edges",
};

/* Every Message-ID the batch touches, with its thread now (NULL: no node yet). */
static const char load_components[] =
	"SELECT e.id AS message_id, n.message_id IS NOT NULL AS known, n.message IS NOT NULL AS stored,"
	" n.thread, t.node_count FROM"
	" (SELECT id FROM tq_ids UNION SELECT a FROM tq_edges UNION SELECT b FROM tq_edges) e"
	" LEFT JOIN thread_nodes n ON n.message_id = e.id LEFT JOIN threads t ON t.id = n.thread";

/* After the union: merge threads (smaller into larger), write the nodes, keep the counts. */
static const char *const write_nodes[] = {
	"ANALYZE tq_merge",
	"ANALYZE tq_place",
	"ANALYZE tq_ph",
	"WITH agg AS (SELECT m.to_id, sum(t.node_count) AS nc, sum(t.message_count) AS mc,"
	"  min(t.first_date) AS fd, max(t.last_date) AS ld"
	"  FROM tq_merge m JOIN threads t ON t.id = m.from_id GROUP BY m.to_id)"
	" UPDATE threads t SET node_count = t.node_count + agg.nc,"
	" message_count = t.message_count + agg.mc, first_date = least(t.first_date, agg.fd),"
	" last_date = greatest(t.last_date, agg.ld) FROM agg WHERE t.id = agg.to_id",

	"UPDATE thread_nodes n SET thread = m.to_id FROM tq_merge m WHERE n.thread = m.from_id",

	"DELETE FROM threads WHERE id IN (SELECT from_id FROM tq_merge)",

	/* the batch's messages; a placeholder that was waiting for one becomes it */
	"INSERT INTO thread_nodes AS n (message_id, message, thread, parent_message_id, reason,"
	" evidence, date, base_subject, reply_form, has_refs)"
	" SELECT m.message_id, m.message, p.thread, m.parent_message_id, m.reason, m.evidence,"
	" m.date, m.base_subject, m.reply_form, m.has_refs"
	" FROM tq_msgs m JOIN tq_place p USING (message_id)"
	" ON CONFLICT (message_id) DO UPDATE SET message = excluded.message,"
	" parent_message_id = excluded.parent_message_id, reason = excluded.reason,"
	" evidence = excluded.evidence, date = excluded.date,"
	" base_subject = excluded.base_subject, reply_form = excluded.reply_form,"
	" has_refs = excluded.has_refs, ph_key = NULL",

	/* a placeholder for every Message-ID named and not known */
	"INSERT INTO thread_nodes (message_id, thread) SELECT message_id, thread FROM tq_place"
	" WHERE is_new ON CONFLICT DO NOTHING",

	/* a placeholder's parent: the chain of the message sorting first */
	"UPDATE thread_nodes n SET parent_message_id = p.parent_message_id,"
	" reason = 'references', evidence = substr(p.key, strpos(p.key, ' ') + 1), ph_key = p.key"
	" FROM tq_ph p WHERE n.message_id = p.message_id AND n.message IS NULL"
	" AND (n.ph_key IS NULL OR p.key < n.ph_key COLLATE \"C\")",

	/* stored replies that found an earlier original post */
	"UPDATE thread_nodes n SET parent_message_id = s.cand, reason = 'subject', evidence = s.base"
	" FROM tq_seek s WHERE n.message_id = s.message_id AND s.cand IS NOT NULL"
	" AND n.parent_message_id IS DISTINCT FROM s.cand",

	"WITH c AS (SELECT thread, count(*) AS nc FROM tq_place WHERE is_new GROUP BY thread)"
	" UPDATE threads t SET node_count = t.node_count + c.nc FROM c WHERE t.id = c.thread",

	"WITH c AS (SELECT p.thread, count(*) AS mc, min(m.date) AS fd, max(m.date) AS ld"
	"  FROM tq_msgs m JOIN tq_place p USING (message_id) GROUP BY p.thread)"
	" UPDATE threads t SET message_count = t.message_count + c.mc,"
	" first_date = least(t.first_date, c.fd), last_date = greatest(t.last_date, c.ld)"
	" FROM c WHERE t.id = c.thread",

	/*
	 * The root: the parentless node, stored messages first, earliest first;
	 * a thread whose References loop leaves none takes its earliest message.
	 */
	"UPDATE threads t SET root_message_id = r.message_id, root_message = r.message,"
	" subject = (SELECT subject FROM messages WHERE id = coalesce(r.message, r.first))"
	" FROM (SELECT tt.thread, coalesce(x.message_id, y.message_id) AS message_id,"
	"  CASE WHEN x.message_id IS NULL THEN y.message ELSE x.message END AS message,"
	"  y.message AS first"
	"  FROM (SELECT DISTINCT thread FROM tq_place) tt"
	"  LEFT JOIN LATERAL (SELECT message_id, message FROM thread_nodes"
	"   WHERE thread = tt.thread AND parent_message_id IS NULL"
	"   ORDER BY (message IS NULL), date, message_id LIMIT 1) x ON true"
	"  LEFT JOIN LATERAL (SELECT message_id, message FROM thread_nodes"
	"   WHERE thread = tt.thread AND message IS NOT NULL"
	"   ORDER BY date, message_id LIMIT 1) y ON true) r"
	" WHERE t.id = r.thread",

	"DELETE FROM thread_queue q USING tq_msgs m WHERE q.message = m.message",
};

/* ---- the subject rule ---- */

static int word_is(const char *w, size_t n, const char *const *list)
{
	for (; *list; list++)
		if (strlen(*list) == n && !strncasecmp(w, *list, n))
			return 1;
	return 0;
}

/* Length of a "Re:"-like prefix at S (0 if none); *reply says if it was a reply. */
static size_t prefix_len(const char *s, int *reply)
{
	static const char *const replies[] = { "re", "aw", "sv", "antw", "odp", NULL };
	static const char *const forwards[] = { "fw", "fwd", NULL };
	size_t w = 0, i;

	while (isalpha((unsigned char)s[w]) && w < 5)
		w++;
	if (!w)
		return 0;
	i = w;
	if (s[i] == '[' || s[i] == '(') {         /* Re[2]: Re(2): */
		char close = s[i] == '[' ? ']' : ')';
		size_t j = i + 1;
		while (isdigit((unsigned char)s[j]))
			j++;
		if (j == i + 1 || s[j] != close)
			return 0;
		i = j + 1;
	} else if (s[i] == '^') {                  /* Re^2: */
		size_t j = i + 1;
		while (isdigit((unsigned char)s[j]))
			j++;
		if (j == i + 1)
			return 0;
		i = j;
	}
	while (isspace((unsigned char)s[i]))
		i++;
	if (s[i] == ':')
		i++;
	else if (!strncmp(s + i, "\xef\xbc\x9a", 3))   /* full-width colon */
		i += 3;
	else
		return 0;
	if (word_is(s, w, replies))
		*reply = 1;
	else if (!word_is(s, w, forwards))
		return 0;
	return i;
}

/* Length of a leading "[list-name]" tag (0 if none). */
static size_t tag_len(const char *s)
{
	size_t i;

	if (*s != '[')
		return 0;
	for (i = 1; s[i] && s[i] != ']' && s[i] != '['; i++)
		;
	return s[i] == ']' && i > 1 ? i + 1 : 0;
}

int thread_subject(const char *subject, struct buf *base)
{
	const char *s = subject ? subject : "";
	int reply = 0, space = 0;
	size_t n;

	buf_clear(base);
	for (;;) {
		while (isspace((unsigned char)*s))
			s++;
		if ((n = tag_len(s)) || (n = prefix_len(s, &reply)))
			s += n;
		else
			break;
	}
	for (; *s; s++) {
		if (isspace((unsigned char)*s)) {
			space = 1;
			continue;
		}
		if (space && base->len)
			buf_addc(base, ' ');
		space = 0;
		buf_addc(base, (char)tolower((unsigned char)*s));
	}
	return reply;
}

/* ---- union-find over Message-IDs and thread ids ---- */

enum { IN_BATCH = 1, KNOWN = 2, STORED = 4 };

struct uf {
	char **key;          /* "m" Message-ID, or "t" thread id */
	int *up;             /* parent element; itself at a root */
	long long *thread;   /* node: its thread (0: none); thread element: its id */
	long long *size;     /* thread element: node_count */
	char *flags;         /* node: IN_BATCH, KNOWN (a thread_nodes row), STORED */
	char **ph_parent;    /* node: the parent its best References chain names */
	char **ph_key;       /* ... and that chain's "DATE MESSAGE-ID" (smallest wins) */
	int n, cap;
	int *slot;           /* open addressing over key; -1 empty */
	size_t nslot;
};

static uint64_t hash(const char *s)
{
	uint64_t h = 1469598103934665603ULL;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return h;
}

static void uf_rehash(struct uf *u)
{
	size_t i, j;

	free(u->slot);
	u->nslot = u->nslot ? u->nslot * 2 : 1024;
	u->slot = xmalloc(u->nslot * sizeof(int));
	for (i = 0; i < u->nslot; i++)
		u->slot[i] = -1;
	for (i = 0; i < (size_t)u->n; i++) {
		for (j = hash(u->key[i]) & (u->nslot - 1); u->slot[j] >= 0; j = (j + 1) & (u->nslot - 1))
			;
		u->slot[j] = (int)i;
	}
}

static void uf_grow(struct uf *u)
{
	size_t c;

	u->cap = u->cap * 2 + 256;
	c = (size_t)u->cap;
	u->key = xrealloc(u->key, sizeof(char *) * c);
	u->up = xrealloc(u->up, sizeof(int) * c);
	u->thread = xrealloc(u->thread, sizeof(long long) * c);
	u->size = xrealloc(u->size, sizeof(long long) * c);
	u->flags = xrealloc(u->flags, c);
	u->ph_parent = xrealloc(u->ph_parent, sizeof(char *) * c);
	u->ph_key = xrealloc(u->ph_key, sizeof(char *) * c);
}

/* The element of KEY, created when missing. */
static int uf_get(struct uf *u, const char *key)
{
	size_t j;
	int x;

	if ((size_t)u->n * 2 >= u->nslot)
		uf_rehash(u);
	for (j = hash(key) & (u->nslot - 1); u->slot[j] >= 0; j = (j + 1) & (u->nslot - 1))
		if (!strcmp(u->key[u->slot[j]], key))
			return u->slot[j];
	if (u->n == u->cap)
		uf_grow(u);
	x = u->n++;
	u->key[x] = xstrdup(key);
	u->up[x] = x;
	u->thread[x] = 0;
	u->size[x] = 0;
	u->flags[x] = 0;
	u->ph_parent[x] = u->ph_key[x] = NULL;
	u->slot[j] = x;
	return x;
}

static int uf_find(struct uf *u, int x)
{
	while (u->up[x] != x) {
		u->up[x] = u->up[u->up[x]];
		x = u->up[x];
	}
	return x;
}

static void uf_union(struct uf *u, int a, int b)
{
	a = uf_find(u, a);
	b = uf_find(u, b);
	if (a != b)
		u->up[a] = b;
}

static int uf_node(struct uf *u, struct buf *tmp, const char *message_id)
{
	buf_clear(tmp);
	buf_addc(tmp, 'm');
	buf_adds(tmp, message_id);
	return uf_get(u, tmp->data);
}

static void uf_release(struct uf *u)
{
	int i;

	for (i = 0; i < u->n; i++) {
		free(u->key[i]);
		free(u->ph_parent[i]);
		free(u->ph_key[i]);
	}
	free(u->key);
	free(u->up);
	free(u->thread);
	free(u->size);
	free(u->flags);
	free(u->ph_parent);
	free(u->ph_key);
	free(u->slot);
	memset(u, 0, sizeof(*u));
}

/* ---- one batch ---- */

struct batch {
	struct uf uf;                   /* this batch's nodes, edges and threads */
	struct buf msgs, ids, ph;       /* COPY text of tq_msgs, tq_ids, tq_ph */
	struct buf merge, place;        /* COPY text of tq_merge, tq_place */
	struct buf tmp;
	const char **chain;
	int chain_cap;
};

static void field(struct buf *b, const char *s, char end)
{
	if (s)
		db_copy_field(b, s, strlen(s));
	else
		db_copy_null(b);
	buf_addc(b, end);
}

static int chain_has(const char **chain, int n, const char *id)
{
	int i;

	for (i = 0; i < n; i++)
		if (!strcmp(chain[i], id))
			return 1;
	return 0;
}

/* The References chain of a message: no self, no repeats, In-Reply-To last. */
static int chain_of(struct batch *b, char *refs, const char *irt, const char *self)
{
	int n = 0;
	char *p, *nl;

	for (p = refs; p && *p; p = nl) {
		nl = strchr(p, '\n');
		if (nl)
			*nl++ = '\0';
		if (!*p || !strcmp(p, self) || chain_has(b->chain, n, p))
			continue;
		if (n + 1 >= b->chain_cap)
			b->chain = xrealloc(b->chain, sizeof(char *) * (size_t)(b->chain_cap = b->chain_cap * 2 + 16));
		b->chain[n++] = p;
	}
	if (irt && *irt && strcmp(irt, self) && !chain_has(b->chain, n, irt)) {
		if (n + 1 >= b->chain_cap)
			b->chain = xrealloc(b->chain, sizeof(char *) * (size_t)(b->chain_cap = b->chain_cap * 2 + 16));
		b->chain[n++] = irt;
	}
	return n;
}

/* X's parent is PARENT by the chain of the message keyed KEY, unless a smaller key said otherwise. */
static void offer_parent(struct uf *u, int x, const char *parent, const char *key)
{
	if (u->ph_key[x] && strcmp(key, u->ph_key[x]) >= 0)
		return;
	free(u->ph_key[x]);
	free(u->ph_parent[x]);
	u->ph_key[x] = xstrdup(key);
	u->ph_parent[x] = xstrdup(parent);
}

/* Stage one message: its node, and in memory its edges and what its chain says of placeholders. */
static void stage_message(struct batch *b, const PGresult *res, int row)
{
	const char *id = db_value(res, row, "message_id");
	const char *irt = db_value(res, row, "in_reply_to");
	const char *refs = db_value(res, row, "refs");
	const char *date = db_value(res, row, "key_date");
	const char *parent;
	char *copy = xstrdup(refs ? refs : "");
	struct buf base = BUF_INIT, key = BUF_INIT;
	int n, i, x, reply;

	n = chain_of(b, copy, irt, id);
	parent = n ? b->chain[n - 1] : NULL;
	reply = thread_subject(db_value(res, row, "subject"), &base);
	field(&b->msgs, db_value(res, row, "id"), '\t');
	field(&b->msgs, id, '\t');
	field(&b->msgs, parent, '\t');
	field(&b->msgs, !parent ? "root" : irt && !strcmp(parent, irt) ? "in-reply-to" : "references", '\t');
	field(&b->msgs, parent, '\t');
	field(&b->msgs, db_value(res, row, "date"), '\t');
	field(&b->msgs, base.data, '\t');
	field(&b->msgs, reply ? "t" : "f", '\t');
	field(&b->msgs, n ? "t" : "f", '\n');
	x = uf_node(&b->uf, &b->tmp, id);
	b->uf.flags[x] |= IN_BATCH;
	buf_addf(&key, "%s %s", date ? date : "~", id);
	for (i = 0; i < n; i++) {
		int y = uf_node(&b->uf, &b->tmp, b->chain[i]);
		uf_union(&b->uf, x, y);
		if (i)
			offer_parent(&b->uf, y, b->chain[i - 1], key.data);
	}
	buf_release(&key);
	buf_release(&base);
	free(copy);
}

static int run_all(struct db *db, const char *const *sql, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (db_exec(db, sql[i], 0, NULL) < 0)
			return -1;
	return 0;
}

/* New thread ids for components that have none yet. */
static long long *new_threads(struct db *db, int n)
{
	char count[16];
	const char *params[] = { count };
	long long *ids;
	PGresult *res;
	int i;

	snprintf(count, sizeof(count), "%d", n);
	res = db_query(db, "INSERT INTO threads (node_count) SELECT 0 FROM generate_series(1, $1::int)"
			   " RETURNING id", 1, params);
	if (!res)
		return NULL;
	ids = xcalloc((size_t)n + 1, sizeof(long long));
	for (i = 0; i < n && i < PQntuples(res); i++)
		ids[i] = atoll(PQgetvalue(res, i, 0));
	PQclear(res);
	return ids;
}

/* Every node joins the element of its current thread; subject edges join too. */
static int load_state(struct db *db, struct batch *b)
{
	struct uf *u = &b->uf;
	PGresult *nodes = NULL, *edges = NULL;
	int i, ret = -1;

	if (!(nodes = db_query(db, load_components, 0, NULL)) ||
	    !(edges = db_query(db, "SELECT a, b FROM tq_edges", 0, NULL)))
		goto cleanup;
	for (i = 0; i < PQntuples(nodes); i++) {
		const char *t = db_value(nodes, i, "thread");
		const char *size = db_value(nodes, i, "node_count");
		int x = uf_node(u, &b->tmp, db_value(nodes, i, "message_id")), y;

		if (!strcmp(db_value(nodes, i, "known"), "t"))
			u->flags[x] |= KNOWN;
		if (!strcmp(db_value(nodes, i, "stored"), "t"))
			u->flags[x] |= STORED;
		if (!t)
			continue;
		buf_clear(&b->tmp);
		buf_addf(&b->tmp, "t%s", t);
		y = uf_get(u, b->tmp.data);
		u->thread[x] = u->thread[y] = atoll(t);
		u->size[y] = size ? atoll(size) : 0;
		uf_union(u, x, y);
	}
	for (i = 0; i < PQntuples(edges); i++)
		uf_union(u, uf_node(u, &b->tmp, PQgetvalue(edges, i, 0)),
			 uf_node(u, &b->tmp, PQgetvalue(edges, i, 1)));
	ret = 0;
cleanup:
	PQclear(nodes);
	PQclear(edges);
	return ret;
}

/*
 * Each component's threads merge into the largest of them (union by size),
 * and its new nodes go there, or to a new thread when it has none.
 */
static int plan_merges(struct db *db, struct batch *b)
{
	struct uf *u = &b->uf;
	int *best = NULL, i, nnew = 0, ret = -1;
	long long *ids = NULL, *target = NULL;

	best = xmalloc(sizeof(int) * (size_t)(u->n + 1));
	for (i = 0; i < u->n; i++)
		best[i] = -1;
	for (i = 0; i < u->n; i++) {
		int r = uf_find(u, i), c = best[r];
		if (u->key[i][0] != 't')
			continue;
		if (c < 0 || u->size[i] > u->size[c] ||
		    (u->size[i] == u->size[c] && u->thread[i] < u->thread[c]))
			best[r] = i;
	}
	for (i = 0; i < u->n; i++)
		if (uf_find(u, i) == i && best[i] < 0)
			nnew++;
	if (nnew && !(ids = new_threads(db, nnew)))
		goto cleanup;
	target = xcalloc((size_t)u->n + 1, sizeof(long long));
	nnew = 0;
	for (i = 0; i < u->n; i++)
		if (uf_find(u, i) == i)
			target[i] = best[i] >= 0 ? u->thread[best[i]] : ids[nnew++];
	for (i = 0; i < u->n; i++) {
		long long to = target[uf_find(u, i)];
		const char *id = u->key[i] + 1;

		if (u->key[i][0] == 't') {
			if (u->thread[i] != to)
				buf_addf(&b->merge, "%lld\t%lld\n", u->thread[i], to);
			continue;
		}
		field(&b->place, id, '\t');
		buf_addf(&b->place, "%lld\t%s\n", to, u->flags[i] & KNOWN ? "f" : "t");
		if (u->ph_key[i] && !(u->flags[i] & (IN_BATCH | STORED))) {
			field(&b->ph, id, '\t');
			field(&b->ph, u->ph_parent[i], '\t');
			field(&b->ph, u->ph_key[i], '\n');
		}
	}
	ret = 0;
cleanup:
	free(ids);
	free(target);
	free(best);
	return ret;
}

static int copy(struct db *db, const char *sql, const struct buf *data)
{
	return data->len ? db_copy_in(db, sql, data->data, data->len) : 0;
}

static void batch_clear(struct batch *b)
{
	uf_release(&b->uf);
	buf_clear(&b->msgs);
	buf_clear(&b->ids);
	buf_clear(&b->ph);
	buf_clear(&b->merge);
	buf_clear(&b->place);
}

/*
 * Threads holding a message whose threading headers changed (a better source
 * replaced them) are taken apart and their messages queued again: threads
 * only ever grow by union, so this is the one way a thread can shrink.
 */
static const char *const rethread[] = {
	"CREATE TEMP TABLE IF NOT EXISTS tq_rethread (thread bigint) ON COMMIT DELETE ROWS",
	"INSERT INTO tq_rethread SELECT DISTINCT n.thread FROM thread_rethread r"
	" JOIN thread_nodes n ON n.message = r.message",
	"INSERT INTO thread_queue (message) SELECT n.message FROM tq_rethread r"
	" JOIN thread_nodes n ON n.thread = r.thread WHERE n.message IS NOT NULL"
	" ON CONFLICT DO NOTHING",
	"DELETE FROM thread_nodes n USING tq_rethread r WHERE n.thread = r.thread",
	"DELETE FROM threads t USING tq_rethread r WHERE t.id = r.thread",
	"DELETE FROM thread_rethread",
};

/*
 * Returns the number of messages threaded (0: none queued after message
 * AFTER), or -1; AFTER moves on to the batch's last message, and back to 0
 * when messages were queued again.
 */
static int thread_batch(struct db *db, struct batch *b, char *after, size_t cap, int live)
{
	const char *params[2] = { after, live ? "t" : "f" };
	PGresult *res;
	int i, n;

	batch_clear(b);
	if (db_exec(db, "SELECT pg_advisory_xact_lock(" THREAD_LOCK ")", 0, NULL) < 0 ||
	    !(res = db_query(db, "SELECT 1 FROM thread_rethread LIMIT 1", 0, NULL)))
		return -1;
	n = PQntuples(res);
	PQclear(res);
	if (n && run_all(db, rethread, sizeof(rethread) / sizeof(rethread[0])) < 0)
		return -1;
	if (n)
		snprintf(after, cap, "0");
	if (!(res = db_query(db, load_batch, 2, params)))
		return -1;
	n = PQntuples(res);
	for (i = 0; i < n; i++)
		stage_message(b, res, i);
	if (n)
		snprintf(after, cap, "%s", db_value(res, n - 1, "id"));
	PQclear(res);
	if (!n)
		return 0;
	for (i = 0; i < b->uf.n; i++)
		field(&b->ids, b->uf.key[i] + 1, '\n');
	if (copy(db, "COPY tq_msgs FROM STDIN", &b->msgs) < 0 ||
	    copy(db, "COPY tq_ids FROM STDIN", &b->ids) < 0 ||
	    run_all(db, subject_rule, sizeof(subject_rule) / sizeof(subject_rule[0])) < 0 ||
	    load_state(db, b) < 0 || plan_merges(db, b) < 0 ||
	    copy(db, "COPY tq_merge FROM STDIN", &b->merge) < 0 ||
	    copy(db, "COPY tq_place FROM STDIN", &b->place) < 0 ||
	    copy(db, "COPY tq_ph FROM STDIN", &b->ph) < 0 ||
	    run_all(db, write_nodes, sizeof(write_nodes) / sizeof(write_nodes[0])) < 0)
		return -1;
	return n;
}

static int run_queue(struct db *db, int progress, int live)
{
	struct batch b;
	char after[32] = "0";
	int total = 0, n = 1, ret = -1;

	memset(&b, 0, sizeof(b));
	buf_init(&b.msgs);
	buf_init(&b.ids);
	buf_init(&b.ph);
	buf_init(&b.merge);
	buf_init(&b.place);
	buf_init(&b.tmp);
	if (run_all(db, create_temp, sizeof(create_temp) / sizeof(create_temp[0])) < 0)
		goto cleanup;
	/* until a batch from the queue's start finds it empty (messages queued
	 * behind the cursor meanwhile, by another importer, are not left) */
	while (n > 0 || strcmp(after, "0")) {
		if (!n)
			snprintf(after, sizeof(after), "0");
		if (db_exec(db, "BEGIN", 0, NULL) < 0)
			goto cleanup;
		n = thread_batch(db, &b, after, sizeof(after), live);
		if (n < 0 || db_exec(db, "COMMIT", 0, NULL) < 0) {
			db_exec(db, "ROLLBACK", 0, NULL);
			error("threading stopped; %d messages threaded, the rest stay queued", total);
			goto cleanup;
		}
		total += n;
		if (progress && n)
			fprintf(stderr, "\rthread: %d messages\033[K", total);
	}
	if (progress && total)
		fputc('\n', stderr);
	ret = total;
cleanup:
	batch_clear(&b);
	buf_release(&b.msgs);
	buf_release(&b.ids);
	buf_release(&b.ph);
	buf_release(&b.merge);
	buf_release(&b.place);
	buf_release(&b.tmp);
	free(b.chain);
	return ret;
}

int thread_pending(struct db *db, int progress)
{
	return run_queue(db, progress, 0);
}

int thread_pending_live(struct db *db)
{
	return run_queue(db, 0, 1);
}

int thread_all(struct db *db, int progress)
{
	static const char *const reset[] = {
		"BEGIN",
		"SELECT pg_advisory_xact_lock(" THREAD_LOCK ")",
		"TRUNCATE thread_nodes, threads, thread_rethread",
		"INSERT INTO thread_queue (message) SELECT id FROM messages ON CONFLICT DO NOTHING",
		"COMMIT",
	};

	if (run_all(db, reset, sizeof(reset) / sizeof(reset[0])) < 0) {
		db_exec(db, "ROLLBACK", 0, NULL);
		return -1;
	}
	return thread_pending(db, progress);
}
