/* ctext.c: normalise a post's text, split its prose into sentences and tokens */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "claim.h"
#include "ctext.h"
#include "../qp-residue.h"
#include "../../core/wordset.h"
#include "../../core/banned.h"

static void emit(struct ctext *t, char c, size_t from, size_t *cap)
{
	if (t->s.len + 2 > *cap) {
		*cap = *cap ? *cap * 2 : 256;
		t->map = xrealloc(t->map, *cap * sizeof(*t->map));
	}
	t->map[t->s.len] = from;
	buf_addc(&t->s, c);
}

/* a '>' standing alone between blanks: an inline quote mark of flattened text */
static int inline_mark(const char *p, size_t i, size_t len, const struct buf *s)
{
	char next = i + 1 < len ? p[i + 1] : ' ';

	if (s->len && s->data[s->len - 1] != ' ' && s->data[s->len - 1] != '\n')
		return 0;
	return next == ' ' || next == '>' || next == '\n' || next == '\t' || next == '\r';
}

static void new_line(struct ctext *t, size_t at, size_t *cap)
{
	if (t->nlines == *cap) {
		*cap = *cap ? *cap * 2 : 64;
		t->line_at = xrealloc(t->line_at, *cap * sizeof(*t->line_at));
		t->line_depth = xrealloc(t->line_depth, *cap * sizeof(*t->line_depth));
	}
	t->line_at[t->nlines] = at;
	t->line_depth[t->nlines++] = 0;
}

/* a byte copied as it is, whatever surrounds it (once past a line's quote marks) */
/*
 * What ctext_init and next_word ask of every byte of a post, as a table
 * (seven comparisons a byte were most of ctext_init): a byte copied as it is
 * (BYTE_PLAIN), and white space as isspace has it in the C locale, the one
 * schedlore runs in (BYTE_SPACE); and the marks token_core strips from a
 * word's ends (BYTE_OPEN, BYTE_CLOSE: strchr's sets, NUL in each), asked of
 * every word's ends by the gate scan.
 */
enum { BYTE_SPACE = 1, BYTE_PLAIN = 2, BYTE_OPEN = 4, BYTE_CLOSE = 8 };
#define C_SPACE(c) ((c) == ' ' || ((c) >= '\t' && (c) <= '\r'))
#define PLAIN(c) ((c) != '\n' && (c) != '\r' && (c) != '\0' && (c) != '\t' && (c) != '>' && \
		  (c) != '=' && (c) != 0xC2)
#define OPEN(c) ((c) == '(' || (c) == '"' || (c) == '\'' || (c) == '[' || (c) == '<' || (c) == '{' || \
		 (c) == '\0')
#define CLOSE(c) ((c) == ')' || (c) == '"' || (c) == ',' || (c) == ';' || (c) == ':' || (c) == '.' || \
		  (c) == '!' || (c) == '?' || (c) == '\'' || (c) == ']' || (c) == '>' || (c) == '}' || \
		  (c) == '\0')
#define KIND(c) ((C_SPACE(c) ? BYTE_SPACE : 0) | (PLAIN(c) ? BYTE_PLAIN : 0) | \
		 (OPEN(c) ? BYTE_OPEN : 0) | (CLOSE(c) ? BYTE_CLOSE : 0))
#define KIND4(c) KIND(c), KIND((c) + 1), KIND((c) + 2), KIND((c) + 3)
#define KIND16(c) KIND4(c), KIND4((c) + 4), KIND4((c) + 8), KIND4((c) + 12)
#define KIND64(c) KIND16(c), KIND16((c) + 16), KIND16((c) + 32), KIND16((c) + 48)
static const unsigned char byte_kind[256] = { KIND64(0u), KIND64(64u), KIND64(128u), KIND64(192u) };

static int plain(char c)
{
	return byte_kind[(unsigned char)c] & BYTE_PLAIN;
}

static int space(char c)
{
	return byte_kind[(unsigned char)c] & BYTE_SPACE;
}

void ctext_init(struct ctext *t, const char *p, size_t len)
{
	/* the normalised text is never longer than the original: map never grows */
	size_t i = 0, cap = len + 2, lcap = 0, j;
	int bol = 1;

	buf_init(&t->s);
	buf_grow(&t->s, len + 1);
	t->map = xmalloc(cap * sizeof(*t->map));
	t->orig = p;
	t->orig_len = len;
	t->line_at = NULL;
	t->line_depth = NULL;
	t->nlines = 0;
	t->gate_set = NULL;
	t->gate_at = NULL;
	t->ngate_at = 0;
	new_line(t, 0, &lcap);
	while (i < len) {
		char c = p[i];

		if (bol && (c == '>' || c == ' ' || c == '\t')) {
			t->line_depth[t->nlines - 1] += c == '>';
			i++;
			continue;
		}
		bol = 0;
		if (plain(c)) {
			/* a run of plain bytes at once: most of a post (map's slot in a local: a
			 * store through t->map could change t->map, so it was read at every byte) */
			size_t *m = t->map + t->s.len;
			for (j = i; j < len && plain(p[j]); j++)
				m[j - i] = j;
			buf_add(&t->s, p + i, j - i);
			i = j;
		} else if (c == '\n') {
			emit(t, '\n', i++, &cap);
			new_line(t, i, &lcap);
			bol = 1;
		} else if (c == '\r' || c == '\0') {
			i++;
		} else if (c == '\t') {
			emit(t, ' ', i++, &cap);
		} else if (c == '>' && inline_mark(p, i, len, &t->s)) {
			i++;
		} else if (c == '=' && i + 1 < len && p[i + 1] == '\n') {
			i += 2;	/* a soft line break */
		} else if (c == '=' && qp_residue_blank(qp_residue_at(p, len, i))) {
			/* residue standing for white space, not "kern.hz=200" (qp-residue.h) */
			emit(t, ' ', i, &cap);
			i += 3;
		} else if ((unsigned char)c == 0xC2 && i + 1 < len && (unsigned char)p[i + 1] == 0xA0) {
			emit(t, ' ', i, &cap);
			i += 2;
		} else {
			emit(t, c, i++, &cap);
		}
	}
	emit(t, '\0', len, &cap);
	t->s.len--;
	t->s.data[t->s.len] = '\0';
	t->map[t->s.len] = len;
}

void ctext_release(struct ctext *t)
{
	buf_release(&t->s);
	free(t->map);
	free(t->line_at);
	free(t->line_depth);
	free(t->gate_at);
	t->gate_at = NULL;
	t->gate_set = NULL;
	t->map = NULL;
	t->line_at = NULL;
	t->line_depth = NULL;
}

/*
 * The quote marks opening the line the sentence starts on, even mid-line;
 * or, in text an archive flattened, the inline marks right before it.
 */
int ctext_quote_depth(const struct ctext *t, size_t a)
{
	size_t o = t->map[a], lo = 0, hi = t->nlines;
	int inline_marks = 0;

	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;
		if (t->line_at[mid] <= o)
			lo = mid;
		else
			hi = mid;
	}
	for (; o > t->line_at[lo] && t->orig[o - 1] && strchr("> \t", t->orig[o - 1]); o--)
		inline_marks += t->orig[o - 1] == '>';
	return inline_marks > t->line_depth[lo] ? inline_marks : t->line_depth[lo];
}

/* The sets token_core strips (byte_kind) */
static inline int opening_mark(char c)
{
	return byte_kind[(unsigned char)c] & BYTE_OPEN;
}

static inline int closing_mark(char c)
{
	return byte_kind[(unsigned char)c] & BYTE_CLOSE;
}

/* The next word (white space apart) at or after *p before b: [*p, *q); 0 at the end */
static int next_word(const char *s, size_t *p, size_t b, size_t *q)
{
	size_t i = *p, j;      /* in locals: stores through p and q at every byte cost more than the test */

	while (i < b && space(s[i]))
		i++;
	*p = i;
	if (i == b)
		return 0;
	for (j = i; j < b && !space(s[j]); j++)
		;
	*q = j;
	return 1;
}

/* strip markup around a token: [pa, pb) -> core [*ca, *cb) */
static void token_core(const char *s, size_t pa, size_t pb, size_t *ca, size_t *cb,
		       int *open, int *close, char *trail)
{
	int op = 0, cl = 0;
	char tr = 0;

	while (pa < pb && opening_mark(s[pa])) {
		op |= s[pa] == '(';
		pa++;
	}
	while (pb - pa >= 2 && s[pa] == '.' && s[pa + 1] == '.')
		pa++;
	if (pb - pa == 1 && s[pa] == '.')
		pa++;
	while (pb > pa && closing_mark(s[pb - 1])) {
		cl |= s[pb - 1] == ')';
		if (!tr && (s[pb - 1] == ',' || s[pb - 1] == ';' || s[pb - 1] == ':' ||
			    s[pb - 1] == '.' || s[pb - 1] == '\0'))
			tr = s[pb - 1];
		pb--;
	}
	*open = op;
	*close = cl;
	*trail = tr;
	*ca = pa;
	*cb = pb;
}

/*
 * The value of a posted number: 0, or -1 when s[0..len) is none.  Every
 * token of every line is tried, so nothing is written but *value and *pct.
 */
static int num_value(const char *s, size_t len, double *value, int *pct)
{
	size_t i = 0, digits = 0;
	double v = 0, sign = 1, part = 0, scale;
	int colons = 0;

	*pct = len && s[len - 1] == '%';
	if (*pct)
		len--;
	if (!len || len >= sizeof(((struct claim_num *)0)->text))
		return -1;
	/* "~28%": about that much, a figure all the same */
	if (s[0] == '~' && len > 1)
		i++;
	if (s[i] == '+' || s[i] == '-')
		sign = s[i++] == '-' ? -1 : 1;
	for (;;) {
		part = 0;
		while (i < len && isdigit((unsigned char)s[i])) {
			part = part * 10 + (s[i++] - '0');
			digits++;
		}
		if (i < len && s[i] == '.') {
			i++;
			scale = 0.1;
			if (i == len || !isdigit((unsigned char)s[i]))
				return -1;
			while (i < len && isdigit((unsigned char)s[i])) {
				part += (s[i++] - '0') * scale;
				scale /= 10;
				digits++;
			}
		}
		v = v * 60 + part;
		if (i < len && s[i] == ':' && colons < 2 && digits) {
			colons++;
			i++;
			continue;
		}
		break;
	}
	/* "5-7%", "10-12%": a range of percents, its middle the figure */
	if (*pct && !colons && i < len && s[i] == '-' && i + 1 < len && sign > 0 && digits) {
		double hi;
		int hi_pct;
		if (num_value(s + i + 1, len - i - 1, &hi, &hi_pct) < 0 || hi <= v)
			return -1;
		*value = (v + hi) / 2;
		return 0;
	}
	if (i != len || !digits)
		return -1;
	*value = sign * v;
	return 0;
}

int claim_parse_num(const char *s, size_t len, struct claim_num *out)
{
	double v;
	int pct;

	memset(out, 0, sizeof(*out));
	if (num_value(s, len, &v, &pct) < 0) {
		out->percent = pct;
		return -1;
	}
	len -= pct;
	out->percent = pct;
	out->value = v;
	memcpy(out->text, s, len);
	out->text[len] = '\0';
	return 0;
}

static int count_letters(const char *s, size_t a, size_t b)
{
	int n = 0;

	for (; a < b; a++)
		n += isalpha((unsigned char)s[a]) != 0;
	return n;
}

/* "real: 1.23", "avg latency (us): 41": a label, then its value; not a sentence that says
 * what follows a colon ("where it shows: p99 latency goes from 8432 to 7912") */
static int label_colon(const char *s, size_t a, size_t b)
{
	const char *c = memrchr(s + a, ':', b - a);
	size_t p;
	int words = 0, in = 0;

	if (!c)
		return 0;
	for (p = (size_t)(c - s) + 1; p < b; p++) {
		int letter = isalpha((unsigned char)s[p]) != 0;
		words += letter && !in;
		in = letter || (in && s[p] != ' ');
	}
	return words <= 3;
}

/* a line of a table, a "label: value" line, a plot: never part of a sentence */
#define UNIT_LEN 7   /* "samples" */

static int data_line(const char *s, size_t a, size_t b)
{
	size_t p = a, q, ca, cb;
	int nums = 0, words = 0, ntok = 0, open, close, last_num = 0, after_num, any = 0, pct;
	int inside = 0, stop = 0; /* in an aside of a line that ends no sentence, a short word
				     right after a figure is its unit ("(10.0 s, 7 samples)") */
	char trail;
	double v;

	for (q = a; q < b && !any; q++)
		any = isalnum((unsigned char)s[q]) != 0;
	if (!any || s[a] == '|' || (s[a] == '+' && b - a > 1 && s[a + 1] == '-'))
		return 1;
	/* "[7 more calibration lines removed]", "[snip]": the poster's note on what was cut from
	 * an output, part of it, no sentence */
	if (s[a] == '[' && b - a > 2 && s[b - 1] == ']' && !memchr(s + a + 1, ']', b - a - 2))
		return 1;
	for (q = a + 1; q + 1 < b && !stop; q++)
		stop = s[q] == '.' && s[q + 1] == ' ' && isalpha((unsigned char)s[q - 1]);
	while (p < b) {
		while (p < b && s[p] == ' ')
			p++;
		if (p == b)
			break;
		for (q = p; q < b && s[q] != ' '; q++)
			;
		token_core(s, p, q, &ca, &cb, &open, &close, &trail);
		ntok++;
		after_num = last_num;
		last_num = cb > ca && !num_value(s + ca, cb - ca, &v, &pct);
		inside |= open;
		if (last_num)
			nums++;
		else if (count_letters(s, p, q) >= 2 && !(inside && after_num && cb - ca <= UNIT_LEN && !stop))
			words++;
		inside &= !close;
		p = q;
	}
	if (nums >= 2 && words <= nums + 1)
		return 1;
	return last_num && (ntok <= 2 || label_colon(s, a, b) || memchr(s + a, '{', b - a));
}

static int abbreviation(const char *s, size_t a, size_t dot)
{
	static const char *const abbr[] = { "e.g", "i.e", "vs", "etc", "approx", "cf",
					     "resp", "ca", "fig", "no", "mr", "dr", NULL };
	size_t p = dot, i;

	while (p > a && !isspace((unsigned char)s[p - 1]) && s[p - 1] != '(')
		p--;
	for (i = 0; abbr[i]; i++)
		if (dot - p == strlen(abbr[i]) && !strncasecmp(s + p, abbr[i], dot - p))
			return 1;
	return 0;
}

/* the word before a full stop is a word of three letters or more */
static int word_before(const char *s, size_t a, size_t dot)
{
	size_t p = dot;
	int letters = 0;

	while (p > a && !isspace((unsigned char)s[p - 1])) {
		letters += isalpha((unsigned char)s[p - 1]) != 0;
		p--;
	}
	return letters >= 3 && s[dot] == '.' && isalpha((unsigned char)s[dot - 1]);
}

static void add_sent(struct csent **v, size_t *n, size_t *alloc, const char *s,
		     size_t a, size_t b, int para)
{
	while (a < b && isspace((unsigned char)s[a]))
		a++;
	while (b > a && isspace((unsigned char)s[b - 1]))
		b--;
	if (b - a < 3)
		return;
	if (*n == *alloc) {
		*alloc = *alloc ? *alloc * 2 : 32;
		*v = xrealloc(*v, *alloc * sizeof(**v));
	}
	(*v)[*n].a = a;
	(*v)[*n].b = b;
	(*v)[*n].para = para;
	(*n)++;
}

/* split one run of prose lines at sentence punctuation */
static void split_run(const char *s, size_t a, size_t b, int para,
		      struct csent **v, size_t *n, size_t *alloc)
{
	size_t j, start = a, k;

	for (j = a; j < b; j++) {
		if (s[j] != '.' && s[j] != '!' && s[j] != '?' && s[j])
			continue;
		k = j + 1;
		while (k < b && (s[k] == ')' || s[k] == '"' || s[k] == '\'' || !s[k]))
			k++;
		if (k < b && !isspace((unsigned char)s[k]))
			continue;
		if (s[j] == '.' && abbreviation(s, a, j))
			continue;
		while (k < b && isspace((unsigned char)s[k]))
			k++;
		/* "update-select. ubench is" ends a sentence; "approx. the" does not */
		if (k < b && islower((unsigned char)s[k]) && !word_before(s, a, j))
			continue;
		/* "(well within the margin of error I'm sure)" after a sentence belongs to it */
		if (k < b && s[k] == '(')
			continue;
		add_sent(v, n, alloc, s, start, k, para);
		start = k;
		j = k - 1;
	}
	add_sent(v, n, alloc, s, start, b, para);
}

static int skipped(size_t a, const size_t *skip, size_t nskip)
{
	size_t i;

	for (i = 0; i < nskip; i++)
		if (a >= skip[2 * i] && a < skip[2 * i + 1])
			return 1;
	return 0;
}

/*
 * A run of prose lines is cut into sentences at white space, so each of its
 * sentences holds some of its words: a run without a word of gate has no
 * sentence a claim can come from, and is not cut.
 */
static void prose_run(const struct ctext *t, size_t a, size_t b, int para, const struct wordset *gate,
		      struct csent **v, size_t *n, size_t *alloc)
{
	if (gate && !ctext_has_word(t, a, b, gate))
		return;
	split_run(t->s.data, a, b, para, v, n, alloc);
}

static int gate_hit_in(const struct ctext *t, size_t a, size_t b);

/* A line of ctext.s for the lazy cut: its data_line asked only when a run of the gate's needs it */
struct cline {
	size_t a, e;            /* its start, and its end less trailing blanks */
	signed char dat;        /* a data line: 1, 0, or -1 not asked yet */
	unsigned char ell;      /* starts with "...": it ends the run before it */
};

/* Line [a, e) ends in ':' and is no sentence before it ("Results:", "with the series:"),
 * not "So UDP_RR improves by 5.2%. TCP_STREAM doesn't care, as expected:", whose first
 * sentence is prose however the line ends */
static int header_line(const char *s, size_t a, size_t e)
{
	if (e == a || s[e - 1] != ':')
		return 0;
	/* a stop, a blank and a capital; not after a digit ("in 2.6. The", a list's "1. Run") */
	for (size_t i = a + 1; i + 2 < e; i++)
		if ((s[i] == '.' || s[i] == '!' || s[i] == '?') && s[i + 1] == ' ' &&
		    isupper((unsigned char)s[i + 2]) && !isdigit((unsigned char)s[i - 1]))
			return 0;
	return 1;
}

/* Line i's dat, asked of data_line once */
static int cline_dat(const struct ctext *t, struct cline *l)
{
	if (l->dat < 0)
		l->dat = (signed char)data_line(t->s.data, l->a, l->e);
	return l->dat;
}

/* The lines of s, with what is cheap to know of them (dat: blank, a header, or skipped) */
static struct cline *cut_lines(const struct ctext *t, const size_t *skip, size_t nskip, size_t *nl)
{
	const char *s = t->s.data;
	size_t a = 0, b, e, alloc = 0;
	struct cline *v = NULL;

	*nl = 0;
	while (a <= t->s.len) {
		const char *nlp = memchr(s + a, '\n', t->s.len - a);
		b = nlp ? (size_t)(nlp - s) : t->s.len;
		e = b;
		while (e > a && s[e - 1] == ' ')
			e--;
		if (*nl == alloc) {
			alloc = alloc ? alloc * 2 : 64;
			v = xrealloc(v, alloc * sizeof(*v));
		}
		v[*nl].a = a;
		v[*nl].e = e;
		v[*nl].ell = e - a >= 3 && !memcmp(s + a, "...", 3);
		v[*nl].dat = (e == a || header_line(s, a, e) || skipped(a, skip, nskip)) ? 1 : -1;
		(*nl)++;
		a = b + 1;
	}
	return v;
}

/*
 * Ask data_line of the lines of the run that holds line i, which holds a
 * word of the gate: back to its first line (after a data line, or an ell
 * line, which starts a run) and on to the line after its last.
 */
static void resolve_run(const struct ctext *t, struct cline *l, size_t nl, size_t i)
{
	size_t j;

	if (cline_dat(t, &l[i]))
		return;
	for (j = i; j > 0 && !l[j].ell && !cline_dat(t, &l[j - 1]); j--)
		;
	for (j = i + 1; j < nl && !l[j].ell && !cline_dat(t, &l[j]); j++)
		;
}

/*
 * ctext_sentences with the gate's words known (ctext_gate): a run without
 * one of them gives no sentence, so only the runs that hold one need
 * data_line of their lines, most of the cost of cutting.  A line never
 * asked is taken as data: it is in no run that holds a word of the gate, so
 * the runs that do are those of every line asked.
 */
static struct csent *gated_sentences(const struct ctext *t, const size_t *skip, size_t nskip,
				     const struct wordset *gate, size_t *n)
{
	size_t nl, i, h, run = 0, alloc = 0;
	struct cline *l = cut_lines(t, skip, nskip, &nl);
	struct csent *v = NULL;
	int para = 0, in_run = 0, dat;

	for (h = 0, i = 0; h < t->ngate_at; h++) {
		while (i + 1 < nl && l[i + 1].a <= t->gate_at[h])
			i++;
		resolve_run(t, l, nl, i);
	}
	*n = 0;
	for (i = 0; i < nl; i++) {
		dat = l[i].dat != 0;
		if (in_run && (dat || l[i].ell)) {
			prose_run(t, run, l[i].a, para, gate, &v, n, &alloc);
			in_run = 0;
		}
		if (l[i].e == l[i].a)
			para++;
		if (!dat && !in_run) {
			run = l[i].a;
			in_run = 1;
		}
	}
	if (in_run)
		prose_run(t, run, t->s.len, para, gate, &v, n, &alloc);
	free(l);
	return v;
}

struct csent *ctext_sentences(const struct ctext *t, const size_t *skip, size_t nskip,
			      const struct wordset *gate, size_t *n)
{
	const char *s = t->s.data;
	size_t a = 0, b, run = 0, alloc = 0, e;
	struct csent *v = NULL;
	int para = 0, in_run = 0, dat, ell, header;

	if (gate && gate == t->gate_set)
		return gated_sentences(t, skip, nskip, gate, n);
	*n = 0;
	while (a <= t->s.len) {
		const char *nl = memchr(s + a, '\n', t->s.len - a);
		b = nl ? (size_t)(nl - s) : t->s.len;
		e = b;
		while (e > a && s[e - 1] == ' ')
			e--;
		header = header_line(s, a, e);
		ell = e - a >= 3 && !memcmp(s + a, "...", 3);
		dat = e == a || header || skipped(a, skip, nskip) || data_line(s, a, e);
		if (in_run && (dat || ell)) {
			prose_run(t, run, a, para, gate, &v, n, &alloc);
			in_run = 0;
		}
		if (e == a)
			para++;
		if (!dat && !in_run) {
			run = a;
			in_run = 1;
		}
		a = b + 1;
	}
	if (in_run)
		prose_run(t, run, t->s.len, para, gate, &v, n, &alloc);
	return v;
}

int ctext_number_word(const char *w)
{
	static const char *const words[] = { "zero", "one", "two", "three", "four", "five", "six",
		"seven", "eight", "nine", "ten", "eleven", "twelve", NULL };

	for (int v = 0; words[v]; v++)
		if (w[0] == words[v][0] && !strcmp(w, words[v]))
			return v;
	return -1;
}

/* "12 percent", "one percent": the figure before the word is a percent (the word no token) */
static int percent_word(struct ctok *v, size_t n, const char *s, size_t len)
{
	struct ctok *prev = n ? &v[n - 1] : NULL;
	int w;

	if (!prev || len != 7 || strncasecmp(s, "percent", 7) || prev->pct)
		return 0;
	if (!prev->isnum) {
		if ((w = ctext_number_word(prev->w)) < 0)
			return 0;
		prev->isnum = 1;
		prev->v = w;
	}
	prev->pct = 1;
	return 1;
}

struct ctok *ctext_tokens(const struct ctext *t, size_t a, size_t b, size_t *n)
{
	const char *s = t->s.data;
	size_t p = a, q, ca, cb, alloc = 0, len;
	struct ctok *v = NULL, *k;
	int open, close;
	char trail;

	*n = 0;
	while (next_word(s, &p, b, &q)) {
		token_core(s, p, q, &ca, &cb, &open, &close, &trail);
		len = cb - ca;
		if (len == 1 && s[ca] == '%' && *n) {
			v[*n - 1].pct = 1;
		} else if (percent_word(v, *n, s + ca, len)) {
			;
		} else if (len && len < sizeof(v->w)) {
			if (*n == alloc) {
				alloc = alloc ? alloc * 2 : 32;
				v = xrealloc(v, alloc * sizeof(*v));
			}
			k = &v[(*n)++];
			k->a = ca;
			k->b = cb;
			memcpy(k->raw, s + ca, len);
			k->raw[len] = '\0';
			for (size_t i = 0; i < len; i++)
				k->w[i] = tolower((unsigned char)s[ca + i]);
			k->w[len] = '\0';
			k->open = open;
			k->close = close;
			k->trail = trail;
			k->isnum = !num_value(s + ca, len, &k->v, &k->pct);
			if (!k->isnum) {
				k->v = 0;
				k->pct = 0;
			}
		}
		p = q;
	}
	return v;
}

/*
 * The next word of s[*p, b) at or after *p whose core is in set: 1 with *p at
 * its start and *q at its end; 0 at b.  The tokens of ctext_tokens, without
 * building them: their cores, lower case.
 */
/* token_core's core [*ca, *cb) alone: the gate scan walks every word of a post, and the
 * marks token_core notes beside were a third of its cost there */
static inline void core_only(const char *s, size_t pa, size_t pb, size_t *ca, size_t *cb)
{
	while (pa < pb && opening_mark(s[pa]))
		pa++;
	while (pb - pa >= 2 && s[pa] == '.' && s[pa + 1] == '.')
		pa++;
	if (pb - pa == 1 && s[pa] == '.')
		pa++;
	while (pb > pa && closing_mark(s[pb - 1]))
		pb--;
	*ca = pa;
	*cb = pb;
}

static int next_set_word(const char *s, size_t *p, size_t b, size_t *q, const struct wordset *set)
{
	size_t ca, cb, len, i;
	char w[sizeof(((struct ctok *)0)->w)];

	while (next_word(s, p, b, q)) {
		core_only(s, *p, *q, &ca, &cb);
		len = cb - ca;
		if (len && len < sizeof(w) &&
		    wordset_may_have(set, (unsigned char)tolower((unsigned char)s[ca]),
				     len > 1 ? (unsigned char)tolower((unsigned char)s[ca + 1]) : 0, len)) {
			for (i = 0; i < len; i++)
				w[i] = (char)tolower((unsigned char)s[ca + i]);
			if (wordset_has(set, w, len))
				return 1;
		}
		*p = *q;
	}
	return 0;
}

/* s[a, b) starts and ends between words: its words are the whole text's words inside it */
static int between_words(const struct ctext *t, size_t a, size_t b)
{
	const char *s = t->s.data;

	return (a == 0 || isspace((unsigned char)s[a - 1]) || isspace((unsigned char)s[a])) &&
	       (b == 0 || b >= t->s.len || isspace((unsigned char)s[b - 1]) || isspace((unsigned char)s[b]));
}

/* Whether a word of ctext_gate's starts in [a, b) */
static int gate_hit_in(const struct ctext *t, size_t a, size_t b)
{
	size_t lo = 0, hi = t->ngate_at, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (t->gate_at[mid] < a)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < t->ngate_at && t->gate_at[lo] < b;
}

int ctext_has_word(const struct ctext *t, size_t a, size_t b, const struct wordset *set)
{
	size_t q;

	if (set == t->gate_set && a <= b && b <= t->s.len && between_words(t, a, b))
		return gate_hit_in(t, a, b);
	return next_set_word(t->s.data, &a, b, &q, set);
}

size_t ctext_signed_percent(const char *s, size_t len, size_t from, size_t *after)
{
	const char *pct;

	for (; from < len && (pct = memchr(s + from, '%', len - from)); from = (size_t)(pct - s) + 1) {
		size_t e = (size_t)(pct - s), i = e, w;
		while (i > 0 && (isdigit((unsigned char)s[i - 1]) || s[i - 1] == '.' || s[i - 1] == ','))
			i--;
		if (i == e || i == 0 || (s[i - 1] != '+' && s[i - 1] != '-') || !isdigit((unsigned char)s[i]))
			continue;
		for (w = i - 1; w > 0 && opening_mark(s[w - 1]); w--)
			;
		if (w == 0 || space(s[w - 1])) {
			*after = e + 1;
			return w;
		}
	}
	return len;
}

static void gate_add(struct ctext *t, size_t at, size_t *alloc)
{
	if (t->ngate_at == *alloc) {
		*alloc = *alloc ? *alloc * 2 : 16;
		t->gate_at = xrealloc(t->gate_at, *alloc * sizeof(*t->gate_at));
	}
	t->gate_at[t->ngate_at++] = at;
}

static int by_offset(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return (x > y) - (x < y);
}

int ctext_gate(struct ctext *t, const struct wordset *set, int signed_percents)
{
	size_t p = 0, q, alloc = 0, words, at;

	free(t->gate_at);
	t->gate_at = NULL;
	t->ngate_at = 0;
	while (next_set_word(t->s.data, &p, t->s.len, &q, set)) {
		gate_add(t, p, &alloc);
		p = q;
	}
	words = t->ngate_at;
	for (p = 0; signed_percents && (at = ctext_signed_percent(t->s.data, t->s.len, p, &p)) < t->s.len;)
		gate_add(t, at, &alloc);
	if (t->ngate_at > words)
		qsort(t->gate_at, t->ngate_at, sizeof(*t->gate_at), by_offset);
	t->gate_set = set;
	return t->ngate_at > 0;
}

char *ctext_flat(const struct ctext *t, size_t a, size_t b)
{
	struct buf out = BUF_INIT;
	int space = 0;

	for (; a < b; a++) {
		char c = t->s.data[a];

		if (isspace((unsigned char)c)) {
			space = out.len > 0;
			continue;
		}
		if (space)
			buf_addc(&out, ' ');
		space = 0;
		buf_addc(&out, c);
	}
	return buf_detach(&out, NULL);
}

/*
 * Whether a token's core (token_core) could start at p[i]: the
 * byte before is one ctext makes white space of (quoted-printable residue
 * too), a quote mark it drops, or one token_core strips.
 */
static int core_may_start(const char *p, size_t len, size_t i)
{
	unsigned char c = (unsigned char)p[i - 1];

	if (isspace(c) || strchr("(\"'[<{.>", c) || c == 0xA0)
		return 1;
	return i >= 3 && p[i - 3] == '=' && qp_residue_blank(qp_residue_at(p, len, i - 3));
}

/* p[i..) starts w[0..n) (small letters) in any case, where a token's core could be it */
static int token_at(const char *p, size_t len, size_t i, const char *w, size_t n)
{
	size_t j;

	if (i + n > len)
		return 0;
	for (j = 1; j < n; j++)
		if (tolower((unsigned char)p[i + j]) != w[j])
			return 0;
	return (i + n == len || !isalnum((unsigned char)p[i + n])) && (i == 0 || core_may_start(p, len, i));
}

int ctext_may_be_token(const char *p, size_t len, const char *w, size_t n)
{
	char first[2] = { w[0], (char)toupper((unsigned char)w[0]) };
	const char *q;
	int k;

	for (k = 0; k < 2 && (k == 0 || first[1] != first[0]); k++)
		for (q = p; (q = memchr(q, first[k], len - (size_t)(q - p))); q++)
			if (token_at(p, len, (size_t)(q - p), w, n))
				return 1;
	return 0;
}
