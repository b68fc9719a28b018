/* page-atom.c: /LIST/new.atom, the newest messages of a list as Atom (libxml2 writer) */
#include "server.h"

#include <libxml/xmlwriter.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "../core/text.h"
#include "../core/banned.h"

static const char sql_atom[] =
	"SELECT m.message_id, m.subject,"
	" coalesce(nullif(m.from_name, ''), m.from_addr, 'unknown') AS author, m.from_addr,"
	" " SQL_UTC("coalesce(m.date, m.created_at)") " AS updated,"
	" left(m.body, 2000) AS summary"
	" FROM messages m JOIN message_lists ml ON ml.message = m.id JOIN lists l ON l.id = ml.list"
	" WHERE l.name = $1 ORDER BY m.date DESC NULLS LAST, m.id DESC LIMIT 30";

/* libxml2's writer escapes; text_clean drops what XML 1.0 cannot hold */
static char *clean(const char *s)
{
	struct buf b = BUF_INIT;

	text_clean(&b, s);
	return buf_detach(&b, NULL);
}

static void element(xmlTextWriterPtr w, const char *name, const char *text)
{
	char *c = clean(text);

	xmlTextWriterWriteElement(w, BAD_CAST name, BAD_CAST c);
	free(c);
}

static char *post_url(const char *list, const char *mid)
{
	struct buf b = BUF_INIT;

	html_post_url(&b, list, mid, "");
	return buf_detach(&b, NULL);
}

int page_atom(struct req *r)
{
	const char *v[1] = { r->list };
	PGresult *res = req_query(r, sql_atom, 1, v);
	xmlBufferPtr xb;
	xmlTextWriterPtr w;
	struct buf self = BUF_INIT;
	int i;

	if (!res)
		return -1;
	if (!PQntuples(res)) {
		PQclear(res);
		return req_fail(r, 404, "There is no list of that name in this archive.");
	}
	xb = xmlBufferCreate();
	w = xmlNewTextWriterMemory(xb, 0);
	xmlTextWriterSetIndent(w, 1);
	xmlTextWriterStartDocument(w, "1.0", "UTF-8", NULL);
	xmlTextWriterStartElementNS(w, NULL, BAD_CAST "feed", BAD_CAST "http://www.w3.org/2005/Atom");
	element(w, "title", r->list);
	buf_addc(&self, '/');
	html_url_path(&self, r->list);
	buf_addc(&self, '/');
	xmlTextWriterStartElement(w, BAD_CAST "link");
	xmlTextWriterWriteAttribute(w, BAD_CAST "href", BAD_CAST self.data);
	xmlTextWriterEndElement(w);
	buf_adds(&self, "new.atom");
	xmlTextWriterStartElement(w, BAD_CAST "link");
	xmlTextWriterWriteAttribute(w, BAD_CAST "rel", BAD_CAST "self");
	xmlTextWriterWriteAttribute(w, BAD_CAST "href", BAD_CAST self.data);
	xmlTextWriterEndElement(w);
	element(w, "id", self.data);
	element(w, "updated", db_value(res, 0, "updated"));
	for (i = 0; i < PQntuples(res); i++) {
		char *url = post_url(r->list, db_value(res, i, "message_id"));
		struct buf id = BUF_INIT;

		xmlTextWriterStartElement(w, BAD_CAST "entry");
		element(w, "title", subject_or_none(db_value(res, i, "subject")));
		xmlTextWriterStartElement(w, BAD_CAST "author");
		element(w, "name", db_value(res, i, "author"));
		xmlTextWriterEndElement(w);
		xmlTextWriterStartElement(w, BAD_CAST "link");
		xmlTextWriterWriteAttribute(w, BAD_CAST "href", BAD_CAST url);
		xmlTextWriterEndElement(w);
		buf_adds(&id, "urn:message-id:");
		html_url_path(&id, db_value(res, i, "message_id"));
		element(w, "id", id.data);
		element(w, "updated", db_value(res, i, "updated"));
		xmlTextWriterStartElement(w, BAD_CAST "content");
		xmlTextWriterWriteAttribute(w, BAD_CAST "type", BAD_CAST "text");
		{
			char *c = clean(db_value(res, i, "summary"));
			xmlTextWriterWriteString(w, BAD_CAST c);
			free(c);
		}
		xmlTextWriterEndElement(w);
		xmlTextWriterEndElement(w);
		buf_release(&id);
		free(url);
	}
	xmlTextWriterEndDocument(w);
	xmlFreeTextWriter(w);
	PQclear(res);
	r->type = "application/atom+xml; charset=utf-8";
	buf_add(&r->out, xmlBufferContent(xb), (size_t)xmlBufferLength(xb));
	xmlBufferFree(xb);
	buf_release(&self);
	return 0;
}
