/* groups.c: a workload's series split as the compare page shows them: by post and system, rows by parameter */
#include "groups.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "stats.h"
#include "banned.h"

/*
 * Design.  One group per post and system (figures from different machines
 * are not comparable in absolute terms), one row per parameter setting, one
 * column per configuration (scheduler and OS version), configuration a
 * first.  Differences use core/stats.c (ministat's Student's t at 95 %)
 * when both sides have N >= 2, else the plain ratio.  The compare page
 * (server/compare.c) and the digest (digest/figures.c) both group through
 * here, so a digest's table is the compare page's group and its chart
 * links are the page's charts.
 */

#define CONF 95.0

const char *jstr(json_t *o, const char *key)
{
	return json_string_value(json_object_get(o, key));
}

double jnum(json_t *o, const char *key)
{
	json_t *v = json_object_get(o, key);

	if (json_is_object(v))
		v = json_object_get(v, "value");
	return json_is_number(v) ? json_number_value(v) : NAN;
}

/* ---------- series: sides, labels, figures ---------- */

const char *side_name(json_t *s)
{
	const char *v;

	if ((v = jstr(s, "scheduler")) || (v = jstr(s, "os_version")) || (v = jstr(s, "label")))
		return v;
	return "(unnamed)";
}

static int side_match(json_t *s, const char *want)
{
	static const char *const keys[] = { "scheduler", "os_version", "label" };
	size_t i;

	if (!want || !*want)
		return 0;
	for (i = 0; i < 3; i++) {
		const char *v = jstr(s, keys[i]);

		if (v && !strcasecmp(v, want))
			return 1;
	}
	return 0;
}

/* "ULE 7.0-CURRENT", "2.6.22-ck1", "4BSD" */
void config_label(struct buf *b, json_t *s)
{
	const char *sch = jstr(s, "scheduler"), *ver = jstr(s, "os_version");

	buf_adds(b, side_name(s));
	if (sch && ver) {
		buf_addc(b, ' ');
		buf_adds(b, ver);
	}
}

/* "jobs 4", "variant M1000, hz 1000"; variant_def is the footnote, not the key */
void row_label(struct buf *b, json_t *s, const char *skip)
{
	json_t *params = json_object_get(s, "params"), *v;
	const char *k;
	size_t start = b->len;

	json_object_foreach(params, k, v) {
		if (!strcmp(k, "variant_def") || (skip && !strcmp(k, skip)))
			continue;
		if (b->len > start)
			buf_adds(b, ", ");
		if (strcmp(k, "variant") && strcmp(k, "process")) {
			buf_adds(b, k);
			buf_addc(b, ' ');
		}
		if (json_is_object(v))
			buf_adds(b, jstr(v, "text") ? jstr(v, "text") : "?");
		else if (json_is_string(v))
			buf_adds(b, json_string_value(v));
	}
	if (b->len == start)
		buf_adds(b, "(as posted)");
}

int series_figure(json_t *s, double *v, const char **text, long *n, double *sd)
{
	json_t *vals = json_object_get(s, "values"), *sum = json_object_get(s, "summary"), *x;
	size_t i, k = json_array_size(vals);
	double acc = 0, acc2 = 0;

	*text = NULL;
	*sd = NAN;
	if (json_is_object(sum)) {
		*v = jnum(sum, "mean");
		*text = jstr(json_object_get(sum, "mean"), "text");
		*n = (long)jnum(sum, "n");
		*sd = jnum(sum, "stddev");
		return isfinite(*v) ? 0 : -1;
	}
	if (!k)
		return -1;
	*n = (long)k;
	if (k == 1) {
		*v = jnum(json_array_get(vals, 0), "value");
		*text = jstr(json_array_get(vals, 0), "text");
		return 0;
	}
	json_array_foreach(vals, i, x)
		acc += jnum(x, "value");
	*v = acc / k;
	json_array_foreach(vals, i, x)
		acc2 += (jnum(x, "value") - *v) * (jnum(x, "value") - *v);
	*sd = sqrt(acc2 / (k - 1));
	return 0;
}

/* {"value": v, "text": t} with t the posted text, or v printed */
json_t *figure_json(json_t *s, long *n, double *sd)
{
	const char *text;
	double v;
	struct buf b = BUF_INIT;
	json_t *j;

	if (series_figure(s, &v, &text, n, sd) < 0)
		return NULL;
	if (!text)
		buf_addf(&b, "%.6g", v);
	j = json_pack("{s:f, s:s}", "value", v, "text", text ? text : b.data);
	buf_release(&b);
	return j;
}

/* Half-width of the confidence interval of a mean, or NAN. */
double ci_half(long n, double sd)
{
	int conf = stats_conf_index(CONF);

	if (n < 2 || !isfinite(sd) || conf < 0)
		return NAN;
	return stats_t_critical(n - 1, conf) * sd / sqrt((double)n);
}

/* A stats set from a series' raw values or posted summary; -1 with N < 2. */
static int stats_of(json_t *s, struct stats_set *set, double **keep)
{
	json_t *vals = json_object_get(s, "values"), *sum = json_object_get(s, "summary"), *x;
	size_t i, k = json_array_size(vals);

	*keep = NULL;
	if (json_is_object(sum)) {
		if (jnum(sum, "n") < 2)
			return -1;
		return stats_from_summary(set, (size_t)jnum(sum, "n"), jnum(sum, "min"), jnum(sum, "max"),
					  jnum(sum, "median"), jnum(sum, "mean"), jnum(sum, "stddev"));
	}
	if (k < 2)
		return -1;
	*keep = xcalloc(k, sizeof(double));
	json_array_foreach(vals, i, x)
		(*keep)[i] = jnum(x, "value");
	return stats_from_samples(set, *keep, k, STATS_DEBIAN);
}

/* b against base a: Student's t where both have N >= 2, else the ratio. */
static json_t *difference(json_t *a, json_t *b)
{
	struct stats_set sa, sb;
	struct stats_result res;
	double *ka = NULL, *kb = NULL, va, vb, sda, sdb;
	const char *t;
	long na, nb;
	json_t *d = NULL;

	if (stats_of(a, &sa, &ka) == 0 && stats_of(b, &sb, &kb) == 0 &&
	    stats_student(&sb, &sa, stats_conf_index(CONF), STATS_DEBIAN, &res) == 0) {
		d = json_pack("{s:s, s:f, s:f, s:f, s:f, s:f, s:b}", "method", "student",
			      "confidence", CONF, "delta", res.diff, "delta_ci", res.diff_pm,
			      "delta_pct", res.pct, "ci_pct", res.pct_pm, "proven", res.proven);
	} else if (series_figure(a, &va, &t, &na, &sda) == 0 &&
		   series_figure(b, &vb, &t, &nb, &sdb) == 0 && va != 0) {
		d = json_pack("{s:s, s:f, s:f}", "method", "ratio", "ratio", vb / va,
			      "delta_pct", (vb - va) / va * 100);
	}
	free(ka);
	free(kb);
	return d;
}

/* ---------- grouping ---------- */

static int config_index(json_t *configs, const char *label)
{
	json_t *c;
	size_t i;

	json_array_foreach(configs, i, c)
		if (!strcmp(jstr(c, "label"), label))
			return (int)i;
	return -1;
}

/* Configurations: side a first, then b, then the rest in posting order. */
static void make_configs(struct group *gr, const char *a, const char *b)
{
	int pass;
	json_t *s;
	size_t i;

	gr->configs = json_array();
	gr->ia = gr->ib = -1;
	for (pass = 0; pass < 3; pass++)
		json_array_foreach(gr->series, i, s) {
			struct buf l = BUF_INIT;
			int is_a = side_match(s, a), is_b = !is_a && side_match(s, b);

			if ((pass == 0 && !is_a) || (pass == 1 && !is_b) || (pass == 2 && (is_a || is_b)))
				continue;
			config_label(&l, s);
			if (config_index(gr->configs, l.data) < 0) {
				json_array_append_new(gr->configs, json_pack("{s:s, s:o}", "label", l.data,
					"side", is_a ? json_string("a") : is_b ? json_string("b") : json_null()));
				if (is_a && gr->ia < 0)
					gr->ia = (int)json_array_size(gr->configs) - 1;
				if (is_b && gr->ib < 0)
					gr->ib = (int)json_array_size(gr->configs) - 1;
			}
			buf_release(&l);
		}
}

int series_config(struct group *gr, json_t *s)
{
	struct buf l = BUF_INIT;
	int i;

	config_label(&l, s);
	i = config_index(gr->configs, l.data);
	buf_release(&l);
	return i;
}

static void make_rows(struct group *gr)
{
	size_t nc = json_array_size(gr->configs), i, k;
	json_t *s, *labels = json_object();

	gr->rows = json_array();
	json_array_foreach(gr->series, i, s) {
		struct buf l = BUF_INIT;
		json_t *row, *cell;
		long n;
		double sd;
		int c = series_config(gr, s);

		row_label(&l, s, NULL);
		row = json_object_get(labels, l.data);
		if (!row) {
			row = json_pack("{s:s, s:o, s:[]}", "label", l.data,
					"params", json_deep_copy(json_object_get(s, "params")), "cells");
			for (k = 0; k < nc; k++)
				json_array_append_new(json_object_get(row, "cells"), json_null());
			json_object_set(labels, l.data, row);
			json_array_append_new(gr->rows, row);
		}
		if (c >= 0 && json_is_null(json_array_get(json_object_get(row, "cells"), c))) {
			json_t *fig = figure_json(s, &n, &sd);

			cell = json_pack("{s:s, s:o, s:I}", "series", jstr(s, "id"),
					 "figure", fig ? fig : json_null(), "n", (json_int_t)(fig ? n : 0));
			json_array_set_new(json_object_get(row, "cells"), c, cell);
		}
		buf_release(&l);
	}
	json_decref(labels);
}

json_t *find_series(json_t *all, const char *id)
{
	json_t *s;
	size_t i;

	json_array_foreach(all, i, s)
		if (id && !strcmp(jstr(s, "id"), id))
			return s;
	return NULL;
}

static void add_differences(struct group *gr)
{
	json_t *row;
	size_t i;

	json_array_foreach(gr->rows, i, row) {
		json_t *cells = json_object_get(row, "cells"), *d = NULL;

		if (gr->ia >= 0 && gr->ib >= 0) {
			json_t *a = find_series(gr->series, jstr(json_array_get(cells, gr->ia), "series"));
			json_t *b = find_series(gr->series, jstr(json_array_get(cells, gr->ib), "series"));

			if (a && b)
				d = difference(a, b);
		}
		json_object_set_new(row, "difference", d ? d : json_null());
	}
}

static json_t *group_of(json_t *groups, json_t *s, struct group **grs, size_t *ngrs)
{
	json_t *msg = json_object_get(s, "message");
	struct buf key = BUF_INIT;
	size_t i;

	buf_addf(&key, "%s\n%s", jstr(msg, "message_id"), jstr(s, "system") ? jstr(s, "system") : "");
	for (i = 0; i < *ngrs; i++)
		if (!strcmp(jstr((*grs)[i].g, "key"), key.data))
			break;
	if (i == *ngrs) {
		*grs = xrealloc(*grs, (*ngrs + 1) * sizeof(**grs));
		memset(&(*grs)[i], 0, sizeof(**grs));
		(*grs)[i].g = json_pack("{s:s, s:O}", "key", key.data, "message", msg);
		(*grs)[i].series = json_array();
		json_array_append(groups, (*grs)[i].g);
		(*ngrs)++;
	}
	json_array_append((*grs)[i].series, s);
	buf_release(&key);
	return (*grs)[i].g;
}

struct group *groups_build(json_t *series, const char *a, const char *b, json_t *groups, size_t *n)
{
	struct group *grs = NULL;
	json_t *s;
	size_t i;

	*n = 0;
	json_array_foreach(series, i, s)
		group_of(groups, s, &grs, n);
	for (i = 0; i < *n; i++) {
		make_configs(&grs[i], a, b);
		make_rows(&grs[i]);
		add_differences(&grs[i]);
	}
	return grs;
}

void groups_free(struct group *grs, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		json_decref(grs[i].configs);
		json_decref(grs[i].rows);
		json_decref(grs[i].series);
		json_decref(grs[i].g);
	}
	free(grs);
}
