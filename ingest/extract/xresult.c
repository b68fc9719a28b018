/* xresult.c: the extraction model's helpers every recogniser calls: new series, values, parameters */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "../../core/banned.h"

struct xseries *xr_series(struct xresult *r)
{
	struct xseries *s;

	if (r->nseries == r->cseries)
		r->series = xrealloc(r->series, sizeof(*s) * (size_t)(r->cseries = r->cseries * 2 + 16));
	s = &r->series[r->nseries++];
	memset(s, 0, sizeof(*s));
	s->system = -1;
	s->cites = -1;
	return s;
}

struct xseries *xr_series_at(struct xresult *r, int line, size_t s0, size_t s1, const char *found_by)
{
	const struct text *t = r->t;
	struct xseries *s = xr_series(r);

	s->line = line;
	s->depth = t->l[line].depth;
	s->author = t->l[line].author;
	s->span[0] = s0;
	s->span[1] = s1;
	xs_printf(s->found_by, sizeof(s->found_by), "%s", found_by);
	return s;
}

struct xcomparison *xr_cmp(struct xresult *r)
{
	struct xcomparison *c;

	if (r->ncmp == r->ccmp)
		r->cmp = xrealloc(r->cmp, sizeof(*c) * (size_t)(r->ccmp = r->ccmp * 2 + 8));
	c = &r->cmp[r->ncmp++];
	memset(c, 0, sizeof(*c));
	c->proven = -1;
	return c;
}

/* The claim a change posted in a tool's table makes: "patched vs base, row: *  17.82%*",
 * the cell as printed (its marks of significance too) */
void xr_cmp_say(struct xresult *r, struct xcomparison *c, const char *row, size_t s, size_t e)
{
	char cell[48];

	text_label(r->t, s, e, cell, sizeof(cell));
	xs_printf(c->text, sizeof(c->text), "%s vs %s%s%s: %s", r->series[c->b].label, r->series[c->a].label,
		  row && *row ? ", " : "", row ? row : "", cell);
}

struct xsystem *xr_sys(struct xresult *r)
{
	struct xsystem *y;

	if (r->nsys == r->csys)
		r->sys = xrealloc(r->sys, sizeof(*y) * (size_t)(r->csys = r->csys * 2 + 4));
	y = &r->sys[r->nsys++];
	memset(y, 0, sizeof(*y));
	return y;
}

void xs_value(struct xseries *s, const struct xnum *x)
{
	if (s->nvalues == s->vcap)
		s->values = xrealloc(s->values, sizeof(*x) * (size_t)(s->vcap = s->vcap * 2 + 4));
	s->values[s->nvalues++] = *x;
}

static struct xparam *param_slot(struct xseries *s, const char *key)
{
	int i;

	for (i = 0; i < s->nparams; i++)
		if (!strcmp(s->params[i].key, key))
			return &s->params[i];
	if (s->nparams == XP_MAX || strlen(key) >= sizeof(s->params[0].key))
		return NULL;
	memset(&s->params[s->nparams], 0, sizeof(s->params[0]));
	memcpy(s->params[s->nparams].key, key, strlen(key) + 1);
	return &s->params[s->nparams++];
}

int xs_param_num(struct xseries *s, const char *key, const struct xnum *x)
{
	struct xparam *p = param_slot(s, key);

	if (!p)
		return -1;
	p->is_num = 1;
	p->num = *x;
	p->str[0] = '\0';
	return 0;
}

int xs_param_str(struct xseries *s, const char *key, const char *v, size_t n)
{
	struct xparam *p = param_slot(s, key);

	if (!p)
		return -1;
	p->is_num = 0;
	if (n >= sizeof(p->str))
		n = sizeof(p->str) - 1;
	memcpy(p->str, v, n);
	p->str[n] = '\0';
	return 0;
}

const struct xparam *xs_param(const struct xseries *s, const char *key)
{
	int i;

	for (i = 0; i < s->nparams; i++)
		if (!strcmp(s->params[i].key, key))
			return &s->params[i];
	return NULL;
}

void xs_copy_head(struct xseries *dst, const struct xseries *src)
{
	*dst = *src;
	dst->values = NULL;
	dst->nvalues = dst->vcap = 0;
	dst->system = -1;
	dst->cites = -1;
}

void xr_claim_bytes(struct xresult *r, size_t s, size_t e)
{
	if (r->nclaimed == r->cclaimed)
		r->claimed = xrealloc(r->claimed, sizeof(*r->claimed) * (size_t)(r->cclaimed = r->cclaimed * 2 + 4));
	r->claimed[r->nclaimed++] = (struct xspan){ s, e };
}

int xr_claimed(const struct xresult *r, size_t at)
{
	for (int i = 0; i < r->nclaimed; i++)
		if (r->claimed[i].s <= at && at < r->claimed[i].e)
			return 1;
	return 0;
}

void xr_drop_series(struct xresult *r, int i)
{
	int k, n = 0;

	free(r->series[i].values);
	memmove(&r->series[i], &r->series[i + 1], (size_t)(r->nseries - i - 1) * sizeof(r->series[0]));
	r->nseries--;
	for (k = 0; k < r->ncmp; k++) {
		struct xcomparison *c = &r->cmp[k];
		if (c->a == i || c->b == i)
			continue;
		c->a -= c->a > i;
		c->b -= c->b > i;
		r->cmp[n++] = *c;
	}
	r->ncmp = n;
}

void xr_release(struct xresult *r)
{
	int i;

	for (i = 0; i < r->nseries; i++)
		free(r->series[i].values);
	free(r->series);
	free(r->cmp);
	free(r->sys);
	free(r->used);
	free(r->claimed);
	free(r->skip);
	free(r->notes);
	ctx_release(r);
	memset(r, 0, sizeof(*r));
}

void xs_printf(char *dst, size_t n, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(dst, n, fmt, ap);
	va_end(ap);
}

void xs_average_of_range(struct xseries *s)
{
	if (s->nvalues != 1 || !(s->sum[SUM_MIN].set || s->sum[SUM_MAX].set || s->sum[SUM_MEDIAN].set))
		return;
	s->sum[SUM_MEAN] = s->values[0];
	s->nvalues = 0;
	s->has_summary = 1;
}

void xs_settle_mean(struct xseries *s)
{
	if (!s->has_summary || s->nvalues)
		return;
	if (s->sum[SUM_MEAN].set && !s->sum[SUM_N].set && !s->sum[SUM_MIN].set &&
	    !s->sum[SUM_MAX].set && !s->sum[SUM_MEDIAN].set) {
		xs_value(s, &s->sum[SUM_MEAN]);
		memset(&s->sum[SUM_MEAN], 0, sizeof(s->sum[SUM_MEAN]));
		if (!s->sum[SUM_STDDEV].set)
			s->has_summary = 0;
	}
}
