/* digest.c: schedlore digest --list NAME (--week W | --from D --to D | --thread MID) [--format F] */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../core/cmd.h"
#include "../core/config.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../digest/digest.h"
#include "../core/banned.h"

static const char usage[] =
	"usage: schedlore digest --list NAME (--week YYYY-Www | --from DATE --to DATE |\n"
	"                        --thread MESSAGE-ID) [--format md|html|text|mime] [-o FILE]\n"
	"       schedlore digest --list NAME --weeks\n"
	"       schedlore digest --list NAME --atom [--limit N]\n\n"
	"Write a digest of a list: the period's figures, its benchmark threads with\n"
	"their tables and claims, then the other threads; every figure links to the\n"
	"post it came from.  Weeks are ISO weeks in UTC; dates are UTC days, both\n"
	"included.\n\n"
	"  --format F      md (default), html, html-fragment, text (RFC 1153), mime\n"
	"                  (multipart/digest)\n"
	"  -o FILE         write to FILE (replaced whole) instead of standard output\n"
	"  --posts P       which posts text and mime enclose: benchmark (default) or all\n"
	"  --base-url URL  of the web UI, for links (default http://localhost:8080)\n"
	"  --weeks         list the weeks that have posts, newest first, with counts\n"
	"  --atom          an Atom feed of the weekly digests\n"
	"  --timing        print time spent in the database, in cmark and in our code\n"
	"  --quiet         no progress on stderr\n\n"
	"Exit status: 0 written, 2 could not run (bad period, no such list or thread).\n";

struct opts {
	struct digest_query q;
	int format, weeks, atom, limit, timing;
	const char *out;
	char thread[1024];         /* --thread's Message-ID, angle brackets off */
};

static int parse_args(int argc, char **argv, struct opts *o)
{
	static const struct option longopts[] = {
		{ "list", required_argument, NULL, 'l' },
		{ "week", required_argument, NULL, 'w' },
		{ "from", required_argument, NULL, 'f' },
		{ "to", required_argument, NULL, 't' },
		{ "thread", required_argument, NULL, 'T' },
		{ "format", required_argument, NULL, 'F' },
		{ "output", required_argument, NULL, 'o' },
		{ "posts", required_argument, NULL, 'p' },
		{ "base-url", required_argument, NULL, 'b' },
		{ "weeks", no_argument, NULL, 'W' },
		{ "atom", no_argument, NULL, 'A' },
		{ "limit", required_argument, NULL, 'n' },
		{ "timing", no_argument, NULL, 'm' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	while ((c = getopt_long(argc, argv, "o:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'l': o->q.list = optarg; break;
		case 'w': o->q.week = optarg; break;
		case 'f': o->q.from = optarg; break;
		case 't': o->q.to = optarg; break;
		case 'T': o->q.thread = cmd_message_id(optarg, o->thread, sizeof(o->thread)); break;
		case 'F':
			if ((o->format = digest_format_parse(optarg)) < 0)
				return error("unknown format '%s' (md, html, html-fragment, text, mime)", optarg);
			break;
		case 'o': o->out = optarg; break;
		case 'p':
			if (!strcmp(optarg, "all"))
				o->q.posts = DIGEST_POSTS_ALL;
			else if (!strcmp(optarg, "benchmark"))
				o->q.posts = DIGEST_POSTS_BENCHMARK;
			else
				return error("--posts takes 'benchmark' or 'all', not '%s'", optarg);
			break;
		case 'b': o->q.base_url = optarg; break;
		case 'W': o->weeks = 1; break;
		case 'A': o->atom = 1; break;
		case 'n': o->limit = atoi(optarg); break;
		case 'm': o->timing = 1; break;
		case 'q': o->q.progress = 0; break;
		case 'h': fputs(usage, stdout); exit(0);
		default: fputs(usage, stderr); return -1;
		}
	}
	if (optind < argc)
		return error("unexpected argument '%s'; see 'schedlore digest --help'", argv[optind]);
	if (!o->q.list)
		return error("--list is required; see 'schedlore digest --help'");
	return 0;
}

/* Write OUT to PATH through a temporary file, so a reader never sees half a digest. */
static int write_file(const char *path, const struct buf *out)
{
	struct buf tmp = BUF_INIT;
	FILE *f;
	int ret = -1;

	buf_addf(&tmp, "%s.tmp.%ld", path, (long)getpid());
	if (!(f = fopen(tmp.data, "wb"))) {
		error("unable to write '%s': %m", tmp.data);
		goto cleanup;
	}
	if (fwrite(out->data, 1, out->len, f) != out->len || fclose(f) != 0) {
		error("unable to write '%s': %m", tmp.data);
		unlink(tmp.data);
		goto cleanup;
	}
	if (rename(tmp.data, path) < 0) {
		error("unable to rename '%s' to '%s': %m", tmp.data, path);
		unlink(tmp.data);
		goto cleanup;
	}
	ret = 0;
cleanup:
	buf_release(&tmp);
	return ret;
}

static int run(struct db *db, struct opts *o, struct buf *out)
{
	struct digest_week *weeks;
	size_t n, i;

	if (o->atom)
		return digest_atom(db, o->q.list, o->q.base_url, o->limit ? o->limit : 20, out);
	if (!o->weeks)
		return digest_render(db, &o->q, (enum digest_format)o->format, out);
	if (digest_weeks(db, o->q.list, &weeks, &n) < 0)
		return -1;
	for (i = 0; i < n; i++)
		buf_addf(out, "%s %ld\n", weeks[i].week, weeks[i].posts);
	digest_weeks_free(weeks);
	return 0;
}

int cmd_digest(int argc, char **argv)
{
	struct opts o;
	struct digest_timing timing = { 0, 0, 0 };
	struct config cfg;
	struct db db;
	struct buf out = BUF_INIT;
	int ret = 2;

	memset(&o, 0, sizeof(o));
	o.format = DIGEST_MARKDOWN;
	o.q.progress = isatty(2);
	if (parse_args(argc, argv, &o) < 0)
		return 2;
	if (o.timing)
		o.q.timing = &timing;
	if (config_load(&cfg) < 0)
		return 2;
	if (db_open(&db, &cfg) < 0)
		goto cleanup;
	if (run(&db, &o, &out) == 0 &&
	    (o.out ? write_file(o.out, &out) : (fwrite(out.data, 1, out.len, stdout) == out.len ? 0 : -1)) == 0)
		ret = 0;
	db_close(&db);
	if (o.timing)
		fprintf(stderr, "digest: %.3f s in all: database %.3f s (%.0f %%), cmark %.3f s (%.0f %%), "
			"schedlore %.3f s (%.0f %%)\n", timing.total, timing.db,
			timing.total > 0 ? 100 * timing.db / timing.total : 0, timing.cmark,
			timing.total > 0 ? 100 * timing.cmark / timing.total : 0,
			timing.total - timing.db - timing.cmark,
			timing.total > 0 ? 100 * (timing.total - timing.db - timing.cmark) / timing.total : 0);
cleanup:
	buf_release(&out);
	config_release(&cfg);
	return ret;
}
