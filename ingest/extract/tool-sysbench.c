/* tool-sysbench.c: sysbench 1.x results, with or without the banner: events per second, events, latency; titled and pooled */
#include <ctype.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * sysbench 1.0 (src/sysbench.c report_cumulative, sb_cpu.c) prints
 *
 *   sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)
 *   Running the test with following options:
 *   Number of threads: 4
 *   ...
 *   CPU speed:                                  (cpu test only)
 *       events per second:   438.51
 *   General statistics:
 *       total time:                          10.0012s
 *       total number of events:              45213
 *   Latency (ms):
 *            min:  0.20   avg:  0.22   max:  3.61   95th percentile:  0.25   sum: ...
 *   Threads fairness:
 *       events (avg/stddev):           ...
 *
 * Posts often paste from "General statistics:" (or "CPU speed:") down,
 * under a title naming the kernel: the banner is not needed, these section
 * names are the signature.  Series: events/s (1/s), events (the total
 * number of events: the result of the threads, mutex and memory tests
 * that print no rate), latency (ms: the events' min, avg and max its
 * summary, no value) and latency with params.percentile; Threads
 * fairness's "events (avg/stddev):" and "execution time (avg/stddev):"
 * the summaries of events and execution time a thread.  The section
 * titles name parts of the output, never its configuration: the title
 * above the output labels it (tk_end).
 */

/* Where an output's reading stands: its section, and its latency summary's series */
struct sb_state {
	int section;               /* 1 latency, 2 0.4's execution summary, 3 lines grepped out of both, else 0 */
	int lat;                   /* the latency summary's series, or -1 */
};

#define GAP_TOKS 16        /* unknown tokens between two sections ("Threads started!") */
#define PREAMBLE_TOKS 120  /* the banner's options before the first section (fileio lists many) */

/* Line l runs sysbench and keeps a line of its output ("$ sysbench cpu run | grep ...") */
static int sysbench_command(const struct text *t, int l)
{
	const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end;

	return e - p > 10 && memmem(p, (size_t)(e - p), "sysbench ", 9) && memmem(p, (size_t)(e - p), "grep", 4) &&
	       tk_command_line(t, l);
}

/* Line l greps lines out of something ("$ grep -E 'transactions:|avg:' before-4.txt") */
static int grep_command(const struct text *t, int l)
{
	const char *p = t->s + t->l[l].start, *e = t->s + t->l[l].end;

	return e - p > 6 && memmem(p, (size_t)(e - p), "grep ", 5) && tk_command_line(t, l);
}

/* A banner or section that opens an output: 1 the banner, 2 CPU speed, 4 General statistics,
 * 8 a lone "total number of events:" line, 64 a line grepped out under its command, else 0 */
static int opener(const struct text *t, const struct tstream *ts, int i)
{
	if (ts_is(t, ts, i, "sysbench") && i + 2 < ts->n && tk_opens(t, ts, i + 2, "(using"))
		return 1;
	/* sysbench 0.4's banner: "sysbench 0.4.12:  multi-threaded system evaluation benchmark" */
	if (ts_is(t, ts, i, "sysbench") && tk_ends(t, ts, i + 1, ":") && ts_is(t, ts, i + 2, "multi-threaded"))
		return 1;
	/* the OLTP test's own section: 0.4's "OLTP test statistics:", 1.x's "SQL statistics:" */
	if (tk_words(t, ts, i, "OLTP test statistics:") || tk_words(t, ts, i, "SQL statistics:"))
		return 16;
	if (tk_words(t, ts, i, "Test execution summary:"))
		return 32;
	if (tk_words(t, ts, i, "CPU speed:"))
		return 2;
	if (tk_words(t, ts, i, "General statistics:"))
		return 4;
	/* the one line a poster kept of the output, cut with "..." above and below */
	if (ts_line_start(ts, i) && tk_words(t, ts, i, "total number of events:"))
		return 8;
	/* "transactions:  77866  (3892.42 per sec.)": only sysbench writes a rate so, the line
	 * kept alone under a title ("| grep transactions:" written once above the titles) */
	if (ts_line_start(ts, i) && (tk_words(t, ts, i, "transactions:") || tk_words(t, ts, i, "queries:")) &&
	    tk_num(t, ts, i + 1, NULL, NULL) && i + 3 < ts->n && t->s[ts->k[i + 2].s] == '(' &&
	    tk_words(t, ts, i + 3, "per sec.)"))
		return 64;
	/* "$ sysbench cpu ... run | grep 'events per second'" over the one line it kept */
	if (ts_line_start(ts, i) && (tk_words(t, ts, i, "events per second:") || tk_words(t, ts, i, "total time:")) &&
	    ts->line[i] > 0 && sysbench_command(t, ts->line[i] - 1))
		return 64;
	return 0;
}

/* "95th percentile:" at token i: the percentile */
static int percentile(const struct text *t, const struct tstream *ts, int i, struct xnum *pc)
{
	struct tok d;

	if (!ts_is(t, ts, i + 1, "percentile:") || i < 0)
		return 0;
	d = ts->k[i];
	while (d.e > d.s && !isdigit((unsigned char)t->s[d.e - 1]))
		d.e--;
	return d.e > d.s && xnum_from(t, &d, 0, pc);
}

/* A rate per second at token i: its series, else 0; the tokens it spans
 *   Total operations: 5430081 (2689653.15 per second)        memory
 *   5302.81 MiB transferred (2626.61 MiB/sec)                 memory
 *   reads/s: 6697.55   read, MiB/s: 104.65                    fileio */
static int rate(struct tout *o, int i)
{
	static const char *const keys[][3] = { { "reads/s:", "reads/s", "1/s" },
		{ "writes/s:", "writes/s", "1/s" }, { "fsyncs/s:", "fsyncs/s", "1/s" },
		{ "read, MiB/s:", "read", "MiB/s" }, { "written, MiB/s:", "written", "MiB/s" } };
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum x;
	size_t k;
	int n;

	if ((n = tk_words(t, ts, i, "Total operations:")) && tk_num(t, ts, i + n + 1, &x, NULL) &&
	    tk_words(t, ts, i + n + 2, "per second)")) {
		memcpy(tk_series(o, i, i + n + 3, "ops/s", "1/s", &x)->better, "higher", 7);
		return n + 4;
	}
	if (tk_words(t, ts, i + 1, "MiB transferred") && tk_num(t, ts, i + 3, &x, NULL) &&
	    ts_is(t, ts, i + 4, "MiB/sec)") && tk_num(t, ts, i, NULL, NULL)) {
		memcpy(tk_series(o, i, i + 4, "bandwidth", "MiB/s", &x)->better, "higher", 7);
		return 5;
	}
	for (k = 0; k < sizeof(keys) / sizeof(keys[0]); k++)
		if ((n = tk_words(t, ts, i, keys[k][0])) && tk_num(t, ts, i + n, &x, NULL)) {
			memcpy(tk_series(o, i, i + n, keys[k][1], keys[k][2], &x)->better, "higher", 7);
			return n + 1;
		}
	return 0;
}

/* "min:", "avg:", "max:" of the latency section at i: a field of its summary; 1 when so */
static int latency_field(struct tout *o, int i, struct sb_state *st)
{
	const struct text *t = o->r->t;
	struct xseries *s;
	struct xnum x;
	int f = ts_is(t, o->ts, i, "min:") ? SUM_MIN : ts_is(t, o->ts, i, "avg:") ? SUM_MEAN :
		ts_is(t, o->ts, i, "max:") ? SUM_MAX : -1;

	if (f < 0 || !tk_num(t, o->ts, i + 1, &x, NULL))
		return 0;
	if (st->lat < 0)
		st->lat = (int)(tk_series(o, i, i + 1, "latency", "ms", NULL) - o->r->series);
	s = &o->r->series[st->lat];
	s->has_summary = 1;
	s->sum[f] = x;
	if (o->ts->k[i + 1].e > s->span[1])
		s->span[1] = o->ts->k[i + 1].e;
	return 1;
}

/* "events (avg/stddev):  27531.5625/211.47": the summary of a thread's share; 1 when so */
static int fairness(struct tout *o, int i, int *last)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	int n = tk_words(t, ts, i, "events (avg/stddev):"), time = 0;
	const char *slash;
	struct xseries *s;
	struct tok a, b;
	struct xnum avg, sd;

	if (!n && (n = tk_words(t, ts, i, "execution time (avg/stddev):")))
		time = 1;
	if (!n || i + n >= ts->n || !(slash = memchr(t->s + ts->k[i + n].s, '/', ts->k[i + n].e - ts->k[i + n].s)))
		return 0;
	a = b = ts->k[i + n];
	a.e = (size_t)(slash - t->s);
	b.s = a.e + 1;
	if (!xnum_from(t, &a, 0, &avg) || !xnum_from(t, &b, 0, &sd))
		return 0;
	s = tk_series(o, i, i + n, time ? "execution time a thread" : "events a thread", time ? "s" : "", NULL);
	s->has_summary = 1;
	s->sum[SUM_MEAN] = avg;
	s->sum[SUM_STDDEV] = sd;
	*last = i + n;
	return 1;
}

/* The figure of the key at token i, if it is one: the last token it used, else -1 */
static int figure(struct tout *o, int i, struct sb_state *st)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum x, pc;
	int n;

	if ((n = tk_words(t, ts, i, "Number of threads:")) && tk_num(t, ts, i + n, &x, NULL)) {
		xs_param_num(&o->head, "tasks", &x);
		return i + n;
	}
	if ((n = tk_words(t, ts, i, "events per second:")) && tk_num(t, ts, i + n, &x, NULL)) {
		memcpy(tk_series(o, i, i + n, "events/s", "1/s", &x)->better, "higher", 7);
		return i + n;
	}
	if ((n = rate(o, i)) > 0)
		return i + n - 1;
	/* "transactions:  100000 (1745.32 per sec.)": the rate is the figure */
	if (((n = tk_words(t, ts, i, "transactions:")) || (n = tk_words(t, ts, i, "read/write requests:")) ||
	     (n = tk_words(t, ts, i, "queries:"))) && tk_num(t, ts, i + n, NULL, NULL) &&
	    t->s[ts->k[i + n + 1].s] == '(' && tk_words(t, ts, i + n + 2, "per sec.)")) {
		struct tok v = ts->k[i + n + 1];
		v.s++;
		if (xnum_from(t, &v, 0, &x)) {
			const char *m = ts_is(t, ts, i, "transactions:") ? "transactions/s" :
					ts_is(t, ts, i, "queries:") ? "queries/s" : "requests/s";
			memcpy(tk_series(o, i, i + n + 3, m, "1/s", &x)->better, "higher", 7);
			return i + n + 3;
		}
	}
	/* 0.4's "Test execution summary:" times a run of --max-requests: its result */
	if ((st->section & 2) && (n = tk_words(t, ts, i, "total time:")) && tk_num(t, ts, i + n, &x, NULL)) {
		tk_series(o, i, i + n, "time", "s", &x);
		return i + n;
	}
	if ((n = tk_words(t, ts, i, "total number of events:")) && tk_num(t, ts, i + n, &x, NULL)) {
		memcpy(tk_series(o, i, i + n, "events", "", &x)->better, "higher", 7);
		return i + n;
	}
	if ((n = tk_words(t, ts, i, "Latency (ms):")) || (n = tk_words(t, ts, i, "General statistics:")) ||
	    (n = tk_words(t, ts, i, "CPU speed:")) || (n = tk_words(t, ts, i, "Threads fairness:")) ||
	    (n = tk_words(t, ts, i, "per-request statistics:")) ||
	    (n = tk_words(t, ts, i, "Test execution summary:"))) {
		st->section = ts_is(t, ts, i, "Latency") || ts_is(t, ts, i, "per-request") ? 1 :
			      ts_is(t, ts, i, "Test") ? 2 : 0;
		return i + n - 1;
	}
	if (fairness(o, i, &n))
		return n;
	if ((st->section & 1) && tk_words(t, ts, i, "approx. 95 percentile:") && tk_num(t, ts, i + 3, &x, NULL)) {
		struct xnum p95 = { .value = 95, .s = ts->k[i + 1].s, .e = ts->k[i + 1].e, .set = 1 };
		xs_param_num(tk_series(o, i, i + 3, "latency", "ms", &x), "percentile", &p95);
		return i + 3;
	}
	if ((st->section & 1) && latency_field(o, i, st))
		return i + 1;
	if ((st->section & 1) && percentile(t, ts, i, &pc) && tk_num(t, ts, i + 2, &x, NULL)) {
		xs_param_num(tk_series(o, i, i + 2, "latency", "ms", &x), "percentile", &pc);
		return i + 2;
	}
	return -1;
}

static int output(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct sb_state st = { 0, -1 };
	int j, last = i, seen, got;

	tk_begin(&o, r, ts, i, "sysbench");
	seen = opener(t, ts, i);
	/* lines grepped out of a run's file ("grep -E 'transactions:|total time:|avg:' run.txt"):
	 * of the execution summary and the latency's, their section names left behind */
	if (seen == 64 && ts->line[i] > 0 && grep_command(t, ts->line[i] - 1))
		st.section = 3;
	else if (seen == 64)       /* a kept line: its figure alone (0.4's total time its result) */
		st.section = ts_is(t, ts, i, "total") ? 2 : 0;
	/* "| grep -E 'total number|95th'": the latency lines kept without their section's title */
	else if (seen == 8 && ts->line[i] > 0 && sysbench_command(t, ts->line[i] - 1))
		st.section = 1;
	for (j = i; j < ts->n && j - last <= (seen & 14 ? GAP_TOKS : PREAMBLE_TOKS); j++) {
		/* another banner, a section again, or CPU speed after the statistics: the next output;
		 * so is the next command of a session ("% sysbench mutex ... | grep ...") */
		int k = j > i ? opener(t, ts, j) : 0;
		if (k == 1 || (k & seen) || (k == 2 && (seen & 4)) ||
		    (j > i && ts_line_start(ts, j) && tk_command_line(t, ts->line[j])))
			break;
		seen |= k;
		if ((got = figure(&o, j, &st)) >= 0)
			last = j = got;
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return opener(r->t, ts, i) && tk_readable(r, ts, i);
}

void rec_sysbench(struct xresult *r)
{
	tk_scan(r, " statistics:", starts, output);
	tk_scan(r, "multi-threaded system evaluation", starts, output);
	tk_scan(r, "CPU speed:", starts, output);
	tk_scan(r, "total number of events:", starts, output);
	tk_scan(r, "sysbench ", starts, output);
	tk_scan(r, " per sec.)", starts, output);
}
