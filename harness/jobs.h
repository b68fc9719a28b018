/* jobs.h: making a rerun job (command line and web form alike) and reading it back whole */
#ifndef SCHEDLORE_JOBS_H
#define SCHEDLORE_JOBS_H

#include <jansson.h>

struct db;

/*
 * Side A is host_a (on cpus_a), side B host_b, or host_a again on cpus_b;
 * with neither, one side only.  The job and its tasks are inserted in one
 * statement: one task when one host runs both sides (interleaved), two for
 * two hosts.
 */
struct job_spec {
	const char *workload;
	json_t *params;          /* object of text values; checked against the workload */
	int runs, max_runs;      /* max_runs 0: 3 x runs */
	double rsd;              /* percent */
	const char *host_a, *cpus_a, *host_b, *cpus_b;   /* NULL or "" for none / all */
	const char *claim;       /* claim id as text, or NULL */
	const char *claimed;     /* percent as text, or NULL */
	const char *test;        /* student or welch */
	double confidence;
	json_t *env;             /* the claim's system, or NULL */
	json_t *posted;          /* the claim's posted samples {"A": [..], "B": [..]}, or NULL */
};

void job_spec_init(struct job_spec *s);

/* 0 with *id set; -1 after error() (a message fit to show a user) */
int job_add(struct db *db, const struct job_spec *s, long long *id);

/* the job as one JSON document (docs/harness.md): 1 with *doc set, 0 no such job, -1 error */
int job_doc(struct db *db, long long id, json_t **doc);

#endif
