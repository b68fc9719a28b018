/* compare.h: what compare.c and compare-charts.c share: groups of series and helpers on series JSON */
#ifndef SCHEDLORE_COMPARE_H
#define SCHEDLORE_COMPARE_H

#include "chart-json.h"
#include "../core/buf.h"

/* One post and system of a comparison, while it is being built. */
struct group {
	json_t *g;          /* the group's model */
	json_t *series;     /* its series */
	json_t *configs;    /* [{label, side}] */
	json_t *rows;       /* [{label, params, cells, difference}] */
	int ia, ib;         /* config index of side a and b, or -1 */
};

const char *jstr(json_t *o, const char *key);
/* a number, or the value of a {"value", "text"} pair; NAN when absent */
double jnum(json_t *o, const char *key);
const char *side_name(json_t *s);
void config_label(struct buf *b, json_t *s);
void row_label(struct buf *b, json_t *s, const char *skip);
json_t *figure_json(json_t *s, long *n, double *sd);
double ci_half(long n, double sd);
int series_config(struct group *gr, json_t *s);
json_t *find_series(json_t *all, const char *id);

/* The chart specs of a group (compare-charts.c); q is the page's query. */
json_t *group_charts(struct group *gr, int index, json_t *q);
/* the strip chart of one series' samples or summary */
json_t *series_chart(json_t *s);

#endif
