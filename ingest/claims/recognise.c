/* recognise.c: claims in sentences: comparatives, ratios, all cases, missing shares, trends */
#include <ctype.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blocks.h"
#include "claim.h"
#include "ctext.h"
#include "../extract/vocab.h"
#include "../../core/wordset.h"
#include "../../core/banned.h"

/*
 * A sentence is cut into clauses at "but", "whereas", "while", "(even) though"
 * and ';'.  In
 * each clause the first comparative word (faster, slower, better, overhead,
 * ...) is the pivot: the side named before it is the subject, the side after
 * "than"/"vs" the other.  A clause without a subject takes the last subject
 * of its paragraph ("...but 18% slower with 12 concurrent extractions",
 * "it degrades worse"), except a figure-less comparison, which must name its
 * subject in its own sentence.  Figures are claimed by the first kind that
 * wants them, in this order: effective concurrency, missing share, times,
 * ratio, percent; a clause with no figure may be all-cases, no-difference,
 * trend or a plain comparison.
 */

static const char *const kind_names[CLAIM_NKINDS] = {
	"percent", "ratio", "times", "all-cases", "missing", "concurrency",
	"no-difference", "trend", "compare", "difference", "ministat",
};

const char *claim_kind_name(enum claim_kind k)
{
	return (unsigned)k < CLAIM_NKINDS ? kind_names[k] : "unknown";
}

const char *claim_role_name(enum claim_role r)
{
	static const char *const n[] = { "any", "subject", "other", "row", "row-pair",
					 "metric", "workload", "largest", "smallest" };

	return (unsigned)r < sizeof(n) / sizeof(n[0]) ? n[r] : "any";
}

const struct claim_name *claim_name_with(const struct claim *c, enum claim_role r)
{
	int i;

	for (i = 0; i < c->nnames; i++)
		if (c->names[i].role == r)
			return &c->names[i];
	return NULL;
}

/* strcmp(w, lit) == 0, the first bytes compared first: most words of a clause are asked
 * after one word or another, and a call of strcmp each was a tenth of a real post's claims */
static inline int word_eq(const char *w, const char *lit)
{
	return w[0] == lit[0] && !strcmp(w, lit);
}

static int in_list(const char *w, const char *const *list)
{
	/* the first byte first: a call of strcmp for each listed word was most of the asking */
	for (; *list; list++)
		if (w[0] == (*list)[0] && !strcmp(w, *list))
			return 1;
	return 0;
}

/*
 * The longer lists every word of a clause is looked up in (workloads, what is
 * measured, what performs), each a set built once from the list: in_list's
 * answer, looked up at once instead of walked (the walks were a twentieth of
 * a real post's claims).  Left off (in_list walks) when a set is full.
 */
struct list_set {
	const char *const *list;
	struct wordset set;
	int on;
};

static struct list_set workload_ls, perf_ls, measure_ls;
static pthread_once_t list_sets_once = PTHREAD_ONCE_INIT;
static void build_list_sets(void);

static int in_set(const char *w, struct list_set *s)
{
	pthread_once(&list_sets_once, build_list_sets);
	return s->on ? wordset_has(&s->set, w, strlen(w)) : in_list(w, s->list);
}

/*
 * Scheduler spellings come from the vocabulary (ingest/extract/vocab.c, the
 * one source of truth): as written ("SCHED_ULE", "CFS") or lower-cased, as
 * prose often has them ("ule", "sd").
 */
static int sched_word(const char *raw, const char *lw)
{
	return vocab_sched_word(raw, strlen(raw)) || vocab_sched_word(lw, strlen(lw));
}

static int has_digit_dot_digit(const char *w)
{
	for (; w[0] && w[1] && w[2]; w++)
		if (isdigit((unsigned char)w[0]) && w[1] == '.' && isdigit((unsigned char)w[2]))
			return 1;
	return 0;
}

static int is_param_flag(const char *w)
{
	return w[0] == '-' && w[1] == 'j' && (w[2] == '\0' || isdigit((unsigned char)w[2]));
}

int claim_is_side_word(const char *w)
{
	char lw[48], part[48];
	const char *p;
	size_t i, n = strlen(w);

	if (!n || n >= sizeof(lw))
		return 0;
	for (i = 0; i <= n; i++)
		lw[i] = tolower((unsigned char)w[i]);
	if (sched_word(w, lw))
		return 1;
	if (is_param_flag(lw))
		return 0;
	/* -ck1, -rc6, -mm1: a kernel patch set named by its suffix */
	if (lw[0] == '-' && isalpha((unsigned char)lw[1]) && strpbrk(lw, "0123456789"))
		return 1;
	/* 2.6.22-ck1, 7.0-current, 6.2-RELEASE, 5.2.1+ULE */
	if (isdigit((unsigned char)lw[0]) && has_digit_dot_digit(lw) &&
	    (strchr(lw, '-') || strchr(lw, '+') || strchr(lw + strcspn(lw, ".") + 1, '.')))
		return 1;
	/* CFS-v20, BFS-0.300, SD-0.46: a scheduler named with its release */
	p = strchr(lw, '-');
	if (p && p > lw && isdigit((unsigned char)p[1 + (p[1] == 'v')]) && (size_t)(p - lw) < sizeof(part)) {
		memcpy(part, lw, p - lw);
		part[p - lw] = '\0';
		if (sched_word(part, part))
			return 1;
	}
	p = strchr(lw, '+');
	if (p && (size_t)(p - lw) < sizeof(part)) {
		memcpy(part, lw, p - lw);
		part[p - lw] = '\0';
		return sched_word(part, part) || sched_word(p + 1, p + 1);
	}
	return 0;
}

struct comparative {
	const char *w;
	int dir;
};

static const struct comparative comparatives[] = {
	{ "faster", 1 }, { "quicker", 1 }, { "sooner", 1 }, { "better", 1 }, { "slower", -1 },
	{ "worse", -1 }, { "improvement", 1 }, { "speedup", 1 }, { "speed-up", 1 },
	{ "gain", 1 }, { "overhead", -1 }, { "penalty", -1 }, { "regression", -1 },
	{ "slowdown", -1 }, { "outperforms", 1 }, { "beats", 1 }, { "efficient", 1 },
	{ "benefits", 1 }, { "benefit", 1 }, { "slower,", -1 }, { "loses", -1 },
	{ "ahead", 1 }, { "wins", 1 }, { "won", 1 }, { "beat", 1 }, { "outperformed", 1 },
	{ "outperform", 1 }, { "win", 1 },
	{ NULL, 0 }
};

static int comparative(const struct ctok *k, size_t i)
{
	const struct comparative *c;

	for (c = comparatives; c->w; c++)
		if (k[i].w[0] == c->w[0] && !strcmp(k[i].w, c->w))
			return i > 0 && word_eq(k[i - 1].w, "less") ? -c->dir : c->dir;
	return 0;
}

static const char *const hedges[] = {
	"about", "around", "roughly", "approximately", "approx", "nearly", "almost",
	"slightly", "marginally", "somewhat", "seems", "seem", "appears", "tends",
	"tend", "probably", "maybe", "might", "may", "~", "only", "moderately", NULL
};

static const char *const negations[] = { "not", "no", "never", "isn't", "wasn't",
					 "aren't", "doesn't", "don't", "didn't", "hardly", NULL };

static const char *const param_nouns[] = {
	"concurrent", "parallel", "simultaneous", "threads", "processes", "clients",
	"jobs", "tasks", "users", "cpus", "cores", "connections", "extractions",
	"instances", "copies", "tarballs", "builds", "readers", "writers", "thread",
	"process", "client", "job", "task", "user", "cpu", "core", "extraction",
	"instance", "copy", "tarball", "build", "reader", "writer", "connection", "groups", "group",
	"workers", "worker", NULL
};

static const char *const workload_words[] = {
	"buildworld", "buildkernel", "ubench", "super-smack", "select-key", "update-select",
	"pipe-test", "lat_ctx", "hackbench", "pgbench", "sysbench", "tbench", "dbench",
	"kernbench", "openssl", "ffmpeg", "mysql", "postgresql", "apache", "httpd", "kbuild",
	"netperf", "iperf", "fio", "schbench", "cyclictest", "stress-ng", "unixbench", "lmbench",
	"volanomark", "specjbb", "aim7", "will-it-scale", "interbench", "contest", "ebizzy",
	"sunspider", NULL
};

static const char *const row_words[] = { "default", "baseline", "stock", "vanilla", NULL };

static int word_value(const char *w, double *v)
{
	int i;

	if (word_eq(w, "single") || word_eq(w, "a")) {
		*v = 1;
		return word_eq(w, "single");
	}
	if ((i = ctext_number_word(w)) < 0)
		return 0;
	*v = i;
	return 1;
}

/* ---- one clause ---- */

struct clause {
	const struct ctext *t;
	struct ctok *k;
	size_t a, b;		/* token range of the clause */
	size_t sa, sb;		/* token range of the sentence */
	struct claim_name names[CLAIM_MAX_NAMES];
	int nnames;
	char *used;		/* per sentence token: its figure is claimed */
};

static void add_name(struct claim_name *v, int *n, const char *text, enum claim_role role,
		     double param, const char *key, size_t off)
{
	struct claim_name *m;
	size_t len = strlen(text);
	int i;

	for (i = 0; i < *n; i++)
		if (!strcmp(v[i].text, text) && v[i].role == role)
			return;
	if (*n >= CLAIM_MAX_NAMES || !len)
		return;
	m = &v[(*n)++];
	if (len >= sizeof(m->text))
		len = sizeof(m->text) - 1;
	memcpy(m->text, text, len);
	m->text[len] = '\0';
	m->role = role;
	m->param = param;
	snprintf(m->key, sizeof(m->key), "%s", key);
	m->off = off;
}

static int is_row_token(const char *raw, const char *w)
{
	size_t i, n = strlen(raw);
	int upper = 0, digit = 0;

	if (in_list(w, row_words))
		return 1;
	/* M1000, M100, N4: a letter or two and digits: a named variant */
	for (i = 0; i < n; i++) {
		upper |= isupper((unsigned char)raw[i]);
		digit |= isdigit((unsigned char)raw[i]);
		if (!isalnum((unsigned char)raw[i]))
			return 0;
	}
	return upper && digit && isalpha((unsigned char)raw[0]) && n <= 8;
}

/* Rows, metrics, workloads and side spellings named in tokens [a, b) */
static void collect_names(struct clause *cl, size_t a, size_t b)
{
	struct ctok *k = cl->k;
	size_t i, off;
	double v = 0;
	char text[112], *slash;

	for (i = a; i < b; i++) {
		off = cl->t->map[k[i].a];
		if (is_param_flag(k[i].w)) {
			if (k[i].w[2]) {
				add_name(cl->names, &cl->nnames, k[i].raw, ROLE_ROW, atof(k[i].w + 2), "j", off);
			} else if (i + 1 < b && k[i + 1].isnum && !k[i + 1].pct) {
				snprintf(text, sizeof(text), "-j%s", k[i + 1].raw);
				add_name(cl->names, &cl->nnames, text, ROLE_ROW, k[i + 1].v, "j", off);
				i++;
			}
		} else if ((k[i].isnum && !k[i].pct && floor(k[i].v) == k[i].v && k[i].v > 0 &&
			    !strchr(k[i].raw, '.')) || word_value(k[i].w, &v)) {
			if (k[i].isnum)
				v = k[i].v;
			if (i + 1 < b && in_list(k[i + 1].w, param_nouns)) {
				snprintf(text, sizeof(text), "%s %s", k[i].raw, k[i + 1].w);
				add_name(cl->names, &cl->nnames, text, ROLE_ROW, v,
					 strncmp(k[i + 1].w, "cpu", 3) && strncmp(k[i + 1].w, "core", 4) ?
					 "concurrency" : "cpus", off);
			} else if (!k[i].isnum && i + 2 < b && in_list(k[i + 2].w, param_nouns)) {
				snprintf(text, sizeof(text), "%s %s", k[i].raw, k[i + 2].w);
				add_name(cl->names, &cl->nnames, text, ROLE_ROW, v, "concurrency", off);
			}
		} else if (claim_is_side_word(k[i].raw)) {
			add_name(cl->names, &cl->nnames, k[i].raw, ROLE_ANY, NAN, "", off);
		} else if ((slash = strchr(k[i].raw, '/')) && slash != k[i].raw && slash[1] &&
			   !strchr(slash + 1, '/') && !k[i].isnum) {
			add_name(cl->names, &cl->nnames, k[i].raw, ROLE_ROW_PAIR, NAN, "", off);
		} else if (is_row_token(k[i].raw, k[i].w)) {
			add_name(cl->names, &cl->nnames, k[i].raw, ROLE_ANY, NAN, "", off);
		} else if (word_eq(k[i].w, "wall") || word_eq(k[i].w, "wall-clock") ||
			   word_eq(k[i].w, "elapsed") ||
			   (word_eq(k[i].w, "real") && i + 1 < b && word_eq(k[i + 1].w, "time"))) {
			add_name(cl->names, &cl->nnames, "real", ROLE_METRIC, NAN, "", off);
		} else if ((word_eq(k[i].w, "user") || word_eq(k[i].w, "system") ||
			    word_eq(k[i].w, "sys")) && i + 1 < b && word_eq(k[i + 1].w, "time")) {
			add_name(cl->names, &cl->nnames, k[i].w[0] == 'u' ? "user" : "sys",
				 ROLE_METRIC, NAN, "", off);
		} else if (in_set(k[i].w, &workload_ls) ||
			   ((strchr(k[i].w, '-') || strchr(k[i].w, '_')) && islower((unsigned char)k[i].raw[0]) &&
			    !strpbrk(k[i].raw, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") &&
			    !strpbrk(k[i].w, "0123456789") && strlen(k[i].w) > 4 &&
			    strcmp(k[i].w, "so-called"))) {
			add_name(cl->names, &cl->nnames, k[i].w, ROLE_WORKLOAD, NAN, "", off);
		}
	}
}

/* index of the first comparative in [a, b), or b */
static size_t pivot(const struct ctok *k, size_t a, size_t b, int *dir)
{
	size_t i;

	for (i = a; i < b; i++)
		if ((*dir = comparative(k, i)))
			return i;
	*dir = 0;
	return b;
}

static const char *subject_before(const struct ctok *k, size_t a, size_t p)
{
	const char *s = NULL;
	size_t i;

	for (i = a; i < p; i++) {
		if (word_eq(k[i].w, "than") || word_eq(k[i].w, "vs") || word_eq(k[i].w, "versus"))
			break;
		if (claim_is_side_word(k[i].raw))
			s = k[i].raw;
	}
	return s;
}

/* "slower with ULE", "for using ULE", "under 4BSD": before the pivot p or just after */
static const char *subject_prep(const struct ctok *k, size_t a, size_t b, size_t p)
{
	size_t i;

	if (p < b && b > p + 7)
		b = p + 7;
	for (i = a; i + 1 < b; i++)
		if ((word_eq(k[i].w, "with") || word_eq(k[i].w, "under") || word_eq(k[i].w, "using") ||
		     word_eq(k[i].w, "for")) && claim_is_side_word(k[i + 1].raw))
			return k[i + 1].raw;
	return NULL;
}

static const char *other_side(const struct ctok *k, size_t a, size_t b)
{
	size_t i, j;

	for (i = a; i < b; i++) {
		if (strcmp(k[i].w, "than") && strcmp(k[i].w, "vs") && strcmp(k[i].w, "versus") &&
		    strcmp(k[i].w, "against") && strcmp(k[i].w, "over") && strcmp(k[i].w, "compared") &&
		    strcmp(k[i].w, "relative"))
			continue;
		for (j = i + 1; j < b && j <= i + 3; j++)
			if (claim_is_side_word(k[j].raw))
				return k[j].raw;
	}
	return NULL;
}

static void hedge_and_negation(struct claim *c, const struct ctok *k, size_t a, size_t b, size_t p)
{
	size_t i;

	for (i = a; i < b; i++)
		if (!c->hedge[0] && (in_list(k[i].w, hedges) ||
				     (word_eq(k[i].w, "a") && i + 1 < b && word_eq(k[i + 1].w, "bit"))))
			snprintf(c->hedge, sizeof(c->hedge), "%s", word_eq(k[i].w, "a") ? "a bit" : k[i].w);
	for (i = p > a + 3 ? p - 3 : a; i < p && i < b; i++)
		if (in_list(k[i].w, negations) || strstr(k[i].w, "n't"))
			c->negated = 1;
}

/* the phrase after the comparative: "at extracting a single tarball to md" */
static void workload_phrase(struct claim *c, const struct clause *cl, size_t p)
{
	struct buf w = BUF_INIT;
	size_t i;

	for (i = p + 1; i < cl->b; i++)
		if (word_eq(cl->k[i].w, "at") || word_eq(cl->k[i].w, "for") ||
		    word_eq(cl->k[i].w, "in") || word_eq(cl->k[i].w, "when"))
			break;
	for (i++; i < cl->b && w.len < 50; i++) {
		if (cl->k[i].isnum && cl->k[i].pct)
			break;
		if (w.len)
			buf_addc(&w, ' ');
		buf_adds(&w, cl->k[i].raw);
		if (cl->k[i].trail == ',' || cl->k[i].close)
			break;
	}
	snprintf(c->workload, sizeof(c->workload), "%s", w.data);
	buf_release(&w);
}

struct sentence_ctx {
	const struct ctext *t;
	const struct wordset *gate;	/* claim_gate(), or NULL: read every sentence */
	struct claim_list *out;
	int group;
	struct csent *s;
	char last_subject[48];
	int last_para;
	char sent_subject[48];
};

static struct claim *emit(struct sentence_ctx *x, const struct clause *cl, enum claim_kind kind,
			  const char *subject, const char *other, int dir, size_t p)
{
	struct claim *c = claims_new(x->out);
	int i;

	c->kind = kind;
	c->group = x->group;
	c->off = x->t->map[x->s->a];
	c->len = x->t->map[x->s->b] - c->off;
	c->text = ctext_flat(x->t, x->s->a, x->s->b);
	c->quote_depth = ctext_quote_depth(x->t, x->s->a);
	c->direction = dir;
	if (subject)
		add_name(c->names, &c->nnames, subject, ROLE_SUBJECT, NAN, "", c->off);
	if (other)
		add_name(c->names, &c->nnames, other, ROLE_OTHER, NAN, "", c->off);
	for (i = 0; i < cl->nnames; i++)
		if (!(cl->names[i].role == ROLE_ANY &&
		      ((subject && !strcmp(cl->names[i].text, subject)) ||
		       (other && !strcmp(cl->names[i].text, other)))))
			add_name(c->names, &c->nnames, cl->names[i].text, cl->names[i].role,
				 cl->names[i].param, cl->names[i].key, cl->names[i].off);
	hedge_and_negation(c, cl->k, cl->a, cl->b, p);
	return c;
}

static void set_figure(struct claim *c, const struct sentence_ctx *x, const struct ctok *k)
{
	if (claim_parse_num(k->raw, strlen(k->raw), &c->num) < 0 && k->isnum) {
		/* "one percent": a number word's value */
		c->num.value = k->v;
		snprintf(c->num.text, sizeof(c->num.text), "%s", k->raw);
	}
	c->num.percent = k->pct;
	c->num.off = x->t->map[k->a];
	c->num.len = x->t->map[k->b] - c->num.off;
	c->has_num = 1;
}

static int has_word(const struct ctok *k, size_t a, size_t b, const char *w)
{
	size_t i;

	for (i = a; i < b; i++)
		if (!strcmp(k[i].w, w))
			return 1;
	return 0;
}

static int any_word(const struct ctok *k, size_t a, size_t b, const char *const *words)
{
	size_t i;

	for (i = a; i < b; i++)
		if (in_list(k[i].w, words))
			return 1;
	return 0;
}

/* where a word sequence such as "in all cases" starting at some token of [a, b) ends
 * (its last token + 1), or 0 */
static size_t seq_end(const struct ctok *k, size_t a, size_t b, const char *seq)
{
	size_t i, j, n;
	const char *p;

	for (i = a; i < b; i++) {
		/* most tokens differ at the first byte: no strcspn for them */
		if (k[i].w[0] != seq[0])
			continue;
		for (p = seq, j = i; j < b; j++) {
			n = strcspn(p, " ");
			if (strncmp(k[j].w, p, n) || k[j].w[n])
				break;
			p += n;
			if (!*p++)
				return j + 1;
		}
	}
	return 0;
}

static int has_seq(const struct ctok *k, size_t a, size_t b, const char *seq)
{
	return seq_end(k, a, b, seq) != 0;
}

static int any_seq(const struct ctok *k, size_t a, size_t b, const char *const *seqs)
{
	for (; *seqs; seqs++)
		if (has_seq(k, a, b, *seqs))
			return 1;
	return 0;
}

static const char *const all_cases[] = {
	"in all cases", "in every case", "in each case", "in all tests", "in all runs",
	"in every test", "in every run", "across the board", "in all configurations",
	"in every configuration", "in all rows", "on every row", "every time", "always",
	"consistently", "without exception", "in all of them", "in all the tests",
	"in all the runs", "in all of the tests", "for all", "at every", "at all", NULL
};

static const char *const no_difference[] = {
	"no difference", "no measurable difference", "no significant difference",
	"no real difference", "about the same", "roughly the same", "basically the same",
	"essentially the same", "pretty much the same", "much the same", "breaking even",
	"breaking about even", "break even", "breaks even", "on par", "within the noise",
	"within noise", "in the noise", "indistinguishable", "neck and neck",
	"no noticeable difference", "no visible difference", "almost identical", "nearly identical",
	"virtually identical", "margin of error", "performed the same", "perform the same",
	"completely flat", "not offer significant", "no significant benefit", "not too great",
	"no measurable", "no regression", "no regressions", "a wash",
	"basically unchanged", "essentially unchanged", "is unchanged", "are unchanged",
	"doesn't move", "does not move", "didn't move", "is noise", "was noise", "just noise",
	"mostly noise", "within a few percent", "within a couple percent", "within a couple of percent",
	"a tie", "don't see any difference", "do not see any difference", "didn't see any difference",
	"within a percent", "don't move", "do not move", "did not move", "nothing either way",
	"no change either way", "within run-to-run variation", "within run to run variation",
	"no difference beyond", "within a second", "within a tenth of a second", "within a second or two",
	"within a couple of seconds", "inside the noise", "inside the run-to-run noise", "inside run-to-run noise",
	"neither better nor worse", "inside the run-to-run spread", "within the run-to-run spread",
	"call noise", "call it noise", "call that noise", "not see any difference", "not see a difference",
	"not measure a difference", "couldn't measure a difference", "no difference outside", NULL
};

/* sameness that is a claim only when said of a measure or a workload: "throughput is the
 * same", "kbuild is a wash", "p50 doesn't move" (of a buffer or an API it is none) */
static const char *const same_predicates[] = {
	"is the same", "are the same", "was the same", "were the same", "stays the same",
	"stay the same", "is identical", "are identical", "was identical", "were identical",
	"doesn't change", "does not change", "don't change", "didn't change", "did not change",
	"shows no change", "barely moves", "hardly moves", "barely changes", "hardly changes",
	"barely move", "hardly move", "barely moved", "hardly moved",
	"is a wash", "was a wash", NULL
};

/* "within 2%", "<1% either way", "1% either way": a difference no larger than a small share */
static int bounded_sameness(const struct clause *cl)
{
	size_t i, j;

	for (i = cl->a; i < cl->b; i++) {
		const struct ctok *k = &cl->k[i];
		if (!k->isnum || !k->pct)
			continue;
		if (k->raw[0] == '<' ||
		    (i + 2 < cl->b && word_eq(cl->k[i + 1].w, "either") && word_eq(cl->k[i + 2].w, "way")))
			return 1;
		for (j = i; j > cl->a && j + 2 > i && in_list(cl->k[j - 1].w, hedges); j--)
			;
		if (j > cl->a && word_eq(cl->k[j - 1].w, "within"))
			return 1;
	}
	return 0;
}

/* p50, p99, p99.9: a percentile, a measure */
static int percentile_word(const char *w)
{
	return w[0] == 'p' && isdigit((unsigned char)w[1]) && w[strspn(w + 1, "0123456789.") + 1] == '\0';
}

/* a same_predicates phrase with a measure or a workload among the three words before it,
 * and no "as" after it ("the buffer case is the same as originally") */
static int said_of_measure(const struct clause *cl)
{
	const char *const *q;
	size_t e, i, j, n;

	for (q = same_predicates; *q; q++) {
		if (!(e = seq_end(cl->k, cl->a, cl->b, *q)))
			continue;
		for (n = 1, i = 0; (*q)[i]; i++)
			n += (*q)[i] == ' ';
		if (e < cl->b && (word_eq(cl->k[e].w, "as") || word_eq(cl->k[e].w, "since")))
			continue;
		for (j = e - n; j > cl->a && j + 3 >= e - n; j--) {
			const char *w = cl->k[j - 1].w;

			/* "build time", "wall time": a time with what it times before it */
			if ((in_set(w, &measure_ls) && !word_eq(w, "numbers") && !word_eq(w, "results")) ||
			    in_set(w, &workload_ls) || percentile_word(w) ||
			    ((word_eq(w, "time") || word_eq(w, "times")) && j - 1 > cl->a))
				return 1;
		}
	}
	return 0;
}

static const char *const trends[] = {
	"as load increase", "as load increases", "as the load increases", "as load grows",
	"as the load grows", "degrades worse", "degrade worse", "degrades faster",
	"scales better", "scales worse", "scale better", "scale worse", "under concurrent",
	"as concurrency increases", "with more threads", "with more processes",
	"with more jobs", "as the number of", "under heavier load", "under heavy load",
	"as load rises", NULL
};

/* a trend without a comparative: "it degrades as load increases" */
static const char *const trend_verbs[] = { "degrades", NULL };

/* qualifiers: "with the largest benefits at -j4 and -j6, and the smallest at <default>" */
static void qualifiers(struct claim *c, const struct clause *cl)
{
	enum claim_role mode = ROLE_ANY;
	size_t i;
	int j;

	for (i = cl->a; i < cl->b; i++) {
		const char *w = cl->k[i].w;

		if (word_eq(w, "largest") || word_eq(w, "biggest") || word_eq(w, "greatest") ||
		    word_eq(w, "most"))
			mode = ROLE_LARGEST;
		else if (word_eq(w, "smallest") || word_eq(w, "least") || word_eq(w, "lowest"))
			mode = ROLE_SMALLEST;
		if (mode == ROLE_ANY)
			continue;
		for (j = 0; j < c->nnames; j++)
			if ((c->names[j].role == ROLE_ROW || c->names[j].role == ROLE_ANY) &&
			    c->names[j].off == cl->t->map[cl->k[i].a] &&
			    !claim_is_side_word(c->names[j].text))
				c->names[j].role = mode;
	}
}

/* the numbers of [a, b) not yet claimed and not part of a row name */
static int free_number(const struct clause *cl, size_t i)
{
	const struct ctok *k = cl->k;

	if (!k[i].isnum || cl->used[i - cl->sa])
		return 0;
	if (i > cl->sa && is_param_flag(k[i - 1].w))
		return 0;
	if (i + 1 < cl->sb && in_list(k[i + 1].w, param_nouns))
		return 0;
	return 1;
}

static const char *subject_of(struct sentence_ctx *x, const struct clause *cl, size_t p, int carry)
{
	const char *s = subject_before(cl->k, cl->a, p);

	if (!s)
		s = subject_prep(cl->k, cl->a, cl->b, p);
	if (!s && x->sent_subject[0])
		s = x->sent_subject;
	if (!s && carry && x->last_subject[0] && x->last_para == x->s->para)
		s = x->last_subject;
	return s;
}

/* "the effective concurrency is 3.2" */
static const char *const concurrency_nouns[] = { "concurrency", "parallelism", NULL };

static void concurrency_claims(struct sentence_ctx *x, struct clause *cl)
{
	size_t i, j, kw = cl->sb;
	const char *side;

	for (i = cl->sa; i < cl->sb; i++)
		if (in_list(cl->k[i].w, concurrency_nouns) && i > cl->sa &&
		    word_eq(cl->k[i - 1].w, "effective")) {
			kw = i;
			break;
		}
	for (i = kw + 1; i < cl->sb; i++) {
		if (!free_number(cl, i) || cl->k[i].pct)
			continue;
		if (i > cl->sa && strchr(cl->k[i - 1].raw, '-'))
			continue;
		side = NULL;
		for (j = i; j-- > cl->sa;)
			if (claim_is_side_word(cl->k[j].raw)) {
				side = cl->k[j].raw;
				break;
			}
		set_figure(emit(x, cl, CLAIM_CONCURRENCY, side, NULL, 0, kw), x, &cl->k[i]);
		cl->used[i - cl->sa] = 1;
	}
}

static const char *const missing_words[] = { "missing", "unaccounted", "lost", "unaccounted-for", NULL };

/* "7% of usage missing", "missing 7%": the share nearest the word */
static void missing_claims(struct sentence_ctx *x, struct clause *cl)
{
	size_t i, kw, best = cl->sb, dist, bestd = 6;

	for (kw = cl->sa; kw < cl->sb; kw++)
		if (in_list(cl->k[kw].w, missing_words))
			break;
	if (kw == cl->sb)
		return;
	for (i = cl->sa; i < cl->sb; i++) {
		if (!free_number(cl, i) || !cl->k[i].pct)
			continue;
		dist = i < kw ? kw - i : i - kw;
		if (dist < bestd) {
			bestd = dist;
			best = i;
		}
	}
	if (best == cl->sb)
		return;
	set_figure(emit(x, cl, CLAIM_MISSING, NULL, NULL, 0, kw), x, &cl->k[best]);
	cl->used[best - cl->sa] = 1;
}

/* "twice as fast", "3x slow": the adjectives a multiple takes besides comparatives */
static const char *const times_fast[] = { "fast", "quick", NULL };
static const char *const times_slow[] = { "slow", NULL };

/* "an order of magnitude", "three orders of magnitude" at i ("order"): the multiple, else 0 */
static int magnitude(const struct clause *cl, size_t i)
{
	const struct ctok *k = cl->k;
	int orders = 1;

	if (!(word_eq(k[i].w, "order") || word_eq(k[i].w, "orders")) || i + 2 >= cl->b || !word_eq(k[i + 1].w, "of") ||
	    strncmp(k[i + 2].w, "magnitude", 9))
		return 0;
	if (i > cl->a && word_eq(k[i - 1].w, "two"))
		orders = 2;
	else if (i > cl->a && word_eq(k[i - 1].w, "three"))
		orders = 3;
	return orders == 1 ? 10 : orders == 2 ? 100 : 1000;
}

/* "a factor of three", "by a factor of 2" at i ("factor"): the multiple, else 0 */
static int factor_of(const struct clause *cl, size_t i)
{
	const struct ctok *k = cl->k;
	int m;

	if (!word_eq(k[i].w, "factor") || i + 2 >= cl->b || !word_eq(k[i + 1].w, "of"))
		return 0;
	if (k[i + 2].isnum && !k[i + 2].pct && k[i + 2].v >= 2 && k[i + 2].v == (int)k[i + 2].v)
		return (int)k[i + 2].v;
	m = ctext_number_word(k[i + 2].w);
	return m >= 2 ? m : 0;
}

/* "improves", "up": a change word's direction (more, less), else 0 */
static int change_dir(const char *w)
{
	static const char *const more[] = { "improves", "improved", "up", "increased", "grew", NULL };
	static const char *const less[] = { "down", "dropped", "drops", "decreased", "fell", NULL };

	return in_list(w, more) ? 1 : in_list(w, less) ? -1 : 0;
}

static void times_claims(struct sentence_ctx *x, struct clause *cl)
{
	size_t i, j, n;
	int dir = 0, mag = 0;
	const struct ctok *k = cl->k;
	struct claim_num v;

	for (i = cl->a; i < cl->b; i++) {
		n = strlen(k[i].raw);
		mag = 0;
		if (word_eq(k[i].w, "twice") || ((free_number(cl, i) || ctext_number_word(k[i].w) > 1) && !k[i].pct && i + 1 < cl->b &&
						   (word_eq(k[i + 1].w, "times") || word_eq(k[i + 1].w, "x") ||
						    word_eq(k[i + 1].w, "fold")))) {
			j = word_eq(k[i].w, "twice") ? i + 1 : i + 2;
		} else if (n > 1 && (k[i].w[n - 1] == 'x' || k[i].w[n - 1] == 'X') &&
			   !claim_parse_num(k[i].raw, n - 1, &v)) {
			j = i + 1;
		} else if ((mag = magnitude(cl, i)) || (mag = factor_of(cl, i))) {
			j = i + 3;
		} else {
			continue;
		}
		for (dir = 0; j < cl->b && j <= i + 4 && !dir; j++) {
			dir = comparative(k, j);
			if (in_list(k[j].w, times_fast))
				dir = 1;
			if (in_list(k[j].w, times_slow))
				dir = -1;
			/* "about six times the throughput", "twice the latency": more of it */
			if (j == i + 2 - word_eq(k[i].w, "twice") && in_set(k[j].w, &perf_ls))
				dir = 1;
			if (j + 1 < cl->b && word_eq(k[j].w, "the") && in_set(k[j + 1].w, &perf_ls))
				dir = 1, j++;
		}
		/* "the tail improves by more than an order of magnitude", "went up by ..." */
		for (size_t b = i; mag && !dir && b > cl->a && b + 5 > i; b--)
			dir = comparative(k, b - 1) ? comparative(k, b - 1) : change_dir(k[b - 1].w);
		if (!dir)
			continue;
		if (mag) {
			struct claim *c = emit(x, cl, CLAIM_TIMES, subject_of(x, cl, i, 1), other_side(k, i, cl->b), dir,
					       j - 1);
			size_t at = word_eq(k[i].w, "factor") ? i + 2 : i;   /* "a factor of three": the three */
			c->has_num = 1;
			c->num.value = mag;
			snprintf(c->num.text, sizeof(c->num.text), "%d", mag);
			c->num.off = x->t->map[k[at].a];
			c->num.len = strlen(k[at].raw);
			cl->used[at - cl->sa] = 1;
			continue;
		}
		struct claim *c = emit(x, cl, CLAIM_TIMES, subject_of(x, cl, i, 1),
				       other_side(k, i, cl->b), dir, j - 1);
		if (word_eq(k[i].w, "twice") || (!k[i].isnum && ctext_number_word(k[i].w) > 1)) {
			int m = word_eq(k[i].w, "twice") ? 2 : ctext_number_word(k[i].w);
			c->has_num = 1;
			c->num.value = m;
			snprintf(c->num.text, sizeof(c->num.text), "%d", m);
			c->num.off = x->t->map[k[i].a];
			c->num.len = strlen(k[i].raw);
			cl->used[i - cl->sa] = 1;
		} else if (k[i].isnum) {
			set_figure(c, x, &k[i]);
			cl->used[i - cl->sa] = 1;
		} else {
			claim_parse_num(k[i].raw, n - 1, &c->num);
			c->num.off = x->t->map[k[i].a];
			c->num.len = n - 1;
			c->has_num = 1;
			cl->used[i - cl->sa] = 1;
		}
	}
}

static const char *const ratio_words[] = { "ratio", "ratios", NULL };

/* numbers and rows of one parenthesised segment are paired in order */
static void ratio_claims(struct sentence_ctx *x, struct clause *cl)
{
	size_t i, seg_a, seg_b, nums[16], nn, r;
	struct claim_name rows[CLAIM_MAX_NAMES], sides[CLAIM_MAX_NAMES];
	int nrows, nsides, depth, j, pair_rows;
	const char *subject, *other;
	struct claim *c;
	struct clause seg;
	int dir;

	if (!any_word(cl->k, cl->sa, cl->sb, ratio_words))
		return;
	pivot(cl->k, cl->sa, cl->sb, &dir);
	subject = subject_of(x, cl, pivot(cl->k, cl->sa, cl->sb, &dir), 1);
	other = other_side(cl->k, cl->sa, cl->sb);
	/* sides of the whole sentence, in order, for "r1 from r2 on X/Y" */
	nsides = 0;
	for (i = cl->sa; i < cl->sb; i++)
		if (claim_is_side_word(cl->k[i].raw))
			add_name(sides, &nsides, cl->k[i].raw, ROLE_ANY, NAN, "", 0);
	for (seg_a = cl->sa; seg_a < cl->sb; seg_a = seg_b) {
		depth = cl->k[seg_a].open;
		for (seg_b = seg_a + 1; seg_b < cl->sb && !(depth ? cl->k[seg_b - 1].close : cl->k[seg_b].open); seg_b++)
			;
		nn = 0;
		for (i = seg_a; i < seg_b && nn < 16; i++)
			if (free_number(cl, i) && !cl->k[i].pct && strchr(cl->k[i].raw, '.'))
				nums[nn++] = i;
		if (!nn)
			continue;
		seg = *cl;
		seg.nnames = 0;
		collect_names(&seg, seg_a, seg_b);
		nrows = 0;
		pair_rows = 0;
		for (j = 0; j < seg.nnames; j++)
			if (seg.names[j].role == ROLE_ROW || (seg.names[j].role == ROLE_ANY &&
							       !claim_is_side_word(seg.names[j].text)))
				rows[nrows++] = seg.names[j];
			else if (seg.names[j].role == ROLE_ROW_PAIR)
				pair_rows = 1;
		for (r = 0; r < nn; r++) {
			struct clause one = *cl;
			const char *s = subject, *o = other;

			one.nnames = 0;
			if (pair_rows && (size_t)nsides == nn) {
				s = sides[r].text;
				o = NULL;
				for (j = 0; j < seg.nnames; j++)
					if (seg.names[j].role == ROLE_ROW_PAIR)
						one.names[one.nnames++] = seg.names[j];
			} else if ((size_t)nrows == nn) {
				one.names[one.nnames] = rows[r];
				one.names[one.nnames++].role = ROLE_ROW;
			} else if (nrows == 1) {
				one.names[one.nnames] = rows[0];
				one.names[one.nnames++].role = ROLE_ROW;
			}
			for (j = 0; j < cl->nnames; j++)
				if (cl->names[j].role == ROLE_METRIC || cl->names[j].role == ROLE_WORKLOAD)
					one.names[one.nnames++] = cl->names[j];
			c = emit(x, &one, CLAIM_RATIO, s, o, dir, nums[r]);
			set_figure(c, x, &cl->k[nums[r]]);
			cl->used[nums[r] - cl->sa] = 1;
		}
	}
}

struct change_word {
	const char *w;
	int up;                 /* +1 the quantity grows, -1 it shrinks, 0 better, 2 worse */
};

static int change_direction(const struct clause *cl, int up);

/*
 * Where one side stands against the other, said of a figure only ("8% ahead",
 * "30% below 4BSD", "wins by 4%"): alone these words are no comparison ("go
 * ahead", "see below").  up as change_words' (below and above say which way the
 * quantity went, so the metric says which is better).
 */
static const struct change_word position_words[] = {
	{ "ahead", 0 }, { "behind", 2 }, { "wins", 0 }, { "win", 0 }, { "won", 0 }, { "leads", 0 },
	{ "trails", 2 }, { "below", -1 }, { "above", 1 }, { "over", 0 }, { "off", -1 }, { NULL, 0 },
};

/* A verb of losing or gaining right before the percent ("-ck3 loses 1.8% on TCP_RR", "pays ~6%
 * for the dispatch path"), up as position_words' */
static const struct change_word verb_before[] = {
	{ "loses", 2 }, { "lost", 2 }, { "pays", 2 }, { "costs", 2 }, { "cost", 2 }, { "gains", 0 },
	{ "gained", 0 }, { "worth", 0 }, { "back", 0 }, { "recovers", 0 }, { "regains", 0 }, { NULL, 0 },
};

/* "gets back", "wins back", "claws back": a share of performance had again */
static const char *const getting[] = { "get", "gets", "got", "getting", "give", "gives", "gave", "win",
				       "wins", "won", "claw", "claws", "clawed", "bring", "brings",
				       "brought", "buys", "buy", NULL };

/* "costs another 2.4%", "pays an extra 3%": words of more of the same between the verb and it */
static const char *const amount_words[] = { "another", "an", "a", "extra", "further", "additional", NULL };

static int position_direction(const struct clause *cl, size_t j)
{
	const struct change_word *c;

	for (c = position_words; c->w; c++)
		if (word_eq(cl->k[j].w, c->w))
			return change_direction(cl, c->up);
	return 0;
}

static int figure_direction(const struct clause *cl, size_t j)
{
	int dir = comparative(cl->k, j);

	return dir ? dir : position_direction(cl, j);
}

static int percent_direction(const struct clause *cl, size_t i, size_t *p)
{
	size_t j, by = i;
	int dir;
	const struct change_word *v;

	/* "loses 1.8%", "pays ~6%", "gets back about 2.8%": the verb right before, hedges between */
	for (j = i; j > cl->a && i - j < 3 &&
		    (j == i || in_list(cl->k[j].w, hedges) || in_list(cl->k[j].w, amount_words)); j--)
		for (v = verb_before; v->w; v++)
			if (word_eq(cl->k[j - 1].w, v->w) &&
			    /* "worth 5% of the code size": a share, not a gain */
			    !(word_eq(v->w, "worth") && i + 1 < cl->b && word_eq(cl->k[i + 1].w, "of")) &&
			    /* "gets back 2.8%", not "go back 5% of the way" */
			    (!word_eq(v->w, "back") || (j - 1 > cl->a && in_list(cl->k[j - 2].w, getting)))) {
				*p = j - 1;
				return change_direction(cl, v->up);
			}

	for (j = i + 1; j < cl->b && j <= i + 3; j++)
		if ((dir = figure_direction(cl, j))) {
			*p = j;
			return dir;
		}
	/* "faster by 12%", "improves ... by 12%", "ahead everywhere, by about 7.5%" */
	while (by > cl->a + 1 && in_list(cl->k[by - 1].w, hedges) && by + 2 > i)
		by--;
	if (by > cl->a && word_eq(cl->k[by - 1].w, "by"))
		for (j = by - 1; j-- > cl->a && j + 6 >= by;)
			if ((dir = figure_direction(cl, j))) {
				*p = j;
				return dir;
			}
	return 0;
}

static void percent_claims(struct sentence_ctx *x, struct clause *cl)
{
	size_t i, p;
	int dir;
	struct claim *c;

	for (i = cl->a; i < cl->b; i++) {
		if (!free_number(cl, i) || !cl->k[i].pct)
			continue;
		dir = percent_direction(cl, i, &p);
		if (!dir)
			continue;
		c = emit(x, cl, CLAIM_PERCENT, subject_of(x, cl, i < p ? i : p, 1),
			 other_side(cl->k, cl->a, cl->b), dir, p);
		set_figure(c, x, &cl->k[i]);
		workload_phrase(c, cl, p);
		cl->used[i - cl->sa] = 1;
	}
}

static int clause_has_figure(const struct clause *cl)
{
	size_t i;

	for (i = cl->a; i < cl->b; i++)
		if (cl->used[i - cl->sa])
			return 1;
	return 0;
}

static int noun_comparative(const char *w)
{
	static const char *const nouns[] = { "overhead", "penalty", "regression", "slowdown",
					     "improvement", "speedup", "speed-up", "gain", NULL };

	return in_list(w, nouns);
}

static const char *const copulas[] = {
	"is", "are", "was", "were", "be", "been", "being", "seems", "seem", "runs", "run",
	"performs", "perform", "does", "do", "did", "gets", "get", "got", "it's", "remains",
	"stays", "looks", "appears", "feels", "became", "becomes", "comes", "came", NULL
};

/* comparatives that are verbs: their subject is what comes before them */
static const char *const verb_comparatives[] = { "wins", "won", "beats", "beat", "outperforms",
						 "outperformed", "outperform", "loses", NULL };

/* "ULE is (still) slower", "may be better": a verb close before the comparative; or the
 * comparative a verb itself, its subject before it ("deadline wins every run", "beats RT") */
static int predicated(const struct ctok *k, size_t a, size_t p)
{
	size_t i;

	if (p > a && in_list(k[p].w, verb_comparatives) && !in_list(k[p - 1].w, negations))
		return 1;
	/* "ULE ahead on both", "BFS faster here": a side named right before, the verb left out */
	if (p > a && claim_is_side_word(k[p - 1].raw))
		return 1;

	for (i = p > a + 4 ? p - 4 : a; i < p; i++)
		if (in_list(k[i].w, copulas) || strstr(k[i].w, "'ll") || strstr(k[i].w, "'s"))
			return 1;
	return 0;
}

/* "A kernel with SMP off seems to be ...": the words before the first verb */
static const char *phrase_subject(const struct clause *cl, char *buf, size_t cap, size_t p)
{
	size_t i, start = cl->a, end;
	struct buf w = BUF_INIT;

	for (i = cl->a; i < p; i++)
		if (word_eq(cl->k[i].w, "that") || cl->k[i].trail == ',')
			start = i + 1;
	for (end = start; end < p && !in_list(cl->k[end].w, copulas) &&
			  strcmp(cl->k[end].w, "may") && strcmp(cl->k[end].w, "might") &&
			  strcmp(cl->k[end].w, "will") && strcmp(cl->k[end].w, "would"); end++)
		;
	if (end == start || end - start > 6 || (end == p && !in_list(cl->k[p].w, verb_comparatives)))
		return NULL;
	for (i = start; i < end; i++) {
		if (w.len)
			buf_addc(&w, ' ');
		buf_adds(&w, cl->k[i].raw);
	}
	snprintf(buf, cap, "%s", w.data);
	buf_release(&w);
	if (word_eq(buf, "it") || word_eq(buf, "this") || word_eq(buf, "that") ||
	    word_eq(buf, "they") || word_eq(buf, "we") || word_eq(buf, "there") ||
	    word_eq(buf, "It") || word_eq(buf, "This"))
		return NULL;
	return buf;
}

/*
 * Without a figure, "better" is as often design talk ("a better API", "they'd
 * be much better shared") as a result.  A comparison of performance says what
 * it measures (throughput, latency, a workload ...), uses a word of speed
 * (faster, slowdown), or sets configurations side by side (ULE, 2.6.23, a
 * kernel with SMP off).
 */
static const char *const measure_words[] = {
	"performance", "throughput", "latency", "latencies", "bandwidth", "iops", "speed",
	"benchmark", "benchmarks", "benchmarking", "runtime", "ops", "rps", "kpps", "pps", "tps",
	"qps", "fps", "score", "scores", "jitter", "workload", "workloads", "responsiveness",
	"interactivity", "interactive", "scalability", "perf", "elapsed", "numbers", "results",
	"wakeups", "context-switches", "cycles", "average", "median", "tail", "worst-case", NULL
};

/* what runs, as the subject of a clause: "A kernel with SMP off seems ..." */
static const char *const config_nouns[] = { "kernel", "kernels", "scheduler", "schedulers", NULL };

static const char *const speed_words[] = {
	"faster", "quicker", "slower", "slower,", "speedup", "speed-up", "slowdown",
	"outperforms", NULL
};

/* "build time", "run times": time measured, not "over time" */
static const char *const timed_words[] = {
	"build", "run", "compile", "response", "wall", "elapsed", "real", "user", "sys",
	"system", "boot", "wakeup", "completion", "execution", "cpu", "startup", "scheduling",
	"switch", "test", "benchmark", NULL
};

/* "in every run", "each single test", "all five runs": a result over the runs made */
static int over_runs(const struct clause *cl, size_t i)
{
	static const char *const runs[] = { "run", "runs", "test", "tests", "trial", "trials",
					    "iteration", "iterations", "boot", "boots", "rows", NULL };
	static const char *const each[] = { "every", "each", "all", "single", "both", NULL };

	return in_list(cl->k[i].w, runs) && i > cl->sa && in_list(cl->k[i - 1].w, each);
}

static int measured(const struct clause *cl, size_t p)
{
	size_t i;

	for (i = cl->a; i < cl->a + 3 && i < p && i < cl->b; i++)
		if (in_list(cl->k[i].w, config_nouns))
			return 1;
	if (p < cl->sb && in_list(cl->k[p].w, speed_words))
		return 1;
	for (i = cl->sa; i < cl->sb; i++) {
		const char *w = cl->k[i].w;

		if (i == p)
			continue;
		if (in_set(w, &measure_ls) || in_set(w, &workload_ls) || percentile_word(w) ||
		    claim_is_side_word(cl->k[i].raw) || over_runs(cl, i))
			return 1;
		if ((word_eq(w, "time") || word_eq(w, "times")) && i > cl->sa &&
		    in_list(cl->k[i - 1].w, timed_words))
			return 1;
		/* "the worst case roughly triples": a latency's bound, measured */
		if (word_eq(w, "worst") && i + 1 < cl->sb && word_eq(cl->k[i + 1].w, "case"))
			return 1;
	}
	return 0;
}

/* sameness phrases that speak of measurement by themselves */
static const char *const measured_sameness[] = {
	"within a few percent", "within a couple percent", "within a couple of percent",
	"within a percent", "within the noise", "within noise", "in the noise", "margin of error", "no measurable", "no measurable difference", "breaking even", "breaking about even", "break even", "breaks even",
	"no significant difference", "no significant benefit", "not offer significant",
	"statistically", "is noise", "was noise", "just noise", "mostly noise", "could measure",
	"can measure", "run-to-run noise", "beyond the noise", "within a second", "within a tenth of a second",
	"within a second or two", "within a couple of seconds", "inside the noise", "run-to-run spread",
	"call noise", "call it noise", "call that noise", "measure a difference", NULL
};

/* "We should be getting better throughput", "I'd expect the same result": what one expects, no
 * measurement (a figure beside it is one: "should give a 10% gain" is still read) */
static const char *const expectations[] = { "should", "would", "expect", "hope", "hopefully",
					    "i'd", "we'd", "you'd", NULL };

/* An expectation in tokens [a, b); "I'd say", "I'd call it" give a verdict, not one */
static int expects(const struct clause *cl, size_t a, size_t b)
{
	static const char *const verdicts[] = { "say", "call", "put", "guess", NULL };
	size_t i;

	for (i = a; i < b; i++)
		/* "I'd call it", "I would call that noise": a verdict */
		if (in_list(cl->k[i].w, expectations) &&
		    !(strchr(cl->k[i].w, '\'') && i + 1 < b && in_list(cl->k[i + 1].w, verdicts)) &&
		    !(word_eq(cl->k[i].w, "would") && i + 1 < b && word_eq(cl->k[i + 1].w, "call")))
			return 1;
	return 0;
}

/* "At 1 client", "on the 4-core box": the setting or machine a run had, with its number (no
 * difference there is a result, not design talk: "no difference to the API which thread") */
static int setting_in(const struct clause *cl, size_t a, size_t b)
{
	static const char *const machines[] = { "box", "boxes", "machine", "machines", "host", NULL };

	size_t i;
	int digit = 0;

	for (i = a; i < b && !digit; i++)
		digit = strpbrk(cl->k[i].w, "0123456789") != NULL;
	return digit && (any_word(cl->k, a, b, param_nouns) || any_word(cl->k, a, b, machines));
}

static int run_setting(const struct clause *cl)
{
	return setting_in(cl, cl->a, cl->b);
}

/* "..., which is what I'd expect", "..., as it should be": where a remark on the clause
 * begins (its expectation is no hedge of the claim before it), else the clause's end */
static size_t remark_at(const struct clause *cl)
{
	for (size_t i = cl->a; i + 1 < cl->b; i++)
		if (cl->k[i].trail == ',' && (word_eq(cl->k[i + 1].w, "which") || word_eq(cl->k[i + 1].w, "as")))
			return i + 1;
	return cl->b;
}

/*
 * Comparisons said without a comparative: "takes less time", "will save
 * quite a few minutes", "bad I/O performance with the new kernel".  The
 * phrase says what was measured (time, performance) and its verb with it, so
 * it needs neither a word of measure nor a copula beside it; its pivot's
 * index, and its direction in *dir, else cl->b.
 */
static const char *const time_nouns[] = { "time", "minutes", "seconds", "hours", "minute", "second",
					  "hour", "cycles", "milliseconds", NULL };
static const char *const poor_words[] = { "bad", "poor", "terrible", "awful", "horrible", "abysmal",
					  "lousy", "sluggish", "degraded", NULL };
static const char *const guesses[] = { "might", "may", "could", "would", "should", NULL };
static const char *const poor_of[] = { "performance", "throughput", "latency", "latencies",
				       "interactivity", "responsiveness", NULL };

/* A verb of taking within three words before token i ("takes", "took noticeably", "needs") */
static int took_before(const struct clause *cl, size_t i)
{
	static const char *const verbs[] = { "take", "took", "need", "requir", "use", NULL };
	const char *const *v;
	size_t j;

	for (j = i > cl->a + 3 ? i - 3 : cl->a; j < i; j++)
		for (v = verbs; *v; v++)
			if (!strncmp(cl->k[j].w, *v, strlen(*v)))
				return 1;
	return 0;
}

static size_t phrase_pivot(const struct clause *cl, int *dir)
{
	const struct ctok *k = cl->k;
	size_t i, j;

	for (i = cl->a; i < cl->b; i++) {
		/* "takes less time", "took more time": the time it took (not "I spent more time") */
		if (i > cl->a && word_eq(k[i].w, "time") &&
		    (word_eq(k[i - 1].w, "less") || word_eq(k[i - 1].w, "more")) && took_before(cl, i - 1)) {
			*dir = word_eq(k[i - 1].w, "less") ? 1 : -1;
			return i;
		}
		/* "saves a few minutes", "saved quite some time" */
		if (word_eq(k[i].w, "save") || word_eq(k[i].w, "saves") || word_eq(k[i].w, "saved"))
			for (j = i + 1; j < cl->b && j <= i + 4; j++)
				if (in_list(k[j].w, time_nouns) && !k[j].isnum) {
					*dir = 1;
					return i;
				}
		/* "bad I/O performance", "poor interactivity" */
		if (in_list(k[i].w, poor_words))
			for (j = i + 1; j < cl->b && j <= i + 2; j++)
				if (in_list(k[j].w, poor_of)) {
					*dir = -1;
					return i;
				}
	}
	*dir = 0;
	return cl->b;
}

/* "with the new kernel", "under the patched scheduler": the build a preposition names in
 * words of no side's name, up to its noun; into buf, else NULL */
static const char *build_phrase(const struct clause *cl, char *buf, size_t cap)
{
	static const char *const preps[] = { "with", "under", "using", "on", NULL };
	static const char *const nouns[] = { "kernel", "kernels", "scheduler", "patch", "patches",
					     "patchset", "series", "version", "release", NULL };
	size_t i, j;

	for (i = cl->a; i + 1 < cl->b; i++) {
		if (!in_list(cl->k[i].w, preps))
			continue;
		for (j = i + 1; j < cl->b && j <= i + 4; j++)
			if (in_list(cl->k[j].w, nouns)) {
				size_t n = (size_t)(cl->k[j].b - cl->k[i + 1].a);
				if (n >= cap)
					return NULL;
				memcpy(buf, cl->t->s.data + cl->k[i + 1].a, n);
				buf[n] = '\0';
				return buf;
			} else if (cl->k[j].trail) {
				break;
			}
	}
	return NULL;
}

/* A comparison said by phrase_pivot's words: its subject what goes before (a side, the
 * words before the verb) or the side after "with" */
static int phrase_claim(struct sentence_ctx *x, struct clause *cl)
{
	char subject_buf[48];
	const char *subject;
	int dir;
	size_t p = phrase_pivot(cl, &dir);
	struct claim *c;

	/* "might be awful on performance": a guess, no result */
	if (!dir || in_list(cl->k[p > cl->a ? p - 1 : p].w, negations) || any_word(cl->k, cl->a, p, guesses))
		return 0;
	if (!(subject = subject_before(cl->k, cl->a, p)) && !(subject = subject_prep(cl->k, cl->a, cl->b, p)) &&
	    !(subject = subject_of(x, cl, p, 0)) && !(subject = build_phrase(cl, subject_buf, sizeof(subject_buf))))
		subject = phrase_subject(cl, subject_buf, sizeof(subject_buf), p);
	if (!subject)
		return 0;
	c = emit(x, cl, CLAIM_COMPARE, subject, other_side(cl->k, cl->a, cl->b), dir, p);
	workload_phrase(c, cl, p);
	return 1;
}

static void figureless_claims(struct sentence_ctx *x, struct clause *cl)
{
	char subject_buf[48];
	int dir;
	size_t p = pivot(cl->k, cl->a, cl->b, &dir);
	const char *subject;
	struct claim *c;
	int bounded = 0;

	if (clause_has_figure(cl) || expects(cl, cl->a, remark_at(cl)))
		return;
	if (said_of_measure(cl)) {
		emit(x, cl, CLAIM_NO_DIFFERENCE, subject_of(x, cl, cl->b, 1), other_side(cl->k, cl->a, cl->b), 0, cl->b);
		return;
	}
	if (any_seq(cl->k, cl->a, cl->b, no_difference) || (bounded = bounded_sameness(cl))) {
		/* "the difference is <1% either way": a bounded difference is measured */
		if (!any_seq(cl->k, cl->a, cl->b, measured_sameness) && !measured(cl, cl->sb) &&
		    /* "at 16 threads the two are indistinguishable": said of runs at a setting */
		    !((has_seq(cl->k, cl->a, cl->b, "no difference") ||
		       has_word(cl->k, cl->a, cl->b, "indistinguishable")) && run_setting(cl)) &&
		    !(bounded && (has_word(cl->k, cl->a, cl->b, "difference") ||
				  has_word(cl->k, cl->a, cl->b, "differences"))))
			return;
		emit(x, cl, CLAIM_NO_DIFFERENCE, subject_of(x, cl, cl->b, 1), other_side(cl->k, cl->a, cl->b), 0, cl->b);
		return;
	}
	if (!dir && (any_word(cl->k, cl->a, cl->b, trend_verbs) || has_word(cl->k, cl->a, cl->b, "scales")))
		p = pivot(cl->k, cl->a, cl->b, &dir);
	if (any_seq(cl->k, cl->a, cl->b, trends) && (dir || any_word(cl->k, cl->a, cl->b, trend_verbs))) {
		if (!dir)
			dir = -1;
		emit(x, cl, CLAIM_TREND, subject_of(x, cl, p, 1), other_side(cl->k, cl->a, cl->b), dir, p);
		return;
	}
	if (!dir && phrase_claim(x, cl))
		return;
	/* "a clear win at 5 and 10 groups": said of runs at a setting, a result */
	if (!dir || !(measured(cl, p) || (word_eq(cl->k[p].w, "win") && setting_in(cl, cl->sa, cl->sb))))
		return;
	if (any_seq(cl->k, cl->a, cl->b, all_cases)) {
		c = emit(x, cl, CLAIM_ALL_CASES, subject_of(x, cl, p, 1), other_side(cl->k, cl->a, cl->b), dir, p);
		qualifiers(c, cl);
		return;
	}
	if (noun_comparative(cl->k[p].w)) {
		/* "paying an overhead for using ULE": the side must follow */
		subject = subject_prep(cl->k, p, cl->b, p);
		if (subject)
			emit(x, cl, CLAIM_COMPARE, subject, other_side(cl->k, cl->a, cl->b), dir, p);
		return;
	}
	if (!predicated(cl->k, cl->a, p))
		return;
	subject = subject_before(cl->k, cl->a, p);
	if (!subject && (subject = subject_prep(cl->k, cl->a, cl->b, p))) {
		/* "building a kernel is also slower with ULE": the phrase is the workload */
		const char *w = phrase_subject(cl, subject_buf, sizeof(subject_buf), p);

		c = emit(x, cl, CLAIM_COMPARE, subject, other_side(cl->k, cl->a, cl->b), dir, p);
		snprintf(c->workload, sizeof(c->workload), "%s", w ? w : "");
		return;
	}
	subject = subject_of(x, cl, p, 0);
	if (!subject)
		subject = phrase_subject(cl, subject_buf, sizeof(subject_buf), p);
	if (subject) {
		c = emit(x, cl, CLAIM_COMPARE, subject, other_side(cl->k, cl->a, cl->b), dir, p);
		workload_phrase(c, cl, p);
	}
}

/*
 * A sentence that reports a change of performance in other words than the
 * comparatives above: "a 42% reduction in build time", "the bandwidth is
 * improved from 466KB/s to 477KB/s", "9% more energy", "drops by -12.21%".
 * It needs a figure with a unit or a percent beside a change word, and a
 * word of performance (time, latency, throughput, performance ...) or a
 * workload, so that "a better API" or "3% of the code" is no claim.
 */
static const struct change_word change_words[] = {
	{ "improvement", 0 }, { "improved", 0 }, { "improves", 0 }, { "improve", 0 },
	{ "improving", 0 }, { "gain", 0 }, { "gains", 0 }, { "boost", 0 }, { "saves", 0 },
	{ "save", 0 }, { "regression", 2 }, { "regresses", 2 }, { "regressed", 2 },
	{ "regress", 2 }, { "reduction", -1 }, { "reduces", -1 }, { "reduced", -1 },
	{ "reduce", -1 }, { "decrease", -1 }, { "decreases", -1 }, { "decreased", -1 },
	{ "drop", -1 }, { "drops", -1 }, { "dropped", -1 }, { "less", -1 }, { "lower", -1 },
	{ "fewer", -1 }, { "increase", 1 }, { "increases", 1 }, { "increased", 1 },
	{ "more", 1 }, { "higher", 1 }, { "doubling", 1 }, { "halved", -1 }, { "grows", 1 },
	{ "goes", 1 }, { "went", 1 }, { "becomes", 1 }, { "rises", 1 }, { "faster", 0 },
	{ "slower", 2 }, { "overhead", 2 }, { "difference", 0 }, { "up", 1 }, { "down", -1 },
	{ "off", -1 }, { "costs", 2 }, { "dropping", -1 }, { "rose", 1 }, { "longer", 2 },
	{ "shorter", 0 }, { NULL, 0 },
};

static const char *const perf_words[] = {
	"performance", "time", "times", "latency", "latencies", "throughput", "bandwidth",
	"speed", "overhead", "iops", "ops", "rps", "fps", "tps", "qps", "cpu", "usage", "power",
	"energy", "cycles", "runtime", "run", "wall", "clock", "build", "elapsed", "wait",
	"delay", "jitter", "percentile", "tail", "score", "transactions", "requests", "kpps",
	"benchmark", "benchmarks", "regression", "improvement", "speedup", "slowdown", "faster",
	"slower", "utilization", "load", "cost", "confidence", "queries", "frames", "packets",
	"messages", "records", "events", "worst", "worst-case", NULL
};

/* lower is better for these quantities */
static const char *const lower_better[] = {
	"time", "latency", "latencies", "overhead", "usage", "power", "energy", "cycles", "wait",
	"delay", "jitter", "runtime", "cost", "misses", NULL
};

static void build_list_sets(void)
{
	static const struct { struct list_set *s; const char *const *list; } all[] = {
		{ &workload_ls, workload_words }, { &perf_ls, perf_words }, { &measure_ls, measure_words },
	};

	for (size_t i = 0; i < sizeof(all) / sizeof(all[0]); i++) {
		all[i].s->list = all[i].list;
		wordset_init(&all[i].s->set);
		all[i].s->on = wordset_add_list(&all[i].s->set, all[i].list) == 0;
	}
}

static int change_word(const char *w, int *up)
{
	const struct change_word *c;

	for (c = change_words; c->w; c++)
		if (w[0] == c->w[0] && !strcmp(w, c->w)) {
			*up = c->up;
			return 1;
		}
	return 0;
}

/* A word the vocabulary names a workload by ("UDP_RR", "tbench", "will-it-scale"), whole */
static int vocab_workload_word(const char *raw)
{
	size_t n = strlen(raw), s, e;

	return n >= 4 && vocab_workload_last(raw, n, &s, &e) && s == 0 && e == n;
}

static int perf_context(const struct clause *cl)
{
	size_t i;

	/* "the p99 is 87% lower": a percentile is a measure of performance too */
	for (i = cl->a; i < cl->b; i++)
		if (in_set(cl->k[i].w, &perf_ls) || in_set(cl->k[i].w, &workload_ls) || percentile_word(cl->k[i].w))
			return 1;
	/* "So UDP_RR improves by 5.2%": a workload the vocabulary knows, its own words */
	for (i = cl->a; i < cl->b; i++)
		if (vocab_workload_word(cl->k[i].raw))
			return 1;
	return 0;
}

/* +1 the subject is better, -1 worse, from the change word and what changes */
static int change_direction(const struct clause *cl, int up)
{
	size_t i;
	int lower = 0;

	if (up == 0 || up == 2)
		return up == 0 ? 1 : -1;
	for (i = cl->a; i < cl->b; i++)
		lower |= in_list(cl->k[i].w, lower_better);
	return (up < 0) == (lower != 0) ? 1 : -1;
}

/* A figure with a unit or a percent: "466KB/s", "12%", "~11%", "20+%", "3.4M" (not "4BSD", "5.2.1+ULE") */
static int unit_figure(const struct ctok *k)
{
	static const char *const units[] = { "s", "ms", "us", "ns", "sec", "secs", "min", "h", "kb/s",
		"mb/s", "gb/s", "kib/s", "mib/s", "gib/s", "b/s", "kpps", "pps", "mpps", "rps", "iops",
		"fps", "w", "kb", "mb", "gb", "kib", "mib", "gib", "k", "m", "x", "ops/s", "tps",
		"qps", "usec", "msec", "mbps", "gbps", "j", "kj", NULL };
	const char *p = k->raw;
	char unit[12];
	size_t n = 0;
	int dots = 0;

	if (k->isnum && k->pct)
		return 1;
	while (*p == '~' || *p == '+' || *p == '-')
		p++;
	if (!isdigit((unsigned char)*p))
		return 0;
	for (; isdigit((unsigned char)*p) || *p == '.' || *p == ','; p++)
		dots += *p == '.';
	if (dots > 1)
		return 0;
	if ((*p == '+' && p[1] == '%') || (*p == '%' && !p[1]))
		return 1;
	for (; (isalpha((unsigned char)*p) || *p == '/') && n + 1 < sizeof(unit); p++)
		unit[n++] = (char)tolower((unsigned char)*p);
	unit[n] = '\0';
	return !*p && n && in_list(unit, units);
}

/* A duration as time(1) and people write it: "3m08s", "3m41.2s", "1:02:33", "3:25.56" */
static int time_figure(const char *p)
{
	int colons = 0;

	if (!isdigit((unsigned char)*p))
		return 0;
	while (isdigit((unsigned char)*p))
		p++;
	if (*p == 'm' && isdigit((unsigned char)p[1])) {
		for (p++; isdigit((unsigned char)*p) || *p == '.'; p++)
			;
		return *p == 's' && !p[1];
	}
	for (; *p == ':' && isdigit((unsigned char)p[1]) && isdigit((unsigned char)p[2]); p += 3)
		colons++;
	if (*p == '.')
		for (p++; isdigit((unsigned char)*p); p++)
			;
	return !*p && colons >= 1 && colons <= 2;
}

/* A figure with its unit a word of its own after it ("157 ms", "204813.7 lps"), or a duration */
static int figure_at(const struct clause *cl, size_t i)
{
	static const char *const units[] = { "s", "ms", "us", "usec", "usecs", "msec", "msecs", "ns",
		"sec", "secs", "second", "seconds", "min", "mins", "minutes", "hours", "kb/s", "mb/s",
		"gb/s", "mbit/s", "gbit/s", "kpps", "pps", "rps", "iops", "fps", "tps", "qps", "lps",
		"ops/s", "mbps", "gbps", "w", "watts", "x", "j", "joules", "kj", NULL };

	if (unit_figure(&cl->k[i]) || time_figure(cl->k[i].raw))
		return 1;
	return cl->k[i].isnum && i + 1 < cl->b && in_list(cl->k[i + 1].w, units);
}

/* "N% less than X", "N% more X than": a figure compared with something named */
static int than_figure(const struct clause *cl)
{
	size_t i;

	for (i = cl->a; i < cl->b; i++)
		if (word_eq(cl->k[i].w, "than") || word_eq(cl->k[i].w, "versus") ||
		    word_eq(cl->k[i].w, "vs") || word_eq(cl->k[i].w, "over"))
			return 1;
	return 0;
}

/* "give up 1%", "set up", "turned off": up, down and off as a verb's particle, not a change */
static int particle(const struct clause *cl, size_t i)
{
	static const char *const verbs[] = { "give", "giving", "gave", "set", "pick", "picked", "warm",
		"back", "sign", "end", "ended", "show", "shows", "bring", "look", "turn", "turned",
		"turning", "switch", "switched", "shut", "break", "broken", "broke",
		"take", "took", "write", "wrote", "written", "boil", "boils", "come", "came", NULL };
	const char *w = cl->k[i].w;

	return (word_eq(w, "up") || word_eq(w, "down") || word_eq(w, "off")) && i > cl->a &&
	       in_list(cl->k[i - 1].w, verbs);
}

/* The change word nearest token f, within four words; its index or cl->b */
static size_t change_near(const struct clause *cl, size_t f, int *up)
{
	size_t d, best = cl->b;

	int ahead = 1, behind = 1;

	/* "iops is 880k, maybe needs a higher nvme ssd": a comma ends the figure's phrase */
	for (d = 1; d <= 4 && best == cl->b; d++) {
		ahead = ahead && f + d < cl->b && cl->k[f + d - 1].trail != ',';
		behind = behind && f >= cl->a + d && cl->k[f - d].trail != ',';
		if (ahead && change_word(cl->k[f + d].w, up) && !particle(cl, f + d))
			best = f + d;
		else if (behind && change_word(cl->k[f - d].w, up) && !particle(cl, f - d))
			best = f - d;
	}
	return best;
}

/* Two figures of a change without a unit: a fraction in either says they are measured
 * ("from 1498.3 to 1402.6"), not counted ("from 2 to 4 threads") */
static int measured_pair(const struct ctok *a, const struct ctok *b)
{
	return a->isnum && b->isnum && (strchr(a->raw, '.') || strchr(b->raw, '.'));
}

/* "from A to B", "from A lps on 2.6.35 to B": the index of B when the words between are
 * from / to, or cl->b */
static size_t from_to_figure(const struct clause *cl, size_t j)
{
	size_t to = j + 2;

	if (strcmp(cl->k[j].w, "from") || j + 3 >= cl->b)
		return cl->b;
	while (to < cl->b && to <= j + 5 && strcmp(cl->k[to].w, "to"))
		to++;
	if (to + 1 < cl->b && word_eq(cl->k[to].w, "to") &&
	    (figure_at(cl, to + 1) || figure_at(cl, j + 1) || measured_pair(&cl->k[j + 1], &cl->k[to + 1])))
		return to + 1;
	return cl->b;
}

/* "takes 3m08s now instead of 3m21s": the index of the figure before "instead of", or cl->b */
static size_t instead_figure(const struct clause *cl, size_t j, int *up)
{
	size_t f = j;

	if (!word_eq(cl->k[j].w, "instead") || j + 2 >= cl->b || !word_eq(cl->k[j + 1].w, "of") ||
	    !figure_at(cl, j + 2))
		return cl->b;
	while (f > cl->a && f + 3 > j && !figure_at(cl, f - 1))
		f--;
	if (f == cl->a || !figure_at(cl, f - 1))
		return cl->b;
	*up = cl->k[f - 1].v < cl->k[j + 2].v ? -1 : 1;
	return f - 1;
}

static void change_claim(struct sentence_ctx *x, struct clause *cl, size_t fig, size_t p, int up,
			 int from_to)
{
	int dir = change_direction(cl, up);
	struct claim *c;

	/* "reduced from ~20% to ~12%": the share it went to, not the change */
	if (cl->k[fig].pct && cl->k[fig].isnum && !from_to) {
		c = emit(x, cl, CLAIM_PERCENT, subject_of(x, cl, p, 1), other_side(cl->k, cl->a, cl->b), dir, p);
		set_figure(c, x, &cl->k[fig]);
	} else {
		c = emit(x, cl, CLAIM_COMPARE, subject_of(x, cl, p, 1), other_side(cl->k, cl->a, cl->b), dir, p);
	}
	workload_phrase(c, cl, p);
	cl->used[fig - cl->sa] = 1;
}

/* "in less than 10ms", "up to ~1s": a bound on one quantity, no change of it */
static int bound(const struct clause *cl, size_t f)
{
	static const char *const degree[] = { "less", "more", "fewer", "lower", "higher",
					       "greater", "under", "over", "longer", "shorter", NULL };

	static const char *const limit[] = { "up to", "at most", "at least", "no more than",
					      "as much as", "as little as", NULL };

	if (f >= cl->a + 2 && word_eq(cl->k[f - 1].w, "than") && in_list(cl->k[f - 2].w, degree))
		return 1;
	return f >= cl->a + 2 && any_seq(cl->k, f >= cl->a + 3 ? f - 3 : f - 2, f, limit);
}

static int timed_figure(const struct clause *cl, size_t i);

/* "over a 10 s run", "over the 20 s", "for 60 s": how long the run went, not a change */
static int run_length(const struct clause *cl, size_t f)
{
	static const char *const preps[] = { "over", "for", "during", "in", NULL };
	size_t j = f;

	if (!timed_figure(cl, f))
		return 0;
	if (j > cl->a && (word_eq(cl->k[j - 1].w, "a") || word_eq(cl->k[j - 1].w, "the")))
		j--;
	return j > cl->a && in_list(cl->k[j - 1].w, preps);
}

/* A duration at token i, its unit glued on or the next word: "52us", "1:02.3", "153 seconds"
 * (not "8 hours", "for 10 minutes": how long something ran) */
static int timed_figure(const struct clause *cl, size_t i)
{
	static const char *const times[] = { "s", "ms", "us", "ns", "sec", "secs", "usec", "usecs",
		"msec", "msecs", "second", "seconds", NULL };
	const char *p = cl->k[i].raw;

	if (time_figure(p))
		return 1;
	while (*p == '~' || *p == '+' || *p == '-')
		p++;
	if (!isdigit((unsigned char)*p))
		return 0;
	while (isdigit((unsigned char)*p) || *p == '.' || *p == ',')
		p++;
	if (*p)
		return in_list(cl->k[i].w + (p - cl->k[i].raw), times);
	return i + 1 < cl->b && in_list(cl->k[i + 1].w, times);
}

/* "the worst case goes from 203us to 52us": a change from one duration to another is of
 * performance, whatever the sentence calls it */
static int timed_change(const struct clause *cl)
{
	/* "the timeout goes from 5s to 10s", "the slice from 3ms to 0.7ms": a setting changed */
	static const char *const settings[] = { "timeout", "timeouts", "interval", "period", "sleep",
		"slice", "tick", "granularity", "deadline", "budget", "runtime", NULL };
	size_t i, fig;

	if (any_word(cl->k, cl->a, cl->b, settings))
		return 0;
	for (i = cl->a; i < cl->b; i++)
		if ((fig = from_to_figure(cl, i)) < cl->b && timed_figure(cl, fig) && timed_figure(cl, i + 1))
			return 1;
	return 0;
}

/* "+36%", "-4.12%": a percent written with its sign, a change by itself; its sign, else 0 */
static int pct_sign(const struct ctext *t, const struct ctok *k)
{
	char c = k->raw[0];

	if (!k->isnum || !k->pct)
		return 0;
	if (c == '+' || c == '-')
		return c == '+' ? 1 : -1;
	if (k->a == 0 || (t->s.data[k->a - 1] != '+' && t->s.data[k->a - 1] != '-'))
		return 0;
	/* the sign left off the core, a word's first mark ("-4.12%", not "10-20%") */
	if (k->a >= 2 && t->s.data[k->a - 2] != ' ')
		return 0;
	return t->s.data[k->a - 1] == '+' ? 1 : -1;
}

/* "That is about +36% at 32 threads": a signed share at a setting the runs had */
static int signed_at_setting(const struct ctext *t, const struct clause *cl)
{
	size_t i;

	for (i = cl->a; i < cl->b && !pct_sign(t, &cl->k[i]); i++)
		;
	return i < cl->b && any_word(cl->k, cl->a, cl->b, param_nouns);
}

static void change_claims(struct sentence_ctx *x, struct clause *cl)
{
	size_t i, p, fig;
	int up = 0;

	if (clause_has_figure(cl) ||
	    (!perf_context(cl) && !than_figure(cl) && !timed_change(cl) && !signed_at_setting(x->t, cl)))
		return;
	for (i = cl->a; i < cl->b; i++) {
		int sign = pct_sign(x->t, &cl->k[i]);
		/* "we'd be looking at approx +100%": what one expects, no measurement */
		if (sign && !cl->used[i - cl->sa] && !change_word(cl->k[i + 1 < cl->b ? i + 1 : i].w, &up) &&
		    !expects(cl, cl->a, cl->b)) {
			change_claim(x, cl, i, i, sign, 0);
			continue;
		}
		if ((fig = instead_figure(cl, i, &up)) < cl->b) {
			if (!cl->used[fig - cl->sa])
				change_claim(x, cl, fig, i, up, 1);
			i += 2;
			continue;
		}
		if ((fig = from_to_figure(cl, i)) < cl->b) {
			for (p = cl->a; p < i && !change_word(cl->k[p].w, &up); p++)
				;
			if (p < i && !cl->used[fig - cl->sa])
				change_claim(x, cl, fig, p, up, 1);
			i = fig;
			continue;
		}
		if (!(figure_at(cl, i) || timed_figure(cl, i)) || cl->used[i - cl->sa] || bound(cl, i) ||
		    run_length(cl, i))
			continue;
		if ((p = change_near(cl, i, &up)) < cl->b)
			change_claim(x, cl, i, p, up, 0);
	}
}

/* "the median almost halves", "roughly triples": a verb that multiplies, up as change_words'
 * (its gerund only as a noun: "a doubling in performance", not "so doubling the number of
 * atomics", design talk) */
static const struct multiplier {
	const char *w;
	int times, up;
	int noun;       /* only after "a" */
} multipliers[] = {
	{ "halves", 2, -1, 0 }, { "halved", 2, -1, 0 }, { "thirds", 3, -1, 0 }, { "doubles", 2, 1, 0 },
	{ "doubled", 2, 1, 0 }, { "triples", 3, 1, 0 }, { "tripled", 3, 1, 0 }, { "quadruples", 4, 1, 0 },
	{ "quadrupled", 4, 1, 0 }, { "doubling", 2, 1, 1 }, { "halving", 2, -1, 1 }, { NULL, 0, 0, 0 },
};

/* "drops by about a third", "goes up by half": a change by a fraction of the quantity */
static const char *const fractions[] = { "half", "third", "quarter", "fifth", NULL };

static int fraction_after(const struct clause *cl, size_t i)
{
	size_t j = i + 1;

	if (j >= cl->b || !word_eq(cl->k[j].w, "by"))
		return 0;
	for (j++; j < cl->b && (in_list(cl->k[j].w, hedges) || word_eq(cl->k[j].w, "a") ||
				word_eq(cl->k[j].w, "one") || word_eq(cl->k[j].w, "than")); j++)
		;
	return j < cl->b && in_list(cl->k[j].w, fractions);
}

/* The multiplying verb at token i, else NULL */
static const struct multiplier *multiplier_at(const struct clause *cl, size_t i)
{
	const struct multiplier *m;

	for (m = multipliers; m->w && !word_eq(cl->k[i].w, m->w); m++)
		;
	return m->w && (!m->noun || (i > cl->a && word_eq(cl->k[i - 1].w, "a"))) ? m : NULL;
}

static void fraction_claims(struct sentence_ctx *x, struct clause *cl)
{
	const struct multiplier *m = NULL;
	struct claim *c;
	size_t i;
	int up = 0;

	if (clause_has_figure(cl))
		return;
	for (i = cl->a; i < cl->b; i++)
		if ((m = multiplier_at(cl, i)) ||
		    (change_word(cl->k[i].w, &up) && !particle(cl, i) && fraction_after(cl, i)))
			break;
	/* a measure, a workload or a configuration named: "the iowait boost is halved on every
	 * update" describes code */
	if (i == cl->b || !measured(cl, cl->b))
		return;
	c = emit(x, cl, m ? CLAIM_TIMES : CLAIM_COMPARE, subject_of(x, cl, i, 1), other_side(cl->k, i, cl->b),
		 change_direction(cl, m ? m->up : up), i);
	if (m) {
		c->has_num = 1;
		c->num.value = m->times;
		snprintf(c->num.text, sizeof(c->num.text), "%d", m->times);
		c->num.off = x->t->map[cl->k[i].a];
		c->num.len = strlen(cl->k[i].raw);
	}
}

/* qualifiers of an all-cases claim may sit in the next clause: keep it whole */
static int clause_end(const struct ctok *k, size_t i, size_t b)
{
	if (k[i].trail == ';')
		return 1;
	/* "A is faster than B even though the second P should be busy": the concession is a
	 * clause of its own, its hedges no hedge of the claim */
	return i + 1 < b && (word_eq(k[i + 1].w, "but") || word_eq(k[i + 1].w, "whereas") ||
			     word_eq(k[i + 1].w, "although") || word_eq(k[i + 1].w, "though") ||
			     (word_eq(k[i + 1].w, "even") && i + 2 < b && word_eq(k[i + 2].w, "though")) ||
			     (word_eq(k[i + 1].w, "while") && k[i].trail == ','));
}

static void remember_subject(struct sentence_ctx *x, size_t first)
{
	size_t i;

	for (i = first; i < x->out->n; i++) {
		const struct claim_name *s = claim_name_with(&x->out->v[i], ROLE_SUBJECT);

		if (s) {
			snprintf(x->last_subject, sizeof(x->last_subject), "%s", s->text);
			snprintf(x->sent_subject, sizeof(x->sent_subject), "%s", s->text);
			x->last_para = x->s->para;
		}
	}
}

/*
 * A caption saying how to read a table ("lower is better", "(units are in
 * ticks, hence lesser is better)", "1.00 means neutral") compares nothing.
 */
/* A question ("... but the fixed one is a bit faster?") or a supposition ("even if the
 * performance is worse than ...") asserts no difference */
static int unasserted(const struct ctext *t, size_t a, size_t b, const struct ctok *k, size_t n)
{
	size_t i;

	while (b > a && strchr(" \t\n\")'", t->s.data[b - 1]))
		b--;
	if (b > a && t->s.data[b - 1] == '?')
		return 1;
	for (i = 0; i + 1 < n; i++)
		if (word_eq(k[i].w, "even") && word_eq(k[i + 1].w, "if"))
			return 1;
	return 0;
}

static int caption(const struct ctok *k, size_t n)
{
	static const char *const how[] = { "lower is better", "higher is better", "lesser is better",
		"smaller is better", "bigger is better", "larger is better", "less is better",
		"more is better", "lower the better", "higher the better", "means neutral", NULL };
	size_t i;
	int figures = 0;

	for (i = 0; i < n; i++)
		figures += k[i].isnum && k[i].pct;
	return !figures && any_seq(k, 0, n, how);
}

/* A phrase is there only if each of its words is: its longest is the rarest */
static int longest_word(struct wordset *g, const char *phrase)
{
	const char *p = phrase, *best = phrase;
	size_t n, bn = 0;

	for (; *p; p += n + (p[n] == ' ')) {
		n = strcspn(p, " ");
		if (n > bn) {
			best = p;
			bn = n;
		}
	}
	return wordset_add(g, best, bn);
}

/*
 * The words without which a sentence yields no claim: every way sentence()
 * emits one needs a comparative, a change word, the longest word of a
 * sameness phrase, a word of missing, ratio or concurrency, an adjective a
 * multiple takes, a trend's verb, or a word of poor performance.  Built from the recognisers' own lists,
 * so that the gate cannot drift from them; -1 if they outgrew the set.
 */
static int claim_gate(struct wordset *g)
{
	const char *const *lists[] = { missing_words, ratio_words, concurrency_nouns, times_fast,
				       times_slow, trend_verbs, poor_words };
	const struct comparative *c;
	const struct change_word *w;
	const char *const *q;
	size_t i;
	int rc = 0;

	wordset_init(g);
	for (c = comparatives; c->w; c++)
		rc |= wordset_add(g, c->w, strlen(c->w));
	for (w = change_words; w->w; w++)
		rc |= wordset_add(g, w->w, strlen(w->w));
	for (q = no_difference; *q; q++)
		rc |= longest_word(g, *q);
	for (q = same_predicates; *q; q++)
		rc |= longest_word(g, *q);
	for (i = 0; i < sizeof(lists) / sizeof(lists[0]); i++)
		rc |= wordset_add_list(g, lists[i]);
	/* times_claims': "six times the throughput", "an order of magnitude" */
	rc |= wordset_add(g, "times", 5);
	rc |= wordset_add(g, "twice", 5);
	rc |= wordset_add(g, "magnitude", 9);
	for (const struct multiplier *m = multipliers; m->w; m++)
		rc |= wordset_add(g, m->w, strlen(m->w));
	return rc < 0 ? -1 : 0;
}

/*
 * Words that make a claim only beside a figure of their own kind, common in
 * any prose ("see below", "within the lock", "either way", "instead of"):
 * a text holding one is read for claims only when it holds such a figure
 * too (figured_text), so a patch's prose is not cut into sentences for them.
 */
static int figured_gate(struct wordset *g)
{
	const struct change_word *w;
	int rc = 0;

	wordset_init(g);
	for (w = position_words; w->w; w++)
		rc |= wordset_add(g, w->w, strlen(w->w));
	/* bounded_sameness', instead_figure's */
	rc |= wordset_add(g, "within", 6);
	rc |= wordset_add(g, "either", 6);
	rc |= wordset_add(g, "instead", 7);
	for (w = verb_before; w->w; w++)
		rc |= wordset_add(g, w->w, strlen(w->w));
	return rc < 0 ? -1 : 0;
}

/* A percent written on a figure ("8%", "0.5 %") or a duration with its letters ("3m08s") */
static int figured_text(const char *p, size_t len)
{
	const char *q;

	for (q = p; (q = memchr(q, '%', len - (size_t)(q - p))); q++) {
		const char *d = q;
		while (d > p && d[-1] == ' ' && q - d < 2)
			d--;
		if (d > p && isdigit((unsigned char)d[-1]))
			return 1;
	}
	for (q = p; (q = memchr(q, 'm', len - (size_t)(q - p))); q++)
		if (q > p && q + 2 < p + len && isdigit((unsigned char)q[-1]) && isdigit((unsigned char)q[1]))
			return 1;
	return 0;
}

/* The gate is the same for every text: built once, not hashed anew at each message; the
 * sentences' gate is both sets' words */
static struct wordset gate_set, plain_set, figured_set;
static int gate_ok;
static pthread_once_t gate_once = PTHREAD_ONCE_INIT;

static void build_gate(void)
{
	size_t i;

	gate_ok = claim_gate(&plain_set) == 0 && figured_gate(&figured_set) == 0;
	/* a sentence is read for either's words (the text's test tells them apart) */
	gate_set = plain_set;
	for (i = 0; gate_ok && i < WORDSET_SLOTS; i++)
		if (figured_set.slot[i].w)
			gate_ok = wordset_add(&gate_set, figured_set.slot[i].w, figured_set.slot[i].n) == 0;
}

static void sentence(struct sentence_ctx *x)
{
	size_t n, i, a, first_claim;
	struct ctok *k;
	struct clause cl;
	size_t run = 0, cut = 0;

	/* most sentences have none of the words: they are not even cut into tokens */
	if (x->gate && !ctext_has_word(x->t, x->s->a, x->s->b, x->gate))
		return;
	k = ctext_tokens(x->t, x->s->a, x->s->b, &n);
	if (caption(k, n) || unasserted(x->t, x->s->a, x->s->b, k, n)) {
		free(k);
		return;
	}
	/* a table flattened into the sentence: the sentence starts after it */
	for (i = 0; i < n; i++) {
		run = k[i].isnum ? run + 1 : 0;
		if (run >= 3)
			cut = i + 1;
	}
	if (cut && cut < n) {
		x->s->a = k[cut].a;
		free(k);
		k = ctext_tokens(x->t, x->s->a, x->s->b, &n);
	}
	/*
	 * Every claim keeps its whole sentence as its text, so a "sentence" of
	 * megabytes with a claim per clause would cost its length times its
	 * claims (fuzz-claims: 112 KB of "ULE is 2% faster than 4BSD;" took 2 s
	 * and 4,000 copies of itself). Prose runs to a few hundred characters
	 * (284 at most in the corpus); one longer is data or damage: no claims.
	 */
	if (x->s->b - x->s->a > CLAIM_SENTENCE_MAX) {
		free(k);
		return;
	}
	memset(&cl, 0, sizeof(cl));
	cl.t = x->t;
	cl.k = k;
	cl.sa = 0;
	cl.sb = n;
	cl.used = xcalloc(n + 1, 1);
	x->sent_subject[0] = '\0';
	first_claim = x->out->n;
	cl.a = 0;
	cl.b = n;
	concurrency_claims(x, &cl);
	missing_claims(x, &cl);
	remember_subject(x, first_claim);
	ratio_claims(x, &cl);
	remember_subject(x, first_claim);
	for (a = 0; a < n; a = i + 1) {
		for (i = a; i < n && !clause_end(k, i, n); i++)
			;
		if (i == n)
			i = n - 1;
		cl.a = a;
		cl.b = i + 1;
		cl.nnames = 0;
		collect_names(&cl, cl.a, cl.b);
		first_claim = x->out->n;
		times_claims(x, &cl);
		percent_claims(x, &cl);
		change_claims(x, &cl);
		figureless_claims(x, &cl);
		if (x->out->n == first_claim)
			fraction_claims(x, &cl);
		remember_subject(x, first_claim);
	}
	if (x->out->n > 0 && x->group == x->out->v[x->out->n - 1].group)
		x->group++;
	free(cl.used);
	free(k);
}

/* Does original offset off lie in one of the quiet ranges (sorted pairs)? */
static int in_quiet(size_t off, const size_t *quiet, size_t n)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (quiet[2 * mid + 1] <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < n && quiet[2 * lo] <= off;
}

void claims_recognise(const char *text, size_t len, struct claim_list *out)
{
	claims_recognise_outside(text, len, NULL, 0, 0, out);
}

/*
 * ctext only blanks or drops bytes, and joins two pieces of text only where
 * it drops a \r, a NUL or a soft line break: without those, every token
 * ctext makes is a piece of text, and a word that is no token of text is
 * no token of ctext (the gate scan of the whole text, ctext_init and the
 * block recognisers were a fifth of extraction, and most posts hold none of
 * what they look for).  may_have rules most words out without reading text.
 */
/* memmem of "=\n" (a soft line break left by quoted-printable): glibc walks a two-byte needle
 * byte by byte, eight instructions a byte of the post; '=' is rare in most posts */
static int soft_break(const char *text, size_t len)
{
	const char *p = text, *end = text + len;

	while ((p = memchr(p, '=', (size_t)(end - p)))) {
		if (++p < end && *p == '\n')
			return 1;
	}
	return 0;
}

/* A word of SET is a token of the text: each word the text's trigrams let through is looked
 * for (most are not: a scan of the whole text at each of its bytes cost more) */
static int set_token(const char *text, size_t len, const struct wordset *set, claim_may_have may_have,
		     const void *ctx)
{
	for (size_t i = 0; i < WORDSET_SLOTS; i++) {
		const struct wordset_slot *w = &set->slot[i];
		if (w->w && may_have(ctx, w->w, w->n) && ctext_may_be_token(text, len, w->w, w->n))
			return 1;
	}
	return 0;
}

int claims_absent(const char *text, size_t len, claim_may_have may_have, const void *ctx)
{
	int absent = CLAIMS_NO_SENTENCE;

	pthread_once(&gate_once, build_gate);
	if (memchr(text, '\r', len) || memchr(text, '\0', len) ||
	    (may_have(ctx, "=\n", 2) && soft_break(text, len)))
		return 0;
	if (!gate_ok || set_token(text, len, &plain_set, may_have, ctx) ||
	    (set_token(text, len, &figured_set, may_have, ctx) && figured_text(text, len)) ||
	    ctext_signed_percent(text, len, 0, &(size_t){ 0 }) < len)
		absent = 0;
	return absent | (claims_blocks_absent(text, len, may_have, ctx) ? CLAIMS_NO_BLOCK : 0);
}

void claims_recognise_outside(const char *text, size_t len, const size_t *quiet, size_t nquiet,
			      int absent, struct claim_list *out)
{
	struct ctext t;
	struct sentence_ctx x;
	size_t skip[2 * 256], nskip, ns, i, j;
	struct csent *s;
	int group = 0;

	if ((absent & CLAIMS_NO_SENTENCE) && (absent & CLAIMS_NO_BLOCK))
		return;
	ctext_init(&t, text, len);
	nskip = 0;
	if (!(absent & CLAIMS_NO_BLOCK)) {
		nskip = claims_ministat(&t, out, &group, skip, 256);
		nskip += claims_differences(&t, out, &group, skip + 2 * nskip, 256 - nskip);
		nskip += claims_signed_items(&t, out, &group, skip + 2 * nskip, 256 - nskip);
		nskip += claims_signed_rows(&t, out, &group, skip + 2 * nskip, 256 - nskip);
	}
	memset(&x, 0, sizeof(x));
	x.t = &t;
	pthread_once(&gate_once, build_gate);
	x.gate = gate_ok ? &gate_set : NULL;
	/* a text without any word of the gate has no sentence worth cutting out */
	if (x.gate && ((absent & CLAIMS_NO_SENTENCE) || !ctext_gate(&t, x.gate, 1))) {
		ns = 0;
		s = NULL;
	} else {
		s = ctext_sentences(&t, skip, nskip, x.gate, &ns);
	}
	x.out = out;
	x.group = group;
	x.last_para = -1;
	for (i = 0; i < ns; i++) {
		if (nquiet && in_quiet(t.map[s[i].a], quiet, nquiet))
			continue;
		/* a sentence of flattened text may begin inside a consumed block */
		for (j = 0; j < nskip; j++)
			if (skip[2 * j] >= s[i].a && skip[2 * j] < s[i].b && skip[2 * j + 1] < s[i].b)
				s[i].a = skip[2 * j + 1];
		x.s = &s[i];
		sentence(&x);
	}
	free(s);
	ctext_release(&t);
}

void claim_list_release(struct claim_list *l)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		free(l->v[i].text);
	free(l->v);
	l->v = NULL;
	l->n = l->alloc = 0;
}
