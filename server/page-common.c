/* page-common.c: pieces several pages share: message bodies, senders, dates, JSON out */
#include "pages.h"

#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "../core/banned.h"

json_t *json_str_or_null(const char *s)
{
	return s ? json_string(s) : json_null();
}

int api_send(struct req *r, json_t *model)
{
	char *text;

	if (!model)
		return -1;
	text = json_dumps(model, JSON_INDENT(1) | JSON_ENSURE_ASCII | JSON_PRESERVE_ORDER);
	json_decref(model);
	if (!text)
		return req_fail(r, 500, "The answer could not be written as JSON.");
	r->type = "application/json";
	buf_adds(&r->out, text);
	buf_addc(&r->out, '\n');
	free(text);
	return 0;
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

void html_from(struct buf *b, json_t *from)
{
	html_from_parts(b, json_string_value(json_object_get(from, "name")),
			json_string_value(json_object_get(from, "addr")));
}

void html_from_parts(struct buf *b, const char *name, const char *addr)
{
	if (name && *name) {
		html_txt(b, name);
		if (addr) {
			html(b, " &lt;");
			html_txt(b, addr);
			html(b, "&gt;");
		}
	} else {
		html_txt(b, addr ? addr : "(unknown sender)");
	}
}

void html_date(struct buf *b, const char *iso)
{
	if (!iso) {
		html(b, "(no date)");
		return;
	}
	html(b, "<time datetime=\"");
	html_attr(b, iso);
	html(b, "\">");
	html_txtn(b, iso, strlen(iso) >= 16 ? 10 : strlen(iso));
	if (strlen(iso) >= 16) {
		html(b, " ");
		html_txtn(b, iso + 11, 5);
	}
	html(b, "</time>");
}

void html_post_link(struct buf *b, json_t *msg, const char *id)
{
	const char *subject = json_string_value(json_object_get(msg, "subject"));

	html(b, "<a");
	if (id) {
		html(b, " id=\"");
		html_attr(b, id);
		html(b, "\"");
	}
	html(b, " href=\"");
	html_post_url(b, json_string_value(json_object_get(msg, "list")),
		      json_string_value(json_object_get(msg, "message_id")), "");
	html(b, "\">");
	html_txt(b, subject ? subject : "(no subject)");
	html(b, "</a>");
}

void html_series_link(struct buf *b, const char *series, const char *text)
{
	html(b, "<a href=\"/series/");
	html_url_path(b, series);
	html(b, "\" data-series-id=\"");
	html_attr(b, series);
	html(b, "\">");
	html_txt(b, text);
	html(b, "</a>");
}

void html_claim_item(struct buf *b, json_t *c)
{
	const char *status = json_string_value(json_object_get(c, "status"));
	const char *id = json_string_value(json_object_get(c, "id"));

	html(b, "<a href=\"/claims/");
	html_url_path(b, id);
	html(b, "\">");
	html_txt(b, json_string_value(json_object_get(c, "text")));
	/* the status names the class too ("status holds"), as on the claim's own page */
	html(b, "</a> <span class=\"status ");
	html_attr(b, status ? status : "unchecked");
	html(b, "\">");
	html_txt(b, status ? status : "not checked yet");
	html(b, "</span>");
}
