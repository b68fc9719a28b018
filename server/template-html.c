/* template-html.c: a template's literal HTML read as a browser would, so each value knows where it stands */
#include "template-int.h"

#include <ctype.h>
#include <string.h>

#include "../core/banned.h"

/*
 * The states are a browser tokenizer's, as few as the question needs: text,
 * a tag and its name, attribute names, quoted and unquoted values, comments,
 * declarations, raw-text elements.  In a URL attribute the value is followed
 * further (start, path, query key, query value, fragment), since a path word
 * and a query argument are encoded differently.  "&amp;" inside a URL value
 * is one '&' (the templates write it so, as HTML asks).
 */

enum attr { A_PLAIN, A_URL, A_FORBIDDEN };
enum url { U_START, U_PATH, U_KEY_START, U_KEY, U_VALUE, U_FRAGMENT, U_OPAQUE };

/* elements whose content a browser does not parse as HTML: no value may stand there */
static const char *const raw_tags[] = { "script", "style", "xmp", "iframe", "noembed", "noframes",
					"plaintext", NULL };
static const char *const url_attrs[] = { "href", "src", "action", "formaction", "cite", "poster",
					 "background", "data", "ping", "xlink:href", "icon", "longdesc",
					 "usemap", "manifest", "codebase", NULL };

static int in_list(const char *const *list, const char *s)
{
	int i;

	for (i = 0; list[i]; i++)
		if (!strcmp(list[i], s))
			return i + 1;
	return 0;
}

static void name_start(struct tmpl_html *h, char c)
{
	h->name[0] = (char)tolower((unsigned char)c);
	h->nlen = 1;
	h->name[1] = '\0';
}

static void name_add(struct tmpl_html *h, char c)
{
	if (h->nlen + 1 < sizeof(h->name)) {
		h->name[h->nlen++] = (char)tolower((unsigned char)c);
		h->name[h->nlen] = '\0';
	}
}

static void attr_classify(struct tmpl_html *h)
{
	if (!strncmp(h->name, "on", 2) || !strcmp(h->name, "style") || !strcmp(h->name, "srcdoc"))
		h->attr = A_FORBIDDEN;
	else
		h->attr = in_list(url_attrs, h->name) ? A_URL : A_PLAIN;
}

static void tag_end(struct tmpl_html *h)
{
	h->st = h->raw ? S_RAW : S_TEXT;
}

int tmpl_html_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

/* '<' seen: what follows decides; returns the bytes used after the '<' */
static size_t after_lt(struct tmpl_html *h, const char *s, size_t n)
{
	if (!n) {
		h->st = S_LT;
		return 0;
	}
	if (n >= 3 && !memcmp(s, "!--", 3)) {
		h->st = S_COMMENT;
		return 3;
	}
	if (s[0] == '!' || s[0] == '?')
		h->st = S_DECL;
	else if (s[0] == '/')
		h->st = S_END_TAG;
	else if (isalpha((unsigned char)s[0]))
		h->st = S_TAG_NAME, h->raw = 0, name_start(h, s[0]);
	else
		h->st = S_TEXT;
	return 1;
}

static void url_step(struct tmpl_html *h, char c)
{
	if (h->url == U_OPAQUE)
		return;
	if (c == '#') {
		h->url = U_FRAGMENT;
	} else if (h->url == U_FRAGMENT) {
		return;
	} else if (c == '?' && (h->url == U_START || h->url == U_PATH)) {
		h->url = U_KEY_START;
	} else if (h->url == U_START || h->url == U_PATH) {
		h->url = U_PATH;
	} else if (c == '&') {
		h->url = U_KEY_START;
	} else if (c == '=' && (h->url == U_KEY || h->url == U_KEY_START)) {
		h->url = U_VALUE;
	} else if (h->url == U_KEY_START) {
		h->url = U_KEY;
	}
}

/* one byte of a quoted value; "&amp;" in a URL is one '&' */
static size_t value_step(struct tmpl_html *h, const char *s, size_t n, char quote)
{
	if (s[0] == quote) {
		h->st = S_IN_TAG;
		return 1;
	}
	if (h->attr != A_URL)
		return 1;
	url_step(h, s[0]);
	return s[0] == '&' && n >= 5 && !memcmp(s, "&amp;", 5) ? 5 : 1;
}

/* in raw text (<script> ...) until its end tag */
static size_t raw_step(struct tmpl_html *h, const char *s, size_t n)
{
	const char *tag = raw_tags[h->raw - 1];
	size_t k = strlen(tag);

	if (n >= k + 2 && s[0] == '<' && s[1] == '/' && !strncasecmp(s + 2, tag, k)) {
		h->st = S_END_TAG;
		h->raw = 0;
		return k + 2;
	}
	return 1;
}

static size_t tag_step(struct tmpl_html *h, const char *s, size_t n)
{
	char c = s[0];

	switch (h->st) {
	case S_TAG_NAME:
		if (tmpl_html_space(c) || c == '/' || c == '>') {
			h->raw = in_list(raw_tags, h->name);
			h->st = S_IN_TAG;
			if (c == '>')
				tag_end(h);
		} else {
			name_add(h, c);
		}
		return 1;
	case S_IN_TAG:
	case S_AFTER_ATTR_NAME:
		if (c == '>')
			tag_end(h);
		else if (c == '=' && h->st == S_AFTER_ATTR_NAME)
			attr_classify(h), h->st = S_BEFORE_VALUE;
		else if (c == '/')
			h->st = S_IN_TAG;
		else if (!tmpl_html_space(c))
			h->st = S_ATTR_NAME, name_start(h, c);
		return 1;
	case S_ATTR_NAME:
		if (c == '=')
			attr_classify(h), h->st = S_BEFORE_VALUE;
		else if (tmpl_html_space(c))
			h->st = S_AFTER_ATTR_NAME;
		else if (c == '>')
			tag_end(h);
		else if (c == '/')
			h->st = S_IN_TAG;
		else
			name_add(h, c);
		return 1;
	case S_BEFORE_VALUE:
		if (c == '"' || c == '\'')
			h->st = c == '"' ? S_VALUE_DQ : S_VALUE_SQ, h->url = U_START;
		else if (c == '>')
			tag_end(h);
		else if (!tmpl_html_space(c))
			h->st = S_VALUE_UNQ;
		return 1;
	default:
		return value_step(h, s, n, h->st == S_VALUE_DQ ? '"' : '\'');
	}
}

void tmpl_html_follow(struct tmpl_html *h, const char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		switch (h->st) {
		case S_TEXT:
			i++;
			if (s[i - 1] == '<')
				i += after_lt(h, s + i, n - i);
			break;
		case S_LT:
			i += after_lt(h, s + i, n - i);
			break;
		case S_VALUE_UNQ:
			if (tmpl_html_space(s[i]))
				h->st = S_IN_TAG;
			else if (s[i] == '>')
				tag_end(h);
			i++;
			break;
		case S_RAW:
			i += raw_step(h, s + i, n - i);
			break;
		case S_COMMENT:
			if (n - i >= 3 && !memcmp(s + i, "-->", 3))
				h->st = S_TEXT, i += 2;
			i++;
			break;
		case S_DECL:
		case S_END_TAG:
			if (s[i++] == '>')
				h->st = S_TEXT;
			break;
		default:
			i += tag_step(h, s + i, n - i);
		}
	}
}

void tmpl_html_end_name(struct tmpl_html *h)
{
	if (h->st == S_TAG_NAME) {
		h->raw = in_list(raw_tags, h->name);
		h->st = S_IN_TAG;
	}
}

int tmpl_html_same(const struct tmpl_html *a, const struct tmpl_html *b)
{
	if (a->st != b->st || a->raw != b->raw)
		return 0;
	if (a->st != S_VALUE_DQ && a->st != S_VALUE_SQ)
		return 1;
	return a->attr == b->attr && (a->attr != A_URL || a->url == b->url);
}

const char *tmpl_html_value(struct tmpl_html *h, enum tmpl_esc *esc)
{
	static const enum tmpl_esc by_url[] = { E_URL_START, E_URL_PATH, E_URL_QUERY, E_TEXT, E_URL_ARG,
					   E_URL_PATH, E_TEXT };

	*esc = E_TEXT;
	switch (h->st) {
	case S_TEXT:
		return NULL;
	case S_VALUE_DQ:
	case S_VALUE_SQ:
		if (h->attr == A_FORBIDDEN)
			return "a value in an on*=, style= or srcdoc= attribute (script or style)";
		if (h->attr == A_PLAIN)
			return NULL;
		if (h->url == U_KEY)
			return "a value inside a query argument's name";
		if (h->url == U_OPAQUE)
			return "a value after a whole URL";
		*esc = by_url[h->url];
		/* after a whole URL or a whole query string, no other value may follow at once */
		if (h->url == U_START)
			h->url = U_OPAQUE;
		else if (h->url == U_KEY_START)
			h->url = U_KEY;
		return NULL;
	case S_VALUE_UNQ:
	case S_BEFORE_VALUE:
		return "a value in an unquoted attribute";
	case S_RAW:
		return "a value inside <script>, <style> or another raw-text element";
	case S_COMMENT:
		return "a value inside an HTML comment";
	default:
		return "a value inside a tag, not in a quoted attribute value";
	}
}
