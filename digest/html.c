/* html.c: Markdown to HTML and plain text through cmark-gfm, raw HTML off, output checked well-formed */
#include "render.h"

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>
#include <libxml/parser.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

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

int digest_md_to_text(const char *md, size_t len, int width, struct buf *out)
{
	cmark_parser *parser = NULL;
	cmark_node *doc = parse(md, len, &parser);
	char *text;

	if (!doc)
		return -1;
	text = cmark_render_plaintext(doc, CMARK_OPTIONS, width);
	buf_adds(out, text);
	free(text);
	cmark_node_free(doc);
	cmark_parser_free(parser);
	return 0;
}
