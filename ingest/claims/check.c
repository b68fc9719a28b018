/* check.c: recompute claims from posted figures and say whether they hold */
#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "../../core/stats.h"
#include "../../core/banned.h"

/*
 * Every check follows one shape: find the cells the claim speaks of (the
 * rows it names, else every row), recompute under each convention a poster
 * may have used, and match by posted digits.  A claim naming a row that does
 * not match is "off" even when another row does (that row goes in the note):
 * a coincidence elsewhere never makes a claim hold.  Conventions are chosen
 * per sentence, so "1.0244 and 1.0142 ... 0.9807" are read one way.
 */

static const char *const status_names[] = { "holds", "off", "contradicted", "not checkable" };

const char *check_status_name(enum check_status s)
{
	return (unsigned)s < 4 ? status_names[s] : "not checkable";
}

int check_decimals(const char *posted)
{
	const char *dot = strchr(posted, '.');
	int d = 0;

	if (!dot)
		return 0;
	for (dot++; isdigit((unsigned char)*dot); dot++)
		d++;
	return d;
}

int check_digits(const char *posted, double v)
{
	int d = check_decimals(posted), mask = 0;
	double scale = pow(10, d), p = fabs(atof(posted[0] == '+' ? posted + 1 : posted));
	double P = floor(p * scale + 0.5), X = fabs(v) * scale;
	int neg = posted[0] == '-';

	if (isnan(v))
		return 0;
	if (neg != (v < 0) && floor(X + 0.5) != 0)
		return 0;
	if (floor(X + 0.5 + 1e-9) == P)
		mask |= DIGITS_ROUNDED;
	if (floor(X + 1e-9) == P)
		mask |= DIGITS_TRUNCATED;
	if (fabs(X - P) <= 1 + 1e-9)
		mask |= DIGITS_ONE_UNIT;
	return mask;
}

const char *check_digits_name(int m)
{
	if ((m & DIGITS_ROUNDED) && (m & DIGITS_TRUNCATED))
		return "rounded and truncated";
	if (m & DIGITS_ROUNDED)
		return "rounded";
	if (m & DIGITS_TRUNCATED)
		return "truncated";
	if (m & DIGITS_ONE_UNIT)
		return "within one unit";
	return "no";
}

/* a better match has more exact kinds; one unit only is the weakest */
static int match_rank(int m)
{
	return (m & DIGITS_ROUNDED ? 4 : 0) + (m & DIGITS_TRUNCATED ? 2 : 0) + (m & DIGITS_ONE_UNIT ? 1 : 0);
}

double check_effective_concurrency(double n, double t1, double tn)
{
	return tn > 0 ? n * t1 / tn : NAN;
}

double check_percent(double a, double b, int base_is_b, int sign_b_minus_a)
{
	double base = base_is_b ? b : a;
	double d = sign_b_minus_a ? b - a : a - b;

	return base != 0 ? d * 100 / base : NAN;
}

/* recomputed value printed two digits finer than the posted one */
static void fmt_like(char *out, size_t cap, const char *posted, double v)
{
	int d = check_decimals(posted) + 2;

	if (d > 7)
		d = 7;
	snprintf(out, cap, "%.*f", d, v);
}

static void note(struct check_result *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void note(struct check_result *r, const char *fmt, ...)
{
	size_t len = strlen(r->note);
	va_list ap;

	if (len + 1 >= sizeof(r->note))
		return;
	va_start(ap, fmt);
	vsnprintf(r->note + len, sizeof(r->note) - len, fmt, ap);
	va_end(ap);
}

static void add_series(struct check_result *r, long id)
{
	int i;

	for (i = 0; i < r->nseries; i++)
		if (r->series[i] == id)
			return;
	if (r->nseries < CHECK_MAX_SERIES)
		r->series[r->nseries++] = id;
}

static void set_posted(struct check_result *r, const struct claim *c)
{
	if (!c->has_num)
		return;
	r->has_posted = 1;
	r->posted = c->num.value;
	snprintf(r->posted_text, sizeof(r->posted_text), "%s", c->num.text);
}

static void set_recomputed(struct check_result *r, const char *posted, double v)
{
	r->has_recomputed = 1;
	r->recomputed = v;
	fmt_like(r->recomputed_text, sizeof(r->recomputed_text), posted, v);
}

static void not_checkable(struct check_result *r, const char *why)
{
	r->status = CHECK_NOT_CHECKABLE;
	if (r->note[0])
		note(r, "; ");
	note(r, "%s", why);
}

/* ---- names against series labels ---- */

/* lower-case tokens of a label; "SCHED_ULE" -> "ule", "5.2.1+ULE" -> "5.2.1" "ule" */
static int tokens(const char *s, char out[][24], int max)
{
	int n = 0;
	size_t len;

	while (s && *s && n < max) {
		while (*s && !isalnum((unsigned char)*s))
			s++;
		for (len = 0; s[len] && (isalnum((unsigned char)s[len]) || s[len] == '.' || s[len] == '(' ||
					  s[len] == ')'); len++)
			;
		if (!len)
			break;
		if (len >= 24)
			len = 23;
		for (size_t i = 0; i < len; i++)
			out[n][i] = tolower((unsigned char)s[i]);
		out[n][len] = '\0';
		while (len && out[n][len - 1] == '.')
			out[n][--len] = '\0';
		if (!strncmp(out[n], "sched", 5) && !out[n][5] && s[5] == '_') {
			s += 6;
			continue;
		}
		if (len)
			n++;
		s += len ? len : 1;
	}
	return n;
}

static int side_score(const char *name, const char *label)
{
	char a[8][24], b[8][24];
	int na = tokens(name, a, 8), nb = tokens(label, b, 8), i, j, score = 0;

	for (i = 0; i < na; i++)
		for (j = 0; j < nb; j++)
			if (!strcmp(a[i], b[j]))
				score++;
	return score;
}

#define MAX_SIDES 32

struct sides {
	const char *v[MAX_SIDES];
	int n;
};

static void all_sides(const struct ck_series *s, size_t ns, struct sides *out)
{
	size_t i;
	int j;

	out->n = 0;
	for (i = 0; i < ns; i++) {
		if (!s[i].side)
			continue;
		for (j = 0; j < out->n && strcmp(out->v[j], s[i].side); j++)
			;
		if (j == out->n && out->n < MAX_SIDES)
			out->v[out->n++] = s[i].side;
	}
}

/* the sides a name speaks of: those sharing the most tokens with it */
static void resolve_side(const char *name, const struct sides *all, struct sides *out)
{
	int i, best = 0, sc;

	out->n = 0;
	if (!name)
		return;
	for (i = 0; i < all->n; i++) {
		sc = side_score(name, all->v[i]);
		if (sc > best) {
			best = sc;
			out->n = 0;
		}
		if (sc && sc == best)
			out->v[out->n++] = all->v[i];
	}
}

/* of several equally named sides, keep those most like the reference's label */
static void prefer_like(struct sides *s, const struct sides *ref)
{
	int i, best = -1, sc, keep = 0;
	const char *v[MAX_SIDES];

	if (s->n < 2 || ref->n != 1)
		return;
	for (i = 0; i < s->n; i++) {
		sc = side_score(s->v[i], ref->v[0]);
		if (sc > best) {
			best = sc;
			keep = 0;
		}
		if (sc == best)
			v[keep++] = s->v[i];
	}
	memcpy(s->v, v, keep * sizeof(v[0]));
	s->n = keep;
}

static int in_sides(const struct sides *s, const char *label)
{
	int i;

	for (i = 0; i < s->n; i++)
		if (label && !strcmp(s->v[i], label))
			return 1;
	return 0;
}

static void norm_row(const char *s, char *out, size_t cap)
{
	size_t n = 0;

	for (; s && *s && n + 1 < cap; s++)
		if (isalnum((unsigned char)*s) || *s == '.')
			out[n++] = tolower((unsigned char)*s);
	out[n] = '\0';
}

static int row_matches(const struct claim_name *nm, const struct ck_series *s)
{
	char a[64], b[64];

	if (!s->row && isnan(s->param))
		return 0;
	norm_row(nm->text, a, sizeof(a));
	norm_row(s->row, b, sizeof(b));
	if (a[0] && !strcmp(a, b))
		return 1;
	if (!isnan(nm->param) && !isnan(s->param) && nm->param == s->param)
		return !nm->key[0] || !s->key || !strcmp(nm->key, s->key) ||
		       (s->row && strstr(s->row, nm->key));
	return 0;
}

static int name_is_row(const struct claim_name *nm, const struct ck_series *s, size_t ns)
{
	size_t i;

	for (i = 0; i < ns; i++)
		if (row_matches(nm, &s[i]))
			return 1;
	return 0;
}

static int word_in(const char *hay, const char *w)
{
	size_t n = strlen(w), i;

	if (!hay || !n)
		return 0;
	for (i = 0; hay[i]; i++)
		if (!strncasecmp(hay + i, w, n))
			return 1;
	return 0;
}

/* ---- what the claim selects ---- */

struct selection {
	struct sides subject, other;
	const struct claim_name *rows[CLAIM_MAX_NAMES];
	int nrows;
	const char *metric;
	const char *workloads[CLAIM_MAX_NAMES];
	int nworkloads;
};

static int workload_ok(const struct selection *sel, const struct ck_series *s)
{
	int i;

	if (!sel->nworkloads)
		return 1;
	for (i = 0; i < sel->nworkloads; i++)
		if (word_in(s->workload, sel->workloads[i]) || word_in(s->row, sel->workloads[i]))
			return 1;
	return 0;
}

static int series_ok(const struct selection *sel, const struct ck_series *s, int use_rows)
{
	int i;

	if (sel->metric ? !(s->metric && !strcasecmp(s->metric, sel->metric)) : s->metric_rank != 0)
		return 0;
	if (!workload_ok(sel, s))
		return 0;
	if (!use_rows || !sel->nrows)
		return 1;
	for (i = 0; i < sel->nrows; i++)
		if (row_matches(sel->rows[i], s))
			return 1;
	return 0;
}

/*
 * A workload said in words ("building a kernel") names the series whose
 * workload holds two of its word stems ("buildkernel").
 */
static void phrase_workload(const char *phrase, const struct ck_series *s, size_t ns,
			    struct selection *sel)
{
	char stems[8][24];
	int n = 0, hits, i;
	size_t j, len;
	const char *p = phrase;

	while (*p && n < 8) {
		while (*p && !isalpha((unsigned char)*p))
			p++;
		for (len = 0; isalpha((unsigned char)p[len]); len++)
			;
		if (len >= 4 && len < 24) {
			snprintf(stems[n], sizeof(stems[n]), "%.*s", (int)len, p);
			if (len > 6 && !strcmp(stems[n] + len - 3, "ing"))
				stems[n][len - 3] = '\0';
			n++;
		}
		p += len;
	}
	for (j = 0; j < ns; j++) {
		for (hits = 0, i = 0; i < n; i++)
			hits += word_in(s[j].workload, stems[i]);
		if (hits >= 2 && sel->nworkloads < CLAIM_MAX_NAMES) {
			sel->workloads[sel->nworkloads++] = s[j].workload;
			return;
		}
	}
}

static void select_for(const struct claim *c, const struct ck_series *s, size_t ns,
		       struct selection *sel)
{
	struct sides all;
	const struct claim_name *nm;
	int i, any_workload = 0;
	size_t j;

	memset(sel, 0, sizeof(*sel));
	all_sides(s, ns, &all);
	resolve_side((nm = claim_name_with(c, ROLE_SUBJECT)) ? nm->text : NULL, &all, &sel->subject);
	resolve_side((nm = claim_name_with(c, ROLE_OTHER)) ? nm->text : NULL, &all, &sel->other);
	prefer_like(&sel->subject, &sel->other);
	prefer_like(&sel->other, &sel->subject);
	if (!sel->other.n)
		for (i = 0; i < all.n; i++)
			if (!in_sides(&sel->subject, all.v[i]))
				sel->other.v[sel->other.n++] = all.v[i];
	for (i = 0; i < c->nnames; i++) {
		nm = &c->names[i];
		if ((nm->role == ROLE_ROW || nm->role == ROLE_ANY) && name_is_row(nm, s, ns))
			sel->rows[sel->nrows++] = nm;
		else if (nm->role == ROLE_METRIC)
			for (j = 0; j < ns; j++)
				if (s[j].metric && !strcasecmp(s[j].metric, nm->text))
					sel->metric = nm->text;
	}
	for (i = 0; i < c->nnames; i++) {
		nm = &c->names[i];
		if (nm->role != ROLE_WORKLOAD)
			continue;
		for (j = 0; j < ns; j++)
			if (word_in(s[j].workload, nm->text) || word_in(s[j].row, nm->text))
				any_workload = 1;
		if (any_workload)
			sel->workloads[sel->nworkloads++] = nm->text;
		any_workload = 0;
	}
	if (!sel->nworkloads && !sel->nrows && c->workload[0])
		phrase_workload(c->workload, s, ns, sel);
}

/* ---- cells: a subject series and an other series to compare ---- */

struct cell {
	const struct ck_series *a, *b;	/* subject, other */
};

#define MAX_CELLS 256

static int same_cell(const struct ck_series *x, const struct ck_series *y)
{
	char a[64], b[64];

	norm_row(x->row, a, sizeof(a));
	norm_row(y->row, b, sizeof(b));
	if (strcmp(a, b) || (x->metric && y->metric && strcasecmp(x->metric, y->metric)))
		return 0;
	if ((x->workload && y->workload && strcasecmp(x->workload, y->workload)))
		return 0;
	/* sets of one block (a ministat report, a pair) are compared only inside it */
	if (!x->row && !y->row && x->block != y->block)
		return 0;
	if (!isnan(x->param) && !isnan(y->param) && x->param != y->param)
		return 0;
	return 1;
}

static size_t cells(const struct selection *sel, const struct ck_series *s, size_t ns,
		    int use_rows, struct cell *out)
{
	size_t i, j, n = 0;

	for (i = 0; i < ns; i++) {
		if (!in_sides(&sel->subject, s[i].side) || !series_ok(sel, &s[i], use_rows))
			continue;
		for (j = 0; j < ns && n < MAX_CELLS; j++)
			if (j != i && in_sides(&sel->other, s[j].side) && !in_sides(&sel->subject, s[j].side) &&
			    series_ok(sel, &s[j], use_rows) && same_cell(&s[i], &s[j])) {
				out[n].a = &s[i];
				out[n++].b = &s[j];
			}
	}
	return n;
}

static const char *row_name(const struct ck_series *s)
{
	return s->row ? s->row : s->workload ? s->workload : "its block";
}

/* +1 the subject is better in this cell, -1 worse, 0 equal or unknown */
static int cell_dir(const struct cell *c)
{
	int better = c->a->better ? c->a->better : c->b->better;

	if (!better || c->a->value == c->b->value)
		return 0;
	return (c->a->value < c->b->value) == (better < 0) ? 1 : -1;
}

/* ---- kinds ---- */

/* how much the subject is better (+) or worse (-), as % of the other side */
static double benefit(const struct cell *c)
{
	return cell_dir(c) * fabs(c->a->value - c->b->value) * 100 / c->b->value;
}

static void check_percent_claim(const struct claim *c, const struct ck_series *s, size_t ns,
				struct check_result *r)
{
	struct selection sel;
	struct cell cv[MAX_CELLS];
	size_t n, i, k;
	int named, m, best = 0, contra = 0, dir, matched = 0;
	double v[2], closest = NAN;
	const struct cell *at = NULL;

	select_for(c, s, ns, &sel);
	if (!sel.subject.n)
		return not_checkable(r, "the claim names no side the posted series have");
	named = sel.nrows > 0;
	n = cells(&sel, s, ns, 1, cv);
	if (!n)
		return not_checkable(r, "no posted row compares the sides it names");
	for (i = 0; i < n; i++) {
		dir = cell_dir(&cv[i]);
		v[0] = fabs(cv[i].a->value - cv[i].b->value) * 100 / cv[i].b->value;
		v[1] = fabs(cv[i].a->value - cv[i].b->value) * 100 / cv[i].a->value;
		for (k = 0; k < 2; k++) {
			m = check_digits(c->num.text, v[k]);
			if (!m)
				continue;
			if (dir && dir != c->direction * (c->negated ? -1 : 1)) {
				contra++;
				continue;
			}
			if (match_rank(m) > best) {
				best = match_rank(m);
				at = &cv[i];
				set_recomputed(r, c->num.text, v[k]);
				snprintf(r->match, sizeof(r->match), "%s", check_digits_name(m));
				snprintf(r->convention, sizeof(r->convention), "(%s - %s) / %s",
					 k == 0 ? cv[i].b->side : cv[i].a->side,
					 k == 0 ? cv[i].a->side : cv[i].b->side,
					 k == 0 ? cv[i].b->side : cv[i].a->side);
			}
			matched++;
			note(r, "%s%s %s vs %s: %.2f %% (%s)", matched > 1 ? "; " : "matches ",
			     row_name(cv[i].a), cv[i].a->side, cv[i].b->side, v[k], check_digits_name(m));
			add_series(r, cv[i].a->id);
			add_series(r, cv[i].b->id);
			break;
		}
		if (isnan(closest) || fabs(v[0] - c->num.value) < fabs(closest - c->num.value))
			closest = v[0];
	}
	if (at) {
		r->status = CHECK_HOLDS;
		return;
	}
	if (contra) {
		r->status = CHECK_CONTRADICTED;
		set_recomputed(r, c->num.text, benefit(&cv[0]));
		note(r, "the posted figures make %s %s, not %s", sel.subject.v[0],
		     c->direction > 0 ? "worse" : "better", c->direction > 0 ? "better" : "worse");
		return;
	}
	r->status = CHECK_OFF;
	set_recomputed(r, c->num.text, named ? benefit(&cv[0]) * c->direction : closest);
	if (named)
		note(r, "at %s %s vs %s: %.2f %%", row_name(cv[0].a), cv[0].a->side, cv[0].b->side,
		     benefit(&cv[0]));
	else
		note(r, "no row gives %s %%; the closest is %.2f %%", c->num.text, closest);
	add_series(r, cv[0].a->id);
	add_series(r, cv[0].b->id);
}

/* the ratio convention the sentence's other figures hold under: 1 a/b, 2 b/a, 0 unknown */
static int sibling_convention(const struct claim *claims, size_t nclaims, size_t self,
			      const struct ck_series *s, size_t ns)
{
	size_t i, n;
	int votes[3] = { 0, 0, 0 };
	struct selection sel;
	struct cell cv[MAX_CELLS];

	for (i = 0; i < nclaims; i++) {
		if (i == self || claims[i].group != claims[self].group || claims[i].kind != CLAIM_RATIO ||
		    claim_name_with(&claims[i], ROLE_ROW_PAIR))
			continue;
		select_for(&claims[i], s, ns, &sel);
		if (!sel.nrows)
			continue;
		n = cells(&sel, s, ns, 1, cv);
		if (!n)
			continue;
		votes[1] += check_digits(claims[i].num.text, cv[0].a->value / cv[0].b->value) != 0;
		votes[2] += check_digits(claims[i].num.text, cv[0].b->value / cv[0].a->value) != 0;
	}
	return votes[1] > votes[2] ? 1 : votes[2] > votes[1] ? 2 : 0;
}

static void ratio_between_rows(const struct claim *c, const struct ck_series *s, size_t ns,
			       struct check_result *r)
{
	const struct claim_name *pair = claim_name_with(c, ROLE_ROW_PAIR);
	struct claim_name x, y;
	struct selection sel;
	const char *slash = strchr(pair->text, '/');
	const struct ck_series *sx = NULL, *sy = NULL;
	size_t i;
	int mxy, myx;

	memset(&x, 0, sizeof(x));
	memset(&y, 0, sizeof(y));
	x.param = y.param = NAN;
	snprintf(x.text, sizeof(x.text), "%.*s", (int)(slash - pair->text), pair->text);
	snprintf(y.text, sizeof(y.text), "%s", slash + 1);
	select_for(c, s, ns, &sel);
	if (!sel.subject.n)
		return not_checkable(r, "the ratio names no side of the posted series");
	/* of the sides the name fits, the one that posted both rows */
	for (int k = 0; k < sel.subject.n && !(sx && sy); k++) {
		sx = sy = NULL;
		for (i = 0; i < ns; i++) {
			if (!s[i].side || strcmp(s[i].side, sel.subject.v[k]) || !series_ok(&sel, &s[i], 0))
				continue;
			if (!sx && row_matches(&x, &s[i]))
				sx = &s[i];
			if (!sy && row_matches(&y, &s[i]))
				sy = &s[i];
		}
	}
	if (!sx || !sy)
		return not_checkable(r, "the rows of the ratio are not both posted for its side");
	add_series(r, sx->id);
	add_series(r, sy->id);
	mxy = check_digits(c->num.text, sx->value / sy->value);
	myx = check_digits(c->num.text, sy->value / sx->value);
	if (mxy || !myx) {
		set_recomputed(r, c->num.text, sx->value / sy->value);
		snprintf(r->convention, sizeof(r->convention), "%s / %s on %s", x.text, y.text, sx->side);
	} else {
		set_recomputed(r, c->num.text, sy->value / sx->value);
		snprintf(r->convention, sizeof(r->convention), "%s / %s on %s", y.text, x.text, sx->side);
	}
	r->status = mxy || myx ? CHECK_HOLDS : CHECK_OFF;
	snprintf(r->match, sizeof(r->match), "%s", check_digits_name(mxy ? mxy : myx));
	note(r, "%s %s / %s = %s / %s", sx->side, x.text, y.text, sx->text ? sx->text : "?",
	     sy->text ? sy->text : "?");
}

static void check_ratio_claim(const struct claim *claims, size_t nclaims, size_t self,
			      const struct ck_series *s, size_t ns, struct check_result *r)
{
	const struct claim *c = &claims[self];
	struct selection sel;
	struct cell cv[MAX_CELLS], all[MAX_CELLS];
	size_t n, nall, i;
	int conv, m, k, first, last;
	double v;

	if (claim_name_with(c, ROLE_ROW_PAIR))
		return ratio_between_rows(c, s, ns, r);
	select_for(c, s, ns, &sel);
	if (!sel.subject.n)
		return not_checkable(r, "the ratio names no side the posted series have");
	n = cells(&sel, s, ns, 1, cv);
	if (!n)
		return not_checkable(r, "no posted row compares the sides of the ratio");
	conv = sibling_convention(claims, nclaims, self, s, ns);
	first = conv == 2 ? 2 : 1;
	last = conv == 1 ? 1 : 2;
	for (k = first; k <= last; k++) {
		v = k == 1 ? cv[0].a->value / cv[0].b->value : cv[0].b->value / cv[0].a->value;
		m = check_digits(c->num.text, v);
		if (sel.nrows && m) {
			r->status = CHECK_HOLDS;
			set_recomputed(r, c->num.text, v);
			snprintf(r->match, sizeof(r->match), "%s", check_digits_name(m));
			snprintf(r->convention, sizeof(r->convention), "%s / %s",
				 k == 1 ? cv[0].a->side : cv[0].b->side, k == 1 ? cv[0].b->side : cv[0].a->side);
			note(r, "at %s: %s / %s", row_name(cv[0].a), k == 1 ? cv[0].a->text : cv[0].b->text,
			     k == 1 ? cv[0].b->text : cv[0].a->text);
			add_series(r, cv[0].a->id);
			add_series(r, cv[0].b->id);
			return;
		}
	}
	/* off at its row (or names none): which row does give the posted ratio? */
	k = first;
	v = k == 1 ? cv[0].a->value / cv[0].b->value : cv[0].b->value / cv[0].a->value;
	r->status = CHECK_OFF;
	set_recomputed(r, c->num.text, v);
	snprintf(r->convention, sizeof(r->convention), "%s / %s",
		 k == 1 ? cv[0].a->side : cv[0].b->side, k == 1 ? cv[0].b->side : cv[0].a->side);
	if (sel.nrows)
		note(r, "at %s the ratio is %s / %s = %.5f", row_name(cv[0].a),
		     k == 1 ? cv[0].a->text : cv[0].b->text, k == 1 ? cv[0].b->text : cv[0].a->text, v);
	add_series(r, cv[0].a->id);
	add_series(r, cv[0].b->id);
	nall = cells(&sel, s, ns, 0, all);
	for (i = 0; i < nall; i++) {
		for (k = first; k <= last; k++) {
			v = k == 1 ? all[i].a->value / all[i].b->value : all[i].b->value / all[i].a->value;
			m = check_digits(c->num.text, v);
			if (!m)
				continue;
			if (!sel.nrows) {
				r->status = CHECK_HOLDS;
				set_recomputed(r, c->num.text, v);
				snprintf(r->match, sizeof(r->match), "%s", check_digits_name(m));
			}
			note(r, "%s%s row gives %s / %s = %.5f (%s)", r->note[0] ? "; the " : "the ",
			     row_name(all[i].a), k == 1 ? all[i].a->text : all[i].b->text,
			     k == 1 ? all[i].b->text : all[i].a->text, v, check_digits_name(m));
		}
	}
}

static void check_times_claim(const struct claim *c, const struct ck_series *s, size_t ns,
			      struct check_result *r)
{
	struct selection sel;
	struct cell cv[MAX_CELLS];
	size_t n, i;
	double v;
	int m;

	select_for(c, s, ns, &sel);
	if (!sel.subject.n)
		return not_checkable(r, "the claim names no side the posted series have");
	n = cells(&sel, s, ns, 1, cv);
	if (!n)
		return not_checkable(r, "no posted row compares the sides it names");
	r->status = CHECK_OFF;
	for (i = 0; i < n; i++) {
		if (cell_dir(&cv[i]) && cell_dir(&cv[i]) != c->direction) {
			r->status = CHECK_CONTRADICTED;
			continue;
		}
		v = cv[i].a->value > cv[i].b->value ? cv[i].a->value / cv[i].b->value :
						       cv[i].b->value / cv[i].a->value;
		if (!r->has_recomputed)
			set_recomputed(r, c->num.text, v);
		if ((m = check_digits(c->num.text, v))) {
			r->status = CHECK_HOLDS;
			set_recomputed(r, c->num.text, v);
			snprintf(r->match, sizeof(r->match), "%s", check_digits_name(m));
			note(r, "at %s: %.3f times", row_name(cv[i].a), v);
			add_series(r, cv[i].a->id);
			add_series(r, cv[i].b->id);
			return;
		}
	}
}

static int cmp_benefit(const void *x, const void *y)
{
	double a = benefit(x), b = benefit(y);

	return a < b ? 1 : a > b ? -1 : 0;
}

static int rows_are(const struct cell *cv, size_t n, const struct claim *c, enum claim_role role)
{
	int i, found, named = 0;
	size_t j;

	for (i = 0; i < c->nnames; i++) {
		if (c->names[i].role != role)
			continue;
		named++;
		for (found = 0, j = 0; j < n && !found; j++)
			found = row_matches(&c->names[i], cv[j].a);
		if (!found)
			return 0;
	}
	return named;
}

static void check_all_cases(const struct claim *c, const struct ck_series *s, size_t ns,
			    struct check_result *r)
{
	struct selection sel;
	struct cell cv[MAX_CELLS];
	size_t n, i, good = 0, bad = 0, k;
	int nl = 0, nsm = 0, i2;

	select_for(c, s, ns, &sel);
	if (!sel.subject.n)
		return not_checkable(r, "the claim names no side the posted series have");
	sel.nrows = 0;
	n = cells(&sel, s, ns, 1, cv);
	if (!n)
		return not_checkable(r, "no posted row compares the sides it names");
	if (!cell_dir(&cv[0]))
		return not_checkable(r, "which direction is better is not known for these series");
	for (i = 0; i < n; i++) {
		if (cell_dir(&cv[i]) == c->direction)
			good++;
		else
			bad++;
		add_series(r, cv[i].a->id);
		add_series(r, cv[i].b->id);
	}
	r->has_recomputed = 1;
	r->recomputed = good;
	snprintf(r->recomputed_text, sizeof(r->recomputed_text), "%zu of %zu", good, n);
	qsort(cv, n, sizeof(cv[0]), cmp_benefit);
	note(r, "%s %s in %zu of %zu rows; by row:", sel.subject.v[0],
	     c->direction > 0 ? "better" : "worse", good, n);
	for (i = 0; i < n; i++)
		note(r, " %s %.2f %%", row_name(cv[i].a), benefit(&cv[i]));
	r->status = bad == 0 ? CHECK_HOLDS : good == 0 ? CHECK_CONTRADICTED : CHECK_OFF;
	for (i2 = 0; i2 < c->nnames; i2++) {
		nl += c->names[i2].role == ROLE_LARGEST;
		nsm += c->names[i2].role == ROLE_SMALLEST;
	}
	if (nl && r->status == CHECK_HOLDS) {
		k = (size_t)nl < n ? (size_t)nl : n;
		if (rows_are(cv, k, c, ROLE_LARGEST) != nl) {
			r->status = CHECK_OFF;
			note(r, "; the largest are not the rows named");
		} else {
			note(r, "; largest as stated");
		}
	}
	if (nsm && r->status == CHECK_HOLDS) {
		k = (size_t)nsm < n ? (size_t)nsm : n;
		if (rows_are(cv + n - k, k, c, ROLE_SMALLEST) != nsm) {
			r->status = CHECK_OFF;
			note(r, "; the smallest are not the rows named");
		} else {
			note(r, "; smallest as stated");
		}
	}
}

static void check_missing(const struct claim *c, const struct ck_series *s, size_t ns,
			  struct check_result *r)
{
	struct sides all;
	int i, best = -1, m, bestm = 0;
	size_t j, count;
	double sum[MAX_SIDES], miss, closest = NAN;

	all_sides(s, ns, &all);
	for (i = 0; i < all.n; i++) {
		sum[i] = 0;
		count = 0;
		for (j = 0; j < ns; j++)
			if (s[j].side && !strcmp(s[j].side, all.v[i]) && s[j].unit && !strcmp(s[j].unit, "%")) {
				sum[i] += s[j].value;
				count++;
				add_series(r, s[j].id);
			}
		if (count < 2)
			continue;
		miss = 100 - sum[i];
		note(r, "%s%s sums to %.2f %% (%.2f %% missing)", r->note[0] ? "; " : "", all.v[i], sum[i], miss);
		m = check_digits(c->num.text, miss);
		if (match_rank(m) > bestm) {
			bestm = match_rank(m);
			best = i;
			set_recomputed(r, c->num.text, miss);
			snprintf(r->match, sizeof(r->match), "%s", check_digits_name(m));
		}
		if (isnan(closest) || fabs(miss - c->num.value) < fabs(closest - c->num.value))
			closest = miss;
	}
	if (isnan(closest))
		return not_checkable(r, "no posted set of shares to sum");
	if (best >= 0) {
		r->status = CHECK_HOLDS;
		return;
	}
	r->status = CHECK_OFF;
	set_recomputed(r, c->num.text, closest);
}

static void check_concurrency(const struct claim *c, const struct ck_series *s, size_t ns,
			      struct check_result *r)
{
	struct selection sel;
	const struct ck_series *one = NULL;
	size_t i;
	double v, closest = NAN;
	int m, found = 0, rows = 0;

	select_for(c, s, ns, &sel);
	if (sel.subject.n != 1)
		return not_checkable(r, "the claim names no single side of the posted series");
	for (i = 0; i < ns; i++)
		if (in_sides(&sel.subject, s[i].side) && s[i].param == 1 && series_ok(&sel, &s[i], 0))
			one = &s[i];
	if (!one)
		return not_checkable(r, "no posted time for a single task under its side");
	for (i = 0; i < ns; i++) {
		if (!in_sides(&sel.subject, s[i].side) || !(s[i].param > 1) || !series_ok(&sel, &s[i], 1))
			continue;
		rows++;
		v = check_effective_concurrency(s[i].param, one->value, s[i].value);
		note(r, "%s%g x %s / %s = %.4f", r->note[0] ? "; " : "", s[i].param,
		     one->text ? one->text : "?", s[i].text ? s[i].text : "?", v);
		if ((m = check_digits(c->num.text, v)) && !found) {
			found = 1;
			set_recomputed(r, c->num.text, v);
			snprintf(r->match, sizeof(r->match), "%s", check_digits_name(m));
			add_series(r, one->id);
			add_series(r, s[i].id);
		}
		if (isnan(closest) || fabs(v - c->num.value) < fabs(closest - c->num.value))
			closest = v;
	}
	if (!rows)
		return not_checkable(r, "no posted time for several concurrent tasks under its side");
	r->status = found ? CHECK_HOLDS : CHECK_OFF;
	if (!found)
		set_recomputed(r, c->num.text, closest);
}

/* the series block right before the claim, if no other claim stands between */
static int adjacent_block(const struct claim *claims, size_t nclaims, size_t self,
			  const struct ck_series *s, size_t ns)
{
	size_t i, best_end = 0;
	int block = -1;

	for (i = 0; i < ns; i++)
		if (s[i].end <= claims[self].off && s[i].end >= best_end) {
			best_end = s[i].end;
			block = s[i].block;
		}
	if (block < 0)
		return -1;
	for (i = 0; i < nclaims; i++)
		if (i != self && claims[i].off >= best_end && claims[i].off < claims[self].off &&
		    claims[i].kind != CLAIM_MINISTAT && claims[i].kind != CLAIM_DIFFERENCE)
			return -1;
	return block;
}

static void check_compare(const struct claim *claims, size_t nclaims, size_t self,
			  const struct ck_series *s, size_t ns, struct check_result *r)
{
	const struct claim *c = &claims[self];
	struct selection sel;
	struct cell cv[MAX_CELLS];
	size_t n, i, good = 0, bad = 0;
	int block, want = c->direction * (c->negated ? -1 : 1), d;

	select_for(c, s, ns, &sel);
	if (!sel.subject.n)
		return not_checkable(r, "the claim names no side the posted series have");
	n = cells(&sel, s, ns, 1, cv);
	if (!n)
		return not_checkable(r, "no posted row compares the sides it names");
	if (!cell_dir(&cv[0]))
		return not_checkable(r, "which direction is better is not known for these series");
	if (!sel.nrows && !sel.nworkloads && (block = adjacent_block(claims, nclaims, self, s, ns)) >= 0) {
		size_t k = 0;

		for (i = 0; i < n; i++)
			if (cv[i].a->block == block)
				cv[k++] = cv[i];
		if (k) {
			n = k;
			note(r, "the figures right before it: ");
		}
	}
	for (i = 0; i < n; i++) {
		d = cell_dir(&cv[i]);
		if (d == want)
			good++;
		else
			bad++;
		note(r, "%s%s %s %+.2f %%", i ? ", " : "", row_name(cv[i].a), cv[i].a->side, benefit(&cv[i]));
		add_series(r, cv[i].a->id);
		add_series(r, cv[i].b->id);
	}
	if (bad == 0)
		r->status = CHECK_HOLDS;
	else if (good == 0)
		r->status = CHECK_CONTRADICTED;
	else
		not_checkable(r, "it names no row and the rows disagree");
}

static void check_no_difference(const struct claim *c, const struct ck_series *s, size_t ns,
				struct check_result *r)
{
	struct selection sel;
	struct cell cv[MAX_CELLS];
	struct stats_set x, y;
	struct stats_result res;
	size_t n, i, proven = 0, tested = 0;

	select_for(c, s, ns, &sel);
	if (!sel.subject.n) {
		struct sides all;

		all_sides(s, ns, &all);
		if (all.n < 2)
			return not_checkable(r, "no two sides posted to compare");
		sel.subject.v[0] = all.v[0];
		sel.subject.n = 1;
		sel.other.n = 0;
		for (i = 1; i < (size_t)all.n; i++)
			sel.other.v[sel.other.n++] = all.v[i];
	}
	n = cells(&sel, s, ns, 1, cv);
	if (!n)
		return not_checkable(r, "no posted row compares the sides it names");
	for (i = 0; i < n; i++) {
		note(r, "%s%s %+.2f %%", i ? ", " : "differences: ", row_name(cv[i].a),
		     (cv[i].a->value - cv[i].b->value) * 100 / cv[i].b->value);
		add_series(r, cv[i].a->id);
		add_series(r, cv[i].b->id);
		/* a summary without its N (fio's min, max and stdev) tests nothing: NaN is no count */
		if (!cv[i].a->has_summary || !cv[i].b->has_summary || !(cv[i].a->n >= 2) || !(cv[i].b->n >= 2))
			continue;
		if (stats_from_summary(&x, cv[i].a->n, cv[i].a->value, cv[i].a->value, cv[i].a->value,
				       cv[i].a->value, cv[i].a->stddev) ||
		    stats_from_summary(&y, cv[i].b->n, cv[i].b->value, cv[i].b->value, cv[i].b->value,
				       cv[i].b->value, cv[i].b->stddev) ||
		    stats_student(&x, &y, stats_conf_index(95), STATS_DEBIAN, &res))
			continue;
		tested++;
		proven += res.proven;
	}
	if (!tested)
		return not_checkable(r, "no spread was posted to tell a difference from noise");
	r->status = proven ? CHECK_CONTRADICTED : CHECK_HOLDS;
	note(r, "; Student's t at 95 %%: a difference is proven in %zu of %zu", proven, tested);
}

static void check_trend(const struct claim *c, const struct ck_series *s, size_t ns,
			struct check_result *r)
{
	struct selection sel;
	struct cell cv[MAX_CELLS];
	size_t n, i, lo = 0, hi = 0, used = 0;
	double rlo, rhi;

	select_for(c, s, ns, &sel);
	if (!sel.subject.n)
		return not_checkable(r, "the claim names no side the posted series have");
	n = cells(&sel, s, ns, 1, cv);
	for (i = 0; i < n; i++) {
		if (isnan(cv[i].a->param) || !cell_dir(&cv[i]))
			continue;
		if (!used || cv[i].a->param < cv[lo].a->param)
			lo = i;
		if (!used || cv[i].a->param > cv[hi].a->param)
			hi = i;
		used++;
		note(r, "%s%g: %+.2f %%", used > 1 ? ", " : "benefit by load ", cv[i].a->param, benefit(&cv[i]));
		add_series(r, cv[i].a->id);
		add_series(r, cv[i].b->id);
	}
	if (used < 2)
		return not_checkable(r, "fewer than two posted loads to see a trend");
	rlo = benefit(&cv[lo]);
	rhi = benefit(&cv[hi]);
	if (rlo == rhi)
		r->status = CHECK_OFF;
	else
		r->status = (rhi > rlo) == (c->direction > 0) ? CHECK_HOLDS : CHECK_CONTRADICTED;
}

static void check_difference(const struct claim *c, struct check_result *r)
{
	double a = c->pair.val[0].value, b = c->pair.val[1].value, v;
	int base, sign, m, best = 0;
	const char *A = c->pair.name[0], *B = c->pair.name[1];

	r->status = CHECK_OFF;
	for (base = 0; base < 2; base++)
		for (sign = 0; sign < 2; sign++) {
			v = check_percent(a, b, base, sign);
			m = check_digits(c->num.text, v);
			if (match_rank(m) <= best)
				continue;
			best = match_rank(m);
			r->status = CHECK_HOLDS;
			set_recomputed(r, c->num.text, v);
			snprintf(r->match, sizeof(r->match), "%s", check_digits_name(m));
			snprintf(r->convention, sizeof(r->convention), "(%s - %s) / %s",
				 sign ? B : A, sign ? A : B, base ? B : A);
		}
	if (r->status == CHECK_HOLDS) {
		note(r, "%s is %s, %s is %s", A, c->pair.val[0].text, B, c->pair.val[1].text);
		return;
	}
	v = check_percent(a, b, 0, 1);
	set_recomputed(r, c->num.text, v);
	snprintf(r->convention, sizeof(r->convention), "(%s - %s) / %s", B, A, A);
	if (check_digits(c->num.text, -v) || check_digits(c->num.text, -check_percent(a, b, 1, 1))) {
		r->status = CHECK_CONTRADICTED;
		note(r, "the sign is the opposite of every convention");
	} else {
		note(r, "no convention gives %s %%: (b-a)/a %.3f, (b-a)/b %.3f", c->num.text, v,
		     check_percent(a, b, 1, 1));
	}
}

static int printed_like(const struct claim_num *posted, double v)
{
	char buf[64];

	snprintf(buf, sizeof(buf), "%g", v);
	return !strcmp(buf, posted->text) || check_digits(posted->text, v);
}

static void check_ministat(const struct claim *c, struct check_result *r)
{
	const struct claim_ministat *m = &c->ms;
	struct stats_set base, set;
	struct stats_result deb, fbsd;
	int conf = stats_conf_index(m->conf), ok, pdeb, pfb;

	if (m->nsets < 2 || conf < 0)
		return not_checkable(r, "the block has no two summary lines or an unknown confidence level");
	if (stats_from_summary(&base, (size_t)m->n[0], m->min[0], m->max[0], m->median[0], m->mean[0],
			       m->stddev[0]) ||
	    stats_from_summary(&set, (size_t)m->n[1], m->min[1], m->max[1], m->median[1], m->mean[1],
			       m->stddev[1]) ||
	    stats_student(&set, &base, conf, STATS_DEBIAN, &deb) ||
	    stats_student(&set, &base, conf, STATS_FREEBSD, &fbsd))
		return not_checkable(r, "the summary lines are not a valid pair of sets");
	note(r, "Student's t, %g degrees of freedom, t = %.3f: difference %g +/- %g, pooled s = %g",
	     deb.df, deb.t, deb.diff, deb.diff_pm, deb.spool);
	if (m->no_difference) {
		r->status = deb.proven ? CHECK_CONTRADICTED : CHECK_HOLDS;
		set_recomputed(r, "0.000000", deb.diff);
		return;
	}
	/* recomputed is the figure the claim posts: the percentage where printed */
	if (m->has_pct)
		set_recomputed(r, m->pct.text, deb.pct);
	else
		set_recomputed(r, m->diff.text, deb.diff);
	ok = printed_like(&m->diff, deb.diff) && printed_like(&m->diff_pm, deb.diff_pm);
	if (m->spool.text[0])
		ok = ok && printed_like(&m->spool, deb.spool);
	if (m->has_pct) {
		ok = ok && printed_like(&m->pct, deb.pct);
		pdeb = printed_like(&m->pct_pm, deb.pct_pm);
		pfb = printed_like(&m->pct_pm, fbsd.pct_pm);
		snprintf(r->generation, sizeof(r->generation), "%s",
			 pdeb && pfb ? "either" : pdeb ? "older" : pfb ? "current FreeBSD" : "neither");
		note(r, "; percentage %g %% +/- %g %% (older ministat: e*100/base mean) or +/- %g %% (current FreeBSD)",
		     deb.pct, deb.pct_pm, fbsd.pct_pm);
		ok = ok && (pdeb || pfb);
	}
	if (ok)
		r->status = CHECK_HOLDS;
	else if ((m->diff.value < 0) != (deb.diff < 0))
		r->status = CHECK_CONTRADICTED;
	else
		r->status = CHECK_OFF;
	snprintf(r->match, sizeof(r->match), "%s", ok ? "as printed" : "no");
}

void check_claim(const struct claim *claims, size_t nclaims, size_t i,
		 const struct ck_series *s, size_t ns, struct check_result *r)
{
	const struct claim *c = &claims[i];

	memset(r, 0, sizeof(*r));
	r->status = CHECK_NOT_CHECKABLE;
	set_posted(r, c);
	switch (c->kind) {
	case CLAIM_DIFFERENCE:
		if (!c->pair.val[0].text[0] || !c->pair.val[1].text[0])
			return not_checkable(r, "the change stands beside sets of figures, not two figures");
		return check_difference(c, r);
	case CLAIM_MINISTAT:
		return check_ministat(c, r);
	default:
		break;
	}
	if (!ns)
		return not_checkable(r, "no figures were posted with it or in its thread");
	switch (c->kind) {
	case CLAIM_PERCENT:
		return check_percent_claim(c, s, ns, r);
	case CLAIM_RATIO:
		return check_ratio_claim(claims, nclaims, i, s, ns, r);
	case CLAIM_TIMES:
		return check_times_claim(c, s, ns, r);
	case CLAIM_ALL_CASES:
		return check_all_cases(c, s, ns, r);
	case CLAIM_MISSING:
		return check_missing(c, s, ns, r);
	case CLAIM_CONCURRENCY:
		return check_concurrency(c, s, ns, r);
	case CLAIM_NO_DIFFERENCE:
		return check_no_difference(c, s, ns, r);
	case CLAIM_TREND:
		return check_trend(c, s, ns, r);
	case CLAIM_COMPARE:
		return check_compare(claims, nclaims, i, s, ns, r);
	default:
		return not_checkable(r, "no check for this kind of claim");
	}
}
