/* html-text.c: an HTML mail part as plain text (libxml2's HTML parser), for HTML-only mail */
#include "html-text.h"

#include <gmime/gmime.h>
#include <libxml/HTMLparser.h>
#include <string.h>
#include <strings.h>

#include "../core/banned.h"

/*
 * A message sent only as text/html still has its figures in it: the text is
 * what gets stored, searched and extracted, and the page shows it as text,
 * so no markup of the sender's ever reaches a browser.  The rules:
 * block elements start and end a line (a blank line around paragraphs and
 * headings), <br> breaks a line, <pre> keeps its white space (tables of
 * figures live there), elsewhere runs of white space are one space, list
 * items get "* ", table cells are two spaces apart, a blockquote's lines get
 * "> " (so the page shows quote levels as for plain mail), entities are
 * decoded by the parser, script, style, head and other non-text content is
 * dropped, and a link is its text followed by " <url>" when the URL is
 * http(s), ftp or mailto and differs from the text (javascript: and other
 * schemes are dropped, their text kept).  Nothing else of an element, such
 * as onerror, ever gets out.
 */

#define MAX_DEPTH 200

struct out {
	struct buf *b;
	int pre;          /* inside <pre> */
	int space;        /* a space is pending before the next word */
};

static int is_tag(const xmlNode *n, const char *name)
{
	return n->name && !strcasecmp((const char *)n->name, name);
}

static int one_of(const xmlNode *n, const char *const *names)
{
	for (; *names; names++)
		if (is_tag(n, *names))
			return 1;
	return 0;
}

static const char *const dropped[] = {
	"script", "style", "head", "title", "noscript", "template", "iframe", "object",
	"embed", "svg", "math", "select", "textarea", "button", NULL,
};

static const char *const blocks[] = {
	"p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl", "dt", "dd", "li",
	"table", "tr", "blockquote", "section", "article", "header", "footer", "nav", "aside",
	"address", "form", "fieldset", "hr", "pre", "center", "main", "figure", "caption", NULL,
};

static const char *const paragraphs[] = {
	"p", "h1", "h2", "h3", "h4", "h5", "h6", "table", "pre", "blockquote", "ul", "ol", NULL,
};

static int at_line_start(const struct buf *b)
{
	return !b->len || b->data[b->len - 1] == '\n';
}

static void newline(struct out *o)
{
	if (!at_line_start(o->b))
		buf_addc(o->b, '\n');
	o->space = 0;
}

static void blank_line(struct out *o)
{
	newline(o);
	if (o->b->len && (o->b->len < 2 || o->b->data[o->b->len - 2] != '\n'))
		buf_addc(o->b, '\n');
}

static void text(struct out *o, const char *s)
{
	if (o->pre) {
		buf_adds(o->b, s);
		return;
	}
	for (; *s; s++) {
		if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == '\f') {
			o->space = 1;
			continue;
		}
		if (o->space && !at_line_start(o->b) && o->b->data[o->b->len - 1] != ' ')
			buf_addc(o->b, ' ');
		o->space = 0;
		buf_addc(o->b, *s);
	}
}

static int shown_url(const char *href)
{
	static const char *const schemes[] = { "http://", "https://", "ftp://", "mailto:", NULL };
	const char *const *s;

	while (*href == ' ' || *href == '\t' || *href == '\n' || *href == '\r')
		href++;
	for (s = schemes; *s; s++)
		if (!strncasecmp(href, *s, strlen(*s)))
			return 1;
	return 0;
}

static void walk(struct out *o, xmlNode *n, int depth);

static void children(struct out *o, xmlNode *n, int depth)
{
	xmlNode *c;

	for (c = n->children; c; c = c->next)
		walk(o, c, depth + 1);
}

static void anchor(struct out *o, xmlNode *n, int depth)
{
	xmlChar *href = xmlGetProp(n, (const xmlChar *)"href");
	size_t from = o->b->len;

	children(o, n, depth);
	if (href && shown_url((const char *)href)) {
		const char *h = (const char *)href;
		size_t len;
		int same;

		while (from < o->b->len && (o->b->data[from] == ' ' || o->b->data[from] == '\n'))
			from++;
		len = o->b->len - from;
		same = len == strlen(h) && !memcmp(o->b->data + from, h, len);

		if (!same) {
			if (len)
				buf_addc(o->b, ' ');
			buf_addc(o->b, '<');
			text(o, h);
			buf_addc(o->b, '>');
		}
	}
	xmlFree(href);
}

/* a blockquote: its text rendered apart, then each line given "> " */
static void quote(struct out *o, xmlNode *n, int depth)
{
	struct buf inner = BUF_INIT;
	struct out q = { &inner, o->pre, 0 };
	const char *p;

	children(&q, n, depth);
	while (inner.len && inner.data[inner.len - 1] == '\n')
		buf_setlen(&inner, inner.len - 1);
	blank_line(o);
	for (p = inner.data ? inner.data : ""; *p;) {
		size_t len = strcspn(p, "\n");

		buf_adds(o->b, len ? "> " : ">");
		buf_add(o->b, p, len);
		buf_addc(o->b, '\n');
		p += len;
		if (*p)
			p++;
	}
	blank_line(o);
	buf_release(&inner);
}

static void element(struct out *o, xmlNode *n, int depth)
{
	int block = one_of(n, blocks), para = one_of(n, paragraphs);

	if (one_of(n, dropped))
		return;
	if (is_tag(n, "br")) {
		buf_addc(o->b, '\n');
		o->space = 0;
		return;
	}
	if (is_tag(n, "blockquote")) {
		quote(o, n, depth);
		return;
	}
	if (para)
		blank_line(o);
	else if (block)
		newline(o);
	if (is_tag(n, "li"))
		buf_adds(o->b, "* ");
	else if ((is_tag(n, "td") || is_tag(n, "th")) && !at_line_start(o->b))
		buf_adds(o->b, "  ");
	else if (is_tag(n, "hr"))
		buf_adds(o->b, "----");
	if (is_tag(n, "pre")) {
		o->pre++;
		children(o, n, depth);
		o->pre--;
	} else if (is_tag(n, "a")) {
		anchor(o, n, depth);
	} else {
		children(o, n, depth);
	}
	if (para)
		blank_line(o);
	else if (block)
		newline(o);
}

static void walk(struct out *o, xmlNode *n, int depth)
{
	if (depth > MAX_DEPTH)
		return;
	if (n->type == XML_TEXT_NODE || n->type == XML_CDATA_SECTION_NODE)
		text(o, (const char *)n->content);
	else if (n->type == XML_ELEMENT_NODE)
		element(o, n, depth);
	else if (n->type == XML_DOCUMENT_NODE || n->type == XML_HTML_DOCUMENT_NODE)
		children(o, n, depth);
}

/* trailing spaces off each line, at most one blank line in a row, no blank ends */
static void tidy(struct buf *b, size_t from)
{
	size_t i, w = from;
	int newlines = 2;

	for (i = from; i < b->len; i++) {
		char c = b->data[i];

		if (c == '\n') {
			while (w > from && b->data[w - 1] == ' ')
				w--;
			if (++newlines > 2)
				continue;
		} else {
			newlines = 0;
		}
		b->data[w++] = c;
	}
	while (w > from && (b->data[w - 1] == '\n' || b->data[w - 1] == ' '))
		w--;
	buf_setlen(b, w);
	if (w > from)
		buf_addc(b, '\n');
}

int html_to_text(const char *html, size_t len, struct buf *out)
{
	htmlDocPtr doc;
	struct out o = { out, 0, 0 };
	size_t from = out->len;

	if (!len || len > (size_t)1 << 30)
		return 0;
	doc = htmlReadMemory(html, (int)len, NULL, "UTF-8",
			     HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
			     HTML_PARSE_NONET);
	if (!doc)
		return 0;
	walk(&o, (xmlNode *)doc, 0);
	xmlFreeDoc(doc);
	tidy(out, from);
	return 0;
}

/* the first text/html part that is not an attachment, depth first */
static GMimeObject *first_html(GMimeObject *obj, int depth)
{
	int i, n;

	if (!obj || depth > 64)
		return NULL;
	if (GMIME_IS_MULTIPART(obj)) {
		n = g_mime_multipart_get_count(GMIME_MULTIPART(obj));
		for (i = 0; i < n; i++) {
			GMimeObject *found = first_html(g_mime_multipart_get_part(GMIME_MULTIPART(obj), i),
							depth + 1);
			if (found)
				return found;
		}
		return NULL;
	}
	if (GMIME_IS_TEXT_PART(obj) && !g_mime_part_is_attachment(GMIME_PART(obj)) &&
	    g_mime_content_type_is_type(g_mime_object_get_content_type(obj), "text", "html"))
		return obj;
	return NULL;
}

int html_text_from_mime(GMimeObject *top, struct buf *out)
{
	GMimeObject *part = first_html(top, 0);
	char *html;

	if (!part)
		return 0;
	html = g_mime_text_part_get_text(GMIME_TEXT_PART(part));
	if (!html)
		return 0;
	html_to_text(html, strlen(html), out);
	g_free(html);
	return 1;
}
