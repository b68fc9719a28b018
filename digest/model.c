/* model.c: query a digest's period into struct digest_model: figures, threads, posts */
#include "model.h"
#include "render.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../core/db.h"
#include "../core/log.h"
#include "../core/text.h"
#include "../core/url.h"
#include "../core/banned.h"

/*
 * Design: one query per week of the period (a year is 53 of them, each a
 * progress line), rows into plain arrays, everything else (threads,
 * contributors, the top fives) in C over those arrays.  Threads are the
 * connected components of the In-Reply-To and References links among the
 * period's posts, so a thread whose root fell in an earlier week is still
 * one thread here.  Only the posts the Markdown quotes are read in full.
 */

double digest_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static PGresult *query(struct digest_model *m, struct db *db, const char *sql,
		       int n, const char *const *v)
{
	double t0 = digest_now();
	PGresult *res = db_query(db, sql, n, v);

	m->db_seconds += digest_now() - t0;
	return res;
}

/* --- a string-to-index map (open addressing, FNV-1a), for ids and people --- */

struct strmap {
	const char **keys;
	int *vals;
	size_t cap, len;
};

static uint64_t fnv1a(const char *s)
{
	uint64_t h = 1469598103934665603ULL;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return h;
}

static void strmap_grow(struct strmap *sm);

/* The slot of KEY: its value, or -1 after inserting it with value NEW_VAL. */
static int strmap_get_or_put(struct strmap *sm, const char *key, int new_val, int *found)
{
	size_t i;

	if ((sm->len + 1) * 2 > sm->cap)
		strmap_grow(sm);
	for (i = fnv1a(key) & (sm->cap - 1); sm->keys[i]; i = (i + 1) & (sm->cap - 1))
		if (!strcmp(sm->keys[i], key)) {
			*found = 1;
			return sm->vals[i];
		}
	sm->keys[i] = key;
	sm->vals[i] = new_val;
	sm->len++;
	*found = 0;
	return new_val;
}

static void strmap_grow(struct strmap *sm)
{
	struct strmap big = { NULL, NULL, sm->cap ? sm->cap * 2 : 64, 0 };
	size_t i;
	int found;

	big.keys = xcalloc(big.cap, sizeof(*big.keys));
	big.vals = xcalloc(big.cap, sizeof(*big.vals));
	for (i = 0; i < sm->cap; i++)
		if (sm->keys[i])
			strmap_get_or_put(&big, sm->keys[i], sm->vals[i], &found);
	free(sm->keys);
	free(sm->vals);
	*sm = big;
}

static void strmap_free(struct strmap *sm)
{
	free(sm->keys);
	free(sm->vals);
	memset(sm, 0, sizeof(*sm));
}

/* --- rows into posts --- */

static char *dup_or_null(const char *s)
{
	return s ? xstrdup(s) : NULL;
}

/* "Kris Kennaway", or "kris" from kris@obsecurity.org, or "unknown". */
static void post_author(struct digest_post *p, const char *name, const char *addr)
{
	struct buf key = BUF_INIT;
	const char *s;

	if (name && *name)
		p->author = xstrdup(name);
	else if (addr && *addr)
		p->author = xstrndup(addr, strcspn(addr, "@"));
	else
		p->author = xstrdup("unknown");
	/* one person may write from several addresses: the name is the key when there is one */
	for (s = name && *name ? name : addr && *addr ? addr : p->author; *s; s++)
		buf_addc(&key, (char)tolower((unsigned char)*s));
	p->author_key = buf_detach(&key, NULL);
}

#define POST_COLUMNS \
	"SELECT m.id, m.message_id, coalesce(m.subject, '') AS subject, m.from_name, m.from_addr," \
	" to_char(m.date AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS date, m.in_reply_to," \
	" array_to_string(m.refs, ' ') AS refs, octet_length(m.raw) AS bytes, tn.thread" \
	" FROM messages m JOIN message_lists ml ON ml.message = m.id" \
	" JOIN lists l ON l.id = ml.list LEFT JOIN thread_nodes tn ON tn.message = m.id" \
	" WHERE l.name = $1 "

static void add_rows(struct digest_model *m, PGresult *res)
{
	int r, rows = PQntuples(res);

	m->posts = xrealloc(m->posts, (m->nposts + (size_t)rows + 1) * sizeof(*m->posts));
	for (r = 0; r < rows; r++) {
		struct digest_post *p = &m->posts[m->nposts++];

		memset(p, 0, sizeof(*p));
		p->id = atoll(db_value(res, r, "id"));
		p->message_id = xstrdup(db_value(res, r, "message_id"));
		p->subject = xstrdup(db_value(res, r, "subject"));
		post_author(p, db_value(res, r, "from_name"), db_value(res, r, "from_addr"));
		p->date = dup_or_null(db_value(res, r, "date"));
		p->in_reply_to = dup_or_null(db_value(res, r, "in_reply_to"));
		p->refs = xstrdup(db_value(res, r, "refs") ? db_value(res, r, "refs") : "");
		p->bytes = atoll(db_value(res, r, "bytes"));
		p->thread_id = db_value(res, r, "thread") ? atoll(db_value(res, r, "thread")) : 0;
		p->thread = -1;
	}
}

static void progress_line(const struct digest_model *m, const char *what, size_t done, size_t all)
{
	if (!m->progress)
		return;
	fprintf(stderr, "\rdigest: %s, week %zu of %zu, %zu posts", what, done, all, m->nposts);
	if (done == all)
		fputc('\n', stderr);
	fflush(stderr);
}

/* The period [from, to) in chunks of a week: one query and one progress line each. */
static int load_range(struct digest_model *m, struct db *db, long from, long to)
{
	static const char sql[] = POST_COLUMNS
		"AND m.date >= $2::date AT TIME ZONE 'UTC' AND m.date < $3::date AT TIME ZONE 'UTC'"
		" ORDER BY m.date, m.id";
	size_t chunks = (size_t)((to - from + 6) / 7), i;
	long d;

	for (d = from, i = 0; d < to; d += 7, i++) {
		char a[11], b[11];
		const char *v[3] = { m->list, a, b };
		PGresult *res;

		iso_days_date(d, a);
		iso_days_date(d + 7 < to ? d + 7 : to, b);
		if (!(res = query(m, db, sql, 3, v)))
			return -1;
		add_rows(m, res);
		PQclear(res);
		progress_line(m, m->list, i + 1, chunks);
	}
	return 0;
}

/* A PostgreSQL array literal of strings: {"a","b"} with " and \ escaped. */
static void array_literal(struct buf *b, const char *const *items, size_t n)
{
	size_t i;
	const char *s;

	buf_addc(b, '{');
	for (i = 0; i < n; i++) {
		buf_adds(b, i ? ",\"" : "\"");
		for (s = items[i]; *s; s++) {
			if (*s == '"' || *s == '\\')
				buf_addc(b, '\\');
			buf_addc(b, *s);
		}
		buf_addc(b, '"');
	}
	buf_addc(b, '}');
}

static char *strip_brackets(const char *mid)
{
	size_t n = strlen(mid);

	if (n >= 2 && mid[0] == '<' && mid[n - 1] == '>')
		return xstrndup(mid + 1, n - 2);
	return xstrdup(mid);
}

/* Every Message-ID a post names: its own, its parent, its references. */
static void post_ids(const struct digest_post *p, char ***ids, size_t *n)
{
	const char *s = p->refs;

	*ids = xrealloc(*ids, (*n + 2) * sizeof(**ids));
	(*ids)[(*n)++] = xstrdup(p->message_id);
	if (p->in_reply_to)
		(*ids)[(*n)++] = xstrdup(p->in_reply_to);
	while (*s) {
		size_t len = strcspn(s, " ");
		if (len) {
			*ids = xrealloc(*ids, (*n + 1) * sizeof(**ids));
			(*ids)[(*n)++] = xstrndup(s, len);
		}
		s += len + (s[len] == ' ');
	}
}

static void free_posts(struct digest_model *m);

/*
 * A thread digest: start from the post, then take every post of the list
 * that names or is named by one already found, until nothing new comes
 * (at most 8 rounds: deeper threads are cut and the digest says how many
 * posts it holds).  Undated posts count: corpus post 001 has no date.
 */
/* The stored JWZ thread of the post, when it has been threaded: all of it, in one query. */
static int load_stored_thread(struct digest_model *m, struct db *db, const char *mid)
{
	static const char sql[] = POST_COLUMNS
		"AND tn.thread = (SELECT thread FROM thread_nodes WHERE message_id = $2)"
		" ORDER BY m.date NULLS LAST, m.id";
	const char *v[2] = { m->list, mid };
	PGresult *res = query(m, db, sql, 2, v);

	if (!res)
		return -1;
	add_rows(m, res);
	PQclear(res);
	return 0;
}

static int load_thread(struct digest_model *m, struct db *db, const char *thread)
{
	static const char sql[] = POST_COLUMNS
		"AND (m.message_id = ANY($2::text[]) OR m.in_reply_to = ANY($2::text[])"
		" OR m.refs && $2::text[]) ORDER BY m.date NULLS LAST, m.id";
	char *mid = strip_brackets(thread);
	char **ids = NULL;
	size_t nids = 0, seen = 0, i, round;
	struct buf arr = BUF_INIT;
	int ret = -1;

	if (load_stored_thread(m, db, mid) < 0)
		goto cleanup;
	if (m->nposts) {
		ret = 0;
		goto cleanup;
	}
	/* not threaded yet (or stored before threading existed): follow the headers */
	ids = xmalloc(sizeof(*ids));
	ids[0] = xstrdup(mid);
	nids = 1;
	for (round = 0; round < 8 && nids > seen; round++) {
		const char *v[2] = { m->list, NULL };
		PGresult *res;

		seen = nids;
		buf_clear(&arr);
		array_literal(&arr, (const char *const *)ids, nids);
		v[1] = arr.data;
		if (!(res = query(m, db, sql, 2, v)))
			goto cleanup;
		free_posts(m);
		add_rows(m, res);
		PQclear(res);
		for (i = 0; i < nids; i++)
			free(ids[i]);
		nids = 0;
		for (i = 0; i < m->nposts; i++)
			post_ids(&m->posts[i], &ids, &nids);
		if (!m->nposts)
			break;
	}
	if (!m->nposts) {
		error("no post '%s' in list '%s'", mid, m->list);
		goto cleanup;
	}
	ret = 0;
cleanup:
	for (i = 0; i < nids; i++)
		free(ids[i]);
	free(ids);
	free(mid);
	buf_release(&arr);
	return ret;
}

/* --- threads: connected components of the reply links --- */

static int uf_find(int *parent, int x)
{
	while (parent[x] != x) {
		parent[x] = parent[parent[x]];
		x = parent[x];
	}
	return x;
}

static void uf_union(int *parent, int a, int b)
{
	a = uf_find(parent, a);
	b = uf_find(parent, b);
	if (a != b)
		parent[a > b ? a : b] = a < b ? a : b;   /* the earlier node leads */
}

static char *clean_subject(const char *s)
{
	for (;;) {
		while (*s == ' ')
			s++;
		if (!strncasecmp(s, "re:", 3) || !strncasecmp(s, "aw:", 3))
			s += 3;
		else if (!strncasecmp(s, "fwd:", 4))
			s += 4;
		else
			break;
	}
	return xstrdup(subject_or_none(s));
}

/*
 * Ids referenced by several posts become nodes too, so two replies to a
 * parent outside the period still share a thread.  Node i < nposts is post i.
 */
static void build_components(struct digest_model *m, int **comp_out)
{
	struct strmap ids = { 0 };
	char **names = NULL, **refs = NULL;
	int *parent = NULL, n = 0, *comp;
	size_t i, j, nrefs;

	for (i = 0; i < m->nposts; i++) {
		int found;
		names = xrealloc(names, (size_t)(n + 1) * sizeof(*names));
		parent = xrealloc(parent, (size_t)(n + 1) * sizeof(*parent));
		names[n] = m->posts[i].message_id;   /* borrowed: outlives the map */
		parent[n] = n;
		strmap_get_or_put(&ids, names[n], n, &found);
		n++;
	}
	for (i = 0; i < m->nposts; i++) {
		nrefs = 0;
		post_ids(&m->posts[i], &refs, &nrefs);
		if (m->posts[i].thread_id) {
			/* the JWZ thread (threads branch) joins what the headers alone do not */
			refs = xrealloc(refs, (nrefs + 1) * sizeof(*refs));
			refs[nrefs] = xmalloc(32);
			snprintf(refs[nrefs], 32, " thread %lld", m->posts[i].thread_id);
			nrefs++;
		}
		for (j = 1; j < nrefs; j++) {
			int found, v = strmap_get_or_put(&ids, refs[j], n, &found);
			if (!found) {
				parent = xrealloc(parent, (size_t)(n + 1) * sizeof(*parent));
				names = xrealloc(names, (size_t)(n + 1) * sizeof(*names));
				names[n] = refs[j];      /* kept until the map is gone */
				refs[j] = NULL;
				parent[n] = n;
				n++;
			}
			uf_union(parent, (int)i, v);
		}
		for (j = 0; j < nrefs; j++)
			free(refs[j]);
		free(refs);
		refs = NULL;
	}
	comp = xmalloc((m->nposts + 1) * sizeof(*comp));
	for (i = 0; i < m->nposts; i++)
		comp[i] = uf_find(parent, (int)i);
	for (i = m->nposts; i < (size_t)n; i++)
		free(names[i]);
	free(names);
	free(parent);
	strmap_free(&ids);
	*comp_out = comp;
}

static int cmp_people(const void *a, const void *b)
{
	const struct digest_person *x = a, *y = b;

	if (x->posts != y->posts)
		return y->posts - x->posts;
	return strcmp(x->name, y->name);
}

/* People of posts IDX[0..n): keyed by author, counted, sorted most first. */
static struct digest_person *count_people(const struct digest_model *m, const int *idx,
					  size_t n, int *count)
{
	struct strmap seen = { 0 };
	struct digest_person *people = xmalloc((n + 1) * sizeof(*people));
	size_t i;
	int k = 0, found;

	for (i = 0; i < n; i++) {
		const struct digest_post *p = &m->posts[idx ? (size_t)idx[i] : i];
		int v = strmap_get_or_put(&seen, p->author_key, k, &found);
		if (!found) {
			people[k].key = p->author_key;     /* borrowed from the post */
			people[k].name = p->author;
			people[k].posts = 0;
			k++;
		}
		people[v].posts++;
	}
	strmap_free(&seen);
	qsort(people, (size_t)k, sizeof(*people), cmp_people);
	*count = k;
	return people;
}

static void fill_thread(struct digest_model *m, struct digest_thread *t)
{
	int i;

	t->first_post = t->posts[0];
	t->subject = clean_subject(m->posts[t->first_post].subject);
	for (i = 0; i < t->nposts; i++) {
		const struct digest_post *p = &m->posts[t->posts[i]];
		if (p->date && !t->first)
			t->first = p->date;
		if (p->date)
			t->last = p->date;
		t->figures += p->figures;
		t->bench_posts += p->figures > 0;
	}
	t->people = count_people(m, t->posts, (size_t)t->nposts, &t->npeople);
}

static int cmp_threads_ctx(const struct digest_model *m, int a, int b)
{
	const struct digest_thread *x = &m->threads[a], *y = &m->threads[b];

	if ((x->figures > 0) != (y->figures > 0))
		return y->figures > 0 ? 1 : -1;
	if (x->figures != y->figures)
		return y->figures - x->figures;
	if (x->nposts != y->nposts)
		return y->nposts - x->nposts;
	return a - b;
}

/* qsort has no context argument in C11: a small insertion-merge sort instead. */
static void sort_order(const struct digest_model *m, int *v, size_t n, int *tmp)
{
	size_t mid = n / 2, i = 0, j = mid, k = 0;

	if (n < 2)
		return;
	sort_order(m, v, mid, tmp);
	sort_order(m, v + mid, n - mid, tmp);
	while (i < mid && j < n)
		tmp[k++] = cmp_threads_ctx(m, v[i], v[j]) <= 0 ? v[i++] : v[j++];
	while (i < mid)
		tmp[k++] = v[i++];
	while (j < n)
		tmp[k++] = v[j++];
	memcpy(v, tmp, n * sizeof(*v));
}

static void build_threads(struct digest_model *m)
{
	int *comp, *tmp;
	int *thread_of;   /* component root node -> thread index */
	size_t i;

	build_components(m, &comp);
	thread_of = xmalloc((m->nposts + 1) * sizeof(*thread_of));
	for (i = 0; i < m->nposts; i++)
		thread_of[i] = -1;
	m->threads = xcalloc(m->nposts + 1, sizeof(*m->threads));
	for (i = 0; i < m->nposts; i++) {
		int root = comp[i];          /* a post's root node is always a post (smallest index) */
		struct digest_thread *t;
		if (thread_of[root] < 0)
			thread_of[root] = (int)m->nthreads++;
		t = &m->threads[thread_of[root]];
		t->posts = xrealloc(t->posts, (size_t)(t->nposts + 1) * sizeof(*t->posts));
		t->posts[t->nposts++] = (int)i;
		m->posts[i].thread = thread_of[root];
	}
	for (i = 0; i < m->nthreads; i++)
		fill_thread(m, &m->threads[i]);
	m->order = xmalloc((m->nthreads + 1) * sizeof(*m->order));
	tmp = xmalloc((m->nthreads + 1) * sizeof(*tmp));
	for (i = 0; i < m->nthreads; i++)
		m->order[i] = (int)i;
	sort_order(m, m->order, m->nthreads, tmp);
	free(tmp);
	free(thread_of);
	free(comp);
}

/* --- the opening figures --- */

static int cmp_busiest(const struct digest_model *m, int a, int b)
{
	if (m->threads[a].nposts != m->threads[b].nposts)
		return m->threads[b].nposts - m->threads[a].nposts;
	return a - b;
}

static void figures(struct digest_model *m)
{
	struct digest_figures *f = &m->fig;
	size_t i;
	int people, j, k;

	f->posts = (long)m->nposts;
	f->threads = (long)m->nthreads;
	for (i = 0; i < m->nposts; i++) {
		f->bytes += m->posts[i].bytes;
		f->bench_posts += m->posts[i].figures > 0;
	}
	m->people = count_people(m, NULL, m->nposts, &people);
	m->npeople = (size_t)people;
	f->contributors = people;
	for (j = 0; j < people && j < DIGEST_TOP; j++)
		f->top[f->ntop++] = m->people[j];
	/* the five busiest threads: insertion into a sorted list of five */
	for (i = 0; i < m->nthreads; i++) {
		for (k = f->nbusiest; k > 0 && cmp_busiest(m, (int)i, f->busiest[k - 1]) < 0; k--)
			if (k < DIGEST_TOP)
				f->busiest[k] = f->busiest[k - 1];
		if (k < DIGEST_TOP) {
			f->busiest[k] = (int)i;
			if (f->nbusiest < DIGEST_TOP)
				f->nbusiest++;
		}
	}
}

/* --- loading --- */

static int set_period(struct digest_model *m, const struct digest_query *q, long *from, long *to)
{
	int kinds = !!q->week + !!(q->from || q->to) + !!q->thread;
	char a[11], b[11];

	if (kinds != 1)
		return error("give exactly one of --week, --from/--to, --thread");
	if (q->thread) {
		m->is_thread = 1;
		snprintf(m->label, sizeof(m->label), "thread");
		return 0;
	}
	if (q->week) {
		if (iso_week_range(q->week, a, b) < 0)
			return error("'%s' is not an ISO week (YYYY-Www)", q->week);
		m->is_week = 1;
		iso_date_days(a, from);
		iso_date_days(b, to);
	} else {
		if (!q->from || !q->to)
			return error("--from and --to go together");
		if (iso_date_days(q->from, from) < 0 || iso_date_days(q->to, to) < 0)
			return error("'%s' or '%s' is not a date (YYYY-MM-DD)", q->from, q->to);
		if (*to < *from)
			return error("--to '%s' is before --from '%s'", q->to, q->from);
		++*to;                        /* the --to day is included */
	}
	iso_days_date(*from, m->from);
	iso_days_date(*to - 1, m->to);
	if (q->week)
		snprintf(m->label, sizeof(m->label), "%.8s", q->week);
	else
		snprintf(m->label, sizeof(m->label), "%s to %s", m->from, m->to);
	iso_week_of(m->from, a);
	m->volume = atoi(a);
	m->issue = atoi(a + 6);
	return 0;
}

static int list_exists(struct digest_model *m, struct db *db)
{
	const char *v[1] = { m->list };
	PGresult *res = query(m, db, "SELECT 1 FROM lists WHERE name = $1", 1, v);
	int n;

	if (!res)
		return -1;
	n = PQntuples(res);
	PQclear(res);
	return n ? 0 : error("no list '%s'", m->list);
}

int digest_model_load(struct db *db, const struct digest_query *q, struct digest_model *m)
{
	long from = 0, to = 0;

	memset(m, 0, sizeof(*m));
	m->list = xstrdup(q->list ? q->list : "");
	/* "" gives links relative to the server root (the web pages) */
	m->base_url = q->base_url ? q->base_url : "http://localhost:8080";
	m->progress = q->progress;
	if (!q->list || !*q->list)
		return error("--list is required");
	if (set_period(m, q, &from, &to) < 0 || list_exists(m, db) < 0)
		return -1;
	if (m->is_thread ? load_thread(m, db, q->thread) : load_range(m, db, from, to))
		return -1;
	if (m->is_thread && m->nposts) {
		const struct digest_post *p = &m->posts[0];
		char week[9], day[11];
		if (p->date)
			snprintf(day, sizeof(day), "%.10s", p->date);
		if (p->date && iso_week_of(day, week) == 0) {
			m->volume = atoi(week);
			m->issue = atoi(week + 6);
		}
	}
	if (digest_figures_counts(db, m) < 0)
		return -1;
	build_threads(m);
	figures(m);
	return digest_figures_tables(db, m);
}

/* --- excerpts: the first paragraph a post adds to the thread --- */

/* Skip quoted lines, attributions ("... wrote:") and blank lines; keep up to LIMIT bytes. */
static char *first_paragraph(const char *body, size_t limit)
{
	struct buf b = BUF_INIT;
	const char *s = body;

	while (*s) {
		size_t len = strcspn(s, "\n");
		const char *next = s + len + (s[len] == '\n');
		int quoted = *s == '>' || *s == '|';
		int attribution = len > 6 && !strncmp(s + len - 6, "wrote:", 6);
		int blank = strspn(s, " \t") >= len;

		if (!strncmp(s, "-- ", 3) && len == 3)
			break;                          /* the signature */
		if (quoted || attribution || blank) {
			if (b.len && (blank || quoted))
				break;                  /* the paragraph ended */
		} else {
			if (b.len)
				buf_addc(&b, ' ');
			buf_add(&b, s, len);
			if (b.len >= limit)
				break;
		}
		s = next;
	}
	if (b.len > limit) {
		size_t cut = limit;
		while (cut > 0 && ((unsigned char)b.data[cut] & 0xC0) == 0x80)
			cut--;                          /* never split a UTF-8 sequence */
		buf_setlen(&b, cut);
		buf_adds(&b, " ...");
	}
	return buf_detach(&b, NULL);
}

/* Is post I quoted?  Every post of a thread digest; else the first post of
 * each benchmark thread and of the busiest threads. */
static int quoted_post(const struct digest_model *m, size_t i)
{
	const struct digest_thread *t = &m->threads[m->posts[i].thread];
	int k;

	if (m->is_thread)
		return 1;
	if (t->first_post != (int)i)
		return 0;
	if (t->figures > 0)
		return 1;
	for (k = 0; k < m->fig.nbusiest; k++)
		if (&m->threads[m->fig.busiest[k]] == t)
			return 1;
	return 0;
}

int digest_model_excerpts(struct db *db, struct digest_model *m)
{
	/* WITH ORDINALITY: rows come back in the order of the ids asked for */
	static const char sql[] =
		"SELECT left(m.body, 8000) AS body FROM unnest($1::bigint[]) WITH ORDINALITY AS u(id, n)"
		" JOIN messages m ON m.id = u.id ORDER BY u.n";
	struct buf ids = BUF_INIT;
	PGresult *res = NULL;
	int *which = xmalloc((m->nposts + 1) * sizeof(*which));
	size_t i, n = 0;
	int r, ret = -1;

	buf_addc(&ids, '{');
	for (i = 0; i < m->nposts; i++) {
		if (!quoted_post(m, i))
			continue;
		buf_addf(&ids, n ? ",%lld" : "%lld", m->posts[i].id);
		which[n++] = (int)i;
	}
	buf_addc(&ids, '}');
	if (n) {
		const char *v[1] = { ids.data };
		if (!(res = query(m, db, sql, 1, v)))
			goto cleanup;
		for (r = 0; r < PQntuples(res) && (size_t)r < n; r++)
			m->posts[which[r]].excerpt = first_paragraph(db_value(res, r, "body"), 400);
	}
	ret = 0;
cleanup:
	PQclear(res);
	free(which);
	buf_release(&ids);
	return ret;
}

size_t digest_model_enclosed(const struct digest_model *m, enum digest_posts which, int **idx)
{
	size_t i, n = 0;

	*idx = xmalloc((m->nposts + 1) * sizeof(**idx));
	for (i = 0; i < m->nposts; i++)
		if (which == DIGEST_POSTS_ALL || m->posts[i].figures > 0)
			(*idx)[n++] = (int)i;
	return n;
}

/* --- enclosed mail, in batches --- */

#define MAIL_BATCH 500

/* raw is the page a post was read from (read-text.c, read-html.c), not a mail */
static int is_page_format(const char *format)
{
	return format && (!strncmp(format, "text-", 5) || !strcmp(format, "html"));
}

static int each_batch(struct db *db, struct digest_model *m, const int *idx, size_t n,
		      digest_mail_fn fn, void *ctx)
{
	static const char sql[] =
		"SELECT m.headers::text AS headers, m.body, m.raw,"
		" (SELECT s.format FROM sources s WHERE s.message = m.id ORDER BY s.id LIMIT 1) AS format"
		" FROM unnest($1::bigint[])"
		" WITH ORDINALITY AS u(id, n) JOIN messages m ON m.id = u.id ORDER BY u.n";
	struct buf ids = BUF_INIT;
	PGresult *res;
	size_t i;
	int r, ret = 0;

	buf_addc(&ids, '{');
	for (i = 0; i < n; i++)
		buf_addf(&ids, i ? ",%lld" : "%lld", m->posts[idx[i]].id);
	buf_addc(&ids, '}');
	{
		const char *v[1] = { ids.data };
		res = query(m, db, sql, 1, v);
	}
	buf_release(&ids);
	if (!res)
		return -1;
	for (r = 0; r < PQntuples(res) && (size_t)r < n && !ret; r++) {
		struct digest_mail mail;
		size_t len = 0;
		unsigned char *raw = PQunescapeBytea((const unsigned char *)db_value(res, r, "raw"), &len);

		if (!raw) {
			ret = error("digest: cannot read the raw bytes of '%s'",
				    m->posts[idx[r]].message_id);
			break;
		}
		mail.post = &m->posts[idx[r]];
		mail.headers_json = db_value(res, r, "headers");
		mail.body = db_value(res, r, "body");
		mail.raw = raw;
		mail.raw_len = len;
		mail.is_page = is_page_format(db_value(res, r, "format"));
		ret = fn(ctx, &mail);
		PQfreemem(raw);
	}
	PQclear(res);
	return ret;
}

int digest_each_mail(struct db *db, struct digest_model *m, const int *idx, size_t n,
		     digest_mail_fn fn, void *ctx)
{
	size_t i;

	for (i = 0; i < n; i += MAIL_BATCH) {
		if (each_batch(db, m, idx + i, n - i < MAIL_BATCH ? n - i : MAIL_BATCH, fn, ctx) < 0)
			return -1;
		if (m->progress && n > MAIL_BATCH) {
			fprintf(stderr, "\rdigest: enclosing posts, %zu of %zu",
				i + MAIL_BATCH < n ? i + MAIL_BATCH : n, n);
			if (i + MAIL_BATCH >= n)
				fputc('\n', stderr);
			fflush(stderr);
		}
	}
	return 0;
}

/* --- URLs --- */

void digest_url_post(struct buf *b, const struct digest_model *m, const char *mid)
{
	buf_adds(b, m->base_url);
	buf_addc(b, '/');
	url_path_word(b, m->list);
	buf_addc(b, '/');
	url_path_word(b, mid);
	buf_addc(b, '/');
}

void digest_url_claim(struct buf *b, const struct digest_model *m, const char *id)
{
	buf_adds(b, m->base_url);
	buf_adds(b, "/claims/");
	url_path_word(b, id);
}

void digest_url_series(struct buf *b, const struct digest_model *m, const char *id)
{
	buf_adds(b, m->base_url);
	buf_adds(b, "/series/");
	url_path_word(b, id);
}

void digest_url_path(struct buf *b, const struct digest_model *m, const char *path)
{
	buf_adds(b, m->base_url);
	buf_adds(b, path);
}

void digest_url_thread(struct buf *b, const struct digest_model *m, const char *mid)
{
	digest_url_post(b, m, mid);
	buf_adds(b, "T/");
}

/* --- freeing --- */

static void free_posts(struct digest_model *m)
{
	size_t i;

	for (i = 0; i < m->nposts; i++) {
		struct digest_post *p = &m->posts[i];
		free(p->message_id);
		free(p->subject);
		free(p->author);
		free(p->author_key);
		free(p->date);
		free(p->in_reply_to);
		free(p->refs);
		free(p->excerpt);
	}
	free(m->posts);
	m->posts = NULL;
	m->nposts = 0;
}

void digest_model_free(struct digest_model *m)
{
	size_t i;

	for (i = 0; i < m->nthreads; i++) {
		json_decref(m->threads[i].tables);
		json_decref(m->threads[i].workloads);
		json_decref(m->threads[i].claims);
		free(m->threads[i].subject);
		free(m->threads[i].posts);
		free(m->threads[i].people);
	}
	free(m->threads);
	free(m->order);
	free(m->people);
	free_posts(m);
	free(m->list);
	memset(m, 0, sizeof(*m));
}
