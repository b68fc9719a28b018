/* quarantine.c: schedlore quarantine list|show ID|retry ID: the chunks an import rejected, kept with their bytes */
#include <getopt.h>
#include <gmime/gmime.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/buf.h"
#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../ingest/import.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore quarantine list [--all] [--json]\n"
	"       schedlore quarantine show ID [--raw | --json]\n"
	"       schedlore quarantine retry ID [--file FIXED] [--no-extract] [--json] [--quiet]\n\n"
	"Every chunk an import rejected is kept with its bytes, its file, byte\n"
	"offset and the reason: the part of an mbox that could not be parsed (to\n"
	"the next From_ line), a message refused whole, a file that is not mail.\n\n"
	"  list         the chunks still held (--all: those imported since too)\n"
	"  show ID      one chunk: its place and reason, a blank line, its bytes\n"
	"               (--raw: the bytes only, to fix them in an editor)\n"
	"  retry ID     import the chunk again, at its place in its file: after a\n"
	"               fix of schedlore, or with --file FIXED, a corrected copy of\n"
	"               its bytes; a chunk that imports is marked imported\n\n"
	"Exit status: 0 done, 1 the retried chunk was rejected again (or no such\n"
	"ID), 2 could not run.\n";

#define COLUMNS "id, status, path, byte_offset, byte_length, format, list, message_id, reason," \
	" import, created_at, retried_at, retry_import"

static json_t *row_json(PGresult *res, int i)
{
	const char *names[] = { "id", "status", "file", "offset", "length", "format", "list",
				"message_id", "reason", "import", "created_at", "retried_at",
				"retry_import" };
	json_t *o = json_object();
	int c;

	for (c = 0; c < PQnfields(res) && c < (int)(sizeof(names) / sizeof(names[0])); c++) {
		const char *v = PQgetisnull(res, i, c) ? NULL : PQgetvalue(res, i, c);
		int number = !strcmp(names[c], "id") || !strcmp(names[c], "offset") ||
			     !strcmp(names[c], "length") || !strcmp(names[c], "import") ||
			     !strcmp(names[c], "retry_import");
		json_object_set_new(o, names[c], !v ? json_null() : number ? json_integer(atoll(v))
								    : json_string(v));
	}
	return o;
}

static void print_json(json_t *j)
{
	char *s = json_dumps(j, JSON_COMPACT);

	printf("%s\n", s);
	free(s);
	json_decref(j);
}

static int list(struct db *db, int all, int json)
{
	PGresult *res = db_query(db, "SELECT " COLUMNS " FROM quarantine"
				 " WHERE $1::boolean OR status = 'held' ORDER BY id", 1,
				 (const char *[]){ all ? "t" : "f" });
	json_t *arr = json_array();
	int i;

	if (!res) {
		json_decref(arr);
		return 2;
	}
	for (i = 0; i < PQntuples(res); i++) {
		if (json)
			json_array_append_new(arr, row_json(res, i));
		else
			printf("%s\t%s\t%s\t%s\t%s bytes\t%s\n", PQgetvalue(res, i, 0), PQgetvalue(res, i, 1),
			       PQgetvalue(res, i, 2), PQgetvalue(res, i, 3), PQgetvalue(res, i, 4),
			       PQgetvalue(res, i, 8));
	}
	if (json)
		print_json(arr);
	else
		json_decref(arr);
	PQclear(res);
	return 0;
}

/* Row ID's columns (text) and its bytes; 1 when there is no such row. */
static int load(struct db *db, const char *id, PGresult **row, struct buf *raw)
{
	const char *params[1] = { id };
	PGresult *res;
	int found;

	if (strspn(id, "0123456789") != strlen(id) || !*id || strlen(id) > 18) {
		error("'%s' is not a quarantine id (see schedlore quarantine list)", id);
		return 1;
	}
	if (!(*row = db_query(db, "SELECT " COLUMNS " FROM quarantine WHERE id = $1::bigint", 1, params)))
		return 2;
	if (!(found = PQntuples(*row))) {
		error("no chunk %s in the quarantine", id);
		return 1;
	}
	/* the bytes in binary form: a chunk may be any bytes at all */
	res = PQexecParams(db->conn, "SELECT raw FROM quarantine WHERE id = $1::bigint", 1, NULL,
			   params, NULL, NULL, 1);
	if (PQresultStatus(res) != PGRES_TUPLES_OK || PQntuples(res) != 1) {
		error("database: %s", PQresultErrorMessage(res));
		PQclear(res);
		return 2;
	}
	buf_add(raw, PQgetvalue(res, 0, 0), (size_t)PQgetlength(res, 0, 0));
	PQclear(res);
	return 0;
}

static int show(struct db *db, const char *id, char mode)
{
	static const char *const labels[] = { "id", "status", "file", "offset", "length", "format",
					      "list", "message-id", "reason", "import", "created",
					      "retried", "retry import" };
	struct buf raw = BUF_INIT;
	PGresult *row = NULL;
	json_t *j;
	gchar *b64;
	int ret = load(db, id, &row, &raw), c;

	if (ret)
		goto cleanup;
	if (mode == 'j') {
		j = row_json(row, 0);
		b64 = g_base64_encode((const guchar *)raw.data, raw.len);
		json_object_set_new(j, "raw_base64", json_string(b64));
		g_free(b64);
		print_json(j);
	} else {
		for (c = 0; mode != 'r' && c < PQnfields(row); c++)
			if (!PQgetisnull(row, 0, c))
				printf("%s: %s\n", labels[c], PQgetvalue(row, 0, c));
		if (mode != 'r')
			putchar('\n');
		fwrite(raw.data, 1, raw.len, stdout);
	}
cleanup:
	PQclear(row);
	buf_release(&raw);
	return ret;
}

static int read_fixed(const char *path, struct buf *out)
{
	FILE *f = fopen(path, "rb");
	char chunk[65536];
	size_t n;

	if (!f)
		return error("unable to open '%s'", path);
	buf_clear(out);
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0)
		buf_add(out, chunk, n);
	fclose(f);
	return 0;
}

/* Imported whole: the row says so, and by which run. */
static int mark_imported(struct db *db, const char *id, const char *import_id)
{
	const char *params[2] = { id, import_id };

	return db_exec(db, "UPDATE quarantine SET status = 'imported', retried_at = now(),"
			   " retry_import = $2::bigint WHERE id = $1::bigint", 2, params);
}

static int retry(struct db *db, const char *id, const char *fixed, struct import_opts *opts, int json)
{
	struct buf raw = BUF_INIT;
	struct import_result res;
	PGresult *row = NULL;
	int ret = load(db, id, &row, &raw);

	if (ret || (fixed && read_fixed(fixed, &raw) < 0)) {
		ret = ret ? ret : 2;
		goto cleanup;
	}
	opts->list = PQgetisnull(row, 0, 6) ? NULL : PQgetvalue(row, 0, 6);
	ret = import_chunk(db, opts, PQgetvalue(row, 0, 2), atoll(PQgetvalue(row, 0, 3)), raw.data,
			   raw.len, &res) < 0 ? 2 : res.rejected ? 1 : 0;
	if (ret == 0 && mark_imported(db, id, res.import_id) < 0)
		ret = 2;
	import_print_summary(&res, json);
	import_result_release(&res);
cleanup:
	PQclear(row);
	buf_release(&raw);
	return ret;
}

int cmd_quarantine(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "all", no_argument, NULL, 'a' },
		{ "json", no_argument, NULL, 'j' },
		{ "raw", no_argument, NULL, 'r' },
		{ "file", required_argument, NULL, 'f' },
		{ "no-extract", no_argument, NULL, 'X' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct import_opts opts = { NULL, isatty(2), NULL, NULL, 0 };
	const char *fixed = NULL, *what;
	int all = 0, json = 0, raw = 0, c, ret = 2;
	struct config cfg;
	struct db db;

	g_mime_init();
	while ((c = getopt_long(argc, argv, "ajrf:qh", longopts, NULL)) != -1) {
		switch (c) {
		case 'a': all = 1; break;
		case 'j': json = 1; break;
		case 'r': raw = 1; break;
		case 'f': fixed = optarg; break;
		case 'X': opts.no_extract = 1; break;
		case 'q': opts.progress = 0; break;
		case 'h': fputs(usage, stdout); return 0;
		default: fputs(usage, stderr); return 2;
		}
	}
	what = optind < argc ? argv[optind] : "";
	if (strcmp(what, "list") ? optind + 2 != argc || (strcmp(what, "show") && strcmp(what, "retry"))
				 : optind + 1 != argc) {
		fputs(usage, stderr);
		return 2;
	}
	if (config_load(&cfg) < 0)
		return 2;
	if (db_open(&db, &cfg) == 0) {
		if (!strcmp(what, "list"))
			ret = list(&db, all, json);
		else if (!strcmp(what, "show"))
			ret = show(&db, argv[optind + 1], json ? 'j' : raw ? 'r' : 't');
		else
			ret = retry(&db, argv[optind + 1], fixed, &opts, json);
		db_close(&db);
	}
	config_release(&cfg);
	return ret;
}
