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
 * {{*chart spec}}): each hands its argument to html.c or the chart code,
 * which escape what they take from the model, so markup is written in
 * those two places only.
 */

/* the hidden field of a form: the token the dispatcher decided before rendering */
static void helper_csrf(struct buf *out, const struct tmpl_value *arg, void *data)
{
	struct req *r = data;

	if (!r->csrf) {
		error("%s: a form with a CSRF field on a page whose route gives visitors no token", r->path);
		return;
	}
	html_hidden(out, "csrf", r->csrf);
}

/* a message body as sent, each line classed by its quote level */
static void helper_body(struct buf *out, const struct tmpl_value *arg, void *data)
{
	size_t n = 0;
	const char *body = arg ? tmpl_text(arg, &n) : NULL;

	html_body(out, body ? body : "", n, 0);
}

/* the same with each run of quoted lines folded (the thread page) */
static void helper_body_folded(struct buf *out, const struct tmpl_value *arg, void *data)
{
	size_t n = 0;
	const char *body = arg ? tmpl_text(arg, &n) : NULL;

	html_body(out, body ? body : "", n, 1);
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
