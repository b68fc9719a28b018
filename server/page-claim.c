/* page-claim.c: /claims/ID and /api/claims/ID: a claim quoted, its check, its series, its reruns and how to queue one */
#include "pages.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/groups.h"
#include "../harness/needs.h"
#include "../core/banned.h"

/*
 * The page draws the model of claim-model.c (which says how the rerun sides
 * are found) and nothing else, so /api/claims/ID shows everything the page
 * shows.  All text from mail (claim, note, labels, subject) goes through
 * html_txt / html_attr.
 */

static const char *claim_id(struct req *r)
{
	const char *p = strrchr(r->path, '/');

	return p && p[1] ? p + 1 : "";
}

/* a figure {text, value} always has "text", so a template never finds another one outside it */
static void figure_view(json_t *fig)
{
	if (json_is_object(fig) && !json_object_get(fig, "text"))
		json_object_set_new(fig, "text", json_null());
}

/* each series' configuration ("ULE 7.0-CURRENT") and setting ("jobs 4"), and its figures */
static void series_view(json_t *m)
{
	json_t *s, *v;
	size_t i, k;

	json_array_foreach(json_object_get(m, "series"), i, s) {
		struct buf l = BUF_INIT;

		config_label(&l, s);
		json_object_set_new(s, "label", json_string(l.data));
		buf_clear(&l);
		row_label(&l, s, NULL);
		json_object_set_new(s, "setting", json_string(l.data));
		buf_release(&l);
		json_array_foreach(json_object_get(s, "values"), k, v)
			figure_view(v);
	}
}

/* the registered hosts as choices of the short form, CHOSEN selected */
static json_t *host_options(json_t *hosts, const char *chosen)
{
	json_t *out = json_array(), *h;
	size_t i;

	json_array_foreach(hosts, i, h)
		json_array_append_new(out, json_pack("{s:s?, s:n, s:b}", "name", jstr(h, "name"), "os",
			"selected", chosen && !strcmp(chosen, jstr(h, "name") ?: "")));
	return out;
}

/* the short form (the claim, hosts as planned, runs; /jobs/new fills in the rest): for members only */
static json_t *rerun_form(struct req *r, json_t *plan)
{
	json_t *hosts, *form;

	if (!r->user || !json_is_true(json_object_get(plan, "possible")) || !req_db(r) ||
	    !(hosts = rerun_hosts(r->db)))
		return json_null();
	form = json_pack("{s:o, s:s?, s:o, s:s?}", "hosts_a", host_options(hosts, jstr(plan, "host_a")),
			 "cpus_a", jstr(plan, "cpus_a"), "hosts_b", host_options(hosts, jstr(plan, "host_b")),
			 "cpus_b", jstr(plan, "cpus_b"));
	json_decref(hosts);
	return form;
}

int page_claim(struct req *r)
{
	json_t *m = model_claim(r, claim_id(r)), *k;

	if (!m)
		return -1;
	k = json_object_get(m, "check");
	figure_view(json_object_get(k, "posted"));
	figure_view(json_object_get(k, "recomputed"));
	series_view(m);
	json_object_set_new(m, "rerun_form", rerun_form(r, json_object_get(json_object_get(m, "rerun"), "plan")));
	return page_render(r, "claim", m);
}

int page_api_claim(struct req *r)
{
	return api_send(r, model_claim(r, claim_id(r)));
}
