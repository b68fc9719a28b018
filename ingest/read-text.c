/* read-text.c: damaged text: headers flattened onto one line, page text, bare bodies */
#include "read-text.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "decode.h"
#include "recover.h"
#include "sniff.h"
#include "../core/banned.h"

/*
 * Three forms reach us as plain text (see shared/corpus and
 * docs/import-violations.md):
 *
 *  - flattened: the whole message, headers and body, on one line, every line
 *    end turned into a space and every <...> address dropped;
 *  - page text: the header fields of a web-archive page on the first line,
 *    then the body with its lines (blank lines gone), navigation around it;
 *  - a bare body: no header fields at all.
 *
 * Header fields are found as "Name: " tokens from a table of names that mail
 * really carries; a value runs to the next such token.  Where the header
 * block ends in a flattened message is decided by the grammar of the last
 * field (a date, a number, Message-IDs) or by the first quote marker.  The
 * body's lines are then given back where the text shows them: before quote
 * markers, before table rows ("-j4: 746.08 ..."), around "-- " and rules.
 * Nothing after the header block is ever read as a header, so a quoted
 * "> In-Reply-To:" belongs to the body, as it should.
 */

static int name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
}

/* Length of a header name token ("Subject") at S[I] followed by ':', or 0. */
static size_t header_token(const char *s, size_t n, size_t i)
{
	size_t j = i;

	if (i > 0 && s[i - 1] != ' ' && s[i - 1] != '\t')
		return 0;
	if (i >= n || !(s[i] >= 'A' && s[i] <= 'Z'))
		return 0;
	while (j < n && name_char(s[j]))
		j++;
	if (j >= n || s[j] != ':' || j == i || (j + 1 < n && s[j + 1] != ' ' && s[j + 1] != '\t' &&
						  s[j + 1] != '\n' && s[j + 1] != '\r'))
		return 0;
	return known_header_name(s + i, j - i) ? j - i : 0;
}

static size_t next_token(const char *s, size_t n, size_t from, size_t *len)
{
	size_t i;

	for (i = from; i < n; i++)
		if ((*len = header_token(s, n, i)))
			return i;
	*len = 0;
	return n;
}

/* ---- the grammar of typed values: how much of V is the value ---- */

enum vtype { V_TEXT, V_DATE, V_NUMBER, V_IDS };

static enum vtype value_type(const char *name, size_t len)
{
	if ((len == 4 && !strncasecmp(name, "Date", 4)) ||
	    (len > 5 && !strncasecmp(name + len - 5, "-Date", 5)))
		return V_DATE;
	if ((len == 14 && !strncasecmp(name, "Content-Length", 14)) ||
	    (len == 5 && !strncasecmp(name, "Lines", 5)))
		return V_NUMBER;
	if ((len == 10 && !strncasecmp(name, "Message-ID", 10)) ||
	    (len == 11 && !strncasecmp(name, "In-Reply-To", 11)) ||
	    (len == 10 && !strncasecmp(name, "References", 10)))
		return V_IDS;
	return V_TEXT;
}

struct scan {
	const char *s;
	size_t n, i;
};

static void skip_space(struct scan *c)
{
	while (c->i < c->n && (c->s[c->i] == ' ' || c->s[c->i] == '\t'))
		c->i++;
}

/* A word of characters from SET (at least MIN, at most MAX); 1 if taken. */
static int take(struct scan *c, const char *set, size_t min, size_t max)
{
	size_t j = c->i;

	while (j < c->n && j - c->i < max && strchr(set, c->s[j]) && c->s[j])
		j++;
	if (j - c->i < min)
		return 0;
	c->i = j;
	return 1;
}

#define DIGITS "0123456789"
#define ALPHA "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
#define UPPER "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

static int take_comment(struct scan *c)
{
	const char *close;

	if (c->i >= c->n || c->s[c->i] != '(')
		return 0;
	close = memchr(c->s + c->i, ')', c->n - c->i);
	if (!close || close - (c->s + c->i) > 80)
		return 0;
	c->i = (size_t)(close - c->s) + 1;
	return 1;
}

/* "Fri, 19 Oct 2007 10:05:18 +0000 (UTC)": returns the length taken, or 0. */
static size_t date_len(const char *v, size_t n)
{
	struct scan c = { v, n, 0 };
	size_t save;

	skip_space(&c);
	save = c.i;
	if (take(&c, ALPHA, 3, 9) && c.i < n && c.s[c.i] == ',')
		c.i++;
	else
		c.i = save;
	skip_space(&c);
	if (!take(&c, DIGITS, 1, 2))
		return 0;
	skip_space(&c);
	if (!take(&c, ALPHA, 3, 9))
		return 0;
	skip_space(&c);
	if (!take(&c, DIGITS, 2, 4))
		return 0;
	skip_space(&c);
	if (!take(&c, DIGITS, 1, 2) || c.i >= n || c.s[c.i] != ':')
		return 0;
	c.i++;
	if (!take(&c, DIGITS, 2, 2))
		return 0;
	if (c.i < n && c.s[c.i] == ':') {
		c.i++;
		take(&c, DIGITS, 2, 2);
	}
	save = c.i;
	skip_space(&c);
	if (c.i < n && (c.s[c.i] == '+' || c.s[c.i] == '-')) {
		c.i++;
		if (!take(&c, DIGITS, 4, 4))
			c.i = save;
	} else if (!take(&c, UPPER, 1, 5) || (c.i < n && c.s[c.i] != ' ')) {
		c.i = save;
	}
	save = c.i;
	skip_space(&c);
	if (!take_comment(&c))
		c.i = save;
	return c.i;
}

static size_t number_len(const char *v, size_t n)
{
	struct scan c = { v, n, 0 };

	skip_space(&c);
	return take(&c, DIGITS, 1, 12) ? c.i : 0;
}

/* "<a@b> <c@d>", comments allowed; an empty value is complete as it is. */
static size_t ids_len(const char *v, size_t n)
{
	struct scan c = { v, n, 0 };
	size_t last = 0;

	for (;;) {
		const char *gt;
		skip_space(&c);
		if (c.i < n && c.s[c.i] == '<' && (gt = memchr(c.s + c.i, '>', n - c.i)) &&
		    !memchr(c.s + c.i, ' ', (size_t)(gt - (c.s + c.i)))) {
			c.i = (size_t)(gt - c.s) + 1;
			last = c.i;
		} else if (take_comment(&c)) {
			last = c.i;
		} else {
			break;
		}
	}
	return last;
}

/* Where a quote or its attribution ("Josh Carroll wrote:") starts in V, or N. */
static size_t body_start_in(const char *v, size_t n)
{
	size_t i, q = n;
	const char *w;

	for (i = 1; i < n; i++)
		if (v[i] == '>' && v[i - 1] == ' ' && (i + 1 == n || v[i + 1] == ' ' || v[i + 1] == '>')) {
			q = i;
			break;
		}
	w = memmem(v, q, " wrote:", 7);
	if (w) {
		/* back to "On ..." within the line, else to the capitalised name */
		size_t at = (size_t)(w - v), k = at, words = 0;
		const char *on = NULL;
		for (i = at > 160 ? at - 160 : 0; i + 3 < at; i++)
			if (!memcmp(v + i, " On ", 4) || (i == 0 && !memcmp(v, "On ", 3)))
				on = v + i;
		if (on)
			return (size_t)(on - v) + (*on == ' ');
		while (k > 0 && words < 4) {
			size_t e = k;
			while (k > 0 && v[k - 1] != ' ')
				k--;
			if (k == e || !(v[k] >= 'A' && v[k] <= 'Z'))
				break;
			words++;
			if (k == 0)
				break;
			k--;
		}
		if (words)
			return k + (v[k] == ' ');
	}
	return q;
}

/* The rest of a typed value is body when it is long, quoted or an attribution. */
static int residue_is_body(const char *r, size_t n)
{
	return n > 60 || body_start_in(r, n) < n;
}

/* "From user@host Fri Oct 19 10:05:18 2007 " at the start of flattened text. */
static size_t from_line_len(const char *s, size_t n)
{
	struct scan c = { s, n, 0 };

	if (n < 5 || memcmp(s, "From ", 5))
		return 0;
	c.i = 5;
	while (c.i < n && s[c.i] != ' ')
		c.i++;
	skip_space(&c);
	if (!take(&c, ALPHA, 3, 3))
		return 0;
	skip_space(&c);
	if (!take(&c, ALPHA, 3, 3))
		return 0;
	skip_space(&c);
	if (!take(&c, DIGITS, 1, 2))
		return 0;
	skip_space(&c);
	if (!take(&c, DIGITS ":", 5, 8))
		return 0;
	skip_space(&c);
	if (!take(&c, DIGITS, 4, 4))
		return 0;
	skip_space(&c);
	return c.i;
}

/*
 * Header fields from the start of S (one line).  Returns where the header
 * block ends (the body starts) within S.
 */
static size_t scan_headers(struct recovered *r, const char *s, size_t n)
{
	size_t pos = from_line_len(s, n), nlen, tlen = 0;

	if (pos) {
		const char *sp = memchr(s + 5, ' ', pos - 5);
		recovered_add(r, "From_", 5, s + 5, sp ? (size_t)(sp - s - 5) : 0);
	}
	if (!(nlen = header_token(s, n, pos)))
		return pos;
	for (;;) {
		const char *name = s + pos;
		size_t vstart = pos + nlen + 1, next, vlen, keep;
		enum vtype t = value_type(name, nlen);

		while (vstart < n && s[vstart] == ' ')
			vstart++;
		next = next_token(s, n, vstart, &tlen);
		vlen = next - vstart;
		keep = vlen;
		if (t == V_DATE)
			keep = date_len(s + vstart, vlen);
		else if (t == V_NUMBER)
			keep = number_len(s + vstart, vlen);
		else if (t == V_IDS)
			keep = ids_len(s + vstart, vlen);
		else
			keep = body_start_in(s + vstart, vlen);
		if (keep < vlen && (t == V_TEXT || next == n ||
				    residue_is_body(s + vstart + keep, vlen - keep))) {
			recovered_add(r, name, nlen, s + vstart, keep);
			pos = vstart + keep;
			while (pos < n && s[pos] == ' ')
				pos++;
			return pos;
		}
		recovered_add(r, name, nlen, s + vstart, vlen);
		if (next == n)
			return n;
		pos = next;
		nlen = tlen;
	}
}

/* ---- line structure of a flattened body ---- */

struct seg {
	const char *prefix;     /* quote marks, "> >>" */
	size_t plen;
	const char *text;
	size_t tlen;
};

/* Length of a quote marker run at S[I] ("> > >>"), or 0. */
static size_t quote_run(const char *s, size_t n, size_t i)
{
	size_t j = i, marks = 0;

	if (s[i] != '>' || (i > 0 && s[i - 1] != ' '))
		return 0;
	while (j < n) {
		if (s[j] == '>') {
			j++;
			marks++;
		} else if (s[j] == ' ' && j + 1 < n && s[j + 1] == '>') {
			j++;
		} else {
			break;
		}
	}
	if (j < n && s[j] != ' ' && marks < 2)
		return 0;
	return j - i;
}

/* Same quote marks, spaces aside? */
static int same_prefix(const char *a, size_t al, const char *b, size_t bl)
{
	return al == bl && !memcmp(a, b, al);
}

/* "> > > >": the marks of one depth twice over (a blank quoted line, then a line). */
static size_t doubled(const char *p, size_t len)
{
	size_t half;

	if (len < 3 || len % 2 == 0)
		return 0;
	half = (len - 1) / 2;
	return p[half] == ' ' && !memcmp(p, p + half + 1, half) ? half : 0;
}

static void emit(struct buf *out, const char *prefix, size_t plen, const char *t, size_t tlen)
{
	while (tlen && t[tlen - 1] == ' ')
		tlen--;
	while (tlen && *t == ' ') {
		t++;
		tlen--;
	}
	if (!plen && !tlen)
		return;
	buf_add(out, prefix, plen);
	if (plen && tlen)
		buf_addc(out, ' ');
	buf_add(out, t, tlen);
	buf_addc(out, '\n');
}

static int numeric_word(const char *w, size_t n)
{
	size_t i = (n && (*w == '-' || *w == '+' || *w == '.')) ? 1 : 0;

	return i < n && w[i] >= '0' && w[i] <= '9';
}

static int label_word(const char *w, size_t n)
{
	size_t i;

	if (n < 2 || w[n - 1] != ':')
		return 0;
	for (i = 0; i + 1 < n; i++)
		if (!name_char(w[i]) && w[i] != '.' && w[i] != '_')
			return 0;
	return 1;
}

static int rule_word(const char *w, size_t n)
{
	size_t i;

	if (n < 3)
		return 0;
	for (i = 0; i < n; i++)
		if (w[i] != w[0])
			return 0;
	return w[0] == '-' || w[0] == '=' || w[0] == '_';
}

struct word {
	const char *s;
	size_t n;
};

static size_t words_of(const char *t, size_t n, struct word **out)
{
	size_t i = 0, count = 0, cap = 0;

	*out = NULL;
	while (i < n) {
		size_t j;
		while (i < n && t[i] == ' ')
			i++;
		if (i >= n)
			break;
		for (j = i; j < n && t[j] != ' '; j++)
			;
		if (count == cap)
			*out = xrealloc(*out, sizeof(**out) * (cap = cap * 2 + 32));
		(*out)[count].s = t + i;
		(*out)[count].n = j - i;
		count++;
		i = j;
	}
	return count;
}

/*
 * Break one segment of words into lines: before table rows ("-j4: 746.08"
 * where two or more such labels share the segment), before and after "--"
 * and rules, before "- " bullets that follow the end of a sentence.
 */
static void break_rows(struct buf *out, const char *prefix, size_t plen, const char *t, size_t n)
{
	struct word *w;
	size_t count = words_of(t, n, &w), k, labels = 0, start = 0;

	for (k = 0; k + 1 < count; k++)
		labels += label_word(w[k].s, w[k].n) && numeric_word(w[k + 1].s, w[k + 1].n);
	for (k = 0; k < count; k++) {
		int before = 0, after = 0;
		char prev_end = k ? w[k - 1].s[w[k - 1].n - 1] : 0;
		if (k + 1 < count && labels >= 2 && label_word(w[k].s, w[k].n) &&
		    numeric_word(w[k + 1].s, w[k + 1].n))
			before = 1;
		if (w[k].n == 2 && !memcmp(w[k].s, "--", 2))
			before = after = 1;
		if (rule_word(w[k].s, w[k].n)) {
			before = 1;
			after = k + 1 < count && w[k + 1].s[0] >= 'A' && w[k + 1].s[0] <= 'Z';
		}
		if (w[k].n == 1 && w[k].s[0] == '-' && k + 1 < count && strchr(".:?!;", prev_end) &&
		    prev_end && ((w[k + 1].s[0] >= 'A' && w[k + 1].s[0] <= 'Z') ||
				 (w[k + 1].s[0] >= '0' && w[k + 1].s[0] <= '9')))
			before = 1;
		if (before && k > start) {
			emit(out, prefix, plen, w[start].s, (size_t)(w[k - 1].s + w[k - 1].n - w[start].s));
			start = k;
		}
		if (after) {
			emit(out, prefix, plen, w[start].s, (size_t)(w[k].s + w[k].n - w[start].s));
			start = k + 1;
		}
	}
	if (start < count)
		emit(out, prefix, plen, w[start].s, (size_t)(w[count - 1].s + w[count - 1].n - w[start].s));
	free(w);
}

/* The end of the last sentence within the first LIMIT bytes of T, or 0. */
static size_t sentence_end(const char *t, size_t n, size_t limit)
{
	size_t i, end = 0;

	for (i = 10; i + 2 < n && i < limit; i++)
		if (strchr(".!?", t[i]) && t[i + 1] == ' ' &&
		    ((t[i + 2] >= 'A' && t[i + 2] <= 'Z') || (t[i + 2] >= '0' && t[i + 2] <= '9')))
			end = i + 1;
	return end;
}

/* A quoted line is at most about 80 columns: a longer one holds unquoted text after it. */
#define QUOTED_MAX 90
#define QUOTED_LINE 78
#define UNQUOTED_AFTER 250

static void emit_segment(struct buf *out, const struct seg *g)
{
	size_t end;

	if (!g->plen || g->tlen <= QUOTED_MAX) {
		break_rows(out, g->prefix, g->plen, g->text, g->tlen);
		return;
	}
	end = sentence_end(g->text, g->tlen, QUOTED_LINE);
	if (!end && g->tlen <= UNQUOTED_AFTER) {
		break_rows(out, g->prefix, g->plen, g->text, g->tlen);
		return;
	}
	break_rows(out, g->prefix, g->plen, g->text, end);
	break_rows(out, "", 0, g->text + end, g->tlen - end);
}

/*
 * Quote marks of a blank quoted line run into those of the next line:
 * "> > >" after a "> " line and before "> >" lines was "> " then "> > ...".
 * Split P into the previous line's marks and the next line's where it is
 * both; else into two equal halves, unless the previous line had P too.
 */
static void fix_prefix(struct buf *out, struct seg *g, const struct seg *prev,
		       const struct seg *next)
{
	size_t k, half;

	if (!g->plen || same_prefix(prev->prefix, prev->plen, g->prefix, g->plen))
		return;
	for (k = 1; k + 1 < g->plen; k++) {
		if (g->prefix[k] != ' ' || !same_prefix(prev->prefix, prev->plen, g->prefix, k))
			continue;
		if (next && same_prefix(next->prefix, next->plen, g->prefix + k + 1, g->plen - k - 1)) {
			emit(out, g->prefix, k, "", 0);
			g->prefix += k + 1;
			g->plen -= k + 1;
			return;
		}
	}
	half = doubled(g->prefix, g->plen);
	if (half) {
		emit(out, g->prefix, half, "", 0);
		g->plen = half;
		g->prefix += half + 1;
	}
}

static void unflatten(const char *s, size_t n, struct buf *out)
{
	struct seg *segs = NULL, none = { "", 0, NULL, 0 };
	size_t count = 0, cap = 0, i = 0, q, k;

	segs = xrealloc(segs, sizeof(*segs) * (cap = 64));
	segs[0] = (struct seg){ "", 0, s, 0 };
	count = 1;
	for (i = 0; i <= n; i++) {
		q = i < n ? quote_run(s, n, i) : 0;
		if (i < n && !q)
			continue;
		segs[count - 1].tlen = (size_t)(s + i - segs[count - 1].text);
		if (i >= n)
			break;
		if (count == cap)
			segs = xrealloc(segs, sizeof(*segs) * (cap *= 2));
		segs[count].prefix = s + i;
		segs[count].plen = q;
		while (segs[count].plen && segs[count].prefix[segs[count].plen - 1] == ' ')
			segs[count].plen--;
		segs[count].text = s + i + q;
		segs[count].tlen = 0;
		count++;
		i += q - 1;
	}
	for (k = 0; k < count; k++) {
		fix_prefix(out, &segs[k], k ? &segs[k - 1] : &none, k + 1 < count ? &segs[k + 1] : NULL);
		emit_segment(out, &segs[k]);
	}
	free(segs);
}

/* ---- the reader ---- */

static size_t first_line_len(const char *s, size_t n)
{
	const char *nl = memchr(s, '\n', n);

	return nl ? (size_t)(nl - s) : n;
}

int text_read(const char *data, size_t len, struct mail *m, struct buf *reason,
	      const char **format)
{
	struct recovered r;
	size_t skip = 0, line, body;
	int ret;

	recovered_init(&r);
	while (skip < len && (data[skip] == '\n' || data[skip] == '\r' || data[skip] == ' '))
		skip++;
	data += skip;
	len -= skip;
	line = first_line_len(data, len);
	body = scan_headers(&r, data, line);
	if (!r.nh || (r.nh == 1 && !strcmp(r.h[0].name, "From_"))) {
		/* No header fields: the text is all body, lines as they are. */
		recovered_release(&r);
		recovered_init(&r);
		r.headerless = 1;
		buf_add(&r.body, data, len);
		*format = "text-body";
	} else if (body < line || only_white_space(data + line, len - line)) {
		/* Flattened: the body was on the same line; give its lines back. */
		unflatten(data + body, line - body, &r.body);
		if (line < len)
			buf_add(&r.body, data + line, len - line);
		r.lost |= LOST_HEADERS | LOST_LINES;
		*format = "text-flat";
	} else {
		buf_add(&r.body, data + line, len - line);
		r.lost |= LOST_HEADERS | LOST_LINES;
		*format = "text-page";
	}
	recovered_clean_body(&r);
	ret = recovered_to_mail(&r, m, MAIL_DAMAGED, reason);
	recovered_release(&r);
	return ret;
}
