/* tool-stream.c: STREAM's result table: Copy, Scale, Add, Triad, each a best rate and its times */
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * STREAM (McCalpin's stream.c) ends a run with
 *
 *	printf("Function    Best Rate MB/s  Avg time     Min time     Max time\n");
 *	printf("%s%12.1f  %11.6f  %11.6f  %11.6f\n", label[j], ...);
 *
 * for the labels "Copy:", "Scale:", "Add:" and "Triad:" (5.9 and before
 * print "Function      Rate (MB/s)   Avg time ...").  A row gives two series:
 * `rate` (the best rate, MB/s, higher is better) and `time` (the average
 * seconds of the kernel's iterations, lower is better, its min and max the
 * summary), params.function the row's name.  The banner and settings above
 * the table (STREAM version, array size, threads, clock granularity) and
 * the "Solution Validates" line after it are the output's: claimed, not
 * read.  Titled and pooled as other tools' outputs.
 */

#define BANNER_BACK 160   /* tokens above the header the banner may stand */

static const char *const functions[] = { "Copy:", "Scale:", "Add:", "Triad:", NULL };

/* The header at token i: the tokens it takes, else 0 */
static int header(const struct text *t, const struct tstream *ts, int i)
{
	int n;

	if (!ts_is(t, ts, i, "Function"))
		return 0;
	if ((n = tk_words(t, ts, i + 1, "Best Rate MB/s Avg time Min time Max time")))
		return n + 1;
	if ((n = tk_words(t, ts, i + 1, "Rate (MB/s) Avg time Min time Max time")))
		return n + 1;
	return 0;
}

/* The row at token i: its function's name, else NULL; the four figures into v */
static const char *row(const struct text *t, const struct tstream *ts, int i, struct xnum v[4])
{
	for (const char *const *f = functions; *f; f++)
		if (ts_is(t, ts, i, *f)) {
			for (int c = 0; c < 4; c++)
				if (!tk_plain_num(t, ts, i + 1 + c, &v[c]))
					return NULL;
			return *f;
		}
	return NULL;
}

/* The banner ("STREAM version $Revision: 5.10 $") above the header, its settings lines
 * between (no blank line, no other output's end), else i */
static int banner(const struct text *t, const struct tstream *ts, int i)
{
	for (int j = i - 1; j >= 0 && i - j <= BANNER_BACK; j--) {
		if (ts->line[j + 1] - ts->line[j] > 1 || ts_is(t, ts, j, "Validates:") || ts_is(t, ts, j, "Triad:"))
			break;
		if (ts_is(t, ts, j, "STREAM") && ts_is(t, ts, j + 1, "version"))
			return j;
	}
	return i;
}

/* Past "Solution Validates: ..." (and the rule before it) after token j: the line's last token */
static int validates(const struct text *t, const struct tstream *ts, int j)
{
	int k = j + 1;

	if (k < ts->n && strspn(t->s + ts->k[k].s, "-") == ts->k[k].e - ts->k[k].s)
		k++;
	if (!ts_is(t, ts, k, "Solution") || !ts_is(t, ts, k + 1, "Validates:"))
		return j;
	while (k + 1 < ts->n && !ts_line_end(ts, k) && !ts_flat(t, ts, k))
		k++;
	return k;
}

/* The rows from token j on, read into o: past the last, else j */
static int rows_from(struct tout *o, int j)
{
	const struct text *t = o->r->t;
	struct xnum v[4];
	const char *f;

	for (; (f = row(t, o->ts, j, v)); j += 5) {
		struct xseries *s = tk_series(o, j, j + 4, "rate", "MB/s", &v[0]);
		xs_param_str(s, "function", f, strlen(f) - 1);
		memcpy(s->better, "higher", sizeof("higher"));
		s = tk_series(o, j, j + 4, "time", "s", &v[1]);
		xs_param_str(s, "function", f, strlen(f) - 1);
		memcpy(s->better, "lower", sizeof("lower"));
		s->has_summary = 1;
		s->sum[SUM_MIN] = v[2];
		s->sum[SUM_MAX] = v[3];
	}
	return j;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	int h = header(t, ts, i), j;

	if (!h)
		return i;
	tk_begin(&o, r, ts, banner(t, ts, i), "stream");
	if ((j = rows_from(&o, i + h)) == i + h)
		return i;
	j = validates(t, ts, j - 1);
	if (!tk_end(&o, j, prev))
		return i;
	return j;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return (ts_line_start(ts, i) || ts_flat(r->t, ts, i)) && header(r->t, ts, i) && tk_readable(r, ts, i);
}

/*
 * "# ./stream | grep Triad" over "Triad:  35112.7  0.055012  0.054681  0.055390":
 * the rows grep kept of a run, without their header, under a command
 * running stream: read as the table's.
 */
static int grepped(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	struct tout o;
	int j;

	tk_begin(&o, r, ts, i, "stream");
	if ((j = rows_from(&o, i)) == i || !tk_end(&o, j - 1, prev))
		return i;
	return j - 1;
}

/* A row alone on its line right under a command that runs stream ("./stream | grep Triad") */
static int grepped_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	struct xnum v[4];
	struct tok k[16];
	int l = ts->line[i], nk, c;

	/* "Triad:" under a prompt reads like a label of code to the layout stage */
	if (!ts_line_start(ts, i) || !row(t, ts, i, v) || !ts_line_end(ts, i + 4) || l == 0 ||
	    !tk_command_line(t, l - 1) || !(tk_readable(r, ts, i) || (r->skip && r->skip[l] == SKIP_CODE)))
		return 0;
	nk = tok_line(t, l - 1, k, 16);
	for (c = 0; c < nk; c++) {
		const char *w = t->s + k[c].s;
		size_t n = k[c].e - k[c].s;
		if ((n >= 6 && !strncmp(w + n - 6, "stream", 6)) || (n > 7 && !strncmp(w, "stream", 6)))
			return 1;
	}
	return 0;
}

void rec_stream(struct xresult *r)
{
	tk_scan(r, "Function ", starts, block);
	tk_scan(r, "stream", grepped_starts, grepped);
}
