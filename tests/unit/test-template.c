/* test-template.c: the template engine (escaping by place, load-time refusals, sections, partials, helpers), then every template of templates/ against its page's model */
#include <jansson.h>
#include <sodium.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "unit.h"
#include "../../core/config.h"
#include "../../server/html.h"
#include "../../server/server.h"
#include "../../server/template.h"

static void hello(struct buf *out, const struct tmpl_value *arg, void *data)
{
	size_t n;
	const char *s = arg ? tmpl_text(arg, &n) : NULL;

	html(out, "<b>");
	html_txt(out, s ? s : "?");
	html(out, "</b>");
	(*(int *)data)++;
}

static const struct tmpl_helper helpers[] = { { "hello", hello } };

/* Templates "t" (TEXT) and the partials a case may name; NULL and ERR when they do not load. */
static struct tmpl_set *load(const char *text, struct buf *err)
{
	struct tmpl_source src[] = {
		{ "t", text, 0 },
		{ "item", "<li>{{.}}</li>", 0 },
		{ "shell", "<title>{{$title}}none{{/title}}</title>\n{{$main}}{{/main}}<p>end</p>", 0 },
		{ "uses-hello", "<p>{{*hello}}</p>", 0 },
	};
	size_t i;

	for (i = 0; i < 4; i++)
		src[i].len = strlen(src[i].text);
	buf_clear(err);
	return tmpl_load(src, 4, helpers, 1, err);
}

/* TEXT rendered against the JSON model MODEL; *problems gets the count */
static char *render(const char *text, const char *model, int *problems)
{
	struct buf out = BUF_INIT, err = BUF_INIT, why = BUF_INIT;
	struct tmpl_set *set = load(text, &err);
	json_t *m = json_loads(model, 0, NULL);
	struct tmpl_value v = tmpl_json(m);
	int calls = 0;

	*problems = -2;
	if (set && m) {
		*problems = tmpl_render(set, "t", &v, 1, &calls, &out, &why);
		if (*problems)
			printf("# %s", why.data);   /* one line a problem: the first has the "#" */
	} else {
		printf("# did not load: %s", err.data);
	}
	tmpl_free(set);
	json_decref(m);
	buf_release(&err);
	buf_release(&why);
	return buf_detach(&out, NULL);
}

#define RENDERS(text, model, want, ...) do { \
	int p_; \
	char *got_ = render(text, model, &p_); \
	CHECK_STR(got_, want, __VA_ARGS__); \
	CHECK(p_ == 0, "... and without a problem"); \
	free(got_); \
} while (0)

/* TEXT does not load, and the message names WHY */
#define REFUSED(text, why, ...) do { \
	struct buf e_ = BUF_INIT; \
	struct tmpl_set *s_ = load(text, &e_); \
	CHECK(!s_ && strstr(e_.data, why), __VA_ARGS__); \
	if (s_ || !strstr(e_.data, why)) \
		printf("# message: %s\n", e_.data); \
	tmpl_free(s_); \
	buf_release(&e_); \
} while (0)

static void escaping(void)
{
	RENDERS("<p>{{x}}</p>", "{\"x\": \"<script>\\\"'&\"}", "<p>&lt;script&gt;&quot;&#39;&amp;</p>",
		"element text: entities for every markup character");
	RENDERS("<a title=\"{{x}}\" class='{{x}}'>", "{\"x\": \"a\\\"b'c\"}",
		"<a title=\"a&quot;b&#39;c\" class='a&quot;b&#39;c'>", "quoted attributes, double and single");
	RENDERS("<a href=\"/{{l}}/{{m}}/T/\">", "{\"l\": \"web test\", \"m\": \"a/b%c+d#e@x\"}",
		"<a href=\"/web%20test/a%2Fb%25c%2Bd%23e@x/T/\">", "a URL path word: percent-encoded, '/' too");
	RENDERS("<a href=\"/search?q={{q}}&amp;list={{l}}\">", "{\"q\": \"a b&c=d\", \"l\": \"x/y\"}",
		"<a href=\"/search?q=a%20b%26c%3Dd&amp;list=x%2Fy\">", "query arguments after '=' (and after &amp;)");
	RENDERS("<a href=\"/api/compare?{{q}}\">", "{\"q\": \"workload=a+b&x=%3C&&y\"}",
		"<a href=\"/api/compare?workload=a%20b&amp;x=%3C&amp;y\">",
		"a whole query string: each argument decoded and encoded again");
	RENDERS("<a href=\"{{u}}\">", "{\"u\": \"/chart/g0.svg?a=1&b=\\\"x y\"}",
		"<a href=\"/chart/g0.svg?a=1&amp;b=%22x%20y\">", "a whole local URL at the start of href");
	RENDERS("<a href=\"/systems#{{id}}\">", "{\"id\": \"h1 2\"}", "<a href=\"/systems#h1%202\">",
		"a fragment is a path word");
	RENDERS("<p>{{n}} {{d|date}} {{s|subject}} {{e|subject}} {{r|g3}} {{r|f4}} {{z|g3}}</p>",
		"{\"n\": 42, \"d\": \"2007-10-19T14:02:00Z\", \"s\": null, \"e\": \"<x>\", \"r\": 3.14159, \"z\": null}",
		"<p>42 2007-10-19 14:02 (no subject) &lt;x&gt; 3.14 3.1416 n/a</p>", "numbers, dates and subjects through named formats");
	RENDERS("<p>{{b|value}} {{i|value}} {{f|value}} {{o|json}} {{k|indent}} {{n}} post{{n|plural}}</p>",
		"{\"b\": false, \"i\": 3, \"f\": 0.5, \"o\": {\"a\": [1, \"<\"]}, \"k\": 40, \"n\": 1}",
		"<p>no 3 0.5 {&quot;a&quot;:[1,&quot;&lt;&quot;]} 12 1 post</p>", "value, json, indent and plural formats");
}

static void unsafe_values(void)
{
	int p;
	char *got = render("<a href=\"{{u}}\">", "{\"u\": \"javascript:alert(1)\"}", &p);

	CHECK_STR(got, "<a href=\"about:invalid\">", "a whole URL that is not this site's is not written");
	CHECK(p == 1, "... and is reported");
	free(got);
	got = render("<a href=\"{{u}}\">", "{\"u\": \"//evil.example/x\"}", &p);
	CHECK_STR(got, "<a href=\"about:invalid\">", "nor one that names another host");
	free(got);
	got = render("<p>{{x}}{{y}}{{o}}</p>", "{\"y\": 1.5, \"o\": [1]}", &p);
	CHECK(p == 3 && !strcmp(got, "<p></p>"), "a missing name, a real without a format and an array are problems");
	free(got);
}

static void refusals(void)
{
	REFUSED("<a href={{x}}>", "unquoted attribute", "a value in an unquoted attribute is refused at load");
	REFUSED("<script>var a = \"{{x}}\";</script>", "raw-text", "a value inside <script>");
	REFUSED("<style>p { color: {{x}} }</style>", "raw-text", "a value inside <style>");
	REFUSED("<a onclick=\"go('{{x}}')\">", "on*=", "a value in an on*= attribute");
	REFUSED("<p style=\"color: {{x}}\">", "style=", "a value in a style attribute");
	REFUSED("<!-- {{x}} -->", "comment", "a value in a comment");
	REFUSED("<{{x}}>", "inside a tag", "a value as a tag name");
	REFUSED("<a {{x}}=\"1\">", "inside a tag", "a value as an attribute name");
	REFUSED("<a href=\"/x?k{{x}}=1\">", "query argument's name", "a value inside a query key");
	REFUSED("<a href=\"{{u}}{{v}}\">", "after a whole URL", "a value right after a whole URL");
	REFUSED("{{#a}}<a href=\"x{{/a}}\">", "does not end as it began", "a section that opens a quote it does not close");
	REFUSED("<ul>{{#a}}<li>", "never closed", "a section never closed");
	REFUSED("{{/a}}", "closes nothing", "a close without an open section");
	REFUSED("{{#a}}{{/b}}", "closes nothing", "a close of another section");
	REFUSED("{{>nothing}}", "no such template", "a partial that does not exist");
	REFUSED("{{*nothing}}", "no such helper", "a helper that does not exist");
	REFUSED("{{x|nothing}}", "no such format", "a format that does not exist");
	REFUSED("{{>t}}", "includes itself", "a template that includes itself");
	REFUSED("<p>{{x", "closing braces", "a tag without its closing braces");
	REFUSED("<p title=\"{{>item}}\">", "outside element text", "a partial inside an attribute");
	REFUSED("<p title=\"{{*hello}}\">", "outside element text", "a helper inside an attribute");
	REFUSED("{{<shell}}<p>loose</p>{{/shell}}", "only blocks", "text outside the blocks of a parent");
	REFUSED("<p class=\"x", "ends inside a tag", "a template that ends inside a tag");
	REFUSED("{{a..b}}", "not a name", "a malformed name");
}

static void sections(void)
{
	RENDERS("<ul>{{#a}}<li>{{.}}{{^@last}},{{/@last}}</li>{{/a}}</ul>", "{\"a\": [\"x\", \"<y>\"]}",
		"<ul><li>x,</li><li>&lt;y&gt;</li></ul>", "a section walks an array; @last");
	RENDERS("{{#o}}{{k}} {{top}}{{/o}}{{^o}}none{{/o}}", "{\"o\": {\"k\": \"in\"}, \"top\": \"out\"}", "in out",
		"an object is a context; names not in it are looked up outside");
	RENDERS("{{#f}}yes{{/f}}{{^f}}no{{/f}} {{#?f}}there{{/f}} {{^?n}}null{{/n}} {{#e}}x{{/e}}{{^e}}empty{{/e}}",
		"{\"f\": false, \"n\": null, \"e\": []}", "no there null empty", "truth, presence and emptiness");
	RENDERS("{{#n|one}}1 match{{/n}}{{^n|one}}{{n}} matches{{/n}}", "{\"n\": 2}", "2 matches",
		"a section tests a format's text");
	RENDERS("<option value=\"a\"{{#s}} selected=\"selected\"{{/s}}>", "{\"s\": true}",
		"<option value=\"a\" selected=\"selected\">", "a section between attributes");
	RENDERS("<option{{#s}} selected=\"selected\"{{/s}}>{{s}}</option>", "{\"s\": \"x\"}",
		"<option selected=\"selected\">x</option>", "a section right after a tag's name");
	RENDERS("<a href=\"/c?w={{w}}{{#m}}&amp;m={{.}}{{/m}}\">", "{\"w\": \"a b\", \"m\": \"c&d\"}",
		"<a href=\"/c?w=a%20b&amp;m=c%26d\">", "a section inside a URL keeps its place in it");
	RENDERS("<ul>{{#a}}{{>item}}{{/a}}</ul>{{>item x}}", "{\"a\": [1, 2], \"x\": \"<\"}",
		"<ul><li>1</li><li>2</li></ul><li>&lt;</li>", "partials, with the context or one named");
	RENDERS("{{<shell}}{{$title}}T {{x}}{{/title}}{{$main}}<p>{{x}}</p>\n{{/main}}{{/shell}}", "{\"x\": \"&\"}",
		"<title>T &amp;</title>\n<p>&amp;</p>\n<p>end</p>", "a parent with its blocks replaced");
	RENDERS("<p>\n  {{~x~}}\n</p>", "{\"x\": \"a\"}", "<p>a</p>", "~ drops the white space beside a tag");
	RENDERS("<p>{{! a comment }}{{*hello x}}</p>", "{\"x\": \"<i>\"}", "<p><b>&lt;i&gt;</b></p>",
		"a helper writes its markup; comments write nothing");
}

static void uses(void)
{
	struct buf err = BUF_INIT;
	struct tmpl_set *set = load("{{>uses-hello}}", &err);

	CHECK(set && tmpl_uses(set, "t", "hello") && !tmpl_uses(set, "item", "hello"),
	      "a template uses the helpers of its partials, and no other");
	tmpl_free(set);
	buf_release(&err);
}

/* the pages of tests/lib/pages-fixture.sh, each rendered as its user sees it */
static void render_pages(struct server *srv, char *seen)
{
	char name[64], user[64], path[1024];
	FILE *f = fopen("pages", "r");
	size_t i;

	CHECK(f != NULL, "the fixture wrote its list of pages");
	while (f && fscanf(f, "%63s %63s %1023s", name, user, path) == 3) {
		struct req r;

		server_render(srv, &r, path, strcmp(user, "-") ? user : NULL);
		for (i = 0; r.template && i < tmpl_count(srv->templates); i++)
			if (!strcmp(tmpl_name(srv->templates, i), r.template))
				seen[i] = 1;
		if (r.template)
			CHECK(r.template_problems == 0, "%s.html renders %s from its model without a problem",
			      r.template, path);
		req_release(&r);
	}
	if (f)
		fclose(f);
}

/*
 * Every template of templates/ against its page's model from data/sample:
 * no name it cannot resolve, and every template used by some page, itself
 * or as a partial or parent of one that is.
 */
static void every_template(void)
{
	const char *top = getenv("TOP"), *tmp = getenv("TEST_TMP");
	struct buf cmd = BUF_INIT;
	struct server srv;
	struct config cfg;
	char *seen;
	size_t i, k;

	if (!top || !tmp || chdir(tmp) < 0 || sodium_init() < 0 || setenv("SCHEDLORE_HOME", top, 1) < 0)
		return;
	buf_addf(&cmd, "sh '%s/tests/lib/pages-fixture.sh' >fixture.log 2>&1 || tail -n 20 fixture.log", top);
	CHECK(system(cmd.data) == 0 && access("pages", R_OK) == 0, "the pages fixture is stored");
	buf_release(&cmd);
	if (config_load(&cfg) < 0 || server_init(&srv, &cfg, 1) < 0) {
		CHECK(0, "the server starts");
		return;
	}
	seen = calloc(tmpl_count(srv.templates) + 1, 1);
	render_pages(&srv, seen);
	/* the benchmark's page is rendered once, at start-up */
	if (bench_page_prepare(&srv) == 0) {
		struct req r;

		srv.bench_page = 1;
		server_render(&srv, &r, "/_bench/10k", NULL);
		CHECK(r.status == 200 && r.out.len == 10240, "bench.html renders the 10,240-byte page");
		req_release(&r);
	} else {
		CHECK(0, "bench.html renders the 10,240-byte page");
	}
	for (i = 0; i < tmpl_count(srv.templates); i++)
		seen[i] |= !strcmp(tmpl_name(srv.templates, i), "bench");
	for (i = 0; i < tmpl_count(srv.templates); i++) {
		int used = seen[i];

		for (k = 0; !used && k < tmpl_count(srv.templates); k++)
			used = seen[k] && tmpl_reaches(srv.templates, tmpl_name(srv.templates, k),
						       tmpl_name(srv.templates, i));
		CHECK(used, "%s.html is rendered by a page of the fixture", tmpl_name(srv.templates, i));
	}
	free(seen);
	server_release(&srv);
	config_release(&cfg);
}

int main(void)
{
	escaping();
	unsafe_values();
	refusals();
	sections();
	uses();
	every_template();
	UNIT_DONE();
}
