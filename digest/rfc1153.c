/* rfc1153.c: the plain-text digest in RFC 1153 form: preamble, enclosed posts, trailer */
#include "render.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../core/log.h"
#include "../core/banned.h"

/*
 * RFC 1153 (April 1990), the form undigestifiers still split:
 *   - the digest's Subject: "LISTNAME Digest Vnn #nn" (volume: the ISO year;
 *     issue: the ISO week of the period's first day);
 *   - a preamble (heading line, "Today's Topics:", and our plain-text
 *     digest), then a line of 70 hyphens and a blank line;
 *   - each enclosed message: the headers Date, From, To, Cc, Subject,
 *     Message-ID, Keywords (those present, in that order), a blank line, the
 *     body without leading and trailing blank lines, where a line of exactly
 *     30 hyphens gets a blank for its first character;
 *   - after each message a blank line, 30 hyphens, a blank line;
 *   - the trailer "End of LISTNAME Digest Vnn #nn" and a line of asterisks
 *     as long.
 * The body is UTF-8 (decoded text), so the digest says so in MIME headers.
 */

static const char *const kept_headers[] = {
	"Date", "From", "To", "Cc", "Subject", "Message-ID", "Keywords", NULL,
};

static const char *const wday[] = { "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun" };
static const char *const mon[] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun",
				   "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };

/* "YYYY-MM-DD" (+ optional " HH:MM") -> RFC 5322 date in UTC */
static void rfc_date(struct buf *out, const char *day, const char *hhmm)
{
	long days;
	int y, mo, d;

	if (iso_date_days(day, &days) < 0 || sscanf(day, "%d-%d-%d", &y, &mo, &d) != 3) {
		buf_adds(out, "Thu, 01 Jan 1970 00:00:00 +0000");
		return;
	}
	buf_addf(out, "%s, %02d %s %04d %s:00 +0000", wday[((days + 3) % 7 + 7) % 7], d,
		 mon[mo - 1], y, hhmm ? hhmm : "00:00");
}

void digest_date_header(const struct digest_model *m, struct buf *out)
{
	char next[11], day[11];
	long days;

	if (m->is_thread) {
		const char *last = m->nthreads ? m->threads[0].last : NULL;
		if (last) {
			snprintf(day, sizeof(day), "%.10s", last);
			rfc_date(out, day, last + 11);
			return;
		}
		rfc_date(out, "1970-01-01", NULL);
		return;
	}
	iso_date_days(m->to, &days);
	iso_days_date(days + 1, next);
	rfc_date(out, next, NULL);
}

void digest_subject(const struct digest_model *m, struct buf *out)
{
	buf_addf(out, "%s Digest V%d #%d", m->list, m->volume, m->issue);
}

static void header_line(struct buf *out, const char *name, const char *value)
{
	const char *s;

	buf_adds(out, name);
	buf_adds(out, ": ");
	for (s = value; *s; s++)          /* a value cannot end the header block early */
		buf_addc(out, *s == '\n' || *s == '\r' ? ' ' : *s);
	buf_addc(out, '\n');
}

static void mail_headers(struct buf *out, const struct digest_mail *mail)
{
	json_error_t err;
	json_t *h = json_loads(mail->headers_json ? mail->headers_json : "[]", 0, &err);
	size_t i, k;

	for (k = 0; kept_headers[k]; k++) {
		int seen = 0;
		for (i = 0; h && i < json_array_size(h); i++) {
			json_t *pair = json_array_get(h, i);
			const char *name = json_string_value(json_array_get(pair, 0));
			const char *value = json_string_value(json_array_get(pair, 1));
			if (name && value && !strcasecmp(name, kept_headers[k])) {
				header_line(out, kept_headers[k], value);
				seen = 1;
			}
		}
		/* a post stored without its Message-ID header still names its id */
		if (!seen && !strcmp(kept_headers[k], "Message-ID")) {
			buf_adds(out, "Message-ID: <");
			buf_adds(out, mail->post->message_id);
			buf_adds(out, ">\n");
		}
	}
	json_decref(h);
}

/* The body without leading and trailing blank lines; 30-hyphen lines defused. */
static void mail_body(struct buf *out, const char *body)
{
	const char *s = body, *end = body + strlen(body);

	while (s < end) {                         /* leading blank lines */
		size_t len = strcspn(s, "\n");
		if (strspn(s, " \t\r") < len)
			break;
		s += len + (s[len] == '\n');
	}
	while (end > s && (end[-1] == '\n' || end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
		end--;                            /* trailing blank lines (and trailing space) */
	while (s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		size_t len = nl ? (size_t)(nl - s) : (size_t)(end - s);
		if (len == 30 && strspn(s, "-") == 30) {
			buf_addc(out, ' ');
			buf_add(out, s + 1, 29);
		} else {
			buf_add(out, s, len);
		}
		buf_addc(out, '\n');
		s += len + 1;
	}
}

static int add_mail(void *ctx, const struct digest_mail *mail)
{
	struct buf *out = ctx;

	mail_headers(out, mail);
	buf_addc(out, '\n');
	mail_body(out, mail->body ? mail->body : "");
	buf_adds(out, "\n------------------------------\n\n");
	return 0;
}

/* "Today's Topics:": each thread's subject with how many enclosed posts it has. */
static void topics(struct buf *out, const struct digest_model *m, const int *idx, size_t n)
{
	int *count = xcalloc(m->nthreads + 1, sizeof(*count));
	size_t i;

	buf_adds(out, "Today's Topics:\n\n");
	for (i = 0; i < n; i++)
		count[m->posts[idx[i]].thread]++;
	for (i = 0; i < n; i++) {
		int t = m->posts[idx[i]].thread;
		if (!count[t])
			continue;
		buf_adds(out, "   ");
		buf_adds(out, m->threads[t].subject);
		buf_addf(out, " (%d message%s)\n", count[t], count[t] == 1 ? "" : "s");
		count[t] = 0;                   /* each topic once, in order of first post */
	}
	if (!n)
		buf_adds(out, "   (no posts enclosed)\n");
	buf_addc(out, '\n');
	free(count);
}

int digest_rfc1153(struct db *db, struct digest_model *m, enum digest_posts which,
		   const char *summary, struct buf *out)
{
	struct buf subject = BUF_INIT, end = BUF_INIT, heading = BUF_INIT;
	int *idx = NULL, ret = -1;
	size_t n = digest_model_enclosed(m, which, &idx), i;

	digest_subject(m, &subject);
	buf_addf(out, "From: %s digest <%s-digest@schedlore.invalid>\n", m->list, m->list);
	buf_addf(out, "Subject: %s\nDate: ", subject.data);   /* To: is the mailer's */
	digest_date_header(m, out);
	buf_adds(out, "\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n"
		      "Content-Transfer-Encoding: 8bit\n\n");

	buf_addf(&heading, "%s Digest", m->list);
	buf_addf(out, "%-30s %-22.16s Volume %d : Issue %d\n\n", heading.data,
		 m->is_thread ? "thread" : m->from, m->volume, m->issue);
	topics(out, m, idx, n);
	buf_adds(out, summary);
	buf_trim_end(out);
	buf_adds(out, "\n\n----------------------------------------------------------------------\n\n");
	if (digest_each_mail(db, m, idx, n, add_mail, out) < 0)
		goto cleanup;
	buf_addf(&end, "End of %s", subject.data);
	buf_adds(out, end.data);
	buf_addc(out, '\n');
	for (i = 0; i < end.len; i++)
		buf_addc(out, '*');
	buf_addc(out, '\n');
	ret = 0;
cleanup:
	free(idx);
	buf_release(&subject);
	buf_release(&end);
	buf_release(&heading);
	return ret;
}
