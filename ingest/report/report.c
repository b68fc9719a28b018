/* report.c: the report model shared by the readers, the sniffer, and storage in one transaction */
#include "report.h"

#include <glib.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/db.h"
#include "../../core/log.h"
#include "../extract/extract.h"
#include "../extract/vocab.h"
#include "../../core/banned.h"

int report_fail(struct report *r, long line, const char *fmt, ...)
{
	va_list ap;

	buf_clear(&r->err);
	r->err_line = line;
	if (line > 0)
		buf_addf(&r->err, "line %ld: ", line);
	va_start(ap, fmt);
	buf_vaddf(&r->err, fmt, ap);
	va_end(ap);
	return -1;
}

void report_field(struct report *r, const char *name)
{
	size_t i;
	json_t *v;

	json_array_foreach(r->fields, i, v)
		if (!strcmp(json_string_value(v), name))
			return;
	json_array_append_new(r->fields, json_string(name));
}

void report_set(struct report *r, const char *key, const char *value)
{
	if (value && *value)
		json_object_set_new(r->doc, key, json_string(value));
}

const char *report_workload_of(const char *p, size_t n)
{
	size_t ms, me;
	const struct vocab_workload *w = vocab_workload_last(p, n, &ms, &me);

	return w ? w->name : NULL;
}

json_t *report_series(struct report *r, const char *workload, const char *metric,
		      const char *label, long line, size_t start, size_t end)
{
	const struct vocab_workload *w = workload ? vocab_workload(workload) : NULL;
	const struct vocab_metric *m = metric ? vocab_metric(metric) : NULL;
	json_t *s = json_object();

	if (w && !metric)
		metric = w->metric;
	if (metric && !m)
		m = vocab_metric(metric);
	json_object_set_new(s, "workload", workload ? json_string(workload) : json_null());
	json_object_set_new(s, "metric", metric ? json_string(metric) : json_null());
	json_object_set_new(s, "unit", m ? json_string(m->unit) : w && !strcmp(w->metric, metric)
				       ? json_string(w->unit) : json_null());
	json_object_set_new(s, "better", m ? json_string(m->better) : w && !strcmp(w->metric, metric)
					 ? json_string(w->better) : json_null());
	json_object_set_new(s, "label", label ? json_stringn(label, strnlen(label, 200)) : json_null());
	json_object_set_new(s, "params", json_object());
	json_object_set_new(s, "values", json_array());
	json_object_set_new(s, "system", json_integer(r->system_name ? 0 : -1));
	json_object_set_new(s, "span", json_pack("[I, I]", (json_int_t)start, (json_int_t)end));
	json_object_set_new(s, "line", json_integer(line));
	json_array_append_new(r->series, s);
	return s;
}

void report_value(json_t *series, double v, const char *text, size_t n)
{
	json_array_append_new(json_object_get(series, "values"),
			      json_pack("{s:f, s:s%}", "value", v, "text", text, n));
}

void report_param(json_t *series, const char *key, json_t *value)
{
	json_object_set_new(json_object_get(series, "params"), key, value);
}

static json_t *real_or_null(double v)
{
	return isfinite(v) ? json_real(v) : json_null();
}

void report_summary(json_t *series, double n, double min, double max, double median,
		    double mean, double stddev)
{
	json_t *o = json_object();

	json_object_set_new(o, "n", num_is_count(n) ? json_integer((json_int_t)n) : json_null());
	json_object_set_new(o, "min", real_or_null(min));
	json_object_set_new(o, "max", real_or_null(max));
	json_object_set_new(o, "median", real_or_null(median));
	json_object_set_new(o, "mean", real_or_null(mean));
	json_object_set_new(o, "stddev", real_or_null(stddev));
	json_object_set_new(series, "summary", o);
}

int report_system(struct report *r, const char *name)
{
	json_array_append_new(r->systems, json_pack("{s:s?, s:{}}", "name", name, "details"));
	return (int)json_array_size(r->systems) - 1;
}

json_t *report_system_obj(struct report *r, int index)
{
	return json_array_get(r->systems, (size_t)index);
}

long report_line_of(const struct report *r, size_t off)
{
	long line = 1;
	size_t i;

	for (i = 0; i < off && i < r->len; i++)
		line += r->data[i] == '\n';
	return line;
}

int report_number(const char *p, size_t n, double *v)
{
	char tmp[64], *end;

	if (!n || n >= sizeof(tmp))
		return -1;
	memcpy(tmp, p, n);
	tmp[n] = '\0';
	*v = strtod(tmp, &end);
	return end == tmp + n && isfinite(*v) ? 0 : -1;
}

/* ---------- sniffing ---------- */

static int has(const char *s, size_t n, const char *needle)
{
	return g_strstr_len(s, (gssize)n, needle) != NULL;
}

static int starts(const char *s, size_t n, const char *prefix)
{
	size_t k = strlen(prefix);

	return n >= k && !memcmp(s, prefix, k);
}

/* The first line that is not blank, with its length. */
static const char *first_line(const char *s, size_t n, size_t *ln)
{
	size_t i = 0, e;

	while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n'))
		i++;
	if (i == n)
		return NULL;
	while (i > 0 && s[i - 1] != '\n')
		i--;
	for (e = i; e < n && s[e] != '\n'; e++)
		;
	*ln = e - i;
	return s + i;
}

/*
 * Every line blank, a '#' comment, or fields that are all numbers; or, of at
 * least three number lines, one more in ten at most that is not (a ministat
 * file with a broken line, which its reader then names).
 */
static int number_lines(const char *s, size_t n)
{
	size_t i = 0;
	int numbers = 0, other = 0;

	while (i < n) {
		size_t e = i;
		while (e < n && s[e] != '\n')
			e++;
		if (e == n && n >= 4096)
			break;          /* the last line of a head may be cut */
		{
			char line[512];
			size_t k = e - i < sizeof(line) - 1 ? e - i : sizeof(line) - 1;
			char *t, *save = NULL;
			int nums = 0, bad = 0;
			memcpy(line, s + i, k);
			line[k] = '\0';
			for (t = strtok_r(line, " \t\r,;", &save); t && *t != '#';
			     t = strtok_r(NULL, " \t\r,;", &save)) {
				char *end;
				strtod(t, &end);
				if (*end)
					bad = 1;
				nums++;
			}
			other += bad;
			numbers += nums && !bad;
		}
		i = e + 1;
	}
	return numbers >= 1 && (other == 0 || (numbers >= 3 && other <= 1 + numbers / 10));
}

int report_logs_sniff(const char *line, size_t n);

/* mmtests: a line that starts "Amean " or "Hmean " and holds a difference
 * cell ("(   0.00%)" or "*   2.98%*"). */
static int mmtests_rows(const char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		size_t e = i;
		while (e < n && s[e] != '\n')
			e++;
		if ((starts(s + i, e - i, "Amean ") || starts(s + i, e - i, "Hmean ")) &&
		    (g_strstr_len(s + i, (gssize)(e - i), "%)") || g_strstr_len(s + i, (gssize)(e - i), "%*")))
			return 1;
		i = e + 1;
	}
	return 0;
}

report_reader report_sniff(const char *s, size_t n, int strict, const char **format)
{
	size_t head = n < 4096 ? n : 4096, ln = 0;
	const char *l1 = first_line(s, head, &ln);

	*format = NULL;
	if (!l1)
		return NULL;
	if (has(s, head, "<PhoronixTestSuite")) {
		*format = "pts";
		return report_pts;
	}
	if (*l1 == '{' && has(s, head, "\"results\"") && has(s, head, "\"command\"")) {
		*format = "hyperfine-json";
		return report_hyperfine_json;
	}
	if (starts(l1, ln, "command,mean,stddev,median,user,system,min,max")) {
		*format = "hyperfine-csv";
		return report_hyperfine_csv;
	}
	if (starts(l1, ln, "| Command | Mean [")) {
		*format = "hyperfine-markdown";
		return report_hyperfine_md;
	}
	/* the legend, then the summary header, or (cut short) the plot's frame */
	if (starts(l1, ln, "x ") && ((has(s, head, "\n    N  ") && has(s, head, "Stddev")) ||
				     has(s, head, "\n+-----"))) {
		*format = "ministat-output";
		return report_ministat_output;
	}
	if (mmtests_rows(s, head)) {
		*format = "mmtests";
		return report_mmtests;
	}
	if (has(s, head, "%stddev") && has(s, head, "%change")) {
		*format = "lkp";
		return report_lkp;
	}
	/* numbers first: "# hackbench seconds" over a column is ministat's label */
	if (number_lines(s, head)) {
		*format = "ministat-data";
		return report_ministat_data;
	}
	if (report_logs_sniff(l1, ln)) {
		*format = "log";
		return report_logs;
	}
	if (strict && ln) {
		*format = "ministat-data";
		return report_ministat_data;
	}
	return NULL;
}

/* ---------- parsing and storing ---------- */

static void sha256_hex(const char *data, size_t len, char out[65])
{
	char *h = g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)data, len);

	memcpy(out, h, 64);
	out[64] = '\0';
	g_free(h);
}

/* --system made system 0; a file that names its own systems (PTS) used none
 * of it: drop it and renumber. */
static void drop_unused_named_system(struct report *r)
{
	json_t *s;
	size_t i;

	json_array_foreach(r->series, i, s)
		if (json_integer_value(json_object_get(s, "system")) == 0)
			return;
	json_array_remove(r->systems, 0);
	json_array_foreach(r->series, i, s) {
		json_int_t k = json_integer_value(json_object_get(s, "system"));
		if (k > 0)
			json_object_set_new(s, "system", json_integer(k - 1));
	}
}

int report_parse(struct report *r, report_reader reader, const char *format,
		 const char *path, const char *data, size_t len, const struct report_opts *o)
{
	const char *system_name = o ? o->system : NULL;

	memset(r, 0, sizeof(*r));
	buf_init(&r->err);
	r->path = path;
	r->data = data;
	r->len = len;
	r->system_name = system_name;
	r->column = o ? o->column : 0;
	r->delim = o ? o->delim : NULL;
	r->fields = json_array();
	r->systems = json_array();
	r->series = json_array();
	r->doc = json_pack("{s:s, s:O, s:O, s:O}", "format", format, "fields", r->fields,
			   "systems", r->systems, "series", r->series);
	if (system_name)
		report_system(r, system_name);
	if (reader(r) < 0)
		return -1;
	if (system_name)
		drop_unused_named_system(r);
	if (!json_array_size(r->series))
		return report_fail(r, 0, "no results found in this %s file", format);
	return 0;
}

void report_release(struct report *r)
{
	json_decref(r->doc);
	json_decref(r->fields);
	json_decref(r->systems);
	json_decref(r->series);
	buf_release(&r->err);
	memset(r, 0, sizeof(*r));
}

/* Stable ids: the report's bytes, the kind and position, the content. */
static void make_ids(struct report *r, const char *sha)
{
	json_t *o;
	size_t i;

	json_array_foreach(r->systems, i, o) {
		char *key = json_dumps(o, JSON_SORT_KEYS | JSON_COMPACT), *h;
		struct buf b = BUF_INIT;
		buf_addf(&b, "%s\nsystem %zu\n%s", sha, i, key);
		h = g_compute_checksum_for_string(G_CHECKSUM_SHA256, b.data, (gssize)b.len);
		json_object_set_new(o, "id", json_sprintf("r%.20s", h));
		g_free(h);
		free(key);
		buf_release(&b);
	}
	json_array_foreach(r->series, i, o) {
		json_int_t sys = json_integer_value(json_object_get(o, "system"));
		json_t *y = sys >= 0 ? json_array_get(r->systems, (size_t)sys) : NULL;
		char *key = json_dumps(o, JSON_SORT_KEYS | JSON_COMPACT), *h;
		struct buf b = BUF_INIT;
		buf_addf(&b, "%s\nseries %zu\n%s", sha, i, key);
		h = g_compute_checksum_for_string(G_CHECKSUM_SHA256, b.data, (gssize)b.len);
		json_object_set_new(o, "id", json_sprintf("r%.20s", h));
		json_object_set_new(o, "cite_key", json_sprintf("report:%.20s", h));
		json_object_set_new(o, "ord", json_integer((json_int_t)i));
		json_object_set(o, "system_id", y ? json_object_get(y, "id") : json_null());
		if (json_object_get(o, "summary"))
			json_object_set_new(o, "values", json_null());
		g_free(h);
		free(key);
		buf_release(&b);
	}
}

static const char *const store_sql[] = {
	"INSERT INTO systems (id, report, name, cpu_model, arch, board, disks, cores, threads,"
	" memory_mb, details, span_start, span_end)"
	" SELECT x.id, $2::bigint, x.name, x.cpu_model, x.arch, x.board, x.disks, x.cores, x.threads,"
	" x.memory_mb, x.details, 0, 0"
	" FROM jsonb_to_recordset($1::jsonb->'systems') AS x(id text, name text, cpu_model text,"
	" arch text, board text, disks text, cores jsonb, threads jsonb, memory_mb jsonb, details jsonb)"
	" ON CONFLICT (id) DO NOTHING",

	"INSERT INTO series (id, report, workload, metric, unit, better, scheduler, os, os_version,"
	" label, params, summary, system, author, quoted, span_start, span_end, cite_key, ord, extractor)"
	" SELECT x.id, $2::bigint, x.workload, x.metric, x.unit, x.better, x.scheduler, x.os,"
	" x.os_version, x.label, coalesce(x.params, '{}'), x.summary, x.system_id, NULL, false,"
	" (x.span->>0)::int, (x.span->>1)::int, x.cite_key, x.ord, 0"
	" FROM jsonb_to_recordset($1::jsonb->'series') AS x(id text, workload text, metric text,"
	" unit text, better text, scheduler text, os text, os_version text, label text, params jsonb,"
	" summary jsonb, system_id text, span jsonb, cite_key text, ord int)"
	" ON CONFLICT (id) DO NOTHING",

	"INSERT INTO samples (series, ord, value, text)"
	" SELECT x.id, v.ord, (v.e->>'value')::float8, v.e->>'text'"
	" FROM jsonb_to_recordset($1::jsonb->'series') AS x(id text, \"values\" jsonb),"
	" jsonb_array_elements(x.\"values\") WITH ORDINALITY AS v(e, ord)"
	" WHERE jsonb_typeof(x.\"values\") = 'array' ON CONFLICT DO NOTHING",
};

static int insert_report(struct db *db, struct report *r, const char *sha, const char *import_id,
			 char id[24])
{
	char bytes[24], *fields = json_dumps(r->fields, JSON_COMPACT);
	const char *p[10];
	PGresult *res;
	int ret = 0;

	snprintf(bytes, sizeof(bytes), "%zu", r->len);
	p[0] = r->path;
	p[1] = sha;
	p[2] = bytes;
	p[3] = json_string_value(json_object_get(r->doc, "format"));
	p[4] = json_string_value(json_object_get(r->doc, "version"));
	p[5] = fields;
	p[6] = r->system_name ? r->system_name
			      : json_string_value(json_object_get(json_array_get(r->systems, 0), "name"));
	p[7] = json_string_value(json_object_get(r->doc, "title"));
	p[8] = json_string_value(json_object_get(r->doc, "run_at"));
	p[9] = import_id;
	res = db_query(db, "INSERT INTO reports (path, sha256, bytes, format, format_version, fields,"
			   " system_name, title, run_at, import) SELECT $1, $2, $3::bigint, $4, $5,"
			   " ARRAY(SELECT jsonb_array_elements_text($6::jsonb)), $7, $8, $9::timestamptz,"
			   " $10::bigint ON CONFLICT (sha256) DO NOTHING RETURNING id", 10, p);
	free(fields);
	if (!res)
		return -1;
	if (PQntuples(res) == 1) {
		snprintf(id, 24, "%s", PQgetvalue(res, 0, 0));
		ret = 1;
	}
	PQclear(res);
	return ret;
}

int report_store(struct db *db, struct report *r, const char *import_id)
{
	char sha[65], id[24] = "";
	char *doc = NULL;
	const char *p[2];
	size_t i;
	int ret;

	sha256_hex(r->data, r->len, sha);
	make_ids(r, sha);
	if (db_exec(db, "BEGIN", 0, NULL) < 0)
		return -1;
	ret = insert_report(db, r, sha, import_id, id);
	if (ret <= 0)
		goto done;
	doc = json_dumps(r->doc, JSON_COMPACT | JSON_REAL_PRECISION(17));
	p[0] = doc;
	p[1] = id;
	for (i = 0; i < sizeof(store_sql) / sizeof(store_sql[0]); i++)
		if (db_exec(db, store_sql[i], strstr(store_sql[i], "$2") ? 2 : 1, p) < 0) {
			ret = -1;
			goto done;
		}
done:
	free(doc);
	if (ret < 0 || ret == 0) {
		db_exec(db, "ROLLBACK", 0, NULL);
		return ret;
	}
	return db_exec(db, "COMMIT", 0, NULL) < 0 ? -1 : 1;
}
