/* template.h: logic-less HTML templates (templates/), each value escaped for where it stands */
#ifndef SCHEDLORE_TEMPLATE_H
#define SCHEDLORE_TEMPLATE_H

#include <jansson.h>
#include <stddef.h>

#include "../core/buf.h"

/*
 * The language (docs/web.md has the long form):
 *
 *   {{name}} {{a.b}} {{.}}     a value of the model, escaped by where it stands
 *   {{name|format}}            through a named format (dates, numbers, subjects)
 *   {{#name}}..{{/name}}       a section: each item of an array, or once for a
 *                              value that is not null, false, "" or []
 *   {{^name}}..{{/name}}       once when that value is null, false, "", [] or absent
 *   {{#?name}} {{^?name}}      the same, testing only for presence (not null)
 *   {{>partial}} {{>partial name}}   another template, with the same or that context
 *   {{<parent}}{{$block}}..{{/block}}..{{/parent}}   the parent template, its
 *                              blocks replaced by these
 *   {{*helper}} {{*helper name}}     markup computed in C (a chart, a body)
 *   {{!comment}}   {{~ and ~}} drop the white space before or after a tag
 *   @index @number @first @last      of the innermost array being walked
 *
 * There is no form that writes a value unescaped.  The escaping follows from
 * the position, found by reading the template's HTML as a browser would:
 * element text and quoted attributes get entities; in a URL attribute (href,
 * src, action ...) a value is a path word (percent-encoded, '/' included), a
 * query argument after '=', a whole query string where arguments begin, or a
 * whole local URL at the very start (which must start with one '/').  A value
 * in an unquoted attribute, a tag or attribute name, a comment, <script>,
 * <style>, an on*= or style= attribute is an error when the templates load.
 */

/* A template's text, compiled into the binary (tools/embed-templates.sh). */
struct tmpl_source {
	const char *name;        /* "post" for templates/post.html */
	const char *text;
	size_t len;
};
extern const struct tmpl_source tmpl_embedded[];
extern const size_t tmpl_embedded_count;

/*
 * What a template reads: a JSON value (ops NULL), or a value a model of its
 * own hands out through ops, read in place (the thread page reads its rows
 * so: page-thread.c).  Small, passed by value, nothing to free.
 */
enum tmpl_kind { TK_ABSENT, TK_NULL, TK_FALSE, TK_TRUE, TK_INTEGER, TK_REAL, TK_STRING, TK_ARRAY, TK_OBJECT };

struct tmpl_value {
	const struct tmpl_ops *ops;
	json_t *json;            /* ops NULL: this JSON value */
	const void *model;       /* for ops */
	long a, b;
};

struct tmpl_ops {
	enum tmpl_kind (*kind)(const struct tmpl_value *v);
	/* an object's member KEY into *out; 0 when it has none */
	int (*get)(const struct tmpl_value *v, const char *key, struct tmpl_value *out);
	size_t (*size)(const struct tmpl_value *v);
	void (*at)(const struct tmpl_value *v, size_t i, struct tmpl_value *out);
	const char *(*text)(const struct tmpl_value *v, size_t *len);
	double (*number)(const struct tmpl_value *v);
};

struct tmpl_value tmpl_json(json_t *j);
enum tmpl_kind tmpl_kind(const struct tmpl_value *v);
int tmpl_get(const struct tmpl_value *v, const char *key, struct tmpl_value *out);
size_t tmpl_size(const struct tmpl_value *v);
void tmpl_at(const struct tmpl_value *v, size_t i, struct tmpl_value *out);
/* a string's bytes (and length), or NULL for any other kind */
const char *tmpl_text(const struct tmpl_value *v, size_t *len);
/* an integer's or real's value, else NAN */
double tmpl_number(const struct tmpl_value *v);

/* Markup computed in C for ARG (NULL without an argument); DATA is the renderer's caller's. */
typedef void (*tmpl_helper_fn)(struct buf *out, const struct tmpl_value *arg, void *data);
struct tmpl_helper {
	const char *name;
	tmpl_helper_fn fn;
};

struct tmpl_set;

/*
 * Parse every source (names unique) and check them: contexts, partials,
 * parents and helpers that exist, no partial that includes itself.  NULL
 * after writing why to ERR as "NAME.html:LINE:COL: what".
 */
struct tmpl_set *tmpl_load(const struct tmpl_source *src, size_t n,
			   const struct tmpl_helper *helpers, size_t nhelpers, struct buf *err);
void tmpl_free(struct tmpl_set *set);
size_t tmpl_count(const struct tmpl_set *set);
const char *tmpl_name(const struct tmpl_set *set, size_t i);
/* whether FROM includes TO as a partial or parent, itself or through others */
int tmpl_reaches(const struct tmpl_set *set, const char *from, const char *to);
/* whether NAME, or a template it includes, calls HELPER */
int tmpl_uses(const struct tmpl_set *set, const char *name, const char *helper);

/*
 * Render NAME against the context stack CTX[0..n) (the last is looked in
 * first), appending to OUT.  What cannot be resolved (a name in no context,
 * a value that is not text, a real number without a format) renders as
 * nothing and is described in PROBLEMS (may be NULL).  Returns the number of
 * problems, or -1 when there is no template NAME.
 */
int tmpl_render(const struct tmpl_set *set, const char *name, const struct tmpl_value *ctx, size_t n,
		void *data, struct buf *out, struct buf *problems);

#endif
