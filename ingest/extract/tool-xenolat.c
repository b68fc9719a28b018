/* tool-xenolat.c: Xenomai's latency test: its RTD lines a second and the RTS summary */
#include <ctype.h>
#include <string.h>

#include "cells.h"
#include "labels.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * Xenomai's testsuite/latency (latency.c, display) prints
 *
 *   == Test mode: periodic user-mode task
 *   RTT|  00:00:01  (periodic user-mode task, 100 us period, priority 99)
 *   RTH|-----lat min|-----lat avg|-----lat max|-overrun|----lat best|---lat worst
 *   RTD|       4.211|      11.562|      31.884|       0|       4.211|      31.884
 *   ---|------------|------------|------------|--------|-------------------------
 *   RTS|       4.102|      11.840|      47.312|       0|    00:01:00/00:01:00
 *
 * An RTD line a second: its minimum, average and maximum are runs of three
 * series (lat min, lat avg, lat max, microseconds); RTS summarises the whole
 * test (the lat avg series' min, mean and max; alone, as posts cut the
 * RTD lines, a latency series of that summary).  Overruns, best and worst
 * so far are no figures.  params.mode is the test mode ("-t1" from the
 * command when the banner is cut); untitled, the mode names the output.
 */

#define TITLE_WORDS 5      /* a title longer is a sentence */
#define BANNER_UP 64       /* tokens from "== Test mode:" or the command to the first line */

/* Token i is a field of an RTD or RTS line: "11.562|", "0|", "31.884", "00:00:03/00:00:03" */
static int field(const struct text *t, const struct tstream *ts, int i)
{
	const char *p = t->s + ts->k[i].s;
	size_t n = ts->k[i].e - ts->k[i].s;

	return n && (isdigit((unsigned char)p[0]) || (p[0] == '-' && n > 1 && isdigit((unsigned char)p[1]))) &&
	       strspn(p, "0123456789.-:/|") == n;
}

/* "RTD|  4.211|  11.562|  31.884|  0|  4.211|  31.884" at token i: min, avg, max into v; the
 * line's last token, else -1 */
static int data_line(const struct text *t, const struct tstream *ts, int i, const char *tag, struct xnum *v)
{
	size_t p = ts->k[i].s, e, n = strlen(tag);
	int k, j = i;

	if (!tk_opens(t, ts, i, tag) || t->s[p + n] != '|' || !(ts_line_start(ts, i) || ts_flat(t, ts, i)))
		return -1;
	/* to the line's end; flattened, over the fields: figures with their bars, the run time */
	while (j + 1 < ts->n && ts->line[j + 1] == ts->line[i] &&
	       (!ts_flat(t, ts, i) || field(t, ts, j + 1)))
		j++;
	e = ts->k[j].e;
	p += n + 1;
	for (k = 0; k < 3; k++) {
		const char *bar = memchr(t->s + p, '|', e - p);
		size_t s = p, f = bar ? (size_t)(bar - t->s) : e;
		while (s < f && t->s[s] == ' ')
			s++;
		if (!bar || !ts_num(t, s, f, &v[k]))
			return -1;
		p = f + 1;
	}
	return j;
}

/* The test mode: "== Test mode: periodic user-mode task" above, else the command's "-t1" */
static void mode_of(const struct text *t, const struct tstream *ts, int i, char *out, size_t n)
{
	int j;

	out[0] = '\0';
	for (j = i - 1; j >= 0 && j >= i - BANNER_UP; j--) {
		if (tk_words(t, ts, j, "== Test mode:") && j + 3 < i) {
			int e = j + 3;
			/* to the line's end; flattened, to the next "==" or "RTT|" */
			while (e + 1 < i && ts->line[e + 1] == ts->line[j + 3] && !ts_is(t, ts, e + 1, "==") &&
			       !tk_opens(t, ts, e + 1, "RTT|") && !ts_is(t, ts, e + 1, "warming"))
				e++;
			text_label(t, ts->k[j + 3].s, ts->k[e].e, out, n);
			return;
		}
		if (tk_opens(t, ts, j, "-t") && ts->k[j].e - ts->k[j].s == 3) {
			text_label(t, ts->k[j].s, ts->k[j].e, out, n);
			return;
		}
	}
}

/* The first of the test's own lines above token i ("== Sampling period: 100 us", "RTT|",
 * "RTH|", "warming up..."): the output's first token */
static int banner_top(const struct text *t, const struct tstream *ts, int i)
{
	int j, top = i;

	for (j = i - 1; j >= 0 && j >= i - BANNER_UP; j--)
		if (ts_line_start(ts, j) && (ts_is(t, ts, j, "==") || tk_opens(t, ts, j, "RTT|") ||
					     tk_opens(t, ts, j, "RTH|") || ts_is(t, ts, j, "warming")))
			top = j;
	return top;
}

static int words(const char *p)
{
	int n = 0;

	for (; *p; p++)
		n += *p != ' ' && (p[1] == ' ' || !p[1]);
	return n;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct xseries *s[3] = { NULL, NULL, NULL }, *sum;
	static const char *const metric[] = { "lat min", "lat avg", "lat max" };
	struct xnum v[3];
	struct tout o;
	char mode[64];
	int j = i, last = -1, e, k;

	mode_of(t, ts, i, mode, sizeof(mode));
	tk_begin(&o, r, ts, banner_top(t, ts, i), "xenomai-latency");
	if (mode[0])
		xs_param_str(&o.head, "mode", mode, strlen(mode));
	for (; j < ts->n && (e = data_line(t, ts, j, "RTD", v)) >= 0; j = e + 1) {
		for (k = 0; k < 3; k++) {
			if (!s[k])
				s[k] = tk_series(&o, j, e, metric[k], "us", NULL);
			xs_value(s[k], &v[k]);
			s[k]->span[1] = ts->k[e].e;
		}
		last = e;
	}
	/* the rule, then RTS */
	while (j < ts->n && (e = data_line(t, ts, j, "RTS", v)) < 0 && j < (last < 0 ? i : last) + 40 &&
	       (last < 0 || ts->line[j] - ts->line[last] <= 3) && !tk_opens(t, ts, j, "RTD|"))
		j++;
	if ((e = data_line(t, ts, j, "RTS", v)) >= 0) {
		sum = s[1] ? s[1] : tk_series(&o, j, e, "latency", "us", NULL);
		sum->sum[SUM_MIN] = v[0];
		sum->sum[SUM_MEAN] = v[1];
		sum->sum[SUM_MAX] = v[2];
		sum->has_summary = 1;
		last = e;
	}
	if (last < 0)
		return i;
	/* the mode tells the outputs of one post apart where the title names no build: none, a
	 * sentence ("Then the same in kernel mode and ...") */
	if (mode[0] && (!o.title[0] || words(o.title) > TITLE_WORDS ||
			(!label_has_build(o.title) && label_kind(o.title) != LABEL_CONFIG)))
		memcpy(o.title, mode, strlen(mode) + 1);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct xnum v[3];

	return (data_line(r->t, ts, i, "RTD", v) >= 0 || data_line(r->t, ts, i, "RTS", v) >= 0) &&
	       tk_readable(r, ts, i);
}

void rec_xenolat(struct xresult *r)
{
	tk_scan(r, "RTS|", starts, block);
}
