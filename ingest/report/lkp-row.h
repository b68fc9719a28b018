/* lkp-row.h: one LKP / 0-day comparison row ("value ± 2%  -37.0%  value ± 2%  name"), shared by the report reader and the post extractor */
#ifndef SCHEDLORE_LKP_ROW_H
#define SCHEDLORE_LKP_ROW_H

#include <stddef.h>

struct lkp_tok {
	const char *p;
	size_t n;
};

/* Token indices into the row's tokens; sd -1 when the side has no "± N%" */
struct lkp_row {
	int a, a_sd, change, b, b_sd, name;
	double va, vb, sda, sdb;
};

/*
 * Read one row from tokens t[0..nt): returns the number of tokens it takes
 * (the name is the last), 0 when t[0] does not start a row (not a number),
 * or -1 when it starts one and breaks it (*why says how, for a message).
 */
int lkp_row_parse(const struct lkp_tok *t, int nt, struct lkp_row *row, const char **why);

/*
 * A row of more than two commits, as the robot mails a fix's test beside the
 * regression ("13.62 ± 3%  +2.1  15.72 ± 2%  +0.3  13.95  name"): each side
 * after the first follows its change against the first.  Token indices as in
 * lkp_row; returns as lkp_row_parse.
 */
#define LKP_MAX_SIDES 4

struct lkp_wide {
	int nsides;
	int v[LKP_MAX_SIDES], sd[LKP_MAX_SIDES], change[LKP_MAX_SIDES];   /* change[0] unused */
	int name;
};

int lkp_wide_parse(const struct lkp_tok *t, int nt, struct lkp_wide *row, const char **why);

/* "perf-profile.calltrace.cycles-pp.X": a row of where the cycles went, a profile's share and
 * no result: read over by both readers of the tables */
int lkp_profile_row(const char *name, size_t n);

#endif
