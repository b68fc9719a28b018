/* extract.c: the driver: layout, the recognisers in order, then systems, citations and stable ids */
#include <glib.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "extract.h"
#include "vocab.h"
#include "tool.h"
#include "figures.h"
#include "layout.h"
#include "prose.h"
#include "../../core/banned.h"

/* Systems: the nearest one by the same author at the same depth, else by
 * the same author, preceding the series first, else following it. */
static void link_systems(struct xresult *r)
{
	int i, j, tier;

	for (i = 0; i < r->nseries; i++) {
		struct xseries *s = &r->series[i];
		for (tier = 0; tier < 2 && s->system < 0; tier++) {
			int before = -1, after = -1;
			for (j = 0; j < r->nsys; j++) {
				const struct xsystem *y = &r->sys[j];
				const char *ya = y->author >= 0 ? r->t->authors[y->author] : "";
				const char *sa = s->author >= 0 ? r->t->authors[s->author] : "";
				if (strcmp(ya, sa) || (tier == 0 && y->depth != s->depth))
					continue;
				if (y->span[0] <= s->span[0])
					before = j;
				else if (after < 0)
					after = j;
			}
			s->system = before >= 0 ? before : after;
		}
	}
}

static void key_num(struct buf *b, const struct text *t, const struct xnum *x)
{
	if (x->set)
		buf_add(b, t->s + x->s, x->e - x->s);
	buf_addc(b, ',');
}

/*
 * The content of a series.  full: everything, for its id.  Otherwise the key
 * that finds a quoted copy of it.  A copy usually lost the heading that named
 * the workload, scheduler and parameters, so the key is what a copy keeps:
 * the metric, the numbers, and the words of the row or block it sits in
 * (quote marks and white space aside), which tell two cells of a table apart.
 */
static void content_key(const struct text *t, const struct xseries *s, int full, struct buf *b)
{
	int i;

	buf_addf(b, "%s|%s|", s->metric, s->unit);
	if (full) {
		buf_addf(b, "%s|%s|", s->workload, s->scheduler);
		for (i = 0; i < s->nparams; i++) {
			const struct xparam *p = &s->params[i];
			buf_addf(b, "%s=", p->key);
			if (p->is_num && p->str[0])
				buf_addf(b, "%s,", p->str);
			else if (p->is_num)
				key_num(b, t, &p->num);
			else
				buf_addf(b, "%s,", p->str);
		}
		buf_addf(b, "|%s|%s|%s|%s|", s->better, s->os, s->os_version, s->label);
		if (s->name[0])
			buf_addf(b, "%s|", s->name);
	} else {
		struct tok k[256];
		int n = tok_split(t, s->span[0], s->span[1], k, 256);
		for (i = 0; i < n; i++) {
			buf_add(b, t->s + k[i].s, k[i].e - k[i].s);
			buf_addc(b, ' ');
		}
	}
	buf_addc(b, '|');
	for (i = 0; i < s->nvalues; i++)
		key_num(b, t, &s->values[i]);
	if (s->has_summary)
		for (i = 0; i < SUM_COUNT; i++)
			key_num(b, t, &s->sum[i]);
}

static void make_id(char *out, char prefix, const char *msgid, const char *key, int dup)
{
	GChecksum *c = g_checksum_new(G_CHECKSUM_SHA256);
	char n[16];

	g_checksum_update(c, (const guchar *)msgid, (gssize)strlen(msgid));
	g_checksum_update(c, (const guchar *)"\n", 1);
	g_checksum_update(c, (const guchar *)key, (gssize)strlen(key));
	if (dup) {
		snprintf(n, sizeof(n), "#%d", dup);
		g_checksum_update(c, (const guchar *)n, (gssize)strlen(n));
	}
	out[0] = prefix;
	memcpy(out + 1, g_checksum_get_string(c), 16);
	out[17] = '\0';
	g_checksum_free(c);
}

void extract_ids(struct xresult *r, const char *msgid)
{
	const struct text *t = r->t;
	GHashTable *seen = NULL, *dups = NULL;
	struct buf b = BUF_INIT;
	int i;

	/* content -> how many series of it have an id: the next one's #N (no series: no tables) */
	if (r->nseries) {
		seen = g_hash_table_new(g_str_hash, g_str_equal);
		dups = g_hash_table_new_full(g_str_hash, g_str_equal, free, NULL);
	}
	for (i = 0; i < r->nseries; i++) {
		int dup;
		buf_clear(&b);
		content_key(t, &r->series[i], 0, &b);
		make_id(r->series[i].cite_key, 'k', "", b.data, 0);
		buf_clear(&b);
		content_key(t, &r->series[i], 1, &b);
		/*
		 * Two series of identical content in one message get #1, #2 ...;
		 * counting from where the last of that content stopped keeps
		 * 4,000 pasted `time` results linear (trying #0 up took 28 s).
		 */
		dup = GPOINTER_TO_INT(g_hash_table_lookup(dups, b.data));
		do
			make_id(r->series[i].id, 's', msgid, b.data, dup++);
		while (g_hash_table_contains(seen, r->series[i].id));
		g_hash_table_add(seen, r->series[i].id);
		g_hash_table_replace(dups, xstrdup(b.data), GINT_TO_POINTER(dup));
	}
	if (r->nseries) {
		g_hash_table_destroy(dups);
		g_hash_table_destroy(seen);
	}
	for (i = 0; i < r->nsys; i++) {
		const struct xsystem *y = &r->sys[i];
		buf_clear(&b);
		buf_add(&b, t->s + y->span[0], y->span[1] - y->span[0]);
		make_id(r->sys[i].id, 'h', msgid, b.data, i);
	}
	for (i = 0; i < r->ncmp; i++) {
		buf_clear(&b);
		buf_addf(&b, "%s|%s|", r->series[r->cmp[i].a].id, r->series[r->cmp[i].b].id);
		buf_add(&b, t->s + r->cmp[i].span[0], r->cmp[i].span[1] - r->cmp[i].span[0]);
		make_id(r->cmp[i].id, 'c', msgid, b.data, 0);
	}
	buf_release(&b);
}

/* A quoted copy of a table this message also posts unquoted is a citation. */
static void cite_within(struct xresult *r)
{
	GHashTable *posted;
	struct buf b = BUF_INIT;
	int i, quoted = 0;

	for (i = 0; i < r->nseries; i++)
		quoted |= r->series[i].depth > 0;
	/* no quoted series (most posts have none at all): no table to make */
	if (!quoted)
		return;
	posted = g_hash_table_new_full(g_str_hash, g_str_equal, free, NULL);
	for (i = 0; i < r->nseries; i++) {
		if (r->series[i].depth != 0)
			continue;
		buf_clear(&b);
		content_key(r->t, &r->series[i], 0, &b);
		if (!g_hash_table_contains(posted, b.data))
			g_hash_table_insert(posted, xstrdup(b.data), GINT_TO_POINTER(i + 1));
	}
	for (i = 0; i < r->nseries; i++) {
		gpointer j;
		if (r->series[i].depth == 0)
			continue;
		buf_clear(&b);
		content_key(r->t, &r->series[i], 0, &b);
		if ((j = g_hash_table_lookup(posted, b.data)))
			r->series[i].cites = GPOINTER_TO_INT(j) - 1;
	}
	buf_release(&b);
	g_hash_table_destroy(posted);
}

/* A series read from a text attachment's block names the attachment. */
static void name_attachments(struct xresult *r)
{
	int i, b;

	for (i = 0; r->t->attachments && i < r->nseries; i++)
		if ((b = attach_block_at(r->t, r->series[i].span[0])) >= 0)
			attach_name(r->t, b, r->series[i].attachment, sizeof(r->series[i].attachment));
}

/*
 * The stages in order: the tools' own outputs first (a generic table would
 * read their rows as something else), benchmarks before the tools that wrap
 * them (perf stat, hyperfine, time: an output right under the benchmark's
 * takes its title, tk_title_line), then time(1) rows, the older column
 * and pair readers, then hardware, then any table left (table.c).  A stage
 * reads only lines no earlier stage claimed.  found_by names the stage; a
 * "tool:" stage that reads several tools names the tool by its workload.
 */
static const struct stage {
	const char *found_by;
	void (*run)(struct xresult *r);
	const char *why;
} stages[] = {
	{ "table", rec_grepped, "lines grep printed after their files' names" },
	{ "tool:ministat", rec_ministat, "ministat legend, summary lines, difference" },
	{ "tool:lat_ctx", rec_latctx, "lmbench lat_ctx size= header and process lines" },
	{ "tool:super-smack", rec_smack, "super-smack query table" },
	{ "tool:ubench", rec_ubench, "ubench scores" },
	{ "tool:schbench", rec_schbench, "schbench percentile blocks" },
	{ "tool:hackbench", rec_hackbench, "hackbench Running in ... mode banner and Time lines" },
	{ "tool:", rec_perfbench, "perf bench sched messaging or pipe: Running 'sched/...' and its totals" },
	{ "tool:", rec_perffutex, "perf bench futex: Running 'futex/...', [Run N] lines, the summary line (Wokeup, Requeued, Avg per-thread latency, Averaged N operations/sec)" },
	{ "tool:will-it-scale", rec_willitscale, "will-it-scale: testcase:, warmup and measurement lines of min: max: total:, average:" },
	{ "tool:locktorture", rec_locktorture, "locktorture: Writes:/Reads : Total: N Max/Min: a/b Fail: N, a line a run" },
	{ "tool:specjbb2015", rec_specjbb, "SPECjbb2015: RUN RESULT: hbIR ... max-jOPS = N, critical-jOPS = N, a line a run" },
	{ "tool:reaim", rec_reaim, "reaim: Num Forked, Parent Time ... JTI header, a row a load, Max Jobs per Minute" },
	{ "tool:pgbench", rec_pgbench, "pgbench run report: transaction type: ... tps =" },
	{ "tool:wrk", rec_wrk, "wrk report: Thread Stats, requests in, Requests/sec, Transfer/sec" },
	{ "tool:criterion", rec_criterion, "criterion report: NAME time: [lo mid hi], change, outliers among N measurements" },
	{ "tool:jmh", rec_jmh, "JMH result table: Benchmark, (params), Mode, Cnt, Score, Error, Units" },
	{ "tool:google-benchmark", rec_gbench, "Google Benchmark console report: its context, Benchmark Time CPU Iterations, a row a benchmark, _mean/_median/_stddev its summary" },
	{ "tool:pyperf", rec_pyperf, "pyperf: NAME: Mean +- std dev: [ref] V +- S -> [changed] V +- S: R faster, or one file's result; compare_to --table's Benchmark | ref | changed rows" },
	{ "tool:go-test", rec_gotest, "go test -bench result lines: Benchmark name, iterations, figure and unit pairs" },
	{ "tool:benchstat", rec_benchstat, "benchstat: a row per Go benchmark, a column per file, the delta with p and n" },
	{ "tool:h2load", rec_h2load, "h2load report: finished in, req/s, its time for request/connect/1st byte rows" },
	{ "tool:jvm-gc", rec_jvmgc, "JVM GC and safepoint log lines: Pause Young ... 6.812ms, Total time for which application threads were stopped" },
	{ "tool:ab", rec_ab, "ApacheBench report: Requests per second, Time per request, Connection Times" },
	{ "tool:siege", rec_siege, "siege report: Transactions, Availability ... Shortest transaction (text or JSON)" },
	{ "tool:sysbench", rec_sysbench, "sysbench banner or General statistics, CPU speed and Latency sections" },
	{ "tool:mysqlslap", rec_mysqlslap, "mysqlslap Benchmark blocks: average, minimum and maximum seconds, clients" },
	{ "tool:redis-benchmark", rec_redis, "redis-benchmark: ====== TEST ====== reports, throughput and latency summary; -q lines" },
	{ "tool:memtier", rec_memtier, "memtier_benchmark: Type Ops/sec ... header over Sets, Gets, Totals rows; the Threads and Connections per thread lines above" },
	{ "tool:bonnie++", rec_bonnie, "bonnie++: Version N ------Sequential Output------ (or Create) blocks, a machine's row of rates and %CP, its Latency row" },
	{ "tool:npb", rec_npb, "NAS Parallel Benchmarks: NAME Benchmark Completed, Time in seconds, Mop/s total" },
	{ "tool:lkp", rec_lkp, "LKP %stddev %change rows" },
	{ "tool:turbostat", rec_turbostat, "turbostat: a header of counters (Avg_MHz, Busy%, PkgWatt ...), a row an interval" },
	{ "tool:vmstat", rec_vmstat, "vmstat screen: the machine's state, not a result: no series" },
	{ "tool:mpstat", rec_mpstat, "mpstat or sar -u screen: CPU time by state, the machine's state: no series" },
	{ "tool:numastat", rec_numastat, "numastat: numa_hit ... a column a node, or -m / -p Per-node memory usage tables: where memory sits, the machine's state: no series" },
	{ "tool:iostat", rec_iostat, "iostat device or avg-cpu report: what the disks did, the machine's state: no series" },
	{ "tool:xentop", rec_xentop, "xentop screen: a row per Xen domain, the machine's state: no series" },
	{ "tool:perf-report", rec_perfreport, "perf report profile: a share a symbol ([k], [.]): where the cycles went, no series" },
	{ "tool:interrupts", rec_interrupts, "/proc/interrupts or /proc/softirqs: counts per CPU since boot, the machine's state: no series" },
	{ "tool:netperf", rec_netperf, "netperf test banner, header and result row" },
	{ "tool:perf-stat", rec_perfstat, "perf stat counter block" },
	{ "tool:hyperfine", rec_hyperfine, "hyperfine benchmarks and their summary" },
	{ "tool:dbench", rec_dbench, "dbench/tbench Throughput line and its run" },
	{ "tool:kernbench", rec_kernbench, "kernbench averaged runs" },
	{ "tool:dd", rec_dd, "dd's closing line: bytes, seconds, rate" },
	{ "tool:ebizzy", rec_ebizzy, "ebizzy: N records/s, then real, user, sys" },
	{ "tool:postmark", rec_postmark, "PostMark: N seconds total, then the rates in parentheses" },
	{ "tool:mplayer", rec_mplayer, "mplayer -benchmark: BENCHMARKs: VC: VO: A: Sys: seconds, BENCHMARKn: frames shown, dropped, total" },
	{ "tool:bpftrace", rec_bpftrace, "bpftrace stats() line (count, average, total); its and bcc's histograms claimed, no series" },
	{ "tool:hammerdb", rec_hammerdb, "HammerDB TPROC-C result: System achieved N NOPM from M DB TPM" },
	{ "tool:poudriere", rec_poudriere, "poudriere bulk status line: Queued, Built ... counts claimed; Time: hh:mm:ss the build's wall time" },
	{ "tool:sockperf", rec_sockperf, "sockperf report: avg-latency (std-dev), percentiles, MIN/MAX observations; Message Rate and BandWidth summaries" },
	{ "tool:coremark", rec_coremark, "CoreMark report: Total ticks, Total time (secs), Iterations/Sec; the CoreMark 1.0 : score line" },
	{ "tool:blogbench", rec_blogbench, "blogbench: Final score for writes, Final score for reads" },
	{ "tool:ping", rec_ping, "ping statistics: rtt min/avg/max/mdev, packets transmitted and received" },
	{ "tool:nstat", rec_nstat, "nstat's counters under #kernel: each one's change, the rate column no figure" },
	{ "tool:neper", rec_neper, "neper: key=value lines, throughput, latency_mean and percentiles" },
	{ "tool:stream", rec_stream, "STREAM: Function Best Rate MB/s ... over Copy, Scale, Add, Triad" },
	{ "tool:stress-ng", rec_stressng, "stress-ng metrics: a row a stressor, miscellaneous metrics" },
	{ "tool:cyclictest", rec_cyclictest, "cyclictest thread lines or histogram summary" },
	{ "tool:xenomai-latency", rec_xenolat, "Xenomai latency: RTD lines a second, RTS summary" },
	{ "tool:rtla", rec_rtla, "rtla timerlat top and osnoise top: a row a CPU" },
	{ "tool:oslat", rec_oslat, "oslat: Core: columns, bucket rows, Minimum, Average, Maximum" },
	{ "tool:fio", rec_fio, "fio job results" },
	{ "tool:fio", rec_fioterse, "fio --minimal terse line: a job's results per direction by field" },
	{ "tool:t/io_uring", rec_iouring, "fio's t/io_uring: IOPS=, BW=, IOS/call= a line a second" },
	{ "tool:iperf", rec_iperf, "iperf interval table" },
	{ "tool:mmtests", rec_mmtests, "mmtests compare table" },
	{ "tool:R", rec_rstats, "R's summary() of a vector (Min. 1st Qu. Median Mean 3rd Qu. Max.) or of a data frame (a column each, Min.   :v rows); its t.test() report claimed, the two vectors compared" },
	{ "tool:pandas", rec_describe, "pandas describe(): count, mean, std, min, percentiles, max rows, a column a series (or one, over Name: X, dtype:)" },
	{ "tool:gfxinfo", rec_gfxinfo, "Android dumpsys gfxinfo: Janky frames: N (P%), Nth percentile: Xms; the frame total and Number ... counts claimed" },
	{ "tool:buildworld", rec_buildworld, "FreeBSD build banners: >>> World built in N seconds, ncpu: N, make -jN and >>> Kernel(s) NAME built in ..." },
	{ "tool:latencytop", rec_latencytop, "LatencyTOP screen or text dump: Cause Maximum Percentage over a row a cause (N msec  P %), a process's Process NAME (PID) Total: N msec" },
	{ "tool:perf-sched-latency", rec_schedlat, "perf sched latency: a benchmark's row (Task | Runtime ms | Switches | avg: | max:), its scheduling delay's avg and max; the other rows and TOTAL claimed" },
	{ "tool:tiotest", rec_tiotest, "tiotest: Tiotest results for N concurrent io threads: and its latency box, an item's time, rate, CPU and latencies" },
	{ "tool:mbw", rec_mbw, "mbw: N|AVG Method: NAME Elapsed: V MiB: V Copy: V MiB/s, a method's runs and their mean" },
	{ "tool:osu", rec_osu, "OSU micro-benchmarks: # OSU MPI ... Test over # Size and its columns, a row a message size" },
	{ "tool:spec-cpu", rec_speccpu, "SPEC CPU 2017 result text: Benchmarks Copies Run Time Rate (or Threads ... Ratio), a row a benchmark, the Est. SPECrate(R)2017_int_base line" },
	{ "tool:dacapo", rec_dacapo, "DaCapo: ===== DaCapo REL BENCH PASSED in N msec ===== a run, its warmup and starting lines claimed" },
	{ "tool:jq", rec_jq, "one figure a jq path picked out of a tool's JSON, the number under the command" },
	{ "table", rec_pctimp, "V [pct imp](CV) cells under NAME[pct imp](CV) headers, V (STD) under NAME(std%)" },
	{ "tool:unixbench", rec_unixbench, "UnixBench run: result lines, index table, Index Score" },
	{ "tool:lmbench", rec_lmbench, "lmbench summary tables: ruled header, a row per host" },
	{ "tool:lmbench", rec_lmbench_micro, "lmbench run by hand: NAME: N microseconds, NAME: N MB/sec" },
	{ "tool:interbench", rec_interbench, "interbench sections: a row per load under Latency +/- SD" },
	{ "tool:latt", rec_latt, "latt: Entries: N (clients=N), then Max, Avg, Stdev usec; or Entries logged: N, then Wakeup and Work averages" },
	{ "tool:hwlatdetect", rec_hwlatdetect, "hwlatdetect: test duration, then Max Latency: Nus" },
	{ "tool:massive_intr", rec_massiveintr, "massive_intr: a pid and its loops a line" },
	{ "tool:sched-timehist", rec_timehist, "perf sched timehist: a row a switch, wait time, sch delay, run time" },
	{ "tool:pts", rec_pts, "Phoronix Test Suite result text: title, options, scale, a line per identifier" },
	{ "tool:pts", rec_pts_run, "Phoronix Test Suite run output: profile, Test N of M, trials, Average" },
	{ "tool:time", rec_fishtime, "fish's time: Executed in, usr time, sys time" },
	{ "tool:time", rec_rowtime, "time(1) output: real, user, sys" },
	{ "tool:time", rec_time_long, "time -v and time -l resource usage; zsh's time line; time -f %e seconds a line" },
	{ "tool:top", rec_top, "top screen: CPU states line, process rows under PID ... COMMAND" },
	{ "pair", rec_slashstat, "min/avg/max = a/b/c UNIT: a summary under its title" },
	{ "pair", rec_statline, "NAME: min V avg V max V, a line each or run together" },
	{ "table", rec_cell_lines, "a table a browser copied one cell a line: names, then each row's name and figures" },
	{ "table", rec_csv, "comma-separated values under a header of names" },
	{ "table", rec_logfmt, "lines of key=value fields: builds, settings, runs, figures by key" },
	{ "pair", rec_vsline, "A vs B: a vs b METRIC, c vs d METRIC" },
	{ "table", rec_mean_rows, "a build's runs on a line, an arrow and their mean: NAME v v v -> mean" },
	{ "table", rec_keyruns, "keyed runs: KEY: NAME v, v, v, more names' runs under the first" },
	{ "table", rec_runlist, "a build's name over its runs, a figure a line, a summary line after them" },
	{ "table", rec_runs_line, "a build's runs on one line under a title naming it: TITLE:, then v v v" },
	{ "table", rec_run_fields, "a run a line keyed by its number, other figures keyed by name: run1: V UNIT  NAME: V" },
	{ "table", rec_named_fields, "a build a line, then figures keyed by name: NAME  KEY V UNIT  KEY V" },
	{ "table", rec_columns, "columns under a header of metrics, schedulers or kernels" },
	{ "pair", rec_pairs, "label: value pairs under a heading" },
	{ "tool:top", rec_shares, "CPU shares from top" },
	{ "tool:", rec_tools, "a benchmark tool's own output lines" },
	{ "table", rec_flat, "a table whose line breaks were lost: rows of numbers under names" },
};

/* Name what a stage found, and note the lines it took for --explain */
static void after_stage(struct xresult *r, const struct stage *st, int first_series,
			const unsigned char *was_used)
{
	const struct text *t = r->t;
	int i, l;

	/* most stages find nothing in most posts: nothing to name, no line to note */
	if (first_series == r->nseries && !memcmp(r->used, was_used, (size_t)t->n))
		return;
	for (i = first_series; i < r->nseries; i++) {
		struct xseries *s = &r->series[i];
		if (s->found_by[0])
			continue;
		if (!strcmp(st->found_by, "tool:"))
			snprintf(s->found_by, sizeof(s->found_by), "tool:%.18s", s->workload[0] ? s->workload : "?");
		else
			snprintf(s->found_by, sizeof(s->found_by), "%s", st->found_by);
	}
	for (l = 0; l < t->n; l++) {
		int a = l;
		if (!r->used[l] || was_used[l])
			continue;
		while (l + 1 < t->n && r->used[l + 1] && !was_used[l + 1])
			l++;
		layout_note(r, a, l, st->found_by, st->why);
	}
}

/* The scheduler a label names itself ("6.4.0-rc2 + eevdf": EEVDF), else NULL */
static const struct vocab_sched *label_scheduler(const char *label)
{
	return label[0] ? vocab_sched_last(label, strlen(label), NULL, NULL) : NULL;
}

/*
 * "base is 6.4.0-rc2 and the eevdf kernel is 6.4.0-rc2 plus this series"
 * over outputs titled "6.4.0-rc2" and "6.4.0-rc2 + eevdf": the heading's
 * scheduler was written on every series, but a series whose label is this
 * one's with more names it; on this series, whose label names none, it is
 * that other build's, not this one's.  And a label naming one scheduler
 * itself names the series' scheduler, whatever the heading named.
 */
static void settle_schedulers(struct xresult *r)
{
	int i, j;

	for (i = 0; i < r->nseries; i++) {
		struct xseries *s = &r->series[i];
		const struct vocab_sched *own;
		size_t ms, me;
		/* "ule  FreeBSD 5.3-B" as a row's name under prose naming 4BSD: the row's own name
		 * says which (one scheduler in it, no "4BSD vs ULE") */
		if (s->scheduler[0] && s->label[0] && (own = vocab_sched_last(s->label, strlen(s->label), &ms, &me)) &&
		    strcmp(own->name, s->scheduler) && !vocab_sched_last(s->label, ms, NULL, NULL))
			xs_printf(s->scheduler, sizeof(s->scheduler), "%s", own->name);
		if (!s->scheduler[0] || !s->label[0] || label_scheduler(s->label))
			continue;
		/* the other build is this one with the scheduler added: its label opens with this
		 * label ("6.4.0-rc2 + eevdf" beside "6.4.0-rc2") */
		for (j = 0; j < r->nseries; j++) {
			const char *o = r->series[j].label;
			if (j == i || !(own = label_scheduler(o)) || strcmp(own->name, s->scheduler) ||
			    strlen(o) <= strlen(s->label) || strncasecmp(o, s->label, strlen(s->label)))
				continue;
			s->scheduler[0] = '\0';
			break;
		}
	}
}

/*
 * "1 GB, 2.6.31.6-rt19 with our usual config." over one cyclictest output:
 * when no series of the post says which build it measured, and the poster's
 * own text above them names one build and no other (a kernel's version
 * with its marks, a FreeBSD release), that build is what ran.
 */
static void name_the_only_build(struct xresult *r)
{
	const struct text *t = r->t;
	char os[12] = "", ver[64] = "", o2[12], v2[64];
	int i, l, first = t->n;

	if (!r->nseries)
		return;         /* most posts: no series to name, no line to read for a build */
	for (i = 0; i < r->nseries; i++) {
		const struct xseries *s = &r->series[i];
		if (s->label[0] || s->scheduler[0] || s->os_version[0] || s->depth)
			return;
		if (s->line < first)
			first = s->line;
	}
	for (l = 0; l < first; l++) {
		if (t->l[l].depth || r->used[l] || layout_skip(r, l) ||
		    !ctx_version(t, t->l[l].start, t->l[l].end, o2, sizeof(o2), v2, sizeof(v2)) || !o2[0])
			continue;
		if (ver[0] && strcmp(ver, v2))
			return;
		memcpy(os, o2, sizeof(os));
		memcpy(ver, v2, sizeof(ver));
	}
	for (i = 0; ver[0] && i < r->nseries; i++) {
		memcpy(r->series[i].os, os, sizeof(os));
		memcpy(r->series[i].os_version, ver, sizeof(ver));
	}
}

void extract_text(const struct text *t, struct xresult *r)
{
	unsigned char *was = xcalloc((size_t)t->n + 1, 1);
	size_t i;

	memset(r, 0, sizeof(*r));
	r->t = t;
	r->used = xcalloc((size_t)t->n + 1, 1);
	layout_build(r);
	for (i = 0; i < sizeof(stages) / sizeof(stages[0]); i++) {
		int first = r->nseries;
		memcpy(was, r->used, (size_t)t->n);
		stages[i].run(r);
		after_stage(r, &stages[i], first, was);
	}
	free(was);
	loop_outputs(r);
	rec_systems(r);
	layout_skip_systems(r);
	rec_slash(r);
	rec_inline(r);
	rec_kv(r);
	rec_table(r);
	rec_ministat_runs(r);
	rec_prose_averages(r);
	rec_prose(r);
	tk_name_untitled(r);
	name_attachments(r);
	name_abbreviated_files(r);
	name_before_after(r);
	settle_schedulers(r);
	name_the_only_build(r);
	link_systems(r);
	cite_within(r);
}

