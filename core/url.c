/* url.c: the one URL encoder and decoder, for the pages, the digests and anything else that writes links */
#include "url.h"

#include <string.h>

#include "banned.h"

static void percent(struct buf *b, const char *s, const char *keep)
{
	static const char hex[] = "0123456789ABCDEF";
	const unsigned char *p;

	for (p = (const unsigned char *)s; p && *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || strchr(keep, *p)) {
			buf_addc(b, (char)*p);
		} else {
			buf_addc(b, '%');
			buf_addc(b, hex[*p >> 4]);
			buf_addc(b, hex[*p & 15]);
		}
	}
}

void url_path_word(struct buf *b, const char *s)
{
	percent(b, s, "-._~@!$=:");
}

void url_query_arg(struct buf *b, const char *s)
{
	percent(b, s, "-._~");
}

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

char *url_decode(const char *s, size_t len, int plus_is_space)
{
	struct buf b = BUF_INIT;
	size_t i;

	for (i = 0; i < len; i++) {
		if (s[i] == '%' && i + 2 < len && hexval(s[i + 1]) >= 0 && hexval(s[i + 2]) >= 0) {
			buf_addc(&b, (char)(hexval(s[i + 1]) * 16 + hexval(s[i + 2])));
			i += 2;
		} else if (s[i] == '+' && plus_is_space) {
			buf_addc(&b, ' ');
		} else {
			buf_addc(&b, s[i]);
		}
	}
	return buf_detach(&b, NULL);
}
