/* tool-massiveintr.c: massive_intr (Satoru Takeuchi, 2007): a line a process, its pid and the loops it finished */
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * massive_intr N SECONDS runs N processes that each work a little and
 * sleep a little, then prints for each
 *
 *   printf("%06d\t%08d\n", pid, loops);
 *
 * the loops it finished: what a fair scheduler gives alike.  One series a
 * run: massive_intr, metric "loops" (higher is better), a value a process
 * as printed ("00000917"); the pids are no figures.  Read under a command
 * running massive_intr, or in a post that names it, the lines alone on
 * theirs; titled and pooled as other tools' outputs.
 */

#define PROCS_MAX 256

/* "004012\t00000917" from token i: a line of two numbers, six and eight digits */
static int process_line(const struct text *t, const struct tstream *ts, int i)
{
	return i + 1 < ts->n && ts_line_start(ts, i) && ts->line[i + 1] == ts->line[i] && ts_line_end(ts, i + 1) &&
	       ts->k[i].e - ts->k[i].s == 6 && strspn(t->s + ts->k[i].s, "0123456789") == 6 &&
	       ts->k[i + 1].e - ts->k[i + 1].s == 8 && strspn(t->s + ts->k[i + 1].s, "0123456789") == 8;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xseries *s = NULL;
	struct xnum x;
	int j, n;

	for (j = i, n = 0; n < PROCS_MAX && process_line(t, ts, j); j += 2, n++)
		;
	if (n < 2)
		return i;
	tk_begin(&o, r, ts, i, "massive_intr");
	for (j = i; j < i + 2 * n; j += 2) {
		if (!tk_padded_num(t, ts, j + 1, &x))
			return i;
		if (!s) {
			s = tk_series(&o, j, i + 2 * n - 1, "loops", "", &x);
			memcpy(s->better, "higher", sizeof("higher"));
		} else {
			xs_value(s, &x);
		}
	}
	if (!tk_end(&o, i + 2 * n - 1, prev))
		return i;
	return i + 2 * n - 1;
}

/* Its lines under the prompt read like a hex dump or the command's own to the layout stage */
static int readable(const struct xresult *r, const struct tstream *ts, int i)
{
	int k = r->skip ? r->skip[ts->line[i]] : SKIP_NONE;

	return tk_readable(r, ts, i) || k == SKIP_CODE || k == SKIP_LISTING;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return process_line(r->t, ts, i) && (i < 2 || !process_line(r->t, ts, i - 2) || ts->line[i - 2] != ts->line[i] - 1) &&
	       readable(r, ts, i);
}

void rec_massiveintr(struct xresult *r)
{
	tk_scan(r, "massive_intr", starts, block);
}
