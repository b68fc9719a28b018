/* fuzz-template.c: libFuzzer target for the template parser: load (contexts, sections, partials), then render hostile values */
#include <assert.h>
#include <jansson.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../server/html.h"
#include "../../server/template.h"

/*
 * The input is one template, "t", beside two partials and the page shell
 * it may name.  Whatever loads is rendered against a model whose every
 * string is the payload below: escaping by place means the payload's markup
 * never comes out as it went in, unless the template's own text holds it.
 * Then the helper-use table must agree with a second load of the same text.
 */
#define PAYLOAD "<q7 x='1'>\"&"

static void helper(struct buf *out, const struct tmpl_value *arg, void *data)
{
	size_t n;
	const char *s = arg ? tmpl_text(arg, &n) : NULL;

	html(out, "<b>");
	html_txt(out, s);
	html(out, "</b>");
}

static const struct tmpl_helper helpers[] = { { "h", helper } };

static json_t *model(void)
{
	return json_pack("{s:s, s:s, s:i, s:f, s:b, s:n, s:[s, s], s:{s:s, s:[{s:s}]}}",
			 "a", PAYLOAD, "url", "/x?" PAYLOAD, "n", 3, "r", 2.5, "t", 1, "z",
			 "list", PAYLOAD, "/" PAYLOAD, "o", "a", PAYLOAD, "items", "b", PAYLOAD);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char item[] = "<li title=\"{{a}}\">{{.}}</li>";
	static const char shell[] = "<title>{{$title}}{{/title}}</title>{{$main}}{{/main}}";
	char *text = malloc(size + 1);
	struct tmpl_source src[3] = {
		{ "t", text, size }, { "item", item, sizeof(item) - 1 }, { "page", shell, sizeof(shell) - 1 },
	};
	struct buf err = BUF_INIT, out = BUF_INIT;
	struct tmpl_set *set, *again;
	json_t *m = model();
	struct tmpl_value v = tmpl_json(m);

	memcpy(text, data, size);
	text[size] = '\0';
	set = tmpl_load(src, 3, helpers, 1, &err);
	assert(set ? err.len == 0 : err.len > 0);
	if (set) {
		tmpl_render(set, "t", &v, 1, NULL, &out, NULL);
		assert(!strstr(out.data, "<q7") || strstr(text, "<q7"));
		again = tmpl_load(src, 3, helpers, 1, &err);
		assert(again && tmpl_uses(again, "t", "h") == tmpl_uses(set, "t", "h"));
		tmpl_free(again);
	}
	tmpl_free(set);
	json_decref(m);
	buf_release(&err);
	buf_release(&out);
	free(text);
	return 0;
}
