/* extract.h: the figure extractor's model: text lines, candidate series, systems, comparisons */
#ifndef SCHEDLORE_EXTRACT_H
#define SCHEDLORE_EXTRACT_H

#include <stddef.h>
#include <stdint.h>

#include "../../core/buf.h"

/*
 * Extraction runs in three steps over one message's decoded text:
 *
 *   text model   lines with byte offsets into the decoded text, quote depth,
 *                and who wrote each quote level ("X wrote:"); text flattened
 *                onto one line is split again at its quote markers (text.c)
 *                and at the line ends of what it holds: trailers and patch,
 *                bar-ended tables, ministat, time(1), lists, records
 *                (reline.c)
 *   recognisers  one file per figure format, each reading the model and
 *                adding candidate series, comparisons and systems with spans
 *   resolution   names through the vocabulary, systems linked to series,
 *                stable ids, quoted tables matched to the series they cite
 *                (extract.c)
 *
 * Nothing here knows which message it reads: recognisers key on formats and
 * language only.  Every number keeps the bytes it was posted as (start, end
 * into the decoded text) beside its parsed value.
 */

/*
 * Stored rows carry the version that extracted them; extraction without
 * arguments (and every import, at its end) extracts again each message whose
 * extractions.version differs.  2: linear recognisers; replies extracted
 * before their originals cite them (pass.c).  3: the layout stage (layout.c),
 * generic tables, key: value lists and prose; found_by on every series.
 */
#define EXTRACTOR_VERSION 3

/* ---- the text model (text.c) ---- */

struct tok { size_t s, e; };   /* a token: bytes [s, e) of the text (tok_split below) */

/* The blank lines a reader of flattened text puts back (text.c): one opening a titled
 * run of lines (a heading may be sought above it, as above a printed blank), one
 * ending a list or table (a heading is not sought across it) */
enum { FLAT_OPENS = 2, FLAT_ENDS = 3 };

struct tline {
	size_t start, end;   /* content after the quote prefix, trailing blanks cut */
	int depth;           /* number of quote levels */
	int author;          /* index into text.authors; -1: the message's author */
	int flat;            /* recovered from a line flattened with others (FLAT_*: the blank
				a reader of flattened text put back before or after what it read) */
};

struct text {
	const char *s;
	size_t len;
	char *own;           /* s when text_build rewrote the body (box drawing), else NULL */
	struct tline *l;
	int n, cap;
	char **authors;
	int nauthors;
	size_t *eqs;         /* offsets of every "= " (footnote definitions), in order */
	int neqs, eqs_ready;
	int attachments;     /* marker lines of text attachments (attach.c) */
	/* every line's tokens, split once by text_build: most recognisers ask
	 * tok_split for whole lines, again and again (NULL: split each time) */
	struct tok *ltok;
	int *ltok_at;        /* line i's tokens are ltok[ltok_at[i] .. ltok_at[i + 1]) */
	/* per line: its first number names the row ("6.6" beside "6.6+patch"), set by
	 * table.c before any table is read */
	unsigned char *named_first;
	/* a flag per hash of three bytes that follow each other in s (text_has): those of grams
	 * that hold grams_epoch; NULL: not built */
	struct gram_table *grams;
	unsigned char grams_epoch;
	/* cell_parse's answers by token (cells.c): recognisers parse the same token again and
	 * again (a row read by several, a sentence's word by each of prose's tests); NULL: none kept */
	struct cell_memo *cells;
	/* the post says its times are h:mm:ss ("hh:mm:ss"): 01:02:14 is a duration, not a clock */
	int hms;
	/* row_read's answers by line (cells.c): a line is read as a row by several readers */
	struct row_memo *rows;
};

void text_build(struct text *t, const char *s, size_t len);
void text_release(struct text *t);
struct cell_memo *cell_memo_new(void);     /* cells.c */
void cell_memo_free(struct cell_memo *m);
struct row_memo *row_memo_new(int lines);  /* cells.c */
void row_memo_free(struct row_memo *m);
const char *text_author(const struct text *t, int line); /* NULL: message author */
/* Whether s holds needle[0..n) anywhere: memmem, but most absent needles are refused
 * without reading s (every tool's recogniser first asks for its banner) */
int text_has(const struct text *t, const char *needle, size_t n);
/* 0 when s certainly holds w[0..n) in no mix of cases (its pieces are not all in s); else 1 */
int text_may_have_caseless(const struct text *t, const char *w, size_t n);
/* Whether s holds needle[0..n) in any mix of cases (strncasecmp's) */
int text_has_caseless(const struct text *t, const char *needle, size_t n);

/* ">>> World built in 2327 seconds": a FreeBSD build banner (P, N bytes), no quote and no prompt */
int text_build_banner(const char *p, size_t n);
/* The line holding byte OFFSET (the last one starting at or before it; 0 for an empty text) */
int text_line_at(const struct text *t, size_t offset);
/* Tokens: white-space separated, quoted-printable residue (=20 ending a
 * line, =A0; ingest/qp-residue.h) and no-break spaces count as white space;
 * "kern.hz=200" and "min=25," are one token each. */
int tok_split(const struct text *t, size_t from, size_t to, struct tok *out, int max);
/* The tokens of line LINE: tok_split of its bytes, split once by text_build */
int tok_line(const struct text *t, int line, struct tok *out, int max);
/* Line LINE's words parted by blanks and tabs alone: the marks tok_line leaves out ("|", "±",
 * ">") are words too */
int line_words(const struct text *t, int line, struct tok *out, int max);
/* "[...]", "<snip>", "...": the poster cut lines here */
int line_is_cut(const struct text *t, int line);
int tok_any(const struct text *t, int line);   /* line LINE has a token (no copy of it) */
/* tok_view of a text not split ahead: the line split into ROOM */
const struct tok *tok_view_split(const struct text *t, int line, struct tok *room, int max, int *n);
/* tok_line's tokens where text_build keeps them, not copied (ROOM, MAX of them, holds them
 * only for a text not split ahead): for a caller that reads them; *n of them.  Inline: five
 * stages ask it of every line, and the call was most of what they did with a line */
static inline const struct tok *tok_view(const struct text *t, int line, struct tok *room, int max, int *n)
{
	if (!t->ltok)
		return tok_view_split(t, line, room, max, n);
	*n = t->ltok_at[line + 1] - t->ltok_at[line];
	if (*n > max)
		*n = max;
	return t->ltok + t->ltok_at[line];
}
int tok_is(const struct text *t, const struct tok *k, const char *word); /* caseless */

/* ---- numbers ---- */

struct xnum {
	double value;
	size_t s, e;          /* the posted text, body[s..e) */
	int set;
	int negated;          /* the sign is read from words ("a 42% reduction"): text gets a '-' */
};

/* A plain number (sign, digits, point, exponent) filling [s, e). */
int num_parse(const char *p, size_t n, double *v);
/* Digits after the decimal point of the number printed in [p, p + n); 0 when it has none */
int num_decimals(const char *p, size_t n);
/* The mean of n runs summing to sum prints as printed at that many decimals: a post's
 * average of its runs, rounded or cut as posts round */
int mean_prints_as(double sum, int n, double printed, int decimals);
/* V is whole and small enough to be a count, so it casts to an integer
 * without overflow (a 23-digit "count" in a post does not) */
int num_is_count(double v);
/* A time: 3:25.56, 55:45.87, 1:02:03, 0m3.2s, 3.2s; in seconds. */
int time_parse(const char *p, size_t n, double *v);
/* Number words: one .. twenty, a dozen; 0 when not one */
int num_word(const char *p, size_t n);
/* Set x from token k: a number or a time (times only when allow_time). */
int xnum_from(const struct text *t, const struct tok *k, int allow_time, struct xnum *x);
int xnum_whole(const struct text *t, const struct tok *k, struct xnum *x); /* digits only */

/* ---- candidates ---- */

#define XP_MAX 8
struct xparam {
	char key[16];
	char str[128];        /* string value, when !is_num; a number's text when it is
				 not in the body (num.s == num.e): read from a label */
	struct xnum num;
	int is_num;
};

enum { SUM_N, SUM_MIN, SUM_MAX, SUM_MEDIAN, SUM_MEAN, SUM_STDDEV, SUM_COUNT };

struct xseries {
	char workload[32], metric[48], unit[24], better[8];
	char scheduler[12], os[12], os_version[64];
	char label[96];            /* what the post called it (legend, column, heading) */
	char name[96];             /* a data set's name as printed, when label is cut from it
				      ("runs/ule.txt" labelled "ule") */
	char found_by[24];         /* tool:NAME, table, pair, prose */
	struct xparam params[XP_MAX];
	int nparams;
	struct xnum *values;
	int nvalues, vcap;
	int has_summary;
	struct xnum sum[SUM_COUNT];
	int line, depth, author;   /* where: text line, quote depth, author index */
	int system;                /* index into result systems, or -1 */
	size_t span[2];
	char id[24];               /* stable id, set by resolution */
	char cite_key[24];         /* hash of the content without its origin */
	int cites;                 /* index of the series this quoted copy cites, or -1 */
	char cites_id[24];         /* or the id of a series stored earlier */
	char attachment[64];       /* the text attachment it was read from, or "" */
};

struct xcomparison {
	int a, b;                  /* series indices */
	char workload[32];
	struct xnum confidence, delta, delta_ci, delta_pct, ci_pct, pooled_s;
	int proven;                /* 1, 0, or -1 when the post does not say */
	size_t span[2];
	int line;
	char id[24];
	char text[192];            /* a change posted beside its figures: the claim it makes */
};

struct xsystem {
	char cpu_model[48], arch[16], disks[32], board[64];
	struct xnum sockets, cores, threads, clock_ghz, memory_mb;
	int line, depth, author;
	size_t span[2];
	char id[24];
};

struct xnote {
	int first, last;           /* lines */
	char kind[24];
	char reason[96];
};

struct xspan {
	size_t s, e;
};

struct xresult {
	const struct text *t;
	struct xseries *series;
	int nseries, cseries;
	struct xcomparison *cmp;
	int ncmp, ccmp;
	struct xsystem *sys;
	int nsys, csys;
	unsigned char *used;       /* per line: claimed by a recogniser (no re-reading) */
	struct xspan *claimed;     /* bytes a tool's output took on a flattened line it shares */
	int nclaimed, cclaimed;
	unsigned char *skip;       /* per line: holds no figures (layout.c: patch, trailer ...) */
	struct xnote *notes;       /* what each block was taken for (--explain) */
	int nnotes, cnotes;
	struct ctx_ends *ends;     /* ctx_heading's index of table ends (context.c) */
	long work;                 /* steps taken by indexed look-ups: tests assert it grows linearly */
};

struct xseries *xr_series(struct xresult *r);    /* a new, zeroed candidate */
/* A new candidate read at LINE from bytes [s0, s1): its depth, author and how it was found */
struct xseries *xr_series_at(struct xresult *r, int line, size_t s0, size_t s1, const char *found_by);
struct xcomparison *xr_cmp(struct xresult *r);
void xr_cmp_say(struct xresult *r, struct xcomparison *c, const char *row, size_t s, size_t e);
/* Bytes [s, e) of a line others still read are taken: the stream leaves them out */
void xr_claim_bytes(struct xresult *r, size_t s, size_t e);
/* Byte at is inside bytes a tool's output took (xr_claim_bytes) */
int xr_claimed(const struct xresult *r, size_t at);
struct xsystem *xr_sys(struct xresult *r);
void xs_value(struct xseries *s, const struct xnum *x);
/* A summary of only a mean (and a spread), no runs: the mean is the series' value, as posted */
void xs_settle_mean(struct xseries *s);
/* A tool's average read as the value, posted with its range (min, max) over runs it does not
 * show: the summary's mean, as ministat's Avg (the other side of xs_settle_mean) */
void xs_average_of_range(struct xseries *s);
int xs_param_num(struct xseries *s, const char *key, const struct xnum *x);
int xs_param_str(struct xseries *s, const char *key, const char *p, size_t n);
const struct xparam *xs_param(const struct xseries *s, const char *key);
void xs_copy_head(struct xseries *dst, const struct xseries *src); /* all but values */
/* Series i gone (its values freed), the series after it one index down, comparisons of it dropped */
void xr_drop_series(struct xresult *r, int i);
void xr_release(struct xresult *r);
/* Format into a fixed field, cut to its size (names joined from a post's words may be long) */
void xs_printf(char *dst, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Run every recogniser and resolve.  r is filled; release with xr_release. */
void extract_text(const struct text *t, struct xresult *r);

/* ---- recognisers, one file each ---- */
void rec_rowtime(struct xresult *r);   /* -j4: N real N user N sys; csh, GNU, bash time */
void rec_vsline(struct xresult *r);    /* "A vs B:  a vs b METRIC, c vs d METRIC" (vsline.c) */
void rec_keyruns(struct xresult *r);   /* "KEY: NAME v, v, v" and names' runs under it (keyruns.c) */
void rec_runlist(struct xresult *r);   /* a build's name over its runs, a figure a line (runlist.c) */
void rec_runs_line(struct xresult *r);   /* a build's runs on one line under a title naming it (runlist.c) */
void rec_run_fields(struct xresult *r);   /* run1: V UNIT  NAME: V, a run a line (runfields.c) */
void rec_named_fields(struct xresult *r);   /* NAME  KEY V UNIT  KEY V, a build a line (runfields.c) */
void rec_statline(struct xresult *r);  /* "NAME: min 4 avg 19 max 2310" (statline.c) */
void rec_columns(struct xresult *r);   /* aligned tables with a header row */
void rec_ministat(struct xresult *r);  /* ministat legends, summaries, differences */
void rec_ministat_runs(struct xresult *r); /* a ministat data set that sums up runs printed above: their summary */
void name_abbreviated_files(struct xresult *r); /* "pt80.txt" for preempt_thresh=80: the setting's name */
void name_before_after(struct xresult *r);  /* "before:", "after:" named by the "A vs B:" over them */
void rec_flat(struct xresult *r);      /* tables whose line breaks were lost, by their rhythm */
void rec_pairs(struct xresult *r);     /* heading, then 4BSD: 3:25.56 / ULE: ... */
void rec_shares(struct xresult *r);    /* CPU shares from top under headings */
void rec_tools(struct xresult *r);     /* openssl speed */
void rec_systems(struct xresult *r);   /* hardware lines */
/* "Opteron", "Xeon": a CPU family, whose model number follows it ("two Opteron 2218s") */
int cpu_family(const char *p, size_t n);
void rec_latctx(struct xresult *r);    /* lmbench lat_ctx: "size=0k ovr=1.23" then "N value" */
void rec_smack(struct xresult *r);     /* super-smack's Query_type ... q_per_s table */
void rec_ubench(struct xresult *r);    /* Ubench CPU: / MEM: / AVG: scores */
void rec_schbench(struct xresult *r);  /* schbench latency (and RPS) percentile blocks */
void rec_lkp(struct xresult *r);       /* LKP / 0-day rows: value ± 2%  -37.0%  value ± 2%  name */
void rec_table(struct xresult *r);     /* any table: cells in columns, header, groups (table.c) */
void rec_kv(struct xresult *r);
void rec_csv(struct xresult *r);
void rec_cell_lines(struct xresult *r);   /* a table a browser copied one cell a line */
void rec_logfmt(struct xresult *r);    /* lines of key=value fields (logfmt.c) */
void rec_slash(struct xresult *r);     /* "NAME: a / b / c ms;" groups, named by an "A / B / C" list (slash.c) */       /* comma-separated values under a header of names (csv.c) */        /* key: value lists under a title (kv.c) */
void rec_prose(struct xresult *r);     /* figures in sentences: from / to, value (name) (prose.c) */
/* tool outputs by signature, one file each (tool-NAME.c; helpers in tool.h) */
void rec_netperf(struct xresult *r);   /* TCP/UDP STREAM and REQUEST/RESPONSE tests */
void rec_perfstat(struct xresult *r);  /* perf stat counters, elapsed, user and sys seconds */
void rec_hyperfine(struct xresult *r); /* hyperfine: Time (mean ± σ), Range (min … max) per command */
void rec_time_long(struct xresult *r); /* GNU time -v, BSD time -l resource usage */
void rec_fishtime(struct xresult *r);  /* fish's time: Executed in N U, usr time, sys time */
void rec_hackbench(struct xresult *r); /* hackbench: Running in MODE mode with N groups ... Time: N */
void rec_perfbench(struct xresult *r); /* perf bench sched messaging / pipe */
void rec_perffutex(struct xresult *r);  /* perf bench futex: runs and summary line */
void rec_willitscale(struct xresult *r); /* will-it-scale: measurement totals, average */
void rec_numastat(struct xresult *r);    /* numastat tables: claimed, no series */
void rec_locktorture(struct xresult *r); /* locktorture statistics lines */
void rec_specjbb(struct xresult *r);     /* SPECjbb2015 RUN RESULT lines */
void rec_mean_rows(struct xresult *r);   /* a build's runs, an arrow, their mean */
void rec_reaim(struct xresult *r);       /* reaim table and Max Jobs per Minute */
void rec_pgbench(struct xresult *r);   /* pgbench: transaction type: ... latency average, tps */
void rec_top(struct xresult *r);      /* top: CPU states line and process CPU shares */
void rec_sysbench(struct xresult *r); /* sysbench: banner or General statistics / CPU speed / Latency (ms) */
void rec_dbench(struct xresult *r);    /* dbench/tbench: Throughput N MB/sec  N clients */
void rec_pctimp(struct xresult *r);    /* "Case: tip[pct imp](CV) ..." rows of V [ P]( CV) cells */
void rec_stressng(struct xresult *r);   /* stress-ng: LEVEL: [PID] stressor bogo ops ... */
void rec_dd(struct xresult *r);        /* dd: N bytes ... copied/transferred, seconds, rate */
void rec_latt(struct xresult *r);          /* latt: Entries, Max/Avg/Stdev usec */
void rec_hwlatdetect(struct xresult *r);   /* hwlatdetect: Max Latency: Nus */
void rec_massiveintr(struct xresult *r);   /* massive_intr: pid and loops a line */
void rec_timehist(struct xresult *r);      /* perf sched timehist: wait time, sch delay, run time a task */
void rec_turbostat(struct xresult *r);     /* turbostat: a column per counter, a row an interval */
void rec_vmstat(struct xresult *r);        /* vmstat: the machine's state, claimed, no series */
void rec_interbench(struct xresult *r);    /* interbench: a row per load, latency +/- SD ... */
void rec_ab(struct xresult *r);
void rec_benchstat(struct xresult *r);
void rec_gotest(struct xresult *r);
void rec_jmh(struct xresult *r);
void rec_criterion(struct xresult *r);
void rec_h2load(struct xresult *r);
void rec_jvmgc(struct xresult *r);
void rec_fioterse(struct xresult *r);
void rec_wrk(struct xresult *r);       /* wrk: latency and Req/Sec stats, Requests/sec, Transfer/sec */
void rec_siege(struct xresult *r);     /* siege: its report's lines, text or JSON */        /* ApacheBench: time taken, requests/s, connection times */
/* A tool's pooled runs under a shell loop over configurations: one series an item (loops.c) */
void loop_outputs(struct xresult *r);
void rec_slashstat(struct xresult *r);  /* min/avg/max = a/b/c UNIT */
void rec_grepped(struct xresult *r);   /* grep's lines after their files' names */
void rec_ebizzy(struct xresult *r);    /* ebizzy: N records/s, real/user/sys N s */
/* "avg 2105.75 vs 2185.46 MB/sec" under runs printed above: the mean of each series it is */
void rec_prose_averages(struct xresult *r);
void rec_postmark(struct xresult *r);  /* PostMark: Time:, Files:, Data: and their rates */
void rec_mplayer(struct xresult *r);   /* mplayer -benchmark: BENCHMARKs times, BENCHMARKn frames */
void rec_gbench(struct xresult *r);    /* Google Benchmark console report: Benchmark Time CPU Iterations */
void rec_latencytop(struct xresult *r); /* LatencyTOP: Cause Maximum Percentage rows, a process's Total */
void rec_buildworld(struct xresult *r); /* FreeBSD's >>> World built in N seconds, >>> Kernel(s) ... built in */
void rec_pyperf(struct xresult *r);    /* pyperf: Mean +- std dev lines, compare_to lists and tables */
void rec_coremark(struct xresult *r);  /* CoreMark: Iterations/Sec, total time and ticks */
void rec_hammerdb(struct xresult *r);  /* HammerDB: N NOPM from M DB TPM */
void rec_rstats(struct xresult *r);    /* R's summary() of a vector or data frame, t.test() */
void rec_describe(struct xresult *r);  /* pandas describe(): count, mean, std, min, %, max */
void rec_gfxinfo(struct xresult *r);   /* Android dumpsys gfxinfo: janky frames, percentiles */
void rec_schedlat(struct xresult *r);  /* perf sched latency: a benchmark row's delay avg/max */
void rec_memtier(struct xresult *r);   /* memtier_benchmark: a row a request type, a column a measure */
void rec_bonnie(struct xresult *r);    /* bonnie++: each test's rate, CPU share and latency */
void rec_mbw(struct xresult *r);       /* mbw: a method's runs, AVG line, copy rate and elapsed */
void rec_tiotest(struct xresult *r);   /* tiotest: results and latency boxes, a series an item's figure */
void rec_osu(struct xresult *r);       /* OSU micro-benchmarks: a row a message size, a series a column */
void rec_speccpu(struct xresult *r);   /* SPEC CPU 2017 result text: a row a benchmark, the suite */
void rec_dacapo(struct xresult *r);    /* DaCapo: PASSED in N msec lines, a benchmark's runs */
void rec_jq(struct xresult *r);        /* "cmd | jq .a.b" over the number it printed */
void rec_poudriere(struct xresult *r); /* poudriere: a bulk's Time: on its status line */
void rec_sockperf(struct xresult *r);  /* sockperf: latency summary and percentiles, message rate */
void rec_bpftrace(struct xresult *r);  /* bpftrace stats() lines; histograms claimed */
void rec_blogbench(struct xresult *r); /* blogbench: Final score for writes / reads */
void rec_ping(struct xresult *r);      /* ping statistics: rtt min/avg/max/mdev, packets received */
void rec_nstat(struct xresult *r);     /* nstat: each counter's change under #kernel */
void rec_neper(struct xresult *r);     /* neper key=value lines: throughput, latency and percentiles */
void rec_mysqlslap(struct xresult *r); /* mysqlslap Benchmark blocks: average, minimum, maximum seconds */
void rec_redis(struct xresult *r);     /* redis-benchmark reports and -q lines: requests a second, latency */
void rec_npb(struct xresult *r);       /* NAS Parallel Benchmarks result blocks: time, Mop/s */
void rec_mpstat(struct xresult *r);    /* mpstat / sar -u screen: the machine's state, no series */
void rec_iostat(struct xresult *r);    /* iostat reports: the disks' state, no series */
void rec_xentop(struct xresult *r);    /* xentop screen: the domains' state, no series */
void rec_interrupts(struct xresult *r); /* /proc/interrupts: counts per CPU, no series */
void rec_perfreport(struct xresult *r); /* perf report's profile: shares of symbols, no series */
void rec_xenolat(struct xresult *r);   /* Xenomai latency: RTD lines, RTS summary */
void rec_rtla(struct xresult *r);      /* rtla timerlat top / osnoise top summaries */
void rec_oslat(struct xresult *r);     /* rt-tests oslat: a column a core, Minimum/Average/Maximum */
void rec_stream(struct xresult *r);    /* STREAM: Copy, Scale, Add, Triad rows */
void rec_kernbench(struct xresult *r); /* kernbench: Average ... load -j N Run (std deviation): */
void rec_cyclictest(struct xresult *r); /* cyclictest: T: ... Min: Act: Avg: Max:, histogram summary */
void rec_fio(struct xresult *r);       /* fio jobs: IOPS, bandwidth, mean latency per direction */
void rec_iouring(struct xresult *r);   /* fio's t/io_uring: IOPS=N, BW=N, IOS/call=N/N lines */
void rec_iperf(struct xresult *r);     /* iperf 2 and iperf3: the whole run's rows */
void rec_mmtests(struct xresult *r);   /* mmtests compare tables (rows by ../report/mmtests-row.c) */
void rec_unixbench(struct xresult *r); /* UnixBench: test result lines, index table, Index Score */
void rec_lmbench(struct xresult *r);   /* lmbench summary tables: Host OS rows under a ruled header */
void rec_lmbench_micro(struct xresult *r); /* lmbench run by hand: "Pipe latency: 6.2180 microseconds" */
void rec_pts(struct xresult *r);       /* Phoronix Test Suite result text: scale line, a line per identifier */
void rec_pts_run(struct xresult *r);   /* Phoronix Test Suite run output: Test Results, trials, Average */

/* ---- token streams (stream.c) ----
 *
 * The tools' outputs are read as a stream of tokens rather than lines, so
 * the same reader takes an output as printed, quoted with "> ", or
 * flattened onto one line by a web archive (a flat line: more than
 * FLAT_TOKS tokens, whose line ends are gone).  On a short line a reader
 * still requires the line to hold exactly what the tool prints there. */
#define FLAT_TOKS 12

struct tstream {
	struct tok *k;
	int *line;             /* the text line of each token */
	int n, cap;
};

/* Tokens of every line no recogniser has claimed, in order */
void ts_build(struct xresult *r, struct tstream *ts);
void ts_release(struct tstream *ts);
int ts_is(const struct text *t, const struct tstream *ts, int i, const char *word);
int ts_flat(const struct text *t, const struct tstream *ts, int i);  /* token i is on a flat line */
int ts_line_end(const struct tstream *ts, int i);  /* token i is the last of its line */
int ts_line_last(const struct tstream *ts, int i); /* the last token of token i's line */
int ts_line_start(const struct tstream *ts, int i);
int ts_line_before(const struct tstream *ts, int i); /* the first token of the line before i's, or -1 */
/* Context of a table whose first token is i: heading above it (on a flat
 * line, the 400 bytes before it), workload forced to workload when given */
void ts_head(struct xresult *r, const struct tstream *ts, int i, const char *workload,
	     struct xseries *head);
/* A series from head spanning tokens [first, last], value x */
struct xseries *ts_series(struct xresult *r, const struct tstream *ts, int first, int last,
			  const struct xseries *head, const char *metric, const char *unit,
			  const struct xnum *x);
/* Claim the lines tokens [first, last] cover whole */
void ts_claim(struct xresult *r, const struct tstream *ts, int first, int last);
/* A number from bytes [s, e) of the text */
int ts_num(const struct text *t, size_t s, size_t e, struct xnum *x);
/* The number after key ("min=") at byte at; *end: the byte after it */
int ts_keyed_num(const struct text *t, size_t at, const char *key, struct xnum *x, size_t *end);
/* The last token from index from on that starts before byte off */
int ts_last_before(const struct tstream *ts, int from, size_t off);

/* ---- text attachments: blocks of their own (attach.c) ---- */

/* 1 when LINE is the importer's "[attachment: NAME (TYPE)]" line. */
int attach_marker(const struct text *t, int line);
/* The marker line whose block holds LINE (or byte OFFSET), or -1: the message text. */
int attach_block(const struct text *t, int line);
int attach_block_at(const struct text *t, size_t offset);
/* NAME of the marker at line MARKER, cut to n - 1 bytes. */
void attach_name(const struct text *t, int marker, char *out, size_t n);

/* ---- context: what the text around a table says (context.c) ---- */

/* The heading region of a table starting at line/offset: back to the end of
 * the previous recognised table or a few lines up.  It indexes the ends of
 * the series and comparisons added since its previous call, so a recogniser
 * sets a series' span before it next calls ctx_heading (and never moves an
 * end back into a later table's heading). */
void ctx_heading(struct xresult *r, int line, size_t at, size_t *from, size_t *to);
/* A series indexed before has a later end now (a run pooled into it): index that too */
void ctx_end_moved(struct xresult *r, size_t e);
void ctx_release(struct xresult *r);
/* Fill workload, scheduler, OS, version and parameters named in [from, to). */
void ctx_apply(const struct text *t, size_t from, size_t to, struct xseries *s);
/* Workload named nearest above line (any distance), or "" */
void ctx_workload_above(const struct text *t, int line, size_t at, char *out, size_t n);
/* The workload a short caption under a table names (last: the table's last line) */
void ctx_workload_below(const struct text *t, int last, char *out, size_t n);
/* The version one word names ("linux-6.5", "7.0-RELEASE", "5.2.1"): os, version text */
int ctx_version_word(const char *p, size_t n, char *os, size_t osn, char *ver, size_t vn);
/* A series named by one word that is a version ("linux-6.5" from a file's name): its OS and
 * version, unless it has one */
void ctx_label_version(struct xseries *s);
/* FreeBSD/Linux version in [from,to): os, version text */
int ctx_version(const struct text *t, size_t from, size_t to, char *os, size_t osn,
		char *ver, size_t vn);
/* A row or column label that names a variant: the definition the post gives */
int ctx_footnote(const struct text *t, const char *label, const char *const *others,
		 int nothers, size_t *ds, size_t *de);
/* Parameters a command line or label sets: -j8, -jN, kern.hz=N, N clients ... */
void ctx_params(const struct text *t, size_t from, size_t to, struct xseries *s);
/* The one unit a heading names ("(usec)", "in seconds") into out: 1, else 0 */
int ctx_unit(const struct text *t, size_t from, size_t to, char *out, size_t n);
/* A line of one unit over each column ("Gbit/s  Gbit/s"): the unit, 1 */
int ctx_units_line(const struct text *t, size_t from, size_t to, char *out, size_t n);
/* "(higher is better)", "lower is better": the series' better, when it has none */
void ctx_direction(const struct text *t, size_t from, size_t to, struct xseries *s);
/* Set os from the scheduler when the post names no OS */
void ctx_finish(struct xseries *s);

#endif
