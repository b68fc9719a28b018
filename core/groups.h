/* groups.h: a workload's series in groups as the compare page and the digest show them */
#ifndef SCHEDLORE_GROUPS_H
#define SCHEDLORE_GROUPS_H

#include <jansson.h>
#include <stddef.h>

#include "buf.h"
#include "db.h"

/*
 * Series are the JSON objects GROUPS_SERIES_JSON builds (one per row of
 * series s LEFT JOIN messages m: report series too).  The compare page and the digest run the same
 * query, GROUPS_SQL_SERIES, so a group's position (the chart ids g0, g1 ...)
 * is the same in both.
 */

/*
 * A series comes from a message or from a report file
 * (sql/2026113022001-reports.sql).  Pages group and link series by their
 * 'message' object; a report's series get one of the same shape, so a
 * comparison sets them beside the posted ones: message_id "report-N" in the
 * pseudo-list "reports" (/reports/report-N/ is the report's page), subject
 * its title, from its system, date its run.  m is LEFT JOINed (NULL for
 * report series).
 */
#define GROUPS_SERIES_FROM "series s LEFT JOIN messages m ON m.id = s.message"
#define GROUPS_SERIES_DATE "coalesce(m.date, (SELECT coalesce(rp.run_at, rp.imported_at)" \
	" FROM reports rp WHERE rp.id = s.report))"
#define GROUPS_SERIES_ORIGIN \
	"CASE WHEN s.report IS NULL THEN json_build_object('message_id', m.message_id," \
	"   'subject', m.subject, 'from', coalesce(m.from_name, m.from_addr), 'date', " SQL_UTC("m.date") "," \
	"   'list', (SELECT min(l.name) FROM message_lists ml JOIN lists l ON l.id = ml.list" \
	"            WHERE ml.message = m.id))" \
	" ELSE (SELECT json_build_object('message_id', 'report-' || rp.id," \
	"   'subject', coalesce(rp.title, rp.path), 'from', coalesce(rp.system_name, rp.format)," \
	"   'date', " SQL_UTC("coalesce(rp.run_at, rp.imported_at)") ", 'list', 'reports'," \
	"   'report', rp.id, 'format', rp.format) FROM reports rp WHERE rp.id = s.report) END"

#define GROUPS_SERIES_JSON \
	"json_build_object('id', s.id, 'workload', s.workload, 'metric', s.metric, 'unit', s.unit," \
	" 'better', s.better, 'scheduler', s.scheduler, 'os', s.os, 'os_version', s.os_version," \
	" 'label', s.label, 'params', s.params, 'author', s.author, 'quoted', s.quoted," \
	" 'values', CASE WHEN s.summary IS NULL THEN coalesce((SELECT json_agg(json_build_object(" \
	"   'value', p.value, 'text', p.text) ORDER BY p.ord) FROM samples p WHERE p.series = s.id), '[]') END," \
	" 'summary', s.summary, 'system', s.system, 'span', json_build_array(s.span_start, s.span_end)," \
	" 'message', " GROUPS_SERIES_ORIGIN ")"

/* $1 workload, $2 metric: one JSON array of every series of them, in posting order */
#define GROUPS_SQL_SERIES \
	"SELECT coalesce(json_agg(" GROUPS_SERIES_JSON " ORDER BY " GROUPS_SERIES_DATE " NULLS LAST," \
	" m.id, s.report, s.span_start, s.ord), '[]')::text FROM " GROUPS_SERIES_FROM \
	" WHERE s.workload = $1 AND s.metric = $2"

/* One post and system of a comparison. */
struct group {
	json_t *g;          /* the group's model: {key, message}; callers add to it */
	json_t *series;     /* its series */
	json_t *configs;    /* [{label, side}]: side "a", "b" or null */
	json_t *rows;       /* [{label, params, cells: [{series, figure, n} | null], difference}] */
	int ia, ib;         /* config index of side a and b, or -1 */
};

/*
 * Split SERIES into groups, one per post and system in order of their first
 * series; each group's model is appended to GROUPS.  Configurations: side a
 * first (a scheduler, OS version or label matching A, case-insensitively),
 * then b, then the rest in posting order.  A row's difference is b against
 * a: {"method": "student", confidence, delta, delta_ci, delta_pct, ci_pct,
 * proven} when both have N >= 2, else {"method": "ratio", ratio, delta_pct},
 * else null.  Free with groups_free.
 */
struct group *groups_build(json_t *series, const char *a, const char *b, json_t *groups, size_t *n);
void groups_free(struct group *grs, size_t n);

const char *jstr(json_t *o, const char *key);
/* a number, or the value of a {"value", "text"} pair; NAN when absent */
double jnum(json_t *o, const char *key);
/* the scheduler, else the OS version, else the label */
const char *side_name(json_t *s);
/* "ULE 7.0-CURRENT", "2.6.22-ck1", "4BSD" */
void config_label(struct buf *b, json_t *s);
/* "jobs 4", "M1000, hz 1000"; "(as posted)" without parameters */
void row_label(struct buf *b, json_t *s, const char *skip);
/* A series' figure: its one value, the mean of its values, or its posted mean. */
int series_figure(json_t *series, double *v, const char **text, long *n, double *sd);
/* {"value": v, "text": t} with t the posted text, or v printed */
json_t *figure_json(json_t *s, long *n, double *sd);
/* Half-width of the 95 % confidence interval of a mean, or NAN. */
double ci_half(long n, double sd);
int series_config(struct group *gr, json_t *s);
json_t *find_series(json_t *all, const char *id);

#endif
