/* digest.h: digests of a list for a week, a date range or a thread, in four formats */
#ifndef SCHEDLORE_DIGEST_H
#define SCHEDLORE_DIGEST_H

#include "../core/buf.h"

struct db;

/*
 * One entry point for the command line and the web server alike:
 *
 *   struct digest_query q = { .list = "freebsd-stable", .week = "2007-W42" };
 *   struct buf out = BUF_INIT;
 *   if (digest_render(db, &q, DIGEST_HTML, &out) < 0) ... error() was called
 *
 * The period is exactly one of week, from/to, or thread.  Weeks are ISO 8601
 * weeks in UTC (Monday 00:00 to the next Monday 00:00); from/to are UTC dates,
 * both days included.  A thread digest takes every post of the thread that
 * holds the Message-ID, dated or not.
 *
 * digest_render is reentrant (no globals, nothing static but constants), so
 * a threaded server may call it from any thread with its own db connection
 * and buffer.  DIGEST_HTML is a complete XHTML-compatible document; a server
 * that wraps pages in its own shell takes DIGEST_HTML_FRAGMENT.
 */
enum digest_format {
	DIGEST_MARKDOWN,        /* the source of the others */
	DIGEST_HTML,            /* a whole document, checked well-formed */
	DIGEST_HTML_FRAGMENT,   /* the same body without <html>, <head> */
	DIGEST_TEXT,            /* RFC 1153 digest, for mailing out */
	DIGEST_MIME,            /* multipart/digest message, for mailing out */
};

/* Which posts the text and MIME digests enclose. */
enum digest_posts {
	DIGEST_POSTS_BENCHMARK,  /* posts that carried benchmark figures */
	DIGEST_POSTS_ALL,        /* every post of the period */
};

/* Wall time spent, added to by digest_render when the caller asks. */
struct digest_timing {
	double db;               /* waiting for PostgreSQL */
	double cmark;            /* parsing and rendering Markdown, checking XML */
	double total;            /* everything; total - db - cmark is our code */
};

struct digest_query {
	const char *list;        /* required */
	const char *week;        /* "2007-W42" */
	const char *from, *to;   /* "YYYY-MM-DD", both included */
	const char *thread;      /* a Message-ID, with or without <> */
	const char *base_url;    /* of the web UI for links; NULL: http://localhost:8080 */
	enum digest_posts posts;
	int progress;            /* progress lines on stderr */
	struct digest_timing *timing;   /* NULL, or where to add times */
};

int digest_render(struct db *db, const struct digest_query *q,
		  enum digest_format format, struct buf *out);

/* "md", "html", "text", "mime" -> format; -1 if unknown */
int digest_format_parse(const char *name);

/*
 * The weeks of a list that have posts, newest first, for an index page and
 * the Atom feed: "2007-W42" and the number of posts.  Caller frees with
 * digest_weeks_free.
 */
struct digest_week {
	char week[9];
	long posts;
};
int digest_weeks(struct db *db, const char *list, struct digest_week **weeks, size_t *n);
void digest_weeks_free(struct digest_week *weeks);

/*
 * An Atom feed (RFC 4287) of the newest LIMIT weekly digests of a list; each
 * entry links to BASE_URL/digest/LIST/YEAR-Www and carries the week's
 * post count as its summary.  Written with libxml2's writer, so well-formed.
 */
int digest_atom(struct db *db, const char *list, const char *base_url, int limit,
		struct buf *out);

/* ISO 8601 weeks (week.c) */
/* "2007-W42" -> [from, to) as "YYYY-MM-DD"; -1 if not a real week */
int iso_week_range(const char *week, char from[11], char to[11]);
/* "YYYY-MM-DD" -> "YYYY-Www"; -1 if not a real date */
int iso_week_of(const char *date, char week[9]);
/* "YYYY-MM-DD" -> days since 1970-01-01; -1 (and *days untouched) if invalid */
int iso_date_days(const char *date, long *days);
/* days since 1970-01-01 -> "YYYY-MM-DD" */
void iso_days_date(long days, char date[11]);

#endif
