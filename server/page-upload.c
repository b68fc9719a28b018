/* page-upload.c: /upload: an admin sends an archive, the import runs, progress is shown */
#include "server.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "pages.h"
#include "../core/groups.h"
#include "../core/log.h"
#include "../ingest/import.h"
#include "../core/banned.h"

/*
 * The file streamed to var/uploads/TOKEN.part while the request was read
 * (server.c, never whole in memory).  Here it gets its final name, a .gz is
 * inflated (streaming), and the import runs in a thread of its own with its
 * own connection; the request answers at once with a redirect to
 * /upload/TOKEN, which shows the import's row (updated per batch by the
 * importer) and refreshes itself while it runs.  TOKEN is random: the page
 * of one upload cannot be guessed from another.
 */
struct job {
	char *conninfo;
	char *path;
	char *list;
	char *error_path;
};

static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && !strcasecmp(s + n - k, suffix);
}

/*
 * A .gz may inflate to at most INFLATE_RATIO times its own size (plus
 * INFLATE_SLACK for small files): mail compresses 4 to 10 times, a gzip bomb
 * a thousand.  Past that the file is removed and the upload refused, before
 * it can fill the disk.
 */
#define INFLATE_RATIO 100
#define INFLATE_SLACK (64LL << 20)

static int gunzip(const char *from, const char *to, const char **why)
{
	gzFile in = gzopen(from, "rb");
	char chunk[65536];
	struct stat st;
	long long limit, total = 0;
	int fd, n, ret = 0;

	*why = "the .gz file could not be inflated";
	if (!in || stat(from, &st) < 0) {
		if (in)
			gzclose(in);
		return error("unable to open '%s'", from);
	}
	limit = (long long)st.st_size * INFLATE_RATIO + INFLATE_SLACK;
	fd = open(to, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (fd < 0) {
		gzclose(in);
		return error("unable to create '%s': %s", to, strerror(errno));
	}
	while ((n = gzread(in, chunk, sizeof(chunk))) > 0) {
		total += n;
		if (total > limit) {
			*why = "the .gz file inflates to more than 100 times its size; refused as a gzip bomb";
			ret = error("'%s' inflates past %lld bytes; refused", from, limit);
			break;
		}
		if (write(fd, chunk, (size_t)n) != n) {
			ret = error("unable to write '%s'", to);
			break;
		}
	}
	if (n < 0)
		ret = error("'%s' is not a valid gzip file", from);
	gzclose(in);
	close(fd);
	if (ret < 0)
		unlink(to);
	return ret;
}

static void job_fail(struct job *j, const char *why)
{
	FILE *f = fopen(j->error_path, "w");

	if (f) {
		fputs(why, f);
		fclose(f);
	}
}

static void *run_job(void *arg)
{
	struct job *j = arg;
	struct import_opts opts;
	struct import_result res;
	char *paths[1];
	struct db db;

	memset(&opts, 0, sizeof(opts));
	opts.list = j->list;
	if (ends_with(j->path, ".gz")) {
		char *plain = xstrndup(j->path, strlen(j->path) - 3);
		const char *why;

		if (gunzip(j->path, plain, &why) < 0) {
			unlink(j->path);
			job_fail(j, why);
			free(plain);
			goto cleanup;
		}
		unlink(j->path);
		free(j->path);
		j->path = plain;
	}
	if (db_connect(&db, j->conninfo) < 0) {
		job_fail(j, "the database is not answering");
		goto cleanup;
	}
	paths[0] = j->path;
	memset(&res, 0, sizeof(res));
	if (import_paths(&db, &opts, paths, 1, &res) < 0)
		job_fail(j, "the import stopped early; the server log says why");
	import_result_release(&res);
	db_close(&db);
cleanup:
	free(j->conninfo);
	free(j->path);
	free(j->list);
	free(j->error_path);
	free(j);
	return NULL;
}

static int valid_list(const char *s)
{
	return *s && strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-") ==
		strlen(s) && s[0] != '.' && s[0] != '-' && s[0] != '_' && !route_reserved(s);
}

/* the form, with what was wrong with the last one if anything */
static int upload_form(struct req *r, const char *problem)
{
	return page_render(r, "upload", json_pack("{s:s?, s:I}", "problem", problem,
						  "max_mb", (json_int_t)(r->srv->max_upload >> 20)));
}

static int start(struct req *r)
{
	const char *list = req_field(r, "list");
	const char *name = r->upload_name;
	struct job *j;
	struct buf to = BUF_INIT;
	const char *slash = strrchr(r->upload_path, '/');
	char token[32];
	pthread_t tid;
	pthread_attr_t attr;

	if (list && *list && !valid_list(list)) {
		r->status = 400;
		return upload_form(r, "That is not a list name (letters, digits, '.', '_', '-'; not a reserved word).");
	}
	snprintf(token, sizeof(token), "%.24s", slash + 1);
	buf_add(&to, r->upload_path, (size_t)(slash + 1 - r->upload_path));
	buf_adds(&to, token);
	buf_adds(&to, ends_with(name, ".gz") ? ".mbox.gz" : ends_with(name, ".html") ||
		 ends_with(name, ".htm") ? ".html" : ".mbox");
	if (rename(r->upload_path, to.data) < 0) {
		buf_release(&to);
		return req_fail(r, 500, "The upload could not be stored.");
	}
	j = xcalloc(1, sizeof(*j));
	j->conninfo = xstrdup(r->srv->conninfo);
	j->path = buf_detach(&to, NULL);
	j->list = list && *list ? xstrdup(list) : NULL;
	buf_add(&to, j->path, (size_t)(strrchr(j->path, '/') + 1 - j->path));
	buf_adds(&to, token);
	buf_adds(&to, ".error");
	j->error_path = buf_detach(&to, NULL);
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	if (pthread_create(&tid, &attr, run_job, j) != 0) {
		pthread_attr_destroy(&attr);
		return req_fail(r, 500, "The import could not be started.");
	}
	pthread_attr_destroy(&attr);
	buf_adds(&to, "/upload/");
	buf_adds(&to, token);
	req_redirect(r, 303, to.data);
	buf_release(&to);
	return 0;
}

int page_upload(struct req *r)
{
	if (!r->is_post)
		return upload_form(r, NULL);
	if (!r->upload_path) {
		r->status = 400;
		return upload_form(r, "Choose a file to import.");
	}
	return start(r);
}

/*
 * The newest import of the upload TOKEN, with its rejected messages and its
 * quarantined chunks (their bytes are kept: schedlore quarantine show ID).
 */
static const char sql_upload_import[] =
	"SELECT json_build_object('id', i.id, 'status', i.status, 'new', i.new, 'duplicate', i.duplicate,"
	" 'rejected', i.rejected, 'bytes', i.bytes, 'errors', coalesce((SELECT json_agg(json_build_object("
	"   'byte_offset', e.byte_offset, 'message_id', e.message_id, 'reason', e.reason) ORDER BY e.id)"
	"   FROM import_errors e WHERE e.import = i.id), '[]'),"
	" 'quarantine', coalesce((SELECT json_agg(json_build_object('id', q.id, 'file', q.path,"
	"   'offset', q.byte_offset, 'length', q.byte_length, 'reason', q.reason, 'status', q.status)"
	"   ORDER BY q.id) FROM quarantine q WHERE q.import = i.id), '[]'))"
	" FROM imports i WHERE i.paths[1] LIKE '%/' || $1 || '.%' ORDER BY i.id DESC LIMIT 1";

/* "failed: " and the reason the import job left in its .error file */
static void failure_text(struct buf *b, const char *path)
{
	char why[512];
	FILE *f = fopen(path, "r");
	size_t n = f ? fread(why, 1, sizeof(why) - 1, f) : 0;

	if (f)
		fclose(f);
	why[n] = '\0';
	buf_addf(b, "failed: %s", n ? why : "the file could not be imported (see the server log)");
}

int page_upload_status(struct req *r)
{
	const char *token = r->path + strlen("/upload/");
	struct buf err = BUF_INIT, status = BUF_INIT;
	const char *v[1] = { token };
	json_t *imp;
	int running, failed;

	if (strlen(token) != 24 || strspn(token, "0123456789abcdef") != 24)
		return req_fail(r, 404, "There is no upload of that name.");
	req_read_primary(r);    /* the import writes there; a replica may not have it yet */
	if (!(imp = req_query_json(r, sql_upload_import, 1, v)))
		return -1;
	buf_addf(&err, "%s/uploads/%s.error", r->srv->var, token);
	failed = access(err.data, F_OK) == 0;
	running = !failed && (json_is_null(imp) || !strcmp(jstr(imp, "status"), "running"));
	if (running)
		req_header(r, "Refresh", "2");
	if (failed)
		failure_text(&status, err.data);
	else
		buf_adds(&status, json_is_null(imp) ? "starting" : jstr(imp, "status"));
	if (json_is_object(imp))
		json_object_set_new(imp, "running", json_boolean(running));
	page_render(r, "upload-status", json_pack("{s:s, s:o}", "status", status.data, "import", imp));
	buf_release(&err);
	buf_release(&status);
	return 0;
}
