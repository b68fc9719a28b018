/* tool-hammerdb.c: HammerDB's TPROC-C result line: NOPM and the database's own TPM */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * HammerDB (each driver's tpcc.tcl, at the timed test's end) prints
 *
 *   Vuser 1:TEST RESULT : System achieved 61227 NOPM from 140894 MySQL TPM
 *
 * ("PostgreSQL TPM", "SQL Server TPM", "Oracle TPM" after other drivers;
 * without the "Vuser 1:" prefix in the GUI's log).  Series: hammerdb,
 * metric nopm (new orders a minute, the benchmark's result) and tpm (the
 * database's transactions a minute), both higher is better.  Titled and
 * pooled as other tools' outputs.
 */

/* "System achieved N NOPM from M DB TPM" at token i: N, M and the last token, else -1 */
static int result(const struct text *t, const struct tstream *ts, int i, struct xnum *nopm, struct xnum *tpm)
{
	int j;

	if (!tk_words(t, ts, i, "System achieved") || !tk_plain_num(t, ts, i + 2, nopm) ||
	    !tk_words(t, ts, i + 3, "NOPM from") || !tk_plain_num(t, ts, i + 5, tpm))
		return -1;
	for (j = i + 6; j < ts->n && j < i + 10 && ts->line[j] == ts->line[i] && !ts_is(t, ts, j, "TPM"); j++)
		;
	return j < ts->n && ts_is(t, ts, j, "TPM") ? j : -1;
}

static int line(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum nopm, tpm;
	struct xseries *s;
	int first = i, last = result(t, ts, i, &nopm, &tpm);

	if (last < 0)
		return i;
	/* "Vuser 1:TEST RESULT :" before it on its line */
	while (first > 0 && ts->line[first - 1] == ts->line[i] && first > i - 4)
		first--;
	tk_begin(&o, r, ts, first, "hammerdb");
	s = tk_series(&o, i + 2, i + 3, "nopm", "1/min", &nopm);
	memcpy(s->better, "higher", sizeof("higher"));
	s = tk_series(&o, i + 5, last, "tpm", "1/min", &tpm);
	memcpy(s->better, "higher", sizeof("higher"));
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	struct xnum a, b;

	return result(r->t, ts, i, &a, &b) >= 0 && tk_readable(r, ts, i);
}

void rec_hammerdb(struct xresult *r)
{
	tk_scan(r, "NOPM from", starts, line);
}
