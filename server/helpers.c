/* helpers.c: the templates' named helpers: markup computed in C (docs/web.md lists them) */
#include "server.h"

#include <string.h>

#include "chart-json.h"
#include "html.h"
#include "pages.h"
#include "helpers.h"
#include "../core/groups.h"
#include "../core/log.h"
#include "../core/banned.h"

/*
 * A template has no form that writes a value raw.  What must be markup
 * computed in C comes in through these, by name ({{*csrf}}, {{*body body}},
 * {{*chart spec}}): each writes through html.h, escaping what it takes from
 * the model, so the list of places that make markup is this file and the
 * chart code.
 */

/* Quote depth of a line: '>' marks, spaces between them allowed. */
static int quote_level(const char *s, size_t n)
{
	int level = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		if (s[i] == '>')
			level++;
		else if (s[i] != ' ' || !level)
			break;
	}
	return level;
}

static void line_out(struct buf *b, const char *s, size_t n, int level)
{
	if (!level) {
		html_txtn(b, s, n);
		html(b, "\n");
		return;
	}
	switch (level) {
	case 1: html(b, "<span class=\"q q1\">"); break;
	case 2: html(b, "<span class=\"q q2\">"); break;
	default: html(b, "<span class=\"q q3\">"); break;
	}
	html_txtn(b, s, n);
	html(b, "</span>\n");
}

/*
 * The body as sent, in monospace: wrapped tables keep their columns because
 * nothing is reflowed.  With FOLD, each run of quoted lines is folded into a
 * <details> (no script needed to open it).
 */
static void body_out(struct buf *b, const char *body, size_t len, int fold)
{
	const char *p = body, *end = body + len;
	int in_fold = 0;

	html(b, "<pre class=\"body\">");
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		int level = quote_level(p, n);

		if (fold && level && !in_fold) {
			html(b, "<details class=\"quote\"><summary>quoted text</summary>");
			in_fold = 1;
		} else if (fold && !level && in_fold) {
			html(b, "</details>");
			in_fold = 0;
		}
		line_out(b, p, n, level);
		p += n;
		if (p < end)
			p++;
	}
	if (in_fold)
		html(b, "</details>");
	html(b, "</pre>\n");
}

/* the hidden field of a form: the token the dispatcher decided before rendering */
static void helper_csrf(struct buf *out, const struct tmpl_value *arg, void *data)
{
	struct req *r = data;

	if (!r->csrf) {
		error("%s: a form with a CSRF field on a page whose route gives visitors no token", r->path);
		return;
	}
	html(out, "<input type=\"hidden\" name=\"csrf\" value=\"");
	html_attr(out, r->csrf);
	html(out, "\" />");
}

/* a message body as sent, each line classed by its quote level */
static void helper_body(struct buf *out, const struct tmpl_value *arg, void *data)
{
	size_t n = 0;
	const char *body = arg ? tmpl_text(arg, &n) : NULL;

	body_out(out, body ? body : "", n, 0);
}

/* the same with each run of quoted lines folded (the thread page) */
static void helper_body_folded(struct buf *out, const struct tmpl_value *arg, void *data)
{
	size_t n = 0;
	const char *body = arg ? tmpl_text(arg, &n) : NULL;

	body_out(out, body ? body : "", n, 1);
}

/* an SVG chart from its spec (chart-json.c), which is JSON */
static void helper_chart(struct buf *out, const struct tmpl_value *arg, void *data)
{
	if (!arg || arg->ops || chart_from_json(out, arg->json, jstr(arg->json, "id"), 0) < 0)
		error("%s: a chart helper given no chart spec", ((struct req *)data)->path);
}

/*
 * A digest as digest_render() wrote it (page-digest.c): Markdown whose every
 * piece of mail text was escaped, rendered by cmark-gfm without raw HTML and
 * checked well-formed.  The one place a template's output takes markup as
 * it is, and the reason this helper exists.
 */
static void helper_digest(struct buf *out, const struct tmpl_value *arg, void *data)
{
	size_t n = 0;
	const char *frag = arg ? tmpl_text(arg, &n) : NULL;

	if (frag)
		html_raw_UNSAFE(out, frag, n);
}

const struct tmpl_helper view_helpers[] = {
	{ "csrf", helper_csrf },
	{ "body", helper_body },
	{ "body_folded", helper_body_folded },
	{ "chart", helper_chart },
	{ "digest", helper_digest },
};
const size_t view_helper_count = sizeof(view_helpers) / sizeof(view_helpers[0]);
