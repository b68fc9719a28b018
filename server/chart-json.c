/* chart-json.c: a chart spec (the JSON the API shows) drawn as SVG through the chart kinds */
#include "chart-json.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../core/banned.h"

/*
 * The pages put each chart into their model as a spec (docs/api.md, "Chart
 * specs"); this file turns a spec into the plain structs of chart.h.  So the
 * numbers a mark carries are, by construction, the numbers /api shows, and
 * /chart/NAME.svg draws the very chart the page inlines.  Strings point into
 * the spec, which must outlive the call.
 */

static const char *str(json_t *o, const char *key)
{
	return json_string_value(json_object_get(o, key));
}

static double num(json_t *o, const char *key)
{
	json_t *v = json_object_get(o, key);

	return json_is_number(v) ? json_number_value(v) : NAN;
}

static struct chart_num cnum(json_t *v)
{
	struct chart_num n = { NAN, NULL };

	if (json_is_object(v)) {
		n.v = num(v, "value");
		n.text = str(v, "text");
	} else if (json_is_number(v)) {
		n.v = json_number_value(v);
	}
	return n;
}

static void axis(struct chart_axis *a, json_t *o)
{
	const char *scale = str(o, "scale");

	memset(a, 0, sizeof(*a));
	a->label = str(o, "label");
	a->unit = str(o, "unit");
	a->scale = scale && !strcmp(scale, "log") ? CHART_LOG : CHART_LINEAR;
	a->zero = json_is_true(json_object_get(o, "zero"));
}

static void head(struct chart_head *h, json_t *spec, const char *id, int standalone)
{
	memset(h, 0, sizeof(*h));
	h->id = id;
	h->title = str(spec, "title");
	h->standalone = standalone;
}

static int lines(struct buf *b, json_t *spec, const char *id, int standalone, int ratio)
{
	struct chart_scaling c;
	json_t *ls = json_object_get(spec, "lines"), *l;
	struct chart_line *cl = xcalloc(json_array_size(ls) + 1, sizeof(*cl));
	size_t i, j;
	int ret;

	head(&c.head, spec, id, standalone);
	axis(&c.x, json_object_get(spec, "x"));
	axis(&c.y, json_object_get(spec, "y"));
	json_array_foreach(ls, i, l) {
		json_t *pts = json_object_get(l, "points"), *p;
		struct chart_point *cp = xcalloc(json_array_size(pts) + 1, sizeof(*cp));

		json_array_foreach(pts, j, p) {
			cp[j].x = cnum(json_object_get(p, "x"));
			cp[j].y = cnum(json_object_get(p, "y"));
			cp[j].lo = num(p, "lo");
			cp[j].hi = num(p, "hi");
			cp[j].has_ci = isfinite(cp[j].lo) && isfinite(cp[j].hi);
		}
		cl[i].label = str(l, "label");
		cl[i].pts = cp;
		cl[i].n = json_array_size(pts);
	}
	c.lines = cl;
	c.nlines = json_array_size(ls);
	c.ratio_base = json_is_integer(json_object_get(spec, "ratio_base")) ?
		(int)json_integer_value(json_object_get(spec, "ratio_base")) : -1;
	c.ratio_label = str(spec, "ratio_label");
	ret = ratio ? chart_scaling(b, &c) : chart_lines(b, &c);
	for (i = 0; i < c.nlines; i++)
		free((void *)cl[i].pts);
	free(cl);
	return ret;
}

static int bars(struct buf *b, json_t *spec, const char *id, int standalone)
{
	struct chart_bars c;
	json_t *series = json_object_get(spec, "series"), *groups = json_object_get(spec, "groups"), *g;
	size_t ns = json_array_size(series), i, j;
	const char **labels = xcalloc(ns + 1, sizeof(*labels));
	struct chart_bar_group *cg = xcalloc(json_array_size(groups) + 1, sizeof(*cg));
	int ret;

	head(&c.head, spec, id, standalone);
	axis(&c.y, json_object_get(spec, "y"));
	for (i = 0; i < ns; i++)
		labels[i] = json_string_value(json_array_get(series, i));
	json_array_foreach(groups, i, g) {
		json_t *bs = json_object_get(g, "bars");
		struct chart_bar *cb = xcalloc(ns + 1, sizeof(*cb));

		for (j = 0; j < ns; j++) {
			json_t *bar = json_array_get(bs, j);

			if (!json_is_object(bar))
				continue;
			cb[j].present = 1;
			cb[j].value = cnum(json_object_get(bar, "value"));
			cb[j].lo = num(bar, "lo");
			cb[j].hi = num(bar, "hi");
			cb[j].has_ci = isfinite(cb[j].lo) && isfinite(cb[j].hi);
			cb[j].n = json_is_integer(json_object_get(bar, "n")) ?
				(long)json_integer_value(json_object_get(bar, "n")) : 0;
		}
		cg[i].label = str(g, "label");
		cg[i].bars = cb;
	}
	c.series = labels;
	c.nseries = ns;
	c.groups = cg;
	c.ngroups = json_array_size(groups);
	c.confidence = json_is_number(json_object_get(spec, "confidence")) ? num(spec, "confidence") : 0;
	ret = chart_bars(b, &c);
	for (i = 0; i < c.ngroups; i++)
		free((void *)cg[i].bars);
	free(cg);
	free(labels);
	return ret;
}

static int strip(struct buf *b, json_t *spec, const char *id, int standalone)
{
	struct chart_strip c;
	json_t *sets = json_object_get(spec, "sets"), *s;
	struct chart_strip_set *cs = xcalloc(json_array_size(sets) + 1, sizeof(*cs));
	size_t i, j;
	int ret;

	head(&c.head, spec, id, standalone);
	axis(&c.x, json_object_get(spec, "x"));
	json_array_foreach(sets, i, s) {
		json_t *samples = json_object_get(s, "samples"), *v, *sum = json_object_get(s, "summary");
		struct chart_num *cn = xcalloc(json_array_size(samples) + 1, sizeof(*cn));

		json_array_foreach(samples, j, v)
			cn[j] = cnum(v);
		cs[i].label = str(s, "label");
		cs[i].samples = cn;
		cs[i].n = json_array_size(samples);
		if (json_is_object(sum)) {
			cs[i].has_summary = 1;
			cs[i].mean = num(sum, "mean");
			cs[i].median = num(sum, "median");
			cs[i].stddev = num(sum, "stddev");
			cs[i].min = num(sum, "min");
			cs[i].max = num(sum, "max");
		}
	}
	c.sets = cs;
	c.nsets = json_array_size(sets);
	ret = chart_strip(b, &c);
	for (i = 0; i < c.nsets; i++)
		free((void *)cs[i].samples);
	free(cs);
	return ret;
}

static int shares(struct buf *b, json_t *spec, const char *id, int standalone)
{
	struct chart_shares c;
	json_t *comps = json_object_get(spec, "components"), *rows = json_object_get(spec, "rows"), *r;
	size_t nc = json_array_size(comps), i, k;
	const char **labels = xcalloc(nc + 1, sizeof(*labels));
	struct chart_share_row *cr = xcalloc(json_array_size(rows) + 1, sizeof(*cr));
	int ret;

	head(&c.head, spec, id, standalone);
	for (i = 0; i < nc; i++)
		labels[i] = json_string_value(json_array_get(comps, i));
	json_array_foreach(rows, i, r) {
		json_t *sh = json_object_get(r, "shares");
		struct chart_num *cn = xcalloc(nc + 1, sizeof(*cn));

		for (k = 0; k < nc; k++) {
			json_t *v = json_array_get(sh, k);

			cn[k] = json_is_object(v) ? cnum(json_object_get(v, "value")) :
				(struct chart_num){ -1, NULL };
		}
		cr[i].label = str(r, "label");
		cr[i].shares = cn;
	}
	c.components = labels;
	c.ncomponents = nc;
	c.rows = cr;
	c.nrows = json_array_size(rows);
	c.unit = str(spec, "unit");
	ret = chart_shares(b, &c);
	for (i = 0; i < c.nrows; i++)
		free((void *)cr[i].shares);
	free(cr);
	free(labels);
	return ret;
}

int chart_from_json(struct buf *b, json_t *spec, const char *id, int standalone)
{
	const char *kind = str(spec, "kind");

	if (!kind)
		return -1;
	if (!strcmp(kind, "scaling"))
		return lines(b, spec, id, standalone, 1);
	if (!strcmp(kind, "lines"))
		return lines(b, spec, id, standalone, 0);
	if (!strcmp(kind, "bars"))
		return bars(b, spec, id, standalone);
	if (!strcmp(kind, "strip"))
		return strip(b, spec, id, standalone);
	if (!strcmp(kind, "shares"))
		return shares(b, spec, id, standalone);
	return -1;
}
