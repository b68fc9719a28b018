/* chart-strip.c: a strip plot of raw samples per data set, the picture ministat draws in ASCII */
#include "chart.h"

#include <math.h>
#include <stdlib.h>

#include "html.h"
#include "../core/banned.h"

/*
 * One row per data set, as ministat's plot has one symbol per set: each
 * sample a dot (equal values stack upwards, as ministat stacks its x and +),
 * and under the dots ministat's |___A_M___| line: the mean (A) with one
 * standard deviation either side, and the median (M).  A set known only from
 * its posted summary shows the summary line and its min..max range.
 */

#define LEFT 24
#define RIGHT 24
#define ROW_H 74

static void summary_line(struct buf *b, const struct chart_strip_set *set, size_t i,
			 const struct chart_axis *x, double y)
{
	double a = chart_map(x, set->mean - set->stddev), z = chart_map(x, set->mean + set->stddev);
	struct chart_num mean = { set->mean, NULL }, med = { set->median, NULL };

	html(b, "<path stroke-width=\"1.5\" d=\"M");
	chart_px(b, a);
	html(b, " ");
	chart_px(b, y - 4);
	html(b, "v8M");
	chart_px(b, a);
	html(b, " ");
	chart_px(b, y);
	html(b, "H");
	chart_px(b, z);
	html(b, "M");
	chart_px(b, z);
	html(b, " ");
	chart_px(b, y - 4);
	html(b, "v8\"");
	chart_series_attrs(b, i, 0, 1, "sd");
	html(b, " data-value=\"");
	chart_fmt(b, set->stddev);
	html(b, "\"><title>");
	html_txt(b, set->label);
	html(b, ": mean ");
	chart_fmt(b, set->mean);
	html(b, ", one standard deviation ");
	chart_fmt(b, set->stddev);
	html(b, " either side</title></path>\n");

	html(b, "<text class=\"mean\" text-anchor=\"middle\" font-weight=\"bold\" x=\"");
	chart_px(b, chart_map(x, set->mean));
	html(b, "\" y=\"");
	chart_px(b, y + 14);
	html(b, "\"");
	chart_mark_data(b, &mean, set->label);
	html(b, "><title>mean ");
	chart_fmt(b, set->mean);
	html(b, "</title>A</text>\n<text class=\"median\" text-anchor=\"middle\" x=\"");
	chart_px(b, chart_map(x, set->median));
	html(b, "\" y=\"");
	chart_px(b, y - 5);
	html(b, "\" font-size=\"10\"");
	chart_mark_data(b, &med, set->label);
	html(b, "><title>median ");
	chart_fmt(b, set->median);
	html(b, "</title>M</text>\n");
	if (!set->n) {
		html(b, "<line class=\"range\" stroke=\"currentColor\" stroke-opacity=\"0.5\" x1=\"");
		chart_px(b, chart_map(x, set->min));
		html(b, "\" x2=\"");
		chart_px(b, chart_map(x, set->max));
		html(b, "\" y1=\"");
		chart_px(b, y - 22);
		html(b, "\" y2=\"");
		chart_px(b, y - 22);
		html(b, "\"><title>min ");
		chart_fmt(b, set->min);
		html(b, ", max ");
		chart_fmt(b, set->max);
		html(b, " (only the summary was posted)</title></line>\n");
	}
}

/* How many samples before j fall on (about) the same pixel: the stack height. */
static int stacked(const double *px, size_t j)
{
	int k = 0;
	size_t i;

	for (i = 0; i < j; i++)
		if (fabs(px[i] - px[j]) < 3)
			k++;
	return k;
}

static void dots(struct buf *b, const struct chart_strip_set *set, size_t i,
		 const struct chart_axis *x, double y)
{
	double *px = xcalloc(set->n + 1, sizeof(*px));
	size_t j;

	for (j = 0; j < set->n; j++)
		px[j] = chart_map(x, set->samples[j].v);
	for (j = 0; j < set->n; j++) {
		double cy = y - 22 - 5 * fmin(stacked(px, j), 3);

		chart_marker_open(b, i, px[j], cy);
		chart_series_attrs(b, i, 1, 1, "mark");
		html(b, " fill-opacity=\"0.6\"");
		chart_mark_data(b, &set->samples[j], set->label);
		html(b, "><title>");
		html_txt(b, set->label);
		html(b, ": ");
		chart_num_txt(b, &set->samples[j]);
		html(b, "</title>");
		chart_marker_close(b, i);
	}
	free(px);
}

int chart_strip(struct buf *b, const struct chart_strip *c)
{
	struct chart_ctx cx;
	struct chart_axis x = c->x;
	struct buf desc = BUF_INIT;
	int w = c->head.width > 0 ? c->head.width : 720, top = 40, h;
	double lo = INFINITY, hi = -INFINITY;
	size_t i, j;

	for (i = 0; i < c->nsets; i++) {
		const struct chart_strip_set *s = &c->sets[i];

		for (j = 0; j < s->n; j++)
			lo = fmin(lo, s->samples[j].v), hi = fmax(hi, s->samples[j].v);
		if (s->has_summary) {
			lo = fmin(lo, fmin(s->min, s->mean - s->stddev));
			hi = fmax(hi, fmax(s->max, s->mean + s->stddev));
		}
	}
	h = top + (int)c->nsets * ROW_H + 50;
	chart_axis_fit(&x, lo, hi, LEFT + 10, w - RIGHT - 10);
	buf_addf(&desc, "Samples of %zu data set%s on one axis, one row each; under each row the mean "
		 "(A) with one standard deviation either side and the median (M), as ministat draws them.",
		 c->nsets, c->nsets == 1 ? "" : "s");
	chart_begin(&cx, b, &c->head, h, "strip", desc.data);
	chart_axis_x(&cx, &x, top + c->nsets * ROW_H + 4, top);
	for (i = 0; i < c->nsets; i++) {
		const struct chart_strip_set *s = &c->sets[i];
		double y = top + i * ROW_H + ROW_H - 18;

		html(b, "<g class=\"series\" data-series=\"");
		html_attr(b, s->label);
		html(b, "\">\n<text class=\"row-label\" x=\"");
		chart_px(b, LEFT);
		html(b, "\" y=\"");
		chart_px(b, top + i * ROW_H + 12);
		html(b, "\"><title>");
		html_txt(b, s->label);
		html(b, "</title>");
		chart_txt_short(b, s->label, 60);
		if (s->n)
			buf_addf(b, " (N=%zu)", s->n);
		else
			html(b, " (summary only)");
		html(b, "</text>\n");
		dots(b, s, i, &x, y);
		if (s->has_summary)
			summary_line(b, s, i, &x, y);
		html(b, "</g>\n");
	}
	chart_end(&cx);
	buf_release(&desc);
	return 0;
}
