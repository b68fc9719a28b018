/* import.h: one import run: read files and folders, decode, store, report */
#ifndef SCHEDLORE_IMPORT_H
#define SCHEDLORE_IMPORT_H

#include <jansson.h>

#include "../core/db.h"

struct report_opts;
struct store;

struct import_opts {
	const char *list;     /* --list, or NULL: List-Id of each message */
	int progress;         /* print progress on stderr */
	const char *date;     /* --date as "YYYY-MM-DD HH:MM:SS+00": for posts without one */
	const struct report_opts *report;   /* --report, --system ...: report files (or NULL) */
	int no_extract;       /* --no-extract: leave figure extraction to 'schedlore extract' */
};

struct import_result {
	int new_count;
	int duplicate;
	int rejected;
	long long bytes;
	json_t *errors;       /* [{file, offset, message_id, reason}] */
	int reports_new;      /* report files stored (ingest/report/) */
	int reports_duplicate;
	int reconciled;       /* messages merged into another copy (ingest/reconcile.c) */
	char import_id[24];   /* the run's imports row */
};

/* Returns 0 when the run completed (rejections included), -1 when it could not. */
int import_paths(struct db *db, const struct import_opts *opts,
		 char *const *paths, int npaths, struct import_result *res);
/*
 * LEN bytes read as if they were the file PATH from byte OFFSET on: a
 * quarantined chunk imported again (schedlore quarantine retry), its
 * sources at their place in PATH.
 */
int import_chunk(struct db *db, const struct import_opts *opts, const char *path, long long offset,
		 const char *data, size_t len, struct import_result *res);
/* The summary of a run on stdout: a line of counts, or the --json object. */
void import_print_summary(const struct import_result *res, int json);
void import_result_release(struct import_result *res);

/* ingest/report/report-import.c: 1 the file was a report (stored or rejected),
 * 0 it is not one, -1 a database error.  kind is the file's enum input_kind. */
int report_import_fd(struct store *st, const struct import_opts *opts, struct import_result *res,
		     const char *path, int fd, long long size, int kind);

#endif
