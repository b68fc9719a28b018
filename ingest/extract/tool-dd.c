/* tool-dd.c: dd's closing line: bytes, seconds and rate (GNU coreutils and the BSDs) */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * dd ends with one line after its "N+M records in/out" lines:
 *
 *   GNU coreutils 8.24+  67108864 bytes (67 MB, 64 MiB) copied, 0.434081 s, 155 MB/s
 *   GNU, older           67108864 bytes (67 MB) copied, 0.434081 s, 155 MB/s
 *   GNU, small           10 bytes copied, 2.5373e-05 s, 394 kB/s
 *   FreeBSD 12+          1073741824 bytes (1074 MB, 1024 MiB) transferred 1.085s, 990 MB/s
 *   FreeBSD < 12, Net/OpenBSD
 *                        1073741824 bytes transferred in 12.345678 secs (86974012 bytes/sec)
 *
 * Each line gives two series: real (s) and throughput (the unit printed).
 * The byte count is the run's size, not a figure: params.bytes.  Repeated
 * outputs with no title between them are runs (tk_end pools them).
 */

/* Past "(67 MB, 64 MiB)" or "(67 MB)" from token i: the token after it, or i */
static int past_sizes(const struct text *t, const struct tstream *ts, int i)
{
	int j;

	if (i >= ts->n || t->s[ts->k[i].s] != '(')
		return i;
	for (j = i; j < ts->n && j < i + 5; j++)
		if (tk_ends(t, ts, j, ")"))
			return j + 1;
	return i;
}

/* "0.434081 s," / "1.085s," / "12.345678 secs": the seconds at i; the token after them */
static int seconds(const struct text *t, const struct tstream *ts, int i, struct xnum *x)
{
	char unit[TK_UNIT] = "";

	if (!tk_num(t, ts, i, x, unit))
		return -1;
	if (unit[0])
		return !strcmp(unit, "s") ? i + 1 : -1;
	if (tk_words(t, ts, i + 1, "s,") || tk_words(t, ts, i + 1, "secs"))
		return i + 2;
	return -1;
}

/* "MB/s", "bytes/sec)": the rate's unit at token i into unit; 0 when token i is none */
static int rate_at(const struct text *t, const struct tstream *ts, int i, char *unit, size_t n)
{
	const char *p = t->s + ts->k[i].s;
	size_t len = ts->k[i].e - ts->k[i].s;

	if (len && p[len - 1] == ')')
		len--;
	if (!len || len >= n || !memchr(p, '/', len))
		return 0;
	memcpy(unit, p, len);
	unit[len] = '\0';
	return 1;
}

/* "20000+0 records out" ending at token i-1: its first token, or i */
static int records_before(const struct text *t, const struct tstream *ts, int i)
{
	if (i < 3 || !ts_is(t, ts, i - 2, "records") ||
	    (!ts_is(t, ts, i - 1, "in") && !ts_is(t, ts, i - 1, "out")) ||
	    !memchr(t->s + ts->k[i - 3].s, '+', ts->k[i - 3].e - ts->k[i - 3].s))
		return i;
	return i - 3;
}

/* Where the output ending in the closing line at token i starts: over its "records in/out"
 * lines and, with status=progress, the last progress line above them */
static int output_start(const struct text *t, const struct tstream *ts, int i)
{
	char unit[TK_UNIT];
	int j = i, k;

	while ((k = records_before(t, ts, j)) < j)
		j = k;
	/* the progress line ends in its rate right before the records lines */
	if (j < i && j >= 8 && rate_at(t, ts, j - 1, unit, sizeof(unit)))
		for (k = j - 1; k >= j - 12 && k > 0; k--)
			if (ts_is(t, ts, k, "bytes") && tk_num(t, ts, k - 1, &(struct xnum){ 0 }, NULL)) {
				j = k - 1;
				break;
			}
	return j;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum bytes, secs, rate;
	char unit[TK_UNIT] = "";
	int j = past_sizes(t, ts, i + 2), first, last;

	if (tk_words(t, ts, j, "transferred in"))
		j += 2;
	else if (tk_words(t, ts, j, "copied,") || tk_words(t, ts, j, "transferred"))
		j++;
	else
		return i;
	if ((j = seconds(t, ts, j, &secs)) < 0 || !tk_num(t, ts, i, &bytes, NULL))
		return i;
	/* "(86974012 bytes/sec)" or "155 MB/s" */
	if (!tk_num(t, ts, j, &rate, NULL) || j + 1 >= ts->n)
		return i;
	last = j + 1;
	if (!rate_at(t, ts, last, unit, sizeof(unit)))
		return i;
	/* a progress line (status=progress): the closing line follows the records lines */
	if (records_before(t, ts, last + 4) == last + 1)
		return i;
	first = output_start(t, ts, i);
	tk_begin(&o, r, ts, first, "dd");
	xs_param_num(&o.head, "bytes", &bytes);
	tk_series(&o, first, last, "real", "s", &secs);
	tk_series(&o, first, last, "throughput", unit, &rate);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	struct xnum x;

	return i + 1 < ts->n && ts_is(t, ts, i + 1, "bytes") && tk_plain_num(t, ts, i, &x) &&
	       tk_readable(r, ts, i);
}

void rec_dd(struct xresult *r)
{
	tk_scan(r, " bytes ", starts, block);
}
