/* model.h: a digest's period read from the database into one struct: figures, threads, posts */
#ifndef SCHEDLORE_DIGEST_MODEL_H
#define SCHEDLORE_DIGEST_MODEL_H

#include <jansson.h>
#include <stddef.h>

#include "digest.h"

/*
 * Everything the writers (markdown.c, rfc1153.c, mime.c) print comes from
 * this struct, and everything in it comes from a query: the writers add
 * words, never numbers of their own.
 */
struct digest_person {
	char *key;               /* lower-case address, or the name */
	char *name;              /* as shown: the display name, else the address's local part */
	int posts;
};

struct digest_post {
	long long id;            /* messages.id */
	char *message_id;
	char *subject;           /* may be "" */
	char *author;            /* display form */
	char *author_key;
	char *date;              /* "YYYY-MM-DD HH:MM" UTC, or NULL when undated */
	char *in_reply_to;       /* or NULL */
	char *refs;              /* space-separated Message-IDs, or "" */
	long long bytes;         /* of the raw message */
	int thread;              /* index into threads */
	long long thread_id;     /* threads.id from JWZ threading, or 0 when not threaded */
	int figures;             /* series extracted from this post */
	char *excerpt;           /* first new paragraph, when loaded; else NULL */
};

struct digest_thread {
	char *subject;           /* of its first post, "Re:" prefixes dropped */
	int first_post;          /* index of its earliest post (the root if present) */
	const char *first, *last;   /* dates "YYYY-MM-DD HH:MM" of dated posts, or NULL */
	int *posts;              /* indices into posts, in date order */
	int nposts;
	struct digest_person *people;   /* by posts, most first */
	int npeople;
	int figures;             /* series in its posts */
	int bench_posts;         /* posts with figures */
	json_t *tables;          /* figures.c: one table per group, or NULL */
	json_t *workloads;       /* figures.c: [{workload, metrics, posts}] */
	json_t *claims;          /* figures.c: claims of its posts with their checks, or NULL */
	long unnamed;            /* series of its posts that name no workload or metric */
};

#define DIGEST_TOP 5

struct digest_figures {
	long posts, threads, contributors;
	long long bytes;
	int have_figures;        /* extraction has run on this database */
	long bench_posts;        /* posts with at least one series */
	int have_claims;
	long new_claims, checked, holds, off, contradicted;
	int have_reruns;
	long reruns, reproduced, rerun_contradicted, inconclusive;
	struct digest_person top[DIGEST_TOP];   /* borrowed from the people table */
	int ntop;
	int busiest[DIGEST_TOP];                /* thread indices */
	int nbusiest;
};

struct digest_model {
	char *list;
	char label[32];          /* "2007-W42", "2007-10-01 to 2007-10-31", "thread" */
	char from[11], to[11];   /* first and last day shown (both included); "" for a thread */
	int is_week, is_thread;
	int volume, issue;       /* RFC 1153: ISO year and week of the first day */
	const char *base_url;
	struct digest_post *posts;      /* in date order, undated last */
	size_t nposts;
	struct digest_thread *threads;
	size_t nthreads;
	int *order;              /* thread indices: benchmark threads first, then busiest */
	struct digest_person *people;   /* every contributor, most posts first */
	size_t npeople;
	struct digest_figures fig;
	double db_seconds;       /* time spent waiting for PostgreSQL */
	int progress;
};

/* Returns 0, or -1 with an error() (a bad period, no such list or thread, a query failed). */
int digest_model_load(struct db *db, const struct digest_query *q, struct digest_model *m);
/* Load excerpts of the posts the Markdown quotes (thread openers, or all in a thread digest). */
int digest_model_excerpts(struct db *db, struct digest_model *m);
void digest_model_free(struct digest_model *m);

/* The posts the text and MIME digests enclose, in date order: indices into m->posts. */
size_t digest_model_enclosed(const struct digest_model *m, enum digest_posts which, int **idx);

/* figures.c: series per post and the period's claim and rerun counts (before threads are built) */
int digest_figures_counts(struct db *db, struct digest_model *m);
/* figures.c: the tables, sentences' data and claims of every benchmark thread */
int digest_figures_tables(struct db *db, struct digest_model *m);
/* figures.c: a query timed into m->db_seconds */
/* Absolute URL helpers: BASE/LIST/MID/ and BASE/LIST/MID/T/#MID, each word percent-encoded
 * as the pages encode it (core/url.h's url_path_word). */
struct buf;
void digest_url_post(struct buf *b, const struct digest_model *m, const char *mid);
void digest_url_thread(struct buf *b, const struct digest_model *m, const char *mid);
/* BASE/series/ID and BASE + a server path such as /chart/g0-bars.svg?... */
void digest_url_series(struct buf *b, const struct digest_model *m, const char *id);
void digest_url_claim(struct buf *b, const struct digest_model *m, const char *id);
void digest_url_path(struct buf *b, const struct digest_model *m, const char *path);

/* Monotonic seconds, for timing. */
double digest_now(void);

#endif
