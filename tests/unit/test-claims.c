/* test-claims.c: the claim recogniser and checker on the corpus figures and new phrasings */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "../../ingest/claims/check.h"
#include "../../ingest/claims/claim.h"
#include "../../ingest/extract/vocab.h"
#include "unit.h"
#include "../../core/banned.h"

/* ---- series built by hand, as the extractor posts them ---- */

static struct ck_series S[256];
static size_t NS;
static char pool[256][3][48];

static struct ck_series *add(const char *side, const char *row, double param, const char *metric,
			     int rank, const char *text, int better, int block)
{
	struct ck_series *s = &S[NS];

	memset(s, 0, sizeof(*s));
	snprintf(pool[NS][0], 48, "%s", text);
	s->id = (long)NS + 1;
	s->side = side;
	s->row = row;
	s->param = param;
	s->metric = metric;
	s->metric_rank = rank;
	s->better = better;
	s->value = atof(text);
	s->text = pool[NS][0];
	s->block = block;
	NS++;
	return s;
}

static void table(const char *side, int block, const char *const *rows, const double *params,
		  const char *const (*vals)[3], size_t n)
{
	static const char *const metrics[] = { "real", "user", "sys" };
	size_t i;
	int m;

	for (i = 0; i < n; i++)
		for (m = 0; m < 3; m++)
			add(side, rows[i], params[i], metrics[m], m, vals[i][m], -1, block);
}

static void series_000(void)
{
	static const char *const rows[] = { "-j4", "-j6", "-j8", "M1000", "100", "M100", "-j10", "-j12", "-j16" };
	static const double p[] = { 4, 6, 8, NAN, NAN, NAN, 10, 12, 16 };
	static const char *const r62[][3] = { { "746.08", "1996.38", "468.91" }, { "595.31", "1957.31", "539.24" },
		{ "534.21", "1957.76", "567.06" }, { "492.64", "1956.58", "587.41" }, { "526.22", "1936.98", "559.49" },
		{ "474.26", "1947.09", "563.95" }, { "550.18", "1975.54", "588.33" }, { "550.23", "1976.88", "602.65" },
		{ "559.22", "1972.19", "634.29" } };
	static const char *const b4[][3] = { { "1072.64", "2880.29", "561.13" }, { "842.91", "2813.75", "638.91" },
		{ "758.48", "2824.23", "704.00" }, { "696.12", "2820.53", "706.97" }, { "752.58", "2809.97", "685.35" },
		{ "666.58", "2804.72", "714.01" }, { "763.82", "2843.44", "743.77" }, { "785.12", "2845.11", "770.31" },
		{ "805.02", "2848.06", "819.53" } };
	static const char *const ule[][3] = { { "1047.00", "2857.59", "486.93" }, { "831.10", "2793.94", "524.58" },
		{ "803.34", "2796.46", "552.56" }, { "709.77", "2793.20", "572.27" }, { "785.18", "2765.14", "545.57" },
		{ "707.09", "2769.88", "572.92" }, { "813.36", "2808.13", "587.51" }, { "824.23", "2817.60", "618.00" },
		{ "856.11", "2847.68", "721.97" } };

	static const char *const pairs[][4] = { { "buildkernel", "205.56", "219.20", "-1" },
		{ "ubench", "1705258", "1713510", "1" }, { "super-smack select-key", "55044.38", "68085.21", "1" },
		{ "super-smack update-select", "16734.15", "17631.43", "1" } };
	int i;

	NS = 0;
	for (i = 0; i < 4; i++) {
		add("4BSD", NULL, NAN, "time", 0, pairs[i][1], atoi(pairs[i][3]), 10 + i)->workload = pairs[i][0];
		add("ULE", NULL, NAN, "time", 0, pairs[i][2], atoi(pairs[i][3]), 10 + i)->workload = pairs[i][0];
	}
	table("6.2-RELEASE", 1, rows, p, r62, 9);
	table("7.0-current SCHED_4BSD", 2, rows, p, b4, 9);
	table("7.0-current SCHED_ULE", 3, rows, p, ule, 9);
}

static void series_001(void)
{
	static const char *const rows[] = { "default", "-j 2", "-j 4", "-j 6", "-j 8" };
	static const double p[] = { NAN, 2, 4, 6, 8 };
	static const char *const b4[][3] = { { "2195.16", "1717.69", "467.78" }, { "2003.20", "2151.49", "539.67" },
		{ "1703.15", "2485.99", "654.00" }, { "1645.34", "2595.67", "718.12" }, { "1627.88", "2618.15", "743.53" } };
	static const char *const ule[][3] = { { "2191.03", "1722.31", "455.82" }, { "1993.30", "2154.71", "528.67" },
		{ "1688.14", "2493.55", "646.69" }, { "1630.02", "2597.88", "706.06" }, { "1617.72", "2619.99", "737.98" } };

	NS = 0;
	table("5.2.1 SCHED_4BSD", 1, rows, p, b4, 5);
	table("5.2.1 SCHED_ULE", 2, rows, p, ule, 5);
}

static void set(struct ck_series *s, double n, double sd, size_t off, size_t end)
{
	s->has_summary = 1;
	s->n = n;
	s->stddev = sd;
	s->off = off;
	s->end = end;
	s->key = "concurrency";
}

static void series_002(size_t end1, size_t end12, size_t end4)
{
	NS = 0;
	set(add("4BSD", NULL, 1, "real", 0, "2.4644444", -1, 1), 9, 0.022973415, 0, end1);
	set(add("ULE", NULL, 1, "real", 0, "2.1636364", -1, 1), 11, 0.010269106, 0, end1);
	set(add("4BSD", NULL, 12, "real", 0, "14.02", -1, 2), 10, 0.2641969, end1 + 1, end12);
	set(add("ULE", NULL, 12, "real", 0, "16.570909", -1, 2), 11, 0.40957184, end1 + 1, end12);
	set(add("4BSD", NULL, 4, "real", 0, "5.157", -1, 3), 10, 0.22400645, end12 + 1, end4);
	set(add("ULE", NULL, 4, "real", 0, "5.657", -1, 3), 10, 0.1374409, end12 + 1, end4);
}

static void series_003(void)
{
	static const char *const k[] = { "2.6.21", "2.6.22-ck1", "2.6.23-rc6-cfs-devel" };
	static const char *const v[5][3] = { { "9.27", "8.50", "8.55" }, { "9.27", "8.47", "8.55" },
		{ "9.28", "8.47", "8.54" }, { "9.28", "8.48", "8.54" }, { "9.28", "8.48", "8.54" } };
	static const char *const rows[] = { "1", "2", "3", "4", "5" };
	int i, j;

	NS = 0;
	for (i = 0; i < 5; i++)
		for (j = 0; j < 3; j++) {
			struct ck_series *s = add(k[j], rows[i], i + 1, "pipe-test", 0, v[i][j], -1, 2);
			s->workload = "pipe-test";
		}
	add("2.6.21", "15", 15, "lat_ctx", 0, "5.88", -1, 1)->workload = "lat_ctx";
	add("2.6.22-ck1", "15", 15, "lat_ctx", 0, "4.85", -1, 1)->workload = "lat_ctx";
	add("2.6.23-rc6-cfs-devel", "15", 15, "lat_ctx", 0, "5.14", -1, 1)->workload = "lat_ctx";
}

static void shares(const char *side, const char *const *v, int block)
{
	static const char *const rows[] = { "idle", "kernel {em1 que}", "kernel {em0 que}", "httpd" };
	int i;

	for (i = 0; i < 4; i++)
		add(side, rows[i], NAN, "share", 0, v[i], 0, block)->unit = "%";
}

static void series_004(void)
{
	static const char *const us[] = { "74.85", "17.68", "5.86", ".49" };
	static const char *const bs[] = { "70.95", "18.07", "4.44", ".93" };
	static const char *const bn[] = { "72.95", "15.04", "6.10", "1.17" };
	static const char *const un[] = { "76.17", "16.99", "5.18", "1.66" };

	NS = 0;
	shares("ULE (SMP)", us, 1);
	shares("4BSD (SMP)", bs, 2);
	shares("4BSD (NON-SMP)", bn, 3);
	shares("ULE (NON-SMP)", un, 4);
}

/* ---- helpers ---- */

static struct claim_list L;
static struct check_result R;
static char *text_buf;

static void recognise(const char *text)
{
	claim_list_release(&L);
	free(text_buf);
	text_buf = strdup(text);
	claims_recognise(text_buf, strlen(text_buf), &L);
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *b;
	long n;

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	b = malloc(n + 1);
	b[fread(b, 1, n, f)] = '\0';
	fclose(f);
	return b;
}

static void corpus(const char *name)
{
	char path[512];
	const char *top = getenv("TOP");
	char *t;

	snprintf(path, sizeof(path), "%s/tests/claims/corpus/%s", top ? top : ".", name);
	t = slurp(path);
	recognise(t ? t : "");
	free(t);
}

/* the claim whose figure is posted as text (or of kind k when text is NULL) */
static int find(enum claim_kind k, const char *num)
{
	size_t i;

	for (i = 0; i < L.n; i++)
		if (L.v[i].kind == k && (!num || (L.v[i].has_num && !strcmp(L.v[i].num.text, num))))
			return (int)i;
	return -1;
}

static const char *check(enum claim_kind k, const char *num)
{
	int i = find(k, num);

	memset(&R, 0, sizeof(R));
	if (i < 0)
		return "not recognised";
	check_claim(L.v, L.n, i, S, NS, &R);
	return check_status_name(R.status);
}

static const char *role_of(int ci, enum claim_role role)
{
	const struct claim_name *n = ci >= 0 ? claim_name_with(&L.v[ci], role) : NULL;

	return n ? n->text : "";
}

/* ---- tests ---- */

static void digits(void)
{
	CHECK(check_digits("1.0244", 1072.64 / 1047.00) == (DIGITS_TRUNCATED | DIGITS_ONE_UNIT),
	      "digits: 1.02449 shows 1.0244 truncated, not rounded");
	CHECK(check_digits("1.0142", 842.91 / 831.10) == (DIGITS_ROUNDED | DIGITS_TRUNCATED | DIGITS_ONE_UNIT),
	      "digits: 1.01421 shows 1.0142 both ways");
	CHECK(!check_digits("0.9807", 758.48 / 803.34), "digits: 0.94416 is not 0.9807");
	CHECK(check_digits("1.57", 12 * 2.1636364 / 16.570909) == (DIGITS_ROUNDED | DIGITS_ONE_UNIT),
	      "digits: 1.56682 is 1.57 rounded only");
	CHECK(check_digits("-6.6", -6.6355) & DIGITS_ROUNDED, "digits: a negative posted figure");
	CHECK(!check_digits("-6.6", 6.6355), "digits: the sign must agree");
	CHECK(check_digits("+0.48", 0.4839) & DIGITS_ROUNDED, "digits: an explicit plus sign");
	CHECK(check_digits(".49", 0.49) & DIGITS_ROUNDED, "digits: no leading zero");
	CHECK(check_digits("0.8", 0.70258) == DIGITS_ONE_UNIT, "digits: one unit of the last digit");
	CHECK(!check_digits("0.8", 0.585), "digits: more than one unit is no match");
	CHECK_STR(check_digits_name(DIGITS_TRUNCATED | DIGITS_ONE_UNIT), "truncated", "digits: names");
	CHECK(fabs(check_effective_concurrency(12, 2.4644444, 14.02) - 2.10937) < 1e-5,
	      "effective concurrency 12 x 2.4644444 / 14.02");
	CHECK(fabs(check_percent(205.56, 219.20, 0, 0) - -6.6355) < 1e-3, "percent (a - b) / a");
}

static void corpus_000(void)
{
	int i;

	corpus("000.txt");
	series_000();
	CHECK_STR(check(CLAIM_RATIO, "1.0244"), "holds", "000: 1.0244 holds at -j4");
	CHECK_STR(R.match, "truncated", "000: 1.0244 is truncated");
	CHECK_STR(R.convention, "7.0-current SCHED_4BSD / 7.0-current SCHED_ULE", "000: 4BSD / ULE");
	CHECK_STR(check(CLAIM_RATIO, "1.0142"), "holds", "000: 1.0142 holds at -j6");
	CHECK_STR(check(CLAIM_RATIO, "0.9807"), "off", "000: 0.9807 is off at -j8");
	CHECK_STR(R.recomputed_text, "0.944158", "000: -j8 gives 758.48 / 803.34");
	CHECK(strstr(R.note, "M1000 row gives 696.12 / 709.77") != NULL, "000: 0.9807 matches the M1000 row");
	CHECK_STR(check(CLAIM_RATIO, "0.9403"), "holds", "000: 0.9403 holds at -j16");
	CHECK_STR(check(CLAIM_RATIO, "1.0037"), "holds", "000: 1.0037 holds for ULE M1000/M100");
	CHECK(strstr(R.note, "SCHED_ULE") && !strcmp(R.match, "truncated"), "000: 1.0037 on ULE, truncated");
	CHECK_STR(check(CLAIM_RATIO, "1.0443"), "holds", "000: 1.0443 holds for 4BSD M1000/M100");
	CHECK(strstr(R.convention, "SCHED_4BSD") != NULL, "000: 1.0443 on 4BSD");
	CHECK_STR(check(CLAIM_DIFFERENCE, "-6.6"), "holds", "000: Difference -6.6 %% holds");
	CHECK_STR(R.convention, "(4BSD - ULE) / 4BSD", "000: -6.6 %% is (4BSD - ULE) / 4BSD on times");
	CHECK_STR(check(CLAIM_DIFFERENCE, "+0.48"), "holds", "000: Difference +0.48 %% holds");
	CHECK_STR(R.convention, "(ULE - 4BSD) / 4BSD", "000: +0.48 %% is (ULE - 4BSD) / 4BSD on scores");
	CHECK_STR(check(CLAIM_DIFFERENCE, "+23.69"), "holds", "000: Difference +23.69 %% holds");
	CHECK_STR(check(CLAIM_DIFFERENCE, "+5.36"), "holds", "000: Difference +5.36 %% holds");
	i = find(CLAIM_DIFFERENCE, "-6.6");
	CHECK(i >= 0 && strstr(L.v[i].workload, "buildkernel"), "000: the pair's workload is read");
}

static void wrong_ratios(void)
{
	series_000();
	recognise("ULE beats 4BSD here (1.0300 ratio on -j4).");
	CHECK_STR(check(CLAIM_RATIO, "1.0300"), "off", "a deliberately wrong ratio is off");
	CHECK(!strstr(R.note, "row gives"), "the wrong ratio matches no other row");
	recognise("ULE is less efficient than 4BSD (0.9807 ratio on -j8).");
	CHECK_STR(check(CLAIM_RATIO, "0.9807"), "off", "a ratio matching another row by coincidence is off");
	recognise("ULE is less efficient than 4BSD (0.9442 ratio on -j8).");
	CHECK_STR(check(CLAIM_RATIO, "0.9442"), "holds", "the right ratio at -j8 holds");
	recognise("ULE is more efficient than 4BSD (1.0251 ratio on -j4).");
	CHECK_STR(check(CLAIM_RATIO, "1.0251"), "off", "one unit beyond tolerance is off (1.02449 vs 1.0251)");
}

static void corpus_001(void)
{
	int i;

	corpus("001.txt");
	series_001();
	CHECK_STR(check(CLAIM_ALL_CASES, NULL), "holds", "001: faster in wall time in all cases holds");
	CHECK(strstr(R.note, "-j 6 0.93 %") && strstr(R.note, "-j 4 0.88 %"), "001: gaps -j6 0.93 %%, -j4 0.88 %%");
	CHECK(strstr(R.note, "largest as stated") && strstr(R.note, "smallest as stated"),
	      "001: largest at -j4 and -j6, smallest at default");
	CHECK_STR(R.recomputed_text, "5 of 5", "001: in five of five rows");
	i = find(CLAIM_ALL_CASES, NULL);
	CHECK_STR(role_of(i, ROLE_SUBJECT), "5.2.1+ULE", "001: subject 5.2.1+ULE");
	CHECK_STR(role_of(i, ROLE_METRIC), "real", "001: wall time is the real column");
	CHECK_STR(check(CLAIM_COMPARE, NULL), "contradicted", "001: an overhead at -j 2 for ULE is contradicted");
	CHECK_STR(check(CLAIM_NO_DIFFERENCE, NULL), "not checkable", "001: breaking even without spread");
	recognise("ULE is faster in all cases, with the largest gain at -j 2.");
	CHECK_STR(check(CLAIM_ALL_CASES, NULL), "off", "a wrong largest row is off");
	recognise("4BSD is faster in every case.");
	CHECK_STR(check(CLAIM_ALL_CASES, NULL), "contradicted", "the opposite all-cases claim is contradicted");
}

static void corpus_002(void)
{
	const char *t;
	int i;

	corpus("002.txt");
	t = text_buf;
	series_002(strstr(t, "0.0171217") - t, strstr(t, "0.348356") - t, strstr(t, "0.185834") - t);
	CHECK(find(CLAIM_MINISTAT, "-12.2059") >= 0 && find(CLAIM_MINISTAT, "18.1948") >= 0 &&
	      find(CLAIM_MINISTAT, "9.69556") >= 0, "002: three ministat results");
	CHECK_STR(check(CLAIM_MINISTAT, "-12.2059"), "holds", "002: first result recomputes from its summaries");
	CHECK(strstr(R.note, "pooled s = 0.0171217") && strstr(R.note, "-0.300808 +/- 0.0161686"),
	      "002: pooled s 0.0171217, -0.300808 +/- 0.0161686");
	CHECK_STR(R.generation, "older", "002: printed by the older ministat");
	CHECK_STR(check(CLAIM_MINISTAT, "18.1948"), "holds", "002: second result holds");
	CHECK_STR(check(CLAIM_MINISTAT, "9.69556"), "holds", "002: third result holds");
	CHECK_STR(check(CLAIM_PERCENT, "12"), "holds", "002: 12%% faster holds");
	CHECK_STR(check(CLAIM_PERCENT, "18"), "holds", "002: 18%% slower holds");
	CHECK_STR(check(CLAIM_CONCURRENCY, "2.11"), "holds", "002: effective concurrency 2.11 (4BSD)");
	CHECK(strstr(R.note, "12 x 2.4644444 / 14.02 = 2.1094") != NULL, "002: 12 x 2.4644444 / 14.02");
	CHECK_STR(check(CLAIM_CONCURRENCY, "1.57"), "holds", "002: effective concurrency 1.57 (ULE)");
	CHECK_STR(R.match, "rounded", "002: 1.57 is rounded");
	CHECK_STR(check(CLAIM_COMPARE, NULL), "holds", "002: ULE is still slower, on the block before it");
	CHECK_STR(check(CLAIM_TREND, NULL), "holds", "002: ULE degrades worse than 4BSD under load");
	i = find(CLAIM_PERCENT, "200");
	CHECK(i >= 0 && !strcmp(L.v[i].hedge, "about"), "002: about a 200%% penalty is hedged");
	CHECK_STR(check(CLAIM_PERCENT, "200"), "not checkable", "002: a 200%% penalty names no posted side");
	recognise("x a\n+ b\n    N           Min           Max        Median           Avg        Stddev\n"
		  "x   9          2.43           2.5          2.46     2.4644444   0.022973415\n"
		  "+  11          2.15          2.18          2.16     2.1636364   0.010269106\n"
		  "Difference at 95.0% confidence\n        -0.300808 +/- 0.0161686\n        -12.2059% +/- 0.592862%\n"
		  "        (Student's t, pooled s = 0.0171217)\n");
	CHECK_STR(check(CLAIM_MINISTAT, NULL), "holds", "ministat: current FreeBSD's interval holds");
	CHECK_STR(R.generation, "current FreeBSD", "ministat: the ratio-aware generation is detected");
	recognise("x a\n+ b\n    N           Min           Max        Median           Avg        Stddev\n"
		  "x   9          2.43           2.5          2.46     2.4644444   0.022973415\n"
		  "+  11          2.15          2.18          2.16     2.1636364   0.010269106\n"
		  "Difference at 95.0% confidence\n        -0.400808 +/- 0.0161686\n        -16.2059% +/- 0.656073%\n"
		  "        (Student's t, pooled s = 0.0171217)\n");
	CHECK_STR(check(CLAIM_MINISTAT, NULL), "off", "ministat: an edited difference is off");
	series_002(100, 200, 300);
	recognise("The effective concurrency under 4BSD is 2.50.");
	CHECK_STR(check(CLAIM_CONCURRENCY, "2.50"), "off", "a wrong effective concurrency is off");
}

static void corpus_003(void)
{
	corpus("003.txt");
	series_003();
	CHECK_STR(check(CLAIM_PERCENT, "0.8"), "holds", "003: -ck1 is 0.8%% faster holds");
	CHECK(strstr(R.note, "matches 3 2.6.22-ck1") && strstr(R.note, "4 2.6.22-ck1"),
	      "003: it matches row 3 exactly and row 4 within one unit");
	recognise("so -ck1 is 3.5% faster in this particular test.");
	CHECK_STR(check(CLAIM_PERCENT, "3.5"), "off", "a wrong percent is off");
	recognise("so -ck1 is 0.8% slower in this particular test.");
	CHECK_STR(check(CLAIM_PERCENT, "0.8"), "contradicted", "the opposite direction is contradicted");
}

static void corpus_004(void)
{
	corpus("004.txt");
	series_004();
	CHECK_STR(check(CLAIM_MISSING, "7"), "off", "004: 7%% of usage missing is off");
	CHECK_STR(R.recomputed_text, "5.61", "004: the closest is 5.61 %% (4BSD SMP)");
	CHECK(strstr(R.note, "ULE (SMP) sums to 98.88 %") && strstr(R.note, "4BSD (SMP) sums to 94.39 %"),
	      "004: sums 98.88 %% and 94.39 %%");
	recognise("so about 5.6% of usage is missing.");
	CHECK_STR(check(CLAIM_MISSING, "5.6"), "holds", "a missing share that is right holds");
}

/* ---- phrasings beyond the corpus: at least three per kind ---- */

static int kind_of(const char *text, enum claim_kind k, const char *num)
{
	recognise(text);
	return find(k, num);
}

static void phrasings(void)
{
	int i;

	i = kind_of("CFS was 7.5% slower than BFS on hackbench.", CLAIM_PERCENT, "7.5");
	CHECK(i >= 0 && L.v[i].direction < 0 && !strcmp(role_of(i, ROLE_SUBJECT), "CFS") &&
	      !strcmp(role_of(i, ROLE_OTHER), "BFS"), "percent: 7.5%% slower than BFS");
	i = kind_of("With 8 clients, ULE is faster by 12%.", CLAIM_PERCENT, "12");
	CHECK(i >= 0 && L.v[i].direction > 0 && !strcmp(role_of(i, ROLE_ROW), "8 clients"),
	      "percent: faster by 12%% with 8 clients");
	i = kind_of("EEVDF shows a 3% improvement over CFS at -j8.", CLAIM_PERCENT, "3");
	CHECK(i >= 0 && !strcmp(role_of(i, ROLE_OTHER), "CFS") && !strcmp(role_of(i, ROLE_ROW), "-j8"),
	      "percent: a 3%% improvement over CFS at -j8");
	i = kind_of("ULE is about 10% quicker on buildworld.", CLAIM_PERCENT, "10");
	CHECK(i >= 0 && !strcmp(L.v[i].hedge, "about"), "percent: hedged with about");
	i = kind_of("4BSD is not 5% faster here.", CLAIM_PERCENT, "5");
	CHECK(i >= 0 && L.v[i].negated, "percent: negated");

	i = kind_of("The 4BSD/ULE ratio is 1.05 at -j2.", CLAIM_RATIO, "1.05");
	CHECK(i >= 0 && !strcmp(role_of(i, ROLE_ROW), "-j2"), "ratio: the 4BSD/ULE ratio at -j2");
	i = kind_of("CFS against SD gives ratios of 0.97 and 1.02 on -j2 and -j8.", CLAIM_RATIO, "1.02");
	CHECK(i >= 0 && !strcmp(role_of(i, ROLE_ROW), "-j8"), "ratio: two ratios paired with two rows");
	i = kind_of("ULE seems steadier than 4BSD (0.9912 from 1.0310 on M10/M20 variants ratio).",
		    CLAIM_RATIO, "1.0310");
	CHECK(i >= 0 && !strcmp(role_of(i, ROLE_SUBJECT), "4BSD") && !strcmp(role_of(i, ROLE_ROW_PAIR), "M10/M20"),
	      "ratio: a row ratio per side");

	i = kind_of("BFS is 2.5 times faster than CFS.", CLAIM_TIMES, "2.5");
	CHECK(i >= 0 && !strcmp(role_of(i, ROLE_OTHER), "CFS"), "times: 2.5 times faster than CFS");
	i = kind_of("ULE is 3x faster at -j16.", CLAIM_TIMES, "3");
	CHECK(i >= 0 && !strcmp(role_of(i, ROLE_ROW), "-j16"), "times: 3x faster");
	i = kind_of("4BSD is twice as fast as ULE.", CLAIM_TIMES, "2");
	CHECK(i >= 0 && L.v[i].direction > 0, "times: twice as fast");
	series_000();
	recognise("SCHED_4BSD is 1.02 times faster than SCHED_ULE at -j4.");
	CHECK_STR(check(CLAIM_TIMES, "1.02"), "contradicted", "times: the table says the opposite");
	recognise("SCHED_ULE is 1.02 times faster than SCHED_4BSD at -j4.");
	CHECK_STR(check(CLAIM_TIMES, "1.02"), "holds", "times: 1072.64 / 1047.00 is 1.02");

	CHECK(kind_of("ULE was faster in every case.", CLAIM_ALL_CASES, NULL) >= 0, "all cases: in every case");
	CHECK(kind_of("CFS is consistently slower than SD.", CLAIM_ALL_CASES, NULL) >= 0, "all cases: consistently");
	CHECK(kind_of("4BSD is better across the board.", CLAIM_ALL_CASES, NULL) >= 0, "all cases: across the board");

	CHECK(kind_of("About 4% of CPU time is unaccounted for.", CLAIM_MISSING, "4") >= 0, "missing: unaccounted for");
	CHECK(kind_of("The shares leave 3.2% missing.", CLAIM_MISSING, "3.2") >= 0, "missing: leave N%% missing");
	CHECK(kind_of("We are missing 12% of usage somewhere.", CLAIM_MISSING, "12") >= 0, "missing: missing N%%");

	i = kind_of("CFS reaches an effective concurrency of 3.4 here.", CLAIM_CONCURRENCY, "3.4");
	CHECK(i >= 0, "concurrency: an effective concurrency of N");
	i = kind_of("With SD the effective concurrency is 1.9.", CLAIM_CONCURRENCY, "1.9");
	CHECK(i >= 0 && !strcmp(role_of(i, ROLE_SUBJECT), "SD"), "concurrency: with SD");
	i = kind_of("The effective parallelism under ULE was 2.0.", CLAIM_CONCURRENCY, "2.0");
	CHECK(i >= 0 && !strcmp(role_of(i, ROLE_SUBJECT), "ULE"), "concurrency: effective parallelism");

	CHECK(kind_of("There is no measurable difference between ULE and 4BSD at -j4.", CLAIM_NO_DIFFERENCE, NULL) >= 0,
	      "no difference: no measurable difference");
	CHECK(kind_of("CFS and SD are roughly the same on pipe-test.", CLAIM_NO_DIFFERENCE, NULL) >= 0,
	      "no difference: roughly the same");
	CHECK(kind_of("The two schedulers break even on hackbench.", CLAIM_NO_DIFFERENCE, NULL) >= 0,
	      "no difference: break even");

	i = kind_of("ULE scales better than 4BSD as load increases.", CLAIM_TREND, NULL);
	CHECK(i >= 0 && L.v[i].direction > 0, "trend: scales better as load increases");
	i = kind_of("CFS degrades worse under heavy load.", CLAIM_TREND, NULL);
	CHECK(i >= 0 && L.v[i].direction < 0, "trend: degrades worse under heavy load");
	CHECK(kind_of("BFS scales worse with more threads.", CLAIM_TREND, NULL) >= 0, "trend: with more threads");

	i = kind_of("ULE is slower than 4BSD at -j8.", CLAIM_COMPARE, NULL);
	CHECK(i >= 0 && !strcmp(role_of(i, ROLE_ROW), "-j8"), "compare: slower than 4BSD at -j8");
	CHECK(kind_of("SD was quicker for pipe-test.", CLAIM_COMPARE, NULL) >= 0, "compare: quicker for pipe-test");
	CHECK(kind_of("In my runs 4BSD is still better.", CLAIM_COMPARE, NULL) >= 0, "compare: still better");
	series_000();
	recognise("SCHED_ULE is slower than SCHED_4BSD at -j8.");
	CHECK_STR(check(CLAIM_COMPARE, NULL), "holds", "compare: at -j8 ULE is slower");
	recognise("SCHED_ULE is slower than SCHED_4BSD at -j4.");
	CHECK_STR(check(CLAIM_COMPARE, NULL), "contradicted", "compare: at -j4 ULE is faster");

	CHECK(kind_of("Josh wrote: the weather is nice and it rained 5% more.", CLAIM_PERCENT, NULL) < 0,
	      "no claim in a sentence without a comparative next to its figure");

	/* the gate (claim_gate) lets through the words that are no comparative */
	CHECK(kind_of("ULE degrades as load increases.", CLAIM_TREND, NULL) >= 0,
	      "gate: a trend told by its verb alone");
	CHECK(kind_of("ULE and 4BSD are on par in throughput.", CLAIM_NO_DIFFERENCE, NULL) >= 0,
	      "gate: a sameness phrase of short words");
	i = kind_of("4BSD is twice as quick as ULE.", CLAIM_TIMES, "2");
	CHECK(i >= 0 && L.v[i].direction > 0, "gate: twice as quick");
	CHECK(kind_of("ULE is 3x as slow at -j16.", CLAIM_TIMES, "3") >= 0, "gate: 3x as slow");
	recognise("Tested on 6.0.7, 6.7.66 and 3.5.72; the lock is taken 3 lines below the check.");
	CHECK(L.n == 0, "gate: numbers and versions without a word of comparison are no claim");
	/* may_differ (blocks.c): the diff word in capitals, or punctuation before its colon */
	recognise("4BSD: 205.56\nULE: 219.20\nDELTA: -6.6 %\n");
	CHECK(find(CLAIM_DIFFERENCE, "-6.6") >= 0, "gate: a DELTA: line");
	recognise("4BSD: 205.56\nULE: 219.20\n(change): +6.6 %\n");
	CHECK(find(CLAIM_DIFFERENCE, "+6.6") >= 0, "gate: a (change): line");
	recognise("4BSD: 205.56\nULE: 219.20\nchanged: +6.6 %\n");
	CHECK(find(CLAIM_DIFFERENCE, NULL) < 0, "gate: changed: is no diff word");
}

/* tests/golden/NNN-claims.json, written by hand: every claim and its status */
static void golden(const char *post, void (*series)(void))
{
	char path[512];
	const char *top = getenv("TOP");
	json_t *g, *e;
	json_error_t err;
	size_t i, n;
	const char *t;

	snprintf(path, sizeof(path), "%s/tests/golden/%s-claims.json", top ? top : ".", post);
	g = json_load_file(path, 0, &err);
	CHECK(g && json_is_array(g), "golden %s: %s loads", post, path);
	if (!g)
		return;
	snprintf(path, sizeof(path), "%s.txt", post);
	corpus(path);
	if (series == NULL) {
		t = text_buf;
		series_002(strstr(t, "0.0171217") - t, strstr(t, "0.348356") - t, strstr(t, "0.185834") - t);
	} else {
		series();
	}
	n = json_array_size(g);
	CHECK(L.n == n, "golden %s: %zu claims recognised, %zu written by hand", post, L.n, n);
	for (i = 0; i < n && i < L.n; i++) {
		const char *want_kind, *want_text, *want_posted, *want_status;

		e = json_array_get(g, i);
		want_kind = json_string_value(json_object_get(e, "kind"));
		want_text = json_string_value(json_object_get(e, "text"));
		want_posted = json_string_value(json_object_get(e, "posted"));
		want_status = json_string_value(json_object_get(e, "status"));
		check_claim(L.v, L.n, i, S, NS, &R);
		CHECK(want_kind && !strcmp(claim_kind_name(L.v[i].kind), want_kind) && want_text &&
		      !strncmp(L.v[i].text, want_text, strlen(want_text)) &&
		      (want_posted ? L.v[i].has_num && !strcmp(L.v[i].num.text, want_posted) : !L.v[i].has_num),
		      "golden %s #%zu: %s '%.40s' %s", post, i + 1, want_kind, want_text, want_posted ? want_posted : "");
		CHECK(want_status && !strcmp(check_status_name(R.status), want_status),
		      "golden %s #%zu: %s (got %s: %.200s)", post, i + 1, want_status, check_status_name(R.status), R.note);
	}
	json_decref(g);
}

/* scheduler words are the vocabulary's spellings (case as the vocabulary allows) */
static void side_words(void)
{
	const struct vocab_sched *v;
	int all = 1;

	for (v = vocab_scheds; v->name; v++)
		all &= claim_is_side_word(v->name);
	CHECK(all, "side words: every vocabulary scheduler by its name");
	CHECK(claim_is_side_word("ule") && claim_is_side_word("4bsd") && claim_is_side_word("cfs"),
	      "side words: lower-case spellings the vocabulary lists");
	CHECK(claim_is_side_word("SCHED_ULE") && claim_is_side_word("EEVDF") && claim_is_side_word("5.2.1+ULE"),
	      "side words: spellings and version+scheduler");
	CHECK(claim_is_side_word("2.6.22-ck1") && claim_is_side_word("-ck1"), "side words: kernel versions and suffixes");
	CHECK(!claim_is_side_word("faster") && !claim_is_side_word("-j4") && !claim_is_side_word("M1000"),
	      "side words: not comparatives, rows or variants");
}

int main(void)
{
	side_words();
	digits();
	corpus_000();
	wrong_ratios();
	corpus_001();
	corpus_002();
	corpus_003();
	corpus_004();
	phrasings();
	golden("000", series_000);
	golden("001", series_001);
	golden("002", NULL);
	golden("003", series_003);
	golden("004", series_004);
	claim_list_release(&L);
	free(text_buf);
	UNIT_DONE();
}
