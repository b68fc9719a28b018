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

#include "html.h"
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

static void form(struct req *r, const char *problem)
{
	struct buf *b = &r->out;

	html_page_begin(r, "Import an archive");
	html(b, "<h1>Import an archive</h1>\n");
	if (problem) {
		html(b, "<p class=\"error\">");
		html_txt(b, problem);
		html(b, "</p>\n");
	}
	html(b, "<form class=\"upload\" action=\"/upload\" method=\"post\" enctype=\"multipart/form-data\">\n");
	html_csrf(r);
	html(b, "\n<label>list (empty: from each message's List-Id) <input name=\"list\" /></label>\n"
		"<label>archive (mbox, web-archive page, or either as .gz; at most ");
	html_int(b, r->srv->max_upload >> 20);
	html(b, " MB) <input type=\"file\" name=\"archive\" required=\"required\" /></label>\n"
		"<button type=\"submit\">import</button>\n</form>\n");
	html_page_end(r);
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
		form(r, "That is not a list name (letters, digits, '.', '_', '-'; not a reserved word).");
		return 0;
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
	if (!r->is_post) {
		form(r, NULL);
		return 0;
	}
	if (!r->upload_path) {
		r->status = 400;
		form(r, "Choose a file to import.");
		return 0;
	}
	return start(r);
}

static void show_errors(struct req *r, const char *import_id)
{
	const char *v[1] = { import_id };
	PGresult *res = req_query(r, "SELECT byte_offset, message_id, reason FROM import_errors"
				  " WHERE import = $1::bigint ORDER BY id", 1, v);
	struct buf *b = &r->out;
	int i;

	if (!res)
		return;
	html(b, "<h2>Rejected messages</h2>\n");
	if (!PQntuples(res))
		html(b, "<p>None.</p>\n");
	else
		html(b, "<table class=\"rejects\">\n<thead><tr><th>byte offset</th><th>Message-ID</th><th>reason</th></tr></thead>\n<tbody>\n");
	for (i = 0; i < PQntuples(res); i++) {
		html(b, "<tr><td class=\"n\">");
		html_txt(b, db_value(res, i, "byte_offset"));
		html(b, "</td><td>");
		html_txt(b, db_value(res, i, "message_id") ? db_value(res, i, "message_id") : "(none)");
		html(b, "</td><td>");
		html_txt(b, db_value(res, i, "reason"));
		html(b, "</td></tr>\n");
	}
	if (PQntuples(res))
		html(b, "</tbody>\n</table>\n");
	PQclear(res);
}

/*
 * The page's data about quarantined chunks, as JSON (the model the page is
 * drawn from): [{id, file, offset, length, reason, status}] of the import's
 * rejected chunks, kept with their bytes (schedlore quarantine show ID).
 */
static json_t *quarantine_model(struct req *r, const char *import_id)
{
	const char *v[1] = { import_id };
	PGresult *res = req_query(r, "SELECT id, path, byte_offset, byte_length, reason, status"
				  " FROM quarantine WHERE import = $1::bigint ORDER BY id", 1, v);
	json_t *rows = json_array();
	int i;

	for (i = 0; res && i < PQntuples(res); i++)
		json_array_append_new(rows, json_pack("{s:I, s:s, s:I, s:I, s:s, s:s}",
			"id", (json_int_t)atoll(db_value(res, i, "id")), "file", db_value(res, i, "path"),
			"offset", (json_int_t)atoll(db_value(res, i, "byte_offset")),
			"length", (json_int_t)atoll(db_value(res, i, "byte_length")),
			"reason", db_value(res, i, "reason"), "status", db_value(res, i, "status")));
	PQclear(res);
	return rows;
}

static void show_quarantine(struct req *r, const char *import_id)
{
	json_t *rows = quarantine_model(r, import_id), *q;
	struct buf *b = &r->out;
	size_t i;

	if (json_array_size(rows))
		html(b, "<h2>Quarantine</h2>\n<p class=\"meta\">The bytes of each rejected chunk are kept:"
			" <code>schedlore quarantine show ID</code>, and <code>retry ID</code> after a fix.</p>\n"
			"<table class=\"quarantine\">\n<thead><tr><th>ID</th><th>byte offset</th><th>bytes</th>"
			"<th>reason</th><th>status</th></tr></thead>\n<tbody>\n");
	json_array_foreach(rows, i, q) {
		html(b, "<tr><td class=\"n\">");
		html_int(b, json_integer_value(json_object_get(q, "id")));
		html(b, "</td><td class=\"n\">");
		html_int(b, json_integer_value(json_object_get(q, "offset")));
		html(b, "</td><td class=\"n\">");
		html_int(b, json_integer_value(json_object_get(q, "length")));
		html(b, "</td><td>");
		html_txt(b, json_string_value(json_object_get(q, "reason")));
		html(b, "</td><td>");
		html_txt(b, json_string_value(json_object_get(q, "status")));
		html(b, "</td></tr>\n");
	}
	if (json_array_size(rows))
		html(b, "</tbody>\n</table>\n");
	json_decref(rows);
}

/* "failed: " and the reason the import job left in its .error file */
static void show_failure(struct req *r, const char *path)
{
	char why[512];
	FILE *f = fopen(path, "r");
	size_t n = f ? fread(why, 1, sizeof(why) - 1, f) : 0;

	if (f)
		fclose(f);
	why[n] = '\0';
	html(&r->out, "failed: ");
	html_txt(&r->out, n ? why : "the file could not be imported (see the server log)");
}

int page_upload_status(struct req *r)
{
	const char *token = r->path + strlen("/upload/");
	struct buf err = BUF_INIT, *b = &r->out;
	const char *v[1] = { token };
	PGresult *res;
	int running, failed;

	if (strlen(token) != 24 || strspn(token, "0123456789abcdef") != 24)
		return req_fail(r, 404, "There is no upload of that name.");
	req_read_primary(r);    /* the import writes there; a replica may not have it yet */
	res = req_query(r, "SELECT id, status, new, duplicate, rejected, bytes, paths[1] AS path"
			" FROM imports WHERE paths[1] LIKE '%/' || $1 || '.%' ORDER BY id DESC LIMIT 1", 1, v);
	if (!res)
		return -1;
	buf_addf(&err, "%s/uploads/%s.error", r->srv->var, token);
	failed = access(err.data, F_OK) == 0;
	running = !failed && (!PQntuples(res) || !strcmp(db_value(res, 0, "status"), "running"));
	if (running)
		req_header(r, "Refresh", "2");
	html_page_begin(r, "Import");
	html(b, "<h1>Import</h1>\n<p class=\"status\" id=\"status\">");
	if (failed)
		show_failure(r, err.data);
	else if (!PQntuples(res))
		html(b, "starting");
	else
		html_txt(b, db_value(res, 0, "status"));
	html(b, "</p>\n");
	if (PQntuples(res)) {
		html(b, "<table class=\"summary\">\n<tr><th>new</th><td class=\"n\" id=\"new\">");
		html_txt(b, db_value(res, 0, "new"));
		html(b, "</td></tr>\n<tr><th>duplicate</th><td class=\"n\" id=\"duplicate\">");
		html_txt(b, db_value(res, 0, "duplicate"));
		html(b, "</td></tr>\n<tr><th>rejected</th><td class=\"n\" id=\"rejected\">");
		html_txt(b, db_value(res, 0, "rejected"));
		html(b, "</td></tr>\n<tr><th>bytes read</th><td class=\"n\">");
		html_txt(b, db_value(res, 0, "bytes"));
		html(b, "</td></tr>\n</table>\n");
		if (running)
			html(b, "<p class=\"meta\">Counts grow batch by batch; this page reloads every 2 seconds.</p>\n");
		show_errors(r, db_value(res, 0, "id"));
		show_quarantine(r, db_value(res, 0, "id"));
	}
	PQclear(res);
	buf_release(&err);
	html_page_end(r);
	return 0;
}
