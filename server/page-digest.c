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

static const char sql_list_names[] = "SELECT coalesce(json_agg(name ORDER BY name), '[]') FROM lists";

/* a list's weeks by year, newest first: [{"year", "weeks": [{"week", "label": "W42", "posts"}]}] */
static json_t *weeks_by_year(const struct digest_week *weeks, size_t n)
{
	json_t *years = json_array(), *year = NULL;
	size_t i;

	for (i = 0; i < n; i++) {
		if (!year || strncmp(weeks[i].week, json_string_value(json_object_get(year, "year")), 4)) {
			year = json_pack("{s:s%, s:[]}", "year", weeks[i].week, (size_t)4, "weeks");
			json_array_append_new(years, year);
		}
		json_array_append_new(json_object_get(year, "weeks"), json_pack("{s:s, s:s, s:I}",
			"week", weeks[i].week, "label", weeks[i].week + 5, "posts", (json_int_t)weeks[i].posts));
	}
	return years;
}

/* /digest/: every list and the weeks it has digests of */
int page_digests(struct req *r)
{
	json_t *names = req_query_json(r, sql_list_names, 0, NULL), *lists, *name;
	struct digest_week *weeks;
	size_t i, n;

	if (!names)
		return -1;
	lists = json_array();
	json_array_foreach(names, i, name) {
		if (digest_weeks(r->db, json_string_value(name), &weeks, &n) < 0) {
			json_decref(names);
			json_decref(lists);
			return req_fail(r, 503, "The database did not answer.");
		}
		json_array_append_new(lists, json_pack("{s:O, s:o}", "name", name, "years", weeks_by_year(weeks, n)));
		digest_weeks_free(weeks);
	}
	json_decref(names);
	return page_render(r, "digests", json_pack("{s:o}", "lists", lists));
}

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
