/* check.c: schedlore check [--all | CLAIM-ID]: recompute claims from the posted figures */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../ingest/claims/cstore.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore check [--all | CLAIM-ID] [--json]\n\n"
	"Check claims against the posted figures (docs/claims.md) and store the\n"
	"checks: holds, off, contradicted or not checkable, with the posted and\n"
	"recomputed numbers, the rounding, the rows, the percent convention, the\n"
	"ministat generation and a note.  Without arguments: claims never checked\n"
	"or checked by an older checker.  Extraction checks new claims itself.\n\n"
	"  --all      check every stored claim again\n"
	"  --json     print {\"messages\",\"claims\",\"holds\",\"off\",\"contradicted\",\n"
	"             \"not checkable\",\"seconds\",\"total_seconds\"}\n\n"
	"Exit status: 0 done, 1 no such claim, 2 could not run.\n";

int cmd_check(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "all", no_argument, NULL, 'a' },
		{ "json", no_argument, NULL, 'j' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct claims_stats st;
	struct config cfg;
	struct db db;
	const char *one;
	int all = 0, json = 0, c, ret = 2;

	while ((c = getopt_long(argc, argv, "ajh", longopts, NULL)) != -1) {
		switch (c) {
		case 'a': all = 1; break;
		case 'j': json = 1; break;
		case 'h': fputs(usage, stdout); return 0;
		default: fputs(usage, stderr); return 2;
		}
	}
	if (optind + 1 < argc || (all && optind < argc)) {
		fputs(usage, stderr);
		return 2;
	}
	one = optind < argc ? argv[optind] : NULL;
	if (config_load(&cfg) < 0)
		return 2;
	if (db_open(&db, &cfg) < 0)
		goto cleanup;
	if (claims_check(&db, all, one, &st) == 0) {
		ret = 0;
		if (json)
			printf("{\"messages\":%ld,\"claims\":%ld,\"holds\":%ld,\"off\":%ld,\"contradicted\":%ld,"
			       "\"not checkable\":%ld,\"seconds\":%.6f,\"total_seconds\":%.6f}\n",
			       st.messages, st.checks, st.status[CHECK_HOLDS], st.status[CHECK_OFF],
			       st.status[CHECK_CONTRADICTED], st.status[CHECK_NOT_CHECKABLE], st.seconds,
			       st.total_seconds);
		else
			printf("checked %ld claims in %ld messages: %ld hold, %ld off, %ld contradicted, "
			       "%ld not checkable\n", st.checks, st.messages, st.status[CHECK_HOLDS],
			       st.status[CHECK_OFF], st.status[CHECK_CONTRADICTED],
			       st.status[CHECK_NOT_CHECKABLE]);
	} else if (one) {
		ret = 1;
	}
	db_close(&db);
cleanup:
	config_release(&cfg);
	return ret;
}
