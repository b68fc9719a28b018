/* reline.c: line ends an archive lost, put back: a commit's trailers and patch, tables of bar-ended rows, ministat, time(1), lists */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "labels.h"
#include "reline.h"
#include "../report/mmtests-row.h"
#include "../../core/buf.h"
#include "../../core/banned.h"

#define CELL_MAX 80      /* bytes between two bars of one table */

static int blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

static void put_line(struct reline *r, size_t s, size_t e)
{
	if (r->n == r->cap)
		r->line = xrealloc(r->line, sizeof(*r->line) * (size_t)(r->cap = r->cap * 2 + 16));
	r->line[r->n][0] = s;
	r->line[r->n][1] = e;
	r->n++;
}

void reline_free(struct reline *r)
{
	free(r->line);
	r->line = NULL;
	r->n = r->cap = r->para = 0;
}

/* "--- kernel/sched/fair.c | 6 ++++--" at q: a patch's separator and its diffstat's first line */
static int diffstat_after(const char *p, size_t q, size_t e)
{
	size_t i = q + 4;

	while (i < e && p[i] != ' ')
		i++;
	return i > q + 4 && i + 4 < e && p[i + 1] == '|' && p[i + 2] == ' ' &&
	       isdigit((unsigned char)p[i + 3]);
}

/*
 * " kernel/sched/fair.c | 61 +++++----": a diffstat's line with no "---"
 * before it (a cover letter's, after its shortlog): the path's first byte,
 * else 0.  The path holds a '/' or a '.', the count is a number, and the
 * marks after it only '+' and '-'.
 */
static size_t diffstat_start(const char *p, size_t s, size_t e)
{
	const char *q;
	size_t from = s, a, i;

	while (from + 3 < e && (q = memmem(p + from, e - from, " | ", 3))) {
		size_t bar = (size_t)(q - p);
		from = bar + 3;
		for (a = bar; a > s && p[a - 1] != ' '; a--)
			;
		if (a == bar || !(memchr(p + a, '/', bar - a) || memchr(p + a, '.', bar - a)) ||
		    !isdigit((unsigned char)p[from]))
			continue;
		for (i = from; i < e && isdigit((unsigned char)p[i]); i++)
			;
		if (i + 2 < e && p[i] == ' ' && (p[i + 1] == '+' || p[i + 1] == '-'))
			return a;
	}
	return 0;
}

/*
 * Where, after s, a flattened mail's later part begins: its trailers, the
 * patch's separator with its diffstat, the diff.  Each of them opened a line;
 * put back on lines of their own, the trailers and the patch are left as a
 * printed post's are, and the text before them stays text.
 */
size_t reline_break(const char *p, size_t s, size_t e)
{
	static const char *const marks[] = { " Signed-off-by: ", " Reviewed-by: ", " Acked-by: ",
					     " Tested-by: ", " Reported-by: ", " Suggested-by: ",
					     " Co-developed-by: ", " diff --git a/", " --- ", NULL };
	const char *const *m;
	size_t best = 0, a;

	for (m = marks; *m; m++) {
		size_t n = strlen(*m), from = s;
		const char *q;
		while (from < (best ? best : e) && (q = memmem(p + from, (best ? best : e) - from, *m, n))) {
			size_t at = (size_t)(q - p) + 1;
			if ((*m)[1] != '-' || (*m)[2] != '-' || (*m)[3] != '-' || diffstat_after(p, at, e)) {
				best = at;
				break;
			}
			from = at;
		}
	}
	/* a diffstat with no "---" before it: the line it opened, and what follows */
	if ((a = diffstat_start(p, s, best ? best : e)) > s)
		best = a;
	return best;
}

/*
 * A table whose rows end with a bar and begin without one (perf sched
 * latency's: "Task | Runtime ms | ... | 1 massive_intr:(5) | 846018.956 ms |
 * ... | 2 massive_intr:(5) | ..."), flattened: no "| |" says where a row
 * ended, but a row is every k bars, k the header's cells, and its cells
 * after the first are figures shaped as the row before's.  A first cell
 * with more words than every other row's carries a title before the row's key
 * ("100ms massive_intr NO_PREEMPT_SHORT 1 massive_intr:(5)"), printed on a
 * line of its own.
 */
#define BAR_COLS_MAX 12
#define SHAPE_MAX 24

/* " avg: 0.273 ms " -> "a: 9.9 a": a cell's letters, digits and blanks as runs, trimmed */
static void cell_shape(const char *p, size_t a, size_t b, char *out)
{
	size_t o = 0;
	char last = 0;

	while (a < b && blank(p[a]))
		a++;
	while (b > a && blank(p[b - 1]))
		b--;
	for (; a < b && o + 1 < SHAPE_MAX; a++) {
		unsigned char c = (unsigned char)p[a];
		char k = isdigit(c) ? '9' : isalpha(c) ? 'a' : blank((char)c) ? ' ' : (char)c;
		if (k != last || !strchr("9a ", k))
			out[o++] = k;
		last = k;
	}
	out[o] = 0;
}

/* A value cell: one figure, maybe with words ("avg: 0.273 ms"); two numbers are two
 * cells run together ("1885.6 32": a row that ended without a bar, then the next's key) */
static int one_figure(const char *p, size_t a, size_t b)
{
	int digits = 0, numbers = 0;

	for (; a < b; a++) {
		if (isdigit((unsigned char)p[a]))
			digits = 1;
		if ((a == 0 || blank(p[a - 1])) &&
		    (isdigit((unsigned char)p[a]) || ((p[a] == '-' || p[a] == '+') && a + 1 < b &&
						      isdigit((unsigned char)p[a + 1]))))
			numbers++;
	}
	return digits && numbers <= 1;
}

/* The first token of [a, b): its bytes in *ts, *te; how many tokens [a, b) holds, at most 2 */
static int first_token(const char *p, size_t a, size_t b, size_t *ts, size_t *te)
{
	while (a < b && blank(p[a]))
		a++;
	*ts = a;
	while (a < b && !blank(p[a]))
		a++;
	*te = a;
	while (a < b && blank(p[a]))
		a++;
	return *te == *ts ? 0 : a < b ? 2 : 1;
}

/* The shape of the first figure of a cell ("avg: 0.273 ms" -> "9.9"), "" if none */
static void figure_shape(const char *p, size_t a, size_t b, char *out)
{
	size_t w;

	out[0] = 0;
	for (; a < b; a++)
		if (isdigit((unsigned char)p[a]) && (blank(p[a - 1]) || p[a - 1] == ':' || p[a - 1] == '|')) {
			for (w = a; w < b && !blank(p[w]); w++)
				;
			cell_shape(p, a, w, out);
			return;
		}
}

/*
 * A row's first cell that reads as the end of the row before: a figure shaped
 * as that row's last, then a key ("1885.6 32"), or a lone figure shaped as
 * one of its own row's ("2597.2 | 3241.60 tbench |"): rows that end without
 * a bar, their bars counted from the wrong one.
 */
static int key_misread(const char *p, size_t a, size_t b, char (*fig)[SHAPE_MAX], int k, const char *last)
{
	char shape[SHAPE_MAX];
	size_t ts, te;
	int n = first_token(p, a, b, &ts, &te), m;

	if (!n || !isdigit((unsigned char)p[ts]))
		return 0;
	cell_shape(p, ts, te, shape);
	if (n == 2)
		return *last && !strcmp(shape, last);
	for (m = 1; m < k; m++)
		if (!strcmp(shape, fig[m]))
			return 1;
	return 0;
}

/* How many rows of k cells follow the header's bars bar[0..k) alike; the cell between
 * bar[i - 1] and bar[i] is cell i */
static int rows_every(const char *p, const size_t *bar, int n, int k)
{
	char first[BAR_COLS_MAX][SHAPE_MAX], shape[SHAPE_MAX], fig[BAR_COLS_MAX][SHAPE_MAX];
	char last[SHAPE_MAX] = "";
	int j, m;

	for (j = 1; (j + 1) * k <= n; j++) {
		int alike = 0;
		for (m = 1; m < k; m++) {
			size_t a = bar[j * k + m - 1] + 1, b = bar[j * k + m];
			if (!one_figure(p, a, b))
				return j - 1;
			cell_shape(p, a, b, j == 1 ? first[m] : shape);
			figure_shape(p, a, b, fig[m]);
			alike += j == 1 || !strcmp(first[m], shape);
		}
		if (alike * 5 < (k - 1) * 4 ||
		    key_misread(p, bar[j * k - 1] + 1, bar[j * k], fig, k, last))
			return j - 1;
		memcpy(last, fig[k - 1], sizeof(last));
	}
	return j - 1;
}

static int words_in(const char *p, size_t a, size_t b, size_t *from_end, int keep)
{
	int n = 0;
	size_t i = b;

	/* counted from the end: *from_end is where the last KEEP words begin */
	while (i > a) {
		while (i > a && blank(p[i - 1]))
			i--;
		if (i == a)
			break;
		while (i > a && !blank(p[i - 1]))
			i--;
		if (++n == keep)
			*from_end = i;
	}
	return n;
}

/* The bars of the run from the first bar in [s, e), no cell longer than CELL_MAX */
static int bar_run(const char *p, size_t s, size_t e, size_t **bar)
{
	const char *q = memchr(p + s, '|', e - s);
	int n = 0, cap = 0;

	while (q) {
		size_t at = (size_t)(q - p);
		if (n && at - (*bar)[n - 1] > CELL_MAX)
			break;
		if (n == cap)
			*bar = xrealloc(*bar, sizeof(**bar) * (size_t)(cap = cap * 2 + 32));
		(*bar)[n++] = at;
		q = memchr(q + 1, '|', e - at - 1);
	}
	return n;
}


/* The table's k and rows in the bars bar[0..n), its header's first bar the first */
static int bar_table(const char *p, const size_t *bar, int n, int *rows)
{
	int k, best_k = 0;

	*rows = 0;
	for (k = 2; k <= BAR_COLS_MAX && k <= n; k++) {
		int r = rows_every(p, bar, n, k);
		if (r >= 2 && (r + 1) * k > (*rows + 1) * best_k) {
			best_k = k;
			*rows = r;
		}
	}
	return best_k;
}

/* The table's lines, its header's first bar bar[0]; the end of its last row */
static size_t bar_lines(const char *p, size_t s, const size_t *bar, int k, int rows, struct reline *out)
{
	size_t from = 0;
	int j, keys = 1 << 20;

	for (j = 2; j <= rows; j++) {
		int w = words_in(p, bar[j * k - 1] + 1, bar[j * k], &from, 0);
		keys = w < keys ? w : keys;
	}
	/* the header's first cell: as many words as a row's key, after the sentence before it */
	out->start = s;
	if (keys > 0 && words_in(p, s, bar[0], &from, keys) >= keys && from > s) {
		size_t i;
		for (i = bar[0] - 1; i > from; i--)
			if (blank(p[i]) && strchr(".:!?", p[i - 1]))
				break;
		out->start = i > from ? i : from;
	}
	put_line(out, out->start, bar[k - 1] + 1);
	for (j = 1; j <= rows; j++) {
		size_t a = bar[j * k - 1] + 1;
		if (keys > 0 && words_in(p, a, bar[j * k], &from, keys) >= keys + 1) {
			put_line(out, a, from);
			a = from;
		}
		put_line(out, a, bar[j * k + k - 1] + 1);
	}
	return bar[rows * k + k - 1] + 1;
}

int reline_bar_rows(const char *p, size_t s, size_t e, struct reline *out)
{
	size_t *bar = NULL, from = s;
	int n, o, k, rows;

	out->n = 0;
	while (!out->n && from < e && (n = bar_run(p, from, e, &bar)) > 0) {
		/* bars of the text before the header's first are not its */
		for (o = 0; o < n && o < BAR_COLS_MAX; o++)
			if ((k = bar_table(p, bar + o, n - o, &rows))) {
				out->end = bar_lines(p, s, bar + o, k, rows, out);
				break;
			}
		from = bar[n - 1] + 1;
	}
	free(bar);
	return out->n > 0;
}

/*
 * ministat's output flattened: "x 4bsd.txt + ule.txt +------+ | x + | +------+
 * N Min Max Median Avg Stddev x 9 2.43 ... + 11 2.15 ... Difference at 95.0%
 * confidence -0.30 +/- 0.016 -12.2% +/- 0.65% (Student's t, pooled s = 0.017)".
 * The summary header is the signature; before it the plot between its two
 * borders, the legend's symbol and name pairs ending at "x", and a title of a
 * few words after a sentence's end ("... lesser is better) Without patch");
 * after it the rows, a symbol and the header's count of figures, then the
 * Difference block.  Each goes on its own line, as ministat printed it.
 */
#define TITLE_WORDS 6
#define LEGEND_MAX 7
#define PLOT_TOKENS 600

struct toks {
	size_t (*at)[2];
	int n, cap;
};

static void toks_of(const char *p, size_t s, size_t e, struct toks *k)
{
	size_t i = s, b;

	while (i < e) {
		while (i < e && blank(p[i]))
			i++;
		if (i >= e)
			break;
		for (b = i; i < e && !blank(p[i]); i++)
			;
		if (k->n == k->cap)
			k->at = xrealloc(k->at, sizeof(*k->at) * (size_t)(k->cap = k->cap * 2 + 64));
		k->at[k->n][0] = b;
		k->at[k->n][1] = i;
		k->n++;
	}
}

static int tok_eq(const char *p, const struct toks *k, int i, const char *w)
{
	size_t n = strlen(w);

	return i >= 0 && i < k->n && k->at[i][1] - k->at[i][0] == n && !memcmp(p + k->at[i][0], w, n);
}

static int symbol_tok(const char *p, const struct toks *k, int i)
{
	return i >= 0 && i < k->n && k->at[i][1] - k->at[i][0] == 1 && strchr("x+*%#@O", p[k->at[i][0]]);
}

static int number_tok(const char *p, const struct toks *k, int i)
{
	const char *q, *e;

	if (i < 0 || i >= k->n)
		return 0;
	q = p + k->at[i][0];
	e = p + k->at[i][1];
	if ((*q == '-' || *q == '+') && e - q > 1)
		q++;
	/* a "." that ends the text has no digit after it to read */
	return isdigit((unsigned char)*q) || (*q == '.' && q + 1 < e && isdigit((unsigned char)q[1]));
}

/* "+------------+": the plot's top or bottom */
static int plot_border(const char *p, const struct toks *k, int i)
{
	size_t a = k->at[i][0], b = k->at[i][1], j;

	if (b - a < 4 || p[a] != '+' || p[b - 1] != '+')
		return 0;
	for (j = a + 1; j + 1 < b; j++)
		if (p[j] != '-')
			return 0;
	return 1;
}

static int row_start(const char *p, const struct toks *k, int i)
{
	return symbol_tok(p, k, i) && number_tok(p, k, i + 1);
}

/* The first token of the legend, the plot and a title before the header at h */
static int lead_in(const char *p, const struct toks *k, int h, int *legend, int *plot)
{
	int first = h, q, t;

	*legend = *plot = -1;
	if (h > 0 && plot_border(p, k, h - 1))
		for (q = h - 2; q >= 0 && q >= h - PLOT_TOKENS; q--)
			if (plot_border(p, k, q)) {
				*plot = first = q;
				break;
			}
	for (q = first; q >= 2 && symbol_tok(p, k, q - 2) && !symbol_tok(p, k, q - 1) &&
	     (first - q) / 2 < LEGEND_MAX; q -= 2)
		if (p[k->at[q - 2][0]] == 'x') {
			*legend = first = q - 2;
			break;
		}
	/* a title: a few words after a sentence's end */
	for (t = first - 1; t >= 0 && first - t <= TITLE_WORDS; t--)
		if (strchr(".:)!?", p[k->at[t][1] - 1]))
			return t + 1;
	return first;
}

static int summary_rows(const char *p, const struct toks *k, int r, int cols, struct reline *out)
{
	while (row_start(p, k, r)) {
		int c = 0;
		while (c < cols && number_tok(p, k, r + 1 + c))
			c++;
		put_line(out, k->at[r][0], k->at[r + c][1]);
		r += 1 + c;
	}
	return r;
}

/* "Difference at 95.0% confidence", its two "+/-" lines and "(Student's t, pooled s = X)" */
static int difference(const char *p, const struct toks *k, int r, struct reline *out)
{
	int j;

	if (tok_eq(p, k, r, "No") && tok_eq(p, k, r + 1, "difference") && r + 5 < k->n) {
		put_line(out, k->at[r][0], k->at[r + 5][1]);
		return r + 6;
	}
	if (!tok_eq(p, k, r, "Difference") || !tok_eq(p, k, r + 1, "at") || r + 3 >= k->n)
		return r;
	put_line(out, k->at[r][0], k->at[r + 3][1]);
	for (r += 4, j = 0; j < 2 && tok_eq(p, k, r + 1, "+/-") && r + 2 < k->n; j++, r += 3)
		put_line(out, k->at[r][0], k->at[r + 2][1]);
	if (r < k->n && p[k->at[r][0]] == '(')
		for (j = r; j < k->n && j < r + 8; j++)
			if (p[k->at[j][1] - 1] == ')') {
				put_line(out, k->at[r][0], k->at[j][1]);
				return j + 1;
			}
	return r;
}

int reline_ministat(const char *p, size_t s, size_t e, struct reline *out)
{
	static const char *const head[] = { "N", "Min", "Max", "Median", "Avg", "Stddev" };
	struct toks k = { 0 };
	int i, h, j, r, first, legend, plot, title_end, found = 0;

	out->n = 0;
	toks_of(p, s, e, &k);
	for (i = 0; i + 6 < k.n && !found; i++) {
		for (h = 0; h < 6 && tok_eq(p, &k, i + h, head[h]); h++)
			;
		if (h < 6)
			continue;
		/* columns after Stddev ("Improvement") up to the first row */
		for (j = i + 6; j < k.n && j < i + 10 && !row_start(p, &k, j); j++)
			;
		if (!row_start(p, &k, j))
			continue;
		found = 1;
		first = lead_in(p, &k, i, &legend, &plot);
		title_end = legend >= 0 ? legend : plot >= 0 ? plot : i;
		out->start = k.at[first][0];
		out->para = 1;
		if (first < title_end)
			put_line(out, k.at[first][0], k.at[title_end - 1][1]);
		for (r = legend; r >= 0 && r < (plot >= 0 ? plot : i); r += 2)
			put_line(out, k.at[r][0], k.at[r + 1][1]);
		if (plot >= 0)
			put_line(out, k.at[plot][0], k.at[i - 1][1]);
		put_line(out, k.at[i][0], k.at[j - 1][1]);
		r = difference(p, &k, summary_rows(p, &k, j, j - i, out), out);
		out->end = k.at[r - 1][1];
	}
	free(k.at);
	return found;
}

/*
 * time(1)'s output flattened: "current, without softupdates (SMP BUILD):
 * 2760.07 real 2514.37 user 777.96 sys 2705.11 real ... current, with
 * softupdates (SMP BUILD): 2358.11 real ...".  Each time line goes back on a
 * line of its own, and the few words between two of them (TIME_TITLE at
 * most) on theirs: the title of the runs after them, as printed.  Before
 * the first, a title is the words after the last sentence's end.  The
 * forms: BSD's "N real N user N sys" (OpenBSD's "XmY.Zs real ... system");
 * POSIX's "real N user N sys N"; csh's "Nu Ns H:MM:SS.ss P% ...k ...io
 * ...pf+Nw"; bash's "real XmY.Zs user ... sys ..."; GNU's "Nuser
 * Nsystem M:SS.sselapsed P%CPU (...) ... (...)pagefaults Nswaps".
 */
#define TIME_TITLE 10

/* [a, b) is a number ("2760.07"; with COLON, a clock "1:37:39.77") and then exactly SUFFIX */
static int number_then(const char *p, size_t a, size_t b, const char *suffix, int colon)
{
	size_t n = strlen(suffix), i;
	int digits = 0;

	if (b - a <= n || memcmp(p + b - n, suffix, n))
		return 0;
	for (i = a; i < b - n; i++) {
		if (isdigit((unsigned char)p[i]))
			digits = 1;
		else if (p[i] != '.' && !(colon && p[i] == ':'))
			return 0;
	}
	return digits && isdigit((unsigned char)p[a]);
}

static int tok_number(const char *p, const struct toks *k, int i, const char *suffix, int colon)
{
	return i < k->n && number_then(p, k->at[i][0], k->at[i][1], suffix, colon);
}

/* bash's "0m20.669s" (or "20.669s"), POSIX's "20.67" */
static int bash_duration(const char *p, const struct toks *k, int i)
{
	const char *m;

	if (i >= k->n)
		return 0;
	m = memchr(p + k->at[i][0], 'm', k->at[i][1] - k->at[i][0]);
	if (!m)
		return tok_number(p, k, i, "s", 0) || tok_number(p, k, i, "", 0);
	return number_then(p, k->at[i][0], (size_t)(m - p) + 1, "m", 0) &&
	       number_then(p, (size_t)(m - p) + 1, k->at[i][1], "s", 0);
}

/* Tokens after i that end with one of ENDS, while each holds a '+' (csh's "842+1080k 45105+176988io 3208pf+0w") */
static int plus_tail(const char *p, const struct toks *k, int i, int max)
{
	int j;

	for (j = 0; j < max && i + j < k->n &&
	     memchr(p + k->at[i + j][0], '+', k->at[i + j][1] - k->at[i + j][0]); j++)
		;
	return j;
}

/* Digits after the point of token i, -1 without one */
static int decimals(const char *p, const struct toks *k, int i)
{
	const char *dot = memchr(p + k->at[i][0], '.', k->at[i][1] - k->at[i][0]);

	return dot ? (int)(p + k->at[i][1] - dot - 1) : -1;
}

/* time -l's "205540 maximum resident set size" at i: its tokens, else 0 */
static int rusage_line(const char *p, const struct toks *k, int i)
{
	int j;

	/* "1851.02 real ..." is the next run's line */
	if (!tok_number(p, k, i, "", 0) || tok_eq(p, k, i + 1, "real"))
		return 0;
	for (j = i + 1; j < k->n && j <= i + 5 && islower((unsigned char)p[k->at[j][0]]); j++)
		;
	return j - i >= 2 ? j - i : 0;
}

static int rusage_lines(const char *p, const struct toks *k, int i)
{
	int n = 0, m;

	while ((m = rusage_line(p, k, i + n)))
		n += m;
	return n;
}

/* The tokens of a time line at i, else 0 */
static int time_at(const char *p, const struct toks *k, int i)
{
	int j;

	/* "6.6 real 582.84 user 524.55 sys 58.28 next" is a title and POSIX's lines, "36.76
	 * real 33.09 user 3.68 sys 6.6 next" BSD's line and a title: the figure printed as
	 * the times between is the time */
	if (tok_number(p, k, i, "", 0) && tok_eq(p, k, i + 1, "real") && tok_number(p, k, i + 2, "", 0) &&
	    tok_eq(p, k, i + 3, "user") && tok_number(p, k, i + 4, "", 0) && tok_eq(p, k, i + 5, "sys") &&
	    !(tok_number(p, k, i + 6, "", 0) && !tok_eq(p, k, i + 7, "real") && !rusage_line(p, k, i + 6) &&
	      decimals(p, k, i) != decimals(p, k, i + 2) && decimals(p, k, i + 6) == decimals(p, k, i + 2)))
		return 6 + rusage_lines(p, k, i + 6);
	/* OpenBSD's: "3864m20.22s real 3118m42.05s user 550m22.10s system" */
	if (bash_duration(p, k, i) && memchr(p + k->at[i][0], 'm', k->at[i][1] - k->at[i][0]) &&
	    tok_eq(p, k, i + 1, "real") && bash_duration(p, k, i + 2) && tok_eq(p, k, i + 3, "user") &&
	    bash_duration(p, k, i + 4) && (tok_eq(p, k, i + 5, "sys") || tok_eq(p, k, i + 5, "system")))
		return 6;
	/* a name may stand beside the real line ("real 13m15.246s --disable-checking user ...") */
	if (tok_eq(p, k, i, "real") && bash_duration(p, k, i + 1)) {
		for (j = i + 2; j < k->n && j < i + 2 + TIME_TITLE && !tok_eq(p, k, j, "user"); j++)
			;
		if (tok_eq(p, k, j, "user") && bash_duration(p, k, j + 1) && tok_eq(p, k, j + 2, "sys") &&
		    bash_duration(p, k, j + 3))
			return j + 4 - i;
	}
	if (tok_number(p, k, i, "u", 0) && tok_number(p, k, i + 1, "s", 0) && tok_number(p, k, i + 2, "", 1) &&
	    tok_number(p, k, i + 3, "%", 0))
		return 4 + plus_tail(p, k, i + 4, 3);
	/* and its "(0avgtext+0avgdata 1234maxresident)k 0inputs+0outputs (0major+88minor)pagefaults 0swaps" */
	if (tok_number(p, k, i, "user", 0) && tok_number(p, k, i + 1, "system", 0) &&
	    tok_number(p, k, i + 2, "elapsed", 1) && tok_number(p, k, i + 3, "%CPU", 0)) {
		for (j = i + 4; j < k->n && j < i + 9 && (memchr(p + k->at[j][0], '+', k->at[j][1] - k->at[j][0]) ||
							tok_number(p, k, j, "maxresident)k", 0) ||
							tok_number(p, k, j, "swaps", 0)); j++)
			;
		return j - i;
	}
	return 0;
}

static int prompt_tok(const char *p, const struct toks *k, int j)
{
	return k->at[j][1] - k->at[j][0] == 1 && strchr("$#%", p[k->at[j][0]]);
}

/* The first token of a title before the time line at i: words after a sentence's end,
 * before the command that ran it ("6.6 kernel: $ time make -j8") */
static int title_before(const char *p, const struct toks *k, int from, int i)
{
	int t, c = i;

	for (t = i - 1; t >= from && i - t <= TIME_TITLE; t--)
		if (prompt_tok(p, k, t)) {
			c = t;
			break;
		}
	for (t = c - 1; t >= from && c - t <= TIME_TITLE; t--)
		if (t < c - 1 && strchr(".:!?", p[k->at[t][1] - 1]))
			return t + 1;
	return t < from ? from : c;
}

/* A title, and a command after it ("== 6.6 == # time ./hackbench 20"): each on a line */
static void title_lines(const char *p, const struct toks *k, int a, int b, struct reline *out)
{
	int j;

	for (j = a + 1; j < b && !prompt_tok(p, k, j); j++)
		;
	put_line(out, k->at[a][0], k->at[j - 1][1]);
	if (j < b)
		put_line(out, k->at[j][0], k->at[b - 1][1]);
}

/* The time line at i of n tokens; bash's and POSIX's three, "real X [name]", "user Y", "sys Z" */
static void time_lines(const char *p, const struct toks *k, int i, int n, struct reline *out)
{
	int j;

	if (!tok_eq(p, k, i, "real")) {
		/* BSD's line, then time -l's lines */
		int first = n > 6 && tok_eq(p, k, i + 5, "sys") ? 6 : n, m;
		put_line(out, k->at[i][0], k->at[i + first - 1][1]);
		for (j = i + first; j < i + n; j += m) {
			m = rusage_line(p, k, j);
			put_line(out, k->at[j][0], k->at[j + m - 1][1]);
		}
		return;
	}
	put_line(out, k->at[i][0], k->at[i + n - 5][1]);
	for (j = n - 4; j < n; j += 2)
		put_line(out, k->at[i + j][0], k->at[i + j + 1][1]);
}

/* The time lines of one run from the first: each's first token in at[], its tokens in n[] */
static int time_run(const char *p, const struct toks *k, int *at, int *n, int max)
{
	int i, c = 0, len;

	for (i = 0; i < k->n && c < max; i++) {
		if (!(len = time_at(p, k, i)))
			continue;
		if (c && i - (at[c - 1] + n[c - 1]) > TIME_TITLE)
			break;
		at[c] = i;
		n[c++] = len;
		i += len - 1;
	}
	return c;
}

#define TIME_LINES 64

/*
 * A figure right after a time line ("-j6 831.10 real 2793.94 user 524.58 sys
 * 1494.2 RSA -j8 803.34 real ..."): the time lines are cells of a table's
 * rows, which the flattened-table readers read; a title opens with words or
 * a version ("6.6 kernel:"), not with a figure
 */
static int table_cells(const char *p, const struct toks *k, const int *at, const int *n, int c)
{
	int j, f;

	for (j = 0; j < c; j++) {
		const char *q, *dot;
		/* the next BSD line, whole or cut off where the excerpt ends, is no cell */
		if ((f = at[j] + n[j]) >= k->n || (j + 1 < c && f == at[j + 1]) || !tok_number(p, k, f, "", 0) ||
		    tok_eq(p, k, f + 1, "real"))
			continue;
		q = p + k->at[f][0];
		dot = memchr(q, '.', k->at[f][1] - k->at[f][0]);
		if (!dot || dot - q > 2)
			return 1;
	}
	return 0;
}

int reline_time(const char *p, size_t s, size_t e, struct reline *out)
{
	struct toks k = { 0 };
	int at[TIME_LINES], n[TIME_LINES], c, j, first, gap;

	out->n = 0;
	toks_of(p, s, e, &k);
	if (!(c = time_run(p, &k, at, n, TIME_LINES)) || table_cells(p, &k, at, n, c))
		goto out;
	/* no sentence's end within reach: the first title is as long as the next */
	first = title_before(p, &k, 0, at[0]);
	for (j = 1; j < c && first == at[0]; j++)
		if ((gap = at[j] - (at[j - 1] + n[j - 1])) > 0 && gap <= at[0])
			first = at[0] - gap;
	out->start = k.at[first][0];
	out->para = 1;
	for (j = 0; j < c; j++) {
		first = j ? at[j - 1] + n[j - 1] : first;
		if (first < at[j])
			title_lines(p, &k, first, at[j], out);
		time_lines(p, &k, at[j], n[j], out);
	}
	out->end = k.at[at[c - 1] + n[c - 1] - 1][1];
out:
	free(k.at);
	return out->n > 0;
}

/*
 * A list flattened: "... to the wake-up path. * 1 Thread: (+1.8%) * 2
 * Threads: (+4.0%) - Tipping Point (4 tasks): ...".  A lone "*", "-" or "•"
 * after a sentence's end, a parenthesis or a figure and before a capital or
 * a digit opens an item; two such "*" or "•", or three "-" (a dash in a
 * sentence is common), make a list, each item back on a line of its own;
 * in a list so found, an item may also follow a word or a number.
 */
/* "hackbench: -3.2%", "tbench 64 clients: +1.8%": an item that keys a figure, whatever its case */
static int keyed_item(const char *p, const struct toks *k, int j)
{
	int m;

	for (m = j; m < j + 3 && m + 1 < k->n; m++)
		if (p[k->at[m][1] - 1] == ':') {
			unsigned char c = (unsigned char)p[k->at[m + 1][0]];
			return isdigit(c) || strchr("+-~(", c);
		}
	return 0;
}

static int bullet_at(const char *p, const struct toks *k, int i, int loose)
{
	size_t a = k->at[i][0], n = k->at[i][1] - a;
	unsigned char next, end;

	if (i == 0 || i + 1 >= k->n)
		return 0;
	/* in a list already found, an item may end without a stop ("... to 2.6.27.2 - My ...") */
	end = (unsigned char)p[k->at[i - 1][1] - 1];
	if (!strchr(".:)%", end) && !(loose && isalnum(end)))
		return 0;
	next = (unsigned char)p[k->at[i + 1][0]];
	if (!isupper(next) && !isdigit(next) && !keyed_item(p, k, i + 1))
		return 0;
	if (n == 1 && (p[a] == '*' || p[a] == '-'))
		return p[a];
	return n == 3 && !memcmp(p + a, "\xe2\x80\xa2", 3) ? '*' : 0;
}

int reline_bullets(const char *p, size_t s, size_t e, struct reline *out)
{
	struct toks k = { 0 };
	int i, stars = 0, dashes = 0, prev = -1, kind, shortest = 1 << 20;

	out->n = 0;
	toks_of(p, s, e, &k);
	for (i = 0; i < k.n; i++) {
		kind = bullet_at(p, &k, i, 0);
		stars += kind == '*';
		dashes += kind == '-';
	}
	for (i = 0; i < k.n && (stars >= 2 || dashes >= 3); i++) {
		kind = bullet_at(p, &k, i, 1);
		if (!kind || (kind == '*' && stars < 2) || (kind == '-' && dashes < 3))
			continue;
		if (prev < 0)
			out->start = k.at[i][0];
		else
			put_line(out, k.at[prev][0], k.at[i - 1][1]);
		if (prev >= 0 && i - prev < shortest)
			shortest = i - prev;
		prev = i;
	}
	/* the last item ends with its first sentence, or where a capital opens one after as
	 * many words as the shortest item has: what follows is not the list's */
	if (prev >= 0 && out->n) {
		for (i = prev + 1; i + 1 < k.n; i++)
			if (isupper((unsigned char)p[k.at[i + 1][0]]) &&
			    (strchr(".!?", p[k.at[i][1] - 1]) || i + 1 - prev >= shortest))
				break;
		put_line(out, k.at[prev][0], k.at[i][1]);
		out->end = k.at[i][1];
	}
	free(k.at);
	return out->n > 0;
}

/*
 * Records flattened: "248 MB/s real = 86.74, user = 0.01, sys = 21.65, 24%
 * cpu 248 MB/s real = 86.81, ..." (a command's line a run, its format its
 * own): the same words and signs around other figures, again and again.
 * A unit of RECORD_MIN to RECORD_MAX tokens holding a key ("real =",
 * "user:") and a figure, three times or more in a row, goes back on a line
 * a time; a few words after a sentence before them (a title, "@ linux
 * 2.6.39.4") on a line of their own.
 */
#define RECORD_MIN 4
#define RECORD_MAX 24
#define RECORD_KEYS 6

/* Two tokens alike but for their figures ("86.74," and "0.01,"; "248" and "49.0") */
static int same_class(const char *p, const struct toks *k, int a, int b)
{
	size_t i = k->at[a][0], ie = k->at[a][1], j = k->at[b][0], je = k->at[b][1];

	while (i < ie && j < je) {
		if (isdigit((unsigned char)p[i]) && isdigit((unsigned char)p[j])) {
			while (i < ie && (isdigit((unsigned char)p[i]) || (p[i] == '.' && i + 1 < ie &&
									  isdigit((unsigned char)p[i + 1]))))
				i++;
			while (j < je && (isdigit((unsigned char)p[j]) || (p[j] == '.' && j + 1 < je &&
									  isdigit((unsigned char)p[j + 1]))))
				j++;
			continue;
		}
		if (p[i++] != p[j++])
			return 0;
	}
	return i == ie && j == je;
}

static int key_tok(const char *p, const struct toks *k, int i)
{
	char c = p[k->at[i][1] - 1];

	return (c == ':' || c == '=') && !isdigit((unsigned char)p[k->at[i][0]]);
}

/* Tokens alike as a record's: a key the same word ("real =", not "-j6:" and "-j8:",
 * which key a table's rows), any other alike but for its figures */
static int same_in_record(const char *p, const struct toks *k, int a, int b)
{
	if (key_tok(p, k, a) || key_tok(p, k, b))
		return k->at[a][1] - k->at[a][0] == k->at[b][1] - k->at[b][0] &&
		       !memcmp(p + k->at[a][0], p + k->at[b][0], k->at[a][1] - k->at[a][0]);
	return same_class(p, k, a, b);
}

/* Times the unit [i, i + u) repeats from i (1: once, no repeat) */
static int repeats(const char *p, const struct toks *k, int i, int u)
{
	int r = 1, j;

	for (;;) {
		if (i + (r + 1) * u > k->n)
			return r;
		for (j = 0; j < u; j++)
			if (!same_in_record(p, k, i + j, i + r * u + j))
				return r;
		r++;
	}
}

static int record_unit(const char *p, const struct toks *k, int i, int u)
{
	int j, key = 0, fig = 0;

	for (j = i; j < i + u; j++) {
		key |= key_tok(p, k, j);
		fig |= isdigit((unsigned char)p[k->at[j][0]]);
	}
	return key && fig;
}

int reline_records(const char *p, size_t s, size_t e, struct reline *out)
{
	struct toks k = { 0 };
	int i, u, r, keys = 0, j;

	out->n = 0;
	toks_of(p, s, e, &k);
	for (i = 0; i < k.n; i++)
		keys += key_tok(p, &k, i);
	for (i = 0; i < k.n && keys >= RECORD_KEYS && !out->n; i++)
		for (u = RECORD_MIN; u <= RECORD_MAX && i + 3 * u <= k.n; u++) {
			if (!same_in_record(p, &k, i, i + u) || !record_unit(p, &k, i, u) ||
			    (r = repeats(p, &k, i, u)) < 3)
				continue;
			/* a title of a few words after a sentence: "... results: @ linux 2.6.38.8" */
			j = title_before(p, &k, 0, i);
			out->start = k.at[j][0];
			out->para = 1;
			if (j < i)
				put_line(out, k.at[j][0], k.at[i - 1][1]);
			for (j = 0; j < r; j++)
				put_line(out, k.at[i + j * u][0], k.at[i + j * u + u - 1][1]);
			out->end = k.at[i + r * u - 1][1];
			break;
		}
	free(k.at);
	return out->n > 0;
}

/*
 * Before a group of rows put back at token i: the few words after a sentence
 * before the first group (LAST < 0) are the rows' title, the words between
 * two groups (from token LAST) the next group's; each on a line of its own.
 */
static void group_opening(const char *p, const struct toks *k, int i, int last, struct reline *out)
{
	int h;

	if (last >= 0) {
		if (i > last)
			put_line(out, k->at[last][0], k->at[i - 1][1]);
		return;
	}
	h = title_before(p, k, 0, i);
	out->start = k->at[h][0];
	out->para = 1;
	if (h < i)
		put_line(out, k->at[h][0], k->at[i - 1][1]);
}

/*
 * Runs numbered on a row's line, flattened: "2.6.31: run1: 192.4 run2:
 * 191.8 run3: 193.1 2.6.31-bfs221: run1: 189.9 ..." (a key, then runs
 * numbered from 1, each key and figure).  Each row goes back on a line, the
 * words between two rows (the next group's title) on a line of their own.
 */
#define RUN_ROWS_MIN 2

/* "run1:", "#2:", "3:": the number of the run token i keys, else 0 */
static int run_key(const char *p, const struct toks *k, int i)
{
	size_t a = k->at[i][0], e = k->at[i][1];
	int v = 0;

	if (e - a < 2 || p[e - 1] != ':')
		return 0;
	if (e - a > 4 && !strncasecmp(p + a, "run", 3))
		a += 3;
	else if (p[a] == '#')
		a++;
	for (e--; a < e && isdigit((unsigned char)p[a]) && v < 1000; a++)
		v = v * 10 + (p[a] - '0');
	return a == e ? v : 0;
}

/* A row at token i: a key ending in ':' that numbers no run, then run 1, 2 ... each with its
 * figure; the token after it, else i */
static int run_row(const char *p, const struct toks *k, int i)
{
	int j = i + 1, want = 1;

	if (p[k->at[i][1] - 1] != ':' || run_key(p, k, i))
		return i;
	while (j + 1 < k->n && run_key(p, k, j) == want && isdigit((unsigned char)p[k->at[j + 1][0]])) {
		j += 2;
		want++;
	}
	return want > RUN_ROWS_MIN ? j : i;
}

int reline_run_rows(const char *p, size_t s, size_t e, struct reline *out)
{
	struct toks k = { 0 };
	int i, j, last = -1;

	out->n = 0;
	toks_of(p, s, e, &k);
	for (i = 0; i < k.n; i++) {
		if ((j = run_row(p, &k, i)) == i)
			continue;
		group_opening(p, &k, i, last, out);
		put_line(out, k.at[i][0], k.at[j - 1][1]);
		out->end = k.at[j - 1][1];
		last = j;
		i = j - 1;
	}
	free(k.at);
	return out->n > 0;
}

/*
 * One key repeated, each with its figure, flattened: "2.6.21-rc7: Time: 1.212
 * Time: 1.187 Time: 1.240 2.6.21-rc7-cfs-v3: Time: 0.921 ..." (hackbench's
 * Time lines, a tool's result line a run).  Each key and figure goes back on
 * a line, the words between two groups (the next group's title) on one of
 * their own.
 */
#define KEY_RUNS_MIN 2

/* The key at token i repeated with a figure after each: the token after the group, else i */
static int key_runs(const char *p, const struct toks *k, int i)
{
	size_t n = k->at[i][1] - k->at[i][0];
	int j = i, reps = 0;

	if (p[k->at[i][1] - 1] != ':' || !key_tok(p, k, i))
		return i;
	while (j + 1 < k->n && k->at[j][1] - k->at[j][0] == n && !memcmp(p + k->at[j][0], p + k->at[i][0], n) &&
	       number_tok(p, k, j + 1)) {
		j += 2;
		reps++;
	}
	return reps >= KEY_RUNS_MIN ? j : i;
}

int reline_key_runs(const char *p, size_t s, size_t e, struct reline *out)
{
	struct toks k = { 0 };
	int i, j, r, last = -1;

	out->n = 0;
	toks_of(p, s, e, &k);
	for (i = 0; i < k.n; i++) {
		if ((j = key_runs(p, &k, i)) == i)
			continue;
		group_opening(p, &k, i, last, out);
		for (r = i; r < j; r += 2)
			put_line(out, k.at[r][0], k.at[r + 1][1]);
		out->end = k.at[j - 1][1];
		last = j;
		i = j - 1;
	}
	free(k.at);
	return out->n > 0;
}

/*
 * Rows keyed by a name and a colon, the same count of figures on each,
 * flattened: "ULE: 1587.3 1592.1 1580.8 4BSD: 1611.0 1624.7 1608.2" (a
 * build's runs a row).  Two rows or more, three figures or more a row,
 * one after the other: each back on its line.
 */
#define KEYED_ROWS_MIN 2
#define KEYED_FIGS_MIN 3

/* The figures after the key at token i (0 when it is no key) */
static int keyed_figures(const char *p, const struct toks *k, int i)
{
	size_t a = k->at[i][0], e = k->at[i][1], l;
	int j = i + 1;

	/* "ULE:", "4BSD:", "r328000:": a name with a letter in it, and its colon */
	for (l = a; l < e && !isalpha((unsigned char)p[l]); l++)
		;
	if (e - a < 2 || p[e - 1] != ':' || l == e)
		return 0;
	while (j < k->n && number_tok(p, k, j) && p[k->at[j][1] - 1] != ':')
		j++;
	return j - i - 1;
}

int reline_keyed_rows(const char *p, size_t s, size_t e, struct reline *out)
{
	struct toks k = { 0 };
	int i, j, f, rows;

	out->n = 0;
	toks_of(p, s, e, &k);
	for (i = 0; i < k.n && !out->n; i++) {
		if ((f = keyed_figures(p, &k, i)) < KEYED_FIGS_MIN)
			continue;
		for (j = i, rows = 0; j < k.n && keyed_figures(p, &k, j) == f; j += f + 1)
			rows++;
		if (rows < KEYED_ROWS_MIN)
			continue;
		group_opening(p, &k, i, -1, out);
		for (j = i; j < i + rows * (f + 1); j += f + 1)
			put_line(out, k.at[j][0], k.at[j + f][1]);
		out->end = k.at[j - 1][1];
	}
	free(k.at);
	return out->n > 0;
}

/*
 * Rows of two figures set apart by "vs", flattened: "SCHED_4BSD vs SCHED_M2
 * (real, seconds): run 1: 2412 vs 2455 run 2: 2398 vs 2461" (a key of one
 * or two words and its colon, a figure, "vs", a figure).  Two rows or more,
 * one after the other: each back on its line, the words before them their
 * title.
 */
#define VS_ROWS_MIN 2

static int vs_tok(const char *p, const struct toks *k, int i)
{
	return i < k->n && (tok_eq(p, k, i, "vs") || tok_eq(p, k, i, "vs.") || tok_eq(p, k, i, "versus"));
}

/* A row at token i: the token after it, else i */
static int vs_row(const char *p, const struct toks *k, int i)
{
	int c;

	for (c = i; c < i + 2 && c < k->n && p[k->at[c][1] - 1] != ':'; c++)
		if (number_tok(p, k, c) || vs_tok(p, k, c))
			return i;
	if (c >= k->n || p[k->at[c][1] - 1] != ':' || !isalpha((unsigned char)p[k->at[i][0]]))
		return i;
	return number_tok(p, k, c + 1) && vs_tok(p, k, c + 2) && number_tok(p, k, c + 3) ? c + 4 : i;
}

int reline_vs_rows(const char *p, size_t s, size_t e, struct reline *out)
{
	struct toks k = { 0 };
	int i, j, rows;

	out->n = 0;
	toks_of(p, s, e, &k);
	for (i = 0; i < k.n && !out->n; i++) {
		for (j = i, rows = 0; j < k.n && vs_row(p, &k, j) > j; j = vs_row(p, &k, j))
			rows++;
		if (rows < VS_ROWS_MIN)
			continue;
		group_opening(p, &k, i, -1, out);
		for (j = i; j < k.n && vs_row(p, &k, j) > j; j = vs_row(p, &k, j))
			put_line(out, k.at[j][0], k.at[vs_row(p, &k, j) - 1][1]);
		out->end = k.at[j - 1][1];
	}
	free(k.at);
	return out->n > 0;
}

/*
 * An mmtests compare table, flattened: "hackbench-process-pipes 5.2.0-rc1
 * 5.2.0-rc1 vanilla lru-v2r4 Amean 1 0.3307 ( 0.00%) 0.3273 ( 1.03%) Amean
 * 4 ...".  Its rows parse as the printed ones do (mmtests-row.c), the first
 * row's kernel count is the table's; the header is the words right before
 * it, twice as many (the names' halves, two lines as mmtests prints them) or
 * as many, and the test's name before them.  Each goes back on its line.
 */
#define MM_ROW_TOKS 40

/* Tokens [i, j) parse as a row of nk kernels (nk -1: any); its kernel count, else 0 */
static int mm_row(const char *p, const struct toks *k, int i, int j, int nk)
{
	struct mmtests_row rw;
	const char *why;
	size_t bs, be;
	int n;

	if (j <= i + 2)
		return 0;
	n = mmtests_row_parse_named(p + k->at[i][0], k->at[j - 1][1] - k->at[i][0], nk, &rw, &why, &bs, &be);
	return n > 0 && rw.c[0].has_pct && !rw.named ? n : 0;
}

/* The row from token i: the token after its end (the shortest that parses with nk kernels), else i */
static int mm_row_end(const char *p, const struct toks *k, int i, int *nk)
{
	int j, n;

	if (!mmtests_is_stat(p + k->at[i][0], k->at[i][1] - k->at[i][0]))
		return i;
	for (j = i + 3; j <= k->n && j <= i + MM_ROW_TOKS; j++) {
		if (j < k->n && mmtests_is_stat(p + k->at[j][0], k->at[j][1] - k->at[j][0]) &&
		    (n = mm_row(p, k, i, j, *nk)) > 0) {
			*nk = n;
			return j;
		}
		if (*nk > 0 && (p[k->at[j - 1][1] - 1] == ')' || p[k->at[j - 1][1] - 1] == '*') &&
		    mm_row(p, k, i, j, *nk) == *nk)
			return j;
	}
	return i;
}

/* A header word: a kernel's name or half of it ("5.2.0-rc1", "vanilla"), no sentence's */
static int mm_name_word(const char *p, const struct toks *k, int i)
{
	char last = p[k->at[i][1] - 1];

	return i >= 0 && last != ':' && last != '.' && last != ',' && last != ')' &&
	       k->at[i][1] - k->at[i][0] < 40;
}

/* "hackbench-process-pipes", "tbench4": a word with a letter and a '-' or a digit */
static int test_name(const char *p, size_t n)
{
	int alpha = 0, mark = 0;

	for (size_t i = 0; i < n; i++) {
		alpha |= isalpha((unsigned char)p[i]) != 0;
		mark |= p[i] == '-' || isdigit((unsigned char)p[i]);
	}
	return alpha && mark;
}

int reline_mmtests(const char *p, size_t s, size_t e, struct reline *out)
{
	struct toks k = { 0 };
	int i, j, r, nk = -1, h, words = 0;

	out->n = 0;
	toks_of(p, s, e, &k);
	for (i = 0; i < k.n && (j = mm_row_end(p, &k, i, &nk)) == i; i++)
		nk = -1;
	if (i == k.n || nk < 1 || nk > MMTESTS_MAXK)
		goto done;
	/* the kernels' names: twice nk words (two lines of halves), else nk */
	for (words = 0, h = i - 1; h >= 0 && words < 2 * nk && mm_name_word(p, &k, h); h--)
		words++;
	words = words == 2 * nk ? 2 * nk : words >= nk ? nk : 0;
	if (!words)
		goto done;
	h = i - words;
	/* the test's name: one word with a letter and a '-' or a digit, right before */
	if (h > 0 && mm_name_word(p, &k, h - 1) && test_name(p + k.at[h - 1][0], k.at[h - 1][1] - k.at[h - 1][0])) {
		out->start = k.at[h - 1][0];
		put_line(out, k.at[h - 1][0], k.at[h - 1][1]);
	} else {
		out->start = k.at[h][0];
	}
	out->para = 1;
	for (r = 0; r < words; r += nk)
		put_line(out, k.at[h + r][0], k.at[h + r + nk - 1][1]);
	for (; i < k.n && (j = mm_row_end(p, &k, i, &nk)) > i; i = j) {
		put_line(out, k.at[i][0], k.at[j - 1][1]);
		out->end = k.at[j - 1][1];
	}
done:
	free(k.at);
	if (!words || out->n < words / nk + 2)
		out->n = 0;
	return out->n > 0;
}

/*
 * Numbered runs under the builds' names, flattened: "v2.6.31 BFS run 1:
 * 29.33 30.92 run 2: 29.40 31.02 run 3: 29.38 30.86 avg: 29.37 30.93".
 * Two runs or more, each "run N:" (or "#N:") and as many figures as names
 * (two or more), a summary's row after them at most ("avg:", "mean:",
 * "stddev:"); the names right before the first run.  The names and each row
 * go back on their lines.
 */
#define RUN_NAMES_MAX 8

/* "run 1:", "run1:", "#1:" at token i: the token after the key, else 0 (a bare "3:" is no
 * run's key here: the names above say nothing of runs) */
static int named_run_key(const char *p, const struct toks *k, int i)
{
	if (i >= k->n)
		return 0;
	if (tok_eq(p, k, i, "run") && i + 1 < k->n && run_key(p, k, i + 1) > 0)
		return i + 2;
	if (run_key(p, k, i) > 0 && !isdigit((unsigned char)p[k->at[i][0]]))
		return i + 1;
	return 0;
}

/* "avg:", "mean:", "stddev:" at token i, a statistic to labels.c: the token after it, else 0 */
static int summary_key(const char *p, const struct toks *k, int i)
{
	char w[16];
	size_t n;

	if (i >= k->n || (n = k->at[i][1] - k->at[i][0]) < 2 || n > sizeof(w) || p[k->at[i][1] - 1] != ':')
		return 0;
	memcpy(w, p + k->at[i][0], n - 1);
	w[n - 1] = '\0';
	return label_summary_field(w) >= 0 ? i + 1 : 0;
}

/* m figures from token i (no key among them): the token after them, else 0 */
static int figures_of(const char *p, const struct toks *k, int i, int m)
{
	for (int j = 0; j < m; j++)
		if (i + j >= k->n || !number_tok(p, k, i + j) || p[k->at[i + j][1] - 1] == ':')
			return 0;
	return i + m;
}

int reline_named_runs(const char *p, size_t s, size_t e, struct reline *out)
{
	struct toks k = { 0 };
	int i, j, v, m, rows, h;

	out->n = 0;
	toks_of(p, s, e, &k);
	for (i = 1; i < k.n; i++) {
		if (!(v = named_run_key(p, &k, i)))
			continue;
		/* the names before it: as many as the first row's figures */
		for (m = 0; v + m < k.n && number_tok(p, &k, v + m) && p[k.at[v + m][1] - 1] != ':'; m++)
			;
		if (m < 2 || m > RUN_NAMES_MAX || i < m)
			continue;
		for (h = i - m; h < i && !number_tok(p, &k, h) && !strchr(".:,;", p[k.at[h][1] - 1]); h++)
			;
		if (h < i)
			continue;
		for (j = i, rows = 0; (v = named_run_key(p, &k, j)) && (v = figures_of(p, &k, v, m)); j = v)
			rows++;
		if (rows < 2)
			continue;
		out->start = k.at[i - m][0];
		out->para = 1;
		put_line(out, k.at[i - m][0], k.at[i - 1][1]);
		for (j = i; (v = named_run_key(p, &k, j)) && (v = figures_of(p, &k, v, m)); j = v)
			put_line(out, k.at[j][0], k.at[v - 1][1]);
		while ((v = summary_key(p, &k, j)) && (v = figures_of(p, &k, v, m))) {
			put_line(out, k.at[j][0], k.at[v - 1][1]);
			j = v;
		}
		out->end = k.at[j - 1][1];
		break;
	}
	free(k.at);
	return out->n > 0;
}

/*
 * Rows of a name and the same count of figures, flattened: "System
 * Benchmarks Partial Index BASELINE RESULT INDEX Pipe-based Context
 * Switching 4000.0 412377.5 1030.9 Process Creation 126.0 17624.1 1398.7
 * ..." (UnixBench's index table), "groups: 1 5 10 2.6.21-rc7 0.287 0.851
 * 1.603 2.6.21-rc7-cfs 0.262 ..." (a hand table, its header a row of
 * settings).  A row is a name of a few words (a lone number among them:
 * "Dhrystone 2 using ...") and two figures or more, as many on every row.
 * The capitalised column names before the first name, as many as its
 * figures, close the header; a rule and a total after the rows are the
 * table's.  Each goes back on its line, the words before the table on one.
 */
#define LABEL_ROW_WORDS 6
#define LABEL_ROW_FIGS 12
#define LABEL_ROWS_CELLS 6      /* rows x figures: fewer is a sentence's numbers */

/* A figure of a row: a number, whole ("2.6.21" is a name), a unit of a few letters after it */
static int row_figure(const char *p, const struct toks *k, int i)
{
	static const char *const unit[] = { "", "%", "s", "ms", "us", "ns", "x", "k", "K", "M", "G" };
	size_t a, e, d;
	int dots = 0;

	if (!number_tok(p, k, i))
		return 0;
	a = k->at[i][0] + (p[k->at[i][0]] == '-' || p[k->at[i][0]] == '+');
	e = k->at[i][1];
	for (d = a; d < e && (isdigit((unsigned char)p[d]) || p[d] == '.' || p[d] == ','); d++)
		dots += p[d] == '.';
	/* "00", "0010": a code's bytes and fields, no figure */
	if (dots > 1 || !isdigit((unsigned char)p[d - 1]) || (p[a] == '0' && a + 1 < d && isdigit((unsigned char)p[a + 1])))
		return 0;
	for (size_t u = 0; u < sizeof(unit) / sizeof(*unit); u++)
		if (strlen(unit[u]) == e - d && !memcmp(p + d, unit[u], e - d))
			return 1;
	return 0;
}

/* "0f", "c3", "8b45": a byte of code in hex (a name has a letter past f, or no digit) */
static int hex_tok(const char *p, const struct toks *k, int i)
{
	size_t b;
	int digits = 0;

	for (b = k->at[i][0]; b < k->at[i][1] && isxdigit((unsigned char)p[b]); b++)
		digits += isdigit((unsigned char)p[b]) != 0;
	return b == k->at[i][1] && digits;
}

/* A word of a row's name: a sentence's punctuation ends none ("ULE:" may end the name) */
static int name_word(const char *p, const struct toks *k, int i)
{
	char c = p[k->at[i][1] - 1];

	/* "(+1.7%)": a figure's change, printed beside it */
	if (p[k->at[i][0]] == '(' && c == ')' && k->at[i][1] - k->at[i][0] > 2 &&
	    strchr("+-.0123456789", p[k->at[i][0] + 1]))
		return 0;
	return !row_figure(p, k, i) && !hex_tok(p, k, i) && !strchr(".,;!?", c);
}

/* "ondemand, sampling_down_factor=10": a word and a comma inside a name, a word after it */
static int name_comma(const char *p, const struct toks *k, int j)
{
	return p[k->at[j][1] - 1] == ',' && isalpha((unsigned char)p[k->at[j][0]]) && j + 1 < k->n &&
	       name_word(p, k, j + 1);
}

/* A name's first word: a letter opens it ("ULE", "+patchset", "(BFS)"), or a version or a
 * build ("2.6.21-rc7", "4BSD"); "10^6bits/sec" is a unit's */
static int name_opens(const char *p, const struct toks *k, int i)
{
	size_t a = k->at[i][0], e = k->at[i][1];
	int dots = 0;

	while (a < e && strchr("+-([", p[a]))
		a++;
	if (a < e && isalpha((unsigned char)p[a]))
		return 1;
	for (; a < e && (isdigit((unsigned char)p[a]) || p[a] == '.'); a++)
		dots += p[a] == '.';
	return a < e && (dots >= 2 || isalpha((unsigned char)p[a]) || p[a] == '-') ? 1 : dots >= 2;
}

/* The row whose name opens at token i, *nf figures (0: any count from 2): the token after it, else 0 */
static int name_row(const char *p, const struct toks *k, int i, int *nf)
{
	int j = i, words = 0, letters = 0, m;

	if (i >= k->n || !name_opens(p, k, i))
		return 0;
	while (j < k->n && words <= LABEL_ROW_WORDS) {
		if (row_figure(p, k, j)) {
			for (m = 0; j + m < k->n && row_figure(p, k, j + m); m++)
				;
			if (words && letters && m >= 2 && m <= LABEL_ROW_FIGS && (!*nf || m == *nf)) {
				*nf = m;
				return j + m;
			}
			if (m != 1 || !words)
				return 0;
		} else if ((!name_word(p, k, j) && !name_comma(p, k, j)) ||
			   (p[k->at[j][1] - 1] == ':' && !row_figure(p, k, j + 1))) {
			return 0;
		}
		for (size_t b = k->at[j][0]; b < k->at[j][1]; b++)
			letters |= isalpha((unsigned char)p[b]) || p[b] == '.';
		words++;
		j++;
	}
	return 0;
}

/* Capitalised column names ("BASELINE RESULT INDEX") opening the name at i, nf of them: its count, else 0 */
static int caps_header(const char *p, const struct toks *k, int i, int end, int nf)
{
	int j, words = 0;

	for (j = i; j < end && !row_figure(p, k, j); j++) {
		size_t b, letters = 0;
		/* capitals only ("CPU0 CPU1" name where runs ran: flat.c's columns) */
		for (b = k->at[j][0]; b < k->at[j][1] && (isupper((unsigned char)p[b]) || strchr("-/%", p[b])); b++)
			letters += isupper((unsigned char)p[b]) != 0;
		if (b < k->at[j][1] || letters < 2)
			break;
		words++;
	}
	return words == nf && j < end && !row_figure(p, k, j) ? nf : 0;
}

/* A rule ("========") at token i */
static int rule_tok(const char *p, const struct toks *k, int i)
{
	size_t a, b;

	if (i >= k->n || (b = k->at[i][1]) - (a = k->at[i][0]) < 3 || (p[a] != '=' && p[a] != '-'))
		return 0;
	while (a < b && p[a] == p[k->at[i][0]])
		a++;
	return a == b;
}

/* "(s)", "(mW)", "(MB/s)": a column's unit after its name */
static int unit_tok(const char *p, const struct toks *k, int i)
{
	size_t a = k->at[i][0], e = k->at[i][1];

	return e - a >= 3 && e - a <= 10 && p[a] == '(' && p[e - 1] == ')' && isalpha((unsigned char)p[a + 1]) &&
	       !memchr(p + a + 1, ' ', e - a - 2);
}

/*
 * Where the header before the first row at i (its figures at fig) ends: after
 * its capitalised column names ("BASELINE RESULT INDEX") or after the last of
 * its columns' units ("build (s) build energy (J) browse avg power (mW)"), as
 * many as the row's figures.  Else -1: a header of bare names is flat.c's.
 */
static int header_end(const char *p, const struct toks *k, int i, int fig, int nf)
{
	int cap = caps_header(p, k, i, fig, nf), j, units = 0, last = -1;

	if (cap)
		return i + cap;
	for (j = fig - 1; j >= 0 && fig - j <= 4 * LABEL_ROW_WORDS && !strchr(".!?:", p[k->at[j][1] - 1]); j--)
		if (unit_tok(p, k, j)) {
			units++;
			last = last < 0 ? j + 1 : last;
		}
	return units == nf && last < fig ? last : -1;
}

/* The first token of the header ending before h: after a sentence's end, a few words at most */
static int header_start(const char *p, const struct toks *k, int h)
{
	int j = h - 1;

	while (j > 0 && h - j < 4 * LABEL_ROW_WORDS && !strchr(".!?:", p[k->at[j - 1][1] - 1]))
		j--;
	return j < 0 ? 0 : j;
}

int reline_name_rows(const char *p, size_t s, size_t e, struct reline *out)
{
	struct toks k = { 0 };
	int i, j, f, nf, rows, first, h;

	out->n = 0;
	toks_of(p, s, e, &k);
	for (i = 0; i < k.n && !out->n; i++) {
		nf = 0;
		if (!(first = name_row(p, &k, i, &nf)))
			continue;
		for (j = first, rows = 1; name_row(p, &k, j, &nf); rows++)
			j = name_row(p, &k, j, &nf);
		if (rows < 2 || rows * nf < LABEL_ROWS_CELLS)
			continue;
		/* the header's column names or units say where the first name opens */
		if ((h = header_end(p, &k, i, first - nf, nf)) < 0)
			continue;
		f = nf;
		if (h >= first - nf || name_row(p, &k, h, &f) != first)
			continue;
		out->start = k.at[header_start(p, &k, h)][0];
		out->para = 1;
		put_line(out, out->start, k.at[h - 1][1]);
		for (j = h; rows--; ) {
			int next;
			f = nf;
			next = name_row(p, &k, j, &f);
			put_line(out, k.at[j][0], k.at[next - 1][1]);
			j = next;
		}
		/* "======== System Benchmarks Index Score (Partial Only) 2151.4" */
		if (rule_tok(p, &k, j)) {
			int t;
			put_line(out, k.at[j][0], k.at[j][1]);
			for (j++, t = j; t < k.n && t - j <= LABEL_ROW_WORDS && name_word(p, &k, t); t++)
				;
			if (t > j && row_figure(p, &k, t) && !row_figure(p, &k, t + 1)) {
				put_line(out, k.at[j][0], k.at[t][1]);
				j = t + 1;
			}
		}
		out->end = k.at[j - 1][1];
	}
	free(k.at);
	return out->n > 0;
}
