/* tool-schedlat.c: perf sched latency's table: a benchmark's scheduling delay (avg and max) a row */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "vocab.h"
#include "../../core/banned.h"

/*
 * `perf sched latency` (linux-perf 6.1, Debian) prints a row per command
 * between rules:
 *
 *   Task                  |   Runtime ms  | Switches | Avg delay ms    | Max delay ms    | Max delay start           | Max delay end          |
 *   hackbench:(81)        |    157.267 ms |     1227 | avg:   0.249 ms | max:  55.390 ms | max start: 57224.269412 s | max end: 57224.324802 s
 *   tail:15507            |      0.057 ms |        1 | avg:   0.000 ms | max:   0.000 ms | max start:     0.000000 s | max end:     0.000000 s
 *   TOTAL:                |    157.842 ms |     1236 |
 *   INFO: 3.750% context switch bugs (3 out of 80)
 *
 * (before 5.x "Average delay ms | Maximum delay ms | Maximum delay at"
 * over "avg: ... | max: ... | max at: 2207.391846 s", read alike).
 *
 * Posts paste it whole or grep the benchmark's row ("grep hackbench
 * latency-*.txt" puts the file's name before it).  A series a row of a
 * benchmark (a command the vocabulary knows, or the one `perf sched record
 * -- CMD` ran above): its scheduling delay, summary mean (avg) and max, in
 * ms; the other rows are the machine's daemons, the runtime, switch counts,
 * the times of the worst delay and the TOTAL line what the run did: claimed,
 * no series.  Named by the grepped file's name before the row, else by the
 * title above as other tools' outputs.
 */

#define SCHEDLAT_ROWS 400

/* Token i opens a row ("hackbench:(81)", "tail:15507", "RenderThread 0:4489": a thread's
 * name may hold blanks): the command's length in bytes, else 0; *name_end the token the
 * name ends on (its ":PID"), the cells counted from it */
static size_t task_token(const struct text *t, const struct tstream *ts, int i, int *cells, int *name_end)
{
	int e = ts_line_last(ts, i), j;
	const char *p, *colon;

	*cells = 0;
	/* the words before the last hold no colon ("lat-base.txt:" is grep's file name) */
	for (j = i; j < i + 3 && j + 1 <= e && !ts_is(t, ts, j + 1, "|") &&
		    !memchr(t->s + ts->k[j].s, ':', ts->k[j].e - ts->k[j].s); j++)
		;
	*name_end = j;
	/* "1 hackbench:(3)": a run's number before the command, no thread's name */
	if (j + 1 > e || !ts_is(t, ts, j + 1, "|") || (j > i && isdigit((unsigned char)t->s[ts->k[i].s])))
		return 0;
	p = t->s + ts->k[j].s;
	if (!(colon = memrchr(p, ':', ts->k[j].e - ts->k[j].s)) || (colon == p && j == i))
		return 0;
	/* "| 157.267 ms | 1227 | avg: 0.249 ms | max: 55.390 ms |" after it */
	if (j + 12 <= e && ts_is(t, ts, j + 7, "avg:") && ts_is(t, ts, j + 11, "max:"))
		*cells = 1;
	return (size_t)(colon - (t->s + ts->k[i].s));
}

/* The program `perf sched record -- CMD` ran, on the lines above LINE, into out */
static void recorded(const struct text *t, int line, char *out, size_t n)
{
	out[0] = '\0';
	for (int l = line - 1; l >= 0 && l >= line - 30; l--) {
		const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end;
		const char *r = memmem(p, (size_t)(e - p), "sched record", 12), *c, *z;
		if (!r || !(c = memmem(r, (size_t)(e - r), "-- ", 3)))
			continue;
		c += 3;
		for (z = c; z < e && *z != ' '; z++)
			;
		if ((size_t)(z - c) < n) {
			memcpy(out, c, (size_t)(z - c));
			out[z - c] = '\0';
			/* "./hackbench": the program's name */
			if (strrchr(out, '/'))
				memmove(out, strrchr(out, '/') + 1, strlen(strrchr(out, '/')));
		}
		return;
	}
}

/* The row at token i is a benchmark's: a workload the vocabulary knows, or the recorded one */
static int benchmark_row(const struct text *t, const struct tstream *ts, int i, size_t len, const char *cmd)
{
	char comm[32];

	if (len >= sizeof(comm))
		return 0;
	memcpy(comm, t->s + ts->k[i].s, len);
	comm[len] = '\0';
	return (cmd[0] && !strcmp(comm, cmd)) || vocab_workload(comm);
}

/* "latency-base.txt:" before the row (grep's file name): into out, 1 */
static int grepped_file(const struct text *t, const struct tstream *ts, int i, char *out, size_t n)
{
	size_t len;

	if (i < 1 || ts->line[i - 1] != ts->line[i] || !ts_line_start(ts, i - 1) || !tk_ends(t, ts, i - 1, ":"))
		return 0;
	len = ts->k[i - 1].e - ts->k[i - 1].s - 1;
	if (!len || len >= n)
		return 0;
	memcpy(out, t->s + ts->k[i - 1].s, len);
	out[len] = '\0';
	return 1;
}

static void row_series(struct tout *o, int i, int j, int e, size_t len, int named)
{
	const struct text *t = o->r->t;
	const struct vocab_workload *w;
	struct xnum avg, max;
	char file[64], comm[32];
	struct xseries *s;

	if (!tk_plain_num(t, o->ts, j + 8, &avg) || !tk_plain_num(t, o->ts, j + 12, &max))
		return;
	s = tk_series(o, i, e, "scheduling delay", "ms", NULL);
	/* "hackbench:(81)": the benchmark the row is (when the vocabulary knows it) */
	xs_printf(comm, sizeof(comm), "%.*s", (int)len, t->s + o->ts->k[i].s);
	if ((w = vocab_workload(comm)))
		xs_printf(s->workload, sizeof(s->workload), "%s", w->name);
	else if (named)
		xs_param_str(s, "variant", comm, strlen(comm));   /* "chrome", "kworker" */
	s->has_summary = 1;
	s->sum[SUM_MEAN] = avg;
	s->sum[SUM_MAX] = max;
	if (grepped_file(t, o->ts, i, file, sizeof(file)))
		tk_label(s, file);
}

/* A rule, the header, a row, the TOTAL line or perf's INFO line: part of the table */
static int table_line(const struct text *t, const struct tstream *ts, int i)
{
	int cells, j;

	if (t->s[ts->k[i].s] == '-' && ts_line_last(ts, i) == i)
		return 1;
	/* "[... 212 more lines trimmed ...]" between the rows and TOTAL */
	if (ts_line_start(ts, i) && line_is_cut(t, ts->line[i]))
		return 1;
	if (tk_words(t, ts, i, "Task | Runtime ms | Switches |") || tk_words(t, ts, i, "Task | Runtime ms | Count |") ||
	    tk_words(t, ts, i, "TOTAL: |") ||
	    tk_words(t, ts, i, "INFO:"))
		return 1;
	if (ts_line_start(ts, i) && task_token(t, ts, i, &cells, &j) && cells)
		return 1;
	/* grep's "FILE:" before a row */
	return i + 1 < ts->n && ts->line[i + 1] == ts->line[i] && tk_ends(t, ts, i, ":") &&
	       task_token(t, ts, i + 1, &cells, &j) && cells;
}

/* The rows of the table from token i to the token last: a series each of those whose command
 * is a benchmark (any row when ALL) */
static void read_rows(struct tout *o, int i, int last, const char *cmd, int all)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	int l, cells, j;

	for (l = i; l <= last; l = ts_line_last(ts, l) + 1) {
		int e = ts_line_last(ts, l), k = l;
		size_t len;
		if (!task_token(t, ts, k, &cells, &j) && k + 1 <= e)
			k++;        /* past grep's file name */
		if ((len = task_token(t, ts, k, &cells, &j)) && cells && (all || benchmark_row(t, ts, k, len, cmd)))
			row_series(o, k, j, e, len, all);
	}
}

static int read_table(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	char cmd[32];
	struct tout o;
	int l = i, last = i, rows = 0;

	recorded(t, ts->line[i], cmd, sizeof(cmd));
	tk_begin(&o, r, ts, i, NULL);
	while (l < ts->n && rows++ < SCHEDLAT_ROWS && table_line(t, ts, l)) {
		last = ts_line_last(ts, l);
		l = last + 1;
	}
	read_rows(&o, i, last, cmd, 0);
	/* no row a benchmark's (a browser, a daemon the post is about): every row, by its command */
	if (o.s0 == r->nseries)
		read_rows(&o, i, last, cmd, 1);
	/* untitled, right after the benchmark's output it recorded: that run's */
	if (!o.title[0])
		xs_printf(o.title, sizeof(o.title), "%s", tk_run_above(r, ts->line[i]));
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

/* The table's first line: no line of it right above */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	int above = ts_line_before(ts, i);

	/* its lines hold more tokens than a flattened line's test allows: whole lines only */
	if (!ts_line_start(ts, i) || !table_line(t, ts, i) || tk_words(t, ts, i, "INFO:") ||
	    (t->s[ts->k[i].s] == '-' && ts_line_last(ts, i) == i))
		return 0;
	/* a rule above opens nothing: the header under it does */
	return above < 0 || ts->line[above] != ts->line[i] - 1 || !table_line(t, ts, above) ||
	       (t->s[ts->k[above].s] == '-' && ts_line_last(ts, above) == above);
}

void rec_schedlat(struct xresult *r)
{
	/* "max start:" (perf 5.x and later) or "max at:" (before): the avg: cell both print */
	tk_scan(r, "| avg:", starts, read_table);
}
