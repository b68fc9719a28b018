/* import.c: schedlore import [--list NAME] [--json] PATH... */
#include <getopt.h>
#include <gmime/gmime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../ingest/import.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore import [--list NAME] [--json] [--quiet] PATH...\n\n"
	"Import mail archives (mbox files, or folders of them) into the database.\n"
	"Importing the same file again adds nothing.\n\n"
	"  --list NAME  file every message under this list (default: its List-Id)\n"
	"  --json       print {\"new\",\"duplicate\",\"rejected\",\"errors\"} on stdout\n"
	"  --quiet      no progress on stderr\n\n"
	"Exit status: 0 all imported, 1 some messages rejected, 2 could not run.\n";

static int valid_list_name(const char *s)
{
	const char *p;

	if (!*s || *s == '.' || *s == '-' || *s == '_')
		return 0;
	for (p = s; *p; p++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-", *p))
			return 0;
	return 1;
}

static void print_summary(const struct import_result *res, int json)
{
	json_t *out;
	char *text;

	if (!json) {
		printf("imported %d new, %d duplicate, %d rejected (%.1f MB read)\n",
		       res->new_count, res->duplicate, res->rejected, (double)res->bytes / 1e6);
		return;
	}
	out = json_pack("{s:i, s:i, s:i, s:O}", "new", res->new_count, "duplicate",
			res->duplicate, "rejected", res->rejected, "errors", res->errors);
	text = json_dumps(out, JSON_COMPACT);
	printf("%s\n", text);
	free(text);
	json_decref(out);
}

int cmd_import(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "list", required_argument, NULL, 'l' },
		{ "json", no_argument, NULL, 'j' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct import_opts opts = { NULL, isatty(2) };
	struct import_result res;
	struct config cfg;
	struct db db;
	int json = 0, c, ret = 2;

	while ((c = getopt_long(argc, argv, "l:jqh", longopts, NULL)) != -1) {
		switch (c) {
		case 'l': opts.list = optarg; break;
		case 'j': json = 1; break;
		case 'q': opts.progress = 0; break;
		case 'h': fputs(usage, stdout); return 0;
		default: fputs(usage, stderr); return 2;
		}
	}
	if (optind >= argc) {
		fputs(usage, stderr);
		return 2;
	}
	if (opts.list && !valid_list_name(opts.list)) {
		error("'%s' is not a list name (letters, digits, '.', '_', '-')", opts.list);
		return 2;
	}
	if (config_load(&cfg) < 0)
		return 2;
	g_mime_init();
	if (db_open(&db, &cfg) < 0)
		goto cleanup;
	if (import_paths(&db, &opts, argv + optind, argc - optind, &res) == 0)
		ret = res.rejected ? 1 : 0;
	print_summary(&res, json);
	import_result_release(&res);
	db_close(&db);
cleanup:
	config_release(&cfg);
	return ret;
}
