/* fuzz-digest-md.c: libFuzzer target: any bytes through md_text() and cmark render as text only */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../digest/markdown.h"
#include "../../digest/render.h"

/*
 * The property the digest's safety rests on: whatever a post holds, once it
 * has passed md_text() it renders (in a paragraph and in a table cell) to
 * nothing but text: no tag other than the ones our own markup makes, no
 * attribute but cmark's table alignment, and well-formed XML.
 */
static const char *const allowed[] = {
	"<div class=\"digest\">", "</div>", "<p>", "</p>", "<table>", "</table>", "<thead>",
	"</thead>", "<tbody>", "</tbody>", "<tr>", "</tr>", "<th>", "</th>", "<td>", "</td>",
	"<ul>", "</ul>", "<li>", "</li>",
	NULL,
};

static void check_tags(const char *html)
{
	const char *p;
	int i;

	for (p = strchr(html, '<'); p; p = strchr(p + 1, '<')) {
		for (i = 0; allowed[i]; i++)
			if (!strncmp(p, allowed[i], strlen(allowed[i])))
				break;
		if (!allowed[i])
			abort();        /* markup came out of mail text */
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct buf md = BUF_INIT, html = BUF_INIT;

	md(&md, "Text: ");
	md_textn(&md, (const char *)data, size);
	md(&md, "\n\n| a | b |\n|---|---|\n| ");
	md_textn(&md, (const char *)data, size);
	md(&md, " | x |\n\n- ");
	md_textn(&md, (const char *)data, size);
	md(&md, "\n");
	if (digest_md_to_html(md.data, md.len, "t", 0, &html) < 0)
		abort();                /* not well-formed */
	check_tags(html.data);
	buf_release(&md);
	buf_release(&html);
	return 0;
}
