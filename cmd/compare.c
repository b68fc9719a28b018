/* compare.c: schedlore compare, ministat's report (plot, summaries, Student's t) reimplemented */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "../core/buf.h"
#include "../core/cmd.h"
#include "../core/log.h"
#include "../core/stats.h"
#include "../core/banned.h"

/*
 * The output is Debian ministat 20150715's, byte for byte, for the same
 * arguments and data (tests/t0500-compare-ministat.sh holds us to it), so
 * posters' ministat reports and ours can be compared by eye and by diff.
 * The plot keeps ministat's quirks on purpose: overlapping points OR their
 * set numbers (x and + make *), the data rows shrink to the last set's
 * height, and later bars overwrite earlier ones unless -s.
 */

#define MAX_SETS 7
static const char symbol[MAX_SETS + 1] = { ' ', 'x', '+', '*', '%', '#', '@', 'O' };

static const char usage_text[] =
"usage: schedlore compare [-A] [-c LEVEL] [-C COL] [-d DELIMS] [-n] [-q] [-s]\n"
"                         [-w WIDTH] [--freebsd] [FILE...]\n"
"\n"
"Compare data sets (one number a line) with Student's t, printing exactly what\n"
"Debian's ministat prints.  FILE '-' or no FILE reads standard input.  Up to 7.\n"
"\n"
"  -c LEVEL    confidence: 80, 90, 95 (default), 98, 99 or 99.5\n"
"  -C COL      take column COL (from 1) of each line\n"
"  -d DELIMS   column delimiter characters (default space and tab)\n"
"  -A          no plot, keep the summaries and the comparisons\n"
"  -n          summaries only: no plot, no comparisons\n"
"  -q          no data-set names and no summary header (as FreeBSD's -q)\n"
"  -s          one avg/median/stddev bar per data set\n"
"  -w WIDTH    plot width, at least 2 (default 74, or the terminal's)\n"
"  --freebsd   current FreeBSD ministat's formulas: averaged median,\n"
"              two-pass variance, ratio-aware percentage interval\n";

struct sample_set {
	const char *name;
	double *v;
	size_t n, alloc;
	struct stats_set st;
};

struct options {
	int conf, column, width;
	const char *delim;
	int no_plot, summary_only, quiet, separate;
	enum stats_gen gen;
};

static void add_point(struct sample_set *s, double d)
{
	if (s->n == s->alloc) {
		s->alloc = s->alloc ? 2 * s->alloc : 64;
		s->v = xrealloc(s->v, s->alloc * sizeof(*s->v));
	}
	s->v[s->n++] = d;
}

/* One line as ministat reads it (core/stats.c, shared with report files). */
static int parse_line(char *line, const struct options *o, double *d)
{
	return stats_parse_line(line, o->column, o->delim, d);
}

static int read_set(struct sample_set *s, const char *path, const struct options *o)
{
	/* ministat's fgets buffer: a longer line is read as several */
	char line[BUFSIZ];
	FILE *f = stdin;
	int lineno = 0, ret = -1, r;
	double d;

	s->name = path;
	if (!strcmp(path, "-"))
		s->name = "<stdin>";
	else if (!(f = fopen(path, "r")))
		return error("unable to open '%s': %m", path);
	while (fgets(line, sizeof(line), f)) {
		lineno++;
		r = parse_line(line, o, &d);
		if (r < 0) {
			error("invalid data on line %d in '%s'", lineno, s->name);
			goto cleanup;
		}
		if (r)
			add_point(s, d);
	}
	if (ferror(f)) {
		error("unable to read '%s': %m", s->name);
		goto cleanup;
	}
	if (s->n < 3) {
		error("data set '%s' must contain at least 3 data points", s->name);
		goto cleanup;
	}
	ret = stats_from_samples(&s->st, s->v, s->n, o->gen);
cleanup:
	if (f != stdin)
		fclose(f);
	return ret;
}

struct plot {
	double min, max, span, x0, dx;
	int width, separate, nsets;
	size_t height, rows;	/* rows: allocated, height: shown (ministat's) */
	char *data;		/* height rows of width cells; row 0 unused */
	char **bar;
};

static void plot_adjust(struct plot *pl, double a)
{
	if (a < pl->min)
		pl->min = a;
	if (a > pl->max)
		pl->max = a;
	pl->span = pl->max - pl->min;
	pl->dx = pl->span / (pl->width - 1.0);
	pl->x0 = pl->min - .5 * pl->dx;
}

/* ministat truncates to int; off-plot or NaN positions (UB there) are -1 */
static int plot_cell(const struct plot *pl, double a)
{
	double x = (a - pl->x0) / pl->dx;

	if (!(x >= 0 && x < pl->width))
		return -1;
	return (int)x;
}

static void plot_mark(const struct plot *pl, int bar, int x, char c)
{
	if (x >= 0)
		pl->bar[bar][x] = c;
}

static void plot_bars(struct plot *pl, const struct stats_set *st, int bar)
{
	int x, m, i;

	if (!pl->bar[bar])
		pl->bar[bar] = xcalloc(pl->width, 1);
	if (!isnan(st->stddev)) {
		x = plot_cell(pl, st->mean - st->stddev);
		m = plot_cell(pl, st->mean + st->stddev);
		plot_mark(pl, bar, m, '|');
		plot_mark(pl, bar, x, '|');
		for (i = x + 1; i < m; i++)
			if (!pl->bar[bar][i])
				pl->bar[bar][i] = '_';
	}
	plot_mark(pl, bar, plot_cell(pl, st->median), 'M');
	plot_mark(pl, bar, plot_cell(pl, st->mean), 'A');
}

static void plot_set(struct plot *pl, const struct stats_set *st, int val)
{
	size_t n, m = 1, j = 0;
	int x, i = -1;

	if (pl->span == 0)
		return;
	/* the height of the tallest stack of points falling in one cell */
	for (n = 0; n < st->n; n++) {
		x = plot_cell(pl, st->values[n]);
		if (x == i) {
			if (++j > m)
				m = j;
		} else {
			j = 1;
			i = x;
		}
	}
	m += 1;
	if (m > pl->height) {
		if (m > pl->rows) {
			pl->data = xrealloc(pl->data, m * pl->width);
			pl->rows = m;
		}
		memset(pl->data + pl->height * pl->width, 0, (m - pl->height) * pl->width);
	}
	pl->height = m;
	for (i = -1, n = 0; n < st->n; n++) {
		x = plot_cell(pl, st->values[n]);
		if (x == i) {
			j++;
		} else {
			j = 1;
			i = x;
		}
		if (x >= 0)
			pl->data[j * pl->width + x] |= val;
	}
	plot_bars(pl, st, pl->separate ? val - 1 : 0);
}

static void plot_border(struct buf *out, int width)
{
	buf_addc(out, '+');
	while (width-- > 0)
		buf_addc(out, '-');
	buf_adds(out, "+\n");
}

static void plot_dump(const struct plot *pl, struct buf *out)
{
	size_t z;
	int i, j, k;

	if (pl->span == 0) {
		buf_adds(out, "[no plot, span is zero width]\n");
		return;
	}
	plot_border(out, pl->width);
	for (z = 1; z < pl->height; z++) {
		buf_addc(out, '|');
		for (j = 0; j < pl->width; j++) {
			k = pl->data[(pl->height - z) * pl->width + j];
			if (k >= 0 && k <= MAX_SETS)
				buf_addc(out, symbol[k]);
			else
				buf_addf(out, "[%02x]", k);
		}
		buf_adds(out, "|\n");
	}
	for (i = 0; i < pl->nsets; i++) {
		if (!pl->bar[i])
			continue;
		buf_addc(out, '|');
		for (j = 0; j < pl->width; j++)
			buf_addc(out, pl->bar[i][j] ? pl->bar[i][j] : ' ');
		buf_adds(out, "|\n");
	}
	plot_border(out, pl->width);
}

static void plot(struct sample_set *sets, int nsets, const struct options *o, struct buf *out)
{
	struct plot pl = { .min = 999e99, .max = -999e99 };
	int i;

	pl.width = o->width;
	pl.separate = o->separate;
	pl.nsets = nsets;
	pl.bar = xcalloc(nsets, sizeof(*pl.bar));
	for (i = 0; i < nsets; i++) {
		plot_adjust(&pl, sets[i].st.min);
		plot_adjust(&pl, sets[i].st.max);
		plot_adjust(&pl, sets[i].st.mean - sets[i].st.stddev);
		plot_adjust(&pl, sets[i].st.mean + sets[i].st.stddev);
	}
	for (i = 0; i < nsets; i++)
		plot_set(&pl, &sets[i].st, i + 1);
	plot_dump(&pl, out);
	for (i = 0; i < nsets; i++)
		free(pl.bar[i]);
	free(pl.bar);
	free(pl.data);
}

static void vitals(const struct stats_set *st, int val, struct buf *out)
{
	buf_addf(out, "%c %3zu %13.8g %13.8g %13.8g %13.8g %13.8g\n", symbol[val],
		 st->n, st->min, st->max, st->median, st->mean, st->stddev);
}

static void relative(const struct stats_set *st, const struct stats_set *base,
		     const struct options *o, struct buf *out)
{
	struct stats_result r;
	double level = stats_confidence[o->conf];

	if (stats_student(st, base, o->conf, o->gen, &r) < 0)
		return;
	if (!r.proven) {
		buf_addf(out, "No difference proven at %.1f%% confidence\n", level);
		return;
	}
	buf_addf(out, "Difference at %.1f%% confidence\n", level);
	buf_addf(out, "\t%g +/- %g\n", r.diff, r.diff_pm);
	buf_addf(out, "\t%g%% +/- %g%%\n", r.pct, r.pct_pm);
	buf_addf(out, "\t(Student's t, pooled s = %g)\n", r.spool);
}

static void report(struct sample_set *sets, int nsets, const struct options *o, struct buf *out)
{
	int i;

	if (!o->quiet)
		for (i = 0; i < nsets; i++)
			buf_addf(out, "%c %s\n", symbol[i + 1], sets[i].name);
	if (!o->summary_only && !o->no_plot)
		plot(sets, nsets, o, out);
	if (!o->quiet)
		buf_adds(out, "    N           Min           Max        Median           Avg        Stddev\n");
	for (i = 0; i < nsets; i++) {
		vitals(&sets[i].st, i + 1, out);
		if (i > 0 && !o->summary_only)
			relative(&sets[i].st, &sets[0].st, o, out);
	}
}

/* As ministat: the terminal's width when printing to one, else 74 */
static int default_width(void)
{
	struct winsize ws;
	const char *p;
	int w = 74;

	if (!isatty(STDOUT_FILENO))
		return w;
	if ((p = getenv("COLUMNS")) && *p)
		w = atoi(p);
	else if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) != -1 && ws.ws_col > 0)
		w = ws.ws_col - 2;
	return w < 2 ? 74 : w;
}

static int parse_int(const char *arg, int min, const char *what, int *out)
{
	char *end;
	long v = strtol(arg, &end, 10);

	if (!*arg || *end || v < min || v > 100000)
		return error("%s '%s' is not a whole number from %d to 100000", what, arg, min);
	*out = (int)v;
	return 0;
}

static int parse_options(int argc, char **argv, struct options *o)
{
	static const struct option longopts[] = {
		{ "freebsd", no_argument, NULL, 'F' },
		{ NULL, 0, NULL, 0 },
	};
	char *end;
	int c;

	optind = 1;
	while ((c = getopt_long(argc, argv, "AC:c:d:nqsw:", longopts, NULL)) != -1) {
		switch (c) {
		case 'A': o->no_plot = 1; break;
		case 'n': o->summary_only = 1; break;
		case 'q': o->quiet = 1; break;
		case 's': o->separate = 1; break;
		case 'F': o->gen = STATS_FREEBSD; break;
		case 'C':
			if (parse_int(optarg, 1, "column", &o->column) < 0)
				return -1;
			break;
		case 'w':
			/* ministat takes 0 and 1 and then writes out of bounds or crashes */
			if (parse_int(optarg, 2, "width", &o->width) < 0)
				return -1;
			break;
		case 'c':
			o->conf = stats_conf_index(strtod(optarg, &end));
			if (end == optarg || *end || o->conf < 0)
				return error("confidence '%s' is not one of 80, 90, 95, 98, 99, 99.5",
					     optarg);
			break;
		case 'd':
			if (!*optarg)
				return error("the delimiter string is empty");
			o->delim = optarg;
			break;
		default:
			return error("unknown option; see 'schedlore compare --help'");
		}
	}
	return optind;
}

int cmd_compare(int argc, char **argv)
{
	struct options o = { .conf = 2, .column = 1, .delim = " \t", .gen = STATS_DEBIAN };
	struct sample_set sets[MAX_SETS] = { { 0 } };
	struct buf out = BUF_INIT;
	char *stdin_only[] = { "-" };
	char **files;
	int first, nsets, i, ret = 2;

	if (cmd_wants_help(argc, argv, usage_text))
		return 0;
	o.width = default_width();
	if ((first = parse_options(argc, argv, &o)) < 0)
		return 2;
	nsets = argc - first;
	files = argv + first;
	if (nsets == 0) {
		nsets = 1;
		files = stdin_only;
	}
	if (nsets > MAX_SETS) {
		error("too many data sets: %d, at most %d", nsets, MAX_SETS);
		goto cleanup;
	}
	for (i = 0; i < nsets; i++)
		if (read_set(&sets[i], files[i], &o) < 0)
			goto cleanup;
	report(sets, nsets, &o, &out);
	if (fwrite(out.data, 1, out.len, stdout) != out.len || fflush(stdout)) {
		error("unable to write the report");
		goto cleanup;
	}
	ret = 0;
cleanup:
	for (i = 0; i < MAX_SETS; i++)
		free(sets[i].v);
	buf_release(&out);
	return ret;
}
