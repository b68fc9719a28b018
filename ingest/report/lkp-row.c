/* lkp-row.c: the LKP comparison row parser, one for report files and posts alike */
#include <string.h>

#include "lkp-row.h"
#include "report.h"
#include "../../core/banned.h"

static int is_pm(const struct lkp_tok *t)
{
	return t->n == 2 && !memcmp(t->p, "\xc2\xb1", 2);
}

/* value [± N%] at t[*i]: fills v and sd (-1: none) and the stddev token; advances *i */
static int side(const struct lkp_tok *t, int nt, int *i, double *v, double *sd, int *sd_tok,
		const char **why)
{
	*sd = -1;
	*sd_tok = -1;
	if (*i >= nt || report_number(t[*i].p, t[*i].n, v) < 0) {
		*why = "not a number";
		return -1;
	}
	(*i)++;
	/* from 100% up the robot prints "±223%" as one word */
	if (*i < nt && t[*i].n > 3 && !memcmp(t[*i].p, "\xc2\xb1", 2)) {
		if (t[*i].p[t[*i].n - 1] != '%' || report_number(t[*i].p + 2, t[*i].n - 3, sd) < 0) {
			*why = "'±' without a percentage after it";
			return -1;
		}
		*sd_tok = *i;
		(*i)++;
	} else if (*i < nt && is_pm(&t[*i])) {
		size_t n;
		(*i)++;
		n = *i < nt ? t[*i].n : 0;
		if (!n || t[*i].p[n - 1] != '%' || report_number(t[*i].p, n - 1, sd) < 0) {
			*why = "'±' without a percentage after it";
			return -1;
		}
		*sd_tok = *i;
		(*i)++;
	}
	return 0;
}

/* A %change, or a metric in per cent ("cpu.all.idle%") changing by points: "+0.9", signed, no '%' */
static int is_change(const struct lkp_tok *t)
{
	return t->p[t->n - 1] == '%' ||
	       ((t->p[0] == '+' || t->p[0] == '-') && t->n > 1 &&
		report_number(t->p + 1, t->n - 1, &(double){ 0 }) >= 0);
}

static int starts_row(const struct lkp_tok *t, int nt)
{
	char c = nt >= 1 ? t[0].p[0] : 0;

	return c == '-' || c == '.' || (c >= '0' && c <= '9');
}

int lkp_row_parse(const struct lkp_tok *t, int nt, struct lkp_row *row, const char **why)
{
	int i = 0;

	*why = "";
	if (!starts_row(t, nt))
		return 0;
	row->a = 0;
	if (side(t, nt, &i, &row->va, &row->sda, &row->a_sd, why) < 0)
		return -1;
	if (i >= nt || !is_change(&t[i])) {
		*why = "no %change after the first value";
		return -1;
	}
	row->change = i++;
	row->b = i;
	if (side(t, nt, &i, &row->vb, &row->sdb, &row->b_sd, why) < 0)
		return -1;
	if (i >= nt) {
		*why = "no metric name at the end of the row";
		return -1;
	}
	row->name = i;
	return i + 1;
}

int lkp_wide_parse(const struct lkp_tok *t, int nt, struct lkp_wide *row, const char **why)
{
	double v, sd;
	int i = 0, k;

	*why = "";
	if (!starts_row(t, nt))
		return 0;
	for (k = 0; k < LKP_MAX_SIDES; k++) {
		if (k) {
			/* a change is a figure: the metric's name may end in '%' too ("cpu.all.idle%") */
			if (i >= nt || !is_change(&t[i]) || report_number(t[i].p, t[i].n - (t[i].p[t[i].n - 1] == '%'), &v) < 0)
				break;
			row->change[k] = i++;
		}
		row->v[k] = i;
		if (side(t, nt, &i, &v, &sd, &row->sd[k], why) < 0)
			return -1;
	}
	if (k < 2) {
		*why = "no %change after the first value";
		return -1;
	}
	if (i >= nt) {
		*why = "no metric name at the end of the row";
		return -1;
	}
	row->nsides = k;
	row->name = i;
	return i + 1;
}

int lkp_profile_row(const char *name, size_t n)
{
	return n > 13 && !memcmp(name, "perf-profile.", 13);
}
