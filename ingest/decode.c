/* decode.c: a GMime message into the fields schedlore stores */
#include "decode.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "../core/log.h"
#include "gmime-fix.h"
#include "html-text.h"
#include "lists.h"
#include "pgp.h"
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

/* S as a JSON string (valid UTF-8 already: collapse_space made it so). */
static void json_text(struct buf *b, const char *s)
{
	static const char hex[] = "0123456789abcdef";
	const char *run = s;

	buf_addc(b, '"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c >= 0x20 && c != '"' && c != '\\')
			continue;
		buf_add(b, run, (size_t)(s - run));
		run = s + 1;
		if (c == '"' || c == '\\') {
			buf_addc(b, '\\');
			buf_addc(b, (char)c);
		} else {
			buf_adds(b, "\\u00");
			buf_addc(b, hex[c >> 4]);
			buf_addc(b, hex[c & 15]);
		}
	}
	buf_add(b, run, (size_t)(s - run));
	buf_addc(b, '"');
}

/* [[name, value], ...] written straight out: jansson's objects cost a tenth of the import's time. */
static void add_headers(GMimeObject *obj, struct mail *m)
{
	GMimeHeaderList *list = g_mime_object_get_header_list(obj);
	int i, n = g_mime_header_list_get_count(list);

	buf_addc(&m->headers, '[');
	for (i = 0; i < n; i++) {
		GMimeHeader *h = g_mime_header_list_get_header_at(list, i);
		char *name = collapse_space(g_mime_header_get_name(h));
		char *value = collapse_space(g_mime_header_get_value(h));
		buf_adds(&m->headers, i ? ",[" : "[");
		json_text(&m->headers, name ? name : "");
		buf_addc(&m->headers, ',');
		json_text(&m->headers, value ? value : "");
		buf_addc(&m->headers, ']');
		free(name);
		free(value);
	}
	buf_addc(&m->headers, ']');
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

/*
 * The MIME walk: a visitor with a depth cap (a multipart nested 10,000 deep
 * is read to MIME_DEPTH and the rest reported), collecting the text, the
 * attachments and what was wrong on the way.
 */
#define MIME_DEPTH 64

struct walk {
	struct mail *m;
	struct buf text;
	json_t *attachments;
	int too_deep;
};

static void damage(struct mail *m, const char *fmt, const char *arg)
{
	if (m->notes.len)
		buf_adds(&m->notes, "; ");
	buf_addf(&m->notes, fmt, arg);
}

static int valid_base64(GMimeDataWrapper *content)
{
	GMimeStream *raw = g_mime_data_wrapper_get_stream(content);
	char chunk[4096];
	gssize n, i;
	int ok = 1;

	if (!raw)
		return 1;
	g_mime_stream_reset(raw);
	while (ok && (n = g_mime_stream_read(raw, chunk, sizeof(chunk))) > 0)
		for (i = 0; i < n && ok; i++)
			ok = g_ascii_isalnum(chunk[i]) || strchr("+/= \t\r\n", chunk[i]);
	g_mime_stream_reset(raw);
	return ok;
}

/*
 * CONTENT decoded by our base64 decoder (this GMime stops at the first '='):
 * a new wrapper over the decoded bytes, or NULL when CONTENT needs no help.
 */
static GMimeDataWrapper *base64_work_around(GMimePart *part, GMimeDataWrapper *content)
{
	GMimeStream *raw = g_mime_data_wrapper_get_stream(content), *mem;
	GMimeDataWrapper *decoded;
	struct buf enc = BUF_INIT, dec = BUF_INIT;
	char chunk[8192];
	gssize n;

	if (g_mime_part_get_content_encoding(part) != GMIME_CONTENT_ENCODING_BASE64 || !raw ||
	    !gmime_bug_base64_pad())
		return NULL;
	g_mime_stream_reset(raw);
	while ((n = g_mime_stream_read(raw, chunk, sizeof(chunk))) > 0)
		buf_add(&enc, chunk, (size_t)n);
	g_mime_stream_reset(raw);
	base64_decode_lenient(enc.data, enc.len, &dec);
	mem = g_mime_stream_mem_new_with_buffer(dec.data, dec.len);
	decoded = g_mime_data_wrapper_new_with_stream(mem, GMIME_CONTENT_ENCODING_DEFAULT);
	g_object_unref(mem);
	buf_release(&enc);
	buf_release(&dec);
	return decoded;
}

/* The decoded bytes of PART, in UTF-8 when TEXT (its charset converted). */
static void part_bytes(GMimeObject *obj, int text, struct buf *out, struct mail *m)
{
	GMimePart *part = GMIME_PART(obj);
	GMimeDataWrapper *content = g_mime_part_get_content(part), *ours;
	GMimeStream *mem, *filtered;
	const char *charset = g_mime_object_get_content_type_parameter(obj, "charset");
	GByteArray *bytes;

	if (!content)
		return;
	if (g_mime_part_get_content_encoding(part) == GMIME_CONTENT_ENCODING_BASE64 &&
	    !valid_base64(content))
		damage(m, "invalid base64 in a %s part (decoded leniently)", text ? "text" : "binary");
	ours = base64_work_around(part, content);
	if (ours)
		content = ours;
	mem = g_mime_stream_mem_new();
	filtered = g_mime_stream_filter_new(mem);
	if (text && charset && g_ascii_strcasecmp(charset, "utf-8") &&
	    g_ascii_strcasecmp(charset, "us-ascii")) {
		GMimeFilter *f = g_mime_filter_charset_new(charset, "UTF-8");
		if (f) {
			g_mime_stream_filter_add(GMIME_STREAM_FILTER(filtered), f);
			g_object_unref(f);
		} else {
			damage(m, "unknown charset '%s' (text kept, invalid bytes replaced)", charset);
		}
	}
	g_mime_data_wrapper_write_to_stream(content, filtered);
	g_mime_stream_flush(filtered);
	bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(mem));
	buf_add(out, bytes->data, bytes->len);
	g_object_unref(filtered);
	g_object_unref(mem);
	if (ours)
		g_object_unref(ours);
}

/* RFC 3676: a line ending in a space goes on in the next line of the same quote depth. */
static void unflow(struct buf *t, size_t from, int delsp)
{
	struct buf out = BUF_INIT;
	size_t i = from;
	int prev_soft = 0, prev_depth = -1;

	buf_add(&out, t->data, from);
	while (i < t->len) {
		const char *nl = memchr(t->data + i, '\n', t->len - i);
		size_t end = nl ? (size_t)(nl - t->data) : t->len, s = i, len;
		int depth = 0;
		while (s < end && t->data[s] == '>') {
			s++;
			depth++;
		}
		if (s < end && t->data[s] == ' ')
			s++;    /* space-stuffing */
		len = end - s;
		if (len && t->data[s + len - 1] == '\r')
			len--;
		if (!(prev_soft && depth == prev_depth)) {
			if (prev_depth >= 0)
				buf_addc(&out, '\n');
			for (int d = 0; d < depth; d++)
				buf_addc(&out, '>');
			if (depth)
				buf_addc(&out, ' ');
		}
		prev_soft = len && t->data[s + len - 1] == ' ' && !(len == 3 && !memcmp(t->data + s, "-- ", 3));
		buf_add(&out, t->data + s, prev_soft && delsp ? len - 1 : len);
		prev_depth = depth;
		i = end + 1;
	}
	if (prev_depth >= 0)
		buf_addc(&out, '\n');
	buf_release(t);
	*t = out;
}

static void add_attachment(struct walk *w, GMimeObject *obj, const struct buf *bytes, int text)
{
	GMimeContentType *ct = g_mime_object_get_content_type(obj);
	char *type = g_mime_content_type_get_mime_type(ct);
	const char *name = g_mime_part_get_filename(GMIME_PART(obj));
	char *hash = g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)bytes->data,
						 bytes->len);
	char *vname = name ? collapse_space(name) : NULL;

	json_array_append_new(w->attachments,
			      json_pack("{s:s?, s:s, s:I, s:s, s:b}", "name", vname, "type", type,
					"size", (json_int_t)bytes->len, "sha256", hash, "text", text));
	free(vname);
	g_free(type);
	g_free(hash);
}

static void attachment_marker(struct buf *text, GMimeObject *obj)
{
	char *type = g_mime_content_type_get_mime_type(g_mime_object_get_content_type(obj));
	const char *name = g_mime_part_get_filename(GMIME_PART(obj));
	char *vname = name ? collapse_space(name) : NULL;

	if (text->len && text->data[text->len - 1] != '\n')
		buf_addc(text, '\n');
	buf_addf(text, "[attachment: %s (%s)]\n", vname && *vname ? vname : "unnamed", type);
	free(vname);
	g_free(type);
}

/*
 * Mailers send a benchmark log named run.log or results.txt as
 * application/octet-stream about as often as text/plain: such a part is
 * text when its name says so and its bytes agree (UTF-8, no NUL).
 */
static int named_text(GMimeObject *obj, struct mail *m)
{
	static const char *const exts[] = { ".log", ".txt", ".out" };
	const char *name = g_mime_part_get_filename(GMIME_PART(obj));
	struct buf bytes = BUF_INIT;
	size_t i, n = name ? strlen(name) : 0, notes = m->notes.len;
	int yes = 0;

	for (i = 0; i < sizeof(exts) / sizeof(exts[0]) && !yes; i++)
		yes = n > 4 && !g_ascii_strcasecmp(name + n - 4, exts[i]);
	if (!yes || g_mime_content_type_is_type(g_mime_object_get_content_type(obj), "text", "*"))
		return 0;
	part_bytes(obj, 0, &bytes, m);
	buf_setlen(&m->notes, notes);    /* damage is noted when the part is read */
	yes = bytes.len && !memchr(bytes.data, '\0', bytes.len) &&
	      g_utf8_validate(bytes.data, (gssize)bytes.len, NULL);
	buf_release(&bytes);
	return yes;
}

/* Where a line starting with MARK begins in S after AT, or NULL. */
static const char *line_at(const char *s, size_t len, const char *at, const char *mark)
{
	size_t n = strlen(mark);
	const char *p = at;

	while ((p = memmem(p, len - (size_t)(p - s), mark, n))) {
		if (p == s || p[-1] == '\n')
			return p;
		p += n;
	}
	return NULL;
}

/*
 * Inline clear-signed text.  GMime looks for the armour in the part's
 * encoded bytes, so a quoted-printable part whose first dash is "=2D" (as
 * mailers write a line that starts with one) looked unsigned: the decoded
 * text is checked too, and the part marked for verification.
 */
static int clear_signed(GMimePart *part, const char *text, size_t len)
{
	const char *p;

	if (g_mime_part_get_openpgp_data(part) == GMIME_OPENPGP_DATA_SIGNED)
		return 1;
	if (!(p = line_at(text, len, text, "-----BEGIN PGP SIGNED MESSAGE-----")) ||
	    !(p = line_at(text, len, p, "-----BEGIN PGP SIGNATURE-----")) ||
	    !line_at(text, len, p, "-----END PGP SIGNATURE-----"))
		return 0;
	g_mime_part_set_openpgp_data(part, GMIME_OPENPGP_DATA_SIGNED);
	return 1;
}

static void visit_part(struct walk *w, GMimeObject *obj)
{
	GMimeContentType *ct = g_mime_object_get_content_type(obj);
	int attachment = g_mime_part_is_attachment(GMIME_PART(obj));
	int is_text = (g_mime_content_type_is_type(ct, "text", "*") &&
		       !g_mime_content_type_is_type(ct, "text", "html")) || named_text(obj, w->m);
	struct buf bytes = BUF_INIT;

	if (g_mime_content_type_is_type(ct, "application", "pgp-signature"))
		return;
	if (is_text && (attachment || g_mime_content_type_is_type(ct, "text", "plain") ||
			!g_mime_content_type_is_type(ct, "text", "*"))) {
		size_t from;
		const char *fmt = g_mime_object_get_content_type_parameter(obj, "format");
		const char *delsp = g_mime_object_get_content_type_parameter(obj, "delsp");
		if (w->text.len && w->text.data[w->text.len - 1] != '\n')
			buf_addc(&w->text, '\n');
		/* A text attachment (a benchmark log) is read as text, after a line naming it. */
		if (attachment)
			attachment_marker(&w->text, obj);
		from = w->text.len;
		part_bytes(obj, 1, &w->text, w->m);
		if (fmt && !g_ascii_strcasecmp(fmt, "flowed"))
			unflow(&w->text, from, delsp && !g_ascii_strcasecmp(delsp, "yes"));
		if (attachment) {
			buf_add(&bytes, w->text.data + from, w->text.len - from);
			add_attachment(w, obj, &bytes, 1);
		}
		/* After the text is taken: GMime's verify replaces the part's content. */
		if (clear_signed(GMIME_PART(obj), w->text.data + from, w->text.len - from))
			w->m->pgp_status = pgp_worse(w->m->pgp_status,
						     pgp_inline_status(GMIME_PART(obj), &w->m->notes));
	} else if (attachment || !g_mime_content_type_is_type(ct, "text", "*")) {
		part_bytes(obj, 0, &bytes, w->m);
		add_attachment(w, obj, &bytes, 0);
	}
	buf_release(&bytes);
}

static void visit(struct walk *w, GMimeObject *obj, int depth)
{
	int i, n;

	if (!obj)
		return;
	if (depth > MIME_DEPTH) {
		w->too_deep = 1;
		return;
	}
	if (GMIME_IS_MULTIPART(obj)) {
		if (GMIME_IS_MULTIPART_SIGNED(obj))
			w->m->pgp_status = pgp_worse(w->m->pgp_status,
				pgp_multipart_status(GMIME_MULTIPART_SIGNED(obj), &w->m->notes));
		n = g_mime_multipart_get_count(GMIME_MULTIPART(obj));
		for (i = 0; i < n; i++)
			visit(w, g_mime_multipart_get_part(GMIME_MULTIPART(obj), i), depth + 1);
	} else if (GMIME_IS_MESSAGE_PART(obj)) {
		GMimeMessage *inner = g_mime_message_part_get_message(GMIME_MESSAGE_PART(obj));
		if (inner)
			visit(w, g_mime_message_get_mime_part(inner), depth + 1);
	} else if (GMIME_IS_PART(obj)) {
		visit_part(w, obj);
	}
}

static void add_body(GMimeMessage *msg, struct mail *m)
{
	struct walk w = { m, BUF_INIT, json_array(), 0 };
	char *valid, *dump;
	size_t i, wr = 0, nuls = 0;

	visit(&w, g_mime_message_get_mime_part(msg), 0);
	if (!w.text.len)        /* no text/plain part: the text of the HTML one */
		html_text_from_mime(g_mime_message_get_mime_part(msg), &w.text);
	if (w.too_deep)
		damage(m, "MIME parts nested deeper than %s levels were not read", "64");
	/*
	 * NUL cannot be stored in text and never carries meaning in a mail body;
	 * CRLF becomes LF so that every later reader sees one line end.
	 */
	for (i = 0; i < w.text.len; i++) {
		if (!w.text.data[i]) {
			nuls++;
			continue;
		}
		if (w.text.data[i] == '\r' && i + 1 < w.text.len && w.text.data[i + 1] == '\n')
			continue;
		w.text.data[wr++] = w.text.data[i];
	}
	buf_setlen(&w.text, wr);
	if (nuls)
		damage(m, "NUL bytes dropped from the text%s", "");
	unescape_from_lines(&w.text);
	valid = g_utf8_make_valid(w.text.data, (gssize)w.text.len);
	buf_adds(&m->body, valid);
	g_free(valid);
	buf_release(&w.text);
	dump = json_dumps(w.attachments, JSON_COMPACT);
	buf_clear(&m->attachments);
	buf_adds(&m->attachments, dump);
	free(dump);
	json_decref(w.attachments);
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
	const char *id;
	char *hash;

	/* First: it may parse fields again, so nothing is read before it. */
	gmime_fix_headers(obj);
	id = g_mime_message_get_message_id(msg);
	hash = g_compute_checksum_for_data(G_CHECKSUM_SHA256, (const guchar *)m->raw.data, m->raw.len);
	memcpy(m->raw_sha256, hash, 64);
	m->raw_sha256[64] = '\0';
	g_free(hash);

	if (g_mime_object_get_header(obj, "Message-ID") && (!id || !*id))
		damage(m, "empty or unreadable Message-ID%s; a content id was given", "");
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

int only_white_space(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' && s[i] != '\n')
			return 0;
	return 1;
}

/* A header field over 1 MB is not mail: refuse the message rather than store it. */
#define HEADER_MAX (1 << 20)

static int long_header(GMimeObject *obj, struct buf *reason)
{
	GMimeHeaderList *list = g_mime_object_get_header_list(obj);
	int i, n = g_mime_header_list_get_count(list);

	for (i = 0; i < n; i++) {
		GMimeHeader *h = g_mime_header_list_get_header_at(list, i);
		const char *v = g_mime_header_get_raw_value(h);
		size_t len = v ? strlen(v) : 0;
		if (len > HEADER_MAX) {
			buf_addf(reason, "header field '%s' of %zu bytes (over 1 MB)",
				 g_mime_header_get_name(h), len);
			return 1;
		}
	}
	return 0;
}

int decode_message(GMimeMessage *msg, struct mail *m, struct buf *reason)
{
	GMimeObject *obj = GMIME_OBJECT(msg);

	if (only_white_space(m->raw.data, m->raw.len)) {
		buf_adds(reason, "an empty message (no header and no text)");
		return -1;
	}
	if (long_header(obj, reason))
		return -1;
	/* A message with none of these still has content: kept under a content id. */
	if (!g_mime_object_get_header(obj, "From") && !g_mime_object_get_header(obj, "Date") &&
	    !g_mime_object_get_header(obj, "Subject") && !g_mime_object_get_header(obj, "Message-ID"))
		damage(m, "no From, Date, Subject or Message-ID header%s; a content id was given", "");
	decode_fields(msg, m);
	add_body(msg, m);
	return 0;
}
