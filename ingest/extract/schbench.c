/* schbench.c: schbench's percentile blocks: "Latency percentiles (usec)" (old) and Wakeup/Request/RPS blocks (new) */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * schbench, three generations (git.kernel.org mason/schbench):
 *
 *   2016 schbench.c show_latencies():
 *	fprintf(stderr, "Latency percentiles (usec)\n");
 *	fprintf(stderr, "\t%s%2.4fth: %u\n", i == PLIST_P99 ? "*" : "", plist[i], ovals[i]);
 *	fprintf(stderr, "\tmin=%u, max=%u\n", s->min, s->max);
 *   2017..2022 (runtime and sample counts added):
 *	"Latency percentiles (usec) runtime %llu (s) (%lu total samples)\n"
 *	"\t%s%2.1fth: %-10u (%lu samples)\n"   with "* " or "  " before p99
 *   2023- stats.c show_latencies(s, label, units, ...):
 *	"%s percentiles (%s) runtime %llu (s) (%lu total samples)\n"
 *	    label Wakeup Latencies / Request Latencies (usec), RPS (requests)
 *	"\t%s%2.1fth: %-10u (%lu samples)\n"   then "\t  min=%u, max=%u\n"
 *	"average rps: %.2f\n"
 *
 * Each percentile is one series, metric pNN (p50, p99, p99.9); min and max
 * ("average rps" of the rps block too) are the summary of
 * one series more with no values, metric latency or rps: the samples
 * themselves are never printed.  The block is the variant: wakeup (the old
 * single block measured wakeup latency too), request, rps.  Posts often add "<-----" or "(-71%)"
 * after a value: on a printed line the rest of the line is skipped.
 */

#define BLOCK_BACK 4    /* tokens before "percentiles" that name the block */

/* "50.0th:", "*99.0th:", "99.9000th:" -> metric "p50" / "p99" / "p99.9" and the value token */
static int pct_tok(const struct text *t, const struct tok *k, char *metric, size_t mn)
{
	const char *p = t->s + k->s;
	size_t n = k->e - k->s, d = 0, dot;
	double v;

	if (n && *p == '*')
		p++, n--;
	if (n < 5 || strncmp(p + n - 3, "th:", 3))
		return 0;
	n -= 3;
	if (!num_parse(p, n, &v) || v <= 0 || v >= 100 || !isdigit((unsigned char)p[0]))
		return 0;
	/* digits as posted, trailing zeros of the fraction dropped */
	dot = n;
	for (d = 0; d < n; d++)
		if (p[d] == '.')
			dot = d;
	while (n > dot && (p[n - 1] == '0' || p[n - 1] == '.')) {
		if (p[n - 1] == '.') {
			n--;
			break;
		}
		n--;
	}
	snprintf(metric, mn, "p%.*s", (int)n, p);
	return 1;
}

/* Block kind from the words before "percentiles" at i; NULL when not schbench's */
static const char *block(const struct text *t, const struct tstream *ts, int i, const char **unit)
{
	if (!ts_is(t, ts, i, "percentiles"))
		return NULL;
	if (ts_is(t, ts, i + 1, "(usec)") || ts_is(t, ts, i + 1, "(usec):")) {
		*unit = "us";
		if (ts_is(t, ts, i - 1, "Latency"))
			return "wakeup";
		if (ts_is(t, ts, i - 1, "Latencies") && ts_is(t, ts, i - 2, "Wakeup"))
			return "wakeup";
		if (ts_is(t, ts, i - 1, "Latencies") && ts_is(t, ts, i - 2, "Request"))
			return "request";
		return NULL;
	}
	if (ts_is(t, ts, i + 1, "(requests)") && ts_is(t, ts, i - 1, "RPS")) {
		*unit = "1/s";
		return "rps";
	}
	return NULL;
}

/* Past "runtime N (s) (N total samples)" after the block header */
static int skip_runtime(const struct text *t, const struct tstream *ts, int j)
{
	if (ts_is(t, ts, j, "runtime") && ts_is(t, ts, j + 2, "(s)")) {
		j += 3;
		if (j < ts->n && t->s[ts->k[j].s] == '(' && ts_is(t, ts, j + 1, "total") &&
		    ts_is(t, ts, j + 2, "samples)"))
			j += 3;
	}
	return j;
}

/* min=N, max=N at token j: the index of its last token, or -1 */
static int minmax(const struct text *t, const struct tstream *ts, int j, struct xnum *mn, struct xnum *mx)
{
	size_t e, p;

	/* schbench before 2017: "Over=0, min=0, max=22843", the count over the table first */
	if (j + 1 < ts->n && ts_keyed_num(t, ts->k[j].s, "Over=", mn, &e) && e < t->len && t->s[e] == ',')
		j++;
	if (j >= ts->n || !ts_keyed_num(t, ts->k[j].s, "min=", mn, &e) || e >= t->len || t->s[e] != ',')
		return -1;
	for (p = e + 1; p < t->len && (t->s[p] == ' ' || t->s[p] == '\t'); p++)
		;
	if (!ts_keyed_num(t, p, "max=", mx, &e))
		return -1;
	return ts_last_before(ts, j, e);
}

/* The percentile token at j ("50.0th:", or "*" then "99.0th:"): its index, or -1 */
static int pct_at(const struct text *t, const struct tstream *ts, int j, char *metric, size_t mn)
{
	if (ts_is(t, ts, j, "*") && j + 1 < ts->n && ts->line[j + 1] == ts->line[j])
		j++;
	return j < ts->n && pct_tok(t, &ts->k[j], metric, mn) ? j : -1;
}

static int read_block(struct xresult *r, const struct tstream *ts, int h, const char *kind,
		      const char *unit, struct tout *prev)
{
	const struct text *t = r->t;
	int depth = t->l[ts->line[h]].depth, j = skip_runtime(t, ts, h + 2), last = -1;
	struct xseries *dist = NULL;
	int first = ts_is(t, ts, h - 1, "Latencies") ? h - 2 : h - 1;
	const char *better = strcmp(kind, "rps") ? "lower" : "higher";
	struct tout o;
	struct xseries *head = &o.head;
	struct xnum x, mx;
	char metric[24];

	tk_begin(&o, r, ts, first, "schbench");
	/* Request and RPS blocks follow the Wakeup block of the same run:
	 * the kernel the heading named above that is theirs too (and its
	 * title, tk_end) */
	if (prev->r && first == prev->last + 1) {
		memcpy(head->scheduler, prev->head.scheduler, sizeof(head->scheduler));
		memcpy(head->os, prev->head.os, sizeof(head->os));
		memcpy(head->os_version, prev->head.os_version, sizeof(head->os_version));
		memcpy(head->params, prev->head.params, sizeof(head->params));
		head->nparams = prev->head.nparams;
	}
	xs_param_str(head, "variant", kind, strlen(kind));
	memcpy(head->better, better, strlen(better) + 1);
	while (j < ts->n && t->l[ts->line[j]].depth == depth) {
		int flat = ts_flat(t, ts, j), v = pct_at(t, ts, j, metric, sizeof(metric)), n;
		if (v >= 0 && v + 1 < ts->n && ts->line[v + 1] == ts->line[v] &&
		    xnum_whole(t, &ts->k[v + 1], &x)) {
			if (!flat && !ts_line_start(ts, j))
				break;
			tk_series(&o, v, v + 1, metric, unit, &x);
			last = v + 1;
			j = v + 2;
			/* "(1653 samples)" */
			if (j + 1 < ts->n && t->s[ts->k[j].s] == '(' && ts_is(t, ts, j + 1, "samples)")) {
				last = j + 1;
				j += 2;
			}
			/* posters' notes after a value: "<-----", "(-71%)" */
			if (!flat)
				while (j < ts->n && !ts_line_start(ts, j))
					j++;
			else if (pct_at(t, ts, j, metric, sizeof(metric)) < 0 && minmax(t, ts, j, &x, &mx) < 0) {
				int k;
				for (k = j + 1; k < j + 3 && k < ts->n; k++)
					if (pct_at(t, ts, k, metric, sizeof(metric)) >= 0 || minmax(t, ts, k, &x, &mx) >= 0) {
						j = k;
						break;
					}
			}
			continue;
		}
		/* the min/max line closes a block of percentiles, and is a line of its own */
		if (last >= 0 && (n = minmax(t, ts, j, &x, &mx)) >= 0 &&
		    (flat || (ts_line_start(ts, j) && ts_line_end(ts, n)))) {
			/* the samples' least and greatest: what schbench prints of the distribution
			 * beside its percentiles, no figure of its own (nor is the count of samples,
			 * "(370488 total samples)": how long it ran, not a count of runs) */
			dist = tk_series(&o, j, n, strcmp(kind, "rps") ? "latency" : "rps", unit, NULL);
			dist->sum[SUM_MIN] = x;
			dist->sum[SUM_MAX] = mx;
			dist->has_summary = 1;
			last = n;
		}
		break;
	}
	if (last < 0)
		return h + 1;
	/* the new blocks end the run with "average rps: N" */
	if (last + 3 < ts->n && ts_is(t, ts, last + 1, "average") && ts_is(t, ts, last + 2, "rps:") &&
	    xnum_from(t, &ts->k[last + 3], 0, &x)) {
		/* the requests' mean a second: the rps distribution's mean */
		if (!dist || strcmp(kind, "rps")) {
			dist = tk_series(&o, last + 1, last + 3, "rps", "1/s", NULL);
			xs_param_str(dist, "variant", "rps", 3);
			memcpy(dist->better, "higher", 7);
		}
		dist->sum[SUM_MEAN] = x;
		dist->has_summary = 1;
		dist->span[1] = ts->k[last + 3].e;
		last += 3;
	}
	tk_end(&o, last, prev);
	return last + 1;
}

/*
 * "* 99.0th: 10800      (4097 samples)": a percentile line grepped out of
 * its block ("| grep -A3 '^Request' | tail -1"), its sample count after it
 * as only schbench prints one: one run's figure, titled as any output.  The
 * token after it, else i.
 */
static int kept_line(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x;
	char metric[24];
	int v = pct_at(t, ts, i, metric, sizeof(metric));

	if (v < 0 || !ts_line_start(ts, i) || v + 3 >= ts->n || ts->line[v + 3] != ts->line[v] ||
	    !xnum_whole(t, &ts->k[v + 1], &x) || t->s[ts->k[v + 2].s] != '(' || !ts_is(t, ts, v + 3, "samples)"))
		return i;
	tk_begin(&o, r, ts, i, "schbench");
	memcpy(o.head.better, "lower", 6);
	tk_series(&o, v, v + 1, metric, "us", &x);
	tk_end(&o, v + 3, prev);
	return v + 4;
}

void rec_schbench(struct xresult *r)
{
	const struct text *t = r->t;
	struct tstream ts;
	struct tout prev;
	int i, lines = text_has(t, " samples)", 9);

	if (!text_has(t, "percentiles", 11) && !lines)
		return;
	memset(&prev, 0, sizeof(prev));
	ts_build(r, &ts);
	for (i = 1; i < ts.n; i++) {
		const char *kind, *unit = "us";
		int k;
		if (lines && tk_readable(r, &ts, i - 1) && (k = kept_line(r, &ts, i - 1, &prev)) > i - 1) {
			i = k - 1;
			continue;
		}
		if (!(kind = block(t, &ts, i, &unit)))
			continue;
		i = read_block(r, &ts, i, kind, unit, &prev) - 1;
	}
	ts_release(&ts);
}
