/* prose.c: figures written in sentences: "from 466KB/s to 477KB/s", "38.880 (vanilla) and 38.818 (numa sched)", "a 2.7% regression going from A to B" */
#include <ctype.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cells.h"
#include "extract.h"
#include "labels.h"
#include "layout.h"
#include "prose.h"
#include "vocab.h"
#include "../../core/wordset.h"
#include "../../core/banned.h"

/*
 * A sentence is read as tokens across the lines of its paragraph (one quote
 * depth, no blank line), cut at a full stop, a bullet or a blank line.
 * These shapes give figures, each only with a value that carries a unit or
 * a percent sign (a bare number in a sentence is a count, a date or an id):
 *
 *   METRIC ... from V1 to V2         two series: before and after.  Their
 *                                    names come from the sentence ("With
 *                                    the change," -> with / without the
 *                                    change; "revert" -> X / X reverted),
 *                                    else from the post (a patch: before /
 *                                    with patch), else before / after.
 *                                    Names next to the values win:
 *                                    "from 312s on 6.5 to 298s with
 *                                    this patch" -> 6.5, with this patch.
 *   V1 (NAME1) and V2 (NAME2)        a series per name
 *   V1 -> V2                         as from V1 to V2
 *   to V2 from V1                    as from V1 to V2; "with X" at the end
 *                                    names the after side
 *   V1, compared to V2 NAME2         a series per name; V1's from a name
 *                                    after it or the opening "With X,"
 *   V1 NAME1 vs V2 NAME2             a series per name: "1.92s before vs
 *   V1 with X and V2 with Y          1.85s after", "4.2s with ULE and
 *                                    4.6s with the patch"
 *   from V1 to V2 ..., N% WORD       a comparison of the two (one pair
 *                                    in the sentence, no sides named
 *                                    for the change otherwise)
 *   N% WORD ... from A to B          a comparison of the series of B and A,
 *   N% WORD ... than B               made (without values) when the post
 *                                    has none of that name
 *
 * Every figure keeps its span; found_by is "prose".
 */

#define SENT_TOKS 160
#define NAME_LEN 96

struct sent {
	struct tok k[SENT_TOKS];
	int line[SENT_TOKS];
	int n;
};

struct prose {
	struct xresult *r;
	int patch;                 /* the message carries a patch: before / with patch */
	char revision[24];         /* an svn commit mail's "New Revision: 239185": r239185 */
	char base[NAME_LEN];       /* what the post's changes are measured against ("tip/sched/core") */
	char patched[NAME_LEN];    /* and what was measured ("sched/flat patchset") */
	int context;               /* pass: 0 finds the context, 1 reads figures */
	char last_build[NAME_LEN]; /* the build the paragraph named last */
	char side[NAME_LEN];       /* "Before the series ...": the side the paragraph opened with */
	int side_here;             /* and the sentence read now opened with it */
	int results;               /* the paragraph may hold a result with its unit (may_result) */
	int pair;                  /* the sentence's from/to made series pair (before) and pair + 1, or -1 */
	int pair_at;               /* the token right after the pair's second value */
	int pair_base_second;      /* "1200us vs 900us on tip": the second of the pair is the base */
	char sides[2][NAME_LEN];   /* the sides the sentence's first from/to named after its values */
	char legend[4][2][NAME_LEN]; /* "left is v6.9-rc2, right is with the branch": each side of A -> B,
				      * by the quote depth it was said at (0 to 3) */
};

/* Side 0 or 1 of the legend said at the sentence's quote depth ("left is ..."), else NULL */
static const char *legend_side(const struct prose *p, int line, int side)
{
	int d = p->r->t->l[line].depth;

	return d <= 3 && p->legend[d][0][0] ? p->legend[d][side] : NULL;
}

/*
 * "stock 3.2.0:" and "with the fast path:" over their runs, then "a full build went from
 * 2h41m to 2h40m": a pair no words name takes the two builds whose runs the post listed
 * above it at its depth, the first the base.  Only when exactly two names carry runs.
 */
static int runs_sides(const struct prose *p, int line, char *before, char *after, size_t n)
{
	const struct xresult *r = p->r;
	const char *name[2] = { NULL, NULL };
	int d = r->t->l[line].depth, m = 0;

	for (int i = 0; i < r->nseries; i++) {
		const struct xseries *x = &r->series[i];
		if (x->line >= line || x->depth != d || x->nvalues < 3 || !x->label[0] ||
		    (m && !strcmp(name[m - 1], x->label)) || (m == 2 && !strcmp(name[0], x->label)))
			continue;
		if (m == 2 || (m == 1 && !strcmp(name[0], x->label)))
			return 0;
		name[m++] = x->label;
	}
	if (m != 2 || !(label_has_build(name[0]) || label_has_build(name[1])))
		return 0;
	xs_printf(before, n, "%s", name[0]);
	xs_printf(after, n, "%s", name[1]);
	return 1;
}

/* A mark that ends a word in a sentence: strchr(",.;:!?)", c), NUL included */
static int end_mark(char c)
{
	return c == ',' || c == '.' || c == ';' || c == ':' || c == '!' || c == '?' || c == ')' || !c;
}

/*
 * Whether two bytes may be one letter in two cases: a first test, with no
 * call into the C library (tolower was one a byte, and every token meets a
 * dozen word_is and word_in); strncasecmp decides.
 */
static int may_fold(char a, char b)
{
	return (a | 0x20) == (b | 0x20);
}

/* word_is past its first byte, out of line */
static int word_is_rest(const struct text *t, const struct tok *k, const char *w)
{
	size_t n = k->e - k->s, wl = strlen(w);

	while (n && end_mark(t->s[k->s + n - 1]))
		n--;
	return n == wl && !strncasecmp(t->s + k->s, w, wl);
}

/* every token meets a dozen of these: its first byte refuses most, here, without a call */
static inline int word_is(const struct text *t, const struct tok *k, const char *w)
{
	if (*w && (k->e == k->s || !may_fold(t->s[k->s], *w)))
		return 0;
	return word_is_rest(t, k, w);
}

/* word_is of each listed word: the token's end marks cut once, its first byte compared first */
static int word_in(const struct text *t, const struct tok *k, const char *const *list)
{
	const char *p = t->s + k->s;
	size_t n = k->e - k->s;

	while (n && end_mark(p[n - 1]))
		n--;
	if (!n)
		return 0;
	for (; *list; list++)
		if (may_fold(**list, *p) && strlen(*list) == n && !strncasecmp(p, *list, n))
			return 1;
	return 0;
}

/* a token with a digit: what a figure needs (cells.c core_number), words have none */
int prose_word_in(const struct text *t, const struct tok *k, const char *const *list)
{
	return word_in(t, k, list);
}

static int has_digit(const struct text *t, const struct tok *k)
{
	return tok_has_digit(t, k->s, k->e);
}

/* A value cell with a unit or a percent: a measurement, not a count */
static int measured(const struct text *t, const struct tok *k, struct vcell *c)
{
	struct tok v = *k;

	while (v.e > v.s && end_mark(t->s[v.e - 1]) && t->s[v.e - 1] != ')')
		v.e--;
	if (!cell_parse(t, v.s, v.e, c))
		return 0;
	return c->unit[0] || c->pct || c->time;
}

/* Units written apart from a bare value: "3.4M RPS", "38.880 seconds" (any case: in small
 * letters, as listed_word looks them up) */
static const char *const apart_units[] = { "rps", "iops", "kiops", "miops", "seconds", "secs", "s", "sec", "ms",
	"minutes", "mins", "hours", "usecs", "msecs", "nsecs", "microseconds", "milliseconds",
	"us", "ns", "usec", "msec", "kpps", "mpps", "pps", "mb/s", "kb/s", "gb/s", "ops/s", "tps",
	"qps", "fps", "watts", "w", "mw", "joules", "j", "kj", "bops", "mbps", "gbps", "lps", "lpm",
	"nopm", "tpm", "tpmc", NULL };

/* "gives", "takes", "gets", "does": a verb a build's result follows */
static const char *const result_verbs[] = { "gives", "gave", "gets", "got", "takes", "took", "does",
	"did", "scores", "scored", "reaches", "reached", "achieves", "achieved", "delivers",
	"delivered", "yields", "yielded", "manages", "managed", "shows", "showed", "averaged",
	"averages", "hits", NULL };

/*
 * Nearly every word of a post full of numbers stands before or after a
 * value, and is asked whether it is a unit written apart or a verb of a
 * result: walking the lists a word at a time was a twentieth of extraction
 * there.  Each list, in small letters, is a set, built once, and a word's
 * small letters are looked up in it: word_in's caseless answer.  Left off
 * (word_in walks the lists) if a listed word had capitals or no room.
 */
#define LISTED_MAX 16
static struct wordset unit_set, verb_set;
static int sets_on;
static pthread_once_t sets_once = PTHREAD_ONCE_INIT;

static int add_small_words(struct wordset *set, const char *const *list)
{
	const char *const *w;
	const char *c;

	for (w = list; *w; w++) {
		if (strlen(*w) > LISTED_MAX)
			return -1;
		for (c = *w; *c; c++)
			if (isupper((unsigned char)*c))
				return -1;
	}
	return wordset_add_list(set, list);
}

static void build_sets(void)
{
	wordset_init(&unit_set);
	wordset_init(&verb_set);
	sets_on = add_small_words(&unit_set, apart_units) == 0 && add_small_words(&verb_set, result_verbs) == 0;
}

/* tolower of the C locale (the program sets none), as strncasecmp folds */
static unsigned char small_letter(char c)
{
	return (unsigned char)((unsigned)(c - 'A') < 26u ? c | 0x20 : c);
}

/* word_in of LIST, whose set is SET */
static int listed_word(const struct text *t, const struct tok *k, const struct wordset *set,
		       const char *const *list)
{
	const char *p = t->s + k->s;
	size_t n = k->e - k->s, i;
	char low[LISTED_MAX];

	pthread_once(&sets_once, build_sets);
	if (!sets_on)
		return word_in(t, k, list);
	while (n && end_mark(p[n - 1]))
		n--;
	/* the length and the first two letters refuse most words before all are folded */
	if (!n || n > LISTED_MAX ||
	    !wordset_may_have(set, small_letter(p[0]), n > 1 ? small_letter(p[1]) : 0, n))
		return 0;
	for (i = 0; i < n; i++)
		low[i] = (char)small_letter(p[i]);
	return wordset_has(set, low, n);
}

/* a rate ("events/s") without a stop after it */
static int apart_rate(const struct text *t, const struct tok *k)
{
	size_t n = k->e - k->s;

	while (n && strchr(",.;:!?)", t->s[k->s + n - 1]))
		n--;
	return rate_unit(t->s + k->s, n);
}

int prose_apart_unit(const struct text *t, const struct tok *k)
{
	/* both open on a letter (each unit listed, a rate's name): a number after a value, asked
	 * three times over (inline.c and prose.c), is refused before the list is walked */
	if (k->e == k->s || (unsigned)((t->s[k->s] | 0x20) - 'a') >= 26u)
		return 0;
	return listed_word(t, k, &unit_set, apart_units) || apart_rate(t, k);
}

/* The next token is a unit for a bare value */
/* "412k", "3.4M": the factor of a lone multiplier glued on a value, else 0 */
static double multiplier(const char *unit)
{
	if (!unit[0] || unit[1])
		return 0;
	return unit[0] == 'k' || unit[0] == 'K' ? 1e3 : unit[0] == 'M' ? 1e6 : unit[0] == 'G' ? 1e9 : 0;
}

static void unit_after(const struct text *t, const struct sent *s, int i, struct vcell *c)
{
	double f = multiplier(c->unit);
	size_t n;

	if (i + 1 >= s->n || !prose_apart_unit(t, &s->k[i + 1]) || (c->unit[0] && !f))
		return;
	/* "kpps." at a sentence's end: the unit without its stop */
	for (n = s->k[i + 1].e - s->k[i + 1].s; n && strchr(",.;:!?)", t->s[s->k[i + 1].s + n - 1]); n--)
		;
	/* "412k IOPS": 412,000 of the unit written apart (cell_parse scaled it; the text stays as
	 * posted) */
	snprintf(c->unit, sizeof(c->unit), "%.*s", (int)n, t->s + s->k[i + 1].s);
}

static void set(char *dst, size_t n, const char *s)
{
	snprintf(dst, n, "%s", s);
}

static struct xseries *prose_series(struct prose *p, const struct sent *s, int at, const char *label)
{
	struct xseries *x = xr_series_at(p->r, s->line[at], s->k[at].s, s->k[at].e, "prose");
	const char *t = p->r->t->s;
	const struct vocab_workload *w;

	set(x->label, sizeof(x->label), label);
	/* the workload the sentence names before the figure, else after it ("... takes 1921
	 * seconds for buildworld"), else the nearest named above */
	if ((w = vocab_workload_last(t + s->k[0].s, s->k[at].s - s->k[0].s, NULL, NULL)) ||
	    (w = vocab_workload_last(t + s->k[at].e, s->k[s->n - 1].e - s->k[at].e, NULL, NULL)))
		set(x->workload, sizeof(x->workload), w->name);
	else
		ctx_workload_above(p->r->t, s->line[at], s->k[at].s, x->workload, sizeof(x->workload));
	return x;
}

/* One side of a pair: its value at token at, its name */
struct side {
	int at;
	const char *name;
	const struct vcell *v;
};

/* The unit a value was written in, the series' (not "M" of "3.4M RPS": a multiplier, the unit
 * written apart) */
static void prose_unit(struct xseries *x, const struct vcell *c)
{
	if (!c->unit[0] || c->unit[1] || !strchr("kKMG", c->unit[0]))
		xs_unit_of(x, c);
}

/* The two series of a pair, in order; METRIC and WORKLOAD (NULL: keep their own) set on both */
static void pair_series(struct prose *p, const struct sent *s, struct side a, struct side b,
			const char *metric, const char *workload)
{
	const struct side *sd[2] = { &a, &b };
	int k;

	for (k = 0; k < 2; k++) {
		struct xseries *x = prose_series(p, s, sd[k]->at, sd[k]->name);
		xs_value(x, &sd[k]->v->x);
		prose_unit(x, sd[k]->v);
		if (metric)
			set(x->metric, sizeof(x->metric), metric);
		if (workload)
			set(x->workload, sizeof(x->workload), workload);
	}
}

/*
 * "went from 3.482s to 3.301s on average over 10 runs": the pair just read (series p->pair
 * and the next) are averages the post states, each side's mean, with the count of runs
 * when the words give it
 */
static void pair_averaged(struct prose *p, const struct sent *s, int at)
{
	static const char *const runs[] = { "runs", "runs.", "runs,", "iterations", "trials", "samples", NULL };
	const struct text *t = p->r->t;
	struct xnum n = { 0 };

	if (at < 0 || at + 1 >= s->n || !word_is(t, &s->k[at], "on") ||
	    !word_in(t, &s->k[at + 1], (const char *const[]){ "average", "avg", "avg.", NULL }) ||
	    p->pair + 1 >= p->r->nseries)
		return;
	/* "over 10 runs", "of 5 runs" */
	if (at + 4 < s->n && word_in(t, &s->k[at + 2], (const char *const[]){ "over", "of", "across", NULL }) &&
	    word_in(t, &s->k[at + 4], runs) && num_parse(t->s + s->k[at + 3].s, s->k[at + 3].e - s->k[at + 3].s, &n.value)) {
		n.s = s->k[at + 3].s;
		n.e = s->k[at + 3].e;
		n.set = 1;
	}
	for (int k = p->pair; k <= p->pair + 1; k++) {
		struct xseries *x = &p->r->series[k];
		if (x->nvalues != 1)
			continue;
		x->sum[SUM_MEAN] = x->values[0];
		if (n.set)
			x->sum[SUM_N] = n;
		x->nvalues = 0;
		x->has_summary = 1;
	}
}

/* Words [a, b) of the sentence as a name */
static void words(const struct text *t, const struct sent *s, int a, int b, char *out, size_t n)
{
	if (a >= b) {
		out[0] = '\0';
		return;
	}
	if (s->line[a] == s->line[b - 1]) {
		text_label(t, s->k[a].s, s->k[b - 1].e, out, n);
	} else {
		/* across lines: token by token, the next line's quote marks ("> ") no part of it */
		struct buf joined = BUF_INIT;
		for (int i = a; i < b; i++)
			buf_addf(&joined, "%s%.*s", i > a ? " " : "", (int)(s->k[i].e - s->k[i].s), t->s + s->k[i].s);
		struct text one = { .s = joined.data, .len = joined.len };
		text_label(&one, 0, joined.len, out, n);
		buf_release(&joined);
	}
	/* "6.6 +" where what was added is no name ("on 6.6 + my fix"): the "+" goes too */
	while (*out && (strchr(",.;:", out[strlen(out) - 1]) ||
			(strlen(out) >= 2 && !strcmp(out + strlen(out) - 2, " +"))))
		out[strlen(out) - (out[strlen(out) - 1] == '+' ? 2 : 1)] = '\0';
	/* "(from 182 MB/s with vanilla)": the aside's closing mark is none of the name's */
	if (*out && out[strlen(out) - 1] == ')' && !strchr(out, '('))
		out[strlen(out) - 1] = '\0';
}

/*
 * The names of before and after in a from/to sentence: "With the change,"
 * (up to the comma), "after applying X", "revert" with a version named.
 */
/* A noun that names what a "with" phrase added: "the patch", "this series", "my fix" */
static int change_noun(const struct text *t, const struct tok *k)
{
	static const char *const nouns[] = { "patch", "patches", "patchset", "series", "change",
					     "changes", "fix", "commit", NULL };

	return word_in(t, k, nouns);
}

/* "The patch improves ...", "This series cuts ...": the sentence is about what it adds; its
 * sides are without and with it.  1 when so */
static int subject_change(const struct text *t, const struct sent *s, int upto, char *before,
			  char *after, size_t n)
{
	static const char *const dets[] = { "the", "this", "my", "our", "that", NULL };
	char np[NAME_LEN];

	if (upto < 3 || s->n < 3 || !word_in(t, &s->k[0], dets) || !change_noun(t, &s->k[1]))
		return 0;
	words(t, s, 0, 2, np, sizeof(np));
	np[0] = (char)tolower((unsigned char)np[0]);
	xs_printf(after, n, "with %s", np);
	xs_printf(before, n, "without %s", np);
	return 1;
}

/* ... returns the token after the name it read at the sentence's opening, else 0 */
static int before_after(struct prose *p, const struct sent *s, int upto, char *before, char *after,
			size_t n)
{
	const struct text *t = p->r->t;
	int i, j;

	for (i = 0; i < upto; i++) {
		if (word_is(t, &s->k[i], "with") && (i == 0 || t->s[s->k[i - 1].e - 1] == ',')) {
			for (j = i + 1; j < upto && j < i + 6 && t->s[s->k[j].e - 1] != ','; j++)
				;
			/* "With the patch hackbench went from": no comma, the name ends at its noun */
			if (i == 0 && !(j < upto && t->s[s->k[j].e - 1] == ','))
				for (j = i + 1; j < upto && j < i + 4 && !change_noun(t, &s->k[j]); j++)
					;
			if (j < upto && (t->s[s->k[j].e - 1] == ',' || change_noun(t, &s->k[j]))) {
				char np[NAME_LEN];
				words(t, s, i + 1, j + 1, np, sizeof(np));
				snprintf(after, n, "with %s", np);
				snprintf(before, n, "without %s", np);
				return j + 1;
			}
		}
		if (word_is(t, &s->k[i], "revert") || word_is(t, &s->k[i], "reverting")) {
			for (j = 0; j < upto; j++) {
				const char *w = t->s + s->k[j].s;
				size_t len = s->k[j].e - s->k[j].s;
				if (label_is_config_word(w, len) && (isdigit((unsigned char)w[0]) ||
								     (w[0] == 'v' && len > 1 && isdigit((unsigned char)w[1])))) {
					int e = j + 1;
					while (e < upto && e < j + 3 && !word_is(t, &s->k[e], "and") &&
					       t->s[s->k[e - 1].e - 1] != ',')
						e++;
					words(t, s, j, e, before, n);
					snprintf(after, n, "%.*s reverted", (int)len, w);
					return 0;
				}
			}
		}
	}
	if (subject_change(t, s, upto, before, after, n))
		return 0;
	/* the two the post named its sides ("baseline" is ..., "patched" is ...) */
	if (s->n && legend_side(p, s->line[0], 0)) {
		set(before, n, legend_side(p, s->line[0], 0));
		set(after, n, legend_side(p, s->line[0], 1));
		return 0;
	}
	if (!(s->n && runs_sides(p, s->line[0], before, after, n))) {
		if (p->revision[0]) {
			/* a commit mail: the change measured is the revision it commits */
			xs_printf(before, n, "before %s", p->revision);
			set(after, n, p->revision);
			return 0;
		}
		set(before, n, p->patch ? "before patch" : "before");
		set(after, n, p->patch ? "with patch" : "after");
	}
	return 0;
}

/* The metric a from/to sentence names: the words before its verb ("the maximum latency") */
static void metric_before(const struct text *t, const struct sent *s, int lo, int from, char *out,
			  size_t n)
{
	static const char *const verbs[] = { "is", "are", "was", "were", "goes", "went", "improved",
		"reduced", "increased", "decreased", "dropped", "drops", "rose", "fell", "grew",
		"becomes", "changes", "changed", "improves", "reduces", "increases", "down", "up", "back",
		NULL };
	int v = from, a;

	while (v > 0 && word_in(t, &s->k[v - 1], verbs))
		v--;
	a = v;
	while (a > lo && v - a < 3 && !stop_word(t->s + s->k[a - 1].s, s->k[a - 1].e - s->k[a - 1].s) &&
	       t->s[s->k[a - 1].e - 1] != ',')
		a--;
	words(t, s, a, v, out, n);
	/* "hackbench went from": a benchmark's name, not what was measured of it; "by 12%
	 * (from": a figure, not a name */
	if (vocab_workload(out) || strchr(out, '%') || isdigit((unsigned char)out[0]))
		out[0] = '\0';
}

/* "than we have to", "we definitely don't want": people, not configurations */
static int pronoun_phrase(const char *p)
{
	/* (not "this": "this patch" is a configuration) */
	static const char *const pronouns[] = { "we", "i", "you", "they", "it", "he", "she",
		"there", "me", "us", "him", "her", "them", NULL };
	char w[16];
	size_t n = strcspn(p, " ,'");

	if (n >= sizeof(w))
		return 0;
	for (size_t i = 0; i < n; i++)
		w[i] = (char)tolower((unsigned char)p[i]);
	w[n] = '\0';
	for (const char *const *q = pronouns; *q; q++)
		if (!strcmp(w, *q))
			return 1;
	return 0;
}

/* "with the same setup", "with the same settings": what did not change has no "without" */
static int unchanged(const char *s)
{
	return !strncasecmp(s, "the same ", 9) || !strncasecmp(s, "same ", 5);
}

/*
 * The names the sentence gives its two sides next to their values win over
 * the ones read around them: "from 312s on 6.5 to 298s with this patch".
 * One side named "with X" makes the other "without X" when it has no name.
 */
static void sides_named(const char *na, const char *nb, char *before, char *after, size_t n)
{
	if (nb[0])
		set(after, n, nb);
	if (na[0])
		set(before, n, na);
	else if (!strncasecmp(nb, "with ", 5) && !unchanged(nb + 5))
		xs_printf(before, n, "without %s", nb + 5);
}

/* The next token is a unit written apart that unit_after reads: 1, else 0 */
static int unit_taken(const struct text *t, const struct sent *s, int i)
{
	return i + 1 < s->n && prose_apart_unit(t, &s->k[i + 1]);
}

/*
 * A name in parentheses that opens with a digit is a remark ("(3 runs)",
 * "(0.3)", a deviation) unless it is a version with more to it than a
 * number: "(6.5+patch)", "(6.6-rc2)", "(2.6.22)".  LOOSE: any version
 * ("(6.5)"), for a pair whose other side's name is sure.
 */
static int number_name(const char *name, int loose)
{
	size_t n = strcspn(name, " "), i, dots = 0, letters = 0;

	if (!isdigit((unsigned char)name[0]))
		return 0;
	if (!label_build_word(name, n))
		return 1;
	for (i = 0; i < n; i++) {
		dots += name[i] == '.';
		letters += isalpha((unsigned char)name[i]) || name[i] == '+';
	}
	return !loose && !(dots >= 2 || (dots && letters));
}

/* "(vanilla)" right after a value: the name inside, and the tokens it took (0: none) */
/* "i.e. ...", "e.g. ...", "ie ...": an aside that says something again, not a name */
static int aside(const char *s)
{
	/* "(within the noise)", "(about the same)": how to read the figure, no build */
	static const char *const opens[] = { "i.e.", "e.g.", "ie ", "eg ", "ie,", "eg,", "within ", "about ",
					     "roughly ", "noise", NULL };

	for (const char *const *o = opens; *o; o++)
		if (!strncasecmp(s, *o, strlen(*o)))
			return 1;
	return 0;
}

static int paren_name(const struct text *t, const struct sent *s, int a, int loose, char *out, size_t n)
{
	enum label_kind kind;
	int j;
	char *q;

	for (j = a; j < s->n && j < a + 4 && !memchr(t->s + s->k[j].s, ')', s->k[j].e - s->k[j].s); j++)
		;
	if (j >= s->n || j >= a + 4)
		return 0;
	text_label(t, s->k[a].s + 1, s->k[j].e, out, n);
	if ((q = strchr(out, ')')))
		*q = '\0';
	/* a name, not a unit or a remark: "(vanilla)", "(numa sched)", "(2.6.22)", not "(3 runs)" */
	kind = label_kind(out);
	/* "(-10.8%)", "(+3%)": a change beside the value, no name; "(i.e. -j ncpu)" an aside */
	/* "(avg of 10)", "(median of 5 runs)": what the figure is of the runs, no name */
	if (!out[0] || aside(out) || number_name(out, loose) || kind == LABEL_METRIC || kind == LABEL_RUN ||
	    kind == LABEL_DELTA || kind == LABEL_SUMMARY || (strchr("+-~", out[0]) && isdigit((unsigned char)out[1])) ||
	    (kind == LABEL_PARAM && !isdigit((unsigned char)out[0]))) {
		out[0] = '\0';
		return 0;
	}
	return j + 1 - a;
}

/*
 * A name after "on", "with", "for" ... that names a build: a version
 * ("6.5", "6.6-rc2"), or words that name no metric, setting, run or
 * benchmark ("for 8 threads", "for 3 runs", "for hackbench": how it ran).
 */
static int side_kind(const char *name)
{
	enum label_kind k;

	if (isdigit((unsigned char)name[0]))
		return label_build_word(name, strcspn(name, " "));
	k = label_kind(name);
	return k != LABEL_METRIC && k != LABEL_PARAM && k != LABEL_RUN && k != LABEL_WORKLOAD;
}

static int series_version(const char *p, size_t n);

/* "(v2)", "(6.5)": a build's word in parentheses, part of the name before it */
static int paren_build(const struct text *t, const struct tok *k)
{
	size_t e = k->e;

	while (e > k->s && strchr(".,;:", t->s[e - 1]))
		e--;
	return e > k->s + 2 && t->s[e - 1] == ')' && (label_build_word(t->s + k->s + 1, e - k->s - 2) ||
						     series_version(t->s + k->s + 1, e - k->s - 2));
}

/*
 * The build a value was measured on, named right after it: "on 6.5",
 * "with this patch", "under ULE", "for vanilla".  Up to five words, to a
 * comma, a value, "to", "vs" or a function word ("the" and "this" kept
 * after "with": the label says what the sentence says).  "with" and
 * "without" stay in the name, the others go.  Returns the tokens read
 * from token A (0: no name there).
 */
static int side_name(const struct text *t, const struct sent *s, int a, int loose, char *out, size_t n)
{
	static const char *const preps[] = { "on", "with", "without", "under", "using", "for", "before",
		"after", NULL };
	static const char *const ends[] = { "to", "vs", "vs.", "versus", "and", "applied", "than",
		"compared", NULL };
	/* "with the patch", "with my change": the words that point at the change are kept
	 * ("my", "our", "your" after "with" only: "on my laptop" names a machine) */
	static const char *const owners[] = { "my", "our", "your", "the", "this", NULL };
	struct vcell c;
	int b, keep;

	out[0] = '\0';
	if (a < s->n && t->s[s->k[a].s] == '(')
		return paren_name(t, s, a, loose, out, n);
	if (a + 1 >= s->n || !word_in(t, &s->k[a], preps) || end_mark(t->s[s->k[a].e - 1]))
		return 0;
	/* "3.301s on average over 10 runs": how the figure was got, no build */
	if (word_in(t, &s->k[a + 1], (const char *const[]){ "average", "avg", "avg.", NULL }))
		return 0;
	keep = word_is(t, &s->k[a], "with") || word_is(t, &s->k[a], "without") || word_is(t, &s->k[a], "before") ||
	       word_is(t, &s->k[a], "after");
	for (b = a + 1; b < s->n && b < a + 6; b++) {
		const struct tok *k = &s->k[b];
		/* "on 6.5 with the patch": a build and what was added to it */
		if (b > a + 1 && (word_is(t, k, "with") || word_is(t, k, "without")))
			continue;
		/* "with ULE (from 182 MB/s ...)": the other side opens after the name; "on plain -rc3
		 * (median of 3)": a remark after it */
		if (b > a + 1 && t->s[k->s] == '(' && !paren_build(t, k))
			break;
		/* "with sched_migration_cost_ns = 500000": a setting written with blanks, its value
		 * part of the name */
		if (b > a + 1 && b + 1 < s->n && word_is(t, k, "=") && has_digit(t, &s->k[b + 1])) {
			b++;
			if (end_mark(t->s[s->k[b].e - 1])) {
				b++;
				break;
			}
			continue;
		}
		if (word_in(t, k, ends) || measured(t, k, &c) ||
		    (stop_word(t->s + k->s, k->e - k->s) && !word_in(t, k, keep ? owners : owners + 3)))
			break;
		if (end_mark(t->s[k->e - 1])) {
			b++;
			break;
		}
	}
	/* "with the" and nothing after it names nothing */
	while (b > a + 1 && word_in(t, &s->k[b - 1], owners))
		b--;
	if (b == a + 1)
		return 0;
	/* "with ULE": a build's own name needs no "with" */
	if (b == a + 2 && label_build_word(t->s + s->k[a + 1].s, s->k[a + 1].e - s->k[a + 1].s))
		keep = 0;
	words(t, s, keep ? a : a + 1, b, out, n);
	if (pronoun_phrase(out) || !side_kind(out)) {
		out[0] = '\0';
		return 0;
	}
	return b - a;
}

static int connector(const struct text *t, const struct sent *s, int j);
static void noun_phrase(const struct text *t, const struct sent *s, int a, int max, char *out, size_t n);

/* The build a sentence opens on ("EEVDF reduces ...", "The 6.6 kernel ..."): 1 when so */
static int opening_build(const struct text *t, const struct sent *s, char *out, size_t n)
{
	int a = s->n > 1 && (word_is(t, &s->k[0], "the") || word_is(t, &s->k[0], "a")) ? 1 : 0;
	const struct tok *k = &s->k[a];

	if (a >= s->n || end_mark(t->s[k->e - 1]) || !label_build_word(t->s + k->s, k->e - k->s))
		return 0;
	words(t, s, a, a + 1, out, n);
	return 1;
}

/*
 * "EEVDF reduces the p99 latency from 2.1ms to 1.4ms compared to CFS": a
 * from/to whose sides nothing next to them names, in a sentence opening on
 * a build and naming a base after the pair ("compared to", "versus",
 * "relative to"), goes from the base to the build.
 */
static void subject_against(const struct text *t, const struct sent *s, int from, char *before, char *after,
			    size_t n)
{
	char subj[NAME_LEN], base[NAME_LEN];
	int j, c = 0;

	if (!opening_build(t, s, subj, sizeof(subj)))
		return;
	for (j = from; j < s->n && j < from + 3 && !(c = connector(t, s, j)); j++)
		if (j + 1 < s->n && word_is(t, &s->k[j], "relative") && word_is(t, &s->k[j + 1], "to")) {
			c = 2;
			break;
		}
	if (!c || j + c >= s->n)
		return;
	noun_phrase(t, s, j + c, 3, base, sizeof(base));
	if (!base[0] || !label_build_word(base, strcspn(base, " ")) || !strcasecmp(base, subj))
		return;
	set(before, n, base);
	set(after, n, subj);
}

/* METRIC ... from V1 [on A] to V2 [with B] */
/* Past a remark in parentheses opening at token j (at most six tokens): the token after it,
 * else j */
static int past_paren(const struct text *t, const struct sent *s, int j)
{
	for (int k = j; k < s->n && k < j + 6; k++)
		if (t->s[s->k[k].e - 1] == ')')
			return k + 1;
	return j;
}

/* "the default cfs_period_us from 100ms to 5ms", "the slice from 3ms to 0.75ms": what a
 * from/to changes, right before it, is a setting (a tunable's name, a period, a slice) */
static int setting_changed(const struct text *t, const struct sent *s, int i)
{
	static const char *const settings[] = { "period", "timeout", "interval", "slice", "tick",
		"granularity", "quota", "budget", "default", NULL };
	const struct tok *k;
	const char *p, *e;

	if (i < 1)
		return 0;
	k = &s->k[i - 1];
	if (word_in(t, k, settings))
		return 1;
	/* a tunable's name: '_' between letters ("cfs_period_us", "sched_min_granularity_ns") */
	for (p = t->s + k->s + 1, e = t->s + k->e - 1; p < e; p++)
		if (*p == '_' && isalpha((unsigned char)p[-1]) && isalpha((unsigned char)p[1]))
			return 1;
	return 0;
}

/* "with checkpoint_timeout lowered to 60s", "the slice was set to 3ms": a setting's new
 * value (a tunable or a setting's word, a verb of setting, "to" before figure I), no result */
static int set_to(const struct text *t, const struct sent *s, int i)
{
	static const char *const verbs[] = { "set", "lowered", "raised", "reduced", "increased", "bumped",
		"changed", "dropped", "cut", "tuned", "capped", "limited", NULL };
	int v = i - 2;

	if (i < 3 || !word_is(t, &s->k[i - 1], "to") || !word_in(t, &s->k[v], verbs))
		return 0;
	if (word_is(t, &s->k[v - 1], "was") || word_is(t, &s->k[v - 1], "is") || word_is(t, &s->k[v - 1], "being"))
		v--;
	return setting_changed(t, s, v);
}

static int pronoun_side(const char *first, char *second, size_t n);

static int from_to(struct prose *p, const struct sent *s, int i)
{
	const struct text *t = p->r->t;
	struct vcell a, b;
	char before[NAME_LEN], after[NAME_LEN], na[NAME_LEN], nb[NAME_LEN], metric[48];
	int j, used, lo;

	/* "(from 2.41s to 2.12s)": the figures of a change said before them */
	if (!(word_is(t, &s->k[i], "from") || word_is(t, &s->k[i], "(from")) || i + 3 >= s->n ||
	    setting_changed(t, s, i))
		return 0;
	if (!cell_parse(t, s->k[i + 1].s, s->k[i + 1].e, &a) && !measured(t, &s->k[i + 1], &a))
		return 0;
	j = i + 2 + unit_taken(t, s, i + 1);
	unit_after(t, s, i + 1, &a);
	/* "from 312s on 6.5 to": the side's name between its value and "to" */
	j += side_name(t, s, j, 0, na, sizeof(na));
	if (!na[0])
		for (j = i + 2; j < s->n && j <= i + 3 && !word_is(t, &s->k[j], "to"); j++)
			;
	/* "with X = 500000 (the default) to ...": a remark after the name */
	else if (j < s->n && t->s[s->k[j].s] == '(')
		j = past_paren(t, s, j);
	if (j >= s->n - 1 || !word_is(t, &s->k[j], "to"))
		return 0;
	if (!cell_parse(t, s->k[j + 1].s, s->k[j + 1].e, &b) && !measured(t, &s->k[j + 1], &b))
		return 0;
	used = j + 2 + unit_taken(t, s, j + 1);
	unit_after(t, s, j + 1, &b);
	/* one of the two carries a unit or a percent: these are measurements */
	if (!(a.unit[0] || a.pct || a.time || b.unit[0] || b.pct || b.time))
		return 0;
	p->pair_at = used;
	used += side_name(t, s, used, 0, nb, sizeof(nb));
	/* "from 6m41s before the commit to 6m58s after it": "after" and a pronoun */
	if (!nb[0] && used < s->n && word_is(t, &s->k[used], "after"))
		set(nb, sizeof(nb), "after");
	pronoun_side(na, nb, sizeof(nb));
	lo = before_after(p, s, i, before, after, sizeof(before));
	/* "EEVDF reduces the p99 latency from 2.1ms to 1.4ms compared to CFS": the base
	 * named after the pair, the subject the build measured */
	if (!na[0] && !nb[0] && lo == 0)
		subject_against(t, s, used, before, after, sizeof(before));
	/* "went from 12.4s to 10.9s with this patch, and netperf from 45210 to 47833
	 * transactions/s": a second from/to of the sentence has the first one's sides */
	if (!na[0] && !nb[0] && p->sides[1][0]) {
		set(before, sizeof(before), p->sides[0]);
		set(after, sizeof(after), p->sides[1]);
	}
	sides_named(na, nb, before, after, sizeof(before));
	if ((na[0] || nb[0]) && !p->sides[1][0]) {
		set(p->sides[0], sizeof(p->sides[0]), before);
		set(p->sides[1], sizeof(p->sides[1]), after);
	}
	/* "from 45210 to 47833 transactions/s", "from 3.1M to 3.4M RPS": the unit once, for both */
	if ((!a.unit[0] || (multiplier(a.unit) && !multiplier(b.unit))) && !a.pct && !a.time && b.unit[0] &&
	    !b.pct) {
		memcpy(a.unit, b.unit, sizeof(a.unit));
	}
	metric_before(t, s, lo, i, metric, sizeof(metric));
	p->pair = a.pct || b.pct ? -1 : p->r->nseries;
	pair_series(p, s, (struct side){ i + 1, before, &a }, (struct side){ j + 1, after, &b }, metric, NULL);
	if (p->pair >= 0)
		pair_averaged(p, s, p->pair_at);
	return used - i;
}

static int result_at(const struct text *t, const struct sent *s, int i, struct vcell *c);

/*
 * METRIC ... to V2 from V1: "latency dropped to 95us from 120us with the
 * patch".  A name after V2 is the after side's; "with X" after V1, the
 * sentence's end, says what made the change (after: with X, before:
 * without X); another name there is V1's.
 */
static int unit_elided(const struct text *t, const struct sent *s, int i, const struct vcell *a,
		       struct vcell *b);

static int to_from(struct prose *p, const struct sent *s, int i)
{
	const struct text *t = p->r->t;
	struct vcell a, b;
	char before[NAME_LEN], after[NAME_LEN], na[NAME_LEN], nb[NAME_LEN], metric[48];
	int j, u, used;

	if (!word_is(t, &s->k[i], "to") || !(u = result_at(t, s, i + 1, &b)))
		return 0;
	j = i + 1 + u;
	j += side_name(t, s, j, 0, nb, sizeof(nb));
	/* "... to 283 MB/s with ULE (from 182 MB/s with vanilla)" */
	/* "back to 2410 MB/s from 2150 on plain -rc3": the first figure written without the unit */
	if (j + 1 >= s->n || !(word_is(t, &s->k[j], "from") || word_is(t, &s->k[j], "(from")) ||
	    !((u = result_at(t, s, j + 1, &a)) || (u = unit_elided(t, s, j + 1, &b, &a))))
		return 0;
	used = j + 1 + u;
	used += side_name(t, s, used, 0, na, sizeof(na));
	/* "With X reverted, tbench is back to ...": the opening names the after side */
	before_after(p, s, i, before, after, sizeof(before));
	if (!nb[0] && !strncasecmp(na, "with ", 5)) {
		set(nb, sizeof(nb), na);
		na[0] = '\0';
	}
	sides_named(na, nb, before, after, sizeof(before));
	metric_before(t, s, 0, i, metric, sizeof(metric));
	p->pair = p->r->nseries;
	pair_series(p, s, (struct side){ j + 1, before, &a }, (struct side){ i + 1, after, &b }, metric, NULL);
	return used - i;
}

/*
 * "took 1:02:33", "1:05:12 with 4BSD": a clock-like time (cells.c reads
 * 10:05 and 12:05:18 as clocks) is a duration after a verb of taking or
 * before a build named with "with", "on" or "under".  1 when so, C filled.
 */
static int clock_parse(const struct text *t, const struct sent *s, int i, int anywhere, struct vcell *c);

/* Words a duration follows: "took 1:02:33", "finished in 1:47:33" */
static const char *const took_words[] = { "took", "takes", "take", "taking", "needed", "needs",
	"in", "finished", "finishes", "completes", "completed", NULL };

static int clock_duration(const struct text *t, const struct sent *s, int i, struct vcell *c)
{
	return clock_parse(t, s, i, 0, c);
}

/* The same clock-like time without the words around it (ANYWHERE): the second of a pair
 * whose first was one ("4BSD took 1:47:33 and ULE 1:52:10") */
static int clock_parse(const struct text *t, const struct sent *s, int i, int anywhere, struct vcell *c)
{
	static const char *const on[] = { "with", "on", "under", NULL };
	const char *p = t->s + s->k[i].s;
	size_t n = s->k[i].e - s->k[i].s, k, from = 0;
	double part = 0, v = 0;
	int fields = 0;

	while (n && end_mark(p[n - 1]))
		n--;
	for (k = 0; k <= n; k++) {
		if (k < n && isdigit((unsigned char)p[k])) {
			part = part * 10 + (p[k] - '0');
			continue;
		}
		if ((k < n && p[k] != ':') || k == from)
			return 0;
		/* minutes and seconds: two digits under 60 after the first field */
		if (fields > 0 && (k - from != 2 || part >= 60))
			return 0;
		v = v * 60 + part;
		part = 0;
		fields++;
		from = k + 1;
	}
	if (fields < 2 || fields > 3 ||
	    !(anywhere || (i > 0 && word_in(t, &s->k[i - 1], took_words)) ||
	      (i + 2 < s->n && word_in(t, &s->k[i + 1], on) &&
	       label_build_word(t->s + s->k[i + 2].s, s->k[i + 2].e - s->k[i + 2].s))))
		return 0;
	memset(c, 0, sizeof(*c));
	c->kind = CELL_VALUE;
	c->time = 1;
	c->x.value = v;
	c->x.s = s->k[i].s;
	c->x.e = s->k[i].s + n;
	c->x.set = 1;
	c->s = c->x.s;
	c->e = c->x.e;
	return 1;
}

/* A result with its unit at token i ("1.92s", "950 tps"): 1 + the unit's token, else 0 */
static int result_at(const struct text *t, const struct sent *s, int i, struct vcell *c)
{
	if (i < s->n && memchr(t->s + s->k[i].s, ':', s->k[i].e - s->k[i].s) && clock_duration(t, s, i, c))
		return 1;
	if (i >= s->n || (!cell_parse(t, s->k[i].s, s->k[i].e, c) && !measured(t, &s->k[i], c)) ||
	    c->paren || c->pct)
		return 0;
	unit_after(t, s, i, c);
	if (!c->time && !prose_result_unit(c->unit))
		return 0;
	return 1 + unit_taken(t, s, i);
}

/* "1.92s before": one word after a value that names its side; "before", "after", "vanilla" */
static int bare_side(const struct text *t, const struct sent *s, int a, char *out, size_t n)
{
	const struct tok *k = &s->k[a];
	struct vcell c;

	out[0] = '\0';
	if (a >= s->n || measured(t, k, &c) || word_is(t, k, "vs") || word_is(t, k, "versus"))
		return 0;
	if (stop_word(t->s + k->s, k->e - k->s) && !word_is(t, k, "before") && !word_is(t, k, "after"))
		return 0;
	words(t, s, a, a + 1, out, n);
	if (!out[0] || pronoun_phrase(out) || label_kind(out) != LABEL_CONFIG) {
		out[0] = '\0';
		return 0;
	}
	return 1;
}

/*
 * The side named after a value: "on 6.5", "with the patch", "(vanilla)", or
 * one word ("before").  *LOOSE in: the name may be a bare version "(6.5)";
 * out: whether it took one.
 */
static int side_after(const struct text *t, const struct sent *s, int a, int *loose, char *out, size_t n)
{
	int m = side_name(t, s, a, 0, out, n);

	if (!m && *loose && (m = side_name(t, s, a, 1, out, n)))
		return m;
	*loose = 0;
	return m ? m : bare_side(t, s, a, out, n);
}

/*
 * "12us with the patch vs 15us without", "... and 2.40s without it": a bare
 * "with" or "without" (and a pronoun for the first side's change) ending
 * the sentence is the first side's name turned over.  The tokens read,
 * else 0.
 */
static int elided_side(const struct text *t, const struct sent *s, int a, const char *first, char *out,
		       size_t n, int *loose)
{
	static const char *const pronouns[] = { "it", "them", "that", "this", NULL };
	int with = a < s->n && word_is(t, &s->k[a], "with"), without = a < s->n && word_is(t, &s->k[a], "without");
	int it = a + 1 < s->n && word_in(t, &s->k[a + 1], pronouns);

	if (a + 1 + it != s->n || !(with || without))
		return 0;
	if (without && !strncasecmp(first, "with ", 5))
		xs_printf(out, n, "without %s", first + 5);
	else if (with && !strncasecmp(first, "without ", 8))
		xs_printf(out, n, "with %s", first + 8);
	else
		return 0;
	*loose = 0;
	return 1 + it;
}

/* "without them" after "with the series", "with it" after "without the patch": the second
 * side is the first's change turned over; 1 when turned */
static int pronoun_side(const char *first, char *second, size_t n)
{
	static const char *const pronouns[] = { "it", "them", "that", NULL };
	int with = !strncasecmp(second, "with ", 5), without = !strncasecmp(second, "without ", 8);
	const char *const *w;

	for (w = pronouns; *w && !((with && !strcasecmp(second + 5, *w)) ||
				   (without && !strcasecmp(second + 8, *w))); w++)
		;
	if (*w && without && !strncasecmp(first, "with ", 5))
		xs_printf(second, n, "without %s", first + 5);
	else if (*w && with && !strncasecmp(first, "without ", 8))
		xs_printf(second, n, "with %s", first + 8);
	/* "6m41s before the commit to 6m58s after it": the pronoun left off the name */
	else if (!strcasecmp(second, "after") && !strncasecmp(first, "before ", 7))
		xs_printf(second, n, "after %s", first + 7);
	else
		return 0;
	return 1;
}

/* "398k tps patched vs 397k on 5.3-rc4": the second figure of a pair written without the
 * first's unit takes it (a multiplier glued on it kept); 1, else 0 */
static int unit_elided(const struct text *t, const struct sent *s, int i, const struct vcell *a,
		       struct vcell *b)
{
	if (i >= s->n || !has_digit(t, &s->k[i]) || !cell_parse(t, s->k[i].s, s->k[i].e, b) || b->paren ||
	    b->pct || b->time || a->time || (b->unit[0] && !multiplier(b->unit)) || unit_taken(t, s, i))
		return 0;
	snprintf(b->unit, sizeof(b->unit), "%s", a->unit);
	return 1;
}

/* "1.92s at 18.4W": a second figure of the same run, in another unit, after "at"; its tokens */
static int at_figure(const struct text *t, const struct sent *s, int i, const struct vcell *first,
		     struct vcell *c)
{
	int u;

	if (i + 1 >= s->n || !word_is(t, &s->k[i], "at") || !(u = result_at(t, s, i + 1, c)) ||
	    c->time || !c->unit[0] || !strcmp(c->unit, first->unit))
		return 0;
	return 1 + u;
}

/*
 * V1 NAME1 vs V2 NAME2: "1.92s before vs 1.85s after", "4.2s with ULE and
 * 4.6s with the patch", "12.1s (vanilla) vs 11.4s (patched)".  Each value a
 * result with its unit; a name of one bare word only when it names a
 * configuration ("4.2s user and 1.1s sys" are metrics of one run).  Each
 * value may bring a second in another unit: "1.92s at 18.4W with the
 * performance policy and 2.08s at 14.1W with powersaving".
 */
/* "3120 on 6.5.11": a figure without a unit right before "on" and a build's word; 1, else 0 */
static int bare_on_build(const struct text *t, const struct sent *s, int i, struct vcell *c)
{
	const struct tok *k = &s->k[i];

	/* the words after it first: asked of every figure of prose, nearly none is before "on";
	 * "ran 3 on 6.1": a small whole number counts what ran, no result */
	return i + 2 < s->n && word_is(t, &s->k[i + 1], "on") &&
	       label_build_word(t->s + s->k[i + 2].s, s->k[i + 2].e - s->k[i + 2].s) &&
	       cell_parse(t, k->s, k->e, c) && c->kind == CELL_VALUE && !c->unit[0] &&
	       !c->pct && !c->paren && !c->time && !c->signed_ && !(num_is_count(c->x.value) && c->x.value < 10) &&
	       !label_build_word(t->s + k->s, k->e - k->s);
}

static int value_pair(struct prose *p, const struct sent *s, int i)
{
	const struct text *t = p->r->t;
	struct vcell a, b, a2, b2;
	char na[NAME_LEN], nb[NAME_LEN];
	int j, m, u, la, lb, ua, ub = 0, ia2, ib2 = 0, bare = 0;

	/* "3120 on 6.5.11, 41873 on 6.6.1": figures without units, each on a build */
	if (!(u = result_at(t, s, i, &a)) && !(u = bare = bare_on_build(t, s, i, &a)))
		return 0;
	ia2 = i + u + 1;
	if ((ua = at_figure(t, s, i + u, &a, &a2)))
		u += ua;
	/* the connector: after a one-word name ("before vs") or a longer one */
	for (j = i + u + 1; j < s->n && j <= i + u + 5; j++)
		if (word_is(t, &s->k[j], "vs") || word_is(t, &s->k[j], "versus") ||
		    word_is(t, &s->k[j], "and") || word_is(t, &s->k[j], "/"))
			break;
	/* "1.92s (6.5) vs 1.85s (6.5+patch)": a bare version beside a sure name */
	la = lb = 1;
	m = side_after(t, s, i + u, &la, na, sizeof(na));
	/* "412K IOPS with the patch, 398K IOPS without": a comma ending the first name joins */
	if (m && i + u + m < s->n && t->s[s->k[i + u + m - 1].e - 1] == ',' && (j >= s->n || j > i + u + 5 ||
										 j > i + u + m))
		j = i + u + m - 1;
	if (j >= s->n - 1 || j > i + u + 5)
		return 0;
	if (!m || (i + u + m != j && i + u + m - 1 != j))
		return 0;
	if (bare ? !(u = bare_on_build(t, s, j + 1, &b)) :
		   !(u = result_at(t, s, j + 1, &b)) && !(u = unit_elided(t, s, j + 1, &a, &b)))
		return 0;
	ib2 = j + 1 + u + 1;
	if (ua && (!(ub = at_figure(t, s, j + 1 + u, &b, &b2)) || strcmp(a2.unit, b2.unit)))
		return 0;
	u += ub;
	if (!(m = side_after(t, s, j + 1 + u, &lb, nb, sizeof(nb))))
		m = elided_side(t, s, j + 1 + u, na, nb, sizeof(nb), &lb);
	else
		pronoun_side(na, nb, sizeof(nb));
	if (!m || !strcasecmp(na, nb) || (la && lb))
		return 0;
	pair_series(p, s, (struct side){ i, na, &a }, (struct side){ j + 1, nb, &b }, NULL, NULL);
	if (ua)
		pair_series(p, s, (struct side){ ia2, na, &a2 }, (struct side){ ib2, nb, &b2 }, NULL, NULL);
	return j + 1 + u + m - i;
}

static int opens_with(const struct text *t, const struct sent *s);

/* "compared to", "compared with", "versus", "vs": how many tokens, or 0 */
static int connector(const struct text *t, const struct sent *s, int j)
{
	if (word_is(t, &s->k[j], "versus") || word_is(t, &s->k[j], "vs") || word_is(t, &s->k[j], "vs."))
		return 1;
	if (j + 1 < s->n && word_is(t, &s->k[j], "compared") &&
	    (word_is(t, &s->k[j + 1], "to") || word_is(t, &s->k[j + 1], "with")))
		return 2;
	return 0;
}

/* The sentence's subject when it names a build: "The patched kernel does 3102 MB/s ..." */
static void subject_build(const struct text *t, const struct sent *s, int upto, char *out, size_t n)
{
	int e;

	out[0] = '\0';
	for (e = 0; e < upto && e < 4 && !stop_word(t->s + s->k[e].s, s->k[e].e - s->k[e].s); e++)
		;
	if (e == 0 && upto > 1 && (word_is(t, &s->k[0], "the") || word_is(t, &s->k[0], "a")))
		for (e = 1; e < upto && e < 5 && !stop_word(t->s + s->k[e].s, s->k[e].e - s->k[e].s); e++)
			;
	if (e == 0)
		return;
	words(t, s, 0, e, out, n);
	if (label_kind(out) != LABEL_CONFIG || pronoun_phrase(out))
		out[0] = '\0';
}

/* "... regression in schbench with this series: 1200us vs 900us on tip": a "with" and what it
 * adds, before token upto, names the first value's side */
static void with_change_before(const struct text *t, const struct sent *s, int upto, char *out, size_t n)
{
	int i;

	out[0] = '\0';
	for (i = 0; i + 2 < upto; i++)
		if (word_is(t, &s->k[i], "with") && change_noun(t, &s->k[i + 2])) {
			char np[NAME_LEN];
			words(t, s, i + 1, i + 3, np, sizeof(np));
			xs_printf(out, n, "with %s", np);
			return;
		}
}

/*
 * V1, compared to V2 NAME2: "With the patch applied, hackbench takes 1.85s,
 * compared to 1.92s for vanilla", "The patched kernel does 3102 MB/s in
 * tbench versus 3017 MB/s on mainline".  V1's side is named after it, or
 * by the sentence's opening "With X,", or by its subject when that names
 * a build.
 */
static int result_verb(const struct text *t, const struct tok *k)
{
	return listed_word(t, k, &verb_set, result_verbs);
}

/* The build named before the verb at v, after token lo: the nearest build word ("6.5",
 * "ULE", "FreeBSD 13.2"); 1 when found */
static int verb_subject(const struct text *t, const struct sent *s, int lo, int v, char *out, size_t n)
{
	static const char *const subjects[] = { "a", "an", "it", "i", "we", "they", "one", NULL };
	int i, e;

	for (i = v - 1; i >= lo && i >= v - 4; i--) {
		const char *w = t->s + s->k[i].s;
		size_t len = s->k[i].e - s->k[i].s;
		if (end_mark(w[len - 1]) || !label_build_word(w, len))
			continue;
		/* "FreeBSD 13.2": the OS before its version */
		if (i > lo && isdigit((unsigned char)*w) &&
		    label_build_word(t->s + s->k[i - 1].s, s->k[i - 1].e - s->k[i - 1].s) &&
		    !isdigit((unsigned char)t->s[s->k[i - 1].s]))
			i--;
		/* "With ULE a buildworld -j8 takes", "with 4BSD it takes": the build, not the
		 * subject after it ("6.5 with the patch gives" keeps what was added) */
		for (e = i + 1; e < v && !word_in(t, &s->k[e], subjects); e++)
			;
		words(t, s, i, e, out, n);
		return 1;
	}
	return 0;
}

/* The sentence opens "With X" naming a build; "With -j16 the gap is bigger: vanilla took ..."
 * opens on a setting (a flag, a count), the subject still names the build */
static int opens_with_build(const struct text *t, const struct sent *s)
{
	const char *p;

	if (s->n < 2 || !word_is(t, &s->k[0], "with"))
		return 0;
	p = t->s + s->k[1].s;
	return !(p[0] == '-' || isdigit((unsigned char)p[0]));
}

/*
 * "..., and sched_ext scored 215 MB/s", "Sched_ext reaches 490 MB/s where
 * tip reaches ...": one to three words right before the verb, after the
 * sentence's start, a mark or a word that joins clauses, none a pronoun, a
 * function word or a figure, name what the verb's result is of, whether or
 * not the vocabulary knows them.  1 when found.
 */
static int clause_subject(const struct text *t, const struct sent *s, int lo, int v, char *out, size_t n)
{
	static const char *const joins[] = { "and", "while", "where", "whereas", "but", "vs", "versus",
		"then", "so", NULL };
	enum label_kind k;
	int a = v;

	while (a > lo && v - a < 4 && !word_in(t, &s->k[a - 1], joins) &&
	       !end_mark(t->s[s->k[a - 1].e - 1]))
		a--;
	if (a > lo && v - a == 4)
		return 0;       /* more words than a name has: a clause */
	/* "the patch" as written: the article is no word of the name's test */
	/* a figure is no name's word; "O21", "v2" (a letter first) are */
	for (int i = a + (a + 1 < v && word_is(t, &s->k[a], "the")); i < v; i++)
		if (has_digit(t, &s->k[i]) && !isalpha((unsigned char)t->s[s->k[i].s]) &&
		    !label_build_word(t->s + s->k[i].s, s->k[i].e - s->k[i].s))
			return 0;
		else if (stop_word(t->s + s->k[i].s, s->k[i].e - s->k[i].s))
			return 0;
	if (a >= v)
		return 0;
	words(t, s, a, v, out, n);
	/* "pgbench takes ...", "the latency reaches ...": what ran or what was measured;
	 * "With ULE, pgbench takes ...": the "with" names the build */
	k = label_kind(out);
	return (k == LABEL_CONFIG || k == LABEL_OTHER) && !opens_with_build(t, s);
}

/*
 * "CFS is at 12.5 s and BORE at 13.1 s", "BORE averaged 482 MB/s over five
 * runs, 6.6 723 MB/s": the second clause leaves the verb out.  After the
 * first side (its verb at I, its result U tokens), the next result within
 * eight tokens is the second side's when a build (or a short name, as a
 * verb's subject would be) stands right before it, a preposition aside.
 * Returns the tokens read from I, else 0.
 */
/* The second side's result at v: as result_at reads it, or a clock-like time when the first
 * side's was one (the verb it followed is not repeated) */
static int second_result(const struct text *t, const struct sent *s, int v, const struct vcell *a,
			 struct vcell *b)
{
	int u = result_at(t, s, v, b);

	if (!u && a->time && memchr(t->s + a->x.s, ':', a->x.e - a->x.s) &&
	    memchr(t->s + s->k[v].s, ':', s->k[v].e - s->k[v].s) && clock_parse(t, s, v, 1, b))
		u = 1;
	return u;
}

static int build_follows(const struct text *t, const struct sent *s, int a, int u);

static int gapped_pair(struct prose *p, const struct sent *s, int i, int u, const char *na,
		       const struct vcell *a)
{
	static const char *const preps[] = { "at", "on", "with", "under", NULL };
	const struct text *t = p->r->t;
	struct vcell b;
	char nb[NAME_LEN];
	int lo = i + 1 + u, v, w, e;

	/* "With ULE the loop takes 4.2s, with 4BSD 4.6s": the "with"s name both sides */
	if (opens_with_build(t, s))
		return 0;
	for (v = lo; v < s->n && v <= lo + 6 && !(has_digit(t, &s->k[v]) && second_result(t, s, v, a, &b)); v++)
		;
	if (v >= s->n || v > lo + 6 || v == lo)
		return 0;
	e = word_in(t, &s->k[v - 1], preps) ? v - 1 : v;
	w = second_result(t, s, v, a, &b);
	/* ", against 97 seconds for 2.6.8.1-ck7": the build named after the value */
	if (build_follows(t, s, v, w))
		words(t, s, v + w + 1, v + w + 2, nb, sizeof(nb));
	else if (!(verb_subject(t, s, lo, e, nb, sizeof(nb)) || clause_subject(t, s, lo, e, nb, sizeof(nb))))
		return 0;
	if (!strcasecmp(na, nb))
		return 0;
	pair_series(p, s, (struct side){ i + 1, na, a }, (struct side){ v, nb, &b }, NULL, NULL);
	return v + w - i;
}

/*
 * "CFS is at 12.5 s and BORE at 13.1 s", "vanilla was around 600 tps,
 * mainline 540 tps": a build, "is at" (was, around, about), its figure, and
 * the second clause leaving the verb out.  Returns the tokens read from I.
 */
static int copula_pair(struct prose *p, const struct sent *s, int i)
{
	static const char *const is[] = { "is", "was", "sits", "stays", NULL };
	static const char *const at[] = { "at", "around", "about", NULL };
	const struct text *t = p->r->t;
	char na[NAME_LEN];
	struct vcell a;
	int u;

	if (i + 2 >= s->n || !word_in(t, &s->k[i], is) || !word_in(t, &s->k[i + 1], at) ||
	    !has_digit(t, &s->k[i + 2]) || !(u = result_at(t, s, i + 2, &a)) ||
	    !(verb_subject(t, s, 0, i, na, sizeof(na)) || clause_subject(t, s, 0, i, na, sizeof(na))))
		return 0;
	return gapped_pair(p, s, i + 1, u, na, &a);
}

/*
 * "pgbench on 6.5 gives 41235 tps, while 6.6 gives 43012 tps": two builds,
 * each before a verb its result follows.  Returns the tokens read from I.
 */
/* "125 s on 6.1", "4.2s with ULE": a build named right after the value at a (its U tokens) */
static int build_follows(const struct text *t, const struct sent *s, int a, int u)
{
	static const char *const preps[] = { "on", "under", "with", "using", "for", NULL };
	int j = a + u;

	return j + 1 < s->n && !end_mark(t->s[s->k[j - 1].e - 1]) && word_in(t, &s->k[j], preps) &&
	       !end_mark(t->s[s->k[j].e - 1]) &&
	       label_build_word(t->s + s->k[j + 1].s, s->k[j + 1].e - s->k[j + 1].s);
}

/* "vs 4BSD's 1612 tps" at j: the other side named by its possessive; its value's token (its W
 * tokens), else 0 */
static int possessive_other(const struct text *t, const struct sent *s, int j, char *nb, size_t n,
			    struct vcell *b, int *w)
{
	static const char *const vs[] = { "vs", "vs.", "versus", "against", NULL };
	const struct tok *k;

	if (j + 2 >= s->n || !word_in(t, &s->k[j], vs))
		return 0;
	k = &s->k[j + 1];
	if (k->e - k->s < 3 || k->e - k->s >= n || strncmp(t->s + k->e - 2, "'s", 2) ||
	    !has_digit(t, &s->k[j + 2]) || !(*w = result_at(t, s, j + 2, b)))
		return 0;
	snprintf(nb, n, "%.*s", (int)(k->e - k->s - 2), t->s + k->s);
	return j + 2;
}

/* "ULE does 1847 vs 4BSD's 1612 tps": the verb's subject and a figure its unit left to the
 * other's, that side named by its possessive; the tokens read from I, else 0 */
static int possessive_pair(struct prose *p, const struct sent *s, int i)
{
	const struct text *t = p->r->t;
	struct vcell a, b;
	char na[NAME_LEN], nb[NAME_LEN];
	int u, v, w;

	if (i + 4 >= s->n || !result_verb(t, &s->k[i]) ||
	    (!(u = result_at(t, s, i + 1, &a)) && !(u = 1)) ||
	    !(v = possessive_other(t, s, i + 1 + u, nb, sizeof(nb), &b, &w)) ||
	    (!a.unit[0] && !a.time && !unit_elided(t, s, i + 1, &b, &a)) ||
	    !(verb_subject(t, s, 0, i, na, sizeof(na)) || clause_subject(t, s, 0, i, na, sizeof(na))) ||
	    !strcasecmp(na, nb))
		return 0;
	pair_series(p, s, (struct side){ i + 1, na, &a }, (struct side){ v, nb, &b }, NULL, NULL);
	return v + w - i;
}

/* A figure printed bare, or with its multiplier alone ("287.4k"), no version, no unit after
 * it: one of a pair whose unit the post gave before; its tokens, else 0 */
static int bare_figure(const struct text *t, const struct sent *s, int i, struct vcell *c)
{
	const struct tok *k = &s->k[i];

	if (i >= s->n || !cell_parse(t, k->s, k->e, c) || c->paren || c->pct || c->time ||
	    (c->unit[0] && !multiplier(c->unit)) || label_build_word(t->s + k->s, k->e - k->s) ||
	    unit_taken(t, s, i))
		return 0;
	/* "took 3569, 3580 and 3564": the first of a list of runs, no figure alone */
	if (i + 1 < s->n && has_digit(t, &s->k[i + 1]))
		return 0;
	return !(i + 2 < s->n && word_is(t, &s->k[i + 1], "and") && has_digit(t, &s->k[i + 2]) &&
		 !label_build_word(t->s + s->k[i + 2].s, s->k[i + 2].e - s->k[i + 2].s));
}

static int verb_pair(struct prose *p, const struct sent *s, int i)
{
	const struct text *t = p->r->t;
	struct vcell a, b;
	char na[NAME_LEN], nb[NAME_LEN];
	int u, v, w, bare = 0;

	if ((u = possessive_pair(p, s, i)))
		return u;

	/* a result has a digit (cells.c core_number): most words are followed by none, and are
	 * not looked up among the verbs.  "The build took 125 s on 6.1 and 118 s on 6.6": the
	 * builds after the values name them, not the verb's subject */
	if (i + 1 >= s->n || !has_digit(t, &s->k[i + 1]) || !result_verb(t, &s->k[i]))
		return 0;
	/* "4.15 does 287.4k and 4.16 does 281.9k": two builds' figures, the unit said before */
	if (!(u = result_at(t, s, i + 1, &a)) && verb_subject(t, s, 0, i, na, sizeof(na)) &&
	    (u = bare_figure(t, s, i + 1, &a)))
		bare = 1;
	if (!u || build_follows(t, s, i + 1, u) ||
	    !(verb_subject(t, s, 0, i, na, sizeof(na)) || clause_subject(t, s, 0, i, na, sizeof(na))))
		return 0;
	for (v = i + 1 + u; v < s->n && v <= i + u + 8 && !result_verb(t, &s->k[v]); v++)
		;
	if (v >= s->n || v > i + u + 8)
		return bare ? 0 : gapped_pair(p, s, i, u, na, &a);
	if (!(w = result_at(t, s, v + 1, &b)) && bare && verb_subject(t, s, i + 1 + u, v, nb, sizeof(nb)))
		w = bare_figure(t, s, v + 1, &b);
	else if (w && bare && !unit_elided(t, s, i + 1, &b, &a))
		return 0;
	if (!w || !(verb_subject(t, s, i + 1 + u, v, nb, sizeof(nb)) ||
		    (!bare && clause_subject(t, s, i + 1 + u, v, nb, sizeof(nb)))) || !strcasecmp(na, nb))
		return 0;
	pair_series(p, s, (struct side){ i + 1, na, &a }, (struct side){ v + 1, nb, &b }, NULL, NULL);
	return v + 1 + w - i;
}

/*
 * The words between a side named first and its value: "Without the patch I
 * get 12.4 s", "on 6.5 it takes 41 s".  Up to four words, none a figure, a
 * mark or a word that turns the clause into a change ("from", "to", "by",
 * "than"); the token the value opens on, else -1.
 */
static int lead_value(const struct text *t, const struct sent *s, int a, struct vcell *c, int *u)
{
	static const char *const turns[] = { "from", "to", "by", "than", "vs", "versus", "and", "not",
		"per", "of", NULL };
	int j;

	for (j = a; j < s->n && j <= a + 4; j++) {
		if (has_digit(t, &s->k[j]))
			return (*u = result_at(t, s, j, c)) ? j : -1;
		if (word_in(t, &s->k[j], turns) || (j > a && end_mark(t->s[s->k[j - 1].e - 1])))
			return -1;
	}
	return -1;
}

/* side_name over the words before the next figure (its first word may be a version: "on
 * 6.5") or the clause's own subject ("With ULE the loop takes", "with 6.6 it takes"), as
 * side_name reads on over both */
static int lead_side(const struct text *t, const struct sent *s, int a, char *out, size_t n)
{
	static const char *const subjects[] = { "i", "we", "it", "they", "you", "one", "the", "a", "an",
		"my", "our", "your", "his", "her", "their", NULL };
	static const char *const preps[] = { "on", "with", "without", "under", "using", "for", NULL };
	struct sent *cut;
	int k, m;

	/* most words open no side: asked first, before a copy of the sentence is cut; "the
	 * project I work on takes 48.2s": a preposition ending its clause before the verb */
	if (a + 1 >= s->n || !word_in(t, &s->k[a], preps) || result_verb(t, &s->k[a + 1]))
		return 0;
	for (k = a + 2; k < s->n && k < a + 7 && !has_digit(t, &s->k[k]) && !word_in(t, &s->k[k], subjects);
	     k++)
		;
	if (k >= s->n || k >= a + 7)
		return side_name(t, s, a, 0, out, n);
	/* side_name reads tokens [a, k) only: those are copied */
	cut = xmalloc(sizeof(*cut));
	memcpy(cut->k, s->k, sizeof(cut->k[0]) * (size_t)k);
	memcpy(cut->line, s->line, sizeof(cut->line[0]) * (size_t)k);
	cut->n = k;
	m = side_name(t, cut, a, 0, out, n);
	free(cut);
	return m;
}

/* "315 kpps and one thread is busy all the time, with X I get 870 kpps": the first side's
 * clause goes on with a remark; the token after the comma that ends it (no figure in the
 * remark, a dozen words at most), else -1 */
static int next_clause(const struct text *t, const struct sent *s, int j)
{
	int e;

	for (e = j; e < s->n && e < j + 12; e++) {
		char last = t->s[s->k[e].e - 1];
		if (has_digit(t, &s->k[e]))
			return -1;
		if (last == ',' || last == ';')
			return e + 1 < s->n ? e + 1 : -1;
		if (end_mark(last))
			return -1;
	}
	return -1;
}

/* NAME without its leading "with" unless OTHER opens on "without" */
static void with_off(char *name, const char *other)
{
	if (!strncasecmp(name, "with ", 5) && strncasecmp(other, "without ", 8))
		memmove(name, name + 5, strlen(name + 5) + 1);
}

/*
 * "Without the patch I get 12.4 seconds, with the patch 11.2 seconds", "On
 * 6.5 the build takes 41 s and on 6.6 39 s": each side named first, after
 * "with", "without", "on", "under", its value a few words on; the clauses
 * joined by a comma, ";" or "and".  Returns the tokens read from I.
 */
static int lead_pair(struct prose *p, const struct sent *s, int i)
{
	static const char *const joins[] = { "and", "but", "while", "whereas", NULL };
	const struct text *t = p->r->t;
	char na[NAME_LEN], nb[NAME_LEN];
	struct vcell a, b;
	int m, ia, ua, j, ib, ub;

	if (!(m = lead_side(t, s, i, na, sizeof(na))) || (ia = lead_value(t, s, i + m, &a, &ua)) < 0)
		return 0;
	j = ia + ua;
	if (j >= s->n)
		return 0;
	if (word_in(t, &s->k[j], joins))
		j++;
	else if (!strchr(",;", t->s[s->k[j - 1].e - 1]))
		return 0;
	if (j < s->n && word_in(t, &s->k[j], joins))
		j++;
	/* "..., and with it 2501 tps": the first side's change turned over */
	if (j + 2 < s->n && (word_is(t, &s->k[j], "with") || word_is(t, &s->k[j], "without")) &&
	    (word_is(t, &s->k[j + 1], "it") || word_is(t, &s->k[j + 1], "them"))) {
		words(t, s, j, j + 2, nb, sizeof(nb));
		m = 2;
		if (!pronoun_side(na, nb, sizeof(nb)))
			return 0;
	} else if (j >= s->n || (!(m = lead_side(t, s, j, nb, sizeof(nb))) &&
				 (j = next_clause(t, s, j)) < 0) || (!m && !(m = lead_side(t, s, j, nb, sizeof(nb)))))
		return 0;
	if ((ib = lead_value(t, s, j + m, &b, &ub)) < 0 && !((ib = j + m) < s->n && (ub = unit_elided(t, s, ib, &a, &b))))
		return 0;
	pronoun_side(na, nb, sizeof(nb));
	/* "With tip, ... with 6.6 ...": a "with" tells the sides apart only against a "without" */
	with_off(na, nb);
	with_off(nb, na);
	if (!strcasecmp(na, nb) || (a.time != b.time) || (!a.time && strcasecmp(a.unit, b.unit) &&
							   !multiplier(a.unit) && !multiplier(b.unit)))
		return 0;
	pair_series(p, s, (struct side){ ia, na, &a }, (struct side){ ib, nb, &b }, NULL, NULL);
	return ib + ub - i;
}

/* Tokens [a, e] of a parenthesis "(v6.6+revert vs v6.6)": its two names into na and nb;
 * 1 when it reads so */
static int paren_names(const struct text *t, const struct sent *s, int a, int e, char *na, char *nb, size_t n)
{
	int m;

	for (m = a + 1; m < e && !connector(t, s, m); m++)
		;
	if (m >= e || connector(t, s, m) != 1)
		return 0;
	words(t, s, a, m, na, n);
	words(t, s, m + 1, e + 1, nb, n);
	memmove(na, na + (na[0] == '('), strlen(na + (na[0] == '(')) + 1);
	while (nb[0] && strchr(").,;:", nb[strlen(nb) - 1]))
		nb[strlen(nb) - 1] = '\0';
	return na[0] && nb[0] && strcasecmp(na, nb);
}

/* "unpatched vs patched" at k: two one-word names of sides, the second closing its clause */
static int bare_names(const struct text *t, const struct sent *s, int k)
{
	char a[NAME_LEN], b[NAME_LEN];

	if (k + 2 >= s->n || connector(t, s, k + 1) != 1 || has_digit(t, &s->k[k]) || has_digit(t, &s->k[k + 2]) ||
	    !(k + 3 == s->n || end_mark(t->s[s->k[k + 2].e - 1]) || stop_word(t->s + s->k[k + 3].s,
									    s->k[k + 3].e - s->k[k + 3].s)))
		return 0;
	text_label(t, s->k[k].s, s->k[k].e, a, sizeof(a));
	text_label(t, s->k[k + 2].s, s->k[k + 2].e, b, sizeof(b));
	return side_kind(a) && side_kind(b) && strcasecmp(a, b);
}

/* "412k vs 398k tps at 128 clients (v6.6+revert vs v6.6)", "118204 vs 119876 RPS (baseline
 * vs patched)": two figures a parenthesis after them names, in the same order */
static int paren_named_pair(struct prose *p, const struct sent *s, int i)
{
	const struct text *t = p->r->t;
	struct vcell a, b;
	char na[NAME_LEN], nb[NAME_LEN];
	int c, ub, k, e, from;

	if (i + 2 >= s->n || !cell_parse(t, s->k[i].s, s->k[i].e, &a) || a.pct || a.time ||
	    !(c = connector(t, s, i + 1)) || !cell_parse(t, s->k[i + 1 + c].s, s->k[i + 1 + c].e, &b) || b.pct)
		return 0;
	ub = result_at(t, s, i + 1 + c, &b);
	from = i + 1 + c + (ub ? ub : 1);
	for (k = from; k < s->n && k < from + 6 && t->s[s->k[k].s] != '(' && !bare_names(t, s, k); k++)
		if (end_mark(t->s[s->k[k].e - 1]) && t->s[s->k[k].e - 1] != ',')
			return 0;
	if (k >= s->n || k == from + 6)
		return 0;
	if (t->s[s->k[k].s] != '(') {
		/* "311k vs 640k round trips/sec unpatched vs patched" */
		text_label(t, s->k[k].s, s->k[k].e, na, sizeof(na));
		text_label(t, s->k[k + 2].s, s->k[k + 2].e, nb, sizeof(nb));
		while (nb[0] && strchr(",.;:", nb[strlen(nb) - 1]))
			nb[strlen(nb) - 1] = '\0';
		e = k + 2;
	} else {
		for (e = k; e < s->n && e < k + 8 && t->s[s->k[e].e - 1] != ')' &&
		     !(t->s[s->k[e].e - 1] == ',' && t->s[s->k[e].e - 2] == ')'); e++)
			;
		if (e >= s->n || e == k + 8 || !paren_names(t, s, k, e, na, nb, sizeof(na)))
			return 0;
	}
	if (!ub && !b.unit[0] && t->s[s->k[k].s] == '(')
		return 0;       /* two bare numbers and a parenthesis: no figures said to be results */
	if (!a.unit[0])
		memcpy(a.unit, b.unit, sizeof(a.unit));
	p->pair = p->r->nseries;
	p->pair_at = e + 1;     /* ", so only ~3.5%": a change right after is the pair's */
	pair_series(p, s, (struct side){ i, na, &a }, (struct side){ i + 1 + c, nb, &b }, NULL, NULL);
	return e + 1 - i;
}

/* "the patched kernel does 9% better: V1 vs V2": the build before the verb of the change
 * ahead of V1 at i */
static void change_subject(const struct text *t, const struct sent *s, int i, char *out, size_t n)
{
	out[0] = '\0';
	if (i < 1 || t->s[s->k[i - 1].e - 1] != ':')
		return;
	static const char *const dets[] = { "the", "a", "an", "my", "our", "your", "their", "this", NULL };

	for (int k = i - 2; k > 0 && k >= i - 6; k--) {
		int a = k;
		if (!result_verb(t, &s->k[k]))
			continue;
		/* "the patched kernel does": the words after the determiner up to the verb */
		while (a > 0 && a > k - 4 && !word_in(t, &s->k[a - 1], dets) &&
		       !strchr(",;:)", t->s[s->k[a - 1].e - 1]))
			a--;
		words(t, s, a, k, out, n);
		if (a < k && label_kind(out) == LABEL_CONFIG && !pronoun_phrase(out))
			return;
		break;
	}
	out[0] = '\0';
}

/* Every word of A is a word of B (case ignored) */
static int words_within(const char *a, const char *b)
{
	char w[NAME_LEN];

	while (*a) {
		size_t l = strcspn(a, " ");
		if (l && l < sizeof(w)) {
			const char *q = b;
			int found = 0;
			memcpy(w, a, l);
			w[l] = '\0';
			while (*q && !found) {
				size_t m = strcspn(q, " ");
				found = m == l && !strncasecmp(q, w, l);
				q += m + (q[m] == ' ');
			}
			if (!found)
				return 0;
		}
		a += l + (a[l] == ' ');
	}
	return 1;
}

/* The one build the post's series name besides NAME's (its labels, none of NAME's words
 * alone): into out, 1; 0 when none or more than one */
static int lone_other_build(const struct xresult *r, const char *name, char *out, size_t n)
{
	int i, found = 0;

	for (i = 0; i < r->nseries; i++) {
		const char *l = r->series[i].label;
		if (!l[0] || words_within(l, name) || (found && !strcasecmp(out, l)))
			continue;
		if (found || label_kind(l) != LABEL_CONFIG)
			return 0;
		snprintf(out, n, "%s", l);
		found = 1;
	}
	return found;
}

static int compared_pair(struct prose *p, const struct sent *s, int i)
{
	const struct text *t = p->r->t;
	struct vcell a, b;
	char na[NAME_LEN] = "", nb[NAME_LEN], skip[NAME_LEN];
	const struct vocab_workload *wl;
	int j, m = 0, u, ub, la = 0, lb = 0, c, w;


	if (!(u = result_at(t, s, i, &a)))
		return 0;
	j = i + u;
	if (j < s->n && !word_is(t, &s->k[j], "compared") && (m = side_after(t, s, j, &la, na, sizeof(na))))
		j += m;
	/* "3102 MB/s in tbench versus ...": a few words that name no side */
	for (w = 0; !na[0] && w < 3 && j < s->n && !(c = connector(t, s, j)); w++)
		j++;
	if (j >= s->n || !(c = connector(t, s, j)) || j + c >= s->n)
		return 0;
	if (!(ub = result_at(t, s, j + c, &b)))
		return 0;
	lb = 0;
	m = side_after(t, s, j + c + ub, &lb, nb, sizeof(nb));
	if (!m && j + c + ub < s->n)
		return 0;
	if (!na[0] && opens_with(t, s))
		before_after(p, s, i, skip, na, sizeof(na));
	else if (!na[0])
		subject_build(t, s, i, na, sizeof(na));
	if (!na[0])
		with_change_before(t, s, i, na, sizeof(na));
	if (!na[0] && !m)
		change_subject(t, s, i, na, sizeof(na));
	/* "... does 9% better: 21340 TPS vs 19578 TPS.": the second side is the post's other build */
	if (!m && (!na[0] || !lone_other_build(p->r, na, nb, sizeof(nb))))
		return 0;
	if (!na[0] || !strcasecmp(na, nb))
		return 0;
	wl = vocab_workload_last(t->s + s->k[0].s, s->k[s->n - 1].e - s->k[0].s, NULL, NULL);
	p->pair = p->r->nseries;
	p->pair_base_second = 1;
	/* the sentence's own workload, wherever it names it */
	pair_series(p, s, (struct side){ i, na, &a }, (struct side){ j + c, nb, &b }, NULL,
		    wl ? wl->name : NULL);
	return j + c + ub + m - i;
}

/*
 * "tbench 8 clients: 1520 MB/s vs 1480 MB/s" under "(first number with the
 * series, second without)": two results of one unit with no names, the
 * legend said at their quote depth names them
 */
static int legend_pair(struct prose *p, const struct sent *s, int i)
{
	const struct text *t = p->r->t;
	const char *l0 = legend_side(p, s->line[i], 0), *l1 = legend_side(p, s->line[i], 1);
	struct vcell a, b;
	int u, w;

	if (!l0 || !(u = result_at(t, s, i, &a)) || i + u + 1 >= s->n ||
	    !(word_is(t, &s->k[i + u], "vs") || word_is(t, &s->k[i + u], "vs.") || word_is(t, &s->k[i + u], "versus")) ||
	    !((w = result_at(t, s, i + u + 1, &b)) || (w = unit_elided(t, s, i + u + 1, &a, &b))) ||
	    strcasecmp(a.unit, b.unit))
		return 0;
	pair_series(p, s, (struct side){ i, l0, &a }, (struct side){ i + u + 1, l1, &b }, NULL, NULL);
	return u + 1 + w;
}

/* The words ending at token e (exclusive), back to a mark (",;:()"), the sentence's start or
 * a function word: at most MAX */
static void words_back(const struct text *t, const struct sent *s, int e, int max, char *out, size_t n)
{
	int a = e;

	while (a > 0 && a > e - max && !strchr(",;:()", t->s[s->k[a - 1].e - 1]) &&
	       !stop_word(t->s + s->k[a - 1].s, s->k[a - 1].e - s->k[a - 1].s))
		a--;
	words(t, s, a, e, out, n);
}

/* The name that ends at token e (exclusive), read back to a comma, a parenthesis, the
 * sentence's start or a function word ("with 6.6-rc1", "hackbench, patched"): at most
 * four words */
static void name_before(const struct text *t, const struct sent *s, int e, char *out, size_t n)
{
	words_back(t, s, e, 4, out, n);
}

/*
 * NAME1 vs NAME2: V1 vs V2: "6.6-rc1 compared to 6.5: 41,230 tps vs 48,520
 * tps", "hackbench (lower is better), patched vs. unpatched: 1.23 vs. 1.31
 * seconds".  The names before the colon, in the values' order.  Returns the
 * tokens read from the first value at I.
 */
static int names_then_values(struct prose *p, const struct sent *s, int i)
{
	const struct text *t = p->r->t;
	struct vcell a, b;
	char na[NAME_LEN], nb[NAME_LEN];
	int j, c = 0, u, ub, v;

	if (i < 3 || t->s[s->k[i - 1].e - 1] != ':' || !cell_parse(t, s->k[i].s, s->k[i].e, &a))
		return 0;
	u = result_at(t, s, i, &a);
	for (j = i - 2; j > 0 && j >= i - 6 && !(c = connector(t, s, j)); j--)
		if (strchr(",;)", t->s[s->k[j].e - 1]))
			return 0;
	if (!c || j + c >= i)
		return 0;
	name_before(t, s, j, na, sizeof(na));
	words(t, s, j + c, i, nb, sizeof(nb));
	/* "1.23 vs 1.31 seconds": the unit once, after the second value */
	v = i + (u ? u : 1);
	if (v + 1 >= s->n || !(connector(t, s, v) == 1 || word_is(t, &s->k[v], "and") || word_is(t, &s->k[v], "/")) ||
	    !(ub = result_at(t, s, v + 1, &b)))
		return 0;
	if (!u && (a.pct || a.unit[0] || (!b.unit[0] && !b.time)))
		return 0;
	if (!u)
		memcpy(a.unit, b.unit, sizeof(a.unit));
	if (!na[0] || !nb[0] || !strcasecmp(na, nb) || pronoun_phrase(na) || pronoun_phrase(nb) ||
	    !side_kind(na) || !side_kind(nb))
		return 0;
	pair_series(p, s, (struct side){ i, na, &a }, (struct side){ v + 1, nb, &b }, NULL, NULL);
	return v + 1 + ub - i;
}

/*
 * "Results for tbench, MB/s: tip/sched/core 1086.4 with patch 3956.66
 * vanilla 3810.9 Looks good.": after a title's colon, names and their one
 * figure each, as a list a flattened archive left on one line.  A name is
 * one to three words between two figures (a leading "kernel" is the list's
 * head), none a function word but "with", "without", "no", "+"; a version
 * before a figure ("6.6 4553.7") is a name.  Two pairs at least, every
 * name a build's or a word the vocabulary lacks, one a build's, no count
 * of 0 1 2; the list ends at its last figure.  Only on a line an archive
 * flattened (160 bytes or more, as flat.c): printed lines are the tables'.
 * Returns the tokens read from I, else 0.
 */
#define TITLED_MAX 8

/* "v2", "V3": the version of a patch series, a word of a build's name */
static int series_version(const char *p, size_t n)
{
	return n >= 2 && n <= 3 && (*p == 'v' || *p == 'V') && strspn(p + 1, "0123456789") == n - 1;
}

static int list_name_ok(const struct text *t, const struct sent *s, int a, int b, int *build)
{
	static const char *const kept[] = { "with", "without", "no", "+", NULL };
	char name[NAME_LEN];
	enum label_kind k;

	if (b - a < 1 || b - a > 3)
		return 0;
	for (int j = a; j < b; j++) {
		const struct tok *w = &s->k[j];
		if (end_mark(t->s[w->e - 1]) && j + 1 < b)
			return 0;
		if (stop_word(t->s + w->s, w->e - w->s) && !word_in(t, w, kept))
			return 0;
		if (has_digit(t, w) && !label_build_word(t->s + w->s, w->e - w->s) &&
		    !point_version(t->s + w->s, w->e - w->s) && !series_version(t->s + w->s, w->e - w->s))
			return 0;
	}
	words(t, s, a, b, name, sizeof(name));
	k = label_kind(name);
	/* "6.6" alone: a kernel's version, not a count, in a list of builds */
	if (b - a == 1 && point_version(name, strlen(name)))
		k = LABEL_CONFIG;
	*build |= k == LABEL_CONFIG || label_build_word(name, strlen(name));
	return (k == LABEL_CONFIG || k == LABEL_OTHER || label_build_word(name, strlen(name))) &&
	       !pronoun_phrase(name) && !vocab_workload_last(name, strlen(name), NULL, NULL);
}

/* 0 1 2, 1 2 3: whole numbers counting up by one number names, not figures */
static int enumeration(const struct vcell *v, int n)
{
	for (int j = 1; j < n; j++)
		if (v[j].x.value != v[j - 1].x.value + 1 || v[j].unit[0])
			return 0;
	return 1;
}

static int titled_list(struct prose *p, const struct sent *s, int i)
{
	static const char *const systems[] = { "freebsd", "linux", "netbsd", "openbsd", "dragonfly",
		"solaris", "illumos", "macos", NULL };
	const struct text *t = p->r->t;
	struct vcell v[TITLED_MAX];
	int name_a[TITLED_MAX], at[TITLED_MAX], n = 0, a = i, j, build = 0, u;

	/* printed lines are the tables' to read: only a line an archive flattened; the list
	 * follows a title's colon or opens a sentence ("... (seconds). patched 4452.0 4BSD ...") */
	if ((i > 0 && t->s[s->k[i - 1].e - 1] != ':') ||
	    (!t->l[s->line[i]].flat && t->l[s->line[i]].end - t->l[s->line[i]].start < 160))
		return 0;
	if (a < s->n && label_build_key(t->s + s->k[a].s, s->k[a].e - s->k[a].s))
		a++;      /* "kernel" over the names */
	for (j = a; j < s->n && n < TITLED_MAX; j++) {
		struct vcell c;
		/* a figure: a number after a name's first word ("6.6 + patch 1773.4", "eevdf
		 * 3686.79 6.6 2577.3": what follows a figure opens a name), its unit one a result
		 * is written in ("7.0-CURRENT" is a name) */
		if (j == a || !has_digit(t, &s->k[j]) || !cell_parse(t, s->k[j].s, s->k[j].e, &c) ||
		    c.pct || c.paren || (c.unit[0] && !prose_result_unit(c.unit) && !multiplier(c.unit)))
			continue;
		/* "FreeBSD 7.0 2478.58": a release after a system's name is the name's */
		if (j > a && word_in(t, &s->k[j - 1], systems) && j + 1 < s->n &&
		    point_version(t->s + s->k[j].s, s->k[j].e - s->k[j].s) && has_digit(t, &s->k[j + 1]))
			continue;
		unit_after(t, s, j, &c);
		u = 1 + unit_taken(t, s, j);
		if (s->line[j] != s->line[i] || !list_name_ok(t, s, a, j, &build))
			break;
		name_a[n] = a;
		at[n] = j;
		v[n++] = c;
		j += u - 1;
		a = j + 1;
	}
	if (n < 2 || !build || enumeration(v, n))
		return 0;
	for (j = 0; j < n; j++) {
		char name[NAME_LEN];
		struct xseries *x;
		words(t, s, name_a[j], at[j], name, sizeof(name));
		x = prose_series(p, s, at[j], name);
		xs_value(x, &v[j].x);
		prose_unit(x, &v[j]);
	}
	return a - i;
}

static int arrow_word(const struct text *t, const struct tok *k)
{
	return word_is(t, k, "->") || word_is(t, k, "=>") || word_is(t, k, "\xe2\x86\x92");
}

/*
 * V1 -> V2: a change written with an arrow ("1.92s -> 1.85s with the
 * patch"), read as from/to: names next to the values, else before / after.
 */
/* "12.3 -> 11.1 (-9.8%)": a bare value with its change in parentheses right after it counts as
 * a result (an arrow between bare numbers is otherwise anything: "0 -> 1") */
static int bare_then_change(const struct text *t, const struct sent *s, int i, struct vcell *c)
{
	struct vcell d;
	size_t e = s->k[i].e;

	while (e > s->k[i].s && strchr(",;", t->s[e - 1]))
		e--;
	return i + 1 < s->n && cell_parse(t, s->k[i].s, e, c) && !c->unit[0] && !c->pct && !c->time &&
	       !c->paren && cell_parse(t, s->k[i + 1].s, s->k[i + 1].e, &d) && d.pct && d.paren && d.signed_;
}

/* "floating" in "floating 8412 tps -> pinned 8530 tps": one word naming the value after it */
static int lead_word(const struct text *t, const struct tok *k)
{
	struct vcell c;

	return isalpha((unsigned char)t->s[k->s]) && !end_mark(t->s[k->e - 1]) && !arrow_word(t, k) &&
	       !stop_word(t->s + k->s, k->e - k->s) && !measured(t, k, &c);
}

static int arrow(struct prose *p, const struct sent *s, int i)
{
	const struct text *t = p->r->t;
	struct vcell a, b;
	char before[NAME_LEN], after[NAME_LEN], na[NAME_LEN], nb[NAME_LEN];
	int j, u, used, bare = 0, vb, lead = 0;

	if (!(u = result_at(t, s, i, &a))) {
		/* "(1201 -> 1264 MB/s)": the unit written once, after the second */
		if (!cell_parse(t, s->k[i].s, s->k[i].e, &a) || a.unit[0] || a.pct || a.time ||
		    i + 1 >= s->n || !arrow_word(t, &s->k[i + 1]))
			return 0;
		u = bare = 1;
	}
	j = i + u;
	j += side_name(t, s, j, 0, na, sizeof(na));
	if (j + 1 >= s->n || !arrow_word(t, &s->k[j]))
		return 0;
	vb = j + 1;
	/* "floating 8412 tps -> pinned 8530 tps": each side's name before its value */
	if (!bare && !na[0] && i > 0 && j + 2 < s->n && lead_word(t, &s->k[i - 1]) && lead_word(t, &s->k[j + 1]) &&
	    !result_at(t, s, j + 1, &b) && result_at(t, s, j + 2, &b)) {
		vb = j + 2;
		lead = 1;
	}
	if (!(u = result_at(t, s, vb, &b))) {
		if (!bare || !bare_then_change(t, s, vb, &b))
			return 0;
		u = 1;
	}
	if (bare)
		memcpy(a.unit, b.unit, sizeof(a.unit));
	used = vb + u;
	p->pair_at = used;      /* "12.3 -> 11.1 (-9.8%)": a change right after is the pair's */
	if (lead) {
		text_label(t, s->k[i - 1].s, s->k[i - 1].e, na, sizeof(na));
		text_label(t, s->k[j + 1].s, s->k[j + 1].e, nb, sizeof(nb));
	} else
		used += side_name(t, s, used, 0, nb, sizeof(nb));
	if (!subject_change(t, s, i, before, after, sizeof(before))) {
		const char *l0 = legend_side(p, s->line[i], 0), *l1 = legend_side(p, s->line[i], 1);
		if (l0 || !runs_sides(p, s->line[i], before, after, sizeof(before))) {
			set(before, sizeof(before), l0 ? l0 : p->patch ? "before patch" : "before");
			set(after, sizeof(after), l1 ? l1 : p->patch ? "with patch" : "after");
		}
	}
	sides_named(na, nb, before, after, sizeof(before));
	p->pair = p->r->nseries;
	/* "p99:  211.4 us -> 162.0 us": the key opening the item names what was measured */
	char key[48] = "";
	if (i == 1 && s->k[0].e - s->k[0].s >= 3 && t->s[s->k[0].e - 1] == ':' && isalpha((unsigned char)t->s[s->k[0].s]) &&
	    !vocab_workload_last(t->s + s->k[0].s, s->k[0].e - s->k[0].s - 1, NULL, NULL))
		text_label(t, s->k[0].s, s->k[0].e - 1, key, sizeof(key));
	pair_series(p, s, (struct side){ i, before, &a }, (struct side){ vb, after, &b }, key[0] ? key : NULL, NULL);
	return used - i;
}

/* "+0.42%", "-3%", "~1%": a change written where a name could stand */
static int change_text(const char *p)
{
	return strchr("+-~", p[0]) && p[0] && (isdigit((unsigned char)p[1]) || p[1] == '.');
}

/* V1 (NAME1) and V2 (NAME2): a value, then a name in parentheses */
static int value_named(struct prose *p, const struct sent *s, int i)
{
	const struct text *t = p->r->t;
	struct vcell c;
	char name[NAME_LEN];
	struct xseries *x;
	int j;
	const char *q;

	static const char *const index_nouns[] = { "field", "fields", "column", "line", "row", "patch", "step",
		"item", "bit", "entry", "number", "no.", "section", "figure", "table", "page", "cpu", "core",
		"node", "irq", "port", NULL };

	if (i + 1 >= s->n || !cell_parse(t, s->k[i].s, s->k[i].e, &c) || c.paren)
		return 0;
	/* "field 9 (pcount, timeslices)": a number that picks one of many, named by its noun */
	if (i > 0 && word_in(t, &s->k[i - 1], index_nouns))
		return 0;
	q = t->s + s->k[i + 1].s;
	if (*q != '(')
		return 0;
	for (j = i + 1; j < s->n && j < i + 5 && !memchr(t->s + s->k[j].s, ')', s->k[j].e - s->k[j].s);
	     j++)
		;
	if (j >= s->n || j >= i + 5)
		return 0;
	text_label(t, s->k[i + 1].s + 1, s->k[j].e, name, sizeof(name));
	if (strchr(name, ')'))
		*strchr(name, ')') = '\0';
	/* a name, not a unit or a remark: "(vanilla)", "(numa sched)"; not a change: "(+0.42%)" */
	if (!name[0] || aside(name) || number_name(name, 0) || label_kind(name) == LABEL_METRIC ||
	    change_text(name))
		return 0;
	x = prose_series(p, s, i, name);
	xs_value(x, &c.x);
	return j + 1 - i;
}

/* Two or more "V (NAME)" in one sentence are a list of figures, one a name */
static int count_named(struct prose *p, const struct sent *s)
{
	const struct text *t = p->r->t;
	struct vcell c;
	int i, n = 0;

	for (i = 0; i + 1 < s->n; i++)
		if (t->s[s->k[i + 1].s] == '(' && !change_text(t->s + s->k[i + 1].s + 1) &&
		    !aside(t->s + s->k[i + 1].s + 1) && cell_parse(t, s->k[i].s, s->k[i].e, &c) && !c.paren)
			n++;
	return n;
}

/* A noun phrase from token a: articles off, to a comma, a verb-like word or a preposition */
static void noun_phrase(const struct text *t, const struct sent *s, int a, int max, char *out, size_t n)
{
	static const char *const stops[] = { "from", "with", "in", "on", "at", "for", "by", "is",
		"was", "are", "were", "has", "had", "which", "that", "achieves", "reduces", "gives",
		"shows", "cuts", "improves", "increases", "lowers", "raises", "adds", "brings",
		"and", "but", "build", "kernel", "gave", "got", "scored", "took", "ran", "did", "wins",
		"won", "beats", "loses", "leads", "trails", "outperforms", NULL };
	static const char *const articles[] = { "the", "a", "an", "this", "my", "our", NULL };
	int b;
	char *q;

	while (a < s->n && (word_is(t, &s->k[a], "the") || word_is(t, &s->k[a], "a") ||
			    word_is(t, &s->k[a], "an") || word_is(t, &s->k[a], "our")))
		a++;
	/* "on top of 3.11.0 the same run gave": an article after a version opens another phrase */
	for (b = a; b < s->n && b < a + max && (b == a || (!word_in(t, &s->k[b], stops) &&
			!(has_digit(t, &s->k[b - 1]) && word_in(t, &s->k[b], articles)))); b++) {
		/* "the -j 4 (i.e. -j ncpu) build": the name ends at its aside */
		if (b > a && t->s[s->k[b].s] == '(' && aside(t->s + s->k[b].s + 1))
			break;
		if (strchr(",;:", t->s[s->k[b].e - 1])) {
			b++;
			break;
		}
	}
	words(t, s, a, b, out, n);
	/* quoting marks around names: `sched/flat` */
	while ((q = strpbrk(out, "`\"")))
		memmove(q, q + 1, strlen(q));
}

/* The sentence opens "With X," (a change, a patch): its figures compare with and without X */
static int opens_with(const struct text *t, const struct sent *s)
{
	int j;

	if (s->n < 3 || !word_is(t, &s->k[0], "with"))
		return 0;
	for (j = 1; j < s->n && j < 7; j++) {
		/* "With the same setup," holds what ran the same: no change of its own */
		if (word_is(t, &s->k[j], "same"))
			return 0;
		if (t->s[s->k[j].e - 1] == ',')
			return 1;
	}
	return 0;
}

/* One side of "X vs Y" from token a, n tokens, into out: its marks ("(", ",", ")", ":") off;
 * 1 when it names a build */
static int vs_side(const struct text *t, const struct sent *s, int a, int n, char *out, size_t size)
{
	size_t len;

	words(t, s, a, a + n, out, size);
	while (out[0] == '(')
		memmove(out, out + 1, strlen(out));
	while ((len = strlen(out)) && strchr(",):;", out[len - 1]))
		out[len - 1] = '\0';
	return out[0] && (label_has_build(out) || label_kind(out) == LABEL_CONFIG);
}

/*
 * "Results (v5.14-rc5 + series vs v5.14-rc5, 2 x Xeon ...):": a heading
 * naming the two builds its figures compare, up to five words each, the
 * first from a "(" or the sentence's start, the second to a mark
 */
static void vs_context(struct prose *p, const struct sent *s)
{
	static const char *const vs[] = { "vs", "vs.", "versus", NULL };
	const struct text *t = p->r->t;
	int i, a, e;

	for (i = 1; i + 1 < s->n && !p->base[0]; i++) {
		if (!word_in(t, &s->k[i], vs))
			continue;
		for (a = i - 1; a > 0 && i - a < 5 && t->s[s->k[a].s] != '(' &&
				!strchr(",:;", t->s[s->k[a - 1].e - 1]); a--)
			;
		for (e = i + 1; e + 1 < s->n && e - i < 5 && !strchr(",):;", t->s[s->k[e].e - 1]); e++)
			;
		if (t->s[s->k[a].s] != '(' || !strchr(",)", t->s[s->k[e].e - 1]) ||
		    !vs_side(t, s, a, i - a, p->patched, sizeof(p->patched)) ||
		    !vs_side(t, s, i + 1, e + 1 - (i + 1), p->base, sizeof(p->base)))
			p->base[0] = p->patched[0] = '\0';
	}
}

/* The words from token a to the first that ends on a mark (its mark off), at most six */
static int words_to_mark(const struct text *t, const struct sent *s, int a, char *out, size_t n)
{
	int e;

	for (e = a; e < s->n && e - a < 6 && !strchr(",.;:)", t->s[s->k[e].e - 1]); e++)
		;
	if (e == s->n || e - a == 6)
		e--;
	words(t, s, a, e + 1, out, n);
	while (out[0] && strchr(",.;:)", out[strlen(out) - 1]))
		out[strlen(out) - 1] = '\0';
	return out[0] != '\0';
}

/* Token k is WORD, a '(' before it allowed ("(left is base, ...)") */
static int word_opening(const struct text *t, const struct tok *k, const char *word)
{
	struct tok w = *k;

	if (w.e - w.s > 1 && t->s[w.s] == '(')
		w.s++;
	return word_is(t, &w, word);
}

/* "left is", "first number", "first one is": the key naming a side at token i; its tokens */
static int side_key(const struct text *t, const struct sent *s, int i, const char *which)
{
	int n = 1;

	if (i >= s->n || !word_opening(t, &s->k[i], which))
		return 0;
	if (i + n < s->n && (word_is(t, &s->k[i + n], "number") || word_is(t, &s->k[i + n], "one") ||
			     word_is(t, &s->k[i + n], "figure") || word_is(t, &s->k[i + n], "column") ||
			     word_is(t, &s->k[i + n], "value")))
		n++;
	if (i + n < s->n && word_is(t, &s->k[i + n], "is"))
		n++;
	return n > 1 ? n : 0;
}

/*
 * "left is v6.9-rc2, right is with the branch:", "(left is base, right is
 * with patches)", "(first number with the series, second without)": which
 * side of the post's pairs ("A -> B", "A vs B") is which.  A second side
 * of "without" alone is the first's "with X" turned over.
 */
/* '"baseline" is', "patched =": a one-word name the sentence defines at token i (opening
 * the sentence or after a comma, "(" or "and"), unquoted into out; 1 when so */
static int defined_name(const struct text *t, const struct sent *s, int i, char *out, size_t n)
{
	/* "higher is better", "tbench is more interesting": a judgement, no name defined */
	static const char *const judged[] = { "better", "worse", "more", "less", "faster", "slower", "higher",
		"lower", "bigger", "smaller", "not", "interesting", "flat", "noise", "fine", "good", "bad", NULL };
	const char *p = t->s + s->k[i].s, *e = t->s + s->k[i].e;

	if (!(word_is(t, &s->k[i + 1], "is") || word_is(t, &s->k[i + 1], "=")) ||
	    !(i == 0 || strchr(",(", t->s[s->k[i - 1].e - 1]) || word_is(t, &s->k[i - 1], "and") || *p == '(') ||
	    word_in(t, &s->k[i], judged) || (i + 2 < s->n && word_in(t, &s->k[i + 2], judged)))
		return 0;
	while (p < e && strchr("(\"'`", *p))
		p++;
	while (e > p && strchr("\"'`", e[-1]))
		e--;
	if (e - p < 2 || (size_t)(e - p) >= n || memchr(p, ' ', (size_t)(e - p)) || isdigit((unsigned char)*p) ||
	    stop_word(p, (size_t)(e - p)) || !isalpha((unsigned char)*p))
		return 0;
	xs_printf(out, n, "%.*s", (int)(e - p), p);
	return 1;
}

static void legend_context(struct prose *p, const struct sent *s)
{
	static const char *const keys[2][2] = { { "left", "right" }, { "first", "second" } };
	const struct text *t = p->r->t;
	int i, j, k, m, n, d = s->n ? t->l[s->line[0]].depth : 0;
	char (*lg)[NAME_LEN], def[2][NAME_LEN];

	if (d > 3)
		return;
	lg = p->legend[d];
	for (k = 0; k < 2 && !lg[0][0]; k++)
		for (i = 0; i + 2 < s->n && !lg[0][0]; i++) {
			if (!(m = side_key(t, s, i, keys[k][0])))
				continue;
			/* the second side's key may stand alone: "..., second without)" */
			for (j = i + m; j + 1 < s->n && !word_opening(t, &s->k[j], keys[k][1]); j++)
				;
			n = j + 1 < s->n ? side_key(t, s, j, keys[k][1]) : 0;
			if (j + 1 >= s->n || !words_to_mark(t, s, i + m, lg[0], NAME_LEN) ||
			    !words_to_mark(t, s, j + (n ? n : 1), lg[1], NAME_LEN)) {
				lg[0][0] = lg[1][0] = '\0';
				continue;
			}
			if (!strcasecmp(lg[1], "without") && !strncasecmp(lg[0], "with ", 5))
				xs_printf(lg[1], NAME_LEN, "without %s", lg[0] + 5);
		}
	/* '"baseline" is tip/sched/core ..., "patched" is the same plus this series', "(base =
	 * net-next, patched = same + your patch)": two names the post defines, the base first */
	for (i = 0, m = 0; !lg[0][0] && i + 1 < s->n && m < 2; i++)
		if (defined_name(t, s, i, def[m], NAME_LEN) && (m == 0 || strcasecmp(def[0], def[1])))
			m++;
	if (m == 2)
		memcpy(lg, def, sizeof(def));
	/* "hackbench, process mode, baseline -> patched:": a heading over "a -> b" lines names
	 * their sides, its last words around an arrow */
	for (i = s->n - 2; !lg[0][0] && i >= 1 && i >= s->n - 4 && t->s[s->k[s->n - 1].e - 1] == ':'; i--) {
		if (!arrow_word(t, &s->k[i]))
			continue;
		words_back(t, s, i, 3, lg[0], NAME_LEN);
		words(t, s, i + 1, s->n, lg[1], NAME_LEN);
		while (lg[1][0] && strchr(",.;:", lg[1][strlen(lg[1]) - 1]))
			lg[1][strlen(lg[1]) - 1] = '\0';
		if (!lg[0][0] || !lg[1][0] || has_digit(t, &s->k[i - 1]) || has_digit(t, &s->k[i + 1]))
			lg[0][0] = lg[1][0] = '\0';
	}
}


/* "applied X on top of Y": what the post measured against what */
static void find_context(struct prose *p, const struct sent *s)
{
	const struct text *t = p->r->t;
	int i, j;

	vs_context(p, s);
	legend_context(p, s);

	for (i = 0; i + 3 < s->n && !p->base[0]; i++) {
		if (!word_is(t, &s->k[i], "on") || !word_is(t, &s->k[i + 1], "top") ||
		    !word_is(t, &s->k[i + 2], "of"))
			continue;
		noun_phrase(t, s, i + 3, 6, p->base, sizeof(p->base));
		for (j = i - 1; j >= 0 && j > i - 8; j--)
			if (word_is(t, &s->k[j], "applied") || word_is(t, &s->k[j], "applying") ||
			    word_is(t, &s->k[j], "apply") || word_is(t, &s->k[j], "tested") ||
			    word_is(t, &s->k[j], "rebased"))
				break;
		if (j >= 0 && j > i - 8)
			noun_phrase(t, s, j + 1, 4, p->patched, sizeof(p->patched));
		if (!p->patched[0])
			p->base[0] = '\0';
	}
}

/*
 * The series named LABEL, made without values when the post gives none; of
 * a build's several (a report's tests), the one whose metric the sentence
 * names ("... Pipe-based Context Switching (21% lower with ULE)"), else its first.
 */
#define METRIC_MIN 4   /* shorter metric names ("ops") are words of any sentence */

static int side_series(struct prose *p, const struct sent *s, int at, const char *label)
{
	struct xresult *r = p->r;
	char sent[512], owner[NAME_LEN];
	size_t best_len = 0;
	int i, first = -1, best = -1;
	const char *ap = strstr(label, "'s ");

	/* "4BSD's 1612 tps": the side is the possessive's owner, its figure no part of its name */
	if (ap && ap > label && isdigit((unsigned char)ap[3]) && (size_t)(ap - label) < sizeof(owner)) {
		snprintf(owner, sizeof(owner), "%.*s", (int)(ap - label), label);
		label = owner;
	}

	words(r->t, s, 0, s->n, sent, sizeof(sent));
	for (i = 0; i < r->nseries; i++) {
		size_t ml = strlen(r->series[i].metric);
		if (strcmp(r->series[i].label, label))
			continue;
		if (first < 0)
			first = i;
		if (ml >= METRIC_MIN && ml > best_len && strcasestr(sent, r->series[i].metric)) {
			best = i;
			best_len = ml;
		}
	}
	if (first >= 0)
		return best >= 0 ? best : first;
	prose_series(p, s, at, label);
	return r->nseries - 1;
}

/* A change of N%: the word that says which way, and its sign */
static int change_sign(const struct text *t, const struct sent *s, int f)
{
	static const char *const down[] = { "reduction", "reduces", "reduced", "reduce", "decrease",
		"decreases", "decreased", "drop", "drops", "dropped", "less", "lower", "fewer", "cut",
		"cuts", "saves", "down", "loses", "lost", "lose", "losing", NULL };
	static const char *const any[] = { "up", "improvement", "improved", "improves", "regression", "gains",
		"gained",
		"regresses", "regressed", "overhead", "increase", "increases", "increased", "more",
		"higher", "faster", "slower", "gain", "speedup", "better", "worse", "by", "ahead", "behind",
		NULL };
	int d;

	/* "reduces run time by an additional 5.4%": a word of going down says the sign even
	 * past a nearer "by" */
	for (d = -6; d <= 4; d++) {
		int j = f + d;
		if (d && j >= 0 && j < s->n && word_in(t, &s->k[j], down))
			return -1;
	}
	for (d = -4; d <= 4; d++) {
		int j = f + d;
		if (d && j >= 0 && j < s->n && word_in(t, &s->k[j], any))
			return 1;
	}
	return 0;
}

static void prose_cmp(struct prose *p, const struct sent *s, int f, const struct vcell *c, int a, int b)
{
	struct xresult *r = p->r;
	const struct text *t = r->t;
	struct xcomparison *cmp;
	char sent[160];

	if (a < 0 || b < 0 || a == b)
		return;
	cmp = xr_cmp(r);
	cmp->a = b;
	cmp->b = a;
	cmp->delta_pct = c->x;
	if (!c->signed_ && change_sign(t, s, f) < 0) {
		cmp->delta_pct.value = -c->x.value;
		cmp->delta_pct.negated = 1;     /* the sign is read, not written */
	}
	cmp->span[0] = s->k[f].s;
	cmp->span[1] = s->k[f].e;
	cmp->line = s->line[f];
	words(t, s, 0, s->n, sent, sizeof(sent));
	/* the sentence as posted, its full stop kept: a claim quotes it */
	if (strchr(".!?", t->s[s->k[s->n - 1].e - 1]) && strlen(sent) + 1 < sizeof(sent))
		strncat(sent, t->s + s->k[s->n - 1].e - 1, 1);
	xs_printf(cmp->text, sizeof(cmp->text), "%s vs %s: %s", r->series[a].label,
		  r->series[b].label, sent);
}

/*
 * N% with a change word: a comparison when the sentence or the post names
 * both sides: "from A to B", "compared to B", "than B", "respective to B";
 * else the post's own "X on top of Y".
 */
/*
 * "ULE is 15% faster than 4BSD (buildworld 1234s vs 1450s)": the figures
 * after the comparison, "a vs b", are its two sides' in the order it named
 * them, when neither side has a figure yet.
 */
static void compared_values(struct prose *p, const struct sent *s, int f, int a, int b)
{
	static const char *const vs[] = { "vs", "vs.", "versus", NULL };
	const struct text *t = p->r->t;
	struct vcell x, y;
	int i;

	if (a < 0 || b < 0 || a == b || p->r->series[a].nvalues || p->r->series[b].nvalues)
		return;
	for (i = f + 2; i + 1 < s->n; i++)
		if (word_in(t, &s->k[i], vs) && measured(t, &s->k[i - 1], &x) && !x.pct &&
		    measured(t, &s->k[i + 1], &y) && !y.pct) {
			xs_value(&p->r->series[a], &x.x);
			xs_value(&p->r->series[b], &y.x);
			return;
		}
}

/* The first series of the post labelled LABEL (case ignored), else -1 */
static int has_label(const struct xresult *r, const char *label)
{
	for (int i = 0; i < r->nseries; i++)
		if (!strcasecmp(r->series[i].label, label))
			return i;
	return -1;
}

/* "with performance" where a series is labelled "performance" (a title "== performance =="):
 * that series' label */
static void as_labelled(const struct xresult *r, char *side)
{
	if (!strncasecmp(side, "with ", 5) && has_label(r, side) < 0 && has_label(r, side + 5) >= 0)
		memmove(side, side + 5, strlen(side + 5) + 1);
}

/*
 * "using X" or "with X" before a change at token f, where the post has
 * series labelled "with X" and "without X" ("sans X", "no X"): SA and SB
 * those two labels, else left empty.
 */
static void with_and_without(struct prose *p, const struct sent *s, int f, char *sa, char *sb, size_t n)
{
	static const char *const lacks[] = { "without", "sans", "no", NULL };
	const struct text *t = p->r->t;
	char w[NAME_LEN], with[NAME_LEN], other[NAME_LEN];
	int i, a, b;

	for (i = 0; i + 1 < f; i++) {
		if (!word_is(t, &s->k[i], "using") && !word_is(t, &s->k[i], "with"))
			continue;
		words(t, s, i + 1, i + 2, w, sizeof(w));
		xs_printf(with, sizeof(with), "with %s", w);
		if (!w[0] || (a = has_label(p->r, with)) < 0)
			continue;
		for (const char *const *l = lacks; *l; l++) {
			xs_printf(other, sizeof(other), "%s %s", *l, w);
			if ((b = has_label(p->r, other)) >= 0) {
				/* as the series are labelled: side_series finds them by their labels */
				set(sa, n, p->r->series[a].label);
				set(sb, n, p->r->series[b].label);
				return;
			}
		}
	}
}

/* "12% with the series applied", "... by 5% with this patch": with and without the change
 * named right after the figure at f */
static void change_after(const struct text *t, const struct sent *s, int f, char *sa, char *sb, size_t n)
{
	char np[NAME_LEN];
	int i;

	for (i = f + 1; i <= f + 2 && i + 2 < s->n; i++)
		if (word_is(t, &s->k[i], "with") && change_noun(t, &s->k[i + 2])) {
			words(t, s, i + 1, i + 3, np, sizeof(np));
			xs_printf(sa, n, "with %s", np);
			xs_printf(sb, n, "without %s", np);
			return;
		}
}

/* The first "is", "was", "runs" ... from token st before f, else -1 */
static int copula_before(const struct text *t, const struct sent *s, int st, int f)
{
	static const char *const verbs[] = { "is", "was", "are", "were", "runs", "ran", "performs",
		"performed", "gets", "got", "does", "did", NULL };

	for (int i = st; i < f; i++)
		if (word_in(t, &s->k[i], verbs))
			return i;
	return -1;
}

/* The first verb of change or of a result in [st, f): "reduces", "improves", "gives" */
static int change_verb_before(const struct text *t, const struct sent *s, int st, int f)
{
	static const char *const verbs[] = { "reduces", "reduced", "cuts", "improves", "improved",
		"increases", "increased", "lowers", "raises", "gives", "gave", "shows", NULL };

	for (int i = st; i < f; i++)
		if (word_in(t, &s->k[i], verbs))
			return i;
	return -1;
}

/* The words right before token e back to a function word or a mark, at most three, articles
 * off: "the patched kernel" before "is", "for 6.6" before "versus" */
static void phrase_before(const struct text *t, const struct sent *s, int e, char *out, size_t n)
{
	words_back(t, s, e, 3, out, n);
	if (pronoun_phrase(out) || !side_kind(out))
		out[0] = '\0';
}

/* The first build word of the six from token st (before f), else -1 */
static int build_from(const struct text *t, const struct sent *s, int st, int f)
{
	int i;

	for (i = st; i < f && i < st + 6; i++)
		if (label_build_word(t->s + s->k[i].s, s->k[i].e - s->k[i].s))
			return i;
	return -1;
}

/* SUBJECT names a benchmark: itself, or a benchmark's name opens with it before token f
 * ("Kernel" of "Kernel build improves by ...") */
static int subject_is_workload(const struct text *t, const struct sent *s, const char *subject, int f)
{
	size_t ms, me;
	int i;

	if (vocab_workload_last(subject, strlen(subject), NULL, NULL))
		return 1;
	for (i = 0; i < f; i++) {
		size_t n = strlen(subject);
		if ((size_t)(s->k[i].e - s->k[i].s) >= n && !strncasecmp(t->s + s->k[i].s, subject, n))
			return vocab_workload_last(t->s + s->k[i].s, s->k[f].s - s->k[i].s, &ms, &me) &&
			       ms == 0;
	}
	return 0;
}

/* "improvement over", "a 6% gain over": a change noun right before "over" (token i) */
static int change_noun_at(const struct text *t, const struct sent *s, int i)
{
	static const char *const nouns[] = { "improvement", "gain", "speedup", "speed-up",
		"regression", "slowdown", "increase", "decrease", "reduction", "win", "loss", NULL };

	return i >= 0 && word_in(t, &s->k[i], nouns);
}

/* "outperforms ULE", "beats CFS": a verb whose object is the other side */
static int outdoes(const struct text *t, const struct tok *k)
{
	static const char *const verbs[] = { "outperforms", "outperformed", "beats", "beat",
		"trails", "trailed", NULL };

	return word_in(t, k, verbs);
}

/* The end of a side named from token a: up to three words, to a mark, before a function word
 * (an article first aside), a measurement or a word that compares ("compared", "than") */
static int side_end(const struct text *t, const struct sent *s, int a)
{
	static const char *const stops[] = { "compared", "than", "vs", "vs.", "versus", "relative",
		"over", NULL };
	static const char *const dets[] = { "the", "this", "my", "our", "that", NULL };
	int e = a;

	if (e < s->n && word_in(t, &s->k[e], dets))
		e++;
	while (e < s->n && e < a + 3 && !word_in(t, &s->k[e], stops) &&
	       !stop_word(t->s + s->k[e].s, s->k[e].e - s->k[e].s) && !measured(t, &s->k[e], &(struct vcell){ 0 })) {
		e++;
		if (strchr(",;:", t->s[s->k[e - 1].e - 1]))
			break;
	}
	return e;
}

/*
 * The side a "with" names in the sentence, not the other side OTHER ("with
 * 6.6 compared to this series", the opening "With BORE,"): into out, else
 * out is left as it was.
 */
static void with_side(const struct text *t, const struct sent *s, const char *other, char *out,
		      size_t n)
{
	char w[NAME_LEN];
	int i;

	for (i = 0; i + 1 < s->n; i++) {
		if (!word_is(t, &s->k[i], "with") || (i > 0 && word_is(t, &s->k[i - 1], "than")))
			continue;
		words(t, s, i + 1, side_end(t, s, i + 1), w, sizeof(w));
		label_drop_lead(w);
		if (w[0] && strcasecmp(w, other) && !measured(t, &s->k[i + 1], &(struct vcell){ 0 }) &&
		    !pronoun_phrase(w)) {
			xs_printf(out, n, "%s", w);
			return;
		}
	}
}

/* "11873 events/s", "wash (11789": a side opening on a figure, or holding one in parentheses
 * (a number, no release, not counting what follows it: "8 threads", nor a flag's: "-j 4"),
 * names none */
static int holds_figure(const char *name)
{
	const char *p = name;

	while (*p) {
		int paren = *p == '(' || p == name;
		size_t n;
		double v;
		p += strspn(p, " (");
		n = strcspn(p, " ),");
		if (paren && n && num_parse(p, n, &v) && !label_build_word(p, n)) {
			const char *next = p + n + strspn(p + n, " ");
			if (!label_count_noun(next, strcspn(next, " ),")))
				return 1;
		}
		p += n;
		p += strspn(p, "),");
		while (*p == ' ')
			p++;
	}
	return 0;
}

/* "So", "And then": a word joining the sentence to the one before, no side */
static int closing_word(const char *name)
{
	static const char *const joins[] = { "so", "and", "but", "then", "also", "thus", "overall",
		"again", NULL };

	for (const char *const *w = joins; *w; w++)
		if (!strcasecmp(name, *w))
			return 1;
	return 0;
}

/* "ahead of 4BSD", "behind CFS": a word that compares, its other side after "of" */
static int ahead_word(const struct text *t, const struct tok *k)
{
	static const char *const words[] = { "ahead", "behind", NULL };

	return word_in(t, k, words);
}

/* Word w names the build labelled label: the label itself, or its setting's value
 * ("always" of "enabled=always") */
static int names_build(const char *label, const char *w, size_t n)
{
	size_t l = strlen(label);
	const char *eq = strrchr(label, '=');

	/* "SCHED_ULE" is named "ULE" too, as the kernel option names the scheduler */
	if (l > 6 && !strncasecmp(label, "sched_", 6) && l - 6 == n && !strncasecmp(label + 6, w, n))
		return 1;
	return (l == n && !strncasecmp(label, w, n)) ||
	       (eq && strlen(eq + 1) == n && !strncasecmp(eq + 1, w, n));
}

/* The post's series name two builds and no more: their labels, 1; else 0 */
static int two_builds(const struct xresult *r, const char **one, const char **two)
{
	const char *name;
	int i;

	*one = *two = NULL;
	for (i = 0; i < r->nseries; i++) {
		name = r->series[i].label;
		if (!name[0] || (*one && !strcasecmp(name, *one)) || (*two && !strcasecmp(name, *two)))
			continue;
		if (*two)
			return 0;
		*(*one ? two : one) = name;
	}
	return *two != NULL;
}

/*
 * The block of series right above LINE (the last one before it, into *last when LAST, and those
 * of its quote depth within a few lines above it: one table or list) names two builds and no
 * more: their labels, 1
 */
static int two_builds_above(const struct xresult *r, int line, const char **one, const char **two, int *lastp)
{
	const char *name;
	int i, last = -1, last_end = -1;

	*one = *two = NULL;
	/* the series whose figures end nearest above (a titled output's line is its title's) */
	for (i = 0; i < r->nseries; i++) {
		int end = r->series[i].span[1] > r->series[i].span[0] ? text_line_at(r->t, r->series[i].span[1] - 1)
								       : r->series[i].line;
		if (r->series[i].line < line && end < line && end > last_end) {
			last = i;
			last_end = end;
		}
	}
	if (last < 0 || line - last_end > 4)
		return 0;
	for (i = 0; i < r->nseries; i++) {
		const struct xseries *x = &r->series[i];
		name = x->label;
		if (x->line >= line || x->line < r->series[last].line - 12 || x->depth != r->series[last].depth ||
		    !name[0] || (*one && !strcasecmp(name, *one)) || (*two && !strcasecmp(name, *two)))
			continue;
		if (*two)
			return 0;
		*(*one ? two : one) = name;
	}
	if (lastp)
		*lastp = last;
	return *two != NULL;
}

/*
 * A change pointing back ("that's 10.3% better", "which is 4% faster") right under the table or
 * outputs of two builds: the build of the last series above (the output the sentence is under)
 * into a, the other into b
 */
static void that_output(const struct xresult *r, const struct sent *s, int f, char *a, char *b, size_t n)
{
	static const char *const back[] = { "that's", "that", "this", "which", "it's", NULL };
	const char *one, *two, *last;
	int i, k;

	for (i = 0; i < f && !word_in(r->t, &s->k[i], back); i++)
		;
	if (i == f || !two_builds_above(r, s->line[0], &one, &two, &k))
		return;
	last = r->series[k].label;
	if (strcasecmp(last, one) && strcasecmp(last, two))
		return;
	xs_printf(a, n, "%s", last);
	xs_printf(b, n, "%s", !strcasecmp(last, one) ? two : one);
}

/* Word w names ONE or TWO: it into a, the other into b; 1 if so */
static int one_of_two(const char *one, const char *two, const char *w, size_t len, char *a, char *b, size_t n)
{
	const char *named = names_build(one, w, len) ? one : names_build(two, w, len) ? two : NULL;

	if (!named)
		return 0;
	xs_printf(a, n, "%s", named);
	xs_printf(b, n, "%s", named == one ? two : one);
	return 1;
}

/*
 * The post's series name two builds and no more (its table's columns, "4BSD"
 * and "ULE"), and the build nearest before the change at token f in its
 * clause is one of them: that one against the other, into a and b.
 */
static void other_build(const struct xresult *r, const struct sent *s, int f, char *a, char *b, size_t n)
{
	const struct text *t = r->t;
	const char *one, *two;
	int j;

	/* the post's two builds, or the two of the figures right above the sentence */
	if (!two_builds(r, &one, &two) && !two_builds_above(r, s->line[0], &one, &two, NULL))
		return;
	for (j = f - 1; j >= 0 && !strchr(",;:", t->s[s->k[j].e - 1]); j--) {
		size_t len = s->k[j].e - s->k[j].s;
		if (has_digit(t, &s->k[j]) && strspn(t->s + s->k[j].s, "0123456789.%~") == len)
			continue;       /* "with 10 clients": a count, not a build */
		if (one_of_two(one, two, t->s + s->k[j].s, len, a, b, n))
			return;
		/* another build named nearer: not one of the two */
		if (label_build_word(t->s + s->k[j].s, len))
			return;
	}
	/* "~2.5% better with always": the build the change is with, right after it */
	for (j = f + 1; j < s->n && j <= f + 3; j++) {
		size_t len = s->k[j].e - s->k[j].s;
		while (len && strchr(",.;:)", t->s[s->k[j].s + len - 1]))
			len--;
		if (!word_is(t, &s->k[j - 1], "with") || !len)
			continue;
		one_of_two(one, two, t->s + s->k[j].s, len, a, b, n);
		return;
	}
}

/* The sentence names one of the post's builds (a series' label, word for word) */
static int names_a_build(const struct xresult *r, const struct sent *s)
{
	const struct text *t = r->t;
	int i, j;

	for (j = 0; j < s->n; j++) {
		size_t len = s->k[j].e - s->k[j].s;
		while (len && strchr(",.;:)", t->s[s->k[j].s + len - 1]))
			len--;
		for (i = 0; i < r->nseries && len; i++)
			if (names_build(r->series[i].label, t->s + s->k[j].s, len))
				return 1;
	}
	return 0;
}

/* A figure of the sentence other than the change at f ("went from 640s to 611s and boot from
 * 9.1s to 8.7s, about 4% better": which of them the change is of is left unsaid) */
static int other_figure(const struct text *t, const struct sent *s, int f)
{
	struct vcell c;

	for (int i = 0; i < s->n; i++)
		if (i != f && has_digit(t, &s->k[i]) && measured(t, &s->k[i], &c) && !c.pct)
			return 1;
	return 0;
}

/* A series labelled NAME holds a figure */
static int figures_of(const struct xresult *r, const char *name)
{
	for (int i = 0; i < r->nseries; i++)
		if ((r->series[i].nvalues || r->series[i].has_summary) && !strcasecmp(r->series[i].label, name))
			return 1;
	return 0;
}

/* NAME holds W as a word of its own */
static int has_word(const char *name, const char *w)
{
	size_t n = strlen(w);

	for (const char *p = name; (p = strcasestr(p, w)); p += n)
		if ((p == name || !isalnum((unsigned char)p[-1])) && !isalnum((unsigned char)p[n]))
			return 1;
	return 0;
}

/* The post's two builds, one named as the base ("vanilla", "baseline", "stock" ...): the
 * other into a, the base into b */
static void patched_over_base(const struct xresult *r, int states, char *a, char *b, size_t n)
{
	static const char *const base_words[] = { "vanilla", "baseline", "base", "stock", "mainline",
						  "unpatched", "upstream", NULL };
	/* whole words only: "without anything in the background" beside "with two busy loops" */
	static const char *const base_states[] = { "without", "disabled", "before", NULL };
	const char *one, *two, *base = NULL;

	if (!two_builds(r, &one, &two))
		return;
	for (const char *const *w = base_words; *w; w++) {
		int in1 = strcasestr(one, *w) != NULL, in2 = strcasestr(two, *w) != NULL;
		if (in1 != in2) {
			base = in1 ? one : two;
			break;
		}
	}
	/* the states name builds only where both hold figures (not the sides a change made up) */
	if (states && !(figures_of(r, one) && figures_of(r, two)))
		states = 0;
	for (const char *const *w = base_states; states && *w && !base; w++) {
		int in1 = has_word(one, *w), in2 = has_word(two, *w);
		if (in1 != in2)
			base = in1 ? one : two;
	}
	if (!base)
		return;
	xs_printf(a, n, "%s", base == one ? two : one);
	xs_printf(b, n, "%s", base);
}

/* SIDE, the name a sentence opened with, is one of the post's two builds: it into a, the
 * other into b */
static void opened_of_two(const struct xresult *r, const char *side, char *a, char *b, size_t n)
{
	const char *one, *two;

	if (!two_builds(r, &one, &two))
		return;
	if (!strncasecmp(side, "with ", 5))
		side += 5;
	if (!strcasecmp(side, one) || !strcasecmp(side, two)) {
		xs_printf(a, n, "%s", !strcasecmp(side, one) ? one : two);
		xs_printf(b, n, "%s", !strcasecmp(side, one) ? two : one);
	}
}

/* The first of the post's two builds the sentence names before F, against the other */
static void first_of_two(const struct xresult *r, const struct sent *s, int f, char *a, char *b, size_t n)
{
	const struct text *t = r->t;
	const char *one, *two;
	int j;

	if (!two_builds(r, &one, &two))
		return;
	for (j = 0; j < f; j++) {
		size_t len = s->k[j].e - s->k[j].s;
		while (len && strchr(",.;:)", t->s[s->k[j].s + len - 1]))
			len--;
		if (len && one_of_two(one, two, t->s + s->k[j].s, len, a, b, n))
			return;
	}
}

/*
 * "That's +8.4% for TCP_STREAM": a signed change that names neither side, in
 * a post whose series name two builds, one the other with something added
 * ("4.13.0-rc5" and "4.13.0-rc5 + patch"): the added one against the other.
 */
static int patch_change(struct prose *p, const struct sent *s, int f, const struct vcell *c)
{
	const char *one, *two, *base, *more;
	size_t n;

	/* the post's two builds, or the two of the table or list right above the sentence */
	if (!two_builds(p->r, &one, &two) && !two_builds_above(p->r, s->line[0], &one, &two, NULL))
		return 0;
	base = strlen(one) < strlen(two) ? one : two;
	more = base == one ? two : one;
	n = strlen(base);
	if (strncasecmp(more, base, n) || !strchr(" +-_", more[n]))
		return 0;
	prose_cmp(p, s, f, c, side_series(p, s, f, more), side_series(p, s, f, base));
	return 1;
}

/* A comparative ("better", "faster", "ahead" ...) among the sentence's tokens before F */
static int comparative_in(const struct text *t, const struct sent *s, int f)
{
	static const char *const words[] = { "better", "worse", "faster", "slower", "ahead", "behind",
		"higher", "lower", "improvement", "regression", NULL };
	int i;

	for (i = 0; i < f && i < s->n; i++) {
		struct tok w = s->k[i];
		while (w.e > w.s && strchr(",;:.", t->s[w.e - 1]))
			w.e--;
		if (word_in(t, &w, words))
			return 1;
	}
	return 0;
}

/* "did not expect from a change to wakeup placement", "apart from", "different from": a
 * "from" that opens no pair of sides (nor does "from a ...": a thing, no build) */
static int from_idiom(const struct text *t, const struct sent *s, int i)
{
	static const char *const before[] = { "expect", "expected", "expecting", "apart", "away",
		"different", "far", "aside", "comes", "came", "come", NULL };
	static const char *const articles[] = { "a", "an", NULL };

	return (i > 0 && word_in(t, &s->k[i - 1], before)) || (i + 1 < s->n && word_in(t, &s->k[i + 1], articles));
}

static int percent_change(struct prose *p, const struct sent *s, int f)
{
	int v;
	static const char *const against[] = { "than", "to", "with", "over", "versus", "vs", "vs.", "of",
		"on", "against", NULL };
	const struct text *t = p->r->t;
	char sa[NAME_LEN], sb[NAME_LEN];
	struct vcell c;
	int i, a, b, sb_at = -1;

	/* a percentage has its '%' in the token (every token is asked: the names are cleared after) */
	if (!memchr(t->s + s->k[f].s, '%', s->k[f].e - s->k[f].s))
		return 0;
	sa[0] = sb[0] = '\0';
	if (!measured(t, &s->k[f], &c) || !c.pct)
		return 0;

	/* "ULE holds up much better past 4 threads, +29% at 16": a signed change whose way the
	 * sentence's comparative says further off is read as one with its word beside it */
	if (!change_sign(t, s, f) && !(c.signed_ && comparative_in(t, s, f)))
		return c.signed_ && patch_change(p, s, f, &c);
	/* "by +1.8% to +4.0%": a range over figures given elsewhere, no comparison of its own */
	if (f + 2 < s->n && word_is(t, &s->k[f + 1], "to") && measured(t, &s->k[f + 2], &c) && c.pct)
		return 0;
	if (f >= 2 && word_is(t, &s->k[f - 1], "to") && measured(t, &s->k[f - 2], &c) && c.pct)
		return 0;
	measured(t, &s->k[f], &c);
	for (i = 0; i < s->n && !sb[0]; i++) {
		if (word_is(t, &s->k[i], "from") && i + 3 < s->n && !from_idiom(t, s, i)) {
			int j;
			for (j = i + 2; j < s->n && j < i + 6 && !word_is(t, &s->k[j], "to"); j++)
				;
			/* "from 2.6.24.2 to 2.6.27.2" names sides; "from ~20% to ~12%" gives figures */
			if (j < s->n - 1 && word_is(t, &s->k[j], "to") && !measured(t, &s->k[i + 1], &c) &&
			    !measured(t, &s->k[j + 1], &c)) {
				noun_phrase(t, s, i + 1, j - i - 1, sb, sizeof(sb));
				noun_phrase(t, s, j + 1, 3, sa, sizeof(sa));
			}
		} else if (word_in(t, &s->k[i], against) && i > 0 &&
			   (word_is(t, &s->k[i], "than") || word_is(t, &s->k[i - 1], "compared") ||
			    word_is(t, &s->k[i - 1], "respective") || word_is(t, &s->k[i - 1], "relative") ||
			    word_is(t, &s->k[i], "versus") || word_is(t, &s->k[i], "vs") ||
			    /* "cuts the p99 by 28% against baseline": after the change */
			    (word_is(t, &s->k[i], "against") && i > f) ||
			    (word_is(t, &s->k[i], "over") && change_noun_at(t, s, i - 1)) ||
			    (word_is(t, &s->k[i], "of") && ahead_word(t, &s->k[i - 1])) ||
			    (word_is(t, &s->k[i], "on") && (word_is(t, &s->k[i - 1], "down") ||
							     word_is(t, &s->k[i - 1], "up")))) &&
			   !(i + 1 < s->n && measured(t, &s->k[i + 1], &c))) {
			/* "(412s vs 425s)" compares figures, it names no side */
			noun_phrase(t, s, i + 1, 5, sb, sizeof(sb));
			sb_at = i + 1;
			/* "for 6.6 versus 6.5": the side right before "versus" is the subject */
			if (sb[0] && (word_is(t, &s->k[i], "versus") || word_is(t, &s->k[i], "vs") ||
				      word_is(t, &s->k[i], "against")))
				phrase_before(t, s, i, sa, sizeof(sa));
		} else if (outdoes(t, &s->k[i]) && i > 0 && i + 1 < f) {
			/* "4BSD outperforms ULE by 14%": the verb's subject against its object */
			noun_phrase(t, s, i + 1, 3, sb, sizeof(sb));
			phrase_before(t, s, i, sa, sizeof(sa));
		}
	}
	/* "is about 2% slower on 2.6.20-rc4-mm1 than on 2.6.20-rc4": the side named between the
	 * change and its "than" is the one measured */
	if (sb[0] && !sa[0] && sb_at > f + 2)
		for (i = f + 1; i + 1 < sb_at - 1; i++)
			if (word_in(t, &s->k[i], (const char *const[]){ "on", "with", "under", NULL }) &&
			    label_build_word(t->s + s->k[i + 1].s, s->k[i + 1].e - s->k[i + 1].s) &&
			    word_is(t, &s->k[sb_at - 1], "than")) {
				noun_phrase(t, s, i + 1, sb_at - 2 - i, sa, sizeof(sa));
				break;
			}
	if (sb[0] && !sa[0]) {
		/* the subject: the phrase the sentence opens with, or after its comma; from its
		 * first build word ("In my tests ULE is ..." names ULE) */
		int st = 0, found = 0;
		for (i = 0; i < f; i++)
			if (t->s[s->k[i].e - 1] == ',')
				st = i + 1;
		/* "EEVDF reduces ... compared to CFS, a 33% reduction": a clause after the comma
		 * that names no build leaves the subject to the sentence's opening */
		found = build_from(t, s, st, f);
		if (found < 0 && st > 0)
			found = build_from(t, s, 0, f);
		/* "Compared to CFS, BORE reduces ...": the opening's build is the other side; the
		 * clause's subject is before its verb */
		if (found >= 0 && found == sb_at) {
			found = -1;
			if ((v = change_verb_before(t, s, st, f)) > st)
				phrase_before(t, s, v, sa, sizeof(sa));
		}
		/* "On my box the patched kernel is 4% slower": the noun before the verb */
		if (found < 0 && !sa[0] && (v = copula_before(t, s, st, f)) > st)
			phrase_before(t, s, v, sa, sizeof(sa));
		if (!sa[0])
			noun_phrase(t, s, found >= 0 ? found : st, 4, sa, sizeof(sa));
	}
	/* "hackbench improves 13% with 6.6 compared to ...", "With BORE, pgbench is 22% slower
	 * than with ...": a subject naming the benchmark leaves the side to the "with" */
	if (sa[0] && sb[0] && !label_has_build(sa) &&
	    (subject_is_workload(t, s, sa, f) || !strncasecmp(sb, "with ", 5) || closing_word(sa)))
		with_side(t, s, sb, sa, sizeof(sa));
	/* "than with SCHED_4BSD": the build's own name needs no "with" */
	label_drop_lead(sa);
	label_drop_lead(sb);
	as_labelled(p->r, sa);
	as_labelled(p->r, sb);
	if (!sb[0] && p->base[0]) {
		snprintf(sa, sizeof(sa), "%s", p->patched);
		snprintf(sb, sizeof(sb), "%s", p->base);
	}
	/* "using dpb incurs about a 2% overhead" in a post titling its outputs "with dpb:" and
	 * "sans dpb:": the change of the one over the other */
	if (!sb[0])
		with_and_without(p, s, f, sa, sb, sizeof(sa));
	/* "With SCHED_ULE they took ..., so ULE is 13% faster": the change's own clause names
	 * one of the post's two builds; else "With the change, ... improved ~11%": with and
	 * without what the sentence names */
	if (!sb[0] && opens_with(t, s))
		other_build(p->r, s, f, sa, sb, sizeof(sa));
	if (!sb[0] && opens_with(t, s))
		before_after(p, s, f, sb, sa, sizeof(sa));
	/* "hackbench improves 12% with the series applied": the change named after it */
	if (!sb[0])
		change_after(t, s, f, sa, sb, sizeof(sa));
	/* "This series reduces the p99 latency by 30%": with and without what it adds */
	if (!sb[0])
		subject_change(t, s, f, sb, sa, sizeof(sa));
	/* "at 32 threads ULE does 58% more" where the post's series name two builds: the other
	 * (also when the sides read were one: "ahead of 4BSD" was another clause's) */
	if (!sb[0] || !strcmp(sa, sb)) {
		sa[0] = sb[0] = '\0';
		other_build(p->r, s, f, sa, sb, sizeof(sa));
	}
	/* "ULE holds up much better past 4 threads, +29% at 16": a signed change after a clause
	 * whose comparative names the build: that build against the other */
	if (!sb[0] && c.signed_ && comparative_in(t, s, f))
		first_of_two(p->r, s, f, sa, sb, sizeof(sa));
	/* "With autonuma enabled the run finishes in 127.33 seconds, so roughly 10% faster": the
	 * side the sentence opened with, one of the post's two builds, against the other */
	if (!sb[0] && p->side_here)
		opened_of_two(p->r, p->side, sa, sb, sizeof(sa));
	/* "average 4621.13, that's 10.3% better" right under an output of one of two builds: that
	 * output's build against the other */
	if (!sb[0] && !names_a_build(p->r, s))
		that_output(p->r, s, f, sa, sb, sizeof(sa));
	/* "System CPU usage drops by 15%" in a post whose two builds are "vanilla" and a patched
	 * one: the change the patch made, over the base */
	if (!sb[0] && !names_a_build(p->r, s))
		patched_over_base(p->r, !other_figure(t, s, f), sa, sb, sizeof(sa));
	measured(t, &s->k[f], &c);
	/* "and it gains ~20% ... compared with libaio": a side holding the change names nothing */
	if (!sa[0] || !sb[0] || !strcmp(sa, sb) || label_kind(sa) == LABEL_METRIC ||
	    pronoun_phrase(sa) || pronoun_phrase(sb) || strchr(sa, '%') || strchr(sb, '%') ||
	    holds_figure(sa) || holds_figure(sb))
		return 0;
	a = side_series(p, s, f, sa);
	b = side_series(p, s, f, sb);
	prose_cmp(p, s, f, &c, a, b);
	compared_values(p, s, f, a, b);
	return 1;
}

/*
 * "* 8 jobs: (+6.1%)", "- hackbench: -3.2% (better)": a list item whose one
 * figure is a signed change, after its name's colon (a note in parentheses
 * after it at most), under a post that said what it measured against what
 * ("X on top of Y", "(X vs Y, ...)").
 */
static int signed_item(struct prose *p, const struct sent *s)
{
	const struct text *t = p->r->t;
	struct vcell c;
	int f = s->n - 1, i;

	if (!p->base[0] || s->n < 2)
		return 0;
	/* the note: "(better)", "(worse, within noise)" */
	for (i = s->n - 1; i > 0 && s->n - i <= 4; i--)
		if (t->s[s->k[i].s] == '(' && !cell_parse(t, s->k[i].s, s->k[i].e, &c)) {
			f = i - 1;
			break;
		}
	if (f < 1 || f > 6 || !cell_parse(t, s->k[f].s, s->k[f].e, &c) || !c.pct || !(c.signed_ || c.paren) ||
	    t->s[s->k[f - 1].e - 1] != ':')
		return 0;
	for (i = 0; i < f; i++)
		if (cell_parse(t, s->k[i].s, s->k[i].e, &c) && c.pct)
			return 0;
	cell_parse(t, s->k[f].s, s->k[f].e, &c);
	prose_cmp(p, s, f, &c, side_series(p, s, f, p->patched), side_series(p, s, f, p->base));
	return 1;
}

int prose_result_unit(const char *u)
{
	static const char *const units[] = { "s", "ms", "us", "ns", "sec", "secs", "seconds", "usec",
		"usecs", "msecs", "nsecs", "min", "mins", "minutes", "hours", "microseconds",
		"milliseconds",
		"msec", "kpps", "pps", "Mpps", "MB/s", "KB/s", "GB/s", "Mb/s", "Gb/s", "Mbps",
		"Gbps", "ops/s", "RPS", "rps", "IOPS", "iops", "KIOPS", "kIOPS", "MIOPS", "tps", "TPS", "qps", "QPS", "fps",
		"FPS", "bops", "watts", "W", "mW", "J", "kJ", "joules", "lps", "lpm", "NOPM", "TPM", "tpmC", NULL };
	const char *const *x;

	if (!*u)
		return 0;       /* most values have none, and no unit is empty */
	for (x = units; *x; x++)
		if (!strcmp(u, *x))
			return 1;
	return rate_unit(u, strlen(u));
}

/* "On 6.6 the latency is ...", "under 5.15": a bare version after "on" or "under" is a build */
static int after_on(const struct text *t, const struct sent *s, int i)
{
	return i > 0 && !strchr(",;.", t->s[s->k[i].e - 1]) &&
	       (word_is(t, &s->k[i - 1], "on") || word_is(t, &s->k[i - 1], "under"));
}

/* The build a token range names: its first word that is one, and a version after an OS */
static int build_at(const struct text *t, const struct sent *s, int a, int b, char *out, size_t n)
{
	int i;

	for (i = a; i < b; i++) {
		const char *w = t->s + s->k[i].s;
		size_t len = s->k[i].e - s->k[i].s;
		struct vcell c;
		if (!label_build_word(w, len) || (cell_parse(t, s->k[i].s, s->k[i].e, &c) && !after_on(t, s, i)))
			continue;
		/* "EEVDF (6.9.3)": a release in parentheses after a build's word is that build's */
		if (*w == '(' && i > 0 && !strchr(",;", t->s[s->k[i - 1].e - 1]) &&
		    label_build_word(t->s + s->k[i - 1].s, s->k[i - 1].e - s->k[i - 1].s)) {
			words(t, s, i - 1, i + 1, out, n);
			return 1;
		}
		/* "FreeBSD 5.3": the OS and its version ("-tip, 19.611": not over a comma) */
		if (i + 1 < b && !isdigit((unsigned char)*w) && !strchr(",;", w[len - 1]) &&
		    label_build_word(t->s + s->k[i + 1].s, s->k[i + 1].e - s->k[i + 1].s) &&
		    isdigit((unsigned char)t->s[s->k[i + 1].s]))
			words(t, s, i, i + 2, out, n);
		else
			words(t, s, i, i + 1, out, n);
		return 1;
	}
	return 0;
}

/*
 * "95ns on FreeBSD", "3.2 ms average latency with CFS", "22.8 fps under CFS":
 * the build named after a value (its unit apart and up to three words of
 * what it measured between them) by on/under/with/for/using.  A comma ends
 * the value's clause: in "4.2s, with 4BSD 4.6s" the name is the next value's.
 */
/*
 * "61.2, 60.8, 61.5 s for stock rc6 (avg 61.17)": a summary in parentheses
 * after a list's name, within its clause, is that list's.  The token to go
 * on from.
 */
/*
 * "(3571.0 on average)", "(3498.0)": a number in parentheses right after the runs, with a
 * word of average after it, or alone when it is their mean to the digits printed; the
 * tokens it takes, 0 when it is none
 */
/* Token k is WORD, a stop or comma after it aside */
static int closes_on(const struct text *t, const struct tok *k, const char *word)
{
	size_t e = k->e;

	while (e > k->s && strchr(",;.", t->s[e - 1]))
		e--;
	return e - k->s == strlen(word) && !strncasecmp(t->s + k->s, word, e - k->s);
}

static int paren_mean(const struct text *t, const struct sent *s, int j, struct xseries *x)
{
	const struct tok *k = &s->k[j];
	size_t e = k->e;
	double v, sum = 0;
	int words = 0;

	while (e > k->s && strchr(",;.", t->s[e - 1]))
		e--;
	if (t->s[k->s] != '(' || e <= k->s + 1 || !isdigit((unsigned char)t->s[k->s + 1]) || x->nvalues < 2)
		return 0;
	if (t->s[e - 1] == ')')
		e--;
	else if (j + 1 < s->n && (closes_on(t, &s->k[j + 1], "average)") || closes_on(t, &s->k[j + 1], "mean)") ||
				  closes_on(t, &s->k[j + 1], "avg)")))
		words = 1;
	else if (j + 2 < s->n && word_is(t, &s->k[j + 1], "on") && closes_on(t, &s->k[j + 2], "average)"))
		words = 2;
	else
		return 0;
	if (!num_parse(t->s + k->s + 1, e - k->s - 1, &v))
		return 0;
	for (int m = 0; m < x->nvalues; m++)
		sum += x->values[m].value;
	if (!words && !mean_prints_as(sum, x->nvalues, v, num_decimals(t->s + k->s, e - k->s)))
		return 0;
	x->has_summary = 1;
	x->sum[SUM_MEAN] = (struct xnum){ .value = v, .s = k->s + 1, .e = e, .set = 1 };
	if (s->k[j + words].e > x->span[1])
		x->span[1] = s->k[j + words].e;
	return 1 + words;
}

static int paren_summary(const struct text *t, const struct sent *s, int i, struct xseries *x)
{
	struct vcell c;
	char w[16];
	int j, f, u;

	for (j = i + 1; j + 1 < s->n && j <= i + 5; j++) {
		size_t n = s->k[j].e - s->k[j].s;
		if (strchr(",;.", t->s[s->k[j - 1].e - 1]))
			return i;
		if ((u = paren_mean(t, s, j, x)))
			return j + u - 1;
		if (has_digit(t, &s->k[j]) && cell_parse(t, s->k[j].s, s->k[j].e, &c))
			return i;
		if (t->s[s->k[j].s] != '(' || n < 3 || n > sizeof(w))
			continue;
		snprintf(w, sizeof(w), "%.*s", (int)(n - 1), t->s + s->k[j].s + 1);
		w[strcspn(w, ":=")] = '\0';
		if ((f = label_summary_field(w)) < 0 || !cell_parse(t, s->k[j + 1].s, s->k[j + 1].e, &c) ||
		    c.pct || t->s[s->k[j + 1].e - 1 - (strchr(",;.", t->s[s->k[j + 1].e - 1]) != NULL)] != ')')
			return i;
		x->has_summary = 1;
		x->sum[f] = c.x;
		if (c.e > x->span[1])
			x->span[1] = c.e;
		return j + 1;
	}
	return i;
}

/* "a default slice of 20000000 ns", "default slice (SCX_SLICE_DFL, 20ms)": what a setting
 * is by default, a few words after "default" with no verb of a result between */
static int default_value(const struct text *t, const struct sent *s, int i)
{
	for (int j = i - 1; j >= 0 && j >= i - 4; j--) {
		if (end_mark(t->s[s->k[j].e - 1]) && t->s[s->k[j].e - 1] != ',')
			return 0;
		if (result_verb(t, &s->k[j]) || word_is(t, &s->k[j], "with") || word_is(t, &s->k[j], "on"))
			return 0;
		if (word_is(t, &s->k[j], "default") || word_is(t, &s->k[j], "defaults"))
			return j < i - 1;
	}
	return 0;
}

/* "samples above 100 us", "under 50 ms", "for 12 hours": a threshold or how long it ran,
 * not a result */
static int bound_before(const struct text *t, const struct sent *s, int i, const struct vcell *c)
{
	static const char *const bounds[] = { "above", "below", "over", "under", "exceeding", "than", NULL };
	static const char *const long_units[] = { "hours", "hour", "h", "minutes", "minute", "min", "mins",
		"days", NULL };

	if (i < 1)
		return 0;
	if (word_in(t, &s->k[i - 1], bounds))
		return 1;
	if (!word_is(t, &s->k[i - 1], "for"))
		return 0;
	for (int k = 0; long_units[k]; k++)
		if (!strcmp(c->unit, long_units[k]))
			return 1;
	return 0;
}

/* "we give up 47 MB/s", "loses another 16 tps", "cuts latency by 12 us": an amount of change
 * after a verb of gaining or losing (hedges between) or after "by", not a result */
static int delta_before(const struct text *t, const struct sent *s, int i)
{
	static const char *const hedges[] = { "about", "roughly", "around", "nearly", "almost", "some",
		"another", "an", "a", "extra", "additional", "further", "only", "just", "~", "up", NULL };
	static const char *const verbs[] = { "lose", "loses", "lost", "losing", "gain", "gains",
		"gained", "gaining", "shave", "shaves", "shaved", "costs", "costing", "save", "saves",
		"saved", "saving", NULL };
	/* "gives 8456 tps" is a result; "gives up 47 MB/s" an amount lost */
	static const char *const give[] = { "give", "gives", "gave", "giving", NULL };
	int j = i - 1;

	while (j >= 0 && word_in(t, &s->k[j], hedges) && !end_mark(t->s[s->k[j].e - 1])) {
		if (j > 0 && word_is(t, &s->k[j], "up") && word_in(t, &s->k[j - 1], give))
			return 1;
		j--;
	}
	if (j < 0 || end_mark(t->s[s->k[j].e - 1]))
		return 0;
	return word_is(t, &s->k[j], "by") || word_in(t, &s->k[j], verbs);
}

/* "rsdl three runs 3m21s, 3m19s, 3m24s": a count of runs, as digits or a word, right before
 * "runs" and a list (token I its first figure) */
static int counted_runs(const struct text *t, const struct sent *s, int i)
{
	static const char *const counts[] = { "two", "three", "four", "five", "six", "seven", "eight",
		"nine", "ten", NULL };
	const struct tok *k;

	if (i < 3)
		return 0;
	k = &s->k[i - 2];
	return word_in(t, k, counts) || (has_digit(t, k) && strspn(t->s + k->s, "0123456789") == k->e - k->s);
}

static int list_opener(const struct text *t, const struct sent *s, int i, char *out, size_t n);

/*
 * "three runs each: ULE 10342, 10128, 10411 and 4BSD 9710, 9853, 9688":
 * three figures or more without a unit, of one size (the largest under twice
 * the smallest), right after a build the vocabulary knows opening the
 * clause, or right before one after "with", "on" ("126944, 127802 and 127511
 * with 4BSD"): that build's runs.  Its name into out, *found set; 1 if so.
 */
static int bare_runs(const struct text *t, const struct sent *s, int i, const struct vcell *v, int n,
		     char *out, size_t size, int *found)
{
	double lo, hi;

	if (n < 3 || v[n - 1].unit[0] || v[n - 1].time || enumeration(v, n))
		return 0;
	lo = hi = v[0].x.value;
	for (int k = 0; k < n; k++) {
		if (v[k].unit[0] || v[k].time || v[k].pct)
			return 0;
		if (v[k].x.value < lo)
			lo = v[k].x.value;
		if (v[k].x.value > hi)
			hi = v[k].x.value;
	}
	if (lo <= 0 || hi >= 2 * lo || i < 1)
		return 0;
	/* "gives 126944, 127802 and 127511 with 4BSD": the build named right after the list */
	if (*found)
		return label_kind(out) == LABEL_CONFIG;
	/* ", SCHED_M2 took 3495, 3502 and 3497": a build opening its clause, a verb of a result,
	 * then the runs */
	if (i >= 2 && result_verb(t, &s->k[i - 1]) &&
	    label_build_word(t->s + s->k[i - 2].s, s->k[i - 2].e - s->k[i - 2].s) &&
	    (i == 2 || strchr(",;", t->s[s->k[i - 3].e - 1]) || word_is(t, &s->k[i - 3], "and"))) {
		words(t, s, i - 2, i - 1, out, size);
		*found = 1;
		return 1;
	}
	/* "... and 4BSD 9710, 9853, 9688": the second build after "and" opens its clause too */
	if (!list_opener(t, s, i, out, size)) {
		if (i < 2 || !(word_is(t, &s->k[i - 2], "and") || word_is(t, &s->k[i - 2], "while") ||
			       word_is(t, &s->k[i - 2], "whereas") || word_is(t, &s->k[i - 2], "vs")))
			return 0;
		words(t, s, i - 1, i, out, size);
	}
	if (label_kind(out) != LABEL_CONFIG)
		return 0;
	*found = 1;
	return 1;
}

/* Words that name a side of a change by themselves */
static const char *const side_words[] = { "before", "after", "patched", "unpatched", "stock", "vanilla",
	"baseline", "mainline", "upstream", "reverted", NULL };

/*
 * ", patched 8.9", "and 4BSD 412": a side word or a build's name opening a
 * clause right before a bare figure.  Into out, 1 if so.
 */
static int elided_name(const struct text *t, const struct sent *s, int i, char *out, size_t n)
{
	const struct tok *w = &s->k[i - 1];

	if (i < 2 || strchr(",;:.=", t->s[w->e - 1]) ||
	    !(t->s[s->k[i - 2].e - 1] == ',' || word_is(t, &s->k[i - 2], "and") ||
	      word_is(t, &s->k[i - 2], "while") || word_is(t, &s->k[i - 2], "whereas")))
		return 0;
	if (!word_in(t, w, side_words) && !label_build_word(t->s + w->s, w->e - w->s))
		return 0;
	/* "the rest ..., 12 and 13": the figure must end its clause */
	if (i + 1 < s->n && !strchr(",;.", t->s[s->k[i].e - 1]) && !word_is(t, &s->k[i + 1], "and") &&
	    !word_is(t, &s->k[i + 1], "which"))
		return 0;
	words(t, s, i - 1, i, out, n);
	return 1;
}


/* A lone "+" */
static int plus_tok(const struct text *t, const struct tok *k)
{
	return k->e - k->s == 1 && t->s[k->s] == '+';
}

/* "bfq + this series", "6.6 + my fix": OUT, a build named from token a, and what a "+" adds
 * to it, to the clause's end (three words at most) */
static void plus_added(const struct text *t, const struct sent *s, int a, char *out, size_t n)
{
	int b, e;

	for (b = a; b < s->n && b < a + 2 && !strchr(",;.", t->s[s->k[b].e - 1]); b++)
		if (b + 1 < s->n && plus_tok(t, &s->k[b + 1]))
			break;
	if (b >= s->n - 2 || b >= a + 2 || !plus_tok(t, &s->k[b + 1]))
		return;
	for (e = b + 2; e < s->n && e < b + 5; e++)
		if (strchr(",;.", t->s[s->k[e].e - 1]) || has_digit(t, &s->k[e]) || word_is(t, &s->k[e], "and")) {
			e += !word_is(t, &s->k[e], "and") && !has_digit(t, &s->k[e]);
			break;
		}
	if (e > b + 5 || e <= b + 2)
		return;
	words(t, s, a, e, out, n);
}

/* "with the diff", "without this patch", "with my fix" at token j, ending its clause: into
 * out, 1 if so */
static int change_phrase(const struct text *t, const struct sent *s, int j, char *out, size_t n)
{
	static const char *const owners[] = { "the", "this", "that", "my", "your", "his", "her", "our", NULL };
	static const char *const changes[] = { "patch", "patches", "diff", "fix", "series", "patchset",
		"change", "changes", "commit", NULL };
	int e = j + 1;

	if (e >= s->n || !(word_is(t, &s->k[j], "with") || word_is(t, &s->k[j], "without")))
		return 0;
	if (word_in(t, &s->k[e], owners))
		e++;
	if (e >= s->n || !word_in(t, &s->k[e], changes) ||
	    !(e + 1 == s->n || strchr(",;.", t->s[s->k[e].e - 1]) || t->s[s->k[e + 1].s] == '('))
		return 0;
	words(t, s, j, e + 1, out, n);
	out[strcspn(out, ",;.(")] = '\0';
	return 1;
}

static int build_after(const struct text *t, const struct sent *s, int i, char *out, size_t n)
{
	int j = i + 1, said = 0;

	if (j < s->n && !strchr(",;", t->s[s->k[i].e - 1]) && prose_apart_unit(t, &s->k[j]))
		j++;
	/* "87, 91, 85 us (avg 88.2) on the base kernel": the runs' summary in parentheses
	 * before the side */
	if (j + 1 < s->n && t->s[s->k[j].s] == '(' && !memchr(t->s + s->k[j].s, ')', s->k[j].e - s->k[j].s)) {
		char w[16];
		int e = j + 1;
		text_label(t, s->k[j].s + 1, s->k[j].e, w, sizeof(w));
		while (e < s->n && e < j + 3 && !memchr(t->s + s->k[e].s, ')', s->k[e].e - s->k[e].s))
			e++;
		if (label_summary_field(w) >= 0 && e < s->n && memchr(t->s + s->k[e].s, ')', s->k[e].e - s->k[e].s))
			j = e + 1;
	}
	/* "1234 MB/s before, 1302 MB/s after.", "60.9, 61.0, 60.7 s patched (avg 60.87)": the
	 * side written right after, ending the clause */
	if (j < s->n && word_in(t, &s->k[j], side_words) &&
	    (j + 1 == s->n || strchr(",;.", t->s[s->k[j].e - 1]) || t->s[s->k[j + 1].s] == '(')) {
		words(t, s, j, j + 1, out, n);
		out[strcspn(out, ",;.")] = '\0';
		return 1;
	}
	/* "3m31s, 3m29s and 3m30s without the diff, 3m18s ...": what a change adds or leaves out,
	 * ending the clause */
	if (change_phrase(t, s, j, out, n))
		return 1;
	for (; j + 1 < s->n && said <= 3; j++, said++) {
		if (strchr(",;", t->s[s->k[j - 1].e - 1]) || has_digit(t, &s->k[j]))
			return 0;
		if (word_is(t, &s->k[j], "on") || word_is(t, &s->k[j], "under") ||
		    word_is(t, &s->k[j], "with") || word_is(t, &s->k[j], "for") ||
		    word_is(t, &s->k[j], "using")) {
			/* "on the base kernel": the article is no part of the side */
			if (j + 2 < s->n && word_is(t, &s->k[j + 1], "the") && !word_is(t, &s->k[j], "with") &&
			    (word_in(t, &s->k[j + 2], side_words) || word_is(t, &s->k[j + 2], "base")) &&
			    !strchr(",;.", t->s[s->k[j + 1].e - 1])) {
				int e = j + 3 < s->n && !strchr(",;.", t->s[s->k[j + 2].e - 1]) &&
					(word_is(t, &s->k[j + 3], "kernel") || word_is(t, &s->k[j + 3], "kernel.") ||
					 word_is(t, &s->k[j + 3], "kernel,")) ? j + 4 : j + 3;
				words(t, s, j + 2, e, out, n);
				out[strcspn(out, ",;.(")] = '\0';
				return 1;
			}
			/* "for stock rc6", "on vanilla": a side, and the release after it */
			if (j + 1 < s->n && word_in(t, &s->k[j + 1], side_words) && !word_is(t, &s->k[j], "with")) {
				int e = j + 2 < s->n && !strchr(",;.", t->s[s->k[j + 1].e - 1]) &&
					has_digit(t, &s->k[j + 2]) && isalpha((unsigned char)t->s[s->k[j + 2].s]) ? j + 3 : j + 2;
				words(t, s, j + 1, e, out, n);
				out[strcspn(out, ",;.(")] = '\0';
				return 1;
			}
			if (!build_at(t, s, j + 1, j + 3 < s->n ? j + 3 : s->n, out, n))
				return 0;
			/* "3.1 s with bfq + this series": what was added to the build is the name's */
			plus_added(t, s, j + 1, out, n);
			/* "on 6.6 with the series": the build and what was added to it */
			if (!word_is(t, &s->k[j], "with") && j + 2 < s->n && word_is(t, &s->k[j + 2], "with")) {
				char whole[NAME_LEN];
				if (side_name(t, s, j, 0, whole, sizeof(whole)) > 3 && strstr(whole, out) == whole)
					snprintf(out, n, "%s", whole);
			}
			return 1;
		}
	}
	return 0;
}

/*
 * "Linux passed 550 kpps", "95ns on FreeBSD and 38ns on linux", "On linux,
 * the 240 processors passed only 450 kpps": a result with its unit in a
 * sentence that names the build it was measured on (after "on"/"with"/
 * "under" right behind the value, else the nearest name before it, else
 * the last one the paragraph named).
 */
/* The value at token i is one side of "V1 vs V2" */
static int vs_beside(const struct text *t, const struct sent *s, int i)
{
	int after = i + 1 + unit_taken(t, s, i);

	return (i > 0 && connector(t, s, i - 1) == 1) || (after < s->n && connector(t, s, after) == 1);
}

/* "the patch", "BORE", "6.7-rc1": one or two words (an article first), no figure, no
 * pronoun, naming a build or something no vocabulary knows (not a metric or a benchmark) */
/* A word written as a name: a capital, a digit, '_', '-' or '+' in it ("BORE", "tip/sched");
 * the capital opening a sentence ("Performance is ...") is no sign */
static int written_as_name(const struct text *t, const struct sent *s, const struct tok *k)
{
	size_t i = k->s, e = k->e;

	while (e > k->s && end_mark(t->s[e - 1]))
		e--;
	if (k == &s->k[0])
		i++;
	for (; i < e; i++)
		if (isupper((unsigned char)t->s[i]) || isdigit((unsigned char)t->s[i]) ||
		    strchr("_-+/", t->s[i]))
			return 1;
	return 0;
}

/* A letter in the token: "--" and "|" are marks, not names */
static int has_alpha(const struct text *t, const struct tok *k)
{
	for (size_t i = k->s; i < k->e; i++)
		if (isalpha((unsigned char)t->s[i]))
			return 1;
	return 0;
}

static int clause_build(const struct text *t, const struct sent *s, int a, int b, char *out, size_t n)
{
	/* "the patch" names a change; "my laptop", "a box" name machines */
	static const char *const articles[] = { "the", NULL };
	static const char *const pronouns[] = { "it", "i", "we", "they", "this", "that", "one", NULL };
	int i, kind;

	if (a < b && word_in(t, &s->k[a], articles) && b - a >= 2)
		i = a + 1;
	else
		i = a;
	if (b - i < 1 || b - i > 2)
		return 0;
	for (; i < b; i++)
		if (has_digit(t, &s->k[i]) ? !label_build_word(t->s + s->k[i].s, s->k[i].e - s->k[i].s) :
		    word_in(t, &s->k[i], pronouns) || stop_word(t->s + s->k[i].s, s->k[i].e - s->k[i].s) ||
		    !has_alpha(t, &s->k[i]))
			return 0;
	words(t, s, a, b, out, n);
	kind = label_kind(out);
	/* an English noun ("the order", "the net", "a large amount") names no build: a name is
	 * written as one (BORE, SIS_UTIL, linux-next, 6.7-rc1) or is a change ("the patch") */
	if (kind != LABEL_CONFIG && !(b - a == 1 && label_build_word(out, strlen(out))) &&
	    !(kind == LABEL_OTHER && (written_as_name(t, s, &s->k[b - 1]) ||
				      (b - a == 2 && change_noun(t, &s->k[b - 1]))))) {
		out[0] = '\0';
		return 0;
	}
	if (vocab_workload_last(out, strlen(out), NULL, NULL)) {
		out[0] = '\0';
		return 0;
	}
	return 1;
}

/* The end of a preposition's object from token a, before the value at i: an article, then
 * up to two words that are no function word nor figure, or up to one that ends in ',' */
static int object_end(const struct text *t, const struct sent *s, int a, int i)
{
	static const char *const articles[] = { "the", NULL };
	int e = a, k;

	if (e < i && word_in(t, &s->k[e], articles))
		e++;
	for (k = 0; e < i && k < 2; k++) {
		const struct tok *w = &s->k[e];
		if (stop_word(t->s + w->s, w->e - w->s) ||
		    (has_digit(t, w) && !label_build_word(t->s + w->s, w->e - w->s)))
			break;
		e++;
		if (strchr(",:", t->s[w->e - 1]))
			break;      /* "With 6.6," "On linux:" */
	}
	return e;
}

/*
 * The build a value's own clause names before it, where no build word
 * does: "on the patch 114.60 tps", "under BORE it is 367 MB/s", "while
 * the patch gives 670.4 s", "..., 6.7-rc1 does 717.21 tps".  Read back from
 * the value: a verb's subject back to the clause's start (a comma, a
 * semicolon, "while", "whereas", "but"), else a preposition's object up to
 * a function word; back at most to a semicolon or the sentence's start.
 */
/* Tokens [a, b) are a build's words, after "the": "the vanilla kernel", not "box vanilla" */
static int build_words(const struct text *t, const struct sent *s, int a, int b)
{
	if (a < b && word_is(t, &s->k[a], "the"))
		a++;
	for (; a < b; a++) {
		const char *p = t->s + s->k[a].s;
		size_t len = s->k[a].e - s->k[a].s;
		if (!label_is_config_word(p, len) && !label_build_word(p, len) && !written_as_name(t, s, &s->k[a]))
			return 0;
	}
	return 1;
}

static int clause_name(const struct text *t, const struct sent *s, int i, char *out, size_t n)
{
	static const char *const preps[] = { "on", "under", "with", "using", NULL };
	static const char *const joins[] = { "while", "whereas", "but", NULL };
	char tmp[NAME_LEN];
	struct vcell c;
	int j, a;

	for (j = i - 1; j >= 0 && t->s[s->k[j].e - 1] != ';'; j--) {
		/* a build word on the way back names the value as it always did */
		if (build_at(t, s, j, j + 1, tmp, sizeof(tmp)))
			return 0;
		if (result_verb(t, &s->k[j]) || word_is(t, &s->k[j], "is")) {
			for (a = j; a > 0 && !strchr(",;", t->s[s->k[a - 1].e - 1]) &&
			     !word_in(t, &s->k[a - 1], joins); a--)
				;
			if (clause_build(t, s, a, j, out, n))
				return 1;
			/* "On my box the vanilla kernel does 1234 MB/s": the subject after an
			 * opening phrase, the longest of the last three words that names a build */
			for (int b = j - 3 > a ? j - 3 : a + 1; a < j && b < j && result_verb(t, &s->k[j]); b++)
				if (build_words(t, s, b, j) && clause_build(t, s, b, j, out, n))
					return 1;
		}
		/* a figure with its unit on the way back, a build's word after it: the verb
		 * before it is that figure's ("1234 MB/s and the patched one 1296 MB/s"), not
		 * this one's ("41235 tps at 8 clients and 43012 tps"; "6.6" is a name) */
		if (j < i && has_digit(t, &s->k[j]) && cell_parse(t, s->k[j].s, s->k[j].e, &c)) {
			unit_after(t, s, j, &c);
			for (a = j + 1; prose_result_unit(c.unit) && a < i; a++)
				if (isalpha((unsigned char)t->s[s->k[a].s]) && !word_is(t, &s->k[a], "the") &&
				    build_words(t, s, a, a + 1))
					return 0;
		}
		if (word_in(t, &s->k[j], preps))
			return clause_build(t, s, j + 1, object_end(t, s, j + 1, i), out, n);
		/* back over a comma only into the sentence's opening "With 6.6," */
		if (j > 0 && t->s[s->k[j - 1].e - 1] == ',')
			return j - 1 <= 3 && word_in(t, &s->k[0], preps) &&
			       clause_build(t, s, 1, object_end(t, s, 1, j), out, n);
	}
	return 0;
}

/*
 * "it took 101, 99 and 100 seconds", "1h41m, 1h39m and 1h40m": figures
 * joined by commas and "and", the unit after the last or on each, are the
 * runs of one build.  Their tokens into at[], how many (1: no list).
 */
#define LIST_MAX 16

static int list_value(const struct text *t, const struct sent *s, int j, struct vcell *c)
{
	return j < s->n && has_digit(t, &s->k[j]) && cell_parse(t, s->k[j].s, s->k[j].e, c) && !c->pct &&
	       !c->paren && !c->signed_;
}

static int value_list(const struct text *t, const struct sent *s, int i, int at[LIST_MAX])
{
	struct vcell c;
	int n = 1, j = i, and = 0, slashes = 0;

	at[0] = i;
	/* "on 6.6, 860 tps": a build's version after "on", then its figure */
	if (i > 0 && (word_is(t, &s->k[i - 1], "on") || word_is(t, &s->k[i - 1], "under")))
		return 1;
	while (n < LIST_MAX && !and) {
		/* "12 ms, 13 ms and 12 ms": a unit written apart ends its figure */
		j += unit_taken(t, s, j);
		if (t->s[s->k[j].e - 1] == ',' && !slashes && list_value(t, s, j + 1, &c))
			j++;
		else if (j + 2 < s->n && !end_mark(t->s[s->k[j].e - 1]) && word_is(t, &s->k[j + 1], "and") &&
			 !slashes && list_value(t, s, j + 2, &c))
			j += 2, and = 1;
		/* "599,585 / 626,530 / 602,117 NOPM": runs parted by slashes, three or more */
		else if (j + 2 < s->n && (n == 1 || slashes) && word_is(t, &s->k[j + 1], "/") &&
			 list_value(t, s, j + 2, &c))
			j += 2, slashes = 1;
		else
			break;
		at[n++] = j;
	}
	return slashes && n < 3 ? 1 : n;
}

/* The list at[0..n) read as one: the last figure's cell and unit in *last; 0 when its
 * figures are written in different units, or count up (1, 2 and 3) */
static int list_cells(const struct text *t, const struct sent *s, const int *at, int n, struct vcell *v,
		      struct vcell *last)
{
	for (int k = 0; k < n; k++) {
		cell_parse(t, s->k[at[k]].s, s->k[at[k]].e, &v[k]);
		unit_after(t, s, at[k], &v[k]);
	}
	for (int k = 0; k + 1 < n; k++)
		if (v[k].unit[0] && strcmp(v[k].unit, v[n - 1].unit))
			return 0;
	if (n >= 2 && enumeration(v, n))
		return 0;
	/* only a list read as one speaks for its figures: the first cell stays its own */
	*last = v[n - 1];
	return 1;
}

/* Token i says the time before it is how long a run was set to take: "10 s run time",
  * "60s runs", "5 s of warm-up", "1 s interval", or a period set ("our 1 ms cycle", "a 4 ms
  * tick", "a 1ms slice") */
static int run_setting(const struct text *t, const struct sent *s, int i)
{
	static const char *const words[] = { "run", "runs", "runtime", "warm-up", "warmup", "warm",
		"interval", "intervals", "timeout", "duration", "cycle", "period", "tick", "window",
		"slice", "timeslice", "quantum", NULL };

	if (i < s->n && word_is(t, &s->k[i], "of"))
		i++;
	return i < s->n && word_in(t, &s->k[i], words);
}

/* "a CFS quota of 400ms", "the period 100 ms": a time right after a word naming a period set
 * (and its "of") is that setting, no result */
static int setting_before(const struct text *t, const struct sent *s, int i)
{
	static const char *const words[] = { "quota", "period", "slice", "timeslice", "quantum",
		"interval", "timeout", "tick", NULL };

	if (i > 0 && word_is(t, &s->k[i - 1], "of"))
		i--;
	return i > 0 && word_in(t, &s->k[i - 1], words);
}

/* A value in a unit of time ("400ms", "100 us") */
static int time_valued(const struct vcell *c)
{
	static const char *const units[] = { "ns", "nsec", "nsecs", "us", "usec", "usecs", "ms", "msec",
		"msecs", "s", "sec", "secs", "seconds", NULL };

	for (const char *const *u = units; *u; u++)
		if (!strcasecmp(c->unit, *u))
			return 1;
	return c->time;
}

/* ", 10 s per run": a time opening its clause, "per run" after it, is the run's length
 * ("averaged 61.2 s per run" a result); the value at i, its unit's tokens u */
static int per_run(const struct text *t, const struct sent *s, int i, int u)
{
	return (i == 0 || t->s[s->k[i - 1].e - 1] == ',') && i + u + 1 < s->n &&
	       word_is(t, &s->k[i + u], "per") && run_setting(t, s, i + u + 1);
}

/* "ran sysbench for 10 s", "8 threads, 20 seconds": a time in seconds or minutes after
 * "for", or listed after a count of things among the settings, or a whole one closing a
 * sentence that lists settings, is how long it ran */
static int run_length(const struct text *t, const struct sent *s, int i, const struct vcell *c)
{
	static const char *const units[] = { "s", "sec", "secs", "second", "seconds", "min", "mins",
		"minute", "minutes", NULL };
	const char *const *u;
	const struct tok *k;

	for (u = units; *u && strcasecmp(c->unit, *u); u++)
		;
	if (!*u || i < 1)
		return 0;
	k = &s->k[i - 1];
	if (word_is(t, k, "for") ||
	    (i >= 2 && t->s[k->e - 1] == ',' && label_count_noun(t->s + k->s, k->e - k->s - 1) &&
	     has_digit(t, &s->k[i - 2])))
		return 1;
	/* "UDP ping-pong, 64 byte messages, 10 s.": a whole time closing a list of settings */
	return i >= 3 && t->s[k->e - 1] == ',' && (has_digit(t, &s->k[i - 2]) || has_digit(t, &s->k[i - 3])) &&
	       !memchr(t->s + c->s, '.', c->e - c->s) && i + 1 + unit_taken(t, s, i) >= s->n;
}

/* "3m4.1s", "1h41m": a duration written with its letters, no clock ("10:05") */
static int lettered(const struct text *t, const struct tok *k)
{
	return !memchr(t->s + k->s, ':', k->e - k->s);
}

/* The sentence gives a change in percent ("15% faster") */
static int sentence_change(const struct text *t, const struct sent *s)
{
	struct vcell c;

	for (int i = 0; i < s->n; i++)
		if (memchr(t->s + s->k[i].s, '%', s->k[i].e - s->k[i].s) && measured(t, &s->k[i], &c) && c.pct)
			return 1;
	return 0;
}

/* The summary field a word right before token I keys ("avg", "max:"), else -1 */
static int summary_key_before(const struct text *t, const struct sent *s, int i)
{
	char w[16];
	size_t n;

	if (i < 1 || (n = s->k[i - 1].e - s->k[i - 1].s) >= sizeof(w))
		return -1;
	memcpy(w, t->s + s->k[i - 1].s, n);
	while (n && strchr(":=,", w[n - 1]))
		n--;
	w[n] = '\0';
	return n ? label_summary_field(w) : -1;
}

/* The word right before token i when it opens its clause (after ':', ';' or ',', or at the
 * sentence's start) and could name a build: into out, 1 if so */
static int list_opener(const struct text *t, const struct sent *s, int i, char *out, size_t n)
{
	const struct tok *w;
	enum label_kind k;

	if (i < 1)
		return 0;
	w = &s->k[i - 1];
	if ((i >= 2 && !strchr(":;,", t->s[s->k[i - 2].e - 1])) || !isalpha((unsigned char)t->s[w->s]) ||
	    strchr(":;,.=", t->s[w->e - 1]) || stop_word(t->s + w->s, w->e - w->s))
		return 0;
	words(t, s, i - 1, i, out, n);
	k = label_kind(out);
	return (k == LABEL_CONFIG || k == LABEL_OTHER) && !pronoun_phrase(out) &&
	       !vocab_workload_last(out, strlen(out), NULL, NULL);
}

/*
 * "Before the series (3.11.0 vanilla) SPECjbb2005 scored ...", "After
 * applying V7 on top of 3.11.0 the same run gave ...", "Before:": a
 * sentence opening with before or after, said of a change (a patch, a
 * series, applying one, a build) or set off by its mark, tells which side
 * its figures and its paragraph's are.  Into out, 1 if so.
 */
static int opening_side(const struct text *t, const struct sent *s, char *out, size_t n)
{
	static const char *const change[] = { "the", "this", "these", "patch", "patches", "patchset",
		"series", "change", "changes", "applying", "applied", "commit", "fix", "reverting",
		"revert", "upgrading", "switching", "rebasing", NULL };
	const struct tok *k = &s->k[0];
	size_t len;
	char dummy[NAME_LEN];

	if (s->n < 3 || !(word_is_rest(t, k, "before") || word_is_rest(t, k, "after")))
		return 0;
	len = k->e - k->s;
	while (len && strchr(",:", t->s[k->s + len - 1]))
		len--;
	if (len != 5 && len != 6)
		return 0;
	/* "Before (3.18.21-rt19 as released), ...", "After (same kernel plus your patch, same
	 * load)": the build in parentheses, to its first comma, is part of the side's name */
	if (len == k->e - k->s && t->s[s->k[1].s] == '(') {
		int e;
		for (e = 1; e < s->n && e < 9 && !strchr(",)", t->s[s->k[e].e - 1]); e++)
			;
		if (e < s->n && e < 9) {
			size_t end = s->k[e].e;
			while (end > s->k[e].s && strchr(",)", t->s[end - 1]))
				end--;
			xs_printf(out, n, "%.*s %.*s)", (int)len, t->s + k->s, (int)(end - s->k[1].s),
				  t->s + s->k[1].s);
			return 1;
		}
	}
	/* "After that", "Before I": a time, not a side; "After the reboot": the change must be said */
	if (len == k->e - k->s && !(word_in(t, &s->k[1], change) &&
				      (!word_is(t, &s->k[1], "the") || word_in(t, &s->k[2], change) ||
				       build_at(t, s, 2, 3, dummy, sizeof(dummy)))) &&
	    !build_at(t, s, 1, 2, dummy, sizeof(dummy)))
		return 0;
	snprintf(out, n, "%.*s", (int)len, t->s + k->s);
	return 1;
}

/* "... while 6.6 takes 13.1 s", "... vs 13.1 s on 6.6": the sentence sets another side
 * against the one it opened with, after token a */
static int other_side(const struct text *t, const struct sent *s, int a)
{
	static const char *const turns[] = { "while", "whereas", "but", "vs", "vs.", "versus", "compared",
		"with", "without", "than", NULL };
	static const char *const preps[] = { "on", "under", NULL };
	char name[NAME_LEN];

	for (int i = a; i < s->n; i++)
		if (word_in(t, &s->k[i], turns) ||
		    (i + 1 < s->n && word_in(t, &s->k[i], preps) && build_at(t, s, i + 1, i + 2, name, sizeof(name))))
			return 1;
	return 0;
}

/*
 * "Without the patch, hackbench takes 12.3 s.", "Without isolation the max
 * was 94us.", "With isolcpus=2,3 it went down to 38us.", "With it, 11.1 s.":
 * a sentence opening with "with" or "without" and the change it is said of
 * (a patch, a series, applying one, a setting; after "without" any one
 * word set off by a comma or the clause's subject) tells which side its
 * figures and its paragraph's are; "it" turns the side before over.  Into
 * out, 1 if so.  "With 8 threads", "With that in mind": no side.
 */
static int opening_with(const struct text *t, const struct sent *s, const char *before, char *out, size_t n)
{
	static const char *const change[] = { "this", "these", "my", "your", "our", "his", "her", "their",
		"patch", "patches", "patchset", "series", "applying", "applied", "fix", "reverting", NULL };
	static const char *const nouns[] = { "patch", "patches", "patchset", "series", "fix", "change",
		"changes", "commit", "revert", NULL };
	static const char *const subjects[] = { "the", "it", "i", "we", "they", "this", NULL };
	static const char *const states[] = { "enabled", "disabled", "on", "off", "applied", "reverted", NULL };
	const struct tok *k = s->k;
	char name[NAME_LEN];
	int without, m;

	if (s->n < 3 || !((without = word_is(t, &k[0], "without")) || word_is(t, &k[0], "with")))
		return 0;
	if (word_is(t, &k[1], "it") || word_is(t, &k[1], "them")) {
		words(t, s, 0, 2, name, sizeof(name));
		if (!before[0] || !pronoun_side(before, name, sizeof(name)))
			return 0;
		xs_printf(out, n, "%s", name);
		return 1;
	}
	/* "With autonuma enabled the run ...": a thing and its state name the side */
	if (!without && s->n > 3 && word_in(t, &k[2], states) && !end_mark(t->s[k[1].e - 1]) &&
	    !word_in(t, &k[1], subjects) && !has_digit(t, &k[1]) && !other_side(t, s, 3)) {
		words(t, s, 1, 3, out, n);
		return 1;
	}
	if (has_digit(t, &k[1]) ? !memchr(t->s + k[1].s, '=', k[1].e - k[1].s) :
	    !(word_in(t, &k[1], change) || (word_is(t, &k[1], "the") && word_in(t, &k[2], nouns)) ||
	      (without && !end_mark(t->s[k[0].e - 1]) &&
	       (t->s[k[1].e - 1] == ',' || word_in(t, &k[2], subjects)))))
		return 0;
	/* "With isolcpus=2,3 nohz_full=2,3 ...": the first setting names the side */
	if (has_digit(t, &k[1])) {
		if (other_side(t, s, 2))
			return 0;
		words(t, s, 1, 2, out, n);
		return 1;
	}
	if (!(m = lead_side(t, s, 0, name, sizeof(name))) || pronoun_phrase(name) || other_side(t, s, m))
		return 0;
	/* "Without the patch hackbench took 12.3 s": the side ends before the run's own words */
	for (int j = 2; j < m; j++)
		if (result_verb(t, &k[j]) || vocab_workload_last(t->s + k[j].s, k[j].e - k[j].s, NULL, NULL)) {
			words(t, s, 0, j, name, sizeof(name));
			break;
		}
	xs_printf(out, n, "%s", name);
	return 1;
}

/* A word of the sentence names a build, or it sets two side by side ("vs", "with the patch") */
static int names_builds(const struct text *t, const struct sent *s)
{
	static const char *const sides[] = { "vs", "vs.", "versus", "with", "without", NULL };
	char name[NAME_LEN];

	for (int i = 0; i < s->n; i++)
		if (word_in(t, &s->k[i], sides))
			return 1;
	return build_at(t, s, 0, s->n, name, sizeof(name));
}

/*
 * "rtprio 0, not bound: over ten runs the worst latencies were 31, 35, ...
 * and 57 us": a paragraph opening with a few words and a colon, at its
 * line's start, says what the runs after it ran.  Into out, 1 if so.
 */
#define HEAD_MAX 6

static int colon_head(const struct text *t, const struct sent *s, char *out, size_t n)
{
	int j;

	if (s->n < 3 || (s->k[0].s > t->l[s->line[0]].start))
		return 0;
	for (j = 0; j < s->n && j < HEAD_MAX; j++) {
		if (t->s[s->k[j].e - 1] != ':')
			continue;
		if (j + 1 >= s->n || s->line[j + 1] != s->line[j])
			return 0;
		words(t, s, 0, j + 1, out, n);
		return out[0] && label_kind(out) != LABEL_SUMMARY && label_kind(out) != LABEL_WORKLOAD;
	}
	return 0;
}

static void named_results(struct prose *p, const struct sent *s)
{
	const struct text *t = p->r->t;
	char name[NAME_LEN], sum_name[NAME_LEN] = "", last_unit[sizeof(((struct vcell *)0)->unit)] = "";
	char list_unit[sizeof(last_unit)] = "";
	int i, sf, sum_i = -1, last_at = -1, runs_before;

	for (i = 0; i < s->n; i++) {
		struct vcell c, v[LIST_MAX];
		struct xseries *x;
		int j, found = 0, at[LIST_MAX] = { i }, n = 1, clocked = 0;
		/* "finished in 1:47:33": a clock-like time after a verb of taking is a duration */
		if (!cell_parse(t, s->k[i].s, s->k[i].e, &c) && !measured(t, &s->k[i], &c) &&
		    !(clocked = memchr(t->s + s->k[i].s, ':', s->k[i].e - s->k[i].s) && clock_duration(t, s, i, &c)))
			continue;
		unit_after(t, s, i, &c);
		/* "stock does 9.8 usecs per round trip, patched 8.9": the next side's figure, its
		 * unit the one written before */
		if (!c.unit[0] && !c.time && !c.pct && last_unit[0] && elided_name(t, s, i, name, sizeof(name))) {
			snprintf(c.unit, sizeof(c.unit), "%s", last_unit);
			x = prose_series(p, s, i, name);
			xs_value(x, &c.x);
			prose_unit(x, &c);
			last_unit[0] = '\0';
			/* the two a pair: "..., which is roughly 9% better" compares them */
			if (last_at == p->r->nseries - 2) {
				p->pair = last_at;
				p->pair_at = i + 1;
			}
			continue;
		}
		/* "two Opteron 2218s": a CPU's model number, not 2218 seconds; "the default 10 s run
		 * time", "every run 60 s": how long it was told to run */
		runs_before = i > 0 && (word_is(t, &s->k[i - 1], "run") || word_is(t, &s->k[i - 1], "runs")) &&
			      t->s[s->k[i - 1].e - 1] != ':';
		if (c.pct || (i > 0 && cpu_family(t->s + s->k[i - 1].s, s->k[i - 1].e - s->k[i - 1].s)) ||
		    run_setting(t, s, i + 1 + unit_taken(t, s, i)) || run_length(t, s, i, &c) ||
		    per_run(t, s, i, 1 + unit_taken(t, s, i)) || (time_valued(&c) && setting_before(t, s, i)) ||
		    bound_before(t, s, i, &c) || default_value(t, s, i) || delta_before(t, s, i) || set_to(t, s, i) ||
		    (runs_before && !counted_runs(t, s, i)))
			continue;
		if ((n = value_list(t, s, i, at)) > 1 && !list_cells(t, s, at, n, v, &c))
			n = 1;
		if (runs_before && n < 2)
			continue;
		found = build_after(t, s, at[n - 1], name, sizeof(name));
		/* "(buildworld 1234s vs 1450s)": figures a change beside them gives their sides */
		if (!found && n == 1 && vs_beside(t, s, i) && sentence_change(t, s))
			continue;
		/* "Before the patch, the JVMs got ...": the side the sentence opened with, over its subject */
		if (!found && p->side_here && prose_result_unit(c.unit)) {
			snprintf(name, sizeof(name), "%s", p->side);
			found = 1;
		}
		if (!found && (prose_result_unit(c.unit) || clocked))
			found = clause_name(t, s, i, name, sizeof(name));
		/* a time written "42:17" has no unit: a result only with the build after it, or as
		 * one of a list ("1h41m, 1h39m and 1h40m") */
		if (!prose_result_unit(c.unit) && !(c.time && !c.unit[0] && (found || n > 1 || lettered(t, &s->k[i]) || clocked)) &&
		    !bare_runs(t, s, i, v, n, name, sizeof(name), &found))
			continue;
		/* "4BSD took 3569, 3580 and 3564 seconds, M2 took 3495, 3502 and 3497": the unit of
		 * the sentence's list before is this one's too */
		if (n > 1 && !c.unit[0] && !c.time && list_unit[0])
			snprintf(c.unit, sizeof(c.unit), "%s", list_unit);
		/* "3 runs: dfly 9.31, 9.28, 9.35 Gbits/sec; bsd4 9.12, ...": a word opening its
		 * clause right before a list of runs names them, known to the vocabulary or not */
		if (!found && n > 1)
			found = list_opener(t, s, runs_before ? i - 2 : i, name, sizeof(name));
		/* "avg= 1ms", "min: 5": a tool's keyed output, not a sentence ("tbench: 1234 MB/s
		 * before" is one: it names its side) */
		if (!found && i > 0 && strchr("=:", t->s[s->k[i - 1].e - 1]))
			continue;
		if (!found && p->side[0] && !vs_beside(t, s, i) && (p->side_here || !names_builds(t, s))) {
			snprintf(name, sizeof(name), "%s", p->side);
			found = 1;
		}
		for (j = i - 1; j >= 0 && !found; j--)
			if (build_at(t, s, j, j + 1, name, sizeof(name)))
				/* "FreeBSD 5.3": the OS before its version */
				found = isdigit((unsigned char)t->s[s->k[j].s]) && j > 0 ?
					build_at(t, s, j - 1, j + 1, name, sizeof(name)) : 1;
		/* "(512s vs 511s)" with no name in the sentence: two builds, not the last one twice */
		if (!found && p->last_build[0] && !vs_beside(t, s, i)) {
			snprintf(name, sizeof(name), "%s", p->last_build);
			found = 1;
		}
		/* three runs or more the sentence names nothing for: the paragraph's opening words */
		if (!found && n >= 3 && prose_result_unit(c.unit))
			found = colon_head(t, s, name, sizeof(name));
		if (!found)
			continue;
		/* "2.6.31 avg 6.24 ms, max 31.9 ms": a figure keyed by a summary's word is that
		 * field of its build's summary, as in a table's row */
		if (n == 1 && (sf = summary_key_before(t, s, i)) >= 0) {
			/* by index: a series made meanwhile may move the array */
			if (sum_i < 0 || strcmp(sum_name, name) || p->r->series[sum_i].sum[sf].set) {
				prose_series(p, s, i, name);
				sum_i = p->r->nseries - 1;
				snprintf(sum_name, sizeof(sum_name), "%s", name);
			}
			x = &p->r->series[sum_i];
			x->has_summary = 1;
			x->sum[sf] = c.x;
			if (c.e > x->span[1])
				x->span[1] = c.e;
			prose_unit(x, &c);
			continue;
		}
		x = prose_series(p, s, i, name);
		for (j = 0; j + 1 < n; j++)
			xs_value(x, &v[j].x);
		xs_value(x, &c.x);
		prose_unit(x, &c);
		if (n == 1 && prose_result_unit(c.unit)) {
			snprintf(last_unit, sizeof(last_unit), "%s", c.unit);
			last_at = p->r->nseries - 1;
		}
		if (n > 1 && prose_result_unit(c.unit))
			snprintf(list_unit, sizeof(list_unit), "%s", c.unit);
		i = at[n - 1];
		if (n > 1)
			i = paren_summary(t, s, i, x);
	}
	for (i = 0; i < s->n; i++)
		if (build_at(t, s, i, i + 1, name, sizeof(name)))
			build_at(t, s, i, s->n, p->last_build, sizeof(p->last_build));
}

/*
 * "went from 312s on 6.5 to 298s with this patch, roughly 4.5% faster": a
 * change the sentence gives beside its own from/to compares its two sides.
 */
static int pair_change(struct prose *p, const struct sent *s, int f)
{
	const struct text *t = p->r->t;
	struct vcell c;

	if (p->pair < 0 || !memchr(t->s + s->k[f].s, '%', s->k[f].e - s->k[f].s) ||
	    !measured(t, &s->k[f], &c) || !c.pct || !change_sign(t, s, f))
		return 0;
	measured(t, &s->k[f], &c);
	if (p->pair_base_second)
		prose_cmp(p, s, f, &c, p->pair, p->pair + 1);
	else
		prose_cmp(p, s, f, &c, p->pair + 1, p->pair);
	return 1;
}

/* "from 2.41s to 2.15s (-10.8%)": the change printed right after the pair is its own */
static int pair_paren_change(struct prose *p, const struct sent *s)
{
	const struct text *t = p->r->t;
	struct vcell c;
	int f = p->pair_at;

	if (p->pair < 0 || f < 0 || f >= s->n || !cell_parse(t, s->k[f].s, s->k[f].e, &c) || !c.pct || !c.paren ||
	    !c.signed_)
		return 0;
	prose_cmp(p, s, f, &c, p->pair + 1, p->pair);
	return 1;
}

/* "..., that's +13.4%", "..., that is", "..., i.e.": the words before token k after a comma
 * point back at what the clause before said */
static int pointing_back(const struct text *t, const struct sent *s, int k)
{
	static const char *const one[] = { "that's", "thats", "i.e.", "ie", NULL };
	static const char *const two[] = { "that", "which", NULL };

	if (k >= 2 && word_in(t, &s->k[k - 1], one) && t->s[s->k[k - 2].e - 1] == ',')
		return 1;
	return k >= 3 && word_is(t, &s->k[k - 1], "is") && word_in(t, &s->k[k - 2], two) &&
	       t->s[s->k[k - 3].e - 1] == ',';
}

/*
 * "11.472s on vanilla tip/sched/core and 10.218s patched (-10.9%, average of
 * 10 runs)": two figures the sentence named apart, a signed change in
 * parentheses right after the second's name (or closing the sentence after
 * a comma: "..., +20%."): the second against the first.
 * BEFORE: the series count before the sentence.  1 when read so.
 */
static int named_pair_change(struct prose *p, const struct sent *s, int before)
{
	const struct text *t = p->r->t;
	const struct xseries *a, *b;
	struct vcell c;
	int f;

	if (p->r->nseries != before + 2)
		return 0;
	a = &p->r->series[before];
	b = a + 1;
	if (!a->label[0] || !b->label[0] || !strcmp(a->label, b->label) || strcmp(a->unit, b->unit) ||
	    a->nvalues != 1 || b->nvalues != 1)
		return 0;
	for (f = 0; f < s->n && s->k[f].s < b->span[1]; f++)
		;
	for (int k = f; k < s->n && k < f + 8; k++) {
		/* "..., +20%." closing the sentence after a comma, or after "that's" ("..., that's
		 * +13.4%."): the same change, set off */
		if ((t->s[s->k[k].s] != '(' || k >= f + 4) &&
		    !(k > 0 && k == s->n - 1 && (t->s[s->k[k - 1].e - 1] == ',' || pointing_back(t, s, k))))
			continue;
		/* "(-10.9%," opens its remark: the change alone in its own token */
		if (!cell_parse(t, s->k[k].s, s->k[k].e, &c) || !c.pct || !c.signed_)
			return 0;
		prose_cmp(p, s, k, &c, before + 1, before);
		return 1;
	}
	return 0;
}

/* A value of the sentence lies inside a series another reader found (a table an archive
 * flattened into the sentence's line): the sentence is that table's, not prose */
static int inside_found(const struct prose *p, const struct sent *s)
{
	const struct xresult *r = p->r;
	int i, j, first = -1;

	/* most sentences hold no value: no series to walk for them */
	for (j = 0; j < s->n && first < 0; j++)
		if (isdigit((unsigned char)r->t->s[s->k[j].s]))
			first = j;
	for (i = 0; i < r->nseries && first >= 0; i++) {
		const struct xseries *x = &r->series[i];
		if (x->span[1] <= s->k[first].s || x->span[0] >= s->k[s->n - 1].e || !strcmp(x->found_by, "prose"))
			continue;
		for (j = first; j < s->n; j++)
			if (isdigit((unsigned char)r->t->s[s->k[j].s]) && x->span[0] <= s->k[j].s &&
			    s->k[j].s < x->span[1])
				return 1;
	}
	return 0;
}

static int clause_build(const struct text *t, const struct sent *s, int a, int b, char *out, size_t n);

/*
 * "BORE (214.22 s) beats 6.7-rc1 (790.8 s) on hackbench", "CFS (350.5 us)
 * ...": a figure in parentheses, its unit in them, right after one or two
 * words written as a build's name (clause_build: a build word, a name with
 * capitals, digits or '-', or a change) names that build's figure.  The
 * tokens read from I (the figure's), else 0.
 */
static int paren_after_name(struct prose *p, const struct sent *s, int i)
{
	const struct text *t = p->r->t;
	char name[NAME_LEN];
	struct vcell c;
	struct xseries *x;
	int u, a, close;

	if (i < 1 || t->s[s->k[i].s] != '(' || !cell_parse(t, s->k[i].s, s->k[i].e, &c) || c.pct)
		return 0;
	unit_after(t, s, i, &c);
	u = 1 + unit_taken(t, s, i);
	close = i + u - 1;
	if (!prose_result_unit(c.unit) || t->s[s->k[close].e - 1 - end_mark(t->s[s->k[close].e - 1]) *
				       (t->s[s->k[close].e - 1] != ')')] != ')')
		return 0;
	/* the word right before, else the two ("FreeBSD 13.2"); "with the patch (12.1 ms)" is
	 * side_name's to read, with its "with" */
	a = i - 1;
	if (a >= 1 && (word_is(t, &s->k[a - 1], "the") || word_is(t, &s->k[a - 1], "with") ||
		       word_is(t, &s->k[a - 1], "without") || word_is(t, &s->k[a - 1], "this")))
		return 0;
	/* "7.6 GBytes/s (65 GBits/s)": the same figure in another unit, no name */
	if (prose_apart_unit(t, &s->k[a]) || (a >= 1 && has_digit(t, &s->k[a - 1])))
		return 0;
	if (!clause_build(t, s, a, i, name, sizeof(name)) &&
	    (a < 1 || end_mark(t->s[s->k[a - 1].e - 1]) || !clause_build(t, s, a - 1, i, name, sizeof(name))))
		return 0;
	x = prose_series(p, s, i, name);
	xs_value(x, &c.x);
	prose_unit(x, &c);
	return u;
}

static int respectively(struct prose *p, const struct sent *s);

/*
 * Whether token k may open on a or b (any case): from_to's word is "from" or
 * "(from", to_from's "to", and verb_pair's has a value after it; asked
 * before the call, as most words are none of them, and a call of theirs (its
 * frame of names set up and checked) was most of what they did with a word.
 */
static inline int opens_with_either(const struct text *t, const struct tok *k, char a, char b)
{
	return k->e > k->s && (may_fold(t->s[k->s], a) || may_fold(t->s[k->s], b));
}

/* No pair read yet in this sentence: a change after it has no pair to go to */
static void clear_pair(struct prose *p)
{
	p->pair = p->pair_at = -1;
	p->pair_base_second = 0;
	p->sides[0][0] = p->sides[1][0] = '\0';
}

/*
 * Whether a token of S is what every reader of read_figures opens on: a value (cell_parse),
 * one with its end marks off (measured) or a clock (clock_duration), each with a digit.  A
 * sentence of versions, addresses and dates ("Tested on 6.4.136 and 2.14.198.") has none.
 */
static int sentence_value(const struct text *t, const struct sent *s)
{
	struct vcell c;

	for (int i = 0; i < s->n; i++)
		if (has_digit(t, &s->k[i]) &&
		    (cell_parse(t, s->k[i].s, s->k[i].e, &c) || measured(t, &s->k[i], &c) ||
		     (memchr(t->s + s->k[i].s, ':', s->k[i].e - s->k[i].s) && clock_duration(t, s, i, &c))))
			return 1;
	return 0;
}

/*
 * "At 8 threads ULE is 18% ahead of 4BSD, and past that ...: at 32 threads
 * ULE does 58% more": a change in a later clause (after ", and", ", but",
 * ";" or ":", or "and" before a figure) read as a sentence of its own, so
 * the sides the first clause named are not its.
 */
static void elided_change(struct prose *p, const struct sent *c, const struct xcomparison *prev)
{
	static const char *const where[] = { "at", "with", "for", "on", "in", NULL };
	const struct text *t = p->r->t;
	struct vcell cell;
	int a = prev->b, b = prev->a, n = p->r->ncmp;

	if (!measured(t, &c->k[0], &cell) || !cell.pct)
		return;
	if (change_sign(t, c, 0)) {
		prose_cmp(p, c, 0, &cell, a, b);
		return;
	}
	/* "loses 8.3% at 64 vusers and 11.8% at 128": the bare change, a setting after it, goes
	 * the way the first clause's did */
	if (c->n < 2 || !word_in(t, &c->k[1], where) || cell.signed_)
		return;
	prose_cmp(p, c, 0, &cell, a, b);
	if (p->r->ncmp > n && prev->delta_pct.negated) {
		struct xcomparison *cmp = &p->r->cmp[p->r->ncmp - 1];
		cmp->delta_pct.value = -cmp->delta_pct.value;
		cmp->delta_pct.negated = 1;
	}
}

static void later_clauses(struct prose *p, const struct sent *s, int f, int first)
{
	static const char *const joins[] = { "and", "but", "while", "whereas", NULL };
	const struct text *t = p->r->t;
	struct sent *c;
	int i, j, done = 0;

	for (i = f + 1; i + 1 < s->n; i++) {
		char end = t->s[s->k[i].e - 1];
		/* "5% behind with 10 clients and 16% behind with 30": "and" before a figure too */
		if (!(end == ';' || end == ':' || (end == ',' && word_in(t, &s->k[i + 1], joins)) ||
		      (i + 2 < s->n && word_is(t, &s->k[i + 1], "and") && has_digit(t, &s->k[i + 2]))))
			continue;
		/* the clause opens after its "and" when a figure follows it */
		j = i + 1 + (word_is(t, &s->k[i + 1], "and") && i + 2 < s->n && has_digit(t, &s->k[i + 2]));
		c = xmalloc(sizeof(*c));
		c->n = s->n - j;
		memcpy(c->k, s->k + j, sizeof(c->k[0]) * (size_t)c->n);
		memcpy(c->line, s->line + j, sizeof(c->line[0]) * (size_t)c->n);
		for (j = 0; j < c->n && !done; j++)
			done = percent_change(p, c, j);
		/* "... and 16% behind with 30": a clause opening on its change, its subject the
		 * first clause's, compares what the first clause did */
		if (!done && c->n > 1 && first >= 0)
			elided_change(p, c, &p->r->cmp[first]);
		free(c);
		return;
	}
}

static void read_figures(struct prose *p, const struct sent *s)
{
	const struct text *t = p->r->t;
	int i, used, named, before, done, nc;
	struct vcell c;

	if (s->n && inside_found(p, s))
		return;
	if (signed_item(p, s))
		return;
	/* counted once a sentence is read for figures (the context pass never asked) */
	named = count_named(p, s) >= 2;
	before = p->r->nseries;
	clear_pair(p);
	if (respectively(p, s))
		return;
	for (i = 0; i < s->n; i++) {
		/* but from/to, each opens on a value, and a value has a digit (cells.c core_number);
		 * a pair opens on a result (result_at, asked once here, not by each), and so does an
		 * arrow unless the arrow follows a bare value */
		int v = has_digit(t, &s->k[i]), res = v && result_at(t, s, i, &c);
		if ((used = titled_list(p, s, i)) || (v && (used = paren_after_name(p, s, i))) ||
		    (opens_with_either(t, &s->k[i], 'f', '(') && (used = from_to(p, s, i))) ||
		    (v && named && (used = value_named(p, s, i))) ||
		    (v && (used = names_then_values(p, s, i))) || (v && (used = paren_named_pair(p, s, i))) ||
		    ((res || (v && bare_on_build(t, s, i, &c))) && (used = value_pair(p, s, i))) ||
		    (res && (used = compared_pair(p, s, i))) ||
		    (!v && (used = lead_pair(p, s, i))) ||
		    (res && (used = legend_pair(p, s, i))) ||
		    ((res || (v && i + 1 < s->n && arrow_word(t, &s->k[i + 1]))) && (used = arrow(p, s, i))) ||
		    (opens_with_either(t, &s->k[i], 't', 't') && (used = to_from(p, s, i))) ||
		    (i + 1 < s->n && has_digit(t, &s->k[i + 1]) && (used = verb_pair(p, s, i))) ||
		    (i + 2 < s->n && has_digit(t, &s->k[i + 2]) && (used = copula_pair(p, s, i))))
			i += used - 1;
	}
	/* one pair, one change: two from/to in a sentence leave it unsaid which */
	if (p->r->nseries != before + 2)
		p->pair = -1;
	done = pair_paren_change(p, s) || named_pair_change(p, s, before);
	/* the side stays the paragraph's until a sentence opens with another */
	p->side_here = opening_side(t, s, p->side, sizeof(p->side)) ||
		       opening_with(t, s, p->side, p->side, sizeof(p->side));
	if (p->r->nseries == before && p->results) {
		named_results(p, s);
		done = named_pair_change(p, s, before);
	}
	for (i = 0, nc = p->r->ncmp; i < s->n && !done; i++)
		if ((done = percent_change(p, s, i)))
			later_clauses(p, s, i, p->r->ncmp > nc ? p->r->ncmp - 1 : -1);
	for (i = 0; i < s->n && !done; i++)
		done = pair_change(p, s, i);
}

static void read_sentence(struct prose *p, const struct sent *s)
{
	if (p->context == 0) {
		find_context(p, s);
		return;
	}
	/* a sentence without a token a reader opens on (most prose, all of it without a digit)
	 * leaves only the pair state cleared, as reading it did.  Apart: read_figures, as large
	 * as before, keeps its readers inlined */
	if (!sentence_value(p->r->t, s)) {
		clear_pair(p);
		return;
	}
	read_figures(p, s);
}

/*
 * "Latency is 12.1 ms and 15.3 ms with and without the patch,
 * respectively", "5030 vs 5160 KIOPS, before and after the series
 * respectively", "412 and 455 MB/s for CFS and EEVDF respectively": the
 * names listed right before "respectively" (or "correspondingly") go to
 * the figures before them, in order.  1 when the sentence reads so.
 */
#define RESP_MAX 4

/* "with and without X", "before and after X": the two names at [a, e) into out; 2, else 0 */
static int turned_names(const struct text *t, const struct sent *s, int a, int e, char out[][NAME_LEN])
{
	static const char *const turns[] = { "with", "without", "before", "after", NULL };
	char rest[NAME_LEN];

	if (e - a < 3 || !word_in(t, &s->k[a], turns) || !word_is(t, &s->k[a + 1], "and") ||
	    !word_in(t, &s->k[a + 2], turns))
		return 0;
	words(t, s, a + 3, e, rest, sizeof(rest));
	for (int k = 0; k < 2; k++) {
		char w[16];
		words(t, s, a + 2 * k, a + 2 * k + 1, w, sizeof(w));
		snprintf(out[k], NAME_LEN, "%s%s%s", w, rest[0] ? " " : "", rest);
	}
	return 2;
}

/* "CFS and EEVDF", "6.6, 6.7 and 6.8": the names at [a, e), split at "and" and commas; how
 * many, 0 when one is no name (empty, a figure, over three words) */
static int listed_names(const struct text *t, const struct sent *s, int a, int e, char out[][NAME_LEN])
{
	int n = 0, b = a;

	for (int i = a; i <= e && n < RESP_MAX; i++) {
		int cut = i == e || word_is(t, &s->k[i], "and") ||
			  (i > a && t->s[s->k[i - 1].e - 1] == ',' && i - 1 >= b);
		if (!cut)
			continue;
		/* the comma closes the token before i: the name ends after it */
		if (i - b < 1 || i - b > 3)
			return 0;
		for (int j = b; j < i; j++)
			if (has_digit(t, &s->k[j]) && !label_build_word(t->s + s->k[j].s, s->k[j].e - s->k[j].s))
				return 0;
		words(t, s, b, i, out[n], NAME_LEN);
		if (pronoun_phrase(out[n]) || !out[n][0])
			return 0;
		n++;
		b = word_is(t, &s->k[i < e ? i : e - 1], "and") ? i + 1 : i;
	}
	return n;
}

/* "the old and new code": one word, and a name of more whose last word both share */
static void shared_noun(char names[][NAME_LEN], int n)
{
	const char *first = names[0], *noun;

	if (n != 2)
		return;
	if (!strncasecmp(first, "the ", 4))
		first += 4;
	if (strchr(first, ' ') || !strchr(names[1], ' ') || !strncasecmp(names[1], "the ", 4))
		return;
	noun = strrchr(names[1], ' ') + 1;
	size_t l = strlen(names[0]);
	snprintf(names[0] + l, NAME_LEN - l, " %s", noun);
}

/* Tokens [a, b) only join two figures of a list: "and", "vs", "or", "/" (commas on the figures) */
static int joined(const struct text *t, const struct sent *s, int a, int b)
{
	static const char *const joins[] = { "and", "vs", "vs.", "versus", "or", "/", NULL };

	for (int i = a; i < b; i++)
		if (!word_in(t, &s->k[i], joins))
			return 0;
	return 1;
}

static int respectively(struct prose *p, const struct sent *s)
{
	static const char *const marks[] = { "respectively", "correspondingly", NULL };
	static const char *const preps[] = { "for", "on", "under", "in", "using", "of", NULL };
	const struct text *t = p->r->t;
	struct vcell v[RESP_MAX];
	char names[RESP_MAX][NAME_LEN];
	int at[RESP_MAX], nv = 0, r, i, a, nn, unit = -1;

	/* most posts say neither word: no token of theirs is asked */
	if (!text_may_have_caseless(t, "respectively", 12) && !text_may_have_caseless(t, "correspondingly", 15))
		return 0;
	for (r = 1; r < s->n && !word_in(t, &s->k[r], marks); r++)
		;
	if (r >= s->n)
		return 0;
	/* the figures before the names: values joined by "and", "vs", commas, a unit on each or
	 * on the last; the first such list that has its unit ("on 6.6 and 6.8" is the names) */
	for (i = 0, a = 0; i < r; i++) {
		struct vcell c;
		if (!has_digit(t, &s->k[i]) || !(cell_parse(t, s->k[i].s, s->k[i].e, &c) || measured(t, &s->k[i], &c)))
			continue;
		if (nv && !joined(t, s, a, i)) {
			if (unit == nv - 1)
				break;
			nv = 0;
			unit = -1;
		}
		if (nv == RESP_MAX || c.pct)
			return 0;
		unit_after(t, s, i, &c);
		at[nv] = i;
		v[nv++] = c;
		a = i + 1 + unit_taken(t, s, i);
		if (c.unit[0] || c.time)
			unit = nv - 1;
	}
	if (nv < 2 || unit != nv - 1 || !prose_result_unit(v[unit].unit))
		return 0;
	/* the names: after the last figure, a preposition aside, up to the mark */
	if (a < r && word_in(t, &s->k[a], preps))
		a++;
	nn = turned_names(t, s, a, r, names);
	if (!nn)
		nn = listed_names(t, s, a, r, names);
	if (nn != nv)
		return 0;
	shared_noun(names, nn);
	for (i = 0; i < nv; i++) {
		struct xseries *x;
		if (!v[i].unit[0] && !v[i].time)
			memcpy(v[i].unit, v[unit].unit, sizeof(v[i].unit));
		x = prose_series(p, s, at[i], names[i]);
		xs_value(x, &v[i].x);
		prose_unit(x, &v[i]);
	}
	return 1;
}

static int ends_sentence(const struct text *t, const struct tok *k)
{
	char last = t->s[k->e - 1];

	if (last != '.' && last != '!' && last != '?')
		return 0;
	/* "3.4." ends one, "e.g." and "i.e." ("(i.e." too) do not, nor "vs." between two names */
	if (word_is(t, k, "vs") || word_is(t, k, "cf") || word_is(t, k, "approx"))
		return 0;
	size_t b = k->s + (t->s[k->s] == '(');
	return !(k->e - b <= 4 && memchr(t->s + b, '.', k->e - b - 1));
}

static int bullet_start(const struct text *t, int line)
{
	const char *p = t->s + t->l[line].start;
	size_t n = t->l[line].end - t->l[line].start;

	return n >= 2 && (p[0] == '*' || p[0] == '-' || p[0] == '+') && (p[1] == ' ' || p[1] == '*');
}

/* Line l opens on a key: one word (letters and figures, no blank) and its colon, a figure
 * after it on the line ("p99:  211.4 us -> 162.0 us") */
static int key_start(const struct text *t, int line)
{
	struct tok k[3];
	int n = tok_line(t, line, k, 3);
	size_t len;

	if (n < 2)
		return 0;
	len = k[0].e - k[0].s;
	return len >= 2 && len <= 24 && t->s[k[0].e - 1] == ':' && isalpha((unsigned char)t->s[k[0].s]) &&
	       has_digit(t, &k[1]);
}

/*
 * Whether a paragraph may hold what named_results reads: a value whose unit
 * (glued, or the next word) is a result's.  Read across the paragraph's
 * lines, sentence ends ignored, so it says yes to every sentence that could.
 * Without one, named_results would make no series, and the build it
 * remembers (last_build) would never be asked for: it is not run.
 */
/* Token k, the punctuation after it off, a scheduler's or a build's word ("4BSD,", "2.6.23.") */
static int build_word_core(const struct text *t, const struct tok *k)
{
	size_t e = k->e;

	while (e > k->s && strchr(",.;:", t->s[e - 1]))
		e--;
	return e > k->s && (vocab_sched_word(t->s + k->s, e - k->s) || label_build_word(t->s + k->s, e - k->s));
}

static int may_result(const struct text *t, int a, int b)
{
	struct tok room[64], next;
	struct vcell c;
	int l, n, i;

	for (l = a; l <= b; l++) {
		/* every token of the line (a flattened one has hundreds) */
		const struct tok *k = tok_view(t, l, room, t->ltok ? INT_MAX : 64, &n);
		/* the next word may open the next line */
		int more = l < b && tok_line(t, l + 1, &next, 1) == 1;
		for (i = 0; i < n; i++) {
			const struct tok *after = i + 1 < n ? &k[i + 1] : more ? &next : NULL;
			/* a value has a digit (cells.c core_number): words are not parsed */
			if (!has_digit(t, &k[i]))
				continue;
			/* "took 1:47:33": a clock-like duration after a verb of taking */
			if (i > 0 && memchr(t->s + k[i].s, ':', k[i].e - k[i].s) && word_in(t, &k[i - 1], took_words))
				return 1;
			if (!cell_parse(t, k[i].s, k[i].e, &c) && !measured(t, &k[i], &c))
				continue;
			if (!c.pct && (prose_result_unit(c.unit) || (after && prose_apart_unit(t, after)) ||
				       (c.time && !c.unit[0])))
				return 1;
			/* "ULE 10342, 10128, ...": bare runs after a scheduler's name (bare_runs) */
			if (i > 0 && !c.unit[0] && t->s[k[i].e - 1] == ',' &&
			    vocab_sched_word(t->s + k[i - 1].s, k[i - 1].e - k[i - 1].s))
				return 1;
			/* "... and 127511 with 4BSD": or before one, after "with", "on", "under" */
			if (!c.unit[0] && i + 2 < n && (word_is(t, &k[i + 1], "with") || word_is(t, &k[i + 1], "on") ||
							word_is(t, &k[i + 1], "under")) &&
			    build_word_core(t, &k[i + 2]))
				return 1;
		}
	}
	return 0;
}

/* A bullet standing alone: "*", "•" */
static int lone_bullet(const struct text *t, const struct tok *k)
{
	size_t n = k->e - k->s;

	return (n == 1 && t->s[k->s] == '*') || (n == 3 && !memcmp(t->s + k->s, "\xe2\x80\xa2", 3));
}

/* Sentences of the paragraph of lines [a, b] */
static void paragraph(struct prose *p, int a, int b)
{
	const struct text *t = p->r->t;
	struct sent s;
	int l;

	s.n = 0;
	p->results = p->context && may_result(t, a, b);
	for (l = a; l <= b; l++) {
		struct tok room[64];
		int n, i;
		/* every token of a line an archive flattened, not its first 64 */
		const struct tok *k = tok_view(t, l, room, t->ltok ? INT_MAX : 64, &n);
		/* "alpha:  41.2 us -> 38.9 us  (-5.6%)" over "beta:  ...": lines of keys, each its own
		 * item, though no stop ends them */
		if (s.n && ((bullet_start(t, l)) || (l > a && key_start(t, l) && key_start(t, l - 1)))) {
			read_sentence(p, &s);
			s.n = 0;
		}
		for (i = 0; i < n; i++) {
			/* a tool's output on a flattened line is its reader's, and ends a sentence */
			if (s.n == SENT_TOKS || (p->r->nclaimed && xr_claimed(p->r, k[i].s))) {
				if (s.n)
					read_sentence(p, &s);
				s.n = 0;
				if (p->r->nclaimed && xr_claimed(p->r, k[i].s))
					continue;
			}
			/* "... mainline 14, rsdl 0 * lame encode ...": a bullet inside a line an
			 * archive flattened opens the next item */
			if (lone_bullet(t, &k[i]) && line_is_flattened(t, l)) {
				if (s.n)
					read_sentence(p, &s);
				s.n = 0;
				continue;
			}
			s.k[s.n] = k[i];
			s.line[s.n++] = l;
			if (ends_sentence(t, &k[i])) {
				read_sentence(p, &s);
				s.n = 0;
			}
		}
	}
	if (s.n)
		read_sentence(p, &s);
}

/* A line prose reads; the context pass reads the machine's description too ("Results (A vs
 * B, 2 x Xeon ...):" names the builds beside the hardware) */
static int prose_line(const struct xresult *r, int l, int context)
{
	return !r->used[l] && (!layout_skip(r, l) || (!context && r->skip[l] == SKIP_HARDWARE)) &&
	       !line_is_blank(r->t, l);
}

static void read_paragraphs(struct prose *p);

/* "New Revision: 239185" among the first lines (svn's commit mail, as svn-src lists carry
 * it): "r239185" into out */
static void commit_revision(const struct text *t, char *out, size_t n)
{
	out[0] = '\0';
	for (int l = 0; l < t->n && l < 8; l++) {
		const char *p = t->s + t->l[l].start;
		size_t len = t->l[l].end - t->l[l].start, d;
		if (len < 15 || memcmp(p, "New Revision: ", 14))
			continue;
		d = strspn(p + 14, "0123456789");
		if (d && 14 + d == len && d < n - 2)
			xs_printf(out, n, "r%.*s", (int)d, p + 14);
		return;
	}
}

void rec_prose(struct xresult *r)
{
	const struct text *t = r->t;
	struct prose p;
	int i;

	int first = r->nseries;

	memset(&p, 0, sizeof(p));
	p.r = r;
	for (i = 0; i < t->n && !p.patch; i++)
		p.patch = r->skip[i] == SKIP_PATCH;
	commit_revision(t, p.revision, sizeof(p.revision));
	for (p.context = 0; p.context < 2; p.context++)
		read_paragraphs(&p);
	/* a sentence's figures take their workload's metric and unit as a table's do */
	for (i = first; i < r->nseries; i++)
		ctx_finish(&r->series[i]);
}

static void read_paragraphs(struct prose *p)
{
	struct xresult *r = p->r;
	const struct text *t = r->t;
	int l = 0;

	while (l < t->n) {
		int a = l, first = r->nseries;
		if (!prose_line(r, l, p->context)) {
			l++;
			continue;
		}
		while (l + 1 < t->n && prose_line(r, l + 1, p->context) && t->l[l + 1].depth == t->l[a].depth)
			l++;
		p->last_build[0] = p->side[0] = '\0';
		paragraph(p, a, l);
		if (r->nseries > first && p->context)
			layout_note(r, a, l, "prose", "figures in sentences: from / to, value (name)");
		l++;
	}
}
