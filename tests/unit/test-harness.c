/* test-harness.c: verdicts on generated samples of known truth, host facts, CPU lists, RSD */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/buf.h"
#include "../../harness/facts.h"
#include "../../harness/pin.h"
#include "../../harness/runner.h"
#include "../../harness/verdict.h"
#include "unit.h"

static unsigned long long rng = 88172645463325252ULL;

static double uniform(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return ((double)(rng >> 11) + 0.5) / 9007199254740992.0;
}

static double normal(double mean, double sd)
{
	return mean + sd * sqrt(-2 * log(uniform())) * cos(2 * M_PI * uniform());
}

static void fill(double *v, int n, double mean, double sd)
{
	int i;

	for (i = 0; i < n; i++)
		v[i] = normal(mean, sd);
}

static const char *judge(double *a, int na, double *b, int nb, int has_claim, double pct,
			 int welch, struct verdict *v)
{
	double ca[64], cb[64];
	struct verdict_in in;

	memcpy(ca, a, sizeof(double) * (size_t)na);
	memcpy(cb, b, sizeof(double) * (size_t)nb);
	in.a = ca;
	in.b = cb;
	in.na = (size_t)na;
	in.nb = (size_t)nb;
	in.has_claim = has_claim;
	in.claimed_pct = pct;
	in.confidence = 95;
	in.welch = welch;
	return verdict_judge(&in, v) < 0 ? "error" : v->status;
}

static void verdicts(void)
{
	double a[20], b[20], c[20], noisy_a[20], noisy_b[20];
	struct verdict v, w;
	int i;

	fill(a, 20, 100, 1);
	fill(b, 20, 110, 1);         /* truth: B is 10 % above A */
	CHECK_STR(judge(a, 20, b, 20, 1, 10, 0, &v), "reproduced", "10%% claimed, 10%% true: reproduced");
	CHECK(v.r.proven && fabs(v.r.pct - 10) < 1, "the measured difference is about 10%%");
	CHECK_STR(judge(a, 20, b, 20, 1, 30, 0, &v), "different size", "30%% claimed, 10%% true: different size");
	CHECK_STR(judge(a, 20, b, 20, 1, 2, 0, &v), "different size", "2%% claimed, 10%% true: different size");
	CHECK_STR(judge(a, 20, b, 20, 1, -10, 0, &v), "contradicted", "-10%% claimed, +10%% true: contradicted");
	CHECK_STR(judge(b, 20, a, 20, 1, 10, 0, &v), "contradicted", "sides swapped: contradicted");
	CHECK_STR(judge(a, 20, b, 20, 1, 10, 1, &v), "reproduced", "Welch's t agrees on clear data");
	CHECK_STR(judge(a, 20, b, 20, 0, 0, 0, &v), "no claim", "no claimed size: no claim, statistics only");
	for (i = 0; i < 20; i++)
		c[i] = a[(i * 7) % 20];  /* the same samples in another order: no difference */
	CHECK_STR(judge(a, 20, c, 20, 1, 10, 0, &v), "inconclusive", "no true difference: inconclusive");
	CHECK(!v.r.proven, "no difference proven");
	fill(noisy_a, 6, 100, 20);
	fill(noisy_b, 6, 105, 20);    /* truth +5 %, noise 20 %: too few runs to tell */
	CHECK_STR(judge(noisy_a, 6, noisy_b, 6, 1, 5, 0, &v), "inconclusive",
		  "a 5%% difference under 20%% noise with 6 runs: inconclusive");
	CHECK(v.runs_needed > 6, "the power note asks for more runs (%ld)", v.runs_needed);
	/* runs_needed ~ 2 ((t + z) s / d)^2 */
	CHECK(judge(a, 20, b, 20, 1, 10, 0, &w) && w.runs_needed >= 2 && w.runs_needed <= 3,
	      "a 10%% difference at s = 1%% needs 2 or 3 runs (%ld)", w.runs_needed);
	CHECK(strstr(v.note, "runs per side would detect") != NULL, "the power note is a sentence");
	{
		struct verdict_in bad = { a, b, 20, 20, 1, 10, 97, 0 };
		CHECK(verdict_judge(&bad, &v) < 0, "97%% is not a ministat confidence level");
	}
}

static void facts(void)
{
	static const char cpuinfo[] =
		"processor\t: 0\nmodel name\t: Intel(R) Xeon(R) CPU E5345 @ 2.33GHz\nphysical id\t: 0\ncore id\t\t: 0\n\n"
		"processor\t: 1\nmodel name\t: Intel(R) Xeon(R) CPU E5345 @ 2.33GHz\nphysical id\t: 0\ncore id\t\t: 0\n\n"
		"processor\t: 2\nphysical id\t: 0\ncore id\t\t: 1\n\nprocessor\t: 3\nphysical id\t: 0\ncore id\t\t: 1\n\n"
		"processor\t: 4\nphysical id\t: 1\ncore id\t\t: 0\n\nprocessor\t: 5\nphysical id\t: 1\ncore id\t\t: 0\n\n"
		"processor\t: 6\nphysical id\t: 1\ncore id\t\t: 1\n\nprocessor\t: 7\nphysical id\t: 1\ncore id\t\t: 1\n";
	struct linux_sources src = { cpuinfo, "MemTotal:        8000000 kB\n", "6.1.0-13-amd64",
		NULL, NULL, "# comment\nCONFIG_HZ_250=y\nCONFIG_HZ=250\n" };
	json_t *f;

	CHECK_STR(facts_linux_scheduler("6.1.0-13-amd64"), "CFS", "Linux 6.1 runs CFS");
	CHECK_STR(facts_linux_scheduler("6.6.0"), "EEVDF", "Linux 6.6 runs EEVDF");
	CHECK_STR(facts_linux_scheduler("6.18.44-fc"), "EEVDF", "Linux 6.18 runs EEVDF");
	CHECK_STR(facts_linux_scheduler("2.6.23-rc6-cfs-devel"), "CFS", "2.6.23 is the first CFS");
	CHECK_STR(facts_linux_scheduler("2.6.22-ck1"), "O(1)", "2.6.22 runs O(1) (or a patch set)");
	f = facts_linux(&src);
	CHECK(json_integer_value(json_object_get(f, "sockets")) == 2, "2 sockets");
	CHECK(json_integer_value(json_object_get(f, "cores")) == 4, "4 cores");
	CHECK(json_integer_value(json_object_get(f, "threads")) == 8, "8 threads");
	CHECK(json_is_true(json_object_get(f, "smt")), "SMT is on");
	CHECK(json_integer_value(json_object_get(f, "hz")) == 250, "HZ from the kernel config");
	CHECK(json_integer_value(json_object_get(f, "memory_bytes")) == 8192000000LL, "memory in bytes");
	CHECK_STR(json_string_value(json_object_get(f, "cpu_model")),
		  "Intel(R) Xeon(R) CPU E5345 @ 2.33GHz", "CPU model");
	CHECK_STR(json_string_value(json_object_get(f, "scheduler")), "CFS", "scheduler from the version");
	json_decref(f);
	src.scx_state = "enabled\n";
	src.scx_ops = "rusty_1.0.4\n";
	f = facts_linux(&src);
	CHECK_STR(json_string_value(json_object_get(f, "scheduler")), "sched_ext:rusty_1.0.4",
		  "a loaded sched_ext scheduler is named");
	json_decref(f);
}

static void cpu_lists(void)
{
	struct cpus c;
	struct buf b = BUF_INIT;

	CHECK(cpus_parse(&c, "0") == 0 && c.count == 1, "'0' is one CPU");
	CHECK(cpus_parse(&c, NULL) == 0 && c.count == cpus_online(), "no list is every CPU");
	cpus_format(&c, &b);
	CHECK(b.len > 0 && b.data[0] == '0', "formatted as a list ('%s')", b.data);
	CHECK(cpus_parse(&c, "3-1") < 0, "a backwards range is refused");
	CHECK(cpus_parse(&c, "a") < 0, "letters are refused");
	CHECK(cpus_parse(&c, "99999") < 0, "an offline CPU is refused");
	buf_release(&b);
}

int main(void)
{
	double v[] = { 10, 12, 14 };

	verdicts();
	facts();
	cpu_lists();
	CHECK(fabs(runner_rsd(v, 3) - 16.6666667) < 1e-6, "relative standard deviation of 10 12 14");
	CHECK(isinf(runner_rsd(v, 1)), "one run has no RSD");
	UNIT_DONE();
}
