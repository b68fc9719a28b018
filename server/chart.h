/* chart.h: server-side SVG charts: the shared model (axes, scales, legend, palette) and the kinds */
#ifndef SCHEDLORE_CHART_H
#define SCHEDLORE_CHART_H

#include <stddef.h>

#include "../core/buf.h"

/*
 * Design.  A chart is drawn from plain C structs (no database, no JSON), so
 * unit tests build them by hand.  Every chart is one <svg> that reads without
 * JavaScript and without the page: a <title> and <desc> for screen readers,
 * axes whose titles carry the unit, a legend, and every mark (point, bar,
 * dot, segment) carrying data-value (the number as posted when the caller
 * has the text, else the number) and a <title> tooltip.  Marks also carry
 * data-series (the legend label) and, where there is one, data-x.
 *
 * Colours: each series gets class sN (N = 0..7, cycling) with a default
 * colour as a presentation attribute (so a lone SVG file is readable), and
 * static/chart.css overrides the colours for dark mode and print; text and
 * axes are currentColor.  Series also differ by dash pattern and marker
 * shape, so a grey print keeps them apart.  No inline style, no script.
 *
 * All text (titles, labels from mail, units) goes through html_txt and
 * html_attr; numbers are formatted here.
 */

/* A number and, when it came from a post, its text as posted ("3:25.56"). */
struct chart_num {
	double v;
	const char *text;     /* NULL: format v */
};

enum chart_scale { CHART_LINEAR, CHART_LOG };

struct chart_axis {
	const char *label;    /* "wall time" */
	const char *unit;     /* "s"; NULL or "" for none */
	enum chart_scale scale;
	int zero;             /* linear: include 0 in the range */
	/* computed by chart_axis_fit */
	double min, max;
	double ticks[24];
	int nticks;
	double p0, p1;        /* pixel positions of min and max */
	int at_values;        /* ticks at the data values (chart_axis_fit_values) */
};

/* Common header of every chart. */
struct chart_head {
	const char *id;       /* unique on the page: prefixes element ids */
	const char *title;    /* what is compared: "buildworld wall time, ULE vs 4BSD" */
	const char *desc;     /* a sentence for screen readers; NULL: generated */
	int standalone;       /* an .svg document (XML declaration, style sheet link) */
	int width;            /* 0: 720 */
};

/* ---- scaling: value against a parameter, one line per configuration,
 * and a ratio panel against a base line (issues 000, 001) ---- */
struct chart_point {
	struct chart_num x;   /* -j, clients, tasks */
	struct chart_num y;
	int has_ci;           /* a confidence interval of y is known */
	double lo, hi;
};

struct chart_line {
	const char *label;    /* legend: "7.0-CURRENT ULE" */
	const struct chart_point *pts;
	size_t n;
};

struct chart_scaling {
	struct chart_head head;
	struct chart_axis x, y;
	const struct chart_line *lines;
	size_t nlines;
	int ratio_base;       /* index of the line the ratio panel divides by; -1: no panel */
	const char *ratio_label; /* "ratio to 4BSD"; NULL: generated */
};
int chart_scaling(struct buf *b, const struct chart_scaling *c);

/* ---- lines: one line per kernel over N processes (issue 003);
 * the same data model, no ratio panel, x usually log ---- */
int chart_lines(struct buf *b, const struct chart_scaling *c);

/* ---- bars with confidence-interval whiskers (ministat comparisons, 002) ---- */
struct chart_bar {
	struct chart_num value;   /* mean (or the single figure) */
	int has_ci;
	double lo, hi;            /* interval of the mean */
	long n;                   /* samples, 0 unknown */
	int present;              /* 0: this series has no bar in this group */
};

struct chart_bar_group {
	const char *label;        /* "12 concurrent extractions" */
	const struct chart_bar *bars;  /* one per series, in legend order */
};

struct chart_bars {
	struct chart_head head;
	struct chart_axis y;
	const char *const *series;     /* legend labels */
	size_t nseries;
	const struct chart_bar_group *groups;
	size_t ngroups;
	double confidence;        /* of the whiskers, in percent: 95 */
};
int chart_bars(struct buf *b, const struct chart_bars *c);

/* ---- strip plot: raw samples per data set, as ministat draws in ASCII ---- */
struct chart_strip_set {
	const char *label;
	const struct chart_num *samples;  /* may be empty when only a summary was posted */
	size_t n;
	int has_summary;
	double mean, median, stddev, min, max;
};

struct chart_strip {
	struct chart_head head;
	struct chart_axis x;
	const struct chart_strip_set *sets;
	size_t nsets;
};
int chart_strip(struct buf *b, const struct chart_strip *c);

/* ---- stacked CPU-share bars per configuration (issue 004) ---- */
struct chart_share_row {
	const char *label;                /* "ULE, SMP kernel" */
	const struct chart_num *shares;   /* per component, percent; v < 0: absent */
};

struct chart_shares {
	struct chart_head head;
	const char *const *components;    /* "idle", "kernel {em1 que}", ... */
	size_t ncomponents;
	const struct chart_share_row *rows;
	size_t nrows;
	const char *unit;                 /* "%" of one CPU */
};
int chart_shares(struct buf *b, const struct chart_shares *c);

/* ---------- the shared model (chart.c), used by the kinds ---------- */

#define CHART_COLOURS 8

/* Fit the axis to [lo, hi] with nice ticks; pixels p0 (min) .. p1 (max). */
void chart_axis_fit(struct chart_axis *a, double lo, double hi, double p0, double p1);
/* Ticks at the distinct values themselves when there are 2 to 12 of them
 * (-j 4 6 8 16; 2 4 8 ... 256 processes), else as chart_axis_fit. */
void chart_axis_fit_values(struct chart_axis *a, const double *v, size_t n, double p0, double p1);
/* Pixel position of v on the axis. */
double chart_map(const struct chart_axis *a, double v);
/* A value as a short text: 1072.64, 0.9403, 1e+06 */
void chart_fmt(struct buf *b, double v);

struct chart_ctx {
	struct buf *b;
	const struct chart_head *head;
	int w, h;
};
/* Open the <svg> (title, desc, background, heading); h is the full height. */
void chart_begin(struct chart_ctx *cx, struct buf *b, const struct chart_head *head,
		 int h, const char *kind, const char *desc);
void chart_end(struct chart_ctx *cx);
/* Legend of n labels as swatches from x, y; returns the height used. */
int chart_legend(struct chart_ctx *cx, double x, double y, const char *const *labels,
		 size_t n, int as_lines);
/* The height chart_legend will take on a chart WIDTH wide. */
int chart_legend_height(int width, double x0, const char *const *labels, size_t n);
/* stroke-dasharray of series i (nothing for series 0) */
void chart_dash(struct buf *b, size_t i);
/* Axes with ticks, grid lines and the title with its unit. */
void chart_axis_x(struct chart_ctx *cx, const struct chart_axis *a, double y, double grid_to);
void chart_axis_y(struct chart_ctx *cx, const struct chart_axis *a, double x, double grid_to);
/* Text at x, y: anchor "start", "middle", "end". */
void chart_text(struct chart_ctx *cx, double x, double y, const char *anchor,
		const char *cls, const char *text);
/* A label from mail cut to max characters (UTF-8 aware), escaped. */
void chart_txt_short(struct buf *b, const char *s, size_t max);
/* ' data-value="..." data-series="..."' for a mark */
void chart_mark_data(struct buf *b, const struct chart_num *v, const char *series);
/* the value as shown: the posted text, else the number */
void chart_num_txt(struct buf *b, const struct chart_num *v);
/* class and colour attributes of series i: ' class="mark sN" fill=... stroke=...' */
void chart_series_attrs(struct buf *b, size_t i, int fill, int stroke, const char *cls);
/* a marker of series i's shape at x, y, opened (the caller closes with </...>) */
void chart_marker_open(struct buf *b, size_t i, double x, double y);
void chart_marker_close(struct buf *b, size_t i);
/* Lines of c over axes x, y: paths, CI whiskers, markers (scaling and lines) */
void chart_plot_lines(struct chart_ctx *cx, const struct chart_scaling *c,
		      const struct chart_axis *x, const struct chart_axis *y);
/* A whole line chart; with_ratio adds the ratio panel when c->ratio_base says so */
int chart_draw_lines(struct buf *b, const struct chart_scaling *c, const char *kind, int with_ratio);
/* "label (unit)" */
void chart_axis_title(struct buf *b, const struct chart_axis *a);
/* coordinate */
void chart_px(struct buf *b, double v);

#endif
