/* chart-shares.c: stacked CPU-share bars, one per configuration (top -SH per thread) */
#include "chart.h"

#include <math.h>

#include "html.h"
#include "../core/banned.h"

/*
 * Each row is one configuration (scheduler, kernel); its segments are the
 * shares the post listed, in the legend's order, on an axis from 0 to 100 %
 * (further when a row sums past 100, as top's per-thread figures can).  What
 * the listed shares leave of 100 % is drawn as an outlined segment "not
 * listed": the 004 thread argues about exactly that missing 7 %.
 */

#define LEFT 24
#define RIGHT 70
#define ROW_H 46
#define BAR_H 22

static double row_total(const struct chart_shares *c, size_t r)
{
	double t = 0;
	size_t k;

	for (k = 0; k < c->ncomponents; k++)
		if (c->rows[r].shares[k].v >= 0)
			t += c->rows[r].shares[k].v;
	return t;
}

static void segment(struct buf *b, const struct chart_shares *c, size_t r, size_t k,
		    const struct chart_axis *x, double from, double y)
{
	const struct chart_num *v = &c->rows[r].shares[k];
	double x0 = chart_map(x, from), x1 = chart_map(x, from + v->v);

	html(b, "<rect stroke-width=\"1\" x=\"");
	chart_px(b, x0);
	html(b, "\" y=\"");
	chart_px(b, y);
	html(b, "\" width=\"");
	chart_px(b, x1 - x0);
	buf_addf(b, "\" height=\"%d\"", BAR_H);
	chart_series_attrs(b, k, 1, 0, "mark");
	chart_mark_data(b, v, c->components[k]);
	html(b, " data-row=\"");
	html_attr(b, c->rows[r].label);
	html(b, "\"><title>");
	html_txt(b, c->rows[r].label);
	html(b, ": ");
	html_txt(b, c->components[k]);
	html(b, " ");
	chart_num_txt(b, v);
	html(b, " ");
	html_txt(b, c->unit ? c->unit : "%");
	html(b, "</title></rect>\n");
	if (x1 - x0 > 38) {
		html(b, "<text class=\"inside\" text-anchor=\"middle\" fill=\"#fff\" font-size=\"11\" x=\"");
		chart_px(b, (x0 + x1) / 2);
		html(b, "\" y=\"");
		chart_px(b, y + BAR_H / 2 + 4);
		html(b, "\">");
		chart_num_txt(b, v);
		html(b, "</text>\n");
	}
}

static void rest(struct buf *b, const struct chart_shares *c, size_t r,
		 const struct chart_axis *x, double total, double y)
{
	struct buf t = BUF_INIT;
	struct chart_num v;
	double x0 = chart_map(x, total), x1 = chart_map(x, 100);

	if (total >= 100 - 1e-9)
		return;
	buf_addf(&t, "%.2f", 100 - total);
	v.v = 100 - total;
	v.text = t.data;
	html(b, "<rect class=\"rest\" fill=\"none\" stroke=\"currentColor\" stroke-dasharray=\"3 2\" x=\"");
	chart_px(b, x0);
	html(b, "\" y=\"");
	chart_px(b, y + 0.5);
	html(b, "\" width=\"");
	chart_px(b, x1 - x0);
	buf_addf(b, "\" height=\"%d\"", BAR_H - 1);
	chart_mark_data(b, &v, "not listed");
	html(b, " data-row=\"");
	html_attr(b, c->rows[r].label);
	html(b, "\"><title>");
	html_txt(b, c->rows[r].label);
	html(b, ": not listed ");
	html_txt(b, t.data);
	html(b, " ");
	html_txt(b, c->unit ? c->unit : "%");
	html(b, "</title></rect>\n");
	buf_release(&t);
}

int chart_shares(struct buf *b, const struct chart_shares *c)
{
	struct chart_ctx cx;
	struct chart_axis x = { 0 };
	struct buf desc = BUF_INIT;
	int w = c->head.width > 0 ? c->head.width : 720, legend, top, h;
	double hi = 100;
	size_t r, k;

	for (r = 0; r < c->nrows; r++)
		hi = fmax(hi, row_total(c, r));
	x.label = "share of the CPU";
	x.unit = c->unit ? c->unit : "%";
	x.zero = 1;
	legend = chart_legend_height(w, LEFT, c->components, c->ncomponents);
	top = 36 + legend + 8;
	h = top + (int)c->nrows * ROW_H + 50;
	chart_axis_fit(&x, 0, hi, LEFT, w - RIGHT);
	buf_addf(&desc, "Stacked CPU shares of %zu configuration%s, %zu component%s each; the outlined "
		 "rest is what the listed shares leave of 100 %%.", c->nrows, c->nrows == 1 ? "" : "s",
		 c->ncomponents, c->ncomponents == 1 ? "" : "s");
	chart_begin(&cx, b, &c->head, h, "shares", desc.data);
	chart_legend(&cx, LEFT, 36, c->components, c->ncomponents, 0);
	chart_axis_x(&cx, &x, top + c->nrows * ROW_H + 4, top);
	for (r = 0; r < c->nrows; r++) {
		double y = top + r * ROW_H + 18, from = 0, total = row_total(c, r);

		html(b, "<g class=\"row\" data-row=\"");
		html_attr(b, c->rows[r].label);
		html(b, "\">\n<text class=\"row-label\" x=\"");
		chart_px(b, LEFT);
		html(b, "\" y=\"");
		chart_px(b, y - 5);
		html(b, "\"><title>");
		html_txt(b, c->rows[r].label);
		html(b, "</title>");
		chart_txt_short(b, c->rows[r].label, 70);
		html(b, "</text>\n");
		for (k = 0; k < c->ncomponents; k++) {
			if (c->rows[r].shares[k].v < 0)
				continue;
			segment(b, c, r, k, &x, from, y);
			from += c->rows[r].shares[k].v;
		}
		rest(b, c, r, &x, total, y);
		html(b, "<text class=\"total\" x=\"");
		chart_px(b, fmax(chart_map(&x, total), chart_map(&x, 100)) + 6);
		html(b, "\" y=\"");
		chart_px(b, y + BAR_H / 2 + 4);
		html(b, "\">");
		buf_addf(b, "%.2f", total);
		html(b, " ");
		html_txt(b, x.unit);
		html(b, "</text>\n</g>\n");
	}
	chart_end(&cx);
	buf_release(&desc);
	return 0;
}
