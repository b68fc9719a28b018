/* tool-top.c: a top(1) screen, FreeBSD's or procps': the CPU states line and each process's CPU share, titled and pooled */
#include <ctype.h>
#include <string.h>

#include "cells.h"
#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * FreeBSD's top (usr.bin/top display.c, machine.c) prints
 *
 *   last pid: 73822;  load averages:  1.06,  0.98,  0.88   up 2+01:12:40  10:11:12
 *   112 processes: 3 running, 109 sleeping
 *   CPU:  9.6% user,  0.0% nice, 58.5% system, 31.9% interrupt,  0.0% idle
 *   Mem: 127M Active, 664M Inact, 138M Wired, 48M Cache, 111M Buf, 21M Free
 *
 *     PID USERNAME    THR PRI NICE   SIZE    RES STATE    C   TIME    WCPU COMMAND
 *      11 root          2 155 ki31     0B    32K RUN      0 422.7H  33.06% idle
 *
 * ("CPU states:" before 7.0, "CPU 0:" a line per CPU with -P, WCPU and CPU
 * columns in 6.x, a thread per row and "{name}" after the command with -H);
 * procps-ng's top -b prints
 *
 *   top - 02:27:14 up  6:45,  0 user,  load average: 0.35, 1.47, 1.90
 *   Tasks:  66 total,   1 running,  65 sleeping,   0 stopped,   0 zombie
 *   %Cpu(s):  0.0 us,  0.5 sy,  0.0 ni, 99.5 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st
 *   MiB Mem :  24105.6 total,  18843.5 free,    541.1 used,   5095.8 buff/cache
 *
 *     PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
 *    1343 root      20   0       0      0      0 R  29.8   0.0   0:08.43 hackbench
 *
 * ("Cpu(s):  0.3%us," in procps 3.2, "%Cpu0  :" per CPU, "ni,100.0 id"
 * with no space).  The screen's states line or its column header is the
 * signature: process rows alone are a listing (layout.c top_row), since a
 * bug report pastes them too.  Rows under a screen whose header was cut
 * ("Here is what I see:" over the states line and the rows) are read by
 * their shape: the shares are the tokens ending in '%' (FreeBSD) or the
 * two numbers after the one-letter state (procps).
 *
 * Series: cpu-state (%, params.state as printed, params.cpu with -P) and
 * cpu-share (%, params.process, params.pid, params.column when the screen
 * has two share columns); memory, load and times are not results.  The
 * title above the screen labels it; a screen printed again with no title
 * of its own (top -d 1 -n 3) is another run, pooled by tk_end.
 */

#define ROW_TOKS 32
#define MAX_STATES 12

/* The screen's process columns: where the shares are, where the command starts */
struct top_cols {
	int command;               /* token where COMMAND starts, 0 when unknown */
	int share[2];              /* share columns, -1 when absent */
	char name[2][8];
};

static const char *const state_words[] = {
	"user", "nice", "system", "interrupt", "idle", "sys", "intr", "us", "sy", "ni", "id",
	"wa", "hi", "si", "st", "iowait", "irq", "softirq", "steal", "guest", "gnice", NULL,
};

/* Lines a screen holds beside its figures: load, task counts, memory */
static const char *const chrome_leads[] = {
	"last pid:", "top -", "Tasks:", "Threads:", "Mem:", "Swap:", "ARC:", "Compressed:",
	"KiB Mem", "KiB Swap", "MiB Mem", "MiB Swap", "GiB Mem", "GiB Swap", NULL,
};

static int starts_with(const struct text *t, int line, const char *lead)
{
	size_t n = strlen(lead);

	return t->l[line].end - t->l[line].start >= n && !memcmp(t->s + t->l[line].start, lead, n);
}

static int chrome_line(const struct text *t, int line, const struct tok *k, int n)
{
	const char *const *w;

	for (w = chrome_leads; *w; w++)
		if (starts_with(t, line, *w))
			return 1;
	/* "112 processes: 3 running, 109 sleeping" */
	return n >= 2 && isdigit((unsigned char)t->s[k[0].s]) &&
	       (tok_is(t, &k[1], "processes:") || tok_is(t, &k[1], "threads:"));
}

/* "CPU states:", "CPU:", "CPU 0:", "%Cpu(s):", "Cpu(s):", "%Cpu3  :": the byte after the ':', else 0; *cpu: the CPU's number */
static size_t states_lead(const struct text *t, size_t s, size_t e, size_t *cs, size_t *ce)
{
	const char *p = t->s;

	*cs = *ce = 0;
	if (s < e && p[s] == '%')
		s++;
	if (e - s < 4 || (memcmp(p + s, "CPU", 3) && memcmp(p + s, "Cpu", 3)))
		return 0;
	s += 3;
	if (e - s >= 7 && !memcmp(p + s, " states", 7))
		s += 7;
	else if (e - s >= 3 && !memcmp(p + s, "(s)", 3))
		s += 3;
	else {
		while (s < e && p[s] == ' ')
			s++;
		*cs = s;
		while (s < e && isdigit((unsigned char)p[s]))
			s++;
		*ce = s;
	}
	while (s < e && p[s] == ' ')
		s++;
	return s < e && p[s] == ':' ? s + 1 : 0;
}

/* From *at: "9.6% user", "0.0 us", "0.3%us", "100.0 id" after a comma; the number and the word */
static int next_state(const struct text *t, size_t *at, size_t e, struct xnum *x, size_t *ws, size_t *we)
{
	const char *p = t->s;
	size_t i = *at, ns;
	struct tok k;

	while (i < e && (p[i] == ' ' || p[i] == ','))
		i++;
	ns = i;
	while (i < e && (isdigit((unsigned char)p[i]) || ((p[i] == '.' || p[i] == ',') && i > ns &&
							  i + 1 < e && isdigit((unsigned char)p[i + 1]))))
		i++;
	k.s = ns;
	k.e = i;
	if (i == ns || !xnum_from(t, &k, 0, x))
		return 0;
	if (i < e && p[i] == '%')
		i++;
	while (i < e && p[i] == ' ')
		i++;
	*ws = i;
	while (i < e && isalpha((unsigned char)p[i]))
		i++;
	*we = i;
	*at = i;
	return *we > *ws;
}

static int state_word(const char *p, size_t n)
{
	const char *const *w;

	for (w = state_words; *w; w++)
		if (strlen(*w) == n && !memcmp(p, *w, n))
			return 1;
	return 0;
}

/* A states line: how many states, each a known word; 0 when it is not one */
static int states_line(const struct text *t, int line, struct xnum *x, size_t *ws, size_t *we,
		       size_t *cs, size_t *ce)
{
	size_t at = states_lead(t, t->l[line].start, t->l[line].end, cs, ce), e = t->l[line].end;
	int n = 0;

	if (!at)
		return 0;
	while (n < MAX_STATES && next_state(t, &at, e, &x[n], &ws[n], &we[n])) {
		if (!state_word(t->s + ws[n], we[n] - ws[n]))
			return 0;
		n++;
	}
	while (at < e && (t->s[at] == ' ' || t->s[at] == ','))
		at++;
	return n >= 3 && at == e ? n : 0;
}

/* "PID USERNAME ... WCPU COMMAND", "PID USER ... %CPU %MEM TIME+ COMMAND" */
static int header_line(const struct text *t, const struct tok *k, int n, struct top_cols *c)
{
	int i, got = 0;

	if (n < 4 || !tok_is(t, &k[0], "PID") || !tok_is(t, &k[n - 1], "COMMAND"))
		return 0;
	c->share[0] = c->share[1] = -1;
	for (i = 1; i < n - 1 && got < 2; i++)
		if (tok_is(t, &k[i], "WCPU") || tok_is(t, &k[i], "CPU") || tok_is(t, &k[i], "%CPU")) {
			c->share[got] = i;
			snprintf(c->name[got++], sizeof(c->name[0]), "%.*s", (int)(k[i].e - k[i].s),
				 t->s + k[i].s);
		}
	c->command = n - 1;
	return got > 0;
}

/* Token k as a share: "33.06%", "29.8", "29,8" */
static int share_num(const struct text *t, const struct tok *k, struct xnum *x)
{
	struct tok v = *k;

	if (v.e > v.s && t->s[v.e - 1] == '%')
		v.e--;
	return v.e > v.s && xnum_from(t, &v, 0, x) && x->value >= 0;
}

/* The columns of a row printed without its header, read from its shape */
static int row_shape(const struct text *t, const struct tok *k, int n, struct top_cols *c)
{
	struct xnum x;
	int i;

	c->share[0] = c->share[1] = -1;
	/* FreeBSD: "... RUN 422.7H 33.06% 33.06% idle" */
	for (i = 2; i < n - 1; i++)
		if (t->s[k[i].e - 1] == '%' && share_num(t, &k[i], &x)) {
			c->share[0] = i;
			snprintf(c->name[0], sizeof(c->name[0]), "WCPU");
			if (i + 2 < n && t->s[k[i + 1].e - 1] == '%' && share_num(t, &k[i + 1], &x)) {
				c->share[1] = ++i;
				snprintf(c->name[1], sizeof(c->name[1]), "CPU");
			}
			c->command = i + 1;
			return 1;
		}
	/* procps: "... 0 R  29.8   0.0   0:08.43 hackbench" */
	for (i = 4; i + 4 < n; i++)
		if (k[i].e - k[i].s == 1 && strchr("RSDIZTt", t->s[k[i].s]) && share_num(t, &k[i + 1], &x) &&
		    share_num(t, &k[i + 2], &x) && memchr(t->s + k[i + 3].s, ':', k[i + 3].e - k[i + 3].s)) {
			c->share[0] = i + 1;
			snprintf(c->name[0], sizeof(c->name[0]), "%%CPU");
			c->command = i + 4;
			return 1;
		}
	return 0;
}

static void add_states(struct tout *o, int first, int last, int n, const struct xnum *x,
		       const size_t *ws, const size_t *we, size_t cs, size_t ce)
{
	const struct text *t = o->r->t;
	int i;

	for (i = 0; i < n; i++) {
		struct xseries *s = tk_series(o, first, last, "cpu-state", "%", &x[i]);
		xs_param_str(s, "state", t->s + ws[i], we[i] - ws[i]);
		if (ce > cs)
			xs_param_str(s, "cpu", t->s + cs, ce - cs);
		s->span[0] = x[i].s;
		s->span[1] = we[i];
		memcpy(s->better, "none", 5);
	}
}

/* A process row under columns c: a series per share column; 0 when it is not a row */
static int add_row(struct tout *o, int first, const struct tok *k, int n, const struct top_cols *c)
{
	const struct text *t = o->r->t;
	struct xnum x[2];
	int i, two = c->share[1] >= 0;

	if (!c->command || n <= c->command || !isdigit((unsigned char)t->s[k[0].s]) ||
	    strspn(t->s + k[0].s, "0123456789") < k[0].e - k[0].s)
		return 0;
	for (i = 0; i < 2 && c->share[i] >= 0; i++)
		if (!share_num(t, &k[c->share[i]], &x[i]))
			return 0;
	for (i = 0; i < 2 && c->share[i] >= 0; i++) {
		struct tok v = k[c->share[i]];
		struct xseries *s;

		if (t->s[v.e - 1] == '%')
			v.e--;
		s = tk_series(o, first, first + n - 1, "cpu-share", "%", &x[i]);
		xs_param_str(s, "process", t->s + k[c->command].s, k[n - 1].e - k[c->command].s);
		xs_param_str(s, "pid", t->s + k[0].s, k[0].e - k[0].s);
		if (two)
			xs_param_str(s, "column", c->name[i], strlen(c->name[i]));
		s->span[0] = k[0].s;
		s->span[1] = v.e;
		memcpy(s->better, "none", 5);
	}
	return 1;
}

/* The first token of the line after token j's */
static int line_after(const struct tstream *ts, int j)
{
	int line = ts->line[j];

	while (j < ts->n && ts->line[j] == line)
		j++;
	return j;
}

/* The line after token j's line goes on with the screen: the next line, or one blank between */
static int follows(const struct text *t, int line, int next)
{
	return next == line + 1 || (next == line + 2 && line_is_blank(t, line + 1));
}

static int screen(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct top_cols cols = { 0 }, shape;
	struct tout o;
	int j = i, line = ts->line[i] - 1, used = i, figures = 0, header = 0;

	tk_begin(&o, r, ts, i, NULL);
	while (j < ts->n && follows(t, line, ts->line[j])) {
		struct tok k[ROW_TOKS];
		struct xnum x[MAX_STATES];
		size_t ws[MAX_STATES], we[MAX_STATES], cs, ce;
		int n, next, ns;

		line = ts->line[j];
		next = line_after(ts, j);
		if ((n = next - j) > ROW_TOKS)
			break;
		memcpy(k, ts->k + j, (size_t)n * sizeof(*k));
		if ((ns = states_line(t, line, x, ws, we, &cs, &ce)) > 0)
			add_states(&o, j, next - 1, ns, x, ws, we, cs, ce), figures = 1;
		else if (header_line(t, k, n, &cols))
			header = 1;
		else if (chrome_line(t, line, k, n))
			;
		else if ((header || figures) && add_row(&o, j, k, n, &cols))
			;
		else if (figures && !header && row_shape(t, k, n, &shape) && add_row(&o, j, k, n, &shape))
			;
		else
			break;
		used = next - 1;
		j = next;
	}
	if (!tk_end(&o, used, prev))
		return i;
	return used;
}

/* A screen starts at its first line: "last pid:", "top -", a states line or the column header */
static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;
	int line = ts->line[i];
	struct top_cols c;
	struct tok k[ROW_TOKS];
	size_t cs, ce;

	/* a flattened screen's line ends are gone: its rows cannot be told apart */
	if (!ts_line_start(ts, i) || line_after(ts, i) - i > ROW_TOKS ||
	    !(tk_readable(r, ts, i) || r->skip[line] == SKIP_LISTING || r->skip[line] == SKIP_CODE))
		return 0;
	if (starts_with(t, line, "last pid:") || tk_words(t, ts, i, "top -"))
		return 1;
	if (states_lead(t, t->l[line].start, t->l[line].end, &cs, &ce))
		return 1;
	return header_line(t, k, tok_line(t, line, k, ROW_TOKS), &c);
}

void rec_top(struct xresult *r)
{
	tk_scan(r, "PU", starts, screen);
	tk_scan(r, "pu(s)", starts, screen);
}
