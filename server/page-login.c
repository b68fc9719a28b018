/* page-login.c: /login (the form and its POST) and /logout */
#include "server.h"

#include <string.h>

#include "auth.h"
#include "html.h"
#include "../core/banned.h"

static void form(struct req *r, const char *problem)
{
	struct buf *b = &r->out;

	html_page_begin(r, "Log in");
	html(b, "<h1>Log in</h1>\n");
	if (problem) {
		html(b, "<p class=\"error\">");
		html_txt(b, problem);
		html(b, "</p>\n");
	}
	html(b, "<form class=\"login\" action=\"/login\" method=\"post\">\n");
	html_csrf(r);
	html(b, "\n<label>name <input name=\"name\" autocomplete=\"username\" required=\"required\" /></label>\n"
		"<label>password <input type=\"password\" name=\"password\" autocomplete=\"current-password\" required=\"required\" /></label>\n"
		"<button type=\"submit\">log in</button>\n</form>\n"
		"<p>Reading needs no account. Accounts are made with <code>schedlore user add</code>.</p>\n");
	html_page_end(r);
}

int page_login(struct req *r)
{
	const char *name = req_field(r, "name");
	const char *pw = req_field(r, "password");
	int rc;

	if (!r->is_post) {
		form(r, NULL);
		return 0;
	}
	if (!name || !pw || !*name || !*pw) {
		r->status = 400;
		form(r, "Give a name and a password.");
		return 0;
	}
	rc = auth_login(r, name, pw);
	if (rc < 0)
		return -1;
	if (rc > 0) {
		r->status = 403;
		form(r, "Wrong name or password.");
		return 0;
	}
	return req_redirect(r, 303, "/");
}

int page_logout(struct req *r)
{
	auth_logout(r);
	return req_redirect(r, 303, "/");
}
