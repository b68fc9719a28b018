/* template.c: logic-less HTML templates: read once, checked for where each value stands (template.h) */
#include "template-int.h"

#include <stdlib.h>
#include <string.h>

#include "../core/banned.h"

/*
 * Design.  A template is read once, at start-up, into a tree of nodes:
 * literal text, values, sections, partials, parents and blocks, helpers.
 * While it is read, its literal HTML is followed by a small state machine
 * (the states a browser's tokenizer goes through: text, tag, attribute name,
 * quoted value, URL part, comment, raw text), so each value knows at load
 * time how it will be escaped, and a value where no escaping can make it
 * safe stops the load with the file, line and column.  A section must end
 * in the state it began in, so the state after it is the same whether it
 * renders zero, one or many times.  Rendering then only walks the tree:
 * lookups in the JSON model, one escaping function per value, no parsing.
 *
 * Why our own engine: no maintained C engine over JSON is packaged for
 * Debian 12, and template-glib (which is) is made for generating code over
 * GObject, not for escaped HTML (docs/web.md).
 */

static struct tmpl_node *nodes_add(struct tmpl_nodes *l)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 8;
		l->v = xrealloc(l->v, l->cap * sizeof(*l->v));
	}
	memset(&l->v[l->n], 0, sizeof(l->v[l->n]));
	l->v[l->n].fmt = -1;
	l->v[l->n].target = -1;
	return &l->v[l->n++];
}

static void path_free(struct tmpl_path *p)
{
	int i;

	for (i = 0; i < p->n; i++)
		free(p->seg[i]);
	free(p->seg);
}

static void nodes_free(struct tmpl_nodes *l)
{
	size_t i;

	for (i = 0; i < l->n; i++) {
		path_free(&l->v[i].path);
		free(l->v[i].name);
		free(l->v[i].text);
		nodes_free(&l->v[i].kids);
	}
	free(l->v);
}

/* ---------- parsing ---------- */

/* deeper than any page needs; a limit keeps a hostile template from exhausting the stack */
#define MAX_NESTING 64

struct parser {
	const char *name, *s;    /* the template's name and text */
	size_t n, pos;
	struct tmpl_html h;
	struct buf *err;
	int failed;
	int depth;               /* sections open */
	int trim_next;           /* the last tag ended "~}}" */
	size_t wpos;             /* where(): line and column of wpos, counted so far */
	int wline, wcol;
};

/* line and column of POS; positions come in order, so this counts each byte once */
static void where(struct parser *p, size_t pos, int *line, int *col)
{
	if (pos < p->wpos)
		p->wpos = 0, p->wline = 1, p->wcol = 1;
	for (; p->wpos < pos && p->wpos < p->n; p->wpos++) {
		if (p->s[p->wpos] == '\n')
			p->wline++, p->wcol = 1;
		else
			p->wcol++;
	}
	*line = p->wline;
	*col = p->wcol;
}

static void fail(struct parser *p, size_t pos, const char *what, const char *name)
{
	int line, col;

	if (p->failed)
		return;
	p->failed = 1;
	where(p, pos, &line, &col);
	buf_addf(p->err, "%s.html:%d:%d: %s", p->name, line, col, what);
	if (name)
		buf_addf(p->err, " '%s'", name);
	buf_addc(p->err, '\n');
}

/* "a.b.c", "." or "@first" into segments; -1 when it is no name */
static int path_parse(struct tmpl_path *p, const char *s)
{
	const char *q;

	memset(p, 0, sizeof(*p));
	if (!*s || strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.@") != strlen(s))
		return -1;
	if (!strcmp(s, "."))
		return 0;
	if (s[0] == '.' || s[strlen(s) - 1] == '.' || strstr(s, ".."))
		return -1;
	for (q = s; *q; q += strcspn(q, "."), q += *q == '.') {
		p->seg = xrealloc(p->seg, (size_t)(p->n + 1) * sizeof(*p->seg));
		p->seg[p->n++] = xstrndup(q, strcspn(q, "."));
	}
	return 0;
}

/* a tag's words: NAME, then an optional argument ("partial ctx", "path|format") */
static void tag_words(const char *tag, char **name, char **arg, char sep)
{
	size_t n = strcspn(tag, sep == ' ' ? " \t\n" : "|");
	const char *rest = tag + n;

	*name = xstrndup(tag, n);
	rest += strspn(rest, sep == ' ' ? " \t\n" : "|");
	*arg = *rest ? xstrdup(rest) : NULL;
}

static int trailing_space(const char *s, size_t n)
{
	return n > 0 && tmpl_html_space(s[n - 1]);
}

/* literal text [a, b) into L, trimmed as ~ asked, followed by the HTML state machine */
static void add_text(struct parser *p, struct tmpl_nodes *l, size_t a, size_t b, int trim_right)
{
	struct tmpl_node *t;
	int trim_left = p->trim_next;

	p->trim_next = 0;
	while (trim_left && a < b && tmpl_html_space(p->s[a]))
		a++;
	while (trim_right && trailing_space(p->s + a, b - a))
		b--;
	if (a == b)
		return;
	tmpl_html_follow(&p->h, p->s + a, b - a);
	t = nodes_add(l);
	t->kind = N_TEXT;
	t->text = xstrndup(p->s + a, b - a);
	t->len = b - a;
}

static void parse_list(struct parser *p, struct tmpl_nodes *l, const char *closing);

/* a section, inverted section or block: its body up to {{/name}}, ending in its starting state */
static void parse_body(struct parser *p, struct tmpl_node *t, size_t at)
{
	struct tmpl_html start = p->h;

	parse_list(p, &t->kids, t->name);
	if (!p->failed && !tmpl_html_same(&start, &p->h))
		fail(p, at, "the HTML around this section does not end as it began (a tag or quote opened"
		     " and not closed inside it)", t->name);
}

/* NAME or NAME|FORMAT into t's path and format */
static int name_and_format(struct parser *p, struct tmpl_node *t, const char *body, size_t at)
{
	char *fmt;

	tag_words(body, &t->name, &fmt, '|');
	if (path_parse(&t->path, t->name) < 0)
		fail(p, at, "not a name", t->name);
	else if (fmt && (t->fmt = tmpl_format_index(fmt)) < 0)
		fail(p, at, "no such format", fmt);
	free(fmt);
	return p->failed ? -1 : 0;
}

static void value_tag(struct parser *p, struct tmpl_node *t, const char *body, size_t at)
{
	const char *why;

	t->kind = N_VAR;
	if (name_and_format(p, t, body, at) == 0 && (why = tmpl_html_value(&p->h, &t->esc)))
		fail(p, at, why, t->name);
}

/* {{#x}} {{^x}} {{#?x}} {{$x}}: a node with a body (a section's value is tested, never written) */
static void open_tag(struct parser *p, struct tmpl_node *t, char sigil, const char *body, size_t at)
{
	/* <option{{#selected}} selected="selected"{{/selected}}>: a section ends a tag's name */
	tmpl_html_end_name(&p->h);
	if (p->h.st != S_TEXT && p->h.st != S_IN_TAG && p->h.st != S_VALUE_DQ && p->h.st != S_VALUE_SQ) {
		fail(p, at, "a section inside a tag or attribute name", body);
		return;
	}
	if (++p->depth > MAX_NESTING) {
		fail(p, at, "sections nested too deep", body);
		return;
	}
	if (sigil == '$') {
		t->kind = N_BLOCK;
		t->name = xstrdup(body);
		if (p->h.st != S_TEXT)
			fail(p, at, "a block outside element text", body);
	} else {
		t->kind = sigil == '#' ? N_SECTION : N_INVERTED;
		t->presence = *body == '?';
		name_and_format(p, t, body + t->presence, at);
	}
	if (!p->failed)
		parse_body(p, t, at);
	p->depth--;
}

/* {{>name}}, {{>name ctx}}, {{*helper}}, {{*helper arg}} and {{<parent}} */
static void call_tag(struct parser *p, struct tmpl_node *t, char sigil, const char *body, size_t at)
{
	char *arg;

	tag_words(body, &t->name, &arg, ' ');
	t->kind = sigil == '>' ? N_PARTIAL : sigil == '*' ? N_HELPER : N_PARENT;
	if (arg) {
		t->has_arg = 1;
		if (path_parse(&t->path, arg) < 0 || t->kind == N_PARENT)
			fail(p, at, "not an argument", arg);
	}
	free(arg);
	if (p->h.st != S_TEXT)
		fail(p, at, "a partial, parent or helper outside element text", t->name);
	if (t->kind == N_PARENT && !p->failed) {
		if (++p->depth > MAX_NESTING) {
			fail(p, at, "sections nested too deep", t->name);
			return;
		}
		parse_list(p, &t->kids, t->name);
		p->depth--;
	}
}

/* after a parent's body: only blocks, white space and comments */
static void check_parent(struct parser *p, struct tmpl_node *t, size_t at)
{
	size_t i, k;

	for (i = 0; i < t->kids.n; i++) {
		struct tmpl_node *c = &t->kids.v[i];

		if (c->kind == N_BLOCK)
			continue;
		for (k = 0; c->kind == N_TEXT && k < c->len && tmpl_html_space(c->text[k]); k++)
			;
		if (c->kind != N_TEXT || k < c->len)
			fail(p, at, "only blocks ({{$name}}) go inside a parent", t->name);
	}
}

/* One tag's text BODY (without braces and ~) at AT into L; 1 when it closes CLOSING. */
static int parse_tag(struct parser *p, struct tmpl_nodes *l, const char *body, const char *closing, size_t at)
{
	char sigil = *body;
	struct tmpl_node *t;

	if (sigil == '!')
		return 0;
	if (sigil == '/') {
		if (!closing || strcmp(body + 1, closing))
			fail(p, at, "a closing tag that closes nothing open", body + 1);
		return 1;
	}
	t = nodes_add(l);
	where(p, at, &t->line, &t->col);
	if (sigil == '#' || sigil == '^' || sigil == '$')
		open_tag(p, t, sigil, body + 1, at);
	else if (sigil == '>' || sigil == '*' || sigil == '<')
		call_tag(p, t, sigil, body + 1, at);
	else
		value_tag(p, t, body, at);
	if (t->kind == N_PARENT && !p->failed)
		check_parent(p, t, at);
	return 0;
}

/* the tag at p->pos ("{{"): its body, trimmed; the position after it; -1 unclosed */
static char *tag_body(struct parser *p, int *trim_left, int *trim_right)
{
	const char *a = p->s + p->pos + 2, *end = memmem(a, p->n - (size_t)(a - p->s), "}}", 2);
	size_t n;
	char *body;

	if (!end)
		return NULL;
	n = (size_t)(end - a);
	*trim_left = n && a[0] == '~';
	*trim_right = n > (size_t)*trim_left && a[n - 1] == '~';
	a += *trim_left;
	n -= (size_t)*trim_left + (size_t)*trim_right;
	while (n && tmpl_html_space(*a))
		a++, n--;
	while (n && tmpl_html_space(a[n - 1]))
		n--;
	body = xstrndup(a, n);
	p->pos = (size_t)(end - p->s) + 2;
	return body;
}

/* nodes up to the tag that closes CLOSING (NULL: the end of the text) */
static void parse_list(struct parser *p, struct tmpl_nodes *l, const char *closing)
{
	while (!p->failed) {
		const char *open = memmem(p->s + p->pos, p->n - p->pos, "{{", 2);
		size_t at = open ? (size_t)(open - p->s) : p->n, text = p->pos;
		int tl = 0, tr = 0, closed;
		char *body;

		if (!open) {
			add_text(p, l, text, p->n, 0);
			if (closing)
				fail(p, p->n, "a section that is never closed", closing);
			return;
		}
		p->pos = at;
		if (!(body = tag_body(p, &tl, &tr))) {
			fail(p, at, "a tag without its closing braces", NULL);
			return;
		}
		add_text(p, l, text, at, tl);
		/* "~}}": the literal after this tag loses its leading white space, even
		 * when that literal is the first of the section the tag opens */
		p->trim_next = tr;
		closed = parse_tag(p, l, body, closing, at);
		free(body);
		if (closed)
			return;
	}
}

/* ---------- loading: names resolved, cycles refused ---------- */

static int find_template(const struct tmpl_set *set, const char *name)
{
	size_t i;

	for (i = 0; i < set->n; i++)
		if (!strcmp(set->t[i].name, name))
			return (int)i;
	return -1;
}

static int find_helper(const struct tmpl_set *set, const char *name)
{
	size_t i;

	for (i = 0; i < set->nhelpers; i++)
		if (!strcmp(set->helpers[i].name, name))
			return (int)i;
	return -1;
}

static int resolve(struct tmpl_set *set, struct tmpl *t, struct tmpl_nodes *l, struct buf *err)
{
	size_t i;

	for (i = 0; i < l->n; i++) {
		struct tmpl_node *c = &l->v[i];

		if (c->kind == N_PARTIAL || c->kind == N_PARENT)
			c->target = find_template(set, c->name);
		else if (c->kind == N_HELPER)
			c->target = find_helper(set, c->name);
		else if (c->kind != N_TEXT && c->kind != N_VAR && resolve(set, t, &c->kids, err) < 0)
			return -1;
		if (c->target < 0 && (c->kind == N_PARTIAL || c->kind == N_PARENT || c->kind == N_HELPER)) {
			buf_addf(err, "%s.html:%d:%d: no such %s '%s'\n", t->name, c->line, c->col,
				 c->kind == N_HELPER ? "helper" : "template", c->name);
			return -1;
		}
		if (c->kind == N_PARENT && resolve(set, t, &c->kids, err) < 0)
			return -1;
	}
	return 0;
}

static int walk_uses(struct tmpl_set *set, struct tmpl *t, const struct tmpl_nodes *l, struct buf *err);

/* the helpers template I calls, through its partials; -1 when it includes itself */
static int uses_of(struct tmpl_set *set, int i, struct buf *err)
{
	struct tmpl *t = &set->t[i];

	if (t->visited)
		return 0;
	if (t->visiting) {
		buf_addf(err, "%s.html: includes itself (through its partials or parent)\n", t->name);
		return -1;
	}
	t->visiting = 1;
	if (walk_uses(set, t, &t->top, err) < 0)
		return -1;
	t->visiting = 0;
	t->visited = 1;
	return 0;
}

static int walk_uses(struct tmpl_set *set, struct tmpl *t, const struct tmpl_nodes *l, struct buf *err)
{
	size_t i;

	for (i = 0; i < l->n; i++) {
		const struct tmpl_node *c = &l->v[i];

		if (c->kind == N_HELPER)
			t->helpers |= 1u << c->target;
		if (c->kind == N_PARTIAL || c->kind == N_PARENT) {
			if (uses_of(set, c->target, err) < 0)
				return -1;
			t->helpers |= set->t[c->target].helpers;
		}
		if (walk_uses(set, t, &c->kids, err) < 0)
			return -1;
	}
	return 0;
}

static int parse_one(struct tmpl *t, const struct tmpl_source *src, struct buf *err)
{
	struct parser p;

	memset(&p, 0, sizeof(p));
	p.wline = p.wcol = 1;
	p.name = src->name;
	p.s = src->text;
	p.n = src->len;
	p.err = err;
	t->name = xstrdup(src->name);
	if (memchr(src->text, '\0', src->len))
		fail(&p, (size_t)((const char *)memchr(src->text, '\0', src->len) - src->text), "a NUL byte", NULL);
	else
		parse_list(&p, &t->top, NULL);
	if (!p.failed && p.h.st != S_TEXT)
		fail(&p, p.n, "the template ends inside a tag, comment or raw-text element", NULL);
	return p.failed ? -1 : 0;
}

struct tmpl_set *tmpl_load(const struct tmpl_source *src, size_t n,
			   const struct tmpl_helper *helpers, size_t nhelpers, struct buf *err)
{
	struct tmpl_set *set = xcalloc(1, sizeof(*set));
	size_t i;

	set->t = xcalloc(n + 1, sizeof(*set->t));
	set->helpers = helpers;
	set->nhelpers = nhelpers > 32 ? 32 : nhelpers;     /* a bit each in tmpl.helpers */
	for (i = 0; i < n; i++) {
		int twice = find_template(set, src[i].name) >= 0;

		set->n = i + 1;
		if (twice)
			buf_addf(err, "%s.html: two templates of that name\n", src[i].name);
		if (twice || parse_one(&set->t[i], &src[i], err) < 0)
			goto fail;
	}
	for (i = 0; i < set->n; i++)
		if (resolve(set, &set->t[i], &set->t[i].top, err) < 0)
			goto fail;
	for (i = 0; i < set->n; i++)
		if (uses_of(set, (int)i, err) < 0)
			goto fail;
	return set;
fail:
	tmpl_free(set);
	return NULL;
}

void tmpl_free(struct tmpl_set *set)
{
	size_t i;

	if (!set)
		return;
	for (i = 0; i < set->n; i++) {
		free(set->t[i].name);
		nodes_free(&set->t[i].top);
	}
	free(set->t);
	free(set);
}

size_t tmpl_count(const struct tmpl_set *set)
{
	return set->n;
}

const char *tmpl_name(const struct tmpl_set *set, size_t i)
{
	return i < set->n ? set->t[i].name : NULL;
}

int tmpl_uses(const struct tmpl_set *set, const char *name, const char *helper)
{
	int t = find_template(set, name), h = find_helper(set, helper);

	return t >= 0 && h >= 0 && (set->t[t].helpers >> h & 1);
}

static int reaches(const struct tmpl_set *set, const struct tmpl_nodes *l, int to, int depth)
{
	size_t i;

	for (i = 0; i < l->n && depth < 64; i++) {
		const struct tmpl_node *c = &l->v[i];

		if ((c->kind == N_PARTIAL || c->kind == N_PARENT) &&
		    (c->target == to || reaches(set, &set->t[c->target].top, to, depth + 1)))
			return 1;
		if (reaches(set, &c->kids, to, depth + 1))
			return 1;
	}
	return 0;
}

int tmpl_reaches(const struct tmpl_set *set, const char *from, const char *to)
{
	int f = find_template(set, from), t = find_template(set, to);

	return f >= 0 && t >= 0 && reaches(set, &set->t[f].top, t, 0);
}
