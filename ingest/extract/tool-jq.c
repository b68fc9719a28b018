/* tool-jq.c: one figure picked out of a tool's JSON by jq ("| jq .end.sum_received.bits_per_second") over the number it printed */
#include <stdio.h>
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * A tool's JSON report (iperf3 -J, fio --output-format=json, hyperfine
 * --export-json) is often cut to one figure on the command line:
 *
 *   $ iperf3 -c 10.20.0.2 -t 5 -J | jq .end.sum_received.bits_per_second
 *   15807062342.465065
 *
 * The path's last key names the figure (its metric; "bits_per_second" says
 * its unit too), the command's program the workload.  The line under the
 * command holds the number alone; an array or object jq printed is no
 * figure.  Titled and pooled as other tools' outputs: the title above the
 * command, or the output right above it whose run this is.
 */

/* The path's last key ("bits_per_second" of ".end.sum_received.bits_per_second") into out */
static int last_key(const struct text *t, const struct tstream *ts, int i, char *out, size_t n)
{
	const char *p = t->s + ts->k[i].s, *e = t->s + ts->k[i].e, *k;

	if (*p == '\'' || *p == '"')
		p++;
	while (e > p && (e[-1] == '\'' || e[-1] == '"'))
		e--;
	if (p >= e || *p != '.')
		return 0;
	for (k = e; k > p && k[-1] != '.'; k--)
		;
	if (k == e || (size_t)(e - k) >= n || memchr(k, '[', (size_t)(e - k)) || memchr(k, '|', (size_t)(e - k)))
		return 0;
	memcpy(out, k, (size_t)(e - k));
	out[e - k] = '\0';
	return 1;
}

/* A unit the key spells: "bits_per_second" bit/s, "iops" 1/s, "_ns"/"_us"/"_ms" a time */
static const char *key_unit(const char *key)
{
	static const struct { const char *tail, *unit; } units[] = {
		{ "bits_per_second", "bit/s" }, { "bytes_per_second", "B/s" }, { "iops", "1/s" },
		{ "_ns", "ns" }, { "_us", "us" }, { "_usec", "us" }, { "_ms", "ms" }, { "_msec", "ms" },
	};
	size_t n = strlen(key);

	for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++) {
		size_t m = strlen(units[i].tail);
		if (n >= m && !strcmp(key + n - m, units[i].tail))
			return units[i].unit;
	}
	return "";
}

/* "| jq PATH" at the end of a command line at token i ("jq"): the number token under it, else -1 */
static int picked(const struct text *t, const struct tstream *ts, int i, char *key, size_t n)
{
	int num = i + 2;
	struct xnum x;

	if (i < 2 || !ts_is(t, ts, i, "jq") || !ts_is(t, ts, i - 1, "|") || ts->line[i - 1] != ts->line[i] ||
	    i + 2 >= ts->n || ts->line[i + 1] != ts->line[i] || !ts_line_end(ts, i + 1) ||
	    !last_key(t, ts, i + 1, key, n))
		return -1;
	if (ts->line[num] != ts->line[i] + 1 || !ts_line_start(ts, num) || !ts_line_end(ts, num) ||
	    !tk_plain_num(t, ts, num, &x))
		return -1;
	return num;
}

/* The first token of the command line holding token i, past its prompt */
static int command_start(const struct text *t, const struct tstream *ts, int i)
{
	while (i > 0 && ts->line[i - 1] == ts->line[i])
		i--;
	return ts_is(t, ts, i, "$") || ts_is(t, ts, i, "#") || ts_is(t, ts, i, "%") ? i + 1 : i;
}

static int read_pick(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	char key[48], prog[24];
	const char *above;
	struct tout o;
	struct xnum x;
	int num = picked(t, ts, i, key, sizeof(key)), first;
	size_t len;

	if (num < 0 || !tk_plain_num(t, ts, num, &x))
		return i;
	first = command_start(t, ts, i);
	len = ts->k[first].e - ts->k[first].s;
	snprintf(prog, sizeof(prog), "%.*s", (int)(len < sizeof(prog) ? len : sizeof(prog) - 1), t->s + ts->k[first].s);
	tk_begin(&o, r, ts, first, prog);
	/* the report right above is this run's: its name over any heading further up */
	above = tk_run_above(r, ts->line[first]);
	if (above[0])
		snprintf(o.title, sizeof(o.title), "%s", above);
	tk_series(&o, num, num, key, key_unit(key), &x);
	if (!tk_end(&o, num, prev))
		return i;
	return num;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	char key[48];

	/* the command line reads as code to the layout: the pipe into jq says what it is */
	return picked(r->t, ts, i, key, sizeof(key)) >= 0 && r->skip && r->skip[ts->line[i]] != SKIP_PATCH &&
	       !r->skip[ts->line[i] + 1];
}

void rec_jq(struct xresult *r)
{
	tk_scan(r, "jq", starts, read_pick);
}
