/* route.c: the one route table, matched on the raw (still percent-encoded) path */
#include "server.h"

#include <stdlib.h>
#include <string.h>

#include "auth.h"
#include "../core/banned.h"

/*
 * URLs follow public-inbox, so links into an existing archive keep working:
 * /LIST/, /LIST/MID/, /LIST/MID/raw, /LIST/MID/T/, /LIST/MID/t.mbox.gz,
 * /LIST/new.atom.  A pattern word LIST or MID captures one raw path word and
 * decodes it, so a Message-ID holding %2F stays one word.  First path words
 * that our own pages use are reserved: no list may take them.
 */
#define GET 1
#define POST 2
#define MEMORY 4      /* served from memory: no session is loaded, no database */
#define VISITOR_FORM 8  /* forms for visitors too (the login form): a visitor's CSRF token */

struct route {
	const char *pattern;
	page_fn fn;
	int methods;
	const char *role;        /* NULL: anyone; "member"; "admin" */
};

static const struct route routes[] = {
	{ "/", page_home, GET, NULL },
	{ "/search", page_search, GET, NULL },
	{ "/static/*", page_static, GET | MEMORY, NULL },
	{ "/login", page_login, GET | POST | VISITOR_FORM, NULL },
	{ "/logout", page_logout, POST, NULL },
	{ "/upload", page_upload, GET | POST, "admin" },
	{ "/upload/*", page_upload_status, GET, "admin" },
	{ "/_bench/10k", page_bench, GET | MEMORY, NULL },
	{ "/_bench/slow", page_bench_slow, GET, NULL },
	{ "/api/agent/hello", page_agent_hello, POST, "agent" },
	{ "/api/agent/claim", page_agent_claim, POST, "agent" },
	{ "/api/agent/tasks/*", page_agent_task, POST, "agent" },
	{ "/api/hosts", page_api_hosts, GET, NULL },
	{ "/api/jobs", page_api_jobs, GET, NULL },
	{ "/api/jobs/*", page_api_job, GET, NULL },
	{ "/api/rerun-plan", page_api_rerun_plan, GET, NULL },
	{ "/hosts", page_hosts, GET | POST, NULL },
	{ "/jobs", page_jobs, GET, NULL },
	{ "/jobs/new", page_job_new, GET | POST, "member" },
	{ "/jobs/*", page_job, GET, NULL },
	{ "/compare", page_compare, GET, NULL },
	{ "/series/*", page_series, GET, NULL },
	{ "/claims", page_claims, GET, NULL },
	{ "/claims/*", page_claim, GET, NULL },
	{ "/reports/*", page_report, GET, NULL },
	{ "/systems", page_systems, GET, NULL },
	{ "/chart/*", page_chart, GET, NULL },
	{ "/api/compare", page_api_compare, GET, NULL },
	{ "/api/reports/*", page_api_report, GET, NULL },
	{ "/api/series/*", page_api_series, GET, NULL },
	{ "/api/claims", page_api_claims, GET, NULL },
	{ "/api/claims/*", page_api_claim, GET, NULL },
	{ "/api/systems", page_api_systems, GET, NULL },
	{ "/api/lists", page_api_lists, GET, NULL },
	{ "/api/search", page_api_search, GET, NULL },
	{ "/api/LIST/", page_api_list, GET, NULL },
	{ "/api/LIST/MID/", page_api_post, GET, NULL },
	{ "/api/LIST/MID/T/", page_api_thread, GET, NULL },
	{ "/digest/", page_digests, GET, NULL },
	{ "/digest/LIST/", page_digest, GET, NULL },
	{ "/digest/LIST/MID", page_digest, GET, NULL },   /* MID: a week or "atom" */
	{ "/LIST/", page_list, GET, NULL },
	{ "/LIST/new.atom", page_atom, GET, NULL },
	{ "/LIST/MID/", page_post, GET, NULL },
	{ "/LIST/MID/raw", page_raw, GET, NULL },
	{ "/LIST/MID/T/", page_thread, GET, NULL },
	{ "/LIST/MID/t.mbox.gz", page_mbox, GET, NULL },
};

static const char *const reserved[] = {
	"api", "chart", "claims", "compare", "digest", "login", "logout", "search",
	"series", "static", "systems", "upload", "admin", "hosts", "jobs", "agent", "reports",
	"favicon.ico", "robots.txt", NULL,
};

int route_reserved(const char *word)
{
	int i;

	for (i = 0; reserved[i]; i++)
		if (!strcmp(word, reserved[i]))
			return 1;
	return word[0] == '_' || word[0] == '.';
}

/* The next word of a path at *p (after its '/'); advances *p. */
static size_t next_word(const char **p)
{
	size_t n;

	if (**p == '/')
		(*p)++;
	n = strcspn(*p, "/");
	return n;
}

/* %00 would decode to a NUL that cuts the word short: such a word names nothing */
static int has_nul(const char *p, size_t n)
{
	size_t i;

	for (i = 0; i + 3 <= n; i++)
		if (p[i] == '%' && p[i + 1] == '0' && p[i + 2] == '0')
			return 1;
	return 0;
}

static int match(const char *pattern, const char *path, struct req *r)
{
	const char *pp = pattern, *p = path;
	char *list = NULL, *mid = NULL;

	while (*pp && *p) {
		size_t pn, n;

		if (*pp != '/' || *p != '/')
			break;
		pn = next_word(&pp);
		n = next_word(&p);
		if (pn == 1 && *pp == '*') {
			p += strlen(p);
			pp++;
			break;
		}
		if (pn == 4 && !strncmp(pp, "LIST", 4)) {
			if (!n || list || has_nul(p, n))
				break;
			list = url_decode(p, n, 0);
			if (route_reserved(list) || strchr(list, '/'))
				break;
		} else if (pn == 3 && !strncmp(pp, "MID", 3)) {
			if (!n || mid || has_nul(p, n))
				break;
			mid = url_decode(p, n, 0);
		} else if (pn != n || strncmp(pp, p, n)) {
			break;
		}
		pp += pn;
		p += n;
	}
	if (*pp || *p) {
		free(list);
		free(mid);
		return 0;
	}
	r->list = list;
	r->mid = mid;
	return 1;
}

static const struct route *find(struct req *r, const char *path)
{
	size_t i;

	for (i = 0; i < sizeof(routes) / sizeof(routes[0]); i++)
		if (match(routes[i].pattern, path, r))
			return &routes[i];
	return NULL;
}

/* public-inbox answers /LIST/MID as /LIST/MID/: a link without the slash works */
static int try_slash(struct req *r)
{
	struct buf b = BUF_INIT;
	const struct route *rt;
	int ret = 0;

	buf_adds(&b, r->path);
	buf_addc(&b, '/');
	rt = find(r, b.data);
	if (rt && (rt->methods & GET)) {
		if (*r->query) {
			buf_addc(&b, '?');
			buf_adds(&b, r->query);
		}
		req_redirect(r, 301, b.data);
		ret = 1;
	}
	buf_release(&b);
	return ret;
}

int route_match(struct req *r)
{
	const struct route *rt = find(r, r->path);

	return rt ? (int)(rt - routes) : -1;
}

static int allowed(const char *have, const char *want)
{
	if (!want)
		return 1;
	if (!have)
		return 0;
	return !strcmp(have, "admin") || !strcmp(have, want);
}

int route_in_memory(const char *path)
{
	size_t i, n;

	for (i = 0; i < sizeof(routes) / sizeof(routes[0]); i++) {
		if (!(routes[i].methods & MEMORY))
			continue;
		n = strlen(routes[i].pattern);
		if (routes[i].pattern[n - 1] == '*' ? !strncmp(path, routes[i].pattern, n - 1)
						    : !strcmp(path, routes[i].pattern))
			return 1;
	}
	return 0;
}

/*
 * The token forms carry is decided before a page renders, not while its
 * HTML is written: a session's own, or on a page with forms for visitors a
 * visitor's, whose cookie is set here (so no other page sets one, and pages
 * for visitors stay cacheable).
 */
static void decide_csrf(struct req *r, const struct route *rt)
{
	if (r->user)
		r->csrf = r->user->csrf;
	else if (rt && (rt->methods & VISITOR_FORM))
		r->csrf = auth_visitor_csrf(r);
}

static int dispatch(struct req *r)
{
	const struct route *rt;
	int method = r->is_post ? POST : GET;

	if (strcmp(r->method, "GET") && strcmp(r->method, "HEAD") && !r->is_post)
		return req_fail(r, 405, "Only GET, HEAD and POST are served here.");
	if (r->path[0] != '/')
		return req_fail(r, 400, "The path must start with a slash.");
	rt = find(r, r->path);
	if (!rt || !(rt->methods & MEMORY))
		auth_load_session(r);
	decide_csrf(r, rt);
	if (!rt) {
		if (!r->is_post && r->path[strlen(r->path) - 1] != '/' && try_slash(r))
			return 0;
		return req_fail(r, 404, "There is no page at this address.");
	}
	if (!(rt->methods & method))
		return req_fail(r, 405, "This page does not take that method.");
	/* agents prove themselves with a bearer token (api-agent.c), not a session */
	if (rt->role && !strcmp(rt->role, "agent"))
		return rt->fn(r);
	if ((rt->fn == page_bench || rt->fn == page_bench_slow) && !r->srv->bench_page)
		return req_fail(r, 404, "There is no page at this address.");
	if (!allowed(r->user ? r->user->role : NULL, rt->role))
		return req_fail(r, 403, r->user ? "Your account may not use this page."
				: "This page is for logged-in users; log in first.");
	if (r->is_post && auth_check_csrf(r) < 0)
		return req_fail(r, 403, "The form's CSRF token is missing or wrong. "
				"Reload the page that holds the form and send it again.");
	return rt->fn(r);
}

int route_dispatch(struct req *r)
{
	int ret = dispatch(r);

	if (r->failed)
		page_error(r);
	return ret;
}
