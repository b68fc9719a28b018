/* group-charts.c: which charts a comparison group gets, as specs (JSON) the server draws and the digest links to */
#include "group-charts.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "url.h"
#include "banned.h"

/*
 * A group gets, by the shape of its figures:
 *   - CPU shares (a "process" parameter): stacked share bars, one per configuration;
 *   - a parameter with two or more numeric settings (-j, clients, tasks):
 *     one line per configuration, with the ratio panel against side a when
 *     the group has it ("scaling"), else plain lines; rows without that
 *     parameter (M1000, default) go to a bar chart beside it;
 *   - otherwise bars, one group per row, one bar per configuration;
 *   - and, where any series has N >= 2 (raw values or a ministat summary),
 *     the strip plot of its samples.
 * Bars and points carry the 95 % interval of the mean where N >= 2.
 */

static const char *const scale_keys[] = { "jobs", "clients", "tasks", "processes", "cpus", "threads", NULL };

static const char *x_title(const char *key)
{
	if (!strcmp(key, "jobs"))
		return "make -j";
	if (!strcmp(key, "tasks"))
		return "concurrent tasks";
	if (!strcmp(key, "cpus"))
		return "CPUs";
	return key;
}

static double param_num(json_t *s, const char *key)
{
	return jnum(json_object_get(s, "params"), key);
}

static const char *scaling_key(struct group *gr)
{
	int k;

	for (k = 0; scale_keys[k]; k++) {
		double first = NAN;
		json_t *s;
		size_t i;

		json_array_foreach(gr->series, i, s) {
			double v = param_num(s, scale_keys[k]);

			if (!isfinite(v))
				continue;
			if (isnan(first))
				first = v;
			else if (v != first)
				return scale_keys[k];
		}
	}
	return NULL;
}

static json_t *axis(const char *label, const char *unit, const char *scale)
{
	return json_pack("{s:s, s:o, s:s}", "label", label ? label : "", "unit", unit ? json_string(unit) : json_null(),
			 "scale", scale);
}

/* "buildworld real by make -j: ULE vs 4BSD 6.2-RELEASE" */
static char *title(struct group *gr, json_t *q, const char *by)
{
	struct buf t = BUF_INIT;
	json_t *c;
	size_t i;

	buf_addf(&t, "%s %s", jstr(q, "workload"), jstr(q, "metric"));
	if (by)
		buf_addf(&t, " by %s", by);
	buf_adds(&t, ":");
	json_array_foreach(gr->configs, i, c)
		buf_addf(&t, "%s %s", i ? " vs" : "", jstr(c, "label"));
	return buf_detach(&t, NULL);
}

/* NAME tells two charts of one kind in a group apart ("bars", "other-bars") */
static void finish(json_t *spec, const char *kind, const char *name, int index, json_t *q,
		   json_t *charts)
{
	struct buf id = BUF_INIT, url = BUF_INIT;
	/* page: a paged comparison numbers its groups from 0 on each page */
	static const char *const keys[] = { "workload", "metric", "a", "b", "page" };
	size_t i;

	buf_addf(&id, "g%d-%s", index, name);
	buf_addf(&url, "/chart/%s.svg?", id.data);
	for (i = 0; i < 5; i++)
		if (jstr(q, keys[i])) {
			buf_addf(&url, "%s%s=", i ? "&" : "", keys[i]);
			url_query_arg(&url, jstr(q, keys[i]));
		}
	json_object_set_new(spec, "kind", json_string(kind));
	json_object_set_new(spec, "id", json_string(id.data));
	json_object_set_new(spec, "url", json_string(url.data));
	json_array_append_new(charts, spec);
	buf_release(&id);
	buf_release(&url);
}

/* {"series", "value"/"y": figure, "lo", "hi", "n"} of one series */
static json_t *mark_of(json_t *s, const char *value_key)
{
	long n = 0;
	double sd, half;
	json_t *fig = figure_json(s, &n, &sd), *m;

	if (!fig)
		return NULL;
	m = json_pack("{s:s, s:o, s:I}", "series", jstr(s, "id"), value_key, fig, "n", (json_int_t)n);
	half = ci_half(n, sd);
	if (isfinite(half)) {
		json_object_set_new(m, "lo", json_real(jnum(fig, "value") - half));
		json_object_set_new(m, "hi", json_real(jnum(fig, "value") + half));
	}
	return m;
}

struct pt {
	double x;
	json_t *p;
};

static int cmp_pt(const void *a, const void *b)
{
	double x = ((const struct pt *)a)->x, y = ((const struct pt *)b)->x;

	return x < y ? -1 : x > y;
}

static int cmp_d(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static json_t *line_of(struct group *gr, size_t c, const char *key, double *lo, double *hi)
{
	struct pt *pts = xcalloc(json_array_size(gr->series) + 1, sizeof(*pts));
	json_t *s, *arr = json_array();
	size_t i, n = 0;

	json_array_foreach(gr->series, i, s) {
		json_t *m;

		if (series_config(gr, s) != (int)c || !isfinite(param_num(s, key)) ||
		    !(m = mark_of(s, "y")))
			continue;
		json_object_set(m, "x", json_object_get(json_object_get(s, "params"), key));
		pts[n].x = param_num(s, key);
		pts[n++].p = m;
		*lo = fmin(*lo, pts[n - 1].x);
		*hi = fmax(*hi, pts[n - 1].x);
	}
	qsort(pts, n, sizeof(*pts), cmp_pt);
	for (i = 0; i < n; i++)
		json_array_append_new(arr, pts[i].p);
	free(pts);
	return arr;
}

static void lines_chart(struct group *gr, const char *key, int index, json_t *q, json_t *charts)
{
	json_t *lines = json_array(), *c, *spec;
	double lo = INFINITY, hi = -INFINITY;
	int base = -1;
	size_t i;
	char *t = title(gr, q, x_title(key));

	json_array_foreach(gr->configs, i, c) {
		json_t *pts = line_of(gr, i, key, &lo, &hi);

		if (!json_array_size(pts)) {
			json_decref(pts);
			continue;
		}
		if ((int)i == gr->ia)
			base = (int)json_array_size(lines);
		json_array_append_new(lines, json_pack("{s:s, s:o}", "label", jstr(c, "label"), "points", pts));
	}
	if (json_array_size(lines) < 2)
		base = -1;
	spec = json_pack("{s:s, s:o, s:o, s:i, s:o}", "title", t,
			 "x", axis(x_title(key), NULL, lo > 0 && hi / lo >= 16 ? "log" : "linear"),
			 "y", axis(jstr(q, "metric"), jstr(json_array_get(gr->series, 0), "unit"), "linear"),
			 "ratio_base", base, "lines", lines);
	finish(spec, base >= 0 ? "scaling" : "lines", base >= 0 ? "scaling" : "lines", index, q, charts);
	free(t);
}

/* Bars of the rows that lack KEY (all rows when KEY is NULL). */
static void bars_chart(struct group *gr, const char *key, int index, json_t *q, json_t *charts)
{
	json_t *groups = json_array(), *labels = json_array(), *row, *c, *spec;
	size_t i, k, nbars = 0;
	char *t;

	json_array_foreach(gr->configs, i, c)
		json_array_append_new(labels, json_string(jstr(c, "label")));
	json_array_foreach(gr->rows, i, row) {
		json_t *cells = json_object_get(row, "cells"), *bars = json_array();

		if (key && isfinite(jnum(json_object_get(row, "params"), key))) {
			json_decref(bars);
			continue;
		}
		for (k = 0; k < json_array_size(cells); k++) {
			json_t *s = find_series(gr->series, jstr(json_array_get(cells, k), "series"));
			json_t *m = s ? mark_of(s, "value") : NULL;

			json_array_append_new(bars, m ? m : json_null());
			nbars += m != NULL;
		}
		json_array_append_new(groups, json_pack("{s:s, s:o}", "label", jstr(row, "label"), "bars", bars));
	}
	if (!nbars) {
		json_decref(groups);
		json_decref(labels);
		return;
	}
	t = title(gr, q, NULL);
	spec = json_pack("{s:s, s:o, s:f, s:o, s:o}", "title", t,
			 "y", axis(jstr(q, "metric"), jstr(json_array_get(gr->series, 0), "unit"), "linear"),
			 "confidence", 95.0, "series", labels, "groups", groups);
	finish(spec, "bars", key ? "other-bars" : "bars", index, q, charts);
	free(t);
}

static json_t *summary_of(json_t *s)
{
	json_t *sum = json_object_get(s, "summary"), *vals = json_object_get(s, "values");
	size_t n = json_array_size(vals), i;
	double *v, mean = 0, ss = 0;
	json_t *r;

	if (json_is_object(sum))
		return json_pack("{s:f, s:f, s:f, s:f, s:f}", "mean", jnum(sum, "mean"),
				 "median", jnum(sum, "median"), "stddev", jnum(sum, "stddev"),
				 "min", jnum(sum, "min"), "max", jnum(sum, "max"));
	v = xcalloc(n + 1, sizeof(*v));
	for (i = 0; i < n; i++) {
		v[i] = jnum(json_array_get(vals, i), "value");
		mean += v[i] / n;
	}
	for (i = 0; i < n; i++)
		ss += (v[i] - mean) * (v[i] - mean);
	qsort(v, n, sizeof(*v), cmp_d);
	r = json_pack("{s:f, s:f, s:f, s:f, s:f}", "mean", mean, "median", v[n / 2],
		      "stddev", sqrt(ss / (n - 1)), "min", v[0], "max", v[n - 1]);
	free(v);
	return r;
}

json_t *series_chart(json_t *s)
{
	struct buf l = BUF_INIT;
	json_t *spec;

	config_label(&l, s);
	buf_adds(&l, ", ");
	row_label(&l, s, NULL);
	/* "o" for the samples: "O" would keep a second reference to the new empty array */
	spec = json_pack("{s:s, s:s, s:o, s:[{s:s, s:s, s:o, s:o}]}", "kind", "strip",
			 "title", l.data,
			 "x", axis(jstr(s, "metric"), jstr(s, "unit"), "linear"),
			 "sets", "label", l.data, "series", jstr(s, "id"),
			 "samples", json_array_size(json_object_get(s, "values")) >= 2 ?
			 json_incref(json_object_get(s, "values")) : json_array(), "summary", summary_of(s));
	buf_release(&l);
	return spec;
}

/* ministat's picture, one per row: the samples (or summaries) of that setting side by side */
static void strip_chart(struct group *gr, int index, json_t *q, json_t *charts)
{
	json_t *row;
	size_t r, k;

	json_array_foreach(gr->rows, r, row) {
		json_t *sets = json_array(), *cells = json_object_get(row, "cells"), *spec;
		struct buf name = BUF_INIT;
		char *t;

		for (k = 0; k < json_array_size(cells); k++) {
			json_t *s = find_series(gr->series, jstr(json_array_get(cells, k), "series")), *one, *fig;
			long n = 0;
			double sd;

			if (!s || !(fig = figure_json(s, &n, &sd)))
				continue;
			json_decref(fig);
			if (n < 2)
				continue;
			one = series_chart(s);
			json_array_extend(sets, json_object_get(one, "sets"));
			json_decref(one);
		}
		if (!json_array_size(sets)) {
			json_decref(sets);
			continue;
		}
		t = title(gr, q, NULL);
		buf_addf(&name, "strip-%zu", r);
		spec = json_pack("{s:s, s:o, s:o}", "title", t,
				 "x", axis(jstr(q, "metric"), jstr(json_array_get(gr->series, 0), "unit"), "linear"),
				 "sets", sets);
		json_object_set_new(spec, "title", json_pack("s++", jstr(q, "workload"), ", ", jstr(row, "label")));
		finish(spec, "strip", name.data, index, q, charts);
		buf_release(&name);
		free(t);
	}
}

static int has_samples(struct group *gr)
{
	json_t *s, *fig;
	size_t i;
	long n;
	double sd;

	json_array_foreach(gr->series, i, s) {
		if (!(fig = figure_json(s, &n, &sd)))
			continue;
		json_decref(fig);
		if (n >= 2)
			return 1;
	}
	return 0;
}

static int string_index(json_t *arr, const char *s)
{
	json_t *v;
	size_t i;

	json_array_foreach(arr, i, v)
		if (!strcmp(json_string_value(v), s))
			return (int)i;
	return -1;
}

static void shares_chart(struct group *gr, int index, json_t *q, json_t *charts)
{
	json_t *comps = json_array(), *rows = json_array(), *keys = json_array(), *s, *spec;
	size_t i, k;
	char *t;

	json_array_foreach(gr->series, i, s) {
		const char *p = jstr(json_object_get(s, "params"), "process");

		if (p && string_index(comps, p) < 0)
			json_array_append_new(comps, json_string(p));
	}
	json_array_foreach(gr->series, i, s) {
		const char *p = jstr(json_object_get(s, "params"), "process");
		const char *variant = jstr(json_object_get(s, "params"), "variant");
		struct buf l = BUF_INIT;
		json_t *row, *m;
		int r;

		if (!p || !(m = mark_of(s, "value")))
			continue;
		config_label(&l, s);
		if (variant)
			buf_addf(&l, " %s", variant);
		if ((r = string_index(keys, l.data)) < 0) {
			json_t *sh = json_array();

			for (k = 0; k < json_array_size(comps); k++)
				json_array_append_new(sh, json_null());
			json_array_append_new(keys, json_string(l.data));
			json_array_append_new(rows, json_pack("{s:s, s:o}", "label", l.data, "shares", sh));
			r = (int)json_array_size(rows) - 1;
		}
		row = json_array_get(rows, r);
		json_array_set_new(json_object_get(row, "shares"), string_index(comps, p), m);
		buf_release(&l);
	}
	json_decref(keys);
	t = title(gr, q, NULL);
	spec = json_pack("{s:s, s:s, s:o, s:o}", "title", t, "unit",
			 jstr(json_array_get(gr->series, 0), "unit") ? jstr(json_array_get(gr->series, 0), "unit") : "%",
			 "components", comps, "rows", rows);
	finish(spec, "shares", "shares", index, q, charts);
	free(t);
}

static int has_process(struct group *gr)
{
	json_t *s;
	size_t i;

	json_array_foreach(gr->series, i, s)
		if (jstr(json_object_get(s, "params"), "process"))
			return 1;
	return 0;
}

json_t *group_charts(struct group *gr, int index, json_t *q)
{
	json_t *charts = json_array();
	const char *key;

	if (has_process(gr)) {
		shares_chart(gr, index, q, charts);
	} else if ((key = scaling_key(gr))) {
		lines_chart(gr, key, index, q, charts);
		bars_chart(gr, key, index, q, charts);
		if (has_samples(gr))
			bars_chart(gr, NULL, index, q, charts);
	} else {
		bars_chart(gr, NULL, index, q, charts);
	}
	strip_chart(gr, index, q, charts);
	return charts;
}
