/* shares.c: format 5, CPU shares from top under configuration headings (ULE (SMP): / idle: 74.85%) */
#include <ctype.h>
#include <string.h>

#include "extract.h"
#include "vocab.h"
#include "../../core/banned.h"

#define MAX_TOKS 16

/* "ULE:", "ULE (SMP):", "4BSD (NON-SMP):": a scheduler and an optional variant */
static int config_heading(const struct text *t, int line, const struct vocab_sched **sc,
			  size_t *vs, size_t *ve)
{
	struct tok room[MAX_TOKS];
	int n;
	const struct tok *k = tok_view(t, line, room, MAX_TOKS, &n);
	const char *p = t->s + t->l[line].start;
	size_t len = t->l[line].end - t->l[line].start;

	if (n < 1 || n > 3 || len < 2 || p[len - 1] != ':')
		return 0;
	*vs = *ve = 0;
	if (n == 1) {
		*sc = vocab_sched_word(p, len - 1);
	} else {
		*sc = vocab_sched_word(t->s + k[0].s, k[0].e - k[0].s);
		if (t->s[k[1].s] != '(' || t->s[k[n - 1].e - 2] != ')')
			return 0;
		*vs = k[1].s + 1;
		*ve = k[n - 1].e - 2;
	}
	return *sc != NULL;
}

/* "idle: 74.85%", "kernel {em1 que} 17.68%", "httpd: .49%" */
static int share_line(const struct text *t, int line, size_t *ns, size_t *ne, struct xnum *x)
{
	struct tok room[MAX_TOKS], v;
	int n;
	const struct tok *k = tok_view(t, line, room, MAX_TOKS, &n);

	if (n < 2 || n > 6 || t->s[k[n - 1].e - 1] != '%')
		return 0;
	v = k[n - 1];
	v.e--;
	if (!xnum_from(t, &v, 0, x) || x->value < 0 || x->value > 100)
		return 0;
	*ns = k[0].s;
	*ne = k[n - 2].e;
	if (t->s[*ne - 1] == ':')
		(*ne)--;
	return isalpha((unsigned char)t->s[*ns]) || t->s[*ns] == '[';
}

static int blank(const struct text *t, int line)
{
	return t->l[line].end == t->l[line].start;
}

void rec_shares(struct xresult *r)
{
	const struct text *t = r->t;
	struct xseries table;
	int line, in_table = 0, gap = 0;

	for (line = 0; line < t->n; line++) {
		const struct vocab_sched *sc;
		size_t vs, ve, ns, ne, from, to;
		struct xnum x;
		int j, got = 0;

		if (r->used[line] || !config_heading(t, line, &sc, &vs, &ve)) {
			if (in_table && !blank(t, line) && ++gap > 0)
				in_table = 0;
			continue;
		}
		for (j = line + 1; j < t->n && blank(t, j); j++)
			;
		if (j >= t->n || !share_line(t, j, &ns, &ne, &x))
			continue;
		/* consecutive configurations share the heading above the first */
		if (!in_table) {
			memset(&table, 0, sizeof(table));
			ctx_heading(r, line, t->l[line].start, &from, &to);
			ctx_apply(t, from, to, &table);
			table.scheduler[0] = '\0';
			if (!table.workload[0])
				ctx_workload_above(t, line, t->l[line].start, table.workload,
						   sizeof(table.workload));
			in_table = 1;
		}
		gap = 0;
		r->used[line] = 1;
		for (; j < t->n && (blank(t, j) || share_line(t, j, &ns, &ne, &x)); j++) {
			struct xseries *s;
			if (blank(t, j))
				continue;
			s = xr_series(r);
			xs_copy_head(s, &table);
			memcpy(s->metric, "cpu-share", 10);
			memcpy(s->scheduler, sc->name, strlen(sc->name) + 1);
			xs_param_str(s, "process", t->s + ns, ne - ns);
			if (ve > vs)
				xs_param_str(s, "variant", t->s + vs, ve - vs);
			s->line = j;
			s->depth = t->l[j].depth;
			s->author = t->l[j].author;
			s->span[0] = t->l[j].start;
			s->span[1] = x.e + 1;
			xs_value(s, &x);
			ctx_finish(s);
			memcpy(s->unit, "%", 2);
			memcpy(s->better, "none", 5);
			r->used[j] = 1;
			got++;
		}
		line = j - 1;
	}
}
