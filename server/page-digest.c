/* page-digest.c: /digest/LIST/ (weeks), /digest/LIST/YEAR-Www (a digest), /digest/LIST/atom (feed) */
#include "server.h"

#include <string.h>

#include "../digest/digest.h"
#include "../core/banned.h"

/*
 * The digest itself is made by digest_render() (digest/, docs/digest.md):
 * Markdown with every piece of mail text escaped, rendered by cmark-gfm
 * without raw HTML and checked well-formed, so the fragment it returns is
 * markup we made; it enters the page through the template helper "digest"
 * (helpers.c) for that reason alone.  Links are relative (base URL ""), so
 * they stay on this server.
 */

static int weeks_page(struct req *r, struct db *db)
{
	struct digest_week *weeks;
	json_t *arr;
	size_t n, i;

	if (digest_weeks(db, r->list, &weeks, &n) < 0)
		return req_fail(r, 503, "The database did not answer.");
	if (!n) {
		digest_weeks_free(weeks);
		return req_fail(r, 404, "There is no list of that name, or it has no dated posts.");
	}
	arr = json_array();
	for (i = 0; i < n; i++)
		json_array_append_new(arr, json_pack("{s:s, s:I}", "week", weeks[i].week,
						     "posts", (json_int_t)weeks[i].posts));
	digest_weeks_free(weeks);
	return page_render(r, "digest-weeks", json_pack("{s:s, s:o}", "list", r->list, "weeks", arr));
}

static int week_page(struct req *r, struct db *db)
{
	struct digest_query q;
	struct buf frag = BUF_INIT;
	char from[11], to[11];
	int ret;

	if (iso_week_range(r->mid, from, to) < 0)
		return req_fail(r, 404, "That is not an ISO week (YEAR-Www).");
	memset(&q, 0, sizeof(q));
	q.list = r->list;
	q.week = r->mid;
	q.base_url = "";
	if (digest_render(db, &q, DIGEST_HTML_FRAGMENT, &frag) < 0)
		ret = req_fail(r, 404, "There is no list of that name in this archive.");
	else
		ret = page_render(r, "digest-week", json_pack("{s:s, s:s, s:s%}", "list", r->list, "week", r->mid,
							      "html", frag.data, frag.len));
	buf_release(&frag);
	return ret;
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
