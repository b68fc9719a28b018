/* mmtests-row.h: one row of an mmtests compare table ("Amean 1  0.5600 (  0.00%)  0.5433 *  2.98%*"), shared by the report reader and the post extractor */
#ifndef SCHEDLORE_MMTESTS_ROW_H
#define SCHEDLORE_MMTESTS_ROW_H

#include <stddef.h>

#define MMTESTS_MAXK 16        /* kernels (value columns) a table may compare */

struct mmtests_cell {
	size_t s, e;           /* the value's bytes, relative to the row */
	double v;              /* NAN for mmtests' nan / -nan */
	double pct;            /* the difference to the first kernel, when has_pct */
	size_t pct_s, pct_e;   /* its bytes, relative to the row */
	int has_pct;
	int sig;               /* the difference cell was starred: significant */
};

struct mmtests_row {
	size_t stat_s, stat_e;     /* the statistic (Amean, Stddev, BAmean-99 ...) */
	size_t name_s, name_e;     /* the row's name: a client, thread or group count */
	struct mmtests_cell c[MMTESTS_MAXK];
	int n;
	int named;                 /* stat_s..stat_e names the figure, no statistic ("TPut 1") */
};

/* A statistic mmtests prints one kernel's rows of (not --print-ratio's Gmean/Dmean) */
int mmtests_is_stat(const char *p, size_t n);
/* The summary key of a statistic: mean (Amean), stddev, or its own name lower-cased */
void mmtests_stat_key(const char *p, size_t n, char *out, size_t on);
/*
 * Read row p[0..n) with nk value columns (-1: as many as it has, at most
 * MMTESTS_MAXK).  Returns the cells read, 0 when p does not start with a
 * statistic, -1 when it breaks the format (*why says how; *bad_s and *bad_e the
 * bytes it broke at, for a message).
 */
int mmtests_row_parse(const char *p, size_t n, int nk, struct mmtests_row *row, const char **why,
		      size_t *bad_s, size_t *bad_e);
/*
 * As mmtests_row_parse, and also a row whose first word names the figure
 * itself (specjbb's "TPut 1  26483.00 (  0.00%)  26121.00 ( -1.37%)"), every
 * kernel's cell with its difference: row->named set then.
 */
int mmtests_row_parse_named(const char *p, size_t n, int nk, struct mmtests_row *row, const char **why,
			    size_t *bad_s, size_t *bad_e);

#endif
