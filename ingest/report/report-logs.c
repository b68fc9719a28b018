/* report-logs.c: plain logs of the tools the harness runs: hackbench, perf bench sched, pgbench, openssl speed, time(1) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../extract/extract.h"
#include "report.h"
#include "../../core/banned.h"

/*
 * A log is read line by line; each tool's header line sets the configuration
 * its following result lines belong to, and repeated runs of one
 * configuration are values of one series (five "Time:" lines after the same
 * "Running in process mode with 10 groups" are one series of five).  Lines
 * no tool writes are skipped: logs carry shell prompts and notes.  A result
 * line of a known tool whose number does not parse is an error with its line.
 *
 * ingest/extract/tools.c holds no recogniser for these tools yet (a stub), so
 * they are read here, line by line; times go through the extractor's
 * time_parse.  The extractor's row/time recogniser needs a row key (-j4:),
 * which a bare time(1) log lacks.
 */

struct cfg {
	const char *workload, *metric;
	char key[96];            /* what makes two runs the same series */
	json_t *params;
	json_t *series;          /* the open series of this configuration */
};

struct logs {
	struct report *r;
	struct cfg cur;
	json_t *open;            /* key -> series */
	long line;
	size_t ls, le;           /* the line's bytes */
	char version[64];
};

static int lstarts(const char *p, size_t n, const char *s)
{
	size_t k = strlen(s);

	return n >= k && !memcmp(p, s, k);
}

static int logs_tool_line(const char *p, size_t n)
{
	static const char *const heads[] = {
		"Running in process mode", "Running in threaded mode", "# Running '",
		"pgbench (", "starting vacuum", "transaction type:", "Doing ", "version: ",
		"real\t", "real ", "Command being timed:",
	};
	size_t k;

	for (k = 0; k < sizeof(heads) / sizeof(heads[0]); k++)
		if (lstarts(p, n, heads[k]))
			return 1;
	return 0;
}

/* The first line of a log: a tool's own first line, a GNU time line, or a
 * prompt running one of the tools ("$ hackbench -g 4"). */
int report_logs_sniff(const char *p, size_t n);
int report_logs_sniff(const char *p, size_t n)
{
	static const char *const tools[] = { "hackbench", "perf bench", "pgbench", "openssl speed",
					     "time ", "/usr/bin/time" };
	double v;
	size_t k, u;

	if (logs_tool_line(p, n))
		return 1;
	for (u = 0; u < n && p[u] != 'u' && p[u] != ' ' && p[u] != '\n'; u++)
		;
	if (u < n && u > 0 && lstarts(p + u, n - u, "user ") && report_number(p, u, &v) == 0 &&
	    memmem(p, n, "system ", 7) && memmem(p, n, "elapsed", 7))
		return 1;
	if (n > 2 && (lstarts(p, n, "$ ") || lstarts(p, n, "# ") || lstarts(p, n, "+ ")))
		for (k = 0; k < sizeof(tools) / sizeof(tools[0]); k++)
			if (lstarts(p + 2, n - 2, tools[k]))
				return 1;
	return 0;
}

static void set_cfg(struct logs *g, const char *workload, const char *metric, json_t *params)
{
	char *dump = json_dumps(params, JSON_SORT_KEYS | JSON_COMPACT);

	json_decref(g->cur.params);
	g->cur.workload = workload;
	g->cur.metric = metric;
	g->cur.params = params;
	snprintf(g->cur.key, sizeof(g->cur.key), "%s %s %s", workload, metric, dump);
	free(dump);
}

/* A value of the current configuration: its series, opened on first use. */
static void add_value(struct logs *g, const char *metric, double v, const char *text, size_t n)
{
	char key[160];
	json_t *s;

	snprintf(key, sizeof(key), "%s|%s", g->cur.key, metric);
	s = json_object_get(g->open, key);
	if (!s) {
		const char *k;
		json_t *val;
		s = report_series(g->r, g->cur.workload, metric, NULL, g->line, g->ls, g->le);
		json_object_foreach(g->cur.params, k, val)
			report_param(s, k, json_incref(val));
		json_object_set(g->open, key, s);
	}
	report_value(s, v, text, n);
	json_array_set_new(json_object_get(s, "span"), 1, json_integer((json_int_t)g->le));
}

/* The number starting at p (up to white space or the end); -1 with an error. */
static int number_at(struct logs *g, const char *p, const char *end, double *v, size_t *len)
{
	size_t n = 0;

	while (p < end && *p == ' ')
		p++;
	while (p + n < end && p[n] != ' ' && p[n] != '\t' && p[n] != '\r')
		n++;
	*len = n;
	if (report_number(p, n, v) < 0)
		return report_fail(g->r, g->line, "'%.*s' is not a number", (int)n, p);
	return 0;
}

static int hackbench(struct logs *g, const char *p, size_t n)
{
	const char *end = p + n;
	int groups, fds;
	char mode[16];
	double v;
	size_t len;

	if (sscanf(p, "Running in %15s mode with %d groups using %d file descriptors", mode, &groups,
		   &fds) == 3) {
		set_cfg(g, "hackbench", "time", json_pack("{s:i, s:s, s:i}", "groups", groups, "mode",
			!strcmp(mode, "threaded") ? "thread" : "process", "fds", fds));
		report_field(g->r, "hackbench: mode, groups");
		return 1;
	}
	if (lstarts(p, n, "Time: ") && g->cur.workload && !strcmp(g->cur.workload, "hackbench")) {
		if (number_at(g, p + 6, end, &v, &len) < 0)
			return -1;
		add_value(g, "time", v, p + 6 + strspn(p + 6, " "), len);
		report_field(g->r, "hackbench: Time");
		return 1;
	}
	return 0;
}

static int perf_bench(struct logs *g, const char *p, size_t n)
{
	const char *end = p + n;
	char bench[32];
	int groups;
	double v;
	size_t len, sp = strspn(p, " ");

	if (sscanf(p, "# Running '%31[^']' benchmark", bench) == 1) {
		if (!strcmp(bench, "sched/pipe"))
			set_cfg(g, "perf-sched-pipe", "latency", json_object());
		else if (!strcmp(bench, "sched/messaging"))
			set_cfg(g, "perf-sched-messaging", "time", json_object());
		else
			set_cfg(g, NULL, NULL, json_pack("{s:s}", "bench", bench));
		report_field(g->r, "perf bench: benchmark");
		return 1;
	}
	if (!g->cur.workload || strncmp(g->cur.workload, "perf-", 5))
		return 0;
	if (sscanf(p, "# %d groups == ", &groups) == 1) {
		set_cfg(g, g->cur.workload, g->cur.metric, json_pack("{s:i}", "groups", groups));
		report_field(g->r, "perf bench: groups");
		return 1;
	}
	if (lstarts(p + sp, n - sp, "Total time: ") && !strcmp(g->cur.workload, "perf-sched-messaging")) {
		if (number_at(g, p + sp + 12, end, &v, &len) < 0)
			return -1;
		add_value(g, "time", v, p + sp + 12, len);
		report_field(g->r, "perf bench: Total time");
		return 1;
	}
	if (memmem(p, n, " usecs/op", 9) && !strcmp(g->cur.workload, "perf-sched-pipe")) {
		if (number_at(g, p, (const char *)memmem(p, n, " usecs/op", 9), &v, &len) < 0)
			return -1;
		add_value(g, "latency", v, p + sp, len);
		report_field(g->r, "perf bench: usecs/op");
		return 1;
	}
	return 0;
}

static int pgbench(struct logs *g, const char *p, size_t n)
{
	const char *end = p + n;
	int clients;
	double v;
	size_t len;

	if (lstarts(p, n, "pgbench (")) {
		snprintf(g->version, sizeof(g->version), "pgbench %.*s", (int)strcspn(p + 9, " )"), p + 9);
		set_cfg(g, "pgbench", "tps", json_object());
		return 1;
	}
	if (sscanf(p, "number of clients: %d", &clients) == 1) {
		set_cfg(g, "pgbench", "tps", json_pack("{s:i}", "clients", clients));
		report_field(g->r, "pgbench: number of clients");
		return 1;
	}
	/* pgbench 14+: "tps = N (without initial connection time)"; older ones
	 * print two lines, and the one excluding connections is the comparable one */
	if (lstarts(p, n, "tps = ") && g->cur.workload && !strcmp(g->cur.workload, "pgbench")) {
		if (memmem(p, n, "including connections", 21))
			return 1;
		if (number_at(g, p + 6, end, &v, &len) < 0)
			return -1;
		add_value(g, "tps", v, p + 6, len);
		report_field(g->r, "pgbench: tps");
		return 1;
	}
	return 0;
}

static int openssl_speed(struct logs *g, const char *p, size_t n)
{
	const char *end = p + n, *q;
	int bits;
	double v;
	size_t len;

	if (lstarts(p, n, "version: ")) {
		snprintf(g->version, sizeof(g->version), "openssl %.*s", (int)(n - 9 < 40 ? n - 9 : 40), p + 9);
		return 1;
	}
	/* rsa 2048 bits 0.000370s 0.000022s   2700.0  46372.7 */
	if (sscanf(p, "rsa %d bits ", &bits) != 1)
		return 0;
	if (!(q = strstr(p, " bits ")))
		return 0;
	q += 5;
	set_cfg(g, "openssl-rsa", "sign/s", json_pack("{s:i}", "size", bits));
	{
		/* four fields: sign time, verify time, sign/s, verify/s */
		const char *f[4];
		size_t fl[4];
		int k = 0;
		while (q < end && k < 4) {
			while (q < end && *q == ' ')
				q++;
			if (q == end)
				break;
			f[k] = q;
			while (q < end && *q != ' ' && *q != '\r')
				q++;
			fl[k] = (size_t)(q - f[k]);
			k++;
		}
		if (k != 4)
			return report_fail(g->r, g->line, "an rsa row with %d of its 4 figures", k);
		if (number_at(g, f[2], f[2] + fl[2], &v, &len) < 0)
			return -1;
		add_value(g, "sign/s", v, f[2], fl[2]);
		if (number_at(g, f[3], f[3] + fl[3], &v, &len) < 0)
			return -1;
		add_value(g, "verify/s", v, f[3], fl[3]);
	}
	report_field(g->r, "openssl speed: rsa sign/s verify/s");
	return 1;
}

/*
 * time(1): bash's "real\t0m0.003s" and POSIX -p's "real 0.05" lines, GNU's
 * "0.00user 0.00system 0:00.02elapsed 3%CPU" line; the times are parsed by
 * the extractor's time_parse (the same reading as in posts).
 */
static int time_lines(struct logs *g, const char *p, size_t n)
{
	static const char *const names[] = { "real", "user", "sys" };
	size_t k, l, vs;
	double v;

	for (k = 0; k < 3; k++) {
		l = strlen(names[k]);
		if (n > l && !memcmp(p, names[k], l) && (p[l] == ' ' || p[l] == '\t')) {
			vs = l + strspn(p + l, " \t");
			if (!g->cur.workload || strcmp(g->cur.workload, "time"))
				set_cfg(g, "time", "real", json_object());
			if (time_parse(p + vs, n - vs, &v) <= 0 && report_number(p + vs, n - vs, &v) < 0)
				return report_fail(g->r, g->line, "'%.*s' is not a time", (int)(n - vs), p + vs);
			add_value(g, names[k], v, p + vs, n - vs);
			report_field(g->r, "time: real user sys");
			return 1;
		}
	}
	if (memmem(p, n, "user ", 5) && memmem(p, n, "system ", 7) && memmem(p, n, "elapsed", 7)) {
		const char *u = memmem(p, n, "user ", 5), *sy = memmem(p, n, "system ", 7);
		const char *el = memmem(p, n, "elapsed", 7), *q;
		if (!g->cur.workload || strcmp(g->cur.workload, "time"))
			set_cfg(g, "time", "real", json_object());
		for (q = el; q > p && q[-1] != ' '; q--)
			;
		if (time_parse(q, (size_t)(el - q), &v) <= 0)
			return report_fail(g->r, g->line, "'%.*s' is not a time", (int)(el - q), q);
		add_value(g, "real", v, q, (size_t)(el - q));
		if (report_number(p, (size_t)(u - p), &v) < 0)
			return report_fail(g->r, g->line, "'%.*s' is not a time", (int)(u - p), p);
		add_value(g, "user", v, p, (size_t)(u - p));
		if (report_number(u + 5, (size_t)(sy - u - 5), &v) < 0)
			return report_fail(g->r, g->line, "'%.*s' is not a time", (int)(sy - u - 5), u + 5);
		add_value(g, "sys", v, u + 5, (size_t)(sy - u - 5));
		report_field(g->r, "time: GNU user system elapsed");
		return 1;
	}
	return 0;
}

int report_logs(struct report *r)
{
	struct logs g;
	size_t pos = 0;
	int ret = 0, claimed = 0;

	memset(&g, 0, sizeof(g));
	g.r = r;
	g.open = json_object();
	while (pos < r->len && ret >= 0) {
		size_t e = pos;
		while (e < r->len && r->data[e] != '\n')
			e++;
		g.line++;
		g.ls = pos;
		g.le = e;
		{
			char line[1024];
			size_t n = e - pos < sizeof(line) - 1 ? e - pos : sizeof(line) - 1;
			memcpy(line, r->data + pos, n);
			line[n] = '\0';
			if (n && line[n - 1] == '\r')
				line[--n] = '\0';
			ret = hackbench(&g, line, n);
			if (!ret)
				ret = perf_bench(&g, line, n);
			if (!ret)
				ret = pgbench(&g, line, n);
			if (!ret)
				ret = openssl_speed(&g, line, n);
			if (!ret)
				ret = time_lines(&g, line, n);
			claimed += ret > 0;
		}
		pos = e + 1;
	}
	if (g.version[0])
		report_set(r, "version", g.version);
	if (ret >= 0) {
		/* the format names the tool: log-hackbench, log-pgbench, ... log-time */
		const char *w = json_string_value(json_object_get(json_array_get(r->series, 0), "workload"));
		struct buf f = BUF_INIT;
		buf_addf(&f, "log-%s", w ? w : "tool");
		json_object_set_new(r->doc, "format", json_string(f.data));
		buf_release(&f);
	}
	json_decref(g.open);
	json_decref(g.cur.params);
	return ret < 0 ? -1 : 0;
}
