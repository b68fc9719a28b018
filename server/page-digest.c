/* page-digest.c: /digest/LIST/ (weeks), /digest/LIST/YEAR-Www (a digest), /digest/LIST/atom (feed) */
#include "server.h"

#include <string.h>

#include "html.h"
#include "../digest/digest.h"
#include "../core/banned.h"

/*
 * The digest itself is made by digest_render() (digest/, docs/digest.md):
 * Markdown with every piece of mail text escaped, rendered by cmark-gfm
 * without raw HTML and checked well-formed, so the fragment it returns is
 * markup we made; it enters the page shell through html_raw_UNSAFE() for
 * that reason alone.  Links are relative (base URL ""), so they stay on
 * this server.
 */

static int weeks_page(struct req *r, struct db *db)
{
	struct digest_week *weeks;
	struct buf *b = &r->out;
	size_t n, i;

	if (digest_weeks(db, r->list, &weeks, &n) < 0)
		return req_fail(r, 503, "The database did not answer.");
	if (!n) {
		digest_weeks_free(weeks);
		return req_fail(r, 404, "There is no list of that name, or it has no dated posts.");
	}
	html_page_begin(r, r->list);
	html(b, "<h1>Digests of ");
	html_txt(b, r->list);
	html(b, "</h1>\n<p class=\"meta\"><a href=\"/digest/");
	html_url_path(b, r->list);
	html(b, "/atom\">Atom feed</a></p>\n<ul class=\"weeks\">\n");
	for (i = 0; i < n; i++) {
		html(b, "<li><a href=\"/digest/");
		html_url_path(b, r->list);
		html(b, "/");
		html_url_path(b, weeks[i].week);
		html(b, "\">");
		html_txt(b, weeks[i].week);
		html(b, "</a> (");
		html_int(b, weeks[i].posts);
		if (weeks[i].posts == 1)
			html(b, " post)</li>\n");
		else
			html(b, " posts)</li>\n");
	}
	html(b, "</ul>\n");
	html_page_end(r);
	digest_weeks_free(weeks);
	return 0;
}

static int week_page(struct req *r, struct db *db)
{
	struct digest_query q;
	struct buf frag = BUF_INIT, title = BUF_INIT;
	char from[11], to[11];

	if (iso_week_range(r->mid, from, to) < 0)
		return req_fail(r, 404, "That is not an ISO week (YEAR-Www).");
	memset(&q, 0, sizeof(q));
	q.list = r->list;
	q.week = r->mid;
	q.base_url = "";
	if (digest_render(db, &q, DIGEST_HTML_FRAGMENT, &frag) < 0) {
		buf_release(&frag);
		return req_fail(r, 404, "There is no list of that name in this archive.");
	}
	buf_addf(&title, "%s digest, %s", r->list, r->mid);
	html_page_begin(r, title.data);
	html_raw_UNSAFE(&r->out, frag.data, frag.len);   /* see the comment at the top */
	html_page_end(r);
	buf_release(&frag);
	buf_release(&title);
	return 0;
}

int page_digest(struct req *r)
{
	struct db *db = req_db(r);

	if (!db)
		return req_fail(r, 503, "The database did not answer.");
	if (!r->mid)
		return weeks_page(r, db);
	if (!strcmp(r->mid, "atom")) {
		if (digest_atom(db, r->list, "", 20, &r->out) < 0)
			return req_fail(r, 503, "The database did not answer.");
		r->type = "application/atom+xml; charset=utf-8";
		return 0;
	}
	return week_page(r, db);
}
