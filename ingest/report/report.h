/* report.h: benchmark report files (PTS, hyperfine, ministat, LKP/mmtests, tool logs) as series */
#ifndef SCHEDLORE_REPORT_H
#define SCHEDLORE_REPORT_H

#include <jansson.h>
#include <stddef.h>

#include "../../core/buf.h"

struct db;

/*
 * A report file is read whole into memory by one reader, chosen by
 * report_sniff() from its content (never its name), into a JSON document:
 *
 *   {"format", "version", "fields": [...], "title", "run_at",
 *    "systems": [{"name", "cpu_model", "cores", ..., "details"}],
 *    "series":  [{"workload", "metric", "unit", "better", "label", "params",
 *                 "values": [{"value", "text"}] | "summary": {...},
 *                 "system": INDEX, "span": [start, end], "line"}]}
 *
 * and stored in one transaction (report_store): a file that breaks its format
 * stores nothing, and its error names the file and line.  Spans are byte
 * offsets into the file.
 */

struct report {
	const char *path;         /* as stored */
	const char *data;         /* the whole file */
	size_t len;
	const char *system_name;  /* --system, or NULL */
	int column;               /* ministat data: -C (1-based; 0 = 1) */
	const char *delim;        /* ministat data: -d (NULL = " \t") */
	json_t *doc;
	json_t *fields;           /* array of strings: fields read */
	json_t *systems;
	json_t *series;
	struct buf err;           /* "line N: what" when a reader failed */
	long err_line;
};

/* The readers, one per format family.  Each returns 0 or -1 after report_fail(). */
int report_pts(struct report *r);          /* composite.xml */
int report_hyperfine_json(struct report *r);
int report_hyperfine_csv(struct report *r);
int report_hyperfine_md(struct report *r); /* --export-markdown */
int report_ministat_data(struct report *r);   /* one number a line, or a column */
int report_ministat_output(struct report *r); /* saved ministat output */
int report_lkp(struct report *r);          /* LKP comparison tables */
int report_mmtests(struct report *r);      /* mmtests compare-kernels.sh tables */
int report_logs(struct report *r);         /* time(1), hackbench, perf bench, pgbench, openssl speed */

struct xresult;
/* The extractor's candidate series as report series; returns how many. */
int report_from_extract(struct report *r, const struct xresult *x);

typedef int (*report_reader)(struct report *r);

/*
 * The format of a file from its content: a reader and the format name, or
 * NULL when it is none of these.  strict (--report): plain number columns
 * count as ministat data; without it only formats that cannot be mail do.
 */
report_reader report_sniff(const char *data, size_t len, int strict, const char **format);

/* What the command line says about report files (import --report ...). */
struct report_opts {
	int only_reports;         /* --report: every file is a report */
	const char *system;       /* --system NAME */
	int column;               /* --column N (ministat -C) */
	const char *delim;        /* --delimiter CHARS (ministat -d) */
};

/* Parse DATA with READER into r->doc.  Returns 0 or -1 (r->err says why). */
int report_parse(struct report *r, report_reader reader, const char *format,
		 const char *path, const char *data, size_t len, const struct report_opts *o);
void report_release(struct report *r);

/*
 * Store a parsed report in one transaction with import run IMPORT_ID:
 * returns 1 stored, 0 already there (same bytes), -1 on a database error.
 */
int report_store(struct db *db, struct report *r, const char *import_id);

/* ---- helpers for the readers (report.c) ---- */
int report_fail(struct report *r, long line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void report_field(struct report *r, const char *name);   /* once each */
void report_set(struct report *r, const char *key, const char *value); /* version, title, run_at */
/* A new series; workload etc. may be NULL.  The vocabulary fills metric,
 * unit and better from the workload when they are NULL. */
json_t *report_series(struct report *r, const char *workload, const char *metric,
		      const char *label, long line, size_t start, size_t end);
void report_value(json_t *series, double v, const char *text, size_t n);
void report_param(json_t *series, const char *key, json_t *value); /* steals value */
void report_summary(json_t *series, double n, double min, double max, double median,
		    double mean, double stddev);
int report_system(struct report *r, const char *name);  /* index of a new system */
json_t *report_system_obj(struct report *r, int index);
/* The vocabulary's workload named in p[0..n), or NULL */
const char *report_workload_of(const char *p, size_t n);
/* Line number (1-based) of byte offset off */
long report_line_of(const struct report *r, size_t off);
/* A number filling [p, p+n): 0, or -1 */
int report_number(const char *p, size_t n, double *v);

#endif
