/* import.c: schedlore import [--list NAME] [--json] PATH... */
#include <getopt.h>
#include <gmime/gmime.h>
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
#include "../ingest/pgp.h"
#include "../ingest/report/report.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore import [--list NAME] [--date DATE] [--keyring DIR] [--no-extract]\n"
	"                        [--json] [--quiet] PATH...\n"
	"       schedlore import --report [--system NAME] [--column N] [--delimiter CHARS] PATH...\n\n"
	"Import mail archives into the database: mbox files (also gzip-compressed),\n"
	"Maildir folders, single messages, saved web-archive pages and damaged text\n"
	"(headers flattened onto one line, page text, bare bodies), or folders of\n"
	"them.  The format is told from the content.  Importing again adds nothing.\n\n"
	"  --list NAME  file every message under this list (default: its List-Id);\n"
	"               required for a post without headers\n"
	"  --date DATE  the date of a recovered post that carries none\n"
	"               (YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS] UTC, or an RFC 5322 date)\n"
	"  --keyring DIR  verify PGP signatures against this GnuPG home (default:\n"
	"               $SCHEDLORE_KEYRING; without one, signed posts are 'signed')\n"
	"  --no-extract store the messages only; 'schedlore extract' reads their\n"
	"               figures later (default: extract after the import)\n"
	"  --json       print {\"new\",\"duplicate\",\"rejected\",\"errors\"} on stdout\n"
	"  --quiet      no progress on stderr\n"
	"  --report     every file is a benchmark report (PTS composite.xml, hyperfine\n"
	"               JSON/CSV/Markdown, ministat data or output, LKP/mmtests tables,\n"
	"               time/hackbench/perf bench/pgbench/openssl speed logs); without\n"
	"               it such files are still told from their content\n"
	"  --system NAME  the machine a report's results were measured on\n"
	"  --column N   ministat data: the column to read (as ministat -C)\n"
	"  --delimiter CHARS  ministat data: field delimiters (as ministat -d)\n\n"
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

/* DATE as "YYYY-MM-DD HH:MM:SS+00", or NULL if it is not a date. */
static char *parse_date(const char *text)
{
	GDateTime *dt = NULL, *utc;
	GTimeZone *tz = g_time_zone_new_utc();
	char *out = NULL, *g;
	int y, mo, d, h = 0, mi = 0, sec = 0, n = 0;

	if (sscanf(text, "%4d-%2d-%2d%n", &y, &mo, &d, &n) == 3 &&
	    (!text[n] || sscanf(text + n, " %2d:%2d%n", &h, &mi, &n) >= 2)) {
		if (text[n] == ':')
			sscanf(text + n, ":%2d", &sec);
		dt = g_date_time_new(tz, y, mo, d, h, mi, sec);
	}
	if (!dt)
		dt = g_mime_utils_header_decode_date(text);
	g_time_zone_unref(tz);
	if (!dt)
		return NULL;
	utc = g_date_time_to_utc(dt);
	g = g_date_time_format(utc, "%Y-%m-%d %H:%M:%S+00");
	out = xstrdup(g);
	g_free(g);
	g_date_time_unref(utc);
	g_date_time_unref(dt);
	return out;
}

int cmd_import(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "list", required_argument, NULL, 'l' },
		{ "json", no_argument, NULL, 'j' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "date", required_argument, NULL, 'd' },
		{ "keyring", required_argument, NULL, 'k' },
		{ "no-extract", no_argument, NULL, 'X' },
		{ "report", no_argument, NULL, 'R' },
		{ "system", required_argument, NULL, 'S' },
		{ "column", required_argument, NULL, 'C' },
		{ "delimiter", required_argument, NULL, 'D' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct report_opts ropts = { 0, NULL, 0, NULL };
	struct import_opts opts = { NULL, isatty(2), NULL, &ropts, 0 };
	char *date = NULL;
	const char *keyring = getenv("SCHEDLORE_KEYRING");
	struct import_result res;
	struct config cfg;
	struct db db;
	int json = 0, c, ret = 2;

	g_mime_init();
	while ((c = getopt_long(argc, argv, "l:jqhd:k:", longopts, NULL)) != -1) {
		switch (c) {
		case 'l': opts.list = optarg; break;
		case 'j': json = 1; break;
		case 'q': opts.progress = 0; break;
		case 'd':
			free(date);
			if (!(date = parse_date(optarg))) {
				error("'%s' is not a date (YYYY-MM-DD, or an RFC 5322 date)", optarg);
				return 2;
			}
			opts.date = date;
			break;
		case 'k': keyring = optarg; break;
		case 'X': opts.no_extract = 1; break;
		case 'R': ropts.only_reports = 1; break;
		case 'S': ropts.system = optarg; break;
		case 'C':
			ropts.column = atoi(optarg);
			if (ropts.column < 1) {
				error("'%s' is not a column number (1, 2, ...)", optarg);
				free(date);
				return 2;
			}
			break;
		case 'D': ropts.delim = optarg; break;
		case 'h': fputs(usage, stdout); return 0;
		default: fputs(usage, stderr); return 2;
		}
	}
	if (optind >= argc) {
		fputs(usage, stderr);
		free(date);
		return 2;
	}
	if (opts.list && !valid_list_name(opts.list)) {
		error("'%s' is not a list name (letters, digits, '.', '_', '-')", opts.list);
		free(date);
		return 2;
	}
	if (keyring && *keyring && pgp_use_keyring(keyring) < 0) {
		free(date);
		return 2;
	}
	if (config_load(&cfg) < 0) {
		free(date);
		return 2;
	}
	if (db_open(&db, &cfg) < 0)
		goto cleanup;
	if (import_paths(&db, &opts, argv + optind, argc - optind, &res) == 0)
		ret = res.rejected ? 1 : 0;
	import_print_summary(&res, json);
	import_result_release(&res);
	db_close(&db);
cleanup:
	config_release(&cfg);
	free(date);
	return ret;
}
