/* extract.c: schedlore extract [--all|MESSAGE-ID], and --text FILE to try the extractors on a file */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/buf.h"
#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../ingest/extract/figures.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore extract [--pending | --all | MESSAGE-ID] [--json]\n"
	"       schedlore extract --text FILE [--message-id ID] [--author NAME]\n\n"
	"Extract benchmark figures (series, systems, comparisons) from stored\n"
	"messages.  Without arguments: messages not extracted yet, or extracted by\n"
	"an older extractor.  Series keep their ids across runs.\n\n"
	"  --pending       the default: messages never extracted, or by an older\n"
	"                  extractor version, or replies whose originals arrived since\n"
	"  --all           extract every message again\n"
	"  --json          print {\"messages\",\"series\",\"cited\",\"systems\",\"comparisons\",\"seconds\"}\n"
	"  --text FILE     extract from FILE ('-': standard input) without a database\n"
	"                  and print the JSON of docs/figures-json.md\n"
	"  --message-id ID, --author NAME   identity and author for --text\n\n"
	"Exit status: 0 done, 2 could not run.\n";

static int read_file(const char *path, struct buf *b)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	char chunk[65536];
	size_t n;

	if (!f)
		return error("unable to open '%s'", path);
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0)
		buf_add(b, chunk, n);
	if (f != stdin)
		fclose(f);
	return 0;
}

static int extract_file(const char *path, const char *msgid, const char *author)
{
	struct buf b = BUF_INIT;
	struct text t;
	struct xresult r;
	json_t *out;
	char *s;

	if (read_file(path, &b) < 0)
		return 2;
	text_build(&t, b.data, b.len);
	extract_text(&t, &r);
	extract_ids(&r, msgid);
	out = extract_json(&r, author);
	s = json_dumps(out, JSON_INDENT(2) | JSON_REAL_PRECISION(15));
	printf("%s\n", s);
	free(s);
	json_decref(out);
	xr_release(&r);
	text_release(&t);
	buf_release(&b);
	return 0;
}

int cmd_extract(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "all", no_argument, NULL, 'a' },
		{ "pending", no_argument, NULL, 'p' },
		{ "json", no_argument, NULL, 'j' },
		{ "text", required_argument, NULL, 't' },
		{ "message-id", required_argument, NULL, 'm' },
		{ "author", required_argument, NULL, 'A' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *text = NULL, *msgid = "text@schedlore.invalid", *author = NULL;
	struct extract_stats st;
	struct config cfg;
	struct db db;
	int all = 0, pending = 0, json = 0, c, ret = 2;

	while ((c = getopt_long(argc, argv, "apjt:m:A:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'a': all = 1; break;
		case 'p': pending = 1; break;
		case 'j': json = 1; break;
		case 't': text = optarg; break;
		case 'm': msgid = optarg; break;
		case 'A': author = optarg; break;
		case 'h': fputs(usage, stdout); return 0;
		default: fputs(usage, stderr); return 2;
		}
	}
	if (text)
		return extract_file(text, msgid, author);
	if (optind + (all || pending ? 0 : 1) < argc || ((all || pending) && optind < argc) ||
	    (all && pending)) {
		fputs(usage, stderr);
		return 2;
	}
	if (config_load(&cfg) < 0)
		return 2;
	if (db_open(&db, &cfg) < 0)
		goto cleanup;
	if (extract_run(&db, all, optind < argc ? argv[optind] : NULL, &st) == 0) {
		ret = 0;
		if (json)
			printf("{\"messages\":%ld,\"series\":%ld,\"cited\":%ld,\"systems\":%ld,"
			       "\"comparisons\":%ld,\"bytes\":%lld,\"seconds\":%.6f,\"total_seconds\":%.6f}\n",
			       st.messages, st.series, st.cited, st.systems, st.comparisons, st.bytes,
			       st.seconds, st.total_seconds);
		else
			printf("extracted %ld messages: %ld series, %ld cited, %ld systems, %ld comparisons\n",
			       st.messages, st.series, st.cited, st.systems, st.comparisons);
	}
	db_close(&db);
cleanup:
	config_release(&cfg);
	return ret;
}
