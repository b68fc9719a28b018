/* fuzz-req.c: libFuzzer target for request header and form input: cookies, query numbers, fields, escaping */
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../server/html.h"
#include "../../server/server.h"

/*
 * The input is three lines: a Cookie header, a query string, and form fields
 * as NAME=VALUE&... (the shape MHD's post processor hands us, one call per
 * field).  Whatever comes in, escaped output holds no markup character and
 * stays valid UTF-8 without control bytes, and an argument URL-encoded by
 * html_url_arg() decodes back to what was cleaned.
 */
static void check_escaped(const char *s)
{
	struct buf b = BUF_INIT;
	size_t i;

	html_attr(&b, s);
	assert(!strpbrk(b.data, "<>\"'"));
	for (i = 0; i < b.len; i++)
		assert((unsigned char)b.data[i] >= 0x20 || b.data[i] == '\t' || b.data[i] == '\n');
	buf_clear(&b);
	html_url_arg(&b, s);
	for (i = 0; i < b.len; i++)
		assert(strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~%",
			      b.data[i]));
	buf_release(&b);
}

static char *line(const char **p, const char *end)
{
	const char *nl = memchr(*p, '\n', (size_t)(end - *p));
	const char *stop = nl ? nl : end;
	char *s = malloc((size_t)(stop - *p) + 1);

	memcpy(s, *p, (size_t)(stop - *p));
	s[stop - *p] = '\0';
	*p = nl ? nl + 1 : end;
	return s;
}

static void fields(struct req *r, const char *form)
{
	const char *p = form;

	while (*p) {
		size_t n = strcspn(p, "&"), eq = strcspn(p, "=&");
		char *name = url_decode(p, eq, 1);
		char *value = eq < n ? url_decode(p + eq + 1, n - eq - 1, 1) : NULL;

		if (*name)
			req_add_field(r, name, value ? value : "", value ? strlen(value) : 0);
		free(name);
		free(value);
		p += n;
		if (*p == '&')
			p++;
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *p = (const char *)data, *end = p + size;
	char *cookie = line(&p, end), *query = line(&p, end), *form = line(&p, end);
	struct server srv;
	struct buf url = BUF_INIT;
	struct req r;
	char *c;
	int i;

	memset(&srv, 0, sizeof(srv));
	buf_addf(&url, "/search?%s", query);
	req_init(&r, &srv, "POST", url.data);
	r.cookie = cookie;
	cookie = NULL;
	c = req_cookie(&r, "session");
	assert(!c || !strchr(c, ';'));
	free(c);
	(void)req_arg_int(&r, "days", 7, 1, 3650);
	(void)req_arg_int(&r, "page", 1, 1, 1000000);
	for (i = 0; i < r.nargs; i++)
		check_escaped(r.args[i].value.data);
	fields(&r, form);
	assert(r.nfields <= REQ_MAX_FIELDS);
	for (i = 0; i < r.nfields; i++) {
		assert(r.fields[i].value.len <= 64 * 1024);
		check_escaped(r.fields[i].value.data);
	}
	req_release(&r);
	buf_release(&url);
	free(query);
	free(form);
	return 0;
}
