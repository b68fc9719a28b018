/* tool-describe.c: pandas' describe() of a data frame (a column a series) or of one column */
#include <stdio.h>
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * pandas (Debian's python3-pandas 1.5) prints DataFrame.describe() as
 *
 *                 cfs         bfs
 *   count    8.000000    8.000000
 *   mean   150.800000  149.200000
 *   std      0.698979    0.728991
 *   min    149.900000  148.200000
 *   25%    150.250000  148.875000
 *   50%    150.750000  149.050000
 *   75%    151.275000  149.375000
 *   max    151.900000  150.700000
 *
 * (other percentiles when asked for), and a column's describe() the same
 * with one figure a row and "Name: cfs, dtype: float64" under them.  A
 * series a column, labelled by its name (the header, or the Name: line):
 * its summary n, mean, stddev, min, median (the 50% row) and max; the
 * other percentiles have no field.  Titled and pooled as other tools'
 * outputs when the names are missing.
 */

#define DESCRIBE_COLS 8
#define DESCRIBE_ROWS 12

/* The field of a row name: "count" n, "50%" the median, another percentile SUM_COUNT (a
 * row, no field), else -1 */
static int row_field(const struct text *t, const struct tstream *ts, int i)
{
	static const struct { const char *name; int field; } rows[] = {
		{ "count", SUM_N }, { "mean", SUM_MEAN }, { "std", SUM_STDDEV }, { "min", SUM_MIN },
		{ "max", SUM_MAX }, { "50%", SUM_MEDIAN },
	};
	const char *p = t->s + ts->k[i].s;
	size_t n = ts->k[i].e - ts->k[i].s, k;

	for (k = 0; k < sizeof(rows) / sizeof(rows[0]); k++)
		if (ts_is(t, ts, i, rows[k].name))
			return rows[k].field;
	if (n >= 2 && n <= 6 && p[n - 1] == '%') {
		for (k = 0; k < n - 1; k++)
			if (!strchr("0123456789.", p[k]))
				return -1;
		return SUM_COUNT;
	}
	return -1;
}

/* The row at token i (its first on the line): its field, its figures into x; their count */
static int describe_row(const struct text *t, const struct tstream *ts, int i, int *field, struct xnum *x)
{
	int e, k;

	if (i >= ts->n || !ts_line_start(ts, i) || (*field = row_field(t, ts, i)) < 0)
		return 0;
	e = ts_line_last(ts, i);
	if (e - i < 1 || e - i > DESCRIBE_COLS)
		return 0;
	for (k = i + 1; k <= e; k++)
		if (!tk_plain_num(t, ts, k, &x[k - i - 1]))
			return 0;
	return e - i;
}

/* "Name: cfs, dtype: float64" at token i: the name into out */
static int name_line(const struct text *t, const struct tstream *ts, int i, char *out, size_t n)
{
	size_t len;

	if (i + 2 >= ts->n || !ts_line_start(ts, i) || !ts_is(t, ts, i, "Name:") || !ts_is(t, ts, i + 2, "dtype:"))
		return 0;
	len = ts->k[i + 1].e - ts->k[i + 1].s;
	if (len < 2 || len > n || t->s[ts->k[i + 1].e - 1] != ',')
		return 0;
	memcpy(out, t->s + ts->k[i + 1].s, len - 1);
	out[len - 1] = '\0';
	return 1;
}

/* The names over the first row at token i: the line right above, as many tokens as columns */
static void column_names(const struct text *t, const struct tstream *ts, int i, int cols,
			 char names[][48])
{
	int a = i - 1, k;

	for (k = 0; k < cols; k++)
		names[k][0] = '\0';
	if (a < 0 || ts->line[a] != ts->line[i] - 1)
		return;
	while (a > 0 && ts->line[a - 1] == ts->line[a])
		a--;
	if (ts_line_last(ts, a) - a + 1 != cols)
		return;
	for (k = 0; k < cols; k++)
		tk_text(t, ts, a + k, names[k], sizeof(names[k]));
}

static int read_rows(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct xnum x[DESCRIBE_COLS], sum[DESCRIBE_COLS][SUM_COUNT];
	char names[DESCRIBE_COLS][48];
	int cols = 0, n, field, rows = 0, k = i, last = i, c;
	struct tout o;

	memset(sum, 0, sizeof(sum));
	while (rows < DESCRIBE_ROWS && (n = describe_row(t, ts, k, &field, x)) && (!cols || n == cols)) {
		cols = n;
		for (c = 0; c < cols; c++)
			if (field < SUM_COUNT)
				sum[c][field] = x[c];
		last = ts_line_last(ts, k);
		k = last + 1;
		rows++;
	}
	if (rows < 4 || !sum[0][SUM_N].set || !sum[0][SUM_MEAN].set)
		return i;
	column_names(t, ts, i, cols, names);
	if (cols == 1 && name_line(t, ts, k, names[0], sizeof(names[0])))
		last = ts_line_last(ts, k);
	tk_begin(&o, r, ts, i, NULL);
	for (c = 0; c < cols; c++)
		tk_summary_series(&o, i, last, names[c], sum[c]);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

/*
 * describe().T: "count mean std min 25% 50% 75% max" over a row a column,
 * "cfs    8.0  150.8  0.698979  149.9 ...": the header's fields, or 0 when
 * the line at token i is no such header.
 */
static int header_fields(const struct text *t, const struct tstream *ts, int i, int *field)
{
	int e = ts_line_last(ts, i), k;

	if (e - i + 1 < 5 || e - i + 1 > DESCRIBE_ROWS || !tk_words(t, ts, i, "count mean std min") ||
	    !ts_is(t, ts, e, "max"))
		return 0;
	for (k = i; k <= e; k++)
		if ((field[k - i] = row_field(t, ts, k)) < 0)
			return 0;
	return e - i + 1;
}

/* A row of the transposed form at token i: a name, then N figures into x */
static int named_row(const struct text *t, const struct tstream *ts, int i, int n, struct xnum *x)
{
	int k;

	if (i >= ts->n || !ts_line_start(ts, i) || ts_line_last(ts, i) != i + n || tk_plain_num(t, ts, i, NULL))
		return 0;
	for (k = 0; k < n; k++)
		if (!tk_plain_num(t, ts, i + 1 + k, &x[k]))
			return 0;
	return 1;
}

static int read_transposed(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int field[DESCRIBE_ROWS], n = header_fields(t, ts, i, field), k = ts_line_last(ts, i) + 1;
	int last = i, rows = 0;
	struct xnum x[DESCRIBE_ROWS];
	struct tout o;

	tk_begin(&o, r, ts, i, NULL);
	while (rows < DESCRIBE_COLS && named_row(t, ts, k, n, x)) {
		struct xnum sum[SUM_COUNT];
		char name[48];
		memset(sum, 0, sizeof(sum));
		for (int c = 0; c < n; c++)
			if (field[c] < SUM_COUNT)
				sum[field[c]] = x[c];
		xs_printf(name, sizeof(name), "%.*s", (int)(ts->k[k].e - ts->k[k].s), t->s + ts->k[k].s);
		tk_summary_series(&o, k, k + n, name, sum);
		last = k + n;
		k = last + 1;
		rows++;
	}
	if (!rows || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int read_describe(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	int fields[DESCRIBE_ROWS];

	if (header_fields(r->t, ts, i, fields))
		return read_transposed(r, ts, i, prev);
	return read_rows(r, ts, i, prev);
}

/* "count" then "mean" rows of as many figures: describe()'s first two */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	struct xnum x[DESCRIBE_ROWS];
	int field, n;

	int fields[DESCRIBE_ROWS];

	if (!ts_is(t, ts, i, "count") || ts_flat(t, ts, i) || !ts_line_start(ts, i))
		return 0;
	if ((n = header_fields(t, ts, i, fields)))
		return named_row(t, ts, ts_line_last(ts, i) + 1, n, x);
	if ((n = describe_row(t, ts, i, &field, x)) == 0)
		return 0;
	return describe_row(t, ts, ts_line_last(ts, i) + 1, &field, x) == n && field == SUM_MEAN;
}

void rec_describe(struct xresult *r)
{
	tk_scan(r, "count", starts, read_describe);
}
