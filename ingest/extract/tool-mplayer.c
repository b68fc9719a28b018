/* tool-mplayer.c: mplayer -benchmark's closing lines: where the time went (BENCHMARKs) and the frames shown and dropped (BENCHMARKn) */
#include <stdio.h>
#include <string.h>

#include "tool.h"
#include "../../core/banned.h"

/*
 * MPlayer (mplayer.c, exit_player_with_rc under -benchmark) ends a run with
 *
 *	"BENCHMARKs: VC:%8.3fs VO:%8.3fs A:%8.3fs Sys:%8.3fs = %8.3fs\n"
 *	"BENCHMARK%%: VC:%8.4f%% VO:%8.4f%% A:%8.4f%% Sys:%8.4f%% = %8.4f%%\n"
 *	"BENCHMARKn: disp: %d (%3.2f fps)  drop: %d (%d%%)  total: %d (%3.2f fps)\n"
 *
 * (the last with -framedrop or -benchmark's own dropping).  The seconds are
 * series of their own: the video codec's, the video output's and the
 * audio's time (lower is better), the rest ("Sys", the player idle or in
 * the kernel) and the total (the clip's length, none better); the
 * percentages only restate them, no figures.  The frame counts are
 * series: displayed and total frames with their rates, dropped frames and
 * their share (lower is better): what a scheduler's latency costs a player.
 * Runs with no title between them pool (tk_end).
 */

#define TIME_PARTS 5

/* "VC:" then " 21.476s", or glued past the field's width ("VC:1234.567s"): the value, its
 * tokens used (0: not that key) */
static int keyed(const struct text *t, const struct tstream *ts, int i, const char *key, struct xnum *x)
{
	char unit[TK_UNIT];

	if (i >= ts->n)
		return 0;
	if (ts_is(t, ts, i, key))
		return i + 1 < ts->n && tk_num(t, ts, i + 1, x, unit) && (!strcmp(unit, "s") || !strcmp(unit, "%")) ? 2 : 0;
	return tk_keyed(t, ts, i, key, x, unit) && (!strcmp(unit, "s") || !strcmp(unit, "%")) ? 1 : 0;
}

/* "BENCHMARKs:" or "BENCHMARK%:" at i: the tokens of its five parts, each's value; the token
 * after the line, else 0 */
static int times_line(const struct text *t, const struct tstream *ts, int i, struct xnum *v)
{
	static const char *const keys[TIME_PARTS] = { "VC:", "VO:", "A:", "Sys:", "=" };
	int j = i + 1, k, n;

	for (k = 0; k < TIME_PARTS; k++, j += n)
		if (!(n = keyed(t, ts, j, keys[k], &v[k])))
			return 0;
	return j;
}

/* "(23.87 fps)" at i: the rate */
static int rate(const struct text *t, const struct tstream *ts, int i, struct xnum *x)
{
	return i + 1 < ts->n && t->s[ts->k[i].s] == '(' && ts_num(t, ts->k[i].s + 1, ts->k[i].e, x) &&
	       ts_is(t, ts, i + 1, "fps)");
}

/* "BENCHMARKn: disp: N (R fps)  drop: N (P%)  total: N (R fps)" at i: counts[3], rates[2],
 * the dropped share; the token after it, else 0 */
static int frames_line(const struct text *t, const struct tstream *ts, int i, struct xnum *count,
		       struct xnum *rates, struct xnum *share)
{
	int j = i + 1;

	if (!ts_is(t, ts, j, "disp:") || !tk_plain_num(t, ts, j + 1, &count[0]) || !rate(t, ts, j + 2, &rates[0]))
		return 0;
	j += 4;
	if (!ts_is(t, ts, j, "drop:") || !tk_plain_num(t, ts, j + 1, &count[1]) || j + 2 >= ts->n ||
	    t->s[ts->k[j + 2].s] != '(' || t->s[ts->k[j + 2].e - 1] != ')' ||
	    !ts_num(t, ts->k[j + 2].s + 1, ts->k[j + 2].e - 2, share))
		return 0;
	j += 3;
	if (!ts_is(t, ts, j, "total:") || !tk_plain_num(t, ts, j + 1, &count[2]) || !rate(t, ts, j + 2, &rates[1]))
		return 0;
	return j + 4;
}

static struct xseries *series(struct tout *o, int first, int last, const char *metric, const char *unit,
			      const struct xnum *x, const char *better)
{
	struct xseries *s = tk_series(o, first, last, metric, unit, x);

	snprintf(s->better, sizeof(s->better), "%s", better);
	return s;
}

static int block(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	static const char *const parts[TIME_PARTS] = { "video codec time", "video output time", "audio time",
		"sys time", "total time" };
	static const char *const part_better[TIME_PARTS] = { "lower", "lower", "lower", "none", "none" };
	const struct text *t = r->t;
	struct tout o;
	struct xnum v[TIME_PARTS], count[3], rates[2], share;
	int j = i, e, k, read = 0;

	tk_begin(&o, r, ts, i, "mplayer");
	o.head.nparams = 0;     /* "make -j4" above is the load it played under, no setting of its */
	if (ts_is(t, ts, j, "BENCHMARKs:") && (e = times_line(t, ts, j, v))) {
		for (k = 0; k < TIME_PARTS; k++)
			series(&o, j, e - 1, parts[k], "s", &v[k], part_better[k]);
		j = e;
		read = 1;
	}
	/* the same time as shares of the total: no figure of its own */
	if (ts_is(t, ts, j, "BENCHMARK%:") && (e = times_line(t, ts, j, v)))
		j = e;
	if (ts_is(t, ts, j, "BENCHMARKn:") && (e = frames_line(t, ts, j, count, rates, &share))) {
		series(&o, j, e - 1, "displayed frames", "frames", &count[0], "higher");
		series(&o, j, e - 1, "displayed fps", "fps", &rates[0], "higher");
		series(&o, j, e - 1, "dropped frames", "frames", &count[1], "lower");
		series(&o, j, e - 1, "dropped share", "%", &share, "lower");
		series(&o, j, e - 1, "total frames", "frames", &count[2], "none");
		series(&o, j, e - 1, "total fps", "fps", &rates[1], "none");
		j = e;
		read = 1;
	}
	if (!read || !tk_end(&o, j - 1, prev))
		return i;
	return j - 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	return (ts_is(t, ts, i, "BENCHMARKs:") || ts_is(t, ts, i, "BENCHMARKn:")) &&
	       (ts_line_start(ts, i) || ts_flat(t, ts, i)) && tk_readable(r, ts, i);
}

void rec_mplayer(struct xresult *r)
{
	tk_scan(r, "BENCHMARK", starts, block);
}
