/* stream.c: the unclaimed text as one stream of tokens, so tool readers take printed, quoted and flattened output alike */
#include <stdlib.h>
#include <string.h>

#include "extract.h"
#include "../../core/banned.h"

#define CHUNK 256
#define FLAT_HEADING 400   /* bytes of a flat line read as a table's heading: about the lines ctx_heading goes up by */

static void add(struct tstream *ts, const struct tok *k, int line)
{
	if (ts->n == ts->cap) {
		ts->cap = ts->cap * 2 + CHUNK;
		ts->k = xrealloc(ts->k, sizeof(*ts->k) * (size_t)ts->cap);
		ts->line = xrealloc(ts->line, sizeof(*ts->line) * (size_t)ts->cap);
	}
	ts->k[ts->n] = *k;
	ts->line[ts->n++] = line;
}

void ts_build(struct xresult *r, struct tstream *ts)
{
	const struct text *t = r->t;
	struct tok k[CHUNK];
	int line, n, i;

	memset(ts, 0, sizeof(*ts));
	for (line = 0; line < t->n; line++) {
		size_t from = t->l[line].start;
		if (r->used[line])
			continue;
		/* a long line comes in chunks: go on after the last token read */
		do {
			n = tok_split(t, from, t->l[line].end, k, CHUNK);
			for (i = 0; i < n; i++)
				if (!xr_claimed(r, k[i].s))
					add(ts, &k[i], line);
			if (n)
				from = k[n - 1].e;
		} while (n == CHUNK);
	}
}

void ts_release(struct tstream *ts)
{
	free(ts->k);
	free(ts->line);
	memset(ts, 0, sizeof(*ts));
}

int ts_is(const struct text *t, const struct tstream *ts, int i, const char *word)
{
	return i >= 0 && i < ts->n && tok_is(t, &ts->k[i], word);
}

int ts_line_start(const struct tstream *ts, int i)
{
	return i <= 0 || ts->line[i - 1] != ts->line[i];
}

int ts_line_before(const struct tstream *ts, int i)
{
	while (i > 0 && ts->line[i - 1] == ts->line[i])
		i--;
	if (i <= 0)
		return -1;
	for (i--; i > 0 && ts->line[i - 1] == ts->line[i]; i--)
		;
	return i;
}

int ts_line_end(const struct tstream *ts, int i)
{
	return i + 1 >= ts->n || ts->line[i + 1] != ts->line[i];
}

int ts_line_last(const struct tstream *ts, int i)
{
	while (i + 1 < ts->n && ts->line[i + 1] == ts->line[i])
		i++;
	return i;
}

int ts_flat(const struct text *t, const struct tstream *ts, int i)
{
	int a = i, b = i;

	(void)t;
	while (!ts_line_start(ts, a) && i - a <= FLAT_TOKS)
		a--;
	while (!ts_line_end(ts, b) && b - a <= FLAT_TOKS)
		b++;
	return b - a + 1 > FLAT_TOKS;
}

void ts_head(struct xresult *r, const struct tstream *ts, int i, const char *workload,
	     struct xseries *head)
{
	const struct text *t = r->t;
	size_t from, to, at = ts->k[i].s;

	memset(head, 0, sizeof(*head));
	head->system = head->cites = -1;
	ctx_heading(r, ts->line[i], at, &from, &to);
	/* a flattened post has no lines to go up by: the words just before */
	if (ts_flat(t, ts, i) && to - from > FLAT_HEADING) {
		from = to - FLAT_HEADING;
		while (from < to && t->s[from] != ' ' && t->s[from] != '\t')
			from++;
	}
	ctx_apply(t, from, to, head);
	if (workload)
		memcpy(head->workload, workload, strlen(workload) + 1);
}

struct xseries *ts_series(struct xresult *r, const struct tstream *ts, int first, int last,
			  const struct xseries *head, const char *metric, const char *unit,
			  const struct xnum *x)
{
	const struct text *t = r->t;
	struct xseries *s = xr_series(r);
	int line = ts->line[first];

	xs_copy_head(s, head);
	if (metric)
		memcpy(s->metric, metric, strlen(metric) + 1);
	s->line = line;
	s->depth = t->l[line].depth;
	s->author = t->l[line].author;
	s->span[0] = ts->k[first].s;
	s->span[1] = ts->k[last].e;
	if (x)
		xs_value(s, x);
	ctx_finish(s);
	if (unit)
		memcpy(s->unit, unit, strlen(unit) + 1);
	return s;
}

void ts_claim(struct xresult *r, const struct tstream *ts, int first, int last)
{
	int i;

	if (first < 0 || last < first || last >= ts->n)
		return;
	for (i = first; i <= last; i++) {
		int line = ts->line[i];
		/* the first and last lines only when no other tokens share them */
		if (line == ts->line[first] && !ts_line_start(ts, first))
			continue;
		if (line == ts->line[last] && !ts_line_end(ts, last))
			continue;
		r->used[line] = 1;
	}
}

int ts_num(const struct text *t, size_t s, size_t e, struct xnum *x)
{
	struct tok k = { s, e };

	if (e <= s)
		return 0;
	return xnum_from(t, &k, 0, x);
}

/* "key=N" read from the bytes, not the tokens: "=25," looks like
 * quoted-printable residue to the tokenizer, which splits "min=25," */
int ts_keyed_num(const struct text *t, size_t at, const char *key, struct xnum *x, size_t *end)
{
	size_t kl = strlen(key), e;

	if (at + kl >= t->len || strncmp(t->s + at, key, kl))
		return 0;
	e = at + kl;
	while (e < t->len && ((t->s[e] >= '0' && t->s[e] <= '9') || t->s[e] == '.'))
		e++;
	if (!ts_num(t, at + kl, e, x))
		return 0;
	*end = e;
	return 1;
}

int ts_last_before(const struct tstream *ts, int from, size_t off)
{
	while (from + 1 < ts->n && ts->k[from + 1].s < off)
		from++;
	return from;
}
