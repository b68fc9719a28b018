/* test-core.c: unit tests of the buffer, COPY escaping, header and UTF-8 helpers */
#include <stdlib.h>

#include "../../core/buf.h"
#include "../../core/db.h"
#include "../../core/utf8.h"
#include "../../core/wordset.h"
#include "../../ingest/decode.h"
#include "unit.h"

static void test_buf(void)
{
	struct buf b = BUF_INIT;
	char *p;
	size_t len;
	int i;

	CHECK(b.data && b.data[0] == '\0' && b.len == 0, "an empty buffer is a valid empty string");
	for (i = 0; i < 1000; i++)
		buf_addf(&b, "%d,", i);
	CHECK(b.len == strlen(b.data) && !strncmp(b.data, "0,1,2,", 6) &&
	      !strcmp(b.data + b.len - 4, "999,"), "buf_addf grows and stays NUL-terminated");
	buf_clear(&b);
	CHECK(b.len == 0 && b.data[0] == '\0' && b.cap > 0, "buf_clear keeps memory");
	buf_add(&b, "a\0b", 3);
	CHECK(b.len == 3 && b.data[3] == '\0' && b.data[1] == '\0', "buffers hold NUL bytes");
	buf_clear(&b);
	buf_adds(&b, "text \t\n");
	buf_trim_end(&b);
	CHECK_STR(b.data, "text", "buf_trim_end drops trailing white space");
	p = buf_detach(&b, &len);
	CHECK(len == 4 && b.len == 0 && b.data[0] == '\0', "buf_detach hands over and resets");
	free(p);
	p = buf_detach(&b, NULL);
	CHECK(p && p[0] == '\0', "detaching an empty buffer gives an allocated empty string");
	free(p);
	buf_release(&b);
}

static void test_copy_escaping(void)
{
	struct buf b = BUF_INIT;

	db_copy_field(&b, "a\\b\tc\nd\re", 9);
	CHECK_STR(b.data, "a\\\\b\\tc\\nd\\re", "COPY text escaping of backslash, tab, LF, CR");
	buf_release(&b);
}

static void test_headers(void)
{
	char *s;
	struct buf t = BUF_INIT;

	s = collapse_space("  Re: ULE\n\tvs  4BSD  ");
	CHECK_STR(s, "Re: ULE vs 4BSD", "folded header white space collapses");
	free(s);
	s = list_from_list_id("FreeBSD stable <freebsd-stable.freebsd.org>");
	CHECK_STR(s, "freebsd-stable", "List-Id gives the list name");
	free(s);
	s = list_from_list_id("<linux-kernel.vger.kernel.org>");
	CHECK_STR(s, "linux-kernel", "a bare List-Id gives the list name");
	free(s);
	s = list_from_list_id("<bad name!.example.org>");
	CHECK(s == NULL, "a List-Id that is no list name gives none");
	free(s);
	buf_adds(&t, ">From a\n>>From b\n> From c\nFrom d\n>From");
	unescape_from_lines(&t);
	CHECK_STR(t.data, "From a\n>From b\n> From c\nFrom d\n>From",
		  "one > comes off ^>+From lines only");
	buf_release(&t);
}

/* The one validator the HTML and Markdown writers share: what it passes, what it replaces. */
static void test_utf8(void)
{
#define U(s) (const unsigned char *)(s), sizeof(s) - 1
	CHECK(utf8_text_char(U("a")) == 1, "utf8: ASCII is one byte");
	CHECK(utf8_text_char(U("\xc3\xa9")) == 2, "utf8: e acute is two bytes");
	CHECK(utf8_text_char(U("\xe2\x82\xac")) == 3, "utf8: the euro sign is three bytes");
	CHECK(utf8_text_char(U("\xf0\x9f\x98\x80")) == 4, "utf8: an emoji is four bytes");
	CHECK(utf8_text_char(U("\xc3")) == -1, "utf8: a sequence cut short is refused");
	CHECK(utf8_text_char(U("\x80")) == -1, "utf8: a stray continuation byte is refused");
	CHECK(utf8_text_char(U("\xc0\xaf")) == -1, "utf8: an overlong form is refused");
	CHECK(utf8_text_char(U("\xe0\x80\xaf")) == -1, "utf8: an overlong three-byte form is refused");
	CHECK(utf8_text_char(U("\xed\xa0\x80")) == -1, "utf8: a surrogate is refused");
	CHECK(utf8_text_char(U("\xf4\x90\x80\x80")) == -1, "utf8: above U+10FFFF is refused");
	CHECK(utf8_text_char(U("\xc3(")) == -1, "utf8: a lead byte without its continuation is refused");
	CHECK(utf8_text_char(U("\xef\xbf\xbf")) == -3, "utf8: U+FFFF, which XML cannot hold, is replaced whole");
	CHECK(utf8_text_char(U("\xef\xbf\xbe")) == -3, "utf8: U+FFFE is replaced whole");
	CHECK(utf8_text_char(U("\xef\xb7\x90")) == -3, "utf8: the noncharacter U+FDD0 is replaced whole");
	CHECK(utf8_text_char(U("\xf4\x8f\xbf\xbf")) == -4, "utf8: U+10FFFF, a noncharacter, is replaced whole");
	CHECK(utf8_text_char(U("\xef\xbf\xbd")) == 3, "utf8: U+FFFD itself passes");
	CHECK(utf8_text_char(U("\xef\xb7\xb0")) == 3, "utf8: U+FDF0, past the noncharacters, passes");
	CHECK(utf8_text_char(U("\xf4\x8f\xbf\xbd")) == 4, "utf8: U+10FFFD passes");
#undef U
}

static void test_wordset(void)
{
	static const char *const list[] = { "faster", "slower", "on", NULL };
	struct wordset s;
	char name[16], *w;
	int i, rc = 0;

	wordset_init(&s);
	CHECK(!wordset_has(&s, "faster", 6), "an empty set holds no word");
	CHECK(wordset_add_list(&s, list) == 0 && wordset_add(&s, "par", 3) == 0 && s.count == 4,
	      "words are added from a list and one by one");
	CHECK(wordset_has(&s, "faster", 6) && wordset_has(&s, "on", 2) && wordset_has(&s, "par", 3),
	      "added words are members");
	CHECK(!wordset_has(&s, "fast", 4) && !wordset_has(&s, "Faster", 6) && !wordset_has(&s, "pa", 2),
	      "membership is exact: no prefixes, case counts");
	CHECK(wordset_has(&s, "faster than", 6), "a word is its n bytes, not up to a NUL");
	CHECK(wordset_add(&s, "on", 2) == 0 && s.count == 4, "adding a member again changes nothing");
	CHECK(wordset_may_have(&s, 'f', 'a', 6) && wordset_may_have(&s, 'p', 'a', 3) &&
	      !wordset_may_have(&s, '4', 'a', 6) && !wordset_may_have(&s, 'f', 'a', 9),
	      "a word's first bytes and length rule it out before its hash");
	wordset_init(&s);
	for (i = 0; i < WORDSET_SLOTS && rc == 0; i++) {
		snprintf(name, sizeof(name), "w%d", i);
		w = xstrdup(name);
		if ((rc = wordset_add(&s, w, strlen(w))) < 0)
			free(w);
	}
	CHECK(rc < 0 && s.count == WORDSET_SLOTS / 2, "a set refuses words beyond half its slots");
	for (i = 0; i < WORDSET_SLOTS; i++)
		free((void *)s.slot[i].w);
}

int main(void)
{
	test_buf();
	test_copy_escaping();
	test_headers();
	test_utf8();
	test_wordset();
	UNIT_DONE();
}
