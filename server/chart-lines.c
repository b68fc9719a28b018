/* chart-lines.c: one line per kernel over N processes (lat_ctx, pipe-test), no ratio panel */
#include "chart.h"

#include "../core/banned.h"

/*
 * The same model as the scaling chart (struct chart_scaling), drawn without
 * the ratio panel: lat_ctx and pipe-test tables have one column per kernel
 * and a row per process count, and the question is the shape of each curve.
 * Callers usually set x.scale to CHART_LOG (2, 4, 8 ... 256 processes).
 */
int chart_lines(struct buf *b, const struct chart_scaling *c)
{
	return chart_draw_lines(b, c, "lines", 0);
}
