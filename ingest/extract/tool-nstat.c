/* tool-nstat.c: iproute2's nstat: each SNMP counter's change over the interval, under "#kernel" */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cells.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * nstat (iproute2 misc/nstat.c, dump_kern_db()) prints "#kernel", then a
 * line for each counter that moved: its name, how much it moved since the
 * last call, and its rate, which only the daemon (-d) averages and is "0.0"
 * otherwise:
 *
 *   #kernel
 *   IpInReceives                    27930154           0.0
 *   UdpRcvbufErrors                 27540734           0.0
 *
 * The change is the figure: a series a counter, its metric the counter's
 * name, named by the title over "#kernel" ("Before:").  The rate column is
 * the output's, claimed, no figure.
 */

#define NAME_MAX_LEN 64

/* "IpInReceives  27930154  0.0" on the line of token j: a counter's row, its change into x */
static int counter_row(const struct text *t, const struct tstream *ts, int j, struct xnum *x)
{
	struct xnum rate;

	return j + 2 < ts->n && ts_line_start(ts, j) && ts_line_end(ts, j + 2) &&
	       isupper((unsigned char)t->s[ts->k[j].s]) && ts->k[j].e - ts->k[j].s < NAME_MAX_LEN &&
	       tk_plain_num(t, ts, j + 1, x) && tk_plain_num(t, ts, j + 2, &rate) &&
	       memchr(t->s + ts->k[j + 2].s, '.', ts->k[j + 2].e - ts->k[j + 2].s) &&
	       !memchr(t->s + ts->k[j + 1].s, '.', ts->k[j + 1].e - ts->k[j + 1].s);
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x;
	int j = i + 1, last = i;

	if (!counter_row(t, ts, j, &x))
		return i;
	tk_begin(&o, r, ts, i, "nstat");
	for (; counter_row(t, ts, j, &x); j += 3) {
		char name[NAME_MAX_LEN];
		snprintf(name, sizeof(name), "%.*s", (int)(ts->k[j].e - ts->k[j].s), t->s + ts->k[j].s);
		tk_series(&o, j, j + 2, name, "", &x);
		last = j + 2;
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

/* "#kernel" alone on its line */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return ts_is(r->t, ts, i, "#kernel") && ts_line_start(ts, i) && ts_line_end(ts, i) && tk_readable(r, ts, i);
}

void rec_nstat(struct xresult *r)
{
	tk_scan(r, "#kernel", starts, block);
}
