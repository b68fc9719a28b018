/* gmime-fix.c: checks for two decoding bugs of GMime 3.2.10-3.2.13, and their work-arounds */
#include "gmime-fix.h"

#include <stdlib.h>
#include <string.h>

#include "../core/banned.h"

static int b64_value(char c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 26;
	if (c >= '0' && c <= '9')
		return c - '0' + 52;
	if (c == '+')
		return 62;
	if (c == '/')
		return 63;
	return -1;
}

void base64_decode_lenient(const char *in, size_t len, struct buf *out)
{
	unsigned acc = 0;
	int bits = 0;
	size_t i;

	for (i = 0; i < len; i++) {
		int v = in[i] == '=' ? -2 : b64_value(in[i]);
		if (v == -2) {
			/* Padding: what is left of the quantum is no data; a new run may follow. */
			acc = 0;
			bits = 0;
			continue;
		}
		if (v < 0)
			continue;
		acc = (acc << 6) | (unsigned)v;
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			buf_addc(out, (char)((acc >> bits) & 0xff));
		}
	}
}

static char *gmime_base64(const char *in)
{
	GMimeStream *mem = g_mime_stream_mem_new();
	GMimeStream *filtered = g_mime_stream_filter_new(mem);
	GMimeFilter *f = g_mime_filter_basic_new(GMIME_CONTENT_ENCODING_BASE64, FALSE);
	GByteArray *bytes;
	char *out;

	g_mime_stream_filter_add(GMIME_STREAM_FILTER(filtered), f);
	g_mime_stream_write(filtered, in, strlen(in));
	g_mime_stream_flush(filtered);
	bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(mem));
	out = xstrndup((const char *)bytes->data, bytes->len);
	g_object_unref(f);
	g_object_unref(filtered);
	g_object_unref(mem);
	return out;
}

int gmime_bug_base64_pad(void)
{
	static int known = -1;

	if (known < 0) {
		char *got = gmime_base64("Zm9vYg==\nYmFy\n");
		known = strcmp(got, "foobbar") != 0;
		free(got);
	}
	return known;
}

int gmime_bug_split_words(void)
{
	static int known = -1;

	if (known < 0) {
		char *got = g_mime_utils_header_decode_text(NULL, "=?UTF-8?B?Y2Fmww==?= =?UTF-8?B?qQ==?=");
		known = !got || strcmp(got, "caf\xc3\xa9") != 0;
		g_free(got);
	}
	return known;
}

struct word {
	const char *start, *end;          /* the whole =?...?= */
	const char *cs, *text;
	size_t cs_len, text_len;
	char enc;                         /* 'B' or 'Q' */
};

/* An encoded word at P, or 0. */
static int parse_word(const char *p, struct word *w)
{
	const char *q, *e;

	if (p[0] != '=' || p[1] != '?')
		return 0;
	w->start = p;
	w->cs = p + 2;
	if (!(q = strchr(w->cs, '?')) || q == w->cs)
		return 0;
	w->cs_len = (size_t)(q - w->cs);
	if (memchr(w->cs, ' ', w->cs_len))
		return 0;
	w->enc = (char)g_ascii_toupper(q[1]);
	if ((w->enc != 'B' && w->enc != 'Q') || q[2] != '?')
		return 0;
	w->text = q + 3;
	for (e = w->text; *e && *e != '?' && *e != ' ' && *e != '\t' && *e != '\r' && *e != '\n'; e++)
		;
	if (e[0] != '?' || e[1] != '=')
		return 0;
	w->text_len = (size_t)(e - w->text);
	w->end = e + 2;
	return 1;
}

static void word_bytes(const struct word *w, struct buf *out)
{
	size_t i;

	if (w->enc == 'B') {
		base64_decode_lenient(w->text, w->text_len, out);
		return;
	}
	for (i = 0; i < w->text_len; i++) {
		char c = w->text[i];
		if (c == '_') {
			buf_addc(out, ' ');
		} else if (c == '=' && i + 2 < w->text_len && g_ascii_isxdigit(w->text[i + 1]) &&
			   g_ascii_isxdigit(w->text[i + 2])) {
			buf_addc(out, (char)(g_ascii_xdigit_value(w->text[i + 1]) * 16 +
					     g_ascii_xdigit_value(w->text[i + 2])));
			i += 2;
		} else {
			buf_addc(out, c);
		}
	}
}

/* The word after W across linear white space only, if it has W's charset. */
static int next_same(const struct word *w, struct word *next)
{
	const char *p = w->end;

	while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
		p++;
	if (p == w->end || !parse_word(p, next))
		return 0;
	return next->cs_len == w->cs_len && !g_ascii_strncasecmp(next->cs, w->cs, w->cs_len);
}

/* Merge the run that starts with FIRST into OUT; returns where the run ends. */
static const char *merge_run(const struct word *first, struct buf *out, int *merged)
{
	struct word w = *first, next;
	struct buf bytes = BUF_INIT;
	int n = 1, any_b = w.enc == 'B';
	gchar *b64;

	word_bytes(&w, &bytes);
	while (next_same(&w, &next)) {
		word_bytes(&next, &bytes);
		any_b |= next.enc == 'B';
		w = next;
		n++;
	}
	if (n < 2 || !any_b) {
		buf_add(out, first->start, (size_t)(w.end - first->start));
	} else {
		b64 = g_base64_encode((const guchar *)bytes.data, bytes.len);
		buf_adds(out, "=?");
		buf_add(out, first->cs, first->cs_len);
		buf_adds(out, "?B?");
		buf_adds(out, b64);
		buf_adds(out, "?=");
		g_free(b64);
		*merged = 1;
	}
	buf_release(&bytes);
	return w.end;
}

char *rfc2047_merge_words(const char *raw)
{
	struct buf out = BUF_INIT;
	const char *p = raw;
	struct word w;
	int merged = 0;

	if (!raw || !strstr(raw, "?="))
		return NULL;
	while (*p) {
		if (parse_word(p, &w)) {
			p = merge_run(&w, &out, &merged);
			continue;
		}
		buf_addc(&out, *p++);
	}
	if (!merged) {
		buf_release(&out);
		return NULL;
	}
	return buf_detach(&out, NULL);
}

void gmime_fix_headers(GMimeObject *obj)
{
	GMimeHeaderList *list;
	int i, n;

	if (!gmime_bug_split_words())
		return;
	list = g_mime_object_get_header_list(obj);
	n = g_mime_header_list_get_count(list);
	for (i = 0; i < n; i++) {
		GMimeHeader *h = g_mime_header_list_get_header_at(list, i);
		char *fixed = rfc2047_merge_words(g_mime_header_get_raw_value(h));
		if (fixed) {
			/* Setting the raw value makes GMime parse the field again (subject, addresses). */
			g_mime_header_set_raw_value(h, fixed);
			free(fixed);
		}
	}
}
