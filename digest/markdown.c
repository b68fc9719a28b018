/* markdown.c: the digest as Markdown, sentences filled from the model, mail text escaped */
#include "markdown.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "model.h"
#include "../core/banned.h"

void md_raw_UNSAFE(struct buf *b, const char *markup)
{
	buf_adds(b, markup);
}

/* Length of a valid UTF-8 sequence at s (at most n bytes), or 0. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
	size_t len, i;
	unsigned cp;

	if (s[0] < 0x80)
		return 1;
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
	return len;
}

/*
 * Which bytes need a backslash.  Everywhere: the characters that open or
 * close an inline construct (\ ` * _ [ ] < > & | ~; '!' and '(' do nothing
 * once '[' is escaped, and ':' nothing once '<' is).  At the start of the
 * text also the block openers (# + - = and an ordered-list "1." or "1)"),
 * because a caller may put the text at the start of a line.  Escaping only
 * these keeps the Markdown source readable ("2.6.23-rc6", "ULE vs. 4BSD").
 */
static int inline_special(unsigned char c)
{
	return c && strchr("\\`*_[]<>&|~", c) != NULL;
}

void md_textn(struct buf *b, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, len, digits;
	int space = 0, start = 1;

	/* leading white space and control bytes go, so the text starts no code block */
	while (i < n && (p[i] <= 0x20 || p[i] == 0x7f))
		i++;
	for (digits = 0; i + digits < n && p[i + digits] >= '0' && p[i + digits] <= '9'; digits++)
		;
	for (; i < n; i += len) {
		len = 1;
		if (p[i] <= 0x20 || p[i] == 0x7f) {
			space = 1;                      /* white space and control bytes */
			digits = 0;
			continue;
		}
		if (space)
			buf_addc(b, ' ');
		space = 0;
		if (p[i] >= 0x80) {
			if (!(len = utf8_len(p + i, n - i))) {
				buf_adds(b, "\xef\xbf\xbd");
				len = 1;
			} else {
				buf_add(b, s + i, len);
			}
			start = 0;
			digits = 0;
			continue;
		}
		if (inline_special(p[i]) || (start && strchr("#+-=", p[i])) ||
		    (digits && (p[i] == '.' || p[i] == ')')))
			buf_addc(b, '\\');
		buf_addc(b, (char)p[i]);
		start = 0;
		if (!(p[i] >= '0' && p[i] <= '9'))
			digits = 0;
	}
}

void md_text(struct buf *b, const char *s)
{
	if (s)
		md_textn(b, s, strlen(s));
}

void md_int(struct buf *b, long long v)
{
	char digits[32];
	int n, i;

	if (v < 0) {
		buf_addc(b, '-');
		v = -v;
	}
	n = snprintf(digits, sizeof(digits), "%lld", v);
	for (i = 0; i < n; i++) {
		if (i && (n - i) % 3 == 0)
			buf_addc(b, ',');
		buf_addc(b, digits[i]);
	}
}

void md_num(struct buf *b, double v, int decimals)
{
	if (!isfinite(v)) {
		buf_adds(b, "n/a");
		return;
	}
	buf_addf(b, "%.*f", decimals, v);
}

void md_link(struct buf *b, const char *text, const char *url)
{
	static const char hex[] = "0123456789ABCDEF";
	const unsigned char *p;

	buf_addc(b, '[');
	md_text(b, text);
	buf_adds(b, "](<");
	for (p = (const unsigned char *)url; *p; p++) {
		if (*p > 0x20 && *p < 0x7f && !strchr("<>\\\"'`()[] ", *p))
			buf_addc(b, (char)*p);
		else
			buf_addf(b, "%%%c%c", hex[*p >> 4], hex[*p & 15]);
	}
	buf_adds(b, ">)");
}

/* --- sentences --- */

static void plural(struct buf *b, long long n, const char *one, const char *many)
{
	md_int(b, n);
	buf_addc(b, ' ');
	md_raw_UNSAFE(b, n == 1 ? one : many);
}

static void day(struct buf *b, const char *date)
{
	if (date)
		md_textn(b, date, 10);
	else
		md(b, "undated");
}

static void thread_link(struct buf *b, const struct digest_model *m, const struct digest_thread *t,
			const char *text)
{
	struct buf url = BUF_INIT;

	digest_url_thread(&url, m, m->posts[t->first_post].message_id);
	md_link(b, text, url.data);
	buf_release(&url);
}

static void date_range(struct buf *b, const struct digest_thread *t)
{
	if (!t->first) {
		md(b, "undated");
		return;
	}
	day(b, t->first);
	if (strncmp(t->first, t->last, 10)) {
		md(b, " to ");
		day(b, t->last);
	}
}

static void people_list(struct buf *b, const struct digest_person *people, int n, int limit)
{
	int i;

	for (i = 0; i < n && i < limit; i++) {
		if (i)
			md(b, ", ");
		md_text(b, people[i].name);
		md(b, " (");
		md_int(b, people[i].posts);
		md(b, ")");
	}
	if (n > limit) {
		md(b, " and ");
		plural(b, n - limit, "other", "others");
	}
}

static void heading(struct buf *b, const struct digest_model *m)
{
	md(b, "# ");
	md_text(b, m->list);
	md(b, " digest, ");
	if (m->is_thread) {
		md(b, "thread ");
		md_text(b, m->nthreads ? m->threads[0].subject : "");
	} else {
		md_text(b, m->label);
	}
	md(b, "\n\n");
}

static void period_sentence(struct buf *b, const struct digest_model *m)
{
	if (m->is_week) {
		md(b, "Monday ");
		md_text(b, m->from);
		md(b, " to Sunday ");
		md_text(b, m->to);
		md(b, " (UTC): ");
	} else if (!m->is_thread) {
		md_text(b, m->from);
		md(b, " to ");
		md_text(b, m->to);
		md(b, " (UTC): ");
	}
	plural(b, m->fig.posts, "post", "posts");
	md(b, " in ");
	plural(b, m->fig.threads, "thread", "threads");
	md(b, " from ");
	plural(b, m->fig.contributors, "contributor", "contributors");
	if (m->fig.have_figures) {
		md(b, "; ");
		plural(b, m->fig.bench_posts, "post carried", "posts carried");
		md(b, " benchmark figures");
	}
	md(b, ".\n\n");
}

static void figure_row(struct buf *b, const char *name)
{
	md(b, "| ");
	md_raw_UNSAFE(b, name);      /* our own labels, literals at every call */
	md(b, " | ");
}

static void figures_table(struct buf *b, const struct digest_model *m)
{
	const struct digest_figures *f = &m->fig;

	md(b, "## The period in figures\n\n| figure | value |\n|:--|--:|\n");
	figure_row(b, "posts");
	md_int(b, f->posts);
	md(b, " |\n");
	figure_row(b, "threads");
	md_int(b, f->threads);
	md(b, " |\n");
	figure_row(b, "MB");
	md_num(b, (double)f->bytes / 1e6, 2);
	md(b, " |\n");
	figure_row(b, "contributors");
	md_int(b, f->contributors);
	md(b, " |\n");
	figure_row(b, "average post (bytes)");
	md_int(b, f->posts ? (f->bytes + f->posts / 2) / f->posts : 0);
	md(b, " |\n");
	figure_row(b, "posts with benchmark figures");
	if (f->have_figures)
		md_int(b, f->bench_posts);
	else
		md(b, "not extracted");
	md(b, " |\n");
	figure_row(b, "new claims");
	if (f->have_claims)
		md_int(b, f->new_claims);
	else
		md(b, "not extracted");
	md(b, " |\n");
	figure_row(b, "claims checked (holds / off / contradicted)");
	if (f->have_claims) {
		md_int(b, f->checked);
		md(b, " (");
		md_int(b, f->holds);
		md(b, " / ");
		md_int(b, f->off);
		md(b, " / ");
		md_int(b, f->contradicted);
		md(b, ")");
	} else {
		md(b, "not checked");
	}
	md(b, " |\n");
	figure_row(b, "reruns (reproduced / contradicted / inconclusive)");
	if (f->have_reruns) {
		md_int(b, f->reruns);
		md(b, " (");
		md_int(b, f->reproduced);
		md(b, " / ");
		md_int(b, f->rerun_contradicted);
		md(b, " / ");
		md_int(b, f->inconclusive);
		md(b, ")");
	} else {
		md(b, "none");
	}
	md(b, " |\n\n");
}

static void top_lists(struct buf *b, const struct digest_model *m)
{
	const struct digest_figures *f = &m->fig;
	int i;

	md(b, "**Top posters:** ");
	people_list(b, f->top, f->ntop, DIGEST_TOP);
	md(b, ".\n\n**Busiest threads:** ");
	for (i = 0; i < f->nbusiest; i++) {
		const struct digest_thread *t = &m->threads[f->busiest[i]];
		if (i)
			md(b, ", ");
		thread_link(b, m, t, t->subject);
		md(b, " (");
		plural(b, t->nposts, "post", "posts");
		md(b, ")");
	}
	md(b, ".\n\n");
}

static void quote(struct buf *b, const char *indent, const char *text)
{
	if (!text || !*text)
		return;
	md_raw_UNSAFE(b, indent);
	md(b, "> ");
	md_text(b, text);
	md(b, "\n");
}

/* "Kris Kennaway opened the thread on 2007-10-15; 12 posts by 4 people followed until ..." */
static void thread_sentence(struct buf *b, const struct digest_model *m, const struct digest_thread *t)
{
	const struct digest_post *first = &m->posts[t->first_post];

	md_text(b, first->author);
	if (first->in_reply_to || *first->refs)
		md(b, " wrote the first post of the period on ");
	else
		md(b, " opened the thread on ");
	day(b, first->date);
	if (t->nposts > 1) {
		md(b, "; ");
		plural(b, t->nposts - 1, "post", "posts");
		md(b, " by ");
		plural(b, t->npeople, "person", "people");
		md(b, " in all followed");
		if (t->last && first->date && strncmp(t->last, first->date, 10)) {
			md(b, " until ");
			day(b, t->last);
		}
	}
	md(b, ".\n");
}

static void bench_thread(struct buf *b, const struct digest_model *m, const struct digest_thread *t)
{
	md(b, "### ");
	md_text(b, t->subject);
	md(b, "\n\n");
	date_range(b, t);
	md(b, ", ");
	plural(b, t->nposts, "post", "posts");
	md(b, ", ");
	thread_link(b, m, t, "archive");
	md(b, ".  \nParticipants: ");
	people_list(b, t->people, t->npeople, 12);
	md(b, ".\n\n");
	thread_sentence(b, m, t);
	md(b, "\n");
	if (m->posts[t->first_post].excerpt) {
		quote(b, "", m->posts[t->first_post].excerpt);
		md(b, "\n");
	}
}

static void other_thread(struct buf *b, const struct digest_model *m, const struct digest_thread *t)
{
	md(b, "- ");
	thread_link(b, m, t, t->subject);
	md(b, ": ");
	plural(b, t->nposts, "post", "posts");
	md(b, ", ");
	date_range(b, t);
	md(b, "; ");
	people_list(b, t->people, t->npeople, 4);
	md(b, ".\n");
	quote(b, "  ", m->posts[t->first_post].excerpt);
}

static void thread_posts(struct buf *b, const struct digest_model *m)
{
	size_t i;

	md(b, "## Posts\n\n");
	for (i = 0; i < m->nposts; i++) {
		const struct digest_post *p = &m->posts[i];
		struct buf url = BUF_INIT;

		md(b, "- ");
		if (p->date)
			md_text(b, p->date);
		else
			md(b, "undated");
		md(b, ", ");
		md_text(b, p->author);
		md(b, ": ");
		digest_url_post(&url, m, p->message_id);
		md_link(b, *p->subject ? p->subject : "(no subject)", url.data);
		buf_release(&url);
		md(b, "\n");
		quote(b, "  ", p->excerpt);
	}
	md(b, "\n");
}

int digest_markdown(const struct digest_model *m, struct buf *out)
{
	size_t i, nbench = 0;

	heading(out, m);
	if (!m->nposts) {
		md(out, "No posts to ");
		md_text(out, m->list);
		md(out, " from ");
		md_text(out, m->from);
		md(out, " to ");
		md_text(out, m->to);
		md(out, " (UTC): nothing to digest.\n");
		return 0;
	}
	period_sentence(out, m);
	figures_table(out, m);
	top_lists(out, m);
	for (i = 0; i < m->nthreads; i++)
		nbench += m->threads[m->order[i]].figures > 0;
	if (nbench) {
		md(out, "## Benchmark threads\n\n");
		for (i = 0; i < nbench; i++)
			bench_thread(out, m, &m->threads[m->order[i]]);
	}
	if (m->is_thread) {
		thread_posts(out, m);
		return 0;
	}
	if (nbench < m->nthreads) {
		if (nbench)
			md(out, "## Other threads\n\n");
		else
			md(out, "## Threads\n\n");
		for (i = nbench; i < m->nthreads; i++)
			other_thread(out, m, &m->threads[m->order[i]]);
		md(out, "\n");
	}
	return 0;
}
