/* pages.h: what the pages show, as JSON models shared by the HTML pages and /api */
#ifndef SCHEDLORE_PAGES_H
#define SCHEDLORE_PAGES_H

#include <jansson.h>

#include "server.h"

/*
 * Each page first builds its model (a jansson object) from the database, then
 * renders it: page_X() through its template (templates/X.html), page_api_X()
 * as the same JSON, so the API shows everything a page shows by construction.
 * A page may add to the model what only its HTML needs (a list's months by
 * year, a pager's numbers): that view is added after the model is complete,
 * on the page's copy only.  A model function returns NULL after req_fail()
 * (404, 503 ...).
 * docs/api.md documents each model.
 */
json_t *model_home(struct req *r);
json_t *model_list(struct req *r, int paged);
json_t *model_post(struct req *r);
json_t *model_thread(struct req *r);
json_t *model_search(struct req *r);
/* /reports/report-N/ and /api/reports/N (page-report.c) */
json_t *model_report(struct req *r);
/* /claims/ID (page-claim.c); the id is a claim's hash */
json_t *model_claim(struct req *r, const char *id);
/* /claims and /api/claims (page-claims.c): every claim, filtered */
json_t *model_claims(struct req *r);
/* What /jobs/new fills in from a claim: form field names (workload, a_os ...,
 * posted_a, claimed) to text values, and "env" (side A's system, an object);
 * NULL when there is no such claim or its sides cannot be told. */
json_t *claim_rerun_fields(struct req *r, const char *id);
/* the chart spec of one rerun in a claim's model, or NULL (borrowed) */
json_t *claim_chart(json_t *m, long long job);
/* A rerun's strip chart: SETS ({label, samples}) on the axis of WORKLOAD's metric (claim-model.c) */
json_t *rerun_chart_spec(const char *id, const char *url, const char *workload, json_t *sets);
void rerun_chart_set(json_t *sets, const char *label, json_t *samples);
/* a job's document (/api/jobs/ID) with its chart, or NULL after req_fail (page-jobs.c) */
json_t *model_job(struct req *r, long long id);
/* the newest 200 reruns: /jobs and /api/jobs */
json_t *model_jobs(struct req *r);

/*
 * The figures of the messages IDS (a bigint array literal, "{12,13}"), a row
 * each by message, workload and metric: message, workload, metric, series,
 * found_by (message-figures.c); and rows [first, first + n) as the model's
 * "figures" array.
 */
PGresult *message_figures(struct req *r, const char *ids);
json_t *message_figures_json(PGresult *res, int first, int n);

/* Send a model as the JSON response (and free it). */
int api_send(struct req *r, json_t *model);


/* Helpers for models */
json_t *json_str_or_null(const char *s);

#endif
