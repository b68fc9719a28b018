/* report-hyperfine.c: hyperfine's --export-json (every run kept), --export-csv and --export-markdown */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "../../core/banned.h"

/*
 * hyperfine measures wall-clock time of a command: every series is metric
 * "real" in seconds.  The workload is the vocabulary's name for the command
 * (hackbench, pgbench, ...) or else the command's first word, and the
 * command itself is the label.  -L/-P parameters become params.
 */
static json_t *command_series(struct report *r, const char *cmd, long line, size_t s, size_t e)
{
	const char *w = report_workload_of(cmd, strlen(cmd));
	char first[64] = "";
	const char *slash;
	size_t n = strcspn(cmd, " \t");
	json_t *series;

	if (!w) {
		snprintf(first, sizeof(first), "%.*s", (int)(n < 63 ? n : 63), cmd);
		slash = strrchr(first, '/');
		w = slash && slash[1] ? slash + 1 : first;
	}
	series = report_series(r, *w ? w : NULL, "real", cmd, line, s, e);
	json_object_set_new(series, "unit", json_string("s"));
	json_object_set_new(series, "better", json_string("lower"));
	report_param(series, "command", json_string(cmd));
	return series;
}

static double num(json_t *o, const char *k)
{
	json_t *v = json_object_get(o, k);

	return json_is_number(v) ? json_number_value(v) : NAN;
}

/* The line of result i: where its ("command") key stands in the file. */
static long result_line(const struct report *r, size_t i)
{
	const char *p = r->data, *end = r->data + r->len, *hit;
	size_t seen = 0;

	while ((hit = memmem(p, (size_t)(end - p), "\"command\"", 9)) != NULL) {
		if (seen++ == i)
			return report_line_of(r, (size_t)(hit - r->data));
		p = hit + 9;
	}
	return 0;
}

/* Whether any result carries its run times (every hyperfine since 1.0 does). */
static int any_times(json_t *results)
{
	json_t *res;
	size_t i;

	json_array_foreach(results, i, res)
		if (json_is_array(json_object_get(res, "times")))
			return 1;
	return 0;
}

int report_hyperfine_json(struct report *r)
{
	json_error_t err;
	json_t *doc = json_loadb(r->data, r->len, 0, &err), *results, *res;
	size_t i;
	int ret = -1, with_times;

	if (!doc)
		return report_fail(r, err.line, "not JSON: %s", err.text);
	results = json_object_get(doc, "results");
	if (!json_is_array(results)) {
		report_fail(r, 0, "no \"results\" array (not a hyperfine export)");
		goto cleanup;
	}
	report_field(r, "results");
	with_times = any_times(results);
	json_array_foreach(results, i, res) {
		json_t *cmd = json_object_get(res, "command"), *times = json_object_get(res, "times");
		json_t *params = json_object_get(res, "parameters"), *series, *t;
		const char *pk;
		size_t k;
		if (!json_is_string(cmd)) {
			report_fail(r, result_line(r, i), "result %zu has no \"command\" string", i + 1);
			goto cleanup;
		}
		report_field(r, "command");
		series = command_series(r, json_string_value(cmd), 0, 0, r->len);
		if (json_is_array(times)) {
			report_field(r, "times");
			json_array_foreach(times, k, t) {
				char text[40];
				if (!json_is_number(t)) {
					report_fail(r, result_line(r, i),
						    "result %zu (\"%s\"): run %zu of \"times\" is not a number",
						    i + 1, json_string_value(cmd), k + 1);
					goto cleanup;
				}
				snprintf(text, sizeof(text), "%.17g", json_number_value(t));
				report_value(series, json_number_value(t), text, strlen(text));
			}
		} else if (with_times) {
			/* the others have their runs: this one lost them */
			report_fail(r, result_line(r, i), "result %zu (\"%s\") has no \"times\" array,"
				    " where the other results have theirs", i + 1, json_string_value(cmd));
			goto cleanup;
		} else if (isfinite(num(res, "mean"))) {
			/* an export without times still carries its summary */
			report_field(r, "mean");
			report_summary(series, NAN, num(res, "min"), num(res, "max"), num(res, "median"),
				       num(res, "mean"), num(res, "stddev"));
		} else {
			report_fail(r, result_line(r, i), "result %zu (\"%s\") has neither \"times\" nor \"mean\"", i + 1,
				    json_string_value(cmd));
			goto cleanup;
		}
		if (json_is_object(params)) {
			report_field(r, "parameters");
			json_object_foreach(params, pk, t)
				report_param(series, pk, json_incref(t));
		}
		if (isfinite(num(res, "user")))
			report_param(series, "user_mean", json_real(num(res, "user")));
		if (isfinite(num(res, "system")))
			report_param(series, "system_mean", json_real(num(res, "system")));
	}
	ret = 0;
cleanup:
	json_decref(doc);
	return ret;
}

/* One CSV field (RFC 4180 quoting, as hyperfine's csv writer makes it) into out. */
static size_t csv_field(const char *p, size_t n, struct buf *out)
{
	size_t i = 0;

	buf_clear(out);
	if (n && p[0] == '"') {
		for (i = 1; i < n; i++) {
			if (p[i] == '"' && i + 1 < n && p[i + 1] == '"')
				buf_addc(out, p[i++]);
			else if (p[i] == '"')
				return i + 1;
			else
				buf_addc(out, p[i]);
		}
		return i;
	}
	while (i < n && p[i] != ',')
		buf_addc(out, p[i++]);
	return i;
}

static const char *const csv_cols[] = { "command", "mean", "stddev", "median", "user", "system",
					"min", "max" };

int report_hyperfine_csv(struct report *r)
{
	struct buf f = BUF_INIT;
	char names[16][40];
	size_t pos = 0;
	long line = 0;
	int ncols = 0, ret = -1;

	while (pos < r->len) {
		size_t e = pos, start = pos;
		double v[8];
		json_t *series = NULL;
		int col = 0;
		line++;
		while (e < r->len && r->data[e] != '\n')
			e++;
		if (e > pos && r->data[e - 1] == '\r')
			e--;
		while (pos <= e && pos < r->len && e > start) {
			size_t used = csv_field(r->data + pos, e - pos, &f);
			if (line == 1) {
				if (col >= 16) {
					report_fail(r, line, "more than 16 columns");
					goto cleanup;
				}
				snprintf(names[col], sizeof(names[col]), "%s", f.data);
				if (col < 8 && strcmp(f.data, csv_cols[col])) {
					report_fail(r, line, "column %d is '%s', not '%s'", col + 1, f.data,
						    csv_cols[col]);
					goto cleanup;
				}
				if (col >= 8 && strncmp(f.data, "parameter_", 10)) {
					report_fail(r, line, "column %d '%s' is not a parameter_ column",
						    col + 1, f.data);
					goto cleanup;
				}
				ncols = col + 1;
			} else if (col == 0) {
				series = command_series(r, f.data, line, start, e);
			} else if (col < 8) {
				if (report_number(f.data, f.len, &v[col]) < 0) {
					report_fail(r, line, "'%s' in column '%s' is not a number", f.data,
						    csv_cols[col]);
					goto cleanup;
				}
			} else if (col < ncols) {
				report_param(series, names[col] + 10, json_string(f.data));
			}
			col++;
			pos += used;
			if (pos < e && r->data[pos] == ',')
				pos++;
			else
				break;
		}
		if (line > 1 && e > start) {
			if (col != ncols) {
				report_fail(r, line, "%d fields, the header has %d", col, ncols);
				goto cleanup;
			}
			report_summary(series, NAN, v[6], v[7], v[3], v[1], v[2]);
			report_param(series, "user_mean", json_real(v[4]));
			report_param(series, "system_mean", json_real(v[5]));
		}
		pos = e < r->len && r->data[e] == '\r' ? e + 2 : e + 1;
	}
	report_field(r, "command");
	report_field(r, "mean");
	report_field(r, "stddev");
	report_field(r, "median");
	report_field(r, "min");
	report_field(r, "max");
	report_field(r, "user");
	report_field(r, "system");
	if (ncols > 8)
		report_field(r, "parameter_*");
	ret = 0;
cleanup:
	buf_release(&f);
	return ret;
}

/* Seconds per unit of a markdown header cell "Mean [ms]", 0 when it names none */
static double unit_scale(const char *cell, size_t n)
{
	static const struct { const char *u; double scale; } units[] = {
		{ "[s]", 1 }, { "[ms]", 1e-3 }, { "[\xc2\xb5s]", 1e-6 }, { "[us]", 1e-6 }, { "[ns]", 1e-9 },
	};
	size_t k;

	for (k = 0; k < sizeof(units) / sizeof(units[0]); k++)
		if (memmem(cell, n, units[k].u, strlen(units[k].u)))
			return units[k].scale;
	return 0;
}

#define MD_COLS 12
struct cell { const char *p; size_t n; };

/* The cells of one "| a | b |" row, trimmed; returns their number or -1. */
static int md_cells(const char *p, size_t n, struct cell *c)
{
	size_t i = 0, s;
	int k = 0;

	while (n && (p[n - 1] == ' ' || p[n - 1] == '\r'))
		n--;
	if (!n || p[0] != '|' || p[n - 1] != '|')
		return -1;
	for (i = 1; i < n; i = s + 1) {
		size_t a, b;
		for (s = i; s < n && p[s] != '|'; s++)
			;
		if (s == n)
			break;
		if (k == MD_COLS)
			return -1;
		for (a = i; a < s && p[a] == ' '; a++)
			;
		for (b = s; b > a && p[b - 1] == ' '; b--)
			;
		c[k].p = p + a;
		c[k].n = b - a;
		k++;
	}
	return k;
}

/* "13.8 ± 2.9" or "9.8": mean and the stddev when given */
static int md_value(const struct cell *c, double *v, double *pm)
{
	const char *pmsign = memmem(c->p, c->n, "\xc2\xb1", 2);
	size_t a = pmsign ? (size_t)(pmsign - c->p) : c->n;

	*pm = NAN;
	while (a && c->p[a - 1] == ' ')
		a--;
	if (report_number(c->p, a, v) < 0)
		return -1;
	if (pmsign) {
		const char *q = pmsign + 2;
		while (q < c->p + c->n && *q == ' ')
			q++;
		return report_number(q, (size_t)(c->p + c->n - q), pm);
	}
	return 0;
}

int report_hyperfine_md(struct report *r)
{
	struct cell head[MD_COLS], c[MD_COLS];
	double scale[MD_COLS];
	int nhead = -1, col, k;
	size_t pos = 0;
	long line = 0;

	while (pos < r->len) {
		size_t e = pos;
		double mean = NAN, sd = NAN, min = NAN, max = NAN, v, pm;
		json_t *series;
		struct buf cmd = BUF_INIT;
		line++;
		while (e < r->len && r->data[e] != '\n')
			e++;
		k = md_cells(r->data + pos, e - pos, line == 1 ? head : c);
		if (line == 1) {
			nhead = k;
			if (k < 2)
				return report_fail(r, line, "not a markdown table header");
			for (col = 0; col < k; col++)
				scale[col] = unit_scale(head[col].p, head[col].n);
		} else if (line == 2) {
			if (k != nhead)
				return report_fail(r, line, "the rule row has %d cells, the header %d", k, nhead);
		} else if (e > pos) {
			if (k < 0)
				return report_fail(r, line, "a row cut short (it does not end in '|')");
			if (k != nhead)
				return report_fail(r, line, "%d cells, the header has %d", k, nhead);
			buf_add(&cmd, c[0].p, c[0].n);
			if (cmd.len >= 2 && cmd.data[0] == '`' && cmd.data[cmd.len - 1] == '`') {
				memmove(cmd.data, cmd.data + 1, cmd.len - 2);
				buf_setlen(&cmd, cmd.len - 2);
			}
			series = command_series(r, cmd.data, line, pos, e);
			buf_release(&cmd);
			for (col = 1; col < k; col++) {
				if (!scale[col] && !memmem(head[col].p, head[col].n, "Relative", 8)) {
					report_param(series, "column", json_stringn(head[col].p, head[col].n));
					continue;
				}
				if (md_value(&c[col], &v, &pm) < 0)
					return report_fail(r, line, "'%.*s' in column '%.*s' is not a number",
							   (int)c[col].n, c[col].p, (int)head[col].n, head[col].p);
				if (!scale[col]) {
					report_param(series, "relative", json_real(v));
					continue;
				}
				v *= scale[col];
				pm *= scale[col];
				if (!strncmp(head[col].p, "Mean", 4)) {
					mean = v;
					sd = pm;
				} else if (!strncmp(head[col].p, "Min", 3)) {
					min = v;
				} else if (!strncmp(head[col].p, "Max", 3)) {
					max = v;
				}
			}
			if (!isfinite(mean))
				return report_fail(r, line, "no Mean column");
			report_summary(series, NAN, min, max, NAN, mean, sd);
		}
		pos = e + 1;
	}
	report_field(r, "Command");
	report_field(r, "Mean");
	report_field(r, "Min");
	report_field(r, "Max");
	report_field(r, "Relative");
	return 0;
}
