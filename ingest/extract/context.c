/* context.c: what the text around a table names: workload, scheduler, version, parameters, footnotes */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "prose.h"
#include "vocab.h"
#include "../../core/banned.h"

#define HEADING_LINES 6
#define MAX_TOKS 512
#define ABOVE_BYTES 4096

/*
 * ctx_heading wants, for a table at offset at, the latest end of a table
 * already read that lies at or before at.  Scanning every series for each
 * table made extraction quadratic in the tables of a message, so the ends
 * are kept in sorted runs of 1, 2, 4 ... entries (a binary counter: adding
 * an end merges equal-sized runs): adding is amortised O(log n), a look-up
 * is one binary search per run.
 */
#define END_LEVELS 48

struct ctx_ends {
	size_t *run[END_LEVELS];
	size_t len[END_LEVELS];    /* 0 or 2^k */
	int nseries, ncmp;         /* indexed so far */
};

static void ends_add(struct xresult *r, size_t e)
{
	struct ctx_ends *x = r->ends;
	size_t *carry = xmalloc(sizeof(*carry)), n = 1;
	int k;

	carry[0] = e;
	r->work++;
	for (k = 0; k < END_LEVELS - 1 && x->len[k]; k++) {
		size_t *m = xmalloc(sizeof(*m) * (n + x->len[k])), i = 0, j = 0, o = 0;
		while (i < n || j < x->len[k])
			m[o++] = j >= x->len[k] || (i < n && carry[i] <= x->run[k][j]) ?
				 carry[i++] : x->run[k][j++];
		free(carry);
		free(x->run[k]);
		x->run[k] = NULL;
		carry = m;
		n = o;
		x->len[k] = 0;
	}
	x->run[k] = carry;
	x->len[k] = n;
}

/* The greatest indexed end <= at, or 0. */
static size_t ends_floor(struct xresult *r, size_t at)
{
	struct ctx_ends *x = r->ends;
	size_t best = 0;
	int k;

	for (k = 0; k < END_LEVELS; k++) {
		size_t lo = 0, hi = x->len[k];
		if (!hi)
			continue;
		while (lo < hi) {           /* first entry > at */
			size_t mid = lo + (hi - lo) / 2;
			if (x->run[k][mid] <= at)
				lo = mid + 1;
			else
				hi = mid;
		}
		r->work++;
		if (lo > 0 && x->run[k][lo - 1] > best)
			best = x->run[k][lo - 1];
	}
	return best;
}

void ctx_heading(struct xresult *r, int line, size_t at, size_t *from, size_t *to)
{
	const struct text *t = r->t;
	int first = line;
	size_t f, e;

	/* up a few lines at the table's own quote depth, over an editor's
	 * "[Reformatted ...]" note or a blank line at another depth */
	while (first > 0 && line - first < HEADING_LINES) {
		const struct tline *l = &t->l[first - 1];
		if (l->depth != t->l[line].depth && l->end > l->start && t->s[l->start] != '[')
			break;
		/* the paragraph's end that putting a flattened list or table back marked (text.c) */
		if (l->flat == FLAT_ENDS)
			break;
		first--;
		if (t->attachments && attach_marker(t, first))
			break;  /* an attachment's heading is its own */
	}
	f = t->l[first].start;

	/* not across a table already read */
	if (!r->ends)
		r->ends = xcalloc(1, sizeof(*r->ends));
	for (; r->ends->nseries < r->nseries; r->ends->nseries++)
		ends_add(r, r->series[r->ends->nseries].span[1]);
	for (; r->ends->ncmp < r->ncmp; r->ends->ncmp++)
		ends_add(r, r->cmp[r->ends->ncmp].span[1]);
	e = ends_floor(r, at);
	if (e > f)
		f = e;
	*from = f;
	*to = at;
}

void ctx_end_moved(struct xresult *r, size_t e)
{
	/* an end not indexed yet is read from its series when it is; an older
	 * entry stays, harmless: the heading starts after the greatest end */
	if (!r->ends)
		r->ends = xcalloc(1, sizeof(*r->ends));
	ends_add(r, e);
}

void ctx_release(struct xresult *r)
{
	int k;

	if (!r->ends)
		return;
	for (k = 0; k < END_LEVELS; k++)
		free(r->ends->run[k]);
	free(r->ends);
	r->ends = NULL;
}

static void copy(char *dst, size_t n, const char *s, size_t len)
{
	if (len >= n)
		len = n - 1;
	memcpy(dst, s, len);
	dst[len] = '\0';
}

/* 6.2-RELEASE, 7.0-current, 5.2.1-RELEASE-p3: FreeBSD's version names */
static int freebsd_version(const char *p, size_t n, char *out, size_t on)
{
	static const char *const branches[] = { "RELEASE", "CURRENT", "STABLE", "PRERELEASE",
						"BETA", "RC" };
	size_t i = 0, dots = 0, b, k;

	while (i < n && (isdigit((unsigned char)p[i]) || p[i] == '.')) {
		dots += p[i] == '.';
		i++;
	}
	if (!i || !dots || dots > 2 || i >= n || p[i] != '-' || !isdigit((unsigned char)p[0]))
		return 0;
	for (b = 0; b < sizeof(branches) / sizeof(branches[0]); b++) {
		size_t bl = strlen(branches[b]);
		if (n - i - 1 >= bl && !strncasecmp(p + i + 1, branches[b], bl)) {
			size_t j = i + 1 + bl;
			/* only digits (BETA2) or a patch level (-p3) may follow */
			while (j < n && isdigit((unsigned char)p[j]))
				j++;
			if (j + 2 < n && p[j] == '-' && (p[j + 1] == 'p' || p[j + 1] == 'P'))
				for (j += 2; j < n && isdigit((unsigned char)p[j]); j++)
					;
			if (j != n || on <= n)
				return 0;
			for (k = 0; k < n; k++)
				out[k] = (char)toupper((unsigned char)p[k]);
			/* keep the digits of -p3 / -BETA2 as written */
			out[n] = '\0';
			return 1;
		}
	}
	return 0;
}

/* 2.6.23-rc6-cfs-devel, 2.6.21, 3.10.0-rc1, linux-6.6: a bare 5.2.1 is not enough */
static int linux_version(const char *p, size_t n)
{
	static const char *const marks[] = { "-rc", "-ck", "-mm", "-git", "-tip", "-rt", "-cfs",
					     "-sd", "-bfs", "-eevdf", "-generic", "-amd64" };
	size_t i = 0, dots = 0, m;
	int named = 0;

	if (n > 6 && !strncasecmp(p, "linux-", 6))
		p += 6, n -= 6, named = 1;
	if (n < 3 || !isdigit((unsigned char)p[0]))
		return 0;
	while (i < n && (isdigit((unsigned char)p[i]) || p[i] == '.')) {
		dots += p[i] == '.';
		i++;
	}
	/* "2.6.24.7": a 2.4 or 2.6 stable release has four parts, later ones three */
	if (!dots || dots > 3 || p[i - 1] == '.' || (i < n && p[i] != '-'))
		return 0;
	if (n >= 4 && p[0] == '2' && p[1] == '.' && (p[2] == '4' || p[2] == '6') && p[3] == '.')
		return 1;
	if (dots > 2)
		return 0;
	if (named)
		return 1;
	for (m = 0; m < sizeof(marks) / sizeof(marks[0]); m++)
		if (memmem(p + i, n - i, marks[m], strlen(marks[m])))
			return 1;
	return 0;
}

/* A three-part version with no OS named: 5.2.1 (IP addresses have four parts). */
static int bare_version(const char *p, size_t n)
{
	size_t i, dots = 0;

	for (i = 0; i < n; i++) {
		if (p[i] == '.') {
			if (i == 0 || p[i - 1] == '.')
				return 0;
			dots++;
		} else if (!isdigit((unsigned char)p[i])) {
			return 0;
		}
	}
	return dots == 2 && p[n - 1] != '.';
}

static size_t trim_punct(const char *p, size_t n)
{
	while (n > 0 && strchr(",;:)(.", p[n - 1]))
		n--;
	return n;
}

int ctx_version_word(const char *p, size_t len, char *os, size_t osn, char *ver, size_t vn)
{
	char v[64];

	if (len == 0 || len >= sizeof(v))
		return 0;
	if (linux_version(p, len)) {
		/* "linux-6.5": the OS named once, the version its number */
		if (len > 6 && !strncasecmp(p, "linux-", 6))
			p += 6, len -= 6;
		copy(os, osn, "Linux", 5);
		copy(ver, vn, p, len);
		return 1;
	}
	if (freebsd_version(p, len, v, sizeof(v))) {
		copy(os, osn, "FreeBSD", 7);
		copy(ver, vn, v, strlen(v));
		return 1;
	}
	if (bare_version(p, len)) {
		os[0] = '\0';
		copy(ver, vn, p, len);
		return 1;
	}
	return 0;
}

void ctx_label_version(struct xseries *s)
{
	char os[sizeof(s->os)], ver[sizeof(s->os_version)];

	if (s->os_version[0] || !s->label[0] || strchr(s->label, ' ') ||
	    !ctx_version_word(s->label, strlen(s->label), os, sizeof(os), ver, sizeof(ver)))
		return;
	if (os[0])
		memcpy(s->os, os, sizeof(os));
	memcpy(s->os_version, ver, sizeof(ver));
}

/* "UnixBench 4.1.0", "sysbench 0.4.12": a benchmark's name, the bare version after it its own;
 * so is a compiler's, a language's, a server's or another program's ("Python 3.11.9", "gcc
 * 12.2.0", "scx 1.0.2": sched_ext's schedulers, "qemu 8.2") */
static int tool_word(const struct text *t, const struct tok *k)
{
	static const char *const software[] = { "python", "python3", "cpython", "pypy", "gcc", "clang", "llvm",
		"rustc", "go", "golang", "java", "jdk", "openjdk", "node", "nodejs", "perl", "ruby", "php",
		"postgresql", "postgres", "mysql", "mariadb", "nginx", "glibc", "binutils", "mesa",
		"scx", "qemu", "wine", "proton", "firefox", "chromium", "systemd", "openssl", "openzfs",
		"sockperf", "neper", "iperf3", "uperf", "stress-ng", "rt-tests", "perf", "hyperfine", "wrk",
		"memtier_benchmark", "tiobench", "lmbench", "hammerdb", "mangohud", NULL };
	size_t ms, me, n = k->e - k->s;

	for (const char *const *w = software; *w; w++)
		if (tok_is(t, k, *w))
			return 1;
	return n >= 3 && vocab_workload_last(t->s + k->s, n, &ms, &me) && ms == 0 && me == n;
}

int ctx_version(const struct text *t, size_t from, size_t to, char *os, size_t osn,
		char *ver, size_t vn)
{
	struct tok k[MAX_TOKS];
	int n = tok_split(t, from, to, k, MAX_TOKS), i, found = 0, versus = 0;

	for (i = 0; i < n; i++) {
		const char *p = t->s + k[i].s;
		size_t len = k[i].e - k[i].s;
		char tos[16], tver[64];
		while (len && *p == '(')
			p++, len--;
		len = trim_punct(p, len);
		if (found && (tok_is(t, &k[i], "vs") || tok_is(t, &k[i], "vs.") || tok_is(t, &k[i], "versus")))
			versus = 1;
		if (!ctx_version_word(p, len, tos, sizeof(tos), tver, sizeof(tver)) ||
		    (!tos[0] && i > 0 && tool_word(t, &k[i - 1])))
			continue;
		/* "6.8.0-rc1 vs 6.8.0-rc1 + RFC v1": the text compares two builds, it names no one */
		if (versus)
			return 0;
		copy(os, osn, tos, strlen(tos));
		copy(ver, vn, tver, strlen(tver));
		found = 1;
		/* "(as of 10/16/2007)" dates a -CURRENT snapshot */
		if (!strcmp(os, "FreeBSD") && i + 3 < n && tok_is(t, &k[i + 1], "(as") && tok_is(t, &k[i + 2], "of")) {
			struct buf b = BUF_INIT;
			size_t dl = trim_punct(t->s + k[i + 3].s, k[i + 3].e - k[i + 3].s);
			buf_addf(&b, "%s as of %.*s", ver, (int)dl, t->s + k[i + 3].s);
			copy(ver, vn, b.data, b.len);
			buf_release(&b);
		}
	}
	return found;
}

/*
 * The window ctx_workload_above read last, and the workload it named: a
 * table asks for each new column of a row, each time of the same window, and
 * a look through 4 KB for every workload's names was a fifth of extracting a
 * real post.  Kept by its bytes, so a window of another text can never be
 * taken for it (vocab_workload_last reads nothing but the window).
 */
struct above_memo {
	char bytes[ABOVE_BYTES];
	size_t n;
	int set;
	const struct vocab_workload *w;
};

static _Thread_local struct above_memo above_memo;

static const struct vocab_workload *workload_in(const char *p, size_t n)
{
	struct above_memo *m = &above_memo;

	if (n > sizeof(m->bytes))
		return vocab_workload_last(p, n, NULL, NULL);
	if (!m->set || m->n != n || memcmp(m->bytes, p, n)) {
		memcpy(m->bytes, p, n);
		m->n = n;
		m->w = vocab_workload_last(p, n, NULL, NULL);
		m->set = 1;
	}
	return m->w;
}

void ctx_workload_above(const struct text *t, int line, size_t at, char *out, size_t n)
{
	const struct vocab_workload *w;
	/* a workload is named near its tables, not pages before them */
	size_t from = at > ABOVE_BYTES ? at - ABOVE_BYTES : 0;
	int block = attach_block_at(t, at);

	(void)line;
	if (block >= 0 && t->l[block].start > from)
		from = t->l[block].start;       /* not from the message above an attachment */
	w = workload_in(t->s + from, at - from);
	copy(out, n, w ? w->name : "", w ? strlen(w->name) : 0);
}

/*
 * "Build of the kernel with defconfig, make -j8": a caption written just
 * below a table (after at most one blank line, at its quote depth, three
 * lines at most) when nothing above named the workload.  A paragraph ending
 * in ':' opens what follows, so it names nothing of this table.
 */
void ctx_workload_below(const struct text *t, int last, char *out, size_t n)
{
	const struct vocab_workload *w;
	int l = last + 1, e;

	out[0] = '\0';
	if (l < t->n && t->l[l].end == t->l[l].start)
		l++;
	for (e = l; e < t->n && e < l + 3 && t->l[e].end > t->l[e].start &&
		    t->l[e].depth == t->l[last].depth; e++)
		;
	if (e == l || t->s[t->l[e - 1].end - 1] == ':' ||
	    (e < t->n && t->l[e].end > t->l[e].start && t->l[e].depth == t->l[last].depth))
		return;
	w = vocab_workload_last(t->s + t->l[l].start, t->l[e - 1].end - t->l[l].start, NULL, NULL);
	copy(out, n, w ? w->name : "", w ? strlen(w->name) : 0);
}

static int is_word(const struct text *t, const struct tok *k, const char *const *words)
{
	for (; *words; words++) {
		size_t n = strlen(*words), len = trim_punct(t->s + k->s, k->e - k->s);
		if (len == n && !strncasecmp(t->s + k->s, *words, n))
			return 1;
	}
	return 0;
}

static int tok_count(const struct text *t, const struct tok *k, struct xnum *x)
{
	size_t len = trim_punct(t->s + k->s, k->e - k->s);
	double v;
	int w;

	if (num_parse(t->s + k->s, len, &v) && v >= 0 && num_is_count(v)) {
		x->value = v;
	} else if ((w = num_word(t->s + k->s, len))) {
		x->value = w;
	} else {
		return 0;
	}
	x->s = k->s;
	x->e = k->s + len;
	x->set = 1;
	x->negated = 0;
	return 1;
}

void ctx_params(const struct text *t, size_t from, size_t to, struct xseries *s)
{
	static const char *const concurrent[] = { "concurrent", "parallel", "simultaneous", NULL };
	/* the singulars for a count of one: "1 thread" over "8 threads" ("1 user" is uptime's) */
	static const char *const clients[] = { "clients", "users", "connections", "client",
		"connection", NULL };
	static const char *const tasks[] = { "processes", "threads", "tasks", "process", "thread",
		"task", "procs", "proc", "thr", "thrs", "ranks", "rank", NULL };
	static const char *const groups[] = { "groups", "group", NULL };
	static const char *const copies[] = { "copies", "copy", NULL };
	static const char *const cores[] = { "core", "cpu", "processor", NULL };
	struct tok k[MAX_TOKS];
	int n = tok_split(t, from, to, k, MAX_TOKS), i;

	for (i = 0; i < n; i++) {
		const char *p = t->s + k[i].s;
		size_t len = k[i].e - k[i].s;
		struct xnum x = { 0 };
		const struct vocab_workload *w;
		size_t ms, me;

		if (len > 2 && !strncmp(p, "-j", 2)) {
			struct tok d = { k[i].s + 2, k[i].s + 2 + trim_punct(p + 2, len - 2) };
			if (tok_count(t, &d, &x))
				xs_param_num(s, "jobs", &x);
			continue;
		}
		if (len == 2 && !strncmp(p, "-j", 2) && i + 1 < n && tok_count(t, &k[i + 1], &x)) {
			xs_param_num(s, "jobs", &x);
			continue;
		}
		if ((len > 8 && !strncasecmp(p, "kern.hz=", 8)) || (len > 3 && !strncasecmp(p, "hz=", 3))) {
			size_t off = p[1] == 'e' || p[1] == 'E' ? 8 : 3;
			struct tok d = { k[i].s + off, k[i].s + off + trim_punct(p + off, len - off) };
			if (tok_count(t, &d, &x))
				xs_param_num(s, "hz", &x);
			continue;
		}
		if (tok_is(t, &k[i], "bound") && i + 2 < n && tok_is(t, &k[i + 1], "to") &&
		    tok_count(t, &k[i + 2], &x) && i + 3 < n && is_word(t, &k[i + 3], cores)) {
			xs_param_num(s, "cpus", &x);
			continue;
		}
		if (!tok_count(t, &k[i], &x) || i + 1 >= n)
			continue;
		if (is_word(t, &k[i + 1], concurrent) || is_word(t, &k[i + 1], tasks)) {
			xs_param_num(s, "tasks", &x);
		} else if (is_word(t, &k[i + 1], clients)) {
			xs_param_num(s, "clients", &x);
		} else if (is_word(t, &k[i + 1], groups)) {
			xs_param_num(s, "groups", &x);
		} else if (is_word(t, &k[i + 1], copies)) {
			xs_param_num(s, "copies", &x);     /* UnixBench's "8 copies" */
		} else if (x.value >= 1990 && x.value < 2040) {
			/* "the 2019 schbench": a year names a version, it counts nothing */
			continue;
		} else if ((w = vocab_workload_last(t->s + k[i + 1].s,
						    k[i + 1].e - k[i + 1].s + 40 < to - k[i + 1].s ?
						    k[i + 1].e - k[i + 1].s + 40 : to - k[i + 1].s,
						    &ms, &me)) && ms == 0 && w->row_param) {
			xs_param_num(s, w->row_param, &x);
		}
	}
}

/* The unit one token names, as "(usec)", "[ms]" or after "in" ("in seconds"): its length, else 0 */
/* "(usec)", "(usec, lower is better)", "in usec", "queries/sec": a unit the heading names */
static int unit_named(const struct text *t, const struct tok *k, int after_in, char *u, size_t un)
{
	const char *p = t->s + k->s;
	size_t n = k->e - k->s;
	int open = n > 2 && (p[0] == '(' || p[0] == '[');

	if (open) {
		if (p[n - 1] != (p[0] == '(' ? ')' : ']') && p[n - 1] != ',')
			return 0;
		p++;
		n -= 2;
	} else {
		n = trim_punct(p, n);
		if (!after_in && !rate_unit(p, n))
			return 0;
	}
	if (!n || n >= un)
		return 0;
	memcpy(u, p, n);
	u[n] = '\0';
	return prose_result_unit(u) ? 1 : 0;
}

/* "messages per second": the rate its words make ("messages/s"), at the token "per" */
static int per_second(const struct text *t, const struct tok *k, int i, int nk, char *u, size_t un)
{
	const char *w;
	size_t n, i2;

	if (i < 1 || i + 1 >= nk || !tok_is(t, &k[i], "per"))
		return 0;
	if (!tok_is(t, &k[i + 1], "second") && !tok_is(t, &k[i + 1], "second,") &&
	    !tok_is(t, &k[i + 1], "sec") && !tok_is(t, &k[i + 1], "sec,"))
		return 0;
	w = t->s + k[i - 1].s;
	n = k[i - 1].e - k[i - 1].s;
	for (i2 = 0; i2 < n; i2++)
		if (!isalpha((unsigned char)w[i2]))
			return 0;
	if (n < 2 || n + 3 > un)
		return 0;
	snprintf(u, un, "%.*s/s", (int)n, w);
	return 1;
}

/*
 * The unit a heading gives its figures: "TCP_RR (trans/s)", "latency in usec",
 * "messages per second".  Two different units name no one unit: 0 then, and
 * when none is named.
 */
int ctx_unit(const struct text *t, size_t from, size_t to, char *out, size_t n)
{
	struct tok k[MAX_TOKS];
	int nk = tok_split(t, from, to, k, MAX_TOKS), i;
	char u[24];

	out[0] = '\0';
	for (i = 0; i < nk; i++) {
		if (!unit_named(t, &k[i], i > 0 && tok_is(t, &k[i - 1], "in"), u, sizeof(u)) &&
		    !per_second(t, k, i, nk, u, sizeof(u)))
			continue;
		if (out[0] && strcmp(out, unit_canon(u))) {
			out[0] = '\0';
			return 0;
		}
		copy(out, n, unit_canon(u), strlen(unit_canon(u)));
	}
	return out[0] != '\0';
}

/* A header line of nothing but one unit over each column ("Gbit/s   Gbit/s", "(ms)  (ms)"):
 * that unit into out, 1; else 0 */
int ctx_units_line(const struct text *t, size_t from, size_t to, char *out, size_t n)
{
	struct tok k[MAX_TOKS];
	int nk = tok_split(t, from, to, k, MAX_TOKS), i;
	char u[24];

	out[0] = '\0';
	for (i = 0; i < nk; i++) {
		if (!unit_named(t, &k[i], 1, u, sizeof(u)) || (out[0] && strcmp(out, unit_canon(u)))) {
			out[0] = '\0';
			return 0;
		}
		copy(out, n, unit_canon(u), strlen(unit_canon(u)));
	}
	return nk >= 2;
}

/* "(higher is better)", "lower is better", "smaller is better": the direction a heading gives */
static const char *ctx_better(const struct text *t, size_t from, size_t to)
{
	static const struct { const char *word, *better; } dir[] = {
		{ "higher", "higher" }, { "larger", "higher" }, { "bigger", "higher" },
		{ "more", "higher" }, { "lower", "lower" }, { "smaller", "lower" }, { "less", "lower" },
		{ "fewer", "lower" },
	};
	struct tok k[MAX_TOKS];
	int nk = tok_split(t, from, to, k, MAX_TOKS), i;
	size_t d;

	for (i = 0; i + 2 < nk; i++) {
		const char *p = t->s + k[i].s;
		size_t n = k[i].e - k[i].s;
		if (n && *p == '(')
			p++, n--;
		if (!tok_is(t, &k[i + 1], "is") || strncasecmp(t->s + k[i + 2].s, "better", 6))
			continue;
		for (d = 0; d < sizeof(dir) / sizeof(dir[0]); d++)
			if (strlen(dir[d].word) == n && !strncasecmp(p, dir[d].word, n))
				return dir[d].better;
	}
	return NULL;
}

void ctx_direction(const struct text *t, size_t from, size_t to, struct xseries *s)
{
	const char *better;

	if (!s->better[0] && (better = ctx_better(t, from, to)))
		copy(s->better, sizeof(s->better), better, strlen(better));
}

void ctx_apply(const struct text *t, size_t from, size_t to, struct xseries *s)
{

	const struct vocab_workload *w;
	const struct vocab_sched *sc;
	char os[12] = "", ver[64] = "";

	if (to <= from)
		return;
	if (!s->workload[0] && (w = vocab_workload_last(t->s + from, to - from, NULL, NULL)))
		copy(s->workload, sizeof(s->workload), w->name, strlen(w->name));
	if (!s->scheduler[0] && (sc = vocab_sched_last(t->s + from, to - from, NULL, NULL)))
		copy(s->scheduler, sizeof(s->scheduler), sc->name, strlen(sc->name));
	if (!s->os_version[0] && ctx_version(t, from, to, os, sizeof(os), ver, sizeof(ver))) {
		copy(s->os, sizeof(s->os), os, strlen(os));
		copy(s->os_version, sizeof(s->os_version), ver, strlen(ver));
	}
	ctx_params(t, from, to, s);
	if (!s->unit[0])
		ctx_unit(t, from, to, s->unit, sizeof(s->unit));
	ctx_direction(t, from, to, s);
}

/* A rate of bytes or bits: "MB/s", "GBytes/s", "Mbit/s", "Gbps" */
static int data_rate(const char *u)
{
	const char *sl = strchr(u, '/');
	size_t n = sl ? (size_t)(sl - u) : strlen(u);

	if (!sl)
		return n >= 3 && !strcmp(u + n - 3, "bps");
	return (n >= 1 && (u[n - 1] == 'B' || u[n - 1] == 'b')) ||
	       (n >= 4 && !strncasecmp(sl - 4, "byte", 4)) || (n >= 5 && !strncasecmp(sl - 5, "bytes", 5)) ||
	       (n >= 3 && !strncmp(sl - 3, "bit", 3)) || (n >= 4 && !strncmp(sl - 4, "bits", 4));
}

/* What a unit measures: 1 a share (%), 2 a time, 3 a rate of events, 4 a size, 5 a rate of
 * data, 6 a ratio, 7 a power, 8 an energy; 0 not known */
static int unit_dim(const char *u)
{
	static const char *const times[] = { "s", "ms", "us", "ns", "sec", "secs", "msec", "usec",
					     "nsec", "min", "h", "µs", "μs", NULL };
	static const char *const sizes[] = { "B", "KB", "MB", "GB", "TB", "kB", "KiB", "MiB", "GiB",
					     NULL };
	static const char *const powers[] = { "W", "mW", "kW", "watts", "Watts", NULL };
	static const char *const energies[] = { "J", "mJ", "kJ", "Wh", "mWh", "joules", "Joules", NULL };
	int i;

	for (i = 0; powers[i]; i++)
		if (!strcmp(u, powers[i]))
			return 7;       /* "412 W" under a netperf heading is the package's power */
	for (i = 0; energies[i]; i++)
		if (!strcmp(u, energies[i]))
			return 8;

	if (!strcmp(u, "%"))
		return 1;
	if (!strcmp(u, "x") || !strcmp(u, "ratio"))
		return 6;               /* "1.08x": a ratio, of no kind a workload measures in */
	for (i = 0; times[i]; i++)
		if (!strcmp(u, times[i]))
			return 2;
	if (data_rate(u))
		return 5;
	if (strchr(u, '/') || !strcasecmp(u, "fps") || !strcasecmp(u, "tps") || !strcasecmp(u, "iops"))
		return 3;
	for (i = 0; sizes[i]; i++)
		if (!strcmp(u, sizes[i]))
			return 4;
	return 0;
}

/* A figure posted in one kind of unit (60s, 100%) is no figure of a workload measured in another */
static int units_agree(const char *posted, const char *usual)
{
	int a = posted[0] ? unit_dim(posted) : 0, b = unit_dim(usual);

	return !a || !b || a == b;
}

void ctx_finish(struct xseries *s)
{
	const struct vocab_sched *sc;
	const struct vocab_workload *w;
	const struct vocab_metric *m;
	int posted = s->unit[0] != '\0';

	if (!s->os[0] && s->scheduler[0] && (sc = vocab_sched(s->scheduler)))
		copy(s->os, sizeof(s->os), sc->os, strlen(sc->os));
	w = s->workload[0] ? vocab_workload(s->workload) : NULL;
	if (!s->metric[0] && w && units_agree(s->unit, w->unit))
		copy(s->metric, sizeof(s->metric), w->metric, strlen(w->metric));
	/* "412 W", "56 J": what a unit of power or energy measures, whatever ran */
	if (!s->metric[0] && s->unit[0] && (unit_dim(s->unit) == 7 || unit_dim(s->unit) == 8))
		copy(s->metric, sizeof(s->metric), unit_dim(s->unit) == 7 ? "power" : "energy",
		     unit_dim(s->unit) == 7 ? 5 : 6);
	m = s->metric[0] ? vocab_metric(s->metric) : NULL;
	if (!s->unit[0] && m)
		copy(s->unit, sizeof(s->unit), m->unit, strlen(m->unit));
	if (!s->better[0] && m)
		copy(s->better, sizeof(s->better), m->better, strlen(m->better));
	/* the workload's own unit where the post wrote none or one of its kind
	 * (a figure posted in ms keeps ms) */
	if (w && !strcmp(s->metric, w->metric)) {
		if (!posted || (units_agree(s->unit, w->unit) && unit_dim(s->unit) == 0))
			copy(s->unit, sizeof(s->unit), w->unit, strlen(w->unit));
		copy(s->better, sizeof(s->better), w->better, strlen(w->better));
	}
}

/*
 * "M1000 = noatime /usr, kern.hz=1000, tar cf /dev/null /usr/src before run."
 * The definition runs to ';', a sentence end, a line end, or the next
 * "OTHER = " of a label the same table uses.
 */
static size_t def_end(const struct text *t, size_t j, const char *const *others, int nothers)
{
	const char *s = t->s;
	size_t e;
	int o;

	for (e = j; e < t->len; e++) {
		if (s[e] == ';' || s[e] == '\n')
			break;
		if (s[e] == '.' && (e + 1 == t->len || s[e + 1] == ' ' || s[e + 1] == '\n'))
			break;
		for (o = 0; o < nothers; o++) {
			size_t ol = strlen(others[o]);
			if (ol && s[e] == ' ' && e + 1 + ol + 3 <= t->len &&
			    !strncmp(s + e + 1, others[o], ol) && !strncmp(s + e + 1 + ol, " = ", 3))
				break;
		}
		if (o < nothers)
			break;
	}
	while (e > j && s[e - 1] == ' ')
		e--;
	return e;
}

/* label at i, not inside a longer word, followed by spaces and "= " */
static int label_at(const struct text *t, const char *label, size_t ll, size_t i)
{
	const char *s = t->s;
	size_t j;

	if (i + ll + 3 > t->len || strncmp(s + i, label, ll) ||
	    (i > 0 && (isalnum((unsigned char)s[i - 1]) || s[i - 1] == '-' || s[i - 1] == '.')))
		return 0;
	j = i + ll;
	while (j < t->len && s[j] == ' ')
		j++;
	return j + 1 < t->len && s[j] == '=' && s[j + 1] == ' ';
}

/*
 * The first definition of label with some text.  text_build lists every
 * "= " once, so a look-up visits those, not every byte of the message
 * (one scan of the text per table row made long posts quadratic).
 */
int ctx_footnote(const struct text *t, const char *label, const char *const *others,
		 int nothers, size_t *ds, size_t *de)
{
	size_t ll = strlen(label), i, n = t->eqs_ready ? (size_t)t->neqs : 0, q;

	for (q = 0; ll && t->eqs_ready && q < n; q++) {
		size_t j = t->eqs[q], p = j, e;
		while (p > 0 && t->s[p - 1] == ' ')
			p--;
		/* the label ends where the spaces before "=" begin (or inside them) */
		for (i = p >= ll ? p - ll : 0; i + ll <= j; i++) {
			if (!label_at(t, label, ll, i))
				continue;
			e = def_end(t, j + 2, others, nothers);
			if (e > j + 2) {
				*ds = j + 2;
				*de = e;
				return 1;
			}
		}
	}
	for (i = 0; ll && !t->eqs_ready && i + ll + 3 <= t->len; i++) {
		size_t j, e;
		if (!label_at(t, label, ll, i))
			continue;
		for (j = i + ll; t->s[j] == ' '; j++)
			;
		e = def_end(t, j + 2, others, nothers);
		if (e > j + 2) {
			*ds = j + 2;
			*de = e;
			return 1;
		}
	}
	return 0;
}
