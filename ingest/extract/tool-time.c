/* tool-time.c: time(1)'s long forms: GNU /usr/bin/time -v and BSD time -l resource usage */
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "vocab.h"
#include "../../core/banned.h"

/*
 * GNU time -v (time.c, summarize() with the verbose format):
 *
 *	Command being timed: "hackbench -g 1 -l 10"
 *	User time (seconds): 0.00
 *	System time (seconds): 0.00
 *	Percent of CPU this job got: 99%
 *	Elapsed (wall clock) time (h:mm:ss or m:ss): 0:00.10
 *	...
 *	Maximum resident set size (kbytes): 1636
 *	...
 *	Voluntary context switches: 2
 *	Involuntary context switches: 0
 *	...
 *	Exit status: 0
 *
 * BSD time -l (usr.bin/time/time.c: "%10ld  %s\n" per rusage field, after
 * the "N real N user N sys" line that rowtime.c reads):
 *
 *	      1992  maximum resident set size
 *	         1  voluntary context switches
 *	         0  involuntary context switches
 *
 * The times, the CPU share, the peak resident size and the context
 * switches are the results (one series each: real, user, sys, cpu,
 * maxrss (KB), voluntary-cs, involuntary-cs); the other lines (averages
 * Linux never fills, page size, exit status) are claimed with the block
 * and give nothing.  A -l block takes the label of the time line above it.
 */

struct field {
	const char *words;     /* the line's words, as printed */
	const char *metric;    /* NULL: claimed, no series */
	const char *unit;
};

/* GNU -v: the words before ": value" */
static const struct field gnu[] = {
	{ "User time (seconds):", "user", "s" },
	{ "System time (seconds):", "sys", "s" },
	{ "Percent of CPU this job got:", "cpu", "%" },
	{ "Elapsed (wall clock) time (h:mm:ss or m:ss):", "real", "s" },
	{ "Average shared text size (kbytes):", NULL, NULL },
	{ "Average unshared data size (kbytes):", NULL, NULL },
	{ "Average stack size (kbytes):", NULL, NULL },
	{ "Average total size (kbytes):", NULL, NULL },
	{ "Maximum resident set size (kbytes):", "maxrss", "KB" },
	{ "Average resident set size (kbytes):", NULL, NULL },
	{ "Major (requiring I/O) page faults:", NULL, NULL },
	{ "Minor (reclaiming a frame) page faults:", NULL, NULL },
	{ "Voluntary context switches:", "voluntary-cs", "" },
	{ "Involuntary context switches:", "involuntary-cs", "" },
	{ "Swaps:", NULL, NULL },
	{ "File system inputs:", NULL, NULL },
	{ "File system outputs:", NULL, NULL },
	{ "Socket messages sent:", NULL, NULL },
	{ "Socket messages received:", NULL, NULL },
	{ "Signals delivered:", NULL, NULL },
	{ "Page size (bytes):", NULL, NULL },
	{ "Exit status:", NULL, NULL },
};

/* BSD -l: the words after the value (FreeBSD, and macOS's additions) */
static const struct field bsd[] = {
	{ "maximum resident set size", "maxrss", "KB" },
	{ "average shared memory size", NULL, NULL },
	{ "average unshared data size", NULL, NULL },
	{ "average unshared stack size", NULL, NULL },
	{ "page reclaims", NULL, NULL },
	{ "page faults", NULL, NULL },
	{ "swaps", NULL, NULL },
	{ "block input operations", NULL, NULL },
	{ "block output operations", NULL, NULL },
	{ "messages sent", NULL, NULL },
	{ "messages received", NULL, NULL },
	{ "signals received", NULL, NULL },
	{ "voluntary context switches", "voluntary-cs", "" },
	{ "involuntary context switches", "involuntary-cs", "" },
	{ "instructions retired", NULL, NULL },
	{ "cycles elapsed", NULL, NULL },
	{ "peak memory footprint", NULL, NULL },
};

#define NFIELDS(a) ((int)(sizeof(a) / sizeof((a)[0])))

static const struct field *field_at(const struct text *t, const struct tstream *ts, int i,
				    const struct field *f, int nf, int *used)
{
	int k;

	for (k = 0; k < nf; k++)
		if ((*used = tk_words(t, ts, i, f[k].words)))
			return &f[k];
	return NULL;
}

static void emit(struct tout *o, int first, int last, const struct field *f, int v)
{
	const struct text *t = o->r->t;
	struct xnum x;
	char unit[TK_UNIT];

	if (!f->metric || !(tk_num(t, o->ts, v, &x, unit) ||
			    (!strcmp(f->metric, "real") && xnum_from(t, &o->ts->k[v], 1, &x))))
		return;
	tk_series(o, first, last, f->metric, f->unit, &x);
}

/* "Command being timed: "cmd"" then key: value lines; the last token read */
static int gnu_block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	const struct field *f;
	struct tout o;
	int j, used, q;

	for (q = i + 3; q < ts->n && q < i + 40 && !tk_ends(t, ts, q, "\""); q++)
		;
	if (q >= ts->n || q == i + 40 || t->s[ts->k[i + 3].s] != '"')
		return i;
	tk_begin(&o, r, ts, i, NULL);
	{
		const struct vocab_workload *w;
		size_t s = ts->k[i + 3].s + 1, e = ts->k[q].e - 1;
		xs_param_str(&o.head, "command", t->s + s, e > s ? e - s : 0);
		if (e > s && (w = vocab_workload_last(t->s + s, e - s, NULL, NULL)))
			memcpy(o.head.workload, w->name, strlen(w->name) + 1);
	}
	for (j = q + 1; (f = field_at(t, ts, j, gnu, NFIELDS(gnu), &used)); j += used + 1)
		emit(&o, j, j + used, f, j + used);
	tk_end(&o, j - 1, prev);
	return j - 1;
}

/*
 * GNU time -v's lines without the "Command being timed:" above them ("only
 * the lines that changed:", "| grep -E 'Elapsed|Involuntary'"): two of its
 * fields or more, one a line, or its Elapsed line, whose words no other
 * output prints.
 */
static int gnu_fields(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	const struct field *f;
	struct tout o;
	int j, used, n = 0;

	for (j = i; (f = field_at(t, ts, j, gnu, NFIELDS(gnu), &used)) && ts_line_start(ts, j); j += used + 1)
		n++;
	if (n < 2 && !tk_words(t, ts, i, "Elapsed (wall clock) time (h:mm:ss or m:ss):"))
		return i;
	tk_begin(&o, r, ts, i, NULL);
	for (j = i; (f = field_at(t, ts, j, gnu, NFIELDS(gnu), &used)) && ts_line_start(ts, j); j += used + 1)
		emit(&o, j, j + used, f, j + used);
	if (!tk_end(&o, j - 1, prev))
		return i;
	return j - 1;
}

/* "N maximum resident set size" and the rusage lines after it */
static int bsd_block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	const struct field *f;
	struct tout o;
	struct xnum x;
	int j = i, used, line = ts->line[i], k;

	tk_begin(&o, r, ts, i, NULL);
	/* the "N real N user N sys" line above is the same run: its heading and label */
	for (k = r->nseries - 1; k >= 0; k--)
		if (line > 0 && r->series[k].span[1] == t->l[line - 1].end) {
			const struct xseries *up = &r->series[k];
			memcpy(o.title, up->label, sizeof(o.title));
			memcpy(o.head.workload, up->workload, sizeof(up->workload));
			memcpy(o.head.params, up->params, sizeof(up->params));
			o.head.nparams = up->nparams;
			break;
		}
	for (;;) {
		/* "[...]": a cut among the lines, the block goes on after it */
		int cut = ts_is(t, ts, j, "[...]") || ts_is(t, ts, j, "...");
		if (!tk_num(t, ts, j + cut, &x, NULL) ||
		    !(f = field_at(t, ts, j + cut + 1, bsd, NFIELDS(bsd), &used)))
			break;
		j += cut;
		emit(&o, j, j + used, f, j);
		j += used + 1;
	}
	if (j == i || !tk_end(&o, j - 1, prev))
		return i;
	return j - 1;
}

/*
 * zsh's time builtin (TIMEFMT's default "%J  %U user %S system %P cpu %*E total") prints
 * the job's command, then
 *
 *   make -j2 kernel/  37.70s user 6.61s system 118% cpu 37.400 total
 *
 * The words after the command are the signature: user, sys, cpu and real (total).
 */
static const char *const zsh_words[] = { "user", "system", "cpu", "total" };
static const char *const zsh_metric[] = { "user", "sys", "cpu", "real" };

/* The token after which zsh's figures start on the line holding token i ("user"), or -1 */
static int zsh_figures(const struct text *t, const struct tstream *ts, int i)
{
	struct xnum x;
	int k;

	if (i < 1 || i + 6 >= ts->n || ts->line[i + 6] != ts->line[i - 1] || !ts_line_end(ts, i + 6))
		return -1;
	for (k = 0; k < 4; k++)
		if (!ts_is(t, ts, i + 2 * k, zsh_words[k]) ||
		    !(tk_num(t, ts, i + 2 * k - 1, &x, NULL) || xnum_from(t, &ts->k[i + 2 * k - 1], 1, &x)))
			return -1;
	return i - 1;
}

static int zsh_line(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x;
	int v = zsh_figures(t, ts, i), first = i, k;

	if (v < 0)
		return i;
	while (first > 0 && ts->line[first - 1] == ts->line[i])
		first--;
	tk_begin(&o, r, ts, first, NULL);
	for (k = 0; k < 4; k++, v += 2)
		if (tk_num(t, ts, v, &x, NULL) || (k == 3 && xnum_from(t, &ts->k[v], 1, &x)))
			tk_series(&o, v, v + 1, zsh_metric[k], k == 2 ? "%" : "s", &x);
	if (!tk_end(&o, i + 6, prev))
		return i;
	return i + 6;
}

/* the command echoed before the figures reads as code to the layout: the words say whose */
static int zsh_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return zsh_figures(r->t, ts, i) >= 0 &&
	       (tk_readable(r, ts, i) || (r->skip && r->skip[ts->line[i]] == SKIP_CODE));
}

/*
 * GNU time told to print the elapsed seconds alone (`/usr/bin/time -f "%e" cmd`, often in a
 * loop): under the command, a line a run holding only the seconds.  One series "real", the
 * lines its runs; titled as other tools' outputs (the setting made before the command).
 */
static int elapsed_format(const struct text *t, int l)
{
	const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end, *f;

	return (f = memmem(p, (size_t)(e - p), "time -f", 7)) && memmem(f, (size_t)(e - f), "%e", 2) &&
	       !memmem(f, (size_t)(e - f), "%U", 2) && !memmem(f, (size_t)(e - f), "%S", 2);
}

static int elapsed_runs(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xseries *s = NULL;
	struct xnum x;
	int j = i, last = i;

	tk_begin(&o, r, ts, i, NULL);
	for (; j < ts->n && ts_line_start(ts, j) && ts_line_end(ts, j) && tk_plain_num(t, ts, j, &x) &&
	       (j == i || ts->line[j] == ts->line[j - 1] + 1); j++) {
		if (!s)
			s = tk_series(&o, j, j, "real", "s", &x);
		else
			xs_value(s, &x);
		last = j;
	}
	if (!s || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int elapsed_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	struct xnum x;
	int l = ts->line[i] - 1;

	return ts_line_start(ts, i) && ts_line_end(ts, i) && tk_plain_num(t, ts, i, &x) && l >= 0 &&
	       elapsed_format(t, l);
}

void rec_time_long(struct xresult *r)
{
	const struct text *t = r->t;
	struct tstream ts;
	struct tout pg, pb;
	struct xnum x;
	int i;

	if (text_has(t, " cpu ", 5))
		tk_scan(r, "total", zsh_starts, zsh_line);
	if (text_has(t, "time -f", 7))
		tk_scan(r, "time -f", elapsed_starts, elapsed_runs);
	if (!text_has(t, "Command being timed:", 20) &&
	    !text_has(t, "maximum resident set size", 25) && !text_has(t, "time (seconds):", 15) &&
	    !text_has(t, "Elapsed (wall clock) time (h:mm:ss", 34))
		return;
	memset(&pg, 0, sizeof(pg));
	memset(&pb, 0, sizeof(pb));
	ts_build(r, &ts);
	for (i = 0; i < ts.n; i++) {
		if (!tk_readable(r, &ts, i))
			continue;
		if (tk_words(t, &ts, i, "Command being timed:"))
			i = gnu_block(r, &ts, i, &pg);
		else if (ts_line_start(&ts, i) && (tk_words(t, &ts, i, "User time (seconds):") ||
						    tk_words(t, &ts, i, "System time (seconds):") ||
						    tk_words(t, &ts, i, "Elapsed (wall clock) time")))
			i = gnu_fields(r, &ts, i, &pg);
		else if (tk_num(t, &ts, i, &x, NULL) && tk_words(t, &ts, i + 1, "maximum resident set size"))
			i = bsd_block(r, &ts, i, &pb);
	}
	ts_release(&ts);
}
