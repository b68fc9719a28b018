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
#include "read-gzip.h"
#include "read-html.h"
#include "read-mbox.h"
#include "read-message.h"
#include "read-text.h"
#include "reconcile.h"
#include "sniff.h"
#include "store.h"
#include "thread.h"
#include "../core/banned.h"

struct run {
	const struct import_opts *opts;
	struct store store;
	struct import_result *res;
	const char *path;        /* the file being read, as stored */
	const char *format;      /* of the mbox being read: mbox, mbox.gz */
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

/*
 * Extraction after the import, on a terminal with its own progress line: it
 * reads every new message again and can take as long as the import did.
 */
struct xprogress {
	long total;
	double started, last;
};

static void extract_progress(const struct extract_stats *st, void *ctx)
{
	struct xprogress *x = ctx;
	double t = now(), secs = t - x->started;
	double rate = secs > 0 ? (double)st->messages / secs : 0;

	if (t - x->last < 0.5)
		return;
	x->last = t;
	/* replies whose quoted original arrived in this run are extracted again */
	if (st->messages > x->total)
		x->total = st->messages;
	fprintf(stderr, "\rextract: %ld of %ld messages, %.1f MB, %.0f msg/s, %.1f MB/s",
		st->messages, x->total, (double)st->bytes / 1e6, rate,
		secs > 0 ? (double)st->bytes / 1e6 / secs : 0);
	if (rate > 0 && x->total > st->messages)
		fprintf(stderr, ", %.0f s left", (double)(x->total - st->messages) / rate);
	fprintf(stderr, "\033[K");
}

static const char count_pending[] =
	"SELECT count(*) AS n FROM messages m WHERE NOT EXISTS (SELECT 1 FROM extractions e"
	" WHERE e.message = m.id AND e.version = $1::int)";

static int extract_after(struct db *db, int show)
{
	struct xprogress x = { 0, now(), 0 };
	struct extract_stats st;
	char ver[16];
	const char *params[1] = { ver };
	PGresult *res;

	if (!show)
		return extract_pending(db);
	snprintf(ver, sizeof(ver), "%d", EXTRACTOR_VERSION);
	if (!(res = db_query(db, count_pending, 1, params)))
		return -1;
	x.total = atol(db_value(res, 0, "n"));
	PQclear(res);
	if (extract_run_progress(db, 0, NULL, &st, extract_progress, &x) < 0)
		return -1;
	if (st.messages) {
		x.last = 0;
		extract_progress(&st, &x);
		fputc('\n', stderr);
	}
	return 0;
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

/* Damage in a message that was stored: listed with the errors, not counted as rejected. */
static void add_note(struct run *r, off_t offset, const char *message_id, const char *what)
{
	struct buf reason = BUF_INIT;
	json_t *e;

	buf_addf(&reason, "imported with damage: %s", what);
	e = json_pack("{s:s, s:I, s:s?, s:s}", "file", r->path, "offset", (json_int_t)offset,
		      "message_id", message_id, "reason", reason.data);
	json_array_append_new(r->res->errors, e);
	if (r->opts->progress)
		fputc('\n', stderr);
	warning("'%s': offset %lld: message <%s>: %s", r->path, (long long)offset,
		message_id ? message_id : "?", reason.data);
	if (store_note(&r->store, r->path, offset, message_id, reason.data) < 0)
		r->failed = 1;
	buf_release(&reason);
}

static void on_reject(off_t offset, const char *reason, void *ctx)
{
	add_error(ctx, offset, NULL, reason);
}

/* Fields a source could not give: the --date of a post without one. */
static int keep_mail(struct run *r, struct mail *m)
{
	if (m->notes.len)
		add_note(r, m->offset, m->message_id, m->notes.data);
	if (!m->date_utc && m->recovered && r->opts->date)
		m->date_utc = xstrdup(r->opts->date);
	if (store_add(&r->store, m) < 0)
		r->failed = 1;
	r->messages++;
	return r->failed ? -1 : 0;
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
	m.format = r->format;
	m.offset = e->offset;
	m.length = e->length;
	m.list = r->opts->list;
	if (e->truncated)
		buf_adds(&m.notes, "the file ends inside this message (truncated; what is there was kept)");
	if (decode_message(e->msg, &m, &reason) < 0) {
		const char *id = g_mime_message_get_message_id(e->msg);
		add_error(r, e->offset, id && *id ? id : NULL, reason.data);
		r->messages++;
	} else {
		keep_mail(r, &m);
	}
	progress(r, (long long)(e->offset + (off_t)e->length), 0);
	ret = r->failed ? -1 : 0;
	mail_release(&m);
	buf_release(&reason);
	return ret;
}

/* A file that holds one message: a Maildir file, a page, damaged text. */
#define SINGLE_MAX (64LL << 20)

static int read_whole(struct run *r, int fd, long long size, struct buf *data)
{
	if (size > SINGLE_MAX) {
		add_error(r, 0, NULL, "too large for one message (over 64 MB) and not an mbox");
		return -1;
	}
	buf_grow(data, (size_t)size);
	while (data->len < (size_t)size) {
		ssize_t n = pread(fd, data->data + data->len, (size_t)size - data->len,
				  (off_t)data->len);
		if (n <= 0) {
			add_error(r, 0, NULL, n < 0 ? strerror(errno) : "file shrank while read");
			return -1;
		}
		data->len += (size_t)n;
	}
	data->data[data->len] = '\0';
	return 0;
}

static void import_single(struct run *r, int fd, long long size, enum input_kind kind)
{
	struct buf data = BUF_INIT, reason = BUF_INIT;
	const char *format = "message";
	struct mail m;
	int ret = -1;

	mail_init(&m);
	if (read_whole(r, fd, size, &data) < 0)
		goto cleanup;
	m.path = r->path;
	m.offset = 0;
	m.length = data.len;
	m.list = r->opts->list;
	if (kind == INPUT_MESSAGE) {
		format = maildir_file(r->path) ? "maildir" : "message";
		ret = message_read(data.data, data.len, &m, &reason);
	} else {
		buf_add(&m.raw, data.data, data.len);
		ret = kind == INPUT_HTML ? html_read(data.data, data.len, &m, &reason, &format)
					 : text_read(data.data, data.len, &m, &reason, &format);
	}
	m.format = format;
	if (ret < 0) {
		add_error(r, 0, m.message_id, reason.data);
		r->messages++;
	} else {
		keep_mail(r, &m);
	}
	progress(r, size, 0);
cleanup:
	mail_release(&m);
	buf_release(&data);
	buf_release(&reason);
}

static enum input_kind sniff_fd(int fd)
{
	char head[SNIFF_BYTES];
	ssize_t n = pread(fd, head, sizeof(head), 0);

	return sniff_input(head, n > 0 ? (size_t)n : 0);
}

static int import_fd(struct run *r, int fd, long long size, int inflated)
{
	struct mbox_ops ops = { on_message, on_reject, r };
	enum input_kind kind = sniff_fd(fd);
	struct buf reason = BUF_INIT;
	int ret = 0, zfd;

	if (kind != INPUT_GZIP && (ret = report_import_fd(&r->store, r->opts, r->res, r->path, fd,
							  size, kind)) != 0)
		return ret < 0 ? -1 : 0;
	switch (kind) {
	case INPUT_EMPTY:
		add_error(r, 0, NULL, size ? "empty file (only white space)" : "empty file");
		break;
	case INPUT_BINARY:
		add_error(r, 0, NULL, "not mail (binary data; not an mbox, a message, a page or text)");
		break;
	case INPUT_MBOX:
		r->format = inflated ? "mbox.gz" : "mbox";
		ret = mbox_read_fd(fd, &ops);
		break;
	case INPUT_GZIP:
		if (inflated) {
			add_error(r, 0, NULL, "gzip inside gzip; not read");
			break;
		}
		zfd = gunzip_to_temp(fd, 64LL << 30, &reason);
		if (reason.len)
			add_error(r, 0, NULL, reason.data);
		if (zfd >= 0) {
			struct stat st;
			ret = fstat(zfd, &st) == 0 ? import_fd(r, zfd, st.st_size, 1) : -1;
			close(zfd);
		}
		break;
	default:
		import_single(r, fd, size, kind);
		break;
	}
	buf_release(&reason);
	return ret;
}

static int import_file(struct run *r, const char *path)
{
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
	ret = import_fd(r, fd, st.st_size, 0);
	close(fd);
	r->done_bytes += st.st_size;
	return ret < 0 || r->failed ? -1 : 0;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A Maildir's tmp/ holds deliveries in progress: never read. */
static int maildir_tmp(const char *dir, const char *name)
{
	struct buf b = BUF_INIT;
	struct stat st;
	int yes;

	if (strcmp(name, "tmp"))
		return 0;
	buf_addf(&b, "%s/cur", dir);
	yes = stat(b.data, &st) == 0 && S_ISDIR(st.st_mode);
	buf_release(&b);
	return yes;
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
		if (de->d_name[0] == '.' || maildir_tmp(path, de->d_name))
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
	int nfiles = 0, cap = 0, i, ret = -1, not_new = 0;
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
	if (!r.failed && reconcile_pending(db, r.store.import_id, &res->reconciled, &not_new) < 0)
		r.failed = 1;
	if (!r.failed && thread_pending(db, opts->progress) < 0)
		r.failed = 1;
	r.path = "";
	progress(&r, 0, 1);
	store_finish(&r.store, r.failed ? "failed" : r.store.rejected ? "partial" : "done");
	res->new_count = r.store.new_count - not_new;   /* copies of known posts */
	res->duplicate = r.store.duplicate + not_new;
	res->rejected = r.store.rejected;
	res->bytes = r.done_bytes;
	ret = r.failed || (!opts->no_extract && extract_after(db, opts->progress) < 0) ? -1 : 0;
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
