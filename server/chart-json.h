/* chart-json.h: chart specs (JSON, as /api shows them) drawn through chart.h, and the models that make them */
#ifndef SCHEDLORE_CHART_JSON_H
#define SCHEDLORE_CHART_JSON_H

#include <jansson.h>

#include "chart.h"
#include "server.h"

/* Draw SPEC ({"kind": "scaling" | "lines" | "bars" | "strip" | "shares", ...}).
 * Returns 0, or -1 for a spec of no known kind. */
int chart_from_json(struct buf *b, json_t *spec, const char *id, int standalone);

/*
 * Models of the comparison side (compare.c); like pages.h's, each returns
 * NULL after writing the error page.
 *
 *   model_compare   /compare?workload=W&metric=M&a=A&b=B (no workload: the index)
 *   model_series    /series/ID
 *   model_systems   /systems
 */
json_t *model_compare(struct req *r);
/* /compare's own: one page of groups (&page=N, COMPARE_PER_PAGE posts) and the summary */
#define COMPARE_PER_PAGE 5
json_t *model_compare_page(struct req *r);
/* a chart's: the groups of its page up to index GROUP only */
json_t *model_compare_chart(struct req *r, int group);
json_t *model_series(struct req *r, const char *id);
json_t *model_systems(struct req *r);

#endif
