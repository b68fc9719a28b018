/* report-logs.c: plain logs of the tools the harness runs: hackbench, perf bench sched, pgbench, openssl speed, time(1) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../extract/extract.h"
#include "report.h"
#include "../../core/banned.h"

/*
 * A log is read by the extractor's own recognisers of tool output
 * (ingest/extract/tools.c: hackbench, perf bench, pgbench, sysbench, openssl
 * speed; ingest/extract/rowtime.c: time(1) in its POSIX, bash and GNU forms;
 * ingest/extract/tool-*.c: netperf, perf stat, hyperfine, dbench, kernbench,
 * cyclictest, fio, iperf, time -v and -l),
 * the same code that reads these tools pasted into a post, so each tool
 * format has one parser.  What a log adds:
 *
 *   - repeated runs of one configuration (the same workload, metric, unit and
 *     parameters) are the values of one series: five "Time:" lines after the
 *     same "Running in process mode with 10 groups" are one series of five;
 *   - strictness: a result line of a known tool ("Time:", "tps =", "Total
 *     time:", "usecs/op", "rsa N bits", real/user/sys) that no recogniser took
 *     is an error naming its line, where in a post it would only be skipped;
 *   - the version a tool prints (pgbench, openssl) as the format version.
 *
 * Lines no tool writes are skipped: logs carry shell prompts and notes.
 */

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
		"real\t", "real ", "Command being timed:", "sysbench ", " Performance counter stats for",
		"Benchmark 1:", "Benchmark #1:", "dbench version", "MIGRATED TCP", "TCP STREAM TEST",
		"Connecting to host", "Average Half load", "Average Optimal load",
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
	static const char *const tools[] = { "hackbench", "perf bench", "pgbench", "openssl speed", "sysbench",
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

/* A result line of a tool: the text after its key, or NULL. */
static const char *result_text(const char *p, size_t n, size_t *len)
{
	static const char *const keys[] = { "Time:", "tps =", "Total time:", "real", "user", "sys" };
	const char *hit;
	size_t k, sp = 0;
	int bits;
	char line[64];

	while (sp < n && (p[sp] == ' ' || p[sp] == '\t'))
		sp++;
	for (k = 0; k < sizeof(keys) / sizeof(keys[0]); k++) {
		size_t kl = strlen(keys[k]);
		/* real/user/sys are words: "real 0.05", not "really" */
		int word = k >= 3;
		if (n - sp > kl && !memcmp(p + sp, keys[k], kl) &&
		    (!word || p[sp + kl] == ' ' || p[sp + kl] == '\t')) {
			const char *v = p + sp + kl;
			while (v < p + n && (*v == ' ' || *v == '\t'))
				v++;
			*len = (size_t)(p + n - v);
			return v;
		}
	}
	if ((hit = memmem(p, n, " usecs/op", 9)) != NULL) {
		*len = (size_t)(hit - p - sp);
		return p + sp;
	}
	if (n < 60) {
		/* sscanf needs a string: the line, not the text behind it */
		memcpy(line, p, n);
		line[n] = '\0';
		if (sscanf(line, "rsa %d bits ", &bits) == 1) {
			*len = n;
			return p;
		}
	}
	return NULL;
}

/* A tool's result line that no recogniser read is a broken one. */
static int unread_result(struct report *r, const struct text *t, const unsigned char *used)
{
	int i;

	for (i = 0; i < t->n; i++) {
		const char *p = t->s + t->l[i].start, *v;
		size_t n = t->l[i].end - t->l[i].start, vl;
		size_t w;
		double x;
		if (used[i] || !(v = result_text(p, n, &vl)))
			continue;
		/* the text need not end in a NUL: scan within the line only */
		for (w = 0; w < vl && !strchr(" \t\r\n", v[w]); w++)
			;
		/* a good number no reader took: the lines around it are missing */
		if (report_number(v, w, &x) == 0 || time_parse(v, w, &x) > 0)
			return report_fail(r, i + 1, "'%.*s' stands alone: the lines this tool prints"
					   " with it are missing or cut", (int)(n < 60 ? n : 60), p);
		return report_fail(r, i + 1, "'%.*s' is not a number", (int)(vl < 60 ? vl : 60), v);
	}
	return 0;
}

/* Series of one configuration (all but values, span, line) become one. */
static void merge_runs(struct report *r)
{
	json_t *seen = json_object(), *s;
	size_t i = 0;

	while (i < json_array_size(r->series)) {
		json_t *key = json_deep_copy(s = json_array_get(r->series, i)), *first;
		char *k;
		json_object_del(key, "values");
		json_object_del(key, "span");
		json_object_del(key, "line");
		k = json_dumps(key, JSON_SORT_KEYS | JSON_COMPACT);
		json_decref(key);
		if ((first = json_object_get(seen, k)) != NULL) {
			json_array_extend(json_object_get(first, "values"), json_object_get(s, "values"));
			json_array_set(json_object_get(first, "span"), 1,
				       json_array_get(json_object_get(s, "span"), 1));
			json_array_remove(r->series, i);
		} else {
			json_object_set(seen, k, s);
			i++;
		}
		free(k);
	}
	json_decref(seen);
}

/* The version line a tool prints: "pgbench (15.5 (Debian ...))", "version: 3.0.19". */
static void log_version(struct report *r, const struct text *t)
{
	char v[64] = "";
	int i;

	for (i = 0; i < t->n && !v[0]; i++) {
		const char *p = t->s + t->l[i].start;
		size_t n = t->l[i].end - t->l[i].start;
		if (lstarts(p, n, "pgbench (")) {
			size_t w = 0;
			while (9 + w < n && w < 40 && p[9 + w] != ' ' && p[9 + w] != ')')
				w++;
			snprintf(v, sizeof(v), "pgbench %.*s", (int)w, p + 9);
		} else if (lstarts(p, n, "version: ") && n > 9)
			snprintf(v, sizeof(v), "openssl %.*s", (int)(n - 9 < 40 ? n - 9 : 40), p + 9);
	}
	if (v[0])
		report_set(r, "version", v);
}

/* The field a series was read from: "hackbench: time (groups, variant)". */
static void log_field(struct report *r, json_t *s)
{
	struct buf f = BUF_INIT;
	const char *k;
	json_t *v;
	int n = 0;

	buf_addf(&f, "%s: %s", json_string_value(json_object_get(s, "workload")),
		 json_string_value(json_object_get(s, "metric")));
	json_object_foreach(json_object_get(s, "params"), k, v)
		buf_addf(&f, "%s%s", n++ ? ", " : " (", k);
	if (n)
		buf_addf(&f, ")");
	report_field(r, f.data);
	buf_release(&f);
}

int report_logs(struct report *r)
{
	struct text t;
	struct xresult x;
	int ret;

	text_build(&t, r->data, r->len);
	memset(&x, 0, sizeof(x));
	x.t = &t;
	x.used = xcalloc((size_t)t.n + 1, 1);
	/* the readers of tool outputs by signature first, as extract_text runs them
	 * (ingest/extract/extract.c's stages: benchmarks before the tools wrapping them) */
	rec_hackbench(&x);
	rec_perfbench(&x);
	rec_pgbench(&x);
	rec_sysbench(&x);
	rec_netperf(&x);
	rec_perfstat(&x);
	rec_hyperfine(&x);
	rec_dbench(&x);
	rec_kernbench(&x);
	rec_cyclictest(&x);
	rec_fio(&x);
	rec_iperf(&x);
	rec_tools(&x);
	rec_rowtime(&x);
	rec_time_long(&x);
	ret = unread_result(r, &t, x.used);
	if (ret == 0) {
		const char *w;
		struct buf f = BUF_INIT;
		size_t i;
		json_t *s;
		report_from_extract(r, &x);
		/* time(1) names no workload: the log's workload is the tool "time" */
		json_array_foreach(r->series, i, s)
			if (json_is_null(json_object_get(s, "workload")))
				json_object_set_new(s, "workload", json_string("time"));
		merge_runs(r);
		log_version(r, &t);
		json_array_foreach(r->series, i, s)
			log_field(r, s);
		/* the format names the tool: log-hackbench, log-pgbench, ... log-time */
		w = json_string_value(json_object_get(json_array_get(r->series, 0), "workload"));
		buf_addf(&f, "log-%s", w ? w : "tool");
		json_object_set_new(r->doc, "format", json_string(f.data));
		buf_release(&f);
	}
	xr_release(&x);
	text_release(&t);
	return ret;
}
