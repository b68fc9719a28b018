/* blocks.c: claims that are blocks of figures: posted Difference lines and ministat results */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "blocks.h"
#include "../../core/banned.h"

/*
 * Two formats carry a verdict next to its own figures, so they are claims
 * that need no series to check:
 *
 *   LABEL: VALUE / LABEL: VALUE / Difference: +N %     (a pair and its change)
 *   ministat's summary lines and "Difference at C% confidence" block
 *
 * The pair is read from tokens, not lines, because flattened archives put it
 * on one line with inline quote marks; ministat output survives line breaks
 * in every archive seen, and its summary lines are told by their shape.
 */

/* Bytes [a, b) claimed by a block recogniser, so sentences skip them: 1 if there was room */
static size_t skip_add(size_t *skip, size_t nskip, size_t maxskip, size_t a, size_t b)
{
	if (nskip >= maxskip)
		return 0;
	skip[2 * nskip] = a;
	skip[2 * nskip + 1] = b;
	return 1;
}

static void set_num(struct claim_num *n, const struct ctext *t, const struct ctok *k)
{
	memset(n, 0, sizeof(*n));
	claim_parse_num(k->raw, strlen(k->raw), n);
	n->percent = k->pct;
	n->off = t->map[k->a];
	n->len = t->map[k->b] - n->off;
}

static void copy_text(char *dst, size_t cap, const char *src)
{
	size_t n = strlen(src);

	if (n >= cap)
		n = cap - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
}

static struct claim *new_claim(struct claim_list *l)
{
	struct claim *c;

	if (l->n == l->alloc) {
		l->alloc = l->alloc ? l->alloc * 2 : 16;
		l->v = xrealloc(l->v, l->alloc * sizeof(*l->v));
	}
	c = &l->v[l->n++];
	memset(c, 0, sizeof(*c));
	return c;
}

struct claim *claims_new(struct claim_list *l)
{
	return new_claim(l);
}

static const char *const diff_words[] = { "difference", "diff", "delta", "change", NULL };

static int is_diff_word(const char *w)
{
	const char *const *d;

	for (d = diff_words; *d; d++)
		if (!strcmp(w, *d))
			return 1;
	return 0;
}

/*
 * A Difference line needs a diff word ending a token with a colon after it
 * ("Difference:", "delta):"): without one anywhere, the text is not cut
 * into tokens for it.  Looks back from every ':' over the punctuation a
 * token's core loses (ctext.c token_core) for the end of such a word.
 */
static int may_differ(const char *s, size_t len)
{
	const char *c = s, *end = s + len, *e;
	const char *const *d;

	while ((c = memchr(c, ':', (size_t)(end - c)))) {
		for (e = c; e > s && strchr(")\",;:.!?']>}", e[-1]) && e[-1]; e--)
			;
		/* most colons close a hex offset or a time: the word's last letter refuses them
		 * before it is compared whole ('|' 0x20 is no case fold, but misses none) */
		for (d = diff_words; *d; d++) {
			size_t n = strlen(*d);
			if ((size_t)(e - s) >= n && (e[-1] | 0x20) == ((*d)[n - 1] | 0x20) &&
			    !strncasecmp(e - n, *d, n))
				return 1;
		}
		c++;
	}
	return 0;
}

/* a LABEL: VALUE pair ending at token i (the value); the label is token i-1 */
static int pair_at(const struct ctok *k, size_t i)
{
	return i >= 1 && k[i].isnum && !k[i].pct && k[i - 1].trail == ':' && !k[i - 1].isnum &&
	       !is_diff_word(k[i - 1].w);
}

static void pair_workload(struct claim *c, const struct ctok *k, size_t first_label)
{
	struct buf w = BUF_INIT;
	size_t i = first_label, lo = first_label > 8 ? first_label - 8 : 0;

	while (i > lo && !k[i - 1].isnum && !k[i - 1].pct &&
	       (i == first_label || k[i - 1].trail != ':'))
		i--;
	for (; i < first_label; i++) {
		if (w.len)
			buf_addc(&w, ' ');
		buf_adds(&w, k[i].raw);
	}
	copy_text(c->workload, sizeof(c->workload), w.data);
	buf_release(&w);
}

size_t claims_differences(const struct ctext *t, struct claim_list *out, int *group,
			  size_t *skip, size_t maxskip)
{
	size_t n, i, nskip = 0, end;
	struct ctok *k;
	struct claim *c;

	if (!may_differ(t->s.data, t->s.len))
		return 0;
	k = ctext_tokens(t, 0, t->s.len, &n);
	for (i = 3; i + 1 < n; i++) {
		if (!is_diff_word(k[i].w) || k[i].trail != ':' || !k[i + 1].isnum)
			continue;
		if (i + 2 < n && !strcmp(k[i + 2].w, "at"))
			continue;	/* ministat's "Difference at 95.0% confidence" */
		if (!pair_at(k, i - 1) || !pair_at(k, i - 3))
			continue;
		c = new_claim(out);
		c->kind = CLAIM_DIFFERENCE;
		c->group = (*group)++;
		end = k[i + 1].b;
		if (end < t->s.len && t->s.data[end] == '%')
			end++;
		else if (end + 1 < t->s.len && t->s.data[end] == ' ' && t->s.data[end + 1] == '%')
			end += 2;
		c->off = t->map[k[i - 4].a];
		c->len = t->map[end] - c->off;
		c->text = ctext_flat(t, k[i - 4].a, end);
		c->quote_depth = ctext_quote_depth(t, k[i - 4].a);
		c->has_num = 1;
		set_num(&c->num, t, &k[i + 1]);
		c->num.percent = 1;
		copy_text(c->pair.name[0], sizeof(c->pair.name[0]), k[i - 4].raw);
		copy_text(c->pair.name[1], sizeof(c->pair.name[1]), k[i - 2].raw);
		set_num(&c->pair.val[0], t, &k[i - 3]);
		set_num(&c->pair.val[1], t, &k[i - 1]);
		pair_workload(c, k, i - 4);
		nskip += skip_add(skip, nskip, maxskip, k[i - 4].a, end);
	}
	free(k);
	return nskip;
}

/*
 * A ministat block ends in "Difference at" or "No difference", a Difference
 * line needs may_differ, a signed item a '%': read in text itself, as ctext
 * (no \r, NUL or soft line break in text) keeps its pieces apart.
 */
int claims_blocks_absent(const char *text, size_t len, claim_may_have may_have, const void *ctx)
{
	return !memchr(text, '%', len) &&
	       !(may_have(ctx, "difference", 10) && ctext_may_be_token(text, len, "difference", 10)) &&
	       !may_differ(text, len);
}

/* ---- ministat ---- */

struct line {
	size_t a, b;
};

static struct line *split_lines(const struct ctext *t, size_t *n)
{
	struct line *v = NULL;
	size_t a = 0, b, alloc = 0;

	*n = 0;
	while (a <= t->s.len) {
		const char *nl = memchr(t->s.data + a, '\n', t->s.len - a);
		b = nl ? (size_t)(nl - t->s.data) : t->s.len;
		if (*n == alloc) {
			alloc = alloc ? alloc * 2 : 64;
			v = xrealloc(v, alloc * sizeof(*v));
		}
		v[*n].a = a;
		v[(*n)++].b = b;
		a = b + 1;
	}
	return v;
}

/* Six words holding a digit: what a summary line's six numbers need at least */
static int six_numbers(const struct ctext *t, const struct line *l)
{
	const char *s = t->s.data;
	size_t i;
	int words = 0, digit = 0;

	/* isspace and isdigit of the C locale, written out: every byte of the text passes here */
	for (i = l->a; i < l->b && words < 6; i++) {
		char c = s[i];
		if (c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r') {
			words += digit;
			digit = 0;
		} else {
			digit |= c >= '0' && c <= '9';
		}
	}
	return words + digit >= 6;
}

/* "x 9 2.43 2.5 2.46 2.4644444 0.022973415" */
static int summary_line(const struct ctext *t, const struct line *l, struct claim_ministat *m, int k)
{
	size_t n;
	struct ctok *tk;
	int ok;
	size_t i;

	if (!six_numbers(t, l))
		return 0;
	tk = ctext_tokens(t, l->a, l->b, &n);
	ok = n == 7 && strlen(tk[0].raw) == 1 && !isalnum((unsigned char)tk[0].raw[0]);

	ok |= n == 7 && !strcmp(tk[0].w, "x");
	for (i = 1; ok && i < 7; i++)
		ok = tk[i].isnum && !tk[i].pct;
	if (ok && k < 2) {
		m->n[k] = tk[1].v;
		m->min[k] = tk[2].v;
		m->max[k] = tk[3].v;
		m->median[k] = tk[4].v;
		m->mean[k] = tk[5].v;
		m->stddev[k] = tk[6].v;
		copy_text(m->mean_text[k], sizeof(m->mean_text[k]), tk[5].raw);
	}
	free(tk);
	return ok;
}

/* the legend above the plot: "x real.one.4bsd" / "+ real.one.ule" */
static void legends(const struct ctext *t, const struct line *v, size_t from, struct claim_ministat *m)
{
	size_t i, n, found = 0;
	struct ctok *tk;

	for (i = from; i-- > 0 && from - i < 40 && found < 2;) {
		tk = ctext_tokens(t, v[i].a, v[i].b, &n);
		if (n == 2 && (!strcmp(tk[0].w, "x") || !strcmp(tk[0].w, "+")) && !tk[1].isnum) {
			copy_text(m->label[!strcmp(tk[0].w, "+")], sizeof(m->label[0]), tk[1].raw);
			found++;
		}
		free(tk);
	}
}

/* the Difference block after the summaries; returns the line after it */
static size_t difference_block(const struct ctext *t, const struct line *v, size_t i, size_t nl,
			       struct claim_ministat *m)
{
	size_t n, j;
	struct ctok *tk;
	int seen = 0;

	for (; i < nl && seen < 4; i++) {
		tk = ctext_tokens(t, v[i].a, v[i].b, &n);
		if (!seen && n >= 4 && !strcmp(tk[0].w, "no") && !strcmp(tk[1].w, "difference")) {
			m->no_difference = 1;
			for (j = 0; j < n; j++)
				if (tk[j].isnum && tk[j].pct)
					m->conf = tk[j].v;
			free(tk);
			return i + 1;
		}
		if (!seen && n >= 3 && !strcmp(tk[0].w, "difference") && !strcmp(tk[1].w, "at") &&
		    tk[2].isnum) {
			m->conf = tk[2].v;
			seen = 1;
		} else if (seen == 1 && n == 3 && tk[0].isnum && !strcmp(tk[1].w, "+/-") && tk[2].isnum) {
			set_num(&m->diff, t, &tk[0]);
			set_num(&m->diff_pm, t, &tk[2]);
			seen = 2;
		} else if (seen == 2 && n == 3 && tk[0].isnum && tk[0].pct && tk[2].isnum) {
			set_num(&m->pct, t, &tk[0]);
			set_num(&m->pct_pm, t, &tk[2]);
			m->has_pct = 1;
			seen = 3;
		} else if (seen >= 2 && n >= 2 && tk[n - 1].isnum &&
			   (strstr(tk[0].w, "student") || strstr(tk[0].w, "welch"))) {
			set_num(&m->spool, t, &tk[n - 1]);
			seen = 4;
		} else if (seen) {
			free(tk);
			break;
		}
		free(tk);
	}
	return seen >= 2 ? i : 0;
}

size_t claims_ministat(const struct ctext *t, struct claim_list *out, int *group,
		       size_t *skip, size_t maxskip)
{
	size_t nl, i, j, end, nskip = 0;
	struct line *v = split_lines(t, &nl);
	struct claim_ministat m;
	struct claim *c;
	int k;

	for (i = 0; i < nl; i++) {
		/* most lines are no summary: m is cleared only for one that may be */
		if (!six_numbers(t, &v[i]))
			continue;
		memset(&m, 0, sizeof(m));
		for (j = i, k = 0; j < nl && summary_line(t, &v[j], &m, k); j++)
			k++;
		if (k < 2) {
			continue;
		}
		m.nsets = k;
		legends(t, v, i, &m);
		end = difference_block(t, v, j, nl, &m);
		if (!end) {
			i = j;
			continue;
		}
		c = new_claim(out);
		c->kind = CLAIM_MINISTAT;
		c->group = (*group)++;
		c->off = t->map[v[i > 0 ? i - 1 : i].a];
		c->len = t->map[v[end - 1].b] - c->off;
		c->text = ctext_flat(t, v[i > 0 ? i - 1 : i].a, v[end - 1].b);
		c->quote_depth = ctext_quote_depth(t, v[i].a);
		c->ms = m;
		c->has_num = 1;
		c->num = m.has_pct ? m.pct : m.diff;
		copy_text(c->pair.name[0], sizeof(c->pair.name[0]), m.label[0]);
		copy_text(c->pair.name[1], sizeof(c->pair.name[1]), m.label[1]);
		nskip += skip_add(skip, nskip, maxskip, v[i > 0 ? i - 1 : i].a, v[end - 1].b + 1);
		i = end - 1;
	}
	free(v);
	return nskip;
}

/* ---- changes posted beside their figures (extraction's comparisons) ---- */

static int covered(const struct claim_list *out, size_t before, size_t off, size_t len)
{
	size_t i;

	for (i = 0; i < before; i++)
		if (out->v[i].off <= off && out->v[i].off + out->v[i].len >= off + len)
			return 1;
	return 0;
}

/* The '>' marks that open the line holding byte off */
static int line_quote_depth(const char *text, size_t len, size_t off)
{
	size_t b = off;
	int d = 0;

	while (b > 0 && text[b - 1] != '\n')
		b--;
	for (; b < len && (text[b] == '>' || text[b] == ' '); b++)
		d += text[b] == '>';
	return d;
}

static void posted_num(struct claim_num *n, const char *text, size_t off, size_t len)
{
	memset(n, 0, sizeof(*n));
	claim_parse_num(text, strlen(text), n);
	n->off = off;
	n->len = len;
}

void claims_add_posted(struct claim_list *out, const char *text, size_t len,
		       const struct claim_posted *p, size_t n)
{
	size_t recognised = out->n, i;
	int group = out->n ? out->v[out->n - 1].group + 1 : 0;

	for (i = 0; i < n; i++) {
		struct claim *c;
		if (!p[i].text || !p[i].delta || p[i].off + p[i].len > len ||
		    covered(out, recognised, p[i].off, p[i].len))
			continue;
		c = new_claim(out);
		c->kind = CLAIM_DIFFERENCE;
		c->group = group++;
		c->off = p[i].off;
		c->len = p[i].len;
		c->text = xstrdup(p[i].text);
		c->has_num = 1;
		posted_num(&c->num, p[i].delta, p[i].off, p[i].len);
		c->num.percent = p[i].percent;
		copy_text(c->pair.name[0], sizeof(c->pair.name[0]), p[i].name[0] ? p[i].name[0] : "");
		copy_text(c->pair.name[1], sizeof(c->pair.name[1]), p[i].name[1] ? p[i].name[1] : "");
		if (p[i].val_text[0] && p[i].val_text[1]) {
			posted_num(&c->pair.val[0], p[i].val_text[0], 0, 0);
			posted_num(&c->pair.val[1], p[i].val_text[1], 0, 0);
			c->pair.val[0].value = p[i].val[0];
			c->pair.val[1].value = p[i].val[1];
		}
		c->quote_depth = line_quote_depth(text, len, p[i].off);
	}
}

/* A claim of the percentage at [ps, pe) whose text is bytes [st, e) of the text */
static void percent_claim(const struct ctext *t, struct claim_list *out, int group, size_t st, size_t e,
			  size_t ps, size_t pe)
{
	struct claim *c = claims_new(out);

	c->kind = CLAIM_PERCENT;
	c->group = group;
	c->off = t->map[st];
	c->len = t->map[e] - c->off;
	c->text = ctext_flat(t, st, e);
	c->quote_depth = ctext_quote_depth(t, st);
	c->has_num = 1;
	claim_parse_num(t->s.data + ps, pe - ps, &c->num);
	c->num.percent = 1;
	c->num.off = t->map[ps];
	c->num.len = t->map[pe] - c->num.off;
}

/* ---- list items that post a signed change: "* 2 Threads: (+4.0%)" ---- */

/* The signed percentage a line ends with, "(+4.0%)" or "-1.2%": its bounds, or 0 */
static int signed_pct_end(const char *s, size_t a, size_t e, size_t *ps, size_t *pe)
{
	size_t q = e, d;

	if (q > a && s[q - 1] == ')')
		q--;
	if (q == a || s[q - 1] != '%')
		return 0;
	*pe = q;
	for (d = q - 1; d > a && (isdigit((unsigned char)s[d - 1]) || s[d - 1] == '.' ||
				  s[d - 1] == ','); d--)
		;
	if (d == a || (s[d - 1] != '+' && s[d - 1] != '-') || d == q - 1)
		return 0;
	*ps = d - 1;
	return 1;
}

size_t claims_signed_items(const struct ctext *t, struct claim_list *out, int *group,
			   size_t *skip, size_t maxskip)
{
	const char *s = t->s.data;
	size_t a = 0, nskip = 0;

	while (a < t->s.len) {
		const char *nl = memchr(s + a, '\n', t->s.len - a);
		size_t b = nl ? (size_t)(nl - s) : t->s.len, e, ps, pe, i, colon = 0;
		int words = 0, figures = 0;
		for (e = b; e > a && s[e - 1] == ' '; e--)
			;
		/* the line must end with its change: "%" or "%)" */
		if (e == a || (s[e - 1] != '%' && !(s[e - 1] == ')' && e - a >= 2 && s[e - 2] == '%'))) {
			a = b + 1;
			continue;
		}
		for (i = a; i < e; i++) {
			colon = s[i] == ':' ? i : colon;
			words += isalpha((unsigned char)s[i]) && (i == a || !isalnum((unsigned char)s[i - 1]));
			figures += isdigit((unsigned char)s[i]) &&
				   (i == a || (!isalnum((unsigned char)s[i - 1]) && s[i - 1] != '.'));
		}
		/* a short label, a colon, and only the change after it */
		if (colon && words >= 1 && words <= 5 && figures <= 2 && signed_pct_end(s, colon, e, &ps, &pe) &&
		    ps > colon) {
			for (i = colon + 1; i < ps && (s[i] == ' ' || s[i] == '('); i++)
				;
			if (i == ps) {
				size_t st = a;
				while (st < e && s[st] == ' ')
					st++;
				percent_claim(t, out, (*group)++, st, e, ps, pe);
				nskip += skip_add(skip, nskip, maxskip, st, e);
			}
		}
		a = b + 1;
	}
	return nskip;
}

/* ---- table rows of signed changes: " hackbench-p   +3.1%   +8.7%   -0.4%" ---- */

/* A token [p, e) that is a signed percentage ("+3.1%", "(-0.4%)"): its bounds in *ps, *pe */
static int signed_pct_token(const char *s, size_t p, size_t e, size_t *ps, size_t *pe)
{
	if (e - p >= 2 && s[p] == '(' && s[e - 1] == ')')
		p++, e--;
	if (e - p < 3 || (s[p] != '+' && s[p] != '-') || s[e - 1] != '%')
		return 0;
	for (size_t i = p + 1; i + 1 < e; i++)
		if (!isdigit((unsigned char)s[i]) && s[i] != '.')
			return 0;
	if (!isdigit((unsigned char)s[p + 1]) || !isdigit((unsigned char)s[e - 2]))
		return 0;
	*ps = p;
	*pe = e;
	return 1;
}

/* A row: a name of one to four words that opens with a letter, then two signed percentages
 * or more and nothing else; the cells' bounds into cell[], their count */
static int signed_row(const char *s, size_t a, size_t e, size_t cell[][2], int max)
{
	size_t i = a, ts;
	int words = 0, cells = 0;

	while (i < e && s[i] == ' ')
		i++;
	if (i == e || !isalpha((unsigned char)s[i]))
		return 0;
	while (i < e) {
		for (ts = i; i < e && s[i] != ' ' && s[i] != '\t'; i++)
			;
		if (cells < max && signed_pct_token(s, ts, i, &cell[cells][0], &cell[cells][1]))
			cells++;
		else if (cells || ++words > 4 || strchr("+-(", s[ts]) || isdigit((unsigned char)s[ts]))
			return 0;
		while (i < e && (s[i] == ' ' || s[i] == '\t'))
			i++;
	}
	return words && cells >= 2 ? cells : 0;
}

/*
 * Two rows in a row at least, each a name and its signed changes, one a
 * column ("positive means better" over machines across and benchmarks
 * down): each change is a claim of its own, its row the claim's text.
 */
size_t claims_signed_rows(const struct ctext *t, struct claim_list *out, int *group, size_t *skip,
			  size_t maxskip)
{
	const char *s = t->s.data;
	size_t a = 0, nskip = 0, cell[16][2];

	while (a < t->s.len) {
		const char *nl = memchr(s + a, '\n', t->s.len - a);
		size_t b = nl ? (size_t)(nl - s) : t->s.len, nb, nn;
		int n = signed_row(s, a, b, cell, 16), k;
		const char *nl2;
		if (!n) {
			a = b + 1;
			continue;
		}
		/* a lone row is a sentence's table at most: two are a table */
		nb = b + 1;
		nl2 = nb < t->s.len ? memchr(s + nb, '\n', t->s.len - nb) : NULL;
		nn = nl2 ? (size_t)(nl2 - s) : t->s.len;
		if (nb >= t->s.len || !signed_row(s, nb, nn, cell, 16)) {
			int before = a >= 2 && nskip && skip[2 * nskip - 1] + 1 == a;
			if (!before) {
				a = b + 1;
				continue;
			}
			n = signed_row(s, a, b, cell, 16);
		} else {
			n = signed_row(s, a, b, cell, 16);
		}
		size_t st = a, e = b;
		while (st < e && s[st] == ' ')
			st++;
		while (e > st && (s[e - 1] == ' ' || s[e - 1] == '\t'))
			e--;
		for (k = 0; k < n; k++)
			percent_claim(t, out, *group, st, e, cell[k][0], cell[k][1]);
		(*group)++;
		nskip += skip_add(skip, nskip, maxskip, st, b);
		a = b + 1;
	}
	return nskip;
}
