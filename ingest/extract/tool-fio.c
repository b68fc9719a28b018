/* tool-fio.c: fio's per-job results: IOPS, bandwidth and mean latency per direction (fio 3 and fio 2 layouts); its group summary pasted alone */
#include <string.h>

#include "layout.h"
#include "tool.h"
#include "../../core/banned.h"

/*
 * fio (stat.c, show_thread_status_normal / show_ddir_status):
 *
 *   randread: (groupid=0, jobs=1): err= 0: pid=8381: Tue Dec  1 20:02:25 2026
 *     read: IOPS=11.5k, BW=44.8MiB/s (47.0MB/s)(89.6MiB/2001msec)       fio 3
 *     read : io=1024.0MB, bw=466KB/s, iops=116, runt=2250msec            fio 2
 *       clat (usec): min=33, max=7558, avg=86.30, stdev=240.46
 *        lat (usec): min=33, max=7558, avg=86.36, stdev=240.46
 *       clat percentiles (usec): |  1.00th=[   40], ...
 *
 * then per group "Run status group 0 (all jobs):" (the same bandwidths
 * again) and "Disk stats".  Per job and direction: iops (1/s), bandwidth
 * (as printed, "44.8MiB/s", "466KB/s": unit letters kept) and latency, the
 * mean of "lat" (else of "clat") in the unit its header names; params
 * variant (the job's name) and io (read, write, trim).  The percentile
 * table, the distributions and the group and disk summaries are claimed
 * with the job and give nothing.
 */

#define JOB_TOKS 2000      /* a job's block, percentiles and distributions included */
#define TAIL_TOKS 80       /* the group and disk summaries after the last job */

static const char *lat_unit(const struct text *t, const struct tstream *ts, int i)
{
	if (ts_is(t, ts, i, "(usec):"))
		return "us";
	if (ts_is(t, ts, i, "(nsec):"))
		return "ns";
	if (ts_is(t, ts, i, "(msec):"))
		return "ms";
	return NULL;
}

/* "read:" or "read :" at i: the direction; *next the token after it */
static const char *direction(const struct text *t, const struct tstream *ts, int i, int *next)
{
	static const char *const dirs[] = { "read", "write", "trim" };
	size_t k, n;

	for (k = 0; k < 3; k++) {
		n = strlen(dirs[k]);
		if (i >= ts->n || ts->k[i].e - ts->k[i].s < n || memcmp(t->s + ts->k[i].s, dirs[k], n))
			continue;
		if (ts->k[i].e - ts->k[i].s == n + 1 && t->s[ts->k[i].s + n] == ':')
			return *next = i + 1, dirs[k];
		if (ts->k[i].e - ts->k[i].s == n && ts_is(t, ts, i + 1, ":"))
			return *next = i + 2, dirs[k];
	}
	return NULL;
}

/*
 * "clat (usec): min=61, max=9842, avg=443.79, stdev=171.52" at token l: a
 * series METRIC, its mean, min, max and stdev its summary (of the IOs' latencies, which fio
 * does not print: no value)
 */
static void lat_line(struct tout *o, const char *dir, int l, int end, const char *metric)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum x, lo, hi, sd;
	struct xseries *s;
	char unit[TK_UNIT];
	int j, last = -1, have_lo = 0, have_hi = 0, have_sd = 0;

	for (j = l + 2; j < l + 6 && j < end; j++) {
		have_lo |= tk_keyed(t, ts, j, "min=", &lo, NULL);
		have_hi |= tk_keyed(t, ts, j, "max=", &hi, NULL);
		have_sd |= tk_keyed(t, ts, j, "stdev=", &sd, NULL);
		if (tk_keyed(t, ts, j, "avg=", &x, unit))
			last = j;
	}
	if (last < 0)
		return;
	s = tk_series(o, l, have_sd ? last + 1 : last, metric, lat_unit(t, ts, l + 1), NULL);
	xs_param_str(s, "io", dir, strlen(dir));
	s->sum[SUM_MEAN] = x;
	s->has_summary = 1;
	if (have_lo)
		s->sum[SUM_MIN] = lo;
	if (have_hi)
		s->sum[SUM_MAX] = hi;
	if (have_sd)
		s->sum[SUM_STDDEV] = sd;
}

/*
 * "clat percentiles (usec):" then "|  1.00th=[  212],  5.00th=[  260], ...":
 * a series a percentile (metric "clat p99.00"), from token l to end
 */
static void percentile_rows(struct tout *o, const char *dir, int from, int end, const char *unit)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	int j;

	for (j = from; j < end; j++) {
		const char *p = t->s + ts->k[j].s;
		size_t n = ts->k[j].e - ts->k[j].s, k = strcspn(p, "=");
		struct xnum x;
		char metric[32];
		if (ts_is(t, ts, j, "|"))
			continue;
		/* "1.00th=[", then "212],": fio pads the value in the brackets, which a wide one
		 * fills ("99.99th=[4112384]") */
		int apart = k + 2 == n;
		if (k < 3 || k + 2 > n || memcmp(p + k - 2, "th=[", 4) ||
		    !(apart ? j + 1 < end && tk_value(t, ts->k[j + 1].s, ts->k[j + 1].e, &x, NULL) :
			      tk_value(t, ts->k[j].s + k + 2, ts->k[j].e, &x, NULL)))
			break;
		xs_printf(metric, sizeof(metric), "clat p%.*s", (int)(k - 2), p);
		xs_param_str(tk_series(o, j, j + apart, metric, unit, &x), "io", dir, strlen(dir));
		j += apart;
	}
}

static void percentiles(struct tout *o, const char *dir, int l, int end)
{
	percentile_rows(o, dir, l + 3, end, lat_unit(o->r->t, o->ts, l + 2));
}

/* "| 99.00th=[  906], ..." with its header cut ("[...]" above): the first token of such a row
 * in [i, end), else -1 */
static int bare_percentiles(const struct text *t, const struct tstream *ts, int i, int end)
{
	for (int j = i; j + 1 < end; j++) {
		const char *p = t->s + ts->k[j + 1].s;
		size_t d = strspn(p, "0123456789.");
		if (ts_is(t, ts, j, "|") && ts_line_start(ts, j) && d > 0 &&
		    d + 4 <= ts->k[j + 1].e - ts->k[j + 1].s && !memcmp(p + d, "th=[", 4))
			return j;
	}
	return -1;
}

/* One direction's lines from i (after "read:") to end: its series */
static void side(struct tout *o, const char *dir, int i, int end)
{
	const struct text *t = o->r->t;
	const struct tstream *ts = o->ts;
	struct xnum x;
	char unit[TK_UNIT];
	int j, lat = -1, clat = -1, slat = -1, pct = -1, next;

	for (j = i; j < i + 6 && j < end; j++) {
		if (tk_keyed(t, ts, j, "IOPS=", &x, unit) || tk_keyed(t, ts, j, "iops=", &x, unit))
			xs_param_str(tk_series(o, j, j, "iops", "1/s", &x), "io", dir, strlen(dir));
		else if (tk_keyed(t, ts, j, "BW=", &x, unit) || tk_keyed(t, ts, j, "bw=", &x, unit))
			xs_param_str(tk_series(o, j, j, "bandwidth", unit, &x), "io", dir, strlen(dir));
	}
	/* "lat (usec): min=..." (not the distribution, "lat (usec)   : 2=39.38%, ...") */
	for (j = i; j < end && !direction(t, ts, j, &next); j++)
		if (!lat_unit(t, ts, j + 1) || !tk_opens(t, ts, j + 2, "min="))
			continue;
		else if (ts_is(t, ts, j, "lat") && lat < 0)
			lat = j;
		else if (ts_is(t, ts, j, "clat") && clat < 0)
			clat = j;
		else if (ts_is(t, ts, j, "slat") && slat < 0)
			slat = j;
	for (j = i; j < end && !direction(t, ts, j, &next); j++)
		if (ts_is(t, ts, j, "clat") && ts_is(t, ts, j + 1, "percentiles") && lat_unit(t, ts, j + 2) &&
		    pct < 0)
			pct = j;
	/* "latency" the total (lat), else the completion's (clat); the others by their names */
	if (slat >= 0)
		lat_line(o, dir, slat, end, "slat");
	if (clat >= 0 && lat >= 0)
		lat_line(o, dir, clat, end, "clat");
	if (lat >= 0 || clat >= 0)
		lat_line(o, dir, lat >= 0 ? lat : clat, end, "latency");
	if (pct >= 0)
		percentiles(o, dir, pct, j);
	else if (clat >= 0 && (pct = bare_percentiles(t, ts, clat, j)) >= 0)
		percentile_rows(o, dir, pct, j, lat_unit(t, ts, clat + 1));
}

/* The end of the job at i when token end is the next job's "(groupid=": its
 * name's line, or the title above it ("patched kernel:"), starts the next */
static int next_job(const struct xresult *r, const struct tstream *ts, int i, int end)
{
	char title[96];
	int name = end - 1, at;

	if (end >= ts->n || strncmp(r->t->s + ts->k[end].s, "(groupid=", 9))
		return end;
	/* flattened: the next job's name is where this one ends, whatever stands before it */
	if (!ts_line_start(ts, name))
		return ts_flat(r->t, ts, name) && name > i + 1 ? name : end;
	at = tk_title_line(r, ts->line[name], title, sizeof(title));
	while (name > i + 1 && at >= 0 && ts->line[name - 1] >= at)
		name--;
	return name;
}

static int fio_word(const struct text *t, const struct tstream *ts, int j)
{
	static const char *const words[] = { "slat", "clat", "lat", "bw", "iops", "cpu", "IO", "submit",
		"complete", "issued", "latency", "|", "percentiles", ":", NULL };
	const char *p = t->s + ts->k[j].s;
	size_t n = ts->k[j].e - ts->k[j].s;

	for (const char *const *w = words; *w; w++)
		if (ts_is(t, ts, j, *w))
			return 1;
	return memchr(p, '=', n) || (n > 1 && p[0] == '(') || (n > 1 && p[n - 1] == ']');
}

/*
 * Token k starts a line that is no longer the job at i: another quote depth (a reply's cut
 * "[...]" under a quoted job) or a line opening on none of fio's words (the prose after a job
 * a poster trimmed; a cut among its lines, "[...]", goes on with it)
 */
static int job_over(const struct text *t, const struct tstream *ts, int i, int k)
{
	int l = ts->line[k], next;

	if (!ts_line_start(ts, k) || ts_flat(t, ts, k) || l == ts->line[i])
		return 0;
	return t->l[l].depth != t->l[ts->line[i]].depth ||
	       !(fio_word(t, ts, k) || direction(t, ts, k, &next) || ts_is(t, ts, k, "Run"));
}

/* The job whose "(groupid=" is token i + 1; the last token read */
static int job(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	const char *dir;
	int j, end, first = i, k, next;

	/* a mailer may wrap the name line ("... Sat Jun  6" over "02:22:20 2020"): the job ends
	 * at a line not its own only past its first direction's line */
	for (end = i + 2, k = 0; end < ts->n && end < i + JOB_TOKS && !tk_opens(t, ts, end, "(groupid=") &&
	     !tk_words(t, ts, end, "Run status group") && !(k && job_over(t, ts, i, end)); end++)
		k |= direction(t, ts, end, &next) != NULL;
	/* the preamble: "name: (g=0): rw=..., fio-3.33, Starting 1 process" */
	for (k = i - 1; k >= 0 && k > i - TAIL_TOKS && !tk_words(t, ts, k, "Run status group"); k--)
		if (tk_opens(t, ts, k, "(g=") && k > 0)
			first = k - 1;
	tk_begin(&o, r, ts, first, "fio");
	xs_param_str(&o.head, "variant", t->s + ts->k[i].s, ts->k[i].e - ts->k[i].s - 1);
	for (j = i + 2; j < end; j++)
		if ((dir = direction(t, ts, j, &next)) && (tk_keyed(t, ts, next, "IOPS=", NULL, NULL) ||
							   tk_keyed(t, ts, next, "io=", NULL, NULL)))
			side(&o, dir, next, end);
	j = next_job(r, ts, i, end);
	if (tk_words(t, ts, j, "Run status group"))
		for (k = j; k < ts->n && k < j + TAIL_TOKS; k++)
			if (tk_opens(t, ts, k, "util=")) {
				j = k + 1;
				break;
			}
	if (!tk_end(&o, j - 1, prev))
		return i;
	return j - 1;
}

static int starts(const struct xresult *r, const struct tstream *ts, int i)
{
	const struct text *t = r->t;

	/* the job's line ends in a date: the layout stage took it for one */
	return i + 1 < ts->n && tk_ends(t, ts, i, ":") && tk_opens(t, ts, i + 1, "(groupid=") &&
	       (tk_readable(r, ts, i) || (r->skip && r->skip[ts->line[i]] == SKIP_LISTING));
}

/* ---- the group summary pasted alone ---- */

/*
 * "Run status group 0 (all jobs):" over "   READ: bw=1623MiB/s (1701MB/s),
 * 1623MiB/s-1623MiB/s (...), io=190GiB (204GB), run=120010-120010msec"
 * (fio 2: "READ: io=1024.0MB, aggrb=466KB/s, minb=..."): posts often keep
 * only these lines.  A series a direction, the group's bandwidth as
 * printed, params.io the direction; lines without the group line read
 * the same.  With the jobs' blocks, job() has taken them.
 */
static const char *group_direction(const struct text *t, const struct tstream *ts, int i)
{
	if (ts_is(t, ts, i, "READ:"))
		return "read";
	if (ts_is(t, ts, i, "WRITE:"))
		return "write";
	if (ts_is(t, ts, i, "TRIM:"))
		return "trim";
	return NULL;
}

/* The group's bandwidth on the direction's line at i: "bw=" right after it, or fio 2's
 * "aggrb=" among the next tokens of its line */
static int group_bandwidth(const struct text *t, const struct tstream *ts, int i, struct xnum *x,
			   char *unit, int *at)
{
	int j;

	if (tk_keyed(t, ts, i + 1, "bw=", x, unit))
		return *at = i + 1, 1;
	for (j = i + 1; j < ts->n && j <= i + 4 && ts->line[j] == ts->line[i]; j++)
		if (tk_keyed(t, ts, j, "aggrb=", x, unit))
			return *at = j, 1;
	return 0;
}

static int group_line(const struct xresult *r, const struct tstream *ts, int i)
{
	struct xnum x;
	char unit[TK_UNIT];
	int at;

	return ts_line_start(ts, i) && group_direction(r->t, ts, i) &&
	       group_bandwidth(r->t, ts, i, &x, unit, &at);
}

static int group_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	if (!tk_readable(r, ts, i))
		return 0;
	if (tk_words(r->t, ts, i, "Run status group"))
		for (int j = i + 3; j < ts->n && j <= i + 8; j++)
			if (group_line(r, ts, j))
				return 1;
	return group_line(r, ts, i);
}

static int group(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	struct xnum x;
	char unit[TK_UNIT];
	int j = i, at, last = i;

	tk_begin(&o, r, ts, i, "fio");
	while (j < ts->n && !group_line(r, ts, j))
		j++;
	while (j < ts->n && group_line(r, ts, j)) {
		const char *dir = group_direction(t, ts, j);
		struct xseries *s;
		group_bandwidth(t, ts, j, &x, unit, &at);
		s = tk_series(&o, j, at, "bandwidth", unit, &x);
		xs_param_str(s, "io", dir, strlen(dir));
		for (last = at; last + 1 < ts->n && ts->line[last + 1] == ts->line[j] &&
		     !group_direction(t, ts, last + 1); last++)
			/* "... #128k": the poster's note of the setting the line ran at */
			if (t->s[ts->k[last + 1].s] == '#' && ts->k[last + 1].e - ts->k[last + 1].s > 1)
				xs_param_str(s, "variant", t->s + ts->k[last + 1].s + 1,
					     ts->k[last + 1].e - ts->k[last + 1].s - 1);
		/* "io=190GiB (204GB), run=120010-120010msec" wrapped onto the next line */
		while (last + 1 < ts->n && ts->line[last + 1] == ts->line[last] + 1 &&
		       (tk_opens(t, ts, last + 1, "io=") || tk_opens(t, ts, last + 1, "run=")))
			for (last++; last + 1 < ts->n && ts->line[last + 1] == ts->line[last]; last++)
				;
		j = last + 1;
	}
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

/* ---- a job's lines pasted without its name line ---- */

/*
 * "mq-deadline:" over "   read: IOPS=74.9k, BW=293MiB/s (307MB/s)(...)" and
 * "     lat (usec): min=58, max=7120, avg=426.62, stdev=158.03": posters
 * keep a job's interesting lines.  Read as a job's direction, up to the
 * first token that is none of fio's (6 of them in a row on a flattened
 * line: the prose after it).
 */
#define TRIM_GAP 6

static int trimmed_starts(const struct xresult *r, const struct tstream *ts, int i)
{
	int next;

	return (ts_line_start(ts, i) || ts_flat(r->t, ts, i)) && direction(r->t, ts, i, &next) &&
	       (tk_keyed(r->t, ts, next, "IOPS=", NULL, NULL) || tk_keyed(r->t, ts, next, "io=", NULL, NULL)) &&
	       tk_readable(r, ts, i);
}

static int trimmed(struct xresult *r, const struct tstream *ts, int i, struct tout *prev)
{
	const struct text *t = r->t;
	struct tout o;
	const char *dir;
	int j, next, last;

	dir = direction(t, ts, i, &next);
	last = next;
	for (j = next; j < ts->n && j < i + JOB_TOKS && j - last <= TRIM_GAP; j++) {
		int n2;
		if (direction(t, ts, j, &n2) || (ts_line_start(ts, j) && !ts_flat(t, ts, j) && !fio_word(t, ts, j)))
			break;
		if (fio_word(t, ts, j))
			last = j;
	}
	tk_begin(&o, r, ts, i, "fio");
	side(&o, dir, next, last + 1);
	if (!tk_end(&o, last, prev))
		return i;
	return last;
}

void rec_fio(struct xresult *r)
{
	tk_scan(r, "(groupid=", starts, job);
	tk_scan(r, "IOPS=", trimmed_starts, trimmed);
	tk_scan(r, "io=", trimmed_starts, trimmed);
	tk_scan(r, "bw=", group_starts, group);
}
