/* tool-turbostat.c: turbostat's interval table: a column per counter (Avg_MHz, Busy%, PkgWatt ...), a row an interval */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * turbostat (linux tools/power/x86/turbostat) prints, each interval, a
 * header and a row for the system (and, without -S, one per package, core
 * and CPU, the system's row with "-" in the topology columns):
 *
 *   Core  CPU  Avg_MHz  Busy%  Bzy_MHz  TSC_MHz  IRQ  C1%  C6%  CoreTmp  PkgWatt
 *   -     -    2697     75.08  3592     3292     9012 0.41 24.1 61       47.92
 *   0     0    2701     75.19  3592     3292     2260 0.39 24.0 61       47.92
 *
 * Posts cut it to a few columns and a few intervals, often one output per
 * governor or kernel under a title.  One series per counter column: its
 * intervals are the values (runs of one setting); metric the column as
 * printed, unit from its name (MHz, W, %, C).  Topology columns are no
 * counters: where they are printed only the system's rows ("-") are read.
 * With --Summary the header heads each interval's row again: read over.
 * Titled and pooled as other tools' outputs; printed, quoted and flattened.
 * Written from turbostat's header names (no Debian package on this
 * machine prints it without MSR access).
 */

#define COLS_MAX 48

/* Counters only turbostat names so: one of them makes a header turbostat's */
static const char *const own[] = { "Avg_MHz", "Bzy_MHz", "TSC_MHz", "Busy%", "%Busy", "PkgWatt",
	"CorWatt", "RAMWatt", "GFXWatt", "CPU%c1", "CPU%c6", "Pkg%pc2", "Pkg%pc6", "CoreTmp", "PkgTmp",
	"GFX%rc6", "GFXMHz", "UncMHz", NULL };
static const char *const topology[] = { "Package", "Die", "Node", "Core", "CPU", "APIC", "X2APIC",
	NULL };

static int listed(const struct text *t, const struct tstream *ts, int i, const char *const *list)
{
	for (; *list; list++)
		if (ts_is(t, ts, i, *list))
			return 1;
	return 0;
}

/* A counter's cell or a topology column's "-": a number as printed, or "-" */
static int cell(const struct text *t, const struct tstream *ts, int i)
{
	return ts_is(t, ts, i, "-") || tk_plain_num(t, ts, i, NULL);
}

/* The header from token i: its columns (names, none a number), 0 when not turbostat's */
static int header(const struct text *t, const struct tstream *ts, int i)
{
	int n = 0, mine = 0;

	while (i + n < ts->n && n < COLS_MAX && !cell(t, ts, i + n)) {
		mine += listed(t, ts, i + n, own);
		n++;
		/* a printed header ends with its line */
		if (!ts_flat(t, ts, i) && ts_line_end(ts, i + n - 1))
			break;
	}
	return mine >= 1 && n >= 2 && n < COLS_MAX ? n : 0;
}

/* The unit a counter's name says */
static const char *unit_of(const char *name)
{
	size_t n = strlen(name);

	if (n > 4 && !strcmp(name + n - 4, "_MHz"))
		return "MHz";
	if (n > 3 && !strcmp(name + n - 3, "MHz"))
		return "MHz";
	if (n > 4 && !strcmp(name + n - 4, "Watt"))
		return "W";
	if (n > 3 && !strcmp(name + n - 3, "Tmp"))
		return "C";
	return strchr(name, '%') ? "%" : "";
}

/*
 * A row from token i: its tokens (0: none), *system when its topology cells
 * are "-".  A printed row of a CPU may stop short (turbostat leaves the
 * package's columns to the package's first CPU): its line is taken, unread
 * (*system 0).  On a flattened line a row is n cells.
 */
static int row(const struct text *t, const struct tstream *ts, int i, int n, const unsigned char *topo,
	       int *system)
{
	int k, flat = ts_flat(t, ts, i), len = n;

	if (i >= ts->n || (!flat && !ts_line_start(ts, i)))
		return 0;
	if (!flat)
		for (len = 1; i + len - 1 < ts->n && !ts_line_end(ts, i + len - 1); len++)
			;
	if (len > n || i + len > ts->n || (len < n && (!topo[0] || ts_is(t, ts, i, "-"))))
		return 0;
	*system = len == n;
	for (k = 0; k < len; k++) {
		if (!cell(t, ts, i + k) || (!topo[k] && ts_is(t, ts, i + k, "-")))
			return 0;
		if (topo[k] && !ts_is(t, ts, i + k, "-"))
			*system = 0;
	}
	return len;
}

/* Tokens j.. print the header at i again (with --Summary turbostat heads each interval's row) */
static int header_again(const struct text *t, const struct tstream *ts, int i, int n, int j)
{
	if (header(t, ts, j) != n)
		return 0;
	for (int k = 0; k < n; k++)
		if (ts->k[i + k].e - ts->k[i + k].s != ts->k[j + k].e - ts->k[j + k].s ||
		    memcmp(t->s + ts->k[i + k].s, t->s + ts->k[j + k].s, ts->k[i + k].e - ts->k[i + k].s))
			return 0;
	return 1;
}

#define ROWS_MAX 256

static int table(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	unsigned char topo[COLS_MAX];
	int col[COLS_MAX];            /* each counter's series: an index, r->series moves as it grows */
	int at[ROWS_MAX];             /* each row's first token */
	struct tout o;
	int n = header(t, ts, i), k, j, len, rows = 0, systems = 0, any_topo = 0, system, last;

	if (!n)
		return i;
	for (k = 0; k < n; k++)
		any_topo |= topo[k] = (unsigned char)listed(t, ts, i + k, topology);
	for (j = i + n; rows < ROWS_MAX; j += len) {
		if (rows && header_again(t, ts, i, n, j) && row(t, ts, j + n, n, topo, &system))
			j += n;
		if (!(len = row(t, ts, j, n, topo, &system)))
			break;
		at[rows++] = j;
		systems += system;
	}
	/* per-CPU rows with no system row: a listing of CPUs, not one setting's runs */
	if (!rows || (any_topo && !systems))
		return i;
	last = j - 1;
	tk_begin(&o, r, ts, i, "turbostat");
	for (k = 0; k < n; k++) {
		char name[48];
		if (topo[k])
			continue;
		xs_printf(name, sizeof(name), "%.*s", (int)(ts->k[i + k].e - ts->k[i + k].s), t->s + ts->k[i + k].s);
		tk_series(&o, i, last, name, unit_of(name), NULL);
		col[k] = r->nseries - 1;
	}
	for (int m = 0; m < rows; m++) {
		j = at[m];
		len = row(t, ts, j, n, topo, &system);
		for (k = 0; k < len; k++) {
			struct xnum x;
			if (!topo[k] && (system || !any_topo) && tk_plain_num(t, ts, j + k, &x))
				xs_value(&r->series[col[k]], &x);
		}
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return (ts_line_start(ts, i) || ts_flat(r->t, ts, i)) && (listed(r->t, ts, i, own) ||
	       listed(r->t, ts, i, topology)) && tk_readable(r, ts, i);
}

void rec_turbostat(struct xresult *r)
{
	/* every counter of its own is in MHz, W, C or %: "--show PkgWatt,CorWatt" prints no MHz */
	tk_scan(r, text_has(r->t, "MHz", 3) ? "MHz" : "Watt", starts, table);
}
