/* qp-residue.c: telling quoted-printable residue ("=20" at a line end) from "name=value" text */
#include "qp-residue.h"

#include "../core/banned.h"

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* The byte of the escape at s[i], or -1 where there is none. */
static int escape_at(const char *s, size_t len, size_t i)
{
	if (i + 3 > len)
		return -1;
	if (s[i] != '=' || hexval(s[i + 1]) < 0 || hexval(s[i + 2]) < 0)
		return -1;
	return hexval(s[i + 1]) * 16 + hexval(s[i + 2]);
}

/* Only spaces and tabs between s[i] and the end of the line (or a soft line break). */
static int ends_line(const char *s, size_t len, size_t i)
{
	while (i < len && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r'))
		i++;
	if (i + 1 < len && s[i] == '=' && s[i + 1] == '\n')
		return 1;
	return i == len || s[i] == '\n';
}

int qp_residue_at(const char *s, size_t len, size_t i)
{
	int byte = escape_at(s, len, i);
	size_t first = i, end = i + 3;

	if (byte < 0)
		return -1;
	/* the run of escapes around this one: "=A0=20", "=C3=A9" */
	while (first >= 3 && escape_at(s, len, first - 3) >= 0)
		first -= 3;
	while (escape_at(s, len, end) >= 0)
		end += 3;
	if (end - first >= 6 || byte >= 0xA0)
		return byte;
	if ((byte == 0x20 || byte == 0x09) && ends_line(s, len, end))
		return byte;
	return -1;
}

int qp_residue_blank(int byte)
{
	return byte == 0x20 || byte == 0x09 || byte == 0xA0;
}
