/* text.c: the text model: lines, quote depth, attributions, tokens and numbers */
#include <ctype.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "extract.h"
#include "reline.h"
#include "../qp-residue.h"
#include "../../core/banned.h"

/*
 * A line longer than FLAT_MIN with quote markers inside it is text whose line
 * ends were lost (a web archive page saved as text, a mail flattened by a
 * broken gateway).  Its quote markers are the only line structure left, so
 * it is split at every run of '>' tokens.  A run holds the prefixes of one or
 * more lines (blank quoted lines run together with the next); see
 * run_depth() for how the depth of the line that carries text is chosen.
 * After a marker, more than FLAT_QUOTE bytes without another marker are not
 * one quoted line (mail wraps at about 72): the quote ended at that marker.
 */
#define FLAT_MIN 500
#define FLAT_QUOTE 200

static int is_space(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

/* blank_at of a NBSP or of "=20" and its kin (c is 0xC2 or '=') */
static size_t blank_escape(const struct text *t, const char *p, const char *end)
{
	if (end - p >= 2 && (unsigned char)p[0] == 0xC2 && (unsigned char)p[1] == 0xA0)
		return 2;
	if (end - p >= 3 && p[0] == '=' &&
	    qp_residue_blank(qp_residue_at(t->s, t->len, (size_t)(p - t->s))))
		return 3;
	return 0;
}

/*
 * Length of white space (or a NBSP, or quoted-printable residue standing for
 * either) at p, else 0.  Whether "=20" is residue depends on what follows it
 * on its line (qp-residue.h), so it is judged in the whole text, not up to end:
 * "kern.hz=200" and "min=25," are one token each.
 */
static size_t blank_at(const struct text *t, const char *p, const char *end)
{
	unsigned char c = p < end ? (unsigned char)*p : 0;

	if (p < end && is_space(c))
		return 1;
	/* most bytes start none of the three: tokenising is this test per byte */
	if (c != 0xC2 && c != '=')
		return 0;
	return blank_escape(t, p, end);
}

/*
 * What a byte may be to the tokeniser: part of a token (0), white space
 * (BYTE_SPACE), or the first byte of a NBSP or "=20" (BYTE_ESCAPE), which
 * blank_escape tells apart from a token's '=' or UTF-8 letter.
 */
enum { BYTE_SPACE = 1, BYTE_ESCAPE = 2 };
#define SPACE_CLASS(c) ((c) == ' ' || ((c) >= '\t' && (c) <= '\r') ? BYTE_SPACE : 0)
#define BYTE_CLASS(c) ((c) == '=' || (c) == 0xC2 ? BYTE_ESCAPE : SPACE_CLASS(c))
#define CLASS4(c) BYTE_CLASS(c), BYTE_CLASS((c) + 1), BYTE_CLASS((c) + 2), BYTE_CLASS((c) + 3)
#define CLASS16(c) CLASS4(c), CLASS4((c) + 4), CLASS4((c) + 8), CLASS4((c) + 12)
#define CLASS64(c) CLASS16(c), CLASS16((c) + 16), CLASS16((c) + 32), CLASS16((c) + 48)
static const unsigned char byte_class[256] = { CLASS64(0u), CLASS64(64u), CLASS64(128u), CLASS64(192u) };

/* Bytes of the blank at p (white space, NBSP or escape), else 0: blank_at with its class known */
static size_t blank_of(const struct text *t, const char *p, const char *end, unsigned cls)
{
	return cls == BYTE_SPACE ? 1 : cls == BYTE_ESCAPE ? blank_escape(t, p, end) : 0;
}

/* The end of the token that opens at p, a byte no blank: the first blank after it, or end */
static const char *token_end(const struct text *t, const char *p, const char *end)
{
	const char *q = p + 1;
	unsigned cls;

	for (; q < end; q++)
		if ((cls = byte_class[(unsigned char)*q]) && blank_of(t, q, end, cls))
			break;
	return q;
}

/*
 * Tokenising every line of a post is this loop per byte: one look-up in
 * byte_class tells a token's byte from the rest, and only a byte that may
 * start an escape or a NBSP is looked at further (three comparisons a byte
 * were a tenth of building the text model).  A blank is looked at once and
 * a token's first byte once: a number-heavy post's tokens are short (five
 * bytes or so: "1905d591", "[", "716.830079]"), and what a token costs
 * beside its bytes counts.
 */
static int split(const struct text *t, size_t from, size_t to, struct tok *out, int max)
{
	const char *s = t->s, *end = t->s + to, *p = t->s + from;
	int n = 0;

	while (p < end && n < max) {
		unsigned cls = byte_class[(unsigned char)*p];
		size_t b;
		const char *q;
		if (cls && (b = blank_of(t, p, end, cls))) {
			p += b;
			continue;
		}
		q = token_end(t, p, end);
		if (*p == '>') {        /* quote marks of the lines a range spans */
			const char *g = p;
			while (g < q && *g == '>')
				g++;
			if (g == q) {
				p = q;
				continue;
			}
		}
		out[n].s = (size_t)(p - s);
		out[n].e = (size_t)(q - s);
		n++;
		p = q;
	}
	return n;
}

int text_line_at(const struct text *t, size_t offset)
{
	int lo = 0, hi = t->n - 1;

	while (lo < hi) {       /* the last line starting at or before offset */
		int mid = (lo + hi + 1) / 2;
		if (t->l[mid].start <= offset)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

/* The line whose bytes are exactly [from, to), or -1 */
static int whole_line(const struct text *t, size_t from, size_t to)
{
	int lo = 0, hi = t->n;

	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (t->l[mid].start < from)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < t->n && t->l[lo].start == from && t->l[lo].end == to ? lo : -1;
}

int tok_line(const struct text *t, int line, struct tok *out, int max)
{
	int n;

	if (!t->ltok)
		return split(t, t->l[line].start, t->l[line].end, out, max);
	n = t->ltok_at[line + 1] - t->ltok_at[line];
	if (n > max)
		n = max;
	if (n > 0)
		memcpy(out, t->ltok + t->ltok_at[line], sizeof(*out) * (size_t)n);
	return n > 0 ? n : 0;
}

int line_words(const struct text *t, int line, struct tok *out, int max)
{
	size_t i = t->l[line].start, e = t->l[line].end;
	int n = 0;

	while (i < e && n < max) {
		while (i < e && (t->s[i] == ' ' || t->s[i] == '\t'))
			i++;
		if (i == e)
			break;
		out[n].s = i;
		while (i < e && t->s[i] != ' ' && t->s[i] != '\t')
			i++;
		out[n++].e = i;
	}
	return n;
}

const struct tok *tok_view_split(const struct text *t, int line, struct tok *room, int max, int *n)
{
	*n = split(t, t->l[line].start, t->l[line].end, room, max);
	return room;
}

int tok_any(const struct text *t, int line)
{
	struct tok k[1];

	if (!t->ltok)
		return split(t, t->l[line].start, t->l[line].end, k, 1);
	return t->ltok_at[line + 1] > t->ltok_at[line];
}

int tok_split(const struct text *t, size_t from, size_t to, struct tok *out, int max)
{
	int l = t->ltok ? whole_line(t, from, to) : -1;

	return l < 0 ? split(t, from, to, out, max) : tok_line(t, l, out, max);
}

/*
 * Every line split once (tokens are a pure function of the line's bytes).
 * Room for a token per four bytes and one a line at first, grown when a
 * line could overflow it: room for the most tokens the lines could have
 * (one per two bytes) was eight times the text, given back at once, and
 * the heap sorted the pieces it left at every post.
 */
static void split_lines(struct text *t)
{
	int i, cap = (int)(t->len / 4) + t->n + 16, used = 0;

	t->ltok_at = xmalloc(sizeof(*t->ltok_at) * (size_t)(t->n + 1));
	t->ltok = xmalloc(sizeof(*t->ltok) * (size_t)cap);
	for (i = 0; i < t->n; i++) {
		/* a token is a byte at least, and a blank between two */
		int need = (int)((t->l[i].end - t->l[i].start) / 2) + 1;
		if (cap - used < need)
			t->ltok = xrealloc(t->ltok, sizeof(*t->ltok) *
					   (size_t)(cap = cap * 2 > used + need ? cap * 2 : used + need));
		t->ltok_at[i] = used;
		used += split(t, t->l[i].start, t->l[i].end, t->ltok + used, need);
	}
	t->ltok_at[t->n] = used;
}

int tok_is(const struct text *t, const struct tok *k, const char *word)
{
	size_t n;

	/* the first byte refuses most tokens before the word is measured (without tolower(), a call
	 * into the C library: '|' 0x20 is no case fold, but refuses no token strncasecmp takes) */
	if (*word && (k->e == k->s || (t->s[k->s] | 0x20) != (*word | 0x20)))
		return 0;
	n = strlen(word);
	return k->e - k->s == n && !strncasecmp(t->s + k->s, word, n);
}

int num_is_count(double v)
{
	return fabs(v) < 1e15 && v == floor(v);
}

/*
 * The value of [sign] digits [. digits], fifteen digits at most: the integer
 * they spell and the power of ten under it are both exact in a double, so
 * the one division rounds as strtod does (every figure of a post passes
 * here; strtod was a tenth of cell parsing).
 */
static double short_decimal(const char *p, size_t n)
{
	static const double tens[] = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
				       1e11, 1e12, 1e13, 1e14, 1e15 };
	unsigned long long m = 0;
	size_t i = p[0] == '+' || p[0] == '-', frac = 0;
	int point = 0;
	double v;

	for (; i < n; i++) {
		if (p[i] == '.') {
			point = 1;
			continue;
		}
		m = m * 10 + (unsigned)(p[i] - '0');
		frac += point;
	}
	v = (double)m / tens[frac];
	return p[0] == '-' ? -v : v;
}

int num_decimals(const char *p, size_t n)
{
	const char *dot = memchr(p, '.', n);

	return dot ? (int)(p + n - dot - 1) : 0;
}

int mean_prints_as(double sum, int n, double printed, int decimals)
{
	return n > 0 && fabs(sum / n - printed) <= 0.5 * pow(10, -decimals) + 1e-9;
}

int num_parse(const char *p, size_t n, double *v)
{
	size_t i = 0, digits = 0;
	char tmp[64];
	int exp = 0;

	if (n == 0 || n >= sizeof(tmp))
		return 0;
	if (p[i] == '+' || p[i] == '-')
		i++;
	while (i < n && isdigit((unsigned char)p[i]))
		i++, digits++;
	if (i < n && p[i] == '.') {
		i++;
		while (i < n && isdigit((unsigned char)p[i]))
			i++, digits++;
	}
	if (!digits)
		return 0;
	if (i < n && (p[i] == 'e' || p[i] == 'E') && i + 1 < n) {
		size_t j = i + 1;
		if (j < n && (p[j] == '+' || p[j] == '-'))
			j++;
		if (j < n && isdigit((unsigned char)p[j])) {
			while (j < n && isdigit((unsigned char)p[j]))
				j++;
			i = j;
			exp = 1;
		}
	}
	if (i != n)
		return 0;
	if (!exp && digits <= 15) {
		*v = short_decimal(p, n);
		return 1;
	}
	memcpy(tmp, p, n);
	tmp[n] = '\0';
	*v = strtod(tmp, NULL);
	return isfinite(*v);
}

static int uint_at(const char *p, size_t n, size_t *i, double *v)
{
	size_t st = *i;

	*v = 0;
	while (*i < n && isdigit((unsigned char)p[*i])) {
		*v = *v * 10 + (p[*i] - '0');
		(*i)++;
	}
	return *i > st && *i - st < 10;
}

/* after "Nh": minutes "NNm", then seconds "NN[.f]s" or nothing; "1h" alone is no time */
static int hours_parse(const char *p, size_t n, size_t i, double h, double *v)
{
	double m, sec = 0;
	size_t fs = i;

	if (!uint_at(p, n, &i, &m) || i - fs > 2 || m >= 60 || i >= n || p[i] != 'm')
		return 0;
	i++;
	if (i < n) {
		fs = i;
		while (i < n && (isdigit((unsigned char)p[i]) || p[i] == '.'))
			i++;
		if (i + 1 != n || p[i] != 's' || i == fs || !num_parse(p + fs, i - fs, &sec) || sec >= 60)
			return 0;
	}
	*v = h * 3600 + m * 60 + sec;
	return 1;
}

int time_parse(const char *p, size_t n, double *v)
{
	double a, b, c = 0, frac;
	size_t i = 0, fs;

	if (n < 3)
		return 0;
	if (!uint_at(p, n, &i, &a))
		return 0;
	if (i < n && p[i] == 'h')               /* 1h41m, 2h05m33s */
		return hours_parse(p, n, i + 1, a, v);
	if (i < n && p[i] == 'm') {             /* 0m3.2s; 0m4,913s where the locale's mark is a comma */
		i++;
		fs = i;
		if (!uint_at(p, n, &i, &b))
			return 0;
		if (i < n && (p[i] == '.' || p[i] == ',')) {
			char f[24];
			i++;
			fs = i;
			while (i < n && isdigit((unsigned char)p[i]))
				i++;
			if (i - fs + 2 > sizeof(f))
				return 0;
			f[0] = '.';
			memcpy(f + 1, p + fs, i - fs);
			if (!num_parse(f, i - fs + 1, &frac))
				return 0;
			b += frac;
		}
		if (i + 1 != n || p[i] != 's')
			return 0;
		*v = a * 60 + b;
		return 1;
	}
	if (i >= n || p[i] != ':')
		return 0;
	i++;
	fs = i;
	if (!uint_at(p, n, &i, &b) || i - fs != 2 || b >= 60)
		return 0;
	if (i < n && p[i] == ':') {             /* h:mm:ss[.ff] */
		i++;
		fs = i;
		if (!uint_at(p, n, &i, &c) || i - fs != 2 || c >= 60)
			return 0;
		a = a * 60 + b;
		b = c;
	}
	if (i < n && p[i] == '.') {
		fs = i;
		i++;
		while (i < n && isdigit((unsigned char)p[i]))
			i++;
		if (i == fs + 1 || !num_parse(p + fs, i - fs, &frac))
			return 0;
		b += frac;
	}
	if (i != n)
		return 0;
	*v = a * 60 + b;
	return 1;
}

int num_word(const char *p, size_t n)
{
	static const char *const words[] = { "one", "two", "three", "four", "five", "six",
		"seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
		"fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty" };
	size_t i;

	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strlen(words[i]) == n && !strncasecmp(p, words[i], n))
			return (int)i + 1;
	if (n == 4 && !strncasecmp(p, "dual", 4))
		return 2;
	if (n == 4 && !strncasecmp(p, "quad", 4))
		return 4;
	if (n == 6 && !strncasecmp(p, "single", 6))
		return 1;
	return 0;
}

int xnum_from(const struct text *t, const struct tok *k, int allow_time, struct xnum *x)
{
	const char *p = t->s + k->s;
	size_t n = k->e - k->s;
	double v;

	if (num_parse(p, n, &v) || (allow_time && time_parse(p, n, &v))) {
		x->value = v;
		x->s = k->s;
		x->e = k->e;
		x->set = 1;
		x->negated = 0;
		return 1;
	}
	return 0;
}

/* A whole number written with digits only ("10", not "1e1", "+3" or "2.0"). */
int xnum_whole(const struct text *t, const struct tok *k, struct xnum *x)
{
	size_t i;

	if (k->e <= k->s)
		return 0;
	for (i = k->s; i < k->e; i++)
		if (!isdigit((unsigned char)t->s[i]))
			return 0;
	return xnum_from(t, k, 0, x);
}

/* ---- lines ---- */

static void add_line(struct text *t, size_t s, size_t e, int depth, int flat)
{
	struct tline *l;

	size_t b;

	/* white space, and quoted-printable residue standing for it (=20); at the end, an escape
	 * (3 bytes) opens with '=' and a NBSP (2) with 0xC2: most lines end in neither, and are
	 * not asked blank_at twice */
	while (s < e && (b = blank_of(t, t->s + s, t->s + e, byte_class[(unsigned char)t->s[s]])))
		s += b;
	for (;;) {
		if (e > s && is_space((unsigned char)t->s[e - 1]))
			e--;
		else if (e >= s + 3 && t->s[e - 3] == '=' && blank_at(t, t->s + e - 3, t->s + e) == 3)
			e -= 3;
		else if (e >= s + 2 && (unsigned char)t->s[e - 2] == 0xC2 &&
			 blank_at(t, t->s + e - 2, t->s + e) == 2)
			e -= 2;
		else
			break;
	}
	/* at first, room for a line of every 32 bytes: most posts never grow it */
	if (t->n == t->cap)
		t->l = xrealloc(t->l, sizeof(*t->l) *
				      (size_t)(t->cap = t->cap ? t->cap * 2 + 64 : (int)(t->len / 32) + 64));
	l = &t->l[t->n++];
	l->start = s;
	l->end = e;
	l->depth = depth;
	l->author = -1;
	l->flat = flat;
}

/* ">>> World built in ...", ">>> Kernel(s)  GENERIC built in ...", ">>> World build started on
 * ...": the banners FreeBSD's Makefile.inc1 prints, three marks and a blank before them */
int text_build_banner(const char *p, size_t n)
{
	static const char *const banners[] = { "World built in ", "World build started", "World build completed",
		"Kernel(s) ", "Kernel build for ", "Kernel build started", "Installing everything", "stage ",
		"Rebuilding the temporary", "Deleting stale", NULL };

	if (n < 8 || memcmp(p, ">>> ", 4))
		return 0;
	for (const char *const *b = banners; *b; b++)
		if (n - 4 >= strlen(*b) && !memcmp(p + 4, *b, strlen(*b)))
			return 1;
	return 0;
}

/* Quote prefix of a normal line: '>' with optional single spaces between. */
static size_t quote_prefix(const char *p, size_t n, int *depth)
{
	size_t i = 0, last = 0;

	*depth = 0;
	while (i < n) {
		if (p[i] == '>') {
			(*depth)++;
			last = ++i;
		} else if ((p[i] == ' ' || p[i] == '\t') && *depth > 0 && i + 1 < n &&
			   (p[i + 1] == '>' || p[i + 1] == ' ')) {
			i++;
		} else {
			break;
		}
	}
	return *depth ? last : 0;
}

/*
 * A markdown table flattened with its line's text ("... pgbench, tps: | run
 * | eevdf | 6.6 | |------|------|-----| | run1 | 4860.5 | 4734.0 | | run2
 * ..."): a bar, blanks, a bar ("| |") is where a row ended and the next
 * began (an empty cell would read the same; benchmark tables have none).
 * The rows go back on lines of their own, the text around them too.
 */
#define MD_FLAT_MIN 160     /* shorter lines are rows as typed */
#define MD_CELL_MAX 80      /* bytes between two bars of one table */

/* The "| |" row boundary at bar b (the first bar): the second bar, else 0 */
static size_t row_break(const char *p, size_t b, size_t e)
{
	size_t j = b + 1;

	while (j < e && (p[j] == ' ' || p[j] == '\t'))
		j++;
	/* "| +--------+-----+ |": a box's rule between two rows */
	if (j > b + 1 && j + 1 < e && p[j] == '+' && (p[j + 1] == '-' || p[j + 1] == '=')) {
		while (j < e && (p[j] == '+' || p[j] == '-' || p[j] == '='))
			j++;
		if (j < e && p[j] != ' ' && p[j] != '\t')
			return 0;
		while (j < e && (p[j] == ' ' || p[j] == '\t'))
			j++;
	}
	return j > b + 1 && j < e && p[j] == '|' ? j : 0;
}

/* The first bar of a run of bars with two row breaks or more, from s; its last bar in *last */
static size_t md_run(const char *p, size_t s, size_t e, size_t *last)
{
	const char *q;

	for (q = memchr(p + s, '|', e - s); q; q = memchr(q + 1, '|', e - (size_t)(q + 1 - p))) {
		size_t a = (size_t)(q - p), b = a, nb;
		int breaks = 0;
		const char *n;
		while ((n = memchr(p + b + 1, '|', e - b - 1)) && (size_t)(n - p) - b <= MD_CELL_MAX) {
			nb = (size_t)(n - p);
			breaks += row_break(p, b, e) == nb;
			b = nb;
		}
		if (breaks >= 2) {
			*last = b;
			return a;
		}
		q = p + b;
	}
	return (size_t)-1;
}

static void add_line(struct text *t, size_t s, size_t e, int depth, int flat);

/* In a line an archive flattened, the end of "On DATE, NAME wrote:" that text follows, else 0 */
static size_t flat_attribution(const char *p, size_t s, size_t e)
{
	const char *w;

	if (e - s < MD_FLAT_MIN || !(w = memmem(p + s, e - s, " wrote: ", 8)))
		return 0;
	return (size_t)(w - p) + 7;
}

static void add_rows(struct text *t, size_t s, size_t e, int depth, int flat);

/* The lines a reader of flattened text put back, the text around them read again */
static void add_relined(struct text *t, size_t s, size_t e, struct reline *rl, int depth, int flat)
{
	int i;

	if (rl->start > s)
		add_rows(t, s, rl->start, depth, flat);
	/* a time run's or ministat's title opened a paragraph: a blank line, as printed */
	if (rl->para && rl->start > s)
		add_line(t, rl->start, rl->start, depth, FLAT_OPENS);
	for (i = 0; i < rl->n; i++)
		add_line(t, rl->line[i][0], rl->line[i][1], depth, 1);
	/* what follows a list or a table put back is a paragraph of its own: an empty line */
	if (rl->end < e) {
		add_line(t, rl->end, rl->end, depth, FLAT_ENDS);
		add_rows(t, rl->end, e, depth, flat);
	}
	reline_free(rl);
}

/* The markdown rows of [a, last] back on their lines, each "| |" a row's end */
static void add_markdown(struct text *t, size_t s, size_t e, size_t a, size_t last, int depth, int flat)
{
	const char *p = t->s;
	size_t b, r;

	if (a > s)
		add_line(t, s, a, depth, flat);
	for (b = a, r = a; b < last; b++)
		if (p[b] == '|' && row_break(p, b, last + 1)) {
			add_line(t, r, b + 1, depth, 1);
			r = b = row_break(p, b, last + 1);
		}
	add_line(t, r, last + 1, depth, 1);
	if (last + 1 < e)
		add_rows(t, last + 1, e, depth, flat);
}

static void split_flat(struct text *t, size_t s, size_t e);
static int quote_opens(const char *s, size_t from, size_t to);

static void add_rows(struct text *t, size_t s, size_t e, int depth, int flat)
{
	const char *p = t->s;
	struct reline rl = { 0 };
	size_t a, last;

	if (e - s >= MD_FLAT_MIN && (a = reline_break(p, s, e))) {
		add_rows(t, s, a, depth, flat);
		add_rows(t, a, e, depth, 1);
		return;
	}
	/* the attribution on a line of its own, as it was written: what follows is the quote */
	if ((a = flat_attribution(p, s, e))) {
		add_rows(t, s, a, depth, 1);
		if (quote_opens(p, a, e))
			split_flat(t, a, e);
		else
			add_rows(t, a, e, depth, 1);     /* the pieces of a flattened line are flat */
		return;
	}
	/* ministat's header and a row on one line were never printed so: no length asked */
	if (memmem(p + s, e - s, "Stddev", 6) && reline_ministat(p, s, e, &rl)) {
		add_relined(t, s, e, &rl, depth, flat);
		return;
	}
	/* every form of time(1)'s line holds "real", "user" or (csh's) a '%' */
	if (e - s >= MD_FLAT_MIN && (memmem(p + s, e - s, "real", 4) || memmem(p + s, e - s, "user", 4) ||
				     memchr(p + s, '%', e - s)) && reline_time(p, s, e, &rl)) {
		add_relined(t, s, e, &rl, depth, flat);
		return;
	}
	if (e - s < MD_FLAT_MIN) {
		add_line(t, s, e, depth, flat);
		return;
	}
	if (memchr(p + s, '|', e - s)) {
		if ((a = md_run(p, s, e, &last)) != (size_t)-1) {
			add_markdown(t, s, e, a, last, depth, flat);
			return;
		}
		if (reline_bar_rows(p, s, e, &rl)) {
			add_relined(t, s, e, &rl, depth, flat);
			return;
		}
	}
	if ((memmem(p + s, e - s, "%)", 2) && reline_mmtests(p, s, e, &rl)) || reline_named_runs(p, s, e, &rl) ||
	    reline_bullets(p, s, e, &rl) || reline_records(p, s, e, &rl) || reline_run_rows(p, s, e, &rl) ||
	    reline_key_runs(p, s, e, &rl) || reline_keyed_rows(p, s, e, &rl) || reline_vs_rows(p, s, e, &rl) ||
	    reline_name_rows(p, s, e, &rl))
		add_relined(t, s, e, &rl, depth, flat);
	else {
		reline_free(&rl);       /* a reader that gave up may have grown it */
		add_line(t, s, e, depth, flat);
	}
}

/* A marker run in flattened text: its tokens' '>' counts. */
struct run {
	size_t s, e;           /* bytes of the run */
	int tok[16], ntok;
};

static int sum(const int *v, int from, int to)
{
	int i, s = 0;

	for (i = from; i < to; i++)
		s += v[i];
	return s;
}

/*
 * The depth of the line carrying text after a run of quote tokens.  The run
 * is the prefixes of some blank quoted lines and then of the text line; the
 * split is not written down anywhere.
 *
 * Where the text writes deeper prefixes compactly (a run that is one ">>"
 * token exists), every token is one line's prefix: the last token is the
 * line's.  Otherwise prefixes are spaced ("> > "), and candidates are the
 * token-aligned suffixes whose remaining tokens make whole blank lines at the
 * previous line's depth or at the candidate's own; the cheapest wins, a blank
 * line costing 1 and each level away from the expected depth 2.  The
 * expected depth is the previous line's, or one deeper after "X wrote:".
 */
static int run_depth(const struct run *r, int prev, int expect, int compact)
{
	int best = -1, best_cost = 1 << 20, k;
	int total = sum(r->tok, 0, r->ntok);

	if (compact)
		return r->tok[r->ntok - 1];
	for (k = 0; k < r->ntok; k++) {
		int d = sum(r->tok, k, r->ntok), rest = total - d, blanks, cost;
		if (rest == 0)
			blanks = 0;
		else if (prev > 0 && rest % prev == 0)
			blanks = rest / prev;
		else if (rest % d == 0)
			blanks = rest / d;
		else
			continue;
		/* a jump of more than one level with no blank line is unlikely */
		if (blanks == 0 && d > prev + 1 && k + 1 < r->ntok)
			continue;
		cost = blanks + 2 * abs(d - expect);
		if (cost < best_cost) {
			best = d;
			best_cost = cost;
		}
	}
	return best > 0 ? best : total;
}

static int next_run(const char *s, size_t from, size_t to, struct run *r)
{
	size_t i = from;

	while (i < to) {
		size_t j, k;
		if (s[i] != '>' || (i > from && !is_space((unsigned char)s[i - 1])) ||
		    (i == from && from > 0 && !is_space((unsigned char)s[i - 1]))) {
			i++;
			continue;
		}
		r->s = i;
		r->ntok = 0;
		j = i;
		for (;;) {
			k = j;
			while (k < to && s[k] == '>')
				k++;
			if (k == j || (k < to && !is_space((unsigned char)s[k])))
				break;
			if (r->ntok < 16)
				r->tok[r->ntok++] = (int)(k - j);
			r->e = k;
			j = k;
			while (j < to && (s[j] == ' ' || s[j] == '\t'))
				j++;
			if (j >= to)
				break;
		}
		if (r->ntok > 0)
			return 1;
		i++;
	}
	return 0;
}

static int ends_attribution(const struct text *t)
{
	const struct tline *l = t->n ? &t->l[t->n - 1] : NULL;

	return l && l->end - l->start >= 6 && !strncmp(t->s + l->end - 6, "wrote:", 6);
}

static void split_flat(struct text *t, size_t s, size_t e)
{
	struct run r, nr;
	size_t pos = s, seg_end;
	int cur = 0, prev = 0, compact = 0;

	for (pos = s; next_run(t->s, pos, e, &r); pos = r.e)
		if (r.ntok == 1 && r.tok[0] > 1)
			compact = 1;
	pos = s;
	while (next_run(t->s, pos, e, &r)) {
		if (r.s > pos)
			add_rows(t, pos, r.s, cur, 1);
		if (t->n > 0 && t->l[t->n - 1].end > t->l[t->n - 1].start)
			prev = t->l[t->n - 1].depth;
		cur = run_depth(&r, prev, prev + ends_attribution(t), compact);
		seg_end = next_run(t->s, r.e, e, &nr) ? nr.s : e;
		if (seg_end - r.e > FLAT_QUOTE)
			cur = 0;
		pos = r.e;
	}
	add_rows(t, pos, e, cur, 1);
}

static int has_runs(const char *s, size_t from, size_t to)
{
	struct run r;
	int n = 0;

	while (n < 3 && next_run(s, from, to, &r)) {
		n++;
		from = r.e;
	}
	return n >= 3;
}

/*
 * "... wrote: > On the quad, latt -c8 ... with > mainline to 11.8 ms ...":
 * after a flattened attribution, a quote of two lines or more opens the
 * rest (two markers, the first right after it; three anywhere are has_runs')
 */
static int quote_opens(const char *s, size_t from, size_t to)
{
	struct run r;

	while (from < to && is_space((unsigned char)s[from]))
		from++;
	if (from >= to || s[from] != '>' || !next_run(s, from, to, &r) || r.s != from)
		return 0;
	return next_run(s, r.e, to, &r);
}

/* ---- attributions ---- */

static int name_char(unsigned char c)
{
	return isalpha(c) || c == '\'' || c == '-' || c == '.' || c >= 0x80;
}

/* "... Robert Watson wrote:" -> "Robert Watson" (capitalised words before). */
static char *attribution(const char *s, size_t ls, size_t le)
{
	static const char *const verbs[] = { " wrote:", " writes:", " said:", " wrote :" };
	size_t i, vpos = 0, p, words = 0, name_s, name_e;
	const char *v = NULL;
	struct buf b = BUF_INIT;

	/* every line is asked: its last byte, each verb's colon, refuses most */
	if (le == ls || s[le - 1] != ':')
		return NULL;
	for (i = 0; i < sizeof(verbs) / sizeof(verbs[0]); i++) {
		size_t n = strlen(verbs[i]);
		if (le - ls >= n && !strncmp(s + le - n, verbs[i], n)) {
			v = verbs[i];
			vpos = le - n;
		}
	}
	if (!v)
		return NULL;
	p = vpos;
	/* skip an address: <a@b>, (a@b), a@b */
	while (p > ls && s[p - 1] == ' ')
		p--;
	if (p > ls && (s[p - 1] == '>' || s[p - 1] == ')')) {
		char open = s[p - 1] == '>' ? '<' : '(';
		while (p > ls && s[p - 1] != open)
			p--;
		if (p > ls)
			p--;
	} else if (p > ls) {
		size_t q = p;
		while (q > ls && s[q - 1] != ' ')
			q--;
		if (memchr(s + q, '@', p - q))
			p = q;
	}
	while (p > ls && (s[p - 1] == ' ' || s[p - 1] == '"'))
		p--;
	name_e = p;
	name_s = p;
	while (name_s > ls && words < 4) {
		size_t q = name_s;
		while (q > ls && name_char((unsigned char)s[q - 1]))
			q--;
		if (q == name_s || !isupper((unsigned char)s[q]))
			break;
		words++;
		name_s = q;
		if (name_s > ls && s[name_s - 1] == ' ' && name_s - 1 > ls &&
		    name_char((unsigned char)s[name_s - 2]))
			name_s--;
		else
			break;
	}
	while (name_s < name_e && s[name_s] == ' ')
		name_s++;
	if (!words || name_e <= name_s)
		return NULL;
	buf_add(&b, s + name_s, name_e - name_s);
	return buf_detach(&b, NULL);
}

/*
 * The depth an "X wrote:" line at line i introduces: one deeper than its own,
 * unless its own prefix is mangled (blank quoted lines run into it when line
 * ends were lost): then the text that follows, at the first depth other than
 * the attribution's, is shallower, and that depth is the one it introduces.
 */
static int quoted_depth(const struct text *t, int i)
{
	int d = t->l[i].depth, j;

	for (j = i + 1; j < t->n && j < i + 20; j++) {
		const struct tline *l = &t->l[j];
		if (l->end == l->start || l->depth == d)
			continue;
		return l->depth < d && l->depth > 0 ? l->depth : d + 1;
	}
	return d + 1;
}

/* NAME (the text takes it) wrote the lines quoted at depth TARGET that follow */
static void add_author(struct text *t, int attr[64], int target, char *name)
{
	int k;

	t->authors = xrealloc(t->authors, sizeof(char *) * (size_t)(t->nauthors + 1));
	t->authors[t->nauthors] = name;
	attr[target] = t->nauthors++;
	for (k = target + 1; k < 64; k++)
		attr[k] = -1;
}

static void attribute(struct text *t)
{
	int attr[64], i, d;

	for (d = 0; d < 64; d++)
		attr[d] = -1;
	for (i = 0; i < t->n; i++) {
		struct tline *l = &t->l[i];
		char *name;
		d = l->depth < 63 ? l->depth : 63;
		if (d > 0) {
			int k = d;
			while (k > 0 && attr[k] < 0)
				k--;
			l->author = k > 0 ? attr[k] : -1;
			if (attr[d] >= 0)
				l->author = attr[d];
		}
		if (!(name = attribution(t->s, l->start, l->end)))
			continue;
		if (d < 63)
			add_author(t, attr, quoted_depth(t, i), name);
		else
			free(name);     /* deeper than attr[] keeps: not attributed */
	}
}

/* Every "= " in the text: where footnote definitions can start (context.c). */
static void index_eqs(struct text *t)
{
	const char *p = t->s, *end = t->s + t->len;
	int cap = 0;

	while (p < end && (p = memchr(p, '=', (size_t)(end - p)))) {
		if (p + 1 < end && p[1] == ' ') {
			if (t->neqs == cap)
				t->eqs = xrealloc(t->eqs, sizeof(*t->eqs) * (size_t)(cap = cap * 2 + 16));
			t->eqs[t->neqs++] = (size_t)(p - t->s);
		}
		p++;
	}
	t->eqs_ready = 1;
}

/* ---- rows a mailer wrapped ---- */

#define WRAP_WIDTH 72      /* a row wider than this was wrapped by most mailers (72 to 78) */
#define WRAP_ROW_MIN 50    /* and its first part is about that wide */
#define WRAP_HEADER_UP 8   /* lines above a row where its header may stand */

/* Display width of line i from its physical start (the quote prefix counts) */
static int line_width(const struct text *t, int i)
{
	size_t b = t->l[i].start;
	int w = 0;

	while (b > 0 && t->s[b - 1] != '\n')
		b--;
	for (; b < t->l[i].end; b++)
		if (((unsigned char)t->s[b] & 0xC0) != 0x80)
			w += t->s[b] == '\t' ? 8 - w % 8 : 1;
	return w;
}

/* Whether token k starts a number ("0,748(+/-4.6%)", "-156%") */
static int starts_number(const struct text *t, const struct tok *k)
{
	const char *p = t->s + k->s;

	if (*p == '+' || *p == '-' || *p == '~')
		p++;
	return p < t->s + k->e && isdigit((unsigned char)*p);
}

/* Tokens of line i (split before split_lines), how many start a number,
 * and how many gaps of two blanks or more stand between them */
static int line_shape(const struct text *t, int i, int *numbers, int *gaps)
{
	struct tok k[64];
	int n = split(t, t->l[i].start, t->l[i].end, k, 64), j;

	*numbers = *gaps = 0;
	for (j = 0; j < n; j++) {
		*numbers += starts_number(t, &k[j]);
		*gaps += j > 0 && k[j].s - k[j - 1].e >= 2;
	}
	return n;
}

/*
 * line_shape's tokens of line i when each starts a number, else 0; split a
 * token at a time, as the first that is no number ends it (in a hex dump or
 * a log, the second token of most lines).
 */
static int numbers_only(const struct text *t, int i)
{
	size_t from = t->l[i].start;
	struct tok k;
	int n = 0;

	while (n < 64 && split(t, from, t->l[i].end, &k, 1) == 1) {
		if (!starts_number(t, &k))
			return 0;
		n++;
		from = k.e;
	}
	return n;
}

/*
 * Line i + 1 is the end of row i, wrapped by the poster's mailer: row i
 * holds aligned numbers and is nearly a mailer's width, the two together
 * are wider, line i + 1 holds only numbers, fewer than row i, a blank (or
 * another such row) follows it, and a line above row i (its header) is
 * wider than row i: "0,748(+/-4,6%)  0,621(+/-3.6%) +17%  1,915(+/-7.9%) -156%"
 * over "0,689(+/- 9.1%) +8%" under a header of four configurations.
 */
/*
 * Line b's tokens, two or more, all (or all but one) ending in the column a
 * token of line a ends in, give or take one: the next row of right-aligned
 * columns (netperf's receiving row under its sending one), no tail a mailer
 * cut off.
 */
static int aligned_under(const struct text *t, int a, int b)
{
	struct tok ka[32], kb[32];
	int na = split(t, t->l[a].start, t->l[a].end, ka, 32), nb = split(t, t->l[b].start, t->l[b].end, kb, 32);
	int i, j, hits = 0;
	size_t sa = t->l[a].start, sb = t->l[b].start;

	/* columns count from the line's first byte, its indent too */
	while (sa > 0 && t->s[sa - 1] != '\n')
		sa--;
	while (sb > 0 && t->s[sb - 1] != '\n')
		sb--;
	for (j = 0; j < nb; j++)
		for (i = 0; i < na; i++)
			if (labs((long)(ka[i].e - sa) - (long)(kb[j].e - sb)) <= 1) {
				hits++;
				break;
			}
	/* a field wider than its printf width ("1048576" in "%6d") pushes the rest one over */
	return hits >= 2 && hits >= nb - 1;
}

static int wrapped_row(const struct text *t, int i)
{
	const struct tline *a = &t->l[i], *b = &t->l[i + 1];
	int wa, wb, na, nb, ga, l;

	/* the end of a row opens with a figure: most line pairs stop at this test */
	if (b->end == b->start || !(isdigit((unsigned char)t->s[b->start]) || t->s[b->start] == '+' ||
				    t->s[b->start] == '-'))
		return 0;
	if (a->flat || b->flat || a->depth != b->depth || a->end == a->start ||
	    (i + 2 < t->n && t->l[i + 2].end > t->l[i + 2].start && t->l[i + 2].depth == a->depth &&
	     !isdigit((unsigned char)t->s[t->l[i + 2].start])))
		return 0;
	/* the end first, before any width: in a block of hex dump or log lines it is rarely
	 * numbers only, and its second token tells */
	if (!(nb = numbers_only(t, i + 1)))
		return 0;
	wa = line_width(t, i);
	wb = (int)(b->end - b->start);
	if (wa < WRAP_ROW_MIN || wa + 1 + wb <= WRAP_WIDTH || wa > WRAP_WIDTH + 4)
		return 0;
	if (line_shape(t, i, &na, &ga) < 3 || na < 3 || ga < 2 || nb >= na || aligned_under(t, i, i + 1))
		return 0;
	for (l = i - 1; l >= 0 && l >= i - WRAP_HEADER_UP; l--)
		if (t->l[l].depth == a->depth && !t->l[l].flat && line_width(t, l) >= wa + wb / 2 &&
		    !isdigit((unsigned char)t->s[t->l[l].start]))
			return 1;
	/* the row above wrapped too, joined already */
	if (i >= 1 && t->l[i - 1].depth == a->depth && !t->l[i - 1].flat &&
	    memchr(t->s + t->l[i - 1].start, '\n', t->l[i - 1].end - t->l[i - 1].start))
		return 1;
	/* the line two above wrapped alike, as wide, its end numbers only: the header or the row
	 * above, cut at the same width */
	return i >= 2 && t->l[i - 1].depth == a->depth && t->l[i - 2].depth == a->depth &&
	       !t->l[i - 1].flat && !t->l[i - 2].flat && t->l[i - 1].end > t->l[i - 1].start &&
	       numbers_only(t, i - 1) && abs(line_width(t, i - 2) - wa) <= 4 &&
	       line_width(t, i - 2) + 1 + (int)(t->l[i - 1].end - t->l[i - 1].start) > WRAP_WIDTH - 4;
}

/* "[per-test lines snipped]", "<... 40 lines trimmed ...>": an editor's note of a cut, the
 * whole line in brackets, saying so */
static int cut_note(const char *p, size_t n)
{
	static const char *const words[] = { "snip", "trimm", "omitt", "deleted", "removed", "elided",
					      "cut ", "skipped", "...", NULL };

	if (n < 5 || n > 80 || !((p[0] == '[' && p[n - 1] == ']') || (p[0] == '<' && p[n - 1] == '>')))
		return 0;
	for (const char *const *w = words; *w; w++)
		if (memmem(p, n, *w, strlen(*w)))
			return 1;
	return 0;
}

int line_is_cut(const struct text *t, int line)
{
	const char *p = t->s + t->l[line].start;
	size_t n = t->l[line].end - t->l[line].start;

	if (n >= 3 && strspn(p, ".") == n)
		return 1;
	/* "[..]", "[....]": the bracketed dots, as many as a poster types */
	if (n >= 4 && p[0] == '[' && p[n - 1] == ']' && strspn(p + 1, ".") == n - 2)
		return 1;
	if ((n == 5 && !strncmp(p, "[...]", 5)) || (n == 6 && (!strncmp(p, "<snip>", 6) ||
							      !strncmp(p, "[snip]", 6))))
		return 1;
	return cut_note(p, n);
}

/*
 * A cut between a table's header and the rows kept after it ("> threads
 * 4BSD ULE" over "[...]" over ">  8  2611  3086"): the rows are still the
 * header's, so the cut is no line of the table.  Only between two lines of
 * one quote depth, the first holding columns (a gap of two blanks), the
 * second a row of two figures or more.
 */
static int cut_in_table(const struct text *t, int i)
{
	const struct tline *a = &t->l[i - 1], *b = &t->l[i + 1];
	int na, ga;

	/* the rows kept open on a figure or on their name ("avg  9.87  9.84  10.06") */
	if (b->end == b->start || !isalnum((unsigned char)t->s[b->start]) || a->depth != b->depth ||
	    a->end == a->start || a->flat || b->flat || !line_is_cut(t, i))
		return 0;
	if (line_shape(t, i - 1, &na, &ga) < 2 || ga < 1)
		return 0;
	return line_shape(t, i + 1, &na, &ga) >= 2 && na >= 2 && ga >= 1;
}

static void drop_cuts(struct text *t)
{
	int i;

	for (i = 1; i + 1 < t->n; i++) {
		if (!cut_in_table(t, i))
			continue;
		memmove(&t->l[i], &t->l[i + 1], sizeof(*t->l) * (size_t)(t->n - i - 1));
		t->n--;
	}
}

/*
 * "threads  1  2 ... 64" over "128", over a row joined again: the header
 * was wrapped with its rows (a header of words, its end numbers only, the
 * row under it one line again and wider than the header by that end).
 */
static int wrapped_header(const struct text *t, int i)
{
	const struct tline *a = &t->l[i], *b = &t->l[i + 1], *c = &t->l[i + 2];
	int na, ga;

	if (b->end == b->start || !isdigit((unsigned char)t->s[b->start]) || a->end == a->start ||
	    isdigit((unsigned char)t->s[a->start]) || a->flat || b->flat || c->flat ||
	    a->depth != b->depth || b->depth != c->depth || !memchr(t->s + c->start, '\n', c->end - c->start))
		return 0;
	if (!numbers_only(t, i + 1) || line_shape(t, i, &na, &ga) < 3 || ga < 2)
		return 0;
	return line_width(t, i + 2) >= line_width(t, i) + (int)(b->end - b->start);
}

static void join_line(struct text *t, int i)
{
	t->l[i].end = t->l[i + 1].end;
	memmove(&t->l[i + 1], &t->l[i + 2], sizeof(*t->l) * (size_t)(t->n - i - 2));
	t->n--;
}

/* Rows wrapped by a mailer are one line again: the line spans both (its '\n' a blank) */
static void join_wrapped(struct text *t)
{
	int i;

	for (i = 0; i + 1 < t->n; i++)
		if (wrapped_row(t, i))
			join_line(t, i);
	for (i = 0; i + 2 < t->n; i++)
		if (wrapped_header(t, i))
			join_line(t, i);
}

/*
 * Some thirty recognisers look for their tool's banner in the whole text
 * before they read a line ("(groupid=", "transaction type:"): that was a
 * tenth of the extraction of a short post.  A needle whose three-byte
 * pieces are not all in the text is not in it; the flags are set once.  A
 * needle of two bytes is looked for at once (pair_at): a flag per pair too
 * was a third of indexing every byte, and a pair's first byte is rare
 * enough for memchr.
 */
#define GRAM_BITS 16
#define GRAMS_MIN 256           /* a shorter text is searched at once */

/*
 * The flag of three bytes p[0], p[1], p[2] (a multiplicative hash of the
 * three as one number, p[0] its low byte, as a little-endian load reads
 * them), each with bit 5 set: a capital as its small letter, so that the
 * flags hold every case (text_may_have_caseless).  Other bytes meet a
 * neighbour ('\n' is '*'): a flag more, harmless.  index_grams reads eight
 * bytes a turn and takes six threes out of them, each shifted to the low
 * end: the cast to 32 bits drops all but four, and the multiply (by a
 * constant a byte up) the fourth.
 */
#define GRAM_FOLD 0x2020202020202020ull
#define GRAM_MUL (0x9E3779B1u << 8)

static unsigned gram3(uint64_t bytes)
{
	return (unsigned)bytes * GRAM_MUL >> (32 - GRAM_BITS);
}

/*
 * A byte per hash, in a table each thread keeps from text to text: a text's
 * flags are the bytes that hold its epoch, so that no text clears the table
 * (only a 255th, when the epoch wraps).  A table cleared for each post cost
 * a fifth of indexing (a bit per hash: 8 KB), and a byte a flag is a store
 * where a bit is a load, a shift and a store.  A text built while another
 * holds the thread's table (a key of a table read as a text of its own, if
 * that were long) has one of its own.
 */
struct gram_table {
	unsigned char flag[1 << GRAM_BITS];
	unsigned char epoch;    /* the last text's */
	unsigned char held;     /* a text's flags are in it */
	unsigned char own;      /* the text's own, freed with it */
};

static pthread_key_t gram_key;
static pthread_once_t gram_once = PTHREAD_ONCE_INIT;
static int gram_keyed;          /* else every text has a table of its own */

static void gram_key_make(void)
{
	gram_keyed = !pthread_key_create(&gram_key, free);
}

/* The thread's table, else (held by a text) one of the text's own; held, a new epoch in it */
static struct gram_table *gram_table_take(void)
{
	struct gram_table *g = NULL;

	pthread_once(&gram_once, gram_key_make);
	if (gram_keyed && !(g = pthread_getspecific(gram_key)) &&
	    pthread_setspecific(gram_key, g = xcalloc(1, sizeof(*g)))) {
		free(g);
		g = NULL;
	}
	if (!g || g->held) {
		g = xcalloc(1, sizeof(*g));
		g->own = 1;
	}
	if (++g->epoch == 0) {
		memset(g->flag, 0, sizeof(g->flag));
		g->epoch = 1;
	}
	g->held = 1;
	return g;
}

static void gram_table_give(struct gram_table *g)
{
	if (g && g->own)
		free(g);
	else if (g)
		g->held = 0;
}

static int gram_set(const struct text *t, const char *p)
{
	const unsigned char *u = (const unsigned char *)p;
	uint64_t x = (u[0] | (unsigned)u[1] << 8 | (unsigned)u[2] << 16) | GRAM_FOLD;

	return t->grams->flag[gram3(x)] == t->grams_epoch;
}

/* The 64 bits at p, p[0] the low byte whatever the machine */
static uint64_t load8(const unsigned char *p)
{
	uint64_t x;

	memcpy(&x, p, sizeof(x));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	x = __builtin_bswap64(x);
#endif
	return x;
}

/*
 * Six threes from each load of eight bytes: a byte a turn, its load, fold,
 * shift into the window and the loop's test and step were half of a byte's
 * work.
 */
static void index_grams(struct text *t)
{
	const unsigned char *s = (const unsigned char *)t->s;
	size_t i, len = t->len;
	unsigned char *f, e;
	uint64_t x;

	if (len < GRAMS_MIN)
		return;
	t->grams = gram_table_take();
	f = t->grams->flag;
	e = t->grams_epoch = t->grams->epoch;
	for (i = 0; i + 8 <= len; i += 6) {
		x = load8(s + i) | GRAM_FOLD;
		f[gram3(x)] = e;
		f[gram3(x >> 8)] = e;
		f[gram3(x >> 16)] = e;
		f[gram3(x >> 24)] = e;
		f[gram3(x >> 32)] = e;
		f[gram3(x >> 40)] = e;
	}
	for (; i + 3 <= len; i++)
		f[gram3((s[i] | (unsigned)s[i + 1] << 8 | (unsigned)s[i + 2] << 16) | GRAM_FOLD)] = e;
}

/* c, a capital as its small letter */
static unsigned ascii_fold(unsigned c)
{
	return (unsigned)(c - 'A') < 26u ? c | 0x20 : c;
}

/* Whether the text holds the pair p[0..2), in any case if caseless: at each of the first byte's */
static int pair_at(const struct text *t, const char *p, int caseless)
{
	char first[2] = { p[0], p[0] };
	unsigned second = ascii_fold((unsigned char)p[1]);
	const char *q, *end = t->s + t->len;
	int k;

	if (caseless) {
		first[0] = (char)tolower((unsigned char)p[0]);
		first[1] = (char)toupper((unsigned char)p[0]);
	}
	for (k = 0; k < 2 && (k == 0 || first[1] != first[0]); k++)
		for (q = t->s; q + 1 < end && (q = memchr(q, first[k], (size_t)(end - 1 - q))); q++)
			if (caseless ? ascii_fold((unsigned char)q[1]) == second : q[1] == p[1])
				return 1;
	return 0;
}

int text_has(const struct text *t, const char *needle, size_t n)
{
	size_t i;

	if (n == 2)
		return pair_at(t, needle, 0);
	for (i = 0; t->grams && i + 3 <= n; i++)
		if (!gram_set(t, needle + i))
			return 0;
	return memmem(t->s, t->len, needle, n) != NULL;
}

int text_may_have_caseless(const struct text *t, const char *w, size_t n)
{
	size_t i;

	if (!t->grams || n < 2)
		return 1;
	if (n == 2)
		return pair_at(t, w, 1);
	for (i = 0; i + 3 <= n; i++)
		if (!gram_set(t, w + i))
			return 0;
	return 1;
}

int text_has_caseless(const struct text *t, const char *needle, size_t n)
{
	char first[2] = { (char)tolower((unsigned char)needle[0]), (char)toupper((unsigned char)needle[0]) };
	const char *q;
	int k;

	if (!n || !text_may_have_caseless(t, needle, n))
		return 0;
	for (k = 0; k < 2 && (k == 0 || first[1] != first[0]); k++)
		for (q = t->s; (q = memchr(q, first[k], t->len - (size_t)(q - t->s))); q++)
			if ((size_t)(q - t->s) + n <= t->len && !strncasecmp(q, needle, n))
				return 1;
	return 0;
}

/*
 * Box drawing (U+2500..U+257F, three bytes each in UTF-8: "┌──┬──┐", "│ 50.0th │ 11 │")
 * draws tables as ASCII art does with '+', '-' and '|'.  Each character becomes three ASCII
 * bytes of the same drawing ("---", "|  ", "+--"), so every offset into the body stays
 * the body's and every table reader reads the table as it reads a drawn one.  A copy
 * when the body holds any, else NULL.
 */
static int box_line(unsigned cp)
{
	return cp == 0x00 || cp == 0x01 || cp == 0x04 || cp == 0x05 || cp == 0x08 || cp == 0x09 ||
	       cp == 0x4C || cp == 0x4D || cp == 0x50;
}

static int box_bar(unsigned cp)
{
	return cp == 0x02 || cp == 0x03 || cp == 0x06 || cp == 0x07 || cp == 0x0A || cp == 0x0B ||
	       cp == 0x4E || cp == 0x4F || cp == 0x51;
}

/* The box-drawing character at p (three bytes), as 0..0x7F from U+2500, else -1 */
static int box_at(const char *p, const char *end)
{
	unsigned char b1, b2;

	if (end - p < 3 || (unsigned char)p[0] != 0xE2)
		return -1;
	b1 = (unsigned char)p[1];
	b2 = (unsigned char)p[2];
	if ((b1 != 0x94 && b1 != 0x95) || b2 < 0x80 || b2 > 0xBF)
		return -1;
	return (int)((b1 - 0x94u) * 64u + (b2 - 0x80u));
}

/* A line of a drawn table: two bars or more, or nothing but drawing and blanks (a rule);
 * a tree's branch ("└─exim4.service @38.726s") is neither */
static int box_row(const char *p, const char *end)
{
	int bars = 0, other = 0, cp;

	while (p < end) {
		if ((cp = box_at(p, end)) >= 0) {
			bars += box_bar((unsigned)cp);
			p += 3;
			continue;
		}
		other |= *p != ' ' && *p != '\t' && *p != '\r';
		p++;
	}
	return bars >= 2 || !other;
}

static char *box_ascii(const char *s, size_t len)
{
	const char *p = s, *end = s + len;
	char *out = NULL;

	while ((p = memchr(p, 0xE2, (size_t)(end - p)))) {
		const char *ls = p, *le = memchr(p, '\n', (size_t)(end - p));
		int cp;
		if (!le)
			le = end;
		while (ls > s && ls[-1] != '\n')
			ls--;
		if (box_at(p, end) < 0 || !box_row(ls, le)) {
			p = box_at(p, end) < 0 ? p + 1 : le;
			continue;
		}
		if (!out) {
			out = xmalloc(len + 1);
			memcpy(out, s, len);
			out[len] = '\0';
		}
		for (p = ls; p < le; p++)
			if ((cp = box_at(p, le)) >= 0) {
				memcpy(out + (p - s), box_line((unsigned)cp) ? "---" : box_bar((unsigned)cp) ? "|  " : "+--", 3);
				p += 2;
			}
	}
	return out;
}

/* "2:41:17" cells, two rows or more, under a ruled header naming a time ("| bulk time |"):
 * the table's times are durations */
static int hms_cell_row(const struct text *t, int l)
{
	const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end;

	if (!memchr(p, '|', (size_t)(e - p)))
		return 0;
	for (; p + 7 <= e; p++)
		if (isdigit((unsigned char)p[0]) && (p == t->s || !isdigit((unsigned char)p[-1])) &&
		    (p[1] == ':' || (isdigit((unsigned char)p[1]) && p[2] == ':'))) {
			const char *q = p + (p[1] == ':' ? 2 : 3);
			if (q + 5 <= e && isdigit((unsigned char)q[0]) && isdigit((unsigned char)q[1]) && q[2] == ':' &&
			    isdigit((unsigned char)q[3]) && isdigit((unsigned char)q[4]) &&
			    (q + 5 == e || !isdigit((unsigned char)q[5])))
				return 1;
		}
	return 0;
}

static int has_time_word(const char *p, size_t n)
{
	for (size_t i = 0; i + 4 <= n; i++)
		if (!strncasecmp(p + i, "time", 4))
			return 1;
	return 0;
}

static int hms_table(const struct text *t)
{
	if (!text_has(t, "|", 1) || !text_may_have_caseless(t, "time", 4))
		return 0;
	for (int l = 0; l < t->n; l++) {
		const char *p = t->s + t->l[l].start;
		size_t n = t->l[l].end - t->l[l].start;
		int rows = 0;
		if (!memchr(p, '|', n) || !has_time_word(p, n))
			continue;
		for (int k = l + 1; k < t->n && k <= l + 8; k++)
			rows += hms_cell_row(t, k);
		if (rows >= 2)
			return 1;
	}
	return 0;
}

void text_build(struct text *t, const char *s, size_t len)
{
	size_t i = 0;

	memset(t, 0, sizeof(*t));
	if ((t->own = box_ascii(s, len)))
		s = t->own;
	t->s = s;
	t->len = len;
	while (i < len) {
		const char *nl = memchr(s + i, '\n', len - i);
		size_t e = nl ? (size_t)(nl - s) : len;
		if (e - i > FLAT_MIN && has_runs(s, i, e)) {
			split_flat(t, i, e);
		} else {
			int depth;
			size_t q = quote_prefix(s + i, e - i, &depth);
			/* ">>> World built in 2327 seconds": FreeBSD's build banner, no quote (under a
			 * reply's own marks, "> >>> World built in ...", those marks alone) */
			if (depth >= 3 && q >= 3 && text_build_banner(s + i + q - 3, e - i - q + 3))
				q -= 3, depth -= 3;
			/* a line too short to be a flattened table is one line: no call to ask it */
			if (e - (i + q) < MD_FLAT_MIN)
				add_line(t, i + q, e, depth, 0);
			else
				add_rows(t, i + q, e, depth, 0);
		}
		i = e + 1;
	}
	drop_cuts(t);
	join_wrapped(t);
	t->named_first = xcalloc((size_t)t->n + 1, 1);
	attribute(t);
	index_eqs(t);
	for (i = 0; i < (size_t)t->n; i++)
		t->attachments += attach_marker(t, (int)i);
	split_lines(t);
	index_grams(t);
	/* times written without a fraction ("8:31") are durations where the post says its
	 * times are such ("h:mm:ss", "m:ss", "min:sec", "wall clock", "elapsed time") */
	t->hms = text_has_caseless(t, "h:mm:ss", 7) || text_has_caseless(t, "m:ss", 4) ||
		 text_has_caseless(t, "min:sec", 7) || text_has_caseless(t, "mins:secs", 9) ||
		 text_has_caseless(t, "wall clock", 10) || text_has_caseless(t, "wall-clock", 10) ||
		 text_has_caseless(t, "elapsed time", 12) || hms_table(t);
	t->cells = cell_memo_new();
	t->rows = row_memo_new(t->n);
}

void text_release(struct text *t)
{
	int i;

	free(t->own);
	for (i = 0; i < t->nauthors; i++)
		free(t->authors[i]);
	free(t->authors);
	free(t->l);
	free(t->eqs);
	free(t->ltok);
	free(t->ltok_at);
	free(t->named_first);
	gram_table_give(t->grams);
	cell_memo_free(t->cells);
	row_memo_free(t->rows);
	memset(t, 0, sizeof(*t));
}

const char *text_author(const struct text *t, int line)
{
	int a = line >= 0 && line < t->n ? t->l[line].author : -1;

	return a >= 0 ? t->authors[a] : NULL;
}
