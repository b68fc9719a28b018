/* decode.c: a GMime message into the fields schedlore stores */
#include "decode.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "../core/log.h"
#include "lists.h"
#include "../core/banned.h"

/* GMime hands back UTF-8 but mail is mail: make sure before it reaches SQL. */
static char *valid_utf8(const char *s, size_t len)
{
	char *v = g_utf8_make_valid(s, (gssize)len);
	char *out = xstrdup(v);

	g_free(v);
	return out;
}

char *collapse_space(const char *s)
{
	struct buf b = BUF_INIT;
	char *valid;
	int space = 0;

	if (!s)
		return NULL;
	for (; *s; s++) {
		if (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n') {
			space = b.len > 0;
			continue;
		}
		if (space)
			buf_addc(&b, ' ');
		space = 0;
		buf_addc(&b, *s);
	}
	valid = valid_utf8(b.data, b.len);
	buf_release(&b);
	return valid;
}

char *list_from_list_id(const char *list_id)
{
	const char *lt, *p;
	struct buf b = BUF_INIT;

	if (!list_id)
		return NULL;
	lt = strrchr(list_id, '<');
	p = lt ? lt + 1 : list_id;
	while (*p == ' ')
		p++;
	for (; *p && *p != '.' && *p != '>'; p++) {
		int ok = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
			 (*p >= '0' && *p <= '9') || (b.len && (*p == '-' || *p == '_'));
		if (!ok) {
			buf_release(&b);
			return NULL;
		}
		buf_addc(&b, *p);
	}
	if (!b.len)
		return NULL;
	return buf_detach(&b, NULL);
}

void unescape_from_lines(struct buf *text)
{
	size_t r = 0, w = 0;

	while (r < text->len) {
		int line_start = r == 0 || text->data[r - 1] == '\n';
		if (line_start && text->data[r] == '>') {
			size_t q = r;
			while (q < text->len && text->data[q] == '>')
				q++;
			if (text->len - q >= 5 && !memcmp(text->data + q, "From ", 5))
				r++;    /* drop one '>' */
		}
		text->data[w++] = text->data[r++];
	}
	buf_setlen(text, w);
}

static void add_headers(GMimeObject *obj, struct mail *m)
{
	GMimeHeaderList *list = g_mime_object_get_header_list(obj);
	json_t *arr = json_array();
	int i, n = g_mime_header_list_get_count(list);
	char *dump;

	for (i = 0; i < n; i++) {
		GMimeHeader *h = g_mime_header_list_get_header_at(list, i);
		char *name = collapse_space(g_mime_header_get_name(h));
		char *value = collapse_space(g_mime_header_get_value(h));
		json_array_append_new(arr, json_pack("[ss]", name, value ? value : ""));
		free(name);
		free(value);
	}
	dump = json_dumps(arr, JSON_COMPACT);
	buf_adds(&m->headers, dump);
	free(dump);
	json_decref(arr);
}

static void add_sender(GMimeMessage *msg, struct mail *m)
{
	InternetAddressList *from = g_mime_message_get_from(msg);
	InternetAddress *a;

	if (!from || internet_address_list_length(from) < 1)
		return;
	a = internet_address_list_get_address(from, 0);
	if (INTERNET_ADDRESS_IS_GROUP(a)) {
		InternetAddressList *members = internet_address_group_get_members(INTERNET_ADDRESS_GROUP(a));
		if (!members || internet_address_list_length(members) < 1)
			return;
		a = internet_address_list_get_address(members, 0);
	}
	m->from_name = collapse_space(internet_address_get_name(a));
	if (m->from_name && !*m->from_name) {
		free(m->from_name);
		m->from_name = NULL;
	}
	if (INTERNET_ADDRESS_IS_MAILBOX(a))
		m->from_addr = collapse_space(internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(a)));
}

static void add_date(GMimeMessage *msg, struct mail *m)
{
	GDateTime *dt = g_mime_message_get_date(msg);
	GDateTime *utc;
	gchar *text;

	m->date_text = collapse_space(g_mime_object_get_header(GMIME_OBJECT(msg), "Date"));
	if (!dt || !m->date_text)
		return;
	m->date_offset = (int)(g_date_time_get_utc_offset(dt) / G_TIME_SPAN_MINUTE);
	utc = g_date_time_to_utc(dt);
	text = g_date_time_format(utc, "%Y-%m-%d %H:%M:%S+00");
	m->date_utc = xstrdup(text);
	g_free(text);
	g_date_time_unref(utc);
}

static void add_references(GMimeMessage *msg, struct mail *m)
{
	GMimeObject *obj = GMIME_OBJECT(msg);
	const char *irt = g_mime_object_get_header(obj, "In-Reply-To");
	const char *refs = g_mime_object_get_header(obj, "References");
	GMimeReferences *r;
	int i;

	if (irt && (r = g_mime_references_parse(NULL, irt))) {
		if (g_mime_references_length(r) > 0)
			m->in_reply_to = collapse_space(g_mime_references_get_message_id(r, 0));
		g_mime_references_free(r);
	}
	if (refs && (r = g_mime_references_parse(NULL, refs))) {
		for (i = 0; i < g_mime_references_length(r); i++) {
			char *id = collapse_space(g_mime_references_get_message_id(r, i));
			if (id && *id && !strchr(id, ' ')) {
				if (m->refs.len)
					buf_addc(&m->refs, ' ');
				buf_adds(&m->refs, id);
			}
			free(id);
		}
		g_mime_references_free(r);
	}
}

static void add_text_part(GMimeObject *parent, GMimeObject *part, gpointer data)
{
	struct buf *body = data;
	GMimeContentType *ct;
	char *text;

	(void)parent;
	if (!GMIME_IS_TEXT_PART(part) || g_mime_part_is_attachment(GMIME_PART(part)))
		return;
	ct = g_mime_object_get_content_type(part);
	if (!g_mime_content_type_is_type(ct, "text", "plain"))
		return;
	text = g_mime_text_part_get_text(GMIME_TEXT_PART(part));
	if (!text)
		return;
	if (body->len && body->data[body->len - 1] != '\n')
		buf_addc(body, '\n');
	buf_adds(body, text);
	g_free(text);
}

static void add_body(GMimeMessage *msg, struct mail *m)
{
	struct buf text = BUF_INIT;
	char *valid;
	size_t i, w = 0;

	g_mime_message_foreach(msg, add_text_part, &text);
	/*
	 * NUL cannot be stored in text and never carries meaning in a mail body;
	 * CRLF becomes LF so that every later reader sees one line end.
	 */
	for (i = 0; i < text.len; i++) {
		if (!text.data[i])
			continue;
		if (text.data[i] == '\r' && i + 1 < text.len && text.data[i + 1] == '\n')
			continue;
		text.data[w++] = text.data[i];
	}
	buf_setlen(&text, w);
	unescape_from_lines(&text);
	valid = g_utf8_make_valid(text.data, (gssize)text.len);
	buf_adds(&m->body, valid);
	g_free(valid);
	buf_release(&text);
}

void content_message_id(struct mail *m)
{
	char *hash = g_compute_checksum_for_data(G_CHECKSUM_SHA256,
						 (const guchar *)m->raw.data, m->raw.len);
	struct buf b = BUF_INIT;

	buf_addf(&b, "%.32s@schedlore.invalid", hash);
	g_free(hash);
	m->message_id = buf_detach(&b, NULL);
	m->content_id = 1;
}

static const char *gmime_get(void *ctx, const char *name)
{
	return g_mime_object_get_header(ctx, name);
}

void decode_fields(GMimeMessage *msg, struct mail *m)
{
	GMimeObject *obj = GMIME_OBJECT(msg);
	const char *id = g_mime_message_get_message_id(msg);
	char *hash;

	hash = g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)m->raw.data, m->raw.len);
	memcpy(m->raw_sha256, hash, 64);
	m->raw_sha256[64] = '\0';
	g_free(hash);

	m->message_id = id ? collapse_space(id) : NULL;
	if (!m->message_id || !*m->message_id || strchr(m->message_id, ' ')) {
		free(m->message_id);
		m->message_id = NULL;
		content_message_id(m);
	}
	m->subject = collapse_space(g_mime_message_get_subject(msg));
	add_sender(msg, m);
	add_date(msg, m);
	add_references(msg, m);
	add_headers(obj, m);
	m->list_from_header = list_guess(gmime_get, obj);
}

int decode_message(GMimeMessage *msg, struct mail *m, struct buf *reason)
{
	GMimeObject *obj = GMIME_OBJECT(msg);

	if (!g_mime_object_get_header(obj, "From") && !g_mime_object_get_header(obj, "Date") &&
	    !g_mime_object_get_header(obj, "Subject") && !g_mime_object_get_header(obj, "Message-ID")) {
		buf_adds(reason, "no From, Date, Subject or Message-ID header");
		return -1;
	}
	decode_fields(msg, m);
	add_body(msg, m);
	return 0;
}
