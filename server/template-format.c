/* template-format.c: the named formats of templates: numbers, dates, the subject rule, counts */
#include "template-int.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/text.h"
#include "../core/banned.h"

/*
 * {{value|format}}: the value becomes text here, then is escaped for its
 * place like any other.  A format returns -1 for a value it cannot write
 * (the renderer reports it); a section may test a format's text
 * ({{#n|one}}), which is how the templates say "one" and "some".
 */

int tmpl_truthy(const struct tmpl_value *v)
{
	size_t len;

	switch (tmpl_kind(v)) {
	case TK_ABSENT:
	case TK_NULL:
	case TK_FALSE:
		return 0;
	case TK_STRING:
		return tmpl_text(v, &len) && len > 0;
	case TK_ARRAY:
		return tmpl_size(v) > 0;
	default:
		return 1;
	}
}

static int is_number(const struct tmpl_value *v)
{
	return tmpl_kind(v) == TK_INTEGER || tmpl_kind(v) == TK_REAL;
}

static int fmt_number(const struct tmpl_value *v, struct buf *b, const char *spec)
{
	double d = tmpl_number(v);

	if (!is_number(v) && tmpl_kind(v) != TK_NULL)
		return -1;
	if (!isfinite(d)) {
		buf_adds(b, "n/a");
		return 0;
	}
	buf_addf(b, spec, d == 0 ? 0 : d);    /* no "-0" */
	return 0;
}

static int fmt_g3(const struct tmpl_value *v, struct buf *b) { return fmt_number(v, b, "%.3g"); }
static int fmt_g4(const struct tmpl_value *v, struct buf *b) { return fmt_number(v, b, "%.4g"); }
static int fmt_g6(const struct tmpl_value *v, struct buf *b) { return fmt_number(v, b, "%.6g"); }
static int fmt_g10(const struct tmpl_value *v, struct buf *b) { return fmt_number(v, b, "%.10g"); }
static int fmt_f1(const struct tmpl_value *v, struct buf *b) { return fmt_number(v, b, "%.1f"); }
static int fmt_f4(const struct tmpl_value *v, struct buf *b) { return fmt_number(v, b, "%.4f"); }

/* a number in the fewest digits that read back as the same number, as PostgreSQL writes a float8 */
static int fmt_num(const struct tmpl_value *v, struct buf *b)
{
	double d = tmpl_number(v);
	char s[40];
	int prec;

	if (tmpl_kind(v) == TK_NULL)
		return 0;
	if (tmpl_kind(v) == TK_INTEGER) {
		buf_addf(b, "%lld", (long long)d);
		return 0;
	}
	if (!is_number(v))
		return -1;
	for (prec = 15; prec < 17; prec++) {
		snprintf(s, sizeof(s), "%.*g", prec, d);
		if (strtod(s, NULL) == d)
			break;
	}
	buf_addf(b, "%.*g", prec, d);
	return 0;
}

/* a count: the whole part of a number */
static int fmt_int(const struct tmpl_value *v, struct buf *b)
{
	double d = tmpl_number(v);

	if (!isfinite(d) || fabs(d) > 1e15)
		return -1;
	buf_addf(b, "%lld", (long long)d);
	return 0;
}

/* "2007-10-19T14:02:00Z" -> "2007-10-19 14:02" (UTC, as every date of the model) */
static int fmt_date(const struct tmpl_value *v, struct buf *b)
{
	size_t n;
	const char *s = tmpl_text(v, &n);

	if (tmpl_kind(v) == TK_NULL)
		return 0;
	if (!s)
		return -1;
	buf_add(b, s, n >= 16 ? 10 : n);
	if (n >= 16) {
		buf_addc(b, ' ');
		buf_add(b, s + 11, 5);
	}
	return 0;
}

static int fmt_subject(const struct tmpl_value *v, struct buf *b)
{
	size_t n;
	const char *s = tmpl_text(v, &n);

	if (!s && tmpl_kind(v) != TK_NULL)
		return -1;
	buf_adds(b, subject_or_none(s));
	return 0;
}

/* any JSON value as JSON text: compact, or with ", " and ": " as PostgreSQL prints jsonb */
static int dump(const struct tmpl_value *v, struct buf *b, size_t flags)
{
	char *s = v->ops ? NULL : json_dumps(v->json, flags | JSON_ENCODE_ANY);

	if (!s)
		return -1;
	buf_adds(b, s);
	free(s);
	return 0;
}

static int fmt_json(const struct tmpl_value *v, struct buf *b) { return dump(v, b, JSON_COMPACT); }
static int fmt_json_text(const struct tmpl_value *v, struct buf *b) { return dump(v, b, 0); }

/* a fact or a claim's value: text, yes/no, a number; nothing for null */
static int fmt_value(const struct tmpl_value *v, struct buf *b)
{
	size_t n;
	const char *s;

	switch (tmpl_kind(v)) {
	case TK_STRING:
		s = tmpl_text(v, &n);
		buf_add(b, s, n);
		return 0;
	case TK_TRUE:
	case TK_FALSE:
		buf_adds(b, tmpl_kind(v) == TK_TRUE ? "yes" : "no");
		return 0;
	case TK_INTEGER:
		buf_addf(b, "%lld", (long long)tmpl_number(v));
		return 0;
	case TK_REAL:
		buf_addf(b, "%.6g", tmpl_number(v));
		return 0;
	default:
		return tmpl_kind(v) == TK_NULL ? 0 : -1;
	}
}

/* a thread's depth as the style sheet's indent classes go: d0 to d12 */
static int fmt_indent(const struct tmpl_value *v, struct buf *b)
{
	if (tmpl_kind(v) != TK_INTEGER)
		return -1;
	buf_addf(b, "%lld", tmpl_number(v) > 12 ? 12LL : (long long)tmpl_number(v));
	return 0;
}

/* how many: a number, or the items of an array */
static int count_of(const struct tmpl_value *v, double *n)
{
	if (tmpl_kind(v) == TK_ARRAY)
		*n = (double)tmpl_size(v);
	else if (is_number(v))
		*n = tmpl_number(v);
	else
		return -1;
	return 0;
}

/* "one" for 1 (or an array of one), else nothing: {{#n|one}}1 post{{/n}} */
static int fmt_one(const struct tmpl_value *v, struct buf *b)
{
	double n;

	if (count_of(v, &n) < 0)
		return -1;
	if (n == 1)
		buf_adds(b, "one");
	return 0;
}

/* "s" but for 1: {{n}} post{{n|plural}} */
static int fmt_plural(const struct tmpl_value *v, struct buf *b)
{
	double n;

	if (count_of(v, &n) < 0)
		return -1;
	if (n != 1)
		buf_addc(b, 's');
	return 0;
}

/* the items of an array: {{sources|count}} */
static int fmt_count(const struct tmpl_value *v, struct buf *b)
{
	if (tmpl_kind(v) != TK_ARRAY)
		return -1;
	buf_addf(b, "%zu", tmpl_size(v));
	return 0;
}

/* "some" for a value a section would render, else nothing: {{#claims|some}} tests an
 * array once, where {{#claims}} would walk it */
static int fmt_some(const struct tmpl_value *v, struct buf *b)
{
	if (tmpl_truthy(v))
		buf_adds(b, "some");
	return 0;
}

static const struct {
	const char *name;
	int (*fn)(const struct tmpl_value *v, struct buf *b);
} formats[] = {
	{ "date", fmt_date }, { "subject", fmt_subject }, { "int", fmt_int },
	{ "g3", fmt_g3 }, { "g4", fmt_g4 }, { "g6", fmt_g6 }, { "g10", fmt_g10 },
	{ "f1", fmt_f1 }, { "f4", fmt_f4 }, { "num", fmt_num }, { "json", fmt_json },
	{ "json_text", fmt_json_text }, { "value", fmt_value },
	{ "indent", fmt_indent }, { "one", fmt_one }, { "plural", fmt_plural }, { "count", fmt_count },
	{ "some", fmt_some },
};

int tmpl_format_index(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(formats) / sizeof(formats[0]); i++)
		if (!strcmp(formats[i].name, name))
			return (int)i;
	return -1;
}

int tmpl_format(int i, const struct tmpl_value *v, struct buf *b)
{
	return formats[i].fn(v, b);
}
