/* report-pts.c: Phoronix Test Suite / OpenBenchmarking result files (composite.xml) through libxml2 */
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pts-scale.h"
#include "report.h"
#include "../../core/banned.h"

/*
 * The shape is PTS's result-file.xsd (pts-core/definitions/):
 *
 *   PhoronixTestSuite
 *     Generated: Title Description Notes LastModified TestClient ...
 *     System*:   Identifier TestClientVersion Hardware Software User TimeStamp Notes
 *     Result*:   Identifier ProfileVersion Title AppVersion Arguments Description
 *                Scale Proportion DisplayFormat
 *                Data/Entry*: Identifier Value RawString
 *
 * Hardware and Software are "Key: value, Key: value" lines.  Each System is a
 * system; each Result a workload with one series per Entry, its runs from
 * RawString ("12.3:12.4:12.3"), else the one Value.  Elements PTS added after
 * that schema (JSON, per-entry JSON) are ignored; unknown ones never fail.
 */

static xmlNode *child(xmlNode *n, const char *name)
{
	for (n = n ? n->children : NULL; n; n = n->next)
		if (n->type == XML_ELEMENT_NODE && !strcmp((const char *)n->name, name))
			return n;
	return NULL;
}

/* The element's text, trimmed, into a buf (empty when absent). */
static void text_of(xmlNode *n, struct buf *out)
{
	xmlChar *s = n ? xmlNodeGetContent(n) : NULL;
	const char *p = s ? (const char *)s : "";

	buf_clear(out);
	while (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r')
		p++;
	buf_adds(out, p);
	buf_trim_end(out);
	xmlFree(s);
}

static int field_text(struct report *r, xmlNode *parent, const char *name, struct buf *out)
{
	xmlNode *n = child(parent, name);

	text_of(n, out);
	if (n)
		report_field(r, name);
	return n != NULL;
}

/* "Processor: X @ 3.40GHz (16 Cores / 32 Threads), Memory: 32GB" into an object. */
static json_t *key_values(const char *s)
{
	json_t *o = json_object();
	const char *p = s;
	char key[64];

	while (*p) {
		const char *colon = strstr(p, ": "), *next, *end;
		if (!colon)
			break;
		/* the value runs to the next ", Key: " whose key starts upper case */
		for (next = colon + 2; (next = strstr(next, ", ")); next += 2) {
			const char *c2 = strstr(next + 2, ": "), *q;
			if (!c2 || next[2] < 'A' || next[2] > 'Z')
				continue;
			for (q = next + 2; q < c2 && *q != ','; q++)
				;
			if (q == c2)
				break;
		}
		end = next ? next : p + strlen(p);
		snprintf(key, sizeof(key), "%.*s", (int)(colon - p < 63 ? colon - p : 63), p);
		json_object_set_new(o, key, json_stringn(colon + 2, (size_t)(end - colon - 2)));
		p = next ? next + 2 : end;
	}
	return o;
}

static json_t *xnum(double v, const char *text, size_t n)
{
	return json_pack("{s:f, s:s%}", "value", v, "text", text, n);
}

/* CPU model, cores, threads, memory and architecture from the key/values. */
static void system_fields(json_t *y, json_t *hw, json_t *sw)
{
	const char *cpu = json_string_value(json_object_get(hw, "Processor"));
	const char *mem = json_string_value(json_object_get(hw, "Memory"));
	const char *kern = json_string_value(json_object_get(sw, "Kernel"));
	const char *board = json_string_value(json_object_get(hw, "Motherboard"));
	const char *disk = json_string_value(json_object_get(hw, "Disk"));

	if (cpu) {
		const char *at = strstr(cpu, " @ "), *paren = strstr(cpu, " (");
		size_t n = at ? (size_t)(at - cpu) : paren ? (size_t)(paren - cpu) : strlen(cpu);
		int cores, threads;
		json_object_set_new(y, "cpu_model", json_stringn(cpu, n < 47 ? n : 47));
		if (paren && sscanf(paren, " (%d Cores / %d Threads)", &cores, &threads) == 2) {
			json_object_set_new(y, "cores", xnum(cores, paren + 2, strcspn(paren + 2, "/") - 1));
			json_object_set_new(y, "threads", xnum(threads, strchr(paren, '/') + 2,
							       strcspn(strchr(paren, '/') + 2, ")")));
		} else if (paren && sscanf(paren, " (%d Cores)", &cores) == 1) {
			json_object_set_new(y, "cores", xnum(cores, paren + 2, strcspn(paren + 2, ")")));
		}
	}
	if (mem) {
		double gb;
		char unit[4] = "";
		/* the text: the number, and the unit after a space ("16 GB"), where there is one */
		size_t n = strcspn(mem, " ,");
		if (mem[n] == ' ' && mem[n + 1] && strchr("GMB", mem[n + 1]))
			n += 1 + strcspn(mem + n + 1, " ,");
		/* (the space in the format matches none too: "16GB" and "16 GB") */
		if (sscanf(mem, "%lf %3[GMB]", &gb, unit) == 2)
			json_object_set_new(y, "memory_mb", xnum(unit[0] == 'G' ? gb * 1024 : gb, mem, n));
	}
	if (kern) {
		const char *paren = strrchr(kern, '(');
		if (paren)
			json_object_set_new(y, "arch", json_stringn(paren + 1, strcspn(paren + 1, ")")));
	}
	if (board)
		json_object_set_new(y, "board", json_stringn(board, strlen(board) < 63 ? strlen(board) : 63));
	if (disk)
		json_object_set_new(y, "disks", json_stringn(disk, strlen(disk) < 31 ? strlen(disk) : 31));
}

static int read_systems(struct report *r, xmlNode *root, json_t *names)
{
	struct buf id = BUF_INIT, hw = BUF_INIT, sw = BUF_INIT, v = BUF_INIT;
	xmlNode *n;
	int ret = 0;

	for (n = root->children; n; n = n->next) {
		json_t *y, *hwo, *swo;
		int k;
		if (n->type != XML_ELEMENT_NODE || strcmp((const char *)n->name, "System"))
			continue;
		if (!field_text(r, n, "Identifier", &id) || !id.len) {
			ret = report_fail(r, xmlGetLineNo(n), "a System without an Identifier");
			break;
		}
		if (json_object_get(names, id.data)) {
			ret = report_fail(r, xmlGetLineNo(n), "two Systems named '%s'", id.data);
			break;
		}
		field_text(r, n, "Hardware", &hw);
		field_text(r, n, "Software", &sw);
		k = report_system(r, id.data);
		y = report_system_obj(r, k);
		hwo = key_values(hw.data);
		swo = key_values(sw.data);
		system_fields(y, hwo, swo);
		json_object_set_new(json_object_get(y, "details"), "hardware", hwo);
		json_object_set_new(json_object_get(y, "details"), "software", swo);
		if (field_text(r, n, "User", &v) && v.len)
			json_object_set_new(json_object_get(y, "details"), "user", json_string(v.data));
		if (field_text(r, n, "TimeStamp", &v) && v.len)
			json_object_set_new(json_object_get(y, "details"), "timestamp", json_string(v.data));
		if (field_text(r, n, "TestClientVersion", &v) && v.len)
			report_set(r, "version", v.data);
		json_object_set_new(names, id.data, json_integer(k));
	}
	buf_release(&id);
	buf_release(&hw);
	buf_release(&sw);
	buf_release(&v);
	return ret;
}

/* Metric and unit from PTS's Scale (pts-scale.c), direction from Proportion (HIB, LIB). */
static void scale_metric(json_t *s, const char *scale, const char *proportion)
{
	const char *metric, *unit;

	if (pts_scale(scale, strlen(scale), &metric, &unit)) {
		json_object_set_new(s, "metric", json_string(metric));
		json_object_set_new(s, "unit", json_string(unit));
	} else if (*scale) {
		json_object_set_new(s, "metric", json_string(scale));
		json_object_set_new(s, "unit", json_string(scale));
	}
	if (!strcmp(proportion, "HIB"))
		json_object_set_new(s, "better", json_string("higher"));
	else if (!strcmp(proportion, "LIB"))
		json_object_set_new(s, "better", json_string("lower"));
}

/* The workload: the vocabulary's name for the title or test, else the test's name. */
static void workload_of(const char *id, const char *title, char *out, size_t n)
{
	const char *w = report_workload_of(title, strlen(title));
	const char *slash = strrchr(id, '/'), *name = slash ? slash + 1 : id;
	size_t len = strlen(name);

	if (!w)
		w = report_workload_of(id, strlen(id));
	if (w) {
		snprintf(out, n, "%s", w);
		return;
	}
	/* pts/hackbench-1.0.0: drop the profile version */
	while (len > 0 && (name[len - 1] == '.' || (name[len - 1] >= '0' && name[len - 1] <= '9')))
		len--;
	if (len > 0 && name[len - 1] == '-')
		len--;
	snprintf(out, n, "%.*s", (int)len, name);
}

static int read_entry(struct report *r, xmlNode *e, json_t *series, struct buf *tmp)
{
	struct buf raw = BUF_INIT;
	const char *p;
	double v;
	int ret = 0;

	field_text(r, e, "RawString", &raw);
	if (!raw.len) {
		if (!field_text(r, e, "Value", tmp) || report_number(tmp->data, tmp->len, &v) < 0) {
			xmlNode *val = child(e, "Value");
			ret = report_fail(r, xmlGetLineNo(val ? val : e), "Value '%s' is not a number",
					  tmp->data);
			goto cleanup;
		}
		report_value(series, v, tmp->data, tmp->len);
		goto cleanup;
	}
	for (p = raw.data; *p;) {
		size_t n = strcspn(p, ":");
		if (report_number(p, n, &v) < 0) {
			/* the RawString's own line, not its Entry's */
			ret = report_fail(r, xmlGetLineNo(child(e, "RawString")), "RawString run '%.*s' is not a number",
					  (int)n, p);
			goto cleanup;
		}
		report_value(series, v, p, n);
		p += n + (p[n] == ':');
	}
cleanup:
	buf_release(&raw);
	return ret;
}

static int read_results(struct report *r, xmlNode *root, json_t *names)
{
	struct buf id = BUF_INIT, title = BUF_INIT, args = BUF_INIT, scale = BUF_INIT;
	struct buf prop = BUF_INIT, tmp = BUF_INIT, label = BUF_INIT;
	xmlNode *n, *e;
	int ret = 0;

	for (n = root->children; n && !ret; n = n->next) {
		char workload[64];
		xmlNode *data;
		if (n->type != XML_ELEMENT_NODE || strcmp((const char *)n->name, "Result"))
			continue;
		field_text(r, n, "Identifier", &id);
		field_text(r, n, "Title", &title);
		field_text(r, n, "Arguments", &args);
		if (!args.len)
			field_text(r, n, "Description", &args);
		field_text(r, n, "Scale", &scale);
		field_text(r, n, "Proportion", &prop);
		if (!(data = child(n, "Data"))) {
			ret = report_fail(r, xmlGetLineNo(n), "a Result without Data");
			break;
		}
		workload_of(id.data, title.data, workload, sizeof(workload));
		buf_clear(&label);
		buf_addf(&label, "%s%s%s", title.len ? title.data : id.data, args.len ? ": " : "",
			 args.data);
		for (e = data->children; e && !ret; e = e->next) {
			json_t *s, *sys;
			if (e->type != XML_ELEMENT_NODE || strcmp((const char *)e->name, "Entry"))
				continue;
			report_field(r, "Entry");
			field_text(r, e, "Identifier", &tmp);
			if (!(sys = json_object_get(names, tmp.data))) {
				ret = report_fail(r, xmlGetLineNo(e), "Entry for '%s', which no System names",
						  tmp.data);
				break;
			}
			s = report_series(r, workload, NULL, label.data, xmlGetLineNo(e), 0, r->len);
			json_object_set(s, "system", sys);
			scale_metric(s, scale.data, prop.data);
			if (id.len)
				report_param(s, "test", json_string(id.data));
			if (args.len)
				report_param(s, "arguments", json_string(args.data));
			report_param(s, "variant", json_string(tmp.data));
			ret = read_entry(r, e, s, &tmp);
		}
	}
	buf_release(&id);
	buf_release(&title);
	buf_release(&args);
	buf_release(&scale);
	buf_release(&prop);
	buf_release(&tmp);
	buf_release(&label);
	return ret;
}

/* libxml2 reports through a global handler: keep its first error for ours. */
static void keep_error(void *ctx, const xmlError *err)
{
	struct report *r = ctx;

	if (!r->err.len && err)
		report_fail(r, err->line, "not well-formed XML: %s", err->message ? err->message : "?");
}

int report_pts(struct report *r)
{
	xmlDoc *doc;
	xmlNode *root, *gen;
	json_t *names = json_object();
	struct buf v = BUF_INIT;
	int ret = -1;

	if (r->len > (size_t)1 << 30)
		return report_fail(r, 0, "too large");
	xmlSetStructuredErrorFunc(r, (xmlStructuredErrorFunc)keep_error);
	doc = xmlReadMemory(r->data, (int)r->len, r->path, NULL,
			    XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
	xmlSetStructuredErrorFunc(NULL, NULL);
	if (!doc) {
		if (!r->err.len)
			report_fail(r, 0, "not well-formed XML");
		goto cleanup;
	}
	buf_clear(&r->err);
	root = xmlDocGetRootElement(doc);
	if (!root || strcmp((const char *)root->name, "PhoronixTestSuite")) {
		report_fail(r, root ? xmlGetLineNo(root) : 0, "the root element is not PhoronixTestSuite");
		goto cleanup;
	}
	if ((gen = child(root, "Generated"))) {
		if (field_text(r, gen, "Title", &v))
			report_set(r, "title", v.data);
		if (field_text(r, gen, "LastModified", &v) && v.len) {
			buf_adds(&v, "+00");
			report_set(r, "run_at", v.data);
		}
		if (field_text(r, gen, "TestClient", &v) && v.len && !json_object_get(r->doc, "version"))
			report_set(r, "version", v.data);
	}
	if (read_systems(r, root, names) < 0 || read_results(r, root, names) < 0)
		goto cleanup;
	if (!json_object_size(names)) {
		report_fail(r, xmlGetLineNo(root), "no System block");
		goto cleanup;
	}
	ret = 0;
cleanup:
	json_decref(names);
	buf_release(&v);
	if (doc)
		xmlFreeDoc(doc);
	return ret;
}
