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

/* the hidden field of a form: the token the dispatcher decided before rendering */
static void helper_csrf(struct buf *out, json_t *arg, void *data)
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
static void helper_body(struct buf *out, json_t *arg, void *data)
{
	html_body(out, json_string_value(arg), 0);
}

/* the same with each run of quoted lines folded (the thread page) */
static void helper_body_folded(struct buf *out, json_t *arg, void *data)
{
	html_body(out, json_string_value(arg), 1);
}

/* an SVG chart from its spec (chart-json.c) */
static void helper_chart(struct buf *out, json_t *arg, void *data)
{
	chart_from_json(out, arg, jstr(arg, "id"), 0);
}

const struct tmpl_helper view_helpers[] = {
	{ "csrf", helper_csrf },
	{ "body", helper_body },
	{ "body_folded", helper_body_folded },
	{ "chart", helper_chart },
};
const size_t view_helper_count = sizeof(view_helpers) / sizeof(view_helpers[0]);
