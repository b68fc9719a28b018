/* tool-interrupts.c: /proc/interrupts (and /proc/softirqs): counts per CPU since boot, the machine's state: its lines claimed, no series */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * The kernel (fs/proc/interrupts.c, show_interrupts) prints
 *
 *              CPU0       CPU1
 *     24:          1          0  IO-APIC   5-edge      ACPI:Ged
 *    NMI:          0          0   Non-maskable interrupts
 *    LOC:    1726093    1705520   Local timer interrupts
 *    RES:      57612      56341   Rescheduling interrupts
 *
 * a header of the CPUs, then a row an interrupt: its number or name and a
 * colon, a count per CPU, the chip and the handler's names (/proc/softirqs:
 * "HI:", "TIMER:", ... under the same header).  Posts paste it to show where
 * interrupts land: counters since boot, no result of a configuration (a
 * table reader took each row for a series).  Header and rows are claimed,
 * no series.
 */

#define CPUS_MAX 512

/* "CPU0  CPU1 ... CPUn" alone on the line at token i: how many CPUs, else 0 */
static int header(const struct text *t, const struct tstream *ts, int i)
{
	int n = 0;
	char want[16];

	if (!ts_line_start(ts, i))
		return 0;
	for (; i + n < ts->n && ts->line[i + n] == ts->line[i] && n < CPUS_MAX; n++) {
		size_t len = (size_t)snprintf(want, sizeof(want), "CPU%d", n);
		if (ts->k[i + n].e - ts->k[i + n].s != len || memcmp(t->s + ts->k[i + n].s, want, len))
			return 0;
	}
	return n;
}

/* A row at i under a header of n CPUs: "24:" or "LOC:", then n counts (fewer for a row
 * like "ERR:  0"), then names; its last token, else -1 */
static int row(const struct text *t, const struct tstream *ts, int i, int n)
{
	const char *p = t->s + ts->k[i].s;
	size_t len = ts->k[i].e - ts->k[i].s;
	int j, counts = 0;

	if (!ts_line_start(ts, i) || len < 2 || p[len - 1] != ':' || !isalnum((unsigned char)p[0]))
		return -1;
	for (j = i + 1; j < ts->n && ts->line[j] == ts->line[i] && counts < n; j++, counts++)
		if (strspn(t->s + ts->k[j].s, "0123456789") != ts->k[j].e - ts->k[j].s)
			break;
	return counts ? ts_line_last(ts, i) : -1;
}

static int listing(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	int n = header(t, ts, i), last = i + n - 1, e;

	(void)prev;
	if (!n)
		return i;
	while (last + 1 < ts->n && (e = row(t, ts, last + 1, n)) >= 0)
		last = e;
	if (last == i + n - 1)
		return i;
	ts_claim(r, ts, i, last);
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return ts_is(r->t, ts, i, "CPU0") && header(r->t, ts, i) && tk_readable(r, ts, i);
}

void rec_interrupts(struct xresult *r)
{
	tk_scan(r, "CPU0", starts, listing);
}
