/* chart-scaling.c: value against -j / clients / tasks, one line per configuration, ratio panel under it */
#include "chart.h"

#include <math.h>
#include <stdlib.h>

#include "html.h"
#include "../core/banned.h"

#define LEFT 74
#define RIGHT 24
#define MAIN_H 260
#define RATIO_H 110

static const char *lbl(const char *s)
{
	return s ? s : "";
}

static void bounds(const struct chart_scaling *c, double *x0, double *x1, double *y0, double *y1)
{
	size_t i, j;

	*x0 = *y0 = INFINITY;
	*x1 = *y1 = -INFINITY;
	for (i = 0; i < c->nlines; i++)
		for (j = 0; j < c->lines[i].n; j++) {
			const struct chart_point *p = &c->lines[i].pts[j];
			double lo = p->has_ci ? p->lo : p->y.v, hi = p->has_ci ? p->hi : p->y.v;

			*x0 = fmin(*x0, p->x.v);
			*x1 = fmax(*x1, p->x.v);
			*y0 = fmin(*y0, fmin(lo, p->y.v));
			*y1 = fmax(*y1, fmax(hi, p->y.v));
		}
}

/* "ULE, jobs 4: 1047.00 s" */
static void point_title(struct buf *b, const char *series, const struct chart_axis *x,
			const struct chart_num *xv, const struct chart_num *yv, const char *unit)
{
	html(b, "<title>");
	html_txt(b, series);
	html(b, ", ");
	html_txt(b, x->label);
	html(b, " ");
	chart_num_txt(b, xv);
	html(b, ": ");
	chart_num_txt(b, yv);
	if (unit && *unit) {
		html(b, " ");
		html_txt(b, unit);
	}
	html(b, "</title>");
}

static void path_of(struct buf *b, const struct chart_point *pts, size_t n,
		    const struct chart_axis *x, const struct chart_axis *y, const double *yv)
{
	size_t j;

	for (j = 0; j < n; j++) {
		if (j)
			html(b, " L");
		else
			html(b, "M");
		chart_px(b, chart_map(x, pts[j].x.v));
		html(b, " ");
		chart_px(b, chart_map(y, yv ? yv[j] : pts[j].y.v));
	}
}

static void whisker(struct buf *b, size_t i, double px, double plo, double phi)
{
	html(b, "<path class=\"ci\" stroke-width=\"1.5\" fill=\"none\" stroke=\"currentColor\" d=\"M");
	chart_px(b, px - 4);
	html(b, " ");
	chart_px(b, plo);
	html(b, "h8M");
	chart_px(b, px);
	html(b, " ");
	chart_px(b, plo);
	html(b, "V");
	chart_px(b, phi);
	html(b, "M");
	chart_px(b, px - 4);
	html(b, " ");
	chart_px(b, phi);
	html(b, "h8\" />\n");
	(void)i;
}

void chart_plot_lines(struct chart_ctx *cx, const struct chart_scaling *c,
		      const struct chart_axis *x, const struct chart_axis *y)
{
	struct buf *b = cx->b;
	size_t i, j;

	for (i = 0; i < c->nlines; i++) {
		const struct chart_line *l = &c->lines[i];

		html(b, "<g class=\"series\" data-series=\"");
		html_attr(b, l->label);
		html(b, "\">\n<path stroke-width=\"2\" d=\"");
		path_of(b, l->pts, l->n, x, y, NULL);
		html(b, "\"");
		chart_series_attrs(b, i, 0, 1, "line");
		chart_dash(b, i);
		html(b, " />\n");
		for (j = 0; j < l->n; j++) {
			const struct chart_point *p = &l->pts[j];
			double px = chart_map(x, p->x.v);

			if (p->has_ci)
				whisker(b, i, px, chart_map(y, p->lo), chart_map(y, p->hi));
			chart_marker_open(b, i, px, chart_map(y, p->y.v));
			chart_series_attrs(b, i, 1, 1, "mark");
			chart_mark_data(b, &p->y, l->label);
			html(b, " data-x=\"");
			chart_num_txt(b, &p->x);
			html(b, "\">");
			point_title(b, l->label, x, &p->x, &p->y, y->unit);
			chart_marker_close(b, i);
		}
		html(b, "</g>\n");
	}
}

/* The base line's y at x, or NAN. */
static double base_at(const struct chart_line *base, double xv)
{
	size_t j;

	for (j = 0; j < base->n; j++)
		if (base->pts[j].x.v == xv)
			return base->pts[j].y.v;
	return NAN;
}

static void ratio_panel(struct chart_ctx *cx, const struct chart_scaling *c,
			const struct chart_axis *xmain, double top)
{
	struct buf *b = cx->b, t = BUF_INIT;
	const struct chart_line *base = &c->lines[c->ratio_base];
	struct chart_axis x = *xmain, y = { 0 };
	double lo = 1, hi = 1;
	size_t i, j;

	for (i = 0; i < c->nlines; i++)
		for (j = 0; j < c->lines[i].n; j++) {
			double r = c->lines[i].pts[j].y.v / base_at(base, c->lines[i].pts[j].x.v);

			if (isfinite(r))
				lo = fmin(lo, r), hi = fmax(hi, r);
		}
	if (c->ratio_label) {
		buf_adds(&t, c->ratio_label);
	} else {
		buf_adds(&t, "each line divided by ");
		buf_adds(&t, lbl(base->label));
		buf_addf(&t, " at the same %s", lbl(xmain->label));
	}
	y.label = "ratio";
	chart_axis_fit(&y, lo, hi, top + RATIO_H, top);
	x.p0 = xmain->p0;
	x.p1 = xmain->p1;
	html(b, "<g class=\"panel ratio\">\n");
	chart_text(cx, LEFT, top - 12, "start", "panel-title", t.data);
	chart_axis_y(cx, &y, LEFT, cx->w - RIGHT);
	chart_axis_x(cx, &x, top + RATIO_H, top);
	html(b, "<line stroke-width=\"1.5\" x1=\"");
	chart_px(b, LEFT);
	html(b, "\" x2=\"");
	chart_px(b, cx->w - RIGHT);
	html(b, "\" y1=\"");
	chart_px(b, chart_map(&y, 1));
	html(b, "\" y2=\"");
	chart_px(b, chart_map(&y, 1));
	html(b, "\"");
	chart_series_attrs(b, c->ratio_base, 0, 1, "one");
	chart_dash(b, c->ratio_base);
	html(b, " />\n");
	for (i = 0; i < c->nlines; i++) {
		const struct chart_line *l = &c->lines[i];
		int first = 1;

		if ((int)i == c->ratio_base)
			continue;
		html(b, "<g class=\"series\" data-series=\"");
		html_attr(b, l->label);
		html(b, "\">\n<path stroke-width=\"1.5\" d=\"");
		for (j = 0; j < l->n; j++) {
			double r = l->pts[j].y.v / base_at(base, l->pts[j].x.v);

			if (!isfinite(r))
				continue;
			if (first)
				html(b, "M");
			else
				html(b, " L");
			first = 0;
			chart_px(b, chart_map(&x, l->pts[j].x.v));
			html(b, " ");
			chart_px(b, chart_map(&y, r));
		}
		html(b, "\"");
		chart_series_attrs(b, i, 0, 1, "line");
		chart_dash(b, i);
		html(b, " />\n");
		for (j = 0; j < l->n; j++) {
			double r = l->pts[j].y.v / base_at(base, l->pts[j].x.v);
			struct buf v = BUF_INIT;
			struct chart_num rn;

			if (!isfinite(r))
				continue;
			buf_addf(&v, "%.4f", r);
			rn.v = r;
			rn.text = v.data;
			chart_marker_open(b, i, chart_map(&x, l->pts[j].x.v), chart_map(&y, r));
			chart_series_attrs(b, i, 1, 1, "mark");
			html(b, " data-ratio=\"1\"");
			chart_mark_data(b, &rn, l->label);
			html(b, " data-x=\"");
			chart_num_txt(b, &l->pts[j].x);
			html(b, "\">");
			point_title(b, lbl(l->label), &x, &l->pts[j].x, &rn, "(ratio)");
			chart_marker_close(b, i);
			buf_release(&v);
		}
		html(b, "</g>\n");
	}
	html(b, "</g>\n");
	buf_release(&t);
}

static void fit_x(const struct chart_scaling *c, struct chart_axis *x, double p0, double p1)
{
	double *v;
	size_t i, j, n = 0;

	for (i = 0; i < c->nlines; i++)
		n += c->lines[i].n;
	v = xcalloc(n + 1, sizeof(*v));
	n = 0;
	for (i = 0; i < c->nlines; i++)
		for (j = 0; j < c->lines[i].n; j++)
			v[n++] = c->lines[i].pts[j].x.v;
	chart_axis_fit_values(x, v, n, p0, p1);
	free(v);
}

static const char **labels_of(const struct chart_scaling *c)
{
	const char **labels = xcalloc(c->nlines + 1, sizeof(*labels));
	size_t i;

	for (i = 0; i < c->nlines; i++)
		labels[i] = c->lines[i].label;
	return labels;
}

static void plain_title(struct buf *b, const struct chart_axis *a)
{
	buf_adds(b, a->label ? a->label : "");
	if (a->unit && *a->unit)
		buf_addf(b, " (%s)", a->unit);
}

/* Shared by chart_scaling and chart_lines: with_ratio asks for the panel. */
int chart_draw_lines(struct buf *b, const struct chart_scaling *c, const char *kind, int with_ratio)
{
	struct chart_ctx cx;
	struct chart_axis x = c->x, y = c->y;
	struct buf desc = BUF_INIT;
	const char **labels = labels_of(c);
	int w = c->head.width > 0 ? c->head.width : 720, legend, top, h;
	double x0, x1, y0, y1;
	size_t i;

	with_ratio = with_ratio && c->ratio_base >= 0 && (size_t)c->ratio_base < c->nlines &&
		c->nlines > 1;
	legend = chart_legend_height(w, LEFT, labels, c->nlines);
	top = 36 + legend + 8;
	h = top + MAIN_H + 48 + (with_ratio ? RATIO_H + 76 : 0);
	bounds(c, &x0, &x1, &y0, &y1);
	fit_x(c, &x, LEFT + 14, w - RIGHT - 14);
	chart_axis_fit(&y, y0, y1, top + MAIN_H, top);
	buf_addf(&desc, "%zu line%s of ", c->nlines, c->nlines == 1 ? "" : "s");
	plain_title(&desc, &c->y);
	buf_adds(&desc, " against ");
	plain_title(&desc, &c->x);
	buf_adds(&desc, ":");
	for (i = 0; i < c->nlines; i++)
		buf_addf(&desc, "%s %s", i ? "," : "", lbl(c->lines[i].label));
	buf_adds(&desc, ".");
	if (with_ratio)
		buf_addf(&desc, " Below, each line divided by %s at the same %s.",
			 lbl(c->lines[c->ratio_base].label), c->x.label ? c->x.label : "x");
	chart_begin(&cx, b, &c->head, h, kind, desc.data);
	chart_legend(&cx, LEFT, 36, labels, c->nlines, 1);
	html(b, "<g class=\"panel main\">\n");
	chart_axis_y(&cx, &y, LEFT, w - RIGHT);
	chart_axis_x(&cx, &x, top + MAIN_H, top);
	chart_plot_lines(&cx, c, &x, &y);
	html(b, "</g>\n");
	if (with_ratio)
		ratio_panel(&cx, c, &x, top + MAIN_H + 74);
	chart_end(&cx);
	buf_release(&desc);
	free(labels);
	return 0;
}

int chart_scaling(struct buf *b, const struct chart_scaling *c)
{
	return chart_draw_lines(b, c, "scaling", 1);
}
