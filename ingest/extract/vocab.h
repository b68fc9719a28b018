/* vocab.h: the one table of names: workloads, metrics, schedulers and kernels, parameters, statuses, units */
#ifndef SCHEDLORE_VOCAB_H
#define SCHEDLORE_VOCAB_H

#include <stddef.h>

struct db;

struct vocab_workload {
	const char *name;       /* canonical */
	const char *aliases;    /* '|' separated, matched caselessly as phrases */
	const char *metric;     /* what a bare figure of it measures */
	const char *unit;
	const char *better;     /* lower, higher, none */
	const char *harness;    /* harness workload that reruns it, or NULL */
	const char *row_param;  /* what a bare number beside it counts, or NULL */
};

struct vocab_metric {
	const char *name;
	const char *aliases;    /* '|' separated, caseless, whole words */
	const char *unit;
	const char *better;
};

struct vocab_sched {
	const char *name;
	const char *os;
	const char *kind;       /* scheduler, kernel */
	const char *spellings;  /* '|' separated, exact case, whole words */
};

struct vocab_entry {
	const char *name;
	const char *meaning;
};

extern const struct vocab_workload vocab_workloads[];
extern const struct vocab_metric vocab_metrics[];
extern const struct vocab_sched vocab_scheds[];
extern const struct vocab_entry vocab_params[];
extern const struct vocab_entry vocab_statuses[];
extern const struct vocab_entry vocab_units[];

const struct vocab_workload *vocab_workload(const char *name);
/* The alias mention ending last in p[0..n) (nearest a table below it). */
const struct vocab_workload *vocab_workload_last(const char *p, size_t n, size_t *ms, size_t *me);
const struct vocab_metric *vocab_metric_word(const char *p, size_t n);
const struct vocab_metric *vocab_metric(const char *name);
/* A whole word that is a spelling of a scheduler */
const struct vocab_sched *vocab_sched_word(const char *p, size_t n);
const struct vocab_sched *vocab_sched_last(const char *p, size_t n, size_t *ms, size_t *me);
const struct vocab_sched *vocab_sched(const char *name);

/* Write the table into the database's vocabulary tables (one transaction). */
int vocab_sync(struct db *db);

#endif
