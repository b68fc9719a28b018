/* import.c: one import run: read files and folders, decode, store, report */
#include "import.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../core/log.h"
#include "decode.h"
#include "extract/figures.h"
#include "mbox.h"
#include "store.h"
#include "../core/banned.h"

struct run {
	const struct import_opts *opts;
	struct store store;
	struct import_result *res;
	const char *path;        /* the file being read, as stored */
	long long file_size;
	long long done_bytes;    /* in files finished before this one */
	long long total_bytes;
	int messages;
	double started;
	double last_progress;
	int failed;              /* a database error stopped the run */
};

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void progress(struct run *r, long long file_pos, int final)
{
	double t = now(), secs = t - r->started;
	long long done = r->done_bytes + file_pos;
	double rate = secs > 0 ? (double)r->messages / secs : 0;
	double mbs = secs > 0 ? (double)done / 1e6 / secs : 0;

	if (!r->opts->progress || (!final && t - r->last_progress < 0.5))
		return;
	r->last_progress = t;
	fprintf(stderr, "\rimport: %d messages, %.1f of %.1f MB, %.0f msg/s, %.1f MB/s",
		r->messages, (double)done / 1e6, (double)r->total_bytes / 1e6, rate, mbs);
	if (!final && mbs > 0 && r->total_bytes > done)
		fprintf(stderr, ", %.0f s left", (double)(r->total_bytes - done) / 1e6 / mbs);
	fprintf(stderr, final ? "\n" : "\033[K");
}

static void add_error(struct run *r, off_t offset, const char *message_id, const char *reason)
{
	json_t *e = json_pack("{s:s, s:I, s:s?, s:s}", "file", r->path, "offset",
			      (json_int_t)offset, "message_id", message_id, "reason", reason);

	json_array_append_new(r->res->errors, e);
	if (r->opts->progress)
		fputc('\n', stderr);
	error("'%s': offset %lld%s%s%s: %s", r->path, (long long)offset,
	      message_id ? ": message <" : "", message_id ? message_id : "",
	      message_id ? ">" : "", reason);
	if (store_reject(&r->store, r->path, offset, message_id, reason) < 0)
		r->failed = 1;
}

static void on_reject(off_t offset, const char *reason, void *ctx)
{
	add_error(ctx, offset, NULL, reason);
}

static int on_message(const struct mbox_entry *e, void *ctx)
{
	struct run *r = ctx;
	struct buf reason = BUF_INIT;
	struct mail m;
	int ret = 0;

	mail_init(&m);
	buf_add(&m.raw, e->raw, e->raw_len);
	m.path = r->path;
	m.format = "mbox";
	m.offset = e->offset;
	m.length = e->length;
	m.list = r->opts->list;
	if (decode_message(e->msg, &m, &reason) < 0) {
		const char *id = g_mime_message_get_message_id(e->msg);
		add_error(r, e->offset, id && *id ? id : NULL, reason.data);
	} else if (store_add(&r->store, &m) < 0) {
		r->failed = 1;
	}
	r->messages++;
	progress(r, (long long)(e->offset + (off_t)e->length), 0);
	ret = r->failed ? -1 : 0;
	mail_release(&m);
	buf_release(&reason);
	return ret;
}

static int import_file(struct run *r, const char *path)
{
	struct mbox_ops ops = { on_message, on_reject, r };
	char real[PATH_MAX];
	struct stat st;
	int fd, ret;

	r->path = realpath(path, real) ? real : path;
	fd = open(path, O_RDONLY);
	if (fd < 0 || fstat(fd, &st) < 0) {
		add_error(r, 0, NULL, strerror(errno));
		if (fd >= 0)
			close(fd);
		return r->failed ? -1 : 0;
	}
	r->file_size = st.st_size;
	ret = mbox_read_fd(fd, &ops);
	close(fd);
	r->done_bytes += st.st_size;
	return ret < 0 || r->failed ? -1 : 0;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The regular files under PATH (itself, or a folder's, recursively, sorted). */
static void collect(const char *path, char ***files, int *n, int *cap)
{
	struct stat st;
	DIR *d;
	struct dirent *de;
	char **names = NULL;
	int nn = 0, cn = 0, i;

	if (stat(path, &st) < 0 || !S_ISDIR(st.st_mode)) {
		if (*n == *cap)
			*files = xrealloc(*files, sizeof(char *) * (size_t)(*cap = *cap * 2 + 8));
		(*files)[(*n)++] = xstrdup(path);
		return;
	}
	if (!(d = opendir(path)))
		return;
	while ((de = readdir(d))) {
		struct buf b = BUF_INIT;
		if (de->d_name[0] == '.')
			continue;
		buf_addf(&b, "%s/%s", path, de->d_name);
		if (nn == cn)
			names = xrealloc(names, sizeof(char *) * (size_t)(cn = cn * 2 + 8));
		names[nn++] = buf_detach(&b, NULL);
	}
	closedir(d);
	qsort(names, (size_t)nn, sizeof(char *), by_name);
	for (i = 0; i < nn; i++) {
		collect(names[i], files, n, cap);
		free(names[i]);
	}
	free(names);
}

int import_paths(struct db *db, const struct import_opts *opts,
		 char *const *paths, int npaths, struct import_result *res)
{
	struct run r;
	char **files = NULL;
	int nfiles = 0, cap = 0, i, ret = -1;
	struct stat st;

	memset(res, 0, sizeof(*res));
	res->errors = json_array();
	memset(&r, 0, sizeof(r));
	r.opts = opts;
	r.res = res;
	for (i = 0; i < npaths; i++)
		collect(paths[i], &files, &nfiles, &cap);
	for (i = 0; i < nfiles; i++)
		if (stat(files[i], &st) == 0)
			r.total_bytes += st.st_size;
	if (store_begin(&r.store, db, opts->list, paths, npaths) < 0)
		goto cleanup;
	r.started = now();
	for (i = 0; i < nfiles && !r.failed; i++)
		if (import_file(&r, files[i]) < 0)
			r.failed = 1;
	if (!r.failed && store_flush(&r.store) < 0)
		r.failed = 1;
	r.path = "";
	progress(&r, 0, 1);
	store_finish(&r.store, r.failed ? "failed" : r.store.rejected ? "partial" : "done");
	res->new_count = r.store.new_count;
	res->duplicate = r.store.duplicate;
	res->rejected = r.store.rejected;
	res->bytes = r.done_bytes;
	ret = r.failed || extract_pending(db) < 0 ? -1 : 0;
cleanup:
	store_release(&r.store);
	for (i = 0; i < nfiles; i++)
		free(files[i]);
	free(files);
	return ret;
}

void import_result_release(struct import_result *res)
{
	json_decref(res->errors);
	res->errors = NULL;
}
