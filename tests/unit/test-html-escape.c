/* test-html-escape.c: html_txt and text_clean against a byte-at-a-time reference, every byte and mixed runs */
#include <stdlib.h>

#include "unit.h"
#include "../../server/html.h"
#include "../../core/utf8.h"
#include "../../core/banned.h"

/* the escaping as it was before the run-at-a-time fast path: one byte at a time */
static void reference(struct buf *b, const unsigned char *p, size_t n, int entities)
{
	size_t i = 0;

	while (i < n) {
		size_t len = 1;
		int c = 0;
		int special = p[i] == '&' || p[i] == '<' || p[i] == '>' || p[i] == '"' || p[i] == '\'';

		if (entities && special)
			buf_adds(b, p[i] == '&' ? "&amp;" : p[i] == '<' ? "&lt;" : p[i] == '>' ? "&gt;" :
				 p[i] == '"' ? "&quot;" : "&#39;");
		else if ((p[i] < 0x20 && p[i] != '\t' && p[i] != '\n') || p[i] == 0x7f)
			buf_adds(b, "\xef\xbf\xbd");
		else if (p[i] >= 0x80 && (c = utf8_text_char(p + i, n - i)) < 0)
			buf_adds(b, "\xef\xbf\xbd"), len = (size_t)-c;
		else if (p[i] >= 0x80)
			buf_add(b, (const char *)p + i, len = (size_t)c);
		else
			buf_add(b, (const char *)p + i, len);
		i += len;
	}
}

static int same(const char *s, int entities)
{
	struct buf got = BUF_INIT, want = BUF_INIT;
	int ok;

	if (entities)
		html_txt(&got, s);
	else
		text_clean(&got, s);
	reference(&want, (const unsigned char *)s, strlen(s), entities);
	ok = got.len == want.len && !memcmp(got.data, want.data, got.len);
	buf_release(&got);
	buf_release(&want);
	return ok;
}

int main(void)
{
	static const char *const mixed[] = {
		"plain ascii line\twith a tab\n", "a < b && c > d \"q\" 'x'", "caf\xc3\xa9 na\xc3\xafve",
		"bad \xff byte, cut \xc3", "ctrl \x01\x1f\x7f end", "\xe2\x82\xac\xf0\x9f\x98\x80<",
		"<<<>>>&&&", "non\xef\xbf\xbf char \xef\xb7\x90 \xf4\x8f\xbf\xbf", "",
	};
	char one[3];
	int c, bad_txt = 0, bad_clean = 0;
	size_t i;

	for (c = 1; c < 256; c++) {
		one[0] = (char)c, one[1] = 'x', one[2] = 0;
		bad_txt += !same(one, 1);
		bad_clean += !same(one, 0);
	}
	CHECK(!bad_txt, "html_txt: every byte followed by text is escaped as one byte at a time would");
	CHECK(!bad_clean, "text_clean: every byte followed by text is cleaned as one byte at a time would");
	for (i = 0; i < sizeof(mixed) / sizeof(mixed[0]); i++) {
		CHECK(same(mixed[i], 1), "html_txt: mixed input %zu", i);
		CHECK(same(mixed[i], 0), "text_clean: mixed input %zu", i);
	}
	UNIT_DONE();
}
