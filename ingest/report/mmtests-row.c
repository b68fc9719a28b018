/* mmtests-row.c: the mmtests compare-table row parser, one for report files and posts alike */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "mmtests-row.h"
#include "report.h"
#include "../../core/banned.h"

/*
 * A row as PrintGeneric.pm's printRow writes it: "%-Ns" the statistic,
 * " %-Ms" the row's name, then per kernel "%12.Pf" and " (%6.2f%%)", whose
 * parentheses become '*' when the difference is significant
 * (bin/lib/MMTests/Compare.pm).
 */

int mmtests_is_stat(const char *p, size_t n)
{
	static const char *const stats[] = { "Min", "Max", "Amean", "Hmean", "Stddev", "CoeffVar" };
	size_t k;

	for (k = 0; k < sizeof(stats) / sizeof(stats[0]); k++)
		if (n == strlen(stats[k]) && !memcmp(p, stats[k], n))
			return 1;
	/* BAmean-99, BHmean-95, Max-90, 1st-qrtle, 3rd-qrtle */
	return (n > 7 && (!memcmp(p, "BAmean-", 7) || !memcmp(p, "BHmean-", 7))) ||
	       (n > 4 && !memcmp(p, "Max-", 4) && isdigit((unsigned char)p[4])) ||
	       (n == 9 && !memcmp(p + 3, "-qrtle", 6));
}

void mmtests_stat_key(const char *p, size_t n, char *out, size_t on)
{
	size_t i;

	if (n == 5 && !memcmp(p, "Amean", 5))
		snprintf(out, on, "mean");
	else if (n == 6 && !memcmp(p, "Stddev", 6))
		snprintf(out, on, "stddev");
	else {
		snprintf(out, on, "%.*s", (int)n, p);
		for (i = 0; out[i]; i++)
			out[i] = (char)tolower((unsigned char)out[i]);
	}
}

static size_t blank(const char *p, size_t n, size_t i)
{
	while (i < n && (p[i] == ' ' || p[i] == '\t' || p[i] == '\r'))
		i++;
	return i;
}

static size_t word_end(const char *p, size_t n, size_t i)
{
	while (i < n && p[i] != ' ' && p[i] != '\t' && p[i] != '\r')
		i++;
	return i;
}

/* A number as %f prints it (nan as mmtests' NaN). */
static int number(const char *p, size_t n, double *v)
{
	if ((n == 3 && !strncasecmp(p, "nan", 3)) || (n == 4 && !strncasecmp(p, "-nan", 4))) {
		*v = NAN;
		return 0;
	}
	return report_number(p, n, v);
}

/* " (  -3.17%)" or " *   2.98%*" at *i: 1 read, 0 none, -1 cut */
static int compare_cell(const char *p, size_t n, size_t *i, struct mmtests_cell *c)
{
	char close;
	size_t j = blank(p, n, *i), s;

	if (j == n || (p[j] != '(' && p[j] != '*'))
		return 0;
	close = p[j] == '(' ? ')' : '*';
	c->sig = p[j] == '*';
	j = blank(p, n, j + 1);
	for (s = j; j < n && p[j] != '%'; j++)
		;
	if (j + 1 >= n || p[j + 1] != close || number(p + s, j - s, &c->pct) < 0) {
		*i = s;
		return -1;
	}
	c->has_pct = 1;
	c->pct_s = s;
	c->pct_e = j;
	*i = j + 2;
	return 1;
}

static int row_from(const char *p, size_t n, int nk, struct mmtests_row *row, const char **why,
		    size_t *bad_s, size_t *bad_e, size_t i, size_t e);

int mmtests_row_parse(const char *p, size_t n, int nk, struct mmtests_row *row, const char **why,
		      size_t *bad_s, size_t *bad_e)
{
	size_t i = blank(p, n, 0), e;

	memset(row, 0, sizeof(*row));
	*why = "";
	e = word_end(p, n, i);
	if (e == i || !mmtests_is_stat(p + i, e - i))
		return 0;
	return row_from(p, n, nk, row, why, bad_s, bad_e, i, e);
}

/* A word of letters (and '-'), a figure's name: "TPut", "Ops", "Elapsed" */
static int figure_name(const char *p, size_t n)
{
	size_t i;

	if (n < 2 || n > 16 || !isupper((unsigned char)p[0]))
		return 0;
	for (i = 0; i < n; i++)
		if (!isalpha((unsigned char)p[i]) && p[i] != '-')
			return 0;
	return 1;
}

int mmtests_row_parse_named(const char *p, size_t n, int nk, struct mmtests_row *row, const char **why,
			    size_t *bad_s, size_t *bad_e)
{
	size_t i = blank(p, n, 0), e;
	int got = mmtests_row_parse(p, n, nk, row, why, bad_s, bad_e);

	if (got)
		return got;
	e = word_end(p, n, i);
	if (!figure_name(p + i, e - i))
		return 0;
	got = row_from(p, n, nk, row, why, bad_s, bad_e, i, e);
	/* only a row whose every kernel has its difference cell is one: the format's mark */
	for (int k = 0; got > 0 && k < row->n; k++)
		if (!row->c[k].has_pct)
			return 0;
	row->named = got > 0;
	return got > 0 ? got : 0;
}

static int row_from(const char *p, size_t n, int nk, struct mmtests_row *row, const char **why,
		    size_t *bad_s, size_t *bad_e, size_t i, size_t e)
{
	int k, max = nk < 0 ? MMTESTS_MAXK : nk;

	row->stat_s = i;
	row->stat_e = e;
	i = blank(p, n, e);
	row->name_s = i;
	row->name_e = e = word_end(p, n, i);
	for (k = 0; k < max; k++) {
		struct mmtests_cell *c = &row->c[k];
		i = blank(p, n, e);
		if (i == n) {
			if (nk < 0 && k > 0)
				break;
			*why = "cut";
			return -1;
		}
		e = word_end(p, n, i);
		c->s = i;
		c->e = e;
		*bad_s = i;
		*bad_e = e;
		if (number(p + i, e - i, &c->v) < 0) {
			*why = "not a number";
			return -1;
		}
		if (compare_cell(p, n, &e, c) < 0) {
			*why = "a difference cell";
			*bad_s = e;
			return -1;
		}
		row->n++;
	}
	if (blank(p, n, e) != n) {
		*why = "more values";
		return -1;
	}
	return row->n;
}
