/* vocab.c: the vocabulary as a C table, the one source of truth, synced to the database */
#include "vocab.h"

#include <ctype.h>
#include <jansson.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/db.h"
#include "../../core/wordset.h"
#include "../../core/log.h"
#include "../../core/banned.h"

/*
 * Why the truth is this C table and not a migration's seed rows: migrations
 * are never edited, so a vocabulary that grows with the extractors (a new
 * alias each time a post spells a workload another way) would need a new
 * migration per alias, and the extractors, their unit tests and fuzz targets
 * must know the names without a database.  So the names live here, beside
 * the code that matches them; every extraction run writes them into the
 * vocab_* tables (vocab_sync) for SQL and pages to join against, and
 * tests/t2030-vocabulary.sh holds docs/vocabulary.md to this table.
 */

const struct vocab_workload vocab_workloads[] = {
	{ "buildworld", "make buildworld|buildworld", "real", "s", "lower", "build", "jobs" },
	{ "buildkernel", "make buildkernel|buildkernel|bk|kernel build|building a kernel",
	  "real", "s", "lower", "build", "jobs" },
	{ "kernel-compile", "kernel compile|kernel compiles|kernel compilation|compiling the kernel|"
	  "building the kernel|build of the kernel|kbuild|make -j", "real", "s", "lower", "build", "jobs" },
	{ "ubench", "ubench", "score", "score", "higher", "ubench", NULL },
	{ "super-smack", "super-smack|supersmack|super smack", "queries/s", "1/s", "higher",
	  "super-smack", "clients" },
	{ "openssl-rsa", "openssl speed -multi rsa|openssl speed rsa|openssl speed|rsa1024|rsa2048",
	  "sign/s", "1/s", "higher", "openssl", "jobs" },
	{ "tar-extract", "tarball extraction|tarball extractions|tar extraction|tar extractions|"
	  "concurrent extractions|parallel extractions|concurrent extraction|parallel tarball extraction",
	  "real", "s", "lower", "tar-md", "tasks" },
	{ "lat_ctx", "lat_ctx|lmbench lat_ctx|context switch latency", "latency", "us", "lower",
	  "lat_ctx", "tasks" },
	{ "pipe-test", "pipe-test|pipe test|pipetest", "latency", "us", "lower", "pipe-test", NULL },
	{ "hackbench", "hackbench", "time", "s", "lower", "hackbench", "groups" },
	{ "perf-sched-pipe", "perf bench sched pipe|sched pipe", "latency", "us", "lower",
	  "perf-sched-pipe", NULL },
	{ "perf-sched-messaging", "perf bench sched messaging|sched messaging", "time", "s", "lower",
	  "perf-sched-messaging", "groups" },
	{ "pgbench", "pgbench", "tps", "1/s", "higher", "pgbench", "clients" },
	{ "sysbench", "sysbench", "events/s", "1/s", "higher", NULL, "tasks" },
	{ "schbench", "schbench", "latency", "us", "lower", NULL, "tasks" },
	{ "http-load", "curl-loader|web-load|web load|http load|http_load|webserver load",
	  "cpu-share", "%", "none", "http-load", "clients" },
	{ "ffmpeg", "ffmpeg", "real", "s", "lower", NULL, "jobs" },
	{ "netperf", "netperf|TCP_STREAM|TCP_RR|UDP_STREAM|UDP_RR|TCP_MAERTS|TCP_CRR", "throughput",
	  "Mbit/s", "higher", NULL, NULL },
	{ "iperf", "iperf", "throughput", "Mbit/s", "higher", NULL, "clients" },
	{ "iperf3", "iperf3", "throughput", "Mbit/s", "higher", NULL, "clients" },
	{ "fio", "fio", "iops", "1/s", "higher", NULL, NULL },
	{ "dbench", "dbench|dbench4", "throughput", "MB/s", "higher", NULL, "clients" },
	{ "tbench", "tbench|tbench4", "throughput", "MB/s", "higher", NULL, "clients" },
	{ "kernbench", "kernbench", "real", "s", "lower", NULL, "jobs" },
	{ "cyclictest", "cyclictest", "max", "us", "lower", NULL, NULL },
	{ "unixbench", "unixbench|byte unixbench", "score", "score", "higher", NULL, NULL },
	{ "will-it-scale", "will-it-scale|will it scale|wis", "ops/s", "1/s", "higher", NULL, "tasks" },
	{ "stress-ng", "stress-ng", "ops/s", "1/s", "higher", NULL, "tasks" },
	{ "specjbb", "specjbb|specjbb2005|specjbb2015|specjbb 2015", "score", "score", "higher", NULL,
	  "warehouses" },
	{ "stream", "stream triad|stream copy|stream benchmark", "bandwidth", "MB/s", "higher", NULL,
	  NULL },
	{ "redis", "redis-benchmark|redis", "ops/s", "1/s", "higher", NULL, "clients" },
	{ "memcached", "memcached|memtier|memtier_benchmark|mutilate", "ops/s", "1/s", "higher", NULL,
	  "clients" },
	{ "ebizzy", "ebizzy", "ops/s", "1/s", "higher", NULL, "tasks" },
	{ "postmark", "postmark", "transactions", "1/s", "higher", NULL, NULL },
	{ "mplayer", "mplayer -benchmark|mplayer", "dropped frames", "frames", "lower", NULL, NULL },
	{ "x264", "x264", "fps", "fps", "higher", NULL, "jobs" },
	{ "apache-bench", "apachebench|apache bench|apache benchmark|ab -n|ab -c|ab -k", "requests/s",
	  "1/s", "higher", NULL, "clients" },
	{ "dd", "dd if=|dd of=", "throughput", "MB/s", "higher", NULL, NULL },
	{ "glxgears", "glxgears", "fps", "fps", "higher", NULL, NULL },
	{ "interbench", "interbench", "latency", "ms", "lower", NULL, NULL },
	{ "ycsb", "ycsb", "ops/s", "1/s", "higher", NULL, "clients" },
	{ "aim7", "aim7|reaim|re-aim", "jobs/min", "1/min", "higher", NULL, "tasks" },
	{ "volanomark", "volanomark|volano", "throughput", "msgs/s", "higher", NULL, "clients" },
	{ "pyperformance", "pyperformance|pyperf", "time", "s", "lower", NULL, NULL },
	{ NULL, NULL, NULL, NULL, NULL, NULL, NULL },
};

const struct vocab_metric vocab_metrics[] = {
	{ "real", "real|elapsed|wall|wall time|wallclock", "s", "lower" },
	{ "user", "user|usr|user time", "s", "lower" },
	{ "sys", "sys|system|system time", "s", "lower" },
	{ "cpu", "cpu|%cpu", "%", "none" },
	{ "time", "time|seconds|secs", "s", "lower" },
	{ "latency", "latency|usecs/op|usec/op|lat", "us", "lower" },
	{ "tps", "tps|transactions/s", "1/s", "higher" },
	{ "queries/s", "q_per_s|queries/s|qps", "1/s", "higher" },
	{ "sign/s", "sign/s|sign", "1/s", "higher" },
	{ "verify/s", "verify/s|verify", "1/s", "higher" },
	{ "score", "score", "score", "higher" },
	{ "events/s", "events/s|events per second", "1/s", "higher" },
	{ "cpu-share", "cpu share|cpu-share", "%", "none" },
	{ "ops/s", "ops/s|ops/sec|operations/s", "1/s", "higher" },
	{ "bytes/s", "bytes/s|bytes per second", "B/s", "higher" },
	/* schbench's percentiles, min and max; an RPS block's are 1/s, higher */
	{ "p20", "p20", "us", "lower" },
	{ "p50", "p50", "us", "lower" },
	{ "p75", "p75", "us", "lower" },
	{ "p90", "p90", "us", "lower" },
	{ "p95", "p95", "us", "lower" },
	{ "p99", "p99", "us", "lower" },
	{ "p99.5", "p99.5", "us", "lower" },
	{ "p99.9", "p99.9", "us", "lower" },
	/* no aliases: as header words they would turn tables of other things
	 * (ministat's Min Max, prose) into metric columns */
	{ "min", "", "us", "lower" },
	{ "max", "", "us", "lower" },
	{ "average", "", "1/s", "higher" },
	/* the tools' own result names (tool-*.c); no aliases, for the reason above */
	{ "avg", "", "us", "lower" },
	{ "throughput", "", "Mbit/s", "higher" },
	{ "iops", "", "1/s", "higher" },
	{ "bandwidth", "", "MB/s", "higher" },
	{ "maxrss", "", "KB", "lower" },
	{ "context-switches", "", "", "lower" },
	{ "voluntary-cs", "", "", "lower" },
	{ "involuntary-cs", "", "", "lower" },
	{ "sleeps", "", "", "none" },
	{ NULL, NULL, NULL, NULL },
};

const struct vocab_sched vocab_scheds[] = {
	{ "ULE", "FreeBSD", "scheduler", "ULE|SCHED_ULE|sched_ule|ule|Ule" },
	{ "4BSD", "FreeBSD", "scheduler", "4BSD|SCHED_4BSD|sched_4bsd|4bsd|4Bsd" },
	{ "CFS", "Linux", "scheduler", "CFS|cfs|SCHED_CFS|sched-cfs" },
	{ "SD", "Linux", "scheduler", "SD|Staircase Deadline|staircase-deadline" },
	/* SD's name before 0.40: posts of that time name it so, and compare its versions */
	{ "RSDL", "Linux", "scheduler", "RSDL|rsdl" },
	{ "BFS", "Linux", "scheduler", "BFS|bfs" },
	{ "O(1)", "Linux", "scheduler", "O(1)|O1" },
	{ "EEVDF", "Linux", "scheduler", "EEVDF|eevdf" },
	{ "MuQSS", "Linux", "scheduler", "MuQSS|muqss" },
	{ "BORE", "Linux", "scheduler", "BORE|bore" },
	/* sched_ext's BPF schedulers (the scx tree): posts name them with or without the prefix */
	{ "scx_rusty", "Linux", "scheduler", "scx_rusty|rusty" },
	{ "scx_lavd", "Linux", "scheduler", "scx_lavd|lavd" },
	{ "scx_bpfland", "Linux", "scheduler", "scx_bpfland|bpfland" },
	{ "scx_rustland", "Linux", "scheduler", "scx_rustland|rustland" },
	{ "scx_simple", "Linux", "scheduler", "scx_simple" },
	{ "scx_central", "Linux", "scheduler", "scx_central" },
	{ "scx_flatcg", "Linux", "scheduler", "scx_flatcg" },
	{ "scx_layered", "Linux", "scheduler", "scx_layered" },
	/* NetBSD's second scheduler (options SCHED_M2) */
	{ "M2", "NetBSD", "scheduler", "M2|SCHED_M2|sched_m2" },
	{ NULL, NULL, NULL, NULL },
};

const struct vocab_entry vocab_params[] = {
	{ "jobs", "parallel jobs of a build (make -jN)" },
	{ "clients", "concurrent clients or users of a server load" },
	{ "tasks", "concurrent processes or threads of the workload (lat_ctx's ring size, tarballs, MPI ranks)" },
	{ "groups", "hackbench and perf bench messaging groups" },
	{ "cpus", "CPUs the run was allowed (bound to, enabled)" },
	{ "hz", "kernel clock frequency (kern.hz, CONFIG_HZ)" },
	{ "variant", "a named configuration or row label (M1000, SMP, default, select-key)" },
	{ "case", "the first of two keys naming a table's row, under which builds ran (youtube 1080p over tip and +series)" },
	{ "variant_def", "the definition the post gives for a named variant" },
	{ "process", "the process or thread a CPU share belongs to (top)" },
	{ "size", "message, block or working-set size" },
	{ "percentile", "latency percentile (sysbench)" },
	{ "stddev_pct", "the relative standard deviation posted beside a value (LKP's ± N%)" },
	{ "runs", "the runs a printed mean was taken over (perf stat -r's (N runs))" },
	{ "stderr_pct", "the relative standard error of a mean posted beside it (perf stat's ( +- N% ))" },
	{ "stderr", "the standard error of a mean posted beside it (perf stat's 0.32 +- 0.11 seconds)" },
	{ "change", "the %change an LKP comparison row posts, on its second commit's series" },
	{ "command", "the command a tool measured (hyperfine, perf stat, time -v)" },
	{ "user_mean", "the mean user time hyperfine prints beside a command's wall time" },
	{ "system_mean", "the mean system time hyperfine prints beside a command's wall time" },
	{ "test", "the test of a tool that runs several (netperf's TCP_RR, mmtests' subreport)" },
	{ "thread", "the measuring thread a line is for (cyclictest's T:)" },
	{ "io", "the direction of an I/O result: read, write, trim (fio)" },
	{ "stream", "the stream of a parallel network test a row is for (iperf's [ ID])" },
	{ "copies", "parallel copies of each test a run ran (UnixBench's -c N, SPEC CPU's rate copies)" },
	{ "index", "a test's index beside its score: score over the tool's baseline, times 10 (UnixBench)" },
	{ "arguments", "the options a test ran with, as the tool describes them (PTS's Count: 32 - Type: Thread)" },
	{ NULL, NULL },
};

const struct vocab_entry vocab_statuses[] = {
	{ "holds", "the claim recomputes from the posted figures within its rounding" },
	{ "off", "the claim recomputes, but to another value than posted" },
	{ "contradicted", "the posted figures say the opposite" },
	{ "not checkable", "the posted figures do not determine the claim" },
	{ NULL, NULL },
};

const struct vocab_entry vocab_units[] = {
	{ "s", "seconds (times such as 3:25.56 and 0m3.2s are converted)" },
	{ "ms", "milliseconds" },
	{ "us", "microseconds" },
	{ "%", "percent" },
	{ "1/s", "events per second (transactions, queries, signatures)" },
	{ "B/s", "bytes per second" },
	{ "score", "a benchmark's own score, higher is better" },
	{ "ns", "nanoseconds" },
	{ "KB", "kilobytes (time's resident set sizes)" },
	{ "bit/s", "bits per second; kbit/s, Mbit/s, Gbit/s in thousands, millions, billions (netperf's 10^6bits/sec, iperf's Mbits/sec)" },
	{ "KB/s", "kilobytes per second as a tool prints them; MB/s, GB/s, KiB/s, MiB/s, GiB/s likewise (fio, dbench)" },
	{ "lps", "loops per second, UnixBench's score label; lpm (per minute), KBps and MWIPS likewise as it prints them" },
	{ "ratio", "a value normalised to a baseline's (the baseline is 1.00), as [pct imp](CV) tables post them" },
	{ NULL, NULL },
};

static int word_char(unsigned char c)
{
	return isalnum(c) || c == '_';
}

static int bounded(const char *p, size_t n, size_t s, size_t e)
{
	/* "make -j8": an option's value may follow its flag ("-j") */
	if (e < n && e - s >= 2 && p[e - 2] == '-' && isalpha((unsigned char)p[e - 1]) &&
	    isdigit((unsigned char)p[e]))
		return s == 0 || !word_char((unsigned char)p[s - 1]);
	return (s == 0 || !word_char((unsigned char)p[s - 1])) &&
	       (e >= n || !word_char((unsigned char)p[e]));
}

/* End of alias a[0..al) matched at p[i], a space matching any white space; 0 if none. */
static size_t phrase_at(const char *p, size_t n, size_t i, const char *a, size_t al, int caseless)
{
	size_t j = 0;

	while (j < al) {
		if (i >= n)
			return 0;
		if (a[j] == ' ') {
			if (!isspace((unsigned char)p[i]))
				return 0;
			while (i < n && isspace((unsigned char)p[i]))
				i++;
			j++;
			continue;
		}
		if (caseless ? tolower((unsigned char)p[i]) != tolower((unsigned char)a[j]) : p[i] != a[j])
			return 0;
		i++;
		j++;
	}
	return i;
}

/*
 * The first c in p[from..n), else n.  *next (*known once set) keeps the last
 * answer: no c lies between the from it was asked for and it, so a later
 * from not past it has the same answer.  A walk to every match of an
 * alternative's first byte asked memchr again for both of its cases at
 * each, and the case that is rare ran to the window's end each time (a
 * workload looked for in the 4 KB above a table was a fifth of extracting
 * a real post).
 */
static size_t next_first(const char *p, size_t n, size_t from, unsigned char c, size_t *next, int *known)
{
	const char *q;

	if (!*known || *next < from) {
		q = from < n ? memchr(p + from, c, n - from) : NULL;
		*next = q ? (size_t)(q - p) : n;
		*known = 1;
	}
	return *next;
}

/* find_last of the one alternative a[0..al): its matches into *ms, *me where later than
 * those *found says were found before */
static void find_last_alt(const char *p, size_t n, const char *a, size_t al, int caseless,
			  int *found, size_t *ms, size_t *me)
{
	size_t i, e, next_lo = 0, next_up = 0;
	unsigned char lo = (unsigned char)tolower((unsigned char)a[0]);
	unsigned char up = (unsigned char)toupper((unsigned char)a[0]);
	int lo_known = 0, up_known = 0;

	if (!caseless)
		lo = up = (unsigned char)a[0];
	for (i = 0; al && i + al <= n; i++) {
		if ((unsigned char)p[i] != lo && (unsigned char)p[i] != up) {
			size_t at_lo = next_first(p, n, i, lo, &next_lo, &lo_known);
			size_t at_up = lo != up ? next_first(p, n, i, up, &next_up, &up_known) : n;
			i = at_lo < at_up ? at_lo : at_up;
			if (i + al > n)
				break;
		}
		if (!(e = phrase_at(p, n, i, a, al, caseless)))
			continue;
		if (bounded(p, n, i, e) && (!*found || e > *me || (e == *me && i < *ms))) {
			*ms = i;
			*me = e;
			*found = 1;
		}
	}
}

/* Last occurrence of any '|' alternative of alts in p[0..n); 1 if found. */
static int find_last(const char *p, size_t n, const char *alts, int caseless,
		     size_t *ms, size_t *me)
{
	const char *a = alts;
	int found = 0;

	while (*a) {
		const char *bar = strchr(a, '|');
		size_t al = bar ? (size_t)(bar - a) : strlen(a);
		find_last_alt(p, n, a, al, caseless, &found, ms, me);
		a += al + (bar ? 1 : 0);
	}
	return found;
}

/*
 * Is p[0..n) one of the '|' alternatives of alts?  One walk over alts,
 * comparing as it goes: every word of a table header and of a claim's
 * sentence is looked up here, so no alternative is measured first.
 */
static int is_alt(const char *alts, const char *p, size_t n, int caseless)
{
	const char *a = alts;
	size_t i;

	while (*a) {
		for (i = 0; i < n && a[i] && a[i] != '|'; i++)
			if (caseless ? tolower((unsigned char)a[i]) != tolower((unsigned char)p[i]) : a[i] != p[i])
				break;
		if (i == n && (!a[i] || a[i] == '|'))
			return 1;
		while (a[i] && a[i] != '|')
			i++;
		a += i + (a[i] == '|');
	}
	return 0;
}

/*
 * The bytes a scheduler's spelling opens with, and a metric's alias (lower
 * case): most words of a header, a key or a sentence open with none of
 * them and are refused at one look.  Built once, at first use, from the
 * tables above, so an alias added there is never missed here.
 */
static unsigned char sched_first[256], metric_first[256];
static pthread_once_t first_once = PTHREAD_ONCE_INIT;
/*
 * And every alternative whole, so that a word opening like one (most words
 * of a sentence open like some metric) is refused without walking all of
 * them; a set is left off when it could not hold the words, or when a
 * caseless one (looked up in small letters) has a capital.
 */
static struct wordset metric_alts, sched_alts;
static int metric_alts_on, sched_alts_on;

static void mark_firsts(unsigned char *set, const char *alts, int caseless)
{
	const char *a = alts;

	while (*a) {
		unsigned char c = (unsigned char)*a;
		set[caseless ? (unsigned char)tolower(c) : c] = 1;
		a += strcspn(a, "|");
		a += *a == '|';
	}
}

/* Add each alternative of alts to set; -1 when it is full, or (small) an alternative has a capital */
static int add_alts(struct wordset *set, const char *alts, int small)
{
	const char *a = alts;
	size_t n, i;

	while (*a) {
		n = strcspn(a, "|");
		for (i = 0; small && i < n; i++)
			if (isupper((unsigned char)a[i]))
				return -1;
		if (wordset_add(set, a, n) < 0)
			return -1;
		a += n;
		a += *a == '|';
	}
	return 0;
}

static void build_firsts(void)
{
	const struct vocab_sched *s;
	const struct vocab_metric *m;
	int rc = 0;

	wordset_init(&sched_alts);
	for (s = vocab_scheds; s->name; s++) {
		mark_firsts(sched_first, s->spellings, 0);
		rc |= add_alts(&sched_alts, s->spellings, 0);
	}
	sched_alts_on = rc == 0;
	rc = 0;
	wordset_init(&metric_alts);
	for (m = vocab_metrics; m->name; m++) {
		mark_firsts(metric_first, m->aliases, 1);
		rc |= add_alts(&metric_alts, m->aliases, 1);
	}
	metric_alts_on = rc == 0;
}

/* 0 when p[0..n) is certainly no alternative in set (caseless: in small letters) */
static int may_be_alt(const struct wordset *set, int on, const char *p, size_t n, int caseless)
{
	char low[64];
	size_t i;

	if (!on)
		return 1;
	if (!caseless)
		return wordset_has(set, p, n);
	if (n > sizeof(low))
		return 1;
	for (i = 0; i < n; i++)
		low[i] = (char)tolower((unsigned char)p[i]);
	return wordset_has(set, low, n);
}

/* 0 when no alternative of the set can be the n > 0 bytes at p: none opens with p[0] */
static int may_open(const unsigned char *set, const char *p, size_t n, int caseless)
{
	unsigned char c;

	if (!n)
		return 1;
	pthread_once(&first_once, build_firsts);
	c = (unsigned char)*p;
	return set[caseless ? (unsigned char)tolower(c) : c];
}

const struct vocab_workload *vocab_workload(const char *name)
{
	const struct vocab_workload *w;

	for (w = vocab_workloads; w->name; w++)
		if (!strcmp(w->name, name))
			return w;
	return NULL;
}

/*
 * What each workload's aliases open with, as keys of their first two bytes
 * in small letters (one byte when the second is a space or there is none):
 * a window that holds none of a workload's keys holds none of its aliases,
 * and find_last is not asked (vocab_workload_last asked it of every workload
 * for the 4 KB above each table, and of every label of a header).  Built
 * once, at first use, from the table above.
 */
#define PAIR_KEYS 4096
#define WL_MAX 256
#define WL_KEYS_MAX 2048
static unsigned short wl_key[WL_KEYS_MAX];       /* a key; bit 15: of one byte */
static const char *wl_alias[WL_KEYS_MAX];        /* the alias of key j */
static size_t wl_len[WL_KEYS_MAX];               /* and its length */
static unsigned char wl_word[WL_KEYS_MAX];       /* and the length of its first word */
static int wl_key_at[WL_MAX + 1];                /* workload i's keys: [wl_key_at[i], wl_key_at[i + 1]) */
static int wl_filter_on;
static pthread_once_t wl_once = PTHREAD_ONCE_INIT;

static unsigned pair_key(unsigned char a, unsigned char b)
{
	return ((unsigned)tolower(a) << 5 ^ (unsigned)tolower(b)) & (PAIR_KEYS - 1);
}

/* The key of the alias a[0..al), or -1 when it has none (it opens with a space) */
static int alias_key(const char *a, size_t al)
{
	if (!al || a[0] == ' ')
		return -1;
	if (al == 1 || a[1] == ' ')
		return 0x8000 | tolower((unsigned char)a[0]);
	return (int)pair_key((unsigned char)a[0], (unsigned char)a[1]);
}

static void build_wl_keys(void)
{
	const struct vocab_workload *w;
	int i = 0, nk = 0, k;

	for (w = vocab_workloads; w->name; w++, i++) {
		const char *a = w->aliases;
		if (i >= WL_MAX)
			return;
		wl_key_at[i] = nk;
		while (*a) {
			const char *bar = strchr(a, '|');
			size_t al = bar ? (size_t)(bar - a) : strlen(a);
			size_t fw = strcspn(a, " |");
			if ((k = alias_key(a, al)) < 0 || nk >= WL_KEYS_MAX)
				return;         /* no filter: every workload is asked */
			wl_alias[nk] = a;
			wl_len[nk] = al;
			wl_word[nk] = (unsigned char)(fw < al && fw < 255 ? fw : al < 255 ? al : 255);
			wl_key[nk++] = (unsigned short)k;
			a += al + (bar ? 1 : 0);
		}
	}
	wl_key_at[i] = nk;
	wl_filter_on = 1;
}

/*
 * A window of TRI_MIN bytes or more (the 4 KB above a table) holds most
 * pairs, and so the keys of most workloads: its threes of bytes (small
 * letters) are kept too, and every three of an alias's first word must be
 * among them.
 */
#define TRI_MIN 256
#define TRI_BITS 14

static unsigned tri_key(unsigned char a, unsigned char b, unsigned char c)
{
	return ((unsigned)tolower(a) | (unsigned)tolower(b) << 8 | (unsigned)tolower(c) << 16) *
	       0x9E3779B1u >> (32 - TRI_BITS);
}

/* The keys p[0..n) holds: pairs[] by pair_key, ones[] by its small letter, tris[] by tri_key */
struct window_keys {
	unsigned long long pairs[PAIR_KEYS / 64], ones[256 / 64];
	int has_tris;
	unsigned long long tris[(1u << TRI_BITS) / 64];
};

static void window_keys(const char *p, size_t n, struct window_keys *k)
{
	size_t i;
	unsigned c;

	memset(k->pairs, 0, sizeof(k->pairs));
	memset(k->ones, 0, sizeof(k->ones));
	for (i = 0; i < n; i++) {
		c = (unsigned)tolower((unsigned char)p[i]);
		k->ones[c / 64] |= 1ull << (c % 64);
		if (i + 1 < n) {
			unsigned pk = pair_key((unsigned char)p[i], (unsigned char)p[i + 1]);
			k->pairs[pk / 64] |= 1ull << (pk % 64);
		}
	}
	k->has_tris = n >= TRI_MIN;
	if (!k->has_tris)
		return;
	memset(k->tris, 0, sizeof(k->tris));
	for (i = 0; i + 2 < n; i++) {
		c = tri_key((unsigned char)p[i], (unsigned char)p[i + 1], (unsigned char)p[i + 2]);
		k->tris[c / 64] |= 1ull << (c % 64);
	}
}

/* Every three of the first word of key j's alias is in the window of k */
static int word_in(const struct window_keys *k, int j)
{
	const char *a = wl_alias[j];
	unsigned c;
	int i;

	for (i = 0; k->has_tris && i + 3 <= wl_word[j]; i++) {
		c = tri_key((unsigned char)a[i], (unsigned char)a[i + 1], (unsigned char)a[i + 2]);
		if (!(k->tris[c / 64] >> (c % 64) & 1))
			return 0;
	}
	return 1;
}

/* May the window of k hold alias j (its key, the threes of its first word)? */
static int may_have_alias(const struct window_keys *k, int j)
{
	unsigned key = wl_key[j];

	return (key & 0x8000 ? k->ones[(key & 0xff) / 64] >> (key & 63) & 1
			     : k->pairs[key / 64] >> (key % 64) & 1) && word_in(k, j);
}

/*
 * find_last of workload i's aliases in p[0..n), those the window cannot hold left out:
 * a workload with one alias in the window was looked for by all of them, and each
 * absent alias walked to every place of its first letter (most of the 4 KB above a table)
 */
static int find_last_workload(const struct window_keys *k, int i, const char *p, size_t n,
			      size_t *ms, size_t *me)
{
	int j, found = 0;

	for (j = wl_key_at[i]; j < wl_key_at[i + 1]; j++)
		if (may_have_alias(k, j))
			find_last_alt(p, n, wl_alias[j], wl_len[j], 1, &found, ms, me);
	return found;
}

const struct vocab_workload *vocab_workload_last(const char *p, size_t n, size_t *ms, size_t *me)
{
	const struct vocab_workload *w, *best = NULL;
	size_t bs = 0, be = 0;
	struct window_keys keys;
	int i;

	pthread_once(&wl_once, build_wl_keys);
	if (wl_filter_on)
		window_keys(p, n, &keys);
	for (w = vocab_workloads, i = 0; w->name; w++, i++) {
		size_t s, e;
		if ((wl_filter_on ? find_last_workload(&keys, i, p, n, &s, &e) :
				    find_last(p, n, w->aliases, 1, &s, &e)) &&
		    (!best || e > be || (e == be && s < bs))) {
			best = w;
			bs = s;
			be = e;
		}
	}
	if (best && ms)
		*ms = bs, *me = be;
	return best;
}

const struct vocab_metric *vocab_metric_word(const char *p, size_t n)
{
	const struct vocab_metric *m;

	if (!may_open(metric_first, p, n, 1) || !may_be_alt(&metric_alts, metric_alts_on, p, n, 1))
		return NULL;
	for (m = vocab_metrics; m->name; m++)
		if (is_alt(m->aliases, p, n, 1))
			return m;
	return NULL;
}

const struct vocab_metric *vocab_metric(const char *name)
{
	const struct vocab_metric *m;

	for (m = vocab_metrics; m->name; m++)
		if (!strcmp(m->name, name))
			return m;
	return NULL;
}

const struct vocab_sched *vocab_sched_word(const char *p, size_t n)
{
	const struct vocab_sched *s;

	if (!may_open(sched_first, p, n, 0) || !may_be_alt(&sched_alts, sched_alts_on, p, n, 0))
		return NULL;
	for (s = vocab_scheds; s->name; s++)
		if (is_alt(s->spellings, p, n, 0))
			return s;
	return NULL;
}

const struct vocab_sched *vocab_sched_last(const char *p, size_t n, size_t *ms, size_t *me)
{
	const struct vocab_sched *s, *best = NULL;
	size_t bs = 0, be = 0;

	for (s = vocab_scheds; s->name; s++) {
		size_t a, b;
		if (find_last(p, n, s->spellings, 0, &a, &b) && (!best || b > be)) {
			best = s;
			bs = a;
			be = b;
		}
	}
	if (best && ms)
		*ms = bs, *me = be;
	return best;
}

const struct vocab_sched *vocab_sched(const char *name)
{
	const struct vocab_sched *s;

	for (s = vocab_scheds; s->name; s++)
		if (!strcmp(s->name, name))
			return s;
	return NULL;
}

static json_t *entries(const struct vocab_entry *e)
{
	json_t *a = json_array();

	for (; e->name; e++)
		json_array_append_new(a, json_pack("{s:s, s:s}", "name", e->name, "meaning", e->meaning));
	return a;
}

static json_t *vocab_json(void)
{
	const struct vocab_workload *w;
	const struct vocab_metric *m;
	const struct vocab_sched *s;
	json_t *ws = json_array(), *ms = json_array(), *ss = json_array();

	for (w = vocab_workloads; w->name; w++)
		json_array_append_new(ws, json_pack("{s:s, s:s, s:s, s:s, s:s, s:s?, s:s?}",
			"name", w->name, "aliases", w->aliases, "metric", w->metric, "unit", w->unit,
			"better", w->better, "harness", w->harness, "row_param", w->row_param));
	for (m = vocab_metrics; m->name; m++)
		json_array_append_new(ms, json_pack("{s:s, s:s, s:s, s:s}", "name", m->name,
			"aliases", m->aliases, "unit", m->unit, "better", m->better));
	for (s = vocab_scheds; s->name; s++)
		json_array_append_new(ss, json_pack("{s:s, s:s, s:s, s:s}", "name", s->name,
			"os", s->os, "kind", s->kind, "spellings", s->spellings));
	return json_pack("{s:o, s:o, s:o, s:o, s:o, s:o}", "workloads", ws, "metrics", ms,
			 "schedulers", ss, "params", entries(vocab_params),
			 "statuses", entries(vocab_statuses), "units", entries(vocab_units));
}

/* Each statement replaces one table's rows from the JSON document $1. */
static const char *const sync_sql[] = {
	"DELETE FROM vocab_aliases",
	"DELETE FROM vocab_workloads",
	"INSERT INTO vocab_workloads (name, metric, unit, better, harness, row_param)"
	" SELECT name, metric, unit, better, harness, row_param FROM json_to_recordset($1::json->'workloads')"
	" AS x(name text, metric text, unit text, better text, harness text, row_param text)",
	"INSERT INTO vocab_aliases (kind, alias, name)"
	" SELECT DISTINCT 'workload', lower(a), name FROM json_to_recordset($1::json->'workloads')"
	" AS x(name text, aliases text), unnest(string_to_array(aliases, '|')) a"
	" UNION SELECT DISTINCT 'metric', lower(a), name FROM json_to_recordset($1::json->'metrics')"
	" AS x(name text, aliases text), unnest(string_to_array(aliases, '|')) a"
	" UNION SELECT DISTINCT 'scheduler', a, name FROM json_to_recordset($1::json->'schedulers')"
	" AS x(name text, spellings text), unnest(string_to_array(spellings, '|')) a",
	"DELETE FROM vocab_metrics",
	"INSERT INTO vocab_metrics (name, unit, better) SELECT name, unit, better"
	" FROM json_to_recordset($1::json->'metrics') AS x(name text, unit text, better text)",
	"DELETE FROM vocab_schedulers",
	"INSERT INTO vocab_schedulers (name, os, kind) SELECT name, os, kind"
	" FROM json_to_recordset($1::json->'schedulers') AS x(name text, os text, kind text)",
	"DELETE FROM vocab_params",
	"INSERT INTO vocab_params (key, meaning) SELECT name, meaning"
	" FROM json_to_recordset($1::json->'params') AS x(name text, meaning text)",
	"DELETE FROM vocab_statuses",
	"INSERT INTO vocab_statuses (status, meaning) SELECT name, meaning"
	" FROM json_to_recordset($1::json->'statuses') AS x(name text, meaning text)",
	"DELETE FROM vocab_units",
	"INSERT INTO vocab_units (unit, meaning) SELECT name, meaning"
	" FROM json_to_recordset($1::json->'units') AS x(name text, meaning text)",
};

int vocab_sync(struct db *db)
{
	json_t *doc = vocab_json();
	char *text = json_dumps(doc, JSON_COMPACT);
	const char *params[1] = { text };
	size_t i;
	int ret = -1;

	if (db_exec(db, "BEGIN", 0, NULL) < 0)
		goto cleanup;
	for (i = 0; i < sizeof(sync_sql) / sizeof(sync_sql[0]); i++)
		if (db_exec(db, sync_sql[i], strstr(sync_sql[i], "$1") ? 1 : 0, params) < 0) {
			db_exec(db, "ROLLBACK", 0, NULL);
			goto cleanup;
		}
	ret = db_exec(db, "COMMIT", 0, NULL);
cleanup:
	free(text);
	json_decref(doc);
	return ret;
}
