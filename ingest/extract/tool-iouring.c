/* tool-iouring.c: fio's t/io_uring: a line a second, "IOPS=N, [BW=N, ]IOS/call=N/N", under its settings lines */
#include <ctype.h>
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * fio's t/io_uring (t/io_uring.c, the reporting loop of main) prints one
 * line a second, in the forms its history gave it:
 *
 *   IOPS=%lu, IOS/call=%ld/%ld, inflight=%u (%s)                 2019
 *   IOPS=%lu, BW=%luMiB/s, IOS/call=%ld/%ld, inflight=(%s)        2020
 *   IOPS=%luK, BW=%luMiB/s, IOS/call=%ld/%ld, inflight=(%s)       2021, over 100,000
 *   IOPS=%.2fM, BW=%.2fGiB/s, IOS/call=%ld/%ld                    since: %.2fM over a
 *                                                                  million, %.2fK over
 *                                                                  100,000, %lu below;
 *                                                                  BW=%luMiB/s up to
 *                                                                  2000; no BW with -n
 *
 * then "Exiting on signal" or "Exiting on timeout" and "Maximum IOPS=...".
 * Above the lines it prints its settings ("submitter=0, tid=3627,
 * file=/dev/ng0n1, node=-1", "polled=1, fixedbufs=1, ... QD=128",
 * "Engine=io_uring, sq_ring=128, cq_ring=128"; older: "Added file ...",
 * "sq_ring ptr = 0x..."), and above them the command that ran it: they
 * belong to the output, so its title is the line above ("With this
 * patch:").  The lines are one
 * run's samples: one series of iops (1/s) and one of bandwidth (the unit
 * printed), a value a line; the maximum is claimed, not read again.
 */

#define SETTINGS_MAX 8      /* settings lines above the first sample */

/* The first token of the line token i is on */
static int line_first(const struct tstream *ts, int i)
{
	while (i > 0 && ts->line[i - 1] == ts->line[i])
		i--;
	return i;
}

/* The first token after the line token i is on */
static int line_after(const struct tstream *ts, int i)
{
	while (i < ts->n && !ts_line_end(ts, i))
		i++;
	return i + 1;
}

/* A settings line of t/io_uring opens at token i: "key=value" first ("submitter=0,",
 * "submitter=345" alone), or an older form */
static int settings_line(const struct text *t, const struct tstream *ts, int i)
{
	const char *p = t->s + ts->k[i].s;
	size_t n = ts->k[i].e - ts->k[i].s;
	const char *eq = memchr(p, '=', n);

	return (eq && eq > p && eq + 1 < p + n && islower((unsigned char)*p)) ||
	       tk_words(t, ts, i, "Added file") ||
	       tk_words(t, ts, i, "sq_ring ptr") || tk_words(t, ts, i, "sqes ptr") ||
	       tk_words(t, ts, i, "cq_ring ptr");
}

/* A sample at token i: its iops, its bandwidth (bw->set 0 when not printed); its last
 * token (after "inflight=128 (128)" when printed), else -1 */
static int sample_at(const struct text *t, const struct tstream *ts, int i, struct xnum *iops,
		     struct xnum *bw, char *bw_unit)
{
	int j = i + 1;

	if ((!ts_line_start(ts, i) && !ts_flat(t, ts, i)) || !tk_keyed(t, ts, i, "IOPS=", iops, NULL))
		return -1;
	memset(bw, 0, sizeof(*bw));
	if (tk_keyed(t, ts, j, "BW=", bw, bw_unit))
		j++;
	if (!tk_opens(t, ts, j, "IOS/call="))
		return -1;
	if (j + 1 < ts->n && tk_opens(t, ts, j + 1, "inflight=")) {
		j++;
		if (j + 1 < ts->n && t->s[ts->k[j + 1].s] == '(' && tk_ends(t, ts, j + 1, ")"))
			j++;
	}
	return j;
}

/* The line of token i runs t/io_uring ("# t/io_uring /dev/nvme0n1", "sudo taskset -c 0
 * t/io_uring -b512 ..."): a token ending in "t/io_uring" */
static int command_line(const struct text *t, const struct tstream *ts, int i)
{
	for (int j = i; j < ts->n && ts->line[j] == ts->line[i]; j++)
		if (tk_ends(t, ts, j, "t/io_uring"))
			return 1;
	return 0;
}

/* The first token of the output whose first settings line starts at token first: the
 * command line above it, one short line between them allowed (a debugging print) */
static int command_above(const struct text *t, const struct tstream *ts, int first)
{
	int k = first, n;

	for (n = 0; n < 2 && k > 0 && ts->line[k - 1] == ts->line[k] - 1; n++) {
		k = line_first(ts, k - 1);
		if (command_line(t, ts, k))
			return k;
		if (line_after(ts, k) - k > 5)
			break;
	}
	return first;
}

/* One more second's sample into series SI, its span to END */
static void sample_add(struct xresult *r, int si, const struct xnum *x, size_t end)
{
	xs_value(&r->series[si], x);
	r->series[si].span[1] = end;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	int si = -1, sb = -1;      /* indices: a new series may move r->series */
	struct xnum iops, bw;
	char unit[TK_UNIT] = "";
	int first = i, j = i, last = i, k, n;

	/* the settings lines above are the output's */
	for (n = 0; n < SETTINGS_MAX && first > 0 && !ts_flat(t, ts, i) &&
	     ts->line[first - 1] == ts->line[first] - 1 &&
	     settings_line(t, ts, k = line_first(ts, first - 1)); n++)
		first = k;
	if (!ts_flat(t, ts, i))
		first = command_above(t, ts, first);
	tk_begin(&o, r, ts, first, "t/io_uring");
	while (j < ts->n && (k = sample_at(t, ts, j, &iops, &bw, unit)) >= 0) {
		last = k;
		if (si < 0)
			si = (int)(tk_series(&o, j, last, "iops", "1/s", &iops) - r->series);
		else
			sample_add(r, si, &iops, ts->k[last].e), o.last = last;
		if (bw.set && sb < 0)
			sb = (int)(tk_series(&o, j, last, "bandwidth", unit, &bw) - r->series);
		else if (bw.set)
			sample_add(r, sb, &bw, ts->k[last].e);
		j = last + 1;
	}
	/* "^CExiting on signal", "Exiting on timeout", "Maximum IOPS=2.62M" */
	for (k = j; k < ts->n && k <= j + 6; k++)
		if (tk_opens(t, ts, k, "Maximum") && tk_opens(t, ts, k + 1, "IOPS=")) {
			last = k + 1;
			break;
		}
	if (si < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct xnum a, b;
	char unit[TK_UNIT];

	/* the layout takes a pasted run for code (its "# t/io_uring ..." prompt, its key=value
	 * lines): the signature is t/io_uring's all the same; a patch is never read */
	return tk_opens(r->t, ts, i, "IOPS=") && sample_at(r->t, ts, i, &a, &b, unit) >= 0 &&
	       (tk_readable(r, ts, i) || r->skip[ts->line[i]] == SKIP_CODE ||
		r->skip[ts->line[i]] == SKIP_LISTING);
}

void rec_iouring(struct xresult *r)
{
	tk_scan(r, "IOS/call=", starts, block);
}
