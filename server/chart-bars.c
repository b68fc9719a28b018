/* chart-bars.c: grouped bars with confidence-interval whiskers, for ministat comparisons */
#include "chart.h"

#include <math.h>
#include <stdio.h>

#include "html.h"
#include "../core/banned.h"

#define LEFT 74
#define RIGHT 24
#define PLOT_H 250

static void bar_title(struct buf *b, const char *series, const char *group,
		      const struct chart_bar *bar, const struct chart_axis *y, double conf)
{
	html(b, "<title>");
	html_txt(b, series);
	if (group && *group) {
		html(b, ", ");
		html_txt(b, group);
	}
	html(b, ": ");
	chart_num_txt(b, &bar->value);
	if (y->unit && *y->unit) {
		html(b, " ");
		html_txt(b, y->unit);
	}
	if (bar->has_ci) {
		buf_addf(b, " (%g %% interval ", conf);
		chart_fmt(b, bar->lo);
		html(b, " to ");
		chart_fmt(b, bar->hi);
		html(b, ")");
	}
	if (bar->n > 0)
		buf_addf(b, ", N=%ld", bar->n);
	html(b, "</title>");
}

static void whisker(struct buf *b, double x, double ylo, double yhi, const struct chart_bar *bar)
{
	html(b, "<path class=\"ci\" stroke=\"currentColor\" stroke-width=\"1.5\" fill=\"none\" d=\"M");
	chart_px(b, x - 5);
	html(b, " ");
	chart_px(b, ylo);
	html(b, "h10M");
	chart_px(b, x);
	html(b, " ");
	chart_px(b, ylo);
	html(b, "V");
	chart_px(b, yhi);
	html(b, "M");
	chart_px(b, x - 5);
	html(b, " ");
	chart_px(b, yhi);
	html(b, "h10\" data-lo=\"");
	chart_fmt(b, bar->lo);
	html(b, "\" data-hi=\"");
	chart_fmt(b, bar->hi);
	html(b, "\" />\n");
}

static void one_bar(struct chart_ctx *cx, const struct chart_bars *c, size_t g, size_t s,
		    double x, double bw, const struct chart_axis *y)
{
	struct buf *b = cx->b;
	const struct chart_bar *bar = &c->groups[g].bars[s];
	double y0 = chart_map(y, y->min > 0 ? y->min : (y->max < 0 ? y->max : 0));
	double yv = chart_map(y, bar->value.v);

	html(b, "<g class=\"bar\">\n<rect x=\"");
	chart_px(b, x);
	html(b, "\" y=\"");
	chart_px(b, fmin(y0, yv));
	html(b, "\" width=\"");
	chart_px(b, bw);
	html(b, "\" height=\"");
	chart_px(b, fabs(y0 - yv));
	html(b, "\"");
	chart_series_attrs(b, s, 1, 0, "mark");
	chart_mark_data(b, &bar->value, c->series[s]);
	html(b, " data-group=\"");
	html_attr(b, c->groups[g].label ? c->groups[g].label : "");
	html(b, "\">");
	bar_title(b, c->series[s], c->groups[g].label, bar, y, c->confidence);
	html(b, "</rect>\n");
	if (bar->has_ci)
		whisker(b, x + bw / 2, chart_map(y, bar->lo), chart_map(y, bar->hi), bar);
	if (bw >= 34) {
		html(b, "<text class=\"value\" text-anchor=\"middle\" font-size=\"10\" x=\"");
		chart_px(b, x + bw / 2);
		html(b, "\" y=\"");
		chart_px(b, fmin(yv, bar->has_ci ? chart_map(y, bar->hi) : yv) - 4);
		html(b, "\">");
		chart_num_txt(b, &bar->value);
		html(b, "</text>\n");
	}
	html(b, "</g>\n");
}

int chart_bars(struct buf *b, const struct chart_bars *c)
{
	struct chart_ctx cx;
	struct chart_axis y = c->y;
	struct buf desc = BUF_INIT;
	int w = c->head.width > 0 ? c->head.width : 720, legend, top, h;
	double lo = INFINITY, hi = -INFINITY, gw;
	size_t g, s;

	for (g = 0; g < c->ngroups; g++)
		for (s = 0; s < c->nseries; s++) {
			const struct chart_bar *bar = &c->groups[g].bars[s];

			if (!bar->present)
				continue;
			lo = fmin(lo, fmin(bar->value.v, bar->has_ci ? bar->lo : bar->value.v));
			hi = fmax(hi, fmax(bar->value.v, bar->has_ci ? bar->hi : bar->value.v));
		}
	y.zero = y.scale == CHART_LINEAR;   /* a bar's length must mean something */
	legend = chart_legend_height(w, LEFT, c->series, c->nseries);
	top = 36 + legend + 14;
	h = top + PLOT_H + 52;
	chart_axis_fit(&y, lo, hi, top + PLOT_H, top);
	buf_addf(&desc, "Bars of %s%s%s%s in %zu group%s for %zu series",
		 y.label ? y.label : "the value", y.unit && *y.unit ? " (" : "",
		 y.unit ? y.unit : "", y.unit && *y.unit ? ")" : "",
		 c->ngroups, c->ngroups == 1 ? "" : "s", c->nseries);
	if (c->confidence > 0)
		buf_addf(&desc, "; whiskers show the %g %% confidence interval of the mean", c->confidence);
	buf_adds(&desc, ".");
	chart_begin(&cx, b, &c->head, h, "bars", desc.data);
	chart_legend(&cx, LEFT, 36, c->series, c->nseries, 0);
	chart_axis_y(&cx, &y, LEFT, w - RIGHT);
	gw = c->ngroups ? (w - RIGHT - LEFT) / (double)c->ngroups : 1;
	for (g = 0; g < c->ngroups; g++) {
		double gx = LEFT + g * gw, bw = fmin(64, gw * 0.8 / (c->nseries ? c->nseries : 1));
		double x = gx + (gw - bw * c->nseries) / 2;

		html(b, "<g class=\"group\">\n");
		for (s = 0; s < c->nseries; s++, x += bw)
			if (c->groups[g].bars[s].present)
				one_bar(&cx, c, g, s, x + 1, bw - 2, &y);
		html(b, "<text class=\"group-label\" text-anchor=\"middle\" x=\"");
		chart_px(b, gx + gw / 2);
		html(b, "\" y=\"");
		chart_px(b, top + PLOT_H + 18);
		html(b, "\"><title>");
		html_txt(b, c->groups[g].label);
		html(b, "</title>");
		chart_txt_short(b, c->groups[g].label, (size_t)fmax(4, gw / 7));
		html(b, "</text>\n</g>\n");
	}
	html(b, "<line class=\"domain\" stroke=\"currentColor\" x1=\"");
	chart_px(b, LEFT);
	html(b, "\" x2=\"");
	chart_px(b, w - RIGHT);
	html(b, "\" y1=\"");
	chart_px(b, chart_map(&y, y.min > 0 ? y.min : 0));
	html(b, "\" y2=\"");
	chart_px(b, chart_map(&y, y.min > 0 ? y.min : 0));
	html(b, "\" />\n");
	chart_end(&cx);
	buf_release(&desc);
	return 0;
}
