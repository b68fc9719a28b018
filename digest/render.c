/* render.c: digest_render: model -> Markdown -> the asked format; the weeks index and the Atom feed */
#include "render.h"

#include <libxml/xmlwriter.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "markdown.h"
#include "../core/db.h"
#include "../core/log.h"
#include "../core/url.h"
#include "../core/banned.h"

int digest_format_parse(const char *name)
{
	if (!strcmp(name, "md") || !strcmp(name, "markdown"))
		return DIGEST_MARKDOWN;
	if (!strcmp(name, "html"))
		return DIGEST_HTML;
	if (!strcmp(name, "html-fragment"))
		return DIGEST_HTML_FRAGMENT;
	if (!strcmp(name, "text"))
		return DIGEST_TEXT;
	if (!strcmp(name, "mime"))
		return DIGEST_MIME;
	return -1;
}

static void title(const struct digest_model *m, struct buf *t)
{
	buf_addf(t, "%s digest, %s", m->list, m->is_thread && m->nthreads ?
		 m->threads[0].subject : m->label);
}

/* Everything after the model: timed as cmark where cmark runs, the rest is ours. */
static int write_format(struct db *db, struct digest_model *m, const struct digest_query *q,
			enum digest_format format, const struct buf *md, struct buf *out,
			double *cmark)
{
	struct buf text = BUF_INIT, t = BUF_INIT;
	double t0 = digest_now();
	int ret = -1;

	switch (format) {
	case DIGEST_MARKDOWN:
		buf_add(out, md->data, md->len);
		ret = 0;
		break;
	case DIGEST_HTML:
	case DIGEST_HTML_FRAGMENT:
		title(m, &t);
		ret = digest_md_to_html(md->data, md->len, t.data, format == DIGEST_HTML, out);
		*cmark += digest_now() - t0;
		break;
	case DIGEST_TEXT:
	case DIGEST_MIME:
		if (digest_md_to_text(md->data, md->len, 72, &text) < 0)
			break;
		*cmark += digest_now() - t0;
		ret = format == DIGEST_TEXT ? digest_rfc1153(db, m, q->posts, text.data, out)
					    : digest_mime(db, m, q->posts, text.data, out);
		break;
	}
	buf_release(&text);
	buf_release(&t);
	return ret;
}

int digest_render(struct db *db, const struct digest_query *q, enum digest_format format,
		  struct buf *out)
{
	struct digest_model m;
	struct buf md = BUF_INIT;
	double t0 = digest_now(), cmark = 0;
	int ret = -1;

	if (digest_model_load(db, q, &m) < 0 || digest_model_excerpts(db, &m) < 0)
		goto cleanup;
	if (digest_markdown(&m, &md) < 0)
		goto cleanup;
	ret = write_format(db, &m, q, format, &md, out, &cmark);
cleanup:
	if (q->timing) {
		q->timing->db += m.db_seconds;
		q->timing->cmark += cmark;
		q->timing->total += digest_now() - t0;
	}
	digest_model_free(&m);
	buf_release(&md);
	return ret;
}

/* --- the index of weeks and the Atom feed --- */

int digest_weeks(struct db *db, const char *list, struct digest_week **weeks, size_t *n)
{
	static const char sql[] =
		"SELECT to_char(m.date AT TIME ZONE 'UTC', 'IYYY-\"W\"IW') AS week, count(*) AS posts"
		" FROM messages m JOIN message_lists ml ON ml.message = m.id"
		" JOIN lists l ON l.id = ml.list WHERE l.name = $1 AND m.date IS NOT NULL"
		" GROUP BY 1 ORDER BY 1 DESC";
	const char *v[1] = { list };
	PGresult *res = db_query(db, sql, 1, v);
	int r;

	*weeks = NULL;
	*n = 0;
	if (!res)
		return -1;
	*weeks = xcalloc((size_t)PQntuples(res) + 1, sizeof(**weeks));
	for (r = 0; r < PQntuples(res); r++) {
		snprintf((*weeks)[r].week, sizeof((*weeks)[r].week), "%s", db_value(res, r, "week"));
		(*weeks)[r].posts = atol(db_value(res, r, "posts"));
	}
	*n = (size_t)r;
	PQclear(res);
	return 0;
}

void digest_weeks_free(struct digest_week *weeks)
{
	free(weeks);
}

static void atom_entry(xmlTextWriterPtr w, const char *list, const char *base,
		       const struct digest_week *wk)
{
	struct buf url = BUF_INIT, s = BUF_INIT;
	char from[11], to[11];

	iso_week_range(wk->week, from, to);
	buf_addf(&url, "%s/digest/", base);
	url_path_word(&url, list);
	buf_addf(&url, "/%s", wk->week);
	xmlTextWriterStartElement(w, BAD_CAST "entry");
	buf_addf(&s, "%s digest, %s", list, wk->week);
	xmlTextWriterWriteElement(w, BAD_CAST "title", BAD_CAST s.data);
	xmlTextWriterWriteElement(w, BAD_CAST "id", BAD_CAST url.data);
	buf_clear(&s);
	buf_addf(&s, "%sT00:00:00Z", to);       /* a week's digest is complete when it ends */
	xmlTextWriterWriteElement(w, BAD_CAST "updated", BAD_CAST s.data);
	xmlTextWriterStartElement(w, BAD_CAST "link");
	xmlTextWriterWriteAttribute(w, BAD_CAST "href", BAD_CAST url.data);
	xmlTextWriterEndElement(w);
	buf_clear(&s);
	buf_addf(&s, "%ld post%s from %s to %s", wk->posts, wk->posts == 1 ? "" : "s", from, to);
	xmlTextWriterWriteElement(w, BAD_CAST "summary", BAD_CAST s.data);
	xmlTextWriterEndElement(w);
	buf_release(&url);
	buf_release(&s);
}

int digest_atom(struct db *db, const char *list, const char *base_url, int limit, struct buf *out)
{
	struct digest_week *weeks;
	size_t n, i;
	xmlBufferPtr xb;
	xmlTextWriterPtr w;
	struct buf url = BUF_INIT, s = BUF_INIT;
	const char *base = base_url ? base_url : "http://localhost:8080";

	if (digest_weeks(db, list, &weeks, &n) < 0)
		return -1;
	xb = xmlBufferCreate();
	w = xmlNewTextWriterMemory(xb, 0);
	xmlTextWriterStartDocument(w, NULL, "UTF-8", NULL);
	xmlTextWriterStartElementNS(w, NULL, BAD_CAST "feed", BAD_CAST "http://www.w3.org/2005/Atom");
	buf_addf(&s, "%s digests", list);
	xmlTextWriterWriteElement(w, BAD_CAST "title", BAD_CAST s.data);
	buf_addf(&url, "%s/digest/", base);
	url_path_word(&url, list);
	buf_addc(&url, '/');
	xmlTextWriterWriteElement(w, BAD_CAST "id", BAD_CAST url.data);
	xmlTextWriterStartElement(w, BAD_CAST "link");
	xmlTextWriterWriteAttribute(w, BAD_CAST "href", BAD_CAST url.data);
	xmlTextWriterEndElement(w);
	buf_clear(&s);
	if (n) {
		char from[11], to[11];
		iso_week_range(weeks[0].week, from, to);
		buf_addf(&s, "%sT00:00:00Z", to);
	} else {
		buf_adds(&s, "1970-01-01T00:00:00Z");
	}
	xmlTextWriterWriteElement(w, BAD_CAST "updated", BAD_CAST s.data);
	xmlTextWriterStartElement(w, BAD_CAST "author");
	xmlTextWriterWriteElement(w, BAD_CAST "name", BAD_CAST "schedlore");
	xmlTextWriterEndElement(w);
	for (i = 0; i < n && (limit <= 0 || i < (size_t)limit); i++)
		atom_entry(w, list, base, &weeks[i]);
	xmlTextWriterEndDocument(w);
	xmlFreeTextWriter(w);
	buf_add(out, xmlBufferContent(xb), (size_t)xmlBufferLength(xb));
	xmlBufferFree(xb);
	digest_weeks_free(weeks);
	buf_release(&url);
	buf_release(&s);
	return 0;
}
