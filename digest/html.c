/* html.c: Markdown to HTML and plain text through cmark-gfm, raw HTML off, output checked well-formed */
#include "render.h"

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>
#include <libxml/parser.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "../core/buf.h"
#include "../core/log.h"
#include "../core/banned.h"

/*
 * Why libcmark-gfm and not libcmark.  The two export the same symbols
 * (cmark_parse_document, cmark_render_html ...), so a program links exactly
 * one of them; we link libcmark-gfm (Makefile PKGS) for one reason: its
 * "table" extension.  A digest's figures are tables (scheduler against
 * scheduler, rows by parameter), and in plain CommonMark a table can only be
 * a code block: no <table> for screen readers and the browser, and no link
 * per figure to the message it came from, which the issue requires.  Plain
 * cmark would give tables only through raw HTML, which must stay off.
 *
 * What we give up, and how it is contained:
 *  - cmark-gfm follows CommonMark 0.29 (cmark 0.30.2 follows 0.30); nothing
 *    the digest writer emits depends on the difference.
 *  - Its other extensions are dangerous here: "autolink" would turn a URL in
 *    a post into a link, "tagfilter" exists only because raw HTML can pass.
 *    We attach "table" and nothing else.
 *  - Raw HTML: CMARK_OPT_UNSAFE is never set, so HTML blocks and inline HTML
 *    render as "<!-- raw HTML omitted -->" and javascript:/vbscript:/file:/
 *    data: URLs are dropped (CMARK_OPT_SAFE is kept in the options for
 *    older cmark, where safety had to be asked for).  md_text() already
 *    escapes mail text, so this is the second wall, not the first.
 *  - The extension registry is global: registration happens once under
 *    pthread_once, after which parsing is reentrant (one parser per call).
 *
 * The output is then parsed by libxml2 as XML: a digest page that is not
 * well-formed is an error, not a page.
 */

static pthread_once_t once = PTHREAD_ONCE_INIT;

static void init_libraries(void)
{
	cmark_gfm_core_extensions_ensure_registered();
	xmlInitParser();
}

#define CMARK_OPTIONS (CMARK_OPT_SAFE | CMARK_OPT_VALIDATE_UTF8)

static cmark_node *parse(const char *md, size_t len, cmark_parser **parser)
{
	cmark_syntax_extension *table;

	pthread_once(&once, init_libraries);
	*parser = cmark_parser_new(CMARK_OPTIONS);
	table = cmark_find_syntax_extension("table");
	if (!table || !cmark_parser_attach_syntax_extension(*parser, table)) {
		cmark_parser_free(*parser);
		*parser = NULL;
		error("cmark-gfm has no table extension");
		return NULL;
	}
	cmark_parser_feed(*parser, md, len);
	return cmark_parser_finish(*parser);
}

/* Escape for element text and attributes; cmark does the same for its own output. */
static void xml_text(struct buf *b, const char *s)
{
	for (; *s; s++) {
		switch (*s) {
		case '&': buf_adds(b, "&amp;"); break;
		case '<': buf_adds(b, "&lt;"); break;
		case '>': buf_adds(b, "&gt;"); break;
		case '"': buf_adds(b, "&quot;"); break;
		default:
			if ((unsigned char)*s < 0x20 && *s != '\n' && *s != '\t')
				buf_addc(b, ' ');
			else
				buf_addc(b, *s);
		}
	}
}

int digest_xml_check(const char *doc, size_t len)
{
	xmlDocPtr x;

	pthread_once(&once, init_libraries);
	x = xmlReadMemory(doc, (int)len, "digest.html", "UTF-8",
			  XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_HUGE);
	if (!x)
		return error("digest: rendered HTML is not well-formed");
	xmlFreeDoc(x);
	return 0;
}

int digest_md_to_html(const char *md, size_t len, const char *title, int whole, struct buf *out)
{
	cmark_parser *parser = NULL;
	cmark_node *doc = parse(md, len, &parser);
	char *html;
	size_t start = out->len;
	int ret;

	if (!doc)
		return -1;
	html = cmark_render_html(doc, CMARK_OPTIONS, cmark_parser_get_syntax_extensions(parser));
	if (whole) {
		buf_adds(out, "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n"
			      "<head>\n<meta charset=\"utf-8\" />\n<title>");
		xml_text(out, title);
		buf_adds(out, "</title>\n<style>table{border-collapse:collapse}"
			      "th,td{padding:.1em .6em;border-bottom:1px solid #ddd}"
			      "blockquote{color:#444;margin-left:1em}</style>\n</head>\n<body>\n");
	} else {
		buf_adds(out, "<div class=\"digest\">\n");
	}
	buf_adds(out, html);
	buf_adds(out, whole ? "</body>\n</html>\n" : "</div>\n");
	free(html);
	cmark_node_free(doc);
	cmark_parser_free(parser);
	ret = digest_xml_check(out->data + start, out->len - start);
	return ret;
}

/*
 * Plain text (RFC 1153 digests, the MIME table of contents).  cmark's
 * plain-text renderer prints a table as pipe rows wrapped at the width,
 * which nobody can read in a mail client; so before rendering, each table
 * becomes a code block (printed verbatim, never wrapped) of aligned
 * columns, and each link outside a table gets its URL after it in angle
 * brackets, since plain text has no other way to carry it.  The figures'
 * links to their series inside tables are dropped: the column, not the
 * URL, is what a reader of a text digest needs.
 */

/* Display width of UTF-8 text: one column per code point. */
static size_t text_width(const char *s)
{
	size_t w = 0;

	for (; *s; s++)
		w += ((unsigned char)*s & 0xC0) != 0x80;
	return w;
}

static void node_text(cmark_node *node, struct buf *b)
{
	cmark_iter *it = cmark_iter_new(node);
	cmark_event_type ev;

	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *n = cmark_iter_get_node(it);
		cmark_node_type t = cmark_node_get_type(n);

		if (ev != CMARK_EVENT_ENTER)
			continue;
		if ((t == CMARK_NODE_TEXT || t == CMARK_NODE_CODE) && cmark_node_get_literal(n))
			buf_adds(b, cmark_node_get_literal(n));
		else if (t == CMARK_NODE_SOFTBREAK || t == CMARK_NODE_LINEBREAK)
			buf_addc(b, ' ');
	}
	cmark_iter_free(it);
}

#define TEXT_MAX_COLS 32

static void pad_char(struct buf *b, char ch, size_t n)
{
	while (n--)
		buf_addc(b, ch);
}

/* The table's cells as aligned columns: left or right as the table's alignment says. */
static char *table_text(cmark_node *table)
{
	uint16_t ncols = cmark_gfm_extensions_get_table_columns(table);
	uint8_t *align = cmark_gfm_extensions_get_table_alignments(table);
	size_t width[TEXT_MAX_COLS] = { 0 }, nrows = 0, r, c;
	struct buf *cells = NULL, out = BUF_INIT;
	cmark_node *row, *cell;

	if (ncols > TEXT_MAX_COLS)
		ncols = TEXT_MAX_COLS;
	for (row = cmark_node_first_child(table); row; row = cmark_node_next(row), nrows++) {
		cells = xrealloc(cells, (nrows + 1) * ncols * sizeof(*cells));
		for (c = 0; c < ncols; c++)
			buf_init(&cells[nrows * ncols + c]);
		for (cell = cmark_node_first_child(row), c = 0; cell && c < ncols; cell = cmark_node_next(cell), c++) {
			node_text(cell, &cells[nrows * ncols + c]);
			if (text_width(cells[nrows * ncols + c].data) > width[c])
				width[c] = text_width(cells[nrows * ncols + c].data);
		}
	}
	for (r = 0; r < nrows; r++) {
		for (c = 0; c < ncols; c++) {
			const char *t = cells[r * ncols + c].data;
			size_t gap = width[c] - text_width(t);

			if (c)
				buf_adds(&out, "  ");
			if (align && align[c] == 'r')
				pad_char(&out, ' ', gap);
			buf_adds(&out, t);
			if (!(align && align[c] == 'r') && c + 1 < ncols)
				pad_char(&out, ' ', gap);
		}
		buf_addc(&out, '\n');
		if (r == 0) {                   /* under the header */
			for (c = 0; c < ncols; c++) {
				if (c)
					buf_adds(&out, "  ");
				pad_char(&out, '-', width[c]);
			}
			buf_addc(&out, '\n');
		}
	}
	for (r = 0; r < nrows * ncols; r++)
		buf_release(&cells[r]);
	free(cells);
	return buf_detach(&out, NULL);
}

static int is_kind(cmark_node *n, const char *kind)
{
	const char *t = cmark_node_get_type_string(n);

	return t && !strcmp(t, kind);
}

static void plain_text_tables_and_links(cmark_node *doc)
{
	cmark_node **todo = NULL;
	size_t n = 0, i;
	cmark_iter *it = cmark_iter_new(doc);
	cmark_event_type ev;
	int in_table = 0;

	/* collect first: the tree must not change under the iterator */
	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *node = cmark_iter_get_node(it);

		if (is_kind(node, "table")) {
			in_table += ev == CMARK_EVENT_ENTER ? 1 : -1;
			if (ev == CMARK_EVENT_ENTER) {
				todo = xrealloc(todo, (n + 1) * sizeof(*todo));
				todo[n++] = node;
			}
		} else if (ev == CMARK_EVENT_ENTER && !in_table &&
			   cmark_node_get_type(node) == CMARK_NODE_LINK) {
			todo = xrealloc(todo, (n + 1) * sizeof(*todo));
			todo[n++] = node;
		}
	}
	cmark_iter_free(it);
	for (i = 0; i < n; i++) {
		if (cmark_node_get_type(todo[i]) == CMARK_NODE_LINK) {
			cmark_node *url = cmark_node_new(CMARK_NODE_TEXT);
			struct buf t = BUF_INIT;

			buf_addf(&t, " <%s>", cmark_node_get_url(todo[i]) ? cmark_node_get_url(todo[i]) : "");
			cmark_node_set_literal(url, t.data);
			cmark_node_insert_after(todo[i], url);
			buf_release(&t);
		} else {
			cmark_node *code = cmark_node_new(CMARK_NODE_CODE_BLOCK);
			char *text = table_text(todo[i]);

			cmark_node_set_literal(code, text);
			cmark_node_replace(todo[i], code);
			cmark_node_free(todo[i]);
			free(text);
		}
	}
	free(todo);
}

int digest_md_to_text(const char *md, size_t len, int width, struct buf *out)
{
	cmark_parser *parser = NULL;
	cmark_node *doc = parse(md, len, &parser);
	char *text;

	if (!doc)
		return -1;
	plain_text_tables_and_links(doc);
	text = cmark_render_plaintext(doc, CMARK_OPTIONS, width);
	buf_adds(out, text);
	free(text);
	cmark_node_free(doc);
	cmark_parser_free(parser);
	return 0;
}
