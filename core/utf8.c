/* utf8.c: UTF-8 validation, for the writers that must never pass invalid bytes or noncharacters on */
#include "utf8.h"

#include "banned.h"

/* the length of the valid UTF-8 sequence at s and its code point, or 0 */
static size_t sequence(const unsigned char *s, size_t n, unsigned *code_point)
{
	size_t len, i;
	unsigned cp;

	if (s[0] < 0x80) {
		*code_point = s[0];
		return 1;
	}
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2, cp = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3, cp = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4, cp = s[0] & 0x07;
	else
		return 0;
	if (len > n)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = (cp << 6) | (s[i] & 0x3f);
	}
	if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	*code_point = cp;
	return len;
}

static int noncharacter(unsigned cp)
{
	return (cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) == 0xfffe;
}

int utf8_text_char(const unsigned char *s, size_t n)
{
	unsigned cp;
	size_t len = sequence(s, n, &cp);

	if (!len)
		return -1;
	return noncharacter(cp) ? -(int)len : (int)len;
}
