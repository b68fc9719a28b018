/* ubench.c: ubench's scores: "Ubench CPU:", "Ubench MEM:", "Ubench AVG:" (and the Single-CPU ones) */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * ubench 0.3 (Sergei Viznyuk), ubench.c main(), cpubench.c, membench.c:
 *
 *	Unix Benchmark Utility v.0.3          (print_version, then uname:)
 *	fprintf(stdout, "%s %s %s %s\n", sysname, release, version, machine);
 *	fprintf(stdout, "Ubench CPU: %8d\n", cpu_score);
 *	fprintf(stdout, "Ubench MEM: %8d\n", cpu_score);
 *	fprintf(stdout, "--------------------\nUbench AVG: %8d\n", i / 2);
 *	with -s: "Ubench Single CPU: %8d (%.2fs)\n", "Ubench Single MEM: %8d (%.2fs)\n",
 *	         "-----------------------------------\nUbench Single AVG: %8d\n"
 *
 * Each score is one series (workload ubench, metric score), variant as
 * printed: CPU, MEM, AVG, Single CPU ...  The OS and version come from the
 * uname line when the output has one, else from the heading above it.
 */

#define BANNER_BACK 40   /* tokens from the first score back to the uname line */

/* Ubench [Single] CPU:|MEM:|AVG: N [(1.23s)]: tokens used, 0 if none */
static int score(const struct text *t, const struct tstream *ts, int i, struct xnum *x,
		 int *kind_s, int *kind_e)
{
	int k = i + 1, end;

	if (!ts_is(t, ts, i, "Ubench"))
		return 0;
	if (ts_is(t, ts, k, "Single"))
		k++;
	if (!ts_is(t, ts, k, "CPU:") && !ts_is(t, ts, k, "MEM:") && !ts_is(t, ts, k, "AVG:"))
		return 0;
	if (k + 1 >= ts->n || !xnum_whole(t, &ts->k[k + 1], x))
		return 0;
	end = k + 1;
	if (end + 1 < ts->n && ts->line[end + 1] == ts->line[end] && t->s[ts->k[end + 1].s] == '(' &&
	    t->s[ts->k[end + 1].e - 1] == ')')
		end++;
	/* a line put back from flattened text may hold a run's three scores (text.c took them
	 * for a record): its ends are a guess, not ubench's */
	if (!ts_flat(t, ts, i) && !t->l[ts->line[i]].flat && !(ts_line_start(ts, i) && ts_line_end(ts, end)))
		return 0;
	*kind_s = i + 1;
	*kind_e = k;
	return end - i + 1;
}

/* ubench's banner ("Unix Benchmark Utility v.0.3") before the first score: its first token, or i */
static int banner(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	int j;

	/* not past an output read before: its banner is its own */
	for (j = i - 1; j >= 2 && j >= i - BANNER_BACK && !r->used[ts->line[j]]; j--)
		if (ts_is(t, ts, j - 2, "Unix") && ts_is(t, ts, j - 1, "Benchmark") && ts_is(t, ts, j, "Utility"))
			return j - 2;
	return i;
}

/* The uname line ubench prints after its banner, before the first score */
static void uname_ctx(const struct text *t, const struct tstream *ts, int i, struct xseries *head)
{
	int j;

	for (j = i - 1; j >= 0 && j >= i - BANNER_BACK; j--) {
		if (ts_is(t, ts, j, "ubench.html") || (ts->k[j].e - ts->k[j].s > 11 &&
		    !strncmp(t->s + ts->k[j].e - 11, "ubench.html", 11))) {
			char os[12] = "", ver[64] = "";
			if (ctx_version(t, ts->k[j].e, ts->k[i].s, os, sizeof(os), ver, sizeof(ver))) {
				memcpy(head->os, os, sizeof(os));
				memcpy(head->os_version, ver, sizeof(ver));
			}
			return;
		}
	}
}

/* One output from its banner (or its first score) to its last score; the token after it */
static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x;
	int n, ks, ke, j, last = i, depth = t->l[ts->line[i]].depth, first = banner(r, ts, i);

	tk_begin(&o, r, ts, first, "ubench");
	uname_ctx(t, ts, i, &o.head);
	for (j = i; j < ts->n && t->l[ts->line[j]].depth == depth;) {
		struct xseries *s;
		if (!(n = score(t, ts, j, &x, &ks, &ke))) {
			/* the dashes ubench prints above AVG */
			if (t->s[ts->k[j].s] == '-' && ts->k[j].e - ts->k[j].s >= 10 &&
			    score(t, ts, j + 1, &x, &ks, &ke)) {
				j++;
				continue;
			}
			break;
		}
		s = tk_series(&o, j, j + n - 1, "score", "score", &x);
		xs_param_str(s, "variant", t->s + ts->k[ks].s, ts->k[ke].e - 1 - ts->k[ks].s);
		last = j + n - 1;
		j += n;
		/* AVG ends a run: the next scores are another run of it, pooled by tk_end (runs
		 * flattened onto one line, or printed without a banner between them) */
		if (ke == ks && ts_is(t, ts, ke, "AVG:"))
			break;
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct xnum x;
	int ks, ke;

	return score(r->t, ts, i, &x, &ks, &ke) > 0;
}

void rec_ubench(struct xresult *r)
{
	tk_scan(r, "bench ", starts, block);
}
