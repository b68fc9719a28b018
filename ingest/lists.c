/* lists.c: which mailing list a message belongs to, from whatever headers it kept */
#include "lists.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../core/buf.h"
#include "decode.h"
#include "../core/banned.h"

/*
 * Hosts of lists; prefix is what the list names start with.  FreeBSD.org also
 * holds developers' own addresses, so there only freebsd-* and the short
 * aliases below (current@ is freebsd-current@) count.
 */
static const struct { const char *host; const char *prefix; } list_hosts[] = {
	{ "freebsd.org", "freebsd-" },
	{ "lists.freebsd.org", "freebsd-" },
	{ "vger.kernel.org", "" },
	{ "lists.linux-foundation.org", "" },
	{ "lists.openbsd.org", "" },
	{ "netbsd.org", "" },
	{ "vds.kolivas.org", "" },
};

static const char *const freebsd_aliases[] = {
	"current", "stable", "hackers", "arch", "net", "fs", "questions", "performance",
	"smp", "amd64", "threads", "scsi", "ports", "security", "arm", "mobile",
};

static int freebsd_list(const char *local, size_t len)
{
	size_t i;

	if (len > 8 && !strncasecmp(local, "freebsd-", 8))
		return 1;
	for (i = 0; i < sizeof(freebsd_aliases) / sizeof(freebsd_aliases[0]); i++)
		if (len == strlen(freebsd_aliases[i]) && !strncasecmp(local, freebsd_aliases[i], len))
			return 1;
	return 0;
}

static int name_char(char c, int first)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       (!first && (c == '-' || c == '_' || c == '.'));
}

/* LEN bytes of S as a list name, lower-cased, or NULL if not one. */
static char *make_name(const char *prefix, const char *s, size_t len)
{
	struct buf b = BUF_INIT;
	size_t i;

	if (!len)
		return NULL;
	if (prefix && *prefix && strncasecmp(s, prefix, strlen(prefix)))
		buf_adds(&b, prefix);
	for (i = 0; i < len; i++) {
		char c = s[i];
		if (!name_char(c, i == 0 && !b.len)) {
			buf_release(&b);
			return NULL;
		}
		buf_addc(&b, (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c);
	}
	return buf_detach(&b, NULL);
}

char *list_from_address(const char *addr, int any_host)
{
	const char *at, *start, *end, *host;
	size_t i, hlen;

	if (!addr || !(at = strchr(addr, '@')))
		return NULL;
	for (start = at; start > addr && name_char(start[-1], 0) && start[-1] != '.'; start--)
		;
	while (start < at && !name_char(*start, 1))
		start++;
	host = at + 1;
	for (end = host; name_char(*end, 0); end++)
		;
	hlen = (size_t)(end - host);
	if (!strncasecmp(start, "owner-", 6))
		start += 6;
	for (i = 0; i < sizeof(list_hosts) / sizeof(list_hosts[0]); i++)
		if (hlen == strlen(list_hosts[i].host) && !strncasecmp(host, list_hosts[i].host, hlen)) {
			if (*list_hosts[i].prefix && !any_host &&
			    !freebsd_list(start, (size_t)(at - start)))
				return NULL;
			return make_name(list_hosts[i].prefix, start, (size_t)(at - start));
		}
	if (any_host)
		return make_name(NULL, start, (size_t)(at - start));
	return NULL;
}

/* The first address in VALUE at a known list host. */
static char *list_in_recipients(const char *value)
{
	const char *p = value;
	char *name;

	while (p && (p = strchr(p, '@'))) {
		const char *start = p;
		while (start > value && name_char(start[-1], 0))
			start--;
		if ((name = list_from_address(start, 0)))
			return name;
		p++;
	}
	return NULL;
}

static char *owner_list(const char *value)
{
	const char *p;

	if (!value || !(p = strcasestr(value, "owner-")))
		return NULL;
	if (!strchr(p, '@'))
		return NULL;
	return list_from_address(p, 1);
}

char *list_guess(header_get_fn get, void *ctx)
{
	const char *v;
	char *name = NULL;

	if ((v = get(ctx, "List-Id")) && strchr(v, '<') && (name = list_from_list_id(v)))
		return name;
	if ((v = get(ctx, "X-BeenThere")) && (name = list_from_address(v, 1)))
		return name;
	if ((v = get(ctx, "X-Mailing-List")) && (name = list_from_address(v, 1)))
		return name;
	if ((v = get(ctx, "List-Post")) && (name = list_from_address(v, 1)))
		return name;
	if ((name = owner_list(get(ctx, "Sender"))) || (name = owner_list(get(ctx, "Return-Path"))) ||
	    (name = owner_list(get(ctx, "From_"))))
		return name;
	if ((v = get(ctx, "To")) && (name = list_in_recipients(v)))
		return name;
	if ((v = get(ctx, "Cc")) && (name = list_in_recipients(v)))
		return name;
	return NULL;
}
