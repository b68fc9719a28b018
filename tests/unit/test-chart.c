/* test-chart.c: every chart kind from hand-built data: well-formed, escaped, marks carry the inputs */
#include <libxml/parser.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>
#include <math.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "../../core/buf.h"
#include "../../server/chart.h"
#include "unit.h"

/*
 * The figures are the corpus's own (000 buildworld, 002 tarball extraction,
 * 003 pipe-test, 004 top -SH) with hostile labels mixed in.  With CHART_OUT
 * set, each chart is also written there as NAME.svg (standalone) and
 * NAME.html (inline, linking chart.css beside it) for the browser test to
 * screenshot.
 */

static const char hostile[] = "ULE <script>alert(1)</script> & \"q\" 'x'";

static xmlDocPtr parse(const struct buf *b, const char *name)
{
	xmlDocPtr doc = xmlReadMemory(b->data, (int)b->len, name, "UTF-8",
				      XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);

	CHECK(doc != NULL, "%s: the SVG is well-formed XML", name);
	return doc;
}

static xmlXPathObjectPtr xpath(xmlDocPtr doc, const char *expr)
{
	xmlXPathContextPtr cx = xmlXPathNewContext(doc);
	xmlXPathObjectPtr o;

	xmlXPathRegisterNs(cx, BAD_CAST "s", BAD_CAST "http://www.w3.org/2000/svg");
	o = xmlXPathEvalExpression(BAD_CAST expr, cx);
	xmlXPathFreeContext(cx);
	return o;
}

static int count(xmlDocPtr doc, const char *expr)
{
	xmlXPathObjectPtr o = xpath(doc, expr);
	int n = o && o->nodesetval ? o->nodesetval->nodeNr : 0;

	xmlXPathFreeObject(o);
	return n;
}

/* Is there a mark with these attribute values (NULL: any)? */
static int has_mark(xmlDocPtr doc, const char *series, const char *x, const char *value)
{
	xmlXPathObjectPtr o = xpath(doc, "//*[@data-value]");
	int i, found = 0;

	for (i = 0; o && o->nodesetval && i < o->nodesetval->nodeNr && !found; i++) {
		xmlNodePtr n = o->nodesetval->nodeTab[i];
		xmlChar *s = xmlGetProp(n, BAD_CAST "data-series");
		xmlChar *xv = xmlGetProp(n, BAD_CAST "data-x");
		xmlChar *v = xmlGetProp(n, BAD_CAST "data-value");

		found = (!series || (s && !strcmp((char *)s, series))) &&
			(!x || (xv && !strcmp((char *)xv, x))) &&
			v && !strcmp((char *)v, value);
		xmlFree(s);
		xmlFree(xv);
		xmlFree(v);
	}
	xmlXPathFreeObject(o);
	return found;
}

static void common_checks(xmlDocPtr doc, const char *name)
{
	CHECK(count(doc, "/s:svg[@role='img']/s:title") == 1 &&
	      count(doc, "/s:svg/s:desc[string-length(.) > 20]") == 1,
	      "%s: the chart has a <title> and a <desc> for screen readers", name);
	CHECK(count(doc, "//*[local-name()='script' or local-name()='foreignObject']") == 0 &&
	      count(doc, "//@*[starts-with(name(), 'on')]") == 0 &&
	      count(doc, "//@style") == 0,
	      "%s: no script, no event handler, no inline style", name);
	CHECK(count(doc, "//*[@data-value][not(s:title)]") == 0,
	      "%s: every mark carries a <title> tooltip", name);
}

static void save(const struct buf *b, const char *name)
{
	const char *dir = getenv("CHART_OUT");
	struct buf path = BUF_INIT;
	FILE *f;

	if (!dir)
		return;
	mkdir(dir, 0755);
	buf_addf(&path, "%s/%s.svg", dir, name);
	f = fopen(path.data, "w");
	if (f) {
		fwrite(b->data, 1, b->len, f);
		fclose(f);
	}
	buf_release(&path);
}

/* The same chart inline in an HTML page, as the pages show it. */
static void save_inline(const struct buf *b, const char *name)
{
	const char *dir = getenv("CHART_OUT");
	struct buf path = BUF_INIT;
	FILE *f;

	if (!dir)
		return;
	buf_addf(&path, "%s/%s.html", dir, name);
	f = fopen(path.data, "w");
	if (f) {
		fprintf(f, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\" />"
			"<title>%s</title><link rel=\"stylesheet\" href=\"style.css\" /></head>"
			"<body><main>\n", name);
		fwrite(b->data, 1, b->len, f);
		fprintf(f, "</main></body></html>\n");
		fclose(f);
	}
	buf_release(&path);
}

static void render_both(struct buf *b, struct chart_head *head, const char *name,
			int (*fn)(struct buf *, const void *), const void *c)
{
	struct buf inl = BUF_INIT;

	head->standalone = 1;
	fn(b, c);
	save(b, name);
	head->standalone = 0;
	fn(&inl, c);
	save_inline(&inl, name);
	buf_release(&inl);
}

/* ---------- scaling: 000's buildworld real times, 7.0-CURRENT ---------- */

static int do_scaling(struct buf *b, const void *c) { return chart_scaling(b, c); }
static int do_lines(struct buf *b, const void *c) { return chart_lines(b, c); }
static int do_bars(struct buf *b, const void *c) { return chart_bars(b, c); }
static int do_strip(struct buf *b, const void *c) { return chart_strip(b, c); }
static int do_shares(struct buf *b, const void *c) { return chart_shares(b, c); }

static void test_scaling(void)
{
	static const struct chart_point bsd[] = {
		{ { 4, "4" }, { 1072.64, "1072.64" }, 0, 0, 0 },
		{ { 6, "6" }, { 842.91, "842.91" }, 0, 0, 0 },
		{ { 8, "8" }, { 758.48, "758.48" }, 0, 0, 0 },
		{ { 16, "16" }, { 805.02, "805.02" }, 0, 0, 0 },
	};
	static const struct chart_point ule[] = {
		{ { 4, "4" }, { 1047.00, "1047.00" }, 0, 0, 0 },
		{ { 6, "6" }, { 831.10, "831.10" }, 0, 0, 0 },
		{ { 8, "8" }, { 803.34, "803.34" }, 1, 790.5, 816.2 },
		{ { 16, "16" }, { 856.11, "856.11" }, 0, 0, 0 },
	};
	struct chart_line lines[] = {
		{ "7.0-CURRENT SCHED_4BSD", bsd, 4 },
		{ hostile, ule, 4 },
	};
	struct chart_scaling c = {
		{ "scaling", "buildworld wall time by -j: SCHED_4BSD vs <ULE> & co", NULL, 0, 0 },
		{ .label = "make -j", .unit = NULL, .scale = CHART_LINEAR },
		{ .label = "wall time", .unit = "s", .scale = CHART_LINEAR },
		lines, 2, 0, NULL,
	};
	struct buf b = BUF_INIT;
	xmlDocPtr doc;

	render_both(&b, &c.head, "scaling", do_scaling, &c);
	doc = parse(&b, "scaling");
	if (!doc)
		return;
	common_checks(doc, "scaling");
	CHECK(count(doc, "//*[@data-value][not(@data-ratio)]") == 8,
	      "scaling: one mark per posted point (8)");
	CHECK(has_mark(doc, "7.0-CURRENT SCHED_4BSD", "4", "1072.64") &&
	      has_mark(doc, "7.0-CURRENT SCHED_4BSD", "16", "805.02") &&
	      has_mark(doc, hostile, "4", "1047.00") && has_mark(doc, hostile, "16", "856.11"),
	      "scaling: marks carry the posted text, series and x");
	CHECK(count(doc, "//*[@data-ratio]") == 4 &&
	      has_mark(doc, hostile, "4", "0.9761") && has_mark(doc, hostile, "8", "1.0591"),
	      "scaling: the ratio panel has ULE/4BSD at each -j (1047.00/1072.64 = 0.9761)");
	CHECK(count(doc, "//s:path[@class='ci']") == 1, "scaling: a known interval draws a whisker");
	CHECK(strstr(b.data, "ULE &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; &#39;x&#39;") &&
	      !strstr(b.data, "<script"), "scaling: a hostile label is escaped text everywhere");
	CHECK(count(doc, "//s:g[contains(@class,'axis')]/s:text[@class='axis-title'][.='wall time (s)']") == 1,
	      "scaling: the y axis title carries its unit");
	xmlFreeDoc(doc);
	buf_release(&b);
}

/* ---------- lines: 003's pipe-test, one line per kernel, log x ---------- */

static void test_lines(void)
{
	static const struct chart_point k21[] = {
		{ { 1, "1" }, { 9.52, "9.52" }, 0, 0, 0 }, { { 2, "2" }, { 8.92, "8.92" }, 0, 0, 0 },
		{ { 4, "4" }, { 8.55, "8.55" }, 0, 0, 0 }, { { 8, "8" }, { 8.40, "8.40" }, 0, 0, 0 },
	};
	static const struct chart_point ck1[] = {
		{ { 1, "1" }, { 9.30, "9.30" }, 0, 0, 0 }, { { 2, "2" }, { 8.85, "8.85" }, 0, 0, 0 },
		{ { 4, "4" }, { 8.48, "8.48" }, 0, 0, 0 }, { { 8, "8" }, { 8.41, "8.41" }, 0, 0, 0 },
	};
	static const struct chart_point cfs[] = {
		{ { 1, "1" }, { 10.1, "10.10" }, 0, 0, 0 }, { { 2, "2" }, { 9.0, "9.00" }, 0, 0, 0 },
		{ { 4, "4" }, { 8.71, "8.71" }, 0, 0, 0 }, { { 8, "8" }, { 8.6, "8.60" }, 0, 0, 0 },
	};
	struct chart_line lines[] = {
		{ "2.6.21", k21, 4 }, { "2.6.22-ck1", ck1, 4 }, { "2.6.23-rc6-cfs-devel", cfs, 4 },
	};
	struct chart_scaling c = {
		{ "lines", "pipe-test latency by processes: 2.6.21, -ck1 and CFS", NULL, 0, 0 },
		{ .label = "processes", .unit = NULL, .scale = CHART_LOG },
		{ .label = "latency", .unit = "us", .scale = CHART_LINEAR },
		lines, 3, 0, NULL,
	};
	struct buf b = BUF_INIT;
	xmlDocPtr doc;

	render_both(&b, &c.head, "lines", do_lines, &c);
	doc = parse(&b, "lines");
	if (!doc)
		return;
	common_checks(doc, "lines");
	CHECK(count(doc, "//*[@data-value]") == 12 && count(doc, "//*[@data-ratio]") == 0,
	      "lines: 12 marks and no ratio panel");
	CHECK(has_mark(doc, "2.6.21", "4", "8.55") && has_mark(doc, "2.6.22-ck1", "4", "8.48") &&
	      has_mark(doc, "2.6.23-rc6-cfs-devel", "1", "10.10"),
	      "lines: pipe-test row 4 is 8.55 against 8.48; posted text kept (10.10)");
	CHECK(count(doc, "//s:path[@stroke-dasharray]") >= 2, "lines: series differ by dash for print");
	xmlFreeDoc(doc);
	buf_release(&b);
}

/* ---------- bars: 002's ministat comparisons ---------- */

static void test_bars(void)
{
	static const struct chart_bar g1[] = {
		{ { 2.4644444, "2.4644444" }, 1, 2.4516, 2.4773, 9, 1 },
		{ { 2.1636364, "2.1636364" }, 1, 2.1521, 2.1752, 11, 1 },
	};
	static const struct chart_bar g12[] = {
		{ { 14.02, "14.02" }, 1, 13.80, 14.24, 10, 1 },
		{ { 16.570909, "16.570909" }, 1, 16.31, 16.83, 11, 1 },
	};
	static const struct chart_bar g4[] = {
		{ { 5.12, "5.12" }, 0, 0, 0, 0, 1 },
		{ { 0, NULL }, 0, 0, 0, 0, 0 },
	};
	static const char *const series[] = { "4BSD", hostile };
	struct chart_bar_group groups[] = {
		{ "1 extraction", g1 }, { "12 concurrent <extractions>", g12 }, { "4 & more", g4 },
	};
	struct chart_bars c = {
		{ "bars", "tarball extraction to md: 4BSD vs ULE", NULL, 0, 0 },
		{ .label = "time", .unit = "s", .scale = CHART_LINEAR },
		series, 2, groups, 3, 95,
	};
	struct buf b = BUF_INIT;
	xmlDocPtr doc;

	render_both(&b, &c.head, "bars", do_bars, &c);
	doc = parse(&b, "bars");
	if (!doc)
		return;
	common_checks(doc, "bars");
	CHECK(count(doc, "//s:rect[@data-value]") == 5, "bars: one bar per present figure (5), none for a missing one");
	CHECK(has_mark(doc, "4BSD", NULL, "2.4644444") && has_mark(doc, hostile, NULL, "16.570909") &&
	      has_mark(doc, "4BSD", NULL, "5.12"), "bars: each bar carries its mean as posted");
	CHECK(count(doc, "//s:path[@class='ci'][@data-lo='13.8'][@data-hi='14.24']") == 1 &&
	      count(doc, "//s:path[@class='ci']") == 4, "bars: whiskers at the interval, only where known");
	CHECK(count(doc, "//s:rect[@data-group='12 concurrent <extractions>']") == 2,
	      "bars: a hostile group label round-trips as text");
	xmlFreeDoc(doc);
	buf_release(&b);
}

/* ---------- strip: raw samples, and a set known only by its summary ---------- */

static void test_strip(void)
{
	static const struct chart_num a[] = {
		{ 2.45, "2.45" }, { 2.47, "2.47" }, { 2.46, "2.46" }, { 2.47, "2.47" }, { 2.48, "2.48" },
		{ 2.44, "2.44" }, { 2.47, "2.47" }, { 2.46, "2.46" }, { 2.48, "2.48" },
	};
	static const struct chart_num u[] = {
		{ 2.15, "2.15" }, { 2.17, "2.17" }, { 2.16, "2.16" }, { 2.18, "2.18" },
		{ 2.16, "2.16" }, { 2.15, "2.15" },
	};
	struct chart_strip_set sets[] = {
		{ "x 4BSD", a, 9, 1, 2.4644444, 2.47, 0.013, 2.44, 2.48 },
		{ hostile, u, 6, 1, 2.1616667, 2.16, 0.0117, 2.15, 2.18 },
		{ "* posted summary only", NULL, 0, 1, 2.30, 2.31, 0.04, 2.22, 2.36 },
	};
	struct chart_strip c = {
		{ "strip", "one tarball extraction: the samples", NULL, 0, 0 },
		{ .label = "time", .unit = "s", .scale = CHART_LINEAR },
		sets, 3,
	};
	struct buf b = BUF_INIT;
	xmlDocPtr doc;

	render_both(&b, &c.head, "strip", do_strip, &c);
	doc = parse(&b, "strip");
	if (!doc)
		return;
	common_checks(doc, "strip");
	CHECK(count(doc, "//s:g[@data-series='x 4BSD']/*[@data-value][contains(@class,'mark')]") == 9 &&
	      count(doc, "//*[contains(@class,'mark')][@data-value]") >= 15,
	      "strip: one dot per sample (9 for 4BSD, 15 in all)");
	CHECK(has_mark(doc, "x 4BSD", NULL, "2.44") && has_mark(doc, hostile, NULL, "2.18"),
	      "strip: dots carry the samples as posted");
	CHECK(count(doc, "//s:text[@class='mean'][@data-value='2.46444']") == 1 &&
	      count(doc, "//s:text[@class='median'][@data-value='2.31']") == 1,
	      "strip: ministat's A (mean) and M (median) marks carry their values");
	CHECK(count(doc, "//s:line[@class='range']") == 1, "strip: a summary-only set shows its min..max range");
	xmlFreeDoc(doc);
	buf_release(&b);
}

/* ---------- shares: 004's top -SH ---------- */

static void test_shares(void)
{
	static const char *const comps[] = { "idle", "kernel {em1 que}", "kernel {em0 que}", "httpd <b>" };
	static const struct chart_num ule[] = { { 62.50, "62.50" }, { 14.01, "14.01" }, { 12.99, "12.99" }, { 9.38, "9.38" } };
	static const struct chart_num bsd[] = { { 60.16, "60.16" }, { 13.18, "13.18" }, { 12.45, "12.45" }, { 8.60, "8.60" } };
	static const struct chart_num one[] = { { 71.0, "71.0" }, { 29.0, "29.0" }, { -1, NULL }, { 0.5, "0.5" } };
	struct chart_share_row rows[] = {
		{ "ULE (SMP)", ule }, { "4BSD (SMP) & \"friends\"", bsd }, { "ULE (non-SMP)", one },
	};
	struct chart_shares c = {
		{ "shares", "CPU shares under HTTP load: ULE vs 4BSD, SMP and not", NULL, 0, 0 },
		comps, 4, rows, 3, "%",
	};
	struct buf b = BUF_INIT;
	xmlDocPtr doc;

	render_both(&b, &c.head, "shares", do_shares, &c);
	doc = parse(&b, "shares");
	if (!doc)
		return;
	common_checks(doc, "shares");
	CHECK(count(doc, "//s:rect[@data-value][not(@class='rest')]") == 11,
	      "shares: one segment per listed share (11; an absent one is no segment)");
	CHECK(has_mark(doc, "httpd <b>", NULL, "9.38") && has_mark(doc, "idle", NULL, "60.16"),
	      "shares: segments carry the shares as posted");
	CHECK(count(doc, "//s:rect[@class='rest'][@data-value='1.12']") == 1 &&
	      count(doc, "//s:rect[@class='rest'][@data-value='5.61']") == 1,
	      "shares: what is not listed shows (ULE 98.88 %%, 4BSD 94.39 %%)");
	CHECK(count(doc, "//s:rect[@class='rest']") == 2, "shares: a row summing past 100 %% has no rest");
	xmlFreeDoc(doc);
	buf_release(&b);
}

/* ---------- axes ---------- */

static void test_axes(void)
{
	struct chart_axis a = { 0 };
	struct buf b = BUF_INIT;
	int i;

	a.zero = 1;
	chart_axis_fit(&a, 758.48, 1072.64, 300, 0);
	CHECK(a.min == 0 && a.max == 1250 && a.nticks == 6 && a.ticks[1] == 250,
	      "linear axis from zero: 0, 250 .. 1250");
	CHECK(fabs(chart_map(&a, 625) - 150) < 1e-9, "the scale maps values to pixels");
	a.zero = 0;
	chart_axis_fit(&a, 0.9403, 1.0443, 0, 100);
	CHECK(a.min <= 0.9403 && a.max >= 1.0443 && a.nticks >= 3 && a.nticks <= 8,
	      "linear axis around ratios has a handful of ticks");
	for (i = 0; i < a.nticks; i++) {
		buf_clear(&b);
		chart_fmt(&b, a.ticks[i]);
	}
	CHECK(strlen(b.data) <= 6, "tick values print short (%s)", b.data);
	a.scale = CHART_LOG;
	chart_axis_fit(&a, 2, 256, 0, 100);
	CHECK(a.min == 2 && a.max == 500 && a.ticks[0] == 2 && a.ticks[1] == 5,
	      "log axis ticks at 1, 2, 5 per decade");
	CHECK(fabs(chart_map(&a, 20) - 100 / log10(250)) < 1e-9, "the log scale maps 20 to log(10)/log(250) of the way");
	chart_axis_fit(&a, 1, 1e9, 0, 100);
	CHECK(a.ticks[0] == 1 && a.ticks[1] == 10, "a wide log axis ticks at powers of ten");
	a.scale = CHART_LINEAR;
	chart_axis_fit(&a, 5, 5, 0, 100);
	CHECK(a.max > a.min, "an axis over one value still has a range");
	buf_clear(&b);
	chart_fmt(&b, NAN);
	CHECK_STR(b.data, "n/a", "a missing value prints n/a");
	buf_release(&b);
}

int main(void)
{
	test_axes();
	test_scaling();
	test_lines();
	test_bars();
	test_strip();
	test_shares();
	xmlCleanupParser();
	UNIT_DONE();
}
