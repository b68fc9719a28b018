/* tools.c: format 6, pasted output of the tools these threads run: openssl speed */
#include <string.h>

#include "extract.h"
#include "../../core/banned.h"

/*
 * Each reader knows one tool's output as that tool prints it (fixtures made
 * by running the tools here: tests/fixtures/tools/README.md).  A reader
 * starts at the line only that tool prints (openssl's "sign verify sign/s
 * verify/s" header or "+F2:" line) and reads the figures below it.  The
 * other tools' readers moved to the token stream (tool-*.c).
 */

#define MAX_TOKS 32

struct tool {
	struct xresult *r;
	int first, last;       /* lines read */
	struct xseries head;
};

static void begin(struct tool *tl, struct xresult *r, int line, const char *workload)
{
	const struct text *t = r->t;
	size_t from, to;

	memset(tl, 0, sizeof(*tl));
	tl->r = r;
	tl->first = tl->last = line;
	ctx_heading(r, line, t->l[line].start, &from, &to);
	ctx_apply(t, from, to, &tl->head);
	memcpy(tl->head.workload, workload, strlen(workload) + 1);
}

static struct xseries *emit(struct tool *tl, int line, const char *metric, const char *unit,
			    const struct xnum *x)
{
	const struct text *t = tl->r->t;
	struct xseries *s = xr_series(tl->r);

	xs_copy_head(s, &tl->head);
	memcpy(s->metric, metric, strlen(metric) + 1);
	s->line = line;
	s->depth = t->l[line].depth;
	s->author = t->l[line].author;
	s->span[0] = t->l[tl->first].start;
	s->span[1] = t->l[line].end;
	xs_value(s, x);
	ctx_finish(s);
	if (unit)
		memcpy(s->unit, unit, strlen(unit) + 1);
	if (line > tl->last)
		tl->last = line;
	return s;
}

static void done(struct tool *tl)
{
	int i;

	for (i = tl->first; i <= tl->last; i++)
		tl->r->used[i] = 1;
}

/*                  sign    verify    sign/s verify/s
 * rsa 1024 bits 0.000115s 0.000007s   8693.3 150447.1
 * +F2:1:1024:8818.750000:151831.250000      (openssl speed -mr) */
static int openssl(struct xresult *r, int line)
{
	const struct text *t = r->t;
	struct tool tl;
	struct tok room[MAX_TOKS];
	struct xnum bits, sign, verify;
	int n, j, got = 0;
	const struct tok *k = tok_view(t, line, room, MAX_TOKS, &n);

	if (n == 1 && t->l[line].end - t->l[line].start > 5 && !strncmp(t->s + k[0].s, "+F2:", 4)) {
		/* +F2:count:bits:sign/s:verify/s, colon-separated in one token */
		size_t f[6], nf = 0, i;
		f[nf++] = k[0].s;
		for (i = k[0].s; i < k[0].e && nf < 6; i++)
			if (t->s[i] == ':')
				f[nf++] = i + 1;
		if (nf != 5)
			return 0;
		{
			struct tok tb = { f[2], f[3] - 1 }, ts = { f[3], f[4] - 1 }, tv = { f[4], k[0].e };
			if (!xnum_from(t, &tb, 0, &bits) || !xnum_from(t, &ts, 0, &sign) ||
			    !xnum_from(t, &tv, 0, &verify))
				return 0;
		}
		begin(&tl, r, line, "openssl-rsa");
		xs_param_num(&tl.head, "size", &bits);
		emit(&tl, line, "sign/s", "1/s", &sign);
		emit(&tl, line, "verify/s", "1/s", &verify);
		done(&tl);
		return 1;
	}
	if (n != 4 || !tok_is(t, &k[0], "sign") || !tok_is(t, &k[2], "sign/s"))
		return 0;
	begin(&tl, r, line, "openssl-rsa");
	for (j = line + 1; j < t->n; j++) {
		struct xseries head = tl.head;
		k = tok_view(t, j, room, MAX_TOKS, &n);
		if (n != 7 || !tok_is(t, &k[0], "rsa") || !xnum_from(t, &k[1], 0, &bits) ||
		    !xnum_from(t, &k[5], 0, &sign) || !xnum_from(t, &k[6], 0, &verify))
			break;
		xs_param_num(&tl.head, "size", &bits);
		emit(&tl, j, "sign/s", "1/s", &sign);
		emit(&tl, j, "verify/s", "1/s", &verify);
		tl.head = head;
		got++;
	}
	done(&tl);
	return got;
}

void rec_tools(struct xresult *r)
{
	int line;

	for (line = 0; line < r->t->n; line++)
		if (!r->used[line])
			openssl(r, line);
}
