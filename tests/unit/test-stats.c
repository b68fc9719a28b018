/* test-stats.c: the statistics module against values ministat printed */
#include <math.h>
#include <stdio.h>

#include "../../core/stats.h"
#include "unit.h"
#include "../../core/banned.h"

/* ministat prints with %g; comparing that text compares what users see */
static const char *g(double v)
{
	static char ring[8][64];
	static int next;
	char *s = ring[next++ % 8];

	snprintf(s, sizeof(ring[0]), "%g", v);
	return s;
}

static const char *g8(double v)
{
	static char s[64];

	snprintf(s, sizeof(s), "%.8g", v);
	return s;
}

static void corpus_example_from_summaries(void)
{
	struct stats_set x, plus;
	struct stats_result r;

	/* N Min Max Median Avg Stddev, as quoted on a list; min..median unused */
	CHECK(!stats_from_summary(&x, 9, 2.43, 2.51, 2.46, 2.4644444, 0.022973415),
	      "summary x is accepted");
	CHECK(!stats_from_summary(&plus, 11, 2.15, 2.18, 2.16, 2.1636364, 0.010269106),
	      "summary + is accepted");
	CHECK(!x.has_raw && !x.values, "a summary has no raw values");
	CHECK(!stats_student(&plus, &x, stats_conf_index(95), STATS_DEBIAN, &r),
	      "student on summaries runs");
	CHECK_STR(g(r.diff), "-0.300808", "corpus: difference");
	CHECK_STR(g(r.diff_pm), "0.0161686", "corpus: difference +/-");
	CHECK_STR(g(r.pct), "-12.2059", "corpus: percentage");
	CHECK_STR(g(r.pct_pm), "0.656073", "corpus: percentage +/-");
	CHECK_STR(g(r.spool), "0.0171217", "corpus: pooled s");
	CHECK(r.proven && r.df == 18 && r.t == 2.101, "corpus: proven with df 18, t 2.101");
}

static void t_table(void)
{
	CHECK(stats_conf_index(80) == 0 && stats_conf_index(99.5) == 5,
	      "confidence levels 80 and 99.5 are the ends of the table");
	CHECK(stats_conf_index(97) == -1 && stats_conf_index(99.9) == -1,
	      "confidence levels not in the table are refused");
	CHECK(stats_t_critical(1, 2) == 12.706 && stats_t_critical(1, 5) == 318.313,
	      "t table: df 1");
	CHECK(stats_t_critical(100, 2) == 1.984 && stats_t_critical(100, 0) == 1.290,
	      "t table: df 100 is the last row");
	CHECK(stats_t_critical(101, 2) == 1.960 && stats_t_critical(100000, 5) == 3.090,
	      "t table: df 101 and beyond take the infinity row");
	CHECK(isnan(stats_t_critical(0, 2)) && isnan(stats_t_critical(5, 6)),
	      "t table: df 0 and confidence index 6 are not in it");
}

static void raw_debian_and_freebsd(void)
{
	double a[] = { 4, 1, 3, 2 }, c[] = { 9, 5, 7, 6 };
	struct stats_set x, plus;
	struct stats_result r;

	/* ministat a c, Debian 20150715 */
	CHECK(!stats_from_samples(&x, a, 4, STATS_DEBIAN), "raw set a");
	CHECK(!stats_from_samples(&plus, c, 4, STATS_DEBIAN), "raw set c");
	CHECK(x.has_raw && x.values == a && a[0] == 1 && a[3] == 4, "raw values are sorted in place");
	CHECK(x.min == 1 && x.max == 4 && x.median == 3 && x.mean == 2.5,
	      "debian: median of an even set is the upper middle element");
	CHECK_STR(g8(x.stddev), "1.2909944", "debian: stddev");
	CHECK(x.sum == 10 && x.sumsq == 30, "debian: sum and sum of squares");
	stats_student(&plus, &x, 2, STATS_DEBIAN, &r);
	CHECK_STR(g(r.diff_pm), "2.61936", "debian: difference +/-");
	CHECK_STR(g(r.pct_pm), "104.774", "debian: percentage +/- is e * 100 / base mean");
	CHECK_STR(g(r.spool), "1.51383", "debian: pooled s");

	CHECK(!stats_from_samples(&x, a, 4, STATS_FREEBSD), "raw set a, freebsd");
	CHECK(!stats_from_samples(&plus, c, 4, STATS_FREEBSD), "raw set c, freebsd");
	CHECK(x.median == 2.5 && plus.median == 6.5, "freebsd: even median averages the middle pair");
	CHECK(x.sumsq == 5, "freebsd: sumsq is of squared deviations");
	stats_student(&plus, &x, 2, STATS_FREEBSD, &r);
	CHECK_STR(g(r.diff_pm), "2.61936", "freebsd: same difference +/-");
	CHECK_STR(g(r.pct_pm), "189.965", "freebsd: ratio-aware percentage +/-");
}

static void cancellation(void)
{
	double v[] = { 1e8, 1e8, 1e8, 100000001 };
	struct stats_set s;

	/* Debian's one-pass variance loses this spread entirely, as its binary does */
	stats_from_samples(&s, v, 4, STATS_DEBIAN);
	CHECK(s.stddev == 0, "debian: sum of squares cancels to stddev 0");
	stats_from_samples(&s, v, 4, STATS_FREEBSD);
	CHECK(s.stddev == 0.5, "freebsd: two-pass variance keeps stddev 0.5");
}

static void constant_sets(void)
{
	double a[] = { 5, 5, 5 }, b[] = { 5, 5, 5 }, c[] = { 6, 6, 6 };
	struct stats_set x, y, z;
	struct stats_result r;

	stats_from_samples(&x, a, 3, STATS_DEBIAN);
	stats_from_samples(&y, b, 3, STATS_DEBIAN);
	stats_from_samples(&z, c, 3, STATS_DEBIAN);
	CHECK(x.stddev == 0 && x.median == 5, "constant set: stddev 0");
	stats_student(&y, &x, 2, STATS_DEBIAN, &r);
	CHECK(!r.proven && r.diff == 0 && r.diff_pm == 0, "equal constants: no difference proven");
	stats_student(&z, &x, 2, STATS_DEBIAN, &r);
	CHECK(r.proven && r.diff == 1 && r.diff_pm == 0 && r.pct == 20,
	      "different constants: proven, +/- 0");
}

static void two_samples(void)
{
	double a[] = { 1, 3 }, b[] = { 4, 6 }, one[] = { 1 };
	struct stats_set x, y, s;
	struct stats_result r;

	CHECK(stats_from_samples(&s, one, 1, STATS_DEBIAN) == -1, "one sample is refused");
	CHECK(stats_from_summary(&s, 1, 1, 1, 1, 1, 0) == -1, "a summary of one is refused");
	CHECK(!stats_from_samples(&x, a, 2, STATS_DEBIAN), "two samples are the minimum");
	CHECK(!stats_from_samples(&y, b, 2, STATS_DEBIAN), "two samples again");
	CHECK(x.median == 3 && x.var == 2, "n=2: upper median, variance 2");
	stats_student(&y, &x, 2, STATS_DEBIAN, &r);
	CHECK(r.df == 2 && r.t == 4.303, "n=2 each: df 2");
	CHECK_STR(g(r.diff_pm), "6.08536", "n=2 each: +/- is 4.303 * sqrt(2)");
	CHECK(!r.proven, "n=2 each: 3 +/- 6.09 is not proven");
}

static void welch(void)
{
	struct stats_set set, base;
	struct stats_result r, s;

	stats_from_summary(&set, 10, 15, 25, 20, 20, 2);
	stats_from_summary(&base, 20, 5, 30, 18, 18, 5);
	CHECK(!stats_welch(&set, &base, 2, &r), "welch runs");
	CHECK_STR(g(r.df), "27.221", "welch: Welch-Satterthwaite df");
	CHECK(r.t == 2.052, "welch: fractional df rounds down into the table (df 27)");
	CHECK_STR(g(r.se), "1.28452", "welch: unpooled standard error");
	CHECK_STR(g(r.diff_pm), "2.63584", "welch: difference +/-");
	CHECK(!r.proven && isnan(r.spool), "welch: 2 +/- 2.64 not proven, no pooled s");

	/* equal sizes and variances: Welch is Student */
	stats_from_summary(&set, 10, 0, 9, 5, 6, 2);
	stats_from_summary(&base, 10, 0, 9, 5, 4, 2);
	stats_welch(&set, &base, 2, &r);
	stats_student(&set, &base, 2, STATS_DEBIAN, &s);
	CHECK(r.df == 18 && r.t == s.t, "welch: equal sets give the pooled df");
	CHECK_STR(g(r.diff_pm), g(s.diff_pm), "welch: equal sets give Student's interval");

	stats_from_summary(&set, 3, 5, 5, 5, 5, 0);
	stats_from_summary(&base, 4, 4, 4, 4, 4, 0);
	stats_welch(&set, &base, 2, &r);
	CHECK(r.df == 5 && r.proven, "welch: two constant sets fall back to the pooled df");
}

int main(void)
{
	corpus_example_from_summaries();
	t_table();
	raw_debian_and_freebsd();
	cancellation();
	constant_sets();
	two_samples();
	welch();
	UNIT_DONE();
}
