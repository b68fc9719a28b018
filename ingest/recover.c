/* recover.c: a message rebuilt from what a damaged source kept (text, page) */
#include "recover.h"

#include <gmime/gmime.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "decode.h"
#include "lists.h"
#include "qp-residue.h"
#include "../core/banned.h"

void recovered_init(struct recovered *r)
{
	memset(r, 0, sizeof(*r));
	buf_init(&r->body);
}

void recovered_release(struct recovered *r)
{
	int i;

	for (i = 0; i < r->nh; i++) {
		free(r->h[i].name);
		free(r->h[i].value);
	}
	free(r->h);
	buf_release(&r->body);
	recovered_init(r);
}

void recovered_add(struct recovered *r, const char *name, size_t nlen,
		   const char *value, size_t vlen)
{
	if (r->nh == r->cap)
		r->h = xrealloc(r->h, sizeof(*r->h) * (size_t)(r->cap = r->cap * 2 + 8));
	while (vlen && (*value == ' ' || *value == '\t')) {
		value++;
		vlen--;
	}
	while (vlen && (value[vlen - 1] == ' ' || value[vlen - 1] == '\t' || value[vlen - 1] == '\r'))
		vlen--;
	r->h[r->nh].name = xstrndup(name, nlen);
	r->h[r->nh].value = xstrndup(value, vlen);
	r->nh++;
}

const char *recovered_get(const struct recovered *r, const char *name)
{
	int i;

	for (i = 0; i < r->nh; i++)
		if (!strcasecmp(r->h[i].name, name))
			return r->h[i].value;
	return NULL;
}

/* ---- lines ---- */

struct line {
	const char *s;
	size_t len;
};

static size_t split_lines(const struct buf *b, struct line **out)
{
	size_t n = 0, cap = 0, i = 0;

	*out = NULL;
	while (i < b->len) {
		const char *nl = memchr(b->data + i, '\n', b->len - i);
		size_t end = nl ? (size_t)(nl - b->data) : b->len;
		if (n == cap)
			*out = xrealloc(*out, sizeof(**out) * (cap = cap * 2 + 64));
		(*out)[n].s = b->data + i;
		(*out)[n].len = end - i;
		if ((*out)[n].len && (*out)[n].s[(*out)[n].len - 1] == '\r')
			(*out)[n].len--;
		n++;
		i = end + 1;
	}
	return n;
}

static int starts(const struct line *l, const char *prefix)
{
	size_t n = strlen(prefix);

	return l->len >= n && !strncasecmp(l->s, prefix, n);
}

/* armour lines are case-sensitive (RFC 4880 6.2), as GnuPG reads them */
static int starts_exactly(const struct line *l, const char *prefix)
{
	size_t n = strlen(prefix);

	return l->len >= n && !memcmp(l->s, prefix, n);
}

static int blank(const struct line *l)
{
	size_t i;

	for (i = 0; i < l->len; i++)
		if (l->s[i] != ' ' && l->s[i] != '\t')
			return 0;
	return 1;
}

/*
 * Navigation that web archives wrap around a message: lines starting with
 * these, at the head or the tail of the text only (a body may quote them).
 */
static const char *const boilerplate[] = {
	"next in thread |", "previous in thread |", "Want to link to this message?",
	"Previous message:", "Next message:", "Messages sorted by:",
	"More information about the ", "[prev in list]", "[next in list]",
	"[prev in thread]", "[next in thread]", "Messages in this thread",
	"Permalink", "Reply via email to", "Configure | About", "Home | ",
	"Thread Previous", "Thread Next", "Date Prev", "Date Next", "Thread Index",
	"Date Index", "Author Index", "Back to thread", "Patch in this message",
	"Follow-Ups:", "References:", "Prev by Date:", "Next by Date:",
	"Previous by thread:", "Next by thread:", "Indexes:", "Main Index",
	"Attachment:", "Description:", "raw e-mail",
};

static int is_boilerplate(const struct line *l)
{
	size_t i, bars = 0;

	for (i = 0; i < sizeof(boilerplate) / sizeof(boilerplate[0]); i++)
		if (starts(l, boilerplate[i]))
			return 1;
	/* a bar of links: "index | archive | help" */
	for (i = 0; i < l->len; i++)
		bars += l->s[i] == '|';
	return bars >= 2 && l->len < 200 && l->s[0] != '|' && l->s[0] != '>' &&
	       l->s[l->len - 1] != '|';
}

/* A MIME boundary line left in the text: "--token" with the same "--token--" later. */
static int boundary_at(struct line *lines, size_t n, size_t i, size_t *close)
{
	const struct line *l = &lines[i];
	size_t j, k;

	if (l->len < 10 || l->s[0] != '-' || l->s[1] != '-' || l->s[2] == '-')
		return 0;
	for (k = 2; k < l->len; k++)
		if (l->s[k] == ' ' || l->s[k] == '\t')
			return 0;
	if (i + 1 >= n || !starts(&lines[i + 1], "Content-"))
		return 0;
	for (j = i + 1; j < n; j++)
		if (lines[j].len == l->len + 2 && !memcmp(lines[j].s, l->s, l->len) &&
		    !memcmp(lines[j].s + l->len, "--", 2)) {
			*close = j;
			return 1;
		}
	return 0;
}

static void add_line(struct buf *out, const struct line *l)
{
	buf_add(out, l->s, l->len);
	buf_addc(out, '\n');
}

/*
 * Parts between boundary lines: "Content-*:" lines at the head of each are
 * its headers (the blank line after them is often gone).  Text parts are
 * kept; a signature is noted; anything else is an attachment the text lost.
 */
static size_t unwrap_parts(struct recovered *r, struct line *lines, size_t n,
			   size_t open, size_t close, struct buf *out)
{
	size_t i = open, len = lines[open].len;

	while (i < close) {
		int text = 1, sig = 0;
		i++;    /* past the boundary line */
		for (; i < close && (starts(&lines[i], "Content-") || starts(&lines[i], "MIME-Version:")); i++) {
			if (starts(&lines[i], "Content-Type:")) {
				const char *v = lines[i].s + 13;
				size_t vl = lines[i].len - 13;
				text = vl >= 10 && (memmem(v, vl, "text/plain", 10) != NULL);
				sig = memmem(v, vl, "pgp-signature", 13) != NULL;
			}
		}
		if (i < close && blank(&lines[i]))
			i++;
		for (; i < close && !(lines[i].len == len && !memcmp(lines[i].s, lines[open].s, len)); i++) {
			if (text)
				add_line(out, &lines[i]);
		}
		if (sig)
			r->signature = 1;
		else if (!text)
			r->lost |= LOST_ATTACHMENTS;
	}
	(void)n;
	return close + 1;
}

static int quoted(const struct line *l)
{
	size_t i = 0;

	while (i < l->len && l->s[i] == ' ')
		i++;
	return i < l->len && (l->s[i] == '>' || l->s[i] == '|');
}

void recovered_clean_body(struct recovered *r)
{
	struct line *lines;
	struct buf out = BUF_INIT;
	size_t n = split_lines(&r->body, &lines), first = 0, last, i, close;

	while (first < n && (blank(&lines[first]) || is_boilerplate(&lines[first])))
		first++;
	last = n;
	while (last > first && (blank(&lines[last - 1]) || is_boilerplate(&lines[last - 1])))
		last--;
	for (i = first; i < last;) {
		if (boundary_at(lines, last, i, &close)) {
			i = unwrap_parts(r, lines, last, i, close, &out);
			continue;
		}
		/* Only an unquoted marker signs this message; a quoted one signed another. */
		if (!quoted(&lines[i]) && starts_exactly(&lines[i], "-----BEGIN PGP SIGNED MESSAGE-----"))
			r->signature = 1;
		add_line(&out, &lines[i]);
		i++;
	}
	free(lines);
	if (qp_residue_present(out.data, out.len))
		qp_residue_decode(&out);
	buf_release(&r->body);
	r->body = out;
}

/* ---- quoted-printable residue ---- */

/*
 * Residue, not text: at least two escapes that qp_residue_at() calls residue
 * ("=20" ending a line, "=A0", a run such as "=C3=A9").  Text that speaks of
 * "x=FF" once, or of "kern.hz=200" and "min=25", is left alone.
 */
int qp_residue_present(const char *s, size_t len)
{
	size_t i, residue = 0;

	for (i = 0; i + 2 < len && residue < 2; i++)
		if (s[i] == '=' && qp_residue_at(s, len, i) >= 0)
			residue++;
	return residue >= 2;
}

/* Decoded bytes that are not UTF-8 were Latin-1 (the usual charset of residue). */
static void bytes_to_utf8(const struct buf *in, struct buf *out)
{
	size_t i;

	if (g_utf8_validate(in->data, (gssize)in->len, NULL)) {
		buf_add(out, in->data, in->len);
		return;
	}
	for (i = 0; i < in->len; i++) {
		unsigned char c = (unsigned char)in->data[i];
		if (c < 0x80) {
			buf_addc(out, (char)c);
		} else {
			buf_addc(out, (char)(0xc0 | (c >> 6)));
			buf_addc(out, (char)(0x80 | (c & 0x3f)));
		}
	}
}

void qp_residue_decode(struct buf *text)
{
	struct buf raw = BUF_INIT, out = BUF_INIT;
	size_t i;

	for (i = 0; i < text->len; i++) {
		char c = text->data[i];
		int byte = c == '=' ? qp_residue_at(text->data, text->len, i) : -1;
		if (byte >= 0) {        /* "kern.hz=200" is not an escape: kept */
			buf_addc(&raw, (char)byte);
			i += 2;
		} else if (c == '=' && i + 1 < text->len && text->data[i + 1] == '\n') {
			i++;    /* soft line break */
		} else {
			buf_addc(&raw, c);
		}
	}
	bytes_to_utf8(&raw, &out);
	buf_release(&raw);
	buf_release(text);
	*text = out;
}

/* ---- a post without headers ---- */

/* "Re: buildworld times" on the first line, a blank line after it. */
static char *subject_line(const struct buf *body)
{
	const char *nl = memchr(body->data, '\n', body->len);
	size_t len = nl ? (size_t)(nl - body->data) : 0;

	if (!nl || len < 3 || len > 120 || nl[1] != '\n')
		return NULL;
	if (strncasecmp(body->data, "Re:", 3) && strncasecmp(body->data, "Fwd:", 4) &&
	    strncasecmp(body->data, "Subject:", 8))
		return NULL;
	if (!strncasecmp(body->data, "Subject:", 8)) {
		char *raw = xstrndup(body->data + 8, len - 8), *s = collapse_space(raw);
		free(raw);
		return s;
	}
	return xstrndup(body->data, len);
}

/*
 * The author from the signature, where it is clear: the last line is one to
 * three capitalised words after a blank line or "-- ", nothing else.
 */
static char *signature_name(const struct buf *body)
{
	struct line *lines;
	size_t n = split_lines(body, &lines), i, words = 0;
	char *name = NULL;
	const struct line *l;

	while (n && blank(&lines[n - 1]))
		n--;
	if (n < 2)
		goto cleanup;
	l = &lines[n - 1];
	if (!blank(&lines[n - 2]) && strncmp(lines[n - 2].s, "--", 2))
		goto cleanup;
	for (i = 0; i < l->len; i++) {
		char c = l->s[i];
		int word_start = i == 0 || l->s[i - 1] == ' ';
		if (c == ' ')
			continue;
		if (word_start && !(c >= 'A' && c <= 'Z'))
			goto cleanup;
		if (word_start)
			words++;
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '.' || c == '-' || c == '\''))
			goto cleanup;
	}
	if (words >= 1 && words <= 3 && l->len <= 40)
		name = xstrndup(l->s, l->len);
cleanup:
	free(lines);
	return name;
}

/* ---- into a mail ---- */

static const char *rec_get(void *ctx, const char *name)
{
	return recovered_get(ctx, name);
}

static void headers_json(const struct recovered *r, struct mail *m)
{
	json_t *arr = json_array();
	char *dump;
	int i;

	for (i = 0; i < r->nh; i++) {
		char *v = collapse_space(r->h[i].value);
		json_array_append_new(arr, json_pack("[ss]", r->h[i].name, v ? v : ""));
		free(v);
	}
	dump = json_dumps(arr, JSON_COMPACT);
	buf_clear(&m->headers);
	buf_adds(&m->headers, dump);
	free(dump);
	json_decref(arr);
}

/* "(envelope-from remy@example.com)" in a Received line, when From lost its address. */
static char *envelope_from(const struct recovered *r)
{
	int i;

	for (i = 0; i < r->nh; i++) {
		const char *p = strcasecmp(r->h[i].name, "Received") ? NULL :
				strstr(r->h[i].value, "(envelope-from ");
		if (p) {
			const char *e = (p += 15);
			while (*e && *e != ')' && *e != ' ' && *e != '<' && *e != '>')
				e++;
			if (e > p && memchr(p, '@', (size_t)(e - p)))
				return xstrndup(p, (size_t)(e - p));
		}
	}
	return NULL;
}

/* Headers GMime should see: those that describe the message, not its lost MIME. */
static int synthetic_header(const char *name)
{
	return strncasecmp(name, "Content-", 8) && strcasecmp(name, "MIME-Version") &&
	       strcasecmp(name, "Lines") && strcasecmp(name, "From_");
}

static int fields_from_headers(struct recovered *r, struct mail *m)
{
	struct buf text = BUF_INIT;
	GMimeStream *stream;
	GMimeParser *parser;
	GMimeMessage *msg;
	const char *from;
	int i;

	for (i = 0; i < r->nh; i++) {
		int y, mo, d, h, mi, sec;
		if (!synthetic_header(r->h[i].name) || !*r->h[i].value)
			continue;
		/* archives that print ISO dates (marc.info): UTC */
		if (!strcasecmp(r->h[i].name, "Date") &&
		    sscanf(r->h[i].value, "%4d-%2d-%2d %2d:%2d:%2d", &y, &mo, &d, &h, &mi, &sec) == 6 &&
		    mo >= 1 && mo <= 12) {
			static const char *const mon[] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun",
				"Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };
			buf_addf(&text, "Date: %d %s %d %02d:%02d:%02d +0000\n", d, mon[mo - 1], y, h, mi, sec);
			continue;
		}
		buf_addf(&text, "%s: %s\n", r->h[i].name, r->h[i].value);
	}
	buf_adds(&text, "\n");
	stream = g_mime_stream_mem_new_with_buffer(text.data, text.len);
	parser = g_mime_parser_new_with_stream(stream);
	msg = g_mime_parser_construct_message(parser, NULL);
	g_object_unref(parser);
	g_object_unref(stream);
	buf_release(&text);
	if (!msg)
		return -1;
	decode_fields(msg, m);
	g_object_unref(msg);
	from = recovered_get(r, "From");
	/* Archives that strip <...> leave "From: Remy Nonnenmacher": a name, no address. */
	if (from && !strchr(from, '@')) {
		free(m->from_name);
		free(m->from_addr);
		m->from_name = *from ? collapse_space(from) : NULL;
		m->from_addr = envelope_from(r);
	}
	return 0;
}

static void raw_hash(struct mail *m)
{
	char *hash = g_compute_checksum_for_data(G_CHECKSUM_SHA256,
						 (const guchar *)m->raw.data, m->raw.len);
	memcpy(m->raw_sha256, hash, 64);
	m->raw_sha256[64] = '\0';
	g_free(hash);
}

static void set_body(struct recovered *r, struct mail *m)
{
	size_t i, w = 0;
	char *valid;

	for (i = 0; i < r->body.len; i++)
		if (r->body.data[i] && r->body.data[i] != '\r')
			r->body.data[w++] = r->body.data[i];
	buf_setlen(&r->body, w);
	/* Archives show mbox-escaped text: the same one '>' off as for whole mail. */
	unescape_from_lines(&r->body);
	valid = g_utf8_make_valid(r->body.data, (gssize)r->body.len);
	buf_clear(&m->body);
	buf_adds(&m->body, valid);
	g_free(valid);
}

int recovered_to_mail(struct recovered *r, struct mail *m, int quality, struct buf *reason)
{
	m->recovered = 1;
	m->quality = quality;
	m->lost |= r->lost;
	if (r->signature) {
		m->pgp_status = "unverifiable";
		m->lost |= LOST_SIGNED_BYTES;
	}
	if (r->headerless || !r->nh) {
		if (!m->list) {
			buf_adds(reason, "no header fields, so no list: give --list for a post like this");
			return -1;
		}
		raw_hash(m);
		content_message_id(m);
		m->subject = subject_line(&r->body);
		m->from_name = signature_name(&r->body);
		m->lost |= LOST_HEADERS;
		buf_adds(&m->headers, "[]");
		set_body(r, m);
		return 0;
	}
	if (fields_from_headers(r, m) < 0) {
		buf_adds(reason, "the recovered header fields could not be parsed");
		return -1;
	}
	headers_json(r, m);
	free(m->list_from_header);
	m->list_from_header = list_guess(rec_get, r);
	set_body(r, m);
	return 0;
}
