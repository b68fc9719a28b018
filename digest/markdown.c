/* markdown.c: the digest as Markdown, sentences filled from the model, mail text escaped */
#include "markdown.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "../core/utf8.h"
#include "../core/text.h"
#include "../core/banned.h"

void md_raw_UNSAFE(struct buf *b, const char *markup)
{
	buf_adds(b, markup);
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
			int c = utf8_text_char(p + i, n - i);

			len = (size_t)abs(c);
			if (c < 0)
				buf_adds(b, "\xef\xbf\xbd");
			else
				buf_add(b, s + i, len);
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

/* --- a benchmark thread's figures: tables from figures.c, sentences filled from them --- */

static const char *jget(json_t *o, const char *key)
{
	const char *v = json_string_value(json_object_get(o, key));

	return v ? v : "";
}

static void series_link(struct buf *b, const struct digest_model *m, const char *id, const char *text)
{
	struct buf url = BUF_INIT;

	digest_url_series(&url, m, id);
	md_link(b, text, url.data);
	buf_release(&url);
}

/* One cell: each posted figure as posted, linked to its series. */
static void figure_cell(struct buf *b, const struct digest_model *m, json_t *cell)
{
	json_t *texts = json_object_get(cell, "texts"), *x;
	const char *id = jget(cell, "series");
	size_t i;

	if (json_is_array(texts)) {
		json_array_foreach(texts, i, x) {
			if (i)
				md(b, ", ");
			series_link(b, m, id, json_string_value(x));
		}
		return;
	}
	/* a posted summary: mean +/- stddev, N, min to max, median */
	series_link(b, m, id, jget(texts, "mean"));
	if (json_object_get(texts, "stddev")) {
		md(b, " \xc2\xb1 ");
		series_link(b, m, id, jget(texts, "stddev"));
	}
	if (json_object_get(texts, "n")) {
		md(b, ", N ");
		series_link(b, m, id, jget(texts, "n"));
	}
	if (json_object_get(texts, "min") && json_object_get(texts, "max")) {
		md(b, ", ");
		series_link(b, m, id, jget(texts, "min"));
		md(b, " to ");
		series_link(b, m, id, jget(texts, "max"));
	}
	if (json_object_get(texts, "median")) {
		md(b, ", median ");
		series_link(b, m, id, jget(texts, "median"));
	}
}

static void signed_num(struct buf *b, double v, int decimals)
{
	if (v > 0)
		md(b, "+");
	md_num(b, v, decimals);
}

/* b against a, from core/stats.c: Student's t where both have N >= 2, else the ratio */
static void difference_cell(struct buf *b, json_t *d)
{
	const char *method = jget(d, "method");

	if (!strcmp(method, "student")) {
		if (!json_is_true(json_object_get(d, "proven"))) {
			md(b, "no difference proven at 95 %");
			return;
		}
		signed_num(b, json_number_value(json_object_get(d, "delta_pct")), 2);
		md(b, " % \xc2\xb1 ");
		md_num(b, json_number_value(json_object_get(d, "ci_pct")), 2);
		md(b, " % (Student's t, 95 %)");
	} else if (!strcmp(method, "ratio")) {
		signed_num(b, json_number_value(json_object_get(d, "delta_pct")), 2);
		md(b, " % (ratio ");
		md_num(b, json_number_value(json_object_get(d, "ratio")), 4);
		md(b, ")");
	}
}

static int has_difference(json_t *t)
{
	return json_integer_value(json_object_get(t, "ia")) >= 0 &&
	       json_integer_value(json_object_get(t, "ib")) >= 0;
}

static void table_markdown(struct buf *b, const struct digest_model *m, json_t *t)
{
	json_t *configs = json_object_get(t, "configs"), *row, *c;
	int diff = has_difference(t);
	size_t i, k;

	md(b, "| setting |");
	json_array_foreach(configs, i, c) {
		md(b, " ");
		md_text(b, json_string_value(c));
		md(b, " |");
	}
	if (diff) {
		md(b, " ");
		md_text(b, jget(t, "b"));
		md(b, " vs ");
		md_text(b, jget(t, "a"));
		md(b, " |");
	}
	md(b, "\n|:--|");
	for (i = 0; i < json_array_size(configs); i++)
		md(b, "--:|");
	if (diff)
		md(b, ":--|");
	md(b, "\n");
	json_array_foreach(json_object_get(t, "rows"), i, row) {
		md(b, "| ");
		md_text(b, jget(row, "label"));
		md(b, " |");
		json_array_foreach(json_object_get(row, "cells"), k, c) {
			md(b, " ");
			if (json_is_object(c))
				figure_cell(b, m, c);
			md(b, " |");
		}
		if (diff) {
			md(b, " ");
			difference_cell(b, json_object_get(row, "difference"));
			md(b, " |");
		}
		md(b, "\n");
	}
	md(b, "\n");
}

/* "Of 9 rows with both, 4BSD was faster in 6 and ULE in 3 (lower is better); ..." */
static void table_sentence(struct buf *b, json_t *t)
{
	const char *better = jget(t, "better"), *unit = jget(t, "unit");
	long both = (long)json_integer_value(json_object_get(t, "compared"));
	long wa = (long)json_integer_value(json_object_get(t, "won_a"));
	long wb = (long)json_integer_value(json_object_get(t, "won_b"));
	long proven = (long)json_integer_value(json_object_get(t, "proven"));
	size_t ulen = strlen(unit);
	int timed = !strcmp(unit, "s") || !strcmp(unit, "ms") || !strcmp(unit, "us") ||
		    (ulen > 2 && !strcmp(unit + ulen - 2, "/s"));

	if (!has_difference(t) || !both)
		return;
	md(b, "Of ");
	plural(b, both, "row", "rows");
	md(b, " with both ");
	md_text(b, jget(t, "a"));
	md(b, " and ");
	md_text(b, jget(t, "b"));
	if (strcmp(better, "lower") && strcmp(better, "higher")) {
		md(b, ", none is counted for either side: ");
		md_text(b, jget(t, "metric"));
		md(b, " has no better direction");
	} else {
		md(b, ", ");
		md_text(b, jget(t, "a"));
		md_raw_UNSAFE(b, timed ? " was faster in " : " was ahead in ");
		md_int(b, wa);
		md(b, " and ");
		md_text(b, jget(t, "b"));
		md(b, " in ");
		md_int(b, wb);
		if (both - wa - wb > 0) {
			md(b, ", with ");
			plural(b, both - wa - wb, "tie", "ties");
		}
		md(b, " (");
		md_raw_UNSAFE(b, !strcmp(better, "lower") ? "lower" : "higher");
		md(b, " is better)");
	}
	if (proven) {
		md(b, "; the difference is proven at 95 % in ");
		plural(b, proven, "row", "rows");
	}
	md(b, ".\n\n");
}

static void table_heading(struct buf *b, const struct digest_model *m, json_t *t)
{
	json_t *msg = json_object_get(t, "message");
	struct buf url = BUF_INIT, who = BUF_INIT;
	const char *date = jget(msg, "date");

	md(b, "#### ");
	md_text(b, jget(t, "workload"));
	md(b, " ");
	md_text(b, jget(t, "metric"));
	if (*jget(t, "unit")) {
		md(b, " (");
		md_text(b, jget(t, "unit"));
		md(b, ")");
	}
	md(b, "\n\nPosted by ");
	buf_adds(&who, jget(msg, "from"));
	buf_adds(&who, *date ? ", " : ", undated");
	buf_add(&who, date, strlen(date) >= 10 ? 10 : strlen(date));
	digest_url_post(&url, m, jget(msg, "message_id"));
	md_link(b, who.data, url.data);
	md(b, ".\n\n");
	buf_release(&url);
	buf_release(&who);
}

static void table_charts(struct buf *b, const struct digest_model *m, json_t *t)
{
	json_t *c;
	size_t i;

	if (!json_array_size(json_object_get(t, "charts")))
		return;
	md(b, "Chart: ");
	json_array_foreach(json_object_get(t, "charts"), i, c) {
		struct buf url = BUF_INIT, name = BUF_INIT;

		if (i)
			md(b, ", ");
		digest_url_path(&url, m, jget(c, "url"));
		buf_adds(&name, jget(c, "kind"));
		md_link(b, name.data, url.data);
		buf_release(&url);
		buf_release(&name);
	}
	md(b, ".\n\n");
}

/* "2 posts in this thread carried figures for buildworld (real, user, sys)." */
static void workload_sentences(struct buf *b, const struct digest_thread *t)
{
	json_t *w, *x;
	size_t i, j;

	json_array_foreach(t->workloads, i, w) {
		plural(b, (long long)json_integer_value(json_object_get(w, "posts")),
		       "post in this thread carried", "posts in this thread carried");
		md(b, " figures for ");
		md_text(b, jget(w, "workload"));
		md(b, " (");
		json_array_foreach(json_object_get(w, "metrics"), j, x) {
			if (j)
				md(b, ", ");
			md_text(b, json_string_value(x));
		}
		md(b, ").");
		if (i + 1 < json_array_size(t->workloads))
			md(b, "  \n");
		else
			md(b, "\n\n");
	}
	if (t->unnamed > 0) {
		plural(b, t->unnamed, "series names", "series name");
		md(b, " no workload the vocabulary knows; they are on the posts' pages.\n\n");
	}
}

static void status_word(struct buf *b, const char *status)
{
	md(b, "**");
	md_text(b, status && *status ? status : "not checked");
	md(b, "**");
}

static void claims_list(struct buf *b, const struct digest_model *m, const struct digest_thread *t)
{
	json_t *c;
	size_t i;

	if (!m->fig.have_claims) {
		md(b, "Claims: not extracted.\n\n");
		return;
	}
	if (!json_array_size(t->claims)) {
		md(b, "No claims were found in this thread's posts.\n\n");
		return;
	}
	md(b, "**Claims**\n\n");
	json_array_foreach(t->claims, i, c) {
		struct buf url = BUF_INIT;

		md(b, "- \xe2\x80\x9c");
		md_text(b, jget(c, "text"));
		md(b, "\xe2\x80\x9d: ");
		status_word(b, json_string_value(json_object_get(c, "status")));
		if (*jget(c, "posted")) {
			md(b, "; posted ");
			md_text(b, jget(c, "posted"));
		}
		if (*jget(c, "recomputed")) {
			md(b, ", recomputed ");
			md_text(b, jget(c, "recomputed"));
		}
		if (*jget(c, "note")) {
			md(b, " (");
			md_text(b, jget(c, "note"));
			md(b, ")");
		}
		md(b, ". ");
		digest_url_post(&url, m, jget(c, "message_id"));
		md_link(b, "post", url.data);
		md(b, ", ");
		buf_clear(&url);
		digest_url_claim(&url, m, jget(c, "id"));
		md_link(b, "claim", url.data);
		md(b, "\n");
		buf_release(&url);
	}
	md(b, "\n");
}

static void bench_figures(struct buf *b, const struct digest_model *m, const struct digest_thread *t)
{
	json_t *tab;
	size_t i;

	workload_sentences(b, t);
	json_array_foreach(t->tables, i, tab) {
		table_heading(b, m, tab);
		table_sentence(b, tab);
		table_markdown(b, m, tab);
		table_charts(b, m, tab);
	}
	claims_list(b, m, t);
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
	bench_figures(b, m, t);
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
		md_link(b, subject_or_none(p->subject), url.data);
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
