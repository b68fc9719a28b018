/* sniff.c: what a file holds, told from its first bytes, never from its name */
#include "sniff.h"

#include <string.h>
#include <strings.h>

#include "../core/banned.h"

static const char *const known_names[] = {
	"Return-Path", "Delivered-To", "Received", "Received-SPF", "Message-ID", "Date",
	"From", "Sender", "Reply-To", "To", "Cc", "Bcc", "Subject", "References",
	"In-Reply-To", "MIME-Version", "User-Agent", "Precedence", "Organization",
	"Lines", "Errors-To", "Newsgroups", "Path", "Archived-At", "Thread-Topic",
	"Thread-Index", "Importance", "Priority", "Status", "Approved", "Followup-To",
	"Mail-Followup-To", "Authentication-Results", "Envelope-To", "Keywords",
	"Comments", "Mailing-List", "Delivery-Date", "Return-Receipt-To",
	"Disposition-Notification-To", "Face", "Openpgp", "Autocrypt",
};

static const char *const known_prefixes[] = {
	"X-", "List-", "Content-", "Resent-", "DKIM-", "ARC-", "Original-",
};

int known_header_name(const char *name, size_t len)
{
	size_t k;

	for (k = 0; k < sizeof(known_names) / sizeof(known_names[0]); k++)
		if (strlen(known_names[k]) == len && !strncasecmp(name, known_names[k], len))
			return 1;
	for (k = 0; k < sizeof(known_prefixes) / sizeof(known_prefixes[0]); k++) {
		size_t pl = strlen(known_prefixes[k]);
		if (len > pl && !strncasecmp(name, known_prefixes[k], pl))
			return 1;
	}
	return 0;
}

/* "Name: value" with a name that mail really carries (not "Re: subject"). */
static int header_line(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		char c = s[i];
		if (c == ':')
			return i > 0 && i + 1 < n && (s[i + 1] == ' ' || s[i + 1] == '\t') &&
			       known_header_name(s, i);
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		      c == '-' || c == '_'))
			return 0;
	}
	return 0;
}

/* A header block: a field on the first line and a field, fold or blank line on the next. */
static int message_start(const char *s, size_t n)
{
	const char *nl = memchr(s, '\n', n);
	size_t l1 = nl ? (size_t)(nl - s) : n;
	const char *next;
	size_t rest;

	if (!nl || !header_line(s, l1))
		return 0;
	next = nl + 1;
	rest = n - (size_t)(next - s);
	if (!rest || *next == ' ' || *next == '\t' || *next == '\n' || *next == '\r')
		return 1;
	nl = memchr(next, '\n', rest);
	return header_line(next, nl ? (size_t)(nl - next) : rest);
}

static int binary(const char *s, size_t n)
{
	size_t i, odd = 0;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c == 0)
			return 1;
		odd += c < 32 && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != 27;
	}
	return odd * 20 > n;
}

static int html(const char *s, size_t n)
{
	static const char *const marks[] = { "<!doctype html", "<html", "<head", "<body", "<title" };
	size_t i, k;

	for (i = 0; i < n && i < 1024; i++) {
		if (s[i] != '<')
			continue;
		for (k = 0; k < sizeof(marks) / sizeof(marks[0]); k++)
			if (n - i >= strlen(marks[k]) && !strncasecmp(s + i, marks[k], strlen(marks[k])))
				return 1;
	}
	return 0;
}

enum input_kind sniff_input(const char *head, size_t len)
{
	size_t skip = 0;

	if (len >= 2 && (unsigned char)head[0] == 0x1f && (unsigned char)head[1] == 0x8b)
		return INPUT_GZIP;
	if (len >= 3 && !memcmp(head, "\xef\xbb\xbf", 3))
		skip = 3;
	while (skip < len && (head[skip] == ' ' || head[skip] == '\t' || head[skip] == '\r' ||
			      head[skip] == '\n'))
		skip++;
	if (skip == len)
		return INPUT_EMPTY;
	head += skip;
	len -= skip;
	/* A From_ line of an mbox is short; flattened text starts with one too, but
	 * carries the whole message on it. */
	if (len >= 5 && !memcmp(head, "From ", 5) && memchr(head, '\n', len < 1000 ? len : 1000))
		return INPUT_MBOX;
	if (binary(head, len < 512 ? len : 512))
		return INPUT_BINARY;
	if (html(head, len))
		return INPUT_HTML;
	if (message_start(head, len))
		return INPUT_MESSAGE;
	return INPUT_TEXT;
}

const char *input_kind_name(enum input_kind k)
{
	static const char *const names[] = { "empty", "mbox", "gzip", "html", "message", "text",
					     "binary" };
	return names[k];
}
