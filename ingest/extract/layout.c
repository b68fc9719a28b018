/* layout.c: lines that carry no figures (patches, signatures, trailers, listings), blocks and --explain */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cells.h"
#include "layout.h"
#include "labels.h"
#include "../../core/banned.h"

/*
 * Longer than any printed line a test below is for (a splat's, a line of
 * code): a post an archive flattened onto one line, of which a word
 * somewhere says nothing about the whole.
 */
#define FLAT_LINE 300

/*
 * The bytes a line holds, so that a word with a byte the line lacks is not
 * searched for: most lines are tested against every pattern below, and most
 * patterns fail on their rarest byte.
 */
struct line_bytes {
	unsigned char has[256];
	int line;               /* the line has[] is of, or -1 */
};

/* The bytes of line l, found once for all the tests of that line */
static const struct line_bytes *bytes_of(const struct text *t, int l, struct line_bytes *b)
{
	const char *p = t->s + t->l[l].start;
	size_t n = t->l[l].end - t->l[l].start, i;

	if (b->line == l)
		return b;
	memset(b->has, 0, sizeof(b->has));
	for (i = 0; i < n; i++)
		b->has[(unsigned char)p[i]] = 1;
	b->line = l;
	return b;
}

/* memmem of w[0..wn) in p[0..n), at each of w's first byte: glibc's memmem sets up a
 * search of the whole line for each word, where a line is a few dozen bytes */
static int line_holds(const char *p, size_t n, const char *w, size_t wn)
{
	const char *q, *end = p + n;

	if (!wn)
		return 1;
	for (q = p; (size_t)(end - q) >= wn && (q = memchr(q, w[0], (size_t)(end - q) - wn + 1)); q++)
		if (!memcmp(q, w, wn))
			return 1;
	return 0;
}

/* memmem of w in p[0..n), skipped when w has a byte the line lacks (inline: a score of words
 * a line, most refused by their first byte) */
static inline int holds(const char *p, size_t n, const struct line_bytes *b, const char *w)
{
	const char *c;

	for (c = w; *c; c++)
		if (!b->has[(unsigned char)*c])
			return 0;
	return line_holds(p, n, w, (size_t)(c - w));
}

#define NO_COLON ((size_t)-1)

/* The first ':' of p[from..last], or NO_COLON: a pattern around a colon is tried at the
 * line's colons, not at each of its bytes */
static size_t next_colon(const char *p, size_t from, size_t last)
{
	const char *c = from <= last ? memchr(p + from, ':', last - from + 1) : NULL;

	return c ? (size_t)(c - p) : NO_COLON;
}

/* starts past its first byte, out of line */
static int starts_rest(const struct text *t, int line, const char *p)
{
	const struct tline *l = &t->l[line];
	size_t n = strlen(p);

	return l->end - l->start >= n && !strncmp(t->s + l->start, p, n);
}

/* every line meets a score of these: the first byte refuses most, here, without a call */
static inline int starts(const struct text *t, int line, const char *p)
{
	const struct tline *l = &t->l[line];

	if (*p && (l->end == l->start || t->s[l->start] != *p))
		return 0;
	return starts_rest(t, line, p);
}

/* White space written before the line's text, past the quote marks and the one
 * space that follows them: a diff's context lines start with a space */
static int indent(const struct text *t, int line)
{
	const struct tline *l = &t->l[line];
	size_t s = l->start;
	int n = 0;

	if (l->flat)
		return 0;
	while (s > 0 && (t->s[s - 1] == ' ' || t->s[s - 1] == '\t')) {
		s--;
		n++;
	}
	if (l->depth > 0 && n > 0 && s > 0 && t->s[s - 1] == '>')
		n--;
	return n;
}

static int diff_start(const struct text *t, int line)
{
	return starts(t, line, "diff --git ") || starts(t, line, "Index: ") ||
	       (starts(t, line, "--- ") && line + 1 < t->n && starts(t, line + 1, "+++ ")) ||
	       starts(t, line, "@@ -");
}

/* A line that can continue a diff: context, added, removed, hunk, or index lines */
static int diff_line(const struct text *t, int line)
{
	const struct tline *l = &t->l[line];
	const char *p = t->s + l->start;

	if (l->end == l->start || indent(t, line) > 0)
		return 1;
	return p[0] == '+' || p[0] == '-' || p[0] == '@' || p[0] == '\\' ||
	       starts(t, line, "diff ") || starts(t, line, "index ") || starts(t, line, "new file") ||
	       starts(t, line, "deleted file") || starts(t, line, "similarity") ||
	       starts(t, line, "rename ") || starts(t, line, "Index: ") || p[0] == '\t' ||
	       (p[0] == '=' && line > 0 && starts(t, line - 1, "Index: "));
}

/* " kernel/sched/fair.c | 6 ++++--" and " 2 files changed, 7 insertions(+)"; summaries: the
 * text holds " changed, " (asked once: most posts have no diffstat, every line was searched) */
/*
 * memmem of " changed, " in p[0..n), read at the line's commas: glibc walks
 * a long needle over every byte, and every line of a post with a diffstat
 * asks it.
 */
static int changed_at(const char *p, size_t n)
{
	const char *c = p, *end = p + n;

	while ((c = memchr(c, ',', (size_t)(end - c)))) {
		if (c - p >= 8 && c + 1 < end && c[1] == ' ' && !memcmp(c - 8, " changed", 8))
			return 1;
		c++;
	}
	return 0;
}

static int diffstat_line(const struct text *t, int line, int summaries)
{
	const struct tline *l = &t->l[line];
	const char *p = t->s + l->start, *bar;
	size_t n = l->end - l->start;
	struct tok k[16];
	int nt = memchr(p, '+', n) ? tok_line(t, line, k, 16) : 0, i;

	/* a wrapped diffstat still has its bar of + and - (so a '+' somewhere) */
	for (i = 0; i < nt; i++) {
		size_t a = k[i].s, pm = 0;
		for (; a < k[i].e && (t->s[a] == '+' || t->s[a] == '-'); a++)
			pm++;
		if (a == k[i].e && pm >= 3 && memchr(t->s + k[i].s, '+', pm))
			return 1;
	}

	if ((bar = memchr(p, '|', n))) {
		const char *q = bar + 1, *end = p + n;
		int digits = 0;
		while (q < end && *q == ' ')
			q++;
		while (q < end && isdigit((unsigned char)*q))
			q++, digits++;
		if (digits && (q == end || *q == ' ')) {
			int marks = 0;
			while (q < end && (*q == ' ' || *q == '+' || *q == '-'))
				marks += *q++ != ' ';
			/* " configure.ac   |   1 +": a file name, one word, before the bar */
			const char *a = p, *b = bar;
			while (a < b && *a == ' ')
				a++;
			while (b > a && b[-1] == ' ')
				b--;
			/* (a ruled row "ULE  | 123" has no bar of + and -, nor a file's dot) */
			if (q == end && b > a && !memchr(a, ' ', (size_t)(b - a)) &&
			    (marks || memchr(a, '.', (size_t)(b - a))))
				return 1;
			if (q == end && memmem(p, (size_t)(bar - p), "/", 1))
				return 1;
		}
		/* binary files: "| Bin 0 -> 1234 bytes" */
		if (memmem(bar, (size_t)(end - bar), "Bin ", 4))
			return 1;
	}
	return summaries && changed_at(p, n) &&
	       (memmem(p, n, "insertion", 9) || memmem(p, n, "deletion", 8)) &&
	       memmem(p, n, "file", 4);
}

static int trailer_line(const struct text *t, int line)
{
	static const char *const keys[] = {
		"Signed-off-by:", "Reviewed-by:", "Acked-by:", "Tested-by:", "Reported-by:",
		"Suggested-by:", "Co-developed-by:", "Co-Developed-by:", "Cc:", "CC:", "Link:",
		"Fixes:", "Closes:", "Commit-ID:", "Gitweb:", "Author:", "AuthorDate:", "Committer:",
		"CommitterDate:", "Date:", "From:", "To:", "Subject:", "Message-ID:", "Message-Id:",
		"In-Reply-To:", "References:", "Sent:", "base-commit:", "change-id:", "Reviewed-on:",
		"Change-Id:", "Tested-on:", "Debugged-by:", "Requested-by:", "Originally-by:",
		"Approved by:", "Sponsored by:", "MFC after:", "Differential Revision:", "PR:",
		"Obtained from:", "Submitted by:", "Reviewed by:", "Tested by:", "Discussed with:",
		"X-", "Content-", "MIME-Version:", "User-Agent:", "Organization:", "List-",
		"Return-Path:", "Received:", "Delivered-To:", "Archived-At:", NULL,
	};
	const char *const *k;
	char first = t->l[line].end > t->l[line].start ? t->s[t->l[line].start] : '\0';

	/* every key opens with a capital but two: the other lines are not compared with each */
	if (!isupper((unsigned char)first) && first != 'b' && first != 'c')
		return 0;
	for (k = keys; *k; k++)
		if (**k == first && starts(t, line, *k))
			return 1;
	return 0;
}

static int attribution_line(const struct text *t, int line)
{
	const struct tline *l = &t->l[line];
	size_t n = l->end - l->start;
	const char *p = t->s + l->start;

	if (n >= 6 && (!strncmp(p + n - 6, "wrote:", 6) || !strncmp(p + n - 6, "wrote :", 6)))
		return 1;
	if (n >= 7 && !strncmp(p + n - 7, "writes:", 7))
		return 1;
	return n > 3 && !strncmp(p, "On ", 3) && p[n - 1] == ',' && line + 1 < t->n &&
	       attribution_line(t, line + 1);
}

/* "USER PID %CPU %MEM": a process listing's header; its rows follow */
static int listing_header(const struct text *t, int line, struct line_bytes *lb)
{
	const struct tline *l = &t->l[line];
	const char *p = t->s + l->start;
	size_t n = l->end - l->start;
	const struct line_bytes *b = bytes_of(t, line, lb);

	return (holds(p, n, b, "PID") && (holds(p, n, b, "COMMAND") || holds(p, n, b, "USER") ||
					  holds(p, n, b, "TTY"))) ||
	       (holds(p, n, b, "text") && holds(p, n, b, "data") && holds(p, n, b, "bss") &&
		holds(p, n, b, "dec")) ||
	       /* /proc/PID/status: "Name:	iou-wrk-2041" over "Umask:" or "State:" */
	       (starts(t, line, "Name:") && line + 1 < t->n &&
		(starts(t, line + 1, "Umask:") || starts(t, line + 1, "State:")));
}


static void mark(struct xresult *r, int line, int why)
{
	if (!r->skip[line])
		r->skip[line] = (unsigned char)why;
}

/* "[*] Command prefix: ...", "[1] Dell Wyse 3040", "(*) with -O2": a note on a table */
/* Lines [a, b) set aside as WHY; returns b */
static int mark_range(struct xresult *r, int a, int b, int why)
{
	for (int l = a; l < b; l++)
		mark(r, l, why);
	return b;
}

static int footnote_line(const struct text *t, int line)
{
	const struct tline *l = &t->l[line];
	const char *p = t->s + l->start, *e = t->s + l->end, *c;

	if (p >= e || (*p != '[' && *p != '(') || e - p < 4)
		return 0;
	for (c = p + 1; c < e && c < p + 4 && (*c == '*' || isdigit((unsigned char)*c)); c++)
		;
	if (!(c > p + 1 && c < e && (*c == ']' || *c == ')') && c + 1 < e && c[1] == ' '))
		return 0;
	/* a note is words; "(3)  1  4  16  64" heads a table */
	for (c += 2; c < e && *c == ' '; c++)
		;
	return c < e && isalpha((unsigned char)*c);
}

/*
 * perf script and ftrace: "sysbench 129378 [006] 74586.633466: sched:..." or
 * "<idle>-0 [001] d..2 1234.567890: ...": a CPU in brackets, then a time stamp
 */
static int trace_line(const struct text *t, int line)
{
	struct tok room[6];
	int n, i, j;
	const struct tok *k = tok_view(t, line, room, 6, &n);

	for (i = 0; i + 1 < n; i++) {
		const char *p = t->s + k[i].s;
		size_t len = k[i].e - k[i].s, d;
		if (len < 3 || p[0] != '[' || p[len - 1] != ']')
			continue;
		for (d = 1; d + 1 < len && isdigit((unsigned char)p[d]); d++)
			;
		if (d + 1 != len)
			continue;
		for (j = i + 1; j < n && j <= i + 2; j++) {
			const char *q = t->s + k[j].s;
			size_t ql = k[j].e - k[j].s;
			if (ql > 3 && q[ql - 1] == ':' && isdigit((unsigned char)q[0]) && memchr(q, '.', ql))
				return 1;
		}
	}
	return 0;
}

/*
 * strace: "[pid  1443] 10:56:10.046174 write(5, "101 ", 4 <unfinished ...>",
 * "10:56:07.494934 read(3, "1375\n", 8192) = 5 <0.000433>": a pid in
 * brackets, an unfinished or resumed call, or a system call (after a time
 * stamp at most) with its result.
 */
static int strace_line(const struct text *t, int line)
{
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end, *q;

	if (e - p < 8 || !memchr(p, '(', (size_t)(e - p)))
		return 0;
	if (!strncmp(p, "[pid ", 5) || memmem(p, (size_t)(e - p), "<unfinished ...>", 16) ||
	    (memmem(p, (size_t)(e - p), "<... ", 5) && memmem(p, (size_t)(e - p), " resumed>", 9)))
		return 1;
	for (q = p; q < e && (isdigit((unsigned char)*q) || *q == ':' || *q == '.'); q++)
		;
	if (q > p && (q >= e || *q++ != ' '))
		return 0;
	if (q >= e || !(islower((unsigned char)*q) || *q == '_'))
		return 0;
	while (q < e && (islower((unsigned char)*q) || isdigit((unsigned char)*q) || *q == '_'))
		q++;
	if (q >= e || *q != '(')
		return 0;
	/* ")                = 0": the result, however far strace aligned it */
	for (; (q = memmem(q, (size_t)(e - q), " = ", 3)); q += 3) {
		const char *b = q;
		while (b > p && b[-1] == ' ')
			b--;
		if (b > p && b[-1] == ')' && q + 3 < e &&
		    (isdigit((unsigned char)q[3]) || q[3] == '-' || q[3] == '?'))
			return 1;
	}
	return 0;
}

/* "gmake[2]: *** [Makefile:52: fsx] Error 1", "make[1]: Leaving directory '...'" */
static int make_line(const struct text *t, int line)
{
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end;
	const char *q = p;

	if (e - p > 1 && *q == 'g')
		q++;
	if (e - q < 6 || strncmp(q, "make", 4))
		return 0;
	q += 4;
	if (*q == '[') {
		for (q++; q < e && isdigit((unsigned char)*q); q++)
			;
		if (q >= e || *q++ != ']')
			return 0;
	}
	return q + 1 < e && q[0] == ':' && q[1] == ' ' &&
	       (memmem(q, (size_t)(e - q), "***", 3) || memmem(q, (size_t)(e - q), "directory", 9));
}

/* A trace line and the lines indented under it */
static int mark_trace(struct xresult *r, int line)
{
	const struct text *t = r->t;
	int j = line;

	mark(r, j++, SKIP_LISTING);
	while (j < t->n && !line_is_blank(t, j) && indent(t, j) > indent(t, line) + 2)
		mark(r, j++, SKIP_LISTING);
	return j;
}

/* "[   16.390272] sched: ...": a kernel log line (dmesg), whatever numbers follow */
static int kernel_log_line(const struct text *t, int line)
{
	const struct tline *l = &t->l[line];
	const char *p = t->s + l->start, *end = t->s + l->end, *dot = NULL;
	int digits = 0;

	if (p >= end || *p != '[')
		return 0;
	/* blanks, or the no-break spaces of mail written in HTML ("[\u00a0\u00a0 97.866748]") */
	for (p++; p < end && (*p == ' ' || (*p == '\xc2' && p + 1 < end && p[1] == '\xa0'));)
		p += *p == ' ' ? 1 : 2;

	for (; p < end && (isdigit((unsigned char)*p) || *p == '.'); p++) {
		digits++;
		if (*p == '.')
			dot = p;
	}
	/* a stamp has its microseconds ("[  265.876512]", the message cut or not); "[6.6]"
	 * alone is a title naming a build */
	return digits >= 3 && p < end && *p == ']' && (p + 1 < end || (dot && p - dot > 4));
}

/*
 * A BSD kernel's boot messages, pasted from dmesg or /var/run/dmesg.boot: "real memory  =
 * 137438953472 (131072 MB)", "avail mem = 8225452032 (7844MB)", "cpu0 at mainbus0: ...",
 * "cpu0: Intel(R) Xeon(R) ...", "CPU: AMD EPYC 7551 ... (1996.29-MHz K8-class CPU)",
 * "FreeBSD/SMP: Multiprocessor System Detected: 64 CPUs": the machine, not results
 */
static int boot_message_line(const struct text *t, int line)
{
	static const char *const mem[] = { "real", "avail", "usable", "total", NULL };
	struct tok room[8];
	int n, i;
	const struct tok *k = tok_view(t, line, room, 8, &n);
	const char *p = t->s + t->l[line].start;
	size_t len = t->l[line].end - t->l[line].start;

	if (n < 2)
		return 0;
	for (i = 0; mem[i]; i++)
		if (tok_is(t, &k[0], mem[i]) && (tok_is(t, &k[1], "memory") || tok_is(t, &k[1], "mem")) &&
		    n >= 4 && tok_is(t, &k[2], "="))
			return 1;
	if (len > 4 && !strncmp(p, "cpu", 3) && isdigit((unsigned char)p[3])) {
		size_t d = 3 + strspn(p + 3, "0123456789");
		return p[d] == ':' || (n >= 3 && tok_is(t, &k[1], "at"));
	}
	if (len > 12 && !strncmp(p, "FreeBSD/SMP:", 12))
		return 1;
	/* systemd's "Startup finished in 6.903s (kernel) + 1min 13.501s (userspace)": how a boot
	 * went, in its own units, no workload's figure */
	if (memmem(p, len, "Startup finished in ", 20) || memmem(p, len, ".target reached after ", 22))
		return 1;
	/* UnixBench's "CPU 0: Intel(R) Xeon(R) ... @ 2.40GHz (4800.0 bogomips)", dmesg's BogoMIPS */
	if (memmem(p, len, "bogomips", 8) || memmem(p, len, "BogoMIPS", 8))
		return 1;
	return tok_is(t, &k[0], "CPU:") && memmem(p, len, "Hz", 2);
}

/*
 * A hex dump line: "000000a1621bed79: 65b1d230 b7728bf8 3a5163f4  ....",
 * "00000010  7f 45 4c 46 02 01 01 00  |.ELF....|": at least three words of
 * hex digits of one even length after an optional address.  *letters: how
 * many of them hold a digit a-f (a block of them has some; a table of
 * eight-digit counts does not).
 */
static int dump_line(const struct text *t, int line, int *letters)
{
	struct tok room[24];
	int n, i, words = 0, address = 0;
	const struct tok *k = tok_view(t, line, room, 24, &n);
	size_t len = 0;

	*letters = 0;
	for (i = 0; i < n; i++) {
		const char *p = t->s + k[i].s;
		size_t m = k[i].e - k[i].s, j, alpha = 0;
		int colon = i == 0 && m > 1 && p[m - 1] == ':';
		m -= colon;
		for (j = 0; j < m && isxdigit((unsigned char)p[j]); j++)
			alpha += isalpha((unsigned char)p[j]) != 0;
		if (j < m)
			break;
		/* the address: "3f:" in a disassembly, "00000010" before bytes */
		if (i == 0 && (colon || (n > 1 && k[1].e - k[1].s != m))) {
			address = 1;
			continue;
		}
		if ((m % 2) || (len && m != len))
			break;
		len = m;
		words++;
		*letters += alpha > 0;
	}
	/* "  3f:	31    .byte 0x31": a disassembly's short last line */
	return words >= 3 || (address && words >= 1);
}

/*
 * A source listing with line numbers (a build robot's report, "vim +1626
 * mm/mmap.c"): "  1591	unsigned long ksys_mmap_pgoff(...": the first word
 * counts up by one from line to line and the rest reads as code.  Numbered
 * runs of a benchmark count up too, but hold numbers, not code.
 */
static int strpbrk_n(const char *p, const char *e, const char *set)
{
	for (; p < e; p++)
		if (strchr(set, *p) && *p)
			return 1;
	return 0;
}

static long listing_number(const struct text *t, int line, int *code)
{
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end;
	long v = 0;

	while (p < e && (*p == ' ' || *p == '\t' || *p == '>'))
		p++;
	if (p == e || !isdigit((unsigned char)*p))
		return -1;
	for (; p < e && isdigit((unsigned char)*p) && v < 100000000; p++)
		v = v * 10 + (*p - '0');
	if (p < e && !isspace((unsigned char)*p))
		return -1;
	/* a ruled row ("| 846018.956 ms |") is a table's, whatever else it holds */
	*code = !strpbrk_n(p, e, "|") && (p == e || strpbrk_n(p, e, ";{}(*="));
	return v;
}

static int mark_numbered_listing(struct xresult *r, int line)
{
	const struct text *t = r->t;
	int j, code, codes = 0;
	long v = listing_number(t, line, &code), w;

	if (v < 0)
		return line;
	codes += code;
	for (j = line + 1; j < t->n && (w = listing_number(t, j, &code)) == v + 1; j++, v = w)
		codes += code;
	/* runs of a benchmark count from 1 and a few; a file's lines from anywhere, on and on */
	if (j - line < 3 || codes * 2 < j - line || (listing_number(t, line, &code) < 10 && j - line < 8))
		return line;
	return mark_range(r, line, j, SKIP_CODE);
}

/*
 * git shortlog in a cover letter: "Pavel Begunkov (4):" over the indented
 * subjects of the author's commits ("sync io_uring.h API file with Linux
 * 5.13"), to a blank line.
 */
static int mark_shortlog(struct xresult *r, int line)
{
	const struct text *t = r->t;
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end;
	const char *open = memchr(p, '(', (size_t)(e - p));
	int j;

	if (e - p < 6 || e[-1] != ':' || e[-2] != ')' || !open || !isupper((unsigned char)*p) ||
	    indent(t, line) > 0)
		return line;
	for (const char *q = open + 1; q < e - 2; q++)
		if (!isdigit((unsigned char)*q))
			return line;
	if (open + 1 == e - 2 || line + 1 >= t->n || indent(t, line + 1) == 0)
		return line;
	for (j = line; j < t->n && !line_is_blank(t, j) && (j == line || indent(t, j) > 0); j++)
		mark(r, j, SKIP_LISTING);
	return j;
}

/*
 * Listings no benchmark is posted as: git blame ("c73893e2ca731b Rafael J.
 * Wysocki 2012-05-05  75  {": a commit, a name, a date, a line of code) and
 * a tree drawn with box characters (systemd-analyze critical-chain,
 * "└─multi-user.target @40.431s").
 */
static int blame_or_tree_line(const struct text *t, int line)
{
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end, *q;
	int letters = 0, digits = 0;

	while (p < e && (*p == ' ' || *p == '>'))
		p++;
	/* U+2500 to U+257F, box drawing: E2 94 80 to E2 95 BF */
	if (e - p >= 3 && (unsigned char)p[0] == 0xE2 && ((unsigned char)p[1] == 0x94 ||
							   (unsigned char)p[1] == 0x95))
		return 1;
	for (q = p; q < e && isxdigit((unsigned char)*q); q++) {
		letters += isalpha((unsigned char)*q) != 0;
		digits += isdigit((unsigned char)*q) != 0;
	}
	if (q - p < 7 || q - p > 40 || !letters || !digits || q == e || *q != ' ')
		return 0;
	/* a date after the name: "2012-05-05" */
	for (; q + 10 <= e; q++)
		if (isdigit((unsigned char)q[0]) && isdigit((unsigned char)q[3]) && q[4] == '-' &&
		    isdigit((unsigned char)q[5]) && q[7] == '-' && isdigit((unsigned char)q[9]))
			return 1;
	return 0;
}

/*
 * A row of top(1) without its header: "1343 root 20 0 0 0 0 R 29,8 0,0
 * 0:08.43 io_wqe_worker-0": a one-letter process state, two numbers (%CPU,
 * %MEM), then a TIME+ of minutes:seconds.
 */
static int top_row(const struct text *t, int line)
{
	struct tok room[16];
	int n, i;
	const struct tok *k = tok_view(t, line, room, 16, &n);

	for (i = 1; i + 3 < n; i++) {
		const char *st = t->s + k[i].s, *tm = t->s + k[i + 3].s;
		size_t tl = k[i + 3].e - k[i + 3].s;
		const char *colon = memchr(tm, ':', tl);
		if (k[i].e - k[i].s != 1 || !strchr("RSDIZTW", *st) || !isdigit((unsigned char)t->s[k[i + 1].s]) ||
		    !isdigit((unsigned char)t->s[k[i + 2].s]) || !colon || colon == tm ||
		    !isdigit((unsigned char)tm[0]) || tm + tl - colon < 3 || !isdigit((unsigned char)colon[1]))
			continue;
		return 1;
	}
	return 0;
}

/* "shared_buffers", "kern.sched.preempt_thresh": a setting's name, lower case with '_' or '.' */
static int setting_name(const char *p, size_t n)
{
	size_t i;
	int parts = 0;

	if (!n || !islower((unsigned char)p[0]))
		return 0;
	for (i = 0; i < n; i++) {
		if (!islower((unsigned char)p[i]) && !isdigit((unsigned char)p[i]) && p[i] != '_' && p[i] != '.')
			return 0;
		parts += p[i] == '_' || p[i] == '.';
	}
	return parts > 0;
}

#define SWEEP_WORDS 24

/* A whole number alone in [p, p + n): its value, else -1 */
static long whole(const char *p, size_t n)
{
	long v = 0;

	if (!n || n > 9)
		return -1;
	for (size_t i = 0; i < n; i++) {
		if (!isdigit((unsigned char)p[i]))
			return -1;
		v = v * 10 + (p[i] - '0');
	}
	return v;
}

/*
 * The words inside a pair of parentheses are the counts a run sweeps, not
 * its results: three or more whole numbers rising with the noun they count
 * right after or right before them ("1 4 7 12 21 30 48 79 110 128 groups",
 * "sizes 64 256 1024 4096 16384"), or a range ("1 to 256 clients").
 */
static int sweep_inside(const char *p, const char *e)
{
	const char *w[SWEEP_WORDS];
	size_t n[SWEEP_WORDS];
	int k = 0, i, j;

	while (p < e && k < SWEEP_WORDS) {
		while (p < e && strchr(" ,;:", *p))
			p++;
		if (p >= e)
			break;
		w[k] = p;
		while (p < e && !strchr(" ,;:", *p))
			p++;
		n[k] = (size_t)(p - w[k]);
		k++;
	}
	for (i = 0; i < k; i = j > i ? j : i + 1) {
		for (j = i; j < k && whole(w[j], n[j]) >= 0 && (j == i || whole(w[j], n[j]) > whole(w[j - 1], n[j - 1])); j++)
			;
		if (j - i >= 3 && ((j < k && label_count_noun(w[j], n[j])) || (i > 0 && label_count_noun(w[i - 1], n[i - 1]))))
			return 1;
		if (j - i == 1 && j + 2 < k && n[j] == 2 && !strncmp(w[j], "to", 2) && whole(w[j + 1], n[j + 1]) >= 0 &&
		    label_count_noun(w[j + 2], n[j + 2]))
			return 1;
	}
	return 0;
}

/* "config-network-tbench   (1 2 4 8 16 32 64 128 256 clients)": a name and the counts its
 * runs sweep, no figure (the line holds no number outside the parentheses) */
static int sweep_line(const struct text *t, int line)
{
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end;
	const char *open = memchr(p, '(', (size_t)(e - p)), *close, *q;

	if (!open || !(close = memchr(open, ')', (size_t)(e - open))) || !sweep_inside(open + 1, close))
		return 0;
	/* no number of its own outside: "dbench4" is a name, "8 cores" is not */
	for (q = p; q < e; q++) {
		if (q == open)
			q = close;
		else if (isdigit((unsigned char)*q) && (q == p || strchr(" \t(", q[-1])))
			return 0;
	}
	return 1;
}

/*
 * "size=100M": one word holding '=', a line of a job file or a sysctl
 * listing; "shared_buffers = 8GB", a config file's line (its comment after
 * '#' too)
 */
static int setting_line(const struct text *t, int line)
{
	struct tok room[4];
	const char *eq;
	int n;
	const struct tok *k = tok_view(t, line, room, 4, &n);

	if (n >= 3 && tok_is(t, &k[1], "=") && setting_name(t->s + k[0].s, k[0].e - k[0].s))
		return n == 3 || t->s[k[3].s] == '#';
	if (n != 1)
		return 0;
	eq = memchr(t->s + k[0].s, '=', k[0].e - k[0].s);
	/* "3;fio-3.33;rr;...;99.000000%=505;...": fio's terse line holds '=' in its fields, no
	 * setting's: a name opens the line */
	return eq && eq > t->s + k[0].s && eq + 1 < t->s + k[0].e && !memchr(t->s + k[0].s, ';', (size_t)(eq - t->s - k[0].s));
}

/* Two or more setting lines in a row (an ini section "[global]" among them) */
static int mark_settings(struct xresult *r, int line)
{
	const struct text *t = r->t;
	int j, settings = 0;

	for (j = line; j < t->n && (setting_line(t, j) || (starts(t, j, "[") && t->s[t->l[j].end - 1] == ']'));
	     j++)
		settings += setting_line(t, j);
	if (settings < 2)
		return line;
	return mark_range(r, line, j, SKIP_LISTING);
}

/* "with following parameters:", "Test settings:": a title saying the lines under it set up
 * the run */
static int parameters_title(const struct text *t, int line)
{
	static const char *const words[] = { "parameters:", "settings:", "options:", "params:", NULL };
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end;
	size_t i, n;

	if (e - p < 7 || e[-1] != ':')
		return 0;
	for (i = 0; words[i]; i++) {
		n = strlen(words[i]);
		if ((size_t)(e - p) >= n && !strncasecmp(e - n, words[i], n) &&
		    ((size_t)(e - p) == n || e[-(long)n - 1] == ' '))
			return 1;
	}
	return 0;
}

/* "	runtime: 200s": one word and a colon, then one value */
static int key_value_line(const struct text *t, int line)
{
	struct tok room[3];
	int n;
	const struct tok *k = tok_view(t, line, room, 3, &n);

	return n == 2 && t->s[k[0].e - 1] == ':' && k[0].e - k[0].s > 1;
}

/* The key: value lines under a parameters title, to a blank line */
static int mark_parameters(struct xresult *r, int line)
{
	const struct text *t = r->t;
	int j;

	if (!parameters_title(t, line))
		return line;
	for (j = line + 1; j < t->n && line_is_blank(t, j) && j < line + 2; j++)
		;
	if (j >= t->n || !key_value_line(t, j))
		return line;
	while (j < t->n && (key_value_line(t, j) || setting_line(t, j)))
		j++;
	return mark_range(r, line + 1, j, SKIP_LISTING);
}

/*
 * perf annotate's listing: "    5.55 :   ffffffff812cef29:   mov %rsp,%rbp" and
 * "         :   if (xa_is_zero(entry))": a share of samples (or nothing) and a
 * colon standing alone, then an address or source code.  Five such lines or
 * more in a row are a profile of instructions, no table.
 */
static int annotate_line(const struct text *t, int line)
{
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end, *share;

	while (p < e && *p == ' ')
		p++;
	for (share = p; p < e && (isdigit((unsigned char)*p) || *p == '.'); p++)
		;
	if (p > share && (p == e || *p != ' '))
		return 0;
	while (p < e && *p == ' ')
		p++;
	return p < e && p[0] == ':' && (p + 1 == e || p[1] == ' ' || p[1] == '\t');
}

static int mark_annotate(struct xresult *r, int line)
{
	const struct text *t = r->t;
	int j;

	for (j = line; j < t->n && (annotate_line(t, j) || (line_is_blank(t, j) && j + 1 < t->n &&
							      annotate_line(t, j + 1))); j++)
		;
	return j - line >= 5 ? mark_range(r, line, j, SKIP_LISTING) : line;
}

/* A block of dump lines with a hex letter somewhere in it */
/*
 * A log2 histogram's row: bpftrace's "[4, 8)  35120 |@@@@@@     |", BCC's
 * "  4 -> 7  : 35120  |*****   |", DTrace's "  4 |@@@@@@      1234": a count
 * before a bar of '@' or '*' set between rules (or before the count).  The
 * counts are a distribution's buckets, no results.
 */
static int histogram_line(const struct text *t, int line)
{
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end, *bar, *q;
	int marks = 0;

	if (!(bar = memchr(p, '|', (size_t)(e - p))) || bar == p)
		return 0;
	for (q = bar - 1; q > p && *q == ' '; q--)
		;
	if (!isdigit((unsigned char)*q))
		return 0;       /* a count (or DTrace's value) right before the bar */
	for (q = bar + 1; q < e && (*q == '@' || *q == '*' || *q == ' '); q++)
		marks += *q != ' ';
	if (q == e)
		return 1;       /* a bar open at the line's end */
	if (*q == '|') {
		for (q++; q < e && *q == ' '; q++)
			;
		return q == e;
	}
	/* DTrace: the bar, then its count */
	while (q < e && isdigit((unsigned char)*q))
		q++;
	return marks > 0 && q == e;
}

static int mark_histogram(struct xresult *r, int line)
{
	const struct text *t = r->t;
	int j;

	for (j = line; j < t->n && histogram_line(t, j); j++)
		;
	if (j - line < 2)
		return line;
	return mark_range(r, line, j, SKIP_LISTING);
}

/*
 * A "bucket: count" row ("      3: 3528930", "  11-15: 431", "    >30: 0"): a
 * whole number, a range of them or a bound as the key, a whole number after
 * it.  *lo the key's first number (-1 for a bound); 1 when it is one.
 */
static int bucket_row(const struct text *t, int line, long *lo, int *range)
{
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end;

	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	*range = 0;
	*lo = -1;
	if (p < e && (*p == '>' || *p == '<')) {
		*range = 1;
		p++;
	} else if (p < e && isdigit((unsigned char)*p)) {
		*lo = strtol(p, NULL, 10);
	}
	if (p == e || !isdigit((unsigned char)*p))
		return 0;
	while (p < e && isdigit((unsigned char)*p))
		p++;
	if (p < e && *p == '-' && p + 1 < e && isdigit((unsigned char)p[1])) {
		*range = 1;
		for (p++; p < e && isdigit((unsigned char)*p); p++)
			;
	}
	if (p == e || *p++ != ':')
		return 0;
	while (p < e && *p == ' ')
		p++;
	if (p == e || !isdigit((unsigned char)*p))
		return 0;
	while (p < e && isdigit((unsigned char)*p))
		p++;
	return p == e;
}

/*
 * A histogram pasted as "bucket: count" rows, four or more with rising keys,
 * one a range or a bound ("11-15: 431", ">30: 0") or the first not 1 (runs
 * count from 1), a "total:" row after them its own: counts of a
 * distribution, no results
 */
static int mark_buckets(struct xresult *r, int line)
{
	const struct text *t = r->t;
	long lo, prev = -1, first = -2;
	int j, range, ranges = 0;

	for (j = line; j < t->n && bucket_row(t, j, &lo, &range); j++) {
		if (lo >= 0 && lo <= prev)
			break;
		if (first == -2)
			first = lo;
		if (lo >= 0)
			prev = lo;
		ranges += range;
	}
	if (j - line < 4 || (!ranges && first == 1))
		return line;
	if (j < t->n && !strncmp(t->s + t->l[j].start + strspn(t->s + t->l[j].start, " \t"), "total:", 6))
		j++;
	return mark_range(r, line, j, SKIP_LISTING);
}

static int mark_dump(struct xresult *r, int line)
{
	const struct text *t = r->t;
	int j, letters, any = 0;

	for (j = line; j < t->n && dump_line(t, j, &letters); j++)
		any += letters;
	if (!any || j - line < 2)
		return line;
	return mark_range(r, line, j, SKIP_LISTING);
}

/* ", real time from ...": a comma and two words of prose after it */
static int comment_clause(const char *p, const char *end)
{
	const char *c = p;

	while ((c = memchr(c, ',', (size_t)(end - c))) && c + 1 < end) {
		const char *w = c + 1;
		int words = 0;
		c++;
		if (*w != ' ')
			continue;
		while (w < end && words < 2) {
			while (w < end && *w == ' ')
				w++;
			if (w >= end || !isalpha((unsigned char)*w))
				break;
			while (w < end && isalpha((unsigned char)*w))
				w++;
			words += w >= end || *w == ' ';
		}
		if (words >= 2)
			return 1;
	}
	return 0;
}

/*
 * A shell prompt and its command: "$ ls", "? uptime", "hibana:~$ cat
 * /proc/cpuinfo", "root@box:~# top".  *cmd: where the command starts.
 */
static int prompt_line_cmd(const struct text *t, int line, size_t *cmd)
{
	const struct tline *l = &t->l[line];
	const char *p = t->s + l->start, *end = t->s + l->end, *q = p;
	int marks = 0;

	if (text_build_banner(p, (size_t)(end - p)))
		return 0;       /* ">>> World built in ...": make's banner, no prompt */
	/* "[root@box dir]# cmd": a bracketed prompt may hold a space */
	if (p < end && *p == '[') {
		const char *c = memchr(p, ']', (size_t)(end - p));
		if (c && c + 1 < end && strchr("$#%", c[1]) && c - p < 60)
			q = c + 2;
	}
	/* "$sudo taskset -c 60 ./stress": a prompt written without its blank */
	if (q == p && end - p > 3 && *p == '$' && (islower((unsigned char)p[1]) || p[1] == '.') &&
	    memchr(p, ' ', (size_t)(end - p))) {
		if (cmd)
			*cmd = (size_t)(p + 1 - t->s);
		return 1;
	}
	while (q < end && !isspace((unsigned char)*q))
		q++;
	if (q == p || q >= end || !strchr("$#%?>", q[-1]))
		return 0;
	/* "$", "?" alone, or a prompt with a host, a path or a user in it */
	if (q - p > 1) {
		const char *c;
		for (c = p; c < q - 1; c++)
			marks += *c == ':' || *c == '@' || *c == '~' || *c == ']';
		if (!marks)
			return 0;
	}
	while (q < end && isspace((unsigned char)*q))
		q++;
	/* a program by its name or its path ("./stream", "/usr/bin/time") */
	if (q >= end || !(isalpha((unsigned char)*q) ||
			  (q + 2 < end && ((q[0] == '.' && q[1] == '/') || q[0] == '/') && isalpha((unsigned char)q[q[0] == '.' ? 2 : 1]))))
		return 0;
	/* "# make -j16 buildkernel, real time from time -h": a comment heading a data file, its
	 * clause after a comma, no root prompt */
	if (q - p == 2 && *p == '#' && comment_clause(q, end))
		return 0;
	if (cmd)
		*cmd = (size_t)(q - t->s);
	return 1;
}

static int prompt_line(const struct text *t, int line)
{
	return prompt_line_cmd(t, line, NULL);
}

/* "chrt -b 0 sysbench ...", "taskset -c 1 ./hackbench": a program run under a policy, on
 * CPUs or in an environment, whose output is a result; "chrt -p 1234", "taskset -cp 1234"
 * only show one */
static int runs_under_policy(const char *p, size_t n)
{
	/* "env LIBTHR_SPIN=2000 ./bench -t 16": env runs the program after its assignments
	 * ("env | grep X" prints the environment) */
	if (n > 4 && !strncmp(p, "env ", 4)) {
		size_t i = 4, w;
		for (;;) {
			while (i < n && p[i] == ' ')
				i++;
			for (w = i; w < n && p[w] != ' '; w++)
				;
			if (w == i || p[i] == '|' || p[i] == '>')
				return 0;
			if (p[i] != '-' && !memchr(p + i, '=', w - i))
				return 1;
			i = w;
		}
	}
	if (!((n > 5 && !strncmp(p, "chrt ", 5)) || (n > 8 && !strncmp(p, "taskset ", 8))))
		return 0;
	return !memmem(p, n, " -p", 3) && !memmem(p, n, " -cp", 4) && !memmem(p, n, " -m", 3) &&
	       !memmem(p, n, " --pid", 6) && !memmem(p, n, " --max", 6);
}

/* "gov.md", "latency-*.txt": the name of a file of results the poster saved (a file under
 * /proc, /sys, /etc, or source, is not one) */
static int results_file(const char *p, size_t n)
{
	static const char *const ext[] = { ".md", ".txt", ".csv", ".tsv", ".log", ".out", ".dat", ".res",
		NULL };

	if (!n || *p == '/')
		return 0;
	for (const char *const *x = ext; *x; x++) {
		size_t l = strlen(*x);
		if (n > l && !strncasecmp(p + n - l, *x, l))
			return 1;
	}
	return 0;
}

/* The last word of command P (N bytes), none a pipe or a redirection outside quotes ("grep
 * -E 'avg:|total time:' run.txt" has none): its start, else NULL */
static const char *last_word(const char *p, size_t n, size_t *len)
{
	size_t e;
	char quote = 0;

	for (e = 0; e < n; e++)
		if (quote && p[e] == quote)
			quote = 0;
		else if (!quote && (p[e] == '\'' || p[e] == '"'))
			quote = p[e];
		else if (!quote && (p[e] == '|' || p[e] == '>'))
			return NULL;
	for (e = n; e > 0 && !isspace((unsigned char)p[e - 1]); e--)
		;
	*len = n - e;
	return p + e;
}

/* "cat gov.md", "cat results.txt", "grep hackbench latency-*.txt": a file of results printed
 * for the list, its lines read as any others */
static int cat_of_results(const char *p, size_t n)
{
	const char *w;
	size_t len;

	if (n < 5 || !(!strncmp(p, "cat ", 4) || !strncmp(p, "grep ", 5)) || !(w = last_word(p, n, &len)))
		return 0;
	/* cat prints one file, nothing else */
	if (*p == 'c' && w != p + 4)
		return 0;
	return results_file(w, len);
}

/* Commands whose output describes the machine, never a benchmark result */
static int info_command(const struct text *t, size_t at, size_t end)
{
	static const char *const cmds[] = { "uname", "cat /proc/", "cat /sys/", "uptime", "ps ",
		"free", "lscpu", "lspci", "lsmod", "lsblk", "dmesg", "mount", "df", "ls", "ifconfig",
		"ip ", "sysctl", "dmidecode", "cpupower", "numactl --hardware", "numactl -H",
		"hwinfo", "who", "w ", "date", "env", "id", "hostname", "cat /etc/", "grep ", "taskset",
		"echo", "chrt", "ulimit", "cat ", "git ", "make ", "gcc ", "cc ", "ldd", "file ",
		"strace", "gdb", "modprobe", "insmod", "systemctl", "journalctl", "top -b -n", NULL };
	const char *const *c;
	size_t k;

	/* "make clean >/dev/null; /usr/bin/time -v make -j4": what prints is the last command */
	for (k = end; k > at + 1; k--)
		if (t->s[k - 1] == ';' || (t->s[k - 1] == '&' && t->s[k - 2] == '&'))
			break;
	if (k > at + 1 && k < end) {
		for (at = k; at < end && isspace((unsigned char)t->s[at]); at++)
			;
		if (at >= end)
			return 0;
	}
	if (cat_of_results(t->s + at, end - at) || runs_under_policy(t->s + at, end - at))
		return 0;
	/* "git log -p", "git show": a commit's message is prose, its results too (its diff is
	 * found as any diff) */
	if (end - at > 8 && (!strncmp(t->s + at, "git log", 7) || !strncmp(t->s + at, "git show", 8)))
		return 0;
	for (c = cmds; *c; c++) {
		size_t n = strlen(*c);
		if (end - at >= n && !strncmp(t->s + at, *c, n) &&
		    (end - at == n || (*c)[n - 1] == ' ' || (*c)[n - 1] == '/' ||
		     isspace((unsigned char)t->s[at + n])))
			return 1;
	}
	return 0;
}

/* Weekday or month names with a clock: a date, whatever numbers it holds */
static int date_line(const struct text *t, int line, struct line_bytes *lb)
{
	static const char *const names[] = { "Mon ", "Tue ", "Wed ", "Thu ", "Fri ", "Sat ", "Sun ",
		"Jan ", "Feb ", "Mar ", "Apr ", "May ", "Jun ", "Jul ", "Aug ", "Sep ", "Oct ", "Nov ",
		"Dec ", NULL };
	const struct tline *l = &t->l[line];
	const char *p = t->s + l->start;
	size_t n = l->end - l->start, i;
	const char *const *w;
	int name = 0, clock = 0;
	const struct line_bytes *b;

	if (n >= 100)
		return 0;
	b = bytes_of(t, line, lb);
	for (w = names; *w && !name; w++)
		name = holds(p, n, b, *w);
	/* a clock counts only beside a name, and holds a ':' or a year's '1' or '2' */
	for (i = 2; name && b->has[':'] && i + 2 < n && !clock; i++)
		clock = p[i] == ':' && isdigit((unsigned char)p[i - 1]) && isdigit((unsigned char)p[i - 2]) &&
			isdigit((unsigned char)p[i + 1]) && isdigit((unsigned char)p[i + 2]);
	for (i = 0; name && (b->has['1'] || b->has['2']) && i + 4 <= n && !clock; i++)
		clock = (p[i] == '1' || p[i] == '2') && (p[i + 1] == '9' || p[i + 1] == '0') &&
			isdigit((unsigned char)p[i + 2]) && isdigit((unsigned char)p[i + 3]) &&
			(i == 0 || !isalnum((unsigned char)p[i - 1])) &&
			(i + 4 == n || !isalnum((unsigned char)p[i + 4]));
	if (name && clock && n < 100)
		return 1;
	/* a log's time stamp: "[2021/07/24 17:26:09.120779,  3]", "2024-03-01 10:22:03 ...";
	 * its ':' 13 bytes in is looked for, not tried at every byte */
	for (i = 0; b->has[':'] && i + 16 <= n; i++) {
		size_t c = next_colon(p, i + 13, n - 3);
		if (c == NO_COLON)
			break;
		i = c - 13;
		if (isdigit((unsigned char)p[i]) && isdigit((unsigned char)p[i + 3]) &&
		    (p[i + 4] == '-' || p[i + 4] == '/') && p[i + 7] == p[i + 4] &&
		    isdigit((unsigned char)p[i + 8]) && isdigit((unsigned char)p[i + 9]) &&
		    (p[i + 10] == ' ' || p[i + 10] == 'T') && isdigit((unsigned char)p[i + 11]) &&
		    p[i + 13] == ':' && isdigit((unsigned char)p[i + 15]))
			return 1;
	}
	/* an application's log: a time of day with its fraction, then words ("21:14:07.352 XRUN
	 * callback (1).", "09:02:11.004 [main] started"), not a row of figures at a time */
	if (n > 14 && isdigit((unsigned char)p[0]) && isdigit((unsigned char)p[1]) && p[2] == ':' &&
	    isdigit((unsigned char)p[3]) && isdigit((unsigned char)p[4]) && p[5] == ':' &&
	    isdigit((unsigned char)p[6]) && isdigit((unsigned char)p[7]) && p[8] == '.' &&
	    isdigit((unsigned char)p[9])) {
		for (i = 9; i < n && isdigit((unsigned char)p[i]); i++)
			;
		if (i + 1 < n && p[i] == ' ' && (isalpha((unsigned char)p[i + 1]) || p[i + 1] == '['))
			return 1;
	}
	return 0;
}

/* "cpu             : ROSS HyperSparc": a key, white space, a colon */
static int spaced_key_line(const struct text *t, int line, int *numeric)
{
	const struct tline *l = &t->l[line];
	const char *p = t->s + l->start, *end = t->s + l->end, *c = memchr(p, ':', (size_t)(end - p));
	const char *v;

	/* "test-suite :: CTMark/...": lit's parts of a test's path, no key */
	if (!c || c == p || !isspace((unsigned char)c[-1]) || c - p > 40 || (c + 1 < end && c[1] == ':'))
		return 0;
	for (v = c + 1; v < end && isspace((unsigned char)*v); v++)
		;
	*numeric = v < end && (isdigit((unsigned char)*v) || *v == '.');
	return 1;
}

/* Line's key (before its spaced colon) one word of letters, figures and '_', one '_' at least */
static int ident_key(const struct text *t, int line)
{
	const char *p = t->s + t->l[line].start, *end = t->s + t->l[line].end, *q;
	int under = 0;

	while (p < end && isspace((unsigned char)*p))
		p++;
	for (q = p; q < end && (isalnum((unsigned char)*q) || *q == '_'); q++)
		under += *q == '_';
	while (q < end && *q == ' ')
		q++;
	return q > p && under && q < end && *q == ':';
}

/* Three or more such lines, mostly text: a description of the machine */
static int mark_spaced_keys(struct xresult *r, int line)
{
	const struct text *t = r->t;
	int j, numeric, text = 0, n = 0;

	int idents = 0;

	for (j = line; j < t->n && spaced_key_line(t, j, &numeric); j++, n++) {
		text += !numeric;
		idents += ident_key(t, j);
	}
	/* "nr_cpus : 72" among "release : 4.19.0-5-amd64" (xl info, sysctl dumps): eight lines or
	 * more keyed by identifiers are a listing, however many of their values are numbers */
	if (n < 3 || (text * 2 < n && !(n >= 8 && idents * 2 >= n)))
		return line;
	for (j = line; j < line + n; j++)
		mark(r, j, SKIP_LISTING);
	return line + n;
}


/* "req->flags": C's arrow glued to names; "1.92s -> 1.85s" is a change, not code */
static int member_arrow(const char *p, size_t n)
{
	size_t i;

	for (i = 1; i + 2 < n; i++)
		if (p[i] == '-' && p[i + 1] == '>' &&
		    (((isalnum((unsigned char)p[i - 1]) || p[i - 1] == '_' || p[i - 1] == ')' ||
		       p[i - 1] == ']') && (isalpha((unsigned char)p[i + 2]) || p[i + 2] == '_')) ||
		     p[i - 1] == '-'))
			return 1;       /* or a drawn arrow "----->" of a diagram */
	return 0;
}

/* A line of C or shell: ends with ; { } or starts with #include, $ or # prompt */
/* Tokens of line l that are numbers */
static int numbers_on(const struct text *t, int l)
{
	struct tok k[32];
	int n = tok_line(t, l, k, 32), i, nums = 0;

	for (i = 0; i < n; i++)
		nums += isdigit((unsigned char)t->s[k[i].s]) != 0;
	return nums;
}

/*
 * "+ patch    2.201  2.215": a table's row named relative to the row above,
 * not a line a patch adds or a shell trace: numbers on it and on a
 * neighbour that is no line of a patch.
 */
/* Two blanks or a tab inside the line's text: cells set apart, as a table's row */
static int cells_apart(const struct text *t, int line)
{
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end;

	while (p < e && (*p == ' ' || *p == '\t'))
		p++;
	for (; p + 1 < e; p++)
		if (*p == '\t' || (p[0] == ' ' && p[1] == ' '))
			return 1;
	return 0;
}

/*
 * "+ patch    2.201  2.215": a table's row named relative to the row above,
 * not a line a patch adds or a shell trace: numbers on it and on a
 * neighbour that is no line of a patch; or fewer, in cells set apart on
 * both ("mainline   95.3 s" over "+ this series   92.1 s").
 */
/* "+ the above:", "+ this series:" alone under a blank line: a build's title, what is added */
static int plus_title(const struct text *t, int line)
{
	struct tok k[8];
	int n = tok_line(t, line, k, 8);

	return n >= 2 && n <= 6 && t->s[t->l[line].end - 1] == ':' && line > 0 && line_is_blank(t, line - 1);
}

static int plus_row(const struct text *t, int line)
{
	int d, nums = numbers_on(t, line);

	if (nums < 1)
		return 0;
	for (d = -1; d <= 1; d += 2) {
		int m = line + d;
		const char *p;
		if (m < 0 || m >= t->n || t->l[m].end == t->l[m].start || t->l[m].depth != t->l[line].depth)
			continue;
		p = t->s + t->l[m].start;
		if (*p == '+' || *p == '-')
			continue;
		if (nums >= 2 && numbers_on(t, m) >= 2)
			return 1;
		if (numbers_on(t, m) >= 1 && cells_apart(t, line) && cells_apart(t, m))
			return 1;
	}
	return 0;
}

/*
 * "#    6.6.0-rc1    6.6.0-rc1+" over "1    5.123    4.987": a header whose
 * "#" stands over the run numbers, not a root prompt or a comment: the "#"
 * set apart by two blanks or a tab, rows of numbers right below.
 */
static int hash_header(const struct text *t, int line)
{
	const struct tline *l = &t->l[line];
	const char *p = t->s + l->start;
	size_t n = l->end - l->start;

	if (n < 4 || p[0] != '#' || !(p[1] == '\t' || (p[1] == ' ' && p[2] == ' ')) ||
	    line + 1 >= t->n || t->l[line + 1].depth != l->depth)
		return 0;
	return isdigit((unsigned char)t->s[t->l[line + 1].start]) && numbers_on(t, line + 1) >= 3;
}

/* Words of p[0..n) parted by blanks */
static int words_in(const char *p, size_t n)
{
	int w = 0;

	for (size_t i = 0; i < n; i++)
		w += p[i] != ' ' && p[i] != '\t' && (i == 0 || p[i - 1] == ' ' || p[i - 1] == '\t');
	return w;
}

/*
 * "  cyclictest -q -n -h 20000 -D 300 -i 2000 -t 1 -p 0 --policy other -m":
 * a benchmark's command without a prompt, two options at least, no word of
 * a sentence, not ending in a colon (a title), opening a block (a blank or a
 * colon's line above it, or another command; under a table's header it
 * titles a group), is how figures were made: its numbers are options.
 */
static int bare_command_alone(const struct text *t, int line);

static int bare_command(const struct text *t, int line)
{
	return bare_command_alone(t, line) &&
	       (line == 0 || line_is_blank(t, line - 1) || bare_command_alone(t, line - 1) ||
		t->s[t->l[line - 1].end - 1] == ':');
}

/* the command's words, whatever stands around it */
static int bare_command_alone(const struct text *t, int line)
{
	static const char *const tools[] = { "hackbench", "cyclictest", "schbench", "perf", "fio",
		"sysbench", "netperf", "iperf", "iperf3", "stress-ng", "pgbench", "dbench", "tbench",
		"hyperfine", "taskset", "numactl", "chrt", "ebizzy", "lat_ctx", "rt-migrate-test",
		"pipe-test", "kernbench", "ministat", "uperf", "wrk", "ab", NULL };
	struct tok k[24];
	int n = tok_line(t, line, k, 24), i, opts = 0;
	const char *p, *base;
	size_t len;

	if (n < 3 || t->l[line].flat || t->s[t->l[line].end - 1] == ':')
		return 0;
	p = t->s + k[0].s;
	len = k[0].e - k[0].s;
	base = memrchr(p, '/', len);
	base = base ? base + 1 : p;
	len -= (size_t)(base - p);
	for (i = 0; tools[i] && !(strlen(tools[i]) == len && !memcmp(tools[i], base, len)); i++)
		;
	if (!tools[i])
		return 0;
	for (i = 1; i < n; i++) {
		const char *q = t->s + k[i].s;
		char last = t->s[k[i].e - 1];
		/* "schbench -m 2 -t 4, 99th percentile ... went from": a sentence that names one */
		if (last == ',' || last == '.' || stop_word(q, k[i].e - k[i].s))
			return 0;
		opts += q[0] == '-' && k[i].e - k[i].s >= 2 && (isalpha((unsigned char)q[1]) || q[1] == '-');
		/* "hackbench -l 500 -g 2      Mean (s)    StdDev": the command names a table's key
		 * column, the words past the gap head the figures of the lines below */
		if (k[i].s - k[i - 1].e >= 3 && isalpha((unsigned char)q[0]) && line + 1 < t->n &&
		    t->l[line + 1].depth == t->l[line].depth &&
		    tok_has_digit(t, t->l[line + 1].start, t->l[line + 1].end))
			return 0;
	}
	return opts >= 2;
}

/* A line of JSON configuration: opening (past its indent) with '{', '[' or '"', a quoted key
 * whose value is a string, an object or an array ('"transactions": 4662,' is a tool's
 * report, figures as values) */
static int json_line(const char *p, size_t n)
{
	size_t i = 0;
	const char *q, *end = p + n;

	while (i < n && (p[i] == ' ' || p[i] == '\t'))
		i++;
	if (i >= n || !strchr("{[\"", p[i]))
		return 0;
	for (q = p + i; (q = memchr(q, '"', (size_t)(end - q))); q++) {
		const char *e = memchr(q + 1, '"', (size_t)(end - q - 1)), *v;
		if (!e)
			return 0;
		if (e + 1 < end && e[1] == ':') {
			for (v = e + 2; v < end && (*v == ' ' || *v == '\t'); v++)
				;
			if (v < end && strchr("{[\"", *v))
				return 1;
		}
		q = e;
	}
	return 0;
}

/* "NAME (a command):": a title whose aside, in parentheses before its colon, holds the rest */
static int titled_aside(const char *p, size_t n)
{
	const char *open = memchr(p, '(', n);

	return n > 4 && p[n - 1] == ':' && p[n - 2] == ')' && open && open > p && open[-1] == ' ' &&
	       !memchr(p, ')', (size_t)(open - p)) && memchr(open, ')', (size_t)(p + n - open)) == p + n - 2;
}

/* "std::vector", "Foo::bar()": C++'s scope, written against the name; lit's "test-suite ::
 * CTMark/..." parts a test's path with blanks, and is no code */
static int scope_op(const char *p, size_t n)
{
	const char *q = p, *e = p + n;

	while ((q = memmem(q, (size_t)(e - q), "::", 2))) {
		if (q > p && q + 2 < e && (isalnum((unsigned char)q[-1]) || q[-1] == '_' || q[-1] == '>') &&
		    (isalpha((unsigned char)q[2]) || q[2] == '_' || q[2] == '~'))
			return 1;
		q += 2;
	}
	return 0;
}

static int code_line(const struct text *t, int line, struct line_bytes *lb)
{
	static const char *const ops[] = { "&&", "||", "==", "!=", "+=", "-=", "|=", "&=",
		"++;", "--;", "();", "#ifdef", "#endif", "#if ", NULL };
	static const char *const heads[] = { "static ", "struct ", "if (", "for (", "while (",
		"return ", "return;", "} else", "else {", "switch (", "goto ", "unsigned ",
		"int ", "void ", "bool ", "const ", "u64 ", "u32 ", "long ", "char ", "enum ",
		"typedef ", "#else", "break;", "default:", NULL };
	const struct tline *l = &t->l[line];
	const char *p = t->s + l->start;
	size_t n = l->end - l->start;
	const char *const *o;
	char last = n ? p[n - 1] : 0;
	const struct line_bytes *b;

	if (n == 0 || text_build_banner(p, n))
		return 0;       /* ">>> World built in ...": make's banner, no redirection */
	if (bare_command(t, line))
		return 1;
	if (starts(t, line, "sudo ") || starts(t, line, "#include") || starts(t, line, "#define") ||
	    starts(t, line, "$ ") ||
	    (starts(t, line, "# ") && !hash_header(t, line)) || starts(t, line, "% ") ||
	    ((starts(t, line, "+ ") || starts(t, line, "+\t")) && !plus_row(t, line) && !plus_title(t, line)) ||
	    starts(t, line, "-\t"))
		return 1;
	for (o = heads; *o; o++)
		if (**o == *p && starts(t, line, *o) &&
		    /* "default:   70.9 71.8 71.2   mean 71.4": the default setting's runs, a row */
		    !(!strcmp(*o, "default:") && numbers_on(t, line) >= 1 && cells_apart(t, line)))
			return 1;
	/* "case FOO:" is C; "case   load   baseline" heads a table */
	if (starts(t, line, "case ") && memchr(p, ':', n))
		return 1;
	/* "=== RUN   TestRing...": go test's log, not a heading */
	if (starts(t, line, "=== RUN") || starts(t, line, "=== PAUSE") || starts(t, line, "=== CONT") ||
	    starts(t, line, "=== NAME"))
		return 1;
	/* "=== CFS ===", "== 6.1-rc1 ==": a heading between rules, no comparison; an operator
	 * inside a post an archive flattened is in one of its sentences or its patch */
	if (p[0] == '=' || n > FLAT_LINE)
		return 0;
	/* "|| 50.0th || 21 || 20 ||": a wiki table's row, ruled at both ends, not C's "or" */
	if (p[0] == '|' && last == '|')
		return 0;
	/* JSON: "{ "name": "batch",", ""kind": { "Grouped": ... } },": a key in quotes and its colon
	 * on a line opening with a brace, a bracket or the quote */
	if (json_line(p, n))
		return 1;
	b = bytes_of(t, line, lb);
	for (o = ops; *o; o++)
		if (holds(p, n, b, *o))
			return 1;
	if (member_arrow(p, n) || scope_op(p, n))
		return 1;
	/* a command with its output redirected: "( time make -j 5 ) >>& out"; not the aside of a
	 * title telling how its setting was made ("threaded=1 (echo 1 > /sys/.../threaded):") */
	if ((holds(p, n, b, ">>") || holds(p, n, b, ">&") || holds(p, n, b, "2>") ||
	     holds(p, n, b, " > /") || holds(p, n, b, "| tee")) && !titled_aside(p, n))
		return 1;
	/* "kfree(p);", "x = y;", "i++;" end in ';', and so does a sentence joined to the next ("...
	 * goes from 1.92s to 1.71s, an 11% improvement;"): a statement calls, sets or indexes */
	if (last == ';')
		return !memmem(p, n, ". ", 2) && (memchr(p, '(', n) || memchr(p, '=', n) || memchr(p, '[', n) ||
						  words_in(p, n) <= 3);
	return (last == '{' || last == '}') && !memmem(p, n, ". ", 2);
}

/*
 * A kernel splat or a sanitizer's report: "func+0x9f/0xd0", "file.c:3777",
 * "RIP: 0033:", "Call Trace:", "cut here", registers; and lines with a URL.
 */
/* KASAN's "this frame has 17 objects:" list: " [32, 48) 'up.i'" (an offset range, a name) */
static int frame_object(const char *p, size_t n)
{
	size_t i = 1;

	if (n < 8 || p[0] != '[' || p[n - 1] != '\'')
		return 0;
	while (i < n && isdigit((unsigned char)p[i]))
		i++;
	if (i == 1 || i + 2 >= n || p[i] != ',' || p[i + 1] != ' ')
		return 0;
	for (i += 2; i < n && isdigit((unsigned char)p[i]); i++)
		;
	return i + 2 < n && p[i] == ')' && p[i + 1] == ' ' && p[i + 2] == '\'';
}

/* MARK in the line's bytes as a word of its own (nothing of a name glued before it) */
static int word_mark(const char *p, size_t n, const char *mark)
{
	size_t ml = strlen(mark);
	const char *q = p;

	while ((q = memmem(q, n - (size_t)(q - p), mark, ml))) {
		if (q == p || !(isalnum((unsigned char)q[-1]) || q[-1] == '-' || q[-1] == '_'))
			return 1;
		q++;
	}
	return 0;
}

static int splat_line(const struct text *t, int line, struct line_bytes *lb)
{
	static const char *const marks[] = { "+0x", "RIP:", "RSP:", "RAX:", "RBX:", "RDX:", "RBP:",
		"R08:", "R10:", "R13:", "Code:", "Call Trace", "cut here", "Modules linked in",
		"Hardware name:", "Workqueue:", " PID: ", "Tainted", "Not tainted", "KASAN", "UBSAN",
		"syzbot", "syzkaller", "lr :", "pc :", "sp :",
		"http://", "https://", "<TASK>", "</TASK>", "Allocated by task", "Freed by task",
		NULL };
	const struct tline *l = &t->l[line];
	const char *p = t->s + l->start;
	size_t n = l->end - l->start, i;
	const char *const *m;
	const struct line_bytes *b = bytes_of(t, line, lb);

	/* a URL marks a splat's line, not a whole post an archive flattened onto one */
	for (m = marks; *m; m++)
		if ((n <= FLAT_LINE || **m != 'h') && holds(p, n, b, *m))
			return 1;
	/* "BUG:", "WARNING:" as words of their own, not the end of "GENERIC-NODEBUG:" */
	if (word_mark(p, n, "BUG:") || word_mark(p, n, "WARNING:"))
		return 1;
	/* an address: 0x and eight hex digits or more (the line's bytes say whether to look) */
	for (i = 0; b->has['x'] && i + 10 <= n; i++)
		if (p[i] == '0' && p[i + 1] == 'x' && isxdigit((unsigned char)p[i + 2])) {
			size_t j = i + 2;
			while (j < n && isxdigit((unsigned char)p[j]))
				j++;
			if (j - i - 2 >= 8)
				return 1;
			i = j;
		}
	/* "fs/io_uring.c:1234" */
	for (i = 2; b->has[':'] && i + 1 < n; i++) {
		if ((i = next_colon(p, i, n - 2)) == NO_COLON)
			break;
		if (p[i] == ':' && (p[i - 1] == 'c' || p[i - 1] == 'h' || p[i - 1] == 'S') &&
		    p[i - 2] == '.' && isdigit((unsigned char)p[i + 1]))
			return 1;
	}
	return frame_object(p, n);
}

static void mark_signature(struct xresult *r, int line)
{
	const struct text *t = r->t;
	int d = t->l[line].depth, j;

	/* an attachment after the text part starts after its marker, no part of the signature */
	for (j = line; j < t->n && (t->l[j].depth == d || line_is_blank(t, j)) && !attach_marker(t, j); j++)
		mark(r, j, SKIP_SIGNATURE);
}

static int mark_diff(struct xresult *r, int line)
{
	const struct text *t = r->t;
	int j;

	for (j = line; j < t->n && diff_line(t, j); j++) {
		/* a blank line ends a hunk when prose follows it */
		if (line_is_blank(t, j) && j + 1 < t->n && !diff_line(t, j + 1))
			break;
		mark(r, j, SKIP_PATCH);
	}
	return j;
}

#define ANSWER_LINES 64

/*
 * "> > +Available since 5.10." after an answer written into the quoted
 * patch ("> enables an io_uring"): an added or removed line whose nearest
 * line at its depth, over the answer's shallower lines, is the patch's.
 */
static int patch_goes_on(const struct xresult *r, int line)
{
	const struct text *t = r->t;
	int d = t->l[line].depth, k;
	const char *p = t->s + t->l[line].start;

	if (d == 0 || t->l[line].end == t->l[line].start || (*p != '+' && *p != '-') ||
	    !strncmp(p, "-- ", 3))
		return 0;
	for (k = line - 1; k >= 0 && k >= line - ANSWER_LINES &&
	     (line_is_blank(t, k) || t->l[k].depth < d); k--)
		;
	return k >= 0 && k < line - 1 && t->l[k].depth == d && r->skip[k] == SKIP_PATCH;
}


/* After a blank, a paragraph of sentences: a capitalised word, six words or more without a
 * tab, and a stop ending one of its lines ("At -j4 everything is within noise. At -j32 ...") */
static int paragraph_opens(const struct text *t, int j)
{
	const char *p = t->s + t->l[j].start, *e = t->s + t->l[j].end;
	int words = 0, k;

	if (p + 2 > e || !isupper((unsigned char)p[0]) || !islower((unsigned char)p[1]) || memchr(p, '\t', e - p))
		return 0;
	for (; p < e; p++)
		words += *p == ' ' && p + 1 < e && p[1] != ' ';
	if (words + 1 < 6)
		return 0;
	/* a sentence ends in the paragraph: a stop at a line's end or before two blanks, or the
	 * colon a table's introduction ends on */
	for (k = j; k < t->n && k < j + 6 && !line_is_blank(t, k); k++)
		if (strchr(".:", t->s[t->l[k].end - 1]) ||
		    memmem(t->s + t->l[k].start, t->l[k].end - t->l[k].start, ".  ", 3))
			return 1;
	return 0;
}

/* A listing runs to a prompt, two blank lines, or a line of prose */
static int mark_listing(struct xresult *r, int line)
{
	const struct text *t = r->t;
	int j, blanks = 0;

	for (j = line; j < t->n && !(j > line && prompt_line(t, j)); j++) {
		if (line_is_blank(t, j)) {
			if (++blanks >= 2)
				break;
			continue;
		}
		if (blanks && t->l[j].end - t->l[j].start > 0 && !isdigit((unsigned char)t->s[t->l[j].start]) &&
		    (strchr(".,", t->s[t->l[j].end - 1]) || paragraph_opens(t, j)))
			break;
		/* after a blank, a title names what follows ("4BSD:", "2.6.32-rc5:") */
		if (blanks && t->l[j].end - t->l[j].start < 40 && t->s[t->l[j].end - 1] == ':')
			break;
		blanks = 0;
		mark(r, j, SKIP_LISTING);
	}
	return j;
}

void layout_build(struct xresult *r)
{
	const struct text *t = r->t;
	struct line_bytes lb = { .line = -1 };
	size_t cmd;
	int l, next, summaries = text_has(t, " changed, ", 10);

	r->skip = xcalloc((size_t)t->n + 1, 1);
	for (l = 0; l < t->n; l++) {
		const struct tline *tl = &t->l[l];
		size_t n = tl->end - tl->start;
		if (r->skip[l])
			continue;
		/* "-- " ends the text; "--" alone too, but not "---" (a patch's separator) */
		if (n == 2 && !strncmp(t->s + tl->start, "--", 2) && !tl->flat) {
			mark_signature(r, l);
			continue;
		}
		/* a script from its #! line to a blank line */
		if (starts(t, l, "#!")) {
			for (; l < t->n && !line_is_blank(t, l); l++)
				mark(r, l, SKIP_CODE);
			continue;
		}
		if (diff_start(t, l) || patch_goes_on(r, l)) {
			l = mark_diff(r, l) - 1;
			continue;
		}
		if (diffstat_line(t, l, summaries))
			mark(r, l, SKIP_PATCH);
		else if (trailer_line(t, l))
			mark(r, l, SKIP_TRAILER);
		else if (attribution_line(t, l))
			mark(r, l, SKIP_ATTRIBUTION);
		else if (listing_header(t, l, &lb))
			l = mark_listing(r, l) - 1;
		else if (splat_line(t, l, &lb))
			mark(r, l, SKIP_LISTING);
		else if (footnote_line(t, l))
			mark(r, l, SKIP_NOTE);
		else if (trace_line(t, l))
			l = mark_trace(r, l) - 1;
		else if (sweep_line(t, l) || starts(t, l, "[ perf record: "))
			mark(r, l, SKIP_LISTING);   /* perf record's own "[ perf record: Woken up ... ]" too */
		else if (strace_line(t, l) || make_line(t, l))
			mark(r, l, SKIP_LISTING);
		else if (kernel_log_line(t, l) || boot_message_line(t, l) || date_line(t, l, &lb))
			mark(r, l, SKIP_LISTING);
		else if ((next = mark_dump(r, l)) > l || (next = mark_histogram(r, l)) > l ||
			 (next = mark_buckets(r, l)) > l ||
			 (next = mark_annotate(r, l)) > l ||
			 (next = mark_numbered_listing(r, l)) > l ||
			 (next = mark_shortlog(r, l)) > l || (next = mark_settings(r, l)) > l ||
			 (next = mark_parameters(r, l)) > l)
			l = next - 1;
		else if (blame_or_tree_line(t, l) || top_row(t, l))
			mark(r, l, SKIP_LISTING);
		else if (prompt_line_cmd(t, l, &cmd) && info_command(t, cmd, tl->end)) {
			mark(r, l, SKIP_CODE);
			/* "# echo 1 > /proc/sys/..." printing nothing: the next prompt is no listing */
			l = l + 1 < t->n && !prompt_line(t, l + 1) ? mark_listing(r, l + 1) - 1 : l;
		} else if ((next = mark_spaced_keys(r, l)) > l)
			l = next - 1;
		else if (code_line(t, l, &lb) || prompt_line(t, l)) {
			mark(r, l, SKIP_CODE);
			/* a command continued after a backslash: its next lines are the command's */
			while (l + 1 < t->n && t->l[l].end > t->l[l].start && t->s[t->l[l].end - 1] == '\\')
				mark(r, ++l, SKIP_CODE);
		}
	}
}

/*
 * A flattened post's line holds the hardware and the results beside it
 * ("4BSD: 1843s, 1851s ... on a dual Xeon E5420 with 8GB"): a long line of
 * which the description takes under half is not set aside with it.
 */
static int flat_beyond(const struct text *t, int l, size_t s, size_t e)
{
	size_t a = t->l[l].start > s ? t->l[l].start : s, b = t->l[l].end < e ? t->l[l].end : e;
	size_t len = t->l[l].end - t->l[l].start, i;
	int ends = 0;

	if (len <= 160 || b <= a || (b - a) * 2 >= len)
		return 0;
	/* sentences flattened onto it: "... here. This is on ..." (a PTS system line has none) */
	for (i = t->l[l].start; i + 2 < t->l[l].end; i++)
		if ((i < a || i >= b) && t->s[i] == '.' && t->s[i + 1] == ' ' &&
		    (isupper((unsigned char)t->s[i + 2]) || isdigit((unsigned char)t->s[i + 2])))
			ends++;
	return ends >= 2;
}

/* "On my Athlon, ULE gets 45 fps while 4BSD gets 52 fps.": a sentence (it ends in a
 * stop) naming the machine in a few words and giving figures beside them is no
 * hardware line */
/* The sentence on line l ends on the next: words, then a stop at its end ("with
 * steal_thresh=1."), not a line of settings ("hw.ncpu=4") */
static int sentence_goes_on(const struct text *t, int l)
{
	const struct tline *n = &t->l[l + 1];

	return l + 1 < t->n && !line_is_blank(t, l + 1) && n->depth == t->l[l].depth &&
	       t->s[n->end - 1] == '.' && memchr(t->s + n->start, ' ', n->end - n->start);
}

/* A sentence ends in bytes [s, a) ("... about 3x.  On the Phenom"): the machine opens the next */
static int stop_before(const struct text *t, size_t s, size_t a)
{
	for (size_t i = s; i + 1 < a; i++)
		if (t->s[i] == '.' && t->s[i + 1] == ' ')
			return 1;
	return 0;
}

static int figures_beside(const struct text *t, int l, size_t s, size_t e)
{
	size_t a = t->l[l].start > s ? t->l[l].start : s, b = t->l[l].end < e ? t->l[l].end : e;
	size_t len = t->l[l].end - t->l[l].start, i;

	/* the machine in at most half the line ("On the Xeon (E5-2640 v4, 10c/20t, 64G): 14m05s
	 * with the default, 13m51s" over "with steal_thresh=1."), the sentence ending on it or
	 * on the next line */
	if (b <= a || (b - a) * 2 >= len ||
	    (t->s[t->l[l].end - 1] != '.' && !sentence_goes_on(t, l) && !stop_before(t, t->l[l].start, a)))
		return 0;
	for (i = t->l[l].start; i < t->l[l].end; i++)
		if ((i < a || i >= b) && isdigit((unsigned char)t->s[i]))
			return 1;
	return 0;
}

/* Tokens of bytes [a, b) that open with a digit */
static int numbers_in(const struct text *t, size_t a, size_t b)
{
	int n = 0;

	for (size_t i = a; i < b; i++)
		n += isdigit((unsigned char)t->s[i]) && (i == a || t->s[i - 1] == ' ' || t->s[i - 1] == '\t');
	return n;
}

/*
 * "i5-8250U (NVMe)   14.2k   9.8k   13.1k" under "performance  schedutil
 * schedutil+series": the machine names a row of a table of results, two
 * figures or more after it, under a header of names (a line of two words or
 * more without a figure, the rows between alike).  Its figures are results.
 */
static int machine_row(const struct text *t, int l, size_t s, size_t e)
{
	size_t b = t->l[l].end < e ? t->l[l].end : e;
	int u;

	if (s > t->l[l].start + 2 || numbers_in(t, b, t->l[l].end) < 2)
		return 0;
	for (u = l - 1; u >= 0 && u >= l - 8 && !line_is_blank(t, u) && t->l[u].depth == t->l[l].depth; u--) {
		struct tok k[2];
		if (!numbers_in(t, t->l[u].start, t->l[u].end))
			return tok_line(t, u, k, 2) == 2;
	}
	return 0;
}

/* Cells of line l parted by two spaces or more (or a tab) */
static int wide_cells(const struct text *t, int l)
{
	size_t i = t->l[l].start, e = t->l[l].end;
	int n = 0;

	while (i < e && (t->s[i] == ' ' || t->s[i] == '\t'))
		i++;
	while (i < e) {
		n++;
		while (i < e && !(t->s[i] == '\t' || (t->s[i] == ' ' && i + 1 < e && t->s[i + 1] == ' ')))
			i++;
		while (i < e && (t->s[i] == ' ' || t->s[i] == '\t'))
			i++;
	}
	return n;
}

/* "kernel   i.MX8MP   E3940   E-2278GE" over "5.4.257-rt87   97   68   35": the machines
 * name a table's columns; the line is its header (or its second, "(4xA53)  (4c)" under
 * the names, the key's cell blank), no description to set aside */
static int header_of_machines(const struct text *t, int l)
{
	int n = wide_cells(t, l), u;

	if (n < 3 || numbers_in(t, t->l[l].start, t->l[l].end))
		return 0;
	for (u = l + 1; u < t->n && u <= l + 3 && !line_is_blank(t, u) && t->l[u].depth == t->l[l].depth; u++)
		if (!line_is_rule(t, u) && numbers_in(t, t->l[u].start, t->l[u].end) >= 2)
			return wide_cells(t, u) == n || wide_cells(t, u) == n + 1;   /* the key's blank */
	return 0;
}

void layout_skip_systems(struct xresult *r)
{
	const struct text *t = r->t;
	int i, l = 0;

	for (i = 0; i < r->nsys; i++) {
		const struct xsystem *y = &r->sys[i];
		/* the previous system's walk may have stopped past the last line */
		while (l > 0 && (l >= t->n || t->l[l].start > y->span[0]))
			l--;
		while (l < t->n && t->l[l].end < y->span[0])
			l++;
		for (; l < t->n && t->l[l].start < y->span[1]; l++)
			if (!r->used[l] && !flat_beyond(t, l, y->span[0], y->span[1]) &&
			    !figures_beside(t, l, y->span[0], y->span[1]) &&
			    !machine_row(t, l, y->span[0] > t->l[l].start ? y->span[0] : t->l[l].start, y->span[1]) &&
			    !header_of_machines(t, l))
				mark(r, l, SKIP_HARDWARE);
	}
}

/* "[6.6-rc1 + patch]", "=== patched ===", "--- vanilla ---": a title set off by marks */
int layout_framed_line(const struct text *t, int line)
{
	const struct tline *tl = &t->l[line];
	const char *p = t->s + tl->start;
	size_t n = tl->end - tl->start;

	if (n < 3)
		return 0;
	if (p[0] == '[' && p[n - 1] == ']')
		return 1;
	return strchr("=-#*", p[0]) && p[1] == p[0] && p[n - 1] == p[0] && p[n - 2] == p[0] &&
	       strspn(p, "=-#* ") < n;
}

/* "... much less pronounced\nbut still exists:": the line ends a sentence the line above
 * began (it opens on a function word after a line of prose that did not end) */
int layout_sentence_tail(const struct text *t, int line)
{
	struct tok k[8], first;
	const struct tline *up;
	char last;
	int n, i;

	if (line == 0 || tok_line(t, line, &first, 1) < 1 || !stop_word(t->s + first.s, first.e - first.s))
		return 0;
	up = &t->l[line - 1];
	if (up->end <= up->start || up->depth != t->l[line].depth || (n = tok_line(t, line - 1, k, 8)) < 5)
		return 0;
	/* words, not the figures of an output above */
	for (i = 0; i < n; i++)
		if (!isalpha((unsigned char)t->s[k[i].s]))
			return 0;
	last = t->s[up->end - 1];
	return isalpha((unsigned char)last) || last == ',';
}

/* "with", "without", "before", "after": a word that says which side of a change a build is */
static int build_side(const struct text *t, const struct tok *w)
{
	static const char *const words[] = { "with", "without", "before", "after", NULL };
	size_t n = w->e - w->s;

	for (const char *const *x = words; *x; x++)
		if (strlen(*x) == n && !strncasecmp(t->s + w->s, *x, n))
			return 1;
	return 0;
}

/* A line that can name a configuration: a short title, not a sentence */
int layout_title_line(const struct text *t, int line)
{
	const struct tline *l = &t->l[line];
	struct tok k[24];
	int n = tok_line(t, line, k, 24), i, stop = 0, bars = 0;
	char last = l->end > l->start ? t->s[l->end - 1] : 0;

	/* a markdown row's rules are no words */
	for (i = 0; i < n && t->s[l->start] == '|'; i++)
		bars += k[i].e - k[i].s == 1 && t->s[k[i].s] == '|';
	if (bars) {
		if (last == '|')
			last = 0;
		n -= bars;
	}
	if (n == 0 || n > 12 || l->end - l->start > 90 + 2 * (size_t)bars || last == '.' || last == '?' ||
	    last == ',')
		return 0;
	for (i = 0; i < n + bars; i++)
		stop += stop_word(t->s + k[i].s, k[i].e - k[i].s);
	if (layout_sentence_tail(t, line))
		return 0;
	/* "With this patch:" is a title though most of its words are function words; so is
	 * "Without the fix" over a table, a few words opening with a build's with or without */
	return stop <= 3 && (stop * 2 < n + 1 || (last == ':' && n <= 6) ||
			     (n <= 4 && isalpha((unsigned char)last) && build_side(t, &k[0])));
}

/* "schbench -m 2 -t 16, baseline:": a command with options before a comma is how the
 * figures were made, not what ran; the first token after it, else 0 */
static int command_lead(const struct text *t, const struct tok *k, int nt)
{
	int i, opt = 0;

	for (i = 0; i + 1 < nt; i++) {
		const char *p = t->s + k[i].s;
		/* a sentence ("Here are buildkernel -j8 for CFS vs BFS, run 4:") is no command */
		/* "performance (turbostat -S, cut to four columns)": an aside, not a command */
		if (stop_word(p, k[i].e - k[i].s) || p[0] == '(')
			return 0;
		opt |= p[0] == '-' && k[i].e - k[i].s > 1 && isalpha((unsigned char)p[1]);
		if (opt && t->s[k[i].e - 1] == ',')
			return i + 1;
	}
	return 0;
}

/* "threaded=1 (echo 1 > /sys/...)", "maxthreads=4, bindthreads=1 (set in loader.conf)":
 * settings, then an aside on how they were made: the settings alone name the runs */
static void aside_off(char *title)
{
	char *open = strrchr(title, '(');
	const char *p = title, *end;
	size_t n;

	if (!open || open == title || open[-1] != ' ' || title[strlen(title) - 1] != ')')
		return;
	for (end = open - 1; p < end; p += n) {
		n = strcspn(p, ", ");
		if (!n || !memchr(p, '=', n) || p[n - 1] == '=')
			return;
		n += strspn(p + n, ", ");
	}
	open[-1] = '\0';
}

/* "2.6.36-rc3, 16 clients", "ULE (8 threads)": a name, then the setting it ran at (the
 * heading's parameters read it): the name alone */
static void setting_off(char *title)
{
	char *sep = NULL, *p, *num, *noun;

	for (p = title; *p; p++)
		if ((*p == ',' || *p == '(') && p > title)
			sep = p;
	if (!sep)
		return;
	for (num = sep + 1; *num == ' '; num++)
		;
	noun = num + strspn(num, "0123456789");
	if (noun == num || *noun != ' ')
		return;
	noun++;
	p = noun + strcspn(noun, " )");
	if (!label_count_noun(noun, (size_t)(p - noun)) || strspn(p, ") ") != strlen(p))
		return;
	while (sep > title && sep[-1] == ' ')
		sep--;
	*sep = '\0';
}

/* "1)", "(2)", "3.", "b)": a list item's number or letter */
static int enumerator(const char *p, size_t n)
{
	size_t d;

	if (n >= 3 && p[0] == '(' && p[n - 1] == ')')
		p++, n -= 2;
	else if (n >= 2 && (p[n - 1] == ')' || p[n - 1] == '.'))
		n--;
	else
		return 0;
	d = strspn(p, "0123456789");
	return (d == n && d <= 2) || (n == 1 && islower((unsigned char)p[0]));
}

/*
 * A title as a configuration's name: the line's words, white space collapsed,
 * less the nouns that only announce figures ("NO-pinning results (...)",
 * "Baseline numbers", "Guest output") when the title is a noun phrase, not a sentence.
 */
size_t layout_title_text(const struct text *t, int line, char *out, size_t n)
{
	static const char *const filler[] = { "results", "result", "numbers", "figures",
					      "timings", "data", "output", "outputs", NULL };
	const struct tline *l = &t->l[line];
	struct tok k[16];
	int nt = tok_line(t, line, k, 16), i, stop = 0, keep = 0, from = command_lead(t, k, nt);
	size_t o = 0;

	/* "* usched_bsd4": a bullet is no part of the name */
	if (from < nt && k[from].e - k[from].s == 1 && strchr("*-+o", t->s[k[from].s]) && nt - from > 1)
		from++;
	/* "1) stock, i915 loaded:", "(b) patched": an item's number is no part of it either */
	if (from < nt && nt - from > 1 && enumerator(t->s + k[from].s, k[from].e - k[from].s))
		from++;
	for (i = from; i < nt; i++)
		stop += stop_word(t->s + k[i].s, k[i].e - k[i].s);
	out[0] = '\0';
	for (i = from; i < nt; i++) {
		const char *p = t->s + k[i].s;
		size_t len = k[i].e - k[i].s;
		const char *const *f;
		int drop = 0;
		while (len && (p[len - 1] == ':' || p[len - 1] == ','))
			len--;
		for (f = filler; *f && stop <= 2 && nt > 1; f++)
			drop |= strlen(*f) == len && !strncasecmp(p, *f, len);
		/* "=== patched ===", "[6.6-rc1 + patch]": the marks that frame a title go */
		drop |= len >= 2 && strspn(p, "=-#*") == len;
		if (drop) {
			/* "Guest output, 8 threads": the comma after the word stays, parting the setting */
			if (o && o + 1 < n && t->s[k[i].e - 1] == ',' && out[o - 1] != ',') {
				out[o++] = ',';
				out[o] = '\0';
			}
			continue;
		}
		len = k[i].e - k[i].s;
		if (i == 0 && *p == '[' && len > 1)
			p++, len--;
		if (i == nt - 1 && len > 1 && p[len - 1] == ']')
			len--;
		if (o && o + 1 < n)
			out[o++] = ' ';
		o += (size_t)snprintf(out + o, o < n ? n - o : 0, "%.*s", (int)len, p);
		keep++;
		if (o >= n) {
			o = n - 1;
			break;
		}
	}
	/* the title's own trailing colon goes */
	while (o && (out[o - 1] == ':' || out[o - 1] == ','))
		out[--o] = '\0';
	if (!keep)
		return text_label(t, l->start, l->end, out, n);
	label_drop_lead(out);
	label_compact(out);
	setting_off(out);
	aside_off(out);
	return strlen(out);
}

/*
 * The title naming the block that starts at LINE: the nearest short line
 * above it at its depth, over blank lines and the command that printed the
 * block ("$ time ./getppid"); "" when there is none.  Returns its line or -1.
 */
/*
 * "With iothread0 attached to the" over "virtio-blk-pci device, the iothread
 * left floating:": a title opening in lower case on a line that goes on from
 * the one above (no sentence ends there) is the end of a sentence; its
 * start, after the last sentence end of that line, leads it (OUT, in place)
 */
/* Where the sentence going on at E starts on the line [P, E): after its last sentence end, MAX
 * words back at most */
static const char *head_start(const char *p, const char *e, int max)
{
	const char *q;
	int words;

	for (q = e - 1, words = 0; q > p; q--) {
		/* "i.e. the kernel", "e.g. with": an abbreviation's stop ends no sentence */
		if (strchr(".!?", q[-1]) && (*q == ' ' || *q == '\t') &&
		    !(q - p >= 4 && (!strncmp(q - 4, "i.e.", 4) || !strncmp(q - 4, "e.g.", 4))))
			break;
		if ((*q == ' ' || *q == '\t') && q[-1] != ' ' && q[-1] != '\t' && ++words == max)
			break;
	}
	while (q < e && (*q == ' ' || *q == '\t'))
		q++;
	return q;
}

static void sentence_head(const struct xresult *r, int l, char *out, size_t n)
{
	const struct text *t = r->t;
	const struct tline *up;
	const char *p, *e, *q;
	char joined[256];

	/* a title with a sentence end in it starts after that end, on its own line */
	if (l == 0 || !islower((unsigned char)out[0]) || strstr(out, ". ") ||
	    !islower((unsigned char)t->s[t->l[l].start + strspn(t->s + t->l[l].start, " \t")]))
		return;
	up = &t->l[l - 1];
	if (line_is_blank(t, l - 1) || up->depth != t->l[l].depth || r->used[l - 1] || (r->skip && r->skip[l - 1]))
		return;
	p = t->s + up->start;
	e = t->s + up->end;
	while (e > p && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	/* a sentence going on ends its line in a word or a comma ("Using link: 0" is output) */
	if (e == p || !(isalpha((unsigned char)e[-1]) || e[-1] == ','))
		return;
	/* after the line's last sentence end ("... 15 seconds.  With iothread0 attached to the"),
	 * its last six words at most: the name a title goes on from is near its end; a sentence
	 * opening on that line after a blank one, all of it when it fits ("And for fun numactl
	 * --interleave=all on top of that (affinity still on),") */
	q = head_start(p, e, 6);
	if (l >= 2 && line_is_blank(t, l - 2)) {
		const char *all = head_start(p, e, 14);
		if ((size_t)(e - all) + strlen(out) + 2 <= n)
			q = all;
	}
	/* the label's room: a title cut short loses the name it ends on */
	if (e - q < 3 || (size_t)(e - q) + strlen(out) + 2 > n || (size_t)(e - q) + strlen(out) + 2 > sizeof(joined))
		return;
	snprintf(joined, sizeof(joined), "%.*s %s", (int)(e - q), q, out);
	snprintf(out, n, "%s", joined);
}

/* "6.1.94), with checkpoint_timeout lowered to 60s:": text closing a parenthesis it never
 * opened goes on from a sentence above, the aside's end; no title */
int layout_closes_unopened(const char *p, size_t n)
{
	const char *close, *open;
	size_t w;

	/* "1) stock kernel:": the item's number closes nothing the line left open */
	while (n && *p == ' ')
		p++, n--;
	w = strcspn(p, " ");
	if (w < n && enumerator(p, w))
		p += w, n -= w;
	close = memchr(p, ')', n);
	open = memchr(p, '(', n);

	return close && (!open || open > close);
}

/*
 * "use epoll;", "worker_processes 8;": a server's configuration directive alone
 * between blank lines, the code stage's for its ';', naming the run below it
 */
static int directive_title(const struct text *t, int l)
{
	static const char *const statements[] = { "return", "break", "continue", "goto", "exit", NULL };
	const struct tline *tl = &t->l[l];
	const char *p = t->s + tl->start, *e = t->s + tl->end;
	struct tok k[8];
	int nt = tok_line(t, l, k, 8);

	while (p < e && *p == ' ')
		p++;
	if (nt < 2 || nt > 4 || !isalpha((unsigned char)*p) || e[-1] != ';' || e - p < 5 ||
	    (l > 0 && !line_is_blank(t, l - 1)) || (l + 1 < t->n && !line_is_blank(t, l + 1)))
		return 0;
	for (const char *q = p; q < e - 1; q++)
		if (!isalnum((unsigned char)*q) && !strchr(" _-.:/", *q))
			return 0;
	for (const char *const *w = statements; *w; w++)
		if (!strncmp(p, *w, strlen(*w)) && !isalnum((unsigned char)p[strlen(*w)]))
			return 0;
	return 1;
}

int layout_title_above(const struct xresult *r, int line, char *out, size_t n)
{
	const struct text *t = r->t;
	int l, seen = 0;

	out[0] = '\0';
	for (l = line - 1; l >= 0 && seen < 4; l--) {
		const struct tline *tl = &t->l[l];
		if (tl->depth != t->l[line].depth && !line_is_blank(t, l))
			return -1;
		if (r->skip && r->skip[l] == SKIP_CODE && !r->used[l] && directive_title(t, l)) {
			xs_printf(out, n, "%.*s", (int)(tl->end - tl->start), t->s + tl->start);
			return l;
		}
		/* a rule under a title ("original codes" over "------") names nothing itself */
		if (line_is_blank(t, l) || prompt_line(t, l) || (r->skip && r->skip[l] == SKIP_CODE) ||
		    line_is_rule(t, l))
			continue;
		seen++;
		if (r->used[l] || (r->skip && r->skip[l]))
			return -1;
		if (!layout_title_line(t, l) || layout_closes_unopened(t->s + tl->start, tl->end - tl->start))
			return -1;
		layout_title_text(t, l, out, n);
		sentence_head(r, l, out, n);
		return l;
	}
	return -1;
}

void layout_note(struct xresult *r, int first, int last, const char *kind, const char *reason)
{
	struct xnote *n;

	if (r->nnotes == r->cnotes)
		r->notes = xrealloc(r->notes, sizeof(*n) * (size_t)(r->cnotes = r->cnotes * 2 + 16));
	n = &r->notes[r->nnotes++];
	n->first = first;
	n->last = last;
	snprintf(n->kind, sizeof(n->kind), "%s", kind);
	snprintf(n->reason, sizeof(n->reason), "%s", reason);
}

static const char *skip_name(int why)
{
	static const char *const n[] = { "", "patch", "signature", "trailer", "attribution",
					 "listing", "code", "hardware", "footnote" };

	return why > 0 && why < (int)(sizeof(n) / sizeof(n[0])) ? n[why] : "skipped";
}

/* What the lines of a block were taken for: the notes that touch it, else why it was left */
static void explain_block(const struct xresult *r, int a, int b, FILE *f)
{
	const struct text *t = r->t;
	int i, said = 0, l, numbers = 0;

	for (i = 0; i < r->nnotes; i++) {
		const struct xnote *n = &r->notes[i];
		if (n->last < a || n->first > b)
			continue;
		fprintf(f, "%zu-%zu %s %s\n", t->l[n->first > a ? n->first : a].start,
			t->l[n->last < b ? n->last : b].end, n->kind, n->reason);
		said = 1;
	}
	if (said)
		return;
	for (l = a; l <= b; l++)
		if (r->skip[l]) {
			fprintf(f, "%zu-%zu left %s\n", t->l[a].start, t->l[b].end, skip_name(r->skip[l]));
			return;
		}
	for (l = a; l <= b && !numbers; l++) {
		struct row rw;
		numbers = row_read(t, l, &rw) > 0;
	}
	fprintf(f, "%zu-%zu left %s\n", t->l[a].start, t->l[b].end,
		numbers ? "prose: numbers, but no figure it could name" : "text without figures");
}

void layout_explain(const struct xresult *r, FILE *f)
{
	const struct text *t = r->t;
	int l = 0;

	while (l < t->n) {
		int a, b;
		while (l < t->n && line_is_blank(t, l))
			l++;
		if (l >= t->n)
			break;
		a = b = l;
		while (b + 1 < t->n && !line_is_blank(t, b + 1) && t->l[b + 1].depth == t->l[a].depth)
			b++;
		explain_block(r, a, b, f);
		l = b + 1;
	}
}

/* Text nobody argues in: a footnote or a machine description may still hold a claim */
static int quiet_kind(int k)
{
	return k == SKIP_PATCH || k == SKIP_SIGNATURE || k == SKIP_TRAILER || k == SKIP_CODE ||
	       k == SKIP_LISTING;
}

size_t *layout_quiet_of(const struct xresult *r, size_t *n)
{
	const struct text *t = r->t;
	size_t *out = NULL, cap = 0;
	int l;

	*n = 0;
	for (l = 0; l < t->n; l++) {
		int a = l;
		if (!quiet_kind(r->skip[l]))
			continue;
		while (l + 1 < t->n && (quiet_kind(r->skip[l + 1]) || line_is_blank(t, l + 1)))
			l++;
		if (*n + 2 > cap)
			out = xrealloc(out, sizeof(*out) * (cap = cap * 2 + 16));
		out[(*n)++] = t->l[a].start;
		out[(*n)++] = t->l[l].end;
	}
	*n /= 2;
	return out;
}

size_t *layout_quiet_ranges(const char *s, size_t len, size_t *n)
{
	struct text t;
	struct xresult r;
	size_t *out;

	text_build(&t, s, len);
	memset(&r, 0, sizeof(r));
	r.t = &t;
	r.used = xcalloc((size_t)t.n + 1, 1);
	layout_build(&r);
	out = layout_quiet_of(&r, n);
	xr_release(&r);
	text_release(&t);
	return out;
}
