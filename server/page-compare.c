/* page-compare.c: /compare?workload=W&a=A&b=B: every posted run of a workload, side by side, charts first */
#include "chart-json.h"
#include "../core/group-charts.h"

#include <math.h>
#include <string.h>

#include "pages.h"
#include "../core/banned.h"

/*
 * The page's view of the model: what the templates cannot work out alone
 * (which difference method, whether a cell shows N, the pager's numbers,
 * the metric shown), added to the page's copy of the model only.
 */

/* each workload's configurations, each after the first linked against the first */
static void index_view(json_t *m)
{
	json_t *w, *v;
	size_t i, j;

	json_array_foreach(json_object_get(m, "workloads"), i, w) {
		json_t *sides = json_object_get(w, "sides"), *links = json_array();
		const char *first = json_string_value(json_array_get(sides, 0));

		json_array_foreach(sides, j, v)
			if (json_is_string(v))
				json_array_append_new(links, json_pack("{s:O, s:b, s:s, s:b}", "name", v, "sep", j > 0,
					"first", first ? first : "", "link", json_array_size(sides) >= 2 && j > 0));
		json_object_set_new(w, "side_links", links);
	}
}

/* a difference's method, as flags a section can test */
static void difference_view(json_t *d)
{
	const char *method = jstr(d, "method");

	if (!json_is_object(d))
		return;
	json_object_set_new(d, "by_student", json_boolean(method && !strcmp(method, "student")));
	json_object_set_new(d, "by_ratio", json_boolean(method && !strcmp(method, "ratio")));
}

/* a side of a summary row: its mean and N, or null when it has no series */
static json_t *side_view(json_t *side)
{
	return jnum(side, "n") >= 1 ? json_pack("{s:f, s:f}", "mean", jnum(side, "mean"), "n", jnum(side, "n"))
				    : json_null();
}

static json_t *series_link(const char *series, const char *text)
{
	return json_pack("{s:s?, s:s?}", "series", series, "text", text);
}

static void group_view(json_t *g)
{
	json_t *row, *cell, *c;
	size_t i, k;
	int diff = 0;

	json_array_foreach(json_object_get(g, "rows"), i, row) {
		diff |= !json_is_null(json_object_get(row, "difference"));
		difference_view(json_object_get(row, "difference"));
		json_array_foreach(json_object_get(row, "cells"), k, cell) {
			if (json_is_null(cell))
				continue;
			json_object_set_new(cell, "text", json_string(jstr(json_object_get(cell, "figure"), "text") ?: ""));
			json_object_set_new(cell, "several", json_boolean(jnum(cell, "n") >= 2));
		}
	}
	json_object_set_new(g, "has_difference", json_boolean(diff));
	json_array_foreach(json_object_get(g, "comparisons"), i, c) {
		json_t *rc = json_object_get(c, "recomputed");

		json_object_set_new(c, "recomputed_shown", json_boolean(json_is_object(rc) && isfinite(jnum(rc, "delta"))));
		json_object_set_new(c, "link_a", series_link(jstr(c, "a"), "a"));
		json_object_set_new(c, "link_b", series_link(jstr(c, "b"), "b"));
	}
}

/* "posts 11 to 20 of 523" and the neighbouring pages, when there are pages */
static json_t *pager_view(json_t *m)
{
	json_t *pg = json_object_get(m, "page");
	long long n = (long long)jnum(pg, "number"), pages = (long long)jnum(pg, "pages");
	long long per = (long long)jnum(pg, "per_page"), posts = (long long)jnum(pg, "posts");

	if (pages <= 1)
		return json_null();
	return json_pack("{s:I, s:I, s:I, s:o, s:o}", "from", (json_int_t)((n - 1) * per + 1 > posts ? posts : (n - 1) * per + 1),
		"to", (json_int_t)(n * per > posts ? posts : n * per), "posts", (json_int_t)posts,
		"prev", n > 1 ? json_integer(n - 1) : json_null(), "next", n < pages ? json_integer(n + 1) : json_null());
}

static void compare_view(json_t *m)
{
	json_t *q = json_object_get(m, "query"), *links = json_array(), *v, *row;
	struct buf t = BUF_INIT;
	const char *better = jstr(m, "better");
	size_t i;

	buf_adds(&t, jstr(q, "workload"));
	if (jstr(q, "a") || jstr(q, "b"))
		buf_addf(&t, ": %s vs %s", jstr(q, "a") ? jstr(q, "a") : "all", jstr(q, "b") ? jstr(q, "b") : "all");
	json_array_foreach(json_object_get(m, "metrics"), i, v)
		json_array_append_new(links, json_pack("{s:O, s:b}", "metric", v,
			"current", !strcmp(json_string_value(v), jstr(q, "metric"))));
	json_array_foreach(json_object_get(m, "summary"), i, row) {
		json_object_set_new(row, "sides", json_pack("[o, o]", side_view(json_object_get(row, "a")),
							    side_view(json_object_get(row, "b"))));
		difference_view(json_object_get(row, "difference"));
	}
	json_array_foreach(json_object_get(m, "groups"), i, v)
		group_view(v);
	json_object_set_new(m, "title", json_string(t.data));
	json_object_set_new(m, "better_is", better && strcmp(better, "none") ? json_string(better) : json_null());
	json_object_set_new(m, "metric_links", links);
	json_object_set_new(m, "pager", pager_view(m));
	buf_release(&t);
}

int page_compare(struct req *r)
{
	json_t *m = model_compare_page(r);

	if (!m)
		return -1;
	if (!json_object_get(m, "query")) {
		index_view(m);
		return page_render(r, "compare-index", m);
	}
	compare_view(m);
	return page_render(r, "compare", m);
}

int page_api_compare(struct req *r)
{
	return api_send(r, model_compare(r));
}
