/* cells.c: tokens of a line grouped into value cells, with their deviations, units, keys and names */
#include <ctype.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cells.h"
#include "labels.h"
#include "vocab.h"
#include "../../core/wordset.h"
#include "../../core/banned.h"

#define ROW_MAX_TOKS 400

static const char *const unit_words[] = {
	"%", "s", "ms", "us", "ns", "sec", "secs", "second", "seconds", "msec", "msecs", "usec",
	"usecs", "nsec", "nsecs", "min", "mins", "minutes", "h", "hours", "x", "X", "k", "K", "M",
	"G", "B", "KB", "MB", "GB", "TB", "kB", "KiB", "MiB", "GiB", "Kb", "Mb", "Gb", "KB/s",
	"MB/s", "GB/s", "kB/s", "KiB/s", "MiB/s", "GiB/s", "Kb/s", "Mb/s", "Gb/s", "Mbit/s",
	"Gbit/s", "Mbps", "Gbps", "Kbps", "bps", "pps", "kpps", "Mpps", "ops", "ops/s",
	"ops/sec", "/s", "/sec", "rps", "RPS", "qps", "QPS", "tps", "TPS", "fps", "FPS", "W", "watts", "Watts",
	"J", "joules", "mJ", "kJ", "mW", "Wh", "mWh", "Hz", "MHz", "GHz", "cycles", "bops", "u", "us/op",
	"ns/op", "usecs/op",
	"MB/sec", "KB/sec", "req/s", "requests/s", "IOPS", "iops", "KIOPS", "kIOPS", "MIOPS",
	"µs", "μs", "msgs/s", "trans/s", "events/s", "pct", "10^6bits/s", "10^6bits/sec",
	"NOPM", "TPM", "tpmC", "transactions/sec", "transactions/s", "trans/sec", NULL,
};

/* "pct" is how some posts write "%" ("457.33 (1.07 pct)"): one unit, one spelling */
static void unit_set(char *unit, const char *p, size_t n)
{
	if (n == 3 && !memcmp(p, "pct", 3)) {
		unit[0] = '%';
		unit[1] = '\0';
		return;
	}
	memcpy(unit, p, n);
	unit[n] = '\0';
}

/* names time(1) glues on its numbers ("0.20system", "99%CPU", csh's "2138.464u") */
static const char *const glued_names[] = { "user", "system", "elapsed", "%CPU", "u", NULL };


static const char *const stop_words[] = {
	"the", "a", "an", "and", "or", "to", "from", "of", "in", "on", "at", "is", "was", "were",
	"are", "be", "been", "by", "for", "that", "this", "it", "we", "i", "as", "than", "but",
	"which", "when", "while", "about", "so", "not", "no", "if", "then", "there", "these",
	"those", "its", "our", "my", "you", "he", "she", "they", "have", "has", "had", "do",
	"does", "did", "can", "could", "would", "should", "will", "may", "might", "into", "over",
	"under", "after", "before", "with", "without", "only", "also", "very", "more", "less",
	"much", "some", "all", "any", "each", "every", "between", "because", "since", "see",
	NULL,
};

/* Every word of every row meets these lists: the first byte (either case) decides most */
static int in_words(const char *const *list, const char *p, size_t n, int caseless)
{
	unsigned char lo, up;

	if (!n)
		return 0;       /* no list holds an empty word */
	lo = caseless ? (unsigned char)tolower((unsigned char)*p) : (unsigned char)*p;
	up = caseless ? (unsigned char)toupper((unsigned char)*p) : (unsigned char)*p;
	for (; *list; list++)
		if (((unsigned char)**list == lo || (unsigned char)**list == up) && strlen(*list) == n &&
		    (caseless ? !strncasecmp(*list, p, n) : !strncmp(*list, p, n)))
			return 1;
	return 0;
}

/*
 * stop_word meets every word of every row and sentence: the first two bytes
 * and the length of the stop words (lower case, as listed) refuse most
 * words at one look.  Built once; left off if a listed word had capitals.
 */
static struct wordset stop_set;
static int stop_set_on;
static pthread_once_t stop_once = PTHREAD_ONCE_INIT;

static void build_stop_set(void)
{
	const char *const *w;
	const char *c;

	wordset_init(&stop_set);
	for (w = stop_words; *w; w++)
		for (c = *w; *c; c++)
			if (isupper((unsigned char)*c))
				return;
	stop_set_on = wordset_add_list(&stop_set, stop_words) == 0;
}

/* tolower of the C locale (the program sets none) without a call into the C library: stop_word
 * folds the first bytes of every word of every row */
static unsigned char ascii_lower(unsigned char c)
{
	return (unsigned)(c - 'A') < 26u ? (unsigned char)(c | 0x20) : c;
}

/* The listed words are in small letters: a word is one of them when its small letters are
 * (strncasecmp's answer), looked up at once instead of compared with each */
static int stop_listed(const char *p, size_t n)
{
	char low[16];
	size_t i;

	if (n > sizeof(low))
		return 0;       /* longer than any stop word: wordset_may_have said so already */
	for (i = 0; i < n; i++)
		low[i] = (char)ascii_lower((unsigned char)p[i]);
	return wordset_has(&stop_set, low, n);
}

int stop_word(const char *p, size_t n)
{
	while (n && (p[n - 1] == ',' || p[n - 1] == '.' || p[n - 1] == ';'))
		n--;
	if (!n)
		return 0;
	pthread_once(&stop_once, build_stop_set);
	if (stop_set_on && !wordset_may_have(&stop_set, ascii_lower((unsigned char)p[0]),
					     n > 1 ? ascii_lower((unsigned char)p[1]) : 0, n))
		return 0;
	return stop_set_on ? stop_listed(p, n) : in_words(stop_words, p, n, 1);
}

/* "6.6", "5.15": a version written as a number (one point, one or two digits after it) */
int point_version(const char *p, size_t n)
{
	const char *dot = memchr(p, '.', n);
	size_t after, i;

	/* a release's first part is one or two digits: "261.32" is a figure */
	if (!dot || dot == p || dot - p > 2)
		return 0;
	after = n - (size_t)(dot - p) - 1;
	for (i = 0; i < n; i++)
		if (!isdigit((unsigned char)p[i]) && p[i] != '.')
			return 0;
	return after >= 1 && after <= 2;
}

/*
 * A rate in the post's own words: "events/s", "trans/sec", "packets/s".  Tools
 * name what they count, so no list holds every count; the shape does: letters,
 * a slash, a second or a minute ("runs/min").  (Short enough for a cell's unit.)
 */
int rate_unit(const char *p, size_t n)
{
	size_t i = 0;

	while (i < n && isalpha((unsigned char)p[i]))
		i++;
	if (i < 2 || i >= n || p[i] != '/' || n >= sizeof(((struct vcell *)0)->unit))
		return 0;
	p += i + 1;
	n -= i + 1;
	return (n == 1 && p[0] == 's') || (n == 3 && !memcmp(p, "sec", 3)) ||
	       (n == 3 && !memcmp(p, "min", 3));
}

/*
 * Every word after a value and every letter glued on one is asked whether it
 * is a unit: a hundred listed, walked one by one, were a tenth of reading a
 * row.  The set is built once from the list (exact bytes, as in_words
 * compares them); left off if it could not hold them all.
 */
static struct wordset unit_words_set;
static int unit_set_on;
static pthread_once_t unit_once = PTHREAD_ONCE_INIT;

static void build_unit_set(void)
{
	wordset_init(&unit_words_set);
	unit_set_on = wordset_add_list(&unit_words_set, unit_words) == 0;
}

static int unit_listed(const char *p, size_t n)
{
	pthread_once(&unit_once, build_unit_set);
	return unit_set_on ? n && wordset_has(&unit_words_set, p, n) : in_words(unit_words, p, n, 0);
}

int cell_unit_word(const char *p, size_t n)
{
	while (n && (p[n - 1] == ',' || p[n - 1] == ';' || p[n - 1] == ')' || p[n - 1] == '.'))
		n--;
	return n && (unit_listed(p, n) || rate_unit(p, n));
}

int cell_is_null(const char *p, size_t n)
{
	static const char *const nulls[] = { "~", "-", "--", "---", "n/a", "N/A", "na", "NA", "-nan",
					     "nan", "\xe2\x80\x94", "\xe2\x80\x93", "?", NULL };

	/* every word of a row after its label is asked: the listed are short, and open on one of
	 * these (in_words compares the first byte exactly) */
	if (n > 4 || !n || !memchr("~-nN\xe2?", *p, 6))
		return 0;
	return in_words(nulls, p, n, 0);
}

static int digit(const char *p, size_t i, size_t n)
{
	return i < n && isdigit((unsigned char)p[i]);
}

/* "34:12": minutes and seconds no clock shows (24 minutes or more, one colon, at most
 * three digits before it) */
static int past_clock(const char *p, size_t n)
{
	size_t i = 0;
	unsigned m = 0;

	while (i < n && i < 4 && isdigit((unsigned char)p[i]))
		m = m * 10 + (unsigned)(p[i++] - '0');
	return i >= 2 && i <= 3 && m >= 24 && i + 3 == n && p[i] == ':' &&
	       isdigit((unsigned char)p[i + 1]) && isdigit((unsigned char)p[i + 2]);
}

/* The number at p[*i]: digits with one '.' or a decimal/thousands ',' and an
 * exponent; or a time.  Sets *v, advances *i, sets *time. */
static int core_number(const char *p, size_t n, size_t *i, double *v, int *time, int hms)
{
	size_t st = *i, j = *i, k;
	char tmp[64];
	size_t o = 0;
	int comma_dec = 0, clock_or_min = 0;

	/* a time first: it starts like a number */
	for (k = j; k < n && (isdigit((unsigned char)p[k]) || p[k] == ':' || p[k] == '.' || p[k] == ',' ||
			      p[k] == 'm' || p[k] == 's' || p[k] == 'h'); k++)
		clock_or_min |= p[k] == ':' || p[k] == 'm';
	/* a comma is a decimal mark inside a time ("0m4,913s"), a list's after it ("34:12,") */
	while (k > j && p[k - 1] == ',')
		k--;
	/* time_parse wants a ':' or an 'm' after the first digits: most numbers have neither */
	while (k > j && clock_or_min) {
		/* 08:52 and 0000:00:07.2 are a clock and an address, not durations (unless the
		 * post says its times are h:mm:ss: 01:02:14 is then an hour and two minutes) */
		if (p[j] == '0' && j + 1 < k && isdigit((unsigned char)p[j + 1]) && !hms)
			break;
		/* a duration is written to a fraction of a second (3:25.56, 0m3.2s);
		 * 10:05 and 12:05:18 are clocks, 34:12 is none */
		if (memchr(p + j, ':', k - j) && !memchr(p + j, '.', k - j) && !past_clock(p + j, k - j) && !hms)
			break;
		if (time_parse(p + j, k - j, v)) {
			*i = k;
			*time = 1;
			return 1;
		}
		if (!memchr(p + j, ':', k - j) && !memchr(p + j, 'm', k - j))
			break;
		k--;
	}
	if (!digit(p, j, n) && !(j < n && p[j] == '.' && digit(p, j + 1, n)))
		return 0;
	/* 00000002, 007: a register or a code, not a quantity */
	if (p[j] == '0' && digit(p, j + 1, n))
		return 0;
	while (digit(p, j, n))
		j++;
	/* "41.276,3", "1.234.567,89": points between thousands and a decimal comma after them, as
	 * much of Europe writes; without the comma "41.276" is a decimal point */
	if (j - st <= 3 && j < n && p[j] == '.') {
		size_t q = j;
		while (q + 3 < n && p[q] == '.' && digit(p, q + 1, n) && digit(p, q + 2, n) && digit(p, q + 3, n) &&
		       !digit(p, q + 4, n))
			q += 4;
		if (q > j && q + 1 < n && p[q] == ',' && digit(p, q + 1, n)) {
			if (q - st + 2 > sizeof(tmp))
				return 0;
			for (o = 0, k = st; k < q; k++)
				if (p[k] != '.')
					tmp[o++] = p[k];
			tmp[o++] = '.';
			for (k = q + 1; digit(p, k, n) && o + 1 < sizeof(tmp); k++)
				tmp[o++] = p[k];
			tmp[o] = '\0';
			if (!num_parse(tmp, o, v))
				return 0;
			*i = k;
			*time = 0;
			return 1;
		}
	}
	if (j < n && p[j] == ',' && digit(p, j + 1, n)) {
		/* 56,829 and 1,234,567 (thousands) or 0,748 and 3,7 (a decimal comma) */
		size_t q = j;
		int groups = 0;
		while (q < n && p[q] == ',' && digit(p, q + 1, n) && digit(p, q + 2, n) &&
		       digit(p, q + 3, n) && !digit(p, q + 4, n)) {
			q += 4;
			groups++;
		}
		/* "287,110, 289,954": a comma after the groups and no digit ends the number */
		if (groups && j - st <= 3 && (q >= n || p[q] != ',' || !digit(p, q + 1, n))) {
			j = q;
		} else if (!groups || j - st > 3) {
			comma_dec = 1;
			j++;
			while (digit(p, j, n))
				j++;
		}
	}
	if (!comma_dec && j < n && p[j] == '.' && digit(p, j + 1, n)) {
		j++;
		while (digit(p, j, n))
			j++;
	}
	if (j < n && (p[j] == 'e' || p[j] == 'E') && (digit(p, j + 1, n) ||
	    (j + 1 < n && (p[j + 1] == '+' || p[j + 1] == '-') && digit(p, j + 2, n)))) {
		j += 2;
		while (digit(p, j, n))
			j++;
	}
	if (j - st >= sizeof(tmp))
		return 0;
	for (k = st; k < j; k++)
		if (p[k] != ',' || comma_dec)
			tmp[o++] = p[k] == ',' ? '.' : p[k];
	tmp[o] = '\0';
	if (!num_parse(tmp, o, v))
		return 0;
	*i = j;
	*time = 0;
	return 1;
}

/* "(+/-4,6%)", "(±3.6%)", "(+- 9.1%)" glued after a value: the deviation */
static int glued_dev(const struct text *t, size_t at, size_t e, struct vcell *c)
{
	const char *p = t->s;
	size_t i = at, vs;
	double v;
	int time;

	if (i >= e || p[i] != '(')
		return 0;
	i++;
	if (e - i >= 3 && !strncmp(p + i, "+/-", 3))
		i += 3;
	else if (e - i >= 2 && !strncmp(p + i, "+-", 2))
		i += 2;
	else if (e - i >= 2 && !strncmp(p + i, "\xc2\xb1", 2))
		i += 2;
	else
		return 0;
	vs = i;
	if (!core_number(p, e, &i, &v, &time, t->hms))
		return -1;      /* a deviation with its number in the next token */
	c->dev.value = v;
	c->dev.s = vs;
	c->dev.e = i;
	c->dev.set = 1;
	if (i < e && p[i] == '%') {
		c->dev_pct = 1;
		i++;
	}
	return i < e && p[i] == ')' && i + 1 == e;
}

/* letters glued on a number: a unit ("466KB/s"), or a name time(1) glues on ("0.20system") */
static int unit_suffix(const char *p, size_t n)
{
	return !n || unit_listed(p, n) || in_words(glued_names, p, n, 0) || rate_unit(p, n);
}

/* One spelling per time unit, the vocabulary's: "seconds" is "s", "usecs" "us" (and
 * netperf's "10^6bits/s" is "Mbit/s") */
const char *unit_canon(const char *u)
{
	static const struct { const char *spelt, *unit; } times[] = {
		{ "sec", "s" }, { "secs", "s" }, { "second", "s" }, { "seconds", "s" },
		{ "msec", "ms" }, { "msecs", "ms" }, { "usec", "us" }, { "usecs", "us" },
		{ "µs", "us" }, { "μs", "us" }, { "nsec", "ns" }, { "nsecs", "ns" },
		{ "microseconds", "us" }, { "milliseconds", "ms" }, { "nanoseconds", "ns" }, { "mins", "min" },
		{ "minutes", "min" }, { "10^6bits/s", "Mbit/s" }, { "10^6bits/sec", "Mbit/s" },
	};

	for (size_t i = 0; i < sizeof(times) / sizeof(times[0]); i++)
		if (!strcmp(u, times[i].spelt))
			return times[i].unit;
	return u;
}

/* The unit a series' value was posted in, where the series has none yet (a percent is a change, not a unit) */
void xs_unit_of(struct xseries *x, const struct vcell *c)
{
	/* "21.4k": the "k" scaled the value (cell_multiplier), it is no unit */
	if (!x->unit[0] && c->unit[0] && strcmp(c->unit, "%") && strlen(c->unit) < sizeof(x->unit) &&
	    cell_multiplier(c->unit) == 1)
		snprintf(x->unit, sizeof(x->unit), "%s", unit_canon(c->unit));
}

/* "p50(us)", "latency (ms)": a metric named with its unit in marks; the unit is the series'
 * (over a unit the workload would give), the metric the name before it */
void xs_metric_unit(struct xseries *s)
{
	char *open = strrchr(s->metric, '('), *close;

	if (!open)
		open = strrchr(s->metric, '[');
	/* "jank (%)": a share is the metric's unit too (a column of changes is never a metric's) */
	if (!open || open == s->metric || !(close = strchr(open, open[0] == '(' ? ')' : ']')) || close[1] ||
	    !(unit_in_marks(open, (size_t)(close - open + 1)) || (close == open + 2 && open[1] == '%')) ||
	    (size_t)(close - open - 1) >= sizeof(s->unit))
		return;
	*close = '\0';
	snprintf(s->unit, sizeof(s->unit), "%s", unit_canon(open + 1));
	while (open > s->metric && open[-1] == ' ')
		open--;
	*open = '\0';
}


/* "412k", "3.4M", "2G": a lone multiplier glued on a value is that many (412,000); the unit
 * stays "k" (the cell's shape), the text as posted.  1 for any other unit */
double cell_multiplier(const char *unit)
{
	if (!unit[0] || unit[1])
		return 1;
	return unit[0] == 'k' || unit[0] == 'K' ? 1e3 : unit[0] == 'M' ? 1e6 : unit[0] == 'G' ? 1e9 : 1;
}

static int parse_cell(const struct text *t, size_t s, size_t e, struct vcell *c)
{
	const char *p = t->s;
	size_t i = s, ns, ne, us;
	double v;
	int time = 0, sign = 0, ratio = 0;

	memset(c, 0, sizeof(*c));
	c->pipe = -1;
	while (i < e && (p[i] == '(' || p[i] == '[' || p[i] == '~' || p[i] == '<' ||
			 p[i] == '>' || p[i] == '*')) {
		c->paren |= p[i] == '(' || p[i] == '[';
		c->approx |= p[i] == '~';
		i++;
	}
	if (e - i >= 3 && !memcmp(p + i, "\xe2\x89\x88", 3)) {   /* ≈ */
		c->approx = 1;
		i += 3;
	}
	/* "x1.01", "×0.90": a ratio written with its multiplication sign first, as "1.01x" */
	if (e - i >= 2 && p[i] == 'x' && digit(p, i + 1, e))
		ratio = 1;
	else if (e - i >= 3 && !memcmp(p + i, "\xc3\x97", 2) && digit(p, i + 2, e))
		ratio = 2;
	i += (size_t)ratio;
	ns = i;
	if (i < e && (p[i] == '+' || p[i] == '-')) {
		sign = p[i] == '-' ? -1 : 1;
		i++;
	} else if (e - i >= 3 && !memcmp(p + i, "\xe2\x88\x92", 3)) {   /* − */
		sign = -1;
		i += 3;
	}
	if (!core_number(p, e, &i, &v, &time, t->hms))
		return 0;
	/* a unit glued on: letters, %, / and µ */
	us = i;
	while (i < e && (isalpha((unsigned char)p[i]) || p[i] == '%' || p[i] == '/' ||
			 (unsigned char)p[i] >= 0x80))
		i++;
	if (i - us >= sizeof(c->unit) || !unit_suffix(p + us, i - us))
		return 0;
	if (time && i > us)
		return 0;
	if (ratio && i > us)
		return 0;
	if (ratio)
		unit_set(c->unit, "x", 1);
	else
		unit_set(c->unit, p + us, i - us);
	ne = i;
	/* "(0,1)": a pair of numbers, not a decimal comma */
	if (c->paren && memchr(p + ns, ',', ne - ns) && !c->unit[0])
		return 0;
	if (i < e && p[i] == '(') {
		int g = glued_dev(t, i, e, c);
		if (g == 0)
			return 0;
		i = g < 0 ? e : e;
	}
	/* closing marks and punctuation that end a cell; "46,011*": a significance star */
	while (i < e && (p[i] == ')' || p[i] == ']' || p[i] == ',' || p[i] == ';' ||
			 p[i] == ':' || p[i] == '.' || p[i] == '|' || p[i] == '*'))
		i++;
	if (i != e)
		return 0;
	c->kind = CELL_VALUE;
	c->x.value = sign < 0 ? -v : v;
	if (cell_multiplier(c->unit) != 1)     /* rounded: 64.4 * 1e3 is not 64400 in binary */
		c->x.value = nearbyint(c->x.value * cell_multiplier(c->unit) * 1e6) / 1e6;
	c->x.s = ns;
	c->x.e = ne;
	c->x.set = 1;
	c->signed_ = sign != 0;
	c->pct = c->unit[0] == '%' && !c->unit[1];
	c->time = time;
	c->s = s;
	c->e = e;
	return 1;
}

/*
 * A token's cell is a function of its bytes [s, e) alone, and most tokens
 * with a digit were parsed several times over (3 of 5 calls on posts full of
 * numbers).  The answer is kept whole, a refused token's partly written cell
 * too, so a caller sees what the parse itself would have left.  Slots hold an
 * index into the answers: the table stays small enough to clear per post.
 */
struct memo_slot { size_t s, e; int at; };        /* at: answer index + 1; 0: empty */
struct memo_answer { int ok; struct vcell c; };

struct cell_memo {
	struct memo_slot *slot;
	struct memo_answer *answer;
	int cap, n, acap;                          /* cap: slots, a power of two */
};

#define MEMO_FIRST 64

struct cell_memo *cell_memo_new(void)
{
	struct cell_memo *m = xcalloc(1, sizeof(*m));

	m->cap = MEMO_FIRST;
	m->slot = xcalloc((size_t)m->cap, sizeof(*m->slot));
	return m;
}

void cell_memo_free(struct cell_memo *m)
{
	if (!m)
		return;
	free(m->slot);
	free(m->answer);
	free(m);
}

static size_t memo_hash(size_t s, size_t e, int cap)
{
	unsigned long long h = (unsigned long long)s * 0x9E3779B97F4A7C15ull ^ (unsigned long long)e * 0xC2B2AE3D27D4EB4Full;

	return (size_t)(h >> 32) & (size_t)(cap - 1);
}

/* The slot of [s, e): its own, or the empty one where it belongs */
static struct memo_slot *memo_slot(const struct cell_memo *m, size_t s, size_t e)
{
	size_t i = memo_hash(s, e, m->cap);

	while (m->slot[i].at && (m->slot[i].s != s || m->slot[i].e != e))
		i = (i + 1) & (size_t)(m->cap - 1);
	return &m->slot[i];
}

/* Twice the slots when half are taken: a probe or two per lookup */
static void memo_grow(struct cell_memo *m)
{
	struct memo_slot *old = m->slot;
	int i, cap = m->cap;

	m->cap *= 2;
	m->slot = xcalloc((size_t)m->cap, sizeof(*m->slot));
	for (i = 0; i < cap; i++)
		if (old[i].at)
			*memo_slot(m, old[i].s, old[i].e) = old[i];
	free(old);
}


int cell_parse(const struct text *t, size_t s, size_t e, struct vcell *c)
{
	struct cell_memo *m = t->cells;
	struct memo_slot *sl;
	struct memo_answer *a;

	/* a word is refused at once: only a number's parse is worth keeping */
	if (!m || !tok_has_digit(t, s, e))
		return parse_cell(t, s, e, c);
	sl = memo_slot(m, s, e);
	if (sl->at) {
		a = &m->answer[sl->at - 1];
		*c = a->c;
		return a->ok;
	}
	if (m->n == m->acap)
		m->answer = xrealloc(m->answer, sizeof(*m->answer) * (size_t)(m->acap = m->acap * 2 + 32));
	a = &m->answer[m->n++];
	a->ok = parse_cell(t, s, e, &a->c);
	sl->s = s;
	sl->e = e;
	sl->at = m->n;
	if (m->n * 2 > m->cap)
		memo_grow(m);
	*c = a->c;
	return a->ok;
}

int cell_parse_listed(const struct text *t, const struct tok *k, struct vcell *c)
{
	size_t e = k->e;

	while (e > k->s && (t->s[e - 1] == ',' || t->s[e - 1] == ';' || t->s[e - 1] == '.'))
		e--;
	return e > k->s && cell_parse(t, k->s, e, c) && c->kind == CELL_VALUE && !c->pct;
}

/* A place on a line and its display column: columns are counted left to right, so a
 * later place's count goes on from an earlier one's */
struct colpos {
	size_t at;
	int col;
};

static struct colpos line_begin(const struct text *t, int line)
{
	struct colpos cp = { t->l[line].start, 0 };

	/* from the start of the physical line: the quote prefix counts too */
	while (cp.at > 0 && t->s[cp.at - 1] != '\n' && !t->l[line].flat)
		cp.at--;
	return cp;
}

/* Eight bytes that are each one column (ASCII, no tab): none with its high bit set, none a tab */
static int plain8(const char *p)
{
	const uint64_t ones = 0x0101010101010101ull, high = ones << 7;
	uint64_t x, tab;

	memcpy(&x, p, sizeof(x));
	tab = x ^ ones * '\t';
	return !(x & high) && !((tab - ones) & ~tab & high);
}

/* The column of byte OFF, counted on from *cp (at or before OFF), which moves there */
static int column_on(const struct text *t, struct colpos *cp, size_t off)
{
	size_t i;
	int col = cp->col;

	/* a row a mailer wrapped spans two physical lines: its '\n' is one column; eight
	 * plain bytes a step (every cell of every row read is counted from the line's start) */
	for (i = cp->at; i < off; i++) {
		unsigned char ch;
		while (off - i >= 8 && plain8(t->s + i)) {
			i += 8;
			col += 8;
		}
		if (i == off)
			break;
		ch = (unsigned char)t->s[i];
		if (ch == '\t')
			col = (col / 8 + 1) * 8;
		else if ((ch & 0xC0) != 0x80)
			col++;
	}
	cp->at = off;
	cp->col = col;
	return col;
}

int text_column(const struct text *t, int line, size_t off)
{
	struct colpos cp = line_begin(t, line);

	return column_on(t, &cp, off);
}

/* text_column of a row's cells, read left to right: each counted on from the last one */
static int row_column(const struct text *t, int line, struct colpos *cp, size_t off)
{
	if (off < cp->at)
		*cp = line_begin(t, line);
	return column_on(t, cp, off);
}

int line_is_blank(const struct text *t, int line)
{
	return !tok_any(t, line);
}

int line_is_flattened(const struct text *t, int line)
{
	return t->l[line].flat || t->l[line].end - t->l[line].start > 300;
}

int line_is_rule(const struct text *t, int line)
{
	const struct tline *l = &t->l[line];
	size_t i;
	int marks = 0;

	for (i = l->start; i < l->end; i++) {
		char ch = t->s[i];
		if (ch == '-' || ch == '=' || ch == '_' || ch == '~' || ch == '*')
			marks++;
		else if (ch != '+' && ch != '|' && ch != ' ' && ch != '\t' && ch != ':')
			return 0;
	}
	return marks >= 3;
}

size_t text_label(const struct text *t, size_t s, size_t e, char *out, size_t n)
{
	size_t o = 0, i;
	int space = 0;

	while (s < e && (isspace((unsigned char)t->s[s]) || t->s[s] == '|'))
		s++;
	while (e > s && (isspace((unsigned char)t->s[e - 1]) || t->s[e - 1] == ':' ||
			 t->s[e - 1] == '|' || t->s[e - 1] == '='))
		e--;
	for (i = s; i < e && o + 1 < n; i++) {
		unsigned char ch = (unsigned char)t->s[i];
		if (isspace(ch) || ch == '|') {
			space = 1;
			continue;
		}
		if (space && o)
			out[o++] = ' ';
		space = 0;
		if (o + 1 < n)
			out[o++] = (char)ch;
	}
	/* never cut a UTF-8 sequence in two */
	while (o > 0 && ((unsigned char)out[o - 1] & 0xC0) == 0x80 && o + 1 >= n)
		o--;
	if (o > 0 && o + 1 >= n && ((unsigned char)out[o - 1] & 0xC0) == 0xC0)
		o--;
	out[o] = '\0';
	return o;
}

/* ---- rows ---- */

struct rtok {
	size_t s, e;
	int pipe_before;        /* a '|' stood before it */
	int md_before;          /* a markdown row's '|' stood before it (read as a blank) */
};

/* Tokens of the line with '|' as a separator of its own */
/*
 * "tasks,processes,threads" over "1,512345,498765": a line of values or names
 * parted by commas, no blank in it, as will-it-scale and spreadsheets print
 * them (not "1,234,567", a number in thousands).  Its commas part cells as
 * a ruled row's bars do.
 */
static int ruled_both_ends(const struct text *t, int line)
{
	const struct tline *l = &t->l[line];
	size_t e = l->end, c;

	if (l->end - l->start < 3 || t->s[l->start] != '|')
		return 0;
	/* "| 22 MB |  8 | 51863 |   | 55058 |	+6.16%": a change written after the last rule */
	if (t->s[e - 1] == '%') {
		for (c = e - 1; c > l->start && (isdigit((unsigned char)t->s[c - 1]) || t->s[c - 1] == '.'); c--)
			;
		if (c < e - 1 && c > l->start && (t->s[c - 1] == '+' || t->s[c - 1] == '-'))
			c--;
		if (c == e - 1 || c == l->start || !isspace((unsigned char)t->s[c - 1]))
			return 0;
		for (e = c; e > l->start && isspace((unsigned char)t->s[e - 1]); e--)
			;
	}
	return e - l->start >= 3 && t->s[e - 1] == '|';
}

/* a markdown table's lines all open and close on a rule; one such line under a
 * row of other shape is a ruled table's second header line, its rules cells' */
int markdown_row(const struct text *t, int line)
{
	return ruled_both_ends(t, line) &&
	       ((line > 0 && t->l[line - 1].depth == t->l[line].depth && ruled_both_ends(t, line - 1)) ||
		(line + 1 < t->n && t->l[line + 1].depth == t->l[line].depth && ruled_both_ends(t, line + 1)));
}

/* Fields of the line parted by commas (none empty, no blank beside a comma, not a number in
 * thousands), else 0; *blank: a blank stands inside a field */
static int comma_fields(const struct text *t, int line, int *blank)
{
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end, *q;
	int fields = 1, groups = 0;

	*blank = memchr(p, ' ', (size_t)(e - p)) || memchr(p, '\t', (size_t)(e - p));
	if (e - p < 5 || *p == ',' || e[-1] == ',')
		return 0;
	for (q = p; (q = memchr(q, ',', (size_t)(e - q))); q++) {
		const char *f = q + 1, *fe = memchr(f, ',', (size_t)(e - f));
		if (!fe)
			fe = e;
		if (fe == f || q[-1] == ' ' || q[-1] == '\t' || *f == ' ' || *f == '\t')
			return 0;       /* an empty field: no table's; ", " parts a sentence's clauses */
		fields++;
		groups += fe - f == 3 && strspn(f, "0123456789") >= 3;
	}
	return fields >= 3 && groups < fields - 1 ? fields : 0;
}

/*
 * "run,min,avg" over "base,41.2,55.9": fields parted by commas, no blank; or
 * a header whose names hold blanks ("run,0.1% Min FPS,Average FPS", as
 * MangoHud's summary prints it) over such a line of as many fields
 */
static int comma_line(const struct text *t, int line)
{
	int blank, n = comma_fields(t, line, &blank), b2;

	if (!n || !blank)
		return n != 0;
	return line + 1 < t->n && t->l[line + 1].depth == t->l[line].depth &&
	       comma_fields(t, line + 1, &b2) == n && !b2;
}

/* Fields of the line parted by ';' (none empty), else 0; *blank: a blank stands in one */
static int semicolon_fields(const struct text *t, int line, int *blank)
{
	const char *p = t->s + t->l[line].start, *e = t->s + t->l[line].end, *q, *f = p;
	int fields = 0;

	*blank = memchr(p, ' ', (size_t)(e - p)) || memchr(p, '\t', (size_t)(e - p));
	for (q = p; q <= e; q++)
		if (q == e || *q == ';') {
			if (q == f)
				return 0;
			fields++;
			f = q + 1;
		}
	return fields;
}

/*
 * "1;1843,2;1791,6": a spreadsheet's export where the comma is the decimal
 * separator parts its fields with ';'.  A line of three fields or more and
 * no blank, or one with blanks (a header's names) beside such a line of as
 * many fields: a sentence's semicolons part clauses with blanks after them.
 */
static int semicolon_line(const struct text *t, int line)
{
	int blank, n = semicolon_fields(t, line, &blank), b2, d;

	if (n < 3)
		return 0;
	if (!blank)
		return 1;
	for (d = -1; d <= 1; d += 2)
		if (line + d >= 0 && line + d < t->n && t->l[line + d].depth == t->l[line].depth &&
		    semicolon_fields(t, line + d, &b2) == n && !b2)
			return 1;
	return 0;
}

char row_separator(const struct text *t, int line)
{
	int sep = csv_line(t, line);

	return sep ? (char)sep : '|';
}

int csv_line(const struct text *t, int line)
{
	if (t->l[line].end - t->l[line].start < 5)
		return 0;
	/* "1;1843,2;1791,6": its commas are decimal points, its semicolons part the fields */
	if (memchr(t->s + t->l[line].start, ';', t->l[line].end - t->l[line].start))
		return semicolon_line(t, line) ? ';' : 0;
	return comma_line(t, line) ? ',' : 0;
}

/* Whether line LINE holds byte C */
static int line_has(const struct text *t, int line, char c)
{
	return memchr(t->s + t->l[line].start, c, t->l[line].end - t->l[line].start) != NULL;
}

/* p[0..n) is a plain figure (num_parse's), with a point in it when need_point */
static int plain_figure(const char *p, size_t n, int need_point)
{
	double v;

	return num_parse(p, n, &v) && (!need_point || memchr(p, '.', n));
}

static int fig_at(const struct text *t, const struct rtok *k, int n, int j)
{
	return j >= 0 && j < n && plain_figure(t->s + k[j].s, k[j].e - k[j].s, 0);
}

static int slash_at(const struct text *t, const struct rtok *k, int n, int j)
{
	return j >= 0 && j < n && k[j].e - k[j].s == 1 && t->s[k[j].s] == '/';
}

/* The lone '/' at token i stands in a chain of three figures or more ("108.3 / 107.9 /
 * 109.1"); a pair ("312.45 / 318.92", baseline / patched) is slash.c's */
static int slash_chain(const struct text *t, const struct rtok *k, int n, int i)
{
	int a = i, b = i, slashes = 1;

	if (!fig_at(t, k, n, i - 1) || !fig_at(t, k, n, i + 1))
		return 0;
	for (; slash_at(t, k, n, a - 2) && fig_at(t, k, n, a - 3); a -= 2)
		slashes++;
	for (; slash_at(t, k, n, b + 2) && fig_at(t, k, n, b + 3); b += 2)
		slashes++;
	return slashes >= 2;
}

static int slash_runs(const struct text *t, struct rtok *k, int n, int max)
{
	struct rtok in[ROW_MAX_TOKS];
	int i, o = 0;

	if (n > ROW_MAX_TOKS)
		return n;
	memcpy(in, k, sizeof(*k) * (size_t)n);
	for (i = 0; i < n; i++) {
		const char *p = t->s + in[i].s, *sl;
		size_t len = in[i].e - in[i].s, a, b;
		int parts = 0, ok = 1;
		if (len == 1 && *p == '/' && slash_chain(t, in, n, i))
			continue;
		if ((sl = memchr(p, '/', len)) && sl > p && plain_figure(p, (size_t)(sl - p), 1))
			for (a = in[i].s, b = a; b <= in[i].e; b++)
				if (b == in[i].e || t->s[b] == '/') {
					ok &= plain_figure(t->s + a, b - a, 1);
					parts++;
					a = b + 1;
				}
		if (!sl || !ok || parts < 3 || o + parts > max) {
			if (o == max)
				return -1;
			k[o++] = in[i];
			continue;
		}
		for (a = in[i].s, b = a; b <= in[i].e; b++)
			if (b == in[i].e || t->s[b] == '/') {
				k[o] = in[i];
				k[o].s = a;
				k[o].e = b;
				k[o].pipe_before = a == in[i].s ? in[i].pipe_before : 0;
				o++;
				a = b + 1;
			}
	}
	return o;
}

static int row_tokens_raw(const struct text *t, int line, struct rtok *out, int max, int *pipes);
static int is_dev_mark(const char *p, size_t n);

/* Token [s, e) opens like a number: a digit, or a sign or point and a digit */
static int numberish(const struct text *t, size_t s, size_t e)
{
	const char *p = t->s + s;

	if (e > s && strchr("+-.~", *p))
		p++;
	return p < t->s + e && isdigit((unsigned char)*p);
}

/*
 * "| `psql -X -c 'SET jit=on'` | 121.5 ± 25.3 |": a markdown cell of words and
 * no number is one token, the name of its row, so that rows whose names differ
 * in length still have their figures in the same places.  The tokens
 * [0, n) of a markdown row; how many are left.
 */
static int md_word_cells(const struct text *t, struct rtok *k, int n)
{
	int i = 0, o = 0, j, m, num;

	while (i < n) {
		for (j = i + 1; j < n && !k[j].md_before && !k[j].pipe_before; j++)
			;
		for (num = 0, m = i; m < j; m++)
			num |= numberish(t, k[m].s, k[m].e) || is_dev_mark(t->s + k[m].s, k[m].e - k[m].s);
		if (num) {
			for (m = i; m < j; m++)
				k[o++] = k[m];
		} else {
			k[o] = k[i];
			k[o++].e = k[j - 1].e;
		}
		i = j;
	}
	return o;
}

static int row_tokens(const struct text *t, int line, struct rtok *out, int max, int *pipes)
{
	int n = row_tokens_raw(t, line, out, max, pipes);

	if (n > 1 && markdown_row(t, line))
		n = md_word_cells(t, out, n);
	return n > 0 && line_has(t, line, '/') ? slash_runs(t, out, n, max) : n;
}

static int row_tokens_raw(const struct text *t, int line, struct rtok *out, int max, int *pipes)
{
	struct tok room[ROW_MAX_TOKS];
	int n, i, o = 0, bar = 0, mdbar = 0;
	const struct tok *k = tok_view(t, line, room, ROW_MAX_TOKS, &n);
	char sep = row_separator(t, line);
	int md = markdown_row(t, line);

	*pipes = 0;
	if (n == ROW_MAX_TOKS)
		return -1;      /* a line this long is no row */
	/* without a rule or a separator (most lines) a cell is a token: its bytes are not read */
	if (!line_has(t, line, '|') && !line_has(t, line, sep)) {
		for (i = 0; i < n && o < max; i++, o++) {
			out[o].s = k[i].s;
			out[o].e = k[i].e;
			out[o].pipe_before = 0;
			out[o].md_before = 0;
		}
		return i < n ? -1 : o;
	}
	for (i = 0; i < n; i++) {
		size_t a = k[i].s, b;
		while (a < k[i].e) {
			/* "| 8 | 412.3 |": a markdown row's rules stand where blanks would, its
			 * cells line up by position like any table's */
			if (t->s[a] == '|' && md) {
				mdbar = 1;
				a++;
				continue;
			}
			if (t->s[a] == '|' || t->s[a] == sep) {
				bar = 1;
				(*pipes)++;
				a++;
				continue;
			}
			b = a;
			while (b < k[i].e && t->s[b] != '|' && t->s[b] != sep)
				b++;
			if (o == max)
				return -1;
			out[o].s = a;
			out[o].e = b;
			/* a spreadsheet's quoted field ("10.214"): the value inside the quotes */
			if (sep != '|' && b - a >= 3 && t->s[a] == '"' && t->s[b - 1] == '"') {
				out[o].s++;
				out[o].e--;
			}
			out[o].pipe_before = bar;
			out[o].md_before = mdbar;
			bar = mdbar = 0;
			o++;
			a = b;
		}
	}
	return o;
}

static int is_dev_mark(const char *p, size_t n)
{
	return (n == 2 && !strncmp(p, "+-", 2)) || (n == 3 && !strncmp(p, "+/-", 3)) ||
	       (n == 2 && !memcmp(p, "\xc2\xb1", 2)) || (n == 4 && !strncmp(p, "(+/-", 4)) ||
	       (n == 3 && !strncmp(p, "(+-", 3)) || (n == 3 && !memcmp(p, "(\xc2\xb1", 3));
}

/* A value cell ending in an opened deviation, its number in the next token: "0.498(+/-" */
static int open_dev(const struct text *t, const struct vcell *c)
{
	size_t n = c->e - c->s;
	const char *e = t->s + c->e;

	return (n > 4 && !strncmp(e - 4, "(+/-", 4)) || (n > 3 && !strncmp(e - 3, "(+-", 3)) ||
	       (n > 3 && !memcmp(e - 3, "(\xc2\xb1", 3));
}

static int is_bullet(const char *p, size_t n)
{
	return (n == 1 && (*p == '-' || *p == '*' || *p == 'o' || *p == '+' || *p == '#')) ||
	       (n == 3 && !memcmp(p, "\xe2\x80\xa2", 3)) || (n == 2 && !strncmp(p, "**", 2));
}

/* A mark that stands for a missing number even before the first one ("fileio  ~  1.10") */
static int strong_null(const char *p, size_t n)
{
	return (n == 1 && *p == '~') || (n == 3 && (!strncmp(p, "n/a", 3) || !strncmp(p, "N/A", 3))) ||
	       (n == 2 && !strncmp(p, "--", 2));
}

static int list_number(const char *p, size_t n)
{
	size_t i;

	if (n < 2 || n > 3 || (p[n - 1] != '.' && p[n - 1] != ')'))
		return 0;
	for (i = 0; i + 1 < n; i++)
		if (!isdigit((unsigned char)p[i]))
			return 0;
	return 1;
}

/* "-" "~" "n/a" where a number belongs: only after the label, and only
 * where something else follows or the row already has a value */
static int null_here(const struct text *t, const struct rtok *k, int i, int n, const struct row *rw)
{
	return cell_is_null(t->s + k[i].s, k[i].e - k[i].s) && (rw->n > 0 || i + 1 < n) &&
	       !(rw->n == 0 && i == 0);
}

static void add_word(struct row *rw, size_t *ws, size_t *we, const struct rtok *k)
{
	if (*we == 0)
		*ws = k->s;
	*we = k->e;
	rw->words++;
}

/*
 * A token "sum:212545.245" or "max=4.07908": a summary or metric word glued
 * to its value; c gets the value.  A setting ("kern.hz=200") is no figure.
 */
static int glued_key(const struct text *t, const struct rtok *k, struct vcell *c)
{
	char key[24];
	size_t i;

	/* a key opens with a letter: the figures of a row are refused before their bytes are read */
	if (k->e == k->s || !isalpha((unsigned char)t->s[k->s]))
		return 0;
	for (i = k->s + 1; i + 1 < k->e; i++) {
		char ch = t->s[i];
		if (ch != ':' && ch != '=')
			continue;
		if (i - k->s >= sizeof(key))
			return 0;
		memcpy(key, t->s + k->s, i - k->s);
		key[i - k->s] = '\0';
		if (label_summary_field(key) < 0 && label_kind(key) != LABEL_METRIC)
			return 0;
		return cell_parse(t, i + 1, k->e, c);
	}
	return 0;
}

/* The end of a label's last "word:" when words follow it, else 0 */
static size_t label_colon(const struct text *t, size_t s, size_t e)
{
	size_t i, at = 0;

	for (i = s; i + 1 < e; i++)
		if (t->s[i] == ':' && isspace((unsigned char)t->s[i + 1]))
			at = i + 1;
	return at;
}

/*
 * "Pipe-based Context Sw   tip: 412881.3   eevdf-v3: 398004.2": a name, a
 * wide gap, then one word and its colon right before the first figure: the
 * word keys the figure (a build's, as the next ones are), the name ends at
 * the gap.  Where the key starts, else 0.
 */
static size_t keyed_after_gap(const struct text *t, size_t s, size_t e)
{
	size_t w = e, g;

	if (e - s < 4 || t->s[e - 1] != ':')
		return 0;
	while (w > s && !isspace((unsigned char)t->s[w - 1]))
		w--;
	for (g = w; g > s && isspace((unsigned char)t->s[g - 1]); g--)
		;
	return g > s && (w - g >= 2 || memchr(t->s + g, '\t', w - g)) && e - w >= 3 ? w : 0;
}

/*
 * "build.sh -j4 release  [s]", "tbench 4  [MB/s]": a unit in brackets, no
 * digit in it, after a name of two words at most five, before the row's
 * figures: the name ends there.  The token after it, or I.
 */
static int unit_label(const struct text *t, const struct rtok *k, int i, int n)
{
	int j;

	for (j = i + 1; j < n && j <= i + 5; j++) {
		const char *p = t->s + k[j].s;
		size_t len = k[j].e - k[j].s, q;
		/* "hackbench 10, secs     0.583": a unit word after the name's comma, a wide gap after */
		if (t->s[k[j - 1].e - 1] == ',' && j + 1 < n && k[j + 1].s - k[j].e >= 2 &&
		    isdigit((unsigned char)t->s[k[j + 1].s]) && cell_unit_word(p, len))
			return j + 1;
		if (len < 3 || len >= 16 || p[0] != '[' || p[len - 1] != ']')
			continue;
		for (q = 1; q + 1 < len; q++)
			if (!isalpha((unsigned char)p[q]) && p[q] != '/' && (unsigned char)p[q] < 0x80)
				return i;
		return j + 1 < n && isdigit((unsigned char)t->s[k[j + 1].s]) ? j + 1 : i;
	}
	return i;
}

/*
 * "Kernel 5.4 + gg 6 intel_cpufreq/schedutil: 3411.8 seconds": what stands
 * before the last "word:" that a value follows is the label, numbers and
 * all (a version in a name is no figure).  Returns the token after it.
 */
static int colon_label(const struct text *t, const struct rtok *k, int i, int n, struct row *rw,
		       size_t *ws, size_t *we)
{
	int j, c = -1, colons = 0;

	/* "1 client :", "-g 10 :": a colon set apart after the name ends it too */
	for (j = i; j + 1 < n; j++)
		if ((k[j].e - k[j].s > 1 || j > i) && t->s[k[j].e - 1] == ':') {
			c = j;
			colons++;
		}
	/* "Min: 5 Act: 7 Avg: 8" keys each value: no label to take */
	if (c < 0 || colons > 1)
		return i;
	for (; i <= c; i++)
		add_word(rw, ws, we, &k[i]);
	return i;
}

/*
 * A ruled row's first cell is its label whole, numbers and all: "1
 * massive_intr:(5) | 846018.956 ms |", or "| mean | 0.33 |" where the rule
 * opens the line.  Returns the token after it (i when it has no word).
 */
/* Tokens from j on that are values */
static int values_after(const struct text *t, const struct rtok *k, int j, int n)
{
	struct vcell c;
	int v = 0;

	for (; j < n; j++)
		v += cell_parse(t, k[j].s, k[j].e, &c) && c.kind == CELL_VALUE;
	return v;
}

/* "1 copy   1 copy", "2.8ms  16ms": values, each with one word at most after it */
static int settings_only(const struct text *t, const struct rtok *k, int i, int j)
{
	struct vcell c;
	int values = 0, after = 0;

	for (; i < j; i++) {
		if (cell_parse(t, k[i].s, k[i].e, &c) && c.kind == CELL_VALUE) {
			values++;
			after = 0;
		} else if (!values || after++) {
			return 0;
		}
	}
	return values >= 2;
}

/* "2x", "16x": a whole number of times, as overcommit levels are written */
static int times_key(const char *p, size_t n)
{
	return n >= 2 && n <= 4 && (p[n - 1] == 'x' || p[n - 1] == 'X') && strspn(p, "0123456789") == n - 1;
}

static int pipe_label(const struct text *t, const struct rtok *k, int i, int n, struct row *rw,
		      size_t *ws, size_t *we, int *pipe)
{
	int j = i, words = 0, seg, v;
	struct vcell c;

	if (j < n && k[j].pipe_before)
		(*pipe)++;
	seg = *pipe;
	for (; j < n && (j == i || !k[j].pipe_before); j++)
		if (!cell_parse(t, k[j].s, k[j].e, &c))
			words++;
	/* "| 6.8 | 1234.5 | 1240.1 |": a bare version opening a ruled row names it; so does an
	 * overcommit's "| 2x |" */
	if (!words && j == i + 1 && seg == 1 && values_after(t, k, j, n) >= 2 &&
	    (point_version(t->s + k[i].s, k[i].e - k[i].s) || times_key(t->s + k[i].s, k[i].e - k[i].s)))
		words = 1;
	if (!words || j >= n)
		return i;
	/* where the figures go on past the first rule (not "Base Freq  2400 |*****", a bar
	 * chart's): "1 copy  1 copy | 8 copies ..." opens on a value, settings over the
	 * columns, no name; "Execl Throughput  641.9  677.0 | 2890.4 ..." is a name, then values */
	if (values_after(t, k, j, n) >= 1) {
		if (settings_only(t, k, i, j))
			return i;
		for (v = j; v > i && cell_parse(t, k[v - 1].s, k[v - 1].e, &c) && c.kind == CELL_VALUE; v--)
			;
		if (v > i && v + 2 <= j)
			j = v;          /* two figures at least: "num_jobs = 1 | 198k" is a name */
	}
	for (; i < j; i++)
		add_word(rw, ws, we, &k[i]);
	(void)seg;
	return j;
}

/*
 * A markdown row's cell of words ("| time (s) |", "| 1% low FPS |") after
 * its first: the index of the token after it, else I.  A value with its
 * unit ("| 120034.500 ms |"), a key and its value ("| avg: 0.410 ms |") or
 * a null ("| n/a |") is no text.
 */
static int text_segment(const struct text *t, const struct rtok *k, int i, int n)
{
	int j, vals = 0, words = 0, lead;
	struct vcell c;
	char last = t->s[k[i].e - 1];

	if (!k[i].md_before || cell_is_null(t->s + k[i].s, k[i].e - k[i].s) || last == ':' || last == '=')
		return i;
	lead = cell_parse(t, k[i].s, k[i].e, &c) && c.kind == CELL_VALUE;
	for (j = i; j < n && (j == i || !k[j].md_before); j++) {
		if (cell_parse(t, k[j].s, k[j].e, &c) && c.kind == CELL_VALUE)
			vals++;
		else if (isalpha((unsigned char)t->s[k[j].s]) && !cell_unit_word(t->s + k[j].s, k[j].e - k[j].s))
			words++;
	}
	/* "| 1% low FPS |": a value with a word after it and its unit, a name */
	return (lead ? words >= 2 || (words == 1 && vals == 1 && j - i >= 3) : words >= 1) ? j : i;
}

/*
 * "5.10 (android-mainline)<TAB>748<TAB>2697": a row a spreadsheet parted by
 * tabs whose first field opens on a figure but holds a word (no unit, null
 * or counted noun: "4 threads" stays a key) is named by that whole field.
 * The first token after the field, else i.
 */
static int tab_label(const struct text *t, const struct rtok *k, int i, int n)
{
	int j, words = 0;
	struct vcell c;

	if (i + 1 >= n || !cell_parse(t, k[i].s, k[i].e, &c) || c.kind != CELL_VALUE)
		return i;
	for (j = i; j + 1 < n; j++) {
		const char *p = t->s + k[j].s;
		size_t len = k[j].e - k[j].s;
		if (j > i && !(cell_parse(t, k[j].s, k[j].e, &c) && c.kind == CELL_VALUE) && !cell_unit_word(p, len) &&
		    !cell_is_null(p, len) && !label_count_noun(p, len))
			words++;
		if (memchr(t->s + k[j].e, '\t', k[j + 1].s - k[j].e))
			return words ? j + 1 : i;
	}
	return i;
}

/*
 * "10% x 12 tasks     32.14    0.61    19.83": a row's key of figures and words
 * ("x") up to the first wide gap, figures alone after it: the key is the row's
 * name, ending on a word.  A count and its noun ("8 threads") stays a
 * setting's cell.  The token after the name, else i.
 */
static int gap_label(const struct text *t, const struct rtok *k, int i, int n)
{
	int j, g = -1, words = 0, nums = 0;
	struct vcell c;

	if (i + 3 >= n || !cell_parse(t, k[i].s, k[i].e, &c) || c.kind != CELL_VALUE)
		return i;
	for (j = i; j + 1 < n && g < 0; j++) {
		const char *p = t->s + k[j].s;
		size_t len = k[j].e - k[j].s;
		if (cell_parse(t, k[j].s, k[j].e, &c) && c.kind == CELL_VALUE)
			nums++;
		else if (!cell_is_null(p, len) && !label_count_noun(p, len))
			words++;
		if (k[j + 1].s - k[j].e >= 2 || k[j + 1].pipe_before)
			g = j + 1;
	}
	/* the key ends on a word: "5.13 + audit 0" (a column's 0 one blank after the name) is no key */
	if (g < 0 || !words || nums < 2 || n - g < 2 ||
	    (cell_parse(t, k[g - 1].s, k[g - 1].e, &c) && c.kind == CELL_VALUE))
		return i;
	for (j = g; j < n; j++)
		if (!cell_parse(t, k[j].s, k[j].e, &c) || c.kind != CELL_VALUE)
			return i;
	return g;
}

/* "1% low 61.9", "0.1% low 44.3" at token i (a new key: first, or after a comma): a percent,
 * a word, then a figure; the token of the figure, else i */
static int percent_key(const struct text *t, const struct rtok *k, int i, int n)
{
	const char *p = t->s + k[i].s, *w;
	size_t len = k[i].e - k[i].s, wl;
	struct vcell c;

	if (i + 2 >= n || len < 2 || p[len - 1] != '%' || !isdigit((unsigned char)p[0]) ||
	    strspn(p, "0123456789.") != len - 1 || (i > 0 && !strchr(",;", t->s[k[i - 1].e - 1])))
		return i;
	w = t->s + k[i + 1].s;
	wl = k[i + 1].e - k[i + 1].s;
	if (!isalpha((unsigned char)w[0]) || strspn(w, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") != wl ||
	    cell_unit_word(w, wl))
		return i;
	return cell_parse(t, k[i + 2].s, k[i + 2].e, &c) && c.kind == CELL_VALUE && !c.pct ? i + 2 : i;
}

/* Token d is a date written YYYYMMDD (1990 to 2039) right after a release written with two
 * points, as compilers print their version ("10.2.1 20210110") */
static int dated_release(const struct text *t, const struct rtok *r, const struct rtok *d)
{
	const char *p = t->s + d->s, *q = t->s + r->s;
	size_t n = d->e - d->s, m = r->e - r->s, dots = 0, i;
	int month, day;

	while (n > 8 && strchr("),;", p[n - 1]))
		n--;
	if (n != 8 || strspn(p, "0123456789") < 8 || !(!strncmp(p, "19", 2) || !strncmp(p, "20", 2)))
		return 0;
	if (p[0] == '1' && p[2] < '9')
		return 0;
	month = (p[4] - '0') * 10 + (p[5] - '0');
	day = (p[6] - '0') * 10 + (p[7] - '0');
	if (month < 1 || month > 12 || day < 1 || day > 31)
		return 0;
	for (i = 0; i < m; i++) {
		if (q[i] == '.')
			dots++;
		else if (!isdigit((unsigned char)q[i]))
			return 0;
	}
	return dots == 2 && d->s > r->e && d->s - r->e <= 2;
}

/* The row's first cell is part of its name: the label becomes [s, e), the cells after it move up */
static void cell0_into_label(struct row *rw, size_t s, size_t e)
{
	rw->label_s = s;
	rw->label_e = e;
	memmove(rw->c, rw->c + 1, sizeof(*rw->c) * (size_t)(rw->n - 1));
	rw->n--;
	rw->nvalues--;
	rw->c[0].pre_s = rw->c[0].pre_e = 0;
}

/*
 * "80 (default)     21907" among "120   22160" rows: a note in parentheses on the row's
 * key, one blank after it, is no key of the cell: the rows keep one shape.
 */
static void paren_note_off(const struct text *t, struct row *rw)
{
	struct vcell *c = &rw->c[0];
	size_t n = c->post_e - c->post_s;

	if (rw->n < 2 || rw->label_e > rw->label_s || c->kind != CELL_VALUE || n < 3 ||
	    t->s[c->post_s] != '(' || t->s[c->post_e - 1] != ')' || c->post_s != c->e + 1 ||
	    rw->c[1].s < c->post_e + 2 || memchr(t->s + c->post_s, ' ', n))
		return;
	for (size_t i = c->post_s + 1; i + 1 < c->post_e; i++)
		if (!isalpha((unsigned char)t->s[i]))
			return;
	if (rw->c[1].pre_s == c->post_s)
		rw->c[1].pre_s = rw->c[1].pre_e = 0;
	c->post_s = c->post_e = 0;
	rw->words--;
}

/*
 * "tbench 8 clients   1.00  0.99": a count with its noun after a row's name
 * is part of the name (a parameter), not the row's first figure.
 */
static void count_into_label(const struct text *t, struct row *rw)
{
	const struct vcell *c = &rw->c[0];
	size_t i, w = rw->c[1].pre_s;

	while (w < rw->c[1].pre_e && !isspace((unsigned char)t->s[w]))
		w++;
	if (rw->n < 2 || c->kind != CELL_VALUE || rw->label_e <= rw->label_s || c->unit[0] ||
	    c->signed_ || c->paren || c->dev.set || c->time || w == rw->c[1].pre_s ||
	    !label_count_noun(t->s + rw->c[1].pre_s, w - rw->c[1].pre_s))
		return;
	for (i = c->x.s; i < c->x.e; i++)
		if (!isdigit((unsigned char)t->s[i]))
			return;
	cell0_into_label(rw, rw->label_s, rw->c[1].pre_e);
}

/*
 * "Dhrystone 2 using register vars   3210.5   3222.1": a whole number with
 * two words or more after it, and figures after them, is part of the row's
 * name (unixbench's and lmbench's test names hold numbers).
 */
static void number_into_label(const struct text *t, struct row *rw)
{
	const struct vcell *c = &rw->c[0];
	size_t i, s = rw->c[1].pre_s, e = rw->c[1].pre_e;
	int words = 0, in = 0;

	if (rw->n < 2 || c->kind != CELL_VALUE || rw->label_e <= rw->label_s || c->unit[0] ||
	    c->signed_ || c->paren || c->dev.set || c->time || c->pct || e <= s ||
	    strchr(":=", t->s[e - 1]))
		return;
	for (i = c->x.s; i < c->x.e; i++)
		if (!isdigit((unsigned char)t->s[i]))
			return;
	for (i = s; i < e; i++) {
		int a = isalpha((unsigned char)t->s[i]) || t->s[i] == '-';
		if (!a && !isspace((unsigned char)t->s[i]))
			return;
		words += a && !in;
		in = a;
	}
	if (words < 2)
		return;
	cell0_into_label(rw, rw->label_s, e);
}

/* Bytes [e, s) part a name from a number one blank wide, a bound's mark at most ("frames > 16ms") */
static int one_blank_to(const char *p, size_t e, size_t s)
{
	if (s == e + 1)
		return p[e] == ' ';
	return s > e + 2 && s <= e + 4 && p[e] == ' ' && p[s - 1] == ' ' && strspn(p + e + 1, "<>=~") == s - e - 2;
}

/* "(%)", "(ms)" closing bytes [s, gap): a unit in marks */
static int closing_unit_at(const char *p, size_t s, size_t gap)
{
	size_t o = gap - 1;

	while (o > s && p[o] != '(')
		o--;
	return p[o] == '(' && (unit_in_marks(p + o, gap - o) || (gap - o == 3 && p[o + 1] == '%'));
}

/* UNIT is the unit of a figure of the row from cell `from` on */
static int unit_of_figures(const struct row *rw, int from, const char *unit)
{
	for (int j = from; j < rw->n; j++)
		if (!strcmp(rw->c[j].unit, unit))
			return 1;
	return 0;
}

/*
 * "File Copy 1024 bufsize 2000 maxblocks     3410.5   3388.1": a row's name holding
 * numbers, each one blank from its words, the name ending in a word before the first wide
 * gap: the numbers in it are the name's, the figures come after the gap.  Not a unit's
 * word ("Latency 50 us   99 us"), not a row without a name ("1 copy   8 copies").
 */
static void words_into_label(const struct text *t, int line, struct row *rw)
{
	const char *p = t->s;
	size_t gap, e = t->l[line].end;
	int j, in = 0;

	if (rw->n < 2 || rw->pipes || rw->label_e <= rw->label_s || !one_blank_to(p, rw->label_e, rw->c[0].s))
		return;
	for (gap = rw->label_e; gap < e && !(p[gap] == '\t' || (p[gap] == ' ' && p[gap + 1] == ' ')); gap++)
		;
	/* "maxblocks", "(8 concurrent)", "(%)" */
	if (gap >= e || !(isalpha((unsigned char)p[gap - 1]) ||
			  (p[gap - 1] == ')' && (isalpha((unsigned char)p[gap - 2]) || closing_unit_at(p, rw->label_s, gap)))))
		return;
	while (in < rw->n && rw->c[in].e <= gap)
		in++;
	if (!in || in >= rw->n || rw->c[in].s < gap)
		return;
	for (j = 0; j < in; j++) {
		const struct vcell *c = &rw->c[j];
		/* "frames > 16ms (%)   3.21": a bound in the name, its unit none of the figures' */
		if (c->kind != CELL_VALUE || (c->unit[0] && unit_of_figures(rw, in, c->unit)) || c->pct ||
		    c->signed_ || c->time || c->dev.set ||
		    strspn(p + c->x.s, "0123456789.") < c->x.e - c->x.s - strlen(c->unit))
			return;
	}
	for (j = 0; j < in; j++)
		cell0_into_label(rw, rw->label_s, gap);
}

/* Whether the line beside holds, over bytes [a, b) of its own start, a word and no number:
 * 1 a word, 0 nothing there, -1 a number (a column of keys) or a line unlike */
static int word_above(const struct text *t, int line, int depth, size_t a, size_t b)
{
	struct tok room[ROW_MAX_TOKS];
	const struct tok *k;
	int n, i, word = 0;

	if (line < 0 || line >= t->n || t->l[line].depth != depth || t->l[line].end == t->l[line].start ||
	    memchr(t->s + t->l[line].start, '\t', t->l[line].end - t->l[line].start))
		return -1;
	k = tok_view(t, line, room, ROW_MAX_TOKS, &n);
	for (i = 0; i < n; i++) {
		size_t s = k[i].s - t->l[line].start, e = k[i].e - t->l[line].start;
		if (e <= a || s >= b)
			continue;
		if (!isalpha((unsigned char)t->s[k[i].s]))
			return -1;
		word = 1;
	}
	return word;
}

/*
 * "Dhrystone 2               362.1     724.9" over "Execl Throughput   927.4 ...": a whole
 * number one blank after the row's name, standing under (or over) the words of the names
 * of the rows beside, far from the figures, is part of its name; a column of keys stands
 * over numbers.
 */
static void number_under_words(const struct text *t, int line, struct row *rw)
{
	const struct vcell *c = &rw->c[0];
	size_t i, ls = t->l[line].start, a = c->s - ls, b = c->e - ls;
	int up, down;

	if (rw->n < 3 || rw->pipes || c->kind != CELL_VALUE || rw->label_e <= rw->label_s ||
	    rw->label_e + 1 != c->s || c->s != c->x.s || c->e != c->x.e ||
	    rw->c[1].col - c->col_end < 3 ||
	    memchr(t->s + ls, '\t', t->l[line].end - ls))
		return;
	for (i = c->x.s; i < c->x.e; i++)
		if (!isdigit((unsigned char)t->s[i]))
			return;
	up = word_above(t, line - 1, t->l[line].depth, a, b);
	down = word_above(t, line + 1, t->l[line].depth, a, b);
	if (up + down >= 1 && up >= 0 && down >= 0)
		cell0_into_label(rw, rw->label_s, c->e);
}

/*
 * "run 1      12.34      11.98": the number after a row named run (iter,
 * trial, pass ...) numbers the run; it is part of the name, not a figure.
 */
static void run_into_label(const struct text *t, struct row *rw)
{
	static const char *const runs[] = { "run", "iter", "iteration", "trial", "pass", "try",
					    "round", "sample", "test", NULL };
	const struct vcell *c = &rw->c[0];
	size_t i, n = rw->label_e - rw->label_s;
	int k;

	if (rw->n < 2 || c->kind != CELL_VALUE || n == 0 || c->unit[0] || c->signed_ || c->paren ||
	    c->dev.set || c->time || c->pre_e > c->pre_s || c->post_e > c->post_s)
		return;
	for (k = 0; runs[k] && (strlen(runs[k]) != n || strncasecmp(t->s + rw->label_s, runs[k], n)); k++)
		;
	if (!runs[k])
		return;
	for (i = c->x.s; i < c->x.e; i++)
		if (!isdigit((unsigned char)t->s[i]))
			return;
	rw->label_e = c->x.e;
	memmove(rw->c, rw->c + 1, sizeof(*rw->c) * (size_t)(rw->n - 1));
	rw->n--;
	rw->nvalues--;
}

/* "5.10": digits, one point, one or two digits after it: how a version is written as a number */
static int version_like(const struct text *t, const struct vcell *c)
{
	const char *p = t->s + c->x.s, *dot = memchr(p, '.', c->x.e - c->x.s);
	size_t n = c->x.e - c->x.s, after = dot ? n - (size_t)(dot - p) - 1 : 0;

	return c->kind == CELL_VALUE && !c->unit[0] && !c->pct && !c->signed_ && !c->paren && !c->time &&
	       !c->dev.set && dot && dot > p && after >= 1 && after <= 2 && strspn(p, "0123456789.") == n;
}

/*
 * "5.10 vanilla   1234.56  0.81  0.92", "5.10 + patch   1301.22 ...": a row
 * opening with a version and words before its figures is named by both.
 */
static void version_into_label(const struct text *t, struct row *rw)
{
	const struct vcell *c = &rw->c[0];
	size_t we = rw->c[1].pre_e > rw->c[1].pre_s ? rw->c[1].pre_e : c->post_e;

	if (rw->n < 3 || rw->label_e > rw->label_s || !version_like(t, c) || we <= c->x.e ||
	    !isalpha((unsigned char)t->s[we - 1]))
		return;
	cell0_into_label(rw, c->x.s, we);
}

/*
 * "1000x /bin/echo (sh loop)   3,41 s   3,12 s": a row opening with a count
 * of times ("1000x") and words before its figures is named by both: the
 * count says how often the named thing ran, it is no figure.
 */
static void times_into_label(const struct text *t, struct row *rw)
{
	const struct vcell *c = &rw->c[0];
	size_t i, we = rw->c[1].pre_e;

	if (rw->n < 3 || rw->label_e > rw->label_s || c->kind != CELL_VALUE || strcmp(c->unit, "x") ||
	    c->signed_ || c->paren || c->dev.set || c->time || c->pct || we <= rw->c[1].pre_s)
		return;
	for (i = c->x.s; i < c->x.e && t->s[i] != 'x'; i++)
		if (!isdigit((unsigned char)t->s[i]))
			return;
	for (i = rw->c[1].pre_s; i < we && !isalpha((unsigned char)t->s[i]); i++)
		;
	if (i == we)
		return;
	cell0_into_label(rw, c->s, we);
}

/* "+/-29.16%", "±0.4": a deviation mark and its number in one token, no parentheses */
static int bare_dev(const struct text *t, const struct rtok *k, struct vcell *c)
{
	const char *p = t->s;
	size_t i = k->s, vs;
	double v;
	int time;

	if (k->e - i >= 3 && !strncmp(p + i, "+/-", 3))
		i += 3;
	else if (k->e - i >= 2 && (!strncmp(p + i, "+-", 2) || !strncmp(p + i, "\xc2\xb1", 2)))
		i += 2;
	else
		return 0;
	vs = i;
	if (!core_number(p, k->e, &i, &v, &time, t->hms))
		return 0;
	c->dev.value = v;
	c->dev.s = vs;
	c->dev.e = i;
	c->dev.set = 1;
	if (i < k->e && p[i] == '%') {
		c->dev_pct = 1;
		i++;
	}
	return i == k->e;
}

/* "(95% CI)", "(95% confidence)", "(99% conf.)" right after a figure: the level of its
 * interval, no figure, and the +/- before it that interval's half-width, no standard
 * deviation; the tokens it takes, else 0 */
static int level_aside(const struct text *t, struct row *rw, const struct rtok *k, int n)
{
	static const char *const words[] = { "CI)", "ci)", "confidence)", "conf.)", "conf)", "C.I.)", NULL };
	const char *p = t->s + k[0].s;
	size_t len = k[0].e - k[0].s;

	if (!rw->n || rw->c[rw->n - 1].kind != CELL_VALUE || n < 2 || len < 3 || *p != '(' ||
	    p[len - 1] != '%' || !isdigit((unsigned char)p[1]))
		return 0;
	for (const char *const *w = words; *w; w++)
		if (k[1].e - k[1].s == strlen(*w) && !memcmp(t->s + k[1].s, *w, strlen(*w))) {
			memset(&rw->c[rw->n - 1].dev, 0, sizeof(rw->c[rw->n - 1].dev));
			return 2;
		}
	return 0;
}

static int apart_dev(const struct text *t, struct row *rw, const struct rtok *k, int words)
{
	struct vcell *prev = rw->n ? &rw->c[rw->n - 1] : NULL, dev;

	if (!prev || words || prev->kind != CELL_VALUE || prev->dev.set)
		return 0;
	/* "1.579 +/-29.16%": the value's deviation a blank or more after it */
	if (t->s[k->s] != '(' && k->s > prev->e) {
		dev = *prev;
		if (!bare_dev(t, k, &dev))
			return 0;
		*prev = dev;
		prev->e = k->e;
		return 1;
	}
	if (t->s[k->s] != '(' || k->s != prev->e + 1)
		return 0;
	dev = *prev;
	if (glued_dev(t, k->s, k->e, &dev) != 1)
		return 0;
	*prev = dev;
	prev->e = k->e;
	return 1;
}

/* "0.112 (0.104/0.121)": the lowest and highest of the runs a value is the average of, in
 * parentheses one blank after it, parted by a slash; the value between them */
static int range_aside(const struct text *t, struct row *rw, const struct rtok *k, int words)
{
	struct vcell *prev = rw->n ? &rw->c[rw->n - 1] : NULL;
	const char *p = t->s + k->s, *e = t->s + k->e, *sl;
	double lo, hi;

	if (!prev || words || prev->kind != CELL_VALUE || prev->lo.set || prev->dev.set || prev->pct ||
	    k->s != prev->e + 1 || e - p < 5 || p[0] != '(' || e[-1] != ')' ||
	    !(sl = memchr(p, '/', (size_t)(e - p))) || !num_parse(p + 1, (size_t)(sl - p - 1), &lo) ||
	    !num_parse(sl + 1, (size_t)(e - sl - 2), &hi) || lo > prev->x.value || hi < prev->x.value)
		return 0;
	prev->lo = (struct xnum){ .value = lo, .s = k->s + 1, .e = (size_t)(sl - t->s), .set = 1 };
	prev->hi = (struct xnum){ .value = hi, .s = (size_t)(sl - t->s) + 1, .e = k->e - 1, .set = 1 };
	prev->e = k->e;
	return 1;
}

/*
 * "1m2.34s real  1m0.01s user  0.50s sys", zsh's "2345.67s user 345.21s
 * system 712% cpu 6:17.89 total": every value named by the one word after
 * it.  The word between two values is the first's name, not the second's:
 * each cell keeps its word after it only.
 */
static void names_after(struct row *rw)
{
	int j;

	if (rw->n < 2)
		return;
	for (j = 0; j < rw->n; j++) {
		const struct vcell *c = &rw->c[j];
		if (c->kind != CELL_VALUE || c->post_e <= c->post_s || c->dev.set ||
		    (j && (c->pre_s != rw->c[j - 1].post_s || c->pre_e != rw->c[j - 1].post_e)))
			return;
	}
	for (j = 1; j < rw->n; j++)
		rw->c[j].pre_s = rw->c[j].pre_e = 0;
}

/*
 * Token k, one blank after the label's last word, is that name's release, not a
 * figure: after a system's name ("FreeBSD 7.0   4928.27", "kernel 2.6.23"),
 * any version; after a scheduler's ("ULE 2.0<TAB>609  1172"), one with a
 * single digit after its point set apart from the figures by a tab or two
 * blanks ("ULE 1.92  1.85" are figures).  NEXT is the token after k, or NULL.
 */
/* k is a whole number of up to three digits right after the name's last word, "run", "iter"
 * or "pass" (any case), and a word or figure follows it */
static int run_after_word(const struct text *t, size_t ws, size_t we, const struct rtok *k,
			  const struct rtok *next)
{
	static const char *const words[] = { "run", "iter", "iteration", "pass", "trial", NULL };
	size_t a = we, n = k->e - k->s;

	if (!next || we <= ws || n > 3 || strspn(t->s + k->s, "0123456789") != n)
		return 0;
	while (a > ws && !isspace((unsigned char)t->s[a - 1]))
		a--;
	for (const char *const *w = words; *w; w++)
		if (we - a == strlen(*w) && !strncasecmp(t->s + a, *w, we - a))
			return 1;
	return 0;
}

/* "Speedometer", "PCMark": a name written with a capital, letters only, as a benchmark's or
 * a product's, whose release may follow it ("Speedometer 2.0   108.3") */
static int product_name(const char *p, size_t n)
{
	size_t i;

	if (n < 3 || !isupper((unsigned char)p[0]))
		return 0;
	for (i = 1; i < n && isalpha((unsigned char)p[i]); i++)
		;
	return i == n;
}

static int release_after_name(const struct text *t, size_t ws, size_t we, const struct rtok *k,
			      const struct rtok *next)
{
	static const char *const systems[] = { "kernel", "linux", "freebsd", "openbsd", "netbsd",
		"dragonfly", "solaris", NULL };
	const char *p = t->s + k->s, *dot;
	size_t a = we, n = k->e - k->s;
	const char *const *w;

	if (we <= ws || k->s != we + 1 || t->s[we] != ' ')
		return 0;
	while (a > ws && t->s[a - 1] != ' ' && t->s[a - 1] != '\t')
		a--;
	/* "SCHED_ULE: 647.1 MB/s": after a key's colon a number is its value */
	if (point_version(p, n))
		for (w = systems; *w; w++)
			if (we - a == strlen(*w) && !strncasecmp(t->s + a, *w, we - a))
				return 1;
	return next && (dot = memchr(p, '.', n)) && (size_t)(dot - p) + 2 == n && strspn(p, "0123456789.") == n &&
	       (t->s[k->e] == '\t' || next->s - k->e >= 2) &&
	       (vocab_sched_word(t->s + a, we - a) != NULL || product_name(t->s + a, we - a));
}

/* "(4x A55)", "(2x X1)" at token i: an aside opening on '(' and closing within three tokens
 * on a token that opens with a letter and is no unit ("(3003 seconds)" is a figure), figures
 * after it; its closing token, else -1 */
static int aside_in_name(const struct text *t, const struct rtok *k, int i, int n)
{
	struct vcell c;
	int j;

	if (t->s[k[i].s] != '(' || t->s[k[i].e - 1] == ')' || k[i].pipe_before)
		return -1;
	for (j = i + 1; j < n && j <= i + 3 && !k[j].pipe_before; j++) {
		if (t->s[k[j].e - 1] != ')')
			continue;
		/* "(max 500000)": a word opening the aside, a figure may close it */
		if (!(isalpha((unsigned char)t->s[k[j].s]) ||
		      (isdigit((unsigned char)t->s[k[j].s]) && k[i].e - k[i].s > 2 && isalpha((unsigned char)t->s[k[i].s + 1]))) ||
		    k[j].s - k[j - 1].e != 1 ||
		    unit_suffix(t->s + k[j].s, k[j].e - k[j].s - 1) || j + 1 >= n ||
		    !cell_parse(t, k[j + 1].s, k[j + 1].e, &c) || c.kind != CELL_VALUE)
			return -1;
		return j;
	}
	return -1;
}

/* "173.96", "12s", "45%", "16 ms": the token before I ends a measurement, not a bare count */
static int ends_measurement(const struct text *t, const struct rtok *k, int i)
{
	const struct rtok *p = &k[i - 1];

	if (!tok_has_digit(t, p->s, p->e))
		return i >= 2 && isdigit((unsigned char)t->s[k[i - 2].e - 1]);
	for (size_t j = p->s; j < p->e; j++)
		if (!isdigit((unsigned char)t->s[j]))
			return 1;
	return 0;
}

/*
 * "BORE: 173.96 MB/s (avg of 5 runs)": a remark in words closing the line
 * says how the measurement before it was taken; its numbers are none of the
 * row's.  ("old pstate: 16 (the lowest here)" stays as written: after a bare
 * count the remark is more of the sentence.)  The tokens before it.
 */
static int before_word_remark(const struct text *t, const struct rtok *k, int n)
{
	int i;

	if (n < 3 || t->s[k[n - 1].e - 1] != ')')
		return n;
	for (i = 1; i < n - 1; i++) {
		const char *p = t->s + k[i].s;
		if (*p == '(' && k[i].e - k[i].s > 2 && isalpha((unsigned char)p[1]) &&
		    isalpha((unsigned char)p[2]))
			return !memchr(p, ')', k[n - 1].e - 1 - k[i].s) && ends_measurement(t, k, i) ? i : n;
		/* "+14.9%   (1 run)": a count and its noun set apart by a wide gap */
		if (*p == '(' && i == n - 2 && isdigit((unsigned char)p[1]) && k[i].s - k[i - 1].e >= 3 &&
		    strspn(p + 1, "0123456789") == k[i].e - k[i].s - 1 && isalpha((unsigned char)t->s[k[n - 1].s]) &&
		    ends_measurement(t, k, i))
			return i;
	}
	return n;
}

/*
 * "mpsafenet=1 TCP_RR   9871.23   9412.67   (trans/s)": a unit in parentheses
 * or brackets closing a row of figures is theirs.  Its token, or -1.
 */
static int closing_unit(const struct text *t, const struct rtok *k, int n)
{
	/* "-40.9%   (events/s)": after a change, set apart by a wide gap, the row's unit too */
	if (n < 3 || !unit_in_marks(t->s + k[n - 1].s, k[n - 1].e - k[n - 1].s) ||
	    !(isdigit((unsigned char)t->s[k[n - 2].e - 1]) ||
	      (t->s[k[n - 2].e - 1] == '%' && k[n - 1].s - k[n - 2].e >= 3)))
		return -1;
	return n - 1;
}

int unit_in_marks(const char *p, size_t len)
{
	return len >= 3 && ((p[0] == '(' && p[len - 1] == ')') || (p[0] == '[' && p[len - 1] == ']')) &&
	       cell_unit_word(p + 1, len - 2) && p[1] != '%';
}

/*
 * A sentence: function words make up much of what is not a number, two of
 * them at least and a fifth of the WORDS.  PLAIN are the N tokens read as
 * plain words: each is looked up only until the answer is certain (in a
 * post of numbers every line is read as a row, and most lines are prose).
 */
static int sentence_words(const struct text *t, const struct rtok *k, const int *plain, int n, int words)
{
	int i, stop = 0;

	for (i = 0; i < n; i++) {
		if (stop >= 2 && stop * 5 >= words)
			return 1;
		if (stop + n - i < 2 || (stop + n - i) * 5 < words)
			return 0;
		stop += stop_word(t->s + k[plain[i]].s, k[plain[i]].e - k[plain[i]].s) != 0;
	}
	return stop >= 2 && stop * 5 >= words;
}

/* A row as row_read left it, to be read again: its fields and its first cells */
struct kept_row {
	int ncells;                /* c[0 .. ncells) were written, the others untouched */
	struct row row;            /* only so far as ncells: allocated to fit */
};

/*
 * row_read of a line (and of its named_first mark) kept: a line is read as a row by
 * several readers (a key: value list's, a table's, its neighbours' and header's), and a
 * row's reading costs some thousand instructions.  Row_read is a function of the text,
 * the line and that mark; its answer is kept as it left rw, the cells it wrote included
 * (those a shorter row moved down from), so a caller finds rw as a second reading leaves it.
 */
struct row_block {                 /* kept rows, one after the other */
	struct row_block *next;
	size_t used, cap;
	_Alignas(max_align_t) unsigned char room[];
};

struct row_memo {
	struct kept_row **kept;    /* [2 * line + mark] */
	int lines;
	struct row_block *blocks;  /* the latest first: a post's rows are freed at once */
};

struct row_memo *row_memo_new(int lines)
{
	struct row_memo *m = xcalloc(1, sizeof(*m));

	m->lines = lines;
	m->kept = xcalloc(2 * (size_t)lines + 2, sizeof(*m->kept));
	return m;
}

void row_memo_free(struct row_memo *m)
{
	if (!m)
		return;
	while (m->blocks) {
		struct row_block *b = m->blocks;
		m->blocks = b->next;
		free(b);
	}
	free(m->kept);
	free(m);
}

static struct kept_row *row_keep(struct row_memo *m, const struct row *rw, int ncells)
{
	size_t cells = offsetof(struct row, c) + sizeof(rw->c[0]) * (size_t)ncells;
	size_t need = (offsetof(struct kept_row, row) + cells + _Alignof(max_align_t) - 1) &
		      ~(size_t)(_Alignof(max_align_t) - 1);
	struct row_block *b = m->blocks;
	struct kept_row *k;

	if (!b || b->cap - b->used < need) {
		size_t cap = need > 16384 ? need : 16384;
		b = xmalloc(sizeof(*b) + cap);
		b->next = m->blocks;
		b->used = 0;
		b->cap = cap;
		m->blocks = b;
	}
	k = (struct kept_row *)(void *)(b->room + b->used);
	b->used += need;
	k->ncells = ncells;
	memcpy(&k->row, rw, cells);
	return k;
}

static int row_read_fresh(const struct text *t, int line, struct row *rw, int *ncells);

int row_read(const struct text *t, int line, struct row *rw)
{
	struct kept_row **kept = NULL;
	int n, ncells;

	if (t->rows && line >= 0 && line < t->rows->lines)
		kept = &t->rows->kept[2 * line + (t->named_first && t->named_first[line])];
	if (kept && *kept) {
		memcpy(rw, &(*kept)->row, offsetof(struct row, c) + sizeof(rw->c[0]) * (size_t)(*kept)->ncells);
		return rw->n;
	}
	n = row_read_fresh(t, line, rw, &ncells);
	if (kept)
		*kept = row_keep(t->rows, rw, ncells);
	return n;
}

/*
 * "mean  std  50%  90%  99%", "count mean std min 25% 50% 75% max" (pandas):
 * statistics' names and percentiles rising, at least two, a name for the
 * rows' keys first perhaps: a header, whose percents name columns
 */
int row_percentile_header(const struct text *t, int line)
{
	struct tok room[ROW_MAX_TOKS];
	const struct tok *k;
	int n, i, pcts = 0, stats = 0;
	double prev = 0;
	char w[32];

	/* most lines hold no percent at all: asked of every row read */
	if (!memchr(t->s + t->l[line].start, '%', t->l[line].end - t->l[line].start))
		return 0;
	k = tok_view(t, line, room, ROW_MAX_TOKS, &n);
	for (i = 0; i < n; i++) {
		const char *p = t->s + k[i].s;
		size_t len = k[i].e - k[i].s;
		char *end;
		double v;
		if (len >= sizeof(w))
			return 0;
		memcpy(w, p, len);
		w[len] = '\0';
		if (len >= 2 && p[len - 1] == '%' && isdigit((unsigned char)p[0])) {
			v = strtod(w, &end);
			if (end != w + len - 1 || v <= prev || v >= 100)
				return 0;
			prev = v;
			pcts++;
		} else if (label_summary_field(w) >= 0) {
			stats++;
		} else if (i > 0 || !isalpha((unsigned char)p[0])) {
			return 0;
		}
	}
	return pcts >= 2 && stats >= 1;
}

/* row_read without the memo; *ncells: the cells it wrote, c[0 .. *ncells) */
static int row_read_fresh(const struct text *t, int line, struct row *rw, int *ncells)
{
	struct rtok k[ROW_MAX_TOKS];
	int plain[ROW_MAX_TOKS], nplain = 0;
	int n, i, first = 1, pipe = 0, md, bracket_ratio = 0, unit_at = -1, named, closing = -1;
	size_t ws = 0, we = 0;     /* words since the last cell */
	size_t run_end = 0;        /* the name ends after a run's number ("run 1") */
	struct colpos cp = line_begin(t, line);

	memset(rw, 0, offsetof(struct row, c) + 2 * sizeof(rw->c[0]));
	*ncells = 2;
	rw->line = line;
	n = row_tokens(t, line, k, ROW_MAX_TOKS, &rw->pipes);
	if (n <= 0 || row_percentile_header(t, line))
		return 0;
	if (!rw->pipes)
		n = before_word_remark(t, k, n);
	if (!rw->pipes && (closing = closing_unit(t, k, n)) >= 0)
		n--;
	i = 0;
	while (i < n && is_bullet(t->s + k[i].s, k[i].e - k[i].s) && i + 1 < n)
		i++;
	/* "2. Schbench ...", "3) fio": a list's number, not a figure */
	if (i + 1 < n && list_number(t->s + k[i].s, k[i].e - k[i].s) && isalpha((unsigned char)t->s[k[i + 1].s]))
		i++;
	if (rw->pipes)
		i = pipe_label(t, k, i, n, rw, &ws, &we, &pipe);
	else if ((named = tab_label(t, k, i, n)) > i || (named = gap_label(t, k, i, n)) > i ||
		 (i + 2 < n && times_key(t->s + k[i].s, k[i].e - k[i].s) && values_after(t, k, i + 1, n) >= 2 &&
		  (named = i + 1))) {
		for (; i < named; i++)
			add_word(rw, &ws, &we, &k[i]);
	} else if ((named = unit_label(t, k, i, n)) > i) {
		/* "hackbench 20   [s]   4.81 +- 0.09": the name, numbers and all, up to its unit */
		for (; i < named - 1; i++)
			add_word(rw, &ws, &we, &k[i]);
		while (we > ws && t->s[we - 1] == ',')
			we--;       /* "hackbench 10, secs": the comma parts the name from its unit */
		unit_at = i++;
	} else
		i = colon_label(t, k, i, n, rw, &ws, &we);
	md = !rw->pipes && markdown_row(t, line);
	for (; i < n; i++) {
		const char *p = t->s + k[i].s;
		size_t len = k[i].e - k[i].s;
		struct vcell c;
		int paren_open = 0, seg;
		c.kind = 0;
		/* "| time (s) |" between the name and the figures of a markdown row: words */
		if (first && md && (seg = text_segment(t, k, i, n)) > i) {
			for (; i < seg; i++)
				add_word(rw, &ws, &we, &k[i]);
			i--;
			continue;
		}
		if (k[i].pipe_before)
			pipe++;
		/* "12.3 (+-1.2%)": a deviation in parentheses one blank after a value is its own */
		if (apart_dev(t, rw, &k[i], we > ws) || range_aside(t, rw, &k[i], we > ws))
			continue;
		if ((seg = level_aside(t, rw, &k[i], n - i)) > 0) {
			i += seg - 1;
			continue;
		}
		/* "(" and a value that closes it: a parenthesised change */
		if (len == 1 && *p == '(' && i + 1 < n && cell_parse(t, k[i + 1].s, k[i + 1].e, &c) &&
		    t->s[k[i + 1].e - 1] == ')') {
			paren_open = 1;
			i++;
		}
		/* "Little (4x A55)   184.2": an aside in parentheses closing on a word is the name's */
		if (first && !paren_open && we > ws && (seg = aside_in_name(t, k, i, n)) > i) {
			for (; i <= seg; i++)
				add_word(rw, &ws, &we, &k[i]);
			i--;
			continue;
		}
		/* "2.2.3 (vanilla)<TAB>run 1<TAB>real ...": a run's number after its word is the name's */
		if (first && !paren_open && run_after_word(t, ws, we, &k[i], i + 1 < n ? &k[i + 1] : NULL)) {
			add_word(rw, &ws, &we, &k[i]);
			run_end = we;      /* the words after it key the first figure ("real") */
			continue;
		}
		/* "credit   1x   118.6  119.3": an overcommit level after the name, columns' gaps
		 * around it, keys the row too ("(2x 56 cores" is a machine's) */
		if (first && !paren_open && we > ws && i + 2 < n && times_key(p, len) && k[i].s - we >= 2 &&
		    k[i + 1].s - k[i].e >= 2 && values_after(t, k, i + 1, n) >= 2) {
			add_word(rw, &ws, &we, &k[i]);
			continue;
		}
		/* "FreeBSD 7.0   4928.27", "ULE 2.0<TAB>609": a release after a system's or scheduler's name */
		if (first && !paren_open && release_after_name(t, ws, we, &k[i], i + 1 < n ? &k[i + 1] : NULL)) {
			add_word(rw, &ws, &we, &k[i]);
			continue;
		}
		/* "avg 88.6 fps, 1% low 61.9, 0.1% low 44.3": a percentile names the figure after it */
		if (!paren_open && (seg = percent_key(t, k, i, n)) > i) {
			for (; i < seg; i++)
				add_word(rw, &ws, &we, &k[i]);
			i--;
			continue;
		}
		/* "gcc-10 (Debian 10.2.1-6) 10.2.1 20210110": a release's build date after it */
		if (!paren_open && i > 0 && dated_release(t, &k[i - 1], &k[i])) {
			add_word(rw, &ws, &we, &k[i]);
			continue;
		}
		/* "sum:212545.245", "max=4.07908": a key glued to its value */
		if (!paren_open && glued_key(t, &k[i], &c)) {
			struct rtok key = { k[i].s, c.s, 0, 0 };
			add_word(rw, &ws, &we, &key);
		}
		if (paren_open || c.kind == CELL_VALUE ||
		    (tok_has_digit(t, k[i].s, k[i].e) && cell_parse(t, k[i].s, k[i].e, &c))) {
			struct vcell *prev = rw->n ? &rw->c[rw->n - 1] : NULL;
			if (paren_open) {
				c.paren = 1;
				c.s = k[i - 1].s;
			}
			/* "23.41 [1.00]  22.07 [0.94]": brackets of ratios to a base, the first the base's 1 */
			if (t->s[k[i].s] == '[' && c.paren && !bracket_ratio)
				bracket_ratio = c.x.value == 1.0 ? 1 : -1;
			/* "2.345 (0.02)", "142.3 [0.8]": a plain number in parentheses or brackets one
			 * blank after a value, no larger than it, is its deviation (kernbench's "MEAN (SD)") */
			if (prev && prev->kind == CELL_VALUE && !prev->dev.set && c.paren && !c.pct &&
			    !(t->s[k[i].s] == '[' && bracket_ratio > 0) &&
			    !c.signed_ && !c.unit[0] && !c.time && we == ws && k[i].s - prev->e == 1 &&
			    ((t->s[k[i].s] == '(' && t->s[k[i].e - 1] == ')') ||
			     (t->s[k[i].s] == '[' && t->s[k[i].e - 1] == ']')) && c.x.value <= fabs(prev->x.value) &&
			    !paren_open) {
				prev->dev = c.x;
				prev->dev_pct = 0;
				prev->e = c.e;
				prev->col_end = row_column(t, line, &cp, c.e);
				continue;
			}
			/* "+- 0.11%" after a value, "0.498(+/- 2.1%)", perf stat's "seconds time elapsed
			 * ( +-   0.310% )": its deviation */
			if (prev && prev->kind == CELL_VALUE && !prev->dev.set && !c.paren &&
			    ((we > ws && is_dev_mark(t->s + ws, we - ws)) ||
			     (we == ws && open_dev(t, prev) && t->s[k[i].e - 1] == ')') ||
			     (we > ws && i >= 2 && k[i - 1].s >= ws && is_dev_mark(t->s + k[i - 1].s, k[i - 1].e - k[i - 1].s) &&
			      k[i - 2].e - k[i - 2].s == 1 && t->s[k[i - 2].s] == '(' && i + 1 < n &&
			      k[i + 1].e - k[i + 1].s == 1 && t->s[k[i + 1].s] == ')'))) {
				prev->dev = c.x;
				prev->dev.value = fabs(c.x.value);
				prev->dev_pct = c.pct;
				prev->e = c.e;
				prev->col_end = row_column(t, line, &cp, c.e);
				if (prev->post_s == ws)
					prev->post_s = prev->post_e = 0;   /* the mark is no word of it */
				rw->words--;
				ws = we = 0;
				continue;
			}
			if (rw->n == ROW_MAX_CELLS)
				break;
			if (first) {
				/* "Before: real 0m9.663s", "spec1.txt: throughput = 755900.20": the
				 * label ends at its colon, the words after it key the first cell */
				size_t colon = label_colon(t, ws, we);
				rw->label_s = ws;
				rw->label_e = we;
				ws = we = 0;
				if (!colon && run_end && run_end < rw->label_e)
					colon = run_end;
				if (!colon)
					colon = keyed_after_gap(t, rw->label_s, rw->label_e);
				if (colon && colon < rw->label_e) {
					ws = colon;
					while (ws < rw->label_e && isspace((unsigned char)t->s[ws]))
						ws++;
					we = rw->label_e;
					rw->label_e = colon;
				}
				first = 0;
			}
			c.pre_s = ws;
			c.pre_e = we;
			c.col = row_column(t, line, &cp, c.s);
			c.col_end = row_column(t, line, &cp, c.e);
			c.pipe = rw->pipes ? pipe : -1;
			/* the unit the row's name gave ("[MB/s]"), each figure's that has none */
			if (unit_at >= 0 && !c.unit[0] && !c.pct && !c.time) {
				int br = t->s[k[unit_at].s] == '[';
				snprintf(c.unit, sizeof(c.unit), "%.*s", (int)(k[unit_at].e - k[unit_at].s - 2 * br),
					 t->s + k[unit_at].s + br);
			}
			rw->c[rw->n++] = c;
			rw->nvalues++;
			ws = we = 0;
			continue;
		}
		if ((!first || (we > ws && strong_null(p, len))) && null_here(t, k, i, n, rw) &&
		    rw->n < ROW_MAX_CELLS) {
			if (first) {
				rw->label_s = ws;
				rw->label_e = we;
				ws = we = 0;
				first = 0;
			}
			struct vcell *nc = &rw->c[rw->n++];
			memset(nc, 0, sizeof(*nc));
			nc->kind = CELL_NULL;
			nc->s = k[i].s;
			nc->e = k[i].e;
			nc->pre_s = ws;
			nc->pre_e = we;
			nc->col = row_column(t, line, &cp, nc->s);
			nc->col_end = row_column(t, line, &cp, nc->e);
			nc->pipe = rw->pipes ? pipe : -1;
			ws = we = 0;
			continue;
		}
		/* a unit written apart from its value: "0.273 ms", "3411.8 seconds" */
		if (rw->n && we == 0 && cell_unit_word(p, len) && !rw->c[rw->n - 1].unit[0] &&
		    rw->c[rw->n - 1].kind == CELL_VALUE && !rw->c[rw->n - 1].time) {
			struct vcell *pc = &rw->c[rw->n - 1];
			size_t ul = len;
			while (ul && (p[ul - 1] == ',' || p[ul - 1] == ';' || p[ul - 1] == '.' ||
				      p[ul - 1] == ')'))
				ul--;
			if (ul < sizeof(pc->unit)) {
				unit_set(pc->unit, p, ul);
				pc->pct = !strcmp(pc->unit, "%");
				pc->e = k[i].e;
				continue;
			}
		}
		if (rw->n && we == 0 && !rw->c[rw->n - 1].post_e && !k[i].pipe_before) {
			rw->c[rw->n - 1].post_s = k[i].s;
			rw->c[rw->n - 1].post_e = k[i].e;
		}
		plain[nplain++] = i;
		add_word(rw, &ws, &we, &k[i]);
	}
	rw->closing_unit = closing >= 0;
	for (i = 0; closing >= 0 && i < rw->n; i++)
		if (rw->c[i].kind == CELL_VALUE && !rw->c[i].unit[0] && !rw->c[i].pct && !rw->c[i].time)
			unit_set(rw->c[i].unit, t->s + k[closing].s + 1, k[closing].e - k[closing].s - 2);
	/* the most cells the row had: what follows only moves them down */
	if (rw->n > *ncells)
		*ncells = rw->n;
	if (first) {
		rw->label_s = ws;
		rw->label_e = we;
	} else {
		rw->trail_s = ws;
		rw->trail_e = we;
	}
	paren_note_off(t, rw);
	count_into_label(t, rw);
	number_into_label(t, rw);
	words_into_label(t, line, rw);
	number_under_words(t, line, rw);
	run_into_label(t, rw);
	version_into_label(t, rw);
	times_into_label(t, rw);
	names_after(rw);
	/* "6.6   1021  1980" beside "6.6+patch  1030  2011": the version names the row */
	if (t->named_first && t->named_first[line] && rw->n >= 2 && rw->label_e <= rw->label_s) {
		cell0_into_label(rw, rw->c[0].x.s, rw->c[0].x.e);
	}
	rw->nlabel = 0;
	for (i = 0; i < n; i++)
		if (k[i].s >= rw->label_s && k[i].e <= rw->label_e && rw->label_e > rw->label_s)
			rw->nlabel++;
	rw->prose = !rw->pipes && sentence_words(t, k, plain, nplain, rw->words);
	return rw->n;
}
