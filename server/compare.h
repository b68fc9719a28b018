/* compare.h: what compare.c and compare-charts.c share; the groups themselves are core/groups.h */
#ifndef SCHEDLORE_COMPARE_H
#define SCHEDLORE_COMPARE_H

#include "chart-json.h"
#include "../core/buf.h"
#include "../core/groups.h"

/* The chart specs of a group (compare-charts.c); q is the page's query. */
json_t *group_charts(struct group *gr, int index, json_t *q);
/* the strip chart of one series' samples or summary */
json_t *series_chart(json_t *s);

#endif
