/* tool-jvmgc.c: a JVM's GC and safepoint log lines: each pause a run of its kind's series */
#include <stdio.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * HotSpot logs a pause a line:
 *
 *   JDK 9+ (-Xlog:gc), unified logging:
 *     [2024-06-11T09:14:02.311+0000][info][gc] GC(1412) Pause Young (Normal) (G1 Evacuation Pause) 3072M->612M(8192M) 6.812ms
 *   JDK 8 -XX:+PrintGCApplicationStoppedTime:
 *     2014-03-04T10:12:31.118+0100: 112.402: Total time for which application threads were stopped: 0.0021310 seconds
 *   JDK 8 -XX:+PrintGC (-verbose:gc):
 *     2.345: [GC pause (G1 Evacuation Pause) (young) 24M->4M(256M), 0.0034560 secs]
 *     [GC (Allocation Failure)  65536K->8231K(251392K), 0.0123450 secs]
 *
 * Lines one after another are one output (a log pasted), named by the
 * title above it.  A series per kind of pause: metric "pause" ("Pause
 * Young (Normal)", "GC pause (young)" in params.variant) or "stopped time"
 * for the safepoints, unit as printed (ms, s); each line a value (a run).
 * Heap sizes, GC numbers, timestamps and uptimes are no figures.
 */

#define GC_KINDS 8

struct gcline {
	char variant[48];
	const char *metric;
	size_t num_s, num_e;       /* the pause's figure */
	char unit[4];
};

static const char *find(const char *p, size_t n, const char *w)
{
	return memmem(p, n, w, strlen(w));
}

/* The figure ending at e (exclusive) as bytes [s, e): digits and a point before it */
static size_t figure_start(const char *base, size_t s0, size_t e)
{
	size_t s = e;

	while (s > s0 && (base[s - 1] == '.' || (base[s - 1] >= '0' && base[s - 1] <= '9')))
		s--;
	return s;
}

/* Line l as a pause's log line: 1 and *g filled, else 0 */
static int gc_line(const struct text *t, int l, struct gcline *g)
{
	const char *p = t->s + t->l[l].start, *q, *k;
	size_t n = t->l[l].end - t->l[l].start, e;

	memset(g, 0, sizeof(*g));
	if ((q = find(p, n, "Total time for which application threads were stopped: "))) {
		q += strlen("Total time for which application threads were stopped: ");
		for (e = (size_t)(q - p); e < n && (p[e] == '.' || (p[e] >= '0' && p[e] <= '9')); e++)
			;
		if (e == (size_t)(q - p) || !find(p + e, n - e, " seconds"))
			return 0;
		g->metric = "stopped time";
		g->num_s = (size_t)(q - p);
		g->num_e = e;
		snprintf(g->unit, sizeof(g->unit), "s");
		return 1;
	}
	/* unified logging: "[safepoint] Safepoint "G1CollectForAllocation", Time since last: ...,
	 * Reaching safepoint: 4817 ns, ..., Total: 1709015 ns" */
	if ((k = find(p, n, "[safepoint")) && (q = find(p, n, "] Safepoint \"")) && (k = find(p, n, ", Total: ")) &&
	    n > 3 && !memcmp(p + n - 3, " ns", 3)) {
		const char *name = q + strlen("] Safepoint \""), *close = memchr(name, '"', (size_t)(p + n - name));
		size_t vs = (size_t)(k - p) + strlen(", Total: ");
		if (!close || figure_start(p, vs, n - 3) != vs || vs == n - 3)
			return 0;
		snprintf(g->variant, sizeof(g->variant), "%.*s", (int)(close - name), name);
		g->metric = "safepoint time";
		g->num_s = vs;
		g->num_e = n - 3;
		snprintf(g->unit, sizeof(g->unit), "ns");
		return 1;
	}
	/* unified logging: "[gc] GC(12) Pause Young (Normal) (...) 24M->4M(256M) 3.456ms" */
	if ((k = find(p, n, "[gc")) && (q = find(p, n, ") Pause ")) && n > 2 && p[n - 1] == 's' && p[n - 2] == 'm') {
		const char *arrow = find(q, n - (size_t)(q - p), "->");
		size_t vs = figure_start(p, 0, n - 2), vn = (size_t)((arrow ? arrow : p + n) - (q + 2));
		if (vs == n - 2 || !arrow)
			return 0;
		/* "Pause Young (Normal) (G1 Evacuation Pause) 3072M": the words before the sizes */
		while (vn > 0 && q[2 + vn - 1] != ' ')
			vn--;
		while (vn > 0 && q[2 + vn - 1] == ' ')
			vn--;
		snprintf(g->variant, sizeof(g->variant), "%.*s", (int)vn, q + 2);
		g->metric = "pause";
		g->num_s = vs;
		g->num_e = n - 2;
		snprintf(g->unit, sizeof(g->unit), "ms");
		return 1;
	}
	/* JDK 8: "[GC pause (G1 Evacuation Pause) (young) 24M->4M(256M), 0.0034560 secs]" */
	if (((q = find(p, n, "[GC ")) || (q = find(p, n, "[Full GC "))) && (k = find(q, n - (size_t)(q - p), " secs]"))) {
		size_t ke = (size_t)(k - p), vs = figure_start(p, (size_t)(q - p), ke);
		const char *sz = memchr(q, '>', (size_t)(k - q));
		size_t vn = (size_t)((sz ? sz : k) - (q + 1));
		if (vs == ke)
			return 0;
		while (sz && vn > 0 && q[1 + vn - 1] != ' ')
			vn--;
		while (vn > 0 && (q[1 + vn - 1] == ' ' || q[1 + vn - 1] == ','))
			vn--;
		snprintf(g->variant, sizeof(g->variant), "%.*s", (int)vn, q + 1);
		g->metric = "pause";
		g->num_s = vs;
		g->num_e = ke;
		snprintf(g->unit, sizeof(g->unit), "s");
		return 1;
	}
	return 0;
}

/* "[0.005s][info][gc] Using G1": the log's first line, no pause */
static int gc_banner(const struct text *t, int l)
{
	const char *p = t->s + t->l[l].start;
	size_t n = t->l[l].end - t->l[l].start;
	const char *k = find(p, n, "[gc");

	return k && find(k, n - (size_t)(k - p), "] Using ");
}

/* The stream's token holding byte at of line l, else -1 */
static int token_at(const struct tstream *ts, int from, int l, size_t at)
{
	int j;

	for (j = from; j < ts->n && ts->line[j] <= l; j++)
		if (ts->line[j] == l && ts->k[j].s <= at && at < ts->k[j].e)
			return j;
	return -1;
}

static int output(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct xseries *kinds[GC_KINDS];
	struct gcline g;
	struct tout o;
	int nk = 0, l, j = i, last = -1, k;

	tk_begin(&o, r, ts, i, NULL);
	for (l = ts->line[i]; l < t->n && !r->used[l]; l++) {
		size_t at;
		struct xnum x;
		int tok, end;
		if (gc_banner(t, l)) {
			for (; j < ts->n && ts->line[j] <= l; j++)
				;
			continue;
		}
		if (!gc_line(t, l, &g))
			break;
		at = t->l[l].start + g.num_s;
		tok = token_at(ts, j, l, at);
		if (tok < 0 || !ts_num(t, at, t->l[l].start + g.num_e, &x))
			break;
		for (k = 0; k < nk && (strcmp(kinds[k]->metric, g.metric) ||
				       strcmp(kinds[k]->nparams ? kinds[k]->params[0].str : "", g.variant)); k++)
			;
		for (end = tok; end + 1 < ts->n && ts->line[end + 1] == l; end++)
			;
		if (k == nk) {
			if (nk == GC_KINDS)
				break;
			kinds[nk] = tk_series(&o, tok, tok, g.metric, g.unit, NULL);
			if (g.variant[0])
				xs_param_str(kinds[nk], "variant", g.variant, strlen(g.variant));
			nk++;
		}
		xs_value(kinds[k], &x);
		if (t->l[l].end > kinds[k]->span[1])
			kinds[k]->span[1] = t->l[l].end;
		last = end;
		j = end + 1;
	}
	if (last < 0 || !tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct gcline g;

	return ts_line_start(ts, i) &&
	       (gc_line(r->t, ts->line[i], &g) ||
		(gc_banner(r->t, ts->line[i]) && ts->line[i] + 1 < r->t->n && gc_line(r->t, ts->line[i] + 1, &g))) &&
	       tk_readable(r, ts, i);
}

void rec_jvmgc(struct xresult *r)
{
	/* "GC" alone is in "GCC": the marks a pause line opens with */
	tk_scan(r, "[gc", starts, output);
	tk_scan(r, "[GC ", starts, output);
	tk_scan(r, "[Full GC", starts, output);
	tk_scan(r, "[safepoint", starts, output);
	tk_scan(r, "application threads were stopped", starts, output);
}
