/* fuzz-web.c: libFuzzer target for request URLs: query parsing, routing, decoding, escaping */
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../server/html.h"
#include "../../server/server.h"

/* Escaped text holds no markup character; an encoded path word decodes back. */
static void check(const char *s)
{
	struct buf b = BUF_INIT;
	char *back;
	size_t i;

	html_txt(&b, s);
	assert(!strpbrk(b.data, "<>\"'"));
	buf_clear(&b);
	html_url_path(&b, s);
	for (i = 0; i < b.len; i++)
		assert(strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~@!$=:%",
			      b.data[i]));
	back = url_decode(b.data, b.len, 0);
	assert(!strcmp(back, s));
	free(back);
	buf_release(&b);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct server srv;
	struct req r;
	char *url = malloc(size + 2);
	int i;

	url[0] = '/';
	memcpy(url + 1, data, size);
	url[size + 1] = '\0';
	memset(&srv, 0, sizeof(srv));
	req_init(&r, &srv, "GET", url);
	if (route_match(&r) >= 0) {
		if (r.list)
			check(r.list);
		if (r.mid)
			check(r.mid);
	}
	for (i = 0; i < r.nargs; i++)
		check(r.args[i].value.data);
	req_release(&r);
	free(url);
	return 0;
}
