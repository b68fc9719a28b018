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

/* Quote depth of a line: '>' marks, spaces between them allowed. */
static int quote_level(const char *s, size_t n)
{
	int level = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		if (s[i] == '>')
			level++;
		else if (s[i] != ' ' || !level)
			break;
	}
	return level;
}

static void line_out(struct buf *b, const char *s, size_t n, int level)
{
	if (!level) {
		html_txtn(b, s, n);
		html(b, "\n");
		return;
	}
	switch (level) {
	case 1: html(b, "<span class=\"q q1\">"); break;
	case 2: html(b, "<span class=\"q q2\">"); break;
	default: html(b, "<span class=\"q q3\">"); break;
	}
	html_txtn(b, s, n);
	html(b, "</span>\n");
}

/*
 * The body as sent, in monospace: wrapped tables keep their columns because
 * nothing is reflowed.  With FOLD, each run of quoted lines is folded into a
 * <details> (no script needed to open it).
 */
void html_body(struct buf *b, const char *body, size_t len, int fold)
{
	const char *p = body, *end = body + len;
	int in_fold = 0;

	html(b, "<pre class=\"body\">");
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		int level = quote_level(p, n);

		if (fold && level && !in_fold) {
			html(b, "<details class=\"quote\"><summary>quoted text</summary>");
			in_fold = 1;
		} else if (fold && !level && in_fold) {
			html(b, "</details>");
			in_fold = 0;
		}
		line_out(b, p, n, level);
		p += n;
		if (p < end)
			p++;
	}
	if (in_fold)
		html(b, "</details>");
	html(b, "</pre>\n");
}

void html_hidden(struct buf *b, const char *name, const char *value)
{
	html(b, "<input type=\"hidden\" name=\"");
	html_attr(b, name);
	html(b, "\" value=\"");
	html_attr(b, value);
	html(b, "\" />");
}
