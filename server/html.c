/* html.c: escaping and URL encoding for HTML, XML and SVG: what templates and the chart code write values with */
#include "html.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/url.h"
#include "../core/utf8.h"
#include "../core/banned.h"

void html_literal_(struct buf *b, const char *literal)
{
	buf_adds(b, literal);
}

void html_raw_UNSAFE(struct buf *b, const char *markup, size_t len)
{
	buf_add(b, markup, len);
}

/*
 * Escape for text and attribute contexts alike (quotes included), and keep
 * the output well-formed XML: control characters other than tab and newline,
 * and bytes that are not UTF-8, become U+FFFD.  Bytes that need no thought
 * (printable ASCII but & < > " ') are skipped a run at a time: a message
 * body is mostly such runs, and escaping was the thread page's largest cost.
 */
/* a byte copied as it is */
static inline int plain(unsigned char c)
{
	return (c >= 0x20 && c < 0x7f && c != '&' && c != '<' && c != '>' && c != '"' &&
		c != '\'') || c == '\t' || c == '\n';
}

static void escape(struct buf *b, const char *s, size_t n, int entities)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, start = 0;

	while (i < n) {
		const char *rep = NULL;
		size_t len = 1;

		while (i < n && plain(p[i]))
			i++;
		if (i == n)
			break;
		switch (entities ? p[i] : (p[i] == '&' || p[i] == '<' || p[i] == '>' ||
					   p[i] == '"' || p[i] == '\'' ? 'a' : p[i])) {
		case '&': rep = "&amp;"; break;
		case '<': rep = "&lt;"; break;
		case '>': rep = "&gt;"; break;
		case '"': rep = "&quot;"; break;
		case '\'': rep = "&#39;"; break;
		case 'a': break;
		default:
			if (p[i] < 0x20 || p[i] == 0x7f) {
				rep = "\xef\xbf\xbd";
			} else if (p[i] >= 0x80) {
				int c = utf8_text_char(p + i, n - i);

				len = (size_t)abs(c);
				if (c < 0)
					rep = "\xef\xbf\xbd";
			}
		}
		if (rep) {
			buf_add(b, s + start, i - start);
			buf_adds(b, rep);
			start = i + len;
		}
		i += len;
	}
	buf_add(b, s + start, n - start);
}

void html_txt(struct buf *b, const char *s)
{
	if (s)
		escape(b, s, strlen(s), 1);
}

void text_clean(struct buf *b, const char *s)
{
	if (s)
		escape(b, s, strlen(s), 0);
}

void html_txtn(struct buf *b, const char *s, size_t n)
{
	escape(b, s, n, 1);
}

void html_attr(struct buf *b, const char *s)
{
	html_txt(b, s);
}

void html_int(struct buf *b, long long v)
{
	buf_addf(b, "%lld", v);
}

/* URL words are core/url.c's, so pages and digests link alike */
void html_url_path(struct buf *b, const char *s)
{
	url_path_word(b, s);
}

void html_url_arg(struct buf *b, const char *s)
{
	url_query_arg(b, s);
}

void html_post_url(struct buf *b, const char *list, const char *mid, const char *suffix)
{
	html(b, "/");
	html_url_path(b, list);
	html(b, "/");
	html_url_path(b, mid);
	html(b, "/");
	html_attr(b, suffix);
}
