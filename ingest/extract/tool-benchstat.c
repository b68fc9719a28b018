/* tool-benchstat.c: benchstat's tables of Go benchmarks, old and new format: a series per benchmark and file, the delta a comparison */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cells.h"
#include "labels.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * benchstat (golang.org/x/perf/cmd/benchstat) compares `go test -bench`
 * outputs.  Before 2023 it printed
 *
 *   name                old time/op  new time/op  delta
 *   ChanProdCons0-56      287ns ± 3%    241ns ± 2%  -16.03%  (p=0.000 n=10+10)
 *   ChanSync-56           412ns ± 4%    405ns ± 5%     ~     (p=0.218 n=10+10)
 *
 * (one file: "name  time/op" and no delta), and since then
 *
 *                 │  eevdf.txt  │            rusty.txt            │
 *                 │   sec/op    │   sec/op     vs base            │
 *   ChanSync-64     402.1n ± 3%   398.7n ± 4%   ~ (p=0.481 n=10)
 *   geomean         1.088µ        1.031µ        -5.23%
 *
 * A series per benchmark and file: label the file (the old format's
 * "old" and "new" are the files of the `benchstat A B` command above it,
 * when there is one), params.variant the benchmark, metric the column's
 * ("time/op", "sec/op", "B/op"), the centre as printed its summary (the
 * mean before 2023, the median since: benchstat prints no run), n its
 * count.  The "± 3%" is benchstat's spread (a range, or since 2023 a
 * confidence interval), no standard deviation: it is not kept.  The delta
 * compares each file with the first: its percent, proven (p under alpha:
 * benchstat prints a delta only then); "~" says no difference was found.
 * The geomean row summarises benchmarks, no benchmark: it is left.
 */

#define BS_FILES 8
#define BS_NAME 64

struct bstable {
	char file[BS_FILES][BS_NAME];
	int nfiles;
	char metric[24];
	int rows;                  /* the first row's line */
	int median;                /* since 2023 the centre is the median, before the mean */
};

/* "│", which text.c reads as '|' (a box-drawn table's rule) */
static int is_bar(const struct text *t, const struct tok *k)
{
	return (k->e - k->s == 1 && t->s[k->s] == '|') ||
	       (k->e - k->s == 3 && !memcmp(t->s + k->s, "\xe2\x94\x82", 3));
}

/* A footnote mark benchstat sets after a figure ("¹", "²"): no ASCII letter or digit in it */
static int footnote(const struct text *t, const struct tok *k)
{
	for (size_t i = k->s; i < k->e; i++)
		if ((unsigned char)t->s[i] < 0x80)
			return 0;
	return 1;
}

/* "benchstat a.txt b.txt" within three lines above: the files, in order */
static void command_files(const struct text *t, int l, struct bstable *b)
{
	struct tok k[16];
	int u, n, i, j;

	for (u = l - 1; u >= 0 && u >= l - 3; u--) {
		n = tok_line(t, u, k, 16);
		for (i = 0; i < n && !tok_is(t, &k[i], "benchstat"); i++)
			;
		if (i == n)
			continue;
		for (j = i + 1, b->nfiles = 0; j < n && b->nfiles < BS_FILES; j++)
			if (t->s[k[j].s] != '-' && k[j].e - k[j].s < BS_NAME)
				snprintf(b->file[b->nfiles++], BS_NAME, "%.*s", (int)(k[j].e - k[j].s), t->s + k[j].s);
		return;
	}
}

/* "name  old time/op  new time/op  delta": the old format's header */
static int old_header(const struct text *t, int l, struct bstable *b)
{
	struct tok k[16];
	int n = line_words(t, l, k, 16);

	if (n < 3 || !tok_is(t, &k[0], "name") || !tok_is(t, &k[1], "old") || k[2].e - k[2].s >= 24)
		return 0;
	memset(b, 0, sizeof(*b));
	snprintf(b->metric, sizeof(b->metric), "%.*s", (int)(k[2].e - k[2].s), t->s + k[2].s);
	if (n == 6 && tok_is(t, &k[3], "new") && tok_is(t, &k[5], "delta")) {
		command_files(t, l, b);
		if (b->nfiles != 2) {
			snprintf(b->file[0], BS_NAME, "old");
			snprintf(b->file[1], BS_NAME, "new");
		}
		b->nfiles = 2;
	} else if (n == 3) {
		command_files(t, l, b);
		if (b->nfiles != 1)
			snprintf(b->file[0], BS_NAME, "old");
		b->nfiles = 1;
	} else {
		return 0;
	}
	b->rows = l + 1;
	return 1;
}

/* "│ a.txt │ b.txt │" over "│ sec/op │ sec/op  vs base │": the new format's header */
static int new_header(const struct text *t, int l, struct bstable *b)
{
	struct tok k[24], u[24];

	int n = line_words(t, l, k, 24), nu, i;

	if (l + 1 >= t->n || n < 3 || !is_bar(t, &k[0]) || !is_bar(t, &k[n - 1]))
		return 0;
	nu = line_words(t, l + 1, u, 24);
	if (nu < 3 || !is_bar(t, &u[0]) || is_bar(t, &u[1]) || u[1].e - u[1].s >= 24)
		return 0;
	memset(b, 0, sizeof(*b));
	for (i = 1; i < n && b->nfiles < BS_FILES; i++)
		if (!is_bar(t, &k[i]) && k[i].e - k[i].s < BS_NAME)
			snprintf(b->file[b->nfiles++], BS_NAME, "%.*s", (int)(k[i].e - k[i].s), t->s + k[i].s);
	snprintf(b->metric, sizeof(b->metric), "%.*s", (int)(u[1].e - u[1].s), t->s + u[1].s);
	b->rows = l + 2;
	b->median = 1;
	return b->nfiles >= 1;
}

/* A figure's unit in the column's metric: "287ns", "287.4n" of sec/op, "19.84µ", "1.2Ki" of B/op */
static void unit_of(const char *metric, const char *glued, char *unit, size_t n)
{
	int time = !strcmp(metric, "sec/op") || !strcmp(metric, "time/op");

	if (time && (!strcmp(glued, "\xc2\xb5") || !strcmp(glued, "\xc2\xb5s")))
		snprintf(unit, n, "us");
	else if (time && (!strcmp(glued, "n") || !strcmp(glued, "m")))
		snprintf(unit, n, "%ss", glued);
	else if (glued[0])
		snprintf(unit, n, "%s", glued);
	else
		snprintf(unit, n, "%s", time ? "s" : "");
}

struct bsrow {
	struct xnum v[BS_FILES];
	char unit[BS_FILES][TK_UNIT];
	int nv;
	struct xnum delta;         /* set: a percent */
	int same;                  /* "~" */
	double p;
	struct xnum n[BS_FILES];
	size_t delta_s, delta_e;   /* the delta and its "(p=... n=...)" */
};

/* "(p=0.000 n=10+9)": p, then the counts in file order (one for all when one is given) */
static void p_and_n(const struct text *t, const struct tok *k, int nk, int i, struct bsrow *w)
{
	for (; i < nk; i++) {
		const char *s = t->s + k[i].s;
		if (!strncmp(s, "(p=", 3))
			w->p = strtod(s + 3, NULL);
		else if (!strncmp(s, "n=", 2)) {
			const char *q = s + 2;
			int f;
			for (f = 0; f < BS_FILES && q < t->s + k[i].e; f++) {
				size_t d = strspn(q, "0123456789");
				w->n[f] = (struct xnum){ .value = atoi(q), .s = (size_t)(q - t->s),
							 .e = (size_t)(q - t->s) + d, .set = d > 0 };
				q += d;
				if (*q != '+')
					break;
				q++;
			}
			for (f++; f < BS_FILES; f++)
				w->n[f] = w->n[0];
		}
		w->delta_e = k[i].e;
	}
}

/*
 * Token k as a figure as printed: "287ns", "-12.35%" when SIGNED; benchstat's
 * own scaled forms ("402.1n", "19.84µ", "1.2Ki", "3.000k") by hand, a number
 * and a prefix no cell reader takes (a cell "12n" is no figure elsewhere)
 */
static int figure(const struct text *t, const struct tok *k, int sign, struct xnum *x, char *unit)
{
	static const char *const prefixes[] = { "n", "\xc2\xb5", "m", "k", "M", "G", "Ki", "Mi", "Gi", NULL };
	const char *p = t->s + k->s;
	size_t n = k->e - k->s, d = 0;
	struct vcell c;
	double v;

	if (cell_parse(t, k->s, k->e, &c) && c.kind == CELL_VALUE && c.signed_ == sign && !c.paren &&
	    !(c.time && c.unit[0] == '\0')) {
		*x = c.x;
		memcpy(unit, c.unit, TK_UNIT - 1);
		unit[TK_UNIT - 1] = '\0';
		return 1;
	}
	while (d < n && (isdigit((unsigned char)p[d]) || p[d] == '.'))
		d++;
	if (sign || !d || !num_parse(p, d, &v))
		return 0;
	for (const char *const *f = prefixes; *f; f++)
		if (strlen(*f) == n - d && !memcmp(p + d, *f, n - d)) {
			*x = (struct xnum){ .value = v, .s = k->s, .e = k->e, .set = 1 };
			snprintf(unit, TK_UNIT, "%s", *f);
			return 1;
		}
	return 0;
}

/* Row line l of a table of nf files; 1 when it is one */
static int row(const struct text *t, int l, int nf, struct bsrow *w)
{
	struct tok k[40];
	int nk = line_words(t, l, k, 40), i = 1;

	memset(w, 0, sizeof(*w));
	w->p = -1;
	if (nk < 2 || tok_is(t, &k[0], "geomean") || is_bar(t, &k[0]))
		return 0;
	while (w->nv < nf && i < nk) {
		if (!figure(t, &k[i], 0, &w->v[w->nv], w->unit[w->nv]) || w->unit[w->nv][0] == '%')
			return 0;
		w->nv++;
		i++;
		if (i + 1 < nk && (tok_is(t, &k[i], "±") || tok_is(t, &k[i], "\xc2\xb1")))
			i += 2;
		else if (i < nk && k[i].e - k[i].s > 2 && !memcmp(t->s + k[i].s, "\xc2\xb1", 2))
			i++;    /* "±51%": a spread of two digits leaves no blank after the mark */
		while (i < nk && footnote(t, &k[i]))
			i++;
	}
	if (w->nv < nf)
		return 0;
	if (i < nk) {
		char unit[TK_UNIT];
		w->delta_s = k[i].s;
		w->delta_e = k[i].e;
		if (tok_is(t, &k[i], "~"))
			w->same = 1;
		else if (!figure(t, &k[i], 1, &w->delta, unit) || strcmp(unit, "%"))
			return nf == 1;
		p_and_n(t, k, nk, i + 1, w);
	}
	return 1;
}

static void compare(struct xresult *r, int a, int b, const struct bsrow *w, const char *bench)
{
	struct xcomparison *c = xr_cmp(r);

	c->a = a;
	c->b = b;
	c->line = r->series[b].line;
	if (w->delta.set)
		c->delta_pct = w->delta;
	c->proven = w->same ? 0 : w->p >= 0 ? 1 : -1;
	c->span[0] = w->delta_s;
	c->span[1] = w->delta_e;
	memcpy(c->workload, r->series[a].workload, sizeof(c->workload));
	xr_cmp_say(r, c, bench, w->delta_s, w->delta_e);
}

static int table(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct bstable b;
	struct bsrow w;
	struct tout o;
	int l = ts->line[i], last = i, j, f;

	if (!old_header(t, l, &b) && !new_header(t, l, &b))
		return i;
	tk_begin(&o, r, ts, i, NULL);
	for (l = b.rows; l < t->n && row(t, l, b.nfiles, &w); l++) {
		int idx[BS_FILES];
		char bench[BS_NAME];
		struct tok k[1];
		line_words(t, l, k, 1);
		snprintf(bench, sizeof(bench), "%.*s", (int)(k[0].e - k[0].s), t->s + k[0].s);
		for (j = last; j + 1 < ts->n && ts->line[j + 1] <= l; j++)
			;
		for (f = 0; f < b.nfiles; f++) {
			char unit[TK_UNIT + 4];
			struct xseries *s;
			unit_of(b.metric, w.unit[f], unit, sizeof(unit));
			s = tk_series(&o, j, j, b.metric, unit, NULL);
			s->sum[b.median ? SUM_MEDIAN : SUM_MEAN] = w.v[f];
			s->has_summary = 1;
			s->span[0] = t->l[l].start;
			s->span[1] = t->l[l].end;
			s->line = l;
			snprintf(s->name, sizeof(s->name), "%s", b.file[f]);
			memcpy(s->label, s->name, sizeof(s->label));
			label_data_file(s->label);
			if (!strcmp(s->label, s->name))
				s->name[0] = '\0';
			ctx_label_version(s);
			xs_param_str(s, "variant", bench, strlen(bench));
			if (w.n[f].set && w.n[f].value > 0)
				s->sum[SUM_N] = w.n[f];
			idx[f] = (int)(s - r->series);
		}
		if (b.nfiles == 2 && (w.delta.set || w.same))
			compare(r, idx[0], idx[1], &w, bench);
		last = j;
	}
	if (l == b.rows)
		return i;
	tk_end(&o, last, prev);
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct bstable b;

	return ts_line_start(ts, i) && (old_header(r->t, ts->line[i], &b) || new_header(r->t, ts->line[i], &b)) &&
	       tk_readable(r, ts, i);
}

void rec_benchstat(struct xresult *r)
{
	tk_scan(r, "/op", starts, table);
}
