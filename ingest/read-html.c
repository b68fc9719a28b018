/* read-html.c: web-archive message pages (MHonArc, pipermail, HyperKitty, ...) through libxml2 */
#include "read-html.h"

#include <libxml/HTMLparser.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "recover.h"
#include "sniff.h"
#include "../core/banned.h"

/*
 * The page is parsed with libxml2's HTML parser (it recovers from any tag
 * soup) and rendered to text: <pre> as it is, other text with its white
 * space collapsed, block elements on lines of their own, scripts, styles,
 * forms and navigation elements dropped.  MHonArc marks the header list and
 * the body with comments (X-Head-of-Message, X-Body-of-Message): when they
 * are there, only those parts are read.  Other archives (marc.info,
 * mail-archive.FreeBSD.org, HyperKitty) show the header fields as
 * "Name: value" lines above the body; pipermail shows the subject as the
 * title ("[list] subject") and the body in a <pre>.
 */

enum part { P_ALL, P_HEAD, P_BODY, P_NONE };

struct render {
	struct buf all, head, body;
	struct buf title;
	enum part part;
	int marked;           /* MHonArc markers were seen */
	int in_pre;
	char *mhonarc_id;     /* from <!--X-Message-Id: ... --> */
};

static struct buf *out_of(struct render *r)
{
	switch (r->part) {
	case P_HEAD: return &r->head;
	case P_BODY: return &r->body;
	case P_NONE: return NULL;
	default: return &r->all;
	}
}

static void newline(struct buf *b)
{
	if (b && b->len && b->data[b->len - 1] != '\n')
		buf_addc(b, '\n');
}

static void add_text(struct render *r, const char *t)
{
	struct buf *b = out_of(r);

	if (!b || !t)
		return;
	if (r->in_pre) {
		buf_adds(b, t);
		return;
	}
	for (; *t; t++) {
		if (*t == ' ' || *t == '\t' || *t == '\n' || *t == '\r') {
			if (b->len && b->data[b->len - 1] != ' ' && b->data[b->len - 1] != '\n')
				buf_addc(b, ' ');
			continue;
		}
		buf_addc(b, *t);
	}
}

static void comment(struct render *r, const char *c)
{
	while (*c == ' ')
		c++;
	if (!strncmp(c, "X-Head-of-Message-End", 21) || !strncmp(c, "X-Body-of-Message-End", 21) ||
	    !strncmp(c, "endarticle", 10)) {
		r->part = P_NONE;
	} else if (!strncmp(c, "X-Head-of-Message", 17)) {
		r->part = P_HEAD;
		r->marked = 1;
	} else if (!strncmp(c, "X-Body-of-Message", 17) || !strncmp(c, "beginarticle", 12)) {
		r->part = P_BODY;
		r->marked = 1;
	} else if (!strncmp(c, "X-Message-Id:", 13) && !r->mhonarc_id) {
		const char *v = c + 13, *e;
		while (*v == ' ')
			v++;
		for (e = v; *e && *e != ' '; e++)
			;
		if (e > v)
			r->mhonarc_id = xstrndup(v, (size_t)(e - v));
	}
}

static int is(const xmlNode *n, const char *name)
{
	return n->name && !strcasecmp((const char *)n->name, name);
}

static int skipped(const xmlNode *n)
{
	static const char *const names[] = { "script", "style", "noscript", "form", "button",
					     "select", "nav", "iframe", "object", "svg" };
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (is(n, names[i]))
			return 1;
	return 0;
}

static int block(const xmlNode *n)
{
	static const char *const names[] = { "p", "div", "li", "ul", "ol", "tr", "table", "h1",
		"h2", "h3", "h4", "h5", "h6", "pre", "hr", "blockquote", "dt", "dd", "dl",
		"section", "article", "header", "footer", "address", "center", "body", "tbody" };
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (is(n, names[i]))
			return 1;
	return 0;
}

static void walk(struct render *r, xmlNode *n, int depth)
{
	for (; n; n = n->next) {
		if (n->type == XML_COMMENT_NODE) {
			comment(r, (const char *)n->content);
		} else if (n->type == XML_TEXT_NODE || n->type == XML_CDATA_SECTION_NODE) {
			add_text(r, (const char *)n->content);
		} else if (n->type == XML_ELEMENT_NODE && depth < 200) {
			int pre = is(n, "pre"), blk = block(n);
			if (is(n, "title")) {
				xmlChar *t = xmlNodeGetContent(n);
				if (t && !r->title.len)
					buf_adds(&r->title, (const char *)t);
				xmlFree(t);
				continue;
			}
			if (skipped(n))
				continue;
			if (is(n, "head")) {
				/* only its title counts */
				enum part keep = r->part;
				r->part = P_NONE;
				walk(r, n->children, depth + 1);
				r->part = keep;
				continue;
			}
			if (is(n, "br"))
				buf_addc(out_of(r) ? out_of(r) : &r->all, '\n');
			if (blk)
				newline(out_of(r));
			r->in_pre += pre;
			walk(r, n->children, depth + 1);
			r->in_pre -= pre;
			if (blk)
				newline(out_of(r));
			if (is(n, "td") || is(n, "th"))
				add_text(r, " ");
		}
	}
}

/* "Name: value" lines with names mail carries; returns how many were taken. */
static int header_lines(struct recovered *rec, const char *text, size_t len, size_t *end)
{
	size_t i = 0;
	int taken = 0, misses = 0;

	*end = 0;
	while (i < len && misses < (taken ? 1 : 60)) {
		const char *nl = memchr(text + i, '\n', len - i);
		size_t e = nl ? (size_t)(nl - text) : len, k = i;
		while (k < e && text[k] != ':' && text[k] != ' ')
			k++;
		if (k == i + 4 && text[k] == ':' && !strncmp(text + i, "List", 4)) {
			/* marc.info's "List: linux-kernel" */
			struct buf v = BUF_INIT;
			buf_add(&v, text + k + 1, e - k - 1);
			buf_adds(&v, "@list");
			recovered_add(rec, "X-Mailing-List", 14, v.data, v.len);
			buf_release(&v);
			taken++;
			misses = 0;
			*end = e < len ? e + 1 : e;
		} else if (k < e && text[k] == ':' && k > i && known_header_name(text + i, k - i)) {
			recovered_add(rec, text + i, k - i, text + k + 1, e - k - 1);
			taken++;
			misses = 0;
			*end = e < len ? e + 1 : e;
		} else if (e > i) {
			misses++;
		}
		i = e + 1;
	}
	return taken;
}

/* marc.info writes "mingo () elte ! hu" for mingo@elte.hu. */
static void deobfuscate(struct recovered *rec)
{
	int i;

	for (i = 0; i < rec->nh; i++) {
		struct buf b = BUF_INIT;
		const char *p = rec->h[i].value;
		if (!strstr(p, " () "))
			continue;
		while (*p) {
			if (!strncmp(p, " () ", 4)) {
				buf_addc(&b, '@');
				p += 4;
			} else if (!strncmp(p, " ! ", 3)) {
				buf_addc(&b, '.');
				p += 3;
			} else {
				buf_addc(&b, *p++);
			}
		}
		free(rec->h[i].value);
		rec->h[i].value = buf_detach(&b, NULL);
	}
}

/* pipermail: "Bruce Evans bde at zeta.org.au" and a date line above the article. */
static void pipermail_fields(struct recovered *rec, const struct buf *all)
{
	const char *line = all->data, *end = all->data + all->len;

	while (line < end) {
		const char *nl = memchr(line, '\n', (size_t)(end - line));
		size_t len = nl ? (size_t)(nl - line) : (size_t)(end - line);
		const char *at = memmem(line, len, " at ", 4);
		if (at && !recovered_get(rec, "From") && len < 200) {
			const char *u = at;
			struct buf b = BUF_INIT;
			while (u > line && u[-1] != ' ')
				u--;
			buf_add(&b, line, u > line ? (size_t)(u - line - 1) : 0);
			buf_adds(&b, " <");
			buf_add(&b, u, (size_t)(at - u));
			buf_addc(&b, '@');
			buf_add(&b, at + 4, len - (size_t)(at + 4 - line));
			buf_addc(&b, '>');
			recovered_add(rec, "From", 4, b.data, b.len);
			buf_release(&b);
		} else if (len > 20 && len < 40 && !recovered_get(rec, "Date") && recovered_get(rec, "From")) {
			recovered_add(rec, "Date", 4, line, len);
		}
		line += len + 1;
	}
}

/* pipermail: "[Freebsd-current] Subject" in the title names the list too. */
static void title_fields(struct recovered *rec, const char *title)
{
	const char *close;

	while (*title == ' ' || *title == '\n')
		title++;
	if (*title == '[' && (close = strchr(title, ']')) && close - title < 64) {
		struct buf id = BUF_INIT;
		buf_addc(&id, '<');
		for (const char *p = title + 1; p < close; p++)
			buf_addc(&id, (*p >= 'A' && *p <= 'Z') ? (char)(*p - 'A' + 'a') : *p);
		buf_adds(&id, ".archive>");
		if (!recovered_get(rec, "List-Id"))
			recovered_add(rec, "List-Id", 7, id.data, id.len);
		buf_release(&id);
		title = close + 1;
	}
	while (*title == ' ')
		title++;
	if (*title && !recovered_get(rec, "Subject"))
		recovered_add(rec, "Subject", 7, title, strlen(title));
}

int html_read(const char *data, size_t len, struct mail *m, struct buf *reason,
	      const char **format)
{
	htmlDocPtr doc;
	struct render r;
	struct recovered rec;
	size_t end = 0;
	int ret = -1;

	*format = "html";
	memset(&r, 0, sizeof(r));
	buf_init(&r.all);
	buf_init(&r.head);
	buf_init(&r.body);
	buf_init(&r.title);
	recovered_init(&rec);
	doc = htmlReadMemory(data, (int)len, NULL, NULL, HTML_PARSE_RECOVER | HTML_PARSE_NOERROR |
			     HTML_PARSE_NOWARNING | HTML_PARSE_NONET);
	if (!doc || !xmlDocGetRootElement(doc)) {
		buf_adds(reason, "not a readable HTML page");
		goto cleanup;
	}
	walk(&r, doc->children, 0);
	if (r.marked) {
		if (!header_lines(&rec, r.head.data, r.head.len, &end))
			pipermail_fields(&rec, &r.all);
		buf_add(&rec.body, r.body.data, r.body.len);
	} else {
		header_lines(&rec, r.all.data, r.all.len, &end);
		buf_add(&rec.body, r.all.data + end, r.all.len - end);
	}
	if (r.mhonarc_id && !recovered_get(&rec, "Message-ID")) {
		struct buf id = BUF_INIT;
		buf_addf(&id, "<%s>", r.mhonarc_id);
		recovered_add(&rec, "Message-ID", 10, id.data, id.len);
		buf_release(&id);
	}
	if (r.title.len && !r.mhonarc_id)
		title_fields(&rec, r.title.data);
	deobfuscate(&rec);
	if (!rec.nh) {
		buf_adds(reason, "an HTML page with no message header fields (not a message page)");
		goto cleanup;
	}
	rec.lost |= LOST_HEADERS;
	recovered_clean_body(&rec);
	ret = recovered_to_mail(&rec, m, MAIL_PAGE, reason);
cleanup:
	if (doc)
		xmlFreeDoc(doc);
	free(r.mhonarc_id);
	buf_release(&r.all);
	buf_release(&r.head);
	buf_release(&r.body);
	buf_release(&r.title);
	recovered_release(&rec);
	return ret;
}
