/* labels.h: what a post's own label names: a configuration, a metric, a parameter, a run, a summary */
#ifndef SCHEDLORE_LABELS_H
#define SCHEDLORE_LABELS_H

#include <stddef.h>

/*
 * A column header, row label, pair key or heading is kept as the post wrote
 * it; this says what kind of thing it names, so a table can be read the
 * right way round.  Unknown words are LABEL_OTHER, never a reason to drop
 * a table: a table whose one dimension is metrics, parameters or runs takes
 * its other dimension as the configurations, whatever their names are.
 */
enum label_kind {
	LABEL_NONE,       /* empty */
	LABEL_CONFIG,     /* a kernel, scheduler, OS release, patch state: 2.6.14, ULE, +PATCH, base */
	LABEL_METRIC,     /* what is measured: real, Runtime ms, Intr/s, throughput, FPS */
	LABEL_PARAM,      /* a setting: -j4, 8 threads, BS(KB), 16 Procs */
	LABEL_RUN,        /* a repetition: run 3, #2, iter 1 */
	LABEL_SUMMARY,    /* mean, avg, stddev, min, max, median, N */
	LABEL_DELTA,      /* a change between two configurations: %-diff, DELTA (%), Improvement */
	LABEL_WORKLOAD,   /* a benchmark named in the vocabulary: hackbench, dbench */
	LABEL_OTHER,      /* anything else: a machine, a file, a name the vocabulary lacks */
};

enum label_kind label_kind(const char *s);
const char *label_kind_name(enum label_kind k);

/* The summary field (SUM_N .. SUM_STDDEV of extract.h) a label names, or -1 */
int label_summary_field(const char *s);

/* "3", "run 3", "#3", "iter 3", "3." : the run number, else 0 */
int label_run_number(const char *s);
/* "usched_bsd4, run 2", "ULE (run 3)", "UP kernel, run 2 (banner snipped)", "Stock, first run
 * in full": a title numbering a run of a build, cut to the build (in place); 1 when it was */
int label_drop_run(char *title);
/* "FreeBSD at 16 threads", "ULE with 8 clients": a title closing on the setting its run used,
 * cut to the build (in place); 1 when it was */
int label_drop_setting(char *title);
/* "30 s, one pair, v6.7 first": a title whose last clause says which build ran first is
 * that build's (title becomes "v6.7"; 1).  Unchanged when the clause names no build. */
int label_first_named(char *title);

/*
 * Names that differ only in part ("tcprr-11.2", "tcprr-12.0"): narrow *pre and
 * *suf (started at a's length) to the prefix and suffix a shares with b;
 * then label_affixes_cut takes them back to where one of SEPS parts a.
 */
void label_affixes_narrow(const char *a, size_t la, const char *b, size_t lb, size_t *pre, size_t *suf);
void label_affixes_cut(const char *a, size_t la, const char *seps, size_t *pre, size_t *suf);

/* A column heading numbering runs: "run", "iter", "trial", "#", "no." */
int label_run_heading(const char *p, size_t n);

/* A word counting things a parameter counts: threads, procs, clients, jobs ... */
int label_count_noun(const char *p, size_t n);

/* "r268422": a Subversion revision (FreeBSD's tree), a build's name */
int label_revision_word(const char *p, size_t n);

/* A version, scheduler or patch word names a configuration */
int label_is_config_word(const char *p, size_t n);

/* A word naming a build: an OS (Linux, FreeBSD-4.10), a version (2.6.14, v5.3), a scheduler */
int label_build_word(const char *p, size_t n);
/* "kernel:", "scheduler:", "tree:": a key whose value names a build, not a figure (P[0..N), colon optional) */
int label_build_key(const char *p, size_t n);

/* "With SCHED_ULE", "and on 2.6.31-bfs211": the words leading into a build's name
 * dropped (in place) when a build word follows them; "with the patch" is kept */
void label_drop_lead(char *s);

/* A title that is a sentence naming a build or patch state, cut to its configuration
 * words ("Here are the results with the patch applied" -> "with patch"), in place */
void label_compact(char *s);

/* A build word in s: "6.6-rc1 + patch", "SCHED_ULE" */
int label_has_build(const char *s);

/* The build a sentence names: "glxgears on 2.6.31 (CFS):" gives "2.6.31 (CFS)", the
 * last run of configuration words holding a build word; its length, 0 when none */
size_t label_config_phrase(const char *s, size_t n, char *out, size_t on);

/* Words that say "the base" of a comparison: base, baseline, vanilla, before, without, old ... */
int label_is_base(const char *s);

/* A data file's name cut to the set's name (in place): no folder, no extension ("/tmp/ule.txt"
 * is "ule"), no metric it ends in ("before.real" is "before") */
void label_data_file(char *name);

/* A heading that names hardware or a machine rather than a result (Topology, CPU Model, MHz) */
int label_is_hardware(const char *s);

#endif
