/* thread-model.c: the model of a thread (its messages in tree order) and its two views: JSON for /api, values for the page */
#include "pages.h"

#include <stdlib.h>
#include <string.h>

#include "template.h"
#include "../core/banned.h"

/*
 * Threads come from the threading tables (sql/2026113012001-threads.sql):
 * thread_nodes holds every Message-ID a stored message is or references,
 * with its thread, its parent and why it sits there.  The nodes of the
 * thread holding message $2 of list $1: its stored messages filed under the
 * list, and the placeholders (Message-IDs referenced but never stored),
 * oldest first, each with its parent's Message-ID, why it sits there
 * (in-reply-to, references, subject, root) and the evidence.  A message the
 * importer has not threaded yet shows as a thread of its own.
 */
static const char sql_thread_messages[] =
	"WITH k AS (SELECT n.thread, m.message_id FROM messages m"
	" JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list"
	" LEFT JOIN thread_nodes n ON n.message = m.id WHERE l.name = $1 AND m.message_id = $2)"
	" SELECT n.message AS id, n.message_id, m.subject, m.from_name, m.from_addr, m.body, n.message IS NULL AS missing,"
	" " SQL_UTC("n.date") " AS date, n.parent_message_id AS parent, n.reason, n.evidence"
	" FROM thread_nodes n LEFT JOIN messages m ON m.id = n.message"
	" WHERE n.thread = (SELECT thread FROM k)"
	" AND (n.message IS NULL OR EXISTS (SELECT 1 FROM message_lists ml JOIN lists l ON l.id = ml.list"
	"      WHERE ml.message = n.message AND l.name = $1))"
	" UNION ALL"
	" SELECT m.id, m.message_id, m.subject, m.from_name, m.from_addr, m.body, false, " SQL_UTC("m.date") ","
	" NULL, 'root', NULL FROM messages m JOIN k ON k.message_id = m.message_id WHERE k.thread IS NULL"
	" ORDER BY date NULLS FIRST, message_id";

/*
 * The model is the query's rows put in depth-first order, each with its
 * depth (so no recursion in SQL).  A parent that is not in the thread
 * (never stored) makes its child a root; a parent cycle leaves its rows as
 * roots rather than losing them.  /api writes the model as JSON; the page
 * reads it in place through template values, because building a thousand
 * JSON values for a page of 25 messages and freeing them again cost more
 * than the page itself (measured: half the page's rate).
 */
enum { C_MID, C_SUBJECT, C_NAME, C_ADDR, C_DATE, C_PARENT, C_REASON, C_EVIDENCE, C_BODY, C_MISSING, C_ID, NCOLS };
/* the columns of a figures row (message-figures.c) */
enum { F_MESSAGE, F_WORKLOAD, F_METRIC, F_SERIES, F_FOUND_BY, NFCOLS };

struct thread_model {
	PGresult *res;
	int col[NCOLS];
	int n, len;              /* rows; rows placed in order[] */
	int *parent;             /* the parent's row, or -1: a root */
	int *order;              /* rows in depth-first order */
	int *depth;              /* by row */
	char *done;
	int subject_row;         /* the first stored message in tree order, or -1 */
	PGresult *figures;       /* sql_thread_figures' rows, by message */
	int *fig_start, *fig_count;     /* by message row: its figures rows */
	const char *list, *mid;  /* of the request */
};

static void place_children(struct thread_model *t, int parent, int depth)
{
	int i;

	for (i = 0; i < t->n; i++) {
		if (t->done[i] || t->parent[i] != parent)
			continue;
		t->done[i] = 1;
		t->depth[i] = depth;
		t->order[t->len++] = i;
		place_children(t, i, depth + 1);
	}
}

static const char *text_at(const struct thread_model *t, int row, int c)
{
	return PQgetisnull(t->res, row, t->col[c]) ? NULL : PQgetvalue(t->res, row, t->col[c]);
}

static void tree_build(struct thread_model *t)
{
	int i, j;

	t->n = PQntuples(t->res);
	t->parent = xcalloc((size_t)t->n + 1, sizeof(int));
	t->order = xcalloc((size_t)t->n + 1, sizeof(int));
	t->depth = xcalloc((size_t)t->n + 1, sizeof(int));
	t->done = xcalloc((size_t)t->n + 1, 1);
	for (i = 0; i < t->n; i++) {
		const char *p = text_at(t, i, C_PARENT);

		t->parent[i] = -1;
		for (j = 0; p && j < t->n; j++)
			if (!strcmp(p, PQgetvalue(t->res, j, t->col[C_MID]))) {
				t->parent[i] = j;
				break;
			}
	}
	place_children(t, -1, 0);
	for (i = 0; i < t->n; i++)
		if (!t->done[i]) {
			t->depth[i] = 0;
			t->order[t->len++] = i;
		}
	t->subject_row = -1;
	for (i = 0; i < t->len && t->subject_row < 0; i++)
		if (strcmp(text_at(t, t->order[i], C_MISSING), "t"))
			t->subject_row = t->order[i];
}

static void thread_release(struct thread_model *t)
{
	PQclear(t->res);
	PQclear(t->figures);
	free(t->fig_start);
	free(t->fig_count);
	free(t->parent);
	free(t->order);
	free(t->depth);
	free(t->done);
}

/* each message's figures rows (message-figures.c; they come sorted by message) */
static int figures_load(struct req *r, struct thread_model *t)
{
	struct buf ids = BUF_INIT;
	int i, k;

	buf_addc(&ids, '{');
	for (k = 0; k < t->n; k++)
		if (text_at(t, k, C_ID))
			buf_addf(&ids, "%s%s", ids.len > 1 ? "," : "", text_at(t, k, C_ID));
	buf_addc(&ids, '}');
	t->figures = message_figures(r, ids.data);
	buf_release(&ids);
	if (!t->figures)
		return -1;
	t->fig_start = xcalloc((size_t)t->n + 1, sizeof(int));
	t->fig_count = xcalloc((size_t)t->n + 1, sizeof(int));
	/* the rows come grouped by message: find each message once */
	for (i = 0, k = t->n; i < PQntuples(t->figures); i++) {
		const char *id = PQgetvalue(t->figures, i, F_MESSAGE);

		if (k == t->n || strcmp(id, text_at(t, k, C_ID))) {
			for (k = 0; k < t->n && (!text_at(t, k, C_ID) || strcmp(id, text_at(t, k, C_ID))); k++)
				;
			if (k == t->n)
				continue;
			t->fig_start[k] = i;
		}
		t->fig_count[k]++;
	}
	return 0;
}

/* the thread of r->mid in r->list: 0, or -1 after req_fail (a 404 when there is none) */
static int thread_load(struct req *r, struct thread_model *t)
{
	static const char *const names[NCOLS] = { "message_id", "subject", "from_name", "from_addr", "date",
						  "parent", "reason", "evidence", "body", "missing", "id" };
	const char *v[2] = { r->list, r->mid };
	int k;

	memset(t, 0, sizeof(*t));
	if (!(t->res = req_query(r, sql_thread_messages, 2, v)))
		return -1;
	if (!PQntuples(t->res)) {
		PQclear(t->res);
		return req_fail(r, 404, "No message with that Message-ID is filed under this list.");
	}
	for (k = 0; k < NCOLS; k++)
		t->col[k] = PQfnumber(t->res, names[k]);
	t->list = r->list;
	t->mid = r->mid;
	tree_build(t);
	if (figures_load(r, t) < 0) {
		thread_release(t);
		return -1;
	}
	return 0;
}

/* ---------- the JSON view (/api/LIST/MID/T/) ---------- */

static json_t *text_or_null(const struct thread_model *t, int row, int c)
{
	/* the database is UTF-8: jansson's check of every body would find nothing */
	return PQgetisnull(t->res, row, t->col[c]) ? json_null() :
		json_stringn_nocheck(PQgetvalue(t->res, row, t->col[c]), (size_t)PQgetlength(t->res, row, t->col[c]));
}

static json_t *message_json(const struct thread_model *t, int i)
{
	return json_pack("{s:o, s:b, s:o, s:{s:o, s:o}, s:o, s:o, s:o, s:o, s:o, s:i, s:o}",
		"message_id", text_or_null(t, i, C_MID), "missing", !strcmp(text_at(t, i, C_MISSING), "t"),
		"subject", text_or_null(t, i, C_SUBJECT),
		"from", "name", text_or_null(t, i, C_NAME), "addr", text_or_null(t, i, C_ADDR),
		"date", text_or_null(t, i, C_DATE),
		"parent", t->parent[i] < 0 ? json_null() : text_or_null(t, i, C_PARENT),
		"reason", text_or_null(t, i, C_REASON), "evidence", text_or_null(t, i, C_EVIDENCE),
		"body", text_or_null(t, i, C_BODY), "depth", t->depth[i], "figures", message_figures_json(t->figures, t->fig_start[i], t->fig_count[i]));
}

json_t *model_thread(struct req *r)
{
	struct thread_model t;
	json_t *messages;
	int k;

	if (thread_load(r, &t) < 0)
		return NULL;
	messages = json_array();
	for (k = 0; k < t.len; k++)
		json_array_append_new(messages, message_json(&t, t.order[k]));
	messages = json_pack("{s:s, s:s, s:o, s:o}", "list", t.list, "message_id", t.mid,
			     "subject", t.subject_row < 0 ? json_null() : text_or_null(&t, t.subject_row, C_SUBJECT),
			     "messages", messages);
	thread_release(&t);
	return messages;
}

/* ---------- the page's view: the same model read in place ---------- */

/*
 * A value is a part of the model (a = what, b = which row or number): the
 * thread, its messages, a message, its sender, a cell, a number, a flag.
 * A message also answers what only the page asks: "current" (the one
 * asked for) and why it sits where it does as a flag a section can test
 * ("by_subject"; a reason the page does not know reads as "by_root").
 */
enum { V_THREAD, V_MESSAGES, V_MESSAGE, V_FROM, V_CELL, V_NUMBER, V_TRUE, V_FALSE, V_LIST, V_MID, V_FIGURES,
       V_FIGURE, V_FIGURE_CELL };

static enum tmpl_kind value_kind(const struct tmpl_value *v)
{
	const struct thread_model *t = v->model;

	switch (v->a) {
	case V_THREAD: case V_MESSAGE: case V_FROM: case V_FIGURE: return TK_OBJECT;
	case V_MESSAGES: case V_FIGURES: return TK_ARRAY;
	case V_NUMBER: return TK_INTEGER;
	case V_TRUE: return TK_TRUE;
	case V_FALSE: return TK_FALSE;
	case V_LIST: case V_MID: return TK_STRING;
	case V_FIGURE_CELL: return PQgetisnull(t->figures, (int)(v->b / NFCOLS), (int)(v->b % NFCOLS)) ? TK_NULL : TK_STRING;
	default: return PQgetisnull(t->res, (int)(v->b / NCOLS), t->col[v->b % NCOLS]) ? TK_NULL : TK_STRING;
	}
}

static const struct tmpl_ops thread_ops;

static struct tmpl_value part(const struct thread_model *t, long what, long which)
{
	struct tmpl_value v = { &thread_ops, NULL, t, what, which };

	return v;
}

static struct tmpl_value flag(const struct thread_model *t, int yes)
{
	return part(t, yes ? V_TRUE : V_FALSE, 0);
}

/* why a message sits where it does, as the page's flags: "by_subject" ..., "by_root" for any other reason */
static int placed_by(const struct thread_model *t, int row, const char *flag_name)
{
	static const char *const known[] = { "in-reply-to", "references", "subject", NULL };
	const char *reason = text_at(t, row, C_REASON);
	int k;

	for (k = 0; known[k] && !(reason && !strcmp(known[k], reason)); k++)
		;
	return !strcmp(flag_name, known[k] ? known[k] : "root");
}

/*
 * A message's member KEY: its cells, its sender, depth, figures, and the
 * page's flags.  Most names a template asks a message for are the
 * thread's (list) or the request's, so a name no member starts like fails
 * at once: every name is looked for in every context from the innermost out.
 */
static int message_get(const struct thread_model *t, int row, const char *key, struct tmpl_value *out)
{
	static const char *const cells[NCOLS] = { "message_id", "subject", NULL, NULL, "date", "parent", "reason",
						  "evidence", "body", NULL };
	int k;

	if (!strchr("bcdefmprs", key[0]))
		return 0;
	for (k = 0; k < NCOLS; k++)
		if (cells[k] && !strcmp(cells[k], key)) {
			if (k == C_PARENT && t->parent[row] < 0)
				*out = tmpl_json(json_null());   /* a parent not in the thread */
			else
				*out = part(t, V_CELL, row * NCOLS + k);
			return 1;
		}
	if (!strncmp(key, "by_", 3))
		*out = flag(t, placed_by(t, row, key + 3));
	else if (!strcmp(key, "missing"))
		*out = flag(t, !strcmp(text_at(t, row, C_MISSING), "t"));
	else if (!strcmp(key, "from"))
		*out = part(t, V_FROM, row);
	else if (!strcmp(key, "figures"))
		*out = part(t, V_FIGURES, row);
	else if (!strcmp(key, "depth"))
		*out = part(t, V_NUMBER, t->depth[row]);
	else if (!strcmp(key, "current"))
		*out = flag(t, !strcmp(PQgetvalue(t->res, row, t->col[C_MID]), t->mid));
	else
		return 0;
	return 1;
}

/* a figures row's member KEY: workload, metric, found_by, series (a number) */
static int figure_get(const struct thread_model *t, int row, const char *key, struct tmpl_value *out)
{
	static const char *const cells[NFCOLS] = { NULL, "workload", "metric", NULL, "found_by" };
	int k;

	if (!strcmp(key, "series")) {
		*out = part(t, V_NUMBER, atol(PQgetvalue(t->figures, row, F_SERIES)));
		return 1;
	}
	for (k = 0; k < NFCOLS; k++)
		if (cells[k] && !strcmp(cells[k], key)) {
			*out = part(t, V_FIGURE_CELL, row * NFCOLS + k);
			return 1;
		}
	return 0;
}

static int value_get(const struct tmpl_value *v, const char *key, struct tmpl_value *out)
{
	const struct thread_model *t = v->model;

	if (v->a == V_MESSAGE)
		return message_get(t, (int)v->b, key, out);
	if (v->a == V_FIGURE)
		return figure_get(t, (int)v->b, key, out);
	if (v->a == V_FROM && (!strcmp(key, "name") || !strcmp(key, "addr"))) {
		*out = part(t, V_CELL, v->b * NCOLS + (key[0] == 'n' ? C_NAME : C_ADDR));
		return 1;
	}
	if (v->a != V_THREAD)
		return 0;
	if (!strcmp(key, "list") || !strcmp(key, "message_id"))
		*out = part(t, key[0] == 'l' ? V_LIST : V_MID, 0);
	else if (!strcmp(key, "subject"))
		*out = t->subject_row < 0 ? tmpl_json(json_null()) : part(t, V_CELL, t->subject_row * NCOLS + C_SUBJECT);
	else if (!strcmp(key, "messages"))
		*out = part(t, V_MESSAGES, 0);
	else
		return 0;
	return 1;
}

static size_t value_size(const struct tmpl_value *v)
{
	const struct thread_model *t = v->model;

	return (size_t)(v->a == V_FIGURES ? t->fig_count[v->b] : t->len);
}

static void value_at(const struct tmpl_value *v, size_t i, struct tmpl_value *out)
{
	const struct thread_model *t = v->model;

	if (v->a == V_FIGURES)
		*out = part(t, V_FIGURE, t->fig_start[v->b] + (long)i);
	else
		*out = part(t, V_MESSAGE, t->order[i]);
}

static const char *value_text(const struct tmpl_value *v, size_t *len)
{
	const struct thread_model *t = v->model;
	const char *s;

	if (v->a == V_LIST || v->a == V_MID) {
		s = v->a == V_LIST ? t->list : t->mid;
		*len = strlen(s);
		return s;
	}
	if (v->a == V_FIGURE_CELL) {
		*len = (size_t)PQgetlength(t->figures, (int)(v->b / NFCOLS), (int)(v->b % NFCOLS));
		return PQgetvalue(t->figures, (int)(v->b / NFCOLS), (int)(v->b % NFCOLS));
	}
	*len = (size_t)PQgetlength(t->res, (int)(v->b / NCOLS), t->col[v->b % NCOLS]);
	return PQgetvalue(t->res, (int)(v->b / NCOLS), t->col[v->b % NCOLS]);
}

static double value_number(const struct tmpl_value *v)
{
	return (double)v->b;
}

static const struct tmpl_ops thread_ops = { value_kind, value_get, value_size, value_at, value_text, value_number };

int page_thread(struct req *r)
{
	struct thread_model t;
	struct tmpl_value root;

	if (thread_load(r, &t) < 0)
		return -1;
	root = part(&t, V_THREAD, 0);
	page_render_value(r, "thread", &root);
	thread_release(&t);
	return 0;
}
