/* tool-lmbench-micro.c: lmbench's single benchmarks, a line each: "Pipe latency: 6.2180 microseconds", "Pipe bandwidth: 498.21 MB/sec" */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "labels.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * Each of lmbench's programs run by hand (lat_proc, lat_pipe, lat_syscall,
 * lat_sig, lat_unix, lat_tcp, bw_pipe, bw_unix ...) ends with one line its
 * timing library prints (src/lib_timing.c):
 *
 *	micro(s, n):	fprintf(ftiming, "%s: %.4f microseconds\n", s, micro);
 *	nano(s, n):	fprintf(ftiming, "%s: %.2f nanoseconds\n", s, nano);
 *	milli(s, n):	fprintf(ftiming, "%s: %d milliseconds\n", s, milli);
 *	mb(bytes):	fprintf(ftiming, "%.2f MB/sec\n", bs / MB);
 *
 * the bandwidth programs printing their name before mb() ("Pipe bandwidth:
 * ").  The name is what was measured: the series' metric as printed ("Process
 * fork+exit", "Simple syscall"); the unit us, ns, ms or MB/s.  A line is one
 * output, and the same line again right under it (a loop of runs, a command
 * between them) is another run of it: tk_end pools them, so the runs of each
 * name under one title are one series.
 */

#define NAME_TOKS 8

static const char *unit_of(const struct text *t, const struct tstream *ts, int i)
{
	if (ts_is(t, ts, i, "microseconds"))
		return "us";
	if (ts_is(t, ts, i, "nanoseconds"))
		return "ns";
	if (ts_is(t, ts, i, "milliseconds"))
		return "ms";
	if (ts_is(t, ts, i, "MB/sec"))
		return "MB/s";
	return NULL;
}

/*
 * Tokens [i, j] name what lmbench measured: two words or more, the first
 * capitalised ("Pipe latency:", "AF_UNIX sock stream bandwidth:"), no
 * build's name ("With patch:", "base:" are titles of other tools' lines);
 * before MB/sec a bandwidth.
 */
static int lmbench_name(const struct text *t, const struct tstream *ts, int i, int j)
{
	char name[64];
	size_t n = ts->k[j].e - 1 - ts->k[i].s;

	if (!isupper((unsigned char)t->s[ts->k[i].s]) || n >= sizeof(name))
		return 0;
	memcpy(name, t->s + ts->k[i].s, n);
	name[n] = '\0';
	if (label_kind(name) == LABEL_CONFIG || label_has_build(name))
		return 0;
	return !ts_is(t, ts, j + 2, "MB/sec") || strstr(name, "bandwidth");
}

/* Token i opens a line "NAME: N UNIT": the token holding the number, else -1 */
static int number_at(const struct text *t, const struct tstream *ts, int i)
{
	struct xnum x;
	int j;

	/* on a flattened line a name opens with its capital ("Pipe", "Simple", "AF_UNIX"), not
	 * on the command before it ("$ ./lat_syscall null") */
	if (!ts_line_start(ts, i) && !isupper((unsigned char)t->s[ts->k[i].s]))
		return -1;
	for (j = i; j < ts->n && j < i + NAME_TOKS; j++) {
		if (j > i && ts_line_start(ts, j))
			return -1;
		if (tk_ends(t, ts, j, ":"))
			break;
	}
	if (j + 2 >= ts->n || j >= i + NAME_TOKS || j == i || !lmbench_name(t, ts, i, j) ||
	    (ts_line_start(ts, j + 1) && !ts_line_end(ts, j)) || !tk_plain_num(t, ts, j + 1, &x) ||
	    !unit_of(t, ts, j + 2))
		return -1;
	/* the line ends there, or (a flattened post cut back into lines where it could) the next
	 * such line goes on on it, or the two blanks a flattened line break left follow */
	return j + 3 >= ts->n || ts_line_start(ts, j + 3) || ts_flat(t, ts, j + 3) ||
	       ts->k[j + 3].s - ts->k[j + 2].e >= 2 || number_at(t, ts, j + 3) >= 0 ? j + 1 : -1;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x;
	char metric[48];
	int v = number_at(t, ts, i);
	size_t n;

	if (v < 0 || !tk_plain_num(t, ts, v, &x))
		return i;
	n = ts->k[v - 1].e - 1 - ts->k[i].s;
	snprintf(metric, sizeof(metric), "%.*s", (int)n, t->s + ts->k[i].s);
	tk_begin(&o, r, ts, i, "lmbench");
	tk_series(&o, i, v + 1, metric, unit_of(t, ts, v + 1), &x);
	if (!tk_end(&o, v + 1, prev))
		return i;
	return v + 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return number_at(r->t, ts, i) >= 0 && tk_readable(r, ts, i);
}

void rec_lmbench_micro(struct xresult *r)
{
	/* one pass over both kinds: a bandwidth line between latencies leaves them adjacent */
	if (text_has(r->t, "microseconds", 12) || text_has(r->t, "nanoseconds", 11) ||
	    text_has(r->t, "milliseconds", 12) || text_has(r->t, " MB/sec", 7))
		tk_scan(r, "", starts, block);
}
