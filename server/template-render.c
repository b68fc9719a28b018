/* template-render.c: a parsed template rendered against its model: lookups, sections, escaping by place */
#include "template-int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "server.h"
#include "../core/banned.h"

/*
 * Names are looked up as mustache does: the first word in the innermost
 * context that has it, the rest inside that value.  What cannot be shown is
 * not guessed at: it renders as nothing and is reported, and the template
 * unit test fails on any such report (tests/unit/test-template.c).
 */

/* ---------- rendering ---------- */

#define MAX_DEPTH 96

struct frame {
	struct tmpl_value v;
	size_t index, count;     /* an item of an array: which, of how many */
	int item;
};

struct render {
	const struct tmpl_set *set;
	const struct tmpl *t;            /* whose nodes render now: messages name it */
	struct frame f[MAX_DEPTH];
	size_t depth;
	const struct tmpl_nodes *blocks; /* the block overrides of the parent being rendered */
	const struct tmpl *blocks_t;     /* the template they belong to */
	void *data;
	struct buf *out, *problems, scratch;
	int nproblems;
};

static void problem(struct render *r, const struct tmpl_node *n, const char *what)
{
	r->nproblems++;
	if (r->problems)
		buf_addf(r->problems, "%s.html:%d:%d: '%s' %s\n", r->t->name, n->line, n->col,
			 n->name ? n->name : "", what);
}

static int push(struct render *r, const struct tmpl_node *n, const struct tmpl_value *v, size_t index,
		size_t count, int item)
{
	if (r->depth == MAX_DEPTH) {
		problem(r, n, "is nested too deep");
		return -1;
	}
	r->f[r->depth++] = (struct frame){ *v, index, count, item };
	return 0;
}

/* a number or a boolean of the renderer's own: @index and the like */
static enum tmpl_kind scalar_kind(const struct tmpl_value *v)
{
	return (enum tmpl_kind)v->a;
}

static double scalar_number(const struct tmpl_value *v)
{
	return (double)v->b;
}

static const struct tmpl_ops scalar_ops = { scalar_kind, NULL, NULL, NULL, NULL, scalar_number };

static struct tmpl_value scalar(enum tmpl_kind kind, long n)
{
	struct tmpl_value v = { &scalar_ops, NULL, NULL, kind, n };

	return v;
}

/* @index, @number, @first, @last of the innermost array item */
static int loop_meta(struct render *r, const char *name, struct tmpl_value *v)
{
	size_t i = r->depth;
	const struct frame *f;

	while (i > 0 && !r->f[i - 1].item)
		i--;
	if (!i)
		return 0;
	f = &r->f[i - 1];
	if (!strcmp(name, "@index") || !strcmp(name, "@number"))
		*v = scalar(TK_INTEGER, (long)f->index + (name[1] == 'n'));
	else if (!strcmp(name, "@first") || !strcmp(name, "@last"))
		*v = scalar((name[1] == 'f' ? f->index == 0 : f->index + 1 == f->count) ? TK_TRUE : TK_FALSE, 0);
	else
		return 0;
	return 1;
}

/* the value P names: 1 when found (it may be null), 0 when no context has it */
static int lookup(struct render *r, const struct tmpl_path *p, struct tmpl_value *v)
{
	struct tmpl_value x;
	size_t i;
	int k;

	if (!p->n) {
		if (r->depth)
			*v = r->f[r->depth - 1].v;
		return r->depth > 0;
	}
	if (p->seg[0][0] == '@')
		return p->n == 1 && loop_meta(r, p->seg[0], v);
	for (i = r->depth; i-- > 0;) {
		if (!tmpl_get(&r->f[i].v, p->seg[0], &x))
			continue;
		/* inside a null there is only null ("system.cpu_model" of no system) */
		for (k = 1; k < p->n && tmpl_kind(&x) != TK_NULL; k++) {
			struct tmpl_value y;

			if (!tmpl_get(&x, p->seg[k], &y))
				return 0;
			x = y;
		}
		*v = x;
		return 1;
	}
	return 0;
}

/* a whole query string: each argument decoded and encoded again, so nothing but
 * encoded words, '=' and '&amp;' can come out */
static void query_string(struct buf *b, const char *s)
{
	int first = 1;

	while (*s) {
		size_t n = strcspn(s, "&;"), k = strcspn(s, "=");
		char *key = url_decode(s, k < n ? k : n, 1);

		if (n) {
			buf_adds(b, first ? "" : "&amp;");
			html_url_arg(b, key);
			if (k < n) {
				char *value = url_decode(s + k + 1, n - k - 1, 1);

				buf_addc(b, '=');
				html_url_arg(b, value);
				free(value);
			}
			first = 0;
		}
		free(key);
		s += n + (s[n] != '\0');
	}
}

/* a whole URL: only one on this site ("/..." but not "//..."), its bytes kept
 * as far as they are safe in a URL and an attribute */
static int local_url(struct buf *b, const char *s)
{
	static const char keep[] = "-._~/?#@!$()*+,;=:%";
	static const char hex[] = "0123456789ABCDEF";
	const unsigned char *p;

	if (s[0] != '/' || s[1] == '/' || s[1] == '\\') {
		buf_adds(b, "about:invalid");
		return -1;
	}
	for (p = (const unsigned char *)s; *p; p++) {
		if (*p == '&')
			buf_adds(b, "&amp;");
		else if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
			 strchr(keep, *p))
			buf_addc(b, (char)*p);
		else
			buf_addf(b, "%%%c%c", hex[*p >> 4], hex[*p & 15]);
	}
	return 0;
}

static void escape(struct render *r, const struct tmpl_node *n, const char *s, size_t len)
{
	switch (n->esc) {
	case E_TEXT:
		html_txtn(r->out, s, len);
		break;
	case E_URL_PATH:
		html_url_path(r->out, s);
		break;
	case E_URL_ARG:
		html_url_arg(r->out, s);
		break;
	case E_URL_QUERY:
		query_string(r->out, s);
		break;
	case E_URL_START:
		if (local_url(r->out, s) < 0)
			problem(r, n, "is not a URL on this site (it must start with one '/')");
		break;
	}
}

/* a value with its format, or as it is: text, a whole number, nothing for null */
static void render_var(struct render *r, const struct tmpl_node *n)
{
	struct tmpl_value v;
	const char *s;
	char num[32];
	size_t len;

	if (!lookup(r, &n->path, &v)) {
		problem(r, n, "is in no context");
		return;
	}
	if (n->fmt >= 0) {
		buf_clear(&r->scratch);
		if (tmpl_format(n->fmt, &v, &r->scratch) < 0)
			problem(r, n, "cannot be written with its format");
		else
			escape(r, n, r->scratch.data, r->scratch.len);
		return;
	}
	switch (tmpl_kind(&v)) {
	case TK_STRING:
		s = tmpl_text(&v, &len);
		escape(r, n, s, len);
		break;
	case TK_INTEGER:
		snprintf(num, sizeof(num), "%lld", (long long)tmpl_number(&v));
		escape(r, n, num, strlen(num));
		break;
	case TK_REAL:
		problem(r, n, "is a real number: it needs a format (g3, f4 ...)");
		break;
	case TK_NULL:
		break;
	default:
		problem(r, n, "is not text (an object, array or boolean)");
	}
}

static void render_nodes(struct render *r, const struct tmpl_nodes *l);

/* whether the section's value is there: truth, presence, or a format's non-empty text */
static int section_test(struct render *r, const struct tmpl_node *n, struct tmpl_value *v)
{
	if (!lookup(r, &n->path, v))
		*v = tmpl_json(NULL);
	if (n->fmt >= 0 && tmpl_kind(v) != TK_ABSENT) {
		buf_clear(&r->scratch);
		if (tmpl_format(n->fmt, v, &r->scratch) < 0)
			problem(r, n, "cannot be tested with its format");
		return r->scratch.len > 0;
	}
	return n->presence ? tmpl_kind(v) != TK_ABSENT && tmpl_kind(v) != TK_NULL : tmpl_truthy(v);
}

static void render_section(struct render *r, const struct tmpl_node *n)
{
	struct tmpl_value v, item;
	int yes = section_test(r, n, &v);
	size_t i, count;

	if (n->kind == N_INVERTED || !yes) {
		if (n->kind == N_INVERTED && !yes)
			render_nodes(r, &n->kids);
		return;
	}
	if (tmpl_kind(&v) != TK_ARRAY || n->presence || n->fmt >= 0) {
		if (push(r, n, &v, 0, 0, 0) == 0)
			render_nodes(r, &n->kids), r->depth--;
		return;
	}
	count = tmpl_size(&v);
	for (i = 0; i < count; i++) {
		tmpl_at(&v, i, &item);
		if (push(r, n, &item, i, count, 1) == 0)
			render_nodes(r, &n->kids), r->depth--;
	}
}

/* a partial, with the context it names if any */
static void render_partial(struct render *r, const struct tmpl_node *n)
{
	const struct tmpl *saved = r->t;
	struct tmpl_value v;
	int pushed = 0;

	if (n->has_arg) {
		if (!lookup(r, &n->path, &v)) {
			problem(r, n, "is given a context that is in no context");
			return;
		}
		if (push(r, n, &v, 0, 0, 0) < 0)
			return;
		pushed = 1;
	}
	r->t = &r->set->t[n->target];
	render_nodes(r, &r->t->top);
	r->t = saved;
	r->depth -= (size_t)pushed;
}

static void render_parent(struct render *r, const struct tmpl_node *n)
{
	const struct tmpl_nodes *blocks = r->blocks;
	const struct tmpl *saved = r->t, *blocks_t = r->blocks_t;

	r->blocks = &n->kids;
	r->blocks_t = r->t;
	r->t = &r->set->t[n->target];
	render_nodes(r, &r->t->top);
	r->t = saved;
	r->blocks = blocks;
	r->blocks_t = blocks_t;
}

/* a block: the child's override of it, else what the parent writes there */
static void render_block(struct render *r, const struct tmpl_node *n)
{
	const struct tmpl_nodes *blocks = r->blocks;
	const struct tmpl *saved = r->t;
	size_t i;

	for (i = 0; blocks && i < blocks->n; i++) {
		if (blocks->v[i].kind != N_BLOCK || strcmp(blocks->v[i].name, n->name))
			continue;
		r->blocks = NULL;
		r->t = r->blocks_t;
		render_nodes(r, &blocks->v[i].kids);
		r->t = saved;
		r->blocks = blocks;
		return;
	}
	render_nodes(r, &n->kids);
}

static void render_helper(struct render *r, const struct tmpl_node *n)
{
	struct tmpl_value v;

	if (n->has_arg && !lookup(r, &n->path, &v)) {
		problem(r, n, "is given a value that is in no context");
		return;
	}
	r->set->helpers[n->target].fn(r->out, n->has_arg ? &v : NULL, r->data);
}

static void render_nodes(struct render *r, const struct tmpl_nodes *l)
{
	size_t i;

	for (i = 0; i < l->n; i++) {
		const struct tmpl_node *n = &l->v[i];

		switch (n->kind) {
		case N_TEXT: buf_add(r->out, n->text, n->len); break;
		case N_VAR: render_var(r, n); break;
		case N_SECTION:
		case N_INVERTED: render_section(r, n); break;
		case N_PARTIAL: render_partial(r, n); break;
		case N_PARENT: render_parent(r, n); break;
		case N_BLOCK: render_block(r, n); break;
		case N_HELPER: render_helper(r, n); break;
		}
	}
}

int tmpl_render(const struct tmpl_set *set, const char *name, const struct tmpl_value *ctx, size_t n,
		void *data, struct buf *out, struct buf *problems)
{
	struct render r;
	size_t i;

	memset(&r, 0, sizeof(r));
	for (i = 0; i < set->n && strcmp(set->t[i].name, name); i++)
		;
	if (i == set->n)
		return -1;
	r.set = set;
	r.t = &set->t[i];
	r.data = data;
	r.out = out;
	r.problems = problems;
	buf_init(&r.scratch);
	for (i = 0; i < n && i < MAX_DEPTH; i++)
		r.f[r.depth++] = (struct frame){ ctx[i], 0, 0, 0 };
	render_nodes(&r, &r.t->top);
	buf_release(&r.scratch);
	return r.nproblems;
}
