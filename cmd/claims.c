/* claims.c: schedlore claims --sample N [--seed S] [--list NAME]: stored claims picked at random, reproducibly */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore claims --sample N [--seed S] [--list NAME] [--json]\n\n"
	"Print N stored claims picked at random, each with its Message-ID, span,\n"
	"kind, check status and text, so that anyone can judge a sample again: the\n"
	"same seed on the same archive picks the same claims.  Only claims a post\n"
	"makes itself are picked; a quoted claim is the original post's, cited.\n\n"
	"  --sample N    how many (default 40)\n"
	"  --seed S      the seed of the pick (default 1)\n"
	"  --list NAME   claims of that list's messages only\n"
	"  --json        one JSON object a line\n\n"
	"Exit status: 0 printed, 2 could not run.\n";

/* md5 of the seed and the id orders the claims the same way on every run */
static const char sample_sql[] =
	"SELECT m.message_id, c.span_start, c.span_end, c.kind, coalesce(k.status, 'unchecked') AS status,"
	" c.text, json_build_object('message_id', m.message_id, 'span',"
	"  json_build_array(c.span_start, c.span_end), 'kind', c.kind,"
	"  'status', coalesce(k.status, 'unchecked'), 'text', c.text)::text AS json"
	" FROM claims c JOIN messages m ON m.id = c.message LEFT JOIN checks k ON k.claim = c.id"
	" WHERE c.quote_depth = 0 AND ($1::text IS NULL OR EXISTS (SELECT 1 FROM message_lists ml"
	"  JOIN lists l ON l.id = ml.list WHERE ml.message = c.message AND l.name = $1))"
	" ORDER BY md5($2::text || ':' || c.id) LIMIT $3::int";

int cmd_claims(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "sample", required_argument, NULL, 'n' },
		{ "seed", required_argument, NULL, 's' },
		{ "list", required_argument, NULL, 'l' },
		{ "json", no_argument, NULL, 'j' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *sample = "40", *seed = "1", *list = NULL;
	struct config cfg;
	struct db db;
	PGresult *res;
	int c, i, json = 0, ret = 2;

	while ((c = getopt_long(argc, argv, "n:s:l:jh", longopts, NULL)) != -1) {
		switch (c) {
		case 'n': sample = optarg; break;
		case 's': seed = optarg; break;
		case 'l': list = optarg; break;
		case 'j': json = 1; break;
		case 'h': fputs(usage, stdout); return 0;
		default: fputs(usage, stderr); return 2;
		}
	}
	if (optind < argc || atoi(sample) <= 0) {
		fputs(usage, stderr);
		return 2;
	}
	if (config_load(&cfg) < 0)
		return 2;
	if (db_open(&db, &cfg) < 0)
		goto cleanup;
	{
		const char *params[3] = { list, seed, sample };
		res = db_query(&db, sample_sql, 3, params);
	}
	if (res) {
		for (i = 0; i < PQntuples(res); i++) {
			if (json)
				printf("%s\n", db_value(res, i, "json"));
			else
				printf("%d. <%s> %s-%s %s, %s: %s\n", i + 1, db_value(res, i, "message_id"),
				       db_value(res, i, "span_start"), db_value(res, i, "span_end"),
				       db_value(res, i, "kind"), db_value(res, i, "status"), db_value(res, i, "text"));
		}
		PQclear(res);
		ret = 0;
	}
	db_close(&db);
cleanup:
	config_release(&cfg);
	return ret;
}
