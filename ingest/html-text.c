/* html-text.c: an HTML mail part as plain text (libxml2's HTML parser), for HTML-only mail */
#include "html-text.h"

#include <gmime/gmime.h>
#include <libxml/HTMLparser.h>
#include <stdlib.h>
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
 * items get "* ", a table of figures is laid out in aligned columns (a
 * layout table's cells are two spaces apart), a blockquote's lines get
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

/*
 * A table of figures (<table> of rows of short cells) is laid out as
 * aligned columns, as a sender's <pre> table would be: each cell's text on
 * one line, a column as wide as its widest cell, figures right-aligned,
 * two spaces between columns.  A table used for layout (a cell of a
 * paragraph's length, more columns than a table of figures has, a table
 * inside a cell) is written as before, cell after cell.
 */
#define TABLE_COLS 16
#define TABLE_ROWS 400
#define CELL_WIDTH 60

struct grid {
	struct buf cell[TABLE_ROWS][TABLE_COLS];
	int ncells[TABLE_ROWS];
	int nrows;
};

/* The width of s as shown: its UTF-8 characters */
static size_t shown_width(const char *s, size_t n)
{
	size_t w = 0;

	for (size_t i = 0; i < n; i++)
		w += ((unsigned char)s[i] & 0xC0) != 0x80;
	return w;
}

/* A cell's text on one line, white space collapsed: 0 when it cannot be one (a nested table,
 * a paragraph) */
static int grid_cell(struct buf *b, xmlNode *td, int depth)
{
	struct buf raw = BUF_INIT;
	struct out c = { &raw, 0, 0 };
	int space = 0, ok = 1;

	for (xmlNode *k = td->children; k; k = k->next)
		if (k->type == XML_ELEMENT_NODE && (is_tag(k, "table") || is_tag(k, "p") || is_tag(k, "blockquote")))
			ok = 0;
	if (ok)
		children(&c, td, depth);
	for (size_t i = 0; ok && i < raw.len; i++) {
		char ch = raw.data[i];
		if (ch == '\n' || ch == ' ' || ch == '\t') {
			space = b->len > 0;
			continue;
		}
		if (space)
			buf_addc(b, ' ');
		space = 0;
		buf_addc(b, ch);
	}
	buf_release(&raw);
	return ok && shown_width(b->data ? b->data : "", b->len) <= CELL_WIDTH;
}

/* The rows of table n (under thead, tbody, tfoot too) into g: 0 when it is no table of
 * figures */
static int grid_rows(struct grid *g, xmlNode *n, int depth)
{
	for (xmlNode *r = n->children; r; r = r->next) {
		if (r->type != XML_ELEMENT_NODE)
			continue;
		if (is_tag(r, "thead") || is_tag(r, "tbody") || is_tag(r, "tfoot")) {
			if (depth > MAX_DEPTH || !grid_rows(g, r, depth + 1))
				return 0;
			continue;
		}
		if (!is_tag(r, "tr"))
			continue;
		if (g->nrows == TABLE_ROWS)
			return 0;
		for (xmlNode *c = r->children; c; c = c->next) {
			int *k = &g->ncells[g->nrows];
			if (c->type != XML_ELEMENT_NODE || !(is_tag(c, "td") || is_tag(c, "th")))
				continue;
			if (*k == TABLE_COLS || !grid_cell(&g->cell[g->nrows][*k], c, depth + 1))
				return 0;
			(*k)++;
		}
		g->nrows++;
	}
	return 1;
}

static void grid_release(struct grid *g)
{
	for (int i = 0; i < TABLE_ROWS; i++)
		for (int j = 0; j < TABLE_COLS; j++)
			buf_release(&g->cell[i][j]);
}

/* A figure's cell ("58410.55", "-3.2%", "1.2 ms") stands right-aligned */
static int figure_cell(const struct buf *b)
{
	const char *p = b->data ? b->data : "";

	return (*p >= '0' && *p <= '9') || ((*p == '-' || *p == '+' || *p == '.') && p[1] >= '0' && p[1] <= '9');
}

static int aligned_table(struct out *o, xmlNode *n, int depth)
{
	struct grid *g = xcalloc(1, sizeof(*g));
	size_t width[TABLE_COLS] = { 0 };
	int i, j, ok;

	ok = grid_rows(g, n, depth) && g->nrows > 0;
	for (i = 0; ok && i < g->nrows; i++)
		for (j = 0; j < g->ncells[i]; j++) {
			size_t w = shown_width(g->cell[i][j].data ? g->cell[i][j].data : "", g->cell[i][j].len);
			if (w > width[j])
				width[j] = w;
		}
	if (ok) {
		blank_line(o);
		for (i = 0; i < g->nrows; i++) {
			for (j = 0; j < g->ncells[i]; j++) {
				const struct buf *c = &g->cell[i][j];
				size_t pad = width[j] - shown_width(c->data ? c->data : "", c->len);
				if (j)
					buf_adds(o->b, "  ");
				for (size_t k = 0; figure_cell(c) && k < pad; k++)
					buf_addc(o->b, ' ');
				buf_add(o->b, c->data ? c->data : "", c->len);
				for (size_t k = 0; !figure_cell(c) && k < pad; k++)
					buf_addc(o->b, ' ');
			}
			newline(o);
		}
		blank_line(o);
	}
	grid_release(g);
	free(g);
	return ok;
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
	if (is_tag(n, "table") && !o->pre && aligned_table(o, n, depth))
		return;
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
