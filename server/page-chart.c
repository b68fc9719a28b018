/* page-chart.c: /chart/NAME.svg?...: one chart of a page as a lone SVG document */
#include "chart-json.h"
#include "../core/group-charts.h"

#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "pages.h"
#include "../core/banned.h"

/*
 * NAME is the chart's id in the model of the page that shows it:
 *   /chart/g0-scaling.svg?workload=buildworld&a=ULE&b=4BSD   a chart of /compare
 *   /chart/series.svg?id=ID                                  the strip plot of /series/ID
 *   /chart/claim.svg?id=ID&job=N                             a rerun's samples on /claims/ID
 *   /chart/job.svg?id=N                                      the same on the job's own page
 * The SVG is the one the page inlines, with an XML declaration and a link
 * to static/chart.css (light, dark, print); it embeds in <img> and prints alone.
 */

static json_t *find_chart(json_t *m, const char *name)
{
	json_t *g, *c;
	size_t i, j;

	json_array_foreach(json_object_get(m, "groups"), i, g)
		json_array_foreach(json_object_get(g, "charts"), j, c)
			if (!strcmp(jstr(c, "id"), name))
				return c;
	return NULL;
}

int page_chart(struct req *r)
{
	const char *word = r->path + strlen("/chart/");
	size_t n = strlen(word);
	json_t *m = NULL, *spec = NULL;
	char *name;
	int ret = -1;

	if (n < 5 || strcmp(word + n - 4, ".svg"))
		return req_fail(r, 404, "Charts are served as /chart/NAME.svg.");
	name = xstrndup(word, n - 4);
	if (!strcmp(name, "claim")) {
		if (!req_arg(r, "id") || !req_arg(r, "job")) {
			req_fail(r, 400, "Say which claim and rerun: /chart/claim.svg?id=ID&job=N.");
			goto cleanup;
		}
		if (!(m = model_claim(r, req_arg(r, "id"))))
			goto cleanup;
		spec = claim_chart(m, req_arg_int(r, "job", 0, 0, 1LL << 62));
	} else if (!strcmp(name, "job")) {
		if (!(m = model_job(r, req_arg_int(r, "id", 0, 0, 1LL << 62))))
			goto cleanup;
		spec = json_object_get(m, "chart");
		if (!json_is_object(spec))
			spec = NULL;
	} else if (!strcmp(name, "series")) {
		if (!req_arg(r, "id")) {
			req_fail(r, 400, "Say which series: /chart/series.svg?id=ID.");
			goto cleanup;
		}
		if (!(m = model_series(r, req_arg(r, "id"))))
			goto cleanup;
		spec = json_object_get(m, "chart");
	} else {
		if (!req_arg(r, "workload")) {
			req_fail(r, 400, "Say which comparison: /chart/NAME.svg?workload=W&a=A&b=B.");
			goto cleanup;
		}
		/* gN-...: only the groups up to N are built */
		long g = name[0] == 'g' && strchr(name, '-') ? strtol(name + 1, NULL, 10) : -1;

		if (!(m = g >= 0 && g < 100000 ? model_compare_chart(r, (int)g) : model_compare(r)))
			goto cleanup;
		spec = find_chart(m, name);
	}
	if (!spec) {
		req_fail(r, 404, "That page has no chart of that name.");
		goto cleanup;
	}
	buf_clear(&r->out);
	r->type = "image/svg+xml; charset=utf-8";
	chart_from_json(&r->out, spec, name, 1);
	ret = 0;
cleanup:
	json_decref(m);
	free(name);
	return ret;
}
