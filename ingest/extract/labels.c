/* labels.c: classify a label the post wrote: configuration, metric, parameter, run, summary, change */
#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "extract.h"
#include "labels.h"
#include "vocab.h"
#include "../../core/wordset.h"
#include "../../core/banned.h"

const char *label_kind_name(enum label_kind k)
{
	static const char *const n[] = { "none", "config", "metric", "param", "run", "summary",
					 "delta", "workload", "other" };

	return (unsigned)k < sizeof(n) / sizeof(n[0]) ? n[k] : "other";
}

/* Every word of a header or a key meets these lists: the first byte (either case) decides most */
static int word_is(const char *p, size_t n, const char *const *list)
{
	int c0;

	if (!n)
		return 0;       /* no list holds an empty word */
	c0 = tolower((unsigned char)*p);
	for (; *list; list++)
		if (tolower((unsigned char)**list) == c0 && strlen(*list) == n && !strncasecmp(p, *list, n))
			return 1;
	return 0;
}

/* The words of s: letters, digits and the marks a name keeps (. _ - + / %) */
struct words {
	const char *p[24];
	size_t n[24];
	int count;
};

static void split_words(const char *s, struct words *w)
{
	w->count = 0;
	while (*s && w->count < 24) {
		const char *b;
		while (*s && !(isalnum((unsigned char)*s) || *s == '%' || *s == '+' || *s == '-' ||
			       *s == '_' || *s == '#' || *s == '.' || (unsigned char)*s >= 0x80))
			s++;
		if (!*s)
			break;
		b = s;
		while (*s && (isalnum((unsigned char)*s) || *s == '%' || *s == '+' || *s == '-' ||
			      *s == '_' || *s == '#' || *s == '.' || *s == '/' ||
			      (unsigned char)*s >= 0x80))
			s++;
		/* a trailing '.' ends a sentence, it is not part of the word */
		w->p[w->count] = b;
		w->n[w->count] = (size_t)(s - b);
		while (w->n[w->count] > 1 && b[w->n[w->count] - 1] == '.')
			w->n[w->count]--;
		w->count++;
	}
}


/* "us" of "min_us", "avg(ms)": a unit of time a statistic's column is named with */
static int time_unit_word(const char *p, size_t n)
{
	return word_is(p, n, (const char *const[]){ "ns", "nsec", "us", "usec", "ms", "msec", "s", "sec",
						    NULL });
}

static int unit_like(const char *p, size_t n);

int label_summary_field(const char *s)
{
	struct words w;
	const char *p, *u;
	size_t n;
	int unit2;

	split_words(s, &w);
	/* "std (%)", "stddev %", "Avg:", "mean of 100 runs" -> the first word */
	if (w.count == 0 || w.count > 4)
		return -1;
	p = w.p[0];
	n = w.n[0];
	/* "min_us", "avg_tps", "avg(ms)": the statistic, its unit beside it */
	if (w.count == 1 && (u = memchr(p, '_', n)) &&
	    (time_unit_word(u + 1, n - (size_t)(u + 1 - p)) || unit_like(u + 1, n - (size_t)(u + 1 - p)) ||
	     word_is(u + 1, n - (size_t)(u + 1 - p), (const char *const[]){ "tps", "qps", "ops", "iops", "fps", NULL })))
		n = (size_t)(u - p);
	/* "mean (s)", "mean (MB/s)", "mean MB/s": the statistic in a unit ("avg fps" is a measure) */
	unit2 = w.count == 2 && (((w.p[1][-1] == '(' || w.p[1][-1] == '[') &&
				  (time_unit_word(w.p[1], w.n[1]) || unit_like(w.p[1], w.n[1]))) ||
				 (memchr(w.p[1], '/', w.n[1]) && unit_like(w.p[1], w.n[1])));
	if (w.count > 1 && !(w.n[1] == 1 && w.p[1][0] == '%') && strncasecmp(w.p[1], "of", 2) &&
	    strncasecmp(w.p[1], "dev", 3) && !unit2)
		return -1;
	/* and as spreadsheets in other locales name the mean: "Mittelwert", "moyenne" */
	if (word_is(p, n, (const char *const[]){ "mean", "avg", "average", "amean", "geomean",
						 "gmean", "hmean", "mittelwert", "durchschnitt", "moyenne",
						 "promedio", NULL }))
		return SUM_MEAN;
	if (word_is(p, n, (const char *const[]){ "median", "med", NULL }))
		return SUM_MEDIAN;
	if (word_is(p, n, (const char *const[]){ "stddev", "std", "stdev", "sd", "sdev", "stddev%",
						 "std%", "st", NULL }))
		return SUM_STDDEV;
	if (word_is(p, n, (const char *const[]){ "min", "minimum", NULL }))
		return SUM_MIN;
	if (word_is(p, n, (const char *const[]){ "max", "maximum", NULL }))
		return SUM_MAX;
	if (word_is(p, n, (const char *const[]){ "n", "samples", "count", NULL }))
		return SUM_N;
	return -1;
}

/* "run", "iter", "try" ... opening a one-word run key ("run3", "iter#2", "try-1"): its length */
static size_t run_prefix(const char *p, size_t n)
{
	static const char *const pre[] = { "iteration", "round", "trial", "iter", "pass", "run", "try",
					   NULL };
	const char *const *w;

	for (w = pre; *w; w++) {
		size_t l = strlen(*w);
		if (n > l && !strncasecmp(p, *w, l)) {
			if (strchr("#-_", p[l]) && n > l + 1)
				l++;
			return isdigit((unsigned char)p[l]) ? l : 0;
		}
	}
	return 0;
}

int label_run_number(const char *s)
{
	static const char *const pre[] = { "run", "runs", "iter", "iteration", "trial", "test", "pass",
					   "round", "try", "#", NULL };
	struct words w;
	const char *p;
	size_t n, i;
	int v = 0;

	split_words(s, &w);
	if (w.count == 0 || w.count > 2)
		return 0;
	if (w.count == 2 && !word_is(w.p[0], w.n[0], pre))
		return 0;
	p = w.p[w.count - 1];
	n = w.n[w.count - 1];
	/* "Run 1:", "1)", "#3.": the marks after a run's number */
	while (n > 1 && strchr(":).", p[n - 1]))
		n--;
	if (n > 1 && p[0] == '#')
		p++, n--;
	if (w.count == 1) {
		size_t l = run_prefix(p, n);
		p += l, n -= l;
	}
	if (!n || n > 3)
		return 0;
	for (i = 0; i < n; i++) {
		if (!isdigit((unsigned char)p[i]))
			return 0;
		v = v * 10 + (p[i] - '0');
	}
	return v;
}

/* "first run in full", "second run", "last run", "first of 5 runs", "one of three runs": a
 * run named by its place */
static int ordinal_run(const char *clause)
{
	static const char *const ordinals[] = { "first", "second", "third", "fourth", "fifth", "last", "one", NULL };
	size_t n = strcspn(clause, " ");
	const char *r = clause + n;

	/* " of 5 runs": the count of runs it is one of */
	if (!strncasecmp(r, " of ", 4)) {
		r += 4;
		r += strcspn(r, " ");
		if (strncasecmp(r, " runs", 5))
			return 0;
	} else if (strncasecmp(r, " run", 4))
		return 0;
	else if (!strncasecmp(clause, "one", 3))
		return 0;       /* "one run" is a count of runs, no run named */
	r += 4;
	if (!(*r == '\0' || *r == ' ' || *r == 's'))
		return 0;
	for (const char *const *o = ordinals; *o; o++)
		if (n == strlen(*o) && !strncasecmp(clause, *o, n))
			return 1;
	return 0;
}

int label_drop_run(char *title)
{
	char *cut = NULL, *p, clause[40];

	for (p = title; *p; p++) {
		const char *w = p + 1 + strspn(p + 1, " ");
		size_t n = strcspn(w, "(");
		/* "find(1)" names a manual page, no run */
		if ((*p != ',' && *p != '(') || p == title || (*p == '(' && p[-1] != ' '))
			continue;
		/* "run 2 (banner snipped):": the run without its remark */
		while (n > 0 && strchr(" :)", w[n - 1]))
			n--;
		if (!n || n >= sizeof(clause))
			continue;
		memcpy(clause, w, n);
		clause[n] = '\0';
		if (label_run_number(clause) > 0 || ordinal_run(clause))
			cut = p;
	}
	if (!cut)
		return 0;
	while (cut > title && cut[-1] == ' ')
		cut--;
	*cut = '\0';
	return 1;
}


/* "FreeBSD at 16 threads", "ULE with 8 clients", "stock, 64 jobs": the setting the run used after
 * the build's name; cut it (the setting is a parameter the heading gives), 1 when cut */
int label_drop_setting(char *title)
{
	char *p, *num, *noun;
	size_t len = strlen(title), nn;

	while (len && strchr(" :.", title[len - 1]))
		len--;
	for (p = title; p < title + len; p++) {
		int at = !strncasecmp(p, " at ", 4) || !strncasecmp(p, " with ", 6) || !strncmp(p, ", ", 2);
		if (!at || p == title)
			continue;
		num = p + (p[1] == ',' || p[0] == ',' ? 2 : p[1] == 'a' || p[1] == 'A' ? 4 : 6);
		/* "SMT on, -j112": make's jobs flag closing the title */
		if (p[0] == ',' && num[0] == '-' && num[1] == 'j' && num + 2 < title + len &&
		    strspn(num + 2 + (num[2] == ' '), "0123456789") == (size_t)(title + len - num - 2 - (num[2] == ' '))) {
			*p = '\0';
			return 1;
		}
		if (!isdigit((unsigned char)*num))
			continue;
		noun = num + strspn(num, "0123456789");
		if (*noun != ' ')
			continue;
		noun++;
		nn = (size_t)(title + len - noun);
		if (!nn || memchr(noun, ' ', nn) || !label_count_noun(noun, nn))
			continue;
		*p = '\0';
		return 1;
	}
	return 0;
}

int label_first_named(char *title)
{
	char *last = strrchr(title, ','), *w, build[64];
	size_t n;

	if (!last)
		return 0;
	w = last + 1 + strspn(last + 1, " ");
	n = strlen(w);
	while (n && strchr(" :", w[n - 1]))
		n--;
	/* "30 s, one pair, v6.7 first": the build the first output ran */
	if (n <= 6 || n - 6 >= sizeof(build) || strncasecmp(w + n - 6, " first", 6))
		return 0;
	memcpy(build, w, n - 6);
	build[n - 6] = '\0';
	if (!label_has_build(build))
		return 0;
	memcpy(title, build, n - 5);
	return 1;
}

/* S is digits alone, blanks around them aside */
static int bare_number(const char *s)
{
	while (*s == ' ')
		s++;
	if (!isdigit((unsigned char)*s))
		return 0;
	while (isdigit((unsigned char)*s))
		s++;
	while (*s == ' ')
		s++;
	return !*s;
}

static const char *const count_nouns[] = {
	"thread", "threads", "thr", "thrs", "proc", "procs", "process", "processes", "task", "tasks",
	"client", "clients", "job", "jobs", "group", "groups", "grp", "grps", "cpu", "cpus", "core", "cores",
	"instance", "instances", "user", "users", "conn", "conns", "connection",
	"connections", "worker", "workers", "writer", "writers", "reader", "readers",
	"socket", "sockets", "node", "nodes", "vcpu", "vcpus", "warehouses", "streams",
	"stream", "copies", "pairs", "files", "disks", "queues", "tables", "rows", "loops",
	"iterations", "messages", "fds", "pipes", "ffmpeg", "containers", "vms", "guests",
	"tasksets", "cgroups", "test", "tests", "copy", "rank", "ranks", NULL,
};

/*
 * The nouns, in small letters, as a set built once: a word is one when its small letters
 * are (word_is's caseless answer, the C locale's), looked up at once instead of compared
 * with each of sixty (every word of a row's label and of a table's header is asked).
 * Left off (word_is walks the list) if a noun had capitals or the set no room.
 */
static struct wordset count_set;
static int count_set_on;
static pthread_once_t count_once = PTHREAD_ONCE_INIT;

static void build_count_set(void)
{
	const char *const *w;

	wordset_init(&count_set);
	for (w = count_nouns; *w; w++)
		for (const char *c = *w; *c; c++)
			if (isupper((unsigned char)*c))
				return;
	count_set_on = wordset_add_list(&count_set, count_nouns) == 0;
}

int label_run_heading(const char *p, size_t n)
{
	return word_is(p, n, (const char *const[]){ "run", "runs", "iter", "iteration", "trial", "pass", "round",
						    "try", "#", "no", "no.", NULL });
}

int label_count_noun(const char *p, size_t n)
{
	char low[16];

	while (n && (p[n - 1] == ':' || p[n - 1] == ',' || p[n - 1] == ')'))
		n--;
	pthread_once(&count_once, build_count_set);
	if (!count_set_on)
		return word_is(p, n, count_nouns);
	if (!n || n > sizeof(low))
		return 0;       /* longer than any noun (and no list holds an empty word) */
	for (size_t i = 0; i < n; i++)
		low[i] = (char)tolower((unsigned char)p[i]);
	return wordset_has(&count_set, low, n);
}

/* 2.6.14, 5.4-rc2, v5.3, 6.2-RELEASE, linux-6.6, 3.10.0-123.el7 */
static int version_word(const char *p, size_t n)
{
	size_t i = 0, dots = 0, digits = 0;

	if (n > 6 && !strncasecmp(p, "linux-", 6))
		p += 6, n -= 6;
	if (n > 1 && (p[0] == 'v' || p[0] == 'V') && isdigit((unsigned char)p[1]))
		p++, n--;
	if (n && p[0] == '+')
		p++, n--;
	while (i < n && (isdigit((unsigned char)p[i]) || p[i] == '.')) {
		dots += p[i] == '.';
		digits += p[i] != '.';
		i++;
	}
	if (!digits || !i || !isdigit((unsigned char)p[0]) || p[i - 1] == '.')
		return 0;
	/* "261.32" is a figure: a two-part release's first part is one or two digits */
	if (dots == 1 && !memchr(p, '.', i < 3 ? i : 3))
		return 0;
	if (i == n)
		return dots >= 1 && dots <= 3;
	/* 5.4-rc2, 6.2-RELEASE, 2.6.23-rc6-cfs-devel */
	return dots >= 1 && (p[i] == '-' || p[i] == '+' || p[i] == '_') && i + 1 < n;
}

static int hex_id(const char *p, size_t n)
{
	size_t i, letters = 0, digits = 0;

	if (n < 7 || n > 40)
		return 0;
	for (i = 0; i < n; i++) {
		if (isdigit((unsigned char)p[i]))
			digits++;
		else if (p[i] >= 'a' && p[i] <= 'f')
			letters++;
		else
			return 0;
	}
	return letters && digits;
}

/* NO_PREEMPT_SHORT, I_PSTATE, FREQ-INV, RHEL4U2, SMP: capitals naming a build */
static int caps_name(const char *p, size_t n)
{
	size_t i, upper = 0, lower = 0, marks = 0;

	if (n < 2)
		return 0;
	for (i = 0; i < n; i++) {
		if (isupper((unsigned char)p[i]))
			upper++;
		else if (islower((unsigned char)p[i]))
			lower++;
		else if (!isdigit((unsigned char)p[i]) && p[i] != '_' && p[i] != '-' && p[i] != '+')
			return 0;
		else
			marks++;
	}
	/* FPS, CPU, IO are acronyms of what is measured; a build's name has a mark or digit */
	return upper >= 2 && lower == 0 && marks > 0;
}

static const char *const config_words[] = {
	"base", "baseline", "vanilla", "stock", "mainline", "master", "tip", "next", "upstream",
	"patched", "unpatched", "patch", "patches", "patchset", "series", "+patch", "+patches",
	"+patchset", "before", "after", "without", "w/o", "w/", "with", "old", "new", "orig",
	"original", "default", "revert", "reverted", "kernel", "current", "-current", "stable",
	"-stable", "-tip", "-mm", "-rt", "-next", "-head", "freebsd", "linux", "openbsd", "netbsd", "dragonfly", "dragonflybsd", "rhel",
	"sles", "fedora", "ubuntu", "debian", "smp", "up", "nosmp", "preempt", "enabled",
	"disabled", "on", "off", "fix", "fixed", "control", "ref", "reference", "candidate",
	"test", "this", "prev", "previous", "noatime", "hz", "hz=100", "hz=1000",
	/* cpufreq and cpuidle governors and drivers: the builds of power-management posts */
	"schedutil", "ondemand", "conservative", "powersave", "intel_pstate", "intel_cpufreq",
	"acpi-cpufreq", "acpi_cpufreq", "amd-pstate", "amd_pstate", "amd-pstate-epp", "teo", "haltpoll",
	"eas",          /* energy-aware scheduling, on or off: the builds of mobile posts */
	/* Linux's I/O schedulers (not "deadline" or "none": words of any sentence) */
	"mq-deadline", "mq_deadline", "kyber", "bfq", "cfq", "noop", "anticipatory",
	/* DragonFly's user schedulers (kern.user_scheduler): builds, though posts name them two
	 * ways, so no scheduler of the vocabulary gives them one name */
	"bsd4", "dfly", "usched_bsd4", "usched_dfly",
	NULL,
};

/* "r268422": a Subversion revision (FreeBSD's tree) */
int label_revision_word(const char *p, size_t n)
{
	return n >= 4 && n <= 8 && p[0] == 'r' && strspn(p + 1, "0123456789") == n - 1;
}

/* "-rc3", "-rc1": a release candidate of the release the post names elsewhere */
static int rc_word(const char *p, size_t n)
{
	return n >= 4 && p[0] == '-' && (p[1] == 'r' || p[1] == 'R') && (p[2] == 'c' || p[2] == 'C') &&
	       strspn(p + 3, "0123456789") == n - 3;
}

static int config_word_alone(const char *p, size_t n)
{
	return version_word(p, n) || label_revision_word(p, n) || vocab_sched_word(p, n) || hex_id(p, n) ||
	       rc_word(p, n) ||
	       word_is(p, n, config_words) || (n > 8 && !strncasecmp(p, "RELENG_", 7)) ||
	       (n > 5 && !strncasecmp(p, "sched_", 6));
}

/*
 * "tip+fix", "eevdf+lag", "linux-next", "tip-sched": a build's word joined to
 * another by '+' (or '-', after "linux" or "tip") is a build's name too; so
 * is a word '+' opens ("+diff").
 */
static int joined_config(const char *p, size_t n)
{
	const char *j = memchr(p, '+', n);

	/* "+diff", "+fix", "+eevdf": what a build adds, the build with it */
	if (j == p && n >= 3 && isalpha((unsigned char)p[1]))
		return 1;

	if (j && j > p && j + 1 < p + n)
		return config_word_alone(p, (size_t)(j - p)) ||
		       config_word_alone(j + 1, n - (size_t)(j - p) - 1);
	j = memchr(p, '-', n);
	return j && j + 1 < p + n && ((j - p == 5 && !strncasecmp(p, "linux", 5)) ||
				      (j - p == 3 && !strncasecmp(p, "tip", 3)));
}

/*
 * "sd-0.44", "cfs-v3", "bfs221", "rsdl-0.30": a scheduler's name (any case)
 * and its release glued after it, a point in it or two digits at least
 * ("sd0" is a disk).
 */
static int sched_release(const char *p, size_t n)
{
	char name[16];
	size_t k, i, digits = 0;
	int point = 0;

	for (k = 0; k < n && isalpha((unsigned char)p[k]); k++)
		;
	if (k < 2 || k >= sizeof(name) || k == n)
		return 0;
	for (i = k; i < n && (p[i] == '-' || p[i] == '_'); i++)
		;
	if (i < n && (p[i] == 'v' || p[i] == 'V'))
		i++;
	for (; i < n; i++) {
		if (isdigit((unsigned char)p[i]))
			digits++;
		else if (p[i] == '.')
			point = 1;
		else
			return 0;
	}
	if (!digits || (!point && digits < 2 && !(k < n && (p[k] == '-' || p[k] == '_'))))
		return 0;
	for (i = 0; i < k; i++)
		name[i] = (char)toupper((unsigned char)p[i]);
	return vocab_sched_word(name, k) != NULL || vocab_sched_word(p, k) != NULL;
}

/* "scx_rusty", "scx_lavd": sched_ext's BPF schedulers, builds by their prefix */
static int scx_name(const char *p, size_t n)
{
	return n > 4 && !strncmp(p, "scx_", 4) && isalpha((unsigned char)p[4]);
}

int label_is_config_word(const char *p, size_t n)
{
	while (n && (p[n - 1] == ':' || p[n - 1] == ','))
		n--;
	if (!n)
		return 0;
	return config_word_alone(p, n) || joined_config(p, n) || sched_release(p, n) || scx_name(p, n);
}

/* Words that lead into a build's name in a title or sentence: "and on 6.6", "With SCHED_ULE" */
static const char *const lead_in[] = { "and", "but", "then", "now", "so", "also", "finally",
	"while", "whereas", "with", "on", "under", "using", "running", "for", "in", NULL };

/* Words s[0..n) one at a time, white space between: the next word's bounds from *at, 0 at the end */
static int next_word(const char *s, size_t n, size_t *at, size_t *b, size_t *e)
{
	size_t i = *at;

	while (i < n && isspace((unsigned char)s[i]))
		i++;
	if (i >= n)
		return 0;
	*b = i;
	while (i < n && !isspace((unsigned char)s[i]))
		i++;
	*e = *at = i;
	return 1;
}

/* A build word in s[b..e): "2.6.31", "(CFS):", "SCHED_ULE" */
static int build_in(const char *s, size_t b, size_t e)
{
	return label_build_word(s + b, e - b) ||
	       (e - b > 6 && !strncasecmp(s + b, "sched_", 6));
}

/* "(CFS):" -> "CFS": a word without the brackets and marks a sentence puts around it */
static void word_core(const char *s, size_t *b, size_t *e)
{
	while (*e > *b && strchr(",:;)", s[*e - 1]))
		(*e)--;
	while (*b < *e && s[*b] == '(')
		(*b)++;
}

static int lead_word_at(const char *s, size_t b, size_t e)
{
	while (e > b && strchr(",:", s[e - 1]))
		e--;
	return word_is(s + b, e - b, lead_in);
}

/* "1.00", "2.5": a bare number with one point, a build's name only after "on", "kernel" ... */
static int bare_point(const char *s, size_t b, size_t e)
{
	size_t i, dots = 0;

	while (e > b && strchr(",:;)", s[e - 1]))
		e--;
	for (i = b; i < e; i++)
		if (s[i] == '.')
			dots++;
		else if (!isdigit((unsigned char)s[i]))
			return 0;
	return dots == 1;
}

void label_drop_lead(char *s)
{
	size_t n = strlen(s), at = 0, b, e, cut = 0;
	int leading = 1, build = 0;

	while (next_word(s, n, &at, &b, &e)) {
		if (leading && lead_word_at(s, b, e) && at < n) {
			cut = at;
			continue;
		}
		/* "With this patch in place, the cold case takes about 2.4 seconds": a bare
		 * number is a build only right after the leading words ("and on 6.6") */
		build |= build_in(s, b, e) && (!bare_point(s, b, e) || leading);
		leading = 0;
	}
	if (!cut || !build)
		return;
	while (cut < n && isspace((unsigned char)s[cut]))
		cut++;
	memmove(s, s + cut, n - cut + 1);
}

int label_has_build(const char *s)
{
	size_t n = strlen(s), at = 0, b, e;

	while (next_word(s, n, &at, &b, &e))
		if (build_in(s, b, e))
			return 1;
	return 0;
}

/*
 * "Here are the results with the patch applied" -> "with patch", "these are
 * the numbers on the unpatched 6.8-rc3 kernel" -> "unpatched 6.8-rc3": a
 * title that is a sentence names its build by its configuration words;
 * the words announcing figures, and "on", "kernel", "the", go.  Left as it
 * is unless the sentence names a build or a patch state, or is short.
 */
static int phrase_word(const char *s, size_t b, size_t e);
static int names_next(const char *s, size_t b, size_t e);

static int sentence_like(const char *s)
{
	size_t n = strlen(s), at = 0, b, e;
	int words = 0, stops = 0;

	while (next_word(s, n, &at, &b, &e)) {
		words++;
		/* "Here are buildworld for BFS vs EEVDF": a comparison names no one build */
		if (word_is(s + b, e - b, (const char *const[]){ "vs", "vs.", "versus", "against",
				"compared", NULL }))
			return 0;
		stops += word_is(s + b, e - b, (const char *const[]){ "the", "a", "are", "is", "here",
			"these", "this", "what", "i", "get", "got", "gives", "numbers", "results", "for",
			"of", "same", NULL });
	}
	return words >= 5 && stops >= 2;
}

/* "tip/sched/core", "linux-next/master": a tree and branch, named by its tree */
static int tree_branch(const char *s, size_t b, size_t e)
{
	const char *sl = memchr(s + b, '/', e - b);

	return sl && sl > s + b && word_is(s + b, (size_t)(sl - s - b), (const char *const[]){ "tip",
		"next", "linux-next", "master", "mainline", "linus", "mm", NULL });
}

static int strong_config(const char *s, size_t b, size_t e)
{
	word_core(s, &b, &e);
	return e > b && (build_in(s, b, e) || tree_branch(s, b, e) ||
			 word_is(s + b, e - b, (const char *const[]){ "patch",
		"patched", "unpatched", "patches", "series", "fix", "fixed", "revert", "reverted",
		"baseline", "vanilla", "base", "stock", "mainline", NULL }));
}

/* "Here is what I see", "For example", "The results": words announcing figures name no build */
static int announcement(const char *s)
{
	static const char *const words[] = { "here", "is", "are", "what", "i", "we", "see", "get", "got",
		"saw", "the", "some", "my", "our", "these", "this", "result", "results", "number", "numbers",
		"output", "data", "for", "example", "e.g.", "below", "following", "as", "follows", "like",
		"looks", "it", "now", NULL };
	size_t n = strlen(s), at = 0, b, e;
	int any = 0;

	while (next_word(s, n, &at, &b, &e)) {
		while (e > b && strchr(",:.", s[e - 1]))
			e--;
		if (!word_is(s + b, e - b, words))
			return 0;
		any = 1;
	}
	return any;
}

/* The version at [b, e) follows a workload's name ending at pe */
static int tool_version(const char *s, size_t pe, size_t b, size_t e)
{
	size_t ms, me;

	if (!version_word(s + b, e - b) || strspn(s + pe, " ") != b - pe)
		return 0;
	return vocab_workload_last(s, pe, &ms, &me) && me == pe;
}

/* "--cpu-manager-policy=none", "numa_balancing=0": an option or a tunable set to a value,
 * which names the run it made */
static int assignment(const char *s, size_t b, size_t e)
{
	size_t i = b + strspn(s + b, "-"), eq;

	while (e > b && strchr(",:;.", s[e - 1]))
		e--;
	if (i - b > 2 || i >= e || !isalpha((unsigned char)s[i]))
		return 0;
	for (eq = i; eq < e && (isalnum((unsigned char)s[eq]) || strchr("_.-", s[eq])); eq++)
		;
	return eq < e && s[eq] == '=' && eq + 1 < e && eq - i >= 3 && !memchr(s + eq + 1, '=', e - eq - 1);
}

void label_compact(char *s)
{
	char out[160];
	size_t n = strlen(s), at = 0, b, e, o = 0, pb = 0, pe = 0;
	int strong = 0, tool_only = 0;

	/* "```" (a code fence), "----": no letter or digit, no name */
	if (announcement(s) || !s[strcspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")]) {
		s[0] = '\0';
		return;
	}
	if (!sentence_like(s))
		return;
	while (next_word(s, n, &at, &b, &e)) {
		int prev_names = pe > pb && (names_next(s, pb, pe) || phrase_word(s, pb, pe));
		/* "v5.3-rc2 + v2": what a '+' adds is the build's, whatever its word */
		int after_plus = pe == pb + 1 && s[pb] == '+' && isalnum((unsigned char)s[b]);
		size_t na = at, nb, ne;
		/* "UnixBench 5.1.3", "sysbench 0.4.12": the version after a tool's name is the tool's */
		if (pe > pb && tool_version(s, pe, b, e)) {
			pb = b, pe = e;
			tool_only = 1;
			continue;
		}
		pb = b, pe = e;
		/* "takes about 2.4 seconds": a bare number is a build only after "on", "stock" ...
		 * or before "kernel" */
		if (bare_point(s, b, e) && !prev_names &&
		    !(next_word(s, n, &na, &nb, &ne) && word_is(s + nb, ne - nb, (const char *const[]){
			    "kernel", "kernels", "release", NULL })))
			continue;
		if ((!phrase_word(s, b, e) && !tree_branch(s, b, e) && !after_plus && !assignment(s, b, e)) ||
		    word_is(s + b, e - b, (const char *const[]){ "on", "kernel",
				"this", "test", "current", "new", "up", NULL }))
			continue;
		strong |= strong_config(s, b, e) || assignment(s, b, e);
		while (e > b && strchr(",:;.", s[e - 1]))
			e--;
		if (o + (e - b) + 2 >= sizeof(out))
			break;
		if (o)
			out[o++] = ' ';
		memcpy(out + o, s + b, e - b);
		o += e - b;
	}
	out[o] = '\0';
	/* a sentence naming no build but its tool's version names none */
	if (!strong && tool_only)
		s[0] = '\0';
	if (!strong)
		return;
	memcpy(s, out, o + 1);
	label_drop_lead(s);
}

/* A word of a build's name: a build word, a patch state, "+" */
static int phrase_word(const char *s, size_t b, size_t e)
{
	word_core(s, &b, &e);
	return e > b && ((e - b == 1 && s[b] == '+') || label_is_config_word(s + b, e - b));
}

static int names_next(const char *s, size_t b, size_t e)
{
	return lead_word_at(s, b, e) || word_is(s + b, e - b, (const char *const[]){ "kernel",
		"linux", "freebsd", "release", "version", NULL });
}

size_t label_config_phrase(const char *s, size_t n, char *out, size_t on)
{
	size_t at = 0, b, e, rb = 0, re = 0, pb = 0, pe = 0, lb = 0, le = 0;
	int in_run = 0, build = 0;

	out[0] = '\0';
	for (;;) {
		int more = next_word(s, n, &at, &b, &e), w = more && phrase_word(s, b, e);
		if (w && !in_run)
			rb = b, build = 0;
		if (w) {
			re = e;
			build |= build_in(s, b, e) &&
				 (!bare_point(s, b, e) || (in_run && names_next(s, lb, le)));
			in_run = !strchr(",;", s[e - 1]);    /* a comma ends a name */
			lb = b, le = e;
			if (in_run)
				continue;
		}
		if (re > rb && build)
			pb = rb, pe = re;       /* the last run naming a build */
		in_run = 0;
		rb = re = 0;
		if (!more)
			break;
	}
	if (pe <= pb || on == 0)
		return 0;
	/* its leading function words ("on", "with") go, and the sentence's marks */
	while (next_word(s, pe, &pb, &b, &e) && lead_word_at(s, b, e) && !build_in(s, b, e))
		;
	pb = b;
	while (pe > pb && strchr(",:;.", s[pe - 1]))
		pe--;
	/* and its trailing ones ("2.6.7-ck5 with" of "on 2.6.7-ck5 with the same load") */
	for (;;) {
		size_t wb = pe;
		while (wb > pb && !isspace((unsigned char)s[wb - 1]))
			wb--;
		if (wb == pb || !lead_word_at(s, wb, pe) || build_in(s, wb, pe))
			break;
		for (pe = wb; pe > pb && isspace((unsigned char)s[pe - 1]); pe--)
			;
	}
	if (pe <= pb)
		return 0;
	return (size_t)snprintf(out, on, "%.*s", (int)(pe - pb), s + pb) >= on ? on - 1 : pe - pb;
}

int label_is_base(const char *s)
{
	static const char *const base[] = { "base", "baseline", "vanilla", "stock", "before",
		"without", "w/o", "old", "orig", "original", "unpatched", "mainline", "master",
		"reference", "ref", "control", "upstream", "default", NULL };
	struct words w;
	int i;

	split_words(s, &w);
	for (i = 0; i < w.count; i++)
		if (word_is(w.p[i], w.n[i], base))
			return 1;
	return 0;
}

static const char *const metric_words[] = {
	"real", "user", "sys", "system", "elapsed", "wall", "time", "runtime", "latency", "lat",
	"throughput", "bandwidth", "bw", "iops", "ops", "rate", "tps", "qps", "rps", "fps", "ft",
	"switches", "ctxsw", "ctxsw/s", "cs/s", "intr/s", "in/s", "delay", "us%", "sys%", "idle%",
	"iowait%", "usr%", "wa%", "cpu", "%cpu", "cpu%", "cycles", "cycles%", "instructions",
	"ipc", "speedup", "score", "mb/s", "kb/s", "gb/s", "ms", "sec", "secs", "seconds", "usec",
	"usecs", "msec", "req/s", "bops", "power", "energy", "watts", "duration", "events",
	"transactions", "trans", "requests", "queries", "misses", "faults", "migrations",
	"utilization", "util", "load", "speed", "operations", "wakeups", "context-switches",
	"task-clock", "page-faults", "cpu-migrations", "branches", "branch-misses", "p50", "p90",
	"p95", "p99", "p99.9", "percentile", "latencies", "jitter", "frames", "fps", "kpps",
	"pps", "mbps", "gbps", "ns", "us", "usec/op", "ns/op", "us/op", "rps", "msgs/s",
	"iterations/s", "loops/s", "tput", "index", "total", "sum", "%", "mem", "rss", "vsz",
	"size", "memory", "average", "ratio", "normalized", "norm", "relative", "elapsed(s)",
	NULL,
};

static const char *const delta_words[] = {
	"diff", "delta", "change", "%change", "improvement", "improv", "improve", "gain",
	"regression", "differ", "difference", "%diff", "%-diff", "pct", "vs", "+/-",
	"%delta", "chg", "%chg", "d%", "impr", "increase", "decrease", "speedup%", "diff%", "change%",
	"delta%", "chg%", "%improvement", "%improv", "%impr", "%gain", "%regression", "%increase",
	"%decrease", "improvement%",
	/* as a query or a script names the column */
	"pct_change", "pct_chg", "pct_diff", "delta_pct", "change_pct", "diff_pct", NULL,
};

static const char *const with_words[] = { "with", "without", "w/", "w/o", NULL };

static const char *const param_words[] = {
	"bs", "bs(kb)", "block", "blocksize", "size", "threads", "clients", "procs", "tasks",
	"jobs", "groups", "cpus", "cores", "nr", "concurrency", "load", "level", "loops",
	"warehouses", "instances", "iodepth", "qd", "numjobs", "connections", "users", "depth",
	"slice", "nice", "prio", "priority", "hz", "kb", "mb", "pages", "bytes", "msgsize",
	"payload", "nproc", "np", "-j", "j", NULL,
};

static int flag_word(const char *p, size_t n)
{
	return n >= 2 && p[0] == '-' && isalpha((unsigned char)p[1]) && n <= 16;
}

static int hardware_word(const char *p, size_t n)
{
	static const char *const hw[] = { "topology", "cpu", "model", "freq", "frequency", "mhz",
		"ghz", "turbo", "memory", "storage", "platform", "l1", "l2", "l3", "cache",
		"microarch", "bogomips", "cpu0bogo", "cpu1bogo", "stepping", "socket", NULL };

	return word_is(p, n, hw);
}

int label_is_hardware(const char *s)
{
	struct words w;
	int i, hw = 0;

	split_words(s, &w);
	for (i = 0; i < w.count; i++)
		hw += hardware_word(w.p[i], w.n[i]);
	return hw >= 1 && w.count <= 6;
}

/* "/s" or "/sec" ending a word or before a mark: "MB/s)", "ops/sec,"; not "tip/sched/core" */
static int per_second(const char *p, size_t n)
{
	const char *q = p, *end = p + n;

	while ((q = memmem(q, (size_t)(end - q), "/s", 2))) {
		const char *a = q + 2;
		if (end - a >= 2 && !strncmp(a, "ec", 2))
			a += 2;
		if (a == end || !isalpha((unsigned char)*a))
			return 1;
		q += 2;
	}
	return 0;
}

/* Words with units in them: "Runtime ms", "(usec)", "Intr/s", "us%" */
static int unit_like(const char *p, size_t n)
{
	return (n > 2 && p[n - 2] == '/' && (p[n - 1] == 's' || p[n - 1] == 'S')) ||
	       (n > 1 && p[n - 1] == '%' && isalpha((unsigned char)p[0])) || per_second(p, n);
}

static int numeric_word(const char *p, size_t n)
{
	size_t i, digits = 0, dots = 0;

	for (i = 0; i < n; i++) {
		if (isdigit((unsigned char)p[i]))
			digits++;
		else if (!strchr(".,%kKMGB", p[i]))
			return 0;
		dots += p[i] == '.';
	}
	/* "2.12.0", "4.19.2": a release in three parts names a build, it counts nothing */
	return digits > 0 && dots < 2;
}

/* A part of the machine and its number: "CPU0", "cpu12", "node1", "core3", "socket0"; a guest
 * of it ("VM1", "guest2"): where a run ran */
static int hw_index(const char *p, size_t n)
{
	static const char *const parts[] = { "cpu", "core", "node", "socket", "thread", "llc", "vm", "guest",
					     "domu", "container", NULL };
	size_t i;

	for (const char *const *w = parts; *w; w++) {
		size_t l = strlen(*w);
		if (n <= l || strncasecmp(p, *w, l))
			continue;
		for (i = l; i < n && isdigit((unsigned char)p[i]); i++)
			;
		return i == n;
	}
	return 0;
}

/* S is a workload's name in the vocabulary, whole (case and blanks aside) */
static int whole_workload(const char *s)
{
	size_t n = strlen(s), ms, me;

	while (n && isspace((unsigned char)s[n - 1]))
		n--;
	return vocab_workload_last(s, n, &ms, &me) && ms == 0 && me == n;
}

/*
 * "net.isr.dispatch=direct", "cpufreq.governor=schedutil, rps=on": a
 * tunable set to a word, or a sysctl's dotted name set to anything, first,
 * naming no count a run is measured at ("threads=4", "bs=4k" are its
 * settings): the system as it was configured, a build.
 */
static int tunables_set(const char *s)
{
	int n = 0;

	for (;;) {
		size_t k = strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-"), v;
		const char *val = s + k + 1;
		int dots = 0, letters = 1;

		if (!k || s[k] != '=' || !isalpha((unsigned char)s[0]))
			return 0;
		for (size_t i = 0; i < k; i++)
			dots += s[i] == '.';
		v = strcspn(val, ", ");
		for (size_t i = 0; i < v; i++)
			letters &= isalpha((unsigned char)val[i]) || val[i] == '_' || val[i] == '-';
		/* the first says what was set; settings after it go with it ("..., maxthreads=4") */
		if (!v || (!n && (word_is(s, k, param_words) || label_count_noun(s, k) || !(letters || dots >= 2))))
			return 0;
		n++;
		s = val + v;
		s += strspn(s, ", ");
		if (!*s)
			return n;
	}
}

/* "500.perlbench_r", "429.mcf": a SPEC CPU benchmark's name (three digits, a point, the
 * program), what ran, never a release */
static int spec_benchmark(const char *s)
{
	size_t n = strlen(s);

	return n > 5 && isdigit((unsigned char)s[0]) && isdigit((unsigned char)s[1]) && isdigit((unsigned char)s[2]) &&
	       s[3] == '.' && isalpha((unsigned char)s[4]) && strspn(s + 4, "abcdefghijklmnopqrstuvwxyz0123456789_") == n - 4;
}

/*
 * "No RPS/RFS", "RPS only", "RPS + RFS": a feature switched off, alone, or
 * added to another names a configuration, whatever the feature's name reads
 * as ("RPS" is requests a second too).
 */
static int combined_features(const struct words *w)
{
	static const char *const off[] = { "no", "without", "w/o", NULL };
	int i;

	if (w->count < 2 || w->count > 4)
		return 0;
	if (word_is(w->p[0], w->n[0], off) || word_is(w->p[w->count - 1], w->n[w->count - 1],
							 (const char *const[]){ "only", NULL }))
		return 1;
	for (i = 1; i + 1 < w->count; i++)
		if (w->n[i] == 1 && w->p[i][0] == '+')
			return 1;
	return 0;
}

enum label_kind label_kind(const char *s)
{
	struct words w;
	int i, cfg = 0, caps = 0, met = 0, par = 0, del = 0, num = 0, wl = 0, count = 0, wl0 = 0;

	/* "Δ", "Δ%", "∆ (%)": a change, whatever else the header holds */
	if (strstr(s, "\xce\x94") || strstr(s, "\xe2\x88\x86"))
		return LABEL_DELTA;
	if (spec_benchmark(s))
		return LABEL_WORKLOAD;
	if (tunables_set(s))
		return LABEL_CONFIG;
	split_words(s, &w);
	if (w.count == 0)
		return *s ? LABEL_OTHER : LABEL_NONE;
	if (label_summary_field(s) >= 0)
		return LABEL_SUMMARY;
	/* "kernel build", "make buildworld": a workload's whole name, though its words name builds */
	if (w.count >= 2 && whole_workload(s))
		return LABEL_WORKLOAD;
	/* "run 3", "run3", "#3", "3)", "3rd": a bare "3" is a run only where rows count 1, 2, 3
	 * (table.c) */
	if (label_run_number(s) > 0 && (w.count == 2 || !bare_number(s)))
		return LABEL_RUN;
	for (i = 0; i < w.count; i++) {
		const char *p = w.p[i];
		size_t n = w.n[i];
		/* "%", "% diff": a change; "jank (%)", "CPU %": the unit of what the words before
		 * it name */
		if (word_is(p, n, delta_words) || (n == 1 && p[0] == '%' && i == 0))
			del++;
		else if (n == 1 && p[0] == '%')
			met++;
		if (label_is_config_word(p, n))
			cfg++;
		else if (caps_name(p, n) && !vocab_workload_last(p, n, NULL, NULL)) {
			/* (not a workload's test in capitals: "TCP_RR", "OLTP_RO") */
			cfg++;
			caps++;
		}
		if (word_is(p, n, metric_words) || unit_like(p, n) || vocab_metric_word(p, n))
			met++;
		int noun = label_count_noun(p, n);
		if (word_is(p, n, param_words) || (flag_word(p, n) && !label_is_config_word(p, n)) || noun)
			par++;
		if (noun)
			count++;
		if (numeric_word(p, n))
			num++;
		if (vocab_workload_last(p, n, NULL, NULL)) {
			wl++;
			wl0 |= i == 0;
		}
	}
	/* "netperf TCP_RR", "sysbench OLTP_RO": a workload's test, not a build */
	if (wl0 && w.count <= 3 && cfg == caps && !met && !num)
		return LABEL_WORKLOAD;
	/* "tbench 8 clients (MB/s)": a workload first, then how it was run and in what unit */
	if (wl0 && w.count <= 5 && !cfg && !del && !(count && num && w.count <= 3))
		return LABEL_WORKLOAD;
	/* "vs your ULE", "versus 6.6": a change against the build it names */
	if (w.count >= 2 && (word_is(w.p[0], w.n[0], (const char *const[]){ "vs", "vs.", "versus", NULL })))
		return LABEL_DELTA;
	/* "delta vs 6.5.13", "diff against base": a change against the build it names */
	if (w.count >= 3 && word_is(w.p[0], w.n[0], delta_words) &&
	    word_is(w.p[1], w.n[1], (const char *const[]){ "vs", "vs.", "versus", "against", NULL }))
		return LABEL_DELTA;
	/* "with diff", "w/ diff": OpenBSD's word for a patch, what the build has; "diff" alone is
	 * a change */
	if (del && w.count >= 2 && word_is(w.p[0], w.n[0], with_words))
		del = 0;
	if (del && !cfg)
		return LABEL_DELTA;
	if (del && w.count <= 2)
		return LABEL_DELTA;
	/* "8 Threads", "-j 4", "16 Procs", "BS(KB)" */
	if (count && num && w.count <= 3)
		return LABEL_PARAM;
	/* "CPU0", "node1", "core3": where on the machine, not a build */
	if (w.count == 1 && hw_index(w.p[0], w.n[0]))
		return LABEL_PARAM;
	/* "-j 4", "-c"; not "-current", "-stable": a branch is a build */
	if (w.count <= 2 && flag_word(w.p[0], w.n[0]) && !label_is_config_word(w.p[0], w.n[0]))
		return LABEL_PARAM;
	if (num == w.count)
		return LABEL_PARAM;
	if (wl && w.count <= 3 && !cfg)
		return LABEL_WORKLOAD;
	/* "pipe test", "socket tests": what was run, its last word no build's "test" kernel */
	if (w.count >= 2 && cfg == 1 && w.count <= 4 &&
	    word_is(w.p[w.count - 1], w.n[w.count - 1], (const char *const[]){ "test", "tests", NULL }))
		return LABEL_WORKLOAD;
	if (cfg && cfg >= met)
		return LABEL_CONFIG;
	if (combined_features(&w) && !num && !count && !del)
		return LABEL_CONFIG;
	if (met && met >= par)
		return LABEL_METRIC;
	if (par)
		return LABEL_PARAM;
	if (wl)
		return LABEL_WORKLOAD;
	return LABEL_OTHER;
}

int label_build_key(const char *p, size_t n)
{
	static const char *const keys[] = { "kernel", "scheduler", "sched", "config", "configuration",
		"build", "tree", "branch", NULL };

	if (n && p[n - 1] == ':')
		n--;
	return word_is(p, n, keys);
}

/* Names of a configuration that are no word of a sentence: Linux's I/O schedulers,
 * DragonFly's user schedulers, sched_ext's scx_*, FreeBSD's GENERIC kernel ("anticipatory", "noop" are left to the tables; the cpufreq
 * governors name a side with their "with", "with schedutil", beside "with performance") */
static int named_build(const char *p, size_t n)
{
	static const char *const names[] = { "mq-deadline", "mq_deadline", "kyber", "bfq", "cfq", "bsd4",
		"dfly", "usched_bsd4", "usched_dfly", NULL };

	for (const char *const *w = names; *w; w++)
		if (strlen(*w) == n && !strncasecmp(p, *w, n))
			return 1;
	if (scx_name(p, n))
		return 1;
	/* FreeBSD's kernel configuration, in capitals ("generic" is a word of any sentence) */
	return n == 7 && !strncmp(p, "GENERIC", 7);
}

int label_build_word(const char *p, size_t n)
{
	static const char *const os[] = { "linux", "freebsd", "openbsd", "netbsd", "dragonfly",
					   "dragonflybsd", "solaris", "illumos", "macos", "windows", NULL };
	const char *const *o;

	while (n && strchr(",.;:()", p[n - 1]))
		n--;
	while (n && strchr("(", *p))
		p++, n--;
	if (!n)
		return 0;
	if (vocab_sched_word(p, n) || version_word(p, n) || named_build(p, n))
		return 1;
	for (o = os; *o; o++) {
		size_t l = strlen(*o);
		/* "Linux", "FreeBSD-4.10", "linux-6.6" */
		if (n >= l && !strncasecmp(p, *o, l) && (n == l || p[l] == '-'))
			return 1;
	}
	return 0;
}

void label_affixes_narrow(const char *a, size_t la, const char *b, size_t lb, size_t *pre, size_t *suf)
{
	size_t k;

	for (k = 0; k < *pre && k < lb && a[k] == b[k]; k++)
		;
	*pre = k;
	for (k = 0; k < *suf && k < lb && k < la && a[la - 1 - k] == b[lb - 1 - k]; k++)
		;
	*suf = k;
}

void label_affixes_cut(const char *a, size_t la, const char *seps, size_t *pre, size_t *suf)
{
	while (*pre > 0 && !strchr(seps, a[*pre - 1]))
		(*pre)--;
	while (*suf > 0 && !strchr(seps, a[la - *suf]))
		(*suf)--;
}

/* "x /tmp/runs/ule.txt": a data file's name is the set's name without its folder and
 * extension ("ule"); so is "before.real" without the metric it ends in ("before", the
 * metric real); a name whose dots carry the configuration ("real.4bsd") is kept */
void label_data_file(char *name)
{
	static const char *const ext[] = { ".txt", ".dat", ".data", ".log", ".out", ".csv", ".res", NULL };
	size_t n = strlen(name);
	char *slash, *dot = strrchr(name, '.');

	if (dot && dot > name && dot[1] && !strchr(dot, '/') && vocab_metric_word(dot + 1, strlen(dot + 1))) {
		*dot = '\0';
		if ((slash = strrchr(name, '/')) && slash[1])
			memmove(name, slash + 1, strlen(slash + 1) + 1);
		return;
	}

	for (const char *const *e = ext; *e; e++) {
		size_t l = strlen(*e);
		if (n > l && !strcasecmp(name + n - l, *e)) {
			name[n - l] = '\0';
			if ((slash = strrchr(name, '/')) && slash[1])
				memmove(name, slash + 1, strlen(slash + 1) + 1);
			return;
		}
	}
}
