/* report-ministat.c: ministat input files (core/stats.c's line parser) and saved ministat outputs (the extractor's recogniser) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/stats.h"
#include "../extract/extract.h"
#include "report.h"
#include "../../core/banned.h"

/*
 * An input file is read exactly as ministat reads it (stats_parse_line: the
 * column and delimiters of -C and -d, '#' comments): one series of raw
 * values.  What it measured is not in the file; --system names the machine
 * and the file's first comment line, if any, is the label.  ministat itself
 * refuses fewer than 3 points, and so does this reader.
 */
/* The number as written when the line is that number alone, else %.17g */
static size_t number_text(const char *p, size_t n, double d, char *out, size_t cap)
{
	double v;

	while (n && strchr(" \t\r", p[n - 1]))
		n--;
	while (n && strchr(" \t", *p))
		p++, n--;
	if (n < cap && report_number(p, n, &v) == 0 && v == d) {
		memcpy(out, p, n);
		out[n] = '\0';
		return n;
	}
	snprintf(out, cap, "%.17g", d);
	return strlen(out);
}

int report_ministat_data(struct report *r)
{
	struct buf line = BUF_INIT, label = BUF_INIT;
	json_t *series = NULL;
	size_t pos = 0;
	long lineno = 0;
	int n = 0, ret = -1;

	while (pos < r->len) {
		size_t e = pos;
		double d;
		int got;
		lineno++;
		while (e < r->len && r->data[e] != '\n')
			e++;
		buf_clear(&line);
		buf_add(&line, r->data + pos, e - pos);
		if (!series && !label.len && line.len > 1 && line.data[0] == '#') {
			buf_add(&label, line.data + 1, line.len - 1);
			while (label.len && label.data[0] == ' ')
				memmove(label.data, label.data + 1, label.len--);
			buf_trim_end(&label);
		}
		got = stats_parse_line(line.data, r->column ? r->column : 1,
				       r->delim ? r->delim : " \t", &d);
		if (got < 0) {
			report_fail(r, lineno, "'%.*s' is not a number (ministat would stop here)",
				    (int)(line.len < 40 ? line.len : 40), line.data);
			goto cleanup;
		}
		if (got) {
			char text[64];
			if (!series)
				series = report_series(r, label.len ? report_workload_of(label.data, label.len)
								    : NULL, NULL, label.len ? label.data : NULL,
						       lineno, pos, r->len);
			report_value(series, d, text, number_text(r->data + pos, e - pos, d, text,
								      sizeof(text)));
			n++;
		}
		pos = e + 1;
	}
	if (n < 3) {
		report_fail(r, 0, "%d data points; ministat needs at least 3", n);
		goto cleanup;
	}
	if (r->column > 1)
		report_param(series, "column", json_integer(r->column));
	report_field(r, "values");
	if (label.len)
		report_field(r, "comment");
	ret = 0;
cleanup:
	buf_release(&line);
	buf_release(&label);
	return ret;
}

/* The extractor's candidates as report series (values or posted summary). */
int report_from_extract(struct report *r, const struct xresult *x)
{
	int i, k, added = 0;

	for (i = 0; i < x->nseries; i++) {
		const struct xseries *s = &x->series[i];
		json_t *o;
		if (!s->nvalues && !s->has_summary)
			continue;
		o = report_series(r, *s->workload ? s->workload : NULL, *s->metric ? s->metric : NULL,
				  *s->label ? s->label : NULL, s->line + 1, s->span[0], s->span[1]);
		if (*s->unit)
			json_object_set_new(o, "unit", json_string(s->unit));
		if (*s->better)
			json_object_set_new(o, "better", json_string(s->better));
		if (*s->scheduler)
			json_object_set_new(o, "scheduler", json_string(s->scheduler));
		if (*s->os)
			json_object_set_new(o, "os", json_string(s->os));
		if (*s->os_version)
			json_object_set_new(o, "os_version", json_string(s->os_version));
		for (k = 0; k < s->nparams; k++) {
			const struct xparam *p = &s->params[k];
			double v = p->num.value;
			/* 4 groups, not 4.0: whole numbers as JSON integers */
			report_param(o, p->key, !p->is_num ? json_string(p->str)
					 : num_is_count(v) ? json_integer((json_int_t)v) : json_real(v));
		}
		for (k = 0; k < s->nvalues; k++)
			report_value(o, s->values[k].value, x->t->s + s->values[k].s,
				     s->values[k].e - s->values[k].s);
		if (s->has_summary)
			report_summary(o, s->sum[SUM_N].value, s->sum[SUM_MIN].value,
				       s->sum[SUM_MAX].value, s->sum[SUM_MEDIAN].value,
				       s->sum[SUM_MEAN].value, s->sum[SUM_STDDEV].value);
		added++;
	}
	return added;
}

/*
 * A saved ministat output is what the extractor already reads in posts
 * (ingest/extract/ministat.c): legends, the summary table, Difference
 * blocks.  The file is read by that recogniser alone; a table whose rows do
 * not add up (a legend without its summary row) is an error here, where in
 * a post it would only be skipped.
 */
int report_ministat_output(struct report *r)
{
	struct text t;
	struct xresult x;
	int legends = 0, i, added;

	text_build(&t, r->data, r->len);
	memset(&x, 0, sizeof(x));
	x.t = &t;
	x.used = xcalloc((size_t)t.n + 1, 1);
	rec_ministat(&x);
	for (i = 0; i < t.n; i++) {
		const char *p = t.s + t.l[i].start;
		size_t n = t.l[i].end - t.l[i].start;
		if (n > 2 && strchr("x+*%#@O", p[0]) && p[1] == ' ' && !memchr(p + 2, ' ', n - 2) &&
		    (i == 0 || legends))
			legends++;
	}
	added = report_from_extract(r, &x);
	if (added < legends)
		report_fail(r, added + 1, "legend %d has no summary row under the N Min Max Median"
			    " Avg Stddev header", added + 1);
	report_field(r, "legend");
	report_field(r, "summary");
	report_field(r, "N Min Max Median Avg Stddev");
	xr_release(&x);
	text_release(&t);
	return added < legends ? -1 : 0;
}
