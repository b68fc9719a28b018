/* extract.c: schedlore extract [--pending|--all|MESSAGE-ID], and --text FILE: one message, no database */
#include <ctype.h>
#include <getopt.h>
#include <gmime/gmime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../core/buf.h"
#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../ingest/extract/figures.h"
#include "../ingest/mail.h"
#include "../ingest/read-message.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore extract [--pending | --all | MESSAGE-ID] [--json] [--explain]\n"
	"       schedlore extract --text FILE [--message-id ID] [--author NAME] [--explain]\n\n"
	"Extract benchmark figures (series, systems, comparisons) and claims from\n"
	"stored messages.  Without arguments: messages not extracted yet, or extracted\n"
	"by an older extractor.  Series keep their ids across runs.\n\n"
	"  --pending       the default: messages never extracted, or by an older\n"
	"                  extractor version, or replies whose originals arrived since\n"
	"  --all           extract every message again\n"
	"  MESSAGE-ID      that message only (angle brackets optional)\n"
	"  --json          print {\"messages\",\"series\",\"cited\",\"systems\",\"comparisons\",\"seconds\"}\n"
	"  --text FILE     extract from FILE ('-': standard input) without a database and\n"
	"                  print the document of docs/figures-json.md, claims included.\n"
	"                  A whole message (headers, MIME, transfer encodings, charsets,\n"
	"                  an mbox From_ line) is decoded as import decodes it; text\n"
	"                  without a header block is read as a body.  Headers are never\n"
	"                  searched for figures.\n"
	"  --message-id ID, --author NAME   identity and author for --text (default:\n"
	"                  the message's own Message-ID and From)\n"
	"  --explain       one line per block on standard error: START-END KIND REASON,\n"
	"                  what it was taken for and why, or why it was left\n\n"
	"Exit status: 0 done, 1 no such message, 2 could not run.\n";

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

/* A header block: "Name: value" lines (and their continuations) up to a blank line */
/* A field only mail has: "Before:" over a table is a title, not a header */
static int mail_field(const char *p, size_t n)
{
	static const char *const names[] = { "from", "to", "cc", "subject", "date", "message-id",
		"received", "return-path", "mime-version", "content-type", "in-reply-to",
		"references", "delivered-to", "sender", "reply-to", "list-id", "user-agent", NULL };

	if (n > 2 && !strncasecmp(p, "x-", 2))
		return 1;
	for (const char *const *q = names; *q; q++)
		if (strlen(*q) == n && !strncasecmp(p, *q, n))
			return 1;
	return 0;
}

static int has_header_block(const char *p, size_t n)
{
	size_t i = 0;
	int fields = 0, mail = 0;

	while (i < n) {
		const char *nl = memchr(p + i, '\n', n - i);
		size_t e = nl ? (size_t)(nl - p) : n, k = i;
		if (e == i || (e == i + 1 && p[i] == '\r'))
			return fields > 0 && mail;
		if (p[i] == ' ' || p[i] == '\t') {
			if (!fields)
				return 0;
		} else {
			while (k < e && (isalnum((unsigned char)p[k]) || p[k] == '-' || p[k] == '_'))
				k++;
			if (k == i || k >= e || p[k] != ':')
				return 0;
			fields++;
			mail |= mail_field(p + i, k - i);
		}
		if (!nl)
			return 0;
		i = e + 1;
	}
	return 0;
}

struct input {
	struct buf data;
	struct mail m;
	const char *body;
	size_t len;
	int decoded;
};

/* The text to extract from: a decoded message, or the bytes as a body */
static void read_input(struct input *in)
{
	const char *p = in->data.data ? in->data.data : "";
	size_t n = in->data.len, skip = 0;
	struct buf reason = BUF_INIT;

	mail_init(&in->m);
	/* an mbox From_ line before the headers */
	if (n > 5 && !strncmp(p, "From ", 5)) {
		const char *nl = memchr(p, '\n', n);
		skip = nl ? (size_t)(nl - p) + 1 : n;
	}
	if (has_header_block(p + skip, n - skip)) {
		g_mime_init();
		if (message_read(p + skip, n - skip, &in->m, &reason) == 0) {
			in->decoded = 1;
			in->body = in->m.body.data ? in->m.body.data : "";
			in->len = in->m.body.len;
		} else {
			warning("%s: read as text: %s", "--text", reason.data ? reason.data : "not a message");
		}
	}
	if (!in->decoded) {
		in->body = p;
		in->len = n;
	}
	buf_release(&reason);
}

static int extract_file(const char *path, const char *msgid, const char *author, int explain)
{
	struct input in;
	char mid[1024];
	const char *who = author;
	json_t *out;
	char *s;

	memset(&in, 0, sizeof(in));
	if (read_file(path, &in.data) < 0)
		return 2;
	read_input(&in);
	if (msgid)
		cmd_message_id(msgid, mid, sizeof(mid));
	else
		snprintf(mid, sizeof(mid), "%s", in.decoded && in.m.message_id ? in.m.message_id :
			 "text@schedlore.invalid");
	if (!who && in.decoded)
		who = in.m.from_name && *in.m.from_name ? in.m.from_name : in.m.from_addr;
	out = extract_document(in.body, in.len, mid, who, explain ? stderr : NULL);
	s = json_dumps(out, JSON_INDENT(2) | JSON_REAL_PRECISION(15));
	printf("%s\n", s);
	free(s);
	json_decref(out);
	mail_release(&in.m);
	buf_release(&in.data);
	return 0;
}

/* --explain for a stored message: its decoded body through the same stages */
static int explain_stored(struct db *db, const char *mid)
{
	const char *params[1] = { mid };
	PGresult *res = db_query(db, "SELECT body, coalesce(from_name, from_addr) AS author"
				 " FROM messages WHERE message_id = $1", 1, params);
	json_t *doc;

	if (!res)
		return -1;
	if (PQntuples(res) == 0) {
		PQclear(res);
		return error("no message '%s'", mid);
	}
	doc = extract_document(db_value(res, 0, "body"), strlen(db_value(res, 0, "body")), mid,
			       db_value(res, 0, "author"), stderr);
	json_decref(doc);
	PQclear(res);
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
		{ "explain", no_argument, NULL, 'e' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *text = NULL, *msgid = NULL, *author = NULL;
	struct extract_stats st;
	struct config cfg;
	struct db db;
	char mid[1024];
	int all = 0, pending = 0, json = 0, explain = 0, c, ret = 2;

	while ((c = getopt_long(argc, argv, "apjt:m:A:eh", longopts, NULL)) != -1) {
		switch (c) {
		case 'a': all = 1; break;
		case 'p': pending = 1; break;
		case 'j': json = 1; break;
		case 't': text = optarg; break;
		case 'm': msgid = optarg; break;
		case 'A': author = optarg; break;
		case 'e': explain = 1; break;
		case 'h': fputs(usage, stdout); return 0;
		default: fputs(usage, stderr); return 2;
		}
	}
	if (text)
		return extract_file(text, msgid, author, explain);
	if (optind + (all || pending ? 0 : 1) < argc || ((all || pending) && optind < argc) ||
	    (all && pending) || (explain && optind >= argc)) {
		fputs(usage, stderr);
		return 2;
	}
	if (optind < argc)
		cmd_message_id(argv[optind], mid, sizeof(mid));
	if (config_load(&cfg) < 0)
		return 2;
	if (db_open(&db, &cfg) < 0)
		goto cleanup;
	if (explain && explain_stored(&db, mid) < 0) {
		ret = 1;
		goto close;
	}
	if (extract_run(&db, all, optind < argc ? mid : NULL, &st) == 0) {
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
close:
	db_close(&db);
cleanup:
	config_release(&cfg);
	return ret;
}
