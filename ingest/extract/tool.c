/* tool.c: the helpers every tool-output reader shares: word runs, values as printed, titles, claiming and pooling runs */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "cells.h"
#include "labels.h"
#include "layout.h"
#include "tool.h"
#include "vocab.h"
#include "../../core/banned.h"

#define TITLE_WORDS 6      /* a title on a flattened line: at most this many words */
#define CMD_TOKS 24        /* a command between a title and its output on a flattened line */
#define DATE_TOKS 8        /* `date` output between a title and its output */
#define SENTENCE_TOKS 32   /* a sentence naming an output: fewer words than this */
#define WRAP_SERIES 256    /* series back to look for the output a wrapping tool's output is under */
#define RUN_GAP 12         /* tokens (a command, a date) between two runs of one output */

int tk_words(const struct text *t, const struct tstream *ts, int i, const char *words)
{
	const char *w = words;
	int n = 0;

	while (*w) {
		const char *sp = strchr(w, ' ');
		size_t wl = sp ? (size_t)(sp - w) : strlen(w);
		if (i + n >= ts->n || ts->k[i + n].e - ts->k[i + n].s != wl ||
		    memcmp(t->s + ts->k[i + n].s, w, wl))
			return 0;
		n++;
		w += wl + (sp ? 1 : 0);
	}
	return n;
}

int tk_find(const struct text *t, const struct tstream *ts, int from, int to, const char *words)
{
	int i;

	if (to > ts->n)
		to = ts->n;
	for (i = from < 0 ? 0 : from; i < to; i++)
		if (tk_words(t, ts, i, words))
			return i;
	return -1;
}

int tk_opens(const struct text *t, const struct tstream *ts, int i, const char *prefix)
{
	size_t n = strlen(prefix);

	return i >= 0 && i < ts->n && ts->k[i].e - ts->k[i].s >= n && !memcmp(t->s + ts->k[i].s, prefix, n);
}

int tk_ends(const struct text *t, const struct tstream *ts, int i, const char *suffix)
{
	size_t n = strlen(suffix);

	return i >= 0 && i < ts->n && ts->k[i].e - ts->k[i].s >= n &&
	       !memcmp(t->s + ts->k[i].e - n, suffix, n);
}

int tk_value(const struct text *t, size_t s, size_t e, struct xnum *x, char *unit)
{
	struct vcell c;

	/* brackets and separators around a value are not part of it: "[   40]," */
	while (s < e && strchr("([<=", t->s[s]))
		s++;
	while (e > s && strchr(",;)]", t->s[e - 1]))
		e--;
	if (e <= s || !cell_parse(t, s, e, &c) || c.kind != CELL_VALUE || c.time || c.signed_)
		return 0;
	if (x)
		*x = c.x;
	/* a cell's unit may be longer than TK_UNIT - 1 bytes ("KiB/s" and letters after): cut */
	if (unit) {
		memcpy(unit, c.unit, TK_UNIT - 1);
		unit[TK_UNIT - 1] = '\0';
	}
	return 1;
}

int tk_text(const struct text *t, const struct tstream *ts, int i, char *out, size_t n)
{
	size_t len = ts->k[i].e - ts->k[i].s;

	out[0] = '\0';
	if (len >= n)
		return 0;
	memcpy(out, t->s + ts->k[i].s, len);
	out[len] = '\0';
	return 1;
}

int tk_num(const struct text *t, const struct tstream *ts, int i, struct xnum *x, char *unit)
{
	return i >= 0 && i < ts->n && tk_value(t, ts->k[i].s, ts->k[i].e, x, unit);
}

int tk_plain_num(const struct text *t, const struct tstream *ts, int i, struct xnum *x)
{
	double v;

	return i >= 0 && i < ts->n && num_parse(t->s + ts->k[i].s, ts->k[i].e - ts->k[i].s, &v) &&
	       tk_num(t, ts, i, x, NULL);
}

int tk_padded_num(const struct text *t, const struct tstream *ts, int i, struct xnum *x)
{
	size_t s, e;

	if (i < 0 || i >= ts->n)
		return 0;
	for (s = ts->k[i].s, e = ts->k[i].e; s < e; s++)
		if (!isdigit((unsigned char)t->s[s]))
			return 0;
	x->s = ts->k[i].s;
	x->e = e;
	x->value = strtod(t->s + x->s, NULL);
	x->set = 1;
	x->negated = 0;
	return e > ts->k[i].s;
}

int tk_keyed(const struct text *t, const struct tstream *ts, int i, const char *key,
	     struct xnum *x, char *unit)
{
	size_t kl = strlen(key), s, e;

	if (i < 0 || i >= ts->n)
		return 0;
	s = ts->k[i].s;
	e = ts->k[i].e;
	if (e - s <= kl || memcmp(t->s + s, key, kl))
		return 0;
	return tk_value(t, s + kl, e, x, unit);
}

int tk_past_cut(const struct text *t, const struct tstream *ts, int i)
{
	while (i < ts->n && ts_line_start(ts, i) && !ts_flat(t, ts, i) && line_is_cut(t, ts->line[i])) {
		int l = ts->line[i];
		while (i < ts->n && ts->line[i] == l)
			i++;
	}
	return i;
}

int tk_readable(const struct xresult *r, const struct tstream *ts, int i)
{
	/* a flattened line holds the patch and the results alike: only printed lines are skipped */
	return !layout_skip(r, ts->line[i]) || ts_flat(r->t, ts, i);
}

/* ---- titles ---- */

static int date_token(const struct text *t, const struct tok *k)
{
	static const char *const names[] = { "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Jan",
		"Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", NULL };
	const char *p = t->s + k->s;
	size_t n = k->e - k->s, i, upper = 0;
	const char *const *w;

	for (w = names; *w; w++)
		if (n >= 3 && !strncmp(p, *w, 3))
			return 1;
	for (i = 0; i < n && (isdigit((unsigned char)p[i]) || p[i] == ':' || p[i] == ','); i++)
		;
	if (i == n)
		return 1;
	for (i = 0; i < n; i++)
		upper += isupper((unsigned char)p[i]) != 0;
	return upper == n && n >= 3 && n <= 4;    /* a time zone: EDT, CEST */
}

/* "9.9970/0.00", "10000;": figures, whatever their punctuation ("6.1-rc1", "v6.8" have letters) */
static int digits_only(const struct text *t, const struct tok *k)
{
	size_t i;

	if (!isdigit((unsigned char)t->s[k->s]))
		return 0;
	for (i = k->s; i < k->e; i++)
		if (isalpha((unsigned char)t->s[i]))
			return 0;
	return 1;
}

/* Token a ends a sentence, a line or the figures of the output before: b may start a title
 * (a number after a function word is a version in the title: "on 6.8 with the series:") */
/* "min", "secs", "ms": a unit of time written as a word of its own */
static int time_word(const struct text *t, const struct tok *k)
{
	static const char *const words[] = { "s", "sec", "secs", "seconds", "min", "mins", "minutes",
		"ms", "msec", "us", "usec", "hours", NULL };

	for (const char *const *w = words; *w; w++)
		if (tok_is(t, k, *w))
			return 1;
	return 0;
}

static int boundary(const struct text *t, const struct tstream *ts, int a, int b)
{
	struct xnum x;

	char unit[TK_UNIT];

	/* "stdev=158.03 none:": a tool's key=value ends what went before */
	if (strchr(".:!?),]", t->s[ts->k[a].e - 1]) || ts->line[a] != ts->line[b] ||
	    memchr(t->s + ts->k[a].s, '=', ts->k[a].e - ts->k[a].s))
		return 1;
	/* "# cyclictest -p99 -l100000 3.0.1-rt11:": a command's option ends it too */
	if (ts->k[a].e - ts->k[a].s >= 2 && t->s[ts->k[a].s] == '-' &&
	    (isalpha((unsigned char)t->s[ts->k[a].s + 1]) ||
	     (t->s[ts->k[a].s + 1] == '-' && ts->k[a].e - ts->k[a].s >= 3 &&
	      isalpha((unsigned char)t->s[ts->k[a].s + 2]))))
		return 1;       /* "-p99", "--metrics-brief" */
	/* "... completed in 60.00s 6.6+patch:": a figure with its unit ends what went before */
	if (tk_value(t, ts->k[a].s, ts->k[a].e, &x, unit) && unit[0])
		return 1;
	/* "... completed in 1 min scx_bpfland:": so does a unit written apart from its figure */
	if (a > 0 && ts->line[a - 1] == ts->line[a] && time_word(t, &ts->k[a]) &&
	    ts_num(t, ts->k[a - 1].s, ts->k[a - 1].e, &x))
		return 1;
	if (a > 0 && ts->line[a - 1] == ts->line[a] &&
	    stop_word(t->s + ts->k[a - 1].s, ts->k[a - 1].e - ts->k[a - 1].s))
		return 0;
	return ts_num(t, ts->k[a].s, ts->k[a].e, &x) || digits_only(t, &ts->k[a]);
}

/* Words joining a title to the text before it: "and with the patch:", "while without it:" */
static const char *const lead_words[] = { "and", "but", "then", "now", "so", "also", "finally",
					  "while", "whereas", NULL };

static int lead_word(const struct text *t, const struct tok *k)
{
	const char *const *w;

	for (w = lead_words; *w; w++)
		if (tok_is(t, k, *w))
			return 1;
	return 0;
}

static int config_token(const char *p, size_t n);

/* "... kernel. Before: Thu Jun 6 05:24:59 EDT 2013 TCP ...": the words ending in ':' */
static void flat_title(struct tout *o)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	int j = o->first - 1, k, i, stop = 0, named = 0;

	while (j >= 0 && o->first - j <= DATE_TOKS && date_token(t, &ts->k[j]))
		j--;
	/* "Before: $ ./hackbench -g 10 Running in ...": over the command from its prompt
	 * ("# Running 'sched/pipe'" is perf's own line, no prompt) */
	for (i = j - 1; i > 0 && o->first - i <= CMD_TOKS; i--)
		if ((ts_is(t, ts, i, "$") || ts_is(t, ts, i, "#")) && t->s[ts->k[i - 1].e - 1] == ':' &&
		    (islower((unsigned char)t->s[ts->k[i + 1].s]) || strchr("./", t->s[ts->k[i + 1].s]))) {
			j = i - 1;
			break;
		}
	if (j > 0 && tk_words(t, ts, j, ":"))     /* "2.4.18 kernel :" */
		j--;
	if (j < 0 || (t->s[ts->k[j].e - 1] != ':' && !tk_words(t, ts, j + 1, ":")))
		return;
	for (k = j; k > 0 && j - k + 1 < TITLE_WORDS && !boundary(t, ts, k - 1, k); k--)
		;
	if (k > 0 && !boundary(t, ts, k - 1, k))
		return;
	while (k < j && lead_word(t, &ts->k[k]))
		k++;
	for (i = k; i <= j; i++) {
		stop += stop_word(t->s + ts->k[i].s, ts->k[i].e - ts->k[i].s);
		named += config_token(t->s + ts->k[i].s, ts->k[i].e - ts->k[i].s);
	}
	/* mostly function words is a sentence's end, unless a build is named: "With the patch:" */
	if (stop > 3 || (stop * 2 >= j - k + 2 && !named))
		return;
	text_label(t, ts->k[k].s, ts->k[j].e, o->title, sizeof(o->title));
}

/* "Time: 0.010" above an output is another tool's result line, not a title
 * ("i386: 7.0-current (as of ...)" is one: a version is no number) */
/* "latency   : target=0, window=0, percentile=100.00%": after the key, fields of numbers */
static int keyed_fields(const char *v)
{
	int fields = 0;

	for (const char *e = strchr(v, '='); e; e = strchr(e + 1, '='))
		fields += e > v && isalnum((unsigned char)e[-1]) && isdigit((unsigned char)e[1]);
	return fields >= 2;
}

static int key_value(const char *s)
{
	const char *c = strstr(s, ": "), *v;
	double x;
	size_t n;

	if (!c)
		return 0;
	v = c + 2;
	n = strcspn(v, " ");
	return (n && num_parse(v, n, &x)) || keyed_fields(v);
}

/* A rule ("-----", "=====") above an output separates; it names nothing */
/* A title names with a letter or a release ("2.6.22.1:"): "2694 75.00 3592" (a row of the
 * output above) names nothing */
static int names_something(const char *s)
{
	for (const char *p = s; *p; p++)
		if (isalpha((unsigned char)*p))
			return 1;
	return label_build_word(s, strlen(s));
}

/* "timerlat shows CPU3 clearly worse than the rest:": a verdict on the output below, not
 * the name of what ran it (a build named in it keeps it a title) */
static int verdict_title(const char *s)
{
	static const char *const comparative[] = { "better", "worse", "faster", "slower", "higher", "lower",
						   "more", "less", NULL };
	const char *p = s, *prev = NULL;
	size_t prevn = 0;

	if (label_has_build(s))
		return 0;
	while (*p) {
		size_t n = strcspn(p, " ,;:()");
		if (n && label_is_config_word(p, n))
			return 0;
		if (n == 4 && !strncasecmp(p, "than", 4) && prev)
			for (const char *const *c = comparative; *c; c++)
				if (strlen(*c) == prevn && !strncasecmp(prev, *c, prevn))
					return 1;
		if (n) {
			prev = p;
			prevn = n;
		}
		p += n;
		p += strspn(p, " ,;:()");
	}
	return 0;
}

/* "root@box:~#", "[me@host dir]$": a shell prompt before a command */
static int prompt_word(const char *p, size_t n)
{
	return n >= 2 && strchr("$#%>", p[n - 1]) &&
	       (memchr(p, '@', n) || memchr(p, ':', n) || memchr(p, '~', n) || memchr(p, ']', n));
}

/* "-g", "-j8", "--pipe": an option; "-current", "-stable" name a branch */
static int option(const char *p, size_t n)
{
	if (n >= 4 && p[0] == '-' && p[1] == '-')
		return isalpha((unsigned char)p[2]);
	return n >= 2 && n <= 4 && p[0] == '-' && isalpha((unsigned char)p[1]) && !label_is_config_word(p, n);
}

/*
 * A command that printed the output below it, not a title naming it:
 * "./hackbench -g 10", "root@box:~# ./hackbench", "perf stat -r 5 ...",
 * "hackbench -g 10 -l 10000" (a lower-case program and an option).
 */
/* "user@host:~$", or the bare "$", "#", "%" of a root or a csh prompt (1); "[root@box ~]#",
 * the bracketed prompt split at its blank (2): the tokens of K[0..n) the prompt takes, 0
 * when none opens them (a word must follow it) */
static int prompt_tokens(const struct text *t, const struct tok *k, int n)
{
	if (n > 1 && (prompt_word(t->s + k[0].s, k[0].e - k[0].s) ||
		      (k[0].e - k[0].s == 1 && strchr("$#%", t->s[k[0].s]))))
		return 1;
	if (n > 2 && t->s[k[0].s] == '[' && memchr(t->s + k[0].s, '@', k[0].e - k[0].s) &&
	    k[1].e - k[1].s >= 2 && t->s[k[1].e - 2] == ']' && strchr("$#%", t->s[k[1].e - 1]))
		return 2;
	return 0;
}

int tk_command_line(const struct text *t, int l)
{
	static const char *const runners[] = { "perf", "sudo", "time", "taskset", "numactl", "chrt",
		"nice", "for", "while", "env", "cgexec", "sh", "bash", NULL };
	const char *const *w;
	struct tok k[16];
	int n = tok_line(t, l, k, 16), i = 0, j, opt = 0;
	size_t c;

	i = prompt_tokens(t, k, n);
	/* a line ending in ':' or '.' is a title or a sentence, whatever its words */
	if (i >= n || strchr(":.", t->s[t->l[l].end - 1]))
		return 0;
	if (strchr("./~", t->s[k[i].s]) && k[i].e - k[i].s > 1 && t->s[k[i].s + 1] == '/')
		return 1;
	for (w = runners; *w; w++)
		if (tok_is(t, &k[i], *w) && !strncmp(t->s + k[i].s, *w, strlen(*w)))
			return 1;
	for (c = k[i].s; c < k[i].e; c++)
		if (!islower((unsigned char)t->s[c]) && !isdigit((unsigned char)t->s[c]) &&
		    !strchr("_-", t->s[c]))
			return 0;
	for (j = i + 1; j < n; j++)
		opt |= option(t->s + k[j].s, k[j].e - k[j].s);
	return opt;
}

int tk_time_command_above(const struct xresult *r, int line)
{
	const struct text *t = r->t;
	struct tok k[3];
	int l, n, i;

	for (l = line - 1; l >= 0 && l >= line - TIME_CMD_UP; l--) {
		if (r->used[l] || t->l[l].depth != t->l[line].depth)
			return -1;
		n = tok_line(t, l, k, 3);
		i = n > 0 && (prompt_word(t->s + k[0].s, k[0].e - k[0].s) ||
			      (k[0].e - k[0].s == 1 && strchr("$#%", t->s[k[0].s])));
		if (i + 1 < n && (tok_is(t, &k[i], "time") ||
				  (k[i].e - k[i].s > 5 && !memcmp(t->s + k[i].e - 5, "/time", 5))))
			return l;
	}
	return -1;
}

/* Between an output and its title: blank lines, the command that printed it, a cut */
static int under_title(const struct xresult *r, int l)
{
	const struct text *t = r->t;

	/* a command's line continued after a backslash is the command's */
	return line_is_blank(t, l) || (!r->used[l] && (tk_command_line(t, l) || line_is_cut(t, l) ||
		(l > 0 && t->l[l - 1].end > t->l[l - 1].start && t->s[t->l[l - 1].end - 1] == '\\' &&
		 under_title(r, l - 1))));
}

/* A rule or a bracket around a title is no word of it: "=== EEVDF ===", "[baseline]", "--- 6.1 ---"
 * ("+patch" and "-j4" keep their sign: a '-' goes only in a run or before a blank) */
static void unrule(char *s)
{
	size_t n = strlen(s), a = 0;

	while (a < n && (strchr("=#*[< ", s[a]) || (s[a] == '-' && strchr("- ", s[a + 1]))))
		a++;
	while (n > a && (strchr("=#*]> ", s[n - 1]) ||
			 (s[n - 1] == '-' && n - 1 > a && strchr("- ", s[n - 2]))))
		n--;
	memmove(s, s + a, n - a);
	s[n - a] = '\0';
}

/* "== performance ==", "--- 6.6-rc1 ---", "*** ULE ***": a heading between runs of one mark */
#define SECTION_UP 60   /* lines up to a section's heading */

static int section_heading(const struct text *t, int l)
{
	const char *p = t->s + t->l[l].start;
	size_t n = t->l[l].end - t->l[l].start, a, e;

	/* a framed line, its words set off by blanks: "==performance==" is a token */
	if (n < 5 || n > 60 || p[0] == '[' || !layout_framed_line(t, l))
		return 0;
	a = strspn(p, (char[]){p[0], '\0'});
	for (e = n; e > a && p[e - 1] == p[0]; e--)
		;
	return e > a && p[a] == ' ' && p[e - 1] == ' ';
}

/* An output under a section's heading, with no title of its own (another output between
 * them, as a table over the tool's own lines): the heading names it; its line, or -1 */
static int section_title(const struct xresult *r, int line, char *out, size_t n)
{
	const struct text *t = r->t;
	int l;

	for (l = line - 1; l >= 0 && l >= line - SECTION_UP && t->l[l].depth == t->l[line].depth; l--) {
		if (!section_heading(t, l))
			continue;
		xs_printf(out, n, "%.*s", (int)(t->l[l].end - t->l[l].start), t->s + t->l[l].start);
		return l;
	}
	return -1;
}

/* Line l is text a sentence may run through: not skipped, or skipped only as the machine's
 * description ("Sure.  Intel P4800X, 4.17.0 + patch, kyber with default") */
static int prose_line(const struct xresult *r, int l)
{
	return !layout_skip(r, l) || r->skip[l] == SKIP_HARDWARE;
}

/* Line l opens in small letters right under a line of text it goes on from ("kyber with
 * default" over "read_lat_nsec/write_lat_nsec:"): the sentence is the title, not the line */
static int goes_on_from_above(const struct xresult *r, int l)
{
	const struct text *t = r->t;
	struct tok k[SENTENCE_TOKS];
	int nk, i;

	if (!(l > 0 && islower((unsigned char)t->s[t->l[l].start]) && !line_is_blank(t, l - 1) &&
	      !r->used[l - 1] && prose_line(r, l - 1) && t->l[l - 1].depth == t->l[l].depth &&
	      !strchr(".:", t->s[t->l[l - 1].end - 1])))
		return 0;
	/* and it names a build there ("4.17.0 + patch, kyber with default") */
	nk = tok_line(t, l - 1, k, SENTENCE_TOKS);
	for (i = 0; i < nk; i++)
		if (config_token(t->s + k[i].s, k[i].e - k[i].s))
			return 1;
	return 0;
}

/* "With this patch:" right above (over blanks): a short line ending in ':' names what follows; its line, or -1 */
static int colon_title(const struct xresult *r, int line, char *out, size_t n)
{
	const struct text *t = r->t;
	struct tok k[8];
	int l;

	for (l = line - 1; l >= 0 && under_title(r, l); l--)
		;
	if (l < 0 || r->used[l] || layout_skip(r, l) || t->l[l].depth != t->l[line].depth ||
	    t->l[l].end - t->l[l].start > 60 || t->s[t->l[l].end - 1] != ':' ||
	    tok_line(t, l, k, 8) > 6 || layout_sentence_tail(t, l) || goes_on_from_above(r, l))
		return -1;
	text_label(t, t->l[l].start, t->l[l].end, out, n);
	return l;
}

/* A word that names a build or a patch state, not a function word: "vanilla", "6.1-rc1", "EEVDF", "patched" */
static int config_token(const char *p, size_t n)
{
	static const char *const weak[] = { "test", "new", "current", "up", "on", "off", "enabled",
					    "disabled", "kernel", NULL };
	const char *const *w;

	while (n && strchr(".,:;)", p[n - 1]))
		n--;
	for (w = weak; *w; w++)
		if (strlen(*w) == n && !strncasecmp(p, *w, n))
			return 0;
	return n && !stop_word(p, n) && label_is_config_word(p, n);
}

/* Where the sentence ending at byte e starts: after the last ". " before it, from line l (and
 * the line above when l goes on from it) */
static size_t sentence_start(const struct xresult *r, int l, size_t e)
{
	const struct text *t = r->t;
	size_t s = t->l[l].start, i;

	/* a line opening in small letters goes on from the line above, and so does one after a
	 * comma ("(default cacule_max_lifetime," over "RDB off):") */
	if (l > 0 && (!isupper((unsigned char)t->s[s]) || (t->l[l - 1].end > t->l[l - 1].start &&
							     t->s[t->l[l - 1].end - 1] == ',')) &&
	    !line_is_blank(t, l - 1) && !r->used[l - 1] && prose_line(r, l - 1) &&
	    t->l[l - 1].depth == t->l[l].depth)
		s = t->l[l - 1].start;
	for (i = e - 1; i > s + 1; i--)
		if (strchr(".!?", t->s[i - 2]) && isspace((unsigned char)t->s[i - 1]))
			return i;
	return s;
}

/* "SCHED_ULE, make -jN buildkernel": a build, then how the output was made (a workload or a
 * command) after a comma: the build is the title */
static void build_before_how(char *s)
{
	char *comma = strstr(s, ", "), *how;

	if (!comma || comma == s)
		return;
	how = comma + 2;
	*comma = '\0';
	if (label_kind(s) == LABEL_CONFIG && strchr(s, ' ') == NULL &&
	    (vocab_workload_last(how, strlen(how), NULL, NULL) || !strncmp(how, "make ", 5)))
		return;         /* cut: s now holds the build alone */
	/* "scx_rusty (default options), same command": the rest is the same as before */
	if (!strncmp(how, "same ", 5) && !strchr(how, ',') && strlen(how) < 24)
		return;
	*comma = ',';
}

/* The word before the stop at p is an abbreviation ("vs.", "e.g."): no sentence ends there */
static int abbreviation(const char *s, const char *p)
{
	static const char *const abbr[] = { "vs", "e.g", "i.e", "cf", "approx", "resp", "etc", "no", NULL };
	const char *w = p;

	while (w > s && w[-1] != ' ')
		w--;
	for (const char *const *a = abbr; *a; a++)
		if ((size_t)(p - w) == strlen(*a) && !strncasecmp(w, *a, strlen(*a)))
			return 1;
	return p - w <= 1;
}

/* "that was with X; with the default Y:": the clause next to the output is its title */
static void last_clause(char *s)
{
	char *c = NULL, *p;

	for (p = s; (p = strpbrk(p, ";.")); p++)
		if (p[1] == ' ' && p[2] && (*p == ';' || !abbreviation(s, p)))
			c = p + 2;
	if (c)
		memmove(s, c, strlen(c) + 1);
}

/* "Stock linux 5.14.9 first:": the word saying which output comes first is none of the name */
static void order_word(char *s)
{
	size_t n = strlen(s);

	/* "vanilla first": the words before it are the name ("..., v6.7 first" is
	 * label_first_named's) */
	if (n > 6 && !strcmp(s + n - 6, " first") && !strchr(s, ','))
		s[n - 6] = '\0';
}

/* "stress-ng, 32 instances, 60s, on a 32-core EPYC with 128G, before:": a title whose last
 * clause is a side alone (before, after, baseline, patched ...) is that side */
static void side_clause(char *s)
{
	static const char *const sides[] = { "before", "after", "baseline", "base", "stock", "vanilla",
		"patched", "unpatched", "old", "new", NULL };
	char *c = strrchr(s, ',');

	if (!c || c[1] != ' ')
		return;
	for (const char *const *w = sides; *w; w++)
		if (!strcasecmp(c + 2, *w)) {
			memmove(s, c + 2, strlen(c + 2) + 1);
			return;
		}
}

/* The words k[0..nk) of a sentence that runs from the line above into line l, without what
 * stands between the lines (a quote's "> "), its closing ':' or '.' off */
static void sentence_words(const struct text *t, int l, const struct tok *k, int nk, char *out, size_t n)
{
	char w[96];

	out[0] = '\0';
	for (int i = 0; i < nk; i++) {
		if (k[i].s >= t->l[l - 1].end && k[i].e <= t->l[l].start)
			continue;
		text_label(t, k[i].s, k[i].e, w, sizeof(w));
		xs_printf(out + strlen(out), n - strlen(out), "%s%s", out[0] ? " " : "", w);
	}
	while (out[0] && strchr(".:", out[strlen(out) - 1]))
		out[strlen(out) - 1] = '\0';
}

/*
 * "Here is what I get with the current tip/sched/core kernel:", "And these
 * are the numbers with my series applied.": the sentence right above an
 * output (over blanks and its command) names it, when it ends in ':' or
 * names a build.  Its line, or -1.
 */
static int sentence_title(const struct xresult *r, int line, char *out, size_t n)
{
	const struct text *t = r->t;
	struct tok k[SENTENCE_TOKS];
	int l, nk, i, named = 0;
	size_t e;
	char last;

	for (l = line - 1; l >= 0 && (line_is_blank(t, l) || (layout_skip(r, l) && !r->used[l] &&
			   (r->skip[l] == SKIP_CODE || r->skip[l] == SKIP_LISTING)) ||
			   (!r->used[l] && !layout_skip(r, l) && under_title(r, l)) ||
			   /* the command right above, its reader's or not */
			   (l == line - 1 && tk_command_line(t, l))); l--)
		;
	if (l < 0 || r->used[l] || layout_skip(r, l) || t->l[l].depth != t->l[line].depth)
		return -1;
	e = t->l[l].end;
	last = t->s[e - 1];
	if (last != ':' && last != '.')
		return -1;
	nk = tok_split(t, sentence_start(r, l, e), e, k, SENTENCE_TOKS);
	if (nk < 2 || nk >= SENTENCE_TOKS)
		return -1;
	for (i = 0; i < nk; i++)
		named += config_token(t->s + k[i].s, k[i].e - k[i].s);
	if (last == '.' && !named)
		return -1;
	if (k[0].s < t->l[l].start)
		sentence_words(t, l, k, nk, out, n);    /* the sentence began on the line above */
	else
		text_label(t, k[0].s, last == '.' ? e - 1 : e, out, n);
	return l;
}

/* "and with the patch", "while without it": the words joining the title to the text before go */
static void drop_lead(char *s)
{
	const char *const *w = lead_words;
	size_t n;

	/* after a word goes, the list is read again from its start ("and while ...") */
	while (*w) {
		n = strlen(*w);
		if (!strncasecmp(s, *w, n) && s[n] == ' ' && s[n + 1]) {
			memmove(s, s + n + 1, strlen(s + n + 1) + 1);
			w = lead_words;
		} else {
			w++;
		}
	}
}

/*
 * "perf stat -r 3 hackbench" prints hackbench's runs, then its own block:
 * an output right under another tool's output (blank lines between at
 * most) is of the same configuration, its label.  Its line, or -1.
 */
static int wrapped_title(const struct xresult *r, int line, char *out, size_t n)
{
	const struct text *t = r->t;
	int l, i;

	for (l = line - 1; l >= 0 && line_is_blank(t, l); l--)
		;
	if (l < 0 || !r->used[l] || t->l[l].depth != t->l[line].depth)
		return -1;
	/* the output above was read by an earlier stage: its series are among the last */
	for (i = r->nseries - 1; i >= 0 && i >= r->nseries - WRAP_SERIES; i--) {
		const struct xseries *s = &r->series[i];
		if (s->label[0] && !strncmp(s->found_by, "tool:", 5) && s->span[0] <= t->l[l].end &&
		    s->span[1] >= t->l[l].start) {
			snprintf(out, n, "%s", s->label);
			return l;
		}
	}
	return -1;
}

/* "==> 4bsd-run1.txt <==": head(1)'s banner over each file it prints; the name into out.  So
 * is the line the importer puts over a text attachment, "[attachment: wrk2-base.txt
 * (text/plain)]" (attach.c) */
static int file_banner(const struct text *t, int l, const char **name, size_t *len)
{
	const char *p = t->s + t->l[l].start, *type;
	size_t n = t->l[l].end - t->l[l].start;

	if (n > 16 && !memcmp(p, "[attachment: ", 13) && p[n - 1] == ']' &&
	    (type = memrchr(p, '(', n)) && type > p + 14 && type[-1] == ' ') {
		if (name) {
			*name = p + 13;
			*len = (size_t)(type - 1 - *name);
		}
		return 1;
	}
	if (n < 10 || memcmp(p, "==> ", 4) || memcmp(p + n - 4, " <==", 4))
		return 0;
	if (name) {
		*name = p + 4;
		*len = n - 8;
	}
	return 1;
}

/*
 * The part of a banner's file name that tells it from the other banners'
 * ("sysbench-rw-16-3.0.2.txt" beside "sysbench-rw-16-master.txt": "3.0.2"):
 * the names less the prefix and suffix they share, cut where a '-', '_',
 * '.' or '/' parts them.  Alone, the name less its folder and extension.
 * Words with blanks between are no file's name: said whole.
 */
static void banner_name(const struct text *t, int at, char *out, size_t n)
{
	const char *name, *o;
	size_t len, olen, pre, suf, l;
	int others = 0;

	file_banner(t, at, &name, &len);
	/* "==> -current (no diff) <==": words, no file's name: the banner says it whole */
	if (memchr(name, ' ', len)) {
		xs_printf(out, n, "%.*s", (int)len, name);
		return;
	}
	pre = len;
	suf = len;
	for (int i = 0; i < t->n; i++) {
		if (i == at || !file_banner(t, i, &o, &olen))
			continue;
		others++;
		label_affixes_narrow(name, len, o, olen, &pre, &suf);
	}
	if (!others) {
		const char *slash = memrchr(name, '/', len), *dot;
		pre = slash ? (size_t)(slash - name) + 1 : 0;
		dot = memrchr(name + pre, '.', len - pre);
		suf = dot && dot > name + pre ? len - (size_t)(dot - name) : 0;
	}
	label_affixes_cut(name, len, "-_./", &pre, &suf);
	if (pre + suf >= len)
		return;
	l = len - pre - suf;
	xs_printf(out, n, "%.*s", (int)l, name + pre);
}

/* Line L is a command, or continues one after a backslash: the command's first line, else -1 */
static int command_start(const struct text *t, int l)
{
	if (tk_command_line(t, l))
		return l;
	if (l > 0 && t->l[l - 1].end > t->l[l - 1].start && t->s[t->l[l - 1].end - 1] == '\\')
		return command_start(t, l - 1);
	return -1;
}

/*
 * "# uname -r" over "2.6.22.1" over the command that printed the output:
 * the kernel the shell said it ran names it; its line, or -1.  Up over
 * blank lines, cuts and commands only.
 */
static int uname_title(const struct xresult *r, int line, char *out, size_t n)
{
	const struct text *t = r->t;
	int l;

	for (l = line - 1; l > 0 && l >= line - 6; l--) {
		const char *p = t->s + t->l[l - 1].start;
		size_t len = t->l[l - 1].end - t->l[l - 1].start;
		if (len >= 8 && !memcmp(p + len - 8, "uname -r", 8) && t->l[l].end - t->l[l].start < 64 &&
		    !line_is_blank(t, l)) {
			text_label(t, t->l[l].start, t->l[l].end, out, n);
			return strchr(out, ' ') ? (out[0] = '\0', -1) : l;
		}
		if (!line_is_blank(t, l) && !tk_command_line(t, l) && !line_is_cut(t, l))
			return -1;
	}
	return -1;
}

/* "kern.sched.steal_thresh=1", "kernel.sched_migration_cost_ns=5000000": a tunable set to a
 * value, a dotted name before '=' */
static int setting_word(const char *p, size_t n)
{
	const char *eq = memchr(p, '=', n), *dot = memchr(p, '.', n);

	return eq && dot && dot < eq && isalpha((unsigned char)p[0]) && eq + 1 < p + n &&
	       isalnum((unsigned char)eq[1]);
}

/*
 * A title that names no build ("Same point in the run:") under a paragraph
 * setting a tunable ('After "sysctl kern.sched.steal_thresh=1" the next
 * jobs ...'): the setting names the output.  The last one set in the lines
 * from the title up to the blank line above it; 1 if found.
 */
static int setting_title(const struct xresult *r, int at, char *out, size_t n)
{
	const struct text *t = r->t;
	int l, found = 0;

	for (l = at; l >= 0 && l > at - 6 && !line_is_blank(t, l) && !found; l--) {
		struct tok k[32];
		int nk = tok_line(t, l, k, 32), i;
		for (i = nk - 1; i >= 0 && !found; i--) {
			size_t s = k[i].s, e = k[i].e;
			while (s < e && strchr("\"'`(", t->s[s]))
				s++;
			while (e > s && strchr("\"'`).,;:", t->s[e - 1]))
				e--;
			if ((found = setting_word(t->s + s, e - s)))
				snprintf(out, n, "%.*s", (int)(e - s), t->s + s);
		}
	}
	return found;
}

/* Line l holds figures an earlier stage read (another tool's output): the same reader's outputs
 * one after another are runs, pooled by tk_end, not titled by the one before */
static int earlier_stage(const struct xresult *r, int l)
{
	for (int i = r->nseries - 1; i >= 0; i--)
		if (r->series[i].line <= l && r->series[i].span[1] >= r->t->l[l].start)
			return r->series[i].found_by[0] != '\0';
	return 0;
}

/* "Throughput 1039.90 MB/sec 8 procs": a figure and its rate, an output's line, no title */
static int rate_in(const char *s)
{
	for (const char *p = s; (p = strchr(p, '.')); p++)
		if (p > s && isdigit((unsigned char)p[-1]) && isdigit((unsigned char)p[1])) {
			const char *q = p + 1;
			while (isdigit((unsigned char)*q))
				q++;
			if (*q == ' ' && isalpha((unsigned char)q[1]) && strchr(q + 1, '/') &&
			    strchr(q + 1, '/') < q + 1 + strcspn(q + 1, " "))
				return 1;
		}
	return 0;
}

/* The word P[0..n) is a benchmark's name as the vocabulary has it: "netperf", "tbench" */
static int tool_word(const char *p, size_t n)
{
	char w[32];

	if (n == 0 || n >= sizeof(w))
		return 0;
	memcpy(w, p, n);
	w[n] = '\0';
	return vocab_workload(w) != NULL;
}

/*
 * "2.6.30-rc2 virgin" over "tbench 8:" and its output: a line of its own (a
 * blank line after it), short, naming a build and nothing else (no figure, no
 * sentence), within HEADING_UP lines above LINE over outputs, titles and
 * blank lines only.  Its line, the name into out; else -1.
 */
#define HEADING_UP 40
#define PARAGRAPH_UP 6     /* a paragraph over an output, the lines between */
static int build_heading(const struct xresult *r, int line, char *out, size_t n)
{
	const struct text *t = r->t;
	char name[96];
	int l;

	for (l = line - 1; l >= 0 && line - l <= HEADING_UP && t->l[l].depth == t->l[line].depth; l--) {
		size_t len = t->l[l].end - t->l[l].start;
		const char *p = t->s + t->l[l].start;
		/* over the outputs, their titles ("tbench 8:") and commands ("netperf -t TCP_RR ...") */
		if (line_is_blank(t, l) || r->used[l] || (len && p[len - 1] == ':' && len < 48) ||
		    tk_command_line(t, l) || tool_word(p, strcspn(p, " \t")))
			continue;
		text_label(t, t->l[l].start, t->l[l].end, name, sizeof(name));
		if (rate_in(name))
			continue;       /* an output's line a later reader takes */
		if (len < 3 || len > 48 || !(l + 1 < t->n && line_is_blank(t, l + 1)) || strchr(".=?!", p[len - 1]) ||
		    memchr(p, ',', len) || !label_has_build(name) || label_kind(name) != LABEL_CONFIG)
			return -1;
		xs_printf(out, n, "%s", name);
		return l;
	}
	return -1;
}

/* Words naming a build run on from token k: a version or scheduler first, to the clause's
 * end ("2.6.7-rc3-mm2 plus your patch."), five words at most; into out, 1 when so */
static int build_phrase(const struct text *t, const struct tok *k, int n, char *out, size_t size)
{
	/* "on 5.9-rc.2 and noticed that ...": the sentence goes on past the build */
	static const char *const goes_on[] = { "and", "but", "that", "which", "where", "when", "while", "so",
					       "because", "to", "for", "then", "i", "we", "it", NULL };
	size_t len;
	int e;

	if (n < 1 || !label_build_word(t->s + k[0].s, k[0].e - k[0].s))
		return 0;
	for (e = 0; e < n && e < 5 && !strchr(".,;:)", t->s[k[e].e - 1]); e++) {
		const char *const *w;
		for (w = goes_on; e > 0 && *w && !tok_is(t, &k[e], *w); w++)
			;
		if (e > 0 && *w) {
			e--;
			break;
		}
	}
	text_label(t, k[0].s, k[e < n ? e : n - 1].e, out, size);
	len = strlen(out);
	while (len && strchr(".,;:)", out[len - 1]))
		out[--len] = '\0';
	return label_kind(out) == LABEL_CONFIG || label_has_build(out);
}

/*
 * An output with no title under a paragraph saying what it ran on ("... on
 * a 4-way Opteron, with 2.6.7-rc3-mm2 plus your patch.  OMP_NUM_THREADS=4,
 * nothing else running."): the build after the paragraph's last "with",
 * "on", "under" or "running" that names one; into out, 1 when found.
 */
static int paragraph_build(const struct xresult *r, int line, char *out, size_t size)
{
	static const char *const preps[] = { "with", "on", "under", "running", NULL };
	const struct text *t = r->t;
	struct tok k[64];
	char best[96] = "";
	int l, top, n, i;

	for (l = line - 1; l >= 0 && (line_is_blank(t, l) || tk_command_line(t, l)) && !r->used[l] &&
			   line - l <= PARAGRAPH_UP; l--)
		;
	if (l < 0 || r->used[l] || line_is_blank(t, l) || t->l[l].depth != t->l[line].depth)
		return 0;
	for (top = l; top > 0 && l - top < PARAGRAPH_UP && !line_is_blank(t, top - 1) && !r->used[top - 1] &&
		      t->l[top - 1].depth == t->l[l].depth; top--)
		;
	for (; top <= l; top++) {
		n = tok_line(t, top, k, 64);
		for (i = 0; i + 1 < n; i++) {
			const char *const *p;
			for (p = preps; *p && !tok_is(t, &k[i], *p); p++)
				;
			if (*p && build_phrase(t, k + i + 1, n - i - 1, out, size))
				snprintf(best, sizeof(best), "%s", out);
		}
	}
	snprintf(out, size, "%s", best);
	return best[0] != '\0';
}

/*
 * "Same thing after echo 0 > /proc/sys/kernel/sched_autogroup_enabled:", "#
 * echo NO_TTWU_QUEUE > /sys/kernel/debug/sched_features": a line writing a
 * tunable names what runs under it, "sched_autogroup_enabled=0" (a feature
 * written to the features file, by itself).  1 if line l writes one.
 */
static int echo_setting(const struct text *t, int l, char *out, size_t n)
{
	struct tok k[32];
	int nk = tok_line(t, l, k, 32), i;

	/* the lone '>' is no token: "echo", the value, then the path with '>' before it */
	for (i = 0; i + 2 < nk; i++) {
		const char *v = t->s + k[i + 1].s, *path = t->s + k[i + 2].s, *name;
		size_t vn = k[i + 1].e - k[i + 1].s, pn = k[i + 2].e - k[i + 2].s;
		if (!tok_is(t, &k[i], "echo") || !memchr(v + vn, '>', (size_t)(path - v - vn)) ||
		    (strncmp(path, "/proc/", 6) && strncmp(path, "/sys/", 5)))
			continue;
		while (pn && strchr(":.,;)", path[pn - 1]))
			pn--;
		for (name = path + pn; name > path && name[-1] != '/'; name--)
			;
		if (name == path + pn || !vn || strchr("\"'", *v))
			return 0;
		if (!strncmp(name, "features", 8) || !strncmp(name, "sched_features", 14))
			snprintf(out, n, "%.*s", (int)vn, v);
		else
			snprintf(out, n, "%.*s=%.*s", (int)(path + pn - name), name, (int)vn, v);
		return 1;
	}
	return 0;
}

/* "drop_caches", "compact_memory": a file whose write does something once (every run may
 * start with it), no setting that names a configuration */
static int action_file(const char *out)
{
	static const char *const actions[] = { "drop_caches=", "compact_memory=", "sysrq-trigger=",
		"vm.drop_caches=", "vm.compact_memory=", NULL };

	for (const char *const *a = actions; *a; a++)
		if (!strncmp(out, *a, strlen(*a)))
			return 1;
	return 0;
}

/*
 * "echo 0 | sudo tee /proc/sys/kernel/sched_autogroup_enabled", "sysctl
 * kern.sched.preempt_thresh=224", "sudo sysctl -w kernel.sched_x=1": a
 * command setting a tunable, "NAME=V" into out (NAME the tunable's own name:
 * the path's last part, the dotted name's last part); 1 when line l is one.
 */
static int set_command(const struct text *t, int l, char *out, size_t n)
{
	struct tok k[32];
	int nk = tok_line(t, l, k, 32), i, j;

	if (echo_setting(t, l, out, n))
		return 1;
	for (i = 0; i + 1 < nk; i++) {
		if (tok_is(t, &k[i], "sysctl")) {
			for (j = i + 1; j < nk && t->s[k[j].s] == '-'; j++)
				;
			/* "kern.sched.preempt_thresh=224" -> "preempt_thresh=224": the tunable's own
			 * name, as a write to /proc/sys/.../NAME gives it */
			if (j < nk && setting_word(t->s + k[j].s, k[j].e - k[j].s)) {
				const char *w = t->s + k[j].s, *eq = memchr(w, '=', k[j].e - k[j].s), *name = eq;
				while (name > w && name[-1] != '.')
					name--;
				snprintf(out, n, "%.*s", (int)(t->s + k[j].e - name), name);
				return 1;
			}
			return 0;
		}
		/* "echo V | [sudo] tee [-a] /proc/sys/.../NAME" */
		if (tok_is(t, &k[i], "echo") && i + 4 < nk && tok_is(t, &k[i + 2], "|")) {
			const char *v = t->s + k[i + 1].s, *path, *name;
			size_t vn = k[i + 1].e - k[i + 1].s, pn;
			for (j = i + 3; j < nk && (tok_is(t, &k[j], "sudo") || t->s[k[j].s] == '-'); j++)
				;
			if (j + 1 >= nk || !tok_is(t, &k[j], "tee"))
				return 0;
			for (j++; j < nk && t->s[k[j].s] == '-'; j++)
				;
			if (j >= nk || strchr("\"'", *v))
				return 0;
			path = t->s + k[j].s;
			pn = k[j].e - k[j].s;
			if (strncmp(path, "/proc/", 6) && strncmp(path, "/sys/", 5))
				return 0;
			for (name = path + pn; name > path && name[-1] != '/'; name--)
				;
			if (name == path + pn)
				return 0;
			snprintf(out, n, "%.*s=%.*s", (int)(path + pn - name), name, (int)vn, v);
			return 1;
		}
	}
	return 0;
}

/*
 * In a shell session, the command that set a tunable before the command that
 * printed LINE's output ("% sudo sysctl kern.sched.preempt_thresh=224" and its
 * "kern.sched.preempt_thresh: 80 -> 224" over "% sysbench ..."): its line, the
 * setting into out; else -1.
 */
/* Line l opens with a shell's prompt ("$ ", "% ", "# ", "user@host:~$ ") */
static int prompted(const struct text *t, int l)
{
	struct tok k[3];

	return prompt_tokens(t, k, tok_line(t, l, k, 3)) > 0;
}

/* The command a prompted line runs: past the prompt, "sudo" and a loop's head ("for i in 1 2
 * 3; do"); its token */
static int command_token(const struct text *t, const struct tok *k, int nk)
{
	int i = prompt_tokens(t, k, nk), j;

	while (i < nk && tok_is(t, &k[i], "sudo"))
		i++;
	if (i < nk && (tok_is(t, &k[i], "for") || tok_is(t, &k[i], "while"))) {
		for (j = i + 1; j < nk && !tok_is(t, &k[j], "do") && !tok_is(t, &k[j], "do;"); j++)
			;
		if (j + 1 < nk)
			i = j + 1;
		while (i < nk && tok_is(t, &k[i], "sudo"))
			i++;
	}
	return i;
}

/* Line l, prompted, runs "[sudo] CMD": the token after CMD, else -1 */
static int prompted_command(const struct text *t, int l, struct tok *k, int *nk, const char *cmd)
{
	int i;

	*nk = tok_line(t, l, k, 8);
	if (prompt_tokens(t, k, *nk) <= 0)
		return -1;
	i = command_token(t, k, *nk);
	return i + 1 < *nk && tok_is(t, &k[i], cmd) ? i + 1 : -1;
}

/* A path under /proc or /sys: its last part (the tunable's name), else NULL */
static const char *kernel_file(const struct text *t, const struct tok *w, size_t *len)
{
	const char *path = t->s + w->s, *name = t->s + w->e;

	if (strncmp(path, "/proc/", 6) && strncmp(path, "/sys/", 5))
		return NULL;
	while (name > path && name[-1] != '/')
		name--;
	*len = (size_t)(t->s + w->e - name);
	return *len ? name : NULL;
}

/*
 * "# cat /sys/block/sda/queue/scheduler" over "mq-deadline kyber [bfq] none":
 * sysfs lists a file's choices with the one in force in brackets, so the
 * runs after it ran with "scheduler=bfq"; 1 if line l shows one.
 */
static int shown_choice(const struct text *t, int l, char *out, size_t n)
{
	struct tok k[8];
	int nk, i = prompted_command(t, l, k, &nk, "cat");
	const char *name, *p, *e, *a, *b, *c;
	size_t len;

	if (i < 0 || i + 1 != nk || !(name = kernel_file(t, &k[i], &len)) || l + 1 >= t->n)
		return 0;
	p = t->s + t->l[l + 1].start;
	e = t->s + t->l[l + 1].end;
	if (!(a = memchr(p, '[', (size_t)(e - p))) || !(b = memchr(a, ']', (size_t)(e - a))) || b == a + 1 ||
	    memchr(b, '[', (size_t)(e - b)) || (a == p && b + 1 == e))
		return 0;
	for (c = a + 1; c < b; c++)
		if (!isalnum((unsigned char)*c) && !strchr("-_.", *c))
			return 0;
	snprintf(out, n, "%.*s=%.*s", (int)len, name, (int)(b - a - 1), a + 1);
	return 1;
}

/* Line l only reads a setting ("# cat /sys/block/sda/queue/scheduler", "$ sysctl kern.hz") */
static int reads_setting(const struct text *t, int l)
{
	static const char *const readers[] = { "cat", "head", "grep", "sysctl", NULL };
	struct tok k[8];
	int nk, i, j;
	size_t len;

	for (const char *const *w = readers; *w; w++) {
		if ((i = prompted_command(t, l, k, &nk, *w)) < 0)
			continue;
		for (j = i; j < nk; j++)
			if (**w == 's' ? memchr(t->s + k[j].s, '=', k[j].e - k[j].s) != NULL : 0)
				return 0;
		for (j = i; j < nk; j++)
			if (**w == 's' || kernel_file(t, &k[j], &len))
				return 1;
	}
	return 0;
}

/*
 * In a shell session, the command that set a tunable before the command that
 * printed LINE's output ("% sudo sysctl kern.sched.preempt_thresh=224" and its
 * "kern.sched.preempt_thresh: 80 -> 224" over "% sysbench ..."), past commands
 * that only read settings, or a read that shows the choice in force ("[bfq]"):
 * its line, the setting into out; else -1.
 */
static int session_setting(const struct xresult *r, int line, char *out, size_t n)
{
	const struct text *t = r->t;
	int l = line - 1, echoed, hops;

	while (l >= 0 && line_is_blank(t, l))
		l--;
	if (l < 0 || !(tk_command_line(t, l) || prompted(t, l)) || set_command(t, l, out, n))
		return -1;
	for (hops = 0; hops < 3; hops++) {
		/* the command's own answer: "0", "kern.sched.preempt_thresh: 80 -> 224"; a blank
		 * line may part the commands */
		if (--l >= 0 && line_is_blank(t, l))
			l--;
		for (echoed = 0; l >= 0 && echoed < 2 && !line_is_blank(t, l) && !tk_command_line(t, l) &&
			  !prompted(t, l) && t->l[l].end - t->l[l].start < 80; l--)
			echoed++;
		if (l < 0 || r->used[l] || t->l[l].depth != t->l[line].depth)
			break;
		if (set_command(t, l, out, n) && !action_file(out))
			return l;
		if (shown_choice(t, l, out, n))
			return l;
		if (!reads_setting(t, l))
			break;
	}
	out[0] = '\0';
	return -1;
}

/*
 * "$ chrt -b 0 stress-ng --switch 4 ...", "# taskset -c 1 perf stat ...": a
 * command run under a policy, on CPUs or at a niceness.  The wrapper's
 * words up to the program into out ("chrt -b 0"; chrt's policy named first,
 * "SCHED_BATCH (chrt -b 0)"), the program's token into *prog; 1 when line l
 * is one.  "chrt -p", "taskset -p" only show a setting.
 */
static int wrapped_command(const struct text *t, int l, char *out, size_t n, struct tok *prog)
{
	static const char *const wrappers[] = { "chrt", "taskset", "nice", "numactl", "schedtool", NULL };
	static const char *const policies[][2] = { { "-b", "SCHED_BATCH" }, { "--batch", "SCHED_BATCH" },
		{ "-i", "SCHED_IDLE" }, { "--idle", "SCHED_IDLE" }, { "-f", "SCHED_FIFO" }, { "--fifo", "SCHED_FIFO" },
		{ "-r", "SCHED_RR" }, { "--rr", "SCHED_RR" }, { "-o", "SCHED_OTHER" }, { "--other", "SCHED_OTHER" },
		{ "-d", "SCHED_DEADLINE" }, { "--deadline", "SCHED_DEADLINE" } };
	const char *policy = NULL;
	struct tok k[24];
	int nk = line_words(t, l, k, 24), i = 0, w, j;
	size_t q;

	if (!prompted(t, l))
		return 0;
	i = command_token(t, k, nk);
	for (w = 0; i < nk && wrappers[w] && !tok_is(t, &k[i], wrappers[w]); w++)
		;
	if (i + 2 >= nk || !wrappers[w])
		return 0;
	/* its options and their numbers, masks and CPU lists, to the program */
	for (j = i + 1; j < nk; j++) {
		const char *p = t->s + k[j].s;
		size_t len = k[j].e - k[j].s;
		if (*p == '-') {
			if (!strncmp(p, "-p", 2) || !strncmp(p, "--pid", 5) || (len == 3 && !strncmp(p, "-cp", 3)))
				return 0;
			for (q = 0; q < sizeof(policies) / sizeof(policies[0]); q++)
				if (strlen(policies[q][0]) == len && !strncmp(p, policies[q][0], len))
					policy = policies[q][1];
			continue;
		}
		if (isdigit((unsigned char)*p) || !strncmp(p, "0x", 2) || memchr(p, '=', len))
			continue;
		break;
	}
	if (j >= nk || j == i + 1)
		return 0;
	*prog = k[j];
	if (policy)
		xs_printf(out, n, "%s (%.*s)", policy, (int)(k[j - 1].e - k[i].s), t->s + k[i].s);
	else
		xs_printf(out, n, "%.*s", (int)(k[j - 1].e - k[i].s), t->s + k[i].s);
	return 1;
}

/* Another command of the post runs PROG with no wrapper, or another one: the wrapper tells
 * the outputs apart */
static int wrapped_apart(const struct text *t, int l, const struct tok *prog, const char *wrap)
{
	size_t pn = prog->e - prog->s;
	char other[96];
	struct tok k[24], op;
	int m, nk, i;

	for (m = 0; m < t->n; m++) {
		if (m == l || !prompted(t, m))
			continue;
		if (wrapped_command(t, m, other, sizeof(other), &op)) {
			if (op.e - op.s == pn && !memcmp(t->s + op.s, t->s + prog->s, pn) && strcmp(other, wrap))
				return 1;
			continue;
		}
		nk = line_words(t, m, k, 24);
		i = command_token(t, k, nk);
		if (i < nk && k[i].e - k[i].s == pn && !memcmp(t->s + k[i].s, t->s + prog->s, pn))
			return 1;
	}
	return 0;
}

/*
 * "$ stress-ng ..." beside "$ chrt -b 0 stress-ng ...": the program run bare
 * where the post also runs it under chrt runs under the default policy,
 * SCHED_OTHER; beside "taskset -c 1", unpinned; beside "numactl --interleave=all", the
 * default policy.  1 when line l is such a
 * command, its name into out.
 */
static int bare_beside_wrapped(const struct text *t, int l, char *out, size_t n)
{
	struct tok k[24], op;
	char other[96];
	int nk = line_words(t, l, k, 24), i = command_token(t, k, nk), m;
	size_t pn;

	if (i >= nk)
		return 0;
	pn = k[i].e - k[i].s;
	for (m = 0; m < t->n; m++)
		if (m != l && prompted(t, m) && wrapped_command(t, m, other, sizeof(other), &op) &&
		    op.e - op.s == pn && !memcmp(t->s + op.s, t->s + k[i].s, pn)) {
			if (!strncmp(other, "SCHED_", 6))
				xs_printf(out, n, "SCHED_OTHER");
			else if (!strncmp(other, "taskset", 7))
				xs_printf(out, n, "unpinned");
			else if (!strncmp(other, "numactl", 7))
				xs_printf(out, n, "default");
			else
				continue;
			return 1;
		}
	return 0;
}

/* The output at LINE printed by a wrapped command the post runs otherwise too (or by the bare
 * command beside such): its line, the wrapper into out; else -1 */
static int wrapper_title(const struct xresult *r, int line, char *out, size_t n)
{
	const struct text *t = r->t;
	struct tok prog;
	int l;

	for (l = line - 1; l >= 0 && line_is_blank(t, l); l--)
		;
	if (l < 0 || r->used[l] || !prompted(t, l))
		return -1;
	if (wrapped_command(t, l, out, n, &prog) ? wrapped_apart(t, l, &prog, out) : bare_beside_wrapped(t, l, out, n))
		return l;
	out[0] = '\0';
	return -1;
}

/* Tokens [a, b) of K each the same text as [c, c + b - a) of J */
static int same_tokens(const struct text *t, const struct tok *k, int a, int b, const struct tok *j, int c)
{
	for (int i = a; i < b; i++, c++)
		if (k[i].e - k[i].s != j[c].e - j[c].s || memcmp(t->s + k[i].s, t->s + j[c].s, k[i].e - k[i].s))
			return 0;
	return 1;
}

/*
 * "$ mpirun -np 2 --mca btl self,sm ./osu_latency" beside "$ mpirun -np 2 --mca btl self,sm
 * --mca mpi_paffinity_alone 1 ./osu_latency": two commands alike but for options one of them
 * adds.  The output of the one with them is named by them ("--mca mpi_paffinity_alone 1"),
 * the other's by its command up to where they stand.  Line of the command, else -1.
 */
static int options_apart(const struct xresult *r, int line, char *out, size_t n)
{
	const struct text *t = r->t;
	struct tok a[24], b[24];
	int l, m, na, nb, ia, ib;

	for (l = line - 1; l >= 0 && line_is_blank(t, l); l--)
		;
	if (l < 0 || r->used[l] || !prompted(t, l))
		return -1;
	na = line_words(t, l, a, 24);
	ia = command_token(t, a, na);
	if (na - ia < 2 || na == 24)
		return -1;
	for (m = 0; m < t->n; m++) {
		int la, lb, pre, extra;
		if (m == l || !prompted(t, m) || (nb = line_words(t, m, b, 24)) == 24)
			continue;
		ib = command_token(t, b, nb);
		la = na - ia;
		lb = nb - ib;
		if (la == lb || !same_tokens(t, a, ia, ia + 1, b, ib))
			continue;
		/* the longer holds the shorter, its extra tokens in one run */
		for (pre = 0; pre < la && pre < lb && same_tokens(t, a, ia + pre, ia + pre + 1, b, ib + pre); pre++)
			;
		extra = la > lb ? la - lb : lb - la;
		if (pre == 0 || pre == (la < lb ? la : lb) ||
		    !(la > lb ? same_tokens(t, a, ia + pre + extra, na, b, ib + pre) :
				same_tokens(t, b, ib + pre + extra, nb, a, ia + pre)))
			continue;
		if (la > lb) {
			if (t->s[a[ia + pre].s] != '-')
				continue;       /* options, not another program's arguments */
			xs_printf(out, n, "%.*s", (int)(a[ia + pre + extra - 1].e - a[ia + pre].s), t->s + a[ia + pre].s);
		} else {
			if (t->s[b[ib + pre].s] != '-')
				continue;
			xs_printf(out, n, "%.*s", (int)(a[ia + pre - 1].e - a[ia].s), t->s + a[ia].s);
		}
		return l;
	}
	return -1;
}

int tk_command_title(const struct xresult *r, int line, char *out, size_t n)
{
	int at;

	if ((at = session_setting(r, line, out, n)) >= 0 || (at = wrapper_title(r, line, out, n)) >= 0 ||
	    (at = options_apart(r, line, out, n)) >= 0)
		return at;
	return -1;
}

int tk_title_line(const struct xresult *r, int line, char *out, size_t n)
{
	const struct text *t = r->t;
	int l, at;

	if ((at = uname_title(r, line, out, n)) >= 0)
		return at;
	for (l = line - 1; l >= 0 && line_is_blank(t, l); l--)
		;
	/* "echo NO_NEW_FAIR_SLEEPERS > .../sched_features:" over "$ ./latt -c8 sleep 30": the
	 * command that ran the output between the write and it */
	if (l >= 0 && tk_command_line(t, l) && !echo_setting(t, l, out, n))
		for (l--; l >= 0 && line_is_blank(t, l); l--)
			;
	if (l >= 0 && l >= line - 5 && !r->used[l] && t->l[l].depth == t->l[line].depth &&
	    echo_setting(t, l, out, n)) {
		if (!action_file(out))
			return l;
		out[0] = '\0';
	}
	if ((at = tk_command_title(r, line, out, n)) >= 0)
		return at;

	/* the output starts over the cut above its first line ("...", "[...]") */
	for (l = line - 1; l >= 0 && !r->used[l] && (line_is_blank(t, l) || line_is_cut(t, l)); l--)
		if (!line_is_blank(t, l))
			line = l;
	at = layout_title_above(r, line, out, n);

	/* the command that printed the output (its lines continued after a backslash too): the
	 * title is above it */
	if (at >= 0 && (l = command_start(t, at)) >= 0) {
		out[0] = '\0';
		at = layout_title_above(r, l, out, n);
	}
	/* over the lines set aside right above it ("===> build.sh started: <date>", "... ended:") */
	if (at < 0) {
		int top = -1;
		for (l = line - 1; l >= 0 && line_is_blank(t, l); l--)
			;
		for (; l >= 0 && line - l <= 6 && layout_skip(r, l) && !r->used[l] &&
		       t->l[l].depth == t->l[line].depth; l--)
			top = l;
		if (top >= 0)
			at = layout_title_above(r, top, out, n);
	}
	/* the end of a sentence wrapped onto its own line: the sentence names it (below) */
	if (at >= 0 && goes_on_from_above(r, at) && t->s[t->l[at].end - 1] == ':') {
		out[0] = '\0';
		at = -1;
	}
	/* "Transfer/sec: 79.97MB" closing the wrk output above "$ ab ...": no title, but the
	 * outputs under one heading: the title of the output it closes */
	if (at < 0 || r->used[at]) {
		for (l = line - 1; l >= 0 && (line_is_blank(t, l) || (!r->used[l] && tk_command_line(t, l))); l--)
			;
		if (at >= 0 || (l >= 0 && r->used[l] && l < line - 1 && earlier_stage(r, l))) {
			for (l = at >= 0 ? at : l; l > 0 && r->used[l - 1]; l--)
				;
			out[0] = '\0';
			return tk_title_line(r, l, out, n);
		}
	}
	if (!out[0])
		at = colon_title(r, line, out, n);
	/* "RDB off):" closing a parenthesis the line above opened: the end of a sentence, which
	 * names the output as a whole */
	if (out[0] && layout_closes_unopened(out, strlen(out))) {
		out[0] = '\0';
		at = -1;
	}
	if (!out[0] && (at = sentence_title(r, line, out, n)) >= 0 && layout_closes_unopened(out, strlen(out))) {
		out[0] = '\0';      /* the sentence's start is not read: none of it names the output */
		at = -1;
	}
	if (!out[0])
		at = wrapped_title(r, line, out, n);
	/* another output's line ("Throughput 1039.90 MB/sec 8 procs") titles nothing */
	if (key_value(out) || !names_something(out) || verdict_title(out) || (at >= 0 && r->used[at]))
		out[0] = '\0';
	if (!out[0])
		at = section_title(r, line, out, n);
	if (out[0] && layout_closes_unopened(out, strlen(out))) {
		out[0] = '\0';
		at = -1;
	}
	if (at >= 0 && file_banner(t, at, NULL, 0)) {
		char name[96] = "";
		banner_name(t, at, name, sizeof(name));
		/* "[attachment: run1.log (text/plain)]": a run's number is no name; the block is
		 * its own, its title that line */
		if (name[0] && (!attach_marker(t, at) || label_run_number(name) <= 0))
			xs_printf(out, n, "%s", name);
	}
	unrule(out);
	last_clause(out);
	order_word(out);
	side_clause(out);
	drop_lead(out);
	label_drop_lead(out);
	label_compact(out);
	build_before_how(out);
	/* cut inside an aside ("6.1.94) with"): no name */
	if (out[0] && layout_closes_unopened(out, strlen(out))) {
		out[0] = '\0';
		at = -1;
	}
	if (at >= 0 && out[0] && !label_has_build(out) && label_kind(out) != LABEL_CONFIG)
		setting_title(r, at, out, n);
	/* "Run 2:" numbers a run of the configuration titled above it: that title, or none; over
	 * the runs before it ("2.6.31:" over "run 1:", its output, "run 2:") */
	if (out[0] && label_run_number(out) > 0) {
		out[0] = '\0';
		if (at < 0)
			return -1;
		for (l = at; l > 0 && at - l < 80 && (line_is_blank(t, l - 1) || r->used[l - 1]); l--)
			;
		return tk_title_line(r, l < at ? l : at, out, n);
	}
	return out[0] ? at : -1;
}

/*
 * "SCHED_4BSD:" over "-j1", an output, "-j2", an output ...: a title that is
 * only a setting sits in a group under the build's heading.  Up from LINE,
 * over outputs (claimed lines), commands and other settings' titles, the
 * first short line ending in ':' that names a build; 1 when found.
 */
#define GROUP_UP 48

/* "-j1", "-j 4", "-c8", "8 threads", "32 clients": a setting and nothing else */
static int setting_only(const char *s)
{
	const char *sp = strchr(s, ' ');
	size_t n = strlen(s);

	if (s[0] == '-' && isalpha((unsigned char)s[1])) {
		const char *d = s + 2 + (s[2] == ' ');
		return *d && strspn(d, "0123456789") == strlen(d);
	}
	if (!sp || strchr(sp + 1, ' ') || strspn(s, "0123456789") != (size_t)(sp - s))
		return 0;
	return label_count_noun(sp + 1, n - (size_t)(sp + 1 - s));
}

static int build_heading_above(const struct xresult *r, int line, char *out, size_t n)
{
	const struct text *t = r->t;
	char buf[96];
	int l;

	for (l = line - 1; l >= 0 && line - l <= GROUP_UP; l--) {
		size_t len = t->l[l].end - t->l[l].start;
		if (line_is_blank(t, l) || r->used[l] || tk_command_line(t, l))
			continue;
		if (len > 48)
			return 0;
		text_label(t, t->l[l].start, t->l[l].end, buf, sizeof(buf));
		if (setting_only(buf))
			continue;
		if (t->s[t->l[l].end - 1] != ':' || !(label_kind(buf) == LABEL_CONFIG || label_has_build(buf)))
			return 0;
		snprintf(out, n, "%s", buf);
		return 1;
	}
	return 0;
}

int tk_title_above(const struct xresult *r, int line, char *out, size_t n)
{
	char near[96] = "";
	int at = tk_title_line(r, line, out, n);

	/* "-j1" under "SCHED_4BSD:": the setting is a parameter (the heading gives it), the
	 * group's heading names the build */
	if (out[0] && at >= 0 && setting_only(out))
		build_heading_above(r, at, out, n);
	if (label_drop_run(out))
		return 1;
	label_drop_setting(out);
	label_first_named(out);
	/* "run 2:" right above, the build's title further up: a run all the same */
	layout_title_above(r, line, near, sizeof(near));
	return near[0] && label_run_number(near) > 0;
}

/* A title saying the runs go on ("two more runs:", "another run", "and again:", "the other
 * two"), no build's name */
int tk_more_runs_title(const char *title)
{
	static const char *const words[] = { "more", "another", "again", "further", "other", "remaining", NULL };
	/* "the other two", "the remaining three": a count stands for the runs */
	static const char *const counts[] = { "two", "three", "four", "five", "six", "seven", "eight", "nine",
					      "ten", NULL };
	char w[32];
	const char *p = title;
	int more = 0, run = 0;

	while (*p) {
		size_t n = strcspn(p, " ,;:()");
		if (n && n < sizeof(w)) {
			memcpy(w, p, n);
			w[n] = '\0';
			for (const char *const *m = words; *m; m++)
				more |= !strcasecmp(w, *m);
			run |= !strcasecmp(w, "run") || !strcasecmp(w, "runs") || !strcasecmp(w, "again");
			for (const char *const *c = counts; *c; c++)
				run |= !strcasecmp(w, *c);
			if (label_is_config_word(w, n) || vocab_sched_word(w, n) || strchr(w, '.'))
				return 0;
		}
		p += n;
		p += strspn(p, " ,;:()");
	}
	return more && run;
}

void tk_begin(struct tout *o, struct xresult *r, const struct tstream *ts, int first,
	      const char *workload)
{

	memset(o, 0, sizeof(*o));
	o->r = r;
	o->ts = ts;
	o->first = o->last = first;
	o->s0 = o->s1 = r->nseries;
	ts_head(r, ts, first, workload, &o->head);
	if (ts_line_start(ts, first))
		o->run_titled = tk_title_above(r, ts->line[first], o->title, sizeof(o->title));
	else
		flat_title(o);
	/* "two more runs, summary lines only:" titles more runs of the output before, no build */
	if (o->title[0] && tk_more_runs_title(o->title)) {
		if (!strcmp(o->head.label, o->title))
			o->head.label[0] = '\0';
		o->title[0] = '\0';
	}
}

struct xseries *tk_series(struct tout *o, int first, int last, const char *metric,
			  const char *unit, const struct xnum *x)
{
	if (last > o->last)
		o->last = last;
	return ts_series(o->r, o->ts, first, last, &o->head, metric, unit, x);
}

struct xseries *tk_summary_series(struct tout *o, int first, int last, const char *name,
				  const struct xnum *sum)
{
	struct xseries *s = tk_series(o, first, last, "", "", NULL);

	if (name[0])
		tk_label(s, name);
	s->has_summary = 1;
	memcpy(s->sum, sum, sizeof(s->sum));
	return s;
}

/* ---- runs ---- */

/* Every parameter of B is A's, with the same value: A may hold more, those the heading over
 * the first run named ("32 threads") and the heading over a later run is too far to name */
static int params_within(const struct xseries *a, const struct xseries *b)
{
	int i;

	if (b->nparams > a->nparams)
		return 0;
	for (i = 0; i < b->nparams; i++) {
		const struct xparam *p = &b->params[i], *q = xs_param(a, p->key);
		if (!q || p->is_num != q->is_num || (p->is_num ? p->num.value != q->num.value
							 : strcmp(p->str, q->str) != 0))
			return 0;
	}
	return 1;
}

/* A series of no values whose summary is the least and greatest of samples never printed
 * (and their count): two runs' pool into one (pool_summaries) */
static int extremes_only(const struct xseries *s)
{
	return !s->nvalues && !s->sum[SUM_MEAN].set && !s->sum[SUM_MEDIAN].set && !s->sum[SUM_STDDEV].set;
}

static int same_series(const struct xseries *a, const struct xseries *b)
{
	return ((!a->has_summary && !b->has_summary) || (extremes_only(a) && extremes_only(b))) &&
	       !strcmp(a->workload, b->workload) &&
	       !strcmp(a->metric, b->metric) && !strcmp(a->unit, b->unit) &&
	       !strcmp(a->label, b->label) && a->depth == b->depth && a->author == b->author &&
	       params_within(a, b);
}

/* A printed line ending a sentence ("And these are the numbers with my series applied.")
 * or naming what follows ("patched:") */
static int sentence_line(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct tline *l = &r->t->l[ts->line[i]];
	char run[32];

	if (ts_flat(r->t, ts, i) || layout_skip(r, ts->line[i]) || l->end == l->start ||
	    !strchr(".:!?", r->t->s[l->end - 1]))
		return 0;
	/* "run 2:" numbers the next run of the same output */
	text_label(r->t, l->start, l->end, run, sizeof(run));
	return !label_run_number(run);
}

/* Nothing but a command or a date between the two outputs: a sentence or a
 * "name:" between them tells the next output apart */
/* Line L says more runs follow ("two more runs, summary lines only:") */
static int more_runs_line(const struct text *t, int l)
{
	char line[96];

	if (t->l[l].end - t->l[l].start >= sizeof(line))
		return 0;
	text_label(t, t->l[l].start, t->l[l].end, line, sizeof(line));
	return tk_more_runs_title(line);
}

static int adjacent(const struct xresult *r, const struct tout *prev, const struct tout *o)
{
	const struct text *t = r->t;
	int i, gap = 0, line = -1, skip = 0;

	/* the commands between are read, not counted, so the look is bounded by tokens too */
	if (o->first - prev->last - 1 > RUN_GAP + 64)
		return 0;
	for (i = prev->last + 1; i < o->first; i++) {
		const struct tok *k = &o->ts->k[i];
		/* asked once a line: the command that printed the next output is no gap ("# for i
		 * in 1 2 3; do ./hackbench 50; done"); a line saying more runs follow keeps the
		 * outputs together */
		if (o->ts->line[i] != line) {
			line = o->ts->line[i];
			skip = tk_command_line(t, line) ? 1 : more_runs_line(t, line) ? 2 : 0;
		}
		if (skip == 1)
			continue;
		if (++gap > RUN_GAP)
			return 0;
		if (skip)
			continue;
		if (k->e - k->s >= 2 && t->s[k->e - 1] == ':' && isalpha((unsigned char)t->s[k->e - 2]))
			return 0;
		if (sentence_line(r, o->ts, i))
			return 0;
	}
	return 1;
}

/* Two runs' extremes of samples never printed (schbench's min and max, extremes_only): the
 * least of the mins and the greatest of the maxes are the runs' together, as printed; the
 * count of both is no figure either printed, so it goes */
static void pool_summaries(struct xseries *d, const struct xseries *s)
{
	if (s->sum[SUM_MIN].set && (!d->sum[SUM_MIN].set || s->sum[SUM_MIN].value < d->sum[SUM_MIN].value))
		d->sum[SUM_MIN] = s->sum[SUM_MIN];
	if (s->sum[SUM_MAX].set && (!d->sum[SUM_MAX].set || s->sum[SUM_MAX].value > d->sum[SUM_MAX].value))
		d->sum[SUM_MAX] = s->sum[SUM_MAX];
	d->sum[SUM_N].set = 0;
	d->has_summary = d->sum[SUM_MIN].set || d->sum[SUM_MAX].set;
}

/* Each series of o has its like in prev: o's values join them, o's series go (a later run
 * may print fewer of the output's lines: "two more runs, summary lines only") */
static int pool(struct tout *prev, struct tout *o)
{
	struct xresult *r = o->r;
	int i, j, match[64];

	if (r->nseries - o->s0 > prev->s1 - prev->s0 || r->nseries - o->s0 > 64)
		return 0;
	for (i = o->s0; i < r->nseries; i++) {
		for (j = prev->s0; j < prev->s1 && !same_series(&r->series[j], &r->series[i]); j++)
			;
		if (j == prev->s1)
			return 0;
		match[i - o->s0] = j;
	}
	for (i = o->s0; i < r->nseries; i++) {
		struct xseries *s = &r->series[i], *d = &r->series[match[i - o->s0]];
		for (j = 0; j < s->nvalues; j++)
			xs_value(d, &s->values[j]);
		if (!s->nvalues && !d->nvalues)
			pool_summaries(d, s);
		d->span[1] = s->span[1];
		ctx_end_moved(r, d->span[1]);
		free(s->values);
	}
	r->nseries = o->s0;
	return 1;
}

/* A flattened line holding more than the output [first, last]: given back, less the output */
static void shared_flat_line(struct tout *o)
{
	struct xresult *r = o->r;
	const struct tstream *ts = o->ts;
	int line = ts->line[o->first];

	if (ts->line[o->last] != line || !ts_flat(r->t, ts, o->first) ||
	    (ts_line_start(ts, o->first) && ts_line_end(ts, o->last)))
		return;
	r->used[line] = 0;
	xr_claim_bytes(r, ts->k[o->first].s, ts->k[o->last].e);
}

/* The output's name on series s, and the scheduler it names when the heading gave none: a
 * title copied from the output above ("SCHED_4BSD:" over two tests) was not in its heading */
void tk_label(struct xseries *s, const char *label)
{
	const struct vocab_sched *sc;

	snprintf(s->label, sizeof(s->label), "%s", label);
	if (!s->scheduler[0] && (sc = vocab_sched_last(label, strlen(label), NULL, NULL)))
		snprintf(s->scheduler, sizeof(s->scheduler), "%s", sc->name);
}

/*
 * "Idle system:" [output on 2.6.24.7-rt14], "With hackbench running:"
 * [output]: an output titled by no build, with no kernel in its heading,
 * ran on the kernel of the same tool's output before it.
 */
static void same_kernel(struct xresult *r, const struct tout *prev, const struct tout *o)
{
	const struct xseries *p;
	int i;

	if (!prev || !prev->r || prev->s1 <= prev->s0 || o->head.os_version[0])
		return;
	p = &r->series[prev->s0];
	if (!p->os_version[0] || p->depth != r->series[o->s0].depth)
		return;
	for (i = o->s0; i < r->nseries; i++)
		if (!r->series[i].os_version[0]) {
			memcpy(r->series[i].os, p->os, sizeof(p->os));
			memcpy(r->series[i].os_version, p->os_version, sizeof(p->os_version));
		}
}

/* A title naming what ran ("wake:", "hackbench -g 8:", "hash -S, 2 threads:" over
 * perf-futex-wake, hackbench): the workload's name or its last part first, then only its
 * options, figures and counts ("cyclictest -t1 ... in vm1, staging:" and "tbench on the
 * patched kernel:" keep their titles) */
static int title_names_workload(const struct tout *o)
{
	const char *w = o->r->series[o->s0].workload, *dash = strrchr(w, '-'), *p;
	size_t e = strcspn(o->title, " :,");

	if (!o->title[0] || !w[0] || label_has_build(o->title) || label_kind(o->title) == LABEL_CONFIG ||
	    !((e == strlen(w) && !strncasecmp(o->title, w, e)) ||
	      (dash && e == strlen(dash + 1) && !strncasecmp(o->title, dash + 1, e))))
		return 0;
	for (p = o->title + e; *p; ) {
		size_t n;
		p += strspn(p, " :,");
		n = strcspn(p, " :,");
		if (n && *p != '-' && !isdigit((unsigned char)*p) && !label_count_noun(p, n))
			return 0;
		p += n;
	}
	return 1;
}

int tk_end(struct tout *o, int last, struct tout *prev)
{
	struct xresult *r = o->r;
	const struct tstream *ts = o->ts;
	char label[sizeof(o->title)];
	int i, runs, added = r->nseries - o->s0, heading;

	if (!added)
		return 0;
	if (last > o->last)
		o->last = last;
	/* every line it touches; of a flattened line it shares with other text (a table before
	 * it), its bytes, so the stream's later readers read the rest and not it */
	for (i = o->first; i <= o->last; i++)
		r->used[ts->line[i]] = 1;
	shared_flat_line(o);
	/* the next output's heading starts after all of this one, its lines of no figure too
	 * ("Version = 3.4.2" under NPB's figures) */
	ctx_end_moved(r, ts->k[o->last].e);
	if (title_names_workload(o))
		o->title[0] = '\0';
	/* an output right after the previous one, with no title of its own, is under the same title */
	runs = prev && prev->r && !o->title[0] && adjacent(r, prev, o);
	/* "SMP kernel, run 1:" ... "SMP kernel, run 2:": the runs of one build, the title between */
	runs |= prev && prev->r && o->run_titled && prev->run_titled && !strcmp(o->title, prev->title) &&
		o->first - prev->last - 1 <= RUN_GAP + 16;
	if (runs)
		memcpy(o->title, prev->title, sizeof(o->title));
	/* "tbench 8:" (what ran) under "2.6.30-rc2 virgin", a line of its own: the series are the
	 * heading's build; the title still says which outputs are runs of one */
	snprintf(label, sizeof(label), "%s", o->title);
	heading = (!label[0] || (!label_has_build(label) && label_kind(label) != LABEL_CONFIG) || rate_in(label)) &&
		  ts_line_start(o->ts, o->first) && build_heading(r, o->ts->line[o->first], label, sizeof(label)) >= 0;
	/* the outputs right after it without a title are under it too (their title is this one) */
	if (!label[0] && !runs && ts_line_start(o->ts, o->first) &&
	    paragraph_build(r, o->ts->line[o->first], label, sizeof(label)))
		memcpy(o->title, label, sizeof(o->title));
	for (i = o->s0; label[0] && i < r->nseries; i++)
		if (!r->series[i].label[0] || (heading && (!strcmp(r->series[i].label, o->title) ||
							   rate_in(r->series[i].label))))
			tk_label(&r->series[i], label);
	if (!runs && !label_has_build(label) && label_kind(label) != LABEL_CONFIG)
		same_kernel(r, prev, o);
	o->s1 = r->nseries;
	if (runs && pool(prev, o)) {
		prev->last = o->last;
		return added;
	}
	if (prev)
		*prev = *o;
	return added;
}

int tk_line_opens_any(const struct text *t, int l, const char *const *opens)
{
	const char *p = t->s + t->l[l].start;
	size_t n = t->l[l].end - t->l[l].start;

	while (n && *p == ' ')
		p++, n--;
	for (const char *const *o = opens; *o; o++)
		if (n > strlen(*o) && !strncmp(p, *o, strlen(*o)))
			return 1;
	return 0;
}

int tk_output_above(const struct text *t, const struct tstream *ts, int i, int (*is)(const struct text *, int),
		    int blanks)
{
	int top = ts->line[i], l, j;

	for (l = top - 1; l >= 0; l--) {
		if (line_is_blank(t, l) && blanks)
			continue;
		if (line_is_blank(t, l) || t->l[l].depth != t->l[top].depth || !is(t, l))
			break;
		top = l;
	}
	/* a cut above the output ("[...]") is no line of it to start at */
	while (top < ts->line[i] && (line_is_blank(t, top) || line_is_cut(t, top)))
		top++;
	if (top == ts->line[i])
		return i;
	for (j = i; j > 0 && ts->line[j - 1] >= top; j--)
		;
	return j;
}

const char *tk_run_above(const struct xresult *r, int line)
{
	const struct text *t = r->t;
	const struct xseries *best = NULL;
	size_t at = t->l[line].start;
	int l;

	for (int i = 0; i < r->nseries; i++)
		if (r->series[i].span[1] <= at && (!best || r->series[i].span[1] > best->span[1]))
			best = &r->series[i];
	if (!best)
		return "";
	/* the lines after its output: blank, commands, rules, or set aside (perf record's chatter) */
	for (l = best->line; l < line && t->l[l].end < best->span[1]; l++)
		;
	for (l++; l < line; l++)
		if (!line_is_blank(t, l) && !tk_command_line(t, l) && !layout_skip(r, l) && !line_is_rule(t, l))
			return "";
	return best->label;
}

void tk_scan(struct xresult *r, const char *needle, tk_starts_fn *starts, tk_read_fn *read)
{
	const struct text *t = r->t;
	struct tstream ts;
	struct tout prev;
	int i;

	if (!text_has(t, needle, strlen(needle)))
		return;
	memset(&prev, 0, sizeof(prev));
	ts_build(r, &ts);
	for (i = 0; i < ts.n; i++)
		if (starts(r, &ts, i))
			i = read(r, &ts, i, &prev);
	ts_release(&ts);
}

/* "the patch", "this series", "my fix": what a "with" adds is a change, not a setting */
static int names_change(const char *what)
{
	static const char *const dets[] = { "the ", "this ", "that ", "my ", "our ", "his ", "your ", NULL };
	static const char *const nouns[] = { "patch", "patches", "patchset", "series", "fix", "change",
		"changes", "commit", NULL };

	for (const char *const *d = dets; *d; d++)
		if (!strncasecmp(what, *d, strlen(*d))) {
			what += strlen(*d);
			break;
		}
	/* "with this patch applied" */
	size_t n = strlen(what);
	if (n > 8 && !strcasecmp(what + n - 8, " applied"))
		n -= 8;
	for (const char *const *w = nouns; *w; w++)
		if (strlen(*w) == n && !strncasecmp(what, *w, n))
			return 1;
	return 0;
}

/* A tool's figure and the "with" label seen after it: one of the few tk_name_untitled keeps */
struct with_seen {
	const struct xseries *s;   /* the series whose tool, workload and metric this is */
	const char *label;         /* its "with X" label; NULL once two differ */
};

#define WITH_SEEN 16

static int same_figure(const struct xseries *a, const struct xseries *b)
{
	return !strcmp(a->found_by, b->found_by) && !strcmp(a->workload, b->workload) &&
	       !strcmp(a->metric, b->metric);
}

/*
 * "hyperfine 'make -j8'" printed, then "with the patch:" over the same
 * output again: the first run is the build without it.  Only a tool's
 * untitled output, before one "with" a change ("the patch", "this
 * series") of the same tool and figure: "with the default 6000000" after
 * a caption of the first says nothing of it.  One pass from the end,
 * remembering at most WITH_SEEN figures: linear in the series.
 */
void tk_name_untitled(struct xresult *r)
{
	struct with_seen seen[WITH_SEEN];
	int i, k, n = 0;

	for (i = r->nseries - 1; i >= 0; i--) {
		struct xseries *s = &r->series[i];
		/* a tool's outputs, and lines of a tool's fields read as a table (logfmt.c) */
		if (strncmp(s->found_by, "tool:", 5) && strcmp(s->found_by, "table"))
			continue;
		for (k = 0; k < n && !same_figure(seen[k].s, s); k++)
			;
		if (!strncasecmp(s->label, "with ", 5) && names_change(s->label + 5)) {
			if (k == n && n < WITH_SEEN)
				seen[n++] = (struct with_seen){ s, s->label };
			else if (k < n && seen[k].label && strcmp(seen[k].label, s->label))
				seen[k].label = NULL;
		} else if (!s->label[0] && k < n && seen[k].label) {
			snprintf(s->label, sizeof(s->label), "without %s", seen[k].label + 5);
		}
	}
}
