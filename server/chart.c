/* chart.c: the chart model every kind shares: axes and nice ticks, scales, frame, legend, palette */
#include "chart.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "../core/banned.h"

/*
 * The palette is Okabe and Ito's colour-blind-safe set (yellow swapped for a
 * darker ochre that reads on white and on black); static/chart.css lightens
 * it for dark mode.  Dash patterns and marker shapes repeat with another
 * period than the colours, so series 0 and 8 still differ.
 */
static const char *const colours[CHART_COLOURS] = {
	"#0072b2", "#d55e00", "#009e73", "#cc79a7",
	"#e69f00", "#56b4e9", "#8c6d00", "#666666",
};
static const char *const dashes[] = { NULL, "6 3", "2 3", "8 3 2 3", "4 4" };
#define NDASHES (sizeof(dashes) / sizeof(dashes[0]))
#define NSHAPES 4

void chart_px(struct buf *b, double v)
{
	if (!isfinite(v))
		v = 0;
	buf_addf(b, "%.1f", v);
}

void chart_fmt(struct buf *b, double v)
{
	if (!isfinite(v)) {
		html(b, "n/a");
		return;
	}
	if (v == 0)
		v = 0;      /* no "-0" */
	buf_addf(b, "%.6g", v);
}

/* ---------- axes ---------- */

static double nice_step(double range, int target)
{
	double raw = range / target, mag = pow(10, floor(log10(raw))), f = raw / mag;

	if (f <= 1)
		f = 1;
	else if (f <= 2)
		f = 2;
	else if (f <= 2.5)
		f = 2.5;
	else if (f <= 5)
		f = 5;
	else
		f = 10;
	return f * mag;
}

static void fit_linear(struct chart_axis *a, double lo, double hi)
{
	double step;
	int i;

	if (a->zero) {
		if (lo > 0)
			lo = 0;
		if (hi < 0)
			hi = 0;
	}
	if (hi - lo <= 0) {
		double pad = lo ? fabs(lo) * 0.1 : 1;

		lo -= pad;
		hi += pad;
	}
	step = nice_step(hi - lo, 5);
	a->min = floor(lo / step) * step;
	a->max = ceil(hi / step) * step;
	a->nticks = 0;
	for (i = 0; i < 24; i++) {
		double t = a->min + i * step;

		if (t > a->max + step * 1e-9)
			break;
		a->ticks[a->nticks++] = fabs(t) < step * 1e-9 ? 0 : t;
	}
}

/* Log axes tick at 1, 2, 5 per decade when few decades show, else at powers. */
static void fit_log(struct chart_axis *a, double lo, double hi)
{
	static const double m125[] = { 1, 2, 5 };
	int d0, d1, d, k, fine;

	if (!(lo > 0))
		lo = hi > 0 ? hi / 10 : 1;
	if (!(hi > lo))
		hi = lo * 10;
	d0 = (int)floor(log10(lo) + 1e-9);
	d1 = (int)ceil(log10(hi) - 1e-9);
	if (d1 == d0)
		d1++;
	fine = d1 - d0 <= 3;
	a->min = pow(10, d0);
	a->max = pow(10, d1);
	if (fine) {
		for (k = 2; k >= 0; k--)
			if (m125[k] * pow(10, d0) <= lo * (1 + 1e-9)) {
				a->min = m125[k] * pow(10, d0);
				break;
			}
		for (k = 0; k < 3; k++)
			if (m125[k] * pow(10, d1 - 1) >= hi * (1 - 1e-9)) {
				a->max = m125[k] * pow(10, d1 - 1);
				break;
			}
	}
	a->nticks = 0;
	for (d = d0; d <= d1 && a->nticks < 24; d++)
		for (k = 0; k < (fine ? 3 : 1) && a->nticks < 24; k++) {
			double t = m125[k] * pow(10, d);

			if (t >= a->min * (1 - 1e-9) && t <= a->max * (1 + 1e-9))
				a->ticks[a->nticks++] = t;
		}
}

void chart_axis_fit(struct chart_axis *a, double lo, double hi, double p0, double p1)
{
	if (!isfinite(lo) || !isfinite(hi))
		lo = 0, hi = 1;
	if (a->scale == CHART_LOG)
		fit_log(a, lo, hi);
	else
		fit_linear(a, lo, hi);
	a->p0 = p0;
	a->p1 = p1;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

void chart_axis_fit_values(struct chart_axis *a, const double *v, size_t n, double p0, double p1)
{
	double *s = xcalloc(n + 1, sizeof(*s));
	size_t i, k = 0;

	memcpy(s, v, n * sizeof(*s));
	qsort(s, n, sizeof(*s), cmp_double);
	for (i = 0; i < n; i++)
		if (isfinite(s[i]) && (a->scale != CHART_LOG || s[i] > 0) && (!k || s[i] != s[k - 1]))
			s[k++] = s[i];
	if (k < 2 || k > 12) {
		chart_axis_fit(a, k ? s[0] : 0, k ? s[k - 1] : 1, p0, p1);
	} else {
		for (i = 0; i < k; i++)
			a->ticks[i] = s[i];
		a->nticks = (int)k;
		a->min = s[0];
		a->max = s[k - 1];
		a->at_values = 1;
		a->p0 = p0;
		a->p1 = p1;
	}
	free(s);
}

double chart_map(const struct chart_axis *a, double v)
{
	double f;

	if (a->scale == CHART_LOG)
		f = v > 0 ? (log10(v) - log10(a->min)) / (log10(a->max) - log10(a->min)) : 0;
	else
		f = (v - a->min) / (a->max - a->min);
	return a->p0 + f * (a->p1 - a->p0);
}

/* Tick labels with as many decimals as the step needs. */
static void tick_label(struct buf *b, const struct chart_axis *a, double t)
{
	int dec = 0;

	if (a->scale == CHART_LINEAR && a->nticks > 1 && !a->at_values) {
		double step = a->ticks[1] - a->ticks[0];

		while (dec < 6 && fabs(step * pow(10, dec) - round(step * pow(10, dec))) > 1e-6)
			dec++;
		buf_addf(b, "%.*f", dec, t);
	} else {
		chart_fmt(b, t);
	}
}

void chart_axis_title(struct buf *b, const struct chart_axis *a)
{
	html_txt(b, a->label ? a->label : "");
	if (a->unit && *a->unit) {
		html(b, " (");
		html_txt(b, a->unit);
		html(b, ")");
	}
}

void chart_axis_x(struct chart_ctx *cx, const struct chart_axis *a, double y, double grid_to)
{
	struct buf *b = cx->b;
	int i;

	html(b, "<g class=\"axis x\">\n<line class=\"domain\" stroke=\"currentColor\" x1=\"");
	chart_px(b, a->p0);
	html(b, "\" x2=\"");
	chart_px(b, a->p1);
	html(b, "\" y1=\"");
	chart_px(b, y);
	html(b, "\" y2=\"");
	chart_px(b, y);
	html(b, "\" />\n");
	for (i = 0; i < a->nticks; i++) {
		double x = chart_map(a, a->ticks[i]);

		html(b, "<line class=\"grid\" stroke=\"currentColor\" stroke-opacity=\"0.15\" x1=\"");
		chart_px(b, x);
		html(b, "\" x2=\"");
		chart_px(b, x);
		html(b, "\" y1=\"");
		chart_px(b, grid_to);
		html(b, "\" y2=\"");
		chart_px(b, y + 4);
		html(b, "\" /><text class=\"tick\" text-anchor=\"middle\" x=\"");
		chart_px(b, x);
		html(b, "\" y=\"");
		chart_px(b, y + 17);
		html(b, "\">");
		tick_label(b, a, a->ticks[i]);
		html(b, "</text>\n");
	}
	html(b, "<text class=\"axis-title\" text-anchor=\"middle\" x=\"");
	chart_px(b, (a->p0 + a->p1) / 2);
	html(b, "\" y=\"");
	chart_px(b, y + 36);
	html(b, "\">");
	chart_axis_title(b, a);
	html(b, "</text>\n</g>\n");
}

void chart_axis_y(struct chart_ctx *cx, const struct chart_axis *a, double x, double grid_to)
{
	struct buf *b = cx->b;
	int i;

	html(b, "<g class=\"axis y\">\n<line class=\"domain\" stroke=\"currentColor\" x1=\"");
	chart_px(b, x);
	html(b, "\" x2=\"");
	chart_px(b, x);
	html(b, "\" y1=\"");
	chart_px(b, a->p0);
	html(b, "\" y2=\"");
	chart_px(b, a->p1);
	html(b, "\" />\n");
	for (i = 0; i < a->nticks; i++) {
		double y = chart_map(a, a->ticks[i]);

		html(b, "<line class=\"grid\" stroke=\"currentColor\" stroke-opacity=\"0.15\" x1=\"");
		chart_px(b, x - 4);
		html(b, "\" x2=\"");
		chart_px(b, grid_to);
		html(b, "\" y1=\"");
		chart_px(b, y);
		html(b, "\" y2=\"");
		chart_px(b, y);
		html(b, "\" /><text class=\"tick\" text-anchor=\"end\" x=\"");
		chart_px(b, x - 7);
		html(b, "\" y=\"");
		chart_px(b, y + 4);
		html(b, "\">");
		tick_label(b, a, a->ticks[i]);
		html(b, "</text>\n");
	}
	html(b, "<text class=\"axis-title\" text-anchor=\"middle\" transform=\"rotate(-90 ");
	chart_px(b, 16);
	html(b, " ");
	chart_px(b, (a->p0 + a->p1) / 2);
	html(b, ")\" x=\"16\" y=\"");
	chart_px(b, (a->p0 + a->p1) / 2);
	html(b, "\">");
	chart_axis_title(b, a);
	html(b, "</text>\n</g>\n");
}

/* ---------- text ---------- */

void chart_txt_short(struct buf *b, const char *s, size_t max)
{
	size_t i = 0, chars = 0;

	if (!s)
		return;
	while (s[i] && chars < max) {
		i++;
		while ((s[i] & 0xc0) == 0x80)
			i++;
		chars++;
	}
	html_txtn(b, s, i);
	if (s[i])
		html(b, "&#8230;");
}

void chart_text(struct chart_ctx *cx, double x, double y, const char *anchor,
		const char *cls, const char *text)
{
	struct buf *b = cx->b;

	html(b, "<text class=\"");
	html_attr(b, cls ? cls : "label");
	html(b, "\" text-anchor=\"");
	html_attr(b, anchor);
	html(b, "\" x=\"");
	chart_px(b, x);
	html(b, "\" y=\"");
	chart_px(b, y);
	html(b, "\">");
	html_txt(b, text);
	html(b, "</text>\n");
}

void chart_num_txt(struct buf *b, const struct chart_num *v)
{
	if (v->text && *v->text)
		html_txt(b, v->text);
	else
		chart_fmt(b, v->v);
}

void chart_mark_data(struct buf *b, const struct chart_num *v, const char *series)
{
	html(b, " data-value=\"");
	chart_num_txt(b, v);
	html(b, "\"");
	if (series) {
		html(b, " data-series=\"");
		html_attr(b, series);
		html(b, "\"");
	}
}

/* ---------- palette and markers ---------- */

void chart_series_attrs(struct buf *b, size_t i, int fill, int stroke, const char *cls)
{
	const char *c = colours[i % CHART_COLOURS];

	html(b, " class=\"");
	html_attr(b, cls ? cls : "mark");
	buf_addf(b, " s%zu\"", i % CHART_COLOURS);
	html(b, " fill=\"");
	html_attr(b, fill ? c : "none");
	html(b, "\" stroke=\"");
	html_attr(b, stroke ? c : "none");
	html(b, "\"");
}

static void dash(struct buf *b, size_t i)
{
	const char *d = dashes[i % NDASHES];

	if (d) {
		html(b, " stroke-dasharray=\"");
		html_attr(b, d);
		html(b, "\"");
	}
}

void chart_marker_open(struct buf *b, size_t i, double x, double y)
{
	switch (i % NSHAPES) {
	case 0:
		html(b, "<circle r=\"4\" cx=\"");
		chart_px(b, x);
		html(b, "\" cy=\"");
		chart_px(b, y);
		html(b, "\"");
		break;
	case 1:
		html(b, "<rect width=\"7\" height=\"7\" x=\"");
		chart_px(b, x - 3.5);
		html(b, "\" y=\"");
		chart_px(b, y - 3.5);
		html(b, "\"");
		break;
	case 2:
		html(b, "<path d=\"M");
		chart_px(b, x);
		html(b, " ");
		chart_px(b, y - 5);
		html(b, "l4.5 8h-9z\"");
		break;
	default:
		html(b, "<path d=\"M");
		chart_px(b, x);
		html(b, " ");
		chart_px(b, y - 5);
		html(b, "l5 5l-5 5l-5 -5z\"");
		break;
	}
}

void chart_marker_close(struct buf *b, size_t i)
{
	switch (i % NSHAPES) {
	case 0: html(b, "</circle>\n"); break;
	case 1: html(b, "</rect>\n"); break;
	default: html(b, "</path>\n"); break;
	}
}

/* ---------- frame and legend ---------- */

void chart_begin(struct chart_ctx *cx, struct buf *b, const struct chart_head *head,
		 int h, const char *kind, const char *desc)
{
	const char *id = head->id ? head->id : "chart";

	cx->b = b;
	cx->head = head;
	cx->w = head->width > 0 ? head->width : 720;
	cx->h = h;
	if (head->standalone)
		html(b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
			"<?xml-stylesheet type=\"text/css\" href=\"/static/chart.css\"?>\n");
	html(b, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart chart-");
	html_attr(b, kind);
	html(b, "\" id=\"");
	html_attr(b, id);
	buf_addf(b, "\" viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\"", cx->w, h, cx->w, h);
	html(b, " role=\"img\" aria-labelledby=\"");
	html_attr(b, id);
	html(b, "-t ");
	html_attr(b, id);
	html(b, "-d\" font-family=\"system-ui, sans-serif\" font-size=\"12\" fill=\"currentColor\">\n<title id=\"");
	html_attr(b, id);
	html(b, "-t\">");
	html_txt(b, head->title);
	html(b, "</title>\n<desc id=\"");
	html_attr(b, id);
	html(b, "-d\">");
	html_txt(b, head->desc ? head->desc : desc);
	buf_addf(b, "</desc>\n<rect class=\"bg\" width=\"%d\" height=\"%d\" fill=\"none\" />\n", cx->w, h);
	html(b, "<text class=\"heading\" x=\"10\" y=\"20\" font-size=\"14\" font-weight=\"bold\">");
	chart_txt_short(b, head->title, (size_t)((cx->w - 20) / 8.4));
	html(b, "</text>\n");
}

void chart_end(struct chart_ctx *cx)
{
	html(cx->b, "</svg>\n");
}

#define LEGEND_CHARS 34

static double label_width(const char *s)
{
	size_t chars = 0;

	for (; s && *s; s++)
		if ((*s & 0xc0) != 0x80)
			chars++;
	if (chars > LEGEND_CHARS)
		chars = LEGEND_CHARS + 1;
	return 7.4 * (double)chars;
}

int chart_legend_height(int width, double x0, const char *const *labels, size_t n)
{
	double x = x0;
	int h = 18;
	size_t i;

	for (i = 0; i < n; i++) {
		double w = 30 + label_width(labels[i]) + 22;

		if (x > x0 && x + w > width - 10) {
			x = x0;
			h += 18;
		}
		x += w;
	}
	return h;
}

int chart_legend(struct chart_ctx *cx, double x0, double y0, const char *const *labels,
		 size_t n, int as_lines)
{
	struct buf *b = cx->b;
	double x = x0, y = y0;
	size_t i;

	html(b, "<g class=\"legend\">\n");
	for (i = 0; i < n; i++) {
		double w = 30 + label_width(labels[i]) + 22;

		if (x > x0 && x + w > cx->w - 10) {
			x = x0;
			y += 18;
		}
		html(b, "<g class=\"key\">");
		if (as_lines) {
			html(b, "<line stroke-width=\"2\" x1=\"");
			chart_px(b, x);
			html(b, "\" x2=\"");
			chart_px(b, x + 24);
			html(b, "\" y1=\"");
			chart_px(b, y);
			html(b, "\" y2=\"");
			chart_px(b, y);
			html(b, "\"");
			chart_series_attrs(b, i, 0, 1, "key-line");
			dash(b, i);
			html(b, " />");
			chart_marker_open(b, i, x + 12, y);
			chart_series_attrs(b, i, 1, 1, "key-mark");
			html(b, ">");
			chart_marker_close(b, i);
		} else {
			html(b, "<rect width=\"14\" height=\"12\" x=\"");
			chart_px(b, x + 5);
			html(b, "\" y=\"");
			chart_px(b, y - 6);
			html(b, "\"");
			chart_series_attrs(b, i, 1, 0, "key-rect");
			html(b, " />");
		}
		html(b, "<text x=\"");
		chart_px(b, x + 30);
		html(b, "\" y=\"");
		chart_px(b, y + 4);
		html(b, "\"><title>");
		html_txt(b, labels[i]);
		html(b, "</title>");
		chart_txt_short(b, labels[i], LEGEND_CHARS);
		html(b, "</text></g>\n");
		x += w;
	}
	html(b, "</g>\n");
	return (int)(y - y0) + 18;
}

void chart_dash(struct buf *b, size_t i)
{
	dash(b, i);
}
