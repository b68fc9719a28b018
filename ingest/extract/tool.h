/* tool.h: what the readers of tool outputs share: signatures as word runs on the token stream, an output's heading and title, repeated runs pooled */
#ifndef SCHEDLORE_TOOL_H
#define SCHEDLORE_TOOL_H

#include <stddef.h>

#include "extract.h"

/*
 * A tool-output reader (tool-*.c) walks the token stream of the lines no
 * earlier stage claimed (stream.c), so one reader takes an output as
 * printed, quoted with "> " or flattened onto one line by a web archive.
 * It finds a run of words only that tool prints (its signature), reads the
 * figures the tool prints after it, and hands the output to tk_end, which
 * claims its lines, names it and pools it:
 *
 *   - the label: the title above the output ("Before:", "With this
 *     patch:", "@ linux 2.6.38.8"; on a flattened line the short words
 *     ending in ':' just before it), unless the output names its
 *     configuration itself (a series that already has a label keeps it);
 *   - runs: an output without a title of its own that follows the previous
 *     output of the same reader, with at most a command or a date between
 *     them, is another run of it: its values join the previous output's
 *     series (one series per metric, values = the runs; a series of no
 *     values holding the extremes of samples never printed keeps the least
 *     min and the greatest max of the runs).
 */

#define TK_UNIT 12

struct tout {
	struct xresult *r;
	const struct tstream *ts;
	int first, last;          /* the tokens the output spans */
	int s0, s1;               /* its series in r: [s0, s1) once ended */
	char title[96];           /* the title naming it, or "" */
	int run_titled;           /* the title numbered this run of it ("UP kernel, run 2:") */
	struct xseries head;      /* workload, versions, parameters from the heading */
};

/* Tokens i.. spell WORDS (single spaces between them, exact case): how many, else 0 */
int tk_words(const struct text *t, const struct tstream *ts, int i, const char *words);
/* The first token in [from, to) that starts WORDS, or -1 */
int tk_find(const struct text *t, const struct tstream *ts, int from, int to, const char *words);
/* Token i starts with PREFIX (exact case); nothing past the token is read (a log may end in it) */
int tk_opens(const struct text *t, const struct tstream *ts, int i, const char *prefix);
/* Token i ends with SUFFIX (exact case) */
int tk_ends(const struct text *t, const struct tstream *ts, int i, const char *suffix);
/*
 * Bytes [s, e) as one value as printed: the number with the unit letters
 * glued on ("466KB/s", "11.5k"), punctuation around it off; unit (TK_UNIT
 * bytes) gets the letters; x and unit may be NULL.  1 when it is one.
 */
int tk_value(const struct text *t, size_t s, size_t e, struct xnum *x, char *unit);
/* Token i's text into out (N bytes): 1, or 0 when it does not fit (out is then "") */
int tk_text(const struct text *t, const struct tstream *ts, int i, char *out, size_t n);
/* Token i as a value (tk_value) */
int tk_num(const struct text *t, const struct tstream *ts, int i, struct xnum *x, char *unit);
/* Token i as a number printf printed ("%.3f"): nothing glued on, no decimal comma; a log
 * whose number is broken ("0,2x") is rejected by ingest/report, not read around */
int tk_plain_num(const struct text *t, const struct tstream *ts, int i, struct xnum *x);
/* Token i all digits, zeros before them kept ("00052", cyclictest's and massive_intr's
 * padding, which the value reader takes for a code) */
int tk_padded_num(const struct text *t, const struct tstream *ts, int i, struct xnum *x);
/* "KEY" then a value, in token i ("IOPS=11.5k,", "avg=86.30,"): 1 when found */
int tk_keyed(const struct text *t, const struct tstream *ts, int i, const char *key,
	     struct xnum *x, char *unit);
/* Past the lines of cut marks ("[...]", "...") starting at token i: the first token after
 * them (i when none) */
int tk_past_cut(const struct text *t, const struct tstream *ts, int i);
/* The signature at token i may be read: not inside a patch or a listing */
int tk_readable(const struct xresult *r, const struct tstream *ts, int i);

/*
 * The title naming a printed output that starts at LINE (layout_title_above,
 * over a `date` or command line, else a short line ending in ':'; never a
 * "Time: 0.010" result line): into out, "" when none.  A run numbered after a
 * comma ("UP kernel, run 2:", "Stock, first run in full:") is cut off the
 * build's title: 1 when it was.
 */
int tk_title_above(const struct xresult *r, int line, char *out, size_t n);
/* A title saying the runs go on ("two more runs:", "the other two"), no build's name */
int tk_more_runs_title(const char *title);
/* The same, and the title's line (-1 when none): an output ends above the title of the next */
/* The name the command right above LINE's output gives it: the setting a session made
 * before it ("preempt_thresh=224"), the wrapper that tells it apart ("taskset -c 1"); its
 * line, else -1 */
int tk_command_title(const struct xresult *r, int line, char *out, size_t n);
int tk_title_line(const struct xresult *r, int line, char *out, size_t n);
/* Line L is a command that printed what is below it ("./hackbench -g 10", "perf stat ...") */
int tk_command_line(const struct text *t, int l);
/*
 * The line above LINE that ran `time` ("$ time ./build.sh ... release",
 * "# /usr/bin/time make"), whatever the command printed between it and
 * its time line; -1 when none (an output of another reader stops the way).
 */
#define TIME_CMD_UP 80
int tk_time_command_above(const struct xresult *r, int line);
/* An untitled output before one titled "with X" of the same tool and figure is "without X" */
void tk_name_untitled(struct xresult *r);
/* An output starting at token first: its heading (workload forced) and title */
void tk_begin(struct tout *o, struct xresult *r, const struct tstream *ts, int first,
	      const char *workload);
/* A series of the output over tokens [first, last] with value x (x may be NULL) */
struct xseries *tk_series(struct tout *o, int first, int last, const char *metric,
			  const char *unit, const struct xnum *x);
/* The label of the output ending right above LINE with nothing but blank lines, commands,
 * rules or lines the layout set aside between (the same session's run: "| jq ..." over its report,
 * "perf sched latency" after the benchmark it recorded), else "" */
/* Line l, less its indent, opens with one of OPENS (a list ending in NULL) */
int tk_line_opens_any(const struct text *t, int l, const char *const *opens);
/* The first token of the lines right over token i's line that IS says are the output's
 * (its banners, a script's chatter; blank lines among them when BLANKS), or i */
int tk_output_above(const struct text *t, const struct tstream *ts, int i, int (*is)(const struct text *, int),
		    int blanks);
const char *tk_run_above(const struct xresult *r, int line);
/* A series of the output over tokens [first, last] holding the summary sum (SUM_COUNT
 * fields), named NAME when NAME is not "" (a column's, a vector's) */
struct xseries *tk_summary_series(struct tout *o, int first, int last, const char *name,
				  const struct xnum *sum);
/* A series' own name (a column's, a vector's): its label, and the scheduler the vocabulary
 * finds in it */
void tk_label(struct xseries *s, const char *label);
/*
 * The output ends at token last: claim its lines, label its series, pool
 * them into *prev when they are another run of it.  *prev then describes
 * the output to pool the next one into.  Returns the series it added (0
 * when none: nothing is claimed).
 */
int tk_end(struct tout *o, int last, struct tout *prev);

/*
 * The loop every reader runs: when the text holds NEEDLE at all, each token
 * where STARTS says an output begins (and the line is readable) is read by
 * READ, which returns the last token it used.  Runs pool through one prev.
 */
typedef int tk_starts_fn(const struct xresult *r, const struct tstream *ts, int i);
typedef int tk_read_fn(struct xresult *r, const struct tstream *ts, int i, struct tout *prev);
void tk_scan(struct xresult *r, const char *needle, tk_starts_fn *starts, tk_read_fn *read);

#endif
