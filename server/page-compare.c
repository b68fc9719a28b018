/* page-compare.c: /compare?workload=W&a=A&b=B: every posted run of a workload, side by side, charts first */
#include "compare.h"

#include <math.h>
#include <string.h>

#include "html.h"
#include "pages.h"
#include "../core/banned.h"

/* /compare?workload=W&metric=M&a=A&b=B, each value percent-encoded */
static void compare_url(struct buf *b, json_t *q, const char *workload, const char *metric)
{
	html(b, "/compare?workload=");
	html_url_arg(b, workload);
	if (metric) {
		html(b, "&amp;metric=");
		html_url_arg(b, metric);
	}
	if (q && jstr(q, "a")) {
		html(b, "&amp;a=");
		html_url_arg(b, jstr(q, "a"));
	}
	if (q && jstr(q, "b")) {
		html(b, "&amp;b=");
		html_url_arg(b, jstr(q, "b"));
	}
}

static void index_page(struct req *r, json_t *m)
{
	struct buf *b = &r->out;
	json_t *w, *v;
	size_t i, j;

	html_page_begin(r, "Comparisons");
	html(b, "<h1>Comparisons</h1>\n<p>Every workload with figures in the archive. Pick one, and "
		"name two configurations (a scheduler or a kernel version) as <code>a</code> and <code>b</code>.</p>\n"
		"<table class=\"workloads\">\n<thead><tr><th>workload</th><th>series</th><th>posts</th>"
		"<th>configurations</th></tr></thead>\n<tbody>\n");
	json_array_foreach(json_object_get(m, "workloads"), i, w) {
		const char *name = jstr(w, "workload");
		json_t *sides = json_object_get(w, "sides");

		html(b, "<tr><td><a href=\"");
		compare_url(b, NULL, name, NULL);
		html(b, "\">");
		html_txt(b, name);
		html(b, "</a></td><td class=\"n\">");
		html_int(b, (long long)jnum(w, "series"));
		html(b, "</td><td class=\"n\">");
		html_int(b, (long long)jnum(w, "posts"));
		html(b, "</td><td>");
		json_array_foreach(sides, j, v) {
			if (!json_is_string(v))
				continue;
			if (j)
				html(b, ", ");
			if (json_array_size(sides) >= 2 && j > 0) {
				html(b, "<a href=\"/compare?workload=");
				html_url_arg(b, name);
				html(b, "&amp;a=");
				html_url_arg(b, json_string_value(json_array_get(sides, 0)));
				html(b, "&amp;b=");
				html_url_arg(b, json_string_value(v));
				html(b, "\">");
				html_txt(b, json_string_value(v));
				html(b, "</a>");
			} else {
				html_txt(b, json_string_value(v));
			}
		}
		html(b, "</td></tr>\n");
	}
	html(b, "</tbody>\n</table>\n");
	if (!json_array_size(json_object_get(m, "workloads")))
		html(b, "<p>No figures yet: import posts with <code>schedlore import</code>.</p>\n");
}

static void number(struct buf *b, double v, int sig)
{
	if (isfinite(v))
		buf_addf(b, "%.*g", sig, v);
	else
		html(b, "n/a");
}

/* "-12.2 % &#177; 0.66 % (95 %, Student's t)" or "ratio 0.976 (-2.4 %)" */
static void difference_cell(struct buf *b, json_t *d)
{
	const char *method = jstr(d, "method");

	if (!method) {
		html(b, "<td></td>");
		return;
	}
	if (!strcmp(method, "student")) {
		if (json_is_true(json_object_get(d, "proven")))
			html(b, "<td class=\"diff proven\">");
		else
			html(b, "<td class=\"diff\">");
		number(b, jnum(d, "delta_pct"), 3);
		html(b, " % &#177; ");
		number(b, jnum(d, "ci_pct"), 3);
		html(b, " %");
		if (!json_is_true(json_object_get(d, "proven")))
			html(b, " <span class=\"meta\">no difference proven</span>");
		html(b, " <span class=\"meta\">(95 %, Student&#39;s t)</span></td>");
	} else {
		html(b, "<td class=\"diff\">");
		number(b, jnum(d, "delta_pct"), 3);
		html(b, " % <span class=\"meta\">(ratio ");
		buf_addf(b, "%.4f", jnum(d, "ratio"));
		html(b, ", single figures)</span></td>");
	}
}

/* The text of a posted figure as its post wrote it ("2.4 GHz"), or NULL when the post gave none. */
static const char *posted(json_t *o, const char *key)
{
	return jstr(json_object_get(o, key), "text");
}

/*
 * BEFORE, the posted text of KEY, AFTER; nothing when the post gave no KEY.
 * A macro, as html() is, so that BEFORE and AFTER can only be literals.
 */
#define posted_txt(b, o, key, before, after) posted_txt_((b), (o), (key), "" before "", "" after "")
static void posted_txt_(struct buf *b, json_t *o, const char *key, const char *before, const char *after)
{
	const char *text = posted(o, key);

	if (!text)
		return;
	html_literal_(b, before);
	html_txt(b, text);
	html_literal_(b, after);
}

/* the system, linked to its entry on /systems */
static void system_link(struct buf *b, json_t *y)
{
	html(b, "<a href=\"/systems#");
	html_attr(b, jstr(y, "id"));
	html(b, "\">");
	posted_txt(b, y, "sockets", "", " x ");
	html_txt(b, jstr(y, "cpu_model") ? jstr(y, "cpu_model") : "CPU not named");
	posted_txt(b, y, "clock_ghz", " ", "");
	posted_txt(b, y, "cores", ", ", " cores");
	posted_txt(b, y, "memory_mb", ", ", " memory");
	html(b, "</a>");
}

static void system_line(struct buf *b, json_t *y)
{
	html(b, "<p class=\"system\">System: ");
	system_link(b, y);
	html(b, "</p>\n");
}

void html_chart_figure(struct req *r, json_t *spec)
{
	struct buf *b = &r->out;

	html(b, "<figure class=\"chart\">\n");
	chart_from_json(b, spec, jstr(spec, "id"), 0);
	html(b, "<figcaption><a href=\"");
	html_attr(b, jstr(spec, "url"));
	html(b, "\">this chart as SVG</a></figcaption>\n</figure>\n");
}

static void group_table(struct buf *b, json_t *g)
{
	json_t *configs = json_object_get(g, "configs"), *c, *row, *cell;
	size_t i, k;
	int diff = 0;

	json_array_foreach(json_object_get(g, "rows"), i, row)
		diff |= !json_is_null(json_object_get(row, "difference"));
	html(b, "<table class=\"compare\">\n<thead><tr><th>setting</th>");
	json_array_foreach(configs, i, c) {
		html(b, "<th>");
		html_txt(b, jstr(c, "label"));
		if (jstr(c, "side")) {
			html(b, " <span class=\"side\">(");
			html_txt(b, jstr(c, "side"));
			html(b, ")</span>");
		}
		html(b, "</th>");
	}
	if (diff)
		html(b, "<th>b against a</th>");
	html(b, "</tr></thead>\n<tbody>\n");
	json_array_foreach(json_object_get(g, "rows"), i, row) {
		html(b, "<tr><th scope=\"row\">");
		html_txt(b, jstr(row, "label"));
		html(b, "</th>");
		json_array_foreach(json_object_get(row, "cells"), k, cell) {
			if (json_is_null(cell)) {
				html(b, "<td></td>");
				continue;
			}
			html(b, "<td class=\"n\">");
			html_series_link(b, jstr(cell, "series"), posted(cell, "figure"));
			if (jnum(cell, "n") >= 2) {
				html(b, " <span class=\"meta\">mean, N=");
				html_int(b, (long long)jnum(cell, "n"));
				html(b, "</span>");
			}
			html(b, "</td>");
		}
		if (diff)
			difference_cell(b, json_object_get(row, "difference"));
		html(b, "</tr>\n");
	}
	html(b, "</tbody>\n</table>\n");
}

static void posted_comparisons(struct buf *b, json_t *g)
{
	json_t *c;
	size_t i;

	if (!json_array_size(json_object_get(g, "comparisons")))
		return;
	html(b, "<ul class=\"posted\">\n");
	json_array_foreach(json_object_get(g, "comparisons"), i, c) {
		json_t *p = json_object_get(c, "posted"), *rc = json_object_get(c, "recomputed");

		html(b, "<li>Posted: ");
		posted_txt(b, p, "confidence", "difference at ", " % confidence ");
		if (posted(p, "delta")) {
			html_txt(b, posted(p, "delta"));
			html(b, " &#177; ");
			html_txt(b, posted(p, "delta_ci"));
			html(b, " ");
		}
		if (posted(p, "delta_pct")) {
			posted_txt(b, p, "delta_pct", "(", " %");
			posted_txt(b, p, "ci_pct", " &#177; ", " %");
			html(b, ")");
		}
		if (json_is_false(json_object_get(p, "proven")))
			html(b, " no difference proven");
		if (json_is_object(rc) && isfinite(jnum(rc, "delta"))) {
			html(b, "; recomputed from the posted summaries: ");
			number(b, jnum(rc, "delta"), 6);
			html(b, " &#177; ");
			number(b, jnum(rc, "delta_ci"), 6);
		}
		html(b, " ");
		html_series_link(b, jstr(c, "a"), "a");
		html(b, " ");
		html_series_link(b, jstr(c, "b"), "b");
		html(b, "</li>\n");
	}
	html(b, "</ul>\n");
}

static void group_section(struct req *r, json_t *g)
{
	struct buf *b = &r->out;
	json_t *msg = json_object_get(g, "message"), *v;
	size_t i;

	html(b, "<section class=\"group\">\n<h2>");
	html_post_link(b, msg, NULL);
	html(b, "</h2>\n<p class=\"meta\">");
	html_txt(b, jstr(msg, "from"));
	html(b, " &#183; ");
	html_date(b, jstr(msg, "date"));
	html(b, " &#183; ");
	html_txt(b, jstr(msg, "list"));
	if (json_array_size(json_object_get(g, "os_versions"))) {
		html(b, " &#183; ");
		json_array_foreach(json_object_get(g, "os_versions"), i, v) {
			if (i)
				html(b, ", ");
			html_txt(b, json_string_value(v));
		}
	}
	html(b, "</p>\n");
	if (json_is_object(json_object_get(g, "system")))
		system_line(b, json_object_get(g, "system"));
	json_array_foreach(json_object_get(g, "charts"), i, v)
		html_chart_figure(r, v);
	group_table(b, g);
	posted_comparisons(b, g);
	html(b, "</section>\n");
}

static void sources(struct buf *b, json_t *m)
{
	json_t *g;
	size_t i;

	html(b, "<section>\n<h2>Source posts</h2>\n<ul class=\"sources\">\n");
	json_array_foreach(json_object_get(m, "groups"), i, g) {
		json_t *msg = json_object_get(g, "message");

		html(b, "<li>");
		html_post_link(b, msg, NULL);
		html(b, " <span class=\"meta\">");
		html_txt(b, jstr(msg, "from"));
		html(b, ", ");
		html_date(b, jstr(msg, "date"));
		html(b, "</span></li>\n");
	}
	html(b, "</ul>\n</section>\n");
}

static void heading(struct req *r, json_t *m)
{
	struct buf *b = &r->out, t = BUF_INIT;
	json_t *q = json_object_get(m, "query"), *v;
	size_t i;

	buf_adds(&t, jstr(q, "workload"));
	if (jstr(q, "a") || jstr(q, "b"))
		buf_addf(&t, ": %s vs %s", jstr(q, "a") ? jstr(q, "a") : "all",
			 jstr(q, "b") ? jstr(q, "b") : "all");
	html_page_begin(r, t.data);
	html(b, "<h1>");
	html_txt(b, t.data);
	html(b, " <span class=\"meta\">");
	html_txt(b, jstr(q, "metric"));
	if (jstr(m, "unit")) {
		html(b, " (");
		html_txt(b, jstr(m, "unit"));
		html(b, ")");
	}
	if (jstr(m, "better") && strcmp(jstr(m, "better"), "none")) {
		html(b, ", ");
		html_txt(b, jstr(m, "better"));
		html(b, " is better");
	}
	html(b, "</span></h1>\n<nav class=\"metrics\">metric:");
	json_array_foreach(json_object_get(m, "metrics"), i, v) {
		html(b, " <a href=\"");
		compare_url(b, q, jstr(q, "workload"), json_string_value(v));
		html(b, "\"");
		if (!strcmp(json_string_value(v), jstr(q, "metric")))
			html(b, " aria-current=\"page\"");
		html(b, ">");
		html_txt(b, json_string_value(v));
		html(b, "</a>");
	}
	html(b, " &#183; <a href=\"/api/compare?");
	html_attr(b, r->query);
	html(b, "\">JSON</a></nav>\n");
	buf_release(&t);
}

/* "N=4, mean 12.3" for one side of a summary row, or an empty cell */
static void side_cell(struct buf *b, json_t *side)
{
	if (jnum(side, "n") < 1) {
		html(b, "<td></td>");
		return;
	}
	html(b, "<td class=\"n\">");
	number(b, jnum(side, "mean"), 4);
	html(b, " <span class=\"meta\">N=");
	html_int(b, (long long)jnum(side, "n"));
	html(b, "</span></td>");
}

/* one row per system and OS version over every series, not only this page's */
static void summary_section(struct buf *b, json_t *m)
{
	json_t *q = json_object_get(m, "query"), *row;
	size_t i;

	if (!json_array_size(json_object_get(m, "summary")))
		return;
	html(b, "<section id=\"summary\">\n<h2>Summary by system</h2>\n<p class=\"meta\">Every series of ");
	html_int(b, (long long)jnum(json_object_get(m, "page"), "posts"));
	html(b, " posts; a side&#39;s figure is the mean of its series&#39; figures, over all their "
		"settings.</p>\n<table class=\"compare summary\">\n<thead><tr><th>system</th><th>OS version</th>"
		"<th>posts</th><th>series</th><th>settings</th><th>a: ");
	html_txt(b, jstr(q, "a") ? jstr(q, "a") : "(none)");
	html(b, "</th><th>b: ");
	html_txt(b, jstr(q, "b") ? jstr(q, "b") : "(none)");
	html(b, "</th><th>b against a</th></tr></thead>\n<tbody>\n");
	json_array_foreach(json_object_get(m, "summary"), i, row) {
		json_t *y = json_object_get(row, "system");

		html(b, "<tr><th scope=\"row\">");
		if (json_is_object(y))
			system_link(b, y);
		else
			html(b, "not named");
		html(b, "</th><td>");
		html_txt(b, jstr(row, "os_version") ? jstr(row, "os_version") : "");
		html(b, "</td><td class=\"n\">");
		html_int(b, (long long)jnum(row, "posts"));
		html(b, "</td><td class=\"n\">");
		html_int(b, (long long)jnum(row, "series"));
		html(b, "</td><td class=\"n\">");
		html_int(b, (long long)jnum(row, "settings"));
		html(b, "</td>");
		side_cell(b, json_object_get(row, "a"));
		side_cell(b, json_object_get(row, "b"));
		difference_cell(b, json_object_get(row, "difference"));
		html(b, "</tr>\n");
	}
	html(b, "</tbody>\n</table>\n</section>\n");
}

/* "posts 11 to 20 of 523", previous and next page */
static void pager(struct buf *b, json_t *m)
{
	json_t *pg = json_object_get(m, "page"), *q = json_object_get(m, "query");
	long long n = (long long)jnum(pg, "number"), pages = (long long)jnum(pg, "pages");
	long long per = (long long)jnum(pg, "per_page"), posts = (long long)jnum(pg, "posts");

	if (pages <= 1)
		return;
	html(b, "<nav class=\"pages\">posts ");
	html_int(b, (n - 1) * per + 1 > posts ? posts : (n - 1) * per + 1);
	html(b, " to ");
	html_int(b, n * per > posts ? posts : n * per);
	html(b, " of ");
	html_int(b, posts);
	if (n > 1) {
		html(b, " &#183; <a rel=\"prev\" href=\"");
		compare_url(b, q, jstr(q, "workload"), jstr(q, "metric"));
		html(b, "&amp;page=");
		html_int(b, n - 1);
		html(b, "\">previous</a>");
	}
	if (n < pages) {
		html(b, " &#183; <a rel=\"next\" href=\"");
		compare_url(b, q, jstr(q, "workload"), jstr(q, "metric"));
		html(b, "&amp;page=");
		html_int(b, n + 1);
		html(b, "\">next</a>");
	}
	html(b, "</nav>\n");
}

/* the claims about this workload and metric: check status, rerun verdicts, each linked to its page */
static void claims_section(struct buf *b, json_t *claims)
{
	json_t *c, *j;
	size_t i, k;

	if (!json_array_size(claims))
		return;
	html(b, "<section id=\"claims\">\n<h2>Claims on the series of this page</h2>\n<ul class=\"claims\">\n");
	json_array_foreach(claims, i, c) {
		html(b, "<li>");
		html_claim_item(b, c);
		json_array_foreach(json_object_get(c, "reruns"), k, j) {
			if (k)
				html(b, ", ");
			else
				html(b, "; reruns: ");
			html(b, "<a href=\"/jobs/");
			html_int(b, json_integer_value(json_object_get(j, "job")));
			html(b, "\">");
			html_txt(b, jstr(j, "verdict") ? jstr(j, "verdict") : jstr(j, "state"));
			html(b, "</a>");
		}
		html(b, "</li>\n");
	}
	html(b, "</ul>\n</section>\n");
}

int page_compare(struct req *r)
{
	json_t *m = model_compare_page(r), *g;
	struct buf *b = &r->out;
	size_t i;

	if (!m)
		return -1;
	if (!json_object_get(m, "query")) {
		index_page(r, m);
	} else {
		heading(r, m);
		if (!json_array_size(json_object_get(m, "groups")))
			html(b, "<p>No series of this workload and metric.</p>\n");
		summary_section(b, m);
		pager(b, m);
		json_array_foreach(json_object_get(m, "groups"), i, g)
			group_section(r, g);
		pager(b, m);
		claims_section(b, json_object_get(m, "claims"));
		sources(b, m);
	}
	html_page_end(r);
	json_decref(m);
	return 0;
}

int page_api_compare(struct req *r)
{
	return api_send(r, model_compare(r));
}
