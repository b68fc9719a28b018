/* test-digest.c: ISO weeks, Markdown escaping through cmark, the MIME digest parsed back by GMime */
#include <gmime/gmime.h>
#include <stdlib.h>

#include "../../core/buf.h"
#include "../../digest/digest.h"
#include "../../digest/markdown.h"
#include "../../digest/render.h"
#include "unit.h"

static void test_weeks(void)
{
	static const struct { const char *date, *week; } cases[] = {
		{ "2007-10-19", "2007-W42" },   /* corpus 000 */
		{ "2007-09-17", "2007-W38" },   /* corpus 003 */
		{ "2005-05-06", "2005-W18" },   /* corpus 002 */
		{ "2013-01-09", "2013-W02" },   /* corpus 004 */
		{ "2005-01-01", "2004-W53" },   /* a Saturday in the last week of 2004 */
		{ "2008-12-29", "2009-W01" },   /* a Monday in week 1 of the next year */
		{ "2010-01-03", "2009-W53" },
		{ "2007-01-01", "2007-W01" },
		{ "2000-02-29", "2000-W09" },
	};
	char from[11], to[11], week[9];
	long days;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		CHECK(iso_week_of(cases[i].date, week) == 0, "%s has an ISO week", cases[i].date);
		CHECK_STR(week, cases[i].week, "%s is in %s", cases[i].date, cases[i].week);
	}
	CHECK(iso_week_range("2007-W42", from, to) == 0, "2007-W42 is a week");
	CHECK_STR(from, "2007-10-15", "2007-W42 starts on Monday 15 October");
	CHECK_STR(to, "2007-10-22", "and ends before Monday 22 October");
	CHECK(iso_week_range("2004-W53", from, to) == 0 && !strcmp(from, "2004-12-27"),
	      "2004 has a week 53");
	CHECK(iso_week_range("2007-W53", from, to) < 0, "2007 has no week 53");
	CHECK(iso_week_range("2007-W00", from, to) < 0, "there is no week 0");
	CHECK(iso_week_range("2007-42", from, to) < 0, "a week needs its W");
	CHECK(iso_week_range("2007-W42x", from, to) < 0, "trailing bytes are refused");
	CHECK(iso_date_days("2007-02-29", &days) < 0, "2007-02-29 is not a date");
	CHECK(iso_date_days("1970-01-01", &days) == 0 && days == 0, "day 0 is 1970-01-01");
	iso_days_date(13805, from);
	CHECK_STR(from, "2007-10-19", "day 13805 is 2007-10-19");
}

/* Render untrusted text alone through cmark: nothing but a paragraph may come out. */
static void render_text(const char *s, struct buf *html)
{
	struct buf md = BUF_INIT;

	md(&md, "Text: ");
	md_text(&md, s);
	md(&md, "\n\n| a | b |\n|---|---|\n| ");
	md_text(&md, s);
	md(&md, " | x |\n\n- ");
	md_text(&md, s);          /* at the start of a list item: no block may start */
	md(&md, "\n");
	buf_clear(html);
	digest_md_to_html(md.data, md.len, "t", 0, html);
	buf_release(&md);
}

static int only_safe_tags(const char *html)
{
	static const char *const allowed[] = { "<div", "</div", "<p>", "</p>", "<table", "</table",
		"<thead", "</thead", "<tbody", "</tbody", "<tr", "</tr", "<th", "</th", "<td",
		"</td", "<ul>", "</ul>", "<li>", "</li>", NULL };
	const char *p;
	int i;

	for (p = strchr(html, '<'); p; p = strchr(p + 1, '<')) {
		for (i = 0; allowed[i]; i++)
			if (!strncmp(p, allowed[i], strlen(allowed[i])))
				break;
		if (!allowed[i]) {
			printf("# unexpected markup: %.40s\n", p);
			return 0;
		}
	}
	return 1;
}

static void test_md_text(void)
{
	static const char *const hostile[] = {
		"<img src=x onerror=alert(1)>",
		"[x](javascript:alert(1))",
		"![i](http://evil.example/x.png)",
		"<script>alert(1)</script>",
		"<http://evil.example/>",
		"*em* _em_ **strong** `code` ~~del~~",
		"# heading",
		"- item",
		"+ item",
		"1. item",
		"3) item",
		"> quote",
		"    indented code",
		"```\nfence\n```",
		"line one\n===",
		"&lt;b&gt; &amp; &#60;i&#62;",
		"a | b | c",
		"[ref]: http://evil.example/",
		"[ref]",
		"trailing backslash \\",
		"hard  \nbreak",
		"\x01\x7f control \xff\xfe invalid",
		"www.evil.example http://evil.example/",
		"\x1d" "0) after a control byte",      /* found by fuzz-digest-md */
		"\x1a" "1. after a control byte",
	};
	struct buf b = BUF_INIT, html = BUF_INIT;
	size_t i;

	md_text(&b, "ULE vs. 4BSD in RELENG_7: 2.6.23-rc6 is 0.8% faster");
	CHECK_STR(b.data, "ULE vs. 4BSD in RELENG\\_7: 2.6.23-rc6 is 0.8% faster",
		  "md_text leaves ordinary subjects readable");
	buf_clear(&b);
	md_text(&b, "  1. first\n\tsecond ");
	CHECK_STR(b.data, "1\\. first second", "md_text collapses space and defuses a list start");
	for (i = 0; i < sizeof(hostile) / sizeof(hostile[0]); i++) {
		render_text(hostile[i], &html);
		CHECK(html.len && only_safe_tags(html.data) && !strstr(html.data, "href") &&
		      !strstr(html.data, "src=\""),
		      "hostile text %zu renders as text only", i);
	}
	render_text("<img src=x onerror=alert(1)>", &html);
	CHECK(strstr(html.data, "&lt;img src=x onerror=alert(1)&gt;") != NULL,
	      "an <img> tag in mail shows as its text");
	render_text("[x](javascript:alert(1))", &html);
	CHECK(strstr(html.data, "[x](javascript:alert(1))") != NULL,
	      "Markdown link syntax in mail shows as its text");
	buf_clear(&b);
	md_link(&b, "a]b", "http://h/a b(c)<d>");
	CHECK_STR(b.data, "[a\\]b](<http://h/a%20b%28c%29%3Cd%3E>)", "md_link escapes text and URL");
	buf_clear(&b);
	md_int(&b, 1234567);
	CHECK_STR(b.data, "1,234,567", "md_int groups thousands");
	buf_release(&b);
	buf_release(&html);
}

static const char post1[] =
	"Message-ID: <p1@example.org>\n"
	"Date: Fri, 19 Oct 2007 12:00:00 +0200\n"
	"From: Kris Kennaway <kris@example.org>\n"
	"Subject: =?UTF-8?Q?Re:_ULE_vs._4BSD_caf=C3=A9?=\n"
	"Content-Type: text/plain; charset=UTF-8\n"
	"Content-Transfer-Encoding: 8bit\n"
	"\n"
	"4BSD: 3:25.56\nULE: 3:39.20\ncaf\xc3\xa9\n";
static const char post2[] =
	"Message-ID: <p2@example.org>\n"
	"From: Jeff Roberson <jeff@example.org>\n"
	"Subject: <img src=x onerror=alert(1)>\n"
	"MIME-Version: 1.0\n"
	"Content-Type: multipart/signed; micalg=pgp-sha1; protocol=\"application/pgp-signature\"; boundary=\"b1\"\n"
	"\n"
	"--b1\nContent-Type: text/plain\n\n[x](javascript:alert(1))\n"
	"--b1\nContent-Type: application/pgp-signature\n\n-----BEGIN PGP SIGNATURE-----\nAAAA\n-----END PGP SIGNATURE-----\n"
	"--b1--\n";

static char *write_part(GMimeObject *o)
{
	GMimeStream *s = g_mime_stream_mem_new();
	GByteArray *a;
	char *out;

	g_mime_object_write_to_stream(o, NULL, s);
	a = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(s));
	out = xstrndup((const char *)a->data, a->len);
	g_object_unref(s);
	return out;
}

static void test_mime(void)
{
	struct digest_model m;
	struct digest_mime *dm;
	struct buf out = BUF_INIT;
	GMimeStream *stream;
	GMimeParser *parser;
	GMimeMessage *msg;
	GMimeObject *top, *dig;
	const char *posts[2] = { post1, post2 };
	int i, n;

	memset(&m, 0, sizeof(m));
	m.list = "freebsd-stable";
	m.is_week = 1;
	snprintf(m.from, sizeof(m.from), "2007-10-15");
	snprintf(m.to, sizeof(m.to), "2007-10-21");
	m.volume = 2007;
	m.issue = 42;
	dm = digest_mime_new(&m, "Posts enclosed (2):\n\n   1. ...\n");
	for (i = 0; i < 2; i++)
		CHECK(digest_mime_add(dm, (const unsigned char *)posts[i], strlen(posts[i])) == 0,
		      "post %d is added", i + 1);
	digest_mime_finish(dm, &out);

	stream = g_mime_stream_mem_new_with_buffer(out.data, out.len);
	parser = g_mime_parser_new_with_stream(stream);
	msg = g_mime_parser_construct_message(parser, NULL);
	CHECK(msg != NULL, "the MIME digest parses back with GMime");
	if (!msg)
		return;
	CHECK_STR(g_mime_message_get_subject(msg), "freebsd-stable Digest V2007 #42", "its subject");
	top = g_mime_message_get_mime_part(msg);
	CHECK(GMIME_IS_MULTIPART(top) && g_mime_multipart_get_count(GMIME_MULTIPART(top)) == 2,
	      "it is multipart/mixed of two parts");
	CHECK(GMIME_IS_TEXT_PART(g_mime_multipart_get_part(GMIME_MULTIPART(top), 0)),
	      "the first part is the text table of contents");
	dig = g_mime_multipart_get_part(GMIME_MULTIPART(top), 1);
	CHECK(GMIME_IS_MULTIPART(dig) &&
	      g_mime_content_type_is_type(g_mime_object_get_content_type(dig), "multipart", "digest"),
	      "the second part is multipart/digest");
	n = GMIME_IS_MULTIPART(dig) ? g_mime_multipart_get_count(GMIME_MULTIPART(dig)) : 0;
	CHECK(n == 2, "it holds both posts");
	for (i = 0; i < n && i < 2; i++) {
		GMimeObject *part = g_mime_multipart_get_part(GMIME_MULTIPART(dig), i);
		GMimeMessage *inner = GMIME_IS_MESSAGE_PART(part) ?
			g_mime_message_part_get_message(GMIME_MESSAGE_PART(part)) : NULL;
		char *bytes;

		CHECK(inner != NULL, "part %d is message/rfc822", i + 1);
		if (!inner)
			continue;
		CHECK_STR(g_mime_message_get_message_id(inner), i ? "p2@example.org" : "p1@example.org",
			  "part %d carries its Message-ID", i + 1);
		bytes = write_part(GMIME_OBJECT(inner));
		CHECK_STR(bytes, posts[i], "part %d is the post byte for byte", i + 1);
		free(bytes);
	}
	g_object_unref(msg);
	g_object_unref(parser);
	g_object_unref(stream);
	buf_release(&out);
}

/*
 * With DIGEST_MIME_IN=FILE and DIGEST_MIME_OUT=DIR (t4100): FILE, a MIME
 * digest that 'schedlore digest --format mime' wrote, parsed with GMime; each
 * enclosed message is written back as DIR/N.eml, for the test to compare with
 * the stored posts.
 */
static int split_mime(const char *in, const char *dir)
{
	GMimeStream *stream = g_mime_stream_file_open(in, "r", NULL);
	GMimeParser *parser;
	GMimeMessage *msg;
	GMimeObject *top, *dig;
	int i, n;

	CHECK(stream != NULL, "'%s' opens", in);
	if (!stream)
		return 1;
	parser = g_mime_parser_new_with_stream(stream);
	msg = g_mime_parser_construct_message(parser, NULL);
	CHECK(msg != NULL, "the MIME digest parses back with GMime");
	top = msg ? g_mime_message_get_mime_part(msg) : NULL;
	dig = GMIME_IS_MULTIPART(top) && g_mime_multipart_get_count(GMIME_MULTIPART(top)) == 2 ?
		g_mime_multipart_get_part(GMIME_MULTIPART(top), 1) : NULL;
	CHECK(dig && GMIME_IS_MULTIPART(dig) &&
	      g_mime_content_type_is_type(g_mime_object_get_content_type(dig), "multipart", "digest"),
	      "its second part is multipart/digest");
	n = dig && GMIME_IS_MULTIPART(dig) ? g_mime_multipart_get_count(GMIME_MULTIPART(dig)) : 0;
	for (i = 0; i < n; i++) {
		GMimeObject *part = g_mime_multipart_get_part(GMIME_MULTIPART(dig), i);
		GMimeMessage *inner = GMIME_IS_MESSAGE_PART(part) ?
			g_mime_message_part_get_message(GMIME_MESSAGE_PART(part)) : NULL;
		char path[4096], *bytes;
		FILE *f;

		if (!inner) {
			CHECK(0, "part %d is message/rfc822", i + 1);
			continue;
		}
		snprintf(path, sizeof(path), "%s/%d.eml", dir, i + 1);
		bytes = write_part(GMIME_OBJECT(inner));
		f = fopen(path, "w");
		CHECK(f && fputs(bytes, f) >= 0 && fclose(f) == 0, "part %d written to '%s'", i + 1, path);
		free(bytes);
	}
	CHECK(n > 0, "it encloses %d messages", n);
	if (msg)
		g_object_unref(msg);
	g_object_unref(parser);
	g_object_unref(stream);
	UNIT_DONE();
}

int main(void)
{
	g_mime_init();
	if (getenv("DIGEST_MIME_IN") && getenv("DIGEST_MIME_OUT"))
		return split_mime(getenv("DIGEST_MIME_IN"), getenv("DIGEST_MIME_OUT"));
	test_weeks();
	test_md_text();
	test_mime();
	UNIT_DONE();
}
