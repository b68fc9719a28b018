/* report-lkp.c: LKP-style comparison tables: "value ± 2%  -37.0%  value ± 2%  name" under two commits */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lkp-row.h"
#include "report.h"
#include "../../core/banned.h"

/*
 *   commit:
 *     abcdef1234
 *     123456abcd
 *
 *         abcdef1234         123456abcd
 *   ---------------- ---------------------------
 *            %stddev     %change         %stddev
 *                \          |                \
 *       123456 ±  2%     -37.0%      77777 ±  3%  hackbench.throughput
 *         1.23           +10.0%       1.35        hackbench.time.elapsed_time
 *
 * Each row is two series, one per commit (params: variant = the commit,
 * stddev_pct as posted), with the posted %change kept on the second.  The
 * workload is the vocabulary's name for the metric's first part; the metric
 * is the rest.  The commits are the two lines under "commit:", else "a" and
 * "b".  A row that starts with a number must be a whole row; a perf-profile
 * row (where the cycles went) gives no series.
 */

#define TOKS 12

static int split(const char *p, size_t n, struct lkp_tok *t)
{
	size_t i = 0;
	int k = 0;

	while (i < n && k < TOKS) {
		while (i < n && (p[i] == ' ' || p[i] == '\t' || p[i] == '\r'))
			i++;
		if (i == n)
			break;
		t[k].p = p + i;
		while (i < n && p[i] != ' ' && p[i] != '\t' && p[i] != '\r')
			i++;
		t[k].n = (size_t)(p + i - t[k].p);
		k++;
	}
	return k;
}

static void lkp_series(struct report *r, const char *name, size_t nn, const char *commit,
		       double v, const struct lkp_tok *text, double sd, long line, size_t s, size_t e)
{
	char full[128], *dot;
	const char *w;
	json_t *o;

	snprintf(full, sizeof(full), "%.*s", (int)(nn < 127 ? nn : 127), name);
	dot = strchr(full, '.');
	if (dot)
		*dot = '\0';
	w = report_workload_of(full, strlen(full));
	o = report_series(r, w ? w : full, NULL, NULL, line, s, e);
	json_object_set_new(o, "metric", json_string(dot ? dot + 1 : full));
	json_object_set_new(o, "label", json_stringn(name, nn));
	json_object_set_new(o, "unit", json_null());
	json_object_set_new(o, "better", json_null());
	report_param(o, "variant", json_string(commit));
	if (sd >= 0)
		report_param(o, "stddev_pct", json_real(sd));
	report_value(o, v, text->p, text->n);
}

int report_lkp(struct report *r)
{
	char commit[2][64] = { "a", "b" };
	int ncommit = -1, header = 0, rows = 0;
	size_t pos = 0;
	long line = 0;

	while (pos < r->len) {
		size_t e = pos;
		struct lkp_tok t[TOKS];
		struct lkp_row rw;
		const char *why;
		int nt, used;
		line++;
		while (e < r->len && r->data[e] != '\n')
			e++;
		nt = split(r->data + pos, e - pos, t);
		if (nt == 1 && t[0].n == 7 && !memcmp(t[0].p, "commit:", 7)) {
			ncommit = 0;
		} else if (ncommit >= 0 && ncommit < 2 && nt == 1) {
			snprintf(commit[ncommit++], sizeof(commit[0]), "%.*s", (int)t[0].n, t[0].p);
		} else if (nt >= 1 && t[0].n == 7 && !memcmp(t[0].p, "%stddev", 7)) {
			header = 1;
			ncommit = 2;
			report_field(r, "%stddev %change %stddev");
		} else if (header && nt >= 1 && nt < 3 && t[0].p[0] >= '0' && t[0].p[0] <= '9') {
			return report_fail(r, line, "a row cut short: %d of at least 4 fields", nt);
		} else if (header && nt >= 3 && (used = lkp_row_parse(t, nt, &rw, &why)) != 0) {
			const struct lkp_tok *name, *change;
			/* rw's indexes are set only when the row parsed */
			if (used < 0)
				return report_fail(r, line, "%s", why);
			if (used != nt)
				return report_fail(r, line, "a row ends with one metric name, not %d words",
						   nt - rw.name);
			name = &t[rw.name];
			change = &t[rw.change];
			rows++;
			if (!lkp_profile_row(name->p, name->n)) {
				lkp_series(r, name->p, name->n, commit[0], rw.va, &t[rw.a], rw.sda, line, pos, e);
				lkp_series(r, name->p, name->n, commit[1], rw.vb, &t[rw.b], rw.sdb, line, pos, e);
				report_param(json_array_get(r->series, json_array_size(r->series) - 1), "change",
					     json_stringn(change->p, change->n));
			}
		}
		pos = e + 1;
	}
	if (!header)
		return report_fail(r, 0, "no %%stddev %%change %%stddev header");
	report_field(r, "commit");
	report_field(r, "value");
	report_field(r, "%change");
	report_field(r, "metric");
	(void)rows;
	return 0;
}
