/* tool-netperf.c: netperf's classic tests: TCP/UDP STREAM throughput, REQUEST/RESPONSE transaction rates */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * netperf 2.x (src/nettest_bsd.c, send_tcp_stream / send_tcp_rr /
 * send_udp_stream) prints a banner, a titled header and one result row:
 *
 *   MIGRATED TCP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to ... : demo
 *   Recv   Send    Send
 *   Socket Socket  Message  Elapsed
 *   Size   Size    Size     Time     Throughput
 *   bytes  bytes   bytes    secs.    10^6bits/sec
 *
 *    87380  16384  16384    10.00    9413.75
 *
 * tput_fmt_1 "%6d %6d %6d    %-6.2f   %7.2f   %s\n": the throughput is the
 * fifth column.  A REQUEST/RESPONSE test ("Local /Remote ... Trans. Rate
 * ... secs. per sec") prints "%-6d %-6d %-6d   %-6d  %-6.2f   %7.2f   %s\n",
 * the rate sixth, then a line of the remote socket sizes.  UDP_STREAM
 * ("Okay Errors Throughput") prints the sending side (six columns) and the
 * receiving side (four).  With -c/-C, CPU and service-demand columns follow
 * the result (series cpu and service demand, local and remote: the cost of
 * the result, read beside it); older netperf says "TCP STREAM TEST to HOST" and
 * "10^6bits/s".  The socket sizes and the elapsed time are settings, not
 * results: one series per test, metric throughput (the unit as the header
 * says: Mbit/s, kbit/s, MB/s ...) or tps.
 */

#define BANNER_TOKS 40     /* "from ... to ... : demo : first burst 0" */
#define HEADER_TOKS 40     /* the titled header up to "secs." */

struct test {
	const char *sig;       /* after an optional MIGRATED */
	const char *name;      /* the -t option that runs it */
	int rr;                /* a rate per second, not a throughput */
	int col;               /* the result's column (0-based) */
	int udp;               /* a second, receiving row */
};

static const struct test tests[] = {
	{ "TCP STREAM TEST", "TCP_STREAM", 0, 4, 0 },
	{ "TCP MAERTS TEST", "TCP_MAERTS", 0, 4, 0 },
	{ "TCP SENDFILE TEST", "TCP_SENDFILE", 0, 4, 0 },
	{ "UDP UNIDIRECTIONAL SEND TEST", "UDP_STREAM", 0, 5, 1 },
	{ "TCP REQUEST/RESPONSE TEST", "TCP_RR", 1, 5, 0 },
	{ "UDP REQUEST/RESPONSE TEST", "UDP_RR", 1, 5, 0 },
	{ "TCP Connect/Request/Response TEST", "TCP_CRR", 1, 5, 0 },
};

/* The header's unit word after "secs.": "10^6bits/sec", "KBytes/sec", "per sec" */
static const char *unit_of(const struct text *t, const struct tstream *ts, int i, int *used)
{
	static const struct { const char *word, *unit; } units[] = {
		{ "10^6bits/sec", "Mbit/s" }, { "10^6bits/s", "Mbit/s" }, { "10^3bits/sec", "kbit/s" },
		{ "10^3bits/s", "kbit/s" }, { "10^9bits/sec", "Gbit/s" }, { "10^9bits/s", "Gbit/s" },
		{ "10^0bits/sec", "bit/s" }, { "KBytes/sec", "KB/s" }, { "MBytes/sec", "MB/s" },
		{ "GBytes/sec", "GB/s" }, { "KBytes/s", "KB/s" }, { "MBytes/s", "MB/s" },
		{ "GBytes/s", "GB/s" }, { "Bytes/sec", "B/s" },
	};
	size_t u;

	*used = 2;
	if (tk_words(t, ts, i, "per sec"))
		return "1/s";
	*used = 1;
	for (u = 0; u < sizeof(units) / sizeof(units[0]); u++)
		if (tk_words(t, ts, i, units[u].word))
			return units[u].unit;
	return NULL;
}

/* Numbers from token i on, as long as they last: how many */
static int numbers(const struct text *t, const struct tstream *ts, int i, int max)
{
	struct xnum x;
	int n = 0;

	while (n < max && tk_num(t, ts, i + n, &x, NULL))
		n++;
	return n;
}

/* The numbers of the printed line at token j: how many */
static int line_numbers(const struct text *t, const struct tstream *ts, int j)
{
	int n = numbers(t, ts, j, 16);

	while (n > 1 && ts->line[j + n - 1] != ts->line[j])
		n--;
	return n;
}

/*
 * The rows after the first result row ROW (N numbers) from token J: RR's
 * line of the remote socket sizes (cut short or not), and more result rows
 * of the same socket sizes, as a post pastes runs under one header ("header
 * snipped on runs 2 and 3"): their results are more values of series SIDX.
 * The token after the last read.
 */
static int more_rows(struct xresult *r, const struct tstream *ts, int row, int n, int j, const struct test *te,
		     int sidx)
{
	const struct text *t = r->t;
	struct xnum x, a, b;
	int m;

	while (j < ts->n && !ts_flat(t, ts, j) && tk_num(t, ts, j, &a, NULL)) {
		m = line_numbers(t, ts, j);
		/* "16384  87380" (RR's remote sizes), or only its first: no result */
		if (te->rr && m <= 2 && tk_num(t, ts, row, &b, NULL) && a.value == b.value) {
			j += m;
			continue;
		}
		if (m != n || !tk_num(t, ts, row, &b, NULL) || a.value != b.value ||
		    !tk_num(t, ts, j + te->col, &x, NULL))
			break;
		xs_value(&r->series[sidx], &x);
		if (x.e > r->series[sidx].span[1])
			r->series[sidx].span[1] = x.e;
		j += m;
	}
	return j;
}

/*
 * With -c and -C, four columns after the result (at token c): the CPU used
 * on the local and remote side ("% S"), and the service demand, CPU time a
 * unit of work took ("us/KB", "us/Tr" for a transaction): a series each,
 * params.side local or remote.
 */
static void cpu_columns(struct tout *o, int c, int last, int rr)
{
	static const char *const side[] = { "local", "remote" };
	const struct text *t = o->r->t;
	struct xnum x;
	int k;

	for (k = 0; k < 4; k++) {
		struct xseries *s;
		if (!tk_num(t, o->ts, c + k, &x, NULL))
			return;
		s = tk_series(o, c + k, k == 3 ? last : c + k, k < 2 ? "cpu" : "service demand",
			      k < 2 ? "%" : rr ? "us/Tr" : "us/KB", &x);
		xs_param_str(s, "side", side[k % 2], strlen(side[k % 2]));
	}
}

/* Line l's fields parted by commas, into f (at most max): how many */
static int comma_fields(const struct text *t, int l, size_t (*f)[2], int max)
{
	size_t p = t->l[l].start, e = t->l[l].end;
	int n = 0;

	while (p <= e && n < max) {
		const char *c = memchr(t->s + p, ',', e - p);
		size_t q = c ? (size_t)(c - t->s) : e;
		f[n][0] = p;
		f[n][1] = q;
		n++;
		if (!c)
			break;
		p = q + 1;
	}
	return n;
}

/* "50th Percentile Latency Microseconds": the metric less its unit word ("latency" after a
 * percentile), the unit and the percentile (unset when none) */
static void omni_name(const char *name, char *metric, size_t mn, const char **unit, struct xnum *pct)
{
	static const char *const units[][2] = { { " Microseconds", "us" }, { " Milliseconds", "ms" },
						{ " Seconds", "s" }, { NULL, NULL } };
	size_t n = strlen(name);

	*unit = "";
	snprintf(metric, mn, "%s", name);
	for (int k = 0; units[k][0]; k++) {
		size_t u = strlen(units[k][0]);
		if (n > u && !strcmp(name + n - u, units[k][0])) {
			metric[n - u < mn ? n - u : mn - 1] = '\0';
			*unit = units[k][1];
		}
	}
	memset(pct, 0, sizeof(*pct));
	/* "50th": the digits before "th" */
	if (isdigit((unsigned char)name[0]) && strstr(name, " Percentile ") &&
	    num_parse(name, strspn(name, "0123456789."), &pct->value)) {
		const char *rest = strstr(name, " Percentile ") + strlen(" Percentile ");
		pct->set = 1;
		pct->e = strspn(name, "0123456789.");
		/* the percentile a parameter, as other readers' latencies: "latency" */
		memmove(metric, metric + (rest - name), strlen(metric + (rest - name)) + 1);
		for (char *q = metric; *q; q++)
			*q = (char)tolower((unsigned char)*q);
	}
}

/* The "Throughput Units" field's value ("Trans/s", "10^6bits/s") as the classic tests'
 * metric and unit */
static void throughput_units(const struct text *t, size_t (*names)[2], size_t (*vals)[2], int n,
			     char *metric, size_t mn, const char **unit)
{
	for (int k = 0; k < n; k++) {
		const char *v = t->s + vals[k][0];
		size_t vn = vals[k][1] - vals[k][0];
		if (names[k][1] - names[k][0] != 16 || memcmp(t->s + names[k][0], "Throughput Units", 16))
			continue;
		if (vn == 7 && !memcmp(v, "Trans/s", 7)) {
			snprintf(metric, mn, "tps");
			*unit = "1/s";
		} else if (vn == 10 && !memcmp(v, "10^6bits/s", 10)) {
			snprintf(metric, mn, "throughput");
			*unit = "Mbit/s";
		}
	}
}

/*
 * netperf's omni output with -o (selectors parted by commas): the banner,
 * a line of the selectors' names, a line of their values
 *
 *   MIGRATED TCP REQUEST/RESPONSE TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to ...
 *   50th Percentile Latency Microseconds,90th Percentile Latency Microseconds,Throughput
 *   38,51,25904.31
 *
 * a series a number (a word, "Trans/s" under "Throughput Units", is none);
 * the last token read, else -1
 */
static int omni_csv(struct xresult *r, const struct tstream *ts, int i, int first, const struct test *te,
		    struct tout *prev)
{
	const struct text *t = r->t;
	size_t names[16][2], vals[16][2];
	int bl = ts->line[i], n, m, k, last, made = 0;
	struct tout o;

	if (bl + 2 >= t->n || (n = comma_fields(t, bl + 1, names, 16)) < 2 ||
	    (m = comma_fields(t, bl + 2, vals, 16)) != n || t->l[bl + 2].depth != t->l[bl].depth)
		return -1;
	last = ts_line_last(ts, i);
	if (last + 1 >= ts->n || ts->line[last + 1] != bl + 1)
		return -1;
	last = ts_line_last(ts, last + 1);
	if (last + 1 >= ts->n || ts->line[last + 1] != bl + 2)
		return -1;
	last = ts_line_last(ts, last + 1);
	tk_begin(&o, r, ts, first, "netperf");
	xs_param_str(&o.head, "test", te->name, strlen(te->name));
	for (k = 0; k < n; k++) {
		char name[64], metric[64];
		const char *unit;
		struct xnum x, pct;
		if (!tk_value(t, vals[k][0], vals[k][1], &x, NULL) || names[k][1] - names[k][0] >= sizeof(name))
			continue;
		snprintf(name, sizeof(name), "%.*s", (int)(names[k][1] - names[k][0]), t->s + names[k][0]);
		omni_name(name, metric, sizeof(metric), &unit, &pct);
		/* "Throughput" beside "Throughput Units" of "Trans/s" or "10^6bits/s": as the
		 * classic tests name them */
		if (!strcmp(name, "Throughput"))
			throughput_units(t, names, vals, n, metric, sizeof(metric), &unit);
		struct xseries *s = tk_series(&o, last, last, metric, unit[0] ? unit : NULL, &x);
		if (pct.set) {
			pct.s = names[k][0];
			pct.e = names[k][0] + pct.e;
			xs_param_num(s, "percentile", &pct);
		}
		made++;
	}
	if (!made || !tk_end(&o, last, prev))
		return -1;
	return last;
}

/* A test's result row as printed: the rows a post pastes later without the header are its */
struct shape {
	const struct test *te;
	const char *unit;
	int n;                     /* numbers on the row */
	double sizes[3];           /* its socket (and message) sizes */
};

/* Token i opens a line of SH's numbers with its sizes */
static int shape_row(const struct text *t, const struct tstream *ts, int i, const struct shape *sh)
{
	struct xnum x;

	if (!sh->te || !ts_line_start(ts, i) || ts_flat(t, ts, i) || line_numbers(t, ts, i) != sh->n)
		return 0;
	for (int k = 0; k < 3; k++)
		if (!tk_num(t, ts, i + k, &x, NULL) || x.value != sh->sizes[k])
			return 0;
	return 1;
}

static void shape_keep(const struct text *t, const struct tstream *ts, int row, int n, const struct test *te,
		       const char *unit, struct shape *sh)
{
	struct xnum x;

	memset(sh, 0, sizeof(*sh));
	if (te->udp || n < 3)
		return;
	for (int k = 0; k < 3; k++) {
		if (!tk_num(t, ts, row + k, &x, NULL))
			return;
		sh->sizes[k] = x.value;
	}
	sh->te = te;
	sh->unit = unit;
	sh->n = n;
}

/*
 * "With the diff:" over " 87380  16384  16384    30.00    4622.40" and more such rows: result
 * rows of a test printed whole above in the post, pasted under a title of their own without
 * its banner and header: that test's runs, under that title.  The last token read, else -1.
 */
static int headless_rows(struct xresult *r, const struct tstream *ts, int i, const struct shape *sh,
			 struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x;
	int j;

	if (!tk_num(t, ts, i + sh->te->col, &x, NULL))
		return -1;
	tk_begin(&o, r, ts, i, "netperf");
	if (!o.title[0])
		return -1;      /* untitled rows are more runs of the output above, read with it */
	xs_param_str(&o.head, "test", sh->te->name, strlen(sh->te->name));
	tk_series(&o, i, i + sh->n - 1, sh->te->rr ? "tps" : "throughput", sh->unit, &x);
	j = more_rows(r, ts, i, sh->n, i + sh->n, sh->te, r->nseries - 1);
	if (j - 1 > o.last)
		o.last = j - 1;
	tk_end(&o, j - 1, prev);
	return j - 1;
}

/* The test at token i (after MIGRATED): the result series; returns the last token read, or -1 */
static int test_at(struct xresult *r, const struct tstream *ts, int i, const struct test *te,
		   struct tout *prev, struct shape *sh)
{
	const struct text *t = r->t;
	int first = i, j, secs, used, n, m, row, cpu = 0, sidx;
	const char *unit;
	struct tout o;
	struct xnum x;

	if (i > 0 && ts_is(t, ts, i - 1, "MIGRATED"))
		first = i - 1;
	if ((j = omni_csv(r, ts, i, first, te, prev)) >= 0)
		return j;
	secs = tk_find(t, ts, i + 3, i + 3 + BANNER_TOKS + HEADER_TOKS, "secs.");
	if (secs < 0)   /* UDP_STREAM: "secs  #  #  10^6bits/sec" */
		secs = tk_find(t, ts, i + 3, i + 3 + BANNER_TOKS + HEADER_TOKS, "secs # #") + 2;
	if (secs < 2 || !(unit = unit_of(t, ts, secs + 1, &used)) || te->rr != !strcmp(unit, "1/s"))
		return -1;
	/* CPU columns' units ("% S % S us/KB us/KB"): words up to the first number */
	for (row = secs + 1 + used; row < ts->n && row < secs + 16 && !tk_num(t, ts, row, &x, NULL); row++)
		cpu += tk_words(t, ts, row, "%") || tk_words(t, ts, row, "us/KB") || tk_words(t, ts, row, "us/Tr");
	/* printed, a row is its line; flattened, as many numbers as the header has columns */
	n = numbers(t, ts, row, ts_flat(t, ts, row) ? te->col + 1 + cpu : 16);
	while (!ts_flat(t, ts, row) && n > 1 && ts->line[row + n - 1] != ts->line[row])
		n--;
	if (n <= te->col || !tk_num(t, ts, row + te->col, &x, NULL))
		return -1;
	tk_begin(&o, r, ts, first, "netperf");
	xs_param_str(&o.head, "test", te->name, strlen(te->name));
	tk_series(&o, row, row + n - 1, te->rr ? "tps" : "throughput", unit, &x);
	if (!ts_flat(t, ts, row))
		shape_keep(t, ts, row, n, te, unit, sh);
	sidx = r->nseries - 1;
	if (cpu >= 4 && n >= te->col + 5)
		cpu_columns(&o, row + te->col + 1, row + n - 1, te->rr);
	j = row + n;
	/* the remote side: RR's socket sizes, UDP's receiving row (its throughput last) */
	if (te->udp && (m = numbers(t, ts, j, 4)) == 4 && tk_num(t, ts, j + m - 1, &x, NULL)) {
		xs_param_str(&r->series[r->nseries - 1], "variant", "send", 4);
		xs_param_str(tk_series(&o, j, j + m - 1, "throughput", unit, &x), "variant", "receive", 7);
		j += m;
	} else if (!te->udp) {
		j = more_rows(r, ts, row, n, j, te, sidx);
	}
	if (j - 1 > o.last)
		o.last = j - 1;
	tk_end(&o, j - 1, prev);
	return j - 1;
}

void rec_netperf(struct xresult *r)
{
	const struct text *t = r->t;
	struct tstream ts;
	struct tout prev;
	struct shape sh;
	int i;
	size_t k;

	/* every test's banner opens with "TCP" or "UDP": asked first, as " TEST" passes text_has's
	 * index (it folds case) in any post with " test", which then searched the whole text */
	if (!(text_has(t, "TCP", 3) || text_has(t, "UDP", 3)) || !text_has(t, " TEST", 5))
		return;
	memset(&prev, 0, sizeof(prev));
	memset(&sh, 0, sizeof(sh));
	ts_build(r, &ts);
	for (i = 0; i < ts.n; i++) {
		int last;
		if (!tk_readable(r, &ts, i))
			continue;
		if (shape_row(t, &ts, i, &sh) && (last = headless_rows(r, &ts, i, &sh, &prev)) >= 0) {
			i = last;
			continue;
		}
		for (k = 0; k < sizeof(tests) / sizeof(tests[0]); k++)
			if (tk_words(t, &ts, i, tests[k].sig) &&
			    (last = test_at(r, &ts, i, &tests[k], &prev, &sh)) >= 0) {
				i = last;
				break;
			}
	}
	ts_release(&ts);
}
