/* group-charts.h: the chart specs of a comparison group and of a series, for the pages and the digests alike */
#ifndef SCHEDLORE_GROUP_CHARTS_H
#define SCHEDLORE_GROUP_CHARTS_H

#include <jansson.h>

#include "groups.h"

/*
 * A spec is JSON ({"kind": "scaling" | "lines" | "bars" | "strip" |
 * "shares", "id", "url", ...}) as /api/compare shows it: the server draws
 * it (server/chart-json.c), the digest links to its /chart/NAME.svg.  Both
 * number a page's charts g0, g1 ... from the same groups (core/groups.c).
 */
/* The chart specs of a group (its INDEX on the page); Q is the page's query. */
json_t *group_charts(struct group *gr, int index, json_t *q);
/* the strip chart of one series' samples or summary */
json_t *series_chart(json_t *s);

#endif
