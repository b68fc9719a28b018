/* systems.c: hardware lines: CPU model, sockets, cores, threads, clock, memory, disks, arch */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "extract.h"
#include "../../core/banned.h"

/*
 *   Intel SR2520 - S5000PAL, 2xE5345 (8 cores, 2.33Ghz), 8G, 1xsata
 *   two Xeon 2.4GHz processors, each with two logical CPUs, and 1GB of memory
 *   a quad amd64 machine;  a 12-processor E4500;  an E5520 with 1 core enabled
 *
 * A paragraph (lines of one quote depth) is read as one token stream, since
 * such descriptions wrap.  Hardware tokens closer than GAP bytes form one
 * system; it needs a CPU model, or a clock, or an architecture with a count.
 */

#define GAP 60
#define MAX_TOKS 4096

static const char *const families[] = { "Xeon", "Opteron", "Athlon", "Pentium", "Celeron",
	"Core2", "Duron", "Phenom", "EPYC", "Ryzen", "Itanium", "UltraSPARC", "Turion", NULL };
static const char *const arches[] = { "amd64", "i386", "x86_64", "sparc64", "arm64", "aarch64",
	"powerpc", "ppc64", "ia64", NULL };

static size_t trimmed(const char *p, size_t n)
{
	/* strchr's set, NUL included */
	while (n && (p[n - 1] == ',' || p[n - 1] == ';' || p[n - 1] == ':' || p[n - 1] == '.' ||
		     p[n - 1] == ')' || !p[n - 1]))
		n--;
	return n;
}

/* E5345, X5670, L5420, W3520, E4500, i7-3770K */
static int model_code(const char *p, size_t n)
{
	size_t i;

	if (n >= 5 && strchr("EXLW", p[0])) {
		for (i = 1; i < 5; i++)
			if (!isdigit((unsigned char)p[i]))
				return 0;
		return n == 5 || (n <= 8 && p[5] == 'v') || (n <= 6 && isupper((unsigned char)p[5]));
	}
	if (n >= 6 && p[0] == 'i' && strchr("3579", p[1]) && p[2] == '-' && isdigit((unsigned char)p[3]))
		return 1;
	return 0;
}

/* Every token of every paragraph is looked up: the first letter, either case, decides most */
static int in_list(const char *p, size_t n, const char *const *list)
{
	int lo, up;

	if (!n)
		return 0;
	/* ASCII case, as strncasecmp has it in the C locale extraction runs in */
	lo = up = (unsigned char)*p;
	if (lo >= 'A' && lo <= 'Z')
		lo += 'a' - 'A';
	if (up >= 'a' && up <= 'z')
		up -= 'a' - 'A';
	for (; *list; list++)
		if (((unsigned char)**list == lo || (unsigned char)**list == up) && strlen(*list) == n &&
		    !strncasecmp(p, *list, n))
			return 1;
	return 0;
}

int cpu_family(const char *p, size_t n)
{
	return in_list(p, trimmed(p, n), families);
}

static int unit_num(const char *p, size_t n, const char *unit, double *v)
{
	size_t ul = strlen(unit);

	return n > ul && !strncasecmp(p + n - ul, unit, ul) && num_parse(p, n - ul, v);
}

static void setx(struct xnum *x, double v, size_t s, size_t e)
{
	x->value = v;
	x->s = s;
	x->e = e;
	x->set = 1;
	x->negated = 0;
}

static int count_tok(const struct text *t, const struct tok *k, struct xnum *x)
{
	size_t n = trimmed(t->s + k->s, k->e - k->s);
	double v;
	int w;

	/* "37.0" closing a row of figures is no count of what comes after it */
	if (num_parse(t->s + k->s, n, &v) && v > 0 && v < 4096 && v == (long)v &&
	    !memchr(t->s + k->s, '.', n))
		setx(x, v, k->s, k->s + n);
	else if ((w = num_word(t->s + k->s, n)))
		setx(x, w, k->s, k->s + n);
	else
		return 0;
	return 1;
}

struct cur {
	struct xsystem y;
	int any, strong;
	size_t last;
};

static int same(const struct xnum *a, const struct xnum *b)
{
	return a->set == b->set && (!a->set || a->value == b->value);
}

static void flush(struct xresult *r, struct cur *c, int line)
{
	int i;

	if (c->any && c->strong) {
		/* a quoted copy of a description this message also gives is not another system */
		for (i = 0; i < r->nsys; i++) {
			struct xsystem *o = &r->sys[i];
			if (!strcmp(o->cpu_model, c->y.cpu_model) && !strcmp(o->arch, c->y.arch) &&
			    same(&o->sockets, &c->y.sockets) && same(&o->cores, &c->y.cores) &&
			    same(&o->threads, &c->y.threads) && same(&o->clock_ghz, &c->y.clock_ghz) &&
			    same(&o->memory_mb, &c->y.memory_mb)) {
				if (c->y.depth < o->depth)
					*o = c->y;
				break;
			}
		}
		if (i == r->nsys) {
			struct xsystem *y = xr_sys(r);
			*y = c->y;
			y->line = line;
		}
	}
	memset(c, 0, sizeof(*c));
}

static void touch(struct cur *c, const struct text *t, int line, size_t s, size_t e)
{
	if (!c->any) {
		c->y.span[0] = s;
		c->y.depth = t->l[line].depth;
		c->y.author = t->l[line].author;
		c->any = 1;
	}
	c->y.span[1] = e;
	c->last = e;
}

/*
 * A system is kept only when something strong was seen: a clock (a token
 * ending in GHz or MHz, or a number before one), a CPU model or family
 * ("2xE5345" too), or an architecture.  A paragraph without any such token
 * is not read further; this test must cover every branch that sets strong.
 */
/* The bytes a family or architecture name starts with, in either case, with the names' lengths */
struct initials {
	unsigned long long c[256];      /* bit n: a name of n bytes (63: or more) */
};

static unsigned long long len_bit(size_t n)
{
	return 1ULL << (n < 63 ? n : 63);
}

static void add_initials(struct initials *in, const char *const *list)
{
	for (; *list; list++) {
		unsigned char c = (unsigned char)**list;
		unsigned long long n = len_bit(strlen(*list));
		in->c[c] |= n;
		in->c[c >= 'a' && c <= 'z' ? c - ('a' - 'A') : c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c] |= n;
	}
}

static int strong_token(const char *p, size_t len, const struct initials *in)
{
	while (len && (*p == '(' || *p == '~'))
		p++, len--;
	if (len >= 2 && tolower((unsigned char)p[len - 2]) == 'h' && tolower((unsigned char)p[len - 1]) == 'z')
		return 1;
	if (len > 2 && isdigit((unsigned char)p[0]) && (p[1] == 'x' || p[2] == 'x') &&
	    model_code(p + (p[1] == 'x' ? 2 : 3), len - (p[1] == 'x' ? 2 : 3)))
		return 1;
	return model_code(p, len) ||
	       (len && (in->c[(unsigned char)*p] & len_bit(len)) &&
		(in_list(p, len, families) || in_list(p, len, arches)));
}

static int may_describe(const struct text *t, const struct tok *k, int n, const struct initials *in)
{
	int i;

	for (i = 0; i < n; i++)
		if (strong_token(t->s + k[i].s, trimmed(t->s + k[i].s, k[i].e - k[i].s), in))
			return 1;
	return 0;
}

/* Some byte of t is c and starts model_code's shape: c ([EXLW], or NUL) and four digits */
static int model_shape(const struct text *t, char c)
{
	const char *q, *end = t->s + t->len;
	size_t i;

	for (q = t->s; (q = memchr(q, c, (size_t)(end - q))); q++) {
		for (i = 1; i < 5 && q + i < end && isdigit((unsigned char)q[i]); i++)
			;
		if (i == 5)
			return 1;
	}
	return 0;
}

/* t may hold model_code's other shape, "i7-", its strchr taking a NUL for the digit too */
static int intel_shape(const struct text *t)
{
	static const char digit[] = { '3', '5', '7', '9', '\0' };
	size_t i;

	for (i = 0; i < sizeof(digit); i++) {
		char p[3] = { 'i', digit[i], '-' };
		if (text_has(t, p, 3))
			return 1;
	}
	return 0;
}

/*
 * Every token is a piece of t->s: a text holding no piece a strong token
 * needs (a clock's "hz", a model code's shape, a family or architecture
 * name) has no paragraph to read, and most posts hold none.
 */
static int text_may_describe(const struct text *t)
{
	static const char initial[] = { 'E', 'X', 'L', 'W', '\0' };
	const char *const *lists[] = { families, arches };
	const char *const *w;
	size_t i;

	if (text_has_caseless(t, "hz", 2))
		return 1;
	/* model_code's strchr tests take a NUL too */
	for (i = 0; i < sizeof(initial); i++)
		if (model_shape(t, initial[i]))
			return 1;
	if (intel_shape(t))
		return 1;
	for (i = 0; i < sizeof(lists) / sizeof(lists[0]); i++)
		for (w = lists[i]; *w; w++)
			if (text_has_caseless(t, *w, strlen(*w)))
				return 1;
	return 0;
}

/*
 * The same test on each line's own tokens (text_build split them once),
 * before the paragraph is split as one range.  Between two lines of one
 * depth lie only blanks and quote marks: the paragraph's tokens are the
 * lines' tokens, except that a mark glued to a line's first word stays on
 * it (">2.4GHz"), which leaves only its suffix, the same, to test.  Lines
 * recovered from flattened text are split as one range anyway.
 */
static int lines_may_describe(const struct text *t, int first, int last, struct tok *k,
			      const struct initials *in)
{
	int l, n;

	for (l = first; l <= last; l++)
		if (t->l[l].flat)
			return 1;
	for (l = first; l <= last; l++) {
		n = tok_line(t, l, k, MAX_TOKS);
		if (may_describe(t, k, n, in))
			return 1;
	}
	return 0;
}

static void paragraph(struct xresult *r, int first, int last, struct tok *k, const struct initials *in)
{
	const struct text *t = r->t;
	struct cur c;
	int n, i;

	memset(&c, 0, sizeof(c));
	if (!lines_may_describe(t, first, last, k, in))
		return;
	n = tok_split(t, t->l[first].start, t->l[last].end, k, MAX_TOKS);
	if (!may_describe(t, k, n, in))
		return;
	for (i = 0; i < n; i++) {
		const char *p = t->s + k[i].s;
		size_t len = trimmed(p, k[i].e - k[i].s), off = 0;
		struct xnum x;
		double v;
		int hit = 1, cpu, arch;
		size_t hs = k[i].s, he;

		if (c.any && k[i].s > c.last + GAP)
			flush(r, &c, first);
		while (off < len && (p[off] == '(' || p[off] == '~'))
			off++;
		p += off;
		len -= off;
		he = k[i].s + off + len;
		if (i + 1 < n && num_parse(p, len, &v) && k[i + 1].s == k[i].e + 1) {
			static const char *const units[] = { "GHz", "MHz", "GB", "MB", "G", NULL };
			const char *const *u;
			size_t ul = trimmed(t->s + k[i + 1].s, k[i + 1].e - k[i + 1].s);
			for (u = units; *u; u++)
				if (strlen(*u) == ul && !strncasecmp(t->s + k[i + 1].s, *u, ul))
					break;
			if (*u) {
				char joined[48];
				if (len + ul < sizeof(joined)) {
					memcpy(joined, p, len);
					memcpy(joined + len, t->s + k[i + 1].s, ul);
					he = k[i + 1].s + ul;
					i++;
					if (unit_num(joined, len + ul, "GHz", &v) || unit_num(joined, len + ul, "MHz", &v)) {
						int mhz = joined[len] == 'M' || joined[len] == 'm';
						if (c.y.clock_ghz.set)
							flush(r, &c, first);
						setx(&c.y.clock_ghz, mhz ? v / 1000 : v, hs, he);
						c.strong = 1;
						touch(&c, t, first, hs, he);
						continue;
					}
					if (c.any) {
						int mb = joined[len] == 'M';
						setx(&c.y.memory_mb, mb ? v : v * 1024, hs, he);
						touch(&c, t, first, hs, he);
					}
					continue;
				}
			}
		}
		cpu = model_code(p, len) || in_list(p, len, families);
		arch = in_list(p, len, arches);
		if (len > 2 && isdigit((unsigned char)p[0]) && (p[1] == 'x' || p[2] == 'x') &&
		    model_code(p + (p[1] == 'x' ? 2 : 3), len - (p[1] == 'x' ? 2 : 3))) {
			size_t d = p[1] == 'x' ? 1 : 2, ms = d + 1;
			num_parse(p, d, &v);
			setx(&c.y.sockets, v, k[i].s + off, k[i].s + off + d);
			memcpy(c.y.cpu_model, p + ms, len - ms);
			c.strong = 1;
		} else if (cpu && c.y.cpu_model[0]) {
			/* a second CPU is a second system */
			flush(r, &c, first);
			i--;
			continue;
		} else if (cpu) {
			/* counts seen before with no CPU near them were about something else */
			if (c.any && !c.strong && k[i].s > c.last + 20)
				memset(&c, 0, sizeof(c));
			memcpy(c.y.cpu_model, p, len < 47 ? len : 47);
			/* "a dual\nathlon" wraps a count onto the CPU; a row's last figure
			 * over "athlon Linux 2.4.19 ..." is no count of it */
			if (i > 0 && !c.y.sockets.set && count_tok(t, &k[i - 1], &x) &&
			    !(isdigit((unsigned char)t->s[k[i - 1].s]) &&
			      memchr(t->s + k[i - 1].e, '\n', k[i].s - k[i - 1].e)))
				c.y.sockets = x, hs = k[i - 1].s;
			c.strong = 1;
		} else if (arch && (c.y.arch[0] || c.y.cpu_model[0])) {
			flush(r, &c, first);
			i--;
			continue;
		} else if (arch) {
			memcpy(c.y.arch, p, len);
			if (i > 0 && count_tok(t, &k[i - 1], &x))
				c.y.cores = x, c.strong = 1, hs = k[i - 1].s;
		} else if (unit_num(p, len, "GHz", &v) || unit_num(p, len, "MHz", &v)) {
			int mhz = len > 3 && (p[len - 3] == 'M' || p[len - 3] == 'm');
			setx(&c.y.clock_ghz, mhz ? v / 1000 : v, k[i].s + off, k[i].s + off + len);
			c.strong = 1;
		} else if (len > 10 && isdigit((unsigned char)p[0]) && memmem(p, len, "-processor", 10)) {
			/* within the token: strstr read on to the end of the message
			 * (quadratic) and matched a "-processor" lines below */
			size_t dash = (size_t)((const char *)memchr(p, '-', len) - p);
			num_parse(p, dash, &v);
			setx(&c.y.sockets, v, k[i].s + off, k[i].s + off + dash);
		} else if (i + 1 < n && (tok_is(t, &k[i + 1], "cores") || tok_is(t, &k[i + 1], "cores,") ||
					 tok_is(t, &k[i + 1], "core")) &&
			   count_tok(t, &(struct tok){ k[i].s + off, k[i].e }, &x)) {
			c.y.cores = x;
			he = k[++i].e;
		} else if (i + 2 < n && tok_is(t, &k[i + 1], "logical") && count_tok(t, &k[i], &x)) {
			c.y.threads = x;
			i += 2;
			he = k[i].s + trimmed(t->s + k[i].s, k[i].e - k[i].s);
		} else if (c.any && (unit_num(p, len, "GB", &v) || unit_num(p, len, "G", &v) ||
				     unit_num(p, len, "MB", &v) || unit_num(p, len, "M", &v))) {
			int mb = p[len - 1] == 'B' ? p[len - 2] == 'M' : p[len - 1] == 'M';
			setx(&c.y.memory_mb, mb ? v : v * 1024, k[i].s + off, k[i].s + off + len);
		} else if (c.any && len > 2 && isdigit((unsigned char)p[0]) && p[1] == 'x' &&
			   isalpha((unsigned char)p[2])) {
			memcpy(c.y.disks, p, len < 31 ? len : 31);
		} else {
			hit = 0;
		}
		if (hit)
			touch(&c, t, first, hs, he);
	}
	flush(r, &c, first);
}

void rec_systems(struct xresult *r)
{
	const struct text *t = r->t;
	struct tok *k;
	struct initials in;
	int line = 0;

	if (!text_may_describe(t))
		return;
	k = xmalloc(sizeof(*k) * MAX_TOKS);
	memset(&in, 0, sizeof(in));
	add_initials(&in, families);
	add_initials(&in, arches);
	while (line < t->n) {
		int last = line;
		/* a flattened line holds tables and prose alike: read it anyway */
		if ((r->used[line] && !t->l[line].flat) || t->l[line].start == t->l[line].end) {
			line++;
			continue;
		}
		while (last + 1 < t->n && (!r->used[last + 1] || t->l[last + 1].flat) &&
		       t->l[last + 1].depth == t->l[line].depth &&
		       t->l[last + 1].end > t->l[last + 1].start)
			last++;
		paragraph(r, line, last, k, &in);
		line = last + 1;
	}
	free(k);
}
