/* import.h: one import run: read files and folders, decode, store, report */
#ifndef SCHEDLORE_IMPORT_H
#define SCHEDLORE_IMPORT_H

#include <jansson.h>

#include "../core/db.h"

struct import_opts {
	const char *list;     /* --list, or NULL: List-Id of each message */
	int progress;         /* print progress on stderr */
	const char *date;     /* --date as "YYYY-MM-DD HH:MM:SS+00": for posts without one */
};

struct import_result {
	int new_count;
	int duplicate;
	int rejected;
	long long bytes;
	json_t *errors;       /* [{file, offset, message_id, reason}] */
};

/* Returns 0 when the run completed (rejections included), -1 when it could not. */
int import_paths(struct db *db, const struct import_opts *opts,
		 char *const *paths, int npaths, struct import_result *res);
void import_result_release(struct import_result *res);

#endif
