/* template-render.c: a parsed template rendered against JSON: lookups, named formats, escaping by place */
#include "template-int.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "server.h"
#include "../core/text.h"
#include "../core/banned.h"

/*
 * Names are looked up as mustache does: the first word in the innermost
 * context that has it, the rest inside that value.  What cannot be shown is
 * not guessed at: it renders as nothing and is reported, and the template
 * unit test fails on any such report (tests/unit/test-template.c).
 */

/* what a section renders: not null, false, "", [] or absent */
static int truthy(json_t *v)
{
	return v && !json_is_null(v) && !json_is_false(v) &&
	       !(json_is_string(v) && !json_string_length(v)) && !(json_is_array(v) && !json_array_size(v));
}

/* ---------- named formats: numbers, dates, the subject rule ---------- */

static int fmt_number(json_t *v, struct buf *b, const char *spec)
{
	double d = json_is_number(v) ? json_number_value(v) : NAN;

	if (!json_is_number(v) && !json_is_null(v))
		return -1;
	if (!isfinite(d)) {
		buf_adds(b, "n/a");
		return 0;
	}
	buf_addf(b, spec, d == 0 ? 0 : d);    /* no "-0" */
	return 0;
}

static int fmt_g3(json_t *v, struct buf *b) { return fmt_number(v, b, "%.3g"); }
static int fmt_g4(json_t *v, struct buf *b) { return fmt_number(v, b, "%.4g"); }
static int fmt_g6(json_t *v, struct buf *b) { return fmt_number(v, b, "%.6g"); }
static int fmt_g10(json_t *v, struct buf *b) { return fmt_number(v, b, "%.10g"); }
static int fmt_f1(json_t *v, struct buf *b) { return fmt_number(v, b, "%.1f"); }
static int fmt_f4(json_t *v, struct buf *b) { return fmt_number(v, b, "%.4f"); }

/* a number in the fewest digits that read back as the same number, as PostgreSQL writes a float8 */
static int fmt_num(json_t *v, struct buf *b)
{
	char s[40];
	double d = json_number_value(v);
	int prec;

	if (!json_is_number(v))
		return json_is_null(v) ? 0 : -1;
	if (json_is_integer(v)) {
		buf_addf(b, "%lld", (long long)json_integer_value(v));
		return 0;
	}
	for (prec = 15; prec < 17; prec++) {
		snprintf(s, sizeof(s), "%.*g", prec, d);
		if (strtod(s, NULL) == d)
			break;
	}
	buf_addf(b, "%.*g", prec, d);
	return 0;
}

/* a count: the whole part of a number */
static int fmt_int(json_t *v, struct buf *b)
{
	if (!json_is_number(v) || !isfinite(json_number_value(v)) || fabs(json_number_value(v)) > 1e15)
		return -1;
	buf_addf(b, "%lld", (long long)json_number_value(v));
	return 0;
}

/* "2007-10-19T14:02:00Z" -> "2007-10-19 14:02" (UTC, as every date of the model) */
static int fmt_date(json_t *v, struct buf *b)
{
	const char *s = json_string_value(v);
	size_t n;

	if (json_is_null(v))
		return 0;
	if (!s)
		return -1;
	n = strlen(s);
	buf_add(b, s, n >= 16 ? 10 : n);
	if (n >= 16) {
		buf_addc(b, ' ');
		buf_add(b, s + 11, 5);
	}
	return 0;
}

static int fmt_subject(json_t *v, struct buf *b)
{
	if (!json_is_null(v) && !json_is_string(v))
		return -1;
	buf_adds(b, subject_or_none(json_string_value(v)));
	return 0;
}

/* any value as compact JSON text (a check's rows, a rerun's environment) */
static int fmt_json(json_t *v, struct buf *b)
{
	char *s = json_dumps(v, JSON_COMPACT | JSON_ENCODE_ANY);

	if (!s)
		return -1;
	buf_adds(b, s);
	free(s);
	return 0;
}

/* any value as JSON text with ", " and ": " between, as PostgreSQL prints jsonb */
static int fmt_json_text(json_t *v, struct buf *b)
{
	char *s = json_dumps(v, JSON_ENCODE_ANY);

	if (!s)
		return -1;
	buf_adds(b, s);
	free(s);
	return 0;
}

/* a fact or a claim's value: text, yes/no, a number; nothing for null */
static int fmt_value(json_t *v, struct buf *b)
{
	if (json_is_string(v))
		buf_adds(b, json_string_value(v));
	else if (json_is_boolean(v))
		buf_adds(b, json_is_true(v) ? "yes" : "no");
	else if (json_is_integer(v))
		buf_addf(b, "%lld", (long long)json_integer_value(v));
	else if (json_is_real(v))
		buf_addf(b, "%.6g", json_real_value(v));
	else if (!json_is_null(v))
		return -1;
	return 0;
}

/* a thread's depth as the style sheet's indent classes go: d0 to d12 */
static int fmt_indent(json_t *v, struct buf *b)
{
	if (!json_is_integer(v))
		return -1;
	buf_addf(b, "%lld", json_integer_value(v) > 12 ? 12LL : (long long)json_integer_value(v));
	return 0;
}

/* how many: a number, or the items of an array */
static int count_of(json_t *v, double *n)
{
	if (json_is_array(v))
		*n = (double)json_array_size(v);
	else if (json_is_number(v))
		*n = json_number_value(v);
	else
		return -1;
	return 0;
}

/* "one" for 1 (or an array of one), else nothing: {{#n|one}}1 post{{/n}} */
static int fmt_one(json_t *v, struct buf *b)
{
	double n;

	if (count_of(v, &n) < 0)
		return -1;
	if (n == 1)
		buf_adds(b, "one");
	return 0;
}

/* the items of an array: {{sources|count}} */
static int fmt_count(json_t *v, struct buf *b)
{
	if (!json_is_array(v))
		return -1;
	buf_addf(b, "%zu", json_array_size(v));
	return 0;
}

/* "some" for a value a section would render, else nothing: {{#claims|some}} tests an
 * array once, where {{#claims}} would walk it */
static int fmt_some(json_t *v, struct buf *b)
{
	if (truthy(v))
		buf_adds(b, "some");
	return 0;
}

/* "s" but for 1: {{n}} post{{n|plural}} */
static int fmt_plural(json_t *v, struct buf *b)
{
	double n;

	if (count_of(v, &n) < 0)
		return -1;
	if (n != 1)
		buf_addc(b, 's');
	return 0;
}

static const struct {
	const char *name;
	int (*fn)(json_t *v, struct buf *b);
} formats[] = {
	{ "date", fmt_date }, { "subject", fmt_subject }, { "int", fmt_int },
	{ "g3", fmt_g3 }, { "g4", fmt_g4 }, { "g6", fmt_g6 }, { "g10", fmt_g10 },
	{ "f1", fmt_f1 }, { "f4", fmt_f4 }, { "num", fmt_num }, { "json", fmt_json },
	{ "json_text", fmt_json_text }, { "value", fmt_value },
	{ "indent", fmt_indent }, { "one", fmt_one }, { "plural", fmt_plural }, { "count", fmt_count },
	{ "some", fmt_some },
};
#define NFORMATS (sizeof(formats) / sizeof(formats[0]))

int tmpl_format_index(const char *name)
{
	size_t i;

	for (i = 0; i < NFORMATS; i++)
		if (!strcmp(formats[i].name, name))
			return (int)i;
	return -1;
}

/* ---------- rendering ---------- */

#define MAX_DEPTH 96

struct frame {
	json_t *v;
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
	json_t *meta;                    /* @index, @first ... of the last lookup */
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

static int push(struct render *r, const struct tmpl_node *n, json_t *v, size_t index, size_t count, int item)
{
	if (r->depth == MAX_DEPTH) {
		problem(r, n, "is nested too deep");
		return -1;
	}
	r->f[r->depth++] = (struct frame){ v, index, count, item };
	return 0;
}

/* @index, @number, @first, @last of the innermost array item */
static int loop_meta(struct render *r, const char *name, json_t **v)
{
	size_t i = r->depth;

	while (i > 0 && !r->f[i - 1].item)
		i--;
	if (!i)
		return 0;
	json_decref(r->meta);
	if (!strcmp(name, "@index"))
		r->meta = json_integer((json_int_t)r->f[i - 1].index);
	else if (!strcmp(name, "@number"))
		r->meta = json_integer((json_int_t)r->f[i - 1].index + 1);
	else if (!strcmp(name, "@first"))
		r->meta = json_boolean(r->f[i - 1].index == 0);
	else if (!strcmp(name, "@last"))
		r->meta = json_boolean(r->f[i - 1].index + 1 == r->f[i - 1].count);
	else
		r->meta = NULL;
	*v = r->meta;
	return r->meta != NULL;
}

/* the value P names: 1 when found (*v may be JSON null), 0 when no context has it */
static int lookup(struct render *r, const struct tmpl_path *p, json_t **v)
{
	size_t i;
	int k;

	if (!p->n) {
		*v = r->depth ? r->f[r->depth - 1].v : NULL;
		return r->depth > 0;
	}
	if (p->seg[0][0] == '@')
		return p->n == 1 && loop_meta(r, p->seg[0], v);
	for (i = r->depth; i-- > 0;) {
		json_t *x = json_object_get(r->f[i].v, p->seg[0]);

		if (!x)
			continue;
		/* inside a null there is only null ("system.cpu_model" of no system) */
		for (k = 1; k < p->n && x && !json_is_null(x); k++)
			x = json_object_get(x, p->seg[k]);
		*v = x;
		return x != NULL;
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
	json_t *v;
	char num[32];

	if (!lookup(r, &n->path, &v)) {
		problem(r, n, "is in no context");
		return;
	}
	if (n->fmt >= 0) {
		buf_clear(&r->scratch);
		if (formats[n->fmt].fn(v, &r->scratch) < 0) {
			problem(r, n, "cannot be written with its format");
			return;
		}
		escape(r, n, r->scratch.data, r->scratch.len);
		return;
	}
	if (json_is_string(v)) {
		escape(r, n, json_string_value(v), json_string_length(v));
	} else if (json_is_integer(v)) {
		snprintf(num, sizeof(num), "%lld", (long long)json_integer_value(v));
		escape(r, n, num, strlen(num));
	} else if (json_is_real(v)) {
		problem(r, n, "is a real number: it needs a format (g3, f4 ...)");
	} else if (!json_is_null(v)) {
		problem(r, n, "is not text (an object, array or boolean)");
	}
}

static void render_nodes(struct render *r, const struct tmpl_nodes *l);

/* whether the section's value is there: truth, presence, or a format's non-empty text */
static int section_test(struct render *r, const struct tmpl_node *n, json_t **v)
{
	int found = lookup(r, &n->path, v);

	if (!found)
		*v = NULL;
	if (n->fmt >= 0 && found) {
		buf_clear(&r->scratch);
		if (formats[n->fmt].fn(*v, &r->scratch) < 0)
			problem(r, n, "cannot be tested with its format");
		return r->scratch.len > 0;
	}
	return n->presence ? *v && !json_is_null(*v) : truthy(*v);
}

static void render_section(struct render *r, const struct tmpl_node *n)
{
	json_t *v;
	int yes = section_test(r, n, &v);
	size_t i, count;

	if (n->kind == N_INVERTED || !yes) {
		if (n->kind == N_INVERTED && !yes)
			render_nodes(r, &n->kids);
		return;
	}
	if (!json_is_array(v) || n->presence || n->fmt >= 0) {
		if (push(r, n, v, 0, 0, 0) == 0)
			render_nodes(r, &n->kids), r->depth--;
		return;
	}
	count = json_array_size(v);
	for (i = 0; i < count; i++)
		if (push(r, n, json_array_get(v, i), i, count, 1) == 0)
			render_nodes(r, &n->kids), r->depth--;
}

/* a partial, with the context it names if any */
static void render_partial(struct render *r, const struct tmpl_node *n)
{
	const struct tmpl *saved = r->t;
	json_t *v = NULL;
	int pushed = 0;

	if (n->has_arg) {
		if (!lookup(r, &n->path, &v)) {
			problem(r, n, "is given a context that is in no context");
			return;
		}
		if (push(r, n, v, 0, 0, 0) < 0)
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
	json_t *v = NULL;

	if (n->has_arg && !lookup(r, &n->path, &v)) {
		problem(r, n, "is given a value that is in no context");
		return;
	}
	r->set->helpers[n->target].fn(r->out, v, r->data);
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

int tmpl_render(const struct tmpl_set *set, const char *name, json_t *const *ctx, size_t n,
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
	json_decref(r.meta);
	return r.nproblems;
}
