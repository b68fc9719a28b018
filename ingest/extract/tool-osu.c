/* tool-osu.c: the OSU micro-benchmarks' tables (osu_latency, osu_bw, osu_allreduce ...): a row a message size */
#include <ctype.h>
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * The OSU micro-benchmarks (osu_util.c, v3 to v7) print a title, a header
 * of "#" comment lines and a row a message size, the size then each figure
 * ("%-*d%*.*f"):
 *
 *   # OSU MPI Latency Test v5.6.2
 *   # Size          Latency (us)
 *   0                       0.87
 *   1                       0.93
 *
 * Other tests name other columns: "Bandwidth (MB/s)", "Avg Latency(us)"
 * (the collectives, with -f also "Min Latency(us)  Max Latency(us)
 * Iterations"), "MB/s  Messages/s" (osu_mbw_mr, under "# [ pairs: 1 ]
 * [ window size: 64 ]"); v7 puts "# Datatype: MPI_CHAR." between title and
 * header.  Each size and figure column is a series (params.size the size
 * in bytes, metric the column's name less its unit, the unit its own);
 * the Iterations column counts the runs, no figure.  Titled and pooled as
 * other tools' outputs: the command above, or the sentence, names it.
 * Written from osu_util.c's header and row formats (no Debian package).
 */

#define OSU_COLS 6
#define OSU_ROWS 64

struct osu_col {
	char metric[32];
	char unit[12];
	int skip;                 /* Iterations: a count of runs */
};

/* "Latency (us)", "Avg Latency(us)", "MB/s", "Messages/s", "Bandwidth (MB/s)" from token i,
 * the header's words up to the next unit in parentheses or a rate; how many tokens, 0 when
 * none */
static int column(const struct text *t, const struct tstream *ts, int i, int last, struct osu_col *c)
{
	char w[32];
	int j = i, n;
	size_t o = 0;

	memset(c, 0, sizeof(*c));
	for (; j <= last; j++) {
		const char *p = t->s + ts->k[j].s, *open;
		size_t len = ts->k[j].e - ts->k[j].s;
		if (len >= sizeof(w))
			return 0;
		memcpy(w, p, len);
		w[len] = '\0';
		/* "MB/s", "Messages/s" alone: a rate named by its unit */
		if (j == i && strstr(w, "/s")) {
			xs_printf(c->metric, sizeof(c->metric), "%s", !strcmp(w, "Messages/s") ? "message rate" : "bandwidth");
			xs_printf(c->unit, sizeof(c->unit), "%s", !strcmp(w, "Messages/s") ? "1/s" : w);
			return 1;
		}
		if (!strcmp(w, "Iterations")) {
			c->skip = 1;
			xs_printf(c->metric, sizeof(c->metric), "iterations");
			return 1;
		}
		/* "Latency(us)" glued, or "(us)" after the words */
		if ((open = strchr(w, '(')) && w[len - 1] == ')') {
			n = (int)(open - w);
			if (n && o + (size_t)n + 2 < sizeof(c->metric))
				xs_printf(c->metric + o, sizeof(c->metric) - o, "%s%.*s", o ? " " : "", n, w);
			xs_printf(c->unit, sizeof(c->unit), "%.*s", (int)(len - (size_t)(open - w) - 2), open + 1);
			for (size_t k = 0; c->metric[k]; k++)
				c->metric[k] = (char)tolower((unsigned char)c->metric[k]);
			return j - i + 1;
		}
		if (!isalpha((unsigned char)w[0]) || o + len + 2 >= sizeof(c->metric))
			return 0;
		xs_printf(c->metric + o, sizeof(c->metric) - o, "%s%s", o ? " " : "", w);
		o = strlen(c->metric);
	}
	return 0;
}

/* The "# Size ..." header at token i: its columns; the last token, else -1 */
static int header(const struct text *t, const struct tstream *ts, int i, struct osu_col *cols, int *ncols)
{
	int j, last, n;

	if (!ts_is(t, ts, i, "#") || !ts_is(t, ts, i + 1, "Size") || i + 2 >= ts->n || ts->line[i + 2] != ts->line[i])
		return -1;
	for (last = i + 2; last + 1 < ts->n && ts->line[last + 1] == ts->line[i]; last++)
		;
	*ncols = 0;
	for (j = i + 2; j <= last && *ncols < OSU_COLS; j += n)
		if (!(n = column(t, ts, j, last, &cols[(*ncols)++])))
			return -1;
	return j > last && *ncols ? last : -1;
}

/* The title at token i: "# OSU MPI ... Test" (a version after it or not); its last token,
 * else -1 */
static int title(const struct text *t, const struct tstream *ts, int i)
{
	int j;

	if (!ts_is(t, ts, i, "#") || !tk_words(t, ts, i + 1, "OSU"))
		return -1;
	for (j = i + 2; j < ts->n && ts->line[j] == ts->line[i] && j < i + 14; j++)
		if (ts_is(t, ts, j, "Test"))
			break;
	if (j >= ts->n || ts->line[j] != ts->line[i] || !ts_is(t, ts, j, "Test"))
		return -1;
	while (j + 1 < ts->n && ts->line[j + 1] == ts->line[i])
		j++;
	return j;
}

/* A row from token i: the size and NCOLS figures on one line; 1 with them */
static int row(const struct text *t, const struct tstream *ts, int i, int ncols, struct xnum *size, struct xnum *v)
{
	if (i + ncols >= ts->n || !ts_line_start(ts, i) || ts_line_last(ts, i) != i + ncols ||
	    !tk_padded_num(t, ts, i, size))
		return 0;
	for (int k = 0; k < ncols; k++)
		if (!tk_plain_num(t, ts, i + 1 + k, &v[k]))
			return 0;
	return 1;
}

static int report(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct osu_col cols[OSU_COLS];
	struct xnum size, v[OSU_COLS];
	struct tout o;
	const struct tok *ver;
	int ncols = 0, h = title(t, ts, i) + 1, last, rows = 0;

	/* "# Datatype: MPI_CHAR.", "# [ pairs: 1 ] [ window size: 64 ]": comment lines before
	 * the header */
	for (int lines = 0; h > 0 && h < ts->n && lines < 3 && ts_is(t, ts, h, "#") &&
			    !ts_is(t, ts, h + 1, "Size"); lines++)
		h = ts_line_last(ts, h) + 1;
	if (h <= 0 || h >= ts->n || (last = header(t, ts, h, cols, &ncols)) < 0)
		return i;
	tk_begin(&o, r, ts, i, "osu");
	/* "Test v5.6.2": the benchmarks' version, no OS's */
	ver = &ts->k[title(t, ts, i)];
	if (o.head.os_version[0] && t->s[ver->s] == 'v' &&
	    !strncmp(o.head.os_version, t->s + ver->s + 1, strlen(o.head.os_version)))
		o.head.os_version[0] = '\0';
	for (int j = last + 1; rows < OSU_ROWS && row(t, ts, j, ncols, &size, v); j += ncols + 1, rows++) {
		for (int k = 0; k < ncols; k++) {
			struct xseries *s;
			if (cols[k].skip)
				continue;
			s = tk_series(&o, j, j + ncols, cols[k].metric, cols[k].unit, &v[k]);
			xs_param_num(s, "size", &size);
			memcpy(s->better, strstr(cols[k].metric, "latency") ? "lower" : "higher",
			       strstr(cols[k].metric, "latency") ? sizeof("lower") : sizeof("higher"));
		}
		last = j + ncols;
	}
	if (!rows || !tk_end(&o, last, prev))
		return i;
	return last;
}

/* "# OSU MPI ..." reads like a root prompt: code to the layout stage, read all the same */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return title(r->t, ts, i) >= 0 &&
	       (tk_readable(r, ts, i) || (r->skip && r->skip[ts->line[i]] == SKIP_CODE));
}

void rec_osu(struct xresult *r)
{
	tk_scan(r, "# OSU ", starts, report);
}
