/* show.c: schedlore show MESSAGE-ID --json: what extraction found in one message */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../ingest/extract/figures.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore show MESSAGE-ID --json\n\n"
	"MESSAGE-ID with or without its angle brackets.\n\n"
	"Print what extraction found in one message, as docs/figures-json.md\n"
	"describes: series first posted there, series it cites, systems,\n"
	"comparisons and claims.\n\n"
	"Exit status: 0 shown, 1 no such message, 2 could not run.\n";

int cmd_show(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct config cfg;
	struct db db;
	json_t *doc;
	char mid[1024];
	int c, ret = 2;

	while ((c = getopt_long(argc, argv, "jh", longopts, NULL)) != -1) {
		switch (c) {
		case 'j': break;
		case 'h': fputs(usage, stdout); return 0;
		default: fputs(usage, stderr); return 2;
		}
	}
	if (optind + 1 != argc) {
		fputs(usage, stderr);
		return 2;
	}
	if (config_load(&cfg) < 0)
		return 2;
	if (db_open(&db, &cfg) < 0)
		goto cleanup;
	doc = figures_show(&db, cmd_message_id(argv[optind], mid, sizeof(mid)));
	if (doc) {
		char *s = json_dumps(doc, JSON_INDENT(2) | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(15));
		printf("%s\n", s);
		free(s);
		json_decref(doc);
		ret = 0;
	} else {
		ret = 1;
	}
	db_close(&db);
cleanup:
	config_release(&cfg);
	return ret;
}
