/* import.c: one import run: files cut into pieces, parsed on every core, stored in batches, threaded as they land */
#include "import.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <libxml/parser.h>

#include "../core/log.h"
#include "decode.h"
#include "extract/figures.h"
#include "feed.h"
#include "gmime-fix.h"
#include "read-gzip.h"
#include "read-html.h"
#include "read-mbox.h"
#include "read-message.h"
#include "read-text.h"
#include "reconcile.h"
#include "report/report.h"
#include "sniff.h"
#include "store.h"
#include "thread.h"
#include "../core/banned.h"

/*
 * The design (docs/import-performance.md has the measurements):
 *
 * - Parser threads, one per core, take the input as jobs: an mbox is cut
 *   into pieces of about PIECE bytes at From_ lines after a blank line, and
 *   each piece is parsed, decoded and turned into COPY rows on a thread of
 *   its own.  A piece whose first message is not where the previous piece's
 *   reading went on (a Content-Length that spans a cut) is read again from
 *   there, so the messages are exactly those of one reading of the file.
 * - The run takes the parcels back in input order, reports their errors in
 *   that order, and hands them to the store, whose writers store batches on
 *   connections of their own (store.h).
 * - A threading thread with its own connection threads what the writers
 *   committed while the import goes on; copies without a Message-ID wait
 *   for the end, when reconcile.c has merged those it can.
 */
#define PIECE (2LL << 20)

enum item_kind {
	ITEM_PIECE,     /* [start, end) of an mbox */
	ITEM_SINGLE,    /* a file holding one message */
	ITEM_RUN,       /* read by the run itself: a report, a page, damaged text */
	ITEM_ERROR,     /* a file that is not read: why (and its bytes) */
};

struct file {
	char *path;             /* as stored in sources */
	const char *format;
	int fd;
	long long size;
	long long before;       /* input bytes of the files before it (progress) */
	long long input;        /* its own input bytes (the .gz's, when inflated) */
	long long base;         /* a chunk read again (quarantine retry): its offset in PATH */
	enum input_kind kind;
	int serial;
	atomic_int refs;
};

struct item {
	enum item_kind kind;
	struct file *f;
	off_t start, end;
	off_t next;             /* pieces: where the reading goes on after this one */
	char *reason;           /* errors */
	int keep_bytes;         /* errors: quarantine the file's bytes */
};

struct threader {
	const char *conninfo;
	struct db db;
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t wake;
	int started, pending, stop, failed;
	int threaded;           /* messages threaded so far */
};

struct run {
	const struct import_opts *opts;
	struct store store;
	struct import_result *res;
	char **files;
	int nfiles, at, serials;
	long long read_bytes;   /* input bytes of the files opened so far */
	struct file *cur;       /* the mbox being cut into pieces */
	off_t cut;
	struct item *queued[2]; /* made by one file besides its pieces */
	int nqueued;
	long long total_bytes;
	int last_serial;        /* the consumer: the piece before, and where it went on */
	off_t last_next;
	int messages;
	double started;
	double last_progress;
	int failed;             /* a database error stopped the run */
	struct feed feed;
	struct threader th;
	int chunk_fd;           /* import_chunk(): the bytes, read as files[0] at chunk_base */
	long long chunk_base;
};

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void progress(struct run *r, long long done, int final)
{
	double t = now(), secs = t - r->started;
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

/* ---- files and the jobs they make (on a parser thread, under the feed's lock) ---- */

static void file_unref(struct file *f)
{
	if (!f || atomic_fetch_sub(&f->refs, 1) != 1)
		return;
	if (f->fd >= 0)
		close(f->fd);
	free(f->path);
	free(f);
}

static struct file *file_ref(struct file *f)
{
	atomic_fetch_add(&f->refs, 1);
	return f;
}

static struct item *item_new(enum item_kind kind, struct file *f)
{
	struct item *it = xcalloc(1, sizeof(*it));

	it->kind = kind;
	it->f = file_ref(f);
	it->end = (off_t)f->size;
	return it;
}

static void item_free(struct item *it)
{
	if (!it)
		return;
	file_unref(it->f);
	free(it->reason);
	free(it);
}

static void queue(struct run *r, struct item *it)
{
	r->queued[r->nqueued++] = it;
}

static void queue_error(struct run *r, struct file *f, const char *reason, int keep_bytes)
{
	struct item *it = item_new(ITEM_ERROR, f);

	it->reason = xstrdup(reason);
	it->keep_bytes = keep_bytes;
	queue(r, it);
}

static enum input_kind sniff_fd(int fd)
{
	char head[SNIFF_BYTES];
	ssize_t n = pread(fd, head, sizeof(head), 0);

	return sniff_input(head, n > 0 ? (size_t)n : 0);
}

static void classify(struct run *r, struct file *f, int inflated);

static void inflate(struct run *r, struct file *f)
{
	struct buf reason = BUF_INIT;
	struct file *z;
	struct stat st;
	int zfd = gunzip_to_temp(f->fd, 64LL << 30, &reason);

	if (reason.len)
		queue_error(r, f, reason.data, 0);
	buf_release(&reason);
	if (zfd < 0)
		return;
	if (fstat(zfd, &st) < 0) {
		close(zfd);
		return;
	}
	z = xcalloc(1, sizeof(*z));
	z->path = xstrdup(f->path);
	z->format = "file";
	z->fd = zfd;
	z->size = st.st_size;
	z->before = f->before;
	z->input = f->input;
	z->base = f->base;
	z->serial = ++r->serials;
	atomic_init(&z->refs, 1);
	classify(r, z, 1);
	file_unref(z);
}

/* What F holds, and the jobs that read it. */
static void classify(struct run *r, struct file *f, int inflated)
{
	int strict = r->opts->report && r->opts->report->only_reports;

	f->kind = sniff_fd(f->fd);
	if (f->kind == INPUT_GZIP) {
		if (inflated)
			queue_error(r, f, "gzip inside gzip; not read", 1);
		else
			inflate(r, f);
		return;
	}
	if (strict || f->kind == INPUT_TEXT || f->kind == INPUT_HTML)
		queue(r, item_new(ITEM_RUN, f));
	else if (f->kind == INPUT_EMPTY)
		queue_error(r, f, f->size ? "empty file (only white space)" : "empty file", 0);
	else if (f->kind == INPUT_BINARY)
		queue_error(r, f, "not mail (binary data; not an mbox, a message, a page or text)", 1);
	else if (f->kind == INPUT_MESSAGE)
		queue(r, item_new(ITEM_SINGLE, f));
	else {
		f->format = inflated ? "mbox.gz" : "mbox";
		r->cur = file_ref(f);
		r->cut = 0;
	}
}

static void open_next(struct run *r)
{
	const char *path = r->files[r->at++];
	char real[PATH_MAX];
	struct file *f = xcalloc(1, sizeof(*f));
	struct stat st;

	f->path = xstrdup(realpath(path, real) ? real : path);
	f->format = "file";
	f->serial = ++r->serials;
	f->before = r->read_bytes;
	atomic_init(&f->refs, 1);
	if (r->chunk_fd >= 0) {
		free(f->path);
		f->path = xstrdup(path);
		f->base = r->chunk_base;
	}
	f->fd = r->chunk_fd >= 0 ? dup(r->chunk_fd) : open(path, O_RDONLY | O_CLOEXEC);
	if (f->fd < 0 || fstat(f->fd, &st) < 0) {
		queue_error(r, f, strerror(errno), 0);
	} else {
		f->size = f->input = st.st_size;
		r->read_bytes += st.st_size;
		classify(r, f, 0);
	}
	file_unref(f);
}

/* The next piece of the mbox being cut, or NULL when it is all cut. */
static struct item *next_piece(struct run *r)
{
	struct file *f = r->cur;
	struct item *it;
	off_t end;

	if (r->cut >= (off_t)f->size) {
		r->cur = NULL;
		file_unref(f);
		return NULL;
	}
	end = r->cut + PIECE < (off_t)f->size ?
		mbox_next_from(f->fd, NULL, (size_t)f->size, r->cut + PIECE) : -1;
	it = item_new(ITEM_PIECE, f);
	it->start = r->cut;
	it->end = end < 0 ? (off_t)f->size : end;
	r->cut = it->end;
	return it;
}

static void *next_item(void *ctx)
{
	struct run *r = ctx;
	struct item *it;

	for (;;) {
		if (r->nqueued) {
			it = r->queued[0];
			memmove(r->queued, r->queued + 1, sizeof(r->queued[0]) * (size_t)--r->nqueued);
			return it;
		}
		if (r->cur && (it = next_piece(r)))
			return it;
		if (r->at >= r->nfiles)
			return NULL;
		open_next(r);
	}
}

/* ---- the jobs, on the parser threads ---- */

/* A rejected chunk: LEN bytes at OFFSET of F, kept (up to a limit) for the quarantine. */
static void reject_bytes(struct parcel *p, const struct file *f, off_t offset, size_t len,
			 const char *message_id, const char *reason)
{
	struct buf raw = BUF_INIT;
	ssize_t n;

	if (len > (64u << 20))
		len = 64u << 20;
	buf_grow(&raw, len);
	while (raw.len < len && (n = pread(f->fd, raw.data + raw.len, len - raw.len,
					   offset + (off_t)raw.len)) > 0)
		raw.len += (size_t)n;
	parcel_event(p, 1, f->base + (long long)offset, (long long)raw.len, message_id, reason, raw.data,
		     raw.len);
	buf_release(&raw);
}

struct reading {
	struct run *r;
	struct parcel *p;
	const struct file *f;
};

/* A decoded message: its damage noted, a --date given where none was recovered, its rows made. */
static void keep_mail(struct reading *g, struct mail *m)
{
	struct buf reason = BUF_INIT;

	if (m->notes.len) {
		buf_addf(&reason, "imported with damage: %s", m->notes.data);
		parcel_event(g->p, 0, (long long)m->offset, 0, m->message_id, reason.data, NULL, 0);
	}
	if (!m->date_utc && m->recovered && g->r->opts->date)
		m->date_utc = xstrdup(g->r->opts->date);
	store_encode(g->p, m);
	buf_release(&reason);
}

static int on_message(const struct mbox_entry *e, void *ctx)
{
	struct reading *g = ctx;
	struct buf reason = BUF_INIT;
	struct mail m;

	mail_init(&m);
	buf_add(&m.raw, e->raw, e->raw_len);
	m.path = g->f->path;
	m.format = g->f->format;
	m.offset = (off_t)g->f->base + e->offset;
	m.length = e->length;
	m.list = g->r->opts->list;
	if (e->truncated)
		buf_adds(&m.notes, "the file ends inside this message (truncated; what is there was kept)");
	if (decode_message(e->msg, &m, &reason) < 0) {
		const char *id = g_mime_message_get_message_id(e->msg);
		parcel_event(g->p, 1, (long long)m.offset, (long long)e->entry_len, id && *id ? id : NULL,
			     reason.data, e->entry, e->entry_len);
	} else {
		keep_mail(g, &m);
	}
	g->p->entries++;
	mail_release(&m);
	buf_release(&reason);
	return 0;
}

static void on_reject(off_t offset, size_t length, const char *reason, void *ctx)
{
	struct reading *g = ctx;

	reject_bytes(g->p, g->f, offset, length, NULL, reason);
}

static struct parcel *read_piece(struct run *r, struct item *it)
{
	struct reading g = { r, parcel_new(it->f->path, it->f->format), it->f };
	struct mbox_ops ops = { on_message, on_reject, &g };

	if (mbox_read_range(it->f->fd, NULL, (size_t)it->f->size, it->start, it->end, &ops,
			    &it->next) < 0)
		parcel_event(g.p, 1, it->f->base + (long long)it->start, 0, NULL, error_last(), NULL, 0);
	g.p->pos = it->end;
	return g.p;
}

/* A file that holds one message: a Maildir file, a page, damaged text. */
#define SINGLE_MAX (64LL << 20)

static int read_whole(const struct file *f, struct parcel *p, struct buf *data)
{
	ssize_t n;

	if (f->size > SINGLE_MAX) {
		reject_bytes(p, f, 0, (size_t)f->size, NULL,
			     "too large for one message (over 64 MB) and not an mbox");
		return -1;
	}
	buf_grow(data, (size_t)f->size);
	while (data->len < (size_t)f->size) {
		n = pread(f->fd, data->data + data->len, (size_t)f->size - data->len, (off_t)data->len);
		if (n <= 0) {
			parcel_event(p, 1, f->base, 0, NULL, n < 0 ? strerror(errno) : "file shrank while read",
				     NULL, 0);
			return -1;
		}
		data->len += (size_t)n;
	}
	data->data[data->len] = '\0';
	return 0;
}

static struct parcel *read_single(struct run *r, struct item *it)
{
	struct buf data = BUF_INIT, reason = BUF_INIT;
	struct reading g = { r, NULL, it->f };
	const char *format = "message";
	struct mail m;
	int ret;

	g.p = parcel_new(it->f->path, "message");
	mail_init(&m);
	g.p->pos = it->f->size;
	if (read_whole(it->f, g.p, &data) < 0)
		goto cleanup;
	m.path = it->f->path;
	m.offset = (off_t)it->f->base;
	m.length = data.len;
	m.list = r->opts->list;
	if (it->f->kind == INPUT_MESSAGE) {
		format = maildir_file(it->f->path) ? "maildir" : "message";
		ret = message_read(data.data, data.len, &m, &reason);
	} else {
		buf_add(&m.raw, data.data, data.len);
		ret = it->f->kind == INPUT_HTML ? html_read(data.data, data.len, &m, &reason, &format)
						: text_read(data.data, data.len, &m, &reason, &format);
	}
	m.format = g.p->format = format;
	if (ret < 0)
		parcel_event(g.p, 1, it->f->base, (long long)data.len, m.message_id, reason.data, data.data,
			     data.len);
	else
		keep_mail(&g, &m);
	g.p->entries++;
cleanup:
	mail_release(&m);
	buf_release(&data);
	buf_release(&reason);
	return g.p;
}

static void *read_item(void *ctx, void *job)
{
	struct run *r = ctx;
	struct item *it = job;
	struct parcel *p;

	switch (it->kind) {
	case ITEM_PIECE:
		return read_piece(r, it);
	case ITEM_SINGLE:
		return read_single(r, it);
	case ITEM_ERROR:
		p = parcel_new(it->f->path, it->f->format);
		if (it->keep_bytes)
			reject_bytes(p, it->f, 0, (size_t)it->f->size, NULL, it->reason);
		else
			parcel_event(p, 1, it->f->base, 0, NULL, it->reason, NULL, 0);
		p->pos = it->f->size;
		return p;
	default:
		return parcel_new(it->f->path, it->f->format);
	}
}

/* ---- the run: parcels taken back in order ---- */

/* A piece that does not start where the one before went on is read again from there. */
static struct parcel *in_sequence(struct run *r, struct item *it, struct parcel *p)
{
	if (it->start > 0 && it->f->serial == r->last_serial && it->start != r->last_next) {
		parcel_free(p);
		it->start = r->last_next;
		if (it->start >= it->end) {
			it->next = it->start;
			p = parcel_new(it->f->path, it->f->format);
			p->pos = it->end;
		} else {
			p = read_piece(r, it);
		}
	}
	r->last_serial = it->f->serial;
	r->last_next = it->next;
	return p;
}

/* A report (ingest/report/), else one message: read here, with the run's connection. */
static struct parcel *read_here(struct run *r, struct item *it, struct parcel *p)
{
	int ret = report_import_fd(&r->store, r->opts, r->res, it->f->path, it->f->fd,
				   it->f->size, (int)it->f->kind);

	if (ret < 0)
		r->failed = 1;
	if (ret)
		return p;
	parcel_free(p);
	return read_single(r, it);
}

/* The parcel's errors, said in input order and listed in the result. */
static void tell_events(struct run *r, const struct parcel *p)
{
	int i;

	for (i = 0; i < p->nevents; i++) {
		const struct pevent *e = &p->events[i];
		json_t *j = json_pack("{s:s, s:I, s:s?, s:s}", "file", p->path, "offset",
				      (json_int_t)e->offset, "message_id", e->message_id,
				      "reason", e->reason);
		json_array_append_new(r->res->errors, j);
		if (r->opts->progress)
			fputc('\n', stderr);
		if (e->reject)
			error("'%s': offset %lld%s%s%s: %s", p->path, e->offset,
			      e->message_id ? ": message <" : "", e->message_id ? e->message_id : "",
			      e->message_id ? ">" : "", e->reason);
		else
			warning("'%s': offset %lld: message <%s>: %s", p->path, e->offset,
				e->message_id ? e->message_id : "?", e->reason);
	}
}

static long long done_bytes(const struct item *it, const struct parcel *p)
{
	const struct file *f = it->f;

	return f->before + (f->size ? (long long)((double)p->pos / (double)f->size * (double)f->input) : 0);
}

static void drop_item(void *ctx, void *job, void *result)
{
	item_free(job);
	parcel_free(result);
}

static int take_all(struct run *r)
{
	struct parcel *p;
	void *job;

	while (!r->failed && (p = feed_take(&r->feed, &job))) {
		struct item *it = job;
		if (it->kind == ITEM_PIECE)
			p = in_sequence(r, it, p);
		else if (it->kind == ITEM_RUN)
			p = read_here(r, it, p);
		tell_events(r, p);
		r->messages += p->entries;
		progress(r, done_bytes(it, p), 0);
		if (store_parcel(&r->store, p) < 0)
			r->failed = 1;
		item_free(it);
	}
	return r->failed ? -1 : 0;
}

/* ---- threading while the batches land ---- */

/* Its temporary tables are made again on each round: their notices are not news. */
static int threader_connect(struct threader *t)
{
	if (db_connect(&t->db, t->conninfo) < 0)
		return -1;
	return db_exec(&t->db, "SET client_min_messages = warning", 0, NULL);
}

static void *threader_main(void *arg)
{
	struct threader *t = arg;

	pthread_mutex_lock(&t->lock);
	for (;;) {
		int ret;

		while (!t->pending && !t->stop)
			pthread_cond_wait(&t->wake, &t->lock);
		if (t->stop || t->failed)
			break;
		t->pending = 0;
		pthread_mutex_unlock(&t->lock);
		ret = t->db.conn || threader_connect(t) == 0 ? thread_pending_live(&t->db) : -1;
		pthread_mutex_lock(&t->lock);
		if (ret < 0)
			t->failed = 1;
		else
			t->threaded += ret;
	}
	pthread_mutex_unlock(&t->lock);
	return NULL;
}

/* A writer committed a batch (on the writer's thread). */
static void committed(void *ctx)
{
	struct threader *t = ctx;

	pthread_mutex_lock(&t->lock);
	t->pending = 1;
	pthread_cond_signal(&t->wake);
	pthread_mutex_unlock(&t->lock);
}

static void threader_start(struct threader *t, const char *conninfo)
{
	memset(t, 0, sizeof(*t));
	t->conninfo = conninfo;
	pthread_mutex_init(&t->lock, NULL);
	pthread_cond_init(&t->wake, NULL);
	t->started = pthread_create(&t->thread, NULL, threader_main, t) == 0;
}

static void threader_stop(struct threader *t)
{
	pthread_mutex_lock(&t->lock);
	t->stop = 1;
	pthread_cond_signal(&t->wake);
	pthread_mutex_unlock(&t->lock);
	if (t->started)
		pthread_join(t->thread, NULL);
	t->started = 0;
	db_close(&t->db);
	pthread_mutex_destroy(&t->lock);
	pthread_cond_destroy(&t->wake);
}

/* ---- files and folders ---- */

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

/* How many of a kind: SCHEDLORE_IMPORT_<NAME> if set, else DEFAULT. */
static int tuned(const char *name, int fallback)
{
	const char *v = getenv(name);
	int n = v && *v ? atoi(v) : 0;

	return n > 0 ? n : fallback;
}

/* The search index's pending entries merged, so the first search finds them in order. */
static const char gin_merge[] =
	"SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index i"
	" JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam"
	" WHERE i.indrelid = 'messages'::regclass AND a.amname = 'gin'";

/* After the last batch: copies merged, everything threaded, the search index tidied. */
static int finish_run(struct run *r, struct db *db, int *not_new)
{
	int n;

	if (store_flush(&r->store) < 0)
		return -1;
	store_on_commit(&r->store, NULL, NULL);
	threader_stop(&r->th);
	if (r->th.failed)
		return -1;
	if (reconcile_pending(db, r->store.import_id, &r->res->reconciled, not_new) < 0 ||
	    (n = thread_pending(db, 0)) < 0)
		return -1;
	/* one line for the threading done beside the storing and after it */
	if (r->opts->progress && (n += r->th.threaded))
		fprintf(stderr, "\rthread: %d messages\033[K\n", n);
	return db_exec(db, gin_merge, 0, NULL);
}

/* The run over PATHS, or over the bytes in CHUNK_FD (>= 0) read as paths[0] at BASE. */
static int run_import(struct db *db, const struct import_opts *opts, char *const *paths, int npaths,
		      struct import_result *res, int chunk_fd, long long base)
{
	struct run r;
	int i, cap = 0, fed = 0, ret = -1, not_new = 0, cpus = (int)sysconf(_SC_NPROCESSORS_ONLN);
	struct stat st;

	memset(res, 0, sizeof(*res));
	res->errors = json_array();
	memset(&r, 0, sizeof(r));
	r.opts = opts;
	r.res = res;
	r.chunk_fd = chunk_fd;
	r.chunk_base = base;
	cpus = cpus < 1 ? 1 : cpus > 8 ? 8 : cpus;
	if (chunk_fd >= 0) {
		r.files = xcalloc(1, sizeof(char *));
		r.files[r.nfiles++] = xstrdup(paths[0]);
	}
	for (i = 0; i < npaths && chunk_fd < 0; i++)
		collect(paths[i], &r.files, &r.nfiles, &cap);
	for (i = 0; i < r.nfiles; i++)
		if (chunk_fd >= 0 ? fstat(chunk_fd, &st) == 0 : stat(r.files[i], &st) == 0)
			r.total_bytes += st.st_size;
	/* state GMime's helpers and libxml2 (pages) set on first use, set before the threads start */
	gmime_bug_base64_pad();
	gmime_bug_split_words();
	xmlInitParser();
	threader_start(&r.th, db->conninfo);
	if (store_begin(&r.store, db, opts->list, paths, npaths,
			tuned("SCHEDLORE_IMPORT_WRITERS", 2), tuned("SCHEDLORE_IMPORT_BATCH", 0)) < 0)
		goto cleanup;
	store_on_commit(&r.store, committed, &r.th);
	snprintf(res->import_id, sizeof(res->import_id), "%s", r.store.import_id);
	r.started = now();
	fed = feed_start(&r.feed, tuned("SCHEDLORE_IMPORT_THREADS", cpus), 2 * cpus + 2,
			 next_item, read_item, &r) == 0;
	if (!fed || take_all(&r) < 0 || finish_run(&r, db, &not_new) < 0)
		r.failed = 1;
	progress(&r, r.total_bytes, 1);
	store_finish(&r.store, r.failed ? "failed" : r.store.rejected ? "partial" : "done");
	res->new_count = r.store.new_count - not_new;   /* copies of known posts */
	res->duplicate = r.store.duplicate + not_new;
	res->rejected = r.store.rejected;
	res->bytes = r.total_bytes;
	ret = r.failed || (!opts->no_extract && extract_after(db, opts->progress) < 0) ? -1 : 0;
cleanup:
	if (fed)
		feed_stop(&r.feed, drop_item);
	store_on_commit(&r.store, NULL, NULL);
	store_release(&r.store);
	if (r.th.started)
		threader_stop(&r.th);
	for (i = 0; i < r.nqueued; i++)
		item_free(r.queued[i]);
	file_unref(r.cur);
	for (i = 0; i < r.nfiles; i++)
		free(r.files[i]);
	free(r.files);
	return ret;
}

int import_paths(struct db *db, const struct import_opts *opts,
		 char *const *paths, int npaths, struct import_result *res)
{
	return run_import(db, opts, paths, npaths, res, -1, 0);
}

int import_chunk(struct db *db, const struct import_opts *opts, const char *path, long long offset,
		 const char *data, size_t len, struct import_result *res)
{
	char *paths[1] = { (char *)path };
	int fd = memfd_create("schedlore-chunk", MFD_CLOEXEC), ret;
	size_t done = 0;
	ssize_t n;

	if (fd < 0)
		return error("unable to hold the chunk in memory: %s", strerror(errno));
	while (done < len && (n = write(fd, data + done, len - done)) > 0)
		done += (size_t)n;
	if (done < len) {
		close(fd);
		return error("unable to hold the chunk in memory: %s", strerror(errno));
	}
	ret = run_import(db, opts, paths, 1, res, fd, offset);
	close(fd);
	return ret;
}

void import_print_summary(const struct import_result *res, int json)
{
	json_t *out;
	char *text;

	if (!json) {
		printf("imported %d new, %d duplicate, %d rejected (%.1f MB read)\n",
		       res->new_count, res->duplicate, res->rejected, (double)res->bytes / 1e6);
		if (res->reports_new || res->reports_duplicate)
			printf("reports: %d new, %d duplicate\n", res->reports_new,
			       res->reports_duplicate);
		if (res->reconciled)
			printf("reconciled: %d copies merged into the message they are\n",
			       res->reconciled);
		return;
	}
	out = json_pack("{s:i, s:i, s:i, s:O, s:{s:i, s:i}, s:i}", "new", res->new_count,
			"duplicate", res->duplicate, "rejected", res->rejected, "errors", res->errors,
			"reports", "new", res->reports_new, "duplicate", res->reports_duplicate,
			"reconciled", res->reconciled);
	text = json_dumps(out, JSON_COMPACT);
	printf("%s\n", text);
	free(text);
	json_decref(out);
}

void import_result_release(struct import_result *res)
{
	json_decref(res->errors);
	res->errors = NULL;
}
