/* reline.h: line ends an archive lost, put back (reline.c) */
#ifndef SCHEDLORE_RELINE_H
#define SCHEDLORE_RELINE_H

#include <stddef.h>

/*
 * What a reader put back in [s, e) of a flattened line: the text before
 * start and after end is left as it was (the caller reads it again); the
 * lines between are whole lines, as they were printed.
 */
struct reline {
	size_t start, end;
	size_t (*line)[2];
	int n, cap;
	int para;              /* its first line is a title: it opens a paragraph */
};

/* Where, after s, a mail's later part begins (a trailer, a patch's separator, a diff), else 0 */
size_t reline_break(const char *p, size_t s, size_t e);

/* A table of rows that end with a bar and open without one; 1 if one was put back */
int reline_bar_rows(const char *p, size_t s, size_t e, struct reline *out);

/* ministat's legend, plot, summary header and rows, and Difference block; 1 if one was put back */
int reline_ministat(const char *p, size_t s, size_t e, struct reline *out);

/* time(1)'s lines (BSD, csh, bash, GNU) and the titles between them; 1 if some were put back */
int reline_time(const char *p, size_t s, size_t e, struct reline *out);

/* Records repeated ("248 MB/s real = 86.74, user = ... 248 MB/s real = ..."); 1 if some were put back */
int reline_records(const char *p, size_t s, size_t e, struct reline *out);

/* A list's items ("* 1 Thread: (+1.8%) * 2 Threads: ..."); 1 if some were put back */
int reline_bullets(const char *p, size_t s, size_t e, struct reline *out);

/* Rows of numbered runs ("2.6.31: run1: 192.4 run2: 191.8 ..."); 1 if some were put back */
int reline_run_rows(const char *p, size_t s, size_t e, struct reline *out);

/* One key repeated with a figure each ("Time: 1.212 Time: 1.187 ..."); 1 if some were put back */
int reline_key_runs(const char *p, size_t s, size_t e, struct reline *out);

/* Rows keyed "NAME:", as many figures on each ("ULE: 1587.3 1592.1 ... 4BSD: ..."); 1 if some were put back */
int reline_keyed_rows(const char *p, size_t s, size_t e, struct reline *out);

/* Rows of two figures set apart by "vs" ("run 1: 2412 vs 2455 run 2: ..."); 1 if some were put back */
int reline_vs_rows(const char *p, size_t s, size_t e, struct reline *out);

/* An mmtests compare table: its test, the kernels' names, its rows ("Amean 1 0.3307 ( 0.00%) ..."); 1 if put back */
int reline_mmtests(const char *p, size_t s, size_t e, struct reline *out);

/* Numbered runs under the builds' names ("v2.6.31 BFS run 1: 29.33 30.92 run 2: ..."); 1 if put back */
int reline_named_runs(const char *p, size_t s, size_t e, struct reline *out);

/* Rows of a name and as many figures each, a header of column names ("Process Creation 126.0 17624.1 1398.7 ..."); 1 if put back */
int reline_name_rows(const char *p, size_t s, size_t e, struct reline *out);

void reline_free(struct reline *r);

#endif
