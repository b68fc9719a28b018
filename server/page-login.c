/* page-login.c: /login (the form and its POST) and /logout */
#include "server.h"

#include <string.h>

#include "auth.h"
#include "../core/banned.h"

/* the form, with what was wrong with the last one if anything */
static int login_form(struct req *r, const char *problem)
{
	return page_render(r, "login", json_pack("{s:s?}", "problem", problem));
}

int page_login(struct req *r)
{
	const char *name = req_field(r, "name");
	const char *pw = req_field(r, "password");
	int rc;

	if (!r->is_post)
		return login_form(r, NULL);
	if (!name || !pw || !*name || !*pw) {
		r->status = 400;
		return login_form(r, "Give a name and a password.");
	}
	rc = auth_login(r, name, pw);
	if (rc < 0)
		return -1;
	if (rc > 0) {
		r->status = 403;
		return login_form(r, "Wrong name or password.");
	}
	return req_redirect(r, 303, "/");
}

int page_logout(struct req *r)
{
	auth_logout(r);
	return req_redirect(r, 303, "/");
}
