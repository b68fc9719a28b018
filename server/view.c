/* view.c: a page is its model rendered through its template (templates/), inside the page shell */
#include "server.h"

#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "../core/log.h"
#include "../core/banned.h"

/*
 * A template sees two contexts: the page's model (what /api serves for
 * it), and under it "request": what the shell needs from the request and
 * not from the model (the user and role, the list the page belongs to).
 * The CSRF token is not in either: the dispatcher decided it before the
 * page was rendered (route.c), and the csrf helper writes it.
 */

int view_load(struct server *srv)
{
	struct buf err = BUF_INIT;

	srv->templates = tmpl_load(tmpl_embedded, tmpl_embedded_count, view_helpers, view_helper_count, &err);
	if (!srv->templates)
		error("the templates do not load:\n%s", err.data);
	buf_release(&err);
	return srv->templates ? 0 : -1;
}

/*
 * The section of the navigation bar a page belongs to, by its first path
 * word, as a flag for each section (every one named, so a template never
 * finds a model's own "lists" in its place); a list's pages are "lists".
 */
static json_t *section_of(const struct req *r)
{
	static const struct { const char *word, *section; } words[] = {
		{ "", "lists" }, { "compare", "compare" }, { "series", "compare" }, { "claims", "claims" },
		{ "systems", "systems" }, { "reports", "systems" }, { "jobs", "reruns" }, { "hosts", "reruns" },
		{ "digest", "digests" }, { "search", "search" },
	};
	static const char *const sections[] = { "lists", "compare", "claims", "systems", "reruns", "digests",
						"search", NULL };
	const char *p = r->path + (r->path[0] == '/'), *at = r->list ? "lists" : "";
	size_t n = strcspn(p, "/"), i;
	json_t *o = json_object();

	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strlen(words[i].word) == n && !strncmp(p, words[i].word, n))
			at = words[i].section;
	for (i = 0; sections[i]; i++)
		json_object_set_new(o, sections[i], json_boolean(!strcmp(at, sections[i])));
	return o;
}

static json_t *request_view(struct req *r)
{
	json_t *user = json_null();

	if (r->user)
		user = json_pack("{s:s, s:s, s:b}", "name", r->user->name, "role", r->user->role,
				 "admin", !strcmp(r->user->role, "admin"));
	return json_pack("{s:{s:o, s:o, s:s, s:o}}", "request", "list", r->list ? json_string(r->list) : json_null(),
			 "user", user, "query", r->query, "at", section_of(r));
}

int page_render_value(struct req *r, const char *name, const struct tmpl_value *model)
{
	json_t *request = request_view(r);
	struct tmpl_value ctx[2] = { tmpl_json(request), *model };
	struct buf problems = BUF_INIT;
	int n;

	r->type = "text/html; charset=utf-8";
	n = tmpl_render(r->srv->templates, name, ctx, 2, r, &r->out, &problems);
	r->template = name;
	r->template_problems = n;
	if (n < 0)
		error("there is no template '%s'", name);
	else if (n > 0)
		error("template '%s' for %s:\n%s", name, r->path, problems.data);
	buf_release(&problems);
	json_decref(request);
	return 0;
}

int page_render(struct req *r, const char *name, json_t *model)
{
	struct tmpl_value m = tmpl_json(model);

	page_render_value(r, name, &m);
	json_decref(model);
	return 0;
}

/* {"error": STATUS, "title", "message"}: the API's error, and the error page's model */
static json_t *error_model(struct req *r)
{
	return json_pack("{s:i, s:s, s:s}", "error", r->status, "title", req_status_title(r->status),
			 "message", r->fail_message ? r->fail_message : "");
}

void page_error(struct req *r)
{
	json_t *m = error_model(r);

	buf_clear(&r->out);
	r->out_is_gzip = 0;
	if (!strncmp(r->path, "/api/", 5)) {
		char *text = json_dumps(m, JSON_COMPACT);

		r->type = "application/json";
		buf_adds(&r->out, text);
		buf_addc(&r->out, '\n');
		free(text);
		json_decref(m);
		return;
	}
	/* what a 403 asks of the reader: to log in, or an account with another role */
	json_object_set_new(m, "needs_login", json_boolean(r->status == 403 && !r->user));
	json_object_set_new(m, "needs_role", json_boolean(r->status == 403 && r->user));
	page_render(r, "error", m);
}
