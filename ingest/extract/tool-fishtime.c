/* tool-fishtime.c: fish's `time`: Executed in, usr time, sys time, each in the unit fish chose */
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * fish 3 (src/timer.cpp, print_delta) prints to stderr after the command:
 *
 *	________________________________________________________
 *	Executed in  436.58 millis    fish           external
 *	   usr time  106.21 millis  121.00 micros  106.09 millis
 *	   sys time  331.32 millis   33.00 micros  331.29 millis
 *
 * "%6.2F %s" each, the unit one of micros, millis, secs, mins chosen per
 * figure.  The first figure of each line is the whole: wall (real), user
 * and sys time; "fish" and "external" split user and sys between the
 * shell and the command and are not read.  One series per line, the
 * value and unit as printed; repeated outputs with no title between them
 * are runs (tk_end pools them).
 */

/* "millis" at token i: the unit's short name, or NULL */
static const char *unit_at(const struct text *t, const struct tstream *ts, int i)
{
	static const char *const names[][2] = { { "micros", "us" }, { "millis", "ms" },
		{ "secs", "s" }, { "mins", "min" } };
	size_t k;

	for (k = 0; k < sizeof(names) / sizeof(names[0]); k++)
		if (ts_is(t, ts, i, names[k][0]))
			return names[k][1];
	return NULL;
}

/* "usr time  N U  N U  N U" at token i: the whole's value and unit; 1 when read */
static int times_line(const struct text *t, const struct tstream *ts, int i, const char *words,
		      struct xnum *x, const char **unit)
{
	struct xnum part;
	int k;

	if (!tk_words(t, ts, i, words))
		return 0;
	for (k = 0; k < 3; k++)
		if (!tk_plain_num(t, ts, i + 2 + 2 * k, k ? &part : x) || !unit_at(t, ts, i + 3 + 2 * k))
			return 0;
	*unit = unit_at(t, ts, i + 3);
	return 1;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum real, user, sys;
	const char *ru = unit_at(t, ts, i + 3), *uu, *su;
	int first = i, last = i + 21;

	if (!ru || !tk_plain_num(t, ts, i + 2, &real) || !tk_words(t, ts, i + 4, "fish external") ||
	    !times_line(t, ts, i + 6, "usr time", &user, &uu) ||
	    !times_line(t, ts, i + 14, "sys time", &sys, &su))
		return i;
	/* the rule of underscores fish prints above it is the output's */
	if (i > 0 && strspn(t->s + ts->k[i - 1].s, "_") == ts->k[i - 1].e - ts->k[i - 1].s)
		first = i - 1;
	tk_begin(&o, r, ts, first, NULL);
	tk_series(&o, i, i + 5, "real", ru, &real);
	tk_series(&o, i + 6, i + 13, "user", uu, &user);
	tk_series(&o, i + 14, last, "sys", su, &sys);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	return tk_words(r->t, ts, i, "Executed in") && tk_readable(r, ts, i);
}

void rec_fishtime(struct xresult *r)
{
	tk_scan(r, "Executed in ", starts, block);
}
