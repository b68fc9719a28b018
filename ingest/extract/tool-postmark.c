/* tool-postmark.c: PostMark's report: "Time:", "Files:" and "Data:" with the rates in parentheses */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * PostMark 1.5 (postmark-1.51.c, verbose_report) prints after a run
 *
 *	Time:
 *		%d seconds total
 *		%d seconds of transactions (%d per second)
 *
 *	Files:
 *		%d created (%d per second)
 *			Creation alone: %d files (%d per second)
 *			Mixed with transactions: %d files (%d per second)
 *		%d read (%d per second)
 *		%d appended (%d per second)
 *		%d deleted (%d per second)
 *			Deletion alone: %d files (%d per second)
 *			Mixed with transactions: %d files (%d per second)
 *
 *	Data:
 *		%s read (%s per second)
 *		%s written (%s per second)
 *
 * the data scaled by scalef ("278.53 megabytes").  The results are the
 * two times (s) and the rates: transactions, files created, read,
 * appended and deleted a second (1/s), and the data read and written a
 * second (its scale's unit).  The counts of files and bytes are what the
 * configuration made it do, no result.  Outputs with no title between
 * them are runs of one series (tk_end pools them).
 */

#define REPORT_TOKS 120

/* "(467 per second)" or "(1.23 megabytes per second)" at token i: the rate; *unit its
 * unit; the token after it, else 0 */
static int rate_at(const struct text *t, const struct tstream *ts, int i, struct xnum *x, const char **unit)
{
	static const char *const scales[][2] = { { "bytes", "B/s" }, { "kilobytes", "KB/s" }, { "megabytes", "MB/s" },
						 { "gigabytes", "GB/s" } };
	int j = i + 1;

	if (!tk_opens(t, ts, i, "(") || !tk_num(t, ts, i, x, NULL))
		return 0;
	*unit = "1/s";
	for (size_t k = 0; k < sizeof(scales) / sizeof(scales[0]); k++)
		if (ts_is(t, ts, j, scales[k][0])) {
			*unit = scales[k][1];
			j++;
			break;
		}
	return ts_is(t, ts, j, "per") && tk_opens(t, ts, j + 1, "second)") ? j + 2 : 0;
}

/* The metric of the rate whose line opens at token l: its leading words, or the word after
 * its count ("69921 created"); mixed creations come before the deletions */
static const char *rate_metric(const struct text *t, const struct tstream *ts, int l, int *deleted)
{
	static const char *const counted[][2] = { { "created", "files created" }, { "read", "files read" },
						  { "appended", "files appended" }, { "deleted", "files deleted" },
						  { "written", "data written" } };

	if (tk_words(t, ts, l, "Creation alone:"))
		return "creation alone";
	if (tk_words(t, ts, l, "Deletion alone:"))
		return "deletion alone";
	if (tk_words(t, ts, l, "Mixed with transactions:"))
		return *deleted ? "deletion mixed with transactions" : "creation mixed with transactions";
	if (tk_words(t, ts, l + 1, "seconds of transactions"))
		return "transactions";
	for (size_t k = 0; k < sizeof(counted) / sizeof(counted[0]); k++) {
		int w = l + 1 + (ts_is(t, ts, l + 1, "megabytes") || ts_is(t, ts, l + 1, "kilobytes") ||
				 ts_is(t, ts, l + 1, "bytes") || ts_is(t, ts, l + 1, "gigabytes"));
		if (ts_is(t, ts, w, counted[k][0])) {
			if (!strcmp(counted[k][0], "deleted"))
				*deleted = 1;
			/* "278.53 megabytes read" is the data, "49785 read" the files */
			return w > l + 1 && !strcmp(counted[k][0], "read") ? "data read" : counted[k][1];
		}
	}
	return NULL;
}

/* Token j opens a line of the report: at a line's start, or on a flattened line the words
 * one does ("Files:", "Creation alone:", a count and what it counts) */
static int opener(const struct text *t, const struct tstream *ts, int j)
{
	struct xnum x;

	if (ts_line_start(ts, j))
		return 1;
	return ts_flat(t, ts, j) &&
	       (tk_opens(t, ts, j, "Files:") || tk_opens(t, ts, j, "Data:") || tk_words(t, ts, j, "Creation alone:") ||
		tk_words(t, ts, j, "Deletion alone:") || tk_words(t, ts, j, "Mixed with transactions:") ||
		(tk_plain_num(t, ts, j, &x) && j + 1 < ts->n && !tk_opens(t, ts, j + 1, "per") &&
		 !tk_opens(t, ts, j + 1, "files")));
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x;
	const char *unit, *metric;
	int j, l = i, last = i + 2, deleted = 0;

	if (!tk_plain_num(t, ts, i, &x))
		return i;
	/* the output opens on its "Time:" heading: the title is the line above that */
	tk_begin(&o, r, ts, i > 0 && ts_is(t, ts, i - 1, "Time:") ? i - 1 : i, "postmark");
	tk_series(&o, i, i + 2, "total time", "s", &x);
	for (j = i + 3; j < ts->n && j < i + REPORT_TOKS; j++) {
		int e;
		/* the next run's report */
		if (ts_is(t, ts, j, "Time:") || (ts_is(t, ts, j + 1, "seconds") && ts_is(t, ts, j + 2, "total")))
			break;
		if (opener(t, ts, j)) {
			/* the report's lines, its headings, or its end */
			if (!tk_opens(t, ts, j, "Files:") && !tk_opens(t, ts, j, "Data:") && !tk_plain_num(t, ts, j, &x) &&
			    !tk_words(t, ts, j, "Creation alone:") && !tk_words(t, ts, j, "Deletion alone:") &&
			    !tk_words(t, ts, j, "Mixed with transactions:"))
				break;
			l = j;
			if (tk_words(t, ts, j + 1, "seconds of transactions") && tk_plain_num(t, ts, j, &x)) {
				tk_series(&o, j, j + 3, "transaction time", "s", &x);
				last = j + 3;
			}
			continue;
		}
		if (!(e = rate_at(t, ts, j, &x, &unit)) || !(metric = rate_metric(t, ts, l, &deleted)))
			continue;
		tk_series(&o, j, e - 1, metric, unit, &x);
		last = e - 1;
		j = e - 1;
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	return i + 2 < ts->n && ts_is(t, ts, i + 1, "seconds") && ts_is(t, ts, i + 2, "total") &&
	       (ts_line_start(ts, i) || ts_flat(t, ts, i)) && tk_readable(r, ts, i);
}

void rec_postmark(struct xresult *r)
{
	tk_scan(r, "seconds total", starts, block);
}
