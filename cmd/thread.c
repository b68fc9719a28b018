/* thread.c: schedlore thread [--all] [--quiet]: thread queued messages, or all of them again */
#include <getopt.h>
#include <stdio.h>
#include <unistd.h>

#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../ingest/thread.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore thread [--all] [--quiet]\n\n"
	"Thread the messages that are stored but not threaded yet (import does this\n"
	"itself; this finishes the work of an import that was killed).\n\n"
	"  --all    forget every thread and thread all messages again, from scratch\n"
	"           (after a change of the threading rules)\n"
	"  --quiet  no progress on stderr\n\n"
	"Exit status: 0 done, 2 could not run.\n";

int cmd_thread(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "all", no_argument, NULL, 'a' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int all = 0, progress = isatty(2), c, n, ret = 2;
	struct config cfg;
	struct db db;

	while ((c = getopt_long(argc, argv, "aqh", longopts, NULL)) != -1) {
		switch (c) {
		case 'a': all = 1; break;
		case 'q': progress = 0; break;
		case 'h': fputs(usage, stdout); return 0;
		default: fputs(usage, stderr); return 2;
		}
	}
	if (optind < argc) {
		fputs(usage, stderr);
		return 2;
	}
	if (config_load(&cfg) < 0)
		return 2;
	if (db_open(&db, &cfg) < 0)
		goto cleanup;
	n = all ? thread_all(&db, progress) : thread_pending(&db, progress);
	if (n >= 0) {
		printf("threaded %d message%s\n", n, n == 1 ? "" : "s");
		ret = 0;
	}
	db_close(&db);
cleanup:
	config_release(&cfg);
	return ret;
}
